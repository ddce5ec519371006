"""What every reader shares: :class:`Source` (a re-iterable stream of DataFrame batches), the
sources of a DataFrame and of Arrow record batches, the input checks (exists, not empty, UTF-8,
column names unique, a compressed file that decompresses), the format of a path by its
extension, and the integers a float64 does not hold exactly."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from cdaprep.errors import DataError, UsageError, missing_column_error

#: Output/input formats by file extension. A folder is a Hugging Face ``save_to_disk`` folder.
FORMATS = {
    ".csv": "csv",
    ".jsonl": "jsonl",
    ".json": "jsonl",
    ".ndjson": "jsonl",
    ".parquet": "parquet",
    ".pq": "parquet",
}

#: Bytes per block when streaming CSV/JSONL; also how much of the file types are inferred from.
#: Larger blocks make pyarrow read further ahead (memory) without reading faster.
BLOCK_SIZE = 4 << 20


#: Message of a text file that is not UTF-8 (tests compare it).
NOT_UTF8 = (
    "{path!r} is not valid UTF-8: byte {offset} (line {line}) is 0x{byte:02x}{context}. "
    "If the file is in another encoding, name it with --encoding (for example --encoding "
    "latin-1 or --encoding cp1252; encoding= in Python)"
)


def find_invalid_utf8(path: str | os.PathLike) -> tuple[int, int, int, bytes] | None:
    """The first byte of ``path`` (decompressed) that is not UTF-8, as (0-based offset, 1-based
    line, byte value, the bytes of its line before it), or ``None`` when the file is valid.

    Examples
    --------
    >>> import tempfile, os
    >>> f = os.path.join(tempfile.mkdtemp(), "a.csv")
    >>> _ = open(f, "wb").write(b"text\\nZo\\xeb\\n")
    >>> find_invalid_utf8(f)[:3]
    (7, 2, 235)
    """
    import codecs

    dec = codecs.getincrementaldecoder("utf-8")()
    offset = 0
    lines = 1
    line_start = b""  # bytes of the current line before the chunk being read
    with pa.input_stream(str(path), compression="detect") as f:
        while True:
            chunk = f.read(1 << 20)
            try:
                dec.decode(chunk, final=not chunk)
            except UnicodeDecodeError as e:
                pos = min(e.start, max(len(chunk) - 1, 0))
                head = chunk[:pos]
                nl = head.rfind(b"\n")
                before = head[nl + 1 :] if nl >= 0 else line_start + head
                byte = chunk[pos] if chunk else line_start[-1]
                return offset + pos, lines + head.count(b"\n"), byte, before
            if not chunk:
                return None
            lines += chunk.count(b"\n")
            nl = chunk.rfind(b"\n")
            line_start = chunk[nl + 1 :] if nl >= 0 else line_start + chunk
            offset += len(chunk)


#: Byte order marks of UTF-32 and UTF-16 text (UTF-32's first: it starts with UTF-16's).
_BOMS = {
    b"\xff\xfe\x00\x00": "utf-32",
    b"\x00\x00\xfe\xff": "utf-32",
    b"\xff\xfe": "utf-16",
    b"\xfe\xff": "utf-16",
}


def _not_utf8(path: Path) -> DataError | None:
    found = find_invalid_utf8(path)
    if found is None:
        return None
    with pa.input_stream(str(path), compression="detect") as f:
        head = f.read(4)
    for bom, name in _BOMS.items():
        if head.startswith(bom):  # latin-1 or cp1252 would read it as text full of NULs
            return DataError(
                f"{str(path)!r} is not valid UTF-8: it starts with the byte order mark of "
                f"{name.upper()} text ({' '.join(f'0x{b:02x}' for b in bom)}); name its "
                f"encoding with --encoding {name} (encoding={name!r} in Python)"
            )
    offset, line, byte, before = found
    tail = before[-40:].decode("utf-8", errors="replace")
    context = f", after {tail!r}" if tail else ""
    return DataError(
        NOT_UTF8.format(path=str(path), offset=offset, line=line, byte=byte, context=context)
    )


def to_pandas(table: pa.Table | pa.RecordBatch) -> pd.DataFrame:
    """Arrow to pandas with arrow-backed dtypes (lossless for ints with nulls, unicode, lists)."""
    return table.to_pandas(types_mapper=pd.ArrowDtype, ignore_metadata=True)


def detect_format(path: str | os.PathLike, fmt: str | None = None) -> str:
    """The format of ``path``: ``csv``, ``jsonl``, ``parquet`` or ``hf`` (a folder).

    Examples
    --------
    >>> detect_format("out.parquet"), detect_format("data/", None)
    ('parquet', 'hf')
    """
    if fmt:
        if fmt not in {"csv", "jsonl", "parquet", "hf"}:
            raise UsageError(f"unknown format {fmt!r}; use one of csv, jsonl, parquet, hf")
        return fmt
    p = Path(path)
    suffixes = [s.lower() for s in p.suffixes]
    if suffixes and suffixes[-1] in (".gz", ".bz2", ".zst", ".xz") and len(suffixes) > 1:
        suffixes = suffixes[:-1]
    if suffixes and suffixes[-1] in FORMATS:
        return FORMATS[suffixes[-1]]
    if p.is_dir() or str(path).endswith(("/", os.sep)) or not p.suffix:
        return "hf"
    raise UsageError(
        f"unknown format of {str(path)!r} (extension {p.suffix!r}); use a path ending in "
        ".csv, .jsonl, .parquet, or a folder for a Hugging Face dataset"
    )


#: Compression of a file by the last extension of its name (what pyarrow reads and writes).
COMPRESSIONS = {".gz": "gzip", ".bz2": "bz2", ".zst": "zstd"}


def compression_of(path: str | os.PathLike) -> str | None:
    """The compression of ``path`` by its last extension (``gzip``, ``bz2``, ``zstd``), or
    ``None``.

    Examples
    --------
    >>> compression_of("out.csv.gz"), compression_of("out.csv")
    ('gzip', None)
    """
    return COMPRESSIONS.get(Path(path).suffix.lower())


def _compressed_error(path: Path, e: BaseException) -> DataError | None:
    """The error of a compressed input that cannot be decompressed (damaged, truncated, or
    not compressed though its name says so), naming the file, the problem and the fix;
    ``None`` when ``path`` is not compressed."""
    codec = compression_of(path)
    if codec is None:
        return None
    tool = {"gzip": "gzip -t", "bz2": "bzip2 -t", "zstd": "zstd -t"}[codec]
    return DataError(
        f"cannot read {str(path)!r}: it is not a valid {codec} file ({e}). The file is damaged "
        f"or truncated (an interrupted download or copy), or is not {codec}-compressed though "
        f"its name ends in {path.suffix!r}: check it with `{tool} {path}`, then copy or "
        f"download it again (or rename an uncompressed file to drop {path.suffix!r})"
    )


def check_unique_columns(columns: list[Any], where: str) -> None:
    """Refuse an input with a column name that appears more than once.

    Parameters
    ----------
    columns : list
        The column names, in order.
    where : str
        What the input is (a path or ``"DataFrame"``), for the message.

    Raises
    ------
    DataError
        Naming every repeated column, its 1-based positions and the fix.
    """
    positions: dict[str, list[int]] = {}
    for i, c in enumerate(columns, 1):
        positions.setdefault(str(c), []).append(i)
    repeated = {c: p for c, p in positions.items() if len(p) > 1}
    if repeated:
        listed = "; ".join(f"{c!r} (columns {', '.join(map(str, p))})" for c, p in repeated.items())
        raise DataError(
            f"input {where!r} has repeated column names: {listed}. Every column needs its own "
            "name: rename the repeated columns (in the header line of a CSV file, or with "
            "DataFrame.rename / set the columns of a DataFrame)"
        )


class Source:
    """A re-iterable stream of DataFrame batches with known column names.

    Parameters
    ----------
    name : str
        What the data is (a path or ``"DataFrame"``), used in messages.
    columns : list of str
        Column names, known before the first batch is read.
    batches_fn : callable
        ``batches_fn(batch_size, columns) -> iterator of pandas.DataFrame``.
    num_rows : int, optional
        Row count when known up front (for progress bars).
    schema : pyarrow.Schema, optional
        Arrow schema of the input, used to keep column types on the way out.
    """

    def __init__(
        self,
        name: str,
        columns: list[str],
        batches_fn,
        *,
        num_rows: int | None = None,
        schema: pa.Schema | None = None,
        info: dict[str, Any] | None = None,
    ):
        self.name = name
        self.columns = list(columns)
        check_unique_columns(self.columns, name)
        self._batches_fn = batches_fn
        self.num_rows = num_rows
        self.schema = schema
        self.info = info or {}
        #: ``record_batches(size)``: the input's Arrow record batches, for sources read with
        #: pyarrow (files); ``None`` otherwise.
        self.record_batches = None
        #: The input without rows, with its own dtypes, for a DataFrame input (which has no
        #: Arrow schema); ``None`` otherwise.
        self.empty_frame: pd.DataFrame | None = None
        #: Where a row of a folder of data files is
        #: (:class:`cdaprep.io.folder_source.FileRows`, not named here: it reads files
        #: with the CSV and JSON lines readers, which build on this module); ``None``
        #: otherwise.
        self.file_rows: Any = None

    def batches(
        self, batch_size: int = 4096, columns: list[str] | None = None
    ) -> Iterator[pd.DataFrame]:
        """Yield DataFrames of at most ``batch_size`` rows (only ``columns`` when given)."""
        if columns is not None:
            for c in columns:
                if c not in self.columns:
                    raise missing_column_error(c, self.columns, where=self.name)
        size = max(1, int(batch_size))
        buf: list[pd.DataFrame] = []
        n = 0
        # Re-chunk whatever the reader yields into batches of exactly ``size`` rows, so the
        # batch boundaries a user asks for (--batch-size) are the ones steps see.
        for df in self._batches_fn(size, columns):
            while len(df):
                take = min(size - n, len(df))
                buf.append(df.iloc[:take])
                df = df.iloc[take:]
                n += take
                if n == size:
                    yield _concat(buf)
                    buf, n = [], 0
        if buf:
            yield _concat(buf)

    def __repr__(self) -> str:
        return f"Source({self.name!r}, columns={self.columns}, num_rows={self.num_rows})"


def source_features(src: Source) -> Any:
    """The ``datasets`` features of a source: a Hugging Face dataset's, or those recorded in
    the schema metadata of a Parquet file (key ``b"huggingface"``, as ``datasets`` writes
    them); ``None`` when the input has none of its own (CSV, JSON lines, a DataFrame)."""
    features = src.info.get("hf_features")
    if features is not None:
        return features
    schema = src.schema
    if schema is not None and schema.metadata and b"huggingface" in schema.metadata:
        import datasets as hfd

        try:
            return hfd.Features.from_arrow_schema(schema)
        except (ValueError, TypeError, KeyError):  # metadata we cannot read: natural types
            return None
    return None


def _concat(frames: list[pd.DataFrame]) -> pd.DataFrame:
    out = frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)
    return out.reset_index(drop=True)


def _from_dataframe(df: pd.DataFrame, name: str = "DataFrame") -> Source:
    df = df.reset_index(drop=True)

    def gen(size, columns):
        frame = df if columns is None else df[columns]
        for start in range(0, len(frame), size):
            yield frame.iloc[start : start + size]

    src = Source(name, [str(c) for c in df.columns], gen, num_rows=len(df))
    src.empty_frame = df.iloc[:0]
    return src


def _file_info(path: Path, encoding: str | None) -> dict[str, Any]:
    """What a source records of the one data file it reads (``file``, ``encoding``), so that
    the hf engine reads that file itself (:func:`cdaprep.io.hfload.dataset_of_source`)."""
    return {"file": str(path), "encoding": encoding}


def _from_arrow_batches(name, schema, batches_fn, num_rows=None, info=None) -> Source:
    def gen(size, columns):
        for rb in batches_fn(size, columns):
            yield to_pandas(rb)

    src = Source(name, schema.names, gen, num_rows=num_rows, schema=schema, info=info)
    src.record_batches = lambda size=1 << 16: batches_fn(size, None)
    return src


#: Suffixes of a JSON lines file (which has no header line to write in an empty file).
_JSONL_SUFFIXES = (".jsonl", ".json", ".ndjson")


def _empty_input(path: Path, what: str = "is empty (0 bytes)") -> DataError:
    """The error of an input without a row to read, with the fix of its format."""
    if path.name.lower().removesuffix(".gz").removesuffix(".zst").endswith(_JSONL_SUFFIXES):
        fix = "there is no row to read; write at least one line with a JSON object, or leave "
        fix += "the file out"
    else:
        fix = "there is no header or row to read; write at least a header line"
    return DataError(f"input {str(path)!r} {what}: {fix}")


def _check_readable(path: Path) -> None:
    if not path.exists():
        raise UsageError(f"input {str(path)!r} does not exist")
    if path.is_file() and path.stat().st_size == 0:
        raise _empty_input(path)
    if not os.access(path, os.R_OK):
        raise DataError(f"input {str(path)!r} is not readable (permission denied)")


#: A value with a zero before a digit (``007``, ``01``, ``-0012``): an id, a zip code or a
#: label, not a number; a column holding one is read as text.
_LEADING_ZERO = re.compile(r"^[+-]?0\d")

#: An integer written out with 16 digits or more: a float64 holds every integer of up to 15
#: digits exactly, but not every longer one (``12345678901234567890`` would become
#: 12345678901234567168).
_LONG_INTEGER = re.compile(r"^\s*[+-]?\d{16,}\s*$")
_INTEGER = re.compile(r"^\s*[+-]?\d+\s*$")

#: The type of a column of integers that int64 cannot hold (read as a float64 they would lose
#: digits): a decimal of scale 0 holds integers of up to 38 digits exactly.
BIG_INTEGER = pa.decimal128(38, 0)


def inexact_integer(values: Any) -> str | None:
    """The first of ``values`` (text, ``None`` for a missing value) that is an integer a
    float64 does not hold exactly, or ``None``.

    Examples
    --------
    >>> inexact_integer(["1", "2.5", " 12345678901234567890 "])
    ' 12345678901234567890 '
    >>> inexact_integer(["9007199254740992", "1e30", None]) is None  # 2**53: held exactly
    True
    """
    for v in values:
        if v is None or not _LONG_INTEGER.match(v):
            continue
        n = int(v)
        try:
            if float(n) == n:
                continue
        except OverflowError:  # more than 308 digits
            pass
        return v
    return None


def _as_float(value: str) -> str:
    """What a float64 makes of the integer ``value`` (for messages)."""
    try:
        return repr(float(int(value)))
    except OverflowError:
        return "inf"
