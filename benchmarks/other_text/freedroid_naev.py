"""The dialogs and quests of FreedroidRPG 1.0 and the missions, events and descriptions of Naev
0.8.2, from their Lua (other-domains-37).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import game_paragraphs
from .lua import lua_strings, lua_tokens

#: the data of FreedroidRPG 1.0 in Debian's ``freedroidrpg-data``, which other-domains-37 reads
FREEDROID_DATA = "usr/share/freedroidrpg/data"
#: the data of Naev 0.8.2 in Debian's ``naev-data``, which other-domains-37 reads
NAEV_DATA = "usr/share/naev/dat"
#: the files of other-domains-37, each with its game and the kind of text of
#: :func:`freedroid_texts` or :func:`naev_texts` it holds
GAME_LUA_FILES = {
    "freedroidrpg-dialogs.txt": ("freedroidrpg", "dialog"),
    "freedroidrpg-quests.txt": ("freedroidrpg", "quest"),
    "naev-missions.txt": ("naev", "mission"),
    "naev-events.txt": ("naev", "event"),
    "naev-descriptions.txt": ("naev", "description"),
}
#: the title screens of FreedroidRPG's story, in the order they are shown (not those of its help:
#: the controls, the credits, how to contribute, the takeover game and the level editor)
FREEDROID_TITLES = (
    "base/titles/StartOfGame.lua",
    "storyline/act1/titles/EndOfAct.lua",
    "base/titles/EndOfGame.lua",
    "base/titles/GameLost.lua",
)
#: FreedroidRPG's functions whose second argument is an entry of the player's quest log
FREEDROID_QUEST_LOG = frozenset(("add_quest", "assign_quest", "update_quest", "end_quest"))
#: FreedroidRPG's functions whose first argument a person or a terminal says (``Npc:says("...")``)
FREEDROID_SPEAK = frozenset(("says", "cli_says"))
#: the dialogs of FreedroidRPG's characters for debugging (``PURPOSE = "$$NAME$$ is a character
#: used for Debug purposes"`` in the notes of their wiki page)
_FREEDROID_DEBUG = re.compile(r'PURPOSE = "[^"\n]*\b[Dd]ebug')

#: lines of the dialogs and missions that earlier sets or nonfiction hold word for word (the
#: dialogue of The Office in other-domains-15 and of Friends in -28, Cataclysm's in -36,
#: nlp-corpus in -20, the speeches of 2012 in -12, Wesnoth in -33, the fortunes, the examples of
#: WordNet in nonfiction): left out of other-domains-37
GAME_LUA_IN_EARLIER = frozenset(
    (
        "What are you doing here?",
        "I have to go now.",
        "How are you doing?",
        "Did you get it?",
        "What are you doing now?",
        "I changed my mind.",
        "How is it going?",
        "What do you mean?",
        "Have a nice day.",
        "Get out of my sight.",
        "Is everything all right?",
        "I think I did.",
        "How do I do that?",
        "What are you talking about?",
        "What are you up to?",
        "Will you marry me?",
        "Does that answer your question?",
        "What do you do here?",
        "I don't think so...",
        "Hey, what are you doing?",
        "What do you want?",
        "Halt! Who goes there?",
        "Why are you here?",
        "What is this place?",
        "Why do you ask?",
        "How can I help you?",
        "Have a nice day!",
        "What can I help you with?",
        "Thank you for the help.",
        "Thank you very much.",
        "Can I ask you something?",
        "And how is that working out for you?",
        "I'll keep that in mind.",
        "I want my money back.",
        "What are you doing?",
        "What is going on?",
        "What have you done?",
        "What the hell is happening?",
    )
)


def freedroid_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of FreedroidRPG's data: its dialogs, and its quest log and story.

    Parameters
    ----------
    folder : Path
        The game's ``data`` folder (:data:`FREEDROID_DATA`): the Lua files of its dialogs
        (``base/dialogs/*.lua`` and ``storyline/act*/dialogs/*.lua``, in the order of their
        paths; not the six of the characters for debugging, :data:`_FREEDROID_DEBUG`), the code
        of the event triggers of its maps (``<LuaCode>`` in ``storyline/act*/events.dat``), the
        code run as a quest is done (``completion_code`` in ``storyline/act*/quests.lua``) and
        its story's title screens (:data:`FREEDROID_TITLES`).

    Returns
    -------
    dict of str to list of str
        The strings of the Lua (:func:`lua_strings`, their escapes ``\\n``, ``\\"``, ``\\'``
        undone) marked for translation (``_"..."``), and in the dialogs also those not marked
        that a person or a terminal says (the first argument of :data:`FREEDROID_SPEAK`) or that
        are written in the quest log, by kind, each split into paragraphs by
        :func:`game_paragraphs`:

        * ``dialog``: of the dialogs: what the people and the terminals met say (``says``,
          ``says_random``, ``cli_says``), the options the player picks (the ``text`` of the
          nodes) and the messages shown, but not the names set (``set_name``) nor the entries
          of the quest log;
        * ``quest``: the entries of the player's quest log (the second argument of
          :data:`FREEDROID_QUEST_LOG`, ``update_quest("...", _"...")``) of the dialogs, then
          the strings of the maps' event triggers and of the quests done (entries of the quest
          log, ``display_big_message``...), then the ``text`` of the story's title screens (not
          marked: Dvorak's messages between the acts, the developers' word at the end, the
          sponsors' slogans when the game is lost).

        A string joined to another by ``..`` (a piece of a text put together as the game runs)
        is left out. Comments, the quests' names and their ``mission_description`` (not shown),
        the signs and names of the maps (``levels.dat``, the event triggers' ``Name``), the
        droids' names, the descriptions of items and droids, the help and the title screens of
        the help are not read.
    """
    out: dict[str, list[str]] = {"dialog": [], "quest": []}
    dialogs = [*folder.glob("base/dialogs/*.lua"), *folder.glob("storyline/act*/dialogs/*.lua")]
    for path in sorted(dialogs):
        src = path.read_text(encoding="utf-8")
        if _FREEDROID_DEBUG.search(src):
            continue
        for text, function, argument, marked, piece, _ in lua_strings(src):
            quest = function in FREEDROID_QUEST_LOG and argument == 1
            if (
                piece
                or function == "set_name"
                or not (marked or quest or (function in FREEDROID_SPEAK and argument == 0))
            ):
                continue
            out["quest" if quest else "dialog"].extend(game_paragraphs(text))
    for act in sorted(folder.glob("storyline/act*")):
        events = (act / "events.dat").read_text(encoding="utf-8")
        codes = re.findall(r"<LuaCode>(.*?)</LuaCode>", events, re.S)
        toks = lua_tokens((act / "quests.lua").read_text(encoding="utf-8"))
        for k, (kind, text) in enumerate(toks):
            if kind == "str" and toks[k - 2 : k] == [("name", "completion_code"), ("op", "=")]:
                codes.append(text)
        for code in codes:
            for text, function, _, marked, piece, _ in lua_strings(code):
                if marked and not piece and function != "set_name":
                    out["quest"].extend(game_paragraphs(text))
    for name in FREEDROID_TITLES:
        toks = lua_tokens((folder / name).read_text(encoding="utf-8"))
        for k, (kind, text) in enumerate(toks):
            if kind == "str" and toks[k - 2 : k] == [("name", "text"), ("op", "=")]:
                out["quest"].extend(game_paragraphs(text))
    return out


def naev_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Naev's data: its missions, its events and descriptions.

    Parameters
    ----------
    folder : Path
        The game's ``dat`` folder (:data:`NAEV_DATA`): the Lua files of its missions
        (``missions/**/*.lua``, with its tutorial) and events (``events/**/*.lua``) and the XML
        files of its ships (``ships/*.xml``) and outfits (``outfits/**/*.xml``), each read in the
        order of their paths.

    Returns
    -------
    dict of str to list of str
        By kind, each split into paragraphs by :func:`game_paragraphs`:

        * ``mission`` and ``event``: the strings marked for translation in the missions and
          the events (:func:`lua_strings`: ``_("...")``, ``_([[...]])``, ``N_("...")``,
          their escapes ``\\n``, ``\\"``, ``\\'`` undone): the texts of the dialogs
          (``tk.msg``, ``tk.yesno``, ``text[1] = _([[...]])``), the descriptions of the
          missions and the people met at the bar, what the pilots say in space, the entries of
          the ship's log, the news and the chatter of the bars, the options of the choices; a
          string joined to another by ``..`` and the warnings printed for the developers
          (``print``) are left out;
        * ``description``: the ``description`` of each ship and outfit.

        Comments, names and titles (which do not end as sentences do) and the strings not
        marked for translation (names of files, ships, factions) are not read.
    """
    import xml.etree.ElementTree as ET

    out: dict[str, list[str]] = {"mission": [], "event": [], "description": []}
    for kind in ("mission", "event"):
        for path in sorted((folder / f"{kind}s").rglob("*.lua")):
            for text, function, _, marked, piece, _ in lua_strings(
                path.read_text(encoding="utf-8")
            ):
                if marked and not piece and function != "print":
                    out[kind].extend(game_paragraphs(text))
    paths = sorted([*(folder / "ships").glob("*.xml"), *(folder / "outfits").rglob("*.xml")])
    for path in paths:
        for node in ET.parse(path).getroot().iter("description"):
            out["description"].extend(game_paragraphs(node.text or ""))
    return out
