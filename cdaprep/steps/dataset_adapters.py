"""Registers the dataset adapter steps of :mod:`cdaprep.datasets` (``dataset-biasbios``,
``dataset-jigsaw``, ``dataset-winobias``, ``dataset-winogender``) so config files can name them.
"""

from __future__ import annotations

import importlib

from cdaprep.datasets import ADAPTERS

for _module in ADAPTERS.values():
    importlib.import_module(_module)
