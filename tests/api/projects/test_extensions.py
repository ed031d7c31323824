"""Projects gets what other areas add to it (append sections, the rank-aware keyword list, the first check)
from one registry, whatever was imported before: a worker or script that imports only the projects modules
behaves as the web app does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import json, sys
from api.projects import extensions, sites
from api.core.errors import AppError

try:
    sites.appended("google_statistics,seo_optimization,nope", extensions.APPEND_NAMES)
except AppError as error:
    refused = error.params
builders = extensions.site_appends()
print(json.dumps({
    "refused": refused,
    "sections": {name: f"{b.__module__}.{b.__name__}" for name, b in builders.items()},
    "pager": extensions.keyword_pager().__name__,
    "created": [f.__name__ for f in extensions.site_created()],
}))
"""


def test_the_projects_modules_alone_have_every_section():
    # Routes modules are not imported here: before the registry, the sections were patched into projects
    # by importing api/rankings/routes.py and api/audits/routes.py, so this interpreter saw none of them.
    out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["refused"] == {"names": "nope",
                               "allowed": "google_statistics, important_keywords, seo_optimization"}
    assert seen["sections"] == {
        "google_statistics": "api.rankings.service.site_sections",
        "important_keywords": "api.rankings.service.site_sections",
        "seo_optimization": "api.audits.service.seo_section",
    }
    assert seen["pager"] == "keyword_page"
    assert seen["created"] == ["first_check"]
