"""The texts of other-domains-53: two books of Project Gutenberg that Go libraries ship as test
data, *The Adventures of Sherlock Holmes* (Arthur Conan Doyle), the text on which jdkato/prose
tests its sentence tokenizer (Debian's ``golang-github-jdkato-prose-dev``), and *The Adventures
of Tom Sawyer* (Mark Twain), which klauspost/compress compresses in its tests
(``golang-github-klauspost-compress-dev``).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS, paragraphs

#: the sources of Go's libraries in Debian's ``golang-*-dev`` packages (their test data with them)
GOCODE = "usr/share/gocode/src/github.com"
#: *The Adventures of Sherlock Holmes* as Project Gutenberg's e-book #1661 (its edition of April
#: 18, 2011, UTF-8 with a byte-order mark) in jdkato/prose 1.2.1, which other-domains-53 reads
#: (:func:`sherlock_holmes`)
PROSE_SHERLOCK = f"{GOCODE}/jdkato/prose/testdata/sherlock.txt"
#: *The Adventures of Tom Sawyer* as Project Gutenberg's e-book (produced by David Widger, ASCII)
#: in klauspost/compress 1.15.12, which other-domains-53 reads (:func:`tom_sawyer`); its copy in
#: ``s2/testdata`` is the first 119 paragraphs of the same file
COMPRESS_TOM_SAWYER = f"{GOCODE}/klauspost/compress/testdata/Mark.Twain-Tom.Sawyer.txt"
#: the files of other-domains-53, each with its source and the kind of text of
#: :func:`sherlock_holmes` or :func:`tom_sawyer` it holds
GO_TESTDATA_FILES = {
    "sherlock-holmes-adventures.txt": ("prose", "sherlock"),
    "tom-sawyer.txt": ("compress", "tom-sawyer"),
}
#: the paragraphs of other-domains-53 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: stock lines of speech ("What do
#: you mean?", "Do you know him?") that the movie dialogues of other-domains-19, The Office (-15),
#: Friends (-28), the dialogue of Endless Sky (-35), Cataclysm (-36) and Crossfire (-40), *Jane
#: Eyre*, *Desperate Remedies* and *The Lock and Key Library* hold (14 of Sherlock Holmes's
#: stories, 7 of Tom Sawyer); and the two whose runs of ten words, case and punctuation aside, an
#: earlier file holds for the most part: Holmes's "My name is Sherlock Holmes. It is my business to
#: know...", a sentence of the NLP corpus of -20, and the Beatitudes that Tom recites, of the
#: World English Bible (-29) and the King James Version (-49): left out
GO_TESTDATA_IN_EARLIER = frozenset(
    (
        '"What shall I do?"',
        '"What do you mean?"',
        '"What will you do, then?"',
        '"Where is it, then?"',
        '"May I see it?"',
        '"How can you tell that?"',
        '"What will you say?"',
        '"I don\'t believe it."',
        '"My name is Sherlock Holmes. It is my business to know what other people don\'t know."',
        '"Why, what do you mean?"',
        '"But what will you do?"',
        '"Whose house is it?"',
        '"You think so, too?"',
        '"Why? What do you mean?"',
        '"Do you know him?"',
        '"Well, I can do it."',
        '"Well why don\'t you?"',
        '"Get away from here!"',
        '"For THEIRS. Blessed are the poor in spirit, for theirs is the kingdom of heaven. Blessed'
        ' are they that mourn, for they--they--"',
        '"Did he say anything?"',
        '"Let me see it."',
        '"Why, who are you?"',
        '"When did you see him last?"',
    )
)

#: the line before the stories of Sherlock Holmes that other-domains-53 reads, the fourth, "The
#: Boscombe Valley Mystery", to the twelfth (above it: Project Gutenberg's header, the title, the
#: table of contents and the first three stories, "A Scandal in Bohemia", "The Red-headed League"
#: and "A Case of Identity", which a book of pd-fiction holds, Julian Hawthorne's *The Lock and
#: Key Library*), and the line after them (Project Gutenberg's licence below it)
_SHERLOCK_START = "ADVENTURE IV. THE BOSCOMBE VALLEY MYSTERY"
_SHERLOCK_END = "End of the Project Gutenberg EBook of The Adventures of Sherlock Holmes"
#: the line before Tom Sawyer's text (the producers' credit and the title above it) and the line
#: after it
_SAWYER_START = "P R E F A C E"
_SAWYER_END = "End of the Project Gutenberg EBook of The Adventures of Tom Sawyer"
#: Twain's two footnotes, their marks (`` *``) and their texts, set where the marks are
#: (``[* Southwestern for "afternoon"]``, in the middle of a sentence, and after a paragraph), and
#: the pointer to the picture of the oath that Tom writes on a shingle (``[See next page.]``):
#: removed; his other brackets (``[Groan.]``, ``[Then to the clerk:]``) are the text's own and
#: kept
_SAWYER_NOTES = re.compile(r"[ \t]+\*(?=\s)|\s*\[(?:\*[^\]]*|See next page\.)\]")


def _between(text: str, start: str, end: str) -> str:
    """The lines of ``text`` after the first line that begins with ``start`` and before the first
    line that begins with ``end`` (their leading spaces aside)."""
    lines = [line.lstrip() for line in text.splitlines()]
    first = lines.index(next(line for line in lines if line.startswith(start)))
    last = lines.index(next(line for line in lines if line.startswith(end)))
    return "\n".join(lines[first + 1 : last])


def book_paragraphs(text: str) -> list[str]:
    """The paragraphs of the text of a book of Project Gutenberg: split at its blank lines, its
    lines joined and whitespace collapsed; a paragraph with no lower-case letter (a heading:
    ``CHAPTER XII``, ``ADVENTURE V. THE FIVE ORANGE PIPS``, ``T O M S A W Y E R``, the signature
    ``THE AUTHOR.``; a shout or a word read out, ``"TOM!"``, ``"BALLARAT."``) or of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words ("No answer.", ``"Yes'm."``, ``HARTFORD,
    1876.``) is left out."""
    return [
        para
        for para in paragraphs(text)
        if any(c.islower() for c in para) and len(para.split()) >= NEWS_MIN_WORDS
    ]


def sherlock_holmes(path: Path) -> dict[str, list[str]]:
    """The paragraphs of *The Adventures of Sherlock Holmes*.

    Parameters
    ----------
    path : Path
        :data:`PROSE_SHERLOCK`, the book as Project Gutenberg's plain text (UTF-8 with a
        byte-order mark; lines wrapped at about 65 characters, a blank line between
        paragraphs).

    Returns
    -------
    dict
        ``sherlock``: the paragraphs of nine of its twelve stories, told by Watson, from the
        fourth, "The Boscombe Valley Mystery", to the twelfth, "The Adventure of the Copper
        Beeches" (:func:`book_paragraphs`: the stories' titles and paragraphs of fewer than four
        words left out). Not the first three stories ("A Scandal in Bohemia", "The Red-headed
        League", "A Case of Identity"), which a book of pd-fiction holds (Julian Hawthorne's
        *The Lock and Key Library*: 251 of their 547 paragraphs are its paragraphs word for word,
        402 have half or more of their runs of ten words in it), Project Gutenberg's header and
        licence, the producer's credit, the book's title and its table of contents.
    """
    text = path.read_text(encoding="utf-8-sig")
    return {"sherlock": book_paragraphs(_between(text, _SHERLOCK_START, _SHERLOCK_END))}


def tom_sawyer(path: Path) -> dict[str, list[str]]:
    """The paragraphs of *The Adventures of Tom Sawyer*.

    Parameters
    ----------
    path : Path
        :data:`COMPRESS_TOM_SAWYER`, the book as Project Gutenberg's plain text (ASCII; lines
        wrapped at about 70 characters, a blank line between paragraphs).

    Returns
    -------
    dict
        ``tom-sawyer``: the paragraphs of Twain's preface, the 35 chapters and the conclusion
        (:func:`book_paragraphs`: the chapters' headings, the signature of the preface and
        paragraphs of fewer than four words left out), Twain's two footnotes and a pointer to a
        picture removed (:data:`_SAWYER_NOTES`). Not Project Gutenberg's credit of its producers
        and its last line, nor the book's title.
    """
    text = _SAWYER_NOTES.sub("", path.read_text(encoding="ascii"))
    return {"tom-sawyer": book_paragraphs(_between(text, _SAWYER_START, _SAWYER_END))}


def go_testdata_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The texts of other-domains-53 by source and kind (:data:`GO_TESTDATA_FILES`), from the
    packages unpacked under ``root``."""
    return {
        "prose": sherlock_holmes(root / PROSE_SHERLOCK),
        "compress": tom_sawyer(root / COMPRESS_TOM_SAWYER),
    }
