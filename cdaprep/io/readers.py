"""Readers: every input becomes a :class:`Source` of DataFrame batches (or a dict of them, one
per split, for a ``DatasetDict``)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from cdaprep.errors import DataError, UsageError, missing_column_error
from cdaprep.options import user_path

__all__ = [
    "FORMATS",
    "Source",
    "detect_format",
    "open_source",
    "read_frame",
    "to_pandas",
    "find_invalid_utf8",
    "check_unique_columns",
    "NOT_UTF8",
    "register_scheme",
    "scheme_loader",
    "source_features",
    "compression_of",
    "csv_style",
]

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

#: Changes whenever the values a reader gives change (the hf engine's cached Arrow copies of
#: CSV and JSON lines files are keyed on it, so a copy made by an older reader is not reused).
READER_VERSION = 5


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


#: Loaders of datasets named by a URI: prefix -> ``"module:function"`` or a callable
#: ``loader(uri, *, split, **options)`` returning anything :func:`open_source` reads.
_SCHEMES: dict[str, Any] = {"hf://": "cdaprep.io.hub:load_hub_source"}


def register_scheme(prefix: str, loader: Any) -> None:
    """Let :func:`open_source` read ``prefix...`` URIs with ``loader`` (a callable or a
    ``"module:function"`` string imported on first use).

    Examples
    --------
    >>> import pandas as pd
    >>> register_scheme("demo://", lambda uri, split=None: pd.DataFrame({"text": [uri]}))
    >>> read_frame("demo://x")["text"].tolist()
    ['demo://x']
    """
    _SCHEMES[prefix] = loader


def scheme_loader(data: Any):
    """The loader of a URI input, or ``None`` when ``data`` is no registered URI."""
    if not isinstance(data, str):
        return None
    for prefix, loader in _SCHEMES.items():
        if data.startswith(prefix):
            if isinstance(loader, str):
                import importlib

                module, _, name = loader.partition(":")
                loader = _SCHEMES[prefix] = getattr(importlib.import_module(module), name)
            return loader
    return None


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
        #: Where a row of a folder of data files is (:class:`FileRows`); ``None`` otherwise.
        self.file_rows: FileRows | None = None

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


class FileRows:
    """Which file of a folder input of data files a row is in, and its row there: errors name
    a row of a folder by its file and its row in that file, not by its position in the whole
    folder (which no file shows).

    The rows of each file are counted as the folder is read (:meth:`record`); a file not read
    yet in this process (a worker got a copy made before, a cached Arrow copy was read
    instead) is counted when an error asks, reading it only up to the row (Parquet: its
    footer).

    Parameters
    ----------
    files : list of Path
        The folder's data files in the order they are read, as the user's path names them
        (the folder as given, then the file's path in it).
    kind : str
        Their format: ``"csv"``, ``"jsonl"`` or ``"parquet"``.
    encoding : str or None
        Their text encoding (``--encoding``).

    Examples
    --------
    >>> rows = FileRows([Path("d/a.csv"), Path("d/b.csv")], "csv", None)
    >>> rows.record(0, 3); rows.record(1, 5)
    >>> rows.locate(4)
    ('d/b.csv', 1)
    >>> rows.input_row(4)
    "input row 2 (1-based) of 'd/b.csv'"
    """

    def __init__(self, files: list[Path], kind: str, encoding: str | None) -> None:
        self.files = [Path(f) for f in files]
        self.kind = kind
        self.encoding = encoding
        self.counts: dict[int, int] = {}

    def record(self, index: int, rows: int) -> None:
        """File ``index`` has ``rows`` rows (it was read to its end)."""
        self.counts[index] = rows

    def _count(self, index: int, enough: int) -> int | None:
        """The rows of file ``index``, or more than ``enough`` of them (it is read no further
        than that); ``None`` when it cannot be read here."""
        if index in self.counts:
            return self.counts[index]
        f = self.files[index]
        try:
            if self.kind == "parquet":
                import pyarrow.parquet as pq

                n = pq.read_metadata(f).num_rows
            else:
                read = _csv_source if self.kind == "csv" else _jsonl_source
                n = 0
                for rb in read(f, self.encoding).record_batches():
                    n += rb.num_rows
                    if n > enough:
                        return n
        except (DataError, UsageError, OSError, pa.ArrowException):
            return None
        self.counts[index] = n
        return n

    def locate(self, pos: int) -> tuple[str, int] | None:
        """The file (its path) and the 0-based row in it of the 0-based row ``pos`` of the
        folder; ``None`` when a file before it cannot be read here."""
        start = 0
        for i, f in enumerate(self.files):
            n = self._count(i, pos - start)
            if n is None:
                return None
            if pos < start + n:
                return str(f), pos - start
            start += n
        return None

    def input_row(self, pos: int) -> str:
        """How an error names the 0-based row ``pos`` of the folder: ``input row N (1-based)
        of 'FILE'``, N counted as in a file given alone (the data rows of a CSV file, the
        header not counted; the objects of a JSON lines file, blank lines not counted)."""
        where = self.locate(pos)
        if where is None:
            return f"input row {pos + 1} (1-based) of the folder"
        return f"input row {where[1] + 1} (1-based) of {where[0]!r}"


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


def _refuse_split(path: Path, split: str | None) -> None:
    """A split asked of one data file, which has none (it was ignored: the whole file read)."""
    if split is not None:
        raise UsageError(
            f"input {str(path)!r} is one file, which has no splits, so split {split!r} cannot "
            "be taken from it (--split picks a split of a DatasetDict folder or a Hub "
            "dataset): leave out the split to read the whole file"
        )


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


#: Schema metadata key of how a CSV input writes the values of its floating point and
#: true/false columns (:func:`csv_style`); a CSV output writes them alike.
CSV_STYLE = b"cdaprep.csv_style"

#: The spellings of true and false pyarrow's CSV reader reads, each with its counterpart.
_BOOL_PAIRS = {"true": "false", "True": "False", "TRUE": "FALSE", "1": "0"}
_BOOL_PAIRS.update({f: t for t, f in list(_BOOL_PAIRS.items())})


def csv_style(schema: pa.Schema | None) -> dict[str, Any]:
    """How the CSV file read as ``schema`` writes its values, by column: ``"1.0"`` for a
    floating point column whose whole numbers are written with a point (``2.0``, as pandas
    writes them; pyarrow writes ``2``), ``[true, false]`` for a true/false column whose values
    are spelled otherwise than ``true`` and ``false`` (``["True", "False"]``, as pandas
    writes them). Decided from the first block of the file; ``{}`` for other inputs.

    Examples
    --------
    >>> import pyarrow as pa
    >>> csv_style(with_csv_style(pa.schema([("x", pa.float64())]), {"x": "1.0"}))
    {'x': '1.0'}
    >>> csv_style(pa.schema([("x", pa.float64())]))
    {}
    """
    import json

    meta = (schema.metadata or {}) if schema is not None else {}
    return json.loads(meta[CSV_STYLE]) if CSV_STYLE in meta else {}


def with_csv_style(schema: pa.Schema, style: dict[str, Any]) -> pa.Schema:
    """``schema`` with ``style`` (:func:`csv_style`) in its metadata (none: unchanged)."""
    import json

    if not style:
        return schema
    return schema.with_metadata({**(schema.metadata or {}), CSV_STYLE: json.dumps(style)})


def _point_style(column: pa.Array) -> bool:
    """Whether the whole numbers of ``column`` (the text of a floating point column) are
    written with a point, ``2.0`` or ``2.00`` (and none ``2``).

    Examples
    --------
    >>> _point_style(pa.array(["2.0", "0.5", "NA", " 1e3"])), _point_style(pa.array(["2", "2.0"]))
    (True, False)
    """
    import pyarrow.compute as pc

    if pc.any(pc.match_substring_regex(column, _INTEGER.pattern)).as_py():
        return False
    return bool(pc.any(pc.match_substring_regex(column, r"^\s*[+-]?(\d+\.0*|\.0+)\s*$")).as_py())


def _bool_style(values: list[str]) -> list[str] | None:
    """How ``values`` (the distinct texts of a true/false column) spell true and false, when
    each is spelled one way and not as pyarrow writes it (``true``, ``false``).

    Examples
    --------
    >>> _bool_style(["True", "false", ""]), _bool_style(["true"]), _bool_style(["TRUE", "True"])
    (['True', 'false'], None, None)
    """
    spelled = {v.strip() for v in values} & set(_BOOL_PAIRS)
    trues = {v for v in spelled if v in ("true", "True", "TRUE", "1")}
    falses = spelled - trues
    if len(trues) > 1 or len(falses) > 1 or not spelled:
        return None
    t = next(iter(trues)) if trues else _BOOL_PAIRS[next(iter(falses))]
    f = next(iter(falses)) if falses else _BOOL_PAIRS[t]
    return None if (t, f) == ("true", "false") else [t, f]


def _open_csv(path: Path, read_options, convert_options):
    """pyarrow's streaming CSV reader of ``path``, with the cells split as cdaprep reads them:
    a quoted cell may hold line breaks (pyarrow's default assumes none, and splits a file of
    more than one block at a line break inside a quoted cell)."""
    import pyarrow.csv as pcsv

    return pcsv.open_csv(
        path,
        read_options=read_options,
        parse_options=pcsv.ParseOptions(newlines_in_values=True),
        convert_options=convert_options,
    )


#: pyarrow's null tokens (``NA``, ``N/A``, ``NULL``, ``null``, ``NaN``, ``nan``, ``#N/A``...),
#: missing values in a CSV column of numbers, true/false values or dates.
_CSV_NULLS = pa.array(
    ["", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
     "N/A", "NA", "NULL", "NaN", "n/a", "nan", "null"],
    pa.string(),
)  # fmt: skip


def _csv_column_types(
    path: Path, read_opts, schema: pa.Schema
) -> tuple[dict[str, pa.DataType], set[str], dict[str, Any]]:
    """The type of every column of a CSV file, decided once from its first block, the
    columns of text, whose every cell but an empty one is text as written, and the style of
    its floating point and true/false columns (:func:`csv_style`).

    pyarrow's inference, with its null tokens (``NA``, ``null``, ``nan``...) counted as
    missing, except: a column inferred as a date, time or timestamp is text as written
    (pyarrow would convert ``2020-01-05T10:00:00+02:00`` to UTC), an integer or floating point
    column in which a value of the first block has a leading zero before a digit is text
    (``0001`` stays ``0001``; labels ``01`` and ``1`` stay two labels), a floating point
    column holding an integer a float64 does not hold exactly (``12345678901234567890``, which
    does not fit int64) is a column of integers (:data:`BIG_INTEGER`) when every value of the
    first block is an integer of up to 38 digits, else text, and a column of
    nothing but empty cells and null tokens (labels ``NA``, notes empty in the first block) is
    a column of text. In a column of numbers, true/false
    values or dates (one pandas reads as such), the null tokens are missing values; in a column
    of text they are text (a comment ``null``, the country code ``NA``).
    """
    import pyarrow.compute as pc
    import pyarrow.csv as pcsv

    types = {}
    text = set()
    raw_read = []
    for f in schema:
        t = f.type
        if pa.types.is_temporal(t):
            t = pa.string()
        elif (
            pa.types.is_integer(t)
            or pa.types.is_floating(t)
            or pa.types.is_null(t)
            or pa.types.is_boolean(t)
        ):
            raw_read.append(f.name)
        elif pa.types.is_string(t) or pa.types.is_binary(t):
            text.add(f.name)
        types[f.name] = t
    style: dict[str, Any] = {}
    if raw_read:
        raw_conv = pcsv.ConvertOptions(
            include_columns=raw_read, column_types={n: pa.string() for n in raw_read}
        )
        try:
            with _open_csv(path, read_opts, raw_conv) as raw:
                try:
                    first = raw.read_next_batch()
                except StopIteration:
                    first = None
        except OSError as e:
            raise _compressed_error(path, e) or DataError(
                f"cannot read {str(path)!r} as CSV: {e}"
            ) from None
        if first is not None:
            for name in raw_read:
                column = first.column(name)
                if pa.types.is_boolean(types[name]):
                    spelled = _bool_style(pc.unique(pc.utf8_trim_whitespace(column)).to_pylist())
                    if spelled is not None:
                        style[name] = spelled
                    continue
                values = column.to_pylist()
                if pa.types.is_null(types[name]):
                    # empty cells or null tokens only: text, so a later value of any kind is
                    # read as written (a column of notes empty for the first 4 MB)
                    types[name] = pa.string()
                    text.add(name)
                elif any(_LEADING_ZERO.match(v.strip()) for v in values):
                    types[name] = pa.string()
                elif pa.types.is_floating(types[name]) and _long_inexact(column) is not None:
                    # integers int64 cannot hold, which a float64 would change: as integers
                    # when every value is one that a decimal holds, else as written
                    nulls = set(_CSV_NULLS.to_pylist())
                    whole = all(
                        v in nulls or (_INTEGER.match(v) and len(v.strip().lstrip("+-")) <= 38)
                        for v in values
                    )
                    types[name] = BIG_INTEGER if whole else pa.string()
                elif pa.types.is_floating(types[name]) and _point_style(column):
                    style[name] = "1.0"
    return types, text, style


def _long_inexact(column: pa.Array) -> str | None:
    """The first value of ``column`` (text) that is an integer a float64 does not hold
    exactly (:func:`inexact_integer`), or ``None``; only the integers of 16 digits or more
    are looked at one by one."""
    import pyarrow.compute as pc

    hits = pc.match_substring_regex(column, _LONG_INTEGER.pattern)
    if not pc.any(hits).as_py():
        return None
    return inexact_integer(column.filter(hits).to_pylist())


def _first_unfit(column: pa.Array, t: pa.DataType) -> int:
    """Index of the first value of ``column`` (text, null tokens made missing) that does not
    cast to ``t`` once trimmed: a halving search over slices, a few casts for a block of many
    thousand rows (a failed cast of the whole block tells nothing of where)."""
    import pyarrow.compute as pc

    lo, hi = 0, len(column)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        try:
            pc.utf8_trim_whitespace(column.slice(lo, mid - lo)).cast(t)
        except pa.ArrowInvalid:
            hi = mid
        else:
            lo = mid
    return lo


def _csv_values(
    path: Path, name: str, column: pa.Array, t: pa.DataType, first_row: int | None = None
) -> pa.Array:
    """A CSV column that is not text, read as text, as its type: the null tokens are missing
    values; a value that does not fit the type is an error naming the column, the value and
    (with ``first_row``, the 1-based data row of the column's first value) its row."""
    import pyarrow.compute as pc

    if pa.types.is_floating(t):
        # an integer a float64 changes (read as a number, 12345678901234567890 would lose
        # digits): an error, as a value of another type is
        bad = _long_inexact(column)
        if bad is not None:
            why = f", an integer a floating point number holds only as {_as_float(bad)}"
            raise _csv_type_change(path, name, t, bad.strip(), why)
    if not (pa.types.is_string(t) or pa.types.is_null(t)):
        try:  # no null token (nor a space around a number); "nan" would be a NaN, not missing
            out = column.cast(t)
            if not (pa.types.is_floating(t) and pc.any(pc.is_nan(out)).as_py()):
                return out
        except pa.ArrowInvalid:
            pass
    # text as written (dates, 0001): a quoted empty cell stays an empty string, as in text
    tokens = _CSV_NULLS[1:] if pa.types.is_string(t) else _CSV_NULLS
    hit = pc.is_in(column, value_set=tokens)
    if pc.any(hit).as_py():
        column = pc.if_else(hit, pa.scalar(None, pa.string()), column)
    if pa.types.is_string(t):
        return column
    if pa.types.is_null(t):
        out = pa.nulls(len(column))
    else:
        try:  # pyarrow's reader reads " 12 " as 12
            out = pc.utf8_trim_whitespace(column).cast(t)
        except pa.ArrowInvalid:  # which value: the first that does not cast
            i = _first_unfit(column, t)
            raise _csv_type_change(
                path, name, t, column[i].as_py(), row=_row(first_row, i)
            ) from None
    if out.null_count == column.null_count:
        return out
    bad = pc.and_(pc.is_null(out), pc.is_valid(column))
    i = pc.index(bad, True).as_py()
    raise _csv_type_change(path, name, t, column[i].as_py(), row=_row(first_row, i))


def _row(first_row: int | None, i: int) -> int | None:
    return None if first_row is None else first_row + i


def _csv_source(path: Path, encoding: str | None = None) -> Source:
    import pyarrow.csv as pcsv

    read_opts = pcsv.ReadOptions(block_size=BLOCK_SIZE, encoding=encoding or "utf8")

    def open_reader(columns=None, column_types=None, null_values=None):
        c = pcsv.ConvertOptions(
            null_values=null_values,
            strings_can_be_null=True,
            quoted_strings_can_be_null=False,
            include_columns=columns or [],
            column_types=column_types,
        )
        try:
            return _open_csv(path, read_opts, c)
        except LookupError as e:
            raise UsageError(f"unknown --encoding {encoding!r}: {e}") from None
        except OSError as e:  # pyarrow's errors of a damaged compressed file
            raise _compressed_error(path, e) or DataError(
                f"cannot read {str(path)!r} as CSV: {e}"
            ) from None
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            err = _not_utf8(path) if encoding is None else None
            err = err or _csv_row_length(path, encoding, str(e))
            raise err or DataError(f"cannot read {str(path)!r} as CSV: {e}") from None

    reader = open_reader()
    inferred = reader.schema
    reader.close()
    if encoding is None and any(pa.types.is_binary(f.type) for f in inferred):
        # pyarrow reads a column holding bytes that are not UTF-8 as binary: say so now,
        # before any work, instead of failing when the output is written
        err = _not_utf8(path)
        if err is not None:
            raise err
    # Decided once, before streaming: every batch of every read gets these types.
    col_types, text, style = _csv_column_types(path, read_opts, inferred)
    schema = pa.schema([pa.field(n, col_types[n]) for n in inferred.names])
    schema = with_csv_style(schema, style)
    # Every column is read as written, only an empty cell missing (pyarrow's null tokens are
    # global); the columns that are not text get their type and null tokens afterwards.
    read_types = {n: col_types[n] if n in text else pa.string() for n in inferred.names}
    convert = {n: col_types[n] for n in inferred.names if n not in text}

    def batches(size, columns):
        r = open_reader(columns, read_types, null_values=[""])
        seen = 0  # data rows before this batch
        try:
            for rb in _iter_reader(
                r,
                path,
                "CSV",
                check_utf8=encoding is None,
                names=inferred.names,
                encoding=encoding,
            ):
                if convert:
                    arrays = [
                        _csv_values(path, n, rb.column(n), convert[n], seen + 1)
                        if n in convert
                        else c
                        for n, c in zip(rb.schema.names, rb.columns)
                    ]
                    rb = pa.RecordBatch.from_arrays(arrays, names=rb.schema.names)
                seen += rb.num_rows
                yield rb
        finally:
            r.close()

    return _from_arrow_batches(str(path), schema, batches, info=_file_info(path, encoding))


#: Message of a CSV column whose values stop fitting the type read from the first block.
CSV_TYPE_CHANGE = (
    "cannot read {path!r} as CSV: column {column!r} holds {kind} values in the first "
    "{block} of the file, which decide its type, but a later value is {value!r}{why}. "
    "Convert the file to Parquet with its columns read as text (values kept as written) and "
    'run on the Parquet file, for example: python -c "import pandas as pd; '
    "pd.read_csv({path!r}, dtype=str, keep_default_na=False, na_values=['']).to_parquet("
    '{parquet!r})"'
)


def _csv_type_change(
    path: Path, column: str, t: pa.DataType, value: str, why: str = "", row: int | None = None
) -> DataError:
    """The error of a CSV value that does not fit its column's type, naming the column, the
    value (``why`` it does not fit, when that is not plain), its data row when known and a
    fix."""
    kind = {
        "int64": "integer",
        "double": "floating point",
        "bool": "true/false",
        str(BIG_INTEGER): "integer",
    }.get(str(t), str(t))
    return DataError(
        CSV_TYPE_CHANGE.format(
            path=str(path),
            column=column,
            kind=kind,
            block=f"{BLOCK_SIZE >> 20} MB" if BLOCK_SIZE >= 1 << 20 else f"{BLOCK_SIZE} bytes",
            value=value,
            why=why if row is None else f" (data row {row}, the header not counted){why}",
            parquet=str(path.with_suffix(".parquet")),
        )
    )


_CSV_FIELDS = re.compile(r"CSV parse error: Expected (\d+) columns, got (\d+)")


def _csv_row_length(path: Path, encoding: str | None, message: str) -> DataError | None:
    """The error of a CSV row with more or fewer fields than the header, naming its 1-based
    line (found by reading the file again, only on this error), the line and the fix;
    ``None`` for other errors."""
    import csv
    import io

    m = _CSV_FIELDS.search(message)
    if m is None:
        return None
    want = int(m.group(1))
    with pa.input_stream(str(path), compression="detect") as raw:
        text = io.TextIOWrapper(raw, encoding=encoding or "utf-8-sig", errors="replace", newline="")
        rows = csv.reader(text)
        start = 1
        for row in rows:
            if row and len(row) != want:
                shown = ",".join(row)
                shown = shown if len(shown) <= 60 else shown[:57] + "..."
                return DataError(
                    f"cannot read {str(path)!r} as CSV: line {start} (1-based) has {len(row)} "
                    f"fields, but the header has {want}: {shown!r}. A cell holding a comma, a "
                    'quote or a line break needs double quotes around it ("Hi, she said"; a '
                    'quote inside one is doubled: ""): quote it, or add or remove fields on '
                    "that line"
                )
            start = rows.line_num + 1
    return None


def _iter_reader(
    reader,
    path,
    kind,
    *,
    check_utf8: bool = False,
    names: list[str] | None = None,
    encoding: str | None = None,
):
    while True:
        try:
            rb = reader.read_next_batch()
        except StopIteration:
            return
        except OSError as e:
            err = _compressed_error(Path(path), e)
            if err is None:
                raise DataError(f"cannot read {str(path)!r} as {kind}: {e}") from None
            raise err from None
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            if check_utf8 and ("UTF8" in str(e) or isinstance(e, UnicodeDecodeError)):
                err = _not_utf8(path)
                if err is not None:
                    raise err from None
            if names is not None:
                err = _csv_row_length(Path(path), encoding, str(e))
                if err is not None:
                    raise err from None
            raise DataError(f"cannot read {str(path)!r} as {kind}: {e}") from None
        if check_utf8:
            try:
                rb.validate(full=True)  # the JSON reader does not check UTF-8 on its own
            except pa.ArrowInvalid:
                raise _not_utf8(path) or DataError(f"{str(path)!r}: invalid text") from None
        yield rb


#: Message of a JSON lines column whose values change JSON type (tests compare it).
JSON_TYPE_CHANGE = (
    "cannot read {path!r} as JSON lines: column {column!r} holds {was} values, but line "
    "{line} (1-based) holds the {now} {value}. Give every value of the column one JSON type "
    "(or null): {fix}"
)

_JSON_CHANGE = re.compile(r"Column\((/[^)]*)\) changed from (\w+) to (\w+)")


_JSON_TWICE = re.compile(r"Column\((/[^)]*)\) was specified twice")


def _json_repeated_key(path: Path, encoding: str | None, key: str) -> DataError:
    """The error of a JSON lines object that repeats a key (a column named twice), naming the
    key, its 1-based line (found by reading the file again) and the fix."""
    import io
    import json

    def pairs(items):
        names = [k for k, _ in items]
        if len(names) != len(set(names)):
            raise KeyError
        return dict(items)

    where = ""
    with pa.input_stream(str(path), compression="detect") as raw:
        text = io.TextIOWrapper(raw, encoding=encoding or "utf-8", errors="replace")
        for line_no, line in enumerate(text, 1):
            try:
                json.loads(line, object_pairs_hook=pairs)
            except KeyError:
                where = f" on line {line_no} (1-based)"
                break
            except ValueError:
                continue
    return DataError(
        f"cannot read {str(path)!r} as JSON lines: the key {key!r} appears twice in one "
        f"object{where}, so the column would have two values. Every column needs its own name: "
        "rename or remove the repeated key"
    )


def _json_kind(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "boolean"
    if isinstance(v, int | float):
        return "number"
    if isinstance(v, str):
        return "string"
    return "array" if isinstance(v, list) else "object"


def _json_lines(path: Path, encoding: str | None) -> Iterator[tuple[int, Any]]:
    """``(1-based line, value)`` of every line of a JSON lines file that parses, read again to
    word an error (undecodable bytes replaced, a byte order mark read past)."""
    import io
    import json

    with pa.input_stream(str(path), compression="detect") as raw:
        text = io.TextIOWrapper(raw, encoding=encoding or "utf-8-sig", errors="replace")
        for line_no, line in enumerate(text, 1):
            try:
                yield line_no, json.loads(line)
            except ValueError:
                continue


def _json_type_change(path: Path, encoding: str | None, message: str) -> DataError | None:
    """The error of a JSON lines column whose values change type, naming the column, the
    1-based line of the first value of the new type and a fix; ``None`` for other errors.

    pyarrow numbers the row within the block it parses, so the line is found by reading the
    file again up to it (only on this error).
    """
    import json

    dup = _JSON_TWICE.search(message)
    if dup is not None:
        return _json_repeated_key(path, encoding, dup.group(1).strip("/"))
    m = _JSON_CHANGE.search(message)
    if m is None:
        return None
    keys = m.group(1).strip("/").split("/")
    was, now = m.group(2), m.group(3)
    found = next(
        (
            (line_no, v)
            for line_no, row in _json_lines(path, encoding)
            for v in _values_at(row, tuple(keys))
            if _json_kind(v) == now
        ),
        None,
    )
    if found is None:
        return None
    line_no, v = found
    value = json.dumps(v, ensure_ascii=False)
    if len(value) > 60:
        value = value[:57] + "..."
    if was == "string" and now in ("number", "boolean"):
        fix = f"write it as a JSON string, {json.dumps(value)}"
    else:
        fix = f"write it as a {was}, or change the column's other values to {now}s"
    return DataError(
        JSON_TYPE_CHANGE.format(
            path=str(path),
            column="/".join(keys),
            was=was,
            line=line_no,
            now=now,
            value=value,
            fix=fix,
        )
    )


#: Message of a JSON lines input holding one JSON array (tests run the fix it gives).
JSON_ARRAY = (
    "cannot read {path!r} as JSON lines: it holds one JSON array ([{{...}}, {{...}}]), but "
    ".jsonl, .json and .ndjson inputs are read as JSON lines, one object per line. Write "
    'it as JSON lines and run on that file, for example: python -c "import json; '
    "rows = json.load(open({path!r}, encoding='utf-8')); "
    "open({jsonl!r}, 'w', encoding='utf-8').write(''.join(json.dumps(r, ensure_ascii=False) "
    '+ chr(10) for r in rows))"'
)


def _json_error(path: Path, encoding: str | None, message: str) -> DataError | None:
    """The error of pyarrow's JSON ``message`` that names the line and the fix: a value of
    another type (:func:`_json_type_change`), a file holding one JSON array, or a line that
    is not a JSON object (its 1-based number, the problem and the line's start); ``None`` when
    no line is at fault."""
    import io
    import json

    if "Empty JSON stream" in message:  # blank lines only
        return _empty_input(path, "holds no JSON object (blank lines only)")
    err = _json_type_change(path, encoding, message)
    if err is not None or "JSON parse error" not in message:
        return err
    with pa.input_stream(str(path), compression="detect") as raw:
        text = io.TextIOWrapper(raw, encoding=encoding or "utf-8-sig", errors="replace")
        first = True
        for line_no, line in enumerate(text, 1):
            if not line.strip():
                continue
            if first and line.lstrip().startswith("["):
                jsonl = path.with_name(path.name.split(".")[0] + ".jsonl")
                return DataError(JSON_ARRAY.format(path=str(path), jsonl=str(jsonl)))
            first = False
            try:
                value = json.loads(line)
            except json.JSONDecodeError as e:
                problem = f"it is not valid JSON ({e.msg.removesuffix(' at')} at column {e.colno})"
            else:
                if isinstance(value, dict):
                    continue
                problem = f"it holds a JSON {_json_kind(value)}, not an object"
            start = line.strip()
            start = start if len(start) <= 60 else start[:57] + "..."
            return DataError(
                f"cannot read {str(path)!r} as JSON lines: line {line_no} (1-based) is not one "
                f"JSON object: {problem}: {start!r}. Every line holds one JSON object, "
                '{"text": "...", ...}, or nothing: fix or remove the line'
            )
    return None


def _json_type_kind(t: pa.DataType) -> str:
    """The JSON type of the values pyarrow read as ``t`` (the names its errors use)."""
    if pa.types.is_null(t):
        return "null"
    if pa.types.is_boolean(t):
        return "boolean"
    if pa.types.is_integer(t) or pa.types.is_floating(t):
        return "number"
    if pa.types.is_string(t) or pa.types.is_large_string(t) or pa.types.is_temporal(t):
        return "string"
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return "array"
    return "object"


class _TypeConflict(Exception):
    """Two blocks of a JSON lines file give a column types that no one type holds."""

    def __init__(self, keys: list[str], was: pa.DataType, now: pa.DataType) -> None:
        super().__init__(keys, was, now)
        self.keys, self.was, self.now = keys, was, now


def _json_dates_as_text(t: pa.DataType) -> pa.DataType:
    """``t`` with every timestamp (also inside objects and arrays) a string: JSON has no date
    type, and pyarrow's inferred timestamps would write "2020-01-02" back as
    "2020-01-02T00:00:00" and drop the "Z" of "2021-03-04T11:00:00Z".

    Examples
    --------
    >>> _json_dates_as_text(pa.struct([("at", pa.timestamp("s")), ("n", pa.int64())]))
    StructType(struct<at: string, n: int64>)
    """
    if pa.types.is_timestamp(t) or pa.types.is_date(t):
        return pa.string()
    if pa.types.is_struct(t):
        return pa.struct([f.with_type(_json_dates_as_text(f.type)) for f in t])
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return pa.list_(t.value_field.with_type(_json_dates_as_text(t.value_type)))
    return t


def _json_schema_as_written(schema: pa.Schema) -> pa.Schema:
    """``schema`` with its timestamps strings (:func:`_json_dates_as_text`)."""
    return pa.schema([f.with_type(_json_dates_as_text(f.type)) for f in schema])


def _merge_json_types(a: pa.DataType, b: pa.DataType, keys: list[str]) -> pa.DataType:
    """The one type holding the values of two blocks.

    Parameters
    ----------
    a, b : pyarrow.DataType
        The column's type so far and its type in the next block.
    keys : list of str
        The column's path (a nested field's keys), for the error.

    Returns
    -------
    pyarrow.DataType
        Null takes the other type, integers and floats become float64, a timestamp and a
        string (both JSON strings) become a string, and objects and arrays merge key by key.

    Raises
    ------
    _TypeConflict
        When no one type holds both (a string and a number).
    """
    if a.equals(b) or pa.types.is_null(b):
        return a
    if pa.types.is_null(a):
        return b
    ka, kb = _json_type_kind(a), _json_type_kind(b)
    if ka == kb == "number":
        return pa.float64()
    if ka == kb == "string":
        return pa.string()
    if ka == kb == "array":
        return pa.list_(_merge_json_types(a.value_type, b.value_type, keys))
    if ka == kb == "object":
        fields = {f.name: f.type for f in a}
        for f in b:
            old = fields.get(f.name)
            fields[f.name] = (
                f.type if old is None else _merge_json_types(old, f.type, [*keys, f.name])
            )
        return pa.struct([pa.field(n, t) for n, t in fields.items()])
    raise _TypeConflict(keys, a, b)


def _utf8_chunks(path: Path, encoding: str | None) -> Iterator[bytes]:
    """The (decompressed, UTF-8) bytes of ``path`` in pieces of about :data:`BLOCK_SIZE` that
    end at a line break (a longer line is one longer piece)."""
    stream: Any = pa.input_stream(str(path), compression="detect")
    if encoding is not None:
        stream = pa.transcoding_input_stream(stream, encoding, "utf-8")
    rest = b""
    with stream:
        while True:
            chunk = stream.read(BLOCK_SIZE)
            if not chunk:
                if rest.strip():
                    yield rest
                return
            chunk = rest + chunk
            end = chunk.rfind(b"\n") + 1
            if end == 0:
                rest = chunk
                continue
            yield chunk[:end]
            rest = chunk[end:]


#: A JSON number that is an integer of 16 digits or more, as the value of a key or an item of
#: an array (one inside a string is found too, and left alone when its line is parsed).
_JSON_LONG_INTEGER = re.compile(rb"[:\[,]\s*(-?\d{16,})\s*[,}\]]")


class _LongIntegers:
    """The integers of a JSON lines file that a float64 does not hold exactly, found chunk by
    chunk (:func:`_utf8_chunks`): ``found`` maps the keys of each value (``None`` for an item
    of an array) to the 1-based line and the digits of its first one.

    pyarrow reads an integer int64 cannot hold, and every integer of a column that also holds
    a fraction, as a float64, which changes an integer of more than 15 digits
    (``12345678901234567890`` became 12345678901234567168) without a word."""

    def __init__(self) -> None:
        self.found: dict[tuple, tuple[int, str]] = {}
        self.lines = 0  # the lines of the chunks read before

    def add(self, chunk: bytes) -> None:
        import json

        import pyarrow.compute as pc

        # most files hold none: RE2 tells at some 600 MB/s, Python's re finds them at 140
        one = pa.array([chunk], pa.binary())
        if not pc.match_substring_regex(one, _JSON_LONG_INTEGER.pattern.decode())[0].as_py():
            self.lines += chunk.count(b"\n")
            return
        pos, line, done = 0, self.lines + 1, -1
        for m in _JSON_LONG_INTEGER.finditer(chunk):
            if inexact_integer([m.group(1).decode()]) is None:
                continue
            start = chunk.rfind(b"\n", 0, m.start()) + 1
            if start <= done:
                continue  # a line parsed already
            line += chunk.count(b"\n", pos, start)
            pos = start
            end = chunk.find(b"\n", m.end())
            done = len(chunk) if end < 0 else end
            try:
                row = json.loads(chunk[start:done])
            except ValueError:
                continue  # not JSON: pyarrow's error names the line
            for keys, value in _inexact_json_integers(row, ()):
                self.found.setdefault(keys, (line, value))
        self.lines += chunk.count(b"\n")


def _inexact_json_integers(v: Any, keys: tuple) -> Iterator[tuple[tuple, str]]:
    """The keys and digits of every integer in ``v`` (a parsed JSON value) that a float64 does
    not hold exactly."""
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _inexact_json_integers(x, (*keys, k))
    elif isinstance(v, list):
        for x in v:
            yield from _inexact_json_integers(x, (*keys, None))
    elif isinstance(v, int) and not isinstance(v, bool) and inexact_integer([str(v)]):
        yield keys, str(v)


def _has_floats(t: pa.DataType) -> bool:
    """Whether ``t`` is or holds (in a struct or list) a floating point type."""
    if pa.types.is_floating(t):
        return True
    if pa.types.is_struct(t):
        return any(_has_floats(f.type) for f in t)
    if pa.types.is_list(t) or pa.types.is_large_list(t):
        return _has_floats(t.value_type)
    return False


def _integers_at(t: pa.DataType, keys: tuple) -> pa.DataType:
    """``t`` with the floating point type at ``keys`` (struct fields, ``None`` for a list's
    items) made :data:`BIG_INTEGER`."""
    if not keys:
        return BIG_INTEGER if pa.types.is_floating(t) else t
    k, rest = keys[0], keys[1:]
    if k is None and (pa.types.is_list(t) or pa.types.is_large_list(t)):
        return pa.list_(t.value_field.with_type(_integers_at(t.value_type, rest)))
    if k is not None and pa.types.is_struct(t) and t.get_field_index(k) >= 0:
        return pa.struct([f.with_type(_integers_at(f.type, rest)) if f.name == k else f for f in t])
    return t


def _json_path(keys: tuple) -> str:
    return "/".join("[]" if k is None else str(k) for k in keys)


def _json_big_integers(
    path: Path, schema: pa.Schema, found: dict[tuple, tuple[int, str]]
) -> tuple[pa.Schema, dict[tuple, tuple[int, str]]]:
    """``schema`` with every value of ``found`` (:class:`_LongIntegers`) that would be read as
    a float64 read as an integer (:data:`BIG_INTEGER`), and those values by their keys.

    Raises
    ------
    DataError
        For an integer of more than 38 digits, which no decimal holds.
    """
    read: dict[tuple, tuple[int, str]] = {}
    for keys, (line, value) in found.items():
        i = schema.get_field_index(keys[0])
        if i < 0:
            continue
        field = schema.field(i)
        t = _integers_at(field.type, keys[1:])
        if t.equals(field.type):
            continue  # an int64 holds it: not read as a float
        column = _json_path(keys)
        if len(value.lstrip("-")) > 38:
            raise DataError(
                f"cannot read {str(path)!r} as JSON lines: {column!r} holds the integer "
                f"{value} on line {line} (1-based), which a floating point number holds only as "
                f"{_as_float(value)}, and which has more digits than an integer column holds "
                f'(38): write it as a JSON string, "{value}"'
            )
        schema = schema.set(i, field.with_type(t))
        read[keys] = (line, value)
    return schema, read


def _values_at(v: Any, keys: tuple) -> Iterator[Any]:
    """The values at ``keys`` (:class:`_LongIntegers`) of ``v``, a parsed JSON value."""
    if not keys:
        yield v
    elif keys[0] is None and isinstance(v, list):
        for x in v:
            yield from _values_at(x, keys[1:])
    elif keys[0] is not None and isinstance(v, dict) and keys[0] in v:
        yield from _values_at(v[keys[0]], keys[1:])


def _big_integer_error(
    path: Path, encoding: str | None, read: dict[tuple, tuple[int, str]], message: str
) -> DataError | None:
    """The error of a column read as integers (:func:`_json_big_integers`) that holds a
    number with a fraction too, naming the column, both lines and the fix (the file is read
    again to find the number, only on this error); ``None`` for other errors."""
    import json

    if not read or "Failed to convert JSON to decimal128(38, 0)" not in message:
        return None
    found = next(
        (
            (keys, line_no, v)
            for line_no, row in _json_lines(path, encoding)
            for keys in read
            for v in _values_at(row, keys)
            if isinstance(v, float) and not v.is_integer()
        ),
        None,
    )
    if found is None:
        return None
    keys, line_no, number = found
    line, value = read[keys]
    return DataError(
        f"cannot read {str(path)!r} as JSON lines: {_json_path(keys)!r} holds integers that a "
        f"floating point number does not hold exactly ({value} on line {line} (1-based) would "
        f"become {_as_float(value)}), so it is read as integers, but it holds the number "
        f"{json.dumps(number)} on line {line_no}: write the long integers as JSON strings "
        f'("{value}"), or keep them apart from numbers with a fraction'
    )


def _jsonl_file_schema(
    path: Path, encoding: str | None, first: pa.Schema, long: _LongIntegers | None = None
) -> pa.Schema:
    """The schema of a whole JSON lines file, read block by block (memory stays bounded).

    pyarrow's streaming reader takes its types from the first block and stops at a key or a
    type the first block did not have; read with this schema, every block fits it.

    Parameters
    ----------
    path : Path
        The file (compressed or not).
    encoding : str or None
        Its text encoding (``None``: UTF-8).
    first : pyarrow.Schema
        pyarrow's types of the first block, where the schema starts.
    long : _LongIntegers, optional
        Gets every chunk read, to find the integers a float64 does not hold exactly.

    Returns
    -------
    pyarrow.Schema
        ``first`` with every key first seen in a later block appended in order of appearance
        (null in the rows without it), and each column's types merged as
        :func:`_merge_json_types` says (integers and floats: float64).

    Raises
    ------
    DataError
        For a value no merged type holds (a string in a column of numbers), naming the column,
        its 1-based line, the value and the fix; for a block that is not JSON, or not UTF-8.
    """
    import pyarrow.json as pjson

    types = {f.name: f.type for f in first}
    try:
        for chunk in _utf8_chunks(path, encoding):
            opts = pjson.ReadOptions(block_size=len(chunk) + 1, use_threads=False)
            try:
                block = pjson.read_json(pa.BufferReader(chunk), read_options=opts).schema
            except (pa.ArrowInvalid, UnicodeDecodeError) as e:
                err = _not_utf8(path) if encoding is None else None
                err = err or _json_error(path, encoding, str(e))
                raise err or DataError(f"cannot read {str(path)!r} as JSON lines: {e}") from None
            for f in block:
                old = types.get(f.name)
                types[f.name] = f.type if old is None else _merge_json_types(old, f.type, [f.name])
            if long is not None:
                long.add(chunk)
    except OSError as e:
        raise _compressed_error(path, e) or DataError(
            f"cannot read {str(path)!r} as JSON lines: {e}"
        ) from None
    except _TypeConflict as c:
        was, now = _json_type_kind(c.was), _json_type_kind(c.now)
        column = "/".join(c.keys)
        message = f"Column(/{column}) changed from {was} to {now}"
        err = _json_type_change(path, encoding, message) if was != now else None
        raise err or DataError(
            f"cannot read {str(path)!r} as JSON lines: column {column!r} holds values read as "
            f"{c.was} and, further on, values read as {c.now}. Give every value of the column "
            "one JSON type (or null)"
        ) from None
    return pa.schema([pa.field(n, t) for n, t in types.items()])


def _jsonl_source(path: Path, encoding: str | None = None) -> Source:
    import pyarrow.json as pjson

    # single-threaded parsing: no read-ahead of many blocks (bounded memory), and as fast here
    read_opts = pjson.ReadOptions(block_size=BLOCK_SIZE, use_threads=False)
    big: dict[tuple, tuple[int, str]] = {}  # the values read as integers int64 cannot hold

    def open_reader(schema=None):
        parse = pjson.ParseOptions(explicit_schema=schema) if schema is not None else None
        src: Any = path
        if encoding is not None:
            try:
                src = pa.transcoding_input_stream(
                    pa.input_stream(str(path), compression="detect"), encoding, "utf-8"
                )
            except (pa.ArrowInvalid, LookupError) as e:
                raise UsageError(f"unknown --encoding {encoding!r}: {e}") from None
        try:
            return pjson.open_json(src, read_options=read_opts, parse_options=parse)
        except OSError as e:  # pyarrow's errors of a damaged compressed file
            raise _compressed_error(path, e) or DataError(
                f"cannot read {str(path)!r} as JSON lines: {e}"
            ) from None
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            err = _not_utf8(path) if encoding is None else None
            err = err or _big_integer_error(path, encoding, big, str(e))
            err = err or _json_error(path, encoding, str(e))
            raise err or DataError(f"cannot read {str(path)!r} as JSON lines: {e}") from None

    reader = open_reader()
    schema = reader.schema
    reader.close()
    # pyarrow infers types from the first block only: a key that first appears later, or an
    # integer column that later holds a float, would stop the stream midway. Every block is
    # read once now for the types of the whole file, so every batch of every read gets them.
    long = _LongIntegers()
    if compression_of(path) is not None or path.stat().st_size > BLOCK_SIZE:
        schema = _jsonl_file_schema(path, encoding, schema, long)
    elif any(_has_floats(f.type) for f in schema):  # one block: no float, no integer changed
        for chunk in _utf8_chunks(path, encoding):
            long.add(chunk)
    schema = _json_schema_as_written(schema)  # date strings stay as written
    # an integer a float64 would change: its column (or nested field) read as integers
    schema, read = _json_big_integers(path, schema, long.found)
    big.update(read)

    def batches(size, columns):
        r = open_reader(schema)
        try:
            for rb in _iter_reader(r, path, "JSON lines", check_utf8=encoding is None):
                yield rb.select(columns) if columns is not None else rb
        except DataError as e:
            err = _big_integer_error(path, encoding, big, str(e))
            raise err or _json_error(path, encoding, str(e)) or e from None

    return _from_arrow_batches(str(path), schema, batches, info=_file_info(path, encoding))


def _parquet_source(path: Path) -> Source:
    import pyarrow.parquet as pq

    try:
        pf = pq.ParquetFile(path)
    except (pa.ArrowInvalid, OSError) as e:
        raise DataError(f"cannot read {str(path)!r} as Parquet: {e}") from None
    schema = pf.schema_arrow

    def batches(size, columns):
        f = pq.ParquetFile(path)
        yield from f.iter_batches(batch_size=size, columns=columns)

    return _from_arrow_batches(
        str(path), schema, batches, num_rows=pf.metadata.num_rows, info=_file_info(path, None)
    )


def _hf_dataset_source(ds, name: str) -> Source:
    from datasets import IterableDataset

    if isinstance(ds, IterableDataset):
        features = ds.features
        cols = list(features) if features is not None else None
        if cols is None:
            first = next(iter(ds.take(1)), {})
            cols = list(first)

        def gen(size, columns):
            for b in ds.iter(batch_size=size):
                df = pd.DataFrame(b)
                yield df if columns is None else df[columns]

        return Source(name, cols, gen, info={"hf_features": features})

    table = ds.with_format("arrow")

    def batches(size, columns):
        for start in range(0, len(ds), size):
            t = table[start : start + size]
            yield (t.select(columns) if columns is not None else t)

    schema = ds.data.schema if hasattr(ds.data, "schema") else ds.features.arrow_schema
    return _from_arrow_batches(
        name, schema, batches, num_rows=len(ds), info={"hf_features": ds.features, "dataset": ds}
    )


def open_source(
    data: Any,
    *,
    fmt: str | None = None,
    split: str | None = None,
    encoding: str | None = None,
    scheme_options: dict[str, Any] | None = None,
) -> Source | dict[str, Source]:
    """Open any supported input.

    Parameters
    ----------
    data : str, path, pandas.DataFrame, datasets.Dataset, datasets.DatasetDict or IterableDataset
        A file (``.csv``, ``.jsonl``, ``.parquet``), a ``save_to_disk`` folder, a folder of data
        files, a URI of a registered scheme (a Hub dataset ``hf://OWNER/NAME``, see
        :mod:`cdaprep.io.hub`), or an in-memory object.
    fmt : str, optional
        Force a format instead of guessing from the extension.
    split : str, optional
        For a ``DatasetDict``: take this split only. A file has no splits: a split with a
        file is a usage error (it was ignored, and the whole file read).
    encoding : str, optional
        Text encoding of a CSV or JSON lines file (default UTF-8, checked: a file that is not
        UTF-8 is an error naming the first bad byte and this option).
    scheme_options : dict, optional
        Keywords for the loader of a URI input (:func:`register_scheme`), e.g. ``config`` and
        ``streaming`` of ``hf://OWNER/NAME``.

    Returns
    -------
    Source or dict of str to Source
        A dict (split name -> source) for a ``DatasetDict`` input, which keeps its splits.
    """
    if isinstance(data, Source):
        return data
    if isinstance(data, dict) and data and all(isinstance(v, Source) for v in data.values()):
        return data if split is None else _pick_split(data, split)
    if isinstance(data, pd.DataFrame):
        return _from_dataframe(data)
    try:
        import datasets as hfd
    except ImportError:  # pragma: no cover - datasets is a core dependency
        hfd = None
    if hfd is not None:
        if isinstance(data, hfd.DatasetDict | hfd.IterableDatasetDict):
            if split is not None:
                return _hf_dataset_source(_pick_split(data, split), f"split {split!r}")
            return {k: _hf_dataset_source(v, f"split {k!r}") for k, v in data.items()}
        if isinstance(data, hfd.Dataset | hfd.IterableDataset):
            return _hf_dataset_source(data, "Dataset")
    if not isinstance(data, str | os.PathLike):
        raise UsageError(
            f"cannot read an object of type {type(data).__name__}; pass a path, a pandas "
            "DataFrame or a Hugging Face Dataset/DatasetDict"
        )
    loader = scheme_loader(data)
    if loader is not None:  # a dataset named by a URI, e.g. hf://OWNER/NAME
        return open_source(loader(data, split=split, **(scheme_options or {})), split=split)
    path = Path(user_path(data))
    _check_readable(path)
    kind = detect_format(path, fmt)
    if kind != "hf":
        _refuse_split(path, split)
    if kind == "csv":
        return _csv_source(path, encoding)
    if kind == "jsonl":
        return _jsonl_source(path, encoding)
    if kind == "parquet":
        return _parquet_source(path)
    return open_source(_load_hf_folder(path, encoding), split=split)


def _pick_split(dd, split):
    if split not in dd:
        raise UsageError(f"split {split!r} not found; available splits: {', '.join(dd)}")
    return dd[split]


def _load_hf_folder(path: Path, encoding: str | None = None):
    """A folder input: a ``save_to_disk`` folder, a folder of CSV, JSON lines or Parquet
    files (``{split: Source}``, read by cdaprep's own readers, see :func:`_folder_sources`), or
    a folder ``datasets.load_dataset`` reads (a Hub dataset repository's layout)."""
    import datasets as hfd

    if not path.is_dir():
        raise UsageError(f"{str(path)!r} is not a folder")
    markers = ("dataset_dict.json", "dataset_info.json", "state.json")
    if any((path / m).exists() for m in markers):
        try:
            return hfd.load_from_disk(str(path))
        except Exception as e:  # noqa: BLE001 - datasets raises many types
            raise DataError(
                f"cannot load {str(path)!r} with datasets.load_from_disk: {e}"
            ) from None
    sources = _folder_sources(path, encoding)
    if sources is not None:
        return sources
    # A folder laid out as a Hub dataset repository (or of files cdaprep does not read).
    try:
        return hfd.load_dataset(str(path))
    except Exception as e:  # noqa: BLE001
        raise DataError(
            f"cannot load the folder {str(path)!r}: it is neither a save_to_disk folder nor a "
            f"folder of data files datasets.load_dataset understands ({e})"
        ) from None


def _folder_sources(path: Path, encoding: str | None) -> dict[str, Source] | None:
    """The splits of a folder of CSV, JSON lines or Parquet files, each read as one file of
    its format is (so a folder of CSV files keeps ``0001`` and quoted empty cells as a CSV
    file does), with the splits ``datasets.load_dataset`` finds (``train.csv`` and
    ``test.csv``, ``train/`` and ``test/`` folders; else one split ``train``).

    A folder whose ``README.md`` declares one config (the Hub layout, as the Ray engine and
    ``--push-to-hub`` write it) has the splits and files its ``data_files`` name. A folder of
    Parquet files partitioned as ``KEY=VALUE`` folders (Hive layout, as Spark, pyarrow and
    polars write them) gets a column of each key. ``None`` when the card declares several
    configs or one without ``data_files`` (left to ``datasets.load_dataset``), or the folder
    holds no such files.

    Raises
    ------
    DataError
        When the files are of several formats, or have other columns than the first file.
    """
    from datasets.data_files import DataFilesDict, get_data_patterns

    try:
        patterns = _card_patterns(path)
        if patterns is None:
            return None
        found = DataFilesDict.from_patterns(
            patterns or get_data_patterns(str(path)), base_path=str(path)
        )
    except FileNotFoundError:
        return None
    splits: dict[str, list[Path]] = {}
    formats: dict[str, list[str]] = {}
    root = path.resolve()
    for split, files in found.items():
        for f in (path / Path(f).resolve().relative_to(root) for f in files):
            if f.name.endswith(".manifest.json"):  # cdaprep's manifest of an output
                continue
            try:
                kind = detect_format(f)
            except UsageError:  # a file of another kind (notes, a README): not data
                continue
            splits.setdefault(str(split), []).append(f)
            formats.setdefault(kind, []).append(str(f.relative_to(path)))
    if not formats or "hf" in formats:
        return None
    if len(formats) > 1:
        listed = "; ".join(f"{k}: {', '.join(map(repr, v[:3]))}" for k, v in formats.items())
        raise DataError(
            f"cannot read the folder {str(path)!r}: it holds data files of several formats "
            f"({listed}); keep the files of one format in the folder, or give one file as "
            "the input"
        )
    (kind,) = formats
    return {split: _files_source(path, kind, files, encoding) for split, files in splits.items()}


def _card_patterns(path: Path) -> dict[str, list[str]] | None:
    """The ``{split: [file patterns]}`` of the one config the ``README.md`` of folder ``path``
    declares; ``{}`` without a card or configs, ``None`` for several configs or one without
    ``data_files``. (Read here, not by ``datasets.load_dataset``: that caches a local folder by
    its name and the patterns, so another folder of the same name and layout, such as a second
    Ray output ``out/``, was read back as the first one.)"""
    readme = path / "README.md"
    if not readme.is_file() or "configs:" not in readme.read_text(
        encoding="utf-8", errors="replace"
    ):
        return {}
    from datasets.data_files import sanitize_patterns
    from datasets.utils.metadata import MetadataConfigs
    from huggingface_hub import DatasetCard

    try:
        configs = MetadataConfigs.from_dataset_card_data(DatasetCard.load(readme).data)
    except Exception:  # noqa: BLE001 - a card datasets cannot parse: datasets says why
        return None
    if len(configs) != 1:
        return None
    files = next(iter(configs.values())).get("data_files")
    return sanitize_patterns(files) if files else None


def _files_source(folder: Path, kind: str, files: list[Path], encoding: str | None) -> Source:
    """One source of the files of one split of a folder (see :func:`_folder_sources`)."""
    if kind == "parquet":
        return _parquet_folder_source(folder, files)
    # an empty part file (Spark writes one per empty partition) holds no row and no columns:
    # left out, unless every file is empty
    files = [f for f in files if not f.is_file() or f.stat().st_size > 0] or files
    for f in files:
        _check_readable(f)
    parts = [
        _csv_source(f, encoding) if kind == "csv" else _jsonl_source(f, encoding) for f in files
    ]
    names = parts[0].columns
    for f, part in zip(files[1:], parts[1:]):
        if sorted(part.columns) != sorted(names):
            raise DataError(
                f"cannot read the folder {str(folder)!r}: {str(files[0].relative_to(folder))!r} "
                f"has the columns {names} and {str(f.relative_to(folder))!r} has {part.columns}; "
                "give every file of the folder the same columns"
            )
    types = {}
    for name in names:
        ts = [part.schema.field(name).type for part in parts]
        ts = [t for t in ts if not pa.types.is_null(t)] or [pa.null()]
        if all(t.equals(ts[0]) for t in ts):
            types[name] = ts[0]
        elif all(pa.types.is_integer(t) or t.equals(BIG_INTEGER) for t in ts):
            types[name] = BIG_INTEGER  # integers int64 cannot hold in one file
        elif all(pa.types.is_integer(t) or pa.types.is_floating(t) for t in ts):
            types[name] = pa.float64()
        else:  # numbers in one file, text in another (0001 in one, 10001 in the next)
            types[name] = pa.string()
    schema = pa.schema([pa.field(n, types[n]) for n in names])
    styles = [csv_style(part.schema) for part in parts]
    agreed = {k: v for k, v in styles[0].items() if all(st.get(k) == v for st in styles)}
    schema = with_csv_style(schema, agreed)
    file_rows = FileRows(files, kind, encoding)

    def batches(size, columns):
        for index, (f, part) in enumerate(zip(files, parts)):
            seen = 0  # rows of this file before the batch
            for rb in part.record_batches(size):
                cols = []
                for n in names:
                    try:
                        cols.append(rb.column(n).cast(types[n]))
                    except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as e:
                        raise _folder_type_error(
                            folder,
                            kind,
                            encoding,
                            files,
                            parts,
                            f,
                            n,
                            rb.column(n),
                            types[n],
                            seen,
                            e,
                        ) from None
                seen += rb.num_rows
                rb = pa.RecordBatch.from_arrays(cols, schema=schema)
                yield rb.select(columns) if columns is not None else rb
            file_rows.record(index, seen)

    info = {"files": [str(f) for f in files], "encoding": encoding}
    src = _from_arrow_batches(str(folder), schema, batches, info=info)
    src.file_rows = file_rows
    return src


def _type_name(t: pa.DataType, kind: str) -> str:
    """What the values of a column of type ``t`` of a ``kind`` file are, in messages (the
    words of the errors of a file of that format)."""
    if kind == "jsonl":
        return _json_type_kind(t)
    if kind == "csv":
        return {
            "int64": "integer",
            "double": "floating point",
            "bool": "true/false",
            "string": "text",
            str(BIG_INTEGER): "integer",
        }.get(str(t), str(t))
    return str(t)


def _first_uncast(column: pa.Array, t: pa.DataType) -> int | None:
    """Index of the first value of ``column`` that does not cast to ``t``: a halving search
    over slices (a few casts); the first value that is not missing when no value of the
    column's type casts (an array to text); ``None`` when none is found."""
    import pyarrow.compute as pc

    try:
        column.slice(0, 0).cast(t)
    except pa.ArrowNotImplementedError:
        i = pc.index(pc.is_valid(column), True).as_py()
        return None if i < 0 else i
    try:
        column.cast(t)
        return None
    except pa.ArrowInvalid:
        pass
    lo, hi = 0, len(column)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        try:
            column.slice(lo, mid - lo).cast(t)
        except pa.ArrowInvalid:
            hi = mid
        else:
            lo = mid
    return lo


def _json_line_of_row(path: Path, encoding: str | None, row: int) -> int | None:
    """The 1-based line of the 0-based row ``row`` of a JSON lines file (blank lines hold no
    row), found by reading the file again up to it."""
    for i, (line_no, _) in enumerate(_json_lines(path, encoding)):
        if i == row:
            return line_no
    return None


def _folder_type_error(
    folder: Path,
    kind: str,
    encoding: str | None,
    files: list[Path],
    parts: list[Source],
    f: Path,
    name: str,
    column: pa.Array,
    t: pa.DataType,
    seen: int,
    e: Exception,
) -> DataError:
    """The error of a column of file ``f`` of a folder of CSV or JSON lines files whose values
    do not read as the type ``t`` the folder's files together give it: naming the column, its
    type in ``f`` and in another file, and the first value that does not read as ``t`` with
    its row in ``f`` (``seen``: the rows of ``f`` before ``column``), as an error of ``f``
    alone names a row (a CSV file's data row, a JSON lines file's line)."""
    import json

    own = column.type
    other = next(
        (
            (g, part.schema.field(name).type)
            for g, part in zip(files, parts)
            if not part.schema.field(name).type.equals(own)
            and not pa.types.is_null(part.schema.field(name).type)
        ),
        None,
    )
    others = ""
    if other is not None:
        others = f" and {_type_name(other[1], kind)} values in {str(other[0])!r}"
    i = _first_uncast(column, t)
    where = f"a value of {str(f)!r}"
    if i is not None:
        v = column[i].as_py()
        shown = json.dumps(v, ensure_ascii=False, default=str) if kind == "jsonl" else repr(v)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        if kind == "jsonl":
            line = _json_line_of_row(f, encoding, seen + i)
            at = f"line {line} (1-based)" if line is not None else f"row {seen + i + 1} (1-based)"
        else:
            at = f"data row {seen + i + 1} (the header not counted)"
        where = f"{at} of {str(f)!r} holds {shown}, which"
    return DataError(
        f"cannot read the folder {str(folder)!r}: column {name!r} holds {_type_name(own, kind)} "
        f"values in {str(f)!r}{others}, so the folder is read with the column as "
        f"{_type_name(t, kind)} values: {where} cannot be read as one ({e}); give the column "
        "one type in every file of the folder"
    )


def _parquet_folder_source(folder: Path, files: list[Path]) -> Source:
    """The Parquet files of a folder as one source, with a column of every ``KEY=VALUE``
    folder they are in (Hive partitioning): its values are numbers where every value is one
    and none has a zero before a digit (``007`` stays text, as in a CSV file)."""
    import pyarrow.dataset as pds

    keys: dict[str, list[str]] = {}
    for f in files:
        for part in f.relative_to(folder).parent.parts:
            key, eq, value = part.partition("=")
            if eq:
                keys.setdefault(key, []).append(value)
    try:
        found = pds.dataset(
            [str(f) for f in files],
            format="parquet",
            partitioning="hive",
            partition_base_dir=str(folder),
        )
        fields = {f.name: f.type for f in found.partitioning.schema} if keys else {}
        text = {k for k, vs in keys.items() if any(_LEADING_ZERO.match(v) for v in vs)}
        if keys:
            hive = pds.partitioning(
                pa.schema([(k, pa.string() if k in text else fields[k]) for k in fields]),
                flavor="hive",
            )
            found = pds.dataset(
                [str(f) for f in files],
                format="parquet",
                partitioning=hive,
                partition_base_dir=str(folder),
            )
        num_rows = found.count_rows()
    except (pa.ArrowInvalid, pa.ArrowTypeError, OSError) as e:
        raise _parquet_file_error(folder, files, e) or DataError(
            f"cannot read the folder {str(folder)!r} as Parquet files: {e}"
        ) from None
    frags = list(found.get_fragments())
    first = frags[0].physical_schema.names
    for f, frag in zip(files[1:], frags[1:]):
        have = frag.physical_schema.names
        if sorted(have) != sorted(first):
            # pyarrow would read the first file's columns of every file: a column another file
            # lacks as missing values, one only it has not at all
            raise DataError(
                f"cannot read the folder {str(folder)!r}: {str(files[0].relative_to(folder))!r} "
                f"has the columns {first} and {str(f.relative_to(folder))!r} has {have}; give "
                "every file of the folder the same columns"
            )
    file_rows = FileRows(files, "parquet", None)

    def batches(size, columns):
        done = 0  # the rows read before
        try:
            for rb in found.to_batches(columns=columns, batch_size=size):
                done += rb.num_rows
                yield rb
        except (pa.ArrowInvalid, pa.ArrowTypeError, pa.ArrowNotImplementedError, OSError) as e:
            raise _parquet_scan_error(
                folder, files, found, frags, file_rows, done, columns, e
            ) from None

    info = {"files": [str(f) for f in files]}
    src = _from_arrow_batches(str(folder), found.schema, batches, num_rows=num_rows, info=info)
    src.file_rows = file_rows
    return src


def _parquet_file_error(folder: Path, files: list[Path], e: Exception) -> DataError | None:
    """The error of the first file of a folder of Parquet files that cannot be opened (its
    footer read), naming it as a Parquet file given alone is named; ``None`` when each opens."""
    import pyarrow.parquet as pq

    for f in files:
        try:
            pq.read_schema(f)
        except (pa.ArrowInvalid, OSError) as bad:
            return DataError(
                f"cannot read the folder {str(folder)!r} as Parquet files: cannot read "
                f"{str(f)!r} as Parquet: {bad}"
            )
    return None


def _parquet_scan_error(
    folder: Path,
    files: list[Path],
    found: Any,
    frags: list[Any],
    file_rows: FileRows,
    done: int,
    columns: list[str] | None,
    e: Exception,
) -> DataError:
    """The error of a folder of Parquet files that fails midway (``done`` rows read): the file
    at fault (each file from the one holding the next row is read alone until one fails), and,
    for a column of another type than the folder's first file gives it (which pyarrow reads
    every file with), the column, both types, and the first value that does not read as the
    first file's type with its row in its file."""
    import pyarrow.parquet as pq

    start = file_rows.locate(done)
    k = 0 if start is None else next(i for i, f in enumerate(files) if str(f) == start[0])
    want = found.schema
    for f, frag in zip(files[k:], frags[k:]):
        try:
            own = frag.physical_schema
            for field in want:
                i = own.get_field_index(field.name)
                if i < 0 or own.field(i).type.equals(field.type):
                    continue
                if columns is not None and field.name not in columns:
                    continue
                seen = 0
                for rb in pq.ParquetFile(f).iter_batches(columns=[field.name]):
                    bad = _first_uncast(rb.column(0), field.type)
                    if bad is not None:
                        shown = repr(rb.column(0)[bad].as_py())
                        shown = shown if len(shown) <= 60 else shown[:57] + "..."
                        return DataError(
                            f"cannot read the folder {str(folder)!r} as Parquet files: column "
                            f"{field.name!r} holds {field.type} values in "
                            f"{str(files[0])!r}, the folder's first file, whose types every "
                            f"file is read with, and {own.field(i).type} values in {str(f)!r}: "
                            f"input row {seen + bad + 1} (1-based) of {str(f)!r} holds {shown}, "
                            f"which cannot be read as {field.type} ({e}); give the column one "
                            "type in every file of the folder"
                        )
                    seen += rb.num_rows
            for _ in frag.to_batches(schema=want, columns=columns):
                pass
        except (pa.ArrowInvalid, pa.ArrowTypeError, pa.ArrowNotImplementedError, OSError) as bad:
            return DataError(
                f"cannot read the folder {str(folder)!r} as Parquet files: cannot read "
                f"{str(f)!r}: {bad}"
            )
    return DataError(f"cannot read the folder {str(folder)!r} as Parquet files: {e}")


def read_frame(
    data: Any,
    *,
    columns: list[str] | None = None,
    fmt: str | None = None,
    split: str | None = None,
    encoding: str | None = None,
) -> pd.DataFrame:
    """Read a whole input into one DataFrame (for small data: predictions, tests).

    A ``DatasetDict`` input needs ``split`` unless it has exactly one split.

    Examples
    --------
    >>> import pandas as pd
    >>> read_frame(pd.DataFrame({"a": [1, 2]}))["a"].tolist()
    [1, 2]
    """
    src = open_source(data, fmt=fmt, split=split, encoding=encoding)
    if isinstance(src, dict):
        if len(src) != 1:
            raise UsageError(
                f"{data!s} has several splits ({', '.join(src)}); choose one with --split NAME "
                "(split= in Python)"
            )
        src = next(iter(src.values()))
    frames = list(src.batches(1 << 16, columns))
    if not frames:
        empty = pd.DataFrame({c: [] for c in (columns or src.columns)})
        if src.schema is not None:
            names = columns or src.schema.names
            empty = to_pandas(pa.table({n: pa.array([], src.schema.field(n).type) for n in names}))
        return empty
    return pd.concat(frames, ignore_index=True)
