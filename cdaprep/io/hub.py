"""Reading from the Hugging Face Hub: ``hf://OWNER/NAME`` (optionally
``hf://datasets/OWNER/NAME``) is loaded with :func:`datasets.load_dataset`, with a ``config``
(subset), a ``split`` and ``streaming`` (an :class:`datasets.IterableDataset`, read batch by
batch). :func:`cdaprep.io.open_source` finds this loader through its scheme registry
(``hf://``); writing to the Hub is :mod:`cdaprep.hub`.

Local stand-in for the Hub: with ``repo_root=DIR`` (or the environment variable
``CDAPREP_HUB_LOCAL_ROOT``), ``hf://OWNER/NAME`` is read from ``DIR/OWNER/NAME``. Tests and
air-gapped machines use it; the code path is the one a real load takes.

Examples
--------
>>> parse_hub_uri("hf://LabHC/bias_in_bios")
'LabHC/bias_in_bios'
>>> is_hub_uri("data/bios.csv")
False
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from cdaprep.errors import DataError, UsageError

__all__ = [
    "HUB_PREFIX",
    "LOCAL_ROOT_ENV",
    "check_repo_id",
    "is_hub_uri",
    "load_hub",
    "load_hub_source",
    "parse_hub_uri",
    "source_card_info",
]

HUB_PREFIX = "hf://"
#: Environment variable naming a local folder that stands in for the Hub (tests, air-gapped).
LOCAL_ROOT_ENV = "CDAPREP_HUB_LOCAL_ROOT"


def is_hub_uri(data: Any) -> bool:
    """Whether ``data`` is a string ``hf://...``."""
    return isinstance(data, str) and data.startswith(HUB_PREFIX)


def parse_hub_uri(uri: str) -> str:
    """``hf://OWNER/NAME`` (or ``hf://datasets/OWNER/NAME``) -> ``OWNER/NAME``.

    Examples
    --------
    >>> parse_hub_uri("hf://datasets/google/civil_comments")
    'google/civil_comments'
    """
    if not is_hub_uri(uri):
        raise UsageError(f"{uri!r} is not a Hub dataset name; write it as hf://OWNER/NAME")
    rest = uri[len(HUB_PREFIX) :].strip("/")
    if rest.startswith("datasets/"):
        rest = rest[len("datasets/") :]
    parts = rest.split("/")
    if len(parts) not in (1, 2) or not all(parts):
        raise UsageError(
            f"{uri!r} is not a Hub dataset name; write it as hf://OWNER/NAME "
            "(e.g. hf://LabHC/bias_in_bios)"
        )
    return rest


def check_repo_id(repo_id: str) -> str:
    """Validate ``OWNER/NAME`` for a push (``hf://`` prefix allowed)."""
    rid = parse_hub_uri(repo_id) if is_hub_uri(repo_id) else repo_id
    parts = rid.split("/")
    if len(parts) != 2 or not all(parts) or any(" " in p for p in parts):
        raise UsageError(
            f"--push-to-hub {repo_id!r} must be a dataset repository OWNER/NAME "
            "(e.g. my-org/bios-cda)"
        )
    return rid


def _local_root(repo_root: str | os.PathLike | None) -> Path | None:
    root = repo_root if repo_root is not None else os.environ.get(LOCAL_ROOT_ENV) or None
    return Path(root) if root is not None else None


def _hub_path(uri_or_path: str, repo_root=None) -> str:
    """What :func:`datasets.load_dataset` gets: the repo id, or its local stand-in folder."""
    if not is_hub_uri(uri_or_path):
        return str(uri_or_path)
    repo_id = parse_hub_uri(uri_or_path)
    root = _local_root(repo_root)
    if root is None:
        return repo_id
    local = root / repo_id
    if not local.is_dir():
        raise UsageError(
            f"{uri_or_path} is not in the local Hub stand-in {str(root)!r} "
            f"(no folder {str(local)!r}); unset {LOCAL_ROOT_ENV} to use the Hub"
        )
    return str(local)


def load_hub(
    uri: str,
    *,
    config: str | None = None,
    split: str | None = None,
    streaming: bool = False,
    revision: str | None = None,
    token: str | None = None,
    cache_dir: str | None = None,
    repo_root: str | os.PathLike | None = None,
):
    """Load a Hub dataset (or a local folder laid out as one) with :func:`datasets.load_dataset`.

    Parameters
    ----------
    uri : str
        ``hf://OWNER/NAME``, or a local folder laid out as a Hub dataset repository.
    config : str, optional
        The dataset's config (subset) name.
    split : str, optional
        One split; ``None`` keeps every split (a ``DatasetDict``). A repository pushed by
        cdaprep keeps a split whose columns differ from ``train``'s (``counterfactual_eval``)
        in a config named after it: without ``config``, ``split="counterfactual_eval"`` is
        read from that config, and ``split=None`` gives the splits of every such config
        together.
    streaming : bool, default False
        Return an :class:`datasets.IterableDataset` (or ``IterableDatasetDict``) read lazily.
    revision, token, cache_dir
        Passed to :func:`datasets.load_dataset`.
    repo_root : path, optional
        Local stand-in for the Hub: ``hf://OWNER/NAME`` is read from ``repo_root/OWNER/NAME``
        (default: ``$CDAPREP_HUB_LOCAL_ROOT`` when set).

    Returns
    -------
    datasets.Dataset, DatasetDict, IterableDataset or IterableDatasetDict

    Examples
    --------
    >>> ds = load_hub("hf://LabHC/bias_in_bios", split="dev", streaming=True)  # doctest: +SKIP
    """
    import datasets as hfd

    path = _hub_path(uri, repo_root)
    where = (
        f"{uri!r}{f' (config {config!r})' if config else ''}{f' split {split!r}' if split else ''}"
    )
    opts = {"revision": revision, "token": token, "cache_dir": cache_dir}
    try:
        layout = None if config is not None else _split_configs(path, **opts)
        if layout is not None and split is not None:
            config = layout.get(split)
        elif layout is not None:  # every split of a cdaprep layout, one config after another
            parts = {
                name: hfd.load_dataset(path, name=name, streaming=streaming, **opts)
                for name in dict.fromkeys(layout.values())
            }
            kind = hfd.IterableDatasetDict if streaming else hfd.DatasetDict
            return kind({s: parts[c][s] for s, c in layout.items()})
        return hfd.load_dataset(path, name=config, split=split, streaming=streaming, **opts)
    except (FileNotFoundError, ValueError) as e:
        raise DataError(
            f"cannot load {where} with datasets.load_dataset: {str(e).rstrip('.')}. "
            "Check the name, the subset (--config; hub_config= in Python) and the split "
            "(--split; split=), and that the Hub is reachable (or set "
            f"{LOCAL_ROOT_ENV} to a local copy)"
        ) from None
    except Exception as e:  # noqa: BLE001 - network and hub errors come in many types
        if _is_network_error(e):
            raise DataError(
                f"cannot load {uri!r} from the Hugging Face Hub: {type(e).__name__}: {e}. "
                "Check your network and token (HF_TOKEN), or point "
                f"{LOCAL_ROOT_ENV} at a local copy"
            ) from None
        cause = e
        while cause.__cause__ is not None or cause.__context__ is not None:
            cause = cause.__cause__ or cause.__context__
        text = " ".join(str(cause).split())
        detail = f"{type(cause).__name__}: {text[:300]}{'...' if len(text) > 300 else ''}"
        if cause is not e:
            detail = f"{type(e).__name__} from {detail}"
        fix = "check the files of the repository and the configs of its dataset card (README.md)"
        if "CastError" in detail or "column names don't match" in text:
            fix = (
                "the splits of one config of its dataset card have different columns, which "
                "datasets cannot load together: give each such split a config of its own in "
                "README.md, or push the data again with cdaprep.hub.push_to_hub (which does)"
            )
        raise DataError(
            f"cannot load {where} with datasets.load_dataset: the data of the repository could "
            f"not be read ({detail}); {fix}"
        ) from None


def _is_network_error(e: BaseException) -> bool:
    """Whether ``e`` (or what it wraps) comes from the network or the Hub's HTTP API."""
    seen = 0
    while e is not None and seen < 10:
        module = type(e).__module__ or ""
        if isinstance(e, ConnectionError | TimeoutError) or module.split(".")[0] in (
            "requests",
            "urllib3",
            "httpx",
            "httpcore",
            "huggingface_hub",
            "fsspec",
            "aiohttp",
            "socket",
            "ssl",
        ):
            return True
        e, seen = e.__cause__ or e.__context__, seen + 1
    return False


def _split_configs(path: str, **opts: Any) -> dict[str, str] | None:
    """``{split: config}`` when the dataset card lays the splits out as cdaprep does: a
    ``default`` config plus one config per split named after it, which holds a split whose
    columns differ from the default's (``counterfactual_eval``). ``None`` for any other layout
    (one config, or configs that are subsets with splits of their own), which
    :func:`datasets.load_dataset` handles as it is.

    The configs are read with :func:`datasets.load_dataset_builder` (the card's YAML; no data
    is read); a repository whose builder cannot be made is left to ``load_dataset``.
    """
    import datasets as hfd

    try:
        builder = hfd.load_dataset_builder(path, **opts)
    except Exception:  # noqa: BLE001 - load_dataset reports the same problem, with context
        return None
    configs = {
        c.name: list(c.data_files or {}) for c in getattr(builder, "BUILDER_CONFIGS", []) or []
    }
    if len(configs) < 2 or "default" not in configs or not configs["default"]:
        return None
    out = {s: "default" for s in configs["default"]}
    for name, splits in configs.items():
        if name == "default":
            continue
        if splits != [name] or name in out:
            return None
        out[name] = name
    return out


def load_hub_source(
    uri: str,
    *,
    split: str | None = None,
    config: str | None = None,
    streaming: bool = False,
    cache_dir: str | None = None,
):
    """The loader :func:`cdaprep.io.open_source` uses for ``hf://`` URIs (:func:`load_hub`)."""
    return load_hub(uri, config=config, split=split, streaming=streaming, cache_dir=cache_dir)


def source_card_info(
    data: Any, *, config: str | None = None, repo_root: str | os.PathLike | None = None
) -> dict[str, Any]:
    """What the card of an input dataset says: ``license``, ``language``, ``task_categories``,
    ``pretty_name`` and ``source`` (empty when unknown; never raises).

    Reads ``README.md`` of a local folder (or of the local Hub stand-in), the Hub card of
    ``hf://OWNER/NAME`` when the Hub is reachable, or the ``info`` of a ``datasets`` object.

    Examples
    --------
    >>> source_card_info("no/such/folder")
    {}
    """
    out: dict[str, Any] = {}
    try:
        if isinstance(data, str | os.PathLike):
            text = str(data)
            card = None
            if is_hub_uri(text):
                out["source"] = text + (f" (config {config})" if config else "")
                root = _local_root(repo_root)
                if root is not None:
                    readme = root / parse_hub_uri(text) / "README.md"
                    if readme.is_file():
                        card = _load_card(readme)
                elif not os.environ.get("HF_HUB_OFFLINE"):
                    from huggingface_hub import DatasetCard

                    card = DatasetCard.load(parse_hub_uri(text), repo_type="dataset")
            else:
                p = Path(text)
                readme = p / "README.md" if p.is_dir() else None
                if readme is not None and readme.is_file():
                    card = _load_card(readme)
            if card is not None:
                meta = card.data.to_dict()
                for k in ("license", "language", "task_categories", "pretty_name"):
                    if meta.get(k):
                        out[k] = meta[k]
        else:
            info = getattr(data, "info", None)
            if info is None and hasattr(data, "values"):
                first = next(iter(data.values()), None)
                info = getattr(first, "info", None)
            if info is not None and getattr(info, "license", None):
                out["license"] = info.license
    except Exception:  # noqa: BLE001 - the card is best effort: offline, no README, bad YAML
        return {k: v for k, v in out.items() if k == "source"}
    return out


def _load_card(path: Path):
    from huggingface_hub import DatasetCard

    return DatasetCard.load(path)
