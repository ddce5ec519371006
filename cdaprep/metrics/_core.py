"""Shared machinery of :mod:`cdaprep.metrics`: input coercion, encodings and count kernels.

Every metric in this package is a function of a few count tables:

* ``n[..., G, K, K]``: original rows by (group, true class, predicted class);
* ``s_g[..., K, K]`` and ``s_r[..., K, K]``: counterfactual pairs by (true class, prediction of
  the row under ``do(G=group)``) and (true class, prediction under ``do(G=reference_group)``).

The kernels below accept any number of leading batch axes, so the same code computes a point
estimate (no batch axis) and a thousand bootstrap replicates at once (one batch axis).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError

#: Key of ``DataFrame.attrs`` where :func:`cdaprep.metrics.predict.load_pairs` keeps every
#: column name of an input it read only some columns of (error messages list them all).
INPUT_COLUMNS = "cdaprep_input_columns"
#: Error and reason templates; tests compare against them exactly.
LENGTH_MISMATCH = "{what} must have the same length as y_true ({n}); got {m}."
UNKNOWN_GROUP = (
    "group {group!r} does not occur in sensitive_features; groups present: {present}. "
    "Choose the groups with group=..., reference_group=... and groups=... "
    "(on the command line: --group, --reference-group and --groups)."
)
#: :data:`UNKNOWN_GROUP` of a report (``cdaprep metrics``, :func:`cdaprep.metrics.evaluate`),
#: which names the group column of the data instead of a parameter.
UNKNOWN_GROUP_IN_COLUMN = (
    "{where}group {group!r} does not occur in the group column {column!r}{scope}; groups "
    "present: {present}. Every gap compares two groups, so the data needs rows of both "
    "(cdaprep pairs writes each text for every group). Check that {column!r} holds the groups "
    "(else name the right column with --group-column; group_column= in Python), or choose the "
    "groups compared with --group, --reference-group and --groups (group=..., "
    "reference_group=... and groups=... in Python)."
)
SAME_GROUP = "group and reference_group must differ; both are {group!r}."
UNKNOWN_RATE = "The 'rate' parameter of {owner} must be one of {choices}. Got {value!r} instead."
EMPTY_INPUT = "{owner} needs at least one example; got an empty y_true."

REASON_NO_POSITIVES = "no examples of group {group!r} with true label {label!r}"
REASON_NO_NEGATIVES = "no examples of group {group!r} with a true label other than {label!r}"
REASON_NO_GROUP = "no examples of group {group!r}"
REASON_NOT_PREDICTED = "label {label!r} is never predicted for group {group!r}"
REASON_NO_PAIRS_POS = "no counterfactual pairs with true label {label!r}"
REASON_NO_PAIRS_NEG = "no counterfactual pairs with a true label other than {label!r}"
REASON_NO_PAIRS = "no valid counterfactual pairs"

RATES_STAT = ("tpr", "fpr", "ppr", "precision")
RATES_CAUSAL = ("tpr", "fpr", "ppr")


def as_1d(values: Any, *, what: str = "y_true") -> np.ndarray:
    """A 1-D object or numeric numpy array from a list, Series, array or pyarrow-backed column."""
    if isinstance(values, pd.DataFrame):
        raise UsageError(f"{what} must be one-dimensional; got a DataFrame")
    if isinstance(values, (pd.Series, pd.Index)):
        arr = values.to_numpy(dtype=object)
        kinds = {type(v) for v in arr if v is not None}
        if kinds and all(issubclass(k, (int, np.integer)) for k in kinds) and None not in arr:
            arr = arr.astype(np.int64)
        return arr
    arr = np.asarray(values)
    if arr.ndim != 1:
        raise UsageError(f"{what} must be one-dimensional; got shape {arr.shape}")
    return arr


#: The warning of group values read as the known group they spell (:func:`group_values`).
RESPELLED_GROUPS = (
    "{owner}: {n} value(s) of {what} spell a known group with other case or spaces "
    "({example}) and were read as it, as every step and the report read them"
)


def group_values(values: Any, *, owner: str, what: str = "sensitive_features") -> np.ndarray:
    """:func:`as_1d` of group values, each read as the steps read a group column
    (:func:`cdaprep.groups.canonical_group`): ``"Female"`` and ``" male"`` are female and
    male (a :class:`~cdaprep.errors.DataWarning` counts them), a blank string is missing.
    Values that spell no known group are kept as they are (any group names work).

    Examples
    --------
    >>> import warnings
    >>> with warnings.catch_warnings():
    ...     warnings.simplefilter("ignore")
    ...     group_values(["Female", "male", "A"], owner="x").tolist()
    ['female', 'male', 'A']
    """
    import warnings

    from cdaprep.errors import DataWarning
    from cdaprep.groups import read_group_column, show_respellings

    arr = as_1d(values, what=what)
    if arr.dtype.kind not in "OU":
        return arr
    col = read_group_column(pd.Series(arr, dtype=object))
    found = col.respellings()
    if found:
        warnings.warn(
            RESPELLED_GROUPS.format(
                owner=owner, n=col.respelled, what=what, example=show_respellings(found)
            ),
            DataWarning,
            stacklevel=3,
        )
    return col.values


def check_length(n: int, values: np.ndarray, what: str) -> None:
    if len(values) != n:
        raise UsageError(LENGTH_MISMATCH.format(what=what, n=n, m=len(values)))


def _sort_key(v):
    return (0, v) if isinstance(v, (int, float, np.integer, np.floating)) else (1, str(v))


def _is_missing(v) -> bool:
    try:
        return bool(pd.isna(v))
    except (TypeError, ValueError):
        return False


def known(*arrays) -> np.ndarray:
    """Rows where no array has a missing value (``None``, NaN, ``pd.NA``); a 2-D array or a
    DataFrame (several group columns) is missing in a row when any of its cells is.

    Examples
    --------
    >>> known(["a", None, "b"], ["f", "m", float("nan")]).tolist()
    [True, False, False]
    """
    ok = None
    for a in arrays:
        miss = pd.isna(
            a.to_numpy(dtype=object) if isinstance(a, pd.DataFrame) else np.asarray(a, dtype=object)
        )
        if miss.ndim == 2:
            miss = miss.any(1)
        ok = ~miss if ok is None else ok & ~miss
    return ok


def sorted_unique(*arrays: np.ndarray) -> list:
    """The sorted union of the values of ``arrays`` (numbers before strings, then by value)."""
    seen: set = set()
    for a in arrays:
        if a is None:
            continue
        seen.update(pd.unique(np.asarray(a, dtype=object)).tolist())
    seen = {v for v in seen if not _is_missing(v)}
    try:
        return sorted(seen)
    except TypeError:
        return sorted(seen, key=_sort_key)


def class_list(labels: Sequence | None, *arrays) -> tuple[list, int]:
    """All classes (``labels`` first, then any other value seen) and how many to report.

    Values outside ``labels`` still count (as "some other class") in every denominator.
    """
    seen = sorted_unique(*arrays)
    if labels is None:
        return seen, len(seen)
    labels = list(labels)
    known = set(labels)
    return labels + [v for v in seen if v not in known], len(labels)


def encode(values: np.ndarray, categories: Sequence) -> np.ndarray:
    """Integer codes of ``values`` in ``categories`` (-1 for values not in it, and for NaN)."""
    index = {c: i for i, c in enumerate(categories)}
    codes, uniq = pd.factorize(pd.Series(np.asarray(values, dtype=object), dtype=object))
    lut = np.array([index.get(u, -1) for u in uniq] + [-1], dtype=np.int64)
    return lut[codes]


def resolve_groups(
    groups_present: list, group: Any, reference_group: Any, column: dict | None = None
) -> None:
    """A usage error unless ``group`` and ``reference_group`` are present and differ.

    ``column`` (``{"column": name, "where": "file: ", "scope": " among ..."}``) makes the
    error about the group column of a report's data (:data:`UNKNOWN_GROUP_IN_COLUMN`) rather
    than about the ``sensitive_features`` parameter.
    """
    for g in (group, reference_group):
        if g not in groups_present:
            present = ", ".join(repr(x) for x in groups_present) or "(none)"
            if column is not None:
                raise UsageError(UNKNOWN_GROUP_IN_COLUMN.format(group=g, present=present, **column))
            raise UsageError(UNKNOWN_GROUP.format(group=g, present=present))
    if group == reference_group:
        raise UsageError(SAME_GROUP.format(group=group))


#: Values of the group column that are not groups to compare: ``AssignGender`` writes them for
#: texts with no gender indicator (``none``) or with conflicting ones (``mixed``).
NOT_GROUPS = ("none", "mixed")
SAME_AS_REFERENCE = (
    "groups must not contain the reference group {group!r}; the groups are compared with it."
)


def compared_groups(
    groups_present: list,
    group: Any,
    reference_group: Any,
    groups: Sequence | None,
    column: dict | None = None,
) -> list:
    """The groups compared with ``reference_group``, ``group`` first.

    ``groups=None`` takes every group present except ``reference_group`` and :data:`NOT_GROUPS`
    (sorted after ``group``); an explicit list is used as given (``group`` put first when it is
    missing from it). Every group must be present; errors name the groups that are (and the
    group column, with ``column``: see :func:`resolve_groups`).

    Examples
    --------
    >>> compared_groups(["female", "male", "neutral", "none"], "female", "male", None)
    ['female', 'neutral']
    """
    resolve_groups(groups_present, group, reference_group, column)
    if groups is None:
        rest = [g for g in groups_present if g not in (group, reference_group, *NOT_GROUPS)]
    else:
        rest = [g for g in dict.fromkeys(groups) if g != group]
        if reference_group in rest:
            raise UsageError(SAME_AS_REFERENCE.format(group=reference_group))
        for g in rest:
            resolve_groups(groups_present, g, reference_group, column)
    return [group, *rest]


def check_rate(rate: str, choices: Sequence[str], owner: str) -> None:
    if rate not in choices:
        raise UsageError(
            UNKNOWN_RATE.format(
                owner=owner, choices=", ".join(repr(c) for c in choices), value=rate
            )
        )


# --------------------------------------------------------------------------------------------
# count tables
# --------------------------------------------------------------------------------------------


def confusion_by_group(g: np.ndarray, y: np.ndarray, p: np.ndarray, n_groups: int, k: int):
    """``n[G, K, K]``: rows by (group code, true code, predicted code); rows with -1 ignored."""
    ok = (g >= 0) & (y >= 0) & (p >= 0)
    flat = (g[ok] * k + y[ok]) * k + p[ok]
    return np.bincount(flat, minlength=n_groups * k * k).reshape(n_groups, k, k).astype(float)


def pair_tables(y: np.ndarray, pg: np.ndarray, pr: np.ndarray, k: int):
    """``(s_g, s_r)``: pairs by (true code, prediction under do(group) / do(reference))."""
    ok = (y >= 0) & (pg >= 0) & (pr >= 0)
    s_g = np.bincount(y[ok] * k + pg[ok], minlength=k * k).reshape(k, k).astype(float)
    s_r = np.bincount(y[ok] * k + pr[ok], minlength=k * k).reshape(k, k).astype(float)
    return s_g, s_r


def _div(num, den):
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.divide(num, den, out=np.full(np.broadcast(num, den).shape, np.nan), where=den > 0)
    return out


def stat_rates(n: np.ndarray, gi: int, rate: str):
    """Per-class rate of group ``gi`` from ``n[..., G, K, K]`` -> (rate[..., K], den[..., K])."""
    m = n[..., gi, :, :]  # [..., y, p]
    diag = np.diagonal(m, axis1=-2, axis2=-1)
    row = m.sum(-1)  # by true class
    col = m.sum(-2)  # by predicted class
    tot = m.sum((-1, -2))[..., None]
    if rate == "tpr":
        num, den = diag, row
    elif rate == "fpr":
        num, den = col - diag, tot - row
    elif rate == "ppr":
        num, den = col, np.broadcast_to(tot, col.shape)
    else:  # precision
        num, den = diag, col
    return _div(num, den), den


def causal_rates(s: np.ndarray, s_other: np.ndarray, rate: str):
    """Per-class causal rate from a pair table ``s[..., K, K]`` -> (rate[..., K], den[..., K])."""
    diag = np.diagonal(s, axis1=-2, axis2=-1)
    row = s.sum(-1)
    col = s.sum(-2)
    tot = s.sum((-1, -2))[..., None]
    if rate == "tpr":
        num, den = diag, row
    elif rate == "fpr":
        num, den = col - diag, tot - row
    else:
        num, den = col, np.broadcast_to(tot, col.shape)
    return _div(num, den), den


def kl_rows(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """KL(p || q) along the last axis (natural log); 0 log 0 = 0; NaN where p is all NaN."""
    with np.errstate(divide="ignore", invalid="ignore"):
        terms = np.where(p > 0, p * (np.log(p) - np.log(q)), 0.0)
    out = terms.sum(-1)
    return np.where(np.isnan(p).any(-1), np.nan, out)


def w1_rows(p: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Wasserstein-1 distance along the last axis, support = class positions 0, 1, ..., K-1."""
    out = np.abs(np.cumsum(p, -1) - np.cumsum(q, -1))[..., :-1].sum(-1)
    return np.where(np.isnan(p).any(-1) | np.isnan(q).any(-1), np.nan, out)


def normalise(counts: np.ndarray) -> np.ndarray:
    """Rows of ``counts`` (last axis) divided by their sums; all-NaN rows where the sum is 0."""
    tot = counts.sum(-1, keepdims=True)
    return _div(counts, tot)


def independence_terms(n: np.ndarray) -> np.ndarray:
    """KL(P(Yhat|Z=z) || P(Yhat)) for every group z -> [..., G]."""
    by_group = n.sum(-2)  # [..., G, p]
    marg = normalise(by_group.sum(-2))[..., None, :]
    return kl_rows(normalise(by_group), marg)


def separation_terms(n: np.ndarray) -> np.ndarray:
    """KL(P(Yhat|Y=y,Z=z) || P(Yhat|Y=y)) -> [..., K(y), G]."""
    cond = normalise(np.swapaxes(n, -3, -2))  # [..., y, G, p]
    marg = normalise(n.sum(-3))[..., :, None, :]  # [..., y, 1, p]
    return kl_rows(cond, marg)


def sufficiency_terms(n: np.ndarray) -> np.ndarray:
    """W1(P(Y|Yhat=c,Z=z), P(Y|Yhat=c)) -> [..., K(c), G]."""
    by_pred = np.moveaxis(n, -1, -3)  # [..., p, G, y]
    cond = normalise(by_pred)
    marg = normalise(by_pred.sum(-2))[..., :, None, :]
    return w1_rows(cond, marg)


#: Fewest points a Pearson correlation is computed from: two points correlate at +1 or -1
#: whatever the data, so with fewer than three the correlation is undefined (NaN). The same
#: rule holds for a point estimate and for every bootstrap resample.
MIN_PEARSON_POINTS = 3


def pearson(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Pearson correlation along the last axis over the positions where both are finite.

    NaN with fewer than :data:`MIN_PEARSON_POINTS` such positions or a constant side; the
    result is clipped to [-1, 1] (rounding can put a perfect correlation at 1.0000000000000002).
    """
    ok = np.isfinite(x) & np.isfinite(y)
    cnt = ok.sum(-1)
    xs = np.where(ok, x, 0.0)
    ys = np.where(ok, y, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        mx = xs.sum(-1, keepdims=True) / cnt[..., None]
        my = ys.sum(-1, keepdims=True) / cnt[..., None]
        dx = np.where(ok, x - mx, 0.0)
        dy = np.where(ok, y - my, 0.0)
        sxy = (dx * dy).sum(-1)
        sxx = (dx * dx).sum(-1)
        syy = (dy * dy).sum(-1)
        r = np.clip(sxy / np.sqrt(sxx * syy), -1.0, 1.0)
    return np.where((cnt >= MIN_PEARSON_POINTS) & (sxx > 0) & (syy > 0), r, np.nan)


def positive_association(at, a, t, n) -> np.ndarray:
    """``P(A, T) > P(A) P(T)`` from counts (BiasAmp's y_at), exact on a tie.

    Compares ``#(A, T) * n`` with ``#A * #T`` instead of the quotients: the quotients of an
    exact tie (5 rows of a group, 9 of a task, 3 of both, 15 in all) can round one way or the
    other, which made a tie read as a positive association. Counts that are whole numbers are
    compared exactly; weighted counts with a relative tolerance of 1e-12.
    """
    lhs = np.asarray(at, dtype=float) * n
    rhs = np.asarray(a, dtype=float) * t
    tol = np.minimum(1e-12 * np.maximum(np.abs(lhs), np.abs(rhs)), 0.5)
    with np.errstate(invalid="ignore"):
        return (lhs - rhs) > tol


def rms(values: np.ndarray) -> np.ndarray:
    """sqrt(mean of squares) along the last axis over the finite values (NaN if none)."""
    ok = np.isfinite(values)
    cnt = ok.sum(-1)
    ss = np.where(ok, values, 0.0) ** 2
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(cnt > 0, np.sqrt(ss.sum(-1) / cnt), np.nan)


def nansum_or_nan(values: np.ndarray, axis) -> np.ndarray:
    """Sum of the finite values over ``axis``; NaN when none is finite."""
    ok = np.isfinite(values)
    s = np.where(ok, values, 0.0).sum(axis)
    return np.where(ok.any(axis), s, np.nan)
