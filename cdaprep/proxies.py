"""Proxy words: words that still reveal gender after scrubbing (Orgad, Goldfarb-Tarrant and
Belinkov 2022, App. C).

Scrubbing removes the explicit gender indicators, but a classifier can still guess the gender of
a biography from other words ("husband" was scrubbed, yet "nurse", "children" or "sports" remain).
:func:`discover_proxies` finds them iteratively, as in App. C of the paper:

1. The texts (rows whose group is ``female`` or ``male``; optionally only the rows of one label,
   e.g. only nurses as in the paper's Table 10) are scrubbed with :class:`cdaprep.steps.Scrub`
   (gendered words, titles and first names).
2. Each iteration trains a logistic regression on a bag of words (binary word presence,
   scikit-learn) to predict the gender, measures its accuracy on a held-out part (a seeded,
   stratified split that stays the same across iterations), and takes the ``per_iteration``
   words with the largest weight towards each gender.
3. Those words are scrubbed (their bag-of-words columns dropped, which for a bag-of-words model is
   the same as deleting them from the text) before the next iteration.

The held-out accuracy of the probe should fall as proxies are removed; the remaining distance to
the majority-class rate is gender information left in the words.

The result is a :class:`ProxyReport`: the words (word, gender, weight, iteration, rank), the
accuracy per iteration, and writers for a JSON report, a Markdown report, and a lexicon TSV that
``Scrub(extra_words=path)`` takes.

scikit-learn is an optional dependency: ``pip install "cdaprep[proxies]"``.

Examples
--------
>>> import pandas as pd
>>> df = pd.DataFrame({
...     "text": ["She is a nurse, loves knitting."] * 20 + ["He is a nurse, loves golf."] * 20,
...     "gender": ["female"] * 20 + ["male"] * 20})
>>> rep = discover_proxies(df, text_column="text", iterations=2, per_iteration=1, min_df=1)
>>> sorted((w.word, w.gender) for w in rep.words if w.iteration == 1)
[('golf', 'male'), ('knitting', 'female')]
>>> rep.iterations[0]["accuracy"], rep.iterations[1]["accuracy"]
(1.0, 0.5)
"""

from __future__ import annotations

import datetime as _dt
import os
import shutil
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError, missing_column_error, missing_extra

__all__ = ["discover_proxies", "ProxyReport", "ProxyWord", "TOKEN_PATTERN", "GENDERS"]

#: Bag-of-words tokens: words of two or more letters (apostrophes inside allowed), no digits.
TOKEN_PATTERN = r"(?u)\b[^\W\d_][^\W\d_'\u2019]*(?:['\u2019][^\W\d_]+)?\b"
#: The two groups the probe separates.
GENDERS = ("female", "male")


@dataclass
class ProxyWord:
    """A word found to predict gender: ``weight`` is the size of its logistic-regression
    coefficient towards ``gender`` in ``iteration`` (1-based); ``rank`` 1 is the strongest."""

    word: str
    gender: str
    weight: float
    iteration: int
    rank: int


@dataclass
class ProxyReport:
    """What :func:`discover_proxies` found.

    Attributes
    ----------
    words : list of ProxyWord
    iterations : list of dict
        Per iteration: ``iteration``, ``accuracy`` (held-out accuracy of the probe trained in
        that iteration, before its words are removed), ``vocabulary`` (words the probe saw),
        ``n_train``, ``n_test``.
    final_accuracy : float
        Held-out accuracy of a probe trained after every found word was removed.
    majority_rate : float
        Held-out accuracy of always answering the more frequent gender (the floor).
    params : dict
        The parameters of the run.
    """

    words: list[ProxyWord] = field(default_factory=list)
    iterations: list[dict[str, Any]] = field(default_factory=list)
    final_accuracy: float = float("nan")
    majority_rate: float = float("nan")
    params: dict[str, Any] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)

    @property
    def accuracies(self) -> list[float]:
        """Held-out probe accuracy per iteration, then after the last removal."""
        return [it["accuracy"] for it in self.iterations] + [self.final_accuracy]

    def to_dict(self) -> dict[str, Any]:
        return {
            "words": [asdict(w) for w in self.words],
            "iterations": self.iterations,
            "final_accuracy": self.final_accuracy,
            "majority_rate": self.majority_rate,
            "counts": self.counts,
            "params": self.params,
        }

    def to_markdown(self) -> str:
        """A readable report (tables of accuracy per iteration and of the words)."""
        p = self.params
        lines = [
            "# Proxy words for gender",
            "",
            f"Input: `{p.get('input', 'DataFrame')}`, text column `{p.get('text_column')}`, "
            f"group column `{p.get('group_column')}`"
            + (
                f", only {p.get('label_column')} = {p.get('label')!r}"
                if p.get("label_column")
                else ""
            )
            + f"; {self.counts.get('rows_used', 0)} rows "
            f"({self.counts.get('female', 0)} female, {self.counts.get('male', 0)} male), "
            f"seed {p.get('seed')}.",
            "",
            "Each iteration trains a logistic regression on a bag of words of the scrubbed texts "
            f"to predict gender, then removes its {p.get('per_iteration')} most indicative "
            "words per gender (Orgad, Goldfarb-Tarrant and Belinkov 2022, App. C).",
            "",
            "| iteration | held-out accuracy | vocabulary |",
            "|---:|---:|---:|",
        ]
        for it in self.iterations:
            lines.append(f"| {it['iteration']} | {it['accuracy']:.3f} | {it['vocabulary']} |")
        lines.append(f"| after | {self.final_accuracy:.3f} | |")
        lines += [
            "",
            f"Majority-class rate (the floor): {self.majority_rate:.3f}.",
            "",
            "| iteration | rank | gender | word | weight |",
            "|---:|---:|---|---|---:|",
        ]
        for w in self.words:
            lines.append(f"| {w.iteration} | {w.rank} | {w.gender} | {w.word} | {w.weight:.4f} |")
        return "\n".join(lines) + "\n"

    def to_lexicon(self, *, source: str | None = None) -> str:
        """The words as a cdaprep lexicon file (see :mod:`cdaprep.lexicon_files`)."""
        p = self.params
        src = source or (
            "cdaprep proxies (iterative logistic-regression proxy discovery, Orgad, "
            "Goldfarb-Tarrant and Belinkov 2022, App. C) "
            f"on {p.get('input', 'a DataFrame')}, text column {p.get('text_column')}, "
            f"{p.get('iterations')} iterations x {p.get('per_iteration')} words per gender, "
            f"seed {p.get('seed')}, {_dt.date.today().isoformat()}"
        )
        lines = [
            "# name: proxies",
            "# version: 1",
            f"# source: {src}",
            "# licence: derived from the input data; same terms as the data",
            "word\tgender\tweight\titeration\trank",
        ]
        for w in self.words:
            lines.append(f"{w.word}\t{w.gender}\t{w.weight:.6f}\t{w.iteration}\t{w.rank}")
        return "\n".join(lines) + "\n"

    def write(self, report_dir: str | os.PathLike, *, overwrite: bool = False) -> Path:
        """Write ``proxies.json``, ``proxies.md`` and ``proxies.tsv`` into ``report_dir``.

        The folder is built under a temporary name and renamed into place, so a crash never
        leaves a half-written report; an existing folder is refused unless ``overwrite``.
        """
        from cdaprep.io.writers import check_output, write_json_atomic

        target = Path(report_dir)
        check_output(target, overwrite)
        if target.exists() and not target.is_dir():
            raise UsageError(f"report output {target} exists and is not a folder")
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.tmp-{uuid.uuid4().hex[:8]}")
        tmp.mkdir()
        try:
            write_json_atomic(tmp / "proxies.json", self.to_dict())
            (tmp / "proxies.md").write_text(self.to_markdown(), encoding="utf-8")
            (tmp / "proxies.tsv").write_text(self.to_lexicon(), encoding="utf-8")
            if target.exists():
                old = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
                target.rename(old)
                tmp.rename(target)
                shutil.rmtree(old, ignore_errors=True)
            else:
                tmp.rename(target)
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        return target


def _sklearn():
    try:
        from sklearn.feature_extraction.text import CountVectorizer
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import train_test_split
    except ImportError:
        raise missing_extra("cdaprep proxies", "proxies", "sklearn") from None
    return CountVectorizer, LogisticRegression, train_test_split


def discover_proxies(
    data: Any,
    *,
    text_column: str = "text",
    group_column: str = "gender",
    label_column: str | None = None,
    label: Any = None,
    iterations: int = 5,
    per_iteration: int = 10,
    seed: int = 0,
    test_size: float = 0.2,
    scrub: bool = True,
    names: bool = True,
    lexicon: str | list[str] | None = None,
    extra_words: Any = None,
    min_df: int = 2,
    C: float = 1.0,
    spacy_model: str | None = None,
) -> ProxyReport:
    """Iteratively find the words that still predict gender after scrubbing.

    Parameters
    ----------
    data : DataFrame or path
        Anything :func:`cdaprep.io.read_frame` reads.
    text_column, group_column : str
        Text and gender columns; rows whose group is not ``female``/``male`` are left out.
    label_column, label : optional
        Keep only rows whose ``label_column`` equals ``label`` (e.g. only nurses).
    iterations : int, default 5
    per_iteration : int, default 10
        Words taken per gender per iteration (the paper's n = 10).
    seed : int, default 0
        Seed of the train/test split and of the solver.
    test_size : float, default 0.2
        Held-out fraction for the probe's accuracy.
    scrub : bool, default True
        Start from the :class:`~cdaprep.steps.Scrub` output (gendered words, titles and, with
        ``names``, first names); ``False`` uses the text as it is (already scrubbed data).
    names, lexicon, extra_words, spacy_model :
        Passed to :class:`~cdaprep.steps.Scrub`.
    min_df : int, default 2
        A word must occur in at least this many texts to be a feature.
    C : float, default 1.0
        Inverse regularisation strength of the logistic regression.

    Returns
    -------
    ProxyReport

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"text": ["She bakes."] * 5 + ["He rides."] * 5,
    ...                    "gender": ["female"] * 5 + ["male"] * 5})
    >>> [w.word for w in discover_proxies(df, iterations=1, per_iteration=1, test_size=0.4,
    ...                                   min_df=1).words]
    ['bakes', 'rides']
    """
    CountVectorizer, LogisticRegression, train_test_split = _sklearn()
    for name, v, lo in (
        ("iterations", iterations, 1),
        ("per_iteration", per_iteration, 1),
        ("min_df", min_df, 1),
    ):
        if not isinstance(v, int) or isinstance(v, bool) or v < lo:
            raise UsageError(
                f"The {name!r} parameter of discover_proxies must be a positive integer. "
                f"Got {v!r} instead."
            )
    if not 0 < float(test_size) < 1:
        raise UsageError(
            "The 'test_size' parameter of discover_proxies must be a fraction between 0 and 1. "
            f"Got {test_size!r} instead."
        )
    if (label_column is None) != (label is None):
        raise UsageError("restricting to one label needs both label_column and label")

    from cdaprep.io import read_frame

    cols = [text_column, group_column] + ([label_column] if label_column else [])
    if isinstance(data, pd.DataFrame):
        df = data
        for c in cols:
            if c not in df.columns:
                raise missing_column_error(c, df.columns, where="the input of proxies")
        df = df[cols]
    else:
        try:
            df = read_frame(data, columns=cols)
        except (KeyError, ValueError) as e:
            if isinstance(e, (UsageError, DataError)):
                raise
            have = read_frame(data).columns
            missing = next(c for c in cols if c not in have)
            raise missing_column_error(missing, have, where="the input of proxies") from None
    n_in = len(df)
    if label_column:
        lab = df[label_column].astype("object")
        keep = (lab == label) | (lab.astype(str) == str(label))
        df = df[keep.fillna(False).to_numpy(dtype=bool)]
        if df.empty:
            raise UsageError(f"no row has {label_column} = {label!r}")
    groups = df[group_column].astype("object").tolist()
    texts = df[text_column].tolist()
    keep = [g in GENDERS and isinstance(t, str) and t.strip() != "" for g, t in zip(groups, texts)]
    texts = [t for t, k in zip(texts, keep) if k]
    y = np.array([GENDERS.index(g) for g, k in zip(groups, keep) if k])  # 1 = male
    counts = {
        "rows_in": n_in,
        "rows_used": len(texts),
        "female": int((y == 0).sum()),
        "male": int((y == 1).sum()),
    }
    if counts["female"] < 2 or counts["male"] < 2:
        raise DataError(
            f"proxies needs at least 2 female and 2 male rows with text; got "
            f"{counts['female']} female and {counts['male']} male (of {n_in} rows; the group "
            f"column {group_column!r} must hold 'female'/'male')"
        )
    if scrub:
        from cdaprep.steps.scrub import Scrub

        texts = Scrub(
            mode="delete",
            names=names,
            lexicon=lexicon,
            extra_words=extra_words,
            spacy_model=spacy_model,
        ).scrub_texts(texts)
    vec = CountVectorizer(
        token_pattern=TOKEN_PATTERN, lowercase=True, binary=True, min_df=min_df, dtype=np.float64
    )
    try:
        X = vec.fit_transform(texts).tocsc()
    except ValueError:
        raise DataError("no word occurs often enough to train the probe; lower --min-df") from None
    vocab = np.asarray(vec.get_feature_names_out())
    idx = np.arange(len(texts))
    try:
        tr, te = train_test_split(idx, test_size=test_size, random_state=seed, stratify=y)
    except ValueError as e:
        raise DataError(f"cannot split {len(texts)} rows into train and test: {e}") from None
    majority = max(float((y[te] == 0).mean()), float((y[te] == 1).mean()))

    active = np.ones(len(vocab), dtype=bool)

    def fit() -> tuple[float, Any, np.ndarray]:
        cols_ = np.flatnonzero(active)
        if len(cols_) == 0:
            return majority, None, cols_
        Xa = X[:, cols_].tocsr()
        clf = LogisticRegression(C=C, max_iter=2000, random_state=seed, solver="liblinear")
        clf.fit(Xa[tr], y[tr])
        acc = float((clf.predict(Xa[te]) == y[te]).mean())
        return acc, clf, cols_

    report = ProxyReport(majority_rate=majority, counts=counts)
    for it in range(1, iterations + 1):
        acc, clf, cols_ = fit()
        report.iterations.append(
            {
                "iteration": it,
                "accuracy": acc,
                "vocabulary": int(len(cols_)),
                "n_train": int(len(tr)),
                "n_test": int(len(te)),
            }
        )
        if clf is None:
            break
        coef = clf.coef_[0]
        for gender, order in (
            ("female", np.argsort(coef, kind="stable")),
            ("male", np.argsort(-coef, kind="stable")),
        ):
            rank = 0
            for j in order[:per_iteration]:
                w = float(coef[j])
                if (w < 0) != (gender == "female") or w == 0:
                    break
                rank += 1
                report.words.append(
                    ProxyWord(str(vocab[cols_[j]]), gender, round(abs(w), 6), it, rank)
                )
                active[cols_[j]] = False
    report.final_accuracy = fit()[0]
    report.params = {
        "text_column": text_column,
        "group_column": group_column,
        "label_column": label_column,
        "label": label,
        "iterations": iterations,
        "per_iteration": per_iteration,
        "seed": seed,
        "test_size": test_size,
        "scrub": scrub,
        "names": names,
        "lexicon": lexicon,
        "min_df": min_df,
        "C": C,
        "input": str(data) if not isinstance(data, pd.DataFrame) else "DataFrame",
    }
    return report
