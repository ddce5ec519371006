"""``cdaprep audit``: how gender shows up in a dataset, before choosing a debiasing method.

One streaming pass (:class:`AuditStats`, a fitted step run by any engine) counts rows per label
and group, gendered words and names, words per (label, group) and text lengths; the report then
gives the group share per label with Wilson intervals, gendered-word coverage, the words most
associated with each group (weighted log-odds with an informative Dirichlet prior, Monroe,
Colaresi and Quinn 2008), text length per group, and a dry-run plan of every method
(us, os, rw, cda, us-cda, os-cda, rw-cda) computed by the methods' own steps, and a swap check:
how well the swap reads "her" on the data's own male-only rows, made female and swapped back
(:func:`check_swap`). See ``docs/audit.md``.

Examples
--------
>>> from cdaprep.audit import audit
>>> rep = audit("examples/data/bios.csv", text_columns="text", label_column="profession",
...             assign_gender=True, methods=["cda"])
>>> rep["groups"]["counts"]["female"] + rep["groups"]["counts"]["male"] <= rep["rows"]["total"]
True
"""

import importlib

_LAZY = {
    "SAMPLE_RULE": "cdaprep.audit.core",
    "audit": "cdaprep.audit.core",
    "build_report": "cdaprep.audit.core",
    "collect_statistics": "cdaprep.audit.core",
    "DEFAULT_ALPHA0": "cdaprep.audit.defaults",
    "wilson_interval": "cdaprep.audit.intervals",
    "rank_words": "cdaprep.audit.logodds",
    "weighted_log_odds": "cdaprep.audit.logodds",
    "dry_run": "cdaprep.audit.plan",
    "render_markdown": "cdaprep.audit.report",
    "write_audit": "cdaprep.audit.report",
    "AuditStats": "cdaprep.audit.stats",
    "check_swap": "cdaprep.audit.swapcheck",
}


def __getattr__(name: str):
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'cdaprep.audit' has no attribute {name!r}")


__all__ = [
    "audit",
    "AuditStats",
    "build_report",
    "check_swap",
    "collect_statistics",
    "dry_run",
    "render_markdown",
    "write_audit",
    "weighted_log_odds",
    "rank_words",
    "wilson_interval",
    "DEFAULT_ALPHA0",
    "SAMPLE_RULE",
]
