"""Where the run template puts the output of each split: in memory (no output path), through a
:class:`~cdaprep.io.writers.Sink` (a file, or a ``save_to_disk`` folder), or as Parquet shards
the engine writes itself (Ray folders). Each writer also puts the manifest and the dataset card
where they belong; the engines know nothing of either.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.io.writers import (
    Sink,
    _named,
    _replace,
    manifest_path,
    staging_path,
    write_json_atomic,
)

__all__ = ["FinalPass", "RunResult", "open_writer", "local_dtypes", "with_dtypes"]


def local_dtypes(ctx: Any, df: pd.DataFrame, keep_row_id: bool) -> dict[str, Any]:
    """The pandas dtypes of the local engine's output of an input whose batches have the
    dtypes of ``df`` (a DataFrame input, or the batch without rows the local engine reads of
    a file: :func:`cdaprep.engines.context.empty_batch`): the input's own dtypes (``str``,
    ``int64``, ``category``, ``Int64``, ``int64[pyarrow]``, a pyarrow dictionary...) for the
    columns no step writes, and for the others the dtypes the steps give on the local engine,
    found by running the final pass of ``ctx`` on no row of ``df`` in this process (steps run
    on an empty batch as on an input without rows)."""
    from cdaprep.engines.context import finish_frame, with_row_ids

    written = {c for s in ctx.steps for c in s.writes()}
    kept = {str(c): t for c, t in df.dtypes.items() if str(c) not in written}
    batch = with_row_ids(df.iloc[:0].reset_index(drop=True), range(0), ctx.id_column)
    ctx.setup(ctx.final)
    out, _, _ = ctx.process(ctx.final, batch)
    made = finish_frame(out, keep_row_id).dtypes
    return {**{str(c): t for c, t in made.items()}, **kept}


def _as_dtype(s: pd.Series, dtype: Any) -> pd.Series:
    """``s`` (an Arrow-backed column) as ``dtype``, or ``s`` unchanged when its values do
    not fit (a missing value in ``int64``, a value that is no category)."""
    import pyarrow as pa

    if s.dtype == dtype:
        return s
    arrow = s.array.__arrow_array__() if isinstance(s.dtype, pd.ArrowDtype) else None
    try:
        if arrow is not None and (
            pa.types.is_list(arrow.type)
            or pa.types.is_large_list(arrow.type)
            or pa.types.is_struct(arrow.type)
            or pa.types.is_map(arrow.type)
        ):  # lists and dicts of Python values, as the local engine's steps make them
            out = pd.Series(arrow.to_pylist(), index=s.index, dtype=object, name=s.name)
            return out if pd.api.types.is_object_dtype(dtype) else s
        if isinstance(dtype, pd.CategoricalDtype):
            seen = set(s.dropna().astype(object))
            if not seen <= set(dtype.categories):
                return s
            return s.astype(object).astype(dtype)
        if pd.api.types.is_object_dtype(dtype):
            values = s.astype(object)
            return values.where(s.notna(), None)
        out = s.astype(dtype)
    except (TypeError, ValueError, pa.ArrowException):
        return s
    return out if bool((out.isna() == s.isna()).all()) else s


def with_dtypes(frame: pd.DataFrame, dtypes: dict[str, Any] | None) -> pd.DataFrame:
    """``frame`` with the ``dtypes`` of its columns (:func:`local_dtypes`) where the values
    allow, so a transform that returns a DataFrame gives the same dtypes on every engine."""
    if not dtypes:
        return frame
    new = {c: _as_dtype(frame[c], dtypes[c]) for c in frame.columns if c in dtypes}
    new = {c: s for c, s in new.items() if s is not frame[c]}
    return frame.assign(**new) if new else frame


@dataclass
class FinalPass:
    """What an engine's final pass gives the template: output batches (without the internal
    columns but the row id when asked), the Arrow schema whose types to keep, and for engines
    that write folders themselves, ``shards(folder, split)``. ``features`` are the input's
    ``datasets`` features of the columns no step writes, which the template sets (see
    :func:`cdaprep.io.writers.kept_features`)."""

    frames: Iterator[pd.DataFrame]
    schema: Any = None
    shards: Any = None
    features: dict[str, Any] | None = None
    #: the pandas dtypes of the local engine's output, for an input another engine returns as a
    #: DataFrame (:func:`local_dtypes`), which the frames returned in memory get
    #: (:func:`with_dtypes`)
    dtypes: dict[str, Any] | None = None


@dataclass
class RunResult:
    """Result of a run: the manifest, and the data when no output path was given."""

    manifest: dict[str, Any]
    frames: dict[str, pd.DataFrame] | None = None
    output: Path | None = None

    @property
    def frame(self) -> pd.DataFrame:
        """The output of a single-split run as one DataFrame."""
        if self.frames is None:
            raise UsageError("the run wrote its output to a path; read it with cdaprep.read_frame")
        if len(self.frames) != 1:
            raise UsageError(
                f"the run has several splits ({', '.join(self.frames)}): choose one with "
                f"split=... (e.g. transform(data, split={next(iter(self.frames))!r})), pass a "
                "DatasetDict object to get one back, or read RunResult.frames of run()"
            )
        return next(iter(self.frames.values()))


def _json_text(manifest: dict[str, Any]) -> str:
    return json.dumps(manifest, indent=2, ensure_ascii=False, default=str) + "\n"


def _card(manifest: dict[str, Any], layout: str) -> str:
    from cdaprep.card import dataset_card

    return dataset_card(manifest, layout)


@dataclass
class _Memory:
    """No output path: the frames of every split, returned in :class:`RunResult`."""

    frames: dict[str, pd.DataFrame] = field(default_factory=dict)

    def write(self, name: str, final: FinalPass, columns: list[str]) -> list[str]:
        parts = list(final.frames)
        parts = [p for p in parts if len(p)] or parts
        frame = pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=columns)
        self.frames[name] = with_dtypes(frame, final.dtypes)
        return [str(c) for c in self.frames[name].columns]

    def finish(self, manifest: dict[str, Any]) -> RunResult:
        return RunResult(manifest=manifest, frames=self.frames)

    def abort(self) -> None:
        pass


class _ToSink:
    """A file, or a ``save_to_disk`` folder with ``manifest.json`` and a card inside."""

    def __init__(self, path, fmt: str | None, overwrite: bool, row_group_rows: int) -> None:
        self.path, self.fmt = Path(path), fmt
        self.sink = Sink(
            path, fmt=fmt, overwrite=overwrite, row_group_rows=row_group_rows
        ).__enter__()

    def write(self, name: str, final: FinalPass, columns: list[str]) -> list[str]:
        self.sink.split = name
        self.sink.input_schema = final.schema
        self.sink.features = final.features
        seen: list[str] = []
        for frame in final.frames:
            self.sink.write(frame, name)
            seen = seen or [str(c) for c in frame.columns]
        return seen

    def finish(self, manifest: dict[str, Any]) -> RunResult:
        if self.sink.fmt == "hf":
            self.sink.extra_files["manifest.json"] = _json_text(manifest)
            self.sink.extra_files["README.md"] = _card(manifest, "arrow")
        self.sink.__exit__(None, None, None)
        if self.sink.fmt != "hf":
            write_json_atomic(manifest_path(self.path, self.fmt), manifest)
        return RunResult(manifest=manifest, output=self.path)

    def abort(self) -> None:
        self.sink.abort()


class _Shards:
    """A folder of Parquet shards per split that the engine writes (the Hub's layout), with
    ``manifest.json`` and a card, moved into place at once."""

    def __init__(self, path) -> None:
        self.path = _named(Path(path))
        self.stage = staging_path(self.path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.stage.mkdir()

    def write(self, name: str, final: FinalPass, columns: list[str]) -> list[str]:
        return final.shards(self.stage, name)

    def finish(self, manifest: dict[str, Any]) -> RunResult:
        (self.stage / "manifest.json").write_text(_json_text(manifest), encoding="utf-8")
        (self.stage / "README.md").write_text(_card(manifest, "parquet"), encoding="utf-8")
        _replace(self.stage, self.path)
        return RunResult(manifest=manifest, output=self.path)

    def abort(self) -> None:
        shutil.rmtree(self.stage, ignore_errors=True)


def open_writer(
    output, fmt: str | None, overwrite: bool, *, shards: bool, row_group_rows: int | None = None
):
    """The writer of a run's output (see the module docstring); a Parquet file gets row groups
    of ``row_group_rows`` rows (the run's batch size) whatever the engine's batches."""
    if output is None:
        return _Memory()
    if shards:
        return _Shards(output)
    return _ToSink(output, fmt, overwrite, row_group_rows)
