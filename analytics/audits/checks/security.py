"""Security: HTTPS, mixed content, forms, and the response headers that protect visitors."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import urlsplit

from analytics.audits.checks.base import Category, Evidence, Registrar, Severity
from analytics.audits.facts import PageFacts, SiteFacts

checks = Registrar(Category.SECURITY)

MIN_HSTS_SECONDS = 180 * 24 * 3600
ACTIVE_KINDS = ("script", "stylesheet", "iframe", "form", "font")
_VERSION = re.compile(r"/\s*\d")
_MAX_AGE = re.compile(r"max-age\s*=\s*\"?(\d+)", re.IGNORECASE)


def _is_http(url: str | None) -> bool:
    return bool(url) and url.strip().lower().startswith("http://")


@checks.page("security.http_page", Severity.ERROR, html_only=False)
def http_page(page: PageFacts) -> Iterator[Evidence]:
    if page.status is not None and not page.is_https:
        yield {"url": page.effective_url}


@checks.page("security.tls_error", Severity.ERROR, html_only=False)
def tls_error(page: PageFacts) -> Iterator[Evidence]:
    error = (page.fetch_error or "").lower()
    if error.startswith(("tls", "ssl", "certificate")):
        yield {"error": page.fetch_error}


@checks.page("security.mixed_content", Severity.ERROR)
def mixed_content(page: PageFacts) -> Iterator[Evidence]:
    """http:// resources on an https page: browsers block active ones and mark the page not secure."""
    if not page.is_https:
        return
    seen = set()
    resources = [(r.url, r.kind) for r in page.resources] + [(i.url or i.src, "image") for i in page.images]
    for url, kind in resources:
        if _is_http(url) and url not in seen:
            seen.add(url)
            yield {"resource": url, "kind": kind, "active": kind in ACTIVE_KINDS}


@checks.page("security.redirect_to_http", Severity.WARNING, html_only=False)
def redirect_to_http(page: PageFacts) -> Iterator[Evidence]:
    for hop in page.redirects:
        if hop.url.lower().startswith("https://") and _is_http(hop.location):
            yield {"from": hop.url, "to": hop.location}


@checks.page("security.password_on_http", Severity.ERROR)
def password_on_http(page: PageFacts) -> Iterator[Evidence]:
    for form in page.forms:
        if form.has_password and (not page.is_https or _is_http(form.action)):
            yield {"action": form.action}


@checks.page("security.form_to_http", Severity.WARNING)
def form_to_http(page: PageFacts) -> Iterator[Evidence]:
    if page.is_https:
        for form in page.forms:
            if _is_http(form.action) and not form.has_password:
                yield {"action": form.action}


def _https_ok(page: PageFacts) -> bool:
    return page.is_https


@checks.page("security.hsts_missing", Severity.NOTICE)
def hsts_missing(page: PageFacts) -> Iterator[Evidence]:
    if page.is_https and not page.header("strict-transport-security"):
        yield {}


@checks.page("security.hsts_short", Severity.NOTICE)
def hsts_short(page: PageFacts) -> Iterator[Evidence]:
    value = page.header("strict-transport-security")
    match = _MAX_AGE.search(value or "")
    if page.is_https and match and int(match.group(1)) < MIN_HSTS_SECONDS:
        yield {"max_age": int(match.group(1)), "minimum": MIN_HSTS_SECONDS}


@checks.page("security.csp_missing", Severity.NOTICE)
def csp_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.header("content-security-policy"):
        yield {}


@checks.page("security.nosniff_missing", Severity.NOTICE)
def nosniff_missing(page: PageFacts) -> Iterator[Evidence]:
    if (page.header("x-content-type-options") or "").strip().lower() != "nosniff":
        yield {"x-content-type-options": page.header("x-content-type-options")}


@checks.page("security.clickjacking", Severity.NOTICE)
def clickjacking(page: PageFacts) -> Iterator[Evidence]:
    csp = (page.header("content-security-policy") or "").lower()
    if not page.header("x-frame-options") and "frame-ancestors" not in csp:
        yield {}


@checks.page("security.referrer_policy_missing", Severity.NOTICE)
def referrer_policy_missing(page: PageFacts) -> Iterator[Evidence]:
    if not page.header("referrer-policy"):
        yield {}


@checks.page("security.server_version", Severity.NOTICE)
def server_version(page: PageFacts) -> Iterator[Evidence]:
    server = page.header("server") or ""
    powered = page.header("x-powered-by")
    if _VERSION.search(server) or powered:
        yield {"server": server or None, "x-powered-by": powered}


@checks.page("security.cookie_insecure", Severity.NOTICE)
def cookie_insecure(page: PageFacts) -> Iterator[Evidence]:
    if not page.is_https:
        return
    for cookie in page.header_values("set-cookie"):
        attributes = [part.strip().lower() for part in cookie.split(";")[1:]]
        if "secure" not in attributes:
            yield {"cookie": cookie.split("=", 1)[0].strip()}


@checks.page("security.unsafe_blank_target", Severity.NOTICE)
def unsafe_blank_target(page: PageFacts) -> Iterator[Evidence]:
    """External links opening a new tab without ``rel=noopener`` (older browsers let the tab control ours)."""
    host = urlsplit(page.effective_url).hostname
    for link in page.links:
        rel = {value.lower() for value in link.rel}
        if (link.target or "").lower() == "_blank" and link.url and urlsplit(link.url).hostname != host \
                and not rel & {"noopener", "noreferrer"}:
            yield {"href": link.url}


@checks.site("security.no_https_redirect", Severity.WARNING)
def no_https_redirect(site: SiteFacts) -> Iterator[tuple[str, Evidence]]:
    """The http:// version of an https site still answers with content instead of redirecting."""
    if not site.root_url.lower().startswith("https://"):
        return
    for probe in site.host_probes:
        if _is_http(probe.url) and probe.status is not None and 200 <= probe.status < 300:
            yield probe.url, {"status": probe.status}
