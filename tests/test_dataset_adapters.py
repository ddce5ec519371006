"""Dataset adapters (cdaprep.datasets) on fixtures in the exact source formats (acceptance 4)."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.datasets import adapter_step, prepare, read_raw
from cdaprep.errors import DataError, UsageError

DATA = Path(__file__).parent / "data"


def _run(name, data, **opts):
    raw = read_raw(name, data) if isinstance(data, Path) and name.startswith("wino") else data
    r = Pipeline([adapter_step(name, **opts)]).run(raw, None)
    return r.frame, r.manifest["splits"]["data"]["steps"][0]["counters"]


def test_hf_datasets_import_is_not_shadowed():
    import datasets

    import cdaprep.datasets

    assert hasattr(datasets, "load_dataset") and cdaprep.datasets.__name__ == "cdaprep.datasets"


# -- Jigsaw ------------------------------------------------------------------------------------


def test_jigsaw_kaggle_train_csv():
    out, counts = _run("jigsaw", str(DATA / "jigsaw" / "train.csv"))
    assert counts == {"dropped:missing_identity": 2, "dropped:gender_gap": 2}
    assert out["id"].tolist() == [59848, 59849, 59859, 59863]
    assert out["label"].tolist() == ["toxic", "non-toxic", "non-toxic", "toxic"]  # 0.5 is not toxic
    assert out["gender"].tolist() == ["female", "male", "female", "male"]
    assert out["text"].iloc[3] == 'He said, "no way",\nand then he left.'
    assert "comment_text" not in out.columns and "female" in out.columns


def test_jigsaw_missing_toxicity_and_options():
    df = pd.DataFrame(
        {
            "text": ["a", "b", "c"],
            "toxicity": [None, 0.9, 0.3],
            "female": [1.0, 0.1, 0.0],
            "male": [0.0, 0.9, 0.6],
        }
    )
    out, counts = _run("jigsaw", df, min_gap=0.7)
    assert counts == {"dropped:missing_toxicity": 1, "dropped:gender_gap": 1}
    assert out["gender"].tolist() == ["male"]
    with pytest.raises(UsageError, match="toxicity"):
        _run("jigsaw", df.drop(columns=["toxicity"]))


# -- Bias in Bios ------------------------------------------------------------------------------


def test_biasbios_hub_layout(tmp_path, monkeypatch):
    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "c"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    out, counts = _run(
        "biasbios",
        str(DATA / "hub" / "LabHC" / "bias_in_bios" / "data" / "train-00000-of-00001.parquet"),
    )
    assert counts == {"dropped:missing_profession": 1, "dropped:missing_gender": 1}
    assert out.columns.tolist() == ["text", "profession", "gender"]
    assert out["profession"].tolist() == ["professor", "attorney", "yoga_teacher"]
    assert out["gender"].tolist() == ["female", "male", "female"]


def test_biasbios_first_sentence_masks_titles():
    src = DATA / "biasbios" / "ravfogel_sample.jsonl"
    out, counts = _run("biasbios", str(src), first_sentence=True)
    assert out["text"].tolist() == [
        "Alice Smith is a registered _ at Mercy Hospital. She works with _ and doctors on the "
        "night shift.",
        "Bob Lee is a _ at Acme. He leads a team of _ building compilers.",
        "_ Kool plays house music. He was a teacher before.",
    ]
    assert counts == {"masked_rows": 3, "masked_titles": 5}
    assert out["profession"].tolist() == ["nurse", "software_engineer", "dj"]
    assert out["gender"].tolist() == ["female", "male", "male"]
    out_all, _ = _run("biasbios", str(src), first_sentence=True, mask="all")
    assert out_all["text"].iloc[2] == "_ Kool plays house music. He was a _ before."
    default, _ = _run("biasbios", str(src))
    assert default["text"].iloc[0] == "She works with nurses and doctors on the night shift."


def test_biasbios_errors():
    hub_like = pd.DataFrame({"hard_text": ["x"], "profession": [3], "gender": [1]})
    with pytest.raises(UsageError, match="whole biography"):
        _run("biasbios", hub_like, first_sentence=True)
    with pytest.raises(DataError, match="profession 28"):
        _run("biasbios", hub_like.assign(profession=[28]))
    with pytest.raises(DataError, match="gender 2"):
        _run("biasbios", hub_like.assign(gender=[2]))
    # the row is named as a user counts it, after the dropped rows too
    three = pd.DataFrame({"hard_text": ["x"] * 3, "profession": [None, 3, 99], "gender": [1] * 3})
    with pytest.raises(DataError, match=r"input row 3 \(1-based\) has profession 99"):
        _run("biasbios", three)


# -- WinoBias ----------------------------------------------------------------------------------


def test_winobias_fixture_pairs_and_drops():
    out, counts = _run("winobias", DATA / "winobias")
    assert counts == {"dropped:unparsable": 2, "dropped:unpaired": 2, "dropped:mismatched_pair": 2}
    assert len(out) == 12
    assert out.groupby("cda_pair_id").size().eq(2).all()
    pair = out[out["cda_pair_id"] == "dev-type1-1"].set_index("cda_role")
    assert pair.loc["original", "text"] == (
        "The developer argued with the designer because he did not like the design."
    )
    assert pair.loc["original", "stereotype"] == "pro"
    assert pair.loc["counterfactual", "gender"] == "female"
    assert pair["occupation"].tolist() == ["developer", "developer"]
    two = out[out["cda_pair_id"] == "dev-type1-4"]  # two pronouns in brackets
    assert two["gender"].tolist() == ["male", "female"] or two["gender"].tolist() == [
        "female",
        "male",
    ]
    assert out["cda_has_gendered_word"].all()
    assert set(out["type"]) == {1, 2} and set(out["split"]) == {"dev"}


def test_winobias_real_dev_split():
    shared = Path(__file__).resolve().parents[2] / "shared" / "data" / "winobias-dev"
    if not shared.is_dir():
        pytest.skip("shared WinoBias dev files not present")
    out = prepare("winobias", shared)
    assert len(out) % 2 == 0 and (out["gender"] == "female").sum() == len(out) // 2


# -- WinoGender --------------------------------------------------------------------------------


def test_winogender_fixture_triples_and_drops():
    out, counts = _run("winogender", DATA / "winogender" / "all_sentences.tsv")
    assert counts == {"dropped:unparsable": 1, "dropped:duplicate": 1, "dropped:unpaired": 2}
    assert len(out) == 8
    neutral = out[out["gender"] == "neutral"]
    assert len(neutral) == 2 and neutral["cda_pair_id"].isna().all()
    assert (neutral["cda_role"] == "neutral").all() and not neutral["cda_has_gendered_word"].any()
    gendered = out[out["gender"] != "neutral"]
    roles = gendered.groupby("cda_pair_id")["cda_role"].apply(sorted)
    assert len(roles) == 3 and all(r == ["counterfactual", "original"] for r in roles)
    para = out[out["winogender_id"] == "paramedic.someone.1"]
    assert para["text"].iloc[0].startswith('"The paramedic')  # QUOTE_NONE: kept as in the file
    assert set(para["referent"]) == {"participant"}


def test_winogender_original_choice_is_fixed():
    from cdaprep.datasets.winogender import original_gender

    assert original_gender("technician.customer.0") == original_gender("technician.customer.0")
    picks = {original_gender(f"o{i}.p.0") for i in range(20)}
    assert picks == {"female", "male"}


def test_adapter_in_cli_run_config(tmp_path):
    from cdaprep.cli import main

    cfg = tmp_path / "p.toml"
    cfg.write_text(
        f'input = "{DATA / "jigsaw" / "train.csv"}"\noutput = "{tmp_path / "o.csv"}"\n'
        '[[steps]]\ntype = "dataset-jigsaw"\n[[steps]]\ntype = "reweigh"\n'
        'label_column = "label"\n'
    )
    assert main(["run", str(cfg), "--quiet"]) == 0
    assert len(pd.read_csv(tmp_path / "o.csv")) == 4


_BIOS_HUB = {
    "hard_text": [
        "She works at a hospital.",
        "He works at a hospital.",
        "She writes code.",
        "He writes code.",
    ],
    "profession": [13, 13, 24, 24],
    "gender": [1, 0, 1, 0],
}
_JIGSAW = {
    "comment_text": ["She is awful.", "He is awful.", "She is nice.", "He is nice."],
    "target": [0.9, 0.8, 0.1, 0.0],
    "female": [1.0, 0.0, 1.0, 0.0],
    "male": [0.0, 1.0, 0.0, 1.0],
}


@pytest.mark.parametrize("engine", ["local", "hf"])
@pytest.mark.parametrize("fmt", ["parquet", "csv"])
@pytest.mark.parametrize(
    "dataset,data,label", [("biasbios", _BIOS_HUB, "profession"), ("jigsaw", _JIGSAW, "label")]
)
def test_adapter_before_a_fitted_method_reads_its_source_columns(
    tmp_path, monkeypatch, engine, fmt, dataset, data, label
):
    # The statistics pass of the fitted step read only the columns the steps declared; the
    # adapters' sources ('hard_text', 'comment_text', 'target'...) were never read ("the
    # biasbios input has no text column").
    from cdaprep.cli import main

    monkeypatch.setenv("HF_DATASETS_CACHE", str(tmp_path / "c"))
    src = tmp_path / f"in.{fmt}"
    df = pd.DataFrame(data)
    df.to_parquet(src) if fmt == "parquet" else df.to_csv(src, index=False)
    out = tmp_path / "out.parquet"
    args = ["augment", str(src), "-o", str(out), "--dataset", dataset, "--method", "rw-cda"]
    args += ["--text-column", "text", "--label-column", label, "--engine", engine, "--quiet"]
    assert main(args) == 0
    got = pd.read_parquet(out)
    assert len(got) == 8 and set(got["cda_role"]) == {"original", "counterfactual"}
    assert got["sample_weight"].tolist() == [1.0] * 8


def test_plan_reads_the_adapters_source_columns():
    from cdaprep.planning import plan_passes
    from cdaprep.steps import Reweigh
    from cdaprep.steps.base import MapStep

    steps = [adapter_step("jigsaw"), Reweigh(label_column="label")]
    cols = ["id", "comment_text", "target", "female", "male", "extra"]
    fit = plan_passes(steps, cols)[0]
    assert fit.columns == ["comment_text", "target", "female", "male"]

    class Unknown(MapStep):  # reads columns it cannot name before it sees the data
        name = "unknown-reads"

        def reads_from(self, columns):
            return None

        def apply(self, batch, ctx):
            return batch

    fit = plan_passes([Unknown(), Reweigh(label_column="label")], ["text", "label"])[0]
    assert fit.columns is None  # every column, never none


def test_winogender_with_cda_is_refused_before_any_work(tmp_path, capsys):
    # failed on the adapter's own neutral rows: "Map the values to these first or pass
    # group_map" (a Python-only parameter); WinoGender is already paired, so CDA is refused
    from cdaprep.cli import main

    out = tmp_path / "o.csv"
    args = ["augment", str(DATA / "winogender"), "-o", str(out), "--dataset", "winogender"]
    assert main([*args, "--method", "cda", "--text-column", "text"]) == 2
    err = capsys.readouterr().err
    assert "already has column 'cda_pair_id'" in err and "winogender" in err
    assert not out.exists()
