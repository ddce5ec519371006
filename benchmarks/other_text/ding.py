"""The texts of other-domains-65: the English example sentences of Ding, Frank Richter's
German-English dictionary of the TU Chemnitz, as Debian's ``trans-de-en`` ships it.

Ding's dictionary (``usr/share/trans/de-en``) is a text file of one entry a line: the German
side, ``::``, the English side; each side holds the same number of parts split at `` | `` (a
headword, then its forms, phrases and example sentences, each part of the one side translating the
part of the other in the same place), and a part may hold variants split at ``; ``. Many parts are
whole sentences that show a word in use ("Er ist nicht zu beneiden. :: He is not to be envied."),
written or translated by Richter and the dictionary's contributors from 1995 on. Only those
English sentences are read, a paragraph each: the headwords, phrases and German are left out.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: Ding's dictionary in Debian's ``trans-de-en`` (1.9-6: Ding's data of 2023-01-30)
DING_DICTIONARY = "usr/share/trans/de-en"
#: the files of other-domains-65, each with the first letters of the German headwords whose
#: entries' sentences it holds (the dictionary is in the order of its German headwords; a
#: headword that begins with another character, a digit or an umlaut's letter outside ``a``-``z``
#: goes to the file of the letter it is sorted under: ``ä`` under ``a``, ``ö`` under ``o``, ``ü``
#: under ``u``, others to the first file)
DING_FILES = {
    "ding-sentences-a-e.txt": "abcde",
    "ding-sentences-f-k.txt": "fghijk",
    "ding-sentences-l-r.txt": "lmnopqr",
    "ding-sentences-s-z.txt": "stuvwxyz",
}
#: a sentence that is not one text as written: alternatives the reader chooses among
#: (``this/that``, ``boy/girl``, ``[Br.]``/``[Am.]`` spellings), words that may be left out in
#: parentheses ("When (he was) young, ..."), Ding's marks of a word's use in brackets or braces
#: (``[coll.]``, ``{v}``), angle brackets, a placeholder (``sb.``, ``sth.``, ``%s``, ``$VAR``),
#: a tilde or an ellipsis (a sentence left to be finished)
DING_NOT_ONE_TEXT = re.compile(r"[/()\[\]{}<>~\u2026]|\.\.\.|\bsb\b|\bsth\b|%[A-Za-z]|\$[A-Za-z{(]")
#: the end of a whole sentence: a full stop, a question mark or an exclamation mark, a closing
#: quote after it
DING_SENTENCE_END = re.compile(r"""[.!?]["'\u2019\u201d]?$""")
#: the sentences of other-domains-65 that an earlier set or a book of pd-fiction holds as a
#: paragraph, as they are written (74): stock lines of talk that the dialogue of The Office (-15),
#: Friends (-28), the AIML bots (-60), games (FreedroidRPG, Cataclysm, Crawl, Wesnoth, Hearthstone),
#: fortunes, quotation lists and three books of pd-fiction hold ("Can I help you?", "He shrugged
#: his shoulders."): left out
DING_IN_EARLIER = frozenset(
    (
        "He shrugged his shoulders.",
        "I have no idea.",
        "Give me a hint.",
        "What does he look like?",
        "What does that mean?",
        "Does that answer your question?",
        "Thank you very much!",
        "Can I help you?",
        "May I ask why?",
        "Whose house is this anyway?",
        "What are you driving at?",
        "Do you hear something?",
        "Do you like it?",
        "What’s the matter now?",
        "Do you speak German?",
        "Failing to plan is planning to fail.",
        "Subject to change without notice.",
        "Do whatever you want.",
        "On with the show!",
        "All roads lead to Rome.",
        "That's all there is to it!",
        "Your wish is my command.",
        "The earth is a sphere.",
        "I beg to differ.",
        "What is your profession?",
        "I have a question.",
        "What do you do in your free time?",
        "Give it to me!",
        "What gave you that idea?",
        "Are you all right?",
        "I can’t believe it!",
        "What do you think?",
        "I don’t think so.",
        "God helps those who help themselves.",
        "How did you get in here?",
        "Long live the king!",
        "You have been warned!",
        "Pleased to meet you.",
        "I can't do it.",
        "I have to go.",
        "Have a nice day!",
        "It's now or never.",
        "I love you, too.",
        "What’s wrong with you?",
        "Do you have to go?",
        "She nodded her head.",
        "Are you still here?",
        "That’s just the way it is.",
        "I’m having a baby.",
        "What time is it?",
        "Get out of the way!",
        "What does it taste like?",
        "Where does it hurt?",
        "I’ll be right with you.",
        "I don't know what to say.",
        "Where do you come from?",
        "What would you like to drink?",
        "I will be there.",
        "How are you doing?",
        "Look before you leap.",
        "Where shall I put it?",
        "I understand you perfectly well.",
        "What is the difference?",
        "What are you talking about?",
        "He hesitated before replying.",
        "That's more like it.",
        "Don't put all your eggs in one basket.",
        "Fire in the hole!",
        "What have you done?",
        "What are you up to?",
        "What would you like?",
        "How old are you?",
        "What are they talking about?",
        "Two wrongs do not make a right.",
    )
)
_UMLAUTS = str.maketrans("\u00e4\u00f6\u00fc\u00df", "aous")


def ding_sentence(part: str) -> str | None:
    """The English sentence of one part of an entry's English side, or None.

    Parameters
    ----------
    part : str
        A part of an entry's English side (between `` | ``): its first variant (up to ``; ``)
        is taken, the others being the same sentence said otherwise.

    Returns
    -------
    str or None
        The variant, whitespace collapsed, if it is a whole sentence: it begins with a capital
        letter, ends as :data:`DING_SENTENCE_END` says, has
        :data:`~other_text.common.NEWS_MIN_WORDS` words or more and nothing of
        :data:`DING_NOT_ONE_TEXT`; else None (a headword, a phrase,
        "to be fed up with sth.", a sentence with alternatives).
    """
    text = " ".join(part.split("; ")[0].split())
    if not text[:1].isupper() or not DING_SENTENCE_END.search(text):
        return None
    if len(text.split()) < NEWS_MIN_WORDS or DING_NOT_ONE_TEXT.search(text):
        return None
    return text


def ding_file(german: str) -> str:
    """The file of :data:`DING_FILES` that holds the sentences of an entry.

    Parameters
    ----------
    german : str
        The entry's German side.

    Returns
    -------
    str
        The file whose letters hold the first letter of ``german`` (case and umlauts aside), or
        the first file.
    """
    first = german.strip()[:1].lower().translate(_UMLAUTS)
    for name, letters in DING_FILES.items():
        if first and first in letters:
            return name
    return next(iter(DING_FILES))


def ding_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-65 by file (:data:`DING_FILES`).

    Parameters
    ----------
    root : Path
        Where ``trans-de-en`` is unpacked; its :data:`DING_DICTIONARY` is read (UTF-8), its
        comment lines (``#``, the version, copyright and licence) left out.

    Returns
    -------
    dict of str to dict of str to list of str
        ``{"ding": {file: sentences}}``: the English sentences (:func:`ding_sentence`) of each
        entry's parts, a paragraph each, in the dictionary's order, each in the file of its
        entry's German headword (:func:`ding_file`). One that repeats a sentence before it (the
        same example under two headwords) is left out by the caller
        (:func:`~other_text.common.keep_files`), and so are those an earlier set holds
        (:data:`DING_IN_EARLIER`).
    """
    texts: dict[str, list[str]] = {name: [] for name in DING_FILES}
    lines = (root / DING_DICTIONARY).read_text(encoding="utf-8").splitlines()
    for line in lines:
        if line.startswith("#") or " :: " not in line:
            continue
        german, english = line.split(" :: ", 1)
        name = ding_file(german)
        for part in english.split(" | "):
            sentence = ding_sentence(part)
            if sentence is not None:
                texts[name].append(sentence)
    return {"ding": texts}
