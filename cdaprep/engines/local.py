"""The local engine (the default): streaming batches in this process, or with ``num_proc > 1``
in worker processes, in order, with a bounded number of batches in flight so memory stays
bounded. Each worker loads its spaCy pipeline once per pass.
"""

from __future__ import annotations

import multiprocessing as mp
import sys
from collections import deque
from collections.abc import Iterator
from typing import Any

from cdaprep.engines.context import RunContext, finish_frame, numbered_batches
from cdaprep.engines.core import Executor
from cdaprep.engines.output import FinalPass
from cdaprep.io.readers import Source
from cdaprep.planning import Pass

__all__ = ["LocalExecutor", "EXECUTOR"]

_WORKER: dict[str, Any] = {}


def _init_worker(ctx: RunContext, p: Pass) -> None:
    ctx.setup(p)
    _WORKER.update(ctx=ctx, p=p)


def _work(batch):
    return _WORKER["ctx"].process(_WORKER["p"], batch)


def _ordered_pool_map(pool, fn, items: Iterator, window: int):
    """Like ``pool.imap`` but never more than ``window`` items in flight (bounded memory)."""
    pending: deque = deque()
    for item in items:
        pending.append(pool.apply_async(fn, (item,)))
        if len(pending) >= window:
            yield pending.popleft().get()
    while pending:
        yield pending.popleft().get()


def _progress(total: int | None, desc: str, enabled: bool):
    if not enabled:
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="rows", disable=None, file=sys.stderr, leave=False)


class LocalExecutor(Executor):
    """Batches in this process, or spread over ``num_proc`` worker processes."""

    name = "local"

    def _results(self, ctx: RunContext, p: Pass, src: Source) -> Iterator[tuple]:
        """(output, stats, partial) of every batch of pass ``p``, in input order; the
        statistics are recorded in ``ctx``."""
        o = self.options
        batches = numbered_batches(src, o.batch_size, p.columns, o.id_column)
        desc = (f"fit {ctx.keys[p.fit_index]}" if not p.is_final else "run") + (
            f" [{ctx.split}]" if ctx.split else ""
        )
        bar = _progress(src.num_rows, desc, o.progress)
        pool = None
        try:
            if o.num_proc > 1:
                spawn = mp.get_context("spawn")
                pool = spawn.Pool(o.num_proc, initializer=_init_worker, initargs=(ctx, p))
                results = _ordered_pool_map(pool, _work, batches, window=2 * o.num_proc)
            else:
                ctx.setup(p)
                results = (ctx.process(p, b) for b in batches)
            for out, stats, partial in results:
                n = stats[0].rows_in if stats else (len(out) if out is not None else 0)
                ctx.rows_in += n
                ctx.record(stats, final=p.is_final)
                if bar is not None:
                    bar.update(n)
                yield out, partial
        finally:
            if pool is not None:
                pool.close()
                pool.join()
            if bar is not None:
                bar.close()

    def statistics(self, ctx: RunContext, p: Pass, src: Source) -> list:
        partials = [partial for _, partial in self._results(ctx, p, src)]
        ctx.rows_in = 0  # counted by the final pass
        return partials

    def final(self, ctx: RunContext, src: Source) -> FinalPass:
        keep = self.options.keep_row_id
        frames = (finish_frame(out, keep) for out, _ in self._results(ctx, ctx.final, src))
        return FinalPass(frames=frames, schema=src.schema)


EXECUTOR = LocalExecutor
