"""``cdaprep metrics``: statistical and causal bias metrics of predictions, with error bars."""

from __future__ import annotations

import argparse
import sys

from cdaprep.errors import UsageError

NAME = "metrics"
HELP = "measure statistical and causal bias of predictions on a paired evaluation set"
EXAMPLE = (
    "cdaprep metrics preds_seed1.csv preds_seed2.csv -o report --label-column profession "
    "--prediction-column pred --group-column gender --train train.csv"
)


#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("report", "gaps", "encoding")


def add_arguments(p: argparse.ArgumentParser) -> None:
    from cdaprep.cli.options import add_groups_argument, user_path

    p.add_argument(
        "predictions",
        nargs="+",
        metavar="PREDICTIONS",
        type=user_path,
        help="prediction file(s) (CSV, JSONL, Parquet or a save_to_disk folder); "
        "several files = several runs of the same model family",
    )
    p.add_argument(
        "--split",
        default=None,
        help="split of a multi-split PREDICTIONS input (a save_to_disk folder of a DatasetDict, "
        "an hf:// repository); default: counterfactual_eval, else the only split",
    )
    p.add_argument("--label-column", required=True, help="true label column")
    p.add_argument("--prediction-column", required=True, help="predicted label column")
    p.add_argument(
        "--group-column",
        default="gender",
        help="group column (the intervened group on counterfactual rows); default: gender",
    )
    p.add_argument(
        "--pair-column",
        default=None,
        help="pair id column; default: cda_pair_id when present, else statistical metrics only",
    )
    p.add_argument(
        "--role-column",
        default="cda_role",
        help="column with original/counterfactual; default: cda_role",
    )
    p.add_argument(
        "--gendered-word-column",
        default="cda_has_gendered_word",
        help="column flagging rows whose text has a gendered word; default: cda_has_gendered_word",
    )
    p.add_argument(
        "--exclude-no-gendered-word",
        action="store_true",
        help="leave out rows (and their pairs) whose text has no gendered word",
    )
    p.add_argument(
        "--group",
        default="female",
        help="group of the headline gaps (the top-level summary); default: female",
    )
    p.add_argument(
        "--reference-group",
        default="male",
        help="gaps are GROUP minus REFERENCE_GROUP; default: male (name another when the "
        "data has no male group)",
    )
    add_groups_argument(
        p,
        help="groups whose gaps against REFERENCE_GROUP are computed, space- or "
        "comma-separated (GROUP always among them, first); default: every group in the group "
        "column except REFERENCE_GROUP, none and mixed",
    )
    p.add_argument(
        "--train",
        default=None,
        metavar="TRAIN_FILE",
        type=user_path,
        help="training data: group share per class and BiasAmp y_at come from it",
    )
    p.add_argument(
        "--train-split",
        default=None,
        metavar="NAME",
        help="the split of TRAIN_FILE when it has several (a saved DatasetDict, an hf:// "
        "repository); default: the split named train, else its only split",
    )
    p.add_argument(
        "--train-label-column",
        default=None,
        help="label column of TRAIN_FILE; default: --label-column",
    )
    p.add_argument(
        "--train-group-column",
        default=None,
        help="group column of TRAIN_FILE; default: --group-column",
    )
    p.add_argument(
        "--positive-label",
        default=None,
        help="binary task: the positive class (BiasAmp uses the single task "
        "Y = POSITIVE_LABEL); default: one task per class",
    )
    p.add_argument(
        "--n-boot",
        type=int,
        default=1000,
        help="bootstrap resamples (0: no intervals); default: 1000",
    )
    p.add_argument("--seed", type=int, default=0, help="bootstrap seed; default: 0")


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from cdaprep.cli.common import check_report_output, pick
    from cdaprep.metrics.predict import load_pairs
    from cdaprep.metrics.report import evaluate, write_report

    check_report_output(args)
    if args.n_boot < 0:
        raise UsageError(f"--n-boot must be 0 or more; got {args.n_boot}")
    if args.min_count < 0:
        raise UsageError(f"--min-count must be 0 or more; got {args.min_count}")
    groups = args.groups  # a list (ListAction), or None
    # a folder or Hub repository of cdaprep augment --eval: its counterfactual_eval split
    # (the report names a run by its file, and the split it read when --split picked one)
    columns = _report_columns(args)
    runs = [
        (
            path if args.split is None else f"{path} (split {args.split})",
            load_pairs(path, split=args.split, encoding=args.encoding, columns=columns),
        )
        for path in args.predictions
    ]
    runs = [(path, _decode_labels(frame, args)) for path, frame in runs]
    train = None
    if args.train:
        train = _read_train(args)
    report = evaluate(
        runs,
        train=train,
        groups=groups,
        **pick(
            args,
            "label_column prediction_column group_column pair_column role_column "
            "gendered_word_column exclude_no_gendered_word group reference_group "
            "train_label_column train_group_column n_boot seed confidence min_count "
            "rms_classes",
            pos_label="positive_label",
        ),
    )
    messages = write_report(report, args.output, overwrite=args.overwrite, plots=not args.no_plots)
    if not args.quiet:
        for m in messages:
            print(m, file=sys.stderr)
        for line in summary_lines(report):
            print(line)
        print(f"wrote {Path(args.output) / 'metrics.json'} and report.md", file=sys.stderr)
    return 0


def _report_columns(args: argparse.Namespace) -> list[str]:
    """The columns of a predictions file the report reads (every row is held: not the text)."""
    pair = args.pair_column or "cda_pair_id"
    return [
        args.label_column,
        args.prediction_column,
        args.group_column,
        pair,
        args.role_column,
        args.gendered_word_column,
        "cda_original_group",  # when there: why a pair has no original row
    ]


def summary_lines(report: dict) -> list[str]:
    """The headline figures printed after a run: RMS TPR gaps of every group and BiasAmp."""
    across = report["across_runs"]
    source = across if across else report["runs"][0]
    groups = report["inputs"]["groups"]
    ref = report["inputs"]["reference_group"]
    n_labels = len(report["labels"])
    lines = []
    for j, g in enumerate(groups):
        block = source if j == 0 else source["by_group"][str(g)]
        for key in ("rms.stat.tpr", "rms.causal.tpr"):
            if key in block["summary"]:
                who = f" ({g} - {ref})" if len(groups) > 1 else ""
                lines.append(_figure(block["summary"][key], who, n_labels))
    if "biasamp.A->T" in source["summary"]:
        lines.append(_figure(source["summary"]["biasamp.A->T"], "", n_labels))
    return lines


def _figure(s: dict, who: str, n_labels: int) -> str:
    v = s.get("value", s.get("mean"))
    txt = "n/a" if v is None else f"{v:z.4f}"  # z: 0.0000, never -0.0000
    if s.get("ci_low") is not None:
        txt += f" [{s['ci_low']:z.4f}, {s['ci_high']:z.4f}]"
    if "n_classes" in s:
        txt += f" ({s['n_classes']} of {n_labels} classes)"
    return f"{s['name']}{who}: {txt}"


def _decode_labels(frame, args: argparse.Namespace):
    """A ClassLabel label column (class ids) compared with predictions given as class names:
    the label column is turned into its names (its ``int2str``)."""
    from cdaprep.metrics.predict import class_label_names, decode_class_labels

    names = class_label_names(frame, args.label_column)
    if names is None or args.prediction_column not in frame.columns:
        return frame
    if class_label_names(frame, args.prediction_column) is not None:
        return frame  # both columns hold class ids of the same kind
    preds = frame[args.prediction_column].dropna().head(1000).tolist()
    if not any(isinstance(v, str) for v in preds):
        return frame
    labels = decode_class_labels(frame[args.label_column], names, args.label_column)
    return frame.assign(**{args.label_column: labels})


def _read_train(args: argparse.Namespace) -> tuple[str, object]:
    """``(name, frame)`` of ``--train``: its ``--train-split``, else the split named ``train``
    (the training split of ``cdaprep augment --eval``), else its only split."""
    from cdaprep.io import open_source
    from cdaprep.metrics.predict import read_columns

    src = open_source(args.train, split=args.train_split, encoding=args.encoding)
    name = args.train if args.train_split is None else f"{args.train} (split {args.train_split})"
    if isinstance(src, dict):
        if "train" in src:
            src = src["train"]
        elif len(src) == 1:
            src = next(iter(src.values()))
        else:
            raise UsageError(
                f"--train {args.train!r} has several splits ({', '.join(src)}) and none is "
                "named train; choose one with --train-split NAME"
            )
    columns = [args.train_label_column or args.label_column]
    columns.append(args.train_group_column or args.group_column)
    return name, read_columns(src, columns)
