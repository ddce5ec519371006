"""The reader of a planetarium's English prose (other-domains-47).

Stellarium's data (Debian's ``stellarium-data``): the English descriptions of its sky cultures
(``skycultures/*/description.en.utf8``: the star lore, myths and constellations of each people),
of its landscapes (``landscapes/*/description.en.utf8``), of its 3D sceneries
(``scenery3d/*/description.en.utf8``) and of its scripts (``scripts/*.ssc``); and the AstroInfo
articles of KStars' handbook (Debian's ``kstars-data``: ``doc/HTML/en/kstars``, the files that
``astroinfo.docbook`` includes), short articles on the sky, the stars and the galaxies. The
descriptions are HTML, the handbook DocBook; the markup is removed with its text kept
(:func:`html_blocks`, :func:`docbook_paragraphs`), a block of markup a paragraph.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path

from .common import GAME_SENTENCE_END, NEWS_MIN_WORDS

#: Stellarium's data in ``stellarium-data``
STELLARIUM_DATA = "usr/share/stellarium"
#: KStars' English handbook in ``kstars-data``
KSTARS_HANDBOOK = "usr/share/doc/HTML/en/kstars"

#: the files of other-domains-47: ``{file name: (source, kind)}``
PLANETARIUM_FILES = {
    "stellarium-skycultures.txt": ("stellarium", "skycultures"),
    "stellarium-landscapes.txt": ("stellarium", "landscapes"),
    "stellarium-scripts.txt": ("stellarium", "scripts"),
    "kstars-astroinfo.txt": ("kstars", "astroinfo"),
}

#: the headings of a description's sections that are left out with everything under them (up to
#: the next heading of the same level or higher): its references, notes (footnotes that cite the
#: sources), authors, credits, thanks, licence and links
SKIP_SECTIONS = re.compile(
    r"^(?:external links?|links? of interest|authors?(?: and references)?|references?|"
    r"notes|fair use|thanks(?: to)?|sources?|sources? / further reading|source\(s\)|"
    r"further reading|credits|contributors|licen[cs]e|acknowledge?ments?|updates|"
    r"written in english|english translation by)\b",
    re.I,
)

#: the tags that begin or end a block of text (a paragraph, an item, a heading, a cell)
_BLOCK_TAGS = {
    "p", "li", "dt", "dd", "blockquote", "ul", "ol", "dl", "table", "tr", "td", "th",
    "figure", "figcaption", "caption", "br", "h1", "h2", "h3", "h4", "h5", "h6",
}  # fmt: skip
#: the tags whose text is left out: tables (lists of stars and their names, catalogue numbers)
#: and the captions of images
_DROPPED_TAGS = {"table", "figcaption", "caption"}
#: a superscript kept: an ordinal's ending (``10<sup>th</sup>``); the others, footnote marks
#: (``[11]``) and the determinatives of the Babylonian names (``<sup>STAR</sup>``, ``GOD``), not
_KEPT_SUP = re.compile(r"^(?:st|nd|rd|th|s)$")
#: a block that is no running English: an address of the web or e-mail, a catalogue number of
#: a star (HIP, HR, HD, SAO), markup left, a footnote (``[1] ...``, ``note 1: ...``), a
#: reference to a book (``Pittich, Kalmančok (1981): Obloha na dlani.``), the credit and
#: licence of a photograph (``CC BY-SA-3.0``), a piece of a sentence or of a list that begins
#: in lower case (``the sky watching practices of the Lokono.``, ``where D is the day``)
_NOT_PROSE = re.compile(
    r"https?:|www\.|\S@\S|\.com\b|\b(?:HIP|HR|HD|SAO)\s?\d|[<>{}]|^\[\d|^\d+\]|^note \d|"
    r"\(\d{4}[a-z]?\):|\bCC[ -]BY\b|^[a-z]",
)
#: a letter of another script than Latin (Chinese, Arabic, Cyrillic, Greek...)
_OTHER_SCRIPT = re.compile(r"[^\W\d_A-Za-z\u00c0-\u024f\u1e00-\u1eff]")
#: the share of a block's letters in another script above which it is left out (a gloss in
#: brackets, ``(Chinese: 仪象考成)``, is kept in an English sentence)
OTHER_SCRIPT_SHARE = 0.2


#: a line of a script's header that describes it
_SCRIPT_DESCRIPTION = re.compile(r"^//\s*Description:\s*(.+)$")
#: a file of KStars' handbook declared in ``index.docbook``
_DOCBOOK_FILE = re.compile(r'<!ENTITY\s+([\w-]+)\s+SYSTEM\s+"([^"]+)"')
#: a paragraph of DocBook that holds no other
_DOCBOOK_PARA = re.compile(r"<para\b[^>]*>((?:(?!<para\b).)*?)</para>", re.S)
#: an index term of DocBook, left out with its text
_DOCBOOK_INDEX = re.compile(r"<indexterm\b.*?</indexterm>", re.S)
#: an equation or a formula of DocBook (its text would not read as prose)
_DOCBOOK_MATH = re.compile(r"<(?:equation|informalequation|inlineequation|mathphrase|sup|sub)\b")
_DOCBOOK_TAG = re.compile(r"<[^<>]*>")
#: KDE's entities of the AstroInfo articles and what they read as
DOCBOOK_ENTITIES = {
    "kstars": "KStars",
    "ie": "i.e.",
    "eg": "e.g.",
    "etc": "etc.",
    "ndash": "\u2013",
}


class _Blocks(HTMLParser):
    """The blocks of text of an HTML description (:func:`html_blocks`)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self.parts: list[str] = []
        self.dropped = 0  # depth of tags whose text is left out
        self.sup: list[str] | None = None
        self.heading: int = 0  # the level of the heading being read
        self.skip_level = 0  # the level of a skipped section's heading, 0 if none

    def _end_block(self) -> None:
        text = " ".join("".join(self.parts).split())
        self.parts = []
        if not text:
            return
        if self.heading:
            if self.skip_level and self.heading > self.skip_level:
                return
            self.skip_level = self.heading if SKIP_SECTIONS.match(text) else 0
        elif not self.skip_level:
            self.blocks.append(text)

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in _BLOCK_TAGS:
            self._end_block()
            self.heading = int(tag[1]) if re.fullmatch(r"h[1-6]", tag) else 0
        if tag in _DROPPED_TAGS:
            self.dropped += 1
        elif tag == "sup":
            self.sup = []

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        if tag in _BLOCK_TAGS:
            self._end_block()
            self.heading = 0

    def handle_endtag(self, tag: str) -> None:
        if tag == "sup" and self.sup is not None:
            text = "".join(self.sup).strip()
            self.sup = None
            if _KEPT_SUP.match(text):
                self.parts.append(text)
        elif tag in _DROPPED_TAGS:
            self.dropped = max(0, self.dropped - 1)
        if tag in _BLOCK_TAGS:
            self._end_block()
            self.heading = 0

    def handle_data(self, data: str) -> None:
        if self.dropped:
            return
        if self.sup is not None:
            self.sup.append(data)
            return
        # text outside the tags of a paragraph: its blank lines end a block
        pieces = re.split(r"\n[ \t]*\n", data)
        for i, piece in enumerate(pieces):
            if i:
                self._end_block()
            self.parts.append(piece)

    def close(self) -> None:
        super().close()
        self._end_block()


def html_blocks(text: str) -> list[str]:
    """The blocks of text of an HTML description, in order: each paragraph, item of a list,
    quotation, text between blank lines outside the tags or between line breaks (``<br>``),
    whitespace collapsed; tables and captions left out (:data:`_DROPPED_TAGS`), superscripts
    but an ordinal's ending left out (:data:`_KEPT_SUP`), the headings not kept, and a section
    under a heading of :data:`SKIP_SECTIONS` left out with its subsections. Stellarium's
    ``<notr>`` (a name not to translate) keeps its text, as all other inline markup does."""
    parser = _Blocks()
    parser.feed(text)
    parser.close()
    return parser.blocks


def is_prose(para: str) -> bool:
    """Whether a block is a paragraph of English prose: :data:`NEWS_MIN_WORDS` words or more,
    it ends as a sentence does (:data:`GAME_SENTENCE_END`), has nothing of :data:`_NOT_PROSE`
    and no more than :data:`OTHER_SCRIPT_SHARE` of its letters in another script."""
    if len(para.split()) < NEWS_MIN_WORDS or not GAME_SENTENCE_END.search(para):
        return False
    if _NOT_PROSE.search(para):
        return False
    letters = [c for c in para if c.isalpha()]
    other = len(_OTHER_SCRIPT.findall(para))
    return other <= OTHER_SCRIPT_SHARE * len(letters)


def description_paragraphs(folder: Path) -> list[str]:
    """The English paragraphs of the ``description.en.utf8`` files of the subfolders of
    ``folder`` (sorted by name): :func:`html_blocks` kept by :func:`is_prose`."""
    out = []
    for path in sorted(folder.glob("*/description.en.utf8")):
        blocks = html_blocks(path.read_text(encoding="utf-8"))
        out.extend(b for b in blocks if is_prose(b))
    return out


def script_descriptions(folder: Path) -> list[str]:
    """The descriptions of Stellarium's scripts (``scripts/*.ssc``, sorted by name): the text of
    each ``// Description:`` line of their headers, kept by :func:`is_prose` (most are a name,
    "Earth Events from Mars", not a sentence)."""
    out = []
    for path in sorted(folder.glob("*.ssc")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            m = _SCRIPT_DESCRIPTION.match(line)
            if m and is_prose(" ".join(m.group(1).split())):
                out.append(" ".join(m.group(1).split()))
    return out


def stellarium_texts(data: Path) -> dict[str, list[str]]:
    """Stellarium's English prose: ``skycultures``, the descriptions of its sky cultures;
    ``landscapes``, those of its landscapes and then of its 3D sceneries; ``scripts``, the
    descriptions of its scripts (:func:`script_descriptions`)."""
    return {
        "skycultures": description_paragraphs(data / "skycultures"),
        "landscapes": description_paragraphs(data / "landscapes")
        + description_paragraphs(data / "scenery3d"),
        "scripts": script_descriptions(data / "scripts"),
    }


def astroinfo_files(handbook: Path) -> list[Path]:
    """The files of KStars' AstroInfo articles, in the order ``astroinfo.docbook`` includes
    them (the entities it names that ``index.docbook`` declares as files), its table of
    contents (``ai-contents.docbook``) left out."""
    declared = dict(_DOCBOOK_FILE.findall((handbook / "index.docbook").read_text("utf-8")))
    named = re.findall(r"&([\w-]+);", (handbook / "astroinfo.docbook").read_text("utf-8"))
    files = [declared[n] for n in dict.fromkeys(named) if n in declared]
    return [handbook / f for f in files if f != "ai-contents.docbook"]


def docbook_paragraphs(text: str) -> list[str]:
    """The paragraphs of a DocBook article: the text of each ``<para>`` that holds no other
    (an item of a list is its own ``<para>``), its markup removed, KDE's entities replaced
    (:data:`DOCBOOK_ENTITIES`), HTML's unescaped, whitespace collapsed, kept by
    :func:`is_prose`; a paragraph with an equation or a formula (:data:`_DOCBOOK_MATH`) or
    another entity is left out, and so are the index terms (``<indexterm>``)."""
    text = _DOCBOOK_INDEX.sub("", text)
    out = []
    for para in _DOCBOOK_PARA.findall(text):
        if _DOCBOOK_MATH.search(para):
            continue
        para = _DOCBOOK_TAG.sub("", para)
        para = re.sub(r"&([\w.-]+);", lambda m: DOCBOOK_ENTITIES.get(m.group(1), m.group()), para)
        if re.search(r"&[\w.-]+;", para):
            continue
        para = " ".join(html.unescape(para).split())
        if is_prose(para):
            out.append(para)
    return out


def kstars_texts(handbook: Path) -> dict[str, list[str]]:
    """KStars' English prose: ``astroinfo``, the paragraphs of its AstroInfo articles
    (:func:`astroinfo_files`, :func:`docbook_paragraphs`)."""
    paras = []
    for path in astroinfo_files(handbook):
        paras.extend(docbook_paragraphs(path.read_text(encoding="utf-8")))
    return {"astroinfo": paras}
