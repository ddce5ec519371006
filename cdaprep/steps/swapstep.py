"""The base of the steps that rewrite text with the swapper (``gender-swap``, ``cda``,
``pairs``): the swap options are declared once, in :class:`cdaprep.swap.SwapOptions`.

A swapping step takes them as flat keywords (``names=True, lexicon="biasbios"``), so its config
stays flat, and builds its swappers through :func:`cdaprep.swap.get_swapper` (one per process
and direction).

Examples
--------
>>> from cdaprep.steps import GenderSwap
>>> step = GenderSwap(text_columns="bio", names=True)
>>> step.swap_options.names, step.get_params()["names"]
(True, True)
"""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.steps.base import (
    NAME_COUNTER,
    MapStep,
    StepContext,
    as_list,
    column_values,
    text_mask,
    with_row_ids,
)
from cdaprep.swap.options import SWAP_OPTION_NAMES, SwapOptions

__all__ = ["SwapParams", "SwapStep"]


class SwapParams:
    """Mixin of a step whose constructor takes the swap options as ``**swap`` keywords: it
    calls :meth:`_init_swap` with them, and :meth:`get_params` reports them with the step's
    own parameters (so its config stays flat)."""

    #: The swap options that may name files (lexicons, a never-swap list, a pronoun set).
    path_params: ClassVar[dict[str, str]] = {
        "lexicon": "files",
        "never_swap": "file",
        "pronouns": "file",
    }

    def _init_swap(self, swap: dict[str, Any]) -> None:
        opts = SwapOptions.from_mapping(swap)
        for name, value in opts.kwargs().items():
            setattr(self, name, value)

    @classmethod
    def _param_names(cls) -> list[str]:
        return [*super()._param_names(), *SWAP_OPTION_NAMES]

    @classmethod
    def _param_types(cls) -> dict[str, str]:
        fields = {f.name: f.type for f in dataclasses.fields(SwapOptions)}
        return {**super()._param_types(), **{k: str(v) for k, v in fields.items()}}

    @property
    def swap_options(self) -> SwapOptions:
        """The step's :class:`~cdaprep.swap.SwapOptions`."""
        return SwapOptions(**{n: getattr(self, n) for n in SWAP_OPTION_NAMES})


class SwapStep(SwapParams, MapStep):
    """A map step that rewrites text columns with the swapper (see :class:`SwapParams`)."""

    uses_spacy: ClassVar[bool] = True
    portable_fit: ClassVar[bool] = True  # the adapted her/his model applies to any text

    def swapper(self, direction: str = "flip"):
        """The process's :class:`~cdaprep.swap.GenderSwapper` for ``direction`` (with the
        adapted disambiguator once the step is fitted with ``adapt``)."""
        from cdaprep.swap import get_swapper

        opts = self.swap_options
        if self.adapt:
            self._check_adapted()
            opts = dataclasses.replace(opts, disambiguator=self.adapted_)
        return get_swapper(direction, opts)

    # -- adaptation (adapt=True): a statistics pass fits the her/his disambiguator and, with
    # names, decides each first name from its uses in the whole dataset ----------------------
    @property
    def needs_fit(self) -> bool:
        return bool(self.adapt)

    @property
    def is_fitted(self) -> bool:
        return hasattr(self, "adapted_")

    def _check_adapted(self) -> None:
        if not self.is_fitted:
            raise UsageError(
                f"step {self.name!r} has adapt=True and must be fitted before it applies "
                "(run it in a Pipeline, or call .transform)"
            )

    def fit_columns(self) -> list[str]:
        return as_list(self.text_columns)

    def collect(self, batch: pd.DataFrame, ctx: StepContext):
        """The self-labelled his/him contexts of the batch's text columns and, with
        ``names``, how each first name is used there (:mod:`cdaprep.swap.adaptation`)."""
        from cdaprep.swap.adaptation import collect_adaptation

        texts = [v for c in as_list(self.text_columns) for v in column_values(batch[c])]
        return collect_adaptation(texts, self.swap_options)

    def fit(self, partials: list, ctx: StepContext) -> SwapStep:
        """Continue training the her/his model on the data's own contexts (seeded) and decide
        the first names from their dataset-wide counts."""
        from cdaprep.swap.adaptation import fit_adaptation, merge_adaptation

        self.adapted_ = fit_adaptation(merge_adaptation(partials), seed=ctx.seed)
        return self

    def fit_report(self) -> dict[str, Any]:
        report = {"adapted_disambiguator": self.adapted_.summary()}
        if self.adapted_.names is not None:
            report["name_evidence"] = self.adapted_.names.summary()
        return report

    def transform(self, df: pd.DataFrame, *, seed: int = 0) -> pd.DataFrame:
        if self.adapt and not self.is_fitted and isinstance(df, pd.DataFrame):
            self.check_columns(df.columns)
            frame, _ = with_row_ids(df)
            ctx = StepContext(seed=seed, key=f"0:{self.name}")
            self.fit([self.collect(frame, ctx)], ctx)
        return super().transform(df, seed=seed)

    def lexicon_checksums(self) -> dict[str, str]:
        from cdaprep.swap import lexicon_checksums

        return lexicon_checksums(self.swap_options)

    # -- shared by the steps -------------------------------------------------------------------
    def has_gendered(self, batch: pd.DataFrame, ctx: StepContext | None) -> np.ndarray:
        """Whether a text column of each row holds a gendered word (no tagging; with ``ctx``
        the missing/empty/non-string cells are counted)."""
        sw = self.swapper("flip")
        has = np.zeros(len(batch), dtype=bool)
        for col in as_list(self.text_columns):
            vals = column_values(batch[col])
            if ctx is not None:
                mask = text_mask(batch[col], ctx, col)
            else:
                mask = np.array([isinstance(v, str) and v != "" for v in vals], dtype=bool)
            has |= np.fromiter(
                (m and sw.has_gendered_word(v) for v, m in zip(vals, mask)),
                dtype=bool,
                count=len(vals),
            )
        return has

    def swap_rows(
        self, frame: pd.DataFrame, direction: str, ctx: StepContext | None = None
    ) -> dict[str, list]:
        """Swapped values of every text column of ``frame`` (non-strings unchanged); with
        ``ctx``, the first names changed are counted (:meth:`count_names_swapped`)."""
        sw = self.swapper(direction)
        out = {}
        for col in as_list(self.text_columns):
            vals = column_values(frame[col])
            idx = [i for i, v in enumerate(vals) if isinstance(v, str) and v]
            new = list(vals)
            for i, (text, edits) in zip(idx, sw.swap_batch([vals[i] for i in idx])):
                new[i] = text
                self.count_names_swapped(sw, edits, ctx)
            out[col] = new
        return out

    @staticmethod
    def count_names_swapped(sw: Any, edits: list, ctx: StepContext | None) -> None:
        """Count each first name ``edits`` changed (``name_swapped:<name>``, as written without
        a possessive): the run's manifest lists them per step as ``names_swapped``, and the
        command line names the most frequent, so a user sees at once which are brands, places
        or pets to keep with ``never_swap``."""
        if ctx is None or not edits:
            return
        for name in sw.names_in(edits):
            ctx.count(NAME_COUNTER + name)
