"""In-domain adaptation of the her/his disambiguator as a fitted step (issue 13.2): a statistics
pass collects the data's own self-labelled his/him contexts, the shipped model is trained on
further; deterministic for a seed, recorded in the manifest, the same on every engine."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.presets import build_preset
from cdaprep.steps import CounterfactualPairs, GenderSwap

CAPTORS = ["rebels", "pirates", "gang", "captors", "soldiers", "bandits"]
MALE = [f"The {w} held him hostage for {n} days." for w in CAPTORS for n in range(2, 12)]
MALE += [f"They made him captain in {y}, and his team won." for y in range(1990, 2010)]
HELD_OUT = [
    # (female text, the to-male swap the domain's own contexts teach)
    ("The pirates held her hostage for a week.", "The pirates held him hostage for a week."),
    ("The club made her captain last year.", "The club made him captain last year."),
]


def frame() -> pd.DataFrame:
    rows = MALE + [t for t, _ in HELD_OUT]
    return pd.DataFrame({"text": rows, "gender": ["male"] * len(MALE) + ["female"] * 2})


def test_adaptation_learns_the_domain():
    df = frame()
    base = Pipeline([GenderSwap(text_columns="text", direction="to-male")]).transform(df)
    adapted = Pipeline([GenderSwap(text_columns="text", direction="to-male", adapt=True)])
    out = adapted.transform(df)
    assert out["text"].tolist()[-2:] == [want for _, want in HELD_OUT]
    assert base["text"].tolist()[-2:] != out["text"].tolist()[-2:]  # the shipped model errs here


def test_adaptation_is_recorded_and_deterministic_for_a_seed(tmp_path):
    df = frame()
    runs = [
        Pipeline([GenderSwap(text_columns="text", adapt=True)], seed=4).run(df, batch_size=bs)
        for bs in (7, 4096)
    ]
    fits = [r.manifest["splits"]["data"]["steps"][0]["fit"] for r in runs]
    assert fits[0] == fits[1]
    summary = fits[0]["adapted_disambiguator"]
    assert summary["examples"] == len(MALE) + 20 and summary["seed"] == 4
    pd.testing.assert_frame_equal(runs[0].frame, runs[1].frame)
    other = Pipeline([GenderSwap(text_columns="text", adapt=True)], seed=5).run(df)
    other_fit = other.manifest["splits"]["data"]["steps"][0]["fit"]["adapted_disambiguator"]
    assert other_fit["fingerprint"] != summary["fingerprint"]


@pytest.mark.parametrize("engine,opts", [("local", {"num_proc": 2}), ("hf", {"cache_dir": None})])
def test_adaptation_on_other_engines(tmp_path, engine, opts):
    df = frame()
    steps = [CounterfactualPairs(text_columns="text", adapt=True)]
    ref = Pipeline(steps, seed=1).run(df, keep_row_id=True, batch_size=9).frame
    if "cache_dir" in opts:
        opts = {"cache_dir": str(tmp_path / "c")}
    got = Pipeline(steps, seed=1).run(df, engine=engine, keep_row_id=True, batch_size=9, **opts)
    pd.testing.assert_frame_equal(got.frame, ref, check_dtype=False)


@pytest.mark.ray
def test_adaptation_on_ray(ray_session):
    df = frame()
    steps = build_preset("cda", text_columns="text", adapt=True)
    ref = Pipeline(steps, seed=1).run(df, keep_row_id=True, batch_size=9).frame
    got = Pipeline(steps, seed=1).run(df, engine="ray", keep_row_id=True, batch_size=9).frame
    key = "_cda_row_id"
    pd.testing.assert_frame_equal(
        got.sort_values(key).reset_index(drop=True),
        ref.sort_values(key).reset_index(drop=True),
        check_dtype=False,
    )


def test_cli_adapt_on_swap_augment_and_pairs(tmp_path):
    src = tmp_path / "in.csv"
    df = frame()
    df["label"] = "x"
    df.to_csv(src, index=False)
    common = ["--text-column", "text", "--adapt", "--quiet"]
    assert main(["swap", str(src), "-o", str(tmp_path / "s.csv"), *common]) == 0
    assert main(["pairs", str(src), "-o", str(tmp_path / "p.csv"), *common]) == 0
    args = ["augment", str(src), "-o", str(tmp_path / "a.csv"), "--method", "cda"]
    assert main([*args, "--label-column", "label", *common]) == 0
    for name in ("s.csv", "p.csv", "a.csv"):
        m = json.loads((tmp_path / f"{name}.manifest.json").read_text())
        step = m["splits"]["data"]["steps"][-1]
        assert step["fit"]["adapted_disambiguator"]["examples"] > 0, name
    swapped = pd.read_csv(tmp_path / "s.csv")["text"].tolist()
    assert swapped[-2] == "The pirates held him hostage for a week."
