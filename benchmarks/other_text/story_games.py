"""The story games of other-domains-42: the campaigns, missions and descriptions of Hedgewars
1.0.2 (its Lua), the Empyrean campaign of FLARE 1.14 (its ``key=value`` files) and Waste's Edge,
the game of Adonthell 0.3.8 (its Python).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .common import game_paragraphs
from .lua import lua_strings

#: the data of Hedgewars 1.0.2 in Debian's ``hedgewars-data``, which other-domains-42 reads
HEDGEWARS_DATA = "usr/share/games/hedgewars/Data"
#: the Empyrean campaign of FLARE 1.14 in Debian's ``flare-game``, which other-domains-42 reads
FLARE_DATA = "usr/share/games/flare/mods/empyrean_campaign"
#: Waste's Edge, the game of Adonthell 0.3.8 in Debian's ``adonthell-data``, which
#: other-domains-42 reads
ADONTHELL_DATA = "usr/share/games/adonthell/games/wastesedge"
#: the files of other-domains-42, each with its game and the kind of text of
#: :func:`hedgewars_texts`, :func:`flare_texts` or :func:`adonthell_texts` it holds
STORY_FILES = {
    "hedgewars-campaigns.txt": ("hedgewars", "campaign"),
    "hedgewars-missions.txt": ("hedgewars", "mission"),
    "hedgewars-descriptions.txt": ("hedgewars", "description"),
    "flare-dialogue.txt": ("flare", "dialogue"),
    "flare-quests.txt": ("flare", "quest"),
    "flare-lore.txt": ("flare", "lore"),
    "adonthell-dialogue.txt": ("adonthell", "dialogue"),
    "adonthell-story.txt": ("adonthell", "story"),
    "adonthell-remarks.txt": ("adonthell", "remark"),
}
#: the folders of Hedgewars' missions (``Missions/<folder>/**/*.lua``) and the kind of text of
#: each: its two campaigns, A Classic Fairytale and A Space Adventure, and the training, challenge
#: and scenario missions
HEDGEWARS_KINDS = {
    "Campaign": "campaign",
    "Challenge": "mission",
    "Scenario": "mission",
    "Training": "mission",
}
#: the functions of Hedgewars' Lua that mark a string for translation (``Scripts/Locale.lua``):
#: ``loc("...")``, and ``loc_noop("...")``, a string marked whose ``loc`` is called later
_HEDGEWARS_GETTEXT = frozenset(("loc", "loc_noop"))
#: the line break of a text of Hedgewars' mission panel (``ShowMission``) and captions, read as a
#: space
_HEDGEWARS_BREAK = "|"
#: the English texts of Hedgewars' menu of campaigns and missions, each mission's ``name`` and
#: ``desc`` (the description shown before it is played)
HEDGEWARS_DESCRIPTIONS = ("Locale/campaigns_en.txt", "Locale/missions_en.txt")
#: a description of those files: ``KEY.desc="TEXT"`` (the quotes of an INI value)
_HEDGEWARS_DESCRIPTION = re.compile(r'^[^=\n]+\.desc="?(.*?)"?[ \t]*$', re.M)
#: the folders of FLARE's Empyrean campaign read, each with the kind of text and the keys of its
#: files (``key=value``) read, of those its translators' template takes (the campaign's
#: ``languages/xgettext.py``): the people's dialogue (``him=``, ``her=``, ``you=``, the
#: player's options ``topic=`` and the messages ``msg=`` of ``npcs``), the quest log
#: (``quest_text=``), and the lore: the books' ``text=``, the cutscenes' ``caption=`` and
#: ``text=``, the items' ``flavor=`` and the messages (``msg=``) of the maps' events and scripts
FLARE_KINDS = {
    "npcs": ("dialogue", frozenset(("him", "her", "you", "topic", "msg"))),
    "quests": ("quest", frozenset(("quest_text",))),
    "books": ("lore", frozenset(("text",))),
    "cutscenes": ("lore", frozenset(("caption", "text"))),
    "items": ("lore", frozenset(("flavor",))),
    "maps": ("lore", frozenset(("msg",))),
    "scripts": ("lore", frozenset(("msg",))),
}
#: the files of FLARE's campaign not read: the developers' tome (a menu to teleport, reset the
#: quests, get items) and its scripts, and the credits (names)
FLARE_SKIP = ("npcs/dev_tome.txt", "npcs/base/dev_tome/", "scripts/dev/", "cutscenes/credits.txt")
#: the Python files of Waste's Edge read (a path under :data:`ADONTHELL_DATA` that begins so; the
#: first that matches) and the kind of text of each: the dialogues (a dialogue's lines, ``text``:
#: what the people and the narrator say, the player's lines), the story (the intro, its window's
#: text and the guard's and the player's speech, and the ending: the confession, its dialogue
#: and the epilogue), the remarks (what the people say as they go about, the player's remarks on
#: the things of the map, ``player_text.py``, and the messages of the map's events); the menus,
#: options, achievements and the name's screen (``scripts/modules``' others) are not read
ADONTHELL_KINDS = (
    ("scripts/dialogues/", "dialogue"),
    ("scripts/modules/intro.py", "story"),
    ("scripts/schedules/mapcharacters/extro.py", "story"),
    ("scripts/schedules/mapcharacters/", "remark"),
    ("scripts/modules/player_text.py", "remark"),
    ("scripts/game_events/", "remark"),
)
#: the functions of Waste's Edge's Python that mark a string for translation (its pygettext
#: markers): ``_("...")``, and ``N_("...")``, a string marked whose translation is asked later
_ADONTHELL_GETTEXT = frozenset(("_", "N_"))
#: the names whose value is not read: the ending's credits (``self.credits``, names and jobs)
ADONTHELL_SKIP_NAMES = frozenset(("credits",))
#: what Adonthell's engine fills in a line of a dialogue as it shows it (``dialog::scan_string``):
#: the player's name (``$name``) and the words for a woman or a man (``$fm{madam/sir}``); its
#: Python functions in braces (``{who_heard_noise}``) are :data:`GAME_FILLED`'s
_ADONTHELL_FILLED = re.compile(r"\$(?:name|fm)")
#: lines of Hedgewars' campaigns, FLARE's and Adonthell's dialogue and Adonthell's remarks that
#: earlier sets or the books of pd-fiction hold word for word (the dialogue of The Office in
#: other-domains-15 and of Friends in -28, Topical-Chat's in -25, Wesnoth's in -33, FreedroidRPG's
#: in -37; stock lines of the novels): left out of other-domains-42
STORY_IN_EARLIER = frozenset(
    (
        "What does it look like?",
        "I can do that.",
        "Are you accusing me of something?",
        "Can you do it?",
        "What do you want to do?",
        "What is this place?",
        "Where have you been?",
        "Why are you doing this?",
        "I can't believe this!",
        "Of course I am!",
        "If you say so...",
        "Are we there yet?",
        "We have no time to waste...",
        "Do you know where they are?",
        "What do you mean?",
        "Why do you say that?",
        "Do as I say!",
        "Is there nothing I can do?",
        "Halt! Who goes there?",
    )
)


def hedgewars_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Hedgewars' missions: its campaigns, its other missions and their descriptions.

    Parameters
    ----------
    folder : Path
        The game's ``Data`` folder (:data:`HEDGEWARS_DATA`): the Lua files of its missions
        (``Missions/*/**/*.lua``, in the order of their paths, each for the kind of
        :data:`HEDGEWARS_KINDS` its folder has) and the English texts of its menu of campaigns
        and missions (:data:`HEDGEWARS_DESCRIPTIONS`).

    Returns
    -------
    dict of str to list of str
        The strings of the Lua (:func:`lua_strings`: comments left out, the escapes of a
        quoted string undone) marked for translation (``loc("...")``, ``loc_noop("...")``,
        :data:`_HEDGEWARS_GETTEXT`), each on its own whatever function takes it (``AnimSay``,
        ``HogSay``, ``AnimCaption``, ``AddCaption``, ``ShowMission``, ``SendStat``, a table of
        a dialogue) or joins it to another by ``..`` (a line of the mission panel: each string
        is translated whole), a line break of the mission panel (``|``,
        :data:`_HEDGEWARS_BREAK`) as a space, each split into paragraphs by
        :func:`game_paragraphs`, by kind:

        * ``campaign``: the two campaigns (``Missions/Campaign``: A Classic Fairytale and A
          Space Adventure): what the hedgehogs say and think, the captions of the story, the
          goals and hints of the mission panel, the messages at a mission's end;
        * ``mission``: the same of the training, challenge and scenario missions
          (``Missions/Training``, ``Challenge``, ``Scenario``);
        * ``description``: the description of each campaign's mission and of each other mission
          in the menu (``KEY.desc="..."``, :data:`_HEDGEWARS_DESCRIPTION`).

        The names (of hedgehogs, teams, missions, achievements) do not end as sentences do,
        and a string of ``string.format`` holds a field (``%s``): they are left out by
        :func:`game_paragraphs`. The strings not marked (names of files, sounds, hats), the
        libraries (``Scripts``), the multiplayer game styles (``Scripts/Multiplayer``), the
        maps' scripts (``Maps``) and the game's own messages (``Locale/en.txt``) are not read.
    """
    out: dict[str, list[str]] = {k: [] for g, k in STORY_FILES.values() if g == "hedgewars"}
    missions = folder / "Missions"
    for path in sorted(missions.rglob("*.lua")):
        kind = HEDGEWARS_KINDS.get(path.relative_to(missions).parts[0])
        if not kind:
            continue
        src = path.read_text(encoding="utf-8")
        for text, _, _, marked, _, _ in lua_strings(src, _HEDGEWARS_GETTEXT):
            if marked:
                out[kind].extend(game_paragraphs(text.replace(_HEDGEWARS_BREAK, " ")))
    for name in HEDGEWARS_DESCRIPTIONS:
        src = (folder / name).read_text(encoding="utf-8")
        for text in _HEDGEWARS_DESCRIPTION.findall(src):
            out["description"].extend(game_paragraphs(text))
    return out


def flare_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of FLARE's Empyrean campaign: its people's dialogue, its quest log and lore.

    Parameters
    ----------
    folder : Path
        The campaign's folder (:data:`FLARE_DATA`): the text files (``*.txt``) of the folders
        of :data:`FLARE_KINDS`, in the order of their paths (those of :data:`FLARE_SKIP` left
        out), read as the game reads them (each line stripped of the whitespace around it;
        ``key=value``, split at the first ``=``; a line that begins with ``#`` a comment, one
        in brackets the head of a section, ``INCLUDE`` another file, read on its own).

    Returns
    -------
    dict of str to list of str
        The value of each key of :data:`FLARE_KINDS` (those the campaign's translators'
        template takes), its whitespace stripped, split into paragraphs by
        :func:`game_paragraphs` (a text filled in as the game runs, ``${AVATAR_NAME}``, left
        out), by kind: ``dialogue`` (what the people say, ``him=`` and ``her=``, the player's
        lines and options, ``you=``, ``topic=``, the messages of the dialogues, ``msg=``),
        ``quest`` (the quest log, ``quest_text=``, not the quests' names) and ``lore`` (the
        books, the cutscenes, the items' flavour texts, the messages of the maps' events and of
        the scripts). The names and titles, the tooltips of the maps, the powers' and items'
        descriptions of their use and the menus are not read.
    """
    out: dict[str, list[str]] = {k: [] for g, k in STORY_FILES.values() if g == "flare"}
    paths = {p.relative_to(folder).as_posix(): p for p in folder.rglob("*.txt") if p.is_file()}
    for rel in sorted(paths):
        if rel.startswith(FLARE_SKIP) or rel.split("/")[0] not in FLARE_KINDS:
            continue
        kind, keys = FLARE_KINDS[rel.split("/")[0]]
        for line in paths[rel].read_text(encoding="utf-8").splitlines():
            key, eq, value = line.strip().partition("=")
            if eq and key.strip() in keys:
                out[kind].extend(game_paragraphs(value.strip()))
    return out


def python_marked(
    src: str, gettext: frozenset[str], skip: frozenset[str] = frozenset()
) -> list[tuple[str, bool]]:
    """Every string of a piece of Python marked for translation, in order: the string that is
    the only argument of a call of a function of ``gettext`` (``_("...")``), read by Python's
    own parser (:mod:`ast`: comments are not read, the escapes of a string are undone and a
    string continued over a line by a backslash is one string), each ``(text, piece)``: whether
    it is a piece of a text filled in as the game runs, joined by ``+`` to something else
    (``_("I am ") + myname``) or what a function returns (``return _("Lady Frostbloom has")``,
    which a dialogue's ``{who_heard_noise}`` fills in a line). The strings of the value
    assigned to a name or attribute of ``skip`` are not read."""
    tree = ast.parse(src)
    skipped: set[int] = set()
    pieces: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
            getattr(t, "attr", getattr(t, "id", None)) in skip for t in node.targets
        ):
            skipped.update(id(n) for n in ast.walk(node.value))
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            pieces.update((id(node.left), id(node.right)))
        elif isinstance(node, ast.Return) and node.value is not None:
            pieces.update(id(n) for n in ast.walk(node.value))
    calls = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in gettext
        and len(node.args) == 1
        and not node.keywords
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
        and id(node) not in skipped
    ]
    calls.sort(key=lambda node: (node.lineno, node.col_offset))
    return [(node.args[0].value, id(node) in pieces) for node in calls]


def adonthell_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Waste's Edge, Adonthell's game: its dialogues, its story and the remarks.

    Parameters
    ----------
    folder : Path
        The game's folder (:data:`ADONTHELL_DATA`): the Python files of its scripts
        (``scripts/**/*.py``, in the order of their paths, each for the kind of the first of
        :data:`ADONTHELL_KINDS` its path begins with; the others are not read).

    Returns
    -------
    dict of str to list of str
        The strings marked for translation (:func:`python_marked`: ``_("...")``,
        ``N_("...")``, :data:`_ADONTHELL_GETTEXT`), in the order of the file, the credits of the
        ending (:data:`ADONTHELL_SKIP_NAMES`), a string joined by ``+`` to the player's name
        (the intro's "I am " and what follows it) and the pieces of a line the dialogues'
        functions return (``{who_heard_noise}``) left out, as is a string with a text the
        engine fills in (:data:`_ADONTHELL_FILLED`: ``$name``, ``$fm{...}``), each split into
        paragraphs by :func:`game_paragraphs` (a window's line breaks as spaces; a Python
        function in braces, a field of ``%``, left out), by kind: ``dialogue`` (the lines of the
        dialogues, ``scripts/dialogues``: what the people and the narrator say and the
        player's lines), ``story`` (the intro and the ending) and ``remark`` (what the people
        say as they go about, the player's remarks on things, the messages of the map's
        events).
    """
    out: dict[str, list[str]] = {k: [] for g, k in STORY_FILES.values() if g == "adonthell"}
    for path in sorted(folder.glob("scripts/**/*.py")):
        rel = path.relative_to(folder).as_posix()
        kind = next((k for start, k in ADONTHELL_KINDS if rel.startswith(start)), None)
        if not kind:
            continue
        src = path.read_text(encoding="utf-8")
        for text, piece in python_marked(src, _ADONTHELL_GETTEXT, ADONTHELL_SKIP_NAMES):
            if not piece and not _ADONTHELL_FILLED.search(text):
                out[kind].extend(game_paragraphs(text))
    return out
