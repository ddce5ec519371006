"""The engines write exactly what they wrote when the digests were recorded
(tests/engine_digests.py says which runs and how they are digested)."""

from __future__ import annotations

import json

import pytest

from tests.conftest import REPO
from tests.engine_digests import digest_of, runs

RECORDED = json.loads((REPO / "tests" / "data" / "engine_digests.json").read_text())


def _check(engines) -> None:
    todo = {k: v for k, v in runs(engines).items() if k in RECORDED}
    assert todo
    got = {name: digest_of(name, argv) for name, argv in todo.items()}
    assert got == {k: RECORDED[k] for k in todo}


def test_local_and_hf_outputs_are_unchanged():
    _check(("local", "hf"))


@pytest.mark.ray
def test_ray_outputs_are_unchanged(ray_session):
    _check(("ray",))
