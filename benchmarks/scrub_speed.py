"""Speed of scrub (mask, delete), anonymize and proxies, in documents per second.

Baselines in the same run:

* scrub: the full spaCy pipeline (every component, as a naive scrubber that tags every document
  would run) over every document;
* anonymize: the full spaCy pipeline over every document (Anonymize loads only tok2vec + ner);
* proxies: one scrub pass over the same documents (the cost every iteration would pay if the
  text were re-scrubbed and re-tokenised instead of dropping bag-of-words columns).

Usage::

    python benchmarks/scrub_speed.py [--docs 2000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import pandas as pd

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def corpus(n: int) -> pd.DataFrame:
    from tests.fixtures_bios import build_bios

    ex = pd.read_csv(REPO / "examples" / "data" / "bios.csv")
    from cdaprep.steps.assign_gender import AssignGender

    ex = AssignGender(text_column="text").transform(ex)[["text", "gender"]]
    gen = build_bios(max(0, n - len(ex)), seed=1)[["text", "gender"]]
    ex = ex[ex["text"].map(lambda t: isinstance(t, str) and t != "")]
    return pd.concat([ex, gen], ignore_index=True).head(n)


def rate(fn, n: int) -> tuple[float, float]:
    t0 = time.perf_counter()
    fn()
    dt = time.perf_counter() - t0
    return n / dt, dt


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", type=int, default=2000)
    args = ap.parse_args()
    df = corpus(args.docs)
    texts = df["text"].tolist()
    n = len(texts)
    chars = sum(map(len, texts)) / n

    from cdaprep.nlp import load_spacy
    from cdaprep.proxies import discover_proxies
    from cdaprep.steps.anonymize import Anonymize
    from cdaprep.steps.scrub import Scrub

    # warm up: load pipelines once (load time is not throughput)
    for s in (Scrub(), Scrub(mode="delete"), Anonymize()):
        s.setup()
    Scrub().scrub_texts(texts[:20])
    Anonymize().anonymize_texts(texts[:20])
    full = load_spacy(components=None)
    list(full.pipe(texts[:20]))

    rows = []
    rows.append(("scrub --mode mask", *rate(lambda: Scrub().scrub_texts(texts), n)))
    rows.append(("scrub --mode delete", *rate(lambda: Scrub(mode="delete").scrub_texts(texts), n)))
    rows.append(("baseline: full spaCy pipeline", *rate(lambda: list(full.pipe(texts)), n)))
    a = Anonymize()
    a.setup()
    rows.append(("anonymize (ner only)", *rate(lambda: a.anonymize_texts(texts), n)))
    rows.append(
        (
            "proxies (5 it. x 10 words, incl. scrub)",
            *rate(
                lambda: discover_proxies(df, text_column="text", iterations=5, per_iteration=10), n
            ),
        )
    )
    rows.append(
        ("baseline: one scrub pass", *rate(lambda: Scrub(mode="delete").scrub_texts(texts), n))
    )

    print(f"{n} biographies, {chars:.0f} characters on average; full pipeline: {full.pipe_names}")
    print(f"{'what':45s} {'docs/s':>10s} {'seconds':>8s}")
    for name, r, dt in rows:
        print(f"{name:45s} {r:10.0f} {dt:8.2f}")


if __name__ == "__main__":
    main()
