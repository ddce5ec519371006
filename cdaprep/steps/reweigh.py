"""``reweigh``: Kamiran-Calders sample weights."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError, check_choice
from cdaprep.groups import (
    LACKING_REWEIGH,
    GroupColumn,
    absent_groups_warning,
    counterfactual_group_map,
    group_list,
    is_missing,
    lacking_groups_warning,
    read_group_column,
    unknown_groups_warning,
)
from cdaprep.steps.base import (
    FittedStep,
    StepContext,
    as_list,
    check_distinct_roles,
    column_values,
    row_ref,
)
from cdaprep.steps.registry import register_step

__all__ = ["Reweigh", "cell_key"]


def cell_key(values: tuple) -> str:
    """Readable key of a (group..., label) cell for manifests and messages."""
    return " x ".join(map(str, values))


def _check_labels(batch: pd.DataFrame, column: str, ctx: StepContext | None) -> None:
    na = batch[column].isna().to_numpy()
    if na.any():
        raise DataError(
            f"{row_ref(batch, int(np.flatnonzero(na)[0]), ctx)} has no value in label column "
            f"{column!r}; fill it or drop the row before reweighing"
        )


@register_step
class Reweigh(FittedStep):
    """Kamiran-Calders reweighing: ``w(g, y) = N_g * N_y / (N * N_{g,y})``.

    Each row gets the weight of its (group, label) cell in ``weight_column``, so that group and
    label are independent under the weighted distribution (Kamiran and Calders 2012; used as RW
    by Chen, Ji and Evans 2023). Any number of labels and groups; several group columns are
    crossed into intersectional groups. If ``weight_column`` already exists, counts are weighted
    sums of it and the new weight multiplies it. Total weight is preserved.

    Parameters
    ----------
    label_column : str
    group_column : str or list of str, default "gender"
    weight_column : str, default "sample_weight"
    role_column : str, optional
        With CDA before it (RW-CDA), the column telling originals from counterfactuals
        (``cda_role``). The weights are then fitted on the original rows only (the original
        training set, as Chen, Ji and Evans 2023 do) and counterfactual rows get a weight by
        ``cf_weight``.
    cf_weight : {"same", "counterfactual", "one"}, default "same"
        Weight of a counterfactual row (Chen, Ji and Evans 2023, App. G.2, Table 8): ``same`` -
        its original's weight (the weight of the original (group, label) cell; the original
        group is found through ``group_map``); ``counterfactual`` - the weight of its
        counterfactual (group, label) cell; ``one`` - 1. Real data often has labels with one
        gender only (no male yoga teachers): with ``counterfactual``, a counterfactual whose
        cell had no original rows takes the ``same`` weight instead, counted in the manifest
        as ``cf_weight_fallback_same`` (the cells are listed in the fit report).
    group_map : dict, optional
        Counterfactual group of other group values, added to the default female <-> male as
        in :class:`~cdaprep.steps.CounterfactualAugment` (an entry for ``female`` or ``male``
        replaces the default one); ``same`` maps a counterfactual's group back through it.
    groups : list of str or str, optional
        Values of the (first) group column that are reweighed; a string is read as
        ``--groups`` is (``"female,male"``, or one group ``"female"``). Default: every value
        except the unassigned ones (a missing group, ``none``, ``mixed``). Rows outside the
        groups keep weight 1 (times an existing weight) and do not count in the weights of
        the others; they are counted in the manifest (``not_reweighed:<group>``).
    preserve_total : bool, default True
        When some (group, label) cell is empty, the formula's weights sum to less than N; with
        ``preserve_total`` every weight is multiplied by the one constant that restores the
        total (reported as ``scale_``). With no empty cell the constant is 1.

    Attributes
    ----------
    weights_ : dict
        ``{(group..., label): weight}`` for every non-empty cell.
    empty_cells_ : list
        (group..., label) cells with no rows (reported in the manifest; they get no weight).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"g": ["f", "f", "m", "m", "m", "m"], "y": [1, 0, 1, 1, 1, 0]})
    >>> rw = Reweigh(label_column="y", group_column="g").fit_frame(df)
    >>> round(rw.weights_[("f", 1)], 4)  # N_f=2, N_1=4, N=6, N_f1=1 -> 2*4/(6*1)
    1.3333
    """

    name: ClassVar[str] = "reweigh"
    portable_fit: ClassVar[bool] = True  # weights per cell apply to any rows of those cells

    def __init__(
        self,
        *,
        label_column: str = "label",
        group_column: str | list[str] = "gender",
        weight_column: str = "sample_weight",
        preserve_total: bool = True,
        role_column: str | None = None,
        cf_weight: str = "same",
        group_map: dict[str, str] | None = None,
        groups: str | list[str] | None = None,
    ):
        self.label_column = label_column
        self.groups = group_list(groups, owner="Reweigh")
        self.preserve_total = preserve_total
        self.role_column = role_column
        self.cf_weight = cf_weight
        self.group_map = group_map
        check_choice(
            cf_weight, ("same", "counterfactual", "one"), param="cf_weight", owner="Reweigh"
        )
        self.group_column = group_column
        self.weight_column = weight_column
        if not as_list(group_column):
            raise UsageError("Reweigh needs at least one group column")
        groups_ = as_list(group_column)
        check_distinct_roles(
            [
                ("--label-column (label_column)", label_column),
                ("--group-column (group_column)", groups_[0]),
                *(("--extra-group-column (group_column)", g) for g in groups_[1:]),
                ("--weight-column (weight_column)", weight_column),
                ("role_column", role_column),
            ],
            owner="Reweigh",
        )

    @property
    def _groups(self) -> list[str]:
        return as_list(self.group_column)

    def reads(self) -> list[str]:
        return [*self._groups, self.label_column, *as_list(self.role_column)]

    def writes(self) -> list[str]:
        return [self.weight_column]

    def fit_columns(self) -> list[str]:
        return [*self.reads(), self.weight_column]

    def _originals(self, batch: pd.DataFrame) -> np.ndarray:
        if not self.role_column:
            return np.ones(len(batch), dtype=bool)
        return (batch[self.role_column].astype(object) != "counterfactual").to_numpy(dtype=bool)

    def _keys(
        self, batch: pd.DataFrame, ctx: StepContext | None
    ) -> tuple[list[tuple], GroupColumn, int]:
        """(group..., label) cell of every row, groups read as :mod:`cdaprep.groups` says, the
        first group column as read (which rows are reweighed: its group is in scope) and how
        many group cells were re-spelled."""
        _check_labels(batch, self.label_column, ctx)
        cols = [read_group_column(batch[c]) for c in self._groups]
        keys = list(zip(*(g.values for g in cols), column_values(batch[self.label_column])))
        respelled = sum(g.respelled for g in cols)
        return keys, cols[0], respelled

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> Any:
        batch = batch[self._originals(batch)]
        keys, first, _ = self._keys(batch, ctx)
        scope = first.in_scope(self.groups)
        if self.weight_column in batch.columns:
            w = pd.to_numeric(batch[self.weight_column], errors="coerce").to_numpy(dtype=float)
            bad = ~np.isfinite(w) | (w < 0)
            if bad.any():
                i = int(np.flatnonzero(bad)[0])
                raise DataError(
                    f"{row_ref(batch, i, ctx)} has weight "
                    f"{batch[self.weight_column].iloc[i]!r} in {self.weight_column!r}; "
                    "existing weights must be finite and >= 0"
                )
        else:
            w = np.ones(len(batch))
        part: dict[tuple, float] = {}
        for k, wi, inside in zip(keys, w, scope):
            if inside:
                part[k] = part.get(k, 0.0) + float(wi)
        return part, first.unknown(), first.groups()

    def fit(self, partials: list, ctx: StepContext) -> Reweigh:
        cells: dict[tuple, float] = {}
        unknown: dict[str, int] = {}
        present: set = set()
        for part, part_unknown, part_groups in partials:
            for k, v in part.items():
                cells[k] = cells.get(k, 0.0) + v
            for k, n in part_unknown.items():
                unknown[k] = unknown.get(k, 0) + n
            present |= part_groups
        n = sum(cells.values())
        by_g: dict[tuple, float] = {}
        by_y: dict[Any, float] = {}
        for k, v in cells.items():
            by_g[k[:-1]] = by_g.get(k[:-1], 0.0) + v
            by_y[k[-1]] = by_y.get(k[-1], 0.0) + v
        weights = {}
        for k, v in cells.items():
            if v > 0:
                weights[k] = by_g[k[:-1]] * by_y[k[-1]] / (n * v)
        # The formula's weights sum to N exactly when every (group, label) cell has rows. With
        # empty cells they sum to less; one constant factor restores the total and leaves the
        # ratios between cells (what makes group and label independent) untouched.
        total = sum(weights[k] * cells[k] for k in weights)
        scale = n / total if total > 0 else 1.0
        if self.preserve_total and abs(scale - 1.0) > 1e-12:
            weights = {k: w * scale for k, w in weights.items()}
        self.scale_ = scale if self.preserve_total else 1.0
        empty = [
            (*g, y)
            for g in sorted(by_g, key=str)
            for y in sorted(by_y, key=str)
            if cells.get((*g, y), 0.0) == 0
        ]
        self.weights_ = weights
        self.empty_cells_ = empty
        self.cell_totals_ = cells
        self.total_weight_ = n
        self.unknown_groups_ = unknown
        self.groups_seen_ = sorted(present, key=str)
        return self

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self._check_fitted()
        keys, first, respelled = self._keys(batch, ctx)
        scope, unknown = first.in_scope(self.groups), first.unknown()
        for v, n in unknown.items():
            ctx.count(f"group_unknown:{v}", n)
        if respelled:  # "Female", " male ": read as female, male
            ctx.count("group_respelled", respelled)
        orig = self._originals(batch)
        gm = counterfactual_group_map(self.group_map)
        w = np.ones(len(keys))
        for i, k in enumerate(keys):
            if not scope[i]:
                ctx.count(f"not_reweighed:{'(missing)' if is_missing(k[0]) else k[0]}")
                continue
            if not orig[i]:
                if self.cf_weight == "one":
                    continue
                back = (*(gm.get(g, g) if isinstance(g, str) else g for g in k[:-1]), k[-1])
                if self.cf_weight == "same":  # the original's cell: map the group back
                    k = back
                elif k not in self.weights_ and back in self.weights_:
                    ctx.count("cf_weight_fallback_same")
                    k = back
            v = self.weights_.get(k)
            if v is None:
                raise DataError(
                    f"{row_ref(batch, i, ctx)} is in the (group, label) cell {cell_key(k)!r}, "
                    "which had no rows in the data the weights were fitted on; fit them on "
                    "data that has this cell, or give an unfitted Reweigh to fit them on the "
                    "data you apply them to"
                )
            w[i] = v
        if self.weight_column in batch.columns:
            old = pd.to_numeric(batch[self.weight_column], errors="coerce").to_numpy(dtype=float)
            if self.cf_weight == "one":
                old = np.where(orig, old, 1.0)
            w = w * old
        return batch.assign(**{self.weight_column: w})

    def fit_report(self) -> dict[str, Any]:
        """Fitted weights and empty cells, JSON-ready (for manifests and dataset cards)."""
        self._check_fitted()
        return {
            "weights": {cell_key(k): v for k, v in self.weights_.items()},
            "empty_cells": [cell_key(k) for k in self.empty_cells_],
            "total_weight": self.total_weight_,
            "scale": self.scale_,
            "rows_of_unknown_groups": dict(sorted(self.unknown_groups_.items())),
            "warnings": self.warnings(),
        }

    def warnings(self) -> list[str]:
        """What the user should know about the fit: values of the (first) group column that
        are not known groups, weighed as groups of their own because ``groups`` was not given;
        or groups given that no row has (a misspelling); labels that lack a row of some group,
        which no weights can balance."""
        self._check_fitted()
        if self.groups is not None:
            msg = absent_groups_warning(self.name, self._groups[0], self.groups, self.groups_seen_)
            stray = set()  # the cells hold only the groups given
        else:
            msg = unknown_groups_warning(self.name, self._groups[0], self.unknown_groups_)
            stray = set(self.unknown_groups_)
        # (label, group) cells, a group being the tuple of the group columns when there are more
        cells = {
            (k[-1], k[0] if len(k) == 2 else k[:-1]): n
            for k, n in self.cell_totals_.items()
            if k[0] not in stray
        }
        lacking = lacking_groups_warning(self.name, self.label_column, cells, why=LACKING_REWEIGH)
        return [m for m in (msg, lacking) if m]
