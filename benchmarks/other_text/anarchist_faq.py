"""The texts of other-domains-71: *An Anarchist FAQ* as Debian's ``anarchism`` ships it, its
Section A (what anarchism is, its history, its thinkers and its movements) and its appendix on the
Russian revolution (the Bolsheviks, Lenin and Trotsky, the soviets and the factory committees,
Kronstadt, the Makhnovists).

*An Anarchist FAQ* (AFAQ) is a book of political theory and history written as questions and
answers by the Anarchist FAQ Editorial Collective (Iain McKay and others) from 1995 on, version
15.3, GPL-2 by the package's copyright file. Debian ships it in HTML
(``usr/share/doc/anarchism/html``, a file a section, gzipped or not) and in Markdown made from the
HTML; the HTML is read (:func:`faq_paragraphs`): each ``<p>`` element, in or out of a
``<blockquote>`` (the long quotations of Kropotkin, Bakunin, Marx, Lenin, Trotsky... are
paragraphs of their own, as the book sets them), is a paragraph, its text with its inline markup
(``<b>``, ``<i>``, ``<a>``) taken as text and its whitespace collapsed. Not read: the headings
(``<h1>``, ``<h2>``: the questions), the pages' navigation (the links to the previous, the next
and the parent page), list items (``<li>``: the tables of contents) and the other sections and
appendices (Sections B to J, the appendices on Marxism, on "anarcho"-capitalism, on the symbols of
anarchy and on the reply to other writers, the bibliography and the pages of links).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import re
from html.parser import HTMLParser
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the HTML of *An Anarchist FAQ* in Debian's ``anarchism`` (15.3-3)
ANARCHIST_FAQ_HTML = "usr/share/doc/anarchism/html"
#: the files of other-domains-71, each with the HTML files (their names without ``.html``) it
#: reads, in the book's order: Section A (its introduction, A.1 to A.5: what anarchism is and
#: stands for, its kinds, its major thinkers, "anarchy in action" from the Paris Commune to the
#: Spanish revolution) and the appendix "The Russian Revolution" (its introduction and its six
#: parts: what happened, how the Bolsheviks and Trotsky's followers explain its failure, the
#: Kronstadt rebellion, the Makhnovist movement, and what it shows of Leninism)
ANARCHIST_FAQ_FILES = {
    "anarchist-faq-section-a.txt": ("secAint", "secA1", "secA2", "secA3", "secA4", "secA5"),
    "anarchist-faq-russian-revolution.txt": tuple(
        f"append4{n}" for n in ("", "1", "2", "3", "4", "5", "6")
    ),
}

#: a reference in brackets after a quotation or in the text (``[Michael Bakunin: Selected
#: Writings, p. 198]``, ``[Op. Cit., p. 159]``, ``[Ibid.]``): a bracket that holds a title set in
#: bold (marked by :class:`_Paragraphs` with ``\x01``), a page, ``Op. Cit.``, ``Ibid.`` or
#: ``Quoted by`` (one of them opened with a brace by a slip of the book's, ``{Micheal Bakunin:
#: Selected Writings, p. 269]``); an editor's insertion in a quotation (``[their]``, ``[of
#: anarchism]``) is kept
_REFERENCE = re.compile(
    r"\s*[\[{](?=[^\[\]{}]*(?:\x01|\bpp?\.\s*\d|Op\.\s*Cit|Ibid|[Qq]uoted (?:by|in)))[^\[\]{}]*\]"
)
#: a space left before a comma, a full stop or a closing bracket by a reference removed
_SPACE_BEFORE = re.compile(r"\s+([,;:)](?=\s|$))")


class _Paragraphs(HTMLParser):
    """The text of each ``<p>`` of an AFAQ page, whitespace collapsed; the text of a ``<b>``
    element is marked with ``\\x01`` so that a reference can be told (:data:`_REFERENCE`)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paras: list[str] = []
        self._text: list[str] | None = None
        self._bold = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "p":
            self._close()
            self._text = []
        elif tag == "b":
            self._bold += 1
        elif tag == "br" and self._text is not None:
            self._text.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("p", "blockquote", "div"):
            self._close()
        elif tag == "b":
            self._bold = max(0, self._bold - 1)

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data.replace("\x01", "") + ("\x01" if self._bold else ""))

    def _close(self) -> None:
        if self._text is not None:
            self.paras.append("".join(self._text))
        self._text = None

    def close(self) -> None:
        super().close()
        self._close()


def clean_paragraph(text: str) -> str:
    """A paragraph of AFAQ as it is read: its references in brackets (:data:`_REFERENCE`)
    removed, the marks of bold text removed and its whitespace collapsed."""
    text = _REFERENCE.sub("", text).replace("\x01", "")
    return _SPACE_BEFORE.sub(r"\1", " ".join(text.split()))


def faq_paragraphs(path: Path) -> list[str]:
    """The paragraphs of the AFAQ page ``path`` (``.html`` or ``.html.gz``), each ``<p>`` one,
    in order (:func:`clean_paragraph`); left out: an empty one, one of fewer than
    :data:`NEWS_MIN_WORDS` words (a dangling "Thus:"), one that does not begin with a capital
    letter, a figure or a quotation mark (a line that goes on after a quotation, "which..."),
    and one that does not end as a sentence does (it leads to a quotation or a list: "As
    Kropotkin argued:")."""
    raw = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    parser = _Paragraphs()
    parser.feed(raw.decode("utf-8"))
    parser.close()
    out = []
    for para in map(clean_paragraph, parser.paras):
        if len(para.split()) < NEWS_MIN_WORDS:
            continue
        if not re.match(r"""[A-Z0-9"'\u201c\u2018(]""", para):
            continue
        if not re.search(r"""[.!?]["'\u201d\u2019)\]]*$""", para):
            continue
        out.append(para)
    return out


def faq_page(html: Path, name: str) -> Path:
    """The file of the AFAQ page ``name`` under ``html`` (gzipped or not)."""
    for path in (html / f"{name}.html", html / f"{name}.html.gz"):
        if path.is_file():
            return path
    raise FileNotFoundError(html / f"{name}.html")


def anarchist_faq_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """``{"afaq": {file name: paragraphs}}`` for the files of :data:`ANARCHIST_FAQ_FILES`, read
    from the unpacked package under ``root``, the pages of each in order
    (:func:`faq_paragraphs`)."""
    html = root / ANARCHIST_FAQ_HTML
    return {
        "afaq": {
            name: [p for page in pages for p in faq_paragraphs(faq_page(html, page))]
            for name, pages in ANARCHIST_FAQ_FILES.items()
        }
    }
