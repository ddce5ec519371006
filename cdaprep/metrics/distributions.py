"""Independence, Separation and Sufficiency as distances between distributions.

After Orgad, Goldfarb-Tarrant and Belinkov 2022.

Orgad et al. (Sec. 2.1.1, App. A.4.1) measure each criterion as a distance ``d`` between a
conditional distribution and the matching marginal one and sum the distances:

* Independence: ``sum_z KL(P(Yhat | Z=z) || P(Yhat))``;
* Separation: ``sum_{y, z} KL(P(Yhat | Y=y, Z=z) || P(Yhat | Y=y))``;
* Sufficiency: ``sum_{c, z} W1(P(Y | Yhat=c, Z=z), P(Y | Yhat=c))``.

KL uses the natural logarithm (as the AllenNLP implementation the paper used). Distributions are
over predicted / true *labels*, estimated from hard predictions. The Wasserstein-1 distance puts
the classes at positions 0, 1, ..., K-1 in the order of ``labels`` (default: sorted), so
**Sufficiency depends on that order**; it is a distance between class ids, not a property of the
classes themselves. Terms whose conditioning event never occurs (e.g. a class never predicted for
women) are undefined; they are left out of the sum and listed with a reason when
``detail=True``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from cdaprep.metrics import _core as C

__all__ = ["independence", "separation", "sufficiency"]

REASON_EMPTY_GROUP = "no examples of group {group!r}"
REASON_EMPTY_CELL = "no examples with {what} {label!r} in group {group!r}"


def _counts(y_true, y_pred, sensitive_features, labels):
    y = C.as_1d(y_true)
    p = C.as_1d(y_pred, what="y_pred")
    s = C.group_values(sensitive_features, owner="independence/separation/sufficiency")
    C.check_length(len(y), p, "y_pred")
    C.check_length(len(y), s, "sensitive_features")
    classes, _ = C.class_list(labels, y, p)
    groups = C.sorted_unique(s)
    n = C.confusion_by_group(
        C.encode(s, groups), C.encode(y, classes), C.encode(p, classes), len(groups), len(classes)
    )
    return n, classes, groups


def terms_frame(terms: np.ndarray, classes, groups, what: str | None) -> pd.DataFrame:
    """Long table of the terms of a criterion with the reason of each NaN term."""
    rows = []
    if terms.ndim == 1:
        for j, g in enumerate(groups):
            v = float(terms[j])
            rows.append(
                {
                    "label": None,
                    "group": g,
                    "value": v,
                    "reason": None if np.isfinite(v) else REASON_EMPTY_GROUP.format(group=g),
                }
            )
    else:
        for k, lab in enumerate(classes):
            for j, g in enumerate(groups):
                v = float(terms[k, j])
                rows.append(
                    {
                        "label": lab,
                        "group": g,
                        "value": v,
                        "reason": None
                        if np.isfinite(v)
                        else REASON_EMPTY_CELL.format(what=what, label=lab, group=g),
                    }
                )
    return pd.DataFrame(rows, columns=["label", "group", "value", "reason"])


def _finish(terms, classes, groups, what, detail):
    total = float(C.nansum_or_nan(terms.reshape(-1), -1))
    if detail:
        return total, terms_frame(terms, classes, groups, what)
    return total


def independence(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    labels: Sequence | None = None,
    detail: bool = False,
) -> float | tuple[float, pd.DataFrame]:
    """Independence: ``sum_z KL(P(Yhat | Z=z) || P(Yhat))`` over every group ``z``.

    ``y_true`` is not used (kept for a uniform signature). With ``detail=True`` returns
    ``(total, terms)`` where ``terms`` has one row per group (``value``, ``reason``).

    Examples
    --------
    >>> independence([0, 0, 0, 0], [0, 0, 0, 1], sensitive_features=["f", "f", "m", "m"]) > 0
    True
    """
    n, classes, groups = _counts(y_true, y_pred, sensitive_features, labels)
    return _finish(C.independence_terms(n), classes, groups, None, detail)


def separation(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    labels: Sequence | None = None,
    detail: bool = False,
) -> float | tuple[float, pd.DataFrame]:
    """Separation: ``sum_{y,z} KL(P(Yhat | Y=y, Z=z) || P(Yhat | Y=y))``.

    Cells (y, z) without examples are left out of the sum (listed with ``detail=True``).

    Examples
    --------
    >>> separation([0, 0, 1, 1], [0, 0, 1, 1], sensitive_features=["f", "m", "f", "m"])
    0.0
    """
    n, classes, groups = _counts(y_true, y_pred, sensitive_features, labels)
    return _finish(C.separation_terms(n), classes, groups, "true label", detail)


def sufficiency(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    labels: Sequence | None = None,
    detail: bool = False,
) -> float | tuple[float, pd.DataFrame]:
    """Sufficiency: ``sum_{c,z} W1(P(Y | Yhat=c, Z=z), P(Y | Yhat=c))``.

    The Wasserstein-1 distance places class ``labels[i]`` at position ``i``: reordering the
    labels changes the value. Cells (c, z) without examples are left out of the sum.

    Examples
    --------
    >>> sufficiency([0, 1, 0, 0], [0, 0, 0, 0], sensitive_features=["f", "f", "m", "m"])
    0.5
    """
    n, classes, groups = _counts(y_true, y_pred, sensitive_features, labels)
    return _finish(C.sufficiency_terms(n), classes, groups, "predicted label", detail)
