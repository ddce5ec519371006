"""The debiasing methods of Chen, Ji and Evans (2023) as step lists.

=========  =====================================================================================
method     steps
=========  =====================================================================================
cda        CDA (each row plus its gender-swapped counterfactual)
os         Oversample (within each label, every gender up to the largest count)
us         Undersample (within each label, every gender down to the smallest count)
rw         Reweigh (Kamiran-Calders weights)
os-cda     resample-first: Oversample -> CDA;   cda-first: CDA -> Oversample per ``cda_role``
us-cda     resample-first: Undersample -> CDA;  cda-first: CDA -> Undersample per ``cda_role``
rw-cda     CDA -> Reweigh fitted on the originals; counterfactual weights by ``cf_weight``
=========  =====================================================================================

``resample-first`` (the paper's choice for BiasBios, Sec. 5.1) resamples the original rows and
then adds a counterfactual for every kept row, so every counterfactual sits next to its original
and is resampled with its original's gender. ``cda-first`` (the paper's choice for Jigsaw, App.
G.2) augments first and then resamples originals by their gender and counterfactuals by their
*counterfactual* gender, separately, so some pairs lose a member.

Examples
--------
>>> [s.name for s in build_preset("us-cda", text_columns="text", label_column="y")]
['undersample', 'cda']
>>> [s.name for s in build_preset("us-cda", text_columns="text", label_column="y",
...                                order="cda-first")]
['cda', 'undersample']
"""

from __future__ import annotations

from typing import Any

from cdaprep.errors import UsageError, check_choice

__all__ = ["METHODS", "ORDERS", "CF_WEIGHTS", "build_preset"]

METHODS = ("cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda")
ORDERS = ("resample-first", "cda-first")
CF_WEIGHTS = ("same", "counterfactual", "one")


def build_preset(
    method: str,
    *,
    text_columns: str | list[str] | None = None,
    label_column: str | None = None,
    group_column: str = "gender",
    order: str = "resample-first",
    cf_weight: str = "same",
    no_gendered_word: str = "skip",
    groups: str | list[str] | None = None,
    weight_column: str = "sample_weight",
    cda_mode: str = "augment",
    p: float = 0.5,
    swap: Any = None,
    **swap_options: Any,
) -> list:
    """The step list of a named method.

    Parameters
    ----------
    method : {"cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda"}
    text_columns : str or list of str
        Needed by every method with CDA.
    label_column : str
        Needed by every method with resampling or reweighting.
    order : {"resample-first", "cda-first"}
        For os-cda and us-cda (see the module docstring).
    cf_weight : {"same", "counterfactual", "one"}
        For rw-cda: the weight of counterfactual rows (paper App. G.2, Table 8).
    no_gendered_word, cda_mode, p
        Passed to :class:`~cdaprep.steps.CounterfactualAugment`.
    groups : list of str or str, optional
        Group values resampling and reweighing balance (default: every group but the
        unassigned ones: missing, ``none``, ``mixed``); a string is read as ``--groups`` is
        (``"female,male"``).
    swap : SwapOptions, optional
        Options of the swapper (:class:`cdaprep.swap.SwapOptions`); or give them as keywords
        (``names=True``, ``lexicon=...``).

    Returns
    -------
    list of Step
    """
    from cdaprep.steps.cda import ROLE, CounterfactualAugment
    from cdaprep.steps.resample import Oversample, Undersample
    from cdaprep.steps.reweigh import Reweigh
    from cdaprep.swap.options import SwapOptions

    swap = swap or SwapOptions.from_mapping(swap_options)
    check_choice(method, METHODS, param="method", owner="build_preset")
    check_choice(order, ORDERS, param="order", owner="build_preset")
    check_choice(cf_weight, CF_WEIGHTS, param="cf_weight", owner="build_preset")
    uses_cda = method == "cda" or method.endswith("-cda")
    uses_label = method != "cda"
    if uses_cda and not text_columns:
        raise UsageError(
            f"method {method!r} swaps gender in text: give the text column(s) (--text-column)"
        )
    if uses_label and not label_column:
        raise UsageError(
            f"method {method!r} balances labels: give the label column (--label-column)"
        )

    def cda() -> CounterfactualAugment:
        return CounterfactualAugment(
            text_columns=text_columns,
            group_column=group_column,
            no_gendered_word=no_gendered_word,
            mode=cda_mode,
            p=p,
            **swap.kwargs(),
        )

    def resample(cls, stratify=None):
        return cls(
            label_column=label_column, group_column=group_column, groups=groups, stratify=stratify
        )

    if method == "cda":
        return [cda()]
    if method in ("os", "us"):
        return [resample(Oversample if method == "os" else Undersample)]

    def reweigh(**kw):
        return Reweigh(
            label_column=label_column,
            group_column=group_column,
            weight_column=weight_column,
            groups=groups,
            **kw,
        )

    if method == "rw":
        return [reweigh()]
    if method == "rw-cda":
        return [cda(), reweigh(role_column=ROLE, cf_weight=cf_weight)]
    cls = Oversample if method == "os-cda" else Undersample
    if order == "resample-first":
        return [resample(cls), cda()]
    return [cda(), resample(cls, stratify=[ROLE])]
