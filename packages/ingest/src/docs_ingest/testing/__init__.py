"""Test material of the writer, shipped in the package so every package's tests can use it.

- :mod:`docs_ingest.testing.sample`: the sample site (``sample_site/``, a small Hugo site) and
  ``publish_sample_index``, which publishes it through ``run_ingest``: there is one writer, even
  in tests.
- :mod:`docs_ingest.testing.fakes`: ``CountingHashEmbedder``, a deterministic stand-in embedder.
- :mod:`docs_ingest.testing.plugin`: the pytest plugin with the ``sample_index`` fixture (imports
  pytest, so it is not imported here).
"""

from docs_ingest.testing.fakes import CountingHashEmbedder
from docs_ingest.testing.sample import (
    INJECTION_PAGE,
    LONG_SECTION,
    SAMPLE_COMMIT,
    SAMPLE_QUERIES,
    SAMPLE_SITE,
    copy_sample_site,
    private_sample_redis,
    publish_sample_index,
)

__all__ = [
    "INJECTION_PAGE",
    "LONG_SECTION",
    "SAMPLE_COMMIT",
    "SAMPLE_QUERIES",
    "SAMPLE_SITE",
    "CountingHashEmbedder",
    "copy_sample_site",
    "private_sample_redis",
    "publish_sample_index",
]
