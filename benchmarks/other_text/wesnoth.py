"""The dialogue and narration of the official campaigns of Battle for Wesnoth 1.16, from their WML
(other-domains-33).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import markup_paragraphs

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
