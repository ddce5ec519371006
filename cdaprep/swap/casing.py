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
    if source[:1].isupper():
        return target[:1].upper() + target[1:]
    return target
