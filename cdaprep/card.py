"""Dataset cards: the README.md of every folder output and every push to the Hugging Face Hub.

:func:`dataset_card` turns a run manifest (see :mod:`cdaprep.engines.local`) into a Hub dataset
card: YAML metadata (``configs`` with ``data_files`` per split in the Hub's Parquet layout,
``task_categories``, ``language``, ``license`` carried from the source when known, ``tags``),
then a body saying which pipeline ran (its config and seed), the rows in and out of every step
per split, the lexicons with their versions and checksums, and the methods to cite.

The card describes the *pushed* layout (``data/<split>-00000-of-00001.parquet``, see
:mod:`cdaprep.hub`). In a ``save_to_disk`` folder the same README.md sits next to
``dataset_dict.json``; :func:`datasets.load_from_disk` ignores it.

Examples
--------
>>> m = {"seed": 0, "config": {"version": 1, "seed": 0, "steps": [{"type": "reweigh"}]},
...      "splits": {"train": {"rows_in": 2, "rows_out": 2, "steps": []}}}
>>> card = dataset_card(m)
>>> card.startswith("---\\n") and "Kamiran" in card
True
"""

from __future__ import annotations

import json
from typing import Any

__all__ = [
    "dataset_card",
    "card_metadata",
    "CITATIONS",
    "LAYOUTS",
    "data_files",
    "parquet_data_files",
]

#: How a folder output stores its splits: ``parquet`` is the Hub's layout
#: (``data/<split>-*.parquet``: Ray folders, pushes to the Hub), ``arrow`` the layout of
#: ``Dataset.save_to_disk`` (``<split>/data-*.arrow``: folders of the local and hf engines).
LAYOUTS = ("parquet", "arrow")

#: Tags every cdaprep card carries.
BASE_TAGS = ("cdaprep", "counterfactual-data-augmentation", "fairness", "gender-bias")

#: Methods by key: (short name, full reference).
CITATIONS: dict[str, tuple[str, str]] = {
    "lu2020": (
        "Lu et al. 2020",
        "Kaiji Lu, Piotr Mardziel, Fangjing Wu, Preetam Amancharla and Anupam Datta. 2020. "
        "Gender Bias in Neural Natural Language Processing. In Logic, Language, and Security, "
        "LNCS 12300. https://arxiv.org/abs/1807.11714",
    ),
    "zhao2018": (
        "Zhao et al. 2018",
        "Jieyu Zhao, Tianlu Wang, Mark Yatskar, Vicente Ordonez and Kai-Wei Chang. 2018. Gender "
        "Bias in Coreference Resolution: Evaluation and Debiasing Methods. NAACL. "
        "https://aclanthology.org/N18-2003",
    ),
    "kamiran2012": (
        "Kamiran & Calders 2012",
        "Faisal Kamiran and Toon Calders. 2012. Data preprocessing techniques for classification "
        "without discrimination. Knowledge and Information Systems 33(1). "
        "https://doi.org/10.1007/s10115-011-0463-8",
    ),
    "chen2023": (
        "Chen, Ji & Evans 2023",
        "Hannah Chen, Yangfeng Ji and David Evans. 2023. Addressing Both Statistical and Causal "
        "Gender Fairness in NLP Models. https://arxiv.org/abs/2404.00463",
    ),
    "dearteaga2019": (
        "De-Arteaga et al. 2019",
        "Maria De-Arteaga, Alexey Romanov, Hanna Wallach, Jennifer Chayes, Christian Borgs, "
        "Alexandra Chouldechova, Sahin Geyik, Krishnaram Kenthapadi and Adam Tauman Kalai. 2019. "
        "Bias in Bios: A Case Study of Semantic Representation Bias in a High-Stakes Setting. "
        "FAccT. https://arxiv.org/abs/1901.09451",
    ),
    "orgad2022": (
        "Orgad et al. 2022",
        "Hadas Orgad, Seraphina Goldfarb-Tarrant and Yonatan Belinkov. 2022. How Gender Debiasing "
        "Affects Internal Model Representations, and Why It Matters. NAACL. "
        "https://aclanthology.org/2022.naacl-main.188",
    ),
    "ravfogel2020": (
        "Ravfogel et al. 2020",
        "Shauli Ravfogel, Yanai Elazar, Hila Gonen, Michael Twiton and Yoav Goldberg. 2020. Null "
        "It Out: Guarding Protected Attributes by Iterative Nullspace Projection. ACL. "
        "https://aclanthology.org/2020.acl-main.647",
    ),
    "borkan2019": (
        "Borkan et al. 2019",
        "Daniel Borkan, Lucas Dixon, Jeffrey Sorensen, Nithum Thain and Lucy Vasserman. 2019. "
        "Nuanced Metrics for Measuring Unintended Bias with Real Data for Text Classification. "
        "WWW Companion. https://arxiv.org/abs/1903.04561",
    ),
    "rudinger2018": (
        "Rudinger et al. 2018",
        "Rachel Rudinger, Jason Naradowsky, Brian Leonard and Benjamin Van Durme. 2018. Gender "
        "Bias in Coreference Resolution. NAACL. https://aclanthology.org/N18-2002",
    ),
}

# step type -> (role of the method, citation keys). Matched on the registered step name.
_CDA = ("counterfactual data augmentation", ("lu2020", "zhao2018"))
_RESAMPLE = ("resampling / reweighting", ("kamiran2012",))
_METHODS: dict[str, tuple[str, tuple[str, ...]]] = {
    "cda": _CDA,
    "pairs": ("counterfactual evaluation pairs", ("chen2023", "lu2020")),
    "swap": _CDA,
    "gender-swap": _CDA,
    "undersample": _RESAMPLE,
    "oversample": _RESAMPLE,
    "reweigh": _RESAMPLE,
    "scrub": ("scrubbing of gender words", ("dearteaga2019", "orgad2022")),
    "anonymize": ("scrubbing of names", ("dearteaga2019", "orgad2022")),
    "assign-gender": ("gender from explicit indicators", ("dearteaga2019", "chen2023")),
    "dataset-biasbios": ("Bias in Bios dataset", ("dearteaga2019", "ravfogel2020", "chen2023")),
    "dataset-jigsaw": ("Jigsaw / Civil Comments dataset", ("borkan2019", "chen2023")),
    "dataset-winobias": ("WinoBias dataset", ("zhao2018",)),
    "dataset-winogender": ("WinoGender dataset", ("rudinger2018",)),
}
_CDA_TYPES = {"cda", "swap", "gender-swap"}
_STAT_TYPES = {"undersample", "oversample", "reweigh"}


def parquet_data_files(split: str) -> str:
    """The ``data_files`` pattern of a split in the Hub's Parquet layout.

    Examples
    --------
    >>> parquet_data_files("train")
    'data/train-*'
    """
    return f"data/{split}-*"


def data_files(split: str, layout: str = "parquet") -> str:
    """The ``data_files`` pattern of a split in a folder of ``layout`` (:data:`LAYOUTS`), so
    that ``datasets.load_dataset(folder)`` finds the files the folder holds.

    Examples
    --------
    >>> data_files("train"), data_files("train", "arrow")
    ('data/train-*', 'train/data-*.arrow')
    """
    if layout == "arrow":
        return f"{split}/data-*.arrow"
    return parquet_data_files(split)


def _step_types(manifest: dict[str, Any]) -> list[str]:
    types: list[str] = []
    configs = [manifest.get("config") or {}]
    configs += [rep.get("config") or {} for rep in (manifest.get("splits") or {}).values()]
    for cfg in configs:
        for s in cfg.get("steps") or []:
            t = s.get("type") if isinstance(s, dict) else None
            if t and t not in types:
                types.append(t)
    return types


def _split_names(manifest: dict[str, Any]) -> list[str]:
    splits = manifest.get("splits") or {}
    names = [("train" if k == "data" else str(k)) for k in splits]
    return names or ["train"]


def _uses_label(manifest: dict[str, Any]) -> bool:
    configs = [manifest.get("config") or {}]
    configs += [rep.get("config") or {} for rep in (manifest.get("splits") or {}).values()]
    for cfg in configs:
        for s in cfg.get("steps") or []:
            if isinstance(s, dict) and (
                s.get("label_column") or str(s.get("type", "")).startswith("dataset-")
            ):
                return True
    return False


def card_metadata(manifest: dict[str, Any], layout: str = "parquet") -> dict[str, Any]:
    """The YAML metadata of the card of ``manifest`` (a dict ready for ``yaml.safe_dump``).

    The source's ``license``, ``language``, ``task_categories`` and ``pretty_name`` are taken
    from ``manifest["source_card"]`` when present (see :func:`cdaprep.hub.source_card_info`).

    Examples
    --------
    >>> meta = card_metadata({"splits": {"train": {}}, "source_card": {"license": "mit"}})
    >>> meta["license"], meta["configs"][0]["data_files"][0]["path"]
    ('mit', 'data/train-*')
    >>> two = {"train": {"columns": ["text", "y"]}, "counterfactual_eval": {"columns": ["text"]}}
    >>> [c["config_name"] for c in card_metadata({"splits": two})["configs"]]
    ['default', 'counterfactual_eval']
    """
    src = manifest.get("source_card") or {}
    meta: dict[str, Any] = {}
    lic = src.get("license")
    if lic:
        meta["license"] = lic
    lang = src.get("language") or ["en"]
    meta["language"] = [lang] if isinstance(lang, str) else list(lang)
    tasks = src.get("task_categories")
    if not tasks and _uses_label(manifest):
        tasks = ["text-classification"]
    if tasks:
        meta["task_categories"] = [tasks] if isinstance(tasks, str) else list(tasks)
    tags = list(BASE_TAGS)
    for t in src.get("tags") or []:
        if t not in tags:
            tags.append(str(t))
    meta["tags"] = tags
    if src.get("pretty_name"):
        meta["pretty_name"] = str(src["pretty_name"])
    meta["configs"] = _configs(manifest, layout)
    return meta


def _configs(manifest: dict[str, Any], layout: str) -> list[dict[str, Any]]:
    """One config per set of splits with the same columns (``datasets`` loads the splits of a
    config together, so they must share their features): ``default`` holds the first split's
    (``train``), every other set is named after its first split (``counterfactual_eval``)."""
    splits = manifest.get("splits") or {}
    names = _split_names(manifest)
    keys = [
        tuple(
            (splits.get("data" if n == "train" and "data" in splits else n) or {}).get("columns")
            or ()
        )
        for n in names
    ]
    groups: dict[tuple, list[str]] = {}
    for n, k in zip(names, keys):
        groups.setdefault(k if k else ("*",), []).append(n)
    if len(groups) > 1 and () in keys:  # a split without recorded columns: one config
        groups = {("*",): names}
    out = []
    for i, members in enumerate(groups.values()):
        out.append(
            {
                "config_name": "default" if i == 0 else members[0],
                "data_files": [{"split": s, "path": data_files(s, layout)} for s in members],
            }
        )
    return out


#: First names the card lists per swapping step, most often first.
CARD_NAMES = 30


def _names_swapped(splits: dict[str, Any]) -> list[str]:
    """The card's section on the first names each swapping step changed (``names_swapped`` of
    the manifest), the most frequent of each step; no section where none was."""
    rows = []
    for k, rep in splits.items():
        for st in rep.get("steps") or []:
            names = st.get("names_swapped") or {}
            if not names:
                continue
            top = list(names.items())[:CARD_NAMES]
            more = f" and {len(names) - len(top)} more" if len(names) > len(top) else ""
            rows.append(
                [
                    "train" if k == "data" else k,
                    f"`{st.get('key', '')}`",
                    sum(names.values()),
                    ", ".join(f"{n} ({c})" for n, c in top) + more,
                ]
            )
    if not rows:
        return []
    return [
        "## First names swapped",
        "",
        "Names that are a brand, a shop, a place or a pet in this data should be kept as written "
        "(`--never-swap`); the manifest lists every name (`names_swapped`).",
        "",
        _table(["split", "step", "edits", "names, most often first"], rows),
        "",
    ]


def _table(header: list[str], rows: list[list[Any]]) -> str:
    def cell(v: Any) -> str:
        return str(v).replace("|", "\\|").replace("\n", " ")

    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(out)


def _lexicon_version(name: str) -> str:
    """The version column of the card's lexicon table: a lexicon's ``version``; for ``rules``
    (one checksum of ``lexicons/rules/``) the version of each of its tables; for
    ``her_model`` its feature version and its score on the held-out books, from the model's
    own metadata. Only the headers are read (no table's rows, no model weights). Empty when
    the file is gone or holds none."""
    try:
        if name == "rules":
            from cdaprep.lexicon_files import lexicon_dir, read_table_meta

            tables = sorted((lexicon_dir() / "rules").glob("*.tsv"))
            return ", ".join(f"{p.stem} {read_table_meta(p).get('version', '?')}" for p in tables)
        if name == "her_model":
            from cdaprep.swap.disambiguator import read_model_meta

            meta = read_model_meta()
            score = float(meta["held_out_his_him_accuracy"])
            return f"features {meta['feature_version']}, held-out his/him {score:.2%}"
        from cdaprep.lexicon_files import read_lexicon

        return read_lexicon(name).meta.get("version", "") or ""
    except Exception:  # noqa: BLE001 - a user's lexicon path may be gone; the checksum stays
        return ""


def _methods(types: list[str]) -> list[str]:
    lines: list[str] = []
    seen: set[str] = set()
    keys: list[str] = []
    for t in types:
        role, cites = _METHODS.get(t, (None, ()))
        if role is None:
            continue
        names = ", ".join(CITATIONS[k][0] for k in cites)
        lines.append(f"* `{t}` ({role}): {names}")
        keys += [k for k in cites if k not in seen]
        seen.update(cites)
    if set(types) & _CDA_TYPES and set(types) & _STAT_TYPES:
        lines.append(f"* resampling or reweighting combined with CDA: {CITATIONS['chen2023'][0]}")
        if "chen2023" not in seen:
            keys.append("chen2023")
    if not lines:
        return []
    out = ["## Methods", "", *lines, "", "References:", ""]
    out += [f"* {CITATIONS[k][1]}" for k in keys]
    return out


def dataset_card(manifest: dict[str, Any], layout: str = "parquet") -> str:
    """README.md (Hub dataset card) describing the output of the run of ``manifest``.

    Parameters
    ----------
    manifest : dict
        A run manifest (``RunResult.manifest``), optionally with ``source_card``
        (``license``, ``language``, ``task_categories``, ``pretty_name``, ``source``) describing
        the input dataset.
    layout : {"parquet", "arrow"}
        The layout of the folder the card describes (:data:`LAYOUTS`).

    Returns
    -------
    str
        The card: YAML front matter then Markdown. It parses with
        :class:`huggingface_hub.DatasetCard`.

    Examples
    --------
    >>> from huggingface_hub import DatasetCard
    >>> card = DatasetCard(dataset_card({"seed": 3, "splits": {"train": {"steps": []}}}))
    >>> card.data.tags[:2]
    ['cdaprep', 'counterfactual-data-augmentation']
    """
    import yaml

    meta = card_metadata(manifest, layout)
    front = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=100)
    versions = manifest.get("versions") or {}
    src = manifest.get("source_card") or {}
    title = src.get("pretty_name") or "Dataset prepared with cdaprep"
    body: list[str] = [f"# {title}", ""]
    made = f"Made with cdaprep {versions.get('cdaprep', '')}".rstrip()
    if manifest.get("created"):
        made += f" on {manifest['created']}"
    made += f" (engine `{manifest.get('engine', 'local')}`)."
    body += [made, ""]
    source = src.get("source") or manifest.get("input")
    if source:
        line = f"Source: `{source}`"
        if src.get("license"):
            line += f" (license: {src['license']})"
        body += [line + ".", ""]
    if manifest.get("command"):
        body += ["Command:", "", "```", " ".join(map(str, manifest["command"])), "```", ""]

    splits = manifest.get("splits") or {}
    body += ["## Splits", ""]
    body.append(
        _table(
            ["split", "rows in", "rows out", "files"],
            [
                [
                    ("train" if k == "data" else k),
                    rep.get("rows_in", ""),
                    rep.get("rows_out", ""),
                    f"`{data_files('train' if k == 'data' else k, layout)}`",
                ]
                for k, rep in splits.items()
            ],
        )
    )
    body.append("")

    body += ["## Pipeline", "", f"Seed: `{manifest.get('seed')}`"]
    if manifest.get("config_hash"):
        body[-1] += f"; config hash: `{manifest['config_hash']}`"
    body += [
        "",
        "```json",
        json.dumps(manifest.get("config") or {}, indent=2, default=str),
        "```",
        "",
    ]
    for k, rep in splits.items():
        if rep.get("config") and rep["config"] != manifest.get("config"):
            body += [
                f"Split `{k}` was made by its own pipeline:",
                "",
                "```json",
                json.dumps(rep["config"], indent=2, default=str),
                "```",
                "",
            ]

    body += ["## Counts per step", ""]
    for k, rep in splits.items():
        rows = []
        for st in rep.get("steps") or []:
            counters = ", ".join(f"{c}: {v}" for c, v in (st.get("counters") or {}).items())
            rows.append(
                [
                    f"`{st.get('key', '')}`",
                    st.get("rows_in", ""),
                    st.get("rows_out", ""),
                    counters or "-",
                ]
            )
        body += [f"Split `{'train' if k == 'data' else k}`:", ""]
        body += [_table(["step", "rows in", "rows out", "counts"], rows) if rows else "(no steps)"]
        body.append("")

    body += _names_swapped(splits)
    lexicons = manifest.get("lexicons") or {}
    body += ["## Lexicons", ""]
    if lexicons:
        body.append(
            _table(
                ["lexicon", "version", "sha256"],
                [[n, _lexicon_version(n) or "-", f"`{c}`"] for n, c in sorted(lexicons.items())],
            )
        )
    else:
        body.append("No lexicon was used.")
    body.append("")
    body += _methods(_step_types(manifest))
    body += [
        "",
        "## Versions",
        "",
        _table(["package", "version"], [[k, v] for k, v in versions.items()])
        if versions
        else "(unknown)",
        "",
    ]
    return f"---\n{front}---\n\n" + "\n".join(body).rstrip() + "\n"
