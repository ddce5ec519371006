"""The dry-run plan of ``cdaprep audit``: what each debiasing method would do to the rows.

Every method's steps come from :func:`cdaprep.presets.build_preset` with the options
``cdaprep augment`` would get, and run, through the local engine, on the small plan columns
:class:`~cdaprep.audit.stats.AuditStats` gathered (row id, label, group, and whether CDA's own
check finds a gendered word in the row). The resampling and reweighing steps fit and apply
themselves exactly as in a real run (same seed, same row ids, same step keys), so the plan
follows whatever they decide; the CDA step decides from the collected flag instead of the text
and never swaps anything. No dataset is written.
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import CdaprepError
from cdaprep.steps.base import ROW_ID, MapStep, StepContext, as_list
from cdaprep.steps.cda import ROLE, CounterfactualAugment

__all__ = ["dry_run", "PlannedCDA", "AlreadyApplied"]


#: Column of the plan frame holding each row's own id: a row whose id still equals it is an
#: original row (repeats and counterfactuals get derived ids).
ORIGINAL_ID = "_cda_audit_original_id"
_SUMMARY = "_cda_audit_summary"


class PlannedCDA(CounterfactualAugment):
    """:class:`~cdaprep.steps.CounterfactualAugment` for the dry run: which row holds a gendered
    word comes from ``flag_column`` (the decision the real step made in the statistics pass),
    and the text is never read nor swapped (:meth:`apply` is :meth:`apply_stats`).

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"gender": ["female", "none"], "has": [True, False]})
    >>> step = PlannedCDA(flag_column="has", text_columns="text")
    >>> Pipeline([step]).transform(df)["gender"].tolist()
    ['female', 'male', 'none']
    """

    def __init__(self, *, flag_column: str, **params: Any):
        super().__init__(**params)
        self.flag_column = flag_column

    def reads(self) -> list[str]:
        return [*as_list(self.group_column), self.flag_column]

    def setup(self) -> None:
        """Nothing to load: no text is read."""

    def lexicon_checksums(self) -> dict[str, str]:
        return {}

    def has_gendered(self, batch: pd.DataFrame, ctx: StepContext | None) -> np.ndarray:
        return batch[self.flag_column].to_numpy(dtype=bool)

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        return self.apply_stats(batch, ctx)


class AlreadyApplied(MapStep):
    """Stands in for a map step whose output the plan columns already hold (``assign-gender``),
    so every later step keeps the key, and so the random draws, it has in the real run.

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> Pipeline([AlreadyApplied(stands_for="assign-gender")]).step_keys()
    ['0:assign-gender']
    """

    kind: ClassVar[str] = "map"

    def __init__(self, *, stands_for: str):
        self.stands_for = stands_for
        self.name = stands_for  # the step key is "<position>:<name>"

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        return batch


class _Summary(MapStep):
    """Last step of a planned pipeline: each batch becomes one row of counts, so the dry run
    never holds the rows a method makes."""

    name: ClassVar[str] = "audit-summary"

    def __init__(self, *, weight_column: str):
        self.weight_column = weight_column

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        s: dict[str, Any] = {
            "rows": len(batch),
            "originals": int((batch[ROW_ID] == batch[ORIGINAL_ID]).sum()) if len(batch) else 0,
            "counterfactual_rows": int((batch[ROLE] == "counterfactual").sum())
            if ROLE in batch.columns
            else 0,
        }
        if self.weight_column in batch.columns and len(batch):
            w = pd.to_numeric(batch[self.weight_column]).to_numpy(dtype=float)
            roles = batch[ROLE].astype(object).to_numpy() if ROLE in batch.columns else None
            for role in ("all", "original", "counterfactual"):
                sel = w if role == "all" else (w[roles == role] if roles is not None else w[:0])
                if len(sel):
                    s[role] = (float(sel.min()), float(sel.max()), float(sel.sum()))
        return pd.DataFrame({_SUMMARY: [s], ROW_ID: [0]})


def _counters(manifest: dict, step_type: str, key: str) -> int:
    total = 0
    for split in manifest["splits"].values():
        for st in split["steps"]:
            if st["type"] == step_type:
                total += int(st["counters"].get(key, 0))
    return total


def _fit_reports(manifest: dict) -> list[dict]:
    out = []
    for split in manifest["splits"].values():
        for st in split["steps"]:
            if st.get("fit") is not None:
                out.append({"step": st["key"], **st["fit"]})
    return out


def _weights(summaries: list[dict]) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    for role in ("all", "original", "counterfactual"):
        parts = [s[role] for s in summaries if role in s]
        if parts:
            out[role] = {
                "min": min(p[0] for p in parts),
                "max": max(p[1] for p in parts),
                "sum": sum(p[2] for p in parts),
            }
    if not out:
        return None
    return {**out.pop("all"), **out}


def plan_method(
    data: pd.DataFrame,
    method: str,
    *,
    flag_column: str,
    seed: int,
    before: list[str],
    weight_column: str,
    preset_options: dict[str, Any],
) -> dict[str, Any]:
    """What ``method`` does to the plan frame ``data`` (see :func:`dry_run`; ``data`` also
    holds :data:`ORIGINAL_ID`).

    Examples
    --------
    >>> df = pd.DataFrame({"_cda_row_id": range(3), "y": ["a"] * 3,
    ...                    "g": ["female", "male", "male"], "cf": [True, False, True]})
    >>> df[ORIGINAL_ID] = df["_cda_row_id"]
    >>> plan_method(df, "cda", flag_column="cf", seed=0, before=[], weight_column="w",
    ...             preset_options={"text_columns": "t", "group_column": "g"})["rows_out"]
    5
    """
    from cdaprep.engines import run
    from cdaprep.pipeline import Pipeline
    from cdaprep.presets import build_preset

    try:
        steps = build_preset(method, weight_column=weight_column, **preset_options)
        steps = [
            PlannedCDA(flag_column=flag_column, **s.get_params())
            if isinstance(s, CounterfactualAugment)
            else s
            for s in steps
        ]
        head = [AlreadyApplied(stands_for=n) for n in before]
        pipe = Pipeline([*head, *steps, _Summary(weight_column=weight_column)], seed=seed)
        res = run(
            pipe,
            data,
            None,
            engine="local",
            id_column=ROW_ID,
            batch_size=max(1, min(len(data), 1 << 16)),
        )
    except CdaprepError as e:
        return {"steps": None, "error": str(e)}
    summaries = res.frame[_SUMMARY].tolist() if len(res.frame) else []
    m = res.manifest
    return {
        "steps": [s.name for s in steps],
        "rows_in": int(m["rows_in"]),
        "rows_out": int(sum(s["rows"] for s in summaries)),
        "originals_kept": int(sum(s["originals"] for s in summaries)),
        "dropped": _counters(m, "undersample", "dropped"),
        "repeated": _counters(m, "oversample", "repeats_added"),
        "counterfactuals": _counters(m, "cda", "counterfactuals"),
        "counterfactual_rows": int(sum(s["counterfactual_rows"] for s in summaries)),
        "weight": _weights(summaries),
        "fit": _fit_reports(m),
        "error": None,
    }


_POOL_DATA: dict[str, Any] = {}


def _pool_init(data: pd.DataFrame, kwargs: dict[str, Any]) -> None:
    _POOL_DATA.update(data=data, kwargs=kwargs)


def _pool_plan(method: str) -> tuple[str, dict[str, Any]]:
    return method, plan_method(_POOL_DATA["data"], method, **_POOL_DATA["kwargs"])


#: Methods from the most to the least work (rows through the steps), so worker processes that
#: take them in this order finish together.
_WORK_ORDER = ("rw-cda", "os-cda", "os", "us-cda", "us", "rw", "cda")


def dry_run(
    frame: pd.DataFrame,
    methods: list[str],
    *,
    flag_column: str,
    text_columns: str | list[str],
    label_column: str | None,
    group_column: str | None,
    seed: int = 0,
    before: list[str] | None = None,
    weight_column: str = "sample_weight",
    num_proc: int = 1,
    **preset_options: Any,
) -> dict[str, dict[str, Any]]:
    """Run every method of ``methods`` on the plan columns; return what each does.

    Parameters
    ----------
    frame : DataFrame
        :attr:`AuditStats.plan_frame_ <cdaprep.audit.stats.AuditStats>`: ``_cda_row_id``,
        label, group and ``flag_column``.
    methods : list of str
        Names of :data:`cdaprep.presets.METHODS`.
    text_columns, label_column, group_column, weight_column, **preset_options :
        Passed to :func:`~cdaprep.presets.build_preset` as ``cdaprep augment`` passes them.
    seed : int
        The run's seed (draws are keyed on seed, step key and row id).
    before : list of str
        Names of the map steps that run before the method in the real run (``assign-gender``),
        in order, so the method's steps get the same keys.
    num_proc : int
        Plan this many methods at once in worker processes (each gets a copy of the frame).

    Returns
    -------
    dict
        Per method: ``rows_in``, ``rows_out``, ``originals_kept`` (input rows still there),
        ``dropped`` (rows undersampling drops), ``repeated`` (repeats oversampling adds),
        ``counterfactuals`` (rows CDA adds), ``counterfactual_rows`` (counterfactual rows in
        the output: fewer than added when undersampling follows CDA, more when oversampling
        does), ``weight`` (min / max / sum, and per ``cda_role``, when the method weighs),
        ``fit`` (what each fitted step learned: cell counts before / after, weights, empty
        cells), ``steps``; or ``error`` with the message the steps raised.

    Examples
    --------
    >>> df = pd.DataFrame({"_cda_row_id": range(4), "y": ["a"] * 4,
    ...                    "g": ["female", "male", "male", "male"], "cf": [True] * 4})
    >>> plan = dry_run(df, ["us", "cda"], flag_column="cf", text_columns="t",
    ...                label_column="y", group_column="g")
    >>> plan["us"]["rows_out"], plan["us"]["dropped"], plan["cda"]["counterfactuals"]
    (2, 2, 4)
    """
    data = frame.assign(**{ORIGINAL_ID: frame[ROW_ID]})
    kwargs = {
        "flag_column": flag_column,
        "seed": seed,
        "before": list(before or []),
        "weight_column": weight_column,
        "preset_options": {
            "text_columns": text_columns,
            "label_column": label_column,
            "group_column": group_column or "gender",
            **preset_options,
        },
    }
    procs = min(num_proc, len(methods))
    if procs <= 1:
        return {m: plan_method(data, m, **kwargs) for m in methods}
    import multiprocessing as mp

    from cdaprep.engines.local import check_main_guard

    check_main_guard()
    todo = sorted(methods, key=lambda m: _WORK_ORDER.index(m) if m in _WORK_ORDER else -1)
    with mp.get_context("spawn").Pool(procs, _pool_init, (data, kwargs)) as pool:
        done = dict(pool.imap_unordered(_pool_plan, todo, chunksize=1))
    return {m: done[m] for m in methods}
