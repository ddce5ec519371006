"""Counterfactual data augmentation (``cda``) and paired evaluation sets (``pairs``)."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.errors import DataError, UsageError, check_choice
from cdaprep.groups import (
    DEFAULT_GROUP_MAP,
    UNASSIGNED,
    GroupColumn,
    canonical_group,
    counterfactual_group_map,
    group_list,
    null_token_hint,
)
from cdaprep.groups import read_group_column as _group_values
from cdaprep.rng import derive_ids, stream_key, uniform
from cdaprep.steps.base import (
    ROW_ID,
    StepContext,
    as_list,
    column_values,
    row_ref,
    text_column_like,
    with_text_dtypes,
)
from cdaprep.steps.registry import register_step
from cdaprep.steps.swapstep import SwapStep
from cdaprep.swap.pronouns import from_neutral, singular_sets

__all__ = [
    "CounterfactualAugment",
    "CounterfactualPairs",
    "PAIR_ID",
    "ROLE",
    "HAS_GENDERED",
    "ORIGINAL_GROUP",
    "DEFAULT_GROUP_MAP",
    "PAIR_GROUPS",
]

#: Row id of the original a row was made from (shared by the rows of a pair).
PAIR_ID = "cda_pair_id"
#: ``original`` or ``counterfactual``.
ROLE = "cda_role"
#: Whether the original text holds a gendered word (pairs).
HAS_GENDERED = "cda_has_gendered_word"
#: The original row's group (pairs).
ORIGINAL_GROUP = "cda_original_group"
#: The groups a paired evaluation set can intervene on (each a direction of the swapper).
PAIR_GROUPS = ("female", "male", "neutral")

_CF_TAG = 1  # derived row id of a counterfactual
#: Default probability of counterfactual substitution (``mode="replace"``).
DEFAULT_P = 0.5

#: Message of a group value a counterfactual step cannot map (tests compare it).
UNKNOWN_GROUP = (
    "{row} has {value!r} in group column {column!r}; {owner} needs one of {expected} "
    "(any case), or an empty cell (passed through as unassigned). Map the values to these "
    "first{fix}"
)

#: How to give CDA a group it cannot map (the augment command has no option for ``group_map``).
CDA_GROUP_MAP_FIX = (
    ", or give the cda step group_map, the counterfactual group of other values, added to "
    "female <-> male (e.g. neutral: neutral, so a neutral row's counterfactual flips its he/she "
    "words and stays neutral), in Python or in a `cdaprep run` config: augment has no option "
    "for it"
)


#: Error of an input that already has a column a counterfactual step adds (tests compare it).
CDA_COLUMN_EXISTS = (
    "the input of step {step!r} already has column {column!r}, which {step} writes ({what}); "
    "running it would replace the input's values. Rename the column in the input first (e.g. "
    "to {suggest!r}); if the input is already a paired evaluation set (the output of cda or "
    "pairs, or of --dataset winobias / winogender), it needs no {step}: use it as it is"
)

_COLUMN_ROLES = {
    PAIR_ID: "the row id of each row's original",
    ROLE: "original or counterfactual",
    HAS_GENDERED: "whether the original text has a gendered word",
    ORIGINAL_GROUP: "the original row's group",
}


def check_added_columns(step: str, added: list[str], columns) -> None:
    """Raise a :class:`~cdaprep.errors.UsageError` when ``columns`` (the step's input) already
    has one of the ``added`` columns, naming the column and the fix (rename it).

    Examples
    --------
    >>> check_added_columns("cda", [PAIR_ID, ROLE], ["text", "gender"])
    >>> check_added_columns("cda", [PAIR_ID, ROLE], ["text", "cda_role"])
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: the input of step 'cda' already has column 'cda_role', ...
    """
    cols = list(columns)
    for c in added:
        if c in cols:
            raise UsageError(
                CDA_COLUMN_EXISTS.format(
                    step=step, column=c, what=_COLUMN_ROLES[c], suggest=f"source_{c}"
                )
            )


def read_group_column(
    batch: pd.DataFrame, column: str, ctx: StepContext, known, *, owner: str, fix: str = ""
) -> list:
    """The group column of ``batch`` as canonical values (:mod:`cdaprep.groups`): re-spelled
    values and missing cells are counted (``group_respelled``, ``group_missing``), a value
    that is neither in ``known`` nor unassigned is a :class:`~cdaprep.errors.DataError` naming
    the input row."""
    col: GroupColumn = _group_values(batch[column])
    values, respelled = col.values.tolist(), col.respelled
    ctx.count("group_respelled", respelled)
    ok = set(known) | set(UNASSIGNED)
    missing = 0
    for i, v in enumerate(values):
        if v is None:
            missing += 1
        elif v not in ok:
            raise DataError(
                UNKNOWN_GROUP.format(
                    row=row_ref(batch, i, ctx),
                    value=batch[column].iloc[i],
                    column=column,
                    owner=owner,
                    expected=", ".join(repr(g) for g in sorted(ok, key=str)),
                    fix=fix,
                )
                + null_token_hint([batch[column].iloc[i]])
            )
    ctx.count("group_missing", missing)
    return values


def group_column_like(values: list, like: pd.Series) -> pd.Series:
    """New values of a group column: ``values`` (user values and canonical groups) in the
    column's dtype; a categorical column gains the categories it lacks (``"male"`` beside the
    user's ``"Male"``) rather than losing them to NaN."""
    if isinstance(like.dtype, pd.CategoricalDtype):
        cats = list(like.cat.categories)
        new = [v for v in dict.fromkeys(values) if isinstance(v, str) and v not in cats]
        return pd.Series(pd.Categorical(values, categories=cats + new), index=like.index)
    return text_column_like(values, like)


@register_step
class CounterfactualAugment(SwapStep):
    """Counterfactual data augmentation: keep each row and add its gender-swapped twin.

    The counterfactual row has every text column swapped (``flip``), the group column set to the
    counterfactual group (female <-> male; other values unchanged; spelled as cdaprep spells
    groups: ``male`` for an original ``Female``), ``cda_pair_id`` = the original's row id and
    ``cda_role`` = ``counterfactual``; originals get ``cda_role`` = ``original`` and keep their
    group value as written (``Female``, `` male ``: read case- and space-insensitively, never
    re-spelled, as resampling and reweighing leave it). Each counterfactual directly follows its
    original.

    A row gets a counterfactual when one of its text columns holds a gendered word of the
    lexicon (a cheap lexicon check, no tagging, so statistics passes of later steps see exactly
    the rows the final pass makes). Rows with no gendered word get no duplicate unless
    ``no_gendered_word="keep"``.

    Parameters
    ----------
    text_columns : str or list of str
    group_column : str or None, default "gender"
        Set to the counterfactual group on counterfactual rows (originals keep theirs);
        ``None`` leaves groups alone.
    no_gendered_word : {"skip", "keep"}, default "skip"
        ``keep`` adds an (identical) counterfactual for rows without gendered words too.
    mode : {"augment", "replace"}, default "augment"
        ``replace``: counterfactual substitution - each row is replaced by its counterfactual
        with probability ``p`` (seeded per row), so the row count does not change.
    p : float, default 0.5
        With ``mode="replace"``, the probability that a row is replaced. Another value with
        ``mode="augment"``, which would ignore it, is a :class:`~cdaprep.errors.UsageError`.
    group_map : dict, optional
        Counterfactual group of other group values, added to the default female <-> male
        (:func:`cdaprep.groups.counterfactual_group_map`): ``{"neutral": "neutral"}`` also
        gives neutral rows a counterfactual (their he/she words flipped, the group kept). An
        entry for ``female`` or ``male`` replaces the default one; a value the map does not
        name, other than none, mixed or a missing one, is an error naming the row.
    **swap
        The swap options (``names``, ``lexicon``, ``never_swap``, ``spacy_model``): see
        :class:`cdaprep.swap.SwapOptions`.

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"text": ["She is a nurse.", "The nurse."], "gender": ["female", "none"]})
    >>> out = Pipeline([CounterfactualAugment(text_columns="text")]).transform(df)
    >>> out[["text", "gender", "cda_role"]].values.tolist()  # doctest: +NORMALIZE_WHITESPACE
    [['She is a nurse.', 'female', 'original'], ['He is a nurse.', 'male', 'counterfactual'],
     ['The nurse.', 'none', 'original']]
    """

    name: ClassVar[str] = "cda"

    def __init__(
        self,
        *,
        text_columns: str | list[str] = "text",
        group_column: str | None = "gender",
        no_gendered_word: str = "skip",
        mode: str = "augment",
        p: float = DEFAULT_P,
        group_map: dict[str, str] | None = None,
        **swap: Any,
    ):
        self.text_columns = text_columns
        self.group_column = group_column
        self._init_swap(swap)
        self.no_gendered_word = no_gendered_word
        self.mode = mode
        self.p = p
        self.group_map = group_map
        check_choice(
            no_gendered_word,
            ("skip", "keep"),
            param="no_gendered_word",
            owner="CounterfactualAugment",
        )
        check_choice(mode, ("augment", "replace"), param="mode", owner="CounterfactualAugment")
        if not (isinstance(p, int | float) and 0 <= p <= 1):
            raise UsageError(
                f"The 'p' parameter of CounterfactualAugment must be a probability "
                f"in [0, 1]. Got {p!r} instead."
            )
        if mode != "replace" and p != DEFAULT_P:
            raise UsageError(
                f"The 'p' parameter of CounterfactualAugment applies to mode='replace', not to "
                f"mode={mode!r}: only replace draws the rows it swaps (each with probability p); "
                f"augment adds every counterfactual, so p={p!r} would be ignored. Pass "
                "mode='replace' or drop p"
            )
        if not as_list(text_columns):
            raise UsageError("CounterfactualAugment needs at least one text column")

    def reads(self) -> list[str]:
        return [*as_list(self.text_columns), *as_list(self.group_column)]

    def writes(self) -> list[str]:
        return [*self.reads(), PAIR_ID, ROLE]

    def check_columns(self, columns) -> None:
        """Also refuse an input that already has ``cda_pair_id`` or ``cda_role``."""
        super().check_columns(columns)
        check_added_columns(self.name, [PAIR_ID, ROLE], columns)

    def setup(self) -> None:
        self.swapper("flip")

    def _run(self, batch: pd.DataFrame, ctx: StepContext, swap: bool) -> pd.DataFrame:
        batch = with_text_dtypes(batch, self.text_columns)  # a category column: its new texts
        gm = counterfactual_group_map(self.group_map)
        if self.group_column:
            groups = read_group_column(
                batch,
                self.group_column,
                ctx,
                gm,
                owner="counterfactual augmentation",
                fix=CDA_GROUP_MAP_FIX,
            )
        ids = batch[ROW_ID].to_numpy()
        has = self.has_gendered(batch, ctx if swap else None)
        ctx.count("no_gendered_word", int((~has).sum()))
        if self.mode == "replace":
            u = uniform(stream_key(ctx.seed, ctx.key), ids)
            chosen = (u < self.p) & (has if self.no_gendered_word == "skip" else True)
        else:
            chosen = has if self.no_gendered_word == "skip" else np.ones(len(batch), dtype=bool)
        cf = batch[chosen].reset_index(drop=True)
        cf_groups = None
        if self.group_column and len(cf):
            # the counterfactual group, spelled canonically (new data); a missing or blank cell
            # stays as it is. Originals keep the user's value as written ("Female", " male ").
            cell = cf[self.group_column].tolist()
            cf_groups = [
                c if g is None else gm.get(g, g)
                for c, g in zip(cell, np.asarray(groups, dtype=object)[chosen])
            ]
        if swap and len(cf):
            swapped = self.swap_rows(cf, "flip", ctx)  # the columns keep their dtypes
            cf = cf.assign(**{c: text_column_like(v, cf[c]) for c, v in swapped.items()})
        if cf_groups is not None:
            cf[self.group_column] = group_column_like(cf_groups, cf[self.group_column])
        cf[PAIR_ID] = cf[ROW_ID].to_numpy()
        cf[ROLE] = "counterfactual"
        cf[ROW_ID] = derive_ids(cf[ROW_ID].to_numpy(), _CF_TAG) if len(cf) else cf[ROW_ID]
        ctx.count("counterfactuals", len(cf))
        orig = batch.assign(**{PAIR_ID: ids, ROLE: "original"})
        if self.mode == "replace":
            out = orig.copy()
            pos = np.flatnonzero(chosen)
            out = pd.concat([orig[~chosen], cf], ignore_index=True)
            order = np.concatenate([np.flatnonzero(~chosen), pos])
            return out.iloc[np.argsort(order, kind="stable")].reset_index(drop=True)
        if not len(cf):
            return orig
        # interleave: every counterfactual right after its original
        out = pd.concat([orig, cf], ignore_index=True)
        key = np.concatenate([np.arange(len(orig)) * 2, np.flatnonzero(chosen) * 2 + 1])
        return out.iloc[np.argsort(key, kind="stable")].reset_index(drop=True)

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        return self._run(batch, ctx, swap=True)

    def apply_stats(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        return self._run(batch, ctx, swap=False)


@register_step
class CounterfactualPairs(SwapStep):
    """Paired evaluation set: one row per intervened group for every row.

    For binary gender every row becomes two rows, do(G=female) and do(G=male), sharing
    ``cda_pair_id`` (the row id). The row whose group is the intervened group keeps the original
    text (``cda_role`` = ``original``); the other is rewritten with ``to-female`` /
    ``to-male`` (``counterfactual``). A row whose group is neither (``none``, ``mixed``,
    missing) gets both sides rewritten, both ``counterfactual``. The group column holds the
    intervened group (an ``original`` row keeps the value as written, ``Female``; a
    counterfactual row gets the group's name, ``male``), ``cda_original_group`` the row's own
    group as read (``female`` for ``Female``; empty for a missing or blank cell), and
    ``cda_has_gendered_word`` flags rows whose text had no gendered word (their two rows are
    identical), so metrics can include or exclude them.

    Parameters
    ----------
    text_columns : str or list of str
    group_column : str, default "gender"
    groups : list of str or str, default ("female", "male")
        The intervened groups, two or more of ``female``, ``male`` and ``neutral`` (a string
        is read as ``--groups`` is: ``"female,male,neutral"``): every row
        becomes one row per group, in this order, sharing ``cda_pair_id``; the ``neutral`` side
        is rewritten with ``to-neutral`` (singular *they* or the pronoun set of ``pronouns``,
        with verb agreement). A row of group ``neutral`` keeps its text on its own side; its
        female and male sides rewrite its gendered words and the forms of the singular pronoun
        sets (``xe``, ``ze``, ``pronouns`` when singular, *themself*) and the title Mx to the
        side's pronouns and title ("Xe reads xyr book" -> "She reads her book", counted as
        ``neutral_words_rewritten:G``). Rewriting *they* to *she* is not attempted (*they* is
        mostly plural), so the sides equal the row when it has none of these
        (``cda_has_gendered_word`` false).
    **swap
        The swap options: see :class:`cdaprep.swap.SwapOptions`.

    Examples
    --------
    >>> import pandas as pd
    >>> from cdaprep import Pipeline
    >>> df = pd.DataFrame({"text": ["She sings."], "gender": ["female"]})
    >>> out = Pipeline([CounterfactualPairs(text_columns="text")]).transform(df)
    >>> out[["text", "gender", "cda_role"]].values.tolist()
    [['She sings.', 'female', 'original'], ['He sings.', 'male', 'counterfactual']]
    """

    name: ClassVar[str] = "pairs"

    def __init__(
        self,
        *,
        text_columns: str | list[str] = "text",
        group_column: str = "gender",
        groups: str | list[str] | tuple[str, ...] = ("female", "male"),
        **swap: Any,
    ):
        self.text_columns = text_columns
        self.group_column = group_column
        # read as the group column is ("Female" is female), as augment's and metrics' --groups
        groups = group_list(groups, owner="CounterfactualPairs")
        self.groups = [canonical_group(g) for g in groups or ()]
        self._init_swap(swap)
        for g in self.groups:
            check_choice(g, PAIR_GROUPS, param="groups", owner="CounterfactualPairs")
        if len(set(self.groups)) != len(self.groups) or len(self.groups) < 2:
            raise UsageError(
                "The 'groups' parameter of CounterfactualPairs must name two or more different "
                f"groups of {', '.join(map(repr, PAIR_GROUPS))}. Got {self.groups!r} instead."
            )
        if not as_list(text_columns):
            raise UsageError("CounterfactualPairs needs at least one text column")

    def reads(self) -> list[str]:
        return [*as_list(self.text_columns), self.group_column]

    def writes(self) -> list[str]:
        return [*self.reads(), PAIR_ID, ROLE, HAS_GENDERED, ORIGINAL_GROUP]

    def check_columns(self, columns) -> None:
        """Also refuse an input that already has a ``cda_*`` column this step writes."""
        super().check_columns(columns)
        check_added_columns(self.name, [PAIR_ID, ROLE, HAS_GENDERED, ORIGINAL_GROUP], columns)

    def setup(self) -> None:
        for g in self.groups:
            self.swapper(f"to-{g}")

    @staticmethod
    def _from_neutral(swapped: dict, rows: np.ndarray, g: str, sets, ctx: StepContext) -> None:
        """Rewrite, in place, the singular neutral pronouns ("xe", "xyr", "themself") and the
        title Mx of the neutral rows ``rows`` of ``swapped`` toward ``g``."""
        for vals in swapped.values():
            for i in np.flatnonzero(rows):
                if isinstance(vals[i], str):
                    vals[i], n = from_neutral(vals[i], g, sets)
                    ctx.count(f"neutral_words_rewritten:{g}", n)

    def _has_neutral_form(self, frame: pd.DataFrame, sets) -> np.ndarray:
        """Whether a text column of each row holds a form :meth:`_from_neutral` rewrites."""
        has = np.zeros(len(frame), dtype=bool)
        for col in as_list(self.text_columns):
            for i, v in enumerate(column_values(frame[col])):
                has[i] |= isinstance(v, str) and from_neutral(v, "female", sets)[1] > 0
        return has

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        batch = with_text_dtypes(batch, self.text_columns)  # a category column: its new texts
        ids = batch[ROW_ID].to_numpy()
        has = self.has_gendered(batch, ctx)
        left_out = [g for g in PAIR_GROUPS if g not in self.groups]
        own = read_group_column(
            batch,
            self.group_column,
            ctx,
            self.groups,
            owner="a paired evaluation set",
            fix=f", or add {' or '.join(map(repr, left_out))} to the intervened groups "
            "(--groups; groups= in Python)"
            if left_out
            else "",
        )
        neutral = np.array([v == "neutral" for v in own], dtype=bool)
        sets = singular_sets(self.pronouns) if neutral.any() else []
        if neutral.any():  # a neutral row's neopronouns and Mx are gendered words too
            has[neutral] |= self._has_neutral_form(batch[neutral], sets)
        ctx.count("no_gendered_word", int((~has).sum()))
        base = batch.assign(
            **{
                PAIR_ID: ids,
                HAS_GENDERED: has,
                ORIGINAL_GROUP: group_column_like(own, batch[self.group_column]),
            }
        )
        sides = []
        cells = batch[self.group_column].tolist()
        for k, g in enumerate(self.groups):
            is_own = np.array([v == g for v in own], dtype=bool)
            side = base.copy()
            rewrite = ~is_own
            if rewrite.any():
                sub = side[rewrite]
                swapped = self.swap_rows(sub, f"to-{g}", ctx)
                if g != "neutral" and neutral.any():
                    self._from_neutral(swapped, neutral[rewrite], g, sets, ctx)
                for col, vals in swapped.items():
                    side[col] = side[col].astype(object)
                    side.loc[rewrite, col] = pd.Series(vals, index=sub.index, dtype=object)
                    side[col] = text_column_like(list(side[col]), base[col])  # its dtype
                side.loc[rewrite, ROW_ID] = derive_ids(ids[rewrite], 10 + k)
            # the intervened group; the original row keeps the user's value as written
            side[self.group_column] = group_column_like(
                [c if o else g for c, o in zip(cells, is_own)], base[self.group_column]
            )
            side[ROLE] = np.where(is_own, "original", "counterfactual")
            ctx.count(f"counterfactual:{g}", int(rewrite.sum()))
            sides.append(side)
        out = pd.concat(sides, ignore_index=True)
        n = len(batch)
        order = np.concatenate([np.arange(n) * len(sides) + k for k in range(len(sides))])
        return out.iloc[np.argsort(order, kind="stable")].reset_index(drop=True)
