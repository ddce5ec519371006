"""SWORD modules of Debian read without the SWORD library, their OSIS markup turned into
paragraphs: the World English Bible of ``sword-text-web``, a module of the zText kind
(other-domains-29), and three commentaries of the zCom kind, Matthew Henry's Concise Commentary
(``sword-comm-mhcc``), Spurgeon's Treasury of David (``sword-comm-tdavid``) and the Scofield
Reference Notes (``sword-comm-scofield``) (other-domains-45), and the King James Version of
``sword-text-kjv``, zText too (other-domains-49).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from .common import NEWS_MIN_WORDS, paragraphs

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


def sword_entries(
    folder: Path, testament: str, prefix: str = "b", entry: int = 10
) -> list[tuple[tuple[int, int, int], str]]:
    """The entries of one testament of a compressed SWORD module (zText, zCom), in index order.

    Parameters
    ----------
    folder : Path
        The module's folder, which holds ``<testament>.<prefix>zs`` (one entry of three
        little-endian 32-bit numbers per compressed block: its offset in ``.<prefix>zz``, its
        compressed size and its size), ``<testament>.<prefix>zv`` (one entry per verse of the
        versification, and per heading of the module, the testament, each book and each chapter:
        the number of its block and its offset in the block uncompressed, 32-bit numbers, and its
        size) and ``<testament>.<prefix>zz`` (the blocks, each compressed with zlib).
    testament : str
        ``"ot"`` or ``"nt"``.
    prefix : str
        ``"b"`` for a module whose blocks are books (``BlockType=BOOK``), ``"c"`` for one whose
        blocks are chapters (``BlockType=CHAPTER``).
    entry : int
        The size of an entry of the index: 10 (the size a 16-bit number; SWORD's zText and
        zCom) or 12 (a 32-bit number; zText4 and zCom4).

    Returns
    -------
    list of (tuple of int, str)
        Every entry of the index that is not empty: its block, offset and size, and its text, its
        block decompressed and decoded as UTF-8 (the module's markup as it stores it). A
        commentary's entry for a range of verses is linked from each of them: the same block,
        offset and size more than once.
    """
    import zlib

    base = folder / testament
    bzs = base.with_suffix(f".{prefix}zs").read_bytes()
    bzv = base.with_suffix(f".{prefix}zv").read_bytes()
    bzz = base.with_suffix(f".{prefix}zz").read_bytes()
    blocks = [struct.unpack_from("<III", bzs, i) for i in range(0, len(bzs), 12)]
    layout = "<III" if entry == 12 else "<IIH"
    unpacked: dict[int, bytes] = {}
    out = []
    for i in range(0, len(bzv) - len(bzv) % entry, entry):
        key = struct.unpack_from(layout, bzv, i)
        block, start, size = key
        if not size:
            continue
        if block not in unpacked:
            offset, length, _ = blocks[block]
            unpacked[block] = zlib.decompress(bzz[offset : offset + length])
        out.append((key, unpacked[block][start : start + size].decode("utf-8")))
    return out


def sword_ztext(folder: Path, testament: str) -> str:
    """The entries of one testament of a SWORD module of the zText kind, joined in index order.

    Parameters
    ----------
    folder : Path
        The module's folder, read by :func:`sword_entries` (``.bzs``, ``.bzv`` with entries of
        10 bytes, ``.bzz``).
    testament : str
        ``"ot"`` or ``"nt"``.

    Returns
    -------
    str
        Every entry of ``.bzv`` that is not empty, in the order of the index: the module's
        markup (OSIS for the World English Bible) as the module stores it.
    """
    return "".join(text for _, text in sword_entries(folder, testament))


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
            out.setdefault(book, []).extend(_book_paragraphs(body, _OSIS_BREAK))
    return out


def _book_paragraphs(body: str, breaks: re.Pattern) -> list[str]:
    """The paragraphs of one book of a Bible's OSIS text, from its start (after its
    ``type="book"`` start) up to its end (:data:`_OSIS_BOOK_END`; what follows it is dropped), its
    footnotes already ``\x00`` (:data:`_NOTE_SPACE`): a paragraph ends at each mark of ``breaks``,
    a line of verse or a line break stands for a space (:data:`_OSIS_LINE`), the other markup is
    removed with its text kept, whitespace collapsed; a paragraph without a letter (a rule of
    dashes) is left out."""
    body = _OSIS_BOOK_END.split(body, maxsplit=1)[0]
    body = _OSIS_LINE.sub(" ", breaks.sub("\n\n", body))
    text = _NOTE_SPACE.sub(" ", re.sub(r"<[^>]*>", "", body)).replace("\x00", "")
    return [para for para in paragraphs(text) if re.search("[A-Za-z]", para)]


#: the SWORD module of the King James Version in Debian's sword-text-kjv, which other-domains-49
#: reads (``engKJV2006eb``, zText, OSIS: the text of 1769 with Strong's numbers, eBible.org's
#: conversion; the protocanon only, no Apocrypha)
KJV_MODULE = "usr/share/sword/modules/texts/ztext/engKJV2006eb"
#: the files of other-domains-49, each with the source and the testament of :func:`kjv_texts`
#: it holds
KJV_FILES = {
    "kjv-old-testament.txt": ("kjv", "ot"),
    "kjv-new-testament.txt": ("kjv", "nt"),
}
#: the paragraphs of the King James Version that an earlier set holds word for word: Numbers
#: 14:5, a paragraph of one verse, which the World English Bible of other-domains-29 words alike
KJV_IN_EARLIER = frozenset(
    {
        "Then Moses and Aaron fell on their faces before all the assembly of the congregation of"
        " the children of Israel.",
    }
)
#: the openings of the paragraphs of the King James Version at least half of whose runs of ten
#: words (case and punctuation aside) one file of an earlier set or one book of pd-fiction holds,
#: other-domains-45's commentaries aside (they quote the King James Version throughout, and
#: share a run of ten words with 1,195 of its paragraphs): the passages that books and earlier
#: sets quote, and the verses the World English Bible of -29 words alike; left out
#: (:func:`kjv_texts`)
KJV_QUOTED_EARLIER = (
    # the World English Bible (-29), the same verses in its words: lists of names most of all
    "But his wife looked back from",
    "And the sons of Simeon; Jemuel,",
    "So Moses brought Israel from the",
    "And Moses let his father in",
    "And these are the names of the men",
    "And the LORD spake unto Moses, saying, Send",
    "The sons of Simeon after their",
    "The children of Gad after their",
    "Of the sons of Issachar after",
    "These are the sons of Dan",
    "Of the sons of Naphtali after",
    "The king of Jericho, one; the",
    "Howbeit Sisera fled away on his",
    "And unto David were sons born",
    "David was thirty years old when",
    "But Solomon was building his own",
    "Now the rest of the acts of Jehoash",
    "Now the rest of the acts of Manasseh, and all",
    "And when all Jabesh-gilead heard all",
    "Also the valiant men of the",
    "So Manasseh slept with his fathers,",
    "The Levites: the children of Jeshua and",
    "The children of the porters: the",
    "The Nethinims: the children of Ziha, the children of Hasupha,",
    "Then I came to the governors",
    "The porters: the children of Shallum,",
    "The Nethinims: the children of Ziha, the children of Hashupha,",
    "In the first month, that is,",
    # Wells's The Outline of History (pd-fiction), which quotes 1 Samuel and Mark
    "While he yet talked to the",
    "Then came together unto him the",
    "And when he was gone forth",
    "And Jesus looked round about, and",
    "And James and John, the sons",
    "And they send unto him certain",
    "And when the people were come",
    "And the Philistines fought, and Israel",
    "And there ran a man of",
    "And his daughter in law, Phinehas’",
    "Then all the elders of Israel",
    "But the thing displeased Samuel, when",
    "And Samuel told all the words",
    "And it came to pass on the morrow, when the Philistines came to strip the slain, that they"
    " found Saul and his three",  # 1 Samuel 31:8 (1 Chronicles 10:8 goes on otherwise)
    "And it came to pass that night, that the angel",
    "And he appointed, according to the",
    # GCIDE's quotations (other-domains-5)
    "Enter ye in at the strait",
    "Gad, a troop shall overcome him:",
    "Thou shalt not muzzle the ox",
    "O how love I thy law!",
    # the NLP corpus (other-domains-20)
    "And it came to pass, when men",
    "There were giants in the earth",
    "Then sat Solomon upon the throne",
    "Be not thou envious against evil",
    # NetHack's encyclopedia (other-domains-48)
    "Now the serpent was more subtil",
    "And the LORD God said unto",
    "And the LORD spake unto Moses, saying, Again,",
    # the Brown corpus (other-domains-21)
    "Then cometh Jesus from Galilee to",
    # the World English Bible (-29), Matthew 4:17 in its words
    "From that time Jesus began to",
    # CosmosQA's blogs (other-domains-30)
    "And Jesus went out, and departed",
    # Twain's The Innocents Abroad (pd-fiction)
    "And it came to pass the day",
    # Defoe's The History of the Devil (pd-fiction)
    "And GOD saw that the wickedness",
)
#: a mark that ends a paragraph of the King James Version: the module's paragraphs (a
#: ``<div type="x-p">`` start or end, eBible.org's paragraphs: one at each of the 2,970 pilcrows
#: of the text, one at the start of 1,039 chapters and 626 more of its own, Genesis 1:3 and the
#: like; the text has no pilcrow in the Psalms, Nahum, the Epistles and Revelation), a paragraph
#: inside a psalm (``<lb type="x-p"/>``, 209), a chapter and a group of lines of verse
#: (``<lg>``: a psalm, or a part of Psalm 119 under its letter)
_KJV_BREAK = re.compile(r'<(?:div [^>]*\btype="x-p"|lb [^>]*\btype="x-p"|chapter\b|lg\b)[^>]*/>')
#: the pilcrow the text of 1769 opens a paragraph with (``¶ And God said``), and what the
#: module's conversion left of USFM's mark of the divine name in its text (``by my name \nd
#: JEHOVAH``, 27 times outside the notes): both removed
_KJV_MARKS = re.compile(r"\u00b6|\\\+?nd\*? ?")


def kjv_texts(folder: Path) -> dict[str, list[str]]:
    """The paragraphs of the King James Version in Debian's sword-text-kjv, by testament.

    Parameters
    ----------
    folder : Path
        The SWORD module's folder (:data:`KJV_MODULE`), read by :func:`sword_ztext`: OSIS
        markup, a word or phrase in a ``<w>`` element with its Strong's number (``lemma``), the
        words the translators added in ``<transChange type="added">`` (printed in italics), the
        divine name in ``<divineName>`` (LORD), the words of Jesus in ``<q who="Jesus">`` (red
        letters), the Psalms in ``<lg>`` and ``<l>``, footnotes (the margin of 1611: "Heb.
        between the light...", "or, a mist...") in ``<note>``, headings in ``<title>``.

    Returns
    -------
    dict of str to list of str
        ``ot`` (Genesis to Malachi) and ``nt`` (Matthew to Revelation), each its books'
        paragraphs in order (:func:`_book_paragraphs`, a paragraph ending at a mark of
        :data:`_KJV_BREAK`), as running text: the words of every element kept (the words
        added, the divine name, the words of Jesus), its markup and Strong's numbers removed,
        the pilcrows and the marks of :data:`_KJV_MARKS` removed, whitespace collapsed. Left
        out: the footnotes and every ``<title>``: the books' titles ("The First Book of Moses,
        called Genesis"), the superscriptions of the Psalms ("A Psalm of David, when he fled
        from Absalom his son.", ``type="psalm"``), the letters of Psalm 119 ("ALEPH.") and
        the subscriptions of the Epistles ("Written to the Hebrews from Italy by Timothy.").
        The verse numbers are not in the text. A paragraph that begins as one of
        :data:`KJV_QUOTED_EARLIER` does is left out (60).
    """
    out = {}
    for testament in ("ot", "nt"):
        osis = _KJV_MARKS.sub("", sword_ztext(folder, testament))
        osis = _OSIS_TITLE.sub("", _OSIS_NOTE.sub("\x00", osis))
        parts = _OSIS_BOOK.split(osis)
        out[testament] = [
            para
            for body in parts[2::2]
            for para in _book_paragraphs(body, _KJV_BREAK)
            if not para.startswith(KJV_QUOTED_EARLIER)
        ]
    return out


#: the commentaries' SWORD modules (Debian's ``sword-comm-*``) that other-domains-45 reads: for
#: each, its folder (the ``DataPath`` of its file in ``usr/share/sword/mods.d``), the prefix of
#: its files and the size of an entry of its index (:func:`sword_entries`), as the files have
#: them: Matthew Henry's (``ModDrv=zCom4`` in its ``mhcc.conf``, but its ``ot.bzv`` holds the
#: 24,115 entries of the Old Testament of the KJV versification in 10 bytes each, as the
#: Scofield notes' do), Spurgeon's (``zCom4``, a chapter a block: ``.czv`` in 12 bytes) and
#: Scofield's (``zCom``)
COMMENTARY_MODULES = {
    "mhcc": ("usr/share/sword/modules/comments/zcom/mhcc", "b", 10),
    "tdavid": ("usr/share/sword/modules/comments/zcom/tdavid", "c", 12),
    "scofield": ("usr/share/sword/modules/comments/zcom/scofield", "b", 10),
}
#: the files of other-domains-45, each with its commentary and the kind of text of
#: :func:`commentary_texts` it holds
COMMENTARY_FILES = {
    "mhcc-old-testament.txt": ("mhcc", "ot"),
    "mhcc-new-testament.txt": ("mhcc", "nt"),
    "tdavid-exposition.txt": ("tdavid", "exposition"),
    "tdavid-notes.txt": ("tdavid", "notes"),
    "scofield-old-testament.txt": ("scofield", "ot"),
    "scofield-new-testament.txt": ("scofield", "nt"),
}


def sword_zcom(folder: Path, testament: str, prefix: str, entry: int) -> str:
    """One testament of a commentary's SWORD module (zCom, zCom4) as one OSIS text.

    Parameters
    ----------
    folder, testament, prefix, entry
        As :func:`sword_entries` takes them.

    Returns
    -------
    str
        The entries of the index joined in its order, each once: an entry linked from more
        verses than one (a comment on a range of verses) is taken where it first comes. The
        entries are the pieces of one OSIS document cut at its verses, so joined they give it
        back; a testament the module leaves empty (the Treasury of David's ``nt``) is ``""``.
    """
    seen: set[tuple[int, int, int]] = set()
    out = []
    for key, text in sword_entries(folder, testament, prefix, entry):
        if key not in seen:
            seen.add(key)
            out.append(text)
    return "".join(out)


#: the OSIS marks that split a commentary into blocks (:func:`_osis_blocks`): a heading
#: (``<title>``, kept as a block of its own, with its type), a table (Matthew Henry's outlines of
#: the chapters, one row each), a group of lines of verse (``<lg>``, to its end), the start or end
#: of a paragraph (``type="x-p"``), of a book, of an introduction, of a chapter, of a list and of
#: an item of a list
_OSIS_BLOCK = re.compile(
    r'<title\b(?:[^>]*?\btype="([^"]*)")?[^>]*>(.*?)</title>'
    r"|(<table>.*?</table>)"
    r"|(<lg\b[^>]*/>.*?<lg\b[^>]*\beID=[^>]*/>)"
    r'|<div\b[^>]*\btype="(?:x-p|book|introduction)"[^>]*/>'
    r"|<chapter\b[^>]*/>|</?list>|<item\b[^>]*>|</item>",
    re.S,
)


def _osis_blocks(osis: str) -> list[tuple[str, str]]:
    """The blocks of a commentary's OSIS text in order, each ``(kind, markup)``: ``("title:<type>",
    text of a heading)``, ``("table", ...)``, ``("lg", ...)`` or ``("text", markup)`` for the
    markup between two marks of :data:`_OSIS_BLOCK`, where it holds more than tags and spaces."""
    out = []
    pos = 0
    for m in _OSIS_BLOCK.finditer(osis):
        text = osis[pos : m.start()]
        if re.sub(r"<[^>]*>", "", text).strip():
            out.append(("text", text))
        pos = m.end()
        if m.group(2) is not None:
            out.append((f"title:{m.group(1) or ''}", re.sub(r"<[^>]*>", "", m.group(2))))
        elif m.group(3):
            out.append(("table", m.group(3)))
        elif m.group(4):
            out.append(("lg", m.group(4)))
    if re.sub(r"<[^>]*>", "", osis[pos:]).strip():
        out.append(("text", osis[pos:]))
    return out


#: a reference to a verse of the Bible (``<reference osisRef="Heb.10.23">He 10:23</reference>``),
#: the commentaries' citations: stands for ``\x01`` while a block is cleaned
_REFERENCE = re.compile(r"<reference\b[^>]*>.*?</reference>", re.S)
#: Scofield's references to its own notes (``(See Scofield "Hebrews 1:4")``)
_SCOFIELD_SEE = re.compile(r'\(?See Scofield\s*"?\s*<reference\b[^>]*>.*?</reference>\s*"?\s*\)?')
#: a bold phrase: Matthew Henry's and Spurgeon's labels of the verses a comment is on
#: (``Verses 3-5``, ``Verse 1.``, ``Ver. 4.``) and Scofield's lemmas (the words of the verse a
#: note is on, at the end of the paragraph before it)
_BOLD = re.compile(r'<hi type="bold">.*?</hi>', re.S)
#: the mark that Matthew Henry's text has before the numbers of verses in brackets
#: (``ver. #(25-26)``), left by its conversion: it is removed
_MHCC_VERSE_MARK = re.compile(r"#\(")
#: Spurgeon's markers of footnotes (``{1}``)
_FOOTNOTE = re.compile(r"\s*\{\d+\}")
#: a reference the modules left as text (``(Eccl. 1:1-3)``, ``II Kin. 10:15``, ``Psalms 23:1``,
#: ``1 Corinthians 13:12``, ``ch. 9:24``, ``(8:3-6)``): a chapter and verse with a colon, and more
#: verses, after a word in capitals (the book, after its number if any) or ``ch.``, ``chap.``,
#: ``chapter``, if any; one without a verse (``Jr 36``) is left as it is
_PLAIN_REFERENCE = re.compile(
    r"\b(?:(?:(?:[1-3]|I{1,3})\s?)?[A-Z][a-z]{0,14}\.?\s?|(?:ch|chap|chapter)\.?\s)?"
    r"\d{1,3}:\d{1,3}(?:\s?[-,]\s?\d{1,3}(?::\d{1,3})?)*\b"
)
#: references one after another (``Ro 8:3; He 7:14``, ``Gen. 2:4, 19``, ``Matthew 5:3 and
#: 6:1``), which are removed as one
_REFERENCE_RUN = re.compile(r"\x01(?:\s*(?:[,;]|and|&)?\s*(?:\x01|\d+(?:[-:.,]\d+)*\b(?![\w'])))+")
#: a citation in brackets (``(Jr 46:1-12)``, ``(comp. REF.)`` once its cue is removed), removed
#: with its brackets
_CITED_BRACKETS = re.compile(r"\s*\(\s*\x01\s*[.,;]?\s*\)")
#: the word that leads to a citation (``See REF``, ``Cf. REF``, ``e.g. REF``), removed with it
_CITED_CUE = re.compile(
    r"\b(?:[Ss]ee(?: also)?|[Cc]f\.?|[Cc]omp(?:are|\.)|e\.g\.|[Aa]lso)\s*:?\s*\x01"
)
#: a citation that is a sentence of its own (``See REF.`` once its cue is removed), removed with
#: its stop
_CITED_SENTENCE = re.compile(r"(?:^|(?<=[.!?])|(?<=[.!?][\"'\u201d\u2019)]))\s*\x01\s*[.!?]")
#: a word before a reference that makes it a part of the sentence (``quoted in Hosea 11:1``,
#: ``the words of Psalm 110:1``): the paragraph is left out, as the reference cannot be removed
#: from it and its abbreviations (``He``, ``Mr``, ``Jo``) would be read as words
_REFERENCE_GOVERNED = re.compile(
    r"\b(?:[Ii]n|[Oo]f|[Ff]rom|to|as|with|on|by|at|the|is|are|was|or|under|between|than|into|"
    r"upon|unto|where|verses?|vs\.|quotes|quoted|read|Read|and)\s*[\"\u201c']?\s*\x01"
)
#: a citation left (``\x01``) with the punctuation before and after it, which is removed with
#: it but for one mark: the one after it, or else the one before it (``upright, REF. His`` ->
#: ``upright. His``; ``good, REF; he`` -> ``good; he``; ``heaven, ch. 1:13, and`` -> ``heaven,
#: and``)
_CITATION = re.compile(r"\s*([,;:]?)\s*\x01\s*([.,;:!?)]?)")
#: what begins a paragraph once its label is removed: a dash that followed it (Matthew Henry's
#: ``--The Israelites' abhorrence...``), a stop or a comma
_LEADING = re.compile(r"^[-\s,;:.)]+")


def _comment_text(markup: str) -> str | None:
    """The running text of one block of a commentary, or ``None`` for a block left out.

    The bold phrases (:data:`_BOLD`: labels of verses, Scofield's lemmas) are removed; every
    reference to a verse (:data:`_REFERENCE`, and one left as text: :data:`_PLAIN_REFERENCE`)
    and Scofield's to its own notes (:data:`_SCOFIELD_SEE`) is a citation,
    removed with the references that follow it (:data:`_REFERENCE_RUN`), the word that leads
    to it (:data:`_CITED_CUE`), its brackets (:data:`_CITED_BRACKETS`) and its stop if it
    is a sentence of its own (:data:`_CITED_SENTENCE`), unless a word makes it a part of the
    sentence (:data:`_REFERENCE_GOVERNED`) or it begins the block: then the block is left out.
    The other markup is removed with its text kept, entities unescaped (and the markup that was
    escaped in the text, Scofield's ``&lt;/ol&gt;``, removed), Spurgeon's markers of
    footnotes (``{1}``) and Matthew Henry's ``#`` before verses in brackets removed, a citation
    removed with the punctuation around it but one mark (:data:`_CITATION`), whitespace
    collapsed and a dash, stop or comma at the start removed (:data:`_LEADING`).
    """
    import html

    markup = _BOLD.sub("", _SCOFIELD_SEE.sub("\x01", markup))
    markup = _REFERENCE.sub("\x01", markup)
    text = re.sub(r"<[^>]*>", "", html.unescape(re.sub(r"<[^>]*>", "", markup)))
    text = " ".join(_FOOTNOTE.sub("", text).split())
    text = _REFERENCE_RUN.sub("\x01", _PLAIN_REFERENCE.sub("\x01", text))
    text = _CITED_BRACKETS.sub("", _CITED_CUE.sub("\x01", text))
    text = _CITED_SENTENCE.sub(" ", text).strip()
    if _REFERENCE_GOVERNED.search(text) or text.startswith("\x01"):
        return None
    text = _CITATION.sub(lambda m: f"{m.group(2) or m.group(1)} ", text)
    return " ".join(_LEADING.sub("", _MHCC_VERSE_MARK.sub("(", text)).split())


#: the end of a sentence, for a commentary's paragraph (a stop, then quotes or brackets)
_SENTENCE_END = re.compile(r"""[.!?]["'\u2019\u201d)\]]*$""")
#: what no paragraph of a commentary keeps: markup or a field left by the conversion
_LEFT_MARKUP = re.compile(r"[<>{}|\\]|%s|\$\w")


def _keep(text: str | None) -> bool:
    """Whether a cleaned block of a commentary is kept as a paragraph: of
    :data:`~other_text.common.NEWS_MIN_WORDS` words or more, with a letter in lower case but not
    beginning with one (a piece of a sentence whose start was a lemma or a reference, Scofield's
    glosses ``i.e. God shall hear.``), no markup left (:data:`_LEFT_MARKUP`) and ending as a
    sentence does (:data:`_SENTENCE_END`)."""
    return bool(
        text
        and len(text.split()) >= NEWS_MIN_WORDS
        and re.search("[a-z]", text)
        and not text[0].islower()
        and not _LEFT_MARKUP.search(text)
        and _SENTENCE_END.search(text)
    )


#: the length under which a block of Matthew Henry's between a chapter's heading and its first
#: label of verses is a line of the chapter's outline, not a comment (words)
MHCC_OUTLINE_WORDS = 40
#: a reference in brackets, the mark of a line of Matthew Henry's outlines: marked up
#: (``(<reference osisRef="Jer.46.1-Jer.46.12">Jr 46:1-12</reference>)``) or as text
#: (``(Eccl. 1:1-3)``)
_MHCC_OUTLINE_REF = re.compile(r"\(\s*<reference\b|\((?:(?:[1-3]|I{1,3})\s?)?[A-Z][a-z]+\.? \d")


def mhcc_paragraphs(osis: str) -> list[str]:
    """The paragraphs of one testament of Matthew Henry's Concise Commentary.

    Parameters
    ----------
    osis : str
        The testament's OSIS text (:func:`sword_zcom`): each book's introduction (after a
        heading of its name), then for each chapter a heading (``Chapter 2``, ``type="x-s2"``),
        its outline (a table of a row per part, ``The first sabbath. (1-3)``, or lines of text,
        ``The defeat of the Egyptians. (Jr 46:1-12)``) and the comments, each on a range of
        verses and most of them after a bold label (``Verses 1-3``).

    Returns
    -------
    list of str
        The books' introductions and the comments, a block of text (:func:`_osis_blocks`) a
        paragraph, cleaned by :func:`_comment_text` and kept by :func:`_keep`. Left out: the
        headings, the tables, and the outline's lines of text: a block between a chapter's
        heading and the first block that begins with a label of verses that holds a reference
        in brackets or is shorter than :data:`MHCC_OUTLINE_WORDS` words (the longer ones there
        are the comments of a chapter commented on whole).
    """
    out = []
    outline = False
    for kind, markup in _osis_blocks(osis):
        if kind == "title:x-s2":
            outline = True
        if kind != "text":
            continue
        if re.match(r'(?:\s*<(?!hi\b)[^>]*>)*\s*<hi type="bold">', markup):
            outline = False
        elif outline and (
            _MHCC_OUTLINE_REF.search(markup)
            or len(re.sub(r"<[^>]*>", " ", markup).split()) < MHCC_OUTLINE_WORDS
        ):
            continue
        text = _comment_text(markup)
        if _keep(text):
            out.append(text)
    return out


#: the sections of the Treasury of David by the start of their headings (``type="x-s"``), each
#: with the kind of text of :func:`tdavid_texts` it holds; a section whose heading is none of
#: them is left out. The preface (under an empty heading), a psalm's overview (``Psalm 3
#: OVERVIEW``: its title, subject and divisions where they have no heading of their own), its
#: title, division, author and subject (Psalm 119's) and Spurgeon's exposition are his own
#: prose; the "Explanatory Notes and Quaint Sayings" (and Psalm 119's "Notes relating to the
#: Psalm as a whole") are what he gathered from other writers (the Puritans, the Fathers,
#: travellers, scholars: each note with its author and book at its end) with notes of his own.
#: Left out: the "Hints to the Village Preacher" (outlines of sermons), the lists of works on a
#: psalm (``WORKS UPON THE FIRST PSALM``, ``UPON ISRAEL IN THE WILDERNESS``) and Delitzsch's
#: translation of Psalm 68 (``NEW TRANSLATION``, ``HYMN OF WAR AND VICTORY...``: Scripture)
TDAVID_SECTIONS = (
    ("Psalm ", "exposition"),
    ("TITLE", "exposition"),
    ("DIVISION", "exposition"),
    ("AUTHOR", "exposition"),
    ("SUBJECT", "exposition"),
    ("EXPOSITION", "exposition"),
    ("EXPLANATORY NOTES AND QUAINT SAYINGS", "notes"),
    ("NOTES RELATING TO THE PSALM", "notes"),
)
#: a paragraph that begins a section to leave out though no heading begins it: the list of works
#: on a psalm (``WORKS UPON THE TWENTY-THIRD PSALM``) or hints to preachers (Psalm 119's
#: ``HINTS TO PREACHERS.`` as a paragraph, then outlines of sermons before the heading); it runs
#: to the next heading
_TDAVID_WORKS = re.compile(r"\s*(?:WORKS? UPON|HINTS TO)\b")
#: the length under which a paragraph of the Treasury of David all in italics (but for its label
#: and references) is the words of a verse standing alone (``Where is thy God?``, the verse a
#: comment that follows is on) or a point of an outline (``1. What it was which was taken
#: away...``), not a comment (words); the longer ones are Spurgeon's divisions of the psalms,
#: set in italics
TDAVID_VERSE_WORDS = 25
#: the length under which a block of the Treasury of David that does not end as a sentence is a
#: line of a poem (words): the poems quoted in the notes (hymns, Herbert, Quarles...) are a line
#: a block, and the lines that follow such a line and are as short are left out with it, its
#: last line too (``And Christ shall be my shield.``), so that no poem is cut into paragraphs
TDAVID_LINE_WORDS = 15
#: the markup of a paragraph of the Treasury of David that is no text of its own: its italics,
#: its labels (bold), its references, its tags, and what is no letter
_TDAVID_NOT_OWN = re.compile(
    r'<hi type="(?:italic|bold)">.*?</hi>|<reference\b.*?</reference>|<[^>]*>|[^A-Za-z<]+', re.S
)
#: the label that begins a note on the whole psalm or on its title (``Whole Psalm.``,
#: ``Title.``) or a paragraph of a psalm's overview (``TITLE.``, ``SUBJECT AND DIVISION.``,
#: ``GENERAL REMARKS.``, ``SUBJECT, &c.``)
_TDAVID_LABEL = re.compile(
    r"^(?:Whole Psalm|Title|(?:TITLE|SUBJECT|DIVISIONS?|AUTHOR|GENERAL REMARKS|ORDER|OCCASION)"
    r"(?:(?:,| AND| and) (?:TITLE|SUBJECT|DIVISIONS?|AUTHOR|OCCASION|&c))*)\.\s*"
)


def tdavid_texts(osis: str) -> dict[str, list[str]]:
    """The paragraphs of the Treasury of David, by kind: ``exposition`` and ``notes``.

    Parameters
    ----------
    osis : str
        Its OSIS text (:func:`sword_zcom`, the Old Testament: the Psalms): the preface, then for
        each psalm a heading (``Psalm 1 OVERVIEW``) and its sections (:data:`TDAVID_SECTIONS`),
        each after its heading, the paragraphs of the exposition and of the notes most of them
        after a bold label (``Verse 1.``, ``Ver. 136.``).

    Returns
    -------
    dict of str to list of str
        For each kind, the blocks of text (:func:`_osis_blocks`) of its sections in order, a
        paragraph each, cleaned by :func:`_comment_text` (the labels of verses removed, and a
        leading label of a note or of an overview's paragraph: :data:`_TDAVID_LABEL`) and kept
        by :func:`_keep`. Left out: the sections of no kind (:data:`TDAVID_SECTIONS`), a list
        of works or hints that a paragraph begins, to the next heading (:data:`_TDAVID_WORKS`), a
        paragraph all in italics shorter than :data:`TDAVID_VERSE_WORDS` words (the words of a
        verse standing alone, a point of an outline: :data:`_TDAVID_NOT_OWN`), the lines of the
        poems quoted, a line a block (:data:`TDAVID_LINE_WORDS`), and the group of lines of
        verse (``<lg>``: the first verse of Psalm 1 set out as three lines).
    """
    out: dict[str, list[str]] = {"exposition": [], "notes": []}
    kind: str | None = None
    line = False
    for block, markup in _osis_blocks(osis):
        if block.startswith("title:"):
            heading = markup.strip()
            kind = "exposition" if not heading else None
            kind = next((k for start, k in TDAVID_SECTIONS if heading.startswith(start)), kind)
            line = False
            continue
        if block != "text" or kind is None:
            continue
        if _TDAVID_WORKS.match(re.sub(r"<[^>]*>", "", markup)):
            kind = None
            continue
        text = _comment_text(markup)
        text = _TDAVID_LABEL.sub("", text) if text else text
        short = bool(text) and len(text.split()) < TDAVID_LINE_WORDS
        if (
            _keep(text)
            and not (short and line)
            and (_TDAVID_NOT_OWN.sub("", markup) or len(text.split()) >= TDAVID_VERSE_WORDS)
        ):
            out[kind].append(text)
        # a short block that does not end as a sentence: a line of a poem, whose next lines
        # are left out too, its last one with them
        line = short and not _SENTENCE_END.search(text or "") or (line and short)
    return out


def scofield_paragraphs(osis: str) -> list[str]:
    """The paragraphs of one testament of the Scofield Reference Notes.

    Parameters
    ----------
    osis : str
        The testament's OSIS text (:func:`sword_zcom`): each book's introduction (after a
        heading ``Book Introduction - Genesis`` and a reference ``Read first chapter of
        Genesis``), then the notes on its verses, a note's lemma (the words of the verse it is
        on) in bold at the end of the paragraph before it, with lists (``<list>``, ``<item>``:
        the numbered points of a note, the divisions of a book) and references to verses and
        to other notes (``(See Scofield "Hebrews 1:4")``) throughout.

    Returns
    -------
    list of str
        The blocks of text (:func:`_osis_blocks`: a paragraph, an item of a list), a paragraph
        each, cleaned by :func:`_comment_text` (the lemmas, the references to other notes and
        the citations removed) and kept by :func:`_keep`: the items of a book's divisions
        (``Creation (1:1-2:25)``) do not end as a sentence does and are left out.
    """
    out = []
    for kind, markup in _osis_blocks(osis):
        if kind == "text":
            text = _comment_text(markup)
            if _keep(text):
                out.append(text)
    return out


def commentary_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of the three commentaries of other-domains-45, by commentary and kind.

    Parameters
    ----------
    root : Path
        The folder the packages are unpacked in (the modules of :data:`COMMENTARY_MODULES`).

    Returns
    -------
    dict of str to dict of str to list of str
        ``mhcc`` and ``scofield`` by testament (``ot``, ``nt``: :func:`mhcc_paragraphs`,
        :func:`scofield_paragraphs`), ``tdavid`` by kind (:func:`tdavid_texts`).
    """
    osis = {
        (name, testament): sword_zcom(root / folder, testament, prefix, entry)
        for name, (folder, prefix, entry) in COMMENTARY_MODULES.items()
        for testament in ("ot", "nt")
    }
    return {
        "mhcc": {t: mhcc_paragraphs(osis["mhcc", t]) for t in ("ot", "nt")},
        "tdavid": tdavid_texts(osis["tdavid", "ot"]),
        "scofield": {t: scofield_paragraphs(osis["scofield", t]) for t in ("ot", "nt")},
    }
