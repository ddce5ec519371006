"""What the rule for gendered plurals inside names removes, on all judged text, and how often
the removal is right.

The rule (``ProperNames._plural_in_name``) keeps a gendered noun in the plural that is
capitalised inside a sentence ("Lehman Brothers", "Big Brothers Big Sisters", "the Sisters of
Charity", "Little Women"). This script swaps every paragraph that has such a word (names off)
with the rule and without it, in one run, over the pd-fiction books and the outside sets that
``build_other_text.py`` builds, and lists the edits the rule removes. A removed edit is right
when the word stands inside a name (of an organisation, a work, a group, a place, a book of the
Bible) and wrong when it is a common noun written with a capital (archaic noun capitals, verse,
a title of rank, an address, a headline).

``benchmarks/data/plural_in_names_judged.tsv`` holds a seeded sample of 100 removed edits,
judged by hand (source, word, context, verdict): the script reports how many of them the rule
still removes, and how many of those are right.

Usage::

    python benchmarks/plural_in_names.py --data ../shared/data/pd-fiction [--list]
"""

from __future__ import annotations

import argparse
import csv
import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from name_precision import _POSSESSIVE  # noqa: E402  (the word of an edit, as there)

JUDGED = ROOT / "benchmarks" / "data" / "plural_in_names_judged.tsv"
OTHER = ROOT / "benchmarks" / "_data"


def removed_edits(data: Path) -> tuple[int, int, list[tuple[str, str, str]]]:
    """Edits of capitalised plurals without the rule, with it, and the removed ones as
    ``(source, word, context)``."""
    from cdaprep.swap import GenderSwapper
    from cdaprep.swap.name_works import _plural
    from cdaprep.swap.propernames import ProperNames
    from cdaprep.swap.swap_lexicon import load_swap_lexicon

    lex = load_swap_lexicon().entries
    plurals = {
        k for k, e in lex.items() if e.kind != "name" and e.default and _plural(k)
        and _plural(e.default)
    }  # fmt: skip
    words = re.compile(r"\b(" + "|".join(sorted(w.capitalize() for w in plurals)) + r")\b")
    files = sorted(data.glob("*.txt")) + sorted(OTHER.glob("other-text*/*.txt"))
    paras = []
    for f in files:
        text = f.read_text(encoding="utf-8", errors="replace")
        source = f"{f.parent.name}/{f.name[:40]}"
        paras += [(source, p) for p in re.split(r"\n\s*\n", text) if words.search(p)]

    def edits(rule: bool) -> dict[tuple, tuple[str, str, str]]:
        if not rule:  # on the class, shadowing the mixin's method until deleted
            ProperNames._plural_in_name = lambda self, *a: False
        try:
            sw, out = GenderSwapper(), {}
            for i in range(0, len(paras), 2000):
                chunk = paras[i : i + 2000]
                done = sw.swap_batch([p for _, p in chunk])
                for j, ((source, p), (_, eds)) in enumerate(zip(chunk, done), start=i):
                    for e in eds:
                        w = _POSSESSIVE.sub("", e.old)
                        if w[:1].isupper() and w[1:].islower() and w.lower() in plurals:
                            context = p[max(0, e.start - 70) : e.end + 50].replace("\n", " ")
                            out[(j, e.start)] = (source, w, context)
        finally:
            if not rule:
                del ProperNames._plural_in_name
        return out

    off, on = edits(False), edits(True)
    return len(off), len(on), [off[k] for k in off if k not in on]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "pd-fiction"))
    ap.add_argument("--list", action="store_true", help="print every removed edit")
    args = ap.parse_args(argv)
    n_off, n_on, removed = removed_edits(Path(args.data))
    print(f"edits of capitalised gendered plurals: {n_off:,} without the rule, {n_on:,} with it")
    print(f"removed by the rule: {len(removed):,}")
    if args.list:
        for source, word, context in removed:
            print(f"  {source[:30]:30} {word:12} | {context}")
    now = {(s, w, c) for s, w, c in removed}
    with JUDGED.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader((r for r in f if not r.startswith("#")), delimiter="\t"))
    still = [r for r in rows if (r["source"], r["word"], r["context"]) in now]
    right = sum(r["verdict"] == "right" for r in still)
    n = len(still)
    half = 1.96 * math.sqrt(right / n * (1 - right / n) / n) if n else math.nan
    print(
        f"judged sample ({JUDGED.name}): {len(rows)} removed edits, {n} still removed, "
        f"{right} right ({right / n:.1%}, about ±{half:.1%}), {n - right} wrong"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
