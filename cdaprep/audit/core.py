"""``audit()``: one statistics pass over the data, then the report dict (see ``docs/audit.md``).

The report is built from :class:`~cdaprep.audit.stats.AuditStats` alone: group shares with
Wilson intervals, gendered-word coverage, words most associated with each group (weighted
log-odds, :mod:`cdaprep.audit.logodds`), text length per group, and the dry-run plan of every
method (:mod:`cdaprep.audit.plan`); then the swap check on the sample of male-only texts the
pass kept (:mod:`cdaprep.audit.swapcheck`).
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.audit.defaults import (
    AUDIT_BATCH_SIZE,
    DEFAULT_ALPHA0,
    DEFAULT_MIN_COUNT,
    DEFAULT_SWAP_CHECK,
    DEFAULT_TOP,
)
from cdaprep.audit.intervals import two_sided_z, wilson_interval
from cdaprep.audit.logodds import rank_words
from cdaprep.audit.stats import GENDER_CODES, MISSING, AuditStats, _values
from cdaprep.errors import DataError, UsageError, no_rows
from cdaprep.groups import canonical_group, group_list, split_values
from cdaprep.steps.base import FittedStep, as_list

__all__ = [
    "audit",
    "collect_statistics",
    "build_report",
    "wilson_interval",
    "SCHEMA_VERSION",
    "GROUP_VALUES",
    "SAMPLE_RULE",
    "AUDIT_BATCH_SIZE",
]

SCHEMA_VERSION = 1
#: The group values the report knows (:data:`cdaprep.groups.KNOWN_GROUPS`), in the order it
#: shows them; other values are shown as they are.
GROUP_VALUES = ("female", "male", "neutral", "mixed", "none")
#: The note of a report whose group column has fewer than two groups.
ONE_GROUP = (
    "{which} in the group column: there is no second group to compare with, so no group "
    "shares, word associations or length differences are computed; audit a file with rows of "
    "two or more groups (or pass the column that holds them with --group-column)"
)
#: The note of a report made with ``--adapt``.
ADAPT_NOTE = (
    "--adapt: an adaptation pass ran first, as in augment --adapt; CDA's gendered-word check "
    "and the plan use the swapper fitted on this data ({examples} his/him contexts; first "
    "names that need strong evidence of a person: {strong})"
)
#: Fewer "her" slots than this in the swap check's sample give a note that the estimate is rough.
SWAP_CHECK_MIN_SLOTS = 100
#: The note of a swap check with few slots.
SWAP_CHECK_NOTE = (
    "the swap check had {slots} her slots (the his and him of the sampled rows whose gendered "
    "words are all male): too few for a close estimate of how the swap reads her on this data "
    "(see its interval)"
)
#: What ``--sample N`` takes.
SAMPLE_RULE = "the first {n} rows of the input, in input order (deterministic, no seed)"
#: With ``num_proc > 1`` the methods are planned in worker processes from this many rows on
#: (below it, starting the workers costs more than it saves).
PARALLEL_PLAN_ROWS = 200_000


def collect_statistics(
    data: Any,
    stats: FittedStep,
    *,
    before: list | None = None,
    engine: str = "local",
    batch_size: int = AUDIT_BATCH_SIZE,
    num_proc: int = 1,
    id_column: str | None = None,
    split: str | None = None,
    progress: bool = False,
    engine_options: dict[str, Any] | None = None,
    seed: int = 0,
) -> Any:
    """Run the statistics pass of ``stats`` (after the map steps ``before``) over ``data``.

    This is the one place the audit calls an engine: a pipeline of ``before`` and ``stats``
    (seeded with ``seed``) whose statistics passes alone run (:meth:`cdaprep.Pipeline.fit`), on
    any engine. Returns the fitted ``stats``.

    Examples
    --------
    >>> df = pd.DataFrame({"text": ["She sings.", "He sings."], "gender": ["female", "male"]})
    >>> st = collect_statistics(df, AuditStats(text_columns="text", group_column="gender"))
    >>> st.rows_, st.counter((None, "male"))["sings"]
    (2, 1)
    """
    from cdaprep.io.readers import open_source
    from cdaprep.pipeline import Pipeline

    if split is None:
        src = open_source(data)
        if isinstance(src, dict) and len(src) > 1:
            raise UsageError(
                f"the input has several splits ({', '.join(src)}); audit one at a time with "
                "--split NAME (split= in Python)"
            )
    fitted = Pipeline([*(before or []), stats], seed=seed).fit(
        data,
        engine=engine,
        batch_size=batch_size,
        num_proc=num_proc,
        id_column=id_column,
        split=split,
        progress=progress,
        **(engine_options or {}),
    )
    return fitted.steps[-1]


def _first_rows(data: Any, n: int, split: str | None) -> pd.DataFrame:
    from cdaprep.io.readers import open_source

    src = open_source(data, split=split)
    if isinstance(src, dict):
        if len(src) > 1:
            raise UsageError(
                f"the input has several splits ({', '.join(src)}); choose one with --split"
            )
        src = next(iter(src.values()))
    parts, have = [], 0
    for b in src.batches(min(n, 1 << 16)):
        parts.append(b.iloc[: n - have])
        have += len(parts[-1])
        if have >= n:
            break
    if not parts:
        return pd.DataFrame({c: [] for c in src.columns})
    return pd.concat(parts, ignore_index=True)


def audit(
    data: Any,
    *,
    text_columns: str | list[str] = "text",
    label_column: str | None = None,
    group_column: str = "gender",
    assign_gender: bool = False,
    overwrite_group_column: bool = False,
    sample: int | None = None,
    split: str | None = None,
    engine: str = "local",
    batch_size: int = AUDIT_BATCH_SIZE,
    num_proc: int = 1,
    id_column: str | None = None,
    progress: bool = False,
    engine_options: dict[str, Any] | None = None,
    methods: list[str] | None = None,
    seed: int = 0,
    swap: Any = None,
    order: str = "resample-first",
    cf_weight: str = "same",
    groups: str | list[str] | None = None,
    no_gendered_word: str = "skip",
    cda_mode: str = "augment",
    p: float = 0.5,
    weight_column: str = "sample_weight",
    alpha0: float = DEFAULT_ALPHA0,
    min_count: int = DEFAULT_MIN_COUNT,
    top: int = DEFAULT_TOP,
    confidence: float = 0.95,
    input_name: str | None = None,
    encoding: str | None = None,
    swap_check: int = DEFAULT_SWAP_CHECK,
) -> dict[str, Any]:
    """Audit a dataset for gender before debiasing it; returns the report dict.

    One streaming pass over ``data`` gathers every count (:class:`AuditStats`); the report is
    computed from those counts (:func:`build_report`). Write it with
    :func:`cdaprep.audit.write_audit`. With ``swap.adapt`` CDA's adaptation pass runs first
    (a second pass), so the gendered-word check and the plan are those of ``augment --adapt``.

    Parameters
    ----------
    data : path, DataFrame, Dataset or DatasetDict
        Anything :func:`cdaprep.io.read_frame` reads.
    text_columns : str or list of str
    label_column : str, optional
        The class column (profession...); without it the per-label parts and the plans of the
        methods that balance labels are left out.
    group_column : str, default "gender"
        The group column, or the column ``assign_gender`` writes.
    assign_gender : bool
        Derive the group from indicator words first (:class:`~cdaprep.steps.AssignGender`).
    overwrite_group_column : bool
        With ``assign_gender``, replace a group column the data already has.
    sample : int, optional
        Audit only the first ``sample`` rows (:data:`SAMPLE_RULE`).
    split, engine, batch_size, num_proc, id_column, progress, engine_options :
        As for :func:`cdaprep.engines.run`.
    methods : list of str, optional
        Methods of the dry-run plan (default: all of :data:`cdaprep.presets.METHODS`); a string
        is comma-separated (``"us,rw"``).
    seed, swap, order, cf_weight, groups, no_gendered_word, cda_mode, p, weight_column :
        The options ``cdaprep augment`` would get (``swap``: the
        :class:`~cdaprep.swap.SwapOptions`); the plan and CDA's gendered-word check use them.
    alpha0 : float, default 1000
        Size of the informative Dirichlet prior of the log-odds (:mod:`cdaprep.audit.logodds`).
    min_count : int, default 5
        Words seen fewer times in the two compared groups are not ranked.
    top : int, default 20
        Words listed per group.
    confidence : float, default 0.95
        Level of the Wilson intervals and of the length-difference interval.
    input_name : str, optional
        How the report names the input (default: the path, or the type of an object).
    encoding : str, optional
        Text encoding of a CSV or JSON lines input (default UTF-8, checked; e.g. ``cp1252``).
    swap_check : int, default 2000
        Male-only texts the swap check swaps (:mod:`cdaprep.audit.swapcheck`: how well the
        swap reads "her" on this data, and with ``--adapt``); 0 leaves the check out.

    Returns
    -------
    dict
        The content of ``audit.json`` (schema in ``docs/audit.md``).

    Examples
    --------
    >>> rep = audit("examples/data/bios.csv", text_columns="text", label_column="profession",
    ...             assign_gender=True, methods=["us"])
    >>> rep["rows"]["total"], rep["plan"]["us"]["rows_out"] <= rep["rows"]["total"]
    (240, True)
    """
    from cdaprep.io.readers import open_source
    from cdaprep.presets import METHODS
    from cdaprep.swap.options import SwapOptions

    if swap is None or isinstance(swap, dict):
        swap = SwapOptions.from_mapping(swap or {})
    groups = group_list(groups, owner="audit")
    if encoding is not None:
        data = open_source(data, encoding=encoding)
    if sample is not None:
        if not isinstance(sample, int) or isinstance(sample, bool) or sample < 1:
            raise UsageError(f"sample must be a positive number of rows; got {sample!r}")
        data = _first_rows(data, sample, split)
        split = None
    if not 0 < confidence < 1:
        raise UsageError(f"confidence must be between 0 and 1; got {confidence!r}")
    if not alpha0 > 0:
        raise UsageError(f"alpha0 must be positive; got {alpha0!r}")
    for name, v in (("min_count", min_count), ("top", top)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 1:
            raise UsageError(f"{name} must be a positive integer; got {v!r}")
    if not isinstance(swap_check, int) or isinstance(swap_check, bool) or swap_check < 0:
        raise UsageError(
            f"swap_check must be a whole number of texts, 0 or more (0: no swap check); got "
            f"{swap_check!r}"
        )
    if isinstance(methods, str):  # "us" or "us,rw", not its letters
        methods = split_values([methods])
    methods = list(METHODS if methods is None else methods)
    for m in methods:
        if m not in METHODS:
            raise UsageError(f"unknown method {m!r}; use some of {', '.join(METHODS)}")
    before = []
    if assign_gender:
        from cdaprep.steps.assign_gender import AssignGender

        before.append(
            AssignGender(
                text_column=text_columns,
                group_column=group_column,
                overwrite=overwrite_group_column,
            )
        )
    run = dict(
        engine=engine,
        batch_size=batch_size,
        num_proc=num_proc,
        id_column=id_column,
        split=split,
        progress=progress,
        engine_options=engine_options,
    )
    stats_swap, adaptation = swap, None
    if swap.adapt:
        stats_swap, adaptation = _adaptation(data, text_columns, swap, run, seed)
    stats = AuditStats(
        text_columns=text_columns,
        label_column=label_column,
        group_column=group_column,
        swap_check=swap_check,
        **stats_swap.kwargs(),
    )
    stats = collect_statistics(data, stats, before=before, **run)
    if not stats.rows_:
        name = input_name if input_name is not None else _describe(data)
        raise DataError(no_rows(name, split=split, then=": there is nothing to audit"))
    from cdaprep.audit.plan import dry_run

    plan = dry_run(
        stats.plan_frame_,
        methods,
        flag_column=AuditStats.CF_COLUMN,
        text_columns=text_columns,
        label_column=label_column,
        group_column=group_column,
        seed=seed,
        before=[s.name for s in before],
        weight_column=weight_column,
        num_proc=num_proc if stats.rows_ >= PARALLEL_PLAN_ROWS else 1,
        order=order,
        cf_weight=cf_weight,
        groups=groups,
        no_gendered_word=no_gendered_word,
        cda_mode=cda_mode,
        p=p,
        swap=stats_swap,
    )
    from cdaprep import __version__

    inputs = {
        "input": input_name if input_name is not None else _describe(data),
        "split": split,
        "encoding": encoding,
        "text_columns": as_list(text_columns),
        "label_column": label_column,
        "group_column": group_column,
        "assign_gender": assign_gender,
        "sample": None if sample is None else SAMPLE_RULE.format(n=sample),
        "engine": engine,
        "id_column": id_column,
        "seed": seed,
        "plan_options": {
            "order": order,
            "cf_weight": cf_weight,
            "groups": groups,
            "no_gendered_word": no_gendered_word,
            "cda_mode": cda_mode,
            "p": p,
            "swap": {k: v for k, v in swap.kwargs().items() if isinstance(v, str | bool | None)},
            "weight_column": weight_column,
        },
        "alpha0": alpha0,
        "min_count": min_count,
        "top": top,
        "confidence": confidence,
        "interval": "Wilson score interval",
        "swap_check": swap_check,
    }
    report = build_report(stats, plan, inputs=inputs)
    report["swap_check"] = None
    if swap_check:
        from cdaprep.audit.swapcheck import check_swap

        # the run's swap options as given: an adaptation fitted on all the data has seen the
        # sample's his/him, so the check fits its own on halves of the sample
        check = check_swap(stats.swap_sample_, swap, seed=seed, confidence=confidence)
        report["swap_check"] = check
        if check["her"]["slots"] < SWAP_CHECK_MIN_SLOTS:
            report["notes"].append(SWAP_CHECK_NOTE.format(slots=check["her"]["slots"]))
    report["adaptation"] = adaptation
    if adaptation:
        names = (adaptation.get("name_evidence") or {}).get("strong", 0)
        examples = adaptation["adapted_disambiguator"]["examples"]
        report["notes"].append(ADAPT_NOTE.format(examples=examples, strong=names))
    report["cdaprep_version"] = __version__
    from cdaprep.engines.manifest import versions

    report["versions"] = versions()
    return report


def _adaptation(
    data: Any, text_columns: str | list[str], swap: Any, run: dict[str, Any], seed: int
) -> tuple[Any, dict[str, Any]]:
    """With ``--adapt``: CDA's adaptation pass over ``data`` (a statistics pass of its own,
    before the audit's), seeded as ``cdaprep augment --adapt --seed`` seeds it. Returns the
    swap options with the fitted state in place of ``adapt`` (so CDA's gendered-word check,
    and so the plan, use the swapper augment would use) and the step's fit report."""
    from cdaprep.steps.cda import CounterfactualAugment

    cda = CounterfactualAugment(text_columns=text_columns, group_column=None, **swap.kwargs())
    fitted = collect_statistics(data, cda, seed=seed, **run)
    options = dataclasses.replace(swap, adapt=False, disambiguator=fitted.adapted_)
    return options, fitted.fit_report()


def _describe(data: Any) -> str:
    from cdaprep.io.readers import Source

    if isinstance(data, str) or hasattr(data, "__fspath__"):
        return str(data)
    return data.name if isinstance(data, Source) else type(data).__name__


# -- the report dict -----------------------------------------------------------------------------


def _show_group(v: Any) -> str:
    """A group value as every step reads it (:func:`cdaprep.groups.canonical_group`): a known
    group in any case, a missing or blank cell :data:`MISSING`, any other value as written."""
    c = canonical_group(v)
    return MISSING if c is None else str(c)


def _rows(n: int, have: str = "") -> str:
    """``"1 row"``/``"2 rows"``, with ``have`` agreeing (``"1 row has"``, ``"2 rows have"``)."""
    verb = ("has" if n == 1 else "have") if have else ""
    return f"{n} row{'' if n == 1 else 's'}" + (f" {verb}" if verb else "")


def _show_label(v: Any) -> str:
    return MISSING if v is None else str(v)


def _num(x: float) -> float | None:
    return None if x is None or not math.isfinite(x) else float(x)


def _share(k: int, other: int, confidence: float) -> dict[str, Any]:
    n = k + other
    lo, hi = wilson_interval(k, n, confidence)
    return {
        "count": k,
        "total": n,
        "share": _num(k / n) if n else None,
        "ci_low": _num(lo),
        "ci_high": _num(hi),
    }


def _quantile(hist: Counter, q: float) -> float | None:
    """The ``q`` quantile of the values counted in ``hist`` (linear interpolation between
    ranks, as numpy's default)."""
    n = sum(hist.values())
    if n == 0:
        return None
    values = sorted(hist)
    cum = np.cumsum([hist[v] for v in values])

    def at(rank: int) -> float:
        return float(values[int(np.searchsorted(cum, rank, side="right"))])

    h = q * (n - 1)
    lo, hi = math.floor(h), math.ceil(h)
    return at(lo) + (h - lo) * (at(hi) - at(lo))


def _length_row(hist: Counter, chars: list[int]) -> dict[str, Any]:
    n = sum(hist.values())
    if n == 0:
        keys = ("mean_words", "sd_words", "median_words", "p10_words", "p90_words", "mean_chars")
        return {"rows": 0, **dict.fromkeys(keys)}
    s = sum(k * c for k, c in hist.items())
    s2 = sum(k * k * c for k, c in hist.items())
    mean = s / n
    var = (s2 - n * mean * mean) / (n - 1) if n > 1 else math.nan
    return {
        "rows": n,
        "mean_words": mean,
        "sd_words": _num(math.sqrt(max(var, 0.0))) if n > 1 else None,
        "median_words": _quantile(hist, 0.5),
        "p10_words": _quantile(hist, 0.1),
        "p90_words": _quantile(hist, 0.9),
        "mean_chars": chars[1] / chars[0] if chars[0] else None,
    }


def _mean_difference(a: dict, b: dict, confidence: float) -> dict[str, Any] | None:
    if not a["rows"] or not b["rows"] or a["sd_words"] is None or b["sd_words"] is None:
        return None
    d = a["mean_words"] - b["mean_words"]
    se = math.sqrt(a["sd_words"] ** 2 / a["rows"] + b["sd_words"] ** 2 / b["rows"])
    z = two_sided_z(confidence)
    return {"difference": d, "ci_low": d - z * se, "ci_high": d + z * se}


def _compared_groups(totals: Counter) -> tuple[str, str] | None:
    if totals.get("female", 0) and totals.get("male", 0):
        return ("female", "male")
    big = [g for g, n in totals.most_common() if n and g != MISSING]
    return (big[0], big[1]) if len(big) >= 2 else None


@dataclasses.dataclass
class _View:
    """How the report shows the fitted statistics: each raw group value as shown, the groups
    in display order, the two compared groups, the labels as shown and the label x group
    counts."""

    shown: dict[Any, str]
    group_order: list[str]
    pair: tuple[str, str] | None
    labels: list[str]
    cells: Counter
    has_label: bool

    def group(self, raw: Any) -> str:
        return self.shown.get(raw, _show_group(raw))


def build_report(stats: AuditStats, plan: dict, *, inputs: dict[str, Any]) -> dict[str, Any]:
    """The report dict from fitted statistics and a dry-run plan (see :func:`audit`, which
    gives ``inputs``: the columns, ``alpha0``, ``min_count``, ``top``, ``confidence``...).

    Examples
    --------
    >>> df = pd.DataFrame({"t": ["She sings.", "He sings."], "g": ["female", "male"]})
    >>> st = AuditStats(text_columns="t", group_column="g").fit_frame(df)
    >>> inputs = {"label_column": None, "group_column": "g", "confidence": 0.95,
    ...           "alpha0": 1000.0, "min_count": 1, "top": 5}
    >>> build_report(st, {}, inputs=inputs)["groups"]["overall_share"]["share"]
    0.5
    """
    conf = inputs["confidence"]
    notes: list[str] = []
    has_label = inputs["label_column"] is not None
    frame = stats.plan_frame_
    gcol, lcol = inputs["group_column"], inputs["label_column"]
    raw_groups = _values(frame, gcol if gcol in frame.columns else None, len(frame))
    raw_labels = _values(frame, lcol if has_label else None, len(frame))
    value_counts = Counter(raw_groups)
    view, group_totals = _view(value_counts, raw_groups, raw_labels, has_label, notes)
    pair = view.pair
    per_label = _label_shares(view, conf)
    gendered_words, marks = _gendered_words(stats, view)
    text_rows = _text_rows(stats, notes)
    return {
        "schema_version": SCHEMA_VERSION,
        "inputs": inputs,
        "notes": notes,
        "rows": {
            "total": int(stats.rows_),
            "with_text": int(stats.rows_ - sum(text_rows.values())),
            "without_text": {k: int(v) for k, v in text_rows.items()},
            "labels": len(view.labels) if has_label else None,
        },
        "groups": {
            "counts": {g: int(group_totals[g]) for g in view.group_order},
            "values": {
                MISSING if v is None else str(v): int(n) for v, n in value_counts.most_common()
            },
            "compared": list(pair) if pair else None,
            "overall_share": (
                _share(group_totals.get(pair[0], 0), group_totals.get(pair[1], 0), conf)
                if pair
                else None
            ),
        },
        "labels": per_label if has_label else [],
        "label_group_counts": {
            "labels": view.labels,
            "groups": view.group_order,
            "counts": [
                [view.cells.get((lab, g), 0) for g in view.group_order] for lab in view.labels
            ],
        },
        "coverage": _coverage(stats, view),
        "gendered_words": gendered_words,
        "associations": _associations(stats, view, marks, inputs),
        "length": _length(stats, view, conf),
        "plan": plan,
    }


def _view(
    value_counts: Counter, raw_groups: list, raw_labels: list, has_label: bool, notes: list[str]
) -> tuple[_View, Counter]:
    """The :class:`_View` of the rows and the row count of each group as shown; notes on
    group values that are shown otherwise, unknown or missing, and on missing labels."""
    # group values: normalise case for display only, and say so
    shown: dict[Any, str] = {v: _show_group(v) for v in value_counts}
    for v, s in shown.items():
        if v is not None and s in GROUP_VALUES and str(v) != s:
            notes.append(
                f"group value {v!r} ({_rows(value_counts[v])}) is read as {s!r}, as every "
                "step reads it"
            )
    other = sorted({s for s in shown.values() if s not in (*GROUP_VALUES, MISSING)})
    if other:
        notes.append(
            f"group values other than {', '.join(GROUP_VALUES)}: "
            + ", ".join(f"{o!r}" for o in other)
        )
    n_missing = sum(n for v, n in value_counts.items() if shown[v] == MISSING)
    if n_missing:
        notes.append(
            f"{_rows(n_missing, 'have')} no group value (shown as {MISSING}); resampling "
            "and reweighing need one"
        )
    group_totals: Counter = Counter()
    for v, n in value_counts.items():
        group_totals[shown[v]] += n
    group_order = [g for g in (*GROUP_VALUES, *other, MISSING) if g in group_totals]
    pair = _compared_groups(group_totals)
    if pair is None:
        present = [g for g in group_order if g != MISSING]
        notes.append(
            ONE_GROUP.format(
                which=f"one group only ({present[0]!r})" if present else "no group value"
            )
        )
    if pair and pair != ("female", "male"):
        notes.append(
            f"no female and male rows: shares and words compare {pair[0]!r} with {pair[1]!r}"
        )
    cells: Counter = Counter()
    for lab, grp in zip(raw_labels, raw_groups):
        cells[(_show_label(lab), shown[grp])] += 1
    labels = sorted({k[0] for k in cells}, key=lambda s: (s == MISSING, s))
    if has_label and any(k[0] == MISSING for k in cells):
        notes.append(
            f"{_rows(sum(n for k, n in cells.items() if k[0] == MISSING), 'have')} no label"
        )
    return _View(shown, group_order, pair, labels, cells, has_label), group_totals


def _label_shares(view: _View, conf: float) -> list[dict[str, Any]]:
    """Per label: rows per group and the share of the first compared group with its
    interval, largest share first; a note where the interval says little."""
    gi, gj = view.pair if view.pair else (None, None)
    per_label = []
    for lab in view.labels:
        counts = {g: view.cells.get((lab, g), 0) for g in view.group_order}
        share = _share(counts.get(gi, 0), counts.get(gj, 0), conf) if view.pair else {}
        row = {"label": lab, "rows": sum(counts.values()), "groups": counts, **share}
        n_pair = counts.get(gi, 0) + counts.get(gj, 0) if view.pair else None
        row["note"] = None
        if n_pair == 0:
            row["note"] = f"no {gi} or {gj} rows: no share"
        elif n_pair is not None and n_pair < 10:
            row["note"] = f"only {n_pair} {gi}/{gj} rows: see the interval"
        per_label.append(row)
    per_label.sort(key=lambda r: (r.get("share") is None, -(r.get("share") or 0.0), r["label"]))
    return per_label


def _coverage(stats: AuditStats, view: _View) -> dict[str, Any]:
    """Rows with text, with a gendered word, a name, and of each gender code, per group."""
    cov_by_group: dict[str, Counter] = {}
    for (_lab, grp, has_text, has_word, has_name, code, cf), n in stats.coverage_.items():
        c = cov_by_group.setdefault(view.group(grp), Counter())
        c["rows"] += n
        if not has_text:
            c["no_text"] += n
            continue
        c["with_text"] += n
        c["gendered_word"] += n if has_word else 0
        c["name"] += n if has_name else 0
        c["word_or_name"] += n if (has_word or has_name) else 0
        c[f"genders_{code}"] += n
        c["cda_gendered_word"] += n if cf else 0
    keys = ["rows", "with_text", "no_text", "gendered_word", "name", "word_or_name"]
    keys += [f"genders_{c}" for c in GENDER_CODES] + ["cda_gendered_word"]
    total_cov = Counter()
    for c in cov_by_group.values():
        total_cov.update(c)
    return {
        "overall": {k: int(total_cov.get(k, 0)) for k in keys},
        "by_group": {
            g: {k: int(cov_by_group.get(g, Counter()).get(k, 0)) for k in keys}
            for g in view.group_order
        },
    }


def _gendered_words(stats: AuditStats, view: _View) -> tuple[list[dict], dict[str, str]]:
    """The gendered words found, most frequent first, with their counts per group; and the
    lexicon kind of every counted word the swapper reads as gendered (to mark associated
    words)."""
    gw: dict[tuple, Counter] = {}
    for (grp, word, gender, kind), n in stats.gendered_.items():
        gw.setdefault((word, gender, kind), Counter())[view.group(grp)] += n
    gendered_words = sorted(
        (
            {
                "word": w,
                "gender": g,
                "kind": k,
                "count": int(sum(c.values())),
                "by_group": {grp: int(c.get(grp, 0)) for grp in view.group_order},
            }
            for (w, g, k), c in gw.items()
        ),
        key=lambda r: (-r["count"], r["word"]),
    )
    return gendered_words, _lexicon_marks(stats, {r["word"] for r in gendered_words})


def _lexicon_marks(stats: AuditStats, gendered: set[str]) -> dict[str, str]:
    """The lexicon kind (word, title, name) of every counted word the swapper's cheap check
    reads as gendered, as the coverage counts and scrub read it: "Will" is a name and "will"
    is not, and a lowercase "ward" is no name although "Ward" is one of the name list. A word
    is counted as its lowercase form, or as written where the check reads the two otherwise
    (:class:`~cdaprep.audit.stats.AuditStats`), so only words whose lowercase form was found
    gendered somewhere need asking."""
    stats.setup()
    marks = {}
    for w in stats.vocabulary_:
        if w.lower() in gendered and (c := stats._classify(w)) is not None:
            marks[w] = c[2]
    return marks


def _associations(
    stats: AuditStats, view: _View, marks: dict[str, str], inputs: dict[str, Any]
) -> dict[str, Any]:
    """The words most associated with each compared group, overall (with and without the
    lexicon's words) and per label."""
    vocab = stats.vocabulary_
    prior = stats.word_counts()
    in_lexicon = np.fromiter((w in marks for w in vocab), dtype=bool, count=len(vocab))
    pair = view.pair

    def counts_of(label: str | None, group: str) -> np.ndarray:
        return stats.word_counts(
            [
                c
                for c in stats.cell_words_
                if view.group(c[1]) == group and (label is None or _show_label(c[0]) == label)
            ]
        )

    def ranked(ci: np.ndarray, cj: np.ndarray, exclude=None) -> dict[str, list[dict]]:
        gi, gj = pair
        a, b = rank_words(
            vocab,
            ci,
            cj,
            prior,
            alpha0=inputs["alpha0"],
            min_count=inputs["min_count"],
            top=inputs["top"],
            exclude=exclude,
        )
        for r in (*a, *b):
            r["lexicon"] = marks.get(r["word"])
            r[f"count_{gi}"] = r.pop("count_i")
            r[f"count_{gj}"] = r.pop("count_j")
        return {gi: a, gj: b}

    associations: dict[str, Any] = {
        "groups": list(pair) if pair else None,
        "method": "weighted log-odds ratio with an informative Dirichlet prior (Monroe, "
        "Colaresi and Quinn 2008); prior = word counts of the whole corpus scaled to alpha0",
        "alpha0": inputs["alpha0"],
        "min_count": inputs["min_count"],
        "corpus_words": int(prior.sum()),
        "vocabulary": len(vocab),
        "overall": None,
        "overall_not_in_lexicon": None,
        "per_label": [],
    }
    if not pair:
        return associations
    gi, gj = pair
    ci, cj = counts_of(None, gi), counts_of(None, gj)
    associations["overall"] = ranked(ci, cj)
    associations["overall_not_in_lexicon"] = ranked(ci, cj, in_lexicon)
    if view.has_label:
        for lab in view.labels:
            ci, cj = counts_of(lab, gi), counts_of(lab, gj)
            counts = {gi: view.cells.get((lab, gi), 0), gj: view.cells.get((lab, gj), 0)}
            entry: dict[str, Any] = {"label": lab, "rows": counts}
            if not ci.any() or not cj.any():
                entry["reason"] = f"needs both {gi} and {gj} rows with text"
                entry["words"] = None
            else:
                entry["reason"] = None
                entry["words"] = ranked(ci, cj)
            associations["per_label"].append(entry)
    return associations


def _length(stats: AuditStats, view: _View, conf: float) -> dict[str, Any]:
    """Text length per group (word tokens and characters), and the difference of the
    compared groups' means with its interval, overall and per label."""

    hist_g: dict[str, Counter] = {}
    chars_g: dict[str, list[int]] = {}
    for (lab, grp), h in stats.hist_.items():
        g = view.group(grp)
        hist_g.setdefault(g, Counter()).update(h)
        acc = chars_g.setdefault(g, [0, 0, 0])
        for k, v in enumerate(stats.chars_[(lab, grp)]):
            acc[k] += v
    length: dict[str, Any] = {
        "unit": "word tokens per row (letters, an apostrophe inside allowed); characters",
        "by_group": {
            g: _length_row(hist_g.get(g, Counter()), chars_g.get(g, [0, 0, 0]))
            for g in view.group_order
        },
        "difference": None,
        "per_label": [],
    }
    if not view.pair:
        return length
    gi, gj = view.pair
    a, b = length["by_group"].get(gi), length["by_group"].get(gj)
    length["difference"] = (
        {"groups": [gi, gj], **d} if a and b and (d := _mean_difference(a, b, conf)) else None
    )
    if view.has_label:
        for lab in view.labels:
            rows = {}
            for g in view.pair:
                h, ch = Counter(), [0, 0, 0]
                for (l2, g2), hh in stats.hist_.items():
                    if _show_label(l2) == lab and view.group(g2) == g:
                        h.update(hh)
                        ch = [x + y for x, y in zip(ch, stats.chars_[(l2, g2)])]
                rows[g] = _length_row(h, ch)
            d = _mean_difference(rows[gi], rows[gj], conf)
            length["per_label"].append({"label": lab, "by_group": rows, "difference": d})
    return length


def _text_rows(stats: AuditStats, notes: list[str]) -> dict[str, int]:
    """Rows without usable text, by cause; a note if there are any."""
    text_rows = dict(stats.text_)
    for key in ("missing", "empty", "not_string"):
        text_rows.setdefault(key, 0)
    if sum(text_rows.values()):
        n = _rows(sum(text_rows.values()), have="have")
        notes.append(
            f"{n} no usable text ({text_rows['missing']} missing, "
            f"{text_rows['empty']} empty, {text_rows['not_string']} not a string): they get no "
            "counterfactual and count as 'none' for assign-gender"
        )
    return text_rows
