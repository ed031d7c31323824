"""Google on 127.0.0.1: one server answering every Google API RankLens calls, each part from its own module
with its own state (tests set accounts, properties, figures and failures on them):

- ``oauth``: the consent screen, the token endpoint (code and refresh grants), revocation, OpenID Connect
  discovery, keys and ID tokens, and the Admin API's account summaries and Search Console's sites list.
- ``data``: GA4 Data API ``runReport`` and Search Console ``searchAnalytics.query``.
- ``indexing``: Search Console sitemaps and URL Inspection, the Indexing API, IndexNow.

``google_settings(server)`` are the RANKLENS_* variables that point the product at it.
"""

from __future__ import annotations

from tests.fakes.google.data import DataFake
from tests.fakes.google.indexing import IndexingFake
from tests.fakes.google.oauth import CLIENT_ID, CLIENT_SECRET, OAuthFake
from tests.fakes.service import FakeService

__all__ = ["CLIENT_ID", "CLIENT_SECRET", "GoogleServer", "google_settings"]


class GoogleServer(FakeService):
    def __init__(self) -> None:
        self.oauth = OAuthFake(self)
        self.data = DataFake(self)
        self.indexing = IndexingFake(self)
        super().__init__(self.oauth, self.data, self.indexing)


def google_settings(server: GoogleServer) -> dict[str, str]:
    return {
        "RANKLENS_GOOGLE_CLIENT_ID": CLIENT_ID, "RANKLENS_GOOGLE_CLIENT_SECRET": CLIENT_SECRET,
        "RANKLENS_GOOGLE_AUTH_URL": f"{server.url}/o/oauth2/v2/auth",
        "RANKLENS_GOOGLE_TOKEN_URL": f"{server.url}/token", "RANKLENS_GOOGLE_REVOKE_URL": f"{server.url}/revoke",
        "RANKLENS_GOOGLE_ISSUER": server.url,
        "RANKLENS_GOOGLE_ANALYTICS_DATA_URL": server.url, "RANKLENS_GOOGLE_ANALYTICS_ADMIN_URL": server.url,
        "RANKLENS_GOOGLE_SEARCH_CONSOLE_URL": server.url, "RANKLENS_GOOGLE_INDEXING_URL": server.url,
        "RANKLENS_INDEXNOW_URL": server.url,
    }
