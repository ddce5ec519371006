"""The JSON lines reader: a JSON lines file (``.jsonl``, ``.json``, ``.ndjson``) as a
:class:`~cdaprep.io.source.Source`, with the types of the whole file, long integers kept exact,
and the errors that name a JSON lines file's line, column and fix."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow as pa

from cdaprep.errors import DataError, UsageError
from cdaprep.io.csv_source import _iter_reader
from cdaprep.io.source import (
    BIG_INTEGER,
    BLOCK_SIZE,
    Source,
    _as_float,
    _compressed_error,
    _empty_input,
    _file_info,
    _from_arrow_batches,
    _not_utf8,
    compression_of,
    inexact_integer,
)

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
