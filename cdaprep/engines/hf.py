"""The HF engine: the pipeline as :meth:`datasets.Dataset.map` passes, served from the
``datasets`` cache on a rerun.

* The input becomes a :class:`datasets.Dataset` per split (files through
  :func:`datasets.load_dataset`, a ``save_to_disk`` folder through ``load_from_disk``,
  ``hf://OWNER/NAME`` through :func:`cdaprep.io.hub.load_hub`, a DataFrame through
  ``Dataset.from_pandas``).
* Every fitted step gets its statistics from a pass over only the columns it needs
  (``select_columns``). The fitted steps are pickled next to the dataset's cache files under a
  fingerprint, so a rerun loads them and calls nothing.
* The final pass is one ``Dataset.map(batched=True, batch_size=..., num_proc=N,
  with_indices=True, remove_columns=<all input columns>, new_fingerprint=F)`` that applies every
  step (the row count may change). ``F`` hashes the input's fingerprint, the pipeline's config,
  the step index, the lexicon checksums, the row-id options, the cdaprep version and the
  digest of cdaprep's code and data files and of the modules of steps of one's own
  (:func:`code_fingerprint`: a build from another commit of one version never reuses a fit or
  an output); with the same ``F`` the ``datasets`` cache returns the result without running a
  step.

Row ids are as in the local engine (0-based position, or ``id_column``), so the output equals the
local engine's. In-memory inputs (DataFrames) have no cache files, so nothing is cached for them.

Ctrl-C and SIGTERM are this process's to handle, as on the local engine: the processes
``datasets`` forks for ``num_proc > 1`` (its pool's workers and its queue's manager) ignore
SIGINT (Ctrl-C reaches every process of the terminal's group) and leave quietly on SIGTERM
(which ``datasets`` sends them when the pass stops early), deleting the cache file they were
writing; the interruption, not the error ``datasets`` makes of it, ends the run.

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> from cdaprep.steps import AssignGender
>>> df = pd.DataFrame({"text": ["She sings.", "He reads."]})
>>> Pipeline([AssignGender()]).transform(df, engine="hf")["gender"].tolist()
['female', 'male']
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import json
import os
import pickle
import shutil
import signal
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

from cdaprep.engines.context import (
    RunContext,
    StepStats,
    UniqueIds,
    finish_frame,
    schema_batch,
    with_row_ids,
)
from cdaprep.engines.core import Executor, Job, scheme_options
from cdaprep.engines.manifest import lexicon_checksums
from cdaprep.engines.output import FinalPass
from cdaprep.errors import UsageError
from cdaprep.io.hfload import arrow_to_frame, dataset_of_source, load_datasets
from cdaprep.io.readers import Source, csv_style, with_csv_style
from cdaprep.io.writers import staging_path
from cdaprep.planning import Pass, config_hash, fitted_state, given_fit
from cdaprep.steps.base import as_list

__all__ = ["HFExecutor", "EXECUTOR", "fingerprint", "code_fingerprint"]

FIT_CACHE_PREFIX = "cdaprep-fit-"
STATS_CACHE_PREFIX = "cdaprep-stats-"


@functools.lru_cache(maxsize=64)
def _files_digest(root: str) -> str:
    """SHA-256 of the files under ``root`` (a package folder) or of the file ``root``, with their
    relative paths; compiled files left out. Once per process."""
    base = Path(root)
    files = [base] if base.is_file() else sorted(base.rglob("*"))
    h = hashlib.sha256()
    for f in files:
        if f.is_file() and "__pycache__" not in f.parts and f.suffix not in (".pyc", ".pyo"):
            h.update(str(f.relative_to(base.parent)).encode())
            h.update(f.read_bytes())
    return h.hexdigest()


def code_fingerprint(steps: Any = ()) -> str:
    """A digest of the code that makes the output: cdaprep's package (code, lexicons, model
    weights) and the module of every step of one's own among ``steps``. Reading a code change
    (a fix between two builds of one version) as a new cache key keeps the ``datasets`` cache
    and the pickled fits from serving what older code wrote.

    Examples
    --------
    >>> len(code_fingerprint()) == 64 and code_fingerprint() == code_fingerprint()
    True
    """
    import sys

    import cdaprep
    from cdaprep import lexicon_files

    package = Path(cdaprep.__file__).resolve().parent
    roots = [str(package)]
    lexicons = lexicon_files.lexicon_dir().resolve()
    if not lexicons.is_relative_to(package):
        # a source tree or an editable install keeps lexicons/ (rule tables, the her model)
        # next to the package, not inside it
        roots.append(str(lexicons))
    for step in steps:
        module = sys.modules.get(type(step).__module__)
        file = getattr(module, "__file__", None)
        if file and not type(step).__module__.startswith("cdaprep."):
            roots.append(str(Path(file).resolve()))
    return hashlib.sha256("".join(_files_digest(r) for r in roots).encode()).hexdigest()


def fingerprint(input_fingerprint: str, pipeline: Any, step_index: int, **extra: Any) -> str:
    """The ``datasets`` fingerprint of ``pipeline`` up to ``step_index`` applied to an input.

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> from cdaprep.steps import AssignGender
    >>> p = Pipeline([AssignGender()])
    >>> fingerprint("abc", p, 1) == fingerprint("abc", p, 1) != fingerprint("abd", p, 1)
    True
    """
    import cdaprep

    fields = {
        "input": input_fingerprint,
        "config": config_hash(pipeline.to_config()),
        "step": step_index,
        "lexicons": lexicon_checksums([pipeline]),
        "cdaprep": cdaprep.__version__,
        "code": code_fingerprint(getattr(pipeline, "steps", ())),
        **extra,
    }
    fits = _given_fits(pipeline.steps[:step_index])
    if fits:  # steps fitted on earlier data (Pipeline.fit): their fits make the output too
        fields["fits"] = fits
    payload = json.dumps(fields, sort_keys=True, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def _given_fits(steps: Any) -> list[str]:
    """A digest of the fit of every step of ``steps`` that comes fitted (``""`` for the
    others); a fit that does not pickle gets a new key every time (no cache)."""
    out = []
    for s in steps:
        if not given_fit(s):
            out.append("")
            continue
        try:
            out.append(hashlib.sha256(pickle.dumps(fitted_state(s))).hexdigest())
        except Exception:  # noqa: BLE001 - any object a step of one's own may hold
            out.append(uuid.uuid4().hex)
    return out if any(out) else []


class _MapFn:
    """The batched function of the final ``Dataset.map``: arrow batch -> steps -> arrow batch.

    Picklable (datasets ships it to worker processes); loads step resources once per process and
    writes its per-step statistics to ``stats_dir`` (one JSON file per batch).
    """

    def __init__(self, ctx: RunContext, keep_row_id: bool, stats_dir: str, schema) -> None:
        self.ctx, self.keep_row_id, self.stats_dir, self.schema = (
            ctx,
            keep_row_id,
            stats_dir,
            schema,
        )
        self._ready = False

    def __call__(self, table, indices):
        from cdaprep.io.writers import _promote_nulls, frame_to_arrow

        if not self._ready:
            self.ctx.setup(self.ctx.final)
            self._ready = True
        df = with_row_ids(arrow_to_frame(table), indices, self.ctx.id_column, self.ctx.file_rows)
        out, stats, _ = self.ctx.process(self.ctx.final, df)
        path = Path(self.stats_dir) / f"{uuid.uuid4().hex}.json"
        path.write_text(json.dumps([s.__dict__ for s in stats], default=str))
        return _promote_nulls(frame_to_arrow(finish_frame(out, self.keep_row_id), self.schema))


def _empty_table(ds):
    """A table without rows with the columns of ``ds``; a column of no type is a string
    column (as :func:`cdaprep.engines.context.empty_batch` makes it)."""
    import pyarrow as pa

    fields = [
        pa.field(f.name, pa.string()) if pa.types.is_null(f.type) else f
        for f in ds.features.arrow_schema
    ]
    return pa.schema(fields).empty_table()


def _parquet_schema(data: Any):
    """The Arrow schema of a Parquet file input, or of a DataFrame input as the local engine
    writes it (a ``Categorical`` a dictionary column); ``None`` for any other input."""
    if isinstance(data, pd.DataFrame):
        from cdaprep.io.writers import frame_to_arrow

        try:
            schema = frame_to_arrow(data.iloc[:0]).schema
        except Exception:  # noqa: BLE001 - only a hint; the input is read anyway
            return None
        # without the frame's pandas dtypes, which the local engine does not read either
        return schema.with_metadata(
            {k: v for k, v in (schema.metadata or {}).items() if k != b"pandas"}
        )
    if not isinstance(data, str | os.PathLike):
        return None
    from cdaprep.io.readers import detect_format

    try:
        if detect_format(data) != "parquet":
            return None
        import pyarrow.parquet as pq

        return pq.read_schema(data)
    except Exception:  # noqa: BLE001 - only a hint; the input was read already
        return None


def _with_dictionaries(schema, file_schema, plain=()):
    """``schema`` (the output's) with the dictionary (categorical) type of every column of the
    Parquet input ``file_schema`` whose values are still of the dictionary's value type, but
    the columns ``plain``.

    ``datasets`` reads a Parquet dictionary column (and a DataFrame's ``Categorical``) as
    plain strings (its ``Value`` features have no dictionary type); the local engine keeps the
    dictionary, so the hf engine restores it and both engines write the same Parquet file.
    """
    import pyarrow as pa

    if file_schema is None:
        return schema
    fields = []
    for f in schema:
        i = file_schema.get_field_index(f.name)
        t = file_schema.field(i).type if i >= 0 and f.name not in plain else None
        if t is not None and pa.types.is_dictionary(t):
            same = t.value_type == f.type or {t.value_type, f.type} <= {
                pa.string(),
                pa.large_string(),
            }
            if same:
                f = f.with_type(t)
        fields.append(f)
    return pa.schema(fields, metadata=schema.metadata)


class _LeaveQuietly(SystemExit, KeyboardInterrupt):
    """How a forked worker leaves on SIGTERM: a ``KeyboardInterrupt`` to ``datasets`` (which
    then deletes the cache file it was writing) and a ``SystemExit`` to the process (which
    then ends with its code and no traceback)."""


#: while ``active``, forks are ``datasets``' workers for a pass writing to ``cache``
_FORKING: dict[str, Any] = {"active": 0, "cache": None}


def _drop_unfinished_cache_files() -> None:
    """Delete the cache files this worker has open for writing: ``datasets`` writes a shard to
    ``tmp*`` in the cache folder and renames it when done (its own cleanup on an interruption
    needs its queue's manager, which has often stopped by then). Best effort: a worker whose
    hand-over to the stopped manager failed first has closed its file, which stays behind
    (never read: only renamed, finished shards are cache files)."""
    folder = _FORKING["cache"]
    if not folder:
        return
    with contextlib.suppress(OSError):
        for fd in os.listdir("/proc/self/fd"):
            with contextlib.suppress(OSError):
                path = Path(os.readlink(f"/proc/self/fd/{fd}"))
                if path.parent == Path(folder) and path.name.startswith("tmp"):
                    path.unlink(missing_ok=True)


def _exit_soon(code: int) -> None:
    time.sleep(1)
    os._exit(code)


def _leave_quietly(signum, frame):  # noqa: ARG001 - signal handler signature
    _drop_unfinished_cache_files()
    # the worker is leaving: the generators of datasets it drops fail quietly on collection
    sys.unraisablehook = lambda unraisable: None
    # the exception may be swallowed (datasets turns a failed hand-over into a result and the
    # worker waits for its next task on a lock Pool.terminate() holds): gone in a second anyway
    threading.Thread(target=_exit_soon, args=(128 + signum,), daemon=True).start()
    # an exception, not os._exit: the worker lets go of the pool's queue locks on the way out
    raise _LeaveQuietly(128 + signum)


def _after_fork_in_child() -> None:
    """A process forked during a pass with ``num_proc > 1`` ignores SIGINT (Ctrl-C reaches
    every process of the terminal's group; the parent handles it) and leaves quietly on
    SIGTERM. Nothing changes in any other fork, nor in this process."""
    if _FORKING["active"]:
        _FORKING["active"] = 0
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, _leave_quietly)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _end_children(before: set) -> None:
    """End the processes forked since ``before`` that ``datasets`` left running (its manager
    or a worker forked just before the interruption, which the parent would wait for at its
    exit): SIGTERM, then SIGKILL."""
    import multiprocess

    left = [c for c in multiprocess.active_children() if c not in before]
    for child in left:
        with contextlib.suppress(Exception):
            child.terminate()
    for child in left:
        with contextlib.suppress(Exception):
            child.join(timeout=2)
            if child.is_alive():
                child.kill()
                child.join(timeout=2)


@contextlib.contextmanager
def _quiet_forked_workers(cache: Path | None) -> Iterator[None]:
    """Processes forked meanwhile (``datasets``' pool and its queue's manager for
    ``Dataset.map(num_proc=N)``) ignore SIGINT and leave quietly on SIGTERM, deleting the
    unfinished cache files they were writing in ``cache``; an interruption of the pass is
    raised as itself, with no forked process left.

    ``datasets`` turns a Ctrl-C in its result loop into ``multiprocess.TimeoutError`` (it asks
    the still-running workers for their results on the way out); the ``KeyboardInterrupt``
    (or :class:`~cdaprep.errors.Terminated`) it hides is raised instead.
    """
    import multiprocess

    before = set(multiprocess.active_children())
    _FORKING.update(active=_FORKING["active"] + 1, cache=str(cache) if cache else None)
    try:
        yield
    except BaseException as e:
        cause: BaseException | None = e
        while cause is not None and not isinstance(cause, KeyboardInterrupt):
            cause = cause.__context__
        if cause is None:
            raise
        _end_children(before)
        if cause is e:
            raise
        raise cause from None
    finally:
        _FORKING["active"] -= 1


def _atomic_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = staging_path(path)
    tmp.write_bytes(data)
    os.replace(tmp, path)


@dataclass
class _Split:
    """A split on the HF engine: its dataset, the pipeline that makes it, its cache folder."""

    ds: Any
    pipeline: Any
    cache: Path | None
    fitted_from_cache: bool = True
    served_from_cache: bool = False
    final_fingerprint: str = ""
    #: the Arrow schema of the input as the local engine reads it (a Parquet file's own, that
    #: of a folder of data files cdaprep's readers read, a DataFrame's), when it is not the
    #: dataset's
    local_schema: Any = None
    #: where a row of a folder of data files is (its file, its row there), for errors
    file_rows: Any = None


class HFExecutor(Executor):
    """``Dataset.map`` passes with the ``datasets`` cache."""

    name = "hf"

    @contextlib.contextmanager
    def session(self) -> Iterator[None]:
        from cdaprep.io.hfprogress import datasets_progress

        with datasets_progress(self.options.progress):  # --quiet silences every bar
            yield

    def jobs(self, pipeline: Any, data: Any) -> list[Job]:
        o = self.options
        read: dict[str | None, Any] = {}
        located: dict[str | None, Any] = {}
        loaded = load_datasets(
            data,
            split=o.split,
            cache_dir=o.cache_dir,
            encoding=o.encoding,
            scheme_options=scheme_options(data, o),
            reader_schemas=read,
            file_rows=located,
        )
        schema = _parquet_schema(data)
        self.frame_input = isinstance(data, pd.DataFrame)
        if schema is not None:  # a Parquet file, or a DataFrame, as the local engine reads it
            read[None] = schema
        jobs = [Job(o.split if name is None else name, pipeline, ds) for name, ds in loaded.items()]
        #: the Arrow schema of each split as the local engine reads it, where datasets' differs
        self.local_schemas = {j.split: read[n] for j, n in zip(jobs, loaded) if n in read}
        #: where a row of each split read from a folder of data files is
        self.located = {j.split: located[n] for j, n in zip(jobs, loaded) if n in located}
        return jobs

    def load(self, job: Job) -> _Split:
        import datasets as hfd

        ds = job.source
        file_rows = getattr(self, "located", {}).get(job.split)
        if isinstance(ds, Source):
            file_rows = ds.file_rows
            ds = dataset_of_source(ds, self.options.cache_dir)
        if isinstance(ds, hfd.IterableDataset):
            raise UsageError(
                "the hf engine needs a map-style dataset; a streamed (IterableDataset) input "
                "runs with --engine local (engine='local' in Python), or drop --streaming "
                "(streaming=False) to use the datasets cache"
            )
        id_column = self.options.id_column
        if id_column and id_column in ds.column_names:  # unique, checked before any pass
            ids = UniqueIds(id_column, file_rows)
            view = ds.select_columns([id_column]).with_format("arrow")
            for table in view.iter(batch_size=self.options.batch_size):
                ids.add(table.column(0).to_pandas())
            ids.check()
        files = getattr(ds, "cache_files", None) or []
        cache = Path(files[0]["filename"]).parent if files else None
        if cache is None and self.options.cache_dir:
            cache = Path(self.options.cache_dir)
        schema = job.source.schema if isinstance(job.source, Source) else None
        schema = getattr(self, "local_schemas", {}).get(job.split, schema)
        return _Split(ds, job.pipeline, cache, local_schema=schema, file_rows=file_rows)

    def columns(self, handle: _Split) -> list[str]:
        return list(handle.ds.column_names)

    def where(self, handle: _Split) -> str:
        return "the input"

    def file_rows(self, handle: _Split) -> Any:
        return handle.file_rows

    def empty_input(self, handle: _Split) -> Any:
        """As the local engine reads the input: with the Arrow types of cdaprep's readers
        (``datasets`` makes a dictionary column plain values, a Parquet file's text
        ``string``), else with those of its dataset (the Arrow copy of a CSV or JSON lines
        file; a ``save_to_disk`` folder, a Hub dataset)."""
        schema = handle.local_schema
        if schema is None:
            ds = handle.ds
            schema = ds.data.schema if hasattr(ds.data, "schema") else ds.features.arrow_schema
        return schema_batch(schema, list(handle.ds.column_names))

    def _fingerprint(self, handle: _Split, step_index: int) -> str:
        o = self.options
        return fingerprint(
            handle.ds._fingerprint,
            handle.pipeline,
            step_index,
            id_column=o.id_column,
            keep_row_id=o.keep_row_id,
        )

    def fit_pass(self, ctx: RunContext, p: Pass, handle: _Split) -> None:
        fp = self._fingerprint(handle, p.fit_index)
        pkl = handle.cache / f"{FIT_CACHE_PREFIX}{fp}.pkl" if handle.cache is not None else None
        if pkl is not None and pkl.is_file():
            with open(pkl, "rb") as f:
                ctx.steps[p.fit_index] = pickle.load(f)
            return
        handle.fitted_from_cache = False
        super().fit_pass(ctx, p, handle)
        if pkl is not None:
            _atomic_bytes(pkl, pickle.dumps(ctx.steps[p.fit_index]))

    def statistics(self, ctx: RunContext, p: Pass, handle: _Split) -> list:
        id_column = self.options.id_column
        read = list(dict.fromkeys([*(p.columns or []), *([id_column] if id_column else [])]))
        view = handle.ds.select_columns(read) if read else handle.ds
        ctx.setup(p)
        partials = []
        offset = 0
        for table in view.with_format("arrow").iter(batch_size=self.options.batch_size):
            n = table.num_rows
            df = with_row_ids(
                arrow_to_frame(table), range(offset, offset + n), id_column, ctx.file_rows
            )
            offset += n
            _, stats, partial = ctx.process(p, df)
            partials.append(partial)
            ctx.record(stats, final=False)
        if offset == 0:  # no rows: one empty batch, as the local engine reads one
            df = with_row_ids(arrow_to_frame(_empty_table(view)), range(0), id_column)
            _, stats, partial = ctx.process(p, df)
            partials.append(partial)
            ctx.record(stats, final=False)
        return partials

    def _map(self, ctx: RunContext, handle: _Split, stats_dir: str, *, use_cache: bool = True):
        import datasets as hfd
        from datasets.table import InMemoryTable

        o = self.options
        fn = _MapFn(ctx, o.keep_row_id, stats_dir, handle.ds.features.arrow_schema)
        if len(handle.ds) == 0:
            # Dataset.map calls no function on no rows (the output would have no column):
            # the steps run once on an empty batch, so the output has their columns
            return hfd.Dataset(InMemoryTable(fn(_empty_table(handle.ds), [])))
        with _quiet_forked_workers(handle.cache):
            out = handle.ds.with_format("arrow").map(
                fn,
                batched=True,
                batch_size=o.batch_size,
                with_indices=True,
                num_proc=o.num_proc if o.num_proc > 1 else None,
                remove_columns=list(handle.ds.column_names),
                new_fingerprint=handle.final_fingerprint,
                load_from_cache_file=use_cache,
                desc="cdaprep",
            )
        return out.with_format(None)

    def _final_map(self, ctx: RunContext, handle: _Split, *, use_cache: bool):
        """The final ``Dataset.map`` and the statistics files of the batches it ran (none when
        the ``datasets`` cache served it), recorded in ``ctx``."""
        stats_dir = tempfile.mkdtemp(prefix="cdaprep-hf-stats-")
        try:
            out = self._map(ctx, handle, stats_dir, use_cache=use_cache)
            files = sorted(Path(stats_dir).glob("*.json"))
            for f in files:
                ctx.record([StepStats(**d) for d in json.loads(f.read_text())], final=True)
        finally:
            shutil.rmtree(stats_dir, ignore_errors=True)
        return out, files

    def final(self, ctx: RunContext, handle: _Split) -> FinalPass:
        handle.final_fingerprint = self._fingerprint(handle, len(ctx.steps))
        before = copy.deepcopy(ctx.totals)
        out, files = self._final_map(ctx, handle, use_cache=True)
        if files and ctx.totals and ctx.totals[0].rows_in < len(handle.ds):
            # a run stopped after some of its num_proc shards were cached: the rows are
            # right, but the statistics would be those of the shards computed now only
            ctx.totals = before
            out, files = self._final_map(ctx, handle, use_cache=False)
        self._cached_stats(ctx, handle, ran=bool(files) or len(handle.ds) == 0)
        ctx.rows_in = len(handle.ds)
        # the split as the local engine reads it (a Parquet file, a folder of them, a
        # DataFrame) may hold dictionary columns that datasets made plain
        # but a category text column a step rewrites, which the local engine makes plain
        # text (cdaprep.steps.base.text_dtype) and writes so from a DataFrame (no input schema)
        plain = set()
        if getattr(self, "frame_input", False):
            plain = {c for s in ctx.steps for c in as_list(getattr(s, "text_columns", None))}
            plain &= {c for s in ctx.steps for c in s.writes()}
        schema = _with_dictionaries(out.features.arrow_schema, handle.local_schema, plain)
        # how a CSV input writes its values, for a CSV output (datasets drops the metadata)
        schema = with_csv_style(schema, csv_style(handle.local_schema))
        # and the dtypes pandas gave the columns of a Parquet input, for a Parquet output
        pandas_meta = (handle.local_schema.metadata or {}) if handle.local_schema else {}
        if b"pandas" in pandas_meta:
            meta = {**(schema.metadata or {}), b"pandas": pandas_meta[b"pandas"]}
            schema = schema.with_metadata(meta)
        return FinalPass(frames=self._frames(out), schema=schema)

    def _cached_stats(self, ctx: RunContext, handle: _Split, *, ran: bool) -> None:
        """Keep the final pass's statistics next to its cache files; restore them when the
        ``datasets`` cache served the pass without running a step."""
        handle.served_from_cache = not ran
        if handle.cache is None:
            return
        stats_file = handle.cache / f"{STATS_CACHE_PREFIX}{handle.final_fingerprint}.json"
        if ran:
            _atomic_bytes(stats_file, json.dumps([t.__dict__ for t in ctx.totals]).encode())
        elif stats_file.is_file():
            ctx.totals = [StepStats(**d) for d in json.loads(stats_file.read_text())]

    def _frames(self, out) -> Iterator[pd.DataFrame]:
        for table in out.with_format("arrow").iter(batch_size=max(self.options.batch_size, 1024)):
            yield arrow_to_frame(table)
        if len(out) == 0:
            yield arrow_to_frame(out.features.arrow_schema.empty_table())

    def features(self, handle: _Split) -> Any:
        return handle.ds.features

    def split_info(self, ctx: RunContext, handle: _Split) -> dict[str, Any]:
        return {
            "cache": {
                "fingerprint": handle.final_fingerprint,
                "input_fingerprint": handle.ds._fingerprint,
                "served_from_cache": handle.served_from_cache,
                "fit_from_cache": handle.fitted_from_cache and len(ctx.passes) > 1,
            }
        }

    def info(self) -> dict[str, Any]:
        return {"engine": "hf"}


EXECUTOR = HFExecutor
