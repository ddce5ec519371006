"""Rewriting to a neutral pronoun set (``direction="to-neutral"``), with verb agreement.

Rewriting he/she to singular *they* changes more than the pronoun: the verbs whose subject it
is agree as plural ("she walks" -> "they walk", "does he know" -> "do they know", "she's been"
-> "they've been"). Rule-based rewriters of this kind (Sun et al. 2021; Vanmassenhove, Emmery
and Shterionov 2021, NeuTral Rewriter) work sentence by sentence with a parser; this module is a
shallow rule pass around each rewritten subject pronoun, so the cost stays close to that of
``flip`` (no parser; the spaCy tagger, on a small window, only for verbs further on).

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
     Modals and past forms other than was stay. A phrase between commas, dashes or brackets
     after the pronoun is read past ("she, like her mother, is", "he - of all people - is",
     "she (like her father) teaches"): is/was/has/does agree, another -s word only if the
     tagger calls it VBZ ("he, his wife, sons and daughters live" keeps "sons");
   * a relative clause right after it agrees ("she, who is rich, goes" -> "they, who are rich,
     go"; "he who hesitates is lost" -> "they who hesitate are lost"): its verb, and the verb
     after the comma that closes it (an -s form only if the tagger calls it VBZ);
   * verbs coordinated right after it ("walks and talks", "sings, dances and acts") agree;
     the verbs of a series further on (after commas and and/or/but: "lives in Boston, works
     at Google, and enjoys hiking") are read as a chain (:meth:`NeutralRewriter._chain`) and
     decided on the tags of a small window (:func:`_decide`): an item agrees if the tagger
     calls its first word VBZ and no finite verb of another clause stands between ("she says
     the dog runs and jumps" keeps "jumps"); an item after a comma alone needs a coordinated
     item closing the series, unless it is an -s verb after a verb that agreed; a word the
     tagger takes for a noun agrees between verb items ("wakes up, showers, and goes") or
     after a short one ("eats breakfast, and leaves"). The search stops at a sentence end,
     at a word that starts another clause (who, that, because...) and at an inversion ("and
     so does her husband"). In a clause that is not a main clause ("the thing she can lay
     hands on, and passes it"; "Lucy, although she is well, has") only the first verb after
     and/or/but agrees, as before. After a verb that keeps its form ("she sat down and was
     quiet") is/was/has/does after and/or/but agree without the tagger unless a finite verb
     between or a subject after it shows another clause or an inversion, and the verbs of a
     series through the tagger if the first verb is tagged as a past tense or a modal ("grew
     up in Texas, lives in Denver, and works for a bank"; an -s verb right after and/or/but
     only after an adverb of time: "worked at IBM and now leads").
3. "a"/"an" before a rewritten noun follows the new word ("an emperor" -> "a monarch").
4. Under a set whose verbs agree as plural, two pronouns of both genders joined by "and" that
   become the same pronoun are written once: "he and she argued" -> "they argued" (not "they
   and they"), "him and her" -> "them", "his and her house" -> "their house". A possessive
   "her" stays apart ("him and her mother" -> "them and their mother"); "himself and herself"
   becomes "themselves" under *they*. A singular set ("xe and xe argue") keeps both words.
   After its correlative (both ... and, either ... or, neither ... nor, right before the first
   pronoun), a subject or object pair becomes "<correlative> of them" and its verb keeps the
   number the text gave it: "Neither he nor she was there" -> "Neither of them was there",
   "Either he or she will come" -> "Either of them will come", "Both he and she agreed" ->
   "Both of them agreed", "I saw neither him nor her" -> "I saw neither of them". A possessive
   pair after either/neither is left as written ("Neither his nor her car was there": "neither
   their car" would drop one owner) and counted (``stats["pairs_kept"]``).

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
#: The pronouns whose pairs "he and she", "him and her", "his and her(s)" become one plural
#: pronoun.
_JOINABLE = frozenset({"he", "she", "him", "her", "his", "hers", "himself", "herself"})
#: What joins two pronouns that name two people ("he and she"), or a pair after "neither"
#: ("neither he nor she"); a pair joined by "or" is an inclusive form, one candidate already
#: (:mod:`.inclusive`).
_AND_NOR = re.compile(r"\s+(and|nor)\s+", re.IGNORECASE)
#: The pair of an inclusive form joined by "or" ("he or she"), the text of its candidate.
_OR_PAIR = re.compile(r"([A-Za-z]+)\s+or\s+([A-Za-z]+)", re.IGNORECASE)
#: A correlative right before the first pronoun of a pair ("neither he nor she").
_CORRELATIVE = re.compile(r"(?<![\w'\u2019])(both|either|neither)\s+$", re.IGNORECASE)
#: Each correlative and the words that join its pair ("neither he or she", informal, too).
_CORRELATIVE_JOIN = {"both": ("and",), "either": ("or",), "neither": ("nor", "or")}
#: The text of a pair after "neither" or "either": a singular subject ("neither of them was").
_SINGULAR_PAIR = re.compile(r"n?either\s", re.IGNORECASE)
#: The slot of a pair of pronouns of both genders after a correlative: a subject or object pair
#: becomes "<correlative> of them", a possessive pair after either/neither is left as written.
_PAIR_SLOT = {
    frozenset({"he", "she"}): "subject",
    frozenset({"him", "her"}): "object",
    frozenset({"his", "her"}): "possessive",
    frozenset({"his", "hers"}): "possessive",
}
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
#: Tags that confirm an -s word as the subject's verb.
_VBZ = frozenset({"VBZ"})
#: Tags that confirm a word after the pronoun that keeps its form as a finite verb (a past
#: tense, a modal), the head of a chain of verbs further on ("she grew up..., lives...").
_KEPT_TAGS = frozenset({"VBD", "MD"})
#: Tags of a word before a comma that a single word after it may continue as a list of nouns
#: ("writes poems, essays, and ...").
_NOUN_TAGS = ("NN", "PRP", "CD")
#: Tags of a word right before the pronoun that make its clause part of a noun phrase ("the
#: plan he has adopted ..., requires"; "all he has fought for, quits").
_EMBEDDING_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "DT", "PDT"})
#: Tags of the first word of an item that make the item a verb phrase.
_ITEM_VERB_TAGS = frozenset({"VBZ", "VBD", "MD"})
#: Adverbs before an -s verb after and/or/but that show the tense changing after a verb that
#: keeps its form ("worked at IBM and now leads").
_TIME_SHIFT = frozenset({"now", "currently", "still", "today", "presently", "nowadays", "also"})
#: Words after a reporting verb in a clause between commas ("Charlotte, she informed me, was").
_SHORT_OBJECTS = frozenset({"me", "us", "him", "her", "them", "you", "it", "to", "so"})
#: Tokens that end the clause before a pronoun (with :data:`_SENTENCE_END`).
_BOUNDARY = set(",;:()[]\"'\u201c\u201d\u2018\u2019\u2014\u2013-")
#: Subjects after an auxiliary that make it an inversion with a subject of its own ("and so
#: does he", "or is it").
_SUBJECTS = frozenset("i you he she we they it there".split())
#: Delimiters of a phrase between the pronoun and its verb ("she, like her mother, is"; "he -
#: of all people - is"; "she (like her father) teaches"): opening -> closing.
_PHRASE_DELIMS = {",": ",", "(": ")", "-": "-", "\u2014": "\u2014", "\u2013": "\u2013"}
#: The most tokens of such a phrase.
_PHRASE_MAX = 10
#: Tokens searched after a verb for a coordinated verb further on.
_COORD_REACH = 15
#: Tokens read after a rewritten pronoun: adverbs, a phrase between commas, the verb,
#: coordinated verbs and verbs further along, each within :data:`_COORD_REACH` of the last.
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
class _Item:
    """One item of a coordination after the subject's verb: the connector before it (a comma,
    and/or/but/nor, or a comma and one of them) and the item's first word after adverbs."""

    conj: _Tok
    word: _Tok
    #: the word's agreement, or None if it is no singular verb form (or is left alone)
    edit: list[Rewrite] | None
    #: a comma alone before it ("wakes up, showers")
    comma: bool
    #: a comma and a coordinator before it ("eats breakfast, and leaves")
    series: bool
    #: a coordinator without a comma ("walks the dog and feeds the cats")
    coord: bool
    #: the item is this word alone: a connector or the sentence end follows
    single: bool
    #: a phrase between commas stands between the connector and the word ("and, in her
    #: free time, enjoys")
    phrase: bool = False
    #: the word is is/was/has/does (with n't)
    aux: bool = False


@dataclass
class _Chain:
    """Verbs of the subject further on, for the tagger to confirm (:func:`_decide`).

    ``head`` (if any) is confirmed first: an -s word after a phrase between commas ("she, of
    course, knows"), the verb after a relative clause, or a verb that keeps its form ("she grew
    up...") whose tag must be a past tense or a modal; without it nothing of the chain is
    written. Then the items."""

    doc: int
    #: where the pronoun's clause starts (after a comma, a semicolon... or the text start)
    lead: int
    #: the pronoun's start
    pron: int
    #: no word that starts a subordinate clause between ``lead`` and the pronoun ("although
    #: she is ill, has...") and no reporting clause between commas ("Lucy, she said, was")
    main: bool
    #: the verb the items follow
    start: _Tok
    head: _Tok | None
    head_tags: frozenset[str]
    head_edits: list[Rewrite]
    #: the start verb itself followed a connector ("cooks, cleans the house, and shops")
    joined: bool
    #: the first verb keeps its form (a past tense, a modal)
    kept: bool
    items: list[_Item]
    key: tuple = ()

    def layout(self, ws: int) -> tuple:
        """What :func:`_decide` reads, offsets relative to the window start ``ws``."""
        items = tuple(
            _ItemLayout(
                it.conj.start - ws,
                it.word.start - ws,
                it.word.end - ws,
                it.word.low,
                it.edit is not None,
                it.comma,
                it.series,
                it.coord,
                it.single,
                it.phrase,
                it.aux,
            )
            for it in self.items
        )
        head = -1 if self.head is None else self.head.start - ws
        return (
            self.lead - ws,
            self.pron - ws,
            self.main,
            self.start.end - ws,
            head,
            self.head_tags,
            self.joined,
            self.kept,
            items,
        )


class _ItemLayout(NamedTuple):
    conj: int
    start: int
    end: int
    word: str
    has: bool
    comma: bool
    series: bool
    coord: bool
    single: bool
    phrase: bool
    aux: bool


_CLAUSE_END = re.compile(r"[.!?;:\"\u201c\u201d]")


def _clause_end(text: str, pos: int, limit: int) -> int:
    """The position of the first sentence end, semicolon, colon or double quote after ``pos``,
    or ``pos + limit``."""
    m = _CLAUSE_END.search(text, pos, pos + limit)
    return m.start() if m else min(len(text), pos + limit)


def _taggable(window: str) -> str:
    """The window as the tagger reads it best: a window in capitals in lowercase ("SHE LIVES
    IN BOSTON, WORKS AT GOOGLE"), if that keeps every offset."""
    if window.isupper():
        low = window.lower()
        if len(low) == len(window):
            return low
    return window


def _decide(
    doc: Any,
    lead: int,
    pron: int,
    main: bool,
    start_end: int,
    head: int,
    head_tags: frozenset[str],
    joined: bool,
    kept: bool,
    items: tuple[_ItemLayout, ...],
) -> tuple[bool, tuple[int, ...]]:
    """Which items of a chain (:class:`_Chain`, its :meth:`~_Chain.layout`) are verbs of the
    subject, by the tags of ``doc`` (the tagged window): whether the head is confirmed, and the
    indices of the items that agree.

    * An item agrees if its word is tagged VBZ (was: VBD) and no finite verb stands between
      the last verb of the subject and its connector other than the first words of items
      ("was born in Ohio, moved to Boston, and works": moved is an item of the same subject;
      "says the dog runs, and barks": runs is another clause's, and nothing after it agrees).
    * Of a series of verb phrases the tagger takes for nouns, single words between commas
      agree before an item that agrees, after a word that cannot end a list of nouns ("wakes
      up, showers, and goes"; "puts it on, smiles, chuckles, picks up"; not "writes poems,
      essays, and teaches"); and the word after a comma and a coordinator right after a short
      verb item without a preposition that does not end in a plural noun ("eats breakfast,
      and leaves"; not "draw up deeds, and conveyances").
    * An item after a comma alone agrees only in a series that a coordinated item that agrees
      closes ("lives in Boston, works at Google, and enjoys hiking"; not "the wagon train he
      was in, was attacked"), or if it is an -s verb tagged VBZ after a verb that agreed
      ("teaches math, coaches soccer and basketball").
    * In a clause that is not a main clause (a finite verb or a word that starts a subordinate
      clause between its start and the pronoun, or a noun or determiner right before it that
      no preposition starting the clause governs: "the thing she can lay hands on, and passes
      it", "the plan he has adopted ..., requires"), only the first item after and/or/but
      agrees, by the first rule and with no phrase before it, as before series were read;
      after a verb that keeps its form, none.
    """
    toks = [(t.idx, t.tag_) for t in doc]
    tags = dict(toks)
    if head >= 0 and tags.get(head) not in head_tags:
        return False, ()
    finite = [p for p, tag in toks if tag in _FINITE_TAGS]
    main = main and not any(lead <= p < pron for p in finite)
    before = [tag for p, tag in toks if lead <= p < pron and tag != "CC"]
    if before and before[-1] in _EMBEDDING_TAGS and before[0] not in ("IN", "TO"):
        # "the plan he has adopted", "all he has fought for"; not after a fronted
        # prepositional phrase ("with great difficulty he puts")
        main = False

    def agrees(it: _ItemLayout) -> bool:
        tag = tags.get(it.start)
        return it.has and (tag == "VBZ" or (tag == "VBD" and it.word.startswith("was")))

    if not main:
        for j, it in enumerate(items):
            if (it.coord or it.series) and not kept and not it.phrase:
                if agrees(it) and not any(start_end <= p < it.conj for p in finite):
                    return True, (j,)
                break
        return True, ()
    starts = {it.start for it in items}
    finite = [p for p in finite if p not in starts]
    prev = start_end
    ok = [False] * len(items)
    n = len(items)
    for j, it in enumerate(items):
        if any(prev <= p < it.conj for p in finite):
            n = j
            break
        if agrees(it):
            ok[j] = True
            prev = it.end

    def lone(j: int) -> bool:  # a single word between commas that did not agree
        it = items[j]
        return not ok[j] and it.has and it.comma and it.single

    j = n - 2
    while j >= 0:
        if not (lone(j) and ok[j + 1]):
            j -= 1
            continue
        r = j  # a run of them: "smiles, chuckles, picks up"
        while r > 0 and lone(r - 1):
            r -= 1
        before = [tag for p, tag in toks if p < items[r].conj]
        if before and not before[-1].startswith(_NOUN_TAGS):
            for m in range(r, j + 1):
                ok[m] = True
        j = r - 1
    for j in range(n):
        it = items[j]
        if ok[j] or not (it.has and it.series):
            continue
        if j == 0:
            lo, verb = start_end, joined
        else:
            lo = items[j - 1].end
            verb = ok[j - 1] or tags.get(items[j - 1].start) in _ITEM_VERB_TAGS
        rest = [tag for p, tag in toks if lo <= p < it.conj]
        if (
            verb
            and len(rest) <= 3
            and not any(tag in ("IN", "TO") for tag in rest)
            and not (rest and rest[-1] in ("NNS", "NNPS"))
        ):
            ok[j] = True
    closed = False
    for j in range(n - 1, -1, -1):
        it = items[j]
        if ok[j] and it.comma and not closed:
            # not closed: only an -s verb the tagger confirms after a verb that agreed
            ok[j] = not kept and not it.aux and tags.get(it.start) == "VBZ"
        closed = closed or (ok[j] and not it.comma)
    return True, tuple(j for j in range(n) if ok[j])


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
        # a comma or coordinator, a few adverbs and a lowercase -s word that may be a verb: a
        # quick test before looking for -s verbs after a verb that keeps its form
        adverbs = "|".join(sorted(self.rules.words("adverb"), key=len, reverse=True))
        no_verb = "|".join(sorted(self.rules.words("not_verb"), key=len, reverse=True))
        self._s_item_re = re.compile(
            rf"(?:,|(?<![\w'\u2019])(?:{words}|nor)(?![\w'\u2019]))\s*"
            rf"(?:(?:{adverbs}|[a-z]{{3,}}ly)\s+){{0,3}}(?!(?:{no_verb})(?![\w'\u2019]))"
            rf"[a-z]{{2,}}(?<!s)(?<!ou)s(?![\w'\u2019])"
        )
        # words that start a subordinate clause before the pronoun ("although she...")
        self._subordinators = frozenset(
            (self.rules.words("clause_break") - _SUBJECTS - {"xe", "ze"})
            | {"as", "than", "whither", "whence", "till", "lest", "wherein"}
        )
        self._stop = self.rules.words("clause_break")
        self._nor = self.rules.words("verb_coordinator")
        self._object_start = self.rules.words("object_start")
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
        self.stats = {"agreed": 0, "tagged": 0, "pairs_kept": 0}

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
        pending: list[_Chain] = []
        if self.pronouns.plural:
            both = "themselves" if self.pronouns.name == "they" else None
            them = self.pronouns.form("object")
            per_doc = [self._join_pairs(t, cs, both, them) for t, cs in zip(texts, per_doc)]
        for i, cs in enumerate(per_doc):
            text = texts[i]
            for c in cs:
                if c.target is None:
                    continue
                if (
                    c.entry.key in self._subjects
                    and self.pronouns.plural
                    and not _SINGULAR_PAIR.match(c.text)  # "neither of them was": as written
                ):
                    edits, more = self._agree(text, c, i)
                    extras[i].extend(edits)
                    pending.extend(more)
                elif c.entry.kind in ("word", "title"):
                    extras[i].extend(self._article(text, c))
        if pending:
            for d, r in self._confirm(texts, pending):
                extras[d].append(r)
        return [self._merge(cs, ex) if ex else cs for cs, ex in zip(per_doc, extras)]

    def _join_pairs(self, text: Any, cs: list, reflexive: str | None, them: str) -> list:
        """The candidates of ``text`` with each pair "he and she", "him and her", "his and
        her"... (both genders, the same new pronoun) taken as one candidate for the pair, so
        that it is written once: "they", not "they and they". A pair of reflexives becomes
        ``reflexive`` ("themselves"), or stays two words when that is ``None``.

        A subject or object pair after its correlative ("both he and she", "either him or
        her", "neither he nor she") becomes one candidate from the correlative to the second
        pronoun, written "<correlative> of ``them``" ("neither of them"); a possessive pair
        after either/neither ("neither his nor her car") is left as written
        (:meth:`_correlative`)."""
        if not cs or not isinstance(text, str):
            return cs
        out: list = []
        for c in sorted(cs, key=lambda c: c.start):
            if " " in c.text and c.target is not None:
                # an inclusive form taken whole ("he or she"): after "either", a pair
                m = _OR_PAIR.fullmatch(c.text)
                if m is not None and self._correlative(
                    text, c, c, "or", m.group(1), m.group(2), them
                ):
                    out.append(c)
                    continue
            p = out[-1] if out else None
            if (
                p is None
                or p.target is None
                or c.target is None
                or p.entry.key not in _JOINABLE
                or c.entry.key not in _JOINABLE
                or {p.entry.gender, c.entry.gender} != {"female", "male"}
                or p.text.lower() not in _JOINABLE  # not a pair already joined
            ):
                out.append(c)
                continue
            m = _AND_NOR.fullmatch(text, p.end, c.start)
            if m is not None and self._correlative(
                text, p, c, m.group(1).lower(), p.text, c.text, them
            ):
                if p.target is not None:
                    continue  # one candidate: "neither of them"
                c.target = None  # a possessive pair, left as written
            elif (
                m is not None
                and m.group(1).lower() == "and"
                and p.target.lower() == c.target.lower()
                and (reflexive is not None or not p.entry.key.endswith("self"))
            ):
                p.end, p.text = c.end, text[p.start : c.end]
                if p.entry.key.endswith("self"):
                    p.target = reflexive
                continue
            out.append(c)
        return out

    def _correlative(
        self, text: str, p: Any, c: Any, join: str, first: str, second: str, them: str
    ) -> bool:
        """Whether the pair of pronouns ``first`` (the candidate ``p``) and ``second`` (``c``,
        or ``p`` itself for an inclusive form), joined by ``join`` ("and", "or", "nor"), follows
        its correlative (both ... and, either ... or, neither ... nor or ... or) right before
        ``p``, and if so, rewrite it in ``p``.

        * A subject or object pair (he/she, him/her read as an object: the same new pronoun)
          becomes one candidate from the correlative to ``second``, written "<correlative> of
          ``them``" in the correlative's case ("Neither he nor she was" -> "Neither of them
          was", "both him and her" -> "both of them"). Its verb keeps the number the text gave
          it: a pair after "neither" or "either" is a singular subject (``rewrite_batch`` does
          not make its verb agree), "both he and she" is plural already.
        * A possessive pair (his/her, his/hers) after "neither" or "either" is left as written
          (``p.target`` becomes None; counted in ``stats["pairs_kept"]``): "neither their car"
          or "either their car" would lose one of the two owners, and "neither of their cars"
          needs the noun in the plural. "both his and her cars" is joined as any "and" pair
          ("both their cars").
        """
        q = _CORRELATIVE.search(text, max(0, p.start - 12), p.start)
        if q is None or join not in _CORRELATIVE_JOIN[q.group(1).lower()]:
            return False
        slot = _PAIR_SLOT.get(frozenset({first.lower(), second.lower()}))
        if slot == "possessive":
            if join == "and":
                return False
            p.target = None
            self.stats["pairs_kept"] += 1
            return True
        if slot is None or p.target.lower() != (c.target or "").lower():
            return False  # reflexives; "neither him nor her mother" (a possessive her)
        p.start, p.end = q.start(1), c.end
        p.text = text[p.start : p.end]
        p.target = f"{q.group(1)} of {them}"
        return True

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

    def _agree(self, text: str, c: Any, doc: int) -> tuple[list[Rewrite], list[_Chain]]:
        s, e = c.start, c.end
        if e < len(text) and text[e] in _APOSTROPHES:
            m = _LETTERS.match(text, e + 1)
            if m is not None and m.group(0).lower() == "s":
                tgt = "ve" if self._s_is_has(text, m.end()) else "re"
                if len(c.text) > 1 and c.text.isupper():
                    tgt = tgt.upper()
                self.stats["agreed"] += 1
                clitic = Rewrite(m.start(), m.end(), m.group(0), tgt)
                # the verbs coordinated further on agree as after "is"/"has" ("She's a nurse
                # and loves her patients" -> "They're a nurse and love their patients"): the
                # clitic's "s" stands for the verb at index 0
                toks = self._tokens(text, m.start())
                edits = [clitic]
                j = self._coordinated(toks, 0, edits)
                chain = self._chain(text, toks, j, doc, s, joined=j > 0)
                return edits, [] if chain is None else [chain]
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
        rel = self._relative(text, s, e, toks, doc)
        if rel is not None:
            self.stats["agreed"] += bool(rel[0])
            return rel
        i, phrase = self._skip(toks, e, phrases=True)
        if (i is None or i + 1 >= len(toks)) and len(toks) == _TOKENS_FIRST:
            toks = self._tokens(text, e)
            i, phrase = self._skip(toks, e, phrases=True)
        if i is None or i >= len(toks):
            return [], []
        # a capitalised -s word after a capitalised pronoun: a title (She Walks in Beauty)
        edit = self._verb(toks[i], title=c.text[:1].isupper())
        if edit is None:
            if phrase:
                return [], []
            kept = self._after_kept_verb(text, e, toks, i)
            chain = self._kept_chain(text, e, toks, i, doc, s, bool(kept))
            return kept, [] if chain is None else [chain]
        if len(toks) == _TOKENS_FIRST and self._may_go_on(text, toks, i):
            toks = self._tokens(text, e)  # coordinated verbs or a verb further along
        edits = list(edit)
        j = self._coordinated(toks, i, edits)
        if phrase and toks[i].low.removesuffix("n't") not in self.rules.finite:
            # an -s word after a phrase between commas is the verb if the tagger says so
            # ("she, of course, knows"; not "he, his wife, sons and daughters live")
            head = self._chain(text, toks, j, doc, s, head=toks[i], head_edits=edits, joined=j > i)
            return [], [] if head is None else [head]
        self.stats["agreed"] += 1
        chain = self._chain(text, toks, j, doc, s, joined=j > i)
        return edits, [] if chain is None else [chain]

    def _relative(
        self, text: str, s: int, e: int, toks: list[_Tok], doc: int
    ) -> tuple[list[Rewrite], list[_Chain]] | None:
        """A relative clause right after the pronoun ending at ``e``, or None if there is none.

        Its verb agrees ("she who knows" -> "they who know", "he that hath" -> "they that
        have"). So does the verb after the
        clause: after the comma that closes "she, who is rich, goes" (is/was/has/does directly,
        another -s form if the tagger confirms it), and a closed form right after the clause
        verb without commas ("he who hesitates is lost"); and the verbs coordinated with it
        further on (:meth:`_chain`)."""
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
                n = self._coordinated(toks, m, edits)
                chain = self._chain(text, toks, n, doc, s, joined=n > m)
                return edits, [] if chain is None else [chain]
            head = list(main)
            n = self._coordinated(toks, m, head)
            chain = self._chain(text, toks, n, doc, s, head=toks[m], head_edits=head, joined=n > m)
            return edits, [] if chain is None else [chain]
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
        found = self._further(toks, i)
        if found is None or found[1].low.removesuffix("n't") not in R.finite:
            return []
        conj, cand, edit = found
        k = toks.index(cand)
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
            if t.start >= conj.start:
                break
            if t.low in blocked:
                return []
            if t.is_word and t.low.endswith("ed") and toks[j - 1].low not in _PASSIVE:
                return []
        self.stats["agreed"] += 1
        return [edit]

    def _may_go_on(self, text: str, toks: list[_Tok], i: int) -> bool:
        """Whether the clause after the verb at ``i`` can hold another verb of the same subject:
        a comma or coordinator right after it, or one within reach."""
        if i + 1 >= len(toks) or toks[i + 1].text == "," or toks[i + 1].low in self._coords:
            return True
        end = toks[i].end
        stop = _clause_end(text, end, 400)
        return "," in text[end:stop] or self._coord_re.search(text, end, stop) is not None

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
        return self._skip(toks, -1, i)[0]

    def _skip(
        self, toks: list[_Tok], pos: int, i: int = 0, *, phrases: bool = False
    ) -> tuple[int | None, bool]:
        """Index of the first token after adverbs and adverbs between commas (", however,"),
        and with ``phrases`` after any phrase between commas, dashes or brackets (", of
        course,", " - of all people -", " (like her father)"; :meth:`_phrase_end`); and
        whether such a phrase of other words was skipped. None if a comma follows that opens no
        such phrase or one that is not closed. ``pos``: the end of the text before
        ``toks[i]``."""
        R = self.rules
        n = 0
        phrase = False
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
                if not phrases:
                    return None, phrase
            if phrases and t.text in _PHRASE_DELIMS:
                before = toks[i - 1].end if i > 0 else pos
                j = self._phrase_end(toks, i, before)
                if j is None:
                    return None, phrase
                i = j + 1
                n += 1
                phrase = True
                continue
            break
        return i, phrase

    @staticmethod
    def _phrase_end(toks: list[_Tok], i: int, before: int) -> int | None:
        """The index of the closing delimiter of a phrase opened at ``toks[i]`` (a comma, a
        bracket, a dash: "-" with spaces around, "--", an en or em dash), or None: the phrase
        holds 1 to :data:`_PHRASE_MAX` tokens and no sentence end, quote, bracket or other
        delimiter."""
        opening = toks[i].text
        closing = _PHRASE_DELIMS[opening]
        width = 1
        if opening == "-":
            while i + width < len(toks) and toks[i + width].text == "-":
                if toks[i + width].start != toks[i + width - 1].end:
                    break
                width += 1
        k = i + width
        if k >= len(toks):
            return None
        if (
            opening == "-"
            and width == 1
            and (before >= toks[i].start or toks[k].start == toks[i].end)
        ):
            return None  # a hyphen ("she-wolf")
        for j in range(k, min(len(toks), k + _PHRASE_MAX + 1)):
            t = toks[j].text
            if t == closing and j > k:
                if opening != "-":
                    return j
                run = toks[j : j + width]
                if len(run) == width and all(r.text == "-" for r in run):
                    if all(run[m].start == run[m - 1].end for m in range(1, width)):
                        nxt = toks[j + width] if j + width < len(toks) else None
                        spaced = toks[j - 1].end < toks[j].start and (
                            nxt is None or nxt.start > run[-1].end
                        )
                        if width > 1 or spaced:
                            return j + width - 1
                continue  # a hyphen inside a word of the phrase ("well-known")
            if t in _SENTENCE_END or t in _QUOTES or t in _PHRASE_DELIMS or t in "()[]":
                if not (t == "-" and opening != "-"):
                    return None
        return None

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

    def _further(self, toks: list[_Tok], i: int) -> tuple[_Tok, _Tok, Rewrite] | None:
        """The first and/or/but further on in the clause and the verb after it (its
        coordinator, the verb and the verb's rewrite), or None."""
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
                return t, toks[j], edit[0]
        return None

    def _kept_chain(
        self, text: str, e: int, toks: list[_Tok], i: int, doc: int, s: int, aux: bool
    ) -> _Chain | None:
        """-s verbs further on after a first verb that keeps its form ("she grew up in Ohio,
        lives in Boston, and works at Google"; "he worked at IBM and now leads a startup"), for
        the tagger: the first verb must be a past tense or a modal (:meth:`_chain`)."""
        t = toks[i]
        if not t.is_word or not t.text.islower() or t.low in self._coords:
            return None
        stop = _clause_end(text, t.end, 12 * _COORD_REACH)
        if self._s_item_re.search(text, t.end, stop) is None:
            return None  # most pronouns in past-tense text
        if len(toks) == _TOKENS_FIRST:
            toks = self._tokens(text, e)
        kept = "aux" if aux else "kept"
        return self._chain(text, toks, i, doc, s, head=t, head_tags=_KEPT_TAGS, kept=kept)

    def _clause_start(self, text: str, s: int) -> tuple[int, bool]:
        """Where the clause of the pronoun at ``s`` starts (after the last comma, semicolon,
        colon, dash, bracket, quote or sentence end, or at the text start), and whether no word
        between that starts a subordinate clause (although, which, if, as...). False also
        when the start is more than 16 tokens back."""
        lo = max(0, s - 160)
        back = list(_TOK.finditer(text, lo, s))
        for m in reversed(back[-16:]):
            w = m.group(0)
            if w in _BOUNDARY or w in _SENTENCE_END:
                return m.end(), True
            if w.lower() in self._subordinators:
                return m.start(), False
        if lo == 0 and len(back) <= 16:
            return 0, True
        return s, False

    def _chain(
        self,
        text: str,
        toks: list[_Tok],
        i: int,
        doc: int,
        s: int,
        *,
        head: _Tok | None = None,
        head_tags: frozenset[str] = _VBZ,
        head_edits: Sequence[Rewrite] = (),
        joined: bool = False,
        kept: str = "",
    ) -> _Chain | None:
        """The items after the verb at ``i`` that may be verbs of the subject (the pronoun at
        ``s``), for :func:`_decide`: after each comma, and/or/but/nor (or a comma and one of
        them) further on, the first word after adverbs and phrases between commas, up to the
        sentence end, a quote or a word that starts another clause (who, that, because...),
        each within :data:`_COORD_REACH` tokens of the last item. An auxiliary with a subject
        after it ends them ("and so does her husband", "or is it"). ``kept`` ("kept" or
        "aux"): the first verb keeps its form, and an -s word after and/or/but without a comma
        needs an adverb of time before it ("and now leads"; not "with bows and smiles");
        "aux": :meth:`_after_kept_verb` made an is/was/has/does agree, and those after
        and/or/but are left to it. None if no item may agree and there is no ``head``."""
        R = self.rules
        stop, nor = self._stop, self._nor
        items: list[_Item] = []
        last = i
        k = i + 1
        n = len(toks)
        while k < n and k - last <= _COORD_REACH:
            t = toks[k]
            if t.text in _SENTENCE_END or t.text in _QUOTES or t.low in stop:
                break
            comma = t.text == ","
            if not (comma or t.low in self._coords or t.low in nor):
                k += 1
                continue
            j = k + 1
            series = comma and j < n and (toks[j].low in self._coords or toks[j].low in nor)
            j += series
            joiner = toks[j - 1].low
            now = phrase = False
            while j < n:
                if toks[j].is_word and R.is_adverb(toks[j].text):
                    now = now or toks[j].low in _TIME_SHIFT
                    j += 1
                elif not comma or series:
                    # "and, in her free time, enjoys"
                    m, skipped = self._skip(toks, toks[j - 1].end, j, phrases=True)
                    if not skipped or m is None:
                        break
                    j = m
                    phrase = True
                else:
                    break
            if j >= n:
                break
            w = toks[j]
            if not w.is_word:
                k = j  # "and, in her free time..." not closed: that comma is the next connector
                continue
            if w.low in stop:
                break
            edit = self._verb(w)
            nxt = toks[j + 1] if j + 1 < n else None
            if edit is not None and w.low.removesuffix("n't") in R.finite:
                if (
                    joiner in nor
                    or (nxt is not None and (nxt.low in _SUBJECTS or nxt.low in stop))
                    or (
                        toks[j - 1].low in _INVERTING
                        and nxt is not None
                        and (nxt.text.istitle() or nxt.low in self._object_start)
                    )
                ):
                    break  # an inversion: "and so does her husband", "nor was I", "or is it"
                if kept == "aux" and (series or not comma):
                    edit = None  # after and/or/but: _after_kept_verb made it agree
            if kept and edit is not None and not comma and not now:
                edit = None
            single = (
                nxt is None
                or nxt.text in _SENTENCE_END
                or nxt.text == ","
                or nxt.low in self._coords
            )
            aux = edit is not None and w.low.removesuffix("n't") in R.finite
            items.append(
                _Item(t, w, edit, comma and not series, series, not comma, single, phrase, aux)
            )
            last = j
            k = j + 1
        if head is None and not any(it.edit for it in items):
            return None
        lead, main = self._clause_start(text, s)
        if (
            main
            and items
            and items[0].comma
            and text[lead - 1 : lead] == ","
            and not text[lead:s].strip()
        ):
            # "Charlotte, she soon found, was depending": a reporting clause between commas
            between = toks[i + 1 : toks.index(items[0].conj)]
            if all(R.is_adverb(t.text) or t.low in _SHORT_OBJECTS for t in between):
                main = False
        if not main:
            if kept:
                return None
            first = next((it for it in items if not it.comma), None)
            if first is not None and first.phrase:
                first = None
            for it in items:
                if it is not first:
                    it.edit = None
        else:
            # an item after a comma alone agrees in a series a coordinated item closes, or
            # if it is an -s verb after a verb that agreed ("teaches math, coaches soccer")
            closing = False
            for it in reversed(items):
                if it.comma and not closing and (kept or it.aux):
                    it.edit = None
                closing = closing or (it.edit is not None and not it.comma)
        while items and items[-1].edit is None:
            items.pop()
        if head is None and not items:
            return None
        if kept and not items:
            return None
        return _Chain(
            doc,
            lead,
            s,
            main,
            toks[i],
            head,
            head_tags,
            list(head_edits),
            joined,
            bool(kept),
            items,
        )

    def _confirm(self, texts: Sequence[str], chains: list[_Chain]) -> list[tuple[int, Rewrite]]:
        """The rewrites of the chains the tagger confirms (:func:`_decide`), as (text index,
        rewrite)."""
        if self._load_nlp is None or self._window is None:
            return []
        todo: dict[tuple, None] = {}
        for ch in chains:
            text = texts[ch.doc]
            end = ch.items[-1].word.end if ch.items else ch.start.end
            ws, we, _, _ = self._window(text, ch.pron, end)
            ws = min(ws, ch.lead)  # the clause before the pronoun (:func:`_decide`)
            ch.key = (text[ws:we], *ch.layout(ws))
            if ch.key not in self._cache:
                todo[ch.key] = None
        found: dict[tuple, tuple[bool, tuple[int, ...]]] = {}
        if todo:
            keys = list(todo)
            self.stats["tagged"] += len(keys)
            nlp = self._load_nlp()
            windows = [_taggable(k[0]) for k in keys]
            for key, doc in zip(keys, nlp.pipe(windows, batch_size=self.batch_size)):
                found[key] = _decide(doc, *key[1:])
            if len(self._cache) > 100_000:
                self._cache.clear()
            self._cache.update(found)
        out: list[tuple[int, Rewrite]] = []
        for ch in chains:
            head_ok, accepted = found.get(ch.key) or self._cache[ch.key]
            if not head_ok:
                continue
            if ch.head_edits:
                self.stats["agreed"] += 1
            out.extend((ch.doc, r) for r in ch.head_edits)
            for j in accepted:
                out.extend((ch.doc, r) for r in ch.items[j].edit or ())
        return out

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
