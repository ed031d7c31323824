"""What the application imports, it declares: every third-party package a module of api/, analytics/ or crawler/
imports is a main dependency in pyproject.toml ([project] dependencies), not something that arrives only
because another package happens to depend on it, nor a development-only package (the production image installs
`uv sync --no-dev`)."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("api", "analytics", "crawler")


def _normalise(distribution: str) -> str:
    """PEP 503: `Scrapy`, `scrapy` and `SCRAPY` name one distribution; so do `a_b`, `a-b` and `a.b`."""
    return re.sub(r"[-_.]+", "-", distribution).lower()


def declared_distributions() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {_normalise(re.match(r"[A-Za-z0-9._-]+", spec).group()) for spec in project["dependencies"]}


def imported_names() -> list[tuple[str, str]]:
    """(dotted name, importing module's path) for every absolute import outside the stdlib and our own
    packages, wherever it stands (function bodies and TYPE_CHECKING blocks too); ``from a.b import c`` counts
    ``a.b.c``."""
    found: list[tuple[str, str]] = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    names = [f"{node.module}.{alias.name}" for alias in node.names]
                else:
                    continue
                for name in names:
                    top = name.split(".")[0]
                    if top not in sys.stdlib_module_names and top not in PACKAGES:
                        found.append((name, str(path.relative_to(ROOT))))
    return found


def imported_packages() -> dict[str, list[str]]:
    """Top-level package -> the modules (paths) importing it."""
    found: dict[str, list[str]] = {}
    for name, module in imported_names():
        found.setdefault(name.split(".")[0], []).append(module)
    return found


def undeclared_imports() -> list[str]:
    declared = declared_distributions()
    providers = importlib.metadata.packages_distributions()
    problems = []
    for top, modules in sorted(imported_packages().items()):
        distributions = providers.get(top)
        if not distributions:
            problems.append(f"{top} (imported by {modules[0]}) is installed by no distribution")
        elif not declared & {_normalise(d) for d in distributions}:
            problems.append(f"{top} (imported by {modules[0]}) comes from {'/'.join(distributions)}, "
                            "which is not in [project] dependencies")
    return problems


def test_every_imported_package_is_a_declared_dependency():
    assert undeclared_imports() == []


def test_no_private_module_of_another_package_is_imported():
    # `scrapy.utils._compression` and the like change without notice between releases.
    private = [f"{name} ({module})" for name, module in imported_names() if any(
        part.startswith("_") and not part.startswith("__") for part in name.split("."))]
    assert private == []


def test_the_scan_sees_the_imports_it_checks():
    # A scan that found nothing would pass the test above vacuously: the packages we know we import are seen,
    # including those that arrive with another dependency (w3lib with Scrapy, starlette with FastAPI) and the
    # PDF export's playwright, imported inside a function.
    seen = imported_packages()
    for top in ("fastapi", "lxml", "w3lib", "twisted", "starlette", "kombu", "playwright"):
        assert top in seen
    assert "api/core/page_pdf.py" in seen["playwright"]
