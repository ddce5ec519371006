"""Works, headings and layout: a first name inside the title of a work, a heading, a list of
contents or an index, or a capital that the layout of the text explains.

:class:`WorkRules` is mixed into :class:`~cdaprep.swap.propernames.ProperNames`. Its rules find
the titles of works: a short quoted or italic Title-Case span ("_Merely Mary Ann_", "'Charles the
First'", a foreign phrase in italics), two names joined by "and" that take a singular verb ("Mary
and Joe is a delightful surprise"), a capitalised common word next to a name ("Treasures of Art
and Song"), the title of a Project Gutenberg book on its header or footer line, a publisher
("(John Murray.)"); the lines that are no running text: a chapter heading or a list of titles
("CHAPTER XII. HELEN'S DEBUT.", "Frank Hunter's Peril. Frank and Fearless."), a list of contents
("MISS SARAH JACK, OF SPANISH TOWN 70"), a numbered heading or a catalogue entry ("VI. Alan
Stevenson.", "LINDSAY, LADY: Caroline"), an index entry ("Lucy, Sir Thomas, ii. 155."); and the
capitals of headlines and of older prose, which are no surname after a first name ("George Karl
Interview After Being Fired", "Will Be Obese") and tell whether a gendered word in the plural is
part of a name ("Lehman Brothers"; not "the Minds of Men"); the stop words they read
(:func:`_english_words`) serve :class:`~cdaprep.swap.propernames.ProperNames` too.

Examples
--------
>>> from cdaprep.swap.propernames import ProperNames
>>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
>>> lex = load_swap_lexicon(names=True).entries
>>> text = "Mary and Joe is a delightful surprise."
>>> ProperNames.load().reasons(text, [(0, 4, lex["mary"]), (9, 12, lex["joe"])])
['title', 'title']
"""

from __future__ import annotations

import functools
import re

from cdaprep.swap.name_context import TOKEN, Ctx, Tok
from cdaprep.swap.name_person import _POSSESSORS, _SENTENCE_START
from cdaprep.swap.name_places import _POSSESSIVE_S
from cdaprep.swap.swap_lexicon import read_rule_table

__all__ = ["WorkRules"]

#: Characters before a name in which "Project Gutenberg EBook of" is looked for.
EBOOK_REACH = 300
#: hyphens that join a name to the next word ("Al-Baghdadi"; U+2010, U+2011 as some sites write it)
_HYPHENS = "-\u2010\u2011"
#: Two words after which a capitalised run names a work or a firm, not a person ("the author of
#: Jane Eyre", "her role in Vera Drake", "starred in Ray", "the sequel to Bruce Almighty", "the
#: managing director of John Lewis"; :meth:`WorkRules._after_work_phrase`). Not "directed",
#: "read" or "version of", which take people too ("directed Marco to see", "read Henry James",
#: "a Civil War version of Bill Mauldin").
_WORK_PHRASES = frozenset(
    (
        ("author", "of"),
        ("authors", "of"),
        ("director", "of"),
        ("role", "in"),
        ("roles", "in"),
        ("starred", "in"),
        ("starring", "in"),
        ("sequel", "to"),
    )
)
_WORK_PHRASE_ENDS = frozenset(last for _, last in _WORK_PHRASES)
#: Verbs in the singular after two names joined by "and": the pair names one thing
_SINGULAR_VERBS = frozenset(("is", "was", "has"))
#: The small words a title leaves in lower case ("Sisters of the Holy Cross").
_TITLE_SMALL = frozenset(
    "a an and as at but by for from in into nor of on or per the to vs via with".split()
)
#: A word of a line, for :meth:`WorkRules._title_line` (not the "s" of "70s", a hashtag,
#: a user name or an entity such as "&gt;").
_LINE_WORD = re.compile(r"(?<![\w#@&])[^\W\d_][\w'\u2019-]*")
#: Words before a capitalised plural that make it a common noun written with a capital
#: ("two Sons", "old Women", "other Emperors"), where a name's own words would be capitalised.
_COMMON_NOUN_BEFORE = frozenset(
    "two three four five six seven eight nine ten eleven twelve many few several some all "
    "other such old young little good poor great dear wicked brave noble".split()
)
#: Ranks of kings, nobles, clergy and gods: capitalised in running text as titles ("the Kings of
#: England"), so only a capitalised word or a number before them makes a name ("1 Kings").
_RANKS = frozenset(
    "kings queens princes princesses dukes duchesses emperors empresses barons baronesses "
    "earls countesses lords patriarchs matriarchs priests priestesses gods goddesses monks "
    "nuns abbots abbesses heirs heiresses knights dames".split()
)
#: A web address (a tweet's link after its headline).
_WEB_ADDRESS = re.compile(r"\S*(?:https?://|www\.)\S*")
#: The end of a sentence right before a word, past closing quotes, brackets and dashes
#: ('it.” Women', "years.- Women", "gale?  --Men").
_SENTENCE_BEFORE = re.compile(r"[.!?:;][\"'\u201d\u2019)\]]*[\s\-\u2013\u2014]*$")
#: A capitalised word between two lower-case words (group 1).
_ISOLATED_CAPITAL = re.compile(r"(?<=[a-z,;] )([A-Z][a-z]+)(?= [a-z])")


def _plural(word: str) -> bool:
    """Whether a gendered noun of the lexicon is a plural by its form: "-men" (gentlemen),
    or "-s" but not "-ss" (brothers, ladies; not princess, lass)."""
    return word.endswith("men") or (word.endswith("s") and not word.endswith("ss"))


_CLAUSE_START = frozenset((*_SENTENCE_START, ","))
_TITLE_MARKS = {'"': '"', "\u201c": "\u201d", "_": "_", "=": "=", "``": "''", "''": "''"}
#: Opening marks of a title: the above (`` and '' are the double quotes of text tokenised in the
#: Penn Treebank's way), and a single quote after a space, a bracket or the start (not an
#: apostrophe); a single closing quote is one not followed by a letter.
_TITLE_OPEN = re.compile(r"``|(?<![^\s(\[])''|[\"\u201c_=\u2018]|(?<![^\s(\[])'(?!')")
_SINGLE_CLOSE = re.compile(r"['\u2019](?![^\W\d_])")
_QUOTES = ('"', "\u201c", "\u2018", "'", "``", "''")
_PUBLISHER = re.compile(r"[A-Z][\w'\u2019]*(?: (?:[A-Z][\w'\u2019]*|and|&))*\.\)")
#: An author in capitals before the colon of a catalogue entry ("LINDSAY, LADY", "LINTON, W. J.")
#: a word of a title: capitalised, or one of the small words a title keeps in lower case
_TITLE_WORD = r"(?:[A-Z][\w'\u2019.-]*|of|the|and|a|an|in|to|with|for|on|at|from|or)"
#: The work that a citation names after its author: a dash of attribution, the author (one to
#: four capitalised words), a comma and a run of title words that opens with a capital, up to a
#: name ('—William Shakespeare, Julius Caesar', '—William Shakespeare, King Henry V',
#: '—Mark Twain, More Maxims of Mark', '—Lewis Carroll, Alice's Adventures in
#: Wonderland'); the name is in the title of the work, not a person. Not after a lower-case word
#: ('—Liliana Vess, to Chandra Nalaar', '—Jace Beleren, on Chandra Nalaar').
_CITED_WORK_BEFORE = re.compile(
    r"(?:^|[\s\"'\u201d\u2019.!?)])(?:\u2014|\u2015|--)\s?(?:[A-Z][\w'\u2019.-]*,?\s){0,3}"
    rf"[A-Z][\w'\u2019.-]*,\s(?:[A-Z][\w'\u2019-]*\s(?:{_TITLE_WORD}\s)*)?\Z"
)
#: ... and the rest of the title after the name, title words only ("Andronicus", "III", "the
#: Second", "IV, Part I"), to the end of the line (with a full stop): a citation ends its line,
#: where a list of names ("-- George Washington, Benjamin Franklin, John Adams") or a speech
#: ("--Jane, Jane, look!") goes on
_CITED_WORK_AFTER = re.compile(
    rf"(?:['\u2019]s)?(?:\s{_TITLE_WORD})*(?:,\s(?:Part|Act|Book|Vol\.|Volume|Chapter)\s\w+)?"
    r"\.?[ \t]*$",
    re.M,
)
CITED_WORK_REACH = 100
_CATALOG_AUTHOR = re.compile(r"\b[A-Z][A-Z'-]+, [A-Z][A-Z'-]*\.?(?: [A-Z][A-Z'-]*\.?)*$")
_ROMAN = re.compile(r"[IVXLC]{1,6}")
#: characters no title line holds (dialogue, exclamations, questions)
_NOT_TITLE_CHARS = frozenset('!?"\u201c\u201d')
#: words that make a line in capitals a sentence rather than a heading
_SENTENCE_WORDS = frozenset(
    "i you he she we they it me him her us them my your his our their its is am are was were "
    "be been has have had do does did will would can could shall should may might must".split()
)
#: the start of a chapter heading ("CHAPTER XII.", "BOOK 2", "XII.")
_CHAPTER = re.compile(
    r"(?:(?:CHAPTER|BOOK|PART|ACT|SCENE|STAVE|CANTO)\s+(?:[IVXLC]+|\d+)\b|[IVXLC]+\.|\d+\.)"
)
#: a line of a list of contents: text, then a page number ("MISS SARAH JACK, OF SPANISH TOWN 70")
_CONTENTS_LINE = re.compile(r"[^\n]*[^\W\d_][^\n]*?[\s.]\s*(?:\d{1,4}|[ivxlc]{1,7})\.?[ \t]*")
_INDEX_PAGES = re.compile(r"\b[ivx]{1,4}[.,] \d+[,;.]|\b\d+(?:-\d+)?, \d+(?:-\d+)?, \d+\b")
_EBOOK_OF = re.compile(r"Project Gutenberg(?:'s|\u2019s)? E-?[Bb]ook,? of ")
_BY = re.compile(r"\sby\s")


@functools.cache
def _english_words() -> frozenset[str]:
    """English function words (``stopwords_en.tsv``), to tell a foreign phrase in italics."""
    return frozenset(r["word"] for r in read_rule_table("stopwords_en"))


class WorkRules:
    """The rules of :class:`~cdaprep.swap.propernames.ProperNames` on titles of works,
    headings, lists of contents, indexes, headlines and capitalised plurals (a mixin).

    The tables annotated below are set by ``ProperNames.__init__``. The methods called on
    ``self`` that are not here are :class:`~cdaprep.swap.name_person.PersonRules`'
    (``_prev_word``, ``_continues``, ``_starts_sentence``, ``_sentence_initial``,
    ``_nickname``).
    """

    # the tables of ProperNames.__init__ that these rules read
    common_words: frozenset[str]
    determiner: frozenset[str]
    english_words: frozenset[str]
    first_names: frozenset[str]
    forename_title: frozenset[str]
    lower_words: frozenset[str]
    name_words: frozenset[str]
    rare_names: frozenset[str]
    role: dict[str, str]
    surnames: frozenset[str]
    work_noun: frozenset[str]
    business_noun: frozenset[str]
    clause_verb: frozenset[str]

    # -- titles of works -------------------------------------------------------------------
    def _after_work_noun(self, ctx: Ctx, p: Tok | None) -> str | None:
        """Right after a lower-case noun of a work (``work_noun``) or of a business
        (``business_noun``), alone or at the head of a capitalised run, the name names the work
        (``"title"``: "the film Ray won", "Mike Leigh's film Vera Drake", "the novel Emma") or
        the firm (``"organisation"``: "the bookmaker William Hill said"). Not where a verb of
        ``clause_verb`` follows the run: the name is then the subject of a clause whose object
        is the work or the firm ("the book Mary wrote", "the company John Smith founded").

        Examples
        --------
        >>> from cdaprep.swap.propernames import ProperNames
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> lex = load_swap_lexicon(names=True).entries
        >>> names = ProperNames.load()
        >>> names.reasons("The film Ray won.", [(9, 12, lex["ray"])])
        ['title']
        >>> names.reasons("The bookmaker William Hill said so.", [(14, 21, lex["william"])])
        ['organisation']
        >>> names.reasons("It is the book Mary wrote.", [(15, 19, lex["mary"])])
        [None]
        """
        if p is None or p.cap or not ctx.joined(p.e, ctx.start):
            return None
        if p.low in self.work_noun:
            why = "title"
        elif p.low in self.business_noun:
            why = "organisation"
        else:
            return None
        i = 0
        while (t := ctx.r(i)) is not None and t.capword:
            i += 1
        return why if t is None or t.low not in self.clause_verb else None

    def _after_work_phrase(self, ctx: Ctx, p: Tok | None) -> bool:
        """Right after a phrase that names a work or a firm by what follows it
        (:data:`_WORK_PHRASES`: "the author of", "her role in", "starred in", "a sequel to", "the
        managing director of"), at the head of a capitalised run that owns nothing: the work or
        the firm ("the author of John Halifax, Gentleman", "her role in Vera Drake", "the sequel
        to Bruce Almighty", "managing director of John Lewis"). Not before 's or a bare
        apostrophe, where the name is the owner, a person ("a role in Mike Nichols' Closer",
        "the author of Mary's letters"), nor before a noun of a work, which names its maker
        ("the sequel to Ben Stiller comedy Meet The Parents")."""
        if p is None or p.low not in _WORK_PHRASE_ENDS or p.cap or not ctx.joined(p.e, ctx.start):
            return False
        before = self._prev_word(ctx, 1)
        if before is None or (before.low, p.low) not in _WORK_PHRASES:
            return False
        i, pos = 0, ctx.end
        while (t := ctx.r(i)) is not None and t.capword and ctx.joined(pos, t.s):
            pos = t.e
            i += 1
        t = ctx.r(i)
        if t is not None and not t.cap and t.low in self.work_noun:
            return False  # the sequel to Ben Stiller comedy Meet The Parents: its maker
        if t is None:
            return True
        if t.low in _POSSESSIVE_S:
            return False  # also with the 's apart: "the sequel to Alice 's Adventures"
        return not (t.s == pos and t.t in ("'", "\u2019"))

    def _in_title(self, ctx: Ctx) -> bool:
        """Inside the title of a work: a short quoted or _italic_ / =bold= span whose longer
        words are all capitalised ("Lois the Witch", _Merely Mary Ann_)."""
        text = ctx.text
        lo = max(0, ctx.start - 60)
        left = text[lo : ctx.start]
        right = text[ctx.end : ctx.end + 60]
        marks = list(_TITLE_OPEN.finditer(left))
        if not marks:
            return False
        opened = marks[-1]
        mark = opened.group(0)
        if mark in _TITLE_MARKS:
            j = right.find(_TITLE_MARKS[mark])
        else:
            m = _SINGLE_CLOSE.search(right)
            j = m.start() if m else -1
        if j < 0:
            return False
        raw = left[opened.end() :] + text[ctx.start : ctx.end] + right[:j]
        span = re.sub(r"^\s*\d+\.\s*", "", raw.rstrip(".,!?;: "))
        if any(q in span for q in '"\u201c\u201d\u2018_=') or any(
            q in span for q in ("!", "?", ";", ". ")
        ):
            return False
        words = [w for w in TOKEN.findall(span) if w[0].isalpha()]
        if not words or len(words) > 8:
            return False
        if mark in _QUOTES and raw.rstrip()[-1:] in ("!", "?"):
            return False  # "Anne Shirley!" she cried
        if mark in _QUOTES and len(words) < 2 and raw.rstrip(".") != text[ctx.start : ctx.end]:
            return False  # "Mary!" / "John," she said; but "Ramona" alone is a title
        if mark in _QUOTES and len(words) < 2 and self._nickname(ctx):
            return False  # Joseph Michael "Joe" Nathan: a nickname
        if all(w[0].isupper() for w in words if len(w) >= 4):
            return True
        if mark != "_":
            return False
        # a foreign phrase in italics: no lower-case word of it is English (_Vicit Leo ex tribu
        # Judae_; not _Mary had a little lamb_)
        lower = [w.lower() for w in words if w[0].islower()]
        english = self.english_words
        return len(lower) >= 2 and not any(w in english for w in lower)

    def _cited_work(self, ctx: Ctx) -> bool:
        """In the title of a work that a citation names after its author, on the citation's
        line (:data:`_CITED_WORK_BEFORE`): "—William Shakespeare,
        Julius Caesar", "—Mark Twain, More Maxims of Mark"; not "—Liliana Vess, to
        Chandra Nalaar".

        Examples
        --------
        >>> from cdaprep.swap.propernames import ProperNames
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> lex = load_swap_lexicon(names=True).entries
        >>> names = ProperNames.load()
        >>> text = '"Cry havoc." —William Shakespeare, Julius Caesar'
        >>> names.reasons(text, [(14, 21, lex["william"]), (35, 41, lex["julius"])])
        [None, 'title']
        """
        text = ctx.text
        lo = max(0, ctx.start - CITED_WORK_REACH, text.rfind("\n", 0, ctx.start) + 1)
        if _CITED_WORK_BEFORE.search(text, lo, ctx.start) is None:
            return False
        return _CITED_WORK_AFTER.match(text, ctx.end) is not None

    def _singular_pair(self, ctx: Ctx) -> bool:
        """One of two capitalised words joined by "and" that start a clause and take a singular
        verb: the pair names one thing, a work or a firm ("Mary and Joe is a delightful
        surprise", "Tom and Jerry was a cartoon"; not "Mary and Joe are here", nor the end of a
        list: "Francis, Douglas and Henry is her son")."""
        r0, l0 = ctx.r(0), ctx.l(0)
        if r0 is not None and r0.low == "and":  # the match is the first of the pair
            other, verb, first = ctx.r(1), ctx.r(2), 0
        elif l0 is not None and l0.low == "and":  # the second
            other, verb, first = ctx.l(1), r0, 2
        else:
            return False
        if other is None or not other.capword or verb is None:
            return False
        if verb.t not in _SINGULAR_VERBS:
            return False
        before, listed = ctx.l(first), ctx.l(first + 1)
        if before is None:
            return True
        if before.t == ",":
            return listed is None or not listed.cap
        return before.t in _CLAUSE_START

    def _among_words(self, ctx: Ctx) -> bool:
        """After "of" and a capitalised common word, or before one: a common-word name in the
        title of a work or the name of an organisation ("Treasures of Art", "Sisters of
        Charity", "Rose Leaf"; not "Poor Jack", "Mr. Grey and Will")."""
        l0, l1, r0 = ctx.l(0), ctx.l(1), ctx.r(0)
        if l0 is not None and l0.low == "of" and l1 is not None and self._common_cap(l1):
            return True
        return self._continues(ctx) and r0 is not None and self._common_cap(r0)

    def _common_cap(self, t: Tok) -> bool:
        """A capitalised common word that is no title before a first name."""
        return t.capword and t.low in self.common_words and t.low not in self.forename_title

    def _ebook_title(self, ctx: Ctx) -> bool:
        """In the title of a Project Gutenberg book on its header or footer line, between
        "EBook of" and "by" ("End of the Project Gutenberg EBook of Lucy Maud Montgomery
        Short Stories, 1909 to 1922, by Lucy Maud Montgomery": the author is a person)."""
        text = ctx.text
        lo = max(0, ctx.start - EBOOK_REACH)
        line = text[text.rfind("\n", lo, ctx.start) + 1 or lo : ctx.start]
        if "Gutenberg" not in line:
            return False
        m = _EBOOK_OF.search(line)
        return m is not None and _BY.search(line, m.end()) is None

    def _publisher(self, ctx: Ctx) -> bool:
        """First in a bibliographic "(Publisher Name.)": capitalised words, "and", "&",
        closed by a full stop and a bracket."""
        if ctx.text[ctx.start - 1 : ctx.start] != "(":
            return False
        m = _PUBLISHER.match(ctx.text, ctx.start)
        return m is not None

    # -- headings, contents and indexes ----------------------------------------------------
    def _heading(self, ctx: Ctx) -> bool:
        """The first word of a numbered heading ("VI. Alan Stevenson.") or the title after an
        author in capitals ("LINDSAY, LADY: Caroline")."""
        l0, l1 = ctx.l(0), ctx.l(1)
        if l0 is None or l1 is None or l1.e != l0.s:
            return False
        if l0.t == "." and _ROMAN.fullmatch(l1.t):
            return True
        if l0.t != ":":
            return False
        return _CATALOG_AUTHOR.search(ctx.text, max(0, l0.s - 60), l0.s) is not None

    def _index_heading(self, ctx: Ctx) -> bool:
        """The surname that starts an entry of a book index ("Lucy, Sir Thomas, ii. 155.")."""
        r0, r1, l0 = ctx.r(0), ctx.r(1), ctx.l(0)
        if r0 is None or r0.t != "," or r1 is None or not r1.capword:
            return False
        if l0 is not None and l0.t not in ".;" and not l0.t[0].isdigit():
            return False
        return _INDEX_PAGES.search(ctx.text) is not None

    @staticmethod
    def _paragraph_lines(ctx: Ctx, reach: int = 400) -> list[str]:
        """The non-empty lines of the match's paragraph (between blank lines), or ``[]`` when
        it runs further than ``reach`` characters on either side."""
        text = ctx.text
        lo = text.rfind("\n\n", max(0, ctx.start - reach), ctx.start)
        hi = text.find("\n\n", ctx.end, ctx.end + reach)
        lo = 0 if lo < 0 and ctx.start <= reach else (lo + 2 if lo >= 0 else -1)
        hi = len(text) if hi < 0 and len(text) - ctx.end <= reach else hi
        if lo < 0 or hi < 0:
            return []
        return [ln.strip() for ln in text[lo:hi].split("\n") if ln.strip()]

    def _contents(self, ctx: Ctx) -> bool:
        """On a line of a list of contents: every line of the match's paragraph ends with a
        page number, and there are two such lines or the line is in capitals ("MISS SARAH
        JACK, OF SPANISH TOWN, JAMAICA 70")."""
        lines = self._paragraph_lines(ctx)
        if not lines or any(len(ln) > 90 or not _CONTENTS_LINE.fullmatch(ln) for ln in lines):
            return False
        return len(lines) >= 2 or lines[0].isupper()

    def _title_block(self, ctx: Ctx) -> bool:
        """In a chapter heading or a list of titles of works: a paragraph in capitals that
        starts like a chapter heading and has no pronoun or auxiliary verb ("CHAPTER XII.
        HELEN'S DEBUT."; not "CHAPTER I. MARY IS BORN", nor "JOHN SMITH AND MARY JONES IN
        DALLAS"), or a paragraph of two or more short Title-Case titles, each of them with a
        capitalised word that is no name or title ("Frank Hunter's Peril. Frank and Fearless.
        The Young Salesman."; not "By Jane Austen", "Produced by Jo Churcher", "(Maude Adams)",
        "1649. Execution of Charles I", or a list of people)."""
        lines = self._paragraph_lines(ctx, 200)
        if not lines or len(lines) > 8:
            return False
        para = " ".join(lines)
        if any(c in para for c in _NOT_TITLE_CHARS):
            return False
        words = [w for w in TOKEN.findall(para) if w[0].isalpha()]
        if not words or len(words) > 30:
            return False
        if not any(c.islower() for c in para):  # in capitals: a chapter heading
            return _CHAPTER.match(para) is not None and not any(
                w.lower() in _SENTENCE_WORDS for w in words
            )
        if any(c in para for c in "0123456789():;,[]_"):
            return False
        stop = _english_words()
        names = self.name_words
        titles = [t for t in re.split(r"\.\s+|\.$|\n", para) if t.strip()]
        if len(titles) < 2:
            return False
        for t in titles:
            tw = [w for w in TOKEN.findall(t) if w[0].isalpha()]
            if len(tw) < 2 or len(tw) > 6:
                return False  # a title has two words or more ("Blayne. Threegan--Minnie")
            if any(w.lower() == "by" or w.lower() in _SENTENCE_WORDS for w in tw):
                return False  # By Jane Austen; Meet Mary. She Loves Yoga.
            if any(w[0].islower() and w.lower() not in stop for w in tw):
                return False
            # a word that is no name, title or surname (the word right after a first name
            # that is no surname itself: "Mary Smith"; not "Frank's Campaign")
            toks = TOKEN.findall(t)
            person: set[int] = set()
            for i, w in enumerate(toks[:-1]):
                if (
                    i not in person
                    and w.lower() in self.first_names
                    and w.lower() not in self.rare_names
                    and toks[i + 1][0].isupper()
                ):
                    person.add(i + 1)
            if not any(
                len(w) >= 4
                and w[0].isupper()
                and i not in person
                and w.lower() not in names
                and w.lower() not in stop
                for i, w in enumerate(toks)
            ):
                return False  # John Smith. Mary Jones.
        return True

    # -- headlines and capitalised nouns ---------------------------------------------------
    def _headline_word(self, ctx: Ctx, t: Tok, key: str) -> bool:
        """A common word that a headline writes in Title Case after a first name, which is no
        evidence of a surname: a function word inside the text ("Will Be Obese", "Smoking May Up
        Cancer Risk", "Clinton To Obama"; not the last word, "Send Sophie In"), or, after a name
        that is also a common word or a place (``word-use``, ``place-use``), an English word
        that is no surname (``lower_words.tsv``: "Gene Mutation Helps", "Dallas Nurses Hold";
        not "Will Smith"). Never an initial ("A."), a word in capitals ("GO"), a word with
        another capital ("Rose DeBris") or the head of a hyphenated name ("Myra Per-Lee")."""
        after = ctx.text[t.e : t.e + 1]
        if len(t.t) < 2 or not t.t[1:].islower() or (after and after in _HYPHENS):
            return False
        if t.low in self.english_words and after:
            return True
        return t.low in self.lower_words and self.role.get(key, "") in ("word-use", "place-use")

    def _headline_after(self, ctx: Ctx) -> bool:
        """The two capitalised words after the match are common English words, neither a
        first name nor mostly a surname, as in a title-case headline ("George Karl Interview
        After being fired"; not "Mary Ann Evans", "Mary Ann Hill wrote"). Common words are those
        of ``common_words.tsv`` and the stop words, so a rarer word does not count ("Ron Paul
        Urgent Warning")."""
        pos = ctx.end
        for i in (0, 1):
            t = ctx.r(i)
            if (
                t is None
                or not (t.capword and ctx.joined(pos, t.s))
                or t.low not in self.english_words
                or t.low in self.first_names
                or t.low in self.surnames
            ):
                return False
            pos = t.e
        return True

    def _plural_in_name(self, ctx: Ctx, word: str, key: str, partner: str | None) -> bool:
        """A gendered noun in the plural, capitalised inside a sentence, is part of a name
        ("Lehman Brothers", "Big Brothers Big Sisters", "the Sisters of Charity", "Mothers
        Against Drunk Driving", "Ladies' Home Journal"): running text writes the common noun in
        lower case. Not where the capital says something else:

        * first in a sentence, a line or a quotation ("Women earn less.", '.” Women', "--Men");
        * after a possessive, a number or an adjective of :data:`_COMMON_NOUN_BEFORE` in lower
          case ("her Sisters", "two Sons", "old Women", "little Boys": a common noun with a
          capital; "Little Women" is a title);
        * a rank of :data:`_RANKS` without a capitalised word or a number before it ("the
          Kings of England", "the Dukes of Westminster": titles, which are swapped; "Sacramento
          Kings", "1 Kings" are names);
        * addressed ("says, Gentlemen, he");
        * in a line whose words are all capitalised, web addresses aside (a headline: "Why
          Mothers Earn Less http://...");
        * in text that capitalises its nouns (two capitalised English words alone between
          lower-case words nearby: "the Minds of Men", "by these Delusions the Priests").

        The second word of a pair joined by "and", "or" or "&" goes with the first ("Ladies and
        Gentlemen, welcome": both are swapped; "the Kings and Queens of England": neither)."""
        if not (word[1:].islower() and _plural(key) and partner and _plural(partner)):
            return False
        l0, l1 = ctx.l(0), ctx.l(1)
        pair = (
            l0 is not None
            and l0.low in ("and", "or", "&")
            and l1 is not None
            and l1.capword
            and _plural(l1.low)
        )
        if pair:
            if self._sentence_initial(ctx, 1):
                return False
        elif self._starts_sentence(ctx) or _SENTENCE_BEFORE.search(
            ctx.text, max(0, ctx.start - 12), ctx.start
        ):
            return False
        p = self._prev_word(ctx)
        if p is not None and not p.cap and (p.low in _POSSESSORS or p.low in _COMMON_NOUN_BEFORE):
            return False  # her Sisters, old Women, two Sons
        if key in _RANKS and not (
            (p is not None and p.cap and p.low not in self.determiner)
            or (l0 is not None and l0.t.isdigit())
        ):
            return False  # the Kings of England, the Dukes of Westminster; not 1 Kings
        text = ctx.text
        before = text[max(0, ctx.start - 20) : ctx.start].rstrip()[-1:]
        if text[ctx.end : ctx.end + 1] in (",", "!") and before in (",", "("):
            return False  # says, Gentlemen, he
        return not self._title_line(ctx) and not self._capitalised_nouns(ctx)

    def _title_line(self, ctx: Ctx, reach: int = 80) -> bool:
        """Every word of the match's line (within ``reach`` characters) is capitalised but the
        small words of a title (a, of, the, and...): a headline or a title."""
        text = ctx.text
        lo = text.rfind("\n", max(0, ctx.start - reach), ctx.start) + 1 or max(0, ctx.start - reach)
        hi = text.find("\n", ctx.end, ctx.end + reach)
        hi = hi if hi >= 0 else min(len(text), ctx.end + reach)
        words = _LINE_WORD.findall(_WEB_ADDRESS.sub(" ", text[lo:hi]))
        return len(words) >= 3 and not any(
            w[0].islower() and w.lower() not in _TITLE_SMALL for w in words
        )

    def _capitalised_nouns(self, ctx: Ctx, reach: int = 200) -> bool:
        """The text around the match capitalises its nouns: at least two English words written
        mostly in lower case (``lower_words.tsv``) stand capitalised between lower-case words
        within ``reach`` characters ("his general Resolution of debauching the Minds of Men"),
        as in 17th- and 18th-century prose. A name's capitalised words stand together
        ("Boys & Girls Club"), so they do not count."""
        text = ctx.text
        lo, hi = max(0, ctx.start - reach), min(len(text), ctx.end + reach)
        found = 0
        for m in _ISOLATED_CAPITAL.finditer(text, lo, hi):
            if m.group(1).lower() in self.lower_words and not m.start(1) <= ctx.start < m.end(1):
                found += 1
                if found == 2:
                    return True
        return False
