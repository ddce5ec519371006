"""Words most associated with a group: the weighted log-odds ratio with an informative Dirichlet
prior (Monroe, Colaresi and Quinn 2008, "Fightin' Words": the model with an informative
Dirichlet prior).

For groups ``i`` and ``j`` with count ``y_w^i`` of word ``w`` in group ``i`` and ``n^i`` words
in all, and a prior count ``a_w`` per word with ``a_0 = sum_w a_w`` (``alpha0``)::

    delta_w = log((y_w^i + a_w) / (n^i + a_0 - y_w^i - a_w))
            - log((y_w^j + a_w) / (n^j + a_0 - y_w^j - a_w))
    var(delta_w) ~ 1 / (y_w^i + a_w) + 1 / (y_w^j + a_w)
    z_w = delta_w / sqrt(var(delta_w))

The informative prior is the word's share of the whole corpus (every row, every group and
label) scaled by ``alpha0``: ``a_w = alpha0 * y_w / n``. A word the data sees rarely is
pulled towards "no difference"; ``alpha0`` says how strongly (a corpus of ``alpha0`` words of
pseudo-counts). ``z > 0`` marks words of group ``i``, ``z < 0`` words of group ``j``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from cdaprep.audit.defaults import DEFAULT_ALPHA0

__all__ = ["weighted_log_odds", "DEFAULT_ALPHA0", "rank_words"]


def weighted_log_odds(
    counts_i: np.ndarray,
    counts_j: np.ndarray,
    prior_counts: np.ndarray,
    *,
    alpha0: float = DEFAULT_ALPHA0,
    prior_total: float | None = None,
    n_i: float | None = None,
    n_j: float | None = None,
) -> dict[str, np.ndarray]:
    """Weighted log-odds ratio of every word, group ``i`` against group ``j``.

    Parameters
    ----------
    counts_i, counts_j : array of int
        Count of each word in group ``i`` and in group ``j`` (same word order).
    prior_counts : array
        Count of each word in the whole corpus (the informative prior's shape); words with a
        prior count of 0 get ``nan``.
    alpha0 : float, default 1000
        Total size of the prior, ``sum_w alpha_w``.
    prior_total, n_i, n_j : float, optional
        Corpus size and group sizes in words when the arrays hold only part of the
        vocabulary (default: the sums of the arrays).

    Returns
    -------
    dict
        ``delta`` (log-odds ratio), ``variance``, ``z`` and ``alpha`` (the prior counts), arrays
        in the input order.

    Examples
    --------
    >>> r = weighted_log_odds(np.array([10, 0, 5]), np.array([0, 10, 5]), np.array([10, 10, 10]),
    ...                       alpha0=3.0)
    >>> np.round(r["z"], 3).tolist()
    [3.145, -3.145, 0.0]
    """
    yi = np.asarray(counts_i, dtype=float)
    yj = np.asarray(counts_j, dtype=float)
    prior = np.asarray(prior_counts, dtype=float)
    if not (yi.shape == yj.shape == prior.shape):
        raise ValueError("counts_i, counts_j and prior_counts must have the same shape")
    if not alpha0 > 0:
        raise ValueError(f"alpha0 must be positive; got {alpha0!r}")
    total = prior.sum() if prior_total is None else float(prior_total)
    alpha = alpha0 * prior / total if total > 0 else np.zeros_like(prior)
    ni = yi.sum() if n_i is None else float(n_i)
    nj = yj.sum() if n_j is None else float(n_j)
    with np.errstate(divide="ignore", invalid="ignore"):
        delta = np.log((yi + alpha) / (ni + alpha0 - yi - alpha)) - np.log(
            (yj + alpha) / (nj + alpha0 - yj - alpha)
        )
        variance = 1.0 / (yi + alpha) + 1.0 / (yj + alpha)
        z = delta / np.sqrt(variance)
    bad = alpha <= 0
    for a in (delta, variance, z):
        a[bad] = np.nan
    return {"delta": delta, "variance": variance, "z": z, "alpha": alpha}


def rank_words(
    words: Sequence[str],
    counts_i: np.ndarray,
    counts_j: np.ndarray,
    prior: np.ndarray,
    *,
    alpha0: float = DEFAULT_ALPHA0,
    min_count: int = 1,
    top: int = 20,
    exclude: np.ndarray | None = None,
) -> tuple[list[dict], list[dict]]:
    """The ``top`` words of group ``i`` (largest ``z``) and of group ``j`` (smallest ``z``).

    ``words`` names the entries of the count arrays. Only words seen at least ``min_count``
    times in the two groups together, and not flagged in the boolean array ``exclude``, are
    ranked; the prior covers every word. Ties go to the more frequent word, then the
    alphabetically first. Each entry: ``word``, ``z``, ``delta``, ``count_i``, ``count_j``.

    Examples
    --------
    >>> fi, ma = rank_words(["nurse", "rugby", "the"], np.array([9, 0, 20]),
    ...                     np.array([0, 6, 21]), np.array([9, 6, 41]), alpha0=10, top=1)
    >>> fi[0]["word"], ma[0]["word"]
    ('nurse', 'rugby')
    """
    yi = np.asarray(counts_i, dtype=float)
    yj = np.asarray(counts_j, dtype=float)
    res = weighted_log_odds(yi, yj, prior, alpha0=alpha0)
    z = res["z"]
    ok = ((yi + yj) >= max(1, min_count)) & np.isfinite(z)
    if exclude is not None:
        ok &= ~np.asarray(exclude, dtype=bool)

    def pick(sign: float) -> list[dict]:
        score = np.where(ok, sign * z, -np.inf)
        cand = np.flatnonzero(score > 0)
        if len(cand) > 4 * top:
            cand = cand[np.argpartition(-score[cand], 4 * top)[: 4 * top]]
        order = sorted(cand, key=lambda k: (-score[k], -(yi[k] + yj[k]), words[k]))
        return [
            {
                "word": str(words[k]),
                "z": float(z[k]),
                "delta": float(res["delta"][k]),
                "count_i": int(yi[k]),
                "count_j": int(yj[k]),
            }
            for k in order[:top]
        ]

    return pick(1.0), pick(-1.0)
