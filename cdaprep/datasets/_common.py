"""Helpers shared by the dataset adapters."""

from __future__ import annotations

import pandas as pd

from cdaprep.errors import UsageError, missing_column_error

__all__ = ["pick_column", "is_missing"]


def pick_column(
    columns,
    wanted: str | None,
    candidates: tuple[str, ...],
    *,
    what: str,
    option: str,
    dataset: str,
) -> str:
    """The source column for ``what``: ``wanted`` if given, else the first candidate present."""
    cols = list(columns)
    if wanted is not None:
        if wanted not in cols:
            raise missing_column_error(
                wanted, cols, where=f"the {dataset} input", fix=f"Fix {option}."
            )
        return wanted
    for c in candidates:
        if c in cols:
            return c
    names = " or ".join(repr(c) for c in candidates)
    avail = ", ".join(repr(str(c)) for c in cols if not str(c).startswith("_cda_"))
    raise UsageError(
        f"the {dataset} input has no {what} column ({names}); available columns: "
        f"{avail or '(none)'}. Name it with {option}"
    )


def is_missing(series: pd.Series):
    """Boolean numpy mask of missing cells (None, NaN, NA)."""
    return series.isna().to_numpy(dtype=bool)
