"""Site checker API fixtures: the rankings' analytics store and eager tasks, a project whose checks the
tests fill with the made-up site's records (tests/analytics/audits/site_records.py)."""

from __future__ import annotations

import pytest

from analytics.audits import store
from api.audits import service
from api.core import ratelimit, slots
from api.core.store import get_client
from tests.analytics.audits import site_records
from tests.api.rankings.conftest import analytics, eager  # noqa: F401  (fixtures)


@pytest.fixture(autouse=True)
def fresh_limits():
    """The page checker's pace and slots start empty in every test (both live in this process's memory)."""
    ratelimit.reset_all()
    slots.reset_all()
    yield
    ratelimit.reset_all()
    slots.reset_all()


def complete_with(check_id: int, records=None) -> None:
    """A started check finished as the task finishes it, with ``records`` as if the crawl had found them."""
    store.store_records(get_client(), check_id, site_records.records() if records is None else records)
    service.complete_check(check_id)
