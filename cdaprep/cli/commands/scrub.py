"""``cdaprep scrub``."""

from __future__ import annotations

NAME = "scrub"
HELP = "remove gendered words, titles and first names from text (mask with _ or delete)"
EXAMPLE = (
    "cdaprep scrub examples/data/bios.csv -o bios_scrubbed.csv --text-column text --mode delete"
)

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text", "run")


def add_arguments(p) -> None:
    from cdaprep.cli.options import spacy_model_name

    p.add_argument(
        "--mode",
        choices=["mask", "delete"],
        default="mask",
        help="mask: replace each word with --mask-token (default); delete: remove it cleanly",
    )
    p.add_argument(
        "--mask-token", default="_", help="replacement in mask mode (default: _; not with delete)"
    )
    p.add_argument(
        "--no-names", dest="names", action="store_false", help="keep first names (default: remove)"
    )
    p.add_argument(
        "--lexicon",
        action="append",
        default=None,
        metavar="LEXICON",
        help="swap lexicon naming the gendered words: a packaged name (default, biasbios) or a "
        "TSV path; repeat to merge (default: default)",
    )
    p.add_argument(
        "--extra-words",
        default=None,
        metavar="WORDS",
        help="more words to remove: a comma-separated list or a file (one word per line, or "
        "a lexicon TSV such as the proxies.tsv of cdaprep proxies)",
    )
    p.add_argument(
        "--spacy-model",
        default=None,
        type=spacy_model_name,
        metavar="NAME",
        help="spaCy pipeline for part-of-speech tags",
    )


def run(args) -> int:
    from cdaprep.cli.common import one_or_list, pick, run_pipeline
    from cdaprep.steps.scrub import Scrub

    step = Scrub(
        text_columns=args.text_columns,
        lexicon=one_or_list(args.lexicon),
        **pick(args, "mode", "mask_token", "names", "extra_words", "spacy_model"),
    )
    run_pipeline(args, [step])
    return 0
