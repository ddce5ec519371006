"""Dataset-level evidence for first names: how a dataset uses each name decides how it is swapped.

Rule 10 of :mod:`cdaprep.swap.propernames` asks each text for the evidence its first names need
("Scott Joplin", "said Diana"). A book or a dataset knows more than one paragraph: in a logic
textbook "Barry" is the surname of one of five men in every puzzle ("If Barry takes salt..."), in
*Jane Eyre* "Carlo" is a dog, in a journal "Jeffrey" is Francis Jeffrey, named by his surname. The
adaptation pass (``adapt=True``, ``--adapt``) therefore also counts, for every first name of the
name list, how its capitalised occurrences look across the whole dataset (:meth:`ProperNames.usage
<cdaprep.swap.propernames.ProperNames.usage>`: with the evidence of a given name, as a surname
after Mr. or an initial, after another first name, in a place, inside the name of an organisation
or a work, as an animal's name, as a programming language, followed by pronouns of the other
gender...), and :func:`decide_names` turns the counts into one decision per name (rule 11 of
:mod:`~cdaprep.swap.propernames`):

``strong``
    swapped only where its own text shows strong evidence of a given name (a surname after
    it, a title or kinship word that goes with given names before it: "Barry Lyndon", "Sir
    Walter"): its uses as a surname, place, animal's name or programming language (or with
    pronouns of the other gender) outweigh its uses as a given name in this dataset, or it is
    only ever written with a possessive 's, a shop or a brand ("I love Annie's")
    (:func:`decide`);
``swap``
    swapped wherever rules 1-9 allow, without asking the text for evidence (rule 10 off for
    it): the dataset shows it as a given name many times and never otherwise ("Martin Eden"
    throughout a novel: "Martin sat down" is swapped too);
``text``
    (every other name) rule 10 decides per text, as without adaptation.

:class:`NameCounts` (the partial statistics of a batch) is a small ``{name: counts}`` table that
adds up over batches, so the decisions do not depend on how the data is split or in which order
the partials come; :class:`NameDecisions` is picklable and has a :attr:`~NameDecisions.fingerprint`
for the swappers' cache keys.

Examples
--------
>>> from cdaprep.swap import GenderSwapper
>>> sw = GenderSwapper(names=True)
>>> texts = ["Mr. Barry and Mr. Cole met Mary.", "Mr. Barry is tall.", "If Barry takes salt..."]
>>> d = decide_names(count_names(texts, sw))
>>> d.get("barry"), d.get("cole"), d.get("mary")  # Cole: once, but a surname in most books
('strong', 'strong', 'text')
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from cdaprep.swap.propernames import USAGES, ProperNames

__all__ = [
    "USAGES",
    "DECISIONS",
    "NameCounts",
    "NameDecisions",
    "count_names",
    "merge_name_counts",
    "decide",
    "decide_names",
]

#: The decisions :func:`decide` makes for a name.
DECISIONS = ("strong", "swap", "text")
#: Uses as a surname, place or animal (weighted, see :func:`decide`) a name needs before it
#: needs strong evidence.
MIN_AGAINST = 2.0
#: ... and their share of the name's uses that rules 1-9 keep (a main character named "Dan"
#: who is once "Dan Smith's son" stays a given name).
AGAINST_SHARE = 0.1
#: Weight of a use after another first name ("Francis Jeffrey", but also "Mary Ann").
AFTER_NAME_WEIGHT = 0.5
#: Weight of a use as an animal's name (one "the dog Carlo" says more than one "Mr. Carlo").
ANIMAL_WEIGHT = 2.0
#: Weight of a use as a noun after a determiner ("the Hai are"; but also a type of person in
#: an example: "sells to a Bob, because a Dave doesn't care").
NOUN_WEIGHT = 0.5
#: Uses followed by pronouns of the other gender a name needs before it is kept, and how many
#: times its uses with evidence of its own gender they must outnumber.
MIN_OTHER_GENDER = 5
OTHER_GENDER_RATIO = 2.0
#: Uses with strong evidence of a given name a name needs before it is swapped everywhere, and
#: the share of its uses they must be.
MIN_GIVEN = 3
GIVEN_SHARE = 0.2
#: ... and the uses with weak evidence or a pronoun of its gender it needs (seen as a person, not
#: only before capitalised words: "Roman Empire", "Roman Republic" are no person).
MIN_PERSON = 2
#: Uses with a possessive 's and no evidence ("I love Annie's", "at Sam's") a name needs,
#: with no use of any other kind, before it needs strong evidence: a shop or a brand.
MIN_POSSESSIVE = 3


@dataclass
class NameCounts:
    """How often each first name was used in each way of :data:`USAGES` (picklable, mergeable).

    ``counts[name]`` holds one count per usage, in the order of :data:`USAGES`; ``texts`` is the
    number of texts looked at.

    Examples
    --------
    >>> NameCounts({"barry": [0, 0, 0, 1, 0, 2, 0, 0, 0, 0, 0]}, texts=3).usage("barry")["surname"]
    2
    """

    counts: dict[str, list[int]] = field(default_factory=dict)
    texts: int = 0

    def usage(self, name: str) -> dict[str, int]:
        """``{usage: count}`` of one name (zeros for a name never seen)."""
        row = self.counts.get(name, [0] * len(USAGES))
        return dict(zip(USAGES, row))

    def add(self, other: NameCounts) -> None:
        """Add another partial's counts to these."""
        for name, row in other.counts.items():
            mine = self.counts.get(name)
            if mine is None:
                self.counts[name] = list(row)
            else:
                for i, c in enumerate(row):
                    mine[i] += c
        self.texts += other.texts

    @property
    def occurrences(self) -> int:
        """Capitalised name occurrences counted."""
        return sum(sum(r) for r in self.counts.values())


def count_names(texts: Iterable[str | None], swapper: Any) -> NameCounts:
    """The name usages of a batch of texts (a partial for :func:`merge_name_counts`).

    ``swapper`` is a :class:`~cdaprep.swap.GenderSwapper` with ``names=True``: its lexicon says
    which words are first names (of both genders, whatever its direction).

    Examples
    --------
    >>> from cdaprep.swap import GenderSwapper
    >>> c = count_names(["Sir Walter came. Walter Scott wrote."], GenderSwapper(names=True))
    >>> c.usage("walter")["given"], c.texts
    (2, 1)
    """
    proper = swapper.proper_names
    index = {u: i for i, u in enumerate(USAGES)}
    out: dict[str, list[int]] = {}
    n = 0
    for text in texts:
        if not isinstance(text, str) or not text:
            continue
        n += 1
        spans = swapper.name_spans(text)
        if not spans:
            continue
        for (_, _, entry), use in zip(spans, proper.usage(text, spans)):
            if use is None:
                continue
            row = out.get(entry.key)
            if row is None:
                row = out[entry.key] = [0] * len(USAGES)
            row[index[use]] += 1
    return NameCounts(out, n)


def merge_name_counts(partials: Iterable[NameCounts]) -> NameCounts:
    """Add up partial counts (the order and the batch split do not matter).

    Examples
    --------
    >>> a = NameCounts({"barry": [1] + [0] * 10}, 1); b = NameCounts({"barry": [2] + [0] * 10}, 2)
    >>> merge_name_counts([a, b]).usage("barry")["given"]
    3
    """
    out = NameCounts()
    for p in partials:
        out.add(p)
    return out


def decide(
    usage: Mapping[str, int], role: str = "", corpus_surname: bool = False
) -> tuple[str, str]:
    """The decision for one name from its dataset-wide usage counts: ``(decision, why)``.

    * ``strong`` (why: ``surname``, ``place``, ``animal``, ``thing`` or ``other-gender``) when
      its uses as a surname (``surname``, and ``after-name`` at :data:`AFTER_NAME_WEIGHT`), a
      place, an animal's name (at :data:`ANIMAL_WEIGHT`) and a programming language
      (``thing``: "Ada 95", "written in Ada") reach :data:`MIN_AGAINST`, outnumber its
      uses with strong evidence of a given name (``given``) and are at least
      :data:`AGAINST_SHARE` of the uses the rules keep (``given``, ``weak``, ``pronoun``,
      ``bare``, ``other-gender``); or when pronouns of the other gender follow it at least
      :data:`MIN_OTHER_GENDER` times and :data:`OTHER_GENDER_RATIO` times as often as any
      evidence of its own gender;
    * ``strong`` (why: ``noun``) when its uses as a noun after a determiner ("the Hai are"),
      at :data:`NOUN_WEIGHT` and counted on their own, meet the same three bounds;
    * ``strong`` (why: ``possessive``) when it is written only with a possessive 's and
      nothing said of a person, at least :data:`MIN_POSSESSIVE` times, and never otherwise:
      the shops and brands of product reviews ("I love Annie's", "Amy's soups", "back to
      Mary's"); in a story a person is also named without 's, or with a pronoun;
    * ``strong`` (why: ``surname``) also when the dataset shows it as a surname at least
      once and never with strong evidence of a given name, and the books behind
      ``name_usage.tsv`` use it mostly as a surname (``corpus_surname``: "Professor Wade" once,
      then "said Wade" throughout);
    * ``swap`` (why: ``given``) when nothing speaks against a given name, at least
      :data:`MIN_GIVEN` uses have strong evidence of one, they are at least
      :data:`GIVEN_SHARE` of its kept uses, and at least :data:`MIN_PERSON` uses have weak
      evidence or a pronoun of its gender; never for a name that is also a common word (role
      ``word-use`` of ``name_usage.tsv``: "Will", "Rose"), where capitals say little;
    * ``text`` (why: ``""``) otherwise: rule 10 decides in each text.

    Examples
    --------
    >>> decide({"surname": 2, "pronoun": 5, "bare": 4, "weak": 1})
    ('strong', 'surname')
    >>> decide({"weak": 128, "pronoun": 167, "bare": 83, "surname": 1})
    ('text', '')
    >>> decide({"given": 30, "bare": 50, "pronoun": 20})
    ('swap', 'given')
    >>> decide({"thing": 40, "given": 3, "bare": 12})  # Ada in a dictionary of computing
    ('strong', 'thing')
    >>> decide({"noun": 50, "pronoun": 6, "bare": 2})  # an alien species: "the Hai are"
    ('strong', 'noun')
    >>> decide({"noun": 3, "weak": 2, "bare": 9})  # "sells to a Bob, because a Dave..."
    ('text', '')
    >>> decide({"given": 8, "bare": 3})  # "Roman Empire", "Roman Republic"
    ('text', '')
    >>> decide({"surname": 1, "weak": 5, "pronoun": 5}, corpus_surname=True)
    ('strong', 'surname')
    >>> decide({"possessive": 6})  # "I love Amy's soups", "Amy's is aware of it"
    ('strong', 'possessive')
    >>> decide({"possessive": 6, "bare": 1})  # "... and Amy came home"
    ('text', '')
    """
    u = {k: usage.get(k, 0) for k in USAGES}
    against = {
        "surname": u["surname"] + AFTER_NAME_WEIGHT * u["after-name"],
        "place": float(u["place"]),
        "animal": ANIMAL_WEIGHT * u["animal"],
        "thing": float(u["thing"]),
    }
    total = sum(against.values())
    bare = u["bare"] + u["possessive"]
    kept = u["given"] + u["weak"] + u["pronoun"] + bare + u["other-gender"]
    if total >= MIN_AGAINST and total > u["given"] and total >= AGAINST_SHARE * kept:
        return "strong", max(against, key=lambda k: (against[k], k))
    # a noun after a determiner speaks on its own ("the Hai are"), not as one more use
    # against: "not a Solomon" once beside Solomon Gills throughout a novel, "a Napoleon" (the
    # coin) beside the emperor
    noun = NOUN_WEIGHT * u["noun"]
    if noun >= MIN_AGAINST and noun > u["given"] and noun >= AGAINST_SHARE * kept:
        return "strong", "noun"
    # a name only ever written "Annie's", with nothing said of a person, is a shop or a brand
    # in product reviews ("I love Annie's crackers", "Amy's soups", "back to Mary's"); in a
    # story a person is also named without 's, or with a pronoun
    if u["possessive"] >= MIN_POSSESSIVE and u["possessive"] == sum(u.values()):
        return "strong", "possessive"
    if corpus_surname and u["surname"] >= 1 and u["given"] == 0:
        return "strong", "surname"
    own = u["given"] + u["weak"] + u["pronoun"]
    if u["other-gender"] >= MIN_OTHER_GENDER and u["other-gender"] >= OTHER_GENDER_RATIO * own:
        return "strong", "other-gender"
    if (
        role != "word-use"
        and total == 0
        and u["given"] >= MIN_GIVEN
        and u["given"] >= GIVEN_SHARE * kept
        and u["weak"] + u["pronoun"] >= MIN_PERSON
    ):
        return "swap", "given"
    return "text", ""


@dataclass(frozen=True)
class NameDecisions:
    """The per-name decisions of one dataset (the result of :func:`decide_names`).

    Only names decided ``strong`` or ``swap`` are stored (with why); :meth:`get` gives
    ``"text"`` for the others. Picklable and small, so it travels to worker processes with the step.

    Examples
    --------
    >>> d = NameDecisions((("barry", "strong", "surname"),), texts=3, occurrences=7, names=2)
    >>> d.get("barry"), d.get("mary"), d.as_dict()
    ('strong', 'text', {'barry': 'strong'})
    """

    decisions: tuple[tuple[str, str, str], ...]
    texts: int = 0
    occurrences: int = 0
    names: int = 0

    def get(self, name: str) -> str:
        """The decision for ``name`` (lower case): ``strong``, ``swap`` or ``text``."""
        return self.as_dict().get(name, "text")

    def as_dict(self) -> dict[str, str]:
        """``{name: decision}`` of the names decided ``strong`` or ``swap``."""
        return {n: d for n, d, _ in self.decisions}

    @property
    def fingerprint(self) -> str:
        """A hash of the decisions (part of the cache keys of swappers built from them)."""
        payload = json.dumps([list(d) for d in self.decisions]).encode("utf-8")
        return hashlib.sha256(payload).hexdigest()[:16]

    def summary(self) -> dict[str, Any]:
        """JSON-able summary for a manifest: sizes, and the names decided ``strong`` (with
        why: ``surname``, ``place``, ``animal``, ``thing``, ``noun``, ``other-gender``,
        ``possessive``) and ``swap``."""
        strong = {n: why for n, d, why in self.decisions if d == "strong"}
        swap = [n for n, d, _ in self.decisions if d == "swap"]
        return {
            "fingerprint": self.fingerprint,
            "texts": self.texts,
            "name_occurrences": self.occurrences,
            "names_seen": self.names,
            "strong": len(strong),
            "swap": len(swap),
            "strong_names": strong,
            "swap_names": swap,
        }


def decide_names(
    counts: NameCounts,
    roles: Mapping[str, str] | None = None,
    corpus_surnames: Iterable[str] | None = None,
) -> NameDecisions:
    """The decisions for every name of ``counts`` (:func:`decide`), sorted by name.

    ``roles`` maps a name to its role in ``name_usage.tsv`` and ``corpus_surnames`` are the
    names its books use mostly as surnames (default for both: the packaged tables).

    Examples
    --------
    >>> c = NameCounts({"carlo": [0, 1, 4, 1, 1, 0, 0, 0, 1, 0]}, texts=9)
    >>> decide_names(c).decisions
    (('carlo', 'strong', 'animal'),)
    """
    if roles is None or corpus_surnames is None:
        pn = ProperNames.load()
        roles = pn.role if roles is None else roles
        corpus_surnames = pn.corpus_surnames if corpus_surnames is None else corpus_surnames
    surnames = frozenset(corpus_surnames)
    out = []
    for name in sorted(counts.counts):
        d, why = decide(counts.usage(name), roles.get(name, ""), name in surnames)
        if d != "text":
            out.append((name, d, why))
    return NameDecisions(
        tuple(out), texts=counts.texts, occurrences=counts.occurrences, names=len(counts.counts)
    )
