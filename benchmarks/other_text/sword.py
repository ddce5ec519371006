"""The World English Bible of Debian's ``sword-text-web``: a SWORD module of the zText kind read
without the SWORD library, its OSIS markup turned into paragraphs (other-domains-29).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from .common import paragraphs

#: the SWORD module of the World English Bible in Debian's sword-text-web, which other-domains-29
#: reads (its ``ot`` and ``nt`` files: the Old Testament with the deuterocanon, the New Testament)
WEB_MODULE = "usr/share/sword/modules/texts/ztext/engWEB2015eb"
#: the books of the World English Bible (by their OSIS names) in each file that other-domains-29
#: writes, in this order: the narrative books of the Old Testament (the Law and the histories),
#: the stories and histories of the deuterocanon, and the Gospels and Acts
WEB_FILES = {
    "web-law-history.txt": (
        "Gen", "Exod", "Lev", "Num", "Deut", "Josh", "Judg", "Ruth", "1Sam", "2Sam", "1Kgs",
        "2Kgs", "1Chr", "2Chr", "Ezra", "Neh", "Esth",
    ),
    "web-deuterocanon-stories.txt": ("Tob", "Jdt", "1Macc", "2Macc"),
    "web-gospels-acts.txt": ("Matt", "Mark", "Luke", "John", "Acts"),
}  # fmt: skip


def sword_ztext(folder: Path, testament: str) -> str:
    """The entries of one testament of a SWORD module of the zText kind, joined in index order.

    Parameters
    ----------
    folder : Path
        The module's folder, which holds ``<testament>.bzs`` (one entry of three little-endian
        32-bit numbers per compressed block: its offset in ``.bzz``, its compressed size and its
        size), ``<testament>.bzv`` (one entry of 10 bytes per verse of the versification, and
        per heading of the module, the testament, each book and each chapter: the number of its
        block, its offset in the block uncompressed and its size, a 16-bit number) and
        ``<testament>.bzz`` (the blocks, each compressed with zlib).
    testament : str
        ``"ot"`` or ``"nt"``.

    Returns
    -------
    str
        Every entry of ``.bzv`` that is not empty, its block decompressed and decoded as UTF-8,
        in the order of the index: the module's markup (OSIS for the World English Bible) as
        the module stores it.
    """
    import zlib

    bzs = (folder / f"{testament}.bzs").read_bytes()
    bzv = (folder / f"{testament}.bzv").read_bytes()
    bzz = (folder / f"{testament}.bzz").read_bytes()
    blocks = [struct.unpack_from("<III", bzs, i) for i in range(0, len(bzs), 12)]
    unpacked: dict[int, bytes] = {}
    out = []
    for i in range(0, len(bzv) - len(bzv) % 10, 10):
        block, start, size = struct.unpack_from("<IIH", bzv, i)
        if not size:
            continue
        if block not in unpacked:
            offset, length, _ = blocks[block]
            unpacked[block] = zlib.decompress(bzz[offset : offset + length])
        out.append(unpacked[block][start : start + size].decode("utf-8"))
    return "".join(out)


#: an OSIS element of the World English Bible whose content is no running text: a footnote (with
#: its references and variant readings), a heading, a book's introduction (sID to eID)
_OSIS_NOTE = re.compile(r"<note\b[^>]*>.*?</note>", re.S)
_OSIS_TITLE = re.compile(r"<title\b[^>]*>.*?</title>", re.S)
_OSIS_INTRO = re.compile(
    r'<div sID="([^"]+)" type="introduction"/>.*?<div eID="\1" type="introduction"/>', re.S
)
#: the start of a book (``<div canonical="true" osisID="Gen" sID="gen4" type="book"/>``)
_OSIS_BOOK = re.compile(r'<div [^>]*\bosisID="([^".]+)"[^>]*\bsID="[^"]+"[^>]*\btype="book"/>')
#: the end of a book, after its last verse (what follows it is front or back matter)
_OSIS_BOOK_END = re.compile(r'<div [^>]*\beID="[^"]+"[^>]*\btype="book"/>')
#: a mark that starts or ends a paragraph: a paragraph (``type="x-p"``), a chapter, a group of
#: lines of verse
_OSIS_BREAK = re.compile(r'<(?:div [^>]*\btype="x-p"|chapter\b|lg\b)[^>]*/>')
#: a line of verse or a line break, which stands for a space
_OSIS_LINE = re.compile(r"<(?:l|lb)\b[^>]*/>")
#: where a footnote stood between two words (``God<note>...</note><w>created</w>``) it stands for a
#: space; before punctuation or a space it stood for nothing
_NOTE_SPACE = re.compile(r"(?<=[\w,.;:!?\u201d\u2019)])\x00(?=[\w\u201c\u2018(])")


def web_books(folder: Path) -> dict[str, list[str]]:
    """The paragraphs of each book of the World English Bible in Debian's sword-text-web.

    Parameters
    ----------
    folder : Path
        The SWORD module's folder (:data:`WEB_MODULE`), read by :func:`sword_ztext`: OSIS
        markup, every word in a ``<w>`` element with its Strong's number, a book between a
        ``type="book"`` start and end, paragraphs marked ``type="x-p"``, verse in ``<lg>`` and
        ``<l>``, footnotes in ``<note>``, headings in ``<title>``.

    Returns
    -------
    dict of str to list of str
        For each book by its OSIS name (``Gen``, ``1Macc``, ``Matt``), its paragraphs in order,
        as running text: a paragraph ends at a paragraph mark, a chapter or a group of lines of
        verse (a group one paragraph, its lines joined); footnotes, headings, the books'
        introductions (in the deuterocanon) and the markup left out, whitespace collapsed, a
        paragraph without a letter (a rule of dashes) left out. The preface and the glossary,
        outside every book, are left out too.
    """
    out: dict[str, list[str]] = {}
    for testament in ("ot", "nt"):
        osis = sword_ztext(folder, testament)
        osis = _OSIS_INTRO.sub("", _OSIS_TITLE.sub("", _OSIS_NOTE.sub("\x00", osis)))
        parts = _OSIS_BOOK.split(osis)
        for book, body in zip(parts[1::2], parts[2::2], strict=True):
            body = _OSIS_BOOK_END.split(body, maxsplit=1)[0]
            body = _OSIS_LINE.sub(" ", _OSIS_BREAK.sub("\n\n", body))
            text = _NOTE_SPACE.sub(" ", re.sub(r"<[^>]*>", "", body)).replace("\x00", "")
            kept = (para for para in paragraphs(text) if re.search("[A-Za-z]", para))
            out.setdefault(book, []).extend(kept)
    return out
