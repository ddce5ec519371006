"""Where the run template puts the output of each split: in memory (no output path), through a
:class:`~cdaprep.io.writers.Sink` (a file, or a ``save_to_disk`` folder), or as Parquet shards
the engine writes itself (Ray folders). Each writer also puts the manifest and the dataset card
where they belong; the engines know nothing of either.
"""

from __future__ import annotations

import json
import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.io.writers import Sink, _named, _replace, manifest_path, write_json_atomic

__all__ = ["FinalPass", "RunResult", "open_writer"]


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
        self.frames[name] = (
            pd.concat(parts, ignore_index=True) if parts else pd.DataFrame(columns=columns)
        )
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
        self.stage = self.path.with_name(f".{self.path.name}.tmp-{uuid.uuid4().hex[:8]}")
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
