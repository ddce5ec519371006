"""proxies: iterative proxy-word discovery (Orgad, Goldfarb-Tarrant and Belinkov 2022, App. C),
with the stop rule and stop-word list of issue 11 item 7."""

from __future__ import annotations

import json
import random
import sys

import pytest

from cdaprep.errors import MissingDependencyError, UsageError, missing_extra
from cdaprep.proxies import binomial_p_value, discover_proxies, load_stop_words
from cdaprep.steps.scrub import Scrub
from tests.fixtures_bios import COMMON, build_proxy_dataset

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
    # iteration 2 (planted words gone) is not significant: the run stops there (issue 11.7)
    assert len(js["iterations"]) == 2 and "accuracy" in js["iterations"][0]
    assert js["stop"]["reason"] == "not_significant" and js["stop"]["iteration"] == 2
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


def chance_dataset(n: int = 400, seed: int = 0, extra: dict | None = None):
    """Biographies whose words (after scrubbing the pronoun) say nothing about gender; with
    ``extra = {"female": w1, "male": w2}`` the word w1 is added to 70% of the female rows and
    w2 to 50% of the male rows."""
    import pandas as pd

    rng = random.Random(seed)
    rows = []
    for i in range(n):
        g = "female" if i % 2 == 0 else "male"
        text = ("She " if g == "female" else "He ") + " ".join(rng.sample(COMMON, 6))
        if extra and rng.random() < (0.7 if g == "female" else 0.5):
            text += f" and {extra[g]}"
        rows.append({"text": text + ".", "gender": g})
    return pd.DataFrame(rows)


def test_probe_at_chance_proposes_nothing_and_says_why(tmp_path):
    rep = discover_proxies(chance_dataset(), text_column="text", iterations=3, per_iteration=5)
    assert rep.words == []
    st = rep.stop
    assert st["reason"] == "not_significant" and st["iteration"] == 1
    assert st["p_value"] >= 0.05 and st["alpha"] == 0.05
    assert st["p_value"] == pytest.approx(binomial_p_value(st["correct"], 80, st["majority_rate"]))
    assert len(rep.iterations) == 1 and rep.iterations[0]["significant"] is False
    out = rep.write(tmp_path / "rep")
    js = json.loads((out / "proxies.json").read_text())
    assert js["words"] == [] and js["stop"]["reason"] == "not_significant"
    md = (out / "proxies.md").read_text()
    assert "Stopped at iteration 1: the probe is not significantly better" in md
    assert f"p = {st['p_value']:.3g}" in md
    # the lexicon written for scrub holds no word
    body = [ln for ln in (out / "proxies.tsv").read_text().splitlines() if ln[:1] != "#"]
    assert body == ["word\tgender\tweight\titeration\trank"]


def test_stop_words_are_never_proposed_by_default():
    data = chance_dataset(extra={"female": "quite", "male": "really"})
    assert {"quite", "really"} <= load_stop_words()
    rep = discover_proxies(data, text_column="text", iterations=2, per_iteration=3)
    assert not {w.word for w in rep.words} & load_stop_words()
    assert rep.counts["stop_words_removed"] >= 3  # and, quite, really
    assert rep.stop["reason"] == "not_significant"  # without them the words carry no gender
    allowed = discover_proxies(
        data, text_column="text", iterations=1, per_iteration=1, allow_stop_words=True
    )
    assert {(w.word, w.gender) for w in allowed.words} == {("quite", "female"), ("really", "male")}


def test_own_stop_word_list(tmp_path, data):
    own = tmp_path / "stop.txt"
    own.write_text("# name: mine\nword\nquilting\n")
    rep = discover_proxies(
        data, text_column="text", iterations=1, per_iteration=2, stop_words=str(own)
    )
    words = {w.word for w in rep.words}
    assert "quilting" not in words and "rugby" in words
    with pytest.raises(UsageError, match="does not exist"):
        discover_proxies(data, stop_words=str(tmp_path / "nope.txt"))


@pytest.mark.parametrize(
    "correct, n, rate",
    [(8, 10, 0.5), (64, 80, 0.5), (42, 80, 0.5), (51, 80, 0.615), (0, 5, 0.3), (5, 5, 0.9)],
)
def test_binomial_p_value_matches_scipy(correct, n, rate):
    from scipy.stats import binomtest

    want = binomtest(correct, n, rate, alternative="greater").pvalue
    assert binomial_p_value(correct, n, rate) == pytest.approx(want, rel=1e-9)


def test_cli_alpha_and_stop_words(tmp_path):
    from cdaprep.cli import main

    src = tmp_path / "d.csv"
    chance_dataset(extra={"female": "quite", "male": "really"}).to_csv(src, index=False)
    base = ["proxies", str(src), "--text-column", "text", "--per-iteration", "1", "--quiet"]
    assert main([*base, "-o", str(tmp_path / "a")]) == 0
    js = json.loads((tmp_path / "a" / "proxies.json").read_text())
    assert js["words"] == [] and js["params"]["alpha"] == 0.05
    assert main([*base, "-o", str(tmp_path / "b"), "--allow-stop-words", "--iterations", "1"]) == 0
    js = json.loads((tmp_path / "b" / "proxies.json").read_text())
    assert {w["word"] for w in js["words"]} == {"quite", "really"}
    assert main([*base, "-o", str(tmp_path / "c"), "--alpha", "1.5"]) == 2


def test_rows_without_a_group_are_left_out_and_counted(tmp_path, data):
    """Report item 1: a missing group cell (pd.NA in a "string" column, an empty CSV cell)
    crashed with "boolean value of NA is ambiguous"; such rows are left out and counted, and
    the group values are read as every step reads them ("Female" is female)."""
    import pandas as pd

    from cdaprep.cli import main

    df = data.copy()
    df["gender"] = df["gender"].astype("string")
    df.loc[[0, 1, 2], "gender"] = pd.NA
    df.loc[3, "gender"] = "  "
    df.loc[[4, 5], "gender"] = ["Female", " MALE "]
    df.loc[[6, 7], "gender"] = ["neutral", "F"]
    df.loc[8, "text"] = None  # a female row
    df.loc[9, "text"] = ""  # a male row
    rep = discover_proxies(df, text_column="text", iterations=1, per_iteration=1)
    c = rep.counts
    assert (c["rows_in"], c["no_group"], c["other_group"], c["no_text"]) == (400, 4, 2, 2)
    assert c["rows_used"] == 392 and (c["female"], c["male"]) == (196, 196)
    assert rep.notes == [
        "2 value(s) of the group column 'gender' spell female or male with other case or spaces "
        "and were read as it, as every step reads them",
        "4 row(s) with no value in the group column 'gender' were left out",
        "2 row(s) whose group is not female or male ('F', 'neutral') were left out",
        "2 female or male row(s) with no text in the column 'text' were left out",
    ]
    assert {(w.word, w.gender) for w in rep.words} == {("quilting", "female"), ("rugby", "male")}

    src = tmp_path / "d.csv"
    df.to_csv(src, index=False)  # the missing groups are empty cells
    out = tmp_path / "r"
    assert main(["proxies", str(src), "-o", str(out), "--text-column", "text"]) == 0
    js = json.loads((out / "proxies.json").read_text())
    assert js["counts"]["no_group"] == 4 and js["notes"] == rep.notes
    md = (out / "proxies.md").read_text()
    assert "## Notes\n\n* 2 value(s) of the group column" in md
    assert "* 4 row(s) with no value in the group column 'gender' were left out" in md
