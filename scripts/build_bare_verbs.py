"""Build ``lexicons/rules/bare_verbs.tsv``: words used as verbs far more often than as nouns.

After a verb of perception (see, watch, hear, notice, observe: class ``perception`` of
``lexicons/rules/context.tsv``), "her" before a bare infinitive is its object: "watched her
succeed", "watch her try". The her model, trained on fiction, read some of them as possessive
("watched his succeed"); the parser did too. This table lists the words that, in the training
books of the her model (``pd-fiction`` without the held-out authors of
``scripts/train_disambiguator.py``), follow "to" in at least ``--ratio`` (80%) of the times they
follow "to" or a determiner (the, a, an, his, my, their, our, your), and at least ``--min`` (5)
times in all, written in lower case: "succeed" (70 after "to", 0 after a determiner), "try"
(648 / 36); not "face", "voice", "look" or "walk"; not the names of "to Italy". Function words,
reflexives ("to himself") and "every" are left out.

In all 102 pd-fiction books, a verb of perception, "his" or "him" and a word of this table give
"him" 402 times and "his" once ("see his bear dancing").

Run from the repository root (about 10 seconds)::

    python scripts/build_bare_verbs.py --data ../shared/data/pd-fiction
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

# the word as written in lower case: "to Italy", "to Henry" are no verbs
_AFTER_TO = re.compile(r"\b[Tt]o\s+([a-z]+)\b")
_AFTER_DET = re.compile(r"\b(?:[Tt]he|[Aa]n?|[Hh]is|[Mm]y|[Tt]heir|[Oo]ur|[Yy]our)\s+([a-z]+)\b")
#: a determiner the function words leave out ("to every man"; "watching his every movement")
_NOT_VERBS = frozenset({"every"})


def bare_verbs(books: list[Path], minimum: int, ratio: float) -> list[str]:
    """The words of ``books`` written in lower case that follow "to" or a determiner at least
    ``minimum`` times, at least ``ratio`` of them after "to"; function words left out;
    sorted."""
    after_to: Counter[str] = Counter()
    after_det: Counter[str] = Counter()
    for b in books:
        text = b.read_text(encoding="utf-8", errors="replace")
        after_to.update(_AFTER_TO.findall(text))
        after_det.update(_AFTER_DET.findall(text))
    function = load_context_words()["function"]
    return sorted(
        w
        for w, n in after_to.items()
        if w not in function
        and w not in _NOT_VERBS
        and not w.endswith(("self", "selves"))
        and n + after_det[w] >= minimum
        and n >= ratio * (n + after_det[w])
    )


def main(argv: list[str] | None = None) -> int:
    return build_word_table(
        argv,
        __doc__,
        "scripts/build_bare_verbs.py",
        "bare_verbs",
        "bare_verb",
        'after a verb of perception, "her" before one of them is the object ("watched her'
        ' succeed"; cdaprep/swap/context_rules.py)',
        5,
        0.8,
        'seen at least {min} times after "to" or a determiner, at least {ratio:.0%} of them after'
        ' "to"; function words left out',
        bare_verbs,
    )


if __name__ == "__main__":
    raise SystemExit(main())
