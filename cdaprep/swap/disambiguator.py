"""A purpose-built classifier for "her": possessive determiner (-> his) or object (-> him).

Male text labels itself: ``his`` before a noun phrase is a determiner, ``him`` is an object.
Every ``his``/``him`` of a corpus is therefore a training example for the decision that ``her``
needs, once the pronoun itself is hidden and every gendered word of its context is made
gender-neutral (he/she, him/her/his/hers, himself/herself become one token each; female nouns
and titles their male counterparts), so the model cannot tell a male context from a female one.
Swap maps for CDA resolve "her" by part of speech (Chen, Ji and Evans 2023, App. B.3); this
model makes that one decision without a tagger.

The model is a logistic regression over hashed features of three tokens left and five right
(see :meth:`HerModel.feature_matrix`): the words,
their suffixes and shapes, and two levels of word classes learned from the corpus (the
distributional clusters of Brown et al. 1992, here k-means over SVD-reduced left/right neighbour
counts), with conjunctions of the previous word and the class of the next words ("made her debut"
against "held her hostage"), and the word forms of the next words: what part of speech WordNet
and English inflection allow them to be (:mod:`cdaprep.swap.word_forms`), which reaches the words
the books lack ("her mugshot", "get her medicated"). Inference is numpy only;
:func:`load_her_model` reads the shipped weights (``lexicons/models/her.npz``) once per process.

In-domain adaptation uses the same trick on the user's data: :func:`collect_contexts` gathers the
self-labelled ``his``/``him`` contexts of a batch (small counts), :func:`merge_contexts` adds up
the partial counts of many batches, and :func:`fit_adapted` continues training from the shipped
weights, pulled back towards them, deterministically for a seed and whatever the batch split.

Examples
--------
>>> m = load_her_model()
>>> text = "She received her degree and they thanked her."
>>> p = m.predict_proba([(text, 13, 16), (text, 41, 44)])
>>> [bool(x > 0.5) for x in p]  # possessive?
[True, False]
"""

from __future__ import annotations

import hashlib
import io
import json
import re
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from cdaprep.errors import DataError
from cdaprep.swap.markup import address_spans, in_spans
from cdaprep.swap.swap_lexicon import WORD_END, WORD_START
from cdaprep.swap.word_forms import WordForms

__all__ = [
    "FEATURE_VERSION",
    "HerModel",
    "AdaptedState",
    "load_her_model",
    "form_code",
    "read_model_meta",
    "model_path",
    "context_tokens",
    "labelled_contexts",
    "collect_contexts",
    "merge_contexts",
    "fit_adapted",
    "train_weights",
    "feminize",
    "standalone_his",
    "CHAT_ENDS",
    "adverb_ends_clause",
    "phrase_ends",
    "shares_noun",
    "worth_while",
    "next_tokens",
    "ContextCounts",
]

#: Version of the feature extraction; a model file records the version it was trained with.
FEATURE_VERSION = 3
#: Number of hashed features of a context (see :meth:`HerModel.feature_matrix`).
N_FEATURES = 43
#: Tokens of context left of the pronoun.
SIDE = 3
#: Tokens of context right of the pronoun (the last two only for "to"/"for" and punctuation).
RIGHT = 5
_SLICE = 100  # characters cut on each side before tokenising

TOKEN = re.compile(
    r"[^\W\d_]+(?:['\u2019](?![sS]\b)[^\W\d_]+)*|['\u2019][sS]\b|\d+(?:[.,:]\d+)*|[^\s\w]|_"
)
_PAD_L = "<S>"
_PAD_R = "</S>"
# Gendered pronouns of the context all become neutral tokens: the model must not learn that
# "him" or "his" stands nearby in male training text (at inference the text is female).
_PRONOUNS = {
    "he": "<he>",
    "she": "<he>",
    "him": "<his>",
    "his": "<his>",
    "her": "<his>",
    "hers": "<his>",
    "her's": "<his>",
    "himself": "<self>",
    "herself": "<self>",
}
_TARGET = re.compile(r"(?<![\w'\u2019])(his|him)(?![\w'\u2019])", re.IGNORECASE)
_OTHER = re.compile(r"(?<![\w'\u2019])(them|their|me|my|us|our)(?![\w'\u2019])", re.IGNORECASE)
_OTHER_LABEL = {"them": 0, "their": 1, "me": 0, "my": 1, "us": 0, "our": 1}
_K1 = 0x9E3779B97F4A7C15
_K2 = 0xBF58476D1CE4E5B9
_K3 = 0x94D049BB133111EB
_K4 = 0xD6E8FEB86659FD93
_M64 = (1 << 64) - 1
_TO = zlib.crc32(b"to")
_FOR = zlib.crc32(b"for")
_INNER = zlib.crc32("\u2010".encode("utf-8"))  # a hyphen inside a word (see _normal_right)
_SHAPES = {"S": 1, "x": 2, "X": 3, "A": 4, "d": 5, "p": 6}
_UNKNOWN_CLASS = 1 << 20  # + shape code: the class of a word the corpus did not cluster
_ATTR_CACHE_MAX = 400_000


def _crc(s: str) -> int:
    return zlib.crc32(s.encode("utf-8"))


def _shape(tok: str) -> str:
    if tok in (_PAD_L, _PAD_R):
        return "S"
    c = tok[0]
    if c.isdigit():
        return "d"
    if not c.isalpha():
        return "x" if c in "'\u2019" else "p"
    if c.isupper():
        return "A" if len(tok) > 1 and tok.isupper() else "X"
    return "x"


#: A blank line: the end of a paragraph, where a context ends as at the edge of the text.
PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n")
#: A web address (with a scheme, after www., or a short link such as ``lat.ms/RvdL3N``): a
#: context ends at it as at a blank line. The training text has none, and its pieces ("http",
#: ":", "/") read as words would make "Block her http://n.pr/1eR" look like "her" before a noun.
URL = re.compile(r"(?:https?://|www\.)\S+|(?<![\w@.])[A-Za-z][\w-]*(?:\.[A-Za-z]{2,}[\w-]*)+/\S*")


#: Brackets around the pronoun, an editor's insertion ("wraps up [her] first month").
_CLOSERS = {")": "(", "]": "["}
#: A bracketed aside right after the pronoun, read past: "His (the pope's) commands".
_ASIDE = re.compile(r"\s*(?:\([^()\n]{1,60}\)|\[[^\[\]\n]{1,60}\])")
#: A hesitation between commas right after the pronoun, read past: "his, er, perceptions" (a
#: determiner), "told her, um, that" (an object). Not "ah", an interjection in fiction.
_FILLER = re.compile(r",[^\S\n]*(?:er|erm|um|umm|uh|uhm|uhh)[^\S\n]*,(?=\s)", re.IGNORECASE)
#: What the training text lacks and the model would misread after the pronoun (see
#: :func:`_normal_right`).
_FUNCTION_HYPHEN = re.compile(r"(?<![\w-])([^\W\d_]+)-(?=[^\W\d_])")
_INNER_HYPHEN = re.compile(r"(?<=[^\W\d_])-(?=[^\W\d_])")
_HASH_OR_CURRENCY = re.compile(r"#(?=\w)|[$\u00a3\u20ac\u00a5](?=\d)")
_US = re.compile(r"\bUS\b")
#: An abbreviation written with dots ("B.S.", "M.Sc", "Ph.D.", "U.S."): read as one word, since
#: its dots would read as the end of the noun phrase ("received her B.S. from").
_DOTTED = re.compile(r"(?<![\w.])(?:[A-Z][a-z]{0,2}\.)+[A-Z][a-z]{0,3}\.?(?![\w])")


def _undot(m: re.Match) -> str:
    """An abbreviation without its dots; a last dot before a capital or the end stays (it
    may end the sentence: "received her B.S. Then")."""
    word = m.group(0)
    after = m.string[m.end() : m.end() + 2].lstrip()
    keep = word.endswith(".") and (not after or after[0].isupper())
    return word.replace(".", "") + ("." if keep else "")


def _normal_right(right: str) -> str:
    """The right context as the model reads it: a word joined by a hyphen to a function word
    is one word ("to-do", "in-laws", "by-election", "on-screen": the hyphen would read as the
    end of the noun phrase and "to" as a preposition), a hashtag is its word, a currency sign
    before a number goes, "US" reads as "American", and a hyphen left inside a word ("her
    now-famous interview") is U+2010, not the dash of "told her now--" that the books write.
    (Cheap tests first: this runs for every "her" the model decides.)"""
    if "-" in right:
        right = _FUNCTION_HYPHEN.sub(
            lambda m: m.group(1) if m.group(1).lower() in _standalone_next() else m.group(0), right
        )
        # a hyphen inside a word ("now-famous") is no dash ("told her now--"): its own token
        right = _INNER_HYPHEN.sub("\u2010", right)
    if "#" in right or "$" in right or "\u00a3" in right or "\u20ac" in right or "\u00a5" in right:
        right = _HASH_OR_CURRENCY.sub("", right)
    if "." in right:
        right = _DOTTED.sub(_undot, right)
    if "US" in right:
        right = _US.sub("American", right)
    return right


def _read_past(text: str, pos: int) -> int:
    """Where the words after a pronoun (or the bracket closing it) that ends at ``pos`` start,
    for :func:`context_tokens` and :func:`next_tokens` alike: past a hyphen that glues it to the
    next word, as scraped news writes spaces ("reads her-statement", "as [his]-own") and as
    compounds do ("down-on-her-luck"), past a hesitation between commas ("his, er,
    perceptions", "told her, um, that") and past a short bracketed aside ("her [the duke's]
    confessor", "His (the pope's) commands")."""
    if text[pos : pos + 1] == "-" and text[pos + 1 : pos + 2].isalpha():
        pos += 1
    if text[pos : pos + 1] == "," and (filler := _FILLER.match(text, pos)):
        pos = filler.end()
    if text[pos : pos + 1].isspace() and (aside := _ASIDE.match(text, pos)):
        pos = aside.end()
    return pos


def context_tokens(text: str, start: int, end: int) -> tuple[str, ...]:
    """The raw tokens around ``text[start:end]``: three left, the word itself, five right.

    Missing tokens at the edges of the text, beyond a blank line (the end of a paragraph) or
    beyond a web address, are ``"<S>"`` / ``"</S>"``. The right context is read as
    :func:`next_tokens` reads it: past brackets around the pronoun, a hyphen that glues it to
    the next word, and a short bracketed aside after it; see also :func:`_normal_right` (a
    hyphen inside a word becomes the token ``"\u2010"``, a dash stays ``"-"``).

    Examples
    --------
    >>> context_tokens("Then he held her hostage.", 13, 16)
    ('Then', 'he', 'held', 'her', 'hostage', '.', '</S>', '</S>', '</S>')
    >>> context_tokens("Call her\\n\\nBooks are due.", 5, 8)
    ('<S>', '<S>', 'Call', 'her', '</S>', '</S>', '</S>', '</S>', '</S>')
    >>> context_tokens("Not enough to block her https://n.pr/1eRcjmq now", 20, 23)
    ('enough', 'to', 'block', 'her', '</S>', '</S>', '</S>', '</S>', '</S>')
    >>> context_tokens("She wraps up [her] first month.", 14, 17)
    ('She', 'wraps', 'up', 'her', 'first', 'month', '.', '</S>', '</S>')
    >>> context_tokens("It led her [the king's] father on.", 7, 10)
    ('<S>', 'It', 'led', 'her', 'father', 'on', '.', '</S>', '</S>')
    """
    lo = start - _SLICE
    left = text[max(0, lo) : start]
    # a pronoun in brackets, an editor's insertion ("wraps up [her] first month", "with (her)
    # present employer"), reads as if the brackets were not there
    close = text[end : end + 1]
    bracketed = close in _CLOSERS and left.endswith(_CLOSERS[close])
    if bracketed:
        left = left[:-1]
    if "\n" in left and (breaks := list(PARAGRAPH_BREAK.finditer(left))):
        left, lo = left[breaks[-1].end() :], 0
    if "/" in left or "www." in left:
        if urls := list(URL.finditer(left)):
            left, lo = left[urls[-1].end() :], 0
    ltoks = TOKEN.findall(left)
    if lo > 0 and ltoks and not left[0].isspace():
        ltoks = ltoks[1:]  # the slice may cut a token
    ltoks = ltoks[-SIDE:]
    if len(ltoks) < SIDE:
        ltoks = [_PAD_L] * (SIDE - len(ltoks)) + ltoks
    hi = end + _SLICE
    right = text[_read_past(text, end + bracketed) : hi]
    if "\n" in right and (brk := PARAGRAPH_BREAK.search(right)):
        right, hi = right[: brk.start()], len(text)
    if ("/" in right or "www." in right) and (url := URL.search(right)):
        right, hi = right[: url.start()], len(text)
    right = _normal_right(right)
    rtoks = TOKEN.findall(right)
    if hi < len(text) and rtoks and not right[-1].isspace():
        rtoks = rtoks[:-1]
    rtoks = rtoks[:RIGHT]
    if len(rtoks) < RIGHT:
        rtoks = rtoks + [_PAD_R] * (RIGHT - len(rtoks))
    return (*ltoks, text[start:end], *rtoks)


def labelled_contexts(text: str, pronouns: str = "his") -> Iterable[tuple[tuple[str, ...], int]]:
    """Self-labelled examples of a text: every ``his`` before a word (1, possessive) and every
    ``him`` (0, object), as ``(context_tokens, label)``.

    With ``pronouns="other"``, the other pronouns whose object and determiner forms differ
    instead: their/them, my/me, our/us (the same decision with more verbs and nouns around it;
    the training script adds them with a lower weight).

    ``his`` where it is probably the standalone pronoun (:func:`standalone_his`: "the book is
    his", "a friend of his in town") is left out: a female text writes "hers" there, not "her".

    Examples
    --------
    >>> [(ctx[4], y) for ctx, y in labelled_contexts("He gave him his book. It is his.")]
    [('his', 0), ('book', 1)]
    >>> [y for _, y in labelled_contexts("Give us our due and them their books.", "other")]
    [0, 1, 0, 1]
    """
    if pronouns == "other":
        for m in _OTHER.finditer(text):
            yield context_tokens(text, m.start(), m.end()), _OTHER_LABEL[m.group(1).lower()]
        return
    for m in _TARGET.finditer(text):
        ctx = context_tokens(text, m.start(), m.end())
        if m.group(1).lower() == "his":
            # the tokens of the context, as the shipped model was trained; next_tokens (which
            # reads "his to-do list" as a determiner) adds 17 examples to 194,942, and the
            # retrained model moved WinoBias dev by 0.3 point (see BENCHMARKS.md)
            if standalone_his(ctx[SIDE + 1], ctx[SIDE + 2]):
                continue
            yield ctx, 1
        else:
            yield ctx, 0


_STANDALONE_NEXT: frozenset[str] | None = None


def _standalone_next() -> frozenset[str]:
    """The ``standalone_next`` class of ``lexicons/rules/context.tsv``, read once."""
    global _STANDALONE_NEXT
    if _STANDALONE_NEXT is None:
        from cdaprep.swap.swap_lexicon import load_context_words

        _STANDALONE_NEXT = frozenset(load_context_words().get("standalone_next", ()))
    return _STANDALONE_NEXT


#: The possessive determiners.
DETERMINERS = frozenset({"her", "his", "my", "your", "our", "their", "its"})
#: Opening quotes and brackets: before a word they start a noun phrase or a name.
OPENERS = frozenset({'"', "'", "\u201c", "\u2018", "(", "[", "{", "/", "``", "''", "`"})
_CURRENCY = frozenset("$\u00a3\u20ac\u00a5")
# One token as :func:`standalone_his` reads it: a hashtag or mention ("#LifesWork", "@user")
# and a word joined by hyphens ("to-do", "in-laws", "by-election") are one word, where
# :data:`TOKEN` would give "#" or "to" first, which read as punctuation or a preposition.
_NEXT_PIECE = rf"[#@][^\W_]\w*|\.\d+|\.{{2,}}|``|''(?=\w)|[^\W\d_]+(?:-[^\W\d_]+)+|{TOKEN.pattern}"
_TWO_WORDS = re.compile(r" ([a-z]+) ([a-z]+)(?=[ ,.;:!?])")
_NEXT_TWO = re.compile(rf"(\s*)({_NEXT_PIECE})(?:(\s*)({_NEXT_PIECE}))?")


def next_tokens(text: str, start: int, end: int) -> tuple[str, str]:
    """The two tokens after the pronoun ``text[start:end]``, for :func:`standalone_his`.

    A hashtag, a mention, a hyphenated word and a decimal (".380") are one token each. A
    pronoun that ends a bracketed insertion ("wraps up [his] first month", "her (or his)
    chances") is read past its bracket, one glued to the next word by a hyphen ("his-family")
    past the hyphen, and a short bracketed aside after it ("His (the pope's) commands") is
    skipped. A blank line ends the paragraph, so nothing after it is returned.

    Examples
    --------
    >>> next_tokens("It is on his to-do list.", 9, 12)
    ('to-do', 'list')
    >>> next_tokens("He wraps up [his] first month", 13, 16)
    ('first', 'month')
    >>> next_tokens("His (the pope's) commands, his rebukes", 0, 3)
    ('commands', ',')
    >>> next_tokens("Call her\\n\\nBooks", 5, 8)
    ('', '')
    """
    if fast := _TWO_WORDS.match(text, end):  # the common case, as the full reading gives it
        return fast.group(1), fast.group(2)
    pos = end
    close = text[end : end + 1]
    if close in _CLOSERS:
        # the pronoun ends a bracketed insertion ("[his] first month", "her (or his) chances"):
        # the words after the bracket follow it
        before = text[max(0, start - 40) : start]
        if before.rfind(_CLOSERS[close]) > before.rfind(close):
            pos = end + 1
    m = _NEXT_TWO.match(text, _read_past(text, pos))
    if m is None or ("\n" in m.group(1) and PARAGRAPH_BREAK.search(m.group(1))):
        return "", ""
    if m.group(4) is None or ("\n" in m.group(3) and PARAGRAPH_BREAK.search(m.group(3))):
        return m.group(2), ""
    return m.group(2), m.group(4)


#: Dashes: like an ellipsis, a pause in speech between "his" and its noun ("his- his youth").
_DASHES = frozenset(("-", "\u2013", "\u2014"))
#: After "his no", the words of the standalone pronoun: "it is his no longer", "his no matter
#: what"; before any other word "no" is part of the noun phrase ("his no show voting").
_AFTER_STANDALONE_NO = frozenset(("longer", "more", "less", "matter", "doubt", "sooner", "one"))
#: Adverbs that end a clause after the standalone pronoun: "it is not his anymore", "he got
#: his already", "the choice was his alone." Before punctuation or the end only ("his alone
#: time", "his once proud army" keep the determiner); no ordinals or superlatives, which head
#: an elided noun phrase ("it was his first.").
_CLAUSE_END_ADVERBS = frozenset(
    "alone too also anymore anyway anyhow again already still then now once yet instead indeed"
    " besides altogether either entirely forever today tonight tomorrow yesterday".split()
)


def adverb_ends_clause(next1: str, next2: str = "") -> bool:
    """Whether the tokens ``next1 next2`` after a pronoun are an adverb that ends the clause
    (alone, too, also, anymore, already, again, now...; before punctuation or the end): no noun
    phrase starts there, so "his" is the standalone pronoun ("it is not his anymore.") and
    "her" an object ("Me? Her too.", "stole a position from her anymore?").

    Examples
    --------
    >>> adverb_ends_clause("too", "."), adverb_ends_clause("alone", "time")
    (True, False)
    """
    return next1 in _CLAUSE_END_ADVERBS and not next2[:1].isalnum()


#: The interjections of chat that end a clause ("to quote him haha", "a fan of his lol"): "his"
#: before one is the standalone pronoun (:func:`standalone_his`; "his lol" twice in the benchmark
#: texts) and "her" the object (:mod:`cdaprep.swap.context_rules`; "him" 9 times)
CHAT_ENDS = frozenset(
    "haha hahaha hahahaha hah lol lolol lmao lmfao rofl jk omg xd hehe heh smh".split()
)


def standalone_his(next1: str, next2: str = "") -> bool:
    """Whether "his" followed by the tokens ``next1 next2`` is the standalone pronoun.

    :func:`phrase_ends`, except where speech pauses or starts again before the noun: "his his
    heart", "his... his archive", "his... secretary" and "His what?" hold a determiner; so do
    "his no show voting" (not "his no longer") and a title right after it, "in his An
    Unsolvable Problem". An adverb that ends the clause makes it standalone: "it is not his
    anymore", "the choice was his alone.". "her" there is left to :func:`phrase_ends`, as an
    object can stand there: "gave her her book", "You told her what?", "gave her no money",
    "gave her The Times". (A hesitation, "his, er, perceptions", is read past by
    :func:`next_tokens`.)

    Examples
    --------
    >>> standalone_his("."), standalone_his("...", "secretary"), standalone_his("what", "?")
    (True, False, False)
    >>> standalone_his("...", "."), standalone_his("...", "and")
    (True, True)
    >>> standalone_his("no", "show"), standalone_his("no", "longer")
    (False, True)
    >>> standalone_his("anymore", "."), standalone_his("alone", "time")
    (True, False)
    """
    w = next1.lower()
    ellipsis = next1[:2] == ".." or next1 == "\u2026"  # ".." and longer: one token
    if w == "his" or ((ellipsis or next1 in _DASHES) and next2.lower() == "his"):
        return False  # "put him down! his his heart", "the British have his... his archive"
    if w == "what" and next2[:1] in ("?", "!"):
        return False  # "His what?"
    if w == "no" and next2.isalpha() and next2.lower() not in _AFTER_STANDALONE_NO:
        return False  # "his no show voting", "his no was loud and clear"
    if next1 in ("The", "An"):
        return False  # a title without quotes: "in his An Unsolvable Problem"
    if ellipsis and next2[:1].islower():
        if next2 not in _standalone_next():
            return False  # an ellipsis before the noun: "how long have you been his... secretary?"
    if w in CHAT_ENDS:
        return True  # "I'm not even a fan of his lol."
    if adverb_ends_clause(next1, next2):
        return True  # "it is not his anymore.", "the choice was his alone"
    return phrase_ends(next1, next2)


_WORTH = re.compile(r"(?<![\w'])worth\s+$", re.IGNORECASE)


def worth_while(text: str, start: int, next1: str) -> bool:
    """Whether the pronoun at ``text[start:]``, followed by the token ``next1``, is the
    possessive of "worth his while", where "while" is a noun, not the conjunction.

    Examples
    --------
    >>> worth_while("It was not worth her while.", 17, "while")
    True
    >>> worth_while("He waited for her while she ate.", 14, "while")
    False
    """
    return next1.lower() == "while" and _WORTH.search(text, max(0, start - 20), start) is not None


#: "will" and "might" after a possessive are nouns ("against his will", "with all his might")
#: unless one of :data:`_AFTER_MODAL` follows: then they are the modal, "her" is the object and
#: "his" the standalone pronoun ("whoever replaces him will be worse", "his will not turn out to
#: be"; pd-fiction and the benchmark texts: him + will/might + one of these 22 times, his 7
#: times, six of them the standalone pronoun, "hers", and one the noun: "His will be done")
_MODAL_NOUNS = frozenset(("will", "might"))
_AFTER_MODAL = frozenset(
    "be have not never also still soon surely probably certainly likely always just only then "
    "now".split()
)

#: The first words of prepositions of two words ending in "to", which start no noun phrase after
#: a possessive: "met with her prior to her termination" (him), "a friend of his according to
#: them" (hers); pd-fiction writes none of them after "his". Not due, thanks, contrary ("paid
#: him his due to the penny", "gave his thanks to the host").
_BEFORE_TO = frozenset(("prior", "according", "previous", "subsequent"))


def phrase_ends(next1: str, next2: str = "") -> bool:
    """Whether a noun phrase after a possessive pronoun cannot start at the tokens ``next1
    next2``: "his" is then the standalone pronoun and "her" an object.

    Before punctuation, the end of the text, a preposition of two words ("prior to",
    "according to"), "will" or "might" as the modal ("her will be", "his might not": not "her
    will" or "his might" alone), or a word of class ``standalone_next`` of
    ``lexicons/rules/context.tsv`` (prepositions, conjunctions, auxiliaries, determiners,
    pronouns), except "and/or/nor" + determiner ("his and her children", "neither his nor her
    car"). Before other words, adverbs included, it is a determiner ("his every wish", "his not
    knowing").

    Examples
    --------
    >>> phrase_ends("."), phrase_ends("in", "town"), phrase_ends("and", "her")
    (True, True, False)
    >>> phrase_ends("every", "wish"), phrase_ends('"', "little"), phrase_ends('"', "and")
    (False, False, True)
    >>> phrase_ends("prior", "to"), phrase_ends("prior", "convictions")
    (True, False)
    """
    standalone_next = _standalone_next()
    if next1[:1] in ("#", "@") and len(next1) > 1:
        return False  # a hashtag or mention is a word: "his #LifesWork", "his @user account"
    if next1 in _CURRENCY or (next1[:1] == "." and next1[1:2].isdigit()):
        return False  # "his $5 bill", "his $$ request", "his .380 handgun"
    if next1 in ("US", "May", "A"):
        # in capitals, the country, the month and a letter or grade, not the pronoun, the
        # auxiliary and the article: "his US counterpart", "his May visit", "his A game"
        return False
    if next1 in ("", _PAD_R) or not next1[0].isalnum():
        # an opening quote or bracket before a word starts the noun phrase: his "little place";
        # before a capital, a title: his 'The Ego and Its Own', his ``General Theory''
        if next1 in OPENERS and next2[:1].isalnum():
            return not next2[:1].isupper() and next2.lower() in standalone_next
        return True
    w = next1.lower()
    if w in _BEFORE_TO and next2.lower() == "to":
        return True  # a preposition of two words: "kept tabs on her prior to December"
    if w in _MODAL_NOUNS and next2.lower() in _AFTER_MODAL:
        return True  # the modal: "whoever replaces her will be worse" (not "against her will")
    if w not in standalone_next:
        return False
    return not shares_noun(w, next2)


def shares_noun(next1: str, next2: str) -> bool:
    """Whether a possessive before the tokens ``next1 next2`` is joined by and/or/nor to
    another determiner, so that both share the noun after it: "his and her children",
    "neither his nor her car" (a determiner, not the standalone pronoun).

    Examples
    --------
    >>> shares_noun("and", "her"), shares_noun("nor", "their"), shares_noun("and", "left")
    (True, True, False)
    """
    return next1.lower() in ("and", "or", "nor") and next2.lower() in DETERMINERS


class HerModel:
    """Logistic regression deciding whether ``her`` is a possessive determiner.

    Parameters
    ----------
    weights : numpy.ndarray
        Hashed feature weights (float32, a power of two long).
    classes : mapping of str to (int, int)
        Word -> (fine class, coarse class), learned from the training corpus.
    canon : mapping of str to str
        Gendered word -> its male form (so "mother" and "father" look alike to the model).
    meta : mapping of str to str, optional
        Provenance: source, licence, training command, held-out score, feature version.
    forms : WordForms, optional
        What part of speech each word can be (:mod:`cdaprep.swap.word_forms`), read beside the
        classes; without it every word's forms code is 0.

    Examples
    --------
    >>> m = load_her_model()
    >>> [bool(p > 0.5) for p in m.predict_proba([("He held her hand.", 8, 11)])]
    [True]
    """

    def __init__(
        self,
        weights: np.ndarray,
        classes: Mapping[str, tuple[int, int]],
        canon: Mapping[str, str],
        meta: Mapping[str, str] | None = None,
        forms: WordForms | None = None,
    ) -> None:
        w = np.asarray(weights, dtype=np.float32)
        n = len(w)
        if n & (n - 1) or n < 2:
            raise DataError(f"her model: {n} weights; the length must be a power of two")
        self.weights = w
        self.mask = n - 1
        self.classes = dict(classes)
        self.canon = dict(canon)
        self.meta = dict(meta or {})
        self.forms = forms
        self._tok_index: dict[str, int] = {}
        self._table = np.zeros((0, 7), dtype=np.uint64)

    # -- features ---------------------------------------------------------------------------
    def norm(self, tok: str) -> str:
        """The word as the model sees it: lower case, pronouns neutral, numbers one token."""
        w = tok.lower().replace("\u2019", "'")
        if w[:1].isdigit():
            return "<num>"
        p = _PRONOUNS.get(w)
        if p is not None:
            return p
        return self.canon.get(w, w)

    def _attr(self, tok: str) -> tuple[int, ...]:
        """(word hash, fine class, coarse class, suffix-3 hash, suffix-2 hash, shape code,
        word-forms code)."""
        if tok in (_PAD_L, _PAD_R):
            w = tok
        else:
            w = self.norm(tok)
        shape = _SHAPES[_shape(tok)]
        cls = self.classes.get(w)
        if cls is None:
            cls = (_UNKNOWN_CLASS + shape, _UNKNOWN_CLASS + shape)
        form = self.forms.code(w) if self.forms is not None and w[:1] != "<" else 0
        return (_crc(w), cls[0], cls[1], _crc("3" + w[-3:]), _crc("2" + w[-2:]), shape, form)

    def _token_rows(self, contexts: Iterable[Sequence[str]]) -> np.ndarray:
        """``(n, 9)`` rows of the attribute table for the tokens of each context.

        Each distinct token is described once (the table survives text that repeats nothing:
        vocabulary repeats even when sentences do not).
        """
        index = self._tok_index
        if len(index) >= _ATTR_CACHE_MAX:
            index.clear()  # only between calls: rows of this call stay valid
        flat: list[int] = []
        for ctx in contexts:
            for tok in ctx:
                i = index.get(tok)
                if i is None:
                    i = self._add_token(tok)
                flat.append(i)
        return np.asarray(flat, dtype=np.int64).reshape(-1, SIDE + 1 + RIGHT)

    def _add_token(self, tok: str) -> int:
        i = len(self._tok_index)
        if i >= len(self._table):
            grown = np.zeros((max(1024, 2 * len(self._table)), 7), dtype=np.uint64)
            grown[: len(self._table)] = self._table
            self._table = grown
        self._table[i] = self._attr(tok)
        self._tok_index[tok] = i
        return i

    def feature_matrix(self, contexts: Iterable[Sequence[str]]) -> np.ndarray:
        """``(n, n_features)`` int array of hashed feature indices of contexts given as tokens
        (see :func:`context_tokens`).

        Examples
        --------
        >>> m = load_her_model()
        >>> m.feature_matrix([context_tokens("He held her hostage.", 8, 11)]).shape[1]
        43
        """
        rows = self._token_rows(contexts)
        a = self._table[rows]  # (n, 9, 7) uint64
        n = len(a)
        if n == 0:
            return np.zeros((0, N_FEATURES), dtype=np.int64)
        l3, l2, l1 = a[:, 0], a[:, 1], a[:, 2]
        r1, r2, r3 = a[:, 4], a[:, 5], a[:, 6]
        ts = a[:, 3, 5]
        zero = np.zeros(n, dtype=np.uint64)
        # where the noun phrase after the pronoun ends (first punctuation or edge among the
        # next three tokens), and whether a prepositional dative follows ("gave her book to
        # Sam" against "gave her money.")
        shapes = a[:, 4:7, 5]
        is_stop = ((shapes == _SHAPES["p"]) & (a[:, 4:7, 0] != _INNER)) | (shapes == _SHAPES["S"])
        stop = np.where(is_stop.any(1), is_stop.argmax(1), 3).astype(np.uint64)
        words = a[:, 5:, 0]
        dative = ((words == _TO) | (words == _FOR)).any(1).astype(np.uint64)
        W, CF, CC, S3, S2, SH, F = 0, 1, 2, 3, 4, 5, 6
        spec = [
            (zero,),
            (l1[:, W],),
            (l2[:, W],),
            (l3[:, W],),
            (r1[:, W],),
            (r2[:, W],),
            (r3[:, W],),
            (l1[:, CF],),
            (l2[:, CF],),
            (r1[:, CF],),
            (r2[:, CF],),
            (r3[:, CF],),
            (l1[:, CC],),
            (r1[:, CC],),
            (r2[:, CC],),
            (l1[:, W], r1[:, W]),
            (l2[:, W], l1[:, W]),
            (r1[:, W], r2[:, W]),
            (l1[:, CF], r1[:, CF]),
            (l1[:, W], r1[:, CF]),
            (l1[:, CF], r1[:, W]),
            (r1[:, CF], r2[:, CF]),
            (l1[:, W], r1[:, CF], r2[:, CF]),
            (l1[:, CC], r1[:, CC], r2[:, CC]),
            (r1[:, S3],),
            (r1[:, S2],),
            (l1[:, S3],),
            (r1[:, SH], r2[:, SH]),
            (l1[:, SH], ts),
            (ts, r1[:, SH]),
            (l2[:, W], l1[:, W], r1[:, CF]),
            (r1[:, W], r2[:, CF]),
            (l1[:, W], r1[:, W], r2[:, W]),
            (l2[:, CF], l1[:, CF], r1[:, CF]),
            (l1[:, W], stop),
            (l1[:, W], dative),
            (l1[:, CF], stop, dative),
            (l1[:, W], r1[:, CF], stop),
            (r1[:, F],),
            (r2[:, F],),
            (l1[:, W], r1[:, F]),
            (r1[:, F], r2[:, F]),
            (l1[:, CF], r1[:, F]),
        ]
        mask = np.uint64(self.mask)
        out = np.empty((n, len(spec)), dtype=np.int64)
        with np.errstate(over="ignore"):
            for t, parts in enumerate(spec, start=1):
                h = np.full(n, (t * _K1) & _M64, dtype=np.uint64)
                for part, k in zip(parts, (_K2, _K3, _K4)):
                    h = (h + part) * np.uint64(k)
                out[:, t - 1] = ((h >> np.uint64(24)) & mask).astype(np.int64)
        return out

    def feature_ids(self, ctx: Sequence[str]) -> list[int]:
        """Hashed feature indices (a fixed number) of one context (see :func:`context_tokens`).

        Examples
        --------
        >>> m = load_her_model()
        >>> len(m.feature_ids(context_tokens("He held her hostage.", 8, 11))) == m.n_features
        True
        """
        return self.feature_matrix([ctx])[0].tolist()

    @property
    def n_features(self) -> int:
        """Number of features of every context."""
        return N_FEATURES

    # -- inference --------------------------------------------------------------------------
    def scores(self, X: np.ndarray) -> np.ndarray:
        """Log-odds of "possessive" for a feature matrix."""
        if len(X) == 0:
            return np.zeros(0, dtype=np.float64)
        return self.weights[X].sum(axis=1, dtype=np.float64)

    def predict_proba(self, spans: Iterable[tuple[str, int, int]]) -> np.ndarray:
        """P(possessive determiner) for each ``(text, start, end)`` span of a ``her``.

        Examples
        --------
        >>> p = load_her_model().predict_proba([("He saw her.", 7, 10), ("In her time.", 3, 6)])
        >>> p.round(1).tolist()  # doctest: +SKIP
        [0.0, 1.0]
        """
        X = self.feature_matrix(context_tokens(t, s, e) for t, s, e in spans)
        return _sigmoid(self.scores(X))

    def predict_contexts(self, contexts: Iterable[Sequence[str]]) -> np.ndarray:
        """P(possessive) for contexts given as tokens (see :func:`context_tokens`)."""
        return _sigmoid(self.scores(self.feature_matrix(contexts)))

    # -- files ------------------------------------------------------------------------------
    def save(self, path: str | Path) -> Path:
        """Write the model as a compressed ``.npz`` (weights stored as float16).

        Returns
        -------
        pathlib.Path
        """
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        words = sorted(self.classes)
        cls = np.asarray([self.classes[w] for w in words], dtype=np.int32).reshape(-1, 2)
        canon = sorted(self.canon.items())
        meta = dict(self.meta, feature_version=str(FEATURE_VERSION))
        buf = io.BytesIO()
        np.savez_compressed(
            buf,
            weights=self.weights.astype(np.float16),
            words=np.frombuffer("\n".join(words).encode("utf-8"), dtype=np.uint8),
            classes=cls,
            canon=np.frombuffer(
                "\n".join(f"{a}\t{b}" for a, b in canon).encode("utf-8"), dtype=np.uint8
            ),
            meta=np.frombuffer(json.dumps(meta, sort_keys=True).encode("utf-8"), dtype=np.uint8),
            forms=np.frombuffer(
                (self.forms.to_json() if self.forms is not None else "").encode("utf-8"),
                dtype=np.uint8,
            ),
        )
        path.write_bytes(buf.getvalue())
        return path

    @classmethod
    def load(cls, path: str | Path | None = None) -> HerModel:
        """Read a model written by :meth:`save` (default: the shipped one).

        Raises
        ------
        DataError
            When the file is missing, not a model, or made for another feature version.
        """
        path = Path(path) if path is not None else model_path()
        if not path.is_file():
            raise DataError(f"her model {path} not found; reinstall cdaprep or retrain it")
        try:
            with np.load(path, allow_pickle=False) as z:
                weights = z["weights"].astype(np.float32)
                words = bytes(z["words"]).decode("utf-8").split("\n")
                classes = z["classes"]
                canon_s = bytes(z["canon"]).decode("utf-8")
                meta = json.loads(bytes(z["meta"]).decode("utf-8"))
                forms_s = bytes(z["forms"]).decode("utf-8") if "forms" in z.files else ""
        except (KeyError, ValueError, OSError) as e:
            raise DataError(f"her model {path} is not a model file ({e})") from e
        if meta.get("feature_version") != str(FEATURE_VERSION):
            raise DataError(
                f"her model {path} was trained with feature version "
                f"{meta.get('feature_version')!r}; this cdaprep extracts version "
                f"{FEATURE_VERSION}: retrain it with scripts/train_disambiguator.py"
            )
        if words == [""]:
            words = []
        table = {w: (int(a), int(b)) for w, (a, b) in zip(words, classes)}
        canon = dict(line.split("\t", 1) for line in canon_s.split("\n") if line)
        forms = WordForms.from_json(forms_s) if forms_s else None
        return cls(weights, table, canon, meta, forms)

    def with_weights(self, weights: np.ndarray, **meta: str) -> HerModel:
        """A copy with other weights (same classes and feature extraction)."""
        m = HerModel(weights, {}, self.canon, dict(self.meta, **meta), self.forms)
        m.classes = self.classes  # shared, read-only
        return m


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))


def read_model_meta(path: str | Path | None = None) -> dict[str, str]:
    """The metadata of the her model at ``path`` (default: the shipped one): source, licence,
    training command, feature version, held-out score; read without its weights.

    Examples
    --------
    >>> read_model_meta()["feature_version"] == str(FEATURE_VERSION)
    True
    """
    path = Path(path) if path is not None else model_path()
    with np.load(path, allow_pickle=False) as z:
        return json.loads(bytes(z["meta"]).decode("utf-8"))


def model_path() -> Path:
    """Path of the shipped her model (``lexicons/models/her.npz``)."""
    from cdaprep.lexicon_files import lexicon_dir

    return lexicon_dir() / "models" / "her.npz"


_LOADED: dict[str, HerModel] = {}


def load_her_model(path: str | Path | None = None) -> HerModel:
    """The her model at ``path`` (default: the shipped one), loaded once per process."""
    key = str(Path(path).resolve()) if path is not None else ""
    m = _LOADED.get(key)
    if m is None:
        m = _LOADED[key] = HerModel.load(path)
    return m


def form_code(word: str) -> int | None:
    """The word-forms code of ``word`` (:mod:`cdaprep.swap.word_forms`: what WordNet and English
    inflection allow it to be), from the shipped her model's tables, or None when that model
    has no word forms.

    Examples
    --------
    >>> from cdaprep.swap.word_forms import FORM_BIT
    >>> bool(form_code("warm") & FORM_BIT["verb"]), bool(form_code("said") & FORM_BIT["verb"])
    (True, False)
    """
    forms = load_her_model().forms  # the shipped model's WordNet tables, loaded once
    return None if forms is None else forms.code(word)


# -- training -------------------------------------------------------------------------------
def train_weights(
    X: np.ndarray,
    y: np.ndarray,
    *,
    n_weights: int,
    epochs: int = 4,
    lr: float = 0.1,
    batch: int = 64,
    seed: int = 0,
    init: np.ndarray | None = None,
    prior: float = 0.0,
    sample_weight: np.ndarray | None = None,
) -> np.ndarray:
    """Fit logistic-regression weights with AdaGrad (Duchi, Hazan and Singer 2011).

    Deterministic for ``seed``: the example order of each epoch is a seeded permutation.

    Parameters
    ----------
    X : (n, k) int array
        Feature indices per example (see :meth:`HerModel.feature_matrix`).
    y : (n,) array of 0/1
        1 for possessive.
    n_weights : int
        Length of the weight vector.
    epochs, lr, batch, seed
        Optimisation settings.
    init : array, optional
        Starting weights (default zeros); with ``prior > 0`` the weights touched by a batch are
        also pulled back towards ``init`` (L2 towards the shipped model when adapting).
    sample_weight : (n,) array, optional
        Weight of each example (a count, when examples are merged duplicates).

    Returns
    -------
    numpy.ndarray
        float32 weights.

    Examples
    --------
    >>> X = np.array([[0, 1], [0, 2]] * 20); y = np.array([1, 0] * 20)
    >>> w = train_weights(X, y, n_weights=4, epochs=5)
    >>> bool(w[1] > 0 > w[2])
    True
    """
    X = np.asarray(X, dtype=np.int64)
    y = np.asarray(y, dtype=np.float64)
    n, k = X.shape if X.ndim == 2 else (0, 0)
    base = np.zeros(n_weights, dtype=np.float64) if init is None else init.astype(np.float64).copy()
    w = base.copy()
    acc = np.full(n_weights, 1e-8)
    sw = np.ones(n) if sample_weight is None else np.asarray(sample_weight, dtype=np.float64)
    rng = np.random.default_rng(seed)
    for _ in range(epochs):
        order = rng.permutation(n)
        for s in range(0, n, batch):
            idx = order[s : s + batch]
            xb = X[idx]
            z = w[xb].sum(axis=1)
            g = (_sigmoid(z) - y[idx]) * sw[idx]
            flat = xb.ravel()
            uniq, inv = np.unique(flat, return_inverse=True)
            grad = np.bincount(inv, weights=np.repeat(g, k), minlength=len(uniq))
            if prior > 0:
                grad += prior * (w[uniq] - base[uniq])
            acc[uniq] += grad * grad
            w[uniq] -= lr * grad / np.sqrt(acc[uniq])
    return w.astype(np.float32)


# -- in-domain adaptation -------------------------------------------------------------------
@dataclass
class ContextCounts:
    """Self-labelled ``his``/``him`` contexts of some texts, as counts (picklable, mergeable).

    ``counts[(context_tokens, label)]`` is how often that context was seen.
    """

    counts: dict[tuple[tuple[str, ...], int], int] = field(default_factory=dict)

    @property
    def n_examples(self) -> int:
        return sum(self.counts.values())

    def summary(self) -> dict[str, int]:
        """Sizes for a manifest: examples, distinct contexts, possessive and object counts."""
        pos = sum(c for (_, y), c in self.counts.items() if y == 1)
        return {
            "examples": self.n_examples,
            "distinct": len(self.counts),
            "possessive": pos,
            "object": self.n_examples - pos,
        }


def collect_contexts(texts: Iterable[str | None]) -> ContextCounts:
    """The self-labelled contexts of a batch of texts (a partial for :func:`merge_contexts`).

    Examples
    --------
    >>> collect_contexts(["He lost his keys and we helped him."]).summary()
    {'examples': 2, 'distinct': 2, 'possessive': 1, 'object': 1}
    """
    out: dict[tuple[tuple[str, ...], int], int] = {}
    for t in texts:
        if not isinstance(t, str) or not t:
            continue
        for ctx, y in labelled_contexts(t):
            key = (ctx, y)
            out[key] = out.get(key, 0) + 1
    return ContextCounts(out)


def merge_contexts(partials: Iterable[ContextCounts]) -> ContextCounts:
    """Add up partial counts (the order and the batch split do not matter).

    Examples
    --------
    >>> a = collect_contexts(["He saw him."]); b = collect_contexts(["He saw him.", "his cat"])
    >>> merge_contexts([a, b]).summary()["examples"]
    3
    """
    out: dict[tuple[tuple[str, ...], int], int] = {}
    for p in partials:
        for k, c in p.counts.items():
            out[k] = out.get(k, 0) + c
    return ContextCounts(out)


@dataclass(frozen=True)
class AdaptedState:
    """The result of :func:`fit_adapted`: a sparse change to the shipped weights, and with
    ``names`` the dataset's per-name decisions (:mod:`cdaprep.swap.name_evidence`).

    Small and picklable (indices and values of the changed weights only), so it can travel to
    worker processes and be summarised in a manifest. A swapper built with it as its
    ``disambiguator`` decides "her" with the adapted model and, with ``names=True``, swaps
    first names by the dataset's decisions.
    """

    indices: np.ndarray
    values: np.ndarray
    base_sha256: str
    seed: int
    examples: int
    distinct: int
    names: Any = None  # NameDecisions or None

    @property
    def fingerprint(self) -> str:
        """A hash of the change and the name decisions (cache keys of swappers built from
        it)."""
        h = hashlib.sha256(np.ascontiguousarray(self.indices, dtype=np.int64).tobytes())
        h.update(np.ascontiguousarray(self.values, dtype=np.float32).tobytes())
        h.update(f"{self.base_sha256}:{self.seed}".encode())
        if self.names is not None:
            h.update(f":names:{self.names.fingerprint}".encode())
        return h.hexdigest()[:16]

    def summary(self) -> dict[str, Any]:
        """JSON-able summary for a manifest."""
        return {
            "fingerprint": self.fingerprint,
            "examples": self.examples,
            "distinct_contexts": self.distinct,
            "changed_weights": int(len(self.indices)),
            "seed": self.seed,
            "base_model_sha256": self.base_sha256,
        }

    def model(self, base: HerModel | None = None) -> HerModel:
        """The adapted model: ``base`` (default the shipped model) with the change applied."""
        base = base if base is not None else load_her_model()
        if _weights_sha(base.weights) != self.base_sha256:
            raise DataError(
                "this adaptation was fitted on another her model; fit it again on this one"
            )
        w = base.weights.copy()
        w[self.indices] += self.values
        return base.with_weights(w, adapted=json.dumps(self.summary(), sort_keys=True))


def _weights_sha(w: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(w, dtype=np.float32).tobytes()).hexdigest()[:16]


def fit_adapted(
    stats: ContextCounts,
    *,
    seed: int = 0,
    base: HerModel | None = None,
    epochs: int = 5,
    lr: float = 0.1,
    prior: float = 0.01,
) -> AdaptedState:
    """Continue training the her model on in-domain contexts (deterministic for ``seed``).

    Contexts are sorted before training, so the result does not depend on how the data was
    split into batches or in which order partials were merged.

    Parameters
    ----------
    stats : ContextCounts
        Merged contexts (:func:`merge_contexts`).
    seed : int
        Seed of the example order.
    base : HerModel, optional
        Model to start from (default: the shipped one).
    epochs, lr, prior
        Training settings; ``prior`` pulls weights back towards ``base``.

    Examples
    --------
    >>> st = fit_adapted(collect_contexts(["He gave him his 3 books."]), seed=1)
    >>> st.examples, st.model().predict_proba([("She read her 3 books.", 13, 16)]).shape
    (2, (1,))
    """
    base = base if base is not None else load_her_model()
    items = sorted(stats.counts.items())
    sha = _weights_sha(base.weights)
    if not items:
        empty = np.zeros(0, dtype=np.int64)
        return AdaptedState(empty, np.zeros(0, np.float32), sha, seed, 0, 0)
    X = base.feature_matrix(ctx for (ctx, _), _ in items)
    y = np.asarray([lab for (_, lab), _ in items], dtype=np.float64)
    cnt = np.asarray([c for _, c in items], dtype=np.float64)
    w = train_weights(
        X,
        y,
        n_weights=len(base.weights),
        epochs=epochs,
        lr=lr,
        seed=seed,
        init=base.weights,
        prior=prior,
        sample_weight=cnt,
    )
    delta = w - base.weights
    idx = np.flatnonzero(delta)
    return AdaptedState(
        idx.astype(np.int64),
        delta[idx].astype(np.float32),
        sha,
        seed,
        int(cnt.sum()),
        len(items),
    )


# -- gold pairs -----------------------------------------------------------------------------
# a whole word, not inside a dictionary's syllable marks (His"to*ry) nor before an apostrophe
_MALE = re.compile(
    rf"(?<!['\u2019]){WORD_START}(he|him|his|himself){WORD_END}(?!['\u2019])", re.IGNORECASE
)
_FEMALE_MAP = {"he": "she", "him": "her", "himself": "herself"}


def feminize(text: str) -> tuple[str, list[tuple[int, int, str]]]:
    """Turn a text's male pronouns female by rule, for gold pairs.

    he -> she, him -> her, himself -> herself, his -> her before a word and hers where it is
    standalone (:func:`standalone_his`); not inside a web address, e-mail address or @handle,
    which the swap leaves as they are. Returns the new text and, per changed pronoun,
    ``(start, end, original)`` in the new text, so a to-male swap can be scored slot by slot.

    Examples
    --------
    >>> feminize("He gave him his book; it is his.")[0]
    'She gave her her book; it is hers.'
    """
    from cdaprep.swap.casing import match_case

    parts: list[str] = []
    slots: list[tuple[int, int, str]] = []
    pos = 0
    out_len = 0
    addresses = address_spans(text)
    for m in _MALE.finditer(text):
        if addresses and in_spans(addresses, m.start()):
            continue  # inside a web address, which the swap leaves as it is
        w = m.group(1)
        low = w.lower()
        if low == "his":
            n1, n2 = next_tokens(text, m.start(), m.end())
            standalone = standalone_his(n1, n2) and not worth_while(text, m.start(), n1)
            new = "hers" if standalone else "her"
        else:
            new = _FEMALE_MAP[low]
        new = match_case(w, new)
        parts.append(text[pos : m.start()])
        out_len += m.start() - pos
        slots.append((out_len, out_len + len(new), w))
        parts.append(new)
        out_len += len(new)
        pos = m.end()
    parts.append(text[pos:])
    return "".join(parts), slots
