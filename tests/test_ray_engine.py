"""The Ray engine gives the local engine's output (issue 8).

One local Ray cluster (2 CPUs) is started per session. Every preset of ``cdaprep augment`` and
``cdaprep pairs`` runs on both engines with ``--assign-gender`` first and a batch size of 7, so
every (label x group) cell is split across batches and across object-store blocks handled by
different workers; sorted by row id, the outputs must be identical.
"""

from __future__ import annotations

import json
import sys

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.engines import run
from cdaprep.errors import UsageError
from cdaprep.io import read_frame
from cdaprep.presets import build_preset
from cdaprep.steps import AssignGender, CounterfactualPairs, Reweigh
from cdaprep.steps.base import ROW_ID
from tests.conftest import EXAMPLES, messy_files, messy_frame, messy_pipelines

BIOS = str(EXAMPLES / "bios.csv")
BIOS_TEST = str(EXAMPLES / "bios_test.csv")
COMMON = ["--text-column", "text", "--label-column", "profession", "--assign-gender", "--quiet"]


def _sorted(df: pd.DataFrame) -> pd.DataFrame:
    return df.sort_values(ROW_ID, kind="stable").reset_index(drop=True)


def _step_reports(manifest: dict) -> list[dict]:
    """Per-step rows, counters and fit of a manifest (everything but timings)."""
    return [
        {k: v for k, v in s.items() if k != "seconds"}
        for rep in manifest["splits"].values()
        for s in rep["steps"]
    ]


def _check_equal(tmp_path, steps, *, data=BIOS, batch_size=7, block_rows=60, seed=3):
    """Run ``steps`` on both engines into Parquet files; sorted by row id they are identical."""
    p = Pipeline(steps, seed=seed)
    loc, ray_out = tmp_path / "local.parquet", tmp_path / "ray.parquet"
    ml = run(p, data, loc, keep_row_id=True, batch_size=batch_size).manifest
    mr = run(
        p,
        data,
        ray_out,
        engine="ray",
        keep_row_id=True,
        batch_size=batch_size,
        block_rows=block_rows,
    ).manifest
    expected, got = _sorted(read_frame(loc)), _sorted(read_frame(ray_out))
    pd.testing.assert_frame_equal(got, expected)
    assert mr["engine"] == "ray" and mr["ray"]["version"]
    assert (
        (mr["rows_in"], mr["rows_out"])
        == (ml["rows_in"], ml["rows_out"])
        == (ml["rows_in"], len(expected))
    )
    assert _step_reports(mr) == _step_reports(ml)
    return expected


PRESETS = [
    ("cda", {}),
    ("os", {}),
    ("us", {}),
    ("rw", {}),
    ("os-cda", {"order": "resample-first"}),
    ("os-cda", {"order": "cda-first"}),
    ("us-cda", {"order": "resample-first"}),
    ("us-cda", {"order": "cda-first"}),
    ("rw-cda", {"cf_weight": "same"}),
    ("rw-cda", {"cf_weight": "counterfactual"}),
    ("rw-cda", {"cf_weight": "one"}),
]


@pytest.mark.ray
@pytest.mark.parametrize(
    ("method", "opts"),
    PRESETS,
    ids=[f"{m}-{'-'.join(o.values()) or 'default'}" for m, o in PRESETS],
)
def test_every_preset_equals_local(ray_session, tmp_path, method, opts):
    steps = [
        AssignGender(text_column="text"),
        *build_preset(method, text_columns="text", label_column="profession", **opts),
    ]
    out = _check_equal(tmp_path, steps)
    assert len(out) > 0


@pytest.mark.ray
def test_small_blocks_and_string_row_ids(ray_session, tmp_path):
    """One block per batch (35 blocks of 7 rows), and row ids from --id-column."""
    steps = [
        AssignGender(text_column="text"),
        *build_preset("os-cda", text_columns="text", label_column="profession", order="cda-first"),
    ]
    _check_equal(tmp_path, steps, block_rows=7)
    # String row ids (--id-column) on a pipeline that derives no new ids (a derived id is an int,
    # which no engine can store next to strings in one column), returned as frames.
    p = Pipeline([AssignGender(text_column="text"), *build_preset("us", label_column="profession")])
    loc = run(p, BIOS, None, id_column="id", keep_row_id=True, batch_size=7).frame
    got = run(
        p, BIOS, None, engine="ray", id_column="id", keep_row_id=True, batch_size=7, block_rows=7
    ).frame
    pd.testing.assert_frame_equal(_sorted(got), _sorted(loc))  # the local engine's dtypes too


@pytest.mark.ray
def test_duplicate_row_ids_are_an_error_before_any_block_runs(ray_session, tmp_path):
    df = pd.read_csv(BIOS).assign(rid=lambda d: d.index % 200)  # rows 201.. repeat rows 1..
    p = Pipeline([AssignGender(text_column="text")])
    with pytest.raises(UsageError, match=r"'rid' has the same value in input rows 1 and 201"):
        run(p, df, tmp_path / "out.parquet", engine="ray", id_column="rid", block_rows=30)
    assert not (tmp_path / "out.parquet").exists()


@pytest.mark.ray
def test_pairs_equal_local_and_folder_shards(ray_session, tmp_path):
    datasets = pytest.importorskip("datasets")
    steps = [AssignGender(text_column="text"), CounterfactualPairs(text_columns="text")]
    expected = _check_equal(tmp_path, steps, data=BIOS_TEST)
    assert len(expected) == 160
    folder = tmp_path / "shards"
    p = Pipeline(steps, seed=3)
    run(p, BIOS_TEST, folder, engine="ray", keep_row_id=True, batch_size=7, block_rows=30)
    shards = sorted((folder / "data").glob("train-*.parquet"))
    assert shards and (folder / "manifest.json").is_file() and (folder / "README.md").is_file()
    got = pd.concat([read_frame(s) for s in shards], ignore_index=True)
    pd.testing.assert_frame_equal(_sorted(got), expected)
    dd = datasets.load_dataset(str(folder))
    assert list(dd) == ["train"] and len(dd["train"]) == 160
    # the folder is a valid cdaprep input again
    assert len(read_frame(folder, split="train")) == 160


@pytest.mark.ray
def test_parquet_outputs_read_back_in_pandas_as_the_local_engines(ray_session, tmp_path):
    """A Parquet file or folder shard written by Ray read back in pandas with other dtypes than
    the local engine's (a gender column large_string[pyarrow], not string; sample_weight
    double[pyarrow], not float64): its pandas metadata was that of Ray's batches. Now every
    engine writes the metadata of the column types, so pandas reads the same frame; a file
    has row groups of --batch-size rows on every engine, so it is the same bytes."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    (tmp_path / "in.csv").write_text("id,text,label\n007,She is.,a\n010,He is.,b\n00,,a\n")
    table = pa.table(
        {
            "id": pa.array(["007", "010", "00"], pa.large_string()),
            "text": pa.array(["She is.", "He is.", None], pa.large_string()),
            "label": pa.array(["a", "b", "a"]).dictionary_encode(),
            "n": pa.array([1, None, 3]),
        }
    )
    pq.write_table(table, tmp_path / "in.parquet")
    p = Pipeline([AssignGender(text_column="text"), Reweigh(label_column="label")])
    for kind in ("csv", "parquet"):
        local = tmp_path / f"{kind}_local.parquet"
        run(p, tmp_path / f"in.{kind}", local, batch_size=2)
        expected = pd.read_parquet(local)
        for out in (tmp_path / f"{kind}_ray.parquet", tmp_path / f"{kind}_ray"):
            run(p, tmp_path / f"in.{kind}", out, engine="ray", batch_size=2)
            if not out.is_dir():  # one block: the rows in the local engine's order
                assert out.read_bytes() == local.read_bytes()
            files = sorted((out / "data").glob("*.parquet")) if out.is_dir() else [out]
            got = pd.concat([pd.read_parquet(f) for f in files], ignore_index=True)
            pd.testing.assert_frame_equal(
                got.sort_values("id", ignore_index=True),
                expected.sort_values("id", ignore_index=True),
            )


@pytest.mark.ray
def test_folder_shards_keep_the_inputs_feature_types(ray_session, tmp_path):
    """A ClassLabel column of the input lost its class names in a Ray folder output (shards of
    Value('int64')), where the local engine's folder and every Parquet file keep them. Now the
    shards record the features of the columns no step writes, as the local engine does."""
    datasets = pytest.importorskip("datasets")
    features = datasets.Features(
        {
            "text": datasets.Value("string"),
            "label": datasets.ClassLabel(names=["neg", "pos"]),
            "small": datasets.Value("int8"),
        }
    )
    data = {"text": ["She is here.", "He left.", "Hi."], "label": [0, 1, 1], "small": [1, 2, 3]}
    datasets.Dataset.from_dict(data, features=features).save_to_disk(str(tmp_path / "in"))
    p = Pipeline([AssignGender(text_column="text")])
    run(p, tmp_path / "in", tmp_path / "out", engine="ray")
    run(p, tmp_path / "in", tmp_path / "local")
    shards = [str(f) for f in sorted((tmp_path / "out" / "data").glob("*.parquet"))]
    got = datasets.load_dataset("parquet", data_files=shards, split="train").features
    (local,) = datasets.load_from_disk(str(tmp_path / "local")).values()
    assert got == local.features
    assert got["label"] == features["label"] and got["small"] == features["small"]


@pytest.mark.ray
def test_string_columns_are_those_of_the_local_and_hf_engines(ray_session, tmp_path):
    """The columns a step adds (gender, cda_role) were Value('large_string') in the Ray and
    local engines' outputs and Value('string') in the hf engine's, so
    datasets.concatenate_datasets of them, or with one's own Dataset.from_dict(...), failed
    ("features can't be aligned"). Every engine now gives string, in the Dataset transform
    returns and in the Parquet shards of a folder; a large_string column of the input stays
    one."""
    datasets = pytest.importorskip("datasets")
    import pyarrow as pa
    import pyarrow.parquet as pq

    from cdaprep.steps import CounterfactualAugment

    data = {"text": ["She is a nurse.", "He is a pilot.", "The sky."], "label": [0, 1, 1]}
    ds = datasets.Dataset.from_dict(data)
    p = Pipeline([AssignGender(text_column="text"), CounterfactualAugment(text_columns="text")])
    outs = [p.transform(ds, engine=e) for e in ("local", "hf", "ray")]
    assert outs[2].features == outs[0].features == outs[1].features
    assert outs[2].features["cda_role"] == datasets.Value("string")
    own = datasets.Dataset.from_dict(
        {"text": ["They fly."], "label": [0], "gender": ["male"], "cda_pair_id": [9],
         "cda_role": ["original"]}
    )  # fmt: skip
    assert len(datasets.concatenate_datasets([*outs, own])) == 3 * len(outs[0]) + 1

    p.run(ds, tmp_path / "out", engine="ray")
    for shard in sorted((tmp_path / "out" / "data").glob("*.parquet")):
        assert pa.large_string() not in pq.read_schema(shard).types
    big = ds.cast_column("text", datasets.Value("large_string"))
    got = p.transform(big, engine="ray").features
    assert got == p.transform(big).features and got["text"] == datasets.Value("large_string")


@pytest.mark.ray
def test_transform_keeps_the_format_of_its_input(ray_session):
    """Pipeline.transform of a Dataset with a format ("numpy", "pandas") gave one without it
    on Ray too; it now keeps it (each split of a DatasetDict its own), as Dataset.map does."""
    datasets = pytest.importorskip("datasets")

    ds = datasets.Dataset.from_dict({"text": ["She sings.", "He reads."], "label": [0, 1]})
    dd = datasets.DatasetDict(
        {"train": ds.with_format("numpy"), "test": ds.with_format("pandas", columns=["label"])}
    )
    got = Pipeline([AssignGender(text_column="text")]).transform(dd, engine="ray")
    assert got["train"].format["type"] == "numpy"
    assert got["test"].format["type"] == "pandas"
    assert got["test"].format["columns"] == ["label", "gender"]  # text was left unformatted
    assert got["test"][:2]["gender"].tolist() == ["female", "male"]


@pytest.mark.ray
def test_cli_engine_ray(ray_session, tmp_path):
    args = ["--method", "us-cda", "--batch-size", "7", "--seed", "5", "--keep-row-id"]
    loc, ray_out = tmp_path / "local.csv", tmp_path / "ray.csv"
    assert main(["augment", BIOS, "-o", str(loc), *COMMON, *args]) == 0
    assert main(["augment", BIOS, "-o", str(ray_out), *COMMON, *args, "--engine", "ray"]) == 0
    pd.testing.assert_frame_equal(_sorted(read_frame(ray_out)), _sorted(read_frame(loc)))
    m = json.loads((tmp_path / "ray.csv.manifest.json").read_text())
    assert m["engine"] == "ray" and m["method"] == "us-cda"
    # an existing output is refused before Ray does any work
    assert main(["augment", BIOS, "-o", str(ray_out), *COMMON, *args, "--engine", "ray"]) == 2


@pytest.mark.ray
def test_step_errors_come_out_as_cdaprep_errors(ray_session, tmp_path):
    from cdaprep.errors import DataError

    df = pd.DataFrame({"text": ["She sings.", "He reads."], "profession": ["a", None]})
    with pytest.raises(DataError, match="has no value in column 'profession'"):
        run(
            Pipeline(build_preset("us", label_column="profession", group_column="text")),
            df,
            engine="ray",
        )


@pytest.mark.ray
def test_a_row_error_of_a_folder_names_its_file_and_row(ray_session, tmp_path):
    # the row of a folder of CSV files was counted over every file ("input row 7")
    from cdaprep.errors import DataError

    folder = tmp_path / "data"
    folder.mkdir()
    for k in range(3):
        label = ["a", None, "b"] if k == 2 else ["a", "b", "a"]
        pd.DataFrame({"text": ["She sings."] * 3, "profession": label}).to_csv(
            folder / f"part-{k}.csv", index=False
        )
    step = Reweigh(label_column="profession", group_column="text")
    with pytest.raises(DataError) as e:
        Pipeline([step]).run(str(folder), tmp_path / "o.csv", engine="ray")
    part = str(folder / "part-2.csv")
    assert f"input row 2 (1-based) of {part!r}, split 'train' has no value" in str(e.value)


def test_without_ray_the_cli_names_the_extra(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)
    monkeypatch.setitem(sys.modules, "ray.data", None)
    code = main(
        [
            "augment",
            BIOS,
            "-o",
            str(tmp_path / "o.parquet"),
            *COMMON,
            "--method",
            "us",
            "--engine",
            "ray",
        ]
    )
    assert code == 2
    err = capsys.readouterr().err
    assert 'pip install "cdaprep[ray]"' in err and "--engine ray" in err
    assert not (tmp_path / "o.parquet").exists()


@pytest.mark.ray
def test_custom_steps_of_a_config_run_on_ray_workers(tmp_path):
    """Steps of one's own in a module next to the config (examples/custom_steps.toml) are
    imported by the Ray workers, run from another folder on the local cluster cdaprep starts:
    it died with "No module named 'custom_steps'" in every worker. Same rows as the local
    engine."""
    import os
    import subprocess

    pytest.importorskip("ray")
    from tests.conftest import REPO

    config = str(REPO / "examples" / "custom_steps.toml")
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
    }
    env.pop("RAY_ADDRESS", None)
    outs = {}
    for engine in ("local", "ray"):
        outs[engine] = tmp_path / f"{engine}.csv"
        args = ["run", config, "-o", str(outs[engine]), "--engine", engine, "--quiet"]
        r = subprocess.run(
            [sys.executable, "-m", "cdaprep", *args],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
        )
        assert r.returncode == 0, r.stderr[-2000:]
    got, expected = (read_frame(outs[e]).sort_values("id") for e in ("ray", "local"))
    pd.testing.assert_frame_equal(got.reset_index(drop=True), expected.reset_index(drop=True))


@pytest.mark.ray
def test_quiet_run_prints_nothing_of_rays_own(ray_session, tmp_path, capfd, recwarn):
    """--engine ray --quiet printed Ray Data's messages on every run (progress bars disabled, a
    warning that the pool had more actors than blocks), and around a step's error two more
    lines promising a stack trace that never came; Ray's C++ core wrote a note on every actor
    ("has constructor arguments in the object store") straight to file descriptor 2. Now a
    quiet run prints none of them and a failing one only cdaprep's error."""
    from ray.util import debug

    debug._logged.clear()  # Ray prints some of its messages once per process
    data = tmp_path / "in.csv"
    pd.DataFrame(
        {"text": ["She sings.", "He reads.", "He is a pilot."], "gender": ["female", "male", "F"]}
    ).to_csv(data, index=False)
    args = ["augment", str(data), "--text-column", "text", "--method", "cda", "--quiet"]
    args += ["--engine", "ray", "--num-proc", "2"]
    capfd.readouterr()
    assert main([*args, "-o", str(tmp_path / "out.csv")]) == 1
    err = capfd.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("cdaprep augment: error: input row 3"), err
    assert not (tmp_path / "out.csv").exists()
    pd.read_csv(data).iloc[:2].to_csv(data, index=False)
    assert main([*args, "-o", str(tmp_path / "out.csv")]) == 0
    assert capfd.readouterr().err == ""
    assert len(read_frame(tmp_path / "out.csv")) == 4
    assert not [w for w in recwarn if "concurrent actors" in str(w.message)]


@pytest.mark.ray
@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_dataframe_output_has_the_local_engines_dtypes(ray_session, name):
    # the Ray engine gave string[pyarrow], int64[pyarrow], double[pyarrow], bool[pyarrow],
    # a pyarrow dictionary type for a category and a pyarrow list type for the edits
    p = messy_pipelines()[name]
    expected = p.transform(messy_frame(), keep_row_id=True, progress=False)
    got = p.transform(messy_frame(), engine="ray", keep_row_id=True, batch_size=2, progress=False)
    pd.testing.assert_frame_equal(_sorted(got), _sorted(expected))
    assert isinstance(got["group"].dtype, pd.CategoricalDtype)
    assert got["n"].dtype == "Int64" and got["label"].to_numpy().dtype == "int64"


@pytest.mark.ray
@pytest.mark.parametrize("kind", ["parquet", "csv", "jsonl", "empty-parquet"])
@pytest.mark.parametrize("name", list(messy_pipelines()))
def test_file_output_has_the_local_engines_dtypes(ray_session, tmp_path, name, kind):
    # transform("data.parquet", engine="ray") gave int64[pyarrow] for cda_pair_id and the row
    # ids, string[pyarrow] for gender and double[pyarrow] for sample_weight, a pyarrow list
    # type for the edits, where the local engine gives int64, string, float64 and object
    p = messy_pipelines()[name]
    path = messy_files(tmp_path)[kind]
    expected = p.transform(path, keep_row_id=True, progress=False)
    got = p.transform(path, engine="ray", keep_row_id=True, batch_size=2, progress=False)
    pd.testing.assert_frame_equal(_sorted(got), _sorted(expected))
    assert got["cda_pair_id" if name == "assign-cda" else ROW_ID].dtype == "int64"


@pytest.mark.ray
def test_an_empty_dataframe_keeps_its_dtypes(ray_session):
    # as on the hf engine (tests/test_hf_engine.py): a DataFrame without rows, a category
    # column without categories among its columns
    p = messy_pipelines()["assign-cda"]
    empty = messy_frame().iloc[:0].copy()
    empty["group"] = pd.Categorical([])
    expected = p.transform(empty, progress=False)
    got = p.transform(empty, engine="ray", progress=False)
    pd.testing.assert_frame_equal(got, expected)


@pytest.mark.ray
def test_run_of_a_dataset_returns_the_local_engines_frame(ray_session):
    # as on the hf engine (tests/test_hf_engine.py): Pipeline.run(ds) without an output path
    import datasets

    ds = datasets.Dataset.from_pandas(messy_frame(), preserve_index=False)
    p = messy_pipelines()["assign-cda"]
    expected = p.run(ds, keep_row_id=True, progress=False).frame
    got = p.run(ds, engine="ray", keep_row_id=True, batch_size=2, progress=False).frame
    pd.testing.assert_frame_equal(_sorted(got), _sorted(expected))


def test_sigterm_after_ray_starts_is_cdapreps_to_handle(tmp_path):
    """ray.init replaced the command line's SIGTERM handler with its own (a native stack dump,
    exit 15 or 1, no 'cdaprep: terminated' line, where every other engine exits 143). After
    the executor starts Ray, SIGTERM must reach the caller's handler again."""
    pytest.importorskip("ray")
    import subprocess
    import sys

    script = tmp_path / "s.py"
    script.write_text(
        "import os, signal, sys\n"
        "from cdaprep.engines.ray import RayExecutor\n"
        "from cdaprep.errors import Terminated\n"
        "from cdaprep.options import RunOptions\n"
        "def stop(signum, frame):\n"
        "    raise Terminated()\n"
        "signal.signal(signal.SIGTERM, stop)\n"
        "ex = RayExecutor(RunOptions(engine='ray'))\n"
        "ex._init()\n"
        "try:\n"
        "    os.kill(os.getpid(), signal.SIGTERM)\n"
        "    signal.pause()\n"
        "except Terminated:\n"
        "    print('terminated', flush=True)\n"
        "finally:\n"
        "    ex.ray.shutdown()\n"
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=240
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "terminated"


def _free_port() -> int:
    """A port of 127.0.0.1 where nothing listens (bound, then closed)."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _cli(args: list[str], env: dict | None = None, timeout: float = 120):
    """``python -m cdaprep ARGS`` in a subprocess with this checkout on its import path;
    ``timeout`` only guards against a hang."""
    import os
    import subprocess

    from tests.conftest import REPO

    env = {**os.environ, **(env or {})}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
    return subprocess.run(
        [sys.executable, "-m", "cdaprep", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _swap_args(tmp_path, out) -> list[str]:
    data = tmp_path / "in.csv"
    pd.DataFrame({"text": ["She sings.", "He reads."]}).to_csv(data, index=False)
    return ["swap", str(data), "-o", str(out), "--text-column", "text", "--engine", "ray"]


@pytest.mark.ray
def test_a_ray_address_where_nothing_listens_is_an_error_at_once(tmp_path):
    """`--engine ray --ray-address 127.0.0.1:PORT` with nothing listening there hung: ray.init
    retried the address for many minutes, printing a warning every few seconds. Now the
    address is asked first (refused at once): cdaprep's usage error names the address, says
    that nothing answered, gives the fix, and writes nothing. The same for RAY_ADDRESS."""
    pytest.importorskip("ray")
    out = tmp_path / "out.csv"
    address = f"127.0.0.1:{_free_port()}"
    r = _cli([*_swap_args(tmp_path, out), "--ray-address", address, "--quiet"])
    assert r.returncode == 2, r.stderr[-2000:]
    assert r.stderr.startswith(
        f"cdaprep swap: error: nothing answered at the Ray address {address}, given by "
        "--ray-address: connection refused. Check the address"
    ), r.stderr[-2000:]
    assert "'ray start --head'" in r.stderr and "leave --ray-address out" in r.stderr
    assert len(r.stderr.splitlines()) == 1 and r.stdout == ""
    assert list(tmp_path.iterdir()) == [tmp_path / "in.csv"]  # no output, no temporary one
    # the address of the environment, named as such
    r = _cli(_swap_args(tmp_path, out), env={"RAY_ADDRESS": address})
    assert r.returncode == 2, r.stderr[-2000:]
    assert f"at the Ray address {address}, given by the RAY_ADDRESS environment" in r.stderr
    assert "unset RAY_ADDRESS to start a local Ray cluster" in r.stderr
    assert not out.exists()


@pytest.mark.ray
def test_a_ray_address_of_another_service_is_an_error(tmp_path):
    """A port where a web server answers (the dashboard's, 8265, given for the head node's)
    was retried by ray.init as long as one where nothing listens: now it is named as not a
    Ray cluster."""
    import http.server
    import threading

    pytest.importorskip("ray")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"127.0.0.1:{server.server_address[1]}"
    out = tmp_path / "out.parquet"
    try:
        r = _cli([*_swap_args(tmp_path, out), "--ray-address", address, "--quiet"])
    finally:
        server.shutdown()
        server.server_close()
    assert r.returncode == 2, r.stderr[-2000:]
    assert r.stderr.startswith(
        f"cdaprep swap: error: something at the Ray address {address}, given by "
        "--ray-address, accepted the connection but is not a Ray cluster: it answered as no "
        "gRPC server does"
    ), r.stderr[-2000:]
    assert "the dashboard (port 8265)" in r.stderr and "'ray start --head'" in r.stderr
    assert not out.exists()


def test_a_ray_address_that_sends_nothing_fails_within_the_timeout():
    """A server that accepts the connection and never answers is given up on after the
    timeout (the default, CONNECT_TIMEOUT, is 30 s)."""
    import socket
    import time

    from cdaprep.engines.ray_address import CONNECT_TIMEOUT, check_ray_address

    assert CONNECT_TIMEOUT == 30
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        address = f"127.0.0.1:{server.getsockname()[1]}"
        start = time.monotonic()
        with pytest.raises(UsageError, match=r"is not a Ray cluster: it sent nothing within 1 s"):
            check_ray_address(address, timeout=1)
        assert time.monotonic() - start < 20  # a hang guard, not a timing


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("10.0.0.5", r"--ray-address '10.0.0.5' is not an address of a Ray cluster: give"),
        ("ray://", r"--ray-address 'ray://' is not an address of a Ray cluster"),
        ("head:port", r"--ray-address 'head:port' is not an address of a Ray cluster"),
    ],
)
def test_a_ray_address_without_a_port_is_a_usage_error(address, message):
    from cdaprep.engines.ray_address import check_ray_address

    with pytest.raises(UsageError, match=message):
        check_ray_address(address)


def test_which_ray_addresses_are_asked(monkeypatch):
    """HOST:PORT and ray://HOST[:PORT] are asked, a local cluster and Ray Client plugins are
    not; RAY_ADDRESS stands in for no address and for auto, as in ray.init."""
    from cdaprep.engines.ray_address import RayTarget, ray_target

    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    assert ray_target(None) is None and ray_target("local") is None
    assert ray_target("anyscale://my-cluster") is None
    assert ray_target("ray://head") == RayTarget("ray://head", "head", 10001, "--ray-address")
    assert ray_target("[::1]:6379") == RayTarget("[::1]:6379", "::1", 6379, "--ray-address")
    monkeypatch.setenv("RAY_ADDRESS", "head:6380")
    assert ray_target(None) == RayTarget("head:6380", "head", 6380, "RAY_ADDRESS")
    assert ray_target("auto") == RayTarget("head:6380", "head", 6380, "RAY_ADDRESS")
    assert ray_target("other:6381").source == "--ray-address"


def test_ray_address_auto_without_a_cluster_is_a_usage_error(monkeypatch):
    pytest.importorskip("ray")
    from ray._private import services

    from cdaprep.engines.ray_address import ray_target

    def nothing_found(addr, temp_dir=None):
        raise ConnectionError("Could not find any running Ray instance.")

    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    monkeypatch.setattr(services, "canonicalize_bootstrap_address", nothing_found)
    with pytest.raises(UsageError, match="--ray-address 'auto' found no running Ray cluster"):
        ray_target("auto")


@pytest.mark.ray
def test_a_ray_client_address_without_ray_client_is_a_usage_error(tmp_path):
    """ray://HOST:PORT where a gRPC server answers, without the ray[client] extra: Ray's
    ValueError came out as a traceback; now it is cdaprep's usage error with Ray's fix."""
    import importlib.util
    import socket
    import threading

    pytest.importorskip("ray")
    if importlib.util.find_spec("grpc") is not None:
        pytest.skip("ray[client] is installed: Ray Client would connect")

    def answer_as_grpc(server: socket.socket) -> None:
        conn, _ = server.accept()
        with conn:
            conn.recv(1024)
            conn.sendall(bytes([0, 0, 0, 4, 0, 0, 0, 0, 0]))  # an empty HTTP/2 SETTINGS frame

    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        threading.Thread(target=answer_as_grpc, args=(server,), daemon=True).start()
        address = f"ray://127.0.0.1:{server.getsockname()[1]}"
        out = tmp_path / "out.csv"
        r = _cli([*_swap_args(tmp_path, out), "--ray-address", address, "--quiet"])
    assert r.returncode == 2, r.stderr[-2000:]
    assert r.stderr.startswith(
        f"cdaprep swap: error: cannot connect to the Ray cluster at '{address}'"
    ), r.stderr[-2000:]
    assert "ray[client]" in r.stderr and not out.exists()


@pytest.mark.ray
def test_quiet_cli_run_on_ray_prints_nothing_but_errors(tmp_path):
    """`cdaprep swap in.csv -o out.csv --text-column text --engine ray --quiet` printed Ray's
    warning that the local cluster it started has token authentication, and Ray's C++ note
    'Actor with class name ... has constructor arguments in the object store' (labelled E) for
    every actor. Now it prints nothing, and a failing quiet run only cdaprep's error."""
    pytest.importorskip("ray")
    out = tmp_path / "out.csv"
    env = {"RAY_ADDRESS": ""}  # a local cluster for the run, as a user's first run starts
    r = _cli([*_swap_args(tmp_path, out), "--quiet"], env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    assert (r.stdout, r.stderr) == ("", "")
    assert read_frame(out)["text"].tolist() == ["He sings.", "She reads."]
    # a step's error still comes out, and alone
    data = tmp_path / "bad.csv"
    pd.DataFrame({"text": ["She sings.", "He is a pilot."], "gender": ["female", "F"]}).to_csv(
        data, index=False
    )
    bad = ["augment", str(data), "-o", str(tmp_path / "bad_out.csv"), "--text-column", "text"]
    r = _cli([*bad, "--method", "cda", "--engine", "ray", "--quiet"], env=env)
    assert r.returncode == 1 and r.stdout == "", r.stderr[-3000:]
    assert (
        r.stderr.startswith("cdaprep augment: error: input row 2")
        and len(r.stderr.splitlines()) == 1
    ), r.stderr[-3000:]
    assert not (tmp_path / "bad_out.csv").exists()


@pytest.mark.parametrize("crash", [False, True], ids=["ends", "dies"])
def test_quiet_ray_drops_rays_notes_only(tmp_path, crash):
    """What Ray's C++ core writes to file descriptor 2 in a quiet run: its note on actors'
    constructor arguments is dropped; any other line (a real error), a line without its end,
    and what cdaprep prints afterwards come out in order, also when the process dies inside."""
    import os
    import subprocess

    from tests.conftest import REPO

    note = (
        "[2026-11-29 19:38:05,120 E 24907 24907] core_worker.cc:2465: Actor with class name: "
        "'MapWorker(MapBatches(BatchWorker))' and ID: '1702f5' has constructor arguments in the "
        "object store and max_restarts > 0. If the arguments in the object store go out of "
        "scope or are lost, the actor restart will fail.\n"
    )
    error = "[2026-11-29 19:38:05,121 E 24907 24931] core_worker.cc:609: a real error\n"
    script = tmp_path / "s.py"
    script.write_text(
        "import os, sys\n"
        "from cdaprep.engines.ray_console import quiet_ray\n"
        "with quiet_ray():\n"
        f"    os.write(2, {note.encode()!r})\n"
        f"    os.write(2, {error.encode()!r})\n"
        "    print('python', file=sys.stderr, flush=True)\n"
        f"    os.write(2, {note.encode()!r} + b'no end')\n"
        f"    {'os._exit(3)' if crash else 'pass'}\n"
        "print(' after', file=sys.stderr)\n"
    )
    r = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        timeout=60,
        env={
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
        },
    )
    assert r.stderr == error + "python\nno end" + ("" if crash else " after\n")
    assert r.returncode == (3 if crash else 0)


def test_audit_swap_check_sample_is_the_local_engines(ray_session):
    """The audit's swap check keeps the same male-only rows on Ray as locally (the rows with
    the smallest hash of their text, merged over blocks) and so reports the same check."""
    from cdaprep.audit import audit

    kw = dict(text_columns="text", label_column="profession", assign_gender=True,
              methods=["cda"], swap_check=30)  # fmt: skip
    local = audit(BIOS, **kw)
    on_ray = audit(BIOS, engine="ray", batch_size=7, **kw)
    assert local["swap_check"]["texts"] == 30
    assert json.dumps(on_ray["swap_check"]) == json.dumps(local["swap_check"])
