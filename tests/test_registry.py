"""Steps by name, by import path and by entry point; the worked example of docs/steps.md."""

from __future__ import annotations

import json
import sys

import pandas as pd
import pytest

from cdaprep.cli import main
from cdaprep.errors import UsageError
from cdaprep.steps.registry import build_step, get_step, step_names
from tests.conftest import EXAMPLES


def test_worked_example_runs_from_its_config_file(tmp_path):
    """docs/steps.md: a map step and a fitted step of one's own, named "module:Class" in
    examples/custom_steps.toml, run by `cdaprep run` like any step."""
    out = tmp_path / "custom.csv"
    config = EXAMPLES.parent / "custom_steps.toml"
    assert main(["run", str(config), "-o", str(out), "--quiet"]) == 0
    got = pd.read_csv(out)
    assert got["text"].dropna().str.islower().all()
    shares = got.groupby("profession")["label_share"].first()
    assert shares.to_dict() == pytest.approx(
        got["profession"].value_counts(normalize=True).to_dict()
    )
    m = json.loads(out.with_name("custom.csv.manifest.json").read_text())
    types = [s["type"] for s in m["config"]["steps"]]
    assert types == [
        "assign-gender",
        "custom_steps:Lowercase",
        "custom_steps:LabelShare",
        "reweigh",
    ]
    assert m["splits"]["data"]["steps"][2]["fit"]["shares"]
    assert m["splits"]["data"]["steps"][1]["counters"]["lowercased:text"] == 238


def test_import_path_errors_name_the_fix():
    with pytest.raises(UsageError, match="cannot import step 'nope.nothing:X'"):
        get_step("nope.nothing:X")
    with pytest.raises(UsageError, match="is not a cdaprep step class"):
        get_step("cdaprep.errors:UsageError")
    with pytest.raises(UsageError, match="unknown step type 'reweight'; known steps: .*reweigh"):
        get_step("reweight")


def test_a_package_registers_steps_through_the_entry_point_group(tmp_path, monkeypatch):
    """A real installed distribution (a .dist-info folder on the path) whose entry points name
    a step in the ``cdaprep.steps`` group."""
    pkg = tmp_path / "shout_steps.py"
    pkg.write_text(
        "from cdaprep.steps import MapStep\n"
        "class Shout(MapStep):\n"
        "    name = 'shout'\n"
        "    def __init__(self, *, column='text'):\n"
        "        self.column = column\n"
        "    def apply(self, batch, ctx):\n"
        "        return batch.assign(**{self.column: batch[self.column].str.upper()})\n"
    )
    dist = tmp_path / "shout_steps-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: shout-steps\nVersion: 1.0\n")
    (dist / "entry_points.txt").write_text("[cdaprep.steps]\nshout = shout_steps:Shout\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "shout" in step_names()
    step = build_step({"type": "shout"})
    assert step.transform(pd.DataFrame({"text": ["hi"]}))["text"].tolist() == ["HI"]
    # not registered with register_step: its config names it by import path, and rebuilds
    assert step.to_config() == {"type": "shout_steps:Shout", "column": "text"}
    assert type(build_step(step.to_config())) is type(step)
    sys.modules.pop("shout_steps", None)


def test_build_step_reads_relative_step_files_from_its_base_folder(tmp_path):
    """A config's and a manifest's step files are read from a folder (the config's, the
    run's working_dir): a relative name that names a file there is joined to it; a shipped
    name, words and a list of never-swap words stay what they are."""
    for name in ("fae.tsv", "mylex.tsv", "notes.txt"):
        (tmp_path / name).write_text("x\n", encoding="utf-8")
    step = {"type": "gender-swap", "text_columns": "text", "lexicon": ["default", "mylex.tsv"]}
    lexicon = build_step(step, base=str(tmp_path)).lexicon
    assert lexicon == ["default", str(tmp_path / "mylex.tsv")]
    assert build_step(step).lexicon == ["default", "mylex.tsv"]  # no base: the current folder
    words = build_step({**step, "lexicon": "default", "never_swap": ["notes.txt"]}, base=tmp_path)
    assert words.never_swap == ["notes.txt"]  # a list of words, not files
    assert build_step({**step, "never_swap": "notes.txt"}, base=tmp_path).never_swap == str(
        tmp_path / "notes.txt"
    )
    neutral = {**step, "direction": "to-neutral", "lexicon": "default"}
    assert build_step({**neutral, "pronouns": "xe"}, base=tmp_path).pronouns == "xe"
    assert build_step({**neutral, "pronouns": "fae.tsv"}, base=tmp_path).pronouns == str(
        tmp_path / "fae.tsv"
    )
    scrub = {"type": "scrub", "text_columns": "text", "extra_words": "nurse, midwife"}
    assert build_step(scrub, base=tmp_path).extra_words == "nurse, midwife"
    absolute = str(tmp_path / "notes.txt")
    assert build_step({**scrub, "extra_words": absolute}, base="/elsewhere").extra_words == (
        absolute
    )
