"""What runs on the Ray workers: the callable of every ``map_batches`` (:class:`BatchWorker`),
the collector actor of per-batch statistics and step errors, and the writer of Parquet shards.
"""

from __future__ import annotations

import pickle
import shutil

from cdaprep.engines.context import RunContext, finish_frame
from cdaprep.errors import CdaprepError
from cdaprep.io.readers import to_pandas
from cdaprep.io.writers import _promote_nulls, frame_to_arrow, pandas_readable, with_features
from cdaprep.planning import Pass

__all__ = [
    "BatchWorker",
    "Collector",
    "task_fn",
    "unwrap",
    "write_shards",
    "output_table",
    "PARTIAL",
]

#: Column of the one-row table a statistics batch becomes.
PARTIAL = "_cda_partial"


def output_table(out, keep_row_id: bool, schema, features=None):
    """An output batch of the final pass as the Arrow table Ray writes (to Parquet shards):
    the input's column types where the values allow, the input's ``datasets`` features of the
    columns no step writes (``features``, :func:`~cdaprep.io.writers.with_features`) and the
    pandas metadata of the types (:func:`~cdaprep.io.writers.pandas_readable`), as the local
    engine writes them."""
    table = _promote_nulls(frame_to_arrow(finish_frame(out, keep_row_id), schema))
    schema = pandas_readable(with_features(table.schema, features), schema)
    return table.replace_schema_metadata(schema.metadata)


class BatchWorker:
    """The callable class of every ``map_batches``: one instance per actor (or per task
    process). In a statistics pass a batch becomes one row holding the pickled (partial
    statistics, step stats); in the final pass it becomes the output batch, and the step stats go
    to the collector actor."""

    def __init__(
        self, ctx: RunContext, p: Pass, schema, keep_row_id: bool, collector, features=None
    ) -> None:
        self.ctx, self.p, self.schema, self.features = ctx, p, schema, features
        self.keep_row_id, self.collector = keep_row_id, collector
        ctx.setup(p)

    def __call__(self, table):
        import pyarrow as pa
        import ray

        try:
            out, stats, partial = self.ctx.process(self.p, to_pandas(table))
        except CdaprepError as e:
            # Ray Data wraps a UDF's exception and drops its cause on the way to the driver:
            # hand the step's own error to the driver through the collector.
            ray.get(self.collector.fail.remote(pickle.dumps(e)))
            raise
        if not self.p.is_final:
            blob = pickle.dumps((partial, stats), protocol=pickle.HIGHEST_PROTOCOL)
            return pa.table({PARTIAL: pa.array([blob], pa.binary())})
        ray.get(self.collector.add.remote(pickle.dumps(stats)))
        return output_table(out, self.keep_row_id, self.schema, self.features)


_TASK_WORKER: dict[str, BatchWorker] = {}


def task_fn(table, *, token: str, args: tuple):
    """``map_batches`` function of a pass without a spaCy step (pooled worker processes, no
    actor start-up); the worker is built once per process and pass."""
    w = _TASK_WORKER.get(token)
    if w is None:
        _TASK_WORKER.clear()  # the worker of an earlier pass
        w = _TASK_WORKER[token] = BatchWorker(*args)
    return w(table)


class Collector:
    """Gathers the per-batch step stats of final passes and the first
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


def unwrap(exc: BaseException) -> BaseException:
    """The :class:`~cdaprep.errors.CdaprepError` a Ray task raised, if any (else ``exc``)."""
    seen, todo = set(), [exc]
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        if isinstance(e, CdaprepError):
            return e
        todo += [getattr(e, "cause", None), e.__cause__, e.__context__]
    return exc


def write_shards(ds, stage, split: str, schema) -> list[str]:
    """Write ``ds`` as Parquet shards ``stage/data/<split>-0000i-of-0000n.parquet``; return the
    columns written."""
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
        columns = list(empty.column_names)
    else:
        columns = list(pq.read_schema(files[0]).names)
    for i, f in enumerate(files):
        f.rename(data / f"{split}-{i:05d}-of-{len(files):05d}.parquet")
    shutil.rmtree(stage / "_ray", ignore_errors=True)
    return columns
