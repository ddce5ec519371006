"""Is a lexicon match a person's first name / a word, or part of a proper name?

The swap lexicons match strings: "May" in "May 2007", "Austin" in "Austin, Texas", "Simon" in
"Arthur Simon", "MA" the degree, "Queen" in "Queen's University", "MS" in "Jackson, MS".
:class:`ProperNames` decides, from the text around each match and without any model, whether
a match is what the lexicon means. It is cheap (a few dictionary look-ups and one small regex
pass over about 100 characters on each side of the match), and only capitalised words, names
and title abbreviations are looked at: a lower-case "her" or "father" costs nothing.

First names (``kind == "name"``) are rejected, with the reason in brackets, when they are:

1. ALL CAPS in a text that has lower-case letters ("MA", "(MIA)", "AL") [``acronym``];
2. joined by a hyphen to another word, or part of an e-mail address, handle or path
   ("Houston-based", "@john") [``compound``];
3. a month or season name in a date context: next to a number ("May 2007", "5 May"), after
   "in", "since", "early"... ("in August"), after "the end of", "the 5th of", or joined to
   another month ("April and May") [``date``];
4. right after "a", "an" or "the" ("a Virginia hospital", "the Houston area"), or after "a" and
   an adjective, a name used as a common noun ("a middle-aged Romeo", "a second Napoleon"; a
   full name only after "a second", "a modern"...: "a second Jonas Brown", "the modern David")
   [``determiner``];
5. inside the capitalised run of an organisation, building, work or place name: a run of
   capitalised words that holds an institution word ("Michael Hughes Foundation", "St Mary's
   Hospital"), the words after an institution word joined by "of", "at", "and"... ("College
   of William and Mary", "University of Texas at Austin"), or words joined by "&" where one
   side is no first name or both sides are the same word ("Johnson & Johnson"); the institution
   words include regiments ("Royal Engineers", "Sherwood Rangers"), firms' and shops' words
   ("Warner Bros.", "Dallas Semiconductor", "Moses Donuts", "Frank Campbell Funeral Home", "Vance
   Refrigeration", "Bernard Farms") and shows named after their hosts ("Larry King Live", "the
   Dr. Laura Show"); a
   run of capitalised words right before a business noun in lower case, with no possessive,
   names the business ("Ted Baker founder", "John Lewis shares"; not "Ted Baker's son")
   [``organisation``];
6. part of a place: a multi-word place of the gazetteer ("San Antonio", "UC San Diego",
   "Prince George"), right after a place prefix ("North Carolina", "Fort Worth", "St Mary's"),
   or after "of" and a place word ("the Firth of Clyde", "the colony of Victoria") [``place``];
7. a single-word place of the gazetteer in a place context: followed by a comma and a state,
   country or region ("Austin, Texas", "Jackson, MS"), after a city and a comma ("Richmond,
   Virginia"), after "in", "near"... ("in Charlotte"), after "moved to", "returned from"...,
   before a lower-case place noun ("Houston area", "Virginia hospital"), right after a verb of
   taking or entering a place with no capitalised word or 's after it ("the Greeks entered
   Troy", "besieged Troy"; not "captured Eugene Sue's"); and the few names that
   are mostly large cities (Houston, Dallas, Denver...: ``name_roles.tsv``) when no capitalised
   word follows [``place-name``]; any first name before a comma and a state, country or region
   that is no first name and owns nothing ("Gary, Indiana", "Trenton, New Jersey"; not
   "Tom, England's friend") [``place-name``];
8. in surname position, when no capitalised word follows: after another first name ("Arthur Simon",
   "Howard Thurman"; not a woman's second given name of ``second_given``: "Sarah Jane", "Mary
   Ann" swap both halves), after initials ("Howard W. Thurman", "J. Simon") or after a title
   that goes with surnames ("Ms. Johnson", "Dr. Arthur", "Congressman Ryan"; a title before a
   full stop only when capitalised: not "a deputy sheriff. Billy was calm"); and the names that
   are mostly surnames (Johnson, Walker, Parker...: ``name_roles.tsv``) when no capitalised word
   follows [``surname``];
   post-nominal letters and Jr or Sr end a name ("Ross Ray QC", "Henry James Sr."), and so do two
   capitalised common words, as in a title-case headline ("George Karl Interview After Being
   Fired"); the first word of a book index entry before a comma and a capitalised word ("Lucy, Sir
   Thomas, ii. 155.") [``surname``]; a middle name of the other gender than the first name before
   it ("Mary Glenn Krause", "Anthony Ashley Cooper") [``surname``];
9. elsewhere in the same text, standing alone (no capitalised word after it), a name found as a
   surname or a single-word place by rules 7-8 ("Howard Thurman ... Thurman argued",
   "Austin, Texas ... in Austin") [``same-text``];
10. without the evidence of a person's given name that the name needs (below) [``unconfirmed``,
    ``ambiguous``].

Some more, with their reasons: inside a short quoted (also in single quotes, or in the `` and '' of
text tokenised like the Penn Treebank: "an updating of ''Carmen''"), _italic_ or =bold= Title-Case
span ("'Charles the First'") [``title``]; a title that is also a name before a first name ("Donna
Clara") [``title``]; after the prefix of a ship's name in capitals ("USS George Washington", "HMS
Prince George") [``proper-name``]; after Hurricane, Typhoon or Cyclone, and alone elsewhere in a
text that names the storm so ("Hurricane Katrina ... Katrina's effect") [``storm``]; a possessive
before a capitalised word that is no first name ("Arthur's Seat", "Henry's Fort"; also with the
's apart, as text tokenised like the Penn Treebank writes it: "Charlie 's Angels") or after
"named"/"called" and a place, ship or animal noun ("a place named Glen") [``proper-name``], or a
possessive before a lower-case landform noun ("on Corey's hill", "Walden's pond") [``proper-name``];
after "the", a capitalised noun and "of" that are no title, kin or belonging of a person ("the Spear
of Ivan", "the Book of Daniel"; not "the Reign of Elizabeth") [``proper-name``]; before a feast day
("Merry Christmas") or inside the name of a holiday, a capitalised run that ends in Day, Night or
Eve after another word or a possessive ("Will Rogers Day", "Guy Fawkes Night", "St. Agnes' Eve"; not
"Doris Day") [``date``]; May the verb before a pronoun that starts a sentence or before He or God
("May He guide us") [``not-given``]; an author cited with a year and pages ("Donald (1996), pp.
422") [``surname``]; a genus before a Latin epithet ("Ada keiliana", "Melissa officinalis")
[``proper-name``]; George after "By" ("By George!"), and Jesus as an exclamation: after a word of
interjection, before "!" at the start of a sentence or after a dash, or alone on its line, with
"Christ" or not ("Oh, Jesus!", "sweet Jesus", "Jesus Christ!"; not "the Savior; Jesus Christ.")
[``oath``]; a name followed by chapter and verse, a book of the Bible ("James 5:16", "John 3:16",
"Matthew 26: 33"; in Roman numerals as older books cite it: "John ix. 6", "Dan. iv. 17"), or
abbreviated after the number of its book ("1 Sam.", "2 Tim.") [``title``]; a short name with a full
stop before a word in lower case or another abbreviation, as etymologies abbreviate languages ("Sw.
and Dan. efter", "Dan. & Sw. dask", "Russ. sestra"; not "Jo. and Dan." nor an index's "Sir Alex.,
ii. 71") [``abbreviation``]; an author cited after a quotation by a double hyphen at the end
("notes. --Herbert.", as dictionaries cite George Herbert; not the dash of "a beautiful
woman--Edith.") [``surname``]; a name joined to a dictionary's stress or accent mark
("Dan\"ger*ous", "Tim[=u]r") [``compound``]; a nationality word that is also a first name (Norman,
German, Roman) alone, before a place, or before a capitalised word of a church, an empire or a god
("Roman Catholic", "German Emperor", "Roman Cupid"; not "Roman Polanski"), or after a capitalised
word of a language's stage ("Old German", "Middle High German") [``demonym``]; the few names of the
list that are a kinship word or a surname particle in English text ("Ma Wilkins", "Von Baumser",
"Del Rio"), and the rare given names that books write mostly as a lower-case word ("Long Barton",
"Rich", "Noble", "Chance") [``not-given``]; a name joined by a comma or "and" to a god ("Minerva,
Venus, and the nine Muses", "of Apollo and of Diana"), after "the angel" or "the goddess", or after
"of" and a word of a cult ("the nymphs of Diana"), and the given names that English text writes
almost only for a goddess ("a statue of Minerva", "the Athena Desktop Environment"; not "Miss
Minerva", "Minerva Moody") [``deity``]; the first names that are also programming languages,
programs or computers (``language_name``: Ada, Julia, Ruby, Mac...) before a version number or a
programming noun ("Ada 95", "the Ruby interpreter", "Mac OS"), after "written in", "programming
in"..., or listed with a language that is no first name ("Ada, Fortran and Lisp") [``language``]; an
animal's name in its text ("the dog Carlo", "Billy, the acrobatic goat", "Harriet, Darwin's turtle",
"Carlo barked", "Bob's hoof", "Roland lifted his head from his paws") [``animal``]; "Bart." after a
surname (the baronet) [``title``]; inside a chapter heading in capitals or a list of titles of works
("CHAPTER XII. HELEN'S DEBUT.", "Frank Hunter's Peril. Frank and Fearless.") or on a line of a list
of contents ("MISS SARAH JACK, OF SPANISH TOWN 70") [``title``]; one of two capitalised words joined
by "and" that start a clause and take a singular verb, which name one work or firm ("Mary and Joe is
a delightful surprise"; not "Mary and Joe are here", nor the end of a list: "Francis, Douglas and
Henry is her son") [``title``]; inside a foreign phrase in italics ("_Vicit Leo ex tribu Judae_")
[``title``]; inside the title of a Project Gutenberg book on its header or footer line ("End of the
Project Gutenberg EBook of Lucy Maud Montgomery Short Stories") [``title``]; inside a fixed phrase,
written as listed, that personifies or stands for anybody or names a thing ("John Bull", "Uncle
Sam", "John Doe", "Tom, Dick and Harry", "Monty Python", "a Harvey Wallbanger", "Romeo and Juliet"
the play, "Art Deco", "Mario Kart", "Jesus freak", an award in lower-case company: "an Oscar
nomination", "Oscar winning", "the Oscar season": ``idiom`` of ``propernames.tsv``; also the
capitalised gendered words in them) [``idiom``].

Rule 10, the evidence a first name needs. Names are not all alike: "Mary" and "Charles" are
almost only given names, while "Scott", "Franklin" and "Martin" are often surnames used alone
("Scott's journal"), "Kimberley" and "Chester" places, "Rose" and "Will" common words.
``name_usage.tsv`` (built by ``scripts/build_name_usage.py`` from how each name is used in
public-domain books and from US Census 1990 frequencies) gives each name a role, and the role
the evidence it needs before it is swapped:

* ``given`` (Mary, Charles, Elizabeth...): none;
* ``surname-use`` and ``place-use`` (Scott, Franklin, Martin, Oliver; Kimberley, Virginia...):
  strong evidence: a surname follows that is no common word ("Scott Joplin"; not "Murray
  Hill": ``common_words.tsv``) nor a function word in Title Case ("Will Be Obese", "Clinton To
  Obama"), and after a ``word-use`` or ``place-use`` name no English word that is no surname
  either (``lower_words.tsv``: "Gene Mutation Helps", "Dallas Nurses Hold"; "Will Smith" still
  counts), or a title or a kinship word that goes with given names comes
  before ("Sir Walter", "Aunt Polly", "King Charles", "his son Martin");
* others, and ``word-use`` names (Rose, Will, Grace...) inside a sentence: weak evidence is
  enough: a pronoun of the name's gender in the rest of its sentence or in the next one
  ("Randall ... he"), a verb of saying next to it ("said Diana", "Martin answered"), a vocative
  in dialogue ('"Gus, when do we start?"'), another first name joined by "and" or a comma
  ("Anne and Diana"), an epithet ("Peter the Great"), a title such as Lady or Little;
* ``word-use`` names first in a sentence, after a possessive ("his Bill") or in a text in
  capitals need strong evidence ("Will you come?", "Rose at seven"); vocatives do not count
  for them ("Joy!", "Faith, there must be"); so do names that are also awards (``award_name``:
  Oscar, Emmy, Tony, Hugo) after a possessive ("his Oscar"; not "her son Oscar").

The best evidence of a name counts for all its occurrences in the text ("Martin Eden came.
Martin sat down."). Scrubbing leaves rule 10 out (``confirm=False``): it removes every first
name that no other rule shows to be something else.

Rule 11, the dataset's evidence (only with ``adapt=True``). The adaptation pass counts how each
name is used across the whole dataset (:meth:`ProperNames.usage`) and decides per name
(:mod:`cdaprep.swap.name_evidence`); :meth:`ProperNames.reasons` takes the decisions as
``dataset``: a name decided ``strong`` (mostly a surname, a place or an animal in this dataset:
"Mr. Barry" throughout a logic textbook, "the dog Carlo") needs strong evidence in its text
[``dataset``]; one decided ``swap`` (often with strong evidence, never otherwise) needs none.

Gendered words and titles (``kind`` ``word`` / ``title``) are rejected when they are:

* a title that is also an abbreviation (Mr, Mrs, Ms, Messrs, Mses) not used as a title: ALL
  CAPS in a mixed-case text unless a full stop and a capitalised word follow ("an MS in
  Accounting", "Jackson, MS"; but "MR. Smith"), or lower case unless a full stop or a
  capitalised word follows ("200 ms") [``abbreviation``];
* capitalised nouns (King, Queen, Prince, Lady, Duke, Mother...; pronouns never) inside an
  organisation run (rule 5: "Queen's University", "Duke University", "Prince Edward Island")
  [``organisation``], a multi-word gazetteer place ("Prince George") [``place``], a
  single-word place of the gazetteer not after a determiner or number ("Queens" the borough;
  "two Queens" stays a word) [``place-name``], a possessive before a capitalised word with no
  determiner before it ("King's College", "Mother's Day"; "the King's English" stays a
  word) [``proper-name``], or a surname after a first name or initials, unless "of" follows
  ("B.B. King", "Stephen King"; "Mary Queen of Scots" stays a word) [``surname``], or a
  plural capitalised inside a sentence ("Lehman Brothers", "Big Brothers Big Sisters",
  "Sisters of Charity Hospital", "Little Women"; not first in a sentence, after a possessive,
  a number or an adjective such as old, addressed, in a headline, in text that capitalises its
  nouns, nor a rank with no capitalised word or number before it: "the Kings of England"
  stays a word) [``proper-name``].

"The King of Spain" is a word and is swapped.

Capitalisation carries the rules: in a text with no lower-case letter only rules 3 and 4 (and
the calendar part of the gazetteer) apply, and a capitalised word after a name is no evidence.

Data: ``lexicons/rules/propernames.tsv`` (context words by class), ``lexicons/rules/places.tsv``
(GeoNames countries, US states and large cities, CC BY 4.0) and ``lexicons/rules/name_roles.tsv``
(US Census 1990 first-name and surname frequencies), both built by
``scripts/build_propernames.py``; ``lexicons/rules/name_usage.tsv`` and
``lexicons/rules/common_words.tsv``, built by ``scripts/build_name_usage.py``;
``lexicons/rules/lower_words.tsv``, built by ``scripts/build_lower_words.py``.

Examples
--------
>>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
>>> lex = load_swap_lexicon(names=True).entries
>>> pn = ProperNames.load()
>>> text = "In May 2007 Arthur Simon moved to Houston."
>>> spans = [(3, 6, lex["may"]), (12, 18, lex["arthur"]), (19, 24, lex["simon"]),
...          (34, 41, lex["houston"])]
>>> pn.reasons(text, spans)
['date', None, 'surname', 'place-name']
"""

from __future__ import annotations

import csv
import functools
import re
from collections.abc import Iterable, Mapping, Sequence

from cdaprep.lexicon_files import lexicon_dir
from cdaprep.swap.name_context import (
    TOKEN,
    Ctx,
    Side,
    Tok,
    phrase_index,
    phrase_tokens,
    read_context,
)
from cdaprep.swap.swap_lexicon import Entry, load_context_words

__all__ = ["ProperNames", "REASONS", "USAGES"]

#: Every reason :meth:`ProperNames.reasons` can give.
REASONS = (
    "acronym",
    "compound",
    "date",
    "determiner",
    "organisation",
    "place",
    "place-name",
    "surname",
    "same-text",
    "title",
    "demonym",
    "abbreviation",
    "proper-name",
    "language",
    "storm",
    "oath",
    "not-given",
    "deity",
    "animal",
    "idiom",
    "unconfirmed",
    "ambiguous",
    "dataset",
)

#: How a first name is used at one place of a text (:meth:`ProperNames.usage`), for the
#: dataset-level counts of the adaptation pass (:mod:`cdaprep.swap.name_evidence`).
USAGES = (
    "given",
    "weak",
    "pronoun",
    "bare",
    "other-gender",
    "surname",
    "after-name",
    "place",
    "animal",
    "thing",
)
_USAGE_OF_REASON = {
    "surname:title": "surname",
    "surname:initials": "surname",
    "surname:particle": "surname",
    "surname:index": "surname",
    "surname:citation": "surname",
    "surname:name": "after-name",
    "surname:middle": "after-name",
    "place-name": "place",
    "animal": "animal",
    "language": "thing",
    "storm": "thing",
}
_OTHER_GENDER = {"male": "female", "female": "male"}

#: A first name of the census is taken for one gender when its frequency for that gender is at
#: least this many times its frequency for the other (Glenn, Mary; not Jean, Leslie, Marion).
GENDERED_RATIO = 10.0
#: Characters before a name in which "Project Gutenberg EBook of" is looked for.
EBOOK_REACH = 300
#: Tokens of its clause a name that owns an animal's body part may have before "his"/"her".
ANIMAL_PART_REACH = 10

#: A name rarer than this as a given name (US Census 1990, percent), written in lower case at
#: least this many times in the books of ``name_usage.tsv`` and this many times as often as
#: capitalised inside a sentence, is a word and never a given name ("Long Barton", "Rich").
WORD_NAME_FREQ = 0.01
WORD_NAME_MIN_LOWER = 100
WORD_NAME_RATIO = 20.0
#: A name of ``name_usage.tsv`` with at least this many uses as a surname, and this many times
#: as many as its uses as a given name, is a surname in the books counted ("Wade", "Brock");
#: see :func:`cdaprep.swap.name_evidence.decide`.
CORPUS_SURNAME_MIN = 5
CORPUS_SURNAME_RATIO = 3.0
#: Evidence a first name needs, by its role in ``name_usage.tsv``: 0 none (a name almost only
#: used as a given name), 1 weak, 2 strong (a name often used as a surname or a place).
NEED = {"given": 0, "word-use": 1, "": 1, "surname-use": 2, "place-use": 2}
#: Characters read after a first name when looking for a pronoun of its gender.
PRONOUN_SPAN = 300

#: First names rarer than this (percent of people, US Census 1990) that are also places of the
#: gazetteer are places after "at", "into", "to"... ("at Geneva"); commoner ones (Charlotte,
#: Florence) only after "in", "near"...
RARE = 0.05
_PLACE_KINDS = frozenset(("city", "region", "country"))
_AREA_KINDS = frozenset(("state", "region", "country"))
#: hyphens that join a name to the next word ("Al-Baghdadi"; U+2010, U+2011 as some sites write it)
_HYPHENS = "-\u2010\u2011"
_JOINERS = ("and", "or", "to", "through", "-", "\u2013", "/")
#: the possessive ending as a token, straight or curly ("Queen's", "Queen\u2019s")
_POSSESSIVE_S = ("'s", "\u2019s")
#: Verbs in the singular after two names joined by "and": the pair names one thing
_SINGULAR_VERBS = frozenset(("is", "was", "has"))
#: Tokens before the first word of a sentence, a quotation or a bracket, and of a clause
_SENTENCE_START = ".!?:;\"'\u201c\u2018(\u2014"
#: The small words a title leaves in lower case ("Sisters of the Holy Cross").
_TITLE_SMALL = frozenset(
    "a an and as at but by for from in into nor of on or per the to vs via with".split()
)
#: A word of a line, for :meth:`ProperNames._title_line` (not the "s" of "70s", a hashtag,
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
#: Words after which a pronoun in capitals is an abbreviation ("the HE sector"); not "that",
#: which is also a conjunction ("knew that HE did").
_ABBREVIATION_DETERMINERS = frozenset(
    ("a", "an", "the", "these", "those", "its", "their", "our", "your", "my")
)
#: Prepositions after which "he" or "she" cannot stand, so that HE or SHE is an abbreviation
#: ("in HE", "of SHE policy"); "like" and "than" can ("taller than HE").
_SUBJECTLESS_PREPOSITIONS = frozenset(
    ("in", "of", "for", "on", "at", "from", "with", "by", "into", "onto", "to", "about", "across")
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


#: what may follow a name of ``exclamation`` that is an oath: "Christ" and "!" (group 1), or the
#: end of the line ("Jesus!", "Jesus Christ!", "Jesus H. Christ!", a line "Jesus.")
_EXCLAIMED_END = re.compile(r"(?:\s+(?:H\.\s+)?Christ\b)?\s*(?:(!)|[.,]?\s*(?:\n|$))")
_CLAUSE_START = frozenset((*_SENTENCE_START, ","))
_POSSESSORS = ("his", "her", "their", "my", "our", "your", "its")
_SPREAD = ("surname", "place-name", "storm")
_TITLE_MARKS = {'"': '"', "\u201c": "\u201d", "_": "_", "=": "=", "``": "''", "''": "''"}
#: Opening marks of a title: the above (`` and '' are the double quotes of text tokenised in the
#: Penn Treebank's way), and a single quote after a space, a bracket or the start (not an
#: apostrophe); a single closing quote is one not followed by a letter.
_TITLE_OPEN = re.compile(r"``|(?<![^\s(\[])''|[\"\u201c_=\u2018]|(?<![^\s(\[])'(?!')")
_SINGLE_CLOSE = re.compile(r"['\u2019](?![^\W\d_])")
_QUOTES = ('"', "\u201c", "\u2018", "'", "``", "''")
_WEAK_CONNECTORS = ("and", "&", "the")
_PRONOUNS = {
    "male": re.compile(r"\b(?:he|him|his|himself)\b", re.I),
    "female": re.compile(r"\b(?:she|her|hers|herself)\b", re.I),
}
_ADJECTIVE_ENDS = ("ed", "al", "ic", "ous", "ful", "less", "ish", "ive", "ern", "able", "ible")
_ADJECTIVES = frozenset(("second", "third", "new", "another", "perfect", "veritable", "regular"))
#: adjectives that make even a full name after "a" a likeness ("a second Jonas Brown")
_LIKENESS = frozenset(("second", "third", "modern", "veritable"))
#: chapter and verse after a name: a book of the Bible ("James 5:16", "Matthew 26: 33"; with the
#: chapter in lower case Roman numerals, as older books and dictionaries cite it: "John ix. 6",
#: "Dan. iv. 17")
_VERSE = re.compile(r"\s\d{1,3}: ?\d{1,3}\b|\.? [ivxlc]{1,7}\.,? \d{1,3}\b")
#: the number of a book of the Bible before the name, the name abbreviated ("1 Sam.", "2. Tim.")
_BOOK_NUMBER = re.compile(r"(?<![\w.,])[1-4]\.? \Z")
#: a full stop after a short name that abbreviates a language, as etymologies do, then a word
#: in lower case (also one that starts with an accent in brackets: "Dan. [ae]ble") or another
#: such abbreviation that is no first name (group 1: "Sw. and Dan. efter", "Dan. & Sw. dask",
#: "D., G., Dan., & Sw. glas", "Russ. dvere"); not a bracket that opens a stage direction
#: ("Harry. [_Abashed._]"), nor an index's ", ii. 71" ("Sir Alex., ii. 71")
_ABBREVIATED = re.compile(
    r"\.(?: (?!(?:and|or) )[a-z]| \[[a-z=\"'^.~]{1,2}[a-z]*\]"
    r"|,? (?:&|and|or) ([A-Z][A-Za-z]{0,4})\.)"
)
#: an accent mark in brackets inside a word of a dictionary ("Tim[=u]r", "Ana[\"e]robic"; not a
#: note's mark before a space: "Christopher[o] Sly")
_ACCENT_MARK = re.compile(r"\[[=\"'^.~a-z]{1,4}\]\w")
#: a dictionary's citation of its source after a quotation: an author by surname right after a
#: double hyphen that follows a space, at the end ("notes. --Herbert.", "--Daniel."; not the
#: dash of "a beautiful woman--Edith.")
_CITED_END = re.compile(r"\.?\s*\Z")
#: a year in brackets and pages right after a name: an author cited by surname ("Donald (1996),
#: pp. 422", "Fleming (1981: 33)"; not "for Louisa (1839) speaks", "--Queen Elizabeth (1559).")
_CITED_YEAR = re.compile(
    r" ?\((?:1[5-9]|20)\d\d[a-z]?(?:\),? (?:pp?|ch|chap|vol)\. ?\d|[:,] (?:pp?\. ?)?\d)"
)
#: a Latin epithet in lower case after a genus that is a first name ("Ada keiliana", "Veronica
#: officinalis"): endings no English word has
_EPITHET = re.compile(
    r" (?![ivxlc]+\b)[a-z]{2,}"
    r"(?:ensis|iana|ianus|ianum|ii|orum|arum|alis|oides|ifolia|iflora|icola|aeus)\b"
)
#: a saint's name with its possessive right before the match: the match ends a feast's name
_SAINTS_DAY = re.compile(r"\b(?:St\.?|Saint) [A-Z][\w-]*(?:['\u2019]s|s['\u2019]) \Z")
#: an identifier in capitals and a full stop right before a name ("TCOL.Ada")
_CAPS_DOT = re.compile(r"(?<![\w.])[A-Z][A-Z0-9]+\.\Z")
#: how far back :data:`_CAPS_DOT` looks: the longest identifier in capitals it can find, so that a
#: name after a full stop costs a few characters of search, not the whole text before it
CAPS_ID_REACH = 40
_PUBLISHER = re.compile(r"[A-Z][\w'\u2019]*(?: (?:[A-Z][\w'\u2019]*|and|&))*\.\)")
#: An author in capitals before the colon of a catalogue entry ("LINDSAY, LADY", "LINTON, W. J.")
_CATALOG_AUTHOR = re.compile(r"\b[A-Z][A-Z'-]+, [A-Z][A-Z'-]*\.?(?: [A-Z][A-Z'-]*\.?)*$")
_ROMAN = re.compile(r"[IVXLC]{1,6}")
#: characters no title line holds (dialogue, exclamations, questions)
_NOT_TITLE_CHARS = frozenset('!?"\u201c\u201d')
#: words that make a line in capitals a sentence rather than a heading
_SENTENCE_WORDS = frozenset(
    "i you he she we they it me him her us them my your his our their its is am are was were "
    "be been has have had do does did will would can could shall should may might must".split()
)
#: animal verbs that people do too
_HUMAN_TOO = frozenset(("wagged", "wagging", "yelped", "yelping"))
# words before a name that is the subject of its clause, words after a name that are no verb,
# tokens that end a clause, and words that start another noun phrase
# (:meth:`ProperNames._owns_animal_part`)
_CLAUSE_OPENERS = frozenset(("and", "but", "then", "when", "while", "as", "so", "till", "until"))
_NOT_VERBS = frozenset(("and", "or", "but", "with", "of", "in", "on", "at", "to", "for", "who"))
_CLAUSE_ENDS = frozenset('.!?;:,"\u201c\u201d()')
_NP_STARTS = frozenset(("the", "a", "an", "this", "that", "these", "those", "who", "which"))
#: determiners of an apposition ("Carlo, the old dog", "Jack, my horse")
_DETERMINERS = frozenset(("the", "a", "an", "my", "his", "her", "our", "their", "your", "its"))
#: the start of a chapter heading ("CHAPTER XII.", "BOOK 2", "XII.")
_CHAPTER = re.compile(
    r"(?:(?:CHAPTER|BOOK|PART|ACT|SCENE|STAVE|CANTO)\s+(?:[IVXLC]+|\d+)\b|[IVXLC]+\.|\d+\.)"
)
#: a line of a list of contents: text, then a page number ("MISS SARAH JACK, OF SPANISH TOWN 70")
_CONTENTS_LINE = re.compile(r"[^\n]*[^\W\d_][^\n]*?[\s.]\s*(?:\d{1,4}|[ivxlc]{1,7})\.?[ \t]*")
_INDEX_PAGES = re.compile(r"\b[ivx]{1,4}[.,] \d+[,;.]|\b\d+(?:-\d+)?, \d+(?:-\d+)?, \d+\b")
_EBOOK_OF = re.compile(r"Project Gutenberg(?:'s|\u2019s)? E-?[Bb]ook,? of ")
_BY = re.compile(r"\sby\s")
_SENTENCE_END = re.compile(r"[.!?][\"'\u201d\u2019)\]]*(?:\s|$)|\n\s*\n")
_VOCATIVE_BEFORE = re.compile(r"(?:^|[\"\u201c\u2018]|[,!] |\b(?:O|Oh|oh|Ah|ah|Dear|dear) )$")


@functools.cache
def _english_words() -> frozenset[str]:
    """English function words (``stopwords_en.tsv``), to tell a foreign phrase in italics."""
    return frozenset(r["word"] for r in _load_table("stopwords_en"))


def _load_table(name: str) -> list[dict[str, str]]:
    path = lexicon_dir() / "rules" / f"{name}.tsv"
    with open(path, encoding="utf-8", newline="") as f:
        lines = [ln for ln in f if ln.strip() and not ln.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


class ProperNames:
    """Proper-name detector shared by swapping, scrubbing and the gendered-word tests.

    Load it with :meth:`load` (the data is read once per process). See the module
    documentation for the rules.

    Examples
    --------
    >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
    >>> lex = load_swap_lexicon(names=True).entries
    >>> ProperNames.load().reasons("She has an MS from Queen's University.",
    ...                            [(11, 13, lex["ms"]), (19, 24, lex["queen"])])
    ['abbreviation', 'organisation']
    """

    def __init__(
        self,
        words: dict[str, set[str]],
        places: list[dict[str, str]],
        roles: list[dict[str, str]],
        usage: Sequence[dict[str, str]] = (),
        common: Sequence[dict[str, str]] = (),
        idioms: Iterable[str] = (),
        organisations: Iterable[str] = (),
        lower_words: Iterable[str] = (),
    ) -> None:
        self.institution = frozenset(words.get("institution", ()))
        self.place_prefix = frozenset(words.get("place_prefix", ()))
        self.ship_prefix = frozenset(words.get("ship_prefix", ()))
        self.storm_prefix = frozenset(words.get("storm_prefix", ()))
        self.award_name = frozenset(words.get("award_name", ()))
        self.connector = frozenset(words.get("connector", ()))
        self.calendar = frozenset(words.get("calendar", ()))
        self.calendar_before = frozenset(words.get("calendar_before", ()))
        self.time_noun = frozenset(words.get("time_noun", ()))
        self.determiner = frozenset(words.get("determiner", ()))
        self.locative = frozenset(words.get("locative", ()))
        self.motion_verb = frozenset(words.get("motion_verb", ()))
        self.place_noun = frozenset(words.get("place_noun", ())) | self.institution
        self.surname_title = frozenset(words.get("surname_title", ()))
        self.abbreviation_title = frozenset(words.get("abbreviation_title", ()))
        self.abbreviation = frozenset(words.get("abbreviation", ()))
        self.pronoun = frozenset(words.get("pronoun", ()))
        self.title_name = frozenset(words.get("title_name", ()))
        self.demonym = frozenset(words.get("demonym", ()))
        self.demonym_stage = frozenset(words.get("demonym_stage", ()))
        self.place_of = frozenset(words.get("place_of", ()))
        self.forename_title = frozenset(words.get("forename_title", ()))
        self.preposition = frozenset(words.get("preposition", ()))
        self.particle = frozenset(words.get("particle", ()))
        self.firm_noun = frozenset(words.get("firm_noun", ()))
        self.area_before = frozenset(words.get("area_before", ()))
        self.given_title = frozenset(words.get("given_title", ()))
        self.forename_title |= self.given_title
        self.given_role = frozenset(words.get("given_role", ()))
        self.second_given = frozenset(words.get("second_given", ()))
        self.speech_verb = frozenset(words.get("speech_verb", ()))
        self.epithet = frozenset(words.get("epithet", ()))
        self.oath = frozenset(words.get("oath", ()))
        self.exclamation = frozenset(words.get("exclamation", ()))
        self.interjection = frozenset(words.get("interjection", ()))
        self.named_noun = frozenset(words.get("named_noun", ()))
        census = {r["word"]: max(float(r["male"]), float(r["female"])) for r in roles}
        #: Ma, Von, Del; and rare given names that the books write mostly as a lower-case word
        #: (Long, Rich, Noble, Chance, Merry, Hung: "at Long Barton")
        self.not_given = frozenset(words.get("not_given", ())) | frozenset(
            r["word"]
            for r in usage
            if census.get(r["word"], 1.0) < WORD_NAME_FREQ
            and int(r["lower"]) >= WORD_NAME_MIN_LOWER
            and int(r["lower"]) >= WORD_NAME_RATIO * max(int(r["capitalised"]), 1)
        )
        self.landform = frozenset(words.get("landform", ()))
        self.deity = frozenset(words.get("deity", ()))
        self.deity_name = frozenset(words.get("deity_name", ()))
        #: capitalised words after which a nationality word is an adjective: gods, institutions
        #: and those of ``demonym_noun`` (Roman Cupid, Roman Empire, Roman Catholicism)
        self.demonym_noun = frozenset(words.get("demonym_noun", ())) | self.deity | self.institution
        self.language_name = frozenset(words.get("language_name", ()))
        self.language = frozenset(words.get("language", ()))
        self.code_noun = frozenset(words.get("code_noun", ()))
        self.code_verb = frozenset(words.get("code_verb", ()))
        self.deity_noun = frozenset(words.get("deity_noun", ()))
        self.deity_of = frozenset(words.get("deity_of", ()))
        self.postnominal = frozenset(words.get("postnominal", ()))
        self.name_suffix = frozenset(words.get("name_suffix", ()))
        self.role = {r["word"]: r["role"] for r in usage}
        #: names the books of ``name_usage.tsv`` use mostly as surnames (rule 11's prior)
        self.corpus_surnames = frozenset(
            r["word"]
            for r in usage
            if int(r["surname"]) >= CORPUS_SURNAME_MIN
            and int(r["surname"]) >= CORPUS_SURNAME_RATIO * max(int(r["given"]), 1)
        )
        self.common_words = frozenset(r["word"] for r in common)
        self.feast = frozenset(words.get("feast", ()))
        self.feast_end = frozenset(words.get("feast_end", ()))
        self.place_verb = frozenset(words.get("place_verb", ()))
        self.animal = frozenset(words.get("animal", ()))
        #: the animal nouns of an apposition ("Carlo, the old dog"; "Harriet, Darwin's turtle")
        self.animal_apposed = self.animal | frozenset(words.get("animal_kind", ()))
        self.either_title = frozenset(words.get("either_title", ()))
        self.animal_verb = frozenset(words.get("animal_verb", ()))
        self.animal_verb_strict = self.animal_verb - _HUMAN_TOO
        self.animal_part = frozenset(words.get("animal_part", ()))
        self.of_person = frozenset(words.get("of_person", ()))
        self.not_surname = frozenset(words.get("not_surname", ()))
        self.rare_names = frozenset(
            r["word"] for r in roles if max(float(r["male"]), float(r["female"])) < RARE
        )
        single: dict[str, set[str]] = {}
        for row in places:
            toks = phrase_tokens(row["place"])
            if len(toks) == 1:
                single.setdefault(toks[0], set()).add(row["kind"])
        self.places = {k: frozenset(v) for k, v in single.items()}
        self.phrases = phrase_index(r["place"] for r in places)
        #: fixed phrases whose first names are no person ("John Bull", "Tom, Dick and Harry")
        self.idioms = phrase_index(idioms, lower=False)
        #: organisations named after a person, as written ("Ellis Horwood", "John Wiley")
        self.organisations = phrase_index(organisations, lower=False)
        self.first_names = frozenset(r["word"] for r in roles)
        #: the gender of the first names that are almost only one (US Census 1990): a middle
        #: name of the other gender is a family name ("Mary Glenn Krause")
        self.name_gender = {}
        for r in roles:
            male, female = float(r["male"]), float(r["female"])
            if male > 0 and male >= GENDERED_RATIO * female:
                self.name_gender[r["word"]] = "male"
            elif female > 0 and female >= GENDERED_RATIO * male:
                self.name_gender[r["word"]] = "female"
        self.surnames = frozenset(r["word"] for r in roles if "surname" in r["roles"].split(","))
        self.city_names = frozenset(r["word"] for r in roles if "place" in r["roles"].split(","))
        #: nouns after which "the <Noun> of" a name keeps it a person (:meth:`_thing_of`)
        self.person_of = (
            self.of_person
            | self.given_role
            | self.forename_title
            | self.surname_title
            | self.title_name
            | self.deity_noun
            | self.first_names
        )
        #: words that name or title a person (a title line needs one that is none of them)
        self.name_words = self.first_names | self.surnames | self.forename_title
        #: English words, to tell a foreign phrase in italics
        self.english_words = _english_words() | self.common_words
        #: English words that are no surname (``lower_words.tsv``): no evidence of a full name
        #: after a common-word or place name ("Gene Mutation", "Dallas Nurses")
        self.lower_words = frozenset(lower_words)

    @classmethod
    @functools.cache
    def load(cls) -> ProperNames:
        """The packaged detector (built once per process)."""
        written = load_context_words("propernames", lower=False)
        return cls(
            {k: {w.lower() for w in v} for k, v in written.items()},
            _load_table("places"),
            _load_table("name_roles"),
            _load_table("name_usage"),
            _load_table("common_words"),
            written.get("idiom", ()),
            written.get("organisation", ()),
            (r["word"] for r in _load_table("lower_words")),
        )

    # -- public ----------------------------------------------------------------------------
    def needs_check(self, word: str, entry: Entry) -> bool:
        """Whether a match can be rejected at all (False: lower-case words and pronouns other
        than one in capitals, which may be an abbreviation: "the HE sector")."""
        if entry.kind == "name" or entry.key in self.abbreviation_title:
            return True
        if entry.key in self.pronoun:
            return len(word) > 1 and word.isupper()
        return word[:1].isupper()

    def reasons(
        self,
        text: str,
        spans: Sequence[tuple[int, int, Entry]],
        *,
        confirm: bool = True,
        dataset: Mapping[str, str] | None = None,
    ) -> list[str | None]:
        """Why each match ``text[start:end]`` (with its lexicon entry) is not what the lexicon
        means, or ``None`` where it is (a person's first name; a gendered word or title).

        ``spans`` should hold every match of the text that may be a name: a name found in
        surname position is rejected elsewhere in the text too (rule 9), and the evidence that
        a name is a person's given name counts for its other occurrences (rule 10).

        ``confirm=False`` leaves out rule 10 (the evidence a first name needs): every first
        name not shown to be something else is kept, as scrubbing wants.

        ``dataset`` holds the decisions of the adaptation pass for the dataset the text comes
        from (:mod:`cdaprep.swap.name_evidence`, rule 11): a name decided ``"strong"`` needs
        strong evidence in its text [``dataset`` without it], one decided ``"swap"`` none
        (with ``confirm=True`` only, as they change rule 10).
        """
        dataset = dataset or {}
        upper = None
        out: list[str | None] = []
        spread: set[str] = set()
        alone: list[int] = []
        kept: list[tuple[int, Ctx]] = []
        for i, (s, e, entry) in enumerate(spans):
            word = text[s:e]
            if not self.needs_check(word, entry):
                out.append(None)
                continue
            if upper is None:
                upper = not any(ch.islower() for ch in text)
            ctx = read_context(text, s, e)
            if entry.kind == "name":
                why = self._name(ctx, word, entry.key, upper)
                why = why and why.partition(":")[0]
                if why in _SPREAD:
                    spread.add(entry.key)
                elif why is None:
                    kept.append((i, ctx))
                    if not upper and not self._continues(ctx):
                        alone.append(i)
            else:
                why = self._word(ctx, word, entry.key, upper, entry.default)
            out.append(why)
        for i in alone:
            if spans[i][2].key in spread:
                out[i] = "same-text"
        if confirm:
            self._confirm(spans, kept, out, bool(upper), dataset)
        return out

    def evidence(self, text: str, start: int, end: int, entry: Entry) -> int:
        """How strongly the text says that the first name ``text[start:end]`` is a person's
        given name: 2 (a surname follows, or a title or kinship word that goes with given
        names comes before), 1 (a pronoun of its gender follows, a verb of saying or a
        vocative comma is next to it, it is joined to another first name by "and") or 0.

        Examples
        --------
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> lex = load_swap_lexicon(names=True).entries
        >>> pn = ProperNames.load()
        >>> [pn.evidence(t, 0, 5, lex["scott"]) for t in
        ...  ("Scott Joplin played.", "Scott said he would.", "Scott was painted.")]
        [2, 1, 0]
        """
        upper = not any(ch.islower() for ch in text)
        ctx = read_context(text, start, end)
        return self._evidence(ctx, entry, upper, self.role.get(entry.key) == "word-use")

    def usage(self, text: str, spans: Sequence[tuple[int, int, Entry]]) -> list[str | None]:
        """How each first name of ``spans`` is used at its place in ``text``: one of
        :data:`USAGES`, or None where the place says nothing about the name (a word that is
        no capitalised first name, a text in capitals, a date, an acronym, a name known only
        from the name lists to be mostly a surname or a city).

        Each place is looked at alone (no evidence is shared between the places of a text), so
        counts of usages add up over texts, whatever the batches. The usages:

        ``given``
            strong evidence of a given name here: a surname follows, a title or kinship word
            that goes with given names comes before ("Charles Frohman", "Sir Walter", "his son
            Martin");
        ``weak``
            weak evidence other than a pronoun: a verb of saying, a vocative, another first
            name joined by "and", an epithet, a title such as Lady ("said Diana");
        ``pronoun``
            only a pronoun of the name's gender in the rest of its sentence or the next one;
        ``other-gender``
            no evidence, and a pronoun of the other gender there ("Carlo ... she");
        ``bare``
            kept by the rules, and nothing else said ("Barry takes salt");
        ``surname``
            after a title that goes with surnames only ("Mr. Barry", "Dr. Arthur"; not Miss,
            Mrs or Madame, which also take given names), after initials ("F. Jeffrey"), after
            a particle ("van Buren"; capitalised after a capitalised word or a bracket:
            "Robert De Niro", "(De Jesus)") or first in an index entry;
        ``after-name``
            after another first name, with no capitalised word after it ("Francis Jeffrey";
            also a second given name: "Mary Ann");
        ``place``
            a single-word place of the gazetteer used as a place (rule 7: "in Florence",
            "Austin, Texas"); the places that contain a name ("St. John's", "San Carlos") say
            nothing about the name elsewhere and are not counted;
        ``animal``
            an animal's name: after an animal noun ("the dog Carlo", "a horse called Jack"),
            after a comma and one ("Carlo, the dog"), before a verb only animals do ("Carlo
            barked").
        ``thing``
            a programming language, program or computer (rule ``language``: "Ada 95", "written
            in Ada", "the Ruby interpreter", "Mac OS"), or a storm (``storm``: "Hurricane
            Katrina").

        Names rejected for other reasons (organisations, titles of works, dates...) are not
        counted: "St Mary's Hospital" or a short quoted span says nothing about "Mary"
        elsewhere.

        Examples
        --------
        >>> from cdaprep.swap.swap_lexicon import load_swap_lexicon
        >>> lex = load_swap_lexicon(names=True).entries
        >>> text = "Mr. Barry came. Barry said so. The dog Carlo barked."
        >>> ProperNames.load().usage(text, [(4, 9, lex["barry"]), (16, 21, lex["barry"]),
        ...                                  (39, 44, lex["carlo"])])
        ['surname', 'weak', 'animal']
        """
        upper = not any(ch.islower() for ch in text)
        out: list[str | None] = []
        for s, e, entry in spans:
            word = text[s:e]
            if upper or entry.kind != "name" or not word[:1].isupper():
                out.append(None)
                continue
            ctx = read_context(text, s, e)
            why = self._name(ctx, word, entry.key, upper)
            if why is not None:
                if why == "proper-name" and self._animal_named(ctx):
                    out.append("animal")
                else:
                    out.append(_USAGE_OF_REASON.get(why))
                continue
            if self._animal(ctx):
                out.append("animal")
                continue
            word_use = self.role.get(entry.key) == "word-use"
            have = self._evidence(ctx, entry, upper, word_use, pronoun=False)
            if have:
                out.append("given" if have == 2 else "weak")
            elif self._pronoun(ctx, entry.gender):
                out.append("pronoun")
            elif self._pronoun(ctx, _OTHER_GENDER.get(entry.gender, "")):
                out.append("other-gender")
            else:
                out.append("bare")
        return out

    def _animal(self, ctx: Ctx, strict: bool = False) -> bool:
        """After an animal noun ("the dog Carlo"), before a comma, a determiner and one
        ("Carlo, the old dog") or before a verb only animals do ("Carlo barked"). ``strict``
        (a text rejecting the name, not a count): not the verbs people do too ("Catherine
        wagged her head", "Bert yelped with joy")."""
        p = self._prev_word(ctx)
        if p is not None and not p.cap and p.low in self.animal:
            return True
        if self._owns_animal_part(ctx, p):
            return True
        r0 = ctx.r(0)
        verbs = self.animal_verb_strict if strict else self.animal_verb
        if r0 is not None and r0.low in verbs and ctx.joined(ctx.end, r0.s):
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
        return need

    def _confirm(
        self,
        spans: Sequence[tuple[int, int, Entry]],
        kept: list[tuple[int, Ctx]],
        out: list,
        upper: bool,
        dataset: Mapping[str, str],
    ) -> None:
        """Rule 10: a first name kept by rules 1-9 is swapped only with the evidence it needs
        (:meth:`_need`); the best evidence of a name counts for all its occurrences in the
        text. The dataset's decisions (rule 11) change the need: none for ``"swap"`` (except in
        a text in capitals), strong evidence for ``"strong"`` (rejected as ``dataset`` without
        it)."""
        best: dict[str, int] = {}
        todo = []
        for i, ctx in kept:
            if out[i] is not None:
                continue
            entry = spans[i][2]
            decided = dataset.get(entry.key)
            if decided == "swap" and not upper:
                continue
            need = self._need(entry.key, ctx, upper)
            raised = decided == "strong" and need < 2
            if raised:
                need = 2
            if need == 0:
                continue
            if best.get(entry.key, 0) < 2:
                have = self._evidence(ctx, entry, upper, self.role.get(entry.key) == "word-use")
                best[entry.key] = max(best.get(entry.key, 0), have)
            todo.append((i, entry.key, need, raised))
        for i, key, need, raised in todo:
            if best[key] < need:
                out[i] = "dataset" if raised else "ambiguous" if need > 1 else "unconfirmed"

    def _continues(self, ctx: Ctx) -> bool:
        """A capitalised word follows on the same line (the name goes on: "Austin Smith")."""
        t = ctx.r(0)
        return t is not None and t.capword and ctx.joined(ctx.end, t.s)

    def _prev_word(self, ctx: Ctx, i: int = 0) -> Tok | None:
        """``left[i]`` when it is a word joined to what follows it by whitespace only."""
        t = ctx.l(i)
        if t is None:
            return None
        nxt_start = ctx.start if i == 0 else ctx.left[i - 1].s
        if not t.t[0].isalpha() or not ctx.joined(t.e, nxt_start):
            return None
        return t

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

    # -- organisation / place runs ---------------------------------------------------------
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
        if inst or not run or owned:
            return inst
        t = ctx.r(i)
        return t is not None and not t.cap and t.low in self.firm_noun and ctx.joined(pos, t.s)

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

    def _phrase(self, ctx: Ctx, key: str) -> bool:
        """Inside a multi-word gazetteer place."""
        return self._in_phrase(ctx, key, self.phrases, True)

    def _idiom(self, ctx: Ctx) -> bool:
        """Inside a fixed phrase of ``idiom``, written as listed ("John Bull", "Uncle Sam";
        not "his uncle Sam")."""
        return self._in_phrase(ctx, ctx.text[ctx.start : ctx.end], self.idioms, False)

    @staticmethod
    def _in_phrase(ctx: Ctx, key: str, index: dict[str, tuple], lower: bool) -> bool:
        """The match and the tokens around it make one of the phrases of ``index`` that hold
        ``key`` (see :func:`phrase_index`)."""
        cands = index.get(key)
        if not cands:
            return False
        k = len(cands[0])
        left = [t.low if lower else t.t for t in ctx.left[:k] if t.t not in "-.'"][::-1]
        right = [t.low if lower else t.t for t in ctx.right[:k] if t.t not in "-.'"]
        seq = left + [key] + right
        me = len(left)
        for p in cands:
            n = len(p)
            for j in range(max(0, me - n + 1), me + 1):
                if tuple(seq[j : j + n]) == p:
                    return True
        return False

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

    # -- evidence of a person's given name (rule 10) ---------------------------------------
    def _evidence(
        self, ctx: Ctx, entry: Entry, upper: bool, word: bool = False, pronoun: bool = True
    ) -> int:
        """The evidence level of :meth:`evidence`; ``pronoun=False`` leaves out the pronouns
        that follow (for :meth:`usage`, which counts them apart)."""
        r0 = ctx.r(0)
        if (
            not upper
            and self._continues(ctx)
            and r0 is not None
            and r0.t != "I"
            and r0.low not in self.common_words
            and not self._headline_word(ctx, r0, entry.key)
            and r0.low not in self.not_surname
        ):
            return 2  # Charles Frohman (a surname the rules did not reject; not Murray Hill)
        p = self._prev_word(ctx)
        if p is not None and p.low in (self.given_title if p.cap else self.given_role):
            return 2  # Sir Walter, Aunt Polly; his son Charles, the boy Tom
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

    def _exclaimed(self, ctx: Ctx) -> bool:
        """An oath: after a word of ``interjection`` (and a comma); starting a sentence or
        following a dash, before "!"; or alone on its line; with "Christ" after it or not ("Oh,
        Jesus!", "sweet Jesus", "Dwight! Jesus!", "Jesus Christ!--", a line "Jesus."; not "the
        Savior; Jesus Christ.", "-- Jesus Christ" under a quotation, "Jesus saves!")."""
        l0 = ctx.l(0)
        word = ctx.l(1) if l0 is not None and l0.t == "," else l0
        if word is not None and word.low in self.interjection:
            return True
        m = _EXCLAIMED_END.match(ctx.text, ctx.end)
        if m is None:
            return False
        line = ctx.text.rfind("\n", 0, ctx.start) + 1
        if m.group(1) is None:
            return not ctx.text[line : ctx.start].strip()  # a line "Jesus."
        before = ctx.text[max(0, ctx.start - 8) : ctx.start].rstrip()
        return self._starts_sentence(ctx) or before.endswith("-")

    def _starts_sentence(self, ctx: Ctx) -> bool:
        """The match is the first word of a sentence, a line or a quotation."""
        l0 = ctx.l(0)
        if l0 is None:
            return True
        if "\n" in ctx.text[l0.e : ctx.start]:
            return True
        return l0.t in _SENTENCE_START

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
        for side in (ctx.left, ctx.right):
            if side.at(1) is None or side[0].low not in ("and", "or", "&", ","):
                continue
            t = side[1]
            if (
                t.capword
                and not (len(t.t) > 1 and t.t.isupper())
                and t.low in self.first_names
                and NEED.get(self.role.get(t.low, ""), 1) < 2
            ):
                return True
        return False

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

    # -- dates -----------------------------------------------------------------------------
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
        return False

    # -- the rules -------------------------------------------------------------------------
    def _name(self, ctx: Ctx, word: str, key: str, upper: bool) -> str | None:
        """Why the first name ``word`` (lexicon key ``key``) at ``ctx`` is no person's given
        name here, or None. ``upper``: the whole text is in capitals.

        The rules run in a fixed order and the first that matches decides, in seven stages:
        the word's form and the characters touching it (:meth:`_form`); dates and
        determiners (:meth:`_next_to`); references to texts (:meth:`_reference`); prefixes of
        places, ships and storms (:meth:`_prefixed`), after which a text in capitals has its
        own few rules (:meth:`_capitals`); what the words around it name (:meth:`_kind`); the
        phrase it stands in (:meth:`_construction`); and its place in a name, ending with the
        surname rules (:meth:`_position`). A new rule goes in the stage of its kind; where two
        rules can match the same name, their order decides which reason is given.
        """
        why = self._form(ctx, word, key, upper)
        if why is not None:
            return why
        p, r0 = self._prev_word(ctx), ctx.r(0)
        why = (
            self._next_to(ctx, key, upper, p, r0)
            or self._reference(ctx, word)
            or self._prefixed(ctx, p, upper)
        )
        if why is not None or upper:
            return why or self._capitals(ctx, key, p)
        return (
            self._kind(ctx, word, key, p, r0)
            or self._construction(ctx, key, p, r0)
            or self._position(ctx, key, p)
        )

    def _form(self, ctx: Ctx, word: str, key: str, upper: bool) -> str | None:
        """Stage 1: the word's form and the characters next to it: an acronym, a word that is
        no given name in this table, a postnominal title, part of a compound (an address,
        a hyphenated or dotted word, a dictionary's accent marks), O'Grady."""
        text = ctx.text
        if len(word) > 1 and word.isupper() and not upper:
            return "acronym"
        if key in self.not_given:
            return "not-given"  # Ma Wilkins, Von Baumser
        before = text[ctx.start - 1] if ctx.start else ""
        after = text[ctx.end] if ctx.end < len(text) else ""
        after2 = text[ctx.end + 1] if ctx.end + 1 < len(text) else ""
        if key in self.postnominal and after == "." and self._after_name(ctx):
            return "title"  # Sir Edward Thro', Bart.
        if before and before in "@#/\\_":
            return "compound"
        if before in _HYPHENS and ctx.start > 1 and text[ctx.start - 2].isalnum():
            return "compound"
        if before == "+" or (
            before == "." and _CAPS_DOT.search(text, max(0, ctx.start - CAPS_ID_REACH), ctx.start)
        ):
            return "compound"  # C++Linda, TCOL.Ada
        if before in ("'", "\u2019") and text[max(0, ctx.start - 2) : ctx.start - 1] == "O":
            return "surname:particle"  # O'Grady
        if after and (after in "@_/" or (after in _HYPHENS + "." and after2.isalnum())):
            return "compound"  # Al-Baghdadi, Al\u2011Baghdadi, Ada.Text
        if (after in '"*' and after2.isalpha()) or _ACCENT_MARK.match(text, ctx.end):
            return "compound"  # a dictionary's stress and accent marks: Dan"ger*ous, Tim[=u]r
        return None

    def _next_to(
        self, ctx: Ctx, key: str, upper: bool, p: Tok | None, r0: Tok | None
    ) -> str | None:
        """Stage 2: a month or feast in a date, "May" the verb, a determiner before the name."""
        if key in self.calendar and (upper or self._date(ctx)):
            return "date"
        if key in self.calendar and r0 is not None and ctx.joined(ctx.end, r0.s):
            if r0.t in ("He", "God", "Thou", "Thy") or (
                r0.low in self.pronoun and self._starts_sentence(ctx)
            ):
                return "not-given"  # May He guide us, May God bless, May we: the verb
        if p is not None and p.low in self.calendar and p.cap:
            return "date"  # Christmas Eve, Monday Eve
        if p is not None and p.low in self.determiner:
            return "determiner"
        return None

    def _reference(self, ctx: Ctx, word: str) -> str | None:
        """Stage 3: a reference to a text: a book of the Bible with chapter and verse, an
        abbreviation, a citation of an author, a genus of plants, the title of a work."""
        text = ctx.text
        if _VERSE.match(text, ctx.end) or (
            text[ctx.end : ctx.end + 1] == "."
            and _BOOK_NUMBER.search(text, max(0, ctx.start - 4), ctx.start)
        ):
            return "title"  # James 5:16, John ix. 6, 1 Sam.: a book of the Bible
        if len(word) <= 5:
            m = _ABBREVIATED.match(text, ctx.end)
            if m is not None and (m.group(1) is None or m.group(1).lower() not in self.first_names):
                return "abbreviation"  # Sw. and Dan. efter; Russ. sestra; not Jo. and Dan.
        if (
            text[max(0, ctx.start - 2) : ctx.start] == "--"
            and (ctx.start < 3 or text[ctx.start - 3].isspace())
            and _CITED_END.match(text, ctx.end)
        ):
            return "surname:citation"  # --Herbert. (George Herbert), --Daniel.
        if _CITED_YEAR.match(text, ctx.end) and not self._continues(ctx):
            return "surname:citation"  # Donald (1996), pp. 422; Fleming (1981: 33)
        if _EPITHET.match(text, ctx.end):
            return "proper-name"  # Ada keiliana, Veronica officinalis: a genus of plants
        if self._in_title(ctx) or self._contents(ctx) or self._ebook_title(ctx):
            return "title"  # _Merely Mary Ann_; MISS SARAH JACK, OF SPANISH TOWN 70
        if self._singular_pair(ctx):
            return "title"  # Mary and Joe is a delightful surprise (a film)
        return None

    def _prefixed(self, ctx: Ctx, p: Tok | None, upper: bool) -> str | None:
        """Stage 4: after the prefix of a place, a ship or a storm."""
        if self._place_prefixed(ctx, p):
            return "place"
        if p is not None and p.low in self.ship_prefix and p.t.isupper() and not upper:
            return "proper-name"  # USS George Washington, HMS Prince George: a ship
        if p is not None and p.cap and p.low in self.storm_prefix:
            return "storm"  # Hurricane Katrina, Typhoon Haiyan
        return None

    def _capitals(self, ctx: Ctx, key: str, p: Tok | None) -> str | None:
        """In a text in capitals, after stage 4, the only rules left: a heading, an
        institution, a city or an area, a surname."""
        if self._title_block(ctx):
            return "title"  # CHAPTER XII. HELEN'S DEBUT.
        if self._next_institution(ctx):
            return "organisation"
        if key in self.city_names or self.places.get(key, frozenset()) & _AREA_KINDS:
            return "place-name:prior"  # DALLAS, VIRGINIA (not MARY, a city too)
        if p is not None and p.low in self.first_names:
            return "surname"  # VIOLA ALLEN
        return "surname" if p is not None and key in self.surnames else None

    def _kind(self, ctx: Ctx, word: str, key: str, p: Tok | None, r0: Tok | None) -> str | None:
        """Stage 5: what the words around it name: an organisation, a god, a programming
        language, an animal, a place, a fixed phrase, a citation with "et al"."""
        if self._org_head(ctx) or self._in_tail(ctx) or self._ampersand(ctx, key):
            return "organisation"
        if self._among_deities(ctx):
            return "deity"  # Minerva, Venus, and the nine Muses; the angel Gabriel
        if key in self.deity_name and not self._deity_person(ctx, p):
            return "deity"  # a statue of Minerva, the Athena Desktop Environment
        if key in self.language_name and self._language(ctx, p):
            return "language"  # Ada 95, written in Julia, Perl and Ruby, Mac OS
        if self._animal(ctx, strict=True):
            return "animal"  # the dog Carlo; Billy, the acrobatic goat; Carlo barked
        if self._phrase(ctx, key):
            return "place"
        if self._idiom(ctx):
            return "idiom"  # John Bull, Uncle Sam, Tom, Dick and Harry
        if self._in_phrase(ctx, word, self.organisations, False):
            return "organisation"  # Ellis Horwood, John Wiley, Morgan Stanley, Fannie Mae
        r1 = ctx.r(1)
        if r0 is not None and r0.low == "et" and r1 is not None and r1.low in ("al", "alii"):
            return "surname:citation"  # Ida et al, 1988
        return None

    def _construction(self, ctx: Ctx, key: str, p: Tok | None, r0: Tok | None) -> str | None:
        """Stage 6: the phrase it stands in: "the X of", a surname particle, a possessive
        that names a place, a feast, "named"/"called", an index, an oath."""
        l1 = self._prev_word(ctx, 1)
        if p is not None and p.low == "of" and l1 is not None:
            if l1.low in self.place_of or (l1.cap and l1.low in self.first_names):
                return "place"  # the towns of Kent, the Duke of Clarence, James of Santiago
            if self._thing_of(ctx, l1):
                return "proper-name"  # the Spear of Ivan, the Book of Daniel
        if p is not None and p.low in self.particle and (not p.cap or self._after_cap(ctx, p)):
            return "surname:particle"  # De la Rey, van Buren, Robert De Niro, (De Jesus)
        l0 = ctx.l(0)
        if (
            l0 is not None
            and l0.low in _POSSESSIVE_S
            and ctx.l(1) is not None
            and ctx.l(1).e == l0.s
            and ctx.l(1).capword
            and ctx.l(1).low not in self.first_names
            and ctx.joined(l0.e, ctx.start)
        ):
            return "proper-name"  # the Rhymer's Glen, Bronte's Jane Eyre
        owned = self._possessive_of(ctx)
        if owned is not None and owned.t != "I" and owned.low not in self.first_names:
            return "proper-name"  # Arthur's Seat, Henry's Fort
        if self._landform_of(ctx):
            return "proper-name"  # on Corey's hill, Tom's creek
        if r0 is not None and r0.low in self.feast and ctx.joined(ctx.end, r0.s):
            return "date"  # Merry Christmas
        if self._feast_name(ctx) or (
            key in self.feast_end
            and _SAINTS_DAY.search(ctx.text, max(0, ctx.start - 40), ctx.start)
        ):
            return "date"  # Will Rogers Day, Guy Fawkes Night; St. Agnes' Eve (not Milton's Eve)
        if p is not None and p.low in ("named", "called") and self._names_a_thing(ctx):
            return "proper-name"  # a place named Glen, a ship called Mary
        if self._index_heading(ctx):
            return "surname:index"  # Lucy, Sir Thomas, ii. 155.
        if key in self.oath and p is not None and p.low == "by":
            if p.cap or ctx.text[ctx.end : ctx.end + 1] == "!":
                return "oath"  # By George!
        if key in self.exclamation and self._exclaimed(ctx):
            return "oath"  # Oh, Jesus! Jesus Christ! sweet Jesus
        return None

    def _position(self, ctx: Ctx, key: str, p: Tok | None) -> str | None:
        """Stage 7: its place in a name: a title before a first name, a place's first word,
        a name used as a common noun, a heading or publisher, a nationality, a place, and
        last the surname rules (:meth:`_surname`)."""
        goes_on = self._continues(ctx)
        nxt = ctx.r(0) if goes_on else None
        if key in self.forename_title and nxt is not None and nxt.low in self.first_names:
            return "title"  # Donna Clara, Dona Antonia, Mona Lisa
        role = self.role.get(key, "")
        if nxt is not None and key in self.place_prefix and role != "given":
            return "place"  # Monte Testaccio
        if self._described(ctx, p, goes_on):
            return "determiner"  # a middle-aged Romeo, a second Napoleon
        if role == "word-use" and self._among_words(ctx):
            return "title"  # Treasures of Art and Song, the Daughter of Joy
        if self._heading(ctx):
            return "title"  # VI. Alan Stevenson.; LINDSAY, LADY: Caroline
        if self._publisher(ctx):
            return "organisation"  # Keats. By Sidney Colvin. (Macmillan.) (John Murray.)
        if key in self.title_name:
            return "title"  # Earl Grey, Earl of Derby, Don Juan, Major Seymour, Royal Highnesses
        if key in self.demonym and (
            not goes_on
            or nxt is None
            or nxt.low in self.places
            or nxt.low in self.demonym_noun
            or (p is not None and p.cap and p.low in self.demonym_stage)
        ):
            return "demonym"  # Norman descent, speak German, Roman Catholicism, Old German
        if key in self.places and self._place_context(ctx, key):
            return "place-name"
        if self._comma_area(ctx):
            return "place-name"  # Gary, Indiana; Eugene, Oregon
        if key in self.city_names and not goes_on:
            return "place-name:prior"  # Houston said
        if self._title_block(ctx):
            return "title"  # Frank Hunter's Peril. / Frank and Fearless.
        return self._surname(ctx, key, p, goes_on, nxt)

    def _surname(
        self, ctx: Ctx, key: str, p: Tok | None, goes_on: bool, nxt: Tok | None
    ) -> str | None:
        """Rule 8: surname position, surname-like names, names in a list of surnames."""
        after_title = p is not None and p.cap and p.low in self.surname_title
        if p is None:
            dot, t = ctx.l(0), ctx.l(1)
            after_title = (
                dot is not None
                and dot.t == "."
                and ctx.joined(dot.e, ctx.start)
                and t is not None
                and t.e == dot.s
                and t.cap
                and t.low in self.surname_title
            )  # "Dr. Arthur"; not "a deputy sheriff. Billy was calm"
        if after_title:
            # "Ms. Johnson", "Mrs. Allan Anne fell"; but "Mr. Frank Churchill"
            if nxt is not None and nxt.low not in self.first_names:
                return None
            title = p if p is not None else ctx.l(1)
            return "surname:either" if title.low in self.either_title else "surname:title"
        if goes_on and nxt is not None and nxt.low in self.name_suffix:
            goes_on = False  # Ross Ray QC, Wayne Martin QC: the name ends before its suffix
        if goes_on and self._headline_after(ctx):
            goes_on = False  # George Karl Interview After being fired: a headline
        if self._initials(ctx) and (not goes_on or key in self.surnames):
            return "surname:initials"  # Howard W. Thurman, J. Simon
        after_first = p is not None and p.cap and not p.t.isupper() and p.low in self.first_names
        if after_first and not goes_on and self._double_given(key, p):
            return None  # Sarah Jane, Mary Ann, Marie Antoinette: one woman's two given names
        if after_first and (not goes_on or key in self.surnames):
            return "surname:name"  # Arthur Simon, David Hunter Blair
        if after_first and goes_on and self._family_middle(key, p):
            return "surname:middle"  # Mary Glenn Krause, Anthony Ashley Cooper
        if not goes_on and key in self.surnames:
            return "surname:prior"  # Johnson said
        if (
            p is not None
            and p.capword
            and p.t != "I"
            and p.low not in self.first_names
            and p.low not in self.forename_title
            and not self._sentence_initial(ctx, 0)
        ):
            return "surname"  # Bronson Howard, Brown Bess, Castle Craig
        if not goes_on and self._in_surname_list(ctx):
            return "surname"  # Holmes, Lowell, Longfellow
        return None

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
        must be almost only of one gender (:data:`GENDERED_RATIO`: not "Jean Paul Richter")."""
        mine, first = self.name_gender.get(key), self.name_gender.get(p.low)
        return mine is not None and first is not None and mine != first

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

    def _publisher(self, ctx: Ctx) -> bool:
        """First in a bibliographic "(Publisher Name.)": capitalised words, "and", "&",
        closed by a full stop and a bracket."""
        if ctx.text[ctx.start - 1 : ctx.start] != "(":
            return False
        m = _PUBLISHER.match(ctx.text, ctx.start)
        return m is not None

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

    def _after_cap(self, ctx: Ctx, p: Tok) -> bool:
        """The capitalised word ``p`` right before the match follows a capitalised word or an
        opening bracket ("Robert De Niro", "Graciela Rivers (De Jesus)")."""
        l0, l1 = ctx.l(0), ctx.l(1)
        if l0 is None or l0.s != p.s or l1 is None:
            return False
        return l1.t == "(" or l1.capword

    def _after_name(self, ctx: Ctx) -> bool:
        """A capitalised word or a comma comes right before the match ("Thro', Bart.")."""
        p = ctx.l(0)
        return p is not None and (p.cap or p.t in (",", "'", "\u2019", "_"))

    def _deity_person(self, ctx: Ctx, p: Tok | None) -> bool:
        """A name of ``deity_name`` (all female) that is a person's here: after a title or a
        kinship word ("Miss Minerva", "her sister Athena"), or before a capitalised word that
        is no institution word, with "she" or "her" after it ("Minerva Moody is getting on, and
        by the time she..."; not "the Athena Desktop Environment")."""
        if p is not None and p.low in (self.forename_title if p.cap else self.given_role):
            return True
        nxt = ctx.r(0) if self._continues(ctx) else None
        return (
            nxt is not None
            and nxt.low not in self.institution
            and not self._common_cap(nxt)
            and self._pronoun(ctx, "female")
        )

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

    def _landform_of(self, ctx: Ctx) -> bool:
        """The match's 's is followed on the same line by a lower-case landform noun ("on
        Corey's hill", "Walden's pond"): the name of a place."""
        owned = self._owned(ctx)
        return owned is not None and not owned.cap and owned.low in self.landform

    def _names_a_thing(self, ctx: Ctx, nouns: frozenset[str] | None = None) -> bool:
        """One of the three words before "named"/"called" is a place, ship or animal noun
        (or one of ``nouns``)."""
        nouns = self.named_noun if nouns is None else nouns
        for i in (1, 2, 3):
            t = self._prev_word(ctx, i)
            if t is None:
                return False
            if t.low in nouns:
                return True
        return False

    def _index_heading(self, ctx: Ctx) -> bool:
        """The surname that starts an entry of a book index ("Lucy, Sir Thomas, ii. 155.")."""
        r0, r1, l0 = ctx.r(0), ctx.r(1), ctx.l(0)
        if r0 is None or r0.t != "," or r1 is None or not r1.capword:
            return False
        if l0 is not None and l0.t not in ".;" and not l0.t[0].isdigit():
            return False
        return _INDEX_PAGES.search(ctx.text) is not None

    def _sentence_initial(self, ctx: Ctx, i: int) -> bool:
        """``left[i]`` starts a sentence, a line or a quotation."""
        t, before = ctx.l(i), ctx.l(i + 1)
        if t is None:
            return True
        if before is None:
            return True
        if "\n" in ctx.text[before.e : t.s]:
            return True
        return before.t in ".!?:;\"'\u201c\u201d\u2018\u2019([\u2014\u2013-_="

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
        if all(w[0].isupper() for w in words if len(w) >= 4):
            return True
        if mark != "_":
            return False
        # a foreign phrase in italics: no lower-case word of it is English (_Vicit Leo ex tribu
        # Judae_; not _Mary had a little lamb_)
        lower = [w.lower() for w in words if w[0].islower()]
        english = self.english_words
        return len(lower) >= 2 and not any(w in english for w in lower)

    def _contents(self, ctx: Ctx) -> bool:
        """On a line of a list of contents: every line of the match's paragraph ends with a
        page number, and there are two such lines or the line is in capitals ("MISS SARAH
        JACK, OF SPANISH TOWN, JAMAICA 70")."""
        lines = self._paragraph_lines(ctx)
        if not lines or any(len(ln) > 90 or not _CONTENTS_LINE.fullmatch(ln) for ln in lines):
            return False
        return len(lines) >= 2 or lines[0].isupper()

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

    def _place_prefixed(self, ctx: Ctx, p: Tok | None) -> bool:
        """After North, San, Fort, St. ... ("North Carolina", "St. Mary's")."""
        if p is not None and p.cap and p.low in self.place_prefix:
            return True
        dot, st = ctx.l(0), ctx.l(1)
        return (
            dot is not None
            and dot.t == "."
            and ctx.joined(dot.e, ctx.start)
            and st is not None
            and st.e == dot.s
            and st.low in ("st", "mt", "ft", "ste")
        )

    def _next_institution(self, ctx: Ctx) -> bool:
        """An institution word right after the match (or after its 's)."""
        r0, r1 = ctx.r(0), ctx.r(1)
        if r0 is not None and r0.low in _POSSESSIVE_S and r0.s == ctx.end:
            r0 = r1
        return r0 is not None and r0.low in self.institution

    def _word(
        self, ctx: Ctx, word: str, key: str, upper: bool, partner: str | None = None
    ) -> str | None:
        if key in self.abbreviation_title:
            r0, r1 = ctx.r(0), ctx.r(1)
            dot_cap = (
                r0 is not None
                and r0.t == "."
                and r0.s == ctx.end
                and r1 is not None
                and r1.cap
                and ctx.joined(r0.e, r1.s)
            )
            if len(word) > 1 and word.isupper() and not upper:
                return None if dot_cap else "abbreviation"
            if word.islower():
                l0 = ctx.l(0)
                if l0 is not None and l0.t[0].isdigit():
                    return "abbreviation"  # 200 ms
                if r0 is not None and (r0.t == "." and r0.s == ctx.end or r0.cap):
                    return None  # mr. smith, ms Smith
                return "abbreviation"
            return None
        if upper or not word[:1].isupper():
            return None
        if key in self.pronoun:
            return self._caps_pronoun(ctx, key)
        if self._org_head(ctx) or self._in_tail(ctx):
            return "organisation"
        if self._phrase(ctx, key):
            return "place"
        if self._idiom(ctx):
            return "idiom"  # Uncle Sam, Father Time
        p = self._prev_word(ctx)
        # the word or its partner: "Queens-based" and "Kings-based" alike, so that a flip of a
        # flip gives the text back
        place = next(
            (k for k in (key, partner) if k and self.places.get(k, frozenset()) & _PLACE_KINDS),
            None,
        )
        if place is not None and self._place_context(ctx, place):
            return "place-name"
        if self._possessive_of(ctx) is not None and not (
            p is not None and (p.low in self.determiner or p.low in _POSSESSORS)
        ):
            return "proper-name"
        r0 = ctx.r(0)
        if (self._initials(ctx) or (p is not None and p.cap and p.low in self.first_names)) and (
            r0 is None or r0.low != "of"
        ):
            return "surname"
        if self._plural_in_name(ctx, word, key, partner):
            return "proper-name"  # Lehman Brothers, Big Brothers Big Sisters, Sisters of Charity
        return None

    def _caps_pronoun(self, ctx: Ctx, key: str) -> str | None:
        """A pronoun in capitals in a text that has lower case (:meth:`needs_check`) is an
        abbreviation after a determiner ("the HE sector", "an HE structure", "the HIS", higher
        education and a hospital information system), and he or she also after a preposition
        ("in HE and FE", "of SHE policy"), where neither can stand; elsewhere it is the
        pronoun, written in capitals for emphasis ("what HE said", "give HER the book")."""
        p = self._prev_word(ctx)
        if p is None:
            return None
        if p.low in _ABBREVIATION_DETERMINERS or (
            key in ("he", "she") and p.low in _SUBJECTLESS_PREPOSITIONS
        ):
            return "abbreviation"
        return None

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
