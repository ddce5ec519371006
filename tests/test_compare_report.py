"""The report of ``cdaprep compare`` says what it shows: intervals and ``*`` marks only with
the bootstrap, the classes each figure counts, and clear errors for empty inputs."""

from __future__ import annotations

import json
import math
import re
from statistics import NormalDist

import pandas as pd
import pytest

import cdaprep
from cdaprep.cli import main
from cdaprep.comparison import summarize
from cdaprep.errors import DataError
from tests.conftest import EXAMPLES

COLS = dict(text_column="text", label_column="profession", assign_gender=True, min_count=3)


def run(n_boot: int, seeds: int):
    return cdaprep.compare(
        EXAMPLES / "bios.csv",
        EXAMPLES / "bios_test.csv",
        methods=["none", "us"],
        seeds=seeds,
        n_boot=n_boot,
        quiet=True,
        **COLS,
    )


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """report.md and compare.json for every combination of --n-boot 0 / 20 and 1 / 3 seeds."""
    out = {}
    for n_boot in (0, 20):
        for seeds in (1, 3):
            folder = tmp_path_factory.mktemp(f"cmp_{n_boot}_{seeds}")
            cdaprep.write_compare_report(run(n_boot, seeds), folder, overwrite=True, plots=False)
            out[n_boot, seeds] = (
                (folder / "report.md").read_text(encoding="utf-8"),
                json.loads((folder / "compare.json").read_text(encoding="utf-8")),
                pd.read_csv(folder / "results.csv"),
            )
    return out


def section(md: str, title: str) -> str:
    return md.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


# -- bug 3: --n-boot 0 ------------------------------------------------------------------------


@pytest.mark.parametrize("seeds", [1, 3])
def test_without_bootstrap_the_differences_have_no_interval_and_no_star(reports, seeds):
    """With --n-boot 0 the differences showed `us` stat. FPR gap "+4.68 [+4.10, +5.26] *" (the
    seed spread alone; +4.68 [-0.12, +9.47] with the bootstrap) under a text promising the
    evaluation error in the interval, and the Results text promised bootstrap intervals."""
    md, rep, csv = reports[0, seeds]
    cells = [c for d in rep["differences"] for c in d["metrics"].values()]
    assert cells and all(c["mean"] is not None for c in cells)
    assert all(c["ci_low"] is None and c["ci_high"] is None for c in cells)
    assert all(c["excludes_zero"] is None for c in cells)
    note = rep["difference_interval"]
    assert "--n-boot 0" in note and "no interval" in note
    assert rep["interval"] == "no bootstrap intervals were computed (--n-boot 0)"
    diff = section(md, "Differences against `none`")
    assert " *" not in diff and "[" not in diff
    assert "No interval and no `*` mark" in diff and "--n-boot 1000" in diff
    assert "sqrt(" not in diff and "conservative" not in diff
    results = section(md, "Results")
    assert "percentile bootstrap interval" not in results and "[" not in results
    assert "no bootstrap intervals were computed (--n-boot 0)" in results
    assert "bootstrap: none (--n-boot 0)" in md
    assert csv["low"].isna().all() and csv["high"].isna().all()
    one = seeds == 1
    assert ("standard deviation over" in results) is not one
    assert ("the one seed" in diff) is one


def test_with_one_seed_the_interval_is_the_evaluation_error_and_says_so(reports):
    """With --seeds 1 the text spoke of "the spread of the per-seed differences" and of a
    "mean ± standard deviation" that the table cannot show."""
    md, rep, _ = reports[20, 1]
    z = NormalDist().inv_cdf(0.975)
    rows = {r["method"]: r["metrics"] for r in rep["table"]}
    d = rep["differences"][0]["metrics"]["accuracy"]
    se = [(rows[m]["accuracy"]["ci_high"] - rows[m]["accuracy"]["ci_low"]) / (2 * z) for m in rows]
    half = z * math.sqrt(se[0] ** 2 + se[1] ** 2)
    assert d["ci_low"] == pytest.approx(d["mean"] - half)
    assert d["excludes_zero"] == (d["ci_high"] < 0 or d["ci_low"] > 0)
    diff = section(md, "Differences against `none`")
    assert "sqrt(se_method^2 + se_none^2)" in diff and "sd^2" not in diff
    assert "standard deviation over" not in section(md, "Results")
    assert "the one seed" in section(md, "Results")


def test_with_bootstrap_and_seeds_the_report_is_as_before(reports):
    md, rep, _ = reports[20, 3]
    diff = section(md, "Differences against `none`")
    assert "sqrt(sd^2 / n + se_method^2 + se_none^2)" in diff
    assert "mean ± standard deviation over 3 seeds, then the 95% interval" in md
    cells = [c for d in rep["differences"] for c in d["metrics"].values()]
    assert all(c["ci_low"] is not None and isinstance(c["excludes_zero"], bool) for c in cells)


# -- bug 5: empty inputs ------------------------------------------------------------------------


def compare_cli(tmp_path, train, test, *extra):
    argv = ["compare", str(train), "--eval", str(test), "-o", str(tmp_path / "report")]
    argv += ["--text-column", "text", "--label-column", "profession", "--methods", "none,cda"]
    return main([*argv, "--seeds", "1", "--n-boot", "0", "--no-plots", *extra])


def test_an_empty_evaluation_or_training_file_is_refused_before_any_work(tmp_path, capsys):
    """`compare train.csv --eval test_empty.csv` (a header only) ended, after building the
    training sets and fitting, in "ValueError: Found array with 0 sample(s) (shape=(0, 100))
    while a minimum of 1 is required by LogisticRegression" and a traceback; an empty training
    file in "ValueError: empty vocabulary"."""
    bios = EXAMPLES / "bios.csv"
    pd.read_csv(EXAMPLES / "bios_test.csv").head(0).to_csv(tmp_path / "empty.csv", index=False)
    for train, test, what in (
        (bios, tmp_path / "empty.csv", "evaluation"),
        (tmp_path / "empty.csv", EXAMPLES / "bios_test.csv", "training"),
    ):
        assert compare_cli(tmp_path, train, test, "--assign-gender") == 1
        err = capsys.readouterr().err
        assert (
            f"cdaprep compare: error: the {what} data '{tmp_path / 'empty.csv'}' has no rows"
        ) in err
        assert "Traceback" not in err and "building" not in err
        assert not (tmp_path / "report").exists()
    # a split of a folder of data files is named
    (tmp_path / "dd").mkdir()
    pd.read_csv(bios).to_csv(tmp_path / "dd" / "train.csv", index=False)
    pd.read_csv(bios).head(0).to_csv(tmp_path / "dd" / "test.csv", index=False)
    argv = ["--split", "train", "--eval-split", "test", "--assign-gender", "--quiet"]
    assert compare_cli(tmp_path, tmp_path / "dd", tmp_path / "dd", *argv) == 1
    assert f"the evaluation data '{tmp_path / 'dd'}' (split 'test') has no rows" in (
        capsys.readouterr().err
    )
    with pytest.raises(DataError, match="^the evaluation data has no rows"):
        cdaprep.compare(bios, pd.read_csv(bios).head(0), methods=["none"], seeds=1, **COLS)


def test_evaluation_rows_without_text_label_or_group_are_refused_before_training(tmp_path):
    """Evaluation rows that all lack a text ended, with --assign-gender, after the training in
    "ZeroDivisionError: float division by zero" from the metrics; so did blank group cells;
    rows without a label gave a report of n/a only."""
    train = pd.read_csv(EXAMPLES / "bios.csv")
    test = pd.read_csv(EXAMPLES / "bios_test.csv")
    g = dict(gender=["female", "male"] * (len(test) // 2))
    kw = dict(methods=["none", "cda"], seeds=1, n_boot=0, quiet=True)
    for frame, assign, message in (
        (test.assign(text=None), True, "none of its 80 rows has a text in the text column"),
        (test.assign(text=" ", **g), False, "none of its 80 rows has a text in the text column"),
        (test.assign(profession=None), True, "none of its 80 rows has a value in the label"),
        (test.assign(gender=None), False, "none of its 80 rows has a group (every cell of"),
        (test.assign(text="A person."), True, "found no gendered word in any of its texts"),
    ):
        tr = train if assign else train.assign(gender=["female", "male"] * 120)
        cols = dict(COLS, assign_gender=assign)
        with pytest.raises(DataError, match=f"^the evaluation data: .*{re.escape(message)}"):
            cdaprep.compare(tr, frame, **cols, **kw)
    with pytest.raises(DataError, match="^the training data: none of its 240 rows has a text"):
        cdaprep.compare(train.assign(text=""), test, **COLS, **kw)


# -- bug 4: the classes each figure counts --------------------------------------------------------

TPR_LEFT_OUT = ["dietitian", "nurse", "photographer", "surgeon"]


def test_the_report_names_the_classes_each_gap_counts_and_why_others_are_left_out(reports):
    """compare.json had no `classes` key anywhere and report.md never said over which classes
    "stat. TPR gap" is: on the bundled example with --min-count 3, 4 of 8 (dietitian and
    photographer have test rows of one gender, nurse and surgeon too few of one, and the
    causal TPR gap leaves them out by the common-classes rule), as `cdaprep metrics` shows."""
    md, rep, csv = reports[0, 3]
    counted = ["attorney", "professor", "software engineer", "teacher"]
    assert rep["labels"] == sorted(counted + TPR_LEFT_OUT)
    assert "the statistical and the causal RMS of a rate count the same" in rep["classes_rule"]
    assert [c["method"] for c in rep["classes"]] == ["none", "us"]
    for c in rep["classes"]:
        stat, causal = c["figures"]["rms.stat.tpr"], c["figures"]["rms.causal.tpr"]
        assert stat["classes"] == causal["classes"] == counted and stat["n_classes"] == 4
        assert [x["label"] for x in stat["left_out"]] == TPR_LEFT_OUT
        assert {x["gap"] for x in causal["left_out"]} == {"stat.tpr"}  # the common rule
        why = {x["label"]: x["why"] for x in stat["left_out"]}
        assert why["dietitian"] == (
            "statistical TPR gap undefined: no examples of group 'male' with true label 'dietitian'"
        )
        assert why["surgeon"] == "statistical TPR gap from 1 female / 9 male (< min_count 3)"
        assert c["figures"]["rms.stat.fpr"] == {
            "classes": rep["labels"],
            "n_classes": 8,
            "left_out": [],
        }
        assert c["figures"]["independence"]["n_classes"] == 8
    cells = {r["method"]: r["metrics"] for r in rep["table"]}["none"]
    assert cells["rms.causal.tpr"]["n_classes"] == 4 and cells["accuracy"]["n_classes"] is None
    assert cells["rms.causal.tpr"]["classes"] == counted
    # results.csv: a class count per figure, empty for accuracy and macro-F1
    n = csv.set_index(["method", "seed", "metric"])["n_classes"]
    assert n["us", 2, "rms.stat.tpr"] == 4 and n["none", 0, "rms.stat.ppr"] == 8
    assert n[:, :, "accuracy"].isna().all() and n[:, :, "macro_f1"].isna().all()
    # report.md: the table of `cdaprep metrics` and the reasons
    part = section(md, "Classes counted")
    assert "| stat. TPR gap; causal TPR gap | 4 of 8 | " + ", ".join(TPR_LEFT_OUT) + " |" in part
    assert "| stat. FPR gap; causal FPR gap; stat. PPR gap; causal PPR gap | 8 of 8 |  |" in part
    assert (
        "| dietitian | stat. TPR gap, causal TPR gap¹ | statistical TPR gap undefined: no "
        "examples of group 'male' with true label 'dietitian' |"
    ) in part
    assert "¹ left out because of its other gap" in part and "--rms-classes common" in part
    assert "Methods " not in part  # every method counts the same classes here


def test_each_rms_counts_its_own_classes_with_rms_classes_each(tmp_path):
    res = cdaprep.compare(
        EXAMPLES / "bios.csv",
        EXAMPLES / "bios_test.csv",
        methods=["none"],
        seeds=1,
        n_boot=0,
        quiet=True,
        rms_classes="each",
        **COLS,
    )
    rep = summarize(res)
    figures = rep["classes"][0]["figures"]
    causal = figures["rms.causal.tpr"]
    assert figures["rms.stat.tpr"]["n_classes"] == 4
    cdaprep.write_compare_report(rep, tmp_path / "r", plots=False)
    part = section((tmp_path / "r" / "report.md").read_text(encoding="utf-8"), "Classes counted")
    assert causal["n_classes"] == 8 and causal["left_out"] == []
    assert "| stat. TPR gap | 4 of 8 | " in part
    rest = "causal TPR gap; stat. FPR gap; causal FPR gap; stat. PPR gap; causal PPR gap"
    assert f"| {rest} | 8 of 8 |  |" in part
    assert "¹" not in part and "rms_classes='each'" in part


def test_methods_that_count_other_classes_get_a_table_each(reports):
    """The precision gaps depend on the predictions, so methods may count other classes; the
    report groups the methods that count the same ones (shown here on the RMS gaps)."""
    from cdaprep.comparison.report import render_markdown

    _, rep, _ = reports[0, 3]
    rep = json.loads(json.dumps(rep))
    us = rep["classes"][1]["figures"]["rms.stat.tpr"]
    us["classes"] = us["classes"][:3]
    us["left_out"].append({"label": "teacher", "gap": "stat.tpr", "why": "made up"})
    part = section(render_markdown(rep), "Classes counted")
    assert "Methods `none`:" in part and "Methods `us`:" in part
    assert "| stat. TPR gap | 3 of 8 | " in part and "| teacher | stat. TPR gap | made up |" in part
