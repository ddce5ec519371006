"""``cdaprep augment``: CDA, resampling, reweighting and their combinations."""

from __future__ import annotations

NAME = "augment"
HELP = (
    "debias a training set: cda, os, us, rw, os-cda, us-cda, rw-cda "
    "(optionally with a paired evaluation set)"
)
EXAMPLE = (
    "cdaprep augment examples/data/bios.csv -o examples/output/bios_us_cda "
    "--method us-cda --text-column text --label-column profession --assign-gender "
    "--eval examples/data/bios_test.csv"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text?", "label", "group", "run", "method-options", "swap-flip", "assign")


def add_arguments(p) -> None:
    from cdaprep.cli.options import user_path
    from cdaprep.presets import METHODS

    p.add_argument(
        "--method",
        required=True,
        choices=METHODS,
        help="debiasing method (Chen, Ji and Evans 2023)",
    )
    p.add_argument(
        "--eval",
        default=None,
        metavar="TEST_INPUT",
        type=user_path,
        help="also build the paired evaluation set of this test set; the output "
        "(a folder) gets splits train and counterfactual_eval",
    )
    p.add_argument(
        "--eval-split",
        default=None,
        metavar="SPLIT",
        help="like --eval, taking this split of a DatasetDict input as the test set; the "
        "training split is --split, else the split named train, else the only other one. "
        "With --eval, the split of TEST_INPUT to use (default: its split named test, else its "
        "only split)",
    )


def run(args) -> int:
    from cdaprep.cli.common import assign_step, method_options, run_pipeline, swap_options
    from cdaprep.errors import UsageError
    from cdaprep.presets import build_preset

    if args.order is not None and args.method not in ("os-cda", "us-cda"):
        raise UsageError(f"--order applies to os-cda and us-cda, not to {args.method!r}")
    if args.cf_weight is not None and args.method != "rw-cda":
        raise UsageError(
            f"--cf-weight applies to rw-cda, not to {args.method!r}: only rw-cda weighs "
            "counterfactual rows; drop --cf-weight or use --method rw-cda"
        )
    steps = build_preset(
        args.method,
        text_columns=args.text_columns,
        label_column=args.label_column,
        group_column=args.group_column,
        swap=swap_options(args),
        **method_options(args),
    )
    if args.assign_gender:
        steps = [assign_step(args), *steps]
    extra = {
        "method": args.method,
        "order": args.order or "resample-first",
        "cf_weight": (args.cf_weight or "same") if args.method == "rw-cda" else None,
    }
    if args.eval is None and args.eval_split is None:
        run_pipeline(args, steps, manifest_extra=extra)
        return 0
    extra["eval_input"] = args.eval or f"split {args.eval_split}"
    run_pipeline(args, steps, manifest_extra=extra, jobs=lambda p, d: _eval_jobs(args, p, d, extra))
    return 0


def _eval_jobs(args, train, data, extra: dict) -> list:
    """``train`` (the method's pipeline) and ``counterfactual_eval`` (the pairs pipeline);
    the splits taken are recorded in ``extra`` (``train_split``, ``eval_split``: ``None`` for
    an input that is one table)."""
    from cdaprep.cli.common import assign_step, dataset_steps, input_data, swap_options
    from cdaprep.cli.splits import eval_split_of, input_eval_split, no_eval_split, train_split
    from cdaprep.engines import Job
    from cdaprep.errors import UsageError
    from cdaprep.io.readers import detect_format, open_source
    from cdaprep.pipeline import Pipeline
    from cdaprep.steps.cda import CounterfactualPairs

    if detect_format(args.output, args.output_format) != "hf":
        raise UsageError(
            "with --eval the output holds two splits (train, counterfactual_eval): "
            "give a folder as --output"
        )
    if not args.text_columns:
        raise UsageError("--eval needs --text-column to build counterfactual pairs")
    pairs = CounterfactualPairs(
        text_columns=args.text_columns,
        group_column=args.group_column,
        **swap_options(args).kwargs(),
    )
    eval_steps = [assign_step(args), pairs] if args.assign_gender else [pairs]
    evalp = Pipeline([*dataset_steps(args), *eval_steps], seed=args.seed)
    if args.eval is None:
        src = open_source(data)
        eval_split = input_eval_split(src, args.eval_split)
        train_name = train_split(src, args.split, eval_split)
        extra.update(train_split=train_name, eval_split=eval_split)
        return [
            Job("train", train, src[train_name]),
            Job("counterfactual_eval", evalp, src[eval_split]),
        ]
    train_src = open_source(data)
    train_name = None
    if isinstance(train_src, dict):
        # as with --eval-split: --split, else the split named train, else the only one
        train_name = train_split(train_src, args.split, None)
        train_src = open_source(train_src, split=train_name)
    eval_src = open_source(input_data(args, args.eval), encoding=args.encoding)
    eval_split = None
    if isinstance(eval_src, dict):
        eval_split = eval_split_of(eval_src, args.eval_split, args.eval)
        eval_src = eval_src[eval_split]
    else:
        no_eval_split(args.eval_split, args.eval)
    extra.update(train_split=train_name, eval_split=eval_split)
    return [Job("train", train, train_src), Job("counterfactual_eval", evalp, eval_src)]
