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


#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = (
    "text",
    "label",
    "group",
    "assign",
    "engine",
    "method-options",
    "swap-flip",
    "report",
    "encoding",
)


def add_arguments(p: argparse.ArgumentParser) -> None:
    from cdaprep.audit.defaults import (
        AUDIT_BATCH_SIZE,
        DEFAULT_ALPHA0,
        DEFAULT_MIN_COUNT,
        DEFAULT_SWAP_CHECK,
        DEFAULT_TOP,
    )
    from cdaprep.cli.options import non_negative_int, positive_int, user_path
    from cdaprep.presets import METHODS

    p.set_defaults(batch_size=AUDIT_BATCH_SIZE)
    p.add_argument(
        "input",
        metavar="INPUT",
        type=user_path,
        help="input: .csv, .jsonl, .parquet, a Hugging Face dataset folder, or a Hub dataset "
        "hf://OWNER/NAME (--label-column is optional: without it the per-label parts and the "
        "plans of methods that balance labels are left out)",
    )
    p.add_argument("--split", default=None, help="audit this split of a DatasetDict input")
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
    g.add_argument("--seed", type=int, default=0, help="seed of the plan's draws (default: 0)")
    g.add_argument(
        "--id-column",
        default=None,
        metavar="COL",
        help="column with unique row ids (default: 0-based row position), as for augment",
    )
    r = p.add_argument_group("report")
    r.add_argument(
        "--alpha0",
        type=float,
        default=DEFAULT_ALPHA0,
        help="size of the informative Dirichlet prior of the log-odds (default: %(default)s)",
    )
    r.add_argument(
        "--min-count",
        type=positive_int,
        default=DEFAULT_MIN_COUNT,
        help="rank only words seen this often in the two groups (default: %(default)s)",
    )
    r.add_argument(
        "--top",
        type=positive_int,
        default=DEFAULT_TOP,
        help="words listed per group (default: %(default)s)",
    )
    r.add_argument(
        "--swap-check",
        type=non_negative_int,
        default=DEFAULT_SWAP_CHECK,
        metavar="N",
        help='how well the swap reads "her" on this data, without labels: swap N sampled rows '
        "whose gendered words are all male, made female by rule, back to male, with the swap "
        "options given and with --adapt fitted on half of them (default: %(default)s; 0: no "
        "check)",
    )


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from cdaprep.audit import audit, write_audit
    from cdaprep.cli.common import check_report_output, method_options, pick, say, swap_options

    check_report_output(args)
    engine = {"ray_address": args.ray_address} if args.engine == "ray" and args.ray_address else {}
    report = audit(
        args.input,
        text_columns=args.text_columns,
        progress=not args.quiet,
        engine_options=engine,
        input_name=str(args.input),
        swap=swap_options(args),
        **method_options(args),
        **pick(
            args,
            "label_column group_column assign_gender overwrite_group_column sample split "
            "engine batch_size num_proc id_column methods seed alpha0 min_count top "
            "confidence encoding swap_check",
        ),
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
        print(line + (f"; rows out: {plan}" if plan else ""))
        check = report["swap_check"]
        if check and check["her"]["slots"]:
            her, ad = check["her"], check["adapt"]
            line = (
                f"swap check: her read right {100 * her['accuracy']:.1f}% "
                f"[{100 * her['ci_low']:.1f}, {100 * her['ci_high']:.1f}] of {her['slots']} slots"
            )
            if ad and ad["her"]["slots"]:
                line += f"; with --adapt (fitted on half) {100 * ad['her']['accuracy']:.1f}%"
            print(line)
        print(f"wrote {Path(args.output) / 'audit.json'} and report.md", file=sys.stderr)
    return 0
