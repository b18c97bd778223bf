"""The one writer: Hugo markdown to the Redis index."""
