"""Glue between cdaprep and training libraries.

Nothing here imports the library it integrates with: :mod:`cdaprep.integrations.hf` builds
functions with the signatures Hugging Face ``transformers`` expects without importing
``transformers`` or ``torch``.
"""
