"""The local engine (the default): streaming batches in this process, or with ``num_proc > 1``
in worker processes, in order, with a bounded number of batches in flight so memory stays
bounded. Each worker loads its spaCy pipeline once per pass.

Ctrl-C and SIGTERM are the parent's to handle: the workers ignore SIGINT (Ctrl-C reaches every
process of the terminal's group) and leave quietly on SIGTERM, and the parent, interrupted or
failing, terminates its pool at once (``close``/``join`` would wait for the lost batches of a
killed worker forever) before the run removes its temporary output.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import signal
import sys
from collections import deque
from collections.abc import Iterator
from typing import Any

from cdaprep.engines.context import RunContext, finish_frame, numbered_batches
from cdaprep.engines.core import Executor
from cdaprep.engines.output import FinalPass
from cdaprep.io.readers import Source
from cdaprep.planning import Pass

__all__ = ["LocalExecutor", "EXECUTOR", "check_main_guard"]

_WORKER: dict[str, Any] = {}


def _leave_quietly(signum, frame):  # noqa: ARG001 - signal handler signature
    # an exception, not os._exit: the worker lets go of the pool's queue locks on the way out
    raise SystemExit(128 + signum)


def _init_worker(ctx: RunContext, p: Pass) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C pressed meanwhile is dropped
    signal.signal(signal.SIGTERM, _leave_quietly)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    ctx.setup(p)
    _WORKER.update(ctx=ctx, p=p)


def _work(batch):
    return _WORKER["ctx"].process(_WORKER["p"], batch)


def _unguarded_main_line() -> int | None:
    """The line of the main script whose top-level code, outside ``if __name__ ==
    "__main__":``, started this run, when worker processes would run it again.

    A worker started with "spawn" imports the main script again (as ``__mp_main__``, as
    :mod:`multiprocessing` does), so that line starts the run again in every worker, which
    fails there, and the pool starts new workers forever. ``None`` when no worker reruns the
    script (an interactive session, ``python -m package``) or the run is started under the
    guard.
    """
    import ast
    from pathlib import Path

    main = sys.modules.get("__main__")
    name = getattr(getattr(main, "__spec__", None), "name", None)
    path = getattr(main, "__file__", None)
    if name is not None and (name == "__main__" or name.endswith(".__main__")):
        return None  # multiprocessing does not import a package's __main__ again
    if path is None or Path(path).stem == "ipython":
        return None
    frame = sys._getframe(1)
    while frame is not None and not (
        frame.f_code.co_name == "<module>" and frame.f_globals is vars(main)
    ):
        frame = frame.f_back
    if frame is None:
        return None
    line = frame.f_lineno
    try:
        tree = ast.parse(Path(path).read_bytes())
    except (OSError, SyntaxError, ValueError):
        return None
    for node in ast.walk(tree):
        test = getattr(node, "test", None)
        if not isinstance(node, ast.If) or not isinstance(test, ast.Compare):
            continue
        sides = [test.left, *test.comparators]
        names = {getattr(x, "id", None) for x in sides} | {getattr(x, "value", None) for x in sides}
        if len(test.ops) != 1 or not {"__name__", "__main__"} <= names:
            continue
        guarded = node.body if isinstance(test.ops[0], ast.Eq) else node.orelse
        if guarded and guarded[0].lineno <= line <= (guarded[-1].end_lineno or line):
            return None
    return line


def check_main_guard() -> None:
    """A usage error, before any worker process is started with "spawn", when the run was
    started from a script's top-level code that the workers would run again (see
    :func:`_unguarded_main_line`); the local engine, ``audit`` and ``compare`` call it."""
    line = _unguarded_main_line()
    if line is not None:
        from cdaprep.errors import UsageError

        script = getattr(sys.modules["__main__"], "__file__", "the script")
        raise UsageError(
            f"num_proc > 1 starts worker processes that import your script again, and line "
            f"{line} of {script} would start this run again in each of them: put the code "
            "that runs cdaprep under 'if __name__ == \"__main__\":' (Python's multiprocessing "
            "needs it), or use num_proc=1"
        )


def _ordered_pool_map(pool, fn, items: Iterator, window: int):
    """Like ``pool.imap`` but never more than ``window`` items in flight (bounded memory)."""
    pending: deque = deque()
    for item in items:
        pending.append(pool.apply_async(fn, (item,)))
        if len(pending) >= window:
            yield pending.popleft().get()
    while pending:
        yield pending.popleft().get()


def _terminate(pool) -> None:
    """End ``pool`` at once, on an error or an interruption, without ``pool.terminate()``.

    That drains the task queue under a lock that a worker stopped by the same signal may hold
    (a run stopped with SIGTERM to its process group then waited forever), or raises on a
    half-written message (``EOFError: Ran out of input``). Instead: the pool stops replacing
    workers, its workers are killed (their batches are lost either way), and the pool's own
    clean-up at exit, which would drain the queue, is cancelled. Its threads are daemons and
    end with the process.
    """
    from multiprocessing import pool as mp_pool

    with contextlib.suppress(Exception):
        pool._state = mp_pool.TERMINATE
        pool._worker_handler._state = mp_pool.TERMINATE
        pool._task_handler._state = mp_pool.TERMINATE
        pool._change_notifier.put(None)
        pool._worker_handler.join(timeout=2)  # no worker is started after this
    workers = list(getattr(pool, "_pool", ()))
    for worker in workers:  # SIGKILL: no handler of theirs runs, nothing is printed
        with contextlib.suppress(Exception):
            worker.kill()
    for worker in workers:
        with contextlib.suppress(Exception):
            worker.join(timeout=2)
    with contextlib.suppress(Exception):
        pool._terminate.cancel()


@contextlib.contextmanager
def _sigint_blocked() -> Iterator[None]:
    """SIGINT blocked in this thread meanwhile, and so in the worker processes it starts until
    their initializer ignores it: a Ctrl-C while they start prints no traceback of theirs.
    This process gets a Ctrl-C pressed meanwhile when the block ends."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    from multiprocessing import resource_tracker

    # started first: starting it unblocks SIGINT on its way out
    resource_tracker.ensure_running()
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _progress(total: int | None, desc: str, enabled: bool):
    if not enabled:
        return None
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="rows", disable=None, file=sys.stderr, leave=False)


class LocalExecutor(Executor):
    """Batches in this process, or spread over ``num_proc`` worker processes."""

    name = "local"

    def __init__(self, options) -> None:
        super().__init__(options)
        #: worker pools of passes that have not ended, terminated when the run stops early
        self._pools: list = []

    @contextlib.contextmanager
    def session(self) -> Iterator[None]:
        """Worker pools a stopped run left (an error or Ctrl-C while the output was written,
        outside the pass) are terminated when the run ends."""
        try:
            yield
        finally:
            while self._pools:
                _terminate(self._pools.pop())

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
                check_main_guard()
                spawn = mp.get_context("spawn")
                with _sigint_blocked():
                    pool = spawn.Pool(o.num_proc, initializer=_init_worker, initargs=(ctx, p))
                    self._pools.append(pool)
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
        except BaseException:  # an error, Ctrl-C, SIGTERM, or the consumer stopped early
            if pool is not None:
                # at once: a worker killed with the process group lost its batches, for
                # which close() and join() would wait forever
                _terminate(pool)
            raise
        else:
            if pool is not None:
                pool.close()
                pool.join()
        finally:
            if pool is not None and pool in self._pools:
                self._pools.remove(pool)
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
