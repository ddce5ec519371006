"""Gods, animals, programming languages and oaths: a first name that names no person.

:class:`BeingRules` is mixed into :class:`~cdaprep.swap.propernames.ProperNames`. Its rules find
a god or goddess: a name joined to one, after "the angel" or "the goddess", after "of" and a word
of a cult, or a name that English text writes almost only for a goddess ("Minerva, Venus, and the
nine Muses", "the angel Gabriel", "the nymphs of Diana", "a statue of Minerva"; not "Miss
Minerva"), and the archangel Gabriel named alone where the text speaks of angels, Allah or the
Qur'an ("He calls Gabriel and says"); an animal's name ("the dog Carlo", "Billy, the acrobatic
goat", "Carlo barked", "Bob's hoof", "Roland lifted his head from his paws"); a programming
language, program or computer ("Ada 95", "written in Julia", "the Ruby interpreter", "Mac OS",
"Ada, Fortran and Lisp"); and an oath ("Oh, Jesus!", "sweet Jesus", "Jesus Christ!"; not "the
Savior; Jesus Christ.").

Examples
--------
>>> from cdaprep.swap.propernames import ProperNames
>>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
>>> lex = load_swap_lexicon(names=True).entries
>>> text = "The dog Carlo barked. A statue of Minerva stood there. It was written in Ada."
>>> ProperNames.load().reasons(text, [(8, 13, lex["carlo"]), (34, 41, lex["minerva"]),
...                                   (73, 76, lex["ada"])])
['animal', 'deity', 'language']
"""

from __future__ import annotations

import re

from cdaprep.swap.name_context import Ctx, Tok
from cdaprep.swap.name_places import _POSSESSIVE_S

__all__ = ["BeingRules"]

#: Endings of the nouns of agents that make an animal noun before them part of a compound
#: ("the dog catcher", "the horse trader", "the cat burglar"): :meth:`BeingRules._the_animal`
_AGENT_ENDINGS = ("er", "or", "ist", "man", "men")
#: Tokens of its clause a name that owns an animal's body part may have before "his"/"her".
ANIMAL_PART_REACH = 10
#: what may follow a name of ``exclamation`` that is an oath: "Christ" and "!" (group 1), or the
#: end of the line ("Jesus!", "Jesus Christ!", "Jesus H. Christ!", a line "Jesus.")
#: What follows "Roger" of the radio, "received" (class ``acknowledgement``), opening a sentence:
#: a full stop, "that", "dodger" or "wilco", or a comma and a call sign or a name and a full stop
#: or a comma ("Roger. Understand, STAY for T1.", "Roger that.", "Roger, Houston.", "Roger, 11.",
#: "Roger, Neil and Buzz."; Apollo 11's transcript, fresh -77: 184 of its 320 sampled edits; not
#: "Roger, I love you", "Roger!", "the real Sir Roger." at the start of a line)
_ACKNOWLEDGED = re.compile(
    r"(?:\.(?!\.)(?:\s|$)|\s+(?:that|dodger|wilco|Wilco)\b|,\s+(?:[A-Z][a-z]+|\d+)"
    r"(?:\s+and\s+[A-Z][a-z]+)?\s*[.,](?!\w))"
)
_EXCLAIMED_END = re.compile(r"(?:\s+(?:H\.\s+)?Christ\b)?\s*(?:(!)|[.,]?\s*(?:\n|$))")
#: An oath opening a sentence before a comma and what no apposition about the person begins:
#: a pronoun of the speaker, a word of talk or a verb with "n't" ("Jesus, I'm starting to sound
#: like my old man!", "Jesus, didn't that guy ever have hair?", "Jesus, imagine"), or a
#: first name and a comma, the one spoken to ("Jesus, George, it was a wonder"); not "Jesus,
#: perceiving their thoughts", "Jesus, the son of Mary", "Jesus, thou art", "Jesus, you are",
#: "Jesus Christ, that great God", "Jesus, like a sun, dwells".
_EXCLAIMED_ASIDE = re.compile(r"(?:\s+Christ\b)?\s*,\s*([A-Za-z][\w'\u2019]*)(\s*,)?")
_OATH_NEXT = frozenset(
    "i i'm i\u2019m i've i'd i'll we it it's it\u2019s what that's that\u2019s this "
    "someone's imagine man dude look listen yeah no".split()
)
# words before a name that is the subject of its clause, words after a name that are no verb,
# tokens that end a clause, and words that start another noun phrase
# (:meth:`BeingRules._owns_animal_part`)
_CLAUSE_OPENERS = frozenset(("and", "but", "then", "when", "while", "as", "so", "till", "until"))
_NOT_VERBS = frozenset(("and", "or", "but", "with", "of", "in", "on", "at", "to", "for", "who"))
#: the words that join the names of a list ("two dogs, Max and Bella")
_AND_OR = ("and", "or", "&")
_CLAUSE_ENDS = frozenset('.!?;:,"\u201c\u201d()')
_NP_STARTS = frozenset(("the", "a", "an", "this", "that", "these", "those", "who", "which"))
#: determiners of an apposition ("Carlo, the old dog", "Jack, my horse")
_DETERMINERS = frozenset(("the", "a", "an", "my", "his", "her", "our", "their", "your", "its"))
#: a text that speaks of angels, Allah or the Qur'an (:meth:`BeingRules._archangel`): "Gabriel
#: came down", "He calls Gabriel", "Gabriel (peace be upon him)" in the hadith and the Qur'an;
#: not "archangel", which Moby-Dick's Gabriel, a sailor, calls himself
_ANGEL_TEXT = re.compile(
    r"\bangels?\b|\bAllah\b|\bQur['\u2019]?an\b|\bKoran\b|peace be upon him", re.I
)
#: the archangels whose names are given names; Michael and Raphael only beside another one
_ARCHANGELS = frozenset(("gabriel", "michael", "raphael"))


class BeingRules:
    """The rules of :class:`~cdaprep.swap.propernames.ProperNames` on gods, animals,
    programming languages and oaths (a mixin).

    The tables annotated below are set by ``ProperNames.__init__``. The methods called on
    ``self`` that are not here are :class:`~cdaprep.swap.name_person.PersonRules`'
    (``_prev_word``, ``_continues``, ``_pronoun``, ``_starts_sentence``),
    :class:`~cdaprep.swap.name_places.PlaceRules`' (``_owned``, ``_names_a_thing``) and
    :class:`~cdaprep.swap.name_works.WorkRules`' (``_common_cap``).
    """

    # the tables of ProperNames.__init__ that these rules read
    animal: frozenset[str]
    animal_apposed: frozenset[str]
    animal_part: frozenset[str]
    animal_verb: frozenset[str]
    animal_verb_strict: frozenset[str]
    code_noun: frozenset[str]
    code_verb: frozenset[str]
    deity: frozenset[str]
    deity_noun: frozenset[str]
    deity_of: frozenset[str]
    first_names: frozenset[str]
    forename_title: frozenset[str]
    given_role: frozenset[str]
    institution: frozenset[str]
    interjection: frozenset[str]
    acknowledgement: frozenset[str]
    animal_surname: frozenset[str]
    spelling_word: frozenset[str]
    language: frozenset[str]

    # -- animals ---------------------------------------------------------------------------
    def _animal(self, ctx: Ctx, strict: bool = False) -> bool:
        """After an animal noun ("the dog Carlo"), before a comma, a determiner and one
        ("Carlo, the old dog") or before a verb only animals do ("Carlo barked"). ``strict``
        (a text rejecting the name, not a count): not the verbs people do too ("Catherine
        wagged her head", "Bert yelped with joy")."""
        p = self._prev_word(ctx)
        if p is not None and not p.cap and p.low in self.animal:
            return True
        if self._species_named(ctx):
            return True
        if (p is None or p.low in _AND_OR) and self._animal_list(ctx):
            return True
        if self._owns_animal_part(ctx, p):
            return True
        r0 = ctx.r(0)
        verbs = self.animal_verb_strict if strict else self.animal_verb
        if r0 is not None and r0.low in verbs and ctx.joined(ctx.end, r0.s):
            return True
        if r0 is not None and r0.t == "the" and ctx.joined(ctx.end, r0.s) and self._the_animal(ctx):
            return True
        if r0 is None or r0.t != ",":
            return False
        det, first = ctx.r(1), 2
        if det is not None and det.capword and ctx.r(2) is not None:
            if ctx.r(2).low in _POSSESSIVE_S and ctx.r(2).s == det.e:
                first = 3  # Harriet, Darwin's turtle
        if first == 2 and (det is None or det.low not in _DETERMINERS):
            return False  # not "Gavin, as the horse drew up", "Allan, like a dog"
        for i in range(first, first + 3):
            t = ctx.r(i)
            if t is None or not t.t[0].isalpha() or t.cap:
                return False
            if t.low in self.animal_apposed:
                after = ctx.r(i + 1)
                return after is None or after.low not in _POSSESSIVE_S
        return False

    def _species_named(self, ctx: Ctx) -> bool:
        """A name before its species, capitalised, as a surname (class ``animal_surname``, the
        animal nouns that are no common surname), at most one capitalised word between: the
        animals of tales and cartoons, "Buster Bear", "Little Joe Otter", "Peter Rabbit",
        "Danny Meadow Mouse", "Donald Duck"; not "Michael Fox", "Tony Hawk", "Jenny Wren"
        (Fox, Hawk and Wren are surnames and not in the class)."""
        end = ctx.end
        for i in range(2):
            t = ctx.r(i)
            if t is None or not t.capword or not ctx.joined(end, t.s) or t.t.isupper():
                return False
            if t.low in self.animal_surname:
                return True
            end = t.e
        return False

    def _the_animal(self, ctx: Ctx) -> bool:
        """A name, "the", up to two capitalised words and an animal noun: "Kermit the Frog",
        "Tony the Wonder Horse", "Eric the cat", "Mike the Tiger" (a mascot); not where the
        noun begins a compound of an agent or a name ("Bob the dog catcher", "Tom the horse
        trader", "Richard the Lion Heart"), nor a lower-case word before it ("Peter the Great
        loved horses")."""
        for i in range(1, 4):
            t = ctx.r(i)
            if t is None or not t.t[0].isalpha():
                return False
            if t.low in self.animal_apposed:
                after = ctx.r(i + 1)
                return (
                    after is None
                    or not after.t[0].isalpha()
                    or not (after.cap or after.low.endswith(_AGENT_ENDINGS))
                )
            if not t.cap:
                return False
        return False

    def _animal_list(self, ctx: Ctx) -> bool:
        """In a list of names right after an animal noun ("the cats Tom and Felix"), or after
        an animal noun and a comma when the list joins two names or more by "and" or "or"
        ("two dogs, Max and Bella", "the cats, Tom, Felix and Kitty"); not one name after a
        comma, more often said to someone or starting a clause ("Keep back the dog, Bill!",
        "after the horses, Philip continued"), not "fed the dogs, and Mary said"."""
        joined = False  # "and" or "or" between two names of the list
        right_cap = True  # the token right of the one looked at is a capitalised word
        for i in range(9):
            t = ctx.l(i)
            if t is None:
                return False
            if t.t == ",":
                noun = ctx.l(i + 1)
                if (
                    right_cap
                    and noun is not None
                    and noun.e == t.s
                    and not noun.cap
                    and noun.low in self.animal
                ):
                    return joined or self._joined_after(ctx)
            elif right_cap and i > 0 and not t.cap and t.low in self.animal:
                return True  # the cats Tom and Felix
            elif t.low in _AND_OR:
                joined = joined or right_cap
            elif not t.capword:
                return False
            right_cap = t.capword
        return False

    @staticmethod
    def _joined_after(ctx: Ctx) -> bool:
        """Names and commas after the match lead to "and" or "or" and another capitalised
        word ("Max and Bella", "Tom, Felix and Kitty")."""
        for i in range(8):
            t = ctx.r(i)
            if t is None:
                return False
            if t.low in _AND_OR:
                nxt = ctx.r(i + 1)
                return nxt is not None and nxt.capword
            if t.t != "," and not t.capword:
                return False
        return False

    def _owns_animal_part(self, ctx: Ctx, p: Tok | None) -> bool:
        """The name owns a part of an animal's body: with 's ("Bob's hoof", "Bob's arched
        neck" does not count), or as the subject of its clause, with "his"/"her" and at most
        one word between ("Roland lifted his fine head from his paws"; not "close to Walter,
        thumping his tail", "Sir Hugh Calverley, with his yellow mane", "Frisky, who
        whisked his tail")."""
        owned = self._owned(ctx)
        if owned is not None:
            nxt = ctx.r(2)
            return not owned.cap and (
                owned.low in self.animal_part
                or (nxt is not None and not nxt.cap and nxt.low in self.animal_part)
            )
        if p is not None and p.low not in _CLAUSE_OPENERS:
            return False  # not the subject: "close to Walter"
        if ctx.l(0) is not None and p is None and ctx.l(0).t not in '.!?;:"\u201c\u2018(':
            return False
        r0 = ctx.r(0)
        if r0 is None or r0.cap or not r0.t[0].isalpha() or r0.low in _NOT_VERBS:
            return False  # "Sir Peter and his tail of trades' lads"
        for i in range(1, ANIMAL_PART_REACH):
            t = ctx.r(i)
            if t is None or t.t in _CLAUSE_ENDS or t.cap or t.low in _NP_STARTS:
                return False  # another noun phrase may own what follows
            if t.low in ("his", "her", "its"):
                for j in (i + 1, i + 2):
                    part = ctx.r(j)
                    if part is not None and part.low in self.animal_part:
                        return True
        return False

    def _animal_named(self, ctx: Ctx) -> bool:
        """After "named"/"called" and an animal noun ("a dog called Carlo")."""
        p = self._prev_word(ctx)
        if p is None or p.low not in ("named", "called"):
            return False
        return self._names_a_thing(ctx, self.animal)

    # -- gods ------------------------------------------------------------------------------
    def _among_deities(self, ctx: Ctx) -> bool:
        """Joined by a comma or "and" to the name of a god or goddess of ``deity`` (which
        lists none that is a common given name: "Minerva, Venus, and the nine Muses", "Diana
        and Apollo"); right after "god", "goddess", "angel" ("the angel Gabriel"); or after
        "of" and a word of their cult ("the nymphs of Diana", "the temple of Diana")."""
        p = self._prev_word(ctx)
        if p is not None and not p.cap and p.low in self.deity_noun:
            return True
        if p is not None and p.low == "of":
            q = self._prev_word(ctx, 1)
            if q is not None and not q.cap and q.low in self.deity_of:
                return True
        return self._listed_with(ctx, self.deity)

    def _archangel(self, ctx: Ctx, key: str, p: Tok | None) -> bool:
        """Gabriel the archangel, named alone in a text that speaks of angels, Allah or the
        Qur'an ("He calls Gabriel and says", "Gabriel (peace be upon him) asked for the gate
        to be opened", "I asked Gabriel, 'Who is he?'": 267 edits of the built sets, all
        angels, most in the hadith of -91, -92 and -96 and the Qur'an of -56); Michael and
        Raphael only joined to another archangel ("His angels and His messengers and Gabriel
        and Michael"). Not with a capitalised word after it or a name or title before it
        ("Gabriel Zwilling", "George Gabriel Stokes", "Colonel Gabriel"): a person."""
        if key not in _ARCHANGELS or self._next_cap(ctx) is not None:
            return False
        if p is not None and p.cap and (p.low in self.first_names or p.low in self.forename_title):
            return False
        if key != "gabriel" and not self._listed_with(ctx, _ARCHANGELS):
            return False
        return _ANGEL_TEXT.search(ctx.text) is not None

    def _deity_person(self, ctx: Ctx, p: Tok | None) -> bool:
        """A name of ``deity_name`` (all female) that is a person's here: after a title or a
        kinship word ("Miss Minerva", "her sister Athena"), or before a capitalised word that
        is no institution word, with "she" or "her" after it ("Minerva Moody is getting on, and
        by the time she..."; not "the Athena Desktop Environment")."""
        if p is not None and p.low in (self.forename_title if p.cap else self.given_role):
            return True
        nxt = self._next_cap(ctx)
        return (
            nxt is not None
            and nxt.low not in self.institution
            and not self._common_cap(nxt)
            and self._pronoun(ctx, "female")
        )

    @staticmethod
    def _listed_with(ctx: Ctx, words: frozenset[str]) -> bool:
        """Joined by a comma, "and", "or" or "&" (or ", and"; or "and of": "of Apollo and of
        Diana") to one of ``words`` on either side ("Minerva, Venus, and the nine Muses")."""
        for left, side in ((True, ctx.l), (False, ctx.r)):
            a, b = side(0), side(1)
            if a is None or b is None:
                continue
            c = side(2)
            first, second = (b, a) if left else (a, b)
            if first.low in ("and", "or") and second.low == "of" and c is not None:
                if c.low in words:
                    return True  # of Apollo and of Diana; Diana and of Apollo
            if a.t == "," or a.low in ("and", "or", "&"):
                if left and ctx.l(2) is not None and ctx.l(2).low == "by":
                    continue  # By Jove, Madge
                if b.low in words:
                    return True
                if a.t == "," and b.low in ("and", "or") and c is not None:
                    if c.low in words:
                        return True
        return False

    # -- programming languages -------------------------------------------------------------
    def _language(self, ctx: Ctx, p: Tok | None) -> bool:
        """A name of ``language_name`` used for the programming language, program or computer:
        before a version number, a model in capitals or a ``code_noun`` ("Ada 95", "Mac SE",
        "Mac II", "the Julia compiler", "Mac OS"), after "in" and a ``code_verb`` ("written in
        Ada"), or in a list with a language of ``language`` that is no first name ("Ada and
        Fortran", "from Ada, Common Lisp, and Fortran 90")."""
        r0 = ctx.r(0)
        if r0 is not None and ctx.joined(ctx.end, r0.s):
            if r0.t[0].isdigit():
                return True
            if r0.low in self.code_noun and (not r0.cap or r0.t.isupper()):
                return True  # the Ruby interpreter, Mac OS
            if len(r0.t) > 1 and r0.t.isupper() and r0.t.isalpha():
                return True  # Mac SE, Mac II
        if p is not None and p.low in ("in", "into"):
            v = self._prev_word(ctx, 1)
            if v is not None and v.low in self.code_verb:
                return True
        return self._in_list_with(ctx, self.language)

    @staticmethod
    def _in_list_with(ctx: Ctx, words: frozenset[str], items: int = 4) -> bool:
        """In a list (items of capitalised words and numbers joined by commas, "and", "or",
        "&" or "/") with an item that holds one of ``words``, within ``items`` items on either
        side ("Ada, Common Lisp, and Fortran 90"; "Perl, Ruby or Python")."""

        def joiner(t: Tok | None) -> bool:
            return t is not None and (t.t in (",", "/", "&") or t.low in ("and", "or"))

        for side in (ctx.l, ctx.r):
            i, seen = 0, 0
            while seen < items:
                t = side(i)
                if not joiner(t):
                    break
                while joiner(t):  # ", and" (", and" read leftwards too)
                    i += 1
                    t = side(i)
                if t is None or not (t.cap or t.t[0].isdigit()):
                    break
                while t is not None and (t.cap or t.t[0].isdigit() or t.t == "-"):
                    if t.low in words:
                        return True
                    i += 1
                    t = side(i)
                seen += 1
        return False

    # -- acknowledgements and oaths -------------------------------------------------------
    def _acknowledged(self, ctx: Ctx) -> bool:
        """ "Roger" of the radio (class ``acknowledgement``; :data:`_ACKNOWLEDGED`): at the very
        start of a sentence (after a full stop, a question or exclamation mark, a quotation mark
        or nothing; not after a title on the line before), before a full stop, "that", "dodger",
        "wilco", or a comma, a call sign or name and a full stop or comma.

        Examples
        --------
        >>> from cdaprep.swap.propernames import ProperNames
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> roger = load_swap_lexicon(names=True).entries["roger"]
        >>> names = ProperNames.load()
        >>> names.reasons("Roger, Houston. We copy.", [(0, 5, roger)])
        ['idiom']
        >>> names.reasons("Roger, I love you.", [(0, 5, roger)])
        [None]
        """
        l0 = ctx.l(0)
        if l0 is not None and l0.t not in (".", "!", "?", '"', "\u201c", "'", "\u2018"):
            return False
        return _ACKNOWLEDGED.match(ctx.text, ctx.end) is not None

    def _spelled_letter(self, ctx: Ctx) -> bool:
        """A name of the spelling alphabet (class ``spelling_name``) with a word of it (class
        ``spelling_word``: Alfa, Bravo, Foxtrot, Zulu) within three words, capitalised ("Bravo
        78, Charlie 78, and Delta 77"; fresh -77: 4 of its sampled edits; not "Okay. Charlie and
        Delta.", as Delta names an airline too).

        Examples
        --------
        >>> from cdaprep.swap.propernames import ProperNames
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> charlie = load_swap_lexicon(names=True).entries["charlie"]
        >>> names = ProperNames.load()
        >>> names.reasons("Bravo 78, Charlie 78, and Delta 77.", [(10, 17, charlie)])
        ['idiom']
        """
        for side in (ctx.l, ctx.r):
            for i in range(6):
                t = side(i)
                if t is None:
                    break
                if t.cap and t.low in self.spelling_word:
                    return True
        return False

    # -- oaths -----------------------------------------------------------------------------
    def _exclaimed(self, ctx: Ctx) -> bool:
        """An oath: after a word of ``interjection`` (and a comma); starting a sentence or
        following a dash, before "!"; or alone on its line; with "Christ" after it or not ("Oh,
        Jesus!", "sweet Jesus", "Dwight! Jesus!", "Jesus Christ!--", a line "Jesus."; not "the
        Savior; Jesus Christ.", "-- Jesus Christ" under a quotation, "Jesus saves!")."""
        l0 = ctx.l(0)
        word = ctx.l(1) if l0 is not None and l0.t == "," else l0
        if word is not None and word.low in self.interjection:
            return True
        aside = _EXCLAIMED_ASIDE.match(ctx.text, ctx.end)
        if aside is not None and self._starts_sentence(ctx):
            said = aside.group(1).lower()
            if said in _OATH_NEXT or said.endswith(("n't", "n\u2019t")):
                return True  # "Jesus, I'm starting to sound like my old man!"
            if aside.group(2) and aside.group(1)[:1].isupper() and said in self.first_names:
                return True  # "Jesus, George, it was a wonder I was even born."
        m = _EXCLAIMED_END.match(ctx.text, ctx.end)
        if m is None:
            return False
        line = ctx.text.rfind("\n", 0, ctx.start) + 1
        if m.group(1) is None:
            return not ctx.text[line : ctx.start].strip()  # a line "Jesus."
        before = ctx.text[max(0, ctx.start - 8) : ctx.start].rstrip()
        return self._starts_sentence(ctx) or before.endswith("-")
