"""Dataset-level name evidence in the adaptation pass (issue 13, names): how a whole dataset uses
each first name decides how it is swapped (rule 11 of cdaprep.swap.propernames).

Name partners (lexicons/names.tsv): Carlo <-> Ladonna, Arthur <-> Ann, Martin <-> Anne,
Walter <-> Stephanie, Mary <-> James.
"""

from __future__ import annotations

import json
import pickle

import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.errors import UsageError
from cdaprep.steps import GenderSwap
from cdaprep.swap import GenderSwapper, SwapOptions, get_swapper, swap_gender
from cdaprep.swap.adaptation import adapt, collect_adaptation, fit_adaptation, merge_adaptation
from cdaprep.swap.name_evidence import USAGES, NameCounts, count_names, decide, decide_names
from cdaprep.swap.propernames import ProperNames


@pytest.fixture(scope="module")
def names_on() -> GenderSwapper:
    return GenderSwapper(names=True)


# -- how one occurrence is used (ProperNames.usage) --------------------------------------------
USAGE = [
    # (text, the name looked at, its usage there)
    ("Walter Scott sent his regards.", "Walter", "given"),
    ("Sir Walter came late.", "Walter", "given"),
    ("Her son Martin came late.", "Martin", "given"),
    ('"Come in," said Diana.', "Diana", "weak"),
    ("Anne and Diana came.", "Diana", "weak"),
    ("Randall came late because he was ill.", "Randall", "pronoun"),
    ("Randall came late and she was cross.", "Randall", "other-gender"),
    # the pronoun after "the son of Mary" is the son's (the Qur'an of other-domains-56)
    ("Jesus, the son of Mary, said that he was sent.", "Mary", "bare"),
    ("Then the wife of Randall came, and she was cross.", "Randall", "bare"),
    ("Randall came late.", "Randall", "bare"),
    ("I love Randall's crackers.", "Randall", "possessive"),  # a shop or brand, counted
    ("Randall's crackers were gone and he wept.", "Randall", "pronoun"),
    ("Mr. Arthur takes salt.", "Arthur", "surname"),
    ("Dr. Arthur takes salt.", "Arthur", "surname"),
    ("Then F. Jeffrey wrote.", "Jeffrey", "surname"),
    ('Then Joseph "Joe" Nathan pitched.', "Nathan", "surname"),  # after a nickname
    ("Then Francis Jeffrey wrote.", "Jeffrey", "after-name"),
    ("She lived in Florence for years.", "Florence", "place"),
    ("The dog Carlo barked.", "Carlo", "animal"),
    ("Old Carlo barked at the gate.", "Carlo", "animal"),
    ("Carlo, the old dog, slept.", "Carlo", "animal"),
    ("They had a horse called Jack.", "Jack", "animal"),
    ("Ada 95 added tagged types.", "Ada", "thing"),  # a programming language
    ("It was written in Julia by them.", "Julia", "thing"),
    ("I paid three grand for that Mac SE.", "Mac", "thing"),
    ("The Hai are a peaceful species.", "Hai", "noun"),  # a kind, after a determiner
    ("He wished him luck among the Hai.", "Hai", "noun"),
    ("They feared a Hillary presidency.", "Hillary", None),  # qualifies a noun: says nothing
    # what says nothing about the name elsewhere is not counted
    ("Miss Mary came.", "Mary", None),  # Miss also takes given names
    ("Mrs. Rachel came.", "Rachel", None),
    ("He was born at St Mary's Hospital.", "Mary", None),  # inside a name
    ("He moved to San Antonio.", "Antonio", None),  # a place that contains a name
    ("In May 2007 he left.", "May", None),  # a date
    ("She earned an MA in History.", "MA", None),  # an acronym
    ("WALTER SCOTT", "WALTER", None),  # a text in capitals
]


@pytest.mark.parametrize("text, name, want", USAGE)
def test_usage_of_one_occurrence(names_on, text, name, want):
    spans = [s for s in names_on.name_spans(text) if text[s[0] : s[1]] == name]
    if not spans:  # a lower-case or ALL-CAPS match is no name occurrence at all
        assert want is None
        return
    assert ProperNames.load().usage(text, spans[:1]) == [want]


def test_every_usage_has_a_row():
    assert {w for _, _, w in USAGE} - {None} == set(USAGES)


# -- the decision for a name from its dataset-wide counts (decide) ------------------------------
DECIDE = [
    # (counts, role in name_usage.tsv, decision)
    # a surname throughout the dataset: "Mr. Barry", "If Barry takes salt"
    ({"surname": 2, "pronoun": 5, "bare": 4, "weak": 1}, "", ("strong", "surname")),
    ({"surname": 2, "after-name": 1, "pronoun": 8, "bare": 6}, "", ("strong", "surname")),
    # a main character who is once in a surname position stays a given name
    ({"weak": 128, "pronoun": 167, "bare": 83, "surname": 1}, "", ("text", "")),
    ({"weak": 81, "pronoun": 85, "bare": 55, "surname": 4}, "", ("text", "")),
    # given-name uses outnumber surname uses
    ({"given": 18, "weak": 7, "surname": 5}, "", ("text", "")),
    # a surname use alone is not enough
    ({"surname": 1, "bare": 1}, "", ("text", "")),
    # an animal: one "the dog Carlo" counts twice
    ({"animal": 1, "pronoun": 4, "bare": 1}, "", ("strong", "animal")),
    # a place
    ({"place": 12, "bare": 3}, "", ("strong", "place")),
    # a programming language in this dataset (Ada in a dictionary of computing); a dataset
    # about people that mentions the language of the same name a few times stays
    ({"thing": 38, "given": 10, "pronoun": 1, "bare": 56}, "", ("strong", "thing")),
    ({"thing": 3, "given": 40, "weak": 60, "pronoun": 90, "bare": 50}, "", ("text", "")),
    # a noun after a determiner in this dataset (an alien species: "the Hai are"), at half
    # weight: a type of person in an example ("sells to a Bob") stays a name
    ({"noun": 50, "pronoun": 6, "bare": 2}, "", ("strong", "noun")),
    ({"noun": 3, "weak": 2, "bare": 9}, "", ("text", "")),
    # other-gender pronouns far more often than any evidence of its own
    ({"other-gender": 15, "bare": 5}, "", ("strong", "other-gender")),
    ({"other-gender": 8, "weak": 7, "pronoun": 2, "bare": 5}, "", ("text", "")),
    # often with strong evidence of a given name, never against: no evidence needed
    ({"given": 30, "bare": 50, "pronoun": 20}, "surname-use", ("swap", "given")),
    ({"given": 3, "bare": 5, "weak": 1, "pronoun": 1}, "", ("swap", "given")),
    # ... seen as a person, not only before capitalised words ("Roman Empire")
    ({"given": 8, "bare": 3}, "", ("text", "")),
    ({"given": 8, "bare": 3, "pronoun": 1}, "", ("text", "")),
    # ... but not a name that is also a common word, nor with too few given uses
    ({"given": 30, "bare": 50, "pronoun": 20}, "word-use", ("text", "")),
    ({"given": 2, "bare": 5, "pronoun": 5}, "", ("text", "")),
    ({"given": 3, "bare": 20, "pronoun": 5}, "", ("text", "")),
    ({"given": 30, "bare": 50, "pronoun": 20, "place": 1}, "", ("text", "")),
    # only ever "Annie's" with nothing said of a person, three times or more: a shop or brand
    ({"possessive": 3}, "", ("strong", "possessive")),
    ({"possessive": 12}, "word-use", ("strong", "possessive")),
    ({"possessive": 2}, "", ("text", "")),
    # a person is also named without 's, or with a pronoun
    ({"possessive": 8, "bare": 1}, "", ("text", "")),
    ({"possessive": 8, "pronoun": 1}, "", ("text", "")),
    ({"possessive": 8, "weak": 1}, "", ("text", "")),
]


@pytest.mark.parametrize("counts, role, want", DECIDE)
def test_decision_for_a_name(counts, role, want):
    assert decide(counts, role) == want


def test_one_surname_use_is_enough_for_a_name_most_books_use_as_a_surname():
    # "Professor Wade" once, then "said Wade" throughout a story (held-out-3, round 4)
    wade = {"surname": 1, "weak": 5, "pronoun": 5, "bare": 1}
    assert decide(wade, "word-use", corpus_surname=True) == ("strong", "surname")
    assert decide(wade, "word-use") == ("text", "")
    # never against strong evidence of a given name in the dataset
    assert decide({**wade, "given": 1}, "", corpus_surname=True) == ("text", "")
    texts = ["Professor Wade came in.", '"Well," said Wade, and he sat down.']
    sw = GenderSwapper(names=True)
    assert "wade" in ProperNames.load().corpus_surnames
    assert decide_names(count_names(texts, sw)).get("wade") == "strong"
    assert decide_names(count_names(texts, sw), corpus_surnames=()).get("wade") == "text"


# -- sentence in, sentence out: the same text without and with the dataset's evidence -----------
BOOK = [
    "Old Carlo barked at the gate when the doctor came.",
    "She whistled, and the dog Carlo followed her down the lane.",
    "Mr. Arthur takes salt with everything.",
    "Dr. Arthur never takes mustard.",
    "Martin Eden came in from the rain.",
    "They asked Martin Eden to stay for supper.",
    "Martin Eden wrote all night.",
    "Walter Scott sent his regards.",
]
SWAPS = [
    # (text of the same dataset, flip without adapt, flip with adapt)
    # Carlo is a dog in this dataset: only strong evidence in its own text would swap it
    (
        "Carlo ran to him and licked his hand.",
        "Ladonna ran to her and licked her hand.",
        "Carlo ran to her and licked her hand.",
    ),
    # ... and a text that shows it barking needs no dataset to tell
    (
        "Old Carlo barked at the gate when the doctor came.",
        "Old Carlo barked at the gate when the doctor came.",
        "Old Carlo barked at the gate when the doctor came.",
    ),
    # Arthur is Mr. Arthur's surname here
    (
        "Arthur takes salt and he takes mustard.",
        "Ann takes salt and she takes mustard.",
        "Arthur takes salt and she takes mustard.",
    ),
    # Martin (often a surname elsewhere) is Martin Eden's given name throughout
    (
        "Martin sat down, and he smiled at her.",
        "Martin sat down, and she smiled at him.",
        "Anne sat down, and she smiled at him.",
    ),
    ("Martin said nothing.", "Martin said nothing.", "Anne said nothing."),
    # names the dataset says nothing new about are swapped as before
    ("Walter sat down.", "Stephanie sat down.", "Stephanie sat down."),
    ("Mary said she would come.", "James said he would come.", "James said he would come."),
    ("Martin Eden wrote all night.", "Anne Eden wrote all night.", "Anne Eden wrote all night."),
]


@pytest.fixture(scope="module")
def book_state():
    return adapt(BOOK + [t for t, _, _ in SWAPS], names=True)


def test_a_dataset_about_a_language_keeps_its_bare_name(names_on):
    """In a dataset where "Ada" is mostly the language, a bare "Ada" is the language too; Ada
    Lovelace, with her surname, is still a person."""
    docs = [
        "Ada 95 added tagged types.",
        "The compiler was written in Ada by the team.",
        "Ada programs are verbose.",
        "It was ported from Ada, Fortran and Lisp.",
        "Ada Lovelace wrote the first program; she was a mathematician.",
    ]
    texts = ["This led to Ada, she said.", "Ada Lovelace never saw it."]
    state = adapt(docs + texts, names=True)
    assert state.names.get("ada") == "strong"
    assert [names_on.swap(t) for t in texts] == [
        "This led to Julius, he said.",
        "Julius Lovelace never saw it.",
    ]
    fitted = GenderSwapper(names=True, disambiguator=state)
    assert [fitted.swap(t) for t in texts] == [
        "This led to Ada, he said.",
        "Julius Lovelace never saw it.",
    ]


def test_a_dataset_where_a_name_is_a_species_keeps_it(names_on):
    """In a game's dialogue where "the Hai" are an alien species (Endless Sky, other-domains-35),
    the species is no person where the text alone finds a pronoun after it."""
    docs = [
        "The Hai are a peaceful species.",
        "Most of the Hai are far from here.",
        "Nobody knows where the Hai came from.",
        "You meet the Hai, who offer you tea.",
        "The Hai were once at war with humanity.",
    ]
    text = "You find an elderly Hai on a bench. As you approach, he says hello."
    state = adapt(docs + [text], names=True)
    assert state.names.get("hai") == "strong"
    assert names_on.swap(text) == (
        "You find an elderly Rocio on a bench. As you approach, she says hello."
    )
    assert GenderSwapper(names=True, disambiguator=state).swap(text) == (
        "You find an elderly Hai on a bench. As you approach, she says hello."
    )


@pytest.mark.parametrize("text, without, with_adapt", SWAPS)
def test_swaps_follow_the_datasets_evidence(names_on, book_state, text, without, with_adapt):
    assert names_on.swap(text) == without
    assert GenderSwapper(names=True, disambiguator=book_state).swap(text) == with_adapt


def test_decisions_and_summary(book_state):
    summary = book_state.names.summary()
    assert summary["strong_names"] == {"arthur": "surname", "carlo": "animal"}
    assert summary["swap_names"] == ["martin"]
    assert summary["texts"] == len(BOOK) + len(SWAPS)
    assert summary["fingerprint"] == book_state.names.fingerprint
    assert pickle.loads(pickle.dumps(book_state)).fingerprint == book_state.fingerprint


def test_swap_gender_adapt_fits_on_the_texts():
    texts = BOOK + [t for t, _, _ in SWAPS]
    got = swap_gender(texts, names=True, adapt=True)
    assert got[len(BOOK) :] == [w for _, _, w in SWAPS]
    assert swap_gender(texts, names=True)[len(BOOK) :] == [w for _, w, _ in SWAPS]
    with pytest.raises(UsageError, match="adapt=True"):
        swap_gender(texts, adapt=True, disambiguator="tagger")


def test_without_names_the_pass_counts_no_names():
    state = adapt(BOOK)
    assert state.names is None
    assert collect_adaptation(BOOK).names is None


def test_partials_merge_whatever_the_split_and_order():
    texts = BOOK + [t for t, _, _ in SWAPS]
    opts = SwapOptions(names=True)
    whole = fit_adaptation(collect_adaptation(texts, opts)).names
    parts = [collect_adaptation(texts[i : i + 3], opts) for i in range(0, len(texts), 3)]
    for order in (parts, parts[::-1], parts[1:] + parts[:1]):
        got = fit_adaptation(merge_adaptation(order)).names
        assert got == whole
    counts = merge_adaptation(parts).names
    assert isinstance(counts, NameCounts) and counts.texts == len(texts)
    assert decide_names(counts) == whole


def test_the_cache_key_holds_the_name_decisions(book_state):
    import dataclasses

    other = dataclasses.replace(book_state, names=adapt(BOOK[:2], names=True).names)
    assert other.fingerprint != book_state.fingerprint
    a = get_swapper("flip", SwapOptions(names=True, disambiguator=book_state))
    b = get_swapper("flip", SwapOptions(names=True, disambiguator=other))
    assert a is not b
    assert a is get_swapper("flip", SwapOptions(names=True, disambiguator=book_state))


def test_a_state_without_names_leaves_names_as_they_were(names_on):
    state = adapt(BOOK)  # the her/his model only
    sw = GenderSwapper(names=True, disambiguator=state)
    for text, without, _ in SWAPS:
        assert sw.swap(text) == without


# -- the fitted step: the same result whatever the batches and processes --------------------------
def frame() -> pd.DataFrame:
    rows = BOOK + [t for t, _, _ in SWAPS]
    return pd.DataFrame({"text": rows * 3, "n": range(3 * len(rows))})


def test_step_is_deterministic_across_batches_and_processes():
    df = frame()
    step = [GenderSwap(text_columns="text", names=True, adapt=True)]
    runs = [Pipeline(step, seed=3).run(df, batch_size=bs) for bs in (1, 7, 4096)]
    runs.append(Pipeline(step, seed=3).run(df, batch_size=5, num_proc=2))
    fits = [r.manifest["splits"]["data"]["steps"][0]["fit"] for r in runs]
    for r, fit in zip(runs[1:], fits[1:]):
        pd.testing.assert_frame_equal(r.frame, runs[0].frame)
        assert fit == fits[0]
    names = fits[0]["name_evidence"]
    assert names["strong_names"] == {"arthur": "surname", "carlo": "animal"}
    assert names["swap_names"] == ["martin"] and names["texts"] == len(df)
    n = len(BOOK) + len(SWAPS)
    assert runs[0].frame["text"].tolist()[len(BOOK) : n] == [w for _, _, w in SWAPS]


def test_cli_swap_names_adapt(tmp_path):
    src = tmp_path / "in.csv"
    frame().to_csv(src, index=False)
    out = tmp_path / "out.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--names", "--quiet"]
    assert main([*args, "--adapt"]) == 0
    manifest = json.loads((tmp_path / "out.csv.manifest.json").read_text())
    fit = manifest["splits"]["data"]["steps"][-1]["fit"]
    assert fit["name_evidence"]["strong_names"] == {"arthur": "surname", "carlo": "animal"}
    assert fit["adapted_disambiguator"]["fingerprint"]
    n = len(BOOK) + len(SWAPS)
    assert pd.read_csv(out)["text"].tolist()[len(BOOK) : n] == [w for _, _, w in SWAPS]
    plain = tmp_path / "plain.csv"
    assert main(["swap", str(src), "-o", str(plain), *args[4:]]) == 0
    assert pd.read_csv(plain)["text"].tolist()[len(BOOK) : n] == [w for _, w, _ in SWAPS]


def test_a_name_a_dataset_writes_only_with_s_is_a_brand(names_on):
    """Product reviews (other-domains-54) name brands and shops after people and write them with
    's only ("I love Annie's products", "at Sam's"); with ``adapt`` such a name needs strong
    evidence. A name also written without 's, or with a pronoun, is a person as before."""
    reviews = [
        "I love Annie's products and these crackers are my new favorite.",
        "Not as sweet as the other brand, but not as mild as Annie's either.",
        "This is the first Annie's product that I did not like.",
        "Thank you for making this, it is healthy for kids.",
    ]
    state = adapt(reviews, names=True)
    assert state.names.get("annie") == "strong"
    assert state.names.summary()["strong_names"] == {"annie": "possessive"}
    assert names_on.swap(reviews[0]).startswith("I love Earl's products")
    assert GenderSwapper(names=True, disambiguator=state).swap(reviews[0]) == reviews[0]
    # a story: the same name also stands alone
    story = reviews[:3] + ["Annie came home late."]
    assert adapt(story, names=True).names.get("annie") == "text"


def test_brands_and_pets_of_reviews_are_not_people(names_on):
    """Brands named after a person, matched as written, and pets after the breed or kind that
    owners name (propernames.tsv version 39); all these were swapped before."""
    for text in [
        "First, I love Russell Stover snack bars.",
        "Tony Chachere's Creole Seasoning is great for all around usage.",
        "I still get great results with my George Foreman grill.",
        "I was hoping for something like they have at Tim Horton's.",
        "This is the first time I have purchased Laura Scudder's peanut butter.",
        "My basenji, Lily, loves these sticks.",
        "I bought this water for my pet chinchillas, Tank and Tony.",
    ]:
        assert names_on.swap(text) == text
    # the people are still people
    assert names_on.swap("Tony said hello.") == "Crystal said hello."
    assert names_on.swap("Our beagle Max ate it, and my son Max ate the rest.") == (
        "Our beagle Max ate it, and my daughter Lena ate the rest."
    )


def test_a_dataset_where_oscar_is_a_person_keeps_the_award(names_on):
    """Round 30: after an ordinal, "best" or a category of the award, "Oscar" is the award,
    even in a dataset whose counts make Oscar a name to swap (other-domains-20 had swapped "the
    best song Oscar" under --adapt only)."""
    surnames = "Wilde Peterson Robertson Hammerstein Levant Homolka Isaac Niemeyer Pistorius"
    docs = [f"Oscar {s} came home. Oscar said he was tired." for s in surnames.split()]
    texts = ["It won the best song Oscar in 1955.", "He won his first Oscar for it."]
    state = adapt(docs + texts, names=True)
    assert state.names.get("oscar") == "swap"
    fitted = GenderSwapper(names=True, disambiguator=state)
    assert [fitted.swap(t) for t in texts] == [
        "It won the best song Oscar in 1955.",
        "She won her first Oscar for it.",
    ]
    assert fitted.swap("Oscar Wilde wrote it.") == "Gail Wilde wrote it."
