"""Helpers shared by the benchmark scripts: machine description, timing of subprocesses."""

from __future__ import annotations

import os
import platform
import resource
import subprocess
import sys
import time


def machine() -> str:
    """One line describing this machine."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{cpu}, {os.cpu_count()} cores, {mem:.0f} GiB, Python {platform.python_version()}"


def run_measured(cmd: list[str]) -> tuple[float, float]:
    """Run ``cmd`` in a fresh process; return (wall seconds, peak RSS in MiB of that process).

    The peak is read with ``wait4`` for this child alone, so earlier children do not count.
    """
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        err = proc.stderr.read().decode() if proc.stderr else ""
        sys.exit(f"command failed: {' '.join(cmd)}\n{err}")
    return wall, usage.ru_maxrss / 1024


def peak_rss_mib() -> float:
    """Peak RSS of this process so far, MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
