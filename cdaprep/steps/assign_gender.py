"""``assign-gender``: the gender of a text from explicit indicator words (BiasBios style)."""

from __future__ import annotations

from typing import ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, check_choice
from cdaprep.registry import register_step
from cdaprep.steps.base import MapStep, StepContext, as_list, text_mask

__all__ = ["AssignGender", "GROUP_VALUES", "GROUP_EXISTS"]

#: Values written to the group column.
GROUP_VALUES = ("female", "male", "mixed", "none")
#: Message when the group column exists already (tests compare it).
GROUP_EXISTS = (
    "column {column!r} already exists in the input, and assigning gender would replace it: "
    "pass --overwrite-group-column (overwrite=True) to replace it, --group-column NAME to "
    "write the assigned gender to another column, or leave out --assign-gender to use the "
    "existing column"
)


@register_step
class AssignGender(MapStep):
    """Assign ``female`` / ``male`` / ``mixed`` / ``none`` from explicit gender indicator words.

    By default the indicator list is the one of the BiasBios dataset (De-Arteaga et al. 2019) as
    given in Chen, Ji and Evans (2023), App. B.3: he, she, his, her, hers, him, himself,
    herself, mr, mrs, ms. Words match case-insensitively as whole words ("Mr." counts as mr,
    "she's" as she; "here" is not her).

    Parameters
    ----------
    text_column : str or list of str
        Text column(s); matches are counted over all of them.
    group_column : str, default "gender"
        Column written with the assigned group.
    lexicon : str, default "biasbios_indicators"
        Packaged lexicon name or path of a TSV lexicon (any lexicon with ``word`` and
        ``gender`` columns, the swap lexicons included).
    rule : {"strict", "majority"}, default "strict"
        ``strict``: one gender's words only -> that gender; both -> ``mixed``.
        ``majority``: the gender with more matches; a tie between non-zero counts -> ``mixed``.
    counts_column : str, optional
        Also write ``{"female": n, "male": m}`` match counts per row.
    overwrite : bool, default False
        Replace ``group_column`` when the data already has it. Without it, an existing column is
        a usage error before any work (a dataset's own gender labels are never replaced
        silently).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"bio": ["She is a nurse.", "Mr. Li said he", "They", "he and her"]})
    >>> AssignGender(text_column="bio").transform(df)["gender"].tolist()
    ['female', 'male', 'none', 'mixed']
    """

    name: ClassVar[str] = "assign-gender"

    def __init__(
        self,
        *,
        text_column: str | list[str] = "text",
        group_column: str = "gender",
        lexicon: str = "biasbios_indicators",
        rule: str = "strict",
        counts_column: str | None = None,
        overwrite: bool = False,
    ):
        self.text_column = text_column
        self.overwrite = overwrite
        self.group_column = group_column
        self.lexicon = lexicon
        self.rule = rule
        self.counts_column = counts_column
        check_choice(rule, ("strict", "majority"), param="rule", owner="AssignGender")
        if not as_list(text_column):
            raise UsageError("AssignGender needs at least one text column")

    def reads(self) -> list[str]:
        return as_list(self.text_column)

    def check_columns(self, columns) -> None:
        super().check_columns(columns)
        if self.group_column in list(columns) and not self.overwrite:
            raise UsageError(GROUP_EXISTS.format(column=self.group_column))

    def writes(self) -> list[str]:
        return [self.group_column] + ([self.counts_column] if self.counts_column else [])

    def setup(self) -> None:
        if getattr(self, "_res_patterns", None) is not None:
            return
        import re

        from cdaprep.lexicon_files import load_indicators

        words = load_indicators(self.lexicon)
        pats = {}
        for g in ("female", "male"):
            ws = sorted((w for w, gg in words.items() if gg == g), key=len, reverse=True)
            # RE2 (pyarrow) and Python re agree on this pattern: ASCII word boundaries.
            pats[g] = r"(?i)\b(?:" + "|".join(re.escape(w) for w in ws) + r")\b" if ws else None
        self._res_patterns = pats

    def lexicon_checksums(self) -> dict[str, str]:
        from cdaprep.lexicon_files import read_lexicon

        lex = read_lexicon(self.lexicon)
        return {lex.name: lex.checksum}

    def _count(self, texts: list, pattern: str | None) -> np.ndarray:
        import pyarrow as pa
        import pyarrow.compute as pc

        if pattern is None:
            return np.zeros(len(texts), dtype=np.int64)
        arr = pa.array(texts, pa.string())
        return pc.count_substring_regex(arr, pattern).fill_null(0).to_numpy(zero_copy_only=False)

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self.setup()
        n = len(batch)
        female = np.zeros(n, dtype=np.int64)
        male = np.zeros(n, dtype=np.int64)
        for col in as_list(self.text_column):
            mask = text_mask(batch[col], ctx, col)
            texts = [v if m else None for v, m in zip(batch[col].tolist(), mask)]
            female += self._count(texts, self._res_patterns["female"])
            male += self._count(texts, self._res_patterns["male"])
        if self.rule == "strict":
            out = np.where(
                (female > 0) & (male > 0),
                "mixed",
                np.where(female > 0, "female", np.where(male > 0, "male", "none")),
            )
        else:
            out = np.where(
                female > male,
                "female",
                np.where(male > female, "male", np.where(female > 0, "mixed", "none")),
            )
        for v in GROUP_VALUES:
            ctx.count(f"assigned:{v}", int((out == v).sum()))
        new = {self.group_column: pd.array(out.tolist(), dtype="string[pyarrow]")}
        if self.counts_column:
            new[self.counts_column] = [
                {"female": int(f), "male": int(m)} for f, m in zip(female, male)
            ]
        return batch.assign(**new)
