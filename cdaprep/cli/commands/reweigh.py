"""``cdaprep reweigh``."""

from __future__ import annotations

NAME = "reweigh"
HELP = "add Kamiran-Calders sample weights w(g,y) = N_g N_y / (N N_gy) in column sample_weight"
EXAMPLE = (
    "cdaprep reweigh bios_gender.parquet -o bios_weighted.parquet "
    "--label-column profession --group-column gender"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "label!", "group", "run")


def add_arguments(p) -> None:
    from cdaprep.cli.options import add_groups_argument

    p.add_argument(
        "--extra-group-column",
        action="append",
        default=[],
        metavar="COL",
        help="another group column to cross with --group-column (intersectional "
        "groups); repeatable",
    )
    p.add_argument(
        "--weight-column",
        default="sample_weight",
        help="weight column to write; if it exists it is multiplied (default: sample_weight)",
    )
    add_groups_argument(
        p,
        help="values of --group-column to reweigh, space- or comma-separated (default: every "
        "group but none, mixed and missing, whose rows keep weight 1)",
    )


def run(args) -> int:
    from cdaprep.cli.common import run_pipeline
    from cdaprep.steps.reweigh import Reweigh

    groups = [args.group_column, *args.extra_group_column]
    step = Reweigh(
        label_column=args.label_column,
        group_column=groups if len(groups) > 1 else groups[0],
        weight_column=args.weight_column,
        groups=args.groups,
    )
    run_pipeline(args, [step])
    return 0
