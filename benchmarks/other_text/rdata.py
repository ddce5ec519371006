"""A reader of R's serialization format, so that R is not needed: the tweets of Donald Trump that
dslabs ships in Debian's ``r-cran-dslabs`` (other-domains-14), and the data frames of
``r-cran-modeldata`` that other-domains-54 reads (:mod:`other_text.library_data`).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import struct
from pathlib import Path

from .common import keep_new


class _RSerial:
    """A reader of R's XDR serialization, enough for a data frame of logical, integer, double
    and character columns (lists, pairlists of attributes, symbols and references)."""

    def __init__(self, data: bytes):
        self.data, self.pos, self.refs = data, 0, []

    def _int(self) -> int:
        (value,) = struct.unpack_from(">i", self.data, self.pos)
        self.pos += 4
        return value

    def read(self) -> object:
        if self.data[:2] != b"X\n":
            raise ValueError("not R's XDR serialization")
        self.pos = 2
        version = self._int()
        self.pos += 8  # the writer's and the minimal reader's R versions
        if version == 3:
            self.pos += 4 + self._int()  # the native encoding
        return self._item()

    def _item(self) -> object:
        flags = self._int()
        kind, has_attr, has_tag = flags & 0xFF, flags & 0x200, flags & 0x400
        if kind in (242, 251, 252, 253, 254):  # environments, missing and NULL: nothing here
            return None
        if kind == 255:  # a reference to an earlier symbol
            index = flags >> 8 or self._int()
            return self.refs[index - 1]
        if kind == 1:  # a symbol
            symbol = ("symbol", self._item())
            self.refs.append(symbol)
            return symbol
        if kind == 9:  # one string
            size = self._int()
            if size == -1:
                return None
            self.pos += size
            return self.data[self.pos - size : self.pos].decode("utf-8", "replace")
        if kind == 2:  # a pairlist (attributes): [(tag, value), ...]
            if has_attr:
                self._item()
            tag = self._item() if has_tag else None
            head = [(tag[1] if tag else None, self._item())]
            rest = self._item()
            return head + rest if isinstance(rest, list) else head
        if kind in (10, 13, 14):  # logical, integer, double
            size = self._int()
            fmt, width = (">%dd", 8) if kind == 14 else (">%di", 4)
            values = list(struct.unpack_from(fmt % size, self.data, self.pos))
            self.pos += width * size
        elif kind in (16, 19):  # character vector, list
            values = [self._item() for _ in range(self._int())]
        else:
            raise ValueError(f"R type {kind} is not read here")
        attrs = dict(self._item()) if has_attr else {}
        names = attrs.get("names")
        return dict(zip(names, values)) if names and kind == 19 else values


def r_lazy_data(prefix: Path, name: str) -> object:
    """Object ``name`` of an R package's lazy-load database (``prefix.rdx`` and ``.rdb``); a
    data frame as ``{column: values}``.

    Each object is stored as its length (4 bytes) and its serialization compressed as R's
    ``makeLazyLoadDB`` writes it: with zlib after the length alone (``compress = TRUE``), or after
    a type byte, ``Z`` for xz (a raw LZMA2 stream), ``2`` for bzip2, ``1`` for zlib, ``0`` for
    none (``compress = 2`` or ``3``).
    """
    import bz2
    import lzma
    import zlib

    index = _RSerial(gzip.decompress(prefix.with_suffix(".rdx").read_bytes())).read()
    offset, size = (int(v) for v in index["variables"][name])
    with open(prefix.with_suffix(".rdb"), "rb") as f:
        f.seek(offset)
        raw = f.read(size)
    kind = raw[4:5]
    if kind == b"Z":  # R's xz: a raw LZMA2 stream (``compress = 3``, modeldata)
        lzma2 = {"id": lzma.FILTER_LZMA2, "dict_size": 1 << 26}
        data = lzma.decompress(raw[5:], format=lzma.FORMAT_RAW, filters=[lzma2])
    elif kind in (b"1", b"2", b"0"):  # zlib, bzip2 or none, after a type byte
        data = {b"1": zlib.decompress, b"2": bz2.decompress}.get(kind, bytes)(raw[5:])
    else:  # zlib after the length alone (``compress = TRUE``, dslabs)
        data = zlib.decompress(raw[4:])
    return _RSerial(data).read()


def trump_tweets(root: Path) -> list[str]:
    """The tweets of dslabs' ``trump_tweets`` that are no retweets, HTML entities unescaped,
    each distinct tweet once."""
    import html

    data = root / "usr" / "lib" / "R" / "site-library" / "dslabs" / "data" / "Rdata"
    frame = r_lazy_data(data, "trump_tweets")
    tweets = (
        html.unescape(text)
        for text, retweet in zip(frame["text"], frame["is_retweet"])
        if text and retweet != 1 and not text.startswith("RT @")
    )
    return keep_new(tweets, set())
