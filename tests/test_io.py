"""Adapters: every format round-trips; bad input gets a clear error; nothing is half-written."""

import json
import os

import datasets
import numpy as np
import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.errors import DataError, UsageError
from cdaprep.io import open_source, read_frame, write_frame
from cdaprep.steps import AssignGender, Reweigh
from cdaprep.steps.base import MapStep


@pytest.fixture
def messy() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "text": ["Ünïcödé — «quotes», emoji 🙂", None, "", 'a "quoted", comma', "line\nbreak"],
            "n": pd.array([1, None, 3, -4, 5], dtype="Int64"),
            "x": [0.5, np.nan, 1e-300, 2.0, -0.0],
            "flag": pd.array([True, False, None, True, False], dtype="boolean"),
            "cat": ["a", "b", None, "d", "é"],
        }
    )


def _norm(df):
    return [
        [None if (v is None or v is pd.NA or (isinstance(v, float) and v != v)) else v for v in row]
        for row in df.astype(object).itertuples(index=False)
    ]


def test_csv_parquet_jsonl_hf_csv_round_trip(tmp_path, messy):
    a = write_frame(messy, tmp_path / "a.csv")
    b = write_frame(read_frame(a), tmp_path / "b.parquet")
    c = write_frame(read_frame(b), tmp_path / "c.jsonl")
    d = write_frame(read_frame(c), tmp_path / "d")
    e = write_frame(read_frame(d), tmp_path / "e.csv")
    back = read_frame(e)
    assert list(back.columns) == list(messy.columns)
    assert _norm(back) == _norm(messy)
    assert back["text"].tolist()[1] is pd.NA and back["text"].tolist()[2] == ""
    assert str(back["n"].dtype).startswith("int64")
    assert open(a, encoding="utf-8").read() == open(e, encoding="utf-8").read()
    loaded = datasets.load_from_disk(str(d))
    assert isinstance(loaded, datasets.DatasetDict) and loaded["train"].num_rows == 5


def test_pipeline_through_every_format_keeps_rows(tmp_path, messy):
    # each run reads the previous output, which has the gender column (replaced on purpose)
    p = Pipeline([AssignGender(text_column="text", overwrite=True)])
    prev = messy
    for name in ("a.csv", "b.parquet", "c.jsonl", "d"):
        out = tmp_path / name
        p.run(prev, out)
        prev = read_frame(out)
        assert len(prev) == 5 and "gender" in prev.columns
        manifest = json.loads(
            open(out / "manifest.json" if name == "d" else f"{out}.manifest.json").read()
        )
        assert manifest["rows_in"] == manifest["rows_out"] == 5


def test_datasetdict_keeps_its_splits(tmp_path):
    dd = datasets.DatasetDict(
        {
            "train": datasets.Dataset.from_dict({"text": ["She ran.", "He ran."], "y": [0, 1]}),
            "test": datasets.Dataset.from_dict({"text": ["Her book"], "y": [1]}),
        }
    )
    dd.save_to_disk(str(tmp_path / "in"))
    res = Pipeline([AssignGender(text_column="text")]).run(str(tmp_path / "in"), tmp_path / "out")
    out = datasets.load_from_disk(str(tmp_path / "out"))
    assert set(out) == {"train", "test"}
    assert out["train"]["gender"] == ["female", "male"] and out["test"]["gender"] == ["female"]
    assert set(res.manifest["splits"]) == {"train", "test"}
    # in-memory DatasetDict and Dataset inputs
    frames = Pipeline([AssignGender(text_column="text")]).run(dd).frames
    assert list(frames) == ["train", "test"]
    one = Pipeline([AssignGender(text_column="text")]).transform(dd["train"])
    assert list(one["gender"]) == ["female", "male"]  # a Dataset for a Dataset (issue 11.13)
    with pytest.raises(UsageError, match="splits"):
        Pipeline([AssignGender(text_column="text")]).run(dd, tmp_path / "x.csv")


class ShiftLabel(MapStep):
    """A step of one's own that rewrites the int column ``label`` (values leave its names)."""

    name = "shift-label-test"

    def writes(self):
        return ["label"]

    def apply(self, batch, ctx):
        return batch.assign(label=batch["label"] + 5)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_outputs_keep_the_inputs_feature_types(tmp_path, monkeypatch, engine):
    """A ClassLabel column of a save_to_disk input came out as Value('int64') (lost its class
    names) in a folder or Parquet output: the features of the columns no step writes are kept,
    on every engine; a column a step rewrites gets the natural feature of its values."""
    from cdaprep.cli import main

    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "hf-cache"))
    features = datasets.Features(
        {
            "text": datasets.Value("string"),
            "label": datasets.ClassLabel(names=["neg", "pos"]),
            "small": datasets.Value("int8"),
        }
    )
    data = {"text": ["She is here.", "He left."], "label": [0, 1], "small": [1, 2]}
    datasets.Dataset.from_dict(data, features=features).save_to_disk(str(tmp_path / "in"))
    src, eng = str(tmp_path / "in"), ["--engine", engine, "--quiet"]
    cmds = {
        "scrub": ["scrub", src, "--text-column", "text"],
        "swap": ["swap", src, "--text-column", "text"],
        "pairs": ["pairs", src, "--text-column", "text", "--assign-gender"],
    }
    for name, cmd in cmds.items():
        assert main([*cmd, "-o", str(tmp_path / name), *eng]) == 0
        (out,) = datasets.load_from_disk(str(tmp_path / name)).values()
        assert out.features["label"] == features["label"], name
        assert out.features["small"] == features["small"], name
        assert out.features["text"] == datasets.Value("string"), name
        assert main([*cmd, "-o", str(tmp_path / f"{name}.parquet"), *eng]) == 0
        pq = datasets.load_dataset(
            "parquet", data_files=str(tmp_path / f"{name}.parquet"), split="train"
        )
        assert pq.features["label"] == features["label"], name
    # a Parquet file with the features in its schema is an input that keeps them too
    assert main(["scrub", str(tmp_path / "scrub.parquet"), "--text-column", "text",
                 "-o", str(tmp_path / "again"), *eng]) == 0  # fmt: skip
    again = datasets.load_from_disk(str(tmp_path / "again"))["train"]
    assert again.features["label"] == features["label"]
    # a rewritten column gets no stale ClassLabel: 5 and 6 are not class indices
    Pipeline([ShiftLabel()]).run(src, tmp_path / "shifted", engine=engine)
    shifted = datasets.load_from_disk(str(tmp_path / "shifted"))["train"]
    assert shifted.features["label"] == datasets.Value("int64")
    assert shifted["label"] == [5, 6]
    assert shifted.features["small"] == features["small"]
    api = Pipeline([ShiftLabel()]).transform(datasets.load_from_disk(src))
    assert api.features["label"] == datasets.Value("int64")
    assert api.features["small"] == features["small"]


def test_data_files_folder_through_load_dataset(tmp_path):
    folder = tmp_path / "repo" / "data"
    folder.mkdir(parents=True)
    pd.DataFrame({"text": ["She sang"], "y": [1]}).to_csv(folder / "train.csv", index=False)
    df = read_frame(tmp_path / "repo")
    assert df["text"].tolist() == ["She sang"]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_parquet_output_reads_back_in_pandas_with_dtypes_of_its_column_types(tmp_path, engine):
    # the pandas metadata of a Parquet output was that of the engine's batches: the local
    # engine's sample_weight read back as float64, the hf engine's as double[pyarrow]; a text
    # column of a Parquet input as large_string[pyarrow] on the local engine, string on hf;
    # now a text column is pandas' own text dtype (str), as pandas reads any Parquet file
    import pyarrow as pa
    import pyarrow.parquet as pq

    (tmp_path / "in.csv").write_text("text,label,n\nShe is.,a,1\nHe is.,b,\n,a,3\n")
    table = pa.table(
        {
            "text": pa.array(["She is.", "He is.", None], pa.large_string()),
            "label": pa.array(["a", "b", "a"]).dictionary_encode(),
            "n": pa.array([1, None, 3]),
        }
    )
    pq.write_table(table, tmp_path / "in.parquet")
    gender = AssignGender(text_column="text", group_column="g")
    p = Pipeline([gender, Reweigh(label_column="label", group_column="g")])
    text = str(pd.Series([], dtype=str).dtype)  # str (object before pandas 3)
    for name, label in [("in.csv", text), ("in.parquet", "category")]:
        out = tmp_path / f"{name}.out.parquet"
        p.run(tmp_path / name, out, engine=engine)
        got = pd.read_parquet(out)
        assert got.dtypes.astype(str).to_dict() == {
            "text": text,
            "label": label,
            "n": "int64[pyarrow]",
            "g": text,
            "sample_weight": "double[pyarrow]",
        }, name
        assert got["n"].tolist() == [1, pd.NA, 3] and got["text"].tolist()[:2] == [
            "She is.",
            "He is.",
        ]


def test_parquet_file_is_the_same_bytes_from_every_engine(tmp_path):
    # the local engine wrote a row group per batch (CDA doubles some batches: 4, 6, 4...),
    # the hf engine the rows as datasets gave them back, so one run made two different files;
    # now a Parquet file has row groups of --batch-size rows whatever the engine's batches
    import pyarrow.parquet as pq

    from cdaprep.cli import main

    texts = ["She is here.", "The sky.", "He and his son.", "", "Mr. X.", "It is.", "Her."]
    pd.DataFrame({"text": texts}).to_csv(tmp_path / "in.csv", index=False)
    args = ["--method", "cda", "--text-column", "text", "--assign-gender", "--quiet"]
    files = {}
    for engine in ("local", "hf"):
        files[engine] = tmp_path / f"{engine}.parquet"
        argv = ["augment", str(tmp_path / "in.csv"), "-o", str(files[engine]), *args]
        assert main([*argv, "--engine", engine, "--batch-size", "3"]) == 0
    groups = pq.ParquetFile(files["local"]).metadata
    assert [groups.row_group(i).num_rows for i in range(groups.num_row_groups)] == [3, 3, 3, 2]
    assert files["local"].read_bytes() == files["hf"].read_bytes()
    # a folder: the same data and dataset_info.json (its sizes were those of the row groups)
    for engine in ("local", "hf"):
        argv = ["augment", str(tmp_path / "in.csv"), "-o", str(tmp_path / engine), *args]
        assert main([*argv, "--engine", engine, "--batch-size", "3"]) == 0
    for name in ("data-00000-of-00001.arrow", "dataset_info.json"):
        local, hf = (tmp_path / engine / "train" / name for engine in ("local", "hf"))
        assert local.read_bytes() == hf.read_bytes(), name


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_hub_layout_folders_of_one_name_are_each_read_as_they_are(tmp_path, engine):
    # a folder whose README.md declares its data files (the Ray engine's output folder, a Hub
    # dataset repository) went through datasets.load_dataset, which caches it by the folder's
    # name and the file patterns: a second out/ folder read back as the first one's rows
    import pyarrow as pa
    import pyarrow.parquet as pq

    card = (
        "---\nconfigs:\n- config_name: default\n  data_files:\n  - split: train\n"
        "    path: data/train-*\n  - split: test\n    path: data/test-*\n---\n"
    )
    runs = {"a": ["She is.", "Her son."], "b": ["He is here.", "His aunt.", "Mr. X."]}
    for name, texts in runs.items():
        out = tmp_path / name / "out"
        (out / "data").mkdir(parents=True)
        (out / "README.md").write_text(card)
        pq.write_table(pa.table({"text": texts}), out / "data" / "train-00000-of-00001.parquet")
        pq.write_table(pa.table({"text": ["test"]}), out / "data" / "test-00000-of-00001.parquet")
    for name, texts in runs.items():
        out = tmp_path / name / "out"
        assert read_frame(out, split="train")["text"].tolist() == texts
        assert read_frame(out, split="test")["text"].tolist() == ["test"]
        o = tmp_path / f"{name}.csv"
        p = Pipeline([AssignGender(text_column="text")])
        p.run(out, o, engine=engine, split="train")
        assert pd.read_csv(o)["text"].tolist() == texts


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_folder_of_csv_files_keeps_values_as_a_csv_file_does(tmp_path, capsys, engine):
    # a folder of CSV files was read by datasets: 0001 became 1, 02134 became 2134 and a
    # quoted empty cell became missing, while the same file alone kept them
    from cdaprep.cli import main

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "a.csv").write_bytes('id,text,zip\n0001,Zoë is.,02134\n0002,"",00501\n'.encode())
    (folder / "b.csv").write_text("id,text,zip\n0003,He is.,10001\n")
    args = ["--text-column", "text", "--engine", engine, "--quiet"]
    assert main(["swap", str(folder), "-o", str(tmp_path / "o.csv"), *args]) == 0
    out = pd.read_csv(tmp_path / "o.csv", dtype=str, keep_default_na=False)
    assert out["id"].tolist() == ["0001", "0002", "0003"]
    assert out["zip"].tolist() == ["02134", "00501", "10001"]
    assert out["text"].tolist() == ["Zoë is.", "", "She is."]
    assert json.loads((tmp_path / "o.csv.manifest.json").read_text())["rows_in"] == 3
    # --encoding applies to the files of a folder too
    (folder / "a.csv").write_bytes(
        'id,text,zip\n0001,Zoë is.,02134\n0002,"",00501\n'.encode("cp1252")
    )
    args += ["--encoding", "cp1252", "--overwrite"]
    assert main(["swap", str(folder), "-o", str(tmp_path / "o.csv"), *args]) == 0
    out = pd.read_csv(tmp_path / "o.csv", dtype=str, keep_default_na=False)
    assert out["text"].tolist() == ["Zoë is.", "", "She is."]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_partitioned_parquet_folder_keeps_its_partition_columns(tmp_path, engine):
    # a folder written with partition_cols (label=0/, label=1/) lost the label column
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({"text": ["She is.", "He is.", "She was."], "label": [0, 1, 1]})
    table = table.append_column("zip", pa.array(["02134", "10001", "02134"]))
    pq.write_to_dataset(table, tmp_path / "data", partition_cols=["label", "zip"])
    Pipeline([AssignGender(text_column="text")]).run(
        tmp_path / "data", tmp_path / "o.parquet", engine=engine
    )
    got = pd.read_parquet(tmp_path / "o.parquet").sort_values("text")
    assert got["text"].tolist() == ["He is.", "She is.", "She was."]
    assert got["label"].tolist() == [1, 0, 1]
    assert got["zip"].tolist() == ["10001", "02134", "02134"]  # leading zeros kept
    assert got["gender"].tolist() == ["male", "female", "female"]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_text_column_not_found_says_spaces_or_separator_of_the_header(
    tmp_path, capsys, monkeypatch, engine
):
    # the error listed 'text ' or 'text;gender' and said only "Check the spelling"
    from cdaprep.cli import main

    cases = [
        ("text , gender\nShe is., female\n", "The input's column 'text ' has spaces around"),
        ("text;gender\nShe is.;female\n", "its names are separated by semicolons"),
        ("text\tgender\nShe is.\tfemale\n", "its names are separated by tabs"),
    ]
    for body, hint in cases:
        (tmp_path / "t.csv").write_text(body)
        args = ["swap", str(tmp_path / "t.csv"), "-o", str(tmp_path / "o.csv")]
        assert main([*args, "--text-column", "text", "--engine", engine]) == 2
        err = capsys.readouterr().err
        assert "column 'text' not found" in err and hint in err
        assert not (tmp_path / "o.csv").exists()
    # the fix the separator hint gives works
    monkeypatch.chdir(tmp_path)
    (tmp_path / "IN.csv").write_text("text\tgender\nShe is.\tfemale\n")
    exec(err.split("python -c ")[1].strip().strip('"'))
    assert main(["swap", "OUT.csv", "-o", "o.csv", "--text-column", "text", "--quiet"]) == 0
    assert pd.read_csv(tmp_path / "o.csv")["text"].tolist() == ["He is."]


def test_files_stream_in_batches(tmp_path):
    df = pd.DataFrame({"text": [f"row {i}" for i in range(10_000)]})
    for name in ("s.csv", "s.jsonl", "s.parquet"):
        write_frame(df, tmp_path / name)
        sizes = [len(b) for b in open_source(tmp_path / name).batches(batch_size=3000)]
        assert sizes == [3000, 3000, 3000, 1000]


def test_bad_inputs_have_clear_messages(tmp_path):
    with pytest.raises(UsageError, match="does not exist"):
        read_frame(tmp_path / "nope.csv")
    (tmp_path / "x.xlsx").write_text("a")
    with pytest.raises(UsageError, match=r"unknown format .*\.csv, \.jsonl, \.parquet"):
        read_frame(tmp_path / "x.xlsx")
    (tmp_path / "empty.csv").write_text("")
    with pytest.raises(DataError, match="empty"):
        read_frame(tmp_path / "empty.csv")
    (tmp_path / "bad.parquet").write_bytes(b"not parquet at all")
    with pytest.raises(DataError, match="cannot read .* as Parquet"):
        read_frame(tmp_path / "bad.parquet")
    (tmp_path / "bad.jsonl").write_text('{"a": 1}\n{"a": \n')
    with pytest.raises(DataError, match="JSON"):
        read_frame(tmp_path / "bad.jsonl")


def test_header_only_csv_gives_empty_output(tmp_path):
    (tmp_path / "h.csv").write_text("text,label\n")
    res = Pipeline([AssignGender(text_column="text")]).run(tmp_path / "h.csv", tmp_path / "o.csv")
    assert res.manifest["rows_in"] == 0
    assert (tmp_path / "o.csv").read_text().startswith('"text","label"')


@pytest.mark.parametrize(
    "engine", ["local", "hf", pytest.param("ray", marks=[pytest.mark.ray, pytest.mark.slow])]
)
def test_header_only_input_gets_the_columns_the_steps_write(tmp_path, monkeypatch, engine):
    """A header-only input came out with only its own columns (no sample_weight, no group
    column, no cda_* columns): the steps never ran. Now they run once on an empty batch, so
    the output (file or folder) and the manifest have the columns of a non-empty input."""
    import pyarrow.parquet as pq

    from cdaprep.cli import main

    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "hf-cache"))
    (tmp_path / "h.csv").write_text("text,label,gender\n")
    (tmp_path / "h2.csv").write_text("text,label\n")
    eng = ["--engine", engine, "--quiet"]

    def columns(name):
        out = tmp_path / name
        manifest = json.loads(
            (
                out / "manifest.json" if out.is_dir() else tmp_path / f"{name}.manifest.json"
            ).read_text()
        )
        (split,) = manifest["splits"].values()
        if out.is_dir():
            return split["columns"], None
        schema = pq.read_schema(out) if name.endswith(".parquet") else None
        header = read_frame(out).columns.tolist()
        assert split["columns"] == header, name
        return header, schema

    h, h2 = str(tmp_path / "h.csv"), str(tmp_path / "h2.csv")
    assert (
        main(["reweigh", h, "-o", str(tmp_path / "r.parquet"), "--label-column", "label", *eng])
        == 0
    )
    cols, schema = columns("r.parquet")
    assert cols == ["text", "label", "gender", "sample_weight"]
    assert str(schema.field("sample_weight").type) == "double"
    assert str(schema.field("text").type) == "string"
    args = ["--text-column", "text", "--group-column", "g"]
    assert main(["assign-gender", h, "-o", str(tmp_path / "a.parquet"), *args, *eng]) == 0
    cols, schema = columns("a.parquet")
    assert cols == ["text", "label", "gender", "g"] and "string" in str(schema.field("g").type)
    pairs = ["pairs", h2, "--text-column", "text", "--assign-gender", *eng]
    want = ["text", "label", "gender", "cda_pair_id", "cda_has_gendered_word",
            "cda_original_group", "cda_role"]  # fmt: skip
    assert main([*pairs, "-o", str(tmp_path / "p.csv")]) == 0
    assert columns("p.csv")[0] == want
    assert main([*pairs, "-o", str(tmp_path / "pf")]) == 0
    assert columns("pf")[0] == want
    if engine != "ray":  # a save_to_disk folder (Ray writes Parquet shards)
        (out,) = datasets.load_from_disk(str(tmp_path / "pf")).values()
        assert out.column_names == want and len(out) == 0
        assert out.features["cda_pair_id"] == datasets.Value("int64")
    # the Python API on an empty DataFrame
    p = Pipeline([AssignGender(text_column="text"), Reweigh(label_column="label")])
    out = p.transform(pd.DataFrame({"text": [], "label": []}), engine=engine)
    assert out.columns.tolist() == ["text", "label", "gender", "sample_weight"]


class Boom(MapStep):
    name = "boom-test"

    def __init__(self, *, after: int = 2):
        self.after = after

    def apply(self, batch, ctx):
        if batch["_cda_row_id"].iloc[0] >= self.after:
            raise DataError("boom")
        return batch


@pytest.mark.parametrize("name", ["o.csv", "o.parquet", "o.jsonl", "o"])
def test_failure_leaves_nothing_half_written(tmp_path, name):
    df = pd.DataFrame({"text": ["a"] * 10})
    with pytest.raises(DataError):
        Pipeline([Boom(after=4)]).run(df, tmp_path / name, batch_size=2)
    assert os.listdir(tmp_path) == []
    # an existing output survives a failed overwrite
    write_frame(df, tmp_path / name)
    before = sorted(os.listdir(tmp_path))
    with pytest.raises(DataError):
        Pipeline([Boom(after=4)]).run(df, tmp_path / name, batch_size=2, overwrite=True)
    assert sorted(os.listdir(tmp_path)) == before
    assert len(read_frame(tmp_path / name)) == 10


def test_existing_output_needs_overwrite(tmp_path):
    df = pd.DataFrame({"text": ["She"]})
    write_frame(df, tmp_path / "o.csv")
    with pytest.raises(UsageError, match="already exists; pass --overwrite"):
        Pipeline([AssignGender(text_column="text")]).run(df, tmp_path / "o.csv")


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_output_over_a_file_is_a_usage_error_before_any_work(tmp_path, monkeypatch, engine):
    (tmp_path / "afile").write_text("hi\n")
    df = pd.DataFrame({"text": ["She is."]})
    seen = []
    monkeypatch.setattr(AssignGender, "transform", lambda self, b, ctx=None: seen.append(1))
    pipe = Pipeline([AssignGender(text_column="text")])
    with pytest.raises(UsageError, match=r"output '.*afile' is a file, but this output is wri"):
        pipe.run(df, tmp_path / "afile", overwrite=True, engine=engine)
    with pytest.raises(UsageError, match=r"'.*afile' is a file, not a folder; choose an output"):
        pipe.run(df, tmp_path / "afile" / "sub" / "out.csv", engine=engine)
    assert seen == [] and (tmp_path / "afile").read_text() == "hi\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


CSV_TYPES = (
    "id,text,label,zip,group,weight,ts\n"
    "0001,She is.,01,02134,a,0.5,2020-01-05T10:00:00+02:00\n"
    "0002,He is.,1,00501,a,1.0,2020-01-05T11:00:00+02:00\n"
    "0003,He is.,1,10001,b,1.0,2020-01-06\n"
)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_keeps_leading_zeros_and_timestamps_as_written(tmp_path, engine):
    (tmp_path / "t.csv").write_text(CSV_TYPES)
    Pipeline([AssignGender(text_column="text")]).run(
        tmp_path / "t.csv", tmp_path / "o.csv", engine=engine
    )
    out = pd.read_csv(tmp_path / "o.csv", dtype=str)
    assert out["id"].tolist() == ["0001", "0002", "0003"]
    assert out["label"].tolist() == ["01", "1", "1"]
    assert out["zip"].tolist() == ["02134", "00501", "10001"]
    assert out["ts"].tolist() == [
        "2020-01-05T10:00:00+02:00",
        "2020-01-05T11:00:00+02:00",
        "2020-01-06",
    ]
    # a float column without leading zeros stays a number (steps and metrics read numbers)
    assert pd.api.types.is_float_dtype(read_frame(tmp_path / "t.csv")["weight"])


def test_csv_labels_01_and_1_stay_two_labels_in_reweigh(tmp_path):
    from cdaprep.steps import Reweigh

    (tmp_path / "t.csv").write_text(CSV_TYPES)
    step = Reweigh(label_column="label", group_column="group", weight_column="w")
    Pipeline([step]).run(tmp_path / "t.csv", tmp_path / "o.csv")
    out = pd.read_csv(tmp_path / "o.csv", dtype={"label": str})
    # "01" and "1" are two labels; read as one number, every weight would be 1
    assert out["w"].round(4).tolist() == [0.75, 1.5, 0.75]


def test_csv_column_types_are_decided_once_for_every_batch(tmp_path, monkeypatch):
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 64)
    rows = [f"{i},x{i}" for i in range(1, 40)] + ["007,y"]
    (tmp_path / "t.csv").write_text("n,text\n" + "\n".join(rows) + "\n")
    src = open_source(tmp_path / "t.csv")
    # the leading zero is beyond the first block: the column is numeric in every batch
    assert str(src.schema.field("n").type) == "int64"
    frames = list(src.batches(7))
    assert pd.concat(frames)["n"].tolist()[-1] == 7


#: pyarrow's null tokens in columns of text (text, label, country) and of numbers, dates and
#: zero-led ids (score, day, zip)
CSV_NULL_TOKENS = (
    "id,text,label,country,score,day,zip\n"
    "1,NA,NA,NA,1.5,2020-01-05,02134\n"
    "2,She is here.,null,FR,NA,NA,NA\n"
    "3,nan,N/A,NA,2,2020-01-06,00501\n"
    '4,"",None,,nan,,\n'
)


@pytest.mark.parametrize("engine", ["local", "hf"])
@pytest.mark.parametrize("fmt", ["csv", "jsonl", "parquet"])
def test_csv_null_tokens_are_text_in_text_columns_and_missing_in_others(tmp_path, engine, fmt):
    # pyarrow's null tokens were missing in every column: the texts "NA" and "nan" came out
    # empty (counted as missing text), the labels "NA", "null", "N/A" missing and the country
    # NA (Namibia) empty
    from cdaprep.cli import main

    (tmp_path / "t.csv").write_text(CSV_NULL_TOKENS)
    out = tmp_path / f"o.{fmt}"
    args = ["--text-column", "text", "--engine", engine, "--quiet"]
    assert main(["swap", str(tmp_path / "t.csv"), "-o", str(out), *args]) == 0
    if fmt == "csv":
        got = pd.read_csv(out, dtype=str, keep_default_na=False, na_values=[""])
        assert '4,"",' in out.read_text()  # a quoted empty cell stays an empty text
    elif fmt == "jsonl":
        got = pd.read_json(out, lines=True, dtype=False)
    else:
        got = pd.read_parquet(out)
    got = got.astype(object).where(got.notna(), None)
    assert got["text"].tolist()[:3] == ["NA", "He is here.", "nan"]
    assert got["label"].tolist() == ["NA", "null", "N/A", "None"]
    assert got["country"].tolist() == ["NA", "FR", "NA", None]
    # numbers, dates and zero-led ids: the null tokens are missing values, as pandas reads them
    assert [None if v is None else float(v) for v in got["score"]] == [1.5, None, 2.0, None]
    assert got["day"].tolist() == ["2020-01-05", None, "2020-01-06", None]
    assert got["zip"].tolist() == ["02134", None, "00501", None]
    manifest = json.loads((tmp_path / f"o.{fmt}.manifest.json").read_text())
    assert manifest["text_cells_passed_through"] == {"text_empty:text": 1}


def test_csv_null_tokens_after_the_first_block_follow_the_column_type(tmp_path, monkeypatch):
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 64)
    rows = [f"She is {i}.,{i},x{i},{i}.5" for i in range(1, 40)]
    rows += ["NA,NA,NA,NA", "null,  7 ,null,nan"]
    (tmp_path / "t.csv").write_text("text,n,label,x\n" + "\n".join(rows) + "\n")
    df = read_frame(tmp_path / "t.csv")
    assert df["text"].tolist()[-2:] == ["NA", "null"]
    assert df["label"].tolist()[-2:] == ["NA", "null"]
    assert str(df["n"].dtype) == "int64[pyarrow]" and df["n"].tolist()[-2:] == [pd.NA, 7]
    assert df["x"].isna().tolist()[-3:] == [False, True, True]  # missing, not NaN


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_of_several_blocks_with_line_breaks_in_quoted_cells_reads_every_row(
    tmp_path, monkeypatch, engine
):
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 64)
    rows = [f'"Row {i}: she is\nback\nhome",{i % 2}' for i in range(40)]
    (tmp_path / "t.csv").write_text("text,label\n" + "\n".join(rows) + "\n")
    Pipeline([AssignGender(text_column="text")]).run(
        tmp_path / "t.csv", tmp_path / "o.csv", engine=engine
    )
    out = pd.read_csv(tmp_path / "o.csv")
    assert out["text"].tolist() == [f"Row {i}: she is\nback\nhome" for i in range(40)]
    assert out["label"].tolist() == [i % 2 for i in range(40)]


@pytest.mark.parametrize("block_size", [None, 64])
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_row_with_more_or_fewer_fields_names_its_1_based_line(
    tmp_path, monkeypatch, block_size, engine
):
    # pyarrow said "Expected 3 columns, got 4: ..." without the line of the row
    import cdaprep.io.csv_source as csv_source

    if block_size:
        monkeypatch.setattr(csv_source, "BLOCK_SIZE", block_size)
    rows = [f'"She is\nhere, {i}",female,1' for i in range(20)]  # two lines each
    for bad, fields in [("He is, she said,male,0", 4), ("He is.,male", 2)]:
        (tmp_path / "t.csv").write_text("text,g,label\n" + "\n".join([*rows, bad]) + "\n")
        with pytest.raises(DataError) as e:
            Pipeline([AssignGender(text_column="text")]).run(
                tmp_path / "t.csv", tmp_path / "o.csv", engine=engine
            )
        msg = str(e.value)
        assert f"line 42 (1-based) has {fields} fields, but the header has 3: {bad!r}" in msg
        assert "needs double quotes" in msg
        assert not (tmp_path / "o.csv").exists()


def test_csv_column_changing_type_names_the_column_value_and_a_fix_that_works(
    tmp_path, monkeypatch
):
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 64)
    rows = [f"She is.,{i},x" for i in range(1, 40)] + ["NA,NA,NA", '"He is.","A24000","y"']
    (tmp_path / "t.csv").write_text("text,n,label\n" + "\n".join(rows) + "\n")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(tmp_path / "t.csv", tmp_path / "o.csv")
    msg = str(e.value)
    assert "column 'n' holds integer values in the first 64 bytes" in msg
    assert "'A24000'" in msg and "#1" not in msg and "quote" not in msg
    assert not (tmp_path / "o.csv").exists()
    # the fix the message gives works
    exec(msg.split("python -c ")[1].strip('"'))
    Pipeline([AssignGender(text_column="text")]).run(tmp_path / "t.parquet", tmp_path / "o.csv")
    out = pd.read_csv(tmp_path / "o.csv", dtype=str, keep_default_na=False)
    assert out["n"].tolist()[-3:] == ["39", "NA", "A24000"]  # values kept as written
    assert out["label"].tolist()[-2:] == ["NA", "y"] and out["text"].tolist()[-2] == "NA"


def test_csv_type_change_names_the_bad_value_and_its_row_not_its_blocks_first(
    tmp_path, monkeypatch
):
    # a bad cell in the middle of a later block was reported as that block's first value (a
    # valid integer, "a later value is '37247'") and without a row
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 256)
    rows = [f"She is.,{i}" for i in range(1, 400)]
    rows[300] = "She is.,A24000"
    (tmp_path / "t.csv").write_text("text,n\n" + "\n".join(rows) + "\n")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(tmp_path / "t.csv", tmp_path / "o.csv")
    assert "a later value is 'A24000' (data row 301, the header not counted)" in str(e.value)


def _cells(path) -> list[list[str]]:
    """The cells of a CSV file as written (quotes removed, nothing converted)."""
    import csv

    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.reader(f))


#: The report's file: a passthrough column holding an integer int64 cannot hold.
TYPES_CSV = (
    "zip,code,ver,flag,date,text,big\n"
    "02134,007,2.0,True,2020-01-05,She is here.,12345678901234567890\n"
    "10001,010,3.10,false,2021-13-45,He is there.,1\n"
)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_integers_int64_cannot_hold_keep_every_digit(tmp_path, engine):
    # 12345678901234567890 was read as a float: the CSV output said 1.2345678901234567e+19,
    # the JSON lines output 1.2345678901234567e+19 and 1.0 for the 1 below it
    from decimal import Decimal

    from cdaprep.cli import main

    (tmp_path / "types.csv").write_text(TYPES_CSV)
    for out in ("o.csv", "o.jsonl", "o.parquet"):
        args = ["swap", str(tmp_path / "types.csv"), "-o", str(tmp_path / out)]
        assert main([*args, "--text-column", "text", "--engine", engine, "--quiet"]) == 0
    assert _cells(tmp_path / "o.csv") == [
        ["zip", "code", "ver", "flag", "date", "text", "big"],
        ["02134", "007", "2.0", "True", "2020-01-05", "He is here.", "12345678901234567890"],
        ["10001", "010", "3.1", "false", "2021-13-45", "She is there.", "1"],
    ]  # 3.10 is read as the number 3.1: only the whole numbers keep their form
    lines = (tmp_path / "o.jsonl").read_text().splitlines()
    assert [json.loads(line)["big"] for line in lines] == [12345678901234567890, 1]
    assert '"big": 1}' in lines[1]  # an integer, not 1.0
    got = pd.read_parquet(tmp_path / "o.parquet")["big"].tolist()
    assert got == [Decimal("12345678901234567890"), Decimal(1)]
    # read again, the output is the same
    assert main(["swap", str(tmp_path / "o.csv"), "-o", str(tmp_path / "again.csv"),
                 "--text-column", "text", "--engine", engine, "--quiet"]) == 0  # fmt: skip
    assert _cells(tmp_path / "again.csv")[1][-1] == "12345678901234567890"


def test_csv_float_column_with_an_integer_a_float_would_change_is_read_as_written(tmp_path):
    (tmp_path / "t.csv").write_text(
        "text,mixed,wide\nShe is.,12345678901234567890,1\nHe is.,2.5,"
        + "9" * 40  # more digits than a decimal column holds
        + "\nHer book.,,NA\n"
    )
    pipe = Pipeline([AssignGender(text_column="text")])
    pipe.run(tmp_path / "t.csv", tmp_path / "o.csv")
    pipe.run(tmp_path / "t.csv", tmp_path / "o.jsonl")
    assert [row[1:3] for row in _cells(tmp_path / "o.csv")] == [
        ["mixed", "wide"],
        ["12345678901234567890", "1"],
        ["2.5", "9" * 40],
        ["", ""],
    ]
    rows = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text().splitlines()]
    assert [r["mixed"] for r in rows] == ["12345678901234567890", "2.5", None]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_integer_a_float_would_change_after_the_first_block_is_an_error(
    tmp_path, monkeypatch, engine
):
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 64)
    rows = [f"She is.,{i}.5" for i in range(40)] + ["He is.,12345678901234567890"]
    (tmp_path / "t.csv").write_text("text,score\n" + "\n".join(rows) + "\n")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(
            tmp_path / "t.csv", tmp_path / "o.csv", engine=engine
        )
    msg = str(e.value)
    assert "column 'score' holds floating point values in the first 64 bytes" in msg
    assert "a later value is '12345678901234567890', an integer a floating point number " in msg
    assert "holds only as 1.2345678901234567e+19" in msg
    assert not (tmp_path / "o.csv").exists()


@pytest.mark.parametrize("block_size", [None, 64])
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_jsonl_integers_a_float_would_change_keep_every_digit(
    tmp_path, monkeypatch, block_size, engine
):
    # pyarrow read 12345678901234567890 as a float without a word: it came back
    # 1.2345678901234567e+19 in every output
    import cdaprep.io.jsonl_source as jsonl_source

    if block_size:
        monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", block_size)
    rows = [{"text": f"She is {i}.", "id": i, "v": i, "ids": [i]} for i in range(20)]
    rows += [
        {"text": "He is.", "id": 12345678901234567890, "v": 2, "ids": [-98765432109876543210]},
        {"text": "Her book.", "id": None, "v": 9007199254740993, "ids": []},
    ]
    (tmp_path / "t.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    pipe = Pipeline([AssignGender(text_column="text")])
    for out in ("o.jsonl", "o.csv"):
        pipe.run(tmp_path / "t.jsonl", tmp_path / out, engine=engine)
    got = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text().splitlines()]
    assert [r["id"] for r in got] == [*range(20), 12345678901234567890, None]
    assert [r["ids"] for r in got[-3:]] == [[19], [-98765432109876543210], []]
    assert [r["v"] for r in got[-3:]] == [19, 2, 9007199254740993]  # int64: as before
    cells = _cells(tmp_path / "o.csv")
    assert cells[-2][1:] == ["12345678901234567890", "2", "[-98765432109876543210]", "male"]
    assert cells[-1][2] == "9007199254740993"


@pytest.mark.parametrize("block_size", [None, 64])
def test_jsonl_long_integer_beside_a_fraction_is_an_error_naming_both(
    tmp_path, monkeypatch, block_size
):
    import cdaprep.io.jsonl_source as jsonl_source

    if block_size:
        monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", block_size)
    lines = [json.dumps({"text": f"She is {i}.", "big": i}) for i in range(20)]
    lines += ['{"text": "He is.", "big": 12345678901234567890}', '{"text": "x", "big": 2.5}']
    (tmp_path / "t.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(tmp_path / "t.jsonl", tmp_path / "o.csv")
    msg = str(e.value)
    assert "'big' holds integers that a floating point number does not hold exactly" in msg
    assert "(12345678901234567890 on line 21 (1-based) would become 1.2345678901234567e+19)" in msg
    assert "but it holds the number 2.5 on line 22" in msg
    assert 'write the long integers as JSON strings ("12345678901234567890")' in msg
    assert not (tmp_path / "o.csv").exists()
    # more digits than a column of integers holds: refused when the file is opened
    (tmp_path / "w.jsonl").write_text(
        '{"text": "x", "big": 1.5}\n{"text": "y", "big": 1%s}\n' % ("0" * 40)
    )
    with pytest.raises(DataError, match=r"'big' holds the integer 10{40} on line 2 \(1-based\)"):
        open_source(tmp_path / "w.jsonl")


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_float_and_true_false_columns_come_back_as_written(tmp_path, engine):
    # a float label 1.0 came back 1, True came back true, 2.0 came back 2: the output no
    # longer matched the input (or an unprocessed test file) as text
    from cdaprep.cli import main

    src = tmp_path / "t.csv"
    src.write_text(
        "text,label,flag,score,plain,n\n"
        "She is a nurse.,1.0,True,2.0,0,1\n"
        "He is a nurse.,1.0,False,0.25,0.5,2\n"
        "She is a pilot.,0.0,True,,1,3\n"
        "He is a pilot.,0.0,False,1e-05,2,4\n"
    )
    ints = tmp_path / "ints.csv"  # the same labels written as integers
    ints.write_text(src.read_text().replace(",1.0,", ",1,").replace(",0.0,", ",0,"))
    common = ["--label-column", "label", "--text-column", "text", "--assign-gender"]
    for name, data in [("o", src), ("i", ints)]:
        for method in ("rw", "us"):
            out = str(tmp_path / f"{name}_{method}.csv")
            args = ["augment", str(data), "-o", out, "--method", method, *common]
            assert main([*args, "--engine", engine, "--quiet"]) == 0
    rw = _cells(tmp_path / "o_rw.csv")
    assert rw[0][:6] == ["text", "label", "flag", "score", "plain", "n"]
    assert [r[1:6] for r in rw[1:]] == [
        ["1.0", "True", "2.0", "0", "1"],
        ["1.0", "False", "0.25", "0.5", "2"],
        ["0.0", "True", "", "1", "3"],
        ["0.0", "False", "0.00001", "2", "4"],
    ]  # a column written 0, 0.5, 1 ("plain") keeps that form too
    # the labels are numbers to every step: the weights and the rows kept are those of 1 and 0
    assert pd.read_csv(tmp_path / "o_rw.csv")["sample_weight"].tolist() == (
        pd.read_csv(tmp_path / "i_rw.csv")["sample_weight"].tolist()
    )
    us, us_ints = _cells(tmp_path / "o_us.csv"), _cells(tmp_path / "i_us.csv")
    assert [r[0] for r in us] == [r[0] for r in us_ints] and len(us) == 5
    assert sorted(r[1] for r in us[1:]) == ["0.0", "0.0", "1.0", "1.0"]
    assert sorted(r[1] for r in us_ints[1:]) == ["0", "0", "1", "1"]
    # a folder of such files writes them alike
    (tmp_path / "folder").mkdir()
    (tmp_path / "folder" / "train-0.csv").write_text(src.read_text())
    (tmp_path / "folder" / "train-1.csv").write_text(src.read_text())
    out = str(tmp_path / "f.csv")
    args = ["assign-gender", str(tmp_path / "folder"), "-o", out, "--text-column", "text"]
    assert main([*args, "--engine", engine, "--quiet"]) == 0
    assert [r[1:4] for r in _cells(out)[1:3]] == [["1.0", "True", "2.0"], ["1.0", "False", "0.25"]]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_json_file_of_one_array_is_a_named_error_with_a_fix_that_works(tmp_path, engine):
    # a .json file holding [{...}, {...}] stopped with "Column() changed from object to array"
    rows = [{"text": "She is.", "n": 1}, {"text": "Zoë left.", "n": 2}]
    (tmp_path / "t.json").write_text(json.dumps(rows, indent=2), encoding="utf-8")
    pipe = Pipeline([AssignGender(text_column="text")])
    with pytest.raises(DataError) as e:
        pipe.run(tmp_path / "t.json", tmp_path / "o.csv", engine=engine)
    msg = str(e.value)
    assert "it holds one JSON array" in msg and "Column()" not in msg
    assert not (tmp_path / "o.csv").exists()
    exec(msg.split("python -c ")[1].strip('"'))  # the fix the message gives works
    pipe.run(tmp_path / "t.jsonl", tmp_path / "o.csv", engine=engine)
    assert pd.read_csv(tmp_path / "o.csv")["text"].tolist() == ["She is.", "Zoë left."]


@pytest.mark.parametrize("block_size", [None, 64])
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_jsonl_line_that_is_no_json_object_is_named_by_its_1_based_line(
    tmp_path, monkeypatch, block_size, engine
):
    # pyarrow said "Missing a name for object member. in row 0", the row within its block
    import cdaprep.io.jsonl_source as jsonl_source

    if block_size:
        monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", block_size)
    lines = [json.dumps({"text": f"She is {i}."}) for i in range(30)]
    for bad, problem in [
        ('{"text": "x",}', "not valid JSON (Expecting property name enclosed in double quotes"),
        ('"only a string"', "it holds a JSON string, not an object"),
    ]:
        (tmp_path / "t.jsonl").write_text("\n".join([*lines, bad, *lines]) + "\n")
        with pytest.raises(DataError) as e:
            Pipeline([AssignGender(text_column="text")]).run(
                tmp_path / "t.jsonl", tmp_path / "o.csv", engine=engine
            )
        msg = str(e.value)
        assert "line 31 (1-based) is not one JSON object" in msg
        assert problem in msg and repr(bad) in msg and "row 0" not in msg
        assert not (tmp_path / "o.csv").exists()


@pytest.mark.parametrize("block_size", [None, 64])
def test_jsonl_value_of_another_type_names_the_1_based_line_column_and_fix(
    tmp_path, monkeypatch, block_size
):
    import cdaprep.io.jsonl_source as jsonl_source
    import cdaprep.io.readers as readers

    if block_size is not None:  # pyarrow numbers rows within a block: the line must not be
        monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", block_size)
    lines = ['{"text": "She is here."}'] * 20 + ['{"text": 5}', '{"text": "He is."}']
    (tmp_path / "m.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(tmp_path / "m.jsonl", tmp_path / "o.jsonl")
    assert str(e.value) == readers.JSON_TYPE_CHANGE.format(
        path=str(tmp_path / "m.jsonl"),
        column="text",
        was="string",
        line=21,
        now="number",
        value="5",
        fix='write it as a JSON string, "5"',
    )
    assert not (tmp_path / "o.jsonl").exists()


@pytest.mark.parametrize(
    "args",
    [
        ["assign-gender", "--text-column", "text", "--group-column", "g"],
        ["reweigh", "--label-column", "profession", "--group-column", "id"],
    ],
)
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_repeated_csv_column_names_are_an_error_when_the_input_is_opened(
    tmp_path, capsys, args, engine
):
    from cdaprep.cli import main

    (tmp_path / "dup.csv").write_text("id,text,text,profession\n1,She is.,He is.,nurse\n")
    out = tmp_path / "o.csv"
    cmd, *opts = args
    assert main([cmd, str(tmp_path / "dup.csv"), "-o", str(out), *opts, "--engine", engine]) == 1
    err = capsys.readouterr().err
    assert "repeated column names: 'text' (columns 2, 3)" in err
    assert "rename the repeated columns" in err and "Traceback" not in err
    assert not out.exists()


def test_repeated_column_names_in_parquet_jsonl_and_dataframes(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.table([[1], ["x"]], names=["a", "a"]), tmp_path / "d.parquet")
    with pytest.raises(DataError, match=r"repeated column names: 'a' \(columns 1, 2\)"):
        open_source(tmp_path / "d.parquet")
    (tmp_path / "d.jsonl").write_text('{"a": 1}\n{"a": 1, "b": 2, "a": 2}\n')
    with pytest.raises(DataError, match=r"'a' appears twice in one object on line 2 \(1-based\)"):
        open_source(tmp_path / "d.jsonl")
    df = pd.DataFrame([["She is.", 1, 2]], columns=["text", "n", "n"])
    for engine in ("local", "hf"):
        with pytest.raises(DataError, match=r"repeated column names: 'n' \(columns 2, 3\)"):
            Pipeline([AssignGender(text_column="text")]).run(df, tmp_path / "o.csv", engine=engine)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_dataframe_text_column_mixing_str_and_int_is_a_named_error(tmp_path, engine):
    df = pd.DataFrame({"text": ["She is a nurse.", 123, None, "He is a surgeon."]})
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender(text_column="text")]).run(
            df, tmp_path / "out.csv", overwrite=True, engine=engine
        )
    msg = str(e.value)
    assert "column 'text' mixes str and int values (the first int is 123" in msg
    assert "row 2 (1-based)" in msg and "df['text'].astype(str)" in msg
    assert e.value.__suppress_context__ and e.value.__cause__ is None
    assert list(tmp_path.iterdir()) == []


def _tree(folder) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def test_overwrite_never_deletes_the_input_or_files_that_are_no_dataset(tmp_path, capsys):
    # issue E: --overwrite with a folder output deleted the whole folder, the input with it
    from cdaprep.cli import main

    proj = tmp_path / "proj"
    proj.mkdir()
    pd.DataFrame({"text": ["She is here.", "He left."]}).to_csv(proj / "train.csv", index=False)
    (proj / "notes.txt").write_text("notes\n")
    before = _tree(proj)
    args = ["--method", "cda", "--text-column", "text", "--assign-gender", "--overwrite"]
    assert main(["augment", str(proj / "train.csv"), "-o", str(proj), *args]) == 2
    err = capsys.readouterr().err
    assert f"cannot replace the folder {str(proj)!r} with --overwrite: it holds the input" in err
    assert "choose another output path" in err
    assert _tree(proj) == before
    # not the input, but files that are no dataset: refused too, naming them
    other = tmp_path / "in.csv"
    (proj / "train.csv").rename(other)
    assert main(["augment", str(other), "-o", str(proj), *args]) == 2
    err = capsys.readouterr().err
    assert "it is not a dataset folder cdaprep or datasets.save_to_disk wrote" in err
    assert "'notes.txt'" in err and _tree(proj) == ["notes.txt"]
    # an empty folder, and a dataset folder cdaprep wrote, may be replaced
    out = tmp_path / "out"
    out.mkdir()
    assert main(["augment", str(other), "-o", str(out), *args, "--quiet"]) == 0
    assert main(["augment", str(other), "-o", str(out), *args, "--quiet"]) == 0
    assert len(datasets.load_from_disk(str(out))["train"]) == 4
    # ... but not when it is the input
    assert main(["augment", str(out), "-o", str(out), *args]) == 2
    assert "it is the input" in capsys.readouterr().err
    assert len(datasets.load_from_disk(str(out))["train"]) == 4


def test_output_inside_the_input_dataset_folder_is_refused_even_with_overwrite(
    tmp_path, capsys, monkeypatch
):
    # swap hfcopy -o hfcopy/train --overwrite replaced the input's train split with the
    # output (a DatasetDict), and datasets.load_from_disk("hfcopy") failed afterwards
    from cdaprep.cli import main

    monkeypatch.chdir(tmp_path)
    df = pd.DataFrame({"text": ["She is here.", "He left.", "Her book."], "n": [1, 2, 3]})
    ds = datasets.Dataset.from_pandas(df)
    datasets.DatasetDict({"train": ds, "test": ds.select(range(2))}).save_to_disk("hfcopy")
    (tmp_path / "link").symlink_to(tmp_path / "hfcopy")
    before = _tree(tmp_path / "hfcopy")
    cases = [
        ("hfcopy", "hfcopy/train", "hfcopy_train", ["--overwrite"]),  # the report's command
        ("hfcopy", "hfcopy/train", "hfcopy_train", []),
        ("hfcopy", "hfcopy/new", "hfcopy_new", []),  # a new folder: adds to the input
        ("hfcopy", "hfcopy/train/deeper/out.csv", "hfcopy_out.csv", ["--overwrite"]),
        ("hfcopy", "hfcopy/../hfcopy/test", "hfcopy_test", ["--overwrite"]),
        ("link", "hfcopy/train", "link_train", ["--overwrite"]),  # the input named by a link
        (str(tmp_path / "hfcopy"), "link/test", str(tmp_path / "hfcopy_test"), ["--overwrite"]),
    ]
    for inp, out, example, extra in cases:
        assert main(["swap", inp, "-o", out, "--text-column", "text", *extra]) == 2, out
        err = capsys.readouterr().err
        assert f"cannot write the output {out!r}: it lies inside the input {inp!r}" in err
        assert "the output never goes into its input, with --overwrite or not" in err
        assert f"choose an output outside {inp!r}, for example -o {example!r}" in err
        assert "Traceback" not in err
        assert _tree(tmp_path / "hfcopy") == before
    assert "is inside" in err  # a link: where the paths lead is shown
    loaded = datasets.load_from_disk("hfcopy")
    assert (len(loaded["train"]), len(loaded["test"])) == (3, 2)
    # beside the input, not inside it: written
    assert main(["swap", "hfcopy", "-o", "hfcopy_train", "--text-column", "text", "--quiet"]) == 0
    assert datasets.load_from_disk("hfcopy_train")["train"]["text"][0] == "He is here."


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_output_inside_an_input_folder_of_files_is_refused(tmp_path, engine):
    # a folder of CSV files is read as a dataset: an output inside it would become one more
    # of its files (or replace one), so the Python API refuses it as the CLI does
    data = tmp_path / "data"
    (data / "sub").mkdir(parents=True)
    (data / "train.csv").write_text("text,n\nShe is here.,1\n")
    (data / "test.csv").write_text("text,n\nHe left.,2\n")
    before = _tree(data)
    pipe = Pipeline([AssignGender(text_column="text")])
    for out in [data / "out.csv", data / "sub" / "x" / "out.parquet", data / "train"]:
        with pytest.raises(UsageError) as e:
            pipe.run(data, out, overwrite=True, engine=engine)
        msg = str(e.value)
        head = f"cannot write the output {str(out)!r}: it lies inside the input {str(data)!r}"
        assert head in msg
        assert f"for example -o {str(tmp_path / ('data_' + out.name))!r}" in msg
        assert _tree(data) == before
    # a file input: an output in its folder is no output inside the input
    pipe.run(data / "train.csv", data / "train_out.csv", engine=engine)
    assert pd.read_csv(data / "train_out.csv")["gender"].tolist() == ["female"]


@pytest.mark.parametrize("extra", [[], ["--engine", "hf"], ["--encoding", "utf-8"]])
def test_output_file_that_is_the_input_is_refused_even_with_overwrite(tmp_path, capsys, extra):
    # --overwrite with -o the input file replaced the user's input with the swapped texts
    from cdaprep.cli import main

    src = tmp_path / "train.csv"
    src.write_text("text\nShe is here.\n")
    (tmp_path / "link.csv").symlink_to(src)
    for inp in (src, tmp_path / "link.csv"):
        args = ["swap", str(inp), "-o", str(src), "--text-column", "text", "--overwrite"]
        assert main([*args, *extra]) == 2
        err = capsys.readouterr().err
        assert f"cannot write the output {str(src)!r}: it is the input {str(inp)!r}" in err
        assert f"-o {str(tmp_path / 'train_cda.csv')!r}" in err
        assert src.read_text() == "text\nShe is here.\n"


def test_overwrite_replaces_a_save_to_disk_folder_but_not_one_with_extra_files(tmp_path):
    df = pd.DataFrame({"text": ["She is here."]})
    pipe = Pipeline([AssignGender(text_column="text")])
    ds = tmp_path / "ds"
    datasets.Dataset.from_pandas(df).save_to_disk(str(ds))  # a single Dataset
    pipe.run(df, ds, overwrite=True)
    assert "gender" in datasets.load_from_disk(str(ds))["train"].column_names
    (ds / "train" / "mine.csv").write_text("a\n")
    with pytest.raises(UsageError, match=r"it holds 'train/mine.csv'\)"):
        pipe.run(df, ds, overwrite=True)
    assert (ds / "train" / "mine.csv").exists()


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_parquet_output_with_categorical_list_and_struct_columns_reads_in_pandas(tmp_path, engine):
    # issue F: the pandas metadata named Arrow dtypes pandas cannot parse, so
    # pandas.read_parquet failed with "data type 'dictionary<...>[pyarrow]' not understood"
    from cdaprep.steps import GenderSwap

    df = pd.DataFrame({"text": ["She is here.", "He left."] * 3})
    df["cat"] = pd.Categorical(["a", "b", "a"] * 2)
    df["tags"] = [["x"], ["y", "z"]] * 3
    src = tmp_path / "cat.parquet"
    df.to_parquet(src, index=False)
    out = tmp_path / "out.parquet"
    pipe = Pipeline([GenderSwap(text_columns="text", edits_column="ed")])
    pipe.run(str(src), out, engine=engine)
    got = pd.read_parquet(out)  # plain pandas, no types_mapper
    assert got["cat"].astype(str).tolist() == ["a", "b", "a"] * 2
    assert [list(t) for t in got["tags"]] == [["x"], ["y", "z"]] * 3
    assert got["text"].tolist()[:2] == ["He is here.", "She left."]
    assert [(e["old"], e["new"]) for e in got["ed"][0]] == [("She", "He")]
    assert len(datasets.Dataset.from_parquet(str(out))) == 6


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_parquet_output_keeps_the_pandas_dtypes_of_a_pandas_input(tmp_path, engine):
    # pd.read_parquet of the input gave int64, float64, bool and datetime64, of the output
    # int64[pyarrow], double[pyarrow], bool[pyarrow] and timestamp[us][pyarrow]
    from cdaprep.steps import CounterfactualAugment

    df = pd.DataFrame(
        {
            "text": ["She is here.", "He is there.", "Her book."],
            "label": [1, 0, 1],
            "score": [0.5, 1.5, 2.0],
            "flag": [True, False, True],
            "when": pd.to_datetime(["2020-01-01", "2021-01-01", "2022-01-01"]),
        }
    )
    src = tmp_path / "in.parquet"
    df.to_parquet(src, index=False)
    out = tmp_path / "out.parquet"
    steps = [AssignGender(text_column="text"), CounterfactualAugment(text_columns="text")]
    Pipeline(steps).run(str(src), out, engine=engine)
    want = pd.read_parquet(src).dtypes
    got = pd.read_parquet(out)  # plain pandas, no types_mapper
    assert got[list(df.columns)].dtypes.to_dict() == want.to_dict()
    assert got["label"].tolist() == [1, 1, 0, 0, 1, 1]
    assert str(got["cda_pair_id"].dtype) == "int64[pyarrow]"  # a column cdaprep adds


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_parquet_output_of_a_csv_with_an_empty_column_reads_in_pandas(tmp_path, engine):
    # an all-empty CSV column is read as Arrow's null type; the local engine wrote it as text
    # with pandas metadata of the null dtype, and pandas.read_parquet failed on the output
    (tmp_path / "t.csv").write_text("text,notes,label\nShe is.,,1\nHe is.,,0\n")
    out = tmp_path / "o.parquet"
    Pipeline([AssignGender(text_column="text")]).run(tmp_path / "t.csv", out, engine=engine)
    got = pd.read_parquet(out)  # plain pandas, no types_mapper
    assert got["text"].tolist() == ["She is.", "He is."]
    assert got["notes"].isna().all() and got["label"].tolist() == [1, 0]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_parquet_output_of_a_column_of_nulls_only_reads_in_pandas(tmp_path, engine):
    # A Parquet input whose text column holds no value at all (type null): scrub wrote it as
    # strings with pandas metadata 'null[pyarrow]', and pandas.read_parquet of the output
    # failed with "Unsupported cast from string to null"
    from cdaprep.steps import Scrub

    src = tmp_path / "in.parquet"
    pd.DataFrame({"text": [None, None], "label": ["a", "b"]}).to_parquet(src, index=False)
    out = tmp_path / "out.parquet"
    Pipeline([Scrub(text_columns="text")]).run(str(src), out, engine=engine)
    got = pd.read_parquet(out)  # plain pandas, no types_mapper
    assert got["text"].isna().all() and got["label"].tolist() == ["a", "b"]


def test_engines_keep_a_parquet_dictionary_column_alike(tmp_path):
    # issue G: --engine hf wrote a categorical (dictionary) column as plain strings while the
    # local engine kept the dictionary
    import pyarrow.parquet as pq

    df = pd.DataFrame({"text": ["She is here.", "He left."] * 3})
    df["cat"] = pd.Categorical(["a", "b", "a"] * 2)
    src = tmp_path / "cat.parquet"
    df.to_parquet(src, index=False)
    schemas = {}
    for engine in ("local", "hf"):
        out = tmp_path / f"{engine}.parquet"
        Pipeline([AssignGender(text_column="text")]).run(str(src), out, engine=engine)
        schemas[engine] = pq.read_schema(out)
        got = pd.read_parquet(out)
        assert isinstance(got["cat"].dtype, pd.CategoricalDtype), engine
        assert got["cat"].tolist() == ["a", "b", "a"] * 2
    assert str(schemas["local"].field("cat").type).startswith("dictionary<values=string")
    assert schemas["hf"].equals(schemas["local"], check_metadata=False)
    meta = [s.pandas_metadata["columns"] for s in schemas.values()]
    assert [c for c in meta[0] if c["name"] == "cat"] == [c for c in meta[1] if c["name"] == "cat"]


@pytest.mark.parametrize("name", ["o.csv.gz", "o.jsonl.gz", "o.csv.bz2", "o.jsonl.zst"])
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_output_named_gz_bz2_zst_is_compressed(tmp_path, name, engine):
    # issue H: -o out.csv.gz wrote uncompressed text under a .gz name
    import pyarrow as pa

    df = pd.DataFrame({"text": ["She is here.", "Zoë left."]})
    out = tmp_path / name
    Pipeline([AssignGender(text_column="text")]).run(df, out, engine=engine)
    codec = {".gz": "gzip", ".bz2": "bz2", ".zst": "zstd"}[out.suffix]
    with pa.input_stream(str(out), compression=codec) as f:  # fails on plain text
        text = f.read().decode("utf-8")
    assert "Zoë left." in text
    if codec != "zstd":  # pandas reads zstd only with the zstandard package
        if ".csv" in name:
            got = pd.read_csv(out)
        else:
            got = pd.read_json(out, lines=True)
        assert got["text"].tolist() == ["She is here.", "Zoë left."]
    assert read_frame(out)["gender"].tolist() == ["female", "none"]


def test_compressed_output_that_cannot_be_written_is_refused_before_any_work(tmp_path):
    df = pd.DataFrame({"text": ["She is here."]})
    pipe = Pipeline([AssignGender(text_column="text")])
    with pytest.raises(UsageError, match=r"Parquet compresses its own data: name the output"):
        pipe.run(df, tmp_path / "o.parquet.gz")
    with pytest.raises(UsageError, match=r"\.xz compression is not supported; name it with \.gz"):
        pipe.run(df, tmp_path / "o.csv.xz")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("kind", ["csv", "jsonl"])
def test_corrupt_or_truncated_compressed_input_is_a_data_error(tmp_path, kind):
    # issue H: a bad .gz input ended in a raw traceback (OSError: zlib inflate failed)
    import gzip

    good = tmp_path / f"good.{kind}"
    write_frame(pd.DataFrame({"text": ["She is here."] * 2000}), good)
    whole = gzip.compress(good.read_bytes())
    bad = tmp_path / f"bad.{kind}.gz"
    bad.write_bytes(b"not gzip at all\n")
    with pytest.raises(DataError, match=r"'.*bad\.\w+\.gz': it is not a valid gzip file \(zlib"):
        read_frame(bad)
    trunc = tmp_path / f"trunc.{kind}.gz"
    trunc.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(DataError, match=r"not a valid gzip file \(Truncated.*gzip -t "):
        read_frame(trunc)


def test_output_dot_is_refused_clearly_and_dotdot_paths_are_resolved(tmp_path, monkeypatch):
    # issue I: -o . crashed with "ValueError: PosixPath('.') has an empty name"
    from cdaprep.cli import main

    src = tmp_path / "bios.csv"
    pd.DataFrame({"text": ["She is here."]}).to_csv(src, index=False)
    d = tmp_path / "d"
    (d / "sub").mkdir(parents=True)
    monkeypatch.chdir(d)
    args = ["--method", "cda", "--text-column", "text", "--assign-gender", "--quiet"]
    with pytest.raises(UsageError, match=r"cannot write the output '\.' \('.*d'\): it is the cur"):
        Pipeline([AssignGender(text_column="text")]).run(str(src), ".", overwrite=True)
    assert main(["augment", str(src), "-o", ".", *args, "--overwrite"]) == 2
    assert sorted(p.name for p in d.iterdir()) == ["sub"]
    # a path ending in "." or ".." elsewhere is written where it points
    assert main(["augment", str(src), "-o", "sub/.", *args, "--overwrite"]) == 0
    assert main(["augment", str(src), "-o", "sub/x/..", *args, "--overwrite"]) == 0
    assert len(datasets.load_from_disk(str(d / "sub"))["train"]) == 2
    assert sorted(p.name for p in d.iterdir()) == ["sub"]


def _late_jsonl(path, late: dict, n: int = 40, at: int = 30) -> None:
    """``n`` short JSON lines; from the 0-based line ``at`` on, each also holds ``late``."""
    rows = [{"id": i, "text": "She is.", "score": 1, **(late if i >= at else {})} for i in range(n)]
    if "score" in late:
        rows = [{**r, "score": late["score"] if i >= at else 1} for i, r in enumerate(rows)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_jsonl_key_first_seen_after_the_first_block_is_a_column(tmp_path, monkeypatch, engine):
    import cdaprep.io.jsonl_source as jsonl_source

    monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", 256)  # a block holds a few lines
    _late_jsonl(tmp_path / "k.jsonl", {"note": "x", "meta": {"a": 1}})
    src = open_source(tmp_path / "k.jsonl")
    assert src.columns == ["id", "text", "score", "note", "meta"]
    Pipeline([AssignGender(text_column="text")]).run(
        tmp_path / "k.jsonl", tmp_path / "o.jsonl", engine=engine
    )
    out = [json.loads(line) for line in (tmp_path / "o.jsonl").read_text().splitlines()]
    assert list(out[0]) == ["id", "text", "score", "note", "meta", "gender"]
    assert [r["note"] for r in out] == [None] * 30 + ["x"] * 10
    assert [r["meta"] for r in out][28:32] == [None, None, {"a": 1}, {"a": 1}]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_jsonl_integer_column_holding_a_float_later_is_float_in_every_batch(
    tmp_path, monkeypatch, engine
):
    import cdaprep.io.jsonl_source as jsonl_source

    monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", 256)
    _late_jsonl(tmp_path / "f.jsonl", {"score": 1.5})
    assert str(open_source(tmp_path / "f.jsonl").schema.field("score").type) == "double"
    Pipeline([AssignGender(text_column="text")]).run(
        tmp_path / "f.jsonl", tmp_path / "o.jsonl", engine=engine
    )
    out = pd.read_json(tmp_path / "o.jsonl", lines=True)
    assert out["score"].tolist() == [1.0] * 30 + [1.5] * 10
    assert out["id"].tolist() == list(range(40))


def test_jsonl_late_key_and_float_in_a_compressed_file_and_nested_values(tmp_path, monkeypatch):
    import gzip

    import cdaprep.io.jsonl_source as jsonl_source

    monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", 256)
    lines = [{"t": "a", "m": {"x": 1}, "l": [1]}] * 20 + [{"t": "b", "m": {"x": 2.5, "y": "z"}}]
    lines += [{"t": "c", "l": [0.5], "n": None}]
    text = "".join(json.dumps(r) + "\n" for r in lines)
    (tmp_path / "n.jsonl.gz").write_bytes(gzip.compress(text.encode()))
    df = read_frame(tmp_path / "n.jsonl.gz")
    assert df.columns.tolist() == ["t", "m", "l", "n"]
    assert df["m"].tolist()[-3:-1] == [{"x": 1.0, "y": None}, {"x": 2.5, "y": "z"}]
    assert df["m"].isna().tolist()[-1] and df["l"].isna().tolist()[-2]
    assert df["l"].tolist()[-1] == [0.5]
    assert df["l"].tolist()[0] == [1.0]


@pytest.mark.parametrize("late", [{"score": "n/a"}, {"score": [1]}])
def test_jsonl_string_after_numbers_in_a_later_block_is_an_error_when_opened(
    tmp_path, monkeypatch, late
):
    import cdaprep.io.jsonl_source as jsonl_source
    import cdaprep.io.readers as readers

    monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", 256)
    _late_jsonl(tmp_path / "s.jsonl", late)
    with pytest.raises(DataError) as e:
        open_source(tmp_path / "s.jsonl")
    now = "string" if late["score"] == "n/a" else "array"
    assert str(e.value) == readers.JSON_TYPE_CHANGE.format(
        path=str(tmp_path / "s.jsonl"),
        column="score",
        was="number",
        line=31,
        now=now,
        value=json.dumps(late["score"]),
        fix=f"write it as a number, or change the column's other values to {now}s",
    )


def test_jsonl_file_of_one_block_is_read_once_for_its_types(tmp_path, monkeypatch):
    import cdaprep.io.jsonl_source as jsonl_source

    def never(*args):
        raise AssertionError("a file of one block needs no second read")

    monkeypatch.setattr(jsonl_source, "_jsonl_file_schema", never)
    _late_jsonl(tmp_path / "k.jsonl", {"note": "x"})
    assert open_source(tmp_path / "k.jsonl").columns == ["id", "text", "score", "note"]


@pytest.mark.parametrize("block", [256, 4 << 20])
@pytest.mark.parametrize("engine", ["local", "hf"])
def test_jsonl_date_strings_stay_as_written(tmp_path, monkeypatch, engine, block):
    # pyarrow reads "2020-01-02" as a timestamp: it came back "2020-01-02T00:00:00", and
    # "2021-03-04T11:00:00Z" lost its "Z"; JSON has no dates, so they are strings
    import cdaprep.io.jsonl_source as jsonl_source

    monkeypatch.setattr(jsonl_source, "BLOCK_SIZE", block)
    when = ["2020-01-02", "2021-03-04T11:00:00Z", "2020-01-02 10:00", None]
    rows = [
        {"text": "She is.", "when": when[i % 4], "ev": {"at": when[i % 2]}, "n": i}
        for i in range(40)
    ]
    (tmp_path / "d.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    for fmt in ("jsonl", "csv"):
        out = tmp_path / f"o.{fmt}"
        Pipeline([AssignGender(text_column="text")]).run(tmp_path / "d.jsonl", out, engine=engine)
        if fmt == "jsonl":
            back = [json.loads(line) for line in out.read_text().splitlines()]
            assert [r["when"] for r in back] == [r["when"] for r in rows]
            assert [r["ev"] for r in back] == [r["ev"] for r in rows]
        else:
            back = pd.read_csv(out, dtype=str, keep_default_na=False)
            assert back["when"].tolist() == [w or "" for w in (r["when"] for r in rows)]


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_csv_column_empty_in_the_first_block_takes_later_values_as_written(
    tmp_path, monkeypatch, engine
):
    # a notes column left empty for the first block, then "abc" (or a number): the run
    # stopped midway with an error about the column's type
    import cdaprep.io.csv_source as csv_source

    monkeypatch.setattr(csv_source, "BLOCK_SIZE", 256)
    rows = "".join(f"She is here {i}.,,\n" for i in range(40)) + "He left.,abc,\nShe left.,,0042\n"
    (tmp_path / "n.csv").write_text("text,notes,code\n" + rows)
    out = tmp_path / "o.csv"
    Pipeline([AssignGender(text_column="text")]).run(tmp_path / "n.csv", out, engine=engine)
    got = pd.read_csv(out, dtype=str, keep_default_na=False)
    assert len(got) == 42
    assert got["notes"].tolist() == [""] * 40 + ["abc", ""]
    assert got["code"].tolist() == [""] * 41 + ["0042"]


def test_several_splits_error_names_the_option_and_the_keyword(tmp_path):
    """compare dd --eval dd said "choose one with split=...", a Python keyword, on the
    command line; audit() said "--split NAME" in Python. Both now name both."""
    from cdaprep.audit import audit
    from cdaprep.io import read_frame

    ds = datasets.Dataset.from_dict({"text": ["She sings.", "He runs."], "label": ["a", "b"]})
    datasets.DatasetDict({"train": ds, "test": ds}).save_to_disk(tmp_path / "dd")
    with pytest.raises(UsageError, match=r"choose one with --split NAME \(split= in Python\)"):
        read_frame(str(tmp_path / "dd"))
    with pytest.raises(UsageError, match=r"--split NAME \(split= in Python\)"):
        audit(str(tmp_path / "dd"), text_columns="text", label_column="label")


def test_an_empty_json_lines_input_gets_a_json_lines_fix_and_empty_shards_are_left_out(tmp_path):
    # a 0-byte .jsonl was told to "write at least a header line", a file of blank lines got
    # pyarrow's "Empty JSON stream", and one empty part file (Spark writes one per empty
    # partition) stopped a whole folder input
    (tmp_path / "empty.jsonl").write_text("")
    (tmp_path / "blank.jsonl").write_text("\n\n")
    for name, what in (("empty.jsonl", "is empty (0 bytes)"), ("blank.jsonl", "blank lines")):
        with pytest.raises(DataError) as e:
            read_frame(tmp_path / name)
        assert what in str(e.value)
        assert "write at least one line with a JSON object" in str(e.value)
        assert "header" not in str(e.value)
    (tmp_path / "empty.csv").write_text("")
    with pytest.raises(DataError, match="write at least a header line"):
        read_frame(tmp_path / "empty.csv")
    parts = tmp_path / "parts"
    parts.mkdir()
    (parts / "part-000.jsonl").write_text('{"text": "She is."}\n{"text": "He is."}\n')
    (parts / "part-001.jsonl").write_text("")
    assert read_frame(parts)["text"].tolist() == ["She is.", "He is."]


# -- errors of a folder input name the file and the row in it ------------------------------------
# A folder of 200 shards was read as one input, and an error named its row counted over every
# file ("input row 250123 (1-based)"), or no file at all: no shard showed that row.


def _shards(folder, ext, rows_of):
    """Three shards ``part-0``, ``part-1``, ``part-2`` of ``folder`` in format ``ext``, their
    rows ``rows_of(k)`` (dicts); a JSON lines shard gets a blank line after its first row, so
    its rows and its lines differ from the second row on."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder.mkdir()
    for k in range(3):
        rows = rows_of(k)
        path = folder / f"part-{k}.{ext}"
        if ext == "csv":
            pd.DataFrame(rows).to_csv(path, index=False)
        elif ext == "jsonl":
            lines = [json.dumps(r) for r in rows]
            path.write_text("\n".join([lines[0], "", *lines[1:]]) + "\n")
        else:
            pq.write_table(pa.Table.from_pylist(rows), path)
    return folder


@pytest.mark.parametrize("engine", ["local", "hf"])
@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_a_row_error_of_a_folder_names_the_file_and_its_row_there(tmp_path, ext, engine):
    # a label missing in the 2nd row of the third shard (row 12 of the folder) was "input row
    # 12 (1-based)"; it is now that shard's row 2, as the shard alone would number it (a JSON
    # lines shard's row 2 is on its line 3)
    def rows_of(k):
        rows = [{"text": f"She is {k}{i}.", "label": "nurse", "g": "female"} for i in range(5)]
        if k == 2:
            rows = rows[:1] + [{"text": "He is.", "label": None, "g": "male"}] + rows[1:2]
        return rows

    folder = _shards(tmp_path / "data", ext, rows_of)
    bad = str(folder / f"part-2.{ext}")
    step = Reweigh(label_column="label", group_column="g")
    for _ in range(2):  # the hf engine: the second run reads its cached Arrow copy
        with pytest.raises(DataError) as e:
            Pipeline([step]).run(str(folder), tmp_path / f"o-{_}.csv", engine=engine)
        msg = str(e.value)
        assert f"input row 2 (1-based) of {bad!r}, split 'train' has no value" in msg
        assert "fill it or drop the row before reweighing" in msg  # the fix, as before
        assert "row 12" not in msg
    # a file given alone is named as before
    with pytest.raises(DataError, match=r"^input row 2 \(1-based\) has no value"):
        Pipeline([step]).run(bad, tmp_path / "o.csv", engine=engine)


def test_id_column_errors_of_a_folder_name_the_files_and_their_rows(tmp_path, capsys):
    from cdaprep.cli import main

    def rows_of(k):
        return [{"rid": f"{'abc'[k]}{i}", "text": "She is.", "label": "a"} for i in range(4)]

    folder = _shards(tmp_path / "dup", "csv", rows_of)
    part2 = folder / "part-2.csv"
    part2.write_text("rid,text,label\nc0,She is.,a\nb3,He is.,b\n")
    args = ["--label-column", "label", "--id-column", "rid", "--group-column", "text", "--quiet"]
    out = str(tmp_path / "o.csv")
    for engine in ("local", "hf"):
        assert main(["reweigh", str(folder), "-o", out, *args, "--engine", engine]) == 2
        assert (
            f"--id-column 'rid' has the same value in input row 4 (1-based) of "
            f"{str(folder / 'part-1.csv')!r} and input row 2 (1-based) of {str(part2)!r}; row "
            "ids must be unique (omit --id-column to use row positions)"
        ) in capsys.readouterr().err
    part2.write_text("rid,text,label\nc0,She is.,a\n,He is.,b\n")
    assert main(["reweigh", str(folder), "-o", out, *args]) == 2
    err = capsys.readouterr().err
    assert f"is missing a value in input row 2 (1-based) of {str(part2)!r}; row ids" in err


def test_csv_folder_errors_name_the_shard_and_its_data_row(tmp_path):
    # 9007199254740993 in one shard, fractions in the others: the folder reads the column as
    # floats, which do not hold it; the error named the shard, but not the column, the value
    # or its row ("a column of 'part-2.csv' holds values of another type than ...")
    def rows_of(k):
        return [{"text": f"She {i}.", "n": i + 0.5} for i in range(5)]

    folder = _shards(tmp_path / "data", "csv", rows_of)
    bad = folder / "part-2.csv"
    bad.write_text("text,n\nA,1\nB,9007199254740993\nC,3\n")
    with pytest.raises(DataError) as e:
        read_frame(folder)
    msg = str(e.value)
    assert (
        f"cannot read the folder {str(folder)!r}: column 'n' holds integer values in "
        f"{str(bad)!r} and floating point values in {str(folder / 'part-0.csv')!r}"
    ) in msg
    assert f"data row 2 (the header not counted) of {str(bad)!r} holds 9007199254740993" in msg
    assert msg.endswith("give the column one type in every file of the folder")
    # the errors of one shard are its own, numbered in it: a row with a field too many
    bad.write_text("text,n\nA,1.5\nB,2.5,3\n")
    with pytest.raises(DataError, match=rf"^cannot read {str(bad)!r} as CSV: line 3 \(1-based\)"):
        read_frame(folder)


def test_jsonl_folder_errors_name_the_shard_and_its_line(tmp_path):
    # arrays in one shard, numbers in the others: the folder reads the column as text, which
    # an array is not; the error named no column, value or line
    def rows_of(k):  # the first array: row 2 of part-2.jsonl, on its line 3
        return [{"text": f"She {i}.", "n": ([i] if i else None) if k == 2 else i} for i in range(3)]

    folder = _shards(tmp_path / "data", "jsonl", rows_of)
    bad = folder / "part-2.jsonl"
    with pytest.raises(DataError) as e:
        read_frame(folder)
    msg = str(e.value)
    assert (
        f"column 'n' holds array values in {str(bad)!r} and number values in "
        f"{str(folder / 'part-0.jsonl')!r}, so the folder is read with the column as string "
        f"values: line 3 (1-based) of {str(bad)!r} holds [1], which cannot be read as one"
    ) in msg
    assert msg.endswith("give the column one type in every file of the folder")
    # a line that is not JSON: the shard's own error, its line counted in it
    bad.write_text('{"text": "a", "n": 1}\n\n{"text": "b", n: 2}\n')
    with pytest.raises(
        DataError, match=rf"^cannot read {str(bad)!r} as JSON lines: line 3 \(1-based\) is not"
    ):
        read_frame(folder)


def _parquet_shards(folder):
    return _shards(folder, "parquet", lambda k: [{"text": f"She {i}.", "n": i} for i in range(4)])


def test_parquet_folder_type_error_names_the_shard_column_and_row(tmp_path):
    # a value of the third shard that the first shard's type does not hold: pyarrow's
    # "Failed to parse string: 'x' as a scalar of type int64", naming no file, column or row
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder = _parquet_shards(tmp_path / "data")
    bad = folder / "part-2.parquet"
    pq.write_table(pa.table({"text": ["a", "b", "c"], "n": ["1", "2", "x"]}), bad)
    with pytest.raises(DataError) as e:
        read_frame(folder)
    msg = str(e.value)
    assert (
        f"column 'n' holds int64 values in {str(folder / 'part-0.parquet')!r}, the folder's "
        f"first file, whose types every file is read with, and string values in {str(bad)!r}: "
        f"input row 3 (1-based) of {str(bad)!r} holds 'x', which cannot be read as int64"
    ) in msg
    assert msg.endswith("give the column one type in every file of the folder")


def test_parquet_folder_shard_without_a_column_is_an_error_naming_it(tmp_path):
    # a text column the third shard lacks: its rows were read with the texts missing, and a
    # column only it had was dropped, without a word
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder = _parquet_shards(tmp_path / "data")
    for table, names in (
        (pa.table({"body": ["a"], "n": [1]}), "['body', 'n']"),
        (pa.table({"text": ["a"], "n": [1], "x": [2]}), "['text', 'n', 'x']"),
    ):
        pq.write_table(table, folder / "part-2.parquet")
        with pytest.raises(DataError) as e:
            read_frame(folder)
        assert str(e.value) == (
            f"cannot read the folder {str(folder)!r}: 'part-0.parquet' has the columns "
            f"['text', 'n'] and 'part-2.parquet' has {names}; give every file of the folder "
            "the same columns"
        )


def test_parquet_folder_shard_that_is_not_parquet_is_named_as_a_file_alone(tmp_path):
    folder = _parquet_shards(tmp_path / "data")
    bad = folder / "part-2.parquet"
    bad.write_bytes(b"PAR1 not parquet")
    with pytest.raises(DataError) as e:
        read_frame(folder)
    assert str(e.value).startswith(
        f"cannot read the folder {str(folder)!r} as Parquet files: cannot read {str(bad)!r} as "
        "Parquet: "
    )


def test_compare_names_the_file_and_row_of_a_folder(tmp_path):
    from cdaprep import compare

    def rows_of(k):
        rows = [{"text": f"She is {i}.", "label": "a", "gender": "female"} for i in range(3)]
        if k == 2:
            rows[1]["gender"] = "F"
        return rows

    folder = _shards(tmp_path / "data", "csv", rows_of)
    with pytest.raises(DataError) as e:
        compare(str(folder), str(folder), text_column="text", label_column="label", quiet=True)
    assert (
        f"group column 'gender' has 'F' (1 row), first at input row 2 (1-based) of "
        f"{str(folder / 'part-2.csv')!r}; its counterfactual pairs need"
    ) in str(e.value)
