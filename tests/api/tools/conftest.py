"""The tools' API fixtures: the rankings' analytics store and eager tasks, and the page audit's web server
on 127.0.0.1."""

from tests.api.page_audits.conftest import page_server  # noqa: F401  (fixture)
from tests.api.rankings.conftest import analytics, eager  # noqa: F401  (fixtures)
