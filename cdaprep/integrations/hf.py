"""Causal gaps during Hugging Face ``Trainer`` evaluation: :func:`causal_compute_metrics`.

``transformers.Trainer(compute_metrics=fn)`` calls ``fn(eval_prediction)`` after every
evaluation, where ``eval_prediction.predictions`` holds the logits (or a tuple whose first item
is the logits) and ``eval_prediction.label_ids`` the labels, both in the order of the evaluation
dataset. When that dataset is the paired evaluation set (the ``counterfactual_eval`` split of
``cdaprep augment --eval``), the pair structure (pair ids, roles and the intervened group of
every row) is all that is missing to compute the causal gaps of Chen, Ji and Evans 2023
(Sec. 2.1): the factory takes it from the split once and returns ``fn``. Neither
``transformers`` nor ``torch`` is imported; ``fn`` works on numpy arrays.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import DataWarning, UsageError, missing_column_error
from cdaprep.groups import split_values

__all__ = ["causal_compute_metrics"]

BAD_LENGTH = (
    "compute_metrics got {m} prediction(s) but the paired evaluation set has {n} rows: give "
    "Trainer the same split, in the same order, as causal_compute_metrics (the "
    "counterfactual_eval split)"
)
LABEL_MISMATCH = (
    "row {row} (1-based) of the evaluation split has label {got!r} but the paired evaluation "
    "set says {want!r} in {column!r}: Trainer's eval_dataset must be the same split, in the "
    "same order, as the pairs given to causal_compute_metrics"
)
BAD_LOGITS = (
    "predictions of shape {shape}: expected logits of shape (rows, classes), or predicted class "
    "ids of shape (rows,)"
)
BAD_LABEL_ID = (
    "label id {value} is outside label_names ({n} names); pass every class name, in the order "
    "of the model's class ids (e.g. model.config.id2label)"
)
NEED_ROLE = "the paired evaluation set has no {column!r} column; pass role_column=..."


def _safe(name: Any) -> str:
    """A metric-key part that loggers accept: letters, digits, ``_``, ``-`` and ``.``."""
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", str(name)).strip("_") or "_"


def _unique_keys(names: list) -> dict:
    out: dict = {}
    used: set[str] = set()
    for name in names:
        key = _safe(name)
        base, i = key, 2
        while key in used:
            key, i = f"{base}_{i}", i + 1
        used.add(key)
        out[name] = key
    return out


def _unpack(eval_prediction: Any) -> tuple[Any, Any]:
    if hasattr(eval_prediction, "predictions") and hasattr(eval_prediction, "label_ids"):
        return eval_prediction.predictions, eval_prediction.label_ids
    preds, labels = tuple(eval_prediction)[:2]
    return preds, labels


def _predicted_ids(predictions: Any) -> np.ndarray:
    if isinstance(predictions, tuple | list) and not isinstance(predictions, np.ndarray):
        predictions = predictions[0]
    arr = np.asarray(predictions)
    if arr.ndim == 2:
        return arr.argmax(-1)
    if arr.ndim == 1 and arr.dtype.kind in "iu":
        return arr.astype(np.int64)
    raise UsageError(BAD_LOGITS.format(shape=arr.shape))


def causal_compute_metrics(
    pairs: Any,
    *,
    label_names: Sequence | None = None,
    label_column: str | None = None,
    group_column: str = "gender",
    pair_column: str = "cda_pair_id",
    role_column: str = "cda_role",
    split: str | None = None,
    group: Any = "female",
    reference_group: Any = "male",
    groups: Sequence | None = None,
    min_count: int | None = None,
    rms_classes: str = "common",
    per_class: Sequence[str] = ("tpr",),
) -> Callable[..., dict[str, float]]:
    """A ``compute_metrics`` for ``transformers.Trainer`` that logs causal gaps.

    Parameters
    ----------
    pairs : DataFrame, datasets.Dataset / DatasetDict or path
        The paired evaluation set, row for row the ``eval_dataset`` given to ``Trainer`` (the
        ``counterfactual_eval`` split of ``cdaprep augment --eval``; a ``DatasetDict`` or folder
        gives that split unless ``split`` says otherwise).
    label_names : sequence, optional
        The class name of every class id (``model.config.id2label`` as a list). Names the
        per-class keys (``causal_tpr_gap/nurse``) and, with ``label_column``, checks that the
        labels of ``pairs`` match ``label_ids``. Default: the ids themselves.
    label_column : str, optional
        A column of ``pairs`` with the true labels (names when ``label_names`` is given, else
        ids; a ``datasets.ClassLabel`` column's ids are turned into its names with
        ``label_names``). When given, every evaluation checks that ``label_ids`` agree with
        it, which catches an evaluation split in another order than ``pairs``.
    group_column, pair_column, role_column : str
        The intervened group, the pair id and original / counterfactual of every row.
    group, reference_group, groups, min_count, rms_classes
        As in :func:`cdaprep.metrics.evaluate` (``min_count`` defaults to its default, 10), so
        the numbers equal those ``cdaprep metrics`` reports for the same predictions.
    per_class : sequence of {"tpr", "fpr", "ppr"}, default ("tpr",)
        The causal rates whose per-class gaps are returned (``()`` for none); a string is
        comma-separated (``"tpr,fpr"``).

    Returns
    -------
    callable
        ``fn(eval_prediction, compute_result=True) -> dict[str, float]`` with keys
        ``accuracy`` (all rows of the split), ``accuracy_original`` (original rows),
        ``causal_{tpr,fpr,ppr}_gap_rms`` and ``causal_<rate>_gap/<label>``; for every other
        compared group ``g`` the same keys with ``/g`` after the metric name
        (``causal_tpr_gap_rms/neutral``, ``causal_tpr_gap/neutral/nurse``). Undefined values
        (a class with no pairs, an RMS over no class) are left out rather than logged as NaN;
        the notes that say why (pairs that lack a member and are left out of every causal gap,
        gaps from fewer than ``min_count`` examples, a group with no statistical gap in any
        class) are issued as :class:`~cdaprep.errors.DataWarning`, each once, at the first
        evaluation that gives it, as ``cdaprep metrics`` prints them under Notes.
        ``Trainer(batch_eval_metrics=True)`` works too: batches are collected until
        ``compute_result`` is true.

    Examples
    --------
    >>> from types import SimpleNamespace
    >>> pairs = pd.DataFrame({"gender": ["female", "male", "male", "female"] * 2,
    ...                       "cda_pair_id": [1, 1, 2, 2, 3, 3, 4, 4],
    ...                       "cda_role": ["original", "counterfactual"] * 4})
    >>> fn = causal_compute_metrics(pairs, label_names=["nurse", "surgeon"], min_count=0)
    >>> logits = np.array([[2.0, 0.0], [0.0, 2.0], [2.0, 0.0], [2.0, 0.0],
    ...                    [0.0, 1.0], [0.0, 3.0], [0.0, 2.0], [1.0, 0.0]])
    >>> out = fn(SimpleNamespace(predictions=logits, label_ids=np.array([0] * 4 + [1] * 4)))
    >>> out["accuracy"], out["causal_tpr_gap/nurse"], out["causal_tpr_gap/surgeon"]
    (0.75, 0.5, -0.5)
    """
    from cdaprep.metrics.bootstrap import RMS_CLASSES
    from cdaprep.metrics.predict import class_label_names, decode_class_labels, load_pairs
    from cdaprep.metrics.report import DEFAULT_MIN_COUNT, evaluate

    frame = load_pairs(pairs, split=split)
    for option, col in (
        ("group_column", group_column),
        ("pair_column", pair_column),
        ("label_column", label_column),
    ):
        if col is not None and col not in frame.columns:
            raise missing_column_error(
                col, frame.columns, where="pairs", fix=f"Pass the right column with {option}=..."
            )
    if role_column not in frame.columns:
        raise UsageError(NEED_ROLE.format(column=role_column))
    if isinstance(per_class, str):  # "tpr" or "tpr,fpr", not its letters
        per_class = split_values([per_class])
    bad = [r for r in per_class if r not in ("tpr", "fpr", "ppr")]
    if bad:
        raise UsageError(f"per_class takes 'tpr', 'fpr', 'ppr'; got {bad[0]!r}")
    if rms_classes not in RMS_CLASSES:
        raise UsageError(f"rms_classes must be one of 'common', 'each'; got {rms_classes!r}")
    min_count = DEFAULT_MIN_COUNT if min_count is None else min_count
    # the report's notes and errors name these columns: they carry the user's names
    label_name = label_column or "label"
    pred_name = "predicted " + label_name
    structure = pd.DataFrame(
        {
            group_column: frame[group_column].to_numpy(dtype=object),
            pair_column: frame[pair_column].to_numpy(dtype=object),
            role_column: frame[role_column].to_numpy(dtype=object),
        }
    )
    n_rows = len(structure)
    is_orig = (structure[role_column] == "original").to_numpy()
    names = None if label_names is None else np.asarray(list(label_names), dtype=object)
    expected = None if label_column is None else frame[label_column].to_numpy(dtype=object)
    class_names = None if label_column is None else class_label_names(frame, label_column)
    if expected is not None and class_names is not None and names is not None:
        # a ClassLabel column holds class ids; label_names turn label_ids into names
        expected = decode_class_labels(expected, class_names, label_column)
    buffer: list[tuple[np.ndarray, np.ndarray]] = []
    noted: set[str] = set()  # the notes already issued (Trainer evaluates many times)

    def to_names(ids: np.ndarray) -> np.ndarray:
        if names is None:
            return ids.astype(object)
        out_of_range = (ids < 0) | (ids >= len(names))
        if out_of_range.any():
            raise UsageError(BAD_LABEL_ID.format(value=int(ids[out_of_range][0]), n=len(names)))
        return names[ids]

    def compute(eval_prediction: Any, compute_result: bool = True) -> dict[str, float]:
        preds, label_ids = _unpack(eval_prediction)
        buffer.append((_predicted_ids(preds), np.asarray(label_ids).reshape(-1).astype(np.int64)))
        if not compute_result:
            return {}
        pred_ids = np.concatenate([b[0] for b in buffer])
        true_ids = np.concatenate([b[1] for b in buffer])
        buffer.clear()
        if len(pred_ids) != n_rows or len(true_ids) != n_rows:
            raise UsageError(BAD_LENGTH.format(m=len(pred_ids), n=n_rows))
        y, p = to_names(true_ids), to_names(pred_ids)
        if expected is not None:
            differ = np.array([a != b for a, b in zip(y, expected)], dtype=bool)
            if differ.any():
                i = int(np.argmax(differ))
                raise UsageError(
                    LABEL_MISMATCH.format(
                        row=i + 1, got=y[i], want=expected[i], column=label_column
                    )
                )
        hit = pred_ids == true_ids
        out: dict[str, float] = {"accuracy": float(hit.mean()) if n_rows else float("nan")}
        if is_orig.any():
            out["accuracy_original"] = float(hit[is_orig].mean())
        report = evaluate(
            [("eval", structure.assign(**{label_name: y, pred_name: p}))],
            label_column=label_name,
            prediction_column=pred_name,
            group_column=group_column,
            pair_column=pair_column,
            role_column=role_column,
            group=group,
            reference_group=reference_group,
            groups=groups,
            labels=None if names is None else list(names),
            n_boot=0,
            min_count=min_count,
            rms_classes=rms_classes,
        )
        run = report["runs"][0]
        for note in run["notes"]:
            if note not in noted:
                noted.add(note)
                warnings.warn(f"causal_compute_metrics: {note}", DataWarning, stacklevel=2)
        compared = report["inputs"]["groups"]
        keys = _unique_keys(report["labels"])
        for j, g in enumerate(compared):
            block = run if j == 0 else run["by_group"][str(g)]
            who = "" if j == 0 else f"/{_safe(g)}"
            for rate in ("tpr", "fpr", "ppr"):
                s = block["summary"].get(f"rms.causal.{rate}")
                if s is not None and s["value"] is not None:
                    out[f"causal_{rate}_gap_rms{who}"] = s["value"]
            for rate in per_class:
                for row in block["per_class"].get(f"causal.{rate}", []):
                    if row["value"] is not None:
                        out[f"causal_{rate}_gap{who}/{keys[row['label']]}"] = row["value"]
        return out

    return compute
