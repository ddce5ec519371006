"""Folder inputs: a Hugging Face ``save_to_disk`` folder, a folder of CSV, JSON lines or Parquet
files (one source per split, each file read as it is alone, :class:`FileRows` naming a row by
its file), a folder of Parquet files in ``KEY=VALUE`` folders, and a folder
``datasets.load_dataset`` reads."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyarrow as pa

from cdaprep.errors import DataError, UsageError
from cdaprep.io.csv_source import _csv_source, csv_style, with_csv_style
from cdaprep.io.jsonl_source import _json_lines, _json_type_kind, _jsonl_source
from cdaprep.io.source import (
    _LEADING_ZERO,
    BIG_INTEGER,
    Source,
    _check_readable,
    _from_arrow_batches,
    detect_format,
)


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
