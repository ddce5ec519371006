"""Writing the audit report: ``audit.json``, ``report.md`` and PNG plots, with the conventions of
:mod:`cdaprep.reporting` (escaped Markdown tables, strict JSON, an atomic report folder)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from cdaprep.reporting import (
    PLOT_HINT,
    dumps_json,
    error_bars,
    md_table,
    pyplot,
    watch_glyphs,
    write_report_folder,
)

__all__ = ["render_markdown", "write_audit", "PLOTS"]

#: The plots, in the order the report shows them.
PLOTS = {
    "group_share_per_label.png": "share of each label's rows in the first compared group",
    "top_words.png": "words most associated with each compared group",
    "label_group_counts.png": "rows per label and group",
}
_MARK = "\u2020"  # dagger: the word is in the swap lexicon or the name list


def _f(v: Any, digits: int = 3) -> str:
    return "n/a" if v is None else f"{v:z.{digits}f}"  # z: never -0.000


def _pct(k: int, n: int) -> str:
    return f"{k} ({100 * k / n:.1f}%)" if n else str(k)


def _ci(row: dict) -> str:
    if row.get("ci_low") is None:
        return ""
    return f"[{row['ci_low']:.3f}, {row['ci_high']:.3f}]"


def _word(r: dict) -> str:
    return r["word"] + (_MARK if r.get("lexicon") else "")


def _intro(report: dict) -> list[str]:
    inp = report["inputs"]
    rows = report["rows"]
    lines = ["# cdaprep audit", ""]
    lines.append(f"Input: `{inp['input']}`" + (f", split `{inp['split']}`" if inp["split"] else ""))
    if inp["sample"]:
        lines[-1] += f"; sample: {inp['sample']}"
    lines[-1] += "."
    cols = ", ".join(f"`{c}`" for c in inp["text_columns"])
    grp = f"`{inp['group_column']}`" + (
        " (derived by assign-gender from indicator words)" if inp["assign_gender"] else ""
    )
    lab = f"`{inp['label_column']}`" if inp["label_column"] else "none"
    lines += [
        "",
        f"Text {cols}; label {lab}; group {grp}. {rows['total']} rows, {rows['with_text']} with "
        "text" + (f", {rows['labels']} labels" if rows["labels"] is not None else "") + ".",
        "",
    ]
    if report["notes"]:
        lines += ["## Notes", ""] + [f"* {n}" for n in report["notes"]] + [""]
    return lines


def _groups_section(report: dict) -> list[str]:
    g = report["groups"]
    total = report["rows"]["total"]
    lines = ["## Groups", ""]
    lines += md_table(["group", "rows"], [[k, _pct(v, total)] for k, v in g["counts"].items()])
    lines.append("")
    share = g["overall_share"]
    conf = int(round(report["inputs"]["confidence"] * 100))
    if share:
        a, b = g["compared"]
        lines += [
            f"Share of `{a}` among `{a}` + `{b}` rows: **{_f(share['share'])}** "
            f"{_ci(share)} ({share['count']} / {share['total']}; {conf}% "
            "Wilson score interval).",
            "",
        ]
    if report["labels"] and not g["compared"]:  # one group: rows per label, no share
        groups = list(g["counts"])
        lines += ["### Rows per label", ""]
        body = [
            [r["label"], r["rows"], *[r["groups"].get(k, 0) for k in groups]]
            for r in report["labels"]
        ]
        lines += md_table(["label", "rows", *groups], body) + [""]
    elif report["labels"]:
        a = g["compared"][0]
        lines += [
            f'### `{a}` share per label (sorted; the "% women per profession" of Orgad, '
            "Goldfarb-Tarrant and Belinkov 2022)",
            "",
        ]
        groups = list(g["counts"])
        head = ["label", "rows", *groups, f"share {a}", f"{conf}% interval", "note"]
        body = [
            [
                r["label"],
                r["rows"],
                *[r["groups"].get(k, 0) for k in groups],
                _f(r.get("share")),
                _ci(r),
                r.get("note") or "",
            ]
            for r in report["labels"]
        ]
        lines += md_table(head, body) + [""]
    return lines


def _coverage_section(report: dict) -> list[str]:
    cov = report["coverage"]
    o = cov["overall"]
    n = o["with_text"]
    lines = [
        "## Gendered words",
        "",
        "Rows (with text) holding gendered words of the swap lexicon (words and titles), first "
        "names of the name list, and which genders those words carry; the last column is the "
        "rows in which CDA itself finds a gendered word with the options given (with "
        "--no-gendered-word skip, the default, the rows that get a counterfactual).",
        "",
    ]
    head = ["group", "rows with text", "gendered word", "name", "word or name", "female only"]
    head += ["male only", "both genders", "none", "CDA finds a word"]
    body = []
    for g, c in [("all", o), *cov["by_group"].items()]:
        k = c["with_text"]
        body.append(
            [
                g,
                k,
                _pct(c["gendered_word"], k),
                _pct(c["name"], k),
                _pct(c["word_or_name"], k),
                _pct(c["genders_female"], k),
                _pct(c["genders_male"], k),
                _pct(c["genders_both"], k),
                _pct(c["genders_none"], k),
                _pct(c["cda_gendered_word"], k),
            ]
        )
    lines += md_table(head, body) + [""]
    if n:
        lines += [
            f"{o['genders_none']} of {n} rows with text hold no gendered word or name: CDA "
            "cannot change them, and assign-gender calls them `none`.",
            "",
        ]
    words = report["gendered_words"][: report["inputs"]["top"]]
    if words:
        groups = list(report["groups"]["counts"])
        lines += ["### Most frequent gendered words", ""]
        lines += md_table(
            ["word", "gender", "kind", "occurrences", *[f"in {g} rows" for g in groups]],
            [
                [w["word"], w["gender"], w["kind"], w["count"], *[w["by_group"][g] for g in groups]]
                for w in words
            ],
        )
        lines.append("")
    return lines


def _assoc_section(report: dict) -> list[str]:
    a = report["associations"]
    if not a["groups"]:
        return ["## Words associated with each group", "", "Needs two groups with rows.", ""]
    gi, gj = a["groups"]
    lines = [
        "## Words associated with each group",
        "",
        f"Weighted log-odds ratio of `{gi}` against `{gj}` with an informative Dirichlet prior "
        "(Monroe, Colaresi and Quinn 2008): the prior of each "
        f"word is its share of the whole corpus ({a['corpus_words']} words, {a['vocabulary']} "
        f"distinct) times alpha0 = {a['alpha0']:g}; z is the log-odds divided by its standard "
        f"error. Words seen fewer than {a['min_count']} times in the two groups are not "
        f"ranked. {_MARK} marks words of the swap lexicon or the name list as the swapper reads "
        "them (CDA and scrub touch them; a capitalised `Will` is a name, `will` is not): the "
        "unmarked words are proxies that survive scrubbing.",
        "",
    ]
    for g in (gi, gj):
        rows = a["overall"][g]
        lines += [f"### `{g}`", ""]
        lines += md_table(
            ["word", "z", "log-odds", f"count {gi}", f"count {gj}", "lexicon"],
            [
                [
                    _word(r),
                    f"{r['z']:.2f}",
                    f"{r['delta']:.3f}",
                    r[f"count_{gi}"],
                    r[f"count_{gj}"],
                    r["lexicon"] or "",
                ]
                for r in rows
            ],
        )
        lines.append("")
    rest = a.get("overall_not_in_lexicon") or {}
    if any(rest.get(g) for g in (gi, gj)):
        lines += ["### Not in any lexicon (what a scrub leaves)", ""]
        lines += md_table(
            ["group", "words (z)"],
            [[g, ", ".join(f"{r['word']} ({r['z']:.1f})" for r in rest[g])] for g in (gi, gj)],
        )
        lines.append("")
    if a["per_label"]:
        k = min(10, report["inputs"]["top"])
        lines += [f"### Within each label (top {k}; z in brackets)", ""]
        body = []
        for e in a["per_label"]:
            if e["words"] is None:
                body.append([e["label"], e["rows"][gi], e["rows"][gj], e["reason"], ""])
                continue
            cells = [
                ", ".join(f"{_word(r)} ({r['z']:.1f})" for r in e["words"][g][:k]) for g in (gi, gj)
            ]
            body.append([e["label"], e["rows"][gi], e["rows"][gj], *cells])
        lines += md_table(["label", f"{gi} rows", f"{gj} rows", gi, gj], body) + [""]
    return lines


def _length_section(report: dict) -> list[str]:
    ln = report["length"]
    lines = ["## Text length", "", f"Unit: {ln['unit']}.", ""]
    lines += md_table(
        ["group", "rows", "mean words", "sd", "median", "p10", "p90", "mean characters"],
        [
            [
                g,
                r["rows"],
                _f(r["mean_words"], 1),
                _f(r["sd_words"], 1),
                _f(r["median_words"], 0),
                _f(r["p10_words"], 0),
                _f(r["p90_words"], 0),
                _f(r["mean_chars"], 1),
            ]
            for g, r in ln["by_group"].items()
        ],
    )
    lines.append("")
    d = ln["difference"]
    if d:
        conf = int(round(report["inputs"]["confidence"] * 100))
        a, b = d["groups"]
        lines += [
            f"Mean words `{a}` minus `{b}`: **{d['difference']:.2f}** [{d['ci_low']:.2f}, "
            f"{d['ci_high']:.2f}] ({conf}% normal interval, unequal variances). A difference is "
            "itself a proxy: a model can read gender from length.",
            "",
        ]
    if ln["per_label"]:
        rows = [e for e in ln["per_label"] if e["difference"]]
        if rows:
            a, b = d["groups"] if d else ("?", "?")
            lines += ["### Within each label", ""]
            lines += md_table(
                ["label", f"mean words {a}", f"mean words {b}", "difference", "interval"],
                [
                    [
                        e["label"],
                        _f(e["by_group"][a]["mean_words"], 1),
                        _f(e["by_group"][b]["mean_words"], 1),
                        f"{e['difference']['difference']:.2f}",
                        f"[{e['difference']['ci_low']:.2f}, {e['difference']['ci_high']:.2f}]",
                    ]
                    for e in rows
                ],
            )
            lines.append("")
    return lines


def _plan_section(report: dict) -> list[str]:
    plan = report["plan"]
    inp = report["inputs"]
    po = inp["plan_options"]
    lines = [
        "## Dry run: what each method would do",
        "",
        "Computed by the steps of each method (the presets of `cdaprep augment`), fitted and "
        "applied to the row id, label, group and CDA's gendered-word check of every row with "
        f"seed {inp['seed']}, order `{po['order']}`, cf-weight `{po['cf_weight']}`, groups "
        f"{po['groups'] or 'all present'}, no-gendered-word `{po['no_gendered_word']}`: the "
        "counts are the rows `cdaprep augment` writes with the same options. No dataset was "
        "written.",
        "",
    ]
    body = []
    errors = []
    for m, r in plan.items():
        if r.get("error"):
            errors.append(f"* `{m}`: {r['error']}")
            continue
        w = r["weight"]
        wr = f"{w['min']:.3f} - {w['max']:.3f}" if w else ""
        body.append(
            [
                m,
                r["rows_in"],
                r["rows_out"],
                r["originals_kept"],
                r["dropped"],
                r["repeated"],
                r["counterfactuals"],
                r["counterfactual_rows"],
                wr,
            ]
        )
    lines += md_table(
        [
            "method",
            "rows in",
            "rows out",
            "originals kept",
            "dropped",
            "repeated",
            "counterfactuals added",
            "counterfactuals in output",
            "weight range",
        ],
        body,
    )
    lines.append("")
    if errors:
        lines += ["Methods the steps refuse on this data:", "", *errors, ""]
    return lines


def _of(rate: dict) -> str:
    if not rate["slots"]:
        return "no slots"
    return f"{rate['right']} of {rate['slots']} ({100 * rate['accuracy']:.1f}%)"


def _swap_check_section(report: dict) -> list[str]:
    check = report.get("swap_check")
    if not check:
        return []
    lines = [
        '## Swap check: how the swap reads "her" on this data',
        "",
        f"{check['pairs']} rows whose gendered words are all male (of {check['texts']} such rows "
        "with his or him, sampled by a hash of their text; the rest hold a female pronoun in a "
        'neutral pair such as "his or her") were made female by rule (he -> she, him -> her, '
        'his -> her or hers) and swapped back to male: each "her" must become "his" or "him" '
        "again, as the text wrote it. No labels are needed: the text labels itself. The same "
        'decision reads "his" (her or hers) when the swap flips men to women.',
        "",
    ]
    rows = [
        [
            f"default (`{check['disambiguator']}`)",
            _of(check["her"]),
            _ci(check["her"]),
            _of(check["all_pronouns"]),
        ]
    ]
    ad = check.get("adapt")
    if ad:
        rows.append(
            [
                f"`--adapt`, fitted on the other half of the sample ({ad['contexts']} his/him)",
                _of(ad["her"]),
                _ci(ad["her"]),
                "",
            ]
        )
    lines += md_table(["swap", '"her" slots right', "interval", "all pronoun slots right"], rows)
    lines.append("")
    if ad:
        lines += [
            "`--adapt` on the whole dataset learns from more of its his/him than half of this "
            "sample: where it reads more slots right here, use it with `augment`, `pairs` and "
            "`swap`.",
            "",
        ]
    if check["wrong"]:
        lines += [f"The first {len(check['wrong'])} slots the default swap read wrong:", ""]
        lines += md_table(
            ["text before", "written", "swapped back to", "text after"],
            [[w["before"], w["word"], w["read"], w["after"]] for w in check["wrong"]],
        )
        lines.append("")
    return lines


def render_markdown(report: dict) -> str:
    """The human-readable ``report.md`` of an audit report dict.

    Examples
    --------
    >>> from cdaprep.audit import audit
    >>> rep = audit("examples/data/bios.csv", text_columns="text", assign_gender=True,
    ...             methods=["cda"])
    >>> render_markdown(rep).splitlines()[0]
    '# cdaprep audit'
    """
    lines = _intro(report)
    for part in (
        _groups_section,
        _coverage_section,
        _assoc_section,
        _length_section,
        _plan_section,
        _swap_check_section,
    ):
        lines += part(report)
    plots = report.get("plots") or []
    if plots:
        lines += ["## Plots", ""] + [f"![{PLOTS.get(p, p)}]({p})" for p in plots] + [""]
    return "\n".join(lines)


# -- plots ---------------------------------------------------------------------------------------


def _plot_share(plt, report: dict, folder: Path) -> str | None:
    rows = [r for r in report["labels"] if r.get("share") is not None]
    if not rows:
        return None
    rows = sorted(rows, key=lambda r: r["share"])
    a = report["groups"]["compared"][0]
    fig, ax = plt.subplots(figsize=(7, max(3, 0.28 * len(rows) + 1.2)))
    y = list(range(len(rows)))
    v = [r["share"] for r in rows]
    err = error_bars(v, [r["ci_low"] for r in rows], [r["ci_high"] for r in rows])
    ax.barh(y, v, xerr=err, capsize=2, color="#8c6bb1")
    ax.axvline(0.5, color="grey", lw=0.8, ls=":")
    overall = report["groups"]["overall_share"]
    if overall and overall["share"] is not None:
        ax.axvline(overall["share"], color="#e34a33", lw=1, label="overall")
        ax.legend(loc="lower right")
    ax.set_yticks(y, [f"{r['label']} (n={r['total']})" for r in rows], fontsize=8)
    ax.set_xlim(0, 1)
    conf = int(round(report["inputs"]["confidence"] * 100))
    ax.set_xlabel(f"share of {a} rows ({conf}% Wilson interval)")
    ax.set_title(f"{a} share per label")
    fig.tight_layout()
    fig.savefig(folder / "group_share_per_label.png", dpi=120)
    plt.close(fig)
    return "group_share_per_label.png"


def _plot_words(plt, report: dict, folder: Path) -> str | None:
    a = report["associations"]
    if not a["groups"] or not a["overall"]:
        return None
    gi, gj = a["groups"]
    k = min(15, report["inputs"]["top"])
    fig, axes = plt.subplots(1, 2, figsize=(10, max(3, 0.3 * k + 1.2)))
    for ax, g, color in ((axes[0], gi, "#8c6bb1"), (axes[1], gj, "#41ab5d")):
        rows = a["overall"][g][:k][::-1]
        y = list(range(len(rows)))
        z = [abs(r["z"]) for r in rows]
        colors = ["#bdbdbd" if r["lexicon"] else color for r in rows]
        ax.barh(y, z, color=colors)
        ax.set_yticks(y, [_word(r) for r in rows], fontsize=8)
        ax.set_xlabel("|z| (weighted log-odds)")
        ax.set_title(f"words of {g} rows")
    fig.suptitle(
        f"grey, {_MARK}: in the swap lexicon or name list; coloured: other words", fontsize=9
    )
    fig.tight_layout()
    fig.savefig(folder / "top_words.png", dpi=120)
    plt.close(fig)
    return "top_words.png"


def _plot_heatmap(plt, report: dict, folder: Path) -> str | None:
    import numpy as np

    t = report["label_group_counts"]
    if not t["labels"] or not t["groups"]:
        return None
    m = np.asarray(t["counts"], dtype=float)
    fig, ax = plt.subplots(
        figsize=(max(4, 1.1 * len(t["groups"]) + 2.5), max(3, 0.3 * len(t["labels"]) + 1.2))
    )
    im = ax.imshow(np.log1p(m), aspect="auto", cmap="Blues")
    ax.set_xticks(range(len(t["groups"])), t["groups"])
    ax.set_yticks(range(len(t["labels"])), t["labels"], fontsize=8)
    top = m.max() if m.size else 0
    for i in range(m.shape[0]):
        for j in range(m.shape[1]):
            color = "white" if top and np.log1p(m[i, j]) > 0.6 * np.log1p(top) else "black"
            ax.text(j, i, int(m[i, j]), ha="center", va="center", fontsize=7, color=color)
    fig.colorbar(im, ax=ax, label="log(1 + rows)")
    ax.set_title("rows per label and group")
    fig.tight_layout()
    fig.savefig(folder / "label_group_counts.png", dpi=120)
    plt.close(fig)
    return "label_group_counts.png"


def write_audit(
    report: dict, output: str | os.PathLike, *, overwrite: bool = False, plots: bool = True
) -> list[str]:
    """Write ``audit.json``, ``report.md`` and the plots into the folder ``output``, atomically
    (:func:`cdaprep.reporting.write_report_folder`). Returns messages for the user.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> from cdaprep.audit import audit
    >>> rep = audit("examples/data/bios.csv", text_columns="text", assign_gender=True,
    ...             methods=["cda"])
    >>> out = pathlib.Path(tempfile.mkdtemp()) / "audit_report"
    >>> write_audit(rep, out, plots=False), sorted(p.name for p in out.iterdir())
    ([], ['audit.json', 'report.md'])
    """
    messages: list[str] = []

    def fill(folder: Path) -> None:
        rep = dict(report)
        rep["plots"] = []
        if plots:
            plt = pyplot()
            if plt is None:
                messages.append(PLOT_HINT)
            else:
                with watch_glyphs(messages):
                    for fn in (_plot_share, _plot_words, _plot_heatmap):
                        name = fn(plt, rep, folder)
                        if name:
                            rep["plots"].append(name)
        (folder / "audit.json").write_text(dumps_json(rep), encoding="utf-8")
        (folder / "report.md").write_text(render_markdown(rep), encoding="utf-8")

    write_report_folder(output, fill, overwrite=overwrite)
    return messages
