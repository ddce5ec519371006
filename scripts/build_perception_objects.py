"""Build ``lexicons/rules/perception_objects.tsv``: words after a verb of perception and a pronoun
that the pronoun's object form precedes far more often than its possessive.

After a verb of perception (class ``perception`` of ``lexicons/rules/context.tsv``), "her"
before one of these words, with nothing after it that could be the noun of a possessive
(punctuation, a function word or a capitalised word follows), is an object: "watch her fight
Dwight", "watching her play.", "saw her yell at Phyllis", "Watch her turn the tables". The
words of ``bare_verbs.tsv`` are taken whatever follows; these are the others, many of them also
nouns ("dance", "fight", "play", "smile") or participles ("sitting", "walking"), where the
verb of perception decides: in the training books of the her model (``pd-fiction`` without the
held-out authors of ``scripts/train_disambiguator.py``), a verb of perception followed by him,
them, me or us comes before the word at least ``--min`` (2) times, and at least ``--ratio``
(80%) of the times a verb of perception and him/them/me/us or his/their/my/our do: "dance" 5
against 0, "fight" 7 / 0, "smile" 7 / 0; not "face" (1 / 65) or "work" (4 / 4). Written in
lower case; function words and the words of ``bare_verbs.tsv`` left out.

Run from the repository root (about 15 seconds)::

    python scripts/build_perception_objects.py --data ../shared/data/pd-fiction
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from word_tables import build_word_table  # noqa: E402

from cdaprep.swap.swap_lexicon import load_context_words  # noqa: E402

_OBJECTS = frozenset(("him", "them", "me", "us"))
_PRONOUNS = "him|them|me|us|his|their|my|our"


def perception_objects(books: list[Path], minimum: int, ratio: float) -> list[str]:
    """The lower-case words of ``books`` after a verb of perception and a pronoun, at least
    ``minimum`` times after an object pronoun and at least ``ratio`` of their uses there after
    one (not after a possessive); function words and bare verbs left out; sorted."""
    ctx = load_context_words()
    verbs = "|".join(sorted(ctx["perception"], key=len, reverse=True))
    pattern = re.compile(rf"\b(?:{verbs})\s+({_PRONOUNS})\s+([a-z]+)\b", re.IGNORECASE)
    objects: Counter[str] = Counter()
    possessives: Counter[str] = Counter()
    for b in books:
        text = b.read_text(encoding="utf-8", errors="replace")
        for m in pattern.finditer(text):
            word = m.group(2)
            if word.islower():
                (objects if m.group(1).lower() in _OBJECTS else possessives)[word] += 1
    skip = ctx["function"] | load_context_words("bare_verbs")["bare_verb"]
    return sorted(
        w
        for w, n in objects.items()
        if w not in skip and n >= minimum and n >= ratio * (n + possessives[w])
    )


def main(argv: list[str] | None = None) -> int:
    return build_word_table(
        argv,
        __doc__,
        "scripts/build_perception_objects.py",
        "perception_objects",
        "perception_object",
        'after a verb of perception, "her" before one of them and before punctuation, a'
        ' function word or a capitalised word is the object ("watch her fight Dwight",'
        ' "watching her play."; cdaprep/swap/context_rules.py)',
        2,
        0.8,
        "seen at least {min} times after a verb of perception and him/them/me/us, at least"
        " {ratio:.0%} of their uses after a verb of perception and a pronoun; function words"
        " and bare verbs left out",
        perception_objects,
    )


if __name__ == "__main__":
    raise SystemExit(main())
