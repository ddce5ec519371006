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
import difflib
import importlib
import pkgutil
import re
import signal
import sys
import threading
from typing import NoReturn

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


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line: what is wrong, the close match of a
    misspelt command, option or choice, and where every option is listed (argparse prints the
    whole usage first, twenty lines for most commands, and the error below it)."""

    def error(self, message: str) -> NoReturn:
        hint = _close_match(self, message)
        self.exit(2, f"{self.prog}: error: {message}{hint} (see {self.prog} --help)\n")


def _close_match(parser: argparse.ArgumentParser, message: str) -> str:
    """``"; did you mean ...?"`` for the misspelt choice or options ``message`` names, or
    ``""``."""
    choice = re.match(r"argument .*: invalid choice: '(.*)' \(choose from (.*)\)$", message)
    taken = getattr(parser, "list_option_taken", None)  # set by cli.options.ListAction
    if message.startswith("the following arguments are required: ") and taken:
        option, last = taken
        return (
            f"; {option} reads values up to the next option: if {last!r} is the input, "
            f"give {option} after it"
        )
    if choice:
        words = [choice.group(1)]
        known = re.findall(r"'([^']*)'", choice.group(2))
    elif message.startswith("unrecognized arguments: "):
        words = [w.split("=")[0] for w in message.split()[2:] if w.startswith("-")]
        known = [o for a in parser._actions for o in a.option_strings]
    else:
        return ""
    near = [m for w in words for m in difflib.get_close_matches(w, known, n=1)]
    return f"; did you mean {' or '.join(repr(m) for m in near)}?" if near else ""


def _command_parser(parser: argparse.ArgumentParser, name: str | None):
    """The parser of the command ``name`` (``None`` when there is no such command)."""
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return sub.choices.get(name)


def _option_of(parser: argparse.ArgumentParser, args: argparse.Namespace, e: Exception) -> str:
    """``"--p: "`` when ``e`` is about a parameter of the Python API (:data:`INVALID_PARAM
    <cdaprep.errors.INVALID_PARAM>`: "The 'p' parameter of ...") that an option of the command
    set, so the error names the option the user typed first; else ``""``."""
    m = re.match(r"The '(\w+)' parameter of ", str(e))
    command = _command_parser(parser, args.command) if m else None
    for action in command._actions if command is not None else ():
        if action.dest == m.group(1) and action.option_strings:
            return f"{action.option_strings[-1]}: "
    return ""


def build_parser() -> argparse.ArgumentParser:
    """The top-level argument parser with every discovered subcommand."""
    from cdaprep.cli.options import add_option_groups

    parser = _Parser(
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
    args, extra = parser.parse_known_args(argv)
    if extra:  # named by the command they were given to, whose options are close matches
        command = _command_parser(parser, args.command) or parser
        command.error(f"unrecognized arguments: {' '.join(extra)}")
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        with _sigterm_as_interrupt():
            return int(args._run(args) or 0)
    except CdaprepError as e:
        print(f"cdaprep {args.command}: error: {_option_of(parser, args, e)}{e}", file=sys.stderr)
        return e.exit_code
    except Terminated:
        print("cdaprep: terminated (SIGTERM); no output was written", file=sys.stderr)
        return 128 + signal.SIGTERM
    except KeyboardInterrupt:
        print("cdaprep: interrupted; no output was written", file=sys.stderr)
        return 130
