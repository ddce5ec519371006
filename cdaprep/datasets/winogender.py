"""``dataset-winogender``: WinoGender schemas (Rudinger et al. 2018) to a paired evaluation set.

Source: ``all_sentences.tsv``, tab-separated with a header ``sentid<TAB>sentence``; a ``sentid``
is ``<occupation>.<participant>.<answer>.<gender>.txt``, e.g.
``technician.customer.1.male.txt``, where ``answer`` 0 means the pronoun refers to the
occupation and 1 to the participant, and ``gender`` is ``male``, ``female`` or ``neutral``
(they/them/their). Every template is written three times, once per gender.
:func:`read_raw` reads the file as text (no value is parsed as a number or as missing).

Written (the format of ``cdaprep pairs``), one row per sentence:

* ``text``: the sentence; ``gender``: ``male``, ``female`` or ``neutral``;
* ``cda_pair_id``: ``"<occupation>.<participant>.<answer>"`` on the male and the female
  sentence, which form the pair; **neutral rows have no pair id (null) and ``cda_role``
  ``"neutral"``**, so pair-based metrics, which need exactly one original and one
  counterfactual per pair, leave them out while they stay available (``winogender_id`` groups
  all three sentences of a template, e.g. to compare a prediction on the neutral sentence with
  the gendered ones);
* ``cda_role``: ``original`` / ``counterfactual`` on the gendered rows. WinoGender has no
  original sentence, so the original of each pair is chosen by the parity of the first byte of
  ``sha256(cda_pair_id)``: fixed, about half female and half male, unrelated to occupation or
  referent (statistical metrics over originals see both genders);
* ``cda_has_gendered_word``: true for male and female rows, false for neutral rows;
* ``winogender_id``, ``occupation``, ``participant``, ``answer`` (0/1) and ``referent``
  (``occupation`` / ``participant``); the ``sentid`` column is kept.

Dropped and counted: rows whose ``sentid`` does not parse: ``dropped:unparsable``; a repeated
``sentid``: ``dropped:duplicate`` (the first is kept); every row of a template that lacks its
male or its female sentence: ``dropped:unpaired``.
"""

from __future__ import annotations

import csv
import hashlib
import os
import re
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError
from cdaprep.steps.base import ROW_ID, FittedStep, StepContext
from cdaprep.steps.registry import register_step

__all__ = ["WinoGenderAdapter", "read_raw", "parse_sentid", "original_gender", "STEP"]

_SENTID = re.compile(
    r"^(?P<occupation>[^.\s]+)\.(?P<participant>[^.\s]+)\.(?P<answer>[01])\."
    r"(?P<gender>male|female|neutral)\.txt$"
)
COLUMNS = [
    "text",
    "gender",
    "cda_pair_id",
    "cda_role",
    "cda_has_gendered_word",
    "winogender_id",
    "occupation",
    "participant",
    "answer",
    "referent",
]


def read_raw(path: str | os.PathLike) -> pd.DataFrame:
    """``all_sentences.tsv`` (or the folder holding it) as a DataFrame of strings.

    Examples
    --------
    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "all_sentences.tsv")
    >>> _ = open(p, "w").write("sentid\\tsentence\\nnurse.patient.0.male.txt\\tThe nurse ran.\\n")
    >>> read_raw(p).columns.tolist()
    ['sentid', 'sentence']
    """
    p = Path(path)
    if p.is_dir():
        p = p / "all_sentences.tsv"
    if not p.is_file():
        raise UsageError(f"WinoGender input {str(p)!r} does not exist (expected all_sentences.tsv)")
    df = pd.read_csv(p, sep="\t", dtype=str, keep_default_na=False, quoting=csv.QUOTE_NONE)
    for c in ("sentid", "sentence"):
        if c not in df.columns:
            raise DataError(
                f"{str(p)!r} has no {c!r} column (header: {', '.join(df.columns)}); WinoGender's "
                "all_sentences.tsv starts with the header 'sentid<TAB>sentence'"
            )
    return df


def parse_sentid(sentid: Any) -> dict[str, Any] | None:
    """Fields of a WinoGender ``sentid`` (``None`` when it does not parse).

    Examples
    --------
    >>> parse_sentid("technician.customer.1.male.txt")["referent"]
    'participant'
    """
    m = _SENTID.match(sentid.strip()) if isinstance(sentid, str) else None
    if m is None:
        return None
    d = m.groupdict()
    answer = int(d["answer"])
    return {
        "occupation": d["occupation"],
        "participant": d["participant"],
        "answer": answer,
        "referent": "occupation" if answer == 0 else "participant",
        "gender": d["gender"],
        "winogender_id": f"{d['occupation']}.{d['participant']}.{answer}",
    }


def original_gender(pair_id: str) -> str:
    """Which sentence of a pair is the ``original``: female when the first byte of
    ``sha256(pair_id)`` is even, else male.

    Examples
    --------
    >>> original_gender("technician.customer.1") in ("female", "male")
    True
    """
    return "female" if hashlib.sha256(pair_id.encode()).digest()[0] % 2 == 0 else "male"


@register_step
class WinoGenderAdapter(FittedStep):
    """WinoGender ``sentid`` / ``sentence`` rows to a paired evaluation set (module docstring).

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> raw = pd.DataFrame({"sentid": [f"nurse.patient.0.{g}.txt"
    ...                                for g in ("male", "female", "neutral")],
    ...                     "sentence": ["he", "she", "they"]})
    >>> out = Pipeline([WinoGenderAdapter()]).transform(raw)
    >>> sorted(out["cda_role"])
    ['counterfactual', 'neutral', 'original']
    """

    name: ClassVar[str] = "dataset-winogender"

    def __init__(self, *, id_column: str = "sentid", text_column: str = "sentence"):
        self.id_column = id_column
        self.text_column = text_column

    def reads(self) -> list[str]:
        return [self.id_column, self.text_column]

    def fit_columns(self) -> list[str]:
        return [self.id_column]

    def writes(self) -> list[str]:
        return list(COLUMNS)

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> list:
        return list(zip(batch[self.id_column].tolist(), batch[ROW_ID].tolist()))

    def fit(self, partials: list, ctx: StepContext) -> WinoGenderAdapter:
        first: dict[str, Any] = {}
        genders: dict[str, set] = {}
        for part in partials:
            for sentid, rid in part:
                r = parse_sentid(sentid)
                if r is None or sentid in first:
                    continue
                first[sentid] = rid
                genders.setdefault(r["winogender_id"], set()).add(r["gender"])
        self.first_row_ = first
        self.complete_ = sorted(t for t, g in genders.items() if {"male", "female"} <= g)
        self.templates_ = len(genders)
        return self

    def fit_report(self) -> dict[str, Any]:
        return {"templates": self.templates_, "complete_pairs": len(self.complete_)}

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self._check_fitted()
        complete = set(self.complete_)
        rows, keep = [], []
        ids = batch[ROW_ID].tolist() if ROW_ID in batch.columns else [None] * len(batch)
        for k, (sentid, text, rid) in enumerate(
            zip(batch[self.id_column].tolist(), batch[self.text_column].tolist(), ids)
        ):
            r = parse_sentid(sentid)
            if r is None:
                ctx.count("dropped:unparsable")
                continue
            if rid is not None and self.first_row_.get(sentid) != rid:
                ctx.count("dropped:duplicate")
                continue
            tid = r["winogender_id"]
            if tid not in complete:
                ctx.count("dropped:unpaired")
                continue
            g = r["gender"]
            if g == "neutral":
                pid, role = None, "neutral"
            else:
                pid = tid
                role = "original" if g == original_gender(tid) else "counterfactual"
            rows.append(
                {
                    "text": text,
                    "gender": g,
                    "cda_pair_id": pid,
                    "cda_role": role,
                    "cda_has_gendered_word": g != "neutral",
                    "winogender_id": tid,
                    "occupation": r["occupation"],
                    "participant": r["participant"],
                    "answer": r["answer"],
                    "referent": r["referent"],
                }
            )
            keep.append(k)
        parsed = pd.DataFrame(rows, columns=COLUMNS)
        # the same type whatever the batch holds (a batch of neutral rows only has no pair id)
        parsed["cda_pair_id"] = pd.Series([r["cda_pair_id"] for r in rows], dtype=object)
        rest = (
            batch.iloc[np.asarray(keep, dtype=np.int64)]
            .drop(columns=[self.text_column], errors="ignore")
            .reset_index(drop=True)
        )
        rest = rest.drop(columns=[c for c in COLUMNS if c in rest.columns])
        return pd.concat([parsed, rest], axis=1)


STEP = WinoGenderAdapter
