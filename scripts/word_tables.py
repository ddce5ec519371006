"""What the scripts that build word tables from the her model's training books share.

``scripts/build_count_nouns.py`` and ``scripts/build_bare_verbs.py`` read the training books of
``scripts/train_disambiguator.py`` (``pd-fiction`` without the held-out authors) and write one
class of words as a rule table of ``lexicons/rules`` (the format of ``context.tsv``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_disambiguator import HELD_OUT_AUTHORS, book_files  # noqa: E402


def table_args(
    doc: str, out: str, minimum: int, ratio: float, argv: list[str] | None
) -> argparse.Namespace:
    """The options of a table builder: ``--data`` (the pd-fiction folder), ``--min``,
    ``--ratio`` and ``--out`` (default ``lexicons/rules/<out>``)."""
    root = Path(__file__).resolve().parent.parent
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--data", type=Path, required=True, help="the pd-fiction folder")
    ap.add_argument("--min", type=int, default=minimum)
    ap.add_argument("--ratio", type=float, default=ratio)
    ap.add_argument("--out", type=Path, default=root / "lexicons" / "rules" / out)
    return ap.parse_args(argv)


def training_books(data: Path) -> list[Path]:
    """The training books of the her model in the pd-fiction folder ``data`` (exits with a
    message if there are none)."""
    train, _ = book_files(data)
    if not train:
        sys.exit(f"no books in {data}")
    return train


def books_source(train: list[Path]) -> str:
    """The provenance of a table built from ``train``, for its ``# source`` line."""
    return (
        f"words of the {len(train)} training books of the her model (pd-fiction, public-domain "
        f"books of Project Gutenberg, without the books of {', '.join(HELD_OUT_AUTHORS)})"
    )


def write_word_table(
    out: Path,
    name: str,
    source: str,
    cls: str,
    class_doc: str,
    words: list[str],
    licence: str = "CC0-1.0",
) -> None:
    """Write ``words`` as class ``cls`` of the rule table ``out`` (atomically), with its
    metadata header (``licence``: that of the words' source), and say how many."""
    header = [
        f"# name: {name}",
        "# version: 1",
        f"# source: {source}",
        f"#   class {cls}: {class_doc}",
        f"# licence: {licence}",
        "word\tclass",
    ]
    tmp = out.with_suffix(".tmp")
    tmp.write_text("\n".join(header + [f"{w}\t{cls}" for w in words]) + "\n", encoding="utf-8")
    tmp.replace(out)
    print(f"{len(words)} words -> {out}")


def build_word_table(
    argv: list[str] | None,
    doc: str,
    script: str,
    name: str,
    cls: str,
    class_doc: str,
    minimum: int,
    ratio: float,
    counted: str,
    words: Callable[[list[Path], int, float], list[str]],
) -> int:
    """The ``main`` of a table builder: read its options (:func:`table_args`; ``minimum`` and
    ``ratio`` are the defaults), compute ``words(books, min, ratio)`` over the training books
    and write them as class ``cls`` of ``lexicons/rules/<name>.tsv``. ``counted`` says what the
    thresholds count, with ``{min}`` and ``{ratio}`` fields; the source line ends with it and
    the script (``script``, a path relative to the repository root)."""
    args = table_args(doc, f"{name}.tsv", minimum, ratio, argv)
    train = training_books(args.data)
    counts = counted.format(min=args.min, ratio=args.ratio)
    source = f"{books_source(train)} {counts}; built by {script}"
    write_word_table(args.out, name, source, cls, class_doc, words(train, args.min, args.ratio))
    return 0
