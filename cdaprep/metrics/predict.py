"""Evaluate any model on a paired evaluation set: :func:`evaluate_pairs`.

The model is a callable from a list of texts to labels (or to a score matrix with one column per
class). It is asked once per distinct text of the paired evaluation set that ``cdaprep pairs``
(or the ``counterfactual_eval`` split of ``cdaprep augment --eval``) writes, and its predictions
go through :func:`cdaprep.metrics.evaluate`, so the result is the same report dict as
``cdaprep metrics`` gives for a saved prediction file, ready for
:func:`cdaprep.metrics.report.write_report`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, missing_column_error
from cdaprep.metrics import _core as C
from cdaprep.metrics._core import INPUT_COLUMNS
from cdaprep.metrics.report import (
    _check_predictions_name_labels,
    _check_some_predictions,
    evaluate,
)

__all__ = [
    "evaluate_pairs",
    "load_pairs",
    "class_label_names",
    "decode_class_labels",
    "EVAL_SPLIT",
    "PREDICTION_COLUMN",
]

#: The split of ``cdaprep augment --eval`` that holds the paired evaluation set.
EVAL_SPLIT = "counterfactual_eval"
#: Column the predictions are stored in before they are evaluated.
PREDICTION_COLUMN = "cda_prediction"

BAD_OUTPUT_LENGTH = (
    "predict returned {m} prediction(s) for {n} text(s); it must return one label (or one row "
    "of scores) per text"
)
BAD_OUTPUT_SHAPE = (
    "predict returned an array of shape {shape}; return a label per text, or scores of shape "
    "(texts, classes) with classes=[...] naming the columns"
)
SCORES_NEED_CLASSES = (
    "predict returned scores with {k} columns but the classes of the columns are unknown: pass "
    "classes=[...] (the label of every column, in order)"
)
SCORES_CLASSES_MISMATCH = "predict returned scores with {k} columns but classes has {n} entries"
LOOKS_LIKE_SCORES = (
    "predict returned fractional numbers that are not labels of {column!r} (e.g. {value!r}): "
    "return labels, or scores of shape (texts, classes) with classes=[...]"
)
ROLE_COLUMN = "cda_role"
GENDERED_COLUMN = "cda_has_gendered_word"
TRAIN_NOT_PAIRS = (
    "{where} has no counterfactual_eval split, and its only split, 'train', is a training split "
    "(it has cda_role but not cda_has_gendered_word, which every paired evaluation set of "
    "cdaprep pairs / augment --eval has), so it is not used as the paired evaluation set. Give "
    "the paired set itself: the counterfactual_eval split "
    "(datasets.load_dataset(REPO, 'counterfactual_eval', split='counterfactual_eval') for a "
    "repository pushed by cdaprep, or cdaprep.hub.load_hub('hf://REPO')), or pass split='train' "
    "(cdaprep metrics: --split train) if this split is the paired evaluation set"
)
#: Error of an input of several splits, none the paired evaluation set by name.
SEVERAL_SPLITS = (
    "{where} has several splits ({splits}) and none is named counterfactual_eval; choose the "
    "paired evaluation set with split=NAME (cdaprep metrics: --split NAME)"
)
#: Key of ``DataFrame.attrs`` where :func:`load_pairs` keeps the names of ClassLabel columns.
CLASS_LABELS = "cdaprep_class_labels"
#: Note of a run whose paired set has rows without text (``cdaprep pairs`` passes them through).
NOTE_NO_TEXT = (
    "{n} row(s) with no text in column {column!r} (empty, missing or not a string) were "
    "predicted on the empty text '', as cdaprep compare predicts them; cdaprep pairs marks such "
    "rows as having no gendered word, so exclude_no_gendered_word=True leaves them out with "
    "their pairs"
)


def load_pairs(
    pairs: Any,
    *,
    split: str | None = None,
    encoding: str | None = None,
    columns: Sequence[str] | None = None,
) -> pd.DataFrame:
    """The paired evaluation set as a DataFrame.

    ``pairs`` is a DataFrame, a ``datasets.Dataset`` / ``DatasetDict``, or a path readable by
    ``cdaprep`` (CSV, JSONL, Parquet, a ``save_to_disk`` folder, a Hub repository
    ``hf://OWNER/NAME``). A ``DatasetDict``, folder or repository with several splits gives its
    ``split``, by default ``counterfactual_eval`` (the split ``cdaprep augment --eval`` writes;
    a repository pushed by cdaprep keeps it in a config of that name, which is read too).
    Without ``split``, the ``train`` split of ``cdaprep augment`` (pair ids and roles, but no
    ``cda_has_gendered_word``) is refused rather than taken as the paired set.

    ``encoding`` is that of a CSV or JSON lines file (default UTF-8). With ``columns``, only
    those of them the input has are read (every row is held in memory: leave the text out).

    Examples
    --------
    >>> load_pairs(pd.DataFrame({"text": ["She sings."]}))["text"].tolist()
    ['She sings.']
    """
    if isinstance(pairs, pd.DataFrame):
        return pairs
    from cdaprep.io.readers import open_source

    src = open_source(pairs, split=split, encoding=encoding)
    where = str(pairs) if isinstance(pairs, str | os.PathLike) else "the input"
    if isinstance(src, dict) and split is None:
        if EVAL_SPLIT in src:
            src = src[EVAL_SPLIT]
        elif list(src) == ["train"]:
            cols = src["train"].columns
            if ROLE_COLUMN in cols and GENDERED_COLUMN not in cols:
                raise UsageError(TRAIN_NOT_PAIRS.format(where=where))
    if isinstance(src, dict) and len(src) != 1:
        raise UsageError(SEVERAL_SPLITS.format(where=where, splits=", ".join(src)))
    if isinstance(src, dict):
        src = next(iter(src.values()))
    frame = read_columns(src, columns)
    features = src.info.get("hf_features") or {}
    names = {
        str(c): list(f.names)
        for c, f in features.items()
        if type(f).__name__ == "ClassLabel" and getattr(f, "names", None)
    }
    if names:
        frame.attrs[CLASS_LABELS] = names
    return frame


def read_columns(src: Any, columns: Sequence[str] | None = None) -> pd.DataFrame:
    """Every row of the :class:`~cdaprep.io.Source` ``src``, only the ``columns`` it has (all
    with ``None``); the input's column names are kept in ``attrs`` (:data:`INPUT_COLUMNS`).

    Examples
    --------
    >>> from cdaprep.io import open_source
    >>> src = open_source(pd.DataFrame({"text": ["She sings."], "y": [1], "p": [0]}))
    >>> f = read_columns(src, ["y", "p", "cda_role"])
    >>> list(f.columns), f.attrs[INPUT_COLUMNS]
    (['y', 'p'], ['text', 'y', 'p'])
    """
    from cdaprep.io import read_frame

    if columns is None:
        return read_frame(src)
    wanted = set(columns)
    frame = read_frame(src, columns=[c for c in src.columns if c in wanted])
    frame.attrs[INPUT_COLUMNS] = list(src.columns)
    return frame


def class_label_names(frame: pd.DataFrame, column: str) -> list[str] | None:
    """The class names of ``column`` when it was a ``datasets.ClassLabel`` (its ``int2str``),
    as :func:`load_pairs` records them; ``None`` otherwise.

    Examples
    --------
    >>> import datasets
    >>> job = datasets.ClassLabel(names=["a", "b"])
    >>> ds = datasets.Dataset.from_dict({"job": [1]}, features=datasets.Features({"job": job}))
    >>> class_label_names(load_pairs(ds), "job")
    ['a', 'b']
    """
    return (frame.attrs.get(CLASS_LABELS) or {}).get(str(column))


def decode_class_labels(values: Any, names: list[str], column: str) -> np.ndarray:
    """The class names of the class ids ``values`` of the ClassLabel column ``column``
    (missing values stay missing); an id outside ``names`` is an error naming it."""
    arr = pd.Series(values).to_numpy(dtype=object)
    out = np.empty(len(arr), dtype=object)
    for i, v in enumerate(arr):
        if v is None or (isinstance(v, float) and np.isnan(v)):
            out[i] = v
        elif isinstance(v, int | np.integer) and 0 <= int(v) < len(names):
            out[i] = names[int(v)]
        else:
            raise UsageError(
                f"row {i + 1} (1-based) of {column!r} has {v!r}, which is not a class id of "
                f"its ClassLabel ({len(names)} names: {', '.join(map(str, names[:5]))}"
                f"{', ...' if len(names) > 5 else ''})"
            )
    return out


def _batches(items: list, size: int | None):
    if not size or size >= len(items):
        yield items
        return
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _model_classes(predict: Callable, classes: Sequence | None) -> list | None:
    if classes is not None:
        return list(classes)
    owner = getattr(predict, "__self__", None)  # e.g. estimator.predict_proba
    found = getattr(owner, "classes_", None)
    return None if found is None else list(found)


def _pipeline_labels(out: Any) -> Any:
    """The labels of a ``transformers`` text-classification pipeline's output, else ``out``.

    ``[{"label": "nurse", "score": 0.9}, ...]`` (one dict per text) gives the labels;
    ``[[{"label": ..., "score": ...}, ...], ...]`` (``top_k=None``: every class per text) the
    label of the highest score of each text."""
    if not isinstance(out, (list, tuple)) or not out:
        return out
    first = out[0]
    if isinstance(first, (list, tuple)) and first and isinstance(first[0], Mapping):
        return [max(row, key=lambda d: d["score"])["label"] for row in out]
    if isinstance(first, Mapping):
        if "label" not in first:
            raise UsageError(
                f"predict returned dicts without a 'label' key ({sorted(first)[:4]}); return one "
                "label per text, a score matrix, or a transformers pipeline's [{'label', 'score'}]"
            )
        return [d["label"] for d in out]
    return out


def _to_labels(out: Any, n: int, classes: list | None) -> np.ndarray:
    out = _pipeline_labels(out)
    if isinstance(out, pd.DataFrame):
        if classes is None:
            classes = list(out.columns)
        out = out.to_numpy()
    arr = np.asarray(out, dtype=object) if not hasattr(out, "shape") else np.asarray(out)
    if arr.ndim == 2 and arr.shape[1] == 1 and arr.shape[0] == n:
        arr = arr[:, 0]
    if arr.ndim == 1:
        if len(arr) != n:
            raise UsageError(BAD_OUTPUT_LENGTH.format(m=len(arr), n=n))
        return arr
    if arr.ndim != 2:
        raise UsageError(BAD_OUTPUT_SHAPE.format(shape=arr.shape))
    if arr.shape[0] != n:
        raise UsageError(BAD_OUTPUT_LENGTH.format(m=arr.shape[0], n=n))
    if classes is None:
        raise UsageError(SCORES_NEED_CLASSES.format(k=arr.shape[1]))
    if len(classes) != arr.shape[1]:
        raise UsageError(SCORES_CLASSES_MISMATCH.format(k=arr.shape[1], n=len(classes)))
    lut = np.empty(len(classes), dtype=object)
    lut[:] = classes
    return lut[np.asarray(arr, dtype=float).argmax(1)]


def _check_not_scores(pred: np.ndarray, truth: pd.Series, column: str) -> None:
    """Refuse a 1-D float output that is neither a label nor integral (probabilities)."""
    if pred.dtype.kind != "f":
        return
    frac = pred[np.isfinite(pred) & (pred != np.round(pred))]
    if len(frac) == 0:
        return
    known = set(pd.unique(truth.to_numpy(dtype=object)).tolist())
    odd = [v for v in frac[:1000].tolist() if v not in known]
    if odd:
        raise UsageError(LOOKS_LIKE_SCORES.format(column=column, value=odd[0]))


def evaluate_pairs(
    predict: Callable[[list[str]], Any],
    pairs: Any,
    *,
    text_column: str = "text",
    label_column: str,
    group_column: str = "gender",
    classes: Sequence | None = None,
    batch_size: int | None = None,
    split: str | None = None,
    name: str = "predictions",
    **options: Any,
) -> dict:
    """Evaluate a model, given as a callable, on a paired evaluation set.

    Parameters
    ----------
    predict : callable
        ``predict(texts)`` with ``texts`` a list of str returns one label per text, or scores
        of shape ``(len(texts), n_classes)`` (the predicted label is the column with the highest
        score). A scikit-learn ``pipeline.predict`` or ``pipeline.predict_proba`` works as it
        is; so does a ``transformers`` text-classification ``pipeline`` (its
        ``[{"label", "score"}]`` per text, or with ``top_k=None`` the label of the highest
        score; its labels must be written as ``label_column``'s: set the model's ``id2label``)
        or a function returning a model's logits.
    pairs : DataFrame, datasets.Dataset / DatasetDict or path
        The paired evaluation set (the output of ``cdaprep pairs``, or the
        ``counterfactual_eval`` split of ``cdaprep augment --eval``); see :func:`load_pairs`.
    text_column, label_column, group_column : str
        Columns of ``pairs``: the text the model reads, the true label, the (intervened) group.
        A row with no text (an empty, missing or non-string cell, which ``cdaprep pairs``
        passes through) is predicted on the empty text ``""``, as ``cdaprep compare`` does,
        and counted in a note of the run.
    classes : sequence, optional
        The label of every score column when ``predict`` returns scores. Default: the
        ``classes_`` of the estimator ``predict`` is a method of (scikit-learn), or the columns
        of a DataFrame of scores.
    batch_size : int, optional
        Call ``predict`` on at most this many texts at a time (default: all at once). Every
        distinct text is predicted once: pairs whose text has no gendered word share it.
    split : str, optional
        The split of a ``DatasetDict`` input (default ``counterfactual_eval``).
    name : str, default "predictions"
        The run's name in the report.
    **options
        Any keyword option of :func:`cdaprep.metrics.evaluate` (``group``,
        ``reference_group``, ``groups``, ``min_count``, ``rms_classes``, ``n_boot``, ``seed``,
        ``train``, ``pair_column``, ...).

    Returns
    -------
    dict
        The report dict of :func:`cdaprep.metrics.evaluate`; write it with
        :func:`cdaprep.metrics.report.write_report`.

    Examples
    --------
    >>> pairs = pd.DataFrame({
    ...     "text": ["She is a nurse.", "He is a nurse.", "He is a surgeon.", "She is a surgeon."],
    ...     "profession": ["nurse", "nurse", "surgeon", "surgeon"],
    ...     "gender": ["female", "male", "male", "female"],
    ...     "cda_pair_id": [1, 1, 2, 2],
    ...     "cda_role": ["original", "counterfactual"] * 2})
    >>> def predict(texts):  # a model that reads gender, not the job
    ...     return ["nurse" if t.startswith("She") else "surgeon" for t in texts]
    >>> r = evaluate_pairs(predict, pairs, label_column="profession", n_boot=0, min_count=0)
    >>> [row["value"] for row in r["runs"][0]["per_class"]["causal.tpr"]]
    [1.0, -1.0]
    """
    frame = load_pairs(pairs, split=split)
    where = str(pairs) if isinstance(pairs, str | os.PathLike) else "the paired evaluation set"
    for option, col in (
        ("text_column", text_column),
        ("label_column", label_column),
        ("group_column", group_column),
    ):
        if col not in frame.columns:
            raise missing_column_error(
                col, frame.columns, where=where, fix=f"Pass the right column with {option}=..."
            )
    # empty, missing and non-string cells pass through as the empty text, as compare reads them
    texts = [t if isinstance(t, str) else "" for t in frame[text_column].tolist()]
    n_no_text = sum(1 for t in texts if t == "")
    codes, distinct = pd.factorize(pd.Series(texts, dtype=object))
    distinct = distinct.tolist()
    model_classes = _model_classes(predict, classes)
    parts = []
    for chunk in _batches(distinct, batch_size):
        parts.append(_to_labels(predict(chunk), len(chunk), model_classes))
    pred_distinct = np.concatenate(parts) if parts else np.array([], dtype=object)
    names = class_label_names(frame, label_column)
    if names is not None and any(isinstance(v, str) for v in pred_distinct[:1000].tolist()):
        # a ClassLabel column holds class ids; the model predicts class names: compare names
        frame = frame.assign(
            **{label_column: decode_class_labels(frame[label_column], names, label_column)}
        )
    _check_not_scores(pred_distinct, frame[label_column], label_column)
    # the messages of these checks speak of what predict returned: the column that evaluate
    # reads them from is cdaprep's own
    predicted = pred_distinct[codes]
    _check_some_predictions(predicted, name, PREDICTION_COLUMN, of_model=True)
    _check_predictions_name_labels(
        C.as_1d(frame[label_column]), predicted, name, label_column, PREDICTION_COLUMN,
        of_model=True,
    )  # fmt: skip
    column = PREDICTION_COLUMN
    while column in frame.columns:
        column = "_" + column
    scored = frame.assign(**{column: predicted})
    report = evaluate(
        [(name, scored)],
        label_column=label_column,
        prediction_column=column,
        group_column=group_column,
        **options,
    )
    if n_no_text:
        report["runs"][0]["notes"].insert(0, NOTE_NO_TEXT.format(n=n_no_text, column=text_column))
    return report
