"""Readers: every input becomes a :class:`Source` of DataFrame batches (or a dict of them, one
per split, for a ``DatasetDict``).

:func:`open_source` (and :func:`read_frame`) picks the reader of an input. Each format's reader
is in a module of its own: CSV files in :mod:`cdaprep.io.csv_source`, JSON lines files in
:mod:`cdaprep.io.jsonl_source`, folders (``save_to_disk`` folders, folders of data files, folders
of Parquet files) in :mod:`cdaprep.io.folder_source`, all built on :mod:`cdaprep.io.source`
(:class:`Source` and what every reader shares). A Parquet file, a Hugging Face dataset and a URI
input are read here. The names of those modules that were imported from here before
(:class:`FileRows`, :func:`csv_style`, :data:`JSON_TYPE_CHANGE`...) still are, but for
``BLOCK_SIZE``: a test that changes it patches the module whose reader reads it,
:mod:`cdaprep.io.csv_source` or :mod:`cdaprep.io.jsonl_source`."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from cdaprep.errors import DataError, UsageError
from cdaprep.io.csv_source import (  # noqa: F401 - re-exported
    CSV_STYLE,
    CSV_TYPE_CHANGE,
    _csv_source,
    csv_style,
    with_csv_style,
)
from cdaprep.io.folder_source import (  # noqa: F401 - re-exported
    FileRows,
    _load_hf_folder,
)
from cdaprep.io.jsonl_source import (  # noqa: F401 - re-exported
    JSON_ARRAY,
    JSON_TYPE_CHANGE,
    _jsonl_source,
)
from cdaprep.io.source import (  # noqa: F401 - re-exported
    BIG_INTEGER,
    COMPRESSIONS,
    FORMATS,
    NOT_UTF8,
    Source,
    _check_readable,
    _file_info,
    _from_arrow_batches,
    _from_dataframe,
    _not_utf8,
    check_unique_columns,
    compression_of,
    detect_format,
    find_invalid_utf8,
    inexact_integer,
    source_features,
    to_pandas,
)
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


#: Changes whenever the values a reader gives change (the hf engine's cached Arrow copies of
#: CSV and JSON lines files are keyed on it, so a copy made by an older reader is not reused).
READER_VERSION = 5


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


def _refuse_split(path: Path, split: str | None) -> None:
    """A split asked of one data file, which has none (it was ignored: the whole file read)."""
    if split is not None:
        raise UsageError(
            f"input {str(path)!r} is one file, which has no splits, so split {split!r} cannot "
            "be taken from it (--split picks a split of a DatasetDict folder or a Hub "
            "dataset): leave out the split to read the whole file"
        )


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
