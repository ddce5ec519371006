"""The methods ``cdaprep compare`` runs: names, ``name:option`` variants and their parsing.

Imports nothing heavy, so the command line's ``--help`` lists them cheaply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cdaprep.errors import UsageError

__all__ = ["DEFAULT_METHODS", "MethodSpec", "accepted_methods", "parse_methods"]

#: The methods of a comparison unless asked otherwise (Chen, Ji and Evans 2023, Sec. 5.1).
DEFAULT_METHODS = ("none", "cda", "os", "us", "rw", "os-cda", "us-cda", "rw-cda")


def _variants() -> dict[str, tuple[str, tuple[str, ...], str]]:
    from cdaprep.presets import CF_WEIGHTS, ORDERS

    return {
        "os-cda": ("order", ORDERS, "resample-first"),
        "us-cda": ("order", ORDERS, "resample-first"),
        "rw-cda": ("cf_weight", CF_WEIGHTS, "same"),
    }


def accepted_methods() -> str:
    """The method names ``compare`` accepts, for messages and ``--help``."""
    from cdaprep.presets import METHODS

    variants = _variants()
    out = ["none"]
    for m in METHODS:
        out.append(f"{m}[:{'|'.join(variants[m][1])}]" if m in variants else m)
    return ", ".join(out)


@dataclass(frozen=True)
class MethodSpec:
    """One method of a comparison: ``name`` as shown in the report (``us-cda:cda-first``),
    the preset ``method`` (or ``none``) and the preset options it sets."""

    name: str
    method: str
    options: dict[str, str] = field(default_factory=dict)


def parse_methods(methods: str | Sequence[str]) -> list[MethodSpec]:
    """Parse method names and ``name:option`` variants.

    ``os-cda`` and ``us-cda`` take an order (``resample-first``, the default, or ``cda-first``),
    ``rw-cda`` a counterfactual weight (``same``, the default, ``counterfactual`` or ``one``);
    naming the default option is the same as leaving it out. A string is split on commas.

    Examples
    --------
    >>> [m.name for m in parse_methods("none, us-cda:cda-first, rw-cda:same")]
    ['none', 'us-cda:cda-first', 'rw-cda']
    >>> parse_methods(["rw-cda:one"])[0].options
    {'cf_weight': 'one'}
    """
    from cdaprep.presets import METHODS

    items = [methods] if isinstance(methods, str) else list(methods)
    names = [p.strip() for item in items for p in str(item).split(",") if p.strip()]
    if not names:
        raise UsageError(f"no methods to compare; accepted: {accepted_methods()}")
    variants = _variants()
    specs: list[MethodSpec] = []
    for raw in names:
        method, sep, option = raw.partition(":")
        method, option = method.strip().lower(), option.strip().lower()
        if method != "none" and method not in METHODS:
            raise UsageError(f"unknown method {raw!r}; accepted: {accepted_methods()}")
        if sep and method not in variants:
            raise UsageError(
                f"method {method!r} has no variants (got {raw!r}); accepted: {accepted_methods()}"
            )
        opts: dict[str, str] = {}
        name = method
        if sep:
            param, choices, default = variants[method]
            if option not in choices:
                raise UsageError(
                    f"unknown variant {option!r} of {method!r}; accepted: "
                    + ", ".join(f"{method}:{c}" for c in choices)
                )
            opts = {param: option}
            if option != default:
                name = f"{method}:{option}"
        spec = MethodSpec(name, method, opts)
        if any(s.name == name for s in specs):
            raise UsageError(f"method {name!r} is listed twice (as {raw!r})")
        specs.append(spec)
    return specs
