"""The web app's analytics store: the data layer's client and migrations with this process's settings.

``analytics`` reads no application settings (it sits below the web app); everything in ``api`` that needs
the store comes here, so the URL and cluster are read in one place.
"""

from __future__ import annotations

from clickhouse_connect.driver.client import Client

from analytics.client import get_client as _shared_client
from analytics.schema import runner
from analytics.schema.ddl import Target
from api.core.config import get_settings


def get_client() -> Client:
    """The process's one analytics client for the configured store (``RANKLENS_CLICKHOUSE_URL`` or chDB)."""
    return _shared_client(get_settings().analytics_url)


def get_target() -> Target:
    """The database (and cluster) of the configured store, for statements that name tables themselves."""
    return runner.target_for(get_client(), get_settings().analytics_cluster)


def migration_status() -> runner.Status:
    return runner.status(get_client(), cluster=get_settings().analytics_cluster)


def apply_migrations() -> list[runner.Migration]:
    return runner.apply(get_client(), cluster=get_settings().analytics_cluster)
