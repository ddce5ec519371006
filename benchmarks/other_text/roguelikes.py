"""The roguelikes of other-domains-39: the descriptions, speech and help of Dungeon Crawl Stone
Soup 0.28 and the edit files and online help of Angband 3.5.1.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import game_paragraphs, paragraphs

#: the data of Dungeon Crawl Stone Soup 0.28 in Debian's ``crawl-common``, which other-domains-39
#: reads
CRAWL_DATA = "usr/share/crawl/dat"
#: the edit files of Angband 3.5.1 (its monsters', objects' and spells' data) in Debian's
#: ``angband``, which other-domains-39 reads
ANGBAND_EDIT = "etc/angband/edit"
#: the online help of Angband 3.5.1 in Debian's ``angband-data``, which other-domains-39 reads
ANGBAND_HELP = "usr/share/angband/help"
#: the files of other-domains-39, each with its game and the files it reads, in this order (of
#: :data:`CRAWL_DATA`, read by :func:`crawl_texts`; of :data:`ANGBAND_EDIT`, read by
#: :func:`angband_texts`, ``help`` for Angband's online help). Crawl's left out: the quotations
#: of ``descript/quotes.txt`` (from books, with their authors), the names of the other files of
#: ``database`` (of gods, monsters, titles, random artefacts and books: ``godname``, ``monname``,
#: ``montitle``, ``randname``, ``rand_*``, ``randbook``) and the translations (``descript/*/``,
#: ``database/*/``); Angband's: the pieces a character's history is put together from
#: (``p_hist.txt``), the names of the others
ROGUELIKE_FILES = {
    "crawl-monsters.txt": ("crawl", ("descript/monsters.txt",)),
    "crawl-gods.txt": ("crawl", ("descript/gods.txt",)),
    "crawl-items.txt": (
        "crawl",
        ("descript/items.txt", "descript/unrand.txt", "descript/unident.txt", "descript/cards.txt"),
    ),
    "crawl-places.txt": (
        "crawl",
        ("descript/branches.txt", "descript/features.txt", "descript/clouds.txt"),
    ),
    "crawl-character.txt": (
        "crawl",
        (
            "descript/species.txt",
            "descript/backgrounds.txt",
            "descript/skills.txt",
            "descript/mutations.txt",
            "descript/status.txt",
        ),
    ),
    "crawl-spells.txt": ("crawl", ("descript/spells.txt", "descript/ability.txt")),
    "crawl-help.txt": (
        "crawl",
        (
            "descript/tutorial.txt",
            "descript/hints.txt",
            "descript/commands.txt",
            "database/help.txt",
            "database/FAQ.txt",
        ),
    ),
    "crawl-speech.txt": (
        "crawl",
        (
            "database/monspeak.txt",
            "database/godspeak.txt",
            "database/shout.txt",
            "database/insult.txt",
            "database/monflee.txt",
            "database/monspell.txt",
            "database/wpnnoise.txt",
            "database/miscname.txt",
        ),
    ),
    "angband-monsters.txt": ("angband", ("monster.txt",)),
    "angband-objects.txt": ("angband", ("artifact.txt", "ego_item.txt", "object.txt")),
    "angband-spells.txt": ("angband", ("spell.txt",)),
    "angband-help.txt": ("angband", ("hints.txt", "help")),
}
#: Crawl's files of speech and messages drawn at random (``database``, but its help and FAQ),
#: whose messages' channels and weights :func:`crawl_texts` takes away
CRAWL_SPEECH = frozenset(ROGUELIKE_FILES["crawl-speech.txt"][1])
#: a block of Lua in Crawl's text (``{{ ... }}``), run as the game shows the text
_CRAWL_LUA = re.compile(r"\{\{.*?\}\}", re.S)
#: a text filled in as Crawl runs, besides :data:`GAME_FILLED`: a variable of its speech
#: (``@The_monster@``, ``@_high_priest_common_@``, ``@player ghost@``: any ``@``), a key of a
#: command (``$cmd[CMD_REST]``), the description of another entry (``[[Drain Life spell]]``) or
#: words chosen at random (``[rumble|boom|crash]``)
_CRAWL_FILLED = re.compile(r"@|\$cmd\[|\[\[|\[[^\[\]\n]*\|[^\[\]\n]*\]")
#: a variable of Crawl's speech (``@_axioms_of_law_@``), the key of the entry it is filled from
_CRAWL_VARIABLE = re.compile(r"@([^@\n]+)@")
#: the weight of a message of Crawl's speech (``w:5``), a line of its own before it
_CRAWL_WEIGHT = re.compile(r"^w:\d+[ \t]*$", re.M)
#: the channel of a message of Crawl's speech, at the start of its line (``VISUAL:``, ``SOUND:``,
#: ``VISUAL SPELL:``)
_CRAWL_CHANNEL = re.compile(
    r"^(?:VISUAL )?(?:TALK|DANGER|ENCHANT|PLAIN|SOUND|SPELL|VISUAL|WARN):", re.M
)
#: a ruled line of Angband's help (reStructuredText), the underline or overline of a heading
#: (``=====``, ``-----``), not the border of a table (:data:`_ANGBAND_MARKUP`)
_ANGBAND_RULE = re.compile(r"^[ \t]*(?:-{3,}|={3,})[ \t]*$", re.M)
#: the term of a definition of Angband's help: a line not indented (nor an item of a list or a
#: line of a line block) with the definition, indented, under it (``of Resistance`` / ``  A
#: character wearing armor...``)
_ANGBAND_TERM = re.compile(r"^(?![-*+|] )(\S[^\n]*)\n(?=[ \t]+\S)", re.M)
#: an item of a list of Angband's help (``- object stacking...``), which begins a paragraph
_ANGBAND_ITEM = re.compile(r"^(?=[ \t]*[-*+] )", re.M)
#: the markup of Angband's help: a substitution (``|'w'ield|``), a line of a line block or of a
#: grid table (``| From:``), the border of a table (``=====  =====``, ``+------+``), emphasis
#: (``**do**``, ``*how*``), a literal or a link (`````pickup_always`_``) or a directive or
#: comment (``.. |'w'ield| replace::``)
_ANGBAND_MARKUP = re.compile(r"\|[^|\s][^|]*\||^\| |=+ +=+|\+-+\+|\*\*|\*\w[^*]*\*|`|^\.\. ")


def crawl_entries(text: str) -> list[tuple[str, str]]:
    """The entries of one of Crawl's database files (``dat/descript/*.txt``,
    ``dat/database/*.txt``), each ``(key, text)``: an entry begins at a line ``%%%%``, its key is
    its first line that is not blank, its text the lines after it, each with its trailing
    whitespace taken away; a line that begins with ``#`` is a comment, left out, and so is what
    comes before the first ``%%%%``."""
    out: list[tuple[str, str]] = []
    key, lines, started = "", [], False
    for line in text.split("\n"):
        if line.startswith("#"):
            continue
        if line.startswith("%%%%"):
            if key:
                out.append((key, "\n".join(lines)))
            key, lines, started = "", [], True
        elif started and key:
            lines.append(line.rstrip())
        elif started:
            key = line.strip()
    if key:
        out.append((key, "\n".join(lines)))
    return out


def crawl_texts(folder: Path, names: tuple[str, ...]) -> list[str]:
    """The prose of Dungeon Crawl Stone Soup's files ``names`` (under :data:`CRAWL_DATA`).

    Parameters
    ----------
    folder : Path
        The game's ``dat`` folder.
    names : tuple of str
        Its files to read, in this order (of :data:`ROGUELIKE_FILES`): the descriptions of
        ``descript`` (each entry's text, its key, the name of what it describes, left out) or
        the speech and messages of ``database`` (:data:`CRAWL_SPEECH`: each message of an entry,
        a block of lines between blank lines, is one paragraph; its weight, ``w:5``, and its
        channel, ``VISUAL:``, are taken away, as the game does).

    Returns
    -------
    list of str
        The texts of the entries (:func:`crawl_entries`), in order, each split into paragraphs
        by :func:`game_paragraphs`; a block of Lua (``{{ ... }}``, :data:`_CRAWL_LUA`) is made
        an empty ``{{}}`` first, so that the paragraph it is in (which the game fills in as it
        runs) is left out whole, and so is a paragraph with a variable of the speech, a key of
        a command, another entry's description put in or words chosen at random
        (:data:`_CRAWL_FILLED`: any ``@``, ``$cmd[``, ``[[``, ``[a|b]``), and the messages of
        the entries that are pieces of a line (:func:`crawl_pieces`).
    """
    pieces = crawl_pieces(folder) if CRAWL_SPEECH.intersection(names) else frozenset()
    out: list[str] = []
    for name in names:
        for key, text in crawl_entries((folder / name).read_text(encoding="utf-8")):
            if key.lower() in pieces:
                continue
            text = _CRAWL_LUA.sub("{{}}", text)
            if name in CRAWL_SPEECH:
                text = _CRAWL_CHANNEL.sub("", _CRAWL_WEIGHT.sub("", text))
            out.extend(p for p in game_paragraphs(text) if not _CRAWL_FILLED.search(p))
    return out


def crawl_pieces(folder: Path) -> frozenset[str]:
    """The keys (in lower case, as the game looks them up) of the entries of Crawl's speech
    (:data:`CRAWL_SPEECH`) whose messages are pieces of a line put together as the game runs:
    those of a variable that a message puts into a sentence (``_axioms_of_law_`` of
    ``@The_monster@ recites @_axioms_of_law_@``, ``_orc_modifier_``: ", as Orcs often do."),
    and of a variable that such an entry's message is whole (``@_axioms_of_law_@``, a message
    of ``_important_subject_``, itself a piece), over and over. A variable that a message is
    whole (``@_high_priest_rare_@``) is not a piece for that."""
    whole: dict[str, set[str]] = {}
    pieces: set[str] = set()
    for name in sorted(CRAWL_SPEECH):
        for key, text in crawl_entries((folder / name).read_text(encoding="utf-8")):
            text = _CRAWL_CHANNEL.sub("", _CRAWL_WEIGHT.sub("", text))
            for message in paragraphs(text):
                variables = [v.lower() for v in _CRAWL_VARIABLE.findall(message)]
                if len(variables) == 1 and message.lower() == f"@{variables[0]}@":
                    whole.setdefault(key.lower(), set()).add(variables[0])
                else:
                    pieces.update(variables)
    todo = list(pieces)
    while todo:
        for variable in whole.get(todo.pop(), ()):
            if variable not in pieces:
                pieces.add(variable)
                todo.append(variable)
    return frozenset(pieces)


def angband_texts(root: Path, names: tuple[str, ...]) -> list[str]:
    """The prose of Angband's files ``names``: its edit files (under :data:`ANGBAND_EDIT`) or
    ``help``, its online help (the files ``*.txt`` of :data:`ANGBAND_HELP`).

    Parameters
    ----------
    root : Path
        The folder the packages are unpacked in.
    names : tuple of str
        The files to read, in this order (of :data:`ROGUELIKE_FILES`).

    Returns
    -------
    list of str
        In order, each text split into paragraphs by :func:`game_paragraphs`:

        * of an edit file, the description of each record (a record begins at a line ``N:``,
          its description is its lines ``D:`` put together as the game does, with nothing
          between them: a line that goes on from the one before begins with a space), or each
          hint (a line ``H:`` of ``hints.txt``); the names, numbers, flags and the messages
          of an artifact's activation (``M:``, with ``{kind}``) are not read;
        * of the help, each file in the order of their paths (in UTF-8, or in Latin-1 if not:
          ``version.txt``; a line's end ``\\r\\n``, of three files, read as ``\\n``), a
          ruled line (:data:`_ANGBAND_RULE`: the underline of a heading, so that the heading,
          which does not end as a sentence does, goes) taken away, the term of a definition
          (:data:`_ANGBAND_TERM`, ``of Resistance``) and each item of a list
          (:data:`_ANGBAND_ITEM`) a paragraph of its own, as reStructuredText reads them, and a
          paragraph with markup (:data:`_ANGBAND_MARKUP`: ``|'w'ield|``, ``**do**``, a line
          block, a table, a directive) left out; its menu (``help.hlp``) is not read.
    """
    out: list[str] = []
    for name in names:
        if name == "help":
            for path in sorted((root / ANGBAND_HELP).glob("*.txt")):
                raw = path.read_bytes()
                try:
                    text = raw.decode("utf-8")
                except UnicodeDecodeError:
                    text = raw.decode("latin-1")
                text = _ANGBAND_RULE.sub("", text.replace("\r\n", "\n"))
                text = _ANGBAND_ITEM.sub("\n", _ANGBAND_TERM.sub("\\1\n\n", text))
                out.extend(p for p in game_paragraphs(text) if not _ANGBAND_MARKUP.search(p))
            continue
        texts: list[str] = []
        for line in (root / ANGBAND_EDIT / name).read_text(encoding="utf-8").splitlines():
            if line.startswith(("N:", "H:")):
                texts.append(line[2:] if line.startswith("H:") else "")
            elif line.startswith("D:") and texts:
                texts[-1] += line[2:]
        for text in texts:
            out.extend(game_paragraphs(text))
    return out
