"""Defaults on messy, real-looking data (issue 11): rows with no gendered word, capitalised and
missing group values, labels with one gender only, other encodings. Every default is tested on
such data, not only on clean generated rows."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest

from cdaprep import Pipeline
from cdaprep.cli import main
from cdaprep.errors import DataError
from cdaprep.presets import build_preset
from cdaprep.steps import AssignGender, Oversample, Reweigh, Undersample

FEMALE_BIO = "She is a {job} in Leeds. Her clients trust her."
MALE_BIO = "He is a {job} in Leeds. His clients trust him."
NONE_BIO = "A {job} in Leeds with {n} years of practice."

# label: (female, male, none) rows; the none cell is larger than both gender cells for
# accountant, smaller for nurse, between them for yoga teacher, and the only rows of 'clerk'
CELLS = {
    "accountant": (29, 50, 60),
    "nurse": (40, 12, 3),
    "yoga teacher": (7, 2, 4),
    "clerk": (0, 0, 5),
}


def messy_bios() -> pd.DataFrame:
    rows = []
    for job, (f, m, n) in CELLS.items():
        rows += [(FEMALE_BIO.format(job=job) + f" #{i}", job) for i in range(f)]
        rows += [(MALE_BIO.format(job=job) + f" #{i}", job) for i in range(m)]
        rows += [(NONE_BIO.format(job=job, n=i), job) for i in range(n)]
    df = pd.DataFrame(rows, columns=["text", "profession"])
    return df.sample(frac=1, random_state=1).reset_index(drop=True)


def cell_counts(df: pd.DataFrame, group="gender") -> dict:
    return {k: int(v) for k, v in df.groupby(["profession", group]).size().items()}


def test_quickstart_us_cda_keeps_the_gender_rows_it_should(tmp_path):
    """The README's pattern on data with pronoun-less rows: the `none` cell of a label never
    sets the size of its female and male cells, and its rows are kept as they are."""
    src = tmp_path / "train.csv"
    messy_bios().to_csv(src, index=False)
    out = tmp_path / "out.parquet"
    args = ["augment", str(src), "-o", str(out), "--method", "us-cda", "--text-column", "text"]
    assert main([*args, "--label-column", "profession", "--assign-gender", "--quiet"]) == 0
    got = pd.read_parquet(out)
    orig = got[got["cda_role"] == "original"]
    c = cell_counts(orig)
    for job, (f, m, n) in CELLS.items():
        if f and m:
            assert c[(job, "female")] == c[(job, "male")] == min(f, m), job
        assert c.get((job, "none"), 0) == n, job  # every pronoun-less row kept
    # the manifest says which rows were not balanced, per group
    man = json.loads((tmp_path / "out.parquet.manifest.json").read_text())
    fit = next(s["fit"] for s in man["splits"]["data"]["steps"] if s["type"] == "undersample")
    assert fit["rows_not_balanced_by_group"] == {"none": sum(n for _, _, n in CELLS.values())}


def test_oversample_does_not_repeat_or_aim_at_none_rows():
    df = AssignGender(text_column="text").transform(messy_bios())
    out = Pipeline([Oversample(label_column="profession")]).transform(df)
    c = cell_counts(out)
    for job, (f, m, n) in CELLS.items():
        if f and m:
            assert c[(job, "female")] == c[(job, "male")] == max(f, m), job
        assert c.get((job, "none"), 0) == n, job


def test_explicit_groups_still_balance_any_set():
    df = AssignGender(text_column="text").transform(messy_bios())
    out = Pipeline(
        [Undersample(label_column="profession", groups=["female", "male", "none"])]
    ).transform(df)
    c = cell_counts(out)
    assert c[("accountant", "none")] == c[("accountant", "female")] == 29
    assert c[("nurse", "none")] == c[("nurse", "female")] == 3


def test_reweigh_gives_unassigned_rows_weight_one_and_balances_the_genders():
    df = AssignGender(text_column="text").transform(messy_bios())
    out = Pipeline([Reweigh(label_column="profession")]).transform(df)
    none = out[out["gender"] == "none"]
    assert (none["sample_weight"] == 1.0).all()
    fm = out[out["gender"] != "none"]
    # Kamiran-Calders over female/male rows only: total weight kept, independence restored
    assert fm["sample_weight"].sum() == pytest.approx(len(fm))
    w = fm.groupby(["gender", "profession"])["sample_weight"].sum() / len(fm)
    pg = fm.groupby("gender")["sample_weight"].sum() / len(fm)
    py = fm.groupby("profession")["sample_weight"].sum() / len(fm)
    for (g, y), v in w.items():
        if (fm["profession"] == y).groupby(fm["gender"]).sum().min() > 0:
            assert v == pytest.approx(pg[g] * py[y])


@pytest.mark.parametrize("step", ["undersample", "oversample", "reweigh", "cda"])
def test_capitalised_groups_are_the_same_groups(step):
    df = pd.DataFrame(
        {
            "text": ["She sings.", "She sings!", "He sings.", "He sings!", "He reads."],
            "profession": ["singer"] * 5,
            "gender": ["Female", "female", " MALE", "male", "Male"],
        }
    )
    steps = {
        "undersample": [Undersample(label_column="profession")],
        "oversample": [Oversample(label_column="profession")],
        "reweigh": [Reweigh(label_column="profession")],
        "cda": build_preset("cda", text_columns="text"),
    }[step]
    out = Pipeline(steps).transform(df)
    if step == "undersample":
        assert len(out) == 4  # 2 female, 2 of the 3 male
    elif step == "oversample":
        assert len(out) == 6
    elif step == "reweigh":
        rw = steps[0].fit_frame(df)
        assert set(rw.weights_) == {("female", "singer"), ("male", "singer")}
    else:
        cf = out[out["cda_role"] == "counterfactual"]
        assert cf["gender"].tolist() == ["male", "male", "female", "female", "female"]
        # originals keep the values as written (as the resampling steps leave them)
        orig = out[out["cda_role"] == "original"]
        assert orig["gender"].tolist() == df["gender"].tolist()


def test_missing_groups_pass_through_counted():
    df = pd.DataFrame(
        {
            "text": ["She sings.", "She hums.", "He sings.", "He hums.", "He reads.", "A song."],
            "profession": ["singer"] * 6,
            "gender": ["female", "female", "male", "male", "male", None],
        }
    )
    res = Pipeline(build_preset("us-cda", text_columns="text", label_column="profession")).run(df)
    out = res.frame
    assert out["gender"].isna().sum() == 1  # kept, no counterfactual (no gendered word)
    steps = res.manifest["splits"]["data"]["steps"]
    assert steps[0]["fit"]["rows_not_balanced_by_group"] == {"(missing)": 1}


QUOTED_BLANK_CSV = (
    '"text","label","gender"\n"She is a nurse.","nurse","female"\n'
    '"She nurses.","nurse","female"\n"She is a nurse too.","nurse","female"\n'
    '"He is a nurse.","nurse","male"\n"He nurses.","nurse","male"\n'
    '"The nurse on duty.","nurse",""\n'
)


def test_a_quoted_empty_group_cell_is_missing_not_a_group(tmp_path):
    """CSV reads a quoted empty cell as the string "": it is a missing group like an unquoted
    empty cell, so undersampling keeps 2 + 2 gender rows and the blank row, counted."""
    src = tmp_path / "q.csv"
    src.write_text(QUOTED_BLANK_CSV)
    out = tmp_path / "us.csv"
    args = ["augment", str(src), "-o", str(out), "--method", "us", "--text-column", "text"]
    assert main([*args, "--label-column", "label", "--quiet"]) == 0
    got = pd.read_csv(out, keep_default_na=False)
    assert len(got) == 5
    assert "The nurse on duty." in got["text"].tolist()
    man = json.loads((tmp_path / "us.csv.manifest.json").read_text())
    fit = man["splits"]["data"]["steps"][0]["fit"]
    assert fit["rows_not_balanced_by_group"] == {"(missing)": 1}
    assert "nurse x " not in fit["cells"]


@pytest.mark.parametrize("blank", ["", "   "])
def test_blank_group_cells_are_missing_in_every_step(blank):
    df = pd.DataFrame(
        {
            "text": ["She sings.", "He sings.", "The song."],
            "profession": ["singer"] * 3,
            "gender": ["female", "male", blank],
        }
    )
    res = Pipeline([Reweigh(label_column="profession")]).run(df)
    assert res.frame["sample_weight"].tolist() == [1.0, 1.0, 1.0]
    assert res.manifest["splits"]["data"]["steps"][0]["counters"] == {"not_reweighed:(missing)": 1}
    rw = Reweigh(label_column="profession").fit_frame(df)
    assert set(rw.weights_) == {("female", "singer"), ("male", "singer")}
    # CDA passes it through as unassigned, counted as missing, not re-spelled
    res = Pipeline(build_preset("cda", text_columns="text")).run(df)
    assert res.frame["gender"].tolist()[-1] == blank
    counters = res.manifest["splits"]["data"]["steps"][0]["counters"]
    assert counters.get("group_missing") == 1 and "group_respelled" not in counters


#: labels and predictions "NA" (a class), and one row without a group
NA_LABEL_CSV = (
    "text,gender,label,pred\n"
    "She is a nurse.,female,NA,NA\n"
    "She nurses.,female,NA,yes\n"
    "He is a nurse.,male,NA,NA\n"
    "She is a doctor.,female,yes,yes\n"
    "He is a doctor.,male,yes,NA\n"
    "He heals.,male,yes,yes\n"
    "The nurse on duty.,,NA,NA\n"
)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_csv_label_na_is_a_label_in_reweigh_audit_and_metrics(tmp_path, engine):
    # a CSV cell "NA" (or "null", "N/A", "nan") was read as missing in every column: the label
    # NA was lost by reweigh and audit, and metrics left out every row labelled or predicted NA
    src = tmp_path / "na.csv"
    src.write_text(NA_LABEL_CSV)
    out = Pipeline([Reweigh(label_column="label")]).transform(str(src), engine=engine)
    assert out["label"].tolist() == ["NA", "NA", "NA", "yes", "yes", "yes", "NA"]
    # P(group) P(label) / P(group, label) over the rows with a group; the row without is kept
    assert out["sample_weight"].round(4).tolist() == [0.75, 0.75, 1.5, 1.5, 0.75, 0.75, 1.0]
    audit = ["audit", str(src), "--text-column", "text", "--label-column", "label"]
    report = tmp_path / f"audit-{engine}"
    assert main([*audit, "-o", str(report), "--no-plots", "--quiet", "--engine", engine]) == 0
    counts = json.loads((report / "audit.json").read_text())["label_group_counts"]
    assert counts["labels"] == ["NA", "yes"]
    assert counts["groups"] == ["female", "male", "(missing)"]
    assert counts["counts"] == [[2, 1, 1], [1, 2, 0]]
    metrics = ["metrics", str(src), "--label-column", "label", "--prediction-column", "pred"]
    report = tmp_path / f"metrics-{engine}"
    assert main([*metrics, "--group-column", "gender", "-o", str(report), "--no-plots"]) == 0
    got = json.loads((report / "metrics.json").read_text())
    assert got["labels"] == ["NA", "yes"]
    assert got["runs"][0]["counts"]["missing_rows"] == 0


def stray_group_csv(tmp_path):
    rows = [(f"She is a nurse {i}.", "nurse", "female") for i in range(6)]
    rows += [(f"He is a nurse {i}.", "nurse", "male") for i in range(4)]
    rows += [("She nurses.", "nurse", "F")]
    src = tmp_path / "f.csv"
    pd.DataFrame(rows, columns=["text", "label", "gender"]).to_csv(src, index=False)
    return src


@pytest.mark.parametrize("command", ["undersample", "reweigh"])
def test_a_stray_group_value_is_counted_and_warned_about(tmp_path, capsys, command):
    """One 'F' among female and male nurses is a group of its own (groups need not be
    genders), so undersampling keeps 1 row per group: the user is told, and how to fix it."""
    src = stray_group_csv(tmp_path)
    out = tmp_path / "o.csv"
    args = (
        ["augment", str(src), "-o", str(out), "--method", "us", "--text-column", "text"]
        if command == "undersample"
        else ["reweigh", str(src), "-o", str(out)]
    )
    assert main([*args, "--label-column", "label"]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "'F' (1 row)" in err and "'gender'" in err
    assert "--groups" in err
    man = json.loads((tmp_path / "o.csv.manifest.json").read_text())
    step = man["splits"]["data"]["steps"][0]
    assert step["counters"]["group_unknown:F"] == 1
    assert step["fit"]["rows_of_unknown_groups"] == {"F": 1}
    got = pd.read_csv(out)
    assert len(got) == (3 if command == "undersample" else 11)  # results unchanged
    # with the groups given, no warning; the rows are still counted
    out.unlink()
    assert main([*args, "--label-column", "label", "--groups", "female", "male"]) == 0
    assert "warning" not in capsys.readouterr().err
    man = json.loads((tmp_path / "o.csv.manifest.json").read_text())
    assert man["splits"]["data"]["steps"][0]["counters"]["group_unknown:F"] == 1
    got = pd.read_csv(out)
    assert len(got) == (9 if command == "undersample" else 11)


@pytest.mark.parametrize("command", ["undersample", "reweigh", "audit"])
def test_groups_take_space_and_comma_separated_values(tmp_path, capsys, command):
    """`augment messy.csv -o m.csv --method us ... --groups female,male` warned "--groups
    names 'female,male', which no row of group column 'gender' has" and balanced nothing
    (14 rows in, 14 out, exit 0): augment, reweigh and audit took --groups space-separated
    only, pairs and metrics comma-separated only. Every command takes both now."""
    src = stray_group_csv(tmp_path)
    outputs = []
    for i, groups in enumerate((["female", "male"], ["female,male"], ["female,", "male"])):
        out = tmp_path / f"o{i}{'' if command == 'audit' else '.csv'}"
        args = {
            "undersample": ["augment", "--method", "us", "--text-column", "text"],
            "reweigh": ["reweigh"],
            "audit": ["audit", "--method", "us", "--text-column", "text", "--quiet", "--no-plots"],
        }[command]
        cmd = [args[0], str(src), "-o", str(out), *args[1:], "--label-column", "label"]
        assert main([*cmd, "--groups", *groups]) == 0, groups
        assert "warning" not in capsys.readouterr().err
        if command == "audit":
            outputs.append(json.loads((out / "audit.json").read_text())["plan"])
        else:
            outputs.append(pd.read_csv(out))
    if command == "undersample":
        assert len(outputs[0]) == 9  # balanced: the F row is kept, the cells evened out
    for got in outputs[1:]:
        if command == "audit":
            assert got == outputs[0]
        else:
            pd.testing.assert_frame_equal(got, outputs[0])
    with pytest.raises(SystemExit) as e:
        main([*cmd, "--groups", ","])
    assert e.value.code == 2
    assert "--groups ',' names no value" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["undersample", "oversample", "reweigh"])
def test_a_group_given_that_no_row_has_is_warned_about(tmp_path, capsys, command):
    """A misspelled --groups value ('femal') balanced nothing and said nothing: undersampling
    kept every row, exit 0."""
    src = stray_group_csv(tmp_path)
    out = tmp_path / "o.csv"
    method = {"undersample": "us", "oversample": "os"}.get(command)
    args = (
        ["augment", str(src), "-o", str(out), "--method", method, "--text-column", "text"]
        if method
        else ["reweigh", str(src), "-o", str(out)]
    )
    assert main([*args, "--label-column", "label", "--groups", "femal", "Male"]) == 0
    err = capsys.readouterr().err
    assert (
        f"warning: {command}: --groups names 'femal', which no row of group column 'gender' has "
        "(it has F, female, male); check the spelling"
    ) in err
    assert "'Male'" not in err  # a known group in another case is that group
    man = json.loads((tmp_path / "o.csv.manifest.json").read_text())
    warning = err.split("warning: ")[1].splitlines()[0]
    assert man["splits"]["data"]["steps"][0]["fit"]["warnings"] == [warning]


def test_known_groups_give_no_unknown_group_warning(tmp_path, capsys):
    src = tmp_path / "q.csv"
    src.write_text(QUOTED_BLANK_CSV)
    args = ["augment", str(src), "-o", str(tmp_path / "o.csv"), "--method", "us"]
    assert main([*args, "--text-column", "text", "--label-column", "label"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_unknown_group_value_in_cda_is_a_named_error():
    df = pd.DataFrame({"text": ["She sings.", "He sings."], "gender": ["female", "f"]})
    with pytest.raises(DataError) as e:
        Pipeline(build_preset("cda", text_columns="text")).transform(df)
    msg = str(e.value)
    assert "input row 2 (1-based)" in msg and "'f'" in msg and "'gender'" in msg
    assert "female" in msg and "male" in msg and "none" in msg


def test_rw_cda_counterfactual_weight_with_a_one_gender_label(tmp_path):
    """No male yoga teachers: counterfactual male yoga teachers take their original's weight
    (`same`), counted in the manifest, instead of failing after the work."""
    df = AssignGender(text_column="text").transform(messy_bios())
    df = df[~((df.profession == "yoga teacher") & (df.gender == "male"))]
    steps = build_preset(
        "rw-cda", text_columns="text", label_column="profession", cf_weight="counterfactual"
    )
    res = Pipeline(steps).run(df.reset_index(drop=True))
    out = res.frame
    cf = out[(out.cda_role == "counterfactual") & (out.profession == "yoga teacher")]
    orig = out[(out.cda_role == "original") & (out.profession == "yoga teacher")]
    fem = orig[orig.gender == "female"]["sample_weight"].iloc[0]
    assert np.allclose(cf[cf.gender == "male"]["sample_weight"], fem)
    counters = res.manifest["splits"]["data"]["steps"][1]["counters"]
    assert counters["cf_weight_fallback_same"] == 7


def test_errors_name_the_input_row_not_an_internal_hash():
    df = pd.DataFrame(
        {"text": ["She sings.", "He sings."], "gender": ["female", "male"], "y": ["a", None]}
    )
    with pytest.raises(DataError, match=r"input row 2 \(1-based\) has no value in label"):
        Pipeline(build_preset("rw-cda", text_columns="text", label_column="y")).transform(df)


def test_pairs_with_missing_and_capitalised_groups(tmp_path):
    """`pairs` (and `augment --eval`) on a NaN group used to raise "boolean value of NA is
    ambiguous"; "Female" was treated like `none`."""
    src = tmp_path / "test.csv"
    pd.DataFrame(
        {
            "text": ["She sings.", "He sings.", "She hums.", "Her song."],
            "gender": ["Female", "male", None, "female"],
        }
    ).to_csv(src, index=False)
    out = tmp_path / "pairs.parquet"
    assert main(["pairs", str(src), "-o", str(out), "--text-column", "text", "--quiet"]) == 0
    got = pd.read_parquet(out)
    first = got[got.cda_pair_id == 0]
    assert first["cda_role"].tolist() == ["original", "counterfactual"]  # Female is female
    assert first["cda_original_group"].tolist() == ["female", "female"]
    third = got[got.cda_pair_id == 2]
    assert third["cda_role"].tolist() == ["counterfactual", "counterfactual"]
    assert third["text"].tolist() == ["She hums.", "He hums."]
    assert third["cda_original_group"].isna().all()
    man = json.loads((tmp_path / "pairs.parquet.manifest.json").read_text())
    counters = man["splits"]["data"]["steps"][0]["counters"]
    assert counters["group_missing"] == 1 and counters["group_respelled"] == 1


LATIN1 = "Zoë runs a café in Montréal. She’s a chef; her menu changes daily.".encode("cp1252")


@pytest.mark.parametrize("fmt", ["csv", "jsonl"])
def test_other_encoding_is_a_named_error_before_any_work(tmp_path, capsys, fmt):
    src = tmp_path / f"bios.{fmt}"
    if fmt == "csv":
        src.write_bytes(b"text,profession\n" + b"He cooks.,chef\n" * 3 + LATIN1 + b",chef\n")
    else:
        src.write_bytes(b'{"text": "He cooks."}\n' * 3 + b'{"text": "' + LATIN1 + b'"}\n')
    out = tmp_path / "out.parquet"
    rc = main(["swap", str(src), "-o", str(out), "--text-column", "text", "--quiet"])
    assert rc == 1
    err = capsys.readouterr().err
    line = 5 if fmt == "csv" else 4  # the CSV has a header line
    assert "is not valid UTF-8" in err and f"(line {line})" in err and "--encoding" in err
    assert "Traceback" not in err and not out.exists()
    assert not list(tmp_path.glob(".*tmp*"))
    rc = main(["swap", str(src), "-o", str(out), "--text-column", "text", "--quiet",
               "--encoding", "cp1252"])  # fmt: skip
    assert rc == 0
    texts = pd.read_parquet(out)["text"].tolist()
    assert texts[-1] == "Zoë runs a café in Montréal. He’s a chef; his menu changes daily."


@pytest.mark.parametrize("fmt", ["csv", "jsonl"])
@pytest.mark.parametrize("encoding", ["utf-16", "utf-32"])
def test_utf16_or_utf32_file_names_its_encoding_not_latin1(tmp_path, capsys, fmt, encoding):
    # the error said byte 0 is 0xff and suggested --encoding latin-1 or cp1252, which read
    # such a file as text full of NUL characters
    text = "Zoë runs a café. She is a chef."
    src = tmp_path / f"bios.{fmt}"
    body = f"text\n{text}\n" if fmt == "csv" else json.dumps({"text": text}) + "\n"
    src.write_bytes(body.encode(encoding))
    out = tmp_path / "out.parquet"
    args = ["swap", str(src), "-o", str(out), "--text-column", "text", "--quiet"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert f"it starts with the byte order mark of {encoding.upper()} text" in err
    assert f"--encoding {encoding}" in err and "latin-1" not in err and not out.exists()
    assert main([*args, "--encoding", encoding]) == 0
    assert pd.read_parquet(out)["text"].tolist() == ["Zoë runs a café. He is a chef."]


def test_assign_gender_refuses_to_replace_an_existing_group_column(tmp_path, capsys):
    """issue 11.2: --assign-gender overwrote a dataset's own gender column without a word."""
    from cdaprep.steps.assign_gender import GROUP_EXISTS, USE_EXISTING

    src = tmp_path / "bios.csv"
    pd.DataFrame({"text": ["He sings.", "She sings."], "gender": ["F", "M"]}).to_csv(
        src, index=False
    )
    out = tmp_path / "out.csv"
    args = ["augment", str(src), "-o", str(out), "--method", "cda", "--text-column", "text"]
    args += ["--label-column", "gender", "--assign-gender", "--quiet"]
    assert main(args) == 2
    want = GROUP_EXISTS.format(column="gender", use_existing=USE_EXISTING["step"])
    assert want in capsys.readouterr().err
    assert not out.exists()
    assert main([*args, "--group-column", "assigned"]) == 0
    got = pd.read_csv(out)
    originals = got[got["cda_role"] == "original"]
    assert originals["gender"].tolist() == ["F", "M"]  # the dataset's own column, untouched
    assert originals["assigned"].tolist() == ["male", "female"]


def test_assign_gender_command_error_fits_the_command(tmp_path, capsys):
    """The assign-gender command has no --assign-gender option: its error for an existing
    group column must not tell the user to leave that option out."""
    src = tmp_path / "t.csv"
    pd.DataFrame({"text": ["He sings."], "gender": ["M"]}).to_csv(src, index=False)
    out = tmp_path / "o.csv"
    assert main(["assign-gender", str(src), "-o", str(out), "--text-column", "text"]) == 2
    err = capsys.readouterr().err
    assert "already exists" in err and "--overwrite-group-column" in err
    assert "--assign-gender" not in err and "do not run assign-gender" in err
    assert not out.exists()


def test_assign_gender_never_writes_over_the_text_column(tmp_path, capsys):
    """--group-column text --overwrite-group-column wrote the gender labels over the texts."""
    src = tmp_path / "t.csv"
    pd.DataFrame({"text": ["He sings."], "gender": ["M"]}).to_csv(src, index=False)
    out = tmp_path / "o.csv"
    args = ["assign-gender", str(src), "-o", str(out), "--text-column", "text"]
    assert main([*args, "--group-column", "text", "--overwrite-group-column"]) == 2
    err = capsys.readouterr().err
    assert "--group-column (group_column) 'text' is also a text column (--text-column)" in err
    assert "Choose another --group-column" in err
    assert not out.exists()
    args = ["augment", str(src), "-o", str(out), "--method", "cda", "--text-column", "text"]
    assert main([*args, "--assign-gender", "--group-column", "text"]) == 2
    assert "is also a text column" in capsys.readouterr().err


def _cp1252_bios(path, n: int = 24) -> None:
    """A CSV in cp1252 with accented words in every row: both genders, two professions."""
    rows = ["text,profession,gender"]
    for i in range(n):
        she = i % 2 == 0
        job = "chef" if i % 3 else "nurse"
        who = "She" if she else "He"
        rows.append(f"{who} runs a café in Montréal; {who.lower()} is a {job} (#{i}).,{job},"
                    + ("female" if she else "male"))  # fmt: skip
    path.write_bytes(("\n".join(rows) + "\n").encode("cp1252"))


@pytest.mark.parametrize("command", ["audit", "compare", "proxies", "metrics"])
def test_every_command_that_reads_a_file_takes_encoding(tmp_path, capsys, command):
    """The UTF-8 error tells the user to pass --encoding: every command that reads the user's
    CSV or JSON lines takes it (audit, compare, proxies and metrics did not)."""
    src = tmp_path / "bios.csv"
    _cp1252_bios(src)
    out = tmp_path / "report"
    if command == "audit":
        args = ["audit", str(src), "--text-column", "text", "--label-column", "profession"]
        args += ["--no-plots", "--method", "cda"]
    elif command == "compare":
        args = ["compare", str(src), "--eval", str(src), "--text-column", "text"]
        args += ["--label-column", "profession", "--methods", "cda", "--seeds", "1"]
        args += ["--n-boot", "0", "--no-plots"]
    elif command == "proxies":
        args = ["proxies", str(src), "--text-column", "text", "--iterations", "1"]
        args += ["--min-df", "1"]
    else:
        pairs = tmp_path / "pairs.csv"
        assert main(["pairs", str(src), "-o", str(pairs), "--text-column", "text",
                     "--encoding", "cp1252", "--quiet"]) == 0  # fmt: skip
        frame = pd.read_csv(pairs)
        frame["prediction"] = frame["profession"]
        frame.to_csv(pairs, index=False, encoding="cp1252")
        args = ["metrics", str(pairs), "--label-column", "profession", "--n-boot", "0"]
        args += ["--prediction-column", "prediction", "--min-count", "1"]
    args += ["-o", str(out), "--quiet"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "is not valid UTF-8" in err and "--encoding" in err and "Traceback" not in err
    assert main([*args, "--encoding", "cp1252"]) == 0
    report = json.loads(next(out.glob("*.json")).read_text(encoding="utf-8"))
    rows = {
        "audit": lambda r: r["rows"]["total"],
        "compare": lambda r: r["counts"]["train_rows"],
        "proxies": lambda r: r["counts"]["rows_in"],
        "metrics": lambda r: r["runs"][0]["counts"]["rows"],
    }[command](report)
    assert rows == (48 if command == "metrics" else 24)  # every row, read in cp1252


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_duplicate_row_ids_are_a_named_error_and_nothing_is_written(tmp_path, capsys, engine):
    """Two rows with one --id-column value made one pair of two originals and shared every
    random draw; now the run stops and names both rows (1-based, as a user counts)."""
    src = tmp_path / "bios.csv"
    rows = {"rid": [10, 11, 12, 13, 11], "text": ["He sings.", "She hums.", "He reads."] + [
        "She runs.", "He naps."], "profession": ["a", "b", "a", "b", "a"]}  # fmt: skip
    pd.DataFrame(rows).to_csv(src, index=False)
    out = tmp_path / "out.parquet"
    args = ["augment", str(src), "-o", str(out), "--text-column", "text", "--label-column"]
    args += ["profession", "--assign-gender", "--method", "us-cda", "--id-column", "rid"]
    args += ["--engine", engine, "--batch-size", "2", "--quiet"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "--id-column 'rid' has the same value in input rows 2 and 5 (1-based)" in err
    assert not out.exists() and not list(tmp_path.glob(".*tmp*"))
    pd.DataFrame({**rows, "rid": [10, 11, 12, 13, 14]}).to_csv(src, index=False)
    assert main(args) == 0 and len(pd.read_parquet(out)) > 0


def test_duplicate_row_ids_in_python():
    from cdaprep import Pipeline
    from cdaprep.errors import UsageError
    from cdaprep.steps import GenderSwap

    df = pd.DataFrame({"key": ["x", "y", "x"], "text": ["He sings.", "She hums.", "He naps."]})
    with pytest.raises(UsageError, match="'key' has the same value in input rows 1 and 3"):
        Pipeline([GenderSwap(text_columns="text")]).transform(df, id_column="key")
    swapped = Pipeline([GenderSwap(text_columns="text")]).transform(df)  # positions: fine
    assert swapped["text"].tolist() == ["She sings.", "He hums.", "She naps."]


@pytest.mark.parametrize("command", ["undersample", "reweigh"])
def test_respelled_groups_are_counted_by_resampling_and_reweighing(tmp_path, command):
    """docs/architecture.md: the manifest counts groups re-spelled; only CDA and pairs did."""
    src = tmp_path / "g.csv"
    pd.DataFrame(
        {
            "text": ["She is a nurse."] * 3 + ["He is a nurse."] * 2,
            "label": ["nurse"] * 5,
            "gender": ["Female", " female", "female", "MALE", "male"],
        }
    ).to_csv(src, index=False)
    out = tmp_path / "o.csv"
    args = (
        ["augment", str(src), "-o", str(out), "--method", "us", "--text-column", "text"]
        if command == "undersample"
        else ["reweigh", str(src), "-o", str(out)]
    )
    assert main([*args, "--label-column", "label", "--quiet"]) == 0
    man = json.loads((tmp_path / "o.csv.manifest.json").read_text())
    assert man["splits"]["data"]["steps"][0]["counters"]["group_respelled"] == 3


def test_python_api_warns_about_a_stray_group_value_as_the_cli_does():
    """The CLI printed the warning; from Python it went only into the manifest, which
    transform() drops: one typo cut 8 rows to 3 without a word."""
    from cdaprep import Pipeline
    from cdaprep.errors import DataWarning
    from cdaprep.steps import Undersample

    df = pd.DataFrame(
        {"text": ["x"] * 8, "y": ["a"] * 8, "gender": ["female"] * 3 + ["femal"] + ["male"] * 4}
    )
    p = Pipeline([Undersample(label_column="y")])
    with pytest.warns(DataWarning, match="'femal' \\(1 row\\)") as rec:
        out = p.transform(df)
    assert len(out) == 3 and rec[0].filename == __file__  # the caller's line
    with pytest.warns(DataWarning, match="femal"):
        p.fit(df)
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Pipeline([Undersample(label_column="y", groups=["female", "male"])]).transform(df)


@pytest.mark.parametrize("engine", ["local", "hf"])
def test_a_classlabel_group_column_is_read_as_its_names(engine):
    """A datasets ClassLabel gender column (ids 0, 1, 2 for female, male, none) was read as
    the ids: undersampling balanced 'none' as a group (7 rows, not 11), reweigh gave it a
    weight, and CDA stopped on the id 0."""
    import datasets

    from cdaprep import Pipeline
    from cdaprep.steps import CounterfactualAugment, Reweigh, Undersample

    names = ["female", "male", "none"]
    g = ["female"] * 6 + ["male"] * 3 + ["none"] + ["female"] * 2 + ["male"] * 4
    t = ["She is." if x == "female" else "He is." if x == "male" else "The nurse." for x in g]
    y = ["nurse"] * 10 + ["surgeon"] * 6
    ds = datasets.Dataset.from_dict(
        {"text": t, "job": y, "gender": [names.index(x) for x in g]},
        features=datasets.Features(
            {
                "text": datasets.Value("string"),
                "job": datasets.Value("string"),
                "gender": datasets.ClassLabel(names=names),
            }
        ),
    )
    frame = pd.DataFrame({"text": t, "job": y, "gender": g})
    us = Pipeline([Undersample(label_column="job")])
    assert len(us.transform(ds, engine=engine)) == len(us.transform(frame)) == 11
    w = Pipeline([Reweigh(label_column="job")]).transform(ds, engine=engine)
    assert [x for x, gg in zip(w["sample_weight"], w["gender"]) if gg == "none"] == [1.0]
    result = Pipeline([CounterfactualAugment()]).run(ds, engine=engine)
    assert result.frame["gender"].tolist()[:2] == ["female", "male"]
    assert result.manifest["splits"]["data"]["class_labels_read_as_names"] == {"gender": names}


def test_messages_name_row_ids_as_written_and_the_groups_option():
    """An audit plan error said "_cda_row_id np.int64(0)"; an unknown group of --groups was
    to be fixed with --group / --reference-group only."""
    import numpy as np

    from cdaprep.metrics._core import UNKNOWN_GROUP
    from cdaprep.steps.base import StepContext, row_ref

    batch = pd.DataFrame({"_cda_row_id": np.array([0, 7])})
    ref = row_ref(batch, 1, StepContext(seed=0, key="0:x", id_column="_cda_row_id"))
    assert ref.endswith("_cda_row_id 7") and "np." not in ref
    assert "--groups" in UNKNOWN_GROUP


NA_GROUP_CSV = (
    "text,label,gender\n"
    "She is a nurse.,nurse,female\n"
    "He is a nurse.,nurse,male\n"
    "They are a nurse.,nurse,NA\n"
    "She is a surgeon.,surgeon,female\n"
    "He is a surgeon.,surgeon,male\n"
)


@pytest.mark.parametrize("method", ["us", "cda"])
def test_a_group_cell_na_says_that_only_an_empty_cell_is_missing(tmp_path, capsys, method):
    """An R export writes missing genders as NA. A text column keeps the text "NA" (only an
    empty cell is missing), so NA is a group value of its own: the warning (resampling) and the
    error (CDA) said so without telling the user that blanking the cells marks them missing."""
    src = tmp_path / "r.csv"
    src.write_text(NA_GROUP_CSV)
    args = ["augment", str(src), "-o", str(tmp_path / "o.csv"), "--method", method]
    code = main([*args, "--text-column", "text", "--label-column", "label"])
    err = capsys.readouterr().err
    assert code == (0 if method == "us" else 1)
    assert "'NA'" in err
    assert "only an empty cell is a missing value" in err


def _messy_bios(n: int = 48) -> pd.DataFrame:
    """Biographies whose gender column is spelled as a user spells it (``Female``, `` male ``,
    ``MALE``), nurses mostly women and surgeons mostly men."""
    rng = np.random.default_rng(0)
    rows = []
    for i in range(n):
        label = "nurse" if i % 2 else "surgeon"
        female = rng.random() < (0.7 if label == "nurse" else 0.3)
        text = f"{'She' if female else 'He'} is a {label} and {'her' if female else 'his'} day "
        text += f"starts early; case {i}."
        spelled = ["Female", " female", "female"] if female else [" male ", "MALE", "male"]
        rows.append((text, label, spelled[i % 3]))
    return pd.DataFrame(rows, columns=["text", "profession", "gender"])


def test_cda_and_pairs_keep_the_users_group_values_on_original_rows(tmp_path):
    """`cda` and `pairs` re-spelled the group column of the original rows ("Female" became
    "female", " male " "male") while os, us and rw left it alone, so `augment --method os` and
    `--method os-cda` differed in the user's own column. Originals now keep the value as
    written; counterfactual rows get the counterfactual group's name. The metrics and compare
    read such a set exactly as one spelled canonically."""
    messy = _messy_bios()
    clean = messy.assign(gender=messy["gender"].str.strip().str.lower())
    for name, df in (("messy", messy), ("clean", clean)):
        df.to_csv(tmp_path / f"{name}.csv", index=False)
    read = dict(keep_default_na=False)
    common = ["--text-column", "text", "--label-column", "profession", "--quiet"]
    for method in ("os", "os-cda", "cda"):
        out = tmp_path / f"{method}.csv"
        argv = ["augment", str(tmp_path / "messy.csv"), "-o", str(out), "--method", method]
        assert main([*argv, *common]) == 0
    os_ = pd.read_csv(tmp_path / "os.csv", **read)
    os_cda = pd.read_csv(tmp_path / "os-cda.csv", **read)
    orig = os_cda[os_cda["cda_role"] == "original"]
    assert orig["gender"].tolist() == os_["gender"].tolist()
    assert {"Female", " female", " male ", "MALE"} <= set(orig["gender"])
    cda = pd.read_csv(tmp_path / "cda.csv", **read)
    assert cda.loc[cda["cda_role"] == "original", "gender"].tolist() == messy["gender"].tolist()
    cf = cda[cda["cda_role"] == "counterfactual"]
    flipped = {"female": "male", "male": "female"}
    want = [flipped[g] for g in clean["gender"].iloc[cf["cda_pair_id"]]]
    assert cf["gender"].tolist() == want

    # pairs: the original row keeps "Female"; the counterfactual row is "male"
    frames = {}
    for name in ("messy", "clean"):
        out = tmp_path / f"pairs_{name}.csv"
        argv = ["pairs", str(tmp_path / f"{name}.csv"), "-o", str(out), "--text-column", "text"]
        assert main([*argv, "--quiet"]) == 0
        frames[name] = pd.read_csv(out, **read)
    pairs = frames["messy"]
    orig = pairs[pairs["cda_role"] == "original"]
    assert orig["gender"].tolist() == messy["gender"].tolist()
    cf = pairs[pairs["cda_role"] == "counterfactual"]
    assert cf["gender"].tolist() == [flipped[g] for g in clean["gender"]]
    assert pairs["cda_original_group"].tolist() == frames["clean"]["cda_original_group"].tolist()

    # metrics read both sets alike: the same pairs and the same gaps
    reports = {}
    for name, frame in frames.items():
        female = frame["gender"].str.strip().str.lower() == "female"
        pred = frame["profession"].where(~female, "nurse")
        frame.assign(pred=pred).to_csv(tmp_path / f"preds_{name}.csv", index=False)
        argv = ["metrics", str(tmp_path / f"preds_{name}.csv"), "-o", str(tmp_path / name)]
        argv += ["--label-column", "profession", "--prediction-column", "pred"]
        assert main([*argv, "--n-boot", "0", "--min-count", "0", "--quiet"]) == 0
        reports[name] = json.loads((tmp_path / name / "metrics.json").read_text())["runs"][0]
    assert reports["messy"]["counts"]["pairs"] == len(messy)
    assert reports["messy"]["counts"] == reports["clean"]["counts"]
    assert reports["messy"]["summary"] == reports["clean"]["summary"]
    assert reports["messy"]["summary"]["rms.causal.tpr"]["value"] > 0

    # compare builds its pairs with the same step: the same results for both spellings
    results = {}
    for name in ("messy", "clean"):
        argv = ["compare", str(tmp_path / "clean.csv"), "--eval", str(tmp_path / f"{name}.csv")]
        argv += ["--methods", "none,cda", "--seeds", "1", "--n-boot", "0", "--min-count", "0"]
        argv += ["--no-plots", "-o", str(tmp_path / f"cmp_{name}"), *common]
        assert main(argv) == 0
        results[name] = pd.read_csv(tmp_path / f"cmp_{name}" / "results.csv")
    assert results["messy"]["metric"].str.startswith("rms.causal").any()
    pd.testing.assert_frame_equal(results["messy"], results["clean"])
