"""``cdaprep augment --method us-cda`` over 1,000,000 short rows: rows/s and peak memory.

The per-row work streams; only the label, group and row id of every row are held for the
sampling plan. Baseline in the same run: the in-memory pandas way (load everything, sample per
cell with ``groupby().sample``, then a regex flip of pronouns with no POS) on the same rows.

    python benchmarks/augment_us_cda.py                 # 1,000,000 rows
    python benchmarks/augment_us_cda.py --rows 100000   # quick look
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _util import machine, run_measured  # noqa: E402

DATA = Path(__file__).resolve().parent / "_data"
NOUNS = ["book", "car", "laptop", "coffee", "report", "dog", "bike", "keys", "notes", "phone"]
PLACES = ["office", "park", "station", "clinic", "library", "court", "school", "gym"]
LABELS = ["nurse", "surgeon", "teacher", "attorney", "pilot"]
SHARE_F = {"nurse": 0.85, "surgeon": 0.2, "teacher": 0.6, "attorney": 0.4, "pilot": 0.1}


def make(rows: int, seed: int = 0) -> Path:
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


BASELINE = r"""
import re, sys, pandas as pd
src, dst = sys.argv[1], sys.argv[2]
df = pd.read_parquet(src)
n = df.groupby(["label", "gender"]).size().groupby(level=0).transform("min")
parts = [g.sample(n=int(n[k]), random_state=0) for k, g in df.groupby(["label", "gender"])]
us = pd.concat(parts).sort_index()
flip = {"he": "she", "she": "he", "his": "her", "her": "his", "him": "her"}
rx = re.compile(r"\b(he|she|his|her|him)\b", re.I)
def sub(m):
    w = m.group(0); t = flip[w.lower()]
    return t.capitalize() if w[0].isupper() else t
cf = us.assign(text=us.text.map(lambda s: rx.sub(sub, s)),
               gender=us.gender.map({"female": "male", "male": "female"}))
pd.concat([us, cf]).to_parquet(dst)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    args = ap.parse_args()
    src = make(args.rows)
    out = DATA / "us_cda_out.parquet"
    print(f"machine: {machine()}")
    print(f"input: {src.name}, {args.rows:,} rows")
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
