"""The swap check of ``cdaprep audit``: how well the swap reads "her" on the user's own text.

No gold labels are needed. A text whose gendered words are all male labels itself: every
``his`` before a word is a possessive and every ``him`` an object. The check takes such texts
(a seeded sample the statistics pass keeps: :func:`sample_key`), turns their male pronouns
female by rule (:func:`cdaprep.swap.disambiguator.feminize`: he -> she, him -> her, his -> her
or hers), swaps them back with a ``to-male`` swap, and counts the pronoun slots restored. Each
``her`` must become ``his`` or ``him`` again, the decision the swap cannot read off the word:
the share right is an estimate of how the swap reads "her" on this data (and, the other way
round, "his" in a flip). ``benchmarks/swap_accuracy.py`` scores its held-out books and text
folders the same way.

With the default disambiguator the check also scores the in-domain adaptation (``--adapt``)
honestly: the sample is split in two halves by a hash of each text, the adaptation is fitted on
one half's self-labelled contexts and swaps the other half, and the other way round. It is fitted
on the sample only, so it understates what ``--adapt`` learns from a whole dataset.

Examples
--------
>>> rep = check_swap(["He gave his brother a book.", "They thanked him.", "She sang."], adapt=False)
>>> rep["pairs"], rep["her"]["slots"]
(2, 2)
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from collections.abc import Iterable, Sequence
from typing import Any

from cdaprep.audit.defaults import DEFAULT_SWAP_CHECK
from cdaprep.audit.intervals import wilson_interval

__all__ = [
    "DEFAULT_SWAP_CHECK",
    "FEMALE_PRONOUN",
    "MALE_OBJECT_OR_POSSESSIVE",
    "check_swap",
    "gold_pairs",
    "sample_key",
    "score_pairs",
]

#: A female pronoun anywhere, also in a pair the lexicon reads as neutral ("his or her", "s/he"):
#: made female, such a text would read "her or her", text nobody writes.
FEMALE_PRONOUN = re.compile(r"(?<![\w'\u2019])(she|her|hers|herself|s/he)(?![\w'\u2019])", re.I)
#: A text worth checking holds one of these (each becomes a "her" to decide).
MALE_OBJECT_OR_POSSESSIVE = re.compile(r"(?<![\w'\u2019])(his|him)(?![\w'\u2019])", re.I)
#: Characters shown on each side of a slot the swap got wrong.
_CONTEXT = 50


def sample_key(text: str) -> int:
    """A 64-bit hash of ``text``: the statistics pass keeps the texts with the smallest keys,
    the same sample whatever the batches, the engine or the order of the rows.

    Examples
    --------
    >>> sample_key("He ran.") == sample_key("He ran.")
    True
    """
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def gold_pairs(
    texts: Iterable[str], check: Any = None
) -> list[tuple[str, list[tuple[int, int, str]]]]:
    """Male-only texts made female by rule: ``(female_text, slots)`` per text, each slot
    ``(start, end, original word)`` in the female text.

    A text qualifies when the swapper ``check`` (default: a default
    :class:`~cdaprep.swap.GenderSwapper`) finds a male word and no female one in it, and it
    holds no female pronoun at all: "his or her" counts as neutral for the lexicon, but made
    female it would read "her or her".

    Examples
    --------
    >>> gold_pairs(["He saw him.", "She saw him.", "No one."])
    [('She saw her.', [(0, 3, 'He'), (8, 11, 'him')])]
    """
    return [(fem, slots) for _, fem, slots in _gold(texts, check)]


def _gold(texts: Iterable[str], check: Any = None) -> Iterable[tuple[int, str, list]]:
    """``(index, female_text, slots)`` of each text of ``texts`` that qualifies."""
    from cdaprep.swap import GenderSwapper
    from cdaprep.swap.disambiguator import feminize

    check = check or GenderSwapper()
    for i, p in enumerate(texts):
        g = check.genders(p)
        if "female" in g or "male" not in g or FEMALE_PRONOUN.search(p):
            continue
        fem, slots = feminize(p)
        if slots:
            yield i, fem, slots


def score_pairs(
    swapper: Any, pairs: Sequence[tuple[str, list[tuple[int, int, str]]]], failures: int = 0
) -> tuple[dict[str, list[int]], list[dict[str, str]]]:
    """Swap the female texts of ``pairs`` with ``swapper`` (a ``to-male``
    :class:`~cdaprep.swap.GenderSwapper`) and count the slots restored.

    Returns
    -------
    tally : dict
        ``{"her": [right, slots], "all": [right, slots]}``: the ``her`` slots and every
        pronoun slot.
    wrong : list of dict
        The first ``failures`` ``her`` slots read wrong, in the male text as written:
        ``before``, ``word`` (as written), ``read`` (what the swap wrote), ``after``.

    Examples
    --------
    >>> from cdaprep.swap import GenderSwapper
    >>> score_pairs(GenderSwapper(direction="to-male"), gold_pairs(["He lost his keys."]))[0]
    {'her': [1, 1], 'all': [2, 2]}
    """
    results = swapper.swap_batch([t for t, _ in pairs])
    tally: dict[str, list[int]] = {"her": [0, 0], "all": [0, 0]}
    wrong: list[dict[str, str]] = []
    for (text, slots), (_, edits) in zip(pairs, results):
        new_at = {e.start: e.new for e in edits}
        male = None
        for s, e, orig in slots:
            got = new_at.get(s, text[s:e])
            ok = got.lower() == orig.lower()
            her = text[s:e].lower() == "her"
            tally["all"][0] += ok
            tally["all"][1] += 1
            if her:
                tally["her"][0] += ok
                tally["her"][1] += 1
            if her and not ok and len(wrong) < failures:
                if male is None:
                    male = _male_text(text, slots)
                ms, me = male[1][(s, e)]
                wrong.append(
                    {
                        "before": male[0][max(0, ms - _CONTEXT) : ms],
                        "word": orig,
                        "read": got,
                        "after": male[0][me : me + _CONTEXT],
                    }
                )
    return tally, wrong


def _male_text(
    text: str, slots: list[tuple[int, int, str]]
) -> tuple[str, dict[tuple[int, int], tuple[int, int]]]:
    """The male text a female gold text was made from, and where each slot is in it."""
    parts, where, pos, n = [], {}, 0, 0
    for s, e, orig in slots:
        parts.append(text[pos:s])
        n += s - pos
        where[(s, e)] = (n, n + len(orig))
        parts.append(orig)
        n += len(orig)
        pos = e
    parts.append(text[pos:])
    return "".join(parts), where


def _half(text: str) -> int:
    """0 or 1: the half of the sample a text falls in (a hash of its text)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()[0] & 1


def _rate(tally: list[int], confidence: float) -> dict[str, Any]:
    right, n = tally
    lo, hi = wilson_interval(right, n, confidence) if n else (None, None)
    return {
        "right": right,
        "slots": n,
        "accuracy": right / n if n else None,
        "ci_low": lo,
        "ci_high": hi,
    }


def check_swap(
    texts: Sequence[str],
    options: Any = None,
    *,
    adapt: bool = True,
    seed: int = 0,
    failures: int = 10,
    confidence: float = 0.95,
) -> dict[str, Any]:
    """How well the swap reads "her" on ``texts`` (see the module docstring).

    Parameters
    ----------
    texts : sequence of str
        The texts to check; those that are not male-only are skipped.
    options : SwapOptions or dict, optional
        The swap options of the run (lexicon, never-swap words, disambiguator, parser margin);
        ``names`` and ``adapt`` do not count: names are not scored, and the adaptation is
        scored on halves of ``texts`` (``adapt``).
    adapt : bool, default True
        Also score the in-domain adaptation fitted on the other half (with the default
        disambiguator only).
    seed : int
        Seed of the adaptation's training order.
    failures : int, default 10
        ``her`` slots read wrong to list.
    confidence : float, default 0.95
        Level of the Wilson intervals.

    Returns
    -------
    dict
        ``texts``, ``pairs`` (male-only texts checked), ``her`` and ``all_pronouns`` (``right``,
        ``slots``, ``accuracy``, ``ci_low``, ``ci_high``), ``disambiguator``, ``adapt``
        (``her`` of the adapted swap and ``contexts`` it was fitted on, both halves together;
        ``None`` when not scored) and ``wrong`` (slots read wrong: ``before``, ``word``,
        ``read``, ``after``).

    Examples
    --------
    >>> rep = check_swap(["He thanked him.", "He lost his keys."], adapt=False)
    >>> rep["her"]["right"], rep["her"]["slots"]
    (2, 2)
    """
    from cdaprep.swap import get_swapper
    from cdaprep.swap.options import SwapOptions

    if options is None or isinstance(options, dict):
        options = SwapOptions.from_mapping(options or {})
    base = dataclasses.replace(options, names=False, adapt=False)
    # the process's swapper for these options: its lexicons and spaCy pipelines load once
    swapper = get_swapper("to-male", base)
    texts = list(texts)
    gold = list(_gold(texts, swapper))
    pairs = [(fem, slots) for _, fem, slots in gold]
    tally, wrong = score_pairs(swapper, pairs, failures)
    dis = options.disambiguator
    out: dict[str, Any] = {
        "texts": len(texts),
        "pairs": len(pairs),
        "her": _rate(tally["her"], confidence),
        "all_pronouns": _rate(tally["all"], confidence),
        "disambiguator": dis if isinstance(dis, str) else type(dis).__name__,
        "adapt": None,
        "wrong": wrong,
    }
    if adapt and dis == "model" and tally["her"][1]:
        out["adapt"] = _adapted_halves(texts, gold, base, seed, confidence)
    return out


def _adapted_halves(
    texts: list[str], gold: list[tuple[int, str, list]], base: Any, seed: int, confidence: float
) -> dict[str, Any]:
    """The ``her`` slots of each half swapped with the adaptation fitted on the other half
    (``gold``: the ``(index, female_text, slots)`` of :func:`_gold`)."""
    from cdaprep.swap import GenderSwapper
    from cdaprep.swap.adaptation import adapt

    halves = [_half(t) for t in texts]
    right, n, contexts = 0, 0, 0
    for half in (0, 1):
        mine = [(fem, slots) for i, fem, slots in gold if halves[i] == half]
        if not mine:
            continue
        state = adapt(
            [t for t, h in zip(texts, halves) if h != half],
            seed=seed,
            lexicon=base.lexicon,
            never_swap=base.never_swap,
        )
        contexts += int(state.summary()["examples"])
        kw = dict(base.swapper_kwargs("to-male"), disambiguator=state)
        tally, _ = score_pairs(GenderSwapper(direction="to-male", **kw), mine)
        right += tally["her"][0]
        n += tally["her"][1]
    return {"her": _rate([right, n], confidence), "contexts": contexts}
