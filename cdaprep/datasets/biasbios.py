"""``dataset-biasbios``: Bias in Bios (De-Arteaga et al. 2019) in the Hub's schema.

Source columns (either layout):

* Hub ``LabHC/bias_in_bios`` (the Ravfogel et al. 2020 split, MIT licence): ``hard_text``
  (the biography *without* its first sentence), ``profession`` (int64 0-27, :data:`PROFESSIONS`
  in the order of the dataset card: 0 accountant ... 27 yoga_teacher), ``gender`` (int64,
  0 = male, 1 = female).
* The Ravfogel et al. pickles: ``text`` (the whole biography), ``hard_text``, ``p`` (title
  string), ``g`` (``"m"`` / ``"f"``).

Written columns: ``text``, ``profession`` (title string, e.g. ``"software_engineer"``) and
``gender`` (``"female"`` / ``"male"``); the consumed source columns (``hard_text``, ``p``,
``g``) are dropped when renamed, every other column is kept.

``first_sentence=True`` is the construction of Chen, Ji and Evans (2023), App. B.2: the text is
the *whole* biography (first sentence kept, from ``full_text_column``, default ``text``) with the
occupation title replaced by ``_`` ("Alice is a nurse working at a hospital" -> "Alice is a _
working at a hospital"). Replaced: the title of the row's own profession (``mask="own"``,
default) or of all 28 (``mask="all"``), case-insensitive, whole words, singular or plural
("nurse", "Nurses"); a multi-word title ("software engineer") becomes one ``_`` and its head
noun alone ("engineer") is replaced too. The Hub's ``LabHC/bias_in_bios`` has no full biography,
so this option needs the pickles' ``text`` column.

Rows without a profession or a gender are dropped (``dropped:missing_profession``,
``dropped:missing_gender``); an unknown code (a profession outside 0-27, a gender other than
0/1/m/f/male/female) is a data error naming the row. Missing or empty texts pass through and are
counted (``text_missing:text``...), as everywhere in cdaprep.
"""

from __future__ import annotations

import re
from typing import ClassVar

import numpy as np
import pandas as pd

from cdaprep.datasets._common import is_missing, pick_column
from cdaprep.errors import DataError, UsageError, check_choice
from cdaprep.steps.base import MapStep, StepContext, row_ref, text_mask
from cdaprep.steps.registry import register_step

__all__ = ["BiasBiosAdapter", "PROFESSIONS", "GENDER_CODES", "STEP"]

#: ``LabHC/bias_in_bios`` profession codes 0..27 (from its dataset card).
PROFESSIONS = (
    "accountant",
    "architect",
    "attorney",
    "chiropractor",
    "comedian",
    "composer",
    "dentist",
    "dietitian",
    "dj",
    "filmmaker",
    "interior_designer",
    "journalist",
    "model",
    "nurse",
    "painter",
    "paralegal",
    "pastor",
    "personal_trainer",
    "photographer",
    "physician",
    "poet",
    "professor",
    "psychologist",
    "rapper",
    "software_engineer",
    "surgeon",
    "teacher",
    "yoga_teacher",
)

#: Gender codes of the two layouts -> cdaprep group values.
GENDER_CODES = {
    0: "male",
    1: "female",
    "m": "male",
    "f": "female",
    "male": "male",
    "female": "female",
    "0": "male",
    "1": "female",
}


def _plural(word: str) -> str:
    return word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")


def _title_pattern(professions) -> re.Pattern:
    alts: list[str] = []
    for p in professions:
        words = str(p).replace("_", " ").split()
        if not words:
            continue
        phrases = [" ".join(words)]
        if len(words) > 1:
            phrases.append(words[-1])
        for ph in phrases:
            alts += [_plural(ph), ph]
    alts = sorted(set(alts), key=len, reverse=True)
    body = "|".join(re.escape(a).replace(r"\ ", r"\s+") for a in alts)
    return re.compile(rf"(?i)(?<![\w-])(?:{body})(?![\w-])")


@register_step
class BiasBiosAdapter(MapStep):
    """Bias in Bios to ``text`` / ``profession`` / ``gender`` (see the module docstring).

    Parameters
    ----------
    text_column : str, optional
        Source text (default: ``hard_text``).
    label_column : str, optional
        Source profession (default: ``profession``, else ``p``).
    gender_column : str, optional
        Source gender (default: ``gender``, else ``g``).
    first_sentence : bool, default False
        App. B.2: use the whole biography with occupation titles replaced by ``_``.
    full_text_column : str, default "text"
        The whole biography, for ``first_sentence``.
    mask : {"own", "all"}, default "own"
        Titles replaced with ``first_sentence``: the row's own profession, or all 28.

    Examples
    --------
    >>> df = pd.DataFrame({"text": ["Alice is a nurse. She works at a hospital."],
    ...                    "hard_text": ["She works at a hospital."], "p": ["nurse"], "g": ["f"]})
    >>> from cdaprep import Pipeline
    >>> Pipeline([BiasBiosAdapter(first_sentence=True)]).transform(df)["text"][0]
    'Alice is a _. She works at a hospital.'
    """

    name: ClassVar[str] = "dataset-biasbios"

    def __init__(
        self,
        *,
        text_column: str | None = None,
        label_column: str | None = None,
        gender_column: str | None = None,
        first_sentence: bool = False,
        full_text_column: str = "text",
        mask: str = "own",
    ):
        self.text_column = text_column
        self.label_column = label_column
        self.gender_column = gender_column
        self.first_sentence = first_sentence
        self.full_text_column = full_text_column
        self.mask = mask
        check_choice(mask, ("own", "all"), param="mask", owner="BiasBiosAdapter")

    def _sources(self, columns) -> tuple[str, str, str]:
        if self.first_sentence:
            if self.full_text_column not in list(columns):
                raise UsageError(
                    f"--biasbios-first-sentence (App. B.2) needs the whole biography, with its "
                    f"first sentence, in column {self.full_text_column!r}, which the input lacks "
                    f"(columns: {', '.join(map(str, columns))}). LabHC/bias_in_bios has only "
                    "'hard_text' (first sentence removed); use the Ravfogel et al. pickles' "
                    "'text' column or name yours with --biasbios-full-text-column"
                )
            text = self.full_text_column
        else:
            text = pick_column(
                columns,
                self.text_column,
                ("hard_text",),
                what="text",
                option="--text-column",
                dataset="biasbios",
            )
        label = pick_column(
            columns,
            self.label_column,
            ("profession", "p"),
            what="profession",
            option="--label-column",
            dataset="biasbios",
        )
        gender = pick_column(
            columns,
            self.gender_column,
            ("gender", "g"),
            what="gender",
            option="gender_column=... (Python API) or a column named 'gender'",
            dataset="biasbios",
        )
        return text, label, gender

    def check_columns(self, columns) -> None:
        self._sources(list(columns))

    def reads_from(self, columns: list[str]) -> list[str]:
        """The source columns picked from ``columns`` (either layout)."""
        return list(self._sources(list(columns)))

    def writes(self) -> list[str]:
        return ["text", "profession", "gender"]

    def _professions(self, values: pd.Series, b: pd.DataFrame, ctx: StepContext) -> np.ndarray:
        out = np.empty(len(values), dtype=object)
        for k, v in enumerate(values.tolist()):
            if isinstance(v, str):
                out[k] = v.strip().lower().replace(" ", "_")
                continue
            try:
                code = int(v)
            except (TypeError, ValueError):
                code = -1
            if code != v or not 0 <= code < len(PROFESSIONS):
                raise DataError(
                    f"biasbios: {row_ref(b, k, ctx)} has profession {v!r}; LabHC/bias_in_bios "
                    f"codes are integers 0-{len(PROFESSIONS) - 1} (or give the title as a string)"
                )
            out[k] = PROFESSIONS[code]
        return out

    def _genders(self, values: pd.Series, b: pd.DataFrame, ctx: StepContext) -> np.ndarray:
        out = np.empty(len(values), dtype=object)
        for k, v in enumerate(values.tolist()):
            key = v.strip().lower() if isinstance(v, str) else v
            if isinstance(key, float) and key.is_integer():
                key = int(key)
            g = GENDER_CODES.get(key) if isinstance(key, str | int) else None
            if g is None:
                raise DataError(
                    f"biasbios: {row_ref(b, k, ctx)} has gender {v!r}; use 0 (male) / 1 "
                    "(female) as in LabHC/bias_in_bios, or m/f, male/female"
                )
            out[k] = g
        return out

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        text_src, label_src, gender_src = self._sources(batch.columns)
        miss_label = is_missing(batch[label_src])
        miss_gender = is_missing(batch[gender_src]) & ~miss_label
        ctx.count("dropped:missing_profession", int(miss_label.sum()))
        ctx.count("dropped:missing_gender", int(miss_gender.sum()))
        keep = ~(miss_label | miss_gender)
        b = batch.loc[keep].reset_index(drop=True)
        prof = self._professions(b[label_src], b, ctx)
        gender = self._genders(b[gender_src], b, ctx)
        texts = b[text_src]
        ok = text_mask(texts, ctx, "text")
        if self.first_sentence:
            vals = texts.tolist()
            own = self.mask == "own"
            pat_all = _title_pattern(PROFESSIONS) if not own else None
            n_rows = n_words = 0
            for k in np.flatnonzero(ok):
                pat = _title_pattern([prof[k]]) if own else pat_all
                new, n = pat.subn("_", vals[k])
                vals[k] = new
                n_rows += n > 0
                n_words += n
            ctx.count("masked_rows", n_rows)
            ctx.count("masked_titles", n_words)
            texts = pd.Series(vals, index=b.index, dtype=texts.dtype)
        drop = [
            c
            for c in (text_src, label_src, gender_src)
            if c not in ("text", "profession", "gender")
        ]
        out = b.drop(columns=drop)
        out = out.assign(text=texts.to_numpy(), profession=prof, gender=gender)
        front = ["text", "profession", "gender"]
        return out[front + [c for c in out.columns if c not in front]]


STEP = BiasBiosAdapter
