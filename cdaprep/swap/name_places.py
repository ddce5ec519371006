"""Places, organisations and days: a first name that is part of the name of a place, an
organisation, a thing or a holiday, or a month in a date.

:class:`PlaceRules` is mixed into :class:`~cdaprep.swap.propernames.ProperNames`. Its rules
decide rules 3 and 5-7 of :mod:`~cdaprep.swap.propernames` and those next to them: a month or
season in a date context ("May 2007", "the 5th of June", "April and May"); a run of capitalised
words with an institution word, or a business noun after it ("Michael Hughes Foundation",
"College of William and Mary", "Johnson & Johnson", "Ted Baker founder"); a place of the
gazetteer, in several words ("San Antonio"), after a place prefix ("North Carolina", "St.
Mary's") or alone in a place context ("Austin, Texas", "Gary, Indiana", "in Charlotte", "the
Greeks entered Troy"); a possessive or "of" that names a place or a thing ("Arthur's Seat", "on
Corey's hill", "the Book of Daniel"); "named" or "called" after a place noun ("a place named
Glen"); the name of a holiday ("Will Rogers Day", "St. Agnes' Eve"); and the fixed phrases of the
tables, places, idioms and organisations, as they look them up (:meth:`~PlaceRules._in_phrase`:
"John Bull", "Ellis Horwood").

Examples
--------
>>> from cdaprep.swap.propernames import ProperNames
>>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
>>> lex = load_swap_lexicon(names=True).entries
>>> text = "In May 2007 Michael Hughes Foundation moved from Austin, Texas."
>>> ProperNames.load().reasons(text, [(3, 6, lex["may"]), (12, 19, lex["michael"]),
...                                   (49, 55, lex["austin"])])
['date', 'organisation', 'place-name']
"""

from __future__ import annotations

from cdaprep.swap.name_context import Ctx, PhraseIndex, Side, Tok, phrase_word
from cdaprep.swap.name_person import _POSSESSORS

__all__ = ["PlaceRules"]

#: The words that may stand between "of" and a noun before "named"/"called": the articles,
#: demonstratives and possessives (:meth:`PlaceRules._names_a_thing`: "the heroine of this novel
#: was named Pansy")
_HEAD_DETERMINERS = frozenset(("a", "an", "the", "this", "that", "these", "those", *_POSSESSORS))

#: the suffixes of a firm's name after a comma: "Tyson Foods, Inc.", "Acme, LLC"
_FIRM_SUFFIXES = frozenset(("inc", "llc", "ltd", "corp", "plc", "co", "lp", "llp", "pllc", "gmbh"))

_AREA_KINDS = frozenset(("state", "region", "country"))
_JOINERS = ("and", "or", "to", "through", "-", "\u2013", "/")
#: the words that join the items of a list of months or seasons, besides commas
_LIST_JOINERS = ("and", "or", "&")
#: the possessive ending as a token, straight or curly ("Queen's", "Queen\u2019s")
_POSSESSIVE_S = ("'s", "\u2019s")
_WEAK_CONNECTORS = ("and", "&", "the")
#: "and His"/"& Her" + a word for a band (``_ENSEMBLE``) after a name make a band: "Kay Kyser
#: and His Orchestra", "Bill Haley & His Comets"
_BAND_OWNER = frozenset(("His", "Her", "Their"))
#: The words for a band after "and His" that keep the "His" too: "Kay Kyser and His Orchestra"
_ENSEMBLE = frozenset(
    "orchestra orch comets combo trio quartet quintet sextet septet octet ensemble singers "
    "players musicians rhythm".split()
)


def _band_tail(owner: str, head: Tok | None, ctx: Ctx, after: int) -> bool:
    """Whether ``owner`` ("His", "Her", "Their") and the token ``head`` end the name of a band:
    ``head`` a capitalised word for a band (``_ENSEMBLE``) and the token ``ctx.r(after)`` no
    capitalised word ("Kay Kyser and His Orchestra, Bob Crosby"; not "... His Orchestra Plays
    On", a headline). Shared by :meth:`PlaceRules._band_of` and
    :meth:`PlaceRules._band_pronoun`."""
    if owner not in _BAND_OWNER or head is None or not head.capword:
        return False
    if head.low not in _ENSEMBLE:
        return False
    nxt = ctx.r(after)
    return nxt is None or not nxt.capword


#: words before the noun "work" ("look over her work at Gavin": the work, then a person)
_WORK_OWNERS = frozenset((*_POSSESSORS, "the", "this", "that"))
#: words after "X's" that start no noun phrase of X's ("works at Wendy's on Main Street")
_FUNCTION_AFTER = frozenset(
    "on in at for and or near since until when where while with to as but by from so".split()
)


class PlaceRules:
    """The rules of :class:`~cdaprep.swap.propernames.ProperNames` on places, organisations,
    dates and holidays, and on the fixed phrases of its tables (a mixin).

    The tables annotated below are set by ``ProperNames.__init__``. The methods called on
    ``self`` that are not here are :class:`~cdaprep.swap.name_person.PersonRules`'
    (``_prev_word``, ``_continues``).
    """

    # the tables of ProperNames.__init__ that these rules read
    abbreviation: frozenset[str]
    area_before: frozenset[str]
    calendar: frozenset[str]
    calendar_before: frozenset[str]
    connector: frozenset[str]
    feast_end: frozenset[str]
    firm_noun: frozenset[str]
    first_names: frozenset[str]
    idioms: PhraseIndex
    institution: frozenset[str]
    landform: frozenset[str]
    locative: frozenset[str]
    motion_verb: frozenset[str]
    named_noun: frozenset[str]
    particle: frozenset[str]
    person_of: frozenset[str]
    phrases: PhraseIndex
    place_noun: frozenset[str]
    place_office: frozenset[str]
    place_prefix: frozenset[str]
    place_verb: frozenset[str]
    places: dict[str, frozenset[str]]
    rare_names: frozenset[str]
    time_noun: frozenset[str]
    work_at: frozenset[str]

    # -- organisations ---------------------------------------------------------------------
    def _workplace(self, ctx: Ctx) -> bool:
        """Right after "at" after a word of working, a name is the workplace: "works at Charles
        Schwab", "a job at Jimmy John's", "interned at Marie Claire"; not a person's home, a
        possessive before a lower-case noun ("worked at Mary's house"), nor after the noun
        "work" ("look over her work at Gavin")."""
        at = self._prev_word(ctx)
        if at is None or at.t != "at":
            return False
        verb = self._prev_word(ctx, 1)
        if verb is None or verb.low not in self.work_at:
            return False
        if verb.low == "work":
            owner = self._prev_word(ctx, 2)
            if owner is not None and owner.low in _WORK_OWNERS:
                return False  # "look over her work at Gavin": the noun, then a person
        r0, r1 = ctx.r(0), ctx.r(1)
        return not (
            r0 is not None
            and r0.low in _POSSESSIVE_S
            and r0.s == ctx.end
            and r1 is not None
            and r1.t[0].isalpha()
            and not r1.cap
            and r1.low not in _FUNCTION_AFTER
        )

    def _org_head(self, ctx: Ctx) -> bool:
        """An institution word among the capitalised words after the match (across '&', "'s",
        abbreviation stops): "Michael Hughes Foundation", "Queen's University"; or a business
        noun in lower case right after them, with no possessive: "Ted Baker founder", "John
        Lewis shares" (not "Ted Baker's founder")."""
        run: list[Tok] = []
        inst = owned = False
        pos = ctx.end
        i = 0
        while (t := ctx.right.at(i)) is not None:
            if not ctx.joined(pos, t.s):
                break
            if t.low in _POSSESSIVE_S and t.s == pos:
                owned = True
            elif (
                t.t == "."
                and t.s == pos
                and run
                and (run[-1].low in self.abbreviation or len(run[-1].t) == 1)
            ):
                pass
            elif self._band_of(ctx, i):
                inst = True  # "Kay Kyser and His Orchestra", "Bill Haley & His Comets"
                break
            elif t.t == "&":
                nxt = ctx.r(i + 1)
                if nxt is None or not nxt.cap:
                    break
            elif t.capword:
                run.append(t)
                inst = inst or t.low in self.institution
            elif t.low in self.connector:
                nxt = ctx.r(i + 1)
                if not inst and (nxt is None or nxt.low not in self.institution):
                    break  # "Walker Allen and Co." goes on; "Mary and John" stops
                if nxt is None or not (nxt.cap or nxt.low in self.connector):
                    break
            else:
                break
            pos = t.e
            i += 1
        if inst or owned:
            return inst
        if len(run) <= 2 and self._firm_suffix_after(ctx, i):
            # "Tyson Foods, Inc.", "Robert G. Aptekar, MD, Inc."; not a signature whose lines
            # run together: "Geoffrey Palmer President InfoCater, Inc."
            return True
        if not run:
            return False
        t = ctx.r(i)
        return t is not None and not t.cap and t.low in self.firm_noun and ctx.joined(pos, t.s)

    @staticmethod
    def _firm_suffix_after(ctx: Ctx, i: int) -> bool:
        """Whether the tokens from ``right[i]`` are a comma and the suffix of a firm's name,
        with at most one post-nominal in capitals and its comma between: "Tyson Foods, Inc.",
        "Charlie Rose, Inc.", "Robert G. Aptekar, MD, Inc."."""
        for _ in range(2):
            comma, word = ctx.r(i), ctx.r(i + 1)
            if comma is None or comma.t != "," or word is None or not word.capword:
                return False
            if word.low in _FIRM_SUFFIXES:
                return True
            if not word.t.isupper():
                return False
            i += 2
        return False

    @staticmethod
    def _band_of(ctx: Ctx, i: int) -> bool:
        """Whether the tokens from ``right[i]`` are "and His" or "& Her" and a word for a band
        (``_ENSEMBLE``) that ends the capitalised run: the name of a band ("Kay Kyser and His
        Orchestra, Bob Crosby", "Bill Haley & His Comets played"), whose "His" stays too
        (:meth:`_band_pronoun`). "and" in lower case, so not a headline in Title Case. Titles
        of works ("Joseph and His Brethren", "Lyndon Johnson and His Times") are left to swap
        whole: the pronoun in them often speaks of the person ("Manuel Lisa and His Party" in
        a list of contents), and a name kept before a swapped "Her" would read wrong."""
        t = ctx.r(i)
        if t is None or t.t not in ("and", "&"):
            return False  # the common case, read no further
        owner = ctx.r(i + 1)
        return owner is not None and _band_tail(owner.t, ctx.r(i + 2), ctx, i + 3)

    @staticmethod
    def _band_pronoun(ctx: Ctx) -> bool:
        """Whether the match is the "His" or "Her" of a band's name (:meth:`_band_of`) after a
        capitalised word, before a word for a band (``_ENSEMBLE``): "Kay Kyser and His
        Orchestra," keeps its "His". Not before other words, where the heading of a chapter
        or a title speaks of the person ("Manuel Lisa and His Party", "the United States and
        His Majesty the Emperor"), nor "Band" ("Stuart and His Band for the Mountains")."""
        l0, l1 = ctx.l(0), ctx.l(1)
        if l0 is None or l0.t not in ("and", "&") or l1 is None or not l1.capword:
            return False
        if not (ctx.joined(l1.e, l0.s) and ctx.joined(l0.e, ctx.start)):
            return False
        head = ctx.r(0)
        if head is None or not ctx.joined(ctx.end, head.s):
            return False
        return _band_tail(ctx.text[ctx.start : ctx.end], head, ctx, 1)

    def _in_tail(self, ctx: Ctx) -> bool:
        """After an institution word and "of", "at"... with capitalised words and connectors
        between ("College of William and Mary", "University of Texas at Austin"; not "the
        Department and Mary")."""
        pos = ctx.start
        last_connector = None
        for t in ctx.left:
            if not ctx.joined(t.e, pos):
                return False
            if t.capword:
                if t.low in self.institution and last_connector is not None:
                    return last_connector not in _WEAK_CONNECTORS
            elif t.low in self.connector:
                last_connector = t.low
            elif t.low not in _POSSESSIVE_S:
                return False
            pos = t.s
        return False

    def _ampersand(self, ctx: Ctx, key: str) -> bool:
        """Part of "X & Y" where one side is no first name or both are the same word."""
        for side, other in ((ctx.right, 1), (ctx.left, 1)):
            amp = side[0] if side else None
            if amp is None or amp.t != "&":
                continue
            t = side.at(other)
            if t is None or not t.cap:
                continue
            if t.low == key or t.low not in self.first_names:
                return True
        return False

    def _next_institution(self, ctx: Ctx) -> bool:
        """An institution word right after the match (or after its 's)."""
        r0, r1 = ctx.r(0), ctx.r(1)
        if r0 is not None and r0.low in _POSSESSIVE_S and r0.s == ctx.end:
            r0 = r1
        return r0 is not None and r0.low in self.institution

    # -- places ----------------------------------------------------------------------------
    def _area_at(self, toks: Side, i: int) -> bool:
        """``toks[i:]`` (reading order) starts with a state, country or region ("Texas", "TX",
        "Tex.", "New South Wales")."""
        t = toks.at(i)
        if t is None or not t.cap:
            return False
        kinds = self.places.get(t.low, frozenset())
        if kinds & _AREA_KINDS:
            return True
        if "state_code" in kinds and t.t.isupper():
            return True
        if "state_abbreviation" in kinds:
            dot = toks.at(i + 1)
            if dot is not None and dot.t == "." and dot.s == t.e:
                return True
        for p in self.phrases.get(t.low, ()):
            if p[0] == t.low and [x.low for x in toks[i : i + len(p)]] == list(p):
                return True
        return False

    def _comma_area(self, ctx: Ctx) -> bool:
        """A first name right before a comma and a state, country or region is a town ("Gary,
        Indiana"), unless that place is a first name too ("Virginia", "Georgia": a list of
        people) or owns something ("John, England's king")."""
        r0, r1 = ctx.r(0), ctx.r(1)
        if r0 is None or r0.t != "," or r0.s != ctx.end or r1 is None:
            return False
        if r1.low in self.first_names or not self._area_at(ctx.right, 1):
            return False
        r2 = ctx.r(2)
        return r2 is None or r2.low not in _POSSESSIVE_S

    def _state_code_after(self, ctx: Ctx, key: str) -> bool:
        """A city of the gazetteer right before the postal code of a state with no comma
        ("Raleigh NC", "Austin TX"), where no capitalised word follows the code."""
        r0, r1 = ctx.r(0), ctx.r(1)
        return (
            r0 is not None
            and len(r0.t) == 2
            and r0.t.isupper()
            and ctx.text[ctx.end : r0.s] == " "
            and "city" in self.places.get(key, ())
            and "state_code" in self.places.get(r0.low, ())
            and (r1 is None or not r1.capword)
        )

    def _place_ending(self, ctx: Ctx, i: int) -> bool:
        """``left[i]`` ends a place of the gazetteer ("Richmond", "San Antonio")."""
        t = ctx.l(i)
        if t is None or not t.cap:
            return False
        if t.low in self.places:
            return True
        for p in self.phrases.get(t.low, ()):
            if p[-1] == t.low and [x.low for x in ctx.left[i : i + len(p)]][::-1] == list(p):
                return True
        return False

    def _place_context(self, ctx: Ctx, key: str) -> bool:
        """A single-word gazetteer place used as a place."""
        r0 = ctx.r(0)
        if r0 is not None and r0.t == "," and self._area_at(ctx.right, 1):
            return True
        if r0 is not None and r0.s == ctx.end and r0.t == "-":
            return True
        if (
            r0 is not None
            and r0.t[0].isalpha()
            and not r0.cap
            and r0.low in self.place_noun
            and ctx.joined(ctx.end, r0.s)
        ):
            return True
        if (
            r0 is not None
            and r0.cap
            and r0.low in self.place_office
            and ctx.joined(ctx.end, r0.s)
            and self.places.get(key, frozenset()) & _AREA_KINDS
        ):
            return True  # Virginia Republicans, the Georgia Senators, Virginia Governor Bob
        l0 = ctx.l(0)
        if l0 is not None and l0.t == "," and self.places.get(key, frozenset()) & _AREA_KINDS:
            if self._place_ending(ctx, 1):
                return True
        p = self._prev_word(ctx)
        if p is not None and p.low in self.locative:
            return True
        if p is not None and not p.cap and p.low in self.place_verb and not self._continues(ctx):
            if r0 is None or r0.low not in _POSSESSIVE_S:
                return True  # the Greeks entered Troy, Santa Anna captured Austin
        if p is not None and p.low in self.area_before:
            if key in self.rare_names or self.places.get(key, frozenset()) & _AREA_KINDS:
                return True  # at Geneva, into Virginia
        l1 = self._prev_word(ctx, 1)
        if (
            p is not None
            and p.low in ("and", "or")
            and l1 is not None
            and l1.cap
            and l1.low in self.places
            and l1.low not in self.first_names
        ):
            return True  # Athens and Alexandria
        if p is not None and p.low == "as":
            far = self._prev_word(ctx, 1)
            if far is not None and far.low == "far":
                return True  # as far as Milan
        if p is not None and p.low in ("to", "from"):
            v = self._prev_word(ctx, 1)
            if v is not None and v.low in self.motion_verb:
                return True
        return False

    def _place_prefixed(self, ctx: Ctx, p: Tok | None) -> bool:
        """After North, San, Fort, St. ... ("North Carolina", "St. Mary's")."""
        if p is not None and p.cap and p.low in self.place_prefix:
            return True
        st = ctx.before_dot()
        return st is not None and st.low in ("st", "mt", "ft", "ste")

    # -- fixed phrases of the tables -------------------------------------------------------
    def _phrase(self, ctx: Ctx, key: str) -> bool:
        """Inside a multi-word gazetteer place."""
        return self._in_phrase(ctx, key, self.phrases, True)

    def _idiom(self, ctx: Ctx) -> bool:
        """Inside a fixed phrase of ``idiom``, written as listed ("John Bull", "Uncle Sam";
        not "his uncle Sam")."""
        return self._in_phrase(ctx, ctx.text[ctx.start : ctx.end], self.idioms, False)

    @staticmethod
    def _in_phrase(ctx: Ctx, key: str, index: PhraseIndex, lower: bool) -> bool:
        """The match and the tokens around it make one of the phrases of ``index`` that hold
        ``key`` (see :func:`~cdaprep.swap.name_context.phrase_index`)."""
        cands = index.get(key)
        if not cands:
            return False
        if not lower and not any(w in ctx.text for w in index.near[key]):
            return False  # no word that stands next to it in a phrase is in the text at all
        k = len(cands[0])
        # the words next to the match first (most matches are in no phrase): a phrase holds
        # the word before or after it; full stops and hyphens are read past ("Ms. Pac-Man"),
        # within twice as many tokens as the longest phrase
        right = PlaceRules._words(ctx.right, k, lower, 1)
        left = PlaceRules._words(ctx.left, k, lower, 1)
        if not any(
            (j + 1 < len(p) and right[:1] == [p[j + 1]]) or (j > 0 and left[:1] == [p[j - 1]])
            for p in cands
            for j, w in enumerate(p)
            if w == key
        ):
            return False
        left = PlaceRules._words(ctx.left, k, lower, k)[::-1]
        right = PlaceRules._words(ctx.right, k, lower, k)
        seq = left + [key] + right
        me = len(left)
        for p in cands:
            n = len(p)
            for j in range(max(0, me - n + 1), me + 1):
                if tuple(seq[j : j + n]) == p:
                    return True
        return False

    @staticmethod
    def _words(side: Side, k: int, lower: bool, n: int) -> list[str]:
        """The first ``n`` tokens of ``side`` that are no full stop, hyphen or apostrophe,
        among its first ``2 * k`` tokens (in lower case with ``lower``)."""
        out: list[str] = []
        for i in range(2 * k):
            t = side.at(i)
            if t is None:
                break
            if t.t not in "-.'":
                out.append(phrase_word(t.low if lower else t.t))
                if len(out) == n:
                    break
        return out

    # -- possessives and names of things ---------------------------------------------------
    def _owned(self, ctx: Ctx) -> Tok | None:
        """The word after the match's 's on the same line, or None; the 's may stand apart
        after one space, as text tokenised like the Penn Treebank writes it ("Charlie 's
        Angels")."""
        r0, r1 = ctx.r(0), ctx.r(1)
        if (
            r0 is not None
            and r0.low in _POSSESSIVE_S
            and (r0.s == ctx.end or (r0.s == ctx.end + 1 and ctx.text[ctx.end] == " "))
            and r1 is not None
            and r1.t[0].isalpha()
            and ctx.joined(r0.e, r1.s)
        ):
            return r1
        return None

    def _possessive_of(self, ctx: Ctx) -> Tok | None:
        """The capitalised word after the match's 's on the same line ("Arthur's Seat",
        "King's College"), or None."""
        owned = self._owned(ctx)
        return owned if owned is not None and owned.cap else None

    def _landform_of(self, ctx: Ctx) -> bool:
        """The match's 's is followed on the same line by a lower-case landform noun ("on
        Corey's hill", "Walden's pond"): the name of a place."""
        owned = self._owned(ctx)
        return owned is not None and not owned.cap and owned.low in self.landform

    def _thing_of(self, ctx: Ctx, l1: Tok) -> bool:
        """After "the", a capitalised noun and "of", with no capitalised word after it: inside
        the name of a place or a work ("the Spear of Ivan", "the Book of Daniel", "the Basilica
        of Julia", "the Glories of Mary"); not after the nouns of a person's belongings, kin,
        titles or gods ("the Reign of Elizabeth", "the Son of Mary", "the God of Abraham")."""
        if not l1.capword or l1.t.isupper() or self._continues(ctx):
            return False
        r0 = ctx.r(0)
        if r0 is not None and r0.low in self.particle and ctx.joined(ctx.end, r0.s):
            return False  # the Philobiblon of Richard de Bury
        the = self._prev_word(ctx, 2)
        if the is None or the.low != "the":
            return False
        return l1.low not in self.person_of

    def _names_a_thing(self, ctx: Ctx, nouns: frozenset[str] | None = None) -> bool:
        """One of the three words before "named"/"called" is a place, ship, animal or work
        noun (or one of ``nouns``) that heads no phrase of "of": "a ship called Mary", "the song
        was called Daisy"; not "the heroine of this novel was named Pansy", "the captain of the
        ship was named John", whose name is the head's, unless the head is the name ("the name
        of that city was called Luz")."""
        nouns = self.named_noun if nouns is None else nouns
        for i in (1, 2, 3):
            t = self._prev_word(ctx, i)
            if t is None:
                return False
            if t.low in nouns:
                j = i + 1
                d = self._prev_word(ctx, j)
                if d is not None and d.low in _HEAD_DETERMINERS:
                    j += 1
                    d = self._prev_word(ctx, j)
                if d is None or d.low != "of":
                    return True
                head = self._prev_word(ctx, j + 1)  # "the name of that city was called Luz"
                return head is not None and head.low in ("name", "names")
        return False

    # -- dates and holidays ----------------------------------------------------------------
    def _date(self, ctx: Ctx) -> bool:
        r0, r1 = ctx.r(0), ctx.r(1)
        if r0 is not None and r0.t[0].isdigit():
            return True
        if r0 is not None and r0.t == "," and r1 is not None and r1.t.isdigit() and len(r1.t) == 4:
            return True
        if r0 is not None and r0.low in _JOINERS and r1 is not None and r1.cap:
            if r1.low in self.calendar:
                return True
        if r0 is not None and r0.t in ("Day", "Eve"):
            return True
        l0, l1 = ctx.l(0), ctx.l(1)
        if l0 is None:
            return False
        if l0.t[0].isdigit():
            return True
        if l0.low in self.calendar_before:
            return True
        if l0.low == "of" and l1 is not None and (l1.t[0].isdigit() or l1.low in self.time_noun):
            return True
        if l0.low in _JOINERS and l1 is not None and l1.cap and l1.low in self.calendar:
            return True
        return self._calendar_list(ctx)

    def _calendar_list(self, ctx: Ctx) -> bool:
        """One of a list of three or more months, seasons or days, joined by commas, "and" or
        "or" ("Spring, Summer, Autumn, or Winter"; "January, April, May and June"); two alone
        are read by the joiners above ("April and June", not "since April, June said")."""
        count = 1
        for side in (ctx.l, ctx.r):
            i, sep = 0, False
            while (t := side(i)) is not None:
                if t.t == "," or t.low in _LIST_JOINERS:
                    sep = True
                elif sep and t.cap and t.low in self.calendar:
                    count, sep = count + 1, False
                else:
                    break
                i += 1
        return count >= 3

    def _feast_name(self, ctx: Ctx) -> bool:
        """Inside the name of a holiday: a capitalised run after the match that ends in a word
        of ``feast_end`` after another word or a possessive ("Will Rogers Day", "Huey P. Long
        Day", "Guy Fawkes Night", "Simon Bolivar's Day", "St. Agnes' Eve"; not "Doris Day")."""
        pos, words, owned = ctx.end, 0, False
        for i, t in enumerate(ctx.right):
            if not ctx.joined(pos, t.s):
                return False
            if t.capword:
                if t.low in self.feast_end and (words or owned) and t.t[1:].islower():
                    return True
                words += 1
                owned = False
            elif t.s == pos and (
                t.low in _POSSESSIVE_S or (t.t in ("'", "\u2019") and ctx.text[t.s - 1] == "s")
            ):
                owned = True
            elif not (t.t == "." and t.s == pos and i and len(ctx.right[i - 1].t) == 1):
                return False
            pos = t.e
        return False
