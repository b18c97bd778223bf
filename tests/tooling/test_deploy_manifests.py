"""The Kubernetes recipe in ``deploy/kubernetes`` (spec/040-public-service.md, PUB-081..PUB-084),
checked offline: every object against the published schemas of a pinned Kubernetes version
(``kubernetes-validate``), then the references between objects and into the code (routes,
commands, the images' user)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import typer
import yaml
from docs_chat.app import create_app as create_chat_app
from docs_chat.settings import ChatSettings
from docs_ingest.cli import app as ingest_cli
from docs_mcp.app import create_app as create_mcp_app
from docs_mcp.cli import app as mcp_cli
from docs_mcp.settings import ServerSettings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy" / "kubernetes"
KUBERNETES_VERSION = "1.33.0"
WORKLOADS = {"docs-mcp": "mcp_server", "docs-chat": "chat", "docs-ingest": "ingest"}


def _kustomization() -> dict[str, Any]:
    return yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())


def _objects() -> list[dict[str, Any]]:
    return [
        doc
        for name in _kustomization()["resources"]
        for doc in yaml.safe_load_all((DEPLOY / name).read_text())
        if doc is not None
    ]


def _by_kind(kind: str) -> dict[str, dict[str, Any]]:
    return {o["metadata"]["name"]: o for o in _objects() if o["kind"] == kind}


def _pod_templates() -> dict[str, dict[str, Any]]:
    """Workload name -> its pod template (Deployments and the CronJob's job)."""
    pods = {name: d["spec"]["template"] for name, d in _by_kind("Deployment").items()}
    for name, cron in _by_kind("CronJob").items():
        pods[name] = cron["spec"]["jobTemplate"]["spec"]["template"]
    return pods


def _matches(selector: dict[str, str], labels: dict[str, str]) -> bool:
    return all(labels.get(key) == value for key, value in selector.items())


def _routes(app: Any) -> set[str]:
    return {getattr(route, "path", "") for route in app.routes}


def test_pub081_every_manifest_is_listed_and_valid_for_the_pinned_kubernetes_version() -> None:
    listed = _kustomization()["resources"]
    on_disk = sorted(p.name for p in DEPLOY.glob("*.yaml") if p.name != "kustomization.yaml")
    assert sorted(listed) == on_disk
    objects = _objects()
    assert {o["kind"] for o in objects} >= {
        "Deployment",
        "Service",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "CronJob",
        "ConfigMap",
        "Secret",
    }
    for obj in objects:
        kubernetes_validate.validate(obj, KUBERNETES_VERSION, strict=True)
    broken = {**objects[0], "spec": {"replicas": "two"}}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES_VERSION, strict=True)
    images = {i["name"] for i in _kustomization()["images"]}
    used = {c["image"] for pod in _pod_templates().values() for c in pod["spec"]["containers"]}
    assert used == images == set(WORKLOADS)


def test_pub082_selectors_autoscaler_budget_and_services_reach_the_mcp_pods() -> None:
    deployments = _by_kind("Deployment")
    for deployment in deployments.values():
        selector = deployment["spec"]["selector"]["matchLabels"]
        assert _matches(selector, deployment["spec"]["template"]["metadata"]["labels"])
    mcp = deployments["docs-mcp"]
    mcp_labels = mcp["spec"]["template"]["metadata"]["labels"]
    hpa = _by_kind("HorizontalPodAutoscaler")["docs-mcp"]["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": "docs-mcp",
    }
    assert [m["resource"]["name"] for m in hpa["metrics"]] == ["cpu"]
    assert 2 <= hpa["minReplicas"] < hpa["maxReplicas"]
    pdb = _by_kind("PodDisruptionBudget")["docs-mcp"]["spec"]
    assert _matches(pdb["selector"]["matchLabels"], mcp_labels)
    assert pdb["minAvailable"] < hpa["minReplicas"], "a drain must be able to evict one pod"
    for name, service in _by_kind("Service").items():
        pod = deployments[name]["spec"]["template"]
        assert _matches(service["spec"]["selector"], pod["metadata"]["labels"])
        ports = {p["name"] for c in pod["spec"]["containers"] for p in c["ports"]}
        assert {p["targetPort"] for p in service["spec"]["ports"]} <= ports


def test_pub083_probes_and_commands_name_real_routes_ports_and_cli_options() -> None:
    deployments = _by_kind("Deployment")
    mcp = deployments["docs-mcp"]["spec"]["template"]["spec"]["containers"][0]
    assert mcp["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert mcp["livenessProbe"]["httpGet"]["path"] == "/healthz"
    mcp_routes = _routes(create_mcp_app(ServerSettings()))
    chat_routes = _routes(create_chat_app(ChatSettings()))
    for name, routes in (("docs-mcp", mcp_routes), ("docs-chat", chat_routes)):
        container = deployments[name]["spec"]["template"]["spec"]["containers"][0]
        port = container["ports"][0]
        assert _flag(container["command"], "--port") == str(port["containerPort"])
        for probe in ("readinessProbe", "livenessProbe", "startupProbe"):
            if probe in container:
                assert container[probe]["httpGet"]["path"] in routes, (name, probe)
                assert container[probe]["httpGet"]["port"] == port["name"]
    assert mcp["command"][:2] == ["docs-mcp", "serve"]
    _assert_options(mcp_cli, mcp["command"][1], mcp["command"][2:])
    cron = _by_kind("CronJob")["docs-ingest-sync"]["spec"]
    assert cron["concurrencyPolicy"] == "Forbid"
    sync = cron["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]
    assert sync["command"][:2] == ["docs-ingest", "sync"]
    _assert_options(ingest_cli, "sync", sync["command"][2:])
    repo = _flag(sync["command"], "--repo")
    assert repo == "$(DOCS_SYNC_REPO)"
    assert "DOCS_SYNC_REPO" in {e["name"] for e in sync["env"]}, "$(VAR) expands from env only"
    assert "DOCS_SYNC_REPO" in _by_kind("ConfigMap")["docs-config"]["data"]
    runtime_stage = (ROOT / "packages/ingest/Dockerfile").read_text().rsplit("FROM ", 1)[1]
    assert "install" in runtime_stage and " git " in runtime_stage, "sync runs git"


def test_pub084_pods_run_as_the_images_user_with_requests_and_redis_from_configuration() -> None:
    secret = _by_kind("Secret")["docs-redis"]["stringData"]
    assert {"DOCS_REDIS_URL", "DOCS_REDIS_URLS"} <= set(secret)
    for name, pod in _pod_templates().items():
        spec = pod["spec"]
        assert spec["securityContext"]["runAsNonRoot"] is True
        for container in spec["containers"]:
            uid = _image_uid(WORKLOADS[container["image"]])
            assert spec["securityContext"]["runAsUser"] == uid != 0, name
            context = container["securityContext"]
            assert context["allowPrivilegeEscalation"] is False
            assert context["capabilities"]["drop"] == ["ALL"]
            assert {"cpu", "memory"} <= set(container["resources"]["requests"])
            sources = {next(iter(s.values()))["name"] for s in container["envFrom"]}
            assert sources == {"docs-config", "docs-redis"}, name
            inline = {e["name"] for e in container.get("env", [])}
            assert not inline & {"DOCS_REDIS_URL", "DOCS_REDIS_URLS"}, name


def test_pub085_the_sync_volume_is_mounted_on_a_directory_the_images_user_made() -> None:
    runtime_stage = (ROOT / "packages/ingest/Dockerfile").read_text().rsplit("FROM ", 1)[1]
    data_dir = re.search(r"DOCS_DATA_DIR=(\S+)", runtime_stage)
    assert data_dir is not None
    after_user = runtime_stage.split("USER docs", 1)[1]
    assert 'RUN mkdir -p "$DOCS_DATA_DIR"' in after_user
    readme = (ROOT / "README.md").read_text()
    assert f"--volume docs-sync-data:{data_dir.group(1)} " in readme


def test_pub084_readme_deployment_points_at_the_recipe() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme.split("## Deployment", 1)[1].split("\n## ", 1)[0]
    assert "deploy/kubernetes" in section
    assert "kubectl apply -k deploy/kubernetes" in section


def _flag(command: list[str], name: str) -> str:
    return command[command.index(name) + 1]


def _assert_options(cli: typer.Typer, command: str, args: list[str]) -> None:
    click_command = typer.main.get_command(cli).commands[command]  # type: ignore[attr-defined]
    known = {opt for param in click_command.params for opt in param.opts}
    assert {a for a in args if a.startswith("--")} <= known, command


def _image_uid(package: str) -> int:
    recipe = (ROOT / "packages" / package / "Dockerfile").read_text()
    found = re.search(r"useradd .*--uid (\d+)", recipe)
    assert found is not None, package
    return int(found.group(1))


def test_chat035_chat037_the_chat_is_configured_like_the_mcp_server_behind_the_ingress() -> None:
    config = _by_kind("ConfigMap")["docs-config"]["data"]
    proxies = config["DOCS_MCP_TRUSTED_PROXIES"]
    assert proxies and config["DOCS_CHAT_TRUSTED_PROXIES"] == proxies
    # The chat's API answers only its public name (CHAT-037); loopback would refuse everyone.
    assert config["DOCS_CHAT_ALLOWED_HOSTS"] == config["DOCS_MCP_ALLOWED_HOSTS"]
    assert config["DOCS_CHAT_ALLOWED_ORIGINS"] == config["DOCS_MCP_ALLOWED_ORIGINS"]
    pods = _pod_templates()
    for name in ("docs-mcp", "docs-chat"):
        sources = {
            next(iter(s.values()))["name"]
            for c in pods[name]["spec"]["containers"]
            for s in c["envFrom"]
        }
        assert "docs-config" in sources, name
