"""Lexicons: word lists kept as data files (TSV) in the top-level ``lexicons/`` folder.

File format (every lexicon)::

    # name: biasbios_indicators
    # version: 1
    # source: <where the words come from>
    # licence: <licence of the list>
    word<TAB>gender<TAB>...more columns...
    he<TAB>male
    ...

Lines starting with ``#`` before the header hold ``key: value`` metadata. The header names the
columns; every lexicon has at least ``word`` and ``gender`` (``female`` / ``male``), so any
lexicon can serve as an indicator list for :class:`~cdaprep.steps.AssignGender`. Lexicons ship
inside the wheel as ``cdaprep/lexicons/``; a user passes a packaged name (``"default"``) or the
path of a file of their own.

Examples
--------
>>> ind = load_indicators("biasbios_indicators")
>>> ind["she"], ind["mr"]
('female', 'male')
"""

from __future__ import annotations

import functools
import hashlib
import io
import os
from dataclasses import dataclass, field
from pathlib import Path

from cdaprep.errors import DataError, UsageError

__all__ = [
    "LEXICON_FORMAT",
    "lexicon_dir",
    "lexicon_path",
    "list_lexicons",
    "read_lexicon",
    "RawLexicon",
    "load_indicators",
    "file_checksum",
    "read_table",
    "read_table_meta",
    "read_text_file",
]

GENDERS = ("female", "male")
#: The lexicon format, as an error tells it to a user who has no source at hand.
LEXICON_FORMAT = (
    "a lexicon is a UTF-8 TSV file: optional '# key: value' metadata lines (name, version, "
    "source, licence), then a header line 'word<TAB>gender' (more columns allowed: a swap "
    "lexicon adds swap, the word it becomes, and optionally pos, kind, neutral, note), then "
    "one word per line with its gender (female or male), e.g. 'she<TAB>female' (docs/swap.md, "
    "'Lexicon format')"
)


def lexicon_dir() -> Path:
    """Folder of the packaged lexicons (inside the wheel, or ``lexicons/`` of a source tree)."""
    here = Path(__file__).resolve().parent
    for cand in (here / "lexicons", here.parent / "lexicons"):
        if cand.is_dir():
            return cand
    raise DataError(f"packaged lexicons not found next to {here}; reinstall cdaprep")


def list_lexicons() -> list[str]:
    """Names of the packaged lexicons."""
    return sorted(p.stem for p in lexicon_dir().glob("*.tsv"))


def lexicon_path(name_or_path: str | Path) -> Path:
    """Resolve a packaged lexicon name or a file path to an existing file."""
    p = Path(name_or_path)
    if p.suffix and p.is_file():
        return p
    cand = lexicon_dir() / f"{name_or_path}.tsv"
    if cand.is_file():
        return cand
    if p.is_file():
        return p
    raise UsageError(
        f"lexicon {str(name_or_path)!r} is neither a file nor a packaged lexicon; "
        f"packaged lexicons: {', '.join(list_lexicons())}"
    )


def file_checksum(path: str | Path) -> str:
    """SHA-256 of a file, hex (cached per path, size and modification time, so a file edited
    in a running process is read again)."""
    st = os.stat(path)
    return _file_checksum(str(path), st.st_mtime_ns, st.st_size)


def folder_checksum(folder: str | Path) -> str:
    """SHA-256 over the files of ``folder`` (names and checksums, sorted), hex; each file's
    checksum is cached as :func:`file_checksum`'s."""
    base = Path(folder)
    h = hashlib.sha256()
    for f in sorted(p for p in base.rglob("*") if p.is_file()):
        h.update(f"{f.relative_to(base).as_posix()}\0{file_checksum(f)}\n".encode())
    return h.hexdigest()


@functools.lru_cache(maxsize=64)
def _file_checksum(path: str, mtime_ns: int, size: int) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@dataclass
class RawLexicon:
    """A parsed lexicon file: metadata, column names and rows (dicts of strings)."""

    name: str
    path: Path
    meta: dict[str, str]
    columns: list[str]
    rows: list[dict[str, str]] = field(default_factory=list)

    @property
    def checksum(self) -> str:
        return file_checksum(str(self.path))


def read_text_file(path: str | Path, *, what: str, hint: str = "") -> str:
    """The text of a UTF-8 data file a user may have written: a byte order mark (which some
    Windows editors write) is dropped, and a byte that is not UTF-8 is a
    :class:`~cdaprep.errors.DataError` naming ``what``, the file, the line and the byte.

    Examples
    --------
    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "w.txt")
    >>> _ = open(p, "wb").write(b"\\xef\\xbb\\xbfKing\\nPrince\\n")
    >>> read_text_file(p, what="word list")
    'King\\nPrince\\n'
    """
    raw = Path(path).read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        raise DataError(
            f"{what} {path} line {line}: byte 0x{raw[e.start]:02x} is not UTF-8; save the file "
            f"as UTF-8{hint}"
        ) from None


def read_table(
    path: str | Path, *, required: tuple[str, ...] = (), what: str = "lexicon", fmt: str = ""
) -> tuple[dict[str, str], list[str], list[tuple[int, dict[str, str]]]]:
    """Parse a TSV data file: ``(metadata, columns, [(line number, row), ...])``.

    ``#`` lines before the header hold ``key: value`` metadata; later ``#`` lines and blank
    lines are skipped. ``required`` columns must be in the header; ``what`` and ``fmt`` (the
    format itself, told to a user who has no source at hand) go into the error messages.

    Examples
    --------
    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "t.tsv")
    >>> _ = open(p, "w").write("# name: t\\nword\\tclass\\nis\\tverb\\n")
    >>> read_table(p, required=("word",))
    ({'name': 't'}, ['word', 'class'], [(3, {'word': 'is', 'class': 'verb'})])
    """
    hint = f". The format: {fmt}" if fmt else ""
    meta: dict[str, str] = {}
    columns: list[str] | None = None
    rows: list[tuple[int, dict[str, str]]] = []
    with io.StringIO(read_text_file(path, what=what, hint=hint), newline="") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\r\n")
            if not line.strip():
                continue
            if line.startswith("#"):
                if columns is None:
                    _meta_line(line, meta)
                continue
            cells = line.split("\t")  # what csv reads with QUOTE_NONE, at a fraction of the cost
            if columns is None:
                columns = [c.strip() for c in cells]
                for req in required:
                    if req not in columns:
                        raise DataError(
                            f"{what} {path} line {lineno}: header has no {req!r} column "
                            f"(header: {', '.join(columns)}){hint}"
                        )
                continue
            if len(cells) > len(columns):
                raise DataError(
                    f"{what} {path} line {lineno}: {len(cells)} cells but the header has "
                    f"{len(columns)} columns{hint}"
                )
            row = {c: (cells[i].strip() if i < len(cells) else "") for i, c in enumerate(columns)}
            rows.append((lineno, row))
    if columns is None:
        raise DataError(f"{what} {path} is empty (no header line){hint}")
    return meta, columns, rows


def _meta_line(line: str, meta: dict[str, str]) -> None:
    """Add the ``key: value`` of a ``#`` line before a table's header to ``meta``."""
    if ":" in line:
        k, v = line[1:].split(":", 1)
        meta[k.strip().lower()] = v.strip()


def read_table_meta(path: str | Path) -> dict[str, str]:
    """The metadata of a TSV data file (its ``# key: value`` lines before the header), as
    :func:`read_table` gives it, without reading the rows.

    Examples
    --------
    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "t.tsv")
    >>> _ = open(p, "w").write("# name: t\\n# version: 3\\nword\\nis\\n")
    >>> read_table_meta(p)
    {'name': 't', 'version': '3'}
    """
    meta: dict[str, str] = {}
    with open(path, encoding="utf-8-sig", errors="replace") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if not line.strip():
                continue
            if not line.startswith("#"):
                break
            _meta_line(line, meta)
    return meta


@functools.lru_cache(maxsize=64)
def _read_cached(path: str, mtime: float) -> RawLexicon:
    meta, columns, numbered = read_table(path, required=("word", "gender"), fmt=LEXICON_FORMAT)
    rows: list[dict[str, str]] = []
    for lineno, row in numbered:
        if row["gender"] not in GENDERS:
            raise DataError(
                f"lexicon {path} line {lineno}: gender {row['gender']!r} must be one of "
                f"{', '.join(GENDERS)}. The format: {LEXICON_FORMAT}"
            )
        rows.append(row)
    name = meta.get("name", Path(path).stem)
    return RawLexicon(name=name, path=Path(path), meta=meta, columns=columns, rows=rows)


def read_lexicon(name_or_path: str | Path) -> RawLexicon:
    """Read and validate a lexicon file (cached per path and modification time)."""
    p = lexicon_path(name_or_path)
    return _read_cached(str(p), p.stat().st_mtime)


def load_indicators(name_or_path: str | Path = "biasbios_indicators") -> dict[str, str]:
    """``{lowercased word: gender}`` from any lexicon (indicator list or swap lexicon).

    A word listed with both genders is an error: it cannot indicate either.
    """
    lex = read_lexicon(name_or_path)
    out: dict[str, str] = {}
    for row in lex.rows:
        w = row["word"].lower()
        if out.get(w, row["gender"]) != row["gender"]:
            raise DataError(f"lexicon {lex.path}: word {w!r} is listed as both female and male")
        out[w] = row["gender"]
    return out
