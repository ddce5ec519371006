"""Planning a list of steps into streaming passes (docs/architecture.md, "Passes").

Adjacent map steps fuse into one streaming pass; every fitted step is preceded by a statistics
pass over the data as it reaches that step, reading only the columns the steps up to it need.
The order of the steps is their meaning: ``[Undersample, CDA]`` resamples then augments,
``[CDA, Undersample(stratify=["cda_role"])]`` augments then resamples originals and
counterfactuals separately.

These functions take the list of steps itself, so the engines plan a run without knowing the
:class:`~cdaprep.pipeline.Pipeline` object that holds it.

Examples
--------
>>> from cdaprep.steps import AssignGender, Reweigh
>>> steps = [AssignGender(text_column="bio"), Reweigh(label_column="job")]
>>> [(p.steps, p.fit_index, p.columns) for p in plan_passes(steps, ["bio", "job"])]
[([0], 1, ['bio', 'job']), ([0, 1], None, None)]
>>> step_keys(steps)
['0:assign-gender', '1:reweigh']
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from cdaprep.steps.base import Step

__all__ = [
    "Pass",
    "plan_passes",
    "check_step_columns",
    "step_keys",
    "config_hash",
    "fitted_state",
    "given_fit",
    "unfitted",
]


@dataclass
class Pass:
    """One streaming pass over the input.

    ``steps`` are applied in order; if ``fit_index`` is set, the pass ends by collecting
    statistics for the fitted step at that index instead of writing output.
    """

    steps: list[int]
    fit_index: int | None = None
    columns: list[str] | None = None  # input columns to read (None: all)

    @property
    def is_final(self) -> bool:
        return self.fit_index is None


def fitted_state(step: Step) -> dict[str, Any]:
    """The fitted attributes of ``step`` (names ending in ``_``), empty when it is not fitted."""
    return {k: v for k, v in vars(step).items() if k.endswith("_") and not k.startswith("_")}


def given_fit(step: Step) -> bool:
    """Whether ``step`` needs a fit and comes fitted (a pipeline returned by
    :meth:`cdaprep.Pipeline.fit`): its fit was made on earlier data, not on the input."""
    return step.needs_fit and bool(getattr(step, "is_fitted", False))


def unfitted(step: Step) -> Step:
    """A copy of ``step`` without its fitted attributes (a fit starts from it)."""
    out = copy.deepcopy(step)
    for k in fitted_state(out):
        delattr(out, k)
    return out


def plan_passes(steps: Sequence[Step], input_columns: Iterable[str] | None = None) -> list[Pass]:
    """The passes that run ``steps``: one statistics pass per step that needs a fit, then the
    final pass that applies every step and writes the output.

    A step that comes fitted (:func:`given_fit`) with a fit that applies to other data
    (:attr:`~cdaprep.steps.base.Step.portable_fit`) has no statistics pass: its fit is used as
    it is. One whose fit is about the rows it saw is fitted again (the engine checks that the
    two fits are the same)."""
    cols = list(input_columns) if input_columns is not None else None
    passes = []
    for i, s in enumerate(steps):
        if s.needs_fit and not (s.portable_fit and given_fit(s)):
            passes.append(
                Pass(steps=list(range(i)), fit_index=i, columns=_fit_reads(steps, i, cols))
            )
    passes.append(Pass(steps=list(range(len(steps)))))
    return passes


def _fit_reads(steps: Sequence[Step], i: int, cols: list[str] | None) -> list[str] | None:
    """The input columns the statistics pass of step ``i`` reads: those the steps up to it read,
    each asked with the columns its batch has (:meth:`~cdaprep.steps.base.Step.reads_from`),
    plus the fitted step's :meth:`~cdaprep.steps.base.Step.fit_columns`. ``None`` (every
    column) when the input's columns or a step's reads are unknown: an unknown is never read as
    "no column"."""
    if cols is None:
        return None
    have = list(cols)
    needed: list[str] = []
    for prev in steps[: i + 1]:
        reads = prev.reads_from(list(have))
        if reads is None:
            return None
        for c in [*reads, *(prev.fit_columns() if prev is steps[i] else [])]:
            if c not in needed:
                needed.append(c)
        have += [c for c in prev.writes() if c not in have]
    return [c for c in needed if c in cols]


def check_step_columns(steps: Sequence[Step], columns: Iterable[str]) -> None:
    """Fail before any work when a step reads a column that will not exist."""
    have = list(columns)
    for s in steps:
        s.check_columns(have)
        for c in s.writes():
            if c not in have:
                have.append(c)


def step_keys(steps: Sequence[Step]) -> list[str]:
    """Unique key of each step: ``"<position>:<name>"`` (part of every random stream key)."""
    return [f"{i}:{s.name}" for i, s in enumerate(steps)]


def config_hash(config: dict[str, Any]) -> str:
    """Stable hash of a pipeline config (cache fingerprints, manifests)."""
    text = json.dumps(config, sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]
