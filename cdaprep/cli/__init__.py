"""The ``cdaprep`` command line.

Each subcommand is a module in :mod:`cdaprep.cli.commands` that defines::

    NAME = "swap"                       # the subcommand
    HELP = "one line for cdaprep --help"
    EXAMPLE = "cdaprep swap in.csv -o out.csv --text-column bio"
    OPTIONS = ("io", "text", "run")     # shared option groups (cdaprep.cli.common), optional
    def add_arguments(parser): ...      # the command's own options, optional
    def run(args) -> int: ...           # exit status

Modules are discovered automatically, so adding a command never edits this file.
Exit status: 0 success, 1 data error, 2 usage error (argparse errors included).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import pkgutil
import signal
import sys
import threading

from cdaprep import __version__
from cdaprep.errors import CdaprepError, Terminated

__all__ = ["main", "build_parser"]


def _commands():
    import cdaprep.cli.commands as pkg

    mods = []
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("_"):
            continue
        mods.append(importlib.import_module(f"cdaprep.cli.commands.{info.name}"))
    order = [
        "run",
        "assign-gender",
        "swap",
        "augment",
        "pairs",
        "reweigh",
        "scrub",
        "anonymize",
        "proxies",
        "metrics",
    ]
    return sorted(mods, key=lambda m: (order.index(m.NAME) if m.NAME in order else 99, m.NAME))


def build_parser() -> argparse.ArgumentParser:
    """The top-level argument parser with every discovered subcommand."""
    from cdaprep.cli.options import add_option_groups

    parser = argparse.ArgumentParser(
        prog="cdaprep",
        description="Counterfactual data augmentation and debiasing of text datasets.",
        epilog="Run 'cdaprep COMMAND --help' for the options and an example of each command.",
    )
    parser.add_argument("--version", action="version", version=f"cdaprep {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for mod in _commands():
        p = sub.add_parser(
            mod.NAME,
            help=mod.HELP,
            description=mod.HELP,
            epilog=f"example:\n  {mod.EXAMPLE}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        add_option_groups(p, getattr(mod, "OPTIONS", ()))
        if hasattr(mod, "add_arguments"):
            mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def _raise_terminated(signum, frame):  # noqa: ARG001 - signal handler signature
    raise Terminated()


@contextlib.contextmanager
def _sigterm_as_interrupt():
    """SIGTERM raises :class:`~cdaprep.errors.Terminated` (a ``KeyboardInterrupt``) while a
    command runs, so a terminated run cleans up exactly like Ctrl-C: no temporary output left."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise_terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``cdaprep`` and ``python -m cdaprep``."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        with _sigterm_as_interrupt():
            return int(args._run(args) or 0)
    except CdaprepError as e:
        print(f"cdaprep {args.command}: error: {e}", file=sys.stderr)
        return e.exit_code
    except Terminated:
        print("cdaprep: terminated (SIGTERM); no output was written", file=sys.stderr)
        return 128 + signal.SIGTERM
    except KeyboardInterrupt:
        print("cdaprep: interrupted; no output was written", file=sys.stderr)
        return 130
