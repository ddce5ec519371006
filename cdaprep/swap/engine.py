"""The gender swapping engine.

How it works (docs/architecture.md, "The swapper"):

1. One compiled regex (a trie of every lexicon word) finds candidate words; a dict gives each
   its lexicon entry. Words with one possible replacement are replaced right away.
2. Words whose replacement depends on the part of speech (her -> his/him, his -> her/hers, Miss,
   names that are common words) are first tried with cheap context rules
   (:mod:`cdaprep.swap.context_rules`: her before a full stop is an object; his before a
   content word is a determiner).
3. With ``disambiguator="model"`` (the default) every other "her" is decided by a logistic
   regression trained on self-labelled his/him contexts (:mod:`cdaprep.swap.disambiguator`), and
   "his" by the rules alone; spaCy is loaded only for Miss and names that are common words.
   With ``disambiguator="tagger"`` the rest are tagged: a window of :data:`WINDOW`
   whitespace-separated chunks each side of the word is cut from the text, windows of many
   words are joined into a few documents, and the spaCy tagger runs over them with
   ``nlp.pipe``. The small English pipelines' tagger sees four tokens each side (tok2vec: depth
   4, window 1), so the window gives exactly the tag of full-document tagging. Rules after the
   tagger fix its known mistakes ("gave her money" is not possessive; "Will went home" starts
   with a name).
4. The text is rebuilt from slices: case (he/He/HE), apostrophes, hyphens and whitespace
   outside the changed words are kept byte for byte.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from cdaprep.errors import UsageError, check_bool, check_choice
from cdaprep.nlp import upos
from cdaprep.swap.casing import match_case, possessive
from cdaprep.swap.context_rules import DITRANSITIVE_MAX_P, ContextRules, title_before_name
from cdaprep.swap.disambiguator import shares_noun
from cdaprep.swap.inclusive import WORDS as INCLUSIVE_WORDS
from cdaprep.swap.inclusive import inclusive_form, may_hold_form
from cdaprep.swap.markup import address_spans, in_spans, markup_view
from cdaprep.swap.options import PARSER_MARGIN, check_parser_margin
from cdaprep.swap.propernames import ProperNames
from cdaprep.swap.swap_lexicon import (
    LETTER_END,
    LETTER_START,
    Entry,
    SwapLexicon,
    between_syllables,
    load_swap_lexicon,
)
from cdaprep.swap.swap_lexicon import trie_pattern as _trie_pattern

__all__ = [
    "GenderSwapper",
    "Edit",
    "address_spans",
    "Decision",
    "DISAMBIGUATORS",
    "GenderedSpan",
    "DIRECTIONS",
    "WINDOW",
    "match_case",
]

DIRECTIONS = ("flip", "to-female", "to-male", "to-neutral")
#: How "her" (his or him) is decided: the trained model (default) or the spaCy tagger.
DISAMBIGUATORS = ("model", "tagger")
#: Whitespace-separated chunks of context kept on each side of a word to tag.
WINDOW = 5
#: Windows joined into one document for the tagger.
GROUP = 32
_CACHE_MAX = 200_000

_CHUNK = re.compile(r"\S+")


#: The spaCy components the parser fallback runs (a transformer pipeline's parser listens to
#: "transformer" where the small ones have "tok2vec").
PARSER_COMPONENTS = ("tok2vec", "transformer", "parser")

_LETTERS = re.compile(r"[A-Za-z]+")


#: accented letters of European given names, read as their base letter in a first name
#: ("José", "André", "Chloë", "Renée", "Ramón"); not macrons, breves or carons, the marks of
#: pronunciation keys, pinyin and transliteration ("Kāra", "wǒmen" stay as they are)
_NAME_ACCENTS = str.maketrans(
    "áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ",
    "aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC",
)
#: a word of letters with at least one letter outside ASCII ("José" in "José’s", "—José")
_NON_ASCII_WORD = re.compile(r"[^\W\d_]*(?:(?![\x00-\x7f])[^\W\d_])[^\W\d_]*")


#: A possessive at the end of an edit's old word ("Annie's", "Charles'")
_TRAILING_POSSESSIVE = re.compile(r"['\u2019][sS]?$")


def fold_accents(word: str) -> str:
    """``word`` with the accents of European given names folded (not macrons, breves, carons).

    Examples
    --------
    >>> fold_accents("José"), fold_accents("Kāra")
    ('Jose', 'Kāra')
    """
    return word.translate(_NAME_ACCENTS)


def fold_name_accents(text: str, names: frozenset[str]) -> str:
    """``text`` with each capitalised word whose accents fold to a first name of ``names``
    written without them (one letter for one, so offsets stay): the swapper finds "José" as the
    name "Jose" and writes the edit into the original text.

    Examples
    --------
    >>> fold_name_accents("José met Zoë and René, his fiancé.", frozenset({"jose", "zoe"}))
    'Jose met Zoe and René, his fiancé.'
    >>> fold_name_accents("José’s job—Zoë’s.", frozenset({"jose", "zoe"}))
    'Jose’s job—Zoe’s.'
    """
    parts: list[str] = []
    pos = 0
    for m in _NON_ASCII_WORD.finditer(text):
        word = m.group(0)
        if not word[:1].isupper():
            continue
        folded = fold_accents(word)
        if folded.isascii() and folded.lower() in names:
            parts.append(text[pos : m.start()])
            parts.append(folded)
            pos = m.end()
    if not parts:
        return text
    parts.append(text[pos:])
    return "".join(parts)


class Edit(NamedTuple):
    """One replacement: ``text[start:end]`` was ``old`` and became ``new``."""

    start: int
    end: int
    old: str
    new: str

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "old": self.old, "new": self.new}


class Decision(NamedTuple):
    """How one ambiguous word (her, his, Miss, a name that is a common word) was decided.

    ``new`` is what the word becomes under a swap (``None``: left unchanged), ``tag`` the part
    of speech used, ``source`` one of ``"rule"``, ``"model"``, ``"parser"`` (the model was
    unsure: spaCy's parser decided), ``"tagger"``, and ``p_possessive`` the model's probability
    that the word is a possessive determiner (for ``source`` ``"model"`` and ``"parser"``;
    ``None`` otherwise). A "her" right after a verb of two objects is an
    object when that probability is under :data:`DITRANSITIVE_MAX_P` ("pay her tips").
    """

    start: int
    end: int
    word: str
    new: str | None
    tag: str | None
    source: str
    p_possessive: float | None


class GenderedSpan(NamedTuple):
    """A gendered word found in a text (for scrubbing and audits)."""

    start: int
    end: int
    word: str
    gender: str
    kind: str


@dataclass
class _Cand:
    doc: int
    start: int
    end: int
    text: str
    entry: Entry
    target: str | None = None
    pos: str | None = None  # resolved tag (token.tag_, or a rule's)
    upos: str | None = None  # resolved token.pos_
    source: str | None = None  # "rule", "model" or "tagger"
    prob: float | None = None  # P(possessive) when the model decided


class GenderSwapper:
    """Reusable gender swapper: load once, call on batches.

    Parameters
    ----------
    direction : {"flip", "to-female", "to-male", "to-neutral"}
        ``flip`` swaps every gendered word; ``to-female`` rewrites male words only; ``to-male``
        female words only; ``to-neutral`` rewrites both to the lexicon's ``neutral`` column
        and the pronoun set, with verb agreement (:mod:`cdaprep.swap.neutral`).
    names : bool
        Also swap first names (paired census names, consistent inside each text); under
        ``to-neutral``, frequency-matched names of near-equal census gender ratio.
    lexicon : str, path or list, optional
        Swap lexicon(s); default ``"default"``. See
        :func:`cdaprep.swap.swap_lexicon.load_swap_lexicon`.
    never_swap : words, comma-separated string or path, optional
        Words never touched, in any case ("King" keeps "king" too).
    spacy_model : str, optional
        spaCy pipeline for tagging (loaded lazily, only when a text needs a tag).
    batch_size : int
        Documents per ``nlp.pipe`` batch.
    pronouns : str, path or PronounSet, optional
        ``to-neutral`` only: pronoun set, ``"they"`` (default), ``"xe"``, ``"ze"`` or a set
        file (:mod:`cdaprep.swap.pronouns`).
    reflexive : str, optional
        ``to-neutral`` only: the reflexive instead of the set's (``"themselves"``).
    disambiguator : {"model", "tagger"} or HerModel or AdaptedState
        How "her" (his/him) is decided where the context rules do not settle it: ``"model"``
        (default) the shipped classifier of :mod:`cdaprep.swap.disambiguator`, with "his"
        decided by rules and spaCy loaded only for Miss and names that are common words;
        ``"tagger"`` the spaCy tagger in a window (the path before the model); or a model of
        your own, e.g. an in-domain adaptation (:func:`~cdaprep.swap.adaptation.adapt`): an
        :class:`~cdaprep.swap.disambiguator.AdaptedState` fitted with names also carries the
        dataset's per-name decisions (:mod:`cdaprep.swap.name_evidence`), which this swapper
        then applies.
    parser_margin : float, optional
        A "her" a model decides with a probability within this margin of 0.5 (and not after a
        verb of two objects) is decided by spaCy's dependency parser in a window around it
        instead: ``poss`` is possessive. Default :data:`PARSER_MARGIN` (0.25); 0 turns it off,
        so that "her" never loads spaCy. On text outside fiction the parser is right on more
        of these than the model (BENCHMARKS.md); it costs about 5% of the swap's speed.

    Examples
    --------
    >>> sw = GenderSwapper()
    >>> sw.swap("Give her her book back, Mr. Smith.")
    'Give him his book back, Ms. Smith.'
    >>> sw.has_gendered_word("The nurse left."), sorted(sw.genders("He and his wife"))
    (False, ['female', 'male'])
    """

    def __init__(
        self,
        *,
        direction: str = "flip",
        names: bool = False,
        lexicon: str | Path | Sequence[str | Path] | None = None,
        never_swap: str | Path | Sequence[str] | None = None,
        spacy_model: str | None = None,
        batch_size: int = 64,
        pronouns: Any = None,
        reflexive: str | None = None,
        disambiguator: Any = "model",
        parser_margin: float = PARSER_MARGIN,
    ) -> None:
        self.direction = check_choice(
            direction, DIRECTIONS, param="direction", owner="GenderSwapper"
        )
        neutral = direction == "to-neutral"
        if not neutral and (pronouns is not None or reflexive is not None):
            raise UsageError(
                "pronouns and reflexive apply to direction='to-neutral' only; "
                f"got direction={direction!r}"
            )
        self.names = check_bool(names, param="names", owner="GenderSwapper")
        self.spacy_model = spacy_model
        self.batch_size = int(batch_size)
        is_model = hasattr(disambiguator, "predict_proba") or hasattr(disambiguator, "model")
        if isinstance(disambiguator, str) or not is_model:
            check_choice(
                disambiguator, DISAMBIGUATORS, param="disambiguator", owner="GenderSwapper"
            )
        self.disambiguator = disambiguator
        self.parser_margin = check_parser_margin(parser_margin)
        self._her_model = None
        self._parser = None
        self._parse_cache: dict[tuple, str] = {}
        # the adaptation pass's per-name decisions for the dataset (keep / swap), if any
        names_state = getattr(disambiguator, "names", None)
        self._dataset_names: dict[str, str] = names_state.as_dict() if names_state else {}
        self.lexicon: SwapLexicon = load_swap_lexicon(
            lexicon, names=names, never_swap=never_swap, neutral_names=neutral
        )
        self._entries = self.lexicon.entries
        self._neutral = None
        self._rewrite_entries = self._entries
        if neutral:
            from cdaprep.swap.neutral import NeutralRewriter

            self._neutral = NeutralRewriter(
                self.lexicon,
                pronouns=pronouns,
                reflexive=reflexive,
                load_nlp=self._load_nlp,
                window=self._window,
                batch_size=self.batch_size,
            )
            self._rewrite_entries = self._neutral.entries
            self.lexicon.checksums.update(self._neutral.checksums)
        self._rules = ContextRules(self._entries)
        #: first names of the lexicon, for reading "José" as "Jose" (:func:`fold_name_accents`)
        self._name_keys = frozenset(k for k, e in self._entries.items() if e.kind == "name")
        # lower, Capitalised, Title-Cased and UPPER forms of every word: a case-sensitive trie
        # scans about twice as fast as one compiled with IGNORECASE (mixed case such as "hEr"
        # is not matched)
        forms = {f for k in self._entries for f in (k, k.capitalize(), k.title(), k.upper())}
        self._regex = re.compile(
            LETTER_START + "(?:" + _trie_pattern(sorted(forms)) + ")" + LETTER_END
        )
        if direction in ("flip", "to-neutral"):
            self._changing = {"female", "male"}
        else:
            self._changing = {"male"} if direction == "to-female" else {"female"}
        self._proper = ProperNames.load()
        self._nlp = None
        self._cache: dict[tuple[str, int, bool, bool], tuple] = {}
        self.stats = {
            "words": 0,
            "tagged": 0,
            "cache_hits": 0,
            "rule_resolved": 0,
            "model_resolved": 0,
            "parsed": 0,
        }

    # -- public API -------------------------------------------------------------------------
    @property
    def checksums(self) -> dict[str, str]:
        """``{lexicon name: sha256}`` of the lexicon files in use."""
        return dict(self.lexicon.checksums)

    @property
    def proper_names(self) -> ProperNames:
        """The proper-name rules that keep place, organisation and surname uses of names and
        gendered words unswapped (:class:`cdaprep.swap.propernames.ProperNames`)."""
        return self._proper

    def swap(self, text: str) -> str:
        """Swap one text (see :meth:`swap_texts` and :meth:`swap_batch` for many).

        A missing value (None, NaN) comes back as it is; a list or other collection is refused
        (it would come back unchanged, read as one odd text).

        Examples
        --------
        >>> GenderSwapper().swap("She is here.")
        'He is here.'
        """
        if not isinstance(text, str) and (
            isinstance(text, (list, tuple, set, dict)) or hasattr(text, "__array__")
        ):
            raise UsageError(
                f"GenderSwapper.swap takes one text; got a {type(text).__name__}. Swap many "
                "with swap_texts(texts) (or swap_batch(texts) for the edits too)"
            )
        return self.swap_batch([text])[0][0]

    def swap_texts(self, texts: Iterable[str]) -> list[str]:
        """Swapped texts, without the edits."""
        return [t for t, _ in self.swap_batch(texts)]

    def swap_batch(self, texts: Iterable[str]) -> list[tuple[str, list[Edit]]]:
        """Swap a batch of texts; returns ``(new_text, edits)`` per text.

        Edits hold offsets into the *original* text. Tagging of the whole batch goes through
        one ``nlp.pipe`` call.

        Examples
        --------
        >>> GenderSwapper(direction="to-male").swap_batch(["She's here."])
        [("He's here.", [Edit(start=0, end=3, old='She', new='He')])]
        """
        texts = list(texts)
        views = self._views(texts)
        cands = self._candidates(views, changing_only=True, confirm=True, originals=texts)
        self._resolve(views, cands, swapping=True)
        per_doc: list[list[_Cand]] = [[] for _ in texts]
        for c in cands:
            per_doc[c.doc].append(c)
        if self.names:
            name_targets = self._neutral.name_targets if self._neutral else self._name_targets
            for text, cs in zip(texts, per_doc):
                name_targets(text, cs)
        if self._neutral is not None:
            per_doc = self._neutral.rewrite_batch(views, per_doc)
        out = []
        for i, text in enumerate(texts):
            cs = per_doc[i]
            edits = []
            parts = []
            pos = 0
            for c in cs:
                if c.target is None:
                    continue
                new = match_case(c.text, c.target)
                if new == c.text:
                    continue
                entry = getattr(c, "entry", None)  # None: a verb of the neutral rewrite
                end, new = (
                    possessive(text, c.end, c.text, new, entry.kind in ("name", "title"))
                    if entry is not None
                    else (c.end, new)
                )
                parts.append(text[pos : c.start])
                parts.append(new)
                pos = end
                edits.append(Edit(c.start, end, text[c.start : end], new))
            if edits:
                parts.append(text[pos:])
                out.append(("".join(parts), edits))
            else:
                out.append((text, edits))
        return out

    def has_gendered_word(self, text: str | None, *, confirm: bool = True) -> bool:
        """Whether ``text`` holds a gendered word of the lexicon (no tagging; fast).

        Words gendered only as proper nouns (Miss, names that are common words) count when
        capitalised and not first in a sentence, an approximation that never loads spaCy.
        Matches that are part of a proper name or an abbreviation (:mod:`.propernames`) do
        not count, as they are not swapped either; nor do first names without the evidence
        of a given name that the swap asks for (rule 10 of :mod:`.propernames`), unless
        ``confirm=False`` (for a word looked at out of context).

        Examples
        --------
        >>> sw = GenderSwapper(names=True)
        >>> sw.has_gendered_word("Scott was painted."), sw.has_gendered_word(
        ...     "Scott was painted.", confirm=False)
        (False, True)

        A missing text (``None``, ``NaN``, ``pd.NA``) or any other value that is not a string
        has none, as an empty text has none:

        >>> sw.has_gendered_word(None), sw.has_gendered_word(float("nan"))
        (False, False)
        """
        if not isinstance(text, str):
            return False
        return bool(self._cheap_genders(text, first=True, confirm=confirm))

    def genders(self, text: str | None, *, confirm: bool = True) -> set[str]:
        """The genders of the gendered words in ``text`` (no tagging; see
        :meth:`has_gendered_word`); none for a missing text or a value that is not a string."""
        if not isinstance(text, str):
            return set()
        return self._cheap_genders(text, first=False, confirm=confirm)

    def find_spans(self, texts: Iterable[str]) -> list[list[GenderedSpan]]:
        """Gendered words and names in each text: ``(start, end, word, gender, kind)``.

        Unlike :meth:`genders`, words gendered only under a POS condition (Miss, Will, Grace)
        are tagged, in a window, so "I will miss you" yields nothing. Direction does not matter.

        Examples
        --------
        >>> [s.word for s in GenderSwapper(names=True).find_spans(["Yesterday Grace met her."])[0]]
        ['Grace', 'her']
        """
        texts = list(texts)
        views = self._views(texts)
        cands = self._candidates(views, changing_only=False, confirm=False, originals=texts)
        self._resolve(views, cands, swapping=False)
        out: list[list[GenderedSpan]] = [[] for _ in texts]
        for c in cands:
            if c.entry.conditional and c.target is None:
                continue
            word = texts[c.doc][c.start : c.end]  # as written: "José", read as "Jose"
            out[c.doc].append(GenderedSpan(c.start, c.end, word, c.entry.gender, c.entry.kind))
        return out

    def decisions(self, texts: Iterable[str]) -> list[list[Decision]]:
        """How each ambiguous word of each text was decided, with the model's confidence.

        Covers the words a swap under this swapper's direction would decide (her, his, Miss,
        names that are common words); unambiguous words are not listed.

        Examples
        --------
        >>> d = GenderSwapper(direction="to-male").decisions(["They kept her waiting."])[0][0]
        >>> d.word, d.new, d.source, d.p_possessive < 0.5
        ('her', 'him', 'model', True)
        """
        texts = list(texts)
        views = self._views(texts)
        cands = self._candidates(views, changing_only=True, originals=texts)
        cands = [c for c in cands if c.entry.by_pos]
        self._resolve(views, cands, swapping=True)
        out: list[list[Decision]] = [[] for _ in texts]
        for c in cands:
            word = texts[c.doc][c.start : c.end]
            out[c.doc].append(
                Decision(c.start, c.end, word, c.target, c.pos, c.source or "rule", c.prob)
            )
        return out

    def name_spans(self, text: str) -> list[tuple[int, int, Entry]]:
        """The capitalised first names of the lexicon in ``text``, of both genders (whatever
        the direction), as ``(start, end, entry)``; empty without ``names=True``.

        Examples
        --------
        >>> [(s, e, x.key) for s, e, x in GenderSwapper(names=True).name_spans("Ann met Tom.")]
        [(0, 3, 'ann'), (8, 11, 'tom')]
        """
        if not self.names:
            return []
        out = []
        for m in self._words(self._view(text)):
            word = m.group(0)
            e = self._entries[word.lower().replace("\u2019", "'")]
            if e.kind == "name" and word[:1].isupper():
                out.append((m.start(), m.end(), e))
        return out

    def names_in(self, edits: Iterable[Edit]) -> list[str]:
        """The first names that ``edits`` (of a swap by this swapper) changed, as written
        without a possessive ("Annie" of "Annie's"), in order; empty without ``names=True``.
        What the swapping steps count for a run's ``names_swapped``.

        Examples
        --------
        >>> sw = GenderSwapper(names=True)
        >>> text, edits = sw.swap_batch(["He met José and Annie's brother."])[0]
        >>> sw.names_in(edits)
        ['José', 'Annie']
        """
        if not self.names:
            return []
        out = []
        for e in edits:
            word = _TRAILING_POSSESSIVE.sub("", e.old)
            key = fold_accents(word).lower().replace("\u2019", "'")
            if word[:1].isupper() and key in self._name_keys:
                out.append(word)
        return out

    # -- internals --------------------------------------------------------------------------
    def _form_spans(self, text: str, doc: int, form: tuple[int, int, str]) -> list[_Cand]:
        """The gendered words of an inclusive form (:mod:`.inclusive`) as found words: each
        pronoun of "his/her" on its own, a fused "s/he" or "(s)he" whole."""
        s, t, rep = form
        words = [m for m in _LETTERS.finditer(text, s, t) if m.group(0).lower() in INCLUSIVE_WORDS]
        if len(words) == 1:
            return [_Cand(doc, s, t, text[s:t], self._entries[rep])]
        return [
            _Cand(doc, m.start(), m.end(), m.group(0), self._entries[m.group(0).lower()])
            for m in words
        ]

    def _cheap_genders(self, text: str, *, first: bool, confirm: bool = True) -> set[str]:
        """Genders of the matches that need no tagging: matches the proper-name rules may
        reject are checked only when no other match settles the answer."""
        out: set[str] = set()
        later: list[tuple[int, int, Entry]] = []
        proper = self._proper
        original, text = text, self._view(text)
        forms = may_hold_form(text)
        addresses = address_spans(original)
        for m in self._words(text):
            word = m.group(0)
            key = word.lower().replace("\u2019", "'")
            e = self._entries[key]
            if e.gender in out or not self._cheap_ok(text, m.start(), word, e):
                continue
            if addresses and in_spans(addresses, m.start()):
                continue
            if forms and key in INCLUSIVE_WORDS and inclusive_form(text, m.start(), m.end(), key):
                continue  # "his/her", "s/he": both genders at once, nothing to swap
            if proper.needs_check(word, e):
                later.append((m.start(), m.end(), e))
                continue
            out.add(e.gender)
            if first or len(out) == 2:
                return out
        if later and len(out) < 2:
            whys = proper.reasons(original, later, confirm=confirm, dataset=self._dataset_names)
            for (_, _, e), why in zip(later, whys):
                if why is None:
                    out.add(e.gender)
                    if first:
                        break
        return out

    @staticmethod
    def _cheap_ok(text: str, start: int, word: str, e: Entry) -> bool:
        if e.kind == "name" and not word[:1].isupper():
            return False
        if e.conditional:
            if e.rank_title:  # a rank only as a title: Lord Byron, not the Lord
                return title_before_name(text, start, start + len(word))
            if not word[:1].isupper():
                return False
            before = text[:start].rstrip()
            if not before or before[-1] in ".!?\"'\u201c":
                return False
        return True

    def _view(self, text: str) -> str:
        """The text as the swapper reads it: markup blanked (:func:`.markup.markup_view`) and,
        with names, the accents of the lexicon's first names folded ("José" is "Jose")."""
        view = markup_view(text)
        if self._name_keys and not view.isascii():
            view = fold_name_accents(view, self._name_keys)
        return view

    def _views(self, texts: list) -> list:
        """:meth:`_view` of each text of ``texts`` (anything else as it is)."""
        return [self._view(t) if isinstance(t, str) else t for t in texts]

    def _words(self, text: str) -> Iterable[re.Match]:
        """The lexicon's words in ``text``: matches of the swap's regex that are whole words
        (``WORD_START``/``WORD_END``; searched without the syllable marks, then checked)."""
        found = self._regex.finditer(text)
        if '"' not in text and "*" not in text and "`" not in text:
            return found
        return [m for m in found if not between_syllables(text, m.start(), m.end())]

    def _candidates(
        self,
        texts: list[str],
        *,
        changing_only: bool,
        confirm: bool = True,
        originals: list[str] | None = None,
    ) -> list[_Cand]:
        """The lexicon's words in ``texts`` (the markup views of ``originals``, where the
        addresses and the proper-name rules are read: "_Charles the First_" is a title)."""
        originals = texts if originals is None else originals
        out = []
        entries = self._rewrite_entries if changing_only else self._entries
        changing = self._changing
        neutral = self._neutral is not None
        proper = self._proper
        for i, text in enumerate(texts):
            if not isinstance(text, str):
                continue
            found = []
            past = 0  # the end of the last inclusive form ("his/her"), taken whole
            forms = may_hold_form(text)
            addresses = address_spans(originals[i])
            for m in self._words(text):
                if m.start() < past or (addresses and in_spans(addresses, m.start())):
                    continue
                word = m.group(0)
                key = word.lower().replace("\u2019", "'")
                e = entries[key]
                if forms and key in INCLUSIVE_WORDS:
                    form = inclusive_form(text, m.start(), m.end(), key)
                    if form is not None:
                        past = form[1]
                        if changing_only and neutral:  # rewritten whole: "their", "they"
                            s, t, rep = form
                            found.append(_Cand(i, s, t, text[s:t], entries[rep]))
                        elif not changing_only:  # found (scrubbed) whole: "s/he", "his", "her"
                            found.extend(self._form_spans(text, i, form))
                        continue
                if changing_only and (e.gender not in changing or not e.swappable):
                    continue
                if e.kind == "name" and not word[:1].isupper():
                    continue
                if e.rank_title and e.conditional and not title_before_name(text, *m.span()):
                    continue  # "the Lord", "lord": a rank only as a title before a name
                found.append(_Cand(i, m.start(), m.end(), word, e))
            if any(proper.needs_check(c.text, c.entry) for c in found):
                spans = [(c.start, c.end, c.entry) for c in found]
                why = proper.reasons(
                    originals[i], spans, confirm=confirm, dataset=self._dataset_names
                )
                found = [c for c, w in zip(found, why) if w is None]
            out.extend(found)
        self.stats["words"] += len(out)
        return out

    def _resolve(self, texts: list[str], cands: list[_Cand], *, swapping: bool) -> None:
        pending: list[_Cand] = []
        for c in cands:
            e = c.entry
            if not e.by_pos:
                c.target = e.default
                continue
            c.pos = self._pre_rule(texts[c.doc], c)
            if c.pos is None:
                pending.append(c)
            else:
                c.source = "rule"
                self.stats["rule_resolved"] += 1
        if pending:
            if self.disambiguator == "tagger":
                self._tag(texts, pending)
            else:
                self._decide(texts, pending)
        for c in cands:
            e = c.entry
            if not e.by_pos:
                continue
            c.target = e.default
            if c.pos is not None:
                for cond, tgt in e.by_pos:
                    if cond == c.pos or cond == c.upos:
                        c.target = tgt
                        break

    def _decide(self, texts: list[str], pending: list[_Cand]) -> None:
        """The model path: "her" by the classifier (his is always settled by
        :meth:`_model_pre_rule`), Miss and names by the tagger."""
        her: list[_Cand] = []
        tag: list[_Cand] = []
        for c in pending:
            e = c.entry
            if e.kind == "word" and self._is_possessive_word(e):
                her.append(c)
            else:
                tag.append(c)
        if her:
            model = self._model()
            probs = model.predict_proba((texts[c.doc], c.start, c.end) for c in her)
            unsure = []
            for c, p in zip(her, probs.tolist()):
                c.pos = "PRP$" if p >= 0.5 else "PRP"
                c.upos, c.source, c.prob = "PRON", "model", p
                if (
                    c.pos == "PRP$"
                    and p < DITRANSITIVE_MAX_P
                    and self._rules.after_ditransitive(texts[c.doc], c)
                ):
                    c.pos = "PRP"  # "wished her happy birthday", "pay her tips"
                elif c.pos == "PRP" and self._rules.after_ditransitive(texts[c.doc], c):
                    pass  # "gave her flowers": the parser is not asked after such a verb
                elif abs(p - 0.5) < self.parser_margin:
                    unsure.append(c)
            self.stats["model_resolved"] += len(her)
            if unsure:
                self._parse(texts, unsure)
        if tag:
            self._tag(texts, tag)

    def _parse(self, texts: list[str], cands: list[_Cand]) -> None:
        """spaCy's dependency parser decides the "her" of ``cands`` (the model was unsure): in
        the tagger's window, a "her" labelled ``poss`` is possessive, any other an object."""
        todo: dict[tuple[str, int], list[_Cand]] = {}
        for c in cands:
            text = texts[c.doc]
            ws, we, _, _ = self._window(text, c.start, c.end)
            key = (text[ws:we], c.start - ws)
            hit = self._parse_cache.get(key)
            if hit is not None:
                self.stats["cache_hits"] += 1
                c.pos, c.source = hit, "parser"
            else:
                todo.setdefault(key, []).append(c)
        if not todo:
            return
        if self._parser is None:
            from cdaprep.nlp import load_spacy

            self._parser = load_spacy(self.spacy_model, components=PARSER_COMPONENTS)
        if "parser" not in self._parser.pipe_names:
            return  # a pipeline without a parser (a tagger of one's own): the model decides
        keys = list(todo)
        self.stats["parsed"] += len(keys)
        docs = self._parser.pipe([k[0] for k in keys], batch_size=self.batch_size)
        for k, doc in zip(keys, docs):
            tok = next((t for t in doc if t.idx == k[1]), None)
            if tok is None:  # split otherwise than the lexicon: the model's reading stays
                continue
            pos = "PRP$" if tok.dep_ == "poss" else "PRP"
            if len(self._parse_cache) >= _CACHE_MAX:
                self._parse_cache.clear()
            self._parse_cache[k] = pos
            for c in todo[k]:
                c.pos, c.source = pos, "parser"

    def _model(self):
        if self._her_model is None:
            d = self.disambiguator
            if d == "model":
                from cdaprep.swap.disambiguator import load_her_model

                self._her_model = load_her_model()
            elif hasattr(d, "predict_proba"):
                self._her_model = d
            else:  # an AdaptedState
                self._her_model = d.model()
        return self._her_model

    def _is_possessive_word(self, e: Entry) -> bool:
        return any(p == "PRP$" for p, _ in e.by_pos)

    def _pre_rule(self, text: str, c: _Cand) -> str | None:
        """A tag decided by the context rules (:mod:`cdaprep.swap.context_rules`), or None when
        the model or the tagger must decide."""
        e = c.entry
        if e.rank_title:
            # a rank as a title before a name: Lady Bertram -> Lord Bertram, on every path
            return "PROPN" if title_before_name(text, c.start, c.end) else "NN"
        if self.disambiguator != "tagger" and e.kind == "title":
            return self._rules.title_rule(text, c)
        if e.kind != "word" or not self._is_possessive_word(e):
            return None
        if self.disambiguator != "tagger":
            return self._rules.model_rule(text, c)
        return self._rules.tagger_rule(text, c)

    def _load_nlp(self):
        if self._nlp is None:
            from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy

            self._nlp = load_spacy(self.spacy_model, components=TAGGER_COMPONENTS)
        return self._nlp

    @staticmethod
    def _window(text: str, s: int, e: int) -> tuple[int, int, bool, bool]:
        lo = max(0, s - 60 * WINDOW)
        left = text[lo:s]
        starts = [m.start() for m in _CHUNK.finditer(left)]
        if left and not left[-1].isspace() and starts:
            starts.pop()  # the part of the word's own chunk before it
        if len(starts) >= WINDOW:
            ws, edge_l = lo + starts[-WINDOW], False
        else:
            ws, edge_l = (0, True) if lo == 0 else (lo + (starts[0] if starts else 0), False)
        hi = min(len(text), e + 60 * WINDOW)
        right = text[e:hi]
        ends = [m.end() for m in _CHUNK.finditer(right)]
        if right and not right[0].isspace() and ends:
            ends.pop(0)
        if len(ends) >= WINDOW:
            we, edge_r = e + ends[WINDOW - 1], False
        else:
            we, edge_r = (
                (len(text), True) if hi == len(text) else (e + (ends[-1] if ends else 0), False)
            )
        return ws, we, edge_l, edge_r

    def _tag(self, texts: list[str], pending: list[_Cand]) -> None:
        todo: dict[tuple[str, int, bool, bool], list[_Cand]] = {}
        for c in pending:
            text = texts[c.doc]
            ws, we, el, er = self._window(text, c.start, c.end)
            key = (text[ws:we], c.start - ws, el, er)
            hit = self._cache.get(key)
            if hit is not None:
                self.stats["cache_hits"] += 1
                self._apply_tag(texts[c.doc], c, hit)
            else:
                todo.setdefault(key, []).append(c)
        if not todo:
            return
        keys = list(todo)
        self.stats["tagged"] += len(keys)
        # Join windows into documents: a window cut at the text's start goes first in its
        # document and one cut at the end goes last, so edge words see the same padding.
        both = [k for k in keys if k[2] and k[3]]
        left = [k for k in keys if k[2] and not k[3]]
        right = [k for k in keys if k[3] and not k[2]]
        mid = [k for k in keys if not k[2] and not k[3]]
        groups: list[list[tuple]] = [[k] for k in both]
        while left or right or mid:
            g = []
            if left:
                g.append(left.pop())
            take = GROUP - len(g) - (1 if right else 0)
            g.extend(mid[:take])
            del mid[:take]
            if right:
                g.append(right.pop())
            groups.append(g)
        docs_text = []
        offsets = []
        for g in groups:
            parts, offs, pos = [], [], 0
            for k in g:
                offs.append(pos + k[1])
                parts.append(k[0])
                pos += len(k[0]) + 1
            docs_text.append(" ".join(parts))
            offsets.append(offs)
        nlp = self._load_nlp()
        for g, offs, doc in zip(groups, offsets, nlp.pipe(docs_text, batch_size=self.batch_size)):
            idx = [t.idx for t in doc]
            for k, off in zip(g, offs):
                j = bisect.bisect_left(idx, off)
                if j < len(idx) and idx[j] == off:
                    info = self._token_info(doc, j)
                else:
                    info = ("", "", "", (), ())
                if len(self._cache) >= _CACHE_MAX:
                    self._cache.clear()
                self._cache[k] = info
                for c in todo[k]:
                    self._apply_tag(texts[c.doc], c, info)

    @staticmethod
    def _token_info(doc, j: int) -> tuple:
        t = doc[j]
        prev = ""
        for q in range(j - 1, max(-1, j - 3), -1):
            if doc[q].is_alpha:
                prev = doc[q].lower_
                break
        nxt = tuple(doc[q].lower_ for q in range(j + 1, min(len(doc), j + 5)))
        nxt_tags = tuple(doc[q].tag_ for q in range(j + 1, min(len(doc), j + 3)))
        return (t.tag_, upos(t), prev, nxt, nxt_tags)

    def _apply_tag(self, text: str, c: _Cand, info: tuple) -> None:
        tag, upos, prev, nxt, nxt_tags = info
        e = c.entry
        if e.key == "her" and tag == "PRP$" and self._rules.double_object(prev, nxt, text, c.end):
            tag, upos = "PRP", "PRON"  # "gave her money"; but "gave her book to Sam"
        if e.kind == "name" and upos != "PROPN" and tag == "MD":
            # "Will went home.": a sentence-initial modal in a sentence that is no question
            # is a name.
            before = text[: c.start].rstrip()
            if not before or before[-1] in ".!?\n":
                m = re.search(r"[.!?]", text[c.end :])
                if m is None or m.group(0) != "?":
                    tag, upos = "NNP", "PROPN"
        if e.key == "his" and tag == "PRP$" and nxt and nxt[0] in self._rules.function:
            # "is his and ...": standalone, but "his and her children" is a determiner.
            if not (len(nxt) > 1 and shares_noun(nxt[0], nxt[1])):
                tag, upos = "PRP", "PRON"
        c.pos = tag
        c.upos = upos
        c.source = "tagger"

    def _name_targets(self, text: str, cs: list[_Cand]) -> None:
        """Consistent, collision-free name choices inside one text.

        Name pairs are one-to-one, so under ``flip`` the map is its own inverse. Under
        ``to-female``/``to-male`` a target name already used by another person in the text
        is replaced by the nearest-ranked free name of the target gender.
        """
        names = [c for c in cs if c.entry.kind == "name"]
        if not names or self.direction == "flip":
            return
        staying_spans = []
        for m in self._words(text):
            w = m.group(0)
            e = self._entries[w.lower().replace("\u2019", "'")]
            if e.kind == "name" and e.gender not in self._changing and w[:1].isupper():
                staying_spans.append((m.start(), m.end(), e))
        why = self._proper.reasons(text, staying_spans, confirm=False) if staying_spans else []
        staying = {e.key for (_, _, e), w in zip(staying_spans, why) if w is None}
        chosen: dict[str, str] = {}
        used = set(staying)
        pool = None
        for c in names:
            if c.target is None:
                continue
            key = c.text.lower()
            if key in chosen:
                c.target = chosen[key]
                continue
            tgt = c.target
            if tgt in used:
                if pool is None:
                    pool = self.lexicon.names_by_rank(self._target_gender())
                r = max(0, c.entry.rank - 1)
                order = sorted(range(len(pool)), key=lambda i: (abs(i - r), i))
                tgt = next((pool[i] for i in order if pool[i] not in used), tgt)
            chosen[key] = tgt
            used.add(tgt)
            c.target = tgt

    def _target_gender(self) -> str:
        return "female" if self.direction == "to-female" else "male"
