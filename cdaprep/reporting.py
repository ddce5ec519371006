"""What every report folder of cdaprep shares (``metrics``, ``compare``, ``audit``).

A report is a folder holding a JSON file a script can read, a ``report.md`` a person can read
and PNG plots. This module holds the conventions once:

* :func:`md_table` renders a Markdown table whose cells are escaped (a ``|`` inside a value
  never splits a cell; newlines become spaces), so every renderer shows the columns as meant.
* :func:`to_json` turns numpy scalars into Python ones and NaN / inf into ``null`` (strict
  JSON).
* :func:`pyplot` gives matplotlib's ``pyplot`` on the file-only ``Agg`` backend, or ``None``
  with :data:`PLOT_HINT` when the ``plot`` extra is missing; labels in scripts its default font
  lacks (Chinese, Japanese, Korean...) are drawn with an installed font that has them
  (:data:`WIDE_FONTS`), and :func:`watch_glyphs` turns matplotlib's warning per missing
  character into one message saying which font to install.
* :func:`write_report_folder` writes the files into a temporary folder next to the target and
  renames it into place at the end (atomic; an existing report is replaced only with
  ``overwrite``, and only when it is empty or a report cdaprep wrote: :func:`check_report_folder`),
  with the same permissions as any folder the user creates (umask), not the
  0700 of a temporary folder.

Examples
--------
>>> print("\\n".join(md_table(["metric", "value"], [["TPR gap, sum of |gaps|", 0.25]])))
| metric | value |
|---|---|
| TPR gap, sum of \\|gaps\\| | 0.25 |
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import shutil
import tempfile
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from cdaprep.errors import OUTPUT_EXISTS, UsageError
from cdaprep.options import user_path

__all__ = [
    "PLOT_HINT",
    "md_cell",
    "md_table",
    "to_json",
    "dumps_json",
    "pyplot",
    "WIDE_FONTS",
    "GLYPH_HINT",
    "watch_glyphs",
    "error_bars",
    "short_labels",
    "save_figure",
    "draw_plots",
    "write_report_folder",
    "check_report_folder",
    "REPORT_FILES",
]

PLOT_HINT = (
    'plots skipped: matplotlib is not installed; install it with: pip install "cdaprep[plot]"'
)


def md_cell(value: Any) -> str:
    """One Markdown table cell: ``|`` escaped, line breaks folded, ``None`` as empty.

    Examples
    --------
    >>> md_cell("a|b"), md_cell(None), md_cell("two\\nlines")
    ('a\\\\|b', '', 'two lines')
    """
    if value is None:
        return ""
    text = str(value)
    text = text.replace("\\", "\\\\").replace("|", "\\|")
    return " ".join(text.split()) if ("\n" in text or "\r" in text) else text


def md_table(headers: Sequence[Any], rows: Iterable[Sequence[Any]]) -> list[str]:
    """Lines of a Markdown table; every header and cell goes through :func:`md_cell`.

    A row with fewer cells than headers is padded with empty cells; a longer row is an error
    (it would render in the wrong columns).
    """
    n = len(headers)
    lines = ["| " + " | ".join(md_cell(h) for h in headers) + " |", "|" + "---|" * n]
    for row in rows:
        cells = [md_cell(c) for c in row]
        if len(cells) > n:
            raise ValueError(f"table row has {len(cells)} cells for {n} columns: {cells}")
        cells += [""] * (n - len(cells))
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def _scalar(v: Any) -> Any:
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy is a core dependency
        np = None
    if np is not None:
        if isinstance(v, np.bool_):
            return bool(v)
        if isinstance(v, np.integer):
            return int(v)
        if isinstance(v, np.floating):
            v = float(v)
        elif isinstance(v, np.ndarray):
            return [to_json(x) for x in v.tolist()]
    if isinstance(v, float) and (math.isnan(v) or math.isinf(v)):
        return None
    return v


def to_json(obj: Any) -> Any:
    """``obj`` with numpy values as Python ones, NaN / inf as ``None`` and keys as strings.

    Examples
    --------
    >>> import numpy as np
    >>> to_json({1: np.float64("nan"), "n": np.int64(3), "v": [np.float32(0.5)]})
    {'1': None, 'n': 3, 'v': [0.5]}
    """
    if isinstance(obj, dict):
        return {str(k): to_json(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_json(v) for v in obj]
    return _scalar(obj)


def dumps_json(obj: Any) -> str:
    """Strict, indented JSON of :func:`to_json` ``(obj)``, with a final newline."""

    def default(o: Any) -> Any:
        v = _scalar(o)
        if v is o:
            return o.item() if hasattr(o, "item") else str(o)
        return v

    return json.dumps(to_json(obj), indent=2, allow_nan=False, default=default) + "\n"


#: Installed fonts that draw what matplotlib's default font (DejaVu Sans) lacks, in the order
#: they are tried: class names and words in Chinese, Japanese, Korean and other scripts.
WIDE_FONTS = (
    "Noto Sans CJK JP",
    "Noto Sans CJK SC",
    "Noto Sans CJK TC",
    "Noto Sans CJK KR",
    "Source Han Sans",
    "WenQuanYi Zen Hei",
    "WenQuanYi Micro Hei",
    "Droid Sans Fallback",
    "Microsoft YaHei",
    "SimHei",
    "Yu Gothic",
    "Meiryo",
    "Malgun Gothic",
    "PingFang SC",
    "Hiragino Sans",
    "Apple SD Gothic Neo",
    "Arial Unicode MS",
    "Noto Sans",
)
#: matplotlib's warning for a character no font of the figure draws
_MISSING_GLYPH = re.compile(r"Glyph (\d+) .*missing from font")
#: What a report says when labels hold characters no installed font draws.
GLYPH_HINT = (
    "plots: {n} character(s) of the labels ({chars}) have no glyph in the installed fonts and "
    "show as boxes; install a font that has them (Debian/Ubuntu: sudo apt install "
    "fonts-noto-cjk; macOS and Windows have one) and write the report again. The tables of "
    "report.md hold the labels as written."
)


def pyplot():
    """matplotlib's ``pyplot`` on the ``Agg`` backend, or ``None`` when matplotlib is missing.

    Where the font family is matplotlib's default, the fonts of :data:`WIDE_FONTS` that are
    installed follow the default font, so a character it lacks is drawn with one of them
    ("工程师" as a class name) instead of a box. A family the user set is left alone.
    """
    try:
        import matplotlib
    except ImportError:
        return None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    _font_fallback(matplotlib)
    return plt


def _font_fallback(matplotlib: Any) -> None:
    rc = matplotlib.rcParams
    if list(rc["font.family"]) != ["sans-serif"]:
        return  # the user's choice, or already set here
    from matplotlib import font_manager

    have = {f.name for f in font_manager.fontManager.ttflist}
    wide = [name for name in WIDE_FONTS if name in have]
    first = next((name for name in rc["font.sans-serif"] if name in have), None)
    if wide and first is not None:
        rc["font.family"] = [first, *(w for w in wide if w != first)]


@contextlib.contextmanager
def watch_glyphs(messages: list[str]) -> Iterator[None]:
    """Collect matplotlib's warnings of characters no font draws while plots are made, and add
    one message (:data:`GLYPH_HINT`) to ``messages`` instead of a warning per character;
    every other warning passes on as it was.

    Examples
    --------
    >>> import warnings
    >>> msgs = []
    >>> with watch_glyphs(msgs):
    ...     warnings.warn("Glyph 24037 (\\N{CJK UNIFIED IDEOGRAPH-5DE5}) missing from font(s) "
    ...                   "DejaVu Sans.")
    >>> print(msgs[0][:53])
    plots: 1 character(s) of the labels (工) have no glyph
    """
    caught: list[warnings.WarningMessage] = []
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield
    finally:
        missing: dict[str, None] = {}
        seen: dict[Any, Any] = {}  # one registry: a warning repeated in a loop shows once
        for w in caught:
            m = _MISSING_GLYPH.match(str(w.message))
            if m is not None:
                missing[chr(int(m.group(1)))] = None
            else:
                warnings.warn_explicit(
                    w.message, w.category, w.filename, w.lineno, registry=seen, source=w.source
                )
    if missing:
        chars = "".join(list(missing)[:10]) + ("..." if len(missing) > 10 else "")
        messages.append(GLYPH_HINT.format(n=len(missing), chars=chars))


def error_bars(value: Any, low: Any, high: Any) -> Any:
    """The ``(2, n)`` array of error-bar lengths matplotlib's ``xerr`` / ``yerr`` take, from
    values and interval bounds: ``value - low`` and ``high - value``, clipped at 0 (a bound
    that misses the value by a rounding error, or an interval that does not hold the point
    estimate, as a percentile bootstrap interval may not, draws no bar on that side instead of
    making matplotlib refuse the plot), and 0 where a bound or the value is missing.

    Examples
    --------
    >>> error_bars([1.0, 0.5, 0.2], [1.0, 0.25, None], [0.9999999999999999, 0.75, 0.3]).round(3)
    array([[0.  , 0.25, 0.  ],
           [0.  , 0.25, 0.1 ]])
    """
    import numpy as np

    def arr(xs: Any) -> Any:
        return np.array([np.nan if x is None else x for x in np.ravel(xs)], dtype=float)

    v, lo, hi = arr(value), arr(low), arr(high)
    err = np.vstack([v - lo, hi - v])
    return np.where(np.isfinite(err), np.clip(err, 0.0, None), 0.0)


#: Longest class name a plot prints in full (longer ones end in an ellipsis).
LABEL_WIDTH = 30


def short_labels(labels: Sequence[Any], width: int = LABEL_WIDTH) -> list[str]:
    """The labels as a plot prints them: a name longer than ``width`` characters cut with an
    ellipsis, names that would then read the same told apart by a number, so every tick of a
    plot stays unique and a long class name does not push the plot off the figure (the full
    names are in the report's tables).

    Examples
    --------
    >>> short_labels(["nurse", "Software engineer, backend (senior)", "Software engineer, "
    ...               "backend (junior)"], width=20)
    ['nurse', 'Software engineer,…', 'Software engineer…#2']
    """
    out: list[str] = []
    seen: set[str] = set()
    for lab in map(str, labels):
        short = lab if len(lab) <= width else lab[: width - 1].rstrip() + "\u2026"
        k = 2
        while short in seen:
            tag = f"\u2026#{k}"
            short = lab[: max(1, width - len(tag))].rstrip() + tag
            k += 1
        seen.add(short)
        out.append(short)
    return out


def save_figure(plt: Any, fig: Any, path: Path, dpi: int = 120) -> None:
    """Save ``fig`` with everything drawn inside the image (``bbox_inches="tight"``: rotated
    tick labels, titles and annotations are not cut at an edge) and close it."""
    import warnings

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Tight layout not applied")
        fig.tight_layout()
    fig.savefig(path, dpi=dpi, bbox_inches="tight", pad_inches=0.1)
    plt.close(fig)


def draw_plots(
    folder: Path, draw: Callable[[Path], list[str]], *, enabled: bool, messages: list[str]
) -> list[str]:
    """The PNG files ``draw(folder)`` writes; ``[]`` when plots are off, or when matplotlib is
    missing (then :data:`PLOT_HINT` is added to ``messages``).

    Examples
    --------
    >>> msgs = []
    >>> draw_plots(Path("."), lambda f: ["a.png"], enabled=False, messages=msgs), msgs
    ([], [])
    """
    if not enabled:
        return []
    if pyplot() is None:
        messages.append(PLOT_HINT)
        return []
    with watch_glyphs(messages):
        return draw(folder)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: Files of a report folder cdaprep writes (``metrics``, ``audit``, ``compare``,
#: ``proxies``); besides them a report holds only ``.png`` plots.
REPORT_FILES = frozenset(
    {
        "metrics.json",
        "audit.json",
        "compare.json",
        "proxies.json",
        "report.md",
        "proxies.md",
        "proxies.tsv",
        "results.csv",
    }
)
#: Files that show a folder is a report cdaprep wrote (one of them must be there).
_REPORT_MARKERS = ("metrics.json", "audit.json", "compare.json", "proxies.json", "report.md")


def check_report_folder(
    output: str | os.PathLike, overwrite: bool, inputs: Iterable[Any] = ()
) -> None:
    """Refuse a report folder that exists (without ``overwrite``), or that ``overwrite`` may
    not replace, before any work.

    ``--overwrite`` replaces an existing folder only when it is empty, or when it is a report
    cdaprep wrote: it holds one of ``metrics.json``, ``audit.json``, ``compare.json``,
    ``proxies.json`` or ``report.md``, and nothing but :data:`REPORT_FILES` and ``.png``
    files; and never when it holds one of ``inputs`` (paths the command reads). A report
    folder inside a folder of ``inputs`` is refused, with ``overwrite`` or without
    (:func:`cdaprep.io.writers.check_not_inside_input`).

    Raises
    ------
    UsageError
        Naming the folder, what in it is not part of a report, and the fix.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (d / "notes.txt").write_text("mine")
    >>> check_report_folder(d, True)
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: cannot replace the folder ... (it holds 'notes.txt')...
    """
    from cdaprep.io.writers import check_folder_writable, check_not_inside_input, holds_input

    out = Path(user_path(output))
    check_not_inside_input(out, inputs, "report folder")
    check_folder_writable(out)
    if out.is_symlink():
        # replacing it would turn the link into a folder and leave the folder it names
        raise UsageError(
            f"report output {str(out)!r} is a symbolic link; a report folder is written whole "
            "and renamed into place: give the path of the folder itself, or a new one"
        )
    if out.exists() and not out.is_dir():
        # --overwrite replaced such a file (the command's own input among them) with a folder
        raise UsageError(
            f"report output {str(out)!r} exists and is a file, not a folder; a report is a "
            "folder (the JSON a script reads, report.md, the plots): choose a new path, for "
            f"example -o {str(out.with_suffix('')) + '_report'!r}"
        )
    if out.exists() and not overwrite:
        raise UsageError(OUTPUT_EXISTS.format(path=str(out)))
    if not out.is_dir():
        return
    problem = holds_input(out, inputs)
    if problem is None:
        entries = sorted(out.iterdir(), key=lambda e: e.name)
        foreign = [
            e.name
            for e in entries
            if e.is_symlink()
            or not e.is_file()
            or not (e.name in REPORT_FILES or e.name.endswith(".png"))
        ]
        if foreign:
            shown = ", ".join(repr(n) for n in foreign[:8])
            more = f" and {len(foreign) - 8} more" if len(foreign) > 8 else ""
            problem = f"it is not a report folder cdaprep wrote (it holds {shown}{more})"
        elif entries and not any((out / m).is_file() for m in _REPORT_MARKERS):
            problem = "it is not a report folder cdaprep wrote (it holds no report.md or JSON)"
    if problem:
        raise UsageError(
            f"cannot replace the folder {str(out)!r} with --overwrite: {problem}. --overwrite "
            "replaces only an empty folder or a report folder cdaprep wrote, and never deletes "
            "other files: choose another report folder, for example -o "
            f"{str(out.with_name(out.name + '_report'))!r}"
        )


def write_report_folder(
    output: str | os.PathLike,
    fill: Callable[[Path], None],
    *,
    overwrite: bool = False,
    inputs: Iterable[Any] = (),
) -> Path:
    """Create the report folder ``output`` atomically.

    ``fill(folder)`` writes the files into a temporary folder next to ``output``; when it
    returns, the folder is renamed into place (replacing an existing one only with
    ``overwrite``, and only a folder :func:`check_report_folder` accepts; never one holding
    a path of ``inputs``). On any error, or Ctrl-C, the temporary folder is removed and an
    existing report is left as it was.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp()) / "rep"
    >>> _ = write_report_folder(d, lambda f: (f / "report.md").write_text("# hi\\n"))
    >>> (d / "report.md").read_text()
    '# hi\\n'
    """
    out = Path(user_path(output))
    check_report_folder(out, overwrite, inputs)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.tmp-", dir=out.parent))
    try:
        os.chmod(tmp, 0o777 & ~_umask())
        fill(tmp)
        backup = None
        if out.exists():
            backup = out.parent / f".{out.name}.old-{os.getpid()}"
            os.replace(out, backup)
        os.replace(tmp, out)
        if backup is not None:
            shutil.rmtree(backup) if backup.is_dir() else backup.unlink()
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out
