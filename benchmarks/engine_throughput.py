"""Throughput of the local and the Ray engine on 1,000,000 short rows (issue 8).

Generates ``--rows`` short labelled sentences (seeded), writes them to a Parquet file, and runs
one pipeline on both engines in ONE run, writing a Parquet file each:

* ``assign-gender+reweigh`` (default): ``AssignGender`` then ``Reweigh`` by profession, i.e.
  ``cdaprep reweigh --assign-gender``; one statistics pass and one final pass, no spaCy;
* ``us-cda``: ``AssignGender`` then the ``us-cda`` preset (spaCy tagging of ambiguous words).

It prints rows/s of the local engine (``--num-proc`` worker processes) and of Ray (an actor or
task per CPU), the Ray figure without and with Ray's fixed start-up cost, and the start-up cost
itself (``ray.init`` of a local cluster plus a first tiny job), measured separately. Both outputs
are checked to be identical after sorting by row id.

Usage::

    python benchmarks/engine_throughput.py [--rows 1000000] [--method assign-gender+reweigh]
        [--num-cpus 2] [--batch-size 4096]
"""

from __future__ import annotations

import argparse
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd

# the checkout this script is in, not whichever cdaprep is installed (as swap_accuracy.py)
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SUBJ = [("She", "He"), ("Her colleague", "His colleague"), ("Mrs. Lee", "Mr. Lee")]
JOBS = ["nurse", "surgeon", "teacher", "attorney", "chef", "pilot", "dentist", "poet"]
TAIL = ["works in {c}.", "is a {j} in {c}.", "trained as a {j}.", "loves the job.", "is busy."]
CITY = ["Austin", "Lyon", "Oslo", "Lima", "Pune", "Perth"]


def make_rows(n: int, seed: int = 0) -> pd.DataFrame:
    """``n`` short sentences with a profession label, gender correlated with the label."""
    rnd = random.Random(seed)
    texts, labels = [], []
    for _ in range(n):
        j = rnd.randrange(len(JOBS))
        female = rnd.random() < (0.2 + 0.6 * j / (len(JOBS) - 1))
        subj = rnd.choice(SUBJ)[0 if female else 1]
        if rnd.random() < 0.05:
            subj = "The person"
        tail = rnd.choice(TAIL).format(j=JOBS[j], c=rnd.choice(CITY))
        texts.append(f"{subj} {tail}")
        labels.append(JOBS[j])
    return pd.DataFrame({"text": texts, "profession": labels})


def steps_of(method: str) -> list:
    from cdaprep.presets import build_preset
    from cdaprep.steps import AssignGender, Reweigh

    first = AssignGender(text_column="text")
    if method == "assign-gender+reweigh":
        return [first, Reweigh(label_column="profession")]
    return [first, *build_preset(method, text_columns="text", label_column="profession")]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument(
        "--method",
        default="assign-gender+reweigh",
        choices=["assign-gender+reweigh", "us-cda", "rw-cda", "os", "us"],
    )
    ap.add_argument("--num-cpus", type=int, default=2, help="Ray CPUs and local --num-proc")
    ap.add_argument("--batch-size", type=int, default=4096)
    args = ap.parse_args()

    import ray

    from cdaprep import Pipeline
    from cdaprep.engines import run
    from cdaprep.io import read_frame, write_frame
    from cdaprep.steps.base import ROW_ID

    tmp = Path(tempfile.mkdtemp(prefix="cdaprep-bench-"))
    t = time.perf_counter()
    data = tmp / "rows.parquet"
    write_frame(make_rows(args.rows), data)
    print(f"generated {args.rows:,} rows in {time.perf_counter() - t:.1f} s -> {data}")
    pipeline = Pipeline(steps_of(args.method), seed=0)
    print(f"pipeline ({args.method}):\n  " + pipeline.describe().replace("\n", "\n  "))
    opts = dict(batch_size=args.batch_size, keep_row_id=True)

    t = time.perf_counter()
    run(pipeline, data, tmp / "local.parquet", num_proc=args.num_cpus, **opts)
    local_s = time.perf_counter() - t

    t = time.perf_counter()
    ray.init(num_cpus=args.num_cpus, include_dashboard=False, logging_level=logging.WARNING)
    tiny = pd.DataFrame(
        {"text": ["She is a nurse.", "He is a pilot."], "profession": ["nurse", "pilot"]}
    )
    run(pipeline, tiny, None, engine="ray")
    startup_s = time.perf_counter() - t
    t = time.perf_counter()
    run(pipeline, data, tmp / "ray.parquet", engine="ray", **opts)
    ray_s = time.perf_counter() - t
    ray.shutdown()

    a = read_frame(tmp / "local.parquet").sort_values(ROW_ID, kind="stable")
    b = read_frame(tmp / "ray.parquet").sort_values(ROW_ID, kind="stable")
    pd.testing.assert_frame_equal(a.reset_index(drop=True), b.reset_index(drop=True))
    n = args.rows
    print(f"rows out: {len(a):,} (identical on both engines, sorted by row id)")
    print(f"local  (--num-proc {args.num_cpus}): {n / local_s:12,.0f} rows/s  ({local_s:.1f} s)")
    print(f"ray    ({args.num_cpus} CPUs)      : {n / ray_s:12,.0f} rows/s  ({ray_s:.1f} s)")
    print(f"ray incl. start-up       : {n / (ray_s + startup_s):12,.0f} rows/s")
    print(f"ray fixed start-up cost  : {startup_s:.1f} s (ray.init + first tiny job)")


if __name__ == "__main__":
    main()
