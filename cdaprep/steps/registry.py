"""Registry of pipeline steps, so a config file can build them (docs/steps.md).

A config names a step in one of three ways:

* a registered name (``type = "reweigh"``): the steps of :mod:`cdaprep.steps` and the dataset
  adapters of :mod:`cdaprep.datasets` register themselves with :func:`register_step` when their
  modules are imported; :func:`get_step` imports those modules on first use;
* an import path ``"package.module:Class"`` (any :class:`~cdaprep.steps.Step` subclass);
* a name another package registers through the ``cdaprep.steps`` entry-point group, e.g. in
  its ``pyproject.toml``::

      [project.entry-points."cdaprep.steps"]
      lowercase = "my_package.steps:Lowercase"

Examples
--------
>>> build_step({"type": "reweigh", "label_column": "y", "group_column": "g"}).name
'reweigh'
>>> get_step("cdaprep.steps.reweigh:Reweigh").name
'reweigh'
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from cdaprep.errors import UsageError
from cdaprep.steps.base import Step, check_param_types

__all__ = ["register_step", "get_step", "build_step", "step_names", "ENTRY_POINTS"]

#: Entry-point group through which other packages register steps.
ENTRY_POINTS = "cdaprep.steps"
#: Packages whose modules register cdaprep's own steps.
BUILTIN_PACKAGES = ("cdaprep.steps", "cdaprep.datasets")

_REGISTRY: dict[str, type] = {}
_LOADED = False


def register_step(cls):
    """Class decorator: register a step class under its ``name`` (configs then name it so)."""
    if not cls.name:
        raise TypeError(f"{cls.__name__} has no name")
    other = _REGISTRY.get(cls.name)
    if other is not None and other is not cls and other.__qualname__ != cls.__qualname__:
        raise TypeError(f"step name {cls.name!r} used by {other.__name__} and {cls.__name__}")
    _REGISTRY[cls.name] = cls
    cls.registered_name = cls.name
    return cls


def _load_builtins() -> None:
    global _LOADED
    if _LOADED:
        return
    for package in BUILTIN_PACKAGES:
        pkg = importlib.import_module(package)
        for mod in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"{package}.{mod.name}")
    _LOADED = True


def _entry_point(name: str) -> type | None:
    from importlib.metadata import entry_points

    for ep in entry_points(group=ENTRY_POINTS):
        if ep.name == name:
            return ep.load()
    return None


def _by_path(path: str) -> type:
    module, _, attr = path.partition(":")
    try:
        obj = importlib.import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as e:
        raise UsageError(
            f"cannot import step {path!r} ({type(e).__name__}: {e}); write it as "
            "'package.module:Class' with the module importable (installed, or in the folder of "
            "the config file)"
        ) from None
    if not (isinstance(obj, type) and issubclass(obj, Step)):
        raise UsageError(f"{path!r} is not a cdaprep step class (a subclass of cdaprep.steps.Step)")
    return obj


def step_names() -> list[str]:
    """Names of every registered step (cdaprep's own and the entry points')."""
    from importlib.metadata import entry_points

    _load_builtins()
    return sorted(set(_REGISTRY) | {ep.name for ep in entry_points(group=ENTRY_POINTS)})


def get_step(name: str) -> type:
    """The step class ``name`` names: a registered name, an entry point, or
    ``"package.module:Class"``."""
    if ":" in name:
        return _by_path(name)
    _load_builtins()
    cls = _REGISTRY.get(name) or _entry_point(name)
    if cls is None:
        raise UsageError(
            f"unknown step type {name!r}; known steps: {', '.join(step_names())} (or give "
            "'package.module:Class')"
        )
    return cls


def build_step(config: dict[str, Any], *, base: str | None = None):
    """Build a step from ``{"type": name, **params}``; ``base``: the folder that relative
    file names of its :attr:`~cdaprep.steps.Step.path_params` are read from, when they name
    a file there (a config file's folder), instead of the current folder."""
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
    check_param_types(cls, params, name=config["type"])
    if base is not None:
        params = cls.rebase_params(params, base)
    return cls(**params)
