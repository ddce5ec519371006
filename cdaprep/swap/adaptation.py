"""The adaptation pass (``adapt=True``, ``--adapt``): what a swap learns from the dataset itself.

One statistics pass over the texts collects, per batch, two small partials:

* the self-labelled ``his``/``him`` contexts that continue the training of the her/his model
  (:func:`cdaprep.swap.disambiguator.collect_contexts`);
* with ``names=True``, how each first name of the name list is used across the dataset
  (:func:`cdaprep.swap.name_evidence.count_names`).

:func:`merge_adaptation` adds the partials up and :func:`fit_adaptation` turns them into one
:class:`~cdaprep.swap.disambiguator.AdaptedState` (the adapted model and the per-name decisions),
which a swapper takes as its ``disambiguator``. Counts add up, contexts are sorted before
training and names are decided from totals, so the state is the same whatever the batch split,
the order of the partials or the number of processes, and deterministic for a seed.

A swapping step with ``adapt=True`` runs this pass as a fitted step (on every engine); for
direct use, :func:`adapt` fits on a list of texts:

Examples
--------
>>> from cdaprep.swap import GenderSwapper
>>> texts = ["Mr. Arthur said so.", "Dr. Arthur came.", "Arthur said she was right.", "I saw her."]
>>> state = adapt(texts, names=True)
>>> state.names.get("arthur")
'strong'
>>> GenderSwapper(names=True, disambiguator=state).swap(texts[2])
'Arthur said he was right.'
>>> GenderSwapper(names=True).swap(texts[2])
'Ann said he was right.'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cdaprep.swap.disambiguator import (
    AdaptedState,
    ContextCounts,
    collect_contexts,
    fit_adapted,
    merge_contexts,
)
from cdaprep.swap.name_evidence import NameCounts, count_names, decide_names, merge_name_counts
from cdaprep.swap.options import SwapOptions

__all__ = [
    "AdaptationCounts",
    "collect_adaptation",
    "merge_adaptation",
    "fit_adaptation",
    "adapt",
]


@dataclass
class AdaptationCounts:
    """The partial statistics of the adaptation pass for some texts (picklable, mergeable):
    the his/him ``contexts`` and, when names are swapped, the ``names`` usage counts."""

    contexts: ContextCounts
    names: NameCounts | None = None


def _counting_swapper(options: SwapOptions):
    """The swapper whose name list the counts use: the options' lexicon and never-swap words,
    names on, no adapted state (the pass runs before there is one)."""
    from cdaprep.swap import get_swapper

    return get_swapper(
        "flip", SwapOptions(names=True, lexicon=options.lexicon, never_swap=options.never_swap)
    )


def collect_adaptation(
    texts: Iterable[str | None], options: SwapOptions | None = None
) -> AdaptationCounts:
    """The partial statistics of a batch of texts (name usages only with ``options.names``).

    Examples
    --------
    >>> c = collect_adaptation(["He saw him. Sir Walter came."], SwapOptions(names=True))
    >>> c.contexts.n_examples, c.names.usage("walter")["given"]
    (1, 1)
    """
    options = options or SwapOptions()
    texts = [t for t in texts if isinstance(t, str) and t]
    contexts = collect_contexts(texts)
    names = count_names(texts, _counting_swapper(options)) if options.names else None
    return AdaptationCounts(contexts, names)


def merge_adaptation(partials: Iterable[AdaptationCounts]) -> AdaptationCounts:
    """Add up the partials of every batch (order and split do not matter)."""
    partials = list(partials)
    contexts = merge_contexts(p.contexts for p in partials)
    named = [p.names for p in partials if p.names is not None]
    return AdaptationCounts(contexts, merge_name_counts(named) if named else None)


def fit_adaptation(counts: AdaptationCounts, *, seed: int = 0) -> AdaptedState:
    """The adapted state: the her/his model trained further on the contexts
    (:func:`~cdaprep.swap.disambiguator.fit_adapted`, seeded) and, with name counts, the
    per-name decisions (:func:`~cdaprep.swap.name_evidence.decide_names`)."""
    state = fit_adapted(counts.contexts, seed=seed)
    if counts.names is not None:
        state = dataclasses.replace(state, names=decide_names(counts.names))
    return state


def adapt(
    texts: Iterable[str | None],
    *,
    names: bool = False,
    seed: int = 0,
    lexicon: str | Path | list | None = None,
    never_swap: Any = None,
) -> AdaptedState:
    """Fit the adaptation on a list of texts in one go (what ``adapt=True`` does in a step):
    pass the result as ``disambiguator`` to :class:`~cdaprep.swap.GenderSwapper`,
    :func:`~cdaprep.swap.swap_gender` or :class:`~cdaprep.swap.SwapOptions`.

    Parameters
    ----------
    texts : iterable of str
        The whole dataset (the name decisions are about the dataset, not one text).
    names : bool
        Also count the first names' usages and decide them (for a swap with ``names=True``).
    seed : int
        Seed of the her/his model's training order.
    lexicon, never_swap
        As for the swap, so the names counted are the names swapped.

    Returns
    -------
    AdaptedState

    Examples
    --------
    >>> state = adapt(["They made him captain.", "He lost his keys."], seed=1)
    >>> state.summary()["examples"], state.names is None
    (2, True)
    """
    opts = SwapOptions(names=names, lexicon=lexicon, never_swap=never_swap)
    return fit_adaptation(collect_adaptation(texts, opts), seed=seed)
