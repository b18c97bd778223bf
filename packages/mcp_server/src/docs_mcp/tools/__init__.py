"""The three tools, one module each: a plain async function plus ``register(registry, state)``."""
