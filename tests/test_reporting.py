"""The conventions every report folder shares (cdaprep.reporting)."""

from __future__ import annotations

import os
import stat

import numpy as np
import pytest

from cdaprep.errors import UsageError
from cdaprep.reporting import dumps_json, error_bars, md_table, write_report_folder


def _mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_report_folder_has_the_permissions_of_any_new_folder(tmp_path):
    # issue 11.9: the metrics report folder was created 0700 (mkdtemp), other outputs 0755
    plain = tmp_path / "plain"
    plain.mkdir()
    rep = write_report_folder(tmp_path / "rep", lambda f: (f / "report.md").write_text("x"))
    assert _mode(rep) == _mode(plain)


def test_report_folder_is_atomic_and_keeps_the_old_report_on_error(tmp_path):
    out = tmp_path / "rep"
    write_report_folder(out, lambda f: (f / "report.md").write_text("old"))
    with pytest.raises(UsageError, match="--overwrite"):
        write_report_folder(out, lambda f: None)

    def boom(folder):
        (folder / "report.md").write_text("half")
        raise RuntimeError("plot failed")

    with pytest.raises(RuntimeError):
        write_report_folder(out, boom, overwrite=True)
    assert (out / "report.md").read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["rep"]  # no temporary folder left


def test_md_table_escapes_pipes_and_line_breaks():
    lines = md_table(["metric", "value"], [["TPR gap, sum of |gaps|", "0.1 [0.0, 0.2]"], ["a\nb"]])
    assert lines[2] == "| TPR gap, sum of \\|gaps\\| | 0.1 [0.0, 0.2] |"
    assert lines[3] == "| a b |  |"
    with pytest.raises(ValueError):
        md_table(["one"], [["a", "b"]])


def test_json_is_strict():
    text = dumps_json({"a": np.float64("nan"), "b": np.int64(2), "c": np.array([1.5, np.inf])})
    assert text == '{\n  "a": null,\n  "b": 2,\n  "c": [\n    1.5,\n    null\n  ]\n}\n'


def test_overwrite_replaces_only_a_report_folder(tmp_path):
    # issue E: -o REPORT_DIR --overwrite deleted any folder, the user's files with it
    out = tmp_path / "rep"
    out.mkdir()
    (out / "data.csv").write_text("y,pred\n")
    with pytest.raises(UsageError, match=r"it is not a report folder cdaprep wrote \(it holds "):
        write_report_folder(out, lambda f: (f / "report.md").write_text("new"), overwrite=True)
    assert [p.name for p in out.iterdir()] == ["data.csv"]
    (out / "data.csv").unlink()
    write_report_folder(out, lambda f: (f / "metrics.json").write_text("{}"), overwrite=True)
    write_report_folder(out, lambda f: (f / "report.md").write_text("new"), overwrite=True)
    assert (out / "report.md").read_text() == "new"


def test_report_overwrite_refuses_the_folder_of_the_input(tmp_path, capsys):
    from cdaprep.cli import main

    rep = tmp_path / "rep"
    rep.mkdir()
    preds = rep / "preds.csv"
    preds.write_text("y,pred,gender\n1,1,female\n0,1,male\n")
    args = ["--label-column", "y", "--prediction-column", "pred", "--overwrite", "--no-plots"]
    assert main(["metrics", str(preds), "-o", str(rep), *args]) == 2
    err = capsys.readouterr().err
    assert f"cannot replace the folder {str(rep)!r} with --overwrite: it holds the input" in err
    assert preds.exists()


def test_report_folder_inside_an_input_folder_is_refused(tmp_path, capsys):
    # a report written into a folder of prediction files became one more file of that input
    from cdaprep.cli import main

    preds = tmp_path / "preds"
    preds.mkdir()
    (preds / "train.csv").write_text("y,pred,gender\n1,1,female\n0,1,male\n")
    args = ["--label-column", "y", "--prediction-column", "pred", "--no-plots"]
    for rep, extra in [(preds / "rep", []), (preds / "train.csv" / "rep", ["--overwrite"])]:
        assert main(["metrics", str(preds), "-o", str(rep), *args, *extra]) == 2
        err = capsys.readouterr().err
        assert (
            f"cannot write the report folder {str(rep)!r}: it lies inside the input "
            f"{str(preds)!r}" in err
        )
        assert "choose a report folder outside" in err
        assert [p.name for p in preds.iterdir()] == ["train.csv"]


def test_report_overwrite_never_replaces_a_file_or_a_link(tmp_path, capsys):
    """metrics p.csv -o p.csv --overwrite replaced the predictions file with a report folder;
    -o LINK --overwrite crashed in rmtree and left a stray backup link."""
    from cdaprep.cli import main

    preds = tmp_path / "p.csv"
    preds.write_text("y,pred,gender\n1,1,female\n0,1,male\n")
    args = ["--label-column", "y", "--prediction-column", "pred", "--overwrite", "--no-plots"]
    assert main(["metrics", str(preds), "-o", str(preds), *args]) == 2
    assert "exists and is a file, not a folder" in capsys.readouterr().err
    assert preds.read_text().startswith("y,pred")
    (tmp_path / "d").mkdir()
    (tmp_path / "lnk").symlink_to(tmp_path / "d")
    assert main(["metrics", str(preds), "-o", str(tmp_path / "lnk"), *args]) == 2
    assert "is a symbolic link" in capsys.readouterr().err
    assert (tmp_path / "lnk").is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d", "lnk", "p.csv"]


def test_error_bars_are_never_negative():
    # an upper bound one ulp below the value (a Wilson bound of 13/13), a percentile interval
    # that misses the point estimate, and missing bounds: no negative length for matplotlib
    err = error_bars([1.0, 0.3, 0.5, np.nan], [0.77, 0.35, None, 0.1], [1 - 1e-16, 0.6, 0.7, 0.2])
    assert err.shape == (2, 4) and (err >= 0).all()
    assert err[:, 0].tolist() == pytest.approx([0.23, 0.0])
    assert err[:, 1].tolist() == pytest.approx([0.0, 0.3])
    assert err[:, 2].tolist() == pytest.approx([0.0, 0.2])
    assert err[:, 3].tolist() == [0.0, 0.0]
