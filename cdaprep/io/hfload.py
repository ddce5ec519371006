"""Hugging Face ``datasets`` as input of the hf engine: every input cdaprep reads becomes a
``datasets.Dataset`` per split (files through :func:`datasets.load_dataset`, a ``save_to_disk``
folder through ``load_from_disk``, a registered URI such as ``hf://OWNER/NAME`` through its
loader, a DataFrame through ``Dataset.from_pandas``), and Arrow batches of a dataset become
DataFrames exactly as the other readers give them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa

from cdaprep.errors import DataError, UsageError
from cdaprep.io.readers import Source, check_unique_columns, scheme_loader, to_pandas
from cdaprep.options import user_path

__all__ = ["load_datasets", "dataset_of_source", "arrow_to_frame"]

_FILE_BUILDERS = {"csv": "csv", "jsonl": "json", "parquet": "parquet"}


def arrow_to_frame(table) -> pd.DataFrame:
    """Arrow to pandas as the local engine's readers do (``large_string`` read as ``string``)."""
    import pyarrow as pa

    fields = [
        pa.field(f.name, pa.string()) if pa.types.is_large_string(f.type) else f
        for f in table.schema
    ]
    if any(a is not b for a, b in zip(fields, table.schema)):
        table = table.cast(pa.schema(fields))
    return to_pandas(table)


def dataset_of_source(source: Source, cache_dir: str | None = None):
    """A :class:`~cdaprep.io.Source` as a ``datasets.Dataset``, with the source's own
    ``datasets`` features (a ClassLabel stays one): the dataset it reads, or the data file it
    reads loaded as the hf engine loads a file given by its path (memory-mapped from the
    cache: a file larger than memory works), the files of a folder the same way (one Arrow
    copy of them as cdaprep's reader merges them); only the rows of other sources (a
    DataFrame) are held in memory."""
    import datasets as hfd
    from datasets.table import InMemoryTable

    from cdaprep.io.readers import source_features
    from cdaprep.io.writers import frame_to_arrow, with_features

    if isinstance(source.info.get("dataset"), hfd.Dataset):
        return source.info["dataset"]
    if source.info.get("file"):
        return _load_file(Path(source.info["file"]), cache_dir, source.info.get("encoding"))
    if source.info.get("files"):  # a folder of data files, merged by cdaprep's reader
        files = [Path(f) for f in source.info["files"]]
        copy = _arrow_copy(files, source.info.get("encoding"), cache_dir, source=source)
        return hfd.Dataset.from_file(str(copy))
    frames = list(source.batches(1 << 16))
    df = pd.concat(frames, ignore_index=True) if frames else pd.DataFrame(columns=source.columns)
    table = frame_to_arrow(df, source.schema)
    features = source_features(source)
    if features is not None:
        table = table.replace_schema_metadata(with_features(table.schema, features).metadata)
    return hfd.Dataset(InMemoryTable(table))


def _arrow_copy(
    path: Path | list[Path],
    encoding: str | None,
    cache_dir: str | None,
    *,
    source: Source | None = None,
) -> Path:
    """A CSV or JSON lines file (or ``source``, the files of a folder) as an Arrow file in the
    cache, read by cdaprep's own readers (so the hf engine sees the values the local engine
    sees: a quoted empty CSV field is an empty string, not a missing value), written once per
    version of the file(s)."""
    import hashlib
    import json

    import pyarrow as pa

    import cdaprep
    from cdaprep.io.readers import READER_VERSION, open_source
    from cdaprep.io.writers import staging_path

    root = Path(cache_dir or os.environ.get("HF_DATASETS_CACHE") or _datasets_cache()) / "cdaprep"
    files = path if isinstance(path, list) else [path]
    ident: list = [encoding, cdaprep.__version__, READER_VERSION]
    for f in files:
        st = f.stat()
        ident += [str(f.resolve()), st.st_size, st.st_mtime_ns]
    key = hashlib.sha256(json.dumps(ident).encode()).hexdigest()[:16]
    name = files[0].parent.name if isinstance(path, list) else path.name
    target = root / f"{name}-{key}.arrow"
    if target.is_file():
        return target
    src = source if source is not None else open_source(path, encoding=encoding)
    root.mkdir(parents=True, exist_ok=True)
    tmp = staging_path(target)
    try:
        with pa.OSFile(str(tmp), "wb") as f, pa.ipc.new_stream(f, src.schema) as w:
            for rb in src.record_batches():
                w.write_batch(rb)
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def _copy_schema(ds) -> Any:
    """The schema of the Arrow copy ``ds`` is read from (:func:`_arrow_copy`), with the
    metadata cdaprep's reader gave it (:func:`cdaprep.io.csv_source.csv_style`), which
    ``datasets`` drops."""
    import pyarrow as pa

    files = ds.cache_files
    if not files:
        return None
    with pa.OSFile(files[0]["filename"], "rb") as f:
        return pa.ipc.open_stream(f).schema


def _datasets_cache() -> str:
    import datasets

    return str(datasets.config.HF_DATASETS_CACHE)


def _load_file(path: Path, cache_dir: str | None, encoding: str | None = None):
    import datasets as hfd

    from cdaprep.io.readers import _not_utf8, detect_format

    kind = detect_format(path)
    if kind in ("csv", "jsonl"):
        return hfd.Dataset.from_file(str(_arrow_copy(path, encoding, cache_dir)))
    if kind == "parquet" and _parquet_rows(path) == 0:
        # datasets cannot read a Parquet file without rows ("BatchSize must be greater than
        # 0"); its schema is all there is, as the local engine reads it
        import pyarrow.parquet as pq
        from datasets.table import InMemoryTable

        return hfd.Dataset(InMemoryTable(pq.read_table(path).replace_schema_metadata(None)))
    try:
        return hfd.load_dataset(
            _FILE_BUILDERS[kind], data_files=str(path), split="train", cache_dir=cache_dir
        )
    except Exception as e:  # noqa: BLE001 - datasets raises many types
        # a Parquet file is binary: "is not valid UTF-8" would name the wrong fault
        text = kind != "parquet" and _not_utf8(path)
        raise (
            text or DataError(f"cannot read {str(path)!r} with datasets.load_dataset: {e}")
        ) from None


def _parquet_rows(path: Path) -> int | None:
    """The rows a Parquet file's footer counts (``None`` when it cannot be read)."""
    import pyarrow.parquet as pq

    try:
        return pq.read_metadata(path).num_rows
    except Exception:  # noqa: BLE001 - a broken file: load_dataset says what is wrong
        return None


def load_datasets(
    data: Any,
    *,
    split: str | None,
    cache_dir: str | None,
    encoding: str | None = None,
    scheme_options: dict[str, Any] | None = None,
    reader_schemas: dict[str | None, Any] | None = None,
    file_rows: dict[str | None, Any] | None = None,
) -> dict[str | None, Any]:
    """``{split or None: datasets.Dataset}`` for any input the engines accept
    (``scheme_options``: keywords of the loader of a URI input, as in
    :func:`cdaprep.io.open_source`). ``reader_schemas``, when given, gets the Arrow schema of
    each split that cdaprep's readers read (a folder of data files), as the local engine
    reads it: ``datasets`` makes a dictionary column plain values. ``file_rows``, when given,
    gets where a row of each split that is a folder of data files is (its file and its row
    there, :class:`cdaprep.io.folder_source.FileRows`), for the rows errors name."""
    import datasets as hfd

    from cdaprep.io.readers import (
        _check_readable,
        _load_hf_folder,
        _pick_split,
        _refuse_split,
        detect_format,
    )

    if reader_schemas is None:
        reader_schemas = {}
    if file_rows is None:
        file_rows = {}
    if isinstance(data, Source):
        reader_schemas[None] = data.schema
        file_rows[None] = data.file_rows
        return {None: dataset_of_source(data, cache_dir)}
    if isinstance(data, dict) and data and all(isinstance(v, Source) for v in data.values()):
        # the splits of a folder of data files (or of an input read with --encoding)
        chosen = {split: _pick_split(data, split)} if split is not None else dict(data)
        reader_schemas.update({k: v.schema for k, v in chosen.items()})
        file_rows.update({k: v.file_rows for k, v in chosen.items()})
        return {k: dataset_of_source(v, cache_dir) for k, v in chosen.items()}
    if isinstance(data, pd.DataFrame):
        check_unique_columns(list(data.columns), "DataFrame")
        df = data.reset_index(drop=True)
        # a Categorical without categories (no row, or only missing values) is a dictionary of
        # nulls, which datasets cannot cast ("Couldn't cast array of type dictionary<values=null"):
        # its values are all missing, so it goes in as such (its dtype comes back at the end)
        bare = [
            c
            for c, t in df.dtypes.items()
            if isinstance(t, pd.CategoricalDtype) and len(t.categories) == 0
        ]
        if bare:
            df = df.assign(**{str(c): df[c].astype(object) for c in bare})
        try:
            ds = hfd.Dataset.from_pandas(df, preserve_index=False)
        except (pa.ArrowInvalid, pa.ArrowTypeError):
            from cdaprep.io.writers import _clean_value, _mixed_types_error

            for c in df.columns:  # name the column, the value and its row
                values = [_clean_value(v) for v in df[c].tolist()]
                try:
                    pa.array(values)
                except (pa.ArrowInvalid, pa.ArrowTypeError):
                    raise _mixed_types_error(str(c), values, 0, "input row") from None
            raise
        # a DataFrame has no Arrow types: its text is string, as on the local engine
        # (datasets makes pandas 3's str dtype large_string)
        from datasets.table import InMemoryTable

        from cdaprep.io.writers import small_strings

        table = small_strings(ds.data.table)
        if table is not ds.data.table:
            ds = hfd.Dataset(InMemoryTable(table.replace_schema_metadata(None)))
        return {None: ds}
    if isinstance(data, hfd.DatasetDict | hfd.IterableDatasetDict):
        return {split: _pick_split(data, split)} if split is not None else dict(data.items())
    if isinstance(data, hfd.Dataset | hfd.IterableDataset):
        return {None: data}
    loader = scheme_loader(data)
    if loader is not None:
        return load_datasets(
            loader(data, split=split, cache_dir=cache_dir, **(scheme_options or {})),
            split=split,
            cache_dir=None,
            reader_schemas=reader_schemas,
            file_rows=file_rows,
        )
    if not isinstance(data, str | os.PathLike):
        raise UsageError(
            f"cannot read an object of type {type(data).__name__}; pass a path, a pandas "
            "DataFrame or a Hugging Face Dataset/DatasetDict"
        )
    path = Path(user_path(data))
    _check_readable(path)
    if detect_format(path) in _FILE_BUILDERS:
        _refuse_split(path, split)
        ds = _load_file(path, cache_dir, encoding)
        if detect_format(path) in ("csv", "jsonl"):  # read by cdaprep's reader: its schema
            reader_schemas[None] = _copy_schema(ds)
        return {None: ds}
    return load_datasets(
        _load_hf_folder(path, encoding),
        split=split,
        cache_dir=cache_dir,
        reader_schemas=reader_schemas,
        file_rows=file_rows,
    )
