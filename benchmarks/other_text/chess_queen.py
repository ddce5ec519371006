"""The texts of other-domains-59: the chess lectures and annotated studies that PyChess ships
(``pychess``) and the dialogue, cutscenes and descriptions of the adventure game Flight of the
Amazon Queen (``flight-of-the-amazon-queen``), read from the game's resource file without
ScummVM.

PyChess's lectures are the lectures of the Free Internet Chess Server's LectureBot, a script of
moves and of comments the bot "kibitzes" (:func:`lecture_paragraphs`); its lessons and puzzles are
studies of Lichess as PGN, whose comments are read (:func:`pgn_comments`). Flight of the Amazon
Queen's resource file (``queen.1c``) is read with its own table (:func:`queen_resources`): the
dialogues (``*.DOG``, :func:`dog_strings`), the cutscenes (``*.CUT``, :func:`cut_strings`) and the
descriptions of the things of its rooms (``QUEEN2.JAS``, :func:`queen_descriptions`), as the
game's engine reads them (John Passfield's and Steven Stamatiadis's game of 1995, its data laid
out as ScummVM's ``queen`` engine documents it).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS

#: PyChess's chess lessons (Debian's ``pychess``, 1.0.3): ``lectures/lec1.txt`` to ``lec31.txt``,
#: the 31 lectures of FICS's LectureBot (``toddmf_lecbot.txt`` beside them is the bot's guide to
#: writing one, not a lecture), and the Lichess studies of ``lessons/*.pgn`` and ``puzzles/*.pgn``
PYCHESS_LEARN = "usr/share/pychess/learn"
#: the resource file of Flight of the Amazon Queen (Debian's ``flight-of-the-amazon-queen``,
#: 1.0.0: the freeware English CD version with speech, as ScummVM plays it; its table's version
#: ``CEM10``)
QUEEN_RESOURCES = "usr/share/scummvm/flight-of-the-amazon-queen/queen.1c"
#: the files of other-domains-59, each with its source and the kind of text of
#: :func:`chess_queen_texts` it holds
CHESS_QUEEN_FILES = {
    "pychess-lectures.txt": ("pychess", "lectures"),
    "pychess-studies.txt": ("pychess", "studies"),
    "queen-dialogue.txt": ("queen", "dialogue"),
    "queen-cutscenes.txt": ("queen", "cutscenes"),
    "queen-descriptions.txt": ("queen", "descriptions"),
}

#: the paragraphs of other-domains-59 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside, or a tenth of whose runs of ten
#: words one earlier file holds (86, in the files' order: two comments of the lectures, "So how does
#: this work?" and "What about this one?", and 84 stock lines of the game's dialogue and cutscenes)
#: that the movie dialogues of -19, The Office (-15), Friends (-28), the NLP corpus (-20), other
#: games' dialogue (-33, -36, -37, -39, -50), Reddit's comments (-11), TREC's questions (-18), the
#: e-mails of -8, the fortunes of other-domains, WordNet's examples (nonfiction), six books of
#: pd-fiction and the AIML replies of other-domains-60, built beside this set, hold: left out
CHESS_QUEEN_IN_EARLIER = frozenset(
    (
        "So how does this work?",
        "What about this one?",
        "I beg your pardon?",
        'I guess that\'s a "no".',
        "Okay, see you later.",
        "What is it this time?",
        "Does she live here?",
        "Thanks for the information.",
        "What can I do for you?",
        "What do you want to know?",
        "What did they do to you?",
        "Talk to you later.",
        "What are you doing?",
        "This is a waste of time.",
        "What happened to them?",
        "That's more like it!",
        "Oh, it's you again. What do you want?",
        "Well, I gotta go.",
        "What are you still doing here?",
        "What are you doing here?",
        "Boy, am I glad to see you!",
        "What do you want now?",
        "How do I know I can trust you?",
        "I gotta go now.",
        "I've got an idea!",
        "Okay, this is it.",
        "Excellent! What is it?",
        "Why did the chicken cross the road?",
        "May God be with you.",
        "I'd like to talk about something else.",
        "What did you call me?",
        "What are you gonna do about it?",
        "It's been a while.",
        "I've got a bad feeling about this...",
        "How long have you been here?",
        "How old are you?",
        "How many fingers am I holding up?",
        "You really think so?",
        "I think so too.",
        "Thanks for your time.",
        "Can I help you?",
        "What was the question again?",
        "What do you want?",
        "I am afraid so.",
        "I'll be back soon.",
        "I'm sure you will.",
        "That would be a good idea.",
        "Why didn't you stop her?",
        "Which way did she go?",
        "Is there anything I can do to help?",
        'I\'ll take that as a "NO".',
        "You and me both...",
        "Keep up the good work!",
        "Take two aspirin and call me in the morning.",
        "I don't like your attitude.",
        "Yes, what do you want?",
        "Let's get outta here!",
        "Thanks, but no thanks.",
        "Is it worth anything?",
        "You know my name?",
        "Of course you do.",
        "I don't want it.",
        "What did I do to deserve this?",
        "What on earth are you doing?",
        "It's dark in here!",
        "What did you just say?",
        "Really? What is it?",
        "I'm happy for you!",
        "Would you like something to eat?",
        "I'll be back later...",
        "I feel better now!",
        "I don't believe this!",
        "We've got to do something!",
        "I don't know if that's such a good idea...",
        "I don't believe it...",
        "Thanks for the ride!",
        "What did I tell you?",
        "Stop wasting my time",
        "Hold it right there!",
        "You got that right...",
        "Hey! You can't do that!",
        "What sort of plan?",
        "Where are the others?",
        "I have an idea.",
        "Did you hear that?",
        "What did you do to them?",
    )
)

#: the words of a lecture's line that make it a comment the bot kibitzes (PyChess's
#: ``LecturesPanel``: ``k``, ``ki``, ``kib`` or ``kibitz``, any case); its other lines are moves,
#: pauses and set-up commands
KIBITZ = ("k", "ki", "kib", "kibitz")
#: the end of a kibitzed line that ends its comment; a line that does not end so (``White's has
#: other good options here,``) goes on in the next one if that begins in lower case
_COMMENT_END = re.compile(r"""[.!?:)"']$""")
#: a tag of a PGN game (``[Event "..."]``), on a line of its own
_PGN_TAG = re.compile(r"^\[.*\]$", re.M)
#: a comment of a PGN game (``{ ... }``; comments do not nest)
_PGN_COMMENT = re.compile(r"\{([^}]*)\}")
#: a command that Lichess writes in a comment (``[%cal Gd4e5]``: arrows, ``[%csl Rd5]``: circles)
_PGN_COMMAND = re.compile(r"\[%[^\]]*\]")
#: the length of a dialogue file's header (an AMOS bank header, ``AmBk``), skipped as the engine
#: skips it; a cutaway file's is as long
QUEEN_HEADER = 20
#: a command of the game's speech (``*03``: a gesture, ``*FL``: face left, ``*WT``: a pause,
#: ``*XY00(237,112)``: a walk; each ends a speech bubble), or a lone ``*``
_QUEEN_COMMAND = re.compile(r"\*XY\d\d\(\d+,\d+\)|\*[A-Z0-9]{2}|\*")
#: the game's font draws ``^_`` as a trade mark sign ("Super Soldier Treatment^_")
_QUEEN_TRADEMARK = "^_"
#: the marks of the game's thought bubbles (``@@ I think I'm in love @@``) and of its censored
#: curse (``&#($!!``): a line with one is left out
_QUEEN_MARKS = re.compile("[@#]")


def lecture_paragraphs(path: Path) -> list[str]:
    """The comments of one lecture of LectureBot (``lec<N>.txt``), a paragraph each.

    Parameters
    ----------
    path : Path
        The lecture: a line per step, a move (``e4``, ``e2e4``), a pause (a number), a command
        (``back 2``, ``bsetup``, ``wname``, ``revert``) or a comment to kibitz, ``k <text>``
        (:data:`KIBITZ`).

    Returns
    -------
    list of str
        The kibitzed texts in order, whitespace collapsed; a comment that does not end as a
        sentence, a closing quote, a bracket or a colon does (:data:`_COMMENT_END`) is joined to
        the next one if that begins in lower case (``White's has other good options here,``,
        then ``such as 3. Nd2 (the Tarrasch Variation)``), not otherwise (``mate``, kibitzed
        alone after the mating move, which :func:`_prose` leaves out). The moves and commands
        between them are left out (a comment that names a move does so in its own words, ``After
        7...Qb6 white...``).
    """
    comments = []
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split(maxsplit=1)
        if len(parts) == 2 and parts[0].lower() in KIBITZ:
            text = " ".join(parts[1].split())
            if comments and not _COMMENT_END.search(comments[-1]) and text[0].islower():
                comments[-1] += " " + text
            else:
                comments.append(text)
    return comments


def pgn_comments(path: Path) -> list[str]:
    """The comments of the games of one PGN file (a Lichess study, a chapter a game), in order.

    Parameters
    ----------
    path : Path
        The PGN file, UTF-8 (``puzzles/mate_in_2.pgn``, whose tags name players in Latin-1, is
        read as Latin-1).

    Returns
    -------
    list of str
        The text of each comment (``{ ... }``; the tags, ``[Event "..."]``, removed first), the
        commands Lichess writes in it (``[%cal ...]``, ``[%csl ...]``: arrows and circles on the
        board) removed, whitespace collapsed. The moves, variations and annotations outside the
        comments are left out.
    """
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    text = _PGN_TAG.sub("", text)
    return [" ".join(_PGN_COMMAND.sub(" ", c).split()) for c in _PGN_COMMENT.findall(text)]


def _prose(paras: list[str], sentence: bool) -> list[str]:
    """The paragraphs of ``paras`` that are prose: of :data:`NEWS_MIN_WORDS` words or more, with
    no text filled in or markup (:data:`~other_text.common.GAME_FILLED`: ``<gulp>``), no web
    address (``://``, ``lichess.org``: the studies' links to other studies) and, if ``sentence``,
    that end as a sentence does (:data:`~other_text.common.GAME_SENTENCE_END`)."""
    return [
        p
        for p in paras
        if len(p.split()) >= NEWS_MIN_WORDS
        and not GAME_FILLED.search(p)
        and "://" not in p
        and "lichess.org" not in p
        and (not sentence or GAME_SENTENCE_END.search(p))
    ]


def pychess_texts(learn: Path) -> dict[str, list[str]]:
    """The texts of PyChess's chess lessons (``learn``: :data:`PYCHESS_LEARN`), by kind.

    Parameters
    ----------
    learn : Path
        The folder ``learn`` of PyChess's data.

    Returns
    -------
    dict of str to list of str
        ``lectures``: the comments of ``lectures/lec1.txt`` to ``lec31.txt`` in the lectures'
        order (:func:`lecture_paragraphs`): openings (the King's Gambit, the French, the
        Caro-Kann, the Modern, the Sicilian, the Giuoco Piano), tactics, endings and the games
        of grandmasters and of the lecturers, told to the audience move by move.
        ``studies``: the comments of the Lichess studies of ``lessons/*.pgn`` and then of
        ``puzzles/*.pgn``, each folder's files in the order of their names
        (:func:`pgn_comments`): the composed endgame studies and checkmate puzzles of thijscom,
        the practice studies of arex and TonyRo (the pin, the fork, opposition, rook endgames),
        the interactive game puzzles of Francesco_Super and gbtami's telling of Charles XII's
        game at Bender (the mates in two, three and four of ``mate_in_*.pgn`` have no comment);
        the puzzles' ``*.olv`` files (problems as positions and solutions, no prose) are not
        read.
        Both through :func:`_prose` with ``sentence``: a heading, a label or a line cut off
        before a diagram (``So, black played:``) is left out.
    """
    lectures = sorted((learn / "lectures").glob("lec*.txt"), key=lambda p: int(p.stem[3:]))
    studies = [
        *sorted((learn / "lessons").glob("*.pgn")),
        *sorted((learn / "puzzles").glob("*.pgn")),
    ]
    return {
        "lectures": _prose([p for f in lectures for p in lecture_paragraphs(f)], True),
        "studies": _prose([p for f in studies for p in pgn_comments(f)], True),
    }


def queen_resources(path: Path) -> dict[str, bytes]:
    """The files in Flight of the Amazon Queen's resource file (:data:`QUEEN_RESOURCES`), by name.

    The file opens with its table (``QTBL``, the version's name, ``CEM10``, two bytes, the kind
    of compression of the speech, the number of entries as a 16-bit big-endian integer), then an
    entry per file: its name (12 bytes, NUL-padded), the bundle it is in (a byte) and its offset
    and size in this file (32-bit big-endian integers).
    """
    data = path.read_bytes()
    if data[:4] != b"QTBL":
        raise ValueError(f"{path}: no resource table")
    (count,) = struct.unpack_from(">H", data, 13)
    files = {}
    for i in range(count):
        entry = 15 + 21 * i
        name = data[entry : entry + 12].rstrip(b"\0").decode("ascii")
        offset, size = struct.unpack_from(">II", data, entry + 13)
        files[name] = data[offset : offset + size]
    return files


def _queen_string(data: bytes, offset: int, align: int = 2) -> tuple[str, int]:
    """The string at ``offset`` of a dialogue or cutaway file (its length, a byte, then its
    ASCII text) and the offset after it: rounded up to a multiple of ``align`` after a string
    that is not empty, as the game's engine reads them."""
    length = data[offset]
    text = data[offset + 1 : offset + 1 + length].decode("ascii")
    offset += 1
    if length:
        offset = (offset + length + align - 1) & ~(align - 1)
    return text, offset


def dog_strings(data: bytes) -> list[str]:
    """The lines of one dialogue file (``*.DOG``) of Flight of the Amazon Queen.

    After the bank header (:data:`QUEEN_HEADER`) a dialogue opens with 16-bit big-endian fields:
    the number of levels of its tree, two keys, the number of Joe's lines and of the other
    person's, two conditions of three fields each and the offsets of the person's lines, of the
    cutaway to run after it and of the person's second greeting. Joe's lines follow the tree (32
    bytes and 96 for each level), each after two fields (its number second), its text aligned to
    4 bytes (:func:`_queen_string`); the person's lines are laid out the same way from their
    offset; the second greeting is two strings, the person's and Joe's. The lines are given in
    that order: Joe's (what the player chooses him to say), the person's, the greetings.
    """
    body = data[QUEEN_HEADER:]
    levels, _, _, joe_count, person_count = struct.unpack_from(">5h", body, 0)
    person_offset, _, greeting_offset = struct.unpack_from(">3H", body, 22)
    lines = []
    for offset, count in ((32 + abs(levels) * 96, joe_count), (person_offset, person_count)):
        for _ in range(count):
            text, offset = _queen_string(body, offset + 4, 4)
            lines.append(text)
    offset = greeting_offset
    for _ in range(2):
        text, offset = _queen_string(body, offset)
        lines.append(text)
    return lines


def cut_strings(data: bytes) -> list[str]:
    """The sentences of one cutaway file (``*.CUT``: a scene the game plays by itself), in order.

    After the bank header (:data:`QUEEN_HEADER`) a cutaway opens with six 16-bit big-endian
    fields: the panel, the number of objects, a flag, and the offsets of its game states, of its
    first sentence and of the names of its banks. Its sentences run from the first to the bank
    names, one after the other (:func:`_queen_string`): what the people say and the captions, and
    the engine's own strings (a direction to face, ``*FL``, the name of a sound, which
    :func:`_prose` leaves out).
    """
    body = data[QUEEN_HEADER:]
    offset, end = struct.unpack_from(">2H", body, 8)
    lines = []
    while offset < end:
        text, offset = _queen_string(body, offset)
        lines.append(text)
    return lines


def queen_descriptions(data: bytes) -> list[str]:
    """The lines of ``QUEEN2.JAS``, a line each (CR LF): what Joe says when he looks at a thing,
    the names of the things, rooms and verbs and the names of files (which :func:`_prose` leaves
    out: a name has fewer than four words)."""
    return data.decode("ascii").split("\r\n")


def queen_speech(text: str) -> str:
    """A line of Flight of the Amazon Queen as the player reads it: the commands of its speech
    (:data:`_QUEEN_COMMAND`) replaced by a space, the trade mark drawn by ``^_`` written as
    ``\u2122``, whitespace collapsed; the speech bubbles the commands end run on in one
    paragraph."""
    text = text.replace(_QUEEN_TRADEMARK, "\u2122")
    return " ".join(_QUEEN_COMMAND.sub(" ", text).split())


def queen_texts(path: Path) -> dict[str, list[str]]:
    """The texts of Flight of the Amazon Queen (``path``: :data:`QUEEN_RESOURCES`), by kind.

    Parameters
    ----------
    path : Path
        The resource file ``queen.1c`` (:func:`queen_resources`).

    Returns
    -------
    dict of str to list of str
        ``dialogue``: the lines of its 73 dialogues (``*.DOG``, in the table's order,
        :func:`dog_strings`): Joe King, pilot for hire, and the people he talks to, the Amazons,
        the pygmies, Doctor Ironstein's men, Trader Bob, the Chief, Sparky, Anderson.
        ``cutscenes``: the sentences of its 301 cutaways (``*.CUT``, :func:`cut_strings`).
        ``descriptions``: the lines of ``QUEEN2.JAS`` (:func:`queen_descriptions`).
        Each line through :func:`queen_speech` and :func:`_prose` without ``sentence`` (Joe's
        descriptions of things often end without a full stop, "He looks pretty nasty"): the
        engine's strings, names and exclamations of fewer than four words, sound effects in
        angle brackets (``<gulp>``), thoughts and curses (:data:`_QUEEN_MARKS`) are left out.
        Not read: the speech (``*.SB``), the pictures, the credits (``*.CRD``) and the rest of
        the game's logic (``QUEEN.JAS``: numbers).
    """
    files = queen_resources(path)
    lines = {
        "dialogue": [
            t for n, data in files.items() if n.endswith(".DOG") for t in dog_strings(data)
        ],
        "cutscenes": [
            t for n, data in files.items() if n.endswith(".CUT") for t in cut_strings(data)
        ],
        "descriptions": queen_descriptions(files["QUEEN2.JAS"]),
    }
    return {
        kind: _prose([queen_speech(t) for t in texts if not _QUEEN_MARKS.search(t)], False)
        for kind, texts in lines.items()
    }


def chess_queen_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-59 by source and kind (:data:`CHESS_QUEEN_FILES`), from
    the packages unpacked under ``root``: PyChess's lectures and studies (:func:`pychess_texts`)
    and Flight of the Amazon Queen's dialogue, cutscenes and descriptions (:func:`queen_texts`)."""
    return {
        "pychess": pychess_texts(root / PYCHESS_LEARN),
        "queen": queen_texts(root / QUEEN_RESOURCES),
    }
