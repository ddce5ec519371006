"""Statistical and causal PPR / TPR / FPR gaps per class and their summaries.

Formulas follow Chen, Ji and Evans 2023 (Sec. 2.1, Sec. 4.2 and App. A) and, for the
summaries, Orgad, Goldfarb-Tarrant and Belinkov 2022 (Sec. 2.1.1). Gaps are signed: ``group``
minus ``reference_group`` (female minus male by default).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.metrics import _core as C

__all__ = [
    "statistical_gaps",
    "causal_gaps",
    "rms_gap",
    "group_share",
    "performance_gap_summary",
    "GAP_COLUMNS",
]

#: Columns of the per-class tables returned by :func:`statistical_gaps` and :func:`causal_gaps`.
GAP_COLUMNS = ["gap", "group_rate", "reference_rate", "group_n", "reference_n", "reason"]

REASON_NO_SHARE = "label {label!r} has no examples in the data the group share comes from"
REASON_FEW_CLASSES = (
    "fewer than three classes have both a gap and a group share (two points always correlate "
    "perfectly)"
)
REASON_CONSTANT = "the gaps or the group shares are constant over the classes"


def _prepare(y_true, y_pred, sensitive_features, labels, owner):
    y = C.as_1d(y_true, what="y_true")
    p = C.as_1d(y_pred, what="y_pred")
    s = C.group_values(sensitive_features, owner=owner)
    C.check_length(len(y), p, "y_pred")
    C.check_length(len(y), s, "sensitive_features")
    classes, n_report = C.class_list(labels, y, p)
    return y, p, s, classes, n_report


def _reason_stat(rate, label, group, den, rate_value):
    if np.isfinite(rate_value):
        return None
    if rate == "tpr":
        return C.REASON_NO_POSITIVES.format(group=group, label=label)
    if rate == "fpr":
        return C.REASON_NO_NEGATIVES.format(group=group, label=label)
    if rate == "ppr":
        return C.REASON_NO_GROUP.format(group=group)
    return C.REASON_NOT_PREDICTED.format(label=label, group=group)


def _reason_causal(rate, label):
    if rate == "tpr":
        return C.REASON_NO_PAIRS_POS.format(label=label)
    if rate == "fpr":
        return C.REASON_NO_PAIRS_NEG.format(label=label)
    return C.REASON_NO_PAIRS


def gap_frame(classes, rg, rr, dg, dr, reasons) -> pd.DataFrame:
    """Assemble the per-class table (shared with the report)."""
    df = pd.DataFrame(
        {
            "gap": rg - rr,
            "group_rate": rg,
            "reference_rate": rr,
            "group_n": dg.astype(np.int64),
            "reference_n": dr.astype(np.int64),
            "reason": reasons,
        },
        index=pd.Index(classes, name="label"),
    )
    return df


def stat_gap_table(n, classes, gi, ri, group, reference_group, rate) -> pd.DataFrame:
    rg, dg = C.stat_rates(n, gi, rate)
    rr, dr = C.stat_rates(n, ri, rate)
    reasons = []
    for k, lab in enumerate(classes):
        why = [
            _reason_stat(rate, lab, group, dg[k], rg[k]),
            _reason_stat(rate, lab, reference_group, dr[k], rr[k]),
        ]
        why = [w for w in why if w]
        reasons.append("; ".join(why) if why else None)
    return gap_frame(classes, rg, rr, dg, dr, reasons)


def causal_gap_table(s_g, s_r, classes, rate) -> pd.DataFrame:
    rg, dg = C.causal_rates(s_g, s_r, rate)
    rr, dr = C.causal_rates(s_r, s_g, rate)
    reasons = [
        None if np.isfinite(rg[k]) else _reason_causal(rate, lab) for k, lab in enumerate(classes)
    ]
    return gap_frame(classes, rg, rr, dg, dr, reasons)


def statistical_gaps(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    rate: str = "tpr",
    group: Any = "female",
    reference_group: Any = "male",
    labels: Sequence | None = None,
) -> pd.DataFrame:
    """Statistical gap of a rate per class: ``rate(group, y) - rate(reference_group, y)``.

    For each class ``y`` (one-vs-rest, so this covers binary and multi-class tasks):

    * ``tpr``: ``E[Yhat = y | G = g, Y = y]`` (Chen, Ji and Evans 2023, Sec. 2.1);
    * ``fpr``: ``E[Yhat = y | G = g, Y != y]`` (Chen, Ji and Evans 2023, App. A, Eq. 1);
    * ``ppr``: ``E[Yhat = y | G = g]`` (demographic parity; Chen, Ji and Evans 2023, Sec. 2.1,
      for y = 1);
    * ``precision``: ``E[Y = y | G = g, Yhat = y]`` (Orgad et al. 2022, Sec. 2.1.1).

    Parameters
    ----------
    y_true, y_pred : array-like of shape (n,)
        True and predicted labels (any hashable values).
    sensitive_features : array-like of shape (n,)
        The group of every example (for example ``"female"`` / ``"male"``).
    rate : {"tpr", "fpr", "ppr", "precision"}, default "tpr"
    group, reference_group : default "female", "male"
        The gap is ``group`` minus ``reference_group``; rows of other groups are ignored.
    labels : sequence, optional
        The classes, in order. Default: the sorted union of ``y_true`` and ``y_pred``.

    Returns
    -------
    pandas.DataFrame
        Indexed by label, columns ``gap``, ``group_rate``, ``reference_rate``, ``group_n``,
        ``reference_n`` (denominators) and ``reason``: why ``gap`` is NaN (else None).

    Examples
    --------
    >>> t = statistical_gaps([1, 1, 1, 1], [1, 0, 1, 1], sensitive_features=["female", "female",
    ...                      "male", "male"], labels=[1])
    >>> float(t.loc[1, "gap"])
    -0.5
    """
    C.check_rate(rate, C.RATES_STAT, "statistical_gaps")
    y, p, s, classes, nr = _prepare(y_true, y_pred, sensitive_features, labels, "statistical_gaps")
    groups = C.sorted_unique(s)
    C.resolve_groups(groups, group, reference_group)
    g = C.encode(s, [group, reference_group])
    n = C.confusion_by_group(g, C.encode(y, classes), C.encode(p, classes), 2, len(classes))
    return stat_gap_table(n, classes, 0, 1, group, reference_group, rate).iloc[:nr]


def pair_codes(pair_ids, gcodes: np.ndarray, ycodes: np.ndarray, pcodes: np.ndarray):
    """Valid pairs -> (y, pred under group, pred under reference, n_skipped).

    A valid pair has exactly one row of ``group`` (code 0) and one of ``reference_group`` (code
    1), with the same true label. Rows of other groups sharing the id (the third row of a
    female / male / neutral pair set) are not part of this comparison and are ignored.
    """
    pid, _ = pd.factorize(pd.Series(np.asarray(pair_ids, dtype=object)), use_na_sentinel=True)
    m = int(pid.max()) + 1 if len(pid) and pid.max() >= 0 else 0
    has = pid >= 0
    cnt = np.bincount(pid[has & (gcodes >= 0)], minlength=m)
    ng = np.bincount(pid[has & (gcodes == 0)], minlength=m)
    nr = np.bincount(pid[has & (gcodes == 1)], minlength=m)
    yg = np.full(m, -2, dtype=np.int64)
    yr = np.full(m, -3, dtype=np.int64)
    pg = np.full(m, -1, dtype=np.int64)
    pr = np.full(m, -1, dtype=np.int64)
    sel = has & (gcodes == 0)
    yg[pid[sel]] = ycodes[sel]
    pg[pid[sel]] = pcodes[sel]
    sel = has & (gcodes == 1)
    yr[pid[sel]] = ycodes[sel]
    pr[pid[sel]] = pcodes[sel]
    ok = (cnt == 2) & (ng == 1) & (nr == 1) & (yg == yr) & (yg >= 0)
    return yg[ok], pg[ok], pr[ok], int(m - ok.sum())


def causal_gaps(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    pair_ids: Sequence | np.ndarray | pd.Series,
    rate: str = "tpr",
    group: Any = "female",
    reference_group: Any = "male",
    labels: Sequence | None = None,
) -> pd.DataFrame:
    """Causal gap of a rate per class from counterfactual pairs (Chen, Ji and Evans 2023, Sec. 2.1,
    App. A).

    Each pair is one individual seen twice: its row of ``group`` is the prediction under
    ``do(G=group)``, its row of ``reference_group`` the prediction under ``do(G=reference)``
    (``sensitive_features`` holds the *intervened* group of every row). The causal gap averages
    the per-individual difference ``1[f(x|do(G=g)) = y] - 1[f(x|do(G=not g)) = y]``:

    * ``tpr``: over the pairs whose true label is ``y``;
    * ``fpr``: over the pairs whose true label is not ``y``;
    * ``ppr``: over all pairs.

    Parameters
    ----------
    y_true, y_pred, sensitive_features : array-like of shape (n,)
        One row per (individual, intervention); both rows of a pair carry the pair's label.
    pair_ids : array-like of shape (n,)
        Shared by the two rows of a pair (``cda_pair_id``). Ids with other than exactly one row of
        each group, or with different labels on the two rows, are skipped; their number is in
        ``result.attrs["skipped_pairs"]``.
    rate : {"tpr", "fpr", "ppr"}, default "tpr"
    group, reference_group, labels
        As in :func:`statistical_gaps`.

    Returns
    -------
    pandas.DataFrame
        As :func:`statistical_gaps`; ``group_n`` and ``reference_n`` count pairs.

    Examples
    --------
    >>> t = causal_gaps([1, 1, 1, 1], [1, 0, 1, 1], sensitive_features=["female", "male"] * 2,
    ...                 pair_ids=[0, 0, 1, 1], labels=[1])
    >>> float(t.loc[1, "gap"])
    0.5
    """
    C.check_rate(rate, C.RATES_CAUSAL, "causal_gaps")
    y, p, s, classes, nr = _prepare(y_true, y_pred, sensitive_features, labels, "causal_gaps")
    ids = C.as_1d(pair_ids, what="pair_ids")
    C.check_length(len(y), ids, "pair_ids")
    C.resolve_groups(C.sorted_unique(s), group, reference_group)
    gc = C.encode(s, [group, reference_group])
    yy, pg, pr, skipped = pair_codes(ids, gc, C.encode(y, classes), C.encode(p, classes))
    s_g, s_r = C.pair_tables(yy, pg, pr, len(classes))
    out = causal_gap_table(s_g, s_r, classes, rate).iloc[:nr].copy()
    out.attrs["skipped_pairs"] = skipped
    return out


def rms_gap(gaps: pd.DataFrame | pd.Series | Sequence[float] | np.ndarray) -> float:
    """Root mean square of per-class gaps: ``sqrt(mean_y gap_y ** 2)`` (Chen, Ji and Evans 2023,
    Sec. 4.2).

    The paper prints the formula without the square; the mean of *squared* gaps is meant (a root
    mean square). Classes whose gap is NaN are left out (their reasons are in the gap table);
    the result is NaN when no class has a gap.

    Examples
    --------
    >>> rms_gap([0.3, -0.4])
    0.3535533905932738
    """
    if isinstance(gaps, pd.DataFrame):
        gaps = gaps["gap"]
    v = np.asarray(gaps, dtype=float)
    return float(C.rms(v))


def group_share(
    y_true: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    group: Any = "female",
    labels: Sequence | None = None,
) -> pd.Series:
    """Share of ``group`` among the examples of each class (e.g. % women per occupation).

    Classes in ``labels`` without any example get NaN (see :data:`REASON_NO_SHARE`).

    Examples
    --------
    >>> group_share(["a", "a", "b"], sensitive_features=["female", "male", "male"]).tolist()
    [0.5, 0.0]
    """
    y = C.as_1d(y_true)
    s = C.group_values(sensitive_features, owner="group_share")
    C.check_length(len(y), s, "sensitive_features")
    classes = list(labels) if labels is not None else C.sorted_unique(y)
    yc = C.encode(y, classes)
    ok = (yc >= 0) & C.known(s)  # a row of unknown group is neither the group nor another
    tot = np.bincount(yc[ok], minlength=len(classes)).astype(float)
    fem = np.bincount(yc[ok & (s == group)], minlength=len(classes)).astype(float)
    return pd.Series(C._div(fem, tot), index=pd.Index(classes, name="label"), name="share")


def summary_from_gaps(gaps: np.ndarray, share: np.ndarray):
    """(sum of |gaps|, Pearson(gaps, share)) along the last axis, NaN-aware."""
    return C.nansum_or_nan(np.abs(gaps), -1), C.pearson(gaps, share)


def performance_gap_summary(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    group: Any = "female",
    reference_group: Any = "male",
    labels: Sequence | None = None,
    train_y: Sequence | np.ndarray | pd.Series | None = None,
    train_sensitive_features: Sequence | np.ndarray | pd.Series | None = None,
) -> pd.DataFrame:
    """TPR, FPR and precision gaps summarised as in Orgad et al. 2022 (Sec. 2.1.1).

    For each rate: the sum over classes of the absolute gaps, and the Pearson correlation between
    the per-class gap and the share of ``group`` in the class (% women per profession). The share
    comes from the training data (``train_y`` with ``train_sensitive_features``) when given,
    otherwise from the evaluated data. Classes with a NaN gap or share are left out of both
    summaries and counted in ``n_classes``.

    Returns
    -------
    pandas.DataFrame
        Index ``tpr``, ``fpr``, ``precision``; columns ``sum_abs_gap``, ``pearson``,
        ``n_classes`` (classes used by the correlation) and ``reason`` (why a value is NaN).

    Examples
    --------
    >>> y = ["a", "a", "b", "b"] * 2
    >>> p = ["a", "b", "b", "b", "a", "a", "b", "a"]
    >>> s = ["female"] * 4 + ["male"] * 4
    >>> round(float(performance_gap_summary(y, p, sensitive_features=s).loc["tpr",
    ...       "sum_abs_gap"]), 3)
    1.0
    """
    y, p, s, classes, nr = _prepare(y_true, y_pred, sensitive_features, labels, "summary")
    if train_y is not None:
        classes, nr = C.class_list(labels, y, p, C.as_1d(train_y, what="train_y"))
    C.resolve_groups(C.sorted_unique(s), group, reference_group)
    g = C.encode(s, [group, reference_group])
    n = C.confusion_by_group(g, C.encode(y, classes), C.encode(p, classes), 2, len(classes))
    if train_y is not None:
        if train_sensitive_features is None:
            raise C.UsageError("train_y needs train_sensitive_features (the training groups)")
        share = group_share(
            train_y, sensitive_features=train_sensitive_features, group=group, labels=classes
        ).to_numpy()
    else:
        share = group_share(y, sensitive_features=s, group=group, labels=classes).to_numpy()
    rows = {}
    for rate in ("tpr", "fpr", "precision"):
        gaps = (C.stat_rates(n, 0, rate)[0] - C.stat_rates(n, 1, rate)[0])[:nr]
        share_r = share[:nr]
        total, r = summary_from_gaps(gaps, share_r)
        used = int((np.isfinite(gaps) & np.isfinite(share_r)).sum())
        reason = None
        if not np.isfinite(r):
            reason = REASON_FEW_CLASSES if used < C.MIN_PEARSON_POINTS else REASON_CONSTANT
        rows[rate] = {
            "sum_abs_gap": float(total),
            "pearson": float(r),
            "n_classes": used,
            "reason": reason,
        }
    return pd.DataFrame.from_dict(rows, orient="index")
