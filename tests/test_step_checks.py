"""Common checks over every registered step, like scikit-learn's ``check_estimator``.

Every step, cdaprep's own and any registered later, goes through the same checks: its config
round-trips, ``get_params`` gives back the constructor's parameters, the input batch is never
changed, the row id column is kept, ``apply_stats`` gives the rows ``apply`` gives, the output
does not depend on the batch size, an empty input works, and missing / empty / non-string text
passes through unchanged.

A step runs with the parameters and input of :data:`EXAMPLES` when it has an entry there, else
with its default parameters on :func:`standard_frame`; a new step that needs more adds an entry.
"""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.datasets import read_raw
from cdaprep.engines.context import with_row_ids
from cdaprep.steps.base import INTERNAL_COLUMNS, ROW_ID, StepContext
from cdaprep.steps.registry import build_step, get_step, step_names

DATA = Path(__file__).parent / "data"
TEXT_CELLS = ["She sings.", "He reads his book.", None, "", 3.5, "Mr. Li met her mother."]


def standard_frame() -> pd.DataFrame:
    """Text (with missing, empty and non-string cells), labels and groups of several kinds."""
    n = 24
    texts = [TEXT_CELLS[i % len(TEXT_CELLS)] for i in range(n)]
    texts = [f"{t} #{i}" if isinstance(t, str) and t else t for i, t in enumerate(texts)]
    genders = ["female", "male", "none", "female", "male", "mixed"]
    return pd.DataFrame(
        {
            "text": texts,
            "label": [("nurse", "pilot", "chef")[i % 3] for i in range(n)],
            "gender": [genders[(i // 2) % len(genders)] for i in range(n)],
            "id": [f"r{i}" for i in range(n)],
        }
    )


def _raw(name: str):
    return lambda: read_raw(name, DATA / name).reset_index(drop=True)


EXAMPLES = {
    "assign-gender": ({"text_column": "text", "overwrite": True}, standard_frame),
    "gender-swap": ({"text_columns": "text"}, standard_frame),
    "cda": ({"text_columns": "text"}, standard_frame),
    "pairs": ({"text_columns": "text"}, standard_frame),
    "scrub": ({"text_columns": "text"}, standard_frame),
    "anonymize": ({"text_columns": "text"}, standard_frame),
    "reweigh": ({"label_column": "label"}, standard_frame),
    "undersample": ({"label_column": "label"}, standard_frame),
    "oversample": ({"label_column": "label"}, standard_frame),
    "dataset-biasbios": ({}, lambda: pd.read_json(DATA / "biasbios" / "ravfogel_sample.jsonl",
                                                  lines=True)),
    "dataset-jigsaw": ({}, lambda: pd.read_csv(DATA / "jigsaw" / "train.csv")),
    "dataset-winobias": ({}, _raw("winobias")),
    "dataset-winogender": ({}, lambda: read_raw("winogender",
                                                DATA / "winogender" / "all_sentences.tsv")),
}  # fmt: skip


def example(name: str):
    params, frame = EXAMPLES.get(name, ({}, standard_frame))
    return get_step(name)(**params), params, frame()


def run(step, frame: pd.DataFrame, **options) -> pd.DataFrame:
    return Pipeline([copy.deepcopy(step)], seed=3).run(frame, None, **options).frame


#: cdaprep's own steps and any step an installed package registers (not the steps test modules
#: define for themselves).
NAMES = [n for n in step_names() if not get_step(n).__module__.startswith("tests.")]


@pytest.mark.parametrize("name", NAMES)
def test_config_round_trip_and_params(name):
    step, params, _ = example(name)
    config = step.to_config()
    assert build_step(config).to_config() == config
    got = step.get_params()
    assert list(got) == type(step)._param_names()
    for k, v in params.items():
        assert got[k] == v


@pytest.mark.parametrize("name", NAMES)
def test_input_is_not_changed_and_row_ids_are_kept(name):
    step, _, frame = example(name)
    before = frame.copy(deep=True)
    out = run(step, frame, keep_row_id=True)
    pd.testing.assert_frame_equal(frame, before)
    assert ROW_ID in out.columns
    assert not set(INTERNAL_COLUMNS[1:]) & set(out.columns)  # the input position is never written


@pytest.mark.parametrize("name", NAMES)
def test_output_does_not_depend_on_the_batch_size(name):
    step, _, frame = example(name)
    ref = run(step, frame, keep_row_id=True)
    for bs in (1, 5):
        pd.testing.assert_frame_equal(run(step, frame, keep_row_id=True, batch_size=bs), ref)


@pytest.mark.parametrize("name", NAMES)
def test_empty_input_works(name):
    step, _, frame = example(name)
    out = run(step, frame.iloc[:0])
    assert len(out) == 0


@pytest.mark.parametrize("name", [n for n in NAMES if get_step(n).kind == "map"])
def test_apply_stats_gives_the_rows_apply_gives(name):
    step, _, frame = example(name)
    step.setup()
    batch = with_row_ids(frame, np.arange(len(frame)), None)
    full = step.apply(batch.copy(), StepContext(seed=3, key="0:x"))
    cheap = step.apply_stats(batch.copy(), StepContext(seed=3, key="0:x"))
    assert full[ROW_ID].tolist() == cheap[ROW_ID].tolist()
    text = set(step.writes()) & {"text"}
    keep = [c for c in full.columns if c not in text and c in cheap.columns]
    pd.testing.assert_frame_equal(full[keep], cheap[keep])


@pytest.mark.parametrize("name", [n for n, (_, f) in EXAMPLES.items() if f is standard_frame])
def test_missing_and_non_string_text_pass_through(name):
    step, _, frame = example(name)
    out = run(step, frame, keep_row_id=True)
    originals = out[out[ROW_ID].isin(range(len(frame)))]
    for rid, value in zip(originals[ROW_ID], originals["text"]):
        source = frame["text"].iloc[int(rid)]
        if not (isinstance(source, str) and source):  # missing, empty, a number
            assert (pd.isna(source) and pd.isna(value)) or value == source, (rid, value)
