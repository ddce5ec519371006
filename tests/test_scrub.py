"""Scrub: gendered words and first names removed (mask / delete), the rest intact."""

from __future__ import annotations

import pickle
import re
import subprocess
import sys

import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.pipeline import Pipeline
from cdaprep.steps.base import StepContext
from cdaprep.steps.scrub import Scrub, load_extra_words
from cdaprep.swap import find_gendered_spans, load_swap_lexicon
from tests.fixtures_bios import build_bios


@pytest.fixture(scope="module")
def bios() -> pd.DataFrame:
    return build_bios(70)


@pytest.fixture(scope="module")
def scrubbed(bios):
    texts = bios["text"].tolist()
    return texts, Scrub().scrub_texts(texts), Scrub(mode="delete").scrub_texts(texts)


def _forbidden_patterns():
    """Unconditional lexicon words (any case) and first names (Capitalised), as regexes."""
    lex = load_swap_lexicon(names=True)
    words = sorted(k for k, e in lex.entries.items() if e.kind != "name" and not e.conditional)
    names = sorted(k for k, e in lex.entries.items() if e.kind == "name")
    w = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)", re.I)
    n = re.compile(r"(?<!\w)(?:" + "|".join(re.escape(x.capitalize()) for x in names) + r")(?!\w)")
    return w, n


# -- acceptance 1 ---------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["mask", "delete"])
def test_no_lexicon_word_and_no_first_name_left(scrubbed, mode):
    texts, masked, deleted = scrubbed
    out = masked if mode == "mask" else deleted
    words, names = _forbidden_patterns()
    for before, after in zip(texts, out):
        assert words.search(after) is None, (before, after)
        left = [m.group(0) for m in names.finditer(after)]
        assert left == [], (before, after)
    # and the swapper's own detector (POS-aware) finds nothing either
    assert all(spans == [] for spans in find_gendered_spans(out, names=True))


def test_common_word_names_and_miss_kept_as_common_words(scrubbed):
    texts, masked, deleted = scrubbed
    n = 0
    for before, m, d in zip(texts, masked, deleted):
        if " will miss the team" in before:
            assert " will miss the team" in m and " will miss the team" in d
            n += 1
    assert n >= 5


def test_mask_keeps_everything_else_byte_for_byte(scrubbed):
    texts, masked, _ = scrubbed
    step = Scrub()
    for before, after, spans in zip(texts, masked, step.find_spans(texts)):
        assert spans
        pieces = after.split("_")
        assert len(pieces) == len(spans) + 1
        bounds = [0] + [x for s in spans for x in (s.start, s.end)] + [len(before)]
        kept = [before[bounds[i] : bounds[i + 1]] for i in range(0, len(bounds), 2)]
        assert pieces == kept


def _words(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[^\W_]+", text)]


def test_delete_keeps_the_other_words_in_order(scrubbed):
    texts, masked, deleted = scrubbed
    for m, d in zip(masked, deleted):
        # expected: the words of the masked text without the masks, the clitics of a masked
        # word ("_'s") and the and/or joining two masks ("_ and _")
        m2 = re.sub(r"_['\u2019](?:s|d|ll|re|ve|m)\b", "_", m)
        m2 = re.sub(r"_[ ,/]+(?:(?:and|or) )?(?=_)", "_", m2)
        expected = [w for w in _words(m2) if w != "_"]
        assert _words(d) == expected, (m, d)


def test_delete_is_clean(scrubbed):
    texts, _, deleted = scrubbed
    for before, after in zip(texts, deleted):
        assert "  " not in after, after
        assert not re.search(r" [,.;:!?)]", after), after
        assert not re.search(r"\( |\(\)|[,;:] *[,;:.]", after), after
        assert not re.search(r"(?<!\w)['\u2019]s\b", after), after  # orphan possessive
        assert after == after.strip()
        for sent in re.split(r"(?<=[.!?]) ", after):
            first = re.search(r"[^\W\d_]", sent)
            assert first is None or first.group(0).isupper(), (before, after)


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "Britney currently works on CNN's newest primetime show. She has also written for the "
            "New York Times.",
            "Currently works on CNN's newest primetime show. Has also written for the New York "
            "Times.",
        ),
        ("Her husband, John, is a doctor.", "Is a doctor."),
        ("Mr. and Mrs. Smith met Will's sister.", "Smith met."),
        ("Today he works with his brother, Robert, in Toronto.", "Today works with in Toronto."),
        ("Okafor, her husband, and Li left.", "Okafor, and Li left."),
        ("(She/he) left.", "Left."),
        ("(S)he gave a badge; s/he left.", "Gave a badge; left."),
        ("\u201cSarah,\u201d she said, \u201ccome here.\u201d", "Said, \u201ccome here.\u201d"),
        ("She is an ex-wife and a female-led firm's boss.", "Is an ex and a led firm's boss."),
        ("I will miss you, Rose.", "I will miss you."),
        # a rank only as a title: "Lord Byron" goes, "the Lord" stays
        (
            "Lord Byron wrote it. And the Lord said unto him.",
            "Byron wrote it. And the Lord said unto.",
        ),
        ("She is a nurse.\nHe is a pilot.", "Is a nurse.\nIs a pilot."),
        ("Hi. He. Bye", "Hi. Bye"),
        ("the man.", "the."),
        ("Mrs. Johansson is based in Austin.", "Johansson is based in Austin."),
        ("No gendered word here.", "No gendered word here."),
        # several clitics go with the word ("'D've gone."); a quote's closing apostrophe is no
        # clitic, so the quotes go as a pair ("I saw \u2018there.")
        ("He'd've gone. She\u2019d\u2019ve left.", "Gone. Left."),
        ("I saw \u2018him\u2019 and 'her' there.", "I saw and there."),
        ("The ladies' hats.", "The hats."),
        # a no-break space is a space and a lone carriage return ends a line: this was
        # "\xa0said name. Hi.\xa0 left.\r came."
        ("She\xa0said her\tname. Hi.\xa0He left.\rHe came.", "Said name. Hi.\xa0Left.\rCame."),
        ("Her husband,\xa0John, is a doctor. Mr.\xa0Li met him\xa0.", "Is a doctor. Li met."),
        # a sentence that starts after an opening quote or bracket: this was "\u201cis here,\u201d
        # said. (left.)"
        ("\u201cShe is here,\u201d he said. (He left.)", "\u201cIs here,\u201d said. (Left.)"),
        (
            "Hi. \u2018She\u2019s here.\u2019 I said \u201cshe left.\u201d",
            "Hi. \u2018Here.\u2019 I said \u201cleft.\u201d",
        ),
    ],
)
def test_delete_rules(text, expected):
    assert Scrub(mode="delete").scrub_texts([text]) == [expected]


def test_mask_examples():
    s = Scrub()
    assert s.scrub_texts(["Mr. Li said he'd go. I will miss Will."]) == [
        "_ Li said _'d go. I will miss _."
    ]
    assert Scrub(mask_token="[MASK]").scrub_texts(["She left."]) == ["[MASK] left."]
    assert s.scrub_texts(["Mr.\xa0Li"]) == ["_\xa0Li"]  # was "_.\xa0Li"


def test_decomposed_accents_are_inside_the_word():
    """A decomposed accent (NFD) continues the word: "Jose\u0301" (José) was masked to
    "_\u0301" and "he\u0301" to "_\u0301", an accent left on the mask."""
    text = "Jose\u0301 said he\u0301 saw her."
    assert Scrub().scrub_texts([text]) == ["Jose\u0301 said he\u0301 saw _."]
    assert Scrub(mode="delete").scrub_texts([text]) == ["Jose\u0301 said he\u0301 saw."]
    assert Scrub(extra_words=["caf"]).scrub_texts(["cafe\u0301 caf"]) == ["cafe\u0301 _"]


@pytest.mark.parametrize("mode", ["mask", "delete"])
def test_web_and_email_addresses_and_handles_are_kept(mode):
    """ "him@mail.com" became "_@mail.com" ("@mail.com" deleted), "https://x.org/her?he=1"
    "https://x.org/_?_=1" and "@her" "@_": the links and addresses broke."""
    links = "him@mail.com, see https://x.org/her?he=1 or @her; Mary@x.org"
    got = Scrub(mode=mode, extra_words=["write"]).scrub_texts([f"Write to {links}, she said."])
    want = f"_ to {links}, _ said." if mode == "mask" else f"To {links}, said."
    assert got == [want]


def test_emphasised_words_are_scrubbed():
    """ "_his_" and "__she__" (Markdown emphasis) were kept: the underscore is a word
    character. The marks stay around the mask; identifiers keep their words."""
    got = Scrub().scrub_texts(["I saw *her* and _his_ book; __She__ left; her_name stays."])
    assert got == ["I saw *_* and ___ book; _____ left; her_name stays."]


def test_html_tags_are_kept_by_scrub():
    """Words inside an HTML tag were scrubbed ('<span class="_">'); the tag stays as written
    and the words between tags are scrubbed."""
    got = Scrub(names=False).scrub_texts(
        ['<span class="her">I saw <b>her</b> and his&nbsp;book.</span>']
    )
    assert got == ['<span class="her">I saw <b>_</b> and _&nbsp;book.</span>']


def test_names_false_keeps_names():
    assert Scrub(names=False).scrub_texts(["Mary said she left."]) == ["Mary said _ left."]


def test_lexicon_option():
    # biasbios lexicon has no kinship words
    assert Scrub(lexicon="biasbios", names=False).scrub_texts(["She and her sister."]) == [
        "_ and _ sister."
    ]


def test_extra_words_list_and_file(tmp_path):
    assert Scrub(extra_words=["quilting", "Rugby"]).scrub_texts(["Quilting and rugby."]) == [
        "_ and _."
    ]
    p = tmp_path / "words.txt"
    p.write_text("# my words\nquilting\n", encoding="utf-8")
    assert load_extra_words(str(p)) == {"quilting"}
    lex = tmp_path / "lex.tsv"
    lex.write_text("# name: x\nword\tgender\tweight\nquilting\tfemale\t1.0\n", encoding="utf-8")
    assert Scrub(mode="delete", extra_words=str(lex)).scrub_texts(["Loves quilting."]) == ["Loves."]
    with pytest.raises(UsageError, match="does not exist"):
        load_extra_words(str(tmp_path / "missing.tsv"))


# -- step contract --------------------------------------------------------------------------
def test_missing_empty_non_string_pass_through_and_counted():
    df = pd.DataFrame({"text": ["She left.", None, "", 3, "The pilot."], "y": [1, 2, 3, 4, 5]})
    before = df.copy()
    ctx = StepContext()
    out = Scrub(mode="delete").apply(df, ctx)
    pd.testing.assert_frame_equal(df, before)  # input not mutated
    assert out["text"].tolist() == ["Left.", None, "", 3, "The pilot."]
    assert out["y"].tolist() == [1, 2, 3, 4, 5]
    assert ctx.counters["text_missing:text"] == 1
    assert ctx.counters["text_empty:text"] == 1
    assert ctx.counters["text_not_string:text"] == 1
    assert ctx.counters["scrubbed:word"] == 1
    assert ctx.counters["rows_scrubbed:text"] == 1


def test_counts_by_kind():
    ctx = StepContext()
    df = pd.DataFrame({"t": ["Mr. Li and Mary play golf with her."]})
    Scrub(text_columns="t", extra_words=["golf"]).apply(df, ctx)
    assert {k: v for k, v in ctx.counters.items() if k.startswith("scrubbed:")} == {
        "scrubbed:word": 1,
        "scrubbed:title": 1,
        "scrubbed:name": 1,
        "scrubbed:extra": 1,
    }


def test_params_config_and_pickle():
    s = Scrub(text_columns=["a", "b"], mode="delete", extra_words=["x"])
    cfg = s.to_config()
    assert cfg["type"] == "scrub" and cfg["mode"] == "delete"
    assert Pipeline.from_config({"steps": [cfg]}).steps[0].get_params() == s.get_params()
    s.setup()
    state = pickle.loads(pickle.dumps(s)).__dict__
    assert not any(k.startswith("_res_") for k in state)
    with pytest.raises(UsageError) as e:
        Scrub(mode="blank")
    assert str(e.value) == (
        "The 'mode' parameter of Scrub must be one of 'mask', 'delete'. Got 'blank' instead."
    )


def test_pipeline_and_missing_column(bios):
    out = Pipeline([Scrub(text_columns="text", mode="delete")]).transform(bios)
    assert len(out) == len(bios) and out["gender"].tolist() == bios["gender"].tolist()
    with pytest.raises(UsageError, match="column 'bio' not found"):
        Pipeline([Scrub(text_columns="bio")]).transform(bios)


def test_cli(tmp_path, bios):
    from cdaprep.cli import main

    src = tmp_path / "bios.csv"
    bios.to_csv(src, index=False)
    out = tmp_path / "out.jsonl"
    assert (
        main(
            [
                "scrub",
                str(src),
                "-o",
                str(out),
                "--text-column",
                "text",
                "--mode",
                "delete",
                "--quiet",
            ]
        )
        == 0
    )
    got = pd.read_json(out, lines=True)
    assert got["text"].tolist() == Scrub(mode="delete").scrub_texts(bios["text"].tolist())
    assert main(["scrub", str(src), "-o", str(out), "--text-column", "text", "--quiet"]) == 2


def test_scrub_and_swap_never_load_ner():
    code = (
        "from cdaprep.steps.scrub import Scrub\n"
        "from cdaprep.swap import swap_gender\n"
        "import cdaprep.nlp as n\n"
        "Scrub().scrub_texts(['Will said I will miss Miss Grey.'])\n"
        "swap_gender(['Give her her book.'], names=True)\n"
        "names = [p.pipe_names for p in n._CACHE.values()]\n"
        "assert names and all('ner' not in p for p in names), names\n"
        "print(names)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_a_mask_token_in_delete_mode_is_refused(tmp_path, capsys):
    """scrub --mode delete --mask-token X ran and ignored X."""
    from cdaprep.cli import main

    with pytest.raises(UsageError, match=r"mask_token='X' \(--mask-token\) applies to mode 'mask'"):
        Scrub(mode="delete", mask_token="X")
    Scrub(mode="delete")  # the default token, as manifests record it, is fine
    src = tmp_path / "in.csv"
    src.write_text("text\nShe sings.\n")
    args = ["scrub", str(src), "-o", str(tmp_path / "o.csv"), "--text-column", "text"]
    assert main([*args, "--mode", "delete", "--mask-token", "X"]) == 2
    assert "would be ignored" in capsys.readouterr().err
    assert not (tmp_path / "o.csv").exists()
