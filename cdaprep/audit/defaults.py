"""Defaults of ``cdaprep audit``, kept apart so the command line reads them without importing
numpy or pandas."""

from __future__ import annotations

__all__ = [
    "AUDIT_BATCH_SIZE",
    "DEFAULT_ALPHA0",
    "DEFAULT_MIN_COUNT",
    "DEFAULT_SWAP_CHECK",
    "DEFAULT_TOP",
]

#: Rows per batch of the statistics pass unless asked otherwise: larger than the other commands'
#: default because each batch's partial carries its own vocabulary, and fewer, larger partials
#: merge faster.
AUDIT_BATCH_SIZE = 16384
#: Size of the informative Dirichlet prior of the weighted log-odds (Monroe, Colaresi and Quinn
#: 2008): the whole corpus's word counts scaled to this total.
DEFAULT_ALPHA0 = 1000.0
#: Words seen fewer times in the two compared groups are not ranked.
DEFAULT_MIN_COUNT = 5
#: Words listed per group.
DEFAULT_TOP = 20
#: Male-only texts the statistics pass keeps for the swap check (``--swap-check``).
DEFAULT_SWAP_CHECK = 2000
