"""Local stand-ins for the keyword providers on 127.0.0.1 (tests.crawler.sources.providers.ProviderServer),
each answering with its documented payload and checking what the client must send.

- Google Autocomplete ``GET /complete/search?client=firefox&q&hl&gl``: ``[query, [suggestions]]``.
- Google OAuth ``POST /token`` (refresh-token grant) → ``{"access_token", "expires_in", "token_type"}``.
- Google Ads REST ``POST /v21/customers/{id}:generateKeywordIdeas`` → ``{"results": [{"text",
  "keywordIdeaMetrics"}], "nextPageToken", "totalSize"}`` and ``:generateKeywordHistoricalMetrics`` →
  ``{"results": [{"text", "closeVariants", "keywordMetrics"}]}``; int64 fields as strings; errors as
  ``{"error": {"code", "message", "status", "details": [GoogleAdsFailure]}}``.
- DataForSEO ``POST /v3/keywords_data/google_ads/search_volume/live`` and ``…/keywords_for_keywords/live``.
"""

from __future__ import annotations

import base64
from urllib.parse import parse_qs

from tests.crawler.sources.providers import Answer, Received

ACCESS_TOKEN = "ya29.local-token"
DEVELOPER_TOKEN = "dev-token"
CUSTOMER = "1234567890"


def autocomplete(request: Received) -> Answer:
    p = request.params
    assert request.path == "/complete/search" and p["client"] == "firefox" and p["ie"] == p["oe"] == "utf-8"
    query = p["q"]
    if query.endswith(" z"):
        return 503, {"error": "sorry"}  # one expansion blocked
    base = [f"{query}{suffix}" for suffix in (" 推薦", " ptt", " 2026")] if p["hl"] == "zh-TW" else [f"{query} best"]
    return 200, [query, base, [], {"google:suggesttype": ["QUERY"] * len(base)}]


def _metrics(text: str, volume: int, index: int | None, label: str) -> dict:
    metrics = {
        "competition": label,
        "monthlySearchVolumes": [{"month": "SEPTEMBER", "year": "2026", "monthlySearches": str(volume - 100)},
                                 {"month": "OCTOBER", "year": "2026", "monthlySearches": str(volume + 100)}],
        "avgMonthlySearches": str(volume),
        "lowTopOfPageBidMicros": "250000",
        "highTopOfPageBidMicros": "1750000",
    }
    if index is not None:
        metrics["competitionIndex"] = str(index)
    return metrics


def google_ads(request: Received) -> Answer:
    if request.path == "/token":
        form = parse_qs(request.raw.decode())
        if form.get("refresh_token") != ["refresh-1"] or form.get("grant_type") != ["refresh_token"]:
            return 400, {"error": "invalid_grant", "error_description": "Bad Request"}
        return 200, {"access_token": ACCESS_TOKEN, "expires_in": 3599, "token_type": "Bearer"}
    if request.headers.get("Authorization") != f"Bearer {ACCESS_TOKEN}" or \
            request.headers.get("developer-token") != DEVELOPER_TOKEN:
        return 401, {"error": {"code": 401, "message": "Request is missing required authentication credential.",
                               "status": "UNAUTHENTICATED"}}
    body = request.body
    assert body["keywordPlanNetwork"] == "GOOGLE_SEARCH"
    if "quota" in str(body):
        return 429, {"error": {"code": 429, "message": "Resource has been exhausted", "status": "RESOURCE_EXHAUSTED",
                               "details": [{"@type": "type.googleapis.com/google.ads.googleads.v21.errors.GoogleAdsFailure",
                                            "errors": [{"errorCode": {"quotaError": "RESOURCE_EXHAUSTED"},
                                                        "message": "Too many requests.",
                                                        "details": {"quotaErrorDetails": {"rateScope": "ACCOUNT",
                                                                                          "rateName": "Requests",
                                                                                          "retryDelay": "30s"}}}]}]}}
    if request.path == f"/v21/customers/{CUSTOMER}:generateKeywordIdeas":
        seed = body["keywordSeed"]["keywords"][0]
        ideas = [(seed, 12100, 87, "HIGH"), (f"{seed} 推薦", 2400, 40, "MEDIUM"), (f"{seed} ptt", 880, None, "LOW"),
                 (f"{seed} 價格", 390, 12, "LOW")]
        page = 0 if "pageToken" not in body else int(body["pageToken"])
        chunk = ideas[page * 2:page * 2 + 2]
        answer = {"results": [{"text": t, "keywordIdeaMetrics": _metrics(t, v, i, c), "keywordAnnotations": {}}
                              for t, v, i, c in chunk], "totalSize": str(len(ideas))}
        if page == 0:
            answer["nextPageToken"] = "1"
        return 200, answer
    if request.path == f"/v21/customers/{CUSTOMER}:generateKeywordHistoricalMetrics":
        results = [{"text": k, "keywordMetrics": _metrics(k, 1000 + 10 * n, 50, "MEDIUM")}
                   for n, k in enumerate(body["keywords"]) if k != "咖啡 豆"]
        if "咖啡" in body["keywords"]:
            results[body["keywords"].index("咖啡")]["closeVariants"] = ["咖啡 豆"]
        return 200, {"results": results}
    return 404, {"error": {"code": 404, "status": "NOT_FOUND"}}


DFS_AUTH = "Basic " + base64.b64encode(b"login@example.com:dfs-password").decode()


def _dfs_item(keyword: str, volume: int) -> dict:
    return {"keyword": keyword, "spell": None, "location_code": 2392, "language_code": "ja", "search_partners": False,
            "competition": "HIGH", "competition_index": 91, "search_volume": volume, "low_top_of_page_bid": 0.31,
            "high_top_of_page_bid": 1.2, "cpc": 0.66,
            "monthly_searches": [{"year": 2026, "month": 10, "search_volume": volume},
                                 {"year": 2026, "month": 9, "search_volume": volume - 50}]}


def dataforseo(request: Received) -> Answer:
    envelope = {"version": "0.1.20260901", "status_code": 20000, "status_message": "Ok.", "time": "0.3 sec.",
                "cost": 0.05, "tasks_count": 1, "tasks_error": 0}
    if request.headers.get("Authorization") != DFS_AUTH:
        return 401, {**envelope, "status_code": 40100, "status_message": "You are not authorized to access this resource.",
                     "tasks_count": 0, "tasks": None}
    task = request.body[0]
    if "no money" in task["keywords"]:
        return 200, {**envelope, "status_code": 40200, "status_message": "Payment Required.", "tasks": []}
    items = [_dfs_item(k, 100 * (n + 1)) for n, k in enumerate(task["keywords"])]
    if request.path.endswith("keywords_for_keywords/live"):
        items += [_dfs_item(f"{task['keywords'][0]} おすすめ", 5000)]
    return 200, {**envelope, "tasks": [{
        "id": "06211235-0696-0139-1000-b1a2c3d4e5f6", "status_code": 20000, "status_message": "Ok.", "time": "0.2 sec.",
        "cost": 0.05, "result_count": len(items), "path": request.path.strip("/").split("/"),
        "data": {"api": "keywords_data", "function": "search_volume", "se": "google_ads", **task},
        "result": items}]}
