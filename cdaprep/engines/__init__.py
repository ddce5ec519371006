"""Engines run a pipeline; steps never know which one runs them (docs/architecture.md).

* ``local`` (default): one process, streaming batches; with ``num_proc > 1`` the batches of each
  pass are spread over worker processes (each loads its spaCy pipeline once), in order, with a
  bounded number of batches in flight so memory stays bounded.
* ``hf``: ``datasets.Dataset.map`` passes, served from the ``datasets`` cache on a rerun.
* ``ray``: Ray Data ``map_batches`` on an actor pool, for clusters.

One template (:func:`cdaprep.engines.core.execute`) owns every run: planning, statistics passes,
fitting, the final pass, writing, manifest and dataset card. An engine module supplies only an
:class:`~cdaprep.engines.core.Executor`: how batches are mapped over the data.
"""

from __future__ import annotations

from typing import Any

from cdaprep.engines.core import Job, execute, fit
from cdaprep.engines.output import RunResult
from cdaprep.options import ENGINES, RunOptions

__all__ = ["run", "execute", "fit", "Job", "RunResult", "RunOptions", "ENGINES"]


def run(
    pipeline: Any,
    data: Any = None,
    output: Any = None,
    *,
    jobs: list[Job] | None = None,
    **options: Any,
) -> RunResult:
    """Run ``pipeline`` on ``data``, writing ``output`` (a path) or returning the data.

    Parameters
    ----------
    pipeline : Pipeline
    data : path, DataFrame, Dataset or DatasetDict
    output : path, optional
        File (``.csv``/``.jsonl``/``.parquet``) or folder (a ``DatasetDict``). ``None`` returns
        the result in :attr:`RunResult.frame` (or ``.frames`` per split).
    jobs : list of Job, optional
        Explicit (split, pipeline, source) jobs instead of ``data``, e.g. a ``train`` split made
        by one pipeline and a ``counterfactual_eval`` split by another.
    **options
        Fields of :class:`~cdaprep.options.RunOptions`: ``engine``, ``batch_size``,
        ``num_proc``, ``id_column``, ``keep_row_id``, ``overwrite``, ``progress``, ``split``,
        ``output_format`` (or ``fmt``), ``encoding``, ``manifest_extra``, ``ray_address``,
        ``block_rows``, ``cache_dir``, ...

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> from cdaprep.steps import AssignGender
    >>> run(Pipeline([AssignGender()]), pd.DataFrame({"text": ["He"]})).frame["gender"][0]
    'male'
    """
    return execute(pipeline, data, RunOptions.from_keywords(output, **options), jobs=jobs)
