"""The conversations, missions, planets, ships and outfits of Endless Sky 0.9.8, parsed from its
data files as the game does (other-domains-35).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the data of Endless Sky 0.9.8 in Debian's ``endless-sky-data``, which other-domains-35 reads:
#: its plain text files (``*.txt``) in the game's own format of indented lines of tokens
ENDLESS_SKY_DATA = "usr/share/games/endless-sky/data"
#: the files of other-domains-35, each with the kind of text of :func:`endless_sky_texts` it holds
ENDLESS_SKY_FILES = {
    "endless-sky-conversations.txt": "conversation",
    "endless-sky-missions.txt": "mission",
    "endless-sky-planets.txt": "planet",
    "endless-sky-ships-outfits.txt": "ship",
}
#: the keys of a line whose quoted text is shown in a mission's dialog box: a dialog, an entry of
#: the player's log, the message when a mission cannot be offered for want of room (``blocked``),
#: when the player is given clearance to land (``clearance``) and when illegal cargo is found
ENDLESS_SKY_MESSAGES = frozenset(("dialog", "log", "blocked", "clearance", "illegal"))
#: a text filled in as the game runs: a substitution (``<first>``, ``<ship>``, ``<planet>``)
_ENDLESS_SKY_FILLED = re.compile(r"<[^<>]*>")


def endless_sky_tokens(line: str) -> list[tuple[str, bool]]:
    """The tokens of one line of Endless Sky's data, each with whether it was quoted.

    As the game reads them: a token is quoted by ``"`` or by a backquote (its text is what lies
    between them, up to the same quote again or the end of the line) or is a run of characters
    other than whitespace; a ``#`` outside quotes begins a comment to the end of the line.
    """
    out = []
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c.isspace():
            i += 1
        elif c == "#":
            break
        elif c in '"`':
            end = line.find(c, i + 1)
            end = n if end < 0 else end
            out.append((line[i + 1 : end], True))
            i = end + 1
        else:
            end = i
            while end < n and not line[end].isspace():
                end += 1
            out.append((line[i:end], False))
            i = end
    return out


def endless_sky_nodes(path: Path) -> list[tuple[list[tuple[str, bool]], list]]:
    """The top-level nodes of one data file of Endless Sky, each ``(tokens, children)``: a line
    is a child of the nearest line before it that is indented less (blank lines and comments
    left out), as the game reads its files."""
    root: tuple[list, list] = ([], [])
    stack = [(-1, root)]
    for line in path.read_text(encoding="utf-8").split("\n"):
        tokens = endless_sky_tokens(line)
        if not tokens:
            continue
        indent = len(line) - len(line.lstrip())
        node: tuple[list, list] = (tokens, [])
        while stack[-1][0] >= indent:
            stack.pop()
        stack[-1][1][1].append(node)
        stack.append((indent, node))
    return root[1]


def endless_sky_texts(folder: Path) -> dict[str, list[str]]:
    """The prose of Endless Sky's data: conversations, mission texts, planets, ships and outfits.

    Parameters
    ----------
    folder : Path
        The game's ``data`` folder (:data:`ENDLESS_SKY_DATA`): its ``*.txt`` files, read in the
        order of their names, each parsed as the game does (:func:`endless_sky_nodes`).

    Returns
    -------
    dict of str to list of str
        Each quoted string of prose, one paragraph each, its quotes (``"``, a backquote)
        stripped and its whitespace (the tab that indents a paragraph) collapsed, in the files'
        order, by kind:

        * ``conversation``: the lines of every ``conversation`` (of a mission, an event, a ship
          hailed, or one of its own): each line of a single quoted string in it, and each
          option of its ``choice`` lists (what the player says);
        * ``mission``: the rest of the text of a mission or an event: the quoted text of its
          lines :data:`ENDLESS_SKY_MESSAGES` (a ``dialog``, on one line or on the lines under
          it, but not one put together from a ``phrase``; an entry of the player's ``log``; the
          ``blocked``, ``clearance`` and ``illegal`` messages) and a mission's own
          ``description``;
        * ``planet``: the ``description`` and ``spaceport`` lines of a planet (each line a
          paragraph of the game), also as an event changes them (``add description``);
        * ``ship``: the ``description`` of a ship or an outfit.

        A paragraph with a substitution filled in as the game runs
        (:data:`_ENDLESS_SKY_FILLED`: ``<first>``, ``<last>``, ``<ship>``, ``<planet>``...) and
        a paragraph of fewer than :data:`NEWS_MIN_WORDS` words are left out. The other lines
        (names, conditions, fleets, the phrases that hails and news are put together from, the
        help and the tooltips) are not read.
    """
    out: dict[str, list[str]] = {kind: [] for kind in ENDLESS_SKY_FILES.values()}

    def add(kind: str, text: str) -> None:
        para = " ".join(text.split())
        if len(para.split()) >= NEWS_MIN_WORDS and not _ENDLESS_SKY_FILLED.search(para):
            out[kind].append(para)

    def lines_of(children: list) -> Iterable[str]:
        """The lines of a single quoted string among ``children``."""
        return (toks[0][0] for toks, _ in children if len(toks) == 1 and toks[0][1])

    def conversation(children: list) -> None:
        for toks, kids in children:
            if len(toks) == 1 and toks[0][1]:
                add("conversation", toks[0][0])
            elif toks[0] == ("choice", False):
                for line in lines_of(kids):
                    add("conversation", line)

    def walk(children: list, top: str, planet: bool, depth: int = 1) -> None:
        for toks, kids in children:
            key, quoted = toks[0]
            if quoted:
                continue
            if key == "conversation":
                conversation(kids)
            elif key in ENDLESS_SKY_MESSAGES:
                if toks[1:2] == [("phrase", False)]:
                    continue  # a dialog put together from a phrase's words
                for text, is_quoted in toks[1:]:
                    if is_quoted:
                        add("mission", text)
                for line in lines_of(kids):
                    add("mission", line)
            elif key == "planet":
                walk(kids, top, True, depth + 1)
            elif key in ("description", "spaceport") or (
                key == "add" and toks[1:2] in ([("description", False)], [("spaceport", False)])
            ):
                text = toks[-1][0] if len(toks) > 1 and toks[-1][1] else ""
                if planet:
                    add("planet", text)
                elif top in ("ship", "outfit"):
                    add("ship", text)
                elif top == "mission" and key == "description" and depth == 1:
                    add("mission", text)
            else:
                walk(kids, top, planet, depth + 1)

    for path in sorted(folder.glob("*.txt")):
        for toks, kids in endless_sky_nodes(path):
            key, quoted = toks[0]
            if quoted:
                continue
            if key == "conversation":
                conversation(kids)
            else:
                walk(kids, key, key == "planet")
    return out
