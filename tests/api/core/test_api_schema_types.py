"""The console's API types (console/src/lib/api-schema.ts) are generated from the API's OpenAPI schema by
console/build/api-schema.mjs (openapi-typescript); the committed file must be what the API describes now,
or the console type-checks against shapes the server no longer sends."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
COMMITTED = ROOT / "console" / "src" / "lib" / "api-schema.ts"


def test_the_consoles_generated_api_types_are_current(tmp_path):
    node = shutil.which("node")
    assert node, "Node.js is needed to generate the console's API types"
    fresh = tmp_path / "api-schema.ts"
    run = subprocess.run(
        [node, "console/build/api-schema.mjs", "--python", sys.executable, "--out", str(fresh)],
        cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    assert fresh.read_text(encoding="utf-8") == COMMITTED.read_text(encoding="utf-8"), (
        "console/src/lib/api-schema.ts is stale: run `npm run api-schema` (or `npm run build`) and commit it")


def test_every_schema_has_its_own_name():
    """Two models of one name (a ``SerpOut`` in two areas) come out as ``api__area__schemas__SerpOut``, and the
    console's aliases of the plain name stop compiling: each model name is used once."""
    from api.main import create_app

    names = create_app().openapi()["components"]["schemas"]
    assert [name for name in names if "__" in name] == []
