"""The texts of other-domains-69: open-domain chat between people, a turn of a speaker a
paragraph, as PyPI's ``chitchat-dataset`` ships it: the conversations that students wrote to one
another in 2018 for the Chit-Chat Challenge of the Perception, Control and Cognition lab of Brigham
Young University (William Myers and the lab, MIT), each begun from a prompt ("What's one thing your
best friend doesn't know about you?") and typed as they went.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the file of chitchat-dataset 0.9.0's wheel that is read (only it is unpacked): one JSON
#: object, a conversation for each id, with its ``start`` (an ISO time in UTC), its ``prompt``
#: (most of them), its ``ratings`` and its ``messages``: a list of turns, each a list of the
#: messages one ``sender`` (an id, no name) typed in a row, each with its ``text`` and
#: ``timestamp``; the package's code (``__init__.py``, a loader) is not unpacked
CHITCHAT_DATA = "chitchat_dataset/dataset.json"

#: a text filled in or no prose: a printf-style field (``%s``, ``%d``), a field in braces
#: (``{0}``, ``{name}``), a variable (``$HOME``), anything in angle brackets (a tag), or a link
#: (``http://``, ``https://``, ``www.``)
_FILLED = re.compile(r"%[sd]\b|\{\w*\}|\$[A-Z_]{2,}|<[^<>]*>|https?://|\bwww\.", re.I)
#: a function word of Spanish or Portuguese, which a few students wrote in to practise
_FOREIGN = re.compile(
    r"\b(?:que|el|los|las|por|para|pero|muy|una|con|est[a\u00e1]s?|como|tengo|bueno|hola|gracias"
    r"|eu|voc[e\u00ea]|n\u00e3o|sim)\b",
    re.I,
)
#: a function word of English (to weigh :data:`_FOREIGN` against)
_ENGLISH = re.compile(
    r"\b(?:the|and|to|i|you|a|is|it|that|of|in|my|was|so|what|do|for|have|be|are|me|but|not"
    r"|like|yeah|that's|it's)\b",
    re.I,
)

#: the months of the conversations' starts (``YYYY-MM``) that other-domains-69 reads, each a
#: file: April 2018, the challenge's first month (941 conversations), and September 2018, the
#: first of its autumn (525); the other months (May, October and November 2018: 5,702
#: conversations) are left out to keep the set to the size of the others
CHITCHAT_MONTHS = {"2018-04": "april", "2018-09": "september"}
#: the files of other-domains-69, each with its source and its month (:data:`CHITCHAT_MONTHS`)
CHITCHAT_FILES = {
    f"chitchat-2018-{name}.txt": ("chitchat", month) for month, name in CHITCHAT_MONTHS.items()
}

#: the turns (whitespace collapsed) that an earlier set or nonfiction holds as a paragraph, word
#: for word (90, greetings and short questions of everyday talk: "Hi, how are you?", "What are
#: you studying?"; most of them in the dialogue of The Office, -15, Friends, -28, and Seinfeld,
#: -70, the ALICE bot's replies, -60, Topical-Chat, -25, and the film lines of -19); none is in a
#: book of pd-fiction; left out
CHITCHAT_IN_EARLIER = frozenset(
    (
        "Can you hear me?",
        "Did you like it?",
        "Do you like to read?",
        "Good, how are you?",
        "HI how are you?",
        "Have a good night!",
        "Have a good one!",
        "Hello! How are you today?",
        "Hey! What's going on?",
        "Hey, how are you?",
        "Hey, how's it going?",
        "Hi how are you?",
        "Hi! How are you?",
        "Hi, how are you doing?",
        "Hi, how are you?",
        "Hi, how's it going?",
        "Hi. How are you?",
        "How are you doing today?",
        "How are you doing?",
        "How are you today?",
        "How did it go?",
        "How did that go?",
        "How did that happen?",
        "How did you find it?",
        "How is it going?",
        "How many do you have?",
        "How old are you?",
        "I can see that.",
        "I don't know. What?",
        "I don't think so.",
        "I don't trust you.",
        "I have no idea.",
        "I'm great! How are you?",
        "It was my pleasure.",
        "It was nice to meet you.",
        "It's been a while.",
        "Oh no, what happened?",
        "That is so cool.",
        "That sounds like fun.",
        "That's a good point.",
        "That's what I've heard.",
        "What are you going to do?",
        "What are you interested in?",
        "What are you studying?",
        "What are you talking about?",
        "What are you up to?",
        "What are your hobbies?",
        "What country are you from?",
        "What did you do?",
        "What did you have?",
        "What did you learn?",
        "What did you say?",
        "What do you do?",
        "What do you mean by that?",
        "What do you mean?",
        "What do you want?",
        "What does she do?",
        "What is your favorite food?",
        "What is your favorite movie?",
        "What is your idea?",
        "What is your major?",
        "What kind of books do you like?",
        "What kind of movies do you like?",
        "What kind of music do you like?",
        "What kind of work do you do?",
        "What should I do?",
        "What's your favorite movie?",
        "Where are we going?",
        "Where are you from?",
        "Where are you going?",
        "Where are you off to?",
        "Where did you get that from?",
        "Who is your favorite character?",
        "Why do you ask?",
        "Why would you do that?",
        "Yeah, that makes sense.",
        "You really think so?",
        "and why is that?",
        "did you see it?",
        "do you like it?",
        "have a good one!",
        "have a great day!",
        "how are you doing?",
        "how do you mean?",
        "what are you talking about?",
        "what are you up to?",
        "what did you do?",
        "what do you mean?",
        "who did you talk to?",
        "why do you say that?",
    )
)


def is_foreign(text: str) -> bool:
    """Whether ``text`` is in Spanish or Portuguese more than in English: two function words of
    those (:data:`_FOREIGN`) or more, and no fewer of them than of English's
    (:data:`_ENGLISH`)."""
    foreign = len(_FOREIGN.findall(text))
    return foreign >= 2 and foreign >= len(_ENGLISH.findall(text))


def conversation_turns(conversation: dict) -> list[str]:
    """The turns of one conversation of the dataset, in order: the ``text`` of the messages of a
    turn (one sender's in a row), each with its whitespace collapsed, joined by a space as the
    students typed them (a message that ends with no stop runs on into the next, as in a chat).
    A turn of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, a word holding a letter
    or a digit ("Hello", "how are you?", "Oh . . ."), one with a link, something filled in or
    markup (:data:`_FILLED`) and one written in Spanish or Portuguese (:func:`is_foreign`) are
    left out; the students' spelling, case and emoticons are kept as typed ("im doing good",
    "Haha")."""
    out = []
    for turn in conversation["messages"]:
        para = " ".join(" ".join(message["text"].split()) for message in turn).strip()
        para = " ".join(para.split())
        words = sum(1 for word in para.split() if any(c.isalnum() for c in word))
        if words >= NEWS_MIN_WORDS and not _FILLED.search(para) and not is_foreign(para):
            out.append(para)
    return out


def chitchat_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-69 by source and month (:data:`CHITCHAT_MONTHS`), from
    the package unpacked under ``root``: the turns (:func:`conversation_turns`) of each
    conversation that began in one of those months, the conversations in the order of their
    starts (their ids breaking a tie) and the turns in the order of the conversation. A turn
    repeated is kept once by the caller (:func:`~other_text.common.keep_files`), and those of
    :data:`CHITCHAT_IN_EARLIER` left out there."""
    data = json.loads((root / CHITCHAT_DATA).read_text(encoding="utf-8"))
    by_month: dict[str, list[str]] = {month: [] for month in CHITCHAT_MONTHS}
    for conv_id in sorted(data, key=lambda key: (data[key]["start"], key)):
        month = data[conv_id]["start"][:7]
        if month in by_month:
            by_month[month].extend(conversation_turns(data[conv_id]))
    return {"chitchat": by_month}
