"""``cdaprep anonymize``."""

from __future__ import annotations

NAME = "anonymize"
HELP = "replace named entities (people by default) with placeholders E1, E2, ... per document"
EXAMPLE = "cdaprep anonymize examples/data/bios.csv -o bios_anon.csv --text-column text"

#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("io", "text", "run")


def add_arguments(p) -> None:
    from cdaprep.cli.options import spacy_model_name

    p.add_argument(
        "--label",
        action="append",
        dest="labels",
        default=None,
        metavar="LABEL",
        help="spaCy entity label to replace (repeat for several; default: PERSON)",
    )
    p.add_argument(
        "--placeholder",
        default="E{n}",
        help="placeholder template whose only field is {n}, the entity's number in the "
        "document, e.g. '<PERSON_{n}>'; a literal brace is {{ or }} (default: E{n})",
    )
    p.add_argument(
        "--no-propagate",
        dest="propagate",
        action="store_false",
        help="replace only the mentions NER tags (default: also their repeats NER missed)",
    )
    p.add_argument(
        "--spacy-model",
        default=None,
        type=spacy_model_name,
        metavar="NAME",
        help="spaCy pipeline with an ner component",
    )


def run(args) -> int:
    from cdaprep.cli.common import run_pipeline
    from cdaprep.steps.anonymize import Anonymize

    step = Anonymize(
        text_columns=args.text_columns,
        labels=args.labels or ["PERSON"],
        placeholder=args.placeholder,
        propagate=args.propagate,
        spacy_model=args.spacy_model,
    )
    run_pipeline(args, [step])
    return 0
