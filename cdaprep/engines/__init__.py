"""Engines run a planned :class:`~cdaprep.pipeline.Pipeline`. Steps never know which one runs them.

* ``local`` (default): one process, streaming batches; with ``num_proc > 1`` the batches of each
  pass are spread over worker processes (each loads its spaCy pipeline once), in order, with a
  bounded number of batches in flight so memory stays bounded.
* ``hf`` and ``ray``: see :mod:`cdaprep.engines.hf` and :mod:`cdaprep.engines.ray` when present.
"""

from __future__ import annotations

import importlib
from typing import Any

from cdaprep.engines.local import RunResult, run_local
from cdaprep.errors import UsageError

__all__ = ["run", "RunResult", "ENGINES"]

ENGINES = ("local", "hf", "ray")


def run(pipeline, data: Any, output: Any = None, *, engine: str = "local", **kwargs) -> RunResult:
    """Run ``pipeline`` on ``data``, writing ``output`` (a path) or returning a DataFrame.

    Parameters
    ----------
    pipeline : Pipeline
    data : path, DataFrame, Dataset or DatasetDict
    output : path, optional
        File (``.csv``/``.jsonl``/``.parquet``) or folder (a ``save_to_disk`` DatasetDict).
        ``None`` returns the result in :attr:`RunResult.frame` (or ``.frames`` per split).
    engine : {"local", "hf", "ray"}
    **kwargs
        ``batch_size``, ``num_proc``, ``id_column``, ``keep_row_id``, ``overwrite``,
        ``progress``, ``split``, ``fmt``, ``manifest_extra``.
    """
    if engine not in ENGINES:
        raise UsageError(f"unknown engine {engine!r}; use one of {', '.join(ENGINES)}")
    if engine == "local":
        return run_local(pipeline, data, output, **kwargs)
    try:
        mod = importlib.import_module(f"cdaprep.engines.{engine}")
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith("cdaprep"):
            raise UsageError(f"engine {engine!r} is not available in this version") from None
        raise
    return mod.run(pipeline, data, output, **kwargs)
