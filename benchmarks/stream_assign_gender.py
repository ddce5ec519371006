"""Stream a JSONL file of at least 2 GB through ``cdaprep assign-gender``.

Prints rows/s and the peak memory of the cdaprep process, next to a baseline in the same run:
the naive pandas approach (read the whole file, apply the same regex, write) on a slice of the
file, with its peak memory scaled to the full file.

    python benchmarks/stream_assign_gender.py            # 2 GB (default)
    python benchmarks/stream_assign_gender.py --gb 0.2   # quick look

The generated data lives in benchmarks/_data/ (git-ignored) and is reused between runs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _util import machine, run_measured  # noqa: E402

HERE = Path(__file__).resolve().parent
DATA = HERE / "_data"

FIRST = {
    "female": ["Mary", "Anna", "Grace", "Sofia", "Amara"],
    "male": ["John", "David", "Will", "Omar", "Kenji"],
}
PRON = {"female": ("She", "her", "herself"), "male": ("He", "his", "himself")}
JOBS = ["nurse", "surgeon", "professor", "attorney", "teacher", "photographer", "dietitian"]


def make_block(n: int, seed: int) -> tuple[str, int]:
    rng = random.Random(seed)
    lines = []
    for i in range(n):
        g = rng.choice(["female", "male"])
        p, poss, refl = PRON[g]
        job = rng.choice(JOBS)
        text = (
            f"{rng.choice(FIRST[g])} Smith is a {job} based in Boston. {p} has worked in the "
            f"field for {rng.randint(2, 30)} years and {poss} work focuses on patient care; "
            f"{p.lower()} describes {refl} as a lifelong learner."
        )
        if i % 1000 == 0:
            text = None  # missing text passes through and is counted
        lines.append(json.dumps({"id": i, "text": text, "profession": job}))
    block = "\n".join(lines) + "\n"
    return block, n


def ensure_file(gb: float) -> tuple[Path, int]:
    DATA.mkdir(exist_ok=True)
    path = DATA / f"bios_{gb:g}gb.jsonl"
    meta = path.with_suffix(".rows")
    if path.exists() and meta.exists():
        return path, int(meta.read_text())
    block, n = make_block(20_000, 0)
    reps = int(gb * 2**30 / len(block.encode())) + 1
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        for _ in range(reps):
            f.write(block)
    os.replace(tmp, path)
    meta.write_text(str(n * reps))
    return path, n * reps


BASELINE = r"""
import sys, pandas as pd
src, dst, nrows = sys.argv[1], sys.argv[2], int(sys.argv[3])
df = pd.read_json(src, lines=True, nrows=nrows)
f = df.text.str.count(r"(?i)\b(?:she|her|hers|herself|mrs|ms)\b").fillna(0)
m = df.text.str.count(r"(?i)\b(?:he|his|him|himself|mr)\b").fillna(0)
df["gender"] = "none"
df.loc[(f > 0) & (m == 0), "gender"] = "female"
df.loc[(m > 0) & (f == 0), "gender"] = "male"
df.loc[(m > 0) & (f > 0), "gender"] = "mixed"
df.to_json(dst, orient="records", lines=True, force_ascii=False)
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gb", type=float, default=2.0, help="size of the generated JSONL (GB)")
    ap.add_argument("--baseline-rows", type=int, default=500_000)
    args = ap.parse_args()
    path, rows = ensure_file(args.gb)
    size = path.stat().st_size / 2**30
    out = DATA / "out.jsonl"
    print(f"machine: {machine()}")
    print(f"input: {path.name}, {size:.2f} GiB, {rows:,} rows")
    cmd = [
        sys.executable,
        "-m",
        "cdaprep",
        "assign-gender",
        str(path),
        "-o",
        str(out),
        "--text-column",
        "text",
        "--overwrite",
        "--quiet",
    ]
    wall, peak = run_measured(cmd)
    manifest = json.loads(Path(f"{out}.manifest.json").read_text())
    assert manifest["rows_out"] == rows, manifest["rows_out"]
    print(
        f"cdaprep assign-gender (streaming): {rows / wall:,.0f} rows/s, "
        f"{size * 1024 / wall:,.1f} MiB/s, {wall:,.1f} s, peak RSS {peak:,.0f} MiB"
    )
    print(f"  text cells passed through: {manifest['text_cells_passed_through']}")
    n = min(args.baseline_rows, rows)
    bwall, bpeak = run_measured(
        [sys.executable, "-c", BASELINE, str(path), str(DATA / "baseline.jsonl"), str(n)]
    )
    print(
        f"baseline pandas read-all/apply/write on {n:,} rows: {n / bwall:,.0f} rows/s, "
        f"peak RSS {bpeak:,.0f} MiB (about {bpeak * rows / n / 1024:,.1f} GiB for the whole "
        "file, which would not be bounded)"
    )
    out.unlink(missing_ok=True)
    (DATA / "baseline.jsonl").unlink(missing_ok=True)


if __name__ == "__main__":
    main()
