"""`cdaprep audit` (issue 16): the log-odds formula, the dry-run plan against `augment`, group
shares, gendered-word coverage, messy data, one streaming pass, the report folder and the CLI."""

from __future__ import annotations

import json
import math

import numpy as np
import pandas as pd
import pytest

from cdaprep.audit import (
    AuditStats,
    audit,
    rank_words,
    weighted_log_odds,
    wilson_interval,
    write_audit,
)
from cdaprep.cli import main
from tests.conftest import EXAMPLES

BIOS = str(EXAMPLES / "bios.csv")
METHODS = ["cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda"]
AUGMENT = ["--text-column", "text", "--label-column", "profession", "--assign-gender"]


# -- the weighted log-odds of Monroe, Colaresi and Quinn (2008) --------------------------------


def fightin_words_direct(y_i: dict, y_j: dict, alpha0: float) -> dict[str, float]:
    """The paper's equations, word by word: prior a_w = alpha0 * y_w / n over the pooled
    corpus, delta_w = log((y_w^i + a_w) / (n^i + a0 - y_w^i - a_w)) - (same for j),
    var = 1/(y_w^i + a_w) + 1/(y_w^j + a_w), z = delta / sqrt(var)."""
    words = sorted(set(y_i) | set(y_j))
    y = {w: y_i.get(w, 0) + y_j.get(w, 0) for w in words}
    n = sum(y.values())
    n_i, n_j = sum(y_i.values()), sum(y_j.values())
    out = {}
    for w in words:
        a = alpha0 * y[w] / n
        yi, yj = y_i.get(w, 0), y_j.get(w, 0)
        delta = math.log((yi + a) / (n_i + alpha0 - yi - a)) - math.log(
            (yj + a) / (n_j + alpha0 - yj - a)
        )
        out[w] = delta / math.sqrt(1 / (yi + a) + 1 / (yj + a))
    return out


TABLE_I = {"nurse": 40, "she": 55, "the": 300, "clinic": 12, "rugby": 1, "quilt": 7}
TABLE_J = {"nurse": 6, "he": 61, "the": 280, "clinic": 9, "rugby": 14, "golf": 3}


@pytest.mark.parametrize("alpha0", [0.5, 10.0, 1000.0])
def test_log_odds_z_scores_equal_the_formula(alpha0):
    want = fightin_words_direct(TABLE_I, TABLE_J, alpha0)
    words = sorted(want)
    yi = np.array([TABLE_I.get(w, 0) for w in words])
    yj = np.array([TABLE_J.get(w, 0) for w in words])
    got = weighted_log_odds(yi, yj, yi + yj, alpha0=alpha0)["z"]
    for w, z in zip(words, got):
        assert z == pytest.approx(want[w], rel=1e-12), w
    # the ranking keeps the formula's values and order
    fem, mal = rank_words(words, yi, yj, yi + yj, alpha0=alpha0, top=3)
    assert [r["word"] for r in fem] == sorted((w for w in want if want[w] > 0), key=want.get)[::-1][
        :3
    ]
    assert [r["z"] for r in mal] == pytest.approx(sorted(v for v in want.values() if v < 0)[:3])


def test_prior_shrinks_rare_words_and_min_count_leaves_them_out():
    words = ["rare", "common", "the"]
    yi, yj = np.array([3, 300, 1000]), np.array([0, 100, 1000])
    weak = weighted_log_odds(yi, yj, yi + yj, alpha0=1.0)["delta"]
    strong = weighted_log_odds(yi, yj, yi + yj, alpha0=1e5)["delta"]
    assert abs(strong[0]) < abs(weak[0])  # a larger prior pulls towards "no difference"
    fem, _ = rank_words(words, yi, yj, yi + yj, min_count=5)
    assert [r["word"] for r in fem] == ["common"]


def test_wilson_interval_known_values():
    # Wilson (1927) score interval, 95%: 8/10 -> [0.4902, 0.9433]; 0/10 -> [0, 0.2775]
    assert wilson_interval(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    lo, hi = wilson_interval(500, 1000, 0.99)
    assert lo == pytest.approx(1 - hi) and hi - lo == pytest.approx(0.08119, abs=1e-5)


def test_wilson_interval_holds_the_share_exactly_at_zero_and_one():
    # rounding gave 0.9999999999999999 for 13/13 and 2.8e-17 for 0/10: error bars of
    # share - ci_low / ci_high - share were negative and the audit plot crashed
    for n in range(1, 250):
        for k in range(n + 1):
            lo, hi = wilson_interval(k, n)
            assert lo <= k / n <= hi
        assert wilson_interval(0, n)[0] == 0.0 and wilson_interval(n, n)[1] == 1.0


@pytest.mark.parametrize(
    "label, group, n, share, ci",
    [("yoga", "female", 13, 1.0, (0.772, 1.0)), ("mechanic", "male", 10, 0.0, (0.0, 0.278))],
)
def test_audit_of_a_label_with_one_group_only_writes_the_plot(tmp_path, label, group, n, share, ci):
    pytest.importorskip("matplotlib")
    other = "male" if group == "female" else "female"
    rows = [{"text": f"{'She' if group == 'female' else 'He'} works, day {i}.", "label": label,
             "gender": group} for i in range(n)]  # fmt: skip
    rows += [{"text": f"He flies plane {i}. She is his colleague.", "label": "pilot",
              "gender": g} for i, g in enumerate([group] * 12 + [other] * 12)]  # fmt: skip
    pd.DataFrame(rows).to_csv(tmp_path / "one.csv", index=False)
    out = tmp_path / "rep"
    args = ["audit", str(tmp_path / "one.csv"), "-o", str(out), "--text-column", "text"]
    assert main([*args, "--label-column", "label", "--quiet", "--method", "us"]) == 0
    assert (out / "group_share_per_label.png").stat().st_size > 0
    js = json.loads((out / "audit.json").read_text())
    row = next(r for r in js["labels"] if r["label"] == label)
    assert row["share"] == share
    assert (row["ci_low"], row["ci_high"]) == pytest.approx(ci, abs=1e-3)
    assert row["ci_low"] <= row["share"] <= row["ci_high"]


# -- the dry-run plan equals what augment writes -----------------------------------------------


@pytest.fixture(scope="module")
def bios_report():
    return audit(BIOS, text_columns="text", label_column="profession", assign_gender=True, seed=3)


@pytest.fixture(scope="module")
def augmented(tmp_path_factory):
    out = {}
    d = tmp_path_factory.mktemp("augment")
    for m in METHODS:
        path = d / f"{m}.parquet"
        assert main(["augment", BIOS, "-o", str(path), "--method", m, *AUGMENT, "--seed", "3",
                     "--quiet"]) == 0  # fmt: skip
        out[m] = pd.read_parquet(path)
    return out


@pytest.mark.parametrize("method", METHODS)
def test_dry_run_equals_augment_row_counts(bios_report, augmented, method):
    plan = bios_report["plan"][method]
    df = augmented[method]
    assert plan["error"] is None
    assert plan["rows_in"] == 240
    assert plan["rows_out"] == len(df)
    roles = df["cda_role"].value_counts().to_dict() if "cda_role" in df else {}
    assert plan["counterfactual_rows"] == roles.get("counterfactual", 0)
    assert plan["counterfactuals"] == plan["counterfactual_rows"]  # resample-first: all kept
    if method.startswith("rw"):
        w = df["sample_weight"]
        assert plan["weight"]["min"] == pytest.approx(w.min())
        assert plan["weight"]["max"] == pytest.approx(w.max())
        assert plan["weight"]["sum"] == pytest.approx(w.sum())
    else:
        assert plan["weight"] is None
    if method in ("us", "us-cda"):
        assert plan["dropped"] == 240 - plan["originals_kept"] > 0
    if method in ("os", "os-cda"):
        assert plan["repeated"] > 0 and plan["originals_kept"] == 240


@pytest.mark.parametrize(
    "extra",
    [
        ["--method", "us-cda", "--order", "cda-first"],
        ["--method", "os-cda", "--order", "cda-first", "--seed", "11"],
        ["--method", "rw-cda", "--cf-weight", "one"],
        ["--method", "us", "--groups", "female", "male"],
    ],
)
def test_dry_run_follows_the_options_like_augment(tmp_path, extra):
    out = tmp_path / "a.parquet"
    assert main(["augment", BIOS, "-o", str(out), *AUGMENT, "--quiet", *extra]) == 0
    rep = tmp_path / "rep"
    assert main(["audit", BIOS, "-o", str(rep), *AUGMENT, "--quiet", "--no-plots", *extra]) == 0
    plan = json.loads((rep / "audit.json").read_text())["plan"]
    method = extra[1]
    assert list(plan) == [method]
    assert plan[method]["rows_out"] == len(pd.read_parquet(out))


def draw_sensitive(n: int = 160, seed: int = 0) -> pd.DataFrame:
    """Rows where *which* rows resampling keeps changes the counterfactual count: some rows
    hold a gendered word that is no assign-gender indicator ("wife"), some none at all, and the
    given ``gender`` column does not always match the text."""
    import random

    rng = random.Random(seed)
    forms = ["She is a {j}.", "He is a {j}.", "The {j} and the wife left.", "The {j} left early."]
    rows = []
    for _ in range(n):
        j = rng.choice(["nurse", "pilot", "chef"])
        rows.append(
            {
                "text": rng.choice(forms).format(j=j),
                "job": j,
                "gender": rng.choice(["female", "male", "male"]),
            }
        )
    return pd.DataFrame(rows)


@pytest.mark.parametrize("group", [["--assign-gender", "--group-column", "g2"], []])
@pytest.mark.parametrize(
    "extra",
    [
        ["--method", "us-cda"],
        ["--method", "us-cda", "--order", "cda-first"],
        ["--method", "os-cda", "--seed", "5"],
        ["--method", "os-cda", "--order", "cda-first", "--cda-mode", "replace"],
    ],
)
def test_dry_run_equals_augment_where_the_draw_matters(tmp_path, group, extra):
    src = tmp_path / "d.csv"
    draw_sensitive().to_csv(src, index=False)
    common = ["--text-column", "text", "--label-column", "job", "--quiet", *group, *extra]
    counts = []
    seeds = ("0", "1", "2", "3", "4", "5") if extra == ["--method", "us-cda"] else ("7",)
    for seed in seeds:
        out = tmp_path / f"a{seed}.parquet"
        rep = tmp_path / f"r{seed}"
        assert main(["augment", str(src), "-o", str(out), *common, "--seed", seed]) == 0
        assert main(["audit", str(src), "-o", str(rep), "--no-plots", *common, "--seed", seed]) == 0
        plan = json.loads((rep / "audit.json").read_text())["plan"][extra[1]]
        df = pd.read_parquet(out)
        assert plan["rows_out"] == len(df)
        assert plan["counterfactual_rows"] == int((df["cda_role"] == "counterfactual").sum())
        counts.append(len(df))
    if len(seeds) > 1 and not group:
        # the draw changes the count: the plan must follow it (with --assign-gender every
        # female or male row has a gendered word and the pronoun-less rows are not balanced,
        # so there the count does not depend on the draw)
        assert len(set(counts)) > 1


def test_adapt_plans_what_augment_adapt_writes(tmp_path):
    # "Arthur" is a surname in this dataset ("Mr. Arthur", "Dr. Arthur"), so with --adapt
    # "Arthur said so." has no gendered word for CDA and gets no counterfactual; without it,
    # "said" is evidence enough of a given name. The audit used to fail on --adapt.
    src = tmp_path / "d.csv"
    texts = ["Mr. Arthur said so.", "Dr. Arthur came.", "Dr. Arthur left.", "Arthur said so."]
    texts += ["He saw him there.", "She is a nurse.", "The pilot left."]
    pd.DataFrame({"text": texts * 3, "job": ["nurse", "pilot"] * 10 + ["nurse"]}).to_csv(
        src, index=False
    )
    common = ["--text-column", "text", "--label-column", "job", "--assign-gender", "--quiet"]
    counts = {}
    for adapt in ([], ["--adapt"]):
        out, rep = tmp_path / f"a{len(adapt)}.parquet", tmp_path / f"r{len(adapt)}"
        opts = [*common, "--names", "--method", "cda", *adapt]
        assert main(["augment", str(src), "-o", str(out), *opts]) == 0
        assert main(["audit", str(src), "-o", str(rep), "--no-plots", *opts]) == 0
        report = json.loads((rep / "audit.json").read_text())
        written = pd.read_parquet(out)
        assert report["plan"]["cda"]["rows_out"] == len(written)
        assert report["plan"]["cda"]["counterfactual_rows"] == int(
            (written["cda_role"] == "counterfactual").sum()
        )
        counts[bool(adapt)] = report["coverage"]["overall"]["cda_gendered_word"]
        if adapt:
            assert report["adaptation"]["name_evidence"]["strong_names"] == {"arthur": "surname"}
            assert any(n.startswith("--adapt:") for n in report["notes"])
            assert report["inputs"]["plan_options"]["swap"]["adapt"] is True
        else:
            assert report["adaptation"] is None
    assert counts == {False: 12, True: 9}  # the three "Arthur said so." rows


# -- group shares, coverage, words, length -----------------------------------------------------


def test_group_share_per_label_sorted_with_counts_and_wilson(bios_report):
    rows = bios_report["labels"]
    shares = [r["share"] for r in rows]
    assert shares == sorted(shares, reverse=True)
    nurse = next(r for r in rows if r["label"] == "nurse")
    f, m = nurse["groups"]["female"], nurse["groups"]["male"]
    assert (nurse["count"], nurse["total"]) == (f, f + m)
    assert nurse["share"] == pytest.approx(f / (f + m))
    assert (nurse["ci_low"], nurse["ci_high"]) == pytest.approx(wilson_interval(f, f + m))
    assert sum(r["rows"] for r in rows) == bios_report["rows"]["total"] == 240
    counts = bios_report["groups"]["counts"]
    assert sum(counts.values()) == 240 and set(counts) <= {"female", "male", "mixed", "none"}
    assert bios_report["inputs"]["interval"] == "Wilson score interval"


# sentence in -> (gendered word or title, name, genders carried)
COVERAGE = [
    ("She is a nurse.", True, False, "female"),
    ("Mr. Okafor is a surgeon.", True, False, "male"),
    ("Mary is a nurse.", False, True, "female"),
    ("He and his wife run a farm.", True, False, "both"),
    ("James met Mary.", False, True, "both"),
    ("Yesterday Will met the team.", False, True, "male"),
    ("I will miss the team.", False, False, "none"),
    ("The nurse left early.", False, False, "none"),
]


def test_gendered_word_coverage_table():
    df = pd.DataFrame({"text": [c[0] for c in COVERAGE], "gender": ["x"] * len(COVERAGE)})
    st = AuditStats(text_columns="text", group_column="gender").fit_frame(df)
    got = {}
    for (_lab, _grp, has_text, has_word, has_name, code, _cf), n in st.coverage_.items():
        assert has_text
        got[(has_word, has_name, code)] = got.get((has_word, has_name, code), 0) + n
    want = {}
    for _, w, nm, code in COVERAGE:
        want[(w, nm, code)] = want.get((w, nm, code), 0) + 1
    assert got == want


def test_gendered_words_and_associations(bios_report):
    words = {(w["word"], w["gender"], w["kind"]): w for w in bios_report["gendered_words"]}
    assert words[("she", "female", "word")]["by_group"]["female"] > 0
    assert words[("mrs", "female", "title")]["count"] > 0
    counts = [w["count"] for w in bios_report["gendered_words"]]
    assert counts == sorted(counts, reverse=True)
    a = bios_report["associations"]
    assert a["groups"] == ["female", "male"] and a["alpha0"] == 1000
    top_f = {r["word"]: r for r in a["overall"]["female"]}
    top_m = {r["word"]: r for r in a["overall"]["male"]}
    assert top_f["she"]["lexicon"] == "word" and top_f["she"]["z"] > 0
    assert top_m["he"]["z"] < 0
    assert top_f["nurse"]["lexicon"] is None  # a proxy that survives scrubbing
    assert all(r["lexicon"] is None for r in a["overall_not_in_lexicon"]["female"])
    assert "nurse" in {r["word"] for r in a["overall_not_in_lexicon"]["female"]}
    per = {e["label"]: e for e in a["per_label"]}
    assert per["nurse"]["words"]["female"][0]["z"] > 0


def test_lexicon_marks_are_what_scrub_removes(tmp_path):
    # "ward" (hospital ward) was marked a name (from the first name Ward), left out of "Not in
    # any lexicon (what a scrub leaves)" and greyed in the plot, although scrub keeps it
    import re

    from cdaprep.proxies import TOKEN_PATTERN

    rows = [{"text": f"She works on the ward at night, shift {i}. Will says she will stay.",
             "label": "nurse", "gender": "female"} for i in range(20)]  # fmt: skip
    rows += [{"text": f"He works in the lab at night, shift {i}. His wife will call.",
              "label": "chemist", "gender": "male"} for i in range(20)]  # fmt: skip
    data = tmp_path / "ward.csv"
    pd.DataFrame(rows).to_csv(data, index=False)
    args = [str(data), "--text-column", "text", "--quiet"]
    opts = ["--label-column", "label", "--min-count", "1", "--top", "50", "--method", "us"]
    assert main(["audit", *args, "-o", str(tmp_path / "rep"), *opts, "--no-plots"]) == 0
    assert main(["scrub", *args, "-o", str(tmp_path / "scrubbed.csv")]) == 0
    rep = json.loads((tmp_path / "rep" / "audit.json").read_text())
    a = rep["associations"]
    ranked = {r["word"]: r for g in ("female", "male") for r in a["overall"][g]}
    assert ranked["ward"]["lexicon"] is None and ranked["will"]["lexicon"] is None
    assert ranked["Will"]["lexicon"] == "name" and ranked["she"]["lexicon"] == "word"
    assert "ward" in {r["word"] for r in a["overall_not_in_lexicon"]["female"]}
    md = (tmp_path / "rep" / "report.md").read_text()
    md = md.split("### Not in any lexicon (what a scrub leaves)")[1]
    proxies = next(ln for ln in md.splitlines() if ln.startswith("| female | "))
    assert "ward (" in proxies and "Will" not in proxies
    # every ranked word: a marked one is gone after scrubbing, an unmarked one is all there
    before = [t for x in pd.read_csv(data)["text"] for t in re.findall(TOKEN_PATTERN, x)]
    after = [t for x in pd.read_csv(tmp_path / "scrubbed.csv")["text"]
             for t in re.findall(TOKEN_PATTERN, x)]  # fmt: skip
    for w, r in ranked.items():
        count = r["count_female"] + r["count_male"]
        if r["lexicon"]:  # counted as written ("Will") or lowercase ("she": She and she)
            gone = [t for t in after if t == w or (w.islower() and t.lower() == w)]
            assert gone == [], (w, gone)
        else:
            kept = [t for t in after if t.lower() == w.lower()]
            assert len(kept) == count, (w, len(kept), count)
    assert before.count("Will") == 20 and after.count("will") == 40


def test_length_per_group():
    df = pd.DataFrame(
        {
            "text": ["She sings.", "She sings and dances.", "He sings.", None],
            "gender": ["female", "female", "male", "male"],
            "y": ["a", "a", "a", "a"],
        }
    )
    rep = audit(df, text_columns="text", label_column="y", methods=[])
    f, m = rep["length"]["by_group"]["female"], rep["length"]["by_group"]["male"]
    assert (f["rows"], f["mean_words"], f["median_words"]) == (2, 3.0, 3.0)
    assert f["mean_chars"] == pytest.approx((10 + 21) / 2)
    assert (m["rows"], m["mean_words"], m["sd_words"]) == (1, 2.0, None)
    assert rep["length"]["difference"] is None  # one male row: no variance, no interval


def test_one_group_only_says_so_without_placeholders():
    from cdaprep.audit.report import render_markdown

    df = pd.DataFrame(
        {"text": ["She sings.", "She dances.", "Her song."], "gender": "female", "y": list("aab")}
    )
    rep = audit(df, text_columns="text", label_column="y", methods=[])
    assert rep["groups"]["compared"] is None
    assert any(n.startswith("one group only ('female')") for n in rep["notes"])
    md = render_markdown(rep)
    assert "?" not in md.replace("(?", "")
    groups = md.split("## Groups")[1].split("## Gendered words")[0]
    assert "### Rows per label" in groups and "share" not in groups


# -- messy data ---------------------------------------------------------------------------------


def messy() -> pd.DataFrame:
    return pd.DataFrame(
        {
            "text": [
                "She is a nurse.",
                "He is a nurse.",
                None,
                "",
                "The nurse left.",
                "Her husband is a pilot.",
                "He flies.",
                "She flies.",
                "He is a pilot.",
            ],
            "job": ["nurse", "nurse", "nurse", "pilot", "pilot", "pilot", "pilot", None, "pilot"],
            "gender": [
                *("female", "male", "Female", "male", None),
                *("female", "male", "female", "MALE"),
            ],
        }
    )


def test_messy_data_is_reported_not_fatal(tmp_path):
    rep = audit(messy(), text_columns="text", label_column="job", group_column="gender")
    assert rep["rows"]["total"] == 9
    assert rep["rows"]["without_text"] == {"missing": 1, "empty": 1, "not_string": 0}
    g = rep["groups"]
    assert g["counts"] == {"female": 4, "male": 4, "(missing)": 1}
    assert g["values"]["Female"] == 1 and g["values"]["MALE"] == 1
    notes = " ".join(rep["notes"])
    assert "'Female' (1 row) is read as 'female', as every step reads it" in notes
    assert "1 row has no group value" in notes and "1 row has no label" in notes
    # a label with one female and one male row is flagged, with its (wide) interval
    pilot = next(r for r in rep["labels"] if r["label"] == "pilot")
    assert pilot["note"].startswith("only") and pilot["ci_high"] - pilot["ci_low"] > 0.5
    # rows with no gendered word are counted
    assert rep["coverage"]["overall"]["genders_none"] == 1
    # the steps decide: resampling refuses a missing label or group, CDA does not
    assert "has no value in column 'job'" in rep["plan"]["us"]["error"]
    assert rep["plan"]["cda"]["error"] is None and rep["plan"]["cda"]["counterfactuals"] == 6
    write_audit(rep, tmp_path / "r", plots=False)
    assert "Methods the steps refuse on this data" in (tmp_path / "r" / "report.md").read_text()


def test_no_label_column():
    rep = audit(messy(), text_columns="text", group_column="gender", methods=["cda", "us"])
    assert rep["labels"] == [] and rep["rows"]["labels"] is None
    assert rep["plan"]["cda"]["rows_out"] == 15
    assert "--label-column" in rep["plan"]["us"]["error"]


# -- one pass, engines, sample --------------------------------------------------------------------


def test_statistics_are_one_streaming_pass(monkeypatch):
    from cdaprep.io.readers import Source

    calls = []
    orig = Source.batches

    def counting(self, *a, **k):
        calls.append(self.name)
        return orig(self, *a, **k)

    monkeypatch.setattr(Source, "batches", counting)
    audit(BIOS, text_columns="text", label_column="profession", assign_gender=True, methods=[])
    assert calls == [BIOS]


def _core(rep: dict) -> dict:
    rep = json.loads(json.dumps(rep, default=str))
    rep["inputs"].pop("engine")
    return rep


def test_same_report_for_any_batch_size_and_processes(bios_report):
    kw = dict(text_columns="text", label_column="profession", assign_gender=True, seed=3)
    ref = _core(bios_report)
    assert _core(audit(BIOS, batch_size=7, **kw)) == ref
    assert _core(audit(BIOS, batch_size=50, num_proc=2, **kw)) == ref


def test_adapt_report_is_the_same_for_any_batch_size_and_processes():
    kw = dict(text_columns="text", label_column="profession", assign_gender=True, methods=["cda"])
    swap = {"names": True, "adapt": True}
    ref = _core(audit(BIOS, swap=swap, **kw))
    assert ref["adaptation"]["name_evidence"]["texts"] == 238
    assert _core(audit(BIOS, swap=swap, batch_size=50, num_proc=2, **kw)) == ref


def test_plan_in_worker_processes_is_the_same():
    from cdaprep.audit import dry_run

    st = AuditStats(text_columns="text", label_column="job", group_column="gender")
    st.fit_frame(draw_sensitive())
    kw = dict(
        flag_column=AuditStats.CF_COLUMN,
        text_columns="text",
        label_column="job",
        group_column="gender",
        seed=4,
    )
    one = dry_run(st.plan_frame_, METHODS, **kw)
    assert list(one) == METHODS
    assert dry_run(st.plan_frame_, METHODS, num_proc=2, **kw) == one


def test_hf_engine_gives_the_same_report(tmp_path, bios):
    src = tmp_path / "bios.parquet"
    bios.to_parquet(src)
    kw = dict(text_columns="text", label_column="profession", assign_gender=True, seed=3)
    local = audit(str(src), **kw)
    assert _core(audit(str(src), engine="hf", batch_size=50, **kw)) == _core(local)


def test_sample_takes_the_first_rows(bios):
    rep = audit(BIOS, text_columns="text", label_column="profession", assign_gender=True,
                sample=50, methods=["us"])  # fmt: skip
    assert rep["rows"]["total"] == 50
    assert rep["inputs"]["sample"].startswith("the first 50 rows")
    first = audit(bios.head(50), text_columns="text", label_column="profession",
                  assign_gender=True, methods=["us"])  # fmt: skip
    assert rep["plan"] == first["plan"] and rep["labels"] == first["labels"]


def test_fit_merges_partials_as_they_come():
    df = pd.DataFrame({"text": ["She sings.", "He runs.", "She runs."], "g": ["f", "m", "f"]})
    st = AuditStats(text_columns="text", group_column="g")
    from cdaprep.steps.base import ROW_ID, StepContext

    ctx = StepContext()
    parts = [st.collect(df.iloc[i : i + 1].assign(**{ROW_ID: [i]}), ctx) for i in range(len(df))]
    st.fit(iter(parts), ctx)  # a generator works: partials are merged one at a time
    assert st.counter((None, "f"))["runs"] == 1 and st.counter((None, "m"))["runs"] == 1
    assert st.plan_frame_[ROW_ID].tolist() == [0, 1, 2]
    listed = list(parts)
    st2 = AuditStats(text_columns="text", group_column="g").fit(listed, ctx)
    assert listed == [] and st2.word_counts().sum() == st.word_counts().sum() == 6


# -- report folder and CLI ------------------------------------------------------------------------


def test_report_folder_json_markdown_and_plots(tmp_path, bios_report):
    markdown_it = pytest.importorskip("markdown_it")
    pytest.importorskip("matplotlib")
    out = tmp_path / "rep"
    assert write_audit(bios_report, out) == []
    assert sorted(p.name for p in out.iterdir()) == [
        "audit.json",
        "group_share_per_label.png",
        "label_group_counts.png",
        "report.md",
        "top_words.png",
    ]
    js = json.loads((out / "audit.json").read_text())
    assert js["plots"] == ["group_share_per_label.png", "top_words.png", "label_group_counts.png"]
    md = (out / "report.md").read_text()
    for head in ("## Groups", "## Gendered words", "## Words associated with each group",
                 "## Text length", "## Dry run: what each method would do"):  # fmt: skip
        assert head in md
    tokens = markdown_it.MarkdownIt("commonmark").enable("table").parse(md)
    assert sum(t.type == "table_open" for t in tokens) >= 8
    # the parser pads short rows and drops extra cells, so count the cells of the source: an
    # unescaped "|" inside a value would add one
    import re

    widths: list[int] = []
    for line in md.splitlines() + [""]:
        if line.startswith("|"):
            widths.append(len(re.split(r"(?<!\\)\|", line)))
        elif widths:
            assert len(set(widths)) == 1, widths
            widths = []


def test_cli(tmp_path):
    out = tmp_path / "rep"
    args = ["audit", BIOS, "-o", str(out), *AUGMENT, "--quiet", "--no-plots"]
    assert main(args) == 0
    js = json.loads((out / "audit.json").read_text())
    assert js["rows"]["total"] == 240 and list(js["plan"]) == METHODS
    assert js["inputs"]["input"] == BIOS
    assert main(args) == 2  # exists
    assert main([*args, "--overwrite", "--method", "us", "--sample", "20"]) == 0
    assert json.loads((out / "audit.json").read_text())["rows"]["total"] == 20
    bad = ["audit", BIOS, "-o", str(tmp_path / "x"), "--text-column", "bio", "--quiet"]
    assert main(bad) == 2
    assert not (tmp_path / "x").exists()


def test_an_empty_input_says_it_has_no_rows(tmp_path, capsys):
    # a header-only file wrote a report whose only note was "no group value in the group
    # column: there is no second group to compare with"
    path = tmp_path / "empty.csv"
    pd.DataFrame({"text": [], "profession": [], "gender": []}).to_csv(path, index=False)
    out = tmp_path / "rep"
    args = ["audit", str(path), "-o", str(out), "--text-column", "text", "--quiet"]
    assert main([*args, "--label-column", "profession"]) == 1
    err = capsys.readouterr().err
    assert f"{path} has no rows" in err and "nothing to audit" in err
    assert not out.exists()
    from cdaprep.errors import DataError

    with pytest.raises(DataError, match="^DataFrame has no rows"):
        audit(pd.read_csv(path), text_columns="text", methods=["us"])


def test_neutral_is_a_known_group_and_re_spelled_values_are_read_as_the_steps_read_them():
    df = pd.DataFrame(
        {
            "text": [
                "She is a nurse.",
                "He is a nurse.",
                "Xe is a pilot.",
                "He flies.",
                "Ze flies.",
            ],
            "job": ["nurse", "nurse", "pilot", "pilot", "pilot"],
            "gender": ["female", "male", " Neutral", "male", "neutral"],
        }
    )
    rep = audit(df, text_columns="text", label_column="job", group_column="gender")
    assert rep["groups"]["counts"] == {"female": 1, "male": 2, "neutral": 2}
    notes = " ".join(rep["notes"])
    # neutral is a group every step knows: not listed among unknown values
    assert "other than" not in notes
    assert "' Neutral' (1 row) is read as 'neutral'" in notes


def test_hf_engine_counts_empty_and_missing_csv_text_as_the_local_engine(tmp_path):
    # docs/audit.md said --engine hf reads a quoted empty CSV cell as missing; both engines read
    # CSV with cdaprep's reader: "" is empty text, an empty cell is missing
    src = tmp_path / "t.csv"
    src.write_text('text,gender\n"",female\n,male\nShe is.,female\nNA,male\n')
    for engine in ("local", "hf"):
        rep = audit(str(src), text_columns="text", engine=engine)
        assert rep["rows"]["without_text"] == {"missing": 1, "empty": 1, "not_string": 0}
        assert rep["rows"]["with_text"] == 2


def test_a_blank_group_cell_is_missing_as_the_steps_read_it():
    # a cell of spaces was shown as a group of its own ('  '), where every step reads it as
    # missing (and docs/audit.md says it is shown as (missing))
    df = pd.DataFrame(
        {
            "text": ["She is.", "He is.", "She was.", "He was."],
            "job": ["a", "a", "b", "b"],
            "gender": ["female", "male", "  ", None],
        }
    )
    rep = audit(df, text_columns="text", label_column="job", group_column="gender")
    assert rep["groups"]["counts"] == {"female": 1, "male": 1, "(missing)": 2}
    notes = " ".join(rep["notes"])
    assert "2 rows have no group value" in notes and "other than" not in notes


def _cjk_rows(tmp_path):
    rows = [{"text": f"He fixes engine {i}.", "label": "工程师", "gender": "male"}
            for i in range(12)]  # fmt: skip
    rows += [{"text": f"She treats patient {i}.", "label": "护士", "gender": "female"}
             for i in range(12)]  # fmt: skip
    pd.DataFrame(rows).to_csv(tmp_path / "cjk.csv", index=False)
    return ["audit", str(tmp_path / "cjk.csv"), "-o", str(tmp_path / "rep"), "--text-column",
            "text", "--label-column", "label", "--group-column", "gender"]  # fmt: skip


def test_labels_no_font_draws_give_one_message_not_a_warning_per_glyph(tmp_path, capsys):
    """Class names in Chinese on a machine with no font for them: the plots are written, and
    instead of matplotlib's warning per character the user reads one line naming the font to
    install."""
    mpl = pytest.importorskip("matplotlib")
    import warnings

    only_default = mpl.rc_context({"font.family": ["DejaVu Sans"]})
    with only_default, warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        assert main(_cjk_rows(tmp_path)) == 0
    assert not [x for x in w if "missing from font" in str(x.message)]
    err = capsys.readouterr().err
    assert "fonts-noto-cjk" in err and "工" in err and err.count("fonts-noto-cjk") == 1
    assert (tmp_path / "rep" / "group_share_per_label.png").stat().st_size > 0


def test_plots_fall_back_to_an_installed_font_for_other_scripts(monkeypatch):
    """Where the font family is matplotlib's default, an installed font of WIDE_FONTS follows
    the default font; a family the user set is kept."""
    mpl = pytest.importorskip("matplotlib")
    import cdaprep.reporting as reporting

    monkeypatch.setattr(reporting, "WIDE_FONTS", ("DejaVu Serif", "No Such Font"))
    with mpl.rc_context({"font.family": ["sans-serif"]}):
        reporting.pyplot()
        assert list(mpl.rcParams["font.family"]) == ["DejaVu Sans", "DejaVu Serif"]
    with mpl.rc_context({"font.family": ["serif"]}):
        reporting.pyplot()
        assert list(mpl.rcParams["font.family"]) == ["serif"]
