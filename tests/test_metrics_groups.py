"""Metrics for more than two groups (issue 14.4): every group's gaps against a reference group,
from a paired evaluation set with one row per group per source row."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pytest

from cdaprep.cli import main
from cdaprep.errors import UsageError
from cdaprep.metrics import (
    biasamp,
    biasamp_mals,
    bootstrap_metrics,
    independence,
    rms_gap,
    separation,
    statistical_gaps,
    sufficiency,
)
from cdaprep.metrics.report import evaluate
from tests.test_metrics_report import check_tables, frame_causal_gaps

F, M, N = "female", "male", "neutral"
LABELS = ["nurse", "dj", "surgeon", "pastor"]


def three_group_pairs(seed: int = 0, n: int = 300, own=(0.45, 0.45, 0.10)) -> pd.DataFrame:
    """What ``cdaprep pairs --groups female,male,neutral`` writes, plus predictions: per source
    row one row per group sharing ``cda_pair_id``, the row of the source's own group
    ``original``, the others ``counterfactual``, the group column the intervened group. The
    model is worse on neutral rows."""
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        y = LABELS[rng.integers(len(LABELS))]
        mine = [F, M, N][rng.choice(3, p=own)]
        base = y if rng.random() < 0.8 else LABELS[rng.integers(len(LABELS))]
        for g in (F, M, N):
            p = base
            if g == N and rng.random() < 0.3:
                p = LABELS[rng.integers(len(LABELS))]
            elif g == F and y == "surgeon" and rng.random() < 0.2:
                p = "nurse"
            role = "original" if g == mine else "counterfactual"
            rows.append((f"text {i} as {g}", y, g, i, role, p))
    return pd.DataFrame(
        rows, columns=["text", "profession", "gender", "cda_pair_id", "cda_role", "pred"]
    )


def run(df, **kw):
    kw.setdefault("n_boot", 0)
    return evaluate([("p.csv", df)], label_column="profession", prediction_column="pred", **kw)


def assert_values(rows, expected):
    got = np.array([np.nan if r["value"] is None else r["value"] for r in rows], dtype=float)
    exp = np.asarray(expected, dtype=float)
    assert np.array_equal(np.isnan(got), np.isnan(exp))
    ok = ~np.isnan(exp)
    assert np.allclose(got[ok], exp[ok], rtol=0, atol=1e-12)


@pytest.mark.parametrize("seed", range(3))
def test_every_group_against_the_reference_matches_the_definitions(seed):
    df = three_group_pairs(seed)
    rep = run(df, min_count=0, rms_classes="each")
    assert rep["inputs"]["groups"] == [F, N]
    labels = rep["labels"]
    r = rep["runs"][0]
    assert r["counts"]["pairs"] == df.cda_pair_id.nunique()
    assert set(r["by_group"]) == {F, N}
    orig = df[df.cda_role == "original"]
    for g in (F, N):
        block = r["by_group"][g]
        for rate in ("tpr", "fpr", "ppr"):
            ca = frame_causal_gaps(
                df,
                rate=rate,
                group=g,
                reference_group=M,
                labels=labels,
            )
            assert_values(block["per_class"][f"causal.{rate}"], ca["gap"])
            assert math.isclose(block["summary"][f"rms.causal.{rate}"]["value"], rms_gap(ca))
        for rate in ("tpr", "fpr", "ppr", "precision"):
            st = statistical_gaps(
                orig.profession,
                orig.pred,
                sensitive_features=orig.gender,
                rate=rate,
                group=g,
                reference_group=M,
                labels=labels,
            )
            assert_values(block["per_class"][f"stat.{rate}"], st["gap"])
    # the top level is the first group's
    for key, s in r["by_group"][F]["summary"].items():
        assert r["summary"][key] == s
    assert r["per_class"] == r["by_group"][F]["per_class"]


def test_distribution_metrics_and_biasamp_cover_three_groups():
    df = three_group_pairs(1)
    s = run(df)["runs"][0]["summary"]
    orig = df[df.cda_role == "original"]
    args = (orig.profession, orig.pred)
    kw = dict(sensitive_features=orig.gender)
    assert set(orig.gender) == {F, M, N}
    assert math.isclose(s["independence"]["value"], independence(*args, **kw), rel_tol=1e-12)
    assert math.isclose(s["separation"]["value"], separation(*args, **kw), rel_tol=1e-12)
    assert math.isclose(s["sufficiency"]["value"], sufficiency(*args, **kw), rel_tol=1e-12)
    assert math.isclose(s["biasamp.A->T"]["value"], biasamp(*args, **kw), rel_tol=1e-12)
    assert math.isclose(s["biasamp_mals"]["value"], biasamp_mals(*args, **kw), rel_tol=1e-12)
    # ...and the two-group value differs: the third group is really in
    two = orig[orig.gender != N]
    assert s["independence"]["value"] != pytest.approx(
        independence(two.profession, two.pred, sensitive_features=two.gender)
    )


def test_two_groups_keep_the_two_group_layout():
    df = three_group_pairs(2)
    keep = df.cda_pair_id.isin(
        df.loc[(df.cda_role == "original") & (df.gender != N), "cda_pair_id"]
    )
    two = df[keep & (df.gender != N)]
    rep2 = run(two)
    assert rep2["inputs"]["groups"] == [F]
    assert "by_group" not in rep2["runs"][0]
    # female - male is the same whether the neutral rows are there or not
    rep3 = run(df[keep])
    for key in ("stat.tpr", "causal.tpr", "causal.fpr", "stat.precision"):
        assert rep3["runs"][0]["per_class"][key] == rep2["runs"][0]["per_class"][key]
    for key in ("rms.stat.tpr", "rms.causal.tpr", "sum_abs.fpr"):
        assert rep3["runs"][0]["summary"][key] == rep2["runs"][0]["summary"][key]


def test_groups_option_restricts_the_comparison():
    df = three_group_pairs(3)
    rep = run(df, groups=[F])
    assert rep["inputs"]["groups"] == [F]
    r = rep["runs"][0]
    assert "by_group" not in r
    # the neutral rows are not part of this comparison: every pair set is still valid
    assert r["counts"]["pairs"] == df.cda_pair_id.nunique()
    ca = frame_causal_gaps(
        df,
        labels=rep["labels"],
    )
    assert_values(r["per_class"]["causal.tpr"], ca["gap"])


def test_another_reference_group():
    df = three_group_pairs(4)
    rep = run(df, group=F, reference_group=N)
    assert rep["inputs"]["groups"] == [F, M]
    ca = frame_causal_gaps(
        df,
        group=M,
        reference_group=N,
        labels=rep["labels"],
    )
    assert_values(rep["runs"][0]["by_group"][M]["per_class"]["causal.tpr"], ca["gap"])


def test_incomplete_pair_sets_are_skipped():
    df = three_group_pairs(5)
    broken = [0, 1, 2]
    drop = df.cda_pair_id.isin(broken) & (df.gender == N) & (df.cda_role == "counterfactual")
    assert drop.sum() >= 2
    r = run(df[~drop])["runs"][0]
    n_broken = int(drop.sum())
    assert r["counts"]["skipped_pairs"] == n_broken
    assert r["counts"]["pairs"] == df.cda_pair_id.nunique() - n_broken
    assert any("not valid pair sets" in n for n in r["notes"])


def test_a_group_without_original_rows_has_causal_gaps_only():
    df = three_group_pairs(6, own=(0.5, 0.5, 0.0))
    assert not ((df.gender == N) & (df.cda_role == "original")).any()
    r = run(df, min_count=0)["runs"][0]["by_group"][N]
    assert all(row["value"] is None for row in r["per_class"]["stat.tpr"])
    assert r["per_class"]["stat.tpr"][0]["reason"] == (
        "no examples of group 'neutral' among the original rows"
    )
    assert all(row["value"] is not None for row in r["per_class"]["causal.tpr"])
    assert r["summary"]["rms.causal.tpr"]["value"] is None  # common rule: no stat gap
    each = run(df, min_count=0, rms_classes="each")["runs"][0]["by_group"][N]["summary"]
    assert each["rms.causal.tpr"]["value"] is not None


def test_a_causal_rms_left_out_by_the_common_rule_says_how_to_get_it():
    """The usual three-group set (pairs adds a neutral side to a female/male test set) gave
    every causal RMS of neutral as n/a with "every defined gap is below min_count 0 or
    undefined in the other table", and no note: nothing said that --rms-classes each gives
    them."""
    df = three_group_pairs(6, own=(0.5, 0.5, 0.0))
    rep = run(df, min_count=0)["runs"][0]
    reason = rep["by_group"][N]["summary"]["rms.causal.tpr"]["reason"]
    assert "no statistical gap is" in reason and "--rms-classes each" in reason
    assert any(
        "group 'neutral' has causal gaps but no statistical gap" in n and "--rms-classes each" in n
        for n in rep["notes"]
    )
    assert rep["by_group"][F]["summary"]["rms.causal.tpr"]["value"] is not None
    assert not any("'female' has causal gaps" in n for n in rep["notes"])


@pytest.mark.parametrize(
    "kw, message",
    [
        (
            {"groups": [F, "nonbinary"]},
            "p.csv: group 'nonbinary' does not occur in the group column 'gender'; groups "
            "present: 'female', 'male', 'neutral'.",
        ),
        ({"groups": [F, M]}, "groups must not contain the reference group 'male'"),
    ],
)
def test_group_errors(kw, message):
    with pytest.raises(UsageError, match=message.replace("(", r"\(").replace(")", r"\)")):
        run(three_group_pairs(7), **kw)


def test_bootstrap_intervals_per_group_are_seeded():
    df = three_group_pairs(8)
    args = dict(
        sensitive_features=df.gender,
        pair_ids=df.cda_pair_id,
        roles=df.cda_role,
        n_boot=200,
        min_count=5,
        rms_classes="common",
    )
    a = bootstrap_metrics(df.profession, df.pred, seed=1, **args)
    b = bootstrap_metrics(df.profession, df.pred, seed=1, **args)
    assert set(a["by_group"]) == {F, N}
    ra, rb = a["by_group"][N]["rms.causal.tpr"], b["by_group"][N]["rms.causal.tpr"]
    assert ra["ci_low"] == rb["ci_low"] and ra["ci_high"] == rb["ci_high"]
    assert ra["ci_low"] <= ra["value"] <= ra["ci_high"]
    assert a["by_group"][F]["rms.causal.tpr"] is a["rms.causal.tpr"]
    assert "independence" not in a["by_group"][N]


def test_cli_three_groups_report(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    f = tmp_path / "pairs.csv"
    three_group_pairs(9).to_csv(f, index=False)
    out = tmp_path / "r"
    args = ["metrics", str(f), "-o", str(out), "--label-column", "profession"]
    assert main([*args, "--prediction-column", "pred", "--n-boot", "50"]) == 0
    printed = capsys.readouterr().out
    assert "RMS causal TPR gap (neutral - male): " in printed
    assert "RMS causal TPR gap (female - male): " in printed
    rep = json.loads((out / "metrics.json").read_text())
    assert rep["inputs"]["groups"] == [F, N]
    assert set(rep["runs"][0]["by_group"]) == {F, N}
    names = {p.name for p in out.glob("*.png")}
    assert {"tpr_gap_per_class.png", "tpr_gap_per_class_neutral.png"} <= names
    assert "tpr_gap_statistical_vs_causal_neutral.png" in names
    md_text = (out / "report.md").read_text()
    check_tables(md_text)
    assert "### Per-class gaps: `neutral` minus `male`" in md_text
    assert "### Gaps of every group against `male`" in md_text
    out2 = tmp_path / "r2"
    args2 = [*args, "-o", str(out2), "--prediction-column", "pred", "--n-boot", "0", "--quiet"]
    assert main([*args2, "--groups", "neutral", "--group", "neutral", "--no-plots"]) == 0
    rep = json.loads((out2 / "metrics.json").read_text())
    assert rep["inputs"]["groups"] == [N] and "by_group" not in rep["runs"][0]
    bad = [*args, "-o", str(tmp_path / "r3"), "--prediction-column", "pred"]
    assert main([*bad, "--groups", "female,robot"]) == 2
    assert "group 'robot' does not occur" in capsys.readouterr().err


def test_cli_groups_take_space_and_comma_separated_values(tmp_path, capsys):
    """`cdaprep metrics preds.csv -o m --label-column profession --prediction-column pred
    --groups female male` stopped with "unrecognized arguments: male", where augment takes
    --groups space-separated; `--groups female,neutral` works as before, and both mixed."""
    f = tmp_path / "pairs.csv"
    three_group_pairs(9).to_csv(f, index=False)
    reports = []
    for i, groups in enumerate((["female,neutral"], ["female", "neutral"], ["female,", "neutral"])):
        out = tmp_path / f"r{i}"
        args = ["metrics", str(f), "-o", str(out), "--label-column", "profession"]
        args += ["--prediction-column", "pred", "--n-boot", "0", "--quiet", "--no-plots"]
        assert main([*args, "--groups", *groups]) == 0, groups
        rep = json.loads((out / "metrics.json").read_text())
        reports.append((rep["inputs"]["groups"], sorted(rep["runs"][0]["by_group"])))
    assert reports[0] == ([F, N], [F, N]) and reports[0] == reports[1] == reports[2]
    with pytest.raises(SystemExit) as e:
        main([*args, "-o", str(tmp_path / "x"), "--groups", " , "])
    assert e.value.code == 2 and "--groups ' , ' names no value" in capsys.readouterr().err


def drawn_figures(rep, j, group, tmp_path):
    """The figures ``_plot_group`` draws for compared group ``j``, by file name."""
    from cdaprep.metrics import report as R

    plt = pytest.importorskip("matplotlib.pyplot")
    figs = []

    class Keep:
        subplots = staticmethod(plt.subplots)

        @staticmethod
        def close(fig):
            figs.append(fig)

    block = R._block(rep["runs"][0], j, group)
    names = R._plot_group(Keep, rep, block, False, j, group, "", tmp_path)
    drawn = dict(zip(names, figs))
    yield drawn
    for fig in figs:
        plt.close(fig)


def test_plots_leave_undefined_gaps_out_and_say_so(tmp_path):
    from tests.test_metrics_report import issue_frame

    rep = run(issue_frame(), min_count=0)
    stat = rep["runs"][0]["per_class"]["stat.tpr"]
    undefined = [r["label"] for r in stat if r["value"] is None]
    assert undefined  # classes with one group only: the statistical gap is n/a
    for drawn in drawn_figures(rep, 0, F, tmp_path):
        ax = drawn["tpr_gap_per_class.png"].axes[0]
        bars = {c.get_label(): c for c in ax.containers if hasattr(c, "patches")}
        assert len(bars["statistical"].patches) == len(stat) - len(undefined)
        assert [t.get_text() for t in ax.texts].count("n/a") == len(undefined)

    # neutral has no original rows: every statistical gap is n/a, every causal one defined
    df = three_group_pairs(own=(0.5, 0.5, 0.0))
    rep = run(df, min_count=0)
    block = rep["runs"][0]["by_group"][N]["per_class"]
    assert all(r["value"] is None for r in block["stat.tpr"])
    for drawn in drawn_figures(rep, 1, N, tmp_path):
        ax = drawn["tpr_gap_per_class.png"].axes[0]
        legend = [t.get_text() for t in ax.get_legend().get_texts()]
        # no statistical gap, so the common-class rule leaves every causal one out of the RMS
        assert legend == ["causal", "lighter: left out of the RMS (class rule)"]
        scatter = drawn["tpr_gap_statistical_vs_causal.png"].axes[0]
        assert [t.get_text() for t in scatter.texts] == ["no class has both gaps defined"]
        assert not scatter.lines  # no diagonal in an empty frame
