"""The evaluation report behind ``cdaprep metrics``: JSON, Markdown and plots.

:func:`evaluate` turns one or more prediction frames (the paired evaluation set of
``cdaprep pairs`` plus the user's prediction column) into one JSON-ready dict; :func:`write_report`
writes ``metrics.json``, ``report.md`` and the PNG plots atomically into a report folder.

Which classes a summary counts is part of the report: every summary names its classes. By
default the statistical and the causal RMS of a rate count the same classes (those where both
gaps are defined and reach ``min_count``), and per-class gaps from fewer than ``min_count``
examples per group (or pairs) are reported with a flag but left out of every summary.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError, missing_column_error, no_rows
from cdaprep.groups import (
    canonical_group,
    group_list,
    is_missing,
    read_group_column,
    show_respellings,
)
from cdaprep.metrics import _core as C
from cdaprep.metrics.biasamp import biasamp_by_pair
from cdaprep.metrics.bootstrap import (
    BAD_CONFIDENCE,
    BAD_N_BOOT,
    NOT_PER_GROUP,
    ROLE_ORIGINAL,
    across_runs_interval,
    biasamp_terms,
    build_units,
    check_selection_options,
    class_selection,
    group_key,
    make_context,
    metric_arrays,
    percentile_interval,
    run_bootstrap,
    share_of,
)
from cdaprep.metrics.gaps import causal_gap_table, gap_frame, stat_gap_table
from cdaprep.reporting import (
    PLOT_HINT,
    _scalar,
    dumps_json,
    error_bars,
    md_table,
    pyplot,
    save_figure,
    short_labels,
    watch_glyphs,
    write_report_folder,
)

__all__ = [
    "evaluate",
    "write_report",
    "render_markdown",
    "SCHEMA_VERSION",
    "PLOT_HINT",
    "DEFAULT_MIN_COUNT",
]

SCHEMA_VERSION = 2
#: Default ``min_count``: a per-class gap needs this many examples of each group (pairs for a
#: causal gap) to count in the summaries. One example moves a rate by 1/n: below 10 that is more
#: than 0.1, larger than the gaps being measured (Chen, Ji and Evans 2023 report RMS gaps of a
#: few hundredths to about 0.2), so such a gap is noise that would drive the summary.
DEFAULT_MIN_COUNT = 10
NOTE_NO_PAIRS = "no pair column: causal metrics are not computed (statistical metrics only)"
NOTE_NO_ROLE = (
    "no role column {column!r}: every row is treated as an original row and causal metrics "
    "are not computed"
)
NOTE_SKIPPED_PAIRS = (
    "{n} pair id(s) are not valid pairs (need one original and one counterfactual row, one of "
    "each group, same label, a prediction on both) and were left out of the causal metrics"
)
NOTE_SKIPPED_PAIR_SETS = (
    "{n} pair id(s) are not valid pair sets (need one original row, one row of each compared "
    "group and of the reference group, the others counterfactual, the same label, a "
    "prediction on every row of those groups) and were "
    "left out of the causal metrics; compared: {groups}, reference: {reference} (pass "
    "--groups to compare fewer)"
)
NOTE_RESPELLED = (
    "{n} value(s) of the group column {column!r} spell a known group with other case or "
    "spaces ({example}) and were read as it, as every step reads them"
)
NOTE_MISSING = (
    "{n} row(s) with a missing label or prediction were left out ({o} original, {c} "
    "counterfactual; a pair with such a row is left out of the causal metrics)"
)
NOTE_NO_GROUP = (
    "{n} row(s) with no value in the group column {column!r} were left out ({o} original, {c} "
    "counterfactual; a pair with such a row is left out of the causal metrics)"
)
NOTE_SKIPPED_NO_PREDICTION = "{n} of them because a row has no prediction"
NOTE_SKIPPED_NO_LABEL = "{n} of them because a row has no label"
NOTE_SKIPPED_LABELS_DIFFER = (
    "{n} of them because their rows have different labels (a counterfactual keeps its "
    "original's label)"
)
NOTE_SKIPPED_NO_ORIGINAL = (
    "{n} of them because they have no original row: pairs --assign-gender gives a text with no "
    "gendered word (or indicators of both genders) no group, so its rows are all counterfactual "
    "(cda_original_group none / mixed) and it has no do(G) of its own to compare"
)
#: :data:`NOTE_SKIPPED_NO_ORIGINAL` of the pairs whose source row had an empty group cell.
NOTE_SKIPPED_NO_GROUP = (
    "{n} of them because they have no original row: the row they were made from has no value "
    "in the group column {column!r} (an empty or blank cell; cda_original_group is empty), so "
    "pairs rewrote it toward every group, its rows are all counterfactual and it has no do(G) "
    "of its own to compare. Fill in its group, or derive every group from the text with "
    "--assign-gender"
)
#: :data:`NOTE_SKIPPED_NO_ORIGINAL` when the data has no ``cda_original_group`` to tell why.
NOTE_SKIPPED_NO_ORIGINAL_ANY = (
    "{n} of them because they have no original row: the row they were made from had no group "
    "of its own (an empty cell in the group column, or none / mixed from --assign-gender), so "
    "its rows are all counterfactual and it has no do(G) of its own to compare"
)
NOTE_EXCLUDED = "{n} row(s) whose text has no gendered word were excluded (with their pairs)"
NOTE_NOT_IN_TRAIN = (
    "label(s) of the evaluated labels or predictions that the training data does not have: "
    "{labels} (a misspelt label, other case or a trailing space, is a label of its own)"
)
NOTE_ONLY_IN_TRAIN = (
    "label(s) of the training data that no evaluated row has as label or prediction: {labels}; "
    "they are no class of this report (a class neither true nor predicted has gaps of 0 - 0 "
    "that would only dilute the RMS, sums and correlations), but their training rows count in "
    "BiasAmp's P(group) and P(class)"
)
NOTE_SHARE_SOURCE = "group share per class (for the Pearson correlations) taken from {source}"
NOTE_TRAIN_MISSING = (
    "{name} (training data): {n} row(s) with a missing label or group were left out of the "
    "training statistics (group share per class, BiasAmp y_at and MALS base rates)"
)
NOTE_RMS_BIAS = (
    "RMS values are non-negative: near zero their percentile bootstrap interval is biased "
    "upwards and may not contain the point estimate"
)


def _rms_near_zero(run: dict) -> bool:
    """Whether an RMS of ``run`` (any group) is near zero for its interval: outside it, or
    smaller than its half-width, where :data:`NOTE_RMS_BIAS` applies."""
    blocks = [run, *run.get("by_group", {}).values()]
    for block in blocks:
        for key, e in block.get("summary", {}).items():
            v, lo, hi = e.get("value"), e.get("ci_low"), e.get("ci_high")
            if key.startswith("rms.") and None not in (v, lo, hi):
                if not lo <= v <= hi or v < (hi - lo) / 2:
                    return True
    return False


#: What the report says of the per-run intervals with ``n_boot=0``.
INTERVALS_NONE = "no bootstrap intervals were computed (--n-boot 0)"
NOTE_LOW = (
    "{n} per-class gap(s) come from fewer than {min_count} examples per group (pairs for causal "
    "gaps): shown with (n<{min_count}), left out of every summary"
)
RULE_COMMON = (
    "each summary counts the classes whose gap is defined and has at least {min_count} "
    "examples of each group (pairs for causal gaps); the statistical and the causal RMS of a "
    "rate count the same classes, those that pass for both (rms_classes='common')"
)
RULE_EACH = (
    "each summary counts the classes whose gap is defined and has at least {min_count} "
    "examples of each group (pairs for causal gaps); the statistical and the causal RMS each "
    "count their own classes (rms_classes='each'), so they may not be comparable"
)
#: Reason of a causal RMS that the common class rule leaves n/a although causal gaps are counted.
REASON_NO_STAT_COMMON = (
    "no class is counted: the causal gaps are defined but no statistical gap is (see the "
    "per-class reasons), and the statistical and the causal RMS count the same classes "
    "(--rms-classes common, the default); --rms-classes each (rms_classes='each') gives the "
    "causal RMS over its own classes"
)
#: Note of a run where :data:`REASON_NO_STAT_COMMON` holds for a compared group.
NOTE_NO_STAT_COMMON = (
    "group {group!r} has causal gaps but no statistical gap in any class ({why}), so its "
    "causal RMS are n/a under --rms-classes common (the default); pass --rms-classes each "
    "(rms_classes='each') for them"
)
#: Why :data:`NOTE_NO_STAT_COMMON` holds: the group has no original rows, or it has some but no
#: class has original rows of it and of the reference group.
WHY_NO_ORIGINALS = (
    "it has no original rows, as a neutral side that pairs added to every row has none"
)
WHY_NO_SHARED_CLASS = "no class has original rows of both {group!r} and {reference!r}"
FLAG_STAT = "{n} {group} / {m} {reference} (< min_count {min_count}): left out of the summaries"
FLAG_CAUSAL = "{n} pairs (< min_count {min_count}): left out of the summaries"

#: Scalar metrics of the report, in display order, with their readable names.
SCALARS = {
    "rms.stat.tpr": "RMS statistical TPR gap",
    "rms.causal.tpr": "RMS causal TPR gap",
    "rms.stat.fpr": "RMS statistical FPR gap",
    "rms.causal.fpr": "RMS causal FPR gap",
    "rms.stat.ppr": "RMS statistical PPR gap",
    "rms.causal.ppr": "RMS causal PPR gap",
    "sum_abs.tpr": "TPR gap, sum of |gaps|",
    "sum_abs.fpr": "FPR gap, sum of |gaps|",
    "sum_abs.precision": "precision gap, sum of |gaps|",
    "pearson.tpr": "TPR gap, Pearson r with group share",
    "pearson.fpr": "FPR gap, Pearson r with group share",
    "pearson.precision": "precision gap, Pearson r with group share",
    "independence": "Independence (sum of KL)",
    "separation": "Separation (sum of KL)",
    "sufficiency": "Sufficiency (sum of Wasserstein-1)",
    "biasamp.A->T": "BiasAmp A->T",
    "biasamp_mals": "BiasAmp MALS",
}
#: Summary metrics computed once per compared group (the others are over all groups at once).
GAP_SCALARS = [k for k in SCALARS if not k.startswith(NOT_PER_GROUP)]
PER_CLASS = [
    "stat.tpr",
    "causal.tpr",
    "stat.fpr",
    "causal.fpr",
    "stat.ppr",
    "causal.ppr",
    "stat.precision",
]


def _num(x) -> float | None:
    x = float(x)
    return None if math.isnan(x) or math.isinf(x) else x


def _jsonable(v):
    return _scalar(v)


def _reason(r):
    return r if isinstance(r, str) else None


def _check_columns(df: pd.DataFrame, columns: dict[str, str | None], where: str) -> None:
    have = df.attrs.get(C.INPUT_COLUMNS, list(df.columns))  # of an input read in part: all
    for option, col in columns.items():
        if col is not None and col not in df.columns:
            raise missing_column_error(
                col, have, where=where, fix=f"Pass the right column with {option}."
            )


def _truthy(series: pd.Series) -> np.ndarray:
    v = series.to_numpy(dtype=object)
    return np.array(
        [
            x is True or x == 1 or (isinstance(x, str) and x.lower() in ("true", "1", "yes"))
            for x in v
        ]
    )


def _match_label(value, classes):
    if value is None:
        return None
    for c in classes:
        if c == value or str(c) == str(value):
            return c
    raise UsageError(
        f"positive label {value!r} is not one of the labels: " + ", ".join(repr(c) for c in classes)
    )


def evaluate(
    runs: Sequence[tuple[str, pd.DataFrame]],
    *,
    label_column: str,
    prediction_column: str,
    group_column: str = "gender",
    pair_column: str | None = None,
    role_column: str = "cda_role",
    gendered_word_column: str = "cda_has_gendered_word",
    exclude_no_gendered_word: bool = False,
    group: Any = "female",
    reference_group: Any = "male",
    train: tuple[str, pd.DataFrame] | None = None,
    train_label_column: str | None = None,
    train_group_column: str | None = None,
    pos_label: Any = None,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
    groups: Sequence | None = None,
    min_count: int = DEFAULT_MIN_COUNT,
    rms_classes: str = "common",
    labels: Sequence | None = None,
) -> dict:
    """Evaluate one or more prediction files of the same model family into a report dict.

    ``runs`` is a list of ``(name, frame)``. ``pair_column=None`` uses ``cda_pair_id`` when the
    frame has it (causal metrics) and computes statistical metrics only otherwise. The result is
    the content of ``metrics.json`` (schema in ``docs/metrics.md``): every number with its
    bootstrap interval and the classes it counts, per run, plus across-run intervals when there
    are several runs.

    Parameters
    ----------
    group, reference_group : default "female", "male"
        Gaps are ``group`` minus ``reference_group``; the top-level ``summary`` and
        ``per_class`` of a run are those of ``group``.
    groups : sequence or str, optional
        Every group whose gaps against ``reference_group`` are computed (``group`` first); a
        string is read as ``--groups`` is (``"female,neutral"``, or one group ``"female"``).
        Default: every group in the group column but the reference, ``none`` and ``mixed``. With
        more than one, each run has ``by_group[g]`` with the gap summaries and per-class gaps of
        every compared group ``g``.
    min_count : int, default 10
        A per-class gap from fewer examples of a group (fewer pairs, for a causal gap) is
        reported with a flag and left out of every summary (:data:`DEFAULT_MIN_COUNT` says why
        10). 0 counts every defined gap.
    rms_classes : {"common", "each"}, default "common"
        ``common``: the statistical and the causal RMS of a rate count the same classes (where
        both gaps are counted), so they can be compared; ``each``: each its own classes.
    labels : sequence, optional
        The classes, in order (also the Wasserstein positions of Sufficiency). Default: the
        sorted union of the true labels and the predictions (a label of the training data only
        is no class: its gaps would be 0 - 0; a note names it); values outside ``labels`` are
        added after them.

    Examples
    --------
    >>> df = pd.DataFrame({"y": [0, 1, 0, 1], "p": [0, 1, 1, 1],
    ...                    "gender": ["female", "female", "male", "male"]})
    >>> r = evaluate([("run", df)], label_column="y", prediction_column="p", n_boot=50,
    ...              min_count=0)
    >>> s = r["runs"][0]["summary"]["rms.stat.tpr"]
    >>> r["runs"][0]["counts"]["original_rows"], s["value"], s["classes"]
    (4, 0.7071067811865476, [0, 1])
    """
    if not runs:
        raise UsageError("evaluate needs at least one prediction frame")
    if isinstance(n_boot, bool) or not isinstance(n_boot, (int, np.integer)) or n_boot < 0:
        raise UsageError(BAD_N_BOOT.format(value=n_boot))
    if not 0 < confidence < 1:
        raise UsageError(BAD_CONFIDENCE.format(value=confidence))
    check_selection_options(min_count, rms_classes)
    group, reference_group = canonical_group(group), canonical_group(reference_group)
    groups = group_list(groups, owner="evaluate")
    groups = None if groups is None else [canonical_group(g) for g in groups]
    train_label_column = train_label_column or label_column
    train_group_column = train_group_column or group_column
    notes: list[str] = []
    train_y = train_s = None
    if train is not None:
        tname, tdf = train
        _check_columns(
            tdf,
            {
                "--train-label-column": train_label_column,
                "--train-group-column": train_group_column,
            },
            where=tname,
        )
        if not len(tdf):
            raise DataError(no_rows(f"{tname} (training data)", then=NOTHING_TO["train"]))
        train_y = C.as_1d(tdf[train_label_column], what="train labels")
        train_s = C.as_1d(
            _canonical_groups(tdf, train_group_column, notes, where=f"{tname} (training data): ")[
                train_group_column
            ],
            what="train groups",
        )
        n_missing = int((~C.known(train_y, train_s)).sum())
        if n_missing:
            notes.append(NOTE_TRAIN_MISSING.format(name=tname, n=n_missing))
    explicit_pairs = pair_column is not None
    # one label set for all runs, so per-class values line up across runs
    all_labels = []
    for name, df in runs:
        _check_columns(
            df,
            {
                "--label-column": label_column,
                "--prediction-column": prediction_column,
                "--group-column": group_column,
                "--pair-column": pair_column if explicit_pairs else None,
            },
            where=name,
        )
        if not len(df):
            raise DataError(no_rows(name, then=NOTHING_TO["predictions"]))
        y_run, p_run = C.as_1d(df[label_column]), C.as_1d(df[prediction_column])
        _check_some_predictions(p_run, name, prediction_column)
        _check_predictions_name_labels(y_run, p_run, name, label_column, prediction_column)
        all_labels += [y_run, p_run]
    classes, _ = C.class_list(labels, *all_labels)
    pos = _match_label(pos_label, classes)
    if train_y is not None:
        in_train = set(pd.unique(np.asarray(train_y, dtype=object)).tolist())
        missing = [c for c in classes if c not in in_train]
        if missing:
            notes.append(NOTE_NOT_IN_TRAIN.format(labels=", ".join(map(repr, missing))))
        only_train = [c for c in C.sorted_unique(train_y) if c not in set(classes)]
        if only_train:
            notes.append(NOTE_ONLY_IN_TRAIN.format(labels=", ".join(map(repr, only_train))))
        notes.append(NOTE_SHARE_SOURCE.format(source=f"the training data ({train[0]})"))
    else:
        notes.append(NOTE_SHARE_SOURCE.format(source="the evaluated data (no --train given)"))
    opts = dict(
        label_column=label_column,
        prediction_column=prediction_column,
        group_column=group_column,
        pair_column=pair_column,
        role_column=role_column,
        gendered_word_column=gendered_word_column,
        exclude_no_gendered_word=exclude_no_gendered_word,
        group=group,
        reference_group=reference_group,
        classes=classes,
        train_y=train_y,
        train_s=train_s,
        pos=pos,
    )
    prepared = []
    for name, df in runs:
        prep = _prepare_run(name, df, groups=groups, **opts)
        groups = prep["units"].compared  # every run compares the groups of the first
        prepared.append(prep)
    # the classes every summary counts: those that pass in every run, so runs line up
    selections = [
        class_selection(
            p["n"][0], p["S"][0], p["ctx"], min_count=min_count, rms_classes=rms_classes
        )
        for p in prepared
    ]
    masks = [
        {key: np.logical_and.reduce([s[j]["masks"][key] for s in selections]) for key in m}
        for j, m in enumerate(s["masks"] for s in selections[0])
    ]
    out_runs = [
        _finish_run(
            p,
            sel,
            masks,
            classes=classes,
            min_count=min_count,
            n_boot=n_boot,
            seed=seed,
            confidence=confidence,
            label_column=label_column,
            prediction_column=prediction_column,
            group_column=group_column,
            train_y=train_y,
            train_s=train_s,
            pos=pos,
        )
        for p, sel in zip(prepared, selections)
    ]
    if n_boot and any(_rms_near_zero(r) for r in out_runs):
        notes.append(NOTE_RMS_BIAS)  # about bootstrap intervals: none without resamples
    across = _across(out_runs) if len(out_runs) > 1 else None
    from cdaprep import __version__
    from cdaprep.engines.manifest import versions

    rule = RULE_COMMON if rms_classes == "common" else RULE_EACH
    return {
        "schema_version": SCHEMA_VERSION,
        "cdaprep_version": __version__,
        "versions": versions(),
        "inputs": {
            "predictions": [name for name, _ in runs],
            "train": None if train is None else train[0],
            "label_column": label_column,
            "prediction_column": prediction_column,
            "group_column": group_column,
            # the pair column the runs used (cda_pair_id when found), null when none
            "pair_column": next((p["pair_column"] for p in prepared if p["pair_column"]), None),
            "role_column": role_column,
            "gendered_word_column": gendered_word_column,
            "exclude_no_gendered_word": exclude_no_gendered_word,
            "group": group,
            "reference_group": reference_group,
            "groups": [_jsonable(g) for g in prepared[0]["units"].compared],
            "positive_label": _jsonable(pos),
            "n_boot": n_boot,
            "seed": seed,
            "confidence": confidence,
            "min_count": min_count,
            "rms_classes": rms_classes,
        },
        "labels": [_jsonable(c) for c in classes],
        "classes_rule": rule.format(min_count=min_count),
        "notes": notes,
        "runs": out_runs,
        "across_runs": across,
    }


#: What follows :func:`cdaprep.errors.no_rows` for an input of :func:`evaluate` with no rows.
NOTHING_TO = {
    "predictions": ": there is nothing to evaluate; pass the file of the model's predictions "
    "on the evaluation set",
    "train": ": no group share per class can be computed; pass the training data the model "
    "learned from, or leave --train out",
}

NO_PREDICTIONS = (
    "{name}: every value of the prediction column {column!r} is missing ({n} rows), so there "
    "is nothing to evaluate. Write the model's predictions into it (cdaprep.metrics.evaluate_pairs "
    "does that for a model), or pass the column that holds them with --prediction-column"
)


#: What :data:`NO_PREDICTIONS` says when the predictions come from a model, not a column.
NO_PREDICTIONS_OF_MODEL = (
    "{name}: predict returned a missing value for every one of the {n} rows, so there is "
    "nothing to evaluate; predict must return one label per text (or a score matrix)"
)


def _check_some_predictions(
    p: np.ndarray, name: str, prediction_column: str, *, of_model: bool = False
) -> None:
    """A data error when every prediction of a run is missing (an empty or unfilled column).

    Raises
    ------
    DataError
        Naming the run and the prediction column (or, ``of_model``, the model's predict).
    """
    if len(p) and all(is_missing(v) for v in pd.unique(pd.Series(p, dtype=object))):
        if of_model:
            raise DataError(NO_PREDICTIONS_OF_MODEL.format(name=name, n=len(p)))
        raise DataError(NO_PREDICTIONS.format(name=name, column=prediction_column, n=len(p)))


def _check_predictions_name_labels(
    y: np.ndarray,
    p: np.ndarray,
    name: str,
    label_column: str,
    prediction_column: str,
    *,
    of_model: bool = False,
) -> None:
    """A data error when no prediction equals any label: label names against class ids, or
    ``3`` against ``"3"``, would make every prediction wrong and every metric meaningless.
    ``of_model``: the predictions are what a model's predict returned (evaluate_pairs), so the
    message speaks of them, not of a column the user never saw."""
    labels = {v for v in pd.unique(pd.Series(y, dtype=object)) if not is_missing(v)}
    preds = {v for v in pd.unique(pd.Series(p, dtype=object)) if not is_missing(v)}
    if not labels or not preds or labels & preds:
        return

    def show(values: set) -> str:
        first = sorted(values, key=str)[:3]
        return ", ".join(f"{v!r} ({type(v).__name__})" for v in first)

    source = "predict returned" if of_model else f"of the prediction column {prediction_column!r}"
    raise DataError(
        f"{name}: no value {source} ({show(preds)}...) is "
        f"a value of the label column {label_column!r} ({show(labels)}...), so every prediction "
        "would count as wrong. Write predictions as the labels are written (the class names of "
        "model.config.id2label for class ids, the same type for numbers)"
    )


def _canonical_groups(
    df: pd.DataFrame, column: str, notes: list[str], where: str = ""
) -> pd.DataFrame:
    """``df`` with the group column read as the steps read it (:mod:`cdaprep.groups`:
    "Female" and " male " are female and male), and a note (starting with ``where``) when a
    value was re-spelled."""
    read = read_group_column(df[column])
    if read.respelled:
        example = show_respellings(read.respellings())
        notes.append(
            where + NOTE_RESPELLED.format(n=read.respelled, column=column, example=example)
        )
    # blank cells ("", "  ") are missing, not a group of their own
    return df.assign(**{column: read.values})


def _no_original_notes(df: pd.DataFrame, pair_column, roles, units, group_column: str) -> list[str]:
    """Why the pair ids without an original row have none, one note per cause: the group cell
    of the row they were made from was empty (:data:`NOTE_SKIPPED_NO_GROUP`), or
    ``--assign-gender`` found no single gender (:data:`NOTE_SKIPPED_NO_ORIGINAL`), as their
    ``cda_original_group`` says; without that column, one note naming both causes."""
    from cdaprep.steps.cda import ORIGINAL_GROUP

    n = units.skipped_no_original
    if not n:
        return []
    if ORIGINAL_GROUP not in df.columns:
        return [NOTE_SKIPPED_NO_ORIGINAL_ANY.format(n=n)]
    # the pair ids with a row of a paired group and no original row (build_units' count)
    paired = set(units.compared) | {units.reference}
    ids = df[pair_column]
    with_original = set(ids[(roles == "original").to_numpy()])
    member = df[group_column].isin(paired).to_numpy() & ids.notna().to_numpy()
    own = read_group_column(df[ORIGINAL_GROUP]).values
    cause: dict = {}
    for pid, g in zip(ids[member], own[member]):
        if pid not in with_original:
            cause.setdefault(pid, g)
    missing = sum(1 for g in cause.values() if g is None)
    unassigned = sum(1 for g in cause.values() if g in ("none", "mixed"))
    if len(cause) != n or missing + unassigned != n:  # not as pairs writes them
        return [NOTE_SKIPPED_NO_ORIGINAL_ANY.format(n=n)]
    out = []
    if missing:
        out.append(NOTE_SKIPPED_NO_GROUP.format(n=missing, column=group_column))
    if unassigned:
        out.append(NOTE_SKIPPED_NO_ORIGINAL.format(n=unassigned))
    return out


def _prepare_run(
    name,
    df,
    *,
    label_column,
    prediction_column,
    group_column,
    pair_column,
    role_column,
    gendered_word_column,
    exclude_no_gendered_word,
    group,
    reference_group,
    groups,
    classes,
    train_y,
    train_s,
    pos,
) -> dict:
    """Units, context and point-estimate count tables of one prediction frame."""
    notes: list[str] = []
    if pair_column is None and "cda_pair_id" in df.columns:
        pair_column = "cda_pair_id"
    has_role = role_column in df.columns
    if pair_column is not None and not has_role:
        _check_columns(df, {"--role-column": role_column}, where=name)
    if pair_column is None:
        notes.append(NOTE_NO_PAIRS)
    if not has_role:
        notes.append(NOTE_NO_ROLE.format(column=role_column))
    excluded = 0
    if exclude_no_gendered_word:
        _check_columns(df, {"--gendered-word-column": gendered_word_column}, where=name)
        drop = ~_truthy(df[gendered_word_column])
        if pair_column is not None:
            bad_ids = set(df.loc[drop, pair_column].tolist())
            drop = drop | df[pair_column].isin(bad_ids).to_numpy()
        excluded = int(drop.sum())
        df = df.loc[~drop]
        notes.append(NOTE_EXCLUDED.format(n=excluded))
    df = _canonical_groups(df, group_column, notes)
    roles = df[role_column] if has_role else None
    units = build_units(
        df[label_column],
        df[prediction_column],
        df[group_column],
        pair_ids=df[pair_column] if pair_column is not None else None,
        roles=roles,
        group=group,
        reference_group=reference_group,
        labels=classes,
        groups=groups,
        group_column=group_column,
        where=f"{name}: ",
    )
    ctx = make_context(
        units, train_y=train_y, train_sensitive_features=train_s, group=group, pos_label=pos
    )
    n, S = units.tables(units.counts)
    if units.skipped_pairs:
        note = NOTE_SKIPPED_PAIRS if len(units.compared) == 1 else NOTE_SKIPPED_PAIR_SETS
        notes.append(
            note.format(
                n=units.skipped_pairs,
                groups=", ".join(map(repr, units.compared)),
                reference=repr(units.reference),
            )
            + (
                "; " + NOTE_SKIPPED_NO_PREDICTION.format(n=units.skipped_no_prediction)
                if units.skipped_no_prediction
                else ""
            )
            + "".join(
                "; " + note
                for note in _no_original_notes(df, pair_column, roles, units, group_column)
            )
            + (
                "; " + NOTE_SKIPPED_NO_LABEL.format(n=units.skipped_no_label)
                if units.skipped_no_label
                else ""
            )
            + (
                "; " + NOTE_SKIPPED_LABELS_DIFFER.format(n=units.skipped_labels_differ)
                if units.skipped_labels_differ
                else ""
            )
        )
    if units.missing_rows:
        o = units.missing_original_rows
        notes.append(NOTE_MISSING.format(n=units.missing_rows, o=o, c=units.missing_rows - o))
    if units.no_group_rows:
        o = units.no_group_original_rows
        notes.append(
            NOTE_NO_GROUP.format(
                n=units.no_group_rows, column=group_column, o=o, c=units.no_group_rows - o
            )
        )
    return {
        "name": name,
        "df": df,
        "pair_column": pair_column,
        "roles": roles,
        "excluded": excluded,
        "notes": notes,
        "units": units,
        "ctx": ctx,
        "n": n,
        "S": S,
    }


def _labels_where(classes, mask) -> list:
    return [_jsonable(c) for c, m in zip(classes, mask) if m]


def _flag(key, table_row, low, *, group, reference, min_count):
    if not low:
        return None
    if key.startswith("causal."):
        return FLAG_CAUSAL.format(n=int(table_row["group_n"]), min_count=min_count)
    return FLAG_STAT.format(
        n=int(table_row["group_n"]),
        group=group,
        m=int(table_row["reference_n"]),
        reference=reference,
        min_count=min_count,
    )


def _per_class_block(j, units, n, S, classes, low_of, interval, min_count) -> dict[str, list]:
    """Per-class gap rows (value, interval, rates, counts, reason, flag) of compared group j."""
    name, ref, gi = units.compared[j], units.reference, units.stat_index[j]
    tables = {}
    for rate in C.RATES_STAT:
        if gi >= 0 and units.ri >= 0:
            tables[f"stat.{rate}"] = stat_gap_table(n[0], classes, gi, units.ri, name, ref, rate)
        else:
            tables[f"stat.{rate}"] = _absent_group_table(classes, name if gi < 0 else ref)
    if units.has_pairs:
        for rate in C.RATES_CAUSAL:
            tables[f"causal.{rate}"] = causal_gap_table(S[0, j], S[0, -1], classes, rate)
    per_class: dict[str, list] = {}
    for key, table in tables.items():
        lo, hi, nv = interval(group_key(j, name, key))
        rows = []
        for k, lab in enumerate(classes):
            row = table.iloc[k]
            rows.append(
                {
                    "label": _jsonable(lab),
                    "value": _num(row["gap"]),
                    "ci_low": None if lo is None else _num(lo[k]),
                    "ci_high": None if hi is None else _num(hi[k]),
                    "n_boot_valid": 0 if lo is None else int(nv[k]),
                    "group_rate": _num(row["group_rate"]),
                    "reference_rate": _num(row["reference_rate"]),
                    "group_n": int(row["group_n"]),
                    "reference_n": int(row["reference_n"]),
                    "reason": _reason(row["reason"]),
                    "flag": _flag(
                        key, row, low_of[key][k], group=name, reference=ref, min_count=min_count
                    ),
                }
            )
        per_class[key] = rows
    return per_class


def _share_rows(share: np.ndarray, classes: list) -> list[dict]:
    return [
        {
            "label": _jsonable(c),
            "share": _num(share[k]),
            "reason": None
            if np.isfinite(share[k])
            else f"label {c!r} has no examples in the data the share comes from",
        }
        for k, c in enumerate(classes)
    ]


def _finish_run(
    prep,
    selection,
    masks,
    *,
    classes,
    min_count,
    n_boot,
    seed,
    confidence,
    label_column,
    prediction_column,
    group_column,
    train_y,
    train_s,
    pos,
):
    """Point values with the shared class masks, bootstrap intervals, the run's JSON."""
    units, ctx, n, S = prep["units"], prep["ctx"], prep["n"], prep["S"]
    notes = list(prep["notes"])
    ctx.masks = masks
    point = {k: v[0] for k, v in metric_arrays(n, S, ctx).items()}
    boot = run_bootstrap(units, ctx, n_boot=n_boot, seed=seed) if n_boot else {}

    def interval(key):
        if not boot:
            return None, None, 0
        return percentile_interval(boot[key], confidence)

    per_group = []
    for j, name in enumerate(units.compared):
        low_of = selection[j]["low"]
        per_class = _per_class_block(j, units, n, S, classes, low_of, interval, min_count)
        share = np.asarray(share_of(n, ctx, j, (1, len(classes))))[0]
        summary = {}
        for key in GAP_SCALARS:
            full = group_key(j, name, key)
            if full in point:
                counted = masks[j][key]
                if key.startswith("pearson."):
                    counted = counted & np.isfinite(share)
                summary[key] = _summary_entry(
                    key,
                    point[full],
                    interval(full),
                    _labels_where(classes, counted),
                    per_class,
                    min_count=min_count,
                )
        if any(e["reason"] == REASON_NO_STAT_COMMON for e in summary.values()):
            why = (
                WHY_NO_ORIGINALS
                if units.stat_index[j] < 0
                else WHY_NO_SHARED_CLASS.format(
                    group=_jsonable(name), reference=_jsonable(units.reference)
                )
            )
            notes.append(NOTE_NO_STAT_COMMON.format(group=_jsonable(name), why=why))
        per_group.append(
            {"summary": summary, "per_class": per_class, "group_share": _share_rows(share, classes)}
        )
    n_low = sum(int(low.sum()) for sel in selection for low in sel["low"].values())
    if n_low:
        notes.append(NOTE_LOW.format(n=n_low, min_count=min_count))
    summary = dict(per_group[0]["summary"])
    for key, counted in _overall_classes(n[0], ctx, classes).items():
        summary[key] = _summary_entry(
            key, point[key], interval(key), counted, {}, min_count=min_count
        )
    summary = {k: summary[k] for k in SCALARS if k in summary}
    roles = prep["roles"]
    df = prep["df"]
    orig = df[roles == ROLE_ORIGINAL] if roles is not None else df
    ba = (
        biasamp_by_pair(
            orig[label_column],
            orig[prediction_column],
            sensitive_features=orig[group_column],
            train_y=train_y,
            train_sensitive_features=train_s,
            labels=[pos] if pos is not None else classes,
        )
        if len(orig)
        else pd.DataFrame()
    )
    out = {
        "file": prep["name"],
        "counts": {
            "rows": int(len(df)) + prep["excluded"],
            "original_rows": int(len(orig)),
            "pairs": int(units.n_pairs),
            "skipped_pairs": int(units.skipped_pairs),
            "excluded_rows": prep["excluded"],
            "missing_rows": int(units.missing_rows),
            "missing_original_rows": int(units.missing_original_rows),
            "no_group_rows": int(units.no_group_rows),
            "no_group_original_rows": int(units.no_group_original_rows),
            "units_resampled": int(units.counts.sum()),
        },
        "notes": notes,
        "summary": summary,
        "per_class": per_group[0]["per_class"],
        "group_share": per_group[0]["group_share"],
        "biasamp_by_pair": [
            {
                "attribute": _jsonable(row["attribute"]),
                "task": _jsonable(row["task"]),
                "y_at": None if row["y_at"] is None or pd.isna(row["y_at"]) else int(row["y_at"]),
                "delta": _num(row["delta"]),
                "contribution": _num(row["contribution"]),
                "reason": _reason(row["reason"]),
            }
            for row in ba.to_dict("records")
        ],
    }
    if len(units.compared) > 1:
        out["by_group"] = {str(name): per_group[j] for j, name in enumerate(units.compared)}
    return out


def _left_out(counts: dict, group_column: str) -> str:
    """The rows of a run left out, as its notes count them (the run line of report.md).

    Examples
    --------
    >>> _left_out({"excluded_rows": 0, "missing_rows": 1, "missing_original_rows": 0,
    ...            "no_group_rows": 1, "no_group_original_rows": 1}, "gender")
    "rows left out: 1 with no value in the group column 'gender' (1 original), 1 with a \
missing label or prediction (0 original)"
    """

    def of_them(key: str) -> str:  # a metrics.json of an older version lacks the key
        return f" ({counts[key]} original)" if key in counts else ""

    parts = []
    if counts.get("no_group_rows"):
        parts.append(
            f"{counts['no_group_rows']} with no value in the group column {group_column!r}"
            + of_them("no_group_original_rows")
        )
    if counts.get("missing_rows"):
        parts.append(
            f"{counts['missing_rows']} with a missing label or prediction"
            + of_them("missing_original_rows")
        )
    if counts.get("excluded_rows"):
        parts.append(f"{counts['excluded_rows']} excluded for having no gendered word")
    return "rows left out: " + ", ".join(parts) if parts else "no row with a missing value left out"


def _absent_group_table(classes, missing_group) -> pd.DataFrame:
    """Per-class statistical table of a group without original rows: every gap NaN."""
    k = len(classes)
    nan = np.full(k, np.nan)
    return gap_frame(
        classes,
        nan,
        nan,
        np.zeros(k),
        np.zeros(k),
        [C.REASON_NO_GROUP.format(group=missing_group) + " among the original rows"] * k,
    )


def _overall_classes(n, ctx, classes) -> dict[str, list]:
    """Classes counted by the metrics over all groups (point-estimate tables ``n[G, K, K]``)."""
    sep = C.separation_terms(n)  # [K(y), G]
    suf = C.sufficiency_terms(n)  # [K(c), G]
    contrib = biasamp_terms(n, ctx)  # [G, T]
    tasks = [classes[t] for t in ctx.tasks]
    pred_t = n.sum((-2, -3))[ctx.tasks]
    base_t = ctx.train_t if ctx.train_t is not None else n.sum((-1, -3))[ctx.tasks]
    return {
        "independence": [_jsonable(c) for c in classes],
        "separation": _labels_where(classes, np.isfinite(sep).any(-1)),
        "sufficiency": _labels_where(classes, np.isfinite(suf).any(-1)),
        "biasamp.A->T": _labels_where(tasks, np.isfinite(contrib).any(-2)),
        "biasamp_mals": _labels_where(tasks, (pred_t > 0) & (base_t > 0)),
    }


#: Fewest classes the report computes a Pearson correlation of gaps with group share from: with
#: two points the correlation is +1 or -1 whatever the data, so the report says n/a instead (and
#: a bootstrap resample with fewer is not a valid resample of it).
MIN_PEARSON_CLASSES = C.MIN_PEARSON_POINTS


def _summary_entry(key, value, iv, counted, per_class, *, min_count) -> dict:
    lo, hi, nv = iv
    v = _num(value)
    if key.startswith("pearson.") and len(counted) < MIN_PEARSON_CLASSES:
        v, lo, hi = None, None, None
    return {
        "name": SCALARS[key],
        "value": v,
        "ci_low": None if lo is None else _num(lo),
        "ci_high": None if hi is None else _num(hi),
        "n_boot_valid": 0 if lo is None else int(nv),
        "reason": None if v is not None else _scalar_reason(key, per_class, min_count, counted),
        "classes": counted,
        "n_classes": len(counted),
    }


def _scalar_reason(key, per_class, min_count=0, counted=None):
    if key.startswith("pearson."):
        if counted is not None and len(counted) >= MIN_PEARSON_CLASSES:
            return (
                f"the gaps or the group shares are constant over the {len(counted)} counted "
                "classes (a correlation needs both to vary)"
            )
        return (
            "fewer than three counted classes have both a gap and a group share (two points "
            "always correlate perfectly)"
        )
    base = key.split(".", 1)[1] if key.startswith("rms.") else None
    if key.startswith("sum_abs."):
        base = "stat." + key.split(".", 1)[1]
    if base and base in per_class:
        if all(r["value"] is None for r in per_class[base]):
            return "no class has a defined gap (see the per-class reasons)"
        stat = per_class.get(base.replace("causal.", "stat.", 1), [])
        if base.startswith("causal.") and all(r["value"] is None for r in stat):
            if any(r["value"] is not None and r["flag"] is None for r in per_class[base]):
                return REASON_NO_STAT_COMMON
        if key.startswith("sum_abs."):  # counts the statistical gaps only
            return (
                f"no class is counted: every defined gap has fewer than {min_count} examples "
                "of a group (in this run or in another prediction file)"
            )
        return (
            f"no class is counted: every defined gap is below min_count {min_count} or "
            "undefined in the other (statistical / causal) table"
        )
    return "undefined on this data (no examples for the conditioning events)"


def _across_block(runs: list[dict], get) -> dict:
    first = get(runs[0])
    out: dict[str, Any] = {"summary": {}, "per_class": {}}
    for key, s0 in first["summary"].items():
        vals = [get(r)["summary"][key]["value"] for r in runs]
        iv = across_runs_interval([np.nan if v is None else v for v in vals])
        out["summary"][key] = {
            "name": SCALARS[key],
            "mean": _num(iv["mean"]),
            "ci_low": _num(iv["ci_low"]),
            "ci_high": _num(iv["ci_high"]),
            "sd": _num(iv["sd"]),
            "n": iv["n"],
            "values": vals,
            "classes": s0["classes"],
            "n_classes": s0["n_classes"],
        }
    for key, rows0 in first["per_class"].items():
        rows = []
        for k, row in enumerate(rows0):
            vals = [get(r)["per_class"][key][k]["value"] for r in runs]
            iv = across_runs_interval([np.nan if v is None else v for v in vals])
            rows.append(
                {
                    "label": row["label"],
                    "mean": _num(iv["mean"]),
                    "ci_low": _num(iv["ci_low"]),
                    "ci_high": _num(iv["ci_high"]),
                    "n": iv["n"],
                }
            )
        out["per_class"][key] = rows
    return out


def _across(runs: list[dict]) -> dict:
    block = _across_block(runs, lambda r: r)
    out: dict[str, Any] = {
        "n_runs": len(runs),
        "method": "mean +- 1.96 sd / sqrt(n)",
        "summary": block["summary"],
        "per_class": block["per_class"],
    }
    if "by_group" in runs[0]:
        out["by_group"] = {
            g: _across_block(runs, lambda r, g=g: r["by_group"][g]) for g in runs[0]["by_group"]
        }
    return out


# ------------------------------------------------------------------------------------------
# rendering
# ------------------------------------------------------------------------------------------


def _fmt(v, digits=4):
    """``v`` rounded to ``digits``; never ``-0.0000`` (a sum of float terms that should be 0,
    such as BiasAmp, comes out as -1e-17; the z option prints it 0.0000)."""
    return "n/a" if v is None else f"{v:z.{digits}f}"


def _fmt_ci(lo, hi):
    return "" if lo is None or hi is None else f"[{_fmt(lo)}, {_fmt(hi)}]"


def _fmt_classes(s: dict, n_labels: int) -> str:
    return f"{s['n_classes']} of {n_labels}"


def _rate_title(key: str) -> str:
    kind, rate = key.split(".", 1)
    shown = rate if rate == "precision" else rate.upper()  # TPR, FPR, PPR; precision a word
    return f"{'stat' if kind == 'stat' else 'causal'} {shown}"


def _slug(group: Any) -> str:
    return re.sub(r"[^A-Za-z0-9_-]+", "_", str(group)).strip("_") or "group"


def _groups_of(report: dict) -> list:
    return report["inputs"].get("groups") or [report["inputs"]["group"]]


def _block(run: dict, j: int, group: Any) -> dict:
    """Summary / per-class block of compared group ``j`` of a run (or of ``across_runs``)."""
    if j == 0 or "by_group" not in run:
        return run
    return run["by_group"][str(group)]


def _per_class_lines(report: dict, run: dict, block: dict, group: Any) -> list[str]:
    inp = report["inputs"]
    keys = [k for k in PER_CLASS if k in block["per_class"]]
    low_mark = f" (n<{inp.get('min_count', 0)})"
    headers = ["label", f"n ({group}/{inp['reference_group']})"]
    headers += [_rate_title(k) for k in keys] + ["why n/a"]
    rows = []
    for k, lab in enumerate(report["labels"]):
        tpr = block["per_class"]["stat.tpr"][k]
        cells, reasons = [], []
        for key in keys:
            row = block["per_class"][key][k]
            ci = _fmt_ci(row["ci_low"], row["ci_high"])
            cell = f"{_fmt(row['value'])} {ci}".strip()
            if row.get("flag"):
                cell += low_mark
            cells.append(cell)
            if row["reason"]:
                reasons.append(f"{key}: {row['reason']}")
        rows.append([lab, f"{tpr['group_n']}/{tpr['reference_n']}", *cells, "; ".join(reasons)])
    return md_table(headers, rows)


def _classes_lines(summary: dict, labels: list) -> list[str]:
    """Which classes each figure leaves out, figures with the same classes on one row."""
    groups: dict[tuple, list[str]] = {}
    for s in summary.values():
        groups.setdefault(tuple(map(str, s.get("classes", []))), []).append(s["name"])
    rows = []
    for counted, names in groups.items():
        left = [str(c) for c in labels if str(c) not in set(counted)]
        rows.append(["; ".join(names), f"{len(counted)} of {len(labels)}", ", ".join(left)])
    return md_table(["figures", "classes counted", "classes left out"], rows)


def render_markdown(report: dict) -> str:
    """The human-readable ``report.md`` of a report dict (every table cell escaped)."""
    inp = report["inputs"]
    groups = _groups_of(report)
    n_labels = len(report["labels"])
    lines = ["# cdaprep bias report", ""]
    lines.append(f"Predictions: {', '.join(f'`{p}`' for p in inp['predictions'])}  ")
    lines.append(f"Training data: {'`' + inp['train'] + '`' if inp['train'] else 'not given'}  ")
    against = ", ".join(f"`{g}`" for g in groups)
    if inp["n_boot"]:
        intervals = (
            f"intervals are {int(inp['confidence'] * 100)}% percentile bootstrap intervals over "
            f"{inp['n_boot']} resamples of individuals (pairs resampled together), seed "
            f"{inp['seed']}"
        )
    else:
        intervals = INTERVALS_NONE
    lines.append(f"Gaps are {against} minus `{inp['reference_group']}`; {intervals}.  ")
    if report.get("classes_rule"):
        lines.append(f"Classes: {report['classes_rule']}.")
    lines.append("")
    notes = list(report["notes"])
    for run in report["runs"]:
        notes += [f"{run['file']}: {n}" for n in run["notes"]]
    if notes:
        lines += ["## Notes", ""] + [f"* {n}" for n in notes] + [""]
    across = report.get("across_runs")
    if across:
        lines += [f"## Across {across['n_runs']} runs (mean, mean +- 1.96 sd / sqrt(n))", ""]
        lines += md_table(
            ["metric", "mean", "interval", "values", "classes"],
            [
                [
                    s["name"],
                    _fmt(s["mean"]),
                    _fmt_ci(s["ci_low"], s["ci_high"]),
                    ", ".join(_fmt(v) for v in s["values"]),
                    _fmt_classes(s, n_labels) if "n_classes" in s else "",
                ]
                for s in across["summary"].values()
            ],
        )
        lines.append("")
    for run in report["runs"]:
        c = run["counts"]
        lines += [
            f"## Run `{run['file']}`",
            "",
            f"{c['original_rows']} original rows, {c['pairs']} counterfactual pairs, "
            f"{c['skipped_pairs']} invalid pair ids; {_left_out(c, inp['group_column'])}.",
            "",
        ]
        lines += md_table(
            ["metric", "value", "interval", "classes", "note"],
            [
                [
                    s["name"],
                    _fmt(s["value"]),
                    _fmt_ci(s["ci_low"], s["ci_high"]),
                    _fmt_classes(s, n_labels) if "n_classes" in s else "",
                    s["reason"] or "",
                ]
                for s in run["summary"].values()
            ],
        )
        if len(groups) > 1:
            lines += ["", f"### Gaps of every group against `{inp['reference_group']}`", ""]
            rows = []
            for key in GAP_SCALARS:
                for j, g in enumerate(groups):
                    s = _block(run, j, g)["summary"].get(key)
                    if s is not None:
                        rows.append(
                            [
                                s["name"],
                                g,
                                _fmt(s["value"]),
                                _fmt_ci(s["ci_low"], s["ci_high"]),
                                _fmt_classes(s, n_labels),
                                s["reason"] or "",
                            ]
                        )
            lines += md_table(["metric", "group", "value", "interval", "classes", "note"], rows)
        if any("classes" in s for s in run["summary"].values()):
            lines += ["", "### Classes counted", ""]
            lines += _classes_lines(run["summary"], report["labels"])
        for j, g in enumerate(groups):
            block = _block(run, j, g)
            title = "### Per-class gaps"
            if len(groups) > 1:
                title += f": `{g}` minus `{inp['reference_group']}`"
            lines += ["", title, ""]
            lines += _per_class_lines(report, run, block, g)
        if run["biasamp_by_pair"]:
            lines += ["", "### BiasAmp A->T per (group, label)", ""]
            lines += md_table(
                ["group", "label", "y_at", "delta", "contribution", "why n/a"],
                [
                    [
                        row["attribute"],
                        row["task"],
                        "n/a" if row["y_at"] is None else row["y_at"],
                        _fmt(row["delta"]),
                        _fmt(row["contribution"]),
                        row["reason"] or "",
                    ]
                    for row in run["biasamp_by_pair"]
                ],
            )
        lines.append("")
    plots = report.get("plots") or []
    if plots:
        lines += ["## Plots", ""] + [f"![{p}]({p})" for p in plots] + [""]
    return "\n".join(lines)


def _series(block: dict, key: str, across: bool):
    rows = block["per_class"].get(key)
    if rows is None:
        return None
    v = [r["mean"] if across else r["value"] for r in rows]

    def f(xs):
        return np.array([np.nan if x is None else x for x in xs], dtype=float)

    return f(v), f([r["ci_low"] for r in rows]), f([r["ci_high"] for r in rows])


#: Text of a per-class gap plot where nothing can be drawn.
PLOT_NO_BOTH = "no class has both gaps defined"
PLOT_NO_GAP = "no class has a defined gap"
#: Mark of an undefined (n/a) gap at its place on the axis of a bar plot.
PLOT_NA = "n/a"


def _scatter(ax, st, ca, labels: list[str]) -> None:
    """Statistical vs causal gap per class with the diagonal; a message when no class has both."""
    ok = np.isfinite(st[0]) & np.isfinite(ca[0])
    if not ok.any():
        ax.text(0.5, 0.5, PLOT_NO_BOTH, transform=ax.transAxes, ha="center", va="center")
        ax.set_xticks([])
        ax.set_yticks([])
        return
    ax.scatter(st[0][ok], ca[0][ok], s=18)
    for i in np.nonzero(ok)[0]:
        ax.annotate(labels[i], (st[0][i], ca[0][i]), fontsize=7, alpha=0.8)
    lim = np.nanmax(np.abs(np.r_[st[0][ok], ca[0][ok], 1e-3])) * 1.1
    ax.plot([-lim, lim], [-lim, lim], "r--", lw=1, label="statistical = causal")
    ax.axhline(0, color="grey", lw=0.5)
    ax.axvline(0, color="grey", lw=0.5)
    ax.legend(loc="upper left")


#: How a per-class bar plot marks a gap left out of the RMS (lighter), and one flagged for
#: fewer than min_count examples (hatched too).
LEFT_OUT_ALPHA = 0.35
FLAG_HATCH = "////"


def _bars(ax, kinds: list, n_labels: int, status: dict | None = None, min_count: int = 0) -> None:
    """Grouped bars with error bars, one series per kind; an undefined gap gets no bar (a
    bar of height 0 would read as a real 0) but an "n/a" mark at its place, and a series
    with no defined gap gets no legend entry. ``status[kind]``: per class ``"counted"``,
    ``"left out"`` (of the RMS, by the class rule) or ``"flagged"`` (fewer than
    ``min_count`` examples, so left out too); the bars of gaps left out are lighter, flagged
    ones hatched as well, each with a legend entry."""
    from matplotlib.patches import Patch

    width = 0.8 / len(kinds)
    x = np.arange(n_labels)
    drawn = False
    marked: set[str] = set()
    for j, (kind, (v, lo, hi)) in enumerate(kinds):
        pos = x + (j - (len(kinds) - 1) / 2) * width
        ok = np.isfinite(v)
        color = f"C{j}"
        st = (status or {}).get(kind) or ["counted"] * n_labels
        if ok.any():
            err = error_bars(v, lo, hi)
            bars = ax.bar(
                pos[ok], v[ok], width, yerr=err[:, ok], capsize=2, label=kind, color=color
            )
            for bar, k in zip(bars, np.flatnonzero(ok).tolist()):
                if st[k] != "counted":
                    bar.set_alpha(LEFT_OUT_ALPHA)
                    marked.add(st[k])
                if st[k] == "flagged":
                    bar.set_hatch(FLAG_HATCH)
                    bar.set_edgecolor(color)
            drawn = True
        for xi in pos[~ok]:
            ax.text(xi, 0, PLOT_NA, rotation=90, ha="center", va="bottom", fontsize=6, color=color)
    ax.axhline(0, color="grey", lw=0.5)
    if drawn:
        handles, names = ax.get_legend_handles_labels()
        if "left out" in marked:
            handles.append(Patch(facecolor="grey", alpha=LEFT_OUT_ALPHA))
            names.append("lighter: left out of the RMS (class rule)")
        if "flagged" in marked:
            handles.append(
                Patch(facecolor="grey", alpha=LEFT_OUT_ALPHA, hatch=FLAG_HATCH, edgecolor="grey")
            )
            names.append(f"hatched: n<{min_count}, flagged and left out")
        # beside the axes: a legend inside would hide bars
        ax.legend(handles, names, fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1))
    else:
        ax.text(0.5, 0.75, PLOT_NO_GAP, transform=ax.transAxes, ha="center", va="center")


def _bar_status(report: dict, block: dict, j: int, group: Any, rate: str) -> dict[str, list]:
    """Per kind of gap and class, whether the per-class bar is counted in the RMS, left out
    by the class rule, or flagged (``n<min_count`` in the run; in any run for the mean of
    several)."""
    labels = [str(c) for c in report["labels"]]
    out = {}
    for kind, short in (("statistical", "stat"), ("causal", "causal")):
        summary = block["summary"].get(f"rms.{short}.{rate}")
        if summary is None or f"{short}.{rate}" not in block["per_class"]:
            continue
        counted = {str(c) for c in summary.get("classes") or []}
        flagged = set()
        for run in report["runs"]:
            rows = _block(run, j, group)["per_class"].get(f"{short}.{rate}") or []
            flagged |= {str(r["label"]) for r in rows if r.get("flag")}
        out[kind] = [
            "counted" if c in counted else "flagged" if c in flagged else "left out" for c in labels
        ]
    return out


def _which_run(report: dict, across: bool, width: int = 60) -> str:
    """The run a plot shows, for its title (a long path keeps its end, the file name)."""
    if across:
        return f"mean of {len(report['runs'])} runs"
    run = report["runs"][0]
    name = str(run.get("file") or report["inputs"]["predictions"][0])
    return name if len(name) <= width else "\u2026" + name[-(width - 1) :]


def _plot_group(plt, report, block, across, j, group, suffix, folder: Path) -> list[str]:
    labels = short_labels(report["labels"])
    ref = report["inputs"]["reference_group"]
    which = _which_run(report, across)
    written = []
    for rate in ("tpr", "fpr"):
        st, ca = _series(block, f"stat.{rate}", across), _series(block, f"causal.{rate}", across)
        if st is not None and ca is not None:
            fig, ax = plt.subplots(figsize=(6, 6))
            _scatter(ax, st, ca, labels)
            ax.set_xlabel(f"statistical {rate.upper()} gap ({group} - {ref})")
            ax.set_ylabel(f"causal {rate.upper()} gap ({group} - {ref})")
            ax.set_title(
                f"Per-class {rate.upper()} gap: statistical vs causal\n{which}", fontsize=10
            )
            fname = f"{rate}_gap_statistical_vs_causal{suffix}.png"
            save_figure(plt, fig, folder / fname)
            written.append(fname)
        kinds = [(k, s) for k, s in (("statistical", st), ("causal", ca)) if s is not None]
        fig, ax = plt.subplots(figsize=(max(6, 0.35 * len(labels) + 2), 4.5))
        _bars(ax, kinds, len(labels), _bar_status(report, block, j, group, rate),
              report["inputs"].get("min_count", 0))  # fmt: skip
        ax.set_xticks(np.arange(len(labels)), labels, rotation=60, ha="right", fontsize=8)
        ax.set_ylabel(f"{rate.upper()} gap ({group} - {ref})")
        ax.set_title(f"Per-class {rate.upper()} gap, {group} - {ref}\n{which}", fontsize=10)
        fname = f"{rate}_gap_per_class{suffix}.png"
        save_figure(plt, fig, folder / fname)
        written.append(fname)
    return written


def _plot(report: dict, folder: Path) -> list[str]:
    """Per-class gap plots of every compared group (the first without a file-name suffix)."""
    plt = pyplot()
    across = report.get("across_runs")
    source = across if across else report["runs"][0]
    written: list[str] = []
    for j, g in enumerate(_groups_of(report)):
        suffix = "" if j == 0 else f"_{_slug(g)}"
        block = _block(source, j, g)
        written += _plot_group(plt, report, block, bool(across), j, g, suffix, folder)
    return written


def write_report(
    report: dict, output: str | os.PathLike, *, overwrite: bool = False, plots: bool = True
) -> list[str]:
    """Write ``metrics.json``, ``report.md`` and the plots into ``output`` atomically
    (see :func:`cdaprep.reporting.write_report_folder`).

    Returns messages for the user (e.g. how to get the plots).
    """
    messages: list[str] = []

    def fill(folder: Path) -> None:
        rep = dict(report)
        rep["plots"] = []
        if plots:
            if pyplot() is None:
                messages.append(PLOT_HINT)
            else:
                with watch_glyphs(messages):
                    rep["plots"] = _plot(rep, folder)
        (folder / "metrics.json").write_text(dumps_json(rep), encoding="utf-8")
        (folder / "report.md").write_text(render_markdown(rep), encoding="utf-8")

    write_report_folder(output, fill, overwrite=overwrite)
    return messages
