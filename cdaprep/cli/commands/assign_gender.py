"""``cdaprep assign-gender``."""

from __future__ import annotations

NAME = "assign-gender"
HELP = "write the gender of each text (female/male/mixed/none) from explicit indicator words"
EXAMPLE = (
    "cdaprep assign-gender examples/data/bios.csv -o bios_gender.parquet "
    "--text-column text --group-column gender"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text", "group", "overwrite-group", "run")


def add_arguments(p) -> None:
    p.add_argument(
        "--lexicon",
        default="biasbios_indicators",
        help="indicator lexicon: a packaged name or a TSV path "
        "(default: biasbios_indicators, the BiasBios list)",
    )
    p.add_argument(
        "--rule",
        choices=["strict", "majority"],
        default="strict",
        help="strict: both genders -> mixed (default); majority: more matches wins",
    )
    p.add_argument(
        "--neutral",
        action="store_true",
        help="add the group neutral: texts whose only indicators are neopronouns (xe, ze...), "
        "Mx or themself",
    )
    p.add_argument(
        "--singular-they",
        action="store_true",
        help="with --neutral, also count they/them/their (mostly plural in real text: only for "
        "data known to use singular they)",
    )


def run(args) -> int:
    from cdaprep.cli.common import run_pipeline
    from cdaprep.steps.assign_gender import AssignGender

    step = AssignGender(
        text_column=args.text_columns,
        group_column=args.group_column,
        lexicon=args.lexicon,
        rule=args.rule,
        overwrite=args.overwrite_group_column,
        neutral=args.neutral,
        singular_they=args.singular_they,
    )
    step._use_existing = "command"  # an existing group column's error fits this command
    run_pipeline(args, [step])
    return 0
