"""``cdaprep run CONFIG``: run a pipeline described in a TOML or YAML file, or rerun the run a
``manifest.json`` records.

A config names ``input``, ``output``, ``steps`` and ``seed``, any option of the run
(:class:`~cdaprep.options.RunOptions`: ``engine``, ``batch_size``, ``num_proc``, ``id_column``,
``keep_row_id``, ``split``, ``output_format``, ``encoding``, ...) and optionally an evaluation
split::

    [eval]                      # the output (a folder) gets splits train + counterfactual_eval
    input = "data/bios_test.csv"  # or: split = "test" (a split of the input)
    steps = [{type = "assign-gender", text_column = "text"}, {type = "pairs", ...}]

Relative paths in a config file are relative to its folder; in a manifest (which records the
paths as they were given) relative to the current folder. ``--input``/``--output`` override
either.
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


def add_arguments(p) -> None:
    from cdaprep.cli.options import positive_int
    from cdaprep.options import ENGINES

    p.add_argument(
        "config", metavar="CONFIG", help="pipeline config (.toml, .yaml, .yml) or a manifest.json"
    )
    p.add_argument("-i", "--input", default=None, help="override the config's input")
    p.add_argument("-o", "--output", default=None, help="override the config's output")
    p.add_argument("--seed", type=int, default=None, help="override the config's seed")
    p.add_argument("--engine", choices=ENGINES, default=None, help="override the engine")
    p.add_argument("--ray-address", default=None, help="address of a running Ray cluster")
    p.add_argument("--batch-size", type=positive_int, default=None, help="rows per batch")
    p.add_argument("--num-proc", type=positive_int, default=None, help="worker processes")
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")
    p.add_argument("--quiet", action="store_true", help="no progress bar or summary")


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


def from_manifest(m: dict) -> dict:
    """The config of the run a manifest records (its pipeline, options and evaluation split)."""
    cfg = {k: m[k] for k in ("input", "output", "engine", "batch_size", "num_proc") if k in m}
    for k in ("id_column", "keep_row_id", "split", "output_format", "encoding"):
        if m.get(k) is not None:
            cfg[k] = m[k]
    cfg["steps"] = m["config"]["steps"]
    cfg["seed"] = m["config"].get("seed", m.get("seed", 0))
    for name, rep in (m.get("splits") or {}).items():
        if rep.get("config") and name != "train":  # a split made by another pipeline
            ev = {"name": name, "steps": rep["config"]["steps"]}
            src = str(m.get("eval_input", ""))
            if src.startswith("split "):
                ev["split"] = src[len("split ") :]
            else:
                ev["input"] = src
            cfg["eval"] = ev
    return cfg


def load_config(path: str) -> dict:
    """Read a TOML/YAML pipeline config, or a manifest, into a config dict."""
    import dataclasses
    from pathlib import Path

    from cdaprep.errors import UsageError
    from cdaprep.options import RunOptions

    p = Path(path)
    if not p.is_file():
        raise UsageError(f"config file {path!r} does not exist")
    cfg = _parse(p)
    if not isinstance(cfg, dict):
        raise UsageError(f"config {path!r} must be a mapping with 'input', 'output' and 'steps'")
    manifest = "versions" in cfg and isinstance(cfg.get("config"), dict)
    if manifest:
        cfg = from_manifest(cfg)
    known = _PIPELINE_KEYS | {f.name for f in dataclasses.fields(RunOptions)} - {"manifest_extra"}
    unknown = sorted(set(cfg) - known)
    if unknown:
        raise UsageError(f"config {path!r} has unknown keys {unknown}; known keys: {sorted(known)}")
    ev = cfg.get("eval")
    if ev is not None and (not isinstance(ev, dict) or set(ev) - _EVAL_KEYS or "steps" not in ev):
        raise UsageError(
            f"config {path!r}: 'eval' must be a table with 'steps' and 'input' or 'split' "
            f"(keys: {sorted(_EVAL_KEYS)})"
        )
    if not manifest:  # relative paths in a config file are relative to its folder
        for holder, k in ((cfg, "input"), (cfg, "output"), (ev or {}, "input")):
            v = holder.get(k)
            if isinstance(v, str) and "://" not in v and not Path(v).is_absolute():
                holder[k] = str(p.parent / v)
    return cfg


def _jobs(cfg: dict, pipeline, options):
    """The jobs of a config with an evaluation split (``None`` without one)."""
    from cdaprep.engines import Job
    from cdaprep.errors import UsageError
    from cdaprep.io.readers import open_source
    from cdaprep.pipeline import Pipeline

    ev = cfg.get("eval")
    if ev is None:
        return None
    evalp = Pipeline.from_config({"steps": ev["steps"], "seed": pipeline.seed})
    name = ev.get("name", "counterfactual_eval")
    if "split" in ev:
        src = open_source(cfg["input"], encoding=options.encoding)
        if not isinstance(src, dict) or ev["split"] not in src:
            raise UsageError(f"eval split {ev['split']!r}: the input has no such split")
        train = options.split or next(k for k in src if k != ev["split"])
        return [Job("train", pipeline, src[train]), Job(name, evalp, src[ev["split"]])]
    train = open_source(cfg["input"], split=options.split, encoding=options.encoding)
    if isinstance(train, dict):
        train = next(iter(train.values()))
    test = open_source(ev["input"], encoding=options.encoding)
    if isinstance(test, dict):
        test = next(iter(test.values()))
    return [Job("train", pipeline, train), Job(name, evalp, test)]


def _import_path(config: str) -> None:
    """Put the config file's folder on the import path, so a step named
    ``"module:Class"`` is found in a module next to the config (docs/steps.md)."""
    import sys
    from pathlib import Path

    folder = str(Path(config).resolve().parent)
    if folder not in sys.path:
        sys.path.insert(0, folder)


def run(args) -> int:
    import dataclasses
    import sys

    from cdaprep.cli.common import report_run
    from cdaprep.engines import execute
    from cdaprep.errors import UsageError
    from cdaprep.options import RunOptions
    from cdaprep.pipeline import Pipeline

    cfg = load_config(args.config)
    _import_path(args.config)
    for k in ("input", "output", "seed", "engine", "batch_size", "num_proc", "ray_address"):
        if getattr(args, k) is not None:
            cfg[k] = getattr(args, k)
    for k in ("input", "output"):
        if not cfg.get(k):
            raise UsageError(f"config {args.config!r} has no {k!r}; add it or pass --{k}")
    pipeline = Pipeline.from_config({"steps": cfg.get("steps"), "seed": cfg.get("seed", 0)})
    fields = {f.name for f in dataclasses.fields(RunOptions)}
    extra = {"command": ["cdaprep", *sys.argv[1:]], "config_file": str(args.config)}
    extra["input"] = str(cfg["input"])
    if cfg.get("eval"):
        extra["eval_input"] = cfg["eval"].get("input") or f"split {cfg['eval'].get('split')}"
    opts = {k: v for k, v in cfg.items() if k in fields}
    opts["overwrite"] = args.overwrite or bool(cfg.get("overwrite", False))
    options = RunOptions(**opts, progress=not args.quiet, manifest_extra=extra)
    result = execute(pipeline, cfg["input"], options, jobs=_jobs(cfg, pipeline, options))
    report_run(args, options, result)
    return 0
