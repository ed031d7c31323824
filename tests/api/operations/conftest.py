"""Crawl operations fixtures: the rankings area's chDB store, sandbox SERP server and eager tasks."""

from tests.api.rankings.conftest import analytics, eager, sandbox  # noqa: F401  (fixtures used here too)
