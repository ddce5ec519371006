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


def add_arguments(p) -> None:
    from cdaprep.cli.commands.augment import add_swap_arguments
    from cdaprep.cli.common import add_common_arguments, add_io_arguments

    add_io_arguments(p)
    add_common_arguments(p)
    add_swap_arguments(p)


def run(args) -> int:
    from cdaprep.cli.commands.augment import assign_step, swap_options
    from cdaprep.cli.common import run_steps
    from cdaprep.engines.local import Job
    from cdaprep.io.readers import detect_format, open_source
    from cdaprep.steps.cda import CounterfactualPairs

    steps = [
        CounterfactualPairs(
            text_columns=args.text_columns, group_column=args.group_column, **swap_options(args)
        )
    ]
    if args.assign_gender:
        steps = [assign_step(args), *steps]

    def make_jobs(pipeline, data):
        # a single table written to a folder: a DatasetDict with split "counterfactual_eval"
        if args.engine == "hf" or detect_format(args.output, args.output_format) != "hf":
            return None
        src = open_source(data, split=args.split)
        return None if isinstance(src, dict) else [Job("counterfactual_eval", pipeline, src)]

    run_steps(args, steps, make_jobs=make_jobs)
    return 0
