"""Build ``lexicons/names.tsv``: frequency-matched male/female first-name pairs.

Source: the US Census 1990 first-name frequency files ``dist.male.first`` and
``dist.female.first`` (public domain), as shipped by the PyPI package ``names``.

Method
------
1. Read both files (name, frequency in percent, cumulative, rank).
2. Drop unisex names: a name is male if it is in the male file and its male frequency is at
   least ``--ratio`` (default 9) times its female frequency (0 when absent), and vice versa.
3. Drop names that are gendered words of the default lexicon (King, Prince, Queen...): the word
   lexicon handles them.
4. Pair the i-th most frequent male name with the i-th most frequent female name
   (frequency-matched); every name is in exactly one pair, so the map is its own inverse.
5. Names in ``scripts/common_word_names.txt`` (hand-reviewed) get ``pos=PROPN``: they are
   swapped only where spaCy tags them as proper nouns (Will went home / I will go).

Neutral names (``lexicons/names_neutral.tsv``, for ``direction="to-neutral"`` with names)
-----------------------------------------------------------------------------------------
From the same two files:

1. A name is *neutral* when it is in both files, its larger frequency is at most
   ``--neutral-ratio`` (default 2) times its smaller one, and both are at least
   ``--neutral-min-freq`` (default 0.005 percent). At a ratio of 2 at least a third of the
   people with the name are of the other gender, so the name gives odds of at most 2:1 for
   either gender (the gendered names above need 9:1). The census rounds frequencies to
   0.001 percent; below 0.005 that rounding alone moves the ratio by more than 10 percent,
   so rarer names are left out.
2. Names in ``scripts/neutral_names_exclude.txt`` (common English words and place names:
   Young, Ivory, Paris...) and gendered words of the default lexicon are left out.
3. Every name of the paired list gets the neutral name nearest to it in frequency (log scale;
   a neutral name's frequency is the sum over both files, a gendered name's is its own
   file's): frequent names get frequent neutral names. ``neutral_rank`` orders the neutral
   names by frequency, so a text where two people would get the same neutral name takes the
   next nearest free one.

Run ``python scripts/build_names.py`` from the repository root; ``--candidates`` prints the
paired names found in WordNet's index (the candidates reviewed for the common-word list).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def read_census(path: Path) -> dict[str, float]:
    out: dict[str, float] = {}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2:
            out[parts[0].lower()] = float(parts[1])
    return out


def read_list(path: Path) -> list[str]:
    words = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            words.append(line.lower())
    return words


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ratio", type=float, default=9.0, help="min frequency ratio of the gender")
    ap.add_argument("--out", default=str(ROOT / "lexicons" / "names.tsv"))
    ap.add_argument("--candidates", action="store_true", help="print WordNet candidates, exit")
    ap.add_argument(
        "--neutral-ratio", type=float, default=2.0, help="max frequency ratio of a neutral name"
    )
    ap.add_argument(
        "--neutral-min-freq",
        type=float,
        default=0.005,
        help="min frequency (percent) of a neutral name in each file",
    )
    ap.add_argument("--neutral-out", default=str(ROOT / "lexicons" / "names_neutral.tsv"))
    args = ap.parse_args(argv)

    import names  # the PyPI package with the census files

    d = Path(os.path.dirname(names.__file__))
    male = read_census(d / "dist.male.first")
    female = read_census(d / "dist.female.first")

    sys.path.insert(0, str(ROOT))
    from cdaprep.lexicon_files import load_indicators

    gendered_words = set(load_indicators("default"))

    def clear(own: dict[str, float], other: dict[str, float]) -> list[str]:
        keep = [n for n in own if own[n] > 0 and own[n] >= args.ratio * other.get(n, 0.0)]
        keep = [n for n in keep if n not in gendered_words and n.isalpha()]
        return sorted(keep, key=lambda n: (-own[n], n))

    m, f = clear(male, female), clear(female, male)
    n = min(len(m), len(f))
    pairs = list(zip(m[:n], f[:n]))
    common = set(read_list(ROOT / "scripts" / "common_word_names.txt"))

    if args.candidates:
        from cdaprep.nlp import load_spacy

        nlp = load_spacy(components=("lemmatizer",))
        table = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
        wn = set()
        for pos in ("noun", "verb", "adj", "adv"):
            wn |= set(table[pos])
        for a, b in pairs:
            for w in (a, b):
                if w in wn:
                    print(w, "(kept)" if w in common else "")
        return 0

    lines = [
        "# name: names",
        "# version: 1",
        "# source: US Census 1990 first-name frequencies (dist.male.first, dist.female.first, via "
        "the PyPI package names); built by scripts/build_names.py: unisex names dropped "
        f"(ratio < {args.ratio:g}), i-th most frequent male name paired with i-th most frequent "
        "female name; pos=PROPN marks common-word names (scripts/common_word_names.txt)",
        "# licence: public domain (US Census Bureau)",
        "# kind: name",
        "word\tgender\tswap\tpos\tkind\trank\tfreq",
    ]
    for rank, (a, b) in enumerate(pairs, 1):
        for w, g, o, fr in ((a, "male", b, male[a]), (b, "female", a, female[b])):
            pos = "PROPN" if w in common else ""
            lines.append(f"{w}\t{g}\t{o}\t{pos}\tname\t{rank}\t{fr:g}")
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(pairs)} pairs to {args.out}")
    exclude = set(read_list(ROOT / "scripts" / "neutral_names_exclude.txt")) | gendered_words
    pool = neutral_pool(male, female, args.neutral_ratio, args.neutral_min_freq, exclude)
    rows = neutral_rows(pairs, male, female, pool)
    Path(args.neutral_out).write_text("\n".join(neutral_lines(args, rows)) + "\n", "utf-8")
    print(f"wrote {len(pool)} neutral names for {len(rows)} names to {args.neutral_out}")
    return 0


def neutral_pool(
    male: dict[str, float], female: dict[str, float], ratio: float, min_freq: float, exclude
) -> list[tuple[str, float]]:
    """``[(name, frequency)]`` of the neutral names, most frequent first."""
    out = []
    for n, fm in male.items():
        ff = female.get(n, 0.0)
        lo, hi = min(fm, ff), max(fm, ff)
        if lo >= min_freq and hi <= ratio * lo and n.isalpha() and n not in exclude:
            out.append((n, fm + ff))
    return sorted(out, key=lambda x: (-x[1], x[0]))


def neutral_rows(pairs, male, female, pool) -> list[tuple[str, str, str, int, float]]:
    """``(name, gender, neutral name, its rank, the name's frequency)`` per paired name."""
    rows = []
    for a, b in pairs:
        for w, g, fr in ((a, "male", male[a]), (b, "female", female[b])):
            i = min(range(len(pool)), key=lambda j: (abs(math.log(pool[j][1] / fr)), j))
            rows.append((w, g, pool[i][0], i + 1, fr))
    return rows


def neutral_lines(args, rows) -> list[str]:
    lines = [
        "# name: names_neutral",
        "# version: 1",
        "# source: US Census 1990 first-name frequencies (dist.male.first, dist.female.first, via "
        "the PyPI package names); built by scripts/build_names.py: neutral names are in both "
        f"files with a frequency ratio <= {args.neutral_ratio:g} and >= "
        f"{args.neutral_min_freq:g} percent in each (scripts/neutral_names_exclude.txt left "
        "out); every name of lexicons/names.tsv gets the neutral name nearest in frequency",
        "# licence: public domain (US Census Bureau)",
        "# kind: name",
        "word\tgender\tneutral\tneutral_rank\tfreq",
    ]
    lines += [f"{w}\t{g}\t{n}\t{r}\t{fr:g}" for w, g, n, r, fr in rows]
    return lines


if __name__ == "__main__":
    raise SystemExit(main())
