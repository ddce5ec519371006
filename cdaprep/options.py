"""How a run is run: :class:`RunOptions`, one frozen record built by the command line from its
arguments and by :meth:`cdaprep.Pipeline.run` from keywords.

Nothing past the command line sees an ``argparse.Namespace``: the engines read these fields and
nothing else. The module imports no heavy library, so the command line can build its parser from
these defaults in a few milliseconds.

Examples
--------
>>> o = RunOptions(output="out.parquet", batch_size=512)
>>> o.engine, o.batch_size, o.replace(num_proc=2).num_proc
('local', 512, 2)
>>> RunOptions(engine="spark")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cdaprep.errors.UsageError: The 'engine' parameter of RunOptions must be one of 'local', ...
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cdaprep.errors import INVALID_PARAM, UsageError, check_choice

__all__ = ["RunOptions", "DEFAULT_BATCH_SIZE", "ENGINES", "OUTPUT_FORMATS", "user_path"]

#: Rows per batch unless the run asks otherwise.
DEFAULT_BATCH_SIZE = 4096
#: Where a pipeline can run (:mod:`cdaprep.engines`).
ENGINES = ("local", "hf", "ray")
#: Output formats; ``hf`` is a folder (a ``DatasetDict``).
OUTPUT_FORMATS = ("csv", "jsonl", "parquet", "hf")


def user_path(value: Any) -> Any:
    """A path given as text with ``~`` or ``~user`` at its start made that home folder, as the
    shell makes it of an unquoted word; anything else (a URI such as ``hf://...``, a
    DataFrame, ``None``) unchanged. Every path cdaprep takes goes through it.

    Examples
    --------
    >>> import os
    >>> user_path("~/data.csv") == os.path.join(os.path.expanduser("~"), "data.csv")
    True
    >>> user_path("hf://user/data"), user_path(None)
    ('hf://user/data', None)
    """
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if isinstance(value, str) and value.startswith("~") and "://" not in value:
        return os.path.expanduser(value)
    return value


def _positive(value: Any, name: str, *, optional: bool = False) -> None:
    if optional and value is None:
        return
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise UsageError(
            INVALID_PARAM.format(
                param=name, owner="RunOptions", expected="a positive integer", value=value
            )
        )


@dataclass(frozen=True)
class RunOptions:
    """Every option of a run.

    Parameters
    ----------
    output : path, optional
        A file (``.csv``, ``.jsonl``, ``.parquet``) or a folder (a ``DatasetDict``). ``None``
        returns the data in :attr:`cdaprep.engines.RunResult.frames`.
    output_format : {"csv", "jsonl", "parquet", "hf"}, optional
        Write this format whatever the output's extension.
    overwrite : bool
        Replace an existing output.
    engine : {"local", "hf", "ray"}
    num_proc : int
        Worker processes (local, hf) or actors (ray; 1 means one per CPU of the cluster).
    batch_size : int
        Rows per batch.
    id_column : str, optional
        Column with unique row ids (default: the 0-based row position). ``"_cda_row_id"``
        reads back the row ids of a ``keep_row_id`` output, and keeps writing them
        (``keep_row_id`` is then on).
    keep_row_id : bool
        Also write the row id column ``_cda_row_id``.
    progress : bool
        Show progress bars (the command line's default; ``--quiet`` turns them off).
    split : str, optional
        Process only this split of a ``DatasetDict`` input.
    encoding : str, optional
        Text encoding of a CSV or JSON lines input (default UTF-8, checked).
    hub_config, streaming
        Config (subset) of a Hub input ``hf://OWNER/NAME``, and whether to stream it.
    push_to_hub, private
        After writing, push the output to this Hub dataset repository (as private).
    ray_address : str, optional
        The running Ray cluster to use (``--engine ray``): ``"HOST:PORT"`` of its head node,
        ``"ray://HOST:PORT"`` (Ray Client), ``"auto"`` (the cluster started on this machine)
        or ``"local"``; default ``$RAY_ADDRESS``, else a local cluster for the run. An address
        that does not answer within 30 s (at once where nothing listens) is a
        :class:`~cdaprep.errors.UsageError`, not a wait (see
        :mod:`cdaprep.engines.ray_address`).
    block_rows : int, optional
        Rows per object-store block of the input (``--engine ray``).
    cache_dir : str, optional
        ``cache_dir`` of ``datasets.load_dataset`` for file inputs (``--engine hf``).
    manifest_extra : mapping
        More entries for the manifest (the command line records the command and the method).
    """

    output: str | os.PathLike | None = None
    output_format: str | None = None
    overwrite: bool = False
    engine: str = "local"
    num_proc: int = 1
    batch_size: int = DEFAULT_BATCH_SIZE
    id_column: str | None = None
    keep_row_id: bool = False
    progress: bool = False
    split: str | None = None
    encoding: str | None = None
    hub_config: str | None = None
    streaming: bool = False
    push_to_hub: str | None = None
    private: bool = False
    ray_address: str | None = None
    block_rows: int | None = None
    cache_dir: str | None = None
    manifest_extra: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        check_choice(self.engine, ENGINES, param="engine", owner="RunOptions")
        if self.output_format is not None:
            check_choice(
                self.output_format, OUTPUT_FORMATS, param="output_format", owner="RunOptions"
            )
        _positive(self.batch_size, "batch_size")
        _positive(self.num_proc, "num_proc")
        _positive(self.block_rows, "block_rows", optional=True)
        if self.id_column == "_cda_row_id":  # steps.base.ROW_ID: the user's ids, never dropped
            object.__setattr__(self, "keep_row_id", True)

    def replace(self, **changes: Any) -> RunOptions:
        """A copy with ``changes`` (validated again)."""
        return dataclasses.replace(self, **changes)

    @classmethod
    def from_keywords(cls, output: Any = None, **kwargs: Any) -> RunOptions:
        """Options from the keywords of :meth:`cdaprep.Pipeline.run` (``fmt`` is accepted for
        ``output_format``); an unknown keyword is a usage error naming the known ones."""
        if "fmt" in kwargs:
            kwargs["output_format"] = kwargs.pop("fmt")
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(kwargs) - known)
        if unknown:
            raise UsageError(
                f"unknown run option(s) {', '.join(map(repr, unknown))}; "
                f"known: {', '.join(sorted(known - {'output'}))}"
            )
        return cls(output=user_path(output), **kwargs)
