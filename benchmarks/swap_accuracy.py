"""Accuracy of the gender swap: WinoBias dev, and gold pairs from held-out real text.

Part 1, WinoBias dev (acceptance point 1 of issue 3).

Line N of a ``pro_stereotyped`` file and line N of the matching ``anti_stereotyped`` file are
the same sentence with the pronoun's gender flipped. After removing the leading number and the
brackets, a correct flip of one gives the other. Only pairs whose tokens differ in gendered
pronouns alone are compared (a few lines differ by annotation slips); both directions of each
pair count. The failures are printed.

Also printed, for comparison: the swapper with ``disambiguator="tagger"`` and the spaCy
tagger alone (her -> his if tagged PRP$, else him; his -> her if PRP$, else hers) on the same
pairs.

Part 2, held-out pd-fiction (issue 13): paragraphs of the books held out of the her model's
training (the model file lists them) whose gendered words are all male are turned female by
rule (:func:`cdaprep.swap.disambiguator.feminize`); a ``to-male`` swap must restore every
pronoun. Scored per ``her`` slot and per pronoun slot, in one run, for the swapper with the
model, with ``disambiguator="tagger"``, and the full spaCy pipeline (``her`` mapped by its tag,
and by its dependency label ``poss``).

Part 3 (optional, ``--text-dir``, once per domain): the same gold pairs from any folder of
``.txt`` files of another domain (one document per blank-line separated paragraph), e.g. the one
``benchmarks/build_nonfiction.py`` builds, or those ``benchmarks/build_other_text.py --set SET``
builds (news, speeches, e-mail, reviews, comments...). With ``--adapt-halves`` each domain is
also scored with the in-domain adaptation (``--adapt``) fitted honestly: the paragraphs are
split in two halves by a hash of their text, the adaptation is fitted on the whole of one half
(its his/him contexts, self-labelled) and the gold pairs of the other half are swapped with it,
and the other way round; the plain model is scored on the same slots. Several domains end with
a summary table.

Usage::

    python benchmarks/swap_accuracy.py [--data ../shared/data/winobias-dev]
        [--corpus ../shared/data/pd-fiction] [--max-paragraphs 6000]
        [--text-dir DIR [--text-dir DIR ...]] [--adapt-halves]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# the gold pairs and their scoring are the swap check of cdaprep audit
from cdaprep.audit.swapcheck import check_swap, gold_pairs, score_pairs  # noqa: E402, F401

PRONOUNS = {"he", "she", "him", "her", "his", "hers", "himself", "herself"}
HERE = Path(__file__).resolve().parent


def default_data() -> Path:
    for cand in (
        HERE.parent.parent / "shared" / "data" / "winobias-dev",
        Path("/work/shared/data/winobias-dev"),
    ):
        if cand.is_dir():
            return cand
    return HERE.parent.parent / "shared" / "data" / "winobias-dev"


def read_file(path: Path) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line:
            continue
        _, sent = line.split(" ", 1)
        out.append(sent.replace("[", "").replace("]", ""))
    return out


def load_pairs(data: Path) -> tuple[list[tuple[str, str]], int]:
    """(source, expected) pairs in both directions, and the number of pairs skipped."""
    pairs, skipped = [], 0
    for t in ("1", "2"):
        pro = read_file(data / f"pro_stereotyped_type{t}.txt.dev")
        anti = read_file(data / f"anti_stereotyped_type{t}.txt.dev")
        for a, b in zip(pro, anti):
            ta, tb = a.split(), b.split()
            diff = [(x, y) for x, y in zip(ta, tb) if x != y]
            ok = (
                len(ta) == len(tb)
                and diff
                and all(
                    re.sub(r"\W", "", x).lower() in PRONOUNS
                    and re.sub(r"\W", "", y).lower() in PRONOUNS
                    for x, y in diff
                )
            )
            if not ok:
                skipped += 1
                continue
            pairs.append((a, b))
            pairs.append((b, a))
    return pairs, skipped


def tagger_only(sources: list[str]) -> list[str]:
    from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy

    nlp = load_spacy(components=TAGGER_COMPONENTS)
    simple = {
        "he": "she",
        "she": "he",
        "him": "her",
        "hers": "his",
        "himself": "herself",
        "herself": "himself",
    }
    out = []
    for doc in nlp.pipe(sources):
        parts = []
        for tok in doc:
            w = tok.lower_
            if w == "her":
                new = "his" if tok.tag_ == "PRP$" else "him"
            elif w == "his":
                new = "her" if tok.tag_ == "PRP$" else "hers"
            else:
                new = simple.get(w)
            if new is not None and tok.text[:1].isupper():
                new = new.capitalize()
            parts.append((new if new is not None else tok.text) + tok.whitespace_)
        out.append("".join(parts))
    return out


def score_swapper(sw, pairs) -> tuple[dict[str, list[int]], list[str], float]:
    """Per slot kind ``[correct, total]``, the first failures (the text as written, the slot in
    brackets: what the text wrote and what the swap wrote), and seconds."""
    t0 = time.perf_counter()
    tally, wrong = score_pairs(sw, pairs, failures=40)
    dt = time.perf_counter() - t0
    fails = [f"{w['before']}[{w['word']} read as {w['read']}]{w['after'][:40]}" for w in wrong]
    return tally, fails, dt


def score_spacy_full(pairs) -> dict[str, list[int]]:
    """The full spaCy pipeline: her -> his when tagged PRP$ (``tag``) / labelled poss (``dep``)."""
    from cdaprep.nlp import load_spacy

    nlp = load_spacy(components=None)
    simple = {"she": "he", "hers": "his", "herself": "himself"}
    tally = {k: [0, 0] for k in ("her/tag", "her/dep", "all/tag", "all/dep")}
    for (text, slots), doc in zip(pairs, nlp.pipe([t for t, _ in pairs], batch_size=32)):
        by_idx = {t.idx: t for t in doc}
        for s, e, orig in slots:
            tok = by_idx.get(s)
            w = text[s:e].lower()
            for how in ("tag", "dep"):
                if w == "her":
                    poss = tok is not None and (
                        tok.tag_ == "PRP$" if how == "tag" else tok.dep_ == "poss"
                    )
                    got = "his" if poss else "him"
                    tally[f"her/{how}"][0] += got == orig.lower()
                    tally[f"her/{how}"][1] += 1
                else:
                    got = simple.get(w, w)
                tally[f"all/{how}"][0] += got == orig.lower()
                tally[f"all/{how}"][1] += 1
    return tally


def _pct(c: list[int]) -> str:
    return f"{c[0]}/{c[1]} = {100.0 * c[0] / max(1, c[1]):.2f}%"


def adapted_halves(paragraphs: list[str]) -> tuple[list[int], list[int]]:
    """``(plain, adapted)`` her-slot tallies ``[correct, total]`` of a domain: the gold pairs
    of each half swapped by the plain model and by the model adapted on the other half (the
    swap check of ``cdaprep audit``, :func:`cdaprep.audit.swapcheck.check_swap`)."""
    check = check_swap(paragraphs, seed=0, failures=0)
    plain, adapted = check["her"], check["adapt"]["her"]
    return [plain["right"], plain["slots"]], [adapted["right"], adapted["slots"]]


def held_out_report(
    name: str, paragraphs: list[str], reference: bool, halves: bool = False
) -> dict[str, float]:
    """Print the gold-pair scores of one held-out set; return the her accuracies (and, with
    ``halves``, those of :func:`adapted_halves`)."""
    from cdaprep.swap import GenderSwapper

    pairs = gold_pairs(paragraphs)
    n_words = sum(len(t.split()) for t, _ in pairs)
    print(f"\n{name}: {len(pairs)} male-only paragraphs made female, {n_words} words")
    out = {}
    for label, kw in (
        ("cdaprep (model)", {}),
        ("cdaprep (model only, no parser)", {"parser_margin": 0.0}),
        ("cdaprep (tagger)", {"disambiguator": "tagger"}),
    ):
        sw = GenderSwapper(direction="to-male", **kw)
        tally, fails, dt = score_swapper(sw, pairs)
        out[label] = tally["her"][0] / max(1, tally["her"][1])
        print(
            f"  {label:<34} her slots {_pct(tally['her'])}   all pronoun slots "
            f"{_pct(tally['all'])}   ({dt:.1f} s)"
        )
        if label == "cdaprep (model)":
            for f in fails[:20]:
                print(f"    FAIL {f}")
    if reference:
        ref = score_spacy_full(pairs)
        for how in ("tag", "dep"):
            label = f"spaCy full pipeline, by {how}"
            out[label] = ref[f"her/{how}"][0] / max(1, ref[f"her/{how}"][1])
            print(
                f"  {label:<34} her slots {_pct(ref[f'her/{how}'])}   all pronoun slots "
                f"{_pct(ref[f'all/{how}'])}"
            )
    if halves:
        plain, adapted = adapted_halves(paragraphs)
        out["model, --adapt on the other half"] = adapted[0] / max(1, adapted[1])
        print(
            f"  {'cdaprep (model, --adapt fitted on the other half)':<34} her slots "
            f"{_pct(adapted)}   (plain model on the same slots {_pct(plain)})"
        )
    out["slots"] = sum(t[s:e].lower() == "her" for t, slots in pairs for s, e, _ in slots)
    return out


def held_out_paragraphs(corpus: Path, max_paragraphs: int, seed: int = 0) -> list[str]:
    """Paragraphs of the books the shipped her model was not trained on (seeded sample)."""
    import random

    from train_disambiguator import paragraphs

    from cdaprep.swap.disambiguator import load_her_model

    books = load_her_model().meta.get("held_out_books", "").split(", ")
    paras = []
    for b in books:
        path = corpus / f"{b}.txt"
        if not path.is_file():
            sys.exit(f"held-out book {path} not found; pass --corpus (pd-fiction)")
        paras.extend(paragraphs(path))
    if max_paragraphs and len(paras) > max_paragraphs:
        paras = random.Random(seed).sample(paras, max_paragraphs)
    return paras


def text_dir_paragraphs(folder: Path) -> list[str]:
    """Blank-line separated paragraphs of every ``.txt`` file of a folder."""
    out = []
    for f in sorted(folder.glob("*.txt")):
        for block in f.read_text(encoding="utf-8").split("\n\n"):
            p = " ".join(block.split())
            if p:
                out.append(p)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="gender-swap accuracy (WinoBias, held-out text)")
    ap.add_argument("--data", type=Path, default=default_data())
    from train_disambiguator import default_corpus

    ap.add_argument("--corpus", type=Path, default=default_corpus())
    ap.add_argument(
        "--max-paragraphs",
        type=int,
        default=20000,
        help="held-out paragraphs sampled before filtering (0: all)",
    )
    ap.add_argument(
        "--text-dir",
        type=Path,
        action="append",
        default=[],
        help="another held-out domain (a folder of .txt files; repeat for several)",
    )
    ap.add_argument(
        "--adapt-halves",
        action="store_true",
        help="also score each --text-dir with --adapt fitted on the other half of its paragraphs",
    )
    ap.add_argument("--lexicon", default=None)
    ap.add_argument("--no-reference", action="store_true", help="skip the spaCy references")
    args = ap.parse_args(argv)

    from cdaprep.swap import GenderSwapper

    pairs, skipped = load_pairs(args.data)
    sources = [a for a, _ in pairs]
    n = len(pairs)
    print(
        f"WinoBias dev: {n // 2} pairs compared ({skipped} skipped: differ in more than "
        f"gendered pronouns), {n} flips (both directions)"
    )
    from cdaprep.swap.disambiguator import collect_contexts, fit_adapted

    # --adapt: the model trained further on the his/him contexts of the texts being swapped
    # (self-labelled, no gold: what `cdaprep swap --adapt` does on a user's data)
    adapted = fit_adapted(collect_contexts(sources), seed=0)
    acc = 0.0
    for how in ("model", "model only", "adapted", "tagger"):
        dis = adapted if how == "adapted" else how.split()[0]
        kw = {"parser_margin": 0.0} if how == "model only" else {}
        sw = GenderSwapper(direction="flip", lexicon=args.lexicon, disambiguator=dis, **kw)
        t0 = time.perf_counter()
        got = sw.swap_texts(sources)
        dt = time.perf_counter() - t0
        fails = [(s, e, g) for (s, e), g in zip(pairs, got) if g != e]
        if how == "adapted":
            acc = 100.0 * (n - len(fails)) / n
            for s, e, g in fails:
                print(f"FAIL\n  source:   {s}\n  expected: {e}\n  got:      {g}")
        print(
            f"cdaprep ({how if how != 'adapted' else 'model, --adapt on these texts'}) exact "
            f"match: {n - len(fails)}/{n} = "
            f"{100.0 * (n - len(fails)) / n:.2f}%  ({dt:.2f} s, {sw.stats['tagged']} windows "
            f"tagged, {sw.stats['rule_resolved']} by rules, {sw.stats['model_resolved']} by "
            f"the model, {sw.stats['parsed']} of them parsed)"
        )
    if not args.no_reference:
        ref = tagger_only(sources)
        ok = sum(r == e for r, (_, e) in zip(ref, pairs))
        print(f"full spaCy tagger alone: {ok}/{n} = {100.0 * ok / n:.2f}%")

    if args.corpus.is_dir():
        held_out_report(
            "held-out pd-fiction books",
            held_out_paragraphs(args.corpus, args.max_paragraphs),
            not args.no_reference,
        )
    else:
        print(f"\n(pd-fiction not found at {args.corpus}: held-out part skipped)")
    domains = {}
    for folder in args.text_dir:
        domains[folder.name] = held_out_report(
            f"held-out text from {folder.name}",
            text_dir_paragraphs(folder),
            not args.no_reference,
            args.adapt_halves,
        )
    if len(domains) > 1:
        print_summary(domains)
    return 0 if acc >= 99.0 else 1


def print_summary(domains: dict[str, dict[str, float]]) -> None:
    """One line per domain: her-slot accuracy of each column, in percent."""
    cols = [c for c in next(iter(domains.values())) if c != "slots"]
    print("\nher slots per domain (%):")
    print("| domain | slots | " + " | ".join(cols) + " |")
    print("|---|---:|" + "---:|" * len(cols))
    for name, row in domains.items():
        cells = " | ".join(f"{100 * row[c]:.2f}" if c in row else "" for c in cols)
        print(f"| {name} | {row['slots']:,} | {cells} |")


if __name__ == "__main__":
    sys.exit(main())
