"""Pipeline: config round trip, registry, planning, manifest, batch/process independence."""

import json

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.errors import UsageError
from cdaprep.steps import AssignGender, Reweigh
from cdaprep.steps.registry import build_step, step_names


def test_config_round_trip_and_registry():
    p = Pipeline(
        [
            AssignGender(text_column=["a", "b"], rule="majority"),
            Reweigh(label_column="y", group_column=["gender", "age"]),
        ],
        seed=5,
    )
    cfg = p.to_config()
    q = Pipeline.from_config(json.loads(json.dumps(cfg)))
    assert q.to_config() == cfg and q.seed == 5
    assert {"assign-gender", "reweigh"} <= set(step_names())
    with pytest.raises(UsageError, match="unknown step type 'nope'"):
        build_step({"type": "nope"})
    with pytest.raises(UsageError, match="has no parameter 'colour'"):
        build_step({"type": "reweigh", "colour": 1})
    with pytest.raises(UsageError, match="'rule' parameter of AssignGender must be one of"):
        AssignGender(text_column="t", rule="vote")


@pytest.mark.parametrize("seed", ["abc", 1.7, True, "3"])
def test_a_config_seed_that_is_not_an_integer_is_a_usage_error(tmp_path, capsys, seed):
    """A config's seed is checked as the Python API's is: "abc" was a traceback from int(),
    1.7 ran with seed 1."""
    from cdaprep.cli import main
    from tests.conftest import EXAMPLES

    steps = [{"type": "assign-gender", "text_column": "text"}]
    with pytest.raises(UsageError, match=f"seed must be an integer; got {seed!r}"):
        Pipeline.from_config({"steps": steps, "seed": seed})
    cfg = tmp_path / "job.toml"
    cfg.write_text(
        f'input = "{EXAMPLES / "bios.csv"}"\noutput = "out.csv"\nseed = {json.dumps(seed)}\n'
        '[[steps]]\ntype = "assign-gender"\ntext_column = "text"\n',
        encoding="utf-8",
    )
    assert main(["run", str(cfg), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"seed must be an integer; got {seed!r}" in err and "seed = 0" in err
    assert not (tmp_path / "out.csv").exists()


def test_plan_has_a_statistics_pass_per_fitted_step():
    p = Pipeline(
        [
            AssignGender(text_column="t"),
            Reweigh(label_column="y"),
            Reweigh(label_column="y", weight_column="w2"),
        ]
    )
    passes = p.plan(["t", "y"])
    assert [(x.steps, x.fit_index) for x in passes] == [([0], 1), ([0, 1], 2), ([0, 1, 2], None)]
    # the statistics passes read only the columns the steps need
    assert passes[0].columns == ["t", "y"]


def test_manifest_contents(tmp_path, bios):
    out = tmp_path / "out.jsonl"
    res = Pipeline(
        [AssignGender(text_column="text"), Reweigh(label_column="profession")], seed=9
    ).run(bios, out)
    m = json.loads((tmp_path / "out.jsonl.manifest.json").read_text())
    assert m == json.loads(json.dumps(res.manifest, default=str))
    assert m["versions"]["cdaprep"] and m["versions"]["spacy"].startswith("3.8")
    assert m["seed"] == 9 and m["config"]["steps"][0]["type"] == "assign-gender"
    assert len(m["lexicons"]["biasbios_indicators"]) == 64
    steps = m["splits"]["data"]["steps"]
    assert [s["rows_in"] for s in steps] == [240, 240] and [s["rows_out"] for s in steps] == [
        240,
        240,
    ]
    assert all(s["seconds"] >= 0 for s in steps)
    assert m["text_cells_passed_through"] == {"text_missing:text": 1, "text_empty:text": 1}
    # the weights are fitted on the 238 rows with a gender; the two rows without text (gender
    # none) keep weight 1 (issue 11.1)
    assert steps[1]["fit"]["total_weight"] == pytest.approx(238)
    assert steps[1]["counters"] == {"not_reweighed:none": 2}


def test_missing_and_non_string_text_pass_through_and_are_counted():
    df = pd.DataFrame({"text": ["She", None, "", 3.5, "he"], "y": [1, 2, 3, 4, 5]})
    res = Pipeline([AssignGender(text_column="text")]).run(df)
    out = res.frame
    assert out["text"].tolist()[2:4] == ["", 3.5] and out["text"].isna().tolist()[1]
    assert out["gender"].tolist() == ["female", "none", "none", "none", "male"]
    c = res.manifest["text_cells_passed_through"]
    assert c == {"text_missing:text": 1, "text_empty:text": 1, "text_not_string:text": 1}


def test_text_cells_of_the_input_are_counted_once_not_per_step():
    # us-cda --assign-gender reported 2 empty and 2 missing texts for 1 and 1: every step that
    # reads the text column counted the same cells again
    from cdaprep.steps import CounterfactualAugment, Undersample

    df = pd.DataFrame(
        {
            "text": ["She is.", None, "", "He is.", "She was.", "He was."],
            "y": ["a", "a", "b", "b", "a", "b"],
        }
    )
    steps = [
        AssignGender(text_column="text"),
        Undersample(label_column="y"),
        CounterfactualAugment(text_columns="text"),
    ]
    m = Pipeline(steps).run(df).manifest
    assert [s["counters"].get("text_missing:text") for s in m["splits"]["data"]["steps"]] == [
        1,
        None,
        1,
    ]
    assert m["text_cells_passed_through"] == {"text_missing:text": 1, "text_empty:text": 1}


@pytest.mark.parametrize("batch_size", [1, 7, 4096])
def test_output_does_not_depend_on_batch_size(bios, batch_size):
    p = Pipeline([AssignGender(text_column="text"), Reweigh(label_column="profession")])
    ref = p.transform(bios)
    got = p.transform(bios, batch_size=batch_size)
    pd.testing.assert_frame_equal(got, ref)


def test_two_processes_give_the_same_output(tmp_path, bios):
    p = Pipeline([AssignGender(text_column="text"), Reweigh(label_column="profession")])
    p.run(bios, tmp_path / "one.parquet", batch_size=50)
    p.run(bios, tmp_path / "two.parquet", batch_size=50, num_proc=2)
    a = pd.read_parquet(tmp_path / "one.parquet")
    b = pd.read_parquet(tmp_path / "two.parquet")
    pd.testing.assert_frame_equal(a, b)


def test_id_column_gives_row_ids(bios):
    out = Pipeline([AssignGender(text_column="text")]).transform(
        bios, id_column="id", keep_row_id=True
    )
    assert out["_cda_row_id"].tolist() == bios["id"].tolist()
    out = Pipeline([AssignGender(text_column="text")]).transform(bios, keep_row_id=True)
    assert out["_cda_row_id"].tolist() == list(range(240))
    with pytest.raises(UsageError, match="'nope' not found"):
        Pipeline([AssignGender(text_column="text")]).transform(bios, id_column="nope")


@pytest.mark.parametrize("column", ["_cda_row_id", "_cda_input_row"])
def test_an_input_column_with_a_reserved_name_is_never_dropped(tmp_path, capsys, column):
    """A column named like cdaprep's internal columns was silently dropped or replaced; now a
    usage error before any work, naming the column and the fix."""
    from cdaprep.cli import main

    src = tmp_path / "r.csv"
    src.write_text(f"{column},text\nA7,She is here.\n")
    out = tmp_path / "o.csv"
    assert main(["swap", str(src), "-o", str(out), "--text-column", "text"]) == 2
    err = capsys.readouterr().err
    assert f"a column {column!r}, a name cdaprep reserves" in err
    assert ("--id-column _cda_row_id" if column == "_cda_row_id" else "Rename the column") in err
    assert not out.exists()


def test_keep_row_id_output_reads_back_with_its_ids(tmp_path):
    """swap --keep-row-id, then pairs on that output with --id-column _cda_row_id: the ids are
    the row ids and are written again, not lost."""
    from cdaprep.cli import main

    src = tmp_path / "t.csv"
    src.write_text("id,text,gender\nA7,She is a nurse.,female\nB2,He is here.,male\n")
    mid, out = tmp_path / "k.csv", tmp_path / "p.csv"
    args = ["--text-column", "text", "--id-column", "id", "--keep-row-id", "--quiet"]
    assert main(["swap", str(src), "-o", str(mid), *args]) == 0
    assert pd.read_csv(mid)["_cda_row_id"].tolist() == ["A7", "B2"]
    args = ["--text-column", "text", "--id-column", "_cda_row_id", "--quiet"]
    assert main(["swap", str(mid), "-o", str(out), *args]) == 0
    got = pd.read_csv(out)
    assert got["_cda_row_id"].tolist() == ["A7", "B2"]
    assert got["text"].tolist() == ["She is a nurse.", "He is here."]  # swapped back


def test_transform_gives_back_the_type_it_was_given():
    """issue 11.13: Pipeline.transform(Dataset) returned a DataFrame."""
    import datasets

    ds = datasets.Dataset.from_dict(
        {"text": ["She sings.", "He reads.", None], "y": [1, 0, 1]},
        features=datasets.Features(
            {"text": datasets.Value("string"), "y": datasets.ClassLabel(names=["no", "yes"])}
        ),
    )
    p = Pipeline([AssignGender(text_column="text")])
    out = p.transform(ds)
    assert isinstance(out, datasets.Dataset)
    assert list(out["gender"]) == ["female", "male", "none"]
    assert out.features["y"] == ds.features["y"]  # the input's feature types are kept
    dd = datasets.DatasetDict({"train": ds, "test": ds.select([0])})
    out = p.transform(dd)
    assert isinstance(out, datasets.DatasetDict) and set(out) == {"train", "test"}
    assert list(out["test"]["gender"]) == ["female"]
    assert isinstance(p.transform(ds.to_pandas()), pd.DataFrame)


def test_a_step_used_alone_names_a_missing_column_and_takes_a_dataset():
    """AssignGender(text_column="bio").transform(df) raised a bare KeyError('bio'), and a
    step's transform of a datasets.Dataset an AttributeError ('Dataset' has no 'columns')."""
    import datasets

    from cdaprep.steps import AssignGender, CounterfactualAugment

    df = pd.DataFrame({"text": ["She sings."]})
    with pytest.raises(UsageError, match="column 'bio' not found.*available columns: 'text'"):
        AssignGender(text_column="bio").transform(df)
    with pytest.raises(UsageError, match="column 'gender' not found"):
        CounterfactualAugment().transform(df)
    out = AssignGender().transform(datasets.Dataset.from_pandas(df))
    assert isinstance(out, datasets.Dataset) and out["gender"][:] == ["female"]


def test_transform_of_a_multi_split_folder_says_how_to_choose_a_split(tmp_path):
    """The error said "use .frames", which transform's result does not have."""
    import datasets

    from cdaprep.steps import AssignGender

    dd = datasets.DatasetDict(
        train=datasets.Dataset.from_dict({"text": ["She is."]}),
        test=datasets.Dataset.from_dict({"text": ["He is."]}),
    )
    dd.save_to_disk(str(tmp_path / "dd"))
    p = Pipeline([AssignGender()])
    with pytest.raises(UsageError, match=r"split=\.\.\. \(e\.g\. transform\(data, split='train'\)"):
        p.transform(str(tmp_path / "dd"))
    assert p.transform(str(tmp_path / "dd"), split="test")["gender"].tolist() == ["male"]
