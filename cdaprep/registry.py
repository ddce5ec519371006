"""Registry of pipeline steps by name, so a config file can build them.

Every module in :mod:`cdaprep.steps` registers its steps with :func:`register_step` when it is
imported; :func:`get_step` imports them all on first use (step modules import heavy libraries
lazily, so this is cheap).

Examples
--------
>>> from cdaprep.registry import build_step
>>> build_step({"type": "reweigh", "label_column": "y", "group_column": "g"}).name
'reweigh'
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from cdaprep.errors import UsageError

__all__ = ["register_step", "get_step", "build_step", "step_names"]

_REGISTRY: dict[str, type] = {}
_LOADED = False


def register_step(cls):
    """Class decorator: register a step class under its ``name``."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} has no name")
    other = _REGISTRY.get(cls.name)
    if other is not None and other is not cls and other.__qualname__ != cls.__qualname__:
        raise TypeError(f"step name {cls.name!r} used by {other.__name__} and {cls.__name__}")
    _REGISTRY[cls.name] = cls
    return cls


def _load_all() -> None:
    global _LOADED
    if _LOADED:
        return
    import cdaprep.steps as pkg

    for mod in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"cdaprep.steps.{mod.name}")
    _LOADED = True


def step_names() -> list[str]:
    """Names of every registered step."""
    _load_all()
    return sorted(_REGISTRY)


def get_step(name: str) -> type:
    """The step class registered as ``name``."""
    _load_all()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise UsageError(
            f"unknown step type {name!r}; known steps: {', '.join(sorted(_REGISTRY))}"
        ) from None


def build_step(config: dict[str, Any]):
    """Build a step from ``{"type": name, **params}``."""
    if not isinstance(config, dict) or "type" not in config:
        raise UsageError(f"a step config needs a 'type' key naming the step; got {config!r}")
    params = {k: v for k, v in config.items() if k != "type"}
    cls = get_step(config["type"])
    allowed = set(cls._param_names())
    unknown = sorted(set(params) - allowed)
    if unknown:
        raise UsageError(
            f"step {config['type']!r} has no parameter {', '.join(map(repr, unknown))}; "
            f"its parameters are: {', '.join(sorted(allowed))}"
        )
    return cls(**params)
