"""``gender-swap``: rewrite the gendered words of text columns (flip, to-female, to-male,
to-neutral)."""

from __future__ import annotations

from typing import Any, ClassVar

import pandas as pd

from cdaprep.errors import UsageError, check_choice
from cdaprep.registry import register_step
from cdaprep.steps.base import MapStep, StepContext, as_list, text_mask

__all__ = ["GenderSwap"]

_DIRECTIONS = ("flip", "to-female", "to-male", "to-neutral")


@register_step
class GenderSwap(MapStep):
    """Swap gendered words (pronouns, titles, kinship and role nouns, optionally first names).

    Parameters
    ----------
    text_columns : list of str
        Columns to rewrite.
    direction : {"flip", "to-female", "to-male", "to-neutral"}, default "flip"
        ``to-neutral``: neutral nouns and titles, a pronoun set and verb agreement
        ("she walks" -> "they walk"); see :mod:`cdaprep.swap.neutral`.
    names : bool, default False
        Also swap first names (census pairs, consistent inside each text; under
        ``to-neutral``, names of near-equal census gender ratio).
    lexicon : str, path or list, optional
        Swap lexicon(s); default ``"default"``; ``"biasbios"`` reproduces paper 003 App. B.3.
    never_swap : list of str or path, optional
        Words never touched.
    edits_column : str, optional
        Also write, per row, the list of edits ``{"column", "start", "end", "old", "new"}``
        (offsets into the original text of that column).
    spacy_model : str, optional
        spaCy pipeline for the few words that need a tag.
    batch_size : int, optional
        Documents per ``nlp.pipe`` batch.
    pronouns : str, optional
        ``to-neutral`` only: pronoun set ``"they"`` (default), ``"xe"``, ``"ze"`` or a file.
    reflexive : str, optional
        ``to-neutral`` only: reflexive instead of the set's (``"themselves"``).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"bio": ["She thanked her father.", None]})
    >>> GenderSwap(text_columns=["bio"]).transform(df)["bio"].tolist()[0]
    'He thanked his mother.'
    """

    name: ClassVar[str] = "gender-swap"
    uses_spacy: ClassVar[bool] = True

    def __init__(
        self,
        *,
        text_columns: list[str] | str = "text",
        direction: str = "flip",
        names: bool = False,
        lexicon: Any = None,
        never_swap: Any = None,
        edits_column: str | None = None,
        spacy_model: str | None = None,
        batch_size: int | None = None,
        pronouns: str | None = None,
        reflexive: str | None = None,
    ):
        self.text_columns = text_columns
        self.direction = direction
        self.names = names
        self.lexicon = lexicon
        self.never_swap = never_swap
        self.edits_column = edits_column
        self.spacy_model = spacy_model
        self.batch_size = batch_size
        self.pronouns = pronouns
        self.reflexive = reflexive
        check_choice(direction, _DIRECTIONS, param="direction", owner="GenderSwap")
        if direction != "to-neutral" and (pronouns is not None or reflexive is not None):
            raise UsageError(
                "GenderSwap: pronouns and reflexive apply to direction='to-neutral' only; "
                f"got direction={direction!r}"
            )
        if not as_list(text_columns):
            raise UsageError("GenderSwap needs at least one text column")

    def reads(self) -> list[str]:
        return as_list(self.text_columns)

    def writes(self) -> list[str]:
        return as_list(self.text_columns) + ([self.edits_column] if self.edits_column else [])

    def setup(self) -> None:
        if getattr(self, "_res_swapper", None) is not None:
            return
        from cdaprep.swap import GenderSwapper

        kw: dict[str, Any] = {"batch_size": self.batch_size} if self.batch_size else {}
        if self.direction == "to-neutral":
            kw.update(pronouns=self.pronouns, reflexive=self.reflexive)
        self._res_swapper = GenderSwapper(
            direction=self.direction,
            names=self.names,
            lexicon=self.lexicon,
            never_swap=self.never_swap,
            spacy_model=self.spacy_model,
            **kw,
        )

    @property
    def swapper(self):
        """The loaded :class:`cdaprep.swap.GenderSwapper` (loads it on first use)."""
        self.setup()
        return self._res_swapper

    def lexicon_checksums(self) -> dict[str, str]:
        if self.direction == "to-neutral":
            return self.swapper.checksums  # adds the pronoun set and agreement rules
        from cdaprep.swap.lexicon import load_swap_lexicon

        return dict(load_swap_lexicon(self.lexicon, names=self.names).checksums)

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        sw = self.swapper
        new: dict[str, Any] = {}
        edits: list[list[dict]] = [[] for _ in range(len(batch))]
        for col in as_list(self.text_columns):
            mask = text_mask(batch[col], ctx, col)
            values = batch[col].tolist()
            idx = [i for i, m in enumerate(mask) if m]
            results = sw.swap_batch([values[i] for i in idx])
            out = list(values)
            changed = n_edits = 0
            for i, (text, ed) in zip(idx, results):
                if ed:
                    out[i] = text
                    changed += 1
                    n_edits += len(ed)
                    if self.edits_column:
                        edits[i].extend({"column": col, **e.to_dict()} for e in ed)
            ctx.count(f"rows_changed:{col}", changed)
            ctx.count(f"words_swapped:{col}", n_edits)
            new[col] = pd.Series(out, index=batch.index, dtype=batch[col].dtype)
        if self.edits_column:
            new[self.edits_column] = pd.Series(edits, index=batch.index, dtype=object)
        return batch.assign(**new)
