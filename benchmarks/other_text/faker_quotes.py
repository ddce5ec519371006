"""The texts of other-domains-63: the quotations, jokes and sayings that Ruby's Faker gem holds
in its English locale, as Debian's ``ruby-faker`` (2.21.0) ships them: lines of films, television
shows, books and video games, Chuck Norris facts, Rajinikanth jokes, "the most interesting man in
the world", Jack Handey's *Deep Thoughts* and other sayings.

Faker makes up test data (names, addresses, numbers); beside its word lists, its English locale
(``lib/locales/en/*.yml``, one YAML file a theme) holds lists of quotations that its contributors
typed in from the works they name, and of jokes and sayings, which ``Faker::Movies::StarWars.quote``
and the like pick from at random. Only those lists are read (:func:`faker_entries`): a list is read
when a key of its path is one of :data:`QUOTE_KEYS`; the word lists (names, titles, places, songs,
items) are not.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import yaml

from .common import GAME_FILLED, NEWS_MIN_WORDS

#: where ``ruby-faker`` installs the gem; the gem's folder is named with its version
#: (``faker-2.21.0``), matched by :data:`FAKER_GEM_GLOB`
FAKER_GEMS = "usr/share/rubygems-integration/all/gems"
#: the gem's folder under :data:`FAKER_GEMS`
FAKER_GEM_GLOB = "faker-*"
#: the English locale of the gem, one YAML file a theme (``en/star_wars.yml``: its characters,
#: planets, droids, vehicles and quotations); the other English locales (``en-GB.yml``,
#: ``en-US.yml``...) hold addresses and telephone numbers only
FAKER_LOCALE = "lib/locales/en"
#: the keys whose lists are quotations, jokes or sayings: ``quote`` and ``quotes`` (a show's or
#: a game's, or, one level down, a character's: ``star_wars.quotes.han_solo``,
#: ``dota.axe.quote``), ``sayings`` (Dune's, by school: ``sayings.fremen``), ``fact`` (Chuck
#: Norris's), ``joke`` (Rajinikanth's), ``jack_handey``, and those of ``quote.yml``: "the most
#: interesting man in the world" of Dos Equis' advertisements, famous last words, Yoda, Matz
#: (Ruby's author), Singular Siegler's sayings and fortune cookies
QUOTE_KEYS = frozenset(
    (
        "quote",
        "quotes",
        "sayings",
        "fact",
        "joke",
        "jack_handey",
        "most_interesting_man_in_the_world",
        "famous_last_words",
        "matz",
        "yoda",
        "singular_siegler",
        "fortune_cookie",
    )
)
#: keys whose lists are not read although a key of :data:`QUOTE_KEYS` is on their path: Robin's
#: 367 exclamations of ``quote.yml`` ("Holy Agility, Batman!", one formula with a word in it) and
#: the other spellings of Star Wars' characters (``alternate_character_spellings.yoda``)
SKIPPED_KEYS = frozenset(("robin", "alternate_character_spellings"))
#: the themes not read: ``bible`` (eleven verses: scripture is measured by other-domains-29, -45,
#: -49 and -56), ``shakespeare`` (lines of four plays, measured by other-domains-62),
#: ``chiquito`` (Spanish), ``prince`` (lines of Prince's songs) and ``control`` (the chant of the
#: game's Hiss, and its 13 quotations with it); ``australia`` and ``science`` (words only, and
#: not YAML that :func:`yaml.safe_load` reads: a tab in their indentation)
SKIPPED_THEMES = frozenset(
    ("bible", "shakespeare", "chiquito", "prince", "control", "australia", "science")
)
#: the themes of video games, whose quotations go to ``faker-game-quotes.txt``: the heroes'
#: lines of Overwatch, Street Fighter, Dota 2, League of Legends and Heroes of the Storm, and
#: the quotations of Fallout, World of Warcraft, Warhammer Fantasy, The Witcher and Myst
GAME_THEMES = frozenset(
    (
        "dota",
        "fallout",
        "heroes_of_the_storm",
        "league_of_legends",
        "myst",
        "overwatch",
        "street_fighter",
        "warhammer_fantasy",
        "witcher",
        "world_of_warcraft",
    )
)
#: the themes of jokes and sayings, which go to ``faker-jokes-sayings.txt``: Chuck Norris
#: facts, Rajinikanth jokes, Jack Handey's *Deep Thoughts*, the sayings of ``quote.yml``, the
#: Greek philosophers' and Yoda's (``yoda.yml``, the same as ``quote.yoda``)
JOKE_THEMES = frozenset(
    ("chuck_norris", "rajnikanth", "jack_handey", "quote", "greek_philosophers", "yoda")
)
#: the files of other-domains-63, each with its source and the kind of text of
#: :func:`faker_quotes_texts` it holds: the lines of films, television shows and books (every
#: theme with quotations not in :data:`GAME_THEMES` or :data:`JOKE_THEMES`), those of video
#: games, and the jokes and sayings
FAKER_QUOTES_FILES = {
    "faker-screen-book-quotes.txt": ("faker", "screen"),
    "faker-game-quotes.txt": ("faker", "games"),
    "faker-jokes-sayings.txt": ("faker", "jokes"),
}

#: the paragraphs of other-domains-63 that an earlier set or a book of pd-fiction holds, as they
#: are written (29) or with the same words, case and punctuation aside (81), or a tenth or
#: more of whose runs of ten words one earlier file or book holds (74): the lines of The
#: Office (-15), of the films of -19 and of Friends (-28), the anime quotations of -58, the
#: fortunes of other-domains and -61, the one-liners of -57, Epictetus (-56), the NLP corpus
#: (-20), the Reddit titles (-11) and others, quoted or punctuated otherwise: left out
FAKER_QUOTES_IN_EARLIER = frozenset(
    (
        "A beginning is the time for taking the most delicate care that the balances are correct.",
        (
            "A hundred million people went to see a movie about what I do. I wonder how many "
            "people would go see a movie called Jurassic Parka. No, no, no, a bunch of "
            "out-of-control jackets take over an island!"
        ),
        "A man after my own heart.",
        "A pig that doesn't fly is just a pig.",
        "A rolling stone gathers no moss.",
        "Ain’t no party like a Scranton party cause a Scranton party don’t stop!",
        (
            "An office is for not dying. An office is a place to live life to the fullest, to "
            "the max, to… an office is a place where dreams come true."
        ),
        "And I knew exactly what to do. But in a much more real sense, I had no idea what to do.",
        (
            "And thus I clothe my naked villainy, with old odd ends stolen forth from holy writ "
            "and seem a saint when most I play the devil."
        ),
        (
            "Any man who says he totally understands women is a fool. Because they are "
            "un-understandable."
        ),
        (
            "Arrakis teaches the attitude of the knife, chopping off what’s incomplete and "
            'saying, "Now it’s complete because it’s ended here."'
        ),
        "As a person who buys a lot of erotic cakes, it’s nice to be represented on one.",
        "Better safe than sorry",
        "But where the warg howls, there also the orc prowls. - Aragorn",
        "Close your mouth, sweetie. You look like a trout.",
        "Come and get it!",
        (
            'Compared to the "righteous" greed of the rulers, the criminals of the world seem '
            "much more honorable. When scum rules the world, only more scum is born."
        ),
        (
            "Dad always thought laughter was the best medicine, which I guess is why several of "
            "us died of tuberculosis."
        ),
        "Dear God! This parachute is a knapsack!",
        (
            "Do I need to be liked? Absolutely not. I like to be liked. I enjoy being liked. I "
            "have to be liked, but it’s not like this compulsive need to be liked, like my need "
            "to be praised."
        ),
        "Do. Or do not. There is no try.",
        (
            "Don't ever think there's any perfect society made by humans!! If you think that way "
            "you'll overlook the enemy!! Don't be fooled by appearances!"
        ),
        "Dwight, you ignorant slut!",
        "Everything I have I owe to this job… this stupid, wonderful, boring, amazing job.",
        (
            "Fear is the path to the dark side. Fear leads to anger… anger leads to hate… hate "
            "leads to suffering."
        ),
        (
            "Fine judge all you want but... married a lesbian, left a man at the altar, fell in "
            "love with a gay ice dancer, threw a girl’s wooden leg in the fire, LIVE IN A BOX."
        ),
        "Fire in the hole!",
        "Five, four, three, two, one",
        "Forget it, Donny, you're out of your element!",
        "Forty-two to twenty-one! Like the turkey, Ross is done!",
        "Frankly, my dear, I don’t give a damn.",
        "Generally you don't see that kind of behavior in a major appliance.",
        "Gets the job done",
        "God save the king",
        (
            "Guess what, I have flaws. What are they? Oh, I don’t know. I sing in the shower. "
            "Sometimes I spend too much time volunteering. Occasionally I’ll hit somebody with "
            "my car. So sue me."
        ),
        "Guys can fake it? Unbelievable! The one thing that’s ours!",
        "Have a nice day",
        "Have fun storming the castle!",
        "He didn't fall? INCONCEIVABLE!",
        "Hello. My name is Inigo Montoya. You killed my father. Prepare to die!",
        "Hey buddy, this is a family place. Put the mouse back in the house.",
        "Hook, Line And Sinker",
        "Houston, we have a problem",
        "How about a drink?",
        "How is it possible that in five years, I’ve had two engagements and only one chair?",
        "I Can Take Care Of Myself",
        "I Get That A Lot",
        "I am dead inside.",
        "I am on fire!",
        "I am running away from my responsibilities. And it feels good.",
        "I am the walrus",
        "I dare do all that may become a man. Who dares do more is none.",
        (
            "I don't come up with this stuff, I just forward it along. You wouldn't arrest the "
            "guy who was just passing drugs from one guy to another."
        ),
        "I don't wanna live a thousand years. If I just live through today, that'll be enough.",
        "I don’t hate it. I just don’t like it at all and it’s terrible.",
        (
            "I don’t talk trash, I talk smack. They’re totally different. Trash talk is "
            "hypothetical, like, 'Your mom is so fat she can eat the internet.' But smack talk "
            "is happening like right now. Like 'You’re ugly and I know it for a fact ’cause I "
            "got the evidence right there.'"
        ),
        (
            "I feel like all my kids grew up, and then they married each other. It's every "
            "parents' dream."
        ),
        "I finally get a bouquet and it's a goodbye present. That's depressing.",
        "I find the mystery genre disgusting. I hate being titillated.",
        "I guess I’ve been working so hard, I forgot what it’s like to be hardly working.",
        "I have a bad feeling about this",
        "I love inside jokes. I’d love to be a part of one someday.",
        "I make my own luck",
        "I think, therefore I am",
        "I want him in the games until he dies playing.",
        "I want to go home.",
        "I want to live!",
        "I wanted to eat a pig in a blanket, in a blanket.",
        "I wonder what people like about me. Probably my jugs.",
        (
            "I would not miss it for the world. But if something else came up I would definitely "
            "not go."
        ),
        "I'm Monica. I’m disgusting. I stalk guys and keep their underpants.",
        "I'm an early bird and I'm a night owl. So I'm wise and I have worms.",
        "I've got a bad feeling about this.",
        "Identity theft is not a joke, Jim! Millions of families suffer every year.",
        (
            "If I can't even protect my captain's dream, then whatever ambition I have is "
            "nothing but talk! Luffy must be the man who becomes the Pirate King!"
        ),
        (
            "If I had a gun with two bullets and I was in a room with Hitler, Bin Laden, and "
            "Toby, I would shoot Toby twice."
        ),
        (
            "If I had a mine shaft, I don't think I would just abandon it. There's got to be a "
            "better way."
        ),
        "If you kill yourself, I'll kill you!",
        (
            "In the beginning, the Universe was created. This has made a lot of people very "
            "angry and been widely regarded as a bad move."
        ),
        "Is that the best you can do",
        "Is this your homework, Larry?",
        "It does not do to leave a live dragon out of your calculations, if you live near him.",
        "It feels good to be home",
        "It is impossible to begin to learn that which one thinks one already knows.",
        (
            "It is not a good time for me to lose my job since I have some pretty big long-term "
            "plans in my personal life with Pam that I’d like her parents to be psyched about. "
            "So, I am about to do something very bold in this job that I’ve never done before, "
            "try."
        ),
        "It takes two to lie: one to lie and one to listen.",
        (
            "It's a pimple, Phyllis. Avril Lavigne gets them all the time and she rocks harder "
            "than anyone alive."
        ),
        "It's not my fault being the biggest and the strongest. I don't even exercise.",
        (
            "It's not really important what color your dress is. What matters is the heart "
            "inside. I think something's wrong with me. I make friends, then suddenly I can't "
            "bear to be with any of them. Seems like that other me, the cheerful and honest one, "
            "went away somewhere."
        ),
        "It's not what happens to you, but how you react to it that matters.",
        "It’s not really important what color your dress is. What matters is the heart inside.",
        (
            "I’ve been involved in a number of cults, both a leader and a follower. You have "
            "more fun as a follower, but you make more money as a leader."
        ),
        "Joey doesn’t share food!",
        "Just What The Doctor Ordered",
        "Life is short. Drive fast and leave a sexy corpse. That’s one of my mottos.",
        (
            "Life is suffering. It is hard. The world is cursed. But still you find reasons to "
            "keep living."
        ),
        (
            "Look, everyone! This is what hatred looks like! This is what it does when it "
            "catches hold of you! It's eating me alive, and very soon now it will kill me! Fear "
            "and anger only make it grow faster!"
        ),
        (
            "Look, it doesn’t take a genius to know that every organization thrives when it has "
            "two leaders. Go ahead, name a country that doesn’t have two presidents; a boat that "
            "sets sail without two captains. Where would Catholicism be without the popes?"
        ),
        "Marriage is like a coffin and each kid is another nail.",
        "May the Force be with you.",
        (
            "Maybe I can stay and find some other nice people who will like me and accept me for "
            "who I am."
        ),
        (
            "Maybe nothing in this world happens by accident. As everything happens for a "
            "reason, our destiny slowly takes form."
        ),
        "Measure twice, cut once",
        "Mudhole? Slimy? My home this is!",
        "My gift to you",
        "Never tell me the odds",
        "No! No, Joey! U-N-I-sex.",
        "No. Interestingly enough, her leaf blower picked up.",
        "Nothing ventured, nothing gained",
        "Now, where were we",
        (
            "Oh no, two women love me. They're both gorgeous and sexy. My wallet's too small for "
            "my fifties AND MY DIAMOND SHOES ARE TOO TIGHT."
        ),
        "Oh, are you setting Ross up with someone? Does she have a wedding dress?",
        "Oh, my God! If you say that one more time, I’m going to break up with you!",
        (
            "Old man, everyone!! And you.. Luffy. Even though I've been good for nothing my "
            "whole life, even though I have the blood of a demon within me... You guys still "
            "loved me! Thank you so much!!"
        ),
        (
            "On the planet Earth, man had always assumed that he was more intelligent than "
            "dolphins because he had achieved so much—the wheel, New York, wars and so on—whilst "
            "all the dolphins had ever done was muck about in the water having a good time. But "
            "conversely, the dolphins had always believed that they were far more intelligent "
            "than man—for precisely the same reasons."
        ),
        "Once you do something, you never forget. Even if you can't remember.",
        "Only the educated are free.",
        "Out Of My Way",
        "Over my dead body",
        (
            "Pirates are evil? The Marines are righteous?... Justice will prevail, you say? But "
            "of course it will! Whoever wins this war becomes justice!"
        ),
        "Reach for the sky",
        (
            "Right now, this is just a job. If I advance any higher in this company, this would "
            "be my career. And, uh, if this were my career, I’d have to throw myself in front of "
            "a train."
        ),
        "Should have burned this place down when I had the chance.",
        "Shut up and take my money!",
        "Shut up! Shut up! Shut up!",
        (
            "Since you're new here, I-I'm gonna cut you a break, today. So, why don't you make "
            "like a tree and get outta here?"
        ),
        "Size matters not. Look at me. Judge me by my size, do you?",
        "So you’ve come to the master for guidance? Is this what you’re saying, grasshopper?",
        (
            "Society teaches us that having feelings and crying is bad and wrong. Well, that's "
            "baloney, because grief isn't wrong. There's such a thing as good grief. Just ask "
            "Charlie Brown."
        ),
        (
            "Sometimes I'll start a sentence and I don't even know where it's going. I just hope "
            "I find it along the way."
        ),
        (
            "Sometimes the clothes at Gap Kids are too flashy, so I’m forced to go to the "
            "American Girl store and order clothes for large colonial dolls."
        ),
        (
            "Stop counting only those things you have lost! What is gone, is gone! So ask "
            "yourself this. What is there... that still remains to you?!"
        ),
        "Thank you, Master Control.",
        "Thanks For Your Support",
        "That does not compute",
        "That is why you fail.",
        "That rug really tied the room together.",
        "That's what she said.",
        "The wolf that one hears is worse than the orc that one fears. - Boromir",
        (
            "The worst thing about prison was the Dementors. They were flying all over the place "
            "and they were scary and they'd come down and they'd suck the soul out of your body "
            "and it hurt!"
        ),
        (
            "Then pull yourself together! Get this clown trained! I want him in the games until "
            "he dies playing. Acknowledge."
        ),
        (
            "There comes a time when a man has to stand and fight! That time is when his "
            "friends' dreams are being laughed at! And I won't let you laugh at that!"
        ),
        "There is no such thing as an appropriate joke, that's why it's a joke.",
        (
            "There were these huge bins of clothes and everybody was rifling through them like "
            "crazy. And I grabbed one and it fit! So I don't think that this is totally just a "
            "woman's suit. At the very least it's bisexual."
        ),
        (
            "These days, there are angry ghosts all around us. Dead from wars, sickness, "
            "starvation, and nobody cares. So - you say you're under a curse. So what, so's the "
            "whole damn world."
        ),
        "Threepio, tell them if they don't do as you wish, you'll become angry and use your magic.",
        "Time is of the essence.",
        (
            "Ultimatums are key. Basically, nobody does anything for me anymore unless I "
            "threaten to kill myself."
        ),
        "Until I was 25 I thought the only response to ‘I love you’ was ‘Oh crap!'",
        "Use the Force, Luke.",
        "We are all in the gutter, but some of us are looking at the stars",
        "We each need to find our own inspiration, Kiki. Sometimes it’s not easy.",
        "We have a gym at home. It’s called the bedroom.",
        "We must prepare for the coming of Gozer.",
        "We were on a break!",
        "Webster's Dictionary defines wedding as: The fusing of two metals with a hot torch.",
        "Well, here goes nothing.",
        "Well, maybe he was nervous.",
        "What are you looking at",
        "What are you thinking",
        "What did you expect",
        "What do you seek?",
        "What do you want? I'm busy!",
        (
            "When I was a kid my favorite relative was Uncle Caveman. After school we'd all go "
            "play in his cave, and every once in a while he would eat one of us. It wasn't until "
            "later that I found out that Uncle Caveman was a bear."
        ),
        (
            "When do you think people die? When they are shot through the heart by the bullet of "
            "a pistol? No. When they are ravaged by an incurable disease? No... It’s when "
            "they're forgotten!"
        ),
        (
            "When the son of the deposed king of Nigeria emails you directly, asking for help, "
            "you help! His father ran the freaking country! Ok?"
        ),
        (
            "When the world shoves you around, you just gotta stand up and shove back. It's not "
            "like somebody's gonna save you if you start babbling excuses."
        ),
        (
            "Why are you the way that you are? Honestly, every time I try to do something fun, "
            "or exciting, you make it… not that way. I hate… so much about the things that you "
            "choose to be."
        ),
        (
            "Wikipedia is the best thing ever. Anyone in the world can write anything they want "
            "about any subject. So you know you are getting the best possible information."
        ),
        (
            "Would I rather be feared or loved? Easy. Both. I want people to be afraid of how "
            "much they love me."
        ),
        (
            "You can spill drinks on me, even spit on me. I'll just laugh about it. But If you "
            "dare to hurt my friends... I won't forgive you!"
        ),
        "You could not be any more wrong. You could try, but you would not be successful.",
        "You keep using that word. I do not think it means what you think it means.",
        "You know my name",
        "You know what they say. 'Fool me once, strike one, but fool me twice...strike three.",
        (
            "You may look around and see two groups here: white collar, blue collar. But I don't "
            "see it that way, and you know why not? Because I am collar-blind."
        ),
        "You talking to me?",
        "You tried your best and you failed miserably. The lesson is: Never try.",
        "You'll find I'm full of surprises!",
        "You're very handy, I can tell. I bet you like to read a lot, too.",
        "did I miss something",
        "i love my job",
        "thank you thank you",
        "what are you lookin at",
    )
)

#: a word, for comparing paragraphs case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)*")


def _words(text: str) -> str:
    """The words of ``text``, lower-cased, punctuation left out, joined by a space."""
    return " ".join(_WORD.findall(text.lower().replace("\u2019", "'")))


def _lists(node: object, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], str]]:
    """Each string under ``node`` (a YAML mapping, list or string) with the keys of its path,
    in the file's order."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _lists(value, (*path, str(key)))
    elif isinstance(node, list):
        for value in node:
            yield from _lists(value, path)
    elif isinstance(node, str):
        yield path, node


def faker_entries(path: Path) -> list[str]:
    """The quotations, jokes or sayings of one theme of Faker's English locale, a paragraph each.

    Parameters
    ----------
    path : Path
        ``<theme>.yml``, read with :func:`yaml.safe_load` (its keys ``en``, ``faker``, the
        theme, then the theme's own keys).

    Returns
    -------
    list[str]
        The strings of the lists with a key of :data:`QUOTE_KEYS` on their path and none of
        :data:`SKIPPED_KEYS`, in the file's order, whitespace collapsed; left out: a string of
        fewer than :data:`NEWS_MIN_WORDS` words ("I'll be back.", "Hadouken!") and one with a
        text filled in as Faker runs or markup (:data:`~other_text.common.GAME_FILLED`, or
        ``#{``, a Ruby interpolation).
    """
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    out = []
    for keys, text in _lists(data, ()):
        if not QUOTE_KEYS & set(keys) or SKIPPED_KEYS & set(keys):
            continue
        text = " ".join(text.split())
        if len(text.split()) < NEWS_MIN_WORDS or "#{" in text or GAME_FILLED.search(text):
            continue
        out.append(text)
    return out


def faker_quotes_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """``{source: {kind: paragraphs}}`` of other-domains-63, read under ``root`` (where
    ``ruby-faker`` is unpacked): the themes of Faker's English locale in the order of their file
    names, :data:`SKIPPED_THEMES` left out, each to its kind (:data:`GAME_THEMES`,
    :data:`JOKE_THEMES`, the rest ``screen``); a paragraph with the same words as one before it
    in any kind, case and punctuation aside (Yoda's sayings, in ``quote.yml`` and ``yoda.yml``;
    a line two themes quote), kept only the first time."""
    gems = sorted((root / FAKER_GEMS).glob(FAKER_GEM_GLOB))
    locale = gems[-1] / FAKER_LOCALE
    out: dict[str, list[str]] = {"screen": [], "games": [], "jokes": []}
    seen: set[str] = set()
    for path in sorted(locale.glob("*.yml")):
        theme = path.stem
        if theme in SKIPPED_THEMES:
            continue
        entries = faker_entries(path)
        if not entries:
            continue
        kind = "games" if theme in GAME_THEMES else "jokes" if theme in JOKE_THEMES else "screen"
        for para in entries:
            words = _words(para)
            if words in seen:
                continue
            seen.add(words)
            out[kind].append(para)
    return {"faker": out}
