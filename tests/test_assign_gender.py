import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.steps import AssignGender


def _assign(texts, **kw):
    return (
        AssignGender(text_column="t", **kw).transform(pd.DataFrame({"t": texts}))["gender"].tolist()
    )


def test_biasbios_indicators_whole_words_any_case():
    assert _assign(
        [
            "She is here.",
            "HE said",
            "Mr. Li",
            "Ms Li",
            "Mrs. Li",
            "herself",
            "There, then, the heir.",
            "she's",
            "his and hers",
            "Mister",
            "him",
        ]
    ) == [
        "female",
        "male",
        "male",
        "female",
        "female",
        "female",
        "none",
        "female",
        "mixed",
        "none",
        "male",
    ]


def test_decomposed_accents_are_inside_the_word():
    """ "He\u0301le\u0300ne" (Hélène written with combining accents) was male: "He" counted."""
    texts = ["He\u0301le\u0300ne e\u0301tait la\u0300.", "He\u0301le\u0300ne and he", "Hélène"]
    assert _assign(texts) == ["none", "male", "none"]


def test_majority_rule():
    texts = ["She and her friend met him", "He met her", "nothing"]
    assert _assign(texts, rule="majority") == ["female", "mixed", "none"]
    assert _assign(texts) == ["mixed", "mixed", "none"]


def test_several_text_columns_and_counts():
    df = pd.DataFrame({"a": ["She", "He", None], "b": ["he", "he", "her"]})
    out = AssignGender(text_column=["a", "b"], counts_column="n").transform(df)
    assert out["gender"].tolist() == ["mixed", "male", "female"]
    assert out["n"].tolist()[1] == {"female": 0, "male": 2}


def test_lexicon_is_replaceable(tmp_path):
    lex = tmp_path / "mine.tsv"
    lex.write_text("# name: mine\nword\tgender\nqueen\tfemale\nking\tmale\n")
    assert _assign(["The queen", "the King", "she"], lexicon=str(lex)) == ["female", "male", "none"]
    bad = tmp_path / "bad.tsv"
    bad.write_text("word\tgender\nqueen\tfemme\n")
    from cdaprep.errors import DataError

    with pytest.raises(DataError, match="gender 'femme' must be one of female, male"):
        _assign(["x"], lexicon=str(bad))


def test_does_not_mutate_input():
    df = pd.DataFrame({"t": ["She"]})
    AssignGender(text_column="t").transform(df)
    assert list(df.columns) == ["t"]


# -- the neutral group ------------------------------------------------------------------------
REAL_LOOKING = [
    "Alex Kim is a nurse in Denver. Xe received xyr degree in 2009 and loves xyr work.",
    "Mx. Rivera has taught chemistry since 1998 and coaches the debate team.",
    "Ze founded a small press; zir books sell well.",
    "The five friends said they would bring their kids and enjoy themselves at the lake.",
    "Jo is a carpenter who taught themself to build boats.",
    "Xe met her sister at the station.",
    "A report on the harbour and its ships.",
    "She is a doctor.",
]


def test_neutral_group_from_neopronouns_mx_and_themself():
    got = _assign(REAL_LOOKING, neutral=True)
    assert got == [
        "neutral",
        "neutral",
        "neutral",
        "none",  # a group of people: plural they does not count by default
        "neutral",
        "mixed",
        "none",
        "female",
    ]


def test_two_group_outputs_unchanged_without_the_option():
    assert _assign(REAL_LOOKING) == ["none"] * 5 + ["female", "none", "female"]
    df = pd.DataFrame({"t": REAL_LOOKING})
    out = AssignGender(text_column="t", counts_column="n").transform(df)
    assert set(out["n"].tolist()[0]) == {"female", "male"}


def test_singular_they_opt_in():
    texts = ["Sam is a teacher. They love their job.", REAL_LOOKING[3], "He and they"]
    assert _assign(texts, neutral=True) == ["none", "none", "male"]
    assert _assign(texts, neutral=True, singular_they=True) == ["neutral", "neutral", "mixed"]
    with pytest.raises(UsageError, match="needs neutral=True"):
        AssignGender(text_column="t", singular_they=True)


def test_neutral_majority_and_counts():
    df = pd.DataFrame({"t": ["Xe and xyr friend met him.", "Xe met him.", "nothing"]})
    step = AssignGender(text_column="t", neutral=True, rule="majority", counts_column="n")
    out = step.transform(df)
    assert out["gender"].tolist() == ["neutral", "mixed", "none"]
    assert out["n"].tolist()[0] == {"female": 0, "male": 1, "neutral": 2}
    assert "neutral_indicators" in step.lexicon_checksums()


def test_neutral_indicators_cover_the_shipped_singular_sets():
    from cdaprep.lexicon_files import lexicon_path, read_table
    from cdaprep.swap import list_pronoun_sets, load_pronoun_set

    rows = read_table(lexicon_path("neutral_indicators"), required=("word", "kind"))[2]
    kinds = {r["word"]: r["kind"] for _, r in rows}
    for name in list_pronoun_sets():
        ps = load_pronoun_set(name)
        for form in ps.forms().values():
            assert form in kinds, (name, form)
            if not ps.plural:
                assert kinds[form] == "neopronoun", form
    assert kinds["mx"] == "title" and kinds["themself"] == "singular-they"
