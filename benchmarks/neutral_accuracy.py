"""Accuracy and speed of ``direction="to-neutral"`` (issue 14).

Accuracy: exact sentence match on occupation/participant sentences with one pronoun. The male
and the female sentence of each item are rewritten to-neutral and compared with the neutral
sentence (both directions count).

* WinoGender (Rudinger et al. 2018; ``benchmarks/data/winogender/all_sentences.tsv``, 240
  templates written with he, she and they). Split by occupation (the parity of the first byte
  of sha256(occupation)): ``dev`` and ``heldout``.
* The cdaprep development set (``benchmarks/data/neutral_dev.tsv``): one verb form per
  sentence (present -s forms, is/was/has/does, negatives, questions, tag questions,
  contractions, coordination, adverbs, embedded and relative clauses, modals, past tenses,
  neutral nouns and titles). Split ``dev`` was used to tune the rules, ``heldout`` was not.

Speed: to-neutral against flip on the same paragraphs of public-domain fiction, measured in
the same run (min over repeats), and the ratio (goal <= 2).

Usage::

    python benchmarks/neutral_accuracy.py [--fiction ../shared/data/pd-fiction]
        [--paragraphs 20000] [--repeats 3] [--reflexive themself] [--show-failures dev]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import random
import re
import sys
import time
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

_FEMALE = {"he": "she", "him": "her", "himself": "herself"}


def winogender_items(path: Path) -> list[tuple[str, str, str, str]]:
    """``(split, source, neutral, id)`` for the male and female sentence of each template."""
    groups: dict[str, dict[str, str]] = defaultdict(dict)
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            occ, part, ans, gender, _ = row["sentid"].split(".")
            groups[f"{occ}.{part}.{ans}"][gender] = row["sentence"]
    out = []
    for key, g in sorted(groups.items()):
        occ = key.split(".")[0]
        split = "dev" if hashlib.sha256(occ.encode()).digest()[0] % 2 == 0 else "heldout"
        for gender in ("male", "female"):
            out.append((split, g[gender], g["neutral"], f"{key}.{gender}"))
    return out


def to_female(sentence: str) -> str:
    """The female version of a development-set sentence (his -> her before a word, else
    hers)."""

    def sub(m: re.Match) -> str:
        w = m.group(0)
        low = w.lower()
        if low == "his":
            rest = sentence[m.end() :]
            new = "her" if re.match(r"\s+(?!and\b|or\b)[A-Za-z]", rest) else "hers"
        else:
            new = _FEMALE[low]
        return new.capitalize() if w[0].isupper() else new

    return re.sub(r"\b(?:he|him|his|himself)\b", sub, sentence, flags=re.IGNORECASE)


def dev_items(path: Path) -> list[tuple[str, str, str, str]]:
    out = []
    with open(path, encoding="utf-8", newline="") as f:
        lines = [ln for ln in f if not ln.startswith("#")]
    for row in csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE):
        out.append((row["split"], row["male"], row["neutral"], f"{row['id']}.male"))
        out.append((row["split"], to_female(row["male"]), row["neutral"], f"{row['id']}.female"))
    return out


def accuracy(sw, items, show: set[str]) -> dict[str, tuple[int, int]]:
    got = sw.swap_texts([src for _, src, _, _ in items])
    res: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for (split, src, want, key), out in zip(items, got):
        res[split][1] += 1
        if out == want:
            res[split][0] += 1
        elif split in show:
            print(f"    [{split}] {key}\n      in:   {src}\n      got:  {out}\n      want: {want}")
    return {k: (v[0], v[1]) for k, v in res.items()}


def fiction_paragraphs(folder: Path, n: int, seed: int = 0) -> list[str]:
    paras = []
    for p in sorted(folder.glob("*.txt")):
        text = p.read_text(encoding="utf-8", errors="replace")
        for para in re.split(r"\n\s*\n", text):
            para = " ".join(para.split())
            if 20 <= len(para.split()) <= 400:
                paras.append(para)
    random.Random(seed).shuffle(paras)
    return paras[:n]


def time_direction(direction: str, paras: list[str], repeats: int) -> tuple[float, dict]:
    from cdaprep.swap import GenderSwapper

    sw = GenderSwapper(direction=direction)
    sw.swap_texts(paras[:200])  # load spaCy outside the timing
    best = float("inf")
    for _ in range(repeats):
        sw._cache.clear()
        if sw._neutral is not None:
            sw._neutral._cache.clear()
        t = time.perf_counter()
        for i in range(0, len(paras), 1000):
            sw.swap_texts(paras[i : i + 1000])
        best = min(best, time.perf_counter() - t)
    stats = dict(sw.stats)
    if sw._neutral is not None:
        stats.update({f"neutral_{k}": v for k, v in sw._neutral.stats.items()})
    return best, stats


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="to-neutral accuracy and speed")
    ap.add_argument("--winogender", default=str(HERE / "data" / "winogender" / "all_sentences.tsv"))
    ap.add_argument("--dev-set", default=str(HERE / "data" / "neutral_dev.tsv"))
    ap.add_argument("--fiction", default=str(ROOT.parent / "shared" / "data" / "pd-fiction"))
    ap.add_argument("--paragraphs", type=int, default=20000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument(
        "--reflexive",
        default=None,
        help="reflexive for the rewrite (WinoGender's all_sentences.tsv has no reflexive; "
        "the development set uses themself, the default)",
    )
    ap.add_argument(
        "--show-failures",
        default="",
        help="comma-separated splits whose failures are printed (dev, heldout)",
    )
    args = ap.parse_args(argv)

    from cdaprep.swap import GenderSwapper

    show = set(filter(None, args.show_failures.split(",")))
    sw = GenderSwapper(direction="to-neutral", reflexive=args.reflexive)
    total_ok = total_n = 0
    for name, items in (
        ("WinoGender", winogender_items(Path(args.winogender))),
        ("cdaprep development set", dev_items(Path(args.dev_set))),
    ):
        print(f"{name}: exact match of the to-neutral rewrite (male and female sources)")
        for split, (ok, n) in sorted(accuracy(sw, items, show).items()):
            print(f"  {split:<8} {ok:>4} / {n:<4} {100 * ok / n:6.2f}%")
            total_ok += ok
            total_n += n
    print(
        f"all          {total_ok:>4} / {total_n:<4} {100 * total_ok / total_n:6.2f}% (goal >= 99%)"
    )

    fiction = Path(args.fiction)
    if not fiction.is_dir():
        print(f"speed: skipped, {fiction} not found (pass --fiction)")
        return 0
    paras = fiction_paragraphs(fiction, args.paragraphs)
    words = sum(len(p.split()) for p in paras)
    print(f"speed: {len(paras)} paragraphs of {fiction.name}, {words} words, min of {args.repeats}")
    t_flip, st_flip = time_direction("flip", paras, args.repeats)
    t_neu, st_neu = time_direction("to-neutral", paras, args.repeats)
    print(f"  flip        {t_flip:8.2f} s  {words / t_flip:>10,.0f} words/s  {st_flip}")
    print(f"  to-neutral  {t_neu:8.2f} s  {words / t_neu:>10,.0f} words/s  {st_neu}")
    print(f"  to-neutral / flip time: {t_neu / t_flip:.2f}x (goal <= 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
