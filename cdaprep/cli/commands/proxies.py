"""``cdaprep proxies``."""

from __future__ import annotations

NAME = "proxies"
HELP = "find words that still reveal gender after scrubbing (iterative logistic regression)"
EXAMPLE = (
    "cdaprep proxies bios_gender.parquet -o proxies_report --text-column text "
    "--group-column gender --iterations 5 --per-iteration 10"
)


#: Option groups (cdaprep.cli.common.OPTION_GROUPS).
OPTIONS = ("encoding",)


def add_arguments(p) -> None:
    from cdaprep.cli.options import positive_int, spacy_model_name, user_path

    p.add_argument(
        "input",
        metavar="INPUT",
        type=user_path,
        help="input: .csv, .jsonl, .parquet, or a Hugging Face dataset",
    )
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="REPORT_DIR",
        type=user_path,
        help="folder to write proxies.json, proxies.md and proxies.tsv (a lexicon for "
        "cdaprep scrub --extra-words)",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing report folder")
    p.add_argument("--split", default=None, help="split of a DatasetDict input")
    p.add_argument("--text-column", required=True, metavar="COL", help="text column")
    p.add_argument(
        "--group-column",
        default="gender",
        metavar="COL",
        help="gender column with female/male values (default: gender; rows with no group or "
        "another group are left out and counted); see assign-gender",
    )
    p.add_argument("--label-column", default=None, metavar="COL", help="label column")
    p.add_argument(
        "--label", default=None, metavar="VALUE", help="use only rows with this label (e.g. nurse)"
    )
    p.add_argument("--iterations", type=positive_int, default=5, help="iterations (default: 5)")
    p.add_argument(
        "--per-iteration",
        type=positive_int,
        default=10,
        metavar="N",
        help="words removed per gender per iteration (default: 10)",
    )
    p.add_argument("--seed", type=int, default=0, help="seed of the split (default: 0)")
    p.add_argument("--test-size", type=float, default=0.2, help="held-out fraction (default: 0.2)")
    p.add_argument(
        "--min-df",
        type=positive_int,
        default=2,
        help="a word must occur in this many texts (default: 2)",
    )
    p.add_argument(
        "--no-scrub",
        dest="scrub",
        action="store_false",
        help="the text is already scrubbed; do not scrub gendered words and names first",
    )
    p.add_argument(
        "--no-names", dest="names", action="store_false", help="do not scrub first names first"
    )
    p.add_argument("--lexicon", default=None, help="swap lexicon for the first scrub")
    p.add_argument("--extra-words", default=None, help="more words to scrub first (list or file)")
    p.add_argument(
        "--spacy-model",
        default=None,
        type=spacy_model_name,
        metavar="NAME",
        help="spaCy pipeline for POS tags",
    )
    p.add_argument(
        "--alpha",
        type=float,
        default=0.05,
        help="stop when the probe's held-out accuracy is not above the majority rate by a "
        "one-sided exact binomial test at this level (default: 0.05)",
    )
    p.add_argument(
        "--allow-stop-words",
        action="store_true",
        help="let stop words be features and be proposed (by default they never are)",
    )
    p.add_argument(
        "--stop-words",
        default=None,
        metavar="FILE",
        help="stop-word list of your own, one word per line (default: the packaged English "
        "list, spaCy's)",
    )
    p.add_argument("--quiet", action="store_true", help="no summary")


def run(args) -> int:
    from cdaprep.cli.common import say
    from cdaprep.errors import UsageError
    from cdaprep.proxies import discover_proxies
    from cdaprep.reporting import check_report_folder

    check_report_folder(args.output, args.overwrite, [args.input])
    if (args.label is None) != (args.label_column is None):
        raise UsageError("--label needs --label-column and --label-column needs --label")
    data = args.input
    if args.split is not None:
        from cdaprep.io import read_frame

        data = read_frame(args.input, split=args.split)
    report = discover_proxies(
        data,
        text_column=args.text_column,
        group_column=args.group_column,
        label_column=args.label_column,
        label=args.label,
        iterations=args.iterations,
        per_iteration=args.per_iteration,
        seed=args.seed,
        test_size=args.test_size,
        scrub=args.scrub,
        names=args.names,
        lexicon=args.lexicon,
        extra_words=args.extra_words,
        min_df=args.min_df,
        spacy_model=args.spacy_model,
        alpha=args.alpha,
        allow_stop_words=args.allow_stop_words,
        stop_words=args.stop_words,
        encoding=args.encoding,
    )
    report.params["input"] = str(args.input)
    out = report.write(args.output, overwrite=args.overwrite)
    for note in report.notes:
        say(args, f"cdaprep proxies: {note}")
    accs = ", ".join(f"{a:.3f}" for a in report.accuracies)
    if not args.quiet:
        print(
            f"found {len(report.words)} proxy words in {len(report.iterations)} iterations; "
            f"probe accuracy {accs} (majority rate {report.majority_rate:.3f}). "
            f"{report.stop_sentence()}"
        )
    say(args, f"wrote {out}/proxies.json, proxies.md, proxies.tsv")
    return 0
