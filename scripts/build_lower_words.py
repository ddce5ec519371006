"""Build ``lexicons/rules/lower_words.tsv``: English words that are no surname.

A first name that needs strong evidence before it is swapped (a common word such as Gene, Brain,
May or Summer; a place such as Dallas or Georgia) gets it from a capitalised word after it that
looks like a surname ("Gene Kelly"). In a headline in Title Case every word is capitalised, so
"Gene Mutation Helps Clear Fats", "Brain Surgery Might Ease OCD" and "Dallas Nurses Hold
Briefing" look like full names. This table lists the words that are no such evidence: words of
the same books of ``pd-fiction`` that ``scripts/build_name_usage.py`` counts (the held-out books
of the name benchmark left out) written in lower case at least ``--min`` (2) times and at least
3 times as often as capitalised inside a sentence, of three letters or more, that are not a
Roman numeral ("viii": "Henry VIII") and neither a first name nor a surname of the US Census
1990 lists (``dist.male.first``, ``dist.female.first``, ``dist.all.last`` of the PyPI package
``names``, as ``scripts/build_propernames.py`` reads them): "mutation" and "surgery" are in it,
"smith", "gates" and "baker" are not ("Will Smith", "Bill Gates").

Run from the repository root (``pip install names`` first; about half a minute)::

    python scripts/build_lower_words.py --data ../shared/data/pd-fiction
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from build_name_usage import case_counts, held_out  # noqa: E402

_ROMAN = re.compile(r"[ivxlcdm]+")


def census_names() -> set[str]:
    """The first names and surnames of the US Census 1990 lists, in lower case."""
    try:
        import names
    except ImportError:
        sys.exit("the census lists come with the PyPI package names: pip install names")
    folder = Path(names.__file__).parent
    out: set[str] = set()
    for f in ("dist.male.first", "dist.female.first", "dist.all.last"):
        for line in (folder / f).read_text(encoding="utf-8").splitlines():
            if line.strip():
                out.add(line.split()[0].lower())
    return out


def lower_words(books: list[Path], minimum: int, exclude: set[str]) -> list[str]:
    """The words of ``books`` written in lower case at least ``minimum`` times and at least 3
    times as often as capitalised inside a sentence (not after an opening mark), of three
    letters or more, that are no Roman numeral and not in ``exclude``; sorted."""
    lower, capmid = case_counts([b.read_text(encoding="utf-8") for b in books])
    return sorted(
        w
        for w, n in lower.items()
        if n >= minimum
        and n >= 3 * capmid[w]
        and len(w) >= 3
        and not _ROMAN.fullmatch(w)
        and w not in exclude
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "pd-fiction"))
    ap.add_argument("--min", type=int, default=2)
    ap.add_argument("--out", type=Path, default=ROOT / "lexicons" / "rules" / "lower_words.tsv")
    args = ap.parse_args(argv)
    data = Path(args.data)
    if not data.is_dir():
        sys.exit(f"pd-fiction not found at {data}; pass --data")
    skip = held_out(data)
    books = sorted(p for p in data.glob("*.txt") if p.name not in skip)
    words = lower_words(books, args.min, census_names())
    tmp = args.out.with_suffix(".tmp")
    tmp.write_text(
        "# name: lower_words\n# version: 1\n"
        f"# source: words of {len(books)} books of pd-fiction (public-domain books of Project "
        "Gutenberg; the held-out books of benchmarks/data/name_heldout*_books.txt left out) "
        f"written in lower case at least {args.min} times and at least 3 times as often as "
        "capitalised inside a sentence, of three letters or more, no Roman numeral, and no "
        "first name or surname of the US Census 1990 lists (dist.male.first, dist.female.first, "
        "dist.all.last via the PyPI package names); built by scripts/build_lower_words.py\n"
        "# licence: CC0-1.0 (the census lists: public domain)\nword\n" + "\n".join(words) + "\n",
        encoding="utf-8",
    )
    tmp.replace(args.out)
    print(f"{args.out}: {len(words)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
