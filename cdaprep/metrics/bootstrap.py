"""Every metric of a paired evaluation set at once, with vectorised bootstrap intervals.

The unit of resampling is the *individual*: a counterfactual pair (its original row and its
counterfactual row travel together) or an original row without a valid pair. Every metric is a
function of the count tables of :mod:`cdaprep.metrics._core`, and those are sums over units of
a per-unit cell. Resampling ``U`` units with replacement is therefore the same as drawing the
number of units of each occupied cell from ``Multinomial(U, cell counts / U)``: a thousand
resamples cost a thousand multinomial draws over the occupied cells (or, when almost every unit
has its own cell, one ``numpy.bincount`` over a matrix of resampled unit indices), and all the
metrics of all resamples are computed together as arrays with a leading resample axis.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.metrics import _core as C
from cdaprep.metrics.biasamp import mals_from_counts

__all__ = ["bootstrap_metrics", "across_runs_interval", "PairedUnits", "metric_arrays"]

ROLE_ORIGINAL = "original"
ROLE_COUNTERFACTUAL = "counterfactual"
BAD_CONFIDENCE = "confidence must be between 0 and 1 (exclusive); got {value!r}."
BAD_N_BOOT = "n_boot must be a non-negative integer; got {value!r}."


@dataclass
class PairedUnits:
    """Units (pairs or lone original rows) encoded as cells of the count tables."""

    classes: list
    groups: list
    gi: int
    ri: int
    keys: np.ndarray  # occupied unit keys
    counts: np.ndarray  # units per key
    unit_cell: np.ndarray  # index into keys of every unit
    n_pairs: int = 0
    skipped_pairs: int = 0
    dropped_rows: int = 0
    missing_rows: int = 0
    has_pairs: bool = False
    info: dict = field(default_factory=dict)

    @property
    def k(self) -> int:
        return len(self.classes)

    def decode(self):
        """Per occupied cell: stat cell (or -1), y, pred under group, pred under reference."""
        k = self.k
        k3 = k**3 + 1
        s = self.keys // k3 - 1
        c = self.keys % k3 - 1
        y = np.where(c >= 0, c // (k * k), -1)
        pg = np.where(c >= 0, (c // k) % k, -1)
        pr = np.where(c >= 0, c % k, -1)
        return s, y, pg, pr

    def tables(self, counts: np.ndarray):
        """Count tables ``n[B, G, K, K]``, ``s_g[B, K, K]``, ``s_r[B, K, K]`` from cell counts."""
        counts = np.atleast_2d(counts).astype(float)
        b = counts.shape[0]
        s, y, pg, pr = self.decode()
        gkk = len(self.groups) * self.k * self.k
        kk = self.k * self.k
        rows = np.arange(b)[:, None]

        def scatter(cells, valid, size):
            idx = (rows * size + cells[None, valid]).ravel()
            w = counts[:, valid].ravel()
            return np.bincount(idx, weights=w, minlength=b * size).reshape(b, size)

        vs = s >= 0
        n = scatter(s, vs, gkk).reshape(b, len(self.groups), self.k, self.k)
        vc = y >= 0
        s_g = scatter(y * self.k + pg, vc, kk).reshape(b, self.k, self.k)
        s_r = scatter(y * self.k + pr, vc, kk).reshape(b, self.k, self.k)
        return n, s_g, s_r


def build_units(
    y_true,
    y_pred,
    sensitive_features,
    *,
    pair_ids=None,
    roles=None,
    group="female",
    reference_group="male",
    labels=None,
    extra_labels=None,
) -> PairedUnits:
    """Encode rows into units (see :class:`PairedUnits`)."""
    y = C.as_1d(y_true)
    p = C.as_1d(y_pred, what="y_pred")
    s = C.as_1d(sensitive_features, what="sensitive_features")
    C.check_length(len(y), p, "y_pred")
    C.check_length(len(y), s, "sensitive_features")
    classes, _ = C.class_list(labels, y, p, extra_labels)
    k = len(classes)
    yc, pc = C.encode(y, classes), C.encode(p, classes)
    if roles is not None:
        r = C.as_1d(roles, what="roles")
        C.check_length(len(y), r, "roles")
        is_orig = r == ROLE_ORIGINAL
    else:
        is_orig = np.ones(len(y), dtype=bool)
    groups = C.sorted_unique(s[is_orig])
    C.resolve_groups(groups, group, reference_group)
    gi, ri = groups.index(group), groups.index(reference_group)
    gc = C.encode(s, groups)
    n_rows = len(y)
    in_pair = np.zeros(n_rows, dtype=bool)
    c_of_row = np.full(n_rows, -1, dtype=np.int64)
    n_pairs = skipped = 0
    if pair_ids is not None:
        if roles is None:
            raise UsageError("pair_ids need roles (which row of a pair is the original)")
        ids = C.as_1d(pair_ids, what="pair_ids")
        C.check_length(n_rows, ids, "pair_ids")
        pid, _ = pd.factorize(pd.Series(np.asarray(ids, dtype=object), dtype=object))
        m = int(pid.max()) + 1 if len(pid) and pid.max() >= 0 else 0
        has = pid >= 0
        is_cf = r == ROLE_COUNTERFACTUAL
        cnt = np.bincount(pid[has], minlength=m)
        n_o = np.bincount(pid[has & is_orig], minlength=m)
        n_c = np.bincount(pid[has & is_cf], minlength=m)
        o_idx = np.full(m, -1, dtype=np.int64)
        c_idx = np.full(m, -1, dtype=np.int64)
        sel = np.nonzero(has & is_orig)[0]
        o_idx[pid[sel]] = sel
        sel = np.nonzero(has & is_cf)[0]
        c_idx[pid[sel]] = sel
        ok = (cnt == 2) & (n_o == 1) & (n_c == 1)
        oi, ci = o_idx[ok], c_idx[ok]
        go, gcf = gc[oi], gc[ci]
        good = (
            (((go == gi) & (gcf == ri)) | ((go == ri) & (gcf == gi)))
            & (yc[oi] == yc[ci])
            & (yc[oi] >= 0)
            & (pc[oi] >= 0)
            & (pc[ci] >= 0)
        )
        oi, ci, go = oi[good], ci[good], go[good]
        pg = np.where(go == gi, pc[oi], pc[ci])
        pr = np.where(go == gi, pc[ci], pc[oi])
        c_of_row[oi] = (yc[oi] * k + pg) * k + pr
        in_pair[oi] = True
        in_pair[ci] = True
        n_pairs = len(oi)
        skipped = m - n_pairs
    stat_ok = is_orig & (gc >= 0) & (yc >= 0) & (pc >= 0)
    s_of_row = np.where(stat_ok, (gc * k + yc) * k + pc, -1)
    unit = is_orig & (stat_ok | in_pair)
    key = (s_of_row[unit] + 1) * (k**3 + 1) + (c_of_row[unit] + 1)
    keys, unit_cell, counts = np.unique(key, return_inverse=True, return_counts=True)
    missing = int((is_orig & ((yc < 0) | (pc < 0))).sum())
    dropped = int((~is_orig & ~in_pair).sum())
    return PairedUnits(
        classes=classes,
        groups=groups,
        gi=gi,
        ri=ri,
        keys=keys,
        counts=counts,
        unit_cell=unit_cell,
        n_pairs=n_pairs,
        skipped_pairs=skipped,
        dropped_rows=dropped,
        missing_rows=missing,
        has_pairs=pair_ids is not None,
    )


@dataclass
class MetricContext:
    """What the metric kernel needs besides the count tables."""

    gi: int
    ri: int
    tasks: np.ndarray  # class indices used as BiasAmp tasks
    has_pairs: bool
    share: np.ndarray | None = None  # training share of `group` per class (None: from counts)
    train_at: np.ndarray | None = None  # training #(A_a, T_t) over all groups x tasks
    train_a: np.ndarray | None = None
    train_t: np.ndarray | None = None
    train_n: float | None = None


def metric_arrays(n: np.ndarray, s_g: np.ndarray, s_r: np.ndarray, ctx: MetricContext) -> dict:
    """All metrics from batched count tables; values have a leading resample axis."""
    out: dict[str, np.ndarray] = {}
    for rate in C.RATES_STAT:
        out[f"stat.{rate}"] = C.stat_rates(n, ctx.gi, rate)[0] - C.stat_rates(n, ctx.ri, rate)[0]
        if rate != "precision":
            out[f"rms.stat.{rate}"] = C.rms(out[f"stat.{rate}"])
    if ctx.has_pairs:
        for rate in C.RATES_CAUSAL:
            g = C.causal_rates(s_g, s_r, rate)[0] - C.causal_rates(s_r, s_g, rate)[0]
            out[f"causal.{rate}"] = g
            out[f"rms.causal.{rate}"] = C.rms(g)
    if ctx.share is not None:
        share = np.broadcast_to(ctx.share, out["stat.tpr"].shape)
    else:
        by_class = n.sum(-1)  # [B, G, K]
        share = C._div(by_class[..., ctx.gi, :], by_class.sum(-2))
    for rate in ("tpr", "fpr", "precision"):
        gaps = out[f"stat.{rate}"]
        out[f"sum_abs.{rate}"] = C.nansum_or_nan(np.abs(gaps), -1)
        out[f"pearson.{rate}"] = C.pearson(gaps, share)
    out["independence"] = C.nansum_or_nan(C.independence_terms(n), -1)
    sep = C.separation_terms(n)
    out["separation"] = C.nansum_or_nan(sep.reshape(sep.shape[:-2] + (-1,)), -1)
    suf = C.sufficiency_terms(n)
    out["sufficiency"] = C.nansum_or_nan(suf.reshape(suf.shape[:-2] + (-1,)), -1)
    # BiasAmp with the groups as attributes (true groups stand for predicted ones)
    t = ctx.tasks
    at_true = n.sum(-1)[..., t]  # [B, G, T]
    at_pred = n.sum(-2)[..., t]
    n_a = n.sum((-1, -2))
    n_t = n.sum((-1, -3))[..., t]
    tot = n.sum((-1, -2, -3))[..., None, None]
    if ctx.train_at is not None:
        y_at = ctx.train_at / ctx.train_n > np.outer(ctx.train_a, ctx.train_t) / ctx.train_n**2
        defined = np.outer(ctx.train_a > 0, ctx.train_t > 0)
    else:
        with np.errstate(invalid="ignore", divide="ignore"):
            y_at = at_true / tot > (n_a[..., :, None] / tot) * (n_t[..., None, :] / tot)
        defined = np.ones(y_at.shape[-2:], dtype=bool)
    delta = C._div(at_pred, n_a[..., :, None]) - C._div(at_true, n_a[..., :, None])
    contrib = np.where(defined, (2.0 * y_at - 1.0) * delta, np.nan)
    flat = contrib.reshape(contrib.shape[:-2] + (-1,))
    ok = np.isfinite(flat)
    with np.errstate(invalid="ignore", divide="ignore"):
        out["biasamp.A->T"] = np.where(
            ok.any(-1), np.where(ok, flat, 0).sum(-1) / ok.sum(-1), np.nan
        )
    if ctx.train_at is not None:
        base_at = np.broadcast_to(ctx.train_at, at_true.shape)
        base_t = np.broadcast_to(ctx.train_t, n_t.shape)
    else:
        base_at, base_t = at_true, n_t
    pred_t = n.sum((-2, -3))[..., t]
    out["biasamp_mals"] = mals_from_counts(base_at, base_t, at_pred, pred_t)
    return out


def _draw_counts(units: PairedUnits, b: int, rng: np.random.Generator) -> np.ndarray:
    n_units = int(units.counts.sum())
    n_cells = len(units.keys)
    if n_cells * 16 <= n_units:
        return rng.multinomial(n_units, units.counts / n_units, size=b)
    idx = rng.integers(0, n_units, size=(b, n_units), dtype=np.int64)
    cells = units.unit_cell[idx] + np.arange(b)[:, None] * n_cells
    return np.bincount(cells.ravel(), minlength=b * n_cells).reshape(b, n_cells)


def run_bootstrap(
    units: PairedUnits, ctx: MetricContext, *, n_boot: int, seed: int, chunk_cells: int = 4_000_000
) -> dict:
    """Metric arrays for ``n_boot`` resamples (leading axis ``n_boot``)."""
    rng = np.random.default_rng(seed)
    n_units = int(units.counts.sum())
    per = max(1, min(n_boot, chunk_cells // max(1, min(len(units.keys) * 4, n_units))))
    parts: list[dict] = []
    done = 0
    while done < n_boot:
        b = min(per, n_boot - done)
        counts = _draw_counts(units, b, rng)
        parts.append(metric_arrays(*units.tables(counts), ctx))
        done += b
    if not parts:
        return {}
    return {key: np.concatenate([p[key] for p in parts]) for key in parts[0]}


def percentile_interval(samples: np.ndarray, confidence: float):
    """(low, high, n_valid) percentile interval along axis 0, ignoring NaN resamples."""
    alpha = (1.0 - confidence) / 2.0
    ok = np.isfinite(samples)
    n_valid = ok.sum(0)
    with np.errstate(all="ignore"):
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            lo = np.nanpercentile(samples, 100 * alpha, axis=0)
            hi = np.nanpercentile(samples, 100 * (1 - alpha), axis=0)
    return lo, hi, n_valid


def make_context(
    units: PairedUnits,
    *,
    train_y=None,
    train_sensitive_features=None,
    group="female",
    pos_label=None,
) -> MetricContext:
    """Training statistics (group share per class, BiasAmp y_at counts) for the kernel."""
    classes = units.classes
    if pos_label is not None:
        if pos_label not in classes:
            raise UsageError(
                f"pos_label {pos_label!r} is not one of the labels: "
                + ", ".join(repr(c) for c in classes)
            )
        tasks = np.array([classes.index(pos_label)])
    else:
        tasks = np.arange(len(classes))
    ctx = MetricContext(gi=units.gi, ri=units.ri, tasks=tasks, has_pairs=units.has_pairs)
    if train_y is not None:
        ty = C.as_1d(train_y, what="train_y")
        ts = C.as_1d(train_sensitive_features, what="train_sensitive_features")
        C.check_length(len(ty), ts, "train_sensitive_features")
        yc = C.encode(ty, classes)
        gc = C.encode(ts, units.groups)
        k, g = len(classes), len(units.groups)
        ok = yc >= 0
        tot = np.bincount(yc[ok], minlength=k).astype(float)
        fem = np.bincount(yc[ok & (ts == units.groups[units.gi])], minlength=k).astype(float)
        ctx.share = C._div(fem, tot)
        both = ok & (gc >= 0)
        at = np.bincount(gc[both] * k + yc[both], minlength=g * k).reshape(g, k).astype(float)
        ctx.train_at = at[:, tasks]
        ctx.train_a = np.bincount(gc[gc >= 0], minlength=g).astype(float)
        ctx.train_t = tot[tasks]
        ctx.train_n = float(len(ty))
    return ctx


def bootstrap_metrics(
    y_true: Sequence | np.ndarray | pd.Series,
    y_pred: Sequence | np.ndarray | pd.Series,
    *,
    sensitive_features: Sequence | np.ndarray | pd.Series,
    pair_ids: Sequence | np.ndarray | pd.Series | None = None,
    roles: Sequence | np.ndarray | pd.Series | None = None,
    group: Any = "female",
    reference_group: Any = "male",
    labels: Sequence | None = None,
    train_y: Sequence | np.ndarray | pd.Series | None = None,
    train_sensitive_features: Sequence | np.ndarray | pd.Series | None = None,
    pos_label: Any = None,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
) -> dict[str, dict[str, Any]]:
    """Point estimates and seeded percentile-bootstrap intervals of every metric.

    Statistical metrics use the ``original`` rows (with their real group); causal metrics use
    the valid counterfactual pairs. The resampling unit is the individual, so the two rows of a
    pair are always resampled together. Keys of the result: ``stat.<rate>`` and
    ``causal.<rate>`` (per class), ``rms.stat.<rate>``, ``rms.causal.<rate>``,
    ``sum_abs.<rate>``, ``pearson.<rate>``, ``independence``, ``separation``, ``sufficiency``,
    ``biasamp.A->T`` and ``biasamp_mals``; each maps to ``value``, ``ci_low``, ``ci_high`` and
    ``n_valid`` (resamples where the metric is defined). ``labels`` lists the classes.

    Examples
    --------
    >>> r = bootstrap_metrics([0, 1, 0, 1], [0, 1, 1, 1], sensitive_features=["female",
    ...                       "female", "male", "male"], n_boot=200, seed=1)
    >>> float(r["rms.stat.tpr"]["value"]) >= 0
    True
    """
    if not isinstance(n_boot, (int, np.integer)) or n_boot < 0:
        raise UsageError(BAD_N_BOOT.format(value=n_boot))
    if not 0 < confidence < 1:
        raise UsageError(BAD_CONFIDENCE.format(value=confidence))
    units = build_units(
        y_true,
        y_pred,
        sensitive_features,
        pair_ids=pair_ids,
        roles=roles,
        group=group,
        reference_group=reference_group,
        labels=labels,
        extra_labels=None if train_y is None else C.as_1d(train_y, what="train_y"),
    )
    ctx = make_context(
        units,
        train_y=train_y,
        train_sensitive_features=train_sensitive_features,
        group=group,
        pos_label=pos_label,
    )
    point = {k: v[0] for k, v in metric_arrays(*units.tables(units.counts), ctx).items()}
    boot = run_bootstrap(units, ctx, n_boot=n_boot, seed=seed) if n_boot else {}
    result: dict[str, Any] = {"labels": units.classes, "units": units}
    for key, value in point.items():
        entry = {"value": value}
        if boot:
            lo, hi, nv = percentile_interval(boot[key], confidence)
            entry.update(ci_low=lo, ci_high=hi, n_valid=nv)
        result[key] = entry
    return result


def across_runs_interval(values: Sequence[float] | np.ndarray, *, z: float = 1.96):
    """Mean and ``mean -+ z * sd / sqrt(n)`` over runs (Wang and Russakovsky 2021, Sec. 5.2).

    ``values`` has one entry per run (or shape (runs, ...) for several numbers at once); NaN
    runs are left out. ``sd`` uses ``ddof=1``; with fewer than two runs the interval is NaN.

    Returns
    -------
    dict
        ``mean``, ``ci_low``, ``ci_high``, ``sd`` and ``n`` (runs used).

    Examples
    --------
    >>> r = across_runs_interval([0.1, 0.2, 0.3])
    >>> round(r["mean"], 3), round(r["ci_high"] - r["mean"], 4)
    (0.2, 0.1132)
    """
    v = np.asarray(values, dtype=float)
    ok = np.isfinite(v)
    n = ok.sum(0)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(n > 0, np.where(ok, v, 0).sum(0) / np.maximum(n, 1), np.nan)
        dev = np.where(ok, v - mean, 0.0)
        sd = np.where(n > 1, np.sqrt((dev**2).sum(0) / np.maximum(n - 1, 1)), np.nan)
        half = z * sd / np.sqrt(n)

    def f(x):
        return float(x) if np.ndim(x) == 0 else x

    return {
        "mean": f(mean),
        "ci_low": f(mean - half),
        "ci_high": f(mean + half),
        "sd": f(sd),
        "n": int(n) if np.ndim(n) == 0 else n,
    }
