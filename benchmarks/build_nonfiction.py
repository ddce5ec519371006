"""Build a held-out non-fiction set: the example sentences of WordNet 3.0.

WordNet's glosses carry about 48,000 short example sentences written by its lexicographers
("he gave her his coat"): modern, non-fiction English, nothing like the 19th-century fiction the
her model is trained on. They come with Debian's ``wordnet-base`` package
(``apt-get install wordnet-base``; files under ``/usr/share/wordnet``) under the WordNet 3.0
licence (permission to use, copy, modify and distribute for any purpose, with the copyright
notice), so this script builds the set instead of the repository shipping it.

Writes ``OUT/wordnet_examples.txt`` with one example per blank-line separated paragraph, the
format ``benchmarks/swap_accuracy.py --text-dir OUT`` reads.

Usage::

    python benchmarks/build_nonfiction.py [--wordnet /usr/share/wordnet]
        [--out benchmarks/_data/nonfiction]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterator
from pathlib import Path

QUOTED = re.compile(r'"([^"]+)"')


def glosses(wordnet: Path) -> Iterator[str]:
    """The gloss of every synset of the WordNet data files (definition and examples, as
    written), in file order."""
    for part in ("noun", "verb", "adj", "adv"):
        path = wordnet / f"data.{part}"
        if not path.is_file():
            sys.exit(f"{path} not found: install Debian's wordnet-base or pass --wordnet DIR")
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("  ") or "|" not in line:
                continue  # the licence header
            yield line.split("|", 1)[1]


def examples(wordnet: Path) -> list[str]:
    """The distinct example sentences of the WordNet data files, in file order."""
    seen: set[str] = set()
    out = []
    for gloss in glosses(wordnet):
        for ex in QUOTED.findall(gloss):
            ex = " ".join(ex.split())
            if ex and ex not in seen:
                seen.add(ex)
                out.append(ex)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="build the WordNet example-sentence set")
    ap.add_argument("--wordnet", type=Path, default=Path("/usr/share/wordnet"))
    here = Path(__file__).resolve().parent
    ap.add_argument("--out", type=Path, default=here / "_data" / "nonfiction")
    args = ap.parse_args(argv)
    ex = examples(args.wordnet)
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "wordnet_examples.txt"
    path.write_text("\n\n".join(ex) + "\n", encoding="utf-8")
    print(f"wrote {len(ex)} example sentences to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
