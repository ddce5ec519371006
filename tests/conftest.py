"""Shared fixtures."""

from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import settings

# Property tests draw the same examples on every run, so the suite passes or fails the same way
# on every machine; HYPOTHESIS_PROFILE=explore draws new random examples (and more of them) to
# look for bugs, e.g. before a release. A failure found there becomes an @example or unit test.
settings.register_profile("default", derandomize=True, max_examples=200)
settings.register_profile("explore", derandomize=False, max_examples=2000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "data"
WINOBIAS = REPO.parent / "shared" / "data" / "winobias-dev"


def messy_frame() -> pd.DataFrame:
    """A DataFrame of every kind of column a user hands to Pipeline.transform: text with a
    missing value and an empty string, int, float, bool, category, nullable Int64 (with a
    missing value) and datetime."""
    return pd.DataFrame(
        {
            "text": ["She is a nurse.", "He is a pilot.", None, "", "His sister sings."],
            "label": [1, 0, 1, 0, 1],
            "weight": [0.5, 1.0, 1.5, 2.0, 2.5],
            "flag": [True, False, True, False, True],
            "group": pd.Categorical(["a", "b", "a", "c", "b"]),
            "n": pd.array([1, None, 3, 4, 5], dtype="Int64"),
            "when": pd.to_datetime([f"2020-01-0{i}" for i in range(1, 6)]),
        }
    )


def messy_files(folder) -> dict:
    """messy_frame written as Parquet (its category a dictionary column), CSV and JSON lines,
    and a Parquet file of no row: ``{name: path}``."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    df = messy_frame()
    table = pa.Table.from_pandas(df, preserve_index=False)
    paths = {k: folder / f"messy.{k}" for k in ("parquet", "csv", "jsonl")}
    pq.write_table(table, paths["parquet"])
    pq.write_table(table.slice(0, 0), folder / "empty.parquet")
    df.to_csv(paths["csv"], index=False)
    df.to_json(paths["jsonl"], orient="records", lines=True)
    return {**paths, "empty-parquet": folder / "empty.parquet"}


def messy_pipelines() -> dict:
    """Pipelines whose DataFrame output must not depend on the engine (see messy_frame)."""
    from cdaprep import Pipeline
    from cdaprep.steps import AssignGender, CounterfactualAugment, GenderSwap, Reweigh

    return {
        "assign-cda": Pipeline([AssignGender(), CounterfactualAugment()], seed=1),
        "swap-edits": Pipeline([GenderSwap(edits_column="edits")]),
        "assign-reweigh": Pipeline([AssignGender(), Reweigh(label_column="label")]),
    }


@pytest.fixture
def bios() -> pd.DataFrame:
    """The bundled example dataset."""
    from cdaprep.io import read_frame

    return read_frame(EXAMPLES / "bios.csv")


@pytest.fixture
def tiny() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "text": [
                "She is a nurse.",
                "He is a nurse.",
                "He is a pilot.",
                None,
                "",
                "Mr. Diaz and Mrs. Diaz",
                "The pilot",
                "Her father",
            ],
            "label": ["nurse", "nurse", "pilot", "pilot", "nurse", "pilot", "pilot", "nurse"],
        }
    )


@pytest.fixture(scope="session")
def ray_session():
    """A local Ray cluster for the whole session (reused by every test, shut down at the end)."""
    ray = pytest.importorskip("ray")
    import logging

    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.WARNING)
    yield ray
    if started:
        ray.shutdown()
