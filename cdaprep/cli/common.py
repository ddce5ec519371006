"""Options and helpers shared by the subcommands.

A command module builds its steps from ``args`` and hands them to :func:`run_steps`, which runs
the pipeline from INPUT to OUTPUT with the common options and writes the manifest.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pipeline

__all__ = [
    "add_io_arguments",
    "add_common_arguments",
    "add_hub_arguments",
    "run_steps",
    "positive_int",
    "say",
    "dataset_steps",
    "input_data",
    "source_info",
    "push_output",
]


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
    p.add_argument(
        "input",
        metavar="INPUT",
        help="input: .csv, .jsonl, .parquet, a Hugging Face dataset folder, or a "
        "Hub dataset hf://OWNER/NAME",
    )
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUTPUT",
        help="output path; its extension (.csv/.jsonl/.parquet) picks the format, "
        "a path without extension is a save_to_disk DatasetDict folder",
    )
    p.add_argument(
        "--output-format",
        choices=["csv", "jsonl", "parquet", "hf"],
        default=None,
        help="write this format whatever the output's extension",
    )
    p.add_argument(
        "--split",
        default=None,
        help="process only this split of a DatasetDict input (default: all splits)",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")
    p.add_argument(
        "--encoding",
        default=None,
        metavar="NAME",
        help="text encoding of a CSV or JSON lines INPUT (default: UTF-8, checked; e.g. "
        "latin-1, cp1252)",
    )
    add_hub_arguments(p)


#: ``--dataset`` choices (adapters in :mod:`cdaprep.datasets`).
DATASETS = ("biasbios", "jigsaw", "winobias", "winogender")


def add_hub_arguments(p: argparse.ArgumentParser) -> None:
    """Hub input/output and dataset adapter options (``--config``, ``--streaming``,
    ``--push-to-hub``, ``--private``, ``--dataset`` and the adapters' options)."""
    g = p.add_argument_group("Hugging Face Hub and benchmark datasets")
    g.add_argument(
        "--config",
        default=None,
        metavar="NAME",
        help="config (subset) of a Hub input hf://OWNER/NAME",
    )
    g.add_argument(
        "--streaming",
        action="store_true",
        help="stream a Hub input as an IterableDataset instead of downloading it "
        "first (local engine)",
    )
    g.add_argument(
        "--push-to-hub",
        default=None,
        metavar="OWNER/NAME",
        help="after writing OUTPUT, push it to this Hub dataset repository as "
        "Parquet with a dataset card (needs a token: hf auth login or HF_TOKEN)",
    )
    g.add_argument(
        "--private",
        action="store_true",
        help="with --push-to-hub: create the repository as private",
    )
    g.add_argument(
        "--dataset",
        choices=DATASETS,
        default=None,
        help="read INPUT as this benchmark dataset and bring it to cdaprep's columns "
        "first (text, gender, and the label: profession/label/occupation); "
        "winobias/winogender INPUT is their folder or file",
    )
    g.add_argument(
        "--biasbios-first-sentence",
        action="store_true",
        help="biasbios: keep the first sentence (the whole biography) and replace "
        "occupation titles with _ (Chen, Ji and Evans 2023, App. B.2)",
    )
    g.add_argument(
        "--biasbios-full-text-column",
        default="text",
        metavar="COL",
        help="biasbios: column with the whole biography (default: text)",
    )
    g.add_argument(
        "--biasbios-mask",
        choices=["own", "all"],
        default="own",
        help="biasbios: replace the row's own occupation title (default) or all 28",
    )
    g.add_argument(
        "--jigsaw-toxicity-column",
        default=None,
        metavar="COL",
        help="jigsaw: toxicity score column (default: toxicity, else target)",
    )


def dataset_steps(args: argparse.Namespace) -> list:
    """The adapter step ``--dataset`` asks for (``[]`` without ``--dataset``), to prepend to a
    command's steps so its drop counts land in the manifest."""
    name = getattr(args, "dataset", None)
    if not name:
        return []
    from cdaprep.datasets import adapter_step

    opts: dict[str, Any] = {}
    if name == "biasbios":
        opts = {
            "first_sentence": bool(getattr(args, "biasbios_first_sentence", False)),
            "full_text_column": getattr(args, "biasbios_full_text_column", "text"),
            "mask": getattr(args, "biasbios_mask", "own"),
        }
    elif name == "jigsaw" and getattr(args, "jigsaw_toxicity_column", None):
        opts = {"toxicity_column": args.jigsaw_toxicity_column}
    return [adapter_step(name, **opts)]


def input_data(args: argparse.Namespace) -> Any:
    """What the engine reads: ``args.input`` itself, the raw lines of a WinoBias/WinoGender
    input, or a Hub dataset loaded with ``--config``/``--split``/``--streaming``."""
    from cdaprep.errors import UsageError
    from cdaprep.hub import is_hub_uri, load_hub

    name = getattr(args, "dataset", None)
    config = getattr(args, "config", None)
    streaming = bool(getattr(args, "streaming", False))
    if name in ("winobias", "winogender"):
        from cdaprep.datasets import read_raw

        return read_raw(name, args.input)
    if is_hub_uri(args.input):
        return load_hub(
            args.input, config=config, split=getattr(args, "split", None), streaming=streaming
        )
    if config or streaming:
        raise UsageError(
            f"--config and --streaming apply to a Hub input hf://OWNER/NAME; "
            f"{args.input!r} is a local path"
        )
    encoding = getattr(args, "encoding", None)
    if encoding:
        from cdaprep.io.readers import open_source

        return open_source(args.input, encoding=encoding)
    return args.input


def source_info(args: argparse.Namespace) -> dict[str, Any]:
    """``manifest_extra`` describing the input: its name, Hub options and its card's licence."""
    from cdaprep.hub import source_card_info

    card = source_card_info(args.input, config=getattr(args, "config", None))
    name = getattr(args, "dataset", None)
    if name:
        from cdaprep.datasets import SOURCE_CARDS

        card = {**SOURCE_CARDS[name], **card}
    extra: dict[str, Any] = {"input": str(args.input)}
    if card:
        extra["source_card"] = card
    if getattr(args, "config", None) or getattr(args, "streaming", False):
        extra["hub"] = {
            "config": getattr(args, "config", None),
            "streaming": bool(getattr(args, "streaming", False)),
        }
    if name:
        extra["dataset"] = name
    return extra


def push_output(args: argparse.Namespace, result: Any = None) -> str | None:
    """Push ``args.output`` to ``--push-to-hub`` (no-op without it); returns where it went."""
    repo = getattr(args, "push_to_hub", None)
    if not repo:
        return None
    from cdaprep.hub import push_to_hub

    manifest = result.manifest if result is not None else None
    where = push_to_hub(
        args.output, repo, private=bool(getattr(args, "private", False)), manifest=manifest
    )
    say(args, f"pushed {args.output} to {repo}: {where}")
    return where


def add_common_arguments(
    p: argparse.ArgumentParser,
    *,
    text: bool = True,
    text_required=True,
    label: bool = False,
    label_required: bool = False,
    group: bool = True,
) -> None:
    """The options every data command shares."""
    if text:
        p.add_argument(
            "--text-column",
            action="append",
            dest="text_columns",
            required=text_required,
            metavar="COL",
            help="text column (repeat for several)",
        )
    if label:
        p.add_argument(
            "--label-column", required=label_required, metavar="COL", help="label (class) column"
        )
    if group:
        p.add_argument(
            "--group-column",
            default="gender",
            metavar="COL",
            help="group (protected attribute) column (default: gender)",
        )
    p.add_argument(
        "--id-column",
        default=None,
        metavar="COL",
        help="column with unique row ids (default: 0-based row position)",
    )
    p.add_argument(
        "--keep-row-id",
        action="store_true",
        help="also write the row id of every row as column _cda_row_id",
    )
    p.add_argument("--seed", type=int, default=0, help="seed of every random draw (default: 0)")
    p.add_argument(
        "--batch-size",
        type=positive_int,
        default=DEFAULT_BATCH_SIZE,
        help=f"rows per batch (default: {DEFAULT_BATCH_SIZE})",
    )
    p.add_argument("--num-proc", type=positive_int, default=1, help="worker processes (default: 1)")
    p.add_argument(
        "--engine",
        choices=["local", "hf", "ray"],
        default="local",
        help="where to run: local (default), hf (datasets.map with caching), ray",
    )
    p.add_argument(
        "--ray-address", default=None, help="address of a running Ray cluster (with --engine ray)"
    )
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


def run_steps(
    args: argparse.Namespace, steps: list, *, manifest_extra: dict | None = None, make_jobs=None
):
    """Run ``steps`` from ``args.input`` to ``args.output`` with the common options.

    ``make_jobs(pipeline, data)`` may return explicit :class:`~cdaprep.engines.local.Job` s
    (several splits made by different pipelines, e.g. ``train`` + ``counterfactual_eval``);
    ``None`` runs the pipeline on every split of the input.
    """
    from cdaprep.engines import run
    from cdaprep.errors import UsageError

    if getattr(args, "push_to_hub", None):
        from cdaprep.hub import check_repo_id

        check_repo_id(args.push_to_hub)
    pipeline = Pipeline([*dataset_steps(args), *steps], seed=args.seed)
    data = input_data(args)
    extra = {"command": ["cdaprep", *sys.argv[1:]]} if sys.argv and sys.argv[0] else {}
    extra.update(source_info(args))
    extra.update(manifest_extra or {})
    engine = getattr(args, "engine", "local")
    kwargs = dict(
        batch_size=args.batch_size,
        num_proc=args.num_proc,
        id_column=args.id_column,
        keep_row_id=args.keep_row_id,
        overwrite=args.overwrite,
        progress=not args.quiet,
        split=getattr(args, "split", None),
        fmt=getattr(args, "output_format", None),
        manifest_extra=extra,
    )
    jobs = make_jobs(pipeline, data) if make_jobs is not None else None
    if jobs is not None:
        if engine == "hf":
            raise UsageError(
                "this command writes several splits made by different pipelines; "
                "use --engine local or ray"
            )
        if engine == "ray":
            from cdaprep.engines.ray import run as run_ray

            result = run_ray(
                pipeline, data, args.output, jobs=jobs, **kwargs, **engine_kwargs(args)
            )
        else:
            from cdaprep.engines.local import run_local

            result = run_local(pipeline, data, args.output, jobs=jobs, **kwargs)
    else:
        result = run(pipeline, data, args.output, engine=engine, **kwargs, **engine_kwargs(args))
    m = result.manifest
    from cdaprep.io.writers import manifest_path

    splits = m.get("splits", {})
    what = (
        ", ".join(f"{k} ({v['rows_out']} rows)" for k, v in splits.items())
        if len(splits) > 1
        else f"{m['rows_out']} rows ({m['rows_in']} in)"
    )
    say(
        args,
        f"wrote {what} to {args.output} in {m['wall_seconds']:.1f} s; manifest: "
        f"{manifest_path(args.output, getattr(args, 'output_format', None))}",
    )
    push_output(args, result)
    return result
