"""Rendering pages in Chromium (scrapy-playwright) and measuring lab Core Web Vitals there.

A crawl with ``render`` fetches its pages through Chromium. For ``vitals_sample`` pages per template
(the path with numbers and slugs generalised: ``/blog/{slug}``, ``/item/{n}``), PerformanceObserver
records LCP, layout shifts (CLS, without shifts after input), long tasks (total blocking time: the
part of each long task over 50 ms) and FCP from before the page's first byte; they are read once
the page has loaded and settled, and fill ``PageFacts.vitals`` so the ``cwv.*`` checks run.

Chromium fetches everything itself, past Scrapy's middlewares, so it is launched behind the crawl's
guard proxy (:mod:`crawler.audit.guard_proxy`, :func:`launch_options`): every request it makes passes
the crawl's address guard. Each page's main-frame navigations are noted (:class:`Navigation`), so a
page whose document or a redirect hop of it was refused is recorded as refused, with its hops.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import Error as PlaywrightError
from scrapy_playwright.page import PageMethod

from analytics.audits.facts import LabVitals, Redirect
from crawler.audit.ssrf import AddressGuard
from crawler.serp.crawl import CHROMIUM_LAUNCH_OPTIONS

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
_REDIRECTS = frozenset({301, 302, 303, 307, 308})


def launch_options(proxy_port: int) -> dict[str, Any]:
    """Chromium behind the guard proxy on ``proxy_port``: loopback through it too (Chromium would
    otherwise go to localhost directly), no QUIC and no WebRTC UDP (neither goes through an HTTP proxy)."""
    return {**CHROMIUM_LAUNCH_OPTIONS, "args": [
        *CHROMIUM_LAUNCH_OPTIONS["args"], f"--proxy-server=http://127.0.0.1:{proxy_port}",
        "--proxy-bypass-list=<-loopback>", "--disable-quic",
        "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    ]}


class Navigation:
    """A rendered page's main-frame navigations as Chromium made them: each URL in order (redirect hops
    included, so a hop that failed is known too) and the status each answered."""

    def __init__(self) -> None:
        self.urls: list[str] = []
        self.statuses: dict[str, int] = {}

    def on_request(self, request: Any) -> None:
        try:
            main = request.is_navigation_request() and request.frame.parent_frame is None
        except PlaywrightError:  # a service worker's request has no frame
            return
        if main:
            self.urls.append(request.url)

    def on_response(self, response: Any) -> None:
        if response.request.is_navigation_request():
            self.statuses[response.url] = response.status

    def hops(self) -> tuple[Redirect, ...]:
        """The redirects followed, as the plain crawl records them."""
        return tuple(Redirect(url, self.statuses[url], following) for url, following in zip(self.urls, self.urls[1:])
                     if self.statuses.get(url) in _REDIRECTS)

    def refused(self, guard: AddressGuard) -> str | None:
        """Why the guard refused one of the navigations (the first refused), or None."""
        return next((reason for url in self.urls if (reason := guard.refused(url))), None)


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
    """Request meta for a page fetched in Chromium (and measured, when ``measure_vitals``); its
    navigations are noted in ``meta["audit_navigation"]``."""
    navigation = Navigation()
    meta: dict[str, Any] = {"playwright": True, "audit_navigation": navigation, "playwright_page_event_handlers": {
        "request": navigation.on_request, "response": navigation.on_response}}
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

