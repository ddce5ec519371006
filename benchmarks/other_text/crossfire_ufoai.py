"""The adventure games of other-domains-40: the dialogue, quests, books and signs of Crossfire 1.75
(its maps, archetypes and messages) and the UFOpaedia and campaign of UFO: Alien Invasion 2.5
(its scripts).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from .common import game_paragraphs
from .lua import _LUA_ESCAPE, _lua_unescape

#: the data of Crossfire 1.75 in Debian's ``crossfire-maps`` (its ``maps``) and
#: ``crossfire-common`` (its ``archetypes`` and the ``messages`` of its books), which
#: other-domains-40 reads
CROSSFIRE_DATA = "usr/share/games/crossfire"
#: the archive of the scripts of UFO: Alien Invasion 2.5 in Debian's ``ufoai-common``, which
#: other-domains-40 reads
UFOAI_SCRIPTS = "usr/share/games/ufoai/base/0ufos.pk3"
#: the files of other-domains-40, each with its game and the kind of text of
#: :func:`crossfire_texts` or :func:`ufoai_texts` it holds
ADVENTURE_FILES = {
    "crossfire-dialogue.txt": ("crossfire", "dialogue"),
    "crossfire-quests.txt": ("crossfire", "quest"),
    "crossfire-books.txt": ("crossfire", "book"),
    "crossfire-signs.txt": ("crossfire", "sign"),
    "ufoai-ufopaedia.txt": ("ufoai", "ufopaedia"),
    "ufoai-campaign.txt": ("ufoai", "campaign"),
}
#: the folders of Crossfire's maps that are not read: the editor's pick maps and scripts, the maps
#: for testing the server and those not linked into the game's world (``unlinked``: unfinished,
#: retired or private maps no player reaches)
CROSSFIRE_SKIP = ("editor/", "test/", "unlinked/")
#: the types of Crossfire's objects (``type``, of the object or else of its archetype) whose
#: message is read, each with its kind: a book (BOOK, 8: books, tomes, quartos, scrolls, notes,
#: letters, cards) and a sign (SIGN, 98: signs, magic mouths, gravestones, statues, monuments)
CROSSFIRE_READ = {"8": "book", "98": "sign"}
#: the type of a magic ear (MAGIC_EAR, 29), whose ``@match`` is a word a player says to open
#: something, not a person's speech
CROSSFIRE_EAR = "29"
#: a text of Crossfire filled in as the game runs: ``$me``, ``$you`` of the dialogs of the
#: ``.msg`` files, the names of the one who speaks and of the player
_CROSSFIRE_FILLED = re.compile(r"\$\w")
#: paragraphs of Crossfire's maps in no language (a letter in cipher, the letters of a puzzle to
#: be put in order, a drawing of a wall's cracks, the moves of a chess game, a bingo caller's
#: numbers): left out of other-domains-40
CROSSFIRE_NOT_PROSE = frozenset(
    (
        "nt swle looewbruxw, tiy qwkk jbiq rgw reiyvkw lbs vwreltlk rglr dlxwa ya biq. tiy qukk "
        "aiib vw ib tiye iqb. u glcw kwdr qglr kurrkw u xlb ri lus tiy qgwb u ln fibw. rgw jwt "
        "kuwa vwbwlrg rgw dudrg arlryw. u hyar giow ur ua wbiyfg.",
        "Caplluy higs gunamep tougpub epnterg.",
        "| | | | | | | | | | | o| |XX | | X| | XX| |X X| |XX | ..",
        "e2-e4 , e7-e6; d2-d4 , d7-d5; Sb1-c3, Sg8-f6; ...",
        "B - 5 ... B -",
    )
)
#: lines of Crossfire's dialogue and signs that earlier sets, nonfiction or the books of pd-fiction
#: hold word for word (the dialogue of The Office in other-domains-15 and of Friends in -28,
#: Cataclysm's in -36, FreedroidRPG's in -37, Warzone 2100's in -38, the fortunes, the SMS of -18;
#: stock lines of the novels and Hamlet's "To be or not to be..."): left out of other-domains-40
ADVENTURE_IN_EARLIER = frozenset(
    (
        "Have a nice day!",
        "Can I help you?",
        "What can you sell me?",
        "Get out of the way!",
        "What are you doing?",
        "Thank you very much!",
        "Why do you need a pen?",
        "No, not at all.",
        "How can I help you?",
        "I will tell you everything.",
        "What would you like?",
        "I don't know what you are talking about.",
        "Would you like something to drink?",
        "You will be destroyed.",
        "Oh, thank you very much!",
        "I have nothing to say to you.",
        "What is your job?",
        "What did you say?",
        "Run away! Run away!",
        "You have been warned!",
        "Can you open the door?",
        "Which one is it?",
        "Help me. I don't want to die!",
        "I don't know where he is...",
        "It is my duty to help.",
        "To be or not to be...",
        "Welcome to my house.",
        "What can I do for you?",
        "What can I do to help you?",
        "What is it that you want?",
        "Where is the key?",
    )
)
#: the kind of each of UFO: Alien Invasion's files of long texts (``ufos/msgid/<name>.ufo``), the
#: others (the multiplayer lobby's message, ``irc``, and the tips, ``tips``) not read: the
#: UFOpaedia's and the research's texts (the proposals and reports of the scientists, the
#: descriptions of aircraft, items, aliens, armour, buildings, installations, weapons, vehicles,
#: the soldiers' skills, the concepts and the story's findings) and the campaign's (the
#: campaigns' descriptions, the introduction, the mails, the missions' briefings, the news)
UFOAI_KINDS = {
    "aircraft": "ufopaedia",
    "aircraftitems": "ufopaedia",
    "aliens": "ufopaedia",
    "armour": "ufopaedia",
    "buildings": "ufopaedia",
    "concepts": "ufopaedia",
    "installations": "ufopaedia",
    "skills": "ufopaedia",
    "story": "ufopaedia",
    "ugvs": "ufopaedia",
    "weapons": "ufopaedia",
    "campaigns": "campaign",
    "campaigntexts": "campaign",
    "mails": "campaign",
    "missionbriefing": "campaign",
    "news": "campaign",
}
#: a string of UFO: Alien Invasion's scripts (``"..."``, over lines, ``\\"`` inside; marked for
#: translation if it begins with ``_``) or a comment (``//``, ``/*...*/``), so that a string's
#: quote is not read in a comment nor a comment's in a string
_UFOAI_TOKEN = re.compile(r'"((?:[^"\\]|\\.)*)"|//[^\n]*|/\*.*?\*/', re.S)


def crossfire_types(path: Path) -> dict[str, str]:
    """The type of each of Crossfire's archetypes (``Object NAME`` ... ``type N`` ... ``end`` in
    its ``archetypes`` file; ``"0"`` if none is given), its messages (``msg``...``endmsg``)
    passed over."""
    types: dict[str, str] = {}
    name, in_msg = "", False
    with path.open(encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if in_msg:
                in_msg = line != "endmsg"
            elif line == "msg":
                in_msg = True
            elif line.startswith("Object "):
                name = line[len("Object ") :]
                types[name] = "0"
            elif line.startswith("type ") and name:
                types[name] = line[len("type ") :]
            elif line == "end":
                name = ""
    return types


def crossfire_objects(lines: Iterable[str]) -> Iterable[tuple[str, str, str]]:
    """The objects of a Crossfire map (its lines, read as they come) that carry a message, each
    ``(archetype, type, message)`` when its ``end`` is read: ``arch NAME`` opens an object (one
    in another's inventory too), ``end`` closes the last one opened; ``type N`` of the object
    (``""`` if none: its archetype's) and its message, the lines between ``msg`` and ``endmsg``.
    The lines of the other fields over lines (``lore``...``endlore``, the map's
    ``maplore``...``endmaplore``) are passed over; the map's own object (``arch map``), whose
    message is a note of its makers, is not given."""
    stack: list[dict[str, str]] = []
    block, buf = "", []  # the line that ends the field being read, and its lines
    for line in lines:
        line = line.rstrip("\n")
        if block:
            if line != block:
                buf.append(line)
            else:
                if block == "endmsg" and stack:
                    stack[-1]["msg"] = "\n".join(buf)
                block, buf = "", []
        elif line in ("msg", "lore", "maplore"):
            block = "end" + line
        elif line.startswith("arch "):
            stack.append({"arch": line[len("arch ") :]})
        elif line == "end" and stack:
            obj = stack.pop()
            if "msg" in obj and obj["arch"] != "map":
                yield obj["arch"], obj.get("type", ""), obj["msg"]
        elif line.startswith("type ") and stack:
            stack[-1]["type"] = line[len("type ") :]


def crossfire_paragraphs(text: str) -> list[str]:
    """The paragraphs of one of Crossfire's texts (:func:`game_paragraphs`), those with a name
    filled in as the game runs (:data:`_CROSSFIRE_FILLED`) and those in no language
    (:data:`CROSSFIRE_NOT_PROSE`) left out too."""
    return [
        p
        for p in game_paragraphs(text)
        if not _CROSSFIRE_FILLED.search(p) and p not in CROSSFIRE_NOT_PROSE
    ]


def crossfire_dialogue(msg: str) -> list[str]:
    """The paragraphs of the dialogue of a message of Crossfire's map format (``@match
    WORDS`` and the lines of the reply to them, up to the next line that begins with ``@``):
    each reply and the player's options, the text of ``@question WORD TEXT`` and ``@reply
    WORD TEXT``, by :func:`crossfire_paragraphs`; the lines of the other directives (``@match``
    itself, ``@quest``...) are not read."""
    out: list[str] = []
    reply: list[str] = []
    for line in msg.split("\n") + ["@"]:
        if not line.startswith("@"):
            reply.append(line)
            continue
        out.extend(crossfire_paragraphs("\n".join(reply)))
        reply = []
        directive, _, rest = line.partition(" ")
        if directive in ("@question", "@reply"):
            out.extend(crossfire_paragraphs(rest.partition(" ")[2]))
    return out


def crossfire_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Crossfire's maps: what its people say, the quest log, books and signs.

    Parameters
    ----------
    folder : Path
        The game's data (:data:`CROSSFIRE_DATA`): the files of its ``maps`` in the order of
        their paths (those of :data:`CROSSFIRE_SKIP` left out), each map (a file that begins
        with ``arch map``) read line by line (:func:`crossfire_objects`), the type of each
        object's archetype from ``archetypes`` (:func:`crossfire_types`), and the texts of its
        books (``messages``: ``TEXT`` ... ``ENDMSG`` of each ``MSG``).

    Returns
    -------
    dict of str to list of str
        The paragraphs of each kind, by :func:`crossfire_paragraphs` (split at blank lines,
        whitespace collapsed; a text filled in as the game runs or markup, fewer than
        :data:`NEWS_MIN_WORDS` words or no end of a sentence left out):

        * ``dialogue``: the message of each object with an ``@match`` line (the people, a few
          animals and things that talk; not a magic ear, :data:`CROSSFIRE_EAR`), by
          :func:`crossfire_dialogue`, and the dialogs of the ``.msg`` files (JSON: the
          ``msg`` of each rule, one of which is said, and the text of each of its
          ``replies``, the player's options, if it has one);
        * ``quest``: the descriptions of the quests and of their steps in the ``.quests`` files
          (``description`` ... ``end_description``), not their titles;
        * ``book`` and ``sign``: the message of each object of a type of
          :data:`CROSSFIRE_READ` without an ``@match`` line (books and the like; signs, magic
          mouths and the like), and after those of the maps the ``messages`` of the books.

        The messages of the other objects (the descriptions of items and monsters; the
        messages of exits, altars, levers, doors, traps and triggers), the maps' notes
        (``arch map``'s ``msg``) and lore (``maplore``), the names and the Python scripts are
        not read.
    """
    import itertools
    import json

    types = crossfire_types(folder / "archetypes")
    out: dict[str, list[str]] = {k: [] for g, k in ADVENTURE_FILES.values() if g == "crossfire"}
    maps = folder / "maps"
    paths = {p.relative_to(maps).as_posix(): p for p in maps.rglob("*") if p.is_file()}
    for rel in sorted(paths):
        if rel.startswith(CROSSFIRE_SKIP):
            continue
        if rel.endswith(".msg"):
            for rule in json.loads(paths[rel].read_text(encoding="utf-8"))["rules"]:
                replies = [text for reply in rule.get("replies", []) for text in reply[1:2]]
                for text in [*rule.get("msg", []), *replies]:
                    out["dialogue"].extend(crossfire_paragraphs(text))
            continue
        if rel.endswith(".quests"):
            src = paths[rel].read_text(encoding="utf-8")
            for text in re.findall(r"(?ms)^description\n(.*?)^end_description$", src):
                out["quest"].extend(crossfire_paragraphs(text))
            continue
        with paths[rel].open(encoding="utf-8", errors="replace") as f:
            first = f.readline()
            if first != "arch map\n":
                continue
            for arch, kind, msg in crossfire_objects(itertools.chain((first,), f)):
                kind = kind or types.get(arch, "0")
                if re.search(r"(?m)^@match", msg):
                    if kind != CROSSFIRE_EAR:
                        out["dialogue"].extend(crossfire_dialogue(msg))
                elif kind in CROSSFIRE_READ:
                    out[CROSSFIRE_READ[kind]].extend(crossfire_paragraphs(msg))
    src = (folder / "messages").read_text(encoding="utf-8")
    for text in re.findall(r"(?ms)^TEXT\n(.*?)^ENDMSG$", src):
        out["book"].extend(crossfire_paragraphs(text))
    return out


def ufoai_texts(archive: Path) -> dict[str, list[str]]:
    """The prose of UFO: Alien Invasion: its UFOpaedia and the texts of its campaign.

    Parameters
    ----------
    archive : Path
        The zip archive of the game's scripts (``0ufos.pk3``, :data:`UFOAI_SCRIPTS`), of which
        the files of its long texts, ``ufos/msgid/*.ufo`` (``msgid NAME { text "_..." }``:
        the English source of each text, as the translators' files take it), are read in the
        order of their paths, each for the kind of :data:`UFOAI_KINDS` its name has.

    Returns
    -------
    dict of str to list of str
        The strings marked for translation (``"_..."``, :data:`_UFOAI_TOKEN`: comments left out,
        the ``_`` taken off, the escape ``\\"`` undone), each split into paragraphs by
        :func:`game_paragraphs`, by kind: ``ufopaedia`` (the research's proposals and reports
        and the UFOpaedia's entries) and ``campaign`` (the campaigns' descriptions, the
        introduction, the mails, the missions' briefings, the news). The other scripts' strings
        (names, labels, the interface), the multiplayer lobby's message and the tips are not
        read.
    """
    import zipfile

    out: dict[str, list[str]] = {k: [] for g, k in ADVENTURE_FILES.values() if g == "ufoai"}
    with zipfile.ZipFile(archive) as zf:
        for name in sorted(zf.namelist()):
            stem = name.removeprefix("ufos/msgid/").removesuffix(".ufo")
            if not (name.startswith("ufos/msgid/") and name.endswith(".ufo")):
                continue
            kind = UFOAI_KINDS.get(stem)
            if not kind:
                continue
            for m in _UFOAI_TOKEN.finditer(zf.read(name).decode("utf-8")):
                if m.group(1) and m.group(1).startswith("_"):
                    text = _LUA_ESCAPE.sub(_lua_unescape, m.group(1)[1:])
                    out[kind].extend(game_paragraphs(text))
    return out
