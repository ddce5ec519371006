import pandas as pd
import pytest

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
