"""Count how the swap lexicon's first names are used in running text: the name-usage table.

Writes two files read by :mod:`cdaprep.swap.propernames`:

* ``lexicons/rules/common_words.tsv``: words written in lower case at least ``--common-min``
  (20) times and at least 3 times as often as capitalised inside a sentence, but capitalised
  inside a sentence at least twice ("Hill", "Leaf", "Critics"): a first name followed by one
  of them is no evidence of a full name ("Murray Hill", "Rose Leaf");
* ``lexicons/rules/name_usage.tsv``, which decides how much evidence a first name needs
  before it is swapped. For every name of ``lexicons/names.tsv``
it counts, over the books of ``pd-fiction`` (public-domain fiction, letters, biographies and
histories of Project Gutenberg) except the books held out for the name benchmark
(``benchmarks/data/name_heldout_books.txt``, ``name_heldout3_books.txt``,
``name_heldout4_books.txt`` and ``name_heldout5_books.txt``, and any file with the
same content as one of them; ``--hold-out`` leaves out more lists), its capitalised
occurrences (not ALL CAPS):

``given``
    followed on the same line by a capitalised word that is mostly written capitalised in the
    corpus (a surname: "Charles Frohman"; not "Royal Engineers"), or right after a title that
    goes with given names ("Sir Walter", "Aunt Polly": ``given_title`` of ``propernames.tsv``);
``surname``
    not followed by a capitalised word, and right after a first name of the census list
    ("Walter Scott"), an initial ("W. Irving") or a title that goes with surnames except Miss,
    Mrs, Ms and Madame, which also take given names ("Mr. Scott", "Lord Byron");
``place``
    not followed by a capitalised word, not possessive, and right after "in", "near", "into",
    "towards", "toward" or "via" ("in Florence");
``alone``
    every other occurrence (``place`` included);
``lower``, ``capitalised``
    the lower-case occurrences of the word, and its capitalised ones that do not start a
    sentence, a line or a quotation (a name that is also a common word: "rose", "glen").

and gives each name one role (the first that applies):

* ``surname-use``: ``surname >= --min-uses`` (5) and ``surname > given``, or a US Census 1990
  surname frequency of at least ``--surname-ratio`` (1.0) times its first-name frequency
  (``name_roles.tsv``): mostly a surname ("Scott", "Franklin", "Martin");
* ``place-use``: ``place >= 3`` and ``place >= --place-share`` (0.05) of ``alone``, or a
  single-word place of ``places.tsv`` with a census first-name frequency under 0.05 percent
  ("Kimberley", "Chester", "Virginia");
* ``word-use``: ``lower >= 5`` and ``lower >= capitalised``, or marked ``PROPN`` in
  ``names.tsv`` ("Rose", "Glen", "Will");
* ``given``: a census first-name frequency of at least ``--given-freq`` (0.05 percent), a
  census surname frequency under ``--given-surname-ratio`` (0.1) times it,
  ``surname <= --given-share * max(given, 1)`` (0.3), and no state, country or region of
  ``places.tsv`` of that name, nor a city of at least ``--big-place`` (one million) people
  per percent of its first-name frequency: a name almost only used as a given name ("Mary",
  "Charles"; not "Charlotte", "Victoria");
* none: the others.

Run from the repository root (about a minute)::

    python scripts/build_name_usage.py --data ../shared/data/pd-fiction

The names of each role are printed for review. The shipped tables count the books of every set
but those held out above; ``benchmarks/name_precision.py --set held-out-6`` measures a set that
they do count, with tables built without it (``--hold-out``, ``--out``) in a scratch folder.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HELD_OUT = (
    ROOT / "benchmarks" / "data" / "name_heldout_books.txt",
    ROOT / "benchmarks" / "data" / "name_heldout3_books.txt",
    ROOT / "benchmarks" / "data" / "name_heldout4_books.txt",
    ROOT / "benchmarks" / "data" / "name_heldout5_books.txt",
)
_TOKEN = re.compile(r"[A-Za-z]+|\S")
_OPENERS = frozenset(".!?\"'\u201c\u201d\u2018\u2019:;(-_[")
_PLACE_BEFORE = frozenset(("in", "near", "into", "towards", "toward", "via"))
_GIVEN_TITLES_ALSO = frozenset(("miss", "mrs", "ms", "mses", "madame"))
COLUMNS = (
    "given",
    "surname",
    "place",
    "alone",
    "lower",
    "capitalised",
    "given_books",
    "surname_books",
)
ROLES = ("surname-use", "place-use", "word-use", "given")


def read_rows(path: Path) -> list[dict[str, str]]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln and ln[0] != "#"]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def held_out(data: Path, more: tuple[Path, ...] = ()) -> set[str]:
    """The held-out books (those of :data:`HELD_OUT` and of the lists ``more``), and the books of
    ``data`` with the same content as one of them (the same anthology filed under three
    authors)."""
    names = {
        ln.strip()
        for path in (*HELD_OUT, *more)
        for ln in path.read_text(encoding="utf-8").splitlines()
        if ln.strip() and not ln.startswith("#")
    }
    digest = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in data.glob("*.txt")}
    held = {digest[n] for n in names if n in digest}
    return names | {n for n, d in digest.items() if d in held}


def case_counts(texts: list[str]) -> tuple[Counter[str], Counter[str]]:
    """How often each word is written in lower case, and capitalised inside a sentence (not
    after an opening mark, not in capitals), over ``texts``."""
    lower: Counter[str] = Counter()
    capmid: Counter[str] = Counter()
    for text in texts:
        prev = "."
        for m in _TOKEN.finditer(text):
            t = m.group(0)
            if t[0].isalpha():
                if t[0].islower():
                    lower[t] += 1
                elif prev not in _OPENERS and not (len(t) > 1 and t.isupper()):
                    capmid[t.lower()] += 1
            prev = t
    return lower, capmid


def count(books: list[Path], names: set[str], words: dict[str, set[str]], first: set[str]):
    """``{name: Counter}`` of the uses of each name, and the word-case counts."""
    texts = [b.read_text(encoding="utf-8") for b in books]
    lower, capmid = case_counts(texts)
    surname_titles = words["surname_title"] - _GIVEN_TITLES_ALSO
    given_titles = words["given_title"]
    not_first = words["forename_title"] | words["title_name"] | words["place_prefix"] | {"i"}
    uses: dict[str, Counter[str]] = {n: Counter() for n in names}
    for text in texts:
        book: dict[str, Counter[str]] = {}
        toks = [(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]
        n = len(toks)
        for i, (t, _, e) in enumerate(toks):
            low = t.lower()
            if low not in uses or not t[0].isupper() or (len(t) > 1 and t.isupper()):
                continue
            c = book.setdefault(low, Counter())
            nxt = toks[i + 1] if i + 1 < n else None
            p1 = toks[i - 1][0] if i else ""
            p2 = toks[i - 2][0] if i > 1 else ""
            gap = text[e : nxt[1]] if nxt else "\n\n"
            follows = (
                nxt is not None
                and nxt[0][0].isupper()
                and nxt[0].isalpha()
                and "\n\n" not in gap
                and not gap.strip()
            )
            title = (p2 if p1 == "." else p1).lower()
            if follows:
                if lower[nxt[0].lower()] < capmid[nxt[0].lower()]:
                    c["given"] += 1
                continue
            if p1[:1].isupper() and p1.lower() in given_titles:
                c["given"] += 1
                continue
            after_first = (
                p1[:1].isupper()
                and p1.isalpha()
                and not (len(p1) > 1 and p1.isupper())
                and p1.lower() in first
                and p1.lower() not in not_first
            )
            initial = p1 == "." and len(p2) == 1 and p2.isupper()
            if after_first or initial or title in surname_titles:
                c["surname"] += 1
                continue
            c["alone"] += 1
            possessive = (
                nxt is not None and nxt[0] in ("'", "\u2019") and text[e + 1 : e + 2] == "s"
            )
            if p1 in _PLACE_BEFORE and not possessive:
                c["place"] += 1
        for low, c in book.items():
            uses[low].update(c)
            if c["surname"] + c["given"] >= 2:
                uses[low]["surname_books" if c["surname"] > c["given"] else "given_books"] += 1
    for name, c in uses.items():
        c["lower"] = lower[name]
        c["capitalised"] = capmid[name]
    return uses, lower, capmid


def role(
    name: str,
    c: Counter[str],
    census: dict[str, float] | None,
    propn: bool,
    place: float | None,
    a: argparse.Namespace,
) -> str:
    """The role of a name (see the module docstring); ``place``: the population of the largest
    city of that name in the gazetteer (infinite for a state, country or region), or None."""
    first = max(census["male"], census["female"]) if census else 0.0
    last = census["surname"] if census else 0.0
    books = c["surname_books"] >= a.min_books and c["surname_books"] > c["given_books"]
    if (books and c["surname"] >= a.min_uses and c["surname"] > c["given"]) or (
        first > 0 and last >= a.surname_ratio * first
    ):
        return "surname-use"
    total = c["given"] + c["surname"] + c["alone"]
    if (c["place"] >= 3 and c["place"] >= a.place_share * total) or (
        place is not None and first < 0.05 and c["given_books"] < 2
    ):
        return "place-use"
    if propn or (c["lower"] >= 5 and c["lower"] >= c["capitalised"]):
        return "word-use"
    if (
        first >= a.given_freq
        and last < a.given_surname_ratio * first
        and c["surname"] <= a.given_share * max(c["given"], 1)
        and (place is None or place < a.big_place * first)
    ):
        return "given"
    return ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data" / "pd-fiction"))
    ap.add_argument("--min-uses", type=int, default=5)
    ap.add_argument("--min-books", type=int, default=3)
    ap.add_argument("--surname-ratio", type=float, default=1.0)
    ap.add_argument("--place-share", type=float, default=0.05)
    ap.add_argument("--given-freq", type=float, default=0.05)
    ap.add_argument("--given-surname-ratio", type=float, default=0.1)
    ap.add_argument("--given-share", type=float, default=0.3)
    ap.add_argument("--big-place", type=float, default=1e6)
    ap.add_argument("--common-min", type=int, default=20)
    ap.add_argument(
        "--out",
        default=str(ROOT / "lexicons" / "rules" / "name_usage.tsv"),
        help="where name_usage.tsv goes; common_words.tsv is written next to it",
    )
    ap.add_argument(
        "--hold-out",
        action="append",
        default=[],
        type=Path,
        help="another list of books to leave out (a benchmarks/data/name_*_books.txt file), to "
        "measure a set of books the shipped statistics count: "
        "--hold-out benchmarks/data/name_heldout6_books.txt --out /tmp/stats6/name_usage.tsv",
    )
    args = ap.parse_args(argv)
    data = Path(args.data)
    if not data.is_dir():
        sys.exit(f"pd-fiction not found at {data}; pass --data")

    from cdaprep.lexicon_files import lexicon_dir
    from cdaprep.swap.swap_lexicon import load_context_words

    rules = lexicon_dir() / "rules"
    names_rows = read_rows(lexicon_dir() / "names.tsv")
    census = {
        r["word"]: {k: float(r[k]) for k in ("male", "female", "surname")}
        for r in read_rows(rules / "name_roles.tsv")
    }
    places: dict[str, float] = {}
    for r in read_rows(rules / "places.tsv"):
        if r["kind"] in ("city", "region", "country", "state") and " " not in r["place"]:
            key = r["place"].lower()
            pop = float(r["population"] or 0) if r["kind"] == "city" else float("inf")
            places[key] = max(places.get(key, -1.0), pop)
    words = load_context_words("propernames")
    skip = held_out(data, tuple(args.hold_out))
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    books = sorted(p for p in data.glob("*.txt") if p.name not in skip)
    names = {r["word"] for r in names_rows}
    uses, lower, capmid = count(books, names, words, set(census) | names)
    common = sorted(
        w
        for w, n in lower.items()
        if n >= args.common_min and n >= 3 * capmid[w] and capmid[w] >= 2 and len(w) >= 3
    )
    common_out = Path(args.out).parent / "common_words.tsv"
    common_out.write_text(
        "# name: common_words\n# version: 1\n"
        f"# source: words of {len(books)} books of pd-fiction (public-domain books of Project "
        "Gutenberg; the held-out books of benchmarks/data/name_heldout*_books.txt left out) "
        "written in "
        f"lower case at least {args.common_min} times and at least 3 times as often as "
        "capitalised inside a sentence, capitalised inside a sentence at least twice; built by "
        "scripts/build_name_usage.py\n# licence: CC0-1.0\nword\n" + "\n".join(common) + "\n",
        encoding="utf-8",
    )
    print(f"{common_out}: {len(common)} words")
    propn = {r["word"] for r in names_rows if r["pos"] == "PROPN"}
    options = " ".join(
        f"--{k.replace('_', '-')} {v:g}" if isinstance(v, float) else f"--{k.replace('_', '-')} {v}"
        for k, v in vars(args).items()
        if k not in ("data", "out", "hold_out")
    )
    lines = [
        "# name: name_usage",
        "# version: 1",
        f"# source: uses of the names of lexicons/names.tsv counted in {len(books)} books of "
        "pd-fiction (public-domain books of Project Gutenberg; the held-out books of "
        "benchmarks/data/name_heldout*_books.txt left out) by scripts/build_name_usage.py "
        f"({options}); roles also use name_roles.tsv (US Census 1990) and "
        "places.tsv (GeoNames); see the script for the columns and roles",
        "# licence: CC0-1.0",
        "word\tgiven\tsurname\tplace\talone\tlower\tcapitalised\tgiven_books\tsurname_books\trole",
    ]
    by_role: dict[str, list[str]] = {r: [] for r in ROLES}
    for name in sorted(names):
        c = uses[name]
        r = role(name, c, census.get(name), name in propn, places.get(name), args)
        if r:
            by_role[r].append(name)
        cols = [c[k] for k in COLUMNS]
        lines.append("\t".join([name, *map(str, cols), r]))
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{args.out}: {len(names)} names from {len(books)} books")
    for r, ns in by_role.items():
        print(f"{r} ({len(ns)}):", " ".join(ns))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
