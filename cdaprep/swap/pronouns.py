"""Pronoun sets: the words a person is referred to by, as data files.

A pronoun set is a TSV file (``lexicons/pronouns/NAME.tsv`` for the shipped sets ``they``,
``xe`` and ``ze``; any path for a set of your own) with ``# name/version/source/licence``
metadata lines, a header and one row::

    subject  object  determiner  possessive  reflexive  verbs
    xe       xem     xyr         xyrs        xemself    singular

``subject`` (xe walks), ``object`` (I saw xem), ``determiner`` (xyr book), ``possessive``
(the book is xyrs), ``reflexive`` (xemself) and ``verbs``: ``plural`` when verbs agree as with
*they* (they walk, they are, they've) or ``singular`` as with *he*/*she* (xe walks, xe is,
xe's). :class:`~cdaprep.swap.GenderSwapper` with ``direction="to-neutral"`` rewrites
he/she/him/her/his/hers/himself/herself to the set's forms by role.

Examples
--------
>>> ze = load_pronoun_set("ze")
>>> ze.subject, ze.determiner, ze.plural
('ze', 'zir', False)
>>> load_pronoun_set("they", reflexive="themselves").reflexive
'themselves'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from cdaprep.errors import DataError, UsageError
from cdaprep.lexicon_files import file_checksum, lexicon_dir, read_table

__all__ = ["PronounSet", "load_pronoun_set", "list_pronoun_sets", "ROLES", "AGREEMENT"]

#: The forms every pronoun set defines, in file order.
ROLES = ("subject", "object", "determiner", "possessive", "reflexive")
#: Values of the ``verbs`` column.
AGREEMENT = ("plural", "singular")
_WORD = re.compile(r"[a-z][a-z'\-]*")
_FMT = "docs/swap.md (pronoun-set files)"


@dataclass(frozen=True)
class PronounSet:
    """One pronoun set: five forms and how verbs agree with the subject form.

    Attributes
    ----------
    name : str
        The set's name (file metadata ``# name:`` or the file stem).
    subject, object, determiner, possessive, reflexive : str
        The forms, lowercase.
    verbs : {"plural", "singular"}
        Verb agreement with the subject form.
    checksum : str
        SHA-256 of the file it was read from.
    """

    name: str
    subject: str
    object: str
    determiner: str
    possessive: str
    reflexive: str
    verbs: str = "plural"
    checksum: str = ""

    @property
    def plural(self) -> bool:
        """True when verbs agree as plural (they are), False as singular (xe is)."""
        return self.verbs == "plural"

    def form(self, role: str) -> str:
        """The form for ``role`` (one of :data:`ROLES`)."""
        return getattr(self, role)

    def forms(self) -> dict[str, str]:
        """``{role: form}``."""
        return {r: self.form(r) for r in ROLES}


def _shipped_dir() -> Path:
    return lexicon_dir() / "pronouns"


def list_pronoun_sets() -> list[str]:
    """Names of the shipped pronoun sets."""
    return sorted(p.stem for p in _shipped_dir().glob("*.tsv"))


def _check_word(word: str, field: str, where: str) -> str:
    w = word.strip().lower().replace("\u2019", "'")
    if not _WORD.fullmatch(w):
        raise DataError(
            f"{where}: {field} {word!r} is not a word (letters, apostrophes and hyphens); "
            "write the form as it appears in text, e.g. xem"
        )
    gender = next((g for g, forms in _BINARY.items() if w in forms.values()), None)
    if gender is not None:
        raise DataError(
            f"{where}: {field} {word!r} is a {gender} pronoun; to-neutral rewrites he and she "
            "to the set, so its forms must be other words (e.g. they, xe, ey)"
        )
    return w


def _read_set(path: Path) -> PronounSet:
    where = f"pronoun set {path}"
    required = (*ROLES, "verbs")
    meta, columns, rows = read_table(path, what="pronoun set", fmt=_FMT)
    missing = [c for c in required if c not in columns]
    if missing:
        raise DataError(
            f"{where}: no {missing[0]!r} column (header: {', '.join(columns)}); a pronoun set "
            f"needs the columns {', '.join(required)}"
        )
    if len(rows) != 1:
        raise DataError(
            f"{where}: {len(rows)} rows; a pronoun-set file holds exactly one set (one row "
            "under the header), write one file per set"
        )
    lineno, row = rows[0]
    where = f"{where} line {lineno}"
    forms = {}
    for field in ROLES:
        if not row[field]:
            raise DataError(
                f"{where}: {field!r} is empty; a pronoun set needs a {field} form "
                f"({', '.join(ROLES)})"
            )
        forms[field] = _check_word(row[field], field, where)
    verbs = row["verbs"].strip().lower()
    if verbs not in AGREEMENT:
        raise DataError(
            f"{where}: verbs {row['verbs']!r} must be plural (they walk) or singular (xe walks)"
        )
    return PronounSet(
        name=meta.get("name", path.stem),
        verbs=verbs,
        checksum=file_checksum(str(path)),
        **forms,
    )


def load_pronoun_set(
    spec: str | Path | PronounSet = "they", *, reflexive: str | None = None
) -> PronounSet:
    """A shipped pronoun set by name (``they``, ``xe``, ``ze``) or a set file of your own.

    Parameters
    ----------
    spec : str, path or PronounSet
        Name of a shipped set, or the path of a TSV file in the same format (one row).
    reflexive : str, optional
        Replaces the set's reflexive (``"themselves"`` instead of ``"themself"``).

    Raises
    ------
    UsageError
        ``spec`` is neither a file nor a shipped set.
    DataError
        The file lacks a column or a value; the message names it.

    Examples
    --------
    >>> list(load_pronoun_set("xe").forms().values())
    ['xe', 'xem', 'xyr', 'xyrs', 'xemself']
    """
    if isinstance(spec, PronounSet):
        out = spec
    else:
        p = Path(spec)
        shipped = _shipped_dir() / f"{spec}.tsv"
        if p.suffix and p.is_file():
            out = _read_set(p)
        elif shipped.is_file():
            out = _read_set(shipped)
        else:
            raise UsageError(
                f"pronoun set {str(spec)!r} is neither a file nor a shipped set; shipped sets: "
                f"{', '.join(list_pronoun_sets())} (or pass the path of a TSV file with the "
                f"columns {', '.join(ROLES)}, verbs)"
            )
    if reflexive is not None:
        out = replace(
            out, reflexive=_check_word(reflexive, "reflexive", "--reflexive (reflexive=)")
        )
    return out


#: The binary pronoun of each role, by gender.
_BINARY = {
    "female": {
        "subject": "she",
        "object": "her",
        "determiner": "her",
        "possessive": "hers",
        "reflexive": "herself",
    },
    "male": {
        "subject": "he",
        "object": "him",
        "determiner": "his",
        "possessive": "his",
        "reflexive": "himself",
    },
}
_FORM = re.compile(r"(?<![\w'\u2019-])[A-Za-z]+(?![\w-])")
_NEXT = re.compile(r"\s*([A-Za-z]+)")


def singular_sets(spec: str | Path | PronounSet | None = None) -> tuple[PronounSet, ...]:
    """The pronoun sets whose forms refer to one person only: the shipped sets with singular
    verbs (``xe``, ``ze``) and ``spec`` when it is singular too. *They* is left out (mostly
    plural in real text), but its singular-only reflexive *themself* is kept as a set of one
    form. Read once per process and ``spec``.

    Examples
    --------
    >>> [s.name for s in singular_sets()]
    ['xe', 'ze', 'themself']
    """
    stamp = None
    if isinstance(spec, str | Path) and Path(spec).is_file():
        stamp = Path(spec).stat().st_mtime_ns  # an edited file is read again
    return _singular_sets(spec, stamp)


@functools.lru_cache(maxsize=16)
def _singular_sets(spec: Any, stamp: int | None) -> tuple[PronounSet, ...]:
    sets = [load_pronoun_set(n) for n in list_pronoun_sets()]
    if spec is not None:
        sets.append(load_pronoun_set(spec))
    out: dict[str, PronounSet] = {}
    for s in sets:
        if not s.plural:
            out.setdefault(s.name, s)
    out["themself"] = PronounSet("themself", "", "", "", "", "themself", "singular")
    return tuple(out.values())


@functools.lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    """The swapper's function words, after which a "her" is no determiner either ("saw her at
    noon"): once per process."""
    from cdaprep.swap.swap_lexicon import load_context_words

    return frozenset(load_context_words().get("function", ()))


@functools.lru_cache(maxsize=16)
def _roles(sets: tuple[PronounSet, ...]) -> dict[str, list[str]]:
    """Each form of ``sets`` (and the title Mx) -> its roles, in the order of :data:`ROLES`."""
    roles: dict[str, list[str]] = {"mx": ["title"]}  # the neutral title: "Mx. Lee" -> "Ms. Lee"
    for s in sets:
        for role in ROLES:
            form = s.form(role)
            if form and role not in roles.get(form, []):
                roles.setdefault(form, []).append(role)
    return roles


def from_neutral(text: str, gender: str, sets: Sequence[PronounSet]) -> tuple[str, int]:
    """``text`` with the forms of singular pronoun sets rewritten to the pronouns of
    ``gender`` ("xe" -> "she", "xyr book" -> "her book") and the title Mx to Ms or Mr, and
    how many words changed.

    A form that is both object and determiner ("zir") is the determiner before a word that is
    no function word (the swapper's list, ``lexicons/rules``: "zir book" -> "his book"), else
    the object ("saw zir." -> "saw him.").
    Case follows the form ("Xe" -> "She"). Verbs stay: these sets agree as singular already.

    Examples
    --------
    >>> sets = singular_sets()
    >>> from_neutral("Xe said xyr students love xem; ze paid zir rent to zir.", "male", sets)
    ('He said his students love him; he paid his rent to him.', 6)
    """
    from cdaprep.swap.casing import match_case

    function = _function_words()
    target = {**_BINARY[gender], "title": "ms" if gender == "female" else "mr"}
    roles = _roles(tuple(sets))
    parts: list[str] = []
    pos = 0
    n = 0
    for m in _FORM.finditer(text):
        rs = roles.get(m.group(0).lower())
        if not rs:
            continue
        role = rs[0]
        if {"object", "determiner"} <= set(rs):
            nxt = _NEXT.match(text, m.end())
            noun = nxt is not None and nxt.group(1).lower() not in function
            role = "determiner" if noun else "object"
        parts.append(text[pos : m.start()])
        parts.append(match_case(m.group(0), target[role]))
        pos = m.end()
        n += 1
    if not n:
        return text, 0
    parts.append(text[pos:])
    return "".join(parts), n
