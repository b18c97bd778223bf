"""Load test of the MCP server: Locust, headless, loopback only (spec/030-eval.md, EVAL-017).

``locustfile.py`` is run by Locust in a child process (gevent patches the process it runs in),
never imported here.
"""

from docs_eval.load.runner import LoadReport, LoadSettings, run_load

__all__ = ["LoadReport", "LoadSettings", "run_load"]
