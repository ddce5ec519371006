"""Pipeline: config round trip, registry, planning, manifest, batch/process independence."""

import json
import warnings

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.errors import DataWarning, UsageError
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


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_the_split_chosen_keeps_its_name(tmp_path, engine):
    """split='test' of a DatasetDict came out as split 'train' (folder, transform, frames) and
    'data' (manifest) on the local engine, and transform of a DatasetDict without a train
    split failed with KeyError: 'train'; the hf engine kept the name."""
    import datasets

    from cdaprep.steps import AssignGender

    dd = datasets.DatasetDict(
        validation=datasets.Dataset.from_dict({"text": ["She is."]}),
        test=datasets.Dataset.from_dict({"text": ["He is."]}),
    )
    p = Pipeline([AssignGender()])
    opts = {"engine": engine, "cache_dir": str(tmp_path / "c")}
    out = p.transform(dd, split="test", **opts)
    assert list(out) == ["test"] and out["test"]["gender"] == ["male"]
    assert list(p.run(dd, split="test", **opts).frames) == ["test"]
    result = p.run(dd, tmp_path / "out", split="test", **opts)
    assert list(result.manifest["splits"]) == ["test"]
    assert list(datasets.load_from_disk(str(tmp_path / "out"))) == ["test"]


# -- a pipeline fitted on one data set applies its fits to another -----------------------------
FIT_A = pd.DataFrame(
    {
        "text": ["x"] * 6,
        "y": [1, 1, 0, 0, 0, 0],
        "gender": ["female", "male", "male", "male", "female", "male"],
    }
)
FIT_B = pd.DataFrame(
    {"text": ["x"] * 4, "y": [1, 0, 0, 1], "gender": ["female", "female", "male", "male"]}
)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_fitted_pipeline_applies_its_fit_to_other_data(engine):
    fitted = Pipeline([Reweigh(label_column="y")]).fit(FIT_A)
    w = fitted.steps[0].weights_
    result = fitted.run(FIT_B, engine=engine)
    expected = [w[("female", 1)], w[("female", 0)], w[("male", 0)], w[("male", 1)]]
    assert result.frame["sample_weight"].tolist() == pytest.approx(expected)
    step = result.manifest["splits"]["data"]["steps"][0]
    assert step["fit_from"] == "earlier data (Pipeline.fit), not this input"
    assert "Pipeline.fit" in result.manifest["not_rerunnable"][0]
    # an unfitted pipeline still fits on its own input (every cell of FIT_B is balanced)
    plain = Pipeline([Reweigh(label_column="y")]).run(FIT_B, engine=engine)
    assert plain.frame["sample_weight"].tolist() == [1.0] * 4
    assert "fit_from" not in plain.manifest["splits"]["data"]["steps"][0]
    assert "not_rerunnable" not in plain.manifest


def test_the_datasets_cache_never_serves_a_run_made_with_another_fit(tmp_path):
    import datasets

    datasets.Dataset.from_pandas(FIT_B).save_to_disk(tmp_path / "b")
    plain = Pipeline([Reweigh(label_column="y")]).run(str(tmp_path / "b"), engine="hf")
    assert plain.frame["sample_weight"].tolist() == [1.0] * 4
    fitted = Pipeline([Reweigh(label_column="y")]).fit(FIT_A)
    out = fitted.run(str(tmp_path / "b"), engine="hf").frame["sample_weight"].tolist()
    assert out[0] == pytest.approx(fitted.steps[0].weights_[("female", 1)])


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_cell_the_fit_never_saw_names_the_row_and_the_cell(engine):
    fitted = Pipeline([Reweigh(label_column="y")]).fit(FIT_A.iloc[:4])  # no female x 0
    from cdaprep.errors import DataError

    with pytest.raises(DataError, match=r"input row 2 \(1-based\) is in the .* 'female x 0'"):
        fitted.transform(FIT_B, engine=engine)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_resampling_fit_applies_to_its_own_data_only(engine):
    from cdaprep.steps import Undersample

    fitted = Pipeline([Undersample(label_column="y")]).fit(FIT_A)
    again = fitted.transform(FIT_A, engine=engine)
    plain = Pipeline([Undersample(label_column="y")]).transform(FIT_A, engine=engine)
    assert again.equals(plain) and len(again) == 4
    with pytest.raises(UsageError) as e:
        fitted.transform(FIT_B, engine=engine)
    assert str(e.value) == (
        "step '0:undersample' comes fitted (Pipeline.fit) on other data, and its fit is about "
        "the rows that data had: cell '0 x male' has 1 row here and had 3 there; it cannot "
        "apply to this input. Fit the pipeline on this input, or put an unfitted "
        "Undersample(...) in its place to fit it here"
    )
    # the fix the message names: the fitted Reweigh kept, the resampling fitted here
    mixed = Pipeline([Reweigh(label_column="y"), Undersample(label_column="y")]).fit(FIT_A)
    out = Pipeline([mixed.steps[0], Undersample(label_column="y")]).transform(FIT_B)
    assert len(out) == 4


def test_fit_of_a_fitted_pipeline_fits_again():
    fitted = Pipeline([Reweigh(label_column="y")]).fit(FIT_A)
    refitted = fitted.fit(FIT_B)
    assert (
        refitted.steps[0].weights_
        == Pipeline([Reweigh(label_column="y")]).fit(FIT_B).steps[0].weights_
    )


def test_an_adapted_swap_fitted_on_training_texts_applies_to_test_texts():
    from cdaprep.steps import GenderSwap

    train = pd.DataFrame({"text": ["I saw her dog.", "She gave her book to him.", "He likes her."]})
    test = pd.DataFrame({"text": ["Give her the pen.", "He met her.", "Her cat sat."]})
    fitted = Pipeline([GenderSwap(adapt=True)]).fit(train)
    step = fitted.run(test).manifest["splits"]["data"]["steps"][0]
    assert step["fit"] == fitted.steps[0].fit_report()
    assert step["fit"]["adapted_disambiguator"]["examples"] == 1  # the training text's her
    assert step["fit_from"] == "earlier data (Pipeline.fit), not this input"


def test_a_manifest_of_a_run_with_a_fit_from_earlier_data_is_not_rerun(tmp_path, capsys):
    from cdaprep.cli import main

    FIT_B.to_csv(tmp_path / "b.csv", index=False)
    out = tmp_path / "out.csv"
    Pipeline([Reweigh(label_column="y")]).fit(FIT_A).run(str(tmp_path / "b.csv"), str(out))
    assert main(["run", f"{out}.manifest.json", "--overwrite"]) == 2
    err = capsys.readouterr().err
    assert "cannot be rerun: step '0:reweigh' applied a fit made on earlier data" in err


def test_text_cells_that_are_not_strings_are_a_warning(tmp_path, capsys):
    # a Parquet text column of bytes (as tools that write strings without their UTF-8
    # annotation leave it) was passed through unswapped with no word but a manifest count
    pd.DataFrame({"text": [b"She is here.", b"he"], "y": [1, 2]}).to_parquet(tmp_path / "b.parquet")
    out = tmp_path / "o.csv"
    args = ["swap", str(tmp_path / "b.parquet"), "--text-column", "text", "-o", str(out)]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "warning: text column 'text': 2 cells hold no string (but bytes, numbers or " in err
    assert "df['text'] = df['text'].str.decode('utf-8')" in err
    df = pd.DataFrame({"text": ["She", 3.5]})
    with pytest.warns(DataWarning, match="text column 'text': 1 cell holds no string"):
        Pipeline([AssignGender(text_column="text")]).run(df)


def test_a_tilde_path_in_the_python_api_is_the_home_folder(tmp_path, monkeypatch):
    """Pipeline.run(df, "~/x.csv") ended in a traceback after the work (pyarrow wrote the
    temporary file into the home folder, the rename looked in a folder named ~), leaving the
    temporary file behind; an input "~/in.csv" did not exist. Paths are now read as the shell
    reads them, for run outputs, inputs and report folders."""
    from cdaprep.io import read_frame
    from cdaprep.reporting import write_report_folder
    from cdaprep.steps import AssignGender

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(tmp_path)
    pipe = Pipeline([AssignGender()])
    pipe.run(pd.DataFrame({"text": ["she", "he"]}), "~/x.csv")
    assert sorted(p.name for p in home.iterdir()) == ["x.csv", "x.csv.manifest.json"]
    assert not (tmp_path / "~").exists()
    assert read_frame("~/x.csv")["gender"].tolist() == ["female", "male"]
    again = Pipeline([AssignGender(group_column="g")]).transform("~/x.csv")
    assert again["g"].tolist() == ["female", "male"]
    write_report_folder("~/rep", lambda f: (f / "report.md").write_text("hi"))
    assert (home / "rep" / "report.md").read_text() == "hi"


def test_a_step_parameter_of_the_wrong_type_is_refused_in_python():
    """Scrub(names="false") was taken as true (first names were scrubbed) and
    Reweigh(group_column=3) failed with "TypeError: 'int' object is not iterable"; a config
    for cdaprep run was already checked. Now the constructor refuses both, naming the step,
    the parameter and the value."""
    from cdaprep.steps import CounterfactualAugment, Scrub

    with pytest.raises(UsageError, match=r"The 'names' parameter of step 'scrub' must be"):
        Scrub(names="false")
    with pytest.raises(UsageError, match=r"'group_column' parameter of step 'reweigh' .* Got 3"):
        Reweigh(group_column=3)
    with pytest.raises(UsageError, match=r"'names' parameter of step 'cda'"):
        CounterfactualAugment(text_column="t", names="yes")  # a swap option
    import numpy as np

    assert Scrub(names=np.True_).names  # a numpy bool (a value read from a frame) is a bool
    assert Reweigh(label_column="y", group_column="g").group_column == "g"


def test_num_proc_in_a_script_without_a_main_guard_is_a_usage_error(tmp_path):
    """A script that ran Pipeline.run(..., num_proc=2) at its top level (as one runs
    Dataset.map(num_proc=2)) never ended: every worker process imported the script again,
    failed to start a run of its own, and the pool started new workers forever, printing
    Python's traceback each time. It now stops at once with a usage error naming the line
    and the fix; under the guard the run works."""
    import subprocess
    import sys
    from pathlib import Path

    body = (
        "import pandas as pd\n"
        "from cdaprep import Pipeline\n"
        "from cdaprep.steps import AssignGender\n"
        "df = pd.DataFrame({'text': ['She is.', 'He is.', 'It is.']})\n"
        "INDENTprint(Pipeline([AssignGender()]).run(df, num_proc=2, batch_size=1)"
        ".frame['gender'].tolist())\n"
    )
    env = {**__import__("os").environ, "PYTHONPATH": str(Path(__file__).parent.parent)}
    unguarded = tmp_path / "unguarded.py"
    unguarded.write_text(body.replace("INDENT", ""))
    done = subprocess.run(
        [sys.executable, str(unguarded)], capture_output=True, text=True, env=env, timeout=600
    )
    assert done.returncode == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("cdaprep.errors.UsageError: num_proc > 1") and "line 5 of" in last
    assert 'if __name__ == "__main__":' in last and "num_proc=1" in last
    guarded = tmp_path / "guarded.py"
    guarded.write_text(body.replace("INDENT", "if __name__ == '__main__':\n    "))
    done = subprocess.run(
        [sys.executable, str(guarded)], capture_output=True, text=True, env=env, timeout=600
    )
    assert done.stdout.strip() == "['female', 'male', 'none']", done.stderr


def test_transform_of_a_stream_is_a_lazy_stream():
    """``transform(IterableDataset)`` read the whole stream into one DataFrame; it is now an
    ``IterableDataset`` that reads nothing until iterated, then batch by batch (a fitted step's
    statistics pass first), and gives the rows a transform of the same rows in memory gives."""
    import itertools

    import datasets

    from cdaprep.errors import UsageError
    from cdaprep.steps import AssignGender, GenderSwap, Reweigh

    reads = [0]
    texts = ["She wrote to her brother.", "He left.", "", "The nurse sang.", None]

    def gen():
        for i in range(2000):
            reads[0] += 1
            yield {"text": texts[i % 5], "label": i % 3}

    features = datasets.Features(
        {"text": datasets.Value("string"), "label": datasets.ClassLabel(names=["a", "b", "c"])}
    )
    stream = datasets.IterableDataset.from_generator(gen, features=features)
    p = Pipeline([AssignGender(), GenderSwap(text_columns=["text"]), Reweigh(label_column="label")])
    out = p.transform(stream, batch_size=100)
    assert isinstance(out, datasets.IterableDataset) and reads[0] == 0
    first = list(itertools.islice(out, 3))
    assert reads[0] <= 2000 + 200  # the statistics pass, then about one batch
    assert [r["text"] for r in first] == ["He wrote to his sister.", "She left.", ""]
    rows = list(out)  # read again, from the start
    whole = p.transform(datasets.Dataset.from_generator(gen, features=features))
    assert rows == whole.to_list() and len(rows) == 2000
    assert rows[4] == {
        "text": None,
        "label": 1,
        "gender": "none",
        "sample_weight": rows[4]["sample_weight"],
    }
    assert list(out.map(lambda r: {"n": len(r["text"] or "")}).take(1)) == [{**rows[0], "n": 23}]
    with pytest.raises(UsageError, match="local engine only"):
        p.transform(stream, engine="hf")
    with pytest.raises(UsageError, match="unknown run option"):
        p.transform(stream, batchsize=10)


def test_transform_of_streamed_splits_gives_streamed_splits():
    import datasets

    from cdaprep.steps import AssignGender

    d = datasets.DatasetDict(
        {
            "train": datasets.Dataset.from_dict({"text": ["She sang.", "He sat."]}),
            "test": datasets.Dataset.from_dict({"text": ["Hi."]}),
        }
    )
    streams = datasets.IterableDatasetDict({k: v.to_iterable_dataset() for k, v in d.items()})
    out = Pipeline([AssignGender()]).transform(streams)
    assert isinstance(out, datasets.IterableDatasetDict) and sorted(out) == ["test", "train"]
    assert [r["gender"] for r in out["train"]] == ["female", "male"]
    assert [r["gender"] for r in out["test"]] == ["none"]


def test_transform_keeps_the_index_of_a_dataframe_whose_rows_come_out_one_for_one():
    """Report item 3: transform reset the caller's index, so df.assign(text_cf=out["text"])
    on df = full[full.lang == "en"] (index 0, 2, 4) paired "He is there." with "His book."."""
    from cdaprep.steps import GenderSwap, Scrub

    full = pd.DataFrame(
        {
            "text": ["She is here.", "Elle est ici.", "He is there.", "Il est là.", "Her book."],
            "lang": ["en", "fr", "en", "fr", "en"],
        }
    )
    df = full[full.lang == "en"]
    out = Pipeline([GenderSwap(text_columns="text")]).transform(df)
    assert out.index.tolist() == [0, 2, 4]
    assert df.assign(text_cf=out["text"])["text_cf"].tolist() == [
        "He is here.",
        "She is there.",
        "His book.",
    ]
    # a string index (with its name), a fitted step, a MultiIndex, the hf engine
    s = df.set_axis(pd.Index(["a", "b", "c"], name="key"))
    steps = [AssignGender(text_column="text"), Reweigh(label_column="lang")]
    out = Pipeline(steps).transform(s)
    pd.testing.assert_index_equal(out.index, s.index)
    assert out["gender"].to_dict() == {"a": "female", "b": "male", "c": "female"}
    m = df.set_axis(pd.MultiIndex.from_tuples([("x", 1), ("x", 2), ("y", 1)], names=["k", "n"]))
    for engine in ("local", "hf"):
        out = Pipeline([Scrub(text_columns="text")]).transform(m, engine=engine)
        pd.testing.assert_index_equal(out.index, m.index)
        assert out.loc[("y", 1), "text"] == "_ book."
        assert list(out.columns) == ["text", "lang"]  # nothing of the index kept in a column


def test_transform_gives_a_fresh_range_index_when_rows_are_added_or_removed():
    """Rows added (CDA, Oversample) or dropped (Undersample) cannot line up with the input's:
    a RangeIndex, as documented; a resampling that changes no row keeps the index, and CDA in
    replace mode (each row or its counterfactual, in place) keeps it."""
    from cdaprep.steps import CounterfactualAugment, Oversample, Undersample

    df = pd.DataFrame(
        {
            "text": ["She is a nurse.", "Her job.", "He is a nurse.", "She sews.", "He runs."],
            "y": [1, 1, 1, 0, 0],
            "gender": ["female", "female", "male", "female", "male"],
        },
        index=[10, 20, 30, 40, 50],
    )
    cda = Pipeline([CounterfactualAugment(text_columns="text")]).transform(df)
    assert len(cda) == 10
    pd.testing.assert_index_equal(cda.index, pd.RangeIndex(10))
    assert cda["cda_pair_id"].tolist() == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]  # input positions
    under = Pipeline([Undersample(label_column="y")]).transform(df)
    pd.testing.assert_index_equal(under.index, pd.RangeIndex(4))
    over = Pipeline([Oversample(label_column="y")]).transform(df)
    pd.testing.assert_index_equal(over.index, pd.RangeIndex(6))
    balanced = df.drop(index=20)
    same = Pipeline([Undersample(label_column="y")]).transform(balanced)
    pd.testing.assert_index_equal(same.index, balanced.index)
    replace = CounterfactualAugment(text_columns="text", mode="replace", p=0.5)
    out = Pipeline([replace]).transform(df)
    pd.testing.assert_index_equal(out.index, df.index)
    assert set(out["cda_role"]) == {"original", "counterfactual"}
    # a column of the user's with the name of the position column is the user's
    from cdaprep.pipeline import TRANSFORM_POSITION

    own = df.assign(**{TRANSFORM_POSITION: ["p", "q", "r", "s", "t"]})
    out = Pipeline([AssignGender(text_column="text", group_column="g")]).transform(own)
    assert out[TRANSFORM_POSITION].tolist() == ["p", "q", "r", "s", "t"]
    pd.testing.assert_index_equal(out.index, df.index)


def test_debiasing_every_split_of_a_datasetdict_warns_in_python_too():
    # `cdaprep augment` warned when it debiased a test split with the training split; the same
    # pipeline in Python (Pipeline.transform of a DatasetDict) undersampled the test split
    # without a word
    import datasets

    from cdaprep.steps import GenderSwap, Undersample

    df = pd.DataFrame(
        {
            "text": ["She is.", "He is."] * 10,
            "job": ["a", "b"] * 10,
            "gender": ["female", "male", "male", "female"] * 5,
        }
    )
    ds = datasets.Dataset.from_pandas(df)
    dd = datasets.DatasetDict({"train": ds, "test": ds})
    with pytest.warns(DataWarning, match=r"the steps undersample ran on every split .*'test'"):
        Pipeline([Undersample(label_column="job")]).transform(dd)
    with warnings.catch_warnings():
        warnings.simplefilter("error", DataWarning)
        Pipeline([Undersample(label_column="job")]).transform(dd, split="train")
        Pipeline([GenderSwap()]).transform(dd)  # a swap of every split is no debiasing
        dd2 = datasets.DatasetDict({"train": ds, "extra": ds})  # no evaluation split
        Pipeline([Reweigh(label_column="job")]).transform(dd2)


def _categorical_text_steps():
    from cdaprep.steps import (
        Anonymize,
        CounterfactualAugment,
        CounterfactualPairs,
        GenderSwap,
        Scrub,
    )

    return {
        "swap": GenderSwap(),
        "scrub": Scrub(),
        "cda": CounterfactualAugment(),
        "pairs": CounterfactualPairs(),
        "anonymize": Anonymize(),
    }


@pytest.mark.parametrize("name", list(_categorical_text_steps()))
def test_a_category_text_column_keeps_every_rewritten_text(tmp_path, name):
    """A pandas category text column came back NaN for every text a step changed (the new
    texts are no categories): GenderSwap gave [nan, nan] for ["She is a pilot.", "Her son is a
    nurse."], CDA ['She is a pilot.', nan, ...], and run(df, "o.parquet") wrote <NA> while the
    manifest counted the swaps. The column is now plain text (str), on every batch and
    engine; the category group column keeps its dtype."""
    import pyarrow.parquet as pq

    from cdaprep.io import read_frame

    texts = ["She is a pilot.", "Her son is a nurse.", "It rains.", "Mary Smith met her son."]
    plain = pd.DataFrame({"text": texts, "gender": ["female", "female", "male", "female"]})
    cat = plain.assign(text=pd.Categorical(texts), gender=pd.Categorical(plain["gender"]))
    p = Pipeline([_categorical_text_steps()[name]])
    expected = p.transform(plain)
    assert set(expected["text"]) - set(texts)  # the step rewrites some text
    for engine in ("local", "hf"):
        for batch_size in (1, 100):
            got = p.transform(cat, engine=engine, batch_size=batch_size, progress=False)
            assert got["text"].tolist() == expected["text"].tolist(), (engine, batch_size)
            assert got["text"].dtype == expected["text"].dtype == pd.Series(["x"]).dtype
            assert isinstance(got["gender"].dtype, pd.CategoricalDtype)
    assert p.transform(cat.iloc[:0])["text"].dtype == expected["text"].dtype
    for fmt in ("parquet", "csv", "jsonl"):
        out = tmp_path / f"o.{fmt}"
        p.run(cat, out, batch_size=1, progress=False)
        assert read_frame(out)["text"].tolist() == expected["text"].tolist(), fmt
    for engine in ("local", "hf"):  # both write plain text
        p.run(cat, tmp_path / f"{engine}.parquet", engine=engine, progress=False)
        assert str(pq.read_schema(tmp_path / f"{engine}.parquet").field("text").type) == "string"
        assert (
            read_frame(tmp_path / f"{engine}.parquet")["text"].tolist() == expected["text"].tolist()
        )


def test_run_to_a_file_says_that_an_index_of_ids_is_not_written(tmp_path):
    # Pipeline.run(df, "x.csv") dropped an index 'bio_id' without a word (transform keeps it)
    from cdaprep.steps import GenderSwap

    df = pd.DataFrame({"text": ["She is.", "He is."]}, index=pd.Index([10, 20], name="bio_id"))
    with pytest.warns(DataWarning, match=r"index \['bio_id'\] is not written .*reset_index"):
        Pipeline([GenderSwap()]).run(df, tmp_path / "a.csv")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DataWarning)
        Pipeline([GenderSwap()]).run(df.reset_index(drop=True), tmp_path / "b.csv")
        Pipeline([GenderSwap()]).run(df.reset_index(), tmp_path / "c.csv")
    assert pd.read_csv(tmp_path / "c.csv")["bio_id"].tolist() == [10, 20]
    assert Pipeline([GenderSwap()]).transform(df).index.tolist() == [10, 20]
