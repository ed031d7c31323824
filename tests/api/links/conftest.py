"""Site research API fixtures: this test's own analytics store (the research fixture of keyword research)."""

from tests.api.research.conftest import research  # noqa: F401  (fixture)
