"""The Kubernetes manifests (deploy/kubernetes/) are valid and run the processes README "Cluster mode" names: every
document validates strictly against Kubernetes' own schemas (kubernetes-validate, offline) and passes yamllint;
migrate runs as a Job, the API is probed on a path the app answers, every queue has a worker, beat runs once, and
every setting they pass is one RankLens reads."""

from __future__ import annotations

from pathlib import Path

import kubernetes_validate
import pytest
import yaml
from yamllint import linter
from yamllint.config import YamlLintConfig

from api.core.config import Settings
from api.worker.app import QUEUES

MANIFESTS = sorted((Path(__file__).resolve().parents[2] / "deploy" / "kubernetes").glob("*.yaml"))
KUBERNETES = "1.33"  # a version every maintained cluster runs or has passed
LINT = YamlLintConfig("extends: default\nrules: {line-length: {max: 120}, document-start: disable, "
                      "braces: {max-spaces-inside: 1}, brackets: {max-spaces-inside: 1}}")


def documents() -> list[dict]:
    return [doc for path in MANIFESTS for doc in yaml.safe_load_all(path.read_text()) if doc]


def containers(kind: str | None = None) -> dict[str, dict]:
    """Each workload's container, by the workload's name."""
    found = {}
    for doc in documents():
        if doc["kind"] in ("Deployment", "Job") and kind in (None, doc["kind"]):
            [container] = doc["spec"]["template"]["spec"]["containers"]
            found[doc["metadata"]["name"]] = container
    return found


@pytest.mark.parametrize("path", MANIFESTS, ids=lambda path: path.name)
def test_every_manifest_is_valid_kubernetes_and_clean_yaml(path):
    problems = [f"{p.line}:{p.column} {p.desc}" for p in linter.run(path.read_text(), LINT)]
    assert problems == []
    for doc in yaml.safe_load_all(path.read_text()):
        kubernetes_validate.validate(doc, KUBERNETES, strict=True)  # raises on any unknown or misplaced field


def test_the_processes_of_cluster_mode_are_all_there():
    commands = {name: container["command"] for name, container in containers().items()}
    assert commands["ranklens-migrate"] == ["ranklens", "migrate"]
    assert containers("Job").keys() == {"ranklens-migrate"}
    assert commands["ranklens-api"][:2] == ["ranklens", "api"] and commands["ranklens-beat"] == ["ranklens", "beat"]
    served = set()
    for command in commands.values():
        if command[:2] == ["ranklens", "worker"]:
            served |= set(command[command.index("--queues") + 1].split(","))
    assert served == set(QUEUES)  # no queue without a worker, no worker for a queue that does not exist
    beat = next(doc for doc in documents() if doc["metadata"]["name"] == "ranklens-beat" and doc["kind"] == "Deployment")
    assert (beat["spec"]["replicas"], beat["spec"]["strategy"]["type"]) == (1, "Recreate")


def test_the_api_is_probed_on_a_path_it_answers():
    from api.main import create_app

    paths = set(create_app().openapi()["paths"])
    api = containers()["ranklens-api"]
    for probe in ("readinessProbe", "livenessProbe"):
        assert api[probe]["httpGet"]["path"] in paths


def test_every_setting_passed_is_one_ranklens_reads():
    fields = {f"RANKLENS_{name.upper()}" for name in Settings.model_fields} | {
        field.validation_alias.upper() for field in Settings.model_fields.values() if field.validation_alias}
    passed = set()
    for doc in documents():
        if doc["kind"] in ("ConfigMap", "Secret"):
            passed |= set(doc.get("data", {})) | set(doc.get("stringData", {}))
    assert passed and passed - fields == set()
