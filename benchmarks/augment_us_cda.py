"""``cdaprep augment --method us-cda`` over real sentences that do not repeat: rows/s, memory.

The rows are the distinct sentences of public-domain fiction (``--fiction``, 30 to 200
characters; about 508,000 in pd-fiction, so ``--rows`` is capped there), each with a label drawn
with a share of women that differs per label, and a gender column derived from its pronouns
(female or male when only one gender's pronouns occur, ``none`` or ``mixed`` otherwise: real
rows, many with no gendered word, which US keeps unbalanced and CDA passes through). The
per-row work streams; only the label, group and row id of every row are held for the sampling
plan. Baseline in the same run: the in-memory pandas way (load everything, sample the female
and male rows per label with ``groupby().sample``, then a regex flip of pronouns with no POS)
on the same rows.

``--template`` uses the earlier generated one-sentence template rows instead (1,000,000 rows by
default; labelled as template rows in the output, as they repeat).

    python benchmarks/augment_us_cda.py                  # all distinct pd-fiction sentences
    python benchmarks/augment_us_cda.py --rows 100000    # quick look
    python benchmarks/augment_us_cda.py --template       # generated template rows
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _util import machine, run_measured  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "_data"
NOUNS = ["book", "car", "laptop", "coffee", "report", "dog", "bike", "keys", "notes", "phone"]
PLACES = ["office", "park", "station", "clinic", "library", "court", "school", "gym"]
LABELS = ["nurse", "surgeon", "teacher", "attorney", "pilot"]
SHARE_F = {"nurse": 0.85, "surgeon": 0.2, "teacher": 0.6, "attorney": 0.4, "pilot": 0.1}


def make_template(rows: int, seed: int = 0) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    DATA.mkdir(exist_ok=True)
    path = DATA / f"short_{rows}.parquet"
    if path.exists():
        return path
    rng = random.Random(seed)
    texts, labels, genders = [], [], []
    for _ in range(rows):
        y = rng.choice(LABELS)
        f = rng.random() < SHARE_F[y]
        p, poss, obj = ("she", "her", "her") if f else ("he", "his", "him")
        form = rng.randrange(3)
        if form == 0:
            t = f"The {y} said {p} left {poss} {rng.choice(NOUNS)} at the {rng.choice(PLACES)}."
        elif form == 1:
            t = f"I met the {y} at the {rng.choice(PLACES)} and gave {obj} the {rng.choice(NOUNS)}."
        else:
            t = f"{p.capitalize()} works as a {y}; ask {obj} about {poss} {rng.choice(NOUNS)}."
        texts.append(t)
        labels.append(y)
        genders.append("female" if f else "male")
    pq.write_table(pa.table({"text": texts, "label": labels, "gender": genders}), path)
    return path


FEMALE = re.compile(r"(?i)\b(?:she|her|hers|herself)\b")
MALE = re.compile(r"(?i)\b(?:he|him|his|himself)\b")


def make_real(rows: int | None, fiction: Path, seed: int = 0) -> Path:
    """Distinct fiction sentences with a label and a pronoun-derived gender column."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    DATA.mkdir(exist_ok=True)
    path = DATA / f"fiction_sentences_{rows or 'all'}.parquet"
    if path.exists():
        return path
    seen: set[str] = set()
    texts: list[str] = []
    for book in sorted(fiction.glob("*.txt")):
        for s in re.split(r"(?<=[.!?])\s+", book.read_text(encoding="utf-8", errors="replace")):
            s = " ".join(s.split())
            if 30 <= len(s) <= 200 and s not in seen:
                seen.add(s)
                texts.append(s)
    if not texts:
        sys.exit(f"no sentences found in {fiction}; pass --fiction PATH")
    rng = random.Random(seed)
    rng.shuffle(texts)
    texts = texts[:rows]
    labels, genders = [], []
    for t in texts:
        f, m = bool(FEMALE.search(t)), bool(MALE.search(t))
        g = "mixed" if f and m else "female" if f else "male" if m else "none"
        labels.append(rng.choice(LABELS) if g in ("none", "mixed") else _label_for(g, rng))
        genders.append(g)
    pq.write_table(pa.table({"text": texts, "label": labels, "gender": genders}), path)
    return path


def _label_for(gender: str, rng: random.Random) -> str:
    """A label drawn given the gender, so each label has its own share of women."""
    weights = [SHARE_F[y] if gender == "female" else 1 - SHARE_F[y] for y in LABELS]
    return rng.choices(LABELS, weights=weights)[0]


BASELINE = r"""
import re, sys, pandas as pd
src, dst = sys.argv[1], sys.argv[2]
df = pd.read_parquet(src)
fm = df[df.gender.isin(["female", "male"])]
n = fm.groupby(["label", "gender"]).size().groupby(level=0).transform("min")
parts = [g.sample(n=int(n[k]), random_state=0) for k, g in fm.groupby(["label", "gender"])]
us = pd.concat(parts + [df[~df.gender.isin(["female", "male"])]]).sort_index()
flip = {"he": "she", "she": "he", "his": "her", "her": "his", "him": "her"}
rx = re.compile(r"\b(he|she|his|her|him)\b", re.I)
def sub(m):
    w = m.group(0); t = flip[w.lower()]
    return t.capitalize() if w[0].isupper() else t
cf = us.assign(text=us.text.map(lambda s: rx.sub(sub, s)),
               gender=us.gender.replace({"female": "male", "male": "female"}))
pd.concat([us, cf]).to_parquet(dst)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, help="default: all (real), 1,000,000 (template)")
    ap.add_argument("--fiction", type=Path, default=ROOT.parent / "shared" / "data" / "pd-fiction")
    ap.add_argument("--template", action="store_true", help="generated template rows instead")
    args = ap.parse_args()
    if args.template:
        src = make_template(args.rows or 1_000_000)
    else:
        src = make_real(args.rows, args.fiction)
    import pyarrow.parquet as pq

    args.rows = pq.ParquetFile(src).metadata.num_rows
    out = DATA / "us_cda_out.parquet"
    print(f"machine: {machine()}")
    kind = "generated template rows (repeat)" if args.template else "distinct fiction sentences"
    print(f"input: {src.name}, {args.rows:,} {kind}")
    for procs in (1, 2):
        cmd = [
            sys.executable,
            "-m",
            "cdaprep",
            "augment",
            str(src),
            "-o",
            str(out),
            "--method",
            "us-cda",
            "--text-column",
            "text",
            "--label-column",
            "label",
            "--overwrite",
            "--quiet",
            "--num-proc",
            str(procs),
        ]
        wall, peak = run_measured(cmd)
        m = json.loads(Path(f"{out}.manifest.json").read_text())
        print(
            f"cdaprep us-cda --num-proc {procs}: {args.rows / wall:,.0f} input rows/s, "
            f"{wall:,.1f} s, {m['rows_out']:,} rows out, peak RSS {peak:,.0f} MiB "
            "(main process)"
        )
    bwall, bpeak = run_measured(
        [sys.executable, "-c", BASELINE, str(src), str(DATA / "baseline.parquet")]
    )
    print(
        f"baseline pandas in memory, regex flip without POS: {args.rows / bwall:,.0f} input "
        f"rows/s, {bwall:,.1f} s, peak RSS {bpeak:,.0f} MiB"
    )
    out.unlink(missing_ok=True)
    (DATA / "baseline.parquet").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
