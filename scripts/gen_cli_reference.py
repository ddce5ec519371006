"""Regenerate the command line reference in README.md from the argparse definitions.

python scripts/gen_cli_reference.py          # rewrite README.md
python scripts/gen_cli_reference.py --check  # exit 1 if README.md is out of date
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
START, END = "<!-- cli-reference:start -->", "<!-- cli-reference:end -->"


def render() -> str:
    os.environ["COLUMNS"] = "100"
    from cdaprep.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    parts = []
    for name, p in sub.choices.items():
        p.prog = f"cdaprep {name}"
        parts.append(f"### `cdaprep {name}`\n\n```text\n{p.format_help().rstrip()}\n```\n")
    return "\n".join(parts)


def updated(text: str) -> str:
    a, b = text.index(START) + len(START), text.index(END)
    return text[:a] + "\n" + render() + text[b:]


def main() -> int:
    text = README.read_text(encoding="utf-8")
    new = updated(text)
    if "--check" in sys.argv:
        if new != text:
            print(
                "README.md's CLI reference is out of date: run python scripts/gen_cli_reference.py"
            )
            return 1
        return 0
    README.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
