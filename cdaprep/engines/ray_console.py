"""What Ray prints on the console of a quiet run (``--quiet``; ``progress=False`` in Python) that
no setting of Ray turns off.

The rest of a quiet run's silence is settings of :meth:`RayExecutor._init
<cdaprep.engines.ray.RayExecutor>` (``logging_level``, ``log_to_driver``) and of its Ray Data
context (progress bars, console handlers). Two things remain, each handled here for the passes
of the run only:

* **Python warnings issued by Ray** (a deprecation of an argument in a newer Ray, say): ignored
  when they come from a module of ``ray`` or are a ``RayDeprecationWarning``.
* **Notes of Ray's C++ core**, which the driver's core worker writes straight to the process's
  standard error (file descriptor 2), past Python. Ray labels some notes as errors: Ray Data
  creates every actor pool with its arguments in the object store and ``max_restarts=-1``, and
  the core worker logs "Actor with class name ... has constructor arguments in the object
  store and max_restarts > 0" for every actor (Ray issue 57733: Ray Data's own doing; the log
  file of the driver in the Ray session folder keeps it). The only switch, the
  ``RAY_BACKEND_LOG_LEVEL`` environment variable, would silence every C++ error of every Ray
  process in their log files too, and prints a line of its own. So file descriptor 2 is passed
  through a small filter process that drops the lines of :data:`RAY_NOTES` and passes every
  other byte on, in order. It is a process of its own (in its own session, so Ctrl-C does not
  reach it): should cdaprep die, it still passes on all that was written, a native crash's
  report too, before it sees the end of its input.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import warnings
from collections.abc import Iterator

__all__ = ["RAY_NOTES", "quiet_ray"]

#: Regular expressions (bytes) of the lines of Ray's C++ core that a quiet run drops: a log
#: line's ``[time level pid tid] file:line:`` prefix, then the note.
RAY_NOTES = (
    rb"^\[[^\]]*\] core_worker\.cc:\d+: Actor with class name: .* has constructor arguments "
    rb"in the object store and max_restarts > 0\.",
)

#: The filter process: standard input line by line to standard output, less the lines that
#: match an argument (a line without its end is passed on when the input ends).
_FILTER = """\
import os, re, sys
notes = [re.compile(p.encode("latin-1")) for p in sys.argv[1:]]
held = b""
while True:
    chunk = os.read(0, 65536)
    if not chunk:
        break
    *lines, held = (held + chunk).split(b"\\n")
    out = b"".join(l + b"\\n" for l in lines if not any(n.search(l) for n in notes))
    while out:
        out = out[os.write(1, out):]
while held:
    held = held[os.write(1, held):]
"""


@contextlib.contextmanager
def quiet_ray() -> Iterator[None]:
    """Inside the block, Ray's Python warnings are ignored and the lines of :data:`RAY_NOTES`
    that Ray's C++ core writes to standard error are dropped (see the module's description).
    Everything else reaches standard error as before, Ray's real errors included.

    Examples
    --------
    >>> with quiet_ray():
    ...     pass
    """
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", module=r"ray(\.|$)")
        with contextlib.suppress(ImportError):
            from ray.util.annotations import RayDeprecationWarning

            warnings.simplefilter("ignore", RayDeprecationWarning)
        with _native_stderr_without(RAY_NOTES):
            yield


@contextlib.contextmanager
def _native_stderr_without(patterns: tuple[bytes, ...]) -> Iterator[None]:
    """File descriptor 2 through the filter process that drops the lines matching
    ``patterns``; unchanged where that cannot be set up (no POSIX, no descriptor 2)."""
    proc, saved = None, None
    if os.name == "posix":
        try:
            with contextlib.suppress(AttributeError, ValueError, OSError):
                sys.stderr.flush()
            saved = os.dup(2)
            proc = subprocess.Popen(
                [sys.executable, "-S", "-c", _FILTER, *(p.decode("latin-1") for p in patterns)],
                stdin=subprocess.PIPE,
                stdout=saved,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            os.dup2(proc.stdin.fileno(), 2)
        except OSError:
            if proc is not None:
                proc.stdin.close()
                proc.wait()
            if saved is not None:
                os.close(saved)
            proc, saved = None, None
    try:
        yield
    finally:
        if proc is not None:
            with contextlib.suppress(AttributeError, ValueError, OSError):
                sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            proc.stdin.close()
            # everything written before this point is on standard error once the filter ends;
            # it ends as soon as no process holds the pipe any more
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=10)
