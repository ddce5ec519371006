"""Which debiasing method for my data? Every method end to end (``cdaprep compare``).

:func:`compare` builds the training set of every method (none, CDA, resampling, reweighing and
their combinations; Chen, Ji and Evans 2023, Sec. 5.1) through the same presets and engines as
``cdaprep augment``, trains a quick classifier on each, predicts a paired evaluation set and
measures accuracy and the statistical and causal gaps with intervals. :func:`write_compare_report`
writes the results as the paper's Tables 4 and 5 (methods as rows), with the differences against
``none`` and plots. See ``docs/compare.md``.

Examples
--------
>>> import cdaprep
>>> res = cdaprep.compare("examples/data/bios.csv", "examples/data/bios_test.csv",
...                       text_column="text", label_column="profession", assign_gender=True,
...                       methods=["none", "cda", "us-cda"], seeds=2)  # doctest: +SKIP
>>> cdaprep.write_compare_report(res, "compare_report")  # doctest: +SKIP
"""

import importlib

_LAZY = {
    "DEFAULT_METHODS": "cdaprep.comparison.methods",
    "MethodSpec": "cdaprep.comparison.methods",
    "accepted_methods": "cdaprep.comparison.methods",
    "parse_methods": "cdaprep.comparison.methods",
    "PREDICTION_COLUMN": "cdaprep.comparison.core",
    "STAGES": "cdaprep.comparison.core",
    "accuracy_scores": "cdaprep.comparison.core",
    "compare": "cdaprep.comparison.core",
    "compare_info": "cdaprep.comparison.core",
    "evaluation_pairs": "cdaprep.comparison.core",
    "training_set": "cdaprep.comparison.core",
    "TABLE_METRICS": "cdaprep.comparison.report",
    "render_markdown": "cdaprep.comparison.report",
    "summarize": "cdaprep.comparison.report",
    "write_compare_report": "cdaprep.comparison.report",
}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'cdaprep.comparison' has no attribute {name!r}")


__all__ = [
    "DEFAULT_METHODS",
    "PREDICTION_COLUMN",
    "STAGES",
    "TABLE_METRICS",
    "MethodSpec",
    "accepted_methods",
    "accuracy_scores",
    "compare",
    "compare_info",
    "evaluation_pairs",
    "parse_methods",
    "render_markdown",
    "summarize",
    "training_set",
    "write_compare_report",
]
