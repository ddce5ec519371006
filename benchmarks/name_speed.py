"""Cost of names and of the proper-name rules, on real text that repeats nothing.

Prints words/s in one run for: cdaprep names off, names on, names on with the time spent in
the proper-name rules (:mod:`cdaprep.swap.propernames`) shown apart, and the reference that runs
spaCy's tok2vec + tagger over every paragraph. Text: paragraphs of a few pd-fiction books.

Usage::

    python benchmarks/name_speed.py --data ../shared/data/pd-fiction [--words 200000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

BOOKS = [
    "Wharton_The_Fruit_of_the_Tree.txt",
    "Stoker_Dracula.txt",
    "Twain_The_Innocents_Abroad.txt",
]


def main(argv: list[str] | None = None) -> int:
    from name_precision import paragraphs

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "pd-fiction"))
    ap.add_argument("--words", type=int, default=200_000)
    args = ap.parse_args(argv)
    texts, words = [], 0
    for book in BOOKS:
        for _, p in paragraphs(Path(args.data) / book):
            if words >= args.words:
                break
            texts.append(p)
            words += len(p.split())
    texts = list(dict.fromkeys(texts))
    words = sum(len(t.split()) for t in texts)

    from swap_speed import WARM_UP

    from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy
    from cdaprep.swap import GenderSwapper
    from cdaprep.swap.propernames import ProperNames

    nlp = load_spacy(components=TAGGER_COMPONENTS)
    t0 = time.perf_counter()
    for _ in nlp.pipe(texts, batch_size=64):
        pass
    ref = words / (time.perf_counter() - t0)
    print(f"{len(texts):,} paragraphs, {words:,} words")
    print(f"reference tok2vec+tagger over every paragraph: {ref:,.0f} words/s")

    spent = [0.0]
    orig = ProperNames.reasons

    def timed(self, text, spans, **kw):
        t = time.perf_counter()
        try:
            return orig(self, text, spans, **kw)
        finally:
            spent[0] += time.perf_counter() - t

    ProperNames.reasons = timed
    for names in (False, True):
        sw = GenderSwapper(names=names)
        # load spaCy's tagger and parser outside the timing, on text that is not timed (the
        # first paragraphs did not always hold an unsure "her", and the parser's load was
        # timed with names off: 161,000 words/s instead of about 500,000)
        sw.swap_texts(WARM_UP)
        sw._cache.clear()
        sw._parse_cache.clear()
        spent[0] = 0.0
        t0 = time.perf_counter()
        sw.swap_texts(texts)
        secs = time.perf_counter() - t0
        print(
            f"cdaprep names={'on ' if names else 'off'}: {words / secs:,.0f} words/s "
            f"({words / secs / ref:.1f}x the reference); proper-name rules {spent[0]:.2f} s "
            f"of {secs:.2f} s"
        )
    ProperNames.reasons = orig
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
