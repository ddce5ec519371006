"""``cdaprep compare``: every debiasing method end to end on the user's data, as one report."""

from __future__ import annotations

import argparse

from cdaprep.comparison.methods import DEFAULT_METHODS, accepted_methods

NAME = "compare"
HELP = (
    "which method for my data? train a quick classifier on every debiasing method's training "
    "set and report accuracy and statistical and causal gaps side by side"
)
EXAMPLE = (
    "cdaprep compare examples/data/bios.csv --eval examples/data/bios_test.csv "
    "-o compare_report --text-column text --label-column profession --assign-gender"
)


#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("text", "label!", "group", "swap-flip", "assign", "report", "gaps", "encoding")


def add_arguments(p: argparse.ArgumentParser) -> None:
    from cdaprep.cli.options import positive_int, user_path
    from cdaprep.options import DEFAULT_BATCH_SIZE, ENGINES

    p.add_argument(
        "train",
        metavar="TRAIN",
        type=user_path,
        help="training data (CSV, JSONL, Parquet, folder)",
    )
    p.add_argument(
        "--eval",
        required=True,
        metavar="TEST",
        type=user_path,
        help="evaluation data (same formats as TRAIN)",
    )
    p.add_argument(
        "--methods",
        nargs="+",
        default=list(DEFAULT_METHODS),
        metavar="METHOD",
        help=f"methods to compare, space- or comma-separated (default: "
        f"{' '.join(DEFAULT_METHODS)}); accepted: {accepted_methods()}",
    )
    p.add_argument(
        "--seeds",
        type=positive_int,
        default=3,
        metavar="N",
        help="runs per method, with seeds 0..N-1: the seed of the resampling draws, also "
        "passed to --classifier (default: 3)",
    )
    p.add_argument(
        "--classifier",
        default=None,
        metavar="MODULE:FACTORY",
        help="any scikit-learn-style estimator on raw texts: FACTORY(seed) returns it "
        "(default: TF-IDF + logistic regression; needs the compare extra)",
    )
    p.add_argument(
        "--weight-column",
        default="sample_weight",
        metavar="COL",
        help="sample weight column written by rw and rw-cda (default: sample_weight)",
    )
    p.add_argument(
        "--n-boot",
        type=int,
        default=1000,
        help="bootstrap resamples (0: no intervals); default: 1000",
    )
    p.add_argument("--split", default=None, help="split of a DatasetDict TRAIN")
    p.add_argument("--eval-split", default=None, help="split of a DatasetDict TEST")
    p.add_argument(
        "--batch-size",
        type=positive_int,
        default=DEFAULT_BATCH_SIZE,
        help=f"rows per batch (default: {DEFAULT_BATCH_SIZE})",
    )
    p.add_argument(
        "--num-proc",
        type=positive_int,
        default=1,
        help="worker processes (default: 1); with --engine local each takes whole runs "
        "(a method and seed)",
    )
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default="local",
        help="where the pipelines run: local (default), hf, ray",
    )


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from cdaprep.cli.common import check_report_output, pick, swap_options
    from cdaprep.comparison import compare, write_compare_report
    from cdaprep.errors import collected_data_warnings

    check_report_output(args)
    with collected_data_warnings() as found:
        result = compare(
            args.train,
            args.eval,
            text_column=args.text_columns,
            swap=swap_options(args),
            train_split=args.split,
            **pick(
                args,
                "label_column group_column assign_gender methods seeds classifier "
                "weight_column n_boot confidence min_count rms_classes engine num_proc "
                "batch_size eval_split quiet encoding",
            ),
        )
    for w in found:  # with --quiet too: it hides the progress lines only
        print(f"cdaprep compare: warning: {w}", file=sys.stderr)
    messages = write_compare_report(
        result, args.output, overwrite=args.overwrite, plots=not args.no_plots
    )
    if not args.quiet:
        for m in messages:
            print(m, file=sys.stderr)
        print(f"wrote {Path(args.output) / 'report.md'} and compare.json", file=sys.stderr)
    return 0
