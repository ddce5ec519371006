"""The empire games of other-domains-41: the English templates of the translations of 0 A.D.
(Alpha 26) and the stringtable and content scripts of FreeOrion 0.4.10.2.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import game_paragraphs
from .lua import _LUA_ESCAPES

#: the archive of the data of 0 A.D. (Alpha 26) in Debian's ``0ad-data``, whose English
#: templates of the translations (``l10n/*.pot``) other-domains-41 reads
ZEROAD_ARCHIVE = "usr/share/games/0ad/mods/public/public.zip"
#: the data of FreeOrion 0.4.10.2 in Debian's ``freeorion-data`` (its English stringtable
#: ``stringtables/en.txt`` and its content's scripts ``scripting``), which other-domains-41 reads
FREEORION_DATA = "usr/share/games/freeorion/default"
#: the files of other-domains-41, each with its game and the kind of text of
#: :func:`zeroad_texts` or :func:`freeorion_texts` it holds
EMPIRE_FILES = {
    "0ad-civilizations.txt": ("0ad", "civilization"),
    "0ad-templates.txt": ("0ad", "template"),
    "0ad-technologies.txt": ("0ad", "technology"),
    "0ad-auras.txt": ("0ad", "aura"),
    "0ad-maps.txt": ("0ad", "map"),
    "0ad-tutorials.txt": ("0ad", "tutorial"),
    "0ad-help.txt": ("0ad", "help"),
    "0ad-quotes.txt": ("0ad", "quote"),
    "freeorion-species.txt": ("freeorion", "species"),
    "freeorion-buildings.txt": ("freeorion", "building"),
    "freeorion-techs.txt": ("freeorion", "tech"),
    "freeorion-specials.txt": ("freeorion", "special"),
    "freeorion-ships.txt": ("freeorion", "ship"),
    "freeorion-pedia.txt": ("freeorion", "pedia"),
}
#: the kind of the strings of 0 A.D.'s templates of translations (``l10n/<name>.pot``), by the
#: path of a string's first reference (a pattern; the first row that matches): the
#: civilizations' histories and bonuses, the templates' names, tooltips and descriptions (units,
#: structures, nature), the technologies, the auras (of the heroes, their catafalques, the
#: structures), the maps' descriptions, the campaigns' descriptions with the tutorials, the tips
#: of the loading screen with the manual and the splash screen, and the quotes of the loading
#: screen (the sayings of historical figures and the passages of the ancient historians); the
#: strings of the interface (the rest of ``gui``, the AI's chat, ``simulation-other``), the
#: lobby's terms and privacy policy and the user report's terms are not read
ZEROAD_KINDS = (
    ("public-civilizations", "*", "civilization"),
    ("public-templates-units", "*", "template"),
    ("public-templates-buildings", "*", "template"),
    ("public-templates-other", "*", "template"),
    ("public-simulation-technologies", "*", "technology"),
    ("public-simulation-auras", "*", "aura"),
    ("public-maps", "*", "map"),
    ("public-gui-campaigns", "campaigns/*.json", "tutorial"),
    ("public-tutorials", "*", "tutorial"),
    ("public-gui-other", "gui/text/tips/*.txt", "help"),
    ("public-gui-manual", "gui/manual/*.txt", "help"),
    ("public-gui-other", "gui/splashscreen/*.txt", "help"),
    ("public-gui-gamesetup", "gui/text/quotes.txt", "quote"),
)
#: a string of a ``.pot`` file, over lines (``"..."``, the escapes of C inside)
_POT_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
#: an escape of a ``.pot`` string, ``\\n``, ``\\t``, ``\\"``, ``\\\\``
_POT_ESCAPE = re.compile(r"\\(.)")
#: markup of 0 A.D.'s rich text or a text filled in as the game runs: a tag (``[font=...]``,
#: ``[color=...]``, ``[icon=...]``, ``[/color]``: a bracket not escaped), a field ``%(name)s`` or
#: a hotkey of the manual (``hotkey.camera.zoom.in``, the keys the player has set); an escaped
#: bracket (``\\[``) is a bracket of the text ("\\[…]", "\\[Alexander]")
_ZEROAD_FILLED = re.compile(r"(?<!\\)\[|%\(\w+\)|\bhotkey\.\w")
#: the kind of the description of each of FreeOrion's contents, by the folder of ``scripting``
#: that defines it: the species, buildings, technologies, specials and fields, ship hulls and
#: parts, ships' and monsters' designs, and the articles of the encyclopedia (the Pedia: game
#: concepts, guides, the species' types, categories); the others (the empire's statistics, the
#: starting unlocks, the game's rules, the macros) are not read
FREEORION_KINDS = {
    "species": "species",
    "buildings": "building",
    "techs": "tech",
    "specials": "special",
    "fields": "special",
    "ship_hulls": "ship",
    "ship_parts": "ship",
    "ship_designs": "ship",
    "monster_designs": "ship",
    "encyclopedia": "pedia",
}
#: a comment or a string of FreeOrion's content scripts (FOCS, ``*.focs.txt``), passed over, or
#: the description of a content (``description = "KEY"``, a field of the content itself, indented
#: once; an effect's ``description``, indented more, is an accounting label), its key
_FOCS_DESCRIPTION = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|^(?:    |\t)description\s*=\s*"(\w+)"', re.S | re.M
)
#: an entry of FreeOrion's stringtable, as the game's reader (``StringTable.cpp``) matches it:
#: blank lines and comments (``#`` to the end of the line) before it, its key (a word) alone on
#: its line (a comment may end it), then its value, ``'''...'''`` over lines (up to the first
#: ``'''`` that ends a line) or the next line
_FREEORION_ENTRY = re.compile(
    r"(?:\s|#[^\n]*\n)*(\w+)[ \t]*(?:\n|#[^\n]*\n)(?:'''(.*?)'''\s*?\n|([^\n]*)\n)", re.S
)
#: a reference of FreeOrion's stringtable to another entry or to a content (``[[KEY]]``,
#: ``[[tech KEY]]``), filled in as the game runs: markup, its paragraph left out
_FREEORION_FILLED = re.compile(r"\[\[")
#: quotes of 0 A.D.'s loading screen that the books of pd-fiction or an earlier set hold word for
#: word, case and punctuation aside (sayings of Callimachus, Diogenes, Caesar and Terence that
#: the novels quote, Croesus' in Herodotus that Wells' Outline of History quotes; Caesar's "I
#: came, I saw, I conquered." and "The die is cast." in Widelands' lore, other-domains-38): left
#: out of other-domains-41, the line that tells who said them kept
EMPIRE_IN_EARLIER = frozenset(
    (
        "\u201cSet a thief to catch a thief.\u201d",
        "\u201cI am a citizen of the world.\u201d",
        "\u201cThe die is cast.\u201d",
        "\u201cIn peace the sons bury their fathers, but in war the fathers bury their sons.\u201d",
        "\u201cModeration in all things.\u201d",
        "\u201cI came, I saw, I conquered.\u201d",
    )
)


def game_lines(text: str, sentence: bool = True) -> list[str]:
    """The paragraphs of a game's text whose every line break is one the player sees (its lines
    are not wrapped by hand): each line by :func:`game_paragraphs` (``sentence`` as there)."""
    return [para for line in text.split("\n") for para in game_paragraphs(line, sentence)]


def pot_entries(src: str) -> list[tuple[list[str], str]]:
    """The entries of a template of translations (a ``.pot`` file), in order, each ``(the paths of
    its references, msgid)``: the references' lines ``#: PATH:WHERE ...``, the ``msgid``'s strings
    over lines joined, their escapes (``\\n``, ``\\"``, ``\\\\``) undone; the header (an empty
    ``msgid``) and the plurals (``msgid_plural``: each with a number) are not given."""
    out = []
    refs: list[str] = []
    fields: dict[str, str] = {}
    field = ""
    for line in (*src.split("\n"), ""):
        if not line.strip():
            if fields.get("msgid") and "msgid_plural" not in fields:
                out.append((refs, fields["msgid"]))
            refs, fields, field = [], {}, ""
        elif line.startswith("#:"):
            refs.extend(ref.partition(":")[0] for ref in line[2:].split())
        elif line.startswith("#"):
            continue
        else:
            m = _POT_STRING.search(line)
            if not line.startswith('"'):
                field = line.split()[0]
                fields[field] = ""
            if m and field:
                fields[field] += _POT_ESCAPE.sub(lambda e: _LUA_ESCAPES.get(e[1], e[1]), m[1])
    return out


def zeroad_texts(archive: Path) -> dict[str, list[str]]:
    """The prose of 0 A.D.: its civilizations, units and structures, technologies, auras, maps,
    tutorials, help and the quotes of its loading screen.

    Parameters
    ----------
    archive : Path
        The zip archive of the game's data (``public.zip``, :data:`ZEROAD_ARCHIVE`), of which the
        English templates of its translations (``l10n/*.pot``: every string the game marks for
        translation, as its own extraction, ``l10n/messages.json``, takes them from the
        templates' XML, the JSON of its data and its scripts) are read, in the order of
        :data:`ZEROAD_KINDS` and each in its own order.

    Returns
    -------
    dict of str to list of str
        The msgid of each entry whose first reference's path matches a row of
        :data:`ZEROAD_KINDS`, by that row's kind, split at its line breaks (a line break, or
        ``\\n`` written in the text, as the quotes and the manual do) by :func:`game_lines`; a
        line with markup or a field filled in as the game runs (:data:`_ZEROAD_FILLED`) left
        out, an escaped bracket (``\\[``) a bracket. The line of a quote that tells who said
        or wrote it (``— NAME, on what occasion (SOURCE)``) need not end as a sentence does.
    """
    import fnmatch
    import zipfile

    out: dict[str, list[str]] = {k: [] for g, k in EMPIRE_FILES.values() if g == "0ad"}
    with zipfile.ZipFile(archive) as zf:
        for pot, pattern, kind in ZEROAD_KINDS:
            for refs, msgid in pot_entries(zf.read(f"l10n/{pot}.pot").decode("utf-8")):
                if not (refs and fnmatch.fnmatchcase(refs[0], pattern)):
                    continue
                for line in msgid.replace("\\n", "\n").split("\n"):
                    if not _ZEROAD_FILLED.search(line):
                        sentence = not (kind == "quote" and line.startswith("\u2014 "))
                        out[kind].extend(game_lines(line.replace("\\[", "["), sentence))
    return out


def freeorion_table(src: str) -> dict[str, str]:
    """FreeOrion's stringtable (``stringtables/en.txt``) as the game reads it: its first line
    the language's name, then its entries (:data:`_FREEORION_ENTRY`), each ``KEY`` and its
    value, ``\\n`` written in a value a line break, the first of a key kept; the ``#include`` of
    its two files of parameters at the end (``FUNCTIONAL_...``, lists of keys) is a comment here.
    A value's references (``[[KEY]]``) are not filled in. Raises ``ValueError`` where the file
    is not read to its end."""
    src = src.lstrip("\ufeff") + "\n"
    table: dict[str, str] = {}
    pos = src.index("\n") + 1
    while m := _FREEORION_ENTRY.match(src, pos):
        value = m[2] if m[2] is not None else m[3]
        table.setdefault(m[1], value.replace("\\n", "\n"))
        pos = m.end()
    if re.sub(r"(?m)^[ \t]*#.*$", "", src[pos:]).strip():
        raise ValueError(f"FreeOrion's stringtable not read past {src[pos : pos + 60]!r}")
    return table


def freeorion_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of FreeOrion: the descriptions of its species, buildings, technologies,
    specials, ships and the articles of its encyclopedia.

    Parameters
    ----------
    folder : Path
        The game's data (:data:`FREEORION_DATA`): the scripts of its content
        (``scripting/<folder>/**/*.focs.txt``, the folders of :data:`FREEORION_KINDS` in that
        order, each's files in the order of their paths), whose ``description = "KEY"``
        (:data:`_FOCS_DESCRIPTION`: the content's own, not an effect's) names an entry of its
        stringtable (``stringtables/en.txt``, :func:`freeorion_table`).

    Returns
    -------
    dict of str to list of str
        The value of each key so named (once, for the first content that names it), by the kind
        of its folder, split at its line breaks by :func:`game_lines` (a heading,
        "Description:", falls out as too short); a line with a reference (``[[...]]``,
        :data:`_FREEORION_FILLED`) or a field filled in as the game runs (``%1%``,
        ``%empire%``) or markup (``<i>``, :data:`GAME_FILLED`) left out. The species' game
        descriptions (``gameplay_description``), the short descriptions, the names and the
        other strings (the interface, the situation reports, the options, the AI's diplomacy)
        are not read.
    """
    table = freeorion_table((folder / "stringtables" / "en.txt").read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {k: [] for g, k in EMPIRE_FILES.values() if g == "freeorion"}
    done: set[str] = set()
    for name, kind in FREEORION_KINDS.items():
        scripts = folder / "scripting" / name
        for path in sorted(scripts.rglob("*.focs.txt"), key=lambda p: p.relative_to(scripts)):
            for m in _FOCS_DESCRIPTION.finditer(path.read_text(encoding="utf-8")):
                key = m[1]
                if key and key in table and key not in done:
                    done.add(key)
                    paras = game_lines(table[key])
                    out[kind].extend(p for p in paras if not _FREEORION_FILLED.search(p))
    return out
