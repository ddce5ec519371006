"""``cdaprep run CONFIG``: run a pipeline described in a TOML or YAML file, or rerun the run a
``manifest.json`` records.

A config names ``input``, ``output``, ``steps`` and ``seed``, any option of the run
(:class:`~cdaprep.options.RunOptions`: ``engine``, ``batch_size``, ``num_proc``, ``id_column``,
``keep_row_id``, ``split``, ``output_format``, ``encoding``, ...) and optionally an evaluation
split::

    [eval]                      # the output (a folder) gets splits train + counterfactual_eval
    input = "data/bios_test.csv"  # or: split = "test" (a split of the input)
    steps = [{type = "assign-gender", text_column = "text"}, {type = "pairs", ...}]

The splits of a ``DatasetDict`` input are taken as by ``augment --eval`` / ``--eval-split``
(:mod:`cdaprep.cli.splits`): the training split is the config's ``split``, else the split
named ``train``, else the only split besides the evaluation split; ``[eval] split`` with
``[eval] input`` chooses the split of that input (default: its split named ``test``, else its
only split). A choice the rules cannot make is an error listing the splits. The manifest
records the splits taken (``train_split``, ``eval_split``), and a rerun takes them again.

Relative paths in a config file are relative to its folder; in a manifest (which records the
paths as they were given) relative to the folder the recorded run was started in (its
``working_dir``; a manifest without one: the current folder), so a rerun reads what the run
read from wherever it is started. So are the files the steps name (a lexicon, a never-swap
list, a pronoun set, scrub's extra words: a step's ``path_params``), when they name a file
there; else they are read from the current folder, as before. ``--input``/``--output``
override either (relative to the current folder). The folders a run put on the import path
for steps of one's own (``import_path``, the config file's folder) are put there again on a
rerun.
"""

from __future__ import annotations

NAME = "run"
HELP = (
    "run a pipeline from a TOML or YAML config (input, output, steps, seed, engine, eval), "
    "or rerun a manifest.json"
)
EXAMPLE = "cdaprep run examples/pipeline.toml --overwrite"

#: Keys of a config besides the fields of RunOptions.
_PIPELINE_KEYS = {"input", "steps", "seed", "version", "eval"}
_EVAL_KEYS = {"input", "split", "steps", "name"}
#: What a manifest of a run on an in-memory object records as its input.
_IN_MEMORY_TYPES = {"DataFrame", "Dataset", "DatasetDict", "IterableDataset", "dict"}


def add_arguments(p) -> None:
    from cdaprep.cli.options import positive_int, user_path
    from cdaprep.options import ENGINES

    p.add_argument(
        "config",
        metavar="CONFIG",
        type=user_path,
        help="pipeline config (.toml, .yaml, .yml) or a manifest.json",
    )
    p.add_argument("-i", "--input", type=user_path, help="override the config's input")
    p.add_argument("-o", "--output", type=user_path, help="override the config's output")
    p.add_argument("--seed", type=int, default=None, help="override the config's seed")
    p.add_argument("--engine", choices=ENGINES, default=None, help="override the engine")
    p.add_argument(
        "--ray-address",
        default=None,
        help="override the config's Ray cluster: HOST:PORT of its head node, ray://HOST:PORT "
        "or auto (an address that does not answer within 30 s is an error)",
    )
    p.add_argument("--batch-size", type=positive_int, default=None, help="rows per batch")
    p.add_argument("--num-proc", type=positive_int, default=None, help="worker processes")
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")
    p.add_argument(
        "--quiet", action="store_true", help="no progress bar or summary (warnings still print)"
    )


def _parse(path) -> dict:
    import json

    from cdaprep.errors import UsageError

    text = path.read_text(encoding="utf-8")
    suffix = path.suffix.lower()
    try:
        if suffix == ".toml":
            import tomllib

            return tomllib.loads(text)
        if suffix in (".yaml", ".yml"):
            import yaml

            return yaml.safe_load(text)
        if suffix == ".json":
            return json.loads(text)
    except Exception as e:  # noqa: BLE001 - tomllib/yaml/json parse errors
        raise UsageError(f"cannot parse config {str(path)!r}: {e}") from None
    raise UsageError(f"config {str(path)!r} must end in .toml, .yaml, .yml or .json (a manifest)")


def _resolve(value, base):
    """``value`` joined to the folder ``base`` when it is a relative local path."""
    from pathlib import Path

    if isinstance(value, str) and value and "://" not in value and not Path(value).is_absolute():
        return str(Path(base) / value)
    return value


def from_manifest(m: dict) -> dict:
    """The config of the run a manifest records (its pipeline, options and evaluation split).

    Relative paths are joined to the manifest's ``working_dir`` (where the run was started);
    a manifest without one (an older cdaprep) leaves them relative to the current folder.
    """
    cfg = {k: m[k] for k in ("input", "output", "engine", "batch_size", "num_proc") if k in m}
    base = m.get("working_dir")
    for k in ("id_column", "keep_row_id", "split", "output_format", "encoding"):
        if m.get(k) is not None:
            cfg[k] = m[k]
    hub = m.get("hub") or {}  # the subset and streaming of a Hub input
    if hub.get("config"):
        cfg["hub_config"] = hub["config"]
    if hub.get("streaming"):
        cfg["streaming"] = True
    cfg["steps"] = m["config"]["steps"]
    cfg["seed"] = m["config"].get("seed", m.get("seed", 0))
    for name, rep in (m.get("splits") or {}).items():
        if rep.get("config") and name != "train":  # a split made by another pipeline
            ev = {"name": name, "steps": rep["config"]["steps"]}
            src = str(m.get("eval_input", ""))
            if src.startswith("split "):
                ev["split"] = src[len("split ") :]
            else:
                ev["input"] = _resolve(src, base) if base else src
            cfg["eval"] = ev
    if base:
        for k in ("output",) if m.get("input_in_memory") else ("input", "output"):
            cfg[k] = _resolve(cfg.get(k), base)
    return cfg


def load_config(path: str) -> dict:
    """Read a TOML/YAML pipeline config, or a manifest, into a config dict."""
    import dataclasses
    import os
    from pathlib import Path

    from cdaprep.errors import UsageError
    from cdaprep.options import RunOptions

    p = Path(path)
    if not p.is_file():
        raise UsageError(f"config file {path!r} does not exist")
    cfg = _parse(p)
    if not isinstance(cfg, dict):
        raise UsageError(f"config {path!r} must be a mapping with 'input', 'output' and 'steps'")
    manifest = _is_manifest(cfg)
    if manifest:
        cfg = from_manifest(cfg)
    known = _PIPELINE_KEYS | {f.name for f in dataclasses.fields(RunOptions)} - {"manifest_extra"}
    unknown = sorted(set(cfg) - known)
    if unknown:
        raise UsageError(f"config {path!r} has unknown keys {unknown}; known keys: {sorted(known)}")
    ev = cfg.get("eval")
    if ev is not None and (
        not isinstance(ev, dict)
        or set(ev) - _EVAL_KEYS
        or "steps" not in ev
        or not ({"input", "split"} & set(ev))
    ):
        raise UsageError(
            f"config {path!r}: 'eval' must be a table with 'steps' and 'input' or 'split' "
            f"(keys: {sorted(_EVAL_KEYS)})"
        )
    if not manifest:  # relative paths in a config file are relative to its folder
        for holder, k in ((cfg, "input"), (cfg, "output"), (ev or {}, "input")):
            v = holder.get(k)
            if isinstance(v, str) and "://" not in v:
                v = os.path.expanduser(v)  # ~/data.csv: the home folder's, as in a shell
                holder[k] = v if Path(v).is_absolute() else str(p.parent / v)
    return cfg


def _jobs(cfg: dict, pipeline, options, recorded: dict, config: str, base: str | None):
    """The jobs of a config with an evaluation split (``None`` without one), and the splits
    they take (``train_split``, ``eval_split``: ``None`` for an input that is one table).

    The splits of a ``DatasetDict`` input follow the rules of ``augment --eval`` /
    ``--eval-split`` (:mod:`cdaprep.cli.splits`); the splits a manifest records (``recorded``,
    of its run) are taken as they are. ``base``: the folder the steps' files are read from
    (:func:`_step_base`)."""
    from cdaprep.cli.splits import (
        CONFIG,
        eval_split_of,
        input_eval_split,
        no_eval_split,
        split_list,
        train_split,
    )
    from cdaprep.engines import Job
    from cdaprep.engines.core import scheme_options
    from cdaprep.errors import UsageError
    from cdaprep.io.readers import open_source
    from cdaprep.pipeline import Pipeline

    ev = cfg.get("eval")
    if ev is None:
        return None, {}
    evalp = Pipeline.from_config({"steps": ev["steps"], "seed": pipeline.seed}, base=base)
    name = ev.get("name", "counterfactual_eval")
    hub = scheme_options(cfg["input"], options)  # the subset of a Hub input

    def take(src: dict, key: str, where, rule) -> str:
        """The split a manifest recorded under ``key``, else the one ``rule()`` picks."""
        if recorded.get(key) is None:
            return rule()
        if recorded[key] not in src:
            train = key == "train_split"
            raise UsageError(
                f"manifest {config!r}: its run took the {'training' if train else 'evaluation'} "
                f"set from split {recorded[key]!r} of {str(where)!r} ({key}), which has no such "
                f"split now (splits: {split_list(src)}); "
                + (
                    "pass an input with that split with -i FILE"
                    if train
                    else "restore that split, or write a config whose [eval] table names the "
                    "evaluation set"
                )
            )
        return recorded[key]

    if "input" not in ev:  # a split of the input is the evaluation set
        src = open_source(cfg["input"], encoding=options.encoding, scheme_options=hub)
        test_name = input_eval_split(src, ev["split"], CONFIG)
        train_name = take(
            src,
            "train_split",
            cfg["input"],
            lambda: train_split(src, options.split, test_name, CONFIG),
        )
        jobs = [Job("train", pipeline, src[train_name]), Job(name, evalp, src[test_name])]
        return jobs, {"train_split": train_name, "eval_split": test_name}
    train = open_source(
        cfg["input"], split=options.split, encoding=options.encoding, scheme_options=hub
    )
    train_name = options.split
    if isinstance(train, dict):
        src = train
        train_name = take(
            src, "train_split", cfg["input"], lambda: train_split(src, options.split, None, CONFIG)
        )
        train = src[train_name]
    test = open_source(ev["input"], encoding=options.encoding)
    test_name = None
    if isinstance(test, dict):
        dd = test
        test_name = take(
            dd,
            "eval_split",
            ev["input"],
            lambda: eval_split_of(dd, ev.get("split"), ev["input"], CONFIG),
        )
        test = dd[test_name]
    else:
        no_eval_split(ev.get("split"), ev["input"], CONFIG)
    jobs = [Job("train", pipeline, train), Job(name, evalp, test)]
    return jobs, {"train_split": train_name, "eval_split": test_name}


def _import_path(config: str, raw: dict) -> list[str]:
    """Put the config file's folder on the import path, so a step named ``"module:Class"`` is
    found in a module next to the config (docs/steps.md); for a manifest, the folders its run
    put there (``import_path``; an older manifest: the folder of its ``config_file``, read from
    its ``working_dir``). Returns the folders, absolute, for the manifest of this run."""
    import sys
    from pathlib import Path

    folders = [str(Path(config).resolve().parent)]
    if _is_manifest(raw):
        recorded = raw.get("import_path")
        if recorded is None and raw.get("config_file"):
            cf = Path(_resolve(str(raw["config_file"]), raw.get("working_dir") or "."))
            recorded = [str(cf.resolve().parent)]
        folders = [*(recorded or []), *folders]
    out: list[str] = []
    for folder in folders:
        if folder not in out:
            out.append(folder)
    for folder in reversed(out):
        if folder not in sys.path:
            sys.path.insert(0, folder)
    return out


def _step_base(config: str, raw: dict) -> str | None:
    """The folder the files the steps name (a lexicon, a never-swap list, a pronoun set,
    scrub's extra words: :attr:`~cdaprep.steps.Step.path_params`) are read from when they
    are relative and name a file there: a config file's folder; a manifest's ``working_dir``
    (the folder its run read them from), so a rerun reads them from any folder. ``None`` (the
    current folder) for a manifest without one."""
    from pathlib import Path

    if _is_manifest(raw):
        return raw.get("working_dir")
    return str(Path(config).parent)


def _is_manifest(cfg) -> bool:
    return isinstance(cfg, dict) and "versions" in cfg and isinstance(cfg.get("config"), dict)


def _check_manifest_input(config: str, raw: dict, cfg: dict) -> None:
    """A usage error naming where a manifest's input was looked for, and ``-i``, when it is
    not there (or was an in-memory object, which no rerun can read)."""
    from pathlib import Path

    from cdaprep.errors import UsageError
    from cdaprep.io.readers import scheme_loader

    src = raw.get("input")
    value = cfg.get("input")
    # the command line loads a Hub input (hf://OWNER/NAME) itself: it is read again by name
    in_memory = scheme_loader(src) is None and (
        raw.get("input_in_memory")
        or (src in _IN_MEMORY_TYPES and not Path(str(value)).exists())  # an older manifest
    )
    if in_memory:
        raise UsageError(
            f"manifest {config!r}: its run read an in-memory {src} (the Python API), not a "
            "file, so there is nothing to reread; save the data to a file and pass it with "
            "-i FILE"
        )
    if not isinstance(value, str) or "://" in value or Path(value).exists():
        return
    where = raw.get("working_dir") or "the current folder"
    raise UsageError(
        f"manifest {config!r}: input {src!r} does not exist (looked for "
        f"{str(Path(value).resolve())!r}, relative to {where}, where the run was started); "
        "pass the input with -i FILE"
    )


def run(args) -> int:
    import dataclasses
    import sys
    from pathlib import Path

    from cdaprep.cli.common import report_run
    from cdaprep.engines import execute
    from cdaprep.errors import UsageError
    from cdaprep.options import RunOptions
    from cdaprep.pipeline import Pipeline

    cfg = load_config(args.config)
    raw = _parse(Path(args.config))
    import_path = _import_path(args.config, raw)
    if _is_manifest(raw) and raw.get("not_rerunnable"):
        raise UsageError(
            f"manifest {args.config!r} cannot be rerun: "
            f"{'; '.join(map(str, raw['not_rerunnable']))}"
        )
    if _is_manifest(raw) and args.input is None:
        _check_manifest_input(args.config, raw, cfg)
    for k in ("input", "output", "seed", "engine", "batch_size", "num_proc", "ray_address"):
        if getattr(args, k) is not None:
            cfg[k] = getattr(args, k)
    for k in ("input", "output"):
        if not cfg.get(k):
            raise UsageError(f"config {args.config!r} has no {k!r}; add it or pass --{k}")
    base = _step_base(args.config, raw)
    pipeline = Pipeline.from_config(
        {"steps": cfg.get("steps"), "seed": cfg.get("seed", 0)}, base=base
    )
    fields = {f.name for f in dataclasses.fields(RunOptions)}
    extra = {"command": ["cdaprep", *sys.argv[1:]], "config_file": str(args.config)}
    extra["import_path"] = import_path
    extra["input"] = str(cfg["input"])
    if cfg.get("eval"):
        extra["eval_input"] = cfg["eval"].get("input") or f"split {cfg['eval'].get('split')}"
    opts = {k: v for k, v in cfg.items() if k in fields}
    opts["overwrite"] = args.overwrite or bool(cfg.get("overwrite", False))
    options = RunOptions(**opts, progress=not args.quiet, manifest_extra=extra)
    # a rerun takes the splits its manifest records; a config follows the rules of augment
    recorded = {k: raw.get(k) for k in ("train_split", "eval_split")} if _is_manifest(raw) else {}
    jobs, taken = _jobs(cfg, pipeline, options, recorded, args.config, base)
    if taken:  # the splits taken, for a rerun of this run's manifest
        options = options.replace(manifest_extra={**extra, **taken})
    result = execute(pipeline, cfg["input"], options, jobs=jobs)
    report_run(args, options, result)
    return 0
