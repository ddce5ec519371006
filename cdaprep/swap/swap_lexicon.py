"""Swap lexicons: which words are gendered and what each becomes.

A swap lexicon is an ordinary cdaprep lexicon file (see :mod:`cdaprep.lexicon_files`) with these
columns (only ``word`` and ``gender`` are required):

``word``
    The word, lowercase (an apostrophe may be ``'``; ``’`` matches too).
``gender``
    ``female`` or ``male``: the gender the word indicates.
``swap``
    The word it becomes under a swap (lowercase; the case of the text is applied). Empty: the
    word indicates a gender but is never rewritten.
``pos``
    A spaCy tag (``token.tag_`` such as ``PRP$``, or ``token.pos_`` such as ``PROPN``) the row
    needs. A word may have several rows with different ``pos``; the row with an empty ``pos`` is
    the default. A word whose rows all have a ``pos`` is swapped only where one matches
    ("Miss" only as a proper noun, so "I will miss you" stays).
``kind``
    ``word``, ``title`` or ``name``.
``neutral``
    The word under ``direction="to-neutral"`` (lowercase; may be two words, "police
    officer"). On pronoun rows it is the form of the *they* set (they, them, their, theirs,
    themself), which a chosen pronoun set replaces by role. Empty, or a lexicon without the
    column: the word is left unchanged under to-neutral. A ``pos`` row's neutral word applies
    under the same condition as its swap.

A user file with the metadata line ``# extends: default`` adds to and overrides the default
lexicon: its rows replace every row of the same word. Lexicons given as a list are merged in
order the same way.

Examples
--------
>>> lex = load_swap_lexicon()
>>> lex.entries["he"].default, lex.entries["her"].by_pos
('she', (('PRP$', 'his'),))
"""

from __future__ import annotations

import csv
import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from cdaprep.errors import DataError, UsageError
from cdaprep.lexicon_files import (
    file_checksum,
    lexicon_dir,
    read_lexicon,
    read_table,
    read_text_file,
)

__all__ = [
    "Entry",
    "SwapLexicon",
    "load_swap_lexicon",
    "read_never_swap",
    "never_swap_file",
    "check_never_swap",
    "NEVER_SWAP_MISSING",
    "load_context_words",
    "read_rule_table",
    "WORD_START",
    "WORD_END",
    "LETTER_START",
    "LETTER_END",
    "between_syllables",
    "WORD_MARKS",
    "KINDS",
    "trie_pattern",
]

KINDS = ("word", "title", "name")


@dataclass(frozen=True)
class Entry:
    """One gendered word of a swap lexicon.

    Attributes
    ----------
    key : str
        The lowercase word (apostrophes normalised to ``'``).
    gender : str
        ``"female"`` or ``"male"``.
    kind : str
        ``"word"``, ``"title"`` or ``"name"``.
    default : str or None
        What the word becomes where no ``pos`` row applies; ``None``: left unchanged there.
    by_pos : tuple of (pos, word)
        Replacements that need a part-of-speech tag.
    rank : int
        Frequency rank of a name (0 for words).
    neutral : str or None
        What the word becomes under to-neutral where no ``pos`` row applies; ``None``: left.
    neutral_by_pos : tuple of (pos, word)
        Neutral replacements that need a part-of-speech tag.
    """

    key: str
    gender: str
    kind: str = "word"
    default: str | None = None
    by_pos: tuple[tuple[str, str], ...] = ()
    rank: int = 0
    neutral: str | None = None
    neutral_by_pos: tuple[tuple[str, str], ...] = ()

    @functools.cached_property
    def conditional(self) -> bool:
        """True when the word is gendered only under a POS condition (Miss, Will...)."""
        return self.default is None and bool(self.by_pos)

    @functools.cached_property
    def rank_title(self) -> bool:
        """True for a word whose ``PROPN`` row is its use as a title before a name (Lady ->
        Lord in "Lady Bertram"; Lord, gendered only so): decided by
        :func:`~cdaprep.swap.context_rules.title_before_name`, not by a tagger."""
        return self.kind == "word" and any(p == "PROPN" for p, _ in self.by_pos)

    @functools.cached_property
    def swappable(self) -> bool:
        return self.default is not None or bool(self.by_pos)

    def targets(self) -> set[str]:
        out = {w for _, w in self.by_pos}
        if self.default is not None:
            out.add(self.default)
        return out

    def neutral_targets(self) -> set[str]:
        """The words this word can become under to-neutral."""
        out = {w for _, w in self.neutral_by_pos}
        if self.neutral is not None:
            out.add(self.neutral)
        return out


@dataclass
class SwapLexicon:
    """Merged swap lexicon: ``entries`` by lowercase word, and the checksums of its files."""

    entries: dict[str, Entry] = field(default_factory=dict)
    checksums: dict[str, str] = field(default_factory=dict)
    never_swap: frozenset[str] = frozenset()
    #: Neutral first names (targets of names under to-neutral), most frequent first.
    neutral_names: list[str] = field(default_factory=list)

    def names_by_rank(self, gender: str) -> list[str]:
        """Names of one gender, most frequent first (for collision-free name choices)."""
        rows = [e for e in self.entries.values() if e.kind == "name" and e.gender == gender]
        return [e.key for e in sorted(rows, key=lambda e: (e.rank, e.key))]

    def one_to_many(self) -> set[str]:
        """Words whose swap does not swap back to them (Mrs -> Mr -> Ms, hers -> his -> her)."""
        out = set()
        for e in self.entries.values():
            for t in e.targets():
                back = self.entries.get(t)
                if back is None or back.targets() != {e.key}:
                    out.add(e.key)
        return out


def _norm(word: str) -> str:
    return word.strip().lower().replace("\u2019", "'")


def _rows_of(spec: str | Path, seen: set[str]) -> tuple[list[dict[str, str]], dict[str, str]]:
    lex = read_lexicon(spec)
    key = str(lex.path.resolve())
    if key in seen:
        raise DataError(f"lexicon {lex.path}: 'extends' chain loops back to itself")
    seen.add(key)
    rows: list[dict[str, str]] = []
    sums: dict[str, str] = {}
    base = lex.meta.get("extends", "").strip()
    if base:
        rows, sums = _rows_of(base, seen)
    kind = lex.meta.get("kind", "word")
    own = [dict(r, kind=r.get("kind") or kind) for r in lex.rows]
    overridden = {_norm(r["word"]) for r in own}
    rows = [r for r in rows if _norm(r["word"]) not in overridden] + own
    sums[lex.name] = lex.checksum
    return rows, sums


def _entries(rows: Iterable[dict[str, str]], where: str) -> dict[str, Entry]:
    grouped: dict[str, list[dict[str, str]]] = {}
    for r in rows:
        grouped.setdefault(_norm(r["word"]), []).append(r)
    out: dict[str, Entry] = {}
    for key, rs in grouped.items():
        genders = {r["gender"] for r in rs}
        if len(genders) > 1:
            raise DataError(f"lexicon {where}: word {key!r} is listed as both female and male")
        kind = rs[0].get("kind") or "word"
        if kind not in KINDS:
            raise DataError(f"lexicon {where}: word {key!r} has kind {kind!r}; use one of {KINDS}")
        default = neutral = None
        by_pos: list[tuple[str, str]] = []
        neutral_by_pos: list[tuple[str, str]] = []
        seen_pos: set[str] = set()
        for r in rs:
            pos = (r.get("pos") or "").strip()
            if pos in seen_pos:
                raise DataError(f"lexicon {where}: word {key!r} has two rows with pos {pos!r}")
            seen_pos.add(pos)
            tgt = _norm(r.get("swap") or "")
            neu = " ".join(_norm(r.get("neutral") or "").split())
            if pos:
                by_pos.extend([(pos, tgt)] if tgt else [])
                neutral_by_pos.extend([(pos, neu)] if neu else [])
            else:
                default = tgt or None
                neutral = neu or None
        rank = rs[0].get("rank") or "0"
        out[key] = Entry(
            key=key,
            gender=rs[0]["gender"],
            kind=kind,
            default=default,
            by_pos=tuple(by_pos),
            rank=int(rank) if rank.isdigit() else 0,
            neutral=neutral,
            neutral_by_pos=tuple(neutral_by_pos),
        )
    return out


#: Extensions that make a never-swap value a file path rather than a word.
PATH_SUFFIXES = (".txt", ".tsv", ".csv", ".lst", ".list")
#: Error of a never-swap value that names a file that does not exist (tests compare it).
NEVER_SWAP_MISSING = (
    "--never-swap (never_swap) {spec!r} looks like a file path (a path separator or a {exts} "
    "extension), but there is no such file. Fix the path, or give the words themselves, "
    "comma-separated (e.g. --never-swap 'King,Prince')"
)


def check_never_swap(spec: object) -> None:
    """Raise a :class:`~cdaprep.errors.UsageError` when a never-swap string looks like a file
    path (it has a path separator or one of :data:`PATH_SUFFIXES`, and no comma) and no such
    file exists; it would otherwise be taken as a word, silently.

    Examples
    --------
    >>> check_never_swap("King, Prince"), check_never_swap("St. John")
    (None, None)
    """
    if _looks_like_path(spec) and not Path(str(spec).strip()).is_file():
        text = str(spec).strip()
        raise UsageError(NEVER_SWAP_MISSING.format(spec=text, exts="/".join(PATH_SUFFIXES)))


def _looks_like_path(spec: object) -> bool:
    if isinstance(spec, Path):
        return True
    if not isinstance(spec, str) or "," in spec:
        return False
    text = spec.strip()
    return "/" in text or "\\" in text or Path(text).suffix.lower() in PATH_SUFFIXES


def never_swap_file(spec: str | Path | Sequence[str] | None) -> Path | None:
    """The file a never-swap ``spec`` names, or ``None`` for words (as :func:`read_never_swap`
    reads it).

    Examples
    --------
    >>> never_swap_file("King, Prince") is None
    True
    """
    if isinstance(spec, (str, Path)):
        p = Path(str(spec).strip())
        if (p.suffix or _looks_like_path(spec)) and p.is_file():
            return p
    return None


def read_never_swap(spec: str | Path | Sequence[str] | None) -> frozenset[str]:
    """Words never to touch: a list of words, a comma-separated string, or a file path.

    A file holds one word per line (``#`` starts a comment); a TSV with a ``word`` header
    column works too. A string that looks like a path (:func:`check_never_swap`) must name a
    file that exists.

    Examples
    --------
    >>> sorted(read_never_swap("King, Prince"))
    ['king', 'prince']
    """
    if spec is None:
        return frozenset()
    check_never_swap(spec)
    if isinstance(spec, (str, Path)):
        p = never_swap_file(spec)
        if p is not None:
            words = []
            for line in read_text_file(p, what="never-swap file").splitlines():
                line = line.split("#", 1)[0].strip()
                if not line:
                    continue
                cell = line.split("\t", 1)[0].strip()
                if cell.lower() != "word":
                    words.append(cell)
            return frozenset(_norm(w) for w in words if w)
        spec = str(spec).split(",")
    return frozenset(_norm(w) for w in spec if str(w).strip())


def load_swap_lexicon(
    lexicon: str | Path | Sequence[str | Path] | None = None,
    *,
    names: bool = False,
    never_swap: str | Path | Sequence[str] | None = None,
    neutral_names: bool = False,
) -> SwapLexicon:
    """Load and merge swap lexicons.

    Parameters
    ----------
    lexicon : str, path or list of them, optional
        Packaged lexicon names (``"default"``, ``"biasbios"``) or files. Default ``"default"``.
        Later lexicons override earlier ones word by word; a file's ``# extends: NAME`` line
        loads NAME first.
    names : bool
        Add the first-name pairs of the ``names`` lexicon (words of ``lexicon`` win over names).
    never_swap : words, comma-separated string or path, optional
        Words removed from the lexicon (never swapped, never counted as gendered).
    neutral_names : bool
        With ``names``, also read ``names_neutral`` (built by ``scripts/build_names.py``): each
        first name's frequency-matched neutral name becomes its ``neutral`` target, under the
        same part-of-speech condition as its swap.

    Examples
    --------
    >>> lex = load_swap_lexicon("biasbios")
    >>> lex.entries["his"].default
    'her'
    >>> "king" in load_swap_lexicon(never_swap=["king"]).entries
    False
    """
    specs: list[str | Path]
    if lexicon is None:
        specs = ["default"]
    elif isinstance(lexicon, (str, Path)):
        specs = [lexicon]
    else:
        specs = list(lexicon)
    rows: list[dict[str, str]] = []
    sums: dict[str, str] = {}
    for spec in specs:
        new, s = _rows_of(spec, set())
        overridden = {_norm(r["word"]) for r in new}
        rows = [r for r in rows if _norm(r["word"]) not in overridden] + new
        sums.update(s)
    entries = _entries(rows, ", ".join(map(str, specs)))
    if names:
        name_rows, s = _rows_of("names", set())
        sums.update(s)
        for key, e in _entries(name_rows, "names").items():
            entries.setdefault(key, e)
    pool: list[str] = []
    if names and neutral_names:
        pool = _add_neutral_names(entries, sums)
    skip = read_never_swap(never_swap)
    ns_file = never_swap_file(never_swap)
    if ns_file is not None:  # its words change the output as a lexicon's do
        sums[f"never_swap:{ns_file.name}"] = file_checksum(ns_file)
    for w in skip:
        entries.pop(w, None)
    return SwapLexicon(entries=entries, checksums=sums, never_swap=skip, neutral_names=pool)


def _add_neutral_names(entries: dict[str, Entry], sums: dict[str, str]) -> list[str]:
    """Set the neutral target of every name entry from ``names_neutral``; the target pool."""
    lex = read_lexicon("names_neutral")
    sums[lex.name] = lex.checksum
    ranked: dict[str, int] = {}
    for r in lex.rows:
        key, tgt = _norm(r["word"]), _norm(r.get("neutral") or "")
        if not tgt:
            continue
        rank = r.get("neutral_rank") or "0"
        ranked.setdefault(tgt, int(rank) if rank.isdigit() else 0)
        e = entries.get(key)
        if e is None or e.kind != "name":
            continue
        entries[key] = replace(
            e,
            neutral=tgt if e.default is not None else None,
            neutral_by_pos=tuple((p, tgt) for p, _ in e.by_pos),
        )
    return sorted(ranked, key=lambda n: (ranked[n], n))


def load_context_words(name: str = "context", lower: bool = True) -> dict[str, set[str]]:
    """``{class: words}`` of a ``word``/``class`` table in ``lexicons/rules/`` (in lower case,
    or as written with ``lower=False``).

    ``context`` (default) holds the function words and ditransitive verbs of the her/his rules;
    ``propernames`` the context words of :mod:`cdaprep.swap.propernames`.

    Examples
    --------
    >>> "to" in load_context_words()["function"]
    True
    """
    table = _context_classes(str(lexicon_dir() / "rules" / f"{name}.tsv"), lower)
    return {cls: set(words) for cls, words in table.items()}


def read_rule_table(name: str) -> list[dict[str, str]]:
    """The rows of a table of ``lexicons/rules/`` as ``{column: value}``, read anew at each
    call by :func:`~cdaprep.lexicon_files.read_table` (cells stripped, comment and blank lines
    left out).

    The proper-name rules read their tables of places, name roles, name usage, common words,
    lower-case words and stop words with it (:meth:`~cdaprep.swap.propernames.ProperNames.load`).

    Examples
    --------
    >>> rows = read_rule_table("stopwords_en")
    >>> "the" in {r["word"] for r in rows}
    True
    """
    _, _, rows = read_table(lexicon_dir() / "rules" / f"{name}.tsv", what="rule table")
    return [row for _, row in rows]


@functools.cache
def _context_classes(path: str, lower: bool) -> dict[str, frozenset[str]]:
    """The classes of one packaged rule table, read once per process (each swapper reads
    ``context`` and the 5,467 words of ``count_nouns``; a copy is handed out)."""
    out: dict[str, set[str]] = {}
    with open(path, encoding="utf-8", newline="") as f:
        header = None
        for line in f:
            line = line.rstrip("\r\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = next(csv.reader([line], delimiter="\t", quoting=csv.QUOTE_NONE))
            if header is None:
                header = cells
                continue
            row = dict(zip(header, cells))
            word = row["word"]
            out.setdefault(row["class"], set()).add(word.lower() if lower else word)
    return {cls: frozenset(words) for cls, words in out.items()}


_TRIE_END = ""

#: Characters inside a word that ``\w`` does not match: combining accents (a decomposed "é" is
#: "e" + U+0301), the soft hyphen, the zero-width (non-)joiner and the word joiner. A lexicon
#: word next to one is part of a longer word: "He\u0301le\u0300ne" (Hélène) holds no "He".
WORD_MARKS = (
    "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u00ad\u200c\u200d\u2060"
)
#: Marks that a dictionary writes inside a word, between its syllables or before its stressed
#: one (GCIDE: ``His"to*ry``, ``Sem`i*his*tor"i*cal``, ``Her"ald``): next to a letter on each
#: side, they join the letters into one word; but a grave accent before a contraction is an
#: apostrophe, as comments write it ("he`s", "she`ll").
SYLLABLE_MARKS = '*`"'
_CONTRACTIONS = "s|d|t|m|ll|re|ve"  # after a grave accent used as an apostrophe
#: The lookarounds that make a match a whole word: ``WORD_START + trie_pattern(...) + WORD_END``.
WORD_START = rf"(?<![\w{WORD_MARKS}])(?<![^\W\d_][{SYLLABLE_MARKS}])"
WORD_END = (
    rf"(?![\w{WORD_MARKS}])(?![*\"][^\W\d_])"
    rf"(?!`(?!(?:{_CONTRACTIONS})(?![^\W\d_]))[^\W\d_])"
)
#: The same without the syllable marks, for a regex run over every text of a batch (the swap's):
#: ``LETTER_START + pattern + LETTER_END`` whose match is not :func:`between_syllables` is
#: ``WORD_START + pattern + WORD_END``, and about 20% faster to search.
LETTER_START = rf"(?<![\w{WORD_MARKS}])"
LETTER_END = rf"(?![\w{WORD_MARKS}])"
_SYLLABLE_SET = frozenset(SYLLABLE_MARKS)
_CONTRACTION = re.compile(rf"(?:{_CONTRACTIONS})(?![^\W\d_])")


def between_syllables(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is glued to a dictionary's syllable marks and letters
    (``His"to*ry``), so it is no word though ``LETTER_START``/``LETTER_END`` found it.

    Examples
    --------
    >>> t = 'History \\\\His"to*ry\\\\, he`s'
    >>> between_syllables(t, 9, 12), between_syllables(t, 21, 23)
    (True, False)
    """
    if start >= 2 and text[start - 1] in _SYLLABLE_SET and text[start - 2].isalpha():
        return True
    if end + 1 < len(text) and text[end] in _SYLLABLE_SET and text[end + 1].isalpha():
        return not (text[end] == "`" and _CONTRACTION.match(text, end + 1))
    return False


def trie_pattern(words: Iterable[str]) -> str:
    """A regex alternation of ``words`` as a trie (fast with Python's ``re``).

    An apostrophe in a word matches ``'`` and ``’``.

    Examples
    --------
    >>> trie_pattern(["he", "her", "hers"])
    'he(?:rs?)?'
    """
    trie: dict = {}
    for w in words:
        node = trie
        for ch in w:
            node = node.setdefault(ch, {})
        node[_TRIE_END] = {}

    def build(node: dict) -> str:
        end = _TRIE_END in node
        branches = []
        for ch in sorted(k for k in node if k != _TRIE_END):
            sub = build(node[ch])
            lit = "['\u2019]" if ch == "'" else re.escape(ch)
            branches.append(lit + sub)
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if end:
            return body + "?" if len(branches) == 1 and len(body) <= 1 else f"(?:{body})?"
        return body

    return build(trie)
