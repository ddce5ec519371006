"""Gender swapping: lexicon-driven, part-of-speech aware where it matters, fast.

Examples
--------
>>> from cdaprep.swap import swap_gender
>>> swap_gender(["She gave her book to him."])
['He gave his book to her.']
>>> swap_gender(["He is here."], direction="to-female")
['She is here.']
>>> swap_gender(["He is here and she knows it."], direction="to-neutral")
['They are here and they know it.']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from cdaprep.errors import UsageError, check_bool
from cdaprep.lexicon_files import file_checksum, folder_checksum, lexicon_dir
from cdaprep.swap.disambiguator import model_path
from cdaprep.swap.engine import (
    DIRECTIONS,
    DISAMBIGUATORS,
    Decision,
    Edit,
    GenderedSpan,
    GenderSwapper,
    match_case,
)
from cdaprep.swap.options import PARSER_MARGIN, SwapOptions
from cdaprep.swap.pronouns import PronounSet, list_pronoun_sets, load_pronoun_set
from cdaprep.swap.swap_lexicon import Entry, SwapLexicon, load_swap_lexicon, read_never_swap

__all__ = [
    "swap_gender",
    "get_swapper",
    "lexicon_checksums",
    "SwapOptions",
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
    "PronounSet",
    "load_pronoun_set",
    "list_pronoun_sets",
]

_SWAPPERS: dict[tuple, GenderSwapper] = {}
_CACHE_SIZE = 16


def get_swapper(direction: str = "flip", options: SwapOptions | None = None) -> GenderSwapper:
    """The one :class:`GenderSwapper` of this process for ``direction`` and ``options``.

    Every step, :func:`swap_gender` and :func:`find_gendered_spans` build their swapper here,
    so a process loads each lexicon and spaCy pipeline once (the most recent
    ``_CACHE_SIZE`` option sets are kept).

    Examples
    --------
    >>> get_swapper("to-male") is get_swapper("to-male", SwapOptions())
    True
    """
    options = options or SwapOptions()
    key = (direction, *options.key())
    sw = _SWAPPERS.get(key)
    if sw is None:
        sw = GenderSwapper(direction=direction, **options.swapper_kwargs(direction))
        if len(_SWAPPERS) >= _CACHE_SIZE:
            _SWAPPERS.pop(next(iter(_SWAPPERS)))
        _SWAPPERS[key] = sw
    return sw


def lexicon_checksums(options: SwapOptions | None = None) -> dict[str, str]:
    """``{lexicon name: sha256}`` of the files ``options`` use (for manifests and the cache
    keys of the ``hf`` engine): the swap lexicons, a never-swap file, a pronoun-set file, the
    rule tables of the context rules and the name rules (``rules``, one digest of the folder)
    and, unless ``disambiguator="tagger"``, the her model the swap starts from
    (``her_model``).

    Examples
    --------
    >>> sorted(lexicon_checksums())
    ['default', 'her_model', 'rules']
    >>> "her_model" in lexicon_checksums(SwapOptions(disambiguator="tagger"))
    False
    """
    options = options or SwapOptions()
    lex = load_swap_lexicon(options.lexicon, names=options.names, never_swap=options.never_swap)
    out = dict(lex.checksums)
    if isinstance(options.pronouns, (str, Path)) and Path(options.pronouns).is_file():
        pset = load_pronoun_set(options.pronouns)
        out[f"pronouns:{pset.name}"] = pset.checksum
    out["rules"] = folder_checksum(lexicon_dir() / "rules")
    d = options.disambiguator
    if (isinstance(d, str) and d == "model") or hasattr(d, "base_sha256"):
        # the shipped model, or an adaptation of it (whose own fingerprint the fit records)
        out["her_model"] = file_checksum(model_path())
    return out


def swap_gender(
    texts: str | Iterable[str],
    *,
    direction: str = "flip",
    names: bool = False,
    lexicon: str | Path | Sequence[str | Path] | None = None,
    never_swap: str | Path | Sequence[str] | None = None,
    spacy_model: str | None = None,
    pronouns: str | Path | PronounSet | None = None,
    reflexive: str | None = None,
    disambiguator: Any = "model",
    parser_margin: float = PARSER_MARGIN,
    adapt: bool = False,
) -> str | list[str]:
    """Swap the gendered words of a text, or of each text of a list.

    Parameters
    ----------
    texts : str or iterable of str
        One text, or the texts. Empty and missing texts (``None``, ``NaN``) in a list come
        back as they are.
    direction : {"flip", "to-female", "to-male", "to-neutral"}
        ``flip`` swaps every gendered word; ``to-female``/``to-male`` rewrite the text to one
        gender; ``to-neutral`` rewrites both to neutral words and a pronoun set, with verb
        agreement ("she walks" -> "they walk").
    names : bool
        Also swap first names (census pairs; consistent inside each text). Like every
        true/false parameter here, it must be a bool (``names="false"`` is a
        :class:`~cdaprep.errors.UsageError`, as in the steps).
    lexicon : str, path or list, optional
        Swap lexicon(s): ``"default"`` (default), ``"biasbios"`` (the map of Chen, Ji and Evans
        2023, App. B.3)
        or files of your own.
    never_swap : words, comma-separated string or path, optional
        Words never touched.
    spacy_model : str, optional
        spaCy pipeline used for the few words that need a tag.
    pronouns : str, path or PronounSet, optional
        ``to-neutral`` only: ``"they"`` (default), ``"xe"``, ``"ze"`` or a pronoun-set file.
    reflexive : str, optional
        ``to-neutral`` only: reflexive instead of the set's (``"themselves"``).
    disambiguator : {"model", "tagger"} or a model, default "model"
        How "her" (his or him) is decided: the trained classifier of
        :mod:`cdaprep.swap.disambiguator`, the spaCy tagger, or an adapted state
        (:func:`cdaprep.swap.adaptation.adapt`).
    parser_margin : float, optional
        A "her" the model decides with a probability within this margin of 0.5 is decided by
        spaCy's dependency parser instead (default 0.25; 0 turns it off).
    adapt : bool
        First fit the adaptation on ``texts`` themselves, as one dataset
        (:func:`cdaprep.swap.adaptation.adapt`, seed 0): the her/his model on their his/him
        contexts and, with ``names``, the per-name decisions from how the texts use each
        name. To swap other texts with the same state, call ``adapt`` yourself and pass the
        state as ``disambiguator``.

    Returns
    -------
    str or list of str
        The swapped text for one text (a ``str``), the list of swapped texts for a list.

    Examples
    --------
    >>> swap_gender(["Mrs. Copperfield sold HER old car to her son."])
    ['Mr. Copperfield sold HIS old car to his daughter.']
    >>> swap_gender("She is here.")
    'He is here.'
    """
    names = check_bool(names, param="names", owner="swap_gender")
    adapt = check_bool(adapt, param="adapt", owner="swap_gender")
    one = isinstance(texts, str)
    if one:
        texts = [texts]
    if adapt:
        if not (isinstance(disambiguator, str) and disambiguator == "model"):
            raise UsageError(
                f"adapt=True fits its own disambiguator; got disambiguator={disambiguator!r}: "
                "leave it at 'model' or pass adapt=False"
            )
        from cdaprep.swap.adaptation import adapt as fit_adaptation

        texts = list(texts)
        disambiguator = fit_adaptation(texts, names=names, lexicon=lexicon, never_swap=never_swap)
    opts = SwapOptions(
        names=names,
        lexicon=lexicon,
        never_swap=never_swap,
        spacy_model=spacy_model,
        pronouns=pronouns,
        reflexive=reflexive,
        disambiguator=disambiguator,
        parser_margin=parser_margin,
    )
    opts.check_direction(direction)
    out = get_swapper(direction, opts).swap_texts(texts)
    return out[0] if one else out


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
    names = check_bool(names, param="names", owner="find_gendered_spans")
    if isinstance(texts, str):
        texts = [texts]
    opts = SwapOptions(names=names, lexicon=lexicon, never_swap=never_swap, spacy_model=spacy_model)
    return get_swapper("flip", opts).find_spans(texts)
