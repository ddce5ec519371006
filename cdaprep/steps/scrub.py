"""``scrub``: remove gendered words and first names ("fairness through blindness").

Scrubbing (De-Arteaga et al. 2019; Orgad, Goldfarb-Tarrant and Belinkov 2022, Sec. 2.2 and Fig. 2)
removes the explicit gender indicators of a text: gendered words and titles of the swap lexicon,
first names of the name list, and optionally a word list of the user's (e.g. the proxy words
``cdaprep proxies`` finds).

Which words are gendered is decided by the gender swapper
(:meth:`cdaprep.swap.GenderSwapper.find_spans`): the same lexicons, the same name list and the
same part-of-speech care for words that are gendered only as proper nouns ("Miss Smith" but not
"I will miss you"; "Will went home" but not "she will go"). Only those ambiguous words are
tagged, in a small window, so scrubbing costs little more than a regex pass. One rule of its
own: a first name right after "in" or "near" is a place and is kept ("based in Austin").

Two modes:

``mask`` (default)
    Each removed word becomes ``mask_token`` (``"_"``, as in the paper's Fig. 2). Every other
    character of the text is kept byte for byte. A title's abbreviation full stop belongs to
    the title when a capitalised word or ``and``/``or``/``&`` follows ("Mr. Smith" -> "_ Smith",
    "Mr. and Mrs. Smith" -> "_ and _ Smith").
``delete``
    Each removed word is deleted and the text around it is tidied, by these rules (applied only
    at the places where something was deleted, so the rest of the text is unchanged):

    1. A word takes along what cannot stand without it: a title's abbreviation full stop
       ("Mr."), a possessive or contraction clitic ("Mary's", "she's", "he'd"), and the hyphen
       joining it to the rest of a compound ("ex-wife" -> "ex", "female-led" -> "led").
    2. Removed words separated only by spaces, commas, slashes, ``&``, ``and`` or ``or`` are
       removed as one run ("he/she", "Mr. and Mrs. Smith" -> "Smith", "his wife, Mary," ...).
    3. Whitespace: one of the two spaces around the hole is dropped; no space is left at the
       start of a line, before closing punctuation (``. , ; : ! ? ) ] }``) or after an opening
       bracket or quote. Newlines are kept.
    4. Punctuation: an empty pair of brackets or quotes left behind is removed; a comma, colon,
       semicolon or dash left at the start of a sentence is removed; of two punctuation marks
       brought together the first comma/semicolon/colon goes (``Jane, , and`` -> ``Jane, and``);
       a sentence whose words were all removed loses its full stop too.
    5. Capitalisation: when a capitalised word at the start of a sentence (start of the text,
       after ``.!?`` or a newline) is removed, the next word is capitalised if it is written all
       in lower case ("She has also written" -> "Has also written"); other words ("iPhone") are
       left alone.

Examples
--------
>>> import pandas as pd
>>> df = pd.DataFrame({"bio": ["Britney works at CNN. She has also written for the Times."]})
>>> Scrub(text_columns="bio").transform(df)["bio"].tolist()
['_ works at CNN. _ has also written for the Times.']
>>> Scrub(text_columns="bio", mode="delete").transform(df)["bio"].tolist()
['Works at CNN. Has also written for the Times.']
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

import pandas as pd

from cdaprep.errors import DataError, UsageError, check_choice
from cdaprep.steps.base import (
    MapStep,
    StepContext,
    as_list,
    text_column_like,
    text_mask,
    with_text_dtypes,
)
from cdaprep.steps.registry import register_step

__all__ = ["Scrub", "ScrubSpan", "load_extra_words", "MODES"]

#: Scrub modes.
MODES = ("mask", "delete")

#: A possessive or contraction clitic, also several ("he'd've"), or a lone apostrophe ("ladies'").
_CLITIC = re.compile(
    r"(?:['\u2019](?:s|d|ll|re|ve|m))+(?![\w'\u2019])|['\u2019](?![\w'\u2019])", re.I
)
#: Opening quotes whose closing quote is the apostrophe a word is followed by ("\u2018him\u2019").
_OPEN_QUOTES = ("'", "\u2018")
_ABBREV_DOT = re.compile(r"\.(?=[ \t\u00a0]+(?:[A-Z]|(?:and|or|&)(?!\w)))")
_JOIN_GAP = re.compile(r"(?:[ \t\u00a0,/&]|(?<![\w])(?:and|or)(?![\w]))*", re.I)
_SENT_END = re.compile(r"(?:[.!?][\"'\u201d\u2019)\]]*[ \t\u00a0]+|[\r\n][ \t\u00a0]*)$")
#: A first name right after "in" or "near" is a place ("based in Austin", "near Florence").
_PLACE_BEFORE = re.compile(r"(?<![\w'\u2019])(?:in|near)[ \t\u00a0]+$", re.I)
#: The blanks of a line that deletion tidies: space, tab and the no-break space of web text.
_BLANK = " \t\u00a0"
_CLOSING = set(".,;:!?)]}\u2026%")
_ORPHAN_AT_START = set(",;:)]}-\u2013\u2014")
_DOUBLE_FIRST = set(",;:")
_DOUBLE_SECOND = set(",.;:!?)]}")
_PAIRS = {"(": ")", "[": "]", "{": "}", '"': '"', "\u201c": "\u201d", "'": "'", "\u2018": "\u2019"}
_OPENING = set('([{"\u201c\u2018')
_FIRST_WORD = re.compile(r"[^\W\d_]+")


class ScrubSpan(NamedTuple):
    """One word to scrub: ``text[start:end]`` (``kind``: word, title, name or extra)."""

    start: int
    end: int
    word: str
    kind: str


def load_extra_words(spec: str | Path | Sequence[str] | None) -> frozenset[str]:
    """Lowercased words of a user word list.

    ``spec`` is a list of words, a comma-separated string, or the path of a file: a cdaprep
    lexicon (TSV with ``word`` and ``gender`` columns, such as the ``proxies.tsv`` that
    ``cdaprep proxies`` writes) or a plain list with one word per line (``#`` starts a comment).

    Examples
    --------
    >>> sorted(load_extra_words("Nurse, midwife"))
    ['midwife', 'nurse']
    """
    if spec is None:
        return frozenset()
    from cdaprep.swap import read_never_swap
    from cdaprep.swap.swap_lexicon import PATH_SUFFIXES

    if isinstance(spec, (str, Path)):
        p = Path(spec)
        if p.is_file():
            from cdaprep.lexicon_files import read_lexicon

            try:
                lex = read_lexicon(p)
            except DataError:
                return read_never_swap(p if p.suffix else str(p.resolve()))
            return frozenset(r["word"].strip().lower() for r in lex.rows if r["word"].strip())
        if isinstance(spec, Path) or (
            "," not in spec and ("/" in spec or "\\" in spec or spec.endswith(PATH_SUFFIXES))
        ):
            raise UsageError(f"extra_words file {str(spec)!r} does not exist")
    return read_never_swap(spec)


@register_step
class Scrub(MapStep):
    """Remove gendered words, titles and first names from text (mask or delete).

    See the module documentation (:mod:`cdaprep.steps.scrub`) for the exact deletion rules.

    Parameters
    ----------
    text_columns : str or list of str
        Text column(s) to scrub in place.
    mode : {"mask", "delete"}, default "mask"
        Replace each removed word with ``mask_token``, or delete it cleanly.
    mask_token : str, default "_"
        Replacement in ``mask`` mode (the paper's Fig. 2 uses ``_``); another value with
        ``mode="delete"``, which would ignore it, is a usage error.
    names : bool, default True
        Also remove first names of the name list (``lexicons/names.tsv``); names that are
        common words (Will, Rose, Mark) only where tagged as proper nouns.
    lexicon : str, path or list, optional
        Swap lexicon(s) naming the gendered words (default: the ``default`` lexicon; see
        :func:`cdaprep.swap.load_swap_lexicon`).
    extra_words : list of str, str or path, optional
        More words to remove wherever they occur (case-insensitive, whole words): a list, a
        comma-separated string, or a lexicon / word-list file such as the ``proxies.tsv``
        written by ``cdaprep proxies``.
    spacy_model : str, optional
        spaCy pipeline for the few words that need a part-of-speech tag (tagger only; NER is
        never loaded).

    Counters (manifest): ``scrubbed:word``, ``scrubbed:title``, ``scrubbed:name``,
    ``scrubbed:extra`` (words removed) and ``rows_scrubbed:<column>`` (texts changed).

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"bio": ["Mr. and Mrs. Smith met Will's sister."]})
    >>> Scrub(text_columns="bio", mode="delete").transform(df)["bio"].iloc[0]
    'Smith met.'
    >>> Scrub(text_columns="bio", extra_words=["met"]).transform(df)["bio"].iloc[0]
    "_ and _ Smith _ _'s _."
    """

    name: ClassVar[str] = "scrub"
    uses_spacy: ClassVar[bool] = True
    path_params: ClassVar[dict[str, str]] = {"lexicon": "files", "extra_words": "file"}

    def __init__(
        self,
        *,
        text_columns: str | list[str] = "text",
        mode: str = "mask",
        mask_token: str = "_",
        names: bool = True,
        lexicon: str | list[str] | None = None,
        extra_words: str | list[str] | None = None,
        spacy_model: str | None = None,
    ):
        self.text_columns = text_columns
        self.mode = mode
        self.mask_token = mask_token
        self.names = names
        self.lexicon = lexicon
        self.extra_words = extra_words
        self.spacy_model = spacy_model
        check_choice(mode, MODES, param="mode", owner="Scrub")
        if not as_list(text_columns):
            raise UsageError("Scrub needs at least one text column")
        if not isinstance(mask_token, str):
            raise UsageError(
                f"The 'mask_token' parameter of Scrub must be a string. Got {mask_token!r} instead."
            )
        if mode == "delete" and mask_token != "_":
            raise UsageError(
                f"mask_token={mask_token!r} (--mask-token) applies to mode 'mask', not to "
                "'delete', which removes each word without a replacement, so it would be "
                "ignored: drop it, or use mode='mask' (--mode mask)"
            )

    # -- columns ------------------------------------------------------------------------------
    def reads(self) -> list[str]:
        return as_list(self.text_columns)

    def writes(self) -> list[str]:
        return as_list(self.text_columns)

    # -- resources ----------------------------------------------------------------------------
    def setup(self) -> None:
        if getattr(self, "_res_swapper", None) is not None:
            return
        from cdaprep.swap import get_swapper
        from cdaprep.swap.swap_lexicon import WORD_END, WORD_MARKS, WORD_START, trie_pattern

        self._res_swapper = get_swapper("flip", self._swap_options())
        cond = sorted(k for k, e in self._res_swapper.lexicon.entries.items() if e.conditional)
        self._res_cond = (
            re.compile(
                rf"(?<![\w{WORD_MARKS}'\u2019-])(?:" + trie_pattern(cond) + ")" + WORD_END,
                re.IGNORECASE,
            )
            if cond
            else None
        )
        extra = sorted(load_extra_words(self.extra_words))
        self._res_extra = (
            re.compile(WORD_START + "(?:" + trie_pattern(extra) + ")" + WORD_END, re.IGNORECASE)
            if extra
            else None
        )

    def _swap_options(self):
        from cdaprep.swap import SwapOptions

        return SwapOptions(
            names=bool(self.names), lexicon=self.lexicon, spacy_model=self.spacy_model
        )

    def lexicon_checksums(self) -> dict[str, str]:
        from cdaprep.swap import lexicon_checksums

        out = lexicon_checksums(self._swap_options())
        if isinstance(self.extra_words, (str, Path)) and Path(self.extra_words).is_file():
            from cdaprep.lexicon_files import file_checksum

            out[f"extra_words:{Path(self.extra_words).name}"] = file_checksum(str(self.extra_words))
        return out

    # -- public helpers -----------------------------------------------------------------------
    def find_spans(self, texts: Sequence[str]) -> list[list[ScrubSpan]]:
        """The words each text loses, as :class:`ScrubSpan` (offsets into the text; a title's
        abbreviation full stop included), sorted and non-overlapping.

        Examples
        --------
        >>> Scrub(names=True).find_spans(["I will miss Mr. Grey and Rose."])[0]
        [ScrubSpan(start=12, end=15, word='Mr.', kind='title'), \
ScrubSpan(start=25, end=29, word='Rose', kind='name')]
        """
        from cdaprep.swap.markup import address_spans, in_spans

        self.setup()
        texts = list(texts)
        found = self._res_swapper.find_spans(texts)
        out = []
        for text, spans in zip(texts, found):
            cands = [(s.start, s.end, s.kind) for s in spans]
            if self._res_cond is not None and isinstance(text, str):
                mid, starts = self._mid_sentence(text)
                cands += mid
                found_at = {c[0] for c in cands}
                starts = [c for c in starts if c[0] not in found_at]
                if starts:
                    cands += self._sentence_initial_names(text, starts)
            if self._res_extra is not None and isinstance(text, str):
                cands += [(m.start(), m.end(), "extra") for m in self._res_extra.finditer(text)]
            cands.sort(key=lambda c: (c[0], -c[1]))
            res: list[ScrubSpan] = []
            last = -1
            addresses = address_spans(text) if isinstance(text, str) else []
            for s, e, kind in cands:
                if s < last or (addresses and in_spans(addresses, s)):
                    continue
                if kind == "name" and _PLACE_BEFORE.search(text, max(0, s - 8), s):
                    continue  # "based in Austin": a place, not a person
                if kind == "title" and _ABBREV_DOT.match(text, e):
                    e += 1
                res.append(ScrubSpan(s, e, text[s:e], kind))
                last = e
            out.append(res)
        return out

    def _mid_sentence(self, text: str) -> list[tuple[int, int, str]]:
        """Words gendered only as proper nouns (Will, Rose, Miss) written Capitalised inside a
        sentence: removed even where the tagger disagrees ("her husband, Will, runs").
        Also returns the names first in a sentence, for :meth:`_sentence_initial_names`."""
        out: list[tuple[int, int, str]] = []
        starts: list[tuple[int, int, str]] = []
        entries = self._res_swapper.lexicon.entries
        found = []
        for m in self._res_cond.finditer(text):
            w = m.group(0)
            if not (w[0].isupper() and w[1:].islower()):
                continue
            entry = entries[w.lower().replace("\u2019", "'")]
            if entry.kind == "name" and not self.names:
                continue
            if entry.rank_title:
                continue  # a rank only as a title (Lord): the swap's rule found it, if it is one
            found.append((m.start(), m.end(), entry))
        if not found:
            return out, starts
        # the proper-name rules of the swapper: "since May 2007", "in Jackson, Miss."
        why_not = self._res_swapper.proper_names.reasons(text, found, confirm=False)
        for (s, e, entry), why in zip(found, why_not):
            if why is not None:
                continue
            before = text[:s].rstrip()
            if not before or before[-1] in ".!?:;\"'\u201c\u2018(\n\r":
                if entry.kind == "name":
                    starts.append((s, e, entry.kind))
                continue
            out.append((s, e, entry.kind))
        return out, starts

    def _sentence_initial_names(self, text: str, cands: list[tuple[int, int, str]]):
        """A common-word name first in its sentence is a name when a verb follows it
        ("Grace is a nurse", "Will joined"; not "Mark my words", "Will you come?")."""
        from cdaprep.nlp import TAGGER_COMPONENTS, load_spacy

        nlp = load_spacy(self.spacy_model, components=TAGGER_COMPONENTS)
        windows = [text[s : s + 40] for s, _, _ in cands]
        out = []
        for c, doc in zip(cands, nlp.pipe(windows)):
            if len(doc) > 1 and (doc[1].tag_.startswith("VB") or doc[1].tag_ == "MD"):
                if not (doc[1].tag_ == "MD" or doc[0].tag_ == "MD") or "?" not in text[c[0] :]:
                    out.append(c)
        return out

    def scrub_texts(self, texts: Sequence[str]) -> list[str]:
        """Scrub a list of strings (no DataFrame); see :meth:`scrub_batch`."""
        return [t for t, _ in self.scrub_batch(texts)]

    def scrub_batch(self, texts: Sequence[str]) -> list[tuple[str, list[ScrubSpan]]]:
        """``(scrubbed text, removed spans)`` for each text.

        Examples
        --------
        >>> Scrub(mode="delete").scrub_batch(["(She/he) left."])
        [('Left.', [ScrubSpan(start=1, end=4, word='She', kind='word'), \
ScrubSpan(start=5, end=7, word='he', kind='word')])]
        """
        texts = list(texts)
        spans = self.find_spans(texts)
        out = []
        for text, ss in zip(texts, spans):
            if not ss:
                out.append((text, ss))
            elif self.mode == "mask":
                out.append((_mask(text, ss, self.mask_token), ss))
            else:
                out.append((_delete(text, ss), ss))
        return out

    # -- step ---------------------------------------------------------------------------------
    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        self.setup()
        batch = with_text_dtypes(batch, self.text_columns)  # a category column: its new texts
        new: dict[str, Any] = {}
        for col in as_list(self.text_columns):
            mask = text_mask(batch[col], ctx, col)
            values = batch[col].tolist()
            idx = [i for i, m in enumerate(mask) if m]
            if not idx:
                continue
            results = self.scrub_batch([values[i] for i in idx])
            changed = 0
            counts: dict[str, int] = {}
            for i, (text, spans) in zip(idx, results):
                if spans:
                    changed += text != values[i]
                    values[i] = text
                    for s in spans:
                        counts[s.kind] = counts.get(s.kind, 0) + 1
            for kind in ("word", "title", "name", "extra"):
                ctx.count(f"scrubbed:{kind}", counts.get(kind, 0))
            ctx.count(f"rows_scrubbed:{col}", changed)
            if changed:
                new[col] = text_column_like(values, batch[col])
        return batch.assign(**new) if new else batch

    def apply_stats(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        # Scrubbing never changes rows or non-text columns.
        return batch


# -- text surgery ----------------------------------------------------------------------------
def _mask(text: str, spans: list[ScrubSpan], token: str) -> str:
    parts = []
    pos = 0
    for s in spans:
        parts.append(text[pos : s.start])
        parts.append(token)
        pos = s.end
    parts.append(text[pos:])
    return "".join(parts)


def _deletion_runs(text: str, spans: list[ScrubSpan]) -> list[tuple[int, int, bool]]:
    """Extend spans by rule 1, merge them by rule 2: ``(start, end, capitalised)``."""
    ext: list[list] = []
    n = len(text)
    for sp in spans:
        s, e = sp.start, sp.end
        m = _CLITIC.match(text, e)
        if m and not (m.end() == e + 1 and text[s - 1 : s] in _OPEN_QUOTES):
            e = m.end()  # not the quote closing "\u2018him\u2019"
        if e < n - 1 and text[e] == "-" and (text[e + 1].isalnum()):
            e += 1
        elif s >= 2 and text[s - 1] == "-" and text[s - 2].isalnum():
            s -= 1
        # the first letter: "(S)he" is capitalised
        first = next((ch for ch in text[sp.start : sp.end] if ch.isalpha()), "")
        ext.append([s, e, first.isupper()])
    runs: list[list] = []
    for r in ext:
        if runs:
            prev = runs[-1]
            if r[0] <= prev[1]:
                prev[1] = max(prev[1], r[1])
                continue
            gap = text[prev[1] : r[0]]
            m = _JOIN_GAP.fullmatch(gap)
            if m is not None:
                prev[1] = r[1]
                continue
        runs.append(list(r))
    for r in runs:
        # "with his brother, Robert, in Toronto": the comma closing a removed apposition goes
        if "," in text[r[0] : r[1]] and text[r[1] : r[1] + 1] == ",":
            r[1] += 1
    return [(s, e, c) for s, e, c in runs]


def _delete(text: str, spans: list[ScrubSpan]) -> str:
    out = ""
    pos = 0
    cap_next = False
    for s, e, capital in _deletion_runs(text, spans):
        s = max(s, pos)
        chunk = text[pos:s]
        if cap_next and chunk:
            chunk = _capitalise(chunk)
            cap_next = False
        left = out + chunk
        r = e
        sent_start = _sentence_start(left)
        # rule 4: an empty bracket / quote pair, also one left holding only the comma that
        # closed a quotation ("\u201cSarah,\u201d she said")
        close = _PAIRS.get(left[-1]) if left else None
        k = r + 1 if close and text[r : r + 1] in (",", ";", ":") else r
        if close and k < len(text) and text[k] == close:
            left = left[:-1]
            r = k + 1
            sent_start = _sentence_start(left)
        # rule 3: whitespace
        lw = len(left) - len(left.rstrip(_BLANK))
        rw = 0
        while r + rw < len(text) and text[r + rw] in _BLANK:
            rw += 1
        nxt = text[r + rw : r + rw + 1]
        line_start = not left.strip(_BLANK) or left.rstrip(_BLANK).endswith(("\n", "\r"))
        if sent_start and nxt and (nxt in _ORPHAN_AT_START or nxt in ".!?"):
            # rule 4: nothing of the sentence is left before this mark: drop it
            r += rw + 1
            while r < len(text) and text[r] in _BLANK:
                r += 1
        elif line_start:
            r += rw
        elif nxt in ("", "\n", "\r") or nxt in _CLOSING:
            left = left[: len(left) - lw]
            r += rw
            if nxt in _DOUBLE_SECOND and left and left[-1] in _DOUBLE_FIRST:
                # rule 4: "Jane, , and" -> "Jane, and"
                left = left[:-1]
        elif lw == 0 and left and left[-1] in _OPENING:
            r += rw
        elif lw and rw:
            r += rw
        if r >= len(text) or text[r] in "\r\n":
            left = left.rstrip(_BLANK)
        out = left
        pos = r
        if sent_start and capital:
            cap_next = True
    chunk = text[pos:]
    if cap_next and chunk:
        chunk = _capitalise(chunk)
    return out + chunk


def _sentence_start(left: str) -> bool:
    """Whether a word after ``left`` starts a sentence, also after opening quotes and brackets
    ("\u201cShe is here,\u201d", "(She left.)")."""
    quoted = left.rstrip(_BLANK)
    head = quoted.rstrip("".join(_OPENING))
    head = left if head == quoted else head + " "
    return not head.strip(_BLANK) or _SENT_END.search(head) is not None


def _capitalise(chunk: str) -> str:
    m = _FIRST_WORD.search(chunk)
    if m is None or m.start() != len(chunk) - len(chunk.lstrip(_BLANK + "\"'\u201c(")):
        return chunk
    word = m.group(0)
    if not word.islower():
        return chunk
    return chunk[: m.start()] + word[0].upper() + chunk[m.start() + 1 :]
