"""The check catalogue: every check with its texts, and the pure functions that run them.

Each category is one module in :mod:`analytics.audits.checks` (its rules) and one JSON file next to it
(its texts: ``{check_id: {"title"|"description"|"fix": {locale: text}}}``); the categories' own names
are in ``checks/categories.json``. :data:`CHECKS` is the catalogue in category order.

Running checks:

- :func:`audit_page` runs the page checks on one page as the crawler fetches it (with its full text),
  so nothing but the findings and the :class:`~analytics.audits.facts.PageSummary` need be kept.
- :func:`audit_site` runs the site checks over the crawl's summaries and link graph.
- A response that was a bot-protection challenge is not the site's page: :func:`audit_page` skips it,
  and :func:`audit_site` reports it once (``crawlability.bot_protection``) and leaves those URLs out of
  every other site check, so a blocked crawl does not read as dozens of critical issues.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from analytics.audits import signals
from analytics.audits.checks import (
    content_structure,
    core_web_vitals,
    crawlability,
    duplicate_content,
    images,
    indexability,
    links,
    mobile,
    multilingual,
    search_appearance,
    security,
    social,
    usability,
)
from analytics.audits.checks.base import Category, Rule, Scope, Severity
from analytics.audits.facts import PageFacts, SiteFacts

LOCALES = ("zh-TW", "zh-CN", "en", "ja")
TEXT_FIELDS = ("title", "description", "fix")
_CHECKS_DIR = Path(__file__).parent / "checks"
_MODULES = (
    crawlability, search_appearance, social, usability, images, content_structure, security, mobile,
    duplicate_content, indexability, multilingual, links, core_web_vitals,
)

Texts = Mapping[str, Mapping[str, str]]  # field -> locale -> text


@dataclass(frozen=True)
class Check:
    id: str
    category: Category
    severity: Severity
    scope: Scope
    rule: Rule
    texts: Texts

    def text(self, field: str, locale: str) -> str:
        return self.texts[field][locale if locale in LOCALES else "en"]


@dataclass(frozen=True)
class Finding:
    """One problem: the check, the affected URL, and what was seen there."""

    check: str
    url: str
    evidence: Mapping[str, Any]

    @property
    def severity(self) -> Severity:
        return BY_ID[self.check].severity

    @property
    def category(self) -> Category:
        return BY_ID[self.check].category


def _load_json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _module_file(module) -> Path:
    return _CHECKS_DIR / f"{module.__name__.rsplit('.', 1)[1]}.json"


def _build() -> tuple[Check, ...]:
    checks = []
    for module in _MODULES:
        texts = _load_json(_module_file(module))
        for rule in module.checks.rules:
            checks.append(Check(rule.id, rule.category, rule.severity, rule.scope, rule, texts.get(rule.id, {})))
    return tuple(checks)


CHECKS: tuple[Check, ...] = _build()
BY_ID: dict[str, Check] = {check.id: check for check in CHECKS}
CATEGORY_TEXTS: dict[str, Texts] = _load_json(_CHECKS_DIR / "categories.json")
PAGE_CHECKS = tuple(check for check in CHECKS if check.scope is Scope.PAGE)
SITE_CHECKS = tuple(check for check in CHECKS if check.scope is Scope.SITE)


def text_files() -> dict[Path, dict[str, Any]]:
    """Every texts file with its content (for the catalogue's own invariants)."""
    return {_module_file(module): _load_json(_module_file(module)) for module in _MODULES}


def audit_page(page: PageFacts) -> list[Finding]:
    """Findings of every page check on one page.

    Checks about HTML run only on a fetched 2xx HTML page; status, redirect, URL, robots.txt and
    response-time checks run on every URL. A bot-protection challenge gets no page findings.
    """
    if signals.bot_protection(page):
        return []
    fetched = page.ok and page.is_html
    findings = []
    for check in PAGE_CHECKS:
        if check.rule.html_only and not fetched:
            continue
        findings.extend(Finding(check.id, page.url, evidence) for evidence in check.rule.run(page))
    return findings


def without_blocked(site: SiteFacts) -> SiteFacts:
    """The site as the other checks see it: challenge responses left out, with the links to and from them."""
    blocked = {page.url for page in site.pages if page.blocked_by}
    if not blocked:
        return site
    return replace(
        site,
        pages=tuple(page for page in site.pages if page.url not in blocked),
        links=tuple(edge for edge in site.links if edge.source not in blocked and edge.target not in blocked),
        sitemap_urls=tuple(url for url in site.sitemap_urls if url not in blocked),
    )


def audit_site(site: SiteFacts) -> list[Finding]:
    """Findings of every site check over the whole crawl."""
    findings = [
        Finding(crawlability.BOT_PROTECTION, url, evidence)
        for url, evidence in BY_ID[crawlability.BOT_PROTECTION].rule.run(site)
    ]
    visible = without_blocked(site)
    for check in SITE_CHECKS:
        if check.id != crawlability.BOT_PROTECTION:
            findings.extend(Finding(check.id, url, evidence) for url, evidence in check.rule.run(visible))
    return findings


def grouped(findings: Iterable[Finding]) -> list[dict[str, Any]]:
    """Findings as the API and the command line show them: one entry per check, in catalogue order,
    with its severity, category and items (``url`` and ``evidence``)."""
    items: dict[str, list[dict[str, Any]]] = {}
    for finding in findings:
        items.setdefault(finding.check, []).append({"url": finding.url, "evidence": dict(finding.evidence)})
    return [
        {"check": check.id, "severity": str(check.severity), "category": str(check.category),
         "items": items[check.id]}
        for check in CHECKS
        if check.id in items
    ]
