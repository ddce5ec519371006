"""The games of other-domains-48: the data of NetHack 3.6.6 (its encyclopedia, its tribute to
Terry Pratchett, the oracles and the rumors, read from the game's dlb archive ``nhdat``), the
English texts and the manual of FreeCol 1.0.0, and the story and descriptions of Endgame:
Singularity 1.0.0.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, game_paragraphs, paragraphs

#: NetHack's data library in Debian's ``nethack-common`` (3.6.6): a dlb archive of the files
#: ``makedefs`` compiled (the encyclopedia ``data``, ``oracles``, ``rumors``) and of those copied
#: as they are (``tribute``), which other-domains-48 reads (:func:`dlb_members`)
NETHACK_ARCHIVE = "usr/lib/games/nethack/nhdat"
#: FreeCol's English strings in Debian's ``freecol`` (1.0.0), which other-domains-48 reads
FREECOL_STRINGS = "usr/share/games/freecol/strings/FreeColMessages.properties"
#: FreeCol's manual (its LaTeX made HTML by TeX4ht) in Debian's ``freecol``
FREECOL_MANUAL = "usr/share/doc/freecol/FreeCol.html"
#: Endgame: Singularity's data in Debian's ``singularity`` (1.0.0); its English texts are the
#: files' own (the translations are the ``.po`` files of ``i18n``)
SINGULARITY_DATA = "usr/lib/python3/dist-packages/singularity/data"
#: the files of other-domains-48, each with its game and the kind of text of
#: :func:`nethack_texts`, :func:`freecol_texts` or :func:`singularity_texts` it holds
GAME_DATA_FILES = {
    "nethack-encyclopedia.txt": ("nethack", "encyclopedia"),
    "nethack-tribute.txt": ("nethack", "tribute"),
    "nethack-oracles.txt": ("nethack", "oracles"),
    "nethack-rumors.txt": ("nethack", "rumors"),
    "freecol-founding-fathers.txt": ("freecol", "fathers"),
    "freecol-descriptions.txt": ("freecol", "descriptions"),
    "freecol-manual.txt": ("freecol", "manual"),
    "singularity-story.txt": ("singularity", "story"),
    "singularity-descriptions.txt": ("singularity", "descriptions"),
}

#: the paragraphs of other-domains-48 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: nine stock lines of the
#: tribute's Pratchett ("What are you doing?", "There was a pause."; in the movie dialogues of
#: other-domains-19, The Office, Friends, FOLDOC, Crossfire and the books) and four rumors that
#: are fortunes of other-domains (two also in the NLP corpus of other-domains-20): left out
GAME_DATA_IN_EARLIER = frozenset(
    (
        "I BEG YOUR PARDON?",
        '"You know what I mean!"',
        '"What are you doing?"',
        '"What did you do?"',
        '"I\'m going to die?"',
        '"What do you mean, you don\'t know?"',
        '"How does it work?"',
        '"Where did it come from?"',
        "There was a pause.",
        "Two wrongs don't make a right, but three lefts do.",
        "Half Moon tonight. (At least it's better than no Moon at all.)",
        "If you can't learn to do it well, learn to enjoy doing it badly.",
        "Screw up your courage! You've screwed up everything else.",
    )
)

#: the openings of the paragraphs of other-domains-48 at least half of whose runs of ten words
#: (case and punctuation aside) one file of an earlier set or one book of pd-fiction holds: the
#: same quotation as it is written there, cut or punctuated otherwise: passages of the books of
#: pd-fiction the encyclopedia quotes (Sylvie and Bruno Concluded, The White Company,
#: Frankenstein twice, Dracula twice, Moby Dick), the poems, songs and definitions that the
#: fortunes and the Devil's Dictionary of other-domains hold (Carroll's crocodile, Tolkien's
#: Three Rings and songs, Frost's Fire and Ice; NEWTONIAN, PHYSICIAN, POTABLE), the Hippocratic
#: oath of GCIDE (other-domains-5), a tale of Aladdin in the NLP corpus (-20), a tweet (-9), a
#: rumor and two passages of the tribute that are fortunes: left out (:func:`game_data_texts`)
GAME_DATA_QUOTED_EARLIER = (
    "NEWTONIAN, adj. Pertaining to a",
    '"Now, this third handkerchief,"',
    '"Stand to it, my hearts of gold,"',
    "How doth the little crocodile Improve",
    "How cheerfully he seems to grin",
    "A Elbereth Gilthoniel, silivren",
    "Some say the world will end in",
    "With an anxiety that almost amounted",
    "How can I describe my emotions",
    "1 November - All day long we have",
    "I swear by Apollo the physician,",
    "PHYSICIAN, n. One upon whom we",
    "But as for Queequeg -- why, Queequeg",
    '"Alas! child," she said, "I have',
    "Hey! now! Come hoy now! Whither",
    "POTABLE, n. Suitable for drinking.",
    "Three Rings for the Elven-kings",
    "He can transform himself to wolf,",
    "> How much wood could a woodchuck",
    "The best equipment for your work",
    '"I assure you the thought never',
    "It is a well known fact that warriors",
)

#: the header of a dlb archive (NetHack's ``src/dlb.c``): the library's version, the number of
#: its members, the size of their names, the size of the directory and of the whole archive
_DLB_HEADER = re.compile(rb"\A\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\n")
#: an entry of a dlb archive's directory: ``n``, the member's name and its offset
_DLB_ENTRY = re.compile(rb"n(\S+) +(\d+)\n")
#: the first line ``makedefs`` writes at the head of every file it compiles
_MAKEDEFS_HEADER = "#\tThis data file is generated by 'makedefs'.  Do not edit. \n"
#: an entry of the index of the compiled encyclopedia: the offset of its text (from the text's
#: start) and its number of lines, after the lines of the names it is looked up by
_ENCYCLOPEDIA_TEXT = re.compile(r"^(\d+),(\d+)$", re.M)
#: the line that parts two oracles (``---``, not encrypted in the compiled file)
_ORACLE_BREAK = "---"
#: the padding ``makedefs`` adds to a short rumor so that each is as likely to be picked
_RUMOR_PAD = "_"
#: the two sections of the rumors (their offsets in the file's second line): the true rumors and
#: the false ones (``%d,%ld,%lx;%d,%ld,%lx;0,0,%lx``: count, size and offset of each, the end)
_RUMOR_OFFSETS = re.compile(r"^\d+,\d+,([0-9a-f]+);\d+,\d+,([0-9a-f]+);0,0,([0-9a-f]+)$")
#: the section of the tribute that holds the passages of Pratchett's books (not ``Death``,
#: the one-line sayings of Death in capitals)
_TRIBUTE_BOOKS = "books"
#: a word or words in italics in the tribute (``/on/``, ``/Sourcery/``, ``/un/certainty``, over a
#: line's end too, not over a blank line): the slashes removed, the words kept; not the slash of
#: ``and/or`` or of the run-together ``hwun/two/three/four/``
_TRIBUTE_ITALICS = re.compile(r"(?<![\w/])/([^\s/](?:[^/\n]|\n(?![ \t]*\n))*?)/(?!/)")
#: a word or words in italics in the encyclopedia (``_Felis tigris_``, ``_I_``, over a line's end
#: too): the underscores removed, the words kept
_ENCYCLOPEDIA_ITALICS = re.compile(r"(?<![\w_])_([^_\s](?:[^_]*?[^_\s])?)_(?![\w_])")
#: the line that tells where a passage or quote is from (``[ The Hobbit, by J.R.R. Tolkien ]``)
_SOURCE_LINE = re.compile(r"^\s*\[[^\[\]]+\]\s*$")


def dlb_members(path: Path) -> dict[str, bytes]:
    """The members of NetHack's dlb archive ``path`` (``nhdat``), by name: a header line
    (:data:`_DLB_HEADER`), a directory of a line for each member (:data:`_DLB_ENTRY`: its name
    and its offset in the archive) and the members one after another, each up to the next's
    offset (the last up to the archive's size); the directory is a member too, ``Directory``."""
    data = path.read_bytes()
    header = _DLB_HEADER.match(data)
    if header is None:
        raise ValueError(f"{path}: not a dlb archive")
    count, dir_size, total = int(header[2]), int(header[4]), int(header[5])
    entries = _DLB_ENTRY.findall(data, header.end(), dir_size)
    if len(entries) != count:
        raise ValueError(f"{path}: {len(entries)} members in the directory, {count} in the header")
    offsets = [(name.decode("ascii"), int(off)) for name, off in entries]
    ends = [off for _, off in offsets[1:]] + [total]
    return {name: data[off:end] for (name, off), end in zip(offsets, ends, strict=True)}


def xcrypt(text: str) -> str:
    """NetHack's ``xcrypt`` (``src/hacklib.c``), which ``makedefs`` uses to hide the rumors and
    the oracles and the game to read them (its own inverse): each character with bit 32 or 64
    set is xor'ed with a mask that runs 1, 2, 4, 8, 16, 1, ... over the line's characters."""
    out = []
    mask = 1
    for ch in text:
        code = ord(ch)
        if code & (32 | 64):
            code ^= mask
        out.append(chr(code))
        mask <<= 1
        if mask >= 32:
            mask = 1
    return "".join(out)


def _after_makedefs_header(member: bytes) -> str:
    text = member.decode("latin-1")
    if not text.startswith(_MAKEDEFS_HEADER):
        raise ValueError("not a file compiled by makedefs")
    return text[len(_MAKEDEFS_HEADER) :]


def encyclopedia_entries(member: bytes) -> list[str]:
    """The texts of NetHack's compiled encyclopedia (``data``, made by ``makedefs -d`` from
    ``dat/data.base``), in the order they are written: after the header, the offset (hex) at
    which the texts begin, then the index (each entry the names it is looked up by and a line
    ``offset,lines``, :data:`_ENCYCLOPEDIA_TEXT`), then the texts, each its lines from its offset,
    the leading tab of each line removed and its italics' underscores
    (:data:`_ENCYCLOPEDIA_ITALICS`). Each text once (a text is one entry; the index's last, ``.``,
    has none)."""
    text = _after_makedefs_header(member)
    start_line = text.partition("\n")[0]
    start = int(start_line, 16)
    whole = member.decode("latin-1")
    index = whole[len(_MAKEDEFS_HEADER) + len(start_line) + 1 : start]
    texts = []
    for offset, count in sorted({(int(o), int(n)) for o, n in _ENCYCLOPEDIA_TEXT.findall(index)}):
        lines, pos = [], start + offset
        for _ in range(count):
            end = whole.index("\n", pos)
            lines.append(whole[pos:end].removeprefix("\t"))
            pos = end + 1
        if lines:
            texts.append(_ENCYCLOPEDIA_ITALICS.sub(r"\1", "\n".join(lines)))
    return texts


def quotation_paragraphs(texts: list[str]) -> list[str]:
    """The paragraphs of the encyclopedia's texts and of the tribute's passages: each text split
    at its blank lines, whitespace collapsed; the line that tells where a quote is from
    (``[ The Hobbit, by J.R.R. Tolkien ]``, :data:`_SOURCE_LINE`) is kept at the end of the
    paragraph it closes, as the encyclopedia writes it (the tribute writes it after a blank
    line: it is joined to the paragraph before). A paragraph of fewer than
    :data:`NEWS_MIN_WORDS` words or with a text filled in as the game runs (:data:`GAME_FILLED`)
    is left out."""
    out = []
    for text in texts:
        paras: list[str] = []
        for para in paragraphs(text):
            if paras and _SOURCE_LINE.match(para):
                paras[-1] = f"{paras[-1]} {para}"
            else:
                paras.append(para)
        out.extend(
            p for p in paras if len(p.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(p)
        )
    return out


def oracle_texts(member: bytes) -> list[str]:
    """The oracles of NetHack's compiled ``oracles`` (``makedefs -h``): after the header, their
    number, the offset (hex) of each and of the file's end, the oracles' lines, each encrypted
    (:func:`xcrypt`), the oracles parted by a line ``---`` (:data:`_ORACLE_BREAK`, not
    encrypted)."""
    lines = _after_makedefs_header(member).split("\n")
    count = int(lines[0])
    texts, current = [], []
    for line in lines[2 + count :]:
        if line == _ORACLE_BREAK:
            texts.append("\n".join(current))
            current = []
        else:
            current.append(xcrypt(line).rstrip())
    texts.append("\n".join(current))
    return [t for t in texts if t.strip()]


def rumor_lines(member: bytes) -> list[str]:
    """The rumors of NetHack's compiled ``rumors`` (``makedefs -r``), the true ones, then the
    false ones: after the header, a line of the offsets of the two sections
    (:data:`_RUMOR_OFFSETS`), then a rumor a line, each encrypted (:func:`xcrypt`) and a short
    one padded with ``_`` (:data:`_RUMOR_PAD`), which is removed."""
    text = _after_makedefs_header(member)
    offsets = _RUMOR_OFFSETS.match(text.partition("\n")[0])
    if offsets is None:
        raise ValueError("rumors: no offsets of the true and false rumors")
    true_at, false_at, end = (int(x, 16) for x in offsets.groups())
    raw = member.decode("latin-1")
    out = []
    for section in (raw[true_at:false_at], raw[false_at:end]):
        out.extend(xcrypt(line).rstrip(_RUMOR_PAD) for line in section.split("\n") if line)
    return out


def tribute_passages(member: bytes) -> list[str]:
    """The passages of the section ``books`` of NetHack's ``tribute`` (copied into the archive as
    it is written: ``%section``, ``%title``, ``%passage N`` ... ``%e passage``, ``#`` comments),
    each passage's lines, its italics' slashes removed (:data:`_TRIBUTE_ITALICS`); the section
    ``Death`` (Death's one-line sayings, in capitals) is not read."""
    section = None
    passages: list[str] = []
    current: list[str] | None = None
    for line in member.decode("utf-8").split("\n"):
        if line.startswith("#"):
            continue
        if line.startswith("%section "):
            section = line.split(None, 1)[1].strip()
        elif line.startswith("%passage"):
            current = []
        elif line.startswith("%e passage"):
            if current is not None and section == _TRIBUTE_BOOKS:
                passages.append(_TRIBUTE_ITALICS.sub(r"\1", "\n".join(current)))
            current = None
        elif line.startswith("%"):
            continue
        elif current is not None:
            current.append(line)
    return passages


def nethack_texts(archive: Path) -> dict[str, list[str]]:
    """The paragraphs of NetHack's texts by kind (:data:`GAME_DATA_FILES`): the encyclopedia
    and the tribute's passages (:func:`quotation_paragraphs`), the oracles (each split at its
    blank lines) and the rumors (each a paragraph) through :func:`game_paragraphs`."""
    members = dlb_members(archive)
    encyclopedia = encyclopedia_entries(members["data"])
    return {
        "encyclopedia": quotation_paragraphs(encyclopedia),
        "tribute": quotation_paragraphs(tribute_passages(members["tribute"])),
        "oracles": [p for t in oracle_texts(members["oracles"]) for p in game_paragraphs(t)],
        "rumors": [p for r in rumor_lines(members["rumors"]) for p in game_paragraphs(r)],
    }


#: the keys of FreeCol's English strings read, each with the kind of its text: the founding
#: fathers' biographies (``model.foundingFather.<name>.text``), and the descriptions of the
#: founding fathers' effects, units, buildings, goods, tiles, resources, tile improvements and
#: nation types, the results of exploring a lost city rumour, the monarch's messages and the
#: events of the history (a pattern matched against the whole key)
FREECOL_KINDS = (
    (re.compile(r"model\.foundingFather\.\w+\.text"), "fathers"),
    (
        re.compile(
            r"model\.(?:foundingFather|unit|building|goods|tile|resource|improvement|nationType"
            r"|lostCityRumour|historyEventType)\.[\w.]+\.description"
            r"|model\.monarch\.action\.\w+\.text"
        ),
        "descriptions",
    ),
)
#: a text of FreeCol filled in as the game runs or with markup: a ``%field%``, a
#: ``{{plural:...}}`` or ``{{tag:...}}`` of its templates, HTML
_FREECOL_FILLED = re.compile(r"%\w*%|\{\{|<[^<>]*>")


def properties(path: Path) -> dict[str, str]:
    """The keys and values of a Java ``.properties`` file as FreeCol writes its strings: a
    ``key=value`` a line, ``#`` comments; a value's escapes (``\\n``, ``\\uXXXX``, ``\\=``)
    undone; a line that ends with a backslash goes on on the next."""
    out: dict[str, str] = {}
    pending = ""
    for line in path.read_text(encoding="utf-8").split("\n"):
        line = pending + line.lstrip() if pending else line
        if line.endswith("\\") and not line.endswith("\\\\"):
            pending = line[:-1]
            continue
        pending = ""
        if not line.strip() or line.lstrip().startswith(("#", "!")) or "=" not in line:
            continue
        key, value = line.split("=", 1)
        out[key.strip()] = _properties_unescape(value.strip())
    return out


def _properties_unescape(value: str) -> str:
    def one(m: re.Match) -> str:
        esc = m.group(1)
        if esc.startswith("u"):
            return chr(int(esc[1:], 16))
        return {"n": "\n", "t": "\t", "r": "\r", "f": "\f"}.get(esc, esc)

    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)", one, value)


#: a paragraph of FreeCol's manual (TeX4ht's ``<p class="indent">`` or ``"noindent"``), up to
#: the next paragraph, heading, list, table, figure or float (TeX4ht leaves most ``</p>`` out)
_MANUAL_PARAGRAPH = re.compile(
    r"<p\b[^>]*>(.*?)(?=<p\b|</p>|<h\d|<div|<table|<ul|<ol|<dl|</li|</dd|</body)", re.S
)
_TAG = re.compile(r"<[^>]*>")
#: a paragraph of the manual that is about commands or files, not prose: a command line's
#: option (``--fullscreen``), a Java archive or a file's path
_MANUAL_CODE = re.compile(r"(?:^|\s)--\w|\.jar\b|\w/\w+/|~/|\\")
#: a line of the manual's tables of keys and of the letters of a unit's orders (``d: disband
#: the active unit.``, ``ctrl-c: center on ...``, ``plus or equals: zoom in.``, ``F: the unit is
#: ... fortified.``)
_MANUAL_KEYS = re.compile(r"^(?:\S{1,2}|(?:ctrl|alt|shift)-\S+|[a-z]+(?: or [a-z]+)?): [a-z]")
#: the manual's copyright line, after which come only its licences (GPL, GFDL, CC-BY-SA): the
#: manual is read up to it
_MANUAL_LICENCE = "Copyright \N{COPYRIGHT SIGN}"


def manual_paragraphs(path: Path) -> list[str]:
    """The paragraphs of FreeCol's HTML manual (:data:`_MANUAL_PARAGRAPH`), tags removed, HTML
    entities undone, whitespace collapsed (TeX4ht's ligatures, ``ﬁ``, undone); those that are
    commands or files (:data:`_MANUAL_CODE`) or keys (:data:`_MANUAL_KEYS`) left out, the
    copyright line and the licences after it not read (:data:`_MANUAL_LICENCE`);
    :func:`game_paragraphs` (fewer than :data:`NEWS_MIN_WORDS` words, not ending as a sentence:
    a caption, a table's cell)."""
    text = path.read_text(encoding="latin-1")
    out = []
    for block in _MANUAL_PARAGRAPH.findall(text):
        para = " ".join(html.unescape(_TAG.sub("", block)).split())
        para = para.replace("\ufb01", "fi").replace("\ufb02", "fl").replace("\ufb00", "ff")
        if para.startswith(_MANUAL_LICENCE):
            break
        if _MANUAL_CODE.search(para) or _MANUAL_KEYS.search(para):
            continue
        out.extend(game_paragraphs(para))
    return out


def freecol_texts(root: Path) -> dict[str, list[str]]:
    """The paragraphs of FreeCol's texts by kind (:data:`GAME_DATA_FILES`): the strings of the
    keys of :data:`FREECOL_KINDS`, in the file's order, those filled in as the game runs or with
    markup (:data:`_FREECOL_FILLED`) left out, through :func:`game_paragraphs`; the manual
    (:func:`manual_paragraphs`)."""
    texts: dict[str, list[str]] = {"fathers": [], "descriptions": []}
    for key, value in properties(root / FREECOL_STRINGS).items():
        for pattern, kind in FREECOL_KINDS:
            if pattern.fullmatch(key):
                if not _FREECOL_FILLED.search(value):
                    texts[kind].extend(game_paragraphs(value))
                break
    texts["manual"] = manual_paragraphs(root / FREECOL_MANUAL)
    return texts


#: the files of Endgame: Singularity's English descriptions read, in this order, and the keys
#: of each taken: the technologies' descriptions and what their research gives (``result``),
#: the bases', items', jobs' and events' descriptions, the groups' messages when they find a base
#: (``discover_desc``), what the dangers of a research ask (``research_desc``) and the
#: knowledge base's concepts (``knowledge_str.dat``: ``*_list = Name | text``, the text)
SINGULARITY_DESCRIPTIONS = (
    ("techs_str.dat", ("description", "result")),
    ("bases_str.dat", ("description",)),
    ("items_str.dat", ("description",)),
    ("tasks_str.dat", ("description",)),
    ("events_str.dat", ("description",)),
    ("groups_str.dat", ("discover_desc",)),
    ("dangers_str.dat", ("research_desc",)),
    ("knowledge_str.dat", ("*_list",)),
)
#: the story of Endgame: Singularity (``story.dat``: ``[Section]``, then the story's lines, each
#: after ``|``; a blank line a new dialog, a line ``|`` alone a new paragraph)
SINGULARITY_STORY = "story.dat"


def singularity_texts(folder: Path) -> dict[str, list[str]]:
    """The paragraphs of Endgame: Singularity's English texts by kind (:data:`GAME_DATA_FILES`):
    the story (:data:`SINGULARITY_STORY`: its lines after ``|`` over a blank line or a ``|``
    alone joined into a paragraph, ``#`` comments and the ``[Section]`` lines left out), and the
    descriptions (:data:`SINGULARITY_DESCRIPTIONS`, ``key = value`` lines, ``#`` comments left
    out); each through :func:`game_paragraphs` (``{BASE}``, ``<<This text should not appear>>``,
    fewer than :data:`NEWS_MIN_WORDS` words, not a sentence)."""
    story_lines = []
    for line in (folder / SINGULARITY_STORY).read_text(encoding="utf-8").split("\n"):
        if line.startswith("#"):
            continue
        if line.startswith("["):
            story_lines.append("")
        else:
            story_lines.append(line.removeprefix("|"))
    story = [p for p in paragraphs("\n".join(story_lines)) for p in game_paragraphs(p)]
    descriptions = []
    for name, keys in SINGULARITY_DESCRIPTIONS:
        for line in (folder / name).read_text(encoding="utf-8").split("\n"):
            if line.startswith("#") or "=" not in line:
                continue
            key, value = (s.strip() for s in line.split("=", 1))
            if keys == ("*_list",):
                if not key.endswith("_list") or "|" not in value:
                    continue
                value = value.split("|", 1)[1]
            elif key not in keys:
                continue
            descriptions.extend(game_paragraphs(value.replace("\\n", "\n")))
    return {"story": story, "descriptions": descriptions}


def game_data_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-48 by game and kind (:data:`GAME_DATA_FILES`):
    :func:`nethack_texts`, :func:`freecol_texts` and :func:`singularity_texts` of the packages
    unpacked under ``root``, those that begin as one of :data:`GAME_DATA_QUOTED_EARLIER` does
    left out."""
    by_game = {
        "nethack": nethack_texts(root / NETHACK_ARCHIVE),
        "freecol": freecol_texts(root),
        "singularity": singularity_texts(root / SINGULARITY_DATA),
    }
    return {
        game: {
            kind: [p for p in paras if not p.startswith(GAME_DATA_QUOTED_EARLIER)]
            for kind, paras in kinds.items()
        }
        for game, kinds in by_game.items()
    }
