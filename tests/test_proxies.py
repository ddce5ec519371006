"""proxies: iterative proxy-word discovery (Orgad, Goldfarb-Tarrant and Belinkov 2022, App. C)."""

from __future__ import annotations

import json
import sys

import pytest

from cdaprep.errors import MissingDependencyError, UsageError, missing_extra
from cdaprep.proxies import discover_proxies
from cdaprep.steps.scrub import Scrub
from tests.fixtures_bios import build_proxy_dataset

pytest.importorskip("sklearn")


@pytest.fixture(scope="module")
def data():
    return build_proxy_dataset(400, seed=0)


@pytest.fixture(scope="module")
def report(data):
    return discover_proxies(data, text_column="text", iterations=3, per_iteration=2, seed=0)


def test_planted_proxies_found_in_first_iteration(report):
    first = {(w.word, w.gender) for w in report.words if w.iteration == 1}
    assert ("quilting", "female") in first
    assert ("rugby", "male") in first
    # gendered words and names were scrubbed before the probe saw the text
    seen = {w.word for w in report.words}
    assert not seen & {"she", "he", "mary", "james", "will", "grace"}


def test_accuracy_falls_across_iterations(report):
    acc = report.accuracies
    assert acc[0] > 0.75
    assert acc[1] < acc[0] - 0.1
    assert acc[-1] < acc[0]
    assert acc[-1] <= report.majority_rate + 0.15


def test_seeded_and_label_restriction(data, report):
    again = discover_proxies(data, text_column="text", iterations=3, per_iteration=2, seed=0)
    assert again.to_dict() == report.to_dict()
    nurses = discover_proxies(
        data,
        text_column="text",
        label_column="profession",
        label="nurse",
        iterations=1,
        per_iteration=1,
    )
    assert nurses.counts["rows_used"] == 200
    assert {w.word for w in nurses.words} == {"quilting", "rugby"}


def test_outputs_and_scrub_takes_the_lexicon(tmp_path, report):
    out = report.write(tmp_path / "rep")
    js = json.loads((out / "proxies.json").read_text())
    assert {"word", "gender", "weight", "iteration", "rank"} <= set(js["words"][0])
    assert len(js["iterations"]) == 3 and "accuracy" in js["iterations"][0]
    md = (out / "proxies.md").read_text()
    assert "| 1 |" in md and "quilting" in md
    tsv = out / "proxies.tsv"
    assert tsv.read_text().startswith("# name: proxies\n")
    got = Scrub(extra_words=str(tsv)).scrub_texts(["She enjoys quilting and rugby."])[0]
    assert "quilting" not in got and "rugby" not in got and got.startswith("_ ")
    with pytest.raises(UsageError, match="already exists"):
        report.write(tmp_path / "rep")
    report.write(tmp_path / "rep", overwrite=True)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rep"]  # no temporary left


def test_cli(tmp_path, data):
    from cdaprep.cli import main

    src = tmp_path / "d.parquet"
    data.to_parquet(src)
    out = tmp_path / "r"
    args = [
        "proxies",
        str(src),
        "-o",
        str(out),
        "--text-column",
        "text",
        "--iterations",
        "2",
        "--per-iteration",
        "1",
        "--quiet",
    ]
    assert main(args) == 0
    words = json.loads((out / "proxies.json").read_text())["words"]
    assert {w["word"] for w in words if w["iteration"] == 1} == {"quilting", "rugby"}
    assert main(args) == 2  # exists
    assert main([*args, "--overwrite", "--label-column", "profession"]) == 2  # no --label
    assert main(["proxies", str(src), "-o", str(tmp_path / "x"), "--text-column", "bio"]) == 2


def test_bad_input(data):
    with pytest.raises(UsageError, match="column 'bio' not found"):
        discover_proxies(data, text_column="bio")
    with pytest.raises(UsageError, match="'iterations' parameter"):
        discover_proxies(data, iterations=0)


def test_missing_sklearn(monkeypatch, data):
    for mod in [m for m in sys.modules if m == "sklearn" or m.startswith("sklearn.")]:
        monkeypatch.delitem(sys.modules, mod)
    monkeypatch.setitem(sys.modules, "sklearn", None)
    with pytest.raises(MissingDependencyError) as e:
        discover_proxies(data)
    assert str(e.value) == str(missing_extra("cdaprep proxies", "proxies", "sklearn"))
