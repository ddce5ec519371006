"""The ``cdaprep`` command line.

Each subcommand is a module in :mod:`cdaprep.cli.commands` that defines::

    NAME = "swap"                       # the subcommand
    HELP = "one line for cdaprep --help"
    EXAMPLE = "cdaprep swap in.csv -o out.csv --text-column bio"
    def add_arguments(parser): ...      # argparse options (use cdaprep.cli.common helpers)
    def run(args) -> int: ...           # exit status

Modules are discovered automatically, so adding a command never edits this file.
Exit status: 0 success, 1 data error, 2 usage error (argparse errors included).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from cdaprep import __version__
from cdaprep.errors import CdaprepError

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
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``cdaprep`` and ``python -m cdaprep``."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except CdaprepError as e:
        print(f"cdaprep {args.command}: error: {e}", file=sys.stderr)
        return e.exit_code
    except KeyboardInterrupt:
        print("cdaprep: interrupted; no output was written", file=sys.stderr)
        return 130
