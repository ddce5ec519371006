"""Property tests (hypothesis) of the swap engine."""

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cdaprep.swap import GenderSwapper

FLIP = GenderSwapper()
TO_MALE = GenderSwapper(direction="to-male")
TO_FEMALE = GenderSwapper(direction="to-female")
LEX = FLIP.lexicon
ONE_WAY = LEX.one_to_many()
ROUND_TRIP = sorted(k for k, e in LEX.entries.items() if k not in ONE_WAY and e.default)
ALL_WORDS = sorted(k for k, e in LEX.entries.items() if not e.conditional)
FILLER = ["the", "a", "cat", "went", "home", "quickly", "x1", "theme", "here", "shed", "hero's"]

word = st.sampled_from(ROUND_TRIP + FILLER)
any_word = st.sampled_from(ALL_WORDS + FILLER + ["her", "his", "miss", "Miss"])
case = st.sampled_from([str.lower, str.upper, str.capitalize])
sep = st.sampled_from([" ", "  ", ", ", ". ", "\n", "-", "'s ", ' "', "\t", "; "])


@st.composite
def texts(draw, words):
    n = draw(st.integers(1, 12))
    parts = []
    for _ in range(n):
        parts.append(draw(case)(draw(words)))
        parts.append(draw(sep))
    return "".join(parts)


CFG = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


@CFG
@given(texts(word))
def test_flip_flip_is_identity_without_one_to_many_words(text):
    assert FLIP.swap(FLIP.swap(text)) == text


def _input_offset(edits, pos: int) -> int:
    """The offset in the swapped text's input of ``pos``, an offset of the output outside any
    edit."""
    shift = 0
    for x in sorted(edits, key=lambda x: x.start):
        if x.start + shift + len(x.new) > pos:
            break
        shift += len(x.new) - (x.end - x.start)
    return pos - shift


@CFG
@given(texts(any_word))
@example("HER'S. Actress ")  # found by a random run: "'S." was taken for an initial
@example("her's Chairwomen ")  # found by a random run: the rules keep it after "her's", the
@example("her's ACTRESS's ACTOR ")  # check asked of the output saw "his Chairwomen"
def test_to_male_leaves_no_female_word_and_to_female_no_male_word(text):
    for sw, banned in ((TO_MALE, "female"), (TO_FEMALE, "male")):
        out, edits = sw.swap_batch([text])[0]
        for m in sw._regex.finditer(out):
            e = LEX.entries[m.group(0).lower().replace("\u2019", "'")]
            if e.conditional or not e.swappable:
                continue
            # words the proper-name rules keep ("an MS in", "200 ms") are not swapped on
            # purpose; asked of the text as given (its words before this one may have changed)
            s = _input_offset(edits, m.start())
            if sw.proper_names.reasons(text, [(s, s + len(m.group(0)), e)])[0] is not None:
                continue
            assert e.gender != banned, (text, out, m.group(0))


@CFG
@given(texts(any_word), st.sampled_from([FLIP, TO_MALE, TO_FEMALE]))
def test_text_outside_changed_words_unchanged(text, sw):
    new, edits = sw.swap_batch([text])[0]
    pos = 0
    rebuilt = []
    for e in edits:
        assert text[e.start : e.end] == e.old
        assert re.fullmatch(r"[\w'\u2019]+", e.old) and re.fullmatch(r"[\w'\u2019]+", e.new)
        rebuilt.append(text[pos : e.start])
        rebuilt.append(e.new)
        pos = e.end
    rebuilt.append(text[pos:])
    assert "".join(rebuilt) == new
    # case pattern kept
    for e in edits:
        if e.old.isupper() and len(e.old) > 1:
            assert e.new.isupper()
        elif e.old[:1].isupper():
            assert e.new[:1].isupper()
        else:
            assert e.new.islower()
