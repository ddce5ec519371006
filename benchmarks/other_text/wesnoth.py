"""The dialogue and narration of the official campaigns of Battle for Wesnoth 1.16, from their WML
(other-domains-33), and the descriptions, dialogue and tips of its core data (other-domains-55).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import GAME_SENTENCE_END, markup_paragraphs

#: the official campaigns of Battle for Wesnoth 1.16, each in a package of Debian
#: (``wesnoth-1.16-<abbreviation>``), that other-domains-33 reads, one file each: the abbreviation
#: and the campaign's folder under :data:`WESNOTH_DATA`
WESNOTH_CAMPAIGNS = {
    "did": "Descent_Into_Darkness",
    "dm": "Delfadors_Memoirs",
    "dw": "Dead_Water",
    "ei": "Eastern_Invasion",
    "httt": "Heir_To_The_Throne",
    "l": "Liberty",
    "low": "Legend_of_Wesmere",
    "nr": "Northern_Rebirth",
    "sof": "Sceptre_of_Fire",
    "sota": "Secrets_of_the_Ancients",
    "sotbe": "Son_Of_The_Black_Eye",
    "thot": "The_Hammer_of_Thursagan",
    "trow": "The_Rise_Of_Wesnoth",
    "tsg": "The_South_Guard",
    "ttb": "Two_Brothers",
    "utbs": "Under_the_Burning_Suns",
}
WESNOTH_DATA = "usr/share/games/wesnoth/1.16/data/campaigns"
#: a line of dialogue (``message=``) or of the narration between scenarios (``story=``) in a
#: campaign's WML, as a translatable string (``_ "..."``, a quote doubled inside it), with the
#: strings joined to it by ``+``
_WML_TEXT = re.compile(
    r'^[ \t]*(?:message|story)[ \t]*=[ \t]*_[ \t]*"((?:[^"]|"")*)"'
    r'((?:\s*\+\s*_?[ \t]*"(?:[^"]|"")*")*)',
    re.M,
)
_WML_STRING = re.compile(r'"((?:[^"]|"")*)"')
#: a WML variable (``$unit.name``) or macro (``{ARG}``) inside a string: a line that is filled in
#: when the game runs
_WML_FILLED = re.compile(r"[$]\w|[{]")
#: lines of the campaigns that earlier sets hold word for word (the dialogue of The Office in
#: other-domains-15, of Friends in -28, Topical-Chat in -25): left out of other-domains-33
WESNOTH_IN_EARLIER = frozenset(
    (
        "What do you mean?",
        "Well, what is it?",
        "That would be me.",
        "No, what are you talking about?",
        "What have we here?",
        "Yes, that is correct.",
        "Come and get it!",
        "So close. So close.",
        "Don\u2019t worry about it.",
        "How do you mean?",
        "Your wish is my command.",
    )
)


def wesnoth_lines(folder: Path) -> list[str]:
    """The lines of dialogue and narration of one campaign of Battle for Wesnoth.

    Parameters
    ----------
    folder : Path
        The campaign's folder (:data:`WESNOTH_CAMPAIGNS`): its WML files (``*.cfg``: the
        campaign, its scenarios in the order of their numbers, its units and its macros), read
        in the order of their paths.

    Returns
    -------
    list of str
        Each ``message=`` (a line that a character speaks) and ``story=`` (a page of the
        narration between scenarios) as a translatable string (:data:`_WML_TEXT`), in the
        files' order, the lines of comments and of the preprocessor (``#``) left out: a quote
        doubled inside it made single, the strings joined to it by ``+`` added, split at its
        blank lines, its Pango markup (``<i>``, ``<span>``) removed with its text kept, entities
        unescaped, whitespace collapsed. A paragraph with a variable or a macro
        (:data:`_WML_FILLED`: ``$unit.name``, ``{ARG}``), filled in as the game runs, and a
        paragraph of fewer than :data:`NEWS_MIN_WORDS` words are left out.
    """

    out = []
    for path in sorted(folder.rglob("*.cfg")):
        lines = path.read_text(encoding="utf-8").split("\n")
        wml = "\n".join(ln for ln in lines if not ln.lstrip().startswith("#"))
        for m in _WML_TEXT.finditer(wml):
            text = m.group(1) + "".join(_WML_STRING.findall(m.group(2)))
            blocks = re.split(r"\n[ \t]*\n", text.replace('""', '"'))
            out.extend(markup_paragraphs(blocks, skip=_WML_FILLED))
    return out


#: the core data of Battle for Wesnoth 1.16 in Debian's ``wesnoth-1.16-data`` (not a campaign's:
#: the units, the multiplayer scenarios and eras, the tutorial and the tips), which
#: other-domains-55 reads (:func:`wesnoth_core_texts`)
WESNOTH_CORE = "usr/share/games/wesnoth/1.16/data"
#: the credit that closes the tale of a petrified hero in the multiplayer scenario Caves of the
#: Basilisk: who wrote it (``(inscribed by Paterson)``)
_INSCRIBED = re.compile(r"\(inscribed by [^()]+\)$")
#: the markup of Wesnoth's help in a description of the core data: a link
#: (``<ref>text='Humans' dst='..race_human'</ref>``), bold or italic words (``<bold>``,
#: ``<italic>``), whose text is kept; a heading inside a race's description
#: (``<header>text='Society'</header>``) and a picture (``<img>``), removed
_HELP_MARKUP = re.compile(
    r"<(header|img)>.*?</\1>|<(ref|bold|italic)>[^<]*?\btext='([^']*)'[^<]*?</\2>"
)
#: the context that marks the translatable string of a line for a female player (the tutorial's
#: ``message= _ "female^Hang on!..."``; the male player's line is the same without it)
_FEMALE_CONTEXT = "female^"
#: a call of the tutorial's macro that picks its first argument's WML for a male player and its
#: second's for a female one (``data/campaigns/tutorial/utils/utils.cfg``)
_GENDER_CALL = "{GENDER"
#: the kinds of text of :func:`wesnoth_core_texts`, each with the WML files it is read from (a
#: file, or a folder whose ``*.cfg`` are read in the order of their paths, under
#: :data:`WESNOTH_CORE`) and the keys of their translatable strings that are read: the
#: descriptions of the races (``units.cfg``) and of the unit types (``core/units``) that the help
#: shows; the descriptions of the multiplayer scenarios, what their characters say and their
#: narration (``multiplayer/scenarios``), and the descriptions of the eras; what the tutorial's
#: characters say and the tips of the day shown at the game's start. Not the rest of the data:
#: the names, labels and tooltips, the help's pages (markup of their own, ``<ref>``), the
#: terrains' and the editor's help, the macros, World Conquest (names and labels), the test
#: scenarios of the AI and of the developers (``ai``, ``scenario-test.cfg``) and the lines of the
#: tutorial for a female player (``female_message``, the male player's ``message`` kept)
WESNOTH_CORE_KINDS = {
    "units": (("core/units.cfg", "core/units"), ("description",)),
    "multiplayer": (
        ("multiplayer/scenarios", "multiplayer/eras.cfg"),
        ("description", "message", "story"),
    ),
    "tutorial": (("campaigns/tutorial", "tips.cfg"), ("message", "text")),
}


def _male_branches(wml: str) -> str:
    """``wml`` with the second argument of each call of the tutorial's macro ``GENDER``
    (``{GENDER (<WML for a male player>) (<WML for a female player>)}``: the same lines with
    Li'sar, "young lady" and "she" for Konrad, "young man" and "he") removed, the first kept.
    The arguments' parentheses are matched by their depth, those inside a string (``"..."``,
    "(6×4; or 6 damage...)") not counted."""
    out, pos = [], 0
    while (start := wml.find(_GENDER_CALL, pos)) >= 0:
        depth, quoted, args, i = 0, False, [], start + len(_GENDER_CALL)
        while len(args) < 2 and i < len(wml):
            ch = wml[i]
            if ch == '"':
                quoted = not quoted
            elif not quoted and ch == "(":
                depth += 1
                if depth == 1:
                    open_at = i
            elif not quoted and ch == ")":
                depth -= 1
                if depth == 0:
                    args.append((open_at, i + 1))
            i += 1
        if len(args) < 2:
            raise ValueError("a call of GENDER without its two arguments")
        out.append(wml[pos : args[1][0]])
        pos = args[1][1]
    out.append(wml[pos:])
    return "".join(out)


def wesnoth_strings(paths: list[Path], keys: tuple[str, ...]) -> list[str]:
    """The paragraphs of the translatable strings of the keys ``keys`` in the WML files
    ``paths``, read as :func:`wesnoth_lines` reads ``message=`` and ``story=``: each
    ``key = _ "..."``, in the files' order, the lines of comments and of the preprocessor
    (``#``) left out, a quote doubled inside it made single, the strings joined to it by ``+``
    added, split at its blank lines, its Pango markup removed with its text kept, entities
    unescaped, whitespace collapsed; a paragraph with a variable or a macro (``$unit.name``,
    ``{ARG}``) and a paragraph of fewer than :data:`NEWS_MIN_WORDS` words left out. Before the
    Pango markup, the help's markup (:data:`_HELP_MARKUP`) is replaced by its text (a link, bold
    or italic words) or removed (a heading, a picture); a string for a female player only
    (:data:`_FEMALE_CONTEXT`, the tutorial's) and the female player's branch of the tutorial's
    macro ``GENDER`` (:func:`_male_branches`) are left out. A file that is not UTF-8 throughout
    is read with its bad bytes replaced (one comment of the core data is in Windows-1252)."""
    text_of = re.compile(
        r"^[ \t]*(?:" + "|".join(keys) + r')[ \t]*=[ \t]*_[ \t]*"((?:[^"]|"")*)"'
        r'((?:\s*\+\s*_?[ \t]*"(?:[^"]|"")*")*)',
        re.M,
    )
    out = []
    for path in paths:
        lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
        wml = _male_branches("\n".join(ln for ln in lines if not ln.lstrip().startswith("#")))
        for m in text_of.finditer(wml):
            text = m.group(1) + "".join(_WML_STRING.findall(m.group(2)))
            if text.startswith(_FEMALE_CONTEXT):
                continue
            text = _HELP_MARKUP.sub(lambda h: h[3] or "", text.replace('""', '"'))
            blocks = re.split(r"\n[ \t]*\n", text)
            out.extend(markup_paragraphs(blocks, skip=_WML_FILLED))
    return out


def wesnoth_core_texts(data: Path) -> dict[str, list[str]]:
    """The paragraphs of the core data of Battle for Wesnoth (``data``: :data:`WESNOTH_CORE`)
    by kind (:data:`WESNOTH_CORE_KINDS`), each kind's files in their order there, a folder's
    ``*.cfg`` in the order of their paths (:func:`wesnoth_strings`); a paragraph that does not
    end as a sentence (:data:`~other_text.common.GAME_SENTENCE_END`) or with the credit of a
    statue's tale (:data:`_INSCRIBED`) is left out: the objectives of the scenarios ("Defeat the
    enemy leader"), the descriptions of their options, their credits ("Dark Forecast was made
    by:", ``jb: • Map design``...) and two lines that open a quotation of a unit's description
    ("From the journal of Balah, the Dune Watcher:")."""
    out = {}
    for kind, (places, keys) in WESNOTH_CORE_KINDS.items():
        paths = []
        for place in places:
            where = data / place
            paths.extend(sorted(where.rglob("*.cfg")) if where.is_dir() else [where])
        out[kind] = [
            p
            for p in wesnoth_strings(paths, keys)
            if GAME_SENTENCE_END.search(p) or _INSCRIBED.search(p)
        ]
    return out
