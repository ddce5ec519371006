"""Hard cases, form preservation, names, window tagging and the step (real spaCy)."""

import re
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.swap import GenderSwapper, SwapOptions, find_gendered_spans, swap_gender
from cdaprep.swap.engine import WINDOW

WINOBIAS = Path(__file__).resolve().parents[2] / "shared" / "data" / "winobias-dev"
if not WINOBIAS.is_dir():
    WINOBIAS = Path("/work/shared/data/winobias-dev")


@pytest.fixture(scope="module")
def sw():
    return GenderSwapper()


@pytest.mark.parametrize(
    "src, want",
    [
        ("Give her her book back.", "Give him his book back."),
        ("I have kept her waiting.", "I have kept him waiting."),
        ("I will miss you.", "I will miss you."),
        ("Mrs. Copperfield is here.", "Mr. Copperfield is here."),
        ("She'll come. She's here.", "He'll come. He's here."),
        ("HER BOOK. HE SAID.", "HIS BOOK. SHE SAID."),
        ("The book is her's.", "The book is his."),
        ("The book is his.", "The book is hers."),
        ("The book is his and the pen is hers.", "The book is hers and the pen is his."),
        ("He gave her money.", "She gave him money."),
        ("He gave her book to Sam.", "She gave his book to Sam."),
        ("His father-in-law met her step-mother.", "Her mother-in-law met his step-father."),
        (
            "Mr Li, Ms. Wu and Miss Lee thanked the sir.",
            "Ms Li, Mr. Wu and Mr Lee thanked the madam.",
        ),
        ("the king's sons'  toys\n\t\"he\"", "the queen's daughters'  toys\n\t\"she\""),
        ("Her work is known. She and her husband", "His work is known. He and his wife"),
        ("the chairman and businesswomen", "the chairwoman and businessmen"),
        # a title in s keeps "'s", as a name does (Hypothesis found "Mr's" -> "Ms'")
        ("Ms's car and Mr's hat", "Mr's car and Ms's hat"),
        # occupations in -man that default.tsv lacked before version 5
        (
            "The fisherman, the housewife, the foreman and a repairman",
            "The fisherwoman, the househusband, the forewoman and a repairwoman",
        ),
        ("theme here heir hersey", "theme here heiress hersey"),
        ("She founded her own firm.", "He founded his own firm."),
    ],
)
def test_hard_cases(sw, src, want):
    assert sw.swap(src) == want


def test_curly_apostrophe_and_whitespace_kept(sw):
    assert sw.swap("She\u2019s  here,\r\nher\u2019s too") == "He\u2019s  here,\r\nhis too"


def test_modifier_letter_apostrophe_is_an_apostrophe():
    """U+02BC, the apostrophe some keyboards and converters write: "he\u02bcs" was one word
    to the swap, scrub and to-neutral (left as it was) while assign-gender read "he"."""
    from cdaprep.steps import Scrub

    text = "he\u02bcs here and she\u02bcs there; Her\u02bcs is his"
    assert GenderSwapper().swap(text) == "she\u02bcs here and he\u02bcs there; His is hers"
    assert GenderSwapper(direction="to-neutral").swap("he\u02bcs here") == "they\u02bcre here"
    assert Scrub().scrub_texts(["he\u02bcs here"]) == ["_\u02bcs here"]


@pytest.mark.parametrize("direction", ["flip", "to-female", "to-male", "to-neutral"])
def test_a_dictionarys_syllable_marks_are_inside_the_word(direction):
    """GCIDE writes a headword's syllables and stress with * ` and ": "History \\His"to*ry\\"
    had become "\\Hers"to*ry\\" and "Herald \\Her"ald\\" "\\His"ald\\"; a pronoun
    next to a quotation mark or an emphasis mark stays a word."""
    from cdaprep.steps import Scrub

    sw = GenderSwapper(direction=direction)
    text = 'History \\His"to*ry\\, n.; Herald \\Her"ald\\; Sem`i*his*tor"i*cal; His`to*log"ic'
    assert sw.swap_batch([text]) == [(text, [])]
    assert Scrub().scrub_texts([text]) == [text]
    assert GenderSwapper(direction="to-female").swap('It was *his* idea, "his", his"; he') == (
        'It was *her* idea, "hers", hers"; she'
    )


@pytest.mark.parametrize("direction", ["flip", "to-female", "to-male", "to-neutral"])
def test_decomposed_accents_and_joiners_are_inside_the_word(direction):
    """A decomposed accent (NFD: "e" + U+0301), a soft hyphen or a zero-width joiner continues
    the word: "He\u0301le\u0300ne" (Hélène) became "She\u0301le\u0300ne" and "he\u0301"
    "she\u0301", as if "He" and "he" stood alone."""
    sw = GenderSwapper(direction=direction)
    text = "He\u0301le\u0300ne said he\u0301 was moth\u00adher and Her\u200dname."
    assert sw.swap_batch([text]) == [(text, [])]
    assert not sw.has_gendered_word(text)
    word = "she" if direction == "to-male" else "he"
    _, edits = sw.swap_batch([f"He\u0301le\u0300ne said {word} left."])[0]
    assert [(e.start, e.old) for e in edits] == [(14, word)]


@pytest.mark.parametrize("direction", ["flip", "to-female", "to-male", "to-neutral"])
def test_web_and_email_addresses_and_handles_are_kept(direction):
    """A link, an e-mail address or a handle is no text: "https://x.org/her/his?he=1" became
    "https://x.org/her/his?she=1" (to-neutral "https://x.org/theirs?they=1"), "him@mail.com"
    "her@mail.com" and "@her" "@him", so links and addresses broke."""
    sw = GenderSwapper(direction=direction)
    text = "See https://x.org/her/his?he=1, www.him.org or him@mail.com; ask @her (@His_Page)."
    assert sw.swap_batch([text]) == [(text, [])]
    assert not sw.has_gendered_word(text)
    word = "she" if direction == "to-male" else "he"
    new, _ = sw.swap_batch([f"Mail {word}@x.org: {word} left."])[0]
    assert new.startswith(f"Mail {word}@x.org: ") and not new.endswith(f" {word} left.")
    # a link ends at the quote or bracket of markup around it: the text after it is text
    cap = word.capitalize()
    for glued in (
        f'<a href="https://x.org/a">{cap} left',
        f"[IMG: http://x.org/a.jpg][{cap}] left",
    ):
        new, edits = sw.swap_batch([glued])[0]
        assert len(edits) == 1 and edits[0].old == cap


def test_emphasised_words_are_swapped_and_decided_by_the_words_around_them():
    """Markdown emphasis, as comments write it: "_his_" and "__her__" were never swapped (the
    underscore is a word character), and "*her* idea" became "*him* idea", the marks hiding the
    noun after "her"; "~his~ fault" became "~hers~ fault". Identifiers keep their words."""
    sw = GenderSwapper(direction="to-male")
    got = sw.swap("That was *her* idea; I saw **her** yesterday, and _her_ book, __her__ fault.")
    assert got == "That was *his* idea; I saw **him** yesterday, and _his_ book, __his__ fault."
    assert GenderSwapper(direction="to-female").swap("~his~ fault, _He_ said") == (
        "~her~ fault, _She_ said"
    )
    for kept in ("set her_name and user_his", "_her_x"):
        assert sw.swap(kept) == kept and GenderSwapper().swap(kept) == kept
    assert sw.has_gendered_word("*she*") and not sw.has_gendered_word("her_name")


def test_he_s_and_she_s_without_the_apostrophe_are_swapped():
    """Comments write he's and she's without the apostrophe: "Hes a liar and his wife knows
    it" became "Hes a liar and her husband knows it", a counterfactual with both genders."""
    flip = GenderSwapper(direction="flip")
    assert flip.swap("Hes a liar and his wife knows it") == "Shes a liar and her husband knows it"
    assert flip.swap("im sure shes fine and HES not") == "im sure hes fine and SHES not"
    assert flip.has_gendered_word("shes gonna lose it")


def test_accented_fiance_and_masseuse_are_swapped():
    """ "his fiancée" became "her fiancée": only the spellings without accents were in the
    lexicon, though edited text writes fiancé and fiancée; masseur/masseuse were missing."""
    flip = GenderSwapper(direction="flip")
    assert flip.swap("His fiancée met her Fiancé and the FIANCÉES.") == (
        "Her fiancé met his Fiancée and the FIANCÉS."
    )
    assert flip.swap("She is a masseuse; the masseurs left.") == (
        "He is a masseur; the masseuses left."
    )


def test_a_paragraph_break_ends_what_her_could_own():
    """ "Call her\n\nBooks are due" became "Call his\n\nBooks are due": the decision read
    the first word of the next paragraph as the noun after "her". A blank line now ends the
    context, as the end of the text does; a single line break (hard-wrapped text) does not."""
    sw = GenderSwapper(direction="to-male")
    assert sw.swap("Call her\n\nBooks are due.") == "Call him\n\nBooks are due."
    assert sw.swap("I love her\n \nTom is great.") == "I love him\n \nTom is great."
    assert sw.swap("He took her\nbook and left.") == "He took his\nbook and left."
    assert sw.swap("Sunday.\n\nHer book was late.") == "Sunday.\n\nHis book was late."


def test_html_tags_are_kept_and_hide_no_word():
    """Comments and biographies scraped from the web keep inline HTML: "<b>her</b> idea" became
    "<b>him</b> idea" (the tag hid the noun after "her"), "her&nbsp;book" "him&nbsp;book", and
    words inside a tag were swapped: '<span class="he">' became '<span class="she">' and a
    relative link "/her/page" "/him/page". A tag is read as if it were not there and kept byte
    for byte; text in angle brackets that is no HTML element stays text."""
    sw = GenderSwapper(direction="to-male")
    got = sw.swap('It was <b>her</b> idea; see <a href="/her/page" title="her page">her</a> notes.')
    assert got == 'It was <b>his</b> idea; see <a href="/her/page" title="her page">his</a> notes.'
    assert sw.swap("I saw <i>her</i> yesterday. He took her&nbsp;book.") == (
        "I saw <i>him</i> yesterday. He took his&nbsp;book."
    )
    flip = GenderSwapper(direction="flip")
    assert flip.swap('<span class="he">He</span> left.<br/>She <EM>waved</EM>.') == (
        '<span class="he">She</span> left.<br/>He <EM>waved</EM>.'
    )
    assert not flip.has_gendered_word('<div class="her him">x</div>')
    # a line break or a list item ends what "her" could own, as a new line does
    assert sw.swap("I love her<br>Tom is great.<ul><li>Call her</li><li>Books are due") == (
        "I love him<br>Tom is great.<ul><li>Call him</li><li>Books are due"
    )
    assert GenderSwapper(names=True).swap("<Mary> hi, a < b and he > c") == (
        "<James> hi, a < b and she > c"
    )


@pytest.mark.parametrize("disambiguator", ["model", "tagger"])
def test_will_and_might_after_her_or_his_are_nouns(disambiguator):
    """ "against his will" became "against hers will" and "with all her might" "with all him
    might": will and might were read as the modal verbs after an object or standalone pronoun,
    where after her/his they are nearly always the nouns."""
    to_female = GenderSwapper(direction="to-female", disambiguator=disambiguator)
    to_male = GenderSwapper(direction="to-male", disambiguator=disambiguator)
    assert to_female.swap("He married against his will.") == "She married against her will."
    assert to_male.swap("She ran with all her might.") == "He ran with all his might."
    assert to_male.swap("Her will was strong.") == "His will was strong."
    assert to_male.swap("In her will she left the house to them.") == (
        "In his will he left the house to them."
    )
    # the modal after a standalone his / an object her stays so when punctuation shows it
    assert to_female.swap("The choice was his; will he go?") == "The choice was hers; will she go?"


def test_directions():
    assert swap_gender(["He and she"], direction="to-female") == ["She and she"]
    assert swap_gender(["He and she"], direction="to-male") == ["He and he"]
    with pytest.raises(UsageError, match="The 'direction' parameter of GenderSwapper"):
        GenderSwapper(direction="sideways")


def test_biasbios_lexicon_is_the_paper_map():
    out = swap_gender(["His book; the book is his; Mrs. Li"], lexicon="biasbios")
    assert out == ["Her book; the book is her; Mr. Li"]


def test_user_lexicon_extends_and_overrides(tmp_path):
    p = tmp_path / "mine.tsv"
    p.write_text(
        "# name: mine\n# extends: default\nword\tgender\tswap\nmr\tmale\tmrs\ndoctor\tmale\t\n"
    )
    sw = GenderSwapper(lexicon=str(p))
    assert sw.swap("Mr. Li and he") == "Mrs. Li and she"
    assert "mine" in sw.checksums and "default" in sw.checksums
    assert sw.genders("the doctor") == {"male"}


def test_never_swap():
    assert swap_gender(["The king and he"], never_swap=["king"]) == ["The king and she"]
    assert swap_gender(["The King and he"], never_swap="king, he") == ["The King and he"]


@pytest.mark.parametrize("spec", ["nofile.txt", "lists/never", "words.tsv"])
def test_never_swap_path_that_does_not_exist_is_a_usage_error(tmp_path, capsys, spec):
    """`--never-swap nofile.txt` was silently taken as the word 'nofile.txt'."""
    from cdaprep.cli import main

    src = tmp_path / "k.csv"
    src.write_text("text\nThe King spoke.\n")
    out = tmp_path / "o.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--never-swap"]
    assert main([*args, str(tmp_path / spec) if "/" in spec else spec]) == 2
    err = capsys.readouterr().err
    assert "--never-swap (never_swap)" in err and "no such file" in err
    assert "looks like a file path" in err and not out.exists()
    with pytest.raises(UsageError, match="no such file"):
        swap_gender(["The King spoke."], never_swap="nofile.txt")
    # words, and a file that exists, are as before
    assert swap_gender(["The King and he"], never_swap="St. John,King") == ["The King and she"]
    words = tmp_path / "never.txt"
    words.write_text("king\n")
    assert main([*args, str(words)]) == 0
    assert pd.read_csv(out)["text"].tolist() == ["The King spoke."]


def test_edits_record_offsets_into_the_original(sw):
    text = "  She sold HER old car"
    new, edits = sw.swap_batch([text])[0]
    for e in edits:
        assert text[e.start : e.end] == e.old
    rebuilt = text
    for e in reversed(edits):
        rebuilt = rebuilt[: e.start] + e.new + rebuilt[e.end :]
    assert rebuilt == new == "  He sold HIS old car"


def test_names_common_words_only_as_proper_nouns():
    sw = GenderSwapper(names=True)
    will_partner = sw.lexicon.entries["will"].by_pos[0][1].capitalize()
    # a common-word name first in a sentence needs a surname (or a title) to be a name
    assert sw.swap("Will Turner went home.") == f"{will_partner} Turner went home."
    assert sw.swap("I will go.") == "I will go."
    assert sw.swap("Will you go?") == "Will you go?"
    grace = sw.lexicon.entries["grace"].by_pos[0][1].capitalize()
    assert sw.swap("Grace Hopper wrote code by the grace of luck.") == (
        f"{grace} Hopper wrote code by the grace of luck."
    )


def test_names_consistent_and_no_state_across_texts():
    sw = GenderSwapper(names=True)
    a = sw.swap("John met Mary. John left, Mary stayed.")
    assert a == "Patricia met James. Patricia left, James stayed."
    assert sw.swap(a) == "John met Mary. John left, Mary stayed."
    # to-female: John would become Patricia, already a woman in the text -> another name
    out = GenderSwapper(names=True, direction="to-female").swap("John and Patricia. John.")
    first = out.split()[0]
    assert first not in ("John", "Patricia") and out == f"{first} and Patricia. {first}."
    # the same input gives the same output whatever came before (no global map)
    assert GenderSwapper(names=True, direction="to-female").swap("John and Patricia. John.") == out


def test_has_gendered_word_and_genders(sw):
    assert sw.has_gendered_word("Ask HER.")
    assert not sw.has_gendered_word("I will miss the theme here.")
    assert sw.genders("the mother and Mr. X") == {"female", "male"}
    assert sw.genders("nobody") == set()


def test_find_gendered_spans_tags_only_where_needed():
    spans = find_gendered_spans(
        ["I will miss Mr. Grey and Will.", "Miss Li met Grace."], names=True
    )
    assert [(s.word, s.kind) for s in spans[0]] == [("Mr", "title"), ("Will", "name")]
    assert [(s.word, s.gender, s.kind) for s in spans[1]] == [
        ("Miss", "female", "title"),
        ("Grace", "female", "name"),
    ]


def _winobias_sentences():
    out = []
    for f in sorted(WINOBIAS.glob("*.dev")):
        for line in f.read_text().splitlines():
            if line.strip():
                out.append(line.split(" ", 1)[1].replace("[", "").replace("]", ""))
    return out


BIOS = [
    "Maria Lopez is a nurse in Denver. She received her degree from the University of Iowa "
    "in 1999 and has worked with her colleagues on pediatric care since. In her spare time she "
    "paints. Her husband is a teacher; friends describe her as generous and kind to all.",
    "Dr. Ann Smith gave her students her notes, told her mother everything and let her sister "
    "keep her old car. He thanked her. The prize was his, not hers; his own book sold well.",
]


@pytest.mark.skipif(not WINOBIAS.is_dir(), reason="WinoBias dev data not found")
def test_window_tag_equals_full_document_tag():
    """The window around an ambiguous word gives the tag of full-document tagging."""
    from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy

    nlp = load_spacy(components=TAGGER_COMPONENTS)
    texts = _winobias_sentences()[::3] + BIOS
    full = {}
    for i, doc in enumerate(nlp.pipe(texts)):
        for t in doc:
            if t.lower_ in ("her", "his"):
                full[(i, t.idx)] = t.tag_
    sw = GenderSwapper()
    cands = sw._candidates(texts, changing_only=False)
    cands = [c for c in cands if c.entry.key in ("her", "his")]
    sw._tag(texts, cands)
    assert len(cands) > 100
    for c in cands:
        assert c.pos is not None
    raw = {}
    for c in cands:  # undo the post-tag rules' changes to compare raw tags
        key = (c.doc, c.start)
        raw[key] = c.pos
    differ = [k for k in raw if raw[k] != full[k]]
    # post-tag rules change some PRP$ to PRP on purpose; raw tagger tags otherwise agree
    for k in differ:
        assert full[k] == "PRP$" and raw[k] == "PRP", (texts[k[0]], k)
    assert WINDOW >= 5


def test_step_pure_and_counts():
    from cdaprep.steps import GenderSwap
    from cdaprep.steps.base import StepContext

    df = pd.DataFrame({"a": ["She left.", "", None, 3], "b": ["his dog", "x", "y", "z"]})
    before = df.copy()
    step = GenderSwap(text_columns=["a", "b"], edits_column="ed")
    ctx = StepContext()
    out = step.apply(df, ctx)
    pd.testing.assert_frame_equal(df, before)
    assert out["a"].tolist()[:3] == ["He left.", "", None] and out["a"].tolist()[3] == 3
    assert out["b"].tolist()[0] == "her dog"
    assert out["ed"].tolist()[0] == [
        {"column": "a", "start": 0, "end": 3, "old": "She", "new": "He"},
        {"column": "b", "start": 0, "end": 3, "old": "his", "new": "her"},
    ]
    assert ctx.counters["text_empty:a"] == 1 and ctx.counters["text_missing:a"] == 1
    assert ctx.counters["text_not_string:a"] == 1
    assert step.reads() == ["a", "b"] and step.writes() == ["a", "b", "ed"]
    # the lexicon, the rule tables and the her model make the output: the manifest pins them
    assert set(step.lexicon_checksums()) == {"default", "rules", "her_model"}
    import pickle

    clone = pickle.loads(pickle.dumps(step))
    assert not any(k.startswith("_res_") for k in vars(clone))
    assert clone.transform(df)["a"].tolist()[0] == "He left."


@pytest.mark.parametrize(
    "edits, what",
    [
        ("text", "also a text column of the step"),
        ("note", "a column the input already has"),
        ("id", "a column the input already has"),
        ("_cda_row_id", "a column cdaprep reserves"),
    ],
)
def test_edits_column_never_replaces_a_column(tmp_path, capsys, edits, what):
    """`--edits-column text` wrote the edits list over the texts, `note` over the notes: now a
    usage error naming the column and the fix, before anything is written."""
    from cdaprep.cli import main

    src = tmp_path / "a.csv"
    src.write_text("id,text,note\n1,She is a nurse.,keep me\n")
    out = tmp_path / "o.csv"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--id-column", "id"]
    assert main([*args, "--edits-column", edits]) == 2
    err = capsys.readouterr().err
    assert f"--edits-column (edits_column) {edits!r} is {what}" in err
    assert "Choose another name" in err
    assert not out.exists()
    assert main([*args, "--edits-column", "swap_edits"]) == 0
    got = pd.read_csv(out)
    assert got["note"].tolist() == ["keep me"] and got["text"].tolist() == ["He is a nurse."]


def test_step_registered_and_lazy_spacy():
    import subprocess
    import sys

    code = (
        "import sys, cdaprep.steps.swap, cdaprep.swap; "
        "from cdaprep.steps.registry import get_step; assert get_step('gender-swap').__name__ == "
        "'GenderSwap'; print('spacy' in sys.modules)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.stdout.strip() == "False", r.stderr


def test_cli(tmp_path):
    from cdaprep.cli import main

    src = tmp_path / "in.csv"
    pd.DataFrame({"bio": ["She sold her old car.", "Will went home."]}).to_csv(src, index=False)
    out = tmp_path / "out.csv"
    assert (
        main(
            [
                "swap",
                str(src),
                "-o",
                str(out),
                "--text-column",
                "bio",
                "--names",
                "--direction",
                "to-male",
                "--quiet",
            ]
        )
        == 0
    )
    got = pd.read_csv(out)["bio"].tolist()
    assert got == ["He sold his old car.", "Will went home."]
    assert re.search(r"already exists", str(_err(main, src, out)))


def _err(main, src, out):
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stderr(buf):
        rc = main(["swap", str(src), "-o", str(out), "--text-column", "bio", "--quiet"])
    assert rc == 2
    return buf.getvalue()


@pytest.mark.parametrize(
    ("text", "swapped"),
    [
        ("Ladies' night is on Friday.", "Gentlemen's night is on Friday."),
        ("The gentlemen's club closed.", "The ladies' club closed."),
        ("The LADIES' ROOM.", "The GENTLEMEN'S ROOM."),
        ("The women\u2019s march.", "The men\u2019s march."),
        ("Her sisters' house, his brother's car.", "His brothers' house, her sister's car."),
        ("The actor's role.", "The actress's role."),  # a singular in s keeps 's
        ("The princess' crown.", "The prince's crown."),
    ],
)
def test_possessives_stay_well_formed(text, swapped):
    """A word in s takes the apostrophe alone, any other word "'s": "Ladies' night" became
    "Gentlemen' night" and "gentlemen's" "ladies's"."""
    sw = GenderSwapper()
    got = sw.swap(text)
    assert got == swapped
    assert sw.swap(got) == text.replace("princess'", "princess's")  # a flip of a flip


@pytest.mark.parametrize(
    ("text", "neutral"),
    [
        (
            "Each applicant must ask his/her manager; s/he decides.",
            "Each applicant must ask their manager; they decide.",
        ),
        ("(S)he gave him/her HIS/HER badge.", "They gave them THEIR badge."),
        ("He or she knows it himself or herself.", "They know it themself."),
        (
            "The winner gets her / his prize, and she/he speaks.",
            "The winner gets their prize, and they speak.",
        ),
        ("Is the bag his or hers?", "Is the bag theirs?"),
        ("S(he) runs.", "They run."),
        (
            "Each applicant commits him/herself; HER/HIMSELF too.",
            "Each applicant commits themself; THEMSELF too.",
        ),
        (
            "Open to (wo)men and wo/men; a (Wo)man's job.",
            "Open to people and people; a Person's job.",
        ),
    ],
)
def test_inclusive_forms_are_kept_or_made_neutral_whole(text, neutral):
    """ "his/her" and "s/he" name both genders: a flip made "hers/his manager; s/she decides",
    to-female "her/her", and to-neutral "theirs/their manager; s/they decide"; "him/herself"
    became "her/herself" (to-neutral "them/themself") and "(wo)men" "(wo)women" ("(wo)people")."""
    for direction in ("flip", "to-female", "to-male"):
        sw = GenderSwapper(direction=direction)
        assert sw.swap(text) == text, direction
        assert not sw.has_gendered_word(text)
    assert GenderSwapper(direction="to-neutral").swap(text) == neutral


def test_pronouns_joined_by_and_are_two_people():
    sw = GenderSwapper()
    assert sw.swap("for him or herself; the (men)") == "for her or himself; the (women)"
    assert (
        sw.swap("He and she left; his book and her pen.")
        == "She and he left; her book and his pen."
    )
    assert sw.swap("Give it to him or to her.") == "Give it to her or to him."


def test_one_string_gives_one_string_and_missing_text_has_no_gendered_word(sw):
    """Report item 10: swap_gender("She is here.") returned ['He is here.'], and
    has_gendered_word(None) raised "argument of type 'NoneType' is not iterable"."""
    assert swap_gender("She is here.") == "He is here."
    assert swap_gender("Mrs. Li sold her car.", direction="to-male", names=True) == (
        "Mr. Li sold his car."
    )
    assert swap_gender(["She is here."]) == ["He is here."]
    assert swap_gender(("She is here.", None, "")) == ["He is here.", None, ""]
    for missing in (None, float("nan"), pd.NA, ""):
        assert sw.has_gendered_word(missing) is False
        assert sw.genders(missing) == set()
    assert sw.has_gendered_word("She is here.") is True


def test_swap_of_one_swapper_refuses_a_list_of_texts():
    # GenderSwapper().swap(["She is here."]) gave the list back unchanged, read as one text
    sw = GenderSwapper()
    with pytest.raises(UsageError, match="swap_texts"):
        sw.swap(["She is here."])
    assert sw.swap("She is here.") == "He is here."
    assert sw.swap(None) is None
    assert sw.swap(np.array(["She is here."])[0]) == "He is here."  # numpy's str_ is a str
    assert sw.swap_texts(["She is here.", None]) == ["He is here.", None]


@pytest.mark.parametrize(
    "call, param, owner",
    [
        (lambda v: swap_gender("Mary said she is here.", names=v), "names", "swap_gender"),
        (lambda v: swap_gender("Mary said she is here.", adapt=v), "adapt", "swap_gender"),
        (lambda v: GenderSwapper(names=v), "names", "GenderSwapper"),
        (lambda v: find_gendered_spans(["Mary is here."], names=v), "names", "find_gendered_spans"),
        (lambda v: SwapOptions(names=v), "names", "SwapOptions"),
        (lambda v: SwapOptions(adapt=v), "adapt", "SwapOptions"),
    ],
)
@pytest.mark.parametrize("value", ["false", "true", 0, None])
def test_true_false_options_refuse_other_values_as_the_steps_do(call, param, owner, value):
    """swap_gender("Mary said she is here.", names="false") and GenderSwapper(names="false")
    gave "James said he is here." (any non-empty string was true), where GenderSwap(
    names="false") is a usage error."""
    with pytest.raises(UsageError) as e:
        call(value)
    assert str(e.value) == (
        f"The {param!r} parameter of {owner} must be true or false. Got {value!r} instead."
    )


def test_true_false_options_take_bools_and_numpy_bools():
    import numpy as np

    assert swap_gender("Mary said she is here.", names=np.bool_(False)) == ("Mary said he is here.")
    assert GenderSwapper(names=np.bool_(True)).names is True
    assert swap_gender("Mary said she is here.", names=True) != "Mary said he is here."
