"""``cdaprep swap``."""

from __future__ import annotations

NAME = "swap"
HELP = "swap gendered words (pronouns, titles, kinship and role nouns, optionally first names)"
EXAMPLE = (
    "cdaprep swap examples/data/bios.csv -o bios_swapped.csv --text-column text "
    "--direction flip --names --edits-column swap_edits"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text", "run", "swap")


def add_arguments(p) -> None:
    p.add_argument(
        "--direction",
        choices=["flip", "to-female", "to-male", "to-neutral"],
        default="flip",
        help="flip: every gendered word to the other gender (default); "
        "to-female / to-male: rewrite the text to one gender; to-neutral: neutral nouns and "
        "titles, a pronoun set and verb agreement (she walks -> they walk)",
    )
    p.add_argument(
        "--edits-column",
        default=None,
        metavar="NAME",
        help="also write the edits of each row (column, start, end, old, new)",
    )


def run(args) -> int:
    from cdaprep.cli.common import run_pipeline, swap_options
    from cdaprep.steps.swap import GenderSwap

    step = GenderSwap(
        text_columns=args.text_columns,
        direction=args.direction,
        edits_column=args.edits_column,
        **swap_options(args).kwargs(),
    )
    run_pipeline(args, [step])
    return 0
