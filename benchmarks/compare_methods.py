"""``cdaprep compare``: 10,000 training rows x 8 methods x 3 seeds, time and share per stage.

Data: biographies with a planted gender bias (``tests/fixtures_planted_bias.py``: the label
leans on gendered words, the share of women differs by profession), each with two sentences of
public-domain fiction that hold no gendered word, so no two texts repeat. The script also prints
the mean results per method, so the paper's direction can be checked: CDA-based methods cut the
causal gaps, resampling and reweighing the statistical ones.

Baselines in the same run:

* floor: one plain fit of TF-IDF + logistic regression on the raw training rows and one
  prediction of the evaluation pairs (the least any per-run comparison costs), times the runs;
* naive loop: what a script built from the same public pieces without sharing would do - for
  every method (seed 0 only, then times the seeds): build the training set, fit a fresh
  ``TfidfVectorizer`` + ``LogisticRegression`` pipeline, predict the evaluation set and every
  pair row, evaluate.

Usage::

    python benchmarks/compare_methods.py                      # 10,000 rows, 3 seeds, 1 and 2 procs
    python benchmarks/compare_methods.py --rows 2000 --no-baseline   # quick look
    python benchmarks/compare_methods.py --pd-fiction PATH    # default ../shared/data/pd-fiction
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path

import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _util import machine, peak_rss_mib  # noqa: E402

DATA = Path(__file__).resolve().parent / "_data"


def filler_sentences(folder: Path, needed: int) -> list[str]:
    """Sentences of 40-200 characters without a gendered word, each used once."""
    from cdaprep.swap import GenderSwapper

    has_gender = GenderSwapper(direction="flip").has_gendered_word
    out: list[str] = []
    seen: set[str] = set()
    books = sorted(folder.glob("*.txt"))
    if not books:
        sys.exit(f"no .txt books in {folder}; pass --pd-fiction PATH")
    for book in books:
        text = re.sub(r"\s+", " ", book.read_text(encoding="utf-8", errors="ignore"))
        for s in re.split(r"(?<=[.!?]) (?=[A-Z])", text):
            if 40 <= len(s) <= 200 and s not in seen and not has_gender(s):
                seen.add(s)
                out.append(s)
        if len(out) >= needed:
            return out
    sys.exit(f"{folder} gave only {len(out)} usable sentences; {needed} needed")


def make(rows: int, eval_rows: int, folder: Path) -> tuple[Path, Path]:
    from tests.fixtures_planted_bias import planted_bias_frame

    DATA.mkdir(exist_ok=True)
    train, test = DATA / f"compare_train_{rows}.parquet", DATA / f"compare_eval_{eval_rows}.parquet"
    if train.exists() and test.exists():
        return train, test
    sents = filler_sentences(folder, 2 * (rows + eval_rows))
    pairs = [f"{a} {b}" for a, b in zip(sents[0::2], sents[1::2])]
    planted_bias_frame(rows, seed=1, filler=pairs[:rows]).to_parquet(train)
    planted_bias_frame(eval_rows, seed=2, filler=pairs[rows:]).to_parquet(test)
    return train, test


def naive_run(train, pairs, eval_df, method: str, seed: int, n_boot: int) -> float:
    """One method and seed the plain way (no shared features, no de-duplication)."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    from cdaprep.comparison import training_set
    from cdaprep.metrics.report import evaluate

    t = time.perf_counter()
    df = training_set(train, method, seed=seed, text_column="text", label_column="profession")
    model = make_pipeline(
        TfidfVectorizer(sublinear_tf=True), LogisticRegression(solver="newton-cg", max_iter=1000)
    )
    w = df["sample_weight"].to_numpy() if "sample_weight" in df else None
    model.fit(df["text"].tolist(), df["profession"].to_numpy(), logisticregression__sample_weight=w)
    model.predict(eval_df["text"].tolist())
    pred = model.predict(pairs["text"].tolist())
    evaluate(
        [("run", pairs.assign(pred=pred))],
        label_column="profession",
        prediction_column="pred",
        train=("train", train),
        n_boot=n_boot,
    )
    return time.perf_counter() - t


def run_compare(train_path, eval_path, args, num_proc: int):
    import cdaprep
    from cdaprep.comparison import compare_info

    t0 = time.perf_counter()
    res = cdaprep.compare(
        train_path,
        eval_path,
        text_column="text",
        label_column="profession",
        seeds=args.seeds,
        n_boot=args.n_boot,
        num_proc=num_proc,
        quiet=True,
    )
    wall = time.perf_counter() - t0
    info = compare_info(res)
    print(
        f"\ncdaprep.compare, --num-proc {num_proc}: {wall:.1f} s wall for "
        f"{len(info['training_sets'])} runs, peak RSS of the main process "
        f"{peak_rss_mib():.0f} MiB"
    )
    print("| stage | seconds | share |\n|---|---:|---:|")
    for stage, sec in info["seconds"].items():
        print(f"| {stage} | {sec:.1f} | {sec / wall:.0%} |")
    other = wall - sum(info["seconds"].values())
    print(f"| other | {other:.1f} | {other / wall:.0%} |\n| total | {wall:.1f} | 100% |")
    return res, wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=10_000)
    ap.add_argument("--eval-rows", type=int, default=2_500)
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--n-boot", type=int, default=1000)
    ap.add_argument(
        "--num-proc",
        type=int,
        nargs="+",
        default=[1, 2],
        help="run the comparison with each of these worker counts (default: 1 2)",
    )
    ap.add_argument("--pd-fiction", type=Path, default=REPO.parent / "shared/data/pd-fiction")
    ap.add_argument("--no-baseline", action="store_true", help="skip the two baselines")
    args = ap.parse_args()

    from cdaprep.comparison import DEFAULT_METHODS, evaluation_pairs

    train_path, eval_path = make(args.rows, args.eval_rows, args.pd_fiction)
    train, test = pd.read_parquet(train_path), pd.read_parquet(eval_path)
    words = train["text"].str.split().str.len().mean()
    runs = len(DEFAULT_METHODS) * args.seeds
    print(f"machine: {machine()}")
    print(
        f"data: {len(train)} training rows ({words:.0f} words on average, "
        f"{train['text'].nunique()} distinct texts), {len(test)} evaluation rows, "
        f"{train['profession'].nunique()} labels; {len(DEFAULT_METHODS)} methods x "
        f"{args.seeds} seeds; {args.n_boot} bootstrap resamples"
    )
    results = [run_compare(train_path, eval_path, args, n) for n in args.num_proc]
    res = results[0][0]
    for other, _ in results[1:]:
        pd.testing.assert_frame_equal(other, res)  # the same numbers for any --num-proc
    wall = min(w for _, w in results)

    table = res.groupby(["method", "metric"], sort=False)["value"].mean().unstack()
    cols = ["accuracy", "rms.stat.tpr", "rms.causal.tpr", "rms.stat.fpr", "rms.causal.fpr"]
    print("\nmean over seeds (x 100; identical for every --num-proc):")
    print((table[cols] * 100).round(2).to_string())
    none = table.loc["none"]
    cda_based = [m for m in table.index if "cda" in m]
    causal = [f"{m} {table.loc[m, 'rms.causal.tpr'] < none['rms.causal.tpr']}" for m in cda_based]
    stat = [f"{m} {table.loc[m, 'rms.stat.tpr'] < none['rms.stat.tpr']}" for m in ("us", "rw")]
    print("direction: CDA-based methods cut the RMS causal TPR gap: " + ", ".join(causal))
    print("direction: US and RW cut the RMS statistical TPR gap: " + ", ".join(stat))
    if args.no_baseline:
        return

    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression

    pairs = evaluation_pairs(test, text_column="text")
    t = time.perf_counter()
    vec = TfidfVectorizer(sublinear_tf=True)
    x = vec.fit_transform(train["text"])
    lr = LogisticRegression(solver="newton-cg", max_iter=1000).fit(x, train["profession"])
    lr.predict(vec.transform(pairs["text"]))
    floor = time.perf_counter() - t
    print(
        f"\nfloor: one plain TF-IDF + logistic regression fit and prediction {floor:.1f} s; "
        f"x {runs} runs = {floor * runs:.1f} s; fastest compare / floor = "
        f"{wall / (floor * runs):.2f}"
    )
    naive = sum(naive_run(train, pairs, test, m, 0, args.n_boot) for m in DEFAULT_METHODS)
    est = naive * args.seeds
    print(
        f"naive loop, one process: {len(DEFAULT_METHODS)} methods x seed 0 took {naive:.1f} s; "
        f"x {args.seeds} seeds = {est:.1f} s (estimate); fastest compare / naive = "
        f"{wall / est:.2f}"
    )


if __name__ == "__main__":
    main()
