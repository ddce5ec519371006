"""Anonymize: placeholders consistent within a document, independent across documents."""

from __future__ import annotations

import pickle

import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.pipeline import Pipeline
from cdaprep.steps.anonymize import Anonymize, assign_placeholders
from cdaprep.steps.base import StepContext
from cdaprep.steps.scrub import Scrub


@pytest.fixture(scope="module")
def anon() -> Anonymize:
    a = Anonymize()
    a.setup()
    return a


def test_rules_without_spacy():
    m = [
        ("Mary Smith", "PERSON"),
        ("John Brown", "PERSON"),
        ("Smith", "PERSON"),
        ("MARY SMITH", "PERSON"),
        ("Brown's", "PERSON"),
        ("Mary", "PERSON"),
        ("Leeds", "GPE"),
    ]
    assert assign_placeholders(m) == ["E1", "E2", "E1", "E1", "E2", "E1", "E3"]
    # most recent matching person wins; no backwards rule
    assert assign_placeholders(
        [("John Smith", "PERSON"), ("Mary Smith", "PERSON"), ("Smith", "PERSON")]
    ) == ["E1", "E2", "E2"]
    assert assign_placeholders([("Smith", "PERSON"), ("Mary Smith", "PERSON")]) == ["E1", "E2"]
    assert assign_placeholders([("Ann", "PERSON")], "<PER{n}>") == ["<PER1>"]


def test_consistent_within_a_document(anon):
    text = (
        "Mary Smith is a nurse in York. Smith met John Brown in Leeds, and Brown "
        "thanked Mary Smith. Later Smith called John."
    )
    out = anon.anonymize_texts([text])[0]
    assert out == (
        "E1 is a nurse in York. E1 met E2 in Leeds, and E2 thanked E1. Later E1 called E2."
    )
    ms = anon.find_entities([text])[0]
    by_ph: dict[str, set[str]] = {}
    for m in ms:
        assert text[m.start : m.end] == m.text
        by_ph.setdefault(m.placeholder, set()).add(m.text.split()[-1])
    assert by_ph == {"E1": {"Smith"}, "E2": {"Brown", "John"}}


def test_independent_across_documents(anon):
    texts = ["John Brown met Mary Smith.", "Mary Smith met John Brown.", "Mary Smith left."]
    assert anon.anonymize_texts(texts) == ["E1 met E2.", "E1 met E2.", "E1 left."]
    # same result whatever the batch: each document alone
    assert [anon.anonymize_texts([t])[0] for t in texts] == anon.anonymize_texts(texts)


def test_possessive_and_bytes_kept(anon):
    text = "Dr. Anna Kowalski's lab  (in Leeds)\nhired Kowalski's student."
    assert anon.anonymize_texts([text]) == ["Dr. E1's lab  (in Leeds)\nhired E1's student."]


def test_labels_and_propagate(anon):
    a = Anonymize(labels=["PERSON", "GPE"])
    assert a.anonymize_texts(["Mary Smith lives in Leeds."]) == ["E1 lives in E2."]
    assert a.to_config()["labels"] == ["PERSON", "GPE"]
    with pytest.raises(UsageError, match="labels of the spaCy NER"):
        Anonymize(labels=["PERSONS"]).setup()
    with pytest.raises(UsageError, match="only field is {n}.*Got 'E' instead: it has no field"):
        Anonymize(placeholder="E")


@pytest.mark.parametrize(
    "placeholder, why",
    [
        ("<{label}{n}>", "it has the field(s) {label}"),
        ("E{n}}", "its braces are not balanced (Single '}' encountered in format string)"),
        ("{{n}}", "it has no field {n} ({{n}} is the literal text {n}, the same for every entity)"),
        ("{n.real}", "it has the field(s) {n.real}"),
        ("P{}", "it has the field(s) {}"),
        ("E{n:s}", "{n} cannot be written with it (Unknown format code 's'"),
        (5, "not a string"),
    ],
)
def test_a_placeholder_with_another_field_is_refused_at_construction(placeholder, why, capsys):
    """Anonymize(placeholder="<{label}{n}>") passed the constructor (it contains "{n}"), loaded
    spaCy and ended the run in a bare KeyError('label') ("E{n}}": ValueError: Single '}'
    encountered); "{{n}}" made every person the literal "{n}" ("{n} met {n} in Leeds."). Each
    is now a usage error at construction, and `cdaprep anonymize --placeholder` exits 2 with it
    before reading the input."""
    from cdaprep.cli import main

    with pytest.raises(UsageError) as e:
        Anonymize(text_columns="bio", placeholder=placeholder)
    msg = str(e.value)
    assert msg.startswith(
        "The 'placeholder' parameter of Anonymize must be a template whose only field is {n}, "
        "the entity's number in the document (e.g. 'E{n}' or '<PERSON_{n}>'; a literal brace is "
        f"written {{{{ or }}}}). Got {placeholder!r} instead: {why}"
    ), msg
    if isinstance(placeholder, str):
        args = ["anonymize", "no-such-input.csv", "-o", "out.csv", "--text-column", "t"]
        assert main([*args, "--placeholder", placeholder]) == 2
        assert f"--placeholder: {msg}" in capsys.readouterr().err


@pytest.mark.parametrize(
    "placeholder, first",
    [("<PERSON_{n}>", "<PERSON_1>"), ("E{n:02d}", "E01"), ("{{E{n}}}", "{E1}")],
)
def test_placeholders_with_the_field_n_only_are_taken(placeholder, first):
    assert assign_placeholders(
        [("Ann", "PERSON")], Anonymize(placeholder=placeholder).placeholder
    ) == [first]


def test_step_contract():
    df = pd.DataFrame({"text": ["Mary Smith left.", None, "", 5, "No one."], "k": range(5)})
    before = df.copy()
    ctx = StepContext()
    out = Anonymize().apply(df, ctx)
    pd.testing.assert_frame_equal(df, before)
    assert out["text"].tolist() == ["E1 left.", None, "", 5, "No one."]
    assert ctx.counters["anonymized:PERSON"] == 1
    assert ctx.counters["rows_anonymized:text"] == 1
    assert ctx.counters["text_missing:text"] == 1
    a = Anonymize()
    a.setup()
    assert not any(k.startswith("_res_") for k in pickle.loads(pickle.dumps(a)).__dict__)
    assert "ner" in a._res_nlp.pipe_names


def test_order_in_a_pipeline_decides():
    df = pd.DataFrame({"text": ["Mary Smith is a nurse. She met Smith's son."]})
    anon_first = Pipeline([Anonymize(), Scrub(mode="mask")]).transform(df)["text"].iloc[0]
    scrub_first = Pipeline([Scrub(mode="mask"), Anonymize()]).transform(df)["text"].iloc[0]
    assert anon_first == "E1 is a nurse. _ met E1's _."
    assert scrub_first != anon_first and "Mary" not in scrub_first


def test_composes_with_cda():
    pytest.importorskip("cdaprep.steps.cda")
    from cdaprep.steps.cda import CounterfactualAugment

    df = pd.DataFrame({"text": ["Mary Smith said she would go."], "gender": ["female"]})
    out = Pipeline([Anonymize(), CounterfactualAugment(text_columns="text")]).transform(df)
    assert sorted(out["text"]) == ["E1 said he would go.", "E1 said she would go."]


def test_cli(tmp_path):
    from cdaprep.cli import main

    src = tmp_path / "in.csv"
    pd.DataFrame({"bio": ["John Brown met Brown's sister."]}).to_csv(src, index=False)
    out = tmp_path / "out.csv"
    assert main(["anonymize", str(src), "-o", str(out), "--text-column", "bio", "--quiet"]) == 0
    assert pd.read_csv(out)["bio"].tolist() == ["E1 met E1's sister."]
