"""The report of ``cdaprep compare`` says what it shows: intervals and ``*`` marks only with
the bootstrap, the classes each figure counts, and clear errors for empty inputs."""

from __future__ import annotations

import json
import math
from statistics import NormalDist

import pandas as pd
import pytest

import cdaprep
from tests.conftest import EXAMPLES

COLS = dict(text_column="text", label_column="profession", assign_gender=True, min_count=3)


def run(n_boot: int, seeds: int):
    return cdaprep.compare(
        EXAMPLES / "bios.csv",
        EXAMPLES / "bios_test.csv",
        methods=["none", "us"],
        seeds=seeds,
        n_boot=n_boot,
        quiet=True,
        **COLS,
    )


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    """report.md and compare.json for every combination of --n-boot 0 / 20 and 1 / 3 seeds."""
    out = {}
    for n_boot in (0, 20):
        for seeds in (1, 3):
            folder = tmp_path_factory.mktemp(f"cmp_{n_boot}_{seeds}")
            cdaprep.write_compare_report(run(n_boot, seeds), folder, overwrite=True, plots=False)
            out[n_boot, seeds] = (
                (folder / "report.md").read_text(encoding="utf-8"),
                json.loads((folder / "compare.json").read_text(encoding="utf-8")),
                pd.read_csv(folder / "results.csv"),
            )
    return out


def section(md: str, title: str) -> str:
    return md.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


# -- bug 3: --n-boot 0 ------------------------------------------------------------------------


@pytest.mark.parametrize("seeds", [1, 3])
def test_without_bootstrap_the_differences_have_no_interval_and_no_star(reports, seeds):
    """With --n-boot 0 the differences showed `us` stat. FPR gap "+4.68 [+4.10, +5.26] *" (the
    seed spread alone; +4.68 [-0.12, +9.47] with the bootstrap) under a text promising the
    evaluation error in the interval, and the Results text promised bootstrap intervals."""
    md, rep, csv = reports[0, seeds]
    cells = [c for d in rep["differences"] for c in d["metrics"].values()]
    assert cells and all(c["mean"] is not None for c in cells)
    assert all(c["ci_low"] is None and c["ci_high"] is None for c in cells)
    assert all(c["excludes_zero"] is None for c in cells)
    note = rep["difference_interval"]
    assert "--n-boot 0" in note and "no interval" in note
    assert rep["interval"] == "no bootstrap intervals were computed (--n-boot 0)"
    diff = section(md, "Differences against `none`")
    assert " *" not in diff and "[" not in diff
    assert "No interval and no `*` mark" in diff and "--n-boot 1000" in diff
    assert "sqrt(" not in diff and "conservative" not in diff
    results = section(md, "Results")
    assert "percentile bootstrap interval" not in results and "[" not in results
    assert "no bootstrap intervals were computed (--n-boot 0)" in results
    assert "bootstrap: none (--n-boot 0)" in md
    assert csv["low"].isna().all() and csv["high"].isna().all()
    one = seeds == 1
    assert ("standard deviation over" in results) is not one
    assert ("the one seed" in diff) is one


def test_with_one_seed_the_interval_is_the_evaluation_error_and_says_so(reports):
    """With --seeds 1 the text spoke of "the spread of the per-seed differences" and of a
    "mean ± standard deviation" that the table cannot show."""
    md, rep, _ = reports[20, 1]
    z = NormalDist().inv_cdf(0.975)
    rows = {r["method"]: r["metrics"] for r in rep["table"]}
    d = rep["differences"][0]["metrics"]["accuracy"]
    se = [(rows[m]["accuracy"]["ci_high"] - rows[m]["accuracy"]["ci_low"]) / (2 * z) for m in rows]
    half = z * math.sqrt(se[0] ** 2 + se[1] ** 2)
    assert d["ci_low"] == pytest.approx(d["mean"] - half)
    assert d["excludes_zero"] == (d["ci_high"] < 0 or d["ci_low"] > 0)
    diff = section(md, "Differences against `none`")
    assert "sqrt(se_method^2 + se_none^2)" in diff and "sd^2" not in diff
    assert "standard deviation over" not in section(md, "Results")
    assert "the one seed" in section(md, "Results")


def test_with_bootstrap_and_seeds_the_report_is_as_before(reports):
    md, rep, _ = reports[20, 3]
    diff = section(md, "Differences against `none`")
    assert "sqrt(sd^2 / n + se_method^2 + se_none^2)" in diff
    assert "mean ± standard deviation over 3 seeds, then the 95% interval" in md
    cells = [c for d in rep["differences"] for c in d["metrics"].values()]
    assert all(c["ci_low"] is not None and isinstance(c["excludes_zero"], bool) for c in cells)
