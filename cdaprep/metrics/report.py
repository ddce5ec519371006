"""The evaluation report behind ``cdaprep metrics``: JSON, Markdown and plots.

:func:`evaluate` turns one or more prediction frames (the paired evaluation set of
``cdaprep pairs`` plus the user's prediction column) into one JSON-ready dict; :func:`write_report`
writes ``metrics.json``, ``report.md`` and the PNG plots atomically into a report folder.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, missing_column_error
from cdaprep.metrics import _core as C
from cdaprep.metrics.biasamp import biasamp_by_pair
from cdaprep.metrics.bootstrap import (
    ROLE_ORIGINAL,
    across_runs_interval,
    build_units,
    make_context,
    metric_arrays,
    percentile_interval,
    run_bootstrap,
)
from cdaprep.metrics.gaps import causal_gap_table, stat_gap_table
from cdaprep.reporting import PLOT_HINT, _scalar, dumps_json, pyplot, write_report_folder

__all__ = ["evaluate", "write_report", "render_markdown", "SCHEMA_VERSION", "PLOT_HINT"]

SCHEMA_VERSION = 1
NOTE_NO_PAIRS = "no pair column: causal metrics are not computed (statistical metrics only)"
NOTE_NO_ROLE = (
    "no role column {column!r}: every row is treated as an original row and causal metrics "
    "are not computed"
)
NOTE_SKIPPED_PAIRS = (
    "{n} pair id(s) are not valid pairs (need one original and one counterfactual row, one of "
    "each group, same label) and were left out of the causal metrics"
)
NOTE_MISSING = "{n} original row(s) with a missing label or prediction were left out"
NOTE_EXCLUDED = "{n} row(s) whose text has no gendered word were excluded (with their pairs)"
NOTE_NOT_IN_TRAIN = "label(s) seen in the predictions but not in the training data: {labels}"
NOTE_SHARE_SOURCE = "group share per class (for the Pearson correlations) taken from {source}"
NOTE_RMS_BIAS = (
    "RMS values are non-negative: near zero their percentile bootstrap interval is biased "
    "upwards and may not contain the point estimate"
)

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
    for option, col in columns.items():
        if col is not None and col not in df.columns:
            raise missing_column_error(
                col, df.columns, where=where, fix=f"Pass the right column with {option}."
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
) -> dict:
    """Evaluate one or more prediction files of the same model family into a report dict.

    ``runs`` is a list of ``(name, frame)``. ``pair_column=None`` uses ``cda_pair_id`` when the
    frame has it (causal metrics) and computes statistical metrics only otherwise. The result is
    the content of ``metrics.json`` (schema in ``docs/metrics.md``): every number with its
    bootstrap interval, per run, plus across-run intervals when there are several runs.

    Examples
    --------
    >>> df = pd.DataFrame({"y": [0, 1, 0, 1], "p": [0, 1, 1, 1],
    ...                    "gender": ["female", "female", "male", "male"]})
    >>> r = evaluate([("run", df)], label_column="y", prediction_column="p", n_boot=50)
    >>> r["runs"][0]["counts"]["original_rows"], r["runs"][0]["summary"]["rms.stat.tpr"]["value"]
    (4, 0.7071067811865476)
    """
    if not runs:
        raise UsageError("evaluate needs at least one prediction frame")
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
        train_y = C.as_1d(tdf[train_label_column], what="train labels")
        train_s = C.as_1d(tdf[train_group_column], what="train groups")
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
        all_labels += [C.as_1d(df[label_column]), C.as_1d(df[prediction_column])]
    classes = C.sorted_unique(*all_labels, train_y)
    pos = _match_label(pos_label, classes)
    if train_y is not None:
        in_train = set(pd.unique(np.asarray(train_y, dtype=object)).tolist())
        missing = [c for c in classes if c not in in_train]
        if missing:
            notes.append(NOTE_NOT_IN_TRAIN.format(labels=", ".join(map(repr, missing))))
        notes.append(NOTE_SHARE_SOURCE.format(source=f"the training data ({train[0]})"))
    else:
        notes.append(NOTE_SHARE_SOURCE.format(source="the evaluated data (no --train given)"))
    out_runs = []
    for name, df in runs:
        out_runs.append(
            _evaluate_run(
                name,
                df,
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
                n_boot=n_boot,
                seed=seed,
                confidence=confidence,
            )
        )
    if any(r["counts"]["pairs"] for r in out_runs):
        notes.append(NOTE_RMS_BIAS)
    across = _across(out_runs) if len(out_runs) > 1 else None
    from cdaprep import __version__

    return {
        "schema_version": SCHEMA_VERSION,
        "cdaprep_version": __version__,
        "inputs": {
            "predictions": [name for name, _ in runs],
            "train": None if train is None else train[0],
            "label_column": label_column,
            "prediction_column": prediction_column,
            "group_column": group_column,
            "pair_column": pair_column,
            "role_column": role_column,
            "gendered_word_column": gendered_word_column,
            "exclude_no_gendered_word": exclude_no_gendered_word,
            "group": group,
            "reference_group": reference_group,
            "positive_label": _jsonable(pos),
            "n_boot": n_boot,
            "seed": seed,
            "confidence": confidence,
        },
        "labels": [_jsonable(c) for c in classes],
        "notes": notes,
        "runs": out_runs,
        "across_runs": across,
    }


def _evaluate_run(
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
    classes,
    train_y,
    train_s,
    pos,
    n_boot,
    seed,
    confidence,
):
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
    )
    ctx = make_context(
        units, train_y=train_y, train_sensitive_features=train_s, group=group, pos_label=pos
    )
    n, s_g, s_r = units.tables(units.counts)
    point = {k: v[0] for k, v in metric_arrays(n, s_g, s_r, ctx).items()}
    boot = run_bootstrap(units, ctx, n_boot=n_boot, seed=seed) if n_boot else {}
    if units.skipped_pairs:
        notes.append(NOTE_SKIPPED_PAIRS.format(n=units.skipped_pairs))
    if units.missing_rows:
        notes.append(NOTE_MISSING.format(n=units.missing_rows))

    def interval(key):
        if not boot:
            return None, None, 0
        lo, hi, nv = percentile_interval(boot[key], confidence)
        return lo, hi, nv

    # per-class tables with reasons
    per_class: dict[str, list] = {}
    tables = {}
    for rate in C.RATES_STAT:
        tables[f"stat.{rate}"] = stat_gap_table(
            n[0], classes, units.gi, units.ri, group, reference_group, rate
        )
    if units.has_pairs:
        for rate in C.RATES_CAUSAL:
            tables[f"causal.{rate}"] = causal_gap_table(s_g[0], s_r[0], classes, rate)
    for key, table in tables.items():
        lo, hi, nv = interval(key)
        rows = []
        for k, lab in enumerate(classes):
            rows.append(
                {
                    "label": _jsonable(lab),
                    "value": _num(table["gap"].iloc[k]),
                    "ci_low": None if lo is None else _num(lo[k]),
                    "ci_high": None if hi is None else _num(hi[k]),
                    "n_boot_valid": int(nv[k]) if boot else 0,
                    "group_rate": _num(table["group_rate"].iloc[k]),
                    "reference_rate": _num(table["reference_rate"].iloc[k]),
                    "group_n": int(table["group_n"].iloc[k]),
                    "reference_n": int(table["reference_n"].iloc[k]),
                    "reason": _reason(table["reason"].iloc[k]),
                }
            )
        per_class[key] = rows
    summary = {}
    for key in SCALARS:
        if key not in point:
            continue
        lo, hi, nv = interval(key)
        v = _num(point[key])
        summary[key] = {
            "name": SCALARS[key],
            "value": v,
            "ci_low": None if lo is None else _num(lo),
            "ci_high": None if hi is None else _num(hi),
            "n_boot_valid": int(nv) if boot else 0,
            "reason": None if v is not None else _scalar_reason(key, per_class),
        }
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
    share = (
        ctx.share if ctx.share is not None else C._div(n[0].sum(-1)[units.gi], n[0].sum(-1).sum(0))
    )
    return {
        "file": name,
        "counts": {
            "rows": int(len(df)) + excluded,
            "original_rows": int(len(orig)),
            "pairs": int(units.n_pairs),
            "skipped_pairs": int(units.skipped_pairs),
            "excluded_rows": excluded,
            "missing_rows": int(units.missing_rows),
            "units_resampled": int(units.counts.sum()),
        },
        "notes": notes,
        "summary": summary,
        "per_class": per_class,
        "group_share": [
            {
                "label": _jsonable(c),
                "share": _num(share[k]),
                "reason": None
                if np.isfinite(share[k])
                else f"label {c!r} has no examples in the data the share comes from",
            }
            for k, c in enumerate(classes)
        ],
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


def _scalar_reason(key, per_class):
    base = key.split(".", 1)[1] if key.startswith("rms.") else None
    if base and base in per_class:
        return "no class has a defined gap (see the per-class reasons)"
    if key.startswith("pearson."):
        return "fewer than two classes have both a gap and a group share, or one is constant"
    return "undefined on this data (no examples for the conditioning events)"


def _across(runs: list[dict]) -> dict:
    out: dict[str, Any] = {
        "n_runs": len(runs),
        "method": "mean +- 1.96 sd / sqrt(n)",
        "summary": {},
        "per_class": {},
    }
    for key in runs[0]["summary"]:
        vals = [r["summary"][key]["value"] for r in runs]
        iv = across_runs_interval([np.nan if v is None else v for v in vals])
        out["summary"][key] = {
            "name": SCALARS[key],
            "mean": _num(iv["mean"]),
            "ci_low": _num(iv["ci_low"]),
            "ci_high": _num(iv["ci_high"]),
            "sd": _num(iv["sd"]),
            "n": iv["n"],
            "values": vals,
        }
    for key in runs[0]["per_class"]:
        rows = []
        for k, row in enumerate(runs[0]["per_class"][key]):
            vals = [r["per_class"][key][k]["value"] for r in runs]
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


# ------------------------------------------------------------------------------------------
# rendering
# ------------------------------------------------------------------------------------------


def _fmt(v, digits=4):
    return "n/a" if v is None else f"{v:.{digits}f}"


def _fmt_ci(lo, hi):
    return "" if lo is None or hi is None else f"[{_fmt(lo)}, {_fmt(hi)}]"


def render_markdown(report: dict) -> str:
    """The human-readable ``report.md`` of a report dict."""
    inp = report["inputs"]
    lines = ["# cdaprep bias report", ""]
    lines.append(f"Predictions: {', '.join(f'`{p}`' for p in inp['predictions'])}  ")
    lines.append(f"Training data: {'`' + inp['train'] + '`' if inp['train'] else 'not given'}  ")
    lines.append(
        f"Gaps are `{inp['group']}` minus `{inp['reference_group']}`; intervals are "
        f"{int(inp['confidence'] * 100)}% percentile bootstrap intervals over {inp['n_boot']} "
        f"resamples of individuals (pairs resampled together), seed {inp['seed']}."
    )
    lines.append("")
    notes = list(report["notes"])
    for run in report["runs"]:
        notes += [f"{run['file']}: {n}" for n in run["notes"]]
    if notes:
        lines += ["## Notes", ""] + [f"* {n}" for n in notes] + [""]
    across = report.get("across_runs")
    if across:
        lines += [
            f"## Across {across['n_runs']} runs (mean, mean +- 1.96 sd / sqrt(n))",
            "",
            "| metric | mean | interval | values |",
            "|---|---|---|---|",
        ]
        for s in across["summary"].values():
            vals = ", ".join(_fmt(v) for v in s["values"])
            lines.append(
                f"| {s['name']} | {_fmt(s['mean'])} | "
                f"{_fmt_ci(s['ci_low'], s['ci_high'])} | {vals} |"
            )
        lines.append("")
    for run in report["runs"]:
        c = run["counts"]
        lines += [
            f"## Run `{run['file']}`",
            "",
            f"{c['original_rows']} original rows, {c['pairs']} counterfactual pairs, "
            f"{c['skipped_pairs']} invalid pair ids, {c['excluded_rows']} excluded rows.",
            "",
            "| metric | value | interval | note |",
            "|---|---|---|---|",
        ]
        for s in run["summary"].values():
            lines.append(
                f"| {s['name']} | {_fmt(s['value'])} | "
                f"{_fmt_ci(s['ci_low'], s['ci_high'])} | {s['reason'] or ''} |"
            )
        lines += ["", "### Per-class gaps", ""]
        keys = [k for k in PER_CLASS if k in run["per_class"]]
        head = " | ".join(
            k.replace("stat.", "statistical ")
            .replace("causal.", "causal ")
            .upper()
            .replace("STATISTICAL", "stat")
            .replace("CAUSAL", "causal")
            for k in keys
        )
        lines.append(f"| label | n ({inp['group']}/{inp['reference_group']}) | {head} | why n/a |")
        lines.append("|---" * (len(keys) + 3) + "|")
        for k, lab in enumerate(report["labels"]):
            tpr = run["per_class"]["stat.tpr"][k]
            cells = []
            reasons = []
            for key in keys:
                row = run["per_class"][key][k]
                ci = _fmt_ci(row["ci_low"], row["ci_high"])
                cells.append(f"{_fmt(row['value'])} {ci}".strip())
                if row["reason"]:
                    reasons.append(f"{key}: {row['reason']}")
            lines.append(
                f"| {lab} | {tpr['group_n']}/{tpr['reference_n']} | "
                + " | ".join(cells)
                + f" | {'; '.join(reasons)} |"
            )
        if run["biasamp_by_pair"]:
            lines += [
                "",
                "### BiasAmp A->T per (group, label)",
                "",
                "| group | label | y_at | delta | contribution | why n/a |",
                "|---|---|---|---|---|---|",
            ]
            for row in run["biasamp_by_pair"]:
                y_at = "n/a" if row["y_at"] is None else row["y_at"]
                lines.append(
                    f"| {row['attribute']} | {row['task']} | {y_at} | "
                    f"{_fmt(row['delta'])} | {_fmt(row['contribution'])} | "
                    f"{row['reason'] or ''} |"
                )
        lines.append("")
    plots = report.get("plots") or []
    if plots:
        lines += ["## Plots", ""] + [f"![{p}]({p})" for p in plots] + [""]
    return "\n".join(lines)


def _plot(report: dict, folder: Path) -> list[str]:
    plt = pyplot()
    labels = [str(x) for x in report["labels"]]
    across = report.get("across_runs")
    run = report["runs"][0]

    def series(key):
        if across:
            rows = across["per_class"].get(key)
            if rows is None:
                return None
            v = [r["mean"] for r in rows]
        else:
            rows = run["per_class"].get(key)
            if rows is None:
                return None
            v = [r["value"] for r in rows]
        lo = [r["ci_low"] for r in rows]
        hi = [r["ci_high"] for r in rows]
        f = lambda xs: np.array([np.nan if x is None else x for x in xs], dtype=float)  # noqa
        return f(v), f(lo), f(hi)

    written = []
    for rate in ("tpr", "fpr"):
        st, ca = series(f"stat.{rate}"), series(f"causal.{rate}")
        if st is not None and ca is not None:
            fig, ax = plt.subplots(figsize=(6, 6))
            ok = np.isfinite(st[0]) & np.isfinite(ca[0])
            ax.scatter(st[0][ok], ca[0][ok], s=18)
            for i in np.nonzero(ok)[0]:
                ax.annotate(labels[i], (st[0][i], ca[0][i]), fontsize=7, alpha=0.8)
            lim = np.nanmax(np.abs(np.r_[st[0][ok], ca[0][ok], 1e-3])) * 1.1
            ax.plot([-lim, lim], [-lim, lim], "r--", lw=1, label="statistical = causal")
            ax.axhline(0, color="grey", lw=0.5)
            ax.axvline(0, color="grey", lw=0.5)
            ax.set_xlabel(f"statistical {rate.upper()} gap")
            ax.set_ylabel(f"causal {rate.upper()} gap")
            ax.set_title(f"Per-class {rate.upper()} gap: statistical vs causal")
            ax.legend(loc="upper left")
            fig.tight_layout()
            fname = f"{rate}_gap_statistical_vs_causal.png"
            fig.savefig(folder / fname, dpi=120)
            plt.close(fig)
            written.append(fname)
        kinds = [(k, s) for k, s in (("statistical", st), ("causal", ca)) if s is not None]
        fig, ax = plt.subplots(figsize=(max(6, 0.35 * len(labels) + 2), 4.5))
        width = 0.8 / len(kinds)
        x = np.arange(len(labels))
        for j, (kind, (v, lo, hi)) in enumerate(kinds):
            err = np.vstack(
                [np.where(np.isfinite(lo), v - lo, 0), np.where(np.isfinite(hi), hi - v, 0)]
            )
            err = np.where(np.isfinite(err), np.abs(err), 0)
            ax.bar(
                x + (j - (len(kinds) - 1) / 2) * width,
                np.nan_to_num(v),
                width,
                yerr=err,
                capsize=2,
                label=kind,
            )
        ax.axhline(0, color="grey", lw=0.5)
        ax.set_xticks(x, labels, rotation=60, ha="right", fontsize=8)
        ax.set_ylabel(
            f"{rate.upper()} gap ({report['inputs']['group']} - "
            f"{report['inputs']['reference_group']})"
        )
        ax.legend()
        fig.tight_layout()
        fname = f"{rate}_gap_per_class.png"
        fig.savefig(folder / fname, dpi=120)
        plt.close(fig)
        written.append(fname)
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
                rep["plots"] = _plot(rep, folder)
        (folder / "metrics.json").write_text(dumps_json(rep), encoding="utf-8")
        (folder / "report.md").write_text(render_markdown(rep), encoding="utf-8")

    write_report_folder(output, fill, overwrite=overwrite)
    return messages
