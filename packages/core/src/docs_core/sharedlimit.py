"""The rate limiter one app shares with every replica through Redis, the salt that keeps
client addresses out of its keys, and the client address a budget is charged to
(spec/040-public-service.md; spec/021-chat.md).

Used by: mcp_server (limiter, limits) and chat (guards): both public apps spend budgets the same
way, so the code lives once, here."""

from __future__ import annotations

import asyncio
import ipaddress
import os
import re
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import SecretStr
from redis.exceptions import RedisError

from docs_core.errors import FAILOVER_EXHAUSTED, BackendUnavailableError
from docs_core.keys import RATE_LIMIT_SALT_KEY
from docs_core.ratelimit import RateLimiter

__all__ = [
    "ClientFactory",
    "SharedLimiter",
    "SharedSlots",
    "address_group",
    "client_address",
    "in_networks",
    "valid_networks",
]

_UNAVAILABLE: tuple[type[BaseException], ...] = (RedisError, OSError, *FAILOVER_EXHAUSTED)

ClientFactory = Callable[[], Awaitable[Any]]


class SharedLimiter:
    """The rate limiter of one app: opens its Redis client (``client_factory``: a plain
    ``redis.asyncio.Redis`` or a ``MultiDBClient``) on first use; the app's lifespan closes it.
    Without a factory there is no limiter (``get`` returns None)."""

    def __init__(self, salt: SecretStr | None, client_factory: ClientFactory | None) -> None:
        self._fixed_salt = salt
        self._client_factory = client_factory
        self._limiter: RateLimiter | None = None
        self._client: Any = None
        self._lock = asyncio.Lock()

    async def get(self) -> RateLimiter | None:
        if self._limiter is not None or self._client_factory is None:
            return self._limiter
        async with self._lock:
            if self._limiter is None:
                try:
                    client = await self._client_factory()
                except Exception as exc:
                    # Whatever stops the client opening (no endpoint answers the failover
                    # client's first health check: its own exception type) is the limiter
                    # unavailable to the caller, which refuses with 503.
                    raise BackendUnavailableError("rate limiter unavailable") from exc
                try:
                    salt = await self._salt(client)
                except BaseException:
                    await client.aclose()
                    raise
                self._client, self._limiter = client, RateLimiter(client, salt=salt)
        return self._limiter

    async def client(self) -> Any:
        """The limiter's Redis client, which the app reuses for its other aggregate reads
        (``/metrics``'s sync runs); None without a factory."""
        await self.get()
        return self._client

    async def _salt(self, client: Any) -> bytes:
        if self._fixed_salt is not None:
            return self._fixed_salt.get_secret_value().encode()
        # One random salt per deployment, shared by replicas through the Redis they share.
        # Its Redis down is the limiter unavailable, which callers answer (503), not a crash.
        try:
            await client.execute_command("SET", RATE_LIMIT_SALT_KEY, os.urandom(32).hex(), "NX")
            value = await client.execute_command("GET", RATE_LIMIT_SALT_KEY)
        except _UNAVAILABLE as exc:
            raise BackendUnavailableError("rate limiter unavailable") from exc
        return value if isinstance(value, bytes) else str(value).encode()

    async def aclose(self) -> None:
        if self._client is not None:
            client, self._client, self._limiter = self._client, None, None
            await client.aclose()


# Expired leases go first; then a lease is granted when fewer than ARGV[1] are held and none
# is the holder's (ARGV[4], a member prefix; the members are at most ARGV[1], so the scan is
# short). The server's clock scores the leases, so replicas need not agree on the time.
_TAKE_SLOT = """
local now = redis.call('TIME')
local t = tonumber(now[1]) + tonumber(now[2]) / 1000000
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', t)
local held = redis.call('ZRANGE', KEYS[1], 0, -1)
if #held >= tonumber(ARGV[1]) then
  return 0
end
local prefix = ARGV[4] .. ':'
if ARGV[4] ~= '' then
  for _, member in ipairs(held) do
    if string.sub(member, 1, #prefix) == prefix then
      return 0
    end
  end
end
redis.call('ZADD', KEYS[1], t + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], math.ceil(tonumber(ARGV[2]) * 1000))
return 1
"""


class SharedSlots:
    """A counting semaphore shared by every replica through Redis: at most ``limit`` leases
    held at once, each expiring after ``lease_s`` seconds, so a replica that dies mid-call
    frees its slot when the lease runs out rather than never."""

    def __init__(self, key: str, limit: int, lease_s: float) -> None:
        self.key = key
        self.limit = limit
        self.lease_s = lease_s

    async def take(self, client: Any, holder: str = "") -> str | None:
        """A lease token when a slot is free, else None (give it back with :meth:`release`).
        With ``holder`` (a client's keyed hash, never its address), None too while that holder
        has a lease already: one client cannot take every slot (CHAT-047)."""
        token = f"{holder}:{os.urandom(12).hex()}" if holder else os.urandom(12).hex()
        try:
            granted = await client.eval(
                _TAKE_SLOT, 1, self.key, self.limit, self.lease_s, token, holder
            )
        except _UNAVAILABLE as exc:
            raise BackendUnavailableError("model slots unavailable") from exc
        return token if int(granted) else None

    async def release(self, client: Any, token: str) -> None:
        try:
            await client.zrem(self.key, token)
        except _UNAVAILABLE as exc:
            raise BackendUnavailableError("model slot not released") from exc

    async def held(self, client: Any) -> int:
        """Leases held now, expired ones not counted."""
        now = await client.time()
        return int(await client.zcount(self.key, now[0] + now[1] / 1e6, "+inf"))


def valid_networks(networks: list[str]) -> list[str]:
    """``networks`` unchanged when each is an IP or a CIDR, for both apps' trusted-proxy
    settings: else ``ValueError`` naming the entry, so the app refuses to start in one line
    instead of failing on every request that ``in_networks`` reads it for."""
    for entry in networks:
        ipaddress.ip_network(entry, strict=False)
    return networks


def in_networks(address: str, networks: list[str]) -> bool:
    """Whether ``address`` (an IP) lies in one of ``networks`` (IPs or CIDRs)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(net, strict=False) for net in networks)


def address_group(address: str) -> str:
    """What a client's budgets and connection slots are counted by: an IPv4 address (an
    IPv4-mapped IPv6 one as itself), or an IPv6 address's /64, which one host or one customer
    line holds whole: counted by address, it would have a fresh budget for every address."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def client_address(scope: dict[str, Any], trusted_proxies: list[str]) -> str:
    """The socket peer's ``address_group``; through trusted proxies, the right-most untrusted
    X-Forwarded-For hop's."""
    client = scope.get("client")
    peer = str(client[0]) if client else "unknown"
    if not trusted_proxies or not in_networks(peer, trusted_proxies):
        return address_group(peer)
    headers: list[tuple[bytes, bytes]] = scope.get("headers", [])
    forwarded = [
        value.decode("latin-1") for name, value in headers if name.lower() == b"x-forwarded-for"
    ]
    hops = [_bare_ip(hop) for line in forwarded for hop in line.split(",") if hop.strip()]
    for hop in reversed(hops):
        if not in_networks(hop, trusted_proxies):
            return address_group(hop[:64])
    return address_group(hops[0][:64] if hops else peer)


_WITH_PORT = re.compile(r"^\[(?P<v6>[^\]]+)\](?::\d+)?$|^(?P<v4>\d{1,3}(?:\.\d{1,3}){3}):\d+$")


def _bare_ip(hop: str) -> str:
    """A forwarded hop as its address alone: a proxy that writes ``1.2.3.4:5678``,
    ``[2001:db8::1]:443`` or a zone (``fe80::1%eth0``) would otherwise give every source port
    or interface a budget of its own."""
    hop = hop.strip()
    match = _WITH_PORT.match(hop)
    if match:
        hop = match["v6"] or match["v4"]
    return hop.partition("%")[0]
