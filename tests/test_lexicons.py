"""Validation of every swap lexicon: format, duplicates, both directions, spelling."""

from pathlib import Path

import pytest

from cdaprep.lexicon_files import lexicon_dir, list_lexicons, load_indicators, read_lexicon
from cdaprep.nlp import load_spacy
from cdaprep.swap.swap_lexicon import load_context_words, load_swap_lexicon

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
    "hes",  # he's and she's without the apostrophe, as comments write them
    "shes",
    "fiancé",  # the accented spellings of fiance / fiancee, which WordNet has
    "fiancée",
    "fiancés",
    "fiancées",
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
    # neutral column: they-set forms and neutral compounds WordNet lacks
    "their",
    "theirs",
    "themself",
    "stepsibling",
    "stepsiblings",
    "alderperson",
    "alderpersons",
    "frontperson",
    "frontpeople",
    # female and neutral forms of occupations in -man that WordNet lacks (Merriam-Webster has
    # them): default.tsv version 5
    "fisherwoman",
    "fisherwomen",
    "doorwoman",
    "doorwomen",
    "repairwoman",
    "repairwomen",
    "weatherwoman",
    "weatherwomen",
    "handywoman",
    "handywomen",
    "handyperson",
    "handypeople",
    "mailwoman",
    "mailwomen",
    "postwoman",
    "postwomen",
    "milkwoman",
    "milkwomen",
    "statesperson",
    "statespeople",
}


def singulars(w):
    """Candidate singulars of an English plural (regular, -es, -ies, -men)."""
    out = {w[:-1], w[:-2]}
    if w.endswith("ies"):
        out.add(w[:-3] + "y")
    if w.endswith("men"):
        out.add(w[:-3] + "man")
    if w.endswith("ren"):
        out.add(w[:-3])  # children -> child
    if w.endswith("people"):
        out.add(w[:-6] + "person")
    if w.endswith("ves"):
        out |= {w[:-3] + "fe", w[:-3] + "f"}  # housewives -> housewife, wolves -> wolf
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
        "gentleman",  # -> lady, which goes back to gentleman, or to Lord as a title
        "lord",  # -> Lady only as a title before a name
    }


def test_every_word_is_spelled_right(wordnet):
    words, nlp = wordnet
    lex = read_lexicon("default")
    bad = []
    for row in lex.rows:
        for w in (row["word"], row["swap"], *row["neutral"].split()):
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
    # built by scripts/build_count_nouns.py: words that stand after "a"/"an", not mass nouns
    count = load_context_words("count_nouns")["count_noun"]
    assert {"knife", "fleet", "debt"} <= count and not {"money", "advice", "tips"} & count
    # built by scripts/build_person_nouns.py from WordNet 3.0, whose notice ships beside it
    people = load_context_words("person_nouns")["person_noun"]
    assert {"doctor", "father", "worker", "police", "audience", "horse"} <= people
    assert not {"money", "information", "orders", "general", "blood", "aaron"} & people
    assert "WordNet 3.0 Copyright" in (lexicon_dir() / "WORDNET_LICENSE.txt").read_text()
    # built by scripts/build_bare_verbs.py: words used as verbs, not nouns nor names after "to"
    bare = load_context_words("bare_verbs")["bare_verb"]
    assert {"succeed", "try", "fail", "go"} <= bare
    assert not {"face", "voice", "look", "walk", "every", "italy", "henry"} & bare
    # built by scripts/build_perception_objects.py: after "watched him/her", the object's words
    seen = load_context_words("perception_objects")["perception_object"]
    assert {"dance", "fight", "smile", "sitting", "walk"} <= seen
    assert not {"face", "voice", "work", "way", "hand"} & seen and not seen & bare


def test_build_person_nouns_reads_the_first_sense(tmp_path):
    """scripts/build_person_nouns.py keeps a noun whose most frequent sense is a person, a group
    or an animal, written in lower case there, that is no adjective."""
    import importlib.util

    path = Path(__file__).resolve().parent.parent / "scripts" / "build_person_nouns.py"
    spec = importlib.util.spec_from_file_location("build_person_nouns", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    notice = "  1 This software and database is being provided to you\n"
    (tmp_path / "data.noun").write_text(
        notice
        + "00000001 18 n 01 doctor 0 000 | a physician\n"
        + "00000002 09 n 01 mind 0 000 | that which thinks\n"
        + "00000003 18 n 01 Aaron 0 000 | a brother of Moses\n"
        + "00000004 18 n 01 general 0 000 | an officer\n"
        + "00000005 14 n 02 police 0 police_force 0 000 | the force\n"
        + "00000006 09 n 01 doctor 0 000 | a degree\n"
    )
    (tmp_path / "index.noun").write_text(
        notice
        + "doctor n 2 0 2 0 00000001 00000006\n"
        + "mind n 1 0 1 0 00000002\n"
        + "aaron n 1 0 1 0 00000003\n"
        + "general n 1 0 1 0 00000004\n"
        + "police n 1 1 @ 1 0 00000005\n"
    )
    (tmp_path / "index.adj").write_text(notice + "general a 1 0 1 0 00000100\n")
    assert mod.person_nouns(tmp_path) == ["doctor", "police"]


# -- the neutral column (direction="to-neutral") --------------------------------------------
def test_neutral_targets_are_fixed_points():
    """A neutral word is no gendered word, or one left unchanged itself (actress -> actor and
    actor stays): so to-neutral is idempotent on the lexicon."""
    lex = load_swap_lexicon()
    for e in lex.entries.values():
        for t in e.neutral_targets():
            other = lex.entries.get(t)
            assert other is None or not other.neutral_targets(), f"{e.key} -> {t} -> again"


def test_neutral_pronoun_rows_hold_they_forms_by_role():
    from cdaprep.swap import load_pronoun_set

    they = load_pronoun_set("they")
    lex = load_swap_lexicon()

    def neutral(word, pos=None):
        e = lex.entries[word]
        return dict(e.neutral_by_pos).get(pos) if pos else e.neutral

    assert neutral("he") == neutral("she") == they.subject
    assert neutral("him") == neutral("her") == they.object
    assert neutral("his", "PRP$") == neutral("her", "PRP$") == they.determiner
    assert neutral("his") == neutral("hers") == neutral("her's") == they.possessive
    assert neutral("himself") == neutral("herself") == they.reflexive


def test_neutral_pairs_agree_and_unchanged_rows_say_why():
    rows = read_lexicon("default").rows
    neutral = {(r["word"], r["pos"]): r["neutral"] for r in rows}
    for r in rows:
        if not r["neutral"]:
            assert "neutral:" in r["note"], f"{r['word']}: empty neutral needs a note saying why"
            continue
        other = neutral.get((r["swap"], r["pos"]))
        if other and r["word"] not in ("his", "her", "hers", "her's", "him"):
            assert other == r["neutral"], f"{r['word']} -> {r['neutral']}, {r['swap']} -> {other}"


def test_brief_neutral_words():
    lex = load_swap_lexicon()
    want = {
        "chairman": "chairperson",
        "chairwoman": "chairperson",
        "fisherman": "fisher",
        "housewife": "homemaker",
        "mailman": "mail carrier",
        "actress": "actor",
        "waiter": "server",
        "waitress": "server",
        "mother": "parent",
        "father": "parent",
        "son": "child",
        "daughter": "child",
        "brother": "sibling",
        "sister": "sibling",
        "husband": "spouse",
        "wife": "spouse",
        "boyfriend": "partner",
        "girlfriend": "partner",
        "king": "monarch",
        "queen": "monarch",
        "policeman": "police officer",
        "policewoman": "police officer",
        "policemen": "police officers",
        "mr": "mx",
        "mrs": "mx",
        "ms": "mx",
    }
    assert {k: lex.entries[k].neutral for k in want} == want
    assert dict(lex.entries["miss"].neutral_by_pos) == {"PROPN": "mx"}
    assert lex.entries["sir"].neutral is None and lex.entries["madam"].neutral is None


def test_lexicon_without_neutral_column_still_loads(tmp_path):
    lex = load_swap_lexicon("biasbios")
    assert "neutral" not in read_lexicon("biasbios").columns
    assert all(not e.neutral_targets() for e in lex.entries.values())
    p = tmp_path / "mine.tsv"
    p.write_text("# name: mine\n# extends: default\nword\tgender\tswap\nking\tmale\tqueen\n")
    mine = load_swap_lexicon(str(p))
    assert mine.entries["king"].neutral is None and mine.entries["queen"].neutral == "monarch"


def test_names_neutral_lexicon():
    raw = read_lexicon("names_neutral")
    for key in ("name", "version", "source", "licence"):
        assert raw.meta.get(key), key
    lex = load_swap_lexicon([], names=True, neutral_names=True)
    pool = lex.neutral_names
    assert len(pool) >= 10 and len(set(pool)) == len(pool)
    gendered = set(load_indicators("default"))
    names = load_swap_lexicon([], names=True).entries
    for n in pool:
        assert n not in names and n not in gendered, n  # neutral names are no gendered words
    missing = [k for k, e in lex.entries.items() if e.kind == "name" and not e.neutral_targets()]
    assert not missing, missing[:10]
    # frequency-matched: the most frequent names get the most frequent neutral name
    assert lex.entries["james"].neutral == lex.entries["mary"].neutral == pool[0]


@pytest.mark.parametrize(
    "content, what",
    [
        ("words\tg\nshe\tfemale\n", "header has no 'word' column"),
        ("word\tgender\nshe\tf\n", "gender 'f' must be one of female, male"),
        ("# name: empty\n", "is empty (no header line)"),
    ],
)
def test_a_bad_lexicon_error_gives_the_format_itself(tmp_path, capsys, content, what):
    """The error said "see cdaprep/lexicon.py for the format", a file that does not exist and
    that a command line user has no reason to open."""
    from cdaprep.cli import main

    lex = tmp_path / "bad.tsv"
    lex.write_text(content)
    src = tmp_path / "t.csv"
    src.write_text("text\nShe sings.\n")
    out = tmp_path / "o.csv"
    args = ["assign-gender", str(src), "-o", str(out), "--text-column", "text"]
    assert main([*args, "--lexicon", str(lex)]) == 1
    err = capsys.readouterr().err
    assert what in err
    assert "header line 'word<TAB>gender'" in err and "female or male" in err
    assert "cdaprep/lexicon.py" not in err and not out.exists()


def test_user_word_files_with_a_byte_order_mark_are_read(tmp_path, capsys):
    """A lexicon or never-swap file saved as UTF-8 with a byte order mark (Windows editors):
    the lexicon was refused ("header has no 'word' column (header: \ufeff# extends: ...)") and
    the first word of a never-swap file never matched, so "King" was swapped. A file in Latin-1
    was a UnicodeDecodeError traceback; now it is one line naming the file, line and byte."""
    from cdaprep.cli import main

    src = tmp_path / "t.csv"
    src.write_text("text\nThe King met her nurse.\n")
    lex = tmp_path / "mine.tsv"
    lex.write_bytes(b"\xef\xbb\xbf# extends: default\nword\tgender\tswap\nnurse\tfemale\tdoctor\n")
    never = tmp_path / "never.txt"
    never.write_bytes(b"\xef\xbb\xbfKing\n")
    out = tmp_path / "o.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--quiet"]
    assert main([*args, "--lexicon", str(lex), "--never-swap", str(never)]) == 0
    assert "The King met his doctor." in out.read_text()
    never.write_bytes(b"K\xf6nig\n")
    assert main([*args, "--never-swap", str(never), "--overwrite"]) == 1
    err = capsys.readouterr().err
    assert "never-swap file" in err and "line 1: byte 0xf6 is not UTF-8" in err
    assert "Traceback" not in err
