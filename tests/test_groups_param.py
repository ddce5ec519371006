"""A ``groups=`` parameter given as one string is read as the command line reads ``--groups``.

``Reweigh(label_column="job", groups="female,male")`` iterated the string letter by letter: it
warned "--groups names 'f', 'e', 'm', 'a', 'l', ..., which no row of group column 'gender' has"
and balanced nothing (every weight 1.0; ``Undersample`` kept all 6 rows), while
``cdaprep reweigh --groups female,male`` balanced female and male. ``evaluate(...,
groups="female")`` stopped with "group 'f' does not occur" and
``CounterfactualPairs(groups="female,male,neutral")`` with "Got 'f'"."""

from __future__ import annotations

import warnings

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.errors import UsageError
from cdaprep.metrics import bootstrap_metrics
from cdaprep.metrics.report import evaluate
from cdaprep.steps import CounterfactualPairs, Oversample, Reweigh, Undersample

DF = pd.DataFrame(
    {
        "text": ["She is.", "He is.", "He is.", "She is.", "She is.", "He is."],
        "job": ["nurse"] * 3 + ["pilot"] * 3,
        "gender": ["female", "male", "male", "female", "female", "male"],
    }
)


def transform(step) -> pd.DataFrame:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no "--groups names 'f', 'e', ..." warning
        return Pipeline([step]).transform(DF)


@pytest.mark.parametrize("given", ["female,male", "female, male", " female ,male,", "Female,MALE"])
def test_a_string_of_groups_balances_as_the_list_does(given):
    want = transform(Reweigh(label_column="job", groups=["female", "male"]))["sample_weight"]
    assert want.tolist() == [1.5, 0.75, 0.75, 0.75, 0.75, 1.5]
    got = transform(Reweigh(label_column="job", groups=given))
    assert got["sample_weight"].tolist() == want.tolist()
    assert Reweigh(label_column="job", groups=given).groups == [
        g.strip() for g in given.split(",") if g.strip()
    ]
    assert len(transform(Undersample(label_column="job", groups=given))) == 4
    assert len(transform(Oversample(label_column="job", groups=given))) == 8


def test_one_group_as_a_string_is_that_group():
    rw = Reweigh(label_column="job", groups="female")
    assert rw.groups == ["female"]
    w = transform(rw)["sample_weight"].tolist()
    # male rows are outside the groups reweighed: weight 1
    assert [x for x, g in zip(w, DF.gender) if g == "male"] == [1.0, 1.0, 1.0]
    assert Undersample(label_column="job", groups="female").groups == ["female"]


def test_the_config_of_a_step_given_a_string_holds_the_list():
    cfg = Reweigh(label_column="job", groups="female,male").to_config()
    assert cfg["groups"] == ["female", "male"]


@pytest.mark.parametrize("cls", [Reweigh, Undersample, Oversample, CounterfactualPairs])
def test_a_string_that_names_no_group_is_a_usage_error(cls):
    with pytest.raises(UsageError, match=r"'groups' parameter of .*'female,male'.* Got ','"):
        cls(groups=",")


def test_pairs_take_a_string_of_groups():
    step = CounterfactualPairs(groups="female,male,neutral")
    assert step.groups == ["female", "male", "neutral"]
    assert CounterfactualPairs(groups="Female, male").groups == ["female", "male"]


def test_metrics_take_a_string_of_groups():
    df = pd.DataFrame(
        {
            "y": [0, 1, 0, 1, 0, 1],
            "p": [0, 1, 1, 1, 0, 0],
            "gender": ["female", "female", "male", "male", "neutral", "neutral"],
        }
    )
    kw = dict(label_column="y", prediction_column="p", n_boot=0, min_count=0)
    one = evaluate([("run", df)], groups="female", **kw)
    assert one["inputs"]["groups"] == ["female"]
    two = evaluate([("run", df)], groups="female,neutral", **kw)
    assert two["inputs"]["groups"] == ["female", "neutral"]
    assert two == evaluate([("run", df)], groups=["female", "neutral"], **kw)
    r = bootstrap_metrics(df.y, df.p, sensitive_features=df.gender, groups="female,neutral")
    assert sorted(r["by_group"]) == ["female", "neutral"]


def test_the_command_line_and_python_read_a_string_alike():
    from cdaprep.groups import group_list, split_values

    assert split_values(["female,male", "neutral"]) == ["female", "male", "neutral"]
    assert group_list("female,male", owner="x") == split_values(["female,male"])
    assert group_list(("female", "male"), owner="x") == ["female", "male"]
    assert group_list(None, owner="x") is None
    assert group_list(1, owner="x") == [1]  # a group of an integer column


def test_audit_takes_groups_and_methods_as_strings():
    """``audit(..., methods="us")`` stopped with "unknown method 'u'"."""
    from cdaprep.audit import audit

    rep = audit(DF, text_columns="text", label_column="job", methods="us,rw", groups="female")
    assert sorted(rep["plan"]) == ["rw", "us"]
    assert rep["inputs"]["plan_options"]["groups"] == ["female"]


def test_compute_metrics_takes_per_class_as_a_string():
    """``causal_compute_metrics(pairs, per_class="tpr")`` stopped with "got 't'"."""
    from cdaprep.integrations.hf import causal_compute_metrics

    pairs = pd.DataFrame(
        {
            "gender": ["female", "male"] * 4,
            "cda_pair_id": [0, 0, 1, 1, 2, 2, 3, 3],
            "cda_role": ["original", "counterfactual"] * 4,
        }
    )
    assert callable(causal_compute_metrics(pairs, per_class="tpr,fpr", groups="female"))
