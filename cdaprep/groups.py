"""Group values: what the steps accept in a group (protected attribute) column, and how.

Real data spells groups loosely: ``Female``, ``MALE``, `` female ``, or leaves the cell empty
(a missing value, or in CSV a quoted empty ``""`` or a cell of spaces).
Every step that reads a group column goes through :func:`read_groups`, so they all agree:

* A string that equals a known group value up to case and surrounding spaces is that value
  (``"Female"`` is ``female``). Known values: :data:`GENDER_GROUPS` (``female``, ``male``,
  ``neutral``) and :data:`UNASSIGNED` (``none``, ``mixed``, the values
  :class:`~cdaprep.steps.AssignGender` writes when a text indicates no single gender).
* A missing cell (``None``, ``NaN``, ``pd.NA``) or a blank one (a string that is empty after
  stripping spaces: ``""``, ``"  "``) is *missing* (``None``), which is *unassigned*, like
  ``none``: the row is passed through untouched by resampling and reweighing, and counted as
  missing (a blank is never a group of its own, nor counted as re-spelled).
* Any other value is kept as it is: a group of its own for resampling and reweighing (groups
  need not be genders), but an error for the steps that must know the counterfactual group
  (CDA, pairs), which name the column, the input row, the value and the values expected.

Examples
--------
>>> read_groups(["Female", " male", None, " ", "none", "F"])[0]
['female', 'male', None, None, 'none', 'F']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cdaprep.errors import INVALID_PARAM, UsageError

__all__ = [
    "GENDER_GROUPS",
    "UNASSIGNED",
    "KNOWN_GROUPS",
    "is_missing",
    "canonical_group",
    "read_groups",
    "is_unassigned",
    "GroupColumn",
    "read_group_column",
    "UNKNOWN_GROUPS_WARNING",
    "unknown_groups_warning",
    "absent_groups_warning",
    "lacking_groups_warning",
    "null_token_hint",
    "split_values",
    "group_list",
    "DEFAULT_GROUP_MAP",
    "counterfactual_group_map",
    "show_respellings",
]

#: Gender groups cdaprep knows (the counterfactual directions of the swapper).
GENDER_GROUPS = ("female", "male", "neutral")
#: Values meaning "no single group": the text indicates none, or several.
UNASSIGNED = ("none", "mixed")
#: Every value that is normalised (case and spaces).
KNOWN_GROUPS = (*GENDER_GROUPS, *UNASSIGNED)
_CANON = {v: v for v in KNOWN_GROUPS}


def is_missing(v: Any) -> bool:
    """Whether a cell is empty: ``None``, ``NaN``, ``pd.NA`` or ``NaT``.

    Examples
    --------
    >>> is_missing(float("nan")), is_missing(None), is_missing("none")
    (True, True, False)
    """
    if v is None:
        return True
    if isinstance(v, str):
        return False
    if isinstance(v, float):
        return v != v
    import pandas as pd

    return v is pd.NA or v is pd.NaT


def canonical_group(v: Any) -> Any:
    """The known group a value spells (``"Female"`` -> ``"female"``); ``None`` when missing or
    blank (a string that is empty after stripping spaces); any other value unchanged.

    Examples
    --------
    >>> [canonical_group(v) for v in (" Female ", "", "  ", "F")]
    ['female', None, None, 'F']
    """
    if is_missing(v):
        return None
    if isinstance(v, str):
        s = v.strip()
        if not s:
            return None
        return _CANON.get(s.lower(), v)
    return v


def show_respellings(found: dict[Any, int], most: int = 4) -> str:
    """The re-spelled values of :meth:`GroupColumn.respellings` for a message: each as
    written with its rows, the first ``most`` of them.

    Examples
    --------
    >>> show_respellings({"Female": 25, " male": 30})
    "'Female' 25, ' male' 30"
    """
    items = [f"{v!r} {n}" for v, n in list(found.items())[:most]]
    more = len(found) - most
    return ", ".join(items) + (f" and {more} more" if more > 0 else "")


#: Counterfactual group of each group value; other values (none, mixed) map to themselves.
DEFAULT_GROUP_MAP = {"female": "male", "male": "female"}


def counterfactual_group_map(group_map: Mapping[Any, Any] | None) -> dict[Any, Any]:
    """The counterfactual group of each group value that CDA and Reweigh's ``cf_weight`` use:
    :data:`DEFAULT_GROUP_MAP` (female <-> male) with ``group_map`` added to it, an entry of
    ``group_map`` replacing the default of the same key. Its keys are read as group values
    are (``"Neutral"`` is ``neutral``). A map that names female and male itself (what a
    manifest of an earlier run stores) is used as it is.

    Examples
    --------
    >>> counterfactual_group_map({"neutral": "neutral"})
    {'female': 'male', 'male': 'female', 'neutral': 'neutral'}
    >>> counterfactual_group_map({"Female": "female"}), counterfactual_group_map(None)
    ({'female': 'female', 'male': 'female'}, {'female': 'male', 'male': 'female'})
    """
    out: dict[Any, Any] = dict(DEFAULT_GROUP_MAP)
    for k, v in (group_map or {}).items():
        out[canonical_group(k)] = v
    return out


def split_values(values: Iterable[Any]) -> list[str]:
    """The names given in ``values``, each value split on commas, spaces around a name and
    empty names dropped: how the command line reads every option of several values
    (``--groups female male``, ``--groups female,male``, ``--groups "female, male"``) and how
    :func:`group_list` reads a string.

    Examples
    --------
    >>> split_values(["female,male", " neutral ", ","])
    ['female', 'male', 'neutral']
    """
    return [v.strip() for value in values for v in str(value).split(",") if v.strip()]


#: What a ``groups`` parameter takes (the error of one that names no group).
GROUPS_EXPECTED = (
    "one or more group values: a list (['female', 'male']) or a string, comma-separated as "
    "--groups takes them on the command line ('female,male'; one group: 'female')"
)


def group_list(groups: Any, *, owner: str, param: str = "groups") -> list | None:
    """A parameter that names groups (``groups=`` of the steps and the metrics) as a list, so
    that a string is read as the command line reads ``--groups``: ``"female,male"`` and
    ``"female, male"`` are ``["female", "male"]``, ``"female"`` is ``["female"]`` (not the
    letters of the word). A list or tuple is taken as given, ``None`` stays ``None`` (the
    default groups), another single value (a number of an integer group column) is one group.
    A string that names no group (``""``, ``","``) is a :class:`~cdaprep.errors.UsageError`
    naming ``param`` and ``owner``.

    Examples
    --------
    >>> group_list("female,male", owner="Reweigh"), group_list("female", owner="Reweigh")
    (['female', 'male'], ['female'])
    >>> group_list(("female", "male"), owner="Reweigh"), group_list(None, owner="Reweigh")
    (['female', 'male'], None)
    """
    if groups is None:
        return None
    if isinstance(groups, str):
        items = split_values([groups])
        if items:
            return items
    elif isinstance(groups, Iterable) and not isinstance(groups, bytes):
        return list(groups)
    else:
        return [groups]
    raise UsageError(
        INVALID_PARAM.format(param=param, owner=owner, expected=GROUPS_EXPECTED, value=groups)
    )


def read_groups(values: Iterable[Any]) -> tuple[list[Any], int]:
    """Canonical group values and how many cells were re-spelled (case or spaces).

    Missing and blank cells become ``None`` and are not counted as re-spelled.
    """
    out = []
    changed = 0
    for v in values:
        c = canonical_group(v)
        if c is not None and c is not v and c != v:
            changed += 1
        out.append(c)
    return out, changed


def is_unassigned(v: Any) -> bool:
    """Whether a canonical group value means "no single group" (missing, none, mixed)."""
    return is_missing(v) or v in UNASSIGNED


class GroupColumn:
    """A group column of a batch, read once: canonical values (``None`` for missing or blank),
    how many cells were re-spelled, and which rows are in a scope of groups. Works on the distinct
    values (a handful), not row by row.

    Examples
    --------
    >>> import pandas as pd
    >>> g = read_group_column(pd.Series(["Female", "male", None, "none", ""]))
    >>> g.values.tolist(), g.respelled, g.in_scope().tolist()
    (['female', 'male', None, 'none', None], 1, [True, True, False, False, False])
    """

    def __init__(self, codes, uniques: list, counts) -> None:
        import numpy as np

        canon = [canonical_group(u) for u in uniques]
        self._uniques = list(uniques)
        self._codes = codes
        self._canon = canon
        self._counts = [int(n) for n in counts]
        self.values = np.array([*canon, None], dtype=object)[codes]
        self.respelled = int(
            sum(int(n) for u, c, n in zip(uniques, canon, counts) if c is not None and c != u)
        )

    def respellings(self) -> dict[Any, int]:
        """Rows per value that was read as the known group it spells with other case or spaces,
        keyed by the value as written, most rows first.

        Examples
        --------
        >>> column = __import__("pandas").Series(["Female", " male", "Female"])
        >>> read_group_column(column).respellings()
        {'Female': 2, ' male': 1}
        """
        found = [
            (u, int(n))
            for u, c, n in zip(self._uniques, self._canon, self._counts)
            if c is not None and c != u
        ]
        return dict(sorted(found, key=lambda un: -un[1]))

    def groups(self) -> set:
        """The canonical values the column has (missing cells left out)."""
        return {c for c in self._canon if c is not None}

    def unknown(self) -> dict[str, int]:
        """Rows per value that is not a known group (:data:`KNOWN_GROUPS`) nor missing, keyed by
        the value as text (re-spellings of one value counted together).

        Examples
        --------
        >>> read_group_column(__import__("pandas").Series(["F", "female", "F", None])).unknown()
        {'F': 2}
        """
        out: dict[str, int] = {}
        for c, n in zip(self._canon, self._counts):
            if c is not None and c not in _CANON:
                out[str(c)] = out.get(str(c), 0) + n
        return out

    def in_scope(self, groups=None):
        """Boolean mask of the rows whose group is balanced: ``groups`` when given, else every
        group but the unassigned ones (missing, ``none``, ``mixed``)."""
        import numpy as np

        if groups is None:
            inside = [not is_unassigned(c) for c in self._canon]
        else:
            want = {canonical_group(g) for g in groups}
            inside = [c in want for c in self._canon]
        return np.array([*inside, False], dtype=bool)[self._codes]


def read_group_column(series) -> GroupColumn:
    """The :class:`GroupColumn` of a pandas Series (missing cells, NaN included, and blank
    strings are missing)."""
    import numpy as np
    import pandas as pd

    codes, uniques = pd.factorize(series, use_na_sentinel=True)
    codes = np.asarray(codes)
    counts = np.bincount(codes[codes >= 0], minlength=len(uniques))
    return GroupColumn(codes, list(uniques), counts)


#: Warning of a resampling or reweighing run whose group column holds values that are not known
#: groups (tests compare it).
#: How to choose the groups balanced, the end of :data:`UNKNOWN_GROUPS_WARNING` (``compare``,
#: which has no ``--groups``, replaces it).
CHOOSE_GROUPS = (
    ", or choose the groups balanced with --groups (e.g. --groups female male; groups= in Python)"
)
UNKNOWN_GROUPS_WARNING = (
    "{step}: group column {column!r} has {values}, not a known group value ({known}); each is "
    "balanced as a group of its own, which can shrink or grow every cell of its label. Fix the "
    "value(s)" + CHOOSE_GROUPS
)


#: Spellings of a missing value that other tools write (R's NA, SQL's NULL, pandas' NaN...),
#: lower case. cdaprep reads them as text (only an empty cell is missing), so in a group column
#: each is a group value of its own; :func:`null_token_hint` says so where it matters.
NULL_TOKENS = frozenset({"na", "n/a", "#n/a", "<na>", "nan", "-nan", "null", "nil"})


def null_token_hint(values: Iterable[Any]) -> str:
    """A sentence for an unknown-group message whose values include a null token ("NA",
    "null"...): only an empty cell is a missing value, so blank those cells. Empty otherwise.

    Examples
    --------
    >>> null_token_hint(["F"])
    ''
    >>> null_token_hint(["NA", "F"])[:61]
    ". 'NA' is read as text: only an empty cell is a missing value"
    """
    tokens = [str(v) for v in values if str(v).strip().lower() in NULL_TOKENS]
    if not tokens:
        return ""
    return (
        f". {', '.join(map(repr, tokens))} {'is' if len(tokens) == 1 else 'are'} read as text: "
        "only an empty cell is a missing value; if it marks a missing group, blank those cells "
        '(R: write.csv(na = ""))'
    )


def unknown_groups_warning(step: str, column: str, unknown: dict[str, int]) -> str | None:
    """The warning naming the group values of ``column`` that are not known groups and their
    row counts (``None`` when there is none).

    Examples
    --------
    >>> unknown_groups_warning("undersample", "gender", {"F": 1})[:61]
    "undersample: group column 'gender' has 'F' (1 row), not a kno"
    """
    if not unknown:
        return None
    shown = sorted(unknown.items(), key=lambda kv: (-kv[1], kv[0]))
    values = ", ".join(f"{v!r} ({n} row{'s' if n != 1 else ''})" for v, n in shown[:10])
    if len(shown) > 10:
        values += f" and {len(shown) - 10} more value(s)"
    return UNKNOWN_GROUPS_WARNING.format(
        step=step, column=column, values=values, known=", ".join(KNOWN_GROUPS)
    ) + null_token_hint(unknown)


def absent_groups_warning(step: str, column: str, groups: Any, present: Any) -> str | None:
    """The warning naming the groups given (``--groups``; ``groups=``) that no balanced row
    has, most often a misspelling, with the groups the column has (``None`` when every given
    group has rows).

    Examples
    --------
    >>> w = absent_groups_warning("undersample", "gender", ["female", "femal"], {"female", "male"})
    >>> w[:78]
    "undersample: --groups names 'femal', which no row of group column 'gender' has"
    >>> w[78:]
    ' (it has female, male); check the spelling (groups= in Python)'
    """
    if groups is None:
        return None
    have = {canonical_group(g) for g in present}
    absent = [str(g) for g in groups if canonical_group(g) not in have]
    if not absent:
        return None
    return (
        f"{step}: --groups names {', '.join(map(repr, absent))}, which no row of group column "
        f"{column!r} has (it has {', '.join(sorted(str(g) for g in have if g is not None))}); "
        "check the spelling (groups= in Python)"
    )


#: Why a label lacking a group stays unbalanced, per kind of step.
LACKING_RESAMPLE = (
    "Resampling cannot add a group a label has no row of (it balances the groups the label has)"
)
LACKING_REWEIGH = (
    "Weights cannot give a label a group it has no row of (its cells are the manifest's "
    "empty_cells)"
)


def lacking_groups_warning(
    step: str,
    column: str,
    cells: dict[tuple, float],
    strata: list[str] | None = None,
    *,
    ignore: Any = (),
    why: str = LACKING_RESAMPLE,
) -> str | None:
    """The warning naming the labels that lack a row of some balanced group, which resampling
    or reweighing cannot balance (``None`` when every label has every group). ``cells`` maps
    ``(*stratum, label, group)`` to its row count, ``strata`` names the stratum columns; the
    balanced groups are those of any cell but the ``ignore`` ones (stray values another warning
    names: a label without a row of "F" is no news). A misspelt label (``"nurse "``,
    ``"Nurse"``) is such a label most often.

    Examples
    --------
    >>> cells = {("nurse", "female"): 3, ("nurse", "male"): 1, ("pilot", "male"): 2}
    >>> lacking_groups_warning("undersample", "job", cells)[83:133]
    "kept unbalanced: 'pilot' (male 2; no female). Resa"
    >>> lacking_groups_warning("undersample", "job", {("nurse", "female"): 3})
    """
    skip = set(ignore)
    balanced = sorted({k[-1] for k in cells} - skip, key=str)
    if len(balanced) < 2:
        return None
    by_label: dict[tuple, dict] = {}
    for k, n in cells.items():
        if n > 0 and k[-1] not in skip:
            by_label.setdefault(k[:-1], {})[k[-1]] = n
    lacking = []
    for key, have in sorted(by_label.items(), key=lambda kv: tuple(map(str, kv[0]))):
        absent = [g for g in balanced if g not in have]
        if absent:
            where = "".join(f"{c} {v}, " for c, v in zip(strata or [], key[:-1]))
            counts = ", ".join(
                f"{g} {n:g}" for g, n in sorted(have.items(), key=lambda kv: str(kv[0]))
            )
            lacking.append(f"{key[-1]!r} ({where}{counts}; no {', no '.join(map(str, absent))})")
    if not lacking:
        return None
    n = len(lacking)
    shown = ", ".join(lacking[:10]) + (f" and {n - 10} more" if n > 10 else "")
    return (
        f"{step}: label column {column!r} has {n} label{'s' if n != 1 else ''} without a row of "
        f"every balanced group, kept unbalanced: {shown}. {why}. A misspelt label (other case, "
        "a trailing space) is a label of its own: fix it; otherwise merge or drop such labels"
    )
