"""Regenerate the command line reference docs/cli.md from the argparse definitions.

python scripts/gen_cli_reference.py          # rewrite docs/cli.md
python scripts/gen_cli_reference.py --check  # exit 1 if docs/cli.md is out of date
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

CLI_MD = Path(__file__).resolve().parents[1] / "docs" / "cli.md"
HEADER = """# Command line reference

Generated from the argument parser by `python scripts/gen_cli_reference.py` (a test checks that
it is current); every command also prints it with `cdaprep COMMAND --help`. Exit status: 0
success, 1 data error, 2 usage error, 130 interrupted, 143 terminated.

"""


def render() -> str:
    os.environ["COLUMNS"] = "100"
    from cdaprep.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    parts = [HEADER]
    for name, p in sub.choices.items():
        p.prog = f"cdaprep {name}"
        parts.append(f"## `cdaprep {name}`\n\n```text\n{p.format_help().rstrip()}\n```\n")
    return "\n".join(parts)


def main() -> int:
    new = render()
    if "--check" in sys.argv:
        if not CLI_MD.is_file() or CLI_MD.read_text(encoding="utf-8") != new:
            print("docs/cli.md is out of date: run python scripts/gen_cli_reference.py")
            return 1
        return 0
    CLI_MD.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
