"""Kamiran-Calders weights against hand-computed values."""

import numpy as np
import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.errors import DataError
from cdaprep.steps import Reweigh


def test_binary_hand_checked():
    # f: y1 x1, y0 x1; m: y1 x3, y0 x1.  N=6, N_f=2, N_m=4, N_1=4, N_0=2
    df = pd.DataFrame({"g": ["f", "f", "m", "m", "m", "m"], "y": [1, 0, 1, 1, 1, 0]})
    out = Pipeline([Reweigh(label_column="y", group_column="g")]).transform(df)
    expected = {
        ("f", 1): 2 * 4 / (6 * 1),
        ("f", 0): 2 * 2 / (6 * 1),
        ("m", 1): 4 * 4 / (6 * 3),
        ("m", 0): 4 * 2 / (6 * 1),
    }
    np.testing.assert_allclose(out["sample_weight"], [expected[(g, y)] for g, y in zip(df.g, df.y)])
    assert out["sample_weight"].sum() == pytest.approx(6)
    # under the weights, group and label are independent
    n = 6
    w = out.groupby(["g", "y"])["sample_weight"].sum()
    pg = out.groupby("g")["sample_weight"].sum() / n
    py = out.groupby("y")["sample_weight"].sum() / n
    for (g, y), v in w.items():
        assert v / n == pytest.approx(pg[g] * py[y])


def test_multiclass_three_groups():
    # counts: rows are (group, label) with multiplicities
    cells = {
        ("a", "x"): 3,
        ("a", "y"): 1,
        ("a", "z"): 2,
        ("b", "x"): 1,
        ("b", "y"): 4,
        ("c", "z"): 5,
        ("c", "x"): 2,
    }
    rows = [k for k, n in cells.items() for _ in range(n)]
    df = pd.DataFrame(rows, columns=["g", "y"])
    n = len(df)
    ng = df.g.value_counts().to_dict()
    ny = df.y.value_counts().to_dict()
    rw = Reweigh(label_column="y", group_column="g").fit_frame(df)
    raw = {(g, y): ng[g] * ny[y] / (n * c) for (g, y), c in cells.items()}
    # two empty cells: the formula's total falls short of N, one constant restores it
    scale = n / sum(raw[k] * c for k, c in cells.items())
    assert scale > 1 and rw.scale_ == pytest.approx(scale)
    for k in cells:
        assert rw.weights_[k] == pytest.approx(raw[k] * scale)
    # hand value: ("c","z"): N_c=7, N_z=7, N=18, N_cz=5 -> 49/90 (before the constant)
    assert raw[("c", "z")] == pytest.approx(49 / 90)
    assert set(rw.empty_cells_) == {("b", "z"), ("c", "y")}
    assert Reweigh(label_column="y", group_column="g", preserve_total=False).fit_frame(df).weights_[
        ("c", "z")
    ] == pytest.approx(49 / 90)
    out = Pipeline([Reweigh(label_column="y", group_column="g")]).transform(df)
    assert out["sample_weight"].sum() == pytest.approx(n)


def test_existing_weights_are_weighted_counts_and_multiply():
    df = pd.DataFrame(
        {
            "g": ["f", "f", "m", "m", "m"],
            "y": [1, 0, 1, 1, 0],
            "sample_weight": [2.0, 1.0, 0.5, 1.5, 1.0],
        }
    )
    # weighted: W=6, W_f=3, W_m=3, W_1=4, W_0=2, W_f1=2, W_f0=1, W_m1=2, W_m0=1
    out = Pipeline([Reweigh(label_column="y", group_column="g")]).transform(df)
    exp = [
        2.0 * 3 * 4 / (6 * 2),
        1.0 * 3 * 2 / (6 * 1),
        0.5 * 3 * 4 / (6 * 2),
        1.5 * 3 * 4 / (6 * 2),
        1.0 * 3 * 2 / (6 * 1),
    ]
    np.testing.assert_allclose(out["sample_weight"], exp)
    assert out["sample_weight"].sum() == pytest.approx(6.0)


def test_intersectional_groups():
    df = pd.DataFrame({"g": ["f", "f", "m", "m"], "age": ["o", "y", "o", "o"], "y": [1, 1, 0, 1]})
    rw = Reweigh(label_column="y", group_column=["g", "age"], preserve_total=False).fit_frame(df)
    assert rw.weights_[("m", "o", 1)] == pytest.approx(2 * 3 / (4 * 1))


def test_unseen_cell_at_apply_and_missing_values_raise():
    rw = Reweigh(label_column="y", group_column="g").fit_frame(
        pd.DataFrame({"g": ["f", "m"], "y": [1, 0]})
    )
    from cdaprep.steps.base import StepContext

    with pytest.raises(
        DataError, match="cell 'f x 0'.*had no rows in the data the weights were fitted on"
    ):
        rw.apply(pd.DataFrame({"g": ["f"], "y": [0], "_cda_row_id": [7]}), StepContext())
    with pytest.raises(
        DataError, match=r"input row 2 \(1-based\) has no value in label column 'y'"
    ):
        Pipeline([Reweigh(label_column="y", group_column="g")]).transform(
            pd.DataFrame({"g": ["f", "m"], "y": [1, None]})
        )


@pytest.mark.parametrize(
    "roles, column, first, second",
    [
        (["--group-column", "profession"], "profession", "--label-column", "--group-column"),
        (["--weight-column", "gender"], "gender", "--group-column", "--weight-column"),
        (["--weight-column", "profession"], "profession", "--label-column", "--weight-column"),
        (["--extra-group-column", "gender"], "gender", "--group-column", "--extra-group-column"),
    ],
)
def test_one_column_in_two_roles_is_a_usage_error(tmp_path, capsys, roles, column, first, second):
    """`--label-column profession --group-column profession` ended in a TypeError traceback."""
    from cdaprep.cli import main

    src = tmp_path / "g.csv"
    pd.DataFrame(
        {"text": ["She.", "He."], "profession": ["nurse"] * 2, "gender": ["female", "male"]}
    ).to_csv(src, index=False)
    out = tmp_path / "w.csv"
    assert main(["reweigh", str(src), "-o", str(out), "--label-column", "profession", *roles]) == 2
    err = capsys.readouterr().err
    assert f"column {column!r} is given as both {first}" in err and f"and {second}" in err
    assert "Traceback" not in err and not out.exists()


def test_a_label_lacking_a_group_is_named_in_a_warning():
    """A label with rows of one gender only (no male pilots, or a misspelt 'Nurse') keeps its
    imbalance under any weights, and reweigh said nothing; a stray group value ('F') has a
    warning of its own and makes no label 'lack' it."""
    import warnings

    from cdaprep.errors import DataWarning

    df = pd.DataFrame(
        {
            "y": ["nurse", "nurse", "pilot", "pilot", "Nurse", "chef", "chef", "chef"],
            "gender": ["female", "male", "female", "female", "male", "female", "male", "F"],
        }
    )
    with pytest.warns(DataWarning) as got:
        Pipeline([Reweigh(label_column="y")]).transform(df)
    lacking = [str(w.message) for w in got if "without a row of every" in str(w.message)]
    assert lacking == [
        "reweigh: label column 'y' has 2 labels without a row of every balanced group, kept "
        "unbalanced: 'Nurse' (male 1; no female), 'pilot' (female 2; no male). Weights cannot "
        "give a label a group it has no row of (its cells are the manifest's empty_cells). A "
        "misspelt label (other case, a trailing space) is a label of its own: fix it; otherwise "
        "merge or drop such labels"
    ]
    assert any("has 'F' (1 row)" in str(w.message) for w in got)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Pipeline([Reweigh(label_column="y", groups=["female", "male"])]).transform(df[:2])


def _classlabel_jobs(jobs):
    """A datasets.Dataset whose label column 'job' is a ClassLabel (ids; -1 is no label)."""
    import datasets

    names = ["nurse", "pilot"]
    features = datasets.Features(
        {
            "text": datasets.Value("string"),
            "job": datasets.ClassLabel(names=names),
            "gender": datasets.Value("string"),
        }
    )
    gender = ["female", "male", "male", "female", "male", "female", "male"][: len(jobs)]
    ids = [-1 if j is None else names.index(j) for j in jobs]
    data = {"text": ["x."] * len(jobs), "job": ids, "gender": gender}
    frame = pd.DataFrame({**data, "job": jobs})
    return datasets.Dataset.from_dict(data, features=features), frame


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_classlabel_label_of_minus_one_is_a_missing_label(engine):
    """A ClassLabel label -1 ("no label" in datasets) was reweighed as a class of its own: the
    fit report had 'female x -1': 0.857 and 'male x -1': 1.143 and the real classes' weights
    changed, where the same rows with None labels in a DataFrame stop with a DataError. Now
    -1 is a missing label, the report names the classes, and the output keeps the ids."""
    jobs = ["nurse"] * 3 + ["pilot"] * 2 + [None, None]
    ds, frame = _classlabel_jobs(jobs)
    p = Pipeline([Reweigh(label_column="job")])
    with pytest.raises(DataError) as in_pandas:
        p.transform(frame)
    with pytest.raises(DataError) as in_datasets:
        p.transform(ds, engine=engine, progress=False)
    assert str(in_datasets.value) == str(in_pandas.value)
    assert "input row 6 (1-based) has no value in label column 'job'" in str(in_pandas.value)
    ds, frame = _classlabel_jobs(jobs[:5])
    weights = p.fit(ds, engine=engine, progress=False).steps[0].fit_report()["weights"]
    assert (
        weights
        == Pipeline([Reweigh(label_column="job")]).fit(frame).steps[0].fit_report()["weights"]
    )
    assert set(weights) == {"female x nurse", "male x nurse", "female x pilot", "male x pilot"}
    out = p.transform(ds, engine=engine, progress=False)
    assert out["job"][:] == [0, 0, 0, 1, 1] and out.features["job"] == ds.features["job"]
    assert list(out["sample_weight"]) == pytest.approx(list(p.transform(frame)["sample_weight"]))
