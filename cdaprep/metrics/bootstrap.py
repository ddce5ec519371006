"""Every metric of a paired evaluation set at once, with vectorised bootstrap intervals.

The unit of resampling is the *individual*: a counterfactual pair set (its original row and its
counterfactual rows travel together) or an original row without a valid pair set. Every metric
is a function of the count tables of :mod:`cdaprep.metrics._core`, and those are sums over units
of a per-unit cell. Resampling ``U`` units with replacement is therefore the same as drawing the
number of units of each occupied cell from ``Multinomial(U, cell counts / U)``: a thousand
resamples cost a thousand multinomial draws over the occupied cells (or, when almost every unit
has its own cell, one ``numpy.bincount`` over a matrix of resampled unit indices), and all the
metrics of all resamples are computed together as arrays with a leading resample axis.

Any number of groups: the gaps of every *compared* group (``group`` first) are taken against
one ``reference_group``. A unit's cell holds its prediction under ``do(G=q)`` for every paired
group ``q`` (the compared groups, then the reference), so the causal gaps of all groups come
from the same individuals and the same resamples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.groups import group_list
from cdaprep.metrics import _core as C
from cdaprep.metrics.biasamp import mals_from_counts

__all__ = [
    "bootstrap_metrics",
    "across_runs_interval",
    "PairedUnits",
    "metric_arrays",
    "class_selection",
    "RMS_CLASSES",
]

ROLE_ORIGINAL = "original"
ROLE_COUNTERFACTUAL = "counterfactual"
BAD_CONFIDENCE = "confidence must be between 0 and 1 (exclusive); got {value!r}."
BAD_N_BOOT = "n_boot must be a non-negative integer; got {value!r}."
BAD_MIN_COUNT = "min_count must be a non-negative integer; got {value!r}."
#: Which classes the RMS figures count (``rms_classes=``, ``--rms-classes``): ``common`` = the
#: classes where both the statistical and the causal gap of the rate are counted, ``each`` =
#: every figure over its own classes.
RMS_CLASSES = ("common", "each")
BAD_RMS_CLASSES = "rms_classes must be one of 'common', 'each'; got {value!r}."
#: Metrics over all groups at once (not one per compared group).
NOT_PER_GROUP = ("independence", "separation", "sufficiency", "biasamp")


def check_selection_options(min_count: Any, rms_classes: Any) -> None:
    """Usage errors for ``min_count`` / ``rms_classes``."""
    if isinstance(min_count, bool) or not isinstance(min_count, (int, np.integer)) or min_count < 0:
        raise UsageError(BAD_MIN_COUNT.format(value=min_count))
    if rms_classes not in RMS_CLASSES:
        raise UsageError(BAD_RMS_CLASSES.format(value=rms_classes))


def _unique_rows(mat: np.ndarray):
    """``numpy.unique`` over the rows of a non-negative integer matrix, rows in lexicographic
    order -> (rows, inverse, counts). A mixed-radix key is used when it fits in int64."""
    if mat.shape[0] == 0:
        return mat, np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    bases = mat.max(0).astype(np.int64) + 1
    if float(np.prod(bases.astype(float))) < 2.0**62:
        mult = np.ones(len(bases), dtype=np.int64)
        for j in range(len(bases) - 2, -1, -1):
            mult[j] = mult[j + 1] * bases[j + 1]
        key = mat.astype(np.int64) @ mult
        _, first, inverse, counts = np.unique(
            key, return_index=True, return_inverse=True, return_counts=True
        )
        return mat[first], inverse.reshape(-1), counts
    rows, inverse, counts = np.unique(mat, axis=0, return_inverse=True, return_counts=True)
    return rows, inverse.reshape(-1), counts


@dataclass
class PairedUnits:
    """Units (pair sets or lone original rows) encoded as cells of the count tables.

    ``keys`` has one row per occupied cell: the statistical cell (group, true class, prediction)
    of the unit's original row, the unit's true class, and its prediction under ``do(G=q)`` for
    every paired group ``q`` (:attr:`paired_groups`), each plus one (0 = no such value).
    """

    classes: list
    groups: list  # groups of the original rows (statistical tables)
    gi: int  # index of `group` in groups (-1: no original row of it)
    ri: int  # index of `reference_group` in groups (-1: none)
    keys: np.ndarray  # occupied cells, one per row
    counts: np.ndarray  # units per cell
    unit_cell: np.ndarray  # index into keys of every unit
    n_pairs: int = 0
    skipped_pairs: int = 0
    dropped_rows: int = 0
    missing_rows: int = 0  # evaluated rows (any role) with a missing label or prediction
    missing_original_rows: int = 0
    no_group_rows: int = 0  # rows (any role) with a missing group
    no_group_original_rows: int = 0
    skipped_no_prediction: int = 0  # skipped pair ids with a row that has no prediction
    skipped_no_original: int = 0  # skipped pair ids with no original row (no group assigned)
    skipped_no_label: int = 0  # of the others: a row without a label
    skipped_labels_differ: int = 0  # of the others: rows of different labels
    has_pairs: bool = False
    info: dict = field(default_factory=dict)
    compared: list = field(default_factory=list)  # groups compared with the reference
    reference: Any = None
    stat_index: list = field(default_factory=list)  # index in groups of each compared group

    @property
    def k(self) -> int:
        return len(self.classes)

    @property
    def paired_groups(self) -> list:
        """The compared groups, then the reference (the group axis of the pair tables)."""
        return [*self.compared, self.reference]

    def decode(self):
        """Per occupied cell: stat cell (or -1), y (or -1), predictions under each paired group."""
        width = 2 + len(self.paired_groups)
        m = np.asarray(self.keys, dtype=np.int64).reshape(len(self.keys), width) - 1
        return m[:, 0], m[:, 1], m[:, 2:]

    def tables(self, counts: np.ndarray):
        """Count tables from cell counts: ``n[B, G, K, K]`` (original rows by group, true
        class and prediction) and ``S[B, Q, K, K]`` (valid pair sets by true class and
        prediction under ``do(G=q)``, ``q`` in :attr:`paired_groups`)."""
        counts = np.atleast_2d(counts).astype(float)
        b = counts.shape[0]
        s, y, preds = self.decode()
        k = self.k
        gkk = len(self.groups) * k * k
        kk = k * k
        rows = np.arange(b)[:, None]

        def scatter(cells, valid, size):
            idx = (rows * size + cells[None, valid]).ravel()
            w = counts[:, valid].ravel()
            return np.bincount(idx, weights=w, minlength=b * size).reshape(b, size)

        n = scatter(s, s >= 0, gkk).reshape(b, len(self.groups), k, k)
        vc = y >= 0
        pair_tables = [
            scatter(y * k + preds[:, q], vc, kk).reshape(b, k, k) for q in range(preds.shape[1])
        ]
        return n, np.stack(pair_tables, axis=1)


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
    groups=None,
    group_column: str | None = None,
    where: str = "",
) -> PairedUnits:
    """Encode rows into units (see :class:`PairedUnits`).

    ``group_column`` (and ``where``, e.g. ``"preds.csv: "``) name the column
    ``sensitive_features`` comes from, for an error about a group it does not hold.

    A pair id is a valid pair set when it has exactly one ``original`` row, exactly one row of
    every paired group (the compared groups and the reference; rows of other groups are not
    part of this evaluation and are ignored), every other row ``counterfactual``, one known true
    label on all its rows and a known prediction on every row of a paired group. For two groups
    this is "one original and one counterfactual row, one of each group, same label".
    """
    y = C.as_1d(y_true)
    p = C.as_1d(y_pred, what="y_pred")
    s = C.group_values(sensitive_features, owner="bootstrap_metrics")
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
    stat_groups = C.sorted_unique(s[is_orig])
    present = C.sorted_unique(s) if pair_ids is not None else stat_groups
    column = None
    if group_column is not None:
        scope = " (original rows)" if pair_ids is None and roles is not None else ""
        column = {"column": group_column, "where": where, "scope": scope}
    compared = C.compared_groups(present, group, reference_group, groups, column)
    paired = [*compared, reference_group]
    nq = len(paired)
    stat_index = [stat_groups.index(g) if g in stat_groups else -1 for g in compared]
    ri = stat_groups.index(reference_group) if reference_group in stat_groups else -1
    gc = C.encode(s, stat_groups)
    n_rows = len(y)
    in_pair = np.zeros(n_rows, dtype=bool)
    y_of_row = np.full(n_rows, -1, dtype=np.int64)
    p_of_row = np.full((n_rows, nq), -1, dtype=np.int64)
    n_pairs = skipped = skipped_no_pred = skipped_no_orig = 0
    skipped_no_label = skipped_labels_differ = 0
    counted = is_orig.copy()  # rows of the evaluation: originals and paired counterfactuals
    if pair_ids is not None:
        if roles is None:
            raise UsageError("pair_ids need roles (which row of a pair is the original)")
        ids = C.as_1d(pair_ids, what="pair_ids")
        C.check_length(n_rows, ids, "pair_ids")
        pid, _ = pd.factorize(pd.Series(np.asarray(ids, dtype=object), dtype=object))
        m = int(pid.max()) + 1 if len(pid) and pid.max() >= 0 else 0
        has = pid >= 0
        is_cf = r == ROLE_COUNTERFACTUAL
        qc = C.encode(s, paired)
        inq = has & (qc >= 0)
        member = inq | (has & is_orig)
        cnt = np.bincount(pid[member], minlength=m)
        n_o = np.bincount(pid[has & is_orig], minlength=m)
        n_c = np.bincount(pid[member & is_cf], minlength=m)
        per_q = np.bincount(pid[inq] * nq + qc[inq], minlength=m * nq).reshape(m, nq)
        y_lo = np.full(m, np.iinfo(np.int64).max, dtype=np.int64)
        y_hi = np.full(m, -2, dtype=np.int64)
        np.minimum.at(y_lo, pid[member], yc[member])
        np.maximum.at(y_hi, pid[member], yc[member])
        preds = np.full((m, nq), -1, dtype=np.int64)
        preds[pid[inq], qc[inq]] = pc[inq]
        ok = (
            (n_o == 1)
            & (n_c == cnt - 1)
            & (per_q == 1).all(1)
            & (y_lo == y_hi)
            & (y_lo >= 0)
            & (preds >= 0).all(1)
        )
        o_idx = np.full(m, -1, dtype=np.int64)
        sel = np.nonzero(has & is_orig)[0]
        o_idx[pid[sel]] = sel
        good = np.nonzero(ok)[0]
        oi = o_idx[good]
        y_of_row[oi] = y_lo[good]
        p_of_row[oi] = preds[good]
        in_pair = member & ok[np.where(has, pid, 0)] & has
        n_pairs = len(good)
        skipped = m - n_pairs
        no_pred = np.bincount(pid[member & (pc < 0)], minlength=m) > 0
        skipped_no_pred = int((~ok & no_pred).sum())
        no_orig = (n_o == 0) & (cnt > 0)
        skipped_no_orig = int((~ok & no_orig).sum())
        # the other causes, each pair id counted once after those two
        rest = ~ok & ~no_pred & ~no_orig & (cnt > 0)
        no_label = np.bincount(pid[member & (yc < 0)], minlength=m) > 0
        skipped_no_label = int((rest & no_label).sum())
        skipped_labels_differ = int((rest & ~no_label & (y_lo != y_hi)).sum())
        counted = counted | member
    stat_ok = is_orig & (gc >= 0) & (yc >= 0) & (pc >= 0)
    s_of_row = np.where(stat_ok, (gc * k + yc) * k + pc, -1)
    unit = is_orig & (stat_ok | in_pair)
    mat = np.column_stack([s_of_row[unit], y_of_row[unit], p_of_row[unit]]) + 1
    keys, unit_cell, counts = _unique_rows(mat)
    lacking = (yc < 0) | (pc < 0)
    missing = int((counted & lacking).sum())
    missing_original = int((is_orig & lacking).sum())
    no_group = ~C.known(s)
    dropped = int((~is_orig & ~in_pair).sum())
    return PairedUnits(
        classes=classes,
        groups=stat_groups,
        gi=stat_index[0],
        ri=ri,
        keys=keys,
        counts=counts,
        unit_cell=unit_cell,
        n_pairs=n_pairs,
        skipped_pairs=skipped,
        dropped_rows=dropped,
        missing_rows=missing,
        missing_original_rows=missing_original,
        no_group_rows=int(no_group.sum()),
        no_group_original_rows=int((is_orig & no_group).sum()),
        skipped_no_prediction=skipped_no_pred,
        skipped_no_original=skipped_no_orig,
        skipped_no_label=skipped_no_label,
        skipped_labels_differ=skipped_labels_differ,
        has_pairs=pair_ids is not None,
        compared=compared,
        reference=reference_group,
        stat_index=stat_index,
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
    compared: list = field(default_factory=list)  # groups compared with the reference
    stat_index: list = field(default_factory=list)  # their index in the stat tables (-1: none)
    shares: list | None = None  # training share per compared group (None: from counts)
    masks: list | None = None  # per compared group: summary key -> classes it counts (bool[K])


def group_key(j: int, group: Any, key: str):
    """Key of a per-group metric: plain for the first compared group, ``(group, key)`` else."""
    return key if j == 0 else (group, key)


def _keep(values: np.ndarray, mask: np.ndarray | None) -> np.ndarray:
    return values if mask is None else np.where(mask, values, np.nan)


def _stat_gap(n: np.ndarray, gi: int, ri: int, rate: str):
    """(gap[..., K], group denominators, reference denominators); NaN / 0 for a missing group."""
    shape = n.shape[:-3] + n.shape[-1:]
    rg, dg = C.stat_rates(n, gi, rate) if gi >= 0 else (np.full(shape, np.nan), np.zeros(shape))
    rr, dr = C.stat_rates(n, ri, rate) if ri >= 0 else (np.full(shape, np.nan), np.zeros(shape))
    return rg - rr, dg, dr


def _causal_gap(S: np.ndarray, j: int, rate: str):
    """(gap[..., K], pairs in the denominator) of compared group ``j`` against the reference."""
    sg, sr = S[..., j, :, :], S[..., -1, :, :]
    rg, den = C.causal_rates(sg, sr, rate)
    return rg - C.causal_rates(sr, sg, rate)[0], den


def share_of(n: np.ndarray, ctx: MetricContext, j: int, shape) -> np.ndarray:
    """Share of compared group ``j`` per class: from training data when given, else from the
    original rows of ``n[B, G, K, K]``."""
    if ctx.shares is not None:
        return np.broadcast_to(ctx.shares[j], shape)
    gi = ctx.stat_index[j]
    if gi < 0:
        return np.full(shape, np.nan)
    by_class = n.sum(-1)  # [B, G, K]
    return C._div(by_class[..., gi, :], by_class.sum(-2))


def metric_arrays(n: np.ndarray, S: np.ndarray, ctx: MetricContext) -> dict:
    """All metrics from batched count tables; values have a leading resample axis.

    Gap metrics of the first compared group have plain keys (``stat.tpr``, ``rms.causal.tpr``,
    ...), those of the other compared groups ``(group, key)``; ``ctx.masks`` restricts which
    classes each summary counts (all classes with a defined gap when ``None``).
    """
    out: dict[Any, np.ndarray] = {}
    for j, name in enumerate(ctx.compared):
        masks = ctx.masks[j] if ctx.masks else {}
        gi = ctx.stat_index[j]
        for rate in C.RATES_STAT:
            gap = _stat_gap(n, gi, ctx.ri, rate)[0]
            out[group_key(j, name, f"stat.{rate}")] = gap
            if rate != "precision":
                kept = _keep(gap, masks.get(f"rms.stat.{rate}"))
                out[group_key(j, name, f"rms.stat.{rate}")] = C.rms(kept)
        if ctx.has_pairs:
            for rate in C.RATES_CAUSAL:
                gap = _causal_gap(S, j, rate)[0]
                out[group_key(j, name, f"causal.{rate}")] = gap
                kept = _keep(gap, masks.get(f"rms.causal.{rate}"))
                out[group_key(j, name, f"rms.causal.{rate}")] = C.rms(kept)
        share = share_of(n, ctx, j, out[group_key(j, name, "stat.tpr")].shape)
        for rate in ("tpr", "fpr", "precision"):
            gaps = _keep(out[group_key(j, name, f"stat.{rate}")], masks.get(f"sum_abs.{rate}"))
            out[group_key(j, name, f"sum_abs.{rate}")] = C.nansum_or_nan(np.abs(gaps), -1)
            out[group_key(j, name, f"pearson.{rate}")] = C.pearson(gaps, share)
    out["independence"] = C.nansum_or_nan(C.independence_terms(n), -1)
    sep = C.separation_terms(n)
    out["separation"] = C.nansum_or_nan(sep.reshape(sep.shape[:-2] + (-1,)), -1)
    suf = C.sufficiency_terms(n)
    out["sufficiency"] = C.nansum_or_nan(suf.reshape(suf.shape[:-2] + (-1,)), -1)
    # BiasAmp with the groups as attributes (true groups stand for predicted ones)
    contrib = biasamp_terms(n, ctx)
    flat = contrib.reshape(contrib.shape[:-2] + (-1,))
    ok = np.isfinite(flat)
    with np.errstate(invalid="ignore", divide="ignore"):
        out["biasamp.A->T"] = np.where(
            ok.any(-1), np.where(ok, flat, 0).sum(-1) / ok.sum(-1), np.nan
        )
    t = ctx.tasks
    at_pred = n.sum(-2)[..., t]
    if ctx.train_at is not None:
        base_at = np.broadcast_to(ctx.train_at, at_pred.shape)
        base_t = np.broadcast_to(ctx.train_t, at_pred.shape[:-2] + at_pred.shape[-1:])
    else:
        base_at, base_t = n.sum(-1)[..., t], n.sum((-1, -3))[..., t]
    pred_t = n.sum((-2, -3))[..., t]
    out["biasamp_mals"] = mals_from_counts(base_at, base_t, at_pred, pred_t)
    return out


def biasamp_terms(n: np.ndarray, ctx: MetricContext) -> np.ndarray:
    """BiasAmp A->T contribution per (group, task) -> [..., G, T] (NaN where undefined)."""
    t = ctx.tasks
    at_true = n.sum(-1)[..., t]  # [B, G, T]
    at_pred = n.sum(-2)[..., t]
    n_a = n.sum((-1, -2))
    n_t = n.sum((-1, -3))[..., t]
    tot = n.sum((-1, -2, -3))[..., None, None]
    if ctx.train_at is not None:
        y_at = C.positive_association(
            ctx.train_at, ctx.train_a[:, None], ctx.train_t[None, :], ctx.train_n
        )
        defined = np.outer(ctx.train_a > 0, ctx.train_t > 0)
    else:
        y_at = C.positive_association(at_true, n_a[..., :, None], n_t[..., None, :], tot)
        defined = np.ones(y_at.shape[-2:], dtype=bool)
    delta = C._div(at_pred, n_a[..., :, None]) - C._div(at_true, n_a[..., :, None])
    return np.where(defined, (2.0 * y_at - 1.0) * delta, np.nan)


def class_selection(
    n: np.ndarray,
    S: np.ndarray,
    ctx: MetricContext,
    *,
    min_count: int = 0,
    rms_classes: str = "each",
) -> list[dict]:
    """Which classes every summary counts, per compared group, from point-estimate tables.

    A per-class gap is *counted* when it is defined and its denominators reach ``min_count``:
    for a statistical gap both groups' (examples of the class for TPR, of the other classes for
    FPR, all examples for PPR, predictions of the class for precision), for a causal gap the
    pairs (of the class, of the other classes, all). A defined gap below ``min_count`` is
    *low*: reported, flagged, left out of every summary. With ``rms_classes="common"`` the
    statistical and the causal RMS of a rate count the same classes, those counted by both.
    Sums of |gaps| and Pearson correlations count the classes whose statistical gap is counted.

    Returns
    -------
    list of dict
        Per compared group: ``{"masks": {summary key: bool[K]}, "low": {per-class key:
        bool[K]}}``.
    """
    out = []
    for j in range(len(ctx.compared)):
        ok: dict[str, np.ndarray] = {}
        low: dict[str, np.ndarray] = {}
        for rate in C.RATES_STAT:
            gap, dg, dr = _stat_gap(n, ctx.stat_index[j], ctx.ri, rate)
            small = np.minimum(dg, dr) < min_count
            low[f"stat.{rate}"] = np.isfinite(gap) & small
            ok[f"stat.{rate}"] = np.isfinite(gap) & ~small
        if ctx.has_pairs:
            for rate in C.RATES_CAUSAL:
                gap, den = _causal_gap(S, j, rate)
                small = den < min_count
                low[f"causal.{rate}"] = np.isfinite(gap) & small
                ok[f"causal.{rate}"] = np.isfinite(gap) & ~small
        masks = {}
        for rate in C.RATES_CAUSAL:
            stat = ok[f"stat.{rate}"]
            if ctx.has_pairs:
                causal = ok[f"causal.{rate}"]
                if rms_classes == "common":
                    stat = causal = stat & causal
                masks[f"rms.causal.{rate}"] = causal
            masks[f"rms.stat.{rate}"] = stat
        for rate in ("tpr", "fpr", "precision"):
            masks[f"sum_abs.{rate}"] = masks[f"pearson.{rate}"] = ok[f"stat.{rate}"]
        out.append({"masks": masks, "low": low})
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
    ctx = MetricContext(
        gi=units.gi,
        ri=units.ri,
        tasks=tasks,
        has_pairs=units.has_pairs,
        compared=list(units.compared),
        stat_index=list(units.stat_index),
    )
    if train_y is not None:
        ty = C.as_1d(train_y, what="train_y")
        ts = C.as_1d(train_sensitive_features, what="train_sensitive_features")
        C.check_length(len(ty), ts, "train_sensitive_features")
        # a label of the training data only is no class of the evaluation, but its rows are
        # training rows: they count in P(A) and P(T) of BiasAmp's y_at
        all_classes, _ = C.class_list(classes, ty)
        yc = C.encode(ty, all_classes)
        gc = C.encode(ts, units.groups)
        k, g = len(classes), len(units.groups)
        # every training statistic over the same rows: those with a label and a group
        ok = (yc >= 0) & C.known(ts)
        tot = np.bincount(yc[ok], minlength=len(all_classes))[:k].astype(float)
        ctx.shares = [
            C._div(np.bincount(yc[ok & (ts == name)], minlength=len(all_classes))[:k], tot)
            for name in units.compared
        ]
        ctx.share = ctx.shares[0]
        both = ok & (gc >= 0)
        at = np.bincount(gc[both] * len(all_classes) + yc[both], minlength=g * len(all_classes))
        ctx.train_at = at.reshape(g, len(all_classes))[:, tasks].astype(float)
        ctx.train_a = np.bincount(gc[both], minlength=g).astype(float)
        ctx.train_t = tot[tasks]
        ctx.train_n = float(ok.sum())
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
    groups: Sequence | None = None,
    min_count: int = 0,
    rms_classes: str = "each",
) -> dict[str, Any]:
    """Point estimates and seeded percentile-bootstrap intervals of every metric.

    Statistical metrics use the ``original`` rows (with their real group); causal metrics use
    the valid counterfactual pair sets. The resampling unit is the individual, so the rows of a
    pair set are always resampled together. Keys of the result: ``stat.<rate>`` and
    ``causal.<rate>`` (per class), ``rms.stat.<rate>``, ``rms.causal.<rate>``,
    ``sum_abs.<rate>``, ``pearson.<rate>``, ``independence``, ``separation``, ``sufficiency``,
    ``biasamp.A->T`` and ``biasamp_mals``; each maps to ``value``, ``ci_low``, ``ci_high`` and
    ``n_valid`` (resamples where the metric is defined). ``labels`` lists the classes.

    Gaps are ``group`` minus ``reference_group``. ``groups`` (default: every group in the data
    but the reference, ``none`` and ``mixed``; a string is read as ``--groups`` is,
    ``"female,neutral"``) are all compared with the reference; with more
    than one, ``result["by_group"][g]`` holds the gap metrics of each (the plain keys are those
    of ``group``). ``min_count`` and ``rms_classes`` choose the classes of the summaries (see
    :func:`class_selection`); the defaults (0, ``"each"``) count every class with a defined gap,
    while :func:`cdaprep.metrics.evaluate` defaults to ``min_count=10``, ``"common"``.

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
    check_selection_options(min_count, rms_classes)
    groups = group_list(groups, owner="bootstrap_metrics")
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
        groups=groups,
    )
    ctx = make_context(
        units,
        train_y=train_y,
        train_sensitive_features=train_sensitive_features,
        group=group,
        pos_label=pos_label,
    )
    n, S = units.tables(units.counts)
    if min_count or rms_classes != "each":
        sel = class_selection(n[0], S[0], ctx, min_count=min_count, rms_classes=rms_classes)
        ctx.masks = [s["masks"] for s in sel]
    point = {k: v[0] for k, v in metric_arrays(n, S, ctx).items()}
    boot = run_bootstrap(units, ctx, n_boot=n_boot, seed=seed) if n_boot else {}
    result: dict[str, Any] = {"labels": units.classes, "units": units}
    by_group: dict[Any, dict] = {}
    for key, value in point.items():
        entry = {"value": value}
        if boot:
            lo, hi, nv = percentile_interval(boot[key], confidence)
            entry.update(ci_low=lo, ci_high=hi, n_valid=nv)
        if isinstance(key, tuple):
            by_group.setdefault(key[0], {})[key[1]] = entry
        else:
            result[key] = entry
            if len(units.compared) > 1 and not key.startswith(NOT_PER_GROUP):
                by_group.setdefault(units.compared[0], {})[key] = entry
    if len(units.compared) > 1:
        result["by_group"] = {g: by_group[g] for g in units.compared}
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
