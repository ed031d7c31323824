"""Generate docs/audit-checks.md, the table of every check, from the catalogue.

    uv run python -m analytics.audits.docs          # rewrite the file
    uv run python -m analytics.audits.docs --check  # exit 1 when the file is out of date
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from analytics.audits.catalogue import CATEGORY_TEXTS, CHECKS
from analytics.audits.checks.base import Category, Severity

DOC_PATH = Path(__file__).resolve().parents[2] / "docs" / "audit-checks.md"


def _cell(value: str) -> str:
    return value.replace("|", "\\|").replace("\n", " ")


def render() -> str:
    per_category = Counter(check.category for check in CHECKS)
    per_severity = Counter(check.severity for check in CHECKS)
    lines = [
        "# Site audit checks",
        "",
        "Generated from `analytics/audits/checks/` by `uv run python -m analytics.audits.docs`; do not edit by hand.",
        "Each check's description and how-to-fix, in zh-TW, zh-CN, en and ja, are in the JSON file next to its",
        "category's module.",
        "",
        f"{len(CHECKS)} checks: "
        + ", ".join(f"{per_severity[severity]} {severity}s" for severity in Severity)
        + ". By category: "
        + ", ".join(f"{CATEGORY_TEXTS[category]['title']['en']} {per_category[category]}" for category in Category)
        + ".",
        "",
        "| id | category | severity | title (en) | title (zh-TW) | title (ja) |",
        "|---|---|---|---|---|---|",
    ]
    for check in CHECKS:
        title = check.texts["title"]
        lines.append(
            f"| `{check.id}` | {check.category} | {check.severity} | {_cell(title['en'])} "
            f"| {_cell(title['zh-TW'])} | {_cell(title['ja'])} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    content = render()
    if "--check" in argv:
        current = DOC_PATH.read_text(encoding="utf-8") if DOC_PATH.exists() else ""
        if current != content:
            print(f"{DOC_PATH} is out of date: run uv run python -m analytics.audits.docs", file=sys.stderr)
            return 1
        return 0
    DOC_PATH.parent.mkdir(parents=True, exist_ok=True)
    DOC_PATH.write_text(content, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
