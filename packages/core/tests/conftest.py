"""Fixtures the core's tests share."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
from docs_core.retrieval import DocsReader


@pytest.fixture
async def reader(sample_index: str) -> AsyncIterator[DocsReader]:
    """A reader on the sample index, closed after the test."""
    opened = await DocsReader.connect(sample_index)
    try:
        yield opened
    finally:
        await opened.aclose()
