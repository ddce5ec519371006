"""Dataset cards (cdaprep.card) and acceptance 1: a train + counterfactual_eval folder output."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.card import card_metadata, dataset_card
from cdaprep.engines import Job, run
from cdaprep.io import open_source
from cdaprep.steps import AssignGender, Reweigh


@pytest.fixture
def frame() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "bio": ["She is a nurse.", "He is a nurse.", "He is a pilot."],
            "job": ["nurse", "nurse", "pilot"],
        }
    )


def test_folder_with_train_and_counterfactual_eval(tmp_path, frame, monkeypatch):
    import datasets
    from huggingface_hub import DatasetCard

    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    p1 = Pipeline([AssignGender(text_column="bio"), Reweigh(label_column="job")], seed=7)
    p2 = Pipeline([AssignGender(text_column="bio")], seed=7)
    out = tmp_path / "out"
    run(
        p1,
        None,
        out,
        jobs=[
            Job("train", p1, open_source(frame)),
            Job("counterfactual_eval", p2, open_source(frame)),
        ],
    )
    dd = datasets.load_from_disk(str(out))
    assert isinstance(dd, datasets.DatasetDict)
    assert set(dd) == {"train", "counterfactual_eval"}
    assert dd["train"].num_rows == 3 and "sample_weight" in dd["train"].column_names
    card = DatasetCard.load(out / "README.md")
    files = {d["split"]: d["path"] for c in card.data.configs for d in c["data_files"]}
    # the save_to_disk layout the folder holds (issue 11.14: the card named data/<split>-*)
    assert files == {
        "train": "train/data-*.arrow",
        "counterfactual_eval": "counterfactual_eval/data-*.arrow",
    }
    assert "counterfactual-data-augmentation" in card.data.tags
    assert card.data.language == ["en"]
    text = card.text
    assert "Seed: `7`" in text and "Kamiran & Calders 2012" in text
    assert "biasbios_indicators" in text  # lexicon with its checksum
    assert "| `1:reweigh` | 3 | 3 |" in text


def test_metadata_carries_source_licence_and_task():
    meta = card_metadata(
        {
            "splits": {"data": {}},
            "source_card": {
                "license": "cc0-1.0",
                "language": "en",
                "task_categories": ["text-classification"],
            },
        }
    )
    assert meta["license"] == "cc0-1.0" and meta["language"] == ["en"]
    assert meta["configs"][0]["data_files"] == [{"split": "train", "path": "data/train-*"}]
    assert "license" not in card_metadata({"splits": {}})


@pytest.mark.parametrize(
    "types, expected, absent",
    [
        (["cda"], ["Lu et al. 2020", "Zhao et al. 2018"], ["Kamiran", "Chen, Ji"]),
        (["undersample", "cda"], ["Kamiran & Calders 2012", "Chen, Ji & Evans 2023"], ["Orgad"]),
        (["scrub"], ["De-Arteaga et al. 2019", "Orgad et al. 2022"], ["Lu et al."]),
    ],
)
def test_methods_cited_follow_the_steps(types, expected, absent):
    from huggingface_hub import DatasetCard

    m = {
        "seed": 0,
        "config": {"steps": [{"type": t} for t in types]},
        "splits": {"train": {"rows_in": 1, "rows_out": 1, "steps": []}},
    }
    text = dataset_card(m)
    DatasetCard(text)  # parses
    for e in expected:
        assert e in text
    for a in absent:
        assert a not in text


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_card_of_a_folder_output_loads_with_load_dataset(tmp_path, engine):
    """issue 11.14: the card of a save_to_disk folder pointed to data/train-*, so
    datasets.load_dataset(folder) failed while load_from_disk worked."""
    import datasets

    from cdaprep.cli import main
    from tests.conftest import EXAMPLES

    out = tmp_path / "folder"
    args = ["assign-gender", str(EXAMPLES / "bios.csv"), "-o", str(out), "--text-column", "text"]
    assert main([*args, "--engine", engine, "--quiet"]) == 0
    loaded = datasets.load_dataset(str(out), cache_dir=str(tmp_path / "cache"))
    on_disk = datasets.load_from_disk(str(out))
    assert set(loaded) == set(on_disk) == {"train"}
    pd.testing.assert_frame_equal(loaded["train"].to_pandas(), on_disk["train"].to_pandas())


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_train_and_counterfactual_eval_folder_loads_with_load_dataset(tmp_path, engine):
    """The two splits of `augment --eval` have different columns: the card gives each its own
    config, so `datasets.load_dataset(folder)` loads `train` and
    `load_dataset(folder, "counterfactual_eval")` the pairs."""
    import datasets

    from cdaprep.cli import main
    from tests.conftest import EXAMPLES

    out = tmp_path / "folder"
    args = ["augment", str(EXAMPLES / "bios.csv"), "-o", str(out), "--method", "us-cda"]
    args += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    args += ["--eval", str(EXAMPLES / "bios_test.csv"), "--engine", engine, "--quiet"]
    assert main(args) == 0
    cache = str(tmp_path / "cache")
    on_disk = datasets.load_from_disk(str(out))
    train = datasets.load_dataset(str(out), cache_dir=cache)
    pairs = datasets.load_dataset(str(out), "counterfactual_eval", cache_dir=cache)
    assert set(train) == {"train"} and set(pairs) == {"counterfactual_eval"}
    for split, got in (("train", train), ("counterfactual_eval", pairs)):
        pd.testing.assert_frame_equal(got[split].to_pandas(), on_disk[split].to_pandas())


def test_lexicon_table_gives_the_versions_of_the_rule_tables_and_the_her_model():
    # the rule tables are one checksum and the her model a binary file: the card still says
    # which versions made the data (issue 13: the model's metadata holds its held-out score)
    m = {
        "seed": 0,
        "config": {"version": 1, "seed": 0, "steps": [{"type": "cda"}]},
        "splits": {"train": {"rows_in": 1, "rows_out": 2, "steps": []}},
        "lexicons": {"default": "aa", "rules": "bb", "her_model": "cc"},
    }
    rows = {line.split(" | ")[0]: line for line in dataset_card(m).splitlines() if " | `" in line}
    assert re.search(r"context \d+, count_nouns \d+", rows["| rules"])
    assert re.search(r"propernames \d+", rows["| rules"])
    assert re.search(r"features \d+, held-out his/him \d+\.\d\d%", rows["| her_model"])
    assert re.search(r"\| default \| \d+ \|", rows["| default"])
