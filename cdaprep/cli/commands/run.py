"""``cdaprep run CONFIG``: run a pipeline described in a TOML or YAML file."""

from __future__ import annotations

NAME = "run"
HELP = "run a pipeline from a TOML or YAML config (input, output, steps, seed, engine)"
EXAMPLE = "cdaprep run examples/pipeline.toml --overwrite"

_KEYS = {
    "input",
    "output",
    "steps",
    "seed",
    "engine",
    "batch_size",
    "num_proc",
    "id_column",
    "keep_row_id",
    "split",
    "output_format",
    "version",
    "overwrite",
    "ray_address",
}


def add_arguments(p) -> None:
    from cdaprep.cli.common import positive_int

    p.add_argument("config", metavar="CONFIG", help="pipeline config (.toml, .yaml or .yml)")
    p.add_argument("-i", "--input", default=None, help="override the config's input")
    p.add_argument("-o", "--output", default=None, help="override the config's output")
    p.add_argument("--seed", type=int, default=None, help="override the config's seed")
    p.add_argument(
        "--engine", choices=["local", "hf", "ray"], default=None, help="override the engine"
    )
    p.add_argument("--ray-address", default=None, help="address of a running Ray cluster")
    p.add_argument("--batch-size", type=positive_int, default=None, help="rows per batch")
    p.add_argument("--num-proc", type=positive_int, default=None, help="worker processes")
    p.add_argument("--overwrite", action="store_true", help="replace an existing output")
    p.add_argument("--quiet", action="store_true", help="no progress bar or summary")


def load_config(path: str) -> dict:
    """Read a TOML or YAML pipeline config into a dict."""
    from pathlib import Path

    from cdaprep.errors import UsageError

    p = Path(path)
    if not p.is_file():
        raise UsageError(f"config file {path!r} does not exist")
    text = p.read_text(encoding="utf-8")
    try:
        if p.suffix.lower() == ".toml":
            import tomllib

            cfg = tomllib.loads(text)
        elif p.suffix.lower() in (".yaml", ".yml"):
            import yaml

            cfg = yaml.safe_load(text)
        else:
            raise UsageError(f"config {path!r} must end in .toml, .yaml or .yml")
    except UsageError:
        raise
    except Exception as e:  # noqa: BLE001 - tomllib/yaml parse errors
        raise UsageError(f"cannot parse config {path!r}: {e}") from None
    if not isinstance(cfg, dict):
        raise UsageError(f"config {path!r} must be a mapping with 'input', 'output' and 'steps'")
    unknown = sorted(set(cfg) - _KEYS)
    if unknown:
        raise UsageError(f"config {path!r} has unknown keys {unknown}; known keys: {sorted(_KEYS)}")
    # Relative paths in a config are relative to the folder of the config file.
    for k in ("input", "output"):
        v = cfg.get(k)
        if isinstance(v, str) and "://" not in v and not Path(v).is_absolute():
            cfg[k] = str(p.parent / v)
    return cfg


def run(args) -> int:
    import argparse

    from cdaprep.cli.common import run_steps
    from cdaprep.errors import UsageError
    from cdaprep.pipeline import DEFAULT_BATCH_SIZE, Pipeline

    cfg = load_config(args.config)
    for k in ("input", "output", "seed", "engine", "batch_size", "num_proc", "ray_address"):
        if getattr(args, k) is not None:
            cfg[k] = getattr(args, k)
    for k in ("input", "output"):
        if not cfg.get(k):
            raise UsageError(f"config {args.config!r} has no {k!r}; add it or pass --{k}")
    pipeline = Pipeline.from_config({"steps": cfg.get("steps"), "seed": cfg.get("seed", 0)})
    ns = argparse.Namespace(
        input=cfg["input"],
        output=cfg["output"],
        seed=pipeline.seed,
        engine=cfg.get("engine", "local"),
        ray_address=cfg.get("ray_address"),
        batch_size=int(cfg.get("batch_size", DEFAULT_BATCH_SIZE)),
        num_proc=int(cfg.get("num_proc", 1)),
        id_column=cfg.get("id_column"),
        keep_row_id=bool(cfg.get("keep_row_id", False)),
        overwrite=args.overwrite or bool(cfg.get("overwrite", False)),
        quiet=args.quiet,
        split=cfg.get("split"),
        output_format=cfg.get("output_format"),
    )
    run_steps(ns, pipeline.steps, manifest_extra={"config_file": str(args.config)})
    return 0
