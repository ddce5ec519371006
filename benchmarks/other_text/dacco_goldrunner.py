"""The texts of other-domains-67: the English example sentences of DACCO, the English-Catalan
dictionary, and the hints of KGoldrunner's levels, as Debian's ``dacco-common`` and
``kgoldrunner`` ship them.

DACCO (``usr/share/dacco-common/dictionaries``) is a dictionary in XML, a file for each first
letter of the headwords, in two folders: ``engcat`` (English headwords, Catalan translations) and
``cateng`` (Catalan headwords, English translations). Its contributors wrote two kinds of example:
``<example>``, in ``engcat``, a sentence of English that shows the headword in use, the headword
in bold ("No matter how hard he tried, James couldn't change the baby's nappy without
<b>gagging</b>"), and ``<engexamp>``, in both folders, an English phrase or sentence beside its
Catalan translation (``<catexamp>``). Only those English examples are read, a paragraph each; the
headwords, the translations, the notes, the Catalan examples (``<catexamp>``, and ``cateng``'s
``<example>``, which are Catalan) are left out.

KGoldrunner's games (``usr/share/kgoldrunner/system/game_*.txt``) each hold a header, the game's
name and its description, then its levels, each a layout, a name and, in most games, a hint:
the strings are C string literals inside ``i18n(...)``, joined, their ``\\n`` escapes read. Only
the descriptions and hints are read, a paragraph each of their blank-line separated parts; the
games' and levels' names, the layouts, the recorded solutions and the high scores are left out.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: DACCO's dictionaries in Debian's ``dacco-common`` (2021.01.01-1)
DACCO_DICTIONARIES = "usr/share/dacco-common/dictionaries"
#: KGoldrunner's games in Debian's ``kgoldrunner`` (4:22.12.3-1)
KGOLDRUNNER_GAMES = "usr/share/kgoldrunner/system"
#: the files of other-domains-67: ``{file name: (source, kind)}``
DACCO_GOLDRUNNER_FILES = {
    "dacco-usage-examples.txt": ("dacco", "example"),
    "dacco-phrase-examples.txt": ("dacco", "engexamp"),
    "kgoldrunner-hints.txt": ("kgoldrunner", "hints"),
}
#: the examples of other-domains-67 that an earlier set or a book of pd-fiction holds as a
#: paragraph, as they are written (14): stock lines of talk and sayings that Ding's example
#: sentences (-65), the dialogue of The Office (-15), the AIML bots (-60), FreedroidRPG (-37) and
#: WordNet's examples (nonfiction) hold: left out
DACCO_GOLDRUNNER_IN_EARLIER = frozenset(
    (
        "Are you taking the piss?",
        "Beware of the dog!",
        "Do whatever you want.",
        "Do you have any more questions?",
        "Don't get too excited.",
        "He hung up on me.",
        "He seized me by the arm.",
        "I beg to differ!",
        "I can't take it anymore.",
        "I don't get it.",
        "The end justifies the means.",
        "What are you after?",
        "What are you looking at?",
        "Where do you come from?",
    )
)
#: an example that is not one text as written: alternatives the reader chooses among
#: (``a corner / a ball``), words that may be left out or a gloss in parentheses, brackets or
#: braces, markup left (a tag not closed in the source), a placeholder (``sb``, ``sth``, ``%s``,
#: ``$VAR``), a tilde or an ellipsis (a phrase left to be finished), an e-mail address
NOT_ONE_TEXT = re.compile(r"[/()\[\]{}<>~@\u2026]|\.\.\.|\bsb\b|\bsth\b|%[A-Za-z]|\$[A-Za-z{(]")
#: a hint or description of KGoldrunner that is not prose: markup, an e-mail address (written out
#: in brackets: "[gabriel dot miltschitzky at freenet de]"), a placeholder
GAME_NOT_PROSE = re.compile(r"[<>\[\]{}@]|%[A-Za-z]|\$[A-Za-z{(]")
#: the end of a whole sentence, for the phrase examples (``<engexamp>``): a full stop, a question
#: mark or an exclamation mark, a closing quote after it; a phrase example without one is a
#: phrase ("To be in excellent condition", "The financial meltdown") and is left out
SENTENCE_END = re.compile(r"""[.!?]["'\u2019\u201d]?$""")
#: Catalan words that English does not use (for the few Catalan sentences that DACCO holds among
#: its English examples, "Li han ratllat el cotxe nou."); an example with more of these than of
#: :data:`ENGLISH_WORDS` is Catalan and is left out
CATALAN_WORDS = frozenset(
    "el els la les amb una és del dels als li ha han què perquè molt aquest aquesta aquests meu "
    "seu sóc som està estan fer però ens heu hem ho jo tu ell ella nosaltres vosaltres ells "
    "elles que més sí ja".split()
)
#: common English words, to tell an English example from a Catalan one
ENGLISH_WORDS = frozenset(
    "the a an and of to in is was it you he she i that for on with his her be have not this "
    "are at by they we but".split()
)
_WORD = re.compile(r"[^\W\d_]+")
_TAG = re.compile(r"<[^>]*>")
_HEADER = re.compile(r"^// [GL]\d+.*$", re.M)
_I18N = re.compile(r'i18n\(((?:\s*"(?:[^"\\]|\\.)*")+)\s*\)', re.S)
_LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
_ESCAPES = {"n": "\n", "t": " ", '"': '"', "\\": "\\", "'": "'"}


def is_catalan(text: str) -> bool:
    """Whether ``text`` is Catalan rather than English (:data:`CATALAN_WORDS`)."""
    words = _WORD.findall(text.lower())
    catalan = sum(1 for w in words if w in CATALAN_WORDS)
    return catalan > sum(1 for w in words if w in ENGLISH_WORDS)


def dacco_example(raw: str, sentence: bool) -> str | None:
    """The text of one English example of DACCO, or None.

    Parameters
    ----------
    raw : str
        The content of an ``<example>`` or ``<engexamp>`` element as the XML holds it: its
        entities (``&lt;b&gt;``) are unescaped and the bold marks of the headword (``<b>``,
        ``</b>``) removed, whitespace collapsed.
    sentence : bool
        Whether the text must end as a sentence does (:data:`SENTENCE_END`) and not be an
        infinitive's phrase (beginning with ``To``: "To abuse someone's trust.", a gloss of the
        headword with its placeholders): so for the phrase examples, not for the usage examples,
        many of which are whole sentences without a full stop ("Tony and Candice walked down
        the street hand in hand").

    Returns
    -------
    str or None
        The text, if it begins with a capital letter (a quote before it allowed), has
        :data:`~other_text.common.NEWS_MIN_WORDS` words or more, nothing of
        :data:`NOT_ONE_TEXT` and is not Catalan (:func:`is_catalan`); else None.
    """
    text = html.unescape(raw)
    text = re.sub(r"</?b>", "", text)
    text = " ".join(text.split())
    if not text.lstrip("\"'\u2018\u201c")[:1].isupper() or len(text.split()) < NEWS_MIN_WORDS:
        return None
    if NOT_ONE_TEXT.search(text) or is_catalan(text):
        return None
    if sentence and (not SENTENCE_END.search(text) or text.startswith("To ")):
        return None
    return text


def dacco_texts(root: Path) -> dict[str, list[str]]:
    """The English examples of DACCO by kind.

    Parameters
    ----------
    root : Path
        Where ``dacco-common`` is unpacked; the ``*.dic`` files (UTF-8) of
        :data:`DACCO_DICTIONARIES`'s ``engcat`` and then ``cateng`` folders are read, each
        folder's in the order of their names.

    Returns
    -------
    dict of str to list of str
        ``{"example": ..., "engexamp": ...}``: the usage examples (``<example>`` of ``engcat``)
        and the phrase examples (``<engexamp>`` of both folders), kept as
        :func:`dacco_example` says, in the dictionary's order. A repeat (the same example under
        two headwords) is left out by the caller (:func:`~other_text.common.keep_files`), and so are
        those an earlier set holds (:data:`DACCO_GOLDRUNNER_IN_EARLIER`).
    """
    texts: dict[str, list[str]] = {"example": [], "engexamp": []}
    for folder in ("engcat", "cateng"):
        for path in sorted((root / DACCO_DICTIONARIES / folder).glob("*.dic")):
            xml = path.read_text(encoding="utf-8")
            for m in re.finditer(r"<(example|engexamp)>(.*?)</\1>", xml, re.S):
                kind = m.group(1)
                if folder == "cateng" and kind == "example":
                    continue
                text = dacco_example(m.group(2), sentence=kind == "engexamp")
                if text is not None:
                    texts[kind].append(text)
    return texts


def _c_string(literals: str) -> str:
    """The string of adjacent C string literals (``"a" "b"``), escapes read."""
    joined = "".join(_LITERAL.findall(literals))
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), joined)


def kgoldrunner_texts(root: Path) -> list[str]:
    """The paragraphs of the descriptions and hints of KGoldrunner's games.

    Parameters
    ----------
    root : Path
        Where ``kgoldrunner`` is unpacked; the ``game_*.txt`` files (UTF-8) of
        :data:`KGOLDRUNNER_GAMES` are read in the order of their names.

    Returns
    -------
    list of str
        For each game's header (``// G...``) and each level (``// L...``), the ``i18n`` strings
        after the first (the name): the game's description or the level's hint, split at blank
        lines, whitespace collapsed; a part of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words or with an e-mail address or markup
        (:data:`GAME_NOT_PROSE`: "Created by Lars Luthman <lars luthman at gmail com>.") is left
        out.
    """
    paras: list[str] = []
    for path in sorted((root / KGOLDRUNNER_GAMES).glob("game_*.txt")):
        text = path.read_text(encoding="utf-8")
        for block in _HEADER.split(text)[1:]:
            strings = [_c_string(m.group(1)) for m in _I18N.finditer(block)]
            for string in strings[1:]:
                for part in re.split(r"\n[ \t]*\n", string):
                    part = " ".join(part.split())
                    if len(part.split()) >= NEWS_MIN_WORDS and not GAME_NOT_PROSE.search(part):
                        paras.append(part)
    return paras


def dacco_goldrunner_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-67 by source and kind (:data:`DACCO_GOLDRUNNER_FILES`).

    Parameters
    ----------
    root : Path
        Where ``dacco-common`` and ``kgoldrunner`` are unpacked.

    Returns
    -------
    dict of str to dict of str to list of str
        ``{"dacco": {"example": ..., "engexamp": ...}, "kgoldrunner": {"hints": ...}}``
        (:func:`dacco_texts`, :func:`kgoldrunner_texts`).
    """
    return {
        "dacco": dacco_texts(root),
        "kgoldrunner": {"hints": kgoldrunner_texts(root)},
    }
