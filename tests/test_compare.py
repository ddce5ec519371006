"""``cdaprep compare`` and ``cdaprep.compare``: the paper's direction on data with a planted
bias, determinism, the same training sets as ``cdaprep augment``, the report and its errors."""

from __future__ import annotations

import json
import sys

import numpy as np
import pandas as pd
import pytest

import cdaprep
from cdaprep.cli import main
from cdaprep.comparison import (
    DEFAULT_METHODS,
    accuracy_scores,
    compare_info,
    parse_methods,
    summarize,
    training_set,
)
from cdaprep.errors import DataError, MissingDependencyError, UsageError
from tests.fixtures_planted_bias import planted_bias_frame

LABELS = ["nurse", "dietitian", "surgeon", "pilot"]
COLS = dict(text_column="text", label_column="profession")
VARIANTS = ["os-cda:cda-first", "us-cda:cda-first", "rw-cda:counterfactual", "rw-cda:one"]


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """Train and eval CSVs without a gender column (so --assign-gender is exercised)."""
    d = tmp_path_factory.mktemp("compare")
    train = planted_bias_frame(600, seed=1, labels=LABELS).drop(columns="gender")
    test = planted_bias_frame(300, seed=2, labels=LABELS).drop(columns="gender")
    train.to_csv(d / "train.csv", index=False)
    test.to_csv(d / "test.csv", index=False)
    return d / "train.csv", d / "test.csv"


@pytest.fixture(scope="module")
def result(data):
    train, test = data
    return cdaprep.compare(
        train,
        test,
        **COLS,
        assign_gender=True,
        methods=["none", "cda", "us", "rw"],
        seeds=1,
        n_boot=50,
        quiet=True,
    )


def value(res: pd.DataFrame, method: str, metric: str) -> float:
    sel = res[(res["method"] == method) & (res["metric"] == metric)]
    return float(sel["value"].mean())


def test_tidy_frame_has_every_method_seed_and_metric(result):
    assert list(result.columns) == ["method", "seed", "metric", "value", "low", "high"]
    assert list(result["method"].unique()) == ["none", "cda", "us", "rw"]
    for metric in ("accuracy", "macro_f1", "rms.stat.tpr", "rms.causal.tpr", "rms.causal.ppr"):
        assert (result["metric"] == metric).sum() == 4
    acc = result[result["metric"] == "accuracy"]
    assert ((acc["low"] <= acc["value"]) & (acc["value"] <= acc["high"])).all()


def test_cda_lowers_the_causal_tpr_gap(result):
    none = value(result, "none", "rms.causal.tpr")
    assert none > 0.05  # the planted bias is there
    assert value(result, "cda", "rms.causal.tpr") < 0.25 * none


@pytest.mark.parametrize("method", ["us", "rw"])
def test_resampling_and_reweighing_lower_the_statistical_tpr_gap(result, method):
    none = value(result, "none", "rms.stat.tpr")
    assert none > 0.05
    assert value(result, method, "rms.stat.tpr") < 0.75 * none


KW_SEEDED = dict(**COLS, assign_gender=True, methods=["us-cda:cda-first", "rw-cda:one"], n_boot=20)


def test_results_are_identical_for_a_seed(data):
    train, test = data
    a = cdaprep.compare(train, test, seeds=[3], quiet=True, **KW_SEEDED)
    b = cdaprep.compare(train, test, seeds=[3], quiet=True, **KW_SEEDED)
    pd.testing.assert_frame_equal(a, b)
    # the seed is the method's seed: another seed draws other rows
    s3, s4 = (
        training_set(train, "us-cda:cda-first", seed=s, assign_gender=True, **COLS) for s in (3, 4)
    )
    assert not s3["text"].reset_index(drop=True).equals(s4["text"].reset_index(drop=True))


@pytest.mark.slow
def test_worker_processes_give_the_same_results(data):
    train, test = data
    a = cdaprep.compare(train, test, seeds=[3, 4], quiet=True, **KW_SEEDED)
    b = cdaprep.compare(train, test, seeds=[3, 4], quiet=True, num_proc=2, **KW_SEEDED)
    pd.testing.assert_frame_equal(a, b)
    rows = [(t["method"], t["seed"], t["rows"]) for t in compare_info(a)["training_sets"]]
    assert rows == [(t["method"], t["seed"], t["rows"]) for t in compare_info(b)["training_sets"]]


@pytest.mark.parametrize("spec", [*DEFAULT_METHODS[1:], *VARIANTS])
def test_training_set_is_what_augment_writes(data, tmp_path, spec):
    train, _ = data
    method, _, option = spec.partition(":")
    extra = []
    if option:
        extra = ["--order" if method != "rw-cda" else "--cf-weight", option]
    out = tmp_path / "aug.parquet"
    argv = ["augment", str(train), "-o", str(out), "--method", method, "--seed", "2", *extra]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    assert main([*argv, "--quiet"]) == 0
    want = pd.read_parquet(out)
    got = training_set(train, spec, seed=2, assign_gender=True, **COLS)
    pd.testing.assert_frame_equal(
        got.reset_index(drop=True), want.reset_index(drop=True), check_dtype=False
    )


def test_compare_trains_on_the_augment_training_sets(data, result):
    train, _ = data
    for t in compare_info(result)["training_sets"]:
        want = training_set(train, t["method"], seed=t["seed"], assign_gender=True, **COLS)
        assert t["rows"] == len(want)
        assert t["weighted"] == ("sample_weight" in want)


@pytest.mark.parametrize(
    "given, names",
    [
        (None, list(DEFAULT_METHODS)),
        ("none, cda", ["none", "cda"]),
        (["us-cda:cda-first", "OS-CDA"], ["us-cda:cda-first", "os-cda"]),
        (["us-cda:resample-first", "rw-cda:same"], ["us-cda", "rw-cda"]),
        (["rw-cda:one", "rw-cda:counterfactual"], ["rw-cda:one", "rw-cda:counterfactual"]),
    ],
)
def test_method_names_and_variants(given, names):
    specs = parse_methods(DEFAULT_METHODS if given is None else given)
    assert [s.name for s in specs] == names


@pytest.mark.parametrize(
    "given, message",
    [
        ("cdaa", "unknown method 'cdaa'; accepted: none, cda, os, us, rw, os-cda[:resample-"),
        ("cda:cda-first", "method 'cda' has no variants"),
        ("us-cda:first", "unknown variant 'first' of 'us-cda'; accepted: us-cda:resample-first"),
        ("rw-cda:half", "accepted: rw-cda:same, rw-cda:counterfactual, rw-cda:one"),
        ("us-cda, us-cda:resample-first", "method 'us-cda' is listed twice"),
        ("", "no methods to compare"),
    ],
)
def test_method_errors_list_what_is_accepted(given, message):
    with pytest.raises(UsageError) as e:
        parse_methods(given)
    assert message in str(e.value)


def test_accuracy_and_macro_f1_match_scikit_learn():
    from sklearn.metrics import accuracy_score, f1_score

    rng = np.random.default_rng(0)
    y = rng.choice(["a", "b", "c", "d"], 500)
    p = np.where(rng.random(500) < 0.7, y, rng.choice(["a", "b", "c", "e"], 500))
    r = accuracy_scores(y, p, n_boot=200, seed=1)
    assert r["accuracy"][0] == pytest.approx(accuracy_score(y, p))
    assert r["macro_f1"][0] == pytest.approx(f1_score(y, p, average="macro"))
    for v, lo, hi in r.values():
        assert lo < v < hi and hi - lo < 0.2
    assert accuracy_scores(y, p, n_boot=200, seed=1) == r
    # rows without a true label are left out
    r2 = accuracy_scores([*y, None], [*p, "a"], n_boot=0)
    assert r2["accuracy"][0] == pytest.approx(accuracy_score(y, p))


def test_summary_marks_the_best_method_and_differences_against_none(result):
    rep = summarize(result)
    rows = {r["method"]: r["metrics"] for r in rep["table"]}
    causal = {m: c["rms.causal.tpr"]["mean"] for m, c in rows.items()}
    assert [m for m, c in rows.items() if c["rms.causal.tpr"]["best"]] == [
        min(causal, key=causal.get)
    ]
    acc = {m: c["accuracy"]["mean"] for m, c in rows.items()}
    assert rows[max(acc, key=acc.get)]["accuracy"]["best"]
    diffs = {d["method"]: d["metrics"] for d in rep["differences"]}
    assert set(diffs) == {"cda", "us", "rw"}
    d = diffs["cda"]["rms.causal.tpr"]
    assert d["mean"] == pytest.approx(causal["cda"] - causal["none"])
    assert d["ci_low"] < d["mean"] < d["ci_high"]
    assert d["excludes_zero"] == (d["ci_high"] < 0 or d["ci_low"] > 0)


def test_cli_writes_the_report(data, tmp_path, capsys):
    train, test = data
    out = tmp_path / "report"
    argv = ["compare", str(train), "--eval", str(test), "-o", str(out)]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    argv += ["--methods", "none,cda", "rw", "--seeds", "2", "--n-boot", "20"]
    assert main(argv) == 0
    err = capsys.readouterr().err
    assert "[1/6] none seed 0" in err and "[6/6] rw seed 1" in err and "done in" in err
    rep = json.loads((out / "compare.json").read_text())
    assert [r["method"] for r in rep["table"]] == ["none", "cda", "rw"]
    assert rep["inputs"]["seeds"] == [0, 1] and rep["inputs"]["assign_gender"] is True
    assert set(rep["seconds"]) >= {"training sets", "fitting", "predicting", "metrics"}
    md = (out / "report.md").read_text()
    assert "| method | accuracy | macro-F1 | stat. TPR gap | causal TPR gap |" in md
    assert "## Differences against `none`" in md and "![overview.png](overview.png)" in md
    for png in rep["plots"]:
        assert (out / png).read_bytes()[:4] == b"\x89PNG"
    assert len(pd.read_csv(out / "results.csv")) == len(rep["runs"])
    # the JSON draws the same report again
    cdaprep.write_compare_report(rep, tmp_path / "again", plots=False)
    md_again = (tmp_path / "again" / "report.md").read_text()
    assert md_again.split("## Runs")[0] == md.split("## Plots")[0]
    assert main(argv + ["--quiet"]) == 2
    assert "already exists; pass --overwrite" in capsys.readouterr().err
    assert main(argv + ["--quiet", "--overwrite", "--methods", "nope"]) == 2
    assert "unknown method 'nope'; accepted: none, cda" in capsys.readouterr().err


# -- classifiers --------------------------------------------------------------------------------

SEEDS_SEEN: list[int] = []


def make_pipeline_classifier(seed):
    """A factory for --classifier: a scikit-learn Pipeline on raw texts."""
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    SEEDS_SEEN.append(seed)
    return make_pipeline(CountVectorizer(), LogisticRegression(max_iter=500, random_state=seed))


class _NoWeights:
    def fit(self, texts, y):
        self.label = y[0]
        return self

    def predict(self, texts):
        return [self.label] * len(texts)


def make_no_weight_classifier(seed):
    return _NoWeights()


def test_classifier_factory_gets_the_seed_and_the_weights(data):
    train, test = data
    SEEDS_SEEN.clear()
    res = cdaprep.compare(
        train,
        test,
        **COLS,
        assign_gender=True,
        methods=["none", "rw"],
        seeds=[5, 6],
        classifier="tests.test_compare:make_pipeline_classifier",
        n_boot=0,
        quiet=True,
    )
    assert SEEDS_SEEN == [5, 6, 5, 6]
    assert compare_info(res)["inputs"]["classifier"] == (
        "tests.test_compare:make_pipeline_classifier"
    )
    assert res["low"].isna().all()  # no resamples, no intervals
    assert value(res, "rw", "rms.stat.tpr") < value(res, "none", "rms.stat.tpr")


def test_classifier_errors(data):
    train, test = data
    kw = dict(**COLS, assign_gender=True, seeds=1, n_boot=0, quiet=True)
    with pytest.raises(UsageError, match="trains with sample weights, but the fit"):
        cdaprep.compare(train, test, methods=["rw"], classifier=make_no_weight_classifier, **kw)
    res = cdaprep.compare(train, test, methods=["none"], classifier=make_no_weight_classifier, **kw)
    assert value(res, "none", "accuracy") < 0.5
    for spec, message in [
        ("nomodule_xyz:f", "cannot import module 'nomodule_xyz'"),
        ("tests.test_compare:nothing", "module 'tests.test_compare' has no 'nothing'"),
        ("tests.test_compare", "give it as package.module:factory"),
    ]:
        with pytest.raises(UsageError, match=message):
            cdaprep.compare(train, test, methods=["none"], classifier=spec, **kw)


def test_missing_scikit_learn_names_the_extra(monkeypatch):
    from cdaprep.comparison.classifiers import resolve_classifier

    monkeypatch.setitem(sys.modules, "sklearn.feature_extraction.text", None)
    with pytest.raises(MissingDependencyError) as e:
        resolve_classifier(None)
    assert 'pip install "cdaprep[compare]"' in str(e.value)


def test_input_errors_name_the_column(data):
    train, test = data
    with pytest.raises(UsageError, match="column 'gender' not found in the training data"):
        cdaprep.compare(train, test, **COLS, methods=["none"], seeds=1, quiet=True)
    with pytest.raises(UsageError, match="column 'job' not found"):
        cdaprep.compare(
            train, test, text_column="text", label_column="job", assign_gender=True, quiet=True
        )


def test_data_errors_name_the_method_or_row():
    df = pd.DataFrame(
        {"text": ["She is here.", "He is there."] * 3, "gender": ["female", "male"] * 3}
    )
    kw = dict(**COLS, methods=["none"], seeds=1, quiet=True)
    with pytest.raises(DataError, match="training set of method 'none' has a single label"):
        cdaprep.compare(df.assign(profession="nurse"), df.assign(profession="nurse"), **kw)
    holes = df.assign(profession=["nurse", None, "pilot", "nurse", "pilot", "nurse"])
    with pytest.raises(DataError, match=r"input row 2 \(1-based\) has no value in label column"):
        cdaprep.compare(holes, df.assign(profession="nurse"), **kw)


# -- small evaluation sets ----------------------------------------------------------------------


def test_small_evaluation_set_says_why_a_gap_is_na_and_min_count_lowers_the_bar(tmp_path, capsys):
    """The README's example: 80 evaluation rows leave every class under 10 true members per
    group, so the TPR gaps are n/a; the report says why, and --min-count 3 computes them."""
    from tests.conftest import EXAMPLES

    argv = ["compare", str(EXAMPLES / "bios.csv"), "--eval", str(EXAMPLES / "bios_test.csv")]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    argv += ["--methods", "none,cda", "--seeds", "1", "--n-boot", "0", "--no-plots"]
    assert main([*argv, "-o", str(tmp_path / "default")]) == 0
    err = capsys.readouterr().err
    assert "RMS statistical TPR gap n/a" in err and "RuntimeWarning" not in err
    rep = json.loads((tmp_path / "default" / "compare.json").read_text())
    assert rep["inputs"]["min_count"] == 10
    assert any("statistical TPR gap is n/a for every method" in n for n in rep["notes"])
    assert "--min-count" in (tmp_path / "default" / "report.md").read_text()

    assert main([*argv, "-o", str(tmp_path / "low"), "--min-count", "3"]) == 0
    rep = json.loads((tmp_path / "low" / "compare.json").read_text())
    assert rep["inputs"]["min_count"] == 3
    assert not any("n/a for every method" in n for n in rep["notes"])
    tpr = [r["value"] for r in rep["runs"] if r["metric"] == "rms.stat.tpr"]
    assert len(tpr) == 2 and all(v is not None and v == v for v in tpr)


def test_causal_gap_na_from_the_common_classes_rule_says_so(tmp_path):
    """On the README's example five classes (professor among them) have 10 or more pairs, so
    the causal TPR gap is n/a only because none has a counted statistical gap too (rule 3):
    the note says that and names --rms-classes each, which then computes it."""
    from tests.conftest import EXAMPLES

    argv = ["compare", str(EXAMPLES / "bios.csv"), "--eval", str(EXAMPLES / "bios_test.csv")]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    argv += ["--methods", "none,cda", "--seeds", "1", "--n-boot", "0", "--no-plots", "--quiet"]
    assert main([*argv, "-o", str(tmp_path / "common")]) == 0
    notes = json.loads((tmp_path / "common" / "compare.json").read_text())["notes"]
    causal = [n for n in notes if n.startswith("The causal TPR gap is n/a")]
    assert len(causal) == 1
    assert "professor" in causal[0] and "--rms-classes each" in causal[0]
    assert "no class has 10 or more" not in causal[0]
    stat = [n for n in notes if n.startswith("The statistical TPR gap is n/a")]
    assert len(stat) == 1 and "no class has 10 or more" in stat[0]

    assert main([*argv, "-o", str(tmp_path / "each"), "--rms-classes", "each"]) == 0
    rep = json.loads((tmp_path / "each" / "compare.json").read_text())
    assert not any(n.startswith("The causal TPR gap is n/a") for n in rep["notes"])
    causal_tpr = [r["value"] for r in rep["runs"] if r["metric"] == "rms.causal.tpr"]
    assert causal_tpr and all(v is not None for v in causal_tpr)


def test_docs_describe_the_json_table_and_differences(result):
    """docs/compare.md describes ``table`` and ``differences`` as the lists they are."""
    from tests.conftest import REPO

    doc = " ".join((REPO / "docs" / "compare.md").read_text(encoding="utf-8").split())
    rep = summarize(result)
    assert isinstance(rep["table"], list) and isinstance(rep["differences"], list)
    assert "table[method]" not in doc and "differences[method]" not in doc
    assert '`{"method", "training_rows", "metrics"}` per method' in doc
    assert '`{"method", "metrics"}` per method other than `none`' in doc
    assert all(set(r) == {"method", "training_rows", "metrics"} for r in rep["table"])
    assert all(set(d) == {"method", "metrics"} for d in rep["differences"])
    assert "`versions` (cdaprep, Python, spaCy" in doc and rep["versions"]["scikit-learn"]
    assert all(isinstance(r["training_rows"], int) for r in rep["table"])  # was 1558.0
    rows = {row["method"]: row["metrics"] for row in rep["table"]}  # as the docs show
    assert set(next(iter(rows.values()))["accuracy"]) == {
        "mean",
        "sd",
        "n",
        "ci_low",
        "ci_high",
        "best",
        "classes",
        "n_classes",
    }
    assert "`classes` and `n_classes` (the classes the gap counts" in doc
    assert '`{"method", "figures"}` per method' in doc and '`{"label", "gap", "why"}`' in doc
    assert [c["method"] for c in rep["classes"]] == [r["method"] for r in rep["table"]]
    assert set(rep["classes"][0]["figures"]) == {r["metric"] for r in rep["runs"]} - {
        "accuracy",
        "macro_f1",
    }


def test_step_warnings_are_printed_once_and_kept_in_the_notes(tmp_path, capsys):
    """A group value that is not a known group ('F') made compare print each step's warning as
    a Python warning with the source line of cdaprep's code (again from every worker
    process), and the report did not mention it."""
    from cdaprep.errors import DataWarning
    from tests.conftest import EXAMPLES

    train = pd.read_csv(EXAMPLES / "bios.csv")
    train["gender"] = ["female", "male"] * (len(train) // 2)
    train.loc[:4, "gender"] = "F"
    train.to_csv(tmp_path / "train.csv", index=False)
    test = pd.read_csv(EXAMPLES / "bios_test.csv")
    test.assign(gender=["female", "male"] * (len(test) // 2)).to_csv(
        tmp_path / "test.csv", index=False
    )
    argv = ["compare", str(tmp_path / "train.csv"), "--eval", str(tmp_path / "test.csv")]
    argv += ["--text-column", "text", "--label-column", "profession", "--methods", "none,os,rw"]
    argv += ["--seeds", "2", "--num-proc", "2", "--n-boot", "0", "--no-plots", "--quiet"]
    assert main([*argv, "-o", str(tmp_path / "report")]) == 0
    err = capsys.readouterr().err
    os_warning = "os: oversample: group column 'gender' has 'F' (5 rows), not a known group"
    assert err.count(f"cdaprep compare: warning: {os_warning}") == 1
    assert err.count("cdaprep compare: warning: rw: reweigh: group column 'gender' has 'F'") == 1
    assert "DataWarning" not in err and "return Pipeline" not in err
    # compare has no --groups: its warning does not suggest it
    assert "--groups" not in err and "(compare balances every value of the column)" in err
    notes = json.loads((tmp_path / "report" / "compare.json").read_text())["notes"]
    assert sum(n.startswith(os_warning) for n in notes) == 1
    assert os_warning in (tmp_path / "report" / "report.md").read_text()
    with pytest.warns(DataWarning, match="rw: reweigh: group column 'gender' has 'F'"):
        cdaprep.compare(
            train,
            test.assign(gender="female"),
            **COLS,
            methods=["rw"],
            seeds=1,
            n_boot=0,
            quiet=True,
        )


def test_notes_on_gaps_from_few_examples_name_the_seeds_and_the_gaps(tmp_path):
    """On the README's example with --min-count 3 the notes said "us: 2 per-class gap(s) come
    from fewer than 3 examples per group ...: shown with (n<3), left out of every summary" and
    then "us: 3 per-class gap(s) ...": two counts for one method without the seed of each, and
    a "(n<3)" mark the comparison's report, which has no per-class table, never shows."""
    from tests.conftest import EXAMPLES

    argv = ["compare", str(EXAMPLES / "bios.csv"), "--eval", str(EXAMPLES / "bios_test.csv")]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    argv += ["--methods", "none,us", "--seeds", "3", "--min-count", "3", "--n-boot", "0"]
    assert main([*argv, "--no-plots", "--quiet", "-o", str(tmp_path / "r")]) == 0
    notes = json.loads((tmp_path / "r" / "compare.json").read_text())["notes"]
    low = [n for n in notes if "per-class gap(s) come from fewer than 3" in n]
    assert low and not any("shown with" in n for n in notes)
    assert low[0] == (
        "none: 4 per-class gap(s) come from fewer than 3 examples per group (pairs for causal "
        "gaps) and are left out of every summary: stat.tpr nurse, stat.tpr surgeon, "
        "stat.precision nurse, stat.precision surgeon"
    )
    assert [n.split(":")[0] for n in low[1:]] == ["us (seed 0)", "us (seeds 1, 2)"]


def test_a_group_value_pairs_cannot_flip_is_refused_before_any_work(tmp_path, capsys):
    """A group value such as 'F' in the evaluation data, or in the training data of a CDA
    method, ended compare after its progress lines with the error of a step that named
    options compare has not ("--groups", "augment has no option for it") and not the input."""
    from tests.conftest import EXAMPLES

    test = pd.read_csv(EXAMPLES / "bios_test.csv").assign(gender="female")
    test.loc[[3, 5], "gender"] = "F"
    test.to_csv(tmp_path / "stray.csv", index=False)
    test.assign(gender="Male").to_csv(tmp_path / "clean.csv", index=False)
    base = ["--text-column", "text", "--label-column", "profession", "--n-boot", "0"]
    for train, ev, methods, where, needs in (
        ("clean", "stray", "none", "evaluation", "its counterfactual pairs need"),
        ("stray", "clean", "none,us-cda,cda", "training", "methods us-cda, cda need"),
    ):
        argv = ["compare", str(tmp_path / f"{train}.csv"), "--eval", str(tmp_path / f"{ev}.csv")]
        out = tmp_path / f"report_{where}"
        assert main([*argv, *base, "--methods", methods, "-o", str(out)]) == 1
        err = capsys.readouterr().err
        assert (
            f"cdaprep compare: error: the {where} data: group column 'gender' has 'F' (2 rows), "
            f"first at input row 4 (1-based); {needs} one of 'female', 'male'"
        ) in err
        assert "--assign-gender" in err and "--groups" not in err
        assert "building" not in err and not out.exists()
    # methods without CDA balance a stray value as a group of its own (with a warning)
    argv = ["compare", str(tmp_path / "stray.csv"), "--eval", str(tmp_path / "clean.csv")]
    assert main([*argv, *base, "--methods", "none,us", "--quiet", "-o", str(tmp_path / "r")]) == 0


def test_notes_name_a_missing_group_as_the_cause_and_appear_once(tmp_path):
    """With --eval messy.csv (one row with a blank gender, no --assign-gender) the report said
    8 times, once per method, that an invalid pair came from "pairs --assign-gender gives a
    text with no gendered word ... none / mixed". Each note now appears once, after "every
    method" when it holds for all, and names the empty group cell; `cdaprep metrics` on the
    paired set that `cdaprep pairs` writes says the same."""
    train = planted_bias_frame(200, seed=1, labels=LABELS)
    test = planted_bias_frame(80, seed=2, labels=LABELS).astype({"gender": object})
    test.loc[3, "gender"] = None
    test.loc[:2, "gender"] = test.loc[:2, "gender"].str.capitalize()  # "Female": read, noted once
    train.to_csv(tmp_path / "train.csv", index=False)
    test.to_csv(tmp_path / "test.csv", index=False)
    argv = ["compare", str(tmp_path / "train.csv"), "--eval", str(tmp_path / "test.csv")]
    argv += ["--text-column", "text", "--label-column", "profession"]
    argv += ["--methods", "none,cda,us,rw", "--seeds", "1", "--n-boot", "0"]
    assert main([*argv, "--no-plots", "--quiet", "-o", str(tmp_path / "r")]) == 0
    notes = json.loads((tmp_path / "r" / "compare.json").read_text())["notes"]
    bodies = [n.removeprefix("every method: ") for n in notes]
    assert len(bodies) == len(set(bodies))
    assert not any(n.startswith(("none: ", "cda: ", "us: ", "rw: ")) for n in notes), notes
    invalid = [n for n in notes if "not valid pairs" in n]
    assert invalid == [
        "every method: 1 pair id(s) are not valid pairs (need one original and one "
        "counterfactual row, one of each group, same label, a prediction on both) and were left "
        "out of the causal metrics; 1 of them because they have no original row: the row they "
        "were made from has no value in the group column 'gender' (an empty or blank cell; "
        "cda_original_group is empty), so pairs rewrote it toward every group, its rows are all "
        "counterfactual and it has no do(G) of its own to compare. Fill in its group, or derive "
        "every group from the text with --assign-gender"
    ]
    respelled = [n for n in notes if "spell a known group" in n]
    assert respelled == [
        f"{tmp_path / 'test.csv'} (--eval): 3 value(s) of the group column 'gender' spell a "
        "known group with other case or spaces ('Female' 2, 'Male' 1) and were read as it, as "
        "every step reads them"
    ]
    md = (tmp_path / "r" / "report.md").read_text()
    assert md.count("not valid pairs") == 1 and "pairs --assign-gender gives" not in md

    # the same cause from `cdaprep metrics` on the set `cdaprep pairs` writes
    pairs = tmp_path / "pairs.csv"
    cmd = ["pairs", str(tmp_path / "test.csv"), "-o", str(pairs), "--text-column", "text"]
    assert main([*cmd, "--quiet"]) == 0
    df = pd.read_csv(pairs)
    df.assign(pred=df["profession"]).to_csv(pairs, index=False)
    cmd = ["metrics", str(pairs), "-o", str(tmp_path / "m"), "--label-column", "profession"]
    assert main([*cmd, "--prediction-column", "pred", "--n-boot", "0", "--quiet"]) == 0
    run = json.loads((tmp_path / "m" / "metrics.json").read_text())["runs"][0]
    note = next(n for n in run["notes"] if "not valid pairs" in n)
    assert "no value in the group column 'gender' (an empty or blank cell" in note
    assert "pairs --assign-gender gives" not in note
