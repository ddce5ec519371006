"""Speed of the gender swap on real text that repeats nothing (issue 13; issue 3 before it).

The documents are the paragraphs of the pd-fiction books held out of the her model's training
(deduplicated: no document repeats, so no cache can answer for text it has seen). Prints
words/s, in one run, for:

* cdaprep, names off and names on (``GenderSwapper.swap_texts``, one core), with the trained
  her model (the default) and with ``disambiguator="tagger"``;
* reference: spaCy's tagger (tok2vec + tagger + attribute_ruler) over every whole document,
  mapping her/his by tag and other words by the lexicon;
* reference: the full default spaCy pipeline (parser, NER...) over every document, as a
  naive tool does (on a sample, it is slow);
* floor: one regex lexicon replacement with no part of speech;
* cdaprep with ``--num-proc`` worker processes.

``--template`` adds the figure of the older benchmark on generated template biographies,
labelled as such: templates repeat, so caches make them look faster than real text.

Usage::

    python benchmarks/swap_speed.py [--corpus ../shared/data/pd-fiction] [--docs 8000]
        [--num-proc 2] [--template]
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
# the checkout this script is in, not whichever cdaprep is installed (as swap_accuracy.py)
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

OCC = [
    "software engineer",
    "professor of history",
    "nurse",
    "attorney",
    "architect",
    "chef",
    "photographer",
    "journalist",
    "surgeon",
    "accountant",
    "teacher",
    "dentist",
    "painter",
    "data scientist",
    "pastor",
    "poet",
    "interior designer",
    "physician",
    "filmmaker",
]
ORG = [
    "Stanford University",
    "the Mayo Clinic",
    "Google",
    "a small firm in Ohio",
    "the BBC",
    "Columbia Law School",
    "St. Mary's Hospital",
    "the city council",
    "MIT",
    "Deloitte",
]
PLACE = [
    "Chicago",
    "rural Texas",
    "London",
    "Seattle",
    "Boston",
    "Toronto",
    "New Orleans",
    "Denver",
    "a village near Lyon",
    "Atlanta",
]
TOPIC = [
    "machine learning",
    "medieval trade",
    "pediatric care",
    "urban design",
    "tax law",
    "documentary film",
    "oral health",
    "landscape painting",
    "public policy",
]
SENTS_F = [
    "{N} is a {occ} based in {place}.",
    "She received her degree in {topic} from {org} in {year}.",
    "Her work on {topic} has been featured in several journals.",
    "Before joining {org}, she spent {k} years as a {occ2}.",
    "She lives in {place} with her husband and their {k} children.",
    "In her spare time, {N} enjoys hiking and reading.",
    "Colleagues describe her as thoughtful and generous.",
    "{N} founded her own practice in {year} and has led it ever since.",
    "Her clients praise her attention to detail.",
    "You can reach her through {org}.",
    "Her mother was also a {occ2}, and her sister teaches {topic}.",
    "Ms. {L} has advised {org} on {topic} since {year}.",
]
SENTS_M = [
    s.replace("She ", "He ")
    .replace(" she ", " he ")
    .replace("Her ", "His ")
    .replace(" her ", " his ")
    .replace("husband", "wife")
    .replace("mother", "father")
    .replace("sister", "brother")
    .replace("Ms.", "Mr.")
    .replace("reach his", "reach him")
    .replace("describe his", "describe him")
    for s in SENTS_F
]
LAST = ["Smith", "Garcia", "Nguyen", "Okafor", "Kowalski", "Haddad", "Brown", "Rossi", "Kim"]


def make_corpus(n: int, seed: int = 0) -> list[str]:
    from cdaprep.swap import load_swap_lexicon

    lex = load_swap_lexicon(names=True)
    fem = lex.names_by_rank("female")[:400]
    mal = lex.names_by_rank("male")[:400]
    rng = random.Random(seed)
    docs = []
    for _ in range(n):
        female = rng.random() < 0.5
        sents = SENTS_F if female else SENTS_M
        name = rng.choice(fem if female else mal).capitalize()
        k = rng.randint(5, 9)
        chosen = [sents[0]] + rng.sample(sents[1:], k - 1)
        text = " ".join(
            s.format(
                N=name,
                L=rng.choice(LAST),
                occ=rng.choice(OCC),
                occ2=rng.choice(OCC),
                org=rng.choice(ORG),
                place=rng.choice(PLACE),
                topic=rng.choice(TOPIC),
                year=rng.randint(1975, 2022),
                k=rng.randint(2, 12),
            )
            for s in chosen
        )
        docs.append(text)
    return docs


def n_words(docs: list[str]) -> int:
    return sum(len(d.split()) for d in docs)


def real_corpus(corpus: Path, n: int) -> list[str]:
    """Distinct paragraphs (at least 20 words) of the held-out books, in book order."""
    from train_disambiguator import paragraphs

    from cdaprep.swap.disambiguator import load_her_model

    books = load_her_model().meta.get("held_out_books", "").split(", ")
    seen: set[str] = set()
    docs = []
    for b in books:
        path = corpus / f"{b}.txt"
        if not path.is_file():
            sys.exit(f"held-out book {path} not found; pass --corpus (pd-fiction)")
        for p in paragraphs(path):
            if len(p.split()) >= 20 and p not in seen:
                seen.add(p)
                docs.append(p)
    # interleave the books so any prefix mixes them
    step = max(1, len(docs) // max(1, n))
    return [docs[i] for i in range(0, len(docs), step)][:n]


#: Untimed texts that load spaCy (tagger and parser) and the her model in a swapper.
#: Text swapped before the timing, so that spaCy's tagger and parser and the her model load
#: outside it: a "Miss" and a "Will" for the tagger, a "her" the model is unsure of for the
#: parser ("Time proved her right.", 0.51; "She made her debut." was unsure to the model of
#: feature version 2 but is not to version 3, so the parser had loaded inside the timing).
WARM_UP = [
    "Miss, I will miss her.",
    "Will went home.",
    "She gave her hers.",
    "She made her debut.",
    "Time proved her right.",
    # the model is unsure of this "her": spaCy's parser loads here, outside the timing, as the
    # references load their spaCy pipelines before theirs (it was loaded inside it up to
    # session 53, about 0.2 s of the names-off run)
    "I saw her duck.",
]


def folder_corpus(folder: Path, n: int) -> list[str]:
    """Distinct blank-line separated paragraphs (at least 20 words) of a folder's .txt files."""
    from swap_accuracy import text_dir_paragraphs

    docs = [p for p in dict.fromkeys(text_dir_paragraphs(folder)) if len(p.split()) >= 20]
    step = max(1, len(docs) // max(1, n))
    return [docs[i] for i in range(0, len(docs), step)][:n]


def run_cdaprep(docs, names, disambiguator="model", parser_margin=None):
    from cdaprep.swap import GenderSwapper

    kw = {} if parser_margin is None else {"parser_margin": parser_margin}
    sw = GenderSwapper(names=names, disambiguator=disambiguator, **kw)
    # load spaCy and the model outside the timing, on text that is not timed
    sw.swap_texts(WARM_UP)
    if sw.parser_margin > 0 and sw.disambiguator == "model":
        assert sw._parser is not None, "the warm-up no longer loads the parser: add a sentence"
    sw._cache.clear()
    sw._parse_cache.clear()
    sw.stats.update(dict.fromkeys(sw.stats, 0))
    t = time.perf_counter()
    for i in range(0, len(docs), 1000):
        sw.swap_texts(docs[i : i + 1000])
    return time.perf_counter() - t, sw.stats


_SW = {}


def _worker(args):
    docs, names = args
    from cdaprep.swap import GenderSwapper

    sw = _SW.get(names)
    if sw is None:
        sw = _SW[names] = GenderSwapper(names=names)
        sw.swap_texts(WARM_UP)  # load outside the timing
    return len(sw.swap_texts(docs))


def run_multiproc(docs, nproc, names=False):
    chunks = [docs[i : i + 1000] for i in range(0, len(docs), 1000)]
    ctx = mp.get_context("spawn")
    with ctx.Pool(nproc) as pool:
        pool.map(_worker, [(docs[:50], names)] * nproc)  # warm up: load spaCy in each worker
        t = time.perf_counter()
        pool.map(_worker, [(c, names) for c in chunks])
        return time.perf_counter() - t


def run_tagger_reference(docs, full=False):
    from cdaprep.nlp import POS_COMPONENTS, load_spacy
    from cdaprep.swap import load_swap_lexicon, match_case

    # the spaCy tagger as the English pipelines ship it: tok2vec, tagger, attribute_ruler
    # (tag_ and pos_), or the whole pipeline
    nlp = load_spacy(components=None if full else POS_COMPONENTS)
    lex = load_swap_lexicon()
    t = time.perf_counter()
    for doc in nlp.pipe(docs, batch_size=64):
        parts = []
        for tok in doc:
            e = lex.entries.get(tok.lower_)
            new = None
            if e is not None:
                new = e.default
                for cond, tgt in e.by_pos:
                    if cond in (tok.tag_, tok.pos_):
                        new = tgt
            parts.append((match_case(tok.text, new) if new else tok.text) + tok.whitespace_)
        "".join(parts)
    return time.perf_counter() - t


def run_regex_floor(docs):
    from cdaprep.swap import load_swap_lexicon, match_case

    lex = load_swap_lexicon()
    table = {k: (e.default or (e.by_pos[0][1] if e.by_pos else k)) for k, e in lex.entries.items()}
    rx = re.compile(
        r"\b(?:" + "|".join(sorted(map(re.escape, table), key=len, reverse=True)) + r")\b",
        re.IGNORECASE,
    )

    def sub(m):
        w = m.group(0)
        return match_case(w, table.get(w.lower(), w))

    t = time.perf_counter()
    for d in docs:
        rx.sub(sub, d)
    return time.perf_counter() - t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="gender swap speed on real text")
    from train_disambiguator import default_corpus

    ap.add_argument("--corpus", type=Path, default=default_corpus())
    ap.add_argument("--docs", type=int, default=8000, help="paragraphs (documents) timed")
    ap.add_argument("--num-proc", type=int, default=2)
    ap.add_argument(
        "--reference-docs",
        type=int,
        default=1500,
        help="documents for the tagger references (words/s is size-independent)",
    )
    ap.add_argument("--template", action="store_true", help="also time the template corpus")
    ap.add_argument(
        "--text-dir",
        type=Path,
        default=None,
        help="time the distinct paragraphs of this folder's .txt files instead of the books "
        "(another domain, e.g. one of benchmarks/build_other_text.py)",
    )
    args = ap.parse_args(argv)

    if args.text_dir is not None:
        docs = folder_corpus(args.text_dir, args.docs)
        where = f"of {args.text_dir.name}"
    else:
        docs = real_corpus(args.corpus, args.docs)
        where = "of the held-out pd-fiction books"
    nw = n_words(docs)
    print(
        f"corpus: {len(docs)} distinct paragraphs {where}, {nw} words "
        f"({nw / len(docs):.0f} words/doc)"
    )
    rows = {}
    for label, names, how, margin in (
        ("cdaprep (names off)", False, "model", None),
        ("cdaprep (names on)", True, "model", None),
        ("cdaprep (names off, parser_margin=0: no parser)", False, "model", 0.0),
        ('cdaprep (names off, disambiguator="tagger")', False, "tagger", None),
    ):
        dt, st = run_cdaprep(docs, names, how, margin)
        rows[label] = nw / dt
        print(
            f"  {label}: windows tagged {st['tagged']}, cache hits {st['cache_hits']}, "
            f"resolved by rules {st['rule_resolved']}, by the model {st['model_resolved']} "
            f"({st['parsed']} of them parsed)"
        )
    ref = docs[: args.reference_docs]
    rows["reference: spaCy tagger over every document"] = n_words(ref) / run_tagger_reference(ref)
    small = docs[: max(200, args.reference_docs // 4)]
    rows["reference: full spaCy pipeline over every document"] = n_words(
        small
    ) / run_tagger_reference(small, full=True)
    rows["floor: regex lexicon replacement, no POS"] = nw / run_regex_floor(docs)
    if args.num_proc > 1:
        rows[f"cdaprep (names off) --num-proc {args.num_proc}"] = nw / run_multiproc(
            docs, args.num_proc
        )
    if args.template:
        tdocs = make_corpus(20000)
        dt, _ = run_cdaprep(tdocs, False)
        rows["template biographies (repeat; not real text), names off"] = n_words(tdocs) / dt
    for k, v in rows.items():
        print(f"{k:<62} {v:>12,.0f} words/s")
    tagger = rows["reference: spaCy tagger over every document"]
    full = rows["reference: full spaCy pipeline over every document"]
    ours = rows["cdaprep (names off)"]
    print(f"cdaprep names off / tagger reference: {ours / tagger:.1f}x (target >= 50x)")
    print(
        f"cdaprep names on / tagger reference: {rows['cdaprep (names on)'] / tagger:.1f}x "
        "(target >= 15x)"
    )
    old = rows['cdaprep (names off, disambiguator="tagger")']
    print(f'disambiguator="tagger" names off / tagger reference: {old / tagger:.1f}x')
    print(f"cdaprep names off / full pipeline reference: {ours / full:.1f}x")
    floor = rows["floor: regex lexicon replacement, no POS"]
    print(f"regex floor / cdaprep: {floor / ours:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
