"""Digests of what the engines write for a fixed set of runs on the bundled example data.

The set: the example pipeline (examples/pipeline.toml: assign-gender + reweigh) written as CSV
and JSON lines, and the README's main job (``augment --method us-cda --eval``) written to a
folder, on every engine; and every method of ``augment`` on the local engine. A CSV or JSON
lines output is digested byte for byte; a folder by its content (every split as CSV, rows sorted,
so the digest does not depend on the Arrow writer's version); Ray runs with rows sorted (Ray may
return rows in another order).

``python -m tests.engine_digests > tests/data/engine_digests.json`` records them;
tests/test_engine_digests.py checks them. They were recorded before the engines were redesigned
(issue 12) and checked after it, so the redesign provably changed no output. Re-record them only
for a deliberate change of behaviour, and say so in the commit. Re-recorded once since: the hf
engine reads CSV and JSON lines with cdaprep's own readers (a quoted empty CSV field stays an
empty string), so its outputs now equal the local engine's byte for byte; and ``--eval`` runs
on the hf engine too.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"
BIOS = str(EXAMPLES / "data" / "bios.csv")
BIOS_TEST = str(EXAMPLES / "data" / "bios_test.csv")
ENGINES = ("local", "hf", "ray")
METHODS = ("cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda")
AUG = ["--text-column", "text", "--label-column", "profession", "--assign-gender", "--quiet"]


def _csv_lines_digest(text: str, *, sort: bool) -> str:
    lines = text.splitlines()
    if sort:
        lines = lines[:1] + sorted(lines[1:])
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _file_digest(path: Path, *, sort: bool) -> str:
    if not sort:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    return _csv_lines_digest(path.read_text(encoding="utf-8"), sort=True)


def _folder_frames(path: Path) -> dict:
    """Every split of a folder output as a DataFrame (save_to_disk folder, or Parquet shards
    data/<split>-*.parquet read directly)."""
    import pandas as pd
    import pyarrow.parquet as pq

    from cdaprep.io import read_frame

    if (path / "dataset_dict.json").exists():
        import datasets

        dd = datasets.load_from_disk(str(path))
        return {k: read_frame(v) for k, v in dd.items()}
    frames: dict = {}
    for f in sorted((path / "data").glob("*.parquet")):
        split = f.name.split("-0")[0]
        frames.setdefault(split, []).append(pq.read_table(f).to_pandas())
    return {k: pd.concat(v, ignore_index=True) for k, v in frames.items()}


def _folder_digest(path: Path) -> str:
    h = hashlib.sha256()
    for split, frame in sorted(_folder_frames(path).items()):
        buf = io.StringIO()
        frame.to_csv(buf, index=False)
        h.update(split.encode())
        h.update(_csv_lines_digest(buf.getvalue(), sort=True).encode())
    return h.hexdigest()


def runs(engines=ENGINES) -> dict[str, list[str]]:
    """Name -> command line of every run."""
    out: dict[str, list[str]] = {}
    toml = str(EXAMPLES / "pipeline.toml")
    for engine in engines:
        for ext in ("csv", "jsonl"):
            out[f"pipeline.toml/{engine}/{ext}"] = [
                "run", toml, "-o", f"{{dir}}/out.{ext}", "--engine", engine, "--quiet"
            ]  # fmt: skip
        out[f"augment-us-cda-eval/{engine}/folder"] = [
            "augment", BIOS, "-o", "{dir}/folder", "--method", "us-cda", *AUG,
            "--eval", BIOS_TEST, "--engine", engine,
        ]  # fmt: skip
    if "local" in engines:
        for method in METHODS:
            out[f"augment-{method}/local/csv"] = [
                "augment", BIOS, "-o", "{dir}/out.csv", "--method", method, *AUG,
            ]  # fmt: skip
    return out


def digest_of(name: str, argv: list[str]) -> str:
    from cdaprep.cli import main

    with tempfile.TemporaryDirectory() as d:
        args = [a.replace("{dir}", d) for a in argv]
        rc = main(args)
        if rc != 0:
            raise RuntimeError(f"{name}: cdaprep {' '.join(args)} exited {rc}")
        out = Path(args[args.index("-o") + 1])
        if out.is_dir():
            return _folder_digest(out)
        return _file_digest(out, sort="/ray/" in name)


def main(argv: list[str] | None = None) -> int:
    engines = tuple(argv or sys.argv[1:]) or ENGINES
    result = {name: digest_of(name, cmd) for name, cmd in runs(engines).items()}
    print(json.dumps(result, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
