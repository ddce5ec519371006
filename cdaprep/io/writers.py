"""Writers: a :class:`Sink` takes DataFrame batches and commits the output atomically.

Everything is written to a temporary path next to the target and renamed into place only when
the run succeeds, so a crash or an error never leaves a half-written output that looks complete.
An existing output is replaced only with ``overwrite=True``.
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import uuid
from collections.abc import Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

from cdaprep.errors import OUTPUT_EXISTS, DataError, UsageError
from cdaprep.io.readers import compression_of, csv_style, detect_format, to_pandas

__all__ = [
    "Sink",
    "open_sink",
    "write_frame",
    "frame_to_arrow",
    "frame_to_dataset",
    "manifest_path",
    "kept_features",
    "with_features",
    "pandas_readable",
    "small_strings",
    "output_compression",
]


def manifest_path(path: str | os.PathLike, fmt: str | None = None) -> Path:
    """Where the manifest of an output goes: ``<output>.manifest.json`` beside a file,
    ``manifest.json`` inside a folder."""
    p = Path(path)
    if detect_format(p, fmt) == "hf":
        return p / "manifest.json"
    return p.with_name(p.name + ".manifest.json")


def _clean_value(v):
    if isinstance(v, np.ndarray):
        return [_clean_value(x) for x in v.tolist()]
    if isinstance(v, list | tuple):
        return [_clean_value(x) for x in v]
    if isinstance(v, dict):
        return {k: _clean_value(x) for k, x in v.items()}
    if isinstance(v, float) and v != v:
        return None
    if v is pd.NA or v is pd.NaT:
        return None
    return v


def _mixed_types_error(
    column: str, values: list, row_offset: int, where: str = "output row"
) -> DataError:
    """The error of a column whose values have types no one Arrow column holds, naming the
    column, the first value of another type than the first value, its row and the fix."""
    first = None
    for i, v in enumerate(values):
        if v is None or (isinstance(v, float) and v != v) or v is pd.NA:
            continue
        if first is None:
            first = type(v)
        elif type(v) is not first:
            return DataError(
                f"column {column!r} mixes {first.__name__} and {type(v).__name__} values "
                f"(the first {type(v).__name__} is {v!r}, {where} {row_offset + i + 1} "
                "(1-based)), which cannot be written to one column; give the column one type "
                f"before the run, for example df[{column!r}] = df[{column!r}].astype(str) "
                f"(or .astype(str).where(df[{column!r}].notna()) to keep missing values)"
            )
    return DataError(f"column {column!r} holds values that cannot be written to one column")


def frame_to_arrow(
    df: pd.DataFrame, schema: pa.Schema | None = None, row_offset: int = 0
) -> pa.Table:
    """pandas to arrow; columns of ``schema`` keep their type where the data allows, and text
    is ``string`` unless ``schema`` says ``large_string`` (see :func:`small_strings`): the one
    place where the batches of every engine become Arrow.

    ``row_offset`` is the number of output rows before ``df``, for the row an error names.
    """
    try:
        table = pa.Table.from_pandas(df, preserve_index=False)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        # object columns with mixed python values (lists of dicts, None...): go value by value
        cols = {}
        for c in df.columns:
            try:
                cols[str(c)] = pa.array(df[c], from_pandas=True)
            except (pa.ArrowInvalid, pa.ArrowTypeError):
                values = [_clean_value(v) for v in df[c].tolist()]
                try:
                    cols[str(c)] = pa.array(values)
                except (pa.ArrowInvalid, pa.ArrowTypeError):
                    raise _mixed_types_error(str(c), values, row_offset) from None
        table = pa.table(cols)
    if schema is not None:
        fields = []
        for f in table.schema:
            want = schema.field(f.name).type if f.name in schema.names else None
            if want is not None and want != f.type and not pa.types.is_null(want):
                try:
                    table = table.set_column(
                        table.schema.get_field_index(f.name), f.name, table[f.name].cast(want)
                    )
                    fields.append(f.name)
                except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
                    pass
    return small_strings(table, schema)


def _small_type(t: pa.DataType) -> pa.DataType:
    """``t`` with ``string`` for every ``large_string`` in it (also in lists, structs, maps and
    dictionaries)."""
    if pa.types.is_large_string(t):
        return pa.string()
    if pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_fixed_size_list(t):
        item = _small_type(t.value_type)
        if item == t.value_type:
            return t
        field = t.value_field.with_type(item)
        if pa.types.is_fixed_size_list(t):
            return pa.list_(field, t.list_size)
        return pa.large_list(field) if pa.types.is_large_list(t) else pa.list_(field)
    if pa.types.is_struct(t):
        fields = [t.field(i) for i in range(t.num_fields)]
        small = [f.with_type(_small_type(f.type)) for f in fields]
        return t if small == fields else pa.struct(small)
    if pa.types.is_map(t):
        key, item = _small_type(t.key_type), _small_type(t.item_type)
        if (key, item) == (t.key_type, t.item_type):
            return t
        return pa.map_(t.key_field.with_type(key), t.item_field.with_type(item), t.keys_sorted)
    if pa.types.is_dictionary(t):
        value = _small_type(t.value_type)
        return t if value == t.value_type else pa.dictionary(t.index_type, value, t.ordered)
    return t


def small_strings(table: pa.Table, schema: pa.Schema | None = None) -> pa.Table:
    """``table`` with its text as ``string``, the type ``datasets`` gives text
    (``Dataset.from_dict``, ``load_dataset``), not ``large_string``: a column of ``schema``
    (the input's) that has its type there keeps it, so a ``large_string`` column of the input
    stays one.

    pandas makes ``large_string`` of text (pandas 3's ``str`` dtype, a ``Categorical``'s
    categories) where older pandas and ``datasets`` make ``string``: without this, a column a
    step adds was ``large_string`` on the local and Ray engines and ``string`` on the ``hf``
    engine, and ``datasets.concatenate_datasets`` refused to join the outputs (or an output
    and a dataset of one's own). A column too large for ``string`` (2 GB of text in one
    chunk) stays ``large_string``.

    Examples
    --------
    >>> import pyarrow as pa
    >>> big = pa.array(["x"], pa.large_string())
    >>> t = pa.table({"a": big, "b": big})
    >>> small_strings(t, pa.schema([("b", pa.large_string())])).schema.types
    [DataType(string), DataType(large_string)]
    """
    for i, f in enumerate(table.schema):
        if schema is not None and f.name in schema.names and schema.field(f.name).type == f.type:
            continue  # the input's own type
        small = _small_type(f.type)
        if small == f.type:
            continue
        try:
            column = table.column(i).cast(small)
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
            continue  # too large for 32-bit offsets
        table = table.set_column(i, f.with_type(small), column)
    return table


def kept_features(features: Any, written: Any = ()) -> dict[str, Any] | None:
    """The ``datasets`` feature types of the input to keep in an output: every column of
    ``features`` that no step writes (``written``). A column a step adds or rewrites gets the
    natural feature of its values instead (so a rewritten ClassLabel column is never labelled
    with class names its values may not match).

    Examples
    --------
    >>> import datasets
    >>> y = datasets.ClassLabel(names=["a"])
    >>> f = datasets.Features({"t": datasets.Value("string"), "y": y})
    >>> list(kept_features(f, ["t"]))
    ['y']
    >>> kept_features(None, ["t"]) is None
    True
    """
    if not features:
        return None
    skip = set(written)
    return {str(k): v for k, v in features.items() if k not in skip}


def with_features(schema: pa.Schema, features: dict[str, Any] | None) -> pa.Schema:
    """``schema`` with the ``datasets`` features of its columns in the metadata key
    ``b"huggingface"`` (where ``datasets`` itself keeps them in a Parquet file, and where
    ``Dataset.from_parquet`` and ``load_dataset("parquet")`` read them back).

    A column keeps its feature from ``features`` only when the feature's Arrow type is the
    column's type; other columns get the natural feature of their type. ``schema`` is returned
    unchanged when every column has its natural feature (nothing to record).

    Examples
    --------
    >>> import datasets, pyarrow as pa
    >>> s = with_features(pa.schema([("y", pa.int64())]), {"y": datasets.ClassLabel(names=["a"])})
    >>> datasets.Features.from_arrow_schema(s)["y"]
    ClassLabel(names=['a'])
    """
    if not features:
        return schema
    import datasets as hfd

    plain = pa.schema(list(schema))
    natural = hfd.Features.from_arrow_schema(plain)
    chosen = dict(natural)
    for f in plain:
        feat = features.get(f.name)
        if feat is None:
            continue
        try:
            ok = hfd.Features({f.name: feat}).type.field(f.name).type == f.type
        except (TypeError, ValueError):
            ok = False
        if ok:
            chosen[f.name] = feat
    if chosen == dict(natural):
        return schema
    meta = hfd.Features(chosen).arrow_schema.metadata
    return schema.with_metadata({**(schema.metadata or {}), **meta})


def frame_to_dataset(df: pd.DataFrame, features: Any = None, written: Any = ()):
    """A ``datasets.Dataset`` of ``df``; columns named in ``features`` (the input's) keep their
    feature type where the values' type is unchanged, unless a step wrote them (``written``),
    as :func:`with_features` says."""
    import datasets as hfd
    from datasets.table import InMemoryTable

    schema = features.arrow_schema if features is not None else None
    table = _promote_nulls(frame_to_arrow(df, schema))
    table = table.replace_schema_metadata(
        with_features(table.schema, kept_features(features, written)).metadata
    )
    return hfd.Dataset(InMemoryTable(table))


def pandas_readable(schema: pa.Schema, like: pa.Schema | None = None) -> pa.Schema:
    """``schema`` with the pandas metadata of its Arrow types, which ``pandas.read_parquet``
    reads back.

    The metadata is made from the column types alone, never from the dtypes of the frames
    written (which depend on the engine: a column a step adds is ``str`` in the local engine's
    batches, ``string[pyarrow]`` in Ray's, a weight ``float64`` or ``double[pyarrow]``),
    so every engine writes the same metadata and ``pandas.read_parquet`` gives the same
    dtypes: a text column (``string`` or ``large_string``) pandas' own text dtype (``str``,
    as pandas reads the text of any Parquet file; ``object`` before pandas 3), a dictionary
    column a ``Categorical`` (pandas' own metadata: the numpy type of its indices),
    a list or struct column ``object`` (as pandas reads them from any Parquet file), every other
    column its Arrow-backed dtype (``int64[pyarrow]`` keeps an integer column with missing
    values integers). A column of the input (``like``, the input's schema) that pandas wrote,
    with the same Arrow type, keeps the dtype pandas gave it there: a Parquet file written by
    ``DataFrame.to_parquet`` with ``int64``, ``float64``, ``bool`` and ``datetime64`` columns
    reads back with them, not with their Arrow-backed dtypes. The pandas metadata of
    ``schema`` is replaced; its other metadata (the ``datasets`` features) is kept.

    Examples
    --------
    >>> import pyarrow as pa
    >>> s = pandas_readable(pa.schema([("c", pa.dictionary(pa.int8(), pa.string())),
    ...                                ("n", pa.int64())]))
    >>> [c["numpy_type"] for c in s.pandas_metadata["columns"]]
    ['int8', 'int64[pyarrow]']
    >>> import pandas as pd
    >>> like = pa.Schema.from_pandas(pd.DataFrame({"n": [1]}), preserve_index=False)
    >>> [c["numpy_type"] for c in pandas_readable(s, like).pandas_metadata["columns"]]
    ['int8', 'int64']
    """
    from cdaprep.io.readers import to_pandas

    frame = to_pandas(schema.empty_table())
    for f in schema:
        if pa.types.is_string(f.type) or pa.types.is_large_string(f.type):
            frame[f.name] = pd.Series([], dtype=str)  # pandas' own text dtype
    info = json.loads(pa.Schema.from_pandas(frame, preserve_index=False).metadata[b"pandas"])
    kept = _input_pandas_columns(schema, like)
    for col in info["columns"]:
        t = schema.field(col["field_name"]).type
        if col["field_name"] in kept:
            col.update(kept[col["field_name"]])  # as pandas wrote the input's column
            continue
        if pa.types.is_dictionary(t):  # also a column cast to its input's dictionary type
            col.update(
                pandas_type="categorical",
                numpy_type=str(t.index_type.to_pandas_dtype()().dtype),
                metadata={"num_categories": None, "ordered": bool(t.ordered)},
            )
            continue
        try:
            pd.api.types.pandas_dtype(col["numpy_type"])
        except (TypeError, ValueError, NotImplementedError):  # list<...>[pyarrow], struct
            col["numpy_type"] = "object"
    return schema.with_metadata({**(schema.metadata or {}), b"pandas": json.dumps(info).encode()})


def _input_pandas_columns(schema: pa.Schema, like: pa.Schema | None) -> dict[str, dict]:
    """The pandas metadata of the columns of ``like`` (an input written by pandas) that
    ``schema`` has with the same Arrow type and a numpy dtype there (``int64``, ``float64``,
    ``bool``, ``datetime64[ns]``...; not text, categories or Arrow-backed dtypes)."""
    meta = like.pandas_metadata if like is not None and like.metadata else None
    if not meta:
        return {}
    out = {}
    for col in meta.get("columns", ()):
        name = col.get("field_name")
        if name is None or name not in schema.names or name not in like.names:
            continue
        if schema.field(name).type != like.field(name).type:
            continue
        try:
            dtype = pd.api.types.pandas_dtype(col.get("numpy_type"))
        except (TypeError, ValueError, NotImplementedError):
            continue
        if isinstance(dtype, np.dtype) and dtype.kind in "iufbmM":
            out[name] = {k: col[k] for k in ("pandas_type", "numpy_type", "metadata") if k in col}
    return out


def _unify(table: pa.Table, schema: pa.Schema) -> pa.Table:
    """Cast ``table`` to ``schema`` (the schema of the first batch written)."""
    if table.schema.equals(schema):
        return table
    cols = []
    for f in schema:
        if f.name not in table.column_names:
            cols.append(pa.nulls(len(table), f.type))
            continue
        col = table[f.name]
        if col.type != f.type:
            try:
                col = col.cast(f.type)
            except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as e:
                raise DataError(
                    f"column {f.name!r} changed type from {f.type} to {col.type} between "
                    f"batches and cannot be written to one file ({e})"
                ) from None
        cols.append(col)
    extra = [c for c in table.column_names if c not in schema.names]
    if extra:
        raise DataError(f"columns {extra} appeared after the first batch; cannot write them")
    return pa.Table.from_arrays(cols, schema=schema)


def _promote_nulls(table: pa.Table) -> pa.Table:
    """A column that is entirely null in the first batch gets type string, not null, so later
    batches with values can be written (Parquet cannot change a column's type mid-file).
    Its pandas metadata (the null dtype) is mended by :func:`pandas_readable`."""
    for i, f in enumerate(table.schema):
        if pa.types.is_null(f.type):
            table = table.set_column(
                i, pa.field(f.name, pa.string()), pa.nulls(len(table), pa.string())
            )
    return table


class Sink:
    """Streaming, atomic writer of one output (a file or a ``save_to_disk`` folder).

    Use as a context manager: the output appears at ``path`` only if the block succeeds.

    Examples
    --------
    >>> import pandas as pd, tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> with open_sink(os.path.join(d, "out.csv")) as sink:
    ...     sink.write(pd.DataFrame({"text": ["a"]}))
    >>> open(os.path.join(d, "out.csv")).read()
    '"text"\\n"a"\\n'
    """

    def __init__(
        self,
        path: str | os.PathLike,
        *,
        fmt: str | None = None,
        overwrite: bool = False,
        schema: pa.Schema | None = None,
        split: str = "train",
        features: dict[str, Any] | None = None,
        row_group_rows: int | None = None,
    ):
        self.path = _named(Path(path))
        self.fmt = detect_format(self.path, fmt)
        self.overwrite = overwrite
        self.input_schema = schema
        #: ``datasets`` features of the input's columns to keep (see :func:`kept_features`):
        #: recorded in a Parquet file's or a folder's schema where the column types allow
        self.features = features
        #: rows per row group of a Parquet file (and of the Parquet part a folder is made
        #: from), whatever the batches written (the engines give batches of other sizes: with
        #: the same rows, every engine writes the same bytes); ``None``: a row group per batch
        self.row_group_rows = row_group_rows
        self._pending: dict[str, list[pa.Table]] = {}
        self.split = split
        self.rows_written = 0
        self.splits: dict[str, int] = {}
        self._schema: dict[str, pa.Schema] = {}
        self._writers: dict[str, Any] = {}
        self._tmp = staging_path(self.path)
        self._parts: dict[str, Path] = {}
        #: files written into a folder output just before it is moved into place
        self.extra_files: dict[str, str] = {}
        #: ``gzip``, ``bz2`` or ``zstd`` for a CSV or JSON lines output named ``*.gz`` ...
        self.compression = output_compression(self.path, self.fmt)
        self._streams: list[Any] = []
        check_output(self.path, overwrite, self.fmt)

    # -- context manager ------------------------------------------------------------------
    def __enter__(self) -> Sink:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.fmt == "hf":
            self._tmp.mkdir()
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.commit()
        else:
            self.abort()

    # -- writing --------------------------------------------------------------------------
    def _part_path(self, split: str) -> Path:
        if self.fmt == "hf":
            return self._tmp / f"_{split}.parquet"
        return self._tmp

    def write(self, df: pd.DataFrame, split: str | None = None) -> None:
        """Append one batch (to ``split`` for a folder output)."""
        split = split or self.split
        table = frame_to_arrow(df, self.input_schema, self.splits.get(split, 0))
        if split not in self._schema:
            schema = _promote_nulls(table).schema
            if self.fmt in ("parquet", "hf"):
                schema = pandas_readable(with_features(schema, self.features), self.input_schema)
            self._schema[split] = schema
            self._open(split)
        table = _unify(table, self._schema[split])
        w = self._writers[split]
        if self.fmt in ("parquet", "hf") and self.row_group_rows:
            self._write_row_groups(split, table)
        elif self.fmt in ("parquet", "hf"):
            w.write_table(table)
        elif self.fmt == "csv":
            w.write_table(self._csv_ready(table))
        else:
            self._write_jsonl(w, table)
        self.splits[split] = self.splits.get(split, 0) + len(table)
        self.rows_written += len(table)

    def _write_row_groups(self, split: str, table: pa.Table | None) -> None:
        """Write the whole row groups of ``row_group_rows`` rows the rows held so far and
        ``table`` make, and hold the rest; ``table=None``: write the rest too (at the end)."""
        pending = self._pending.setdefault(split, [])
        if table is not None:
            pending.append(table)
        held = sum(len(t) for t in pending)
        n = self.row_group_rows or held
        ready = held if table is None else held - held % n
        if not ready:
            return
        rows = pa.concat_tables(pending).combine_chunks()
        self._writers[split].write_table(rows.slice(0, ready), row_group_size=n)
        self._pending[split] = [rows.slice(ready)] if ready < held else []

    def _open(self, split: str) -> None:
        path = self._part_path(split)
        schema = self._schema[split]
        if self.fmt in ("parquet", "hf"):
            import pyarrow.parquet as pq

            self._writers[split] = pq.ParquetWriter(path, schema)
        elif self.fmt == "csv":
            import pyarrow.csv as pcsv

            csv_schema = self._csv_ready(schema.empty_table()).schema
            stream = pa.output_stream(str(path), compression=self.compression)
            self._streams.append(stream)
            self._writers[split] = pcsv.CSVWriter(
                stream, csv_schema, write_options=pcsv.WriteOptions(quoting_style="needed")
            )
        else:
            self._writers[split] = _TextStream(
                pa.output_stream(str(path), compression=self.compression)
            )
        self._parts[split] = path

    def _csv_ready(self, table: pa.Table) -> pa.Table:
        """``table`` as its CSV file shows it: nested values (CSV holds no lists or structs)
        as JSON text, and the floating point and true/false columns of a CSV input written
        as that input writes them (:func:`~cdaprep.io.csv_source.csv_style`)."""
        import pyarrow.compute as pc

        style = csv_style(self.input_schema)
        for i, f in enumerate(table.schema):
            how = style.get(f.name)
            if pa.types.is_nested(f.type):
                vals = [None if v is None else _JSON.encode(v) for v in table[f.name].to_pylist()]
                table = table.set_column(i, f.name, pa.array(vals, pa.string()))
            elif how == "1.0" and pa.types.is_floating(f.type):
                # 2.0 stays 2.0 (pyarrow writes 2); 2.5, 1e+20 and missing values as before
                text = pc.replace_substring_regex(
                    table.column(i).cast(pa.string()), pattern=r"^(-?\d+)$", replacement=r"\1.0"
                )
                table = table.set_column(i, f.name, text)
            elif isinstance(how, list) and pa.types.is_boolean(f.type):
                # True stays True (pyarrow writes true)
                true, false = (pa.scalar(v, pa.string()) for v in how)
                table = table.set_column(i, f.name, pc.if_else(table.column(i), true, false))
        return table

    @staticmethod
    def _write_jsonl(f, table: pa.Table) -> None:
        lines = [_JSON.encode(row) for row in table.to_pylist()]
        if lines:
            f.write("\n".join(lines))
            f.write("\n")

    # -- finishing ------------------------------------------------------------------------
    def _close_writers(self) -> None:
        for w in self._writers.values():
            w.close()
        self._writers = {}
        for stream in self._streams:  # a CSV writer leaves its (compressed) stream open
            if not stream.closed:
                stream.close()
        self._streams = []

    def commit(self) -> None:
        """Close the writers and move the output into place."""
        for split in list(self._pending):
            self._write_row_groups(split, None)
        self._close_writers()
        if not self._schema:
            # Nothing was written (empty input): still produce a valid, empty output.
            self._schema[self.split] = self._bare(self.input_schema) or pa.schema([])
            self._open(self.split)
            self._close_writers()
        if self.fmt == "hf":
            self._build_hf_folder()
            # manifest.json, README.md (dataset card): inside the folder, committed with it
            for name, text in self.extra_files.items():
                (self._tmp / name).write_text(text, encoding="utf-8")
        _replace(self._tmp, self.path)

    @staticmethod
    def _bare(schema: pa.Schema | None) -> pa.Schema | None:
        """``schema`` without the CSV style of its input (which is for a CSV output's values
        only)."""
        from cdaprep.io.readers import CSV_STYLE

        if schema is None or CSV_STYLE not in (schema.metadata or {}):
            return schema
        return schema.with_metadata({k: v for k, v in schema.metadata.items() if k != CSV_STYLE})

    def _build_hf_folder(self) -> None:
        from cdaprep.io.hfprogress import datasets_progress

        with datasets_progress(False):
            self._build_hf_folder_quiet()

    def _build_hf_folder_quiet(self) -> None:
        import datasets as hfd
        from datasets.table import InMemoryTable

        parts = {}
        for split, part in self._parts.items():
            if part.stat().st_size == 0 or not self._schema[split].names:
                parts[split] = hfd.Dataset.from_dict({})
            elif not self.splits.get(split):
                # no rows: the columns and their features (from_parquet reads no empty file)
                parts[split] = hfd.Dataset(InMemoryTable(self._schema[split].empty_table()))
            else:
                parts[split] = hfd.Dataset.from_parquet(
                    str(part), cache_dir=str(self._tmp / "_cache"), keep_in_memory=False
                )
        staged = self._tmp.with_name(self._tmp.name + "-dd")
        # a split without rows as one empty shard: with none, load_from_disk cannot read it
        empty = {k: 1 for k, ds in parts.items() if len(ds) == 0}
        hfd.DatasetDict(parts).save_to_disk(str(staged), num_shards=empty)
        for split in list(parts):
            del parts[split]
        shutil.rmtree(self._tmp)
        staged.rename(self._tmp)

    def abort(self) -> None:
        """Drop everything written so far; the target path is left as it was."""
        try:
            self._close_writers()
        finally:
            for p in (self._tmp, self._tmp.with_name(self._tmp.name + "-dd")):
                if p.is_dir():
                    shutil.rmtree(p, ignore_errors=True)
                elif p.exists():
                    p.unlink()


class _TextStream:
    """UTF-8 text written to a pyarrow output stream (compressed or not)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> None:
        self.stream.write(text.encode("utf-8"))

    def close(self) -> None:
        self.stream.close()


def output_compression(path: str | os.PathLike, fmt: str | None = None) -> str | None:
    """The compression of an output file by the last extension of its name: ``gzip``
    (``.gz``), ``bz2`` (``.bz2``) or ``zstd`` (``.zst``) for a CSV or JSON lines file, else
    ``None``.

    Raises
    ------
    UsageError
        For a compressed Parquet file (Parquet compresses its own data) or a compression
        pyarrow cannot write (``.xz``), naming the path and the fix.

    Examples
    --------
    >>> output_compression("out.csv.gz"), output_compression("out.jsonl")
    ('gzip', None)
    """
    p = Path(path)
    fmt = detect_format(p, fmt)
    ext = p.suffix.lower()
    codec = compression_of(p)
    if codec is None and ext in (".xz", ".lz4", ".br"):
        raise UsageError(
            f"cannot write the output {str(p)!r}: {ext} compression is not supported; name "
            "it with .gz, .bz2 or .zst (for example "
            f"{str(p.with_suffix('.gz'))!r}), or without a compression extension"
        )
    if codec is not None and fmt in ("parquet", "hf"):
        raise UsageError(
            f"cannot write the output {str(p)!r}: a "
            f"{'Parquet file' if fmt == 'parquet' else 'folder'} is not compressed as a whole "
            f"({ext}); Parquet compresses its own data: name the "
            f"output {str(p.with_suffix(''))!r}"
        )
    return codec if fmt in ("csv", "jsonl") else None


def _json_default(o):
    if isinstance(o, Decimal) and o.is_finite() and o.as_tuple().exponent == 0:
        return int(o)  # a column of integers int64 cannot hold: numbers, every digit kept
    if isinstance(o, bytes):
        return o.decode("utf-8", "replace")
    if hasattr(o, "isoformat"):
        return o.isoformat()
    if isinstance(o, np.generic):
        return o.item()
    return str(o)


#: One encoder for every row (``json.dumps`` with options builds a new encoder per call).
_JSON = json.JSONEncoder(ensure_ascii=False, default=_json_default)


def check_output(
    path: str | os.PathLike,
    overwrite: bool,
    fmt: str | None = None,
    inputs: Iterable[Any] = (),
) -> None:
    """Refuse an output that cannot be written, before any work starts.

    Parameters
    ----------
    path : str or path
        The output.
    overwrite : bool
        Whether an existing output may be replaced.
    fmt : str, optional
        The output's format (as :func:`~cdaprep.io.detect_format` gives it); ``"hf"`` (a
        folder) refuses a regular file at ``path`` even with ``overwrite``.
    inputs : iterable, optional
        The run's inputs (paths; other objects are ignored): a folder holding one is never
        replaced.

    Raises
    ------
    UsageError
        When the output is an input file or lies inside an input folder (both also with
        ``overwrite``: :func:`check_not_inside_input`), when the output exists
        (without ``overwrite``), when a folder would replace a file, when
        a parent of ``path`` is a file or a folder that cannot be written
        (:func:`check_folder_writable`), or when ``overwrite`` would replace a folder that is
        neither empty nor a dataset folder (see :func:`dataset_folder_problem`) or that holds
        an input.
    """
    p = Path(path)
    here = Path.cwd().resolve()
    where = p.resolve()
    if where == here or where in here.parents:
        raise UsageError(
            f"cannot write the output {str(p)!r} ({str(where)!r}): it is the current folder"
            f"{'' if where == here else ' or holds it'}, and an output folder is replaced as a "
            "whole (your shell would be left in a deleted folder); write to a new folder "
            "inside it, for example -o ./cda_out, or run from another folder"
        )
    p = _named(p)
    check_not_inside_input(p, inputs, "output")
    check_folder_writable(p)
    if fmt == "hf" and p.exists() and not p.is_dir():
        raise UsageError(
            f"output {str(p)!r} is a file, but this output is written as a folder (a Hugging "
            "Face dataset: a path without a file extension, or --output-format hf); to write a "
            "file give the output an extension (.csv, .jsonl, .parquet) or --output-format, "
            "or choose another path for the folder"
        )
    output_compression(p, fmt)  # a compression that cannot be written: refused now
    if p.is_file():
        refusal = holds_input(p, inputs)
        if refusal:
            stem, dot, ext = p.name.partition(".")
            raise UsageError(
                f"cannot write the output {str(p)!r}: {refusal}, and the output never "
                "replaces its input (with --overwrite or not): choose another output path, "
                f"for example -o {str(p.with_name(stem + '_cda' + dot + ext))!r}"
            )
    if p.exists() and not overwrite:
        raise UsageError(OUTPUT_EXISTS.format(path=str(p)))
    if p.is_dir() and not p.is_symlink():
        refusal = holds_input(p, inputs) or dataset_folder_problem(p)
        if refusal:
            raise UsageError(
                f"cannot replace the folder {str(p)!r} with --overwrite: {refusal}. --overwrite "
                "replaces only an empty folder or a dataset folder cdaprep or "
                "datasets.save_to_disk wrote, and never deletes other files: choose another "
                f"output path, for example -o {str(p.with_name(p.name + '_cda'))!r}"
            )


def check_folder_writable(path: str | os.PathLike) -> None:
    """Refuse an output ``path`` whose nearest existing parent is a file, or a folder this
    process cannot create files in (no permission, a read-only file system), before any work.

    The folder is tried by creating and removing an empty file in it, which is what writing
    the output does (the permission bits alone say nothing for root or a read-only mount).
    """
    import tempfile

    p = Path(path)
    for parent in p.parents:
        if not parent.exists():
            continue
        if not parent.is_dir():
            raise UsageError(
                f"cannot write the output {str(p)!r}: {str(parent)!r} is a file, not a "
                "folder; choose an output path in a folder, or move that file away"
            )
        try:
            fd, probe = tempfile.mkstemp(prefix=f".{p.name}.probe-", dir=parent)
        except OSError as e:
            raise UsageError(
                f"cannot write the output {str(p)!r}: no file can be created in the folder "
                f"{str(parent)!r} ({e.strerror or e}); choose an output path in a folder you "
                "can write to"
            ) from None
        os.close(fd)
        os.unlink(probe)
        return


def _named(path: Path) -> Path:
    """``path`` with a name: a path ending in ``.`` or ``..`` (no name of its own to write a
    temporary sibling under) made absolute and normalised."""
    return Path(os.path.abspath(path)) if path.name in ("", ".", "..") else path


def holds_input(folder: Path, inputs: Iterable[Any]) -> str | None:
    """What is wrong with replacing ``folder`` when it is one of ``inputs`` or holds one (a
    path inside it), or ``None``. Inputs that are no paths (data in memory, URIs) are ignored.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> holds_input(d, [d / "train.csv"]).startswith("it holds the input")
    True
    >>> holds_input(d, [d.parent / "other.csv", None]) is None
    True
    """
    from cdaprep.io.readers import scheme_loader

    where = folder.resolve()
    for inp in inputs:
        if not isinstance(inp, str | os.PathLike) or scheme_loader(inp) is not None:
            continue
        ip = Path(inp).resolve()
        if ip == where:
            return f"it is the input {str(inp)!r}, which the run reads"
        if where in ip.parents:
            return f"it holds the input {str(inp)!r}, which the run reads"
    return None


def input_around(path: Path, inputs: Iterable[Any]) -> Any | None:
    """The input among ``inputs`` that is a folder ``path`` lies inside, at any depth (a
    split folder of a dataset folder, a file in a folder of data files), as it was given; or
    ``None``. Paths are compared with links and ``..`` resolved, as :func:`holds_input` does;
    inputs that are no folders, no paths (data in memory) or URIs are ignored.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> input_around(d / "train" / "out.csv", [None, d]) == d
    True
    >>> input_around(d, [d]) is None  # the input itself: holds_input says so
    True
    """
    from cdaprep.io.readers import scheme_loader

    where = Path(path).resolve()
    for inp in inputs:
        if not isinstance(inp, str | os.PathLike) or scheme_loader(inp) is not None:
            continue
        ip = Path(inp).resolve()
        if ip in where.parents and ip.is_dir():
            return inp
    return None


def check_not_inside_input(path: str | os.PathLike, inputs: Iterable[Any], what: str) -> None:
    """Refuse an output ``path`` (``what``: "output", "report folder") that lies inside a
    folder the run reads (:func:`input_around`), with ``--overwrite`` or without: writing it
    would replace or add files of the input (``-o data/train`` replaced the ``train`` split
    of the input dataset folder ``data`` with a DatasetDict, and the input no longer loaded).
    """
    inp = input_around(Path(path), inputs)
    if inp is None:
        return
    p = _named(Path(path))
    folder = _named(Path(inp))
    shown = ""
    if not Path(os.path.abspath(p)).is_relative_to(os.path.abspath(folder)):
        shown = f" ({str(p.resolve())!r} is inside {str(folder.resolve())!r})"
    example = folder.with_name(f"{folder.name}_{p.name}")
    article = "an" if what[0] in "aeiou" else "a"
    raise UsageError(
        f"cannot write the {what} {str(p)!r}: it lies inside the input {str(inp)!r}, which "
        f"the run reads{shown}, and the output never goes into its input, with --overwrite "
        f"or not (it would replace or add files of the input): choose {article} {what} outside "
        f"{str(inp)!r}, for example -o {str(example)!r}"
    )


#: Files at the top of a dataset folder --overwrite may replace (``datasets.save_to_disk`` of
#: a Dataset or a DatasetDict, plus cdaprep's manifest and dataset card).
_DATASET_TOP = {
    "dataset_dict.json",
    "dataset_info.json",
    "state.json",
    "manifest.json",
    "README.md",
}
#: Files of a split folder of a DatasetDict (``save_to_disk``) or of the Ray engine's ``data``
#: folder of Parquet shards.
_DATASET_SPLIT = {"dataset_info.json", "state.json"}
_ARROW_SHARD = re.compile(r"data-\d+-of-\d+\.arrow")


def _is_cdaprep_manifest(path: Path) -> bool:
    try:
        m = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return (
        isinstance(m, dict) and isinstance(m.get("versions"), dict) and ("cdaprep" in m["versions"])
    )


def _listing(names: list[str], limit: int = 8) -> str:
    shown = ", ".join(repr(n) for n in names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")


def dataset_folder_problem(folder: Path) -> str | None:
    """Why ``--overwrite`` may not replace the existing folder ``folder``, or ``None`` when it
    may: when it is empty, or when it is a dataset folder cdaprep or ``save_to_disk`` wrote.

    A dataset folder holds ``dataset_dict.json``, ``state.json`` or cdaprep's
    ``manifest.json`` (a JSON object with ``versions.cdaprep``), and nothing but: at its top
    ``dataset_dict.json``, ``dataset_info.json``, ``state.json``, ``manifest.json``,
    ``README.md`` and ``data-NNNNN-of-NNNNN.arrow`` files; folders (one per split, or the Ray
    engine's ``data``) holding only ``dataset_info.json``, ``state.json``,
    ``data-NNNNN-of-NNNNN.arrow`` and ``.parquet`` files. Anything else (a CSV file, notes, a
    hidden file, a deeper folder) is the user's, and the folder is refused.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> dataset_folder_problem(d) is None
    True
    >>> _ = (d / "notes.txt").write_text("mine")
    >>> dataset_folder_problem(d)
    "it is not a dataset folder cdaprep or datasets.save_to_disk wrote (it holds 'notes.txt')"
    """
    entries = sorted(folder.iterdir(), key=lambda e: e.name)
    if not entries:
        return None
    foreign: list[str] = []
    for e in entries:
        if e.is_symlink():
            foreign.append(e.name)
        elif e.is_dir():
            for f in sorted(e.iterdir(), key=lambda f: f.name):
                ok = (
                    f.is_file()
                    and not f.is_symlink()
                    and (
                        f.name in _DATASET_SPLIT
                        or _ARROW_SHARD.fullmatch(f.name)
                        or f.name.endswith(".parquet")
                    )
                )
                if not ok:
                    foreign.append(f"{e.name}/{f.name}")
        elif not (e.name in _DATASET_TOP or _ARROW_SHARD.fullmatch(e.name)):
            foreign.append(e.name)
    marked = (
        (folder / "dataset_dict.json").is_file()
        or (folder / "state.json").is_file()
        or _is_cdaprep_manifest(folder / "manifest.json")
    )
    if foreign:
        return (
            "it is not a dataset folder cdaprep or datasets.save_to_disk wrote (it holds "
            f"{_listing(foreign)})"
        )
    if not marked:
        return (
            "it is not a dataset folder cdaprep or datasets.save_to_disk wrote (it holds no "
            "dataset_dict.json, state.json or cdaprep manifest.json)"
        )
    return None


def _replace(tmp: Path, target: Path) -> None:
    if target.is_dir() and not target.is_symlink():
        old = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
        target.rename(old)
        tmp.rename(target)
        shutil.rmtree(old, ignore_errors=True)
    else:
        os.replace(tmp, target)


def staging_path(target: str | os.PathLike) -> Path:
    """The hidden temporary sibling ``.NAME.tmp-XXXXXXXX`` that an output is written to before
    it is moved into place (a rename: readers never see a half-written output).

    Examples
    --------
    >>> staging_path("out/data.csv").name.startswith(".data.csv.tmp-")
    True
    """
    t = Path(target)
    return t.with_name(f".{t.name}.tmp-{uuid.uuid4().hex[:8]}")


def leftover_staging(target: str | os.PathLike) -> list[Path]:
    """The temporary siblings of ``target`` (:func:`staging_path`) that lie there now: what a
    run stopped by SIGKILL (a scheduler's hard stop, the out-of-memory killer) left, since it
    could not remove them, or what another run writing the same output has open."""
    t = Path(target)
    try:
        return sorted(t.parent.glob(f".{glob.escape(t.name)}.tmp-*"))
    except OSError:
        return []


def _size(path: Path) -> int:
    """Bytes of a file, or of the files of a folder."""
    try:
        if not path.is_dir():
            return path.stat().st_size
        return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    except OSError:
        return 0


def leftover_staging_info(target: str | os.PathLike) -> list[dict[str, Any]]:
    """The temporary outputs of ``target`` left from an earlier run (:func:`leftover_staging`)
    with their sizes, as a run's manifest records them (``leftover_temporary_outputs``; the
    run's warnings name them: :func:`cdaprep.engines.manifest.run_warnings`). cdaprep never
    reads or removes them: a run writing the same output now may own one.

    Examples
    --------
    >>> import tempfile
    >>> d = Path(tempfile.mkdtemp())
    >>> _ = (d / ".out.csv.tmp-0a1b2c3d").write_text("text\\n")
    >>> leftover_staging_info(d / "out.csv")
    [{'name': '.out.csv.tmp-0a1b2c3d', 'bytes': 5}]
    """
    return [{"name": p.name, "bytes": _size(p)} for p in leftover_staging(target)]


def describe_bytes(n: float) -> str:
    """A size for a message.

    Examples
    --------
    >>> describe_bytes(512), describe_bytes(9005), describe_bytes(1.2e9)
    ('512 bytes', '9.0 KB', '1.2 GB')
    """
    if n < 1000:
        return f"{int(n):,} bytes"
    for unit in ("KB", "MB"):
        n /= 1000
        if n < 1000:
            return f"{n:.1f} {unit}"
    return f"{n / 1000:.1f} GB"


def write_json_atomic(path: str | os.PathLike, obj: Any) -> None:
    """Write JSON to ``path`` through a temporary file and a rename."""
    p = Path(path)
    tmp = staging_path(p)
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=2, ensure_ascii=False, default=_json_default)
        f.write("\n")
    os.replace(tmp, p)


def open_sink(path: str | os.PathLike, **kwargs) -> Sink:
    """Open a :class:`Sink` for ``path`` (format from the extension; a folder is a DatasetDict)."""
    return Sink(path, **kwargs)


def write_frame(
    df: pd.DataFrame | dict[str, pd.DataFrame],
    path: str | os.PathLike,
    *,
    overwrite: bool = False,
    fmt: str | None = None,
) -> Path:
    """Write a DataFrame (or ``{split: DataFrame}`` for a folder) atomically.

    Examples
    --------
    >>> import pandas as pd, tempfile, os
    >>> p = write_frame(pd.DataFrame({"a": [1]}), os.path.join(tempfile.mkdtemp(), "x.parquet"))
    >>> p.name
    'x.parquet'
    """
    frames = df if isinstance(df, dict) else {"train": df}
    if len(frames) > 1 and detect_format(path, fmt) != "hf":
        raise UsageError("several splits can only be written to a folder (a DatasetDict)")
    with open_sink(path, overwrite=overwrite, fmt=fmt) as sink:
        for split, frame in frames.items():
            sink.split = split
            sink.write(frame, split)
    return Path(path)


__all__ += [
    "check_output",
    "check_folder_writable",
    "dataset_folder_problem",
    "holds_input",
    "input_around",
    "check_not_inside_input",
    "write_json_atomic",
    "to_pandas",
]
