"""Case of rewritten words: a replacement takes the case pattern of the word it replaces."""

from __future__ import annotations

__all__ = ["match_case"]


def match_case(source: str, target: str) -> str:
    """``target`` in the case pattern of ``source``: lower, Title or UPPER.

    Examples
    --------
    >>> match_case("He", "she"), match_case("HER", "his"), match_case("her", "him")
    ('She', 'HIS', 'him')
    """
    if len(source) > 1 and source.isupper():
        return target.upper()
    first = source[:1]
    if not first.isalpha():  # "(S)he" is Title
        first = next((ch for ch in source if ch.isalpha()), "")
    if first.isupper():
        return target[:1].upper() + target[1:]
    return target


#: The apostrophes of a possessive.
_APOSTROPHE = ("'", "\u2019")


def possessive(
    text: str, end: int, source: str, target: str, name: bool = False
) -> tuple[int, str]:
    """The end of the span to replace and its replacement, so that a possessive stays
    well-formed when a word is swapped for one that ends otherwise in s: a word in s takes the
    apostrophe alone, any other word "'s" ("ladies'" becomes "gentlemen's", "gentlemen's"
    becomes "ladies'"). ``text[end]`` is what follows the swapped ``source``; ``target`` is its
    replacement in ``source``'s case. A singular in s keeps "'s" ("actress's"), and so does a
    first name or a title (``name``: "James's", "Ms's"), as both spellings are right there.

    Examples
    --------
    >>> possessive("Ladies' night", 6, "Ladies", "Gentlemen")
    (7, "Gentlemen's")
    >>> possessive("the gentlemen's club", 13, "gentlemen", "ladies")
    (15, "ladies'")
    >>> possessive("the actor's role", 9, "actor", "actress")
    (9, 'actress')
    """
    apostrophe = text[end : end + 1]
    if apostrophe not in _APOSTROPHE:
        return end, target
    nxt, nxt2 = text[end + 1 : end + 2], text[end + 2 : end + 3]
    src_s, tgt_s = source[-1:] in "sS", target[-1:] in "sS"
    if nxt in ("s", "S") and not nxt2.isalpha():  # X's
        plural = tgt_s and target[-2:].lower() != "ss" and not name
        return (end + 2, target + apostrophe) if plural and not src_s else (end, target)
    if not nxt.isalpha() and src_s and not tgt_s:  # ladies' -> gentlemen's
        return end + 1, target + apostrophe + ("S" if target.isupper() and len(target) > 1 else "s")
    return end, target
