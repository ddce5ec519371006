"""The texts of other-domains-78: Homer's *Iliad* in Samuel Butler's English prose of 1898 and the
short descriptions of some 1,700 figures of Greek myth, both as npm's ``greek-mythology-data``
0.2.2 ships them: the wrath of Achilles, the duels of Hector, Ajax, Diomed and Patroclus and the
gods' quarrels on Olympus, told with "he" and "his" of a warrior, a king or a god, and what a
list of Wikipedia's says of a god, a hero, a king, a centaur or a giant ("A son of Helios who lost
control of his father's sun chariot and was struck down by Zeus to prevent disaster.").

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, paragraphs
from .mud_aiml import drop_same_words

#: greek-mythology-data 0.2.2 (npm), as :func:`~other_text.common.fetch_npm` unpacks it
GREEK_MYTH_DATA = "greek-mythology-data/package"

#: the package's *Iliad*: the Internet Classics Archive's text of Samuel Butler's prose
#: translation (1898), its 24 books in one file, each book headed ``BOOK I`` ... ``BOOK XXIV``
#: between lines of dashes, the archive's note of where it came from before the first and its
#: copyright statement after ``THE END``
ILIAD_TEXT = "incomplete-data/iliad.txt"

#: the package's list of the figures, ``{"name", "greekName", "romanName", "category",
#: "description", "immortal", "gender", "images", "relatives", "books", "events"}`` each (a
#: few records spell the key ``descritpion``), 1,718 records, their descriptions taken from
#: Wikipedia's "List of Greek mythological figures" and the lists it leads to
FIGURES_JSON = "data/all.json"

#: the files of other-domains-78, each with its source and kind: the *Iliad*'s books I to XII
#: and XIII to XXIV (:func:`iliad_books`) and the figures' descriptions
#: (:func:`figure_descriptions`)
GREEK_MYTH_FILES = {
    "iliad-books-1-12.txt": ("iliad", "books-1-12"),
    "iliad-books-13-24.txt": ("iliad", "books-13-24"),
    "greek-mythological-figures.txt": ("figures", "figures"),
}

#: the heading of a book of :data:`ILIAD_TEXT` (``BOOK XIII``), alone on its line
_BOOK = re.compile(r"^BOOK ([IVXL]+)$", re.M)
#: the archive's line of dashes between the books and around the text
_RULE = re.compile(r"^-{20,}$", re.M)
#: the line after the last book, before the archive's copyright statement
_THE_END = re.compile(r"^THE END$", re.M)
#: a mark of Wikipedia's footnotes (``[13]``) or a bracket the list left in a description
_BRACKET = re.compile(r"[\[\]]")


def iliad_books(path: Path) -> dict[str, list[str]]:
    """The paragraphs of the *Iliad*'s books I to XII and XIII to XXIV (the keys of the kinds of
    :data:`GREEK_MYTH_FILES`).

    Parameters
    ----------
    path : Path
        :data:`ILIAD_TEXT`: what stands from the heading ``BOOK I`` to the line ``THE END`` is
        read (the archive's note of its source, the title, "By Homer" and "Translated by Samuel
        Butler" before it, and its copyright statement after it, are left out), split at the
        books' headings (the headings and the archive's lines of dashes left out), each book
        at its blank lines, a paragraph's lines joined and its whitespace collapsed. A
        paragraph of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words or with what
        :data:`~other_text.common.GAME_FILLED` finds (a brace, an angle bracket, a
        printf-style field: none in this text) is left out. Butler's text holds no notes,
        no verse and no other language; its spelling ("dishonoured", "Jove", "Minerva" for the
        Greek gods' Latin names) is kept as it is.

    Returns
    -------
    dict
        ``{"books-1-12": paragraphs, "books-13-24": paragraphs}``, in the text's order.
    """
    text = path.read_text(encoding="utf-8")
    text = text[: _THE_END.search(text).start()]
    parts = _BOOK.split(text)
    # parts: [before BOOK I, "I", book I, "II", book II, ...]
    out: dict[str, list[str]] = {"books-1-12": [], "books-13-24": []}
    for number, (_, book) in enumerate(zip(parts[1::2], parts[2::2], strict=True), 1):
        kind = "books-1-12" if number <= 12 else "books-13-24"
        for para in paragraphs(_RULE.sub("", book)):
            if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
                out[kind].append(para)
    return out


def figure_descriptions(path: Path) -> list[str]:
    """The descriptions of the figures of Greek myth, one a paragraph, in the file's order.

    Parameters
    ----------
    path : Path
        :data:`FIGURES_JSON`: each record's ``description`` (or ``descritpion``), whitespace
        collapsed. Left out: an empty one, one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words (``Goddess of love``), and one with a
        bracket (:data:`_BRACKET`: Wikipedia's footnote marks, ``Pausanias, 9.10.5[13]``) or
        with what :data:`~other_text.common.GAME_FILLED` finds. Kept as the lists wrote them:
        a description may be a whole sentence or more ("Titan of warcraft. He was killed by
        Athena during the Titanomachy.") or the fragment of a list's entry, in lower case and
        with no full stop ("a Centaur who was killed by Nestor at the wedding of Pirithous and
        Hippodamia."). Not read: the figures' names, Greek and Roman names, categories,
        genders, relatives and the empty fields of images, books and events, and the
        package's ``incomplete-data/*.json``, the drafts of the same lists by category that
        ``all.json`` gathers.

    Returns
    -------
    list
        The descriptions, repeats left in (:func:`greek_myth_texts` drops them: "The name of
        several mythological figures." stands for many names).
    """
    out = []
    for record in json.loads(path.read_text(encoding="utf-8")):
        para = " ".join((record.get("description") or record.get("descritpion") or "").split())
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not _BRACKET.search(para)
            and not GAME_FILLED.search(para)
        ):
            out.append(para)
    return out


def greek_myth_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-78 by source and kind (:data:`GREEK_MYTH_FILES`), from the
    package unpacked under ``root``: the *Iliad*'s books (:func:`iliad_books`) and the figures'
    descriptions (:func:`figure_descriptions`), in this order, a paragraph with the same words
    as one before it, case and punctuation aside, left out
    (:func:`~other_text.mud_aiml.drop_same_words`)."""
    data = root / GREEK_MYTH_DATA
    seen: set[str] = set()
    iliad = drop_same_words(iliad_books(data / ILIAD_TEXT), seen)
    figures = drop_same_words({"figures": figure_descriptions(data / FIGURES_JSON)}, seen)
    return {"iliad": iliad, "figures": figures}
