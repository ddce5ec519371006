"""``dataset-winobias``: WinoBias (Zhao et al. 2018) files to a paired evaluation set.

Source: the files ``pro_stereotyped_type1.txt.dev``, ``anti_stereotyped_type1.txt.dev``,
``pro_stereotyped_type2.txt.dev``, ``anti_stereotyped_type2.txt.dev`` (and ``.test``), one
sentence a line as ``N <sentence>``, the referent occupation and its pronoun(s) in square
brackets: ``1 [The developer] argued with the designer because [he] did not like the design.``
Line ``N`` of a ``pro`` file and line ``N`` of the matching ``anti`` file are the same sentence
with the pronoun's gender flipped. :func:`read_raw` reads a folder of such files (or one file)
into rows ``file``, ``line_number``, ``line``.

Written (the format of ``cdaprep pairs``):

* ``text``: the sentence without its number and brackets;
* ``gender``: the gender of the bracketed pronoun(s) (he/him/his/himself -> ``male``,
  she/her/hers/herself -> ``female``) - the group of that row;
* ``cda_pair_id``: ``"<split>-type<k>-<N>"``, shared by the pro and the anti sentence;
* ``cda_role``: ``original`` for the pro-stereotyped sentence, ``counterfactual`` for the
  anti-stereotyped one (its gender-flipped version);
* ``cda_has_gendered_word``: always true (every kept sentence has a gendered pronoun);
* ``stereotype`` (``pro`` / ``anti``), ``occupation`` (the bracketed referent, lower case,
  without its article), ``type`` (1 or 2), ``split`` (``dev`` / ``test``), ``sentence_id`` (N).

Dropped and counted: lines that do not parse (no number, no bracketed pronoun, pronouns of both
genders): ``dropped:unparsable``; sentences whose partner is missing: ``dropped:unpaired``;
pairs whose two sentences differ in more than the gendered pronouns (annotation slips in the
source): ``dropped:mismatched_pair`` (both rows). A fitted step: the pairs are checked in a
statistics pass before the rows are written.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.steps.base import FittedStep, StepContext
from cdaprep.steps.registry import register_step

__all__ = ["WinoBiasAdapter", "read_raw", "parse_line", "STEP", "FILE_PATTERN"]

#: File names of the WinoBias data.
FILE_PATTERN = re.compile(r"^(pro|anti)_stereotyped_type([12])\.txt\.(dev|test)$")
PRONOUNS = {
    "he": "male",
    "him": "male",
    "his": "male",
    "himself": "male",
    "she": "female",
    "her": "female",
    "hers": "female",
    "herself": "female",
}
_LINE = re.compile(r"^\s*(\d+)\s+(.*\S)\s*$")
_BRACKET = re.compile(r"\[([^\[\]]+)\]")
_ARTICLE = re.compile(r"^(?:the|a|an)\s+", re.I)
_WORD = re.compile(r"\w+")


def read_raw(path: str | os.PathLike) -> pd.DataFrame:
    """The lines of the WinoBias files in folder ``path`` (or of the one file ``path``).

    Examples
    --------
    >>> import tempfile, os
    >>> d = tempfile.mkdtemp()
    >>> _ = open(os.path.join(d, "pro_stereotyped_type1.txt.dev"), "w").write("1 [He] ran.\\n")
    >>> read_raw(d)[["file", "line_number"]].values.tolist()
    [['pro_stereotyped_type1.txt.dev', 1]]
    """
    p = Path(path)
    if not p.exists():
        raise UsageError(f"WinoBias input {str(p)!r} does not exist")
    files = sorted(f for f in p.iterdir() if FILE_PATTERN.match(f.name)) if p.is_dir() else [p]
    if not files:
        raise UsageError(
            f"no WinoBias files in {str(p)!r}; expected names like "
            "pro_stereotyped_type1.txt.dev and anti_stereotyped_type1.txt.dev"
        )
    rows: list[tuple[str, int, str]] = []
    for f in files:
        if not FILE_PATTERN.match(f.name):
            raise UsageError(
                f"{f.name!r} is not a WinoBias file name ({{pro,anti}}_stereotyped_type{{1,2}}"
                ".txt.{dev,test}); the name says which set a line belongs to"
            )
        with open(f, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                rows.append((f.name, n, line.rstrip("\r\n")))
    return pd.DataFrame(rows, columns=["file", "line_number", "line"])


def parse_line(file: str, line: str) -> dict[str, Any] | None:
    """One WinoBias line to its fields, or ``None`` when it does not parse.

    Examples
    --------
    >>> f = "anti_stereotyped_type1.txt.dev"
    >>> r = parse_line(f, "3 [The mechanic] gave a gift as [she] won.")
    >>> r["text"], r["gender"], r["occupation"], r["cda_pair_id"]
    ('The mechanic gave a gift as she won.', 'female', 'mechanic', 'dev-type1-3')
    """
    fm = FILE_PATTERN.match(str(file))
    m = _LINE.match(line) if isinstance(line, str) else None
    if fm is None or m is None:
        return None
    stereotype, typ, split = fm.group(1), int(fm.group(2)), fm.group(3)
    n, sentence = int(m.group(1)), m.group(2)
    spans = _BRACKET.findall(sentence)
    genders = {PRONOUNS[s.strip().lower()] for s in spans if s.strip().lower() in PRONOUNS}
    entities = [s.strip() for s in spans if s.strip().lower() not in PRONOUNS]
    if len(genders) != 1 or not entities:
        return None
    text = _BRACKET.sub(lambda mm: mm.group(1), sentence)
    return {
        "text": text,
        "gender": genders.pop(),
        "cda_pair_id": f"{split}-type{typ}-{n}",
        "cda_role": "original" if stereotype == "pro" else "counterfactual",
        "cda_has_gendered_word": True,
        "stereotype": stereotype,
        "occupation": _ARTICLE.sub("", entities[0]).lower(),
        "type": typ,
        "split": split,
        "sentence_id": n,
    }


def _skeleton(text: str) -> tuple[str, ...]:
    """The words of ``text`` with the gendered pronouns masked (pairs must agree on it)."""
    return tuple("<p>" if w in PRONOUNS else w for w in _WORD.findall(text.lower()))


COLUMNS = [
    "text",
    "gender",
    "cda_pair_id",
    "cda_role",
    "cda_has_gendered_word",
    "stereotype",
    "occupation",
    "type",
    "split",
    "sentence_id",
]


@register_step
class WinoBiasAdapter(FittedStep):
    """WinoBias lines (``file``, ``line``) to a paired evaluation set (module docstring).

    Examples
    --------
    >>> from cdaprep import Pipeline
    >>> raw = pd.DataFrame({"file": ["pro_stereotyped_type1.txt.dev",
    ...                              "anti_stereotyped_type1.txt.dev"],
    ...                     "line": ["1 [The cook] ran as [he] was late.",
    ...                              "1 [The cook] ran as [she] was late."]})
    >>> out = Pipeline([WinoBiasAdapter()]).transform(raw)
    >>> out[["gender", "cda_role"]].values.tolist()
    [['male', 'original'], ['female', 'counterfactual']]
    """

    name: ClassVar[str] = "dataset-winobias"

    def __init__(self, *, file_column: str = "file", line_column: str = "line"):
        self.file_column = file_column
        self.line_column = line_column

    def reads(self) -> list[str]:
        return [self.file_column, self.line_column]

    def writes(self) -> list[str]:
        return list(COLUMNS)

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> list:
        out = []
        for f, line in zip(batch[self.file_column].tolist(), batch[self.line_column].tolist()):
            r = parse_line(f, line)
            if r is not None:
                out.append((r["cda_pair_id"], r["cda_role"], _skeleton(r["text"])))
        return out

    def fit(self, partials: list, ctx: StepContext) -> WinoBiasAdapter:
        seen: dict[str, dict[str, list]] = {}
        for part in partials:
            for pid, role, skel in part:
                seen.setdefault(pid, {}).setdefault(role, []).append(skel)
        status: dict[str, str] = {}
        for pid, roles in seen.items():
            o, c = roles.get("original", []), roles.get("counterfactual", [])
            if len(o) != 1 or len(c) != 1:
                status[pid] = "unpaired"
            elif o[0] != c[0]:
                status[pid] = "mismatched_pair"
            else:
                status[pid] = "ok"
        self.pair_status_ = status
        return self

    def fit_report(self) -> dict[str, Any]:
        counts: dict[str, int] = {}
        for s in self.pair_status_.values():
            counts[s] = counts.get(s, 0) + 1
        return {"pairs": dict(sorted(counts.items()))}

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self._check_fitted()
        rows, keep = [], []
        for k, (f, line) in enumerate(
            zip(batch[self.file_column].tolist(), batch[self.line_column].tolist())
        ):
            r = parse_line(f, line)
            if r is None:
                ctx.count("dropped:unparsable")
                continue
            st = self.pair_status_.get(r["cda_pair_id"], "unpaired")
            if st != "ok":
                ctx.count(f"dropped:{st}")
                continue
            rows.append(r)
            keep.append(k)
        parsed = pd.DataFrame(rows, columns=COLUMNS)
        rest = (
            batch.iloc[np.asarray(keep, dtype=np.int64)]
            .drop(columns=[self.file_column, self.line_column, "line_number"], errors="ignore")
            .reset_index(drop=True)
        )
        rest = rest.drop(columns=[c for c in COLUMNS if c in rest.columns])
        return pd.concat([parsed, rest], axis=1)


STEP = WinoBiasAdapter
