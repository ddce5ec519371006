"""Metrics agree with slow from-the-definition implementations; the worked examples of Wang and
Russakovsky 2021."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.metrics import _core as C
from cdaprep.metrics import (
    across_runs_interval,
    biasamp,
    biasamp_by_pair,
    biasamp_mals,
    biasamp_threshold_agnostic,
    bootstrap_metrics,
    calibrate_threshold,
    causal_gaps,
    group_share,
    independence,
    performance_gap_summary,
    rms_gap,
    separation,
    statistical_gaps,
    sufficiency,
)
from cdaprep.metrics import bootstrap as B

TOL = 1e-12
F, M = "female", "male"


# ------------------------------------------------------------------------------------------
# slow reference implementations: plain loops over rows, straight from the definitions
# ------------------------------------------------------------------------------------------


def mean_or_nan(xs):
    xs = list(xs)
    return sum(xs) / len(xs) if xs else math.nan


def ref_rate(y, p, s, grp, k, rate):
    rows = [(yi, pi) for yi, pi, si in zip(y, p, s) if si == grp]
    if rate == "tpr":
        return mean_or_nan(1.0 if pi == k else 0.0 for yi, pi in rows if yi == k)
    if rate == "fpr":
        return mean_or_nan(1.0 if pi == k else 0.0 for yi, pi in rows if yi != k)
    if rate == "ppr":
        return mean_or_nan(1.0 if pi == k else 0.0 for yi, pi in rows)
    return mean_or_nan(1.0 if yi == k else 0.0 for yi, pi in rows if pi == k)


def ref_stat_gaps(y, p, s, rate, classes, g=F, r=M):
    return [ref_rate(y, p, s, g, k, rate) - ref_rate(y, p, s, r, k, rate) for k in classes]


def ref_pairs(y, p, s, pid, g=F, r=M):
    by = {}
    for yi, pi, si, ii in zip(y, p, s, pid):
        by.setdefault(ii, []).append((yi, pi, si))
    out = []
    for rows in by.values():
        if len(rows) != 2:
            continue
        d = {si: (yi, pi) for yi, pi, si in rows}
        if set(d) != {g, r} or d[g][0] != d[r][0]:
            continue
        out.append((d[g][0], d[g][1], d[r][1]))
    return out


def ref_causal_gaps(y, p, s, pid, rate, classes, g=F, r=M):
    pairs = ref_pairs(y, p, s, pid, g, r)
    res = []
    for k in classes:
        if rate == "tpr":
            sel = [q for q in pairs if q[0] == k]
        elif rate == "fpr":
            sel = [q for q in pairs if q[0] != k]
        else:
            sel = pairs
        res.append(mean_or_nan((q[1] == k) - (q[2] == k) for q in sel))
    return res


def ref_rms(values):
    vals = [v for v in values if not math.isnan(v)]
    return math.sqrt(sum(v * v for v in vals) / len(vals)) if vals else math.nan


def ref_dist(values, support):
    n = len(values)
    return [sum(1 for v in values if v == c) / n for c in support] if n else None


def ref_kl(pv, qv):
    return sum(a * math.log(a / b) for a, b in zip(pv, qv) if a > 0)


def ref_w1(pv, qv):
    total, cp, cq = 0.0, 0.0, 0.0
    for a, b in zip(pv[:-1], qv[:-1]):
        cp += a
        cq += b
        total += abs(cp - cq)
    return total


def ref_independence(y, p, s, classes):
    groups = sorted(set(s))
    marg = ref_dist(p, classes)
    return sum(
        ref_kl(ref_dist([pi for pi, si in zip(p, s) if si == z], classes), marg) for z in groups
    )


def ref_separation(y, p, s, classes):
    total = 0.0
    for yy in classes:
        marg = ref_dist([pi for yi, pi in zip(y, p) if yi == yy], classes)
        for z in sorted(set(s)):
            cond = ref_dist([pi for yi, pi, si in zip(y, p, s) if yi == yy and si == z], classes)
            if cond is not None:
                total += ref_kl(cond, marg)
    return total


def ref_sufficiency(y, p, s, classes):
    total = 0.0
    for c in classes:
        marg = ref_dist([yi for yi, pi in zip(y, p) if pi == c], classes)
        for z in sorted(set(s)):
            cond = ref_dist([yi for yi, pi, si in zip(y, p, s) if pi == c and si == z], classes)
            if cond is not None:
                total += ref_w1(cond, marg)
    return total


def ref_pearson(xs, ys):
    pts = [(a, b) for a, b in zip(xs, ys) if not (math.isnan(a) or math.isnan(b))]
    n = len(pts)
    if n < 3:  # two points correlate at +1 or -1 whatever the data: undefined
        return math.nan
    mx = sum(a for a, _ in pts) / n
    my = sum(b for _, b in pts) / n
    sxy = sum((a - mx) * (b - my) for a, b in pts)
    sxx = sum((a - mx) ** 2 for a, _ in pts)
    syy = sum((b - my) ** 2 for _, b in pts)
    return sxy / math.sqrt(sxx * syy)


def ref_share(y, s, classes, g=F):
    out = []
    for k in classes:
        rows = [si for yi, si in zip(y, s) if yi == k]
        out.append(sum(1 for si in rows if si == g) / len(rows) if rows else math.nan)
    return out


def ref_biasamp_terms(T, That, A, Ahat, direction, T_tr=None, A_tr=None):
    """T, That: list of sets of positive tasks per row; A, Ahat: list of group per row."""
    tasks = sorted({t for row in T + That + (T_tr or []) for t in row}, key=str)
    groups = sorted(set(A) | set(A_tr or []), key=str)
    base_T, base_A = (T_tr, A_tr) if T_tr is not None else (T, A)
    nb = len(base_T)
    terms = {}
    for a in groups:
        for t in tasks:
            p_at = sum(1 for ti, ai in zip(base_T, base_A) if ai == a and t in ti) / nb
            p_a = sum(1 for ai in base_A if ai == a) / nb
            p_t = sum(1 for ti in base_T if t in ti) / nb
            if T_tr is not None and (p_a == 0 or p_t == 0):
                continue  # y_at undefined: group or task absent from the training data
            y_at = 1 if p_at > p_a * p_t else 0
            if direction == "A->T":
                rows = [i for i, ai in enumerate(A) if ai == a]
                if not rows:
                    continue
                d = (
                    sum(1 for i in rows if t in That[i]) - sum(1 for i in rows if t in T[i])
                ) / len(rows)
            else:
                rows = [i for i, ti in enumerate(T) if t in ti]
                if not rows:
                    continue
                d = (
                    sum(1 for i in rows if Ahat[i] == a) - sum(1 for i in rows if A[i] == a)
                ) / len(rows)
            terms[(a, t)] = y_at * d + (1 - y_at) * (-d)
    return terms


def ref_biasamp(*args, **kw):
    terms = ref_biasamp_terms(*args, **kw)
    return sum(terms.values()) / len(terms)


def ref_mals(T, That, A, Ahat, T_tr=None, A_tr=None):
    tasks = sorted({t for row in T + That for t in row}, key=str)
    groups = sorted(set(A), key=str)
    base_T, base_A = (T_tr, A_tr) if T_tr is not None else (T, A)
    total, n_tasks = 0.0, 0
    for t in tasks:
        base_rows = [i for i, ti in enumerate(base_T) if t in ti]
        pred_rows = [i for i, ti in enumerate(That) if t in ti]
        if not base_rows or not pred_rows:
            continue
        n_tasks += 1
        for a in groups:
            p_base = sum(1 for i in base_rows if base_A[i] == a) / len(base_rows)
            y_at = 1 if p_base > 1 / len(groups) else 0
            p_pred = sum(1 for i in pred_rows if Ahat[i] == a) / len(pred_rows)
            total += y_at * (p_pred - p_base)
    return total / n_tasks


# ------------------------------------------------------------------------------------------
# random data
# ------------------------------------------------------------------------------------------


def random_data(seed, n=240, k=5, groups=(F, M), missing_cell=True):
    rng = np.random.default_rng(seed)
    classes = [f"c{i}" for i in range(k)]
    y = rng.choice(classes, n, p=rng.dirichlet(np.ones(k)))
    s = rng.choice(list(groups), n)
    p = np.where(rng.random(n) < 0.6, y, rng.choice(classes, n))
    if missing_cell:  # class c0 has no women; class c1 never predicted for men
        s[y == "c0"] = M
        p[(s == M) & (p == "c1")] = "c2"
    return y.tolist(), p.tolist(), s.tolist(), classes


def random_pairs(seed, n_pairs=150, k=4):
    """A paired evaluation frame: original + counterfactual rows, some broken pairs."""
    rng = np.random.default_rng(seed)
    classes = list(range(k))
    rows = []
    for i in range(n_pairs):
        y = int(rng.integers(k))
        g = F if rng.random() < 0.5 else M
        cf = M if g == F else F
        po = y if rng.random() < 0.7 else int(rng.integers(k))
        pc = po if rng.random() < 0.6 else int(rng.integers(k))
        rows.append((y, po, g, i, "original"))
        rows.append((y, pc, cf, i, "counterfactual"))
    for j in range(10):  # originals without a counterfactual
        y = int(rng.integers(k))
        rows.append((y, int(rng.integers(k)), F if j % 2 else M, 1000 + j, "original"))
    df = pd.DataFrame(rows, columns=["y", "p", "g", "pid", "role"])
    return df, classes


def assert_close(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    assert a.shape == b.shape
    assert np.array_equal(np.isnan(a), np.isnan(b)), (a, b)
    ok = ~np.isnan(a)
    assert np.max(np.abs(a[ok] - b[ok]), initial=0.0) <= TOL, (a, b)


# ------------------------------------------------------------------------------------------
# acceptance 1: the worked examples of Wang and Russakovsky 2021
# ------------------------------------------------------------------------------------------


def shortcoming1():
    y, a = [], []
    for grp, n0, n1 in (("A1", 10, 40), ("A2", 40, 10), ("A3", 10, 20)):
        y += [0] * n0 + [1] * n1
        a += [grp] * (n0 + n1)
    # correct on A1, always 0 on A2, always 1 on A3
    p = [yi if ai == "A1" else (0 if ai == "A2" else 1) for yi, ai in zip(y, a)]
    return y, p, a


def shortcoming2():
    y = [0] * 60 + [1] * 30 + [0] * 10 + [1] * 20
    a = ["A1"] * 90 + ["A2"] * 30
    p = [0] * 90 + [1] * 30  # always 0 on A1, always 1 on A2
    return y, p, a


@pytest.mark.parametrize("data, expected", [(shortcoming1, 0.1778), (shortcoming2, 0.3333)])
def test_paper_002_worked_examples(data, expected):
    y, p, a = data()
    # the attribute is always predicted correctly; training = test statistics (Sec. 3.2)
    a_to_t = biasamp(y, p, sensitive_features=a, pos_label=1, train_y=y, train_sensitive_features=a)
    t_to_a = biasamp(
        y,
        p,
        sensitive_features=a,
        attribute_pred=a,
        direction="T->A",
        pos_label=1,
        train_y=y,
        train_sensitive_features=a,
    )
    assert round(a_to_t, 4) == expected
    assert t_to_a == 0.0
    # without training data y_at comes from the test labels: same here
    assert round(biasamp(y, p, sensitive_features=a, pos_label=1), 4) == expected


def test_paper_002_mals_values():
    y, p, a = shortcoming1()
    # Eq. 1 measures 0 although bias is amplified (shortcoming 1)
    assert biasamp_mals(y, p, sensitive_features=a, pos_label=1) == pytest.approx(0.0, abs=1e-15)
    keep = [i for i, ai in enumerate(a) if ai != "A3"]
    y2, a2 = [y[i] for i in keep], [a[i] for i in keep]
    p2 = [p[i] for i in keep]
    assert biasamp_mals(y2, p2, sensitive_features=a2, pos_label=1) == pytest.approx(0.2)
    p3 = [yi if ai == "A2" else 1 for yi, ai in zip(y2, a2)]
    assert biasamp_mals(y2, p3, sensitive_features=a2, pos_label=1) == pytest.approx(50 / 60 - 0.8)
    y, p, a = shortcoming2()
    assert biasamp_mals(y, p, sensitive_features=a, pos_label=1) == pytest.approx(-0.6)


# ------------------------------------------------------------------------------------------
# acceptance 2: every metric against its definition on random data
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("rate", ["tpr", "fpr", "ppr", "precision"])
def test_statistical_gaps_match_definition(seed, rate):
    y, p, s, classes = random_data(seed)
    t = statistical_gaps(y, p, sensitive_features=s, rate=rate)
    assert list(t.index) == classes
    assert_close(t["gap"], ref_stat_gaps(y, p, s, rate, classes))
    # NaN gaps always carry a reason, defined gaps never do
    assert (t["gap"].isna() == t["reason"].notna()).all()
    assert_close(rms_gap(t), ref_rms(ref_stat_gaps(y, p, s, rate, classes)))


@pytest.mark.parametrize("seed", range(6))
def test_reference_group_flips_sign(seed):
    y, p, s, _ = random_data(seed)
    a = statistical_gaps(y, p, sensitive_features=s, group=F, reference_group=M)
    b = statistical_gaps(y, p, sensitive_features=s, group=M, reference_group=F)
    assert_close(a["gap"], -b["gap"])


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("rate", ["tpr", "fpr", "ppr"])
def test_causal_gaps_match_definition(seed, rate):
    df, classes = random_pairs(seed)
    t = causal_gaps(df.y, df.p, sensitive_features=df.g, pair_ids=df.pid, rate=rate)
    assert_close(t["gap"], ref_causal_gaps(df.y, df.p, df.g, df.pid, rate, classes))
    assert t.attrs["skipped_pairs"] == 10


@pytest.mark.parametrize("seed", range(6))
def test_fairness_distances_match_definition(seed):
    y, p, s, classes = random_data(seed, groups=(F, M, "nonbinary"))
    assert_close(independence(y, p, sensitive_features=s), ref_independence(y, p, s, classes))
    assert_close(separation(y, p, sensitive_features=s), ref_separation(y, p, s, classes))
    assert_close(sufficiency(y, p, sensitive_features=s), ref_sufficiency(y, p, s, classes))


def test_sufficiency_depends_on_label_order():
    y, p, s, classes = random_data(3)
    a = sufficiency(y, p, sensitive_features=s, labels=classes)
    b = sufficiency(y, p, sensitive_features=s, labels=classes[::-1][1:] + classes[-1:])
    assert a != pytest.approx(b)
    c = ref_sufficiency(y, p, s, classes[::-1][1:] + classes[-1:])
    assert_close(b, c)


@pytest.mark.parametrize("seed", range(6))
def test_performance_gap_summary_matches_definition(seed):
    y, p, s, classes = random_data(seed)
    ty, _, ts, _ = random_data(seed + 100, n=500, missing_cell=False)
    for train in (False, True):
        kw = dict(train_y=ty, train_sensitive_features=ts) if train else {}
        got = performance_gap_summary(y, p, sensitive_features=s, **kw)
        share = ref_share(ty, ts, classes) if train else ref_share(y, s, classes)
        for rate in ("tpr", "fpr", "precision"):
            gaps = ref_stat_gaps(y, p, s, rate, classes)
            assert_close(
                got.loc[rate, "sum_abs_gap"], sum(abs(g) for g in gaps if not math.isnan(g))
            )
            assert_close(got.loc[rate, "pearson"], ref_pearson(gaps, share))


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("direction", ["A->T", "T->A"])
@pytest.mark.parametrize("train", [False, True])
def test_biasamp_matches_definition(seed, direction, train):
    y, p, s, classes = random_data(seed, groups=(F, M, "nonbinary"), missing_cell=False)
    rng = np.random.default_rng(seed)
    ahat = [si if rng.random() < 0.8 else str(rng.choice([F, M, "nonbinary"])) for si in s]
    ty, _, ts, _ = random_data(seed + 50, n=400, groups=(F, M, "nonbinary"), missing_cell=False)
    kw = dict(train_y=ty, train_sensitive_features=ts) if train else {}
    got = biasamp(y, p, sensitive_features=s, attribute_pred=ahat, direction=direction, **kw)
    T = [{yi} for yi in y]
    That = [{pi} for pi in p]
    ref_kw = dict(T_tr=[{v} for v in ty], A_tr=ts) if train else {}
    assert_close(got, ref_biasamp(T, That, s, ahat, direction, **ref_kw))
    got_m = biasamp_mals(y, p, sensitive_features=s, attribute_pred=ahat, **kw)
    assert_close(got_m, ref_mals(T, That, s, ahat, **ref_kw))


@pytest.mark.parametrize("seed", range(4))
def test_biasamp_multilabel_and_intersectional(seed):
    rng = np.random.default_rng(seed)
    n, nt = 200, 3
    Y = (rng.random((n, nt)) < 0.4).astype(int)
    P = np.where(rng.random((n, nt)) < 0.8, Y, 1 - Y)
    race = rng.choice(["b", "w"], n)
    gender = rng.choice([F, M], n)
    sf = pd.DataFrame({"race": race, "gender": gender})
    got = biasamp(
        pd.DataFrame(Y, columns=list("xyz")),
        pd.DataFrame(P, columns=list("xyz")),
        sensitive_features=sf,
    )
    T = [{t for t, v in zip("xyz", row) if v} for row in Y]
    That = [{t for t, v in zip("xyz", row) if v} for row in P]
    A = [(r, g) for r, g in zip(race, gender)]
    assert_close(got, ref_biasamp(T, That, A, A, "A->T"))
    table = biasamp_by_pair(Y, P, sensitive_features=sf)
    assert len(table) == 4 * 3
    assert set(table["attribute"]) == {"b & female", "b & male", "w & female", "w & male"}
    terms = ref_biasamp_terms(T, That, A, A, "A->T")
    assert_close(sorted(table["contribution"]), sorted(terms.values()))


def test_biasamp_threshold_agnostic_matches_loop():
    rng = np.random.default_rng(0)
    n = 300
    y = (rng.random(n) < 0.4).astype(int)
    score = np.clip(y * 0.3 + rng.random(n) * 0.7, 0, 1)
    s = rng.choice([F, M], n)
    taus = np.linspace(0, 1, 21)
    got, curve = biasamp_threshold_agnostic(
        y, score, sensitive_features=s, thresholds=taus, detail=True
    )
    vals = []
    for t in taus:
        pred = [{0} if sc >= t else set() for sc in score]
        vals.append(ref_biasamp([{0} if v else set() for v in y], pred, list(s), list(s), "A->T"))
    assert_close(curve["biasamp"], vals)
    integral = sum(
        (vals[i] + vals[i + 1]) / 2 * (taus[i + 1] - taus[i]) for i in range(len(taus) - 1)
    )
    assert abs(got - integral) <= 1e-12


def test_calibrate_threshold_matches_training_rate():
    rng = np.random.default_rng(1)
    scores = rng.random(1000)
    train = (rng.random(5000) < 0.23).astype(int)
    t = calibrate_threshold(scores, train_y=train)
    assert (scores >= t).sum() == round(1000 * train.mean())
    multi = calibrate_threshold(np.c_[scores, scores[::-1]], positive_rate=[0.1, 0.5])
    assert (scores >= multi[0]).sum() == 100 and (scores[::-1] >= multi[1]).sum() == 500
    assert (scores >= calibrate_threshold(scores, positive_rate=0.0)).sum() == 0


# ------------------------------------------------------------------------------------------
# bootstrap: point values, resampling equivalence, pairs together, seeds
# ------------------------------------------------------------------------------------------


def ref_all(df, classes, train=None):
    """Reference values of the bootstrap keys computed on a (resampled) frame."""
    orig = df[df.role == "original"]
    y, p, s = orig.y.tolist(), orig.p.tolist(), orig.g.tolist()
    out = {}
    for rate in ("tpr", "fpr", "ppr", "precision"):
        out[f"stat.{rate}"] = ref_stat_gaps(y, p, s, rate, classes)
    for rate in ("tpr", "fpr", "ppr"):
        out[f"causal.{rate}"] = ref_causal_gaps(df.y, df.p, df.g, df.pid, rate, classes)
        out[f"rms.causal.{rate}"] = ref_rms(out[f"causal.{rate}"])
        out[f"rms.stat.{rate}"] = ref_rms(out[f"stat.{rate}"])
    share = ref_share(train[0], train[1], classes) if train else ref_share(y, s, classes)
    for rate in ("tpr", "fpr", "precision"):
        g = out[f"stat.{rate}"]
        out[f"sum_abs.{rate}"] = sum(abs(v) for v in g if not math.isnan(v))
        out[f"pearson.{rate}"] = ref_pearson(g, share)
    out["independence"] = ref_independence(y, p, s, classes)
    out["separation"] = ref_separation(y, p, s, classes)
    out["sufficiency"] = ref_sufficiency(y, p, s, classes)
    T, That = [{v} for v in y], [{v} for v in p]
    kw = dict(T_tr=[{v} for v in train[0]], A_tr=train[1]) if train else {}
    out["biasamp.A->T"] = ref_biasamp(T, That, s, s, "A->T", **kw)
    out["biasamp_mals"] = ref_mals(T, That, s, s, **kw)
    return out


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("train", [False, True])
def test_bootstrap_point_values_match_definition(seed, train):
    df, classes = random_pairs(seed)
    tr = None
    kw = {}
    if train:
        rng = np.random.default_rng(seed + 9)
        tr = ([int(v) for v in rng.integers(0, 4, 400)], list(rng.choice([F, M], 400)))
        kw = dict(train_y=tr[0], train_sensitive_features=tr[1])
    res = bootstrap_metrics(
        df.y, df.p, sensitive_features=df.g, pair_ids=df.pid, roles=df.role, n_boot=0, **kw
    )
    ref = ref_all(df, classes, tr)
    for key, value in ref.items():
        assert_close(res[key]["value"], value)


@pytest.mark.parametrize("seed", range(3))
def test_bootstrap_resample_equals_recomputation_on_resampled_rows(seed):
    """One resample of units through the count tables = the definition on the resampled rows."""
    df, classes = random_pairs(seed)
    units = B.build_units(df.y, df.p, df.g, pair_ids=df.pid, roles=df.role)
    ctx = B.make_context(units)
    # units are the original rows (pairs and lone originals), in row order
    orig_idx = np.nonzero((df.role == "original").to_numpy())[0]
    rng = np.random.default_rng(seed)
    pick = rng.integers(0, len(orig_idx), len(orig_idx))
    counts = np.bincount(units.unit_cell[pick], minlength=len(units.keys))
    got = B.metric_arrays(*units.tables(counts), ctx)
    # rebuild the resampled frame; a pair drawn twice becomes two pairs with new ids
    parts = []
    for j, u in enumerate(pick):
        pid = df.pid.iloc[orig_idx[u]]
        part = df[df.pid == pid].copy()
        part["pid"] = j
        parts.append(part)
    ref = ref_all(pd.concat(parts), classes)
    for key, value in ref.items():
        assert_close(got[key][0], value)


def test_bootstrap_vectorised_paths_agree_in_distribution_and_are_seeded():
    df, _ = random_pairs(0, n_pairs=400)
    args = dict(sensitive_features=df.g, pair_ids=df.pid, roles=df.role, n_boot=300)
    a = bootstrap_metrics(df.y, df.p, seed=5, **args)
    b = bootstrap_metrics(df.y, df.p, seed=5, **args)
    c = bootstrap_metrics(df.y, df.p, seed=6, **args)
    assert_close(a["rms.causal.tpr"]["ci_low"], b["rms.causal.tpr"]["ci_low"])
    assert a["rms.causal.tpr"]["ci_low"] != c["rms.causal.tpr"]["ci_low"]
    lo, hi = a["rms.causal.tpr"]["ci_low"], a["rms.causal.tpr"]["ci_high"]
    assert lo <= a["rms.causal.tpr"]["value"] <= hi
    units = B.build_units(df.y, df.p, df.g, pair_ids=df.pid, roles=df.role)
    rng = np.random.default_rng(0)
    n_units = int(units.counts.sum())
    # multinomial path and index path: same mean cell counts
    idx = rng.integers(0, n_units, size=(4000, n_units))
    cells = np.bincount(
        (units.unit_cell[idx] + np.arange(4000)[:, None] * len(units.keys)).ravel()
    ).reshape(4000, -1)
    multi = rng.multinomial(n_units, units.counts / n_units, size=4000)
    assert np.allclose(cells.mean(0), multi.mean(0), atol=0.3)
    assert np.allclose(cells.var(0), multi.var(0), rtol=0.25, atol=0.3)


def test_across_runs_interval_matches_formula():
    vals = [0.12, 0.18, 0.09, 0.2]
    r = across_runs_interval(vals)
    mean = sum(vals) / 4
    sd = math.sqrt(sum((v - mean) ** 2 for v in vals) / 3)
    assert abs(r["mean"] - mean) < TOL
    assert abs(r["ci_low"] - (mean - 1.96 * sd / 2)) < TOL
    assert abs(r["ci_high"] - (mean + 1.96 * sd / 2)) < TOL
    assert math.isnan(across_runs_interval([0.3])["ci_low"])


# ------------------------------------------------------------------------------------------
# acceptance 4: edge cases
# ------------------------------------------------------------------------------------------


def test_unknown_group_message():
    with pytest.raises(UsageError) as e:
        statistical_gaps([1, 0], [1, 0], sensitive_features=["F", "M"])
    assert str(e.value) == C.UNKNOWN_GROUP.format(group="female", present="'F', 'M'")
    t = statistical_gaps(
        [1, 0], [1, 0], sensitive_features=["F", "M"], group="F", reference_group="M"
    )
    assert len(t) == 2


def test_length_mismatch_message():
    with pytest.raises(UsageError) as e:
        statistical_gaps([1, 0, 1], [1, 0], sensitive_features=[F, M, F])
    assert str(e.value) == C.LENGTH_MISMATCH.format(what="y_pred", n=3, m=2)


def test_class_without_a_group_gives_nan_with_reason():
    y = ["nurse", "nurse", "dj", "dj"]
    p = ["nurse", "dj", "dj", "dj"]
    s = [F, F, M, M]  # no female dj, no male nurse
    t = statistical_gaps(y, p, sensitive_features=s, rate="tpr")
    assert math.isnan(t.loc["dj", "gap"])
    assert t.loc["dj", "reason"] == C.REASON_NO_POSITIVES.format(group=F, label="dj")
    assert t.loc["nurse", "reason"] == C.REASON_NO_POSITIVES.format(group=M, label="nurse")
    # rms ignores the undefined classes (never a silent 0) and is NaN when none is left
    assert math.isnan(rms_gap(t))
    prec = statistical_gaps(y, p, sensitive_features=s, rate="precision")
    assert prec.loc["nurse", "reason"] == C.REASON_NOT_PREDICTED.format(label="nurse", group=M)


def test_causal_class_without_pairs_reason():
    t = causal_gaps([1, 1], [1, 0], sensitive_features=[F, M], pair_ids=[7, 7], labels=[1, 2])
    assert t.loc[1, "gap"] == 1.0
    assert math.isnan(t.loc[2, "gap"])
    assert t.loc[2, "reason"] == C.REASON_NO_PAIRS_POS.format(label=2)


def test_labels_in_predictions_but_not_in_training():
    y = ["a", "a", "b", "b", "c", "c"]
    p = ["a", "b", "b", "c", "c", "c"]
    s = [F, M, F, M, F, M]
    share = group_share(["a", "b", "a"], sensitive_features=[F, M, M], labels=["a", "b", "c"])
    assert math.isnan(share["c"])
    got = performance_gap_summary(
        y, p, sensitive_features=s, train_y=["a", "b", "a"], train_sensitive_features=[F, M, M]
    )
    # "c" has no share: left out of the correlation; 2 classes remain
    assert (got["n_classes"] <= 2).all()
    table = biasamp_by_pair(
        y, p, sensitive_features=s, train_y=["a", "b", "a"], train_sensitive_features=[F, M, M]
    )
    c_rows = table[table.task == "c"]
    assert c_rows["contribution"].isna().all()
    assert (
        c_rows["reason"] == "task 'c' has no examples in the training data, so y_at is undefined"
    ).all()
    assert np.isfinite(
        biasamp(
            y, p, sensitive_features=s, train_y=["a", "b", "a"], train_sensitive_features=[F, M, M]
        )
    )


def test_t_to_a_needs_attribute_predictions():
    with pytest.raises(UsageError, match="attribute_pred"):
        biasamp([1, 0], [1, 0], sensitive_features=[F, M], direction="T->A")
    with pytest.raises(UsageError, match="'direction' parameter"):
        biasamp([1, 0], [1, 0], sensitive_features=[F, M], direction="sideways")


def test_inputs_are_not_mutated():
    df, _ = random_pairs(1)
    before = df.copy()
    bootstrap_metrics(
        df.y, df.p, sensitive_features=df.g, pair_ids=df.pid, roles=df.role, n_boot=10
    )
    pd.testing.assert_frame_equal(df, before)


def test_biasamp_leaves_out_rows_with_a_missing_prediction_or_group():
    # worked from Eq. 1 and 2 on the six complete rows (female: y a,b,b / p a,b,a; male:
    # y a,b,a / p a,b,b): A->T y_at = 1 for (f, b) and (m, a), every |Delta| = 1/3 against
    # the training direction -> -1/3; MALS: y_at = 1 for (m, a) and (f, b), each Delta = 1/3 -
    # 2/3 -> (-1/3 - 1/3) / 2 tasks = -1/3. A row without a prediction is not a prediction of
    # "another class", and a row without a group belongs to no group.
    y = ["a", "a", "b", "b", "a", "b", "a", "b"]
    p = ["a", None, "b", "a", "a", "b", "b", "b"]
    s = [F, F, F, F, M, M, M, None]
    assert biasamp(y, p, sensitive_features=s) == pytest.approx(-1 / 3, abs=TOL)
    assert biasamp_mals(y, p, sensitive_features=s) == pytest.approx(-1 / 3, abs=TOL)
    table = biasamp_by_pair(y, p, sensitive_features=s)
    assert table["delta"].abs().tolist() == pytest.approx([1 / 3] * 4, abs=TOL)
    r = bootstrap_metrics(y, p, sensitive_features=s, group=F, reference_group=M, n_boot=0)
    assert r["biasamp.A->T"]["value"] == pytest.approx(-1 / 3, abs=TOL)
    assert r["biasamp_mals"]["value"] == pytest.approx(-1 / 3, abs=TOL)


def test_training_statistics_count_only_rows_with_a_label_and_a_group():
    # training rows with a label and a group: female 6 a / 4 b, male 7 a / 3 b (N = 20), so
    # P(male, a) = 7/20 > P(male) P(a) = 10/20 * 13/20: men go with a, women with b. 40 male
    # rows without a label must not make P(male) = 50/60 and flip that direction. The model
    # predicts a for women and b for men: against the training direction, -1/2 (App. A.1).
    ty = ["a"] * 6 + ["b"] * 4 + ["a"] * 7 + ["b"] * 3 + [None] * 40
    ts = [F] * 10 + [M] * 50
    y, p, s = ["a", "b", "a", "b"], ["a", "a", "b", "b"], [F, F, M, M]
    train = dict(train_y=ty, train_sensitive_features=ts)
    assert biasamp(y, p, sensitive_features=s, **train) == pytest.approx(-0.5, abs=TOL)
    r = bootstrap_metrics(y, p, sensitive_features=s, n_boot=0, **train)
    assert r["biasamp.A->T"]["value"] == pytest.approx(-0.5, abs=TOL)
    # % women per class among training rows of known gender: a row without a group is
    # neither a woman nor a man
    share = group_share(["a", "a", "a", "a", "b"], sensitive_features=[F, M, M, None, M])
    assert share.tolist() == pytest.approx([1 / 3, 0.0], abs=TOL)
    r = bootstrap_metrics(
        ["a", "a", "b", "b"],
        ["a", "b", "b", "a"],
        sensitive_features=[F, M, F, M],
        train_y=["a", "a", "a", "a", "b"],
        train_sensitive_features=[F, M, M, None, M],
        n_boot=0,
    )
    # MALS base P(male | a) = 2/3 (not 2/4, which is not > 1/2): y_at = 1 for (male, a) and
    # (male, b); Delta = P(male | a^) - 2/3 = 1/2 - 2/3 and P(male | b^) - 1 = 1/2 - 1,
    # over the 2 tasks
    assert r["biasamp_mals"]["value"] == pytest.approx((-1 / 6 - 1 / 2) / 2, abs=TOL)


def test_pearson_of_two_classes_is_undefined_with_its_reason():
    # two classes correlate at +1 or -1 whatever the data; the reason said "fewer than two"
    y = ["a", "a", "b", "b"] * 3
    p = ["a", "b", "b", "b"] * 3
    s = [F, M, F, M] * 3
    got = performance_gap_summary(y, p, sensitive_features=s)
    assert math.isnan(got.loc["tpr", "pearson"])
    assert "fewer than three classes" in got.loc["tpr", "reason"]


def test_python_metric_functions_read_group_spellings_as_the_steps_do():
    # statistical_gaps with 'Female' next to 'female' gave a NaN gap ("no examples of group
    # 'female'") and independence summed three groups, where evaluate and every step read
    # 'Female' as female
    from cdaprep.errors import DataWarning

    y, p = ["a", "a", "b", "b"] * 3, ["a", "b", "b", "b"] * 3
    clean = [F, M, F, M] * 3
    messy = ["Female", M, " female ", "MALE"] * 3
    for fn in (statistical_gaps, independence):
        want = fn(y, p, sensitive_features=clean)
        with pytest.warns(DataWarning, match=r"spell a known group .*'Female'"):
            got = fn(y, p, sensitive_features=messy)
        if isinstance(want, pd.DataFrame):
            pd.testing.assert_frame_equal(got, want)
        else:
            assert got == pytest.approx(want)
    with pytest.warns(DataWarning):
        assert biasamp(y, p, sensitive_features=messy) == pytest.approx(
            biasamp(y, p, sensitive_features=clean)
        )
