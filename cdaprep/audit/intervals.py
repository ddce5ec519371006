"""The Wilson score interval of a share, for the audit's group shares and its swap check.

Kept apart (the standard library only) so both read it without importing each other.
"""

from __future__ import annotations

import math
from statistics import NormalDist

__all__ = ["two_sided_z", "wilson_interval"]


def two_sided_z(confidence: float) -> float:
    """The normal quantile of a two-sided interval of this confidence.

    Examples
    --------
    >>> round(two_sided_z(0.95), 4)
    1.96
    """
    return NormalDist().inv_cdf(1 - (1 - confidence) / 2)


def wilson_interval(k: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval of a binomial proportion ``k / n`` (Wilson 1927).

    Examples
    --------
    >>> [round(v, 4) for v in wilson_interval(8, 10)]
    [0.4902, 0.9433]
    >>> wilson_interval(0, 0)
    (nan, nan)

    The bounds hold the share exactly: ``lo <= k / n <= hi``, with exactly 0 at ``k = 0`` and
    exactly 1 at ``k = n`` (rounding alone gives 2.8e-17 and 0.9999999999999999 at some ``n``).

    >>> wilson_interval(0, 10)[0], wilson_interval(13, 13)[1]
    (0.0, 1.0)
    """
    if n <= 0:
        return (math.nan, math.nan)
    z = two_sided_z(confidence)
    p = k / n
    den = 1 + z * z / n
    center = (p + z * z / (2 * n)) / den
    half = z / den * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    lo = 0.0 if k <= 0 else min(max(0.0, center - half), p)
    hi = 1.0 if k >= n else max(min(1.0, center + half), p)
    return (lo, hi)
