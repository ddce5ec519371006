"""Validation of every swap lexicon: format, duplicates, both directions, spelling."""

import pytest

from cdaprep.lexicon_files import lexicon_dir, list_lexicons, load_indicators, read_lexicon
from cdaprep.nlp import load_spacy
from cdaprep.swap.swap_lexicon import load_swap_lexicon

SWAP_LEXICONS = ["default", "biasbios", "names"]
# Words WordNet lacks but that are correct English (reviewed): pronouns, titles and a few
# compounds; anything else must be in WordNet's index (a real dictionary criterion).
REVIEWED = {
    "he",
    "she",
    "him",
    "his",
    "hers",
    "her",
    "himself",
    "herself",
    "her's",
    "mr",
    "mrs",
    "ms",
    "mses",
    "messrs",
    "ma'am",
    "madams",
    "sirs",
    "camerawoman",
    "camerawomen",
    "anchorwoman",
    "anchorwomen",
    "alderwoman",
    "alderwomen",
    "firewoman",
    "firewomen",
    "craftswoman",
    "craftswomen",
    "frontwoman",
    "frontwomen",
    "councilwoman",
    "councilwomen",
    "anchorman",
    "anchormen",
    "frontman",
    "frontmen",
    "boyhood",
    "girlhood",
    "mommies",
    "daddies",
    "grandpas",
    "grandmas",
    "grannies",
    "aunties",
    "stepbrothers",
    "stepsisters",
    "papas",
    "mamas",
    "mums",
    "dads",
    "moms",
    "brotherhoods",
    "sisterhoods",
    "baronesses",
    "heiresses",
    "hostesses",
    "fiances",
    "fiancees",
    "widowers",
    "goddaughters",
    "godsons",
}


def singulars(w):
    """Candidate singulars of an English plural (regular, -es, -ies, -men)."""
    out = {w[:-1], w[:-2]}
    if w.endswith("ies"):
        out.add(w[:-3] + "y")
    if w.endswith("men"):
        out.add(w[:-3] + "man")
    return out


@pytest.fixture(scope="module")
def wordnet():
    nlp = load_spacy(components=("lemmatizer",))
    lem = nlp.get_pipe("lemmatizer")
    table = lem.lookups.get_table("lemma_index")
    words = set()
    for pos in ("noun", "verb", "adj", "adv"):
        words |= set(table[pos])
    return words, nlp


@pytest.mark.parametrize("name", SWAP_LEXICONS)
def test_format_and_metadata(name):
    lex = read_lexicon(name)
    for key in ("name", "version", "source", "licence"):
        assert lex.meta.get(key), f"{name}: missing # {key}:"
    assert {"word", "gender", "swap"} <= set(lex.columns)
    load_indicators(name)  # AssignGender can use it


@pytest.mark.parametrize("name", SWAP_LEXICONS)
def test_no_duplicate_keys(name):
    seen = set()
    for row in read_lexicon(name).rows:
        key = (row["word"], row.get("pos", ""))
        assert key not in seen, f"{name}: duplicate row {key}"
        seen.add(key)
        assert row["word"] == row["word"].strip().lower()


@pytest.mark.parametrize("name", SWAP_LEXICONS)
def test_targets_exist_with_the_other_gender(name):
    lex = load_swap_lexicon(name) if name != "names" else load_swap_lexicon([], names=True)
    one_way = lex.one_to_many()
    for e in lex.entries.values():
        for t in e.targets():
            if t not in lex.entries and e.key in one_way:
                continue  # one-way to a neutral word (hostess -> host)
            assert t in lex.entries, f"{name}: {e.key} -> {t}, and {t} is not in the lexicon"
            assert lex.entries[t].gender != e.gender, f"{name}: {e.key} -> {t} keeps the gender"


@pytest.mark.parametrize("name", ["default", "names"])
def test_pairs_consistent_in_both_directions(name):
    lex = load_swap_lexicon(name) if name != "names" else load_swap_lexicon([], names=True)
    one_way = lex.one_to_many()
    for e in lex.entries.values():
        if e.key in one_way:
            continue
        for t in e.targets():
            assert lex.entries[t].targets() == {e.key}, f"{e.key} <-> {t} not symmetric"


def test_one_to_many_words_are_exactly_the_documented_ones():
    assert load_swap_lexicon().one_to_many() == {
        "her",
        "her's",
        "hers",
        "him",
        "his",
        "miss",
        "mrs",
        "ma'am",
        "mum",
        "mums",
        "auntie",
        "aunties",
        "granny",
        "grannies",
        "bridegroom",
        "bridegrooms",
        "hostess",
        "hostesses",
    }


def test_every_word_is_spelled_right(wordnet):
    words, nlp = wordnet
    lex = read_lexicon("default")
    bad = []
    for row in lex.rows:
        for w in (row["word"], row["swap"]):
            if not w or w in REVIEWED or w in words:
                continue
            if not any(s in words for s in singulars(w)):
                bad.append(w)
    assert not bad, f"not in WordNet nor the reviewed list: {sorted(set(bad))}"


@pytest.mark.parametrize("typo", ["mentleman", "godess", "mss", "actoress", "neice", "waitor"])
def test_known_peer_typos_absent(typo, wordnet):
    words, _ = wordnet
    for name in SWAP_LEXICONS:
        for row in read_lexicon(name).rows:
            assert typo not in (row["word"], row.get("swap"))
    assert typo not in words  # the criterion above would catch it


def test_paper_map_is_exact():
    lex = load_swap_lexicon("biasbios")
    got = {k: (e.default, e.by_pos) for k, e in lex.entries.items()}
    assert got == {
        "he": ("she", ()),
        "she": ("he", ()),
        "himself": ("herself", ()),
        "herself": ("himself", ()),
        "mr": ("ms", ()),
        "ms": ("mr", ()),
        "hers": ("his", ()),
        "his": ("her", ()),
        "him": ("her", ()),
        "her": ("him", (("PRP$", "his"),)),
        "mrs": ("mr", ()),
    }


def test_names_lexicon():
    lex = load_swap_lexicon([], names=True)
    male = [e for e in lex.entries.values() if e.gender == "male"]
    assert len(male) >= 1000
    for w in ["will", "mark", "bill", "rose", "may", "grace", "hope", "faith", "joy", "june"]:
        assert lex.entries[w].conditional, w
        assert lex.entries[w].by_pos[0][0] == "PROPN"
    assert not lex.entries["jennifer"].conditional
    assert "king" not in lex.entries  # gendered word, handled by the default lexicon


def test_packaged_lexicons_listed():
    assert set(SWAP_LEXICONS) <= set(list_lexicons())
    assert (lexicon_dir() / "rules" / "context.tsv").is_file()
