"""Generate docs/audit-checks.md, the table of every check, from the catalogue.

    uv run python -m analytics.audits.docs          # rewrite the file
    uv run python -m analytics.audits.docs --check  # exit 1 when the file is out of date
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from analytics.audits.catalogue import CATEGORY_TEXTS, CHECKS
from analytics.audits.checks import links
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
    lines += _lighthouse_section()
    return "\n".join(lines) + "\n"


def _lighthouse_section() -> list[str]:
    """How two link checks read Lighthouse's SEO audits, with the phrase lists as the code holds them."""
    lines = [
        "",
        "## Links, as Lighthouse's SEO audits read them",
        "",
        "`links.uncrawlable_anchor` follows Lighthouse's `crawlable-anchors` audit: an `<a>` without `href` is a",
        "placeholder (HTML: where a link might otherwise have been placed) and is not reported unless a click",
        "handler (an inline `on…` attribute or a framework binding such as `ng-click`, `@click`) or an attribute",
        "that only goes with an `href` (`target`, `download`, `ping`, `rel`, `hreflang`, `type`,",
        "`referrerpolicy`) makes it a link; elements with a `role`, `mailto:` links and named anchors (`id` or",
        "`name` without an `href`) are not reported; `file:` hrefs are. Where we differ on purpose: an `href` of",
        "only `#` or of any `javascript:` (not just `javascript:void(0)`) is reported, since neither leads a",
        "crawler anywhere; click handlers on ancestors are not seen in the served HTML.",
        "",
        "`links.non_descriptive_text` covers every language and phrase of Lighthouse's `link-text` audit (en, ja,",
        "es, pt, ko, sv, de, ta, fa), with Chinese, French and Italian lists of our own and more phrases. A link",
        "is judged in the language of its own or its ancestors' `lang`, else the page's, else its script; when",
        "none is known, in every language (as Lighthouse). Latin-script text is also judged as English (a",
        "\"MORE\" button on a Japanese page). Not adopted: Lighthouse reports a bare URL as link text; we do",
        "not, since a URL says where the link goes.",
        "",
        "| language | non-descriptive link texts |",
        "|---|---|",
    ]
    for language, phrases in links.NON_DESCRIPTIVE.items():
        lines.append(f"| {language} | {_cell(', '.join(sorted(phrases)))} |")
    return lines


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
