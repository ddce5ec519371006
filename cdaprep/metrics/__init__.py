"""Bias metrics: statistical and causal gaps, fairness distances, bias amplification, intervals.

Every metric is a function ``f(y_true, y_pred, *, sensitive_features=..., ...)`` with
keyword-only options (the fairlearn convention). See ``docs/metrics.md`` for the formulas, the
sign conventions and the papers they come from.

Examples
--------
>>> from cdaprep.metrics import statistical_gaps, rms_gap
>>> t = statistical_gaps(["a", "a", "b", "b"], ["a", "b", "b", "b"],
...                      sensitive_features=["female", "male", "female", "male"])
>>> t["gap"].tolist()
[1.0, 0.0]
>>> round(rms_gap(t), 4)
0.7071
"""

from cdaprep.metrics.biasamp import (
    biasamp,
    biasamp_by_pair,
    biasamp_mals,
    biasamp_threshold_agnostic,
    calibrate_threshold,
)
from cdaprep.metrics.bootstrap import across_runs_interval, bootstrap_metrics
from cdaprep.metrics.distributions import independence, separation, sufficiency
from cdaprep.metrics.gaps import (
    causal_gaps,
    group_share,
    performance_gap_summary,
    rms_gap,
    statistical_gaps,
)
from cdaprep.metrics.predict import evaluate_pairs
from cdaprep.metrics.report import evaluate

__all__ = [
    "statistical_gaps",
    "causal_gaps",
    "rms_gap",
    "group_share",
    "performance_gap_summary",
    "independence",
    "separation",
    "sufficiency",
    "biasamp",
    "biasamp_mals",
    "biasamp_by_pair",
    "biasamp_threshold_agnostic",
    "calibrate_threshold",
    "bootstrap_metrics",
    "across_runs_interval",
    "evaluate",
    "evaluate_pairs",
]
