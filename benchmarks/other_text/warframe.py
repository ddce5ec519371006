"""The texts of other-domains-89: what the data of the video game Warframe (Digital Extremes,
2013 to 2026) says of its items, its warframes and its enemies, and the lines of the game's patch
notes, as npm's ``@wfcd/items`` 1.1275.37 (the Warframe Community Developers' package once named
``warframe-items``) ships them: the flavour text of a weapon, a skin, a glyph or a boss ("Tyl
Regor's custom axe and shield are how he likes to eliminate 'frustrations'."), the warframes'
abilities ("Chroma turns his pelt into a massive sentry...") and the developers' notes of what each
update added, changed and fixed ("Fixed Alad V's skirt clipping into his legs in his Wolf of
Saturn Six Episode dioramas."), with "he" and "his" of a warframe, a boss, a merchant or a soldier.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .common import game_paragraphs

#: @wfcd/items 1.1275.37 (npm), as :func:`~other_text.common.fetch_npm` unpacks it: a folder of
#: JSON files, one for each category of the game's things, each a list of records
WARFRAME_DATA = "items/package/data/json"

#: the category files read, in this order (the package's ``i18n.json``, the same strings in the
#: game's other languages, is not read)
WARFRAME_CATEGORIES = (
    "Warframes",
    "Primary",
    "Secondary",
    "Melee",
    "Arch-Gun",
    "Arch-Melee",
    "Archwing",
    "Sentinels",
    "SentinelWeapons",
    "Pets",
    "Enemy",
    "Quests",
    "Node",
    "Railjack",
    "Gear",
    "Resources",
    "Fish",
    "Misc",
    "Mods",
    "Arcanes",
    "Relics",
    "Skins",
    "Glyphs",
    "Sigils",
)

#: the files of other-domains-89, each with its kind: the things' descriptions
#: (:func:`warframe_descriptions`) and the lines of the patch notes (:func:`warframe_patch_notes`)
WARFRAME_FILES = {
    "warframe-descriptions.txt": ("warframe", "descriptions"),
    "warframe-patch-additions-changes.txt": ("warframe", "additions-changes"),
    "warframe-patch-fixes.txt": ("warframe", "fixes"),
}

#: paragraphs of other-domains-89 that an earlier set or a book of pd-fiction holds, as a
#: paragraph word for word (none: checked when the set was made)
WARFRAME_IN_EARLIER: frozenset[str] = frozenset()

#: an address in a line of the patch notes (a link to the forums, a video or a support page)
_URL = re.compile(r"https?://|www\.", re.I)
#: a field the game fills in, between bars (``up to |PERCENT|% more resistant``, ``X|m``)
_FIELD = re.compile(r"\|")


def _records(data: Path):
    """The records of the category files of :data:`WARFRAME_CATEGORIES`, in order."""
    for category in WARFRAME_CATEGORIES:
        yield from json.loads((data / f"{category}.json").read_text(encoding="utf-8"))


def warframe_descriptions(data: Path) -> list[str]:
    """The descriptions of the game's things, one a paragraph, in the order of the category files
    (:data:`WARFRAME_CATEGORIES`) and of their records.

    Parameters
    ----------
    data : Path
        :data:`WARFRAME_DATA`. Of each record, its ``description`` (the flavour text the game
        shows of a warframe, a weapon, a companion, an enemy, a quest, a mission's node, a
        resource, a fish, a mod, a relic, a skin, a glyph or a sigil), then a warframe's
        ``passiveDescription`` and the ``description`` of each of its ``abilities``, read by
        :func:`~other_text.common.game_paragraphs`: whitespace collapsed; one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words, with a field filled in as the game runs
        or markup (:data:`~other_text.common.GAME_FILLED`: ``<DT_FIRE>``, ``{0}``, ``%s``; and
        the game's fields between bars, :data:`_FIELD`: "he becomes up to |PERCENT|% more
        resistant to damage.", 132 paragraphs, most of them the abilities' and passives' texts)
        or that does not end as a sentence (a name, a label, a stat: "+90% Damage") is left
        out. Not read: the records' names, unique names, stats, prices, drop tables,
        components, images, wiki addresses, the levels' stats of the mods ("+20% Critical
        Chance"), and the patch notes (:func:`warframe_patch_notes`).

    Returns
    -------
    list
        The descriptions, repeats left in (:func:`warframe_texts` drops them: a relic's "An
        artifact containing Orokin secrets..." stands for thousands of relics).
    """
    out: list[str] = []
    for record in _records(data):
        texts = [record.get("description"), record.get("passiveDescription")]
        texts += [ability.get("description") for ability in record.get("abilities") or ()]
        for text in texts:
            if isinstance(text, str):
                out += [p for p in game_paragraphs(text) if not _FIELD.search(p)]
    return out


def warframe_patch_notes(data: Path) -> dict[str, list[str]]:
    """The lines of the patch notes that the records carry, one a paragraph, by kind.

    Parameters
    ----------
    data : Path
        :data:`WARFRAME_DATA`. Each record's ``patchlogs`` (the notes of the updates and hotfixes
        that touched that thing, as Digital Extremes posted them on the game's forums, October
        2012 to December 2022), in the order of the category files
        (:data:`WARFRAME_CATEGORIES`), of their records and of their notes, newest first: the
        strings ``additions`` and ``changes`` (kind ``additions-changes``) and ``fixes`` (kind
        ``fixes``), each split at its line breaks, a line a paragraph (the notes' bullets), read
        by :func:`~other_text.common.game_paragraphs`: whitespace collapsed; a line of fewer
        than :data:`~other_text.common.NEWS_MIN_WORDS` words, with markup or a field filled in
        (:data:`~other_text.common.GAME_FILLED`, :data:`_FIELD`), that does not end as a
        sentence (a heading, "Ash Changes:", an item's name, a list's entry) or with a web
        address (:data:`_URL`) is left out; a percentage, a price or a moderator's tag
        ("[DE]Megan") in a sentence is kept. Not read: the notes' titles, dates and forum
        addresses.

    Returns
    -------
    dict
        ``{"additions-changes": lines, "fixes": lines}``, repeats left in (a note is carried by
        every thing it touched; :func:`warframe_texts` drops them).
    """
    out: dict[str, list[str]] = {"additions-changes": [], "fixes": []}
    for record in _records(data):
        for note in record.get("patchlogs") or ():
            for key, kind in (
                ("additions", "additions-changes"),
                ("changes", "additions-changes"),
                ("fixes", "fixes"),
            ):
                for line in (note.get(key) or "").split("\n"):
                    out[kind] += [
                        p
                        for p in game_paragraphs(line)
                        if not _URL.search(p) and not _FIELD.search(p)
                    ]
    return out


def warframe_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-89 by source and kind (:data:`WARFRAME_FILES`), from the
    package unpacked under ``root``: the descriptions (:func:`warframe_descriptions`) and the
    lines of the patch notes (:func:`warframe_patch_notes`); repeats are dropped when the files
    are written (:func:`~other_text.common.keep_files`: a paragraph is kept the first time, over
    all the files in their order)."""
    data = root / WARFRAME_DATA
    return {"warframe": {"descriptions": warframe_descriptions(data), **warframe_patch_notes(data)}}
