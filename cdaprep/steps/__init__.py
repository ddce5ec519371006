"""Pipeline steps. Each module registers its steps; see :mod:`cdaprep.steps.registry`.

Names are imported lazily so ``import cdaprep.steps`` stays cheap.
"""

from __future__ import annotations

import importlib

from cdaprep.steps.base import ROW_ID, FittedStep, MapStep, Step, StepContext

_LAZY = {
    "AssignGender": "cdaprep.steps.assign_gender",
    "Reweigh": "cdaprep.steps.reweigh",
    "GenderSwap": "cdaprep.steps.swap",
    "Undersample": "cdaprep.steps.resample",
    "Oversample": "cdaprep.steps.resample",
    "CounterfactualAugment": "cdaprep.steps.cda",
    "CounterfactualPairs": "cdaprep.steps.cda",
    "Scrub": "cdaprep.steps.scrub",
    "Anonymize": "cdaprep.steps.anonymize",
}

__all__ = ["ROW_ID", "Step", "MapStep", "FittedStep", "StepContext", *_LAZY]


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'cdaprep.steps' has no attribute {name!r}")
