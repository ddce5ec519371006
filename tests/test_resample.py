"""Under- and oversampling against hand-counted tables."""

import warnings

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.errors import DataWarning, UsageError
from cdaprep.steps import Oversample, Undersample

# label x gender counts:      female  male
#   nurse                        6      2
#   surgeon                      1      4
#   teacher                      3      3
#   pilot                        0      2     (a label with one group only)
CELLS = {
    ("nurse", "female"): 6,
    ("nurse", "male"): 2,
    ("surgeon", "female"): 1,
    ("surgeon", "male"): 4,
    ("teacher", "female"): 3,
    ("teacher", "male"): 3,
    ("pilot", "male"): 2,
}


@pytest.fixture
def table() -> pd.DataFrame:
    rows = [(y, g) for (y, g), n in CELLS.items() for _ in range(n)]
    df = pd.DataFrame(rows, columns=["y", "gender"])
    df["text"] = [f"row {i}" for i in range(len(df))]
    return df.sample(frac=1, random_state=0).reset_index(drop=True)  # cells interleaved


def counts(df):
    return df.groupby(["y", "gender"]).size().to_dict()


def test_undersample_counts_follow_the_rule(table):
    out = Pipeline([Undersample(label_column="y")]).transform(table)
    assert counts(out) == {
        ("nurse", "female"): 2,
        ("nurse", "male"): 2,
        ("surgeon", "female"): 1,
        ("surgeon", "male"): 1,
        ("teacher", "female"): 3,
        ("teacher", "male"): 3,
        ("pilot", "male"): 2,
    }
    assert set(out["text"]) <= set(table["text"])  # only drops
    assert out["text"].is_unique


def test_oversample_counts_follow_the_rule_and_keep_every_row(table):
    out = Pipeline([Oversample(label_column="y")]).transform(table)
    assert counts(out) == {
        ("nurse", "female"): 6,
        ("nurse", "male"): 6,
        ("surgeon", "female"): 4,
        ("surgeon", "male"): 4,
        ("teacher", "female"): 3,
        ("teacher", "male"): 3,
        ("pilot", "male"): 2,
    }
    assert set(table["text"]) <= set(out["text"])  # every original row is kept
    reps = out["text"].value_counts()
    # repeats come from the cells that needed them only
    grown = set(
        table[
            table.y.isin(["nurse", "surgeon"]) & (table.gender != "female")
            | ((table.y == "surgeon") & (table.gender == "female"))
        ]["text"]
    )
    assert set(reps[reps > 1].index) <= grown
    # and a repeated row directly follows its original
    pos = out.reset_index().groupby("text")["index"].apply(list)
    assert all(b - a == 1 for p in pos for a, b in zip(p, p[1:]))


def test_target_keys_read_groups_like_every_group_value(table, tmp_path):
    """A config's `target = {"nurse x Female" = 5}` failed with "names cells with no rows"."""
    from cdaprep.cli import main

    out = Pipeline([Undersample(label_column="y", target={"nurse x Female": 5})]).transform(table)
    assert counts(out)[("nurse", "female")] == 5
    out = Pipeline([Oversample(label_column="y", target={("nurse", " MALE "): 3})]).transform(table)
    assert counts(out)[("nurse", "male")] == 3
    src = tmp_path / "t.csv"
    table.to_csv(src, index=False)
    cfg = tmp_path / "c.toml"
    cfg.write_text(
        '[[steps]]\ntype = "undersample"\nlabel_column = "y"\ntarget = {"nurse x Female" = 5}\n'
    )
    dst = tmp_path / "o.csv"
    assert main(["run", str(cfg), "-i", str(src), "-o", str(dst), "--quiet"]) == 0
    assert counts(pd.read_csv(dst))[("nurse", "female")] == 5


def test_other_targets(table):
    out = Pipeline([Undersample(label_column="y", target="auto")]).transform(table)
    assert set(counts(out).values()) == {1}
    out = Pipeline([Oversample(label_column="y", target={("nurse", "male"): 3})]).transform(table)
    assert counts(out)[("nurse", "male")] == 3 and counts(out)[("surgeon", "male")] == 4
    out = Pipeline([Undersample(label_column="y", target={"surgeon x male": 2})]).transform(table)
    assert counts(out)[("surgeon", "male")] == 2
    out = Pipeline(
        [Undersample(label_column="y", target=lambda c: {k: min(n, 2) for k, n in c.items()})]
    ).transform(table)
    assert max(counts(out).values()) == 2
    with pytest.raises(UsageError, match="cannot undersample cell"):
        Pipeline([Undersample(label_column="y", target={("pilot", "male"): 5})]).transform(table)
    with pytest.raises(UsageError, match="'target' parameter of Undersample must be"):
        Undersample(label_column="y", target="minority")


def test_groups_restricts_balancing(table):
    t = pd.concat(
        [
            table,
            pd.DataFrame({"y": ["nurse"] * 3, "gender": ["none"] * 3, "text": ["n1", "n2", "n3"]}),
        ],
        ignore_index=True,
    )
    out = Pipeline([Undersample(label_column="y", groups=["female", "male"])]).transform(t)
    assert counts(out)[("nurse", "none")] == 3 and counts(out)[("nurse", "female")] == 2


@pytest.mark.parametrize("cls", [Undersample, Oversample])
def test_same_seed_same_rows_any_batch_size_other_seed_differs(table, cls):
    p = Pipeline([cls(label_column="y")], seed=4)
    ref = p.transform(table)
    for bs in (1, 3, 7):
        pd.testing.assert_frame_equal(p.transform(table, batch_size=bs), ref)
    big = pd.DataFrame(
        {
            "y": ["a"] * 40,
            "gender": ["female"] * 30 + ["male"] * 10,
            "text": [str(i) for i in range(40)],
        }
    )
    runs = {
        tuple(Pipeline([cls(label_column="y")], seed=s).transform(big)["text"]) for s in range(4)
    }
    assert len(runs) == 4  # the seed matters


@pytest.mark.parametrize("step", [Undersample, Oversample])
@pytest.mark.parametrize(
    "kwargs, column",
    [
        ({"label_column": "g", "group_column": "g"}, "g"),
        ({"label_column": "y", "group_column": "g", "stratify": ["y"]}, "y"),
        ({"label_column": "y", "group_column": "g", "stratify": ["g"]}, "g"),
    ],
)
def test_one_column_in_two_roles_is_a_usage_error(step, kwargs, column):
    with pytest.raises(UsageError, match=f"column {column!r} is given as both"):
        step(**kwargs)


def test_a_manifest_of_a_callable_target_says_it_cannot_be_rerun(tmp_path, capsys):
    import json

    from cdaprep.cli import main

    def one_each(counts):
        return {k: 1 for k in counts}

    pd.DataFrame({"y": ["a", "a", "a"], "gender": ["female", "male", "male"]}).to_csv(
        tmp_path / "in.csv", index=False
    )
    out = tmp_path / "out.csv"
    Pipeline([Undersample(label_column="y", target=one_each)]).run(str(tmp_path / "in.csv"), out)
    manifest = json.loads((tmp_path / "out.csv.manifest.json").read_text())
    why = (
        "step '0:undersample' has a Python callable as its target (test_a_manifest_of_a_callable"
        "_target_says_it_cannot_be_rerun.<locals>.one_each), which a config cannot hold; give "
        "the counts it returns as a dict of 'label x group' -> count instead"
    )
    assert manifest["not_rerunnable"] == [why]
    assert main(["run", str(tmp_path / "out.csv.manifest.json"), "--overwrite"]) == 2
    assert f"cannot be rerun: {why}" in capsys.readouterr().err


def test_a_label_lacking_a_group_is_named_in_a_warning(tmp_path, capsys):
    """A label with rows of one gender only (or a misspelt label: 'nurse ', 'Nurse') was left
    unbalanced without a word: augment --method us printed only its row counts."""
    from cdaprep.cli import main

    pd.DataFrame(
        {
            "text": ["She is.", "He is.", "She was.", "She is here.", "He is here.", "He was."],
            "job": ["nurse", "nurse", "nurse", "nurse ", "Nurse", "pilot"],
            "gender": ["female", "male", "female", "female", "male", "male"],
        }
    ).to_csv(tmp_path / "in.csv", index=False)
    out = tmp_path / "out.csv"
    args = ["augment", str(tmp_path / "in.csv"), "-o", str(out), "--text-column", "text"]
    assert main([*args, "--label-column", "job", "--method", "us", "--quiet"]) == 0
    err = capsys.readouterr().err
    assert (
        "cdaprep augment: warning: undersample: label column 'job' has 3 labels without a row "
        "of every balanced group, kept unbalanced: 'Nurse' (male 1; no female), 'nurse ' "
        "(female 1; no male), 'pilot' (male 1; no female)."
    ) in err
    assert pd.read_csv(out)["job"].tolist().count("pilot") == 1  # kept as it is
    # CDA first, then resampling originals and counterfactuals separately: each named by role
    with pytest.warns(DataWarning, match=r"'pilot' \(cda_role counterfactual, male 1; no female\)"):
        Pipeline([Oversample(label_column="job", stratify=["cda_role"])]).transform(
            pd.read_csv(tmp_path / "in.csv").assign(cda_role="counterfactual")
        )
    # every label with every group: no warning
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Pipeline([Undersample(label_column="y")]).transform(
            pd.DataFrame({"y": ["a", "a", "b", "b"], "gender": ["female", "male"] * 2})
        )
    # a stray group value has its own warning: the labels without a row of it are no news
    with pytest.warns(DataWarning) as got:
        Pipeline([Undersample(label_column="y")]).transform(
            pd.DataFrame(
                {
                    "y": ["a", "a", "a", "b", "b"],
                    "gender": ["female", "male", "F"] * 1 + ["female", "male"],
                }
            )
        )
    assert [str(w.message)[:40] for w in got] == ["undersample: group column 'gender' has '"]


@pytest.mark.parametrize("engine", ["local", "hf"])
@pytest.mark.parametrize("step", [Undersample, Oversample])
def test_a_classlabel_label_of_minus_one_is_a_missing_label(step, engine):
    """A ClassLabel label -1 ("no label" in datasets) was resampled as a class of its own
    (cells '-1 x female', '-1 x male'), where the same rows with None labels in a DataFrame
    stop with a DataError. Now -1 is a missing label, the cells name the classes, and the
    output keeps the ids."""
    from cdaprep.errors import DataError
    from tests.test_reweigh import _classlabel_jobs

    jobs = ["nurse"] * 3 + ["pilot"] * 2 + [None, None]
    ds, frame = _classlabel_jobs(jobs)
    p = Pipeline([step(label_column="job")])
    with pytest.raises(DataError) as in_pandas:
        p.transform(frame)
    with pytest.raises(DataError) as in_datasets:
        p.transform(ds, engine=engine, progress=False)
    assert str(in_datasets.value) == str(in_pandas.value)
    assert "input row 6 (1-based) has no value in column 'job'" in str(in_pandas.value)
    ds, frame = _classlabel_jobs(jobs[:5])
    cells = p.fit(ds, engine=engine, progress=False).steps[0].fit_report()["cells"]
    assert cells == Pipeline([step(label_column="job")]).fit(frame).steps[0].fit_report()["cells"]
    assert "nurse x male" in cells
    out = p.transform(ds, engine=engine, progress=False)
    names = ds.features["job"].names
    assert [names[i] for i in out["job"]] == p.transform(frame)["job"].tolist()
    assert out.features["job"] == ds.features["job"]
