"""Connecting WordPress sites (SPEC §3 CMS plugin site; §8 "site API duplicated"): the connection is checked
on save, and every way a site can answer wrong is told apart in the user's language, with nothing stored."""

from __future__ import annotations

import socket

import pytest
from sqlalchemy import select

from api.cms.models import CmsSite
from api.core import secrets
from tests.api.cms.conftest import TIMEOUT_SECONDS, connect, site_form
from tests.factories import make_user
from tests.fakes.wordpress import APP_PASSWORD, USERNAME

EN = {"Accept-Language": "en"}


def _stored(db_session) -> list[CmsSite]:
    db_session.expire_all()
    return list(db_session.scalars(select(CmsSite)))


def test_a_site_is_connected_with_its_api_found_and_the_password_encrypted(client, writer, wordpress, db_session):
    site = connect(client, writer, wordpress)
    assert site["type"] == "wordpress"
    assert site["name"] == "美妝保養部落格"  # blank: the site's own title
    assert site["url"] == wordpress.url
    assert site["api_url"] == f"{wordpress.url}/wp-json/"
    assert (site["username"], site["wp_user_name"]) == (USERNAME, "陳編輯")
    assert "application_password" not in site and "password" not in site
    me = [r for r in wordpress.received if r.path == "/wp-json/wp/v2/users/me"]
    assert me[0].params == {"context": "edit"} and me[0].headers["Authorization"].startswith("Basic ")
    [row] = _stored(db_session)
    assert APP_PASSWORD not in row.password and secrets.decrypt(row.password) == APP_PASSWORD
    listed = client.get("/api/cms/sites", headers=writer.headers).json()["data"]
    assert [s["name"] for s in listed] == ["美妝保養部落格"]


def test_a_site_with_plain_permalinks_is_reached_through_rest_route(client, writer, wordpress):
    wordpress.plain_permalinks = True
    site = connect(client, writer, wordpress, name="我的部落格", url=wordpress.url + "/")
    assert (site["name"], site["api_url"]) == ("我的部落格", f"{wordpress.url}/?rest_route=/")
    categories = client.get(f"/api/cms/sites/{site['id']}/categories", headers=writer.headers)
    assert categories.status_code == 200 and len(categories.json()["data"]) == 131


@pytest.mark.parametrize(("failure", "changes", "code", "field", "text"), [
    ("unauthorized", {}, "cms.unauthorized", "application_password",
     "WordPress refused the username or application password (401); check them and enter them again"),
    (None, {"application_password": "wrong pass word 0000"}, "cms.unauthorized", "application_password", None),
    (None, {"username": "nobody"}, "cms.unauthorized", "application_password", None),
    ("stripped", {}, "cms.credentials_not_received", "application_password",
     ("WordPress did not receive the credentials: the web server drops the Authorization header; ask the host or "
     "administrator to pass it through")),
    ("missing", {}, "cms.rest_api_missing", "url",
     ("No WordPress REST API at this address (404): check that it is the WordPress site's address, and that no "
     "plugin disabled the REST API")),
    ("html", {}, "cms.not_json", "url",
     ("The site answered with a web page instead of the WordPress API's JSON: a security plugin or firewall blocks "
     "the request, or the address is not the WordPress site")),
    ("slow", {}, "cms.timeout", "url", f"The site did not answer within {TIMEOUT_SECONDS} seconds; try again later"),
])
def test_a_site_that_answers_wrong_is_refused_with_the_reason(client, writer, wordpress, db_session, failure, changes,
                                                              code, field, text):
    wordpress.failure = failure
    response = client.post("/api/cms/sites", json=site_form(wordpress, **changes), headers={**writer.headers, **EN})
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["code"] == code and [(f["field"], f["code"]) for f in body["fields"]] == [(field, code)]
    if text:
        assert body["message"] == text
    assert _stored(db_session) == []


def test_the_reason_is_told_in_the_users_language(client, writer, wordpress):
    wordpress.failure = "html"
    response = client.post("/api/cms/sites", json=site_form(wordpress), headers={**writer.headers,
                                                                                  "Accept-Language": "ja"})
    assert response.json()["message"].startswith("サイトが WordPress API の JSON ではなくウェブページを返しました")


def test_a_user_who_may_not_publish_is_refused(client, writer, wordpress):
    wordpress.can_publish = False
    response = client.post("/api/cms/sites", json=site_form(wordpress), headers={**writer.headers, **EN})
    assert response.status_code == 422
    assert response.json()["fields"][0]["field"] == "username"
    assert response.json()["message"] == "This WordPress user may not publish posts; use an editor or administrator account"


def test_a_host_that_resolves_to_a_private_address_is_never_asked(client, writer, wordpress, monkeypatch):
    """Every request to the user's WordPress passes the address guard: a public name pointing at 127.0.0.1 is
    refused when private addresses are not allowed, before anything is sent."""
    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "0")
    monkeypatch.setattr(socket, "getaddrinfo",
                        lambda host, *args, **kwargs: [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", 0))])
    from api.core import config
    config.get_settings.cache_clear()
    port = wordpress.url.rsplit(":", 1)[1]
    response = client.post("/api/cms/sites", json=site_form(wordpress, url=f"http://blog.example.com:{port}"),
                           headers={**writer.headers, **EN})
    assert response.status_code == 422
    assert response.json()["code"] == "cms.blocked_address"
    assert wordpress.received == []


def test_the_same_site_twice_is_site_api_duplicated(client, writer, wordpress, db_session):
    connect(client, writer, wordpress)
    for url in (wordpress.url + "/", wordpress.url.replace("http://", "HTTP://")):
        response = client.post("/api/cms/sites", json=site_form(wordpress, url=url), headers={**writer.headers, **EN})
        assert response.status_code == 409, url
        assert response.json()["code"] == "cms.site_duplicated"
        assert response.json()["message"] == "This site API is duplicated: the site is already added"
    # another spelling of the address that leads to the same API
    response = client.post("/api/cms/sites", json=site_form(wordpress, url=wordpress.url + "/wp-json"),
                           headers=writer.headers)
    assert response.status_code == 409 and response.json()["fields"][0]["field"] == "url"
    assert len(_stored(db_session)) == 1
    # another user may connect the same site
    other = make_user("other@example.com", plan_id=10, days=30)
    assert client.post("/api/cms/sites", json=site_form(wordpress), headers=other.headers).status_code == 201


def test_required_fields_and_a_bad_url(client, writer, wordpress):
    response = client.post("/api/cms/sites", json={"url": "blog", "username": " ", "application_password": ""},
                           headers={**writer.headers, **EN})
    assert response.status_code == 422
    assert {(f["field"], f["code"]) for f in response.json()["fields"]} == {
        ("url", "project.url_invalid"), ("username", "validation.required"),
        ("application_password", "validation.required")}
    assert wordpress.received == []


def test_a_plan_without_the_cms_plugin_is_refused(client, wordpress):
    trial = make_user("trial@example.com", plan_id=8)
    response = client.post("/api/cms/sites", json=site_form(wordpress), headers=trial.headers)
    assert response.status_code == 403
    assert wordpress.received == []


def test_renaming_asks_nothing_and_a_wrong_new_password_keeps_the_old(client, writer, wordpress, db_session):
    site = connect(client, writer, wordpress)
    before = len(wordpress.received)
    renamed = client.patch(f"/api/cms/sites/{site['id']}", json={"name": "新名稱"}, headers=writer.headers)
    assert renamed.status_code == 200 and renamed.json()["name"] == "新名稱"
    assert len(wordpress.received) == before
    wrong = client.patch(f"/api/cms/sites/{site['id']}", json={"application_password": "wrong"},
                         headers=writer.headers)
    assert wrong.status_code == 422 and wrong.json()["code"] == "cms.unauthorized"
    [row] = _stored(db_session)
    assert secrets.decrypt(row.password) == APP_PASSWORD and row.name == "新名稱"
    assert client.get(f"/api/cms/sites/{site['id']}/categories", headers=writer.headers).status_code == 200


def test_a_deleted_site_is_gone(client, writer, wordpress):
    site = connect(client, writer, wordpress)
    assert client.delete(f"/api/cms/sites/{site['id']}", headers=writer.headers).status_code == 204
    assert client.get("/api/cms/sites", headers=writer.headers).json()["data"] == []
    assert client.get(f"/api/cms/sites/{site['id']}/categories", headers=writer.headers).status_code == 404
