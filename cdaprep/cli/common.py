"""Options and helpers shared by the subcommands.

A command module builds its steps from ``args`` and hands them to :func:`run_steps`, which runs
the pipeline from INPUT to OUTPUT with the common options and writes the manifest.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pipeline

__all__ = ["add_io_arguments", "add_common_arguments", "run_steps", "positive_int", "say"]


def positive_int(text: str) -> int:
    """argparse type: an integer >= 1."""
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return v


def add_io_arguments(p: argparse.ArgumentParser) -> None:
    """INPUT, ``-o/--output``, ``--format``, ``--split``, ``--overwrite``."""
    p.add_argument("input", metavar="INPUT",
                   help="input: .csv, .jsonl, .parquet, or a Hugging Face dataset folder")
    p.add_argument("-o", "--output", required=True, metavar="OUTPUT",
                   help="output path; its extension (.csv/.jsonl/.parquet) picks the format, "
                        "a path without extension is a save_to_disk DatasetDict folder")
    p.add_argument("--output-format", choices=["csv", "jsonl", "parquet", "hf"], default=None,
                   help="write this format whatever the output's extension")
    p.add_argument("--split", default=None,
                   help="process only this split of a DatasetDict input (default: all splits)")
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")


def add_common_arguments(p: argparse.ArgumentParser, *, text: bool = True, text_required=True,
                         label: bool = False, label_required: bool = False,
                         group: bool = True) -> None:
    """The options every data command shares."""
    if text:
        p.add_argument("--text-column", action="append", dest="text_columns",
                       required=text_required, metavar="COL",
                       help="text column (repeat for several)")
    if label:
        p.add_argument("--label-column", required=label_required, metavar="COL",
                       help="label (class) column")
    if group:
        p.add_argument("--group-column", default="gender", metavar="COL",
                       help="group (protected attribute) column (default: gender)")
    p.add_argument("--id-column", default=None, metavar="COL",
                   help="column with unique row ids (default: 0-based row position)")
    p.add_argument("--keep-row-id", action="store_true",
                   help="also write the row id of every row as column _cda_row_id")
    p.add_argument("--seed", type=int, default=0, help="seed of every random draw (default: 0)")
    p.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE,
                   help=f"rows per batch (default: {DEFAULT_BATCH_SIZE})")
    p.add_argument("--num-proc", type=positive_int, default=1,
                   help="worker processes (default: 1)")
    p.add_argument("--engine", choices=["local", "hf", "ray"], default="local",
                   help="where to run: local (default), hf (datasets.map with caching), ray")
    p.add_argument("--ray-address", default=None,
                   help="address of a running Ray cluster (with --engine ray)")
    p.add_argument("--quiet", action="store_true", help="no progress bar or summary")


def say(args: argparse.Namespace, message: str) -> None:
    """Print a status line to stderr unless ``--quiet``."""
    if not getattr(args, "quiet", False):
        print(message, file=sys.stderr)


def engine_kwargs(args: argparse.Namespace) -> dict[str, Any]:
    kw: dict[str, Any] = {}
    if getattr(args, "engine", "local") == "ray" and getattr(args, "ray_address", None):
        kw["ray_address"] = args.ray_address
    return kw


def run_steps(args: argparse.Namespace, steps: list, *, manifest_extra: dict | None = None):
    """Run ``steps`` from ``args.input`` to ``args.output`` with the common options."""
    from cdaprep.engines import run

    pipeline = Pipeline(steps, seed=args.seed)
    extra = {"command": ["cdaprep", *sys.argv[1:]]} if sys.argv and sys.argv[0] else {}
    extra.update(manifest_extra or {})
    result = run(
        pipeline, args.input, args.output,
        engine=getattr(args, "engine", "local"),
        batch_size=args.batch_size, num_proc=args.num_proc, id_column=args.id_column,
        keep_row_id=args.keep_row_id, overwrite=args.overwrite, progress=not args.quiet,
        split=getattr(args, "split", None), fmt=getattr(args, "output_format", None),
        manifest_extra=extra, **engine_kwargs(args),
    )
    m = result.manifest
    from cdaprep.io.writers import manifest_path

    say(args, f"wrote {m['rows_out']} rows ({m['rows_in']} in) to {args.output} in "
              f"{m['wall_seconds']:.1f} s; manifest: "
              f"{manifest_path(args.output, getattr(args, 'output_format', None))}")
    return result
