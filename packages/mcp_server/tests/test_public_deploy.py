"""Container recipes and the serving image's dependency set (spec/040-public-service.md,
PUB-060..PUB-061). Docker cannot run here, so the recipes are parsed and the locked install is
reproduced in a clean virtual environment."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RECIPES = {
    "ingest": "docs-ingest",
    "mcp_server": "docs-mcp-server",
    "chat": "docs-chat",
}


def _instructions(path: Path) -> list[tuple[str, str]]:
    text = path.read_text().replace("\\\n", " ")
    rows = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            rows.append((keyword.upper(), rest.strip()))
    return rows


@pytest.mark.parametrize("package", sorted(RECIPES))
def test_pub060_each_deployable_has_a_small_non_root_recipe_with_a_healthcheck(
    package: str,
) -> None:
    rows = _instructions(ROOT / "packages" / package / "Dockerfile")
    keywords = [k for k, _ in rows]
    final_stage = rows[max(i for i, (k, _) in enumerate(rows) if k == "FROM") :]
    users = [v for k, v in final_stage if k == "USER"]
    assert users and users[-1] not in ("root", "0"), "the running image must not be root"
    assert "HEALTHCHECK" in [k for k, _ in final_stage]
    syncs = [v for k, v in rows if k == "RUN" and "uv sync" in v]
    assert syncs and all(f"--package {RECIPES[package]}" in v for v in syncs)
    assert all("--frozen" in v and "--no-dev" in v for v in syncs)
    assert keywords.count("FROM") >= 2, "build stage and a runtime stage without uv or sources"
    assert not any("torch" in v for _, v in rows)
    assert any(k in ("CMD", "ENTRYPOINT") for k, _ in final_stage)


def test_pub061_mcp_server_locked_dependencies_install_and_import_without_torch() -> None:
    with tempfile.TemporaryDirectory(prefix="docs-mcp-venv-") as tmp:
        env = {**os.environ, "UV_PROJECT_ENVIRONMENT": str(Path(tmp) / "venv")}
        env.pop("VIRTUAL_ENV", None)
        subprocess.run(
            ["uv", "sync", "--frozen", "--no-dev", "--no-editable", "--package", "docs-mcp-server"],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            timeout=300,
        )
        python = Path(tmp) / "venv" / "bin" / "python"
        probe = subprocess.run(
            [
                str(python),
                "-c",
                "import importlib.util as u, docs_mcp.app, docs_mcp.guards, docs_mcp.failover;"
                "print(u.find_spec('torch') is None, docs_mcp.__file__)",
            ],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        no_torch, location = probe.stdout.split()
        assert no_torch == "True"
        assert location.startswith(tmp), "imported from the clean venv, not the workspace"
