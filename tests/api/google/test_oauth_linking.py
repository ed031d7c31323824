"""Linking Analytics, Search Console and Indexing through the local Google: consent, code exchange, states,
refresh, revocation, the lists a grant reaches, and every refusal as its stable code and message."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from api.accounts.models import User
from api.core.db import utcnow
from api.google.models import GoogleGrant
from api.google.tokens import GoogleAuthFailed, access_token
from api.projects.models import Site
from tests.api.google.conftest import CALLBACK, consent, consent_code, link
from tests.fakes.google.oauth import account_summary
from tests.fakes.service import Page


def _user(db_session) -> User:
    return db_session.scalar(select(User).where(User.email == "owner@example.com"))


def test_config_names_the_client_and_each_purposes_scopes(client, google):
    cfg = client.get("/api/google_apps/config").json()
    assert cfg["configured"] is True
    assert cfg["client_id"] == "ranklens-test.apps.googleusercontent.com"
    assert cfg["scopes"] == {
        "analytics": "openid email https://www.googleapis.com/auth/analytics.readonly",
        "webmaster": "openid email https://www.googleapis.com/auth/webmasters",
        "indexing": "openid email https://www.googleapis.com/auth/indexing"}


def test_config_says_unconfigured_without_a_client(client, settings):
    assert client.get("/api/google_apps/config").json()["configured"] is False


def test_linking_search_console_authorizes_it_with_the_google_account(user_client, google, db_session):
    assert user_client.get("/api/google_apps").json()["webmaster"] == {"state": "not_authorized",
                                                                      "google_email": None}
    answer = link(user_client, "webmaster")
    assert answer.status_code == 200, answer.text
    assert answer.json()["webmaster"] == {"state": "authorized", "google_email": "marketer@gmail.com"}
    assert answer.json()["analytics"]["state"] == "not_authorized"
    me = user_client.get("/api/me", params={"google_apps_profile": 1}).json()
    assert me["google_apps"]["webmaster"]["state"] == "authorized"
    assert user_client.get("/api/me").json()["google_apps"] is None
    grant = db_session.scalar(select(GoogleGrant))
    issued = google.oauth.grants[-1]
    assert grant.google_sub == google.oauth.account.sub
    assert issued.refresh_token not in grant.refresh_token  # encrypted at rest
    token_request = next(r for r in google.received if r.path == "/token")
    assert token_request.body["redirect_uri"] == CALLBACK


def test_only_the_three_purposes_are_accepted(user_client, google):
    answer = user_client.post("/api/google_apps", json={"code": "x", "redirect_uri": CALLBACK, "purpose": "ads"})
    assert answer.status_code == 422
    assert answer.json()["fields"][0]["code"] == "google.purpose_invalid"
    assert user_client.delete("/api/google_apps/ads").status_code == 422
    assert not [r for r in google.received if r.path == "/token"]


def test_a_used_code_is_an_authorization_failure(user_client, google):
    code = consent_code(user_client, "analytics")
    body = {"code": code, "redirect_uri": CALLBACK, "purpose": "analytics"}
    assert user_client.post("/api/google_apps", json=body).status_code == 200
    again = user_client.post("/api/google_apps", json=body, headers={"Accept-Language": "en"})
    assert again.status_code == 409
    assert again.json() == {"code": "google.authorization_failed",
                            "message": "Google authorization failed; pick another account"}


def test_consent_refused_comes_back_as_access_denied(client, google):
    google.oauth.refuse = True
    from api.core.config import get_settings
    from api.google import oauth
    back = consent(oauth.consent_url(get_settings(), redirect_uri=CALLBACK, scope="openid", state="s1"))
    assert back == {"error": "access_denied", "state": "s1"}


def test_an_unticked_scope_is_insufficient_permission_and_nothing_is_kept(user_client, google, db_session):
    google.oauth.unticked = {"https://www.googleapis.com/auth/webmasters"}
    answer = link(user_client, "webmaster")
    assert answer.status_code == 409
    assert answer.json()["code"] == "google.scope_missing"
    assert db_session.scalar(select(GoogleGrant)) is None
    assert google.oauth.grants[-1].revoked  # given back to Google at once


def test_revoking_analytics_revokes_at_google_and_clears_the_projects_property(user_client, google, db_session):
    link(user_client, "analytics")
    link(user_client, "webmaster")
    user = _user(db_session)
    db_session.add(Site(name="Shop", url="https://shop.example", domain="shop.example", creator_id=user.id,
                        ga_id="properties/123", gsc_site_url="sc-domain:shop.example"))
    db_session.commit()
    assert user_client.delete("/api/google_apps/analytics").status_code == 204
    states = user_client.get("/api/google_apps").json()
    assert states["analytics"]["state"] == "not_authorized"
    assert states["webmaster"]["state"] == "authorized"
    assert [g.revoked for g in google.oauth.grants] == [True, False]
    db_session.expire_all()
    site = db_session.scalar(select(Site))
    assert (site.ga_id, site.gsc_site_url) == (None, "sc-domain:shop.example")
    assert user_client.delete("/api/google_apps/webmaster").status_code == 204
    db_session.expire_all()
    assert db_session.scalar(select(Site)).gsc_site_url is None


def test_an_expiring_token_is_refreshed_and_a_revoked_one_expires_the_grant(user_client, google, db_session):
    link(user_client, "webmaster")
    user = _user(db_session)
    first = google.oauth.grants[-1]
    old_token = access_token(db_session, user.id, "webmaster")
    assert old_token in first.access_tokens
    grant = db_session.scalar(select(GoogleGrant))
    grant.expires_at = utcnow() + timedelta(minutes=2)  # inside the refresh margin
    db_session.commit()
    new_token = access_token(db_session, user.id, "webmaster")
    assert new_token != old_token and new_token in first.access_tokens
    refresh = [r for r in google.received if r.path == "/token"][-1]
    assert refresh.body["grant_type"] == "refresh_token"
    assert grant.expires_at > utcnow() + timedelta(minutes=55)

    google.oauth.revoke_all()  # the user removed RankLens in their Google account
    grant.expires_at = utcnow()
    db_session.commit()
    try:
        access_token(db_session, user.id, "webmaster")
        raise AssertionError("a revoked refresh token must not give a token")
    except GoogleAuthFailed as failed:
        assert (failed.code, failed.purpose) == ("google.token_expired", "webmaster")
    assert user_client.get("/api/google_apps").json()["webmaster"]["state"] == "expired"
    sites = user_client.get("/api/webmaster/sites", headers={"Accept-Language": "en"})
    assert sites.status_code == 409
    assert sites.json()["message"] == "The Google authorization has expired; please authorize again"


def test_ga_properties_come_as_a_tree_paged_by_index(user_client, google):
    google.oauth.summaries = [account_summary(n, f"Account {n}", [(1000 + n, f"Site {n} GA4")])
                              for n in range(1, 61)]
    link(user_client, "analytics")
    first = user_client.get("/api/google_apps/ga_properties", params={"index": 0}).json()
    assert len(first["data"]) == 50
    assert first["data"][0] == {"label": "Account 1", "value": "accounts/1",
                                "children": [{"label": "Site 1 GA4", "value": "properties/1001"}]}
    second = user_client.get("/api/google_apps/ga_properties", params={"index": first["nextIndex"]}).json()
    assert [a["label"] for a in second["data"]] == [f"Account {n}" for n in range(51, 61)]
    assert second["nextIndex"] is None


def test_no_ga_account_unlinks_analytics(user_client, google):
    link(user_client, "analytics")
    answer = user_client.get("/api/google_apps/ga_properties", headers={"Accept-Language": "zh-TW"})
    assert answer.status_code == 409
    assert answer.json() == {"code": "google.no_ga_account", "message": "此 Google 帳號沒有 GA4 帳戶，尚未連結"}
    assert user_client.get("/api/google_apps").json()["analytics"]["state"] == "not_authorized"
    assert google.oauth.grants[-1].revoked


def test_ga_properties_need_the_analytics_grant(user_client, google):
    link(user_client, "webmaster")
    answer = user_client.get("/api/google_apps/ga_properties")
    assert (answer.status_code, answer.json()["code"]) == (409, "google.not_authorized")


def test_webmaster_sites_mark_the_ones_already_used_and_leave_out_unverified(user_client, google, db_session):
    google.oauth.sites = [{"siteUrl": "sc-domain:shop.example", "permissionLevel": "siteOwner"},
                          {"siteUrl": "https://blog.example/", "permissionLevel": "siteFullUser"},
                          {"siteUrl": "https://other.example/", "permissionLevel": "siteUnverifiedUser"}]
    link(user_client, "webmaster")
    db_session.add(Site(name="Shop", url="https://shop.example", domain="shop.example",
                        creator_id=_user(db_session).id, gsc_site_url="sc-domain:shop.example"))
    db_session.commit()
    assert user_client.get("/api/webmaster/sites").json() == [
        {"siteUrl": "sc-domain:shop.example", "exist": True}, {"siteUrl": "https://blog.example/", "exist": False}]


def test_google_quota_and_outage_have_their_codes(user_client, google):
    link(user_client, "webmaster")
    google.oauth.failures["sites"] = (429, {"error": {"code": 429, "message": "Quota exceeded",
                                                      "status": "RESOURCE_EXHAUSTED"}})
    assert user_client.get("/api/webmaster/sites").json()["code"] == "google.quota_exceeded"
    google.oauth.failures["sites"] = (503, {"error": {"code": 503, "message": "Unavailable",
                                                      "status": "UNAVAILABLE"}})
    assert user_client.get("/api/webmaster/sites").json()["code"] == "google.fetch_failed"
    assert user_client.get("/api/webmaster/sites").status_code == 200


def test_a_google_outage_during_refresh_leaves_the_grant_usable_later(user_client, google, db_session):
    link(user_client, "webmaster")
    user = _user(db_session)
    grant = db_session.scalar(select(GoogleGrant))
    grant.expires_at = utcnow()
    db_session.commit()
    for outage in [(503, {"error": "backendError"}), (502, None)]:
        google.oauth.failures["token"] = outage if outage[1] is not None else Page("<h1>Bad gateway</h1>", 502)
        try:
            access_token(db_session, user.id, "webmaster")
            raise AssertionError("no token while Google's token endpoint is down")
        except GoogleAuthFailed as failed:
            assert failed.code == "google.unavailable"
        assert grant.status == "active"
    assert access_token(db_session, user.id, "webmaster") in google.oauth.grants[-1].access_tokens


def test_a_token_google_no_longer_accepts_expires_the_grant(user_client, google):
    link(user_client, "webmaster")
    google.oauth.revoke_all()  # revoked at Google while our access token has not expired yet
    answer = user_client.get("/api/webmaster/sites")
    assert (answer.status_code, answer.json()["code"]) == (409, "google.token_expired")
    assert user_client.get("/api/google_apps").json()["webmaster"]["state"] == "expired"
