"""The texts of other-domains-51: a book about hacker culture (Linus Walleij's *Copyright Does Not
Exist*, as Debian's ``cfi-en`` ships it), the exercises of GNU Typist's typing lessons
(``gtypist``) and what the people of Lugaru's levels say (``lugaru-data``).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS, game_paragraphs

#: the English translation of *Copyright Does Not Exist* in Debian's ``cfi-en`` (3.0): one HTML
#: page for its preface, each of its 17 chapters and its appendix, which other-domains-51 reads
#: (:func:`cfi_book`)
CFI_HTML = "usr/share/doc/cfi-en/html"
#: the pages of the book in the order of its index (``mainindex.htm``, the index itself, and
#: ``index.html``, its frame, are navigation and left out)
CFI_PAGES = ("preface.htm", *(f"ch{n}web.htm" for n in range(1, 18)), "ottoen.htm")
#: the lessons of GNU Typist in Debian's ``gtypist`` (2.9.5), its ten English series in its own
#: script language (Q, R, T, V and U: QWERTY courses and review; D: Dvorak; C: Colemak; M:
#: typing drills; S: speed drills; N: the calculator keypad), which other-domains-51 reads
#: (:func:`gtypist_exercises`); the files of each series (``q.typ``...) hold the same lessons
#: again, the ``kt*.typ`` files are KTouch's courses (lines of letters and words, most of them
#: in other languages) and ``cs.typ``, ``esp.typ`` and ``ru.typ`` are in Czech, Spanish and
#: Russian
GTYPIST_LESSONS = "usr/share/gtypist/gtypist.typ"
#: the levels of Lugaru in Debian's ``lugaru-data`` (1.2): a binary file for each map of its
#: campaigns (Turner's story, ``Lugaru*``; the mod campaigns ``jendraz*``, ``task*`` and
#: ``sven*``) and of its challenges and tutorial, which other-domains-51 reads
#: (:func:`lugaru_dialogue`)
LUGARU_MAPS = "usr/share/games/lugaru/Maps"
#: the files of other-domains-51, each with its source and the kind of text of
#: :func:`cfi_book`, :func:`gtypist_exercises` or :func:`lugaru_dialogue` it holds
CFI_GTYPIST_FILES = {
    "cfi-copyright-does-not-exist.txt": ("cfi", "book"),
    "gtypist-drills.txt": ("gtypist", "drills"),
    "gtypist-speed-tests.txt": ("gtypist", "speed-tests"),
    "lugaru-dialogue.txt": ("lugaru", "dialogue"),
}

#: the paragraphs of other-domains-51 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: ten stock lines of Lugaru's
#: speech ("What is your name?", "I don't want to talk about it."), that the movie dialogues of
#: other-domains-19, The Office (-15), Friends (-28), the dialogue of other games (Wesnoth,
#: Cataclysm, FreedroidRPG, Crossfire) and the books hold; and the typing drill "Now is the time
#: for all good men to come to the aid of their party.", most of whose runs of ten words the
#: fortunes of other-domains and the questions of TREC (-18) hold: left out
CFI_GTYPIST_IN_EARLIER = frozenset(
    (
        "I have to go!",
        "I'll come with you.",
        "Sure, what is it?",
        "I don't want to talk about it.",
        "What is your name?",
        "Where did they go?",
        "We have to leave.",
        "We're almost there now.",
        "Why aren't you attacking me?",
        "Thank you for saving me!",
        "Now is the time for all good men to come to the aid of their party.",
    )
)

#: a break between two blocks of the book's HTML: a paragraph, a heading, a quotation, a cell, a
#: list item, a rule, or two line breaks with only font markup between them
_CFI_BLOCK = re.compile(
    r"<br\b[^>]*>(?:\s|</?(?:font|b|i)\b[^>]*>)*<br\b[^>]*>"
    r"|</?(?:p|h\d|blockquote|td|tr|table|div|li|ul|ol|dl|dd|dt|hr|center)\b[^>]*>",
    re.I,
)
#: a line break inside a block (a heading above the paragraph it names, a line of verse, a
#: line of a dialogue written as a play)
_CFI_LINE = re.compile(r"<br\b[^>]*>", re.I)
#: a footnote's mark in the text (``<sup>(9)</sup>``), and the number that opens the footnote
#: (``<a name="FTNT9"></a> 9.``): removed
_CFI_NOTE_MARK = re.compile(r"<sup\b[^>]*>.*?</sup>", re.I | re.S)
_CFI_NOTE_NUMBER = re.compile(r'(<a name="FTNT\d+">\s*</a>)(?:\s|</?font\b[^>]*>)*\d+\.', re.I)
#: the page's head (its title) and its markup, removed with its text kept
_HTML_HEAD = re.compile(r"<head\b.*?</head>", re.I | re.S)
_HTML_TAG = re.compile(r"<[^>]*>")
#: a heading: a line of a block of at most this many words that does not end as a sentence
_HEADING_WORDS = 10


def _cfi_blocks(page: str) -> list[str]:
    """The paragraphs of one page of the book, before they are filtered."""
    page = _HTML_HEAD.sub("", page)
    page = _CFI_NOTE_MARK.sub("", page)
    page = _CFI_NOTE_NUMBER.sub(r"\1", page)
    out = []
    for block in _CFI_BLOCK.split(page):
        lines = [
            " ".join(html.unescape(_HTML_TAG.sub("", line)).split())
            for line in _CFI_LINE.split(block)
        ]
        lines = [line for line in lines if line]
        while (
            len(lines) > 1
            and len(lines[0].split()) <= _HEADING_WORDS
            and not GAME_SENTENCE_END.search(lines[0])
        ):
            lines.pop(0)  # a heading above its paragraph ("Phreakers", "X.25 and Datapak")
        if lines:
            out.append(" ".join(lines))
    return out


def cfi_book(folder: Path) -> dict[str, list[str]]:
    """The paragraphs of *Copyright Does Not Exist*.

    Parameters
    ----------
    folder : Path
        The book's HTML pages (:data:`CFI_HTML`), read in the order of :data:`CFI_PAGES`
        (Latin-1): the preface, chapters 1 to 17 (with their footnotes and chapter 17's
        bibliography) and the appendix, the story of the hacker Otto Sync.

    Returns
    -------
    dict
        ``book``: a paragraph for each block of a page (:data:`_CFI_BLOCK`: a ``<p>``, a cell,
        a quotation, a list item, or text between two line breaks), its markup removed with its
        text kept (a drop capital, ``T<font>he``, joins its word), entities unescaped, whitespace
        collapsed; the marks of the footnotes (``(9)``) and the number that opens each footnote
        are removed. A line of at most :data:`_HEADING_WORDS` words at the top of a block that
        does not end as a sentence is a heading and left out ("Phreakers" above the paragraph on
        them); a single line break inside a paragraph is a space. A paragraph is left out if it
        has fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, does not end as a
        sentence (:data:`~other_text.common.GAME_SENTENCE_END`: the chapters' titles, the
        navigation, "Design and formatting by Daniel Arnrup/Voodoo Systems", the entries of the
        bibliography, the lines of a song, the lines of the dialogues written as a play that end
        without a full stop), or holds markup once unescaped (``<CR>`` in a quoted manual;
        :data:`~other_text.common.GAME_FILLED`).
    """
    out = []
    for name in CFI_PAGES:
        page = (folder / name).read_text(encoding="latin-1")
        for para in _cfi_blocks(page):
            if (
                len(para.split()) >= NEWS_MIN_WORDS
                and GAME_SENTENCE_END.search(para)
                and not GAME_FILLED.search(para)
            ):
                out.append(para)
    return {"book": out}


#: a line of a GNU Typist script: its command (a letter and a colon; a space and a colon goes on
#: with the command above) and its text
_TYP_LINE = re.compile(r"^(?P<command>[A-Za-z*+ ]):(?P<text>.*)$")
#: the commands whose text is an exercise to type (a drill, ``D``, or a speed test, ``S``; in
#: lower case, the same "practice only", which the student need not repeat after too many
#: mistakes: ``gtypist.typ`` has none, other lessons do), by kind
_TYP_EXERCISES = {"D": "drills", "d": "drills", "S": "speed-tests", "s": "speed-tests"}


def gtypist_exercises(path: Path) -> dict[str, list[str]]:
    """The texts that GNU Typist's lessons give the student to type.

    Parameters
    ----------
    path : Path
        :data:`GTYPIST_LESSONS`, a script of GNU Typist (ASCII): each line a command letter, a
        colon and its text, the lines of one command's text after the first beginning with a
        space and a colon.

    Returns
    -------
    dict
        ``drills``: the text of each drill (``D:``), ``speed-tests``: of each speed test
        (``S:``), its lines joined and split at its blank lines, whitespace collapsed; the
        sentences and passages written for typing, from the first letters on ("Ed had a shed.
        His shed had dishes.") to letters, reports and stories. A paragraph is kept as
        :func:`~other_text.common.game_paragraphs` keeps it (four words or more, ending as a
        sentence: most drills of letters, ``asdf ;lkj``, and of words, ``ftf the ftf top``, do
        not) if it begins with a capital letter or a quotation mark (``ent ake mon mak ... Mr.``,
        a drill of letter groups, does not). Not the lessons' titles, menus and instructions to
        the student (``B:``, ``M:``, ``T:``, ``I:``), the labels and jumps of the script.
    """
    out: dict[str, list[str]] = {"drills": [], "speed-tests": []}
    kind, lines = "", []

    def flush() -> None:
        for para in game_paragraphs("\n".join(lines)):
            if para[0].isupper() or para[0] in "\"'":
                out[kind].append(para)

    for line in path.read_text(encoding="utf-8").splitlines():
        m = _TYP_LINE.match(line)
        command = m["command"] if m else ""
        if command == " " and kind:
            lines.append(m["text"])
            continue
        if kind:
            flush()
        kind, lines = _TYP_EXERCISES.get(command, ""), [m["text"]] if m else []
    if kind:
        flush()
    return out


#: a string of a Lugaru map: its length, a 4-byte big-endian integer (at most this), and its bytes
_LUGARU_MAX_STRING = 2000
#: the marks of a pause in a line of Lugaru's dialogue (``I have to go!####``, ``Wh##at?``)
_LUGARU_PAUSE = re.compile(r"#+")


def _lugaru_strings(data: bytes) -> list[str]:
    """The strings of a Lugaru map (its bytes ``data``), in their order: at each place from the
    start, a length (a big-endian 4-byte integer from 1 to :data:`_LUGARU_MAX_STRING`) followed
    by that many bytes of printable ASCII (a tab or a line break too) with at least one letter is
    a string, read whole, and the search goes on after it; otherwise it goes on a byte further."""
    out, i = [], 0
    while i + 4 < len(data):
        size = int.from_bytes(data[i : i + 4], "big")
        text = data[i + 4 : i + 4 + size]
        if (
            1 <= size <= _LUGARU_MAX_STRING
            and len(text) == size
            and all(32 <= c < 127 or c in (9, 10, 13) for c in text)
            and any(chr(c).isalpha() for c in text)
        ):
            out.append(text.decode("ascii"))
            i += 4 + size
        else:
            i += 1
    return out


def lugaru_dialogue(folder: Path) -> dict[str, list[str]]:
    """What the people of Lugaru's levels say.

    Parameters
    ----------
    folder : Path
        :data:`LUGARU_MAPS`, Lugaru's maps (binary), read in the order of their names.

    Returns
    -------
    dict
        ``dialogue``: each line of a dialogue of a map (what a rabbit or a wolf says when Turner
        meets him, a paragraph each, as the game shows them in turn), found as the map's strings
        (:func:`_lugaru_strings`: the strings of a map are its dialogue's lines, its speakers' names
        and the textures of the clothes its people wear, and a few bytes of its other data read as
        short strings, ``D``, ``>L``), the marks of a pause removed (:data:`_LUGARU_PAUSE`), as
        :func:`~other_text.common.game_paragraphs` keeps them: four words or more, ending as a
        sentence and with no markup (names, file names and exclamations of a word or three, "Wow.",
        "HA HA HA HA", left out). Not the dialogues of ``Dialogues/*.txt``, the game's older copies
        of the same talks (162 of their 181 such lines are in the maps as they are, most of the
        others worded a little differently), nor the campaigns' level names.
    """
    out = []
    for path in sorted(folder.iterdir()):
        for text in _lugaru_strings(path.read_bytes()):
            out += game_paragraphs(_LUGARU_PAUSE.sub("", text))
    return {"dialogue": out}


def cfi_gtypist_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The texts of other-domains-51 by source and kind (:data:`CFI_GTYPIST_FILES`), from the
    packages unpacked under ``root``."""
    return {
        "cfi": cfi_book(root / CFI_HTML),
        "gtypist": gtypist_exercises(root / GTYPIST_LESSONS),
        "lugaru": lugaru_dialogue(root / LUGARU_MAPS),
    }
