"""Which splits of a ``DatasetDict`` input a run with an evaluation set takes.

One set of rules for ``augment --eval`` / ``--eval-split`` and for the ``[eval]`` table of a
``cdaprep run`` config: the training split is the one named (``--split``, a config's
``split``), else the split named ``train``, else the only split besides the evaluation split;
the evaluation split of a separate test set is the one named (``--eval-split``, ``[eval]
split``), else its split named ``test``, else its only split. A choice the rules cannot make is
an error listing the splits. :class:`Spelling` names the options in the error: flags on the
command line, keys in a config. This module imports no heavy library.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Spelling:
    """How the user names the choices, for the errors: ``split`` (the training split),
    ``eval_split`` and ``eval`` (the evaluation input), and ``example``, an example setting
    (with ``{key}`` and ``{value}``)."""

    split: str
    eval_split: str
    eval: str
    example: str

    def set(self, key: str, value: str) -> str:
        """An example setting of ``key`` (one of this spelling's names) to ``value``.

        Examples
        --------
        >>> CLI.set(CLI.split, "dev"), CONFIG.set(CONFIG.split, "dev")
        ('--split dev', 'split = "dev"')
        """
        return self.example.format(key=key.removeprefix("the config's "), value=value)


#: The command line (``augment --split / --eval / --eval-split``).
CLI = Spelling("--split", "--eval-split", "--eval", "{key} {value}")
#: A ``cdaprep run`` config (its ``split``, and ``input``/``split`` of its ``[eval]`` table).
CONFIG = Spelling(
    "the config's split",
    "the config's [eval] split",
    "the config's [eval] input",
    '{key} = "{value}"',
)


def split_list(src: dict) -> str:
    """The split names of ``src``, quoted, for an error.

    Examples
    --------
    >>> split_list({"validation": 1, "train": 2})
    "'validation', 'train'"
    """
    return ", ".join(repr(str(k)) for k in src)


def input_eval_split(src, split: str, sp: Spelling = CLI) -> str:
    """``split`` (``--eval-split`` without ``--eval``), checked to be a split of the input
    ``src`` (a dict of splits, or one table)."""
    from cdaprep.errors import UsageError

    if not isinstance(src, dict) or split not in src:
        raise UsageError(
            f"{sp.eval_split} {split!r}: the input has no such split"
            + (
                f" (splits: {split_list(src)}); fix {sp.eval_split}"
                if isinstance(src, dict)
                else f" (it is one table); give an input with splits or use {sp.eval}"
            )
        )
    return split


def train_split(src: dict, split: str | None, eval_split: str | None, sp: Spelling = CLI) -> str:
    """The training split of a DatasetDict input: ``split`` (``--split``), else the split named
    ``train``, else the only split other than ``eval_split``.

    Examples
    --------
    >>> train_split({"validation": 1, "train": 2, "test": 3}, None, "test")
    'train'
    >>> train_split({"dev": 1, "test": 2}, None, "test")
    'dev'
    """
    from cdaprep.errors import UsageError

    if split is not None:
        if split not in src:
            raise UsageError(
                f"{sp.split} {split!r}: the input has no such split (splits: {split_list(src)}); "
                f"fix {sp.split}"
            )
        if split == eval_split:
            raise UsageError(
                f"{sp.split} and {sp.eval_split} both name {split!r}: the training set would be "
                f"the evaluation set; give {sp.split} another split "
                f"(splits: {split_list(src)})"
            )
        return split
    others = [k for k in src if k != eval_split]
    if "train" in others:
        return "train"
    if len(others) == 1:
        return others[0]
    if not others:
        raise UsageError(
            f"the input has no training split besides {sp.eval_split} {eval_split!r} "
            f"(splits: {split_list(src)}); give an input with a training split"
        )
    raise UsageError(
        f"the input has splits {split_list(src)} and none is named 'train': choose the "
        f"training split with {sp.split} (e.g. {sp.set(sp.split, others[0])})"
    )


def eval_split_of(src: dict, split: str | None, path: str, sp: Spelling = CLI) -> str:
    """The split of the evaluation input (a DatasetDict ``path``) that is the test set:
    ``split`` (``--eval-split``), else the split named ``test``, else its only split.

    Examples
    --------
    >>> eval_split_of({"validation": 1, "train": 2, "test": 3}, None, "dd")
    'test'
    """
    from cdaprep.errors import UsageError

    if split is not None:
        if split not in src:
            raise UsageError(
                f"{sp.eval_split} {split!r}: {sp.eval} {path!r} has no such split "
                f"(splits: {split_list(src)}); fix {sp.eval_split}"
            )
        return split
    if "test" in src:
        return "test"
    if len(src) == 1:
        return next(iter(src))
    raise UsageError(
        f"{sp.eval} {path!r} has splits {split_list(src)} and none is named 'test': choose its "
        f"evaluation split with {sp.eval_split} (e.g. "
        f"{sp.set(sp.eval_split, next((k for k in src if k != 'train'), next(iter(src))))})"
    )


def no_eval_split(split: str | None, path: str, sp: Spelling = CLI) -> None:
    """Refuse ``split`` (``--eval-split`` with ``--eval``) for an evaluation input ``path``
    that is one table without splits."""
    from cdaprep.errors import UsageError

    if split is not None:
        raise UsageError(
            f"{sp.eval_split} {split!r} names a split of {sp.eval}, but {path!r} is one table "
            f"without splits; drop {sp.eval_split}"
        )
