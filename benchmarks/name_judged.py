"""Which hand-judged name edits the current rules still make: a regression check for name rules.

``benchmarks/data/name_edits_*.tsv`` hold about 10,000 name edits judged by hand (``ok``: a
person's given name; ``wrong``: a surname, place, title of a work...), drawn over the rounds from
thirty-one sets by ``benchmarks/name_precision.py``. This script swaps (``names=True``, the
shipped name statistics, no ``--adapt``) only the paragraphs that hold a judged edit and says,
per set, how many right edits are still made or now dropped, and how many wrong ones are still
made or now dropped. A rule change that drops a right edit shows at once, over every set, in
about 20 seconds, without drawing new samples to judge (``name_precision.py`` gives the
precision of a set's sample; run it on the sets this script shows changed).

The two held-out sets whose books the shipped name statistics count (held-out-6, -7) are swapped
with those statistics here, so a few of their edits differ from ``name_precision.py``'s; rows
judged only in a sample drawn with ``--adapt`` may be dropped without it. Compare two runs, not a
run with zero.

Usage::

    python benchmarks/name_judged.py                      # every set whose text is built
    python benchmarks/name_judged.py --set other-domains-23 --list   # and the rows that moved

A set of ``benchmarks/build_other_text.py`` whose text is not built is skipped with a note.
"""

from __future__ import annotations

import argparse
import bisect
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from name_precision import JUDGED, paragraphs, read_judged, set_data  # noqa: E402


def check_set(swapper, judged: dict, data: Path) -> tuple[Counter, list[tuple[str, bool, dict]]]:
    """Swap the paragraphs of ``data`` that hold a judged edit; count ``(verdict, kept)`` and
    return the rows with whether each is still made."""
    by_book: dict[str, list[tuple[int, dict]]] = {}
    for (book, off, _old), row in judged.items():
        if row["verdict"] in ("ok", "wrong"):
            by_book.setdefault(book, []).append((off, row))
    counts: Counter = Counter()
    rows: list[tuple[str, bool, dict]] = []
    for book, items in sorted(by_book.items()):
        paras = paragraphs(data / book)
        starts = [p for p, _ in paras]
        need: dict[int, list[tuple[int, dict]]] = {}
        for off, row in items:
            k = bisect.bisect_right(starts, off) - 1
            need.setdefault(k, []).append((off - paras[k][0], row))
        keys = sorted(need)
        swapped = swapper.swap_batch([paras[k][1] for k in keys])
        for k, (_, edits) in zip(keys, swapped):
            made = {ed.start for ed in edits}
            for rel, row in need[k]:
                kept = rel in made
                counts[(row["verdict"], kept)] += 1
                rows.append((book, kept, row))
    return counts, rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", action="append", choices=sorted(JUDGED), help="repeatable")
    ap.add_argument(
        "--list",
        action="store_true",
        help="print the right edits now dropped and the wrong ones still made",
    )
    args = ap.parse_args(argv)
    from cdaprep.swap import GenderSwapper

    swapper = GenderSwapper(names=True)
    total: Counter = Counter()
    t0 = time.perf_counter()
    print(f"{'set':<18} {'ok kept':>8} {'dropped':>8} {'wrong kept':>11} {'dropped':>8}")
    for name in args.set or list(JUDGED):
        data = set_data(name)
        if not data.is_dir():
            print(f"{name:<18} not built: python benchmarks/build_other_text.py --set {name}")
            continue
        counts, rows = check_set(swapper, read_judged(JUDGED[name]), data)
        total.update(counts)
        print(
            f"{name:<18} {counts[('ok', True)]:>8} {counts[('ok', False)]:>8} "
            f"{counts[('wrong', True)]:>11} {counts[('wrong', False)]:>8}"
        )
        if args.list:
            for book, kept, row in rows:
                if (row["verdict"] == "ok") != kept:
                    what = "right, dropped" if row["verdict"] == "ok" else "wrong, made"
                    print(f"    {what}: {book}:{row['offset']} {row['context']}  {row['note']}")
    print(
        f"{'all':<18} {total[('ok', True)]:>8} {total[('ok', False)]:>8} "
        f"{total[('wrong', True)]:>11} {total[('wrong', False)]:>8}"
        f"   ({time.perf_counter() - t0:.0f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
