"""Markup and addresses in text: what the swapper and ``scrub`` read past.

The swapper finds and decides words in :func:`markup_view` (markup blanked, offsets kept) and
never edits a word inside a web address, e-mail address or @handle (:func:`address_spans`).
``scrub`` and the gold pairs of :func:`cdaprep.swap.disambiguator.feminize` skip the same
addresses.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

__all__ = ["address_spans", "in_spans", "markup_view", "markup_views"]

#: Web addresses, e-mail addresses and @handles: the words in them are no text to swap or scrub
#: ("https://x.org/her?he=1", "him@mail.com", "@her").
_ADDRESS = re.compile(
    r"[^\s\"'<>\[\]]*(?:https?://|www\.)[^\s\"'<>\[\]]*"  # ends at a quote or bracket of markup
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<!\w)@\w+"
)


def address_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each web address, e-mail address and @handle of ``text``.

    Examples
    --------
    >>> t = "Mail him@mail.com or see https://x.org/her (@his_page)"
    >>> [t[s:e] for s, e in address_spans(t)]
    ['him@mail.com', 'https://x.org/her', '@his_page']
    """
    if "@" not in text and "://" not in text and "www." not in text:
        return []
    return [m.span() for m in _ADDRESS.finditer(text)]


def in_spans(spans: Sequence[tuple[int, int]], pos: int) -> bool:
    """Whether ``pos`` lies inside one of the sorted, non-overlapping ``spans``."""
    i = bisect.bisect_right(spans, (pos, float("inf"))) - 1
    return i >= 0 and spans[i][0] <= pos < spans[i][1]


#: Markdown (and plain-text) emphasis around a word: "*her*", "**his**", "_her_", "~~his~~",
#: also escaped as Reddit's editor writes it ("\\_his\\_"). Only marks at a word's edge:
#: "her_name", "user_his" and "2*x" hold none.
_EMPHASIS = re.compile(r"(?<![^\W_])\\?[*_~]+(?=[^\W\d_])|(?<=[^\W\d_])\\?[*_~]+(?![^\W_])")
#: An HTML tag of a common element ("<b>", "</span>", '<a href="/her">', "<br/>") and the
#: no-break space entity: markup, not words. Angle brackets around anything else ("<Mary>" in a
#: chat log, "a < b and c > d") stay text.
_HTML = re.compile(
    r"</?(a|abbr|b|big|blockquote|br|center|cite|code|dd|del|div|dl|dt|em|font|h[1-6]|hr|i|"
    r"img|ins|kbd|li|mark|ol|p|pre|q|s|small|span|strike|strong|sub|sup|table|td|th|tr|tt|u|ul)"
    r"(?:\s[^<>]*)?/?>|&nbsp;|&#160;|&#xa0;",
    re.IGNORECASE,
)


#: Elements that end a line: their tags read as a blank line, the end of a paragraph ("her<br>Tom
#: is" is no "her Tom").
_BLOCK = frozenset(
    "blockquote br center dd div dl dt h1 h2 h3 h4 h5 h6 hr li ol p pre table td th tr ul".split()
)


def _blank_markup(m: re.Match) -> str:
    block = (m.group(1) or "").lower() in _BLOCK  # group 1: the element of a tag
    return ("\n\n" if block else "  ") + " " * (len(m.group(0)) - 2)


def markup_view(text: str) -> str:
    """``text`` with its markup blanked, offsets kept: HTML tags of common elements, the
    no-break space entity, and emphasis marks around words; the modifier letter apostrophe
    (U+02BC) reads as the apostrophe U+2019. The swapper finds and decides
    words in this view ("*her* idea" and "<b>her</b> idea" are "her" before "idea"; a word
    inside a tag is none; the tag of an element that ends a line, such as ``<br>`` or
    ``</li>``, reads as a blank line), and writes its edits into the text itself, markup and
    all.

    Examples
    --------
    >>> markup_view("It was *her* idea, _his_ book; her_name stays.")
    'It was  her  idea,  his  book; her_name stays.'
    >>> markup_view('<b>her</b> idea, <a href="/his">it</a>')
    '   her     idea,                it    '
    """
    if "\u02bc" in text:  # the modifier letter apostrophe: "he\u02bcs" is "he\u2019s"
        text = text.replace("\u02bc", "\u2019")
    if "<" in text or "&" in text:
        text = _HTML.sub(_blank_markup, text)
    if "*" not in text and "_" not in text and "~" not in text:
        return text
    return _EMPHASIS.sub(lambda m: " " * len(m.group(0)), text)


def markup_views(texts: list) -> list:
    """:func:`markup_view` of each text of ``texts`` (anything else as it is)."""
    return [markup_view(t) if isinstance(t, str) else t for t in texts]
