"""Hugging Face Hub input and output.

* Input: ``hf://OWNER/NAME`` (optionally ``hf://datasets/OWNER/NAME``) is loaded with
  :func:`datasets.load_dataset`, with a ``config`` (subset), a ``split`` and ``streaming``
  (an :class:`datasets.IterableDataset`, read batch by batch).
* Output: :func:`push_to_hub` writes every split as one Parquet file
  ``data/<split>-00000-of-00001.parquet`` plus the dataset card ``README.md``
  (:mod:`cdaprep.card`) into a staging folder (:func:`stage_repo`), then uploads that folder with
  :class:`huggingface_hub.HfApi` (``create_repo`` + ``upload_folder``).

Local stand-in for the Hub: with ``repo_root=DIR`` (or the environment variable
``CDAPREP_HUB_LOCAL_ROOT``), ``hf://OWNER/NAME`` is read from ``DIR/OWNER/NAME`` and a push
writes the very same files into ``DIR/OWNER/NAME`` through :class:`LocalHubApi`, an object with
the two ``HfApi`` methods the push uses. Tests and air-gapped machines use it; the code path is
the one a real push takes.

Examples
--------
>>> parse_hub_uri("hf://LabHC/bias_in_bios")
'LabHC/bias_in_bios'
>>> is_hub_uri("data/bios.csv")
False
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import uuid
from pathlib import Path
from typing import Any

from cdaprep.errors import DataError, UsageError

__all__ = [
    "HUB_PREFIX",
    "LOCAL_ROOT_ENV",
    "LocalHubApi",
    "is_hub_uri",
    "load_hub",
    "open_hub_source",
    "parse_hub_uri",
    "push_to_hub",
    "source_card_info",
    "stage_repo",
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
        One split; ``None`` keeps every split (a ``DatasetDict``).
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
    try:
        return hfd.load_dataset(
            path,
            name=config,
            split=split,
            streaming=streaming,
            revision=revision,
            token=token,
            cache_dir=cache_dir,
        )
    except (FileNotFoundError, ValueError) as e:
        raise DataError(
            f"cannot load {uri!r}{f' (config {config!r})' if config else ''}"
            f"{f' split {split!r}' if split else ''} with datasets.load_dataset: {e}. "
            "Check the name, --config and --split, and that the Hub is reachable (or set "
            f"{LOCAL_ROOT_ENV} to a local copy)"
        ) from None
    except Exception as e:  # noqa: BLE001 - network and hub errors come in many types
        raise DataError(
            f"cannot load {uri!r} from the Hugging Face Hub: {type(e).__name__}: {e}. "
            "Check your network and token (HF_TOKEN), or point "
            f"{LOCAL_ROOT_ENV} at a local copy"
        ) from None


def open_hub_source(
    uri: str,
    *,
    config: str | None = None,
    split: str | None = None,
    streaming: bool = False,
    **kwargs,
):
    """:func:`load_hub` as a :class:`cdaprep.io.Source` (or ``{split: Source}``)."""
    from cdaprep.io.readers import open_source

    ds = load_hub(uri, config=config, split=split, streaming=streaming, **kwargs)
    return open_source(ds)


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


# -- output ------------------------------------------------------------------------------------


def _split_tables(data: Any) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """``{split: pyarrow.Table-like source}`` and the manifest of ``data`` (if it has one)."""
    import pandas as pd

    manifest = None
    if isinstance(data, str | os.PathLike):
        p = Path(data)
        if not p.exists():
            raise UsageError(f"cannot push {str(p)!r}: it does not exist")
        if p.is_dir():
            if (p / "manifest.json").is_file():
                manifest = json.loads((p / "manifest.json").read_text(encoding="utf-8"))
            import datasets as hfd

            if (p / "dataset_dict.json").is_file() or (p / "state.json").is_file():
                obj = hfd.load_from_disk(str(p))
            else:
                obj = hfd.load_dataset(str(p))
            return _split_tables(obj)[0], manifest
        mp = p.with_name(p.name + ".manifest.json")
        if mp.is_file():
            manifest = json.loads(mp.read_text(encoding="utf-8"))
        from cdaprep.io.readers import read_frame

        return {"train": read_frame(p)}, manifest
    if isinstance(data, pd.DataFrame):
        return {"train": data}, None
    if isinstance(data, dict):
        return dict(data), None
    try:
        import datasets as hfd
    except ImportError:  # pragma: no cover
        hfd = None
    if hfd is not None:
        if isinstance(data, hfd.DatasetDict):
            return dict(data.items()), None
        if isinstance(data, hfd.Dataset):
            return {"train": data}, None
    raise UsageError(
        f"cannot push an object of type {type(data).__name__}; pass an output folder, a file, "
        "a DataFrame, a dict of split -> DataFrame, or a datasets Dataset/DatasetDict"
    )


def _write_parquet(obj: Any, path: Path) -> int:
    import pandas as pd
    import pyarrow.parquet as pq

    from cdaprep.io.writers import frame_to_arrow

    if isinstance(obj, pd.DataFrame):
        table = frame_to_arrow(obj)
    else:  # datasets.Dataset
        table = obj.with_format("arrow")[:]
        if len(obj) == 0:
            table = obj.features.arrow_schema.empty_table()
    pq.write_table(table, path)
    return table.num_rows


def stage_repo(
    data: Any,
    folder: str | os.PathLike,
    *,
    card: str | None = None,
    manifest: dict[str, Any] | None = None,
) -> Path:
    """Write the files of a Hub dataset repository into ``folder``.

    ``data/<split>-00000-of-00001.parquet`` for every split, ``README.md`` (the dataset card)
    and ``manifest.json`` when a manifest is known. :func:`push_to_hub` uploads exactly this
    folder; ``datasets.load_dataset(folder)`` loads it back with its splits.

    Parameters
    ----------
    data : path, DataFrame, dict of DataFrames, datasets.Dataset or DatasetDict
        A cdaprep output (folder or file, whose manifest makes the card), or in-memory data.
    folder : path
        Target folder (created; must not hold other files).
    card : str, optional
        The README.md text; default: :func:`cdaprep.card.dataset_card` of the manifest.
    manifest : dict, optional
        Overrides the manifest found beside ``data``.

    Returns
    -------
    pathlib.Path
        ``folder``.

    Examples
    --------
    >>> import pandas as pd, tempfile, os
    >>> target = os.path.join(tempfile.mkdtemp(), "r")
    >>> d = stage_repo({"train": pd.DataFrame({"text": ["a"]})}, target)
    >>> sorted(p.name for p in d.rglob("*") if p.is_file())
    ['README.md', 'train-00000-of-00001.parquet']
    """
    from cdaprep.card import dataset_card

    tables, found = _split_tables(data)
    manifest = manifest if manifest is not None else found
    folder = Path(folder)
    (folder / "data").mkdir(parents=True, exist_ok=True)
    counts = {}
    for split, obj in tables.items():
        counts[split] = _write_parquet(obj, folder / "data" / f"{split}-00000-of-00001.parquet")
    if manifest is None:
        manifest = {
            "splits": {s: {"rows_in": n, "rows_out": n, "steps": []} for s, n in counts.items()}
        }
    if card is None:
        card = dataset_card(manifest)
    (folder / "README.md").write_text(card, encoding="utf-8")
    if found is not None or manifest.get("config"):
        (folder / "manifest.json").write_text(
            json.dumps(manifest, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8"
        )
    return folder


class LocalHubApi:
    """The two :class:`huggingface_hub.HfApi` methods a push uses, writing into a local folder
    that stands in for the Hub: repository ``OWNER/NAME`` is ``root/OWNER/NAME``.

    ``upload_folder`` replaces the repository's files atomically (staged copy, then rename), as
    a commit replaces them on the Hub.

    Examples
    --------
    >>> import tempfile
    >>> api = LocalHubApi(tempfile.mkdtemp())
    >>> api.create_repo("me/x", repo_type="dataset", exist_ok=True).endswith("me/x")
    True
    """

    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)

    def create_repo(
        self,
        repo_id: str,
        *,
        repo_type: str | None = None,
        private: bool | None = None,
        exist_ok: bool = False,
        token: str | None = None,
    ) -> str:
        path = self.root / repo_id
        if path.exists() and not exist_ok:
            raise UsageError(f"repository {repo_id!r} already exists in {str(self.root)!r}")
        path.mkdir(parents=True, exist_ok=True)
        if private is not None:
            (path / ".private").write_text("true\n" if private else "false\n")
        return str(path)

    def upload_folder(
        self,
        *,
        repo_id: str,
        folder_path: str | os.PathLike,
        repo_type: str | None = None,
        commit_message: str | None = None,
        token: str | None = None,
        revision: str | None = None,
        delete_patterns: list[str] | str | None = None,
        **_: Any,
    ) -> str:
        target = self.root / repo_id
        if not target.is_dir():
            raise UsageError(f"repository {repo_id!r} does not exist; create it first")
        tmp = target.with_name(f".{target.name}.tmp-{uuid.uuid4().hex[:8]}")
        shutil.copytree(target, tmp)
        if delete_patterns:
            pats = [delete_patterns] if isinstance(delete_patterns, str) else delete_patterns
            for pat in pats:
                for f in list(tmp.glob(pat)):
                    if f.is_file():
                        f.unlink()
        shutil.copytree(folder_path, tmp, dirs_exist_ok=True)
        old = target.with_name(f".{target.name}.old-{uuid.uuid4().hex[:8]}")
        target.rename(old)
        tmp.rename(target)
        shutil.rmtree(old, ignore_errors=True)
        return str(target)


def push_to_hub(
    data: Any,
    repo_id: str,
    *,
    private: bool = False,
    token: str | None = None,
    commit_message: str | None = None,
    revision: str | None = None,
    card: str | None = None,
    manifest: dict[str, Any] | None = None,
    repo_root: str | os.PathLike | None = None,
    api: Any = None,
) -> str:
    """Push ``data`` to the Hub dataset repository ``repo_id`` as Parquet plus a dataset card.

    Parameters
    ----------
    data : path, DataFrame, dict of DataFrames, datasets.Dataset or DatasetDict
        Usually a cdaprep folder output: its splits are pushed and its manifest makes the card.
    repo_id : str
        ``OWNER/NAME`` (``hf://OWNER/NAME`` accepted).
    private : bool, default False
        Create the repository as private (an existing repository keeps its visibility).
    token : str, optional
        Hub token (default: the logged-in token or ``HF_TOKEN``).
    commit_message, revision
        Passed to ``upload_folder``.
    card, manifest
        See :func:`stage_repo`.
    repo_root : path, optional
        Push into this local folder standing in for the Hub (default:
        ``$CDAPREP_HUB_LOCAL_ROOT`` when set) through :class:`LocalHubApi`.
    api : object, optional
        An ``HfApi``-like object (``create_repo``, ``upload_folder``); default ``HfApi(token=)``.

    Returns
    -------
    str
        Where the files went (the repository URL, or the local folder).

    Examples
    --------
    >>> import pandas as pd, tempfile
    >>> root = tempfile.mkdtemp()
    >>> push_to_hub(pd.DataFrame({"text": ["a"]}), "me/demo", repo_root=root).endswith("me/demo")
    True
    """
    repo_id = check_repo_id(repo_id)
    if api is None:
        root = _local_root(repo_root)
        if root is not None:
            api = LocalHubApi(root)
        else:
            try:
                from huggingface_hub import HfApi
            except ImportError:  # pragma: no cover - a dependency of datasets
                from cdaprep.errors import missing_extra

                raise missing_extra("--push-to-hub", "hub", "huggingface_hub") from None
            api = HfApi(token=token)
    staging = Path(tempfile.mkdtemp(prefix="cdaprep-push-"))
    try:
        stage_repo(data, staging / "repo", card=card, manifest=manifest)
        try:
            api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
            result = api.upload_folder(
                repo_id=repo_id,
                folder_path=str(staging / "repo"),
                repo_type="dataset",
                commit_message=commit_message or "Upload dataset prepared with cdaprep",
                revision=revision,
                delete_patterns=["data/*"],
            )
        except UsageError:
            raise
        except Exception as e:  # noqa: BLE001 - hub/network errors come in many types
            raise DataError(
                f"cannot push to {repo_id!r}: {type(e).__name__}: {e}. Log in with "
                "'hf auth login' or set HF_TOKEN, and check the network"
            ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return str(getattr(result, "commit_url", None) or result)
