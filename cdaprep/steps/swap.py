"""``gender-swap``: rewrite the gendered words of text columns (flip, to-female, to-male,
to-neutral)."""

from __future__ import annotations

from typing import Any, ClassVar

import pandas as pd

from cdaprep.errors import UsageError, check_choice
from cdaprep.steps.base import (
    StepContext,
    as_list,
    check_new_column,
    column_values,
    text_mask,
    with_text_dtypes,
)
from cdaprep.steps.registry import register_step
from cdaprep.steps.swapstep import SwapStep

__all__ = ["GenderSwap"]

_DIRECTIONS = ("flip", "to-female", "to-male", "to-neutral")


_EDITS_OPTION = "--edits-column (edits_column)"


@register_step
class GenderSwap(SwapStep):
    """Swap gendered words (pronouns, titles, kinship and role nouns, optionally first names).

    Parameters
    ----------
    text_columns : list of str
        Columns to rewrite.
    direction : {"flip", "to-female", "to-male", "to-neutral"}, default "flip"
        ``to-neutral``: neutral nouns and titles, a pronoun set and verb agreement
        ("she walks" -> "they walk"); see :mod:`cdaprep.swap.neutral`.
    edits_column : str, optional
        Also write, per row, the list of edits ``{"column", "start", "end", "old", "new"}``
        (offsets into the original text of that column).
    batch_size : int, optional
        Documents per ``nlp.pipe`` batch.
    **swap
        The swap options (``names``, ``lexicon``, ``never_swap``, ``spacy_model``, and for
        ``to-neutral`` ``pronouns`` and ``reflexive``): see :class:`cdaprep.swap.SwapOptions`.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"bio": ["She thanked her father.", None]})
    >>> GenderSwap(text_columns=["bio"]).transform(df)["bio"].tolist()[0]
    'He thanked his mother.'
    """

    name: ClassVar[str] = "gender-swap"

    def __init__(
        self,
        *,
        text_columns: list[str] | str = "text",
        direction: str = "flip",
        edits_column: str | None = None,
        batch_size: int | None = None,
        **swap: Any,
    ):
        self.text_columns = text_columns
        self.direction = direction
        self.edits_column = edits_column
        self.batch_size = batch_size
        self._init_swap(swap)
        check_choice(direction, _DIRECTIONS, param="direction", owner="GenderSwap")
        self.swap_options.check_direction(direction)
        if not as_list(text_columns):
            raise UsageError("GenderSwap needs at least one text column")
        check_new_column(
            edits_column, option=_EDITS_OPTION, suggest="swap_edits", text_columns=text_columns
        )

    def check_columns(self, columns) -> None:
        """Also refuse an ``edits_column`` the input already has (it would be replaced)."""
        super().check_columns(columns)
        check_new_column(self.edits_column, columns, option=_EDITS_OPTION, suggest="swap_edits")

    def reads(self) -> list[str]:
        return as_list(self.text_columns)

    def writes(self) -> list[str]:
        return as_list(self.text_columns) + ([self.edits_column] if self.edits_column else [])

    def setup(self) -> None:
        self.swapper(self.direction)

    def lexicon_checksums(self) -> dict[str, str]:
        out = super().lexicon_checksums()
        if self.direction == "to-neutral":  # the pronoun set and the agreement rules too
            out.update(self.swapper(self.direction).checksums)
        return out

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        batch = with_text_dtypes(batch, self.text_columns)  # a category column: its new texts
        sw = self.swapper(self.direction)
        if self.batch_size:
            sw.batch_size = int(self.batch_size)
        new: dict[str, Any] = {}
        edits: list[list[dict]] = [[] for _ in range(len(batch))]
        for col in as_list(self.text_columns):
            mask = text_mask(batch[col], ctx, col)
            values = column_values(batch[col])
            idx = [i for i, m in enumerate(mask) if m]
            results = sw.swap_batch([values[i] for i in idx])
            out = list(values)
            changed = n_edits = 0
            for i, (text, ed) in zip(idx, results):
                if ed:
                    out[i] = text
                    changed += 1
                    n_edits += len(ed)
                    self.count_names_swapped(sw, ed, ctx)
                    if self.edits_column:
                        edits[i].extend({"column": col, **e.to_dict()} for e in ed)
            ctx.count(f"rows_changed:{col}", changed)
            ctx.count(f"words_swapped:{col}", n_edits)
            new[col] = pd.Series(out, index=batch.index, dtype=batch[col].dtype)
        if self.edits_column:
            new[self.edits_column] = pd.Series(edits, index=batch.index, dtype=object)
        return batch.assign(**new)
