"""Proxy words: words that still reveal gender after scrubbing (Orgad, Goldfarb-Tarrant and
Belinkov 2022, App. C).

Scrubbing removes the explicit gender indicators, but a classifier can still guess the gender of
a biography from other words ("husband" was scrubbed, yet "nurse", "children" or "sports" remain).
:func:`discover_proxies` finds them iteratively, as in App. C of the paper:

1. The texts (rows whose group is ``female`` or ``male``; optionally only the rows of one label,
   e.g. only nurses as in the paper's Table 10) are scrubbed with :class:`cdaprep.steps.Scrub`
   (gendered words, titles and first names).
2. Each iteration trains a logistic regression on a bag of words (binary word presence,
   scikit-learn) to predict the gender and measures its accuracy on a held-out part (a seeded,
   stratified split that stays the same across iterations).
3. **Stop rule.** The words of an iteration are proposed only when the probe is significantly
   better than always answering the more frequent gender: a one-sided exact binomial test of
   the number of correct held-out answers against the majority-class rate (H0: accuracy <=
   majority rate), at level ``alpha`` (default 0.05). When the test does not reject H0 the run
   stops there and proposes nothing more: the words a probe at chance ranks highest are noise
   ("of", "all", "use"), and scrubbing them only damages the text.
4. Otherwise the ``per_iteration`` words with the largest weight towards each gender are
   proposed and scrubbed (their bag-of-words columns dropped, which for a bag-of-words model is
   the same as deleting them from the text) before the next iteration.

**Stop words are never features** unless ``allow_stop_words``: the packaged English list
(``lexicons/rules/stopwords_en.tsv``, spaCy's list, MIT) or a file of your own is removed from
the vocabulary before the first probe, so the probe measures the gender information in words
that could be scrubbed, and no stop word is ever proposed.

The held-out accuracy of the probe should fall as proxies are removed; the report says why the
run stopped (:attr:`ProxyReport.stop`: the test, the iteration and its numbers).

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
>>> rep.stop["reason"], rep.stop["iteration"]
('not_significant', 2)
"""

from __future__ import annotations

import datetime as _dt
import math
import os
import shutil
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError, missing_column_error, missing_extra
from cdaprep.groups import read_group_column

__all__ = [
    "discover_proxies",
    "ProxyReport",
    "ProxyWord",
    "TOKEN_PATTERN",
    "GENDERS",
    "STOP_WORDS_FILE",
    "load_stop_words",
    "binomial_p_value",
]

#: Bag-of-words tokens: words of two or more letters (apostrophes inside allowed), no digits.
TOKEN_PATTERN = r"(?u)\b[^\W\d_][^\W\d_'\u2019]*(?:['\u2019][^\W\d_]+)?\b"
#: The two groups the probe separates.
GENDERS = ("female", "male")
#: The packaged stop-word list (a file under ``lexicons/rules/``).
STOP_WORDS_FILE = "stopwords_en.tsv"


def load_stop_words(path: str | os.PathLike | None = None) -> frozenset[str]:
    """Lowercase stop words of a list file: ``# key: value`` metadata lines, a ``word`` header,
    one word per line. ``None``: the packaged English list (spaCy's, MIT licence).

    Examples
    --------
    >>> sw = load_stop_words()
    >>> "of" in sw, "all" in sw, "nurse" in sw
    (True, True, False)
    """
    if path is None:
        from cdaprep.lexicon_files import lexicon_dir

        file = lexicon_dir() / "rules" / STOP_WORDS_FILE
    else:
        file = Path(path)
        if not file.is_file():
            raise UsageError(f"stop-word file {str(file)!r} does not exist")
    words = set()
    for line in file.read_text(encoding="utf-8").splitlines():
        cell = line.split("\t", 1)[0].strip()
        if not cell or cell.startswith("#") or cell.lower() == "word":
            continue
        words.add(cell.lower().replace("\u2019", "'"))
    return frozenset(words)


def binomial_p_value(correct: int, n: int, rate: float) -> float:
    """One-sided exact binomial p-value ``P(X >= correct)`` for ``X ~ Binomial(n, rate)``.

    The test of :func:`discover_proxies`: is the probe's held-out accuracy ``correct / n`` above
    the majority-class ``rate`` by more than chance?

    Examples
    --------
    >>> round(binomial_p_value(8, 10, 0.5), 4)  # 8 or more heads in 10 fair tosses
    0.0547
    >>> binomial_p_value(0, 10, 0.5)
    1.0
    """
    if correct <= 0:
        return 1.0
    if correct > n:
        return 0.0
    if rate <= 0.0:
        return 0.0
    if rate >= 1.0:
        return 1.0
    lr, lq = math.log(rate), math.log1p(-rate)
    logs = [
        math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1) + k * lr + (n - k) * lq
        for k in range(correct, n + 1)
    ]
    top = max(logs)
    return min(1.0, math.exp(top) * sum(math.exp(v - top) for v in logs))


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
        that iteration, before its words are removed), ``correct`` (held-out rows it got
        right), ``p_value`` (one-sided binomial test against the majority rate),
        ``significant``, ``proposed`` (words proposed in the iteration), ``vocabulary`` (words
        the probe saw), ``n_train``, ``n_test``.
    final_accuracy : float
        Held-out accuracy of a probe trained after every proposed word was removed.
    majority_rate : float
        Held-out accuracy of always answering the more frequent gender (the floor).
    stop : dict
        Why the run stopped: ``reason`` (``not_significant``: the probe of ``iteration`` was
        not significantly better than the majority rate, so its words were not proposed;
        ``iterations_done``: every iteration was significant; ``no_words_left``: the
        vocabulary ran out), ``iteration``, ``accuracy``, ``correct``, ``n_test``,
        ``majority_rate``, ``p_value``, ``alpha`` and ``test`` (the test's name).
    params : dict
        The parameters of the run.
    counts : dict
        Rows: ``rows_in`` (read), ``rows_used`` (``female`` + ``male``), and the rows left
        out: ``no_group`` (a missing or blank group cell), ``other_group`` (a group other than
        female or male), ``no_text`` (female or male with an empty or missing text); also
        ``stop_words_removed``.
    notes : list of str
        A sentence for each kind of row left out (and for group values read as female or
        male with other case or spaces), as the ``audit`` and ``metrics`` reports say it.
    """

    words: list[ProxyWord] = field(default_factory=list)
    iterations: list[dict[str, Any]] = field(default_factory=list)
    final_accuracy: float = float("nan")
    majority_rate: float = float("nan")
    params: dict[str, Any] = field(default_factory=dict)
    counts: dict[str, int] = field(default_factory=dict)
    stop: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

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
            "stop": self.stop,
            "counts": self.counts,
            "notes": self.notes,
            "params": self.params,
        }

    def stop_sentence(self) -> str:
        """Why the run stopped, in one sentence (for the Markdown report and the CLI)."""
        st = self.stop
        if not st:
            return ""
        nums = (
            f"held-out accuracy {st['accuracy']:.3f} ({st['correct']}/{st['n_test']}) against "
            f"the majority rate {st['majority_rate']:.3f}, one-sided binomial p = "
            f"{st['p_value']:.3g}, alpha = {st['alpha']}"
        )
        if st["reason"] == "not_significant":
            return (
                f"Stopped at iteration {st['iteration']}: the probe is not significantly better "
                f"than always answering the more frequent gender ({nums}), so its words were "
                "not proposed."
            )
        if st["reason"] == "no_words_left":
            return f"Stopped at iteration {st['iteration']}: no word was left to remove."
        return (
            f"Ran all {st['iteration']} iterations; the probe was still significant in the "
            f"last one ({nums}): more iterations may find more proxies."
        )

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
            "to predict gender; when its held-out accuracy is significantly above the "
            "majority-class rate (one-sided exact binomial test, alpha = "
            f"{p.get('alpha')}), its {p.get('per_iteration')} most indicative words per gender "
            "are proposed and removed (Orgad, Goldfarb-Tarrant and Belinkov 2022, App. C). "
            + (
                "Stop words may be proposed (allowed by the user)."
                if p.get("allow_stop_words")
                else f"Stop words ({self.counts.get('stop_words_removed', 0)} in the "
                "vocabulary) are never features."
            ),
            "",
            f"**{self.stop_sentence()}**",
            "",
        ]
        from cdaprep.reporting import md_table

        rows = [
            [
                it["iteration"],
                f"{it['accuracy']:.3f}",
                f"{it['correct']}/{it['n_test']}",
                f"{it['p_value']:.3g}",
                "yes" if it["significant"] else "no",
                it["proposed"],
                it["vocabulary"],
            ]
            for it in self.iterations
        ]
        rows.append(["after", f"{self.final_accuracy:.3f}", "", "", "", "", ""])
        lines += md_table(
            [
                "iteration",
                "held-out accuracy",
                "correct",
                "p (vs majority)",
                "significant",
                "words proposed",
                "vocabulary",
            ],
            rows,
        )
        lines += [
            "",
            f"Majority-class rate (the floor): {self.majority_rate:.3f}.",
            "",
        ]
        lines += md_table(
            ["iteration", "rank", "gender", "word", "weight"],
            [[w.iteration, w.rank, w.gender, w.word, f"{w.weight:.4f}"] for w in self.words],
        )
        if self.notes:
            lines += ["", "## Notes", ""] + [f"* {n}" for n in self.notes]
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
        from cdaprep.io.writers import check_output, staging_path, write_json_atomic
        from cdaprep.reporting import check_report_folder

        target = Path(report_dir)
        check_report_folder(target, overwrite)
        if not target.exists():
            check_output(target, overwrite)  # not under a file
        if target.exists() and not target.is_dir():
            raise UsageError(f"report output {target} exists and is not a folder")
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = staging_path(target)
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
    alpha: float = 0.05,
    allow_stop_words: bool = False,
    stop_words: str | os.PathLike | None = None,
    encoding: str | None = None,
) -> ProxyReport:
    """Iteratively find the words that still predict gender after scrubbing.

    Parameters
    ----------
    data : DataFrame or path
        Anything :func:`cdaprep.io.read_frame` reads.
    text_column, group_column : str
        Text and gender columns. Group values are read as every step reads them (``Female``
        and `` male `` are female and male); rows with no group (a missing or blank cell),
        another group or no text are left out and counted (:attr:`ProxyReport.counts` and
        :attr:`ProxyReport.notes`).
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
    alpha : float, default 0.05
        Level of the stop rule's one-sided exact binomial test: an iteration's words are
        proposed only when ``P(X >= correct) < alpha`` for ``X ~ Binomial(n_test, majority
        rate)``; otherwise the run stops (see :attr:`ProxyReport.stop`).
    allow_stop_words : bool, default False
        Let stop words be features (and so be proposed). By default they never are.
    stop_words : path, optional
        A stop-word list of your own (one word per line, optional ``word`` header and ``#``
        metadata lines); default: the packaged English list (:func:`load_stop_words`).
    encoding : str, optional
        Text encoding of a CSV or JSON lines input (default UTF-8, checked; e.g. ``cp1252``).

    Returns
    -------
    ProxyReport

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"text": ["She bakes."] * 20 + ["He rides."] * 20,
    ...                    "gender": ["female"] * 20 + ["male"] * 20})
    >>> [w.word for w in discover_proxies(df, iterations=1, per_iteration=1, test_size=0.4,
    ...                                   min_df=1).words]
    ['bakes', 'rides']

    With 10 rows the held-out part (4 rows) is too small for any accuracy to be significant,
    so nothing is proposed, and the report says why:

    >>> rep = discover_proxies(df.iloc[15:25], iterations=1, test_size=0.4, min_df=1)
    >>> rep.words, rep.stop["reason"], rep.stop["correct"], rep.stop["p_value"]
    ([], 'not_significant', 4, 0.0625)
    """
    sklearn = _sklearn()
    stops = _checked_parameters(
        iterations=iterations,
        per_iteration=per_iteration,
        min_df=min_df,
        alpha=alpha,
        test_size=test_size,
        label_column=label_column,
        label=label,
        stop_words=stop_words,
        allow_stop_words=allow_stop_words,
    )
    texts, y, counts, notes = _gendered_rows(
        data, text_column, group_column, label_column, label, encoding
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
    probe = _Probe(texts, y, sklearn, min_df=min_df, test_size=test_size, seed=seed, C=C)
    # Stop words are never features (unless allowed): the probe then measures the gender
    # information in words that could be scrubbed, and no stop word can be proposed.
    probe.active = np.array([w not in stops for w in probe.vocab], dtype=bool)
    counts["stop_words_removed"] = int(len(probe.vocab) - probe.active.sum())

    report = ProxyReport(majority_rate=probe.majority, counts=counts, notes=notes)
    final: tuple[int, Any, np.ndarray] | None = None
    for it in range(1, iterations + 1):
        correct, clf, cols_ = probe.fit()
        res = probe.test(correct, alpha)
        entry = {
            "iteration": it,
            "accuracy": res["accuracy"],
            "correct": correct,
            "p_value": res["p_value"],
            "significant": res["significant"] and clf is not None,
            "proposed": 0,
            "vocabulary": int(len(cols_)),
            "n_train": int(len(probe.tr)),
            "n_test": probe.n_test,
        }
        report.iterations.append(entry)
        if clf is None or not res["significant"]:
            reason = "no_words_left" if clf is None else "not_significant"
            report.stop = {"reason": reason, "iteration": it, **res}
            final = (correct, clf, cols_)
            break
        words = probe.propose(clf, cols_, it, per_iteration)
        report.words.extend(words)
        entry["proposed"] = len(words)
    if final is None:  # every iteration was significant: measure the probe after the last one
        final = probe.fit()
        report.stop = {
            "reason": "iterations_done",
            "iteration": iterations,
            **probe.test(final[0], alpha),
        }
    report.stop.pop("significant", None)
    report.final_accuracy = final[0] / probe.n_test
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
        "alpha": alpha,
        "allow_stop_words": allow_stop_words,
        "stop_words": None if stop_words is None else str(stop_words),
        "encoding": encoding,
        "input": str(data) if not isinstance(data, pd.DataFrame) else "DataFrame",
    }
    return report


def _checked_parameters(
    *,
    iterations: Any,
    per_iteration: Any,
    min_df: Any,
    alpha: Any,
    test_size: Any,
    label_column: str | None,
    label: Any,
    stop_words: str | os.PathLike | None,
    allow_stop_words: bool,
) -> frozenset[str]:
    """Check the parameters of :func:`discover_proxies`; the stop words to leave out."""
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
    if not isinstance(alpha, int | float) or isinstance(alpha, bool) or not 0 < alpha < 1:
        raise UsageError(
            "The 'alpha' parameter of discover_proxies must be a significance level between 0 "
            f"and 1 (e.g. 0.05). Got {alpha!r} instead."
        )
    stops = frozenset() if allow_stop_words else load_stop_words(stop_words)
    if not 0 < float(test_size) < 1:
        raise UsageError(
            "The 'test_size' parameter of discover_proxies must be a fraction between 0 and 1. "
            f"Got {test_size!r} instead."
        )
    if (label_column is None) != (label is None):
        raise UsageError("restricting to one label needs both label_column and label")
    return stops


def _gendered_rows(
    data: Any,
    text_column: str,
    group_column: str,
    label_column: str | None,
    label: Any,
    encoding: str | None,
) -> tuple[list[str], np.ndarray, dict[str, int], list[str]]:
    """The texts of the rows (of ``label``) whose group is female or male, their genders
    (1 = male), the row counts and notes on the rows left out (no group value, another group,
    no text); a clear error for a missing column, a label no row has or fewer than two rows
    of a gender."""
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
            df = read_frame(data, columns=cols, encoding=encoding)
        except (KeyError, ValueError) as e:
            if isinstance(e, (UsageError, DataError)):
                raise
            have = read_frame(data, encoding=encoding).columns
            missing = next(c for c in cols if c not in have)
            raise missing_column_error(missing, have, where="the input of proxies") from None
    n_in = len(df)
    if label_column:
        lab = df[label_column].astype("object")
        keep = (lab == label) | (lab.astype(str) == str(label))
        df = df[keep.fillna(False).to_numpy(dtype=bool)]
        if df.empty:
            raise UsageError(f"no row has {label_column} = {label!r}")
    # groups are read as every step reads them: "Female" is female, a missing or blank cell
    # (None, NaN, pd.NA, "") is no group
    read = read_group_column(df[group_column])
    groups = read.values
    texts = df[text_column].tolist()
    has_text = np.array([isinstance(t, str) and t.strip() != "" for t in texts], dtype=bool)
    no_group = np.array([g is None for g in groups], dtype=bool)
    gendered = np.array([g in GENDERS for g in groups], dtype=bool)
    keep = gendered & has_text
    texts = [t for t, k in zip(texts, keep) if k]
    y = np.array([GENDERS.index(g) for g in groups[keep]], dtype=int)  # 1 = male
    counts = {
        "rows_in": n_in,
        "rows_used": len(texts),
        "female": int((y == 0).sum()),
        "male": int((y == 1).sum()),
        "no_group": int(no_group.sum()),
        "other_group": int((~no_group & ~gendered).sum()),
        "no_text": int((gendered & ~has_text).sum()),
    }
    notes = _row_notes(read, counts, group_column, text_column)
    if counts["female"] < 2 or counts["male"] < 2:
        raise DataError(
            f"proxies needs at least 2 female and 2 male rows with text; got "
            f"{counts['female']} female and {counts['male']} male (of {n_in} rows; the group "
            f"column {group_column!r} must hold 'female'/'male')"
            + ("; " + "; ".join(notes) if notes else "")
        )
    return texts, y, counts, notes


def _row_notes(read: Any, counts: dict[str, int], group_column: str, text_column: str) -> list[str]:
    """Notes on the group values read as a known group and on the rows left out."""
    notes = []
    if read.respelled:
        notes.append(
            f"{read.respelled} value(s) of the group column {group_column!r} spell female or "
            "male with other case or spaces and were read as it, as every step reads them"
        )
    if counts["no_group"]:
        notes.append(
            f"{counts['no_group']} row(s) with no value in the group column {group_column!r} "
            "were left out"
        )
    if counts["other_group"]:
        other = ", ".join(repr(v) for v in sorted(map(str, read.groups() - set(GENDERS))))
        notes.append(
            f"{counts['other_group']} row(s) whose group is not female or male ({other}) were "
            "left out"
        )
    if counts["no_text"]:
        notes.append(
            f"{counts['no_text']} female or male row(s) with no text in the column "
            f"{text_column!r} were left out"
        )
    return notes


class _Probe:
    """The bag-of-words probe of :func:`discover_proxies`: binary word presence of the
    texts, one seeded stratified train/test split for every iteration, and the words still
    ``active`` (features); :meth:`fit` trains a logistic regression on them, :meth:`test`
    compares its held-out answers with the majority rate, :meth:`propose` takes the words
    of largest weight towards each gender out of the features."""

    def __init__(
        self,
        texts: list[str],
        y: np.ndarray,
        sklearn: tuple,
        *,
        min_df: int,
        test_size: float,
        seed: int,
        C: float,
    ) -> None:
        CountVectorizer, self._model, train_test_split = sklearn
        self.y, self.seed, self.C = y, seed, C
        vec = CountVectorizer(
            token_pattern=TOKEN_PATTERN,
            lowercase=True,
            binary=True,
            min_df=min_df,
            dtype=np.float64,
        )
        try:
            self.X = vec.fit_transform(texts).tocsc()
        except ValueError:
            raise DataError(
                "no word occurs often enough to train the probe; lower --min-df"
            ) from None
        self.vocab = np.asarray(vec.get_feature_names_out())
        idx = np.arange(len(texts))
        try:
            self.tr, self.te = train_test_split(
                idx, test_size=test_size, random_state=seed, stratify=y
            )
        except ValueError as e:
            raise DataError(f"cannot split {len(texts)} rows into train and test: {e}") from None
        self.n_test = int(len(self.te))
        self.majority_n = max(int((y[self.te] == 0).sum()), int((y[self.te] == 1).sum()))
        self.majority = self.majority_n / self.n_test
        self.active = np.ones(len(self.vocab), dtype=bool)

    def fit(self) -> tuple[int, Any, np.ndarray]:
        """Correct held-out answers, the fitted model (None without features) and the
        columns of its features."""
        cols_ = np.flatnonzero(self.active)
        if len(cols_) == 0:
            return self.majority_n, None, cols_
        Xa = self.X[:, cols_].tocsr()
        clf = self._model(C=self.C, max_iter=2000, random_state=self.seed, solver="liblinear")
        clf.fit(Xa[self.tr], self.y[self.tr])
        return int((clf.predict(Xa[self.te]) == self.y[self.te]).sum()), clf, cols_

    def test(self, correct: int, alpha: float) -> dict[str, Any]:
        """The stop rule's test of ``correct`` held-out answers against the majority rate."""
        pv = binomial_p_value(correct, self.n_test, self.majority)
        return {
            "accuracy": correct / self.n_test,
            "correct": correct,
            "n_test": self.n_test,
            "majority_rate": self.majority,
            "p_value": pv,
            "alpha": alpha,
            "test": "one-sided exact binomial test of held-out accuracy against the "
            "majority-class rate",
            "significant": pv < alpha,
        }

    def propose(self, clf: Any, cols_: np.ndarray, it: int, per_iteration: int) -> list[ProxyWord]:
        """Up to ``per_iteration`` words of largest weight towards each gender (female
        first), taken out of the features."""
        coef = clf.coef_[0]
        words = []
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
                words.append(
                    ProxyWord(str(self.vocab[cols_[j]]), gender, round(abs(w), 6), it, rank)
                )
                self.active[cols_[j]] = False
        return words
