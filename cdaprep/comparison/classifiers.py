"""The quick classifiers ``cdaprep compare`` trains: the default TF-IDF + logistic regression, or
any scikit-learn-style estimator made by a ``package.module:factory``.

Texts are interned once (:class:`TextTable`): every distinct text of the training sets, the
evaluation set and its counterfactual pairs gets one index, and classifiers work on indices.
The default classifier turns every distinct text into TF-IDF features once and fits only the
logistic regression per method and seed; a user factory gets the texts themselves.
"""

from __future__ import annotations

import importlib
import inspect
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from cdaprep.errors import DataError, UsageError, missing_extra

__all__ = ["TextTable", "DEFAULT_CLASSIFIER", "resolve_classifier", "joined_texts"]

#: How the report names the default classifier.
DEFAULT_CLASSIFIER = (
    "TF-IDF (scikit-learn TfidfVectorizer, sublinear tf, fitted once on every distinct training "
    "text of every method) + LogisticRegression(solver='newton-cg', max_iter=1000); repeated "
    "(text, label) rows are fitted once with their summed weight, which is the same loss"
)


def joined_texts(frame, columns: Sequence[str]) -> list[str]:
    """The classifier input of every row: its text columns joined by a newline (missing and
    non-string cells count as empty)."""
    cols = [frame[c].tolist() for c in columns]
    if len(cols) == 1:
        return [v if isinstance(v, str) else "" for v in cols[0]]
    return ["\n".join(v for v in vals if isinstance(v, str)) for vals in zip(*cols)]


class TextTable:
    """Distinct texts, each stored once, with the index of every row's text.

    Examples
    --------
    >>> t = TextTable()
    >>> t.add(["a", "b", "a"]).tolist(), t.texts
    ([0, 1, 0], ['a', 'b'])
    """

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._index: dict[str, int] = {}

    def add(self, texts: Sequence[str]) -> np.ndarray:
        """Indices of ``texts``, adding the new ones."""
        index, table = self._index, self.texts
        out = np.empty(len(texts), dtype=np.int64)
        for i, t in enumerate(texts):
            k = index.get(t)
            if k is None:
                k = index[t] = len(table)
                table.append(t)
            out[i] = k
        return out

    def __len__(self) -> int:
        return len(self.texts)


def _sklearn(feature: str):
    try:
        from sklearn.feature_extraction.text import TfidfVectorizer
        from sklearn.linear_model import LogisticRegression
    except ImportError:
        raise missing_extra(feature, "compare", "sklearn") from None
    return TfidfVectorizer, LogisticRegression


def fit_predict_logistic(task: tuple) -> tuple[np.ndarray, float, float]:
    """Fit the default logistic regression on ``(x, y, w, x_pred, what)`` and predict
    ``x_pred``.

    Returns the predictions and the seconds spent fitting and predicting. A plain function of
    picklable arrays, so worker processes can run it; BLAS is held to one thread (processes
    give the parallelism, and one thread is faster than two on a busy machine).
    """
    from threadpoolctl import threadpool_limits

    _, LogisticRegression = _sklearn("cdaprep compare (the default classifier)")
    x, y, w, x_pred, what = task
    if len(np.unique(y)) < 2:
        only = np.asarray(y).tolist()[0]
        raise DataError(
            f"the training set of {what} has a single label ({only!r}); a classifier needs at "
            "least two"
        )
    with threadpool_limits(1):
        t = time.perf_counter()
        model = LogisticRegression(solver="newton-cg", max_iter=1000).fit(x, y, sample_weight=w)
        t2 = time.perf_counter()
        pred = np.asarray(model.predict(x_pred))
    return pred, t2 - t, time.perf_counter() - t2


class _TfidfLogisticRegression:
    """The default classifier; features are shared by every method and seed."""

    description = DEFAULT_CLASSIFIER
    shares_features = True
    parallel = True
    run_task = staticmethod(fit_predict_logistic)

    def __init__(self) -> None:
        self._vec_cls, _ = _sklearn("cdaprep compare (the default classifier)")
        self._x = None
        self._pred_idx = np.zeros(0, dtype=np.int64)

    def prepare(self, table: TextTable, train_idx: np.ndarray, pred_idx: np.ndarray) -> None:
        vec = self._vec_cls(sublinear_tf=True)
        vec.fit([table.texts[i] for i in train_idx])
        self._x = vec.transform(table.texts)
        self._pred_idx = pred_idx

    def make_task(self, idx: np.ndarray, y: np.ndarray, w: np.ndarray | None, seed: int, what):
        # Oversampling repeats rows: fit every distinct (text, label) once with the summed
        # weight. The weighted loss is the same sum, so the fitted model is the same.
        classes, y_code = np.unique(y, return_inverse=True)
        key, inverse = np.unique(idx * len(classes) + y_code, return_inverse=True)
        weight = np.bincount(inverse, weights=w, minlength=len(key))
        rows, labels = key // len(classes), classes[key % len(classes)]
        return self._x[rows], labels, weight, self._x[self._pred_idx], what


def _accepts_sample_weight(fit: Callable) -> bool:
    try:
        params = inspect.signature(fit).parameters.values()
    except (TypeError, ValueError):
        return True
    return any(p.name == "sample_weight" or p.kind is p.VAR_KEYWORD for p in params)


class _FactoryClassifier:
    """A user's estimator: ``factory(seed)`` -> object with ``fit(texts, y)`` and
    ``predict(texts)``; weights go to ``fit(..., sample_weight=w)`` (or to the last step of a
    scikit-learn ``Pipeline``). Fitted in the calling process (the estimator may use its own
    threads, e.g. ``n_jobs``)."""

    shares_features = False
    parallel = False

    def __init__(self, factory: Callable[[int], Any], name: str) -> None:
        self.factory = factory
        self.description = name
        self._texts: list[str] = []
        self._pred_idx = np.zeros(0, dtype=np.int64)

    def prepare(self, table: TextTable, train_idx: np.ndarray, pred_idx: np.ndarray) -> None:
        self._texts = table.texts
        self._pred_idx = pred_idx

    def make_task(self, idx: np.ndarray, y: np.ndarray, w: np.ndarray | None, seed: int, what):
        return idx, y, w, seed, what

    def run_task(self, task: tuple) -> tuple[np.ndarray, float, float]:
        idx, y, w, seed, what = task
        t = time.perf_counter()
        est = self.factory(seed)
        for attr in ("fit", "predict"):
            if not callable(getattr(est, attr, None)):
                raise UsageError(
                    f"classifier {self.description!r} returned {type(est).__name__!r}, which has "
                    f"no {attr}() method; the factory must return a scikit-learn-style estimator"
                )
        texts = [self._texts[i] for i in idx]
        steps = getattr(est, "steps", None)
        if w is None:
            est = est.fit(texts, y) or est
        elif isinstance(steps, list) and steps and hasattr(est, "named_steps"):
            est = est.fit(texts, y, **{f"{steps[-1][0]}__sample_weight": w}) or est
        elif not _accepts_sample_weight(est.fit):
            raise UsageError(
                f"{what} trains with sample weights, but the fit() of classifier "
                f"{self.description!r} takes no sample_weight; use an estimator that accepts "
                "sample_weight or leave out the reweighing methods (rw, rw-cda)"
            )
        else:
            est = est.fit(texts, y, sample_weight=w) or est
        t2 = time.perf_counter()
        pred = np.asarray(est.predict([self._texts[i] for i in self._pred_idx]))
        if pred.ndim != 1 or len(pred) != len(self._pred_idx):
            raise UsageError(
                f"classifier {self.description!r} returned predictions of shape {pred.shape} "
                f"for {len(self._pred_idx)} texts; predict() must return one label per text"
            )
        return pred, t2 - t, time.perf_counter() - t2


def _import_factory(spec: str) -> Callable[[int], Any]:
    module, sep, attr = spec.partition(":")
    if not sep or not module or not attr:
        raise UsageError(
            f"--classifier {spec!r}: give it as package.module:factory, e.g. "
            "mypkg.models:make_classifier (a function of the seed returning an estimator)"
        )
    try:
        mod = importlib.import_module(module)
    except ImportError as e:
        raise UsageError(f"--classifier {spec!r}: cannot import module {module!r} ({e})") from None
    obj = mod
    for part in attr.split("."):
        if not hasattr(obj, part):
            raise UsageError(f"--classifier {spec!r}: module {module!r} has no {attr!r}")
        obj = getattr(obj, part)
    if not callable(obj):
        raise UsageError(f"--classifier {spec!r}: {attr!r} is not callable")
    return obj


def resolve_classifier(classifier: str | Callable[[int], Any] | None):
    """The classifier of a comparison from ``None`` (the default), a ``"package.module:factory"``
    string or a factory callable (``factory(seed)`` -> estimator)."""
    if classifier is None:
        return _TfidfLogisticRegression()
    if isinstance(classifier, str):
        return _FactoryClassifier(_import_factory(classifier), classifier)
    if callable(classifier):
        name = getattr(classifier, "__qualname__", None) or repr(classifier)
        mod = getattr(classifier, "__module__", None)
        return _FactoryClassifier(classifier, f"{mod}:{name}" if mod else name)
    raise UsageError(
        "classifier must be None (TF-IDF + logistic regression), a 'package.module:factory' "
        f"string or a callable factory(seed) -> estimator; got {classifier!r}"
    )
