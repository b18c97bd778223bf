"""The shared read path: hybrid search, fetch and the agent's finer calls (spec/011-retrieval.md).

Used by: mcp_server (state, search and fetch tools), chat (app), eval (in-process adapter) and
core's agent.

```python
reader = await DocsReader.connect(url)
hits = await reader.search("BF.RESERVE")
doc = await reader.fetch(hits[0].id)
```
"""

from docs_core.retrieval.connection import ConnectionSettings
from docs_core.retrieval.fetching import MAX_FETCH_CHARS
from docs_core.retrieval.reader import DEFAULT_LIMIT, MAX_LIMIT, DocsReader
from docs_core.retrieval.tuning import SearchTuning

__all__ = [
    "DEFAULT_LIMIT",
    "MAX_FETCH_CHARS",
    "MAX_LIMIT",
    "ConnectionSettings",
    "DocsReader",
    "SearchTuning",
]
