"""``assign-gender``: the gender of a text from explicit indicator words (BiasBios style)."""

from __future__ import annotations

from typing import ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import UsageError, check_choice
from cdaprep.steps.base import MapStep, StepContext, as_list, column_values, text_mask
from cdaprep.steps.registry import register_step

__all__ = [
    "AssignGender",
    "GROUP_VALUES",
    "GROUP_EXISTS",
    "GROUP_IS_TEXT",
    "USE_EXISTING",
    "NEUTRAL_GROUP",
]

#: Values written to the group column.
GROUP_VALUES = ("female", "male", "mixed", "none")
#: The extra value written with ``neutral=True``.
NEUTRAL_GROUP = "neutral"
#: Message when the group column exists already (tests compare it).
GROUP_EXISTS = (
    "column {column!r} already exists in the input, and assigning gender would replace it: "
    "pass --overwrite-group-column (overwrite=True) to replace it, --group-column NAME to "
    "write the assigned gender to another column, or {use_existing}"
)
#: How :data:`GROUP_EXISTS` says to keep the existing column, by where the step runs: ``step``
#: (a pipeline, ``augment --assign-gender``) or ``command`` (``cdaprep assign-gender``).
USE_EXISTING = {
    "step": "leave out --assign-gender (the assign-gender step) to use the existing column",
    "command": "keep the existing column and do not run assign-gender (the other commands "
    "read it with --group-column)",
}
#: Message when the group column is one of the text columns (tests compare it).
GROUP_IS_TEXT = (
    "--group-column (group_column) {column!r} is also a text column (--text-column); the "
    "assigned genders would replace the texts. Choose another --group-column (e.g. 'gender')"
)

#: RE2's end of an indicator word: the next character, if any, is no combining accent, soft
#: hyphen or joiner (the ``WORD_MARKS`` of :mod:`cdaprep.swap.swap_lexicon`).
_NO_MARK = r"(?:[^\pM\x{00AD}\x{200C}\x{200D}\x{2060}]|\z)"


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
        Also write ``{"female": n, "male": m}`` match counts per row (with ``neutral``, also
        ``"neutral": k``).
    neutral : bool, default False
        Add the group ``neutral`` for texts whose only indicators are neutral ones: the
        neopronouns of the shipped pronoun sets (xe, xem, xyr, ze, zir...), the title Mx and
        the reflexive "themself" (``lexicons/neutral_indicators.tsv``). Neutral indicators
        next to female or male ones make the text ``mixed`` (strict) or count as a third
        group (majority). Off by default, so two-group outputs (values, counts, manifest
        counters) are unchanged.
    singular_they : bool, default False
        With ``neutral``, also count they, them, their, theirs and themselves. *They* is
        mostly plural in real text (a biography mentioning "their children", a story about
        a group of friends), so it counts only when the data is known to use singular *they*
        for its subjects.
    neutral_lexicon : str, default "neutral_indicators"
        Packaged name or path of the neutral indicator list (columns ``word``, ``kind``;
        kinds ``neopronoun``, ``title`` and ``singular-they`` count, ``they`` only with
        ``singular_they``).
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
    >>> df = pd.DataFrame({"bio": ["Xe is a nurse.", "Mx. Li", "They left.", "Xe met her."]})
    >>> AssignGender(text_column="bio", neutral=True).transform(df)["gender"].tolist()
    ['neutral', 'neutral', 'none', 'mixed']
    """

    name: ClassVar[str] = "assign-gender"
    path_params: ClassVar[dict[str, str]] = {"lexicon": "file", "neutral_lexicon": "file"}

    def __init__(
        self,
        *,
        text_column: str | list[str] = "text",
        group_column: str = "gender",
        lexicon: str = "biasbios_indicators",
        rule: str = "strict",
        counts_column: str | None = None,
        neutral: bool = False,
        singular_they: bool = False,
        neutral_lexicon: str = "neutral_indicators",
        overwrite: bool = False,
    ):
        self.text_column = text_column
        self.overwrite = overwrite
        self.group_column = group_column
        self.lexicon = lexicon
        self.rule = rule
        self.counts_column = counts_column
        self.neutral = neutral
        self.singular_they = singular_they
        self.neutral_lexicon = neutral_lexicon
        if singular_they and not neutral:
            raise UsageError("AssignGender: singular_they=True needs neutral=True")
        check_choice(rule, ("strict", "majority"), param="rule", owner="AssignGender")
        if not as_list(text_column):
            raise UsageError("AssignGender needs at least one text column")
        if group_column in as_list(text_column):
            raise UsageError(GROUP_IS_TEXT.format(column=group_column))
        #: Which :data:`USE_EXISTING` hint a GROUP_EXISTS error gives (the command line sets
        #: "command" for ``cdaprep assign-gender``); not a parameter.
        self._use_existing = "step"

    def reads(self) -> list[str]:
        return as_list(self.text_column)

    def check_columns(self, columns) -> None:
        super().check_columns(columns)
        if self.group_column in list(columns) and not self.overwrite:
            raise UsageError(
                GROUP_EXISTS.format(
                    column=self.group_column,
                    use_existing=USE_EXISTING[getattr(self, "_use_existing", "step")],
                )
            )

    def writes(self) -> list[str]:
        return [self.group_column] + ([self.counts_column] if self.counts_column else [])

    def setup(self) -> None:
        if getattr(self, "_res_patterns", None) is not None:
            return
        import re

        from cdaprep.lexicon_files import load_indicators

        words = load_indicators(self.lexicon)
        if self.neutral:
            words = {**words, **{w: NEUTRAL_GROUP for w in self._neutral_words()}}
        pats = {}
        for g in self._groups():
            ws = sorted((w for w, gg in words.items() if gg == g), key=len, reverse=True)
            # RE2 (pyarrow), ASCII word boundaries; RE2 has no lookahead, so the character after
            # the word is taken along: no combining accent, soft hyphen or joiner (WORD_MARKS of
            # the swap lexicon), as a decomposed "He\u0301le\u0300ne" (Hélène) holds no "He".
            pats[g] = (
                r"(?i)\b(?:" + "|".join(re.escape(w) for w in ws) + r")\b" + _NO_MARK
                if ws
                else None
            )
        self._res_patterns = pats

    def _groups(self) -> tuple[str, ...]:
        return ("female", "male", NEUTRAL_GROUP) if self.neutral else ("female", "male")

    def _neutral_words(self) -> list[str]:
        from cdaprep.lexicon_files import lexicon_path, read_table

        kinds = {"neopronoun", "title", "singular-they"}
        if self.singular_they:
            kinds.add("they")
        _, _, rows = read_table(
            lexicon_path(self.neutral_lexicon), required=("word", "kind"), what="neutral lexicon"
        )
        return [r["word"].lower() for _, r in rows if r["kind"] in kinds]

    def lexicon_checksums(self) -> dict[str, str]:
        from cdaprep.lexicon_files import file_checksum, lexicon_path, read_lexicon

        lex = read_lexicon(self.lexicon)
        out = {lex.name: lex.checksum}
        if self.neutral:
            path = lexicon_path(self.neutral_lexicon)
            out[path.stem] = file_checksum(str(path))
        return out

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
        counts = {g: np.zeros(n, dtype=np.int64) for g in self._groups()}
        for col in as_list(self.text_column):
            mask = text_mask(batch[col], ctx, col)
            texts = [v if m else None for v, m in zip(column_values(batch[col]), mask)]
            for g, c in counts.items():
                c += self._count(texts, self._res_patterns[g])
        female, male = counts["female"], counts["male"]
        if self.neutral:
            out = _three_groups(counts, self.rule)
        elif self.rule == "strict":
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
        for v in GROUP_VALUES + ((NEUTRAL_GROUP,) if self.neutral else ()):
            ctx.count(f"assigned:{v}", int((out == v).sum()))
        new = {self.group_column: pd.array(out.tolist(), dtype="string[pyarrow]")}
        if self.counts_column:
            new[self.counts_column] = [{g: int(c[i]) for g, c in counts.items()} for i in range(n)]
        return batch.assign(**new)


def _three_groups(counts: dict[str, np.ndarray], rule: str) -> np.ndarray:
    """female / male / neutral / mixed / none from the three count arrays."""
    names = np.array(list(counts))
    m = np.stack(list(counts.values()), axis=1)
    top = m.max(axis=1)
    winner = names[m.argmax(axis=1)]
    if rule == "strict":
        present = (m > 0).sum(axis=1)
        return np.where(present == 0, "none", np.where(present == 1, winner, "mixed"))
    ties = (m == top[:, None]).sum(axis=1)
    return np.where(top == 0, "none", np.where(ties == 1, winner, "mixed"))
