"""The strategy games of other-domains-38: the campaigns, tutorials, maps, lore and help of
Widelands 1.1 (its Lua and map files) and the campaign of Warzone 2100 4.3.3 (its briefings,
subtitles and scripts).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import game_paragraphs
from .lua import _LUA_ESCAPE, _lua_unescape, lua_strings

#: the data of Widelands 1.1 in Debian's ``widelands-data``, which other-domains-38 reads
WIDELANDS_DATA = "usr/share/games/widelands/data"
#: the archive of Warzone 2100's data in Debian's ``warzone2100-data``, which other-domains-38
#: reads
WARZONE_BASE = "usr/share/games/warzone2100/base.wz"
#: the files of other-domains-38, each with its game and the kind of text of
#: :func:`widelands_texts` or :func:`warzone_texts` it holds
STRATEGY_FILES = {
    "widelands-campaigns.txt": ("widelands", "campaign"),
    "widelands-tutorials.txt": ("widelands", "tutorial"),
    "widelands-maps.txt": ("widelands", "map"),
    "widelands-lore.txt": ("widelands", "lore"),
    "widelands-help.txt": ("widelands", "help"),
    "warzone2100-campaign.txt": ("warzone2100", "campaign"),
}
#: the kind of text of each of Widelands' files (a pattern of its path under
#: :data:`WIDELANDS_DATA`; the first that matches), ``None`` for one not read: the placeholder of
#: a scenario not written yet (``dummy.wmf``); the tutorials and the hints shown to a new player
#: (``training_wheels``); the buildings a scenario adds to a tribe with the tribes; the campaigns
#: and the scenarios; the descriptions of the other maps; the tribes; the encyclopedia's own
#: lines, the tips, the help, the editor's help, the win conditions and the messages of the
#: starting positions
WIDELANDS_KINDS = (
    ("campaigns/dummy.wmf/*", None),
    ("campaigns/tutorial*", "tutorial"),
    ("scripting/training_wheels/*", "tutorial"),
    ("campaigns/*.wmf/scripting/tribes/*", "lore"),
    ("campaigns/*", "campaign"),
    ("maps/*_Scenarios/*", "campaign"),
    ("maps/*", "map"),
    ("tribes/scripting/help/*", "help"),
    ("tribes/*", "lore"),
    ("txts/tips/*", "help"),
    ("txts/help/*", "help"),
    ("scripting/editor/*", "help"),
    ("scripting/win_conditions/*", "help"),
    ("scripting/infrastructure.lua", "help"),
    ("world/*", "help"),
)
#: the description and the hint of a Widelands map, marked for translation, in its ``elemental``
#: file (``descr=_"..."``)
_WIDELANDS_MAP_TEXT = re.compile(r'^(?:descr|hint)=_"(.*)"[ \t]*$', re.M)
#: a line break of Widelands' rich text, inside a paragraph
_WIDELANDS_BREAK = re.compile(r"<br\s*/?>")
#: the files of Warzone 2100's campaign in its data (``base.wz``), in this order: the texts of
#: the briefings, the subtitles of the videos and the campaign's scripts
WARZONE_CAMPAIGN = (
    "messages/strings/cam*strings.txt",
    "sequenceaudio/*.tx[ta]",
    "script/campaign/*.js",
)
#: a string of Warzone 2100's text files and scripts (C's and JavaScript's syntax): a string in
#: double quotes, marked for translation if within ``_(...)`` (groups 1 and 3), one in single
#: quotes, or a comment (``//``, ``/*...*/``), so that a string's quote is not read in a comment
#: nor a comment's in a string
_WARZONE_TOKEN = re.compile(
    r"""((?<![\w$])_\(\s*)?"((?:[^"\\\n]|\\.)*)"(\s*\))?|'(?:[^'\\\n]|\\.)*'|//[^\n]*|/\*.*?\*/""",
    re.S,
)


def widelands_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Widelands' data: its campaigns and scenarios, tutorials, maps, tribes and help.

    Parameters
    ----------
    folder : Path
        The game's ``data`` folder (:data:`WIDELANDS_DATA`): its Lua files (``*.lua``) and the
        ``elemental`` files of its maps (``descr`` and ``hint``), read in the order of their
        paths, each for the kind of :data:`WIDELANDS_KINDS` its path matches; the others (the
        About window's texts, ``txts/*.lua``: the readme, the licence, the authors and
        translators; the libraries of ``scripting``, the AI, the templates, the fonts) are not
        read.

    Returns
    -------
    dict of str to list of str
        The strings of the Lua (:func:`lua_strings`: comments left out, the escapes ``\\n``,
        ``\\"``, ``\\'`` of a quoted string undone, long strings ``[[...]]`` as they are)
        marked for translation (``_"..."``, ``_("...")``, ``_([[...]])``,
        ``pgettext("context", "...")``), each on its own whatever markup function takes it
        (``p``, ``h1``, ``li``, ``li_arrow``, ``objective_text``, a speaker's ``speech``,
        ``join_sentences``...) or joins it to another by ``..`` (``paragraphdivider()``: the
        strings are whole, translated each on its own), and the map's description and hint
        (``descr=_"..."``, ``hint=_"..."``, :data:`_WIDELANDS_MAP_TEXT`), by kind, a line break
        of the rich text (``<br>``, :data:`_WIDELANDS_BREAK`) as a space, each split into
        paragraphs by :func:`game_paragraphs`; an author of a lore's quote (``lore_author``: "A
        smoker explaining his profession") need not end as a sentence does, and the Latin of
        the Empire's lore (the first argument of ``latin_lore``; its translation, the second,
        is kept) is left out:

        * ``campaign``: the campaigns' descriptions (``campaigns/campaigns.lua``) and their
          scenarios' (``campaigns/*.wmf``: the story's messages, what its people say, the
          objectives and the map's description), with the scenarios of the maps
          (``maps/*_Scenarios``);
        * ``tutorial``: the tutorials (``campaigns/tutorial*.wmf``) and the hints shown to a
          new player (``scripting/training_wheels``);
        * ``map``: the descriptions and hints of the other maps (``maps/*.wmf/elemental``);
        * ``lore``: the tribes' texts (``tribes``): the lore of each building, ware, worker
          and immovable, the author of its quote, its purpose, notes and performance
          (``helptexts`` of ``tribes/initialization/*/units.lua``), the tribes' and their
          starting positions' descriptions, the messages of the buildings (out of resources,
          under attack), with the buildings a scenario adds
          (``campaigns/*.wmf/scripting/tribes``);
        * ``help``: the encyclopedia's own lines (``tribes/scripting/help``), the tips
          (``txts/tips``), the help (``txts/help``), the editor's help, the win conditions, the
          messages of the starting positions (``scripting/infrastructure.lua``) and the
          world's (``world``).

        Plurals (``ngettext``, ``npgettext``: each with a number), the names (``descname``
        marked, but names and titles do not end as sentences do) and the strings not marked
        for translation (names of files, images, programs) are not read.
    """
    import fnmatch

    out: dict[str, list[str]] = {k: [] for g, k in STRATEGY_FILES.values() if g == "widelands"}
    paths = {p.relative_to(folder).as_posix(): p for p in folder.rglob("*")}
    for rel in sorted(paths):
        if not (rel.endswith(".lua") or rel.endswith("/elemental")):
            continue
        kind = next((k for pattern, k in WIDELANDS_KINDS if fnmatch.fnmatchcase(rel, pattern)), "")
        if not kind:
            continue
        src = paths[rel].read_text(encoding="utf-8")
        if rel.endswith("/elemental"):
            texts = [(text, True) for text in _WIDELANDS_MAP_TEXT.findall(src)]
        else:
            texts = [
                (text, field != "lore_author")
                for text, function, argument, marked, _, field in lua_strings(src)
                if marked and not (function == "latin_lore" and argument == 0)
            ]
        for text, sentence in texts:
            out[kind].extend(game_paragraphs(_WIDELANDS_BREAK.sub(" ", text), sentence))
    return out


def warzone_texts(archive: Path) -> dict[str, list[str]]:
    """The prose of Warzone 2100's campaign.

    Parameters
    ----------
    archive : Path
        The zip archive of the game's data (``base.wz``, :data:`WARZONE_BASE`), of which the
        files of :data:`WARZONE_CAMPAIGN` are read, in that order and each in the order of
        their paths: the texts of the three campaigns' briefings
        (``messages/strings/cam*strings.txt``), the subtitles of the videos
        (``sequenceaudio/**/*.txt``, ``*.txa``: the briefings, the transmissions, the intro and
        the outro) and the scripts of the campaign (``script/campaign/**/*.js``).

    Returns
    -------
    dict of str to list of str
        ``campaign``: the strings marked for translation (``_("...")``, :data:`_WARZONE_TOKEN`;
        comments left out, the escapes ``\\n``, ``\\"`` undone), each split into paragraphs by
        :func:`game_paragraphs`: most of the scripts' lines, the objectives, do not end as a
        sentence does and are left out. The names (``names.txt``), the research messages
        (``resstrings.txt``), the tutorial, the skirmish and multiplayer data (``mp.wz``) and
        the challenges are not read.
    """
    import fnmatch
    import zipfile

    out: list[str] = []
    with zipfile.ZipFile(archive) as zf:
        names = sorted(zf.namelist())
        for pattern in WARZONE_CAMPAIGN:
            for name in (n for n in names if fnmatch.fnmatchcase(n, pattern)):
                for m in _WARZONE_TOKEN.finditer(zf.read(name).decode("utf-8")):
                    if m.group(1) and m.group(3):
                        out.extend(game_paragraphs(_LUA_ESCAPE.sub(_lua_unescape, m.group(2))))
    return {"campaign": out}
