"""Test material of the shared base, shipped in the package so every package's tests can use it.

Used by: every package's tests (the plugin); the tests of core, mcp_server and chat and
``docs_core.agent.bench`` (the fake model server).

- :mod:`docs_core.testing.plugin`: the pytest plugin with ``embedded_redis`` and ``redis_url``
  (imports pytest, so it is not imported here).
- :mod:`docs_core.testing.fake_openai`: ``FakeModelServer``, a scripted model server speaking the
  OpenAI and Anthropic protocols over real HTTP.
- :mod:`docs_core.testing.replication`: ``replicated_pair``, a primary and a ``--replicaof``
  replica of the embedded Redis (core's replica tests and ``bench/bench_replica.py``).

The sample index lives with the writer that publishes it: ``docs_ingest.testing``.
"""

from docs_core.testing.fake_openai import FakeModelServer, ScriptedCall, ScriptedTurn

__all__ = ["FakeModelServer", "ScriptedCall", "ScriptedTurn"]
