"""Dataset adapters: read and write DataFrames, CSV, JSONL, Parquet and Hugging Face datasets.

Files are read as streams of record batches (pyarrow), so a file larger than memory flows through
a pipeline in bounded memory. Batches are pandas DataFrames with pyarrow-backed dtypes
(``pd.ArrowDtype``), which keep integers with missing values, unicode and nested values exactly
as they were on the way in and out.

Examples
--------
>>> import pandas as pd
>>> from cdaprep.io import open_source
>>> src = open_source(pd.DataFrame({"text": ["a", "b", "c"]}))
>>> [len(b) for b in src.batches(batch_size=2)]
[2, 1]
"""

from cdaprep.io.readers import (
    FORMATS,
    Source,
    detect_format,
    open_source,
    read_frame,
)
from cdaprep.io.writers import Sink, open_sink, write_frame

__all__ = [
    "FORMATS",
    "Source",
    "Sink",
    "detect_format",
    "open_source",
    "open_sink",
    "read_frame",
    "write_frame",
]
