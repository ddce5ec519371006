"""Bias amplification: BiasAmp_MALS and directional BiasAmp (Wang and Russakovsky 2021).

Notation (Wang and Russakovsky 2021, Sec. 3.1): ``A_a`` is the binary variable "the example
belongs to group ``a``", ``T_t`` the binary variable "task ``t`` is positive". A single-label
classification task with classes ``y`` gives one task per class (``T_y = 1[Y = y]``) unless
``pos_label`` names the one positive class of a binary task; a 2-D indicator matrix gives a
multi-label task.
Attributes may have any number of groups; a 2-D ``sensitive_features`` (several columns) gives
intersectional groups, the cross product of the columns (the earlier version of Wang and
Russakovsky 2021, Sec. 4).

* ``biasamp_mals`` (Eq. 1): ``1/|T| sum_{a,t} y_at Delta_at`` with
  ``y_at = 1[P(A_a=1 | T_t=1) > 1/|A|]`` and
  ``Delta_at = P(Ahat_a=1 | That_t=1) - P(A_a=1 | T_t=1)``.
* ``biasamp`` (Eq. 2): ``1/(|A||T|) sum_{a,t} y_at Delta_at + (1-y_at)(-Delta_at)`` with
  ``y_at = 1[P(A_a=1, T_t=1) > P(A_a=1) P(T_t=1)]`` and ``Delta_at = P(That_t=1 | A_a=1) -
  P(T_t=1 | A_a=1)`` (A->T) or ``P(Ahat_a=1 | T_t=1) - P(A_a=1 | T_t=1)`` (T->A).

``y_at`` comes from the training data when ``train_y`` / ``train_sensitive_features`` are given
(Wang and Russakovsky 2021, App. A.1), otherwise from the evaluated data; everything else is
measured on the evaluated data (for MALS, ``P(A_a | T_t)`` also comes from training data when
given, as in Zhao et al. 2017). Terms that cannot be computed (a group or task absent from the
data) are left out of the mean and listed, with a reason, by :func:`biasamp_by_pair`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.metrics import _core as C

__all__ = [
    "biasamp",
    "biasamp_mals",
    "biasamp_by_pair",
    "biasamp_threshold_agnostic",
    "calibrate_threshold",
]

DIRECTIONS = ("A->T", "T->A")
BAD_DIRECTION = (
    "The 'direction' parameter of biasamp must be one of 'A->T', 'T->A'. Got {value!r} instead."
)
NEED_ATTRIBUTE_PRED = (
    "direction='T->A' measures attribute predictions: pass attribute_pred=... (predicted "
    "groups); without attribute predictions there is no T->A amplification to measure"
)
REASON_GROUP_ABSENT = "group {group!r} has no examples in the evaluated data"
REASON_TASK_ABSENT = "task {task!r} has no positive examples in the evaluated data"
REASON_TASK_NOT_PREDICTED = "task {task!r} is never predicted"
REASON_NOT_IN_TRAIN = "{what} {name!r} has no examples in the training data, so y_at is undefined"


def _label_str(v) -> Any:
    return " & ".join(map(str, v)) if isinstance(v, tuple) else v


def _tasks(y, labels, pos_label, what="y_true", indicator=False):
    """Indicator matrix (n, |T|) and task names from labels / a multi-label matrix."""
    if indicator and not isinstance(y, pd.DataFrame) and np.asarray(y).ndim == 1:
        return np.asarray(y, dtype=float)[:, None], list(labels)
    if isinstance(y, pd.DataFrame):
        names = list(y.columns) if labels is None else list(labels)
        return y[names].to_numpy(dtype=float), names
    arr = np.asarray(y) if not isinstance(y, pd.Series) else C.as_1d(y, what=what)
    if arr.ndim == 2:
        names = list(range(arr.shape[1])) if labels is None else list(labels)
        return arr.astype(float), names
    if pos_label is not None:
        return (arr == pos_label).astype(float)[:, None], [pos_label]
    names = list(labels)
    codes = C.encode(arr, names)
    out = np.zeros((len(arr), len(names)))
    ok = codes >= 0
    out[np.nonzero(ok)[0], codes[ok]] = 1.0
    return out, names


def _attribute_values(s):
    """1-D array of group values; several columns are combined into intersectional tuples."""
    if isinstance(s, pd.DataFrame):
        cols = [C.as_1d(s[c], what="sensitive_features") for c in s.columns]
    else:
        arr = (
            C.as_1d(s, what="sensitive_features")
            if isinstance(s, pd.Series)
            else np.asarray(s, dtype=object)
        )
        if arr.ndim == 1:
            return C.group_values(arr, owner="biasamp")
        cols = [arr[:, j] for j in range(arr.shape[1])]
    if len(cols) == 1:
        return cols[0]
    out = np.empty(len(cols[0]), dtype=object)
    out[:] = list(zip(*cols))
    return out


def _onehot(values, groups):
    codes = C.encode(values, groups)
    out = np.zeros((len(values), len(groups)))
    ok = codes >= 0
    out[np.nonzero(ok)[0], codes[ok]] = 1.0
    return out


class _Inputs:
    """Everything BiasAmp needs as indicator matrices."""

    def __init__(
        self,
        y_true,
        y_pred,
        sensitive_features,
        attribute_pred,
        train_y,
        train_sensitive_features,
        labels,
        pos_label,
    ):
        s = _attribute_values(sensitive_features)
        s_tr = (
            None
            if train_sensitive_features is None
            else _attribute_values(train_sensitive_features)
        )
        if (train_y is None) != (train_sensitive_features is None):
            raise UsageError("pass both train_y and train_sensitive_features, or neither")
        one_d = not isinstance(y_true, pd.DataFrame) and np.asarray(y_true).ndim == 1
        if one_d and pos_label is None and labels is None:
            # the tasks are those of the evaluated data: a label of the training data only
            # would add terms of Delta 0 - 0; its training rows still count in P(A), P(T)
            labels = C.sorted_unique(C.as_1d(y_true), C.as_1d(y_pred, what="y_pred"))
        self.T, self.tasks = _tasks(y_true, labels, pos_label)
        self.That, _ = _tasks(
            y_pred, self.tasks if not one_d or pos_label is None else None, pos_label, what="y_pred"
        )
        n = len(self.T)
        if n == 0:
            raise UsageError(C.EMPTY_INPUT.format(owner="biasamp"))
        C.check_length(n, self.That, "y_pred")
        C.check_length(n, s, "sensitive_features")
        if attribute_pred is not None:
            ap = _attribute_values(attribute_pred)
            C.check_length(n, ap, "attribute_pred")
        # every probability over the same rows: those with a label, a prediction and a group
        # (as the other metrics), and training rows with a label and a group
        keep = C.known(
            *([y_true, y_pred] if one_d else []),
            sensitive_features,
            *([] if attribute_pred is None else [attribute_pred]),
        )
        self.T, self.That, s = self.T[keep], self.That[keep], s[keep]
        if train_y is not None:
            keep_tr = C.known(*([train_y] if one_d else []), train_sensitive_features)
            s_tr = s_tr[keep_tr]
        self.groups = C.sorted_unique(s, None if s_tr is None else s_tr)
        self.A = _onehot(s, self.groups)
        self.Ahat = None
        if attribute_pred is not None:
            self.Ahat = _onehot(ap[keep], self.groups)
        self.T_train = self.A_train = None
        if train_y is not None:
            self.T_train, _ = _tasks(
                train_y,
                self.tasks if pos_label is None else None,
                pos_label,
                what="train_y",
                indicator=not one_d,
            )
            self.T_train = self.T_train[keep_tr]
            self.A_train = _onehot(s_tr, self.groups)
        self.group_names = [_label_str(g) for g in self.groups]


def _ind(sums_at, n_a, n_t, n):
    """y_at = 1[P(A,T) > P(A)P(T)] from co-occurrence counts (0 on an exact tie)."""
    return C.positive_association(sums_at, n_a[:, None], n_t[None, :], n).astype(float)


def directional_from_counts(at_true, at_pred, n_a, n_t, n, y_at, direction, ta_pred=None):
    """Per-(a, t) Delta and contribution; batch-aware (leading axes allowed).

    ``at_true[..., a, t]`` = #(A_a=1, T_t=1), ``at_pred[..., a, t]`` = #(A_a=1, That_t=1)
    (A->T) or #(Ahat_a=1, T_t=1) (T->A).
    """
    if direction == "A->T":
        delta = C._div(at_pred, n_a[..., :, None]) - C._div(at_true, n_a[..., :, None])
    else:
        delta = C._div(at_pred, n_t[..., None, :]) - C._div(at_true, n_t[..., None, :])
    contrib = (2.0 * y_at - 1.0) * delta
    return delta, contrib


def _pair_table(inp: _Inputs, direction: str) -> pd.DataFrame:
    T, A = inp.T, inp.A
    n = len(T)
    n_a, n_t = A.sum(0), T.sum(0)
    at_true = A.T @ T
    if direction == "A->T":
        at_pred = A.T @ inp.That
    else:
        if inp.Ahat is None:
            raise UsageError(NEED_ATTRIBUTE_PRED)
        at_pred = inp.Ahat.T @ T
    if inp.T_train is not None:
        Tt, At = inp.T_train, inp.A_train
        y_at = _ind(At.T @ Tt, At.sum(0), Tt.sum(0), len(Tt))
        src_a, src_t = At.sum(0), Tt.sum(0)
    else:
        y_at = _ind(at_true, n_a, n_t, n)
        src_a, src_t = n_a, n_t
    delta, contrib = directional_from_counts(at_true, at_pred, n_a, n_t, n, y_at, direction)
    rows = []
    for i, a in enumerate(inp.group_names):
        for j, t in enumerate(inp.tasks):
            reason = None
            if inp.T_train is not None and src_a[i] == 0:
                reason = REASON_NOT_IN_TRAIN.format(what="group", name=a)
            elif inp.T_train is not None and src_t[j] == 0:
                reason = REASON_NOT_IN_TRAIN.format(what="task", name=t)
            elif direction == "A->T" and n_a[i] == 0:
                reason = REASON_GROUP_ABSENT.format(group=a)
            elif direction == "T->A" and n_t[j] == 0:
                reason = REASON_TASK_ABSENT.format(task=t)
            ok = reason is None
            rows.append(
                {
                    "attribute": a,
                    "task": t,
                    "y_at": int(y_at[i, j]) if ok else None,
                    "delta": float(delta[i, j]) if ok else np.nan,
                    "contribution": float(contrib[i, j]) if ok else np.nan,
                    "reason": reason,
                }
            )
    return pd.DataFrame(
        rows, columns=["attribute", "task", "y_at", "delta", "contribution", "reason"]
    )


def _check_direction(direction):
    if direction not in DIRECTIONS:
        raise UsageError(BAD_DIRECTION.format(value=direction))


def biasamp_by_pair(
    y_true: Any,
    y_pred: Any,
    *,
    sensitive_features: Any,
    direction: str = "A->T",
    attribute_pred: Any = None,
    train_y: Any = None,
    train_sensitive_features: Any = None,
    labels: Sequence | None = None,
    pos_label: Any = None,
) -> pd.DataFrame:
    """Disaggregated directional bias amplification, one row per (attribute, task) pair.

    Columns: ``attribute``, ``task``, ``y_at``, ``delta`` (``Delta_at``), ``contribution``
    (``y_at Delta_at + (1 - y_at)(-Delta_at)``) and ``reason`` (why a pair is left out).
    Parameters as in :func:`biasamp`.

    Examples
    --------
    >>> t = biasamp_by_pair([1, 0, 1, 0], [1, 1, 1, 0], sensitive_features=["f", "f", "m", "m"],
    ...                     pos_label=1)
    >>> t[["attribute", "y_at", "delta"]].values.tolist()
    [['f', 0, 0.5], ['m', 0, 0.0]]
    """
    _check_direction(direction)
    inp = _Inputs(
        y_true,
        y_pred,
        sensitive_features,
        attribute_pred,
        train_y,
        train_sensitive_features,
        labels,
        pos_label,
    )
    return _pair_table(inp, direction)


def biasamp(
    y_true: Any,
    y_pred: Any,
    *,
    sensitive_features: Any,
    direction: str = "A->T",
    attribute_pred: Any = None,
    train_y: Any = None,
    train_sensitive_features: Any = None,
    labels: Sequence | None = None,
    pos_label: Any = None,
) -> float:
    """Directional bias amplification BiasAmp_{A->T} or BiasAmp_{T->A} (Wang and Russakovsky
    2021, Eq. 2).

    Parameters
    ----------
    y_true, y_pred : array-like (n,) of labels, or (n, |T|) indicator matrix / DataFrame
        True and predicted tasks. 1-D labels give one task per class unless ``pos_label``.
    sensitive_features : array-like (n,), or (n, m) / DataFrame for intersectional groups
        The true group of every example.
    direction : {"A->T", "T->A"}, default "A->T"
    attribute_pred : like ``sensitive_features``, optional
        Predicted groups; required for ``"T->A"``.
    train_y, train_sensitive_features : optional
        Training labels and groups; ``y_at`` is computed from them (Wang and Russakovsky 2021,
        App. A.1).
    labels : sequence, optional
        Task names (classes, or the columns of an indicator matrix). Default: the sorted union
        of ``y_true`` and ``y_pred``; a label of ``train_y`` only is no task (its terms would
        be 0 - 0), but its training rows count in P(A) and P(T).
    pos_label : optional
        For a binary task: the positive class; gives the single task ``T = 1[Y = pos_label]``.

    Returns
    -------
    float
        The mean contribution over the (attribute, task) pairs that can be computed; NaN if none.

    Examples
    --------
    The second worked example of Wang and Russakovsky 2021 (Sec. 3.2, shortcoming 2):

    >>> y = [0] * 60 + [1] * 30 + [0] * 10 + [1] * 20
    >>> a = ["A1"] * 90 + ["A2"] * 30
    >>> p = [0] * 90 + [1] * 30
    >>> round(biasamp(y, p, sensitive_features=a, pos_label=1), 4)
    0.3333
    """
    table = biasamp_by_pair(
        y_true,
        y_pred,
        sensitive_features=sensitive_features,
        direction=direction,
        attribute_pred=attribute_pred,
        train_y=train_y,
        train_sensitive_features=train_sensitive_features,
        labels=labels,
        pos_label=pos_label,
    )
    v = table["contribution"].to_numpy(dtype=float)
    return float(np.nanmean(v)) if np.isfinite(v).any() else float("nan")


def biasamp_mals(
    y_true: Any,
    y_pred: Any,
    *,
    sensitive_features: Any,
    attribute_pred: Any = None,
    train_y: Any = None,
    train_sensitive_features: Any = None,
    labels: Sequence | None = None,
    pos_label: Any = None,
) -> float:
    """BiasAmp_MALS of Zhao et al. 2017 (Wang and Russakovsky 2021, Eq. 1).

    ``1/|T| sum_{a,t} y_at Delta_at`` with ``y_at = 1[P(A_a=1|T_t=1) > 1/|A|]`` and
    ``Delta_at = P(Ahat_a=1 | That_t=1) - P(A_a=1 | T_t=1)``. Without ``attribute_pred`` the
    true groups stand for the predicted ones (a perfect attribute predictor, as in Wang and
    Russakovsky 2021, Fig. 2). ``P(A_a | T_t)`` and ``y_at`` come from the training data when
    given. A task that is never predicted (or has no examples in the base data) is left out and
    ``|T|`` shrinks.

    Examples
    --------
    Shortcoming 1 of Wang and Russakovsky 2021 with only groups A1 and A2
    (Delta_1 = 40/40 - 40/50):

    >>> y = [0] * 10 + [1] * 40 + [0] * 40 + [1] * 10
    >>> a = ["A1"] * 50 + ["A2"] * 50
    >>> p = y[:50] + [0] * 50
    >>> round(biasamp_mals(y, p, sensitive_features=a, pos_label=1), 4)
    0.2
    """
    inp = _Inputs(
        y_true,
        y_pred,
        sensitive_features,
        attribute_pred,
        train_y,
        train_sensitive_features,
        labels,
        pos_label,
    )
    Ahat = inp.A if inp.Ahat is None else inp.Ahat
    if inp.T_train is not None:
        base_at, base_t = inp.A_train.T @ inp.T_train, inp.T_train.sum(0)
    else:
        base_at, base_t = inp.A.T @ inp.T, inp.T.sum(0)
    pred_at, pred_t = Ahat.T @ inp.That, inp.That.sum(0)
    return float(mals_from_counts(base_at, base_t, pred_at, pred_t))


def mals_from_counts(base_at, base_t, pred_at, pred_t):
    """BiasAmp_MALS from counts #(A_a, T_t), #T_t (base) and #(Ahat_a, That_t), #That_t."""
    n_groups = base_at.shape[-2]
    p_base = C._div(base_at, base_t[..., None, :])
    y_at = (p_base > 1.0 / n_groups).astype(float)
    delta = C._div(pred_at, pred_t[..., None, :]) - p_base
    per_task = (y_at * delta).sum(-2)  # NaN when the task is undefined
    ok = np.isfinite(per_task)
    total = np.where(ok, per_task, 0.0).sum(-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(ok.any(-1), total / ok.sum(-1), np.nan)


def biasamp_threshold_agnostic(
    y_true: Any,
    y_score: Any,
    *,
    sensitive_features: Any,
    direction: str = "A->T",
    attribute_score: Any = None,
    thresholds: Sequence[float] | np.ndarray | None = None,
    train_y: Any = None,
    train_sensitive_features: Any = None,
    labels: Sequence | None = None,
    detail: bool = False,
) -> float | tuple[float, pd.DataFrame]:
    """Threshold-agnostic directional BiasAmp: its average over decision thresholds.

    Wang and Russakovsky 2021 (Sec. 3.3, and App. A.1 of the paper's earlier version) suggest
    integrating bias amplification over thresholds (after Chen and Wu 2020). For every threshold
    ``tau`` the predictions are ``score >= tau`` and :func:`biasamp` is computed; the result is
    the trapezoidal integral over ``thresholds`` divided by their range, i.e. the mean value.

    Parameters
    ----------
    y_true : array-like (n,) of 0/1 or (n, |T|) indicator matrix
    y_score : array-like (n,) or (n, |T|)
        Task scores (A->T). For T->A pass the task predictions' scores anyway (unused) or None.
    attribute_score : array-like (n, |A|), optional
        For T->A: a score per example and group, columns in the sorted order of the groups.
    thresholds : array-like, default ``numpy.linspace(0, 1, 101)``

    Examples
    --------
    >>> y = [1, 1, 0, 0]
    >>> round(biasamp_threshold_agnostic(y, [0.9, 0.4, 0.2, 0.1],
    ...       sensitive_features=["f", "m", "f", "m"]), 3)
    0.095
    """
    _check_direction(direction)
    tau = np.linspace(0.0, 1.0, 101) if thresholds is None else np.asarray(thresholds, float)
    yt = np.asarray(y_true) if not isinstance(y_true, pd.DataFrame) else y_true.to_numpy()
    yt = yt.astype(float)
    if yt.ndim == 1:
        yt = yt[:, None]
    values = []
    groups = C.sorted_unique(_attribute_values(sensitive_features))
    for t in tau:
        if direction == "A->T":
            sc = np.asarray(y_score, dtype=float)
            sc = sc[:, None] if sc.ndim == 1 else sc
            v = biasamp(
                yt,
                (sc >= t).astype(float),
                sensitive_features=sensitive_features,
                train_y=train_y,
                train_sensitive_features=train_sensitive_features,
                labels=labels,
            )
        else:
            if attribute_score is None:
                raise UsageError(NEED_ATTRIBUTE_PRED.replace("attribute_pred", "attribute_score"))
            asc = np.asarray(attribute_score, dtype=float)
            ahat = (asc >= t).astype(float)
            v = _t_to_a_indicator(
                yt, sensitive_features, ahat, groups, train_y, train_sensitive_features
            )
        values.append(v)
    vals = np.asarray(values, dtype=float)
    ok = np.isfinite(vals)
    if ok.sum() >= 2 and np.ptp(tau[ok]) > 0:
        integral = float(np.trapezoid(vals[ok], tau[ok]) / np.ptp(tau[ok]))
    elif ok.any():
        integral = float(vals[ok].mean())
    else:
        integral = float("nan")
    if detail:
        return integral, pd.DataFrame({"threshold": tau, "biasamp": vals})
    return integral


def _t_to_a_indicator(T, sensitive_features, Ahat, groups, train_y, train_sensitive_features):
    """T->A with a (possibly multi-label) predicted attribute indicator matrix."""
    A = _onehot(_attribute_values(sensitive_features), groups)
    n = len(T)
    n_a, n_t = A.sum(0), T.sum(0)
    at_true = A.T @ T
    at_pred = Ahat.T @ T
    if train_y is not None:
        Tt = np.asarray(train_y, dtype=float)
        Tt = Tt[:, None] if Tt.ndim == 1 else Tt
        At = _onehot(_attribute_values(train_sensitive_features), groups)
        y_at = _ind(At.T @ Tt, At.sum(0), Tt.sum(0), len(Tt))
    else:
        y_at = _ind(at_true, n_a, n_t, n)
    _, contrib = directional_from_counts(at_true, at_pred, n_a, n_t, n, y_at, "T->A")
    return float(np.nanmean(contrib)) if np.isfinite(contrib).any() else float("nan")


def calibrate_threshold(
    scores: Any,
    *,
    positive_rate: float | Sequence[float] | None = None,
    train_y: Any = None,
) -> float | np.ndarray:
    """Threshold so the predicted positive rate matches the training rate (Wang and Russakovsky
    2021, Sec. 3.3).

    With ``p`` the proportion of positives (``positive_rate`` or the mean of the 0/1
    ``train_y``, per column for a multi-label matrix) and ``N`` scores, returns the score of the
    ``round(N p)``-th highest example, so ``scores >= threshold`` predicts ``round(N p)``
    positives (more only when scores tie at the threshold). ``round(N p) = 0`` gives a threshold
    just above the highest score.

    Examples
    --------
    >>> calibrate_threshold([0.1, 0.7, 0.4, 0.9], train_y=[1, 0, 0, 1, 0, 0, 0, 0])
    0.9
    """
    sc = np.asarray(scores, dtype=float)
    if positive_rate is None:
        if train_y is None:
            raise UsageError("calibrate_threshold needs positive_rate=... or train_y=...")
        ty = np.asarray(train_y, dtype=float)
        positive_rate = ty.mean(0)
    rates = np.atleast_1d(np.asarray(positive_rate, dtype=float))
    cols = sc[:, None] if sc.ndim == 1 else sc
    if len(rates) == 1 and cols.shape[1] > 1:
        rates = np.repeat(rates, cols.shape[1])
    out = np.empty(cols.shape[1])
    for j in range(cols.shape[1]):
        col = np.sort(cols[:, j])[::-1]
        k = int(round(len(col) * rates[j]))
        out[j] = np.nextafter(col[0], np.inf) if k <= 0 else col[min(k, len(col)) - 1]
    return float(out[0]) if sc.ndim == 1 else out
