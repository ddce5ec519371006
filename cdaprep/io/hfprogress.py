"""The progress bars of Hugging Face ``datasets``, switched off for a quiet run and restored."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

__all__ = ["datasets_progress"]


@contextlib.contextmanager
def datasets_progress(enabled: bool) -> Iterator[None]:
    """Inside the block, ``datasets`` shows progress bars only if ``enabled`` (``--quiet``
    turns them off); afterwards they are as they were.

    Examples
    --------
    >>> from datasets.utils.logging import is_progress_bar_enabled
    >>> with datasets_progress(False):
    ...     is_progress_bar_enabled()
    False
    """
    from datasets.utils import logging as hf_logging

    was_disabled = not hf_logging.is_progress_bar_enabled()
    if enabled == was_disabled:
        (hf_logging.enable_progress_bar if enabled else hf_logging.disable_progress_bar)()
    try:
        yield
    finally:
        if (not hf_logging.is_progress_bar_enabled()) != was_disabled:
            (hf_logging.disable_progress_bar if was_disabled else hf_logging.enable_progress_bar)()
