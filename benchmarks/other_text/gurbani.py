"""The texts of other-domains-87: the English translations of the Sikh writings outside the Guru
Granth Sahib that the Shabad OS database ships (npm's ``@shabados/database`` 4.8.3): the
*Vaaran* of Bhai Gurdas (c. 1551-1636) as Dr. Jodh Singh translated them, his *Kabit Savaiye* as
Shamsher Singh Puri translated them, and the Persian poems of Bhai Nand Lal "Goya" (1633-1713),
his ghazals, *Zindagi Nama*, *Ganj Nama* and *Jot Bigas*, as Pritpal Singh Bindra translated
them: verse of praise and teaching, the Guru, the Lord and the Sikh each "he".

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_new

#: ``@shabados/database`` 4.8.3 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: the
#: SQLite database the package builds and ships, its tables ``sources`` (the writings),
#: ``lines`` (each line of a writing in Gurmukhi, in the writings' order), ``translation_sources``
#: (each translation, its translator, writing and language) and ``translations`` (a line's
#: translation by one translator)
GURBANI_DATA = "database/package/build/database.sqlite"

#: the files of other-domains-87, each with its source and the writing whose English translation
#: it is read from (:func:`gurbani_stanzas`); the database's other writings are not read (the
#: reasons are in the docstring of ``benchmarks/build_other_text.py``)
GURBANI_FILES = {
    "bhai-gurdas-vaaran.txt": ("shabados", "Vaaran Bhai Gurdas Ji"),
    "bhai-gurdas-kabit-savaiye.txt": ("shabados", "Kabit Savaiye Bhai Gurdas Ji"),
    "bhai-nand-lal-ghazals.txt": ("shabados", "Ghazals Bhai Nand Lal Ji"),
    "bhai-nand-lal-zindagi-nama.txt": ("shabados", "Zindagi Nama Bhai Nand Lal Ji"),
    "bhai-nand-lal-ganj-nama.txt": ("shabados", "Ganj Nama Bhai Nand Lal Ji"),
}

#: the paragraphs of other-domains-87 that an earlier set or a book of pd-fiction holds, as they
#: are written (none)
GURBANI_IN_EARLIER: frozenset[str] = frozenset()

#: the end of a stanza in a line's Gurmukhi (the database's ASCII Gurmukhi font, a danda written
#: ``[`` or ``]``): the stanza's number between two dandas, with the number of the poem or part
#: after it (``[1[``, ``[2[1[``, ``]5]``)
_STANZA_END = re.compile(r"[\[\]]\s*\d+\s*[\[\]](?:\s*\d+\s*[\[\]])*\s*$")
#: a line that is a heading, not verse: the name of a metre (``Sorath:``, ``Dohra:``,
#: ``Channt:``), of a poem or a part (``Vaar One``, ``Vaars of Bhai Gurdaas Ji``), every word
#: capitalised, no stop after the last (``Second Guru, Guru Angad Dev Ji``); also the Persian
#: lines of *Ganj Nama* that the translation gives in Latin letters (``Do Aalam Maunnavar Ze
#: Anvaare Oo``)
_HEADING = re.compile(r"^(?:(?:[A-Z(][\w'(),-]*|of|the|and|a|to|in)\s*)+:?$")
#: the numbers of a couplet, a stanza or a poem the translators put after a line (``(1) (4)``,
#: ``(115)``, ``(1)(3)``)
_NUMBERS = re.compile(r"\s*\(\d+\)")
#: a line whose translation ends with such a number ends its stanza, where the Gurmukhi has no
#: number of its own (Bhai Nand Lal's couplets, numbered by Bindra alone)
_NUMBERED_END = re.compile(r"\(\d+\)\s*$")
#: a line's translation of more words than this is left out: four lines of Bhai Nand Lal's
#: ghazals and *Zindagi Nama* hold the translation of a whole run of couplets (990 to 2,624
#: words, the couplets' own lines left untranslated); the longest other line has 456 (a prose
#: passage of *Ganj Nama* on one Guru)
MAX_LINE_WORDS = 500


def gurbani_stanzas(db: sqlite3.Connection, source: str) -> list[str]:
    """The English stanzas of one writing of the database, in the writing's order.

    Parameters
    ----------
    db : sqlite3.Connection
        The database of :data:`GURBANI_DATA`.
    source : str
        The writing's English name in ``sources.name_english`` (``Vaaran Bhai Gurdas Ji``); its
        one English translation is read (``translation_sources`` whose language is English).

    Returns
    -------
    list
        Each stanza as one paragraph: the translations of its lines, in ``lines.order_id``
        order, joined with a space, a stanza ending at a line whose Gurmukhi ends with a
        stanza's number (:data:`_STANZA_END`) or where the next line belongs to another poem
        (``shabad_id``) or after a line whose translation ends with a number of its own
        (:data:`_NUMBERED_END`). Left out: the invocation and headings the database marks
        (``lines.type_id`` 1 and 2, "One Universal Creator God. By The Grace Of The True
        Guru:"), lines left untranslated, a line whose translation has more than
        :data:`MAX_LINE_WORDS` words (a run of couplets translated as one), heading lines
        (:data:`_HEADING`: ``Sorath:``, ``Vaar One``), the numbers of couplets and stanzas
        (:data:`_NUMBERS`), and a stanza of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words or with what
        :data:`~other_text.common.GAME_FILLED` finds. The translators' glosses in brackets
        ("the followers of the goddess", "(of mother)") and their spelling are kept. Repeats
        are left in (:func:`gurbani_texts` drops them).
    """
    rows = db.execute(
        "SELECT l.shabad_id, l.type_id, l.gurmukhi, t.translation FROM lines l"
        " JOIN translations t ON t.line_id = l.id"
        " JOIN translation_sources ts ON ts.id = t.translation_source_id"
        " JOIN sources s ON s.id = ts.source_id"
        " JOIN languages g ON g.id = ts.language_id"
        " WHERE s.name_english = ? AND g.name_english = 'English'"
        " ORDER BY l.order_id",
        (source,),
    )
    out: list[str] = []
    stanza: list[str] = []
    shabad = None

    def close() -> None:
        para = " ".join(" ".join(stanza).split())
        stanza.clear()
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)

    for shabad_id, type_id, gurmukhi, translation in rows:
        if shabad_id != shabad:
            close()
            shabad = shabad_id
        line = " ".join(_NUMBERS.sub("", translation).split())
        keep = line and len(line.split()) <= MAX_LINE_WORDS and not _HEADING.match(line)
        if type_id not in (1, 2) and keep:
            stanza.append(line)
        if _STANZA_END.search(gurmukhi) or _NUMBERED_END.search(translation):
            close()
    close()
    return out


def gurbani_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-87 by source and kind, ``{"shabados": {writing:
    stanzas}}`` (the kinds of :data:`GURBANI_FILES`), from the package unpacked under ``root``,
    each writing read by :func:`gurbani_stanzas` in the order of :data:`GURBANI_FILES`, a stanza
    that stands before in the same or an earlier writing left out
    (:func:`~other_text.common.keep_new`)."""
    db = sqlite3.connect(f"file:{root / GURBANI_DATA}?mode=ro", uri=True)
    try:
        seen: set[str] = set()
        texts = {
            source: keep_new(gurbani_stanzas(db, source), seen)
            for _, source in GURBANI_FILES.values()
        }
    finally:
        db.close()
    return {"shabados": texts}
