from __future__ import annotations

import pytest
from docs_core.taxonomy import classify


@pytest.mark.parametrize(
    ("page_id", "product", "version", "section_path"),
    [
        ("commands/bf.reserve", "oss", "latest", ["commands"]),
        (
            "operate/rs/7.4/databases/configure/eviction",
            "rs",
            "7.4",
            ["operate", "rs", "databases", "configure"],
        ),
        ("operate/rs/databases", "rs", "latest", ["operate", "rs"]),
        (
            "operate/kubernetes/7.8.4/reference/api",
            "kubernetes",
            "7.8.4",
            ["operate", "kubernetes", "reference"],
        ),
        ("develop/ai/redisvl/0.12.0/user_guide", "redisvl", "0.12.0", ["develop", "ai", "redisvl"]),
        ("develop/ai/context-engine", "ai", "latest", ["develop", "ai"]),
        ("develop/clients/redis-py", "clients", "latest", ["develop", "clients"]),
        (
            "integrate/redis-data-integration/installation",
            "rdi",
            "latest",
            ["integrate", "redis-data-integration"],
        ),
        ("integrate/langchain-redis", "integrate", "latest", ["integrate"]),
        ("operate/rc/databases", "rc", "latest", ["operate", "rc"]),
        (
            "develop/tools/insight/release-notes/v.3.0.3",
            "redisinsight",
            "latest",
            ["develop", "tools", "insight", "release-notes"],
        ),
    ],
)
def test_ing007_taxonomy_from_page_id(page_id, product, version, section_path):
    taxonomy = classify(page_id)
    assert (taxonomy.product, taxonomy.version, taxonomy.section_path) == (
        product,
        version,
        section_path,
    )
