"""The games of other-domains-50: the dialogue of Dink Smallwood's story scripts (DinkC, as
FreeDink's data ship them), the tutorials, scenario briefings and hints of MegaGlest 3.13.0 and
what the people of GearHead 1.310 say.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS, game_paragraphs

#: Dink Smallwood's story scripts in Debian's ``freedink-data`` (1.08.20190120): DinkC source,
#: one ``.c`` file for each script (a person, a house, a screen, an item), which
#: other-domains-50 reads (:func:`dink_texts`)
FREEDINK_STORY = "usr/share/games/dink/dink/Story"
#: MegaGlest's data in Debian's ``megaglest-data`` (3.13.0): the English strings of its
#: tutorials and scenarios (``tutorials/*/*_english.lng``, ``scenarios/*/*_english.lng``) and
#: its hints (``data/lang/hint/hint_english.lng``), which other-domains-50 reads
#: (:func:`megaglest_texts`)
MEGAGLEST_DATA = "usr/share/games/megaglest"
#: GearHead's data in Debian's ``gearhead-data`` (1.310): the scripts of its plots, stories,
#: quests and people (``Series/*.txt``) and its random scenes (``GameData/*.txt``), which
#: other-domains-50 reads (:func:`gearhead_texts`)
GEARHEAD_DATA = "usr/share/games/gearhead"
#: the files of other-domains-50, each with its game and the kind of text of
#: :func:`dink_texts`, :func:`megaglest_texts` or :func:`gearhead_texts` it holds
DINK_GLEST_FILES = {
    "freedink-dialogue.txt": ("freedink", "dialogue"),
    "freedink-choices.txt": ("freedink", "choices"),
    "megaglest-tutorials.txt": ("megaglest", "tutorials"),
    "megaglest-hints.txt": ("megaglest", "hints"),
    "gearhead-dialogue.txt": ("gearhead", "dialogue"),
}

#: the paragraphs of other-domains-50 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: stock lines of speech ("What
#: do you want?", "Have a nice day.", "I don't think so."), two of Dink's and 30 of GearHead's
#: (one, "What do you want?", in both),
#: that the movie dialogues of other-domains-19, The Office (-15), Friends (-28), the dialogue of
#: other games (Endless Sky, Cataclysm, FreedroidRPG, Hedgewars, Crossfire), chats, e-mails,
#: fortunes and the books hold: left out
DINK_GLEST_IN_EARLIER = frozenset(
    (
        "Thanks. Have a nice day.",
        "What do you want?",
        "I'll see you around.",
        "Have a nice day!",
        "Good luck out there.",
        "Have a nice day.",
        "Be careful out there.",
        "There's nothing else here.",
        "Tell me what you need.",
        "What can I do for you today?",
        "I don't want to talk about it.",
        "Better luck next time.",
        "That's a good idea.",
        "Get me out of here!",
        "Oh, that's too bad.",
        "Be careful out there...",
        "Hello. May I help you?",
        "Well, don't let it happen again!",
        "Thank you for your time.",
        "Thanks for your help.",
        "I'm the king of the world!",
        "May I help you?",
        "It's none of my business.",
        "No, not right now.",
        "Who are you and what are you doing here?",
        "Let the games begin!!!",
        "I was afraid of that.",
        "I'll do my best.",
        "I don't think so.",
        "What do you want me to do?",
        "You find a secret door!",
    )
)

#: Dink's scripts that are the game's machinery, not its story: the menu of the escape key
#: (saving, loading, quitting, the keys and buttons), the save machines, the start of a game
#: (its error message, loading) and the shareware advert of the first screen (the price, the
#: telephone number, the web site): left out
_DINK_SYSTEM_SCRIPTS = frozenset(
    ("ESCAPE.c", "SAVEBOT.c", "START.c", "START-1.c", "START-2.c", "START-3.c")
)
#: the first line of the game's closing screen (``KING.c``, after Dink's last talk with the
#: king): it and the lines after it in its conversation (that the game is finished, where to get
#: more adventures and the development kit, the makers' thanks and jokes) are left out
_DINK_CLOSING = "CONGRATULATIONS!"
#: what :func:`dinkc_conversations` reads of a DinkC script, in the order it comes: a comment
#: (``// ...``, ``/* ... */``), a call that shows a line of text (``say``, ``say_stop``,
#: ``say_stop_npc``, ``say_xy``, ``say_stop_xy``, any case) with its string, a string, the
#: words that open and close a choice menu and its title, and what parts two conversations: a
#: brace, ``if``, ``else``, ``return``, ``goto``, ``void`` (a new function) and a label
#: (``loop:``)
_DINKC_TOKEN = re.compile(
    r"""//[^\n]*|/\*.*?\*/"""
    r"""|(?P<say>\bsay(?:_stop(?:_npc|_xy)?|_xy)\s*\(\s*)?"(?P<text>[^"\n]*)\""""
    r"""|\b(?P<word>choice_start|choice_end|title_start|title_end|if|else|return|goto|void)\b"""
    r"""|(?P<brace>[{}])|^[ \t]*(?P<label>\w+):[ \t]*\r?$""",
    re.S | re.M | re.I,
)
#: the colour code at the start of a line (a backquote and a character: ```3``, ```%``): which
#: colour the game draws the speaker's words in
_DINK_COLOUR = re.compile(r"^`.")
#: a variable of the game's script in a line (``&savegameinfo``, ``&buttoninfo``), filled in as
#: the game runs
_DINK_VARIABLE = re.compile(r"&[A-Za-z_]")
#: a line of Dink's of fewer words than this (a word with a letter) is a sound or an exclamation
#: ("<groan>", "aaargh..", "Uh, sorry.", "Oh yes!"), no part of a conversation's prose
_DINK_MIN_WORDS = 3
#: a developer's message left in a script, between asterisks ("** FIXING BUG.. RESETTING GOBLIN
#: VILLAGE **", shown when a bug of an old saved game is mended)
_DINK_DEVELOPER = re.compile(r"^\*\*.*\*\*$")
_WORD = re.compile(r"[A-Za-z]")

#: a hot key of MegaGlest's hints, filled in by the game (``'#HotKeySelectIdleHarvesterUnit#'``)
_GLEST_HOTKEY = re.compile(r"#\w+#")
#: a line of a MegaGlest ``.lng`` file: a key and its string (``;`` starts a comment)
_LNG_LINE = re.compile(r"^(?P<key>[A-Za-z_][\w.]*)=(?P<value>.*)$", re.M)

#: a line that a person of GearHead says (or the narration tells): a message (``Msg12``,
#: ``Msg31_8``; not ``CMsg``, the conditions of a message), its text between angle brackets on
#: one line
_GEARHEAD_MESSAGE = re.compile(r"^[ \t]*Msg\w*[ \t]*<(?P<text>[^<>\n]*)>", re.M)
#: a text GearHead fills in as it runs (``\PC``, ``\SCENE EScene 1``, ``\VAL V4``, ``\ELEMENT
#: 3``, the pronouns ``\SPR``, ``\OPR``, ``\PPR`` of a person the plot picks)
_GEARHEAD_FILLED = re.compile(r"\\")
#: the game's own error messages, not its people's: a message that gives the author's e-mail
#: address to report a broken script to (or a sign's graffiti about it) or begins with "Error"
#: ("Error loading the Core Introduction.")
_GEARHEAD_ERROR = re.compile(r"\w@\w|^Error\b")


def _dink_line(text: str) -> str | None:
    """A line of Dink's text without its colour code (:data:`_DINK_COLOUR`), whitespace
    collapsed; ``None`` if it has a variable (:data:`_DINK_VARIABLE`), a text filled in or markup
    (:data:`~other_text.common.GAME_FILLED`: ``%s``, ``<groan>``), is a developer's message
    (:data:`_DINK_DEVELOPER`) or has fewer than :data:`_DINK_MIN_WORDS` words."""
    line = " ".join(_DINK_COLOUR.sub("", text).split())
    if _DINK_VARIABLE.search(line) or GAME_FILLED.search(line) or _DINK_DEVELOPER.search(line):
        return None
    if sum(1 for word in line.split() if _WORD.search(word)) < _DINK_MIN_WORDS:
        return None
    return line


def dinkc_conversations(script: str) -> tuple[list[str], list[str]]:
    """The conversations and the choice menus of one DinkC script.

    Parameters
    ----------
    script : str
        The script's source.

    Returns
    -------
    conversations : list of str
        Each run of lines shown with a ``say`` call (:data:`_DINKC_TOKEN`; the person or the
        screen it is shown on aside) that nothing parts, joined by a space: a run ends at a brace,
        ``if``, ``else``, ``return``, ``goto``, a label, a new function or a choice menu, so that
        a conversation is what one branch of a talk (``if (&result == 2) {...}``) or one
        function (``void hit``) says, the lines of Dink and of whom he talks to one after another,
        as the game shows them (the calls between them, ``wait``, ``move_stop``, ``freeze``, do
        not part it). A line is taken as :func:`_dink_line` makes it (one with a variable,
        markup or fewer than three words left out); a conversation of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words is left out, and so is the game's
        closing screen (:data:`_DINK_CLOSING`). Comments are left out (a line commented out is
        not said).
    menus : list of str
        Each choice menu (``choice_start()`` ... ``choice_end()``: its options, a string each,
        maybe after the condition that shows it; not its title, ``title_start()`` ...
        ``title_end()``): its options that :func:`_dink_line` keeps (not "Leave", "Say hi",
        "Never mind"), each given a full stop if it does not end as a sentence does, joined by a
        space; a menu of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words is left out.
    """
    conversations: list[str] = []
    menus: list[str] = []
    run: list[str] = []
    menu: list[str] | None = None
    title = closing = False

    def part() -> None:
        nonlocal closing
        para = " ".join(run)
        if len(para.split()) >= NEWS_MIN_WORDS:
            conversations.append(para)
        run.clear()
        closing = False

    for m in _DINKC_TOKEN.finditer(script):
        if m["text"] is not None:
            if menu is not None and not title:
                option = _dink_line(m["text"])
                if option is not None:
                    menu.append(option if GAME_SENTENCE_END.search(option) else option + ".")
            elif m["say"] is not None and menu is None:
                if m["text"].strip() == _DINK_CLOSING:
                    closing = True
                line = _dink_line(m["text"])
                if line is not None and not closing:
                    run.append(line)
            continue
        word = (m["word"] or "").lower()
        if word == "title_start":
            title = True
        elif word == "title_end":
            title = False
        elif word == "choice_start":
            part()
            menu = []
        elif word == "choice_end":
            para = " ".join(menu or [])
            if len(para.split()) >= NEWS_MIN_WORDS:
                menus.append(para)
            menu = None
        elif menu is None and (word or m["brace"] or m["label"]):
            part()
    part()
    return conversations, menus


def dink_texts(folder: Path) -> dict[str, list[str]]:
    """Dink Smallwood's dialogue and choice menus.

    Parameters
    ----------
    folder : Path
        The story scripts (:data:`FREEDINK_STORY`), read in the order of their names, the scripts
        of the game's machinery left out (:data:`_DINK_SYSTEM_SCRIPTS`).

    Returns
    -------
    dict
        ``dialogue``: the conversations of :func:`dinkc_conversations`; ``choices``: its menus.
    """
    out: dict[str, list[str]] = {"dialogue": [], "choices": []}
    for path in sorted(folder.glob("*.c")):
        if path.name in _DINK_SYSTEM_SCRIPTS:
            continue
        conversations, menus = dinkc_conversations(path.read_text(encoding="latin-1"))
        out["dialogue"] += conversations
        out["choices"] += menus
    return out


def lng_strings(path: Path) -> list[str]:
    """The strings of a MegaGlest ``.lng`` file (:data:`_LNG_LINE`), in its order, ``\\n`` a
    line break (whitespace once the paragraph is collapsed)."""
    text = path.read_text(encoding="utf-8")
    return [m["value"].replace("\\n", "\n") for m in _LNG_LINE.finditer(text)]


def megaglest_texts(folder: Path) -> dict[str, list[str]]:
    """MegaGlest's English tutorials, scenario briefings and hints.

    Parameters
    ----------
    folder : Path
        MegaGlest's data (:data:`MEGAGLEST_DATA`).

    Returns
    -------
    dict
        ``tutorials``: the strings of the three tutorials' and of the scenarios'
        ``*_english.lng``, in the order of their paths (what the tutor says step by step, the
        objectives, the briefings and warnings of the scenarios); ``hints``: the hints the game
        shows while it loads (``hint_english.lng``). Each string as a paragraph of
        :func:`~other_text.common.game_paragraphs` (fewer than four words, not a sentence,
        ``%s`` or markup left out: the titles and headers, "Well Done!"), a hint with a hot key
        the game fills in left out (:data:`_GLEST_HOTKEY`). Not the interface's strings
        (``data/lang/english.lng``: labels, buttons and the network's messages with ``%s``) and
        not the tech trees' (``techs/*/lang``: names only; the factions have no lore in English
        but the generated HTML tables of their units' statistics in ``docs``).
    """
    files = sorted((folder / "tutorials").glob("*/*_english.lng"))
    files += sorted((folder / "scenarios").glob("*/*_english.lng"))
    out: dict[str, list[str]] = {"tutorials": [], "hints": []}
    for path in files:
        out["tutorials"] += [p for s in lng_strings(path) for p in game_paragraphs(s)]
    hints = lng_strings(folder / "data/lang/hint/hint_english.lng")
    out["hints"] = [p for s in hints if not _GLEST_HOTKEY.search(s) for p in game_paragraphs(s)]
    return out


def gearhead_texts(folder: Path) -> dict[str, list[str]]:
    """What the people of GearHead say.

    Parameters
    ----------
    folder : Path
        GearHead's data (:data:`GEARHEAD_DATA`): ``Series/*.txt`` then ``GameData/*.txt``, each
        in the order of its names.

    Returns
    -------
    dict
        ``dialogue``: each message (:data:`_GEARHEAD_MESSAGE`: a line a person says, or the
        narration of a scene, "You evade the guards and slip into the temple."), a paragraph each
        (one message is one speech: the variants of one line, ``Msg31_1`` to ``Msg31_8``, are each a
        paragraph), as :func:`~other_text.common.game_paragraphs` keeps it (fewer than four words,
        not a sentence, ``%`` fields or markup left out); a message with a text the game fills in
        (:data:`_GEARHEAD_FILLED`: the player's name, a scene, a sum, a person or a pronoun the plot
        picks) is left out, and so is an error message of the game (:data:`_GEARHEAD_ERROR`: 4,
        three with the author's e-mail address, one more that begins with "Error"). Not the players'
        replies (``Prompt``: short), the conditions and scripts (``CMsg``, ``result``,
        ``greeting``), the names and the descriptions of mecha and items.
    """
    files = sorted((folder / "Series").glob("*.txt")) + sorted((folder / "GameData").glob("*.txt"))
    out: list[str] = []
    for path in files:
        for m in _GEARHEAD_MESSAGE.finditer(path.read_text(encoding="latin-1")):
            if not _GEARHEAD_FILLED.search(m["text"]) and not _GEARHEAD_ERROR.search(m["text"]):
                out += game_paragraphs(m["text"])
    return {"dialogue": out}


def dink_glest_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The texts of other-domains-50 by game and kind (:data:`DINK_GLEST_FILES`), from the
    packages unpacked under ``root``."""
    return {
        "freedink": dink_texts(root / FREEDINK_STORY),
        "megaglest": megaglest_texts(root / MEGAGLEST_DATA),
        "gearhead": gearhead_texts(root / GEARHEAD_DATA),
    }
