"""The swap check of `cdaprep audit`: how well the swap reads "her" on the data's own male-only
rows, made female by rule and swapped back, without labels."""

from __future__ import annotations

import heapq
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from cdaprep.audit import AuditStats, audit, check_swap, render_markdown, write_audit
from cdaprep.audit.swapcheck import gold_pairs, sample_key
from cdaprep.cli import main
from cdaprep.steps.base import ROW_ID, StepContext
from cdaprep.swap import swap_gender

JUDGED = Path(__file__).resolve().parents[1] / "benchmarks" / "data"
TOKEN = re.compile(r"[A-Za-z]+")


def real_snippets() -> list[str]:
    """Real text the repository ships: the contexts (about 150 characters each, cut anywhere)
    of the judged name edits of the other-domain sets (news, comments, reviews, dialogue,
    encyclopedia...), the judged name's brackets removed; men, women and neither."""
    out = []
    for f in sorted(JUDGED.glob("name_edits_other*.tsv")):
        for line in f.read_text(encoding="utf-8").splitlines():
            cols = line.split("\t")
            if not line.startswith("#") and len(cols) > 5:
                out.append(cols[5].replace("[", "").replace("]", ""))
    return out


def test_the_check_counts_what_the_public_swap_restores():
    """Independent of the check's own scoring: each male-only sentence made female, swapped back
    with swap_gender, compared word by word with the sentence as written."""
    lines = real_snippets()
    rep = check_swap(lines, adapt=False, failures=1000)
    pairs = gold_pairs(lines)
    assert rep["pairs"] == len(pairs) > 1000
    slots = restored = 0
    for fem, gold in pairs:
        back = swap_gender(fem, direction="to-male")
        # only the pronoun slots change (the gold text has no other gendered word)
        assert len(TOKEN.findall(back)) == len(TOKEN.findall(fem))
        shift = 0
        for s, e, orig in gold:
            word = TOKEN.match(back, s + shift).group()
            shift += len(word) - (e - s)
            if fem[s:e].lower() == "her":
                slots += 1
                restored += word.lower() == orig.lower()
    assert slots == rep["her"]["slots"] > 1000
    assert restored == rep["her"]["right"]
    assert rep["her"]["slots"] - rep["her"]["right"] == len(rep["wrong"])
    assert 0.95 < rep["her"]["accuracy"] < 1  # real text: some are read wrong
    assert rep["her"]["ci_low"] <= rep["her"]["accuracy"] <= rep["her"]["ci_high"]
    assert rep["all_pronouns"]["slots"] > rep["her"]["slots"]


def test_only_male_only_texts_with_his_or_him_are_checked():
    rep = check_swap(
        [
            "He lost his keys.",  # her slot: his
            "They thanked him.",  # her slot: him
            "He said so.",  # no her slot, one pronoun slot
            "She lost her keys.",  # female
            "He met his sister.",  # a female word
            "Each student brings his or her book.",  # her or her once made female
            "",
        ],
        adapt=False,
    )
    assert rep["texts"] == 7 and rep["pairs"] == 3
    assert rep["her"] == {"right": 2, "slots": 2, "accuracy": 1.0, "ci_low": pytest.approx(0.342,
                          abs=1e-3), "ci_high": 1.0}  # fmt: skip
    assert rep["all_pronouns"]["slots"] == 4 and rep["wrong"] == []


def test_wrong_reads_are_listed_as_the_text_wrote_them():
    # with "her" never swapped, every her slot stays "her": all of them wrong
    rep = check_swap(
        ["Yesterday he gave him | the keys.", "He lost his keys."],
        {"never_swap": ["her"]},
        adapt=False,
    )
    assert rep["her"]["right"] == 0 and rep["her"]["slots"] == 2
    first = rep["wrong"][0]
    assert first == {"before": "Yesterday he gave ", "word": "him", "read": "her",
                     "after": " | the keys."}  # fmt: skip
    md = render_markdown(
        audit(
            pd.DataFrame({"text": ["Yesterday he gave him | the keys."]}),
            methods=[],
            swap={"never_swap": ["her"]},
            assign_gender=True,
        )
    )
    section = md[md.index("## Swap check") :]
    assert "| Yesterday he gave  | him | her |  \\| the keys. |" in section
    assert "0 of 1 (0.0%)" in section


def test_adapt_is_scored_on_halves_and_only_with_the_model():
    lines = real_snippets()[:3000]
    rep = check_swap(lines, seed=1)
    ad = rep["adapt"]
    assert ad["her"]["slots"] == rep["her"]["slots"]  # the same slots, each half once
    assert ad["contexts"] > 0
    assert check_swap(lines[:50], {"disambiguator": "tagger"})["adapt"] is None


def test_the_sample_is_the_same_for_any_batches_and_processes():
    lines = real_snippets()
    df = pd.DataFrame({"text": lines + [None, "", 7]})
    kw = dict(text_columns="text", methods=[], swap_check=25, assign_gender=True)
    one = audit(df, **kw)
    assert json.dumps(audit(df, batch_size=13, num_proc=2, **kw)["swap_check"]) == json.dumps(
        one["swap_check"]
    )
    st = AuditStats(text_columns="text", swap_check=25)
    rows = df.assign(**{ROW_ID: range(len(df))})
    ctx = StepContext()
    st.fit([st.collect(rows.iloc[i : i + 17], ctx) for i in range(0, len(rows), 17)], ctx)
    # the 25 smallest keys of all the candidates (every male-only text with his or him)
    every = AuditStats(text_columns="text", swap_check=10**6).fit_frame(df).swap_sample_
    assert len(every) > 500
    want = [t for _, t in heapq.nsmallest(25, ((sample_key(t), t) for t in every))]
    assert st.swap_sample_ == want
    assert one["swap_check"]["texts"] == 25


def test_swap_check_zero_leaves_it_out(tmp_path):
    rep = audit(pd.DataFrame({"text": ["He lost his keys."]}), methods=[], swap_check=0,
                assign_gender=True)  # fmt: skip
    assert rep["swap_check"] is None and rep["inputs"]["swap_check"] == 0
    assert "Swap check" not in render_markdown(rep)
    with pytest.raises(Exception, match="swap_check must be a whole number"):
        audit(pd.DataFrame({"text": ["He ran."]}), swap_check=-1, assign_gender=True)


def test_audit_with_adapt_checks_the_swap_it_did_not_fit_on_the_sample():
    df = pd.DataFrame({"text": real_snippets()[:400]})
    rep = audit(df, methods=["cda"], swap={"adapt": True}, assign_gender=True)
    assert rep["adaptation"] is not None
    plain = audit(df, methods=["cda"], assign_gender=True)
    assert rep["swap_check"] == plain["swap_check"]


def test_cli_prints_and_writes_the_check(tmp_path, capsys):
    src = tmp_path / "snippets.csv"
    pd.DataFrame({"text": real_snippets()}).to_csv(src, index=False)
    out = tmp_path / "rep"
    assert main(["audit", str(src), "-o", str(out), "--text-column", "text", "--no-plots",
                 "--assign-gender", "--method", "cda", "--swap-check", "300"]) == 0  # fmt: skip
    printed = capsys.readouterr().out
    assert re.search(r"swap check: her read right \d+\.\d% \[\d", printed)
    data = json.loads((out / "audit.json").read_text())
    assert data["swap_check"]["texts"] == 300 and data["inputs"]["swap_check"] == 300
    assert '## Swap check: how the swap reads "her" on this data' in (out / "report.md").read_text()
    with pytest.raises(SystemExit) as exit_:
        main(["audit", str(src), "-o", str(out), "--text-column", "text", "--assign-gender",
              "--swap-check", "-3", "--overwrite"])  # fmt: skip
    assert exit_.value.code == 2
    assert "--swap-check: expected a whole number, 0 or more, got '-3'" in capsys.readouterr().err
    write_audit(data, tmp_path / "again", plots=False)  # the JSON renders again
