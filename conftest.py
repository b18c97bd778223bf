pytest_plugins = ["docs_core.testing.plugin", "docs_ingest.testing.plugin"]
