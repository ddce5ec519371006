"""Three groups through the chain (issue 14.4): pairs with a neutral side, assign-gender's
neutral group, and metrics of every group against the reference group."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.errors import UsageError
from cdaprep.steps import AssignGender, CounterfactualPairs

TRIPLES = [
    # text, own group -> female side, male side, neutral side
    ("She sings and dances.", "female", "She sings and dances.", "He sings and dances.",
     "They sing and dance."),
    ("He reads his book.", "male", "She reads her book.", "He reads his book.",
     "They read their book."),
    ("Xe reads xyr book.", "neutral", "She reads her book.", "He reads his book.",
     "Xe reads xyr book."),
    ("The nurse works.", "none", "The nurse works.", "The nurse works.", "The nurse works."),
]  # fmt: skip


def test_pairs_emit_one_row_per_group_sharing_the_pair_id():
    df = pd.DataFrame({"text": [t[0] for t in TRIPLES], "gender": [t[1] for t in TRIPLES]})
    step = CounterfactualPairs(text_columns="text", groups=["female", "male", "neutral"])
    out = Pipeline([step]).transform(df)
    assert len(out) == 3 * len(df)
    for i, (_, own, *sides) in enumerate(TRIPLES):
        rows = out[out["cda_pair_id"] == i]
        assert rows["gender"].tolist() == ["female", "male", "neutral"]
        assert rows["text"].tolist() == sides
        roles = ["original" if g == own else "counterfactual" for g in rows["gender"]]
        assert rows["cda_role"].tolist() == roles
    with pytest.raises(UsageError, match="two or more different groups"):
        CounterfactualPairs(groups=["female", "female"])


@pytest.mark.parametrize(
    ("text", "female", "male"),
    [
        ("Ze paid zir rent and thanked zir.", "She paid her rent and thanked her.",
         "He paid his rent and thanked him."),
        ("Mx. Lee cooks for themself; it is xyrs.", "Ms. Lee cooks for herself; it is hers.",
         "Mr. Lee cooks for himself; it is his."),
        ("XE LEFT.", "SHE LEFT.", "HE LEFT."),
    ],
)  # fmt: skip
def test_a_neutral_rows_female_and_male_sides_rewrite_its_neopronouns(text, female, male):
    """A neutral row's female and male sides were copies of it ("Xe ... xyr ... xem" three
    times), so every causal gap of the neutral group was 0 by construction."""
    df = pd.DataFrame({"text": [text, "They left early."], "gender": ["neutral", "neutral"]})
    step = CounterfactualPairs(text_columns="text", groups=["female", "male", "neutral"])
    out = Pipeline([step]).transform(df)
    assert out["text"].tolist()[:3] == [female, male, text]
    assert out["cda_has_gendered_word"].tolist()[:3] == [True] * 3
    # singular they is not told from plural they: that row stays as it is, and says so
    assert out["text"].tolist()[3:] == ["They left early."] * 3
    assert not out["cda_has_gendered_word"].iloc[3:].any()


def test_pairs_assign_gender_with_neutral_group_assigns_neutral(tmp_path):
    src = tmp_path / "t.csv"
    pd.DataFrame({"text": ["Xe reads xyr book.", "She reads."]}).to_csv(src, index=False)
    out = tmp_path / "p.csv"
    args = ["pairs", str(src), "-o", str(out), "--text-column", "text", "--assign-gender"]
    assert main([*args, "--groups", "female,male,neutral", "--quiet"]) == 0
    got = pd.read_csv(out)
    assert got["cda_original_group"].tolist() == ["neutral"] * 3 + ["female"] * 3
    assert got["text"].tolist()[:2] == ["She reads her book.", "He reads his book."]


def test_pairs_groups_take_space_and_comma_separated_values(tmp_path, capsys):
    """`cdaprep pairs p3.csv -o x.csv --text-column text --groups female male` stopped with
    "unrecognized arguments: male", where augment takes --groups space-separated; the
    README's `--groups female,male,neutral` works as before, and so do both mixed."""
    src = tmp_path / "t.csv"
    texts = ["Xe reads xyr book.", "She reads.", "He sings his song."]
    pd.DataFrame({"text": texts}).to_csv(src, index=False)
    outputs = []
    for i, groups in enumerate(
        (["female,male,neutral"], ["female", "male", "neutral"], ["female,male", "neutral"])
    ):
        out = tmp_path / f"p{i}.csv"
        args = ["pairs", str(src), "-o", str(out), "--text-column", "text", "--assign-gender"]
        assert main([*args, "--groups", *groups, "--quiet"]) == 0, groups
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1] == outputs[2]
    got = pd.read_csv(tmp_path / "p0.csv")
    assert got["gender"].tolist() == ["female", "male", "neutral"] * 3
    # the default, female male
    assert main([*args[:3], str(tmp_path / "d.csv"), *args[4:], "--quiet"]) == 0
    assert pd.read_csv(tmp_path / "d.csv")["gender"].tolist() == ["female", "male"] * 3
    assert main([*args[:3], str(tmp_path / "x.csv"), *args[4:], "--pronouns", "xe"]) == 2
    assert "--groups female male has none" in capsys.readouterr().err
    # before INPUT, --groups takes it as a group: the error says so
    with pytest.raises(SystemExit):
        main(["pairs", "-o", str(tmp_path / "y.csv"), "--groups", "female", "male", str(src)])
    err = capsys.readouterr().err
    assert "required: INPUT" in err and f"if {str(src)!r} is the input, give --groups after" in err


def test_three_groups_from_assign_gender_to_metrics(tmp_path):
    texts = [
        "She is a nurse; she loves her job.",
        "He is a nurse; he loves his job.",
        "Xe is a nurse; xe loves xyr job.",
        "She is a pilot.",
        "He is a pilot and his plane is fast.",
        "Ze is a pilot and zir plane is fast.",
    ] * 10
    labels = ["nurse", "nurse", "nurse", "pilot", "pilot", "pilot"] * 10
    src = tmp_path / "test.csv"
    pd.DataFrame({"text": texts, "profession": labels}).to_csv(src, index=False)
    pairs = tmp_path / "pairs.parquet"
    args = ["pairs", str(src), "-o", str(pairs), "--text-column", "text", "--quiet"]
    assert main([*args, "--groups", "female,male,neutral"]) != 0  # no group column yet
    step = AssignGender(text_column="text", neutral=True)
    Pipeline([step]).run(src, tmp_path / "with_gender.csv")
    args[1] = str(tmp_path / "with_gender.csv")
    assert main([*args, "--groups", "female,male,neutral"]) == 0
    got = pd.read_parquet(pairs)
    sides = got.groupby("cda_pair_id")["gender"].agg(tuple)
    assert set(sides) == {("female", "male", "neutral")}
    assert (got["cda_original_group"] == "neutral").sum() == 3 * 20
    # a model that is right on female and male texts but says "nurse" for every they-text
    got["pred"] = np.where(got["text"].str.contains(r"\bthey\b|\bThey\b"), "nurse", got.profession)
    preds = tmp_path / "preds.csv"
    got.to_csv(preds, index=False)
    report = tmp_path / "report"
    args = ["metrics", str(preds), "-o", str(report), "--label-column", "profession"]
    args += ["--prediction-column", "pred", "--n-boot", "0", "--no-plots", "--quiet"]
    assert main([*args, "--groups", "female,neutral", "--min-count", "1"]) == 0
    rep = json.loads((report / "metrics.json").read_text())
    by_group = rep["runs"][0]["by_group"]
    assert set(by_group) == {"female", "neutral"}
    pilot = rep["labels"].index("pilot")
    neutral_tpr = by_group["neutral"]["per_class"]["causal.tpr"][pilot]["value"]
    female_tpr = by_group["female"]["per_class"]["causal.tpr"][pilot]["value"]
    # the they-rewrites of the she- and he-pilots are called nurses; the ze-pilots keep their
    # own text on the neutral side and are right: TPR(neutral) - TPR(male) = 1/3 - 1
    assert neutral_tpr == pytest.approx(-2 / 3) and female_tpr == pytest.approx(0.0)


def test_pairs_groups_are_read_as_group_values_are(tmp_path, capsys):
    """`--groups Female,Male,Neutral` stopped with "must be one of 'female', ... Got 'Female'"
    although the group column and metrics' --groups read any case; a neutral row with the
    default groups was told only to "map the values", not that --groups takes neutral."""
    src = tmp_path / "t.csv"
    pd.DataFrame(
        {"text": ["She sings.", "He reads.", "Xe cooks."], "gender": ["female", "male", "neutral"]}
    ).to_csv(src, index=False)
    out = tmp_path / "p.csv"
    args = ["pairs", str(src), "-o", str(out), "--text-column", "text", "--quiet"]
    assert main([*args, "--groups", "Female, MALE,Neutral"]) == 0
    got = pd.read_csv(out)
    assert got["gender"].tolist() == ["female", "male", "neutral"] * 3
    assert got["text"].tolist()[6:] == ["She cooks.", "He cooks.", "Xe cooks."]
    assert main([*args, "--overwrite"]) == 1
    err = capsys.readouterr().err
    assert "input row 3 (1-based) has 'neutral'" in err
    assert "or add 'neutral' to the intervened groups (--groups; groups= in Python)" in err


def test_pronoun_options_where_no_neutral_text_is_written_are_refused(tmp_path, capsys):
    """augment --pronouns xe, compare --pronouns and pairs --pronouns xe with the default
    groups ran and wrote exactly what they wrote without it: nothing read the set."""
    src = tmp_path / "t.csv"
    pd.DataFrame({"text": ["She sings."], "gender": ["female"], "y": ["a"]}).to_csv(
        src, index=False
    )
    out = tmp_path / "o.csv"
    base = [str(src), "-o", str(out), "--text-column", "text", "--quiet"]
    with pytest.raises(SystemExit):
        main(["augment", *base, "--method", "cda", "--pronouns", "xe"])
    assert "unrecognized arguments: --pronouns xe" in capsys.readouterr().err
    assert main(["pairs", *base, "--pronouns", "xe", "--reflexive", "xemselves"]) == 2
    err = capsys.readouterr().err
    assert "--pronouns and --reflexive set the pronouns of the neutral side" in err
    assert "add neutral to --groups" in err and not out.exists()
    assert main(["pairs", *base, "--pronouns", "xe", "--groups", "female,male,neutral"]) == 0
    assert pd.read_csv(out)["text"].tolist() == ["She sings.", "He sings.", "Xe sings."]


def test_pairs_warns_of_rows_without_a_group(tmp_path, capsys):
    # an evaluation row with an empty group cell gives no valid pair (no original of its own);
    # pairs and augment --eval said nothing, and metrics later left its pair out
    from cdaprep.errors import DataWarning

    texts = ["She is a nurse.", "He is a pilot.", "He is a cook."]
    df = pd.DataFrame({"text": texts, "gender": ["female", None, "male"]})
    with pytest.warns(DataWarning, match=r"pairs: 1 row\(s\) have no value in the group column"):
        Pipeline([CounterfactualPairs()]).transform(df)
    df.to_csv(tmp_path / "in.csv", index=False)
    args = ["pairs", str(tmp_path / "in.csv"), "-o", str(tmp_path / "out.csv")]
    assert main([*args, "--text-column", "text"]) == 0
    assert "1 row(s) have no value in the group column" in capsys.readouterr().err
    full = df.assign(gender=["female", "male", "male"])
    with warnings.catch_warnings():
        warnings.simplefilter("error", DataWarning)
        Pipeline([CounterfactualPairs()]).transform(full)
