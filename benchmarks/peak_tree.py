"""Peak memory of a command and every process it starts (the worker pools of ``--num-proc``).

``python benchmarks/peak_tree.py cdaprep swap IN -o OUT --text-column text`` runs the command,
samples every 0.1 s the resident memory of the process and its descendants from ``/proc`` (Linux)
and prints one JSON line: wall seconds, peak RSS in MiB and its anonymous part ("anon": RSS minus
shared pages; memory-mapped Arrow files of the hf engine and of a ``save_to_disk`` output count in
RSS as page cache the kernel takes back when memory is short). ``run_measured`` in ``_util.py``
reads the main process only.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

PAGE = os.sysconf("SC_PAGE_SIZE")


def tree_memory(root: int) -> tuple[int, int]:
    """(resident bytes, resident minus shared bytes) of ``root`` and its descendants."""
    children: dict[int, list[int]] = {}
    mem: dict[int, tuple[int, int]] = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                stat = f.read()
            with open(f"/proc/{d}/statm") as f:
                statm = f.read().split()
        except OSError:
            continue
        ppid = int(stat[stat.rfind(")") + 2 :].split()[1])
        children.setdefault(ppid, []).append(int(d))
        mem[int(d)] = (int(statm[1]) * PAGE, (int(statm[1]) - int(statm[2])) * PAGE)
    rss = anon = 0
    todo = [root]
    while todo:
        pid = todo.pop()
        r, a = mem.get(pid, (0, 0))
        rss, anon = rss + r, anon + a
        todo += children.get(pid, [])
    return rss, anon


def main(cmd: list[str]) -> int:
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    peak = peak_anon = 0
    while proc.poll() is None:
        rss, anon = tree_memory(proc.pid)
        peak, peak_anon = max(peak, rss), max(peak_anon, anon)
        time.sleep(0.1)
    out = {
        "wall": round(time.perf_counter() - t0, 1),
        "peak_mib": round(peak / 2**20),
        "anon_mib": round(peak_anon / 2**20),
        "returncode": proc.returncode,
        "cmd": " ".join(cmd),
    }
    print(json.dumps(out))
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
