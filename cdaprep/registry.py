"""The step registry's old address, kept so plugins written for 0.1.0 still import:
``from cdaprep.registry import register_step``. It lives in :mod:`cdaprep.steps.registry`.

Examples
--------
>>> from cdaprep.registry import get_step
>>> get_step("reweigh").__name__
'Reweigh'
"""

from cdaprep.steps.registry import ENTRY_POINTS, build_step, get_step, register_step, step_names

__all__ = ["register_step", "get_step", "build_step", "step_names", "ENTRY_POINTS"]
