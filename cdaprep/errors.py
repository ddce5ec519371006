"""Errors raised by cdaprep.

Every user-facing error names the thing that is wrong and the fix. The command line maps
:class:`UsageError` to exit status 2 and :class:`DataError` to exit status 1.
"""

from __future__ import annotations

import contextlib
import sys
import warnings
from collections.abc import Iterator

__all__ = [
    "collected_data_warnings",
    "CdaprepError",
    "UsageError",
    "DataError",
    "MissingDependencyError",
    "MISSING_COLUMN",
    "OUTPUT_EXISTS",
    "INVALID_PARAM",
    "NO_ROWS",
    "no_rows",
    "check_bool",
    "missing_extra",
    "Terminated",
    "DataWarning",
]

#: Message templates; tests compare against them exactly.
MISSING_COLUMN = "column {column!r} not found{where}; available columns: {available}. {fix}"
OUTPUT_EXISTS = "output {path} already exists; pass --overwrite to replace it"
INVALID_PARAM = "The {param!r} parameter of {owner} must be {expected}. Got {value!r} instead."
NO_ROWS = "{where} has no rows (a header only, or an empty file){then}"


class CdaprepError(Exception):
    """Base class of every error cdaprep raises on purpose."""

    exit_code = 1


class UsageError(CdaprepError, ValueError):
    """The call itself is wrong: an unknown option value, a missing column, an existing output."""

    exit_code = 2


class DataError(CdaprepError, ValueError):
    """The data cannot be processed: unreadable file, unusable value in a row."""

    exit_code = 1


class MissingDependencyError(UsageError, ImportError):
    """An optional dependency (extra) or a spaCy pipeline is not installed."""

    exit_code = 2


class DataWarning(UserWarning):
    """Something in the data the user should know, that changes no result by itself: a group
    value that is not a known group, balanced as a group of its own. The command line prints
    these as ``cdaprep COMMAND: warning: ...``; the Python API (``Pipeline.run``,
    ``transform``, ``fit``) issues them with :func:`warnings.warn`."""


@contextlib.contextmanager
def collected_data_warnings() -> Iterator[list[str]]:
    """Collect the messages of the :class:`DataWarning` issued inside the block (each one, also
    repeated ones) instead of issuing them; other warnings are issued as usual. The list is
    filled when the block ends.

    Examples
    --------
    >>> import warnings
    >>> with collected_data_warnings() as found:
    ...     warnings.warn("group 'F'", DataWarning)
    >>> found
    ["group 'F'"]
    """
    found: list[str] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", DataWarning)
        yield found
    for w in caught:
        if issubclass(w.category, DataWarning):
            found.append(str(w.message))
        else:
            warnings.warn_explicit(w.message, w.category, w.filename, w.lineno)


class Terminated(KeyboardInterrupt):
    """The process was asked to stop (SIGTERM). A :class:`KeyboardInterrupt`, so everything
    that cleans up after Ctrl-C (temporary outputs, worker processes) does so for SIGTERM too."""


def no_rows(name: str, *, split: str | None = None, then: str = "") -> str:
    """What every command says of an input with no rows (:data:`NO_ROWS`): the input named,
    with its split when it has one, and what follows (``then``).

    Examples
    --------
    >>> no_rows("preds.csv", then=": there is nothing to evaluate")
    'preds.csv has no rows (a header only, or an empty file): there is nothing to evaluate'
    >>> no_rows("out", split="test")
    "out (split 'test') has no rows (a header only, or an empty file)"
    """
    where = name if split is None else f"{name} (split {split!r})"
    return NO_ROWS.format(where=where, then=then)


def missing_extra(feature: str, extra: str, module: str) -> MissingDependencyError:
    """Build the error for an optional dependency that is not installed.

    Examples
    --------
    >>> str(missing_extra("--engine ray", "ray", "ray"))[:37]
    '--engine ray needs the optional packa'
    """
    return MissingDependencyError(
        f"{feature} needs the optional package {module!r}, which is not installed; "
        f'install it with: pip install "cdaprep[{extra}]"'
    )


def _near_column(column: str, available: list[str]) -> str:
    """What is wrong when ``column`` is one of ``available`` but for the spaces around it or
    the case of its letters, or the only column is a header line separated by another
    character than a comma; else ``""``."""
    spaced = [c for c in available if c != column and c.strip() == column.strip()]
    if spaced:
        return (
            f"The input's column {spaced[0]!r} has spaces around its name: name it exactly as "
            "written, or remove the spaces from the header line."
        )
    cased = [c for c in available if c.casefold() == column.casefold()]
    if cased:
        return (
            f"Column names are case-sensitive: the input's column is {cased[0]!r}; name it "
            "exactly as written."
        )
    if len(available) == 1:
        for sep, name in ((";", "semicolons"), ("\t", "tabs"), ("|", "bars")):
            if column in [c.strip() for c in available[0].split(sep)]:
                return (
                    f"The header line is one column: its names are separated by {name}, and "
                    "a CSV input is read comma-separated. Write it with commas (IN.csv and "
                    'OUT.csv: your paths), for example: python -c "import pandas as pd; '
                    f"pd.read_csv('IN.csv', sep={sep!r}, dtype=str, keep_default_na=False)"
                    ".to_csv('OUT.csv', index=False)\""
                )
    return ""


def missing_column_error(column: str, available, *, where: str = "", fix: str = "") -> UsageError:
    """Error for a column that does not exist, listing the columns that do."""
    names = [str(c) for c in available if not str(c).startswith("_cda_")]
    avail = ", ".join(repr(c) for c in names)
    return UsageError(
        MISSING_COLUMN.format(
            column=column,
            where=f" in {where}" if where else "",
            available=avail or "(none)",
            # the near-miss hint last: it may end in a command to copy
            fix=" ".join(filter(None, (fix, _near_column(column, names))))
            or "Check the spelling or pass the right column option.",
        ).rstrip()
    )


def check_bool(value, *, param: str, owner: str) -> bool:
    """``value`` as a bool when it is one (a numpy bool is one), else a
    :class:`UsageError` naming ``param`` and ``owner``: ``names="false"`` is not read as true.
    The steps' constructors (:func:`cdaprep.steps.base.check_param_types`), ``swap_gender``,
    ``GenderSwapper`` and ``SwapOptions`` check their true/false parameters with it.

    Examples
    --------
    >>> check_bool(True, param="names", owner="swap_gender")
    True
    >>> check_bool("false", param="names", owner="swap_gender")
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: The 'names' parameter of swap_gender must be true or false. \
Got 'false' instead.
    """
    if isinstance(value, bool):
        return value
    np = sys.modules.get("numpy")  # a numpy bool exists only once numpy is imported
    if np is not None and isinstance(value, np.bool_):
        return bool(value)
    raise UsageError(
        INVALID_PARAM.format(param=param, owner=owner, expected="true or false", value=value)
    )


def check_choice(value, choices, *, param: str, owner: str):
    """Validate that ``value`` is one of ``choices`` (one message template for all steps)."""
    if value not in choices:
        raise UsageError(
            INVALID_PARAM.format(
                param=param,
                owner=owner,
                expected="one of " + ", ".join(repr(c) for c in choices),
                value=value,
            )
        )
    return value
