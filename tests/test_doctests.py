"""The examples in docstrings (``>>>``) of api/, analytics/ and crawler/ run with the suite, so an example
that no longer holds fails here instead of misleading its reader. A module is picked up by containing
``>>>``: adding an example is enough to have it checked."""

from __future__ import annotations

import doctest
import importlib
import io
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("api", "analytics", "crawler")


def modules_with_examples() -> list[str]:
    return [".".join(path.relative_to(ROOT).with_suffix("").parts)
            for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))
            if ">>>" in path.read_text(encoding="utf-8")]


def test_the_packages_have_examples():
    assert len(modules_with_examples()) >= 9


@pytest.mark.parametrize("name", modules_with_examples())
def test_examples_hold(name: str):
    module = importlib.import_module(name)
    report = io.StringIO()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for test in doctest.DocTestFinder().find(module, name):
        runner.run(test, out=report.write)
    result = runner.summarize(verbose=False)
    # ">>>" outside a docstring (a comment, a plain string) is an example nobody runs.
    assert result.attempted > 0, f"{name} has '>>>' but no docstring example doctest finds"
    assert result.failed == 0, report.getvalue()
