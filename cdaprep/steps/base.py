"""Base classes of pipeline steps.

Two kinds of steps (docs/architecture.md, "The Step contract"):

* :class:`MapStep` - ``apply(batch, ctx) -> batch``: pure and row-local; it may change the row
  count (CDA turns one row into two) but never depends on other rows.
* :class:`FittedStep` - ``collect(batch, ctx)`` gathers small partial statistics from a pass over
  only :meth:`FittedStep.fit_columns`, ``fit(partials, ctx)`` turns them into the fitted state
  (attributes ending in ``_``), then ``apply(batch, ctx)`` works row by row with that state.

Constructors only store keyword-only parameters (scikit-learn style); :meth:`Step.get_params`
reads them back so a pipeline round-trips through its config. Heavy resources (a spaCy pipeline)
are loaded in :meth:`Step.setup`, once per process, never at import time.
"""

from __future__ import annotations

import functools
import inspect
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import INVALID_PARAM, UsageError, check_bool, missing_column_error

__all__ = [
    "NAME_COUNTER",
    "ROW_ID",
    "ROW_POS",
    "INTERNAL_COLUMNS",
    "row_ref",
    "input_row",
    "Step",
    "MapStep",
    "FittedStep",
    "StepContext",
    "text_mask",
    "text_column_like",
    "text_dtype",
    "with_text_dtypes",
    "as_list",
    "column_values",
    "NEW_COLUMN_EXISTS",
    "check_new_column",
    "TWO_ROLES",
    "check_distinct_roles",
    "rebased_path",
]

#: Internal column with the stable row id of every row. Carried through every step; dropped when
#: the output is written unless the run asks to keep it.
ROW_ID = "_cda_row_id"
#: Internal column with the 0-based position, in the input, of the row a row comes from (a
#: counterfactual or a repeat inherits its original's). Only error messages read it, so they can
#: name the input row; it is never written.
ROW_POS = "_cda_input_row"
#: Columns the engines add to every batch.
INTERNAL_COLUMNS = (ROW_ID, ROW_POS)
#: Prefix of the counters of the first names a swapping step changed (``name_swapped:Annie``):
#: the manifest lists them apart, as the step's ``names_swapped`` (most often first).
NAME_COUNTER = "name_swapped:"


@dataclass
class StepContext:
    """What a step knows about the run when it processes a batch.

    Attributes
    ----------
    seed : int
        The run's seed. Random draws use :func:`cdaprep.rng.stream_key` ``(seed, key, ...)``.
    key : str
        The step's unique key in the pipeline (``"<position>:<name>"``), part of every random
        stream key so two steps of the same kind draw independently.
    counters : dict
        Counts the step reports for the manifest (``text_missing``, ``text_empty``, ...).
    """

    seed: int = 0
    key: str = "0:step"
    counters: dict[str, int] = field(default_factory=dict)
    id_column: str | None = None
    split: str | None = None
    #: Where a row of a folder input of data files is (:class:`cdaprep.io.folder_source.FileRows`),
    #: so an error names the row's file and its row there; ``None`` for any other input.
    file_rows: Any = None

    def count(self, name: str, n: int = 1) -> None:
        """Add ``n`` to the counter ``name`` (only non-zero counts are recorded)."""
        if n:
            self.counters[name] = self.counters.get(name, 0) + int(n)


def row_ref(batch: pd.DataFrame, i: int, ctx: StepContext | None = None) -> str:
    """How an error names row ``i`` of ``batch``: its input row, 1-based, as a user counts.

    A row derived from another (a counterfactual, a repeat) is named by the input row it came
    from; a row of a folder of data files by its row in its file and the file. With an id
    column the row's id is added, and the split of a multi-split input.

    Examples
    --------
    >>> import pandas as pd
    >>> row_ref(pd.DataFrame({"_cda_row_id": [0, 1], "_cda_input_row": [0, 1]}), 1)
    'input row 2 (1-based)'
    """
    file_rows = ctx.file_rows if ctx is not None else None
    if ROW_POS in batch.columns:
        text = input_row(int(batch[ROW_POS].iloc[i]), file_rows)
    elif ROW_ID in batch.columns and not (ctx and ctx.id_column):
        text = input_row(int(batch[ROW_ID].iloc[i]), file_rows)
    else:
        text = f"row {i + 1} of the batch"
    if ctx is not None and ctx.id_column and ROW_ID in batch.columns:
        rid = batch[ROW_ID].iloc[i]
        rid = rid.item() if hasattr(rid, "item") else rid  # 0, not np.int64(0)
        text += f", {ctx.id_column} {rid!r}"
    if ctx is not None and ctx.split:
        text += f", split {ctx.split!r}"
    return text


def input_row(pos: int, file_rows: Any = None) -> str:
    """How an error names the input row at the 0-based position ``pos``: ``input row N
    (1-based)``; a row of a folder of data files (``file_rows``, a
    :class:`cdaprep.io.folder_source.FileRows`) by its row in its file and the file's path.

    Examples
    --------
    >>> input_row(11)
    'input row 12 (1-based)'
    """
    if file_rows is not None:
        return file_rows.input_row(pos)
    return f"input row {pos + 1} (1-based)"


#: Error of a column a step adds under a name that is taken (tests compare it).
NEW_COLUMN_EXISTS = (
    "{option} {column!r} is {what}; writing it would replace {whose}. Choose another name "
    "(e.g. {suggest!r})"
)


def check_new_column(
    column: str | None,
    columns=(),
    *,
    option: str,
    suggest: str,
    text_columns=(),
) -> None:
    """Raise a :class:`~cdaprep.errors.UsageError` when a column a step adds (not rewrites) is
    a text column of the step, a reserved column (:data:`INTERNAL_COLUMNS`, the row id), or a
    column of ``columns`` (the columns the step's input has).

    Examples
    --------
    >>> check_new_column("edits", ["id", "text"], option="--edits-column", suggest="swap_edits")
    >>> check_new_column("text", ["text"], option="--edits-column", suggest="e")
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: --edits-column 'text' is a column the input already has; ...
    """
    if not column:
        return
    if column in as_list(text_columns):
        what, whose = "also a text column of the step", "the texts"
    elif column in INTERNAL_COLUMNS:
        what, whose = "a column cdaprep reserves (the row id)", "the row ids"
    elif column in list(columns):
        what, whose = "a column the input already has", "its values"
    else:
        return
    raise UsageError(
        NEW_COLUMN_EXISTS.format(
            option=option, column=column, what=what, whose=whose, suggest=suggest
        )
    )


#: Error of one column given two roles (tests compare it).
TWO_ROLES = (
    "{owner}: column {column!r} is given as both {first} and {second}; each role needs its own "
    "column. Give another column for one of them"
)


def check_distinct_roles(roles: list[tuple[str, str | None]], *, owner: str) -> None:
    """Raise a :class:`~cdaprep.errors.UsageError` when one column has two roles: ``roles`` is
    ``[(role, column), ...]`` (a role such as ``"--label-column (label_column)"``); ``None``
    columns are skipped.

    Examples
    --------
    >>> check_distinct_roles([("label", "y"), ("group", "y")], owner="Reweigh")
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: Reweigh: column 'y' is given as both label and group; ...
    """
    seen: dict[str, str] = {}
    for role, column in roles:
        if column is None:
            continue
        if column in seen:
            raise UsageError(
                TWO_ROLES.format(owner=owner, column=column, first=seen[column], second=role)
            )
        seen[column] = role


def with_row_ids(df: pd.DataFrame) -> tuple[pd.DataFrame, bool]:
    """``df`` with positional :data:`ROW_ID` / :data:`ROW_POS` added when it has none (for a
    step used outside a pipeline), and whether they were added."""
    if ROW_ID in df.columns:
        return df, False
    pos = np.arange(len(df), dtype=np.int64)
    return df.assign(**{ROW_ID: pos, ROW_POS: pos}), True


def as_list(v) -> list[str]:
    """A column parameter (``None``, one name, or several) as a list of names.

    Examples
    --------
    >>> as_list("text"), as_list(None), as_list(("a", "b"))
    (['text'], [], ['a', 'b'])
    """
    if v is None:
        return []
    return [v] if isinstance(v, str) else list(v)


def column_values(series: pd.Series) -> list:
    """The values of a column as a Python list, fast for Arrow-backed columns (the readers' dtype:
    pyarrow's ``to_pylist``, about ten times faster than ``Series.tolist`` there); missing
    values of such a column are ``None``.

    Examples
    --------
    >>> import pandas as pd, pyarrow as pa
    >>> column_values(pd.Series(["a", None], dtype=pd.ArrowDtype(pa.string())))
    ['a', None]
    """
    arr = getattr(series.array, "_pa_array", None)
    if arr is not None:
        return arr.to_pylist()
    return series.tolist()


def text_dtype(dtype: Any) -> Any:
    """The dtype a step writes a text column of ``dtype`` in: ``dtype`` itself, but for a
    pandas ``category`` the dtype of its categories (``str``; pandas' text dtype when it has
    no category). A rewritten text is no category of the input (pandas made it missing), and
    categories that differ per batch would not join into one column. (A pyarrow dictionary
    column, as a Parquet file's is read, takes new texts as they are.)

    Examples
    --------
    >>> text_dtype(pd.Series(pd.Categorical(["She is."])).dtype) == pd.Series(["x"]).dtype
    True
    >>> text_dtype(np.dtype(object))
    dtype('O')
    """
    if not isinstance(dtype, pd.CategoricalDtype):
        return dtype
    if dtype.categories is None or not len(dtype.categories):
        return pd.Series(np.array(["x"], dtype=object)).dtype
    return dtype.categories.dtype


def with_text_dtypes(batch: pd.DataFrame, columns) -> pd.DataFrame:
    """``batch`` with every ``category`` column of ``columns`` (the text columns a step
    rewrites) in the text dtype of :func:`text_dtype`, so that every row of every batch,
    rewritten or not, has the same dtype (docs/steps.md, "A map step", Text)."""
    new = {}
    for c in as_list(columns):
        if c in batch.columns:
            dtype = text_dtype(batch[c].dtype)
            if dtype is not batch[c].dtype:
                new[c] = batch[c].astype(dtype)
    return batch.assign(**new) if new else batch


def text_column_like(values: list, like: pd.Series) -> pd.Series:
    """New values for a text column, keeping the column's dtype where the values allow (a
    ``category`` column gets its categories' dtype: :func:`text_dtype`)."""
    try:
        return pd.Series(values, index=like.index, dtype=text_dtype(like.dtype))
    except (TypeError, ValueError):  # mixed values in an exotic dtype
        return pd.Series(values, index=like.index, dtype=object)


def text_mask(series: pd.Series, ctx: StepContext, column: str):
    """Boolean numpy mask of the cells of ``series`` that hold non-empty strings.

    Missing, empty and non-string cells are counted in ``ctx`` as ``text_missing:<column>``,
    ``text_empty:<column>`` and ``text_not_string:<column>``; the caller passes them through.
    """
    values = column_values(series)
    mask = [isinstance(v, str) and v != "" for v in values]
    n_missing = sum(
        1 for v in values if v is None or v is pd.NA or (isinstance(v, float) and v != v)
    )
    n_empty = sum(1 for v in values if isinstance(v, str) and v == "")
    n_other = len(values) - sum(mask) - n_missing - n_empty
    ctx.count(f"text_missing:{column}", n_missing)
    ctx.count(f"text_empty:{column}", n_empty)
    ctx.count(f"text_not_string:{column}", n_other)
    return np.asarray(mask, dtype=bool)


def check_param_types(cls: type, params: dict[str, Any], *, name: str | None = None) -> None:
    """Refuse a true/false parameter of step class ``cls`` given another value (``names =
    "false"`` was true) and a column parameter given something else than a name or a list of
    names (it ended in a traceback), naming the step (``name``, else its config name), the key
    and the value. A numpy bool is a bool. Every step's constructor calls it, and so does
    :func:`~cdaprep.steps.registry.build_step` for a config.

    Examples
    --------
    >>> from cdaprep.steps import Scrub
    >>> check_param_types(Scrub, {"names": "false"})
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: The 'names' parameter of step 'scrub' must be true or false. \
Got 'false' instead.
    """
    declared_types = cls._param_types()
    owner = f"step {name or cls.config_type()!r}"
    for key, value in params.items():
        declared = declared_types.get(key, "")
        if declared == "bool":
            check_bool(value, param=key, owner=owner)
            continue
        if key.endswith(("_column", "_columns")) and "str" in declared:
            names = value if isinstance(value, list) and "list" in declared else [value]
            if all(isinstance(v, str) or (v is None and "None" in declared) for v in names):
                continue
            expected = "a column name" + (" or a list of names" if "list" in declared else "")
        else:
            continue
        raise UsageError(
            INVALID_PARAM.format(param=key, owner=owner, expected=expected, value=value)
        )


def rebased_path(value: Any, base: str | os.PathLike) -> Any:
    """``value`` joined to the folder ``base`` when it is a relative path that names a file
    there: it has an extension or a path separator (as every reader of a step's file
    parameters asks of a file name, so a shipped name such as ``"xe"`` or words such as
    ``"St. John"`` stay what they are), and ``base/value`` is a file. Anything else is returned
    as it is.

    Examples
    --------
    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> _ = open(os.path.join(folder, "mine.tsv"), "w").close()
    >>> rebased_path("mine.tsv", folder) == os.path.join(folder, "mine.tsv")
    True
    >>> rebased_path("xe", folder), rebased_path("other.tsv", folder)
    ('xe', 'other.tsv')
    """
    if not isinstance(value, str | os.PathLike) or isinstance(value, bytes):
        return value
    text = os.fspath(value)
    if not text or "://" in text or Path(text).expanduser().is_absolute():
        return value
    if not (Path(text).suffix or "/" in text or "\\" in text):
        return value
    joined = Path(base) / text
    return str(joined) if joined.is_file() else value


def _checking_types(cls: type, init):
    """``init`` (the ``__init__`` of step class ``cls``) that first checks the types of the
    parameters it is given (:func:`check_param_types`), once, in the class being made."""
    sig = inspect.signature(init)

    @functools.wraps(init)
    def __init__(self, *args, **kwargs):
        own = next(c for c in type(self).__mro__ if "__init__" in c.__dict__)
        if own is cls:  # the class whose __init__ takes the caller's parameters
            try:
                given = sig.bind(self, *args, **kwargs).arguments
            except TypeError:
                given = {}  # the constructor itself says what is wrong
            params: dict[str, Any] = {}
            for p in sig.parameters.values():
                if p.name in given and p.name != "self":
                    value = given[p.name]
                    params.update(value if p.kind is p.VAR_KEYWORD else {p.name: value})
            check_param_types(cls, params)
        init(self, *args, **kwargs)

    return __init__


class Step:
    """Common base of every step. Subclasses set :attr:`name` and define a keyword-only
    ``__init__`` that stores each parameter under its own name.

    Examples
    --------
    >>> from cdaprep.steps import AssignGender
    >>> AssignGender(text_column="bio").get_params()["text_column"]
    'bio'
    """

    #: Registry name used in config files (``type = "assign-gender"``).
    name: ClassVar[str] = ""
    #: Set by :func:`cdaprep.steps.registry.register_step` on the class it registers.
    registered_name: ClassVar[str | None] = None
    #: ``"map"`` or ``"fitted"``.
    kind: ClassVar[str] = "map"
    #: pip extra the step needs, if any (``"ray"``, ``"proxies"``...).
    extra: ClassVar[str | None] = None
    #: Whether the step needs a spaCy pipeline (so engines can plan worker processes).
    uses_spacy: ClassVar[bool] = False
    #: Whether the step's fit applies to data other than the data it was fitted on (weights
    #: per (group, label) cell, an adapted her/his model). A pipeline holding the step fitted
    #: (:meth:`cdaprep.Pipeline.fit`) then applies that fit without a statistics pass. A step
    #: whose fit is about the rows it saw (a resampling plan of row ids) is fitted again on
    #: the input, and the run stops unless the two fits are the same (docs/steps.md).
    portable_fit: ClassVar[bool] = False
    #: Parameters that may name a file, which the step reads relative to the current folder:
    #: ``"file"`` (a string value; a list holds words or names) or ``"files"`` (a string, or
    #: each string of a list). :meth:`rebase_params` reads them from the folder of a config
    #: file or of a manifest's run instead (:func:`~cdaprep.steps.registry.build_step`'s
    #: ``base``); a step of one's own declares its own.
    path_params: ClassVar[Mapping[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "__init__" in cls.__dict__:  # a step class with its own parameters
            cls.__init__ = _checking_types(cls, cls.__dict__["__init__"])

    # -- parameters ---------------------------------------------------------------------------
    @classmethod
    def _param_types(cls) -> dict[str, str]:
        """The declared type of every parameter, as its annotation is written (``"bool"``,
        ``"str | list[str]"``); :func:`check_param_types` reads it."""

        def text(a: Any) -> str:
            return a if isinstance(a, str) else getattr(a, "__name__", str(a))

        params = inspect.signature(cls.__init__).parameters.values()
        return {p.name: text(p.annotation) for p in params}

    @classmethod
    def _param_names(cls) -> list[str]:
        sig = inspect.signature(cls.__init__)
        return [
            p.name
            for p in sig.parameters.values()
            if p.name != "self" and p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)
        ]

    @classmethod
    def rebase_params(cls, params: dict[str, Any], base: str | os.PathLike) -> dict[str, Any]:
        """``params`` with each relative path of :attr:`path_params` that names a file in the
        folder ``base`` joined to it (:func:`rebased_path`): a config's files are read from its
        folder, a manifest's from the folder its run was started in, wherever the run is.

        Examples
        --------
        >>> from cdaprep.steps import GenderSwap
        >>> GenderSwap.rebase_params({"lexicon": "biasbios", "names": True}, "/data")
        {'lexicon': 'biasbios', 'names': True}
        """
        out = dict(params)
        for name, kind in cls.path_params.items():
            value = out.get(name)
            if isinstance(value, list | tuple) and kind == "files":
                out[name] = type(value)(rebased_path(v, base) for v in value)
            elif name in out:
                out[name] = rebased_path(value, base)
        return out

    def get_params(self) -> dict[str, Any]:
        """The constructor parameters, as given (JSON/TOML-serialisable)."""
        return {n: getattr(self, n) for n in self._param_names()}

    @classmethod
    def config_type(cls) -> str:
        """What a config calls this step: its registered name, else its import path
        ``"package.module:Class"``."""
        if cls.registered_name is not None and cls.__dict__.get("registered_name") == cls.name:
            return cls.name
        return f"{cls.__module__}:{cls.__qualname__}"

    def to_config(self) -> dict[str, Any]:
        """``{"type": ..., **params}``; :func:`cdaprep.steps.registry.build_step` inverts it."""
        params = {k: v for k, v in self.get_params().items() if v is not None}
        return {"type": self.config_type(), **params}

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.get_params().items())
        return f"{type(self).__name__}({args})"

    # -- columns ------------------------------------------------------------------------------
    def reads(self) -> list[str]:
        """Columns of the incoming batch this step reads (checked before the run starts)."""
        return []

    def reads_from(self, columns: list[str]) -> list[str] | None:
        """Columns this step reads of an incoming batch whose columns are ``columns``.

        The statistics passes before a fitted step read only the input columns the steps up to
        it read (docs/architecture.md, "Passes"). The default is :meth:`reads`; a step whose
        sources depend on the input's layout (the dataset adapters take ``hard_text`` or
        ``text``, ``toxicity`` or ``target``) names the ones it picks from ``columns``.

        Parameters
        ----------
        columns : list of str
            The columns the incoming batch has.

        Returns
        -------
        list of str or None
            The columns read; ``None`` when they are unknown, and every column is then read.
        """
        return self.reads()

    def writes(self) -> list[str]:
        """Columns this step adds or rewrites."""
        return []

    def check_columns(self, columns) -> None:
        """Raise a :class:`~cdaprep.errors.UsageError` naming any column in :meth:`reads` that
        ``columns`` lacks, with the columns that exist."""
        cols = list(columns)
        for c in self.reads():
            if c not in cols:
                raise missing_column_error(
                    c, cols, where=f"the input of step {self.name!r}", fix=self.column_fix(c)
                )

    def column_fix(self, column: str) -> str:
        """How to name ``column`` if it is missing: the option it came from (command line and
        Python), and for the group column where one comes from when the input has none.

        Examples
        --------
        >>> from cdaprep.steps import Reweigh
        >>> Reweigh(label_column="y").column_fix("gender")[:41]
        'Name the group column with --group-column'
        """
        texts = getattr(self, "text_columns", None) or getattr(self, "text_column", None)
        if column in as_list(texts):
            return "Name the text column with --text-column COL (text_columns= in Python)."
        if column == getattr(self, "label_column", None):
            return "Name the label column with --label-column COL (label_column= in Python)."
        if column in as_list(getattr(self, "group_column", None)):
            return (
                "Name the group column with --group-column COL (group_column= in Python), or "
                "derive one from the gendered words of the text: --assign-gender (augment, "
                "pairs, compare, audit), `cdaprep assign-gender` before the other commands, an "
                "AssignGender step first in Python."
            )
        return ""

    # -- lifecycle ----------------------------------------------------------------------------
    def setup(self) -> None:
        """Load heavy resources once per process (spaCy pipeline, lexicons). Idempotent."""

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        """Transform one batch. Must not mutate ``batch``; must keep :data:`ROW_ID`."""
        raise NotImplementedError

    @property
    def needs_fit(self) -> bool:
        """Whether the step is fitted on a statistics pass before it applies (every
        :class:`FittedStep`; a map step may need one too when an option asks for it). A step
        that needs a fit implements :meth:`FittedStep.fit_columns`, ``collect`` and ``fit``."""
        return self.kind == "fitted"

    def fit_mismatch(self, given: dict[str, Any]) -> str:
        """How the fit ``given`` (the fitted attributes the step came with) differs from the
        step's fit on this input, named for the error of a fit that cannot apply to other data
        (``""``: no detail)."""
        return ""

    def config_gaps(self) -> list[str]:
        """What of the step its config cannot hold (a Python callable), so that a rerun from
        the config (``cdaprep run MANIFEST``) would not make the same output."""
        return []

    def lexicon_checksums(self) -> dict[str, str]:
        """``{lexicon name: sha256}`` of every data file the step uses (for the manifest)."""
        return {}

    def __getstate__(self):
        # Drop loaded resources (spaCy pipelines...) when sent to a worker process; ``setup``
        # reloads them there once.
        return {k: v for k, v in self.__dict__.items() if not k.startswith("_res_")}


class MapStep(Step):
    """A pure, row-local step: ``apply(batch, ctx) -> batch``."""

    kind: ClassVar[str] = "map"

    def transform(self, df: pd.DataFrame, *, seed: int = 0) -> pd.DataFrame:
        """Apply to a whole DataFrame outside a pipeline (row ids are the positions).

        Examples
        --------
        >>> import pandas as pd
        >>> from cdaprep.steps import AssignGender
        >>> AssignGender(text_column="t").transform(pd.DataFrame({"t": ["He"]}))["gender"][0]
        'male'

        A ``datasets.Dataset`` (or anything else a pipeline reads) goes through
        ``Pipeline([step]).transform``; a missing column is the pipeline's usage error.
        """
        if not isinstance(df, pd.DataFrame):
            from cdaprep.pipeline import Pipeline

            return Pipeline([self], seed=seed).transform(df)
        self.check_columns(df.columns)
        df, added = with_row_ids(df)
        self.setup()
        out = self.apply(df, StepContext(seed=seed, key=f"0:{self.name}"))
        return out.drop(columns=list(INTERNAL_COLUMNS), errors="ignore") if added else out

    def apply_stats(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        """Cheap version of :meth:`apply` used in statistics passes for a later fitted step.

        It must produce the same rows (same :data:`ROW_ID` values, same non-text columns) as
        :meth:`apply`; text columns may be left untouched. Default: :meth:`apply`.
        """
        return self.apply(batch, ctx)


class FittedStep(Step):
    """A step fitted on aggregate statistics of the data as it reaches the step."""

    kind: ClassVar[str] = "fitted"

    def fit_columns(self) -> list[str]:
        """Columns :meth:`collect` needs (:data:`ROW_ID` and :data:`ROW_POS` are always
        provided as well)."""
        return self.reads()

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> Any:
        """Partial statistics of one batch (small: counts, or the few columns a plan needs)."""
        raise NotImplementedError

    def fit(self, partials: list, ctx: StepContext) -> FittedStep:
        """Fit from the partial statistics of every batch; sets attributes ending in ``_``."""
        raise NotImplementedError

    def fit_frame(self, frame: pd.DataFrame, *, seed: int = 0, key: str | None = None):
        """Convenience: fit directly on an in-memory DataFrame (adds row ids if missing)."""
        frame, _ = with_row_ids(frame)
        ctx = StepContext(seed=seed, key=key or f"0:{self.name}")
        self.check_columns(frame.columns)
        cols = [c for c in self.fit_columns() if c in frame.columns]
        internal = [c for c in INTERNAL_COLUMNS if c in frame.columns]
        return self.fit([self.collect(frame[[*cols, *internal]], ctx)], ctx)

    def fit_report(self) -> dict[str, Any] | None:
        """What the fit learned, JSON-ready, for the manifest (``None``: nothing to report)."""
        return None

    @property
    def is_fitted(self) -> bool:
        return any(k.endswith("_") and not k.startswith("_") for k in vars(self))

    def _check_fitted(self) -> None:
        if not self.is_fitted:
            raise UsageError(
                f"step {self.name!r} must be fitted before apply (run it in a Pipeline)"
            )
