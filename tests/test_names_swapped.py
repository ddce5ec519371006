"""Which first names a run swapped (issue 13, names): every swapping step counts the names it
changed, the manifest lists them per step as ``names_swapped`` (most often first), the command
line names the most frequent and the dataset card lists them, so that a user sees at once the
brands, places or pets of their data to keep with ``--never-swap``.

Name partners (lexicons/names.tsv): Annie <-> Earl, Amy <-> Benjamin... (whatever the lexicon
says: the tests read the names swapped, not their partners).
"""

from __future__ import annotations

import json

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.card import dataset_card
from cdaprep.cli import main
from cdaprep.steps import CounterfactualAugment, CounterfactualPairs, GenderSwap
from cdaprep.swap import GenderSwapper

# real-data shapes: a review naming a brand with 's, an accented name, a name in capitals (not
# swapped), rows with no name, missing and empty text, a name only a surname here
REVIEWS = [
    "I love Annie's products and these crackers are my new favorite.",
    "Annie's soup is fine, but Amy's is better. He said so too.",
    "José and Amy came to the party; he brought wine.",
    "WILL IT BLEND? He asked.",
    "No name here, just a good snack.",
    None,
    "",
    "Mr. Annie was late.",  # a surname: not swapped, not counted
]


def frame() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "text": REVIEWS * 3,
            "gender": ["female", "male", "male", "male", "female", "male", "female", "male"] * 3,
        }
    )


def step_report(result, i: int = 0) -> dict:
    return result.manifest["splits"]["data"]["steps"][i]


def test_the_swapper_says_which_edits_are_names():
    sw = GenderSwapper(names=True)
    text, edits = sw.swap_batch(["He met José and Annie's brother."])[0]
    assert sw.names_in(edits) == ["José", "Annie"]
    # words, titles and pronouns are no names; nor is anything without names=True
    _, edits = sw.swap_batch(["Mrs. Smith saw her son."])[0]
    assert edits and sw.names_in(edits) == []
    plain = GenderSwapper()
    assert plain.names_in(plain.swap_batch(["He met Annie."])[0][1]) == []


def test_gender_swap_lists_the_names_it_swapped():
    got = step_report(Pipeline([GenderSwap(text_columns="text", names=True)]).run(frame()))
    assert got["names_swapped"] == {"Annie": 6, "Amy": 6, "José": 3}
    assert list(got["names_swapped"]) == ["Amy", "Annie", "José"]  # most often, then by name
    assert not any(k.startswith("name_swapped:") for k in got["counters"])
    assert got["counters"]["text_missing:text"] == 3
    # without names nothing is listed
    off = step_report(Pipeline([GenderSwap(text_columns="text")]).run(frame()))
    assert "names_swapped" not in off


def test_the_list_is_the_same_whatever_the_batches_and_processes():
    step = [GenderSwap(text_columns="text", names=True)]
    runs = [Pipeline(step).run(frame(), batch_size=bs) for bs in (1, 5, 4096)]
    runs.append(Pipeline(step).run(frame(), batch_size=4, num_proc=2))
    lists = [step_report(r)["names_swapped"] for r in runs]
    assert all(x == lists[0] for x in lists) and lists[0]


def test_augment_and_pairs_list_their_names():
    cda = step_report(
        Pipeline([CounterfactualAugment(text_columns="text", names=True)]).run(frame())
    )
    assert cda["names_swapped"] == {"Amy": 6, "Annie": 6, "José": 3}
    pairs = step_report(
        Pipeline([CounterfactualPairs(text_columns="text", names=True)]).run(frame())
    )
    # each row is rewritten towards the group it is not: female rows to male, male to female
    assert set(pairs["names_swapped"]) <= {"Amy", "Annie", "José"}
    assert sum(pairs["names_swapped"].values()) > 0


def test_the_card_lists_the_names():
    result = Pipeline([GenderSwap(text_columns="text", names=True)]).run(frame())
    card = dataset_card(result.manifest)
    assert "## First names swapped" in card
    assert "Amy (6), Annie (6), José (3)" in card
    plain = Pipeline([GenderSwap(text_columns="text")]).run(frame())
    assert "First names swapped" not in dataset_card(plain.manifest)


@pytest.mark.parametrize("quiet", [False, True])
def test_cli_names_the_names_swapped_most(tmp_path, capsys, quiet):
    src = tmp_path / "in.csv"
    frame().to_csv(src, index=False)
    out = tmp_path / "out.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--names"]
    assert main(args + (["--quiet"] if quiet else [])) == 0
    err = capsys.readouterr().err
    line = "first names swapped: 15 edits of 3 names, most often Amy 6, Annie 6, José 3;"
    assert (line in err) is not quiet
    manifest = json.loads((tmp_path / "out.csv.manifest.json").read_text())
    assert manifest["splits"]["data"]["steps"][-1]["names_swapped"]["Annie"] == 6
    # kept as written with --never-swap, and then no longer listed
    out2 = tmp_path / "out2.csv"
    assert main(["swap", str(src), "-o", str(out2), *args[4:], "--never-swap", "Annie"]) == 0
    err = capsys.readouterr().err
    if not quiet:
        assert "first names swapped: 9 edits of 2 names, most often Amy 6, José 3;" in err
    kept = pd.read_csv(out2)["text"].tolist()
    assert kept[0] == REVIEWS[0]


def test_cli_without_names_prints_no_names(tmp_path, capsys):
    src = tmp_path / "in.csv"
    frame().to_csv(src, index=False)
    args = ["swap", str(src), "-o", str(tmp_path / "o.csv"), "--text-column", "text"]
    assert main(args) == 0
    assert "first names swapped" not in capsys.readouterr().err
