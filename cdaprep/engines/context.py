"""What every engine shares while it runs one split: :class:`RunContext` (the split's own copy of
the steps, their keys, the seed and the planned passes), the batch kernel
(:meth:`RunContext.process`) and the per-step statistics (:class:`StepStats`).

The kernel is the only place where steps are applied: an engine only decides where batches
go (this process, worker processes, ``Dataset.map``, Ray actors) and calls it there.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, missing_column_error
from cdaprep.options import RunOptions
from cdaprep.planning import (
    Pass,
    check_step_columns,
    fitted_state,
    given_fit,
    plan_passes,
    step_keys,
)
from cdaprep.steps.base import (
    INTERNAL_COLUMNS,
    NAME_COUNTER,
    ROW_ID,
    ROW_POS,
    Step,
    StepContext,
    as_list,
    input_row,
)

__all__ = [
    "StepStats",
    "RunContext",
    "with_row_ids",
    "numbered_batches",
    "empty_batch",
    "schema_batch",
    "finish_frame",
    "RESERVED_COLUMN",
    "check_reserved_columns",
]

#: Error of an input column named as a column cdaprep reserves (tests compare it).
RESERVED_COLUMN = (
    "{where} has a column {column!r}, a name cdaprep reserves for {what}; it would be lost. {fix}"
)


def check_reserved_columns(columns, id_column: str | None, *, where: str) -> None:
    """Refuse, before any work, an input column named :data:`ROW_POS` (never the user's), or
    :data:`ROW_ID` unless it is the ``id_column`` (the row ids of a ``--keep-row-id`` output
    read back, and written again)."""
    cols = list(columns)
    if ROW_POS in cols:
        raise UsageError(
            RESERVED_COLUMN.format(
                where=where,
                column=ROW_POS,
                what="the input row of each row",
                fix="Rename the column in the input.",
            )
        )
    if ROW_ID in cols and id_column != ROW_ID:
        raise UsageError(
            RESERVED_COLUMN.format(
                where=where,
                column=ROW_ID,
                what="its row ids (the --keep-row-id output)",
                fix=f"Pass --id-column {ROW_ID} to use it as the row ids (it is written back), "
                "or rename the column.",
            )
        )


@dataclass
class StepStats:
    """What one step did in a run (for the manifest)."""

    key: str
    type: str
    rows_in: int = 0
    rows_out: int = 0
    seconds: float = 0.0
    counters: dict[str, int] = field(default_factory=dict)

    def add(self, other: StepStats, *, rows: bool = True) -> None:
        """Add ``other``'s time; with ``rows`` (a final pass) its rows and counters too."""
        self.seconds += other.seconds
        if rows:
            self.rows_in += other.rows_in
            self.rows_out += other.rows_out
            for k, v in other.counters.items():
                self.counters[k] = self.counters.get(k, 0) + v

    def to_dict(self) -> dict[str, Any]:
        """The step's part of the manifest. The first names a swapping step changed are listed
        apart from its counters, as ``names_swapped`` (``{name: edits}``, most often first),
        and only when there are some.

        Examples
        --------
        >>> StepStats("0:gender-swap", "gender-swap", 2, 2, 0.1,
        ...           {"words_swapped:text": 3, "name_swapped:Ann": 1,
        ...            "name_swapped:Tom": 2}).to_dict()["names_swapped"]
        {'Tom': 2, 'Ann': 1}
        """
        counters = {k: v for k, v in self.counters.items() if not k.startswith(NAME_COUNTER)}
        out = {
            "key": self.key,
            "type": self.type,
            "rows_in": self.rows_in,
            "rows_out": self.rows_out,
            "seconds": round(self.seconds, 4),
            "counters": dict(sorted(counters.items())),
        }
        names = [(k[len(NAME_COUNTER) :], v) for k, v in self.counters.items() if k not in counters]
        if names:
            out["names_swapped"] = dict(sorted(names, key=lambda kv: (-kv[1], kv[0])))
        return out


@dataclass
class RunContext:
    """One split of a run: its steps (a copy: fitted state is per split), their keys, the seed,
    the planned passes and what each step did so far.

    Picklable: worker processes and Ray actors receive it (loaded resources are dropped on the
    way, see :meth:`cdaprep.steps.Step.__getstate__`).
    """

    steps: list[Step]
    keys: list[str]
    seed: int
    passes: list[Pass]
    totals: list[StepStats]
    columns: list[str] = field(default_factory=list)
    id_column: str | None = None
    split: str | None = None
    rows_in: int = 0
    #: group columns of the input that are ``datasets`` ClassLabels: column -> class names,
    #: read as their names (:func:`class_label_groups`)
    decoded: dict[str, list[str]] = field(default_factory=dict)
    #: label columns of the input that are ClassLabels: column -> class names, read as their
    #: names by the steps and written back as the ids (:func:`class_label_groups`)
    labels: dict[str, list[str]] = field(default_factory=dict)
    #: the fitted attributes of the steps that came fitted (:meth:`cdaprep.Pipeline.fit` on
    #: earlier data), by step index
    given_fits: dict[int, dict[str, Any]] = field(default_factory=dict)
    #: where a row of a folder input of data files is (its file, its row there), for the rows
    #: errors name (:class:`cdaprep.io.folder_source.FileRows`); ``None`` for other inputs
    file_rows: Any = None

    @classmethod
    def plan(
        cls,
        pipeline: Any,
        columns,
        options: RunOptions,
        *,
        split: str | None,
        where: str,
        features: Any = None,
        file_rows: Any = None,
    ) -> RunContext:
        """Check the columns of one split against ``pipeline`` and plan its passes
        (``features``: the input's ``datasets`` features, if any; ``file_rows``: where a row
        of a folder of data files is)."""
        steps = copy.deepcopy(list(pipeline.steps))
        cols = list(columns)
        if options.id_column and options.id_column not in cols:
            raise missing_column_error(options.id_column, cols, where=where, fix="Fix --id-column.")
        check_reserved_columns(cols, options.id_column, where=where)
        check_step_columns(steps, cols)
        keys = step_keys(steps)
        decoded = class_label_groups(steps, features)
        written = {c for s in steps for c in s.writes()}
        labels = class_label_groups(steps, features, attr="label_column")
        return cls(
            steps=steps,
            keys=keys,
            seed=pipeline.seed,
            passes=plan_passes(steps, cols),
            totals=[StepStats(k, s.name) for k, s in zip(keys, steps)],
            columns=cols,
            id_column=options.id_column,
            split=split,
            decoded=decoded,
            labels={c: n for c, n in labels.items() if c not in decoded and c not in written},
            given_fits={i: fitted_state(s) for i, s in enumerate(steps) if given_fit(s)},
            file_rows=file_rows,
        )

    # -- the batch kernel ----------------------------------------------------------------------
    def step_context(self, i: int) -> StepContext:
        return StepContext(
            seed=self.seed,
            key=self.keys[i],
            id_column=self.id_column,
            split=self.split,
            file_rows=self.file_rows,
        )

    def setup(self, p: Pass) -> None:
        """Load the resources of the steps of ``p`` in this process (once; idempotent)."""
        for i in p.steps:
            self.steps[i].setup()

    def process(self, p: Pass, batch: pd.DataFrame) -> tuple[Any, list[StepStats], Any]:
        """Apply the steps of ``p`` to ``batch``: (output batch or ``None`` in a statistics
        pass, per-step stats, the partial statistics of the fitted step or ``None``)."""
        stats_mode = p.fit_index is not None
        stats = []
        ids = {c: batch[c].dtype for c in self.labels if c in batch.columns}
        if self.decoded or self.labels:
            batch = decode_class_labels(batch, {**self.decoded, **self.labels})
        for i in p.steps:
            s = self.steps[i]
            ctx = self.step_context(i)
            t = time.perf_counter()
            n_in = len(batch)
            batch = (
                s.apply_stats(batch, ctx) if stats_mode and s.kind == "map" else s.apply(batch, ctx)
            )
            stats.append(
                StepStats(
                    self.keys[i], s.name, n_in, len(batch), time.perf_counter() - t, ctx.counters
                )
            )
        if not stats_mode:
            return encode_class_labels(batch, self.labels, ids), stats, None
        s = self.steps[p.fit_index]
        t = time.perf_counter()
        cols = [c for c in s.fit_columns() if c in batch.columns] + list(INTERNAL_COLUMNS)
        partial = s.collect(batch[cols], self.step_context(p.fit_index))
        stats.append(StepStats(self.keys[p.fit_index], s.name, 0, 0, time.perf_counter() - t, {}))
        return None, stats, partial

    # -- bookkeeping ---------------------------------------------------------------------------
    def record(self, stats: list[StepStats], *, final: bool) -> None:
        """Add the per-step stats of one batch (rows and counters count in the final pass)."""
        for s in stats:
            self.totals[self.keys.index(s.key)].add(s, rows=final)

    def fit(self, p: Pass, partials: list) -> None:
        """Fit the fitted step of statistics pass ``p`` on the partials of every batch."""
        i = p.fit_index
        t = time.perf_counter()
        self.steps[i].fit(partials, self.step_context(i))
        self.totals[i].seconds += time.perf_counter() - t

    def check_fit(self, p: Pass) -> None:
        """Refuse a step that came fitted on other data when its fit is about the rows it saw
        (not :attr:`~cdaprep.steps.base.Step.portable_fit`) and its fit of this input, made
        by statistics pass ``p``, is not the same."""
        i = p.fit_index
        given = self.given_fits.get(i)
        s = self.steps[i]
        if given is None or _same_fit(given, fitted_state(s)):
            return
        detail = s.fit_mismatch(given)
        where = f" (split {self.split!r})" if self.split else ""
        raise UsageError(
            f"step {self.keys[i]!r} comes fitted (Pipeline.fit) on other data, and its fit is "
            f"about the rows that data had{': ' + detail if detail else ''}; it cannot apply "
            f"to this input{where}. Fit the pipeline on this input, or put an unfitted "
            f"{type(s).__name__}(...) in its place to fit it here"
        )

    @property
    def final(self) -> Pass:
        return self.passes[-1]

    @property
    def stats_passes(self) -> list[Pass]:
        return self.passes[:-1]

    def fits_from_earlier_data(self) -> list[int]:
        """The steps applied with a fit made on earlier data (no statistics pass here)."""
        fitted_here = {p.fit_index for p in self.stats_passes}
        return [i for i in self.given_fits if i not in fitted_here]

    def report(self) -> dict[str, Any]:
        """The split's entry of the manifest: rows in and out, and what every step did."""
        reports = [t.to_dict() for t in self.totals]
        for rep, s in zip(reports, self.steps):
            if s.needs_fit and getattr(s, "is_fitted", False):
                rep["fit"] = s.fit_report()
        for i in self.fits_from_earlier_data():
            reports[i]["fit_from"] = FIT_FROM_EARLIER_DATA
        out = {
            "rows_in": self.rows_in,
            "rows_out": self.totals[-1].rows_out if self.totals else self.rows_in,
            "steps": reports,
        }
        if self.decoded:
            out["class_labels_read_as_names"] = dict(self.decoded)
        return out


#: What the manifest says of a step applied with a fit made on earlier data.
FIT_FROM_EARLIER_DATA = "earlier data (Pipeline.fit), not this input"


def _same_fit(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two fits (fitted attributes) are the same (values that do not compare with
    ``==``, such as DataFrames, are compared pickled)."""
    import pickle

    try:
        return bool(a == b)
    except (TypeError, ValueError):
        return pickle.dumps(a) == pickle.dumps(b)


def class_label_groups(
    steps: list[Step], features: Any, *, attr: str = "group_column"
) -> dict[str, list[str]]:
    """The group columns (``attr``: or the label columns) the steps read that are
    ``datasets`` ClassLabels in the input (``features``) and that no earlier step writes:
    column -> class names.

    A ClassLabel holds ids (0, 1, 2) where every step reads group values as names (female,
    male, none...): such a column is read as its names, so ``none`` is unassigned and ``female``
    is female, and the output holds the names. A label column (of reweigh and resampling) is
    read as its names too, so its -1 ("no label" in ``datasets``) is a missing label, as
    ``None`` is in a DataFrame, and the fit reports name the classes; the output holds its
    ids (:func:`encode_class_labels`).

    Examples
    --------
    >>> import datasets
    >>> from cdaprep.steps import Reweigh
    >>> f = datasets.Features({"gender": datasets.ClassLabel(names=["female", "male"])})
    >>> class_label_groups([Reweigh(label_column="y")], f)
    {'gender': ['female', 'male']}
    """
    if not features:
        return {}
    out: dict[str, list[str]] = {}
    written: set[str] = set()
    for s in steps:
        for col in as_list(getattr(s, attr, None)):
            feat = features.get(col) if isinstance(col, str) and col not in written else None
            names = getattr(feat, "names", None)
            if type(feat).__name__ == "ClassLabel" and names and col in s.reads():
                out.setdefault(col, list(names))
        written.update(s.writes())
    return out


def decode_class_labels(batch: pd.DataFrame, decoded: dict[str, list[str]]) -> pd.DataFrame:
    """``batch`` with the ClassLabel ids of ``decoded``'s columns as their names (a missing
    id, or -1, stays missing)."""

    def name(v: Any, names: list[str]) -> str | None:
        if isinstance(v, float) and v == v and v.is_integer():  # ids of a column with gaps
            v = int(v)
        return names[v] if isinstance(v, int) and 0 <= v < len(names) else None

    new = {
        col: pd.Series(
            [name(v, names) for v in batch[col].tolist()], index=batch.index, dtype=object
        )
        for col, names in decoded.items()
        if col in batch.columns
    }
    return batch.assign(**new) if new else batch


def encode_class_labels(
    batch: pd.DataFrame, labels: dict[str, list[str]], dtypes: dict[str, Any]
) -> pd.DataFrame:
    """``batch`` with the class names of ``labels``' columns (:func:`decode_class_labels`)
    back as their ids, in the column's dtype of ``dtypes`` where it holds them (a missing
    label, which the steps that read it refuse, is -1)."""
    new = {}
    for col, names in labels.items():
        if col not in batch.columns:
            continue
        index = {n: i for i, n in enumerate(names)}
        ids = pd.Series([index.get(v, -1) for v in batch[col].tolist()], index=batch.index)
        try:
            new[col] = ids.astype(dtypes.get(col, ids.dtype))
        except (TypeError, ValueError):
            new[col] = ids
    return batch.assign(**new) if new else batch


#: The error of an ``--id-column`` value that two rows share.
DUPLICATE_ID = (
    "--id-column {column!r} has the same value in input rows {a} and {b} (1-based); row ids "
    "must be unique (omit --id-column to use row positions)"
)
#: The same of a folder of data files: each row named by its row in its file and the file.
DUPLICATE_ID_IN_FILES = (
    "--id-column {column!r} has the same value in {a} and {b}; row ids must be unique (omit "
    "--id-column to use row positions)"
)


def with_row_ids(
    batch: pd.DataFrame, positions: np.ndarray, id_column: str | None, file_rows: Any = None
) -> pd.DataFrame:
    """``batch`` with the internal row columns: the row id (``id_column``'s value, or the
    0-based position) and the input position. A missing id is a usage error naming the row
    (of a folder of data files, ``file_rows``: its row in its file and the file)."""
    pos = np.asarray(positions, dtype=np.int64)
    if not id_column:
        return batch.assign(**{ROW_ID: pos, ROW_POS: pos})
    ids = batch[id_column]
    if ids.isna().any():
        row = int(pos[int(np.flatnonzero(ids.isna().to_numpy())[0])])
        raise UsageError(
            f"--id-column {id_column!r} is missing a value in {input_row(row, file_rows)}; "
            "row ids must be present and unique (omit --id-column to use row positions)"
        )
    values = ids.to_numpy(dtype=object) if ids.dtype == object else ids.to_numpy()
    if not len(values) and values.dtype == object and pd.api.types.is_string_dtype(ids.dtype):
        # no row: text ids get the dtype pandas infers for those of rows (pandas 3: str),
        # not object, so an output without rows has the dtypes of one with rows
        like = pd.Series(np.array(["id"], dtype=object)).dtype
        values = pd.Series(values, index=batch.index, dtype=like)
    return batch.assign(**{ROW_ID: values, ROW_POS: pos})


class UniqueIds:
    """Checks that the ``--id-column`` values of one read of a split are unique: the 64-bit
    hashes of the values, in input order (8 bytes a row), are compared when the read ends.

    Examples
    --------
    >>> ids = UniqueIds("rid")
    >>> ids.add(pd.Series(["a", "b"])); ids.add(pd.Series(["c", "b"]))
    >>> ids.check()
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: --id-column 'rid' has the same value in input rows 2 and 4 ...
    """

    def __init__(self, id_column: str, file_rows: Any = None) -> None:
        self.id_column = id_column
        self.file_rows = file_rows  # a folder of data files: rows named in their files
        self._hashes: list[np.ndarray] = []

    def add(self, ids: pd.Series) -> None:
        """The ids of the next rows of the read."""
        self._hashes.append(pd.util.hash_array(ids.to_numpy(dtype=object)))

    def check(self) -> None:
        """A usage error naming the first row (in input order) whose id an earlier row has."""
        if not self._hashes:
            return
        h = np.concatenate(self._hashes)
        order = np.argsort(h, kind="stable")  # equal hashes stay in input order
        hs = h[order]
        repeats = np.flatnonzero(hs[1:] == hs[:-1]) + 1
        if repeats.size:
            j = repeats[np.argmin(order[repeats])]  # the earliest row that repeats an id
            first = order[np.searchsorted(hs, hs[j], side="left")]
            if self.file_rows is not None:
                a, b = (input_row(int(r), self.file_rows) for r in (first, order[j]))
                raise UsageError(DUPLICATE_ID_IN_FILES.format(column=self.id_column, a=a, b=b))
            raise UsageError(
                DUPLICATE_ID.format(column=self.id_column, a=int(first) + 1, b=int(order[j]) + 1)
            )


def numbered_batches(
    src, batch_size: int, columns: list[str] | None, id_column: str | None
) -> Iterator:
    """The batches of ``src`` with their row ids (the 0-based position, or ``id_column``,
    whose values must be unique: checked when the read ends, see :class:`UniqueIds`).

    An input without rows gives one empty batch with its columns, so every step still runs
    once and the output has the columns it would have for rows (see :func:`empty_batch`)."""
    offset = 0
    read = None
    file_rows = getattr(src, "file_rows", None)
    ids = UniqueIds(id_column, file_rows) if id_column else None
    if columns is not None:
        read = list(dict.fromkeys([*columns, *([id_column] if id_column else [])]))
    for b in src.batches(batch_size, read):
        out = with_row_ids(b, range(offset, offset + len(b)), id_column, file_rows)
        if ids is not None:
            ids.add(b[id_column])
        yield out
        offset += len(b)
    if offset == 0:
        yield with_row_ids(empty_batch(src, read), range(0), id_column)
    if ids is not None:
        ids.check()


def empty_batch(src, columns: list[str] | None = None) -> pd.DataFrame:
    """A batch without rows with the columns of ``src`` (only ``columns`` when given), typed
    as the input's schema says (a DataFrame input: as its own dtypes); a column of no type (a
    header-only CSV) is a string column.

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep.io import open_source
    >>> empty_batch(open_source(pd.DataFrame({"text": [], "n": []}))).columns.tolist()
    ['text', 'n']
    """
    names = list(columns) if columns is not None else list(src.columns)
    frame = getattr(src, "empty_frame", None)
    if frame is not None:  # a DataFrame input keeps its dtypes (int64, category, ...)
        return frame[names].reset_index(drop=True)
    return schema_batch(getattr(src, "schema", None), names)


def schema_batch(schema, names: list[str]) -> pd.DataFrame:
    """A batch without rows with the columns ``names``, typed as the Arrow ``schema`` says
    (as the readers type a batch of rows: :func:`cdaprep.io.source.to_pandas`); a column
    of no type, or not in ``schema``, is a string column."""
    import pyarrow as pa

    from cdaprep.io.readers import to_pandas

    fields = []
    for n in names:
        t = schema.field(n).type if schema is not None and n in schema.names else pa.string()
        fields.append(pa.field(n, pa.string() if pa.types.is_null(t) else t))
    return to_pandas(pa.schema(fields).empty_table())


def finish_frame(df: pd.DataFrame, keep_row_id: bool) -> pd.DataFrame:
    """An output batch without the internal columns (the row id stays with ``keep_row_id``)."""
    return df.drop(columns=[ROW_POS] if keep_row_id else list(INTERNAL_COLUMNS), errors="ignore")
