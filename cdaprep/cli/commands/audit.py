"""``cdaprep audit``: how gender shows up in a dataset, and what each method would do to it."""

from __future__ import annotations

import argparse

NAME = "audit"
HELP = (
    "report group shares per label, gendered words, words associated with each group, text "
    "length and a dry run of every debiasing method, before choosing one"
)
EXAMPLE = (
    "cdaprep audit examples/data/bios.csv -o audit_report --text-column text "
    "--label-column profession --assign-gender"
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    from cdaprep.audit.core import AUDIT_BATCH_SIZE
    from cdaprep.audit.logodds import DEFAULT_ALPHA0
    from cdaprep.cli.commands.augment import add_swap_arguments
    from cdaprep.cli.common import positive_int
    from cdaprep.presets import CF_WEIGHTS, METHODS, ORDERS

    p.add_argument(
        "input",
        metavar="INPUT",
        help="input: .csv, .jsonl, .parquet, a Hugging Face dataset folder, or a Hub dataset "
        "hf://OWNER/NAME",
    )
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="REPORT_DIR",
        help="folder to write audit.json, report.md and the plots into",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing REPORT_DIR")
    p.add_argument("--split", default=None, help="audit this split of a DatasetDict input")
    p.add_argument(
        "--text-column",
        action="append",
        dest="text_columns",
        required=True,
        metavar="COL",
        help="text column (repeat for several)",
    )
    p.add_argument(
        "--label-column",
        default=None,
        metavar="COL",
        help="label (class) column; without it the per-label parts and the plans of methods "
        "that balance labels are left out",
    )
    p.add_argument(
        "--group-column",
        default="gender",
        metavar="COL",
        help="group column, or the column --assign-gender writes (default: gender)",
    )
    p.add_argument(
        "--sample",
        type=positive_int,
        default=None,
        metavar="N",
        help="quick look: audit only the first N rows of the input (deterministic)",
    )
    g = p.add_argument_group("dry-run plan (the options cdaprep augment would get)")
    g.add_argument(
        "--method",
        action="append",
        dest="methods",
        choices=METHODS,
        default=None,
        help="method to plan (repeat; default: all of " + ", ".join(METHODS) + ")",
    )
    g.add_argument("--order", choices=ORDERS, default="resample-first", help="os-cda/us-cda order")
    g.add_argument(
        "--cf-weight", choices=CF_WEIGHTS, default="same", help="rw-cda counterfactual weight"
    )
    g.add_argument(
        "--groups",
        nargs="+",
        default=None,
        metavar="GROUP",
        help="group values resampling balances (default: as cdaprep augment)",
    )
    g.add_argument(
        "--no-gendered-word",
        choices=["skip", "keep"],
        default="skip",
        help="rows without a gendered word: no counterfactual (skip) or an identical one",
    )
    g.add_argument("--cda-mode", choices=["augment", "replace"], default="augment")
    g.add_argument("--p", type=float, default=0.5, help="probability for --cda-mode replace")
    g.add_argument(
        "--weight-column", default="sample_weight", help="weight column of rw and rw-cda"
    )
    g.add_argument("--seed", type=int, default=0, help="seed of the plan's draws (default: 0)")
    g.add_argument(
        "--id-column",
        default=None,
        metavar="COL",
        help="column with unique row ids (default: 0-based row position), as for augment",
    )
    add_swap_arguments(p)
    r = p.add_argument_group("report")
    r.add_argument(
        "--alpha0",
        type=float,
        default=DEFAULT_ALPHA0,
        help=f"size of the informative Dirichlet prior of the log-odds (default: "
        f"{DEFAULT_ALPHA0:g})",
    )
    r.add_argument(
        "--min-count",
        type=positive_int,
        default=5,
        help="rank only words seen this often in the two groups (default: 5)",
    )
    r.add_argument(
        "--top", type=positive_int, default=20, help="words listed per group (default: 20)"
    )
    r.add_argument("--confidence", type=float, default=0.95, help="interval level (default: 0.95)")
    r.add_argument("--no-plots", action="store_true", help="do not draw the PNG plots")
    e = p.add_argument_group("engine")
    e.add_argument(
        "--engine",
        choices=["local", "hf", "ray"],
        default="local",
        help="where the statistics pass runs (default: local)",
    )
    e.add_argument("--num-proc", type=positive_int, default=1, help="worker processes (default: 1)")
    e.add_argument(
        "--batch-size",
        type=positive_int,
        default=AUDIT_BATCH_SIZE,
        help=f"rows per batch of the statistics pass (default: {AUDIT_BATCH_SIZE})",
    )
    e.add_argument(
        "--ray-address", default=None, help="address of a running Ray cluster (with --engine ray)"
    )
    p.add_argument("--quiet", action="store_true", help="no progress bar or summary")


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from cdaprep.audit import audit, write_audit
    from cdaprep.cli.commands.augment import swap_options
    from cdaprep.cli.common import engine_kwargs, input_data, say
    from cdaprep.errors import OUTPUT_EXISTS, UsageError

    if Path(args.output).exists() and not args.overwrite:
        raise UsageError(OUTPUT_EXISTS.format(path=args.output))
    report = audit(
        input_data(args),
        text_columns=args.text_columns,
        label_column=args.label_column,
        group_column=args.group_column,
        assign_gender=args.assign_gender,
        sample=args.sample,
        split=args.split,
        engine=args.engine,
        batch_size=args.batch_size,
        num_proc=args.num_proc,
        id_column=args.id_column,
        progress=not args.quiet,
        engine_options=engine_kwargs(args),
        methods=args.methods,
        seed=args.seed,
        order=args.order,
        cf_weight=args.cf_weight,
        groups=args.groups,
        no_gendered_word=args.no_gendered_word,
        cda_mode=args.cda_mode,
        p=args.p,
        weight_column=args.weight_column,
        alpha0=args.alpha0,
        min_count=args.min_count,
        top=args.top,
        confidence=args.confidence,
        input_name=str(args.input),
        **swap_options(args),
    )
    messages = write_audit(report, args.output, overwrite=args.overwrite, plots=not args.no_plots)
    for m in messages:
        say(args, m)
    if not args.quiet:
        g = report["groups"]
        share = g["overall_share"]
        line = f"{report['rows']['total']} rows"
        if share and share["share"] is not None:
            line += (
                f"; {g['compared'][0]} share {share['share']:.3f} "
                f"[{share['ci_low']:.3f}, {share['ci_high']:.3f}]"
            )
        plan = ", ".join(
            f"{m} {r['rows_out']}" for m, r in report["plan"].items() if not r.get("error")
        )
        print(line + (f"; rows out: {plan}" if plan else ""), file=sys.stderr)
        print(f"wrote {Path(args.output) / 'audit.json'} and report.md", file=sys.stderr)
    return 0
