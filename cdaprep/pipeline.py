"""The :class:`Pipeline`: an ordered list of steps with a seed, planned into passes
(:mod:`cdaprep.planning`) and run by an engine (:mod:`cdaprep.engines`).

The order of the steps is their meaning: ``[Undersample, CDA]`` resamples then augments,
``[CDA, Undersample(stratify=["cda_role"])]`` augments then resamples originals and
counterfactuals separately (docs/architecture.md, "Passes").

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> from cdaprep.steps import AssignGender, Reweigh
>>> df = pd.DataFrame({"bio": ["She is a nurse.", "He is a nurse.", "He is a pilot.",
...                            "She is a pilot."], "job": ["nurse", "nurse", "pilot", "pilot"]})
>>> p = Pipeline([AssignGender(text_column="bio"), Reweigh(label_column="job")])
>>> out = p.transform(df)
>>> out["gender"].tolist()
['female', 'male', 'male', 'female']
>>> Pipeline.from_config(p.to_config()).to_config() == p.to_config()
True
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cdaprep.errors import DataWarning, UsageError
from cdaprep.options import DEFAULT_BATCH_SIZE
from cdaprep.planning import (
    Pass,
    check_step_columns,
    config_hash,
    plan_passes,
    step_keys,
    unfitted,
)
from cdaprep.steps.base import FittedStep, MapStep, Step
from cdaprep.steps.registry import build_step

__all__ = ["Pipeline", "Pass", "DEFAULT_BATCH_SIZE"]

CONFIG_VERSION = 1


@dataclass
class Pipeline:
    """An ordered list of steps with a seed.

    Parameters
    ----------
    steps : list of Step
        Map and fitted steps, applied in order.
    seed : int, default 0
        Seed of every random draw (keyed on (seed, row id, step); see :mod:`cdaprep.rng`).
    """

    steps: list[Step] = field(default_factory=list)
    seed: int = 0

    def __post_init__(self) -> None:
        self.steps = list(self.steps)
        for s in self.steps:
            if not isinstance(s, Step):
                raise UsageError(f"pipeline steps must be cdaprep steps; got {s!r}")
        if not isinstance(self.seed, int) or isinstance(self.seed, bool):
            raise UsageError(
                f"seed must be an integer; got {self.seed!r} ({type(self.seed).__name__}); "
                "give a whole number such as seed = 0"
            )

    # -- config ------------------------------------------------------------------------------
    def to_config(self) -> dict[str, Any]:
        """A JSON/TOML-serialisable description that :meth:`from_config` rebuilds exactly."""
        return {
            "version": CONFIG_VERSION,
            "seed": self.seed,
            "steps": [s.to_config() for s in self.steps],
        }

    @classmethod
    def from_config(cls, config: dict[str, Any], *, base: str | None = None) -> Pipeline:
        """Build a pipeline from :meth:`to_config` output or a config file's contents.

        ``base``: the folder relative files of the steps (a lexicon, a never-swap list, a
        pronoun set, scrub's extra words: :attr:`~cdaprep.steps.Step.path_params`) are read
        from when they name a file there, such as the config file's folder; the pipeline's
        config then names them joined to it. Default: the current folder."""
        if not isinstance(config, dict):
            raise UsageError("a pipeline config must be a mapping with a 'steps' list")
        steps = config.get("steps")
        if not isinstance(steps, list) or not steps:
            raise UsageError("a pipeline config needs a non-empty 'steps' list")
        # the seed as given: Pipeline refuses "abc", 1.7 and true with a usage error
        return cls([build_step(s, base=base) for s in steps], seed=config.get("seed", 0))

    def config_hash(self) -> str:
        """Stable hash of the config (cache fingerprints, manifests)."""
        return config_hash(self.to_config())

    def step_keys(self) -> list[str]:
        """Unique key of each step: ``"<position>:<name>"`` (part of every random stream key)."""
        return step_keys(self.steps)

    # -- planning ----------------------------------------------------------------------------
    def plan(self, input_columns: Iterable[str] | None = None) -> list[Pass]:
        """The passes that run this pipeline: one statistics pass per fitted step, then the
        final pass that applies every step and writes the output."""
        return plan_passes(self.steps, input_columns)

    def check_columns(self, columns: Iterable[str]) -> None:
        """Fail before any work when a step reads a column that will not exist."""
        check_step_columns(self.steps, columns)

    # -- running -----------------------------------------------------------------------------
    def run(self, data: Any, output: Any = None, **options):
        """Run the pipeline from ``data`` to ``output``; see :func:`cdaprep.engines.run` for
        the options (``engine``, ``batch_size``, ``num_proc``, ...).

        A file output holds the columns, not a DataFrame's index: an index of ids (named, or
        other than ``0 .. n-1``) gives a :class:`~cdaprep.errors.DataWarning`; write it with
        ``df.reset_index()``, or use :meth:`transform`, which keeps it.
        """
        if output is not None and _is_frame(data):
            import pandas as pd

            idx = data.index
            plain = idx.nlevels == 1 and idx.name is None and idx.equals(pd.RangeIndex(len(idx)))
            if not plain:
                names = [n for n in idx.names if n is not None]
                warnings.warn(
                    f"the DataFrame's index{' ' + repr(names) if names else ''} is not written "
                    "to the output (a file holds the columns); pass df.reset_index() to keep it "
                    "as a column",
                    DataWarning,
                    stacklevel=2,
                )
        return self._run(data, output, options)

    def _run(self, data: Any, output: Any, options: dict[str, Any]):
        """:meth:`run`, with the warnings of the fitted steps (a group value that is not a
        known group...) issued as :class:`~cdaprep.errors.DataWarning` at the caller's line of
        :meth:`run` or :meth:`transform`, as the command line prints them."""
        from cdaprep.engines import run
        from cdaprep.engines.manifest import run_warnings

        result = run(self, data, output, **options)
        for w in run_warnings(result.manifest):
            warnings.warn(w, DataWarning, stacklevel=3)
        return result

    def fit(self, data: Any, **options) -> Pipeline:
        """Run only the statistics passes on ``data`` and return a copy of the pipeline with
        every fitted step fitted (nothing is written). ``split=`` picks the split of a
        multi-split input.

        :meth:`transform` and :meth:`run` of the fitted copy apply these fits to the data they
        are given, as scikit-learn does (fit on a training set, transform a test set): a fit
        that applies to other data (:class:`~cdaprep.steps.Reweigh`'s weights, the her/his
        model of ``adapt=True``) is used without a statistics pass; a fit about the rows it
        saw (resampling, the dataset adapters) must be that of the data given, else the run
        stops with an error. The manifest marks such steps ``fit_from`` earlier data
        (docs/steps.md, "Fitting once, applying to other data").

        Examples
        --------
        >>> import pandas as pd
        >>> from cdaprep.steps import Reweigh
        >>> df = pd.DataFrame({"y": [1, 1, 0, 0], "gender": ["female", "male", "male", "female"]})
        >>> fitted = Pipeline([Reweigh(label_column="y")]).fit(df)
        >>> sorted(fitted.steps[0].weights_)
        [('female', 0), ('female', 1), ('male', 0), ('male', 1)]
        """
        from cdaprep.engines import RunOptions, fit
        from cdaprep.engines.core import fit_warnings

        fresh = Pipeline([unfitted(s) for s in self.steps], seed=self.seed)  # a refit
        fitted = fit(fresh, data, RunOptions.from_keywords(None, **options))
        if len(fitted) != 1:
            raise UsageError(
                f"the input has several splits ({', '.join(fitted)}); choose one with split=... "
                "(--split NAME on the command line)"
            )
        steps = next(iter(fitted.values()))
        for w in fit_warnings(steps):
            warnings.warn(w, DataWarning, stacklevel=2)
        return Pipeline(steps, seed=self.seed)

    def transform(self, data: Any, **kwargs) -> Any:
        """Run on in-memory data and return the result in the type given.

        A ``datasets.Dataset`` gives a ``Dataset`` (the input's feature types kept where the
        columns are), a ``DatasetDict`` a ``DatasetDict`` with the same splits, anything else
        (a DataFrame, a path) a DataFrame. A ``Dataset`` (each split) keeps its format, as
        ``Dataset.map`` keeps it: ``with_format("numpy")`` gives ``numpy``; a format of some
        columns keeps those that still exist and takes in the columns the steps add.

        A DataFrame keeps its index (labels, strings, a ``MultiIndex``) when the output's rows
        are its rows, one for one and in order: each output row comes from the input row at its
        position. Map steps that add or rewrite columns (:class:`~cdaprep.steps.GenderSwap`,
        :class:`~cdaprep.steps.Scrub`, :class:`~cdaprep.steps.AssignGender`), a
        :class:`~cdaprep.steps.Reweigh`, and a
        ``CounterfactualAugment(mode="replace")`` (a row replaced by its counterfactual) keep
        it, so ``df.assign(text_cf=out["text"])`` lines the rows up. When rows are added or
        removed (augmentation, :class:`~cdaprep.steps.Undersample`,
        :class:`~cdaprep.steps.Oversample`), the output's rows cannot line up with the input's
        and it gets a fresh ``RangeIndex`` (``0 .. len(out) - 1``), as ``ignore_index=True``
        gives: join it back through a column (an id column of your own is copied to every row
        made from a row; ``cda_pair_id`` is the 0-based input position of each
        counterfactual's original, or its ``id_column`` value), not through the index. It is
        the rows that come out that decide, not the steps: a resampling that adds or drops no
        row keeps the index.

        An ``IterableDataset`` (a streamed input) gives an ``IterableDataset`` (an
        ``IterableDatasetDict`` one per split), lazy as
        ``IterableDataset.map`` is: nothing is read until it is iterated, and each iteration
        reads the stream again (first the statistics passes of fitted steps, to its end, then
        the rows, batch by batch), so a stream larger than memory never sits in memory. Only
        the local engine runs it (``num_proc`` allowed); no manifest is made (write the output
        with :meth:`run` and a path for one).

        Examples
        --------
        >>> import datasets
        >>> from cdaprep.steps import AssignGender
        >>> ds = datasets.Dataset.from_dict({"text": ["She sings.", "He reads."]})
        >>> out = Pipeline([AssignGender()]).transform(ds)
        >>> type(out).__name__, list(out["gender"])
        ('Dataset', ['female', 'male'])

        A DataFrame whose rows all come out, in order, keeps its index:

        >>> import pandas as pd
        >>> from cdaprep.steps import GenderSwap
        >>> df = pd.DataFrame({"text": ["She sings.", "He reads."]}, index=["a", "b"])
        >>> Pipeline([GenderSwap(text_columns="text")]).transform(df)["text"].to_dict()
        {'a': 'He sings.', 'b': 'She reads.'}
        """
        kind = _hf_kind(data)
        if kind == "stream":
            return _lazy_stream(self, data, kwargs)
        if kind == "stream-dict":
            import datasets

            return datasets.IterableDatasetDict(
                {k: _lazy_stream(self, v, kwargs) for k, v in data.items()}
            )
        if kind is None and _is_frame(data):
            framed, position = _with_positions(data)
            return _index_back(data, self._run(framed, None, kwargs).frame, position)
        result = self._run(data, None, kwargs)
        if kind is None:
            return result.frame
        from cdaprep.io.writers import frame_to_dataset

        written = [c for s in self.steps for c in s.writes()]
        if kind == "dict":
            import datasets

            return datasets.DatasetDict(
                {
                    k: _with_format_of(data[k], frame_to_dataset(f, data[k].features, written))
                    for k, f in result.frames.items()
                }
            )
        return _with_format_of(data, frame_to_dataset(result.frame, data.features, written))

    def describe(self) -> str:
        """One line per step, for logs and the README."""
        kinds = {MapStep: "map", FittedStep: "fitted"}
        lines = []
        for key, s in zip(self.step_keys(), self.steps):
            kind = next((v for k, v in kinds.items() if isinstance(s, k)), "?")
            lines.append(f"{key} ({kind}) {s!r}")
        return "\n".join(lines)


#: The column :meth:`Pipeline.transform` adds to a DataFrame input: the 0-based position of each
#: row, carried by every step to the rows it makes (a counterfactual, a repeat), so the output
#: says which input row each of its rows comes from. It is taken out of the output.
TRANSFORM_POSITION = "_cda_transform_position"


def _is_frame(data: Any) -> bool:
    """Whether ``data`` is a pandas DataFrame (without importing pandas when it is not
    loaded: ``data`` cannot be one then)."""
    import sys

    pd = sys.modules.get("pandas")
    return pd is not None and isinstance(data, pd.DataFrame)


def _with_positions(df: Any) -> tuple[Any, str]:
    """``df`` with the column of its row positions (:data:`TRANSFORM_POSITION`, or a longer
    name when ``df`` has a column of that name) and that column's name."""
    import numpy as np

    name = TRANSFORM_POSITION
    while name in df.columns:
        name = "_" + name
    return df.assign(**{name: np.arange(len(df), dtype=np.int64)}), name


def _index_back(data: Any, out: Any, position: str) -> Any:
    """``out`` without the position column, with the index of ``data`` when its rows are
    those of ``data`` in their order, else with a fresh ``RangeIndex``."""
    import numpy as np

    pos = out[position] if position in out.columns else None
    out = out.drop(columns=[position], errors="ignore")
    same = (
        pos is not None
        and len(out) == len(data)
        and not pos.isna().any()
        and np.array_equal(pos.to_numpy(dtype=np.int64), np.arange(len(data)))
    )
    if same:
        out.index = data.index
    else:
        out = out.reset_index(drop=True)
    return out


def _with_format_of(data: Any, out: Any) -> Any:
    """``out`` with the format of the ``Dataset`` ``data`` (its type and options, columns and
    ``output_all_columns``), as ``Dataset.map`` gives its output the format of its input:
    when the format names columns, those of ``out`` that ``data`` did not leave unformatted
    (the format's columns that still exist, and the columns the steps add)."""
    fmt = data.format  # its "columns" lists every column when the format names none
    columns = getattr(data, "_format_columns", fmt["columns"])
    if fmt["type"] is None and columns is None:
        return out
    if columns is not None:
        unformatted = set(data.column_names) - set(columns)
        columns = [c for c in out.column_names if c not in unformatted]
    return out.with_format(
        fmt["type"],
        columns=columns,
        output_all_columns=fmt["output_all_columns"],
        **fmt["format_kwargs"],
    )


def _hf_kind(data: Any) -> str | None:
    """``"dataset"``, ``"dict"``, ``"stream"``, ``"stream-dict"`` or ``None``: which Hugging
    Face type ``data`` is (a ``Dataset``, ``DatasetDict``, ``IterableDataset``,
    ``IterableDatasetDict``), without importing ``datasets`` when it is not loaded (then
    ``data`` cannot be one)."""
    import sys

    hfd = sys.modules.get("datasets")
    if hfd is None:
        return None
    if isinstance(data, hfd.DatasetDict):
        return "dict"
    if isinstance(data, hfd.Dataset):
        return "dataset"
    if isinstance(data, hfd.IterableDataset):
        return "stream"
    if isinstance(data, hfd.IterableDatasetDict):
        return "stream-dict"
    return None


def _lazy_stream(pipeline: Pipeline, data: Any, options: dict[str, Any]) -> Any:
    """:meth:`Pipeline.transform` of an ``IterableDataset``: an ``IterableDataset`` whose
    iteration runs the pipeline on ``data`` (:func:`cdaprep.engines.core.iter_frames`)."""
    import datasets

    from cdaprep.engines.core import check_streamable
    from cdaprep.options import RunOptions

    opts = RunOptions.from_keywords(None, **options)  # a wrong option fails here, not later
    check_streamable(opts)
    written = tuple(c for s in pipeline.steps for c in s.writes())
    gen_kwargs = {"pipeline": pipeline, "data": data, "options": opts, "written": written}
    return datasets.IterableDataset.from_generator(_stream_rows, gen_kwargs=gen_kwargs)


def _stream_rows(pipeline: Pipeline, data: Any, options: Any, written: tuple) -> Any:
    """The rows of the pipeline's output on ``data``, batch by batch (a generator of
    :func:`_lazy_stream`)."""
    from cdaprep.engines.core import iter_frames
    from cdaprep.io.writers import frame_to_dataset

    for frame in iter_frames(pipeline, data, options):
        yield from frame_to_dataset(frame, data.features, written)
