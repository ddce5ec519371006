"""Helpers shared by the subcommands: the builders that read parsed arguments once.

Every option is declared once, in an option group (:mod:`cdaprep.cli.options`), and read once,
here, by a builder that turns the parsed arguments into typed values: :func:`run_options` gives
the :class:`~cdaprep.options.RunOptions` of the run, :func:`swap_options` the
:class:`~cdaprep.swap.SwapOptions`. Nothing past this layer sees an ``argparse.Namespace``.

A command builds its steps and hands them to :func:`run_pipeline`, which runs them from INPUT to
OUTPUT, prints the summary and pushes to the Hub when asked. This module imports no heavy
library: ``cdaprep --help`` builds every parser without pandas.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from cdaprep.cli.options import positive_int

__all__ = [
    "positive_int",
    "one_or_list",
    "pick",
    "check_report_output",
    "report_inputs",
    "method_options",
    "run_options",
    "swap_options",
    "assign_step",
    "dataset_steps",
    "input_data",
    "source_info",
    "run_pipeline",
    "report_run",
    "say",
]


def method_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keywords :func:`cdaprep.presets.build_preset` takes from the method options.

    Raises
    ------
    UsageError
        ``--p`` without ``--cda-mode replace``: only replace reads it, so it would be ignored.
    """
    if args.p is not None and args.cda_mode != "replace":
        from cdaprep.errors import UsageError

        raise UsageError(
            f"--p applies to --cda-mode replace, not to {args.cda_mode!r} (the default): only "
            "replace draws the rows it swaps (each with probability --p); augment adds every "
            f"counterfactual, so --p {args.p:g} would be ignored. Add --cda-mode replace or "
            "drop --p"
        )
    return {
        "order": args.order or "resample-first",
        "cf_weight": args.cf_weight or "same",
        **pick(args, "groups", "no_gendered_word", "weight_column"),
        "cda_mode": args.cda_mode,
        "p": 0.5 if args.p is None else args.p,
    }


def report_inputs(args: argparse.Namespace) -> list[Any]:
    """The paths a report command reads (``input``, ``train``, ``eval``, ``predictions``)."""
    out: list[Any] = []
    for name in ("input", "train", "eval", "predictions"):
        v = getattr(args, name, None)
        out += v if isinstance(v, list) else [v] if v is not None else []
    return out


def check_report_output(args: argparse.Namespace) -> None:
    """Refuse an existing REPORT_DIR without ``--overwrite`` (or one ``--overwrite`` may not
    replace: :func:`cdaprep.reporting.check_report_folder`), and a confidence level outside
    (0, 1), before any work."""
    from cdaprep.errors import UsageError
    from cdaprep.reporting import check_report_folder

    check_report_folder(args.output, args.overwrite, report_inputs(args))
    if not 0 < args.confidence < 1:
        raise UsageError(f"--confidence must be between 0 and 1; got {args.confidence}")


# -- builders --------------------------------------------------------------------------------


def pick(args: argparse.Namespace, *names: str, **renamed: str) -> dict[str, Any]:
    """Keywords from parsed arguments: ``names`` as they are (a string may hold several,
    separated by spaces), ``renamed`` as ``keyword="dest"`` (an option whose name differs from
    the keyword it feeds).

    Examples
    --------
    >>> args = argparse.Namespace(mode="mask", seed=3, positive_label="yes")
    >>> pick(args, "mode seed", pos_label="positive_label")
    {'mode': 'mask', 'seed': 3, 'pos_label': 'yes'}
    """
    out = {n: getattr(args, n) for group in names for n in group.split()}
    out.update({k: getattr(args, dest) for k, dest in renamed.items()})
    return out


def one_or_list(values: list | None) -> Any:
    """A repeatable option: ``None``, its only value, or the list."""
    return values[0] if values and len(values) == 1 else values


def swap_options(args: argparse.Namespace):
    """The :class:`~cdaprep.swap.SwapOptions` of the command line."""
    from cdaprep.swap.options import SwapOptions

    return SwapOptions(
        names=args.names,
        lexicon=one_or_list(args.lexicon),
        never_swap=args.never_swap,
        spacy_model=args.spacy_model,
        pronouns=getattr(args, "pronouns", None),  # commands that write no neutral text
        reflexive=getattr(args, "reflexive", None),  # have neither option
        disambiguator=args.disambiguator,
        parser_margin=args.parser_margin,
        adapt=args.adapt,
    )


def assign_step(args: argparse.Namespace, *, neutral: bool = False):
    """The ``assign-gender`` step of ``--assign-gender`` (``neutral``: with the group
    ``neutral``, for texts whose only indicators are neopronouns)."""
    from cdaprep.errors import UsageError
    from cdaprep.steps.assign_gender import AssignGender

    if not args.text_columns:
        raise UsageError("--assign-gender needs --text-column")
    return AssignGender(
        text_column=args.text_columns,
        group_column=args.group_column,
        overwrite=args.overwrite_group_column,
        neutral=neutral,
    )


def run_options(args: argparse.Namespace, **manifest_extra: Any):
    """The :class:`~cdaprep.options.RunOptions` of the command line."""
    from cdaprep.options import RunOptions

    extra = {"command": ["cdaprep", *sys.argv[1:]]} if sys.argv and sys.argv[0] else {}
    extra.update(source_info(args))
    extra.update(manifest_extra)
    return RunOptions(
        output=args.output,
        output_format=args.output_format,
        overwrite=args.overwrite,
        engine=args.engine,
        num_proc=args.num_proc,
        batch_size=args.batch_size,
        id_column=args.id_column,
        keep_row_id=args.keep_row_id,
        progress=not args.quiet,
        split=args.split,
        encoding=args.encoding,
        hub_config=args.config,
        streaming=args.streaming,
        push_to_hub=args.push_to_hub,
        private=args.private,
        ray_address=args.ray_address,
        manifest_extra=extra,
    )


def dataset_steps(args: argparse.Namespace) -> list:
    """The adapter step ``--dataset`` asks for (``[]`` without ``--dataset``), to prepend to a
    command's steps so its drop counts land in the manifest."""
    if not args.dataset:
        return []
    from cdaprep.datasets import adapter_step

    opts: dict[str, Any] = {}
    if args.dataset == "biasbios":
        opts = {
            "first_sentence": args.biasbios_first_sentence,
            "full_text_column": args.biasbios_full_text_column,
            "mask": args.biasbios_mask,
        }
    elif args.dataset == "jigsaw" and args.jigsaw_toxicity_column:
        opts = {"toxicity_column": args.jigsaw_toxicity_column}
    return [adapter_step(args.dataset, **opts)]


def input_data(args: argparse.Namespace, path: str | None = None) -> Any:
    """What the engine reads: the input itself, the raw lines of a WinoBias/WinoGender input,
    a Hub dataset loaded with ``--config``/``--split``/``--streaming``, or a file read with
    ``--encoding``."""
    from cdaprep.errors import UsageError
    from cdaprep.io.hub import is_hub_uri, load_hub
    from cdaprep.io.readers import open_source

    path = args.input if path is None else path
    if args.dataset in ("winobias", "winogender"):
        from cdaprep.datasets import read_raw

        return read_raw(args.dataset, path)
    if is_hub_uri(path):
        return load_hub(path, config=args.config, split=args.split, streaming=args.streaming)
    if args.config or args.streaming:
        raise UsageError(
            f"--config and --streaming apply to a Hub input hf://OWNER/NAME; "
            f"{path!r} is a local path"
        )
    return open_source(path, encoding=args.encoding) if args.encoding else path


def source_info(args: argparse.Namespace) -> dict[str, Any]:
    """Manifest entries describing the input: its name, Hub options and its card's licence."""
    from cdaprep.io.hub import source_card_info

    card = source_card_info(args.input, config=args.config)
    if args.dataset:
        from cdaprep.datasets import SOURCE_CARDS

        card = {**SOURCE_CARDS[args.dataset], **card}
    extra: dict[str, Any] = {"input": str(args.input)}
    if card:
        extra["source_card"] = card
    if args.config or args.streaming:
        extra["hub"] = {"config": args.config, "streaming": bool(args.streaming)}
    if args.dataset:
        extra["dataset"] = args.dataset
    return extra


def say(args: argparse.Namespace, message: str) -> None:
    """Print a status line to stderr unless ``--quiet``."""
    if not getattr(args, "quiet", False):
        print(message, file=sys.stderr)


def run_pipeline(
    args: argparse.Namespace,
    steps: list,
    *,
    manifest_extra: dict[str, Any] | None = None,
    jobs=None,
):
    """Run ``[--dataset adapter, *steps]`` from INPUT to OUTPUT; ``jobs(pipeline, data)`` may
    return explicit :class:`~cdaprep.engines.Job` s (several splits made by different
    pipelines). ``jobs`` runs before the manifest's entries are taken from ``manifest_extra``,
    so it may add the choices it made there (the splits it took). Prints the summary and pushes
    to the Hub when asked."""
    from cdaprep.engines import execute
    from cdaprep.pipeline import Pipeline

    if args.push_to_hub:
        from cdaprep.io.hub import check_repo_id

        check_repo_id(args.push_to_hub)
    pipeline = Pipeline([*dataset_steps(args), *steps], seed=args.seed)
    data = input_data(args)
    explicit = jobs(pipeline, data) if jobs is not None else None
    options = run_options(args, **(manifest_extra or {}))
    result = execute(pipeline, data, options, jobs=explicit)
    report_run(args, options, result)
    return result


def _row_changes(split: dict) -> str:
    """What each step that changed the row count of a split did, for the run's summary line:
    rows in equal to rows out can hide an undersampling that dropped as many rows as CDA added.

    Examples
    --------
    >>> steps = [{"type": "undersample", "rows_in": 10, "rows_out": 6},
    ...          {"type": "cda", "rows_in": 6, "rows_out": 10}]
    >>> _row_changes({"steps": steps})
    '; undersample dropped 4, cda added 4'
    """
    out = []
    for st in split.get("steps", []):
        n_in, n_out = st.get("rows_in"), st.get("rows_out")
        if n_in is None or n_out is None or n_in == n_out:
            continue
        verb = "dropped" if n_out < n_in else "added"
        out.append(f"{st['type']} {verb} {abs(n_out - n_in)}")
    return "; " + ", ".join(out) if out else ""


def _rows_written(m: dict) -> str:
    """The rows a run wrote, for its summary line: rows out, rows in and what each step dropped
    or added, of the run or, for an output of several splits, of each split.

    Examples
    --------
    >>> cda = [{"type": "cda", "rows_in": 6, "rows_out": 10}]
    >>> _rows_written({"rows_in": 6, "rows_out": 10, "splits": {"data": {"steps": cda}}})
    '10 rows (6 in; cda added 4)'
    >>> pairs = [{"type": "pairs", "rows_in": 3, "rows_out": 6}]
    >>> _rows_written({"splits": {
    ...     "train": {"rows_in": 6, "rows_out": 10, "steps": cda},
    ...     "counterfactual_eval": {"rows_in": 3, "rows_out": 6, "steps": pairs}}})
    'train (10 rows, 6 in; cda added 4), counterfactual_eval (6 rows, 3 in; pairs added 3)'
    """
    splits = m.get("splits", {})
    if len(splits) <= 1:
        one = next(iter(splits.values()), {})
        return f"{m['rows_out']} rows ({m['rows_in']} in{_row_changes(one)})"
    return ", ".join(
        f"{k} ({v['rows_out']} rows, {v['rows_in']} in{_row_changes(v)})" for k, v in splits.items()
    )


#: First names the summary line of a run names, most often first.
NAMES_SHOWN = 10


def _names_line(m: dict) -> str | None:
    """The summary line of the first names a run's swaps changed (``names_swapped`` of its
    steps, over its splits), or None where none was.

    Examples
    --------
    >>> step = {"names_swapped": {"Annie": 13, "Amy": 6, "Tom": 1}}
    >>> line = _names_line({"splits": {"data": {"steps": [step, {"counters": {}}]}}})
    >>> line.split(";")[0]
    'first names swapped: 20 edits of 3 names, most often Annie 13, Amy 6, Tom 1'
    """
    total: Counter = Counter()
    for split in m.get("splits", {}).values():
        for st in split.get("steps") or []:
            total.update(st.get("names_swapped") or {})
    if not total:
        return None
    top = sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))[:NAMES_SHOWN]
    n = len(total)
    return (
        f"first names swapped: {sum(total.values())} edits of {n} name{'s' if n > 1 else ''}, "
        f"most often {', '.join(f'{k} {v}' for k, v in top)}; a brand, place or pet among them "
        "stays as written with --never-swap (the manifest lists them all: names_swapped)"
    )


def report_run(args: argparse.Namespace, options, result) -> None:
    """The run's warnings (also with ``--quiet``), its summary line, then the push to the
    Hub when asked."""
    from cdaprep.engines.manifest import run_warnings
    from cdaprep.io.writers import manifest_path

    m = result.manifest
    for w in run_warnings(m):  # with --quiet too: it hides the progress and the summary only
        print(f"cdaprep {args.command}: warning: {w}", file=sys.stderr)
    say(
        args,
        f"wrote {_rows_written(m)} to {options.output} in {m['wall_seconds']:.1f} s; manifest: "
        f"{manifest_path(options.output, options.output_format)}",
    )
    names = _names_line(m)
    if names:
        say(args, names)
    if options.push_to_hub:
        from cdaprep.hub import push_to_hub

        where = push_to_hub(
            options.output, options.push_to_hub, private=options.private, manifest=m
        )
        say(args, f"pushed {options.output} to {options.push_to_hub}: {where}")
