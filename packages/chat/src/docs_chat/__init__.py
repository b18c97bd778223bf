"""Streaming chat page over the shared ask pipeline."""
