"""Adapters for the benchmark datasets of the papers (``--dataset NAME``).

Not to be confused with the Hugging Face ``datasets`` package: inside this package
``import datasets`` still means the Hugging Face package (absolute imports).

Each adapter is a registered pipeline step (``dataset-<name>``) that a command prepends to its
pipeline, so the rows it drops are counted in the manifest (``dropped:<reason>``):

* ``biasbios``: Hub ``LabHC/bias_in_bios`` (``hard_text``, ``profession`` 0-27, ``gender``
  0 = male, 1 = female) or the Ravfogel et al. pickles (``text``, ``hard_text``, ``p``, ``g``)
  -> ``text``, ``profession`` (title), ``gender`` (female/male);
* ``jigsaw``: Kaggle Jigsaw / Civil Comments (``comment_text`` or ``text``, ``target`` or
  ``toxicity``, ``female``, ``male``) -> ``text``, ``label`` (toxic/non-toxic), ``gender``;
* ``winobias``: ``{pro,anti}_stereotyped_type{1,2}.txt.{dev,test}`` -> a paired evaluation set;
* ``winogender``: ``all_sentences.tsv`` (``sentid``, ``sentence``) -> a paired evaluation set.

WinoBias and WinoGender are not tables: :func:`read_raw` reads their files into a DataFrame of
raw lines, which the adapter step parses.

Examples
--------
>>> import pandas as pd
>>> from cdaprep import Pipeline
>>> raw = pd.DataFrame({"hard_text": ["She paints."], "profession": [14], "gender": [1]})
>>> Pipeline([adapter_step("biasbios")]).transform(raw)[["profession", "gender"]].values.tolist()
[['painter', 'female']]
"""

from __future__ import annotations

import importlib
from typing import Any

from cdaprep.errors import UsageError

__all__ = ["ADAPTERS", "DEFAULT_COLUMNS", "SOURCE_CARDS", "adapter_step", "read_raw", "prepare"]

#: Adapter name -> module in this package.
ADAPTERS = {
    "biasbios": "cdaprep.datasets.biasbios",
    "jigsaw": "cdaprep.datasets.jigsaw",
    "winobias": "cdaprep.datasets.winobias",
    "winogender": "cdaprep.datasets.winogender",
}

#: The columns each adapter writes, for the ``--text-column`` / ``--label-column`` options.
DEFAULT_COLUMNS: dict[str, dict[str, str | None]] = {
    "biasbios": {"text_column": "text", "label_column": "profession", "group_column": "gender"},
    "jigsaw": {"text_column": "text", "label_column": "label", "group_column": "gender"},
    "winobias": {"text_column": "text", "label_column": "occupation", "group_column": "gender"},
    "winogender": {"text_column": "text", "label_column": "occupation", "group_column": "gender"},
}

#: What the dataset cards of the outputs say about each source when its own card is unknown.
SOURCE_CARDS: dict[str, dict[str, Any]] = {
    "biasbios": {
        "pretty_name": "Bias in Bios (prepared with cdaprep)",
        "license": "mit",
        "task_categories": ["text-classification"],
        "language": ["en"],
    },
    "jigsaw": {
        "pretty_name": "Jigsaw / Civil Comments (prepared with cdaprep)",
        "license": "cc0-1.0",
        "task_categories": ["text-classification"],
        "language": ["en"],
    },
    "winobias": {
        "pretty_name": "WinoBias paired evaluation set",
        "license": "mit",
        "language": ["en"],
    },
    "winogender": {
        "pretty_name": "WinoGender paired evaluation set",
        "license": "mit",
        "language": ["en"],
    },
}


def _module(name: str):
    if name not in ADAPTERS:
        raise UsageError(f"unknown dataset {name!r}; use one of {', '.join(sorted(ADAPTERS))}")
    return importlib.import_module(ADAPTERS[name])


def adapter_step(name: str, **options: Any):
    """The adapter step of dataset ``name`` (e.g. ``adapter_step("jigsaw", threshold=0.5)``)."""
    return _module(name).STEP(**options)


def read_raw(name: str, path: Any):
    """Read the source files of ``name`` when they are not a table (WinoBias, WinoGender).

    Returns ``None`` for the table datasets (BiasBios, Jigsaw), which are read like any input.
    """
    mod = _module(name)
    reader = getattr(mod, "read_raw", None)
    return None if reader is None else reader(path)


def prepare(name: str, data: Any, **options: Any):
    """Read ``data`` and run the adapter alone; returns the adapted DataFrame.

    Examples
    --------
    >>> import pandas as pd
    >>> df = pd.DataFrame({"comment_text": ["a", "b"], "target": [0.9, 0.1],
    ...                    "female": [1.0, 0.0], "male": [0.0, 0.3]})
    >>> prepare("jigsaw", df)["label"].tolist()
    ['toxic']
    """
    from cdaprep.pipeline import Pipeline

    raw = read_raw(name, data) if not hasattr(data, "columns") else None
    return Pipeline([adapter_step(name, **options)]).transform(data if raw is None else raw)
