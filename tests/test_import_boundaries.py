"""The layers stay apart: the crawler and the data layer never import the web app, and the data layer never
imports the crawler (import-linter contracts in pyproject.toml, [tool.importlinter])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_import_crosses_a_layer_boundary():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    out = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         check=False)
    # The report names each broken contract and the import chain that breaks it.
    assert out.returncode == 0, out.stdout + out.stderr
    assert "Contracts: 2 kept, 0 broken." in out.stdout
