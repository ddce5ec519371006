"""Shared fixtures."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples" / "data"
WINOBIAS = REPO.parent / "shared" / "data" / "winobias-dev"


@pytest.fixture
def bios() -> pd.DataFrame:
    """The bundled example dataset."""
    from cdaprep.io import read_frame

    return read_frame(EXAMPLES / "bios.csv")


@pytest.fixture
def tiny() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "text": [
                "She is a nurse.",
                "He is a nurse.",
                "He is a pilot.",
                None,
                "",
                "Mr. Diaz and Mrs. Diaz",
                "The pilot",
                "Her father",
            ],
            "label": ["nurse", "nurse", "pilot", "pilot", "nurse", "pilot", "pilot", "nurse"],
        }
    )
