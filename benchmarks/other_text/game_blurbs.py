"""The texts of other-domains-72: the short writing of three games' worlds that packages of npm
ship as data and no earlier set read: the lore lines of Dota 2's abilities (``dotaconstants``,
whose heroes' lore other-domains-64 read), the descriptions of Genshin Impact's characters,
outfits, materials, dishes, enemies, namecards, animals and places and the stories of its wind
gliders (``genshin-db``, whose weapons' and artifacts' stories other-domains-64 read) and the
openings of the biographies of League of Legends' champions (``lol-champions``).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .game_lore import _BLANK, GENSHIN_DATA, _game_paragraph
from .mud_aiml import drop_same_words

#: dotaconstants 10.9.0's abilities (npm): ``{ability: {"dname", "desc", "lore", ...}}``
DOTA_ABILITIES = "dotaconstants/package/build/abilities.json"
#: lol-champions 10.23.1's champions (npm): a list of ``{"id", "name", "title", "description",
#: ...}``, the description the opening of the champion's biography as Riot's Data Dragon 10.23.1
#: serves it (its ``blurb``), cut off after about 250 characters with ``...``
LOL_CHAMPIONS = "lol-champions/package/champions.json"
#: the records of genshin-db's ``data`` / ``English`` whose ``description`` is read, in this
#: order: the characters' and outfits' one-paragraph portraits, the materials' and dishes' notes
#: (an item's tale: "The remains of a fisher from beyond this world..."), the enemies',
#: namecards', animals' and places' (``geographies``); the talents and constellations (the
#: skills' effects, templated), achievements (a line of a goal), weapons and artifacts
#: (other-domains-64 read their stories) and voice-overs (with ``{NICKNAME}`` to fill in) are not
GENSHIN_DESCRIBED = (
    "characters",
    "outfits",
    "materials",
    "foods",
    "enemies",
    "namecards",
    "animals",
    "geographies",
)
#: the first line of a namecard's description, the same on every card ("Namecard style."): the
#: client's label, not the card's text
_NAMECARD_LABEL = re.compile(r"^\s*Namecard style\.\s*$", re.M)
#: the end of the last whole sentence of a cut-off biography: a full stop, question or
#: exclamation mark, with the closing quotation mark that may follow it, before a space
_SENTENCE_END = re.compile(r"[.?!][\"'\u201d\u2019]?(?=\s)")

#: the files of other-domains-72, each with its source and the kind of text of
#: :func:`game_blurbs_texts` it holds
GAME_BLURBS_FILES = {
    "dota-ability-lore.txt": ("dota", "abilities"),
    "genshin-descriptions.txt": ("genshin", "descriptions"),
    "genshin-wind-glider-stories.txt": ("genshin", "windgliders"),
    "lol-champion-biographies.txt": ("lol", "champions"),
}

#: the paragraphs of other-domains-72 that an earlier set (to -68), nonfiction or a book of
#: pd-fiction holds, word for word (whitespace collapsed): a lore line of Dota 2's that The Office
#: (-15) and Friends (-28) say too; left out
GAME_BLURBS_IN_EARLIER = frozenset(("Do I know you?",))


def dota_ability_lore(path: Path) -> list[str]:
    """The lore lines of Dota 2's abilities, a paragraph each.

    Parameters
    ----------
    path : Path
        dotaconstants' ``abilities.json``; the ``lore`` of each ability that has one, by the
        abilities' keys in alphabetical order. The names, descriptions (``desc``: what an
        ability does, with its numbers), attributes, notes and the items' lore
        (``items.json``, a line each: 16 with he and no she) are not read.

    Returns
    -------
    list of str
        Each lore line (a sentence or two on a hero's power: "In his encounter with the Dead
        Gods, Anti-Mage learned the value of being elusive."), whitespace collapsed; one with
        markup or a field filled in as the game runs, or of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words, left out
        (:func:`~other_text.game_lore._game_paragraph`). Repeats are left in (the set drops
        them).
    """
    abilities = json.loads(path.read_text(encoding="utf-8"))
    lore = (abilities[key].get("lore") or "" for key in sorted(abilities))
    return [p for text in lore if (p := _game_paragraph(text))]


def genshin_texts(path: Path) -> dict[str, list[str]]:
    """The English descriptions of Genshin Impact's characters, outfits, materials, dishes,
    enemies, namecards, animals and places, and the stories of its wind gliders.

    Parameters
    ----------
    path : Path
        genshin-db's ``data.min.json``; of ``data`` / ``English``, the ``description`` of each
        record of the kinds of :data:`GENSHIN_DESCRIBED` (in that order, each kind's records by
        their keys in alphabetical order) and the ``story`` of each wind glider of
        ``windgliders`` (by their keys). A dish's descriptions of its three qualities
        (``suspicious``, ``normal``, ``delicious``: a line each on how it tastes), the names,
        titles, effects and the other languages are not read.

    Returns
    -------
    dict
        ``{"descriptions": paragraphs, "windgliders": paragraphs}``: each description as one
        paragraph (its lines joined: genshin-db breaks a description's sentences into lines,
        with no blank line between its parts), a namecard's label line
        (:data:`_NAMECARD_LABEL`) left out; each story split at its blank lines, a paragraph
        each (a verse's lines or a tale's sentences joined); by
        :func:`~other_text.game_lore._game_paragraph`: emphasis removed, whitespace collapsed,
        a text with markup or a field to fill in (``<color=...>``, ``{NICKNAME}``) or of fewer
        than :data:`~other_text.common.NEWS_MIN_WORDS` words left out.
    """
    english = json.loads(path.read_text(encoding="utf-8"))["data"]["English"]
    descriptions = (
        _NAMECARD_LABEL.sub("", english[kind][key].get("description") or "")
        for kind in GENSHIN_DESCRIBED
        for key in sorted(english[kind])
    )
    stories = (
        english["windgliders"][key].get("story") or "" for key in sorted(english["windgliders"])
    )
    return {
        "descriptions": [p for text in descriptions if (p := _game_paragraph(text))],
        "windgliders": [p for s in stories for b in _BLANK.split(s) if (p := _game_paragraph(b))],
    }


def lol_biographies(path: Path) -> list[str]:
    """The openings of the biographies of League of Legends' champions, a paragraph each.

    Parameters
    ----------
    path : Path
        lol-champions' ``champions.json``; the ``description`` of each champion, in the file's
        order (by the champions' names, alphabetical). The names, titles, roles, statistics and
        image links are not read.

    Returns
    -------
    list of str
        Each champion's opening, cut off by Riot after about 250 characters with ``...``, kept
        to the end of its last whole sentence (:data:`_SENTENCE_END`), whitespace collapsed; one
        with no whole sentence, markup or fewer than :data:`~other_text.common.NEWS_MIN_WORDS`
        words left out (:func:`~other_text.game_lore._game_paragraph`).
    """
    out = []
    for champion in json.loads(path.read_text(encoding="utf-8")):
        text = " ".join((champion.get("description") or "").split())
        if text.endswith("..."):
            ends = list(_SENTENCE_END.finditer(text[:-3] + " "))
            text = text[: ends[-1].end()] if ends else ""
        para = _game_paragraph(text)
        if para:
            out.append(para)
    return out


def game_blurbs_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-72 by source and kind (:data:`GAME_BLURBS_FILES`), from
    the packages unpacked under ``root``: Dota 2's lore of abilities
    (:func:`dota_ability_lore`), Genshin Impact's descriptions and wind gliders' stories
    (:func:`genshin_texts`) and League of Legends' biographies (:func:`lol_biographies`), in
    this order, a paragraph with the same words as one before it, case and punctuation aside,
    left out (:func:`~other_text.mud_aiml.drop_same_words`)."""
    seen: set[str] = set()
    return {
        "dota": drop_same_words({"abilities": dota_ability_lore(root / DOTA_ABILITIES)}, seen),
        "genshin": drop_same_words(genshin_texts(root / GENSHIN_DATA), seen),
        "lol": drop_same_words({"champions": lol_biographies(root / LOL_CHAMPIONS)}, seen),
    }
