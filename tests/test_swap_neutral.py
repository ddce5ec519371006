"""direction="to-neutral": the rule table, pronoun-set files, verb forms, step and CLI."""

from __future__ import annotations

import functools
from pathlib import Path

import pandas as pd
import pytest

from cdaprep.errors import DataError, UsageError
from cdaprep.lexicon_files import read_table
from cdaprep.swap import (
    Edit,
    GenderSwapper,
    list_pronoun_sets,
    load_pronoun_set,
    swap_gender,
)
from cdaprep.swap.neutral import load_agreement_rules, plural_verb

TABLE = Path(__file__).parent / "data" / "neutral" / "rewrite.tsv"


def _cell(s: str) -> str:
    return s.replace("\\t", "\t").replace("\\n", "\n")


def _table_rows():
    _, _, rows = read_table(TABLE, required=("in", "out", "options", "note"))
    return [
        pytest.param(_cell(r["in"]), _cell(r["out"]), r["options"], id=f"{n}:{r['note']}")
        for n, r in rows
    ]


@functools.cache
def _swapper(options: str) -> GenderSwapper:
    kw: dict = {}
    for opt in filter(None, (o.strip() for o in options.split(","))):
        k, _, v = opt.partition("=")
        kw[k] = v if v else True
    return GenderSwapper(direction="to-neutral", **kw)


@pytest.mark.parametrize("src, want, options", _table_rows())
def test_rewrite_table(src, want, options):
    assert _swapper(options).swap(src) == want


def test_table_covers_every_rule_of_the_brief():
    notes = " ".join(r[1]["note"] for r in read_table(TABLE)[2])
    for rule in ["'s = is", "'s = has", "tag question", "list", "embedded", "relative", "modal"]:
        assert rule in notes, rule
    assert len(read_table(TABLE)[2]) >= 100


def test_edits_hold_offsets_and_rebuild_the_text():
    sw = _swapper("")
    text = "  Does SHE know? She's been here; he WALKS and talks, doesn't he?"
    new, edits = sw.swap_batch([text])[0]
    rebuilt = text
    for e in reversed(edits):
        assert text[e.start : e.end] == e.old
        rebuilt = rebuilt[: e.start] + e.new + rebuilt[e.end :]
    assert rebuilt == new == "  Do THEY know? They've been here; they WALK and talk, don't they?"


# -- a pair of both genders after its correlative --------------------------------------------
@pytest.mark.parametrize(
    "src, want, edit",
    [
        # one edit from the correlative to the second pronoun; the verb keeps its number
        (
            "Neither he nor she was there.",
            "Neither of them was there.",
            Edit(0, 18, "Neither he nor she", "Neither of them"),
        ),
        (
            "Either he or she will come.",
            "Either of them will come.",
            Edit(0, 16, "Either he or she", "Either of them"),
        ),
        (
            "Both he and she agreed.",
            "Both of them agreed.",
            Edit(0, 15, "Both he and she", "Both of them"),
        ),
        (
            "I saw neither him nor her.",
            "I saw neither of them.",
            Edit(6, 25, "neither him nor her", "neither of them"),
        ),
    ],
)
def test_correlative_pair_becomes_one_edit_correlative_of_them(src, want, edit):
    sw = _swapper("")
    assert sw.swap_batch([src])[0] == (want, [edit])
    assert sw.swap(want) == want  # a second pass leaves it


@pytest.mark.parametrize(
    "src, want",
    [
        ("neither He nor She was there.", "neither of them was there."),
        ("NEITHER he nor she was there.", "NEITHER of them was there."),
        ("EITHER HE OR SHE IS LYING.", "EITHER OF THEM IS LYING."),
        ("Both HIM and HER.", "Both of them."),
    ],
)
def test_correlative_pair_keeps_the_correlatives_case(src, want):
    assert _swapper("").swap(src) == want


@pytest.mark.parametrize(
    "src, want",
    [
        # the pair without a correlative is written once as before, in the same text
        (
            "He and she left, but neither he nor she was late.",
            "They left, but neither of them was late.",
        ),
        ("He or she must sign; either he or she will.", "They must sign; either of them will."),
        (
            "Ask him or her first, or ask neither him nor her.",
            "Ask them first, or ask neither of them.",
        ),
        (
            "He and she argued; both he and she were tired.",
            "They argued; both of them were tired.",
        ),
    ],
)
def test_only_the_pair_after_a_correlative_becomes_correlative_of_them(src, want):
    assert _swapper("").swap(src) == want


@pytest.mark.parametrize(
    "src, by_direction",
    [
        (
            "Neither he nor she was there.",
            {
                "to-neutral": "Neither of them was there.",
                "flip": "Neither she nor he was there.",
                "to-male": "Neither he nor he was there.",
                "to-female": "Neither she nor she was there.",
            },
        ),
        (
            "Either he or she will come.",  # an inclusive form: kept by the other directions
            {
                "to-neutral": "Either of them will come.",
                "flip": "Either he or she will come.",
                "to-male": "Either he or she will come.",
                "to-female": "Either he or she will come.",
            },
        ),
        (
            "Both he and she agreed.",
            {
                "to-neutral": "Both of them agreed.",
                "flip": "Both she and he agreed.",
                "to-male": "Both he and he agreed.",
                "to-female": "Both she and she agreed.",
            },
        ),
        (
            "I saw neither him nor her.",
            {
                "to-neutral": "I saw neither of them.",
                "flip": "I saw neither her nor him.",
                "to-male": "I saw neither him nor him.",
                "to-female": "I saw neither her nor her.",
            },
        ),
    ],
)
def test_only_to_neutral_rewrites_a_correlative_pair(src, by_direction):
    got = {d: swap_gender([src], direction=d)[0] for d in by_direction}
    assert got == by_direction


def test_possessive_pair_after_either_or_neither_is_left_and_counted():
    sw = GenderSwapper(direction="to-neutral")
    texts = [
        "Neither his nor her car was there.",  # was "Neither theirs nor their car"
        "Either his or her car is there.",  # was "Either their car"
        "Both his and her cars were there.",  # both: one owner each, as before
    ]
    assert sw.swap_texts(texts) == [
        "Neither his nor her car was there.",
        "Either his or her car is there.",
        "Both their cars were there.",
    ]
    assert sw._neutral.stats["pairs_kept"] == 2


def test_other_directions_reject_pronoun_options():
    with pytest.raises(UsageError, match="to-neutral"):
        GenderSwapper(direction="flip", pronouns="xe")
    with pytest.raises(UsageError, match="to-neutral"):
        swap_gender(["He"], direction="to-male", reflexive="themselves")


def test_checksums_name_the_pronoun_set_and_rules():
    sums = GenderSwapper(direction="to-neutral", pronouns="ze").checksums
    assert {"default", "pronouns:ze", "agreement"} <= set(sums)


# -- pronoun sets ----------------------------------------------------------------------------
def test_shipped_sets():
    assert set(list_pronoun_sets()) >= {"they", "xe", "ze"}
    they, xe, ze = (load_pronoun_set(n) for n in ("they", "xe", "ze"))
    assert list(they.forms().values()) == ["they", "them", "their", "theirs", "themself"]
    assert list(xe.forms().values()) == ["xe", "xem", "xyr", "xyrs", "xemself"]
    assert list(ze.forms().values()) == ["ze", "zir", "zir", "zirs", "zirself"]
    assert they.plural and not xe.plural and not ze.plural


HEADER = "subject\tobject\tdeterminer\tpossessive\treflexive\tverbs\n"


def test_user_pronoun_file_works_like_a_shipped_one(tmp_path):
    p = tmp_path / "fae.tsv"
    p.write_text("# name: fae\n" + HEADER + "fae\tfaer\tfaer\tfaers\tfaerself\tsingular\n")
    out = swap_gender(["She said he walks his dog himself."], direction="to-neutral", pronouns=p)
    assert out == ["Fae said fae walks faer dog faerself."]
    plural = tmp_path / "plural.tsv"
    plural.write_text(HEADER + "ey\tem\teir\teirs\temself\tplural\n")
    out = swap_gender(["She walks; isn't he?"], direction="to-neutral", pronouns=str(plural))
    assert out == ["Ey walk; aren't ey?"]


@pytest.mark.parametrize(
    "body, message",
    [
        (
            "subject\tobject\tdeterminer\tpossessive\tverbs\nfae\tfaer\tfaer\tfaers\tsingular\n",
            "no 'reflexive' column",
        ),
        (HEADER + "fae\tfaer\t\tfaers\tfaerself\tsingular\n", "'determiner' is empty"),
        (HEADER + "fae\tfaer\tfaer\tfaers\tfaerself\tboth\n", "verbs 'both' must be plural"),
        (HEADER + "fae\tfaer\tfaer\tfaers\tfaer self\tsingular\n", "reflexive 'faer self'"),
        (HEADER, "0 rows"),
        # a gendered set rewrote "He hurt himself." to "She hurt herself." under to-neutral
        (HEADER + "she\ther\ther\thers\therself\tsingular\n", "subject 'she' is a female pronoun"),
        (HEADER + "ey\tem\this\teirs\temself\tsingular\n", "determiner 'his' is a male pronoun"),
        ("", "is empty"),
    ],
)
def test_bad_pronoun_file_names_the_field(tmp_path, body, message):
    p = tmp_path / "bad.tsv"
    p.write_text(body)
    with pytest.raises(DataError, match=message):
        load_pronoun_set(p)


def test_pronoun_file_saved_with_a_byte_order_mark_or_in_latin_1(tmp_path):
    """A set saved by a Windows editor (UTF-8 with a byte order mark, CRLF) was refused with
    "no 'subject' column (header: \ufeffsubject, ...)", the mark invisible in the message; a
    file in Latin-1 stopped with a UnicodeDecodeError traceback."""
    p = tmp_path / "ey.tsv"
    p.write_bytes(
        b"\xef\xbb\xbf"
        + (HEADER + "ey\tem\teir\teirs\temself\tsingular\n").replace("\n", "\r\n").encode()
    )
    assert swap_gender(["She hurt herself."], direction="to-neutral", pronouns=p) == [
        "Ey hurt emself."
    ]
    p.write_bytes((HEADER + "ey\tem\teir\teirs\temself\tsingular\n").encode() + b"# \xe9t\xe9\n")
    with pytest.raises(DataError, match=r"pronoun set .*ey.tsv line 3: byte 0xe9 is not UTF-8"):
        load_pronoun_set(p)


def test_reflexive_option_refuses_a_gendered_pronoun():
    with pytest.raises(DataError, match="reflexive 'herself' is a female pronoun"):
        load_pronoun_set("they", reflexive="herself")


def test_unknown_pronoun_set_lists_the_shipped_ones():
    with pytest.raises(UsageError, match="shipped sets: they, xe, ze"):
        load_pronoun_set("hir")


# -- verb forms --------------------------------------------------------------------------------
def _third_person(verb: str) -> str:
    """The third-person singular of a base form by the textbook spelling rules."""
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    if verb.endswith("z") and not verb.endswith("zz") and verb[-2:-1] in "aeiou":
        return verb + "zes"  # quiz -> quizzes
    if verb.endswith(("s", "sh", "ch", "x", "z")) or verb in ("go", "do"):
        return verb + "es"
    return verb + "s"


def test_plural_verb_inverts_the_third_person_of_wordnet_verbs():
    """Every verb of WordNet's index (as spaCy's English lemmatizer ships it): the rules and
    the exception list give back a verb whose third person is the form."""
    from cdaprep.nlp import load_spacy

    table = load_spacy(components=("lemmatizer",)).get_pipe("lemmatizer").lookups
    verbs = {v for v in table.get_table("lemma_index")["verb"] if v.isalpha() and v.islower()}
    rules = load_agreement_rules()
    bad = []
    for v in sorted(verbs):
        form = _third_person(v)
        back = rules.plural(form)
        if back is None or _third_person(back) != form or back not in verbs:
            bad.append((v, form, back))
    assert len(verbs) > 5000
    # a few forms are shared by two verbs (axes: ax and axe); each must give one of them
    assert not bad, bad[:20]
    # and no word of the not_verb class is a verb form
    assert not rules.words("not_verb") & {_third_person(v) for v in verbs}


def test_plural_verb_rejects_non_verbs():
    assert [plural_verb(w) for w in ["is", "us", "always", "glass", "famous", "Walks"]] == [
        None
    ] * 6


# -- step and CLI ------------------------------------------------------------------------------
def test_step_to_neutral_with_options():
    from cdaprep.steps import GenderSwap

    df = pd.DataFrame({"t": ["She walks her dog herself.", None]})
    step = GenderSwap(text_columns=["t"], direction="to-neutral", reflexive="themselves")
    assert step.transform(df)["t"].tolist()[0] == "They walk their dog themselves."
    xe = GenderSwap(text_columns=["t"], direction="to-neutral", pronouns="xe")
    assert xe.transform(df)["t"].tolist()[0] == "Xe walks xyr dog xemself."
    assert "pronouns:xe" in xe.lexicon_checksums()
    with pytest.raises(UsageError, match="to-neutral"):
        GenderSwap(text_columns=["t"], pronouns="xe")


def test_cli_to_neutral(tmp_path):
    from cdaprep.cli import main

    src = tmp_path / "in.csv"
    pd.DataFrame({"bio": ["She is a nurse and loves her job.", "Does he know?"]}).to_csv(
        src, index=False
    )
    out = tmp_path / "out.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "bio", "--quiet"]
    assert main([*args, "--direction", "to-neutral"]) == 0
    assert pd.read_csv(out)["bio"].tolist() == [
        "They are a nurse and love their job.",
        "Do they know?",
    ]
    out.unlink()
    assert main([*args, "--direction", "to-neutral", "--pronouns", "ze"]) == 0
    assert pd.read_csv(out)["bio"].tolist() == [
        "Ze is a nurse and loves zir job.",
        "Does ze know?",
    ]
