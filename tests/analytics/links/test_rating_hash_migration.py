"""Analytics migration 0010: edges and ratings stored before it get the source URL hash and the latest-ratings
table the link reads join on, so the backlinks page of an old store is ordered by its ratings as before."""

from __future__ import annotations

import shutil
from datetime import UTC, date, datetime

from analytics.links.model import Outlink, PageLinks
from analytics.links.queries import LinkTarget, backlinks
from analytics.links.store import record_pages
from analytics.schema import runner

MIGRATION = "0010_link_rating_hashes.py"
T0 = datetime(2026, 11, 1, tzinfo=UTC)


def test_old_edges_and_ratings_are_hashed_for_the_reads(analytics_store, tmp_path):
    before = tmp_path / "migrations"
    shutil.copytree(runner.MIGRATIONS_DIR, before, ignore=shutil.ignore_patterns("__pycache__", MIGRATION))
    client = analytics_store
    runner.apply(client, before)
    record_pages(client, [PageLinks(f"https://{site}.org/p", T0, (Outlink("https://example.com/"),))
                          for site in ("a", "b", "c")])
    client.insert("link_ratings", [["domain", "b.org", date(2026, 11, 1), 10.0, 0.1, T0],
                                   ["domain", "b.org", date(2026, 11, 2), 60.0, 0.1, T0],
                                   ["url", "c.org/p", date(2026, 11, 2), 5.0, 0.1, T0]],
                  column_names=["kind", "key", "day", "rating", "pagerank", "computed_at"])

    assert [m.label for m in runner.apply(client)] == ["0010_link_rating_hashes"]
    assert client.query("SELECT countIf(source_url_id = cityHash64(source_url_key)), count() "
                        "FROM link_edges").result_rows == [(3, 3)]
    page = backlinks(client, LinkTarget.parse("example.com"))
    assert [(r.source_host, r.source_domain_rating, r.source_url_rating) for r in page.rows] == [
        ("b.org", 60.0, None), ("c.org", None, 5.0), ("a.org", None, None)]
