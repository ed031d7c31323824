"""The reads of the console's screens that the load benchmark makes: timed one user alone (bench/load.py) and
under Locust (bench/locustfile.py), the same requests for both."""

from __future__ import annotations

PER_PAGE = 100  # the ranking grid's block (console/src/lib/rank-datasource.ts)


def screen_reads(grid_site: int, check: int, *, page: int, keyword_id: int,
                 text: str) -> dict[str, list[tuple[str, dict]]]:
    """Per screen, the API paths (under /api) and query parameters the console asks for it."""
    grid = f"/sites/{grid_site}"
    return {
        "dashboard": [(grid, {"append": "google_statistics,important_keywords,seo_optimization"}),
                      (f"{grid}/visibility", {"period": "30"}), (f"{grid}/metrics", {})],
        "grid: a page": [(f"{grid}/keywords", {"page": page, "per_page": PER_PAGE})],
        "grid: filtered": [(f"{grid}/keywords", {"page": 1, "per_page": PER_PAGE, "filter[text]": text})],
        "keyword history": [(f"/keywords/{keyword_id}/rankings", {"period": "30"})],
        "site-check overview": [(f"/site_checks/{check}", {}), (f"/site_checks/{check}/issues", {})],
    }
