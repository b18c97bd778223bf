pytest_plugins = ["docs_core.testing"]
