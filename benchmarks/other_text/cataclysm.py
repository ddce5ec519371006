"""The dialogue, missions, snippets and descriptions of Cataclysm: Dark Days Ahead 0.F-3, from its
JSON data (other-domains-36).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS, paragraphs

#: the JSON data of Cataclysm: Dark Days Ahead 0.F-3 in Debian's ``cataclysm-dda-data``, which
#: other-domains-36 reads (the core game: its mods are left out)
CDDA_DATA = "usr/share/games/cataclysm-dda/json"
#: the files of other-domains-36, each with the kind of text of :func:`cdda_texts` it holds
CDDA_FILES = {
    "cdda-dialogue.txt": "dialogue",
    "cdda-missions.txt": "mission",
    "cdda-snippets.txt": "snippet",
    "cdda-descriptions.txt": "description",
}
#: the keys of a mission's ``dialogue``: what the one who gives it says as it is described,
#: offered, accepted, rejected, advised on, asked after, done, lied about and failed
CDDA_MISSION_DIALOGUE = (
    "describe", "offer", "accepted", "rejected", "advice", "inquire", "success", "success_lie",
    "failure",
)  # fmt: skip
#: the types whose ``description`` is no prose of the game's world but a line of its interface
#: (the blueprints of a camp, achievements, loot zones, statistics, techniques, faults)
CDDA_SKIP_DESCRIPTIONS = frozenset(
    ("recipe", "achievement", "LOOT_ZONE", "event_statistic", "technique", "fault")
)
#: the data files for the game's tests and debugging (``TALK_TEST.json``, ``NC_DEBUG.json``...)
_CDDA_TEST_FILE = re.compile(r"(?i)test|debug")
#: a text filled in as the game runs: a tag (``<name>``, ``<mypronoun>``, ``<yrwp>``, a colour
#: ``<color_red>``) or a printf-style field (``%s``, ``%1$d``, ``%.2f``)
_CDDA_FILLED = re.compile(r"<[^<>]*>|%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?[sdiufFeEgGxXcp]")
#: lines of the dialogue, missions and snippets that earlier sets or nonfiction hold word for word
#: (the dialogue of The Office in other-domains-15 and of Friends in -28, Topical-Chat in -25,
#: Reddit's titles in -11, the speeches of 2012 in -12, nlp-corpus in -20, the examples of WordNet
#: in nonfiction): left out of other-domains-36
CDDA_IN_EARLIER = frozenset(
    (
        "How are you today?",
        "Thank you so much.",
        "What are you doing?",
        "Good to see you.",
        "What happened to you?",
        "What do you need?",
        "Do you need any help?",
        "I have to go.",
        "What are you doing out here?",
        "What's wrong with you?",
        "What are you doing here?",
        "Why would you do that?",
        "How are you doing?",
        "What should we do now?",
        "Just say the word.",
        "Pleased to meet you.",
        "Oh, that's too bad.",
        "Are you going to kill me?",
        "I'll take a look.",
        "That's not true, is it?",
        "What do you think happened?",
        "Tell me about it.",
        "What are you up to?",
        "What is this place?",
        "Are you all right?",
        "All right, let's do it!",
        "Did you find it?",
        "Did you hear that?",
        "How can I help you?",
        "Do you really think so?",
    )
)


def cdda_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of the JSON data of Cataclysm: Dark Days Ahead: dialogue, missions, snippets
    and descriptions.

    Parameters
    ----------
    folder : Path
        The game's ``json`` folder (:data:`CDDA_DATA`): its ``*.json`` files, read in the order
        of their paths, those for the game's tests and debugging (:data:`_CDDA_TEST_FILE`) left
        out; each holds a list of objects of a ``type``.

    Returns
    -------
    dict of str to list of str
        Each string of prose (a plain string or a translation's ``str``) split at its blank
        lines, whitespace collapsed, in the files' order, by kind:

        * ``dialogue``: what the people met say and what the player answers: of each
          ``talk_topic``, its ``dynamic_line`` (a string, a list of them, or the ``yes``,
          ``no`` and ``gendered_line`` of a condition, nested) and the ``text`` of its
          ``responses`` and of the ``response`` of its ``repeat_responses`` (one or a list;
          or the ``true`` and ``false`` of their ``truefalsetext``); a leading ``&`` (a line
          shown without the speaker's name) is removed;
        * ``mission``: of each ``mission_definition``, its ``description`` and the lines of
          its ``dialogue`` (:data:`CDDA_MISSION_DIALOGUE`);
        * ``snippet``: the ``text`` of each ``snippet`` (the notes, journals, signs,
          graffiti, newspapers, radio messages, lore and chatter the game draws at random), but
          not of a talk tag (a category in angle brackets, ``<greet>``, ``<name_b>``: the
          pieces that are put into other lines as the game runs);
        * ``description``: the ``description`` of every other object (items and books,
          monsters, mutations, bionics, terrain, furniture, vehicle parts, professions,
          scenarios, martial arts, spells...), but not of the types of
          :data:`CDDA_SKIP_DESCRIPTIONS` nor of a template (``abstract``), and the ``text`` of
          an item's ``snippet_category`` (the descriptions of its variants).

        A paragraph with a text filled in as the game runs (:data:`_CDDA_FILLED`: ``<name>``,
        ``<mypronoun>``, ``<yrwp>``, ``%s``; or a line that begins with ``*``, shown after the
        speaker's name) and a paragraph of fewer than :data:`NEWS_MIN_WORDS` words are left
        out. Comments (``//``), names, conditions, messages of use and the other fields are
        not read.
    """
    import json

    out: dict[str, list[str]] = {kind: [] for kind in CDDA_FILES.values()}

    def text_of(value: object) -> str | None:
        if isinstance(value, dict):
            value = value.get("str")
        return value if isinstance(value, str) else None

    def add(kind: str, value: object) -> None:
        text = text_of(value)
        if text is None:
            return
        for para in paragraphs(text):
            if kind == "dialogue" and para.startswith("&"):
                para = para[1:].lstrip()
            if (
                len(para.split()) >= NEWS_MIN_WORDS
                and not para.startswith("*")
                and not _CDDA_FILLED.search(para)
            ):
                out[kind].append(para)

    def dynamic_line(value: object) -> None:
        if isinstance(value, list):
            for item in value:
                dynamic_line(item)
        elif isinstance(value, dict) and "str" not in value:
            for key in ("yes", "no", "gendered_line"):
                dynamic_line(value.get(key))
        else:
            add("dialogue", value)

    def response(value: dict) -> None:
        add("dialogue", value.get("text"))
        truefalse = value.get("truefalsetext")
        if isinstance(truefalse, dict):
            add("dialogue", truefalse.get("true"))
            add("dialogue", truefalse.get("false"))

    for path in sorted(folder.rglob("*.json")):
        if _CDDA_TEST_FILE.search(path.name):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for obj in data if isinstance(data, list) else [data]:
            if not isinstance(obj, dict):
                continue
            kind = obj.get("type")
            if kind == "talk_topic":
                dynamic_line(obj.get("dynamic_line"))
                for item in obj.get("responses", []):
                    response(item)
                repeats = obj.get("repeat_responses", [])
                for item in repeats if isinstance(repeats, list) else [repeats]:
                    response(item.get("response", {}))
            elif kind == "mission_definition":
                add("mission", obj.get("description"))
                dialogue = obj.get("dialogue", {})
                for key in CDDA_MISSION_DIALOGUE:
                    add("mission", dialogue.get(key))
            elif kind == "snippet":
                if str(obj.get("category", "")).startswith("<"):
                    continue  # a talk tag: the pieces put into other lines as the game runs
                texts = obj.get("text")
                for item in texts if isinstance(texts, list) else [texts]:
                    add("snippet", item.get("text") if isinstance(item, dict) else item)
            elif kind not in CDDA_SKIP_DESCRIPTIONS and "abstract" not in obj:
                add("description", obj.get("description"))
                variants = obj.get("snippet_category")
                for item in variants if isinstance(variants, list) else []:
                    if isinstance(item, dict):
                        add("description", item.get("text"))
    return out
