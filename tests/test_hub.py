"""Hub input and push (cdaprep.hub), on local files and a local folder standing in for the Hub."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from cdaprep.cli import main
from cdaprep.errors import DataError, UsageError
from cdaprep.hub import LOCAL_ROOT_ENV, load_hub, parse_hub_uri, push_to_hub, stage_repo

HUB = Path(__file__).parent / "data" / "hub"


@pytest.fixture(autouse=True)
def offline(monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "hf-cache"))
    monkeypatch.delenv(LOCAL_ROOT_ENV, raising=False)


def test_parse_hub_uri():
    assert parse_hub_uri("hf://LabHC/bias_in_bios") == "LabHC/bias_in_bios"
    assert parse_hub_uri("hf://datasets/google/civil_comments") == "google/civil_comments"
    with pytest.raises(UsageError, match="hf://OWNER/NAME"):
        parse_hub_uri("hf://a/b/c")


def test_load_hub_splits_and_streaming(tmp_path):
    import datasets

    dd = load_hub("hf://LabHC/bias_in_bios", repo_root=HUB, cache_dir=str(tmp_path / "c"))
    assert set(dd) == {"train", "dev"} and dd["train"].num_rows == 5
    it = load_hub("hf://LabHC/bias_in_bios", repo_root=HUB, split="dev", streaming=True)
    assert isinstance(it, datasets.IterableDataset)
    assert [r["profession"] for r in it] == [6, 24]


def test_an_unknown_split_names_the_options_of_python_and_the_command_line(tmp_path):
    """The error ended datasets' sentence with a second full stop ("... 'dev']..") and named
    only the command line's --config and --split."""
    from cdaprep.errors import DataError

    with pytest.raises(DataError) as e:
        load_hub("hf://LabHC/bias_in_bios", repo_root=HUB, split="validation")
    msg = str(e.value)
    assert ".." not in msg and "Unknown split" in msg
    assert "(--config; hub_config= in Python)" in msg and "(--split; split=)" in msg


def test_open_source_dispatches_hf_uri(monkeypatch):
    from cdaprep.io import open_source

    monkeypatch.setenv(LOCAL_ROOT_ENV, str(HUB))
    src = open_source("hf://LabHC/bias_in_bios", split="train")
    assert src.columns == ["hard_text", "profession", "gender"]
    assert sum(len(b) for b in src.batches(2)) == 5


def test_push_to_local_repo_loads_back(tmp_path):
    """Acceptance 2: the push writes the files a Hub push creates; load_dataset reads them."""
    import datasets
    from huggingface_hub import DatasetCard

    frames = {
        "train": pd.DataFrame({"text": ["a", "b"], "gender": ["female", "male"]}),
        "counterfactual_eval": pd.DataFrame({"text": ["c"], "gender": ["male"]}),
    }
    root = tmp_path / "hub"
    where = push_to_hub(frames, "me/demo", private=True, repo_root=root)
    repo = Path(where)
    assert repo == root / "me" / "demo"
    assert sorted(str(p.relative_to(repo)) for p in repo.rglob("*") if p.is_file()) == [
        ".private",
        "README.md",
        "data/counterfactual_eval-00000-of-00001.parquet",
        "data/train-00000-of-00001.parquet",
    ]
    DatasetCard.load(repo / "README.md")
    dd = datasets.load_dataset(str(repo), cache_dir=str(tmp_path / "c"))
    assert set(dd) == {"train", "counterfactual_eval"}
    assert dd["train"]["text"] == ["a", "b"]
    # a second push replaces the data files (no stale shards)
    push_to_hub({"train": frames["train"]}, "me/demo", repo_root=root)
    assert not (repo / "data" / "counterfactual_eval-00000-of-00001.parquet").exists()


def test_push_uses_create_repo_and_upload_folder(tmp_path):
    calls = []

    class Recorder:
        def create_repo(self, repo_id, **kw):
            calls.append(("create_repo", repo_id, kw["repo_type"], kw["private"]))

        def upload_folder(self, **kw):
            files = sorted(
                str(p.relative_to(kw["folder_path"]))
                for p in Path(kw["folder_path"]).rglob("*")
                if p.is_file()
            )
            calls.append(("upload_folder", kw["repo_id"], kw["repo_type"], files))
            return "https://huggingface.co/datasets/me/x"

    push_to_hub(pd.DataFrame({"text": ["a"]}), "hf://me/x", private=True, api=Recorder())
    assert calls == [
        ("create_repo", "me/x", "dataset", True),
        ("upload_folder", "me/x", "dataset", ["README.md", "data/train-00000-of-00001.parquet"]),
    ]


def test_push_bad_repo_id():
    with pytest.raises(UsageError, match="OWNER/NAME"):
        push_to_hub(pd.DataFrame({"a": [1]}), "no-owner")


def test_stage_repo_from_folder_output_uses_its_manifest(tmp_path):
    from cdaprep import Pipeline
    from cdaprep.steps import AssignGender

    out = tmp_path / "out"
    Pipeline([AssignGender()], seed=5).run(pd.DataFrame({"text": ["She ran."]}), out)
    repo = stage_repo(out, tmp_path / "repo")
    assert json.loads((repo / "manifest.json").read_text())["seed"] == 5
    assert "Seed: `5`" in (repo / "README.md").read_text()


def test_cli_hub_input_dataset_adapter_and_push(tmp_path, monkeypatch):
    import datasets

    root = tmp_path / "hub"
    import shutil

    shutil.copytree(HUB, root)
    monkeypatch.setenv(LOCAL_ROOT_ENV, str(root))
    out = tmp_path / "bios"
    rc = main(
        [
            "assign-gender",
            "hf://LabHC/bias_in_bios",
            "--dataset",
            "biasbios",
            "--text-column",
            "text",
            "--group-column",
            "assigned",
            "-o",
            str(out),
            "--push-to-hub",
            "me/bios",
            "--quiet",
        ]
    )
    assert rc == 0
    m = json.loads((out / "manifest.json").read_text())
    assert m["input"] == "hf://LabHC/bias_in_bios"
    assert m["source_card"]["license"] == "mit"
    assert m["splits"]["train"]["steps"][0]["counters"] == {
        "dropped:missing_gender": 1,
        "dropped:missing_profession": 1,
    }
    dd = datasets.load_dataset(str(root / "me" / "bios"), cache_dir=str(tmp_path / "c"))
    assert dd["train"].num_rows == 3 and dd["dev"].num_rows == 2
    assert dd["dev"]["profession"] == ["dentist", "software_engineer"]


def test_cli_streaming_hub_input(tmp_path, monkeypatch):
    monkeypatch.setenv(LOCAL_ROOT_ENV, str(HUB))
    out = tmp_path / "dev.csv"
    rc = main(
        [
            "assign-gender",
            "hf://LabHC/bias_in_bios",
            "--split",
            "dev",
            "--streaming",
            "--text-column",
            "hard_text",
            "-o",
            str(out),
            "--quiet",
            # the dataset has a gender column of its own (issue 11.2: replaced only when asked)
            "--overwrite-group-column",
        ]
    )
    assert rc == 0
    assert pd.read_csv(out)["gender"].tolist() == ["male", "female"]


def test_cli_config_needs_hub_input(tmp_path, capsys):
    csv = tmp_path / "a.csv"
    csv.write_text("text\nhe\n")
    rc = main(
        [
            "assign-gender",
            str(csv),
            "--config",
            "x",
            "--text-column",
            "text",
            "-o",
            str(tmp_path / "o.csv"),
        ]
    )
    assert rc == 2 and "--config" in capsys.readouterr().err


EXAMPLES = Path(__file__).parent.parent / "examples" / "data"


def _push_augment_eval_output(tmp_path, monkeypatch) -> Path:
    """``cdaprep augment --eval`` (train + counterfactual_eval, different columns), pushed to
    the local Hub stand-in as ``me/bios_rw``."""
    out = tmp_path / "data"
    argv = ["augment", str(EXAMPLES / "bios.csv"), "-o", str(out), "--method", "rw-cda"]
    argv += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    argv += ["--eval", str(EXAMPLES / "bios_test.csv"), "--quiet"]
    assert main(argv) == 0
    root = tmp_path / "hub"
    push_to_hub(out, "me/bios_rw", repo_root=root)
    monkeypatch.setenv(LOCAL_ROOT_ENV, str(root))
    return out


def test_pushed_augment_output_loads_its_counterfactual_eval_split(tmp_path, monkeypatch):
    """The card keeps counterfactual_eval in a config of its own; cdaprep's loaders read it."""
    import datasets

    from cdaprep.integrations.hf import causal_compute_metrics
    from cdaprep.io import read_frame
    from cdaprep.metrics.predict import load_pairs

    out = _push_augment_eval_output(tmp_path, monkeypatch)
    local = datasets.load_from_disk(str(out))
    dd = load_hub("hf://me/bios_rw")
    assert list(dd) == ["train", "counterfactual_eval"]
    assert dd["train"].num_rows == local["train"].num_rows
    assert dd["counterfactual_eval"].column_names == local["counterfactual_eval"].column_names
    ev = load_hub("hf://me/bios_rw", split="counterfactual_eval")
    assert ev.num_rows == local["counterfactual_eval"].num_rows
    it = load_hub("hf://me/bios_rw", streaming=True)
    assert isinstance(it, datasets.IterableDatasetDict)
    assert list(it) == ["train", "counterfactual_eval"]
    # the paired set is counterfactual_eval, never the training split
    pairs = load_pairs("hf://me/bios_rw")
    pd.testing.assert_frame_equal(pairs, read_frame(out, split="counterfactual_eval"))
    fn = causal_compute_metrics("hf://me/bios_rw", min_count=0)
    n = local["counterfactual_eval"].num_rows
    fn((np.zeros((n, 2)), np.zeros(n, dtype=int)))  # no length mismatch: the paired split
    # what plain datasets.load_dataset(REPO) gives (the default config: train only) is refused
    with pytest.raises(UsageError, match="no counterfactual_eval split.*split='train'"):
        load_pairs(datasets.DatasetDict({"train": local["train"]}))
    assert len(load_pairs(datasets.DatasetDict({"train": local["train"]}), split="train")) == len(
        local["train"]
    )
    # plain datasets reads it with the config's name (docs/hub.md)
    plain = datasets.load_dataset(
        str(tmp_path / "hub" / "me" / "bios_rw"), "counterfactual_eval", cache_dir=str(tmp_path)
    )
    assert list(plain) == ["counterfactual_eval"]


def test_metrics_cli_reads_counterfactual_eval_of_a_pushed_repo(tmp_path, monkeypatch, capsys):
    _push_augment_eval_output(tmp_path, monkeypatch)
    argv = ["metrics", "hf://me/bios_rw", "--label-column", "profession", "--quiet"]
    argv += ["--prediction-column", "profession", "--n-boot", "0", "--no-plots"]
    assert main([*argv, "--train", "hf://me/bios_rw", "-o", str(tmp_path / "r")]) == 0
    report = json.loads((tmp_path / "r" / "metrics.json").read_text())
    assert report["runs"][0]["counts"]["rows"] == 160  # counterfactual_eval, not train (478)


def test_push_puts_splits_with_other_columns_in_configs_of_their_own(tmp_path):
    """A DatasetDict not written by cdaprep whose splits differ in columns loads back."""
    import datasets

    dd = datasets.DatasetDict(
        {
            "train": datasets.Dataset.from_dict({"text": ["a", "b"], "y": [1, 0]}),
            "test": datasets.Dataset.from_dict({"text": ["c"], "z": ["q"]}),
        }
    )
    root = tmp_path / "hub"
    push_to_hub(dd, "me/mixed", repo_root=root)
    back = load_hub("hf://me/mixed", repo_root=root)
    assert list(back) == ["train", "test"]
    assert back["test"].column_names == ["text", "z"] and back["train"]["y"] == [1, 0]
    assert load_hub("hf://me/mixed", split="test", repo_root=root)["z"] == ["q"]


def test_load_error_in_the_data_is_not_called_a_network_error(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    repo = tmp_path / "hub" / "me" / "bad" / "data"
    repo.mkdir(parents=True)
    pq.write_table(pa.table({"text": ["a"], "y": [1]}), repo / "train-00000-of-00001.parquet")
    pq.write_table(pa.table({"text": ["b"], "z": ["q"]}), repo / "test-00000-of-00001.parquet")
    with pytest.raises(DataError) as e:
        load_hub("hf://me/bad", repo_root=tmp_path / "hub", cache_dir=str(tmp_path / "c"))
    assert "network" not in str(e.value) and "HF_TOKEN" not in str(e.value)
    assert "different columns" in str(e.value) and "config of its own" in str(e.value)


def _two_config_repo(root: Path) -> None:
    """A Hub dataset repository whose card has two subsets: ``plain`` (split ``train``, the
    default) and ``other`` (split ``dev``)."""
    repo = root / "me" / "two"
    (repo / "data").mkdir(parents=True)
    pd.DataFrame({"text": ["She sings."]}).to_parquet(repo / "data" / "train.parquet")
    pd.DataFrame({"text": ["He reads.", "He runs."]}).to_parquet(repo / "data" / "dev.parquet")
    (repo / "README.md").write_text(
        "---\nconfigs:\n"
        "- config_name: plain\n  default: true\n  data_files:\n"
        "  - split: train\n    path: data/train.parquet\n"
        "- config_name: other\n  data_files:\n"
        "  - split: dev\n    path: data/dev.parquet\n---\n"
    )


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_pipeline_run_reads_the_hub_config_it_is_given(tmp_path, monkeypatch, engine):
    """Pipeline.run("hf://...", hub_config="other") ran on the default subset on the local
    engine, without a word (the hf engine read "other"), and streaming=True was ignored by
    both; a local path given hub_config ran as if it were not given."""
    from cdaprep import Pipeline
    from cdaprep.steps import AssignGender

    _two_config_repo(tmp_path / "hub")
    monkeypatch.setenv(LOCAL_ROOT_ENV, str(tmp_path / "hub"))
    p = Pipeline([AssignGender()])
    opts = {"engine": engine, "cache_dir": str(tmp_path / "c")}
    result = p.run("hf://me/two", hub_config="other", **opts)
    assert list(result.frames) == ["dev"]
    assert result.frame["text"].tolist() == ["He reads.", "He runs."]
    one = p.run("hf://me/two", hub_config="other", split="dev", **opts)
    assert list(one.frames) == ["dev"] and one.frame["gender"].tolist() == ["male", "male"]
    if engine == "hf":  # a streamed input needs the local engine
        with pytest.raises(UsageError, match="map-style dataset"):
            p.run("hf://me/two", streaming=True, **opts)
    else:
        assert p.run("hf://me/two", streaming=True, **opts).frame["gender"].tolist() == ["female"]
    csv = tmp_path / "a.csv"
    csv.write_text("text\nhe\n")
    with pytest.raises(UsageError, match="apply to a Hub input hf://OWNER/NAME"):
        p.run(csv, hub_config="other", **opts)


def test_a_manifest_of_a_hub_run_reruns_with_its_subset(tmp_path, monkeypatch, capsys):
    """cdaprep run MANIFEST of a command run on hf://OWNER/NAME --config other stopped with
    "its run read an in-memory hf://me/two (the Python API) ... nothing to reread", and the
    manifest of Pipeline.run(..., hub_config="other") did not record the subset, so its rerun
    read the default one."""
    from cdaprep import Pipeline
    from cdaprep.io import read_frame
    from cdaprep.steps import AssignGender

    _two_config_repo(tmp_path / "hub")
    monkeypatch.setenv(LOCAL_ROOT_ENV, str(tmp_path / "hub"))
    monkeypatch.chdir(tmp_path)
    cmd = ["assign-gender", "hf://me/two", "--config", "other", "--text-column", "text"]
    assert main([*cmd, "-o", "cli", "--quiet"]) == 0
    Pipeline([AssignGender()]).run("hf://me/two", "py", hub_config="other")
    for first in ("cli", "py"):
        assert main(["run", f"{first}/manifest.json", "-o", f"{first}_again", "--quiet"]) == 0
        again = read_frame(f"{first}_again", split="dev")
        assert again["text"].tolist() == ["He reads.", "He runs."], first
        assert json.loads(Path(f"{first}_again/manifest.json").read_text())["hub"] == {
            "config": "other",
            "streaming": False,
        }
