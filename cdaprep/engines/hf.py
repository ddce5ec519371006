"""The HF engine: the pipeline as :meth:`datasets.Dataset.map` passes, served from the
``datasets`` cache on a rerun.

* The input becomes a :class:`datasets.Dataset` per split (files through
  :func:`datasets.load_dataset`, a ``save_to_disk`` folder through ``load_from_disk``,
  ``hf://OWNER/NAME`` through :func:`cdaprep.hub.load_hub`, a DataFrame through
  ``Dataset.from_pandas``).
* Every fitted step gets its statistics from a pass over only the columns it needs
  (``select_columns``), running the prefix steps' ``apply_stats``, then ``collect`` and ``fit``.
  The fitted steps are pickled next to the dataset's cache files under a fingerprint, so a rerun
  loads them and calls nothing.
* The final pass is one ``Dataset.map(batched=True, batch_size=..., num_proc=N,
  with_indices=True, remove_columns=<all input columns>, new_fingerprint=F)`` that applies every
  step (the row count may change). ``F`` hashes the input's fingerprint, the pipeline's
  :meth:`~cdaprep.pipeline.Pipeline.config_hash`, the step index, the lexicon checksums, the
  row-id options and the cdaprep version; with the same ``F`` the ``datasets`` cache returns the
  result without running a step.

Row ids are as in the local engine (0-based position, or ``id_column``), so the output equals the
local engine's. In-memory inputs (DataFrames) have no cache files, so nothing is cached for them.

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> from cdaprep.steps import AssignGender
>>> df = pd.DataFrame({"text": ["She sings.", "He reads."]})
>>> run(Pipeline([AssignGender()]), df).frame["gender"].tolist()
['female', 'male']
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import shutil
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import pandas as pd

from cdaprep.engines.local import (
    Job,
    RunResult,
    StepStats,
    _dataset_card,
    _manifest,
    plan_split,
)
from cdaprep.errors import DataError, UsageError
from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pipeline
from cdaprep.steps.base import INTERNAL_COLUMNS, ROW_ID, ROW_POS, FittedStep, StepContext

__all__ = ["run", "fingerprint"]

FIT_CACHE_PREFIX = "cdaprep-fit-"
STATS_CACHE_PREFIX = "cdaprep-stats-"


def fingerprint(input_fingerprint: str, pipeline: Pipeline, step_index: int, **extra: Any) -> str:
    """The ``datasets`` fingerprint of ``pipeline`` up to ``step_index`` applied to an input.

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> from cdaprep.steps import AssignGender
    >>> p = Pipeline([AssignGender()])
    >>> fingerprint("abc", p, 1) == fingerprint("abc", p, 1) != fingerprint("abd", p, 1)
    True
    """
    import cdaprep

    checksums: dict[str, str] = {}
    for s in pipeline.steps:
        checksums.update(s.lexicon_checksums())
    payload = json.dumps(
        {
            "input": input_fingerprint,
            "config": pipeline.config_hash(),
            "step": step_index,
            "lexicons": checksums,
            "cdaprep": cdaprep.__version__,
            **extra,
        },
        sort_keys=True,
        default=str,
    )
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


# -- loading -----------------------------------------------------------------------------------

_FILE_BUILDERS = {"csv": "csv", "jsonl": "json", "parquet": "parquet"}


def _load(data: Any, *, split: str | None, cache_dir: str | None) -> dict[str | None, Any]:
    """``{split or None: datasets.Dataset}`` for any input the engines accept."""
    import datasets as hfd

    from cdaprep.hub import is_hub_uri, load_hub
    from cdaprep.io.readers import Source, _check_readable, detect_format

    if isinstance(data, Source):
        return {None: _job_dataset(data)}
    if isinstance(data, pd.DataFrame):
        return {None: hfd.Dataset.from_pandas(data.reset_index(drop=True), preserve_index=False)}
    if isinstance(data, hfd.DatasetDict | hfd.IterableDatasetDict):
        if split is not None:
            if split not in data:
                raise UsageError(f"split {split!r} not found; available splits: {', '.join(data)}")
            return {split: data[split]}
        return dict(data.items())
    if isinstance(data, hfd.Dataset | hfd.IterableDataset):
        return {None: data}
    if is_hub_uri(data):
        return _load(
            load_hub(data, split=split, cache_dir=cache_dir), split=split, cache_dir=cache_dir
        )
    if not isinstance(data, str | os.PathLike):
        raise UsageError(
            f"cannot read an object of type {type(data).__name__}; pass a path, a pandas "
            "DataFrame or a Hugging Face Dataset/DatasetDict"
        )
    path = Path(data)
    _check_readable(path)
    kind = detect_format(path)
    if kind in _FILE_BUILDERS:
        try:
            ds = hfd.load_dataset(
                _FILE_BUILDERS[kind], data_files=str(path), split="train", cache_dir=cache_dir
            )
        except Exception as e:  # noqa: BLE001 - datasets raises many types
            from cdaprep.io.readers import _not_utf8

            err = _not_utf8(path) or DataError(
                f"cannot read {str(path)!r} with datasets.load_dataset: {e}"
            )
            raise err from None
        return {None: ds}
    from cdaprep.io.readers import _load_hf_folder

    return _load(_load_hf_folder(path), split=split, cache_dir=cache_dir)


# -- the map function ----------------------------------------------------------------------------


def _frame(table) -> pd.DataFrame:
    """Arrow to pandas as the local engine's readers do (``large_string`` read as ``string``,
    the type the other readers give)."""
    import pyarrow as pa

    from cdaprep.io.readers import to_pandas

    fields = [
        pa.field(f.name, pa.string()) if pa.types.is_large_string(f.type) else f
        for f in table.schema
    ]
    if any(a is not b for a, b in zip(fields, table.schema)):
        table = table.cast(pa.schema(fields))
    return to_pandas(table)


class _MapFn:
    """The batched function of the final ``Dataset.map``: arrow batch -> steps -> arrow batch.

    Picklable (datasets ships it to worker processes); loads step resources once per process and
    writes its per-step statistics to ``stats_dir`` (one JSON file per batch).
    """

    def __init__(self, steps, keys, seed, idxs, id_column, keep_row_id, stats_dir, schema):
        self.steps = steps
        self.keys = keys
        self.seed = seed
        self.idxs = idxs
        self.id_column = id_column
        self.keep_row_id = keep_row_id
        self.stats_dir = stats_dir
        self.schema = schema
        self._ready = False

    def __call__(self, table, indices):
        from cdaprep.engines.local import _process
        from cdaprep.io.writers import _promote_nulls, frame_to_arrow

        if not self._ready:
            for i in self.idxs:
                self.steps[i].setup()
            self._ready = True
        df = _with_ids(_frame(table), indices, self.id_column)
        out, stats, _ = _process(self.steps, self.keys, self.seed, self.idxs, df, False, None)
        drop = [ROW_POS] if self.keep_row_id else list(INTERNAL_COLUMNS)
        out = out.drop(columns=drop, errors="ignore")
        if self.stats_dir:
            path = Path(self.stats_dir) / f"{uuid.uuid4().hex}.json"
            path.write_text(json.dumps([s.__dict__ for s in stats], default=str))
        return _promote_nulls(frame_to_arrow(out, self.schema))


def _with_ids(df: pd.DataFrame, indices, id_column: str | None) -> pd.DataFrame:
    import numpy as np

    if id_column:
        ids = df[id_column]
        if ids.isna().any():
            row = int(indices[int(np.flatnonzero(ids.isna().to_numpy())[0])])
            raise UsageError(
                f"--id-column {id_column!r} is missing a value in row {row}; row ids must be "
                "present and unique (omit --id-column to use row positions)"
            )
        return df.assign(
            **{
                ROW_ID: ids.to_numpy(dtype=object) if ids.dtype == object else ids.to_numpy(),
                ROW_POS: np.asarray(indices, dtype=np.int64),
            }
        )
    pos = np.asarray(indices, dtype=np.int64)
    return df.assign(**{ROW_ID: pos, ROW_POS: pos})


# -- one split -----------------------------------------------------------------------------------


def _cache_dir_of(ds) -> Path | None:
    files = getattr(ds, "cache_files", None) or []
    return Path(files[0]["filename"]).parent if files else None


def _fit_pass(steps, keys, seed, ds, i, columns, batch_size, id_column, totals):
    """Statistics pass of fitted step ``i``: prefix ``apply_stats``, then ``collect``, ``fit``."""
    from cdaprep.engines.local import _process

    read = list(dict.fromkeys([*columns, *([id_column] if id_column else [])]))
    view = ds.select_columns(read) if read else ds
    partials = []
    offset = 0
    for j in range(i):
        steps[j].setup()
    for table in view.with_format("arrow").iter(batch_size=batch_size):
        n = table.num_rows
        df = _with_ids(_frame(table), range(offset, offset + n), id_column)
        offset += n
        _, stats, partial = _process(steps, keys, seed, list(range(i)), df, True, i)
        partials.append(partial)
        for s in stats:
            totals[keys.index(s.key)].add(s, rows=False)
    t = time.perf_counter()
    steps[i].fit(partials, StepContext(seed=seed, key=keys[i]))
    totals[i].seconds += time.perf_counter() - t


def _run_split(
    pipeline: Pipeline, ds, *, batch_size, num_proc, id_column, keep_row_id, progress, cache_dir
) -> tuple[Any, dict[str, Any]]:
    import datasets as hfd

    if isinstance(ds, hfd.IterableDataset):
        raise UsageError(
            "the hf engine needs a map-style dataset; a streamed (IterableDataset) input runs "
            "with --engine local (drop --streaming to use the datasets cache)"
        )
    plan = plan_split(pipeline, ds.column_names, id_column=id_column, where="the input")
    steps, keys, seed, passes, totals = (plan.steps, plan.keys, plan.seed, plan.passes, plan.totals)
    cols = list(ds.column_names)
    in_fp = ds._fingerprint
    opts = {"id_column": id_column, "keep_row_id": keep_row_id}
    cache = _cache_dir_of(ds) or (Path(cache_dir) if cache_dir else None)
    fitted_from_cache = True
    for p in passes[:-1]:
        i = p.fit_index
        fp = fingerprint(in_fp, pipeline, i, **opts)
        pkl = cache / f"{FIT_CACHE_PREFIX}{fp}.pkl" if cache is not None else None
        if pkl is not None and pkl.is_file():
            with open(pkl, "rb") as f:
                steps[i] = pickle.load(f)
            continue
        fitted_from_cache = False
        _fit_pass(steps, keys, seed, ds, i, p.columns or [], batch_size, id_column, totals)
        if pkl is not None:
            _atomic_bytes(pkl, pickle.dumps(steps[i]))
    final_fp = fingerprint(in_fp, pipeline, len(steps), **opts)
    stats_dir = tempfile.mkdtemp(prefix="cdaprep-hf-stats-")
    schema = ds.features.arrow_schema
    fn = _MapFn(
        steps, keys, seed, list(range(len(steps))), id_column, keep_row_id, stats_dir, schema
    )
    try:
        out = (
            ds.with_format("arrow")
            .map(
                fn,
                batched=True,
                batch_size=batch_size,
                with_indices=True,
                num_proc=num_proc if num_proc > 1 else None,
                remove_columns=cols,
                new_fingerprint=final_fp,
                desc="cdaprep",
            )
            .with_format(None)
        )
        files = sorted(Path(stats_dir).glob("*.json"))
        for f in files:
            for d in json.loads(f.read_text()):
                s = StepStats(
                    d["key"], d["type"], d["rows_in"], d["rows_out"], d["seconds"], d["counters"]
                )
                totals[keys.index(s.key)].add(s)
    finally:
        shutil.rmtree(stats_dir, ignore_errors=True)
    ran = bool(files) or len(ds) == 0
    stats_file = cache / f"{STATS_CACHE_PREFIX}{final_fp}.json" if cache is not None else None
    if ran:
        if stats_file is not None:
            _atomic_bytes(stats_file, json.dumps([t.__dict__ for t in totals]).encode())
    elif stats_file is not None and stats_file.is_file():
        totals = [StepStats(**d) for d in json.loads(stats_file.read_text())]
    reports = [t.to_dict() for t in totals]
    for rep, s in zip(reports, steps):
        if isinstance(s, FittedStep) and s.is_fitted:
            rep["fit"] = s.fit_report()
    rep = {
        "rows_in": len(ds),
        "rows_out": len(out),
        "steps": reports,
        "cache": {
            "fingerprint": final_fp,
            "input_fingerprint": in_fp,
            "served_from_cache": not ran,
            "fit_from_cache": fitted_from_cache and len(passes) > 1,
        },
    }
    return out, rep


def _atomic_bytes(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{uuid.uuid4().hex[:8]}")
    tmp.write_bytes(data)
    os.replace(tmp, path)


# -- the run ---------------------------------------------------------------------------------------


def run(
    pipeline: Pipeline,
    data: Any,
    output: Any = None,
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    num_proc: int = 1,
    id_column: str | None = None,
    keep_row_id: bool = False,
    overwrite: bool = False,
    progress: bool = False,
    split: str | None = None,
    fmt: str | None = None,
    manifest_extra: dict[str, Any] | None = None,
    jobs: list[Job] | None = None,
    cache_dir: str | None = None,
) -> RunResult:
    """Run ``pipeline`` with ``datasets.Dataset.map`` (same parameters as
    :func:`cdaprep.engines.local.run_local`).

    Parameters
    ----------
    cache_dir : str, optional
        ``cache_dir`` of :func:`datasets.load_dataset` for file inputs (default: the
        ``datasets`` cache, ``HF_DATASETS_CACHE``).

    Returns
    -------
    RunResult
        As the local engine's; the manifest says ``engine: "hf"`` and, per split,
        ``cache.served_from_cache``.

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> from cdaprep.steps import Reweigh
    >>> df = pd.DataFrame({"y": [1, 1, 0], "gender": ["f", "m", "m"]})
    >>> run(Pipeline([Reweigh(label_column="y")]), df).manifest["engine"]
    'hf'
    """
    from cdaprep.io.hfprogress import datasets_progress

    with datasets_progress(progress):  # --quiet silences every bar of datasets
        return _run(**locals())


def _run(
    pipeline,
    data,
    output,
    *,
    batch_size,
    num_proc,
    id_column,
    keep_row_id,
    overwrite,
    progress,
    split,
    fmt,
    manifest_extra,
    jobs,
    cache_dir,
    datasets_progress=None,
) -> RunResult:
    from cdaprep.io.readers import detect_format
    from cdaprep.io.writers import Sink, check_output, manifest_path, write_json_atomic

    t0 = time.perf_counter()
    if not isinstance(batch_size, int) or batch_size < 1:
        raise UsageError(f"batch size must be a positive integer; got {batch_size!r}")
    if not isinstance(num_proc, int) or num_proc < 1:
        raise UsageError(f"num_proc must be a positive integer; got {num_proc!r}")
    if output is not None:
        check_output(output, overwrite)
    if jobs is None:
        work = [
            (name, pipeline, ds)
            for name, ds in _load(data, split=split, cache_dir=cache_dir).items()
        ]
    else:
        work = [(j.split, j.pipeline, _job_dataset(j.source)) for j in jobs]
    if output is not None and len(work) > 1 and detect_format(output, fmt) != "hf":
        raise UsageError(
            f"the run makes splits {', '.join(str(w[0]) for w in work)}: write them to a "
            "folder (a DatasetDict), or pick one split with --split"
        )
    reports: dict[str, Any] = {}
    results: dict[str, Any] = {}
    for name, pipe, ds in work:
        out, rep = _run_split(
            pipe,
            ds,
            batch_size=batch_size,
            num_proc=num_proc,
            id_column=id_column,
            keep_row_id=keep_row_id,
            progress=progress,
            cache_dir=cache_dir,
        )
        if pipe is not pipeline:
            rep["config"] = pipe.to_config()
        reports[name or "data"] = rep
        results[name or "train"] = out

    def manifest() -> dict[str, Any]:
        m = _manifest(
            pipeline,
            data,
            output,
            reports,
            t0,
            batch_size,
            num_proc,
            id_column,
            manifest_extra,
            [w[1] for w in work],
        )
        m["engine"] = "hf"
        return m

    if output is None:
        frames = {k: _to_frame(v) for k, v in results.items()}
        return RunResult(manifest=manifest(), frames=frames)
    with Sink(output, fmt=fmt, overwrite=overwrite) as sink:
        for name, out in results.items():
            sink.split = name
            sink.input_schema = out.features.arrow_schema
            for table in out.with_format("arrow").iter(batch_size=max(batch_size, 1024)):
                sink.write(_frame(table), name)
            if len(out) == 0:
                sink.write(_frame(out.features.arrow_schema.empty_table()), name)
        m = manifest()
        if sink.fmt == "hf":
            sink.extra_files["manifest.json"] = (
                json.dumps(m, indent=2, ensure_ascii=False, default=str) + "\n"
            )
            card = _dataset_card(m, "arrow")
            if card is not None:
                sink.extra_files["README.md"] = card
    if sink.fmt != "hf":
        write_json_atomic(manifest_path(output, fmt), m)
    return RunResult(manifest=m, output=Path(output))


def _to_frame(ds) -> pd.DataFrame:
    return (
        _frame(ds.with_format("arrow")[:])
        if len(ds)
        else _frame(ds.features.arrow_schema.empty_table())
    )


def _job_dataset(source):
    """A :class:`~cdaprep.io.Source` of an explicit job as an (in-memory) ``datasets.Dataset``."""
    import datasets as hfd

    from cdaprep.io.writers import frame_to_arrow

    frames = list(source.batches(1 << 16))
    df = (
        pd.concat(frames, ignore_index=True)
        if frames
        else pd.DataFrame({c: [] for c in source.columns})
    )
    from datasets.table import InMemoryTable

    return hfd.Dataset(InMemoryTable(frame_to_arrow(df, source.schema)))
