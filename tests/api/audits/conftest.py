"""Site checker API fixtures: the rankings' analytics store and eager tasks, a project whose checks the
tests fill with the made-up site's records (tests/analytics/audits/site_records.py)."""

from __future__ import annotations

from analytics.audits import store
from analytics.client import get_client
from api.audits import service
from tests.analytics.audits import site_records
from tests.api.rankings.conftest import analytics, eager  # noqa: F401  (fixtures)


def complete_with(check_id: int, records=None) -> None:
    """A started check finished as the task finishes it, with ``records`` as if the crawl had found them."""
    store.store_records(get_client(), check_id, site_records.records() if records is None else records)
    service.complete_check(check_id)
