"""``anonymize``: replace named entities with placeholders ``E1``, ``E2``, ... (Zhao et al. 2018).

Anonymization (Orgad, Goldfarb-Tarrant and Belinkov 2022, Sec. 2.2: "Anon") replaces the named
entities of a text, by default people (spaCy label ``PERSON``), with placeholders numbered in order
of first mention inside each document. Numbering restarts in every document: placeholders mean
nothing across documents.

Which mentions share a placeholder (inside one document):

1. The same entity string (case-insensitive, whitespace collapsed, a leading "the" and a
   trailing possessive ``'s`` ignored) always gets the same placeholder, whatever its label.
2. A later ``PERSON`` mention whose tokens are a contiguous part of an earlier ``PERSON``
   mention's tokens gets that mention's placeholder: "Mary Smith ... Smith ... Mary" are all
   ``E1``. When several earlier people match ("John Smith", "Mary Smith", then "Smith"), the
   most recently mentioned one wins. The rule works backwards only: "Smith" first and
   "Mary Smith" later get two placeholders, as nothing says they are one person.
3. Anything else gets the next free number (numbers follow the order of the NER mentions).
4. With ``propagate=True`` (default), occurrences the NER missed are replaced too: the exact
   string of a mention (case-sensitive, whole words) gets that mention's placeholder, and a
   capitalised word of a ``PERSON`` mention ("Smith" of "Mary Smith") gets the placeholder of
   the nearest preceding person whose name holds it (else of the first following one),
   also inside a longer name the NER gave another label ("St Mary's Hospital"): no repeat of
   a name may leak.

Only the entity's characters are replaced; a possessive ``'s`` and every other character of the
text are kept byte for byte ("Mary Smith's book" -> "E1's book").

spaCy's NER is loaded only by this step (components ``tok2vec`` and ``ner``, through
:func:`cdaprep.nlp.load_spacy`); swapping and scrubbing never load it. In a pipeline the order
of the steps decides what runs first: ``[Anonymize, GenderSwap]`` is the paper's Anon + CA
(names are gone before the swap), ``[GenderSwap(names=True), Anonymize]`` swaps names first.

Examples
--------
>>> import pandas as pd
>>> df = pd.DataFrame({"text": ["Mary Smith met John Brown. Later Smith called John."]})
>>> Anonymize(text_columns="text").transform(df)["text"].iloc[0]
'E1 met E2. Later E1 called E2.'
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from typing import Any, ClassVar, NamedTuple

import pandas as pd

from cdaprep.errors import UsageError
from cdaprep.steps.base import (
    MapStep,
    StepContext,
    as_list,
    text_column_like,
    text_mask,
    with_text_dtypes,
)
from cdaprep.steps.registry import register_step

__all__ = ["Anonymize", "EntityMention", "check_placeholder"]

_POSSESSIVE = re.compile(r"(?:['\u2019]s|['\u2019])$", re.I)
_WORD = re.compile(r"[\w'\u2019.-]+")


class EntityMention(NamedTuple):
    """One replaced mention: ``text[start:end]`` with spaCy ``label`` became ``placeholder``."""

    start: int
    end: int
    text: str
    label: str
    placeholder: str


#: Error of a placeholder template that is not one with the only field ``{n}`` (tests compare it).
BAD_PLACEHOLDER = (
    "The 'placeholder' parameter of Anonymize must be a template whose only field is {{n}}, the "
    "entity's number in the document (e.g. 'E{{n}}' or '<PERSON_{{n}}>'; a literal brace is "
    "written {{{{ or }}}}). Got {value!r} instead: {why}"
)


def check_placeholder(template: Any) -> str:
    """``template`` when it is a placeholder template (:class:`Anonymize`'s ``placeholder``):
    a string whose fields (:class:`string.Formatter` syntax) are all ``{n}``, at least one,
    with balanced braces, that gives every number its own placeholder. Else a
    :class:`~cdaprep.errors.UsageError` naming the template and what is wrong, before spaCy is
    loaded: ``"<{label}{n}>"`` ended a run in ``KeyError: 'label'``, ``"E{n}}"`` in a
    ``ValueError``, and ``"{{n}}"`` (the literal text ``{n}``) made every entity one.

    Examples
    --------
    >>> check_placeholder("<PERSON_{n}>"), check_placeholder("E{n:02d}")
    ('<PERSON_{n}>', 'E{n:02d}')
    >>> check_placeholder("<{label}{n}>")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cdaprep.errors.UsageError: The 'placeholder' parameter of Anonymize must be a template ...
    """
    why = ""
    if not isinstance(template, str):
        why = "not a string"
    else:
        try:
            fields = [f for _, f, _, _ in string.Formatter().parse(template) if f is not None]
        except ValueError as e:  # "Single '}' encountered in format string"
            why = f"its braces are not balanced ({e})"
        else:
            other = [f for f in dict.fromkeys(fields) if f != "n"]
            if other:
                why = f"it has the field(s) {', '.join('{' + f + '}' for f in other)}"
            elif not fields:
                why = "it has no field {n}" + (
                    " ({{n}} is the literal text {n}, the same for every entity)"
                    if "{{" in template
                    else ""
                )
            else:
                try:
                    one, other_n = template.format(n=1), template.format(n=12)
                except (ValueError, TypeError, KeyError, IndexError) as e:  # a spec n refuses
                    why = f"{{n}} cannot be written with it ({e})"
                else:
                    if one == other_n:
                        why = "it gives every number the same placeholder"
    if why:
        raise UsageError(BAD_PLACEHOLDER.format(value=template, why=why))
    return template


def _tokens(s: str) -> tuple[str, ...]:
    toks = [t.lower() for t in _WORD.findall(s)]
    if toks and toks[0] == "the" and len(toks) > 1:
        toks = toks[1:]
    return tuple(toks)


def _contains(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    n = len(shorter)
    return 0 < n < len(longer) and any(
        longer[i : i + n] == shorter for i in range(len(longer) - n + 1)
    )


def assign_placeholders(mentions: Sequence[tuple[str, str]], template: str = "E{n}") -> list[str]:
    """Placeholders for one document's ``(entity text, label)`` mentions, in order.

    Implements the rules of :mod:`cdaprep.steps.anonymize`.

    Examples
    --------
    >>> assign_placeholders([("Mary Smith", "PERSON"), ("John", "PERSON"), ("Smith", "PERSON"),
    ...                      ("MARY SMITH", "PERSON"), ("the Smith", "PERSON")])
    ['E1', 'E2', 'E1', 'E1', 'E1']
    >>> assign_placeholders([("Smith", "PERSON"), ("Mary Smith", "PERSON")])
    ['E1', 'E2']
    """
    by_key: dict[tuple[str, ...], str] = {}
    people: list[tuple[tuple[str, ...], str]] = []  # (tokens, placeholder), in mention order
    out = []
    n = 0
    for text, label in mentions:
        key = _tokens(_POSSESSIVE.sub("", text.strip()))
        ph = by_key.get(key)
        if ph is None and label == "PERSON":
            for toks, p in reversed(people):
                if _contains(toks, key):
                    ph = p
                    break
        if ph is None:
            n += 1
            ph = template.format(n=n)
        by_key.setdefault(key, ph)
        if label == "PERSON":
            people.append((key, ph))
        out.append(ph)
    return out


def _render(text: str, mentions: Sequence[EntityMention]) -> str:
    parts, pos = [], 0
    for m in mentions:
        parts.append(text[pos : m.start])
        parts.append(m.placeholder)
        pos = m.end
    parts.append(text[pos:])
    return "".join(parts)


def _propagate(text: str, mentions: list[EntityMention]) -> list[EntityMention]:
    """Add the occurrences NER missed (rule 4 of the module documentation)."""
    full: dict[str, str] = {}
    words: dict[str, list[tuple[int, str]]] = {}
    for m in mentions:
        full.setdefault(m.text, m.placeholder)
        if m.label == "PERSON":
            for w in _WORD.findall(m.text):
                w = w.rstrip(".")
                if len(w) > 1 and w[0].isupper() and w != m.text:
                    words.setdefault(w, []).append((m.start, m.placeholder))
    alts = sorted(set(full) | set(words), key=len, reverse=True)
    pat = re.compile(r"(?<![\w'\u2019-])(?:" + "|".join(map(re.escape, alts)) + r")(?![\w-])")
    taken = [(m.start, m.end) for m in mentions]
    extra = []
    for hit in pat.finditer(text):
        s, e = hit.span()
        if any(s < te and ts < e for ts, te in taken):
            continue
        w = hit.group(0)
        label = "PERSON"
        if w in full:
            ph = full[w]
            label = next(m.label for m in mentions if m.text == w)
        else:
            owners = words[w]
            before = [p for st, p in owners if st < s]
            ph = before[-1] if before else owners[0][1]
        extra.append(EntityMention(s, e, w, label, ph))
    return sorted(mentions + extra, key=lambda m: m.start) if extra else mentions


@register_step
class Anonymize(MapStep):
    """Replace named entities with per-document placeholders (``E1``, ``E2``, ...).

    Parameters
    ----------
    text_columns : str or list of str
        Text column(s) to anonymize in place (each cell is its own document).
    labels : list of str, default ("PERSON",)
        spaCy entity labels to replace (e.g. ``["PERSON", "ORG", "GPE"]``).
    placeholder : str, default "E{n}"
        Placeholder template; ``{n}`` is the entity's number in the document and the only
        field it may have (``"<PERSON_{n}>"``, ``"E{n:02d}"``; a literal brace is ``{{`` or
        ``}}``): another is a :class:`~cdaprep.errors.UsageError` (:func:`check_placeholder`).
    propagate : bool, default True
        Also replace the occurrences NER missed of a mention's exact string and, for people,
        of each capitalised word of the name ("Mary Smith ... Smith", where the small
        pipelines often tag only the first); see the module documentation, rule 4.
    spacy_model : str, optional
        spaCy pipeline with an ``ner`` component (default: the first installed English
        pipeline; see :func:`cdaprep.nlp.resolve_model_name`).
    batch_size : int, default 64
        Texts per ``nlp.pipe`` batch.

    Counters (manifest): ``anonymized:<LABEL>`` (mentions replaced) and
    ``rows_anonymized:<column>``.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"bio": ["Mary Smith is a nurse. Smith lives in Leeds."]})
    >>> Anonymize(text_columns="bio").transform(df)["bio"].iloc[0]
    'E1 is a nurse. E1 lives in Leeds.'
    """

    name: ClassVar[str] = "anonymize"
    uses_spacy: ClassVar[bool] = True

    def __init__(
        self,
        *,
        text_columns: str | list[str] = "text",
        labels: str | list[str] | tuple[str, ...] = ("PERSON",),
        placeholder: str = "E{n}",
        propagate: bool = True,
        spacy_model: str | None = None,
        batch_size: int = 64,
    ):
        self.text_columns = text_columns
        self.labels = labels
        self.placeholder = placeholder
        self.propagate = propagate
        self.spacy_model = spacy_model
        self.batch_size = batch_size
        if not as_list(text_columns):
            raise UsageError("Anonymize needs at least one text column")
        if not as_list(labels):
            raise UsageError(
                f"The 'labels' parameter of Anonymize must be a non-empty list of spaCy "
                f"entity labels. Got {labels!r} instead."
            )
        check_placeholder(placeholder)
        if not isinstance(batch_size, int) or batch_size < 1:
            raise UsageError(
                "The 'batch_size' parameter of Anonymize must be a positive integer. "
                f"Got {batch_size!r} instead."
            )

    def to_config(self) -> dict[str, Any]:
        cfg = super().to_config()
        cfg["labels"] = as_list(self.labels)
        return cfg

    def reads(self) -> list[str]:
        return as_list(self.text_columns)

    def writes(self) -> list[str]:
        return as_list(self.text_columns)

    def setup(self) -> None:
        if getattr(self, "_res_nlp", None) is not None:
            return
        from cdaprep.nlp import NER_COMPONENTS, load_spacy

        nlp = load_spacy(self.spacy_model, components=NER_COMPONENTS)
        if "ner" not in nlp.pipe_names:
            raise UsageError(
                f"Anonymize needs a spaCy pipeline with an 'ner' component; "
                f"{self.spacy_model or nlp.meta.get('name', '?')!r} has {nlp.pipe_names}"
            )
        known = set(nlp.get_pipe("ner").labels)
        unknown = [lab for lab in as_list(self.labels) if lab not in known]
        if unknown:
            raise UsageError(
                f"The 'labels' parameter of Anonymize must be labels of the spaCy NER "
                f"({', '.join(sorted(known))}). Got {unknown!r} instead."
            )
        # The small English pipelines' ner has its own embedding: the shared tok2vec (kept by
        # NER_COMPONENTS for pipelines whose ner listens to it) is skipped when nothing needs it.
        skip = []
        if "tok2vec" in nlp.pipe_names:
            listeners = getattr(nlp.get_pipe("tok2vec"), "listening_components", ["ner"])
            if "ner" not in listeners:
                skip.append("tok2vec")
        self._res_skip = skip
        self._res_nlp = nlp

    def find_entities(self, texts: Sequence[str]) -> list[list[EntityMention]]:
        """The mentions each text loses, with their placeholders.

        Examples
        --------
        >>> Anonymize().find_entities(["Ann Lee met Lee."])[0][1].placeholder
        'E1'
        """
        self.setup()
        labels = set(as_list(self.labels))
        out = []
        for text, doc in zip(
            texts,
            self._res_nlp.pipe(list(texts), batch_size=self.batch_size, disable=self._res_skip),
        ):
            ents = []
            for ent in doc.ents:
                if ent.label_ not in labels:
                    continue
                s, e = ent.start_char, ent.end_char
                m = _POSSESSIVE.search(text, s, e)
                if m is not None and m.start() > s:
                    e = m.start()  # keep a possessive 's outside the placeholder
                while e > s and not text[e - 1].isalnum():
                    e -= 1
                if e > s:
                    ents.append((s, e, text[s:e], ent.label_))
            phs = assign_placeholders([(t, lab) for _, _, t, lab in ents], self.placeholder)
            mentions = [EntityMention(s, e, t, lab, p) for (s, e, t, lab), p in zip(ents, phs)]
            if self.propagate and mentions:
                mentions = _propagate(text, mentions)
            out.append(mentions)
        return out

    def anonymize_texts(self, texts: Sequence[str]) -> list[str]:
        """Anonymized copies of ``texts`` (each text is its own document)."""
        texts = list(texts)
        return [_render(t, ms) for t, ms in zip(texts, self.find_entities(texts))]

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
            texts = [values[i] for i in idx]
            found = self.find_entities(texts)
            changed = 0
            for i, text, ms in zip(idx, texts, found):
                if not ms:
                    continue
                for m in ms:
                    ctx.count(f"anonymized:{m.label}")
                values[i] = _render(text, ms)
                changed += 1
            ctx.count(f"rows_anonymized:{col}", changed)
            if changed:
                new[col] = text_column_like(values, batch[col])
        return batch.assign(**new) if new else batch

    def apply_stats(self, batch: pd.DataFrame, ctx: StepContext) -> pd.DataFrame:
        # Anonymization never changes rows or non-text columns.
        return batch
