"""``cdaprep metrics`` end to end on small files."""

from __future__ import annotations

import json
import math
import sys

import numpy as np
import pandas as pd
import pytest

from cdaprep.cli import main
from cdaprep.errors import OUTPUT_EXISTS, UsageError, missing_column_error
from cdaprep.metrics import causal_gaps, statistical_gaps
from cdaprep.metrics.report import NOTE_NO_PAIRS, PLOT_HINT

LABELS = np.array(["nurse", "dj", "surgeon", "pastor"])


def paired_frame(seed=0, n=120, flip=0.1):
    rng = np.random.default_rng(seed)
    y = LABELS[rng.integers(0, 4, n)]
    g = np.where(rng.random(n) < 0.5, "female", "male")
    cf = np.where(g == "female", "male", "female")
    po = np.where(rng.random(n) < 0.8, y, LABELS[rng.integers(0, 4, n)])
    pc = np.where(rng.random(n) < 1 - flip, po, LABELS[rng.integers(0, 4, n)])
    ids = np.arange(n)
    df = pd.DataFrame(
        {
            "text": "some bio",
            "profession": np.r_[y, y],
            "gender": np.r_[g, cf],
            "cda_pair_id": np.r_[ids, ids],
            "cda_role": ["original"] * n + ["counterfactual"] * n,
            "cda_has_gendered_word": np.r_[rng.random(n) < 0.9, np.ones(n, bool)],
            "pred": np.r_[po, pc],
        }
    )
    # no female pastor at all: a class with no examples of a group
    df = df[
        ~(
            (df.profession == "pastor")
            & (
                df.cda_pair_id.isin(
                    df.loc[
                        (df.profession == "pastor")
                        & (df.gender == "female")
                        & (df.cda_role == "original"),
                        "cda_pair_id",
                    ]
                )
            )
        )
    ]
    return df.reset_index(drop=True)


def strict_json(path):
    def bad(c):
        raise AssertionError(f"non-standard JSON constant {c}")

    return json.loads(path.read_text(), parse_constant=bad)


BASE = ["--label-column", "profession", "--prediction-column", "pred", "--n-boot", "200"]


def test_cli_writes_report(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    df = paired_frame()
    df.to_csv(f, index=False)
    out = tmp_path / "report"
    assert main(["metrics", str(f), "-o", str(out), *BASE]) == 0
    assert {p.name for p in out.iterdir()} >= {"metrics.json", "report.md"}
    assert "RMS causal TPR gap" in capsys.readouterr().out
    rep = strict_json(out / "metrics.json")
    run = rep["runs"][0]
    orig = df[df.cda_role == "original"]
    want = statistical_gaps(
        orig.profession, orig.pred, sensitive_features=orig.gender, labels=rep["labels"]
    )
    got = [r["value"] for r in run["per_class"]["stat.tpr"]]
    for a, b in zip(got, want["gap"]):
        assert (a is None and math.isnan(b)) or abs(a - b) < 1e-12
    cg = causal_gaps(
        df.profession,
        df.pred,
        sensitive_features=df.gender,
        pair_ids=df.cda_pair_id,
        labels=rep["labels"],
    )
    got = [r["value"] for r in run["per_class"]["causal.tpr"]]
    for a, b in zip(got, cg["gap"]):
        assert (a is None and math.isnan(b)) or abs(a - b) < 1e-12
    # the class without women: NaN (null) with a reason, never a 0
    pastor = next(r for r in run["per_class"]["stat.tpr"] if r["label"] == "pastor")
    assert pastor["value"] is None
    assert pastor["reason"] == "no examples of group 'female' with true label 'pastor'"
    # every number has an interval
    for s in run["summary"].values():
        assert s["value"] is None or s["ci_low"] is not None
    md = (out / "report.md").read_text()
    assert "| RMS statistical TPR gap |" in md and "pastor" in md
    assert not list(tmp_path.glob(".report.tmp-*"))


def test_cli_refuses_existing_output(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    paired_frame().to_csv(f, index=False)
    out = tmp_path / "report"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    assert main(["metrics", str(f), "-o", str(out), *BASE]) == 2
    assert OUTPUT_EXISTS.format(path=str(out)) in capsys.readouterr().err
    assert (out / "keep.txt").exists()
    # --overwrite replaces only a report folder: the user's file is never deleted
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--overwrite", "--quiet"]) == 2
    assert "it is not a report folder cdaprep wrote (it holds 'keep.txt')" in (
        capsys.readouterr().err
    )
    assert (out / "keep.txt").read_text() == "mine"
    (out / "keep.txt").unlink()
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--quiet"]) == 2  # empty: still exists
    capsys.readouterr()
    for _ in range(2):  # an empty folder, then the report written there
        assert main(["metrics", str(f), "-o", str(out), *BASE, "--overwrite", "--quiet"]) == 0
        assert (out / "metrics.json").exists()
    assert capsys.readouterr().out == ""


def test_cli_missing_column_message(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    df = paired_frame()
    df.to_csv(f, index=False)
    code = main(
        [
            "metrics",
            str(f),
            "-o",
            str(tmp_path / "r"),
            "--label-column",
            "occupation",
            "--prediction-column",
            "pred",
        ]
    )
    assert code == 2
    err = capsys.readouterr().err
    msg = str(
        missing_column_error(
            "occupation", df.columns, where=str(f), fix="Pass the right column with --label-column."
        )
    )
    assert msg in err
    assert not (tmp_path / "r").exists()


def test_cli_explicit_pair_column_must_exist(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    paired_frame().to_csv(f, index=False)
    assert main(["metrics", str(f), "-o", str(tmp_path / "r"), *BASE, "--pair-column", "pair"]) == 2
    assert "'pair' not found" in capsys.readouterr().err


def test_cli_several_runs_train_and_exclusion(tmp_path):
    files = []
    base = paired_frame(seed=0)
    for seed in range(3):
        f = tmp_path / f"preds{seed}.jsonl"
        rng = np.random.default_rng(seed)
        noise = LABELS[rng.integers(0, 4, len(base))]
        base.assign(pred=np.where(rng.random(len(base)) < 0.2, noise, base.pred)).to_json(
            f, orient="records", lines=True
        )
        files.append(str(f))
    missing = base.assign(pred=base.pred.where(base.index != 3))  # one missing prediction
    missing.to_csv(tmp_path / "missing.csv", index=False)
    assert (
        main(
            [
                "metrics",
                str(tmp_path / "missing.csv"),
                "-o",
                str(tmp_path / "m"),
                *BASE,
                "--quiet",
                "--no-plots",
            ]
        )
        == 0
    )
    rep = strict_json(tmp_path / "m" / "metrics.json")
    assert rep["labels"] == sorted(LABELS.tolist())
    assert rep["runs"][0]["counts"]["missing_rows"] == 1
    train = tmp_path / "train.csv"
    tr = paired_frame(seed=9, n=300)
    tr = tr[(tr.cda_role == "original") & (tr.profession != "surgeon")]
    tr[["profession", "gender"]].to_csv(train, index=False)
    out = tmp_path / "r"
    assert (
        main(
            [
                "metrics",
                *files,
                "-o",
                str(out),
                *BASE,
                "--train",
                str(train),
                "--exclude-no-gendered-word",
                "--quiet",
            ]
        )
        == 0
    )
    rep = strict_json(out / "metrics.json")
    assert rep["across_runs"]["n_runs"] == 3
    s = rep["across_runs"]["summary"]["rms.stat.tpr"]
    vals = s["values"]
    mean = sum(vals) / 3
    sd = math.sqrt(sum((v - mean) ** 2 for v in vals) / 2)
    assert abs(s["ci_high"] - (mean + 1.96 * sd / math.sqrt(3))) < 1e-12
    assert any("the training data does not have: 'surgeon'" in n for n in rep["notes"])
    share = {r["label"]: r for r in rep["runs"][0]["group_share"]}
    assert share["surgeon"]["share"] is None and share["surgeon"]["reason"]
    assert rep["runs"][0]["counts"]["excluded_rows"] > 0
    surg = [r for r in rep["runs"][0]["biasamp_by_pair"] if r["task"] == "surgeon"]
    assert all(r["contribution"] is None and "training" in r["reason"] for r in surg)


def test_cli_statistical_only_file(tmp_path):
    f = tmp_path / "preds.parquet"
    df = paired_frame()
    df[df.cda_role == "original"][["profession", "gender", "pred"]].to_parquet(f)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--quiet", "--no-plots"]) == 0
    rep = strict_json(out / "metrics.json")
    assert NOTE_NO_PAIRS in rep["runs"][0]["notes"]
    assert "causal.tpr" not in rep["runs"][0]["per_class"]
    assert rep["plots"] == []


def test_cli_without_matplotlib(tmp_path, monkeypatch, capsys):
    f = tmp_path / "preds.csv"
    paired_frame().to_csv(f, index=False)
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE]) == 0
    assert PLOT_HINT in capsys.readouterr().err
    assert (out / "metrics.json").exists() and (out / "report.md").exists()
    assert not list(out.glob("*.png"))


def test_cli_plots(tmp_path):
    pytest.importorskip("matplotlib")
    f = tmp_path / "preds.csv"
    paired_frame().to_csv(f, index=False)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--quiet"]) == 0
    names = {p.name for p in out.glob("*.png")}
    assert "tpr_gap_statistical_vs_causal.png" in names and "tpr_gap_per_class.png" in names
    assert "tpr_gap_per_class.png" in (out / "report.md").read_text()


def test_cli_unknown_group(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    paired_frame().assign(gender=lambda d: d.gender.str[0].str.upper()).to_csv(f, index=False)
    assert main(["metrics", str(f), "-o", str(tmp_path / "r"), *BASE]) == 2
    assert "groups present: 'F', 'M'" in capsys.readouterr().err
    assert (
        main(
            [
                "metrics",
                str(f),
                "-o",
                str(tmp_path / "r"),
                *BASE,
                "--group",
                "F",
                "--reference-group",
                "M",
                "--quiet",
                "--no-plots",
            ]
        )
        == 0
    )


def test_cli_one_gender_names_the_group_column_and_the_fix(tmp_path, capsys):
    """Report item 11: predictions of one gender only gave "group 'male' does not occur in
    sensitive_features", a Python parameter name; the error names the file, the group column
    and what to do."""
    from cdaprep.metrics import evaluate

    f = tmp_path / "preds_onegender.csv"
    paired_frame().assign(gender="female").to_csv(f, index=False)
    assert main(["metrics", str(f), "-o", str(tmp_path / "r"), *BASE]) == 2
    err = capsys.readouterr().err
    assert "sensitive_features" not in err
    assert (
        f"error: {f}: group 'male' does not occur in the group column 'gender'; groups "
        "present: 'female'. Every gap compares two groups, so the data needs rows of both"
    ) in err
    assert "--group-column" in err and "--reference-group" in err
    with pytest.raises(UsageError, match=r"^frame: group 'male' does not occur in the group col"):
        evaluate([("frame", pd.read_csv(f))], label_column="profession", prediction_column="pred")


def test_cli_run_line_counts_the_rows_the_notes_leave_out(tmp_path):
    """Report item 12: with one original row whose group is blank, the notes said "1 row(s)
    with no value in the group column 'gender' were left out (1 original ...)" while the run
    line said "... 0 excluded rows"."""
    df = paired_frame()
    first_original = df.index[df.cda_role == "original"][0]
    first_counterfactual = df.index[df.cda_role == "counterfactual"][1]
    df.loc[first_original, "gender"] = ""
    df.loc[first_counterfactual, "pred"] = None
    f = tmp_path / "preds_messy.csv"
    df.to_csv(f, index=False)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--quiet", "--no-plots"]) == 0
    run = json.loads((out / "metrics.json").read_text())["runs"][0]
    c = run["counts"]
    assert (c["no_group_rows"], c["no_group_original_rows"]) == (1, 1)
    assert (c["missing_rows"], c["missing_original_rows"]) == (1, 0)
    assert (
        "1 row(s) with no value in the group column 'gender' were left out (1 original, 0 "
        "counterfactual" in " ".join(run["notes"])
    )
    md = (out / "report.md").read_text()
    assert (
        f"{c['original_rows']} original rows, {c['pairs']} counterfactual pairs, "
        f"{c['skipped_pairs']} invalid pair ids; rows left out: 1 with no value in the group "
        "column 'gender' (1 original), 1 with a missing label or prediction (0 original)."
    ) in md
    assert "0 excluded rows" not in md
    plain = tmp_path / "plain"
    paired_frame().to_csv(tmp_path / "p.csv", index=False)
    assert main(["metrics", str(tmp_path / "p.csv"), "-o", str(plain), *BASE, "--quiet"]) == 0
    md = (plain / "report.md").read_text()
    assert "invalid pair ids; no row with a missing value left out." in md


#: (label, group) -> prediction counts of the original rows of a run whose BiasAmp A->T sums to
#: -1.4e-17 (the cells of the tester's preds.csv)
ZERO_BIASAMP_CELLS = {
    ("nurse", "female"): {"nurse": 8, "pilot": 1, "surgeon": 1},
    ("nurse", "male"): {"nurse": 7, "pilot": 1, "surgeon": 2},
    ("pilot", "female"): {"nurse": 2, "pilot": 7, "surgeon": 1},
    ("pilot", "male"): {"nurse": 4, "pilot": 6},
    ("surgeon", "female"): {"nurse": 8, "surgeon": 2},
    ("surgeon", "male"): {"nurse": 1, "surgeon": 9},
}


def test_cli_prints_no_negative_zero(tmp_path, capsys):
    """Report item 14: BiasAmp A->T of -1.4e-17 was printed "-0.0000" on the command line
    and in report.md; it is 0.0000 (metrics.json keeps the value)."""
    rows = []
    for (label, group), preds in ZERO_BIASAMP_CELLS.items():
        for pred, n in preds.items():
            for _ in range(n):
                i = len(rows) // 2
                other = "male" if group == "female" else "female"
                rows.append((label, group, i, "original", pred))
                rows.append((label, other, i, "counterfactual", pred))
    cols = ["profession", "gender", "cda_pair_id", "cda_role", "pred"]
    f = tmp_path / "preds.csv"
    pd.DataFrame(rows, columns=cols).to_csv(f, index=False)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--no-plots"]) == 0
    printed = capsys.readouterr().out
    run = json.loads((out / "metrics.json").read_text())["runs"][0]
    value = run["summary"]["biasamp.A->T"]["value"]
    assert -1e-12 < value < 0  # the case of the report: a negative float that rounds to 0
    assert "BiasAmp A->T: 0.0000 [" in printed
    md = (out / "report.md").read_text()
    assert "| BiasAmp A->T | 0.0000 |" in md
    assert "-0.0000" not in printed + md


def test_cli_report_folder_mode_matches_other_outputs(tmp_path):
    # issue 11.9: the report folder was created with mode 0700, other outputs 0755
    import os
    import stat

    f = tmp_path / "preds.csv"
    paired_frame().to_csv(f, index=False)
    out = tmp_path / "report"
    args = [
        "metrics",
        str(f),
        "-o",
        str(out),
        "--label-column",
        "profession",
        "--prediction-column",
        "pred",
    ]
    assert main([*args, "--n-boot", "0", "--no-plots", "--quiet"]) == 0
    plain = tmp_path / "plain"
    plain.mkdir()
    assert stat.S_IMODE(os.stat(out).st_mode) == stat.S_IMODE(os.stat(plain).st_mode)


def test_cli_every_prediction_missing_is_a_data_error(tmp_path, capsys):
    f = tmp_path / "nopred.csv"
    paired_frame().assign(pred=np.nan).to_csv(f, index=False)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--n-boot", "0"]) == 1
    err = capsys.readouterr().err
    assert "every value of the prediction column 'pred' is missing" in err
    assert "--prediction-column" in err
    assert not out.exists()


def test_cli_no_original_row_with_a_prediction_reports_na(tmp_path):
    f = tmp_path / "origmiss.csv"
    df = paired_frame()
    df.assign(pred=df.pred.where(df.cda_role != "original")).to_csv(f, index=False)
    out = tmp_path / "r"
    assert main(["metrics", str(f), "-o", str(out), *BASE, "--n-boot", "0", "--no-plots"]) == 0
    run = strict_json(out / "metrics.json")["runs"][0]
    assert run["counts"]["units_resampled"] == 0
    assert run["summary"]["rms.stat.tpr"]["value"] is None


def test_missing_prediction_on_a_counterfactual_row_is_counted_and_named():
    from cdaprep.metrics.report import evaluate

    df = paired_frame()
    pairs = df.cda_pair_id.drop_duplicates().to_numpy()
    first = (df.cda_pair_id == pairs[0]) & (df.cda_role == "original")
    second = (df.cda_pair_id == pairs[1]) & (df.cda_role == "counterfactual")
    no_pred = first | second
    rep = evaluate(
        [("p.csv", df.assign(pred=df.pred.where(~no_pred)))],
        label_column="profession",
        prediction_column="pred",
        n_boot=0,
    )
    run = rep["runs"][0]
    assert run["counts"]["missing_rows"] == 2
    assert run["counts"]["skipped_pairs"] == 2
    notes = " | ".join(run["notes"])
    assert "2 of them because a row has no prediction" in notes
    assert "2 row(s) with a missing label or prediction were left out (1 original, 1" in notes


def test_inputs_record_the_pair_column_used():
    from cdaprep.metrics.report import evaluate

    df = paired_frame()
    opts = dict(label_column="profession", prediction_column="pred", n_boot=0)
    assert evaluate([("p.csv", df)], **opts)["inputs"]["pair_column"] == "cda_pair_id"
    plain = df.drop(columns="cda_pair_id")
    assert evaluate([("p.csv", plain)], **opts)["inputs"]["pair_column"] is None


def test_cli_split_picks_a_split_of_a_saved_dataset_dict(tmp_path, capsys):
    import datasets

    test = paired_frame(seed=1)
    train = test.assign(pred=test["profession"])  # every prediction right: no gap at all
    folder = tmp_path / "preds"
    datasets.DatasetDict(
        {"train": datasets.Dataset.from_pandas(train), "test": datasets.Dataset.from_pandas(test)}
    ).save_to_disk(str(folder))
    args = ["metrics", str(folder), *BASE, "--quiet", "--no-plots"]
    assert main([*args, "-o", str(tmp_path / "r0")]) == 2
    assert (
        f"{folder} has several splits (train, test) and none is named counterfactual_eval; "
        "choose the paired evaluation set with split=NAME (cdaprep metrics: --split NAME)"
    ) in capsys.readouterr().err
    test.to_parquet(tmp_path / "test.parquet")
    assert (
        main([*args[:1], str(tmp_path / "test.parquet"), *args[2:], "-o", str(tmp_path / "f")]) == 0
    )
    assert main([*args, "--split", "test", "-o", str(tmp_path / "r1")]) == 0
    got, want = (
        strict_json(tmp_path / "r1" / "metrics.json"),
        strict_json(tmp_path / "f" / "metrics.json"),
    )
    assert got["runs"][0]["file"] == f"{folder} (split test)"
    assert got["runs"][0]["summary"] == want["runs"][0]["summary"]
    assert main([*args, "--split", "nope", "-o", str(tmp_path / "r2")]) == 2
    assert "split 'nope' not found; available splits: train, test" in capsys.readouterr().err


def test_cli_train_split_picks_the_training_split_of_a_saved_dataset_dict(tmp_path, capsys):
    import datasets

    test = paired_frame(seed=1)
    test.to_parquet(tmp_path / "test.parquet")
    train = paired_frame(seed=2)
    train.to_parquet(tmp_path / "train.parquet")
    folder = tmp_path / "trainsets"
    datasets.DatasetDict(
        {"a": datasets.Dataset.from_pandas(train), "b": datasets.Dataset.from_pandas(test)}
    ).save_to_disk(str(folder))
    args = ["metrics", str(tmp_path / "test.parquet"), *BASE, "--quiet", "--no-plots"]
    assert main([*args, "--train", str(folder), "-o", str(tmp_path / "r0")]) == 2
    assert (
        f"--train {str(folder)!r} has several splits (a, b) and none is named train; "
        "choose one with --train-split NAME"
    ) in capsys.readouterr().err
    assert main([*args, "--train", str(tmp_path / "train.parquet"), "-o", str(tmp_path / "f")]) == 0
    opts = ["--train", str(folder), "--train-split", "a", "-o", str(tmp_path / "r1")]
    assert main([*args, *opts]) == 0
    got = strict_json(tmp_path / "r1" / "metrics.json")
    want = strict_json(tmp_path / "f" / "metrics.json")
    assert got["inputs"]["train"] == f"{folder} (split a)"
    assert got["runs"][0]["summary"] == want["runs"][0]["summary"]


def test_cli_holds_only_the_columns_the_report_reads(tmp_path, monkeypatch):
    """metrics holds every row of the predictions and of --train; it held every column too,
    text included (a paired set of a million biographies took GiBs), where the report reads
    the label, prediction, group, pair, role and gendered-word columns only."""
    import cdaprep.metrics.report as report

    seen = {}
    real = report.evaluate

    def spy(runs, train=None, **kw):
        seen["runs"] = [list(df.columns) for _, df in runs]
        seen["train"] = list(train[1].columns)
        return real(runs, train=train, **kw)

    monkeypatch.setattr(report, "evaluate", spy)
    preds, train = tmp_path / "preds.jsonl", tmp_path / "train.csv"
    paired_frame().to_json(preds, orient="records", lines=True)
    paired_frame(seed=1).assign(notes="a long text").to_csv(train, index=False)
    args = ["metrics", str(preds), "-o", str(tmp_path / "r"), *BASE, "--train", str(train)]
    assert main(args) == 0
    assert seen["runs"] == [[c for c in paired_frame().columns if c != "text"]]
    assert seen["train"] == ["profession", "gender"]
    assert strict_json(tmp_path / "r" / "metrics.json")["inputs"]["train"] == str(train)
