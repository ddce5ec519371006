"""Readers: every input becomes a :class:`Source` of DataFrame batches (or a dict of them, one
per split, for a ``DatasetDict``)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from cdaprep.errors import DataError, UsageError, missing_column_error

__all__ = [
    "FORMATS",
    "Source",
    "detect_format",
    "open_source",
    "read_frame",
    "to_pandas",
    "find_invalid_utf8",
    "NOT_UTF8",
    "register_scheme",
    "scheme_loader",
    "source_features",
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


def _not_utf8(path: Path) -> DataError | None:
    found = find_invalid_utf8(path)
    if found is None:
        return None
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
        self._batches_fn = batches_fn
        self.num_rows = num_rows
        self.schema = schema
        self.info = info or {}
        #: ``record_batches(size)``: the input's Arrow record batches, for sources read with
        #: pyarrow (files); ``None`` otherwise.
        self.record_batches = None

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

    return Source(name, [str(c) for c in df.columns], gen, num_rows=len(df))


def _from_arrow_batches(name, schema, batches_fn, num_rows=None, info=None) -> Source:
    def gen(size, columns):
        for rb in batches_fn(size, columns):
            yield to_pandas(rb)

    src = Source(name, schema.names, gen, num_rows=num_rows, schema=schema, info=info)
    src.record_batches = lambda size=1 << 16: batches_fn(size, None)
    return src


def _check_readable(path: Path) -> None:
    if not path.exists():
        raise UsageError(f"input {str(path)!r} does not exist")
    if path.is_file() and path.stat().st_size == 0:
        raise DataError(
            f"input {str(path)!r} is empty (0 bytes): there is no header or row to read; "
            "write at least a header line"
        )
    if not os.access(path, os.R_OK):
        raise DataError(f"input {str(path)!r} is not readable (permission denied)")


def _csv_source(path: Path, encoding: str | None = None) -> Source:
    import pyarrow.csv as pcsv

    read_opts = pcsv.ReadOptions(block_size=BLOCK_SIZE, encoding=encoding or "utf8")
    conv = pcsv.ConvertOptions(strings_can_be_null=True, quoted_strings_can_be_null=False)

    def open_reader(columns=None):
        c = conv
        if columns is not None:
            c = pcsv.ConvertOptions(
                strings_can_be_null=True,
                quoted_strings_can_be_null=False,
                include_columns=columns,
                column_types=col_types,
            )
        try:
            return pcsv.open_csv(path, read_options=read_opts, convert_options=c)
        except LookupError as e:
            raise UsageError(f"unknown --encoding {encoding!r}: {e}") from None
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            err = _not_utf8(path) if encoding is None else None
            raise err or DataError(f"cannot read {str(path)!r} as CSV: {e}") from None

    reader = open_reader()
    schema = reader.schema
    reader.close()
    if encoding is None and any(pa.types.is_binary(f.type) for f in schema):
        # pyarrow reads a column holding bytes that are not UTF-8 as binary: say so now,
        # before any work, instead of failing when the output is written
        err = _not_utf8(path)
        if err is not None:
            raise err
    col_types = {f.name: f.type for f in schema}

    def batches(size, columns):
        r = open_reader(columns)
        try:
            yield from _iter_reader(r, path, "CSV", check_utf8=encoding is None)
        finally:
            r.close()

    return _from_arrow_batches(str(path), schema, batches)


def _iter_reader(reader, path, kind, *, check_utf8: bool = False):
    while True:
        try:
            rb = reader.read_next_batch()
        except StopIteration:
            return
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            if check_utf8 and ("UTF8" in str(e) or isinstance(e, UnicodeDecodeError)):
                err = _not_utf8(path)
                if err is not None:
                    raise err from None
            raise DataError(
                f"cannot read {str(path)!r} as {kind}: {e}. If a column changes type further "
                "down the file (numbers then text), quote the values or convert the file to "
                "Parquet first"
            ) from None
        if check_utf8:
            try:
                rb.validate(full=True)  # the JSON reader does not check UTF-8 on its own
            except pa.ArrowInvalid:
                raise _not_utf8(path) or DataError(f"{str(path)!r}: invalid text") from None
        yield rb


def _jsonl_source(path: Path, encoding: str | None = None) -> Source:
    import pyarrow.json as pjson

    # single-threaded parsing: no read-ahead of many blocks (bounded memory), and as fast here
    read_opts = pjson.ReadOptions(block_size=BLOCK_SIZE, use_threads=False)

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
        except (pa.ArrowInvalid, UnicodeDecodeError) as e:
            err = _not_utf8(path) if encoding is None else None
            raise err or DataError(f"cannot read {str(path)!r} as JSON lines: {e}") from None

    reader = open_reader()
    schema = reader.schema
    reader.close()

    def batches(size, columns):
        r = open_reader(schema)
        for rb in _iter_reader(r, path, "JSON lines", check_utf8=encoding is None):
            yield rb.select(columns) if columns is not None else rb

    return _from_arrow_batches(str(path), schema, batches)


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

    return _from_arrow_batches(str(path), schema, batches, num_rows=pf.metadata.num_rows)


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
        name, schema, batches, num_rows=len(ds), info={"hf_features": ds.features}
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
        For a ``DatasetDict``: take this split only.
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
    path = Path(data)
    _check_readable(path)
    kind = detect_format(path, fmt)
    if kind == "csv":
        return _csv_source(path, encoding)
    if kind == "jsonl":
        return _jsonl_source(path, encoding)
    if kind == "parquet":
        return _parquet_source(path)
    return open_source(_load_hf_folder(path), split=split)


def _pick_split(dd, split):
    if split not in dd:
        raise UsageError(f"split {split!r} not found; available splits: {', '.join(dd)}")
    return dd[split]


def _load_hf_folder(path: Path):
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
    # A folder of data files (or laid out as a Hub dataset repository).
    try:
        return hfd.load_dataset(str(path))
    except Exception as e:  # noqa: BLE001
        raise DataError(
            f"cannot load the folder {str(path)!r}: it is neither a save_to_disk folder nor a "
            f"folder of data files datasets.load_dataset understands ({e})"
        ) from None


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
                f"{data!s} has several splits ({', '.join(src)}); choose one with split=..."
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
