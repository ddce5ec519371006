"""The Ray engine: the planned pipeline as Ray Data ``map_batches`` passes on an actor pool.

Same semantics as :func:`cdaprep.engines.local.run_local`, for data or work larger than one
machine:

* **Input and row ids.** The driver reads the input once through :func:`cdaprep.io.open_source`
  and :func:`cdaprep.engines.local._with_row_ids` (so row ids are exactly the local engine's:
  the 0-based position in the input, or ``id_column``) and puts it into Ray's object store in
  Arrow blocks of ``block_rows`` rows with ``ray.put``. The driver holds one block at a time; the
  object store holds the rest and spills to disk when full, so a file larger than memory works.
  Every pass reads those blocks (zero-copy); nothing is read from the source twice.
* **Fitted steps.** Each statistics pass is ``map_batches`` over only :attr:`Pass.columns` (and the
  row id): the prefix map steps' ``apply_stats``, then the fitted step's ``collect``. The partial
  statistics come back to the driver in input order, where ``fit`` runs; the fitted step is then
  shipped to the actors of the next pass.
* **Map steps.** The final pass is ``map_batches`` with a callable class on a fixed-size actor pool
  (``num_proc`` actors, default: the cluster's CPUs). Each actor calls every step's ``setup()``
  once, so it keeps one spaCy pipeline loaded for the whole pass.
* **Output.** A folder is written as Parquet shards by the workers
  (``<folder>/data/<split>-00000-of-0000N.parquet``, the Hugging Face Hub layout), with
  ``manifest.json`` and a dataset card whose ``configs`` let ``datasets.load_dataset(folder)``
  load the splits. A ``.csv`` / ``.jsonl`` / ``.parquet`` file is gathered on the driver (streamed,
  block by block) through :class:`cdaprep.io.writers.Sink`, atomically. ``output=None`` returns
  the frames (Arrow-backed dtypes, as :func:`cdaprep.io.read_frame` gives).

Every random draw is keyed on (seed, row id, step key) (:mod:`cdaprep.rng`), and the statistics a
fit sees are the same rows in the same order as in the local engine, so the output holds the same
rows with the same values as the local engine's; only the order of rows may differ. Sorted by row
id (``keep_row_id=True``) the two are identical.

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> from cdaprep.steps import AssignGender
>>> df = pd.DataFrame({"text": ["She sings.", "He reads."]})
>>> out = run(Pipeline([AssignGender()]), df, keep_row_id=True).frame  # doctest: +SKIP
>>> out.sort_values("_cda_row_id")["gender"].tolist()  # doctest: +SKIP
['female', 'male']
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import shutil
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd

from cdaprep.engines.local import (
    Job,
    RunResult,
    _dataset_card,
    _manifest,
    _process,
    _with_row_ids,
    plan_jobs,
    plan_split,
)
from cdaprep.errors import CdaprepError, UsageError, missing_extra
from cdaprep.io.readers import Source, detect_format, to_pandas
from cdaprep.io.writers import (
    Sink,
    _promote_nulls,
    _replace,
    check_output,
    frame_to_arrow,
    manifest_path,
    write_json_atomic,
)
from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pipeline
from cdaprep.steps.base import INTERNAL_COLUMNS, ROW_ID, ROW_POS, FittedStep, StepContext

__all__ = ["run", "DEFAULT_BLOCK_ROWS"]

#: Rows per object-store block of the input (at least ``batch_size``).
DEFAULT_BLOCK_ROWS = 16384

_PARTIAL = "_cda_partial"


def _import_ray():
    """``ray`` with ``ray.data``, or the error naming the extra to install."""
    try:
        import ray
        import ray.data  # noqa: F401
    except ImportError:
        raise missing_extra("--engine ray", "ray", "ray") from None
    return ray


# -- the actors ---------------------------------------------------------------------------------


def _frame(table) -> pd.DataFrame:
    """Arrow block to pandas exactly as the local engine's readers do (Arrow-backed dtypes), so
    steps see the same values and types on both engines."""
    return to_pandas(table)


class _BatchWorker:
    """The callable class of every ``map_batches``: one instance per actor.

    ``__init__`` receives the steps (fitted ones already fitted) and calls ``setup()`` once, so an
    actor keeps its spaCy pipeline for the whole pass. In a statistics pass (``fit_index`` set)
    a batch becomes one row holding the pickled (partial statistics, step stats); in the final pass
    it becomes the output batch, and the step stats go to ``collector``.
    """

    def __init__(self, steps, keys, seed, idxs, fit_index, schema, keep_row_id, collector):
        self.steps = steps
        self.keys = keys
        self.seed = seed
        self.idxs = idxs
        self.fit_index = fit_index
        self.schema = schema
        self.keep_row_id = keep_row_id
        self.collector = collector
        for i in idxs:
            steps[i].setup()

    def __call__(self, table):
        import pyarrow as pa
        import ray

        df = _frame(table)
        stats_mode = self.fit_index is not None
        try:
            out, stats, partial = _process(
                self.steps, self.keys, self.seed, self.idxs, df, stats_mode, self.fit_index
            )
        except CdaprepError as e:
            # Ray Data wraps a UDF's exception and drops its cause on the way to the driver:
            # hand the step's own error to the driver through the collector.
            ray.get(self.collector.fail.remote(pickle.dumps(e)))
            raise
        if stats_mode:
            blob = pickle.dumps((partial, stats), protocol=pickle.HIGHEST_PROTOCOL)
            return pa.table({_PARTIAL: pa.array([blob], pa.binary())})
        ray.get(self.collector.add.remote(pickle.dumps(stats)))
        drop = [ROW_POS] if self.keep_row_id else list(INTERNAL_COLUMNS)
        out = out.drop(columns=drop, errors="ignore")
        return _promote_nulls(frame_to_arrow(out, self.schema))


_TASK_WORKER: dict[str, _BatchWorker] = {}


def _task_fn(table, *, token: str, args: tuple):
    """``map_batches`` function of a pass without a spaCy step: plain Ray tasks (pooled worker
    processes, no actor start-up); the worker is built once per process and pass."""
    w = _TASK_WORKER.get(token)
    if w is None:
        _TASK_WORKER.clear()  # the steps of an earlier pass
        w = _TASK_WORKER[token] = _BatchWorker(*args)
    return w(table)


def _map(ds, args: tuple, steps, idxs, batch_size: int, actors: int):
    """``ds.map_batches`` of one pass: on an actor pool of ``actors`` when a step of the pass
    loads a spaCy pipeline (kept loaded by each actor), else as stateless tasks."""
    import ray

    if any(steps[i].uses_spacy for i in idxs):
        return ds.map_batches(
            _BatchWorker,
            batch_size=batch_size,
            batch_format="pyarrow",
            compute=ray.data.ActorPoolStrategy(size=actors),
            fn_constructor_args=args,
        )
    return ds.map_batches(
        _task_fn,
        batch_size=batch_size,
        batch_format="pyarrow",
        fn_kwargs={"token": uuid.uuid4().hex, "args": args},
    )


class _Collector:
    """Gathers the per-batch step stats of final passes (for the manifest) and the first
    :class:`~cdaprep.errors.CdaprepError` a step raised (to re-raise it on the driver)."""

    def __init__(self) -> None:
        self.items: list[bytes] = []
        self.error: bytes | None = None

    def add(self, blob: bytes) -> None:
        self.items.append(blob)

    def fail(self, blob: bytes) -> None:
        self.error = self.error or blob

    def first_error(self) -> bytes | None:
        return self.error

    def drain(self) -> list[bytes]:
        out, self.items = self.items, []
        return out


# -- session and context ------------------------------------------------------------------------


@contextlib.contextmanager
def _session(ray, address: str | None) -> Iterator[bool]:
    """Use the running Ray session, or start (and at the end shut down) one."""
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"logging_level": logging.WARNING}
        if not (address or os.environ.get("RAY_ADDRESS")):
            kwargs["include_dashboard"] = False
        try:
            ray.init(address=address or None, ignore_reinit_error=True, **kwargs)
        except ConnectionError as e:
            raise UsageError(
                f"cannot connect to the Ray cluster at {address!r}: {e}. Start one "
                "with 'ray start --head' or fix --ray-address"
            ) from None
        started = True
    try:
        yield started
    finally:
        if started:
            ray.shutdown()


@contextlib.contextmanager
def _data_context(ray, progress: bool) -> Iterator[Any]:
    """Ray Data settings of the run (progress bars, logs), restored afterwards."""
    ctx = ray.data.DataContext.get_current()
    saved = (
        ctx.enable_progress_bars,
        ctx.execution_options.preserve_order,
        getattr(ctx, "enable_auto_log_stats", None),
    )
    ctx.enable_progress_bars = progress
    logger = logging.getLogger("ray.data")
    level = logger.level
    if not progress:
        logger.setLevel(logging.WARNING)
    try:
        yield ctx
    finally:
        ctx.enable_progress_bars, ctx.execution_options.preserve_order = saved[:2]
        logger.setLevel(level)


def _unwrap(exc: BaseException) -> BaseException:
    """The :class:`~cdaprep.errors.CdaprepError` a Ray task raised, if any (else ``exc``)."""
    seen = set()
    todo = [exc]
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        if isinstance(e, CdaprepError):
            return e
        todo += [getattr(e, "cause", None), e.__cause__, e.__context__]
    return exc


# -- one split ----------------------------------------------------------------------------------


def _ingest(ray, src: Source, block_rows: int, id_column: str | None) -> tuple[list, int, Any]:
    """Put the input, with row ids, into the object store; return (refs, rows, arrow schema)."""
    import pyarrow as pa

    refs = []
    rows = 0
    schema = None
    for b in _with_row_ids(src, block_rows, None, id_column):
        table = _promote_nulls(frame_to_arrow(b, src.schema))
        schema = schema or table.schema
        refs.append(ray.put(table))
        rows += len(b)
    if not refs:  # empty input: one empty block with the input's columns
        if src.schema is not None:
            table = pa.table(
                {
                    **{f.name: pa.array([], f.type) for f in src.schema},
                    ROW_ID: pa.array([], pa.int64()),
                    ROW_POS: pa.array([], pa.int64()),
                }
            )
        else:
            table = pa.table(
                {
                    **{c: pa.array([], pa.string()) for c in src.columns},
                    ROW_ID: pa.array([], pa.int64()),
                    ROW_POS: pa.array([], pa.int64()),
                }
            )
        schema = table.schema
        refs.append(ray.put(table))
    return refs, rows, schema


def _run_split(
    ray,
    pipeline: Pipeline,
    src: Source,
    *,
    batch_size: int,
    block_rows: int,
    actors: int,
    id_column: str | None,
    keep_row_id: bool,
    collector: Any,
):
    """Plan and run the passes of one split; return (output dataset, report builder)."""
    plan = plan_split(pipeline, src.columns, id_column=id_column, where=src.name)
    steps, keys, seed, passes, totals = (plan.steps, plan.keys, plan.seed, plan.passes, plan.totals)
    refs, rows_in, _ = _ingest(ray, src, block_rows, id_column)
    ctx = ray.data.DataContext.get_current()
    for p in passes[:-1]:
        read = list(dict.fromkeys([*(p.columns or []), *INTERNAL_COLUMNS]))
        ctx.execution_options.preserve_order = True  # partials in input order, as local
        ds = ray.data.from_arrow_refs(refs).select_columns(read)
        stats_ds = _map(
            ds,
            (steps, keys, seed, p.steps, p.fit_index, None, True, collector),
            steps,
            p.steps,
            batch_size,
            actors,
        )
        partials = []
        for t in stats_ds.iter_batches(batch_format="pyarrow", batch_size=None):
            for blob in t.column(_PARTIAL).to_pylist():
                partial, st = pickle.loads(blob)
                partials.append(partial)
                for s in st:
                    totals[keys.index(s.key)].add(s, rows=False)
        fs = steps[p.fit_index]
        assert isinstance(fs, FittedStep)
        t0 = time.perf_counter()
        fs.fit(partials, StepContext(seed=seed, key=keys[p.fit_index]))
        totals[p.fit_index].seconds += time.perf_counter() - t0
    ctx.execution_options.preserve_order = False
    final = passes[-1]
    args = (steps, keys, seed, final.steps, None, src.schema, keep_row_id, collector)
    out_ds = _map(ray.data.from_arrow_refs(refs), args, steps, final.steps, batch_size, actors)

    def report() -> dict[str, Any]:
        for blob in ray.get(collector.drain.remote()):
            for s in pickle.loads(blob):
                totals[keys.index(s.key)].add(s)
        reps = [t.to_dict() for t in totals]
        for rep, s in zip(reps, steps):
            if isinstance(s, FittedStep) and s.is_fitted:
                rep["fit"] = s.fit_report()
        return {
            "rows_in": rows_in,
            "rows_out": totals[-1].rows_out if totals else rows_in,
            "steps": reps,
        }

    return out_ds, report, refs


def _tables(ds) -> Iterator[Any]:
    yield from ds.iter_batches(batch_format="pyarrow", batch_size=None)


def _write_shards(ds, stage: Path, split: str, schema) -> int:
    """Write ``ds`` as Parquet shards ``stage/data/<split>-0000i-of-0000n.parquet``."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    raw = stage / "_ray" / split
    ds.write_parquet(str(raw))
    files = sorted(raw.glob("*.parquet")) if raw.is_dir() else []
    data = stage / "data"
    data.mkdir(parents=True, exist_ok=True)
    if not files:  # nothing written (no output rows): one empty shard with the input columns
        empty = pa.table({f.name: pa.array([], f.type) for f in schema or []})
        pq.write_table(empty, data / f"{split}-00000-of-00001.parquet")
        return 1
    n = len(files)
    for i, f in enumerate(files):
        f.rename(data / f"{split}-{i:05d}-of-{n:05d}.parquet")
    return n


# -- the run --------------------------------------------------------------------------------


def run(
    pipeline: Pipeline,
    data: Any,
    output: Any = None,
    *,
    ray_address: str | None = None,
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
    block_rows: int | None = None,
) -> RunResult:
    """Run ``pipeline`` on Ray Data (see :func:`cdaprep.engines.run` for the common parameters).

    Parameters
    ----------
    pipeline : Pipeline
    data : path, DataFrame, Dataset or DatasetDict
    output : path, optional
        A folder gets Parquet shards (``data/<split>-*.parquet``) plus ``manifest.json`` and a
        dataset card; a ``.csv``/``.jsonl``/``.parquet`` file is gathered on the driver;
        ``None`` returns the frames.
    ray_address : str, optional
        Address of a running cluster (``ray start --head`` prints it). Without it, a running
        session is reused, else ``RAY_ADDRESS`` is honoured, else a local cluster is started (and
        shut down at the end).
    batch_size : int
        Rows per ``map_batches`` call.
    num_proc : int
        Actors per pass; 1 (the default) means one per CPU of the cluster.
    jobs : list of Job, optional
        Explicit (split, pipeline, source) jobs, as in :func:`~cdaprep.engines.local.run_local`.
    block_rows : int, optional
        Rows per object-store block of the input (default: ``max(batch_size, 16384)``).

    Returns
    -------
    RunResult

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> from cdaprep.presets import build_preset
    >>> p = Pipeline(build_preset("us", label_column="profession"))
    >>> run(p, "examples/data/bios.csv", "out_folder", ray_address="auto")  # doctest: +SKIP
    """
    t0 = time.perf_counter()
    if not isinstance(batch_size, int) or batch_size < 1:
        raise UsageError(f"batch size must be a positive integer; got {batch_size!r}")
    if not isinstance(num_proc, int) or num_proc < 1:
        raise UsageError(f"num_proc must be a positive integer; got {num_proc!r}")
    if block_rows is not None and (not isinstance(block_rows, int) or block_rows < 1):
        raise UsageError(f"block_rows must be a positive integer; got {block_rows!r}")
    ray = _import_ray()
    if output is not None:
        check_output(output, overwrite)
    if jobs is None:
        jobs = plan_jobs(pipeline, data, split=split)
    kind = detect_format(output, fmt) if output is not None else None
    if output is not None and len(jobs) > 1 and kind != "hf":
        raise UsageError(
            f"the run makes splits {', '.join(str(j.split) for j in jobs)}: write them to a "
            "folder (Parquet shards per split), or pick one split with --split"
        )
    blocks = block_rows or max(batch_size, DEFAULT_BLOCK_ROWS)
    reports: dict[str, Any] = {}
    with _session(ray, ray_address), _data_context(ray, progress):
        actors = num_proc if num_proc > 1 else max(1, int(ray.cluster_resources().get("CPU", 1)))
        info = {
            "engine": "ray",
            "ray": {
                "version": ray.__version__,
                "address": ray_address or os.environ.get("RAY_ADDRESS"),
                "actors": actors,
                "block_rows": blocks,
            },
        }
        collector = ray.remote(num_cpus=0)(_Collector).remote()

        def manifest() -> dict[str, Any]:
            m = _manifest(
                pipeline,
                data,
                output,
                reports,
                t0,
                batch_size,
                num_proc,
                id_column,
                {**info, **(manifest_extra or {})},
                [j.pipeline for j in jobs],
            )
            m.update(info)
            return m

        def each_split() -> Iterator[tuple[str, Any, Any]]:
            for job in jobs:
                ds, report, refs = _run_split(
                    ray,
                    job.pipeline,
                    job.source,
                    batch_size=batch_size,
                    block_rows=blocks,
                    actors=actors,
                    id_column=id_column,
                    keep_row_id=keep_row_id,
                    collector=collector,
                )
                yield job, ds, report
                rep = report()
                if job.pipeline is not pipeline:
                    rep["config"] = job.pipeline.to_config()
                reports[job.split or "data"] = rep
                del refs  # free the input blocks of this split

        try:
            if output is None:
                frames: dict[str, pd.DataFrame] = {}
                for job, ds, _ in each_split():
                    parts = [_frame(t) for t in _tables(ds)]
                    parts = [p for p in parts if len(p)] or parts
                    frames[job.split or "train"] = (
                        pd.concat(parts, ignore_index=True)
                        if parts
                        else pd.DataFrame(columns=job.source.columns)
                    )
                return RunResult(manifest=manifest(), frames=frames)
            if kind != "hf":
                with Sink(
                    output, fmt=fmt, overwrite=overwrite, schema=jobs[0].source.schema
                ) as sink:
                    for job, ds, _ in each_split():
                        name = job.split or "train"
                        sink.split = name
                        sink.input_schema = job.source.schema
                        for t in _tables(ds):
                            if t.num_rows:
                                sink.write(_frame(t), name)
                    m = manifest()
                write_json_atomic(manifest_path(output, fmt), m)
                return RunResult(manifest=m, output=Path(output))
            return _run_to_folder(Path(output), each_split, manifest)
        except Exception as e:  # noqa: BLE001 - re-raise a step's own error, not Ray's wrapper
            err = _unwrap(e)
            if err is e:
                blob = ray.get(collector.first_error.remote())
                if blob is None:
                    raise
                err = pickle.loads(blob)
            raise err from None
        finally:
            ray.kill(collector)


def _run_to_folder(path: Path, each_split, manifest) -> RunResult:
    """Parquet shards per split, ``manifest.json`` and ``README.md``, moved into place at once."""
    import json

    stage = path.with_name(f".{path.name}.tmp-{uuid.uuid4().hex[:8]}")
    stage.mkdir(parents=True)
    try:
        for job, ds, _ in each_split():
            _write_shards(ds, stage, job.split or "train", job.source.schema)
        shutil.rmtree(stage / "_ray", ignore_errors=True)
        m = manifest()
        (stage / "manifest.json").write_text(
            json.dumps(m, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8"
        )
        card = _dataset_card(m)
        if card is not None:
            (stage / "README.md").write_text(card, encoding="utf-8")
        _replace(stage, path)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return RunResult(manifest=m, output=path)
