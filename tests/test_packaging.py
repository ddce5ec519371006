"""The wheel holds everything cdaprep reads at run time: lexicons, rules, pronoun sets, the
her/his model (installed as cdaprep/lexicons/...)."""

from __future__ import annotations

import subprocess
import sys
import zipfile

import pytest

from tests.conftest import REPO


@pytest.mark.slow
def test_wheel_ships_every_data_file(tmp_path):
    r = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(REPO)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    (wheel,) = tmp_path.glob("cdaprep-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    data = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "lexicons").rglob("*.*"))
    assert data, "no data files found"
    missing = [p for p in data if f"cdaprep/{p}" not in names]
    assert missing == []
    assert "cdaprep/lexicons/models/her.npz" in names
