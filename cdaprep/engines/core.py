"""The run template (docs/architecture.md, "Engines"): one function owns a run, every engine
supplies only what differs.

:func:`execute` plans the jobs (one per split), checks the output, and for every split plans its
passes (:class:`~cdaprep.engines.context.RunContext`), runs each statistics pass and fits its
step, runs the final pass into the output writer, and at the end builds the manifest and the
dataset card. An :class:`Executor` says only how batches are mapped over the data (in this
process, in worker processes, with ``Dataset.map``, on Ray actors) and what the engine adds to
the manifest.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import time
import warnings
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from cdaprep.engines.context import RunContext, empty_batch
from cdaprep.engines.manifest import build_manifest
from cdaprep.engines.output import FinalPass, RunResult, local_dtypes, open_writer
from cdaprep.errors import DataWarning, UsageError
from cdaprep.io.readers import (
    Source,
    detect_format,
    open_source,
    scheme_loader,
    source_features,
)
from cdaprep.io.writers import check_output, kept_features, leftover_staging_info
from cdaprep.options import RunOptions
from cdaprep.planning import Pass

__all__ = [
    "Job",
    "Executor",
    "execute",
    "fit",
    "fit_warnings",
    "iter_frames",
    "check_streamable",
    "executor_for",
    "input_paths",
]


@dataclass
class Job:
    """One split of a run: the pipeline that makes it and where its rows come from (a
    :class:`~cdaprep.io.Source`, or anything :func:`cdaprep.io.open_source` reads)."""

    split: str | None
    pipeline: Any
    source: Any


class Executor:
    """What an engine supplies to the run template. Subclasses override the hooks that differ;
    the defaults read the input through :func:`cdaprep.io.open_source`."""

    #: The ``--engine`` name.
    name: ClassVar[str] = ""
    #: Whether a folder output is written by the engine itself (Parquet shards).
    writes_shards: ClassVar[bool] = False

    def __init__(self, options: RunOptions) -> None:
        self.options = options

    @contextlib.contextmanager
    def session(self) -> Iterator[None]:
        """Resources held for the whole run (a Ray session); translate engine errors."""
        yield

    def jobs(self, pipeline: Any, data: Any) -> list[Job]:
        """One job per split of ``data``, named after it (the ``split`` option names the one
        split it takes)."""
        o = self.options
        src = open_source(
            data, split=o.split, encoding=o.encoding, scheme_options=scheme_options(data, o)
        )
        if isinstance(src, dict):
            return [Job(name, pipeline, s) for name, s in src.items()]
        return [Job(o.split, pipeline, src)]

    def load(self, job: Job) -> Any:
        """The engine's handle on a job's rows (default: its :class:`~cdaprep.io.Source`)."""
        return job.source if isinstance(job.source, Source) else open_source(job.source)

    def columns(self, handle: Any) -> list[str]:
        return list(handle.columns)

    def empty_input(self, handle: Any) -> Any:
        """The batch without rows the local engine reads of the input (its columns and
        dtypes, from the input's schema: no row is read), or ``None``."""
        return empty_batch(handle) if isinstance(handle, Source) else None

    def where(self, handle: Any) -> str:
        return getattr(handle, "name", "the input")

    def file_rows(self, handle: Any) -> Any:
        """Where a row of a folder input of data files is, so errors name its file and its
        row there (:class:`cdaprep.io.folder_source.FileRows`); ``None`` for other inputs."""
        return getattr(handle, "file_rows", None)

    def fit_pass(self, ctx: RunContext, p: Pass, handle: Any) -> None:
        """Run statistics pass ``p`` and fit its step."""
        ctx.fit(p, self.statistics(ctx, p, handle))

    def statistics(self, ctx: RunContext, p: Pass, handle: Any) -> list:
        """The partial statistics of every batch of ``p``, in input order."""
        raise NotImplementedError

    def final(self, ctx: RunContext, handle: Any) -> FinalPass:
        """The final pass: output batches (every step applied)."""
        raise NotImplementedError

    def features(self, handle: Any) -> Any:
        """The input's ``datasets`` features (``None`` when it has none of its own): those of a
        Hugging Face dataset, or those a Parquet file records in its schema."""
        return source_features(handle) if isinstance(handle, Source) else None

    def output_features(self, ctx: RunContext, handle: Any) -> dict[str, Any] | None:
        """The input's features of the columns no step writes, which the output keeps (see
        :func:`cdaprep.io.writers.kept_features`)."""
        return kept_features(self.features(handle), [c for s in ctx.steps for c in s.writes()])

    def split_info(self, ctx: RunContext, handle: Any) -> dict[str, Any]:
        """What the engine adds to a split's manifest entry."""
        return {}

    def info(self) -> dict[str, Any]:
        """What the engine adds to the manifest."""
        return {}


def scheme_options(data: Any, options: RunOptions) -> dict[str, Any]:
    """The ``hub_config`` and ``streaming`` options as keywords of the loader of a URI input
    (``hf://OWNER/NAME``: ``config``, ``streaming``). A local path given them is a usage
    error, as ``--config`` and ``--streaming`` are on the command line; any other input (a
    dataset the command line loaded with them) has no loader to give them to."""
    given = {"config": options.hub_config, "streaming": options.streaming}
    given = {k: v for k, v in given.items() if v}
    if not given or not isinstance(data, str | os.PathLike):
        return {}
    if scheme_loader(data) is None:
        raise UsageError(
            f"hub_config and streaming apply to a Hub input hf://OWNER/NAME; {str(data)!r} is "
            "a local path"
        )
    return given


def executor_for(options: RunOptions) -> Executor:
    """The executor of ``options.engine``."""
    mod = importlib.import_module(f"cdaprep.engines.{options.engine}")
    return mod.EXECUTOR(options)


def _check_splits(jobs: list[Job], options: RunOptions, executor: Executor) -> None:
    if options.output is None or len(jobs) < 2:
        return
    if detect_format(options.output, options.output_format) != "hf":
        what = "Parquet shards per split" if executor.writes_shards else "a DatasetDict"
        raise UsageError(
            f"the run makes splits {', '.join(str(j.split) for j in jobs)}: write them to a "
            f"folder ({what}), or pick one split with --split"
        )


def _prepare(executor: Executor, job: Job, options: RunOptions) -> tuple[RunContext, Any]:
    """Load a job, plan its passes and run every statistics pass."""
    handle = executor.load(job)
    ctx = RunContext.plan(
        job.pipeline,
        executor.columns(handle),
        options,
        split=job.split,
        where=executor.where(handle),
        features=executor.features(handle),
        file_rows=executor.file_rows(handle),
    )
    for p in ctx.stats_passes:
        executor.fit_pass(ctx, p, handle)
        ctx.check_fit(p)
    return ctx, handle


def _frame_dtypes(ctx: RunContext, data: Any, empty: Any, options: RunOptions):
    """The local engine's dtypes of the output of an input returned in memory (a DataFrame,
    a path, a folder, a URI, a Hugging Face ``Dataset``; ``None`` where the executor has no
    batch without rows of it), which the frame another engine returns gets
    (docs/architecture.md, "Engines").
    ``empty`` is the local engine's batch without rows of the input, from its schema
    (:meth:`Executor.empty_input`)."""

    import pandas as pd

    if isinstance(data, pd.DataFrame):
        empty = data
    elif empty is None:
        return None
    return local_dtypes(ctx, empty, options.keep_row_id)


def input_paths(inputs: Any) -> list[Any]:
    """The files and folders a run reads: the paths among ``inputs``, and the files of a
    Hugging Face dataset loaded from disk (its ``cache_files``), so that ``--overwrite`` never
    replaces a folder holding one (:func:`cdaprep.io.writers.check_output`)."""
    import os

    out: list[Any] = []
    for data in inputs:
        if isinstance(data, str | os.PathLike):
            out.append(data)
        elif isinstance(data, Source):
            if os.path.exists(data.name):  # a file's source is named by its path
                out.append(data.name)
        elif isinstance(data, dict):
            out += input_paths(list(data.values()))
        else:
            files = getattr(data, "cache_files", None)
            if isinstance(files, dict):  # a DatasetDict: {split: [{"filename": ...}]}
                files = [f for fs in files.values() for f in fs]
            for f in files or ():
                if isinstance(f, dict) and f.get("filename"):
                    out.append(f["filename"])
    return out


def execute(
    pipeline: Any, data: Any = None, options: RunOptions | None = None, *, jobs=None
) -> RunResult:
    """Run ``pipeline`` on ``data`` (or explicit ``jobs``, e.g. a ``train`` split made by one
    pipeline and a ``counterfactual_eval`` split by another) as ``options`` say."""
    options = options or RunOptions()
    started = time.perf_counter()
    if options.output is not None:
        out_fmt = detect_format(options.output, options.output_format)
        inputs = input_paths([data, *(j.source for j in jobs or ())])
        check_output(options.output, options.overwrite, out_fmt, inputs)
    # what a run killed before its end left next to the output (named by the run's warnings)
    leftovers = leftover_staging_info(options.output) if options.output is not None else []
    executor = executor_for(options)
    with executor.session():
        jobs = jobs or executor.jobs(pipeline, data)
        _check_splits(jobs, options, executor)
        fmt = detect_format(options.output, options.output_format) if options.output else None
        writer = open_writer(
            options.output,
            options.output_format,
            options.overwrite,
            shards=executor.writes_shards and fmt == "hf",
            row_group_rows=options.batch_size,
        )
        try:
            reports: dict[str, Any] = {}
            for job in jobs:
                ctx, handle = _prepare(executor, job, options)
                final = executor.final(ctx, handle)
                final.features = executor.output_features(ctx, handle)
                if options.output is None and executor.name != "local":
                    empty = executor.empty_input(handle)
                    final.dtypes = _frame_dtypes(ctx, data, empty, options)
                written = writer.write(job.split or "train", final, ctx.columns)
                rep = {**ctx.report(), **executor.split_info(ctx, handle), "columns": written}
                if job.pipeline is not pipeline:
                    rep["config"] = job.pipeline.to_config()
                reports[job.split or "data"] = rep
            manifest = build_manifest(
                pipeline,
                data,
                options,
                reports,
                started=started,
                pipelines=[j.pipeline for j in jobs],
                engine_info=executor.info(),
            )
            if leftovers:
                manifest["leftover_temporary_outputs"] = leftovers
            return writer.finish(manifest)
        except BaseException:
            writer.abort()
            raise


def iter_frames(pipeline: Any, data: Any, options: RunOptions | None = None) -> Iterator[Any]:
    """The output of ``pipeline`` on ``data`` (one split), a DataFrame per batch, made as
    the caller takes them: the statistics passes run when the first frame is asked for, the
    final pass batch by batch after them. Nothing is written and no manifest is made; what
    the fits found is issued as :class:`~cdaprep.errors.DataWarning`. Only the local engine
    (in this process or its workers) serves a run taken this way."""
    options = options or RunOptions()
    check_streamable(options)
    executor = executor_for(options)
    with executor.session():
        jobs = executor.jobs(pipeline, data)
        if len(jobs) != 1:
            raise UsageError(
                f"the input has several splits ({', '.join(j.split or '' for j in jobs)}); "
                "transform one split at a time"
            )
        ctx, handle = _prepare(executor, jobs[0], options)
        for w in fit_warnings(ctx.steps):
            warnings.warn(w, DataWarning, stacklevel=2)
        yield from executor.final(ctx, handle).frames


def check_streamable(options: RunOptions) -> None:
    """A usage error unless :func:`iter_frames` can serve ``options`` (the local engine)."""
    if options.engine != "local":
        raise UsageError(
            f"a streamed input (IterableDataset) is transformed lazily by the local engine "
            f"only; got engine={options.engine!r}: leave out engine=, or write the output "
            "with run(stream, path)"
        )


def fit_warnings(steps: list) -> list[str]:
    """What the fits of ``steps`` found (a group value that is no known group...): the
    ``warnings`` of each fitted step's fit report."""
    out: list[str] = []
    for step in steps:
        if getattr(step, "is_fitted", False) and hasattr(step, "fit_report"):
            out += (step.fit_report() or {}).get("warnings", [])
    return out


def fit(pipeline: Any, data: Any, options: RunOptions | None = None) -> dict[str, list]:
    """Only the statistics passes: ``{split: the pipeline's steps, fitted}`` (``"data"`` for
    an input without splits). Nothing is written."""
    options = options or RunOptions()
    executor = executor_for(options)
    out = {}
    with executor.session():
        for job in executor.jobs(pipeline, data):
            ctx, _ = _prepare(executor, job, options)
            out[job.split or "data"] = ctx.steps
    return out
