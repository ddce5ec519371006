"""Build ``lexicons/rules/stopwords_en.tsv``: English stop words that ``cdaprep proxies`` never
proposes by default.

Source: spaCy's English stop-word list (``spacy/lang/en/stop_words.py``, MIT licence, Copyright
(C) 2016-2024 ExplosionAI GmbH, 2016 spaCy GmbH, 2015 Matthew Honnibal), the version installed
with cdaprep. Entries are lowercased, curly apostrophes become ``'``, and only entries that the
proxy probe can see as a token are kept (words of letters, an apostrophe inside allowed: the
contraction pieces ``'d``, ``n't``... never are tokens).

Run ``python scripts/build_stopwords.py`` from the repository root.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "lexicons" / "rules" / "stopwords_en.tsv"


def main() -> None:
    import spacy
    from spacy.lang.en.stop_words import STOP_WORDS

    token = re.compile(r"[^\W\d_][^\W\d_']*(?:'[^\W\d_]+)?")
    words = sorted({w.lower().replace("\u2019", "'").replace("\u2018", "'") for w in STOP_WORDS})
    words = [w for w in words if token.fullmatch(w)]
    lines = [
        "# name: stopwords_en",
        "# version: 1",
        f"# source: spaCy {spacy.__version__} English stop words (spacy/lang/en/stop_words.py), "
        "lowercased, entries that are not whole tokens dropped; built by "
        "scripts/build_stopwords.py",
        "# licence: MIT (Copyright (C) 2016-2024 ExplosionAI GmbH, 2016 spaCy GmbH, 2015 "
        "Matthew Honnibal)",
        "word",
        *words,
    ]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(words)} words to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
