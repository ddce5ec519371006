"""The texts of other-domains-95: the messages of Revolution Software's two freeware adventure
games, Lure of the Temptress (1992) and Beneath a Steel Sky (1994), as Debian's
``lure-of-the-temptress`` and ``beneath-a-steel-sky`` ship them for ScummVM, read from the games'
data files without running ScummVM.

Both games keep their text compressed, each message a string of bits. Lure of the Temptress keeps
its English messages in three string tables of its first disk file (``en/Disk1.vga``, resources
``0x10`` to ``0x12``) and the code of each character (a bit sequence) in its support file
``lure.dat`` (resource ``0x3F19`` of the English block), which the package ships beside the disks
(:func:`lure_messages`). Beneath a Steel Sky keeps its English messages in eight text files of its
data file ``sky.dsk`` (numbers 60600 to 60607 of its directory ``sky.dnr``), each character a path
through a Huffman tree that the game's data does not hold: the tree is read from ScummVM's own
program (Debian's ``scummvm``), which holds the trees of every version of the game, the one kept
being the tree that decodes the most messages of the data into printable text
(:func:`sky_messages`). Both are read as ScummVM's ``lure`` and ``sky`` engines document the
formats.

A message is one paragraph: a line of dialogue (a speech bubble), a description of a thing or a
person the player looks at, a line the hero thinks aloud; kept as written, the capitals that Beneath
a Steel Sky puts on the stressed words included ("What do you want HIM for?"). Left out
(:func:`game_messages`): a message of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words
(the names of rooms, things and verbs), one that does not end as a sentence does (labels, menu
lines, lines of the documents of Beneath a Steel Sky's LINC terminal cut at the end of a line), one
that begins in lower case (the continuation of such a line), one with a character outside printable
ASCII (a glitch of Lure's data, the brackets of the font of Beneath a Steel Sky's LINC terminal)
or one with something of :data:`NOT_PROSE` (a text the game fills in as it runs, ``%1``; the
scrambled LINC files; the credits' lists of names).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS

#: Lure of the Temptress in Debian's ``lure-of-the-temptress`` (1.1+ds3-1): the English disk files
#: and the support file that ScummVM's tool made from the game's program
LURE_DATA = "usr/share/scummvm/lure-of-the-temptress"
#: Beneath a Steel Sky in Debian's ``beneath-a-steel-sky`` (0.0372-8, the CD version with speech):
#: the directory ``sky.dnr`` and the data file ``sky.dsk``
SKY_DATA = "usr/share/scummvm/beneath-a-steel-sky"
#: ScummVM's program in Debian's ``scummvm`` (2.7.0+dfsg-1), whose ``sky`` engine holds the
#: Huffman trees of Beneath a Steel Sky's text
SCUMMVM_PROGRAM = "usr/games/scummvm"
#: the files of other-domains-95: ``{file name: (source, kind)}``
LURE_STEEL_SKY_FILES = {
    "lure-of-the-temptress.txt": ("lure", "messages"),
    "beneath-a-steel-sky.txt": ("sky", "messages"),
}
#: the messages of other-domains-95 that an earlier set or a book of pd-fiction holds as a
#: paragraph, as they are written (29, none with he or she): stock lines of talk that the dialogue
#: of The Office (-15), Friends (-28), Seinfeld (-70), Riker's lines (-79), the AIML replies (-60),
#: Faker's quotations (-63), other games' dialogue (-33, -37, -40, -50, -59), Topical-Chat (-25)
#: and Ding's example sentences (-65) hold: left out
LURE_STEEL_SKY_IN_EARLIER = frozenset(
    (
        "Am I disturbing you?",
        "Can you open it?",
        "Good day to you.",
        "How can I help you?",
        "How do I know I can trust you?",
        "How may I help you?",
        "I can't do that.",
        "I don't believe this.",
        "I don't think so...",
        "I wish you the best of luck.",
        "Is there something wrong?",
        "Not that I know of.",
        "Of course I am!",
        "Pleased to meet you.",
        "Sorry, I don't understand.",
        "That's not what I had in mind.",
        "The door is locked.",
        "What are their names?",
        "What are you doing now?",
        "What are you doing?",
        "What are you making?",
        "What can you tell me?",
        "What did you do?",
        "What do you mean?",
        "What is your name?",
        "Where do you come from?",
        "Why did you do that?",
        "Why do you want to know?",
        "Why should I trust you?",
    )
)

#: the header of a resource file of Lure of the Temptress (a disk file, or a language's block of
#: ``lure.dat``), followed by a big-endian file number and :data:`_LURE_ENTRIES` entries of
#: ``id, unused, size extension, size, offset`` (little-endian; the offset counts 32-byte units
#: from the start of the block)
_LURE_HEADER = b"heywow"
_LURE_ENTRIES = 0xBF
#: ``lure.dat``'s code for English, the block of it that ScummVM reads for the English game
LURE_ENGLISH = 3
#: the resources of Lure's English ``Disk1.vga`` that hold the string tables, and the one that holds
#: the names and word fragments a message refers to by a character code of ``0xA0`` or more
LURE_STRING_TABLES = (0x10, 0x11, 0x12)
LURE_NAMES = 0x09
#: the resource of ``lure.dat``'s language block that holds the bit sequence of each character
LURE_DECODER = 0x3F19
#: Beneath a Steel Sky's English text files in ``sky.dnr`` (8 sections, language 0)
SKY_TEXT_FILES = tuple(range(60600, 60608))
#: a message that is no prose: a text the game fills in as it runs (``%1``, ``%2``: the thing or
#: the person the player names), Beneath a Steel Sky's scrambled LINC files (``Pfooen-%2nntA
#: OR_)C``) and the credits' lists of names (``D Marchant, P Coppins ... & P Hickman.``)
NOT_PROSE = re.compile(r"[%_^|{}<>#@=*+\\$&\[\]~]")


def lure_resources(data: bytes, start: int = 0) -> dict[int, bytes]:
    """The resources of the Lure resource file (or ``lure.dat`` block) that begins at ``start`` of
    ``data``: ``{id: bytes}``."""
    if data[start : start + 6] != _LURE_HEADER:
        raise ValueError("not a resource file of Lure of the Temptress")
    out = {}
    for i in range(_LURE_ENTRIES):
        pos = start + 8 + 8 * i
        rid, _, extension, size, offset = struct.unpack("<HBBHH", data[pos : pos + 8])
        if rid == 0xFFFF:
            break
        begin = start + offset * 0x20
        out[rid] = data[begin : begin + size + (0x10000 if extension else 0)]
    return out


def lure_support(path: Path, language: int = LURE_ENGLISH) -> dict[int, bytes]:
    """The resources of the block of ``lure.dat`` for ``language``: after its header (``lure``
    and a version), entries of a language code and the offset (32-bit) of its block, up to
    ``0xFF``."""
    data = path.read_bytes()
    pos = 6
    while data[pos] != 0xFF:
        code, offset = data[pos], struct.unpack("<I", data[pos + 1 : pos + 5])[0]
        if code == language:
            return lure_resources(data, offset)
        pos += 5
    raise ValueError(f"{path} has no block for language {language}")


def lure_decoder(table: bytes) -> dict[str, int]:
    """The characters of Lure's messages by bit sequence (``"0100"`` -> ``e``) from the decoder
    resource of ``lure.dat``: each entry a character (a byte) and its bits as the digits ``0``
    and ``1``, ended by a NUL; ``0xFF`` after the last."""
    codes = {}
    pos = 0
    while pos < len(table) and table[pos] != 0xFF:
        end = table.index(b"\0", pos + 1)
        codes[table[pos + 1 : end].decode("ascii")] = table[pos]
        pos = end + 1
    return codes


class _Bits:
    """The bits of ``data`` from byte ``pos``, most significant first, from the bit ``mask``."""

    def __init__(self, data: bytes, pos: int, mask: int) -> None:
        self.data, self.pos, self.mask = data, pos, mask

    def read(self) -> int:
        bit = 1 if self.data[self.pos] & self.mask else 0
        self.mask >>= 1
        if not self.mask:
            self.mask = 0x80
            self.pos += 1
        return bit


def _message_start(table: bytes, number: int) -> tuple[int, int]:
    """Where message ``number`` of a string table of the games begins: its byte and its bit
    (counted in pairs). The table opens with the offsets (16-bit) of its list of lengths and of
    its bits, then the length of each run of 32 messages (16-bit), then the length of each
    message (a byte; with ``0x80`` set, its low bits times 8), the lengths counted in pairs of
    bits."""
    lengths, bits = struct.unpack("<HH", table[:4])
    total = sum(struct.unpack("<H", table[4 + 2 * i : 6 + 2 * i])[0] for i in range(number >> 5))
    block = lengths + (number & 0xFFE0)
    for skip in table[block : block + (number & 0x1F)]:
        total += skip if not skip & 0x80 else (skip & 0x7F) << 3
    return bits + (total >> 2), total & 3


def lure_message(table: bytes, number: int, codes: dict[str, int], names: bytes) -> str:
    """Message ``number`` of one of Lure's string tables, as ScummVM's ``lure`` engine reads it:
    after the bits that skip to it and the flag of its articles, characters by their bit
    sequences (:func:`lure_decoder`) up to the NUL; a character of ``0xA0`` or more stands for a
    name or a word fragment of the names resource; ``%`` and the character after it are kept
    (a text filled in as the game runs)."""
    pos, pairs = _message_start(table, number)
    bits = _Bits(table, pos, 0x80 >> (2 * pairs))
    while bits.read():
        bits.pos += 2
    bits.read()  # whether the game puts an article before the filled-in names
    out = []
    longest = max(map(len, codes))
    while True:
        seq = ""
        while seq not in codes:
            if len(seq) == longest:
                raise ValueError(f"no character of Lure's code begins {seq}")
            seq += str(bits.read())
        char = codes[seq]
        if char == 0:
            return "".join(out)
        if char >= 0xA0:
            start = struct.unpack("<H", names[2 * (char - 0xA0) : 2 * (char - 0xA0) + 2])[0]
            out.append(names[start : names.index(b"\0", start)].decode("latin-1"))
        else:
            out.append(chr(char))


def lure_messages(root: Path) -> list[str]:
    """Lure of the Temptress's English messages in the order of their numbers: the messages of
    the three string tables of ``en/Disk1.vga`` (:data:`LURE_STRING_TABLES`), each numbered from
    1 to the length of its list of lengths (the difference of its two offsets) less one, read
    with the code of ``lure.dat``'s English block (:func:`lure_message`)."""
    data = root / LURE_DATA
    disk = lure_resources((data / "en" / "Disk1.vga").read_bytes())
    codes = lure_decoder(lure_support(data / "lure.dat")[LURE_DECODER])
    out = []
    for rid in LURE_STRING_TABLES:
        table = disk[rid]
        lengths, bits = struct.unpack("<HH", table[:4])
        for number in range(1, bits - lengths):
            out.append(lure_message(table, number, codes, disk[LURE_NAMES]))
    return out


def sky_file(root: Path, number: int) -> bytes:
    """File ``number`` of Beneath a Steel Sky's ``sky.dsk``, found in ``sky.dnr`` (a count, then
    entries of 8 bytes: the number, the offset in 24 bits and the size and flags in 24 bits); the
    text files are stored uncompressed (the flag ``0x800000`` of their size), at the offset as
    it is (with ``0x800000`` set, in units of 16 bytes)."""
    data = root / SKY_DATA
    dnr = (data / "sky.dnr").read_bytes()
    for i in range(struct.unpack("<I", dnr[:4])[0]):
        entry = dnr[4 + 8 * i : 12 + 8 * i]
        if struct.unpack("<H", entry[:2])[0] != number:
            continue
        offset = int.from_bytes(entry[2:5], "little")
        flags = int.from_bytes(entry[5:8], "little")
        if not flags & 0x800000:
            raise ValueError(f"file {number} of sky.dsk is compressed")
        if offset & 0x800000:
            offset = (offset & 0x7FFFFF) << 4
        with open(data / "sky.dsk", "rb") as dsk:
            dsk.seek(offset)
            return dsk.read(flags & 0x3FFFFF)
    raise ValueError(f"sky.dnr has no file {number}")


def huffman_trees(program: bytes) -> list[list[tuple[int, int, int]]]:
    """The Huffman trees of Beneath a Steel Sky's text that ScummVM's program holds: arrays of
    nodes of three bytes (left child, right child, character), the root first, whose internal
    nodes have children after them and a character of 0, whose leaves have no children, every
    node reached once from the root, of 60 to 300 nodes, with the leaves NUL, space and ``e``
    among them; in the order of the program."""
    trees = []
    for m in re.finditer(rb"\x01[\x02-\xff]\x00\x02[\x03-\xff]\x00", program):
        base = m.start()
        seen: set[int] = set()
        stack = [0]
        leaves = set()
        while stack:
            k = stack.pop()
            if k in seen or k > 300:
                break
            seen.add(k)
            left, right, value = program[base + 3 * k : base + 3 * k + 3]
            if left == right == 0:
                leaves.add(value)
            elif left <= k or right <= k or value:
                break
            else:
                stack += [left, right]
        else:
            if 60 <= len(seen) and seen == set(range(len(seen))) and {0, 32, 101} <= leaves:
                nodes = program[base : base + 3 * len(seen)]
                trees.append([tuple(nodes[i : i + 3]) for i in range(0, len(nodes), 3)])
    return trees


def sky_message(data: bytes, number: int, tree: list[tuple[int, int, int]]) -> bytes:
    """Message ``number`` of one of Beneath a Steel Sky's text files, as ScummVM's ``sky``
    engine reads it: from its start (:func:`_message_start`), each character the leaf reached by
    following the bits (least significant last) through ``tree`` from its root, up to the NUL."""
    pos, pairs = _message_start(data, number)
    bit = ((pairs ^ 3) + 1) << 1
    out = bytearray()
    while True:
        node = 0
        while True:
            if bit:
                bit -= 1
            else:
                pos += 1
                bit = 7
            left, right, _ = tree[node]
            node = right if (data[pos] >> bit) & 1 else left
            if tree[node][0] == tree[node][1] == 0:
                break
        if not tree[node][2]:
            return bytes(out)
        out.append(tree[node][2])
        if len(out) > 4000:
            raise ValueError("no end of message")


def sky_messages(root: Path) -> list[str]:
    """Beneath a Steel Sky's English messages in the order of their files and numbers: each text
    file of :data:`SKY_TEXT_FILES`, numbered from 0 to the length of its list of lengths less
    one, decoded with the tree of :func:`huffman_trees` that decodes the most messages of all the
    files into printable ASCII (ties: the first in the program)."""
    files = [sky_file(root, n) for n in SKY_TEXT_FILES]
    best: tuple[int, list[str]] = (-1, [])
    for tree in huffman_trees((root / SCUMMVM_PROGRAM).read_bytes()):
        messages = []
        try:
            for data in files:
                lengths, bits = struct.unpack("<HH", data[:4])
                messages += [sky_message(data, n, tree) for n in range(bits - lengths)]
        except (IndexError, ValueError):
            continue
        score = sum(all(32 <= c < 127 for c in m) for m in messages)
        if score > best[0]:
            best = (score, [m.decode("latin-1") for m in messages])
    if best[0] < 0:
        raise ValueError(f"no Huffman tree in {SCUMMVM_PROGRAM} decodes Beneath a Steel Sky's text")
    return best[1]


def game_messages(messages: list[str]) -> list[str]:
    """The messages kept as paragraphs, whitespace collapsed: of
    :data:`~other_text.common.NEWS_MIN_WORDS` words or more, ending as a sentence does or as a
    line broken off (:data:`~other_text.common.GAME_SENTENCE_END`), not beginning in lower case,
    all in printable ASCII, with nothing of :data:`NOT_PROSE` or
    :data:`~other_text.common.GAME_FILLED`."""
    out = []
    for message in messages:
        para = " ".join(message.split())
        if len(para.split()) < NEWS_MIN_WORDS or not GAME_SENTENCE_END.search(para):
            continue
        if para[:1].islower() or not all(" " <= c <= "~" for c in para):
            continue
        if NOT_PROSE.search(para) or GAME_FILLED.search(para):
            continue
        out.append(para)
    return out


def lure_steel_sky_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-95 by source and kind (:data:`LURE_STEEL_SKY_FILES`), from
    the packages unpacked under ``root``: ``{"lure": {"messages": ...}, "sky": {"messages":
    ...}}`` (:func:`lure_messages`, :func:`sky_messages`, :func:`game_messages`)."""
    return {
        "lure": {"messages": game_messages(lure_messages(root))},
        "sky": {"messages": game_messages(sky_messages(root))},
    }
