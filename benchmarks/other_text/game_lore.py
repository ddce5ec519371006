"""The texts of other-domains-64: the writing of three games' worlds that packages of PyPI and
npm ship as data: the flavour text of Hearthstone's cards and the voice lines of its adventures
(PyPI's ``hearthstone-data``), the stories of Genshin Impact's weapons and artifacts (npm's
``genshin-db``) and the lore of Dota 2's heroes (npm's ``dotaconstants``).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, paragraphs
from .mud_aiml import drop_same_words

#: the files of hearthstone-data 255790.1's wheel that are read (only these are unpacked):
#: ``CardDefs.xml`` (every card of the game, each an ``Entity`` whose ``Tag`` elements hold its
#: name, rules text, flavour text... in fourteen languages) and the English strings of the client
#: (``Strings/enUS/*.txt``, tab-separated: ``TAG``, ``TEXT``, ``COMMENT``, ``AUDIOFILE``)
HEARTHSTONE_DATA = ("hearthstone_data/CardDefs.xml", "hearthstone_data/Strings/enUS/")
HEARTHSTONE_CARDS = HEARTHSTONE_DATA[0]
HEARTHSTONE_STRINGS = HEARTHSTONE_DATA[1]
#: the string files of voice lines that are read: the lines the bosses, heroes and narrators of
#: the single-player adventures and missions speak (``MISSION_AUDIO``) and those of the tutorial
#: (``TUTORIAL_AUDIO``); ``GAMEPLAY_AUDIO`` (the emotes and the cards' lines as they are played,
#: short stock lines: "Well met!"), ``GLUE``, ``GLOBAL``, ``GAMEPLAY``, ``MISSION``,
#: ``PRESENCE`` and ``TUTORIAL`` (the menus, labels, hints and quest texts of the client) are not
HEARTHSTONE_VOICE_FILES = ("MISSION_AUDIO.txt", "TUTORIAL_AUDIO.txt")
#: genshin-db 5.2.12's data (npm; the package is unpacked whole): one JSON object of every
#: language's records (``data`` / ``English`` / ``weapons``, ``artifacts``...)
GENSHIN_DATA = "genshin-db/package/src/min/data.min.json"
#: the pieces of an artifact set of genshin-db, each with its own ``story``
GENSHIN_PIECES = ("flower", "plume", "sands", "goblet", "circlet")
#: dotaconstants 10.9.0's lore of the heroes (npm): ``{hero: lore}``
DOTA_LORE = "dotaconstants/package/build/hero_lore.json"

#: the files of other-domains-64, each with its source and the kind of text of
#: :func:`game_lore_texts` it holds
GAME_LORE_FILES = {
    "hearthstone-flavor.txt": ("hearthstone", "flavor"),
    "hearthstone-voice-lines.txt": ("hearthstone", "voice"),
    "genshin-weapon-stories.txt": ("genshin", "weapons"),
    "genshin-artifact-stories.txt": ("genshin", "artifacts"),
    "dota-hero-lore.txt": ("dota", "heroes"),
}

#: the paragraphs of other-domains-64 that an earlier set (to -63), nonfiction or a book of
#: pd-fiction holds: 47 word for word (whitespace collapsed) and 89 with the same words, case
#: and punctuation aside; stock lines of talk of the voice lines and a few flavour texts, which
#: the films of -19 (63), The Office (-15, 30), the books of pd-fiction (21), Friends (-28),
#: the sentences of -20, A.L.I.C.E.'s replies (-60), WordNet's examples, the dialogue of the
#: games of earlier sets and the game quotes of Ruby's Faker (-63, built beside this set: the
#: last 13, "You waste my time!") hold ("Are you sure about that?", "A rolling stone gathers no
#: moss."); left out, in the order of the files
GAME_LORE_IN_EARLIER = frozenset(
    (
        "Look before you leap.",
        "Time heals all wounds.",
        "What are you doing here?",
        "You'll pay for this!",
        "You are too kind.",
        "That's not very nice.",
        "A rolling stone gathers no moss.",
        "I couldn't have said it better myself.",
        "The possibilities are endless.",
        "I can do this.",
        "It would be my pleasure.",
        "I can't do that.",
        "I've heard that one before.",
        "I can see that.",
        "What are you doing?!",
        "Where have you been?",
        "So it shall be.",
        "What have you done?",
        "You're in my way!",
        "You will be avenged!",
        "What have we here?",
        "The day is yours.",
        "It shall be done.",
        "What do you mean?",
        "Thank you so much!",
        "Thank you, thank you.",
        "That's not what I meant.",
        "Are you sure about that?",
        "Have it your way.",
        "I think he is.",
        "I can handle it.",
        "Why are you here?",
        "Get out of my way.",
        "I don't know what you mean.",
        "I'd like to see you try.",
        "How could you betray us?",
        "Wouldn't you like to know?",
        "How did you get over it?",
        "It is too late.",
        "He will pay handsomely.",
        "Is everything all right?",
        "That's a good point.",
        "What do we do?",
        "Do you hear something?",
        "This will be fun!",
        "This could be trouble.",
        '"Oh, is that so?"',
        "There's no place like home!",
        '"Thanks, I HATE it!"',
        "When you gotta go, you gotta go.",
        "You are what you eat.",
        "IS THIS WHAT YOU WANTED???",
        "Where did that come from?",
        "How does it taste?",
        "I like the way you think.",
        "Oh no, not again.",
        "Where are you hiding?!",
        "Come back to me!",
        "Alright alright! I get it!",
        "There can be only one…",
        "Right back at ya.",
        "Not bad! Not bad.",
        "Thank you. Thank you very much.",
        "I can't HEAR you!",
        "Give me a hand!",
        "A new challenger appears!",
        "Hook, line, and sinker.",
        "I... will have to think about it.",
        "YOU are wasting MY time!",
        "Time is of the essence.",
        "Oh no, no, no...",
        "We'll see about that!",
        "Keep your voice down!",
        "The more, the merrier!",
        "What's taking... so long...?",
        "Are you... kidding me?!",
        "Keep your eyes open...",
        "You do not belong here.",
        "I don't believe you!",
        "Just… get away from me!",
        "I think you're right!",
        "Don't I know it!",
        "All hands on deck!",
        "We can do this! …",
        "Birds of a feather.",
        "What brings you here?",
        "I have something for you…",
        "What are you afraid of?",
        "If you say so.",
        "Where did you come from?!",
        "Would you look at that!",
        "I don't have time for this!",
        "I don't want to hear it.",
        "Take a deep breath…",
        "What are you getting at?",
        "We shall see about that.",
        "I know what I must do…",
        "I… do not know.",
        "Let me help you!",
        "What-what is that?",
        "I have an idea.",
        "What did you say…",
        "What are you trying to say?",
        "So it would seem…",
        "You can't do this!",
        "What? Who are… you?",
        "Where…where am I?",
        "I'm not going anywhere.",
        "Show me what you've got.",
        "Don't be so sure.",
        "How did you get IN here?",
        "Stay out of trouble.",
        "I know what you mean.",
        "GIVE IT TO ME!",
        "I can't believe it!",
        "We have to get out of here!",
        "I'm afraid to ask!",
        "What can we do?!",
        "I can't talk now!",
        "I wouldn't go that far.",
        "No, you are wrong.",
        "I don’t like you.",
        "Good to see you!",
        "No Pain, No Gain.",
        "You have some skill.",
        "Time is on my side.",
        "Let's get this over with.",
        "Together we are strong!",
        "This will protect you!",
        "Come out and play...",
        "The cycle begins anew!",
        "A gift… for you.",
        "You have much to learn…",
        "You waste my time!",
        "Glory to the sin’dorei!",
        "Nothing can stop me!",
    )
)

#: the emphasis of a text (``<i>``, ``<b>``), removed with its words kept
_EMPHASIS = re.compile(r"</?[ib]>")
#: a line of a card's flavour text that tells how a cosmetic card is had ("Obtained by owning 132
#: The Grand Tournament cards.", "Earnable after purchasing the ... Tavern Pass."): the client's
#: notice, not flavour
_UNLOCK_LINE = re.compile(
    r"^\s*(?:Obtain|Earn|Unlock|Purchas|Available|Award|Acquir)\w*\b.*$", re.M
)
#: a word with a letter in it
_LETTERS = re.compile(r"[A-Za-z]+(?:['\u2019][A-Za-z]+)*")
#: the blank lines between the paragraphs of a story
_BLANK = re.compile(r"\n[ \t]*\n")


def _game_paragraph(text: str) -> str | None:
    """``text`` as one paragraph: its emphasis removed (:data:`_EMPHASIS`), whitespace
    collapsed; ``None`` if it holds a text filled in as the game runs or other markup
    (:data:`~other_text.common.GAME_FILLED`: ``<_Death_>``, ``{0}``, ``$``) or has fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words with a letter (:data:`_LETTERS`: "...
    ... ... ...!" is none)."""
    para = " ".join(_EMPHASIS.sub("", text).split())
    if GAME_FILLED.search(para) or len(_LETTERS.findall(para)) < NEWS_MIN_WORDS:
        return None
    return para


def hearthstone_flavor(path: Path) -> list[str]:
    """The English flavour text of Hearthstone's cards, a paragraph each.

    Parameters
    ----------
    path : Path
        ``CardDefs.xml``; the ``enUS`` text of each ``Tag`` named ``FLAVORTEXT`` is read, in
        the order of the cards (the file's, by their ``CardID``). The rules text
        (``CARDTEXT``: ``$3`` damage, ``<b>Battlecry:</b>``, templated), names and the other
        languages are not read.

    Returns
    -------
    list of str
        Each card's flavour text (a joke, a quotation with its speaker, a line of verse, a
        character's note), its lines joined: the lines that tell how a cosmetic card is had
        (:data:`_UNLOCK_LINE`) left out, emphasis removed, whitespace collapsed; one with other
        markup or a text filled in as it runs (``<sniff>``, ``<PH>``, ``#1``... by
        :data:`~other_text.common.GAME_FILLED`), or of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words, left out (:func:`_game_paragraph`),
        and so is one that begins in lower case (9: the cards' puzzles, a text written backwards
        or in a cipher, pieces of a story cut across cards, "swarm swarm swarm...", quips begun
        in lower case). Repeats are left in (the set drops them).
    """
    out = []
    for entity in ET.parse(path).getroot().iter("Entity"):
        for tag in entity.iter("Tag"):
            text = tag.findtext("enUS") if tag.get("name") == "FLAVORTEXT" else None
            if text:
                para = _game_paragraph(_UNLOCK_LINE.sub("", _EMPHASIS.sub("", text)))
                if para and not para[0].islower():
                    out.append(para)
    return out


def hearthstone_voice(folder: Path) -> list[str]:
    """The voice lines of Hearthstone's adventures, missions and tutorial, a paragraph each.

    Parameters
    ----------
    folder : Path
        ``Strings/enUS``; of each file of :data:`HEARTHSTONE_VOICE_FILES` (UTF-8 with a byte
        order mark, its first line the header), the ``TEXT`` field (the second, tab-separated)
        of every line that has one, in the file's order.

    Returns
    -------
    list of str
        Each line as spoken: an escaped line break (``\\n``) read as a space, emphasis removed,
        whitespace collapsed; a line with a sound in angle brackets (``<_Death_>``,
        ``<_Roar_>``), another text in them or braces, or of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words ("Welcome to my parlor.") left out
        (:func:`_game_paragraph`). The tag, comment and audio file are not read.
    """
    out = []
    for name in HEARTHSTONE_VOICE_FILES:
        lines = (folder / name).read_text(encoding="utf-8-sig").splitlines()[1:]
        for line in lines:
            fields = line.split("\t")
            if len(fields) > 1:
                para = _game_paragraph(fields[1].replace("\\n", " "))
                if para:
                    out.append(para)
    return out


def genshin_stories(path: Path) -> dict[str, list[str]]:
    """The English stories of Genshin Impact's weapons and artifacts.

    Parameters
    ----------
    path : Path
        genshin-db's ``data.min.json``; of ``data`` / ``English``, the ``story`` of each weapon
        of ``weapons`` (by the weapons' keys in alphabetical order; 9 weapons have none) and of
        each piece of each artifact set of ``artifacts`` (the sets by their keys in alphabetical
        order, the pieces in the order of :data:`GENSHIN_PIECES`). The descriptions (a line on
        the item), the effects (templated: ``{0}``, ``<color=...>``), the characters'
        profiles, the voice-overs (with ``{NICKNAME}`` to fill in) and the other languages are
        not read.

    Returns
    -------
    dict
        ``{"weapons": paragraphs, "artifacts": paragraphs}``: each story split at its blank
        lines, a paragraph each (a verse's lines or a tale's sentences joined), by
        :func:`_game_paragraph`.
    """
    english = json.loads(path.read_text(encoding="utf-8"))["data"]["English"]
    weapons = (english["weapons"][key].get("story") or "" for key in sorted(english["weapons"]))
    artifacts = (
        (english["artifacts"][key].get(piece) or {}).get("story") or ""
        for key in sorted(english["artifacts"])
        for piece in GENSHIN_PIECES
    )
    return {
        kind: [p for story in stories for b in _BLANK.split(story) if (p := _game_paragraph(b))]
        for kind, stories in (("weapons", weapons), ("artifacts", artifacts))
    }


def dota_lore(path: Path) -> list[str]:
    """The lore of Dota 2's heroes, a paragraph each.

    Parameters
    ----------
    path : Path
        dotaconstants' ``hero_lore.json`` (``{hero: lore}``), read in the order of the heroes'
        keys, alphabetical.

    Returns
    -------
    list of str
        Each hero's story (one paragraph each, as shipped), emphasis (the ``<i>`` of a title)
        removed, whitespace collapsed (:func:`~other_text.common.paragraphs`,
        :func:`_game_paragraph`).
    """
    lore = json.loads(path.read_text(encoding="utf-8"))
    return [p for key in sorted(lore) for b in paragraphs(lore[key]) if (p := _game_paragraph(b))]


def game_lore_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-64 by source and kind (:data:`GAME_LORE_FILES`), from the
    packages unpacked under ``root``: Hearthstone's flavour text (:func:`hearthstone_flavor`) and
    voice lines (:func:`hearthstone_voice`), Genshin Impact's stories
    (:func:`genshin_stories`) and Dota 2's lore (:func:`dota_lore`), in this order, a paragraph
    with the same words as one before it, case and punctuation aside, left out
    (:func:`~other_text.mud_aiml.drop_same_words`: "PRIEST! The light serves ME now!" after
    "Priest, the Light serves me now!")."""
    seen: set[str] = set()
    hearthstone = {
        "flavor": hearthstone_flavor(root / HEARTHSTONE_CARDS),
        "voice": hearthstone_voice(root / HEARTHSTONE_STRINGS),
    }
    return {
        "hearthstone": drop_same_words(hearthstone, seen),
        "genshin": drop_same_words(genshin_stories(root / GENSHIN_DATA), seen),
        "dota": drop_same_words({"heroes": dota_lore(root / DOTA_LORE)}, seen),
    }
