"""The README tells the truth: its commands exist; docs/cli.md matches the parser."""

import re
import subprocess
import sys

from tests.conftest import REPO


def test_cli_reference_is_current():
    r = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "gen_cli_reference.py"), "--check"],
        capture_output=True,
        text=True,
        env={"COLUMNS": "100", "PATH": ""},
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_quickstart_has_exactly_two_commands_naming_real_files():
    text = (REPO / "README.md").read_text()
    quick = text[text.index("## Quickstart") : text.index("### Installing a spaCy pipeline")]
    cmds = [line for line in quick.splitlines() if line.startswith("python -m pip install")]
    assert len(cmds) == 2
    assert "python -m pytest" in cmds[1]
    for path in re.findall(r"examples/data/\S+", cmds[0]):
        assert (REPO / path).exists(), path
