"""The evidence of a person: what shows a first name to be someone's given name, and the parts
of a person's name that the surname rules read.

:class:`PersonRules` is mixed into :class:`~cdaprep.swap.propernames.ProperNames`. Its rules
decide rule 10 of :mod:`~cdaprep.swap.propernames`: the evidence a first name needs, by its role
in ``name_usage.tsv`` (:meth:`~PersonRules._need`: none for "Mary", strong for "Scott" or
"Virginia"), and the evidence its text gives (:meth:`~PersonRules._evidence`): strong, a surname
after it or a title or kinship word that goes with given names before it ("Charles Frohman", "Sir
Walter", "his son Charles"); weak, a verb of saying, a vocative, another first name joined by
"and", a pronoun of its gender ("said Diana", '"Gus, when do we start?"', "Anne and Diana").
They also tell the parts of a name that the surname rules (rule 8) ask about: initials before the
match ("Howard W. Thurman"), a woman's second given name ("Sarah Jane was late"), a middle name
of the other gender ("Mary Glenn Krause"), a list of surnames ("Holmes, Lowell, Longfellow"), a
name used as a common noun ("a middle-aged Romeo", "a second Napoleon"); and they read for every
rule the words next to a match: the word before it (:meth:`~PersonRules._prev_word`), a
capitalised word after it (:meth:`~PersonRules._continues`), the start of a sentence
(:meth:`~PersonRules._starts_sentence`, :meth:`~PersonRules._sentence_initial`).

Examples
--------
>>> from cdaprep.swap.propernames import ProperNames
>>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
>>> lex = load_swap_lexicon(names=True).entries
>>> text = "J. Simon met Sarah Jane and Mary Glenn Krause."
>>> ProperNames.load().reasons(text, [(3, 8, lex["simon"]), (13, 18, lex["sarah"]),
...                                   (19, 23, lex["jane"]), (33, 38, lex["glenn"])])
['surname', None, None, 'surname']
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from cdaprep.swap.disambiguator import form_code
from cdaprep.swap.name_context import Ctx, Side, Tok
from cdaprep.swap.swap_lexicon import Entry
from cdaprep.swap.word_forms import FORM_BIT

__all__ = ["PersonRules"]

#: Evidence a first name needs, by its role in ``name_usage.tsv``: 0 none (a name almost only
#: used as a given name), 1 weak, 2 strong (a name often used as a surname or a place).
NEED = {"given": 0, "word-use": 1, "": 1, "surname-use": 2, "place-use": 2}
#: Characters read after a first name when looking for a pronoun of its gender.
PRONOUN_SPAN = 300
#: Tokens before the first word of a sentence, a quotation or a bracket, and of a clause
_SENTENCE_START = ".!?:;\"'\u201c\u2018(\u2014"
_POSSESSORS = ("his", "her", "their", "my", "our", "your", "its")
#: Before a name that is also an award (``award_name``), the words that make it the award
#: (after a, an, the the determiner rule already decides): "his first Oscar", "the best song
#: Oscar", "a Best Actress Oscar"
_AWARD_BEFORE = frozenset(
    "first second third fourth fifth another best song actor actress picture director "
    "screenplay supporting honorary".split()
)
_NOUN_BITS = FORM_BIT["noun"] | FORM_BIT["noun-plural"]
_NOT_NOUN_BITS = (
    FORM_BIT["verb"]
    | FORM_BIT["verb-past"]
    | FORM_BIT["verb-ing"]
    | FORM_BIT["verb-s"]
    | FORM_BIT["adverb"]
)


def _noun_not_verb(word: str) -> bool:
    """Whether ``word`` can be a noun and can be neither a verb nor an adverb, by the word forms
    of the shipped her model (:func:`cdaprep.swap.disambiguator.form_code`): "voters",
    "success"; not "wants", "host", "dusting", "tonight"."""
    code = form_code(word)
    return bool(code) and bool(code & _NOUN_BITS) and not code & _NOT_NOUN_BITS


_PRONOUNS = {
    "male": re.compile(r"\b(?:he|him|his|himself)\b", re.I),
    "female": re.compile(r"\b(?:she|her|hers|herself)\b", re.I),
}
_ADJECTIVE_ENDS = ("ed", "al", "ic", "ous", "ful", "less", "ish", "ive", "ern", "able", "ible")
_ADJECTIVES = frozenset(("second", "third", "new", "another", "perfect", "veritable", "regular"))
#: adjectives that make even a full name after "a" a likeness ("a second Jonas Brown")
_LIKENESS = frozenset(("second", "third", "modern", "veritable"))
#: the closing quote of a nickname and its opening one ('Joseph "Joe" Nathan')
_NICKNAME_QUOTES = {'"': '"', "\u201d": "\u201c", "'": "'", "\u2019": "\u2018"}
_NICKNAME_OPENING = frozenset(_NICKNAME_QUOTES.values())


def _nickname_at(ctx: Ctx, before: int, opening: Tok, nick: Tok, closing: Tok, after: int) -> bool:
    """A nickname in quotes between two words of a name on one line ('Joseph "Joe" Nathan'):
    the capitalised word ``nick`` stands alone between a pair of quotes that touch it, and
    only whitespace joins the opening quote to the word that ends at ``before`` and the closing
    quote to the word that starts at ``after``."""
    return (
        _NICKNAME_QUOTES.get(closing.t) == opening.t
        and opening.e == nick.s
        and nick.e == closing.s
        and nick.capword
        and ctx.joined(before, opening.s)
        and ctx.joined(closing.e, after)
    )


_SENTENCE_END = re.compile(r"[.!?][\"'\u201d\u2019)\]]*(?:\s|$)|\n\s*\n")
_VOCATIVE_BEFORE = re.compile(r"(?:^|[\"\u201c\u2018]|[,!] |\b(?:O|Oh|oh|Ah|ah|Dear|dear) )$")


def _conjoined(ctx: Ctx, joins: tuple[str, ...]) -> Iterator[tuple[Tok, Side]]:
    """On each side of the match, the token one of ``joins`` ("and", ","...) joins to it, with
    that side (``side.at(2)``: the token beyond it)."""
    for side in (ctx.left, ctx.right):
        if side.at(1) is not None and side[0].low in joins:
            yield side[1], side


class PersonRules:
    """The rules of :class:`~cdaprep.swap.propernames.ProperNames` on the evidence of a person
    and the parts of a person's name, and the readings of the words next to a match that all its
    rules share (a mixin).

    The tables annotated below are set by ``ProperNames.__init__``. The methods called on
    ``self`` that are not here are :class:`~cdaprep.swap.name_places.PlaceRules`'
    (``_place_ending``) and :class:`~cdaprep.swap.name_works.WorkRules`' (``_headline_word``).
    """

    # the tables of ProperNames.__init__ that these rules read
    award_name: frozenset[str]
    calendar: frozenset[str]
    common_words: frozenset[str]
    epithet: frozenset[str]
    first_names: frozenset[str]
    forename_title: frozenset[str]
    given_role: frozenset[str]
    given_title: frozenset[str]
    name_gender: dict[str, str]
    not_surname: frozenset[str]
    places: dict[str, frozenset[str]]
    preposition: frozenset[str]
    role: dict[str, str]
    second_given: frozenset[str]
    speech_verb: frozenset[str]
    title_name: frozenset[str]

    # -- the words next to a match ---------------------------------------------------------
    def _prev_word(self, ctx: Ctx, i: int = 0) -> Tok | None:
        """``left[i]`` when it is a word joined to what follows it by whitespace only."""
        t = ctx.l(i)
        if t is None:
            return None
        nxt_start = ctx.start if i == 0 else ctx.left[i - 1].s
        if not t.t[0].isalpha() or not ctx.joined(t.e, nxt_start):
            return None
        return t

    def _continues(self, ctx: Ctx) -> bool:
        """A capitalised word follows on the same line (the name goes on: "Austin Smith"), or
        a nickname in quotes and a capitalised word ('Joseph Michael "Joe" Nathan')."""
        return self._next_cap(ctx) is not None

    def _next_cap(self, ctx: Ctx) -> Tok | None:
        """The capitalised word that goes on with the name (:meth:`_continues`): the next
        word, or the word after a nickname in quotes; None if there is none."""
        t = ctx.r(0)
        if t is None or not ctx.joined(ctx.end, t.s):
            return None
        if t.capword:
            return t
        return self._beyond_nickname(ctx) if t.t in _NICKNAME_OPENING else None

    def _beyond_nickname(self, ctx: Ctx) -> Tok | None:
        """The capitalised word after a nickname in quotes that follows the match, if any
        ('Ernestine "Toni" Charles': Charles)."""
        opening, nick, closing, after = ctx.r(0), ctx.r(1), ctx.r(2), ctx.r(3)
        if opening is None or nick is None or closing is None or after is None:
            return None
        if after.capword and _nickname_at(ctx, ctx.end, opening, nick, closing, after.s):
            return after
        return None

    def _starts_sentence(self, ctx: Ctx) -> bool:
        """The match is the first word of a sentence, a line or a quotation."""
        l0 = ctx.l(0)
        if l0 is None:
            return True
        if "\n" in ctx.text[l0.e : ctx.start]:
            return True
        return l0.t in _SENTENCE_START

    def _after_hyphenated_name(self, ctx: Ctx, p: Tok | None) -> bool:
        """Whether the word before the match (``p``) ends a name of two capitalised parts joined
        by a hyphen, so that the match is its surname: "prosecutor Bed-Ford Claude, who",
        "Euronext chief Jean-Francois Theodore held talks". Not where either part is a title
        ("Cardinal-Elector Albert", "President-Elect Donald"), nor where the second part is a
        word that books write in lower case (an epithet: "Three-Fingered Raul", "Wall-Eyed
        Susan", "Gun-Safety Dwight"), nor before "of"; the caller asks it only where no
        capitalised word follows ("Data-Guru Hans Rosling" is a given name)."""
        r0 = ctx.r(0)
        if p is None or not p.capword or p.t.isupper() or (r0 is not None and r0.low == "of"):
            return False
        dash, first = ctx.l(1), ctx.l(2)
        if dash is None or first is None or dash.t != "-" or dash.e != p.s or first.e != dash.s:
            return False
        if not first.capword or first.t.isupper():
            return False
        titles = (self.forename_title, self.surname_title)
        return p.low not in self.lower_words and not any(
            w.low in words for w in (first, p) for words in titles
        )

    def _paired_in_brackets(self, ctx: Ctx, p: Tok | None) -> bool:
        """Whether the match ends a bracket of two capitalised words whose first is no first
        name, title or English word, so that the bracket holds a full name and the match is
        its surname: an actor after the role ("the stranger Cole (Hawthorne James)", "Mona
        Foote (Nashom Benjamin)"), a species after its common name ("(Cercopithecus Diana)").
        Outside brackets a capitalised first word may only start the sentence ("Hi Betty",
        "Count Robert"), so the rule stays inside them."""
        opening, closing = ctx.l(1), ctx.r(0)
        if p is None or opening is None or closing is None:
            return False
        if opening.t != "(" or closing.t != ")" or opening.e != p.s or closing.s != ctx.end:
            return False
        if not p.capword or p.t.isupper():
            return False
        low = p.low
        return not (
            low in self.first_names
            or low in self.lower_words
            or low in self.english_words
            or low in self.forename_title
            or low in self.surname_title
            or low in self.title_name
        )

    def _sentence_initial(self, ctx: Ctx, i: int) -> bool:
        """``left[i]`` starts a sentence, a line or a quotation (also after a citation in brackets
        that ends in a number: "[2 Thess. 3:14] Again")."""
        t, before = ctx.l(i), ctx.l(i + 1)
        if t is None:
            return True
        if before is None:
            return True
        if "\n" in ctx.text[before.e : t.s]:
            return True
        if before.t in ")]" and ctx.text[max(0, before.s - 1) : before.s][-1:].isdigit():
            return True  # after a citation in brackets: "[2 Thess. 3:14] Again, John says"
        return before.t in ".!?:;\"'\u201c\u201d\u2018\u2019([\u2014\u2013-_="

    def _award(self, ctx: Ctx, key: str, p: Tok | None) -> bool:
        """Whether the name is the award it also names (``award_name``): after an ordinal,
        "best" or a category of the award, with no capitalised word after it ("won his first
        Oscar", "the best supporting actress Oscar"; not "the second Oscar Wilde"), or before a
        word in lower case that can be a noun and not a verb, which it qualifies ("an indicator
        of Oscar success", "Oscar voters", "the usual Oscar formula"; not "Oscar wants",
        "Oscar dusting", "Oscar the Grouch"). A rule, not a need of evidence, so that a dataset
        where Oscar is a person's name (rule 11) does not make the award a person."""
        if key not in self.award_name:
            return False
        if p is not None and p.low in _AWARD_BEFORE and not self._continues(ctx):
            return True
        nxt = ctx.r(0)
        return (
            nxt is not None
            and nxt.t.islower()
            and nxt.t.isalpha()
            and len(nxt.t) > 2  # not "de", "le": "Oscar de la Renta", "Tony le Stephanois"
            and nxt.low not in self.function_words  # "consider Oscar a friend", "said Tony in"
            and ctx.joined(ctx.end, nxt.s)
            and _noun_not_verb(nxt.t)
        )

    # -- evidence of a person's given name (rule 10) ---------------------------------------
    def _need(self, key: str, ctx: Ctx, upper: bool) -> int:
        """The evidence a first name needs (rule 10): by its role in ``name_usage.tsv``; a
        name that is also a common word needs strong evidence where capitals say nothing
        (first in a sentence, or in a text in capitals)."""
        role = self.role.get(key, "")
        need = NEED.get(role, 1)
        if role == "word-use" or key in self.award_name:
            p = self._prev_word(ctx)
            owned = p is not None and p.low in _POSSESSORS
            if owned or (role == "word-use" and (upper or self._starts_sentence(ctx))):
                return 2  # Will you...; Chance and miracles; his Bill; his Oscar (the award)
            if role == "word-use" and self._with_capitalised_word(ctx):
                return 2  # Valkyrie grants Wisdom and Grace; Beauty and Art and Love
        return need

    def _with_capitalised_word(self, ctx: Ctx) -> bool:
        """Joined by "and" or "or" to a capitalised common word that is no name, title or
        kinship word and stands alone ("Wisdom and Grace", "Grace and Truth"; not "Mistress
        Vansuythen", "Mother"): a virtue or an abstract noun, personified."""
        return any(
            t.capword
            and not t.t.isupper()
            and t.low in self.common_words
            and t.low not in self.first_names
            and t.low not in self.function_words
            and t.low not in self.given_title
            and t.low not in self.forename_title
            and t.low not in self.given_role
            and not ((beyond := side.at(2)) is not None and beyond.capword)
            for t, side in _conjoined(ctx, ("and", "or"))
        )

    def _evidence(
        self, ctx: Ctx, entry: Entry, upper: bool, word: bool = False, pronoun: bool = True
    ) -> int:
        """The evidence level of :meth:`~cdaprep.swap.propernames.ProperNames.evidence`;
        ``pronoun=False`` leaves out the pronouns that follow (for
        :meth:`~cdaprep.swap.propernames.ProperNames.usage`, which counts them apart)."""
        r0 = ctx.r(0)
        nxt = None if upper else self._next_cap(ctx)
        if (
            nxt is not None
            and nxt.t != "I"
            and nxt.low not in self.common_words
            and not self._headline_word(ctx, nxt, entry.key)
            and nxt.low not in self.not_surname
            and (nxt is r0 or entry.key not in self.calendar)
        ):
            return 2  # Charles Frohman (a surname the rules did not reject; not Murray Hill);
            # Ernestine "Toni" Charles (not Pancreas May 'Taste' Fructose)
        p = self._prev_word(ctx)
        if p is not None and p.low in (self.given_title if p.cap else self.given_role):
            return 2  # Sir Walter, Aunt Polly; his son Charles, the boy Tom
        if p is None and self._role_apposition(ctx, r0):
            return 2  # her husband, Tom, is a teacher; a son, Will.
        if p is not None and (
            p.low in self.speech_verb or (p.cap and p.low in self.forename_title)
        ):
            return 1  # said Diana; Lady Mary, Little Nell
        if (
            r0 is not None
            and r0.low in self.speech_verb
            and r0.t[0].isalpha()
            and ctx.joined(ctx.end, r0.s)
        ):
            return 1  # Martin answered
        r1 = ctx.r(1)
        if r0 is not None and r0.low == "the" and r1 is not None and r1.cap:
            if r1.low in self.epithet:
                return 1  # Peter the Great
        if not word and self._vocative(ctx):
            return 1  # "Gus, when do we start?" (not "Faith, there must be", "Joy!")
        if self._coordinated(ctx) or (pronoun and self._pronoun(ctx, entry.gender)):
            return 1
        return 0

    def _role_apposition(self, ctx: Ctx, r0: Tok | None) -> bool:
        """The name stands alone between a comma after a lower-case kinship or role word and a
        comma or the end of a sentence: "her husband, Tom, is a teacher", "a son, Will."."""
        comma, role = ctx.l(0), ctx.l(1)
        if comma is None or role is None or comma.t != "," or role.e != comma.s:
            return False
        if role.cap or role.low not in self.given_role:
            return False
        return r0 is None or (r0.t in (",", ".", ";", "!", "?") and r0.s == ctx.end)

    def _vocative(self, ctx: Ctx) -> bool:
        """Addressed in dialogue: '"Gus, when do we start?"', '"Look here, Lily, don't"'."""
        text = ctx.text
        after = text[ctx.end : ctx.end + 1]
        if not after or after not in ",!?.;":
            return False
        before = text[max(0, ctx.start - 6) : ctx.start]
        if not _VOCATIVE_BEFORE.search(before):
            return False
        if after in ".;" and not before.endswith(", "):
            return False
        head = text[: ctx.start]
        return any(q in head for q in ('"', "\u201c", "\u2018", " '")) or head.startswith("'")

    def _coordinated(self, ctx: Ctx) -> bool:
        """Joined by "and", "or", "&" or a comma to another first name that needs no more than
        weak evidence ("Anne and Diana", "Jane, Anne, Walter")."""
        return any(
            t.capword
            and not (len(t.t) > 1 and t.t.isupper())
            and t.low in self.first_names
            and NEED.get(self.role.get(t.low, ""), 1) < 2
            for t, _ in _conjoined(ctx, ("and", "or", "&", ","))
        )

    def _pronoun(self, ctx: Ctx, gender: str) -> bool:
        """A pronoun of the name's gender in the rest of its sentence or the next one."""
        pat = _PRONOUNS.get(gender)
        if pat is None:
            return False
        text = ctx.text
        stop = min(len(text), ctx.end + PRONOUN_SPAN)
        end = ctx.end
        for _ in range(2):
            m = _SENTENCE_END.search(text, end, stop)
            if m is None:
                end = stop
                break
            end = m.end()
        return pat.search(text, ctx.end, end) is not None

    # -- the parts of a person's name ------------------------------------------------------
    def _initials(self, ctx: Ctx) -> int:
        """Number of left tokens taken by initials right before the match ("W.", "B.B.")."""
        i = 0
        pos = ctx.start
        while True:
            dot, letter = ctx.l(i), ctx.l(i + 1)
            if (
                dot is None
                or letter is None
                or dot.t != "."
                or len(letter.t) != 1
                or not letter.t.isupper()
                or letter.e != dot.s
                or not ctx.joined(dot.e, pos)
                or (
                    letter.s
                    and (ctx.text[letter.s - 1].isalnum() or ctx.text[letter.s - 1] in "'\u2019")
                )
            ):  # not the end of a word ("HER'S.", "ABS.")
                return i
            i += 2
            pos = letter.s

    def _after_nickname(self, ctx: Ctx) -> bool:
        """A nickname in quotes comes right before the match, after a capitalised word: the
        match is the surname ('Joseph Michael "Joe" Nathan', 'Kirrily "Skud" Robert'). The
        nickname is one capitalised word that its quotes touch."""
        closing = ctx.l(0)
        if closing is None or closing.t not in _NICKNAME_QUOTES:
            return False  # the common case, read without the three tokens before it
        nick, opening, given = ctx.l(1), ctx.l(2), ctx.l(3)
        if nick is None or opening is None or given is None:
            return False
        return given.capword and _nickname_at(ctx, given.e, opening, nick, closing, ctx.start)

    def _nickname(self, ctx: Ctx) -> bool:
        """The match is a nickname: one word in quotes between a first name and a capitalised
        word ('Joseph Michael "Joe" Nathan'), a given name, not the title of a work (not
        "Scrutiny Of 'Molly' Party Drug")."""
        opening, given, closing, surname = ctx.l(0), ctx.l(1), ctx.r(0), ctx.r(1)
        if opening is None or given is None or closing is None or surname is None:
            return False
        match = Tok(ctx.text[ctx.start : ctx.end], ctx.start, ctx.end)
        return (
            given.capword
            and given.low in self.first_names
            and surname.capword
            and _nickname_at(ctx, given.e, opening, match, closing, surname.s)
        )

    def _after_name(self, ctx: Ctx) -> bool:
        """A capitalised word or a comma comes right before the match ("Thro', Bart.")."""
        p = ctx.l(0)
        return p is not None and (p.cap or p.t in (",", "'", "\u2019", "_"))

    def _after_cap(self, ctx: Ctx, p: Tok) -> bool:
        """The capitalised word ``p`` right before the match follows a capitalised word or an
        opening bracket ("Robert De Niro", "Graciela Rivers (De Jesus)")."""
        l0, l1 = ctx.l(0), ctx.l(1)
        if l0 is None or l0.s != p.s or l1 is None:
            return False
        return l1.t == "(" or l1.capword

    def _double_given(self, key: str, p: Tok) -> bool:
        """A name of ``second_given`` right after a woman's first name is the second half of a
        double given name, not a surname: "Sarah Jane was late", "Mary Ann said", "Marie
        Antoinette" (both halves swap, as in "Mary Ann Evans"). Not after a man's name or a
        name of either gender ("Jean Paul", "Billy Jo"), and not Lee, Rose or Grace, which are
        surnames too ("Barbara Lee", "Nancy Grace"); nor after a first name that is also a
        title ("Donna Maria", "Dona Maria" keep both, as "Donna Clara" does)."""
        return (
            key in self.second_given
            and self.name_gender.get(p.low) == "female"
            and p.low not in self.forename_title
            and p.low not in self.title_name
        )

    def _family_middle(self, key: str, p: Tok) -> bool:
        """A middle name of the other gender than the first name before it is a family name
        ("Mary Glenn Krause", "Georgia Drew Barrymore", "James Kay Shuttleworth"); both names
        must be almost only of one gender (:data:`~cdaprep.swap.propernames.GENDERED_RATIO`: not
        "Jean Paul Richter")."""
        mine, first = self.name_gender.get(key), self.name_gender.get(p.low)
        return mine is not None and first is not None and mine != first

    def _in_surname_list(self, ctx: Ctx) -> bool:
        """Between commas next to single capitalised words that are no first names."""
        l0, l1 = ctx.l(0), ctx.l(1)
        if (
            l0 is not None
            and l0.t == ","
            and l1 is not None
            and l1.capword
            and l1.t != "I"
            and l1.low not in self.first_names
            and l1.low not in self.forename_title
            and not self._sentence_initial(ctx, 1)
            and not self._place_ending(ctx, 1)
            and not (ctx.l(2) is not None and ctx.l(2).low in self.preposition)
        ):
            return True
        r0, r1, r2 = ctx.r(0), ctx.r(1), ctx.r(2)
        return (
            r0 is not None
            and r0.t in (",", "and")
            and r1 is not None
            and r1.capword
            and r1.t != "I"
            and r1.low not in self.first_names
            and r1.low not in self.forename_title
            and r1.low not in self.places
            and (r2 is None or not r2.capword)
        )

    def _described(self, ctx: Ctx, p: Tok | None, goes_on: bool = False) -> bool:
        """After "a"/"an" and one adjective: a name used as a common noun ("a middle-aged
        Romeo", "a second Napoleon", "a modern Hercules"); a full name only after an adjective
        of likeness ("a second Jonas Brown"; not "a young John Keats"), and "the modern" too
        ("a Nathan for the modern David")."""
        if p is None or p.cap or not (p.low.endswith(_ADJECTIVE_ENDS) or p.low in _ADJECTIVES):
            return False
        if goes_on and p.low not in _LIKENESS:
            return False
        i = 1
        while True:
            t = ctx.l(i)
            if t is None:
                return False
            if t.t == "-" or (t.t[0].isalpha() and not t.cap and ctx.text[t.e : t.e + 1] == "-"):
                i += 1  # middle-aged
                continue
            article = t.low in ("a", "an") or (t.low == "the" and p.low == "modern")
            return article and ctx.joined(t.e, ctx.l(i - 1).s)
