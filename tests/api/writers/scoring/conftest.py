"""Content score fixtures: the analytics store, eager tasks, the sandbox SERP server and the top pages on
127.0.0.1 (the page audit's page server, which the address guard allows only with the test switch)."""

from __future__ import annotations

from tests.api.page_audits.conftest import page_server  # noqa: F401  (fixtures)
from tests.api.rankings.conftest import analytics, eager, sandbox  # noqa: F401  (fixtures)
