"""The local engine: streaming, single- or multi-process."""

from __future__ import annotations

import copy
import json
import multiprocessing as mp
import os
import platform
import sys
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, missing_column_error
from cdaprep.io.readers import Source, open_source
from cdaprep.io.writers import Sink, check_output, manifest_path, write_json_atomic
from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pass, Pipeline
from cdaprep.steps.base import INTERNAL_COLUMNS, ROW_ID, ROW_POS, FittedStep, StepContext

__all__ = ["RunResult", "run_local", "StepStats", "versions"]


@dataclass
class StepStats:
    """What one step did in a run (for the manifest)."""

    key: str
    type: str
    rows_in: int = 0
    rows_out: int = 0
    seconds: float = 0.0
    counters: dict[str, int] = field(default_factory=dict)

    def add(self, other: StepStats, *, rows: bool = True) -> None:
        if rows:
            self.rows_in += other.rows_in
            self.rows_out += other.rows_out
        self.seconds += other.seconds
        for k, v in other.counters.items():
            if rows:
                self.counters[k] = self.counters.get(k, 0) + v

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "type": self.type,
            "rows_in": self.rows_in,
            "rows_out": self.rows_out,
            "seconds": round(self.seconds, 4),
            "counters": dict(sorted(self.counters.items())),
        }


@dataclass
class RunResult:
    """Result of a run: the manifest, and the data when no output path was given."""

    manifest: dict[str, Any]
    frames: dict[str, pd.DataFrame] | None = None
    output: Path | None = None

    @property
    def frame(self) -> pd.DataFrame:
        """The output of a single-split run as one DataFrame."""
        if self.frames is None:
            raise UsageError("the run wrote its output to a path; read it with cdaprep.read_frame")
        if len(self.frames) != 1:
            raise UsageError(f"the run has several splits ({', '.join(self.frames)}); use .frames")
        return next(iter(self.frames.values()))


def versions() -> dict[str, str]:
    """Versions of cdaprep, spaCy and the core libraries (without importing spaCy)."""
    from importlib.metadata import PackageNotFoundError, version

    import cdaprep

    out = {"cdaprep": cdaprep.__version__, "python": platform.python_version()}
    for pkg in ("spacy", "pandas", "pyarrow", "datasets", "numpy"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = None
    return out


# -- batch processing (shared by the inline path and worker processes) --------------------------


def _process(steps, keys, seed, idxs, batch: pd.DataFrame, stats_mode: bool, fit_index):
    """Apply ``steps[idxs]`` to ``batch``; return (result, per-step stats, partial stats)."""
    stats = []
    for i in idxs:
        s = steps[i]
        ctx = StepContext(seed=seed, key=keys[i])
        t = time.perf_counter()
        n_in = len(batch)
        if stats_mode and s.kind == "map":
            batch = s.apply_stats(batch, ctx)
        else:
            batch = s.apply(batch, ctx)
        stats.append(
            StepStats(keys[i], s.name, n_in, len(batch), time.perf_counter() - t, ctx.counters)
        )
    partial = None
    if fit_index is not None:
        s = steps[fit_index]
        ctx = StepContext(seed=seed, key=keys[fit_index])
        t = time.perf_counter()
        cols = [c for c in s.fit_columns() if c in batch.columns] + list(INTERNAL_COLUMNS)
        partial = s.collect(batch[cols], ctx)
        stats.append(StepStats(keys[fit_index], s.name, 0, 0, time.perf_counter() - t, {}))
    return (None if fit_index is not None else batch), stats, partial


_WORKER: dict[str, Any] = {}


def _init_worker(steps, keys, seed):
    for s in steps:
        s.setup()
    _WORKER.update(steps=steps, keys=keys, seed=seed)


def _work(args):
    idxs, batch, stats_mode, fit_index = args
    w = _WORKER
    return _process(w["steps"], w["keys"], w["seed"], idxs, batch, stats_mode, fit_index)


def _ordered_pool_map(pool, fn, items: Iterator, window: int):
    """Like ``pool.imap`` but never more than ``window`` items in flight (bounded memory)."""
    pending: deque = deque()
    for item in items:
        pending.append(pool.apply_async(fn, (item,)))
        if len(pending) >= window:
            yield pending.popleft().get()
    while pending:
        yield pending.popleft().get()


# -- the run --------------------------------------------------------------------------------


def _with_row_ids(src: Source, batch_size: int, columns, id_column: str | None):
    offset = 0
    read_cols = None
    if columns is not None:
        read_cols = list(dict.fromkeys([*columns, *([id_column] if id_column else [])]))
    for b in src.batches(batch_size, read_cols):
        if id_column:
            ids = b[id_column]
            if ids.isna().any():
                row = offset + int(np.flatnonzero(ids.isna().to_numpy())[0])
                raise UsageError(
                    f"--id-column {id_column!r} is missing a value in row {row}; row ids must be "
                    "present and unique (omit --id-column to use row positions)"
                )
            b = b.assign(
                **{ROW_ID: ids.to_numpy(dtype=object) if ids.dtype == object else ids.to_numpy()}
            )
        else:
            b = b.assign(**{ROW_ID: np.arange(offset, offset + len(b), dtype=np.int64)})
        b[ROW_POS] = np.arange(offset, offset + len(b), dtype=np.int64)
        offset += len(b)
        yield b


def _progress(total, desc, enabled):
    if not enabled:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover
        return None
    return tqdm(total=total, desc=desc, unit="rows", disable=None, file=sys.stderr, leave=False)


@dataclass
class SplitPlan:
    """What every engine needs to run one split: its own copy of the steps (fitted state is
    per split), their keys, the planned passes and the per-step totals to fill."""

    steps: list
    keys: list[str]
    seed: int
    passes: list[Pass]
    totals: list[StepStats]


def plan_split(pipeline: Pipeline, columns, *, id_column: str | None, where: str) -> SplitPlan:
    """Check the columns of one split against the pipeline and plan its passes."""
    steps = copy.deepcopy(pipeline.steps)
    keys = pipeline.step_keys()
    cols = list(columns)
    if id_column and id_column not in cols:
        raise missing_column_error(id_column, cols, where=where, fix="Fix --id-column.")
    view = Pipeline(steps, seed=pipeline.seed)
    view.check_columns(cols)
    return SplitPlan(
        steps,
        keys,
        pipeline.seed,
        view.plan(cols),
        [StepStats(k, s.name) for k, s in zip(keys, steps)],
    )


def _run_split(
    pipeline: Pipeline, src: Source, emit, *, batch_size, num_proc, id_column, progress, split_name
) -> dict[str, Any]:
    plan = plan_split(pipeline, src.columns, id_column=id_column, where=src.name)
    steps, keys, seed, passes, totals = (plan.steps, plan.keys, plan.seed, plan.passes, plan.totals)
    rows_in = 0
    pool = None
    try:
        stale = True  # workers hold a copy of the steps: restart them after every fit
        for p in passes:
            if num_proc > 1:
                if stale:
                    if pool is not None:
                        pool.close()
                        pool.join()
                    ctx = mp.get_context("spawn")
                    pool = ctx.Pool(
                        num_proc, initializer=_init_worker, initargs=(steps, keys, seed)
                    )
                stale = p.fit_index is not None
            else:
                for i in p.steps:
                    steps[i].setup()
            rows_in = _run_pass(
                p,
                steps,
                keys,
                seed,
                src,
                emit,
                totals,
                pool,
                num_proc,
                batch_size,
                id_column,
                progress,
                split_name,
            )
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    reports = [t.to_dict() for t in totals]
    for rep, s in zip(reports, steps):
        if isinstance(s, FittedStep) and s.is_fitted:
            rep["fit"] = s.fit_report()
    return {
        "rows_in": rows_in,
        "rows_out": totals[-1].rows_out if totals else rows_in,
        "steps": reports,
    }


def _run_pass(
    p: Pass,
    steps,
    keys,
    seed,
    src,
    emit,
    totals,
    pool,
    num_proc,
    batch_size,
    id_column,
    progress,
    split_name,
) -> int:
    stats_mode = p.fit_index is not None
    batches = _with_row_ids(src, batch_size, p.columns, id_column)
    items = ((p.steps, b, stats_mode, p.fit_index) for b in batches)
    if pool is not None:
        results = _ordered_pool_map(pool, _work, items, window=2 * num_proc)
    else:
        results = (_process(steps, keys, seed, *it) for it in items)
    desc = (f"fit {keys[p.fit_index]}" if stats_mode else "run") + (
        f" [{split_name}]" if split_name else ""
    )
    bar = _progress(src.num_rows, desc, progress)
    partials = []
    rows_in = 0
    for out, st, partial in results:
        n = st[0].rows_in if st else (len(out) if out is not None else 0)
        rows_in += n
        for s in st:
            idx = keys.index(s.key)
            totals[idx].add(s, rows=not stats_mode)
        if stats_mode:
            partials.append(partial)
        else:
            emit(out)
        if bar is not None:
            bar.update(n)
    if bar is not None:
        bar.close()
    if stats_mode:
        fs = steps[p.fit_index]
        assert isinstance(fs, FittedStep)
        t = time.perf_counter()
        fs.fit(partials, StepContext(seed=seed, key=keys[p.fit_index]))
        totals[p.fit_index].seconds += time.perf_counter() - t
    return rows_in


@dataclass
class Job:
    """One split of a run: the pipeline that makes it and where its rows come from."""

    split: str | None
    pipeline: Pipeline
    source: Source


def plan_jobs(pipeline: Pipeline, data: Any, *, split: str | None = None) -> list[Job]:
    """One job per split of ``data`` (a single job for a file or a DataFrame)."""
    source = open_source(data, fmt=None, split=split)
    if isinstance(source, dict):
        return [Job(name, pipeline, src) for name, src in source.items()]
    return [Job(None, pipeline, source)]


def run_local(
    pipeline: Pipeline,
    data: Any,
    output: Any = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    num_proc: int = 1,
    id_column: str | None = None,
    keep_row_id: bool = False,
    overwrite: bool = False,
    progress: bool = False,
    split: str | None = None,
    fmt: str | None = None,
    manifest_extra: dict[str, Any] | None = None,
    jobs: list[Job] | None = None,
) -> RunResult:
    """Run on the local machine (see :func:`cdaprep.engines.run` for the parameters).

    ``jobs`` replaces ``pipeline``/``data`` with explicit (split, pipeline, source) jobs, e.g.
    a training split made by one pipeline and a ``counterfactual_eval`` split by another.
    """
    t0 = time.perf_counter()
    if not isinstance(batch_size, int) or batch_size < 1:
        raise UsageError(f"batch size must be a positive integer; got {batch_size!r}")
    if not isinstance(num_proc, int) or num_proc < 1:
        raise UsageError(f"num_proc must be a positive integer; got {num_proc!r}")
    if output is not None:
        check_output(output, overwrite)
    if jobs is None:
        jobs = plan_jobs(pipeline, data, split=split)
    if output is not None and len(jobs) > 1:
        from cdaprep.io.readers import detect_format

        if detect_format(output, fmt) != "hf":
            raise UsageError(
                f"the run makes splits {', '.join(str(j.split) for j in jobs)}: write them to a "
                "folder (a DatasetDict), or pick one split with --split"
            )

    def finish(df: pd.DataFrame) -> pd.DataFrame:
        return df.drop(
            columns=[ROW_POS] if keep_row_id else list(INTERNAL_COLUMNS), errors="ignore"
        )

    opts = dict(batch_size=batch_size, num_proc=num_proc, id_column=id_column, progress=progress)
    reports: dict[str, Any] = {}

    def do(job: Job, emit) -> None:
        rep = _run_split(job.pipeline, job.source, emit, split_name=job.split, **opts)
        if job.pipeline is not pipeline:
            rep["config"] = job.pipeline.to_config()
        reports[job.split or "data"] = rep

    def manifest() -> dict[str, Any]:
        return _manifest(
            pipeline,
            data,
            output,
            reports,
            t0,
            batch_size,
            num_proc,
            id_column,
            manifest_extra,
            [j.pipeline for j in jobs],
        )

    if output is None:
        frames: dict[str, pd.DataFrame] = {}
        for job in jobs:
            parts: list[pd.DataFrame] = []
            do(job, lambda b, parts=parts: parts.append(finish(b)))
            frames[job.split or "train"] = (
                pd.concat(parts, ignore_index=True)
                if parts
                else pd.DataFrame(columns=job.source.columns)
            )
        return RunResult(manifest=manifest(), frames=frames)

    with Sink(output, fmt=fmt, overwrite=overwrite, schema=jobs[0].source.schema) as sink:
        for job in jobs:
            name = job.split or "train"
            sink.split = name
            sink.input_schema = job.source.schema
            do(job, lambda b, name=name: sink.write(finish(b), name))
        m = manifest()
        if sink.fmt == "hf":
            sink.extra_files["manifest.json"] = (
                json.dumps(m, indent=2, ensure_ascii=False, default=str) + "\n"
            )
            card = _dataset_card(m, "arrow")
            if card is not None:
                sink.extra_files["README.md"] = card
    if sink.fmt != "hf":
        write_json_atomic(manifest_path(output, fmt), m)
    return RunResult(manifest=m, output=Path(output))


def _dataset_card(manifest: dict[str, Any], layout: str = "parquet") -> str | None:
    """The dataset card (README.md) of a folder output, when :mod:`cdaprep.card` is present."""
    try:
        from cdaprep.card import dataset_card
    except ImportError:
        return None
    return dataset_card(manifest, layout)


def _describe(data: Any) -> Any:
    if isinstance(data, str | os.PathLike):
        return str(data)
    return type(data).__name__


def _manifest(
    pipeline, data, output, split_reports, t0, batch_size, num_proc, id_column, extra, pipelines=()
) -> dict[str, Any]:
    checksums: dict[str, str] = {}
    for p in [pipeline, *pipelines]:
        for s in p.steps:
            checksums.update(s.lexicon_checksums())
    text_cells: dict[str, int] = {}
    for rep in split_reports.values():
        for st in rep["steps"]:
            for k, v in st["counters"].items():
                if k.startswith("text_"):
                    text_cells[k] = text_cells.get(k, 0) + v
    m = {
        "versions": versions(),
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "input": _describe(data),
        "output": None if output is None else str(output),
        "engine": "local",
        "batch_size": batch_size,
        "num_proc": num_proc,
        "id_column": id_column,
        "seed": pipeline.seed,
        "config": pipeline.to_config(),
        "config_hash": pipeline.config_hash(),
        "lexicons": checksums,
        "rows_in": sum(r["rows_in"] for r in split_reports.values()),
        "rows_out": sum(r["rows_out"] for r in split_reports.values()),
        "text_cells_passed_through": text_cells,
        "splits": split_reports,
        "wall_seconds": round(time.perf_counter() - t0, 4),
    }
    if extra:
        m.update(extra)
    return m
