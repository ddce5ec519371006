"""Build ``lexicons/rules/person_nouns.tsv``: nouns whose first sense is a person, a group or an
animal in WordNet 3.0.

After a verb of two objects, a "her" the her model reads as possessive with less confidence
than ``DITRANSITIVE_MAX_P`` is read as the first object: "gave her money", "pay her tips". A
person, a group or an animal right after "her" is hardly ever the second object, though:
"gave her workers free copies", "promising her doctor that...", "giving her father all
earnings", "sent her police", "to give her readers some preview" keep a possessive "her"
("gave him workers" is rare). On the real text of ``benchmarks/swap_accuracy.py`` the rule of
two objects had made 14 such slots wrong (the sixteen tuned domains and the sets -19 to -22)
and none right.

The table lists the single-word nouns of WordNet 3.0 (``index.noun``, senses by frequency)
whose most frequent sense is in the lexicographer files ``noun.person``, ``noun.group`` or
``noun.animal``, written in lower case there (not "Aalto", "Aaron"), and that are no adjective
in WordNet ("general", "fleet", "private" are left out: "give her general specifics"). The
senses of the body (``noun.body``) are left out too: "give her blood", "given her teeth"
take a second object as often.

WordNet 3.0 comes from Debian's ``wordnet-base`` package (Princeton University's WordNet 3.0
licence, which allows copying and redistribution with its notice)::

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn
    python scripts/build_person_nouns.py --wordnet /tmp/wn/usr/share/wordnet
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from word_tables import write_word_table  # noqa: E402

#: WordNet's lexicographer file numbers of noun.animal, noun.group and noun.person
LEXFILES = frozenset({5, 14, 18})


def _lines(path: Path) -> list[list[str]]:
    """The fields of the lines of a WordNet database file, its licence header left out."""
    with path.open(encoding="latin-1") as f:
        return [line.split() for line in f if not line.startswith(" ")]


def person_nouns(wordnet: Path) -> list[str]:
    """The nouns of the WordNet folder ``wordnet`` (its files ``index.noun``, ``data.noun`` and
    ``index.adj``) whose first sense is in :data:`LEXFILES`, sorted."""
    synsets = {  # offset: (lexicographer file, the synset's words as written)
        f[0]: (int(f[1]), set(f[4 : 4 + 2 * int(f[3], 16) : 2]))
        for f in _lines(wordnet / "data.noun")
    }
    adjectives = {f[0] for f in _lines(wordnet / "index.adj")}
    out = []
    for f in _lines(wordnet / "index.noun"):
        lemma, pointers = f[0], int(f[3])
        lexfile, written = synsets[f[6 + pointers]]
        if lexfile in LEXFILES and lemma.isalpha() and lemma in written and lemma not in adjectives:
            out.append(lemma)
    return sorted(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--wordnet",
        type=Path,
        required=True,
        help="the folder of WordNet 3.0's database files (index.noun, data.noun, ...)",
    )
    ap.add_argument("--out", type=Path, default=ROOT / "lexicons" / "rules" / "person_nouns.tsv")
    args = ap.parse_args(argv)
    if not (args.wordnet / "index.noun").is_file():
        sys.exit(f"no index.noun in {args.wordnet}: see this script's docstring for the commands")
    write_word_table(
        args.out,
        "person_nouns",
        "WordNet 3.0 (Princeton University, WordNet 3.0 licence; Debian's wordnet-base): its"
        " single-word nouns written in lower case whose most frequent sense is in noun.person,"
        " noun.group or noun.animal and that are no adjective; built by"
        " scripts/build_person_nouns.py",
        "person_noun",
        'after a verb of two objects, "her" before one of them is possessive ("gave her'
        ' workers free copies"; cdaprep/swap/context_rules.py)',
        person_nouns(args.wordnet),
        licence="WordNet-3.0 (use, copying and distribution allowed with its copyright notice:"
        " lexicons/WORDNET_LICENSE.txt)",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
