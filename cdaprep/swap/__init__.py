"""Gender swapping: lexicon-driven, part-of-speech aware where it matters, fast.

Examples
--------
>>> from cdaprep.swap import swap_gender
>>> swap_gender(["She gave her book to him."])
['He gave his book to her.']
>>> swap_gender(["He is here."], direction="to-female")
['She is here.']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from cdaprep.swap.engine import (
    DIRECTIONS,
    DISAMBIGUATORS,
    Decision,
    Edit,
    GenderedSpan,
    GenderSwapper,
    match_case,
)
from cdaprep.swap.lexicon import Entry, SwapLexicon, load_swap_lexicon, read_never_swap

__all__ = [
    "swap_gender",
    "find_gendered_spans",
    "GenderSwapper",
    "Edit",
    "GenderedSpan",
    "DIRECTIONS",
    "DISAMBIGUATORS",
    "Decision",
    "Entry",
    "SwapLexicon",
    "load_swap_lexicon",
    "read_never_swap",
    "match_case",
]

_SWAPPERS: dict[tuple, GenderSwapper] = {}


def _swapper(
    direction, names, lexicon, never_swap, spacy_model, disambiguator="model"
) -> GenderSwapper:
    def build() -> GenderSwapper:
        return GenderSwapper(
            direction=direction,
            names=names,
            lexicon=lexicon,
            never_swap=never_swap,
            spacy_model=spacy_model,
            disambiguator=disambiguator,
        )

    if not isinstance(disambiguator, str):  # a model object: not cached by value
        return build()
    lex_key = tuple(map(str, lexicon)) if isinstance(lexicon, (list, tuple)) else lexicon
    ns_key = tuple(never_swap) if isinstance(never_swap, (list, tuple, set)) else never_swap
    key = (direction, bool(names), str(lex_key), str(ns_key), spacy_model, disambiguator)
    sw = _SWAPPERS.get(key)
    if sw is None:
        sw = build()
        if len(_SWAPPERS) > 16:
            _SWAPPERS.clear()
        _SWAPPERS[key] = sw
    return sw


def swap_gender(
    texts: Iterable[str],
    *,
    direction: str = "flip",
    names: bool = False,
    lexicon: str | Path | Sequence[str | Path] | None = None,
    never_swap: str | Path | Sequence[str] | None = None,
    spacy_model: str | None = None,
    disambiguator: Any = "model",
) -> list[str]:
    """Swap the gendered words of each text.

    Parameters
    ----------
    texts : iterable of str
        The texts (a single string is treated as one text).
    direction : {"flip", "to-female", "to-male"}
        ``flip`` swaps every gendered word; ``to-female``/``to-male`` rewrite the text to one
        gender.
    names : bool
        Also swap first names (census pairs; consistent inside each text).
    lexicon : str, path or list, optional
        Swap lexicon(s): ``"default"`` (default), ``"biasbios"`` (the map of paper 003 App. B.3)
        or files of your own.
    never_swap : words, comma-separated string or path, optional
        Words never touched.
    spacy_model : str, optional
        spaCy pipeline used for the few words that need a tag.
    disambiguator : {"model", "tagger"} or a model, default "model"
        How "her" (his or him) is decided: the trained classifier of
        :mod:`cdaprep.swap.disambiguator`, the spaCy tagger, or an adapted model
        (:func:`cdaprep.swap.disambiguator.fit_adapted`).

    Returns
    -------
    list of str

    Examples
    --------
    >>> swap_gender(["Mrs. Copperfield sold HER old car to her son."])
    ['Mr. Copperfield sold HIS old car to his daughter.']
    """
    if isinstance(texts, str):
        texts = [texts]
    sw = _swapper(direction, names, lexicon, never_swap, spacy_model, disambiguator)
    return sw.swap_texts(texts)


def find_gendered_spans(
    texts: Iterable[str],
    *,
    names: bool = False,
    lexicon: str | Path | Sequence[str | Path] | None = None,
    never_swap: str | Path | Sequence[str] | None = None,
    spacy_model: str | None = None,
) -> list[list[GenderedSpan]]:
    """Gendered words (and first names) in each text, for scrubbing and audits.

    Each span is ``GenderedSpan(start, end, word, gender, kind)`` with ``kind`` one of
    ``word``, ``title``, ``name``. Only words gendered under a part-of-speech condition
    (Miss, names that are common words such as Will or Grace) are tagged, in a small window.

    Examples
    --------
    >>> [s.word for s in find_gendered_spans(["I will miss Mr. Grey."])[0]]
    ['Mr']
    """
    if isinstance(texts, str):
        texts = [texts]
    return _swapper("flip", names, lexicon, never_swap, spacy_model).find_spans(texts)
