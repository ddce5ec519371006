"""Counter-based random numbers keyed on (seed, row id, step).

Every random decision cdaprep makes is a pure function of the run's seed, a stable row id and a
step key, never of a stateful generator. Output is therefore identical whatever the batch size,
the number of worker processes or the engine, and a rerun with the same seed reproduces it.

The generator is the SplitMix64 finaliser (Steele, Lea and Flood 2014) applied to the row id
xor-ed with a 64-bit key derived from (seed, step key) by BLAKE2b. It is vectorised over numpy
``uint64`` arrays, so a million draws take a few milliseconds.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

import numpy as np

__all__ = ["stream_key", "hash_ids", "uniform", "derive_ids", "ids_to_uint64"]

_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def stream_key(seed: int, *parts: object) -> int:
    """A 64-bit key for the random stream of one step (and optional sub-stream).

    Examples
    --------
    >>> stream_key(0, "undersample") == stream_key(0, "undersample")
    True
    >>> stream_key(0, "undersample") != stream_key(1, "undersample")
    True
    """
    text = "\x1f".join([str(int(seed)), *map(str, parts)]).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


def _mix(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        x = x + _GOLDEN
        x = (x ^ (x >> np.uint64(30))) * _M1
        x = (x ^ (x >> np.uint64(27))) * _M2
        return x ^ (x >> np.uint64(31))


def ids_to_uint64(ids: Iterable) -> np.ndarray:
    """Turn row ids (integers, or strings from an ``--id-column``) into uint64 counters."""
    arr = np.asarray(ids if not hasattr(ids, "to_numpy") else ids.to_numpy(dtype=object))
    if arr.dtype == object and len(arr):
        try:  # integer ids held as Python objects: convert in one go
            as_int = np.asarray(arr.tolist())
            if as_int.dtype.kind in "iu":
                arr = as_int
        except (ValueError, OverflowError):
            pass
    if arr.dtype.kind in "iu":
        return arr.astype(np.int64, copy=False).astype(np.uint64)
    out = np.empty(len(arr), dtype=np.uint64)
    for i, v in enumerate(arr):
        if isinstance(v, (int, np.integer)):
            out[i] = np.uint64(int(v) & 0xFFFFFFFFFFFFFFFF)
        else:
            out[i] = int.from_bytes(
                hashlib.blake2b(str(v).encode(), digest_size=8).digest(), "little"
            )
    return out


def hash_ids(key: int, ids) -> np.ndarray:
    """64-bit pseudo-random integers, one per row id, for the stream ``key``."""
    x = ids_to_uint64(ids) ^ np.uint64(key)
    return _mix(_mix(x))


def uniform(key: int, ids) -> np.ndarray:
    """Uniform floats in [0, 1), one per row id, for the stream ``key``.

    Examples
    --------
    >>> u = uniform(stream_key(0, "cda"), [0, 1, 2])
    >>> bool(((u >= 0) & (u < 1)).all())
    True
    >>> bool((uniform(stream_key(0, "cda"), [2]) == u[2]).all())
    True
    """
    return (hash_ids(key, ids) >> np.uint64(11)).astype(np.float64) * (1.0 / (1 << 53))


def derive_ids(ids, tag: int) -> np.ndarray:
    """Stable ids for rows derived from ``ids`` (a counterfactual, the k-th repeat).

    Derived ids are a pure function of the parent id and the tag, so derived rows get their own
    reproducible random draws in later steps. Integer ids give integers in the signed int64
    range; string ids (from an ``--id-column``) give strings ``"<parent>~<tag>"``, so an id
    column never mixes the two.
    """
    arr = np.asarray(ids if not hasattr(ids, "to_numpy") else ids.to_numpy(dtype=object))
    if (
        arr.dtype == object
        and len(arr)
        and not all(isinstance(v, int | np.integer) for v in arr.tolist())
    ):
        # string ids (from an --id-column) stay strings: "<parent id>~<tag>"
        return np.asarray([f"{v}~{tag}" for v in arr.tolist()], dtype=object)
    x = _mix(ids_to_uint64(arr) ^ _mix(np.full(1, np.uint64(tag))))
    return (x >> np.uint64(1)).astype(np.int64)
