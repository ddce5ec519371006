"""Precision of "his" -> "hers" on real text, against hand judgements.

The gold pairs of ``swap_accuracy.py`` are made female by the same rule that decides "his"
(:func:`cdaprep.swap.disambiguator.standalone_his`), so they cannot show where that rule is
wrong: a "hers" the swap writes for a determiner ("on hers to-do list") is restored to "his"
by a ``to-male`` swap and scores as right. This script measures it apart: it swaps the
paragraphs holding "his" of each ``--text-dir`` ``to-female``, takes a stable sample of the
"his" made "hers" (those whose keys hash lowest, see :func:`stable_sample`), and scores it
against ``benchmarks/data/hers_judged.tsv`` (verdict ``ok``: the standalone pronoun, "the book
is hers"; ``wrong``: "her" was meant; ``skip``: no pronoun to judge, such as a dictionary
naming the word). It also scores every judged decision of the run, sampled or not. Decisions
of the sample not yet judged are printed with their context, to be judged and added.

Usage::

    python benchmarks/hers_precision.py --text-dir benchmarks/_data/other-text-17 \\
        [--text-dir DIR ...] [--sample 100] [--seed 0] [--judged FILE]
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from swap_accuracy import text_dir_paragraphs  # noqa: E402

JUDGED = HERE / "data" / "hers_judged.tsv"
HIS = re.compile(r"\bhis\b", re.IGNORECASE)


def key(paragraph: str, start: int) -> str:
    """A stable id of one "his": a hash of its paragraph and its offset in it."""
    return f"{hashlib.sha1(paragraph.encode('utf-8')).hexdigest()[:12]}:{start}"


def hers_decisions(folders: list[Path]) -> tuple[list[tuple[str, str, str]], int]:
    """``(domain, key, context)`` of every "his" a ``to-female`` swap makes "hers", and the
    number of "his" in the folders."""
    from cdaprep.swap import GenderSwapper

    sw = GenderSwapper(direction="to-female")
    out = []
    total_his = 0
    for folder in folders:
        paras = [p for p in text_dir_paragraphs(folder) if HIS.search(p)]
        total_his += sum(len(HIS.findall(p)) for p in paras)
        for p, (_, edits) in zip(paras, sw.swap_batch(paras)):
            for e in edits:
                if e.old.lower() == "his" and e.new.lower() == "hers":
                    ctx = f"{p[max(0, e.start - 60) : e.start]}[{e.old}]{p[e.end : e.end + 40]}"
                    out.append((folder.name, key(p, e.start), ctx))
    return out, total_his


def stable_sample(
    found: list[tuple[str, str, str]], n: int, seed: int = 0
) -> list[tuple[str, str, str]]:
    """The ``n`` decisions whose keys hash lowest (with ``seed``): a rule that removes or adds a
    few "hers" changes the sample by those few, so runs before and after it score mostly the
    same judged decisions (a seeded random draw over the changed list would redraw them all)."""
    rank = sorted(found, key=lambda d: hashlib.sha1(f"{seed}:{d[1]}".encode()).hexdigest())
    return rank[:n]


def read_judged(path: Path) -> dict[str, dict[str, str]]:
    """The judgements of a TSV (``#`` lines are metadata), by key."""
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8") as f:
        rows = csv.DictReader((ln for ln in f if not ln.startswith("#")), delimiter="\t")
        return {r["key"]: r for r in rows}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description='precision of "his" -> "hers" on real text')
    ap.add_argument("--text-dir", type=Path, action="append", required=True)
    ap.add_argument("--sample", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--judged", type=Path, default=JUDGED)
    args = ap.parse_args(argv)
    for d in args.text_dir:
        if not d.is_dir():
            sys.exit(f"{d} is not a folder: build it first (see BENCHMARKS.md)")
    found, total_his = hers_decisions(args.text_dir)
    sample = stable_sample(found, args.sample, args.seed)
    judged = read_judged(args.judged)
    ok = wrong = skipped = 0
    todo = []
    for domain, k, ctx in sample:
        r = judged.get(k)
        if r is None:
            todo.append((domain, k, ctx))
        elif r["verdict"] == "ok":
            ok += 1
        elif r["verdict"] == "wrong":
            wrong += 1
            print(f"  wrong  {domain}  {ctx}")
        else:
            skipped += 1
    print(f'"his" made "hers": {len(found)} of {total_his} "his" in {len(args.text_dir)} domains')
    if ok + wrong:
        print(
            f"sample of {len(sample)}: {ok}/{ok + wrong} right = {100 * ok / (ok + wrong):.1f}% "
            f"({skipped} with no pronoun to judge: a dictionary naming the word, a typo)"
        )
    every = [judged[k]["verdict"] for _, k, _ in found if k in judged]
    n_ok, n_wrong = every.count("ok"), every.count("wrong")
    if n_ok + n_wrong:
        print(
            f"every judged decision of these ({len(every)} of {len(found)}): "
            f"{n_ok}/{n_ok + n_wrong} right = {100 * n_ok / (n_ok + n_wrong):.1f}%"
        )
    if todo:
        print(f"{len(todo)} not judged yet (key, domain, context):")
        for domain, k, ctx in todo:
            print(f"{k}\t{domain}\t{ctx}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
