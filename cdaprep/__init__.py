"""cdaprep: counterfactual data augmentation and debiasing of text datasets.

Examples
--------
>>> import cdaprep
>>> cdaprep.swap_gender(["She gave her book to him."])  # doctest: +SKIP
['He gave his book to her.']
"""

from __future__ import annotations

import importlib

__version__ = "0.2.0"

_LAZY = {
    "Pipeline": "cdaprep.pipeline",
    "swap_gender": "cdaprep.swap",
    "load_spacy": "cdaprep.nlp",
    "read_frame": "cdaprep.io",
    "write_frame": "cdaprep.io",
    "compare": "cdaprep.comparison",
    "write_compare_report": "cdaprep.comparison",
    "run": "cdaprep.engines",
    "RunOptions": "cdaprep.options",
    "SwapOptions": "cdaprep.swap.options",
}

__all__ = ["__version__", *_LAZY]


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    import cdaprep.steps as steps

    if name in steps._LAZY:
        return getattr(steps, name)
    raise AttributeError(f"module 'cdaprep' has no attribute {name!r}")
