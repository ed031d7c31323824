"""Core Web Vitals: lab LCP, CLS and total blocking time measured in Chromium for a sample of pages per
template, plus the server response time measured for every page.

Thresholds are Google's "good / needs improvement / poor" boundaries: LCP 2.5 s / 4 s, CLS 0.1 / 0.25,
TTFB 0.8 s / 1.8 s, FCP 1.8 s / 3 s; total blocking time (the lab stand-in for INP) 200 ms / 600 ms as
Lighthouse scores it.
"""

from __future__ import annotations

from collections.abc import Iterator

from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts

checks = Registrar(Category.CORE_WEB_VITALS)

LCP_MS = (2500, 4000)
CLS = (0.1, 0.25)
TBT_MS = (200, 600)
FCP_MS = (1800, 3000)
TTFB_MS = (800, 1800)
MAX_TRANSFER_BYTES = 3 * 1024 * 1024
MAX_DOM_NODES = 1400


def _vital(page: PageFacts, name: str) -> float | None:
    return getattr(page.vitals, name) if page.vitals is not None else None


def _poor(value: float | None, bounds: tuple[float, float], key: str) -> Iterator[Evidence]:
    if value is not None and value > bounds[1]:
        yield {key: value, "poor_above": bounds[1]}


def _needs_improvement(value: float | None, bounds: tuple[float, float], key: str) -> Iterator[Evidence]:
    if value is not None and bounds[0] < value <= bounds[1]:
        yield {key: value, "good_up_to": bounds[0], "poor_above": bounds[1]}


@checks.page("cwv.lcp_poor", Severity.ERROR)
def lcp_poor(page: PageFacts) -> Iterator[Evidence]:
    yield from _poor(_vital(page, "lcp_ms"), LCP_MS, "lcp_ms")


@checks.page("cwv.lcp_needs_improvement", Severity.NOTICE)
def lcp_needs_improvement(page: PageFacts) -> Iterator[Evidence]:
    yield from _needs_improvement(_vital(page, "lcp_ms"), LCP_MS, "lcp_ms")


@checks.page("cwv.cls_poor", Severity.ERROR)
def cls_poor(page: PageFacts) -> Iterator[Evidence]:
    yield from _poor(_vital(page, "cls"), CLS, "cls")


@checks.page("cwv.cls_needs_improvement", Severity.NOTICE)
def cls_needs_improvement(page: PageFacts) -> Iterator[Evidence]:
    yield from _needs_improvement(_vital(page, "cls"), CLS, "cls")


@checks.page("cwv.tbt_poor", Severity.WARNING)
def tbt_poor(page: PageFacts) -> Iterator[Evidence]:
    yield from _poor(_vital(page, "tbt_ms"), TBT_MS, "tbt_ms")


@checks.page("cwv.tbt_needs_improvement", Severity.NOTICE)
def tbt_needs_improvement(page: PageFacts) -> Iterator[Evidence]:
    yield from _needs_improvement(_vital(page, "tbt_ms"), TBT_MS, "tbt_ms")


@checks.page("cwv.fcp_poor", Severity.WARNING)
def fcp_poor(page: PageFacts) -> Iterator[Evidence]:
    yield from _poor(_vital(page, "fcp_ms"), FCP_MS, "fcp_ms")


@checks.page("cwv.ttfb_poor", Severity.WARNING, html_only=False)
def ttfb_poor(page: PageFacts) -> Iterator[Evidence]:
    yield from _poor(page.timings.ttfb_ms, TTFB_MS, "ttfb_ms")


@checks.page("cwv.ttfb_needs_improvement", Severity.NOTICE, html_only=False)
def ttfb_needs_improvement(page: PageFacts) -> Iterator[Evidence]:
    yield from _needs_improvement(page.timings.ttfb_ms, TTFB_MS, "ttfb_ms")


@checks.page("cwv.page_weight", Severity.NOTICE)
def page_weight(page: PageFacts) -> Iterator[Evidence]:
    weight = _vital(page, "transfer_bytes")
    if weight is not None and weight > MAX_TRANSFER_BYTES:
        yield {"bytes": weight, "max_bytes": MAX_TRANSFER_BYTES}


@checks.page("cwv.dom_size", Severity.NOTICE)
def dom_size(page: PageFacts) -> Iterator[Evidence]:
    if page.dom_nodes is not None and page.dom_nodes > MAX_DOM_NODES:
        yield {"nodes": page.dom_nodes, "max_nodes": MAX_DOM_NODES}
