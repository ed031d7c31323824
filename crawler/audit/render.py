"""Rendering pages in Chromium (scrapy-playwright) and measuring lab Core Web Vitals there.

A crawl with ``render`` fetches its pages through Chromium. For ``vitals_sample`` pages per template
(the path with numbers and slugs generalised: ``/blog/{slug}``, ``/item/{n}``), PerformanceObserver
records LCP, layout shifts (CLS, without shifts after input), long tasks (total blocking time: the
part of each long task over 50 ms) and FCP from before the page's first byte; they are read once
the page has loaded and settled, and fill ``PageFacts.vitals`` so the ``cwv.*`` checks run.

Chromium fetches subresources itself, past Scrapy's middlewares: :func:`abort_request` puts them
through the same private-address guard.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any
from urllib.parse import urlsplit

from scrapy_playwright.page import PageMethod

from analytics.audits.facts import LabVitals
from crawler.audit.ssrf import AddressGuard

SETTLE_MS = 1500  # after the load event, for late shifts and long tasks to show

VITALS_INIT = """
(() => {
  const v = window.__ranklensVitals = {lcp: null, cls: 0, tbt: 0, fcp: null};
  const watch = (type, take) => {
    try { new PerformanceObserver(list => list.getEntries().forEach(take)).observe({type, buffered: true}); }
    catch (e) { /* not supported */ }
  };
  watch('largest-contentful-paint', e => { v.lcp = e.renderTime || e.loadTime || e.startTime; });
  watch('layout-shift', e => { if (!e.hadRecentInput) v.cls += e.value; });
  watch('longtask', e => { if (v.fcp !== null && e.duration > 50) v.tbt += e.duration - 50; });
  watch('paint', e => { if (e.name === 'first-contentful-paint') v.fcp = e.startTime; });
})();
"""

VITALS_READ = """
async (settle) => {
  await new Promise(resolve => setTimeout(resolve, settle));
  const v = window.__ranklensVitals || {};
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  return {
    lcp: v.lcp ?? null, cls: v.cls ?? null, tbt: v.tbt ?? null, fcp: v.fcp ?? null,
    transfer: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    wider: document.documentElement.scrollWidth > window.innerWidth + 1,
  };
}
"""

_NUMBER = re.compile(r"^\d+$")
_SLUG = re.compile(r"^[^/]*[-_.][^/]*$|^[^/]{24,}$")

# Set by the spider when it renders: the guard Chromium's own requests pass.
guard: AddressGuard | None = None


def template_of(url: str) -> str:
    """The page's template as its path shape: numbers as {n}, slugs as {slug}, the query's keys."""
    parts = urlsplit(url)
    segments = []
    for segment in parts.path.split("/"):
        if _NUMBER.match(segment):
            segments.append("{n}")
        elif _SLUG.match(segment):
            segments.append("{slug}")
        else:
            segments.append(segment)
    keys = sorted({pair.split("=", 1)[0] for pair in parts.query.split("&") if pair})
    return "/".join(segments) + ("?" + "&".join(keys) if keys else "")


async def add_vitals_observers(page: Any, request: Any) -> None:
    """``playwright_page_init_callback``: observers in place before the page's own scripts run."""
    await page.add_init_script(VITALS_INIT)


def render_meta(measure_vitals: bool) -> dict[str, Any]:
    """Request meta for a page fetched in Chromium (and measured, when ``measure_vitals``)."""
    meta: dict[str, Any] = {"playwright": True}
    if measure_vitals:
        meta["playwright_page_init_callback"] = "crawler.audit.render.add_vitals_observers"
        meta["playwright_page_methods"] = [PageMethod("evaluate", VITALS_READ, SETTLE_MS)]
    return meta


def vitals_from(meta: dict[str, Any]) -> LabVitals | None:
    """The lab vitals a rendered response measured, or None."""
    methods = meta.get("playwright_page_methods") or []
    measured = next((m.result for m in methods if isinstance(m, PageMethod) and isinstance(m.result, dict)), None)
    if measured is None:
        return None

    def number(key: str) -> float | None:
        value = measured.get(key)
        return None if value is None else round(float(value), 4 if key == "cls" else 1)

    return LabVitals(lcp_ms=number("lcp"), cls=number("cls"), tbt_ms=number("tbt"), fcp_ms=number("fcp"),
                     transfer_bytes=int(measured.get("transfer") or 0) or None,
                     content_wider_than_viewport=bool(measured.get("wider")))


async def abort_request(request: Any) -> bool:
    """``PLAYWRIGHT_ABORT_REQUEST``: Chromium's requests to refused addresses are not made."""
    host = urlsplit(request.url).hostname
    if guard is None or host is None or not request.url.startswith(("http://", "https://")):
        return False
    _, reason, _ = await asyncio.to_thread(guard.decide, host)
    return reason is not None
