"""``cdaprep pairs``: the paired (counterfactual) evaluation set of a test set."""

from __future__ import annotations

NAME = "pairs"
HELP = (
    "build a paired evaluation set: for every row, do(G=female) and do(G=male), sharing cda_pair_id"
)
EXAMPLE = (
    "cdaprep pairs examples/data/bios_test.csv -o bios_pairs.parquet "
    "--text-column text --assign-gender"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text", "group", "run", "swap", "assign")


def add_arguments(p) -> None:
    from cdaprep.cli.options import add_groups_argument

    add_groups_argument(
        p,
        default=["female", "male"],
        help="the intervened groups, two or more of female, male, neutral, space- or "
        "comma-separated (default: female male); one row per group for every input row; with "
        "neutral, --assign-gender also assigns neutral (texts whose only indicators are "
        "neopronouns)",
    )


def run(args) -> int:
    from cdaprep.cli.common import assign_step, run_pipeline, swap_options
    from cdaprep.errors import UsageError
    from cdaprep.steps.cda import CounterfactualPairs

    groups = args.groups
    if "neutral" not in {g.lower() for g in groups}:
        used = [o for o, v in (("--pronouns", args.pronouns), ("--reflexive", args.reflexive)) if v]
        if used:
            raise UsageError(
                f"{' and '.join(used)} set the pronouns of the neutral side, and --groups "
                f"{' '.join(groups)} has none, so nothing would read them: add neutral to "
                "--groups (e.g. --groups female male neutral) or drop them"
            )
    steps = [
        CounterfactualPairs(
            text_columns=args.text_columns,
            group_column=args.group_column,
            groups=groups,
            **swap_options(args).kwargs(),
        )
    ]
    if args.assign_gender:
        # with the group neutral among the intervened ones, texts that use only neopronouns
        # are neutral originals
        steps = [assign_step(args, neutral="neutral" in groups), *steps]
    run_pipeline(args, steps, jobs=lambda p, d: _jobs(args, p, d))
    return 0


def _jobs(args, pipeline, data):
    """A single table written to a folder becomes the split ``counterfactual_eval``."""
    from cdaprep.engines import Job
    from cdaprep.io.readers import detect_format, open_source

    if detect_format(args.output, args.output_format) != "hf":
        return None
    src = open_source(data, split=args.split)
    return None if isinstance(src, dict) else [Job("counterfactual_eval", pipeline, src)]
