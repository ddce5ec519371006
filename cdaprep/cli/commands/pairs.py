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
    import sys

    from cdaprep.cli.commands.augment import assign_step, swap_options
    from cdaprep.cli.common import run_steps, say
    from cdaprep.engines.local import Job, run_local
    from cdaprep.io.readers import detect_format, open_source
    from cdaprep.io.writers import manifest_path
    from cdaprep.pipeline import Pipeline
    from cdaprep.steps.cda import CounterfactualPairs

    steps = [
        CounterfactualPairs(
            text_columns=args.text_columns, group_column=args.group_column, **swap_options(args)
        )
    ]
    if args.assign_gender:
        steps = [assign_step(args), *steps]
    src = None
    if args.engine == "local" and detect_format(args.output, args.output_format) == "hf":
        src = open_source(args.input, split=args.split)
    if src is None or isinstance(src, dict):
        run_steps(args, steps)
        return 0
    # a single table written to a folder: a DatasetDict with split "counterfactual_eval"
    pipeline = Pipeline(steps, seed=args.seed)
    result = run_local(
        pipeline,
        args.input,
        args.output,
        batch_size=args.batch_size,
        num_proc=args.num_proc,
        id_column=args.id_column,
        keep_row_id=args.keep_row_id,
        overwrite=args.overwrite,
        progress=not args.quiet,
        fmt=args.output_format,
        manifest_extra={"command": ["cdaprep", *sys.argv[1:]]},
        jobs=[Job("counterfactual_eval", pipeline, src)],
    )
    say(
        args,
        f"wrote {result.manifest['rows_out']} rows to {args.output}; manifest: "
        f"{manifest_path(args.output, args.output_format)}",
    )
    return 0
