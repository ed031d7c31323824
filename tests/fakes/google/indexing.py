"""See tests/fakes/google/__init__.py: this module's part of the local Google, plus IndexNow.

Shapes as documented:

- Search Console sitemaps, https://developers.google.com/webmaster-tools/v1/sitemaps: ``GET
  /webmasters/v3/sites/{siteUrl}/sitemaps`` → ``{"sitemap": [{path, lastSubmitted, isPending, isSitemapsIndex,
  type, lastDownloaded, warnings, errors, contents: [{type, submitted, indexed}]}]}``; ``PUT
  /webmasters/v3/sites/{siteUrl}/sitemaps/{feedpath}`` → empty body (siteUrl and feedpath URL-encoded).
- URL Inspection, https://developers.google.com/webmaster-tools/v1/urlInspection.index/inspect: ``POST
  /v1/urlInspection/index:inspect {inspectionUrl, siteUrl, languageCode}`` → ``{"inspectionResult":
  {"inspectionResultLink", "indexStatusResult": {verdict, coverageState, robotsTxtState, indexingState,
  lastCrawlTime, pageFetchState, googleCanonical, userCanonical, crawledAs}}}``.
- Indexing API, https://developers.google.com/search/apis/indexing-api/v3/reference/urlNotifications/publish:
  ``POST /v3/urlNotifications:publish {url, type}`` → ``{"urlNotificationMetadata": {url, latestUpdate: {url,
  type, notifyTime}}}``.
- Errors in Google's shape ``{"error": {code, message, status}}``.
- IndexNow, https://www.indexnow.org/documentation: ``POST /indexnow {host, key, keyLocation, urlList}`` → 200
  (or 202 while the key is being validated), 400, 403 (key not valid), 422 (URLs not of the host), 429.

Tests set ``sites`` (the properties each access token may use), ``pages`` (URL Inspection answers by URL) and
``fail`` (the next answers of an API, by name: sitemaps, inspect, publish, indexnow).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urlsplit

from tests.crawler.sources.providers import Received
from tests.fakes.service import Answer, Route

TOKEN = "ya29.webmaster-test-token"
INDEXING_TOKEN = "ya29.indexing-test-token"
QUOTA = {"code": 429, "message": "Quota exceeded for quota metric 'Default requests' and limit 'Default requests "
                                "per day'.", "status": "RESOURCE_EXHAUSTED"}


def google_error(code: int, message: str, status: str) -> tuple[int, dict]:
    return code, {"error": {"code": code, "message": message, "status": status}}


def not_owned() -> tuple[int, dict]:
    return google_error(403, "You do not own this site, or the inspected URL is not part of this property.",
                        "PERMISSION_DENIED")


@dataclass
class Inspection:
    verdict: str = "PASS"
    coverageState: str = "Submitted and indexed"
    robotsTxtState: str = "ALLOWED"
    indexingState: str = "INDEXING_ALLOWED"
    lastCrawlTime: str | None = "2026-11-20T08:15:00Z"
    pageFetchState: str = "SUCCESSFUL"
    googleCanonical: str | None = None
    userCanonical: str | None = None

    def result(self, url: str) -> dict:
        found = {key: value for key, value in self.__dict__.items() if value is not None}
        return {"googleCanonical": url, "userCanonical": url, "crawledAs": "MOBILE", **found}


UNKNOWN = Inspection(verdict="NEUTRAL", coverageState="URL is unknown to Google", robotsTxtState="ROBOTS_TXT_STATE_UNSPECIFIED",
                     indexingState="INDEXING_STATE_UNSPECIFIED", lastCrawlTime=None,
                     pageFetchState="PAGE_FETCH_STATE_UNSPECIFIED")


@dataclass
class IndexingFake:
    server: Any
    # access token → the Search Console properties it may use
    sites: dict[str, list[str]] = field(default_factory=lambda: {TOKEN: []})
    sitemaps: dict[str, list[dict]] = field(default_factory=dict)  # property → its sitemaps
    pages: dict[str, Inspection] = field(default_factory=dict)  # URL → what Google knows of it (else unknown)
    fail: dict[str, list[tuple[int, Any]]] = field(default_factory=dict)  # API → the next answers
    published: list[dict] = field(default_factory=list)
    indexnow_keys: dict[str, str] = field(default_factory=dict)  # host → key IndexNow accepts (else any)

    def routes(self) -> list[Route]:
        return [
            ("GET", r"/webmasters/v3/sites/([^/]+)/sitemaps", self.list_sitemaps),
            ("PUT", r"/webmasters/v3/sites/([^/]+)/sitemaps/([^/]+)", self.submit_sitemap),
            ("POST", r"/v1/urlInspection/index:inspect", self.inspect),
            ("POST", r"/v3/urlNotifications:publish", self.publish),
            ("POST", r"/indexnow", self.indexnow),
        ]

    def _failure(self, api: str) -> Answer | None:
        queue = self.fail.get(api)
        return queue.pop(0) if queue else None

    def _owned(self, request: Received, site_url: str) -> Answer | None:
        token = request.headers.get("Authorization", "").removeprefix("Bearer ")
        if token not in self.sites:
            return google_error(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED")
        if site_url not in self.sites[token]:
            return google_error(403, f"User does not have sufficient permission for site '{site_url}'.",
                                "PERMISSION_DENIED")
        return None

    def list_sitemaps(self, request: Received, match: re.Match) -> Answer:
        site_url = unquote(match.group(1))
        refused = self._failure("sitemaps") or self._owned(request, site_url)
        if refused:
            return refused
        listed = self.sitemaps.get(site_url, [])
        return 200, {"sitemap": listed} if listed else {}

    def submit_sitemap(self, request: Received, match: re.Match) -> Answer:
        site_url, feed = unquote(match.group(1)), unquote(match.group(2))
        refused = self._failure("sitemaps") or self._owned(request, site_url)
        if refused:
            return refused
        if not _within(feed, site_url):
            return google_error(400, "Sitemap URL is not within the property.", "INVALID_ARGUMENT")
        listed = self.sitemaps.setdefault(site_url, [])
        listed[:] = [entry for entry in listed if entry["path"] != feed]
        listed.append({"path": feed, "lastSubmitted": "2026-11-27T09:00:00.000Z", "isPending": True,
                       "isSitemapsIndex": False, "type": "sitemap", "warnings": "0", "errors": "0",
                       "contents": [{"type": "web", "submitted": "0", "indexed": "0"}]})
        return 200, {}

    def inspect(self, request: Received, match: re.Match) -> Answer:
        body = request.body or {}
        site_url, url = body.get("siteUrl", ""), body.get("inspectionUrl", "")
        refused = self._failure("inspect") or self._owned(request, site_url)
        if refused:
            return refused
        if not _within(url, site_url):
            return not_owned()
        return 200, {"inspectionResult": {
            "inspectionResultLink": f"https://search.google.com/search-console/inspect?resource_id={site_url}",
            "indexStatusResult": self.pages.get(url, UNKNOWN).result(url)}}

    def publish(self, request: Received, match: re.Match) -> Answer:
        body = request.body or {}
        refused = self._failure("publish")
        if refused:
            return refused
        if request.headers.get("Authorization") != f"Bearer {INDEXING_TOKEN}":
            return google_error(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED")
        if body.get("type") not in ("URL_UPDATED", "URL_DELETED") or not body.get("url"):
            return google_error(400, "Invalid value at 'url_notification.type'", "INVALID_ARGUMENT")
        self.published.append(body)
        update = {"url": body["url"], "type": body["type"], "notifyTime": "2026-11-27T09:00:00.123Z"}
        key = "latestUpdate" if body["type"] == "URL_UPDATED" else "latestRemove"
        return 200, {"urlNotificationMetadata": {"url": body["url"], key: update}}

    def indexnow(self, request: Received, match: re.Match) -> Answer:
        body = request.body or {}
        refused = self._failure("indexnow")
        if refused:
            return refused
        host, key, urls = body.get("host"), body.get("key"), body.get("urlList") or []
        if not host or not key or not urls:
            return 400, {"message": "Bad request"}
        if host in self.indexnow_keys and self.indexnow_keys[host] != key:
            return 403, {"message": "Key not valid"}
        if any(urlsplit(url).hostname != host for url in urls):
            return 422, {"message": "URLs don't belong to the host"}
        return 200, {}


def _within(url: str, site_url: str) -> bool:
    """Whether ``url`` belongs to the property: a URL prefix, or ``sc-domain:`` a domain and its subdomains."""
    if site_url.startswith("sc-domain:"):
        domain, host = site_url.removeprefix("sc-domain:"), urlsplit(url).hostname or ""
        return host == domain or host.endswith(f".{domain}")
    return url.startswith(site_url)
