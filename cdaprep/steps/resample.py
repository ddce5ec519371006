"""``undersample`` / ``oversample``: balance groups within each label (per label x group cell).

Which rows are dropped or repeated is a pure function of (seed, step key, row id), so the output
is identical for every batch size, worker count and engine (docs/architecture.md, "Randomness"):

* undersampling keeps, in each cell, the ``t`` rows with the smallest random key;
* oversampling keeps every row and adds ``t - n`` repeats drawn with replacement from the cell,
  the j-th draw picking a row of the cell (ordered by row id) from the random key of
  (seed, step key, cell, j). Repeats follow their original row and get derived row ids.

Only the row id, label, group (and ``stratify``) columns of every row are held in memory for the
sampling plan; text streams.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError
from cdaprep.groups import (
    absent_groups_warning,
    canonical_group,
    group_list,
    is_missing,
    lacking_groups_warning,
    read_group_column,
    unknown_groups_warning,
)
from cdaprep.rng import derive_ids, hash_ids, stream_key, uniform
from cdaprep.steps.base import (
    ROW_ID,
    FittedStep,
    StepContext,
    as_list,
    check_distinct_roles,
    row_ref,
)
from cdaprep.steps.registry import register_step

__all__ = ["Undersample", "Oversample", "parse_cell_key"]


def parse_cell_key(key: Any) -> tuple:
    """A target-dict key as a tuple: ``("nurse", "male")`` or ``"nurse x male"`` (config files)."""
    if isinstance(key, tuple):
        return key
    if isinstance(key, str):
        return tuple(p.strip() for p in key.split(" x "))
    raise UsageError(
        f"a sampling target key must be a (label, group) tuple or 'label x group'; got {key!r}"
    )


def _target_key(key: Any) -> tuple[str, ...]:
    """A target key as the cell key it names, its group read as every group value is
    (:func:`cdaprep.groups.canonical_group`: ``"nurse x Female"`` names the cell of
    ``female``).

    Examples
    --------
    >>> _target_key("nurse x Female"), _target_key(("nurse", " MALE "))
    (('nurse', 'female'), ('nurse', 'male'))
    """
    parts = tuple(map(str, parse_cell_key(key)))
    group = canonical_group(parts[-1])
    return (*parts[:-1], parts[-1] if group is None else str(group))


class _Resample(FittedStep):
    """Shared machinery of :class:`Undersample` and :class:`Oversample`."""

    _mode: ClassVar[str] = ""

    def __init__(
        self,
        *,
        label_column: str = "label",
        group_column: str = "gender",
        target: str | dict | Callable = "label",
        groups: str | list[str] | None = None,
        stratify: list[str] | None = None,
    ):
        self.label_column = label_column
        self.group_column = group_column
        # dict keys are kept as "label x group" strings so the config stays JSON/TOML-clean
        if isinstance(target, dict):
            target = {" x ".join(map(str, parse_cell_key(k))): v for k, v in target.items()}
        self.target = target
        self.groups = group_list(groups, owner=type(self).__name__)
        self.stratify = stratify
        check_distinct_roles(
            [
                ("--label-column (label_column)", label_column),
                ("--group-column (group_column)", group_column),
                *(("stratify", c) for c in as_list(stratify)),
            ],
            owner=type(self).__name__,
        )
        if isinstance(target, str) and target not in ("label", "auto"):
            raise UsageError(
                f"The 'target' parameter of {type(self).__name__} must be 'label', 'auto', a "
                f"dict of (label, group) -> count or a callable. Got {target!r} instead."
            )

    def reads(self) -> list[str]:
        return [*as_list(self.stratify), self.label_column, self.group_column]

    def config_gaps(self) -> list[str]:
        if not callable(self.target):
            return []
        what = getattr(self.target, "__qualname__", type(self.target).__name__)
        return [
            f"has a Python callable as its target ({what}), which a config cannot hold; "
            "give the counts it returns as a dict of 'label x group' -> count instead"
        ]

    def fit_columns(self) -> list[str]:
        return self.reads()

    # -- statistics --------------------------------------------------------------------------
    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        for c in [*as_list(self.stratify), self.label_column]:
            na = batch[c].isna().to_numpy()
            if na.any():
                raise DataError(
                    f"{row_ref(batch, int(np.flatnonzero(na)[0]), ctx)} has no value in column "
                    f"{c!r}; resampling needs a label for every row (fill or drop it first)"
                )
        out = pd.DataFrame({c: batch[c].tolist() for c in self.reads()})
        out[self.group_column] = read_group_column(batch[self.group_column]).values
        out[ROW_ID] = batch[ROW_ID].tolist()
        return out

    def _targets(self, counts: dict[tuple, int]) -> dict[tuple, int]:
        """Target count per cell. Cell keys: (*stratify, label, group)."""
        pick = min if self._mode == "under" else max
        t = self.target
        if isinstance(t, str):
            out = {}
            if t == "label":
                by_label: dict[tuple, list[int]] = {}
                for k, n in counts.items():
                    by_label.setdefault(k[:-1], []).append(n)
                for k in counts:
                    out[k] = pick(by_label[k[:-1]])
            else:  # "auto": every cell (within a stratum) gets the min/max over all cells
                by_stratum: dict[tuple, list[int]] = {}
                for k, n in counts.items():
                    by_stratum.setdefault(k[:-2], []).append(n)
                for k in counts:
                    out[k] = pick(by_stratum[k[:-2]])
            return out
        if callable(t):
            res = t(dict(counts))
            if not isinstance(res, dict):
                raise UsageError(
                    f"the target callable of {type(self).__name__} must return a "
                    f"dict of cell -> count; got {type(res).__name__}"
                )
            t = res
        want = {_target_key(k): v for k, v in t.items()}
        out = {}
        for k, n in counts.items():
            k_str = tuple(map(str, k))
            short = k_str[len(as_list(self.stratify)) :]
            v = want.get(k_str, want.get(short, n))
            if not isinstance(v, int | np.integer) or v < 0:
                raise UsageError(f"sampling target for cell {k} must be a count >= 0; got {v!r}")
            if self._mode == "under" and v > n:
                raise UsageError(
                    f"cannot undersample cell {' x '.join(map(str, k))} from {n} "
                    f"to {v} rows; use Oversample to add rows"
                )
            if self._mode == "over" and v < n:
                raise UsageError(
                    f"cannot oversample cell {' x '.join(map(str, k))} from {n} "
                    f"down to {v} rows; use Undersample to drop rows"
                )
            out[k] = int(v)
        have = {tuple(map(str, k)) for k in counts}
        unknown = set(want) - have - {k[len(as_list(self.stratify)) :] for k in have}
        if unknown:
            raise UsageError(
                f"sampling target names cells with no rows: {sorted(map(str, unknown))}"
            )
        return out

    def fit(self, partials: list, ctx: StepContext) -> _Resample:
        cols = self.reads()
        frame = (
            pd.concat(partials, ignore_index=True)
            if partials
            else pd.DataFrame({c: [] for c in [*cols, ROW_ID]})
        )
        read = read_group_column(frame[self.group_column])
        scope = read.in_scope(self.groups)
        unknown = read.unknown()
        left_out = frame.loc[~scope, self.group_column].map(
            lambda v: "(missing)" if is_missing(v) else str(v)
        )
        frame = frame[scope]
        key = stream_key(ctx.seed, ctx.key)
        counts: dict[tuple, int] = {}
        plan: dict[Any, int] = {}
        cells = frame.groupby(cols, sort=True, dropna=False)[ROW_ID]
        for cell, ids in cells:
            cell = cell if isinstance(cell, tuple) else (cell,)
            counts[cell] = len(ids)
        targets = self._targets(counts)
        for cell, ids in cells:
            cell = cell if isinstance(cell, tuple) else (cell,)
            ids = ids.to_numpy(dtype=object)
            t = targets[cell]
            if self._mode == "under":
                if t < len(ids):
                    order = np.argsort(hash_ids(key, ids), kind="stable")
                    for rid in ids[order[t:]]:
                        plan[rid] = 0
            else:
                extra = t - len(ids)
                if extra > 0:
                    ordered = ids[np.argsort(_sortable(ids), kind="stable")]
                    ckey = stream_key(ctx.seed, ctx.key, *map(str, cell))
                    picks = np.floor(uniform(ckey, np.arange(extra)) * len(ordered)).astype(int)
                    for j in picks:
                        rid = ordered[j]
                        plan[rid] = plan.get(rid, 1) + 1
        self.counts_ = counts
        self.not_balanced_ = {str(k): int(v) for k, v in left_out.value_counts().items()}
        self.targets_ = targets
        self.unknown_groups_ = unknown
        self.plan_ = plan  # under: {dropped row id: 0}; over: {row id: copies incl. itself}
        return self

    def fit_mismatch(self, given: dict[str, Any]) -> str:
        """The first cell whose rows differ between the fit ``given`` and this one."""
        before, now = given.get("counts_", {}), self.counts_
        for cell in [*now, *(c for c in before if c not in now)]:
            if before.get(cell) != now.get(cell):
                n = now.get(cell, 0)
                return (
                    f"cell {' x '.join(map(str, cell))!r} has {n} row{'' if n == 1 else 's'} "
                    f"here and had {before.get(cell, 0)} there"
                )
        return "the same counts per cell, but other rows (row ids)"

    def fit_report(self) -> dict[str, Any]:
        self._check_fitted()
        return {
            "cells": {
                " x ".join(map(str, k)): {"before": n, "after": self.targets_[k]}
                for k, n in self.counts_.items()
            },
            "rows_not_balanced_by_group": dict(sorted(self.not_balanced_.items())),
            "rows_of_unknown_groups": dict(sorted(self.unknown_groups_.items())),
            "warnings": self.warnings(),
        }

    def warnings(self) -> list[str]:
        """What the user should know about the fit: group values that are not known groups,
        balanced as groups of their own because ``groups`` was not given; or groups given
        that no row has (a misspelling); labels that lack a row of some balanced group, which
        no resampling can balance."""
        self._check_fitted()
        if self.groups is not None:
            present = {cell[-1] for cell in self.counts_} | {
                g for g in self.not_balanced_ if g != "(missing)"
            }
            msg = absent_groups_warning(self.name, self.group_column, self.groups, present)
        else:
            msg = unknown_groups_warning(self.name, self.group_column, self.unknown_groups_)
        lacking = lacking_groups_warning(
            self.name,
            self.label_column,
            self.counts_,
            as_list(self.stratify),
            ignore=self.unknown_groups_ if self.groups is None else (),
        )
        return [m for m in (msg, lacking) if m]

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self._check_fitted()
        read = read_group_column(batch[self.group_column])
        for v, n in read.unknown().items():
            ctx.count(f"group_unknown:{v}", n)
        if read.respelled:  # "Female", " male ": read as female, male
            ctx.count("group_respelled", read.respelled)
        ids = batch[ROW_ID].tolist()
        if self._mode == "under":
            keep = np.fromiter((rid not in self.plan_ for rid in ids), dtype=bool, count=len(ids))
            ctx.count("dropped", int((~keep).sum()))
            return batch[keep].reset_index(drop=True)
        reps = np.fromiter((self.plan_.get(rid, 1) for rid in ids), dtype=np.int64, count=len(ids))
        if (reps == 1).all():
            return batch
        idx = np.repeat(np.arange(len(batch)), reps)
        out = batch.iloc[idx].reset_index(drop=True)
        # k-th copy of a row (k = 0 is the row itself) gets a derived id, stable across runs
        k = np.arange(len(idx)) - np.repeat(np.cumsum(reps) - reps, reps)
        new_ids = out[ROW_ID].to_numpy(dtype=object).copy()
        for copy_no in range(1, int(reps.max())):
            sel = k == copy_no
            new_ids[sel] = derive_ids(new_ids[sel], 1000 + copy_no)
        out[ROW_ID] = _id_array(new_ids)
        ctx.count("repeats_added", int(len(idx) - len(batch)))
        return out


def _sortable(ids: np.ndarray) -> np.ndarray:
    try:
        return np.asarray(ids.tolist())
    except Exception:  # noqa: BLE001 - mixed types
        return np.asarray([str(i) for i in ids])


def _id_array(values: np.ndarray):
    if all(isinstance(v, int | np.integer) for v in values):
        return values.astype(np.int64)
    return values


@register_step
class Undersample(_Resample):
    """Drop rows so that, within each label, every group has the same count (the smallest).

    Parameters
    ----------
    label_column, group_column : str
    target : {"label", "auto"}, dict or callable, default "label"
        ``"label"`` (the papers' rule): within each label every group gets the minimum of that
        label's group counts. A label without a row of some balanced group cannot be balanced
        (a label of one group keeps its rows): the fit's warnings name it. ``"auto"``: every
        cell gets the minimum over all cells. A dict ``{(label, group): count}`` (or
        ``"label x group"`` keys in config files) sets counts
        per cell (cells not named keep theirs; the group of a key is read as every group value
        is, ``"nurse x Female"`` names ``female``); a callable gets ``{cell: count}`` and returns
        such a dict (imbalanced-learn style).
    groups : list of str or str, optional
        The group values that are balanced; rows of other groups pass through untouched. A
        string is read as ``--groups`` is (``"female,male"``, or one group ``"female"``).
        Default: every group present except the unassigned ones (a missing group, ``none``,
        ``mixed``: rows that indicate no single gender), which are kept as they are, so a
        handful of pronoun-less rows never sets the size of the gender cells of a label. The
        fit report (manifest) counts the rows left unbalanced per group. Group values are read
        as :mod:`cdaprep.groups` says (``"Female"`` is ``female``).
    stratify : list of str, optional
        Columns resampled separately, e.g. ``["cda_role"]`` to balance originals by their group
        and counterfactuals by their counterfactual group (CDA -> resample).

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"y": ["a"] * 5, "g": ["female", "male", "male", "male", "female"]})
    >>> out = Pipeline([Undersample(label_column="y", group_column="g")]).transform(df)
    >>> out["g"].value_counts().to_dict()
    {'female': 2, 'male': 2}
    """

    name: ClassVar[str] = "undersample"
    _mode: ClassVar[str] = "under"


@register_step
class Oversample(_Resample):
    """Repeat rows so that, within each label, every group has the same count (the largest).

    Every original row is kept; repeats are drawn with replacement. Parameters as
    :class:`Undersample`.

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"y": ["a"] * 4, "g": ["female", "male", "male", "male"]})
    >>> out = Pipeline([Oversample(label_column="y", group_column="g")]).transform(df)
    >>> out["g"].value_counts().to_dict()
    {'female': 3, 'male': 3}
    """

    name: ClassVar[str] = "oversample"
    _mode: ClassVar[str] = "over"
