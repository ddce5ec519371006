"""Run every debiasing method end to end: training set -> classifier -> metrics."""

from __future__ import annotations

import sys
import time
import warnings
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.comparison.methods import DEFAULT_METHODS, MethodSpec, parse_methods
from cdaprep.errors import (
    DataError,
    DataWarning,
    UsageError,
    collected_data_warnings,
    missing_column_error,
)
from cdaprep.metrics.bootstrap import check_selection_options
from cdaprep.metrics.report import DEFAULT_MIN_COUNT
from cdaprep.options import DEFAULT_BATCH_SIZE
from cdaprep.steps.base import input_row

__all__ = [
    "DEFAULT_METHODS",
    "MethodSpec",
    "parse_methods",
    "training_set",
    "evaluation_pairs",
    "compare",
    "STAGES",
    "PREDICTION_COLUMN",
]

#: The methods compared unless the caller chooses (Chen, Ji and Evans 2023, Tables 4 and 5).
#: Stages whose time the comparison measures, in the order they run.
STAGES = (
    "setup",
    "evaluation pairs",
    "training sets",
    "features",
    "fitting",
    "predicting",
    "metrics",
)
#: Column holding the classifier's prediction in the frames handed to the metrics.
PREDICTION_COLUMN = "cdaprep_prediction"
_ATTRS_KEY = "cdaprep_compare"


def _seed_list(seeds: int | Sequence[int]) -> list[int]:
    if isinstance(seeds, int) and not isinstance(seeds, bool):
        if seeds < 1:
            raise UsageError(f"seeds must be 1 or more; got {seeds}")
        return list(range(seeds))
    try:
        out = [int(s) for s in seeds]  # type: ignore[union-attr]
    except (TypeError, ValueError):
        raise UsageError(f"seeds must be a count or a list of integers; got {seeds!r}") from None
    if not out or len(set(out)) != len(out):
        raise UsageError(f"seeds must be a non-empty list of distinct integers; got {seeds!r}")
    return out


def _columns(text_column: str | Sequence[str]) -> list[str]:
    cols = [text_column] if isinstance(text_column, str) else list(text_column or [])
    if not cols:
        raise UsageError("compare needs the text column(s) (--text-column)")
    return cols


def _read(data: Any, split: str | None, encoding: str | None) -> pd.DataFrame:
    return _read_located(data, split, encoding)[0]


def _read_located(data: Any, split: str | None, encoding: str | None) -> tuple[pd.DataFrame, Any]:
    """The rows of ``data``, and where a row is when it is a folder of data files (its file
    and its row there, :class:`cdaprep.io.folder_source.FileRows`; else ``None``), for the rows
    errors name."""
    from cdaprep.io import open_source, read_frame

    if isinstance(data, pd.DataFrame):
        return data.reset_index(drop=True), None
    src = open_source(data, split=split, encoding=encoding)
    if isinstance(src, dict) and len(src) == 1:
        src = next(iter(src.values()))
    if isinstance(src, dict):  # several splits: read_frame says to choose one
        return read_frame(data, split=split, encoding=encoding), None
    return read_frame(src), src.file_rows


def _check(df: pd.DataFrame, columns: dict[str, str], where: str) -> None:
    for option, col in columns.items():
        if col not in df.columns:
            raise missing_column_error(
                col, df.columns, where=where, fix=f"Pass the right column with {option}."
            )


def _check_rows(
    df: pd.DataFrame,
    what: str,
    data: Any,
    split: str | None,
    text_columns: list[str],
    label_column: str | None = None,
) -> None:
    """Refuse, before any work, data with no rows, no row with a text or (``label_column``
    given) no row with a label: they ended compare after all the training in a traceback of
    scikit-learn ("Found array with 0 sample(s)", "empty vocabulary")."""
    from cdaprep.comparison.classifiers import joined_texts

    where = f"the {what} data"
    if not isinstance(data, pd.DataFrame):
        where += f" {_describe(data)!r}"
    if split is not None:
        where += f" (split {split!r})"
    if not len(df):
        raise DataError(
            f"{where} has no rows (an empty file, or a header only); compare needs {what} rows "
            "with a text and a label"
        )
    if not any(t.strip() for t in joined_texts(df, text_columns)):
        cols = ", ".join(repr(c) for c in text_columns)
        raise DataError(
            f"{where}: none of its {len(df)} rows has a text in the text column(s) {cols} "
            "(every cell is empty or missing); check --text-column"
        )
    if label_column is not None and not df[label_column].notna().any():
        raise DataError(
            f"{where}: none of its {len(df)} rows has a value in the label column "
            f"{label_column!r}, so accuracy and every gap would be n/a; check --label-column"
        )


def _check_pairs_have_groups(
    pairs: pd.DataFrame, group_column: str, where: str, n_rows: int, assign_gender: bool
) -> None:
    """Refuse, before the training, evaluation data whose original rows have no group (blank
    group cells, or no gendered word under --assign-gender): every gap compares groups, and
    the metrics ended in a ZeroDivisionError after the training."""
    from cdaprep.groups import UNASSIGNED, canonical_group
    from cdaprep.metrics.bootstrap import ROLE_ORIGINAL
    from cdaprep.steps.cda import ROLE

    orig = pairs[pairs[ROLE] == ROLE_ORIGINAL] if ROLE in pairs.columns else pairs
    if any(canonical_group(v) not in (None, *UNASSIGNED) for v in orig[group_column].tolist()):
        return
    if assign_gender:
        why = (
            "--assign-gender (assign_gender=True) found no gendered word in any of its texts "
            "(every row is 'none' or 'mixed')"
        )
        fix = "check --text-column, or give the groups in a group column"
    else:
        why = f"every cell of the group column {group_column!r} is empty, 'none' or 'mixed'"
        fix = (
            "fill in the group column, or pass --assign-gender (assign_gender=True) to read "
            "each row's gender from its text"
        )
    raise DataError(
        f"{where}: none of its {n_rows} rows has a group ({why}), so there is no gap to "
        f"measure; {fix}"
    )


def _check_pair_groups(
    df: pd.DataFrame, column: str, where: str, needs: str, file_rows: Any = None
) -> None:
    """Refuse, before any work, a group value that counterfactual pairs cannot flip ("F",
    "woman"): the evaluation pairs and the CDA methods need female, male or an unassigned
    value, and the error of their step would name options that compare has not."""
    from cdaprep.groups import UNASSIGNED, null_token_hint
    from cdaprep.groups import read_group_column as group_values

    ok = {"female", "male", *UNASSIGNED}
    col = group_values(df[column])
    bad = [i for i, v in enumerate(col.values.tolist()) if v is not None and v not in ok]
    if not bad:
        return
    raw = df[column].iloc[bad]
    counts = ", ".join(f"{v!r} ({n} row{'s' * (n > 1)})" for v, n in raw.value_counts().items())
    raise DataError(
        f"{where}: group column {column!r} has {counts}, first at "
        f"{input_row(bad[0], file_rows)}; {needs} one of 'female', 'male', 'mixed', 'none' "
        "(any case), or an empty cell. Map the values to these first, or pass --assign-gender "
        "(assign_gender=True) to read each row's gender from its text"
        + null_token_hint(raw.tolist())
    )


def _assign_step(text_columns: list[str], group_column: str):
    from cdaprep.steps.assign_gender import AssignGender

    return AssignGender(text_column=text_columns, group_column=group_column)


def _run_steps(
    data: Any,
    steps: list,
    text_columns: list[str],
    group_column: str,
    assign_gender: bool,
    seed: int,
    run_options: dict,
) -> pd.DataFrame:
    """Run ``steps`` on ``data`` in memory, after assign-gender when asked (as its first step,
    like ``--assign-gender`` of the commands)."""
    from cdaprep.pipeline import Pipeline

    if assign_gender:
        steps = [_assign_step(text_columns, group_column), *steps]
    if not isinstance(data, pd.DataFrame):
        data = _read(data, None, None)
    if not steps:
        return data.copy()
    return Pipeline(steps, seed=seed).transform(data, progress=False, **run_options)


def _swap_options(swap: Any):
    """The :class:`~cdaprep.swap.SwapOptions` of ``swap`` (options, a mapping or ``None``)."""
    from cdaprep.swap.options import SwapOptions

    if swap is None:
        return SwapOptions()
    return swap if isinstance(swap, SwapOptions) else SwapOptions.from_mapping(swap)


def training_set(
    train: Any,
    method: str | MethodSpec,
    *,
    seed: int = 0,
    text_column: str | Sequence[str],
    label_column: str,
    group_column: str = "gender",
    assign_gender: bool = False,
    weight_column: str = "sample_weight",
    swap: Any = None,
    engine: str = "local",
    num_proc: int = 1,
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> pd.DataFrame:
    """The training set a method makes: exactly what ``cdaprep augment`` writes for it.

    The steps come from :func:`cdaprep.presets.build_preset` (``none``: no step), preceded by
    :class:`~cdaprep.steps.AssignGender` with ``assign_gender`` as ``augment --assign-gender``
    does, and run by :meth:`cdaprep.Pipeline.transform` with ``seed``.

    Examples
    --------
    >>> df = pd.DataFrame({"text": ["She sings.", "He sings.", "He sings too.", "She runs.",
    ...                             "He runs."], "y": ["a", "a", "a", "b", "b"],
    ...                    "gender": ["female", "male", "male", "female", "male"]})
    >>> training_set(df, "rw", text_column="text", label_column="y")["sample_weight"].tolist()
    [1.2, 0.9, 0.9, 0.8, 1.2]
    """
    from cdaprep.presets import build_preset

    spec = method if isinstance(method, MethodSpec) else parse_methods([method])[0]
    text_columns = _columns(text_column)
    steps: list = []
    if spec.method != "none":
        steps = build_preset(
            spec.method,
            text_columns=text_columns,
            label_column=label_column,
            group_column=group_column,
            weight_column=weight_column,
            swap=_swap_options(swap),
            **spec.options,
        )
    opts = dict(engine=engine, num_proc=num_proc, batch_size=batch_size)
    return _run_steps(train, steps, text_columns, group_column, assign_gender, seed, opts)


def evaluation_pairs(
    eval: Any,
    *,
    text_column: str | Sequence[str],
    group_column: str = "gender",
    assign_gender: bool = False,
    swap: Any = None,
    engine: str = "local",
    num_proc: int = 1,
    batch_size: int = DEFAULT_BATCH_SIZE,
) -> pd.DataFrame:
    """The paired evaluation set of ``eval``: what ``cdaprep pairs`` (or the
    ``counterfactual_eval`` split of ``cdaprep augment --eval``) writes."""
    from cdaprep.steps.cda import CounterfactualPairs

    text_columns = _columns(text_column)
    steps: list = [
        CounterfactualPairs(
            text_columns=text_columns,
            group_column=group_column,
            **_swap_options(swap).kwargs(),
        )
    ]
    opts = dict(engine=engine, num_proc=num_proc, batch_size=batch_size)
    return _run_steps(eval, steps, text_columns, group_column, assign_gender, 0, opts)


# -- accuracy and macro-F1 --------------------------------------------------------------------


def _encode(y: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    codes, uniques = pd.factorize(pd.Series(np.concatenate([y, p]).astype(object)), sort=False)
    return codes[: len(y)], codes[len(y) :], len(uniques)


def _acc_f1(conf: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Accuracy and macro-F1 from confusion matrices ``conf[..., K, K]`` (true, predicted);
    macro-F1 averages the classes that occur as a true or a predicted label."""
    tp = np.diagonal(conf, axis1=-2, axis2=-1)
    n = conf.sum((-2, -1))
    support = conf.sum(-1) + conf.sum(-2)  # 2 tp + fp + fn
    with np.errstate(invalid="ignore", divide="ignore"):
        acc = tp.sum(-1) / n
        f1 = np.where(support > 0, 2 * tp / np.where(support > 0, support, 1), 0.0)
        macro = f1.sum(-1) / (support > 0).sum(-1)
    return acc, macro


def accuracy_scores(
    y_true, y_pred, *, n_boot: int = 1000, seed: int = 0, confidence: float = 0.95
) -> dict[str, tuple[float, float, float]]:
    """Accuracy and macro-F1 with percentile bootstrap intervals over rows.

    Rows whose true label is missing are left out. Returns ``{"accuracy": (value, low, high),
    "macro_f1": (...)}`` (``low``/``high`` NaN without resamples).

    Examples
    --------
    >>> r = accuracy_scores(["a", "a", "b", "b"], ["a", "b", "b", "b"], n_boot=0)
    >>> r["accuracy"][0], round(r["macro_f1"][0], 4)
    (0.75, 0.7333)
    """
    y = np.asarray(pd.Series(list(y_true), dtype=object))
    p = np.asarray(pd.Series(list(y_pred), dtype=object))
    keep = ~pd.isna(y)
    y, p = y[keep], p[keep]
    nan = float("nan")
    if not len(y):
        return {"accuracy": (nan, nan, nan), "macro_f1": (nan, nan, nan)}
    yc, pc, k = _encode(y, p)
    cell = yc * k + pc
    acc, f1 = _acc_f1(np.bincount(cell, minlength=k * k).reshape(k, k))
    lo = {"accuracy": nan, "macro_f1": nan}
    hi = dict(lo)
    if n_boot:
        rng = np.random.default_rng(seed)
        n = len(y)
        chunk = max(1, min(n_boot, 2_000_000 // max(n, 1)))
        accs, f1s = [], []
        for start in range(0, n_boot, chunk):
            b = min(chunk, n_boot - start)
            idx = rng.integers(0, n, size=(b, n))
            flat = (np.arange(b)[:, None] * k * k + cell[idx]).ravel()
            conf = np.bincount(flat, minlength=b * k * k).reshape(b, k, k)
            a, f = _acc_f1(conf)
            accs.append(a)
            f1s.append(f)
        alpha = 100 * (1 - confidence) / 2
        for key, samples in (("accuracy", np.concatenate(accs)), ("macro_f1", np.concatenate(f1s))):
            lo[key], hi[key] = (float(x) for x in np.percentile(samples, [alpha, 100 - alpha]))
    return {
        "accuracy": (float(acc), lo["accuracy"], hi["accuracy"]),
        "macro_f1": (float(f1), lo["macro_f1"], hi["macro_f1"]),
    }


# -- the comparison ----------------------------------------------------------------------------


class _Clock:
    """Seconds spent per stage."""

    def __init__(self) -> None:
        self.seconds = dict.fromkeys(STAGES, 0.0)

    @contextmanager
    def __call__(self, stage: str):
        t = time.perf_counter()
        try:
            yield
        finally:
            self.seconds[stage] += time.perf_counter() - t


@dataclass
class _Run:
    spec: MethodSpec
    seed: int
    idx: np.ndarray
    y: np.ndarray
    w: np.ndarray | None
    rows: int
    total_weight: float
    seconds: dict[str, float] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    eval_pred: np.ndarray | None = None
    pairs_pred: np.ndarray | None = None


def _labels(series: pd.Series, where: str, column: str, file_rows: Any = None) -> np.ndarray:
    missing = series.isna().to_numpy()
    if missing.any():
        row = int(np.flatnonzero(missing)[0])
        raise DataError(
            f"{where}: {input_row(row, file_rows)} has no value in label column {column!r}; "
            "drop the rows without a label before comparing methods"
        )
    return np.asarray(series.tolist())


_WORKER: dict[str, Any] = {}


def _build(train_df: pd.DataFrame, spec: MethodSpec, seed: int, build: dict) -> tuple:
    """One training set as (classifier texts, labels, weights or None, seconds, the warnings
    of its steps). The warnings are returned, not issued, also from a worker process: the
    comparison reports each once."""
    from cdaprep.comparison.classifiers import joined_texts

    t = time.perf_counter()
    with collected_data_warnings() as found:
        df = training_set(train_df, spec, seed=seed, **build)
    label, weight = build["label_column"], build["weight_column"]
    w = df[weight].to_numpy(dtype=float) if weight in df else None
    y = _labels(df[label], f"the training set of {spec.name}", label)
    return joined_texts(df, build["text_column"]), y, w, time.perf_counter() - t, found


def _init_worker(train_df: pd.DataFrame, build: dict) -> None:
    try:  # the processes are the parallelism: one BLAS thread each (spaCy's tagger, the fits)
        from threadpoolctl import threadpool_limits

        _WORKER["threads"] = threadpool_limits(1)
    except ImportError:
        pass
    _WORKER.update(train=train_df, build=build)


def _build_job(job: tuple) -> tuple:
    spec, seed = job
    return _build(_WORKER["train"], spec, seed, _WORKER["build"])


def _build_runs(jobs, train_df, build, table, pool, say) -> list[_Run]:
    """Build every training set (in ``pool`` when given), in the order of ``jobs``."""
    built = (
        pool.imap(_build_job, jobs)
        if pool is not None
        else (_build(train_df, spec, seed, build) for spec, seed in jobs)
    )
    runs: list[_Run] = []
    for (spec, seed), (texts, y, w, seconds, found) in zip(jobs, built):
        total_weight = float(w.sum()) if w is not None else float(len(y))
        run = _Run(spec, seed, table.add(texts), y, w, len(y), total_weight, warnings=found)
        run.seconds["training set"] = seconds
        runs.append(run)
        weighted = " (weighted)" if w is not None else ""
        say(
            f"[{len(runs)}/{len(jobs)}] {spec.name} seed {seed}: training set of {len(y)} rows"
            f"{weighted} in {seconds:.1f} s"
        )
    return runs


def _fit_runs(runs, model, pool, eval_idx, pairs_idx, clock: _Clock, say) -> None:
    """Fit the classifier of every run and keep its predictions of the evaluation rows and
    the pair rows."""
    t = time.perf_counter()
    tasks = (model.make_task(r.idx, r.y, r.w, r.seed, f"method {r.spec.name!r}") for r in runs)
    done = (
        pool.imap(model.run_task, tasks)
        if pool is not None and model.parallel
        else map(model.run_task, tasks)
    )
    for k, (run, (pred, fit_s, predict_s)) in enumerate(zip(runs, done)):
        run.seconds.update(fit=fit_s, predict=predict_s)
        run.eval_pred, run.pairs_pred = pred[eval_idx], pred[pairs_idx]
        say(
            f"[{k + 1}/{len(runs)}] {run.spec.name} seed {run.seed}: fitted in {fit_s:.1f} s, "
            f"predicted in {predict_s:.1f} s"
        )
    # The wall time of this phase, shared between fitting and predicting in proportion to the
    # time the runs spent on each (they overlap when worker processes run them).
    wall = time.perf_counter() - t
    fit = sum(r.seconds["fit"] for r in runs)
    pred = sum(r.seconds["predict"] for r in runs)
    share = fit / (fit + pred) if fit + pred > 0 else 1.0
    clock.seconds["fitting"] += wall * share
    clock.seconds["predicting"] += wall * (1 - share)


def _step_warnings(runs: list[_Run]) -> list[str]:
    """The warnings of the methods' steps (a group value that is not a known group, a label
    lacking a group...), each once, prefixed with the methods whose training sets gave it."""
    from cdaprep.groups import CHOOSE_GROUPS

    by_message: dict[str, list[str]] = {}
    for r in runs:
        for w in r.warnings:
            # compare has no --groups: it balances every value of the column
            w = w.replace(CHOOSE_GROUPS, " (compare balances every value of the column)")
            names = by_message.setdefault(w, [])
            if r.spec.name not in names:
                names.append(r.spec.name)
    return [f"{', '.join(names)}: {w}" for w, names in by_message.items()]


def _mean_or_na(values: list, fmt: str) -> str:
    """The mean of the defined values, formatted, or ``n/a`` when none is defined."""
    arr = np.asarray([v for v in values if v is not None], dtype=float)
    arr = arr[~np.isnan(arr)]
    return format(float(arr.mean()), fmt) if arr.size else "n/a"


#: Note of the report when a headline gap is undefined for every method and seed.
NOTE_GAP_UNDEFINED = (
    "{what} is n/a for every method: no class has {min_count} or more evaluation examples of "
    "each group{rate}, so no per-class gap enters the RMS. Use a larger evaluation set, or "
    "--min-count / min_count= lower than {min_count} (less reliable gaps; 0 counts every "
    "defined one)"
)
NOTE_GAP_COMMON = (
    "{what} is n/a for every method, though {own} class(es) ({examples}) have a {kind} gap "
    "from {min_count} or more {units}: the statistical and the causal RMS of a "
    "rate count the same classes (--rms-classes common, the default; docs/metrics.md, rule 3), "
    "and none of them also has a {other} gap that is counted. Pass --rms-classes each / "
    "rms_classes='each' to count each rate's own classes (the two RMS are then not "
    "comparable), or use a larger evaluation set"
)
_HEADLINE_GAPS = {
    "rms.stat.tpr": ("The statistical TPR gap", " among its true members"),
    "rms.causal.tpr": ("The causal TPR gap", " among its true members (pairs)"),
    "rms.stat.fpr": ("The statistical FPR gap", " outside the class"),
    "rms.causal.fpr": ("The causal FPR gap", " outside the class (pairs)"),
}


def _counted_alone(report: dict) -> dict[str, list]:
    """Per per-class key (``stat.tpr``, ``causal.tpr``, ...) the classes whose gap is counted
    on its own (defined, not below min_count) in every run of one ``evaluate`` report."""
    out: dict[str, list] = {}
    for key in report["runs"][0]["per_class"]:
        rows = [run["per_class"][key] for run in report["runs"]]
        out[key] = [
            row["label"]
            for k, row in enumerate(rows[0])
            if all(r[k]["value"] is not None and r[k]["flag"] is None for r in rows)
        ]
    return out


def _gap_title(key: str) -> str:
    """The name of a per-class gap.

    Examples
    --------
    >>> _gap_title("stat.tpr"), _gap_title("causal.fpr"), _gap_title("stat.precision")
    ('statistical TPR gap', 'causal FPR gap', 'statistical precision gap')
    """
    kind, rate = key.split(".", 1)
    rate = rate if rate == "precision" else rate.upper()
    return f"{'statistical' if kind == 'stat' else 'causal'} {rate} gap"


def _per_class_gaps(key: str, rms_classes: str) -> list[str]:
    """The per-class gaps whose passing decides the classes a summary counts (docs/metrics.md,
    "Which classes a summary counts"): its own, and under ``common`` the RMS's partner; none
    for the summaries whose classes come from elsewhere (Independence, BiasAmp...)."""
    if key.startswith("rms."):
        own = key.removeprefix("rms.")
        if rms_classes != "common":
            return [own]
        kind, rate = own.split(".", 1)
        return [own, f"{'causal' if kind == 'stat' else 'stat'}.{rate}"]
    if key.startswith(("sum_abs.", "pearson.")):
        return ["stat." + key.split(".", 1)[1]]
    return []


def _why_left_out(runs: list[dict], seeds: list[int], key: str, k: int, rms_classes: str):
    """Why class ``k`` is left out of summary ``key`` in the runs (one per seed) of one
    method: ``{"gap": per-class gap, "why": ...}`` from the first gap that fails (undefined,
    or fewer than min_count examples) in some run, with the seed when the runs differ."""

    def fails(run: dict, gap: str) -> str | None:
        row = run["per_class"][gap][k]
        if row["value"] is None:
            return f"{_gap_title(gap)} undefined: {row['reason']}"
        if row["flag"]:
            return f"{_gap_title(gap)} from {row['flag'].split('):', 1)[0]})"
        return None

    for gap in _per_class_gaps(key, rms_classes):
        whys = [fails(run, gap) for run in runs]
        found = [(w, seed) for w, seed in zip(whys, seeds) if w is not None]
        if found:
            why, seed = found[0]
            if len(set(whys)) > 1:
                why += f" (seed {seed})"
            return {"gap": gap, "why": why}
    if key.startswith("pearson."):
        for run in runs:
            share = run["group_share"][k]
            if share["share"] is None:
                return {"gap": None, "why": f"no group share: {share['reason']}"}
    return None


def _classes_of(report: dict, seeds: list[int], rms_classes: str) -> dict[str, dict]:
    """Per summary key of one method's ``evaluate`` report (its seeds are its runs, which
    count the same classes): the classes counted, their number and, for the summaries of
    per-class gaps, each class left out with the reason (``left_out``)."""
    runs = report["runs"]
    labels = report["labels"]
    out: dict[str, dict] = {}
    for key, s in runs[0]["summary"].items():
        entry: dict[str, Any] = {"classes": s["classes"], "n_classes": s["n_classes"]}
        if _per_class_gaps(key, rms_classes) or key.startswith("pearson."):
            counted = set(map(str, s["classes"]))
            entry["left_out"] = [
                {"label": label, **(_why_left_out(runs, seeds, key, k, rms_classes) or {})}
                for k, label in enumerate(labels)
                if str(label) not in counted
            ]
        out[key] = entry
    return out


def _undefined_gap_notes(
    records: list[dict],
    min_count: int,
    counted_alone: dict[str, list] | None = None,
    rms_classes: str = "common",
) -> list[str]:
    """Notes for the headline gaps that no method and seed could compute, with the reason:
    no class with enough examples, or (``rms_classes="common"``) classes that count for this
    gap but not for its statistical / causal partner."""
    out = []
    for metric, (what, rate) in _HEADLINE_GAPS.items():
        values = [r["value"] for r in records if r["metric"] == metric]
        if not values or not all(v is None or v != v for v in values):
            continue
        key = metric.removeprefix("rms.")
        own = (counted_alone or {}).get(key, [])
        if rms_classes == "common" and own:
            kind = "statistical" if key.startswith("stat.") else "causal"
            other = "causal" if kind == "statistical" else "statistical"
            examples = ", ".join(map(str, own[:3])) + (", ..." if len(own) > 3 else "")
            out.append(
                NOTE_GAP_COMMON.format(
                    what=what,
                    own=len(own),
                    examples=examples,
                    kind=kind,
                    units="pairs" if kind == "causal" else "examples of each group",
                    other=other,
                    min_count=min_count,
                )
            )
        else:
            out.append(NOTE_GAP_UNDEFINED.format(what=what, min_count=min_count, rate=rate))
    return out


#: Note of a run whose per-class gaps from too few examples are left out of the summaries. The
#: metrics' own note says they are "shown with (n<10)": in the per-class tables of ``cdaprep
#: metrics``, which the comparison's report has not, so it names the classes instead.
NOTE_LOW_CLASSES = (
    "{n} per-class gap(s) come from fewer than {min_count} examples per group (pairs for causal "
    "gaps) and are left out of every summary: {gaps}"
)


def _run_notes(run_report: dict, min_count: int) -> list[str]:
    """The notes of one run's ``evaluate`` report for the comparison's report: the note on
    gaps from too few examples names them (the report shows no per-class table)."""
    import re

    from cdaprep.metrics.report import NOTE_LOW

    pattern = re.escape(NOTE_LOW).replace(re.escape("{n}"), r"\d+")
    pattern = pattern.replace(re.escape("{min_count}"), str(min_count))
    low = [
        f"{key} {row['label']}"
        for key, rows in run_report["per_class"].items()
        for row in rows
        if row["flag"] is not None
    ]
    out = []
    for note in run_report["notes"]:
        if low and re.fullmatch(pattern, note):
            shown = ", ".join(low[:8]) + (f" and {len(low) - 8} more" if len(low) > 8 else "")
            note = NOTE_LOW_CLASSES.format(n=len(low), min_count=min_count, gaps=shown)
        out.append(note)
    return out


def _measure(
    specs, runs, pairs, y_eval, options: dict, say, eval_name: str = "the evaluation data"
) -> tuple[list, list, list, dict, dict]:
    """Tidy records (accuracy, macro-F1, every summary metric of ``evaluate``), the notes of
    the metrics, the labels, the classes counted alone per gap and the classes each summary
    counts per method, one ``evaluate`` call per method (its seeds are its runs)."""
    from cdaprep.metrics.report import _canonical_groups, evaluate
    from cdaprep.steps.cda import HAS_GENDERED, ORIGINAL_GROUP, PAIR_ID, ROLE

    cols = [options["label_column"], options["group_column"], PAIR_ID, ROLE, HAS_GENDERED]
    cols += [ORIGINAL_GROUP] if ORIGINAL_GROUP in pairs.columns else []  # why a pair is invalid
    base = pairs[cols].reset_index(drop=True)
    # the original rows keep the evaluation data's spelling ("Female"): read once, noted once
    read: list[str] = []
    base = _canonical_groups(base, options["group_column"], read, f"{eval_name} (--eval): ")
    records: list[dict] = []
    # every note once, in the order first given: a note of the whole evaluation as it is, a
    # note of runs after the methods (and seeds) it holds for
    order: list[tuple[bool, str]] = [(False, n) for n in read]  # (a note of runs, its text)
    runs_of: dict[str, list[str]] = {}
    labels: list = []
    counted_alone: dict[str, list] = {}  # classes counted on their own, by any method
    by_method: dict[str, dict] = {}  # per method, per summary: the classes it counts
    classes_rule = None
    for spec in specs:
        mine = [r for r in runs if r.spec is spec]
        frames = [
            (f"{spec.name} seed {r.seed}", base.assign(**{PREDICTION_COLUMN: r.pairs_pred}))
            for r in mine
        ]
        report = evaluate(frames, **options)
        labels = report["labels"]
        classes_rule = report.get("classes_rule")
        by_method[spec.name] = _classes_of(report, [r.seed for r in mine], options["rms_classes"])
        for key, classes in _counted_alone(report).items():
            seen = counted_alone.setdefault(key, [])
            seen += [c for c in classes if c not in seen]
        order += [(False, n) for n in report["notes"] if (False, n) not in order]
        seeds_of: dict[str, list[int]] = {}
        for r, rep in zip(mine, report["runs"]):
            for n in _run_notes(rep, options["min_count"]):
                seeds_of.setdefault(n, []).append(r.seed)
            scores = accuracy_scores(
                y_eval,
                r.eval_pred,
                n_boot=options["n_boot"],
                seed=options["seed"],
                confidence=options["confidence"],
            )
            for metric, (v, lo, hi) in scores.items():
                records.append(_record(spec.name, r.seed, metric, v, lo, hi))
            for metric, s in rep["summary"].items():
                records.append(
                    _record(spec.name, r.seed, metric, s["value"], s["ci_low"], s["ci_high"])
                )
        for n, seeds in seeds_of.items():
            which = "" if len(seeds) == len(mine) else f" (seed{'s' * (len(seeds) > 1)} "
            which += f"{', '.join(map(str, seeds))})" if which else ""
            if n not in runs_of:
                order.append((True, n))
            runs_of.setdefault(n, []).append(f"{spec.name}{which}")
        mean = {
            m: _mean_or_na(
                [x["value"] for x in records if x["method"] == spec.name and x["metric"] == m],
                ".3f" if m == "accuracy" else ".4f",
            )
            for m in ("accuracy", "rms.stat.tpr", "rms.causal.tpr")
        }
        say(
            f"{spec.name}: accuracy {mean['accuracy']}, RMS statistical TPR gap "
            f"{mean['rms.stat.tpr']}, RMS causal TPR gap {mean['rms.causal.tpr']}"
        )
    names = [spec.name for spec in specs]

    def methods(n: str) -> str:
        return "every method" if len(names) > 1 and runs_of[n] == names else ", ".join(runs_of[n])

    notes = [f"{methods(n)}: {n}" if of_runs else n for of_runs, n in order]
    counted = {"rule": classes_rule, "by_method": by_method}
    return records, notes, labels, counted_alone, counted


def compare(
    train: Any,
    eval: Any,
    *,
    text_column: str | Sequence[str],
    label_column: str,
    group_column: str = "gender",
    assign_gender: bool = False,
    methods: str | Sequence[str] = DEFAULT_METHODS,
    seeds: int | Sequence[int] = 3,
    classifier: str | Callable[[int], Any] | None = None,
    weight_column: str = "sample_weight",
    n_boot: int = 1000,
    confidence: float = 0.95,
    bootstrap_seed: int = 0,
    min_count: int = DEFAULT_MIN_COUNT,
    rms_classes: str = "common",
    swap: Any = None,
    engine: str = "local",
    num_proc: int = 1,
    batch_size: int = DEFAULT_BATCH_SIZE,
    train_split: str | None = None,
    eval_split: str | None = None,
    quiet: bool = False,
    encoding: str | None = None,
) -> pd.DataFrame:
    """Train a quick classifier on the training set every debiasing method makes and measure
    its accuracy and its statistical and causal gaps on a paired evaluation set.

    For every method and seed the training set is built by :func:`training_set` (the presets
    and engine path of ``cdaprep augment``), a classifier is fitted on it (honouring the
    ``sample_weight`` that ``rw`` and ``rw-cda`` write) and predicts the evaluation set and its
    counterfactual pairs (:func:`evaluation_pairs`, built once). Accuracy and macro-F1 are
    computed on the evaluation rows, every bias metric by
    :func:`cdaprep.metrics.report.evaluate` on the pairs, each with a percentile bootstrap
    interval over ``n_boot`` resamples. This is the experiment of Chen, Ji and Evans 2023
    (Sec. 5, Tables 4 and 5) with a quick classifier instead of a fine-tuned transformer.

    Parameters
    ----------
    train, eval : DataFrame or path
        Training and evaluation data (anything :func:`cdaprep.read_frame` reads).
    text_column : str or list of str
        Text column(s); several are joined by a newline for the classifier.
    label_column : str
    group_column : str, default "gender"
        Group column (``female`` / ``male``); with ``assign_gender`` the column written.
    assign_gender : bool, default False
        Derive the group from indicator words first (as ``--assign-gender`` does).
    methods : str or list of str
        Default: none, cda, os, us, rw, os-cda, us-cda, rw-cda. Variants ``name:option``:
        ``os-cda:cda-first``, ``us-cda:cda-first``, ``rw-cda:counterfactual``, ``rw-cda:one``.
    seeds : int or list of int, default 3
        ``3`` means seeds 0, 1, 2. The seed drives the method's random draws (resampling) and
        is passed to the classifier.
    classifier : None, str or callable
        ``None``: TF-IDF + logistic regression (needs scikit-learn: the ``compare`` extra).
        ``"package.module:factory"`` or a callable: ``factory(seed)`` returns an estimator with
        ``fit(texts, labels[, sample_weight=...])`` and ``predict(texts)``.
    weight_column : str, default "sample_weight"
        Column of per-row weights written by the reweighing methods; used whenever a training
        set has it.
    n_boot, confidence, bootstrap_seed
        Bootstrap resamples (0: no intervals), interval level and seed.
    min_count, rms_classes
        Which per-class gaps the RMS figures count, as in
        :func:`cdaprep.metrics.report.evaluate`: a gap from fewer than ``min_count`` examples
        of a group (pairs for causal gaps) is left out. On a small evaluation set every class
        may fall below it; the gap is then n/a and a note says so.
    swap : SwapOptions or dict, optional
        Options of the gender swapper (:class:`cdaprep.swap.SwapOptions`, as for ``cdaprep
        augment``).
    engine, num_proc, batch_size
        How the pipelines run (see :func:`cdaprep.engines.run`).
    train_split, eval_split : str, optional
        Split to read from a ``DatasetDict`` input.
    quiet : bool, default False
        No progress lines on stderr.
    encoding : str, optional
        Text encoding of CSV or JSON lines inputs (default UTF-8, checked; e.g. ``cp1252``).

    Returns
    -------
    DataFrame
        One row per method, seed and metric: ``method``, ``seed``, ``metric``, ``value``,
        ``low``, ``high``. Metrics are ``accuracy``, ``macro_f1`` and every summary key of
        :func:`cdaprep.metrics.report.evaluate` (``rms.stat.tpr``, ``rms.causal.tpr``, ...).
        ``frame.attrs["cdaprep_compare"]`` holds the inputs, counts, notes, the classes each
        summary metric counts per method (``classes``) and the seconds spent per stage;
        :func:`write_compare_report` turns the frame into a report.

    Examples
    --------
    >>> import cdaprep
    >>> res = cdaprep.compare("examples/data/bios.csv", "examples/data/bios_test.csv",
    ...                       text_column="text", label_column="profession",
    ...                       assign_gender=True, seeds=1, quiet=True)  # doctest: +SKIP
    >>> res.query("metric == 'rms.causal.tpr'")[["method", "value"]]  # doctest: +SKIP
    """
    from cdaprep.comparison.classifiers import TextTable, joined_texts, resolve_classifier
    from cdaprep.metrics.report import SCALARS
    from cdaprep.steps.cda import PAIR_ID

    t_start = time.perf_counter()
    clock = _Clock()
    specs = parse_methods(methods)
    seed_list = _seed_list(seeds)
    text_columns = _columns(text_column)
    if not isinstance(n_boot, int) or isinstance(n_boot, bool) or n_boot < 0:
        raise UsageError(f"n_boot must be 0 or more; got {n_boot!r}")
    if not 0 < confidence < 1:
        raise UsageError(f"confidence must be between 0 and 1; got {confidence!r}")
    check_selection_options(min_count, rms_classes)

    def say(message: str) -> None:
        if not quiet:
            print(f"compare: {message}", file=sys.stderr, flush=True)

    with clock("setup"):
        model = resolve_classifier(classifier)
        train_df, train_rows = _read_located(train, train_split, encoding)
        eval_df, eval_rows = _read_located(eval, eval_split, encoding)
        need = {**{f"--text-column {c}": c for c in text_columns}, "--label-column": label_column}
        if not assign_gender:
            need["--group-column"] = group_column
        _check(train_df, need, "the training data")
        _check(eval_df, need, "the evaluation data")
        _check_rows(train_df, "training", train, train_split, text_columns)
        _check_rows(eval_df, "evaluation", eval, eval_split, text_columns, label_column)
        _labels(train_df[label_column], "the training data", label_column, train_rows)
        if not assign_gender:
            _check_pair_groups(
                eval_df,
                group_column,
                "the evaluation data",
                "its counterfactual pairs need",
                eval_rows,
            )
            cda = [sp.name for sp in specs if "cda" in sp.method]
            if cda:
                need = f"method{'s' * (len(cda) > 1)} {', '.join(cda)} need{'s' * (len(cda) == 1)}"
                _check_pair_groups(train_df, group_column, "the training data", need, train_rows)
    swap = _swap_options(swap)
    run_opts = dict(engine=engine, num_proc=num_proc, batch_size=batch_size)

    with clock("evaluation pairs"):
        say(f"building the counterfactual pairs of {len(eval_df)} evaluation rows")
        pairs = evaluation_pairs(
            eval_df,
            text_column=text_columns,
            group_column=group_column,
            assign_gender=assign_gender,
            swap=swap,
            **run_opts,
        )
        where = "the evaluation data" + (
            "" if isinstance(eval, pd.DataFrame) else f" {_describe(eval)!r}"
        )
        _check_pairs_have_groups(pairs, group_column, where, len(eval_df), assign_gender)
        train_groups = _run_steps(
            train_df, [], text_columns, group_column, assign_gender, 0, run_opts
        )
    table = TextTable()
    eval_idx = table.add(joined_texts(eval_df, text_columns))
    pairs_idx = table.add(joined_texts(pairs, text_columns))
    n_eval_texts = len(table)

    jobs = [(spec, seed) for spec in specs for seed in seed_list]
    build = dict(
        text_column=text_columns,
        label_column=label_column,
        group_column=group_column,
        assign_gender=assign_gender,
        weight_column=weight_column,
        swap=swap,
        **run_opts,
    )
    # With the local engine, worker processes take whole runs (a training set, a fit): that
    # keeps the cores busy with no per-pass process start-up inside each small pipeline.
    pool = None
    if engine == "local" and num_proc > 1 and len(jobs) > 1:
        import multiprocessing as mp

        from cdaprep.engines.local import check_main_guard

        check_main_guard()
        build["num_proc"] = 1
        pool = mp.get_context("spawn").Pool(
            min(num_proc, len(jobs)), initializer=_init_worker, initargs=(train_df, build)
        )
    try:
        with clock("training sets"):
            runs = _build_runs(jobs, train_df, build, table, pool, say)
        with clock("features"):
            if model.shares_features:
                say(f"TF-IDF features of {len(table)} distinct texts")
            train_idx = np.unique(np.concatenate([r.idx for r in runs]))
            model.prepare(table, train_idx, np.arange(n_eval_texts))
        _fit_runs(runs, model, pool, eval_idx, pairs_idx, clock, say)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    with clock("metrics"):
        records, notes, labels, counted_alone, counted = _measure(
            specs,
            runs,
            pairs,
            eval_df[label_column],
            dict(
                label_column=label_column,
                prediction_column=PREDICTION_COLUMN,
                group_column=group_column,
                pair_column=PAIR_ID,
                train=(_describe(train), train_groups),
                train_label_column=label_column,
                train_group_column=group_column,
                n_boot=n_boot,
                seed=bootstrap_seed,
                confidence=confidence,
                min_count=min_count,
                rms_classes=rms_classes,
            ),
            say,
            eval_name=_describe(eval),
        )
        notes += _undefined_gap_notes(records, min_count, counted_alone, rms_classes)
    data_warnings = _step_warnings(runs)
    notes = data_warnings + notes
    for w in data_warnings:  # the command line prints these as "cdaprep compare: warning: ..."
        warnings.warn(w, DataWarning, stacklevel=2)
    result = pd.DataFrame.from_records(
        records, columns=["method", "seed", "metric", "value", "low", "high"]
    )
    seconds = {k: round(v, 4) for k, v in clock.seconds.items()}
    wall = time.perf_counter() - t_start
    result.attrs[_ATTRS_KEY] = {
        "inputs": {
            "train": _describe(train),
            "eval": _describe(eval),
            "encoding": encoding,
            "text_columns": text_columns,
            "label_column": label_column,
            "group_column": group_column,
            "assign_gender": assign_gender,
            "methods": [s.name for s in specs],
            "seeds": seed_list,
            "classifier": model.description,
            "weight_column": weight_column,
            "n_boot": n_boot,
            "min_count": min_count,
            "rms_classes": rms_classes,
            "confidence": confidence,
            "bootstrap_seed": bootstrap_seed,
            "engine": engine,
            "num_proc": num_proc,
        },
        "counts": {
            "train_rows": len(train_df),
            "eval_rows": len(eval_df),
            "pair_rows": len(pairs),
            "distinct_texts": len(table),
        },
        "labels": labels,
        "classes_rule": counted["rule"],
        "classes": counted["by_method"],
        "training_sets": [
            {
                "method": r.spec.name,
                "seed": r.seed,
                "rows": r.rows,
                "weighted": r.w is not None,
                "total_weight": r.total_weight,
                "seconds": {k: round(v, 4) for k, v in r.seconds.items()},
            }
            for r in runs
        ],
        "metric_names": {"accuracy": "accuracy", "macro_f1": "macro-F1", **SCALARS},
        "notes": notes,
        "seconds": seconds,
        "wall_seconds": round(wall, 4),
    }
    say(
        f"done in {wall:.1f} s: "
        + ", ".join(f"{k} {v / max(wall, 1e-9):.0%}" for k, v in clock.seconds.items())
    )
    return result


def _record(method: str, seed: int, metric: str, value, low, high) -> dict:
    def f(x):
        return float("nan") if x is None else float(x)

    return {
        "method": method,
        "seed": seed,
        "metric": metric,
        "value": f(value),
        "low": f(low),
        "high": f(high),
    }


def _describe(data: Any) -> str:
    return type(data).__name__ if isinstance(data, pd.DataFrame) else str(data)


def compare_info(result: pd.DataFrame) -> dict:
    """What :func:`compare` recorded besides the numbers (``attrs["cdaprep_compare"]``)."""
    info = result.attrs.get(_ATTRS_KEY)
    if info is None:
        raise UsageError(
            "this frame has no comparison information (attrs['cdaprep_compare']); pass the "
            "frame cdaprep.compare returned"
        )
    return info
