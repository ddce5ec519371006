"""The report of ``cdaprep compare``: one table in the layout of Chen, Ji and Evans 2023,
Tables 4 and 5, the differences against ``none``, plots, and the time per stage.

:func:`summarize` turns the tidy frame of :func:`cdaprep.compare` into a JSON-ready dict;
:func:`write_compare_report` writes ``compare.json``, ``results.csv``, ``report.md`` and the PNG
plots atomically into a report folder (:mod:`cdaprep.reporting` conventions).
"""

from __future__ import annotations

import math
import os
from pathlib import Path
from statistics import NormalDist
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.comparison.core import compare_info
from cdaprep.reporting import (
    draw_plots,
    dumps_json,
    error_bars,
    md_table,
    pyplot,
    write_report_folder,
)

__all__ = ["TABLE_METRICS", "summarize", "render_markdown", "write_compare_report"]

SCHEMA_VERSION = 1
BASELINE = "none"
#: Columns of the results table: (metric key, short name, which way is better).
TABLE_METRICS = (
    ("accuracy", "accuracy", "higher"),
    ("macro_f1", "macro-F1", "higher"),
    ("rms.stat.tpr", "stat. TPR gap", "lower"),
    ("rms.causal.tpr", "causal TPR gap", "lower"),
    ("rms.stat.fpr", "stat. FPR gap", "lower"),
    ("rms.causal.fpr", "causal FPR gap", "lower"),
    ("rms.stat.ppr", "stat. PPR gap", "lower"),
    ("rms.causal.ppr", "causal PPR gap", "lower"),
)
SCALE = 100  # the table shows percent / percentage points, like the paper
DIGITS = 2
INTERVAL_NOTE = (
    "interval of a method: the percentile bootstrap interval of the evaluation set "
    "(individuals resampled with their pairs), averaged over seeds"
)
DIFFERENCE_NOTE = (
    "difference against none: method minus none paired by seed, mean over seeds; interval "
    "mean +- z * sqrt(sd^2 / n + se_method^2 + se_none^2), where sd is the spread of the "
    "per-seed differences and se_x = (bootstrap interval width) / (2 z) averaged over seeds; "
    "conservative, because it treats the two methods' evaluation errors as independent "
    "although they share the evaluation set"
)
#: What the report says of a method's interval and of the differences without resamples.
INTERVAL_NONE = "no bootstrap intervals were computed (--n-boot 0)"
DIFFERENCE_NONE = (
    "difference against none: method minus none paired by seed, mean over seeds; no interval "
    "and no * mark, because without bootstrap resamples (--n-boot 0) the evaluation error of "
    "each method is unknown and the spread across seeds alone (0 for a method without random "
    "draws) would make every difference look certain; run with --n-boot 1000 (the default) "
    "for intervals"
)
DIFFERENCE_ONE_SEED = (
    "difference against none: method minus none of the one seed; interval "
    "mean +- z * sqrt(se_method^2 + se_none^2), where se_x = (bootstrap interval width) / (2 z): "
    "the evaluation error only (one seed has no spread across seeds, so training randomness is "
    "not in it); conservative, because it treats the two methods' evaluation errors as "
    "independent although they share the evaluation set"
)


def _difference_note(n_boot: int, n_seeds: int) -> str:
    """What the differences' intervals are for these options (:data:`DIFFERENCE_NOTE`,
    :data:`DIFFERENCE_ONE_SEED` or, without resamples, :data:`DIFFERENCE_NONE`)."""
    if not n_boot:
        return DIFFERENCE_NONE
    return DIFFERENCE_NOTE if n_seeds > 1 else DIFFERENCE_ONE_SEED


def _num(x) -> float | None:
    if x is None:
        return None
    x = float(x)
    return None if math.isnan(x) or math.isinf(x) else x


def _nanmean(values) -> float:
    v = np.asarray(values, dtype=float)
    v = v[np.isfinite(v)]
    return float(v.mean()) if len(v) else float("nan")


def _display(v: float | None) -> float | None:
    return None if v is None else round(v * SCALE, DIGITS)


def summarize(result: pd.DataFrame) -> dict[str, Any]:
    """The report of a comparison as a JSON-ready dict (the content of ``compare.json``).

    ``table`` has one entry per method with, per metric of :data:`TABLE_METRICS`, the mean and
    standard deviation over seeds, the bootstrap interval (averaged over seeds) and whether it
    is the best value of its column; ``differences`` has the difference of every method
    against ``none`` with its interval (see :data:`DIFFERENCE_NOTE`; none without bootstrap
    resamples); ``classes`` has, per method and summary metric, the classes it counts and why
    the others are left out.

    Examples
    --------
    >>> res = cdaprep.compare(train, test, text_column="text", label_column="y")  # doctest: +SKIP
    >>> summarize(res)["table"][0]["method"]  # doctest: +SKIP
    'none'
    """
    from cdaprep import __version__
    from cdaprep.metrics import across_runs_interval

    info = compare_info(result)
    inputs = info["inputs"]
    methods = list(inputs["methods"])
    z = NormalDist().inv_cdf(0.5 + inputs["confidence"] / 2)

    def training_rows(m: str) -> int | float:
        # a count of rows (the same for every seed of a method); the mean if seeds differed
        counts = [int(t["rows"]) for t in info["training_sets"] if t["method"] == m]
        return counts[0] if len(set(counts)) == 1 else float(np.mean(counts))

    rows_of = {m: training_rows(m) for m in methods}

    classes_of = info.get("classes") or {}  # per method, per summary metric

    def values(method: str, metric: str) -> pd.DataFrame:
        sel = result[(result["method"] == method) & (result["metric"] == metric)]
        return sel.sort_values("seed")

    table = []
    for m in methods:
        cells = {}
        for key, _, _ in TABLE_METRICS:
            v = values(m, key)
            iv = across_runs_interval(v["value"].to_numpy(dtype=float))
            counted = classes_of.get(m, {}).get(key)
            cells[key] = {
                "mean": _num(iv["mean"]),
                "sd": _num(iv["sd"]),
                "n": iv["n"],
                "ci_low": _num(_nanmean(v["low"])),
                "ci_high": _num(_nanmean(v["high"])),
                "best": False,
                "classes": None if counted is None else counted["classes"],
                "n_classes": None if counted is None else counted["n_classes"],
            }
        table.append({"method": m, "training_rows": rows_of[m], "metrics": cells})
    for key, _, better in TABLE_METRICS:
        shown = [_display(r["metrics"][key]["mean"]) for r in table]
        ok = [s for s in shown if s is not None]
        if ok:
            target = max(ok) if better == "higher" else min(ok)
            for r, s in zip(table, shown):
                r["metrics"][key]["best"] = s == target

    differences = []
    if BASELINE in methods:
        for m in methods:
            if m == BASELINE:
                continue
            cells = {}
            for key, _, _ in TABLE_METRICS:
                a = values(m, key).set_index("seed")
                b = values(BASELINE, key).set_index("seed")
                seeds = [s for s in a.index if s in b.index]
                d = (a.loc[seeds, "value"] - b.loc[seeds, "value"]).to_numpy(dtype=float)
                d = d[np.isfinite(d)]
                n = len(d)
                # excludes_zero is None when there is no interval (no resamples: the
                # evaluation error is unknown, and the seed spread alone is no interval)
                cell: dict[str, Any] = {"mean": None, "sd": None, "n": n}
                cell.update(ci_low=None, ci_high=None, excludes_zero=None)
                if n:
                    mean = float(d.mean())
                    sd = float(d.std(ddof=1)) if n > 1 else float("nan")
                    se_a = _nanmean((a.loc[seeds, "high"] - a.loc[seeds, "low"]) / (2 * z))
                    se_b = _nanmean((b.loc[seeds, "high"] - b.loc[seeds, "low"]) / (2 * z))
                    cell.update(mean=mean, sd=_num(sd))
                    if np.isfinite(se_a) and np.isfinite(se_b):
                        spread = sd**2 / n if n > 1 else 0.0
                        half = z * math.sqrt(spread + se_a**2 + se_b**2)
                        lo, hi = mean - half, mean + half
                        cell.update(ci_low=lo, ci_high=hi, excludes_zero=lo > 0 or hi < 0)
                cells[key] = cell
            differences.append({"method": m, "metrics": cells})

    wall = info.get("wall_seconds") or sum(info["seconds"].values())
    return {
        "schema_version": SCHEMA_VERSION,
        "cdaprep_version": __version__,
        "versions": _versions(),
        "inputs": inputs,
        "counts": info["counts"],
        "labels": info["labels"],
        "columns": [{"key": k, "name": n, "better": b} for k, n, b in TABLE_METRICS],
        "scale": SCALE,
        "interval": INTERVAL_NOTE if inputs["n_boot"] else INTERVAL_NONE,
        "table": table,
        "baseline": BASELINE if BASELINE in methods else None,
        "difference_interval": _difference_note(inputs["n_boot"], len(inputs["seeds"])),
        "differences": differences,
        "training_sets": info["training_sets"],
        "classes_rule": info.get("classes_rule"),
        "classes": [{"method": m, "figures": classes_of.get(m, {})} for m in methods],
        "runs": [
            {
                **r,
                "n_classes": classes_of.get(r["method"], {}).get(r["metric"], {}).get("n_classes"),
            }
            for r in result.to_dict("records")
        ],
        "metric_names": info["metric_names"],
        "notes": info["notes"],
        "seconds": info["seconds"],
        "wall_seconds": wall,
        "stage_share": {k: (v / wall if wall else None) for k, v in info["seconds"].items()},
    }


# -- Markdown ---------------------------------------------------------------------------------


def _f(v: float | None, digits: int = DIGITS) -> str:
    return "n/a" if v is None else f"{v * SCALE:z.{digits}f}"  # z: never -0.00


def _cell(c: dict) -> str:
    if c["mean"] is None:
        return "n/a"
    text = f"**{_f(c['mean'])}**" if c.get("best") else _f(c["mean"])
    if c.get("sd") is not None:
        text += f" ± {_f(c['sd'])}"
    if c["ci_low"] is not None and c["ci_high"] is not None:
        text += f" [{_f(c['ci_low'])}, {_f(c['ci_high'])}]"
    return text


def _diff_cell(c: dict) -> str:
    if c["mean"] is None:
        return "n/a"
    text = f"{c['mean'] * SCALE:+z.{DIGITS}f}"
    if c["ci_low"] is not None:
        text += f" [{c['ci_low'] * SCALE:+z.{DIGITS}f}, {c['ci_high'] * SCALE:+z.{DIGITS}f}]"
    return text + (" *" if c.get("excludes_zero") else "")


def _classes_section(report: dict) -> list[str]:
    """ "Classes counted": which classes each gap of the table counts (the table of
    ``cdaprep metrics``), per group of methods that count the same, and why each class left
    out is left out."""
    from cdaprep.metrics.report import _classes_lines

    by_method = report.get("classes") or []
    if not by_method or not any(c["figures"] for c in by_method):
        return []  # a compare.json of an older version
    labels = report["labels"]
    gaps = [(k, name) for k, name, _ in TABLE_METRICS if k.startswith("rms.")]
    same: dict[str, list[str]] = {}
    shown: dict[str, dict] = {}
    for c in by_method:
        figures = {k: c["figures"][k] for k, _ in gaps if k in c["figures"]}
        sig = repr([(k, figures[k]["classes"], figures[k].get("left_out")) for k in figures])
        same.setdefault(sig, []).append(c["method"])
        shown.setdefault(sig, figures)
    lines = ["## Classes counted", ""]
    text = (
        f"Each gap of the table is over the classes below, of the {len(labels)} labels of the "
        "evaluation data"
    )
    if report.get("classes_rule"):
        text += f"; {report['classes_rule']}"
    lines += [text + ".", ""]
    common = False
    order = {str(label): i for i, label in enumerate(labels)}
    for sig, methods in same.items():
        figures = shown[sig]
        if len(same) > 1:
            lines += [f"Methods {', '.join(f'`{m}`' for m in methods)}:", ""]
        names = dict(gaps)
        summary = {k: {"name": names[k], "classes": f["classes"]} for k, f in figures.items()}
        lines += _classes_lines(summary, labels) + [""]
        why: dict[tuple, list[str]] = {}
        for k, f in figures.items():
            for row in f.get("left_out") or []:
                gap = row.get("gap")
                mark = "¹" if gap is not None and gap != k.removeprefix("rms.") else ""
                common = common or bool(mark)
                label = str(row["label"])
                at = order.get(label, len(order))
                why.setdefault((at, label, row.get("why") or ""), []).append(names[k] + mark)
        if why:
            rows = [
                [label, ", ".join(why[a, label, w]), w]
                for a, label, w in sorted(why, key=lambda t: t[0])
            ]
            lines += md_table(["class left out", "of", "why"], rows) + [""]
    if common:
        lines += [
            "¹ left out because of its other gap: the statistical and the causal RMS of a rate "
            "count the same classes (--rms-classes common, the default); --rms-classes each "
            "counts each gap's own classes (the two RMS are then not comparable).",
            "",
        ]
    return lines


def render_markdown(report: dict) -> str:
    """The human-readable ``report.md`` of a :func:`summarize` dict."""
    inp = report["inputs"]
    counts = report["counts"]
    seeds = inp["seeds"]
    conf = int(round(inp["confidence"] * 100))
    lines = ["# cdaprep compare: which debiasing method for this data?", ""]
    lines.append(
        f"Training data: `{inp['train']}` ({counts['train_rows']} rows); evaluation data: "
        f"`{inp['eval']}` ({counts['eval_rows']} rows, {counts['pair_rows']} rows of "
        f"counterfactual pairs).  "
    )
    lines.append(f"Classifier: {inp['classifier']}.  ")
    n_boot = inp["n_boot"]
    boot = (
        f"{n_boot} resamples, {conf}% intervals, seed {inp['bootstrap_seed']}"
        if n_boot
        else "none (--n-boot 0): no intervals"
    )
    lines.append(f"Seeds: {', '.join(map(str, seeds))}; bootstrap: {boot}.")
    if len(seeds) > 1:
        shown = f"mean ± standard deviation over {len(seeds)} seeds"
    else:
        shown = "the value of the one seed (no standard deviation)"
    if n_boot:
        shown += f", then the {conf}% {INTERVAL_NOTE}"
    else:
        shown += f"; {INTERVAL_NONE}, so no cell has an interval"
    lines += [
        "",
        "## Results",
        "",
        f"Values × {SCALE} (percent and percentage points, as in Chen, Ji and Evans 2023, "
        f"Tables 4 and 5): {shown}. Gaps are the root mean square over classes of the per-class "
        "gap (female minus male). **Bold**: the best value of the column (highest accuracy and "
        "macro-F1, lowest gaps).",
        "",
    ]
    head = ["method", *[name for _, name, _ in TABLE_METRICS], "training rows"]
    body = [
        [
            f"`{r['method']}`",
            *[_cell(r["metrics"][k]) for k, _, _ in TABLE_METRICS],
            f"{r['training_rows']:.0f}",
        ]
        for r in report["table"]
    ]
    lines += md_table(head, body) + [""]
    if report["differences"]:
        if n_boot:
            about = (
                f"{conf}% interval; `*`: the interval excludes 0. Negative is better for the "
                "gaps, positive for accuracy and macro-F1. The interval is "
                + _difference_note(n_boot, len(seeds)).split("; interval ", 1)[1]
            )
        else:
            about = (
                ("mean over seeds, paired by seed" if len(seeds) > 1 else "the one seed")
                + ". Negative is better for the gaps, positive "
                "for accuracy and macro-F1. No interval and no `*` mark: without bootstrap "
                "resamples (--n-boot 0) the evaluation error of each method is unknown, and "
                "the spread across seeds alone (0 for a method without random draws) would "
                "make every difference look certain; run with --n-boot 1000 (the default) for "
                "intervals"
            )
        lines += [
            "## Differences against `none`",
            "",
            f"Method minus `none` × {SCALE}, {about}.",
            "",
        ]
        body = [
            [f"`{d['method']}`", *[_diff_cell(d["metrics"][k]) for k, _, _ in TABLE_METRICS]]
            for d in report["differences"]
        ]
        lines += md_table(["method", *[name for _, name, _ in TABLE_METRICS]], body) + [""]
    else:
        lines += ["No `none` run: differences against `none` are not computed.", ""]
    lines += _classes_section(report)
    plots = report.get("plots") or []
    if plots:
        lines += ["## Plots", ""] + [f"![{p}]({p})" for p in plots] + [""]
    lines += ["## Runs", ""]
    runs = pd.DataFrame(report["runs"])
    keys = [k for k, _, _ in TABLE_METRICS]
    body = []
    for t in report["training_sets"]:
        sel = runs[(runs["method"] == t["method"]) & (runs["seed"] == t["seed"])]
        vals = dict(zip(sel["metric"], sel["value"]))
        body.append(
            [f"`{t['method']}`", t["seed"], t["rows"], *[_f(_num(vals.get(k))) for k in keys]]
        )
    lines += md_table(["method", "seed", "training rows", *[n for _, n, _ in TABLE_METRICS]], body)
    lines += ["", "## Time per stage", ""]
    wall = report["wall_seconds"]
    body = [
        [k, f"{v:.1f}", f"{report['stage_share'][k]:.0%}" if wall else ""]
        for k, v in report["seconds"].items()
    ]
    other = wall - sum(report["seconds"].values())
    if other > 0.05:
        body.append(
            ["other (reporting progress, bookkeeping)", f"{other:.1f}", f"{other / wall:.0%}"]
        )
    body.append(["total (wall)", f"{wall:.1f}", "100%"])
    lines += md_table(["stage", "seconds", "share"], body) + [""]
    if report["notes"]:
        lines += ["## Notes", ""] + [f"* {n}" for n in report["notes"]] + [""]
    return "\n".join(lines)


# -- plots ------------------------------------------------------------------------------------


def _series(report: dict, key: str):
    """Mean, lower and upper error (for matplotlib), scaled, per method."""
    mean, lo, hi = [], [], []
    for r in report["table"]:
        c = r["metrics"][key]
        m = np.nan if c["mean"] is None else c["mean"] * SCALE
        a = np.nan if c["ci_low"] is None else c["ci_low"] * SCALE
        b = np.nan if c["ci_high"] is None else c["ci_high"] * SCALE
        mean.append(m)
        lo.append(a)
        hi.append(b)
    return np.array(mean), error_bars(mean, lo, hi)


def _bars(ax, report: dict, rate: str) -> None:
    methods = [r["method"] for r in report["table"]]
    x = np.arange(len(methods))
    width = 0.38
    for j, kind in enumerate(("stat", "causal")):
        mean, err = _series(report, f"rms.{kind}.{rate}")
        ax.bar(
            x + (j - 0.5) * width,
            np.nan_to_num(mean),
            width,
            yerr=err,
            capsize=2,
            label="statistical" if kind == "stat" else "causal",
            color="#8da0cb" if kind == "stat" else "#fc8d62",
        )
    ax.set_xticks(x, methods, rotation=45, ha="right", fontsize=8)
    ax.set_ylabel(f"RMS {rate.upper()} gap (× {SCALE})")
    ax.set_title(f"{rate.upper()} gaps per method")
    ax.legend(fontsize=8)


def _scatter(ax, report: dict, xkey: str, ykey: str) -> None:
    """One point per method with its intervals; methods on the same spot share one label."""
    import matplotlib

    colors = matplotlib.colormaps["tab10"].colors
    xm, xe = _series(report, xkey)
    ym, ye = _series(report, ykey)
    spots: dict[tuple, list[str]] = {}
    for i, r in enumerate(report["table"]):
        if not (np.isfinite(xm[i]) and np.isfinite(ym[i])):
            continue
        ax.errorbar(
            xm[i],
            ym[i],
            xerr=xe[:, [i]],
            yerr=ye[:, [i]],
            fmt="o",
            capsize=2,
            ms=5,
            alpha=0.85,
            color=colors[i % len(colors)],
        )
        spots.setdefault((round(xm[i], 1), round(ym[i], 1)), []).append(r["method"])
    for (x, y), names in spots.items():
        ax.annotate(", ".join(names), (x, y), fontsize=8, xytext=(4, 4), textcoords="offset points")
    ax.margins(0.08)


def _stat_causal(ax, report: dict, rate: str) -> None:
    _scatter(ax, report, f"rms.stat.{rate}", f"rms.causal.{rate}")
    ax.set_xlabel(f"RMS statistical {rate.upper()} gap (× {SCALE})")
    ax.set_ylabel(f"RMS causal {rate.upper()} gap (× {SCALE})")
    ax.set_title(f"Statistical vs causal {rate.upper()} gap")


def _tradeoff(ax, report: dict) -> None:
    _scatter(ax, report, "rms.causal.tpr", "accuracy")
    ax.set_xlabel(f"RMS causal TPR gap (× {SCALE})")
    ax.set_ylabel("accuracy (%)")
    ax.set_title("Accuracy vs causal TPR gap (trade-off)")


def _plot(report: dict, folder: Path) -> list[str]:
    plt = pyplot()
    n = len(report["table"])
    bar_w = max(4.5, 0.55 * n + 1.5)
    written = []

    def save(fig, name):
        fig.tight_layout()
        fig.savefig(folder / name, dpi=110)
        plt.close(fig)
        written.append(name)

    fig, axes = plt.subplots(1, 3, figsize=(3 * bar_w, 4.2))
    for ax, rate in zip(axes, ("tpr", "fpr", "ppr")):
        _bars(ax, report, rate)
    save(fig, "gaps_per_method.png")
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.6))
    for ax, rate in zip(axes, ("tpr", "fpr", "ppr")):
        _stat_causal(ax, report, rate)
    save(fig, "statistical_vs_causal.png")
    fig, ax = plt.subplots(figsize=(5.5, 4.6))
    _tradeoff(ax, report)
    save(fig, "accuracy_vs_causal_tpr_gap.png")
    fig, axes = plt.subplots(1, 3, figsize=(bar_w + 10, 4.6))
    _bars(axes[0], report, "tpr")
    _stat_causal(axes[1], report, "tpr")
    _tradeoff(axes[2], report)
    save(fig, "overview.png")
    return written


def write_compare_report(
    result: pd.DataFrame | dict,
    output: str | os.PathLike,
    *,
    overwrite: bool = False,
    plots: bool = True,
) -> list[str]:
    """Write the report of a comparison into the folder ``output`` (atomically).

    ``compare.json`` (:func:`summarize`), ``results.csv`` (the tidy frame), ``report.md`` and,
    with matplotlib, ``overview.png``, ``gaps_per_method.png``, ``statistical_vs_causal.png``
    and ``accuracy_vs_causal_tpr_gap.png``. Returns messages for the user.

    Examples
    --------
    >>> res = cdaprep.compare(train, test, text_column="text", label_column="y")  # doctest: +SKIP
    >>> write_compare_report(res, "compare_report")  # doctest: +SKIP
    []
    """
    report = summarize(result) if isinstance(result, pd.DataFrame) else dict(result)
    messages: list[str] = []

    def fill(folder: Path) -> None:
        rep = dict(report)
        rep["plots"] = draw_plots(folder, lambda f: _plot(rep, f), enabled=plots, messages=messages)
        (folder / "compare.json").write_text(dumps_json(rep), encoding="utf-8")
        runs = pd.DataFrame(rep["runs"])
        if "n_classes" in runs:  # a whole number, empty for accuracy and macro-F1
            runs["n_classes"] = runs["n_classes"].astype("Int64")
        runs.to_csv(folder / "results.csv", index=False)
        (folder / "report.md").write_text(render_markdown(rep), encoding="utf-8")

    write_report_folder(output, fill, overwrite=overwrite)
    return messages


def _versions() -> dict[str, str | None]:
    """The library versions of a run (as a manifest records them), and scikit-learn's, which
    trains compare's classifiers."""
    from importlib.metadata import PackageNotFoundError, version

    from cdaprep.engines.manifest import versions

    out = versions()
    try:
        out["scikit-learn"] = version("scikit-learn")
    except PackageNotFoundError:
        out["scikit-learn"] = None
    return out
