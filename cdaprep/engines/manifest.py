"""The manifest of a run (docs/architecture.md, "The manifest"): versions, the full config, the
seed, lexicon checksums, rows in and out and seconds per step, text cells passed through."""

from __future__ import annotations

import os
import platform
import time
from datetime import UTC, datetime
from typing import Any

from cdaprep.options import RunOptions
from cdaprep.planning import config_hash

__all__ = ["versions", "build_manifest", "lexicon_checksums", "rerun_gaps", "run_warnings"]


def versions() -> dict[str, str | None]:
    """Versions of cdaprep, spaCy and the core libraries (without importing spaCy)."""
    from importlib.metadata import PackageNotFoundError, version

    import cdaprep

    out: dict[str, str | None] = {"cdaprep": cdaprep.__version__}
    out["python"] = platform.python_version()
    for pkg in ("spacy", "pandas", "pyarrow", "datasets", "numpy"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = None
    return out


def lexicon_checksums(pipelines) -> dict[str, str]:
    """``{lexicon name: sha256}`` of every data file the steps of ``pipelines`` use."""
    out: dict[str, str] = {}
    for p in pipelines:
        for s in p.steps:
            out.update(s.lexicon_checksums())
    return out


def _describe(data: Any) -> Any:
    if isinstance(data, str | os.PathLike):
        return str(data)
    return type(data).__name__


def _text_cells(split_reports: dict[str, Any]) -> dict[str, int]:
    """Missing / empty / non-string text cells (``text_<kind>:<column>``), each counted once:
    per split, a column's cells are those the first step that counts that column saw, since
    every later step sees the same cells again (or their copies).

    Examples
    --------
    >>> step = {"counters": {"text_empty:text": 1, "text_missing:text": 2}}
    >>> _text_cells({"data": {"steps": [step, {"counters": {}}, step]}})
    {'text_empty:text': 1, 'text_missing:text': 2}
    """
    cells: dict[str, int] = {}
    for rep in split_reports.values():
        counted: set[str] = set()
        for st in rep["steps"]:
            here: set[str] = set()
            for k, v in st.get("counters", {}).items():
                if not k.startswith("text_") or ":" not in k:
                    continue
                column = k.split(":", 1)[1]
                if column not in counted:
                    cells[k] = cells.get(k, 0) + v
                    here.add(column)
            counted |= here
    return cells


def build_manifest(
    pipeline: Any,
    data: Any,
    options: RunOptions,
    split_reports: dict[str, Any],
    *,
    started: float,
    pipelines: list,
    engine_info: dict[str, Any],
) -> dict[str, Any]:
    """The manifest of a finished run (``started`` is its ``time.perf_counter()``)."""
    config = pipeline.to_config()
    m = {
        "versions": versions(),
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
        "input": _describe(data),
        # relative paths of the run (input, output) are relative to this folder; a rerun of
        # the manifest resolves them here, wherever it is started from
        "working_dir": os.getcwd(),
        "output": None if options.output is None else str(options.output),
        "engine": options.engine,
        "batch_size": options.batch_size,
        "num_proc": options.num_proc,
        "id_column": options.id_column,
        "keep_row_id": options.keep_row_id,
        "output_format": options.output_format,
        "split": options.split,
        "encoding": options.encoding,
        "seed": pipeline.seed,
        "config": config,
        "config_hash": config_hash(config),
        "lexicons": lexicon_checksums([pipeline, *pipelines]),
        "rows_in": sum(r["rows_in"] for r in split_reports.values()),
        "rows_out": sum(r["rows_out"] for r in split_reports.values()),
        "text_cells_passed_through": _text_cells(split_reports),
        "splits": split_reports,
        "wall_seconds": round(time.perf_counter() - started, 4),
    }
    if not isinstance(data, str | os.PathLike):
        m["input_in_memory"] = True  # "input" is a type name, not a file
    if options.hub_config or options.streaming:  # how a Hub input was loaded (a rerun's too)
        m["hub"] = {"config": options.hub_config, "streaming": bool(options.streaming)}
    gaps = rerun_gaps([pipeline, *pipelines], split_reports)
    if gaps:  # cdaprep run MANIFEST refuses it, with these reasons
        m["not_rerunnable"] = gaps
    m.update(options.manifest_extra or {})
    m.update(engine_info)
    return m


def rerun_gaps(pipelines, split_reports: dict[str, Any]) -> list[str]:
    """Why a rerun of the manifest's config could not make the same output: a step whose
    config cannot hold all of it (:meth:`~cdaprep.steps.base.Step.config_gaps`, a Python
    callable), a step applied with a fit made on earlier data (``fit_from``), each once.

    Examples
    --------
    >>> rep = {"steps": [{"key": "0:reweigh", "fit_from": "earlier data"}]}
    >>> rerun_gaps([], {"data": rep})[0][:53]
    "step '0:reweigh' applied a fit made on earlier data ("
    """
    out: list[str] = []
    for p in pipelines:
        for key, s in zip(p.step_keys(), p.steps):
            out += [f"step {key!r} {gap}" for gap in s.config_gaps()]
    for rep in split_reports.values():
        for st in rep.get("steps", []):
            if st.get("fit_from"):
                out.append(
                    f"step {st['key']!r} applied a fit made on earlier data (Pipeline.fit), "
                    "which a manifest does not hold"
                )
    return list(dict.fromkeys(out))


def run_warnings(manifest: dict[str, Any]) -> list[str]:
    """The warnings of a run, each once, with the split named when the input has several:
    those of the fitted steps (their fit reports' ``warnings``, such as a group value that is
    not a known group), text cells that are not strings (bytes, numbers, lists), which every
    step passes through unchanged, and evaluation splits debiased by ``augment``.

    Examples
    --------
    >>> m = {"splits": {"data": {"steps": [{"fit": {"warnings": ["w"]}}, {"fit": None}]}}}
    >>> run_warnings(m)
    ['w']
    >>> m = {"splits": {"data": {"steps": [{"counters": {"text_not_string:bio": 2}}]}}}
    >>> run_warnings(m)[0][:44]
    "text column 'bio': 2 cells hold no string (b"

    and an ``augment`` run (its manifest names the ``method``) that debiased an evaluation
    split of a DatasetDict with the training split:

    >>> splits = {"train": {"steps": []}, "test": {"steps": []}}
    >>> m = {"method": "us-cda", "split": None, "splits": splits}
    >>> run_warnings(m)[0][:60]
    "augment --method us-cda debiased every split of the input, '"

    and a pipeline of debiasing steps (:data:`DEBIASING_STEPS`) that ran on every split:

    >>> splits = {s: {"steps": [{"type": "undersample"}]} for s in ("train", "test")}
    >>> run_warnings({"split": None, "splits": splits})[0][:54]
    'the steps undersample ran on every split of the input,'
    """
    out: list[str] = []
    splits = manifest.get("splits", {})
    for name, rep in splits.items():
        found = [
            w for st in rep.get("steps", []) for w in (st.get("fit") or {}).get("warnings", [])
        ]
        for st in rep.get("steps", []):
            missing = (st.get("counters") or {}).get("group_missing", 0)
            if st.get("type") == "pairs" and missing:
                found.append(PAIRS_WITHOUT_GROUP.format(n=missing))
        for key, n in _text_cells({name: rep}).items():
            kind, column = key.split(":", 1)
            if kind == "text_not_string" and n:
                found.append(
                    NOT_STRINGS.format(
                        column=column, n=n, cells="cell holds" if n == 1 else "cells hold"
                    )
                )
        for w in found:
            w = f"split {name!r}: {w}" if len(splits) > 1 else w
            if w not in out:
                out.append(w)
    if len(splits) > 1:
        out += _empty_splits(manifest)
    out += _leftovers(manifest)
    method = manifest.get("method")
    held = [str(s) for s in splits if str(s).lower() in EVALUATION_SPLITS]
    if manifest.get("split") is None and held and len(splits) > 1:
        if method and method != "none":
            out.append(EVALUATION_DEBIASED.format(method=method, splits=", ".join(map(repr, held))))
        elif not method:
            # a pipeline of steps (Python, cdaprep run, reweigh...) that debiases every split
            types = {st.get("type") for rep in splits.values() for st in rep.get("steps", [])}
            steps = [t for t in DEBIASING_STEPS if t in types]
            if steps:
                out.append(
                    STEPS_DEBIASED.format(steps=", ".join(steps), splits=", ".join(map(repr, held)))
                )
    return out


#: The warning of the temporary outputs a run stopped before its end left next to the output.
LEFTOVERS = (
    "{n} temporary output{s} of {output!r} from an earlier run {lie} next to it: {shown}. A run "
    "stopped before its end (SIGKILL, the out-of-memory killer) leaves its temporary output "
    "there; cdaprep never reads one. Delete {them} to free the space, unless another run is "
    "writing this output now"
)


def _leftovers(manifest: dict[str, Any]) -> list[str]:
    """The warning of ``leftover_temporary_outputs``, if the run found any.

    Examples
    --------
    >>> m = {"output": "out.csv", "leftover_temporary_outputs": [
    ...     {"name": ".out.csv.tmp-0a1b2c3d", "bytes": 9000}]}
    >>> _leftovers(m)[0][:75]
    "1 temporary output of 'out.csv' from an earlier run lies next to it: .out.c"
    """
    from cdaprep.io.writers import describe_bytes

    found = manifest.get("leftover_temporary_outputs") or []
    if not found:
        return []
    shown = ", ".join(f"{f['name']} ({describe_bytes(f['bytes'])})" for f in found[:5])
    if len(found) > 5:
        shown += f" and {len(found) - 5} more"
    many = len(found) > 1
    return [
        LEFTOVERS.format(
            n=len(found),
            s="s" if many else "",
            output=str(manifest.get("output")),
            shown=shown,
            lie="lie" if many else "lies",
            them="them" if many else "it",
        )
    ]


#: The warning of a split of an output of several splits that has no rows in.
EMPTY_SPLIT = "split {split!r} has 0 rows: {why}"


def _empty_splits(manifest: dict[str, Any]) -> list[str]:
    """A warning per split of the output that read no rows, naming the input it read (for the
    ``counterfactual_eval`` split of ``augment --eval``, the evaluation input).

    Examples
    --------
    >>> m = {"input": "train.csv", "eval_input": "test.csv", "eval_split": None, "splits": {
    ...     "train": {"rows_in": 4}, "counterfactual_eval": {"rows_in": 0}}}
    >>> _empty_splits(m)[0]
    "split 'counterfactual_eval' has 0 rows: test.csv has no rows (a header only, or an \
empty file), so the paired evaluation set is empty"
    """
    from cdaprep.errors import no_rows

    out = []
    for name, rep in manifest.get("splits", {}).items():
        if rep.get("rows_in") != 0:
            continue
        source, split = manifest.get("input", "the input"), name
        then = ""
        if name == "counterfactual_eval" and manifest.get("eval_input"):
            then = ", so the paired evaluation set is empty"
            split = manifest.get("eval_split")
            if not str(manifest["eval_input"]).startswith("split "):  # --eval FILE
                source = manifest["eval_input"]
        elif name == "train" and "train_split" in manifest:
            split = manifest.get("train_split")
        out.append(EMPTY_SPLIT.format(split=name, why=no_rows(str(source), split=split, then=then)))
    return out


#: Split names of a DatasetDict that hold an evaluation set (:func:`run_warnings`).
EVALUATION_SPLITS = frozenset(("test", "validation", "valid", "dev", "eval", "evaluation"))
#: The warning of an ``augment`` run that debiased them with the training split.
EVALUATION_DEBIASED = (
    "augment --method {method} debiased every split of the input, {splits} too: an evaluation "
    "set is usually left as it is (resampling and counterfactual rows change what it "
    "measures); give --split train to debias the training split alone, and --eval-split test "
    "for the paired evaluation set of the test split"
)

#: The warning of a pairs step that read rows without a group (:func:`run_warnings`).
PAIRS_WITHOUT_GROUP = (
    "pairs: {n} row(s) have no value in the group column (an empty or blank cell): each is "
    "rewritten toward every group and has no original of its own, so its pair is left out of "
    "the causal metrics; fill in the groups, or derive them from the text with --assign-gender"
)
#: Steps that change what an evaluation set measures (its rows, or its weights).
DEBIASING_STEPS = ("cda", "undersample", "oversample", "reweigh")
#: The warning of a run of such steps over every split of a DatasetDict.
STEPS_DEBIASED = (
    "the steps {steps} ran on every split of the input, {splits} too: an evaluation set is "
    "usually left as it is (resampling, weights and counterfactual rows change what it "
    "measures); give split='train' (--split train) to debias the training split alone, and "
    "make the paired evaluation set of the test split with the pairs step"
)


#: The warning of text cells that are not strings (:func:`run_warnings`).
NOT_STRINGS = (
    "text column {column!r}: {n} {cells} no string (but bytes, numbers or lists), passed "
    "through unchanged, neither read nor rewritten; check that {column!r} is the text column, "
    "and decode a column of UTF-8 bytes to text first (pandas: "
    "df[{column!r}] = df[{column!r}].str.decode('utf-8'))"
)
