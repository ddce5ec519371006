"""The texts of other-domains-61: the fortune files that Debian's ``haskell-misfortune`` ships and
no earlier set reads: the offensive section of fortune-mod 9708 (jokes, definitions, riddles,
parodies and quotations on black humour, politics, religion, drugs...) and two files of the IRC
bot lambdabot (Dave Farber's mixed metaphors and Richard Nixon's sayings).

misfortune is James Cook's fortune-mod clone in Haskell; its data (``usr/share/misfortune/data``)
is fortune-mod's files, ``normal`` and ``offensive``, copied from fortune-mod-9708 (1997), and the
quotation files that lambdabot's source held. Debian's ``fortunes`` (other-domains) ships only the
normal section of a later fortune-mod, so the offensive one is new here; misfortune's normal
section is the same as fortunes' and is not read. Each file is read as fortune-mod's are
(:func:`~other_text.debian_text.fortune_entries`: entries end at a line holding only ``%``,
whitespace collapsed).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

from pathlib import Path

from .anime_sotu import drop_repeats
from .common import GAME_FILLED, NEWS_MIN_WORDS
from .debian_text import fortune_entries

#: misfortune's fortune data in Debian's ``haskell-misfortune`` (0.1.2.1): ``normal`` and
#: ``offensive``, each with a folder ``fortune-mod`` (the files of fortune-mod-9708) and a folder
#: ``lambdabot`` (the quotation files of lambdabot, the Haskell channel's IRC bot); an index
#: (``*.ix``) beside each file
MISFORTUNE_DATA = "usr/share/misfortune/data"
#: the files of fortune-mod's offensive section read: jokes, one-liners, parodies, definitions,
#: riddles and quotations on astrology, death and disaster (``black-humor``), drugs, politics,
#: religion and other things; left out: the files whose subject is sex (``sex``, ``privates``,
#: ``vulgarity`` and ``limerick``, bawdy verse) or contempt for a people or for women, men or gay
#: people (``ethnic``, ``racism``, ``misogyny``, ``misandry``, ``hphobia``)
OFFENSIVE_FILES = (
    "astrology",
    "black-humor",
    "definitions",
    "drugs",
    "miscellaneous",
    "politics",
    "religion",
    "riddles",
    "songs-poems",
)
#: lambdabot's files read, each with its section: ``farber``, the "Farberisms" of Dave Farber,
#: the computer scientist, as his students and colleagues wrote them down (mixed metaphors and
#: proverbs, "Don't look a charlie horse in the mouth."), and ``nixon``, Richard Nixon's sayings;
#: left out: the lines of the channel's users that the bot quotes to tease them (``keal``,
#: ``protontorpedo``, ``girl19``, ``palomer``, ``notoriousV``), GHC's error messages (``ghc``),
#: pirate talk (``arr``, ``yarr``) and a few lines of cartoons and a song (``brain``, ``pinky``,
#: ``pinky-pondering``, ``stewie``, ``b52s``: 74 lines, three with he)
LAMBDABOT_FILES = {"farber": "normal", "nixon": "offensive"}
#: the files of other-domains-61, each with its source and the kind of text of
#: :func:`misfortune_texts` it holds
MISFORTUNE_FILES = {
    **{f"fortunes-off-{name}.txt": ("offensive", name) for name in OFFENSIVE_FILES},
    **{f"lambdabot-{name}.txt": ("lambdabot", name) for name in LAMBDABOT_FILES},
}

#: the paragraphs of other-domains-61 that an earlier set or a book of pd-fiction holds, as they
#: are written (42) or with the same words, case and punctuation aside (15): 57 fortunes of the
#: offensive files that fortune-mod's normal files hold as well, as other-domains read them from
#: Debian's ``fortunes`` (``cookie`` 29, ``definitions`` 6, ``platitudes``, ``miscellaneous``,
#: ``humorists``, ``songs-poems``, ``zippy``), and the riddles of ``fortunes-min`` (-55: 11), the
#: jokes of -57 (2), ``fortunes-anarchism`` (-2) and *The Devil's Dictionary* (other-domains):
#: left out
MISFORTUNE_IN_EARLIER = frozenset(
    (
        "All extremists should be taken out and shot.",
        (
            '"Based on what you know about him in history books, what do you think Abraham '
            "Lincoln would be doing if he were alive today? (1) Writing his memoirs of the "
            "Civil War. (2) Advising the President. (3) Desperately clawing at the inside of "
            'his coffin." -- David Letterman'
        ),
        (
            "If Ricky Schroder and Gary Coleman had a fight on television with pool cues, who "
            "would win? (1) Ricky Schroder (2) Gary Coleman (3) The television viewing public "
            "-- David Letterman"
        ),
        "Support mental health or I'LL KILL YOU!!!!",
        (
            "... this is an awesome sight. The entire rebel resistance buried under six million "
            'hardbound copies of "The Naked Lunch." -- The Firesign Theater'
        ),
        (
            "Brontosaurus Principle: Organizations can grow faster than their brains can manage "
            "them in relation to their environment and to their own physiology: when this "
            "occurs, they are an endangered species. -- Thomas K. Connellan"
        ),
        "First Law of Bicycling: No matter which way you ride, it's uphill and against the wind.",
        "Murray's Rule: Any country with \"democratic\" in the title isn't.",
        (
            "Ocean, n.: A body of water occupying about two-thirds of a world made for man -- "
            "who has no gills."
        ),
        "Recursion n.: See Recursion. -- Random Shack Data Processing Dictionary",
        (
            "T-shirt of the Day: Head for the Mountains -- courtesy Anheuser-Busch beer "
            "Followup T-shirt of the Day (on the same scenic background): If you liked the "
            "mountains, head for the Busch! -- courtesy someone else"
        ),
        (
            "The 357.73 Theory: Auditors always reject expense accounts with a bottom line "
            "divisible by 5."
        ),
        (
            "Deliberate provocation of mystical experience, particularly by LSD and related "
            "hallucinogens, in contrast to spontaneous visionary experiences, entails dangers "
            "that must not be underestimated. Practitioners must take into account the peculiar "
            "effects of these substances, namely their ability to influence our consciousness, "
            "the innermost essence of our being. The history of LSD to date amply demonstrates "
            "the catastrophic consequences that can ensue when its profound effect is misjudged "
            "and the substance is mistaken for a pleasure drug. Special internal and external "
            "advance preparations are required; with them, an LSD experiment can become a "
            "meaningful experience. -- Dr. Albert Hoffman, the discoverer of LSD"
        ),
        "I may kid around about drugs, but really, I take them seriously. -- Doctor Graper",
        "Jesus may love you, but I think you're garbage wrapped in skin. -- Michael O'Donohugh",
        (
            "Anyone who knows history, particularly the history of Europe, will, I think, "
            "recognize that the domination of education or of government by any one particular "
            "religious faith is never a happy arrangement for the people. -- Eleanor Roosevelt"
        ),
        (
            "I believe that Ronald Reagan will someday make this country what it once was ... "
            "an arctic wilderness. -- Steve Martin"
        ),
        (
            "I would have promised those terrorists a trip to Disneyland if it would have "
            "gotten the hostages released. I thank God they were satisfied with the missiles "
            "and we didn't have to go to that extreme. -- Oliver North"
        ),
        "Vote for ME -- I'm well-tapered, half-cocked, ill-conceived and TAX-DEFERRED!",
        (
            '"You and I as individuals can, by borrowing, live beyond our means, but only for a '
            "limited period of time. Why should we think that collectively, as a nation, we are "
            'not bound by that same limitation?" -- Ronald Reagan'
        ),
        "A clever prophet makes sure of the event first.",
        (
            "As to Jesus of Nazareth... I think the system of Morals and his Religion, as he "
            "left them to us, the best the World ever saw or is likely to see; but I apprehend "
            "it has received various corrupting Changes, and I have, with most of the present "
            "Dissenters in England, some doubts as to his divinity. -- Benjamin Franklin"
        ),
        "Atheism is a non-prophet organization.",
        '"Go to Heaven for the climate, Hell for the company." -- Mark Twain',
        "God isn't dead, he just couldn't find a parking place.",
        "God made the world in six days, and was arrested on the seventh.",
        (
            "I do not believe in the creed professed by the Jewish Church, by the Roman Church, "
            "by the Greek Church, by the Turkish Church, by the Protestant Church, nor by any "
            "Church that I know of. My own mind is my own Church. -- Thomas Paine"
        ),
        (
            "If the church put in half the time on covetousness that it does on lust, this "
            'would be a better world. -- Garrison Keillor, "Lake Wobegon Days"'
        ),
        (
            '"In Christianity neither morality nor religion come into contact with reality at '
            'any point." -- Friedrich Nietzsche'
        ),
        (
            "In regards to Oral Roberts' claim that God told him that he would die unless he "
            "received $20 million by March, God's lawyers have stated that their client has not "
            'spoken with Roberts for several years. Off the record, God has stated that "If I '
            'had wanted to ice the little toad, I would have done it a long time ago." -- '
            "Dennis Miller, SNL News"
        ),
        (
            "\"Is it just me, or does anyone else read `bible humpers' every time someone "
            "writes `bible thumpers?' -- Joel M. Snyder, jms@mis.arizona.edu"
        ),
        (
            "It is either through the influence of narcotic potions, of which all primitive "
            "peoples and races speak in hymns, or through the powerful approach of spring, "
            "penetrating with joy all of nature, that those Dionysian stirrings arise, which in "
            "their intensification lead the individual to forget himself completely. ... Not "
            "only does the bond between man and man come to be forged once again by the magic "
            "of the Dionysian rite, but alienated, hostile, or subjugated nature again "
            "celebrates her reconciliation with her prodigal son, man. -- Fred Nietzsche, The "
            "Birth of Tragedy"
        ),
        (
            "\"It says he made us all to be just like him. So if we're dumb, then god is dumb, "
            'and maybe even a little ugly on the side." -- Frank Zappa'
        ),
        (
            "... it still remains true that as a set of cognitive beliefs about the existence "
            "of God in any recognizable sense continuous with the great systems of the past, "
            "religious doctrines constitute a speculative hypothesis of an extremely low order "
            "of probability. -- Sidney Hook"
        ),
        '"Not only is God dead, but just try to find a plumber on weekends." -- Woody Allen',
        (
            "The Bible is not my Book and Christianity is not my religion. I could never give "
            "assent to the long complicated statements of Christian dogma. -- Abraham Lincoln"
        ),
        (
            "The clergy successfully preached the doctrines of patience and pusillanimity; the "
            "active virtues of society were discouraged; and the last remains of a military "
            "spirit were buried in the cloister: a large portion of public and private wealth "
            "was consecrated to the specious demands of charity and devotion; and the soldiers' "
            "pay was lavished on the useless multitudes of both sexes who could only plead the "
            'merits of abstinence and chastity. -- Edward Gibbons, "The Decline and Fall of the '
            'Roman Empire"'
        ),
        (
            "The day will come when the mystical generation of Jesus, by the Supreme Being as "
            "his Father, in the womb of a virgin will be classified with the fable of the "
            "generation of Minerva in the brain of Jupiter. But we may hope that the dawn of "
            "reason and freedom of thought in these United States will do away with this "
            "artificial scaffolding and restore to us the primitive and genuine doctrines of "
            "this most venerated Reformer of human errors. -- Thomas Jefferson"
        ),
        (
            "The divinity of Jesus is made a convenient cover for absurdity. Nowhere in the "
            "Gospels do we find a precept for Creeds, Confessions, Oaths, Doctrines, and whole "
            "carloads of other foolish trumpery that we find in Christianity. -- John Adams"
        ),
        (
            "The infliction of cruelty with a good conscience is a delight to moralists. That "
            "is why they invented hell. -- Bertrand Russell"
        ),
        (
            "The Messiah will come. There will be a resurrection of the dead -- all the things "
            "that Jews believed in before they got so damn sophisticated. -- Rabbi Meir Kahane"
        ),
        "\"To YOU I'm an atheist; to God, I'm the Loyal Opposition.\" -- Woody Allen",
        "Did you know that there are 71.9 acres of nipple tissue in the U.S.?",
        (
            'Q: "What is the burning question on the mind of every dyslexic existentialist?" A: '
            '"Is there a dog?"'
        ),
        "Q: Do you know what the death rate around here is? A: One per person.",
        (
            "Q: How did you get into artificial intelligence? A: Seemed logical -- I didn't "
            "have any real intelligence."
        ),
        (
            "Q: How do you catch a unique rabbit? A: Unique up on it! Q: How do you catch a "
            "tame rabbit? A: The tame way!"
        ),
        "Q: How do you keep a moron in suspense?",
        (
            "Q: How do you play religious roulette? A: You stand around in a circle and "
            "blaspheme and see who gets struck by lightning first."
        ),
        (
            "Q: How does the Polish Constitution differ from the American? A: Under the Polish "
            "Constitution citizens are guaranteed freedom of speech, but under the United "
            "States constitution they are guaranteed freedom after speech. -- being told in "
            "Poland, 1987"
        ),
        "Q: How was Thomas J. Watson buried? A: 9 edge down.",
        "Q: What is the sound of one cat napping? A: Mu.",
        (
            "Q: What's the difference between Bell Labs and the Boy Scouts of America? A: The "
            "Boy Scouts have adult supervision."
        ),
        "Q: Why did the germ cross the microscope? A: To get to the other slide.",
        (
            "I've finally found the perfect girl, I couldn't ask for more, She's deaf and dumb "
            "and over-sexed, And owns a liquor store."
        ),
        (
            "This land is full of trousers! this land is full of mausers! And pussycats to eat "
            "them when the sun goes down! -- Firesign Theater"
        ),
        "Necessity is a mother.",
    )
)

#: the openings of the paragraphs of other-domains-61 a tenth or more of whose runs of ten words
#: (case and punctuation aside) one file of an earlier set or one book of pd-fiction holds (79):
#: the same joke, definition or quotation as fortune-mod's normal files hold it, cut, quoted,
#: attributed or punctuated otherwise (``cookie`` 31, ``politics`` 3, ``wisdom``, ``knghtbrd``,
#: ``men-women``, ``science``, ``miscellaneous``, ``work``, ``paradoxum``), Ambrose Bierce's
#: definitions as *The Devil's Dictionary* gives them (14), the riddles of ``fortunes-min`` (-55:
#: 3), sayings and jokes that the NLP corpus (-20: 4), the newsgroups of -7, Friends (-28),
#: Trump's tweets (-14), the e-mails of -8, TREC's questions (-18), GNU Typist's speed tests (-51,
#: nursery rhymes; 2 each), the jokes of -57, The Office (-15), NetHack's tribute (-48), and two
#: books of pd-fiction (Wells's *Outline of History*, a Kipling poem) quote; six of them are
#: Farberisms (the proverb a Farberism garbles, as a fortune or a line of The Office or of NetHack
#: holds it) and one a saying of Nixon's that the normal ``politics`` holds: left out
#: (:func:`misfortune_texts`)
MISFORTUNE_QUOTED_EARLIER = (
    "Those who believe in astrology",
    '"By the time they had diminished',
    "God grant us the serenity",
    "If you go parachuting, and",
    "It was pity stayed his hand.",
    "Remember kids, if there's",
    '"Well, well, well! Well if',
    "When you've seen one nuclear",
    "Bacchus, n.: A convenient",
    "California: From Latin 'calor',",
    "Christian, n.: One who believes",
    "Conservative, n: A statesman",
    "garter, n.: An elastic band",
    "Infidel: In New York, one",
    "Maiden, n.: A young person",
    "Man, n.: An animal so lost",
    "Miss, n.: A title with which",
    "Monday, n.: In Christian countries,",
    "mythology, n.: The body of",
    "Occident, n.: The part of",
    "Pig, n.: An animal (Porcus",
    "Politician, n.: An eel in",
    "QOTD: \"It's men like him that",
    "The First Commandment for",
    "woman, n.: An animal usually",
    "Falling in love makes smoking",
    "I believe that if people would",
    "You can pick your friends,",
    '"Ah, you know the type. They',
    "America is a stronger nation",
    "Don't do the crime, if you",
    "I believe in an America where",
    "I never did give anybody hell.",
    "I think every good Christian",
    "If two men agree on everything,",
    "If you treat people right",
    "Once at a social gathering,",
    "The government of the United",
    "The marriage of Marxism and",
    "The only way I can lose this",
    "The right to be heard does",
    '"Under capitalism, man exploits',
    "We don't have to protect the",
    "What did Mickey Mouse get",
    "Already the spirit of our",
    "...and no philosophy, sadly,",
    'As I argued in "Beloved Son",',
    "Beware of mathematicians and",
    '"Creation science" has not',
    "... difference of opinion",
    "God is omnipotent, omniscient,",
    "However, on religious issues",
    "If atheism is to be used to",
    "If God did not exist, it would",
    "If one inquires why the American",
    "Si Dieu n'existait pas, il",
    "The good Christian should",
    "TO THOSE OF YOU WHO DESIRE",
    "We may not be able to persuade",
    "Why, when no honest man will",
    "Q: An English mathematician",
    "Q: How many Californians does",
    "Q: How many Christians does",
    "Q: How many right-to-lifers",
    "Q: What do you get when you cross a rooster",
    "Q: What's the difference between a dog",
    "I'm not a pheasant plucker,",
    "Jack and Jill went up a hill",
    "Little Miss Muffet sat on a tuffet, Eating",
    "Old McDonald had a farm, E-I-E-I-O!",
    "Once Law was sitting on the",
    "You may carve it on his tombstone,",
    "If I could drop dead right",
    "I don't want to throw a wrench",
    "No problem is so formidable",
    "If you can't stand the heat, get off",
    "I never put on a pair of shoes",
    "A verbal contract isn't worth",
    "Scrubbing floors and emptying",
)


def misfortune_entries(path: Path) -> list[str]:
    """The fortunes of one of misfortune's files, a paragraph each.

    Parameters
    ----------
    path : Path
        A fortune file of misfortune's data (no ``.ix`` index): entries end at a line holding
        only ``%`` (:func:`~other_text.debian_text.fortune_entries`, which collapses whitespace).

    Returns
    -------
    list of str
        The fortunes in the file's order; one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words ("Crush! Kill! Destroy!", "He's clam
        bait.") or with a text to fill in or markup (:data:`~other_text.common.GAME_FILLED`: a
        riddle's ``<ethnic>``, ``{...}``, ``%s``) left out.
    """
    return [
        entry
        for entry in fortune_entries(path)
        if len(entry.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(entry)
    ]


def misfortune_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-61 by source and kind (:data:`MISFORTUNE_FILES`).

    Parameters
    ----------
    root : Path
        Where ``haskell-misfortune`` is unpacked; its :data:`MISFORTUNE_DATA` is read.

    Returns
    -------
    dict of str to dict of str to list of str
        ``{"offensive": {file: paragraphs}, "lambdabot": {file: paragraphs}}``: the fortunes of
        fortune-mod's offensive files of :data:`OFFENSIVE_FILES` and of lambdabot's files of
        :data:`LAMBDABOT_FILES` (:func:`misfortune_entries`), a paragraph each, in this order;
        those that begin as one of :data:`MISFORTUNE_QUOTED_EARLIER` does left out, and one that
        repeats one before it (:func:`~other_text.anime_sotu.drop_repeats`: with the same words,
        case and punctuation aside, or half or more of whose runs of ten words the paragraphs
        before it hold: a fortune in two files, "Cocaine -- the thinking man's Dristan." in
        ``definitions`` and ``drugs``, Nixon's sayings that ``politics`` quotes). Those of
        :data:`MISFORTUNE_IN_EARLIER` are left out by the caller
        (:func:`~other_text.common.keep_files`).
    """
    data = root / MISFORTUNE_DATA
    by_source = {
        "offensive": {
            name: misfortune_entries(data / "offensive" / "fortune-mod" / name)
            for name in OFFENSIVE_FILES
        },
        "lambdabot": {
            name: misfortune_entries(data / section / "lambdabot" / name)
            for name, section in LAMBDABOT_FILES.items()
        },
    }
    texts = {
        source: {
            kind: [p for p in paras if not p.startswith(MISFORTUNE_QUOTED_EARLIER)]
            for kind, paras in kinds.items()
        }
        for source, kinds in by_source.items()
    }
    kept = set(
        drop_repeats(p for kinds in texts.values() for paras in kinds.values() for p in paras)
    )
    return {
        source: {kind: [p for p in paras if p in kept] for kind, paras in kinds.items()}
        for source, kinds in texts.items()
    }
