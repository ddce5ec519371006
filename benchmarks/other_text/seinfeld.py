"""The texts of other-domains-70: the dialogue of *Seinfeld* (NBC, 1992 to 1998), a turn of a
character a paragraph, as PyPI's ``seinfeld-laugh-corpus`` ships it: the English subtitles of 96
episodes of its seasons 4 to 9, each line of them given the speaker of the episode's screenplay
and the laughs of the studio audience, built by Ran Yad-Shalom and Yoav Goldberg (Bar-Ilan
University) to study humour.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from pathlib import Path

from .common import NEWS_MIN_WORDS

#: the folder of seinfeld-laugh-corpus 1.0.13's source archive that is read (only it is
#: unpacked): one file an episode, ``Seinfeld.S<season>E<episode>.<title>.merged``; the
#: archive's code (``corpus_creation``, ``humor_recogniser``) is not unpacked
SEINFELD_CORPUS = "seinfeld_laugh_corpus-1.0.13/seinfeld_laugh_corpus/the_corpus/"

#: the name of an episode's file, with its season and episode
_EPISODE_FILE = re.compile(r"^Seinfeld\.S(\d\d)E(\d\d)\..*\.merged$")
#: a line of a file that is no text: a time in seconds (the start or end of a subtitle, or of a
#: laugh) or the mark of a laugh
_NOT_TEXT = re.compile(r"^(?:\d+(?:\.\d+)?|\*\*LOL\*\*)$")
#: a line that says what is heard, not what is said: ``[PHONE RINGS]``, ``[BOTH LAUGH]`` and the
#: bracketed music note of the subtitles (its bytes garbled, ``[ג™×]``)
_SOUND = re.compile(r"^\[|\]$")
#: the name of a speaker at the head of a subtitle's line (the subtitles for the deaf of the later
#: seasons: ``GEORGE:``, ``MRS. BURNS:``, ``KIDS:``, or alone on its line, ``TREBEK:``), which is
#: no part of what is said
_LABEL = re.compile(r"^(-\s*)?[A-Z][A-Z'.-]*[A-Z.](?: [A-Z][A-Z'.-]*[A-Z.])*(?:/[A-Z]+)*:(?: |$)")
#: a note of music: a line sung (the Mets' song, Kramer's radio jingle), left out
_SUNG = "\u266a"
#: a letter of the Hebrew block: UTF-8 or Windows-1252 that the corpus's makers read as
#: Windows-1255 and wrote out again (``ֳ©`` and ``י`` for ``é``: "Consommֳ©", "fiancיe")
_MISREAD = re.compile(r"[\u0590-\u05ff]")

#: the seasons of each file of other-domains-70
SEINFELD_SEASONS = {"seasons-4-5": (4, 5), "seasons-6-7": (6, 7), "seasons-8-9": (8, 9)}
#: the files of other-domains-70, each with its source and its seasons (:data:`SEINFELD_SEASONS`)
SEINFELD_FILES = {f"seinfeld-{kind}.txt": ("seinfeld", kind) for kind in SEINFELD_SEASONS}

#: the turns (whitespace collapsed) that an earlier set holds as a paragraph, word for word (279,
#: short lines of everyday talk, most of them in The Office's, -15, or Friends', -28; the
#: quotations of Seinfeld in ruby-faker's, -63, "No soup for you!"); none is in nonfiction or a
#: book of pd-fiction; left out
SEINFELD_IN_EARLIER = frozenset(
    (
        "All right, all right.",
        "All right, let's go.",
        "All right. All right.",
        "And what would those be?",
        "Are you all right?",
        "Are you kidding me?",
        "Are you out of your mind?",
        "Are you talking to me?",
        "Because I said so!",
        "Can I help you?",
        "Can you believe that?",
        "Come on, come on.",
        "Come on, let's go.",
        "Did you find anything?",
        "Did you hear that?",
        "Did you like it?",
        "Do I know you?",
        "Do you have it with you?",
        "Do you need anything?",
        "Does it bother you?",
        "Excuse me for a second.",
        "Fine. How are you?",
        "Get out of here.",
        "Get out of my way.",
        "Give it to me.",
        "Give me a break.",
        "Good luck with that.",
        "Good to meet you.",
        "Good to see you again.",
        "Have a good time.",
        "Here we go. Here we go.",
        "Here, let me help you.",
        "Hey, nice to meet you.",
        "Hey, what are you doing?",
        "Hey, what happened to you?",
        "Hey, what is this?",
        "Hey, what's goin' on?",
        "Hey, where have you been?",
        "Hey. How you doing?",
        "Hey. What are you doing?",
        "Hi, can I help you?",
        "Hi, how are you?",
        "Hi. How are you?",
        "How are you doing?",
        "How can I help you?",
        "How did you do that?",
        "How did you find it?",
        "How did you know?",
        "How do I look?",
        "How do you do?",
        "How do you feel?",
        "How do you know?",
        "How do you like that?",
        "How tall are you?",
        "How was your first day?",
        "How well do you know her?",
        "I beg to differ.",
        "I can do that.",
        "I can see that.",
        "I can take it.",
        "I can't believe this is happening.",
        "I can't believe this!",
        "I can't believe this.",
        "I can't find my glasses.",
        "I can't tell you.",
        "I didn't get it.",
        "I don't buy it.",
        "I don't get it.",
        "I don't have a fax machine.",
        "I don't have one.",
        "I don't know if I can.",
        "I don't know that.",
        "I don't know what you mean.",
        "I don't know. I don't know.",
        "I don't know. Maybe.",
        "I don't like it.",
        "I don't see it.",
        "I don't see why not.",
        "I don't think so.",
        "I don't want it.",
        "I don't want to.",
        "I had a dream last night that a hamburger was eating me.",
        "I had no idea.",
        "I have no idea.",
        "I know, I know.",
        "I know. I know.",
        "I own this store.",
        "I really can't say.",
        "I see what you mean.",
        "I think so too.",
        "I think you are.",
        "I thought he was with you.",
        "I thought you might.",
        "I tried my best.",
        "I was just leaving.",
        "I'd rather not say.",
        "I'll be right back.",
        "I'll go with you.",
        "I'll see you later.",
        "I'll see you tomorrow.",
        "I'll see you tonight.",
        "I'm glad we agree.",
        "I'm going to the bathroom.",
        "I'm gonna do it.",
        "I'm gonna get going.",
        "I'm on the phone.",
        "I'm serious about it.",
        "I'm sure it is.",
        "I'm sure it won't.",
        "I'm sure you are.",
        "If not now, when?",
        "If that helps you.",
        "Is there a problem?",
        "Is there anything I can do?",
        "Is there something I can help you with?",
        "Is this a joke?",
        "It was an accident.",
        "It was nice meeting you.",
        "It's a good idea.",
        "It's been a while.",
        "It's good to have you back.",
        "It's not the same.",
        "Let me see it.",
        "Let me see that.",
        "May I ask why?",
        "May I help you?",
        "Nice meeting you too.",
        "Nice to meet you too.",
        "Nice to meet you.",
        "No soup for you!",
        "No, I don't think so.",
        "No, I got it.",
        "No, it is not.",
        "No, no, no, no.",
        "No, not at all.",
        "No, of course not.",
        "No, what is it?",
        "Not that I know of.",
        "Not that there's anything wrong with that.",
        "Now, what is this?",
        "Of course I do.",
        "Oh, I don't know.",
        "Oh, good for you.",
        "Oh, here we go.",
        "Oh, no, no, no.",
        "Oh, that must be it.",
        "Oh, that's too bad.",
        "People can hear you.",
        "Same old, same old.",
        "So you like her?",
        "So, what are you gonna do?",
        "So, what do you do?",
        "So, what do you think?",
        "Stop it. Stop it!",
        "Stop it. Stop it.",
        "Tell me about it.",
        "Thank you very much.",
        "That was a good one.",
        "That would be me.",
        "That's a great idea.",
        "That's what I thought.",
        "That's what I want.",
        "That's what I'm saying.",
        "Then what is it?",
        "Those were his exact words.",
        "Very nice. Very nice.",
        "Wait, what are you doing?",
        "We need to talk.",
        "We were just talking about you.",
        "Well, that makes sense.",
        "Well, that's a shame.",
        "Well, this is it.",
        "Well, what do you do?",
        "What am I gonna do, huh?",
        "What are their names?",
        "What are we doing?",
        "What are we gonna do?",
        "What are you doing here?",
        "What are you doing out here?",
        "What are you doing there?",
        "What are you doing?",
        "What are you doing? What are you doing?",
        "What are you gonna do now?",
        "What are you gonna do?",
        "What are you guys doing here?",
        "What are you looking at?",
        "What are you looking for?",
        "What are you saying?",
        "What are you talking about?",
        "What are you up to?",
        "What are you writing?",
        "What can I do?",
        "What can I get you?",
        "What did I do?",
        "What did he say?",
        "What did you do that for?",
        "What did you do?",
        "What did you say?",
        "What do I have to do?",
        "What do they say?",
        "What do you care?",
        "What do you do?",
        "What do you got there?",
        "What do you got?",
        "What do you mean?",
        "What do you need it for?",
        "What do you think you're doing?",
        "What do you think?",
        "What do you want me to do?",
        "What do you want?",
        "What does he look like?",
        "What does it look like I'm doing?",
        "What does that mean?",
        "What else you got?",
        "What happened to him?",
        "What happened to you?",
        "What is going on here?",
        "What is going on?",
        "What is so funny?",
        "What is that noise?",
        "What is the difference?",
        "What is this about?",
        "What is with him?",
        "What is your name?",
        "What is your problem?",
        "What should we do?",
        "What the hell are you doing?",
        "What the hell is going on here?",
        "What the hell is going on?",
        "What the hell is that?",
        "What the hell is this?",
        "What the hell was that?",
        "What time is it?",
        "What took you so long?",
        "What was your name again?",
        "What were you doing?",
        "What're you talkin' about?",
        "What's going on here?",
        "What's in the bag?",
        "What's the matter with you?",
        "What's wrong with you?",
        "What, what is it?",
        "What? What are you talking about?",
        "What? What is it?",
        "What? What is this?",
        "When are you leaving?",
        "When did this happen?",
        "Where are we going?",
        "Where are you going?",
        "Where did you get that?",
        "Where did you get this?",
        "Where did you get those?",
        "Where have you been?",
        "Who the hell are you?",
        "Why are you looking at me like that?",
        "Why do you say that?",
        "Why would I wanna do that?",
        "Why would you do that?",
        "Would you like something to drink?",
        "Would you like to join us?",
        "Yeah, I gotta go.",
        "Yeah, so did I.",
        "Yeah, something like that.",
        "Yeah, tell me about it.",
        "Yeah, what is it?",
        "Yeah, what's going on?",
        "Yeah, yeah, I know.",
        "Yeah, yeah, she's here.",
        "Yeah. How was it?",
        "Yeah? How'd it go?",
        "You could do that?",
        "You did that for me?",
        "You don't wanna know.",
        "You got a job?",
        "You have no idea.",
        "You really think so?",
        "You think I should?",
        "You wanted to see me?",
        "You won't even taste it?",
    )
)


def episode_files(folder: Path) -> list[tuple[int, Path]]:
    """The files of the episodes in ``folder`` (:data:`SEINFELD_CORPUS`) with their seasons, in
    the order of the seasons and their episodes."""
    dated = []
    for path in folder.iterdir():
        found = _EPISODE_FILE.match(path.name)
        if found:
            dated.append(((int(found[1]), int(found[2])), path))
    return [(season, path) for (season, _), path in sorted(dated)]


def read_episode(path: Path) -> str:
    """The text of an episode's file: UTF-8, or Windows-1252 for the three files of season 4 and
    5 written so (an ``ñ``, ``é`` or ``á`` as one byte); a line misread as Windows-1255
    (:data:`_MISREAD`) read back as what it was, UTF-8 ("Consommֳ©": "Consommé") or else
    Windows-1252 ("maסana": "mañana")."""
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("cp1252")
    lines = []
    for line in text.splitlines():
        if _MISREAD.search(line) and not _SOUND.search(line.strip()):
            raw = line.encode("cp1255", errors="replace")
            for encoding in ("utf-8", "cp1252"):
                try:
                    line = raw.decode(encoding)
                    break
                except UnicodeDecodeError:
                    continue
        lines.append(line)
    return "\n".join(lines)


def episode_turns(text: str) -> list[str]:
    """The turns of an episode's text: the text between one speaker's head (``# JERRY``,
    ``# MORTY/HELEN/JERRY:``) and the next, whitespace collapsed; the speaker, the times, the
    laughs (:data:`_NOT_TEXT`) and the sounds (:data:`_SOUND`) left out, and the name of a
    speaker at the head of a subtitle's line (:data:`_LABEL`) taken off. The text of a subtitle
    (its lines between two times) that repeats the subtitle before it in the same turn, as the
    merge of the subtitles with the screenplay wrote some twice ("I found out he's a bad
    breaker-upper." twice over), is kept once. A turn of fewer than :data:`NEWS_MIN_WORDS` words
    ("Yeah.", "What?"), one that begins in lower case (the rest of a sentence that the merge gave
    to the next speaker of the screenplay: "and she's very much in love with me, and, well..."),
    one still holding a misread letter (:data:`_MISREAD`) and one sung (:data:`_SUNG`) are left
    out."""
    turns: list[list[str]] = []
    block: list[str] = []

    def close() -> None:
        if block and turns:
            text = " ".join(block)
            if not turns[-1] or turns[-1][-1] != text:
                turns[-1].append(text)
        block.clear()

    for line in text.splitlines():
        line = " ".join(line.split())
        if line.startswith("# "):
            close()
            turns.append([])
        elif not line or _NOT_TEXT.match(line):
            close()
        elif not _SOUND.search(line):
            line = _LABEL.sub(r"\1", line).strip()
            if line and line != "-":
                block.append(line)
    close()
    out = []
    for blocks in turns:
        para = " ".join(blocks)
        if (
            len(para.split()) >= NEWS_MIN_WORDS
            and not para[0].islower()
            and not _MISREAD.search(para)
            and _SUNG not in para
        ):
            out.append(para)
    return out


def seinfeld_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-70 by source and seasons (:data:`SEINFELD_SEASONS`), from
    the package unpacked under ``root``: the turns of every episode (:func:`episode_files`,
    :func:`read_episode`, :func:`episode_turns`) in the order of the episodes and of the turns.
    A turn repeated is kept once by the caller (:func:`~other_text.common.keep_files`), and those
    of :data:`SEINFELD_IN_EARLIER` left out there."""
    by_kind: dict[str, list[str]] = {kind: [] for kind in SEINFELD_SEASONS}
    for season, path in episode_files(root / SEINFELD_CORPUS):
        kind = next(k for k, seasons in SEINFELD_SEASONS.items() if season in seasons)
        by_kind[kind].extend(episode_turns(read_episode(path)))
    return {"seinfeld": by_kind}
