"""Build ``lexicons/rules/count_nouns.tsv``: words that stand after "a" or "an".

After a verb of two objects, a "her" the her model reads as possessive with less confidence
than ``DITRANSITIVE_MAX_P`` is read as the first object: "gave her money", "pay her tips". A
singular count noun cannot be a second object without a determiner, though: "gave him knife"
is no English, so in "give her knife a sharpening", "sent her fleet round it" and "pay her
debt" the "her" is possessive. This table lists the words that, in the training books of the
her model (``pd-fiction`` without the held-out authors of ``scripts/train_disambiguator.py``),
occur at least ``--min`` (20) times and follow "a" or "an" in at least ``--ratio`` (8%) of them:
"knife" (20%), "fleet" (8%), "debt" (11%); not "money" (0.5%), "confidence" (2%), "power"
(4%). Adjectives that follow "a" are in it too ("happy"); the rule asks for the noun phrase to
end after the word, so they do no harm ("wished her happy birthday" is left to the model).

Run from the repository root (about 20 seconds)::

    python scripts/build_count_nouns.py --data ../shared/data/pd-fiction
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from word_tables import build_word_table  # noqa: E402

_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


def count_nouns(books: list[Path], minimum: int, ratio: float) -> list[str]:
    """The words of ``books`` (lower-cased) seen at least ``minimum`` times, at least
    ``ratio`` of them right after "a" or "an"; sorted."""
    total: Counter[str] = Counter()
    after_a: Counter[str] = Counter()
    for b in books:
        prev = ""
        for w in _WORD.findall(b.read_text(encoding="utf-8", errors="replace").lower()):
            total[w] += 1
            if prev in ("a", "an"):
                after_a[w] += 1
            prev = w
    return sorted(w for w, n in total.items() if n >= minimum and after_a[w] >= ratio * n)


def main(argv: list[str] | None = None) -> int:
    return build_word_table(
        argv,
        __doc__,
        "scripts/build_count_nouns.py",
        "count_nouns",
        "count_noun",
        'after a verb of two objects, "her" before one of them and the end of the noun phrase is'
        ' possessive ("give her knife a sharpening"; cdaprep/swap/context_rules.py)',
        20,
        0.08,
        "seen at least {min} times, at least {ratio:.0%} of them right after a/an",
        count_nouns,
    )


if __name__ == "__main__":
    raise SystemExit(main())
