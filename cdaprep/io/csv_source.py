"""The CSV reader: a CSV file as a :class:`~cdaprep.io.source.Source`, its column types decided
once from the first block, the style of its floating point and true/false columns
(:func:`csv_style`), and the errors that name a CSV file's row, column and fix."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pyarrow as pa

from cdaprep.errors import DataError, UsageError
from cdaprep.io.source import (
    _INTEGER,
    _LEADING_ZERO,
    _LONG_INTEGER,
    BIG_INTEGER,
    BLOCK_SIZE,
    Source,
    _as_float,
    _compressed_error,
    _file_info,
    _from_arrow_batches,
    _not_utf8,
    inexact_integer,
)

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
