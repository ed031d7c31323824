"""Local stand-ins for the SERP APIs on 127.0.0.1: each answers the request it gets with a payload of
the provider's documented shape (the results come from the sandbox model for the request's query,
country, language and offset), and records what the client sent (path, parameters, headers, body).

Shapes, from the providers' documentation and the samples in shared/data/serp/api/:
- SerpApi ``GET /search.json``: ``search_metadata``, ``search_parameters``, ``search_information``,
  ``organic_results`` (``position``, ``title``, ``link``, ``displayed_link``, ``snippet``),
  ``related_searches``, ``serpapi_pagination``; errors as ``{"error": …}``.
- Serper ``POST /search``: ``searchParameters``, ``organic`` (``title``, ``link``, ``snippet``,
  ``position``), ``peopleAlsoAsk``, ``relatedSearches``, ``credits``; errors as ``{"message": …}``.
- DataForSEO ``POST /v3/serp/google/organic/live/advanced``: ``status_code`` 20000, ``tasks[0]``
  with ``data`` and ``result[0].items`` (``type``, ``rank_group``, ``rank_absolute``, ``domain``,
  ``title``, ``url``, ``description``).
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from datetime import date
from types import SimpleNamespace
from typing import Any

from crawler.sandbox.model import build_serp
from tests.fakes.service import FakeService, Received

DAY = date(2025, 11, 20)
LANGUAGE_COUNTRIES = {"zh-tw": "TW", "ja": "JP", "en": "US"}


Answer = tuple[int, Any]


class ProviderServer(FakeService):
    """A JSON API on 127.0.0.1 answering ``respond(request)`` on every path; ``received`` lists every request."""

    def __init__(self, respond: Callable[[Received], Answer]) -> None:
        def answer(request: Received, match: object) -> Answer:
            return respond(request)

        super().__init__(SimpleNamespace(routes=lambda: [(method, ".*", answer) for method in ("GET", "POST")]))


def listings(keyword: str, country: str, language: str, device: str = "desktop"):
    return build_serp("google", keyword, DAY, country=country, language=language, device=device)


def serpapi(request: Received) -> Answer:
    """SerpApi's Google Search API."""
    p = request.params
    if p.get("api_key") != "serpapi-key":
        return 401, {"error": "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key"}
    start, num = int(p.get("start") or 0), int(p.get("num") or 10)
    serp = listings(p["q"], p["gl"].upper(), p["hl"], p.get("device", "desktop"))
    rows = serp.organic[start : start + num]
    if not rows:
        return 200, {"search_metadata": {"status": "Success"}, "error": "Google hasn't returned any results for this query."}
    page = start // num + 1
    return 200, {
        "search_metadata": {"id": "local", "status": "Success", "google_url": "https://www.google.com/search"},
        "search_parameters": {k: v for k, v in p.items() if k != "api_key"},
        "search_information": {"total_results": serp.total_results, "query_displayed": p["q"]},
        "organic_results": [
            {"position": start + i, "title": x.title, "link": x.url, "displayed_link": x.domain, "snippet": x.snippet}
            for i, x in enumerate(rows, start=1)
        ],
        "related_searches": [{"query": r, "link": "https://www.google.com/search?q=x"} for r in serp.related] if page == 1 else [],
        "serpapi_pagination": {"current": page, "next": f"https://serpapi.com/search.json?start={start + num}"},
    }


def serper(request: Received) -> Answer:
    """Serper.dev's /search."""
    if request.headers.get("X-API-KEY") != "serper-key":
        return 403, {"message": "Unauthorized.", "statusCode": 403}
    body = request.body
    page, num = int(body.get("page") or 1), int(body.get("num") or 10)
    serp = listings(body["q"], body["gl"].upper(), body["hl"])
    rows = serp.organic[(page - 1) * num : page * num]
    return 200, {
        "searchParameters": {**body, "type": "search", "engine": "google"},
        "organic": [{"title": x.title, "link": x.url, "snippet": x.snippet, "position": i}
                    for i, x in enumerate(rows, start=1)],
        "peopleAlsoAsk": [{"question": q, "snippet": "", "title": "", "link": "https://example.com"}
                          for q in serp.questions] if page == 1 else [],
        "relatedSearches": [{"query": r} for r in serp.related] if page == 1 else [],
        "credits": 1,
    }


def dataforseo(request: Received) -> Answer:
    """DataForSEO v3 serp/google/organic/live/advanced."""
    expected = "Basic " + base64.b64encode(b"login@example.com:dfs-password").decode()
    if request.headers.get("Authorization") != expected:
        return 401, {"version": "0.1.20250901", "status_code": 40100, "status_message": "You are not authorized to access this resource.",
                     "tasks_count": 0, "tasks_error": 0, "tasks": None}
    task = request.body[0]
    country = {2158: "TW", 2392: "JP", 2840: "US"}[task["location_code"]]
    language = {"zh-TW": "zh-TW", "ja": "ja", "en": "en"}[task["language_code"]]
    serp = listings(task["keyword"], country, language, task["device"])
    rows = serp.organic[: task["depth"]]
    items = [{"type": "organic", "rank_group": i, "rank_absolute": i, "position": "left", "xpath": "/html[1]",
              "domain": x.domain, "title": x.title, "url": x.url, "description": x.snippet, "breadcrumb": x.domain}
             for i, x in enumerate(rows, start=1)]
    return 200, {
        "version": "0.1.20250901", "status_code": 20000, "status_message": "Ok.", "time": "1.2 sec.", "cost": 0.002,
        "tasks_count": 1, "tasks_error": 0,
        "tasks": [{
            "id": "11121314-1516-0066-0000-a1b2c3d4e5f6", "status_code": 20000, "status_message": "Ok.",
            "time": "1.1 sec.", "cost": 0.002, "result_count": 1,
            "path": ["v3", "serp", "google", "organic", "live", "advanced"],
            "data": {"api": "serp", "function": "live", "se": "google", "se_type": "organic", **task},
            "result": [{
                "keyword": task["keyword"], "type": "organic", "se_domain": "google.com",
                "location_code": task["location_code"], "language_code": task["language_code"],
                "check_url": "https://www.google.com/search?q=x", "datetime": "2025-11-20 01:02:03 +00:00",
                "spell": None, "item_types": ["organic"], "se_results_count": serp.total_results,
                "items_count": len(items), "items": items,
            }],
        }],
    }
