"""Inclusive pronoun forms: "he/she", "his or her", "him/her", "himself/herself", "s/he", "(s)he".

Such a form names both genders at once, so it has no counterfactual: a flip would only reorder
it ("her/his"), and ``to-female`` or ``to-male`` would make nonsense of it ("her/her",
"s/she"). The swapper leaves it as written under those directions (and does not count it as a
gendered word), and ``to-neutral`` rewrites the whole form as one pronoun ("his/her manager" ->
"their manager", "s/he decides" -> "they decide"). After "either", "he or she" and "him or her"
are a correlative pair and become "either of them" ("Either he or she will come" -> "Either of
them will come"), and "his or her" is left as written ("either his or her car"), by the pair
pass of :mod:`cdaprep.swap.neutral`.

A form is two pronouns of one slot and opposite genders joined by a slash or by "or" (spaces
allowed around either), or one of the fused spellings "s/he", "(s)he", "s(he)", "him/herself",
"her/himself", "wo/men", "(wo)men" and "(wo)man". Two pronouns joined by "and" name two people
("he and she left") and are swapped as two words.

Examples
--------
>>> text = "Each applicant asks his/her manager; s/he decides."
>>> inclusive_form(text, 20, 23, "his")
(20, 27, 'his')
>>> inclusive_form(text, 24, 27, "her")
(20, 27, 'his')
>>> inclusive_form(text, 39, 41, "he")
(37, 41, 'he')
>>> inclusive_form("he and she", 0, 2, "he") is None
True
"""

from __future__ import annotations

import re

__all__ = ["WORDS", "inclusive_form", "may_hold_form"]

#: The pairs of one slot: subject, object, determiner, possessive, reflexive.
_PAIRS: dict[frozenset[str], str] = {
    # the pair -> the word that stands for the form (the one whose reading is not ambiguous)
    frozenset({"he", "she"}): "he",
    frozenset({"him", "her"}): "him",
    frozenset({"his", "her"}): "his",
    frozenset({"his", "hers"}): "hers",
    frozenset({"himself", "herself"}): "himself",
}
#: The fused reflexives, joined by a slash only: "him/herself", "her/himself" ("for him or
#: herself" may name two people).
_SLASH_PAIRS: dict[frozenset[str], str] = {
    frozenset({"him", "herself"}): "himself",
    frozenset({"her", "himself"}): "himself",
}
#: The nouns written with a fused "wo": "wo/men", "(wo)men", "(wo)man".
_FUSED_NOUNS = frozenset({"man", "men"})
#: Every word that can be part of a form.
WORDS = frozenset(w for p in (*_PAIRS, *_SLASH_PAIRS) for w in p) | _FUSED_NOUNS
_JOIN = r"(?:\s*/\s*|\s+[oO][rR]\s+)"
_AFTER = re.compile(_JOIN + r"([A-Za-z]+)(?![\w/'\u2019])")
_BEFORE = re.compile(r"(?<![\w/'\u2019])([A-Za-z]+)" + _JOIN + r"$")
_FUSED_BEFORE = re.compile(r"(?<![\w/(])(?:[sS]/|\([sS]\))$")
_FUSED_AFTER = re.compile(r"(?<![\w/])[sS]\($")
_FUSED_WO = re.compile(r"(?<![\w/(])(?:[wW][oO]/|\([wW][oO]\))$")


def may_hold_form(text: str) -> bool:
    """Whether ``text`` may hold an inclusive form at all (a slash, "or", "(s)", "s(he" or
    "(wo)"): a few substring searches that spare most texts the per-pronoun check.

    Examples
    --------
    >>> may_hold_form("She left."), may_hold_form("his/her"), may_hold_form("he OR she")
    (False, True, True)
    """
    return (
        "/" in text
        or " or " in text
        or " OR " in text
        or " Or " in text
        or "(s)" in text
        or "(S)" in text
        or "(he" in text
        or "(He" in text
        or "o)" in text
        or "O)" in text
    )


def inclusive_form(text: str, start: int, end: int, key: str) -> tuple[int, int, str] | None:
    """The inclusive form that the pronoun ``text[start:end]`` (lower-cased ``key``) belongs
    to, as ``(start, end, word that stands for it)``, or ``None``.

    Examples
    --------
    >>> inclusive_form("(S)he said", 3, 5, "he")
    (0, 5, 'he')
    >>> inclusive_form("HIS OR HER", 0, 3, "his")
    (0, 10, 'his')
    """
    if key not in WORDS:
        return None
    # cheap checks first: almost every pronoun has neither a slash nor "or" next to it
    after = text[end : end + 4]
    before = text[max(0, start - 4) : start]
    join_after = "/" in after or after[1:3].lower() == "or"
    join_before = "/" in before or before.lower() == " or " or before[-1:] in (")", "(")
    if not (join_after or join_before):
        return None
    if key == "he":
        if _FUSED_BEFORE.search(text, max(0, start - 3), start):
            return (start - (2 if text[start - 1] == "/" else 3), end, "he")
        if text.startswith(")", end) and _FUSED_AFTER.search(text, max(0, start - 2), start):
            return (start - 2, end + 1, "he")
    if key in _FUSED_NOUNS:
        if _FUSED_WO.search(text, max(0, start - 4), start):
            return (start - (3 if text[start - 1] == "/" else 4), end, key)
        return None
    m = _AFTER.match(text, end)
    if m is not None:
        rep = _pair(key, m.group(1).lower(), "/" in m.group(0))
        if rep is not None:
            return (start, m.end(1), rep)
    m = _BEFORE.search(text, max(0, start - 16), start)
    if m is not None:
        rep = _pair(key, m.group(1).lower(), "/" in m.group(0))
        if rep is not None:
            return (m.start(1), end, rep)
    return None


def _pair(key: str, other: str, slash: bool) -> str | None:
    """The word that stands for ``key`` joined to ``other``, or ``None`` (no form)."""
    if other == key:
        return None
    pair = frozenset({key, other})
    return _PAIRS.get(pair) or (_SLASH_PAIRS.get(pair) if slash else None)
