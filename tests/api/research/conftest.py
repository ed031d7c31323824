"""Keyword research API fixtures: this test's own analytics store, no provider credentials (the sandbox
answers) unless a test points the settings at a local provider server, and Autocomplete off."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from api.core import config
from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from tests.api.rankings.conftest import analytics_store

PROVIDER_SETTINGS = ("RANKLENS_KEYWORD_SOURCES", "RANKLENS_GOOGLE_ADS_DEVELOPER_TOKEN", "RANKLENS_GOOGLE_ADS_CLIENT_ID",
                     "RANKLENS_GOOGLE_ADS_CLIENT_SECRET", "RANKLENS_GOOGLE_ADS_REFRESH_TOKEN",
                     "RANKLENS_GOOGLE_ADS_CUSTOMER_ID", "RANKLENS_DATAFORSEO_LOGIN", "RANKLENS_DATAFORSEO_PASSWORD")


@pytest.fixture
def research(client, tmp_path, monkeypatch):
    for name in PROVIDER_SETTINGS:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("RANKLENS_KEYWORD_AUTOCOMPLETE", "off")
    with analytics_store(monkeypatch, tmp_path) as store:
        yield store
    config.get_settings.cache_clear()


def use(monkeypatch, **settings: str) -> None:
    """Sets RANKLENS_<NAME> for each setting and makes the app read them again."""
    for name, value in settings.items():
        monkeypatch.setenv(f"RANKLENS_{name.upper()}", value)
    config.get_settings.cache_clear()


def searches(user_id: int) -> int:
    """The keyword_search uses counted for the user (all months)."""
    with get_sessionmaker()() as db:
        return db.scalar(select(func.coalesce(func.sum(UsageCounter.called_count), 0)).where(
            UsageCounter.user_id == user_id, UsageCounter.feature == "keyword_search"))


def cached(store) -> int:
    return int(store.command("SELECT count() FROM keyword_metrics"))
