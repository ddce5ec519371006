"""``dataset-jigsaw``: Jigsaw Unintended Bias / Civil Comments, built as in Chen, Ji and Evans
(2023), App. C.1.

Source columns: the comment (``comment_text`` in the Kaggle files, ``text`` in Civil Comments
exports), the toxicity score (``target`` in Kaggle ``train.csv``, ``toxicity`` in
``test_public_expanded.csv`` / ``test_private_expanded.csv`` and Civil Comments), and the
``female`` and ``male`` identity scores (fractions of annotators, 0.0-1.0; empty for comments
that were not annotated for identity).

Rules, in this order (each dropped row is counted once, under the first rule it fails):

1. a row whose ``female`` or ``male`` score is missing is dropped: ``dropped:missing_identity``;
2. a row whose toxicity is missing is dropped: ``dropped:missing_toxicity``;
3. a row with ``|female - male| <= 0.5`` (``min_gap``) is dropped: ``dropped:gender_gap``;
4. ``label`` = ``"toxic"`` when toxicity > 0.5 (``threshold``), else ``"non-toxic"``;
5. ``gender`` = ``"female"`` when female > male, else ``"male"`` (never a tie after rule 3).

Written columns: ``text`` (the comment, renamed from ``comment_text``), ``label``, ``gender``;
the scores and every other column are kept.
"""

from __future__ import annotations

from typing import ClassVar

import numpy as np
import pandas as pd

from cdaprep.datasets._common import pick_column
from cdaprep.errors import DataError, UsageError
from cdaprep.steps.base import MapStep, StepContext, text_mask
from cdaprep.steps.registry import register_step

__all__ = ["JigsawAdapter", "STEP"]


def _scores(series: pd.Series, name: str) -> np.ndarray:
    try:
        return pd.to_numeric(series, errors="raise").to_numpy(dtype=float, na_value=np.nan)
    except (TypeError, ValueError):
        bad = next(
            v
            for v in series.tolist()
            if v is not None and pd.isna(pd.to_numeric(v, errors="coerce"))
        )
        raise DataError(
            f"jigsaw: column {name!r} holds {bad!r}; scores must be numbers between 0 and 1"
        ) from None


@register_step
class JigsawAdapter(MapStep):
    """Jigsaw / Civil Comments to ``text`` / ``label`` / ``gender`` (App. C.1 rules).

    Parameters
    ----------
    text_column : str, optional
        Comment column (default: ``comment_text``, else ``text``).
    toxicity_column : str, optional
        Toxicity score (default: ``toxicity``, else ``target``).
    female_column, male_column : str
        Identity scores (default ``female`` and ``male``).
    threshold : float, default 0.5
        Toxic when toxicity > threshold.
    min_gap : float, default 0.5
        Rows with ``|female - male| <= min_gap`` are dropped.

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"comment_text": ["a", "b", "c"], "target": [0.8, 0.2, 0.9],
    ...                    "female": [0.9, 0.0, 0.5], "male": [0.0, 1.0, 0.4]})
    >>> Pipeline([JigsawAdapter()]).transform(df)[["label", "gender"]].values.tolist()
    [['toxic', 'female'], ['non-toxic', 'male']]
    """

    name: ClassVar[str] = "dataset-jigsaw"

    def __init__(
        self,
        *,
        text_column: str | None = None,
        toxicity_column: str | None = None,
        female_column: str = "female",
        male_column: str = "male",
        threshold: float = 0.5,
        min_gap: float = 0.5,
    ):
        self.text_column = text_column
        self.toxicity_column = toxicity_column
        self.female_column = female_column
        self.male_column = male_column
        self.threshold = threshold
        self.min_gap = min_gap
        for p, v in (("threshold", threshold), ("min_gap", min_gap)):
            if not isinstance(v, int | float) or isinstance(v, bool) or not 0 <= v <= 1:
                raise UsageError(
                    f"The {p!r} parameter of JigsawAdapter must be a number "
                    f"between 0 and 1. Got {v!r} instead."
                )

    def _sources(self, columns) -> tuple[str, str, str, str]:
        cols = list(columns)
        text = pick_column(
            cols,
            self.text_column,
            ("comment_text", "text"),
            what="comment",
            option="--text-column",
            dataset="jigsaw",
        )
        tox = pick_column(
            cols,
            self.toxicity_column,
            ("toxicity", "target"),
            what="toxicity",
            option="--jigsaw-toxicity-column",
            dataset="jigsaw",
        )
        fem = pick_column(
            cols, self.female_column, (), what="female", option="female_column", dataset="jigsaw"
        )
        male = pick_column(
            cols, self.male_column, (), what="male", option="male_column", dataset="jigsaw"
        )
        return text, tox, fem, male

    def check_columns(self, columns) -> None:
        self._sources(columns)

    def reads_from(self, columns: list[str]) -> list[str]:
        """The source columns picked from ``columns`` (Kaggle or Civil Comments names)."""
        return list(self._sources(columns))

    def writes(self) -> list[str]:
        return ["text", "label", "gender"]

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        text_src, tox_src, fem_src, male_src = self._sources(batch.columns)
        fem = _scores(batch[fem_src], fem_src)
        male = _scores(batch[male_src], male_src)
        tox = _scores(batch[tox_src], tox_src)
        miss_id = np.isnan(fem) | np.isnan(male)
        miss_tox = np.isnan(tox) & ~miss_id
        with np.errstate(invalid="ignore"):
            gap = ~miss_id & ~miss_tox & ~(np.abs(fem - male) > self.min_gap)
        ctx.count("dropped:missing_identity", int(miss_id.sum()))
        ctx.count("dropped:missing_toxicity", int(miss_tox.sum()))
        ctx.count("dropped:gender_gap", int(gap.sum()))
        keep = ~(miss_id | miss_tox | gap)
        b = batch.loc[keep].reset_index(drop=True)
        label = np.where(tox[keep] > self.threshold, "toxic", "non-toxic").astype(object)
        gender = np.where(fem[keep] > male[keep], "female", "male").astype(object)
        text_mask(b[text_src], ctx, "text")
        out = b.rename(columns={text_src: "text"}) if text_src != "text" else b
        out = out.assign(label=label, gender=gender)
        front = ["text", "label", "gender"]
        return out[front + [c for c in out.columns if c not in front]]


STEP = JigsawAdapter
