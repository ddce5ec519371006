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

Run ``python scripts/build_names.py`` from the repository root; ``--candidates`` prints the
paired names found in WordNet's index (the candidates reviewed for the common-word list).
"""

from __future__ import annotations

import argparse
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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
