"""The text around a name as the proper-name rules read it (:mod:`cdaprep.swap.propernames`).

A match is seen through :class:`Ctx`: the tokens of :data:`SPAN` characters on each side of it,
nearest first, each a :class:`Tok` (text, start, end, lower case). :class:`Side` reads them from
the text only as far as a rule looks (most look at one or two), and gives the tokens a reading
of the whole span would give. Fixed phrases (idioms, organisations, multi-word places) are
indexed by their tokens (:func:`phrase_index`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "SPAN",
    "TOKEN",
    "Ctx",
    "PhraseIndex",
    "Side",
    "Tok",
    "phrase_index",
    "phrase_tokens",
    "phrase_word",
    "read_context",
]

#: Characters of context read on each side of a match.
SPAN = 100
#: A token: a word, a number (with its ordinal ending), a possessive 's, or one other
#: character.
TOKEN = re.compile(r"[^\W\d_]+|\d+(?:st|nd|rd|th)?|['\u2019]s(?![^\W\d_])|\S")


class Tok:
    """A token of the text: ``t`` as written, ``s`` and ``e`` its offsets, ``low`` in lower
    case; ``cap`` whether it starts with a capital, ``capword`` whether it is a capitalised
    word."""

    __slots__ = ("t", "s", "e", "low")

    def __init__(self, t: str, s: int, e: int) -> None:
        self.t, self.s, self.e, self.low = t, s, e, t.lower()

    @property
    def cap(self) -> bool:
        return self.t[:1].isupper()

    @property
    def capword(self) -> bool:
        """A capitalised word: its first character an upper-case letter."""
        return self.t[:1].isupper() and self.t[:1].isalpha()


def phrase_word(t: str) -> str:
    """A token as phrases are compared: the typographic apostrophe of a possessive written as
    the straight one ("Uncle Tom’s Cabin" is "Uncle Tom's Cabin")."""
    return "'" + t[1:] if t[:1] == "\u2019" else t


def phrase_tokens(phrase: str, lower: bool = True) -> tuple[str, ...]:
    """The tokens of a phrase as the proper-name rules compare them with a text (lower case, or
    as written; :func:`phrase_word`)."""
    return tuple(
        phrase_word(t.lower() if lower else t) for t in TOKEN.findall(phrase) if t not in "-.'"
    )


class PhraseIndex(dict):
    """``{token: phrases that hold it, longest first}`` (:func:`phrase_index`), with ``near``:
    for each token, the tokens that stand next to it in one of its phrases. A phrase can hold
    a match only where one of those stands next to it, so a text that holds none of them
    anywhere (as written, for an index of phrases as written) holds none of its phrases around
    the match, and the tokens around it need not be read."""

    near: dict[str, tuple[str, ...]]


def phrase_index(phrases: Iterable[str], lower: bool = True) -> PhraseIndex:
    """``{token: phrases that hold it, longest first}`` of the phrases of two tokens or more
    (tokens in lower case, or as written: then a phrase matches only as written)."""
    index: dict[str, set[tuple[str, ...]]] = {}
    for phrase in phrases:
        toks = phrase_tokens(phrase, lower)
        if len(toks) > 1:
            for t in set(toks):
                index.setdefault(t, set()).add(toks)
    out = PhraseIndex({k: tuple(sorted(v, key=len, reverse=True)) for k, v in index.items()})
    near: dict[str, set[str]] = {}
    for toks in {p for v in index.values() for p in v}:
        for j, t in enumerate(toks):
            near.setdefault(t, set()).update(toks[max(0, j - 1) : j] + toks[j + 1 : j + 2])
    for words in near.values():  # the text may write a possessive either way
        words.update("\u2019" + w[1:] for w in list(words) if w[:1] == "'")
    out.near = {k: tuple(sorted(v)) for k, v in near.items()}
    return out


class Side:
    """The tokens on one side of a match, nearest first, read from the text only as far as
    they are asked for (most rules look at one or two of them).

    ``left`` is read backwards in pieces that start after whitespace, so each token is the one
    a reading of the whole span from its start would give; the farthest token of a span cut by
    :data:`SPAN` (maybe cut in two) is dropped, as is the last one of a right side cut by it.
    """

    __slots__ = ("_text", "_toks", "_lo", "_hi", "_cut", "_left", "_it", "_pending", "_done")

    def __init__(self, text: str, lo: int, hi: int, *, left: bool) -> None:
        self._text, self._lo, self._hi, self._left = text, lo, hi, left
        self._toks: list[Tok] = []
        self._cut = lo > 0 if left else hi < len(text)
        self._it = None if left else TOKEN.finditer(text, lo, hi)
        self._pending: Tok | None = None
        self._done = lo >= hi

    def _more(self) -> None:
        """Read at least one more token, or mark the side done."""
        if self._left:
            self._more_left()
        else:
            self._more_right()

    def _more_left(self) -> None:
        """The next piece of about 40 characters before what is read, cut after whitespace."""
        end = self._hi
        c = max(self._lo, end - 40)
        text = self._text
        while c > self._lo and not text[c - 1].isspace():
            c -= 1
        if c > self._lo and text[self._lo : c].isspace():
            c = self._lo  # nothing but spaces before the piece: it holds the farthest token
        piece = [Tok(m.group(0), m.start(), m.end()) for m in TOKEN.finditer(text, c, end)]
        if c == self._lo:
            self._done = True
            if self._cut and piece:
                piece.pop(0)  # maybe cut
        self._hi = c
        piece.reverse()
        self._toks.extend(piece)

    def _more_right(self) -> None:
        """The next token; the last one is held back until another follows (it may be cut)."""
        m = next(self._it, None)
        if m is None:
            self._done = True
            if self._pending is not None and not self._cut:
                self._toks.append(self._pending)
            return
        if self._pending is not None:
            self._toks.append(self._pending)
        self._pending = Tok(m.group(0), m.start(), m.end())

    def at(self, i: int) -> Tok | None:
        """The token ``i`` places away (0: next to the match), or None past the end."""
        toks = self._toks
        if i < len(toks):
            return toks[i]
        while len(toks) <= i and not self._done:
            self._more()
        return toks[i] if i < len(toks) else None

    def _all(self) -> list[Tok]:
        while not self._done:
            self._more()
        return self._toks

    def __getitem__(self, i):
        if isinstance(i, slice):
            if i.stop is not None and i.stop >= 0 and (i.start or 0) >= 0:
                self.at(i.stop - 1)
                return self._toks[i]
            return self._all()[i]
        if i >= 0:
            t = self.at(i)
            if t is None:
                raise IndexError(i)
            return t
        return self._all()[i]

    def __len__(self) -> int:
        return len(self._all())

    def __bool__(self) -> bool:
        return self.at(0) is not None

    def __iter__(self):
        i = 0
        toks = self._toks
        while True:
            while i < len(toks):
                yield toks[i]
                i += 1
            if self._done:
                return
            self._more()


@dataclass
class Ctx:
    """Tokens around one match: ``left`` nearest first, ``right`` nearest first."""

    text: str
    start: int
    end: int
    left: Side
    right: Side

    def joined(self, a_end: int, b_start: int) -> bool:
        """Only spaces and at most one line break between two offsets."""
        gap = self.text[a_end:b_start]
        return gap.count("\n") < 2 and not gap.strip()

    def r(self, i: int) -> Tok | None:
        """The token ``i`` places right of the match (0: next to it), or None."""
        return self.right.at(i)

    def l(self, i: int) -> Tok | None:  # noqa: E743
        """The token ``i`` places left of the match (0: next to it), or None."""
        return self.left.at(i)

    def before_dot(self) -> Tok | None:
        """The word right before a full stop that stands right before the match ("Mr" of
        "Mr. Arthur", "St" of "St. Mary's"), or None.

        Examples
        --------
        >>> read_context("Mr. Arthur came.", 4, 10).before_dot().t
        'Mr'
        >>> read_context("Mr Arthur came.", 3, 9).before_dot() is None
        True
        """
        dot, t = self.l(0), self.l(1)
        if dot is None or dot.t != "." or not self.joined(dot.e, self.start):
            return None
        return t if t is not None and t.e == dot.s else None


def read_context(text: str, s: int, e: int) -> Ctx:
    """The tokens around the match ``text[s:e]``: :data:`SPAN` characters on each side, read
    only as far as the rules look.

    Examples
    --------
    >>> c = read_context("Mr. Arthur Simon came home.", 4, 10)
    >>> c.l(0).t, c.l(1).t, c.r(0).t, c.r(1).t
    ('.', 'Mr', 'Simon', 'came')
    """
    left = Side(text, max(0, s - SPAN), s, left=True)
    right = Side(text, e, min(len(text), e + SPAN), left=False)
    return Ctx(text, s, e, left, right)
