"""Streaming chat page over the shared ask pipeline (spec/021-chat.md)."""

from docs_chat.app import create_app
from docs_chat.settings import ChatSettings

__all__ = ["ChatSettings", "create_app"]
