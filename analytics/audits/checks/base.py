"""The parts every check module uses: severities, categories, findings, and the registrar.

A check is a small pure function plus data. A page check takes :class:`PageFacts` and yields one
evidence dict per problem on that page; a site check takes :class:`SiteFacts` and yields
``(url, evidence)`` per affected URL. Texts (title, description, how to fix, in zh-TW, zh-CN, en and
ja) are data in the JSON file next to each module, keyed by check id.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from analytics.audits.facts import PageFacts, SiteFacts

Evidence = dict[str, Any]
PageRule = Callable[[PageFacts], Iterable[Evidence]]
SiteRule = Callable[[SiteFacts], Iterable[tuple[str, Evidence]]]


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    NOTICE = "notice"


class Category(StrEnum):
    """The 13 categories of SPEC §2, as URL slugs (``/seo-checker/{id}/{category}``)."""

    CRAWLABILITY = "crawlability"
    SEARCH_APPEARANCE = "search-appearance"
    SOCIAL = "social"
    USABILITY = "usability"
    IMAGES = "images"
    CONTENT_STRUCTURE = "content-structure"
    SECURITY = "security"
    MOBILE = "mobile"
    DUPLICATE_CONTENT = "duplicate-content"
    INDEXABILITY = "indexability"
    MULTILINGUAL = "multilingual"
    LINKS = "links"
    CORE_WEB_VITALS = "core-web-vitals"


class Scope(StrEnum):
    PAGE = "page"
    SITE = "site"


@dataclass(frozen=True)
class Rule:
    """A check as its module declares it; the catalogue adds the texts."""

    id: str
    category: Category
    severity: Severity
    scope: Scope
    run: Callable[..., Iterable[Any]]
    html_only: bool = True  # page checks: run only on fetched 2xx HTML pages


@dataclass
class Registrar:
    """Collects one module's rules: ``@checks.page("title.missing", Severity.ERROR)``."""

    category: Category
    rules: list[Rule] = field(default_factory=list)

    def page(self, check_id: str, severity: Severity, *, html_only: bool = True) -> Callable[[PageRule], PageRule]:
        def register(fn: PageRule) -> PageRule:
            self.rules.append(Rule(check_id, self.category, severity, Scope.PAGE, fn, html_only))
            return fn

        return register

    def site(self, check_id: str, severity: Severity) -> Callable[[SiteRule], SiteRule]:
        def register(fn: SiteRule) -> SiteRule:
            self.rules.append(Rule(check_id, self.category, severity, Scope.SITE, fn, False))
            return fn

        return register
