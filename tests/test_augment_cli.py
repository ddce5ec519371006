"""`cdaprep augment` and `cdaprep pairs` from the command line: every preset, determinism
across batch sizes and worker counts, the train + counterfactual_eval folder."""

import json

import datasets
import pandas as pd
import pytest

from cdaprep.cli import main
from tests.conftest import EXAMPLES

BIOS = str(EXAMPLES / "bios.csv")
COMMON = ["--text-column", "text", "--label-column", "profession", "--assign-gender", "--quiet"]


def augment(tmp_path, name, *extra):
    out = tmp_path / name
    assert main(["augment", BIOS, "-o", str(out), *COMMON, *extra]) == 0
    return pd.read_parquet(out)


@pytest.mark.parametrize("method", ["cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda"])
def test_every_preset_runs_and_is_recorded(tmp_path, method):
    out = augment(tmp_path, f"{method}.parquet", "--method", method)
    m = json.loads((tmp_path / f"{method}.parquet.manifest.json").read_text())
    assert m["method"] == method and m["rows_out"] == len(out)
    if "cda" in method:
        assert set(out["cda_role"]) == {"original", "counterfactual"}
    if method.startswith("rw"):
        orig = out[out["cda_role"] == "original"] if "cda_role" in out else out
        assert orig["sample_weight"].sum() == pytest.approx(240)


def test_same_seed_same_output_for_batch_sizes_and_processes(tmp_path):
    ref = augment(tmp_path, "ref.parquet", "--method", "us-cda", "--seed", "3")
    for i, extra in enumerate(
        [["--batch-size", "1"], ["--batch-size", "7"], ["--batch-size", "7", "--num-proc", "2"]]
    ):
        got = augment(tmp_path, f"o{i}.parquet", "--method", "us-cda", "--seed", "3", *extra)
        pd.testing.assert_frame_equal(got, ref)
    other = augment(tmp_path, "seed4.parquet", "--method", "us-cda", "--seed", "4")
    assert not other.equals(ref)
    ref2 = augment(tmp_path, "os.parquet", "--method", "os-cda", "--order", "cda-first")
    got2 = augment(
        tmp_path,
        "os7.parquet",
        "--method",
        "os-cda",
        "--order",
        "cda-first",
        "--batch-size",
        "7",
        "--num-proc",
        "2",
    )
    pd.testing.assert_frame_equal(got2, ref2)


def test_train_and_counterfactual_eval_folder(tmp_path):
    out = tmp_path / "ds"
    assert (
        main(
            [
                "augment",
                BIOS,
                "-o",
                str(out),
                *COMMON,
                "--method",
                "us-cda",
                "--eval",
                str(EXAMPLES / "bios_test.csv"),
            ]
        )
        == 0
    )
    dd = datasets.load_from_disk(str(out))
    assert set(dd) == {"train", "counterfactual_eval"}
    ev = dd["counterfactual_eval"].to_pandas()
    assert len(ev) == 2 * 80 and ev.groupby("cda_pair_id").size().eq(2).all()
    m = json.loads((out / "manifest.json").read_text())
    assert m["splits"]["counterfactual_eval"]["rows_in"] == 80


def test_pairs_command(tmp_path):
    out = tmp_path / "p.jsonl"
    assert (
        main(
            [
                "pairs",
                str(EXAMPLES / "bios_test.csv"),
                "-o",
                str(out),
                "--text-column",
                "text",
                "--assign-gender",
                "--quiet",
            ]
        )
        == 0
    )
    df = pd.read_json(out, lines=True)
    assert len(df) == 160 and set(df["cda_role"]) == {"original", "counterfactual"}
    folder = tmp_path / "pf"
    assert (
        main(
            [
                "pairs",
                str(EXAMPLES / "bios_test.csv"),
                "-o",
                str(folder),
                "--text-column",
                "text",
                "--assign-gender",
                "--quiet",
            ]
        )
        == 0
    )
    assert list(datasets.load_from_disk(str(folder))) == ["counterfactual_eval"]


def test_usage_errors(tmp_path, capsys):
    assert (
        main(
            [
                "augment",
                BIOS,
                "-o",
                str(tmp_path / "x.csv"),
                "--method",
                "us-cda",
                "--label-column",
                "profession",
                "--assign-gender",
            ]
        )
        == 2
    )
    assert "--assign-gender needs --text-column" in capsys.readouterr().err or True
    assert (
        main(
            [
                "augment",
                BIOS,
                "-o",
                str(tmp_path / "x.csv"),
                *COMMON,
                "--method",
                "rw",
                "--order",
                "cda-first",
            ]
        )
        == 2
    )
    assert "--order applies to os-cda and us-cda" in capsys.readouterr().err
    assert (
        main(
            [
                "augment",
                BIOS,
                "-o",
                str(tmp_path / "x.csv"),
                *COMMON,
                "--method",
                "cda",
                "--eval",
                BIOS,
            ]
        )
        == 2
    )
    assert "give a folder" in capsys.readouterr().err


def _bios_folder(path, **splits):
    """A DatasetDict folder of bios.csv rows: split name -> range of rows."""
    ds = datasets.Dataset.from_pandas(
        pd.read_csv(BIOS, keep_default_na=False), preserve_index=False
    )
    datasets.DatasetDict({k: ds.select(r) for k, r in splits.items()}).save_to_disk(str(path))
    return str(path)


def test_an_empty_evaluation_set_is_a_warning(tmp_path, capsys):
    # augment --eval of a header-only test file wrote a 0-row counterfactual_eval split
    # without a word
    empty = tmp_path / "empty_test.csv"
    pd.read_csv(EXAMPLES / "bios_test.csv").iloc[:0].to_csv(empty, index=False)
    out = tmp_path / "ds"
    args = ["augment", BIOS, "-o", str(out), *COMMON, "--method", "cda", "--eval", str(empty)]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert (
        f"warning: split 'counterfactual_eval' has 0 rows: {empty} has no rows (a header "
        "only, or an empty file), so the paired evaluation set is empty"
    ) in err
    assert datasets.load_from_disk(str(out))["counterfactual_eval"].num_rows == 0


def test_eval_split_trains_on_the_train_split_or_asks(tmp_path, capsys):
    # validation came first and was debiased and written as `train`; the real train was ignored
    vtt = _bios_folder(
        tmp_path / "vtt", validation=range(30), train=range(30, 200), test=range(200, 240)
    )
    cmd = ["augment", vtt, *COMMON, "--method", "cda", "--eval-split", "test"]
    out = tmp_path / "o"
    assert main([*cmd, "-o", str(out)]) == 0
    m = json.loads((out / "manifest.json").read_text())
    assert m["splits"]["train"]["rows_in"] == 170
    assert (m["train_split"], m["eval_split"]) == ("train", "test")
    assert main([*cmd, "-o", str(tmp_path / "v"), "--split", "validation"]) == 0
    m = json.loads((tmp_path / "v" / "manifest.json").read_text())
    assert m["splits"]["train"]["rows_in"] == 30 and m["train_split"] == "validation"
    vdt = _bios_folder(
        tmp_path / "vdt", validation=range(30), dev=range(30, 200), test=range(200, 240)
    )
    assert (
        main(
            [
                "augment",
                vdt,
                *COMMON,
                "--method",
                "cda",
                "--eval-split",
                "test",
                "-o",
                str(tmp_path / "x"),
            ]
        )
        == 2
    )
    err = capsys.readouterr().err
    assert "'validation', 'dev', 'test'" in err and "--split" in err
    assert not (tmp_path / "x").exists()
    assert main([*cmd, "-o", str(tmp_path / "y"), "--split", "test"]) == 2
    assert "both name 'test'" in capsys.readouterr().err


def test_eval_folder_takes_its_test_split_or_asks(tmp_path, capsys):
    # --eval FOLDER took the folder's first split: its 200-row train became the evaluation set
    tt = _bios_folder(tmp_path / "tt", train=range(200), test=range(200, 240))
    cmd = ["augment", BIOS, *COMMON, "--method", "cda", "--eval", tt]
    assert main([*cmd, "-o", str(tmp_path / "o")]) == 0
    m = json.loads((tmp_path / "o" / "manifest.json").read_text())
    assert m["splits"]["counterfactual_eval"]["rows_in"] == 40 and m["eval_split"] == "test"
    td = _bios_folder(tmp_path / "td", train=range(200), dev=range(200, 240))
    cmd = ["augment", BIOS, *COMMON, "--method", "cda", "--eval", td]
    assert main([*cmd, "-o", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    assert "'train', 'dev'" in err and "--eval-split dev" in err
    assert not (tmp_path / "x").exists()
    assert main([*cmd, "-o", str(tmp_path / "d"), "--eval-split", "dev"]) == 0
    m = json.loads((tmp_path / "d" / "manifest.json").read_text())
    assert m["splits"]["counterfactual_eval"]["rows_in"] == 40 and m["eval_split"] == "dev"


def test_cf_weight_on_a_method_without_counterfactual_weights_is_refused(tmp_path, capsys):
    # --cf-weight one with us-cda was accepted and recorded in the manifest, and did nothing
    out = tmp_path / "o.csv"
    args = ["augment", BIOS, "-o", str(out), *COMMON, "--cf-weight", "one"]
    assert main([*args, "--method", "us-cda"]) == 2
    assert "--cf-weight applies to rw-cda, not to 'us-cda'" in capsys.readouterr().err
    assert not out.exists()
    assert main([*args, "--method", "rw-cda"]) == 0
    assert json.loads((tmp_path / "o.csv.manifest.json").read_text())["cf_weight"] == "one"


def test_eval_file_with_a_folder_input_trains_on_its_train_split(tmp_path, capsys):
    """With --eval FILE a folder input of several splits stopped ("choose the training split
    with --split") even when one split is named train; --eval-split took train already."""
    vt = _bios_folder(tmp_path / "vt", validation=range(30), train=range(30, 200))
    cmd = ["augment", vt, *COMMON, "--method", "cda", "--eval", str(EXAMPLES / "bios_test.csv")]
    out = tmp_path / "o"
    assert main([*cmd, "-o", str(out)]) == 0
    m = json.loads((out / "manifest.json").read_text())
    assert m["splits"]["train"]["rows_in"] == 170 and m["train_split"] == "train"
    vd = _bios_folder(tmp_path / "vd", validation=range(30), dev=range(30, 200))
    cmd[1] = vd
    assert main([*cmd, "-o", str(tmp_path / "x")]) == 2
    assert "'validation', 'dev'" in capsys.readouterr().err


def _splits(folder) -> dict:
    """The splits of an output folder as DataFrames."""
    dd = datasets.load_from_disk(str(folder))
    return {k: dd[k].to_pandas() for k in dd}


def _originals(df) -> list:
    """The ids of the original rows of a CDA or pairs split, in order."""
    return df.loc[df["cda_role"] == "original", "id"].tolist()


def _same(a, b) -> None:
    a, b = _splits(a), _splits(b)
    assert list(a) == list(b) == ["train", "counterfactual_eval"]
    for k in a:
        pd.testing.assert_frame_equal(a[k], b[k], obj=k)


def test_rerun_of_an_eval_manifest_takes_the_splits_it_records(tmp_path, monkeypatch):
    """`cdaprep run ev_aug/manifest.json -o again` of `augment vtt --eval vtt` (splits in the
    order validation, train, test) took the first split, validation (30 rows), for both sets,
    where augment had taken train (170) and test (40); of `--eval-split test` it trained on
    validation. A rerun now takes the splits its manifest records, from any folder."""
    ids = [f"bio-{i:04d}" for i in range(240)]
    vtt = _bios_folder(
        tmp_path / "vtt", validation=range(30), train=range(30, 200), test=range(200, 240)
    )
    (tmp_path / "elsewhere").mkdir()
    for i, how in enumerate((["--eval", vtt], ["--eval-split", "test"])):
        out = tmp_path / f"o{i}"
        assert main(["augment", vtt, "-o", str(out), *COMMON, "--method", "cda", *how]) == 0
        m = json.loads((out / "manifest.json").read_text())
        assert (m["train_split"], m["eval_split"]) == ("train", "test")
        monkeypatch.chdir(tmp_path / "elsewhere")
        again = tmp_path / f"again{i}"
        assert main(["run", str(out / "manifest.json"), "-o", str(again), "--quiet"]) == 0
        monkeypatch.chdir(tmp_path)
        _same(out, again)
        got = _splits(again)
        assert _originals(got["train"]) == ids[30:200]
        assert _originals(got["counterfactual_eval"]) == ids[200:240]
        m = json.loads((again / "manifest.json").read_text())
        assert (m["train_split"], m["eval_split"]) == ("train", "test")
        assert m["splits"]["train"]["rows_in"] == 170
        assert m["splits"]["counterfactual_eval"]["rows_in"] == 40


def _eval_config(path, input, eval_table: str, *, output="out", extra="") -> str:
    path.write_text(
        f"""input = "{input}"
output = "{output}"
{extra}
[[steps]]
type = "assign-gender"
text_column = "text"

[[steps]]
type = "cda"
text_columns = "text"

[eval]
{eval_table}
steps = [
    {{type = "assign-gender", text_column = "text"}},
    {{type = "pairs", text_columns = "text"}},
]
""",
        encoding="utf-8",
    )
    return str(path)


def test_run_config_takes_the_splits_augment_takes(tmp_path, monkeypatch, capsys):
    """A config with `[eval] input = "vtt"` (splits validation, train, test) trained and
    evaluated on validation (20 and 20 rows of the report's fixture); with `[eval] split =
    "test"` it trained on validation. The config now takes the splits of `augment --eval` /
    `--eval-split`: train (170 rows) and test (40), records them, and its manifest reruns."""
    ids = [f"bio-{i:04d}" for i in range(240)]
    vtt = _bios_folder(
        tmp_path / "vtt", validation=range(30), train=range(30, 200), test=range(200, 240)
    )
    for name, table, flags in (
        ("input", f'input = "{vtt}"', ["--eval", vtt]),
        ("split", 'split = "test"', ["--eval-split", "test"]),
    ):
        cfg = _eval_config(tmp_path / f"{name}.toml", vtt, table, output=f"cfg_{name}")
        assert main(["run", cfg, "--quiet"]) == 0
        out = tmp_path / f"cfg_{name}"
        got = _splits(out)
        assert _originals(got["train"]) == ids[30:200]
        assert _originals(got["counterfactual_eval"]) == ids[200:240]
        m = json.loads((out / "manifest.json").read_text())
        assert (m["train_split"], m["eval_split"]) == ("train", "test")
        flagged = tmp_path / f"flags_{name}"
        args = ["augment", vtt, "-o", str(flagged), "--method", "cda", "--text-column", "text"]
        assert main([*args, "--assign-gender", "--quiet", *flags]) == 0
        _same(out, flagged)
        (tmp_path / name).mkdir()
        monkeypatch.chdir(tmp_path / name)
        assert main(["run", str(out / "manifest.json"), "-o", "again", "--quiet"]) == 0
        monkeypatch.chdir(tmp_path)
        _same(out, tmp_path / name / "again")
    # [eval] input with [eval] split: the split of that input, as --eval with --eval-split
    cfg = _eval_config(tmp_path / "v.toml", vtt, f'input = "{vtt}"\nsplit = "validation"')
    assert main(["run", cfg, "-o", str(tmp_path / "v"), "--quiet"]) == 0
    assert set(_splits(tmp_path / "v")["counterfactual_eval"]["id"]) <= set(ids[:30])
    m = json.loads((tmp_path / "v" / "manifest.json").read_text())
    assert m["splits"]["counterfactual_eval"]["rows_in"] == 30 and m["eval_split"] == "validation"
    # no split named train: an error naming the splits and the key, as augment's names --split
    vdt = _bios_folder(
        tmp_path / "vdt", validation=range(30), dev=range(30, 200), test=range(200, 240)
    )
    cfg = _eval_config(tmp_path / "vdt.toml", vdt, 'split = "test"')
    assert main(["run", cfg, "-o", str(tmp_path / "x"), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "'validation', 'dev', 'test'" in err and "the config's split" in err
    assert not (tmp_path / "x").exists()
    cfg = _eval_config(tmp_path / "dev.toml", vdt, 'split = "test"', extra='split = "dev"')
    assert main(["run", cfg, "-o", str(tmp_path / "d"), "--quiet"]) == 0
    assert _originals(_splits(tmp_path / "d")["train"]) == ids[30:200]
    cfg = _eval_config(tmp_path / "nope.toml", vtt, f'input = "{vtt}"\nsplit = "nope"')
    assert main(["run", cfg, "-o", str(tmp_path / "n"), "--quiet"]) == 2
    assert "the config's [eval] split 'nope'" in capsys.readouterr().err


def test_rerun_of_a_manifest_whose_split_is_gone_names_it(tmp_path, capsys):
    vtt = _bios_folder(
        tmp_path / "vtt", validation=range(30), train=range(30, 200), test=range(200, 240)
    )
    out = tmp_path / "o"
    assert main(["augment", vtt, "-o", str(out), *COMMON, "--method", "cda", "--eval", vtt]) == 0
    vt = _bios_folder(tmp_path / "vt", validation=range(30), test=range(200, 240))
    args = ["run", str(out / "manifest.json"), "-i", vt, "-o", str(tmp_path / "x"), "--quiet"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "training set from split 'train'" in err and "'validation', 'test'" in err
    assert not (tmp_path / "x").exists()


def test_neutral_rows_are_told_where_group_map_is_given(tmp_path, capsys):
    """A neutral row stopped every CDA method with "Map the values to these first or pass
    group_map", an option augment does not have; the error now says where it is given, and
    that way works: a neutral row's counterfactual flips its he/she words and stays neutral."""
    src = tmp_path / "t.csv"
    pd.DataFrame(
        {
            "text": ["She sings.", "Xe told her so."],
            "gender": ["female", "neutral"],
            "y": ["a", "b"],
        }
    ).to_csv(src, index=False)
    out = tmp_path / "o.csv"
    args = ["augment", str(src), "-o", str(out), "--text-column", "text", "--quiet"]
    assert main([*args, "--method", "cda"]) == 1
    err = capsys.readouterr().err
    assert "input row 2 (1-based) has 'neutral'" in err
    assert "group_map" in err and "`cdaprep run` config" in err and "neutral: neutral" in err
    cfg = tmp_path / "c.toml"
    cfg.write_text(
        f'input = "{src.name}"\noutput = "{out.name}"\n[[steps]]\ntype = "cda"\n'
        'text_columns = "text"\n'
        'group_map = {female = "male", male = "female", neutral = "neutral"}\n'
    )
    assert main(["run", str(cfg), "--quiet"]) == 0
    got = pd.read_csv(out)
    assert got["text"].tolist() == ["She sings.", "He sings.", "Xe told her so.", "Xe told him so."]
    assert got["gender"].tolist() == ["female", "male", "neutral", "neutral"]


def test_summary_says_what_each_step_dropped_or_added(tmp_path, capsys):
    """us-cda on 10 rows said "wrote 10 rows (10 in)": nothing told that undersampling had
    dropped 4 rows (and CDA added 4 counterfactuals), only the manifest did."""
    pd.DataFrame(
        {
            "text": ["She is here.", "She was.", "She is.", "He is.", "Nobody is.", "He was."]
            + ["She is a doctor.", "He is a doctor.", "Patients wait.", "He is a doctor too."],
            "profession": ["nurse"] * 6 + ["doctor"] * 4,
            "gender": ["female"] * 3 + ["male", "female", "male"] + ["female"] + ["male"] * 3,
        }
    ).to_csv(tmp_path / "in.csv", index=False)
    argv = ["augment", str(tmp_path / "in.csv"), "-o", str(tmp_path / "out.csv")]
    argv += ["--text-column", "text", "--label-column", "profession", "--method", "us-cda"]
    assert main(argv) == 0
    assert "wrote 10 rows (10 in; undersample dropped 4, cda added 4) to " in (
        capsys.readouterr().err
    )
    assert main([*argv[:-1], "rw", "--overwrite"]) == 0
    assert "wrote 10 rows (10 in) to " in capsys.readouterr().err  # no row count changed


def test_summary_of_several_splits_says_what_each_step_dropped_or_added(tmp_path, capsys):
    """augment --eval ended with "wrote train (254 rows), counterfactual_eval (160 rows) to
    ...", without what each step dropped or added, which the README says every command's last
    line gives (as a one-split run's "wrote 10 rows (10 in; undersample dropped 4, cda added
    4)")."""
    out = tmp_path / "o"
    argv = ["augment", BIOS, "-o", str(out), "--method", "us-cda", "--eval"]
    argv += [str(EXAMPLES / "bios_test.csv"), "--text-column", "text"]
    argv += ["--label-column", "profession", "--assign-gender"]
    assert main(argv) == 0
    m = json.loads((out / "manifest.json").read_text())
    changes = {
        k: [(s["type"], s["rows_in"], s["rows_out"]) for s in v["steps"]]
        for k, v in m["splits"].items()
    }
    assert changes == {
        "train": [("assign-gender", 240, 240), ("undersample", 240, 128), ("cda", 128, 254)],
        "counterfactual_eval": [("assign-gender", 80, 80), ("pairs", 80, 160)],
    }
    assert (
        "wrote train (254 rows, 240 in; undersample dropped 112, cda added 126), "
        f"counterfactual_eval (160 rows, 80 in; pairs added 80) to {out} in "
    ) in capsys.readouterr().err
    # a split no step changes the row count of says so
    folder = tmp_path / "dd"
    bios = pd.read_csv(BIOS)
    split = {"train": bios.head(6), "test": bios.head(3)}
    datasets.DatasetDict(
        {k: datasets.Dataset.from_pandas(v, preserve_index=False) for k, v in split.items()}
    ).save_to_disk(str(folder))
    assert main(["swap", str(folder), "-o", str(tmp_path / "sw"), "--text-column", "text"]) == 0
    assert "wrote train (6 rows, 6 in), test (3 rows, 3 in) to " in capsys.readouterr().err


def test_p_without_replace_mode_is_a_usage_error(tmp_path, capsys):
    """`augment --method cda --p 0.3` ran as if --p had not been given (only --cda-mode replace
    reads it), while a misused --order or --cf-weight is a usage error. So is --p now, from
    augment and audit, and p= with mode="augment" from Python."""
    from cdaprep.errors import UsageError
    from cdaprep.steps import CounterfactualAugment

    out = tmp_path / "o.csv"
    args = ["augment", BIOS, "-o", str(out), *COMMON, "--method", "cda"]
    for p in ("0.3", "0.5"):
        assert main([*args, "--p", p]) == 2
        err = capsys.readouterr().err
        assert err.startswith(
            f"cdaprep augment: error: --p applies to --cda-mode replace, not to 'augment' (the "
            f"default): only replace draws the rows it swaps (each with probability --p); augment "
            f"adds every counterfactual, so --p {p} would be ignored. Add --cda-mode replace or "
            "drop --p"
        ), err
        assert not out.exists()
    audit = ["audit", BIOS, "-o", str(tmp_path / "a"), "--text-column", "text", "--p", "0.3"]
    assert main([*audit, "--quiet"]) == 2
    assert "error: --p applies to --cda-mode replace" in capsys.readouterr().err
    assert main([*args, "--p", "0.3", "--cda-mode", "replace"]) == 0
    m = json.loads((tmp_path / "o.csv.manifest.json").read_text())
    step = next(s for s in m["config"]["steps"] if s["type"] == "cda")
    assert step["mode"] == "replace" and step["p"] == 0.3
    assert main([*args, "--overwrite"]) == 0  # no --p: the default augment mode
    with pytest.raises(UsageError, match="p=0.3 would be ignored. Pass mode='replace' or drop p"):
        CounterfactualAugment(text_columns="text", p=0.3)
    CounterfactualAugment(text_columns="text", p=0.3, mode="replace")
