"""What the scripts that build word tables from the her model's training books share.

``scripts/build_count_nouns.py`` and ``scripts/build_bare_verbs.py`` read the training books of
``scripts/train_disambiguator.py`` (``pd-fiction`` without the held-out authors) and write one
class of words as a rule table of ``lexicons/rules`` (the format of ``context.tsv``).
"""

from __future__ import annotations

import argparse
import sys
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
    out: Path, name: str, source: str, cls: str, class_doc: str, words: list[str]
) -> None:
    """Write ``words`` as class ``cls`` of the rule table ``out`` (atomically), with its
    metadata header, and say how many."""
    header = [
        f"# name: {name}",
        "# version: 1",
        f"# source: {source}",
        f"#   class {cls}: {class_doc}",
        "# licence: CC0-1.0",
        "word\tclass",
    ]
    tmp = out.with_suffix(".tmp")
    tmp.write_text("\n".join(header + [f"{w}\t{cls}" for w in words]) + "\n", encoding="utf-8")
    tmp.replace(out)
    print(f"{len(words)} words -> {out}")
