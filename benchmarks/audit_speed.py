"""``cdaprep audit`` over 1,000,000 short biographies that do not repeat: rows/s and peak memory.

The rows are generated (seeded): a short opening sentence (first name of the census list or a
title, a pronoun or none, one of 28 professions with its own female share) followed by one
sentence of public-domain fiction as filler, so the vocabulary is as varied as real text and
no two rows are alike. Printed in the same run:

* ``cdaprep audit --assign-gender`` with ``--num-proc 1`` and ``--num-proc 2`` (one statistics
  pass; the report, plots and the dry-run plan of all seven methods included);
* baseline: a straightforward pandas implementation of the same counts in memory (read
  everything, assign-gender by regex, ``groupby`` counts, a ``Counter`` of words per label x
  group, text length per group), without plots, plan or interval.

Peak RSS is the main process's (workers of ``--num-proc 2`` hold one batch each).

    python benchmarks/audit_speed.py                      # 1,000,000 rows
    python benchmarks/audit_speed.py --rows 100000        # quick look
    python benchmarks/audit_speed.py --fiction PATH       # default ../shared/data/pd-fiction
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _util import machine, run_measured  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "_data"
#: profession -> share of women (roughly the BiasBios spread)
PROFESSIONS = {
    "accountant": 0.37, "architect": 0.24, "attorney": 0.38, "chiropractor": 0.26,
    "comedian": 0.21, "composer": 0.16, "dentist": 0.35, "dietitian": 0.93, "dj": 0.14,
    "filmmaker": 0.33, "interior designer": 0.81, "journalist": 0.5, "model": 0.83,
    "nurse": 0.91, "painter": 0.46, "paralegal": 0.85, "pastor": 0.24, "personal trainer": 0.46,
    "photographer": 0.35, "physician": 0.5, "poet": 0.49, "professor": 0.45,
    "psychologist": 0.62, "rapper": 0.09, "software engineer": 0.16, "surgeon": 0.15,
    "teacher": 0.6, "yoga teacher": 0.85,
}  # fmt: skip
OPENINGS = [
    "{name} is a {job} based in {city}.",
    "{Pron} works as a {job} in {city}.",
    "{title} {last} has been a {job} for {n} years.",
    "As a {job}, {name} has published on {topic}.",
    "{name} ({pron}/{obj}) is a {job} at {org}.",
    "Our {job} for {topic} is based in {city}.",  # no gendered word
]
CITIES = ["Leeds", "Lagos", "Toronto", "Chicago", "Lisbon", "Osaka", "Denver", "Quito", "Pune"]
ORGS = ["the city council", "a small firm", "the university", "a community clinic", "a studio"]
TOPICS = ["urban policy", "patient care", "early literacy", "tax law", "landscape", "ethics"]
LASTS = ["Okafor", "Nguyen", "Smith", "Kowalski", "Haddad", "Brennan", "Silva", "Tanaka"]


def _names() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {"female": [], "male": []}
    with open(ROOT / "lexicons" / "names.tsv", encoding="utf-8") as f:
        rows = (line for line in f if not line.startswith("#"))
        for row in csv.DictReader(rows, delimiter="\t"):
            if not row["pos"] and int(row["rank"]) <= 400:
                out[row["gender"]].append(row["word"].capitalize())
    return out


def _fiction(folder: Path, limit: int) -> list[str]:
    sents: list[str] = []
    for path in sorted(folder.glob("*.txt")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for s in re.split(r"(?<=[.!?])\s+", text):
            s = " ".join(s.split())
            if 30 <= len(s) <= 140:
                sents.append(s)
        if len(sents) >= limit:
            break
    if not sents:
        sys.exit(f"no fiction sentences found in {folder}; pass --fiction PATH")
    return sents


def make(rows: int, fiction: Path, seed: int = 0) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    DATA.mkdir(exist_ok=True)
    path = DATA / f"audit_bios_{rows}.parquet"
    if path.exists():
        return path
    rng = random.Random(seed)
    names = _names()
    filler = _fiction(fiction, rows)
    rng.shuffle(filler)
    jobs = list(PROFESSIONS)
    texts, labels = [], []
    for i in range(rows):
        job = rng.choice(jobs)
        g = "female" if rng.random() < PROFESSIONS[job] else "male"
        pron, obj, title = ("she", "her", "Ms.") if g == "female" else ("he", "him", "Mr.")
        opening = rng.choice(OPENINGS).format(
            name=rng.choice(names[g]),
            job=job,
            city=rng.choice(CITIES),
            Pron=pron.capitalize(),
            pron=pron,
            obj=obj,
            title=title,
            last=rng.choice(LASTS),
            n=rng.randint(2, 40),
            topic=rng.choice(TOPICS),
            org=rng.choice(ORGS),
        )
        texts.append(f"{opening} {filler[i % len(filler)]}")
        labels.append(job)
    pq.write_table(pa.table({"text": texts, "profession": labels}), path)
    return path


BASELINE = r"""
import re, sys
from collections import Counter
import pandas as pd
df = pd.read_parquet(sys.argv[1])
f = re.compile(r"(?i)\b(?:she|her|hers|herself|mrs|ms)\b")
m = re.compile(r"(?i)\b(?:he|his|him|himself|mr)\b")
nf, nm = df.text.str.count(f), df.text.str.count(m)
df["gender"] = "none"
df.loc[(nf > 0) & (nm == 0), "gender"] = "female"
df.loc[(nm > 0) & (nf == 0), "gender"] = "male"
df.loc[(nf > 0) & (nm > 0), "gender"] = "mixed"
cells = df.groupby(["profession", "gender"]).size().unstack(fill_value=0)
tok = re.compile(r"(?u)\b[^\W\d_][^\W\d_']*(?:'[^\W\d_]+)?\b")
words = {k: Counter(tok.findall(" ".join(g.text).lower()))
         for k, g in df.groupby(["profession", "gender"])}
length = df.text.str.split().str.len().groupby(df.gender).describe()
print(cells.shape, len(words), length.shape)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--fiction", type=Path, default=ROOT.parent / "shared" / "data" / "pd-fiction")
    ap.add_argument("--procs", type=int, nargs="+", default=[1, 2])
    args = ap.parse_args()
    src = make(args.rows, args.fiction)
    out = DATA / "audit_report"
    print(f"machine: {machine()}")
    print(f"input: {src.name}, {args.rows:,} rows")
    results = {}
    for procs in args.procs:
        cmd = [
            sys.executable, "-m", "cdaprep", "audit", str(src), "-o", str(out),
            "--text-column", "text", "--label-column", "profession", "--assign-gender",
            "--overwrite", "--quiet", "--num-proc", str(procs),
        ]  # fmt: skip
        wall, peak = run_measured(cmd)
        results[procs] = wall
        print(
            f"cdaprep audit --num-proc {procs}: {args.rows / wall:,.0f} rows/s, {wall:,.1f} s, "
            f"peak RSS {peak:,.0f} MiB (main process)"
        )
    bwall, bpeak = run_measured([sys.executable, "-c", BASELINE, str(src)])
    print(
        f"baseline pandas groupby + Counter in memory: {args.rows / bwall:,.0f} rows/s, "
        f"{bwall:,.1f} s, peak RSS {bpeak:,.0f} MiB"
    )
    for procs, wall in results.items():
        print(f"ratio cdaprep --num-proc {procs} / baseline wall time: {wall / bwall:.2f}")


if __name__ == "__main__":
    main()
