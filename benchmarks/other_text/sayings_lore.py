"""The texts of other-domains-55: the fortune files of fortune-mod that no earlier set reads
(``fortunes-min``), two English translations of the Dhammapada (``display-dhammapada``), the core
data of Battle for Wesnoth 1.16 that other-domains-33 left out (``wesnoth-1.16-data``) and what
SLASH'EM's data holds that NetHack's of other-domains-48 does not (``slashem-common``).

The module reads Wesnoth's WML with :mod:`other_text.wesnoth`, SLASH'EM's dlb archive with the
readers of NetHack's of :mod:`other_text.nethack_freecol` and the fortune files with
:func:`other_text.debian_text.fortune_entries`.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import game_paragraphs, paragraphs
from .debian_text import fortune_entries
from .nethack_freecol import (
    NETHACK_ARCHIVE,
    dlb_members,
    encyclopedia_entries,
    nethack_texts,
    quotation_paragraphs,
)
from .wesnoth import WESNOTH_CORE, wesnoth_core_texts

#: the fortune files of Debian's ``fortunes-min`` (fortune-mod 1.99.1), which other-domains (it
#: fetched ``fortunes``, whose files are others) did not read: its own ``fortunes`` (one-line
#: fortune-cookie sayings), ``literature`` (quotations of and about writers, jokes about books)
#: and ``riddles`` (riddles, knock-knock jokes, questions for answers)
FORTUNES_MIN = "usr/share/games/fortunes"
FORTUNES_MIN_FILES = ("fortunes", "literature", "riddles")
#: the English translations of the Dhammapada in Debian's ``display-dhammapada`` (1.0): John
#: Richards's of 1993 and F. Max Müller's of 1881 (*The Sacred Books of the East*, volume X, from
#: Project Gutenberg's e-text); the third file is a Polish translation
DHAMMAPADA = "usr/share/display-dhammapada"
DHAMMAPADA_TRANSLATIONS = {
    "richards": "dhammapada-english-transl.txt",
    "muller": "dhammapada-alternate.txt",
}
#: the number of the Dhammapada's verses
DHAMMAPADA_VERSES = 423
#: SLASH'EM's data library in Debian's ``slashem-common`` (0.0.7E7F3): a dlb archive in NetHack's
#: format (:func:`~other_text.nethack_freecol.dlb_members`), of NetHack 3.4.3's makedefs
SLASHEM_ARCHIVE = "usr/share/games/slashem/nhshare"
#: the files of other-domains-55, each with its source and the kind of text of
#: :func:`sayings_lore_texts` it holds
SAYINGS_LORE_FILES = {
    "fortunes-min-fortunes.txt": ("fortunes", "fortunes"),
    "fortunes-min-literature.txt": ("fortunes", "literature"),
    "fortunes-min-riddles.txt": ("fortunes", "riddles"),
    "dhammapada-richards.txt": ("dhammapada", "richards"),
    "dhammapada-muller.txt": ("dhammapada", "muller"),
    "wesnoth-units.txt": ("wesnoth", "units"),
    "wesnoth-multiplayer.txt": ("wesnoth", "multiplayer"),
    "wesnoth-tutorial-tips.txt": ("wesnoth", "tutorial"),
    "slashem-encyclopedia.txt": ("slashem", "encyclopedia"),
    "slashem-history.txt": ("slashem", "history"),
}

#: the paragraphs of other-domains-55 that an earlier set or a book of pd-fiction holds, as they
#: are written or with the same words, case and punctuation aside: five fortunes of
#: ``fortunes`` and two of ``literature`` that the fortune files of other-domains, NetHack's
#: rumors (-48) or (stock lines) the movie dialogues of -19 hold, and two stock lines of Wesnoth's
#: tutorial and of a multiplayer scenario that earlier sets (Reddit's posts of -10, the OANC of
#: -16, the campaigns of -33...) and a book of pd-fiction hold: left out
SAYINGS_LORE_IN_EARLIER = frozenset(
    (
        "Good day for overcoming obstacles. Try a steeplechase.",
        "Let me put it this way: today is going to be a learning experience.",
        "Is this really happening?",
        "You look tired.",
        "You'll be sorry...",
        "Clothes make the man. Naked people have little or no influence on society. -- Mark Twain",
        "The last thing one knows in constructing a work is what to put first. -- Blaise Pascal",
        "What should I do?",
        "What shall I do?",
    )
)

#: the openings of the paragraphs of other-domains-55 a tenth or more of whose runs of ten words
#: (case and punctuation aside) one file of an earlier set or one book of pd-fiction holds: the
#: same saying as it is written there, cut, quoted or punctuated otherwise: four fortunes that
#: the fortune files of other-domains (``definitions``, ``songs-poems``, ``cookie``) and a tweet
#: of other-domains-14 hold; in ``literature``, Mark Twain's sayings from *Following the
#: Equator*, *The Innocents Abroad* and *Tom Sawyer* (-53), Ahab's two speeches of *Moby Dick*,
#: Holmes's axiom of the *Lock and Key Library* and Scott's tangled web of *Anne of Green Gables*
#: (books of pd-fiction), a saying of the Brown corpus's humour (-22), of the NLP corpus (-20),
#: of ``cookie`` and of ``law`` and four lines of Shakespeare that GCIDE (-5) quotes; a riddle of
#: ``cookie`` and five light-bulb and boomerang jokes of the NLP corpus: left out
#: (:func:`sayings_lore_texts`)
SAYINGS_LORE_QUOTED_EARLIER = (
    "Don't let your mind wander -- it's too little",
    "Today is the first day of the rest of your life.",
    "You are a fluke of the universe; you have no right",
    "And do you think (fop that I am)",
    "By trying we can easily learn to endure adversity.",
    "Grief can take care of itself;",
    "I must have a prodigious quantity of mind;",
    'In India, "cold weather" is merely',
    "In Marseilles they make half the toilet soap",
    "In the first place, God made idiots;",
    "It has long been an axiom of mine",
    "Many a writer seems to think he is never profound",
    "Noise proves nothing. Often a hen",
    '"Speak, thou vast and venerable head,"',
    "Swerve me? The path to my fixed purpose",
    "The only way to keep your health is to eat",
    "The very ink with which all history is written",
    "There is an old time toast which is golden",
    "We should be careful to get out of an experience",
    "Zounds! I was never so bethumped with words",
    "Q: How many IBM 370's does it take",
    '"Life, loathe it or ignore it, you can\'t like it."',
    "I've touch'd the highest point of all my greatness;",
    "Man is the only animal that blushes",
    "O, what a tangled web we weave,",
    "Seeing that death, a necessary end,",
    "The first thing we do, let's kill all the lawyers.",
    "The lunatic, the lover, and the poet,",
    "The secret source of humor is not joy but sorrow;",
    "There is no distinctly native American criminal class",
    "Work consists of whatever a body is obliged to do.",
    "Q: How many Marxists does it take to screw in a light bulb?",
    "Q: How many supply-siders does it take to change a light bulb?",
    "Q: How many surrealists does it take to change a light bulb?",
    "Q: How many Zen masters does it take to screw in a light bulb?",
    "Q: What do you call a boomerang that doesn't come back?",
)

#: the length of the runs of words by which a paragraph of SLASH'EM's encyclopedia is compared
#: with NetHack's (:func:`slashem_texts`)
RUN_WORDS = 10
#: a word, case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+")
#: the number (or numbers: ``58, 59``, ``186-187``) at the end of a verse of the Dhammapada
_VERSE_NUMBER = re.compile(r"\s*\b\d+(?:\s*[-,]\s*\d+)*$")


def dhammapada_verses(path: Path) -> list[str]:
    """The verses of one translation of the Dhammapada (:data:`DHAMMAPADA_TRANSLATIONS`), a
    paragraph each: the file's paragraphs (between blank lines, whitespace collapsed) that end
    with the number of the next verse (:data:`_VERSE_NUMBER`, from 1 on; a paragraph that holds
    two verses or more ends with all their numbers, ``58, 59``), the numbers removed. The rest is
    left out: the e-text's header (Richards's ends with his CompuServe number, not a verse's),
    the translator's introduction (Richards's), the contents, the chapters' titles
    (``2. Attention``) and the closing line. Each file holds the 423 verses in order."""
    verses, expected = [], 1
    for para in paragraphs(path.read_text(encoding="ascii")):
        numbers = _VERSE_NUMBER.search(para)
        if numbers is None:
            continue
        found = [int(n) for n in re.findall(r"\d+", numbers[0])]
        if found[0] == expected:
            verses.append(para[: numbers.start()])
            expected = found[-1] + 1
    if expected != DHAMMAPADA_VERSES + 1:
        raise ValueError(f"{path}: verses 1 to {expected - 1}, not {DHAMMAPADA_VERSES}")
    return verses


def _words(para: str) -> list[str]:
    """The words of ``para``, case and punctuation aside (:data:`_WORD`)."""
    return _WORD.findall(para.lower())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    """The runs of :data:`RUN_WORDS` words of ``words``."""
    return {tuple(words[i : i + RUN_WORDS]) for i in range(len(words) - RUN_WORDS + 1)}


def slashem_texts(archive: Path, nethack: Path) -> dict[str, list[str]]:
    """The texts of SLASH'EM's data library (``archive``: :data:`SLASHEM_ARCHIVE`) that NetHack's
    (``nethack``: :data:`~other_text.nethack_freecol.NETHACK_ARCHIVE`, which other-domains-48
    reads) does not hold, by kind.

    Parameters
    ----------
    archive, nethack : Path
        The dlb archives of SLASH'EM 0.0.7E7F3 and of NetHack 3.6.6.

    Returns
    -------
    dict of str to list of str
        ``encyclopedia``: the paragraphs of SLASH'EM's encyclopedia (``data``, read as NetHack's:
        :func:`~other_text.nethack_freecol.encyclopedia_entries`,
        :func:`~other_text.nethack_freecol.quotation_paragraphs`) but those of NetHack's
        encyclopedia and tribute: a paragraph with the same words as one of them, case and
        punctuation aside, or a tenth of whose runs of :data:`RUN_WORDS` words or more NetHack's
        encyclopedia and tribute hold (the same entry, edited since 3.4.3, or the same
        quotation) is left out.
        ``history``: SLASH'EM's ``history`` (who wrote Hack, NetHack, SLASH and SLASH'EM, as it
        is written), a paragraph between blank lines, through
        :func:`~other_text.common.game_paragraphs` (its title and its roster of names, no
        sentence, are left out), but its line of dashes (no letter) and the line that gives the
        home page's address (``://``). Not read: the oracles and rumors (all but one oracle and
        41 rumors are NetHack's word for word), the quest's texts (``quest.dat``: most with the
        names filled in as the game runs, ``%l``, ``%n``), the help files and the gypsy's games
        (instructions, no one named).
    """
    members = dlb_members(archive)
    known = nethack_texts(nethack)
    nethack_paras = known["encyclopedia"] + known["tribute"]
    same = {" ".join(_words(p)) for p in nethack_paras}
    runs = set().union(*(_runs(_words(p)) for p in nethack_paras))
    encyclopedia = []
    for para in quotation_paragraphs(encyclopedia_entries(members["data"])):
        words = _words(para)
        own = _runs(words)
        if " ".join(words) in same or (own and 10 * len(own & runs) >= len(own)):
            continue
        encyclopedia.append(para)
    history = [
        p
        for p in game_paragraphs(members["history"].decode("latin-1"))
        if "://" not in p and re.search("[a-z]", p)
    ]
    return {"encyclopedia": encyclopedia, "history": history}


def sayings_lore_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-55 by source and kind (:data:`SAYINGS_LORE_FILES`), from
    the packages unpacked under ``root``: the fortunes of :data:`FORTUNES_MIN_FILES` (a paragraph
    each, :func:`~other_text.debian_text.fortune_entries`), the verses of the Dhammapada
    (:func:`dhammapada_verses`), Wesnoth's core data
    (:func:`~other_text.wesnoth.wesnoth_core_texts`) and SLASH'EM's (:func:`slashem_texts`);
    those that begin as one of :data:`SAYINGS_LORE_QUOTED_EARLIER` does left out."""
    fortunes = root / FORTUNES_MIN
    dhammapada = root / DHAMMAPADA
    by_source = {
        "fortunes": {name: fortune_entries(fortunes / name) for name in FORTUNES_MIN_FILES},
        "dhammapada": {
            name: dhammapada_verses(dhammapada / file)
            for name, file in DHAMMAPADA_TRANSLATIONS.items()
        },
        "wesnoth": wesnoth_core_texts(root / WESNOTH_CORE),
        "slashem": slashem_texts(root / SLASHEM_ARCHIVE, root / NETHACK_ARCHIVE),
    }
    return {
        source: {
            kind: [p for p in paras if not p.startswith(SAYINGS_LORE_QUOTED_EARLIER)]
            for kind, paras in kinds.items()
        }
        for source, kinds in by_source.items()
    }
