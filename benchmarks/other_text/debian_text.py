"""The readers of Debian's text packages.

The fortune files (``--set other-domains``, other-domains-2), Perl's and Python's documentation
(other-domains-3), WordNet's glosses (other-domains-4), GCIDE's source marks and freeciv's
strings (other-domains-5) and the ``calendar`` files (other-domains-6). A History of Debian,
the Devil's Dictionary, the Jargon File and FOLDOC are read whole by ``build``.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from .common import keep_new, paragraphs

#: the calendar files of other-domains-6: those in English (the others are in Spanish, Dutch,
#: Thai, Kazakh..., lists of transliterated Hebrew readings, or only include other files)
CALENDARS = (
    "australia", "belgium", "birthday", "christian", "computer", "debian", "discordian", "eu",
    "freebsd", "history", "holiday", "lotr", "music", "newzealand", "southafrica",
    "unitedkingdom", "usholiday",
)  # fmt: skip
#: a C comment of a calendar file (its licence header, section titles)
_C_COMMENT = re.compile(r"/\*.*?\*/", re.S)
#: the keys of freeciv's rulesets and help file whose strings are running English
FREECIV_KEYS = ("legend", "helptext", "text")
#: the freeciv ruleset whose help texts are read (the others repeat most of them)
FREECIV_RULESET = "civ2civ3"
#: Python's documentation folders of other-domains-3 (of ``_sources``)
PYTHON_DOCS = ("whatsnew", "howto", "faq", "tutorial")
#: fortune files that hold no running English (ASCII drawings, lists of excuses)
SKIP_FORTUNES = {"art", "ascii-art"}
_OVERSTRIKE = re.compile(r".\x08")

#: GCIDE's source marks after each sense or quotation ("[1913 Webster]", "[PJC]", "[WordNet 1.5]")
_GCIDE_SOURCE = re.compile(
    r"\[(?:1913 Webster|Webster 1913 Suppl\.|PJC|WordNet 1\.5|[A-Z]{2,4})[^\]\n]*\]"
)


def fortune_entries(path: Path) -> list[str]:
    """The fortunes of one fortune file (entries end at a line holding only ``%``)."""
    text = _OVERSTRIKE.sub("", path.read_text(encoding="utf-8", errors="replace"))
    entries = re.split(r"^%[ \t]*$", text, flags=re.M)
    return [" ".join(e.split()) for e in entries if e.strip()]


def perl_pods(root: Path) -> dict[str, list[str]]:
    """Perl's pod pages as text (``pod2text``), in three files: the release notes
    (``perl*delta``), the FAQ (``perlfaq*``) and the other pages."""
    groups: dict[str, list[str]] = {"perl-delta.txt": [], "perl-faq.txt": [], "perl-pages.txt": []}
    for pod in sorted((root / "usr" / "share" / "perl").glob("*/pod/*.pod")):
        text = subprocess.run(
            ["pod2text", "--utf8", str(pod)],
            check=True,
            capture_output=True,
            encoding="utf-8",
            errors="replace",
        ).stdout
        if pod.stem.endswith("delta"):
            name = "perl-delta.txt"
        elif pod.stem.startswith("perlfaq"):
            name = "perl-faq.txt"
        else:
            name = "perl-pages.txt"
        groups[name].extend(paragraphs(text))
    return groups


def wordnet_glosses(wordnet: Path) -> list[str]:
    """The distinct glosses of the WordNet data files (definition and examples), in file
    order, each with its whitespace collapsed."""
    from build_nonfiction import glosses

    return keep_new(glosses(wordnet), set())


def freeciv_strings(path: Path, keys: tuple[str, ...] = FREECIV_KEYS) -> list[str]:
    """The strings of ``key = _("...")`` entries of a freeciv ruleset or help file, one
    paragraph each (a list of strings gives one paragraph per string): backslash-newline
    joins lines, ``\\n`` and ``\\"`` are unescaped, ``?female:``-style prefixes dropped."""
    text = path.read_text(encoding="utf-8", errors="replace")
    out = []
    key = re.compile(r"^[ \t]*(?:" + "|".join(keys) + r")[ \t]*=", re.M)
    for m in key.finditer(text):
        i = m.end()
        while True:
            while i < len(text) and text[i] in " \t\n_(":
                i += 1
            if i >= len(text) or text[i] != '"':
                break
            j = i + 1
            chars = []
            while j < len(text) and text[j] != '"':
                if text[j] == "\\" and j + 1 < len(text):
                    nxt = text[j + 1]
                    chars.append({"\n": "", "n": "\n"}.get(nxt, nxt))
                    j += 2
                    continue
                chars.append(text[j])
                j += 1
            para = re.sub(r"^\?[a-z]+:", "", " ".join("".join(chars).split()))
            if para:
                out.append(para)
            i = j + 1
            # another string of the same list follows after ")," and maybe comment lines
            rest = re.match(r"\)?[ \t]*,(?:[ \t]*(?:;[^\n]*)?\n)*[ \t]*", text[i:])
            if not rest:
                break
            i += rest.end()
    return out


def calendar_entries(path: Path) -> list[str]:
    """The dated entries of a ``calendar`` file, their dates removed: ``01/19<TAB>Robert Edward
    Lee born in Stratford Estate, Virginia, 1807`` -> ``Robert Edward Lee born in ...``; a line
    that starts with a tab continues the entry above it; C comments, ``#`` directives and
    ``LANG=`` lines are dropped."""
    text = _C_COMMENT.sub("", path.read_text(encoding="utf-8"))
    entries: list[list[str]] = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("LANG="):
            continue
        if line[0] in " \t":
            if entries:
                entries[-1].append(line.strip())
            continue
        date, tab, rest = line.partition("\t")
        if tab and rest.strip():
            entries.append([rest.strip()])
    return [" ".join(" ".join(e).split()) for e in entries]
