"""The :class:`Pipeline`: an ordered list of steps, planned into passes and run by an engine.

Planning (DESIGN.md section 1): adjacent map steps fuse into one streaming pass; every fitted step
is preceded by a statistics pass over the data as it reaches that step, reading only the columns
the steps up to it need. The order of the steps is their meaning: ``[Undersample, CDA]`` resamples
then augments, ``[CDA, Undersample(stratify=["cda_role"])]`` augments then resamples originals and
counterfactuals separately.

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> from cdaprep.steps import AssignGender, Reweigh
>>> df = pd.DataFrame({"bio": ["She is a nurse.", "He is a nurse.", "He is a pilot."],
...                    "job": ["nurse", "nurse", "pilot"]})
>>> p = Pipeline([AssignGender(text_column="bio"), Reweigh(label_column="job")])
>>> out = p.transform(df)
>>> out["gender"].tolist()
['female', 'male', 'male']
>>> Pipeline.from_config(p.to_config()).to_config() == p.to_config()
True
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cdaprep.errors import UsageError
from cdaprep.registry import build_step
from cdaprep.steps.base import FittedStep, MapStep, Step

__all__ = ["Pipeline", "Pass", "DEFAULT_BATCH_SIZE"]

#: Rows per batch unless the run asks otherwise.
DEFAULT_BATCH_SIZE = 4096
CONFIG_VERSION = 1


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


@dataclass
class Pipeline:
    """An ordered list of steps with a seed.

    Parameters
    ----------
    steps : list of Step
        Map and fitted steps, applied in order.
    seed : int, default 0
        Seed of every random draw (keyed on (seed, row id, step); see :mod:`cdaprep.rng`).
    """

    steps: list[Step] = field(default_factory=list)
    seed: int = 0

    def __post_init__(self) -> None:
        self.steps = list(self.steps)
        for s in self.steps:
            if not isinstance(s, Step):
                raise UsageError(f"pipeline steps must be cdaprep steps; got {s!r}")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise UsageError(f"seed must be an integer; got {self.seed!r}")

    # -- config ------------------------------------------------------------------------------
    def to_config(self) -> dict[str, Any]:
        """A JSON/TOML-serialisable description that :meth:`from_config` rebuilds exactly."""
        return {
            "version": CONFIG_VERSION,
            "seed": self.seed,
            "steps": [s.to_config() for s in self.steps],
        }

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> Pipeline:
        """Build a pipeline from :meth:`to_config` output or a config file's contents."""
        if not isinstance(config, dict):
            raise UsageError("a pipeline config must be a mapping with a 'steps' list")
        steps = config.get("steps")
        if not isinstance(steps, list) or not steps:
            raise UsageError("a pipeline config needs a non-empty 'steps' list")
        return cls([build_step(s) for s in steps], seed=int(config.get("seed", 0)))

    def config_hash(self) -> str:
        """Stable hash of the config (cache fingerprints, manifests)."""
        text = json.dumps(self.to_config(), sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def step_keys(self) -> list[str]:
        """Unique key of each step: ``"<position>:<name>"`` (part of every random stream key)."""
        return [f"{i}:{s.name}" for i, s in enumerate(self.steps)]

    # -- planning ----------------------------------------------------------------------------
    def plan(self, input_columns: Iterable[str] | None = None) -> list[Pass]:
        """The passes that run this pipeline: one statistics pass per fitted step, then the
        final pass that applies every step and writes the output."""
        cols = list(input_columns) if input_columns is not None else None
        passes = []
        for i, s in enumerate(self.steps):
            if isinstance(s, FittedStep):
                needed: list[str] = []
                for prev in self.steps[: i + 1]:
                    for c in prev.reads() + (prev.fit_columns() if prev is s else []):
                        if c not in needed:
                            needed.append(c)
                read = (
                    [c for c in needed if cols is None or c in cols] if cols is not None else None
                )
                passes.append(Pass(steps=list(range(i)), fit_index=i, columns=read))
        passes.append(Pass(steps=list(range(len(self.steps)))))
        return passes

    def check_columns(self, columns: Iterable[str]) -> None:
        """Fail before any work when a step reads a column that will not exist."""
        have = list(columns)
        for s in self.steps:
            s.check_columns(have)
            for c in s.writes():
                if c not in have:
                    have.append(c)

    # -- running -----------------------------------------------------------------------------
    def run(self, data: Any, output: Any = None, **kwargs):
        """Run the pipeline from ``data`` to ``output``; see :func:`cdaprep.engines.run`."""
        from cdaprep.engines import run

        return run(self, data, output, **kwargs)

    def transform(self, data: Any, **kwargs) -> Any:
        """Run on in-memory data and return the result in the type given.

        A ``datasets.Dataset`` gives a ``Dataset`` (the input's feature types kept where the
        columns are), a ``DatasetDict`` a ``DatasetDict`` with the same splits, anything else
        (a DataFrame, a path) a DataFrame.

        Examples
        --------
        >>> import datasets
        >>> from cdaprep.steps import AssignGender
        >>> ds = datasets.Dataset.from_dict({"text": ["She sings.", "He reads."]})
        >>> out = Pipeline([AssignGender()]).transform(ds)
        >>> type(out).__name__, list(out["gender"])
        ('Dataset', ['female', 'male'])
        """
        result = self.run(data, None, **kwargs)
        kind = _hf_kind(data)
        if kind is None:
            return result.frame
        from cdaprep.io.writers import frame_to_dataset

        if kind == "dict":
            import datasets

            return datasets.DatasetDict(
                {k: frame_to_dataset(f, data[k].features) for k, f in result.frames.items()}
            )
        return frame_to_dataset(result.frame, data.features)

    def describe(self) -> str:
        """One line per step, for logs and the README."""
        kinds = {MapStep: "map", FittedStep: "fitted"}
        lines = []
        for key, s in zip(self.step_keys(), self.steps):
            kind = next((v for k, v in kinds.items() if isinstance(s, k)), "?")
            lines.append(f"{key} ({kind}) {s!r}")
        return "\n".join(lines)


def _hf_kind(data: Any) -> str | None:
    """``"dataset"``, ``"dict"`` or ``None``: which Hugging Face type ``data`` is, without
    importing ``datasets`` when it is not loaded (then ``data`` cannot be one)."""
    import sys

    hfd = sys.modules.get("datasets")
    if hfd is None:
        return None
    if isinstance(data, hfd.DatasetDict):
        return "dict"
    if isinstance(data, hfd.Dataset):
        return "dataset"
    return None
