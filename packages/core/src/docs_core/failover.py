"""Reader connections: one async Redis for one endpoint, a ``MultiDBClient`` for several.

Used by: core's connect (so the mcp_server's and the chat's readers) and mcp_server (app: the
rate limiter's client).

redis-py's defaults for ``MultiDBClient`` (1000 failures before the circuit opens, health checks
every 5 s, 12 s between failover attempts) suit a write-heavy app that must not flap; a docs
server answers read-only queries that any replica can serve, so it fails over on the first few
failures and falls back to the preferred endpoint once it is healthy again
(spec/040-public-service.md, PUB-020..PUB-023).

Only ``execute_command``, ``ft().search`` and ``pipeline()`` without arguments work through a
``MultiDBClient``: RedisVL's ``load``/``batch_query`` call ``pipeline(transaction=False)``, which
it refuses, so readers must not use them.
"""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from redis.asyncio import BlockingConnectionPool, Redis
from redis.asyncio.multidb.client import MultiDBClient
from redis.asyncio.multidb.config import DatabaseConfig, InitialHealthCheck, MultiDbConfig
from redis.asyncio.multidb.event import AsyncActiveDatabaseChanged
from redis.asyncio.multidb.healthcheck import HealthCheck, HealthyMajorityPolicy, PingHealthCheck
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialBackoff
from redis.commands import AsyncCoreCommands, AsyncRedisModuleCommands
from redis.event import AsyncEventListenerInterface, EventDispatcher

from docs_core.replicas import ReplicationCheck
from docs_core.retrieval.connection import bounded_pool

__all__ = [
    "FailoverListener",
    "FailoverPolicy",
    "ReaderClient",
    "active_endpoint",
    "connect_reader_client",
    "endpoint_label",
]

ReaderClient = Redis | MultiDBClient
FailoverListener = Callable[[str, str], None]
"""Called with (from_label, to_label), labels like ``db0``; never a URL (it may hold a password)."""


@dataclass(frozen=True)
class FailoverPolicy:
    """Timeouts and failure detection tuned for a read-only docs server."""

    protocol: int = 2  # RESP2: the raw FT.SEARCH replies docs_core.retrieval parses
    socket_timeout: float = 2.0
    socket_connect_timeout: float = 1.0
    max_connections: int = 32
    pool_timeout: float = 2.0
    command_retries: int = 6
    retry_backoff_cap: float = 0.4
    health_check_interval: float = 1.0
    health_check_probes: int = 3
    health_check_delay: float = 0.05
    health_check_timeout: float = 1.0
    min_num_failures: int = 3
    failure_rate_threshold: float = 0.1
    failures_detection_window: float = 2.0
    failover_attempts: int = 30
    failover_delay: float = 0.1
    auto_fallback_interval: float = 10.0
    grace_period: float = 5.0


def endpoint_label(index: int) -> str:
    return f"db{index}"


def _weight(index: int) -> float:
    return round(1.0 - index * 0.1, 3) if index < 9 else 0.05


def _pool(url: str, policy: FailoverPolicy) -> BlockingConnectionPool:
    return bounded_pool(
        url,
        max_connections=policy.max_connections,
        pool_timeout=policy.pool_timeout,
        socket_timeout=policy.socket_timeout,
        connect_timeout=policy.socket_connect_timeout,
        protocol=policy.protocol,
    )


def _retry(policy: FailoverPolicy) -> Retry:
    # Backoff 0.1, 0.2, 0.4, 0.4, ... so the retries outlast one health-check cycle: a command
    # that hits a just-died endpoint is retried on the next one instead of failing.
    return Retry(
        ExponentialBackoff(cap=policy.retry_backoff_cap, base=0.05), policy.command_retries
    )


class _MajorityPolicy(HealthyMajorityPolicy):
    """HEALTHY_MAJORITY whose probe client also reaches ``unix://`` endpoints.

    redis-py builds the probe client from connection kwargs, where a unix socket is ``path``,
    which ``Redis()`` ignores, so it would probe localhost:6379 and call a live socket dead.
    """

    async def get_client(self, database: Any) -> Any:
        kwargs = database.client.get_connection_kwargs()
        if id(database) not in self._clients and "path" in kwargs:
            self._clients[id(database)] = Redis(
                unix_socket_path=kwargs["path"],
                db=kwargs.get("db", 0),
                username=kwargs.get("username"),
                password=kwargs.get("password"),
                socket_timeout=kwargs.get("socket_timeout"),
                socket_connect_timeout=kwargs.get("socket_connect_timeout"),
            )
        return await super().get_client(database)


# Ignored: redis-py's own two mixins disagree on command_info's signature (its MultiDBClient
# inherits the same clash); this class never calls it.
class _SequentialPipeline(AsyncCoreCommands, AsyncRedisModuleCommands):  # type: ignore[misc]
    """``pipeline(transaction=False)`` for a ``MultiDBClient``: the queued commands run in
    order, each through the client's failover path, so a failover in the middle retries only
    the command that failed (one round trip per command; loopback or same-zone, that is cheap)."""

    def __init__(self, client: MultiDBClient) -> None:
        self._client = client
        # The command mixins' protocol asks for a dispatcher; events belong to the client's.
        self._event_dispatcher = client._event_dispatcher
        self._stack: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    def execute_command(self, *args: Any, **options: Any) -> _SequentialPipeline:
        self._stack.append((args, options))
        return self

    async def execute(self, raise_on_error: bool = True) -> list[Any]:
        stack, self._stack = self._stack, []
        replies: list[Any] = []
        for args, options in stack:
            try:
                replies.append(await self._client.execute_command(*args, **options))
            except Exception as exc:
                if raise_on_error:
                    raise
                replies.append(exc)
        return replies

    async def __aenter__(self) -> _SequentialPipeline:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self._stack = []


class _ReaderMultiDBClient(MultiDBClient):
    """A ``MultiDBClient`` that readers can use like ``redis.asyncio.Redis``: it takes
    ``pipeline(transaction=False)`` and closes every endpoint's pool, not only the active one's
    (and the replication check's connection to the primary)."""

    replication_check: ReplicationCheck | None = None

    def pipeline(self, transaction: bool = True, shard_hint: Any = None) -> Any:
        if transaction:
            return MultiDBClient.pipeline(self)
        return _SequentialPipeline(self)

    async def aclose(self, close_connection_pool: bool | None = None) -> None:
        # Let cancelled health checks unwind before their clients close, or their sockets leak.
        tasks = [t for t in (self._recurring_hc_task, *self._hc_tasks) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await MultiDBClient.aclose(self)
        for database, _ in self.get_databases():
            await database.client.aclose()
            await database.client.connection_pool.disconnect()
        if self.replication_check is not None:
            await self.replication_check.aclose()


class _FailoverCounter(AsyncEventListenerInterface):
    def __init__(self, listener: FailoverListener, weights: list[float]) -> None:
        self._listener = listener
        self._weights = weights

    def _label(self, database: Any) -> str:
        weight = getattr(database, "weight", None)
        return endpoint_label(self._weights.index(weight)) if weight in self._weights else "db?"

    async def listen(self, event: object) -> None:
        if isinstance(event, AsyncActiveDatabaseChanged):
            self._listener(self._label(event.old_database), self._label(event.new_database))


def active_endpoint(client: ReaderClient) -> str:
    """Label of the endpoint serving reads now (``db0`` is the first URL)."""
    if not isinstance(client, MultiDBClient):
        return endpoint_label(0)
    database = client.command_executor.active_database
    weight = getattr(database, "weight", None)
    weights = sorted((w for _, w in client.get_databases()), reverse=True)
    return endpoint_label(weights.index(weight)) if weight in weights else "db?"


async def connect_reader_client(
    urls: Sequence[str],
    *,
    policy: FailoverPolicy | None = None,
    on_failover: FailoverListener | None = None,
    primary_url: str | None = None,
) -> ReaderClient:
    """A plain async ``Redis`` for one URL; an initialised ``MultiDBClient`` for several.

    The first URL is preferred (highest weight); the others serve while it is unhealthy.
    Raw bytes (``decode_responses=False``) as RedisVL expects. Starts if at least one
    endpoint answers. ``primary_url`` (the Redis the writer publishes to) adds the replication
    check of ``docs_core.replicas``: an endpoint that replicates from it is unhealthy while it
    loads, resyncs or lags behind what the primary serves.
    """
    urls = list(dict.fromkeys(u for u in urls if u))
    if not urls:
        raise ValueError("no Redis URL given")
    policy = policy or FailoverPolicy()
    if len(urls) == 1:
        pool = _pool(urls[0], policy)
        pool.set_retry(_retry(policy))
        return Redis.from_pool(pool)
    weights = [_weight(i) for i in range(len(urls))]
    dispatcher = EventDispatcher()
    if on_failover is not None:
        dispatcher.register_listeners(
            {AsyncActiveDatabaseChanged: [_FailoverCounter(on_failover, weights)]}
        )
    replication = (
        ReplicationCheck(primary_url, timeout=policy.health_check_timeout)
        if primary_url is not None
        else None
    )
    checks: list[HealthCheck] | None = None
    if replication is not None:
        ping = PingHealthCheck(
            health_check_probes=policy.health_check_probes,
            health_check_delay=policy.health_check_delay,
            health_check_timeout=policy.health_check_timeout,
        )
        checks = [ping, replication]
    config = MultiDbConfig(
        databases_config=[
            DatabaseConfig(weight=w, from_pool=_pool(u, policy), grace_period=policy.grace_period)
            for u, w in zip(urls, weights, strict=True)
        ],
        command_retry=_retry(policy),
        min_num_failures=policy.min_num_failures,
        failure_rate_threshold=policy.failure_rate_threshold,
        failures_detection_window=policy.failures_detection_window,
        health_check_interval=policy.health_check_interval,
        health_check_probes=policy.health_check_probes,
        health_check_delay=policy.health_check_delay,
        health_check_timeout=policy.health_check_timeout,
        # The config takes a HealthCheckPolicies member and only calls its .value; an enum
        # member cannot carry our subclass, so a stand-in with .value does.
        health_check_policy=SimpleNamespace(value=_MajorityPolicy),  # type: ignore[arg-type]
        failover_attempts=policy.failover_attempts,
        failover_delay=policy.failover_delay,
        auto_fallback_interval=policy.auto_fallback_interval,
        event_dispatcher=dispatcher,
        initial_health_check_policy=InitialHealthCheck.ONE_AVAILABLE,
        health_checks=checks,
    )
    with warnings.catch_warnings():
        # Chosen knowingly (spec/040): the warning would otherwise fire on every start.
        warnings.filterwarnings("ignore", message="MultiDBClient is an experimental")
        reader_client = _ReaderMultiDBClient(config)
    reader_client.replication_check = replication
    client: MultiDBClient = reader_client
    try:
        await client.initialize()
    except BaseException:
        if replication is not None:
            await replication.aclose()
        raise
    return client
