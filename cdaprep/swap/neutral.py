"""Rewriting to a neutral pronoun set (``direction="to-neutral"``), with verb agreement.

Rewriting he/she to singular *they* changes more than the pronoun: the verbs whose subject it
is agree as plural ("she walks" -> "they walk", "does he know" -> "do they know", "she's been"
-> "they've been"). Rule-based rewriters of this kind (Sun et al. 2021; Vanmassenhove, Emmery
and Shterionov 2021, NeuTral Rewriter) work sentence by sentence with a parser; this module is a
shallow rule pass around each rewritten subject pronoun, so the cost stays close to that of
``flip`` (no parser; the spaCy tagger only for a verb coordinated across other words).

How it works:

1. :class:`NeutralRewriter` gives the swap engine a *view* of the lexicon whose targets are the
   ``neutral`` column, pronoun forms mapped by role to the chosen pronoun set
   (:mod:`cdaprep.swap.pronouns`). The engine resolves her (their/them) and his
   (their/theirs) with its usual part-of-speech decision and hands the candidates back.
2. For every rewritten subject pronoun of a set whose verbs agree as plural
   (:meth:`NeutralRewriter.rewrite_batch`):

   * a clitic is rewritten by meaning: she's -> they're (is) or they've (has: "she's been",
     "she's got", "she's lost her keys"); 'd and 'll stay;
   * an auxiliary right before the pronoun in a question or inversion agrees ("does she" ->
     "do they", "isn't she" -> "aren't they", "so was he" -> "so were they"), unless the
     word before it is its own subject ("it was she"); so does an -s verb inverted after a
     closing quote ('"No," says she' -> 'say they');
   * otherwise the first word after the pronoun and any adverbs ("she often walks") agrees if
     it is a singular present form: is/was/has/does (also with n't) or a third-person -s form
     (``lexicons/rules/agreement.tsv`` for exceptions; regular rules in :func:`plural_verb`).
     Modals and past forms other than was stay;
   * a relative clause right after it agrees ("she, who is rich, goes" -> "they, who are rich,
     go"; "he who hesitates is lost" -> "they who hesitate are lost"): its verb, and the verb
     after the comma that closes it (an -s form only if the tagger calls it VBZ);
   * verbs coordinated right after it ("walks and talks", "sings, dances and acts") agree; a
     verb after and/or/but further on ("walks the dog and feeds the cat") agrees only if the
     spaCy tagger calls it VBZ and tags no other finite verb between (so "she says the dog
     runs and jumps" keeps "jumps"). The search stops at a sentence end and at a word that
     starts another clause (who, that, because...). After a verb that keeps its form ("she
     sat down and was quiet") only is/was/has/does further on agrees, without the tagger,
     unless a finite verb between or a subject after it shows another clause or an inversion.
3. "a"/"an" before a rewritten noun follows the new word ("an emperor" -> "a monarch").
4. Under a set whose verbs agree as plural, two pronouns of both genders joined by "and" that
   become the same pronoun are written once: "he and she argued" -> "they argued" (not "they
   and they"), "him and her" -> "them", "his and her house" -> "their house". A possessive
   "her" stays apart ("him and her mother" -> "them and their mother"); "himself and herself"
   becomes "themselves" under *they*. A singular set ("xe and xe argue") keeps both words.

Examples
--------
>>> from cdaprep.swap import GenderSwapper
>>> sw = GenderSwapper(direction="to-neutral")
>>> sw.swap("She often walks to work, doesn't she? He's been ill.")
"They often walk to work, don't they? They've been ill."
"""

from __future__ import annotations

import bisect
import collections
import functools
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, NamedTuple

from cdaprep.lexicon_files import file_checksum, lexicon_dir, read_table
from cdaprep.swap.pronouns import PronounSet, load_pronoun_set
from cdaprep.swap.swap_lexicon import Entry, SwapLexicon

__all__ = ["NeutralRewriter", "Rewrite", "AgreementRules", "load_agreement_rules", "plural_verb"]

_TOK = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)*|\S")
_LETTERS = re.compile(r"[A-Za-z]+")
#: What joins two pronouns that name two people ("he and she").
_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
#: The pronouns whose pairs "he and she", "him and her", "his and her(s)" become one plural
#: pronoun.
_JOINABLE = frozenset({"he", "she", "him", "her", "his", "hers", "himself", "herself"})
_ARTICLE = re.compile(r"(?<![\w'\u2019])(an?)\s+$", re.IGNORECASE)
_SENTENCE_END = set(".!?;:")
_OPENERS = set("\"\u201c\u2018'([\u2014\u2013-")
_QUOTES = set('"\u201c\u201d')
_CLOSING_QUOTES = set("\"'\u201d\u2019")
#: What comments write as the apostrophe of a clitic: ' and ’, and the acute and grave accents
#: ("she´s", "he`s").
_APOSTROPHES = "'\u2019\u00b4`"
#: The last character of a quotation before its closing straight or single quote.
_SPEECH_END = set(",.!?;:-\u2014\u2026")
#: Determiners that start a definite noun phrase, the subject of a clause after a wh-word.
_DEFINITE = frozenset("the this that these those my your his her its our their".split())
#: Words before a participle in -ed ("had been indulged"): no finite verb.
_PASSIVE = frozenset({"be", "been", "being", "having"})
#: A word before a coordinated auxiliary that inverts it ("and so was the young lady").
_INVERTING = frozenset({"so", "nor", "neither", "never"})
_FINITE_TAGS = {"VBZ", "VBD", "VBP", "MD", "WDT", "WP"}
#: Tokens searched after a verb for a coordinated verb further on.
_COORD_REACH = 15
#: Tokens read after a rewritten pronoun: adverbs, the verb, coordinated verbs and the reach of
#: a verb further along (:data:`_COORD_REACH`), with room to spare.
_TOKENS_AHEAD = 48
#: The word right before a pronoun (an inverted auxiliary: "does she", "isn't he").
_WORD_BEFORE = re.compile(r"([A-Za-z]+(?:['\u2019][A-Za-z]+)*)\s+$")
#: Tokens read first after a pronoun (the verb, after a few adverbs).
_TOKENS_FIRST = 6
#: Tokens read before a pronoun to find an inverted auxiliary ("does she", "and is he", "what
#: sort of a man is he").
_TOKENS_BEHIND = 8


class Rewrite(NamedTuple):
    """One replacement the neutral pass adds: ``text[start:end]`` (``text``) becomes ``target``.

    The swap engine applies :func:`~cdaprep.swap.match_case` to ``target`` as it does for
    lexicon words.
    """

    start: int
    end: int
    text: str
    target: str


@dataclass(frozen=True)
class AgreementRules:
    """The word classes of ``lexicons/rules/agreement.tsv`` (see the file for each class)."""

    finite: dict[str, str]
    verbs: dict[str, str]
    classes: dict[str, frozenset[str]]
    checksum: str = ""

    def words(self, cls: str) -> frozenset[str]:
        return self.classes.get(cls, frozenset())

    def plural(self, word: str) -> str | None:
        """The plural-agreement form of a lowercase singular present verb form, or None."""
        return self.finite.get(word) or self.verbs.get(word) or plural_verb(word, self)

    def is_adverb(self, word: str) -> bool:
        w = word.lower()
        return w in self.words("adverb") or (len(w) > 4 and w.endswith("ly") and w.isalpha())

    def needs_an(self, phrase: str) -> bool:
        """Whether ``phrase`` takes "an" (by its first word)."""
        w = phrase.split()[0].lower() if phrase.strip() else ""
        if w in self.words("article_an"):
            return True
        if w in self.words("article_a"):
            return False
        return w[:1] in ("a", "e", "i", "o", "u")


def plural_verb(word: str, rules: AgreementRules | None = None) -> str | None:
    """Base (plural-agreement) form of a regular third-person singular verb form, or None.

    Rules: -ies -> -y (tries -> try); -sses, -shes, -ches, -xes, -zzes, -tzes drop -es
    (misses -> miss, watches -> watch); any other -s is dropped (walks -> walk, goes -> goe:
    irregular forms are the ``verb`` class of the agreement rules). Words of the ``not_verb``
    class, words shorter than 3 letters and words ending in -ss or -ous are no verb forms.

    Examples
    --------
    >>> [plural_verb(w) for w in ["walks", "watches", "tries", "misses", "uses", "always"]]
    ['walk', 'watch', 'try', 'miss', 'use', None]
    """
    rules = rules or load_agreement_rules()
    w = word
    if len(w) < 3 or not w.endswith("s") or not w.isalpha() or not w.islower():
        return None
    if w in rules.words("not_verb") or w.endswith(("ss", "ous")):
        return None
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes", "zzes", "tzes")):
        return w[:-2]
    return w[:-1]


@functools.lru_cache(maxsize=4)
def _load_rules(path: str, mtime: float) -> AgreementRules:
    _, _, rows = read_table(path, required=("word", "class", "value"), what="agreement rules")
    finite: dict[str, str] = {}
    verbs: dict[str, str] = {}
    classes: dict[str, set[str]] = {}
    for _, r in rows:
        w = r["word"].lower()
        classes.setdefault(r["class"], set()).add(w)
        if r["class"] == "finite":
            finite[w] = r["value"].lower()
        elif r["class"] == "verb":
            verbs[w] = r["value"].lower()
    return AgreementRules(
        finite=finite,
        verbs=verbs,
        classes={k: frozenset(v) for k, v in classes.items()},
        checksum=file_checksum(path),
    )


def load_agreement_rules() -> AgreementRules:
    """The agreement rules of ``lexicons/rules/agreement.tsv`` (cached)."""
    p = lexicon_dir() / "rules" / "agreement.tsv"
    return _load_rules(str(p), p.stat().st_mtime)


class _Tok(NamedTuple):
    start: int
    end: int
    text: str

    @property
    def low(self) -> str:
        return self.text.lower().replace("\u2019", "'")

    @property
    def is_word(self) -> bool:
        return self.text[:1].isalpha()


@dataclass
class _Pending:
    """A verb after and/or/but further on; the tagger decides."""

    doc: int
    verb: _Tok
    conj: _Tok
    cand: _Tok
    edit: Rewrite
    key: tuple = ()


class NeutralRewriter:
    """The to-neutral rewrite: lexicon view, name choice and the agreement pass.

    Built by :class:`~cdaprep.swap.GenderSwapper` for ``direction="to-neutral"``; not usually
    called directly.

    Parameters
    ----------
    lexicon : SwapLexicon
        The swapper's lexicon (its ``neutral`` targets are used).
    pronouns : str, path or PronounSet
        Pronoun set (``"they"``, ``"xe"``, ``"ze"`` or a file); see
        :func:`~cdaprep.swap.pronouns.load_pronoun_set`.
    reflexive : str, optional
        Replaces the set's reflexive (``"themselves"``).
    load_nlp : callable, optional
        Returns the spaCy pipeline with a tagger (only for coordinated verbs further on).
    window : callable, optional
        ``window(text, start, end) -> (ws, we, edge_left, edge_right)``: the context to tag.
    batch_size : int
        Documents per ``nlp.pipe`` batch.

    Examples
    --------
    >>> from cdaprep.swap import load_swap_lexicon
    >>> nr = NeutralRewriter(load_swap_lexicon(), pronouns="xe")
    >>> nr.entries["she"].default, nr.entries["his"].by_pos, nr.pronouns.plural
    ('xe', (('PRP$', 'xyr'),), False)
    """

    def __init__(
        self,
        lexicon: SwapLexicon,
        *,
        pronouns: str | Path | PronounSet | None = None,
        reflexive: str | None = None,
        load_nlp: Callable[[], Any] | None = None,
        window: Callable[[str, int, int], tuple[int, int, bool, bool]] | None = None,
        batch_size: int = 64,
    ) -> None:
        self.lexicon = lexicon
        self.pronouns = load_pronoun_set(
            "they" if pronouns is None else pronouns, reflexive=reflexive
        )
        self.rules = load_agreement_rules()
        self._coords = self.rules.words("coordinator")
        finite = set(self.rules.finite)
        self._aux_or_not = frozenset(finite | {f + "n't" for f in finite} | {"not"})
        words = "|".join(sorted(map(re.escape, self._coords), key=len, reverse=True))
        self._coord_re = re.compile(rf"(?i)(?<![\w'\u2019])(?:{words})(?![\w'\u2019])")
        aux = "|".join(sorted(map(re.escape, finite), key=len, reverse=True))
        # a coordinator, a few adverbs and is/was/has/does: a quick test before tokenising
        self._coord_aux_re = re.compile(
            rf"(?i)(?<![\w'\u2019])(?:{words})\s+(?:[a-z]+\s+){{0,4}}(?:{aux})"
            rf"(?:n['\u2019]t)?(?![\w'\u2019])"
        )
        self._load_nlp = load_nlp
        self._window = window
        self.batch_size = int(batch_size)
        they = load_pronoun_set("they").forms()
        role_of = {w: r for r, w in they.items()}

        def to_set(word: str) -> str:
            role = role_of.get(word)
            return self.pronouns.form(role) if role else word

        self.entries: dict[str, Entry] = {}
        subjects = set()
        for key, e in lexicon.entries.items():
            self.entries[key] = replace(
                e,
                default=to_set(e.neutral) if e.neutral else None,
                by_pos=tuple((p, to_set(t)) for p, t in e.neutral_by_pos),
            )
            if e.neutral and role_of.get(e.neutral) == "subject":
                subjects.add(key)
        self._subjects = frozenset(subjects)
        self._cache: dict[tuple, bool] = {}
        self.checksums = {
            f"pronouns:{self.pronouns.name}": self.pronouns.checksum,
            "agreement": self.rules.checksum,
        }
        self.stats = {"agreed": 0, "tagged": 0}

    # -- names ------------------------------------------------------------------------------
    def name_targets(self, text: str, cs: Sequence[Any]) -> None:
        """Consistent, collision-free neutral names inside one text.

        Each first name becomes its frequency-matched neutral name (``names_neutral``); a
        neutral name already in the text, or already given to another name, is replaced by the
        nearest-ranked free one. The same name always gets the same neutral name in one text.
        """
        names = [c for c in cs if c.entry.kind == "name" and c.target is not None]
        pool = self.lexicon.neutral_names
        if not names or not pool:
            return
        rank = {n: i for i, n in enumerate(pool)}
        used = {w.lower() for w in _LETTERS.findall(text)} & set(rank)
        chosen: dict[str, str] = {}
        for c in names:
            key = c.text.lower()
            if key not in chosen:
                tgt = c.target
                if tgt in used:
                    r = rank.get(tgt, 0)
                    order = sorted(range(len(pool)), key=lambda i: (abs(i - r), i))
                    tgt = next((pool[i] for i in order if pool[i] not in used), tgt)
                chosen[key] = tgt
                used.add(tgt)
            c.target = chosen[key]

    # -- the pass over a batch ---------------------------------------------------------------
    def rewrite_batch(self, texts: Sequence[Any], per_doc: Sequence[list]) -> list[list]:
        """Add agreement, clitic and article rewrites to each text's resolved candidates.

        Parameters
        ----------
        texts : sequence of str
            The texts.
        per_doc : sequence of lists
            Per text, the engine's candidates (``start``, ``end``, ``text``, ``target``,
            ``entry``) with their targets resolved.

        Returns
        -------
        list of lists
            Per text, the candidates and the added :class:`Rewrite` items, sorted by start,
            non-overlapping.
        """
        extras: list[list[Rewrite]] = [[] for _ in texts]
        pending: list[_Pending] = []
        if self.pronouns.plural:
            both = "themselves" if self.pronouns.name == "they" else None
            per_doc = [self._join_pairs(t, cs, both) for t, cs in zip(texts, per_doc)]
        for i, cs in enumerate(per_doc):
            text = texts[i]
            for c in cs:
                if c.target is None:
                    continue
                if c.entry.key in self._subjects and self.pronouns.plural:
                    edits, more = self._agree(text, c, i)
                    extras[i].extend(edits)
                    pending.extend(more)
                elif c.entry.kind in ("word", "title"):
                    extras[i].extend(self._article(text, c))
        if pending:
            for p in self._confirm(texts, pending):
                extras[p.doc].append(p.edit)
        return [self._merge(cs, ex) if ex else cs for cs, ex in zip(per_doc, extras)]

    @staticmethod
    def _join_pairs(text: Any, cs: list, reflexive: str | None) -> list:
        """The candidates of ``text`` with each pair "he and she", "him and her", "his and
        her"... (both genders, the same new pronoun) taken as one candidate for the pair, so
        that it is written once: "they", not "they and they". A pair of reflexives becomes
        ``reflexive`` ("themselves"), or stays two words when that is ``None``."""
        if len(cs) < 2 or not isinstance(text, str):
            return cs
        out: list = []
        for c in sorted(cs, key=lambda c: c.start):
            p = out[-1] if out else None
            if (
                p is not None
                and p.target is not None
                and c.target is not None
                and p.target.lower() == c.target.lower()
                and p.entry.key in _JOINABLE
                and c.entry.key in _JOINABLE
                and {p.entry.gender, c.entry.gender} == {"female", "male"}
                and p.text.lower() in _JOINABLE  # not a pair already joined
                and _AND.fullmatch(text, p.end, c.start)
                and (reflexive is not None or not p.entry.key.endswith("self"))
            ):
                p.end, p.text = c.end, text[p.start : c.end]
                if p.entry.key.endswith("self"):
                    p.target = reflexive
                continue
            out.append(c)
        return out

    def _merge(self, cs: list, extras: list[Rewrite]) -> list:
        """Candidates + extras, sorted and non-overlapping. A verb rewrite on a lexicon word
        ("she mothers him") gives the verb form of its neutral word ("they parent him"); a verb
        rewrite of a lexicon word the engine left ("He Mothers", read as a name) is dropped,
        so that a second pass leaves the text as it is; any other extra that overlaps a
        lexicon word or an earlier extra is dropped."""
        by_span = {(c.start, c.end): c for c in cs}
        taken = sorted((c.start, c.end) for c in cs)
        kept: list[Rewrite] = []
        for r in sorted(set(extras)):
            c = by_span.get((r.start, r.end))
            if c is not None:
                if c.target is not None:
                    c.target = self.rules.plural(c.target) or c.target
                continue
            if r.text.lower().replace("\u2019", "'") in self.lexicon.entries:
                continue  # a lexicon word the engine left ("They Mothers", a name): left whole
            j = bisect.bisect_left(taken, (r.end, -1))
            if j > 0 and taken[j - 1][1] > r.start:
                continue
            if kept and kept[-1].end > r.start:
                continue
            kept.append(r)
        return sorted([*cs, *kept], key=lambda x: (x.start, x.end))

    # -- articles ----------------------------------------------------------------------------
    def _article(self, text: str, c: Any) -> list[Rewrite]:
        if c.target == c.text.lower():
            return []
        m = _ARTICLE.search(text, max(0, c.start - 8), c.start)
        if m is None:
            return []
        art = m.group(1)
        want = "an" if self.rules.needs_an(c.target) else "a"
        if art.lower() == want:
            return []
        return [Rewrite(m.start(1), m.end(1), art, want)]

    # -- agreement ---------------------------------------------------------------------------
    def _tokens(self, text: str, pos: int, limit: int = 400, most: int = _TOKENS_AHEAD):
        """The first ``most`` tokens within ``limit`` characters after ``pos`` (enough for the
        adverbs, the verb, its coordinated verbs and the reach of :meth:`_further`)."""
        found = itertools.islice(_TOK.finditer(text, pos, pos + limit), most)
        return [_Tok(m.start(), m.end(), m.group(0)) for m in found]

    def _agree(self, text: str, c: Any, doc: int) -> tuple[list[Rewrite], list[_Pending]]:
        s, e = c.start, c.end
        if e < len(text) and text[e] in _APOSTROPHES:
            m = _LETTERS.match(text, e + 1)
            if m is not None and m.group(0).lower() == "s":
                tgt = "ve" if self._s_is_has(text, m.end()) else "re"
                if len(c.text) > 1 and c.text.isupper():
                    tgt = tgt.upper()
                self.stats["agreed"] += 1
                return [Rewrite(m.start(), m.end(), m.group(0), tgt)], []
            return [], []  # 'd, 'll: the same with they
        # a few tokens first: most pronouns need no more than the verb after them
        toks = self._tokens(text, e, most=_TOKENS_FIRST)
        inv = self._inverted_aux(text, s)
        if inv is not None:
            out = [inv]
            # "Is she walks" is ill-formed; still no singular form right after the pronoun
            if toks:
                out.extend(self._verb(toks[0]) or [])
            self.stats["agreed"] += 1
            return out, []
        rel = self._relative(text, e, toks, doc)
        if rel is not None:
            self.stats["agreed"] += bool(rel[0] or rel[1])
            return rel
        i = self._skip_adverbs(toks)
        if (i is None or i + 1 >= len(toks)) and len(toks) == _TOKENS_FIRST:
            toks = self._tokens(text, e)
            i = self._skip_adverbs(toks)
        if i is None or i >= len(toks):
            return [], []
        # a capitalised -s word after a capitalised pronoun: a title (She Walks in Beauty)
        edit = self._verb(toks[i], title=c.text[:1].isupper())
        if edit is None:
            return self._after_kept_verb(text, e, toks, i), []
        self.stats["agreed"] += 1
        edits = list(edit)
        if len(toks) == _TOKENS_FIRST and self._may_go_on(text, toks, i):
            toks = self._tokens(text, e)  # coordinated verbs or a verb further along
        i = self._coordinated(toks, i, edits)
        pend = self._further(toks, i, doc)
        return edits, [] if pend is None else [pend]

    def _relative(
        self, text: str, e: int, toks: list[_Tok], doc: int
    ) -> tuple[list[Rewrite], list[_Pending]] | None:
        """A relative clause right after the pronoun ending at ``e``, or None if there is none.

        Its verb agrees ("she who knows" -> "they who know", "he that hath" -> "they that
        have"). So does the verb after the
        clause: after the comma that closes "she, who is rich, goes" (is/was/has/does directly,
        another -s form if the tagger confirms it), and a closed form right after the clause
        verb without commas ("he who hesitates is lost")."""
        comma = bool(toks) and toks[0].text == ","
        w = int(comma)
        if w >= len(toks) or toks[w].low not in ("who", "that") or toks[w].low != "who" and comma:
            return None  # who, or that without a comma ("he that hath ears")
        if len(toks) == _TOKENS_FIRST:
            toks = self._tokens(text, e)
        edits: list[Rewrite] = []
        j = self._skip_adverbs(toks, w + 1)
        if j is not None and j < len(toks) and self._verb(toks[j]):
            edits.extend(self._verb(toks[j]) or [])
            j = self._coordinated(toks, j, edits)
            if not comma and j + 1 < len(toks) and toks[j + 1].low in self.rules.finite:
                edits.extend(self._verb(toks[j + 1]) or [])
                self._coordinated(toks, j + 1, edits)
        if not comma:
            return edits, []
        for k in range(w + 1, min(len(toks), w + 1 + 2 * _COORD_REACH)):
            t = toks[k]
            if t.text in _SENTENCE_END or t.text in _QUOTES:
                break
            if t.text != ",":
                continue
            m = self._skip_adverbs(toks, k + 1)
            main = self._verb(toks[m]) if m is not None and m < len(toks) else None
            if main is None:
                break
            if toks[m].low.removesuffix("n't") in self.rules.finite:
                edits.extend(main)
                self._coordinated(toks, m, edits)
            else:
                return edits, [_Pending(doc, t, toks[m], toks[m], main[0])]
            break
        return edits, []

    def _after_kept_verb(self, text: str, e: int, toks: list[_Tok], i: int) -> list[Rewrite]:
        """is/was/has/does coordinated after a verb that keeps its form ("she sat down and was
        quiet", "he could not stay and was sent away"), unless a finite verb between shows
        another clause ("she said the man had left and was gone": a word of the finite or
        other_finite class or a word ending in -ed, not after been: "she had been indulged, but
        was not spoilt" agrees) or a subject after it an inversion ("and so was the young lady",
        "or was it")."""
        R = self.rules
        if not toks[i].text.islower() or toks[i].low in self._coords:
            return []
        # within the reach of _further (_COORD_REACH tokens, at most ~12 characters each)
        if self._coord_aux_re.search(text, toks[i].end, toks[i].end + 12 * _COORD_REACH) is None:
            return []  # most pronouns in past-tense text
        if len(toks) == _TOKENS_FIRST:
            toks = self._tokens(text, e, most=i + _COORD_REACH + 8)
        pend = self._further(toks, i, -1)
        if pend is None or pend.cand.low.removesuffix("n't") not in R.finite:
            return []
        k = toks.index(pend.cand)
        after = toks[k + 1] if k + 1 < len(toks) else None
        if after is not None and (
            after.low in R.words("clause_break")
            or after.text.istitle()
            or (toks[k - 1].low in _INVERTING and after.low in R.words("object_start"))
        ):
            return []  # an inversion: "or was it", "or was Ska right", "and so was the lady"
        blocked = R.finite.keys() | R.words("other_finite")
        for j in range(i + 1, len(toks)):
            t = toks[j]
            if t.start >= pend.conj.start:
                break
            if t.low in blocked:
                return []
            if t.is_word and t.low.endswith("ed") and toks[j - 1].low not in _PASSIVE:
                return []
        self.stats["agreed"] += 1
        return [pend.edit]

    def _may_go_on(self, text: str, toks: list[_Tok], i: int) -> bool:
        """Whether the clause after the verb at ``i`` can hold another verb of the same subject:
        a comma or coordinator right after it, or a coordinator within reach."""
        if i + 1 >= len(toks) or toks[i + 1].text == "," or toks[i + 1].low in self._coords:
            return True
        return self._coord_re.search(text, toks[i].end, toks[i].end + 400) is not None

    def _verb(self, tok: _Tok, *, title: bool = False) -> list[Rewrite] | None:
        """The agreement rewrite of a singular verb token, or None if it is no such form.

        Lowercase and all-caps words count; a capitalised word only with ``title`` (else it
        is taken for a name: "Is he James?")."""
        if not tok.is_word:
            return None
        if not (tok.text.islower() or (len(tok.text) > 1 and tok.text.isupper())):
            if not (title and tok.text.istitle()):
                return None
        low = tok.low
        if low.endswith("n't"):
            base = low[:-3]
            plural = self.rules.finite.get(base)
            if plural is None:
                return None
            return [Rewrite(tok.start, tok.start + len(base), tok.text[: len(base)], plural)]
        plural = self.rules.plural(low)
        if plural is None:
            return None
        return [Rewrite(tok.start, tok.end, tok.text, plural)]

    def _skip_adverbs(self, toks: list[_Tok], i: int = 0) -> int | None:
        """Index of the first token after adverbs (also ", however," between commas)."""
        R = self.rules
        n = 0
        while i < len(toks) and n < 4:
            t = toks[i]
            if t.is_word and R.is_adverb(t.text):
                i += 1
                n += 1
                continue
            if t.text == ",":
                j = i + 1
                while j < len(toks) and toks[j].is_word and R.is_adverb(toks[j].text):
                    j += 1
                if j > i + 1 and j < len(toks) and toks[j].text == ",":
                    i = j + 1
                    n += 1
                    continue
                return None
            break
        return i

    def _coordinated(self, toks: list[_Tok], i: int, edits: list[Rewrite]) -> int:
        """Verbs coordinated right after the verb at ``i`` (walks and talks; sings, dances and
        acts), added to ``edits``. Returns the index of the last verb."""
        R = self.rules
        while True:
            k = i + 1
            comma = k < len(toks) and toks[k].text == ","
            k += comma
            conj = k < len(toks) and toks[k].low in R.words("coordinator")
            verb_conj = k < len(toks) and toks[k].low in R.words("verb_coordinator")
            k += conj or verb_conj
            if not (comma or conj or verb_conj):
                break
            while k < len(toks) and toks[k].is_word and R.is_adverb(toks[k].text):
                k += 1
            edit = self._verb(toks[k]) if k < len(toks) else None
            if edit is None or verb_conj and toks[k].low.removesuffix("n't") in R.finite:
                break
            edits.extend(edit)
            i = k
        return i

    def _further(self, toks: list[_Tok], i: int, doc: int) -> _Pending | None:
        """A verb after and/or/but further on in the clause, for the tagger to confirm."""
        R = self.rules
        stop = R.words("clause_break")
        for k in range(i + 1, min(len(toks), i + 1 + _COORD_REACH)):
            t = toks[k]
            if t.text in _SENTENCE_END or t.text in _QUOTES or t.low in stop:
                return None
            if t.low in R.words("coordinator"):
                j = k + 1
                while j < len(toks) and toks[j].is_word and R.is_adverb(toks[j].text):
                    j += 1
                if j >= len(toks):
                    return None
                edit = self._verb(toks[j])
                if edit is None:
                    return None
                return _Pending(doc, toks[i], t, toks[j], edit[0])
        return None

    def _confirm(self, texts: Sequence[str], pending: list[_Pending]) -> list[_Pending]:
        """The pending coordinated verbs the tagger confirms (VBZ, no finite verb between)."""
        if self._load_nlp is None or self._window is None:
            return []
        todo: dict[tuple, list[_Pending]] = {}
        for p in pending:
            text = texts[p.doc]
            ws, we, _, _ = self._window(text, p.verb.start, p.cand.end)
            p.key = (text[ws:we], p.verb.end - ws, p.conj.start - ws, p.cand.start - ws, p.cand.low)
            if p.key not in self._cache:
                todo.setdefault(p.key, []).append(p)
        if todo:
            keys = list(todo)
            self.stats["tagged"] += len(keys)
            nlp = self._load_nlp()
            for key, doc in zip(keys, nlp.pipe([k[0] for k in keys], batch_size=self.batch_size)):
                _, v_end, c_start, cand, word = key
                ok = False
                between = False
                for t in doc:
                    if v_end <= t.idx < c_start and t.tag_ in _FINITE_TAGS:
                        between = True
                    if t.idx == cand:
                        # was/wasn't are tagged VBD
                        ok = t.tag_ == "VBZ" or (t.tag_ == "VBD" and word.startswith("was"))
                if len(self._cache) > 100_000:
                    self._cache.clear()
                self._cache[key] = ok and not between
        return [p for p in pending if self._cache.get(p.key)]

    def _s_is_has(self, text: str, pos: int) -> bool:
        """Whether the clitic 's ending at ``pos`` means has (else is)."""
        R = self.rules
        toks = self._tokens(text, pos, 120)
        i = 0
        while i < len(toks) and toks[i].is_word and R.is_adverb(toks[i].text) and i < 3:
            i += 1
        if i >= len(toks) or not toks[i].is_word:
            return False
        w = toks[i].low
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        if w in R.words("has_participle"):
            return True
        if w in R.words("is_participle"):
            return nxt in R.words("object_start")
        if w.endswith("ed") and len(w) > 3:
            return nxt != "by"
        return False

    def _reporting_verb(self, text: str, m: re.Match) -> Rewrite | None:
        """The agreement rewrite of an -s verb inverted after a closing quote, the word ``m``
        right before the pronoun ('"No," says she' -> 'says they'), or None."""
        w = m.group(1)
        if not (w.endswith("s") and w.islower()):
            return None
        before = text[max(0, m.start(1) - 8) : m.start(1)].rstrip()
        if len(before) < 2 or before[-1] not in _CLOSING_QUOTES:
            return None
        if before[-1] != "\u201d" and before[-2] not in _SPEECH_END:
            return None  # ' and " close a quote only after its punctuation
        plural = self.rules.plural(w)
        return None if plural is None else Rewrite(m.start(1), m.end(1), w, plural)

    def _wh_phrase(self, before: list[_Tok]) -> bool:
        """Whether the words before an auxiliary are a wh-word and a phrase without a subject or
        verb ("what sort of a man is he", "what on earth does she", "what a sister has he")."""
        R = self.rules
        trigger = R.words("inversion_trigger")
        for j in range(len(before) - 1, -1, -1):
            t = before[j]
            if t.low in trigger and t.low in R.words("clause_break"):
                # what, where, how...; not before a definite subject ("how the man is he...")
                return before[j + 1].low not in _DEFINITE
            if not t.is_word or t.low in trigger or t.low in R.words("clause_break"):
                return False
            if t.low in R.finite or t.low in R.words("other_finite") or t.low.endswith("ed"):
                return False
        return False

    def _inverted_aux(self, text: str, s: int) -> Rewrite | None:
        """The agreement rewrite of an auxiliary inverted before the pronoun at ``s``."""
        R = self.rules
        m = _WORD_BEFORE.search(text, max(0, s - 24), s)
        if m is None:
            return None
        if m.group(1).lower().replace("\u2019", "'") not in self._aux_or_not:
            return self._reporting_verb(text, m)  # most pronouns: None
        lo = max(0, s - 120)
        last = collections.deque(_TOK.finditer(text, lo, s), maxlen=_TOKENS_BEHIND)
        before = [_Tok(m.start(), m.end(), m.group(0)) for m in last]
        if not before or not text[before[-1].end : s].isspace():
            return None
        k = len(before) - 1
        if before[k].low == "not" and k > 0 and text[before[k - 1].end : before[k].start].isspace():
            k -= 1  # "does not she" (older English)
        aux = before[k]
        low = aux.low
        base = low[:-3] if low.endswith("n't") else low
        plural = R.finite.get(base)
        if plural is None:
            return None
        pp = before[k - 1] if k > 0 else None
        if pp is None:
            inverted = lo == 0  # the start of the text
        elif not pp.is_word:
            inverted = pp.text in _SENTENCE_END or pp.text in _OPENERS or pp.text == ","
        elif pp.low in R.words("inversion_trigger"):
            inverted = True
        elif pp.low in R.words("cleft_subject"):
            inverted = False
        else:
            ppp = before[k - 2] if k > 1 else None
            wh = R.words("inversion_trigger") - R.words("coordinator")
            inverted = ppp is not None and ppp.low in wh and ppp.low not in ("as", "than", "not")
            inverted = inverted or self._wh_phrase(before[:k])
        if not inverted:
            return None
        return Rewrite(aux.start, aux.start + len(base), aux.text[: len(base)], plural)
