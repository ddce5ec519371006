"""CDA, the presets (both orderings, the three weight strategies) and paired evaluation sets."""

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.presets import build_preset
from cdaprep.steps import CounterfactualAugment, CounterfactualPairs, Reweigh


@pytest.fixture
def train() -> pd.DataFrame:
    # nurse: 3 female, 1 male; surgeon: 1 female, 2 male; one row without a gendered word
    return pd.DataFrame(
        {
            "text": [
                "She is a nurse.",
                "Her shift ended.",
                "She helps her patients.",
                "He is a nurse.",
                "She operates.",
                "He operates.",
                "His team won.",
                "The surgeon operates.",
            ],
            "y": ["nurse", "nurse", "nurse", "nurse", "surgeon", "surgeon", "surgeon", "surgeon"],
            "gender": ["female", "female", "female", "male", "female", "male", "male", "male"],
        }
    )


def test_cda_adds_one_counterfactual_per_gendered_row(train):
    out = Pipeline([CounterfactualAugment(text_columns="text")]).transform(train)
    assert len(out) == 8 + 7
    cf = out[out.cda_role == "counterfactual"]
    assert cf["text"].tolist()[:3] == [
        "He is a nurse.",
        "His shift ended.",
        "He helps his patients.",
    ]
    assert cf["gender"].tolist() == ["male", "male", "male", "female", "male", "female", "female"]
    # every counterfactual follows its original and points at it
    for i in range(len(out)):
        if out.cda_role[i] == "counterfactual":
            assert (
                out.cda_role[i - 1] == "original" and out.cda_pair_id[i] == out.cda_pair_id[i - 1]
            )
    keep = Pipeline(
        [CounterfactualAugment(text_columns="text", no_gendered_word="keep")]
    ).transform(train)
    assert len(keep) == 16


def test_cda_replace_mode_is_seeded(train):
    a = Pipeline(
        [CounterfactualAugment(text_columns="text", mode="replace", p=0.5)], seed=1
    ).transform(train)
    b = Pipeline(
        [CounterfactualAugment(text_columns="text", mode="replace", p=0.5)], seed=1
    ).transform(train, batch_size=3)
    pd.testing.assert_frame_equal(a, b)
    assert len(a) == 8 and 0 < (a.cda_role == "counterfactual").sum() < 7
    allcf = Pipeline([CounterfactualAugment(text_columns="text", mode="replace", p=1.0)]).transform(
        train
    )
    assert (allcf.cda_role == "counterfactual").sum() == 7


def cell_counts(df, col="gender"):
    return df.groupby(["y", col]).size().to_dict()


def test_orderings_differ_as_the_paper_describes(train):
    first = Pipeline(build_preset("us-cda", text_columns="text", label_column="y")).transform(train)
    later = Pipeline(
        build_preset("us-cda", text_columns="text", label_column="y", order="cda-first")
    ).transform(train)
    # resample-first: undersample originals (nurse 1F+1M, surgeon 1F+1M = 4 rows; the row
    # without a gendered word may be among them), then every kept row brings its counterfactual
    orig = first[first.cda_role == "original"]
    assert cell_counts(orig) == {
        ("nurse", "female"): 1,
        ("nurse", "male"): 1,
        ("surgeon", "female"): 1,
        ("surgeon", "male"): 1,
    }
    cf = first[first.cda_role == "counterfactual"]
    assert set(cf.cda_pair_id) <= set(orig.cda_pair_id)  # every counterfactual with its original
    # cda-first: originals balanced by their gender, counterfactuals by their (counterfactual)
    # gender, separately
    o2 = later[later.cda_role == "original"]
    c2 = later[later.cda_role == "counterfactual"]
    assert cell_counts(o2) == {
        ("nurse", "female"): 1,
        ("nurse", "male"): 1,
        ("surgeon", "female"): 1,
        ("surgeon", "male"): 1,
    }
    # counterfactuals: nurse 3 male (from F) + 1 female -> 1+1; surgeon: 1 male + 1 female
    # (the row without a gendered word has no counterfactual) -> 1+1
    assert cell_counts(c2) == {
        ("nurse", "female"): 1,
        ("nurse", "male"): 1,
        ("surgeon", "female"): 1,
        ("surgeon", "male"): 1,
    }
    # ... so here some counterfactuals lose their original (pairs are broken), which never
    # happens with resample-first
    assert not set(c2.cda_pair_id) <= set(o2.cda_pair_id)


def test_cf_weight_strategies_hand_computed(train):
    t = train.iloc[:7]  # every row has a gendered word
    # originals: nurse F3 M1, surgeon F1 M2; N=7, N_F=4, N_M=3, N_nurse=4, N_surgeon=3
    w = {
        ("female", "nurse"): 4 * 4 / (7 * 3),
        ("male", "nurse"): 3 * 4 / (7 * 1),
        ("female", "surgeon"): 4 * 3 / (7 * 1),
        ("male", "surgeon"): 3 * 3 / (7 * 2),
    }
    flip = {"female": "male", "male": "female"}
    for strategy in ("same", "counterfactual", "one"):
        out = Pipeline(
            build_preset("rw-cda", text_columns="text", label_column="y", cf_weight=strategy)
        ).transform(t)
        for _, r in out.iterrows():
            if r.cda_role == "original":
                exp = w[(r.gender, r.y)]
            elif strategy == "same":
                exp = w[(flip[r.gender], r.y)]
            elif strategy == "counterfactual":
                exp = w[(r.gender, r.y)]
            else:
                exp = 1.0
            assert r.sample_weight == pytest.approx(exp), (strategy, r.text)
        orig_total = out[out.cda_role == "original"].sample_weight.sum()
        assert orig_total == pytest.approx(7)


def test_rw_cda_same_equals_reweigh_then_cda(train):
    a = Pipeline(build_preset("rw-cda", text_columns="text", label_column="y")).transform(train)
    b = Pipeline([Reweigh(label_column="y"), CounterfactualAugment(text_columns="text")]).transform(
        train
    )
    pd.testing.assert_series_equal(a.sample_weight, b.sample_weight)


def test_pairs(train):
    out = Pipeline([CounterfactualPairs(text_columns="text")]).transform(train)
    assert len(out) == 16
    assert out.groupby("cda_pair_id").size().eq(2).all()
    assert all(
        sorted(g) == ["female", "male"] for g in out.groupby("cda_pair_id")["gender"].apply(list)
    )
    first = out[out.cda_pair_id == 0]
    assert first[["text", "gender", "cda_role"]].values.tolist() == [
        ["She is a nurse.", "female", "original"],
        ["He is a nurse.", "male", "counterfactual"],
    ]
    flagged = out[~out.cda_has_gendered_word]
    assert flagged["text"].tolist() == ["The surgeon operates."] * 2
    assert (
        out.groupby("cda_pair_id")["cda_role"].apply(lambda r: (r == "original").sum()) == 1
    ).all()


def test_mixed_rows_get_two_counterfactuals():
    df = pd.DataFrame({"text": ["He met her."], "gender": ["mixed"]})
    out = Pipeline([CounterfactualPairs(text_columns="text")]).transform(df)
    assert out[["text", "gender", "cda_role"]].values.tolist() == [
        ["She met her.", "female", "counterfactual"],
        ["He met him.", "male", "counterfactual"],
    ]


def test_string_row_ids_stay_strings_through_cda_and_oversampling(tmp_path):
    from cdaprep.io import read_frame
    from cdaprep.steps import Oversample

    df = pd.DataFrame(
        {
            "id": ["a", "b", "c"],
            "text": ["She ran.", "He ran.", "He sat."],
            "y": [1, 1, 1],
            "gender": ["female", "male", "male"],
        }
    )
    p = Pipeline([Oversample(label_column="y"), CounterfactualAugment(text_columns="text")])
    p.run(df, tmp_path / "o.parquet", id_column="id", keep_row_id=True)
    out = read_frame(tmp_path / "o.parquet")
    ids = out["_cda_row_id"].tolist()
    assert all(isinstance(i, str) for i in ids) and len(set(ids)) == len(ids) == 8
    assert "a~1" in ids and out["cda_pair_id"].tolist()[:2] == ["a", "a"]


def test_existing_cda_columns_are_refused_not_overwritten(tmp_path, capsys):
    # the input's cda_pair_id / cda_role (pairA / anchor) became "0" / original, silently
    from cdaprep.cli import main
    from cdaprep.datasets import adapter_step
    from cdaprep.errors import UsageError

    src = tmp_path / "pre.csv"
    src.write_text(
        "id,text,gender,cda_pair_id,cda_role\n"
        "1,She is a nurse.,female,pairA,anchor\n2,He is a nurse.,male,pairB,anchor\n"
    )
    out = tmp_path / "out.csv"
    assert (
        main(["augment", str(src), "-o", str(out), "--method", "cda", "--text-column", "text"]) == 2
    )
    err = capsys.readouterr().err
    assert "already has column 'cda_pair_id'" in err and "'source_cda_pair_id'" in err
    assert not out.exists()
    df = pd.read_csv(src).drop(columns=["cda_pair_id"])
    for step in (
        CounterfactualAugment(text_columns="text"),
        CounterfactualPairs(text_columns="text"),
    ):
        with pytest.raises(UsageError, match="already has column 'cda_role'.*Rename"):
            Pipeline([step]).transform(df)
    # WinoBias is already a paired evaluation set: CDA would re-pair its pairs
    raw = pd.DataFrame(
        {
            "file": ["pro_stereotyped_type1.txt.dev", "anti_stereotyped_type1.txt.dev"],
            "line": ["1 [The cook] ran as [he] was late.", "1 [The cook] ran as [she] was late."],
        }
    )
    with pytest.raises(UsageError, match="winobias"):
        Pipeline([adapter_step("winobias"), CounterfactualAugment(text_columns="text")]).transform(
            raw
        )


@pytest.mark.parametrize("dtype", ["string[pyarrow]", "str", "string"])
@pytest.mark.parametrize("step", ["augment", "pairs"])
def test_counterfactual_text_keeps_its_dtype(train, dtype, step):
    # a text column read from a file (string[pyarrow]) came back as object once a row was
    # swapped, and as string[pyarrow] from an input without rows; pairs made object of str too
    s = CounterfactualAugment() if step == "augment" else CounterfactualPairs()
    df = train.astype({"text": dtype})
    df.loc[7, "text"] = None
    out = Pipeline([s], seed=1).transform(df, progress=False)
    empty = Pipeline([s], seed=1).transform(df.iloc[:0], progress=False)
    assert out["text"].dtype == df["text"].dtype == empty["text"].dtype
    assert out["text"].isna().sum() == (1 if step == "augment" else 2)


def test_group_map_adds_to_female_male():
    """The README's example, CounterfactualAugment(group_map={"neutral": "neutral"}), stopped
    with "input row 1 (1-based) has 'female' in group column 'gender'; counterfactual
    augmentation needs one of 'mixed', 'neutral', 'none'": the map replaced female <-> male
    instead of adding neutral to it."""
    df = pd.DataFrame(
        {
            "text": ["She is a nurse.", "Xe is a pilot and he helps."],
            "gender": ["female", "neutral"],
        }
    )
    out = Pipeline([CounterfactualAugment(group_map={"neutral": "neutral"})]).transform(df)
    assert out["text"].tolist() == [
        "She is a nurse.",
        "He is a nurse.",
        "Xe is a pilot and he helps.",
        "Xe is a pilot and she helps.",
    ]
    assert out["gender"].tolist() == ["female", "male", "neutral", "neutral"]
    # a full map (what a manifest or config of an earlier run holds) gives the same rows
    full = {"female": "male", "male": "female", "neutral": "neutral"}
    pd.testing.assert_frame_equal(
        out, Pipeline([CounterfactualAugment(group_map=full)]).transform(df)
    )
    assert CounterfactualAugment(group_map={"neutral": "neutral"}).to_config()["group_map"] == {
        "neutral": "neutral"
    }


def test_group_map_entry_replaces_the_default_of_its_group_only():
    df = pd.DataFrame({"text": ["She is here.", "He is here."], "gender": ["Female", "male"]})
    step = CounterfactualAugment(group_map={"Female": "female"})  # keys read as groups are
    assert Pipeline([step]).transform(df)["gender"].tolist() == [
        "Female",
        "female",
        "male",
        "female",
    ]


def test_reweigh_maps_counterfactuals_back_through_the_extended_map(train):
    """Reweigh(cf_weight="same", group_map={"neutral": "neutral"}) mapped a counterfactual's
    group back through neutral only: a male counterfactual of a female original got the weight
    of the male cell, as cf_weight="counterfactual" does."""
    cda = CounterfactualAugment(text_columns="text")

    def weights(**kw):
        rw = Reweigh(label_column="y", role_column="cda_role", **kw)
        return Pipeline([cda, rw]).transform(train)["sample_weight"]

    pd.testing.assert_series_equal(weights(group_map={"neutral": "neutral"}), weights())
