"""Exact-match accuracy of the gender swap on WinoBias dev (acceptance point 1 of issue 3).

Line N of a ``pro_stereotyped`` file and line N of the matching ``anti_stereotyped`` file are
the same sentence with the pronoun's gender flipped. After removing the leading number and the
brackets, a correct flip of one gives the other. Only pairs whose tokens differ in gendered
pronouns alone are compared (a few lines differ by annotation slips); both directions of each
pair count. The failures are printed.

Also printed, for comparison: the full spaCy tagger alone (her -> his if tagged PRP$, else him;
his -> her if PRP$, else hers) on the same pairs.

Usage::

    python benchmarks/swap_accuracy.py [--data ../shared/data/winobias-dev] [--direction flip]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

PRONOUNS = {"he", "she", "him", "her", "his", "hers", "himself", "herself"}
HERE = Path(__file__).resolve().parent


def default_data() -> Path:
    for cand in (
        HERE.parent.parent / "shared" / "data" / "winobias-dev",
        Path("/work/shared/data/winobias-dev"),
    ):
        if cand.is_dir():
            return cand
    return HERE.parent.parent / "shared" / "data" / "winobias-dev"


def read_file(path: Path) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line:
            continue
        _, sent = line.split(" ", 1)
        out.append(sent.replace("[", "").replace("]", ""))
    return out


def load_pairs(data: Path) -> tuple[list[tuple[str, str]], int]:
    """(source, expected) pairs in both directions, and the number of pairs skipped."""
    pairs, skipped = [], 0
    for t in ("1", "2"):
        pro = read_file(data / f"pro_stereotyped_type{t}.txt.dev")
        anti = read_file(data / f"anti_stereotyped_type{t}.txt.dev")
        for a, b in zip(pro, anti):
            ta, tb = a.split(), b.split()
            diff = [(x, y) for x, y in zip(ta, tb) if x != y]
            ok = (
                len(ta) == len(tb)
                and diff
                and all(
                    re.sub(r"\W", "", x).lower() in PRONOUNS
                    and re.sub(r"\W", "", y).lower() in PRONOUNS
                    for x, y in diff
                )
            )
            if not ok:
                skipped += 1
                continue
            pairs.append((a, b))
            pairs.append((b, a))
    return pairs, skipped


def tagger_only(sources: list[str]) -> list[str]:
    from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy

    nlp = load_spacy(components=TAGGER_COMPONENTS)
    simple = {
        "he": "she",
        "she": "he",
        "him": "her",
        "hers": "his",
        "himself": "herself",
        "herself": "himself",
    }
    out = []
    for doc in nlp.pipe(sources):
        parts = []
        for tok in doc:
            w = tok.lower_
            if w == "her":
                new = "his" if tok.tag_ == "PRP$" else "him"
            elif w == "his":
                new = "her" if tok.tag_ == "PRP$" else "hers"
            else:
                new = simple.get(w)
            if new is not None and tok.text[:1].isupper():
                new = new.capitalize()
            parts.append((new if new is not None else tok.text) + tok.whitespace_)
        out.append("".join(parts))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="WinoBias dev gender-flip accuracy")
    ap.add_argument("--data", type=Path, default=default_data())
    ap.add_argument("--lexicon", default=None)
    ap.add_argument("--no-reference", action="store_true", help="skip the tagger-only figure")
    args = ap.parse_args(argv)

    from cdaprep.swap import GenderSwapper

    pairs, skipped = load_pairs(args.data)
    sources = [a for a, _ in pairs]
    sw = GenderSwapper(direction="flip", lexicon=args.lexicon)
    t0 = time.perf_counter()
    got = sw.swap_texts(sources)
    dt = time.perf_counter() - t0
    fails = [(s, e, g) for (s, e), g in zip(pairs, got) if g != e]
    n = len(pairs)
    acc = 100.0 * (n - len(fails)) / n
    print(
        f"WinoBias dev: {n // 2} pairs compared ({skipped} skipped: differ in more than "
        f"gendered pronouns), {n} flips (both directions)"
    )
    for s, e, g in fails:
        print(f"FAIL\n  source:   {s}\n  expected: {e}\n  got:      {g}")
    print(
        f"cdaprep exact match: {n - len(fails)}/{n} = {acc:.2f}%  ({dt:.2f} s, "
        f"{sw.stats['tagged']} windows tagged, {sw.stats['rule_resolved']} resolved by rules)"
    )
    if not args.no_reference:
        ref = tagger_only(sources)
        ok = sum(r == e for r, (_, e) in zip(ref, pairs))
        print(f"full spaCy tagger alone: {ok}/{n} = {100.0 * ok / n:.2f}%")
    return 0 if acc >= 99.0 else 1


if __name__ == "__main__":
    sys.exit(main())
