"""The HF engine (cdaprep.engines.hf): same output as the local engine, reruns from the cache."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pandas as pd
import pyarrow as pa
import pytest

from cdaprep import Pipeline
from cdaprep.engines import run
from cdaprep.errors import DataError
from cdaprep.steps import AssignGender, CounterfactualAugment, Reweigh
from cdaprep.steps.base import MapStep, StepContext
from cdaprep.steps.registry import register_step
from tests.conftest import messy_files, messy_frame, messy_pipelines


@register_step
class LoggedDouble(MapStep):
    """Test step: appends a line to ``log`` on every apply; repeats every row with gender
    'female' right after itself (the row count changes, row-locally)."""

    name: ClassVar[str] = "test-logged-double"

    def __init__(self, *, log: str):
        self.log = log

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        with open(self.log, "a") as f:
            f.write(f"{len(batch)}\n")
        reps = (batch["gender"] == "female").astype(int).to_numpy() + 1
        ctx.count("duplicated", int(reps.sum()) - len(batch))
        return batch.loc[batch.index.repeat(reps)].reset_index(drop=True)


@register_step
class DropColumn(MapStep):
    """Test step: drops ``column``."""

    name: ClassVar[str] = "test-drop-column"

    def __init__(self, *, column: str):
        self.column = column

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        return batch.drop(columns=[self.column])


@pytest.fixture(autouse=True)
def cache_env(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "hf-cache"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")


@pytest.fixture
def csv_input(tmp_path) -> Path:
    df = pd.DataFrame(
        {
            "bio": [
                "She is a nurse.",
                "He is a nurse.",
                "He is a pilot.",
                None,
                "Her bag",
                "He and she",
                "They",
                "She flies.",
            ],
            "job": ["nurse", "nurse", "pilot", "pilot", "nurse", "pilot", "nurse", "pilot"],
        }
    )
    p = tmp_path / "in.csv"
    df.to_csv(p, index=False)
    return p


def _pipeline(log: Path) -> Pipeline:
    return Pipeline(
        [AssignGender(text_column="bio"), LoggedDouble(log=str(log)), Reweigh(label_column="job")],
        seed=3,
    )


def _norm(df: pd.DataFrame) -> list:
    return df.astype(object).where(df.notna(), None).values.tolist()


@pytest.mark.parametrize("num_proc", [1, 2])
def test_same_output_as_local_engine(tmp_path, csv_input, num_proc):
    log = tmp_path / "log"
    local = run(_pipeline(log), str(csv_input), batch_size=3)
    hf = run(
        _pipeline(log),
        str(csv_input),
        engine="hf",
        batch_size=3,
        num_proc=num_proc,
        cache_dir=str(tmp_path / "c"),
    )
    assert list(hf.frame.columns) == list(local.frame.columns)
    assert _norm(hf.frame) == _norm(local.frame)
    assert hf.manifest["engine"] == "hf" and hf.manifest["rows_out"] == local.manifest["rows_out"]
    steps_l = [
        {k: s[k] for k in ("key", "rows_in", "rows_out", "counters")}
        for s in local.manifest["splits"]["data"]["steps"]
    ]
    steps_h = [
        {k: s[k] for k in ("key", "rows_in", "rows_out", "counters")}
        for s in hf.manifest["splits"]["data"]["steps"]
    ]
    assert steps_h == steps_l


def test_rerun_is_served_from_cache(tmp_path, csv_input):
    """Acceptance 3: the second run calls no step (the log does not grow), same output."""
    log = tmp_path / "log"
    first = run(
        _pipeline(log), str(csv_input), engine="hf", batch_size=4, cache_dir=str(tmp_path / "c")
    )
    # (each run calls the step once more in this process on no row, for the dtypes of the
    # DataFrame it returns: see local_dtypes)
    calls = [n for n in log.read_text().splitlines() if n != "0"]
    assert calls  # the fit pass of reweigh and the final pass ran the step
    assert first.manifest["splits"]["data"]["cache"]["served_from_cache"] is False
    second = run(
        _pipeline(log), str(csv_input), engine="hf", batch_size=4, cache_dir=str(tmp_path / "c")
    )
    assert [n for n in log.read_text().splitlines() if n != "0"] == calls
    assert second.manifest["splits"]["data"]["cache"]["served_from_cache"] is True
    assert second.manifest["splits"]["data"]["cache"]["fit_from_cache"] is True
    assert _norm(second.frame) == _norm(first.frame)
    # counts come back with the cached result
    assert second.manifest["splits"]["data"]["steps"][1]["counters"] == {"duplicated": 3}
    # another seed or config is another fingerprint: the step runs again
    p = _pipeline(log)
    p.seed = 4
    run(p, str(csv_input), engine="hf", batch_size=4, cache_dir=str(tmp_path / "c"))
    assert len(log.read_text().splitlines()) > len(calls)


def test_other_code_of_the_same_version_is_not_served_from_cache(tmp_path, csv_input, monkeypatch):
    """A fit pickled by older code of the same version was loaded by newer code (a Reweigh
    without the attributes the new code reads: AttributeError); the code's digest is now part
    of every cache key."""
    import cdaprep.engines.hf as hf

    log = tmp_path / "log"
    cache = str(tmp_path / "c")
    run(_pipeline(log), str(csv_input), engine="hf", batch_size=4, cache_dir=cache)
    calls = len(log.read_text().splitlines())
    monkeypatch.setattr(hf, "code_fingerprint", lambda steps=(): "another build")
    second = run(_pipeline(log), str(csv_input), engine="hf", batch_size=4, cache_dir=cache)
    assert len(log.read_text().splitlines()) == 2 * calls  # fitted and applied again
    assert second.manifest["splits"]["data"]["cache"]["served_from_cache"] is False
    assert second.manifest["splits"]["data"]["cache"]["fit_from_cache"] is False


def test_the_code_digest_covers_the_lexicons_of_a_source_tree(tmp_path, monkeypatch):
    """In a source tree (an editable install, CI) the lexicons, rule tables and her model live
    in ``lexicons/`` next to the package, not inside it: a change to a rule table alone kept
    the cache key, so the ``hf`` engine served what the older tables wrote."""
    import cdaprep.engines.hf as hf
    from cdaprep import lexicon_files

    digests = []
    for name, content in (("a", "word\tclass\nbefore\tfunction\n"), ("b", "word\tclass\n")):
        folder = tmp_path / name / "lexicons"
        (folder / "rules").mkdir(parents=True)
        (folder / "rules" / "context.tsv").write_text(content, encoding="utf-8")
        monkeypatch.setattr(lexicon_files, "lexicon_dir", lambda folder=folder: folder)
        digests.append(hf.code_fingerprint())
    assert digests[0] != digests[1]


def test_rerun_after_a_stopped_run_counts_every_row(tmp_path):
    """A run with two processes stopped after one shard was cached: the rerun wrote the right
    rows, but its manifest counted only the shard it computed (200 of 400 rows)."""
    src = tmp_path / "in.csv"
    texts = [f"She is nurse {i}. Her job." if i % 2 else f"He is pilot {i}." for i in range(400)]
    pd.DataFrame({"text": texts}).to_csv(src, index=False)
    cache = tmp_path / "c"

    def go(out):
        steps = [AssignGender(text_column="text"), CounterfactualAugment(text_columns="text")]
        return Pipeline(steps).run(
            str(src), str(out), engine="hf", num_proc=2, batch_size=50, cache_dir=str(cache)
        )

    first = go(tmp_path / "a.csv")
    for f in [*cache.rglob("cache-*_00001_of_00002.arrow"), *cache.rglob("cdaprep-stats-*")]:
        f.unlink()  # as if the run had stopped before its second shard and its statistics
    second = go(tmp_path / "b.csv")
    assert (tmp_path / "b.csv").read_text() == (tmp_path / "a.csv").read_text()
    steps = second.manifest["splits"]["data"]["steps"]
    assert [s["rows_in"] for s in steps] == [400, 400]
    assert steps[1]["counters"] == first.manifest["splits"]["data"]["steps"][1]["counters"]


def test_folder_output_and_row_ids(tmp_path, csv_input):
    import datasets

    out = tmp_path / "out"
    run(
        Pipeline([AssignGender(text_column="bio")]),
        str(csv_input),
        out,
        engine="hf",
        keep_row_id=True,
        cache_dir=str(tmp_path / "c"),
    )
    dd = datasets.load_from_disk(str(out))
    assert dd["train"]["_cda_row_id"] == list(range(8))
    assert (out / "README.md").is_file() and (out / "manifest.json").is_file()


def test_dataframe_and_id_column(tmp_path):
    df = pd.DataFrame({"uid": ["a", "b"], "text": ["She", "He"]})
    r = run(Pipeline([AssignGender()]), df, engine="hf", id_column="uid", keep_row_id=True)
    assert r.frame["_cda_row_id"].tolist() == ["a", "b"]


def test_streaming_input_is_refused(tmp_path):
    import datasets

    from cdaprep.errors import UsageError

    it = datasets.Dataset.from_dict({"text": ["he"]}).to_iterable_dataset()
    with pytest.raises(UsageError, match="IterableDataset") as e:
        run(Pipeline([AssignGender()]), it, engine="hf")
    # the Python user is told the Python spelling of the fix too
    assert "engine='local' in Python" in str(e.value) and "streaming=False" in str(e.value)


def test_quiet_silences_every_datasets_progress_bar(tmp_path, capfd):
    """issue 11.10: --quiet left the progress bars of datasets (load_dataset, map) on."""
    from cdaprep.cli import main

    src = tmp_path / "fresh.csv"  # a file datasets has never cached: load_dataset runs
    pd.DataFrame({"text": [f"She wrote {i}." for i in range(50)]}).to_csv(src, index=False)
    for out in (tmp_path / "out.csv", tmp_path / "folder"):
        args = ["assign-gender", str(src), "-o", str(out), "--text-column", "text"]
        assert main([*args, "--engine", "hf", "--quiet"]) == 0
        captured = capfd.readouterr()
        assert captured.err == "" and captured.out == ""
    from datasets.utils.logging import is_progress_bar_enabled

    assert is_progress_bar_enabled()  # restored after the run


def test_hf_engine_reads_files_as_the_local_engine_does(tmp_path):
    """A quoted empty CSV field is an empty string on every engine (datasets' CSV builder read
    it as missing): the hf engine reads CSV and JSON lines with cdaprep's readers."""
    src = tmp_path / "in.csv"
    src.write_text('text,y\n"She sings.",1\n"",2\n,3\n', encoding="utf-8")
    p = Pipeline([AssignGender()])
    local = run(p, str(src)).frame
    hf = run(p, str(src), engine="hf", cache_dir=str(tmp_path / "c")).frame
    assert hf["text"].tolist()[:2] == ["She sings.", ""] and pd.isna(hf["text"].iloc[2])
    pd.testing.assert_frame_equal(hf, local, check_dtype=False)


def test_changed_never_swap_file_is_not_served_from_cache(tmp_path):
    """A never-swap file edited between two runs changes the cache key and the manifest: the
    second run swaps with the new words, as the local engine does."""
    from cdaprep.steps import GenderSwap

    data = tmp_path / "in.csv"
    pd.DataFrame({"text": ["Mrs. Li is a nurse. She is kind."] * 3}).to_csv(data, index=False)
    ns = tmp_path / "ns.txt"

    def swap():
        p = Pipeline([GenderSwap(text_columns="text", never_swap=str(ns))], seed=0)
        return run(p, str(data), engine="hf", cache_dir=str(tmp_path / "c"))

    ns.write_text("nurse\n")
    first = swap()
    assert first.frame["text"][0] == "Mr. Li is a nurse. He is kind."
    ns.write_text("Mrs\n")
    second = swap()
    assert second.frame["text"][0] == "Mrs. Li is a nurse. He is kind."
    assert second.manifest["splits"]["data"]["cache"]["served_from_cache"] is False
    sums = [m.manifest["lexicons"]["never_swap:ns.txt"] for m in (first, second)]
    assert sums[0] != sums[1]


def test_a_file_opened_as_a_source_is_not_held_in_memory(tmp_path):
    """pairs to a folder, augment --eval and a config with an eval split give the hf engine
    opened sources; it read every row of such a file into memory (1.1 GiB for a 0.2 GB JSON
    lines file) and cached nothing. The file is now memory-mapped from the datasets cache,
    as a file given by its path is, and a rerun is served from that cache."""
    import json

    import datasets

    from cdaprep.cli import main
    from cdaprep.io import open_source
    from cdaprep.io.hfload import dataset_of_source

    src = tmp_path / "in.jsonl"
    pd.DataFrame({"text": ["She sings.", "He reads his book.", None]}).to_json(
        src, orient="records", lines=True
    )
    ds = dataset_of_source(open_source(str(src)))
    assert ds.cache_files and ds["text"] == ["She sings.", "He reads his book.", None]
    dd = datasets.DatasetDict({"test": ds})
    assert dataset_of_source(open_source(dd, split="test")) is ds  # no copy of a dataset

    args = ["pairs", str(src), "--text-column", "text", "--assign-gender", "--engine", "hf"]
    runs = []
    for out in (tmp_path / "a", tmp_path / "b"):
        assert main([*args, "-o", str(out), "--quiet"]) == 0
        manifest = json.loads((out / "manifest.json").read_text())
        rows = datasets.load_from_disk(str(out))["counterfactual_eval"].to_list()
        runs.append((rows, manifest["splits"]["counterfactual_eval"]["cache"]))
    (first, cache1), (second, cache2) = runs
    assert len(first) == 6 and second == first
    assert cache1["served_from_cache"] is False and cache2["served_from_cache"] is True


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "parquet"])
def test_a_folder_of_data_files_is_not_held_in_memory(tmp_path, fmt):
    """A folder of several data files given to the hf engine was read whole into memory (each
    split concatenated into one in-memory table); it is now one Arrow copy in the datasets
    cache, memory-mapped, with the values cdaprep's reader gives (0001 kept), made once."""
    from cdaprep.io import open_source
    from cdaprep.io.hfload import dataset_of_source

    folder = tmp_path / "data"
    folder.mkdir()
    for i in range(2):
        df = pd.DataFrame({"id": [f"000{i}", f"001{i}"], "text": ["She sings.", None]})
        path = folder / f"part{i}.{fmt}"
        if fmt == "jsonl":
            df.to_json(path, orient="records", lines=True)
        elif fmt == "csv":
            df.to_csv(path, index=False)
        else:
            df.to_parquet(path, index=False)
    src = open_source(str(folder))
    src = src["train"] if isinstance(src, dict) else src
    ds = dataset_of_source(src, str(tmp_path / "cache"))
    assert ds.cache_files  # memory-mapped, not an in-memory table
    assert sorted(ds["id"]) == ["0000", "0001", "0010", "0011"]
    assert ds["text"].count(None) == 2
    again = dataset_of_source(src, str(tmp_path / "cache"))
    assert again.cache_files[0]["filename"] == ds.cache_files[0]["filename"]
    out = tmp_path / "o.jsonl"
    Pipeline([AssignGender(text_column="text")]).run(str(folder), out, engine="hf")
    assert len(pd.read_json(out, lines=True)) == 4


def _bios_dataset(text_type: str = "string"):
    import datasets

    features = datasets.Features(
        {"text": datasets.Value(text_type), "label": datasets.Value("int64")}
    )
    data = {"text": ["She is a nurse.", "He is a pilot.", "The sky."], "label": [0, 1, 1]}
    return datasets.Dataset.from_dict(data, features=features)


def _string_pipeline() -> Pipeline:
    """Steps that add text columns (gender, cda_role, an edits list) and rewrite one (text)."""
    from cdaprep.steps import GenderSwap

    return Pipeline(
        [
            AssignGender(text_column="text"),
            GenderSwap(text_columns="text", edits_column="edits"),
            CounterfactualAugment(text_columns="text"),
        ],
        seed=0,
    )


def test_every_engine_gives_string_columns_that_concatenate_with_ones_own_data():
    """A column cdaprep adds (cda_role, gender) was Value('large_string') in the local
    engine's output and Value('string') in the hf engine's, so
    datasets.concatenate_datasets([local, hf]) failed with "features can't be aligned", and
    so did joining the local engine's output to one's own Dataset.from_dict(...). Every
    engine now gives string, as datasets does; a large_string column of the input stays one."""
    import datasets

    ds = _bios_dataset()
    outs = {e: _string_pipeline().transform(ds, engine=e) for e in ("local", "hf")}
    assert outs["local"].features == outs["hf"].features
    feats = outs["local"].features
    for column in ("text", "gender", "cda_role"):
        assert feats[column] == datasets.Value("string"), column
    assert feats["edits"].feature["old"] == datasets.Value("string")  # a list of structs
    own = datasets.Dataset.from_dict(outs["hf"][:1])  # python values, datasets' own types
    joined = datasets.concatenate_datasets([outs["local"], outs["hf"], own])
    assert len(joined) == 2 * len(outs["local"]) + 1

    big = _string_pipeline().transform(_bios_dataset("large_string"), engine="local")
    assert (
        big.features
        == _string_pipeline().transform(_bios_dataset("large_string"), engine="hf").features
    )
    assert big.features["text"] == datasets.Value("large_string")  # as the input's
    assert big.features["cda_role"] == datasets.Value("string")


@pytest.mark.parametrize("ext", [".parquet", ""])
def test_saved_outputs_have_the_same_string_types_on_every_engine(tmp_path, ext):
    """A Parquet file or save_to_disk folder held cdaprep's new text columns as large_string
    on the local and hf engines alike (a DataFrame input's text too), where datasets reads
    and writes string; load_dataset("parquet") of it then did not concatenate with one's own
    data. Now they hold string, as the Dataset Pipeline.transform gives."""
    import datasets
    import pyarrow as pa
    import pyarrow.parquet as pq

    ds = _bios_dataset()
    schemas = {}
    for engine in ("local", "hf"):
        for name, data in (("ds", ds), ("df", ds.to_pandas())):
            out = tmp_path / f"{name}-{engine}{ext}"
            _string_pipeline().run(data, out, engine=engine)
            if ext:
                schema = pq.read_schema(out)
                back = datasets.Dataset.from_parquet(str(out), cache_dir=str(tmp_path / "c"))
            else:
                back = datasets.load_from_disk(str(out))["train"]
                schema = back.data.schema
            schemas[name, engine] = [(f.name, f.type) for f in schema]
            assert pa.large_string() not in {f.type for f in schema}, (name, engine)
            expected = _string_pipeline().transform(ds, engine=engine).features
            assert back.features == expected
            datasets.concatenate_datasets([back, _string_pipeline().transform(ds)])
    assert len({tuple(s) for s in schemas.values()}) == 1, schemas


def test_a_dataframe_transform_keeps_its_dtypes():
    """Arrow's text types do not reach a DataFrame: pandas' own text dtype on the local
    engine, as before."""
    df = _bios_dataset().to_pandas()
    out = _string_pipeline().transform(df)
    text = str(pd.Series(["a"]).dtype)
    assert {c: str(out[c].dtype) for c in ("text", "cda_role")} == {"text": text, "cda_role": text}


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_transform_keeps_the_format_of_its_input(engine):
    """Pipeline.transform(ds.with_format("numpy")) gave a Dataset without a format (rows of
    Python values), where Dataset.map keeps its input's format. The format (type, columns,
    output_all_columns) is now kept, for a Dataset and each split of a DatasetDict: a format of
    some columns keeps those that still exist and takes in the columns the steps add, as
    Dataset.map does."""
    import datasets
    import numpy as np

    ds = _bios_dataset()
    p = Pipeline([AssignGender(text_column="text")])
    out = p.transform(ds.with_format("numpy"), engine=engine)
    assert out.format["type"] == "numpy" and isinstance(out[:2]["gender"], np.ndarray)
    assert out.format["columns"] == ["text", "label", "gender"]
    assert p.transform(ds, engine=engine).format["type"] is None  # none stays none

    dd = datasets.DatasetDict(
        {
            "train": ds.with_format("pandas"),
            "test": ds.with_format("numpy", columns=["label", "text"], output_all_columns=True),
        }
    )
    drop = Pipeline([AssignGender(text_column="text"), DropColumn(column="text")])
    got = drop.transform(dd, engine=engine)
    assert got["train"].format["type"] == "pandas"
    assert isinstance(got["train"][:2], pd.DataFrame)
    assert got["test"].format == {
        "type": "numpy",
        "format_kwargs": {},
        "columns": ["label", "gender"],  # text is gone, gender is new
        "output_all_columns": True,
    }
    assert list(got["test"][:1]) == ["label", "gender"]
    assert isinstance(got["test"][:1]["gender"], np.ndarray)


@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_dataframe_output_has_the_local_engines_dtypes(name):
    # the hf engine gave string[pyarrow], int64[pyarrow], double[pyarrow], bool[pyarrow],
    # timestamp[us][pyarrow] and a pyarrow list type, and a category column came back as text
    p = messy_pipelines()[name]
    expected = p.transform(messy_frame(), progress=False)
    got = p.transform(messy_frame(), engine="hf", progress=False)
    pd.testing.assert_frame_equal(got, expected)
    assert isinstance(got["group"].dtype, pd.CategoricalDtype)
    assert got["n"].dtype == "Int64" and got["label"].to_numpy().dtype == "int64"


@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_an_empty_dataframe_keeps_its_dtypes_on_every_engine(name):
    # the local engine gave string[pyarrow] for every input column of a DataFrame without
    # rows (label int64 became text), and the hf engine failed inside datasets on a category
    # column without categories ("Couldn't cast array of type dictionary<values=null...")
    p = messy_pipelines()[name]
    empty = messy_frame().iloc[:0].astype({"group": "category"})
    empty["group"] = pd.Categorical([])
    local = p.transform(empty, progress=False)
    got = p.transform(empty, engine="hf", progress=False)
    assert local["label"].dtype == "int64" and local["n"].dtype == "Int64"
    assert isinstance(local["group"].dtype, pd.CategoricalDtype)
    pd.testing.assert_frame_equal(got, local)


@pytest.mark.parametrize("kind", ["parquet", "csv", "jsonl", "empty-parquet"])
@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_file_output_has_the_local_engines_dtypes(tmp_path, name, kind):
    # transform("data.parquet", engine="hf") gave string[pyarrow] for a dictionary column, a
    # pyarrow list type for the edits, int64[pyarrow] for cda_pair_id and double[pyarrow] for
    # sample_weight, where the local engine gives the dictionary, object, int64 and float64
    p = messy_pipelines()[name]
    path = messy_files(tmp_path)[kind]
    expected = p.transform(path, keep_row_id=True, progress=False)
    got = p.transform(path, engine="hf", keep_row_id=True, progress=False)
    pd.testing.assert_frame_equal(got, expected)
    if kind == "parquet":
        assert pa.types.is_dictionary(got["group"].dtype.pyarrow_dtype)


@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_run_of_a_dataset_returns_the_local_engines_frame(name):
    # Pipeline.run(ds) without an output path returns frames: the hf engine gave its text as
    # string[pyarrow] where the local engine gives the dataset's large_string[pyarrow]
    import datasets

    ds = datasets.Dataset.from_pandas(messy_frame(), preserve_index=False)
    p = messy_pipelines()[name]
    expected = p.run(ds, keep_row_id=True, progress=False).frame
    got = p.run(ds, engine="hf", keep_row_id=True, progress=False).frame
    pd.testing.assert_frame_equal(got, expected)
    # ... and transform still gives a Dataset with the same features on both
    assert p.transform(ds, engine="hf").features == p.transform(ds).features


def test_a_broken_parquet_file_is_not_called_a_text_encoding_fault(tmp_path):
    # the hf engine said "'x.parquet' is not valid UTF-8 ... name it with --encoding" of any
    # Parquet file datasets could not read (a file without rows among them, now read)
    path = tmp_path / "broken.parquet"
    path.write_bytes(b"PAR1\x15\xa5\xff not a parquet file PAR1")
    with pytest.raises(DataError) as e:
        Pipeline([AssignGender()]).transform(path, engine="hf", progress=False)
    assert "broken.parquet" in str(e.value) and "UTF-8" not in str(e.value)


@pytest.mark.parametrize("split", ["train", "test"])
def test_folder_output_has_the_local_engines_dtypes(tmp_path, split):
    # a folder of Parquet files went to datasets through an Arrow copy that lost the
    # dictionary column (string[pyarrow] where the local engine gives the dictionary)
    import pyarrow.parquet as pq

    table = pq.read_table(messy_files(tmp_path)["parquet"])
    (tmp_path / "data").mkdir()
    for s in ("train", "test"):
        pq.write_table(table, tmp_path / "data" / f"{s}.parquet")
    p = messy_pipelines()["assign-cda"]
    expected = p.transform(tmp_path / "data", split=split, progress=False)
    got = p.transform(tmp_path / "data", split=split, engine="hf", progress=False)
    pd.testing.assert_frame_equal(got, expected)


def test_a_folders_dictionary_column_stays_one_in_parquet(tmp_path):
    # a folder of Parquet files with a dictionary (category) column: the hf engine wrote the
    # column as plain strings where the local engine keeps the dictionary
    import pyarrow as pa
    import pyarrow.parquet as pq

    (tmp_path / "in").mkdir()
    table = pa.Table.from_pandas(messy_frame(), preserve_index=False)
    pq.write_table(table, tmp_path / "in" / "train.parquet")
    p = messy_pipelines()["assign-cda"]
    run(p, tmp_path / "in", tmp_path / "local.parquet", progress=False)
    run(p, tmp_path / "in", tmp_path / "hf.parquet", engine="hf", progress=False)
    assert pa.types.is_dictionary(pq.read_schema(tmp_path / "hf.parquet").field("group").type)
    assert (tmp_path / "hf.parquet").read_bytes() == (tmp_path / "local.parquet").read_bytes()


def test_dataframe_category_stays_a_dictionary_in_parquet(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    p = messy_pipelines()["assign-cda"]
    run(p, messy_frame(), tmp_path / "local.parquet", progress=False)
    run(p, messy_frame(), tmp_path / "hf.parquet", engine="hf", progress=False)
    assert pa.types.is_dictionary(pq.read_schema(tmp_path / "hf.parquet").field("group").type)
    assert (tmp_path / "hf.parquet").read_bytes() == (tmp_path / "local.parquet").read_bytes()
    assert isinstance(pd.read_parquet(tmp_path / "hf.parquet")["group"].dtype, pd.CategoricalDtype)
