"""Subcommands of ``cdaprep``, one module each (discovered by :func:`cdaprep.cli.build_parser`)."""
