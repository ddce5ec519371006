"""The Ray engine: the planned passes as Ray Data ``map_batches`` on an actor pool, for data or
work larger than one machine.

* **Input and row ids.** The driver reads the input once through :func:`cdaprep.io.open_source`
  (so row ids are exactly the local engine's: the 0-based position in the input, or
  ``id_column``) and puts it into Ray's object store in Arrow blocks of ``block_rows`` rows. The
  driver holds one block at a time; the object store holds the rest and spills to disk when
  full, so a file larger than memory works. Every pass reads those blocks (zero-copy).
* **Fitted steps.** Each statistics pass is ``map_batches`` over only the columns it needs; the
  partial statistics come back to the driver in input order, where ``fit`` runs.
* **Map steps.** The final pass is ``map_batches`` with a callable class on a fixed-size actor pool
  (``num_proc`` actors, default: the cluster's CPUs) when a step loads a spaCy pipeline (each
  actor keeps it loaded for the whole pass), else as stateless tasks.
* **Output.** A folder is written as Parquet shards by the workers
  (``<folder>/data/<split>-00000-of-0000N.parquet``, the Hugging Face Hub layout); a file is
  gathered on the driver, block by block.

Every random draw is keyed on (seed, row id, step key), and a fit sees the same rows in the same
order as in the local engine, so the output holds the same rows with the same values as the
local engine's; only the order of rows may differ.

Examples
--------
>>> from cdaprep import Pipeline
>>> from cdaprep.presets import build_preset
>>> p = Pipeline(build_preset("us", label_column="profession"))
>>> p.run("examples/data/bios.csv", "out_folder", engine="ray")  # doctest: +SKIP
"""

from __future__ import annotations

import contextlib
import logging
import os
import pickle
import signal
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pandas as pd

from cdaprep.engines.context import (
    RunContext,
    empty_batch,
    numbered_batches,
    with_row_ids,
)
from cdaprep.engines.core import Executor, Job
from cdaprep.engines.output import FinalPass
from cdaprep.engines.ray_address import check_ray_address
from cdaprep.engines.ray_console import quiet_ray
from cdaprep.engines.ray_tasks import (
    PARTIAL,
    BatchWorker,
    Collector,
    output_table,
    task_fn,
    unwrap,
    write_shards,
)
from cdaprep.errors import UsageError, missing_extra
from cdaprep.io.readers import Source, to_pandas
from cdaprep.io.writers import _promote_nulls, frame_to_arrow
from cdaprep.planning import Pass
from cdaprep.steps.base import INTERNAL_COLUMNS

__all__ = ["RayExecutor", "EXECUTOR", "DEFAULT_BLOCK_ROWS"]

#: Rows per object-store block of the input (at least ``batch_size``).
DEFAULT_BLOCK_ROWS = 16384


def _import_ray():
    """``ray`` with ``ray.data``, or the error naming the extra to install."""
    try:
        import ray
        import ray.data  # noqa: F401
    except ImportError:
        raise missing_extra("--engine ray", "ray", "ray") from None
    return ray


def step_import_roots(steps) -> list[str]:
    """The folders a worker needs on its import path to import the modules of ``steps`` (a
    step of one's own in a module next to a config, ``custom_steps:Lowercase``): for each step
    class outside cdaprep, the folder its top-level package or module is in.

    Examples
    --------
    >>> from cdaprep.steps import AssignGender
    >>> step_import_roots([AssignGender()])
    []
    """
    import sys
    from pathlib import Path

    roots: list[str] = []
    for step in steps:
        module = type(step).__module__
        if module.split(".")[0] == "cdaprep" or module == "__main__":
            continue  # cdaprep is installed; __main__ classes are pickled by value
        file = getattr(sys.modules.get(module), "__file__", None)
        if not file:
            continue
        path = Path(file).resolve()
        depth = module.count(".") + (1 if path.name == "__init__.py" else 0)
        root = str(path.parents[depth])
        if root not in roots:
            roots.append(root)
    return roots


def worker_env(steps) -> dict[str, Any] | None:
    """The Ray ``runtime_env`` that puts :func:`step_import_roots` on the workers'
    ``PYTHONPATH`` (ahead of the driver's own), or ``None`` when every step is cdaprep's."""
    roots = step_import_roots(steps)
    if not roots:
        return None
    inherited = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    path = os.pathsep.join(dict.fromkeys([*roots, *inherited]))
    return {"env_vars": {"PYTHONPATH": path}}


def _is_console(handler: logging.Handler) -> bool:
    return isinstance(handler, logging.StreamHandler) and not isinstance(
        handler, logging.FileHandler
    )


class _RayDataConsole(logging.Filter):
    """What Ray Data prints on the console during a run (its log file keeps everything):
    nothing below an error without progress (``--quiet``), and never its notes on an error in a
    batch, which the run raises itself (a step's error as cdaprep's one line; any other with
    the worker's traceback)."""

    #: The start of Ray Data's messages on an error in a ``map_batches`` function.
    USER_ERROR = ("Exception occurred in user code", "An exception was raised from a task")

    def __init__(self, progress: bool) -> None:
        super().__init__()
        self.progress = progress

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < logging.ERROR:
            return self.progress
        return record.exc_info is not None or not record.getMessage().startswith(self.USER_ERROR)


@dataclass
class _Split:
    """A split in the object store: the refs of its blocks, its source and row count."""

    refs: list
    source: Source
    rows: int


class RayExecutor(Executor):
    """Ray Data ``map_batches`` passes on an actor pool."""

    name = "ray"
    writes_shards = True

    def __init__(self, options) -> None:
        super().__init__(options)
        self.ray = _import_ray()
        self.blocks = options.block_rows or max(options.batch_size, DEFAULT_BLOCK_ROWS)

    @contextlib.contextmanager
    def session(self) -> Iterator[None]:
        ray = self.ray
        quiet = not self.options.progress
        started = not ray.is_initialized()
        if started:
            self._init()
        self.collector = ray.remote(num_cpus=0)(Collector).remote()
        try:
            with self._data_context(), quiet_ray() if quiet else contextlib.nullcontext():
                yield
        except Exception as e:  # noqa: BLE001 - re-raise a step's own error, not Ray's wrapper
            err = unwrap(e)
            if err is e:
                blob = ray.get(self.collector.first_error.remote())
                if blob is None:
                    raise
                err = pickle.loads(blob)
            raise err from None
        finally:
            ray.kill(self.collector)
            if started:
                ray.shutdown()

    def _init(self) -> None:
        address = self.options.ray_address
        kwargs: dict[str, Any] = {"logging_level": logging.WARNING}
        if not self.options.progress:
            # quiet: Ray's own warnings (a cluster started with token authentication) and the
            # output of the workers (Ray's notes there, print() of a step) stay in the log files
            # of the Ray session; a step's error still comes back to the driver and out
            kwargs.update(logging_level=logging.ERROR, log_to_driver=False)
        if not (address or os.environ.get("RAY_ADDRESS")):
            kwargs["include_dashboard"] = False
        # ray.init retries an address that does not answer for many minutes: ask it first
        check_ray_address(address)
        where = address or os.environ.get("RAY_ADDRESS")
        own = _sigterm_handler()
        try:
            self.ray.init(address=address or None, ignore_reinit_error=True, **kwargs)
        except ConnectionError as e:
            raise UsageError(
                f"cannot connect to the Ray cluster at {where!r}: {e}. Start one "
                "with 'ray start --head' or fix --ray-address"
            ) from None
        except ValueError as e:  # ray:// without ray[client], an address Ray cannot read
            raise UsageError(f"cannot connect to the Ray cluster at {where!r}: {e}") from None
        finally:
            # ray.init installs its own SIGTERM handler (a native stack dump, exit 15): put the
            # caller's back, so SIGTERM stops the run as on the other engines (cdaprep's
            # one line, exit 143, temporary output removed, the cluster shut down)
            if own is not None:
                signal.signal(signal.SIGTERM, own)

    @contextlib.contextmanager
    def _data_context(self) -> Iterator[None]:
        """Ray Data settings of the run (progress bars, console messages), restored
        afterwards."""
        ctx = self.ray.data.DataContext.get_current()
        saved = (ctx.enable_progress_bars, ctx.execution_options.preserve_order)
        ctx.enable_progress_bars = self.options.progress
        console = _RayDataConsole(self.options.progress)
        handlers = [h for h in logging.getLogger("ray.data").handlers if _is_console(h)]
        for h in handlers:
            h.addFilter(console)
        try:
            yield
        finally:
            ctx.enable_progress_bars, ctx.execution_options.preserve_order = saved
            for h in handlers:
                h.removeFilter(console)

    def load(self, job: Job) -> _Split:
        """Put the input, with row ids, into the object store, one block at a time."""

        src = super().load(job)
        refs, rows = [], 0
        for b in numbered_batches(src, self.blocks, None, self.options.id_column):
            refs.append(self.ray.put(_promote_nulls(frame_to_arrow(b, src.schema))))
            rows += len(b)
        # (an input without rows gives one empty batch, so one empty block: see _empty_pass)
        return _Split(refs, src, rows)

    def columns(self, handle: _Split) -> list[str]:
        return list(handle.source.columns)

    def where(self, handle: _Split) -> str:
        return handle.source.name

    def empty_input(self, handle: _Split) -> Any:
        return empty_batch(handle.source)

    def features(self, handle: _Split) -> Any:
        return super().features(handle.source)

    def file_rows(self, handle: _Split) -> Any:
        return super().file_rows(handle.source)

    def _map(self, ctx: RunContext, p: Pass, handle: _Split, ds, schema, features=None):
        args = (ctx, p, schema, self.options.keep_row_id, self.collector, features)
        # no more actors (each loads spaCy) than the pass has blocks to give them
        actors = min(self.actors(), len(handle.refs))
        remote = {}
        env = worker_env(ctx.steps)
        if env:
            remote["runtime_env"] = env
        if any(ctx.steps[i].uses_spacy for i in p.steps):
            return ds.map_batches(
                BatchWorker,
                batch_size=self.options.batch_size,
                batch_format="pyarrow",
                compute=self.ray.data.ActorPoolStrategy(size=actors),
                fn_constructor_args=args,
                **remote,
            )
        return ds.map_batches(
            task_fn,
            batch_size=self.options.batch_size,
            batch_format="pyarrow",
            fn_kwargs={"token": uuid.uuid4().hex, "args": args},
            **remote,
        )

    def actors(self) -> int:
        n = self.options.num_proc
        return n if n > 1 else max(1, int(self.ray.cluster_resources().get("CPU", 1)))

    def _empty_pass(self, ctx: RunContext, p: Pass, handle: _Split):
        """An input without rows: Ray Data maps no function over an empty block, so the steps
        run here, once, on an empty batch with the input's columns (no work), as the local
        engine runs them."""
        ctx.setup(p)
        batch = with_row_ids(empty_batch(handle.source), range(0), self.options.id_column)
        out, stats, partial = ctx.process(p, batch)
        ctx.record(stats, final=p.is_final)
        return out, partial

    def statistics(self, ctx: RunContext, p: Pass, handle: _Split) -> list:
        if handle.rows == 0:
            return [self._empty_pass(ctx, p, handle)[1]]
        data_ctx = self.ray.data.DataContext.get_current()
        data_ctx.execution_options.preserve_order = True  # partials in input order, as local
        ds = self.ray.data.from_arrow_refs(handle.refs)
        if p.columns is not None:  # None: every column (a step's reads are unknown)
            ds = ds.select_columns(list(dict.fromkeys([*p.columns, *INTERNAL_COLUMNS])))
        partials = []
        batches = self._map(ctx, p, handle, ds, None).iter_batches(
            batch_format="pyarrow", batch_size=None
        )
        for t in batches:
            for blob in t.column(PARTIAL).to_pylist():
                partial, stats = pickle.loads(blob)
                partials.append(partial)
                ctx.record(stats, final=False)
        return partials

    def final(self, ctx: RunContext, handle: _Split) -> FinalPass:
        self.ray.data.DataContext.get_current().execution_options.preserve_order = False
        schema = handle.source.schema
        if handle.rows == 0:
            return self._empty_final(ctx, handle)
        features = self.output_features(ctx, handle)
        ds = self.ray.data.from_arrow_refs(handle.refs)
        ds = self._map(ctx, ctx.final, handle, ds, schema, features)
        ctx.rows_in = handle.rows

        def frames() -> Iterator[pd.DataFrame]:
            empty = None
            for t in ds.iter_batches(batch_format="pyarrow", batch_size=None):
                if t.num_rows:
                    empty = False
                    yield to_pandas(t)
                elif empty is None:
                    empty = t
            if empty is not None and empty is not False:  # no row at all: the columns
                yield to_pandas(empty)
            self._drain(ctx)

        def shards(folder, split: str) -> list[str]:
            columns = write_shards(ds, folder, split, schema)
            self._drain(ctx)
            return columns

        return FinalPass(frames=frames(), schema=schema, shards=shards)

    def _empty_final(self, ctx: RunContext, handle: _Split) -> FinalPass:
        """The final pass of an input without rows: the columns the steps give, no row."""
        import pyarrow.parquet as pq

        schema = handle.source.schema
        out, _ = self._empty_pass(ctx, ctx.final, handle)
        ctx.rows_in = 0
        table = output_table(
            out, self.options.keep_row_id, schema, self.output_features(ctx, handle)
        )

        def shards(folder, split: str) -> list[str]:
            data = folder / "data"
            data.mkdir(parents=True, exist_ok=True)
            pq.write_table(table, data / f"{split}-00000-of-00001.parquet")
            return list(table.column_names)

        return FinalPass(frames=iter([to_pandas(table)]), schema=schema, shards=shards)

    def _drain(self, ctx: RunContext) -> None:
        for blob in self.ray.get(self.collector.drain.remote()):
            ctx.record(pickle.loads(blob), final=True)

    def info(self) -> dict[str, Any]:
        return {
            "engine": "ray",
            "ray": {
                "version": self.ray.__version__,
                "address": self.options.ray_address or os.environ.get("RAY_ADDRESS"),
                "actors": self.actors(),
                "block_rows": self.blocks,
            },
        }


EXECUTOR = RayExecutor


def _sigterm_handler() -> Any:
    """The Python SIGTERM handler of the main thread (the command line's, which raises
    :class:`~cdaprep.errors.Terminated`), or ``None`` off the main thread or without one."""
    if threading.current_thread() is not threading.main_thread():
        return None
    h = signal.getsignal(signal.SIGTERM)
    return h if callable(h) else None
