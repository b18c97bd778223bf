"""Container recipes and the serving image's dependency set (spec/040-public-service.md,
PUB-060..PUB-062). Docker cannot run here, so the recipes are parsed and the locked install is
reproduced in a clean virtual environment."""

from __future__ import annotations

import os
import subprocess
import sys
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


@pytest.mark.parametrize("package", ["mcp_server", "chat"])
def test_ret132_the_serving_images_build_the_word_table_with_the_model(package: str) -> None:
    rows = _instructions(ROOT / "packages" / package / "Dockerfile")
    final_stage = rows[max(i for i, (k, _) in enumerate(rows) if k == "FROM") :]
    runs = [v for k, v in final_stage if k == "RUN"]
    # The root filesystem is read-only at run time: built there, it would be built per process.
    assert any("model_bytes()" in v for v in runs)
    assert any("kept_word_table()" in v for v in runs)


def test_pub061_pub062_mcp_server_locked_dependencies_install_and_import_without_torch_or_writer(
    tmp_path: Path,
) -> None:
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
                "import importlib.util as u, docs_mcp.app, docs_mcp.cli, docs_mcp.guards,"
                " docs_core.failover;"
                "print(u.find_spec('torch') is None, u.find_spec('docs_ingest') is None,"
                " docs_mcp.__file__)",
            ],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        no_torch, no_writer, location = probe.stdout.split()
        assert no_torch == "True"
        assert no_writer == "True", "the serving environment must carry no writer code"
        assert location.startswith(tmp), "imported from the clean venv, not the workspace"
        up = subprocess.run(
            [str(python), "-m", "docs_mcp", "up", "--source", str(tmp_path)],
            env={
                **{k: v for k, v in os.environ.items() if not k.startswith("DOCS_")},
                "PATH": f"{python.parent}{os.pathsep}/usr/bin{os.pathsep}/bin",
                "DOCS_DATA_DIR": str(tmp_path / "data"),
            },
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    assert up.returncode == 1
    assert "the writer (docs-ingest) is not installed in this environment" in up.stderr
    assert "uv sync --all-packages" in up.stderr
    assert not (tmp_path / "data").exists(), "no Redis is started for an up that cannot ingest"


def test_pub062_no_docs_mcp_module_imports_the_writer() -> None:
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import importlib, pkgutil, sys, docs_mcp\n"
            "for m in pkgutil.walk_packages(docs_mcp.__path__, 'docs_mcp.'):\n"
            "    if m.name != 'docs_mcp.__main__':\n"
            "        importlib.import_module(m.name)\n"
            "print(len([n for n in sys.modules if n.startswith('docs_mcp.')]),"
            " 'docs_ingest' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    imported, writer_loaded = probe.stdout.split()
    assert int(imported) >= 15, "every docs_mcp module (cli, app, guards, tools...) was imported"
    assert writer_loaded == "False"
