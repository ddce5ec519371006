"""The texts of other-domains-54: English prose outside fiction that libraries of other languages
than Python ship in Debian as example data or test data: the Amazon reviews of fine foods of R's
modeldata (``r-cran-modeldata``), the Reuters news of 1987 of R's tm (``r-cran-tm``) and the
newspaper articles on which the Go library neurosnap/sentences tests its sentence tokenizer
(``golang-gopkg-neurosnap-sentences.v1-dev``).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS
from .rdata import r_lazy_data

#: modeldata's lazy-load database (``Rdata.rdx`` and ``.rdb``), whose data frames
#: ``training_data`` and ``testing_data`` hold the reviews other-domains-54 reads
MODELDATA_DATA = "usr/lib/R/site-library/modeldata/data/Rdata"
#: the data frames of modeldata's sample of the Amazon reviews of fine foods
#: (``small_fine_foods``: 4,000 reviews to train on, 1,000 to test on), in this order
MODELDATA_REVIEWS = ("training_data", "testing_data")
#: tm's folder of example texts; other-domains-54 reads its Reuters-21578 articles
#: (:data:`TM_REUTERS`)
TM_TEXTS = "usr/lib/R/site-library/tm/texts"
#: the files of Reuters-21578 in :data:`TM_TEXTS`, in this order: the 50 articles on
#: acquisitions (``acq/reut-*.xml``, one article a file), the 20 on crude oil (``crude``) and
#: the corpus's first 10 articles (``reuters-21578.xml``)
TM_REUTERS = ("acq/reut-*.xml", "crude/reut-*.xml", "reuters-21578.xml")
#: neurosnap/sentences' English test files (each article as it is, ``<name>.txt``, and split
#: into sentences, ``<name>_s.txt``)
SENTENCES_ENGLISH = "usr/share/gocode/src/gopkg.in/neurosnap/sentences.v1/test_files/english"
#: the articles of :data:`SENTENCES_ENGLISH` that other-domains-54 reads, in this order (the
#: files' names without ``.txt``): Carolyn Hax's advice column, news of Reuters, Al Jazeera and
#: the New York Times and other articles whose publisher the files do not name (a reply to the
#: Ethicist's column, Apple's event), Al Jazeera's interview of Marwa Alaradi. Not ``anarchy`` (a
#: section of Wikipedia's article on anarchism, which other-domains-7 holds: 10 of its 13
#: paragraphs word for word), ``dr`` (three made-up sentences), ``kiss`` and ``punct`` (two
#: passages of papers on sentence splitting and punctuation, their lines broken and words
#: hyphenated as in the PDF) nor ``self_reliance`` (the start of Emerson's essay, its lines
#: broken as verse with no blank line between its paragraphs)
SENTENCES_ARTICLES = (
    "carolyn",
    "clinton",
    "demolitions",
    "dre",
    "duma",
    "ecig",
    "ethicist",
    "fbi",
    "foul_ball",
    "iphone6s",
    "kentucky",
    "lebanon",
    "markets",
    "nuns",
    "nyfed",
    "qa",
    "quotes",
)
#: the files of other-domains-54, each with its source and the kind of text of
#: :func:`library_data_texts` it holds
LIBRARY_DATA_FILES = {
    "fine-food-reviews.txt": ("modeldata", "reviews"),
    "reuters-1987.txt": ("tm", "reuters"),
    "sentences-articles.txt": ("sentences", "articles"),
}

#: a line break in a review (``<br />``), set as a space
_REVIEW_BREAK = re.compile(r"<br\s*/?>", re.I)
#: the other markup of a review (the links to products, ``<a href=...>``, whose text is kept,
#: ``<span class="tiny">``, ``<p>``), removed
_REVIEW_MARKUP = re.compile(r"</?[A-Za-z][^<>]*>")
#: an article's body in Reuters-21578's SGML
_REUTERS_BODY = re.compile(r"<BODY>(.*?)</BODY>", re.S)
#: Reuters' sign-off at the end of a body (``Reuter``, ``REUTER``, ``REUTER...``) with the
#: control character that ends the article (``&#3;``)
_REUTERS_END = re.compile(r"\s*\bREUTER\b[.\s\x03]*$", re.I)
#: a new paragraph of a Reuters body: a line indented by three spaces or more
_REUTERS_PARAGRAPH = re.compile(r"\n(?= {3,}\S)")
#: the angle brackets with which Reuters marks a company's name (``&lt;Sedio N.V.&gt;``): the
#: brackets removed, the name kept
_REUTERS_COMPANY = re.compile(r"<([^<>]*)>")
#: a paragraph of a Reuters body with more digits than this share of its characters is a table
#: or a list of figures (``Bread wheat prev 1,655.8, Feb 872.0, ...``)
_REUTERS_MAX_DIGITS = 0.15
#: a line of a news page that is no text of the article: the page's chrome ("Continue reading
#: the main story", "RELATED COVERAGE", "Advertisement", a count of comments, the buttons to
#: share it), a link to a document or a video, the reporters' and editors' credit of Reuters
#: ("(Reporting by ...)"), and the editor's note and the footer of Carolyn Hax's column
_SENTENCES_CHROME = re.compile(
    r"^(?:Continue reading the main story|CONTINUE READING THE MAIN STORY|RELATED COVERAGE"
    r"|Advertisement|COMMENTS|\d+|Share on Facebook .*|Document: .*|video .*"
    r"|\(Reporting by .*\)|Carolyn Hax is away\..*|Read Carolyn Hax every day.*)$"
)
#: a link to a related article with its date (``...Debates ContinueSEPT. 4, 2015``), at the
#: end of its line
_SENTENCES_RELATED = re.compile(
    r"(?:JAN|FEB|MARCH|APRIL|MAY|JUNE|JULY|AUG|SEPT|OCT|NOV|DEC)\.? \d{1,2}, \d{4}$"
)


def fine_food_reviews(prefix: Path) -> dict[str, list[str]]:
    """The reviews of modeldata's sample of the Amazon reviews of fine foods.

    Parameters
    ----------
    prefix : Path
        :data:`MODELDATA_DATA`, modeldata's lazy-load database, read without R
        (:func:`~other_text.rdata.r_lazy_data`).

    Returns
    -------
    dict
        ``reviews``: the column ``review`` of the data frames of :data:`MODELDATA_REVIEWS`,
        one paragraph a review, in their order: its line breaks (``<br />``) set as spaces, the
        rest of its markup removed with its text kept (the title of a product it links to),
        HTML entities unescaped, whitespace collapsed. A review with no upper-case letter (written
        all in lower case: no name in it can be told) or no lower-case letter (all in capitals),
        of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, or with anything left that
        looks like markup or a field filled in (:data:`~other_text.common.GAME_FILLED`) is left
        out. Not the products' codes (``product``) nor the scores (``score``).
    """
    out = []
    for frame in MODELDATA_REVIEWS:
        for review in r_lazy_data(prefix, frame)["review"]:
            text = _REVIEW_MARKUP.sub("", _REVIEW_BREAK.sub(" ", review or ""))
            para = " ".join(html.unescape(text).split())
            if (
                len(para.split()) >= NEWS_MIN_WORDS
                and any(c.islower() for c in para)
                and any(c.isupper() for c in para)
                and not GAME_FILLED.search(para)
            ):
                out.append(para)
    return {"reviews": out}


def reuters_articles(texts: Path) -> dict[str, list[str]]:
    """The paragraphs of tm's articles of Reuters-21578.

    Parameters
    ----------
    texts : Path
        :data:`TM_TEXTS`, the files of :data:`TM_REUTERS`: Reuters-21578's SGML made XML, one
        ``<REUTERS>`` element an article (its date, topics, places, title, dateline, body).

    Returns
    -------
    dict
        ``reuters``: the paragraphs of each article's ``<BODY>``, in the files' order (the
        files of a folder in the order of their names): the body's entities unescaped,
        Reuters' sign-off at its end (``Reuter``) removed, split where a line is indented (a
        new paragraph), its lines joined and whitespace collapsed, the angle brackets around
        companies' names removed (``<Woodco Inc>`` -> ``Woodco Inc``). A paragraph with no
        lower-case letter, of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, that
        does not end as a sentence does (:data:`~other_text.common.GAME_SENTENCE_END`: a table's
        heading, ``Oilseed export registrations were:``) or more than
        :data:`_REUTERS_MAX_DIGITS` of whose characters are digits (a table's row, a list of
        figures) is left out. Not the articles' titles, datelines, dates, topics and other
        fields, nor tm's other texts (Ovid in Latin, lorem ipsum, one article of RCV1 and a
        made-up example).
    """
    out = []
    for pattern in TM_REUTERS:
        for path in sorted(texts.glob(pattern)):
            for body in _REUTERS_BODY.findall(path.read_text(encoding="utf-8")):
                body = _REUTERS_END.sub("", html.unescape(body))
                for part in _REUTERS_PARAGRAPH.split(body):
                    para = " ".join(_REUTERS_COMPANY.sub(r"\1", part).split())
                    digits = sum(c.isdigit() for c in para)
                    if (
                        any(c.islower() for c in para)
                        and len(para.split()) >= NEWS_MIN_WORDS
                        and GAME_SENTENCE_END.search(para)
                        and digits <= _REUTERS_MAX_DIGITS * len(para)
                    ):
                        out.append(para)
    return {"reuters": out}


def sentences_articles(english: Path) -> dict[str, list[str]]:
    """The paragraphs of the articles on which neurosnap/sentences tests its tokenizer.

    Parameters
    ----------
    english : Path
        :data:`SENTENCES_ENGLISH`: each article as plain text copied from its page, one
        paragraph a line (a blank line between most of them).

    Returns
    -------
    dict
        ``articles``: the lines of the articles of :data:`SENTENCES_ARTICLES`, in that order,
        one paragraph each, whitespace collapsed. A line of the page's chrome or a credit
        (:data:`_SENTENCES_CHROME`), a link to a related article with its date
        (:data:`_SENTENCES_RELATED`: the caption of its picture and its headline, run
        together), a line of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words or with
        markup is left out (each line of chrome stands on a line of its own). Not the files
        split into sentences (``*_s.txt``), nor the other languages' files.
    """
    out = []
    for name in SENTENCES_ARTICLES:
        for line in (english / f"{name}.txt").read_text(encoding="utf-8").splitlines():
            para = " ".join(line.split())
            if (
                len(para.split()) >= NEWS_MIN_WORDS
                and not _SENTENCES_CHROME.match(para)
                and not _SENTENCES_RELATED.search(para)
                and not GAME_FILLED.search(para)
            ):
                out.append(para)
    return {"articles": out}


def library_data_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The texts of other-domains-54 by source and kind (:data:`LIBRARY_DATA_FILES`), from the
    packages unpacked under ``root``."""
    return {
        "modeldata": fine_food_reviews(root / MODELDATA_DATA),
        "tm": reuters_articles(root / TM_TEXTS),
        "sentences": sentences_articles(root / SENTENCES_ENGLISH),
    }
