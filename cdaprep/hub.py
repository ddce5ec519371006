"""Publishing to the Hugging Face Hub.

:func:`push_to_hub` writes every split as one Parquet file ``data/<split>-00000-of-00001.parquet``
plus the dataset card ``README.md`` (:mod:`cdaprep.card`) into a staging folder
(:func:`stage_repo`), then uploads that folder with :class:`huggingface_hub.HfApi`
(``create_repo`` + ``upload_folder``). Reading ``hf://OWNER/NAME`` is :mod:`cdaprep.io.hub`
(its names are re-exported here).

Local stand-in for the Hub: with ``repo_root=DIR`` (or the environment variable
``CDAPREP_HUB_LOCAL_ROOT``) a push writes the very same files into ``DIR/OWNER/NAME`` through
:class:`LocalHubApi`, an object with the two ``HfApi`` methods the push uses. Tests and
air-gapped machines use it; the code path is the one a real push takes.

Examples
--------
>>> parse_hub_uri("hf://LabHC/bias_in_bios")
'LabHC/bias_in_bios'
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
from cdaprep.io.hub import (
    HUB_PREFIX,
    LOCAL_ROOT_ENV,
    _local_root,
    check_repo_id,
    is_hub_uri,
    load_hub,
    parse_hub_uri,
    source_card_info,
)
from cdaprep.io.writers import staging_path

__all__ = [
    "HUB_PREFIX",
    "LOCAL_ROOT_ENV",
    "LocalHubApi",
    "check_repo_id",
    "is_hub_uri",
    "load_hub",
    "parse_hub_uri",
    "push_to_hub",
    "source_card_info",
    "stage_repo",
]


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


def _columns(obj: Any) -> list[str]:
    """The column names of a DataFrame or ``datasets.Dataset``."""
    names = getattr(obj, "column_names", None)
    return [str(c) for c in (names if names is not None else obj.columns)]


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
    folder. The card's ``configs`` put every split whose columns differ from the first split's
    in a config of its own, named after it (``datasets`` loads the splits of one config
    together), also for data not written by cdaprep: :func:`cdaprep.hub.load_hub` reads every
    split back, ``datasets.load_dataset(folder)`` the first split's config and
    ``datasets.load_dataset(folder, SPLIT)`` a split in a config of its own.

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
    if manifest is None:  # not a cdaprep output: the columns put differing splits in configs
        manifest = {
            "splits": {
                s: {"rows_in": n, "rows_out": n, "steps": [], "columns": _columns(tables[s])}
                for s, n in counts.items()
            }
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
        tmp = staging_path(target)
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
