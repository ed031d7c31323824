"""GET /constants tells the console which reCAPTCHA v3 site key to sign in with, if any."""

from __future__ import annotations

from tests.api.accounts.conftest import configure

__all__ = ["configure"]


def test_no_site_key_means_no_bot_check_in_the_console(client):
    assert client.get("/api/constants").json()["recaptcha_site_key"] is None


def test_the_configured_site_key_is_public(client, configure):
    configure(recaptcha_site_key="6LcTestSiteKey-abc")
    assert client.get("/api/constants").json()["recaptcha_site_key"] == "6LcTestSiteKey-abc"
    configure(recaptcha_site_key="")
    assert client.get("/api/constants").json()["recaptcha_site_key"] is None
