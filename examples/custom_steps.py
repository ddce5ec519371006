"""Two steps of one's own, the worked example of docs/steps.md.

``examples/custom_steps.toml`` names them by import path (``"custom_steps:Lowercase"``);
``cdaprep run`` finds this module because it sits in the config file's folder.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pandas as pd

from cdaprep.steps import FittedStep, MapStep, StepContext
from cdaprep.steps.base import as_list, text_column_like, text_mask


class Lowercase(MapStep):
    """A map step: lower-case text columns. Missing, empty and non-string cells pass through
    and are counted by :func:`~cdaprep.steps.base.text_mask`.

    Examples
    --------
    >>> Lowercase(text_columns="t").transform(pd.DataFrame({"t": ["She Sings", None]}))["t"][0]
    'she sings'
    """

    name: ClassVar[str] = "lowercase"

    def __init__(self, *, text_columns: str | list[str] = "text"):
        self.text_columns = text_columns

    def reads(self) -> list[str]:
        return as_list(self.text_columns)

    def writes(self) -> list[str]:
        return as_list(self.text_columns)

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        new = {}
        for col in as_list(self.text_columns):
            mask = text_mask(batch[col], ctx, col)
            values = [v.lower() if m else v for v, m in zip(batch[col].tolist(), mask)]
            ctx.count(f"lowercased:{col}", int(mask.sum()))
            new[col] = text_column_like(values, batch[col])
        return batch.assign(**new)  # a new frame: the input batch is never changed


class LabelShare(FittedStep):
    """A fitted step: the share of each label in the data, written to every row.

    ``collect`` returns small partial statistics per batch (label counts), ``fit`` merges them,
    ``apply`` works row by row with the fitted ``shares_``.

    Examples
    --------
    >>> df = pd.DataFrame({"y": ["a", "a", "b", "a"]})
    >>> LabelShare(label_column="y").fit_frame(df).shares_
    {'a': 0.75, 'b': 0.25}
    """

    name: ClassVar[str] = "label-share"

    def __init__(self, *, label_column: str = "label", share_column: str = "label_share"):
        self.label_column = label_column
        self.share_column = share_column

    def reads(self) -> list[str]:
        return [self.label_column]

    def writes(self) -> list[str]:
        return [self.share_column]

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> dict[Any, int]:
        return batch[self.label_column].value_counts(dropna=False).to_dict()

    def fit(self, partials: list, ctx: StepContext) -> LabelShare:
        counts: dict[Any, int] = {}
        for part in partials:
            for label, n in part.items():
                counts[label] = counts.get(label, 0) + int(n)
        total = sum(counts.values()) or 1
        self.shares_ = {label: n / total for label, n in sorted(counts.items(), key=str)}
        return self

    def fit_report(self) -> dict[str, Any]:
        return {"shares": {str(k): v for k, v in self.shares_.items()}}

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self._check_fitted()
        shares = [self.shares_.get(v) for v in batch[self.label_column].tolist()]
        return batch.assign(**{self.share_column: shares})
