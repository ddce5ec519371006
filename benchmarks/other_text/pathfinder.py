"""The texts of other-domains-81: the English lore of Pathfinder, Second Edition, as npm's
``pf2e-database`` 1.0.5 ships the data of Foundry VTT's pf2e system: what the books of Paizo's
tabletop game of 2019 to 2022 say of its gods ("Norgorber is the most mysterious of the
Ascended..."), of the villains, allies and monsters of its adventures and of its bestiaries (a
boss's appearance and past, a monster's habits), and of what those creatures do in a fight
("Haibram draws air around him to aid his movement."), with "he" and "his" of a god, a villain,
a warrior or a beast and names of the world of Golarion, ``Norgorber``, ``Idovik``,
``Kotgar``.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, markup_paragraphs
from .mud_aiml import drop_same_words

#: pf2e-database 1.0.5 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: its English
#: data, a folder ``<compendium>.db`` of JSON records, one a file, for each of Foundry VTT's
#: compendiums (the French data of ``PF2E_DATA_FR`` and the ``Dictionaries`` are not read)
PF2E_DATA = "pf2e-database/package/PF2E_DATA_EN"

#: the compendium of the gods: each record's ``data.description.value``
PF2E_DEITIES = "deities.db"

#: the compendiums of creatures (actors) read besides the bestiaries (every ``*-bestiary*.db``;
#: ``bestiary-ability-glossary-srd.db``, ``bestiary-effects.db`` and
#: ``bestiary-family-ability-glossary.db`` hold the rules of abilities and effects, no creatures):
#: the adventures' and the pregenerated characters' folders, whose records are actors too
PF2E_ACTORS = ("fall-of-plaguestone.db", "npc-gallery.db", "paizo-pregens.db", "iconics.db")

#: the files of other-domains-81, each with its source and kind: the gods' descriptions, the
#: creatures' notes and biographies (:func:`actor_notes`), and the descriptions of the
#: creatures' abilities, actions and gear (:func:`actor_abilities`)
PATHFINDER_FILES = {
    "pf2e-deities.txt": ("pf2e", "deities"),
    "pf2e-creature-notes.txt": ("pf2e", "notes"),
    "pf2e-creature-abilities.txt": ("pf2e", "abilities"),
}

#: paragraphs that an earlier set or a book of pd-fiction holds word for word, left out
#: (none: checked when the set was built)
PATHFINDER_IN_EARLIER: frozenset[str] = frozenset()

#: a block of HTML that is not prose: a table, a list, a heading, with what is inside it
_NOT_PROSE = re.compile(r"<(table|ul|ol|h[1-6])\b[^>]*>.*?</\1\s*>", re.S | re.I)
#: where a description's HTML is split into paragraphs: the end of a ``<p>``, a line break,
#: a rule, a blank line
_BREAK = re.compile(r"</p\s*>|<br\s*/?>|<hr\s*/?>|\n[ \t]*\n", re.I)
#: a paragraph that opens with a label in bold or italics (``<strong>Edicts</strong> ...``,
#: ``<strong>Trigger</strong> ...``, ``<em>Source</em> ...``): a line of a list of rules
_LABELLED = re.compile(r"^\s*(?:<p[^>]*>\s*)?<(strong|b|em|i)\b", re.I)
#: Foundry's links, rolls and fields: ``@UUID[...]{...}``, ``@Check[...]``, ``[[/r 1d6]]``, a
#: brace, and what :data:`~other_text.common.GAME_FILLED` finds
_FOUNDRY = re.compile(r"@|\[\[|\]\]|[{}]|" + GAME_FILLED.pattern)


def description_paragraphs(html_text: str) -> list[str]:
    """The paragraphs of prose of one description in Foundry's HTML.

    Parameters
    ----------
    html_text : str
        A field's HTML: its tables, lists and headings (:data:`_NOT_PROSE`) are left out with
        what they hold; the rest is split at the ends of its ``<p>``, its line breaks, rules
        and blank lines (:data:`_BREAK`); a paragraph that opens with a label in bold or
        italics (:data:`_LABELLED`: "Edicts", "Anathema", "Trigger", "Effect", "Critical
        Success", the lines of a list of rules) is left out; the markup of the others is
        removed with its text kept, entities unescaped and whitespace collapsed
        (:func:`~other_text.common.markup_paragraphs`). Left out too: a paragraph of fewer
        than :data:`~other_text.common.NEWS_MIN_WORDS` words, one with a link, a roll or a
        field of Foundry's (:data:`_FOUNDRY`: ``@UUID[...]``, ``[[/r 4d6]]``, braces) and one
        that does not end as a sentence (:data:`~other_text.common.GAME_SENTENCE_END`: a
        title, a label, a stat line) or begins in lower case (the end of a sentence that a
        line break in the middle of it cut off: "attack roll against you before the end of
        its next turn.").

    Returns
    -------
    list
        The paragraphs, in the field's order.
    """
    blocks = [b for b in _BREAK.split(_NOT_PROSE.sub("\n\n", html_text)) if not _LABELLED.match(b)]
    return [
        p
        for p in markup_paragraphs(blocks, _FOUNDRY)
        if GAME_SENTENCE_END.search(p) and not p[0].islower()
    ]


def _strings(value: object) -> list[str]:
    """The strings of ``value`` (a JSON value), depth first, in the record's order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _records(folder: Path) -> list[dict]:
    """The JSON records of one compendium's folder, by file name."""
    return [json.loads(f.read_text(encoding="utf-8")) for f in sorted(folder.glob("*.json"))]


def actor_folders(data: Path) -> list[Path]:
    """The compendiums of creatures: every ``*-bestiary*.db`` and :data:`PF2E_ACTORS`, by name."""
    names = {p.name for p in data.glob("*-bestiary*.db")} | set(PF2E_ACTORS)
    return [data / name for name in sorted(names) if (data / name).is_dir()]


def actor_notes(record: dict) -> list[str]:
    """The paragraphs of a creature's own text.

    Parameters
    ----------
    record : dict
        An actor: the strings of its ``data.details`` (``publicNotes``, ``privateNotes``,
        ``description``, and the ``biography``'s ``appearance``, ``backstory``,
        ``campaignNotes`` and the rest of the pregenerated characters), in the record's order,
        each read by :func:`description_paragraphs`; names, numbers, alignments, traits and
        short fields come out as fewer than four words or no sentence and are left out.

    Returns
    -------
    list
        The paragraphs.
    """
    details = (record.get("data") or {}).get("details") or {}
    return [p for s in _strings(details) for p in description_paragraphs(s)]


def actor_abilities(record: dict) -> list[str]:
    """The paragraphs of the descriptions of a creature's items.

    Parameters
    ----------
    record : dict
        An actor: each of its ``items`` (its strikes, actions, reactions, spells, gear) in
        order, the item's ``data.description.value`` read by :func:`description_paragraphs`
        (an action's "Trigger", "Effect" and "Frequency" lines, which open with a label, left
        out; what is left is the prose of a boss's or a monster's special ability, written for
        that creature by the adventure's authors, and the rules of the common abilities, which
        say "the monster" or "it").

    Returns
    -------
    list
        The paragraphs.
    """
    out = []
    for item in record.get("items") or ():
        desc = ((item.get("data") or {}).get("description") or {}).get("value") or ""
        out.extend(description_paragraphs(desc))
    return out


def pathfinder_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-81 by source and kind (:data:`PATHFINDER_FILES`), from the
    package unpacked under ``root``: the gods' descriptions (:data:`PF2E_DEITIES`, their
    ``data.description.value``), the creatures' notes (:func:`actor_notes`) and their
    abilities (:func:`actor_abilities`), in this order, each compendium's records by file name
    and the compendiums by name (:func:`actor_folders`); a paragraph with the same words as one
    before it, case and punctuation aside, left out
    (:func:`~other_text.mud_aiml.drop_same_words`: the common abilities, "Attack of
    Opportunity", are described again on each creature that has them)."""
    data = root / PF2E_DATA
    deities = [
        p
        for record in _records(data / PF2E_DEITIES)
        for p in description_paragraphs(
            (((record.get("data") or {}).get("description") or {}).get("value")) or ""
        )
    ]
    actors = [r for folder in actor_folders(data) for r in _records(folder)]
    by_kind = {
        "deities": deities,
        "notes": [p for r in actors for p in actor_notes(r)],
        "abilities": [p for r in actors for p in actor_abilities(r)],
    }
    return {"pf2e": drop_same_words(by_kind, set())}
