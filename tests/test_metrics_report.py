"""The metrics report: Markdown that renders right (issue 11.5) and summaries that say which
classes they count, compare statistical and causal RMS over the same classes and leave tiny
cells out (issue 11.6)."""

from __future__ import annotations

import json
import math
import os
import re
from html.parser import HTMLParser

import numpy as np
import pandas as pd
import pytest

from cdaprep.cli import main
from cdaprep.errors import UsageError
from cdaprep.metrics import causal_gaps, rms_gap, statistical_gaps
from cdaprep.metrics.report import DEFAULT_MIN_COUNT, evaluate, render_markdown

F, M = "female", "male"
BIG = {"accountant": 100, "architect": 20, "nurse": 15}  # examples per group
SMALL_ONE_GROUP = {"dj": F, "pastor": M, "rapper": M, "model": F, "dentist": M}


def issue_frame(seed: int = 0) -> pd.DataFrame:
    """Paired predictions shaped like the issue's run: a few well-populated classes, classes
    with two test bios of one gender only (statistical gap undefined, causal gap defined), and
    'yoga' with one female and one male bio, the female right and the male wrong."""
    rng = np.random.default_rng(seed)
    rows = []  # (label, group, prediction of the original, prediction of the counterfactual)
    labels = list(BIG) + list(SMALL_ONE_GROUP) + ["yoga"]

    def other(lab):
        return labels[(labels.index(lab) + 1) % len(labels)]

    for lab, n in BIG.items():
        for g in (F, M):
            acc = 0.9 if g == M else 0.7
            for _ in range(n):
                po = lab if rng.random() < acc else other(lab)
                pc = po if rng.random() < 0.8 else (lab if po != lab else other(lab))
                rows.append((lab, g, po, pc))
    for lab, g in SMALL_ONE_GROUP.items():
        rows += [(lab, g, lab, other(lab)), (lab, g, other(lab), other(lab))]
    rows += [("yoga", F, "yoga", "yoga"), ("yoga", M, "nurse", "nurse")]
    n = len(rows)
    y = [r[0] for r in rows]
    g = [r[1] for r in rows]
    cf = [M if x == F else F for x in g]
    return pd.DataFrame(
        {
            "text": "a bio",
            "profession": y + y,
            "gender": g + cf,
            "cda_pair_id": list(range(n)) * 2,
            "cda_role": ["original"] * n + ["counterfactual"] * n,
            "pred": [r[2] for r in rows] + [r[3] for r in rows],
        }
    )


def frame_causal_gaps(df: pd.DataFrame, pred=None, **kw) -> pd.DataFrame:
    """:func:`causal_gaps` of a paired frame with the columns of these tests."""
    return causal_gaps(
        df.profession,
        df.pred if pred is None else pred,
        sensitive_features=df.gender,
        pair_ids=df.cda_pair_id,
        **kw,
    )


def direct_gaps(df: pd.DataFrame, rate: str, labels: list):
    orig = df[df.cda_role == "original"]
    st = statistical_gaps(
        orig.profession, orig.pred, sensitive_features=orig.gender, rate=rate, labels=labels
    )
    return st, frame_causal_gaps(df, rate=rate, labels=labels)


def run_evaluate(df, **kw):
    kw.setdefault("n_boot", 0)
    return evaluate([("preds.csv", df)], label_column="profession", prediction_column="pred", **kw)


# ------------------------------------------------------------------------------------------
# issue 11.6: classes per figure, same classes for statistical and causal RMS, tiny cells
# ------------------------------------------------------------------------------------------


def test_statistical_and_causal_rms_count_the_same_classes_by_default():
    df = issue_frame()
    rep = run_evaluate(df)
    s = rep["runs"][0]["summary"]
    labels = rep["labels"]
    for rate in ("tpr", "fpr", "ppr"):
        stat, causal = s[f"rms.stat.{rate}"], s[f"rms.causal.{rate}"]
        assert stat["classes"] == causal["classes"], rate
        assert stat["n_classes"] == len(stat["classes"])
    # TPR: only the classes with at least 10 examples of each group and 10 pairs
    assert sorted(s["rms.stat.tpr"]["classes"]) == sorted(BIG)
    st, ca = direct_gaps(df, "tpr", labels)
    assert math.isclose(s["rms.stat.tpr"]["value"], rms_gap(st.loc[list(BIG)]), rel_tol=1e-12)
    assert math.isclose(s["rms.causal.tpr"]["value"], rms_gap(ca.loc[list(BIG)]), rel_tol=1e-12)
    # 0.1.0 took the causal RMS over every class with pairs: 9 classes against 3
    assert ca["gap"].notna().sum() == len(labels)
    assert s["rms.causal.tpr"]["value"] != pytest.approx(rms_gap(ca))


def test_common_rule_without_min_count_keeps_classes_where_both_gaps_exist():
    df = issue_frame()
    rep = run_evaluate(df, min_count=0)
    s = rep["runs"][0]["summary"]
    st, ca = direct_gaps(df, "tpr", rep["labels"])
    both = [
        c for c in rep["labels"] if np.isfinite(st.loc[c, "gap"]) and np.isfinite(ca.loc[c, "gap"])
    ]
    assert sorted(both) == sorted([*BIG, "yoga"])
    assert s["rms.causal.tpr"]["classes"] == both
    assert math.isclose(s["rms.causal.tpr"]["value"], rms_gap(ca.loc[both]), rel_tol=1e-12)


def test_each_rule_is_the_old_behaviour():
    df = issue_frame()
    rep = run_evaluate(df, min_count=0, rms_classes="each")
    s = rep["runs"][0]["summary"]
    st, ca = direct_gaps(df, "tpr", rep["labels"])
    assert s["rms.stat.tpr"]["n_classes"] == int(st["gap"].notna().sum()) == 4
    assert s["rms.causal.tpr"]["n_classes"] == len(rep["labels"]) == 9
    assert math.isclose(s["rms.stat.tpr"]["value"], rms_gap(st), rel_tol=1e-12)
    assert math.isclose(s["rms.causal.tpr"]["value"], rms_gap(ca), rel_tol=1e-12)


def test_a_gap_from_one_female_and_one_male_bio_is_flagged_not_summarised():
    df = issue_frame()
    rep = run_evaluate(df, n_boot=200)
    run = rep["runs"][0]
    yoga = next(r for r in run["per_class"]["stat.tpr"] if r["label"] == "yoga")
    # reported, with its degenerate interval, and flagged
    assert (yoga["value"], yoga["ci_low"], yoga["ci_high"]) == (1.0, 1.0, 1.0)
    assert yoga["group_n"] == 1 and yoga["reference_n"] == 1
    assert yoga["flag"] == (
        f"1 female / 1 male (< min_count {DEFAULT_MIN_COUNT}): left out of the summaries"
    )
    for key in ("rms.stat.tpr", "rms.causal.tpr", "sum_abs.tpr", "pearson.tpr"):
        assert "yoga" not in run["summary"][key]["classes"], key
    st, _ = direct_gaps(df, "tpr", rep["labels"])
    assert math.isclose(
        run["summary"]["sum_abs.tpr"]["value"], st.loc[list(BIG), "gap"].abs().sum()
    )
    # well-populated classes carry no flag
    assert all(r["flag"] is None for r in run["per_class"]["stat.tpr"] if r["label"] in BIG)
    assert any("shown with (n<10)" in n for n in run["notes"])
    # --min-count 0 lets it in, and it drives the RMS up
    loose = run_evaluate(df, min_count=0)["runs"][0]["summary"]["rms.stat.tpr"]
    assert "yoga" in loose["classes"] and loose["value"] > run["summary"]["rms.stat.tpr"]["value"]


def test_min_count_counts_pairs_for_causal_gaps():
    df = issue_frame()
    rep = run_evaluate(df, min_count=3, rms_classes="each")
    rows = {r["label"]: r for r in rep["runs"][0]["per_class"]["causal.tpr"]}
    assert rows["yoga"]["group_n"] == 2
    assert rows["yoga"]["flag"] == "2 pairs (< min_count 3): left out of the summaries"
    assert rows["accountant"]["flag"] is None
    assert "yoga" not in rep["runs"][0]["summary"]["rms.causal.tpr"]["classes"]


def test_every_summary_lists_its_classes():
    rep = run_evaluate(issue_frame())
    labels = rep["labels"]
    for key, s in rep["runs"][0]["summary"].items():
        assert set(s["classes"]) <= set(labels), key
        assert s["n_classes"] == len(s["classes"])
    assert rep["runs"][0]["summary"]["independence"]["classes"] == labels
    assert rep["inputs"]["min_count"] == DEFAULT_MIN_COUNT
    assert rep["inputs"]["rms_classes"] == "common"
    assert "same classes" in rep["classes_rule"]


def test_runs_share_their_classes():
    df = issue_frame()
    rng = np.random.default_rng(3)
    noisy = df.assign(pred=np.where(rng.random(len(df)) < 0.3, "nurse", df.pred))
    rep = evaluate(
        [("a", df), ("b", noisy)], label_column="profession", prediction_column="pred", n_boot=0
    )
    for key, s in rep["runs"][0]["summary"].items():
        assert s["classes"] == rep["runs"][1]["summary"][key]["classes"], key
        assert rep["across_runs"]["summary"][key]["classes"] == s["classes"]


@pytest.mark.parametrize(
    "kw, message",
    [
        ({"min_count": -1}, "min_count must be a non-negative integer; got -1."),
        ({"min_count": 2.5}, "min_count must be a non-negative integer; got 2.5."),
        ({"rms_classes": "all"}, "rms_classes must be one of 'common', 'each'; got 'all'."),
    ],
)
def test_selection_option_errors(kw, message):
    with pytest.raises(UsageError) as e:
        run_evaluate(issue_frame(), **kw)
    assert str(e.value) == message


def test_cli_min_count_and_rms_classes(tmp_path, capsys):
    f = tmp_path / "preds.csv"
    issue_frame().to_csv(f, index=False)
    base = ["metrics", str(f), "--label-column", "profession", "--prediction-column", "pred"]
    assert main([*base, "-o", str(tmp_path / "a"), "--n-boot", "0", "--no-plots"]) == 0
    out = capsys.readouterr().out
    assert "RMS statistical TPR gap: " in out and "(3 of 9 classes)" in out
    rep = json.loads((tmp_path / "a" / "metrics.json").read_text())
    assert rep["runs"][0]["summary"]["rms.causal.tpr"]["n_classes"] == 3
    args = [*base, "-o", str(tmp_path / "b"), "--n-boot", "0", "--no-plots", "--quiet"]
    assert main([*args, "--min-count", "0", "--rms-classes", "each"]) == 0
    rep = json.loads((tmp_path / "b" / "metrics.json").read_text())
    assert rep["runs"][0]["summary"]["rms.causal.tpr"]["n_classes"] == 9
    assert rep["inputs"]["min_count"] == 0 and rep["inputs"]["rms_classes"] == "each"
    assert main([*base, "-o", str(tmp_path / "c"), "--min-count", "-2"]) == 2
    assert "--min-count must be 0 or more; got -2" in capsys.readouterr().err
    assert not (tmp_path / "c").exists()


def test_cli_default_min_count_matches_the_library():
    from cdaprep.cli import options as cmd
    from cdaprep.metrics.bootstrap import RMS_CLASSES

    assert cmd.DEFAULT_MIN_COUNT == DEFAULT_MIN_COUNT
    assert cmd.RMS_CLASSES == RMS_CLASSES


# ------------------------------------------------------------------------------------------
# issue 11.5: report.md through a real Markdown renderer
# ------------------------------------------------------------------------------------------


class _Tables(HTMLParser):
    """Tables of rendered HTML as lists of rows of cell texts (header row first)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def source_cells(line: str) -> int:
    """Cells of a Markdown table row as a GFM renderer splits them (unescaped pipes)."""
    inner = line.strip()[1:-1]
    return len(re.split(r"(?<!\\)\|", inner))


def render(md_text: str) -> list[list[list[str]]]:
    from markdown_it import MarkdownIt

    parser = _Tables()
    parser.feed(MarkdownIt("commonmark").enable("table").render(md_text))
    return parser.tables


def check_tables(md_text: str) -> None:
    """Every row of every table has exactly the header's cells, in the source (a renderer
    silently drops extra cells) and in the rendered HTML."""
    block: list[str] = []
    for line in md_text.splitlines() + [""]:
        if line.startswith("|"):
            block.append(line)
            continue
        if block:
            want = source_cells(block[0])
            for row in block[2:]:
                assert source_cells(row) == want, row
            block = []
    for table in render(md_text):
        assert all(len(row) == len(table[0]) for row in table), table[0]


def test_report_renders_with_every_cell_in_its_column(tmp_path):
    f = tmp_path / "preds.csv"
    df = issue_frame()
    df.to_csv(f, index=False)
    out = tmp_path / "r"
    args = ["metrics", str(f), "-o", str(out), "--label-column", "profession"]
    assert main([*args, "--prediction-column", "pred", "--n-boot", "50", "--quiet"]) == 0
    md_text = (out / "report.md").read_text()
    check_tables(md_text)
    summary = json.loads((out / "metrics.json").read_text())["runs"][0]["summary"]
    rows = {row[0]: row for table in render(md_text) for row in table}
    # the value with a pipe in its name lands in one cell, its value and interval in theirs
    row = rows["TPR gap, sum of |gaps|"]
    s = summary["sum_abs.tpr"]
    assert row[1] == f"{s['value']:.4f}"
    assert row[2] == f"[{s['ci_low']:.4f}, {s['ci_high']:.4f}]"
    assert row[3] == f"{s['n_classes']} of 9"
    # the per-class table flags the tiny cell
    yoga = rows["yoga"]
    assert yoga[1] == "1/1" and yoga[2].startswith("1.0000 [1.0000, 1.0000] (n<10)")


def test_render_escapes_pipes_in_labels_and_file_names():
    df = issue_frame().replace({"profession": {"dj": "dj|mc"}, "pred": {"dj": "dj|mc"}})
    rep = evaluate(
        [("runs|a.csv", df)], label_column="profession", prediction_column="pred", n_boot=0
    )
    md_text = render_markdown(rep)
    check_tables(md_text)
    rows = {row[0]: row for table in render(md_text) for row in table}
    assert "dj|mc" in rows


def test_pearson_needs_three_counted_classes():
    """With two classes a correlation is +1 or -1 whatever the data: the report says n/a."""
    df = issue_frame()
    two = df[df["profession"].isin(["accountant", "architect"])].reset_index(drop=True)
    rep = evaluate([("two", two)], label_column="profession", prediction_column="pred", n_boot=0)
    entry = rep["runs"][0]["summary"]["pearson.tpr"]
    assert entry["n_classes"] == 2 and entry["value"] is None
    assert "fewer than three counted classes" in entry["reason"]
    three = evaluate([("three", df)], label_column="profession", prediction_column="pred", n_boot=0)
    assert three["runs"][0]["summary"]["pearson.tpr"]["n_classes"] >= 3


def test_group_values_are_read_as_the_steps_read_them():
    """One "Female" (or " male ") among the group values made it a third compared group, so
    that no pair set was valid and every causal metric was left out; the steps read it as
    female, and so do the metrics now, with a note."""
    df = issue_frame(3)
    ref = run_evaluate(df)
    messy = df.astype({"gender": object})
    messy.loc[messy.gender == F, "gender"] = "Female"
    males = messy.index[messy.gender == M]
    messy.loc[males[:5], "gender"] = " male "
    got = run_evaluate(messy, group="Female", reference_group="MALE")
    r, r0 = got["runs"][0], ref["runs"][0]
    assert r["counts"]["pairs"] == r0["counts"]["pairs"] == len(df) // 2
    assert r["summary"] == r0["summary"] and r["per_class"] == r0["per_class"]
    assert any("spell a known group" in n and "'gender'" in n for n in r["notes"])
    # a value no step knows stays a group of its own; the note on the skipped pairs names it
    stray = df.astype({"gender": object})
    stray.loc[0, "gender"] = "F"
    notes = run_evaluate(stray)["runs"][0]["notes"]
    assert any("compared: 'female', 'F', reference: 'male'" in n for n in notes)


def test_rows_without_a_group_are_counted_in_a_note():
    """An original row with an empty group cell was left out of the statistical metrics (and
    its pair out of the causal ones) with no word of why, and a blank cell ("  ") was a compared
    group of its own that made every pair set invalid (every causal metric and RMS n/a)."""
    df = issue_frame(3).astype({"gender": object})
    orig = df.index[df.cda_role == "original"]
    df.loc[orig[:3], "gender"] = ""
    df.loc[orig[3], "gender"] = None
    cf = df.index[df.cda_role == "counterfactual"]
    df.loc[cf[-1], "gender"] = "  "
    got = run_evaluate(df)
    run = got["runs"][0]
    assert got["inputs"]["groups"] == [F]
    assert run["counts"]["pairs"] == len(orig) - 5
    assert run["summary"]["rms.causal.tpr"]["value"] is not None
    assert (
        "5 row(s) with no value in the group column 'gender' were left out (4 original, 1 "
        "counterfactual; a pair with such a row is left out of the causal metrics)"
    ) in run["notes"]
    assert run["counts"]["units_resampled"] == len(orig) - 4


def test_pairs_of_texts_without_a_group_are_explained(tmp_path, capsys):
    """pairs --assign-gender gives a text with no gendered word (or both genders) no group: both
    its rows are counterfactual, so metrics skipped its pair with only "not valid pairs (need
    one original ...)", and the docs said such rows are included by default."""
    src = tmp_path / "test.csv"
    src.write_text(
        "text,profession\n"
        '"The nurse works nights.",nurse\n'
        '"She and he are nurses.",nurse\n'
        '"She is a nurse.",nurse\n'
        '"He is a surgeon.",surgeon\n'
    )
    pairs = tmp_path / "pairs.csv"
    args = ["pairs", str(src), "-o", str(pairs), "--text-column", "text", "--assign-gender"]
    assert main([*args, "--quiet"]) == 0
    df = pd.read_csv(pairs)
    df["pred"] = df["profession"]
    df.to_csv(pairs, index=False)
    out = tmp_path / "rep"
    base = ["metrics", str(pairs), "--label-column", "profession", "--prediction-column", "pred"]
    assert main([*base, "-o", str(out), "--n-boot", "0", "--no-plots", "--quiet"]) == 0
    capsys.readouterr()
    run = json.loads((out / "metrics.json").read_text())["runs"][0]
    assert run["counts"]["pairs"] == 2
    note = next(n for n in run["notes"] if "not valid pairs" in n)
    assert note.startswith("2 pair id(s) are not valid pairs")
    assert "2 of them because they have no original row: pairs --assign-gender gives" in note


def test_sum_of_gaps_na_reason_names_min_count_not_the_causal_table():
    """A compared group with one original row: its sums of |gaps| are n/a because every gap
    comes from one example, but the reason spoke of a gap "undefined in the other
    (statistical / causal) table", which sums do not read."""
    df = issue_frame(3).astype({"gender": object})
    df.loc[df.index[df.cda_role == "original"][0], "gender"] = "nonbinary"
    got = run_evaluate(df, groups=["female", "nonbinary"])
    summary = got["runs"][0]["by_group"]["nonbinary"]["summary"]
    assert summary["sum_abs.tpr"]["value"] is None
    assert summary["sum_abs.tpr"]["reason"] == (
        "no class is counted: every defined gap has fewer than 10 examples of a group (in this "
        "run or in another prediction file)"
    )


def test_no_statistical_gap_note_names_the_real_reason():
    """Every nurse of the test set a woman and every pilot a man: female has original rows, but
    no class has both groups. The note said the group had none ("a group with no original
    rows, such as a neutral side...")."""
    y = ["nurse"] * 12 + ["pilot"] * 12
    g = [F] * 12 + [M] * 12
    cf = [M] * 12 + [F] * 12
    df = pd.DataFrame(
        {
            "profession": y + y,
            "gender": g + cf,
            "cda_pair_id": list(range(24)) * 2,
            "cda_role": ["original"] * 24 + ["counterfactual"] * 24,
            "pred": y + ["pilot"] * 24,
        }
    )
    notes = run_evaluate(df)["runs"][0]["notes"]
    note = next(n for n in notes if n.startswith("group 'female' has causal gaps"))
    assert "(no class has original rows of both 'female' and 'male')" in note
    assert "no original rows" not in note


def test_predictions_that_name_no_label_are_a_data_error(tmp_path, capsys):
    """Class ids against label names (or 3 against "3") made every prediction wrong and every
    metric meaningless, silently; now the error says what each column holds and the fix."""
    from cdaprep.errors import DataError

    df = issue_frame(2)
    ids = {lab: i for i, lab in enumerate(sorted(df.profession.unique()))}
    with pytest.raises(DataError, match=r"no value of the prediction column 'pred' \(0 \(int\)"):
        run_evaluate(df.assign(pred=df.pred.map(ids)))
    path = tmp_path / "preds.parquet"
    df.assign(profession=df.profession.map(ids), pred=df.pred.map(ids).astype(str)).to_parquet(path)
    args = ["metrics", str(path), "--label-column", "profession", "--prediction-column", "pred"]
    assert main([*args, "-o", str(tmp_path / "r"), "--n-boot", "0", "--quiet"]) == 1
    err = capsys.readouterr().err
    assert "'0' (str)" in err and "0 (int)" in err and "Traceback" not in err
    # a model that predicts one class only still names a label: measured, no error
    one = run_evaluate(df.assign(pred=df.profession.iloc[0]))
    assert one["runs"][0]["counts"]["rows"] == len(df)


def test_an_empty_predictions_file_says_it_has_no_rows(tmp_path, capsys):
    """A header-only file said "group 'female' does not occur in the group column 'gender'
    ... Check that 'gender' holds the groups": the file, not the column, was the problem."""
    from cdaprep.errors import DataError

    empty = issue_frame(2).iloc[:0]
    path = tmp_path / "empty.csv"
    empty.to_csv(path, index=False)
    args = ["metrics", str(path), "--label-column", "profession", "--prediction-column", "pred"]
    assert main([*args, "-o", str(tmp_path / "r"), "--quiet"]) == 1
    err = capsys.readouterr().err
    assert f"{path} has no rows" in err and "does not occur" not in err
    assert not (tmp_path / "r").exists()
    # the split is named when one was read
    folder = tmp_path / "ds"
    import datasets

    dd = datasets.DatasetDict({"test": datasets.Dataset.from_pandas(issue_frame(2))})
    dd["counterfactual_eval"] = datasets.Dataset.from_pandas(empty.reset_index(drop=True))
    dd.save_to_disk(str(folder), num_shards={"test": 1, "counterfactual_eval": 1})
    args = ["metrics", str(folder), "--split", "counterfactual_eval", "--label-column",
            "profession", "--prediction-column", "pred", "-o", str(tmp_path / "r2")]  # fmt: skip
    assert main(args) == 1
    assert f"{folder} (split counterfactual_eval) has no rows" in capsys.readouterr().err
    # an empty --train too, and in Python
    with pytest.raises(DataError, match=r"^train.csv \(training data\) has no rows"):
        run_evaluate(issue_frame(2), train=("train.csv", empty))
    with pytest.raises(DataError, match=r"^preds.csv has no rows"):
        run_evaluate(empty)


def test_n_boot_0_says_no_intervals_were_computed():
    rep = evaluate(
        [("p.csv", issue_frame())], label_column="profession", prediction_column="pred", n_boot=0
    )
    md = render_markdown(rep)
    assert "no bootstrap intervals were computed (--n-boot 0)" in md
    assert "resamples" not in md
    assert not any("bootstrap interval" in n for n in rep["notes"])
    with_boot = evaluate(
        [("p.csv", issue_frame())], label_column="profession", prediction_column="pred", n_boot=20
    )
    assert "bootstrap intervals over 20 resamples" in render_markdown(with_boot)
    assert any("bootstrap interval is biased" in n for n in with_boot["notes"])


def test_biasamp_per_pair_table_adds_up_to_the_summary_with_missing_values():
    # the per-(group, label) table of the report comes from the same rows as the summary:
    # rows without a prediction or a group are in neither
    df = issue_frame()
    orig = df.index[df.cda_role == "original"]
    df.loc[orig[:7], "pred"] = None
    df.loc[orig[200:205], "gender"] = ""
    run = evaluate([("p.csv", df)], label_column="profession", prediction_column="pred", n_boot=0)[
        "runs"
    ][0]
    contrib = [e["contribution"] for e in run["biasamp_by_pair"] if e["contribution"] is not None]
    assert np.mean(contrib) == pytest.approx(run["summary"]["biasamp.A->T"]["value"], abs=1e-12)


def test_training_rows_without_label_or_group_are_left_out_and_counted():
    df = issue_frame()
    train = pd.DataFrame(
        {
            "profession": ["nurse", "nurse", "nurse", None, "architect"] * 4,
            "gender": ["Female", M, None, F, M] * 4,
        }
    )
    r = evaluate(
        [("p.csv", df)],
        label_column="profession",
        prediction_column="pred",
        n_boot=0,
        train=("train.csv", train),
    )
    assert (
        "train.csv (training data): 8 row(s) with a missing label or group were left out of the "
        "training statistics (group share per class, BiasAmp y_at and MALS base rates)"
    ) in r["notes"]
    start = "train.csv (training data): 4 value(s) of the group column"
    assert any(n.startswith(start) for n in r["notes"])
    share = {e["label"]: e["share"] for e in r["runs"][0]["group_share"]}
    assert share["nurse"] == 0.5  # one woman, one man; the nurse of unknown gender is neither


def test_biasamp_exact_tie_is_no_positive_association():
    # 5 female rows (3 positive), 10 male rows (6 positive): P(A, T) = P(A) P(T) exactly for
    # both groups, so y_at = 0 (Wang and Russakovsky 2021, Eq. 2) and A->T = (-0.4 - 0) / 2.
    # The quotients 3/15 and (5/15) * (9/15) round apart, which read the tie as y_at = 1 (+0.2).
    from cdaprep.metrics import biasamp, biasamp_by_pair, bootstrap_metrics

    y = [1, 1, 1, 0, 0] + [1] * 6 + [0] * 4
    a = [F] * 5 + [M] * 10
    p = [1] * 5 + [1] * 6 + [0] * 4
    assert biasamp(y, p, sensitive_features=a, pos_label=1) == pytest.approx(-0.2)
    assert biasamp(
        y, p, sensitive_features=a, pos_label=1, train_y=y, train_sensitive_features=a
    ) == pytest.approx(-0.2)
    assert biasamp_by_pair(y, p, sensitive_features=a, pos_label=1)["y_at"].tolist() == [0, 0]
    for kw in ({}, dict(train_y=y, train_sensitive_features=a)):
        out = bootstrap_metrics(y, p, sensitive_features=a, n_boot=0, pos_label=1, **kw)
        assert out["biasamp.A->T"]["value"] == pytest.approx(-0.2)


def test_pearson_interval_counts_only_resamples_of_three_classes():
    # Class c has one female and one male row: most resamples lose one of them and keep two
    # classes, whose correlation is +1 or -1 whatever the data. Like the point estimate, such a
    # resample is no valid resample of the correlation.
    rows = []
    for lab, g, pred, n in [
        ("a", F, "a", 20), ("a", F, "b", 5), ("a", M, "a", 10), ("a", M, "b", 15),
        ("b", F, "b", 10), ("b", F, "a", 2), ("b", M, "b", 25), ("b", M, "a", 3),
        ("c", F, "c", 1), ("c", M, "a", 1),
    ]:  # fmt: skip
        rows += [dict(y=lab, gender=g, pred=pred)] * n
    rep = evaluate(
        [("x", pd.DataFrame(rows))], label_column="y", prediction_column="pred",
        n_boot=400, min_count=0, rms_classes="each", seed=0,
    )  # fmt: skip
    s = rep["runs"][0]["summary"]["pearson.tpr"]
    assert s["n_classes"] == 3 and s["value"] is not None
    assert 0 < s["n_boot_valid"] < 300  # about 40% of the resamples keep all three classes
    assert -1 <= s["ci_low"] <= s["ci_high"] <= 1


def test_label_of_the_training_data_only_is_no_class():
    # 'd' is a label of the training file only: it must not become a class whose gaps are
    # 0 - 0 (that diluted RMS PPR from 0.5 to 0.4082), and a note names it.
    ev = pd.DataFrame(dict(y=list("aabbaabb"), gender=[F] * 4 + [M] * 4, pred=list("abbbaaab")))
    tr = pd.DataFrame(dict(y=list("aabbd"), gender=[F, M, F, M, F]))
    kw = dict(label_column="y", prediction_column="pred", n_boot=0, min_count=0)
    plain = evaluate([("x", ev)], **kw, rms_classes="each")
    with_train = evaluate([("x", ev)], **kw, rms_classes="each", train=("t", tr))
    for key in ("rms.stat.ppr", "rms.stat.fpr", "sum_abs.fpr"):
        assert with_train["runs"][0]["summary"][key]["value"] == pytest.approx(
            plain["runs"][0]["summary"][key]["value"]
        ), key
    assert with_train["runs"][0]["summary"]["rms.stat.ppr"]["value"] == pytest.approx(0.5)
    assert with_train["labels"] == ["a", "b"]
    assert any("'d'" in n and "training data" in n for n in with_train["notes"])


def test_skipped_pairs_note_gives_every_cause():
    # of 6 skipped pair ids the note explained 3 + 2; the one whose row had no label was not
    # mentioned, nor a pair whose rows carry different labels
    rows = []
    for i in range(8):
        rows += [(i, "a", "a", F, "original"), (i, "a", "a", M, "counterfactual")]
    df = pd.DataFrame(rows, columns=["cda_pair_id", "y", "pred", "gender", "cda_role"])
    df.loc[1, "pred"] = None  # pair 0: no prediction
    df.loc[3, "y"] = None  # pair 1: no label
    df.loc[5, "y"] = "b"  # pair 2: labels differ
    rep = evaluate([("x", df)], label_column="y", prediction_column="pred", n_boot=0, min_count=0)
    note = next(n for n in rep["runs"][0]["notes"] if "not valid pairs" in n)
    assert note.startswith("3 pair id(s)")
    assert "1 of them because a row has no prediction" in note
    assert "1 of them because a row has no label" in note
    assert "1 of them because their rows have different labels" in note


def test_respelled_group_note_names_every_spelling():
    # the note named one spelling ('Female') when the file also held ' male': a user fixing the
    # data looked for 'Female' only
    df = pd.DataFrame(
        {"y": ["a", "b"] * 10, "p": ["a", "b"] * 10, "gender": ["Female", " male", F, M] * 5}
    )
    r = evaluate([("x", df)], label_column="y", prediction_column="p", n_boot=0, min_count=0)
    note = next(n for n in r["runs"][0]["notes"] if "spell a known group" in n)
    assert "10 value(s)" in note and "('Female' 5, ' male' 5)" in note


def test_pearson_reason_names_the_cause_that_holds():
    # a constant model over four classes: the reason began "fewer than three counted classes"
    # and ended "or one is constant", the cause that held
    df = pd.DataFrame(
        {
            "y": list("abcd") * 12,
            "p": ["a"] * 48,
            "gender": ([F] * 4 + [M] * 4) * 3 + [F] * 12 + [M] * 12,
        }
    )
    r = evaluate([("x", df)], label_column="y", prediction_column="p", n_boot=0, min_count=0)
    s = r["runs"][0]["summary"]["pearson.tpr"]
    assert s["value"] is None and s["n_classes"] == 4
    assert s["reason"].startswith("the gaps or the group shares are constant over the 4")


def test_rms_bias_note_only_where_an_rms_is_near_zero():
    # the note on the upward bias of RMS intervals near zero was printed in every bootstrap
    # run, also when the smallest RMS was 0.6 with a narrow interval
    rng = np.random.default_rng(0)
    n = 400
    y = rng.choice(list("ab"), n)
    g = rng.choice([F, M], n)
    biased = np.where(g == F, "a", "b")  # the model reads the group: large gaps
    fair = np.where(rng.random(n) < 0.9, y, np.where(y == "a", "b", "a"))  # gaps near zero
    kw = dict(label_column="y", prediction_column="p", n_boot=200, min_count=0, seed=0)
    big = evaluate([("x", pd.DataFrame({"y": y, "p": biased, "gender": g}))], **kw)
    small = evaluate([("x", pd.DataFrame({"y": y, "p": fair, "gender": g}))], **kw)
    assert big["runs"][0]["summary"]["rms.stat.tpr"]["value"] > 0.5
    assert not any("near zero" in n for n in big["notes"])
    assert any("near zero" in n for n in small["notes"])


#: Class names of a per-class plot: long, non-ASCII, two alike in their first 30 characters.
LONG_NAMES = {
    "accountant": "Software engineer, backend infrastructure and distributed data platforms, "
    "Zürich office (senior level)",
    "architect": "Software engineer, backend infrastructure and distributed data platforms, "
    "Zürich office (junior level)",
    "nurse": "Infirmière / Krankenschwester — soins intensifs, Zürich",
    "dj": "DJ | music",
}


def test_per_class_plots_fit_their_labels_have_a_title_and_mark_gaps_left_out(
    tmp_path, monkeypatch
):
    """Long class names were cut at the bottom edge of *_gap_per_class.png ("d Ärztin") and
    ran off the right edge of the scatter; the bar plots had no title and did not show which
    gaps were flagged (n<10) or left out of the RMS."""
    pytest.importorskip("matplotlib")
    from matplotlib.figure import Figure

    seen = {}
    save = Figure.savefig

    def checked(fig, path, *a, **kw):
        fig.canvas.draw()
        r = fig.canvas.get_renderer()
        if kw.get("bbox_inches") == "tight":  # the area the image holds, in display pixels
            box = fig.get_tightbbox(r).transformed(fig.dpi_scale_trans)
        else:
            box = fig.bbox
        ax = fig.axes[0]
        lo, hi = sorted(ax.get_xlim())  # (tick labels beyond the limits are not drawn)
        texts = [
            t for t in ax.get_xticklabels() if t.get_text() and lo <= t.get_position()[0] <= hi
        ]
        texts += [t for t in ax.texts if t.get_text()] + [ax.title]
        outside = []
        for t in texts:
            e = t.get_window_extent(r)
            if e.x0 < box.x0 - 1 or e.y0 < box.y0 - 1 or e.x1 > box.x1 + 1 or e.y1 > box.y1 + 1:
                outside.append(t.get_text())
        legend = ax.get_legend()
        seen[os.path.basename(str(path))] = {
            "outside": outside,
            "title": ax.get_title(),
            "ticks": [t.get_text() for t in ax.get_xticklabels()],
            "hatched": sum(bool(p.get_hatch()) for p in ax.patches),
            "legend": [t.get_text() for t in legend.get_texts()] if legend else [],
        }
        return save(fig, path, *a, **kw)

    monkeypatch.setattr(Figure, "savefig", checked)
    df = issue_frame(2)
    df["profession"] = df.profession.replace(LONG_NAMES)
    df["pred"] = df.pred.replace(LONG_NAMES)
    path = tmp_path / "preds_long.csv"
    df.to_csv(path, index=False)
    out = tmp_path / "r"
    args = ["metrics", str(path), "-o", str(out), "--label-column", "profession"]
    assert main([*args, "--prediction-column", "pred", "--n-boot", "20", "--quiet"]) == 0
    for rate in ("tpr", "fpr"):
        for kind in ("per_class", "statistical_vs_causal"):
            name = f"{rate}_gap_{kind}.png"
            assert (out / name).stat().st_size > 0
            assert seen[name]["outside"] == [], (name, seen[name]["outside"])
            assert "preds_long.csv" in seen[name]["title"]
        bars = seen[f"{rate}_gap_per_class.png"]
        assert bars["title"].startswith(f"Per-class {rate.upper()} gap, female - male")
        assert len(set(bars["ticks"])) == len(bars["ticks"]) == len(set(df.profession))
        assert max(map(len, bars["ticks"])) <= 30 and "DJ | music" in bars["ticks"]
    # yoga: one bio per group, flagged (n<10) and left out of every RMS
    bars = seen["tpr_gap_per_class.png"]
    assert bars["hatched"] >= 1 and any("n<10" in t for t in bars["legend"])


def test_reports_record_the_library_versions(tmp_path):
    # metrics.json, audit.json and compare.json recorded the cdaprep version only, where a
    # manifest records every library's (compare's figures depend on scikit-learn's too)
    import json

    import numpy

    from cdaprep.audit import audit

    df = pd.DataFrame({"y": ["a", "b"] * 4, "p": ["a", "b"] * 4, "gender": [F, M, M, F] * 2})
    r = evaluate([("x", df)], label_column="y", prediction_column="p", n_boot=0, min_count=0)
    assert r["versions"]["numpy"] == numpy.__version__ and r["versions"]["cdaprep"]
    json.dumps(r["versions"])
    a = audit(df.assign(text=["She is.", "He is."] * 4), label_column="y")
    assert a["versions"]["pandas"] == pd.__version__
