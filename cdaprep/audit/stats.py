"""The one streaming pass of ``cdaprep audit``: :class:`AuditStats`, a fitted step whose
``collect`` turns each batch into a small compressed partial and whose ``fit`` merges them.

What a partial holds (everything the report needs; no text):

* the plan columns of every row: row id, label, group, and whether
  :class:`~cdaprep.steps.CounterfactualAugment` (built with the run's swap options) finds a
  gendered word in the row, decided by that step itself (with ``no_gendered_word="skip"``,
  the rows that get a counterfactual);
* word counts per (label, group) cell: tokens of :data:`cdaprep.proxies.TOKEN_PATTERN`,
  lowercased, so the log-odds of :mod:`cdaprep.audit.logodds` need nothing else; a token
  the swapper's cheap check reads otherwise than its lowercase form is counted as written
  ("Will" the name apart from "will" the verb, "Mary" apart from "mary"), so a word counted
  is gendered in every occurrence or in none;
* gendered-word occurrences per group and a coverage table per (label, group): rows with
  gendered words of the swap lexicon, rows with first names of the name list, and the genders
  those words carry;
* text length (word tokens and characters) per (label, group): a histogram of token counts
  and sums of characters;
* counts of rows whose text is missing, empty or not a string;
* for the swap check (:mod:`cdaprep.audit.swapcheck`), the texts of at most ``swap_check``
  rows whose gendered words are all male and that hold ``his`` or ``him``: the batch's texts
  with the smallest :func:`~cdaprep.audit.swapcheck.sample_key`, so the merged sample is the
  same whatever the batches, the engine or the row order. This is the only text a partial
  holds.

Whether a token is gendered is asked of :class:`~cdaprep.swap.GenderSwapper`'s cheap check
(:meth:`~cdaprep.swap.GenderSwapper.genders`, no tagging) once per distinct token, with the token
in the middle of a sentence: a capitalised "Will" counts as a name, "will" does not, "she's"
counts as "she" does. Names come from a swapper holding only the name list, words and titles
from one holding the swap lexicon, so a row can be counted for each.
"""

from __future__ import annotations

import heapq
import pickle
import zlib
from array import array
from collections import Counter
from collections.abc import Iterable
from itertools import chain, repeat
from typing import Any, ClassVar

import numpy as np
import pandas as pd

from cdaprep.audit.swapcheck import DEFAULT_SWAP_CHECK, MALE_OBJECT_OR_POSSESSIVE, sample_key
from cdaprep.steps.base import ROW_ID, FittedStep, StepContext, as_list
from cdaprep.steps.swapstep import SwapParams

__all__ = ["AuditStats", "MISSING", "GENDER_CODES"]

#: How a missing label or group value is shown in the report.
MISSING = "(missing)"
#: Genders a row's gendered words carry: ``female`` only, ``male`` only, ``both``, ``none``.
GENDER_CODES = ("female", "male", "both", "none")
#: Distinct tokens remembered per process before the token cache is cleared.
_CACHE_MAX = 1_000_000
#: (gender, kind) of a gendered token; index 0 is "not gendered".
_KINDS = ((None, None), ("female", "word"), ("female", "title"), ("female", "name"),
          ("male", "word"), ("male", "title"), ("male", "name"))  # fmt: skip


def _missing(v: Any) -> bool:
    return v is None or v is pd.NA or (isinstance(v, float) and v != v)


def _values(batch: pd.DataFrame, column: str | None, n: int) -> list:
    """The column as Python values, missing ones (None, NaN, NA) as ``None``."""
    if column is None:
        return [None] * n
    return batch[column].to_numpy(dtype=object, na_value=None).tolist()


def _unique_rows(*cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distinct rows of non-negative integer columns and how often each occurs (the columns
    are packed into one integer key, so this is one 1-D ``np.unique``)."""
    cols = tuple(np.asarray(c, dtype=np.int64) for c in cols)
    if not len(cols[0]):
        return np.zeros((len(cols), 0), dtype=np.int64), np.zeros(0, dtype=np.int64)
    radix = [int(c.max()) + 1 for c in cols]
    key = np.zeros(len(cols[0]), dtype=np.int64)
    for c, r in zip(cols, radix):
        key = key * r + c
    uniq, counts = np.unique(key, return_counts=True)
    out = np.empty((len(cols), len(uniq)), dtype=np.int64)
    for k in range(len(cols) - 1, -1, -1):
        uniq, out[k] = np.divmod(uniq, radix[k])
    return out, counts


class _SparseCounts:
    """Counts per (cell, word) accumulated from batches: global word ids, entries kept as
    ``cell * 2**32 + word`` keys and compacted (summed) whenever enough are pending."""

    def __init__(self, compact_every: int = 1_000_000):
        self.words: list[str] = []
        self.word_id: dict[str, int] = {}
        self.cells: list[tuple] = []
        self.cell_id: dict[tuple, int] = {}
        self._keys: list[np.ndarray] = []
        self._counts: list[np.ndarray] = []
        self._pending = 0
        self._every = compact_every

    def add(self, cells: list, vocab: list, cell_idx, word_idx, counts) -> None:
        """Add one batch: its cells, its vocabulary, and (cell, word, count) triples indexing
        them."""
        wid = self.word_id
        found = list(map(wid.get, vocab))
        for k in [k for k, i in enumerate(found) if i is None]:
            w = vocab[k]
            found[k] = wid[w] = len(self.words)
            self.words.append(w)
        lut = np.asarray(found, dtype=np.int64)
        cl = np.empty(len(cells), dtype=np.int64)
        for k, c in enumerate(cells):
            i = self.cell_id.get(c)
            if i is None:
                i = self.cell_id[c] = len(self.cells)
                self.cells.append(c)
            cl[k] = i
        keys = (cl[np.asarray(cell_idx, np.int64)] << 32) | lut[np.asarray(word_idx, np.int64)]
        self._keys.append(keys)
        self._counts.append(np.asarray(counts, dtype=np.int64))
        self._pending += len(keys)
        if self._pending >= self._every:
            self._compact()

    def _compact(self) -> None:
        if len(self._keys) <= 1:
            return
        keys = np.concatenate(self._keys)
        counts = np.concatenate(self._counts)
        uniq, inv = np.unique(keys, return_inverse=True)
        self._keys = [uniq]
        self._counts = [np.bincount(inv, weights=counts, minlength=len(uniq)).astype(np.int64)]
        self._pending = len(uniq)

    def finish(self) -> dict[tuple, tuple[np.ndarray, np.ndarray]]:
        """``{cell: (word ids, counts)}``."""
        self._compact()
        if not self._keys:
            return {}
        keys, counts = self._keys[0], self._counts[0]
        cell = keys >> 32
        word = keys & 0xFFFFFFFF
        out = {}
        for c, cid in self.cell_id.items():
            sel = cell == cid
            out[c] = (word[sel], counts[sel])
        return out


class _TokenTable:
    """The tokens one process has seen: an id per token, the id of the word it is counted as
    (its lowercase form, or the token as written where the swapper reads the two otherwise),
    and whether (and how) the swapper counts it as gendered (an index into
    :data:`_KINDS`).
    Cleared when it grows past :data:`_CACHE_MAX` tokens; partials carry words, not ids."""

    def __init__(self, classify):
        self._classify = classify
        self.clear()

    def clear(self) -> None:
        self.ids: dict[str, int] = {}
        self.tokens: list[str] = []
        self.lower_ids: dict[str, int] = {}
        self.lower_words: list[str] = []
        self.lower_of = array("q")
        self.kind_of = array("b")
        self.gendered: dict[int, tuple[str, str, str]] = {}

    def _add(self, token: str) -> int:
        c = self._classify(token)
        low = token.lower()
        if low != token:
            # the word's key: its lowercase form, unless the swapper reads the lowercase form
            # otherwise ("Will" the name, "will" no name): then the token as written, so each
            # word counted is gendered in all its occurrences or in none (as scrub removes it)
            li = self.ids.get(low)
            if li is None:
                li = self._add(low)
            if (self.kind_of[li] > 0) != (c is not None):
                low = token
        i = self.ids[token] = len(self.tokens)
        self.tokens.append(token)
        lid = self.lower_ids.get(low)
        if lid is None:
            lid = self.lower_ids[low] = len(self.lower_words)
            self.lower_words.append(low)
        self.lower_of.append(lid)
        self.kind_of.append(_KINDS.index(c[1:]) if c is not None else 0)
        if c is not None:
            self.gendered[i] = c
        return i

    def encode(self, tokens: list[str]) -> np.ndarray:
        """Ids of ``tokens`` (new tokens are added and classified)."""
        if len(self.ids) > _CACHE_MAX:
            self.clear()
        codes = np.fromiter(map(self.ids.get, tokens, repeat(-1)), np.int64, len(tokens))
        for k in np.flatnonzero(codes < 0).tolist():
            w = tokens[k]
            i = self.ids.get(w)
            codes[k] = self._add(w) if i is None else i
        return codes


class AuditStats(SwapParams, FittedStep):
    """Collect the statistics of ``cdaprep audit`` in one pass (see the module docstring).

    Parameters
    ----------
    text_columns : str or list of str
    label_column, group_column : str, optional
        Without a label every row is in one label ``None``; without a group, in group ``None``.
    swap_check : int, default 2000
        Texts kept for the swap check (:attr:`swap_sample_`); 0 keeps none.
    **swap :
        The swap options (:class:`cdaprep.swap.SwapOptions`) of
        :class:`~cdaprep.steps.CounterfactualAugment`, which decides per
        row whether it gets a counterfactual (the dry-run plan needs it).

    Attributes
    ----------
    rows_ : int
    plan_frame_ : DataFrame
        Row id, label, group and :attr:`CF_COLUMN` (CDA's own check) of every row.
    vocabulary_ : list of str
        Every word seen (tokens of :data:`cdaprep.proxies.TOKEN_PATTERN`, lowercase, or as
        written where the swapper's cheap check reads the lowercase form otherwise: "Will"
        the name, "will" the verb).
    cell_words_ : dict
        ``{(label, group): (word ids into vocabulary_, counts)}``; see :meth:`word_counts`
        and :meth:`counter`.
    gendered_ : Counter
        ``(group, word, gender, kind) -> occurrences``.
    coverage_ : Counter
        ``(label, group, has_text, has_word, has_name, genders, counterfactual) -> rows``.
    hist_ : dict
        ``{(label, group): Counter(word tokens per row -> rows)}`` (rows with text).
    chars_ : dict
        ``{(label, group): [rows, sum of characters, sum of squared characters]}``.
    text_ : Counter
        ``missing`` / ``empty`` / ``not_string``: rows with no usable text.
    swap_sample_ : list of str
        At most ``swap_check`` distinct texts whose gendered words are all male and that hold
        ``his`` or ``him``, those with the smallest
        :func:`~cdaprep.audit.swapcheck.sample_key`, in key order.

    Examples
    --------
    >>> df = pd.DataFrame({"t": ["She is a nurse.", "He is.", None], "y": ["a", "a", "b"],
    ...                    "g": ["female", "male", "none"]})
    >>> st = AuditStats(text_columns="t", label_column="y", group_column="g").fit_frame(df)
    >>> st.rows_, st.counter(("a", "female"))["nurse"], st.text_["missing"]
    (3, 1, 1)
    >>> st.plan_frame_[AuditStats.CF_COLUMN].tolist()
    [True, True, False]
    """

    name: ClassVar[str] = "audit-stats"
    #: Column of :attr:`plan_frame_`: whether CDA finds a gendered word in the row.
    CF_COLUMN: ClassVar[str] = "_cda_audit_has_gendered_word"

    def __init__(
        self,
        *,
        text_columns: str | list[str] = "text",
        label_column: str | None = None,
        group_column: str | None = None,
        swap_check: int = DEFAULT_SWAP_CHECK,
        **swap: Any,
    ):
        self.text_columns = text_columns
        self.label_column = label_column
        self.group_column = group_column
        self.swap_check = swap_check
        self._init_swap(swap)

    def reads(self) -> list[str]:
        return [
            *as_list(self.text_columns),
            *as_list(self.label_column),
            *as_list(self.group_column),
        ]

    # -- per process ----------------------------------------------------------------------------
    def setup(self) -> None:
        if getattr(self, "_res_cda", None) is not None:
            return
        import re

        from cdaprep.proxies import TOKEN_PATTERN
        from cdaprep.steps.cda import CounterfactualAugment
        from cdaprep.swap import SwapOptions, get_swapper

        self._res_cda = CounterfactualAugment(
            text_columns=self.text_columns, group_column=None, **self.swap_options.kwargs()
        )
        words = SwapOptions(lexicon=self.lexicon, never_swap=self.never_swap)
        self._res_words = get_swapper("flip", words)
        self._res_names = get_swapper(
            "flip", SwapOptions(lexicon="names", never_swap=self.never_swap)
        )
        self._res_findall = re.compile(TOKEN_PATTERN).findall
        self._res_tokens = _TokenTable(self._classify)

    def lexicon_checksums(self) -> dict[str, str]:
        self.setup()
        return {**self._res_words.checksums, **self._res_names.checksums}

    def _classify(self, token: str) -> tuple[str, str, str] | None:
        """``(lowercase word, gender, kind)`` when the swapper counts ``token`` as gendered."""
        probe = "and " + token  # the token in the middle of a sentence, not after a determiner
        low = token.lower()
        g = self._res_words.genders(probe, confirm=False)
        if g:
            entry = self._res_words.lexicon.entries.get(low.replace("\u2019", "'"))
            return low, sorted(g)[0], entry.kind if entry is not None else "word"
        g = self._res_names.genders(probe, confirm=False)
        if g:
            return low, sorted(g)[0], "name"
        return None

    # -- the pass -----------------------------------------------------------------------------
    def _texts(self, batch: pd.DataFrame, text: Counter) -> tuple[list, dict[str, list]]:
        """Per row the text of every text column joined (``None`` without any), and the text
        columns as Python values (for CDA's own check)."""
        cols = as_list(self.text_columns)
        per_col = {c: _values(batch, c, len(batch)) for c in cols}
        if len(cols) == 1:
            vals = per_col[cols[0]]
            out = [v if isinstance(v, str) and v.strip() else None for v in vals]
            for v, o in zip(vals, out):
                if o is None:
                    kind = "empty" if isinstance(v, str) else "missing" if v is None else None
                    text[kind or "not_string"] += 1
            return out, per_col
        out = []
        for vals in zip(*per_col.values()):
            good = [v for v in vals if isinstance(v, str) and v.strip()]
            if good:
                out.append("\n".join(good))
                continue
            out.append(None)
            if any(isinstance(v, str) for v in vals):
                text["empty"] += 1
            elif all(v is None for v in vals):
                text["missing"] += 1
            else:
                text["not_string"] += 1
        return out, per_col

    def collect(self, batch: pd.DataFrame, ctx: StepContext) -> bytes:
        self.setup()
        n = len(batch)
        text: Counter = Counter()
        texts, per_col = self._texts(batch, text)
        labels = _values(batch, self.label_column, n)
        groups = _values(batch, self.group_column, n)
        # CDA decides itself which rows get a counterfactual (object columns: fast to read)
        cf = np.asarray(
            self._res_cda.has_gendered(pd.DataFrame(per_col, index=batch.index), None),
            dtype=bool,
        )
        cell_of: dict[tuple, int] = {}
        row_cell = np.fromiter(
            (cell_of.setdefault(k, len(cell_of)) for k in zip(labels, groups)),
            dtype=np.int64,
            count=n,
        )
        cells = list(cell_of)
        findall = self._res_findall
        toks = [findall(t) if t is not None else [] for t in texts]
        lens = np.fromiter(map(len, toks), dtype=np.int64, count=n)
        table = self._res_tokens
        codes = table.encode(list(chain.from_iterable(toks)))
        tok_cell = np.repeat(row_cell, lens)
        tok_row = np.repeat(np.arange(n), lens)
        # word statistics: words (lowercase, or as written: see _TokenTable) per cell, the
        # batch's words sent as strings
        low = np.frombuffer(table.lower_of, dtype=np.int64)[codes]
        (wc_cell, wc_low), wc_count = _unique_rows(tok_cell, low)
        used = np.unique(wc_low)
        vocab = [table.lower_words[i] for i in used.tolist()]
        wc_word = np.searchsorted(used, wc_low)
        # gendered tokens: kind per token position
        kind = np.frombuffer(table.kind_of, dtype=np.int8)[codes]
        g = kind > 0
        (gd_cell, gd_code), gd_count = _unique_rows(tok_cell[g], codes[g])
        gendered = [
            (c, *table.gendered[k], m)
            for c, k, m in zip(gd_cell.tolist(), gd_code.tolist(), gd_count.tolist())
        ]
        # per row: which genders and kinds its gendered tokens carry
        kinds = np.asarray(_KINDS, dtype=object)
        female = np.zeros(n, dtype=bool)
        male = np.zeros(n, dtype=bool)
        has_name = np.zeros(n, dtype=bool)
        has_word = np.zeros(n, dtype=bool)
        if g.any():
            rows_g = tok_row[g]
            k = kind[g]
            gen = np.array([kinds[i][0] for i in range(len(kinds))])[k]
            is_name = np.array([kinds[i][1] == "name" for i in range(len(kinds))])[k]
            female[rows_g[gen == "female"]] = True
            male[rows_g[gen == "male"]] = True
            has_name[rows_g[is_name]] = True
            has_word[rows_g[~is_name]] = True
        has_text = np.fromiter((t is not None for t in texts), dtype=bool, count=n)
        code = np.where(female & male, 2, np.where(female, 0, np.where(male, 1, 3)))
        cov, cov_count = _unique_rows(row_cell, has_text, has_word, has_name, code, cf)
        hist, hist_count = _unique_rows(row_cell[has_text], lens[has_text])
        nchar = np.fromiter((len(t) if t is not None else 0 for t in texts), np.float64, n)
        nc = len(cells)
        chars = np.stack(
            [
                np.bincount(row_cell, weights=has_text.astype(np.float64), minlength=nc),
                np.bincount(row_cell, weights=nchar, minlength=nc),
                np.bincount(row_cell, weights=nchar * nchar, minlength=nc),
            ]
        )
        partial = {
            "n": n,
            "swap_sample": self._swap_sample(texts, male & ~female),
            "ids": batch[ROW_ID].to_numpy(),
            "row_cell": row_cell.astype(np.int32),
            "cf": np.packbits(cf).tobytes(),
            "cells": cells,
            "vocab": vocab,
            "words": (
                wc_cell.astype(np.int32),
                wc_word.astype(np.int32),
                wc_count.astype(np.int32),
            ),
            "gendered": gendered,
            "coverage": (cov.astype(np.int32), cov_count),
            "hist": (hist.astype(np.int32), hist_count),
            "chars": chars,
            "text": text,
        }
        return zlib.compress(pickle.dumps(partial, protocol=pickle.HIGHEST_PROTOCOL), 1)

    def _swap_sample(self, texts: list, male_only: np.ndarray) -> list[tuple[int, str]]:
        """The batch's part of the swap check's sample: ``(key, text)`` of the male-only texts
        with his or him that have the smallest keys."""
        if not self.swap_check:
            return []
        search = MALE_OBJECT_OR_POSSESSIVE.search
        keyed = {
            sample_key(t): t
            for t, m in zip(texts, male_only.tolist())
            if m and t is not None and search(t)
        }
        return heapq.nsmallest(self.swap_check, keyed.items())

    def fit(self, partials: Iterable, ctx: StepContext) -> AuditStats:
        """Merge the partials one at a time (a list is emptied as it is read, so each partial
        is freed once merged)."""
        rows = 0
        ids: list[np.ndarray] = []
        row_cells: list[np.ndarray] = []
        cf_parts: list[np.ndarray] = []
        words = _SparseCounts()
        gendered: Counter = Counter()
        coverage: Counter = Counter()
        hist_pairs: Counter = Counter()
        chars: dict[tuple, list[float]] = {}
        text: Counter = Counter()
        canon: dict = {}
        sample: dict[int, str] = {}

        def stream():
            if isinstance(partials, list):
                partials.reverse()
                while partials:
                    yield partials.pop()
            else:
                yield from partials

        for blob in stream():
            p = pickle.loads(zlib.decompress(blob))
            n = p["n"]
            rows += n
            ids.append(p["ids"])
            # one object per distinct label / group value keeps the plan columns small
            cells = [tuple(canon.setdefault(v, v) for v in c) for c in p["cells"]]
            cf_parts.append(np.unpackbits(np.frombuffer(p["cf"], dtype=np.uint8))[:n])
            words.add(cells, p["vocab"], *p["words"])
            glob = np.array([words.cell_id[c] for c in cells], dtype=np.int32)
            row_cells.append(glob[p["row_cell"]] if n else np.zeros(0, dtype=np.int32))
            for c, word, gender, kind, m in p["gendered"]:
                gendered[(cells[c][1], word, gender, kind)] += m
            (cc, ht, hw, hn, code, cfl), counts = p["coverage"]
            for i, m in enumerate(counts.tolist()):
                key = (*cells[cc[i]], bool(ht[i]), bool(hw[i]), bool(hn[i]))
                coverage[(*key, GENDER_CODES[code[i]], bool(cfl[i]))] += m
            (hc, hl), counts = p["hist"]
            for c, length, m in zip(hc.tolist(), hl.tolist(), counts.tolist()):
                hist_pairs[(cells[c], length)] += m
            for c, col in enumerate(p["chars"].T.tolist()):
                acc = chars.setdefault(cells[c], [0.0, 0.0, 0.0])
                for k in range(3):
                    acc[k] += col[k]
            text.update(p["text"])
            if p["swap_sample"]:
                sample.update(p["swap_sample"])
                sample = dict(heapq.nsmallest(self.swap_check, sample.items()))
        hist: dict[tuple, Counter] = {}
        for (cell, length), m in hist_pairs.items():
            if cell not in hist:
                hist[cell] = Counter()
            hist[cell][length] += m
        cf = np.concatenate(cf_parts).astype(bool) if cf_parts else np.zeros(0, dtype=bool)
        frame = {ROW_ID: np.concatenate(ids) if ids else np.zeros(0, dtype=np.int64)}
        # object columns keep the values as read (ints stay ints, a missing value is None);
        # every row refers to one object per distinct value
        rc = np.concatenate(row_cells) if row_cells else np.zeros(0, dtype=np.int32)
        for k, col in ((0, self.label_column), (1, self.group_column)):
            if col:
                values = np.empty(len(words.cells), dtype=object)
                values[:] = [c[k] for c in words.cells]
                frame[col] = pd.Series(values[rc], dtype=object)
        frame[self.CF_COLUMN] = cf
        self.rows_ = rows
        self.plan_frame_ = pd.DataFrame(frame)
        self.vocabulary_ = words.words
        self.cell_words_ = words.finish()
        self.gendered_ = gendered
        self.coverage_ = coverage
        self.hist_ = hist
        self.chars_ = {c: [int(round(v)) for v in acc] for c, acc in chars.items()}
        self.text_ = text
        self.swap_sample_ = [t for _, t in sorted(sample.items())]
        return self

    def word_counts(self, cells: Iterable[tuple] | None = None) -> np.ndarray:
        """Count of every word of :attr:`vocabulary_` over ``cells`` (default: all)."""
        self._check_fitted()
        out = np.zeros(len(self.vocabulary_), dtype=np.int64)
        for c in self.cell_words_ if cells is None else cells:
            if c in self.cell_words_:
                wid, counts = self.cell_words_[c]
                np.add.at(out, wid, counts)
        return out

    def counter(self, cell: tuple) -> Counter:
        """The word counts of one (label, group) cell as a ``Counter``."""
        self._check_fitted()
        wid, counts = self.cell_words_.get(cell, ((), ()))
        return Counter({self.vocabulary_[i]: int(m) for i, m in zip(wid, counts)})

    def apply(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        """Pass-through: the step only collects statistics."""
        return batch

    def fit_report(self) -> dict[str, Any]:
        self._check_fitted()
        return {"rows": self.rows_, "cells": len(self.cell_words_)}
