"""Projects: the four-step wizard, the overview list, edit and delete."""

from __future__ import annotations

import pytest

from api.projects.models import Competitor, Keyword, ReportRecipient, Site, SiteMember
from tests.api.projects.support import count, error, field_errors, join, new_site
from tests.factories import make_user

WIZARD = {
    "name": "鞋店",
    "url": "https://www.shoes.com.tw/",
    "country": "TW",
    "language": "zh-TW",
    "keywords": "球鞋\n慢跑鞋\n\n球鞋\n 登山鞋 ",
    "competitors": [
        {"name": "對手 A", "url": "rival-a.com.tw"},
        {"name": "", "url": "https://www.rival-b.tw/"},
    ],
    "recipients": ["boss@shoes.com.tw", "seo@shoes.com.tw"],
}


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=7)


def test_wizard_creates_site_keywords_competitors_and_recipients_in_one_call(client, owner):
    response = client.post("/api/sites", json=WIZARD, headers=owner.headers)
    assert response.status_code == 201, response.text
    site = response.json()
    assert {k: site[k] for k in ("name", "url", "domain", "country", "language", "role", "creator_id")} == {
        "name": "鞋店",
        "url": "https://www.shoes.com.tw",
        "domain": "shoes.com.tw",
        "country": "TW",
        "language": "zh-TW",
        "role": "owner",
        "creator_id": owner.user_id,
    }
    assert (site["keyword_count"], site["competitor_count"]) == (3, 2)
    assert site["recipients"] == ["boss@shoes.com.tw", "seo@shoes.com.tw"]
    assert site["receiver_limitation"] == 30  # enterprise plan
    assert (site["shared"], site["share_uuid"]) == (False, None)

    keywords = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    assert [k["text"] for k in keywords] == ["球鞋", "慢跑鞋", "登山鞋"]
    competitors = client.get(f"/api/sites/{site['id']}/competitors", headers=owner.headers).json()["data"]
    assert [(c["name"], c["url"], c["domain"]) for c in competitors] == [
        ("對手 A", "https://rival-a.com.tw", "rival-a.com.tw"),
        ("rival-b.tw", "https://www.rival-b.tw", "rival-b.tw"),
    ]
    members = client.get(f"/api/sites/{site['id']}/members", headers=owner.headers).json()["data"]
    assert [(m["email"], m["role"]) for m in members] == [("owner@example.com", "owner")]


def test_wizard_steps_after_the_first_are_optional(client, owner):
    site = new_site(client, owner, url="https://中文.tw/商店/")
    assert (site["url"], site["domain"], site["keyword_count"], site["recipients"]) == (
        "https://中文.tw/商店",
        "中文.tw",
        0,
        [],
    )


@pytest.mark.parametrize(
    ("locale", "messages"),
    [
        (
            "en",
            {
                "url": "Please enter a correct URL",
                "name": "is required",
                "keywords": "Keywords cannot contain %: 100%",
                "competitors.0.url": "Cannot be the same as your site",
                "competitors.2.url": "This competitor already exists",
                "competitors.3.url": "Please enter a correct domain",
                "recipients.1": "incorrect e-mail entered",
                "recipients.2": "This e-mail already exists",
            },
        ),
        (
            "ja",
            {
                "url": "正しいURLを入力してください",
                "name": "必須項目です",
                "keywords": "キーワードに % は使用できません：100%",
                "competitors.0.url": "ご自身のサイトと同じにすることはできません",
                "competitors.2.url": "この競合サイトは既に存在します",
                "competitors.3.url": "正しいドメインを入力してください",
                "recipients.1": "メールアドレスが正しくありません",
                "recipients.2": "このメールアドレスは既に存在します",
            },
        ),
    ],
)
def test_wizard_reports_every_bad_field_and_writes_nothing(client, owner, locale, messages):
    body = {
        "name": "  ",
        "url": "www.shoes.com.tw",
        "keywords": "球鞋\n100%",
        "competitors": [
            {"url": "shoes.com.tw"},
            {"url": "rival.tw"},
            {"url": "www.rival.tw"},
            {"url": "rival"},
        ],
        "recipients": ["a@shoes.com.tw", "nope", "A@SHOES.COM.TW"],
    }
    # The URL has no protocol, so the competitor equal to the site cannot be told apart yet: fix it first.
    response = client.post("/api/sites", json=body, headers=owner.headers, params={"locale": locale})
    fields = field_errors(response)
    expected = {k: v for k, v in messages.items() if k != "competitors.0.url"}
    assert {k: v[1] for k, v in fields.items()} == expected
    assert response.json()["code"] == "validation.failed"

    body["url"] = "https://shoes.com.tw"
    fields = field_errors(
        client.post("/api/sites", json=body, headers=owner.headers, params={"locale": locale})
    )
    assert fields["competitors.0.url"][1] == messages["competitors.0.url"]
    assert "url" not in fields
    for model in (Site, SiteMember, Keyword, Competitor, ReportRecipient):
        assert count(model) == 0


@pytest.mark.parametrize("url", ["https://shoes.com.tw", "http://www.shoes.com.tw/", "HTTPS://SHOES.COM.TW"])
def test_project_url_is_unique_per_account(client, owner, url):
    new_site(client, owner, url="https://www.shoes.com.tw")
    response = client.post("/api/sites", json={"name": "again", "url": url}, headers=owner.headers)
    assert field_errors(response) == {"url": ("project.url_exists", "專案網址已存在")}
    response = client.post(
        "/api/sites", json={"name": "again", "url": url}, headers={**owner.headers, "Accept-Language": "en"}
    )
    assert field_errors(response)["url"] == ("project.url_exists", "Project URL exists")
    # Another path on the same domain is another project; another account may track the same URL.
    new_site(client, owner, url="https://shoes.com.tw/blog")
    new_site(client, make_user("other@example.com", plan_id=10), url=url)


def test_unknown_country_or_language_is_refused(client, owner):
    response = client.post(
        "/api/sites",
        json={"name": "x", "url": "https://x.com", "country": "FR", "language": "fr"},
        headers=owner.headers,
    )
    assert set(field_errors(response)) == {"country", "language"}


def test_overview_lists_projects_with_pagination_meta_and_filters(client, owner):
    for index in range(23):
        new_site(client, owner, name=f"站 {index:02d}", url=f"https://site{index:02d}.example.com")
    response = client.get("/api/sites", params={"page": 2, "append": "info"}, headers=owner.headers)
    assert response.status_code == 200
    body = response.json()
    assert body["meta"] == {
        "current_page": 2,
        "from": 21,
        "last_page": 2,
        "path": "http://testserver/api/sites",
        "per_page": 20,
        "to": 23,
        "total": 23,
    }
    assert [s["name"] for s in body["data"]] == ["站 02", "站 01", "站 00"]  # newest first

    by_name = client.get("/api/sites", params={"filter[name]": "站 1"}, headers=owner.headers).json()
    assert by_name["meta"]["total"] == 10
    by_url = client.get("/api/sites", params={"filter[url]": "SITE07"}, headers=owner.headers).json()
    assert [s["name"] for s in by_url["data"]] == ["站 07"]
    small = client.get("/api/sites", params={"per_page": 5, "page": 9}, headers=owner.headers).json()
    assert small["data"] == []
    assert small["meta"] | {"path": ""} == {
        "current_page": 9,
        "from": None,
        "last_page": 5,
        "path": "",
        "per_page": 5,
        "to": None,
        "total": 23,
    }


def test_filters_treat_percent_and_underscore_literally(client, owner):
    new_site(client, owner, name="100% 純棉", url="https://a.example.com")
    new_site(client, owner, name="1000 純棉", url="https://b.example.com")
    found = client.get("/api/sites", params={"filter[name]": "100%"}, headers=owner.headers).json()
    assert [s["name"] for s in found["data"]] == ["100% 純棉"]


def test_all_lists_every_project_briefly(client, owner):
    first = new_site(client, owner, name="一", url="https://one.example.com")
    second = new_site(client, owner, name="二", url="https://two.example.com")
    response = client.get("/api/sites", params={"all": 1}, headers=owner.headers)
    assert response.json() == {
        "data": [
            {"id": first["id"], "name": "一", "url": "https://one.example.com", "domain": "one.example.com"},
            {"id": second["id"], "name": "二", "url": "https://two.example.com", "domain": "two.example.com"},
        ]
    }


def test_bad_page_number_is_a_field_error(client, owner):
    response = client.get("/api/sites", params={"page": 0}, headers=owner.headers)
    assert set(field_errors(response)) == {"page"}


def test_get_and_patch_a_project(client, owner):
    site = new_site(client, owner)
    assert client.get(f"/api/sites/{site['id']}", headers=owner.headers).json() == site
    response = client.patch(
        f"/api/sites/{site['id']}",
        headers=owner.headers,
        json={
            "name": "新名稱",
            "url": "https://Shop.MySite.com.tw/",
            "country": "JP",
            "language": "ja",
            "ga_id": "properties/123",
            "track_mobile": True,
        },
    )
    assert response.status_code == 200, response.text
    patched = response.json()
    assert {
        k: patched[k] for k in ("name", "url", "domain", "country", "language", "ga_id", "track_mobile")
    } == {
        "name": "新名稱",
        "url": "https://shop.mysite.com.tw",
        "domain": "shop.mysite.com.tw",
        "country": "JP",
        "language": "ja",
        "ga_id": "properties/123",
        "track_mobile": True,
    }


def test_patch_keeps_the_rules(client, owner):
    site = new_site(client, owner)
    other = new_site(client, owner, url="https://other.com.tw")
    response = client.patch(
        f"/api/sites/{site['id']}",
        json={"url": "other.com.tw", "name": ""},
        headers={**owner.headers, "Accept-Language": "en"},
    )
    assert field_errors(response) == {
        "url": ("project.url_invalid", "Please enter a correct URL"),
        "name": ("validation.required", "is required"),
    }
    response = client.patch(
        f"/api/sites/{site['id']}", json={"url": "https://www.other.com.tw"}, headers=owner.headers
    )
    assert field_errors(response) == {"url": ("project.url_exists", "專案網址已存在")}
    # Its own URL is not a clash.
    assert (
        client.patch(
            f"/api/sites/{other['id']}", json={"url": "https://other.com.tw/"}, headers=owner.headers
        ).status_code
        == 200
    )
    response = client.patch(f"/api/sites/{site['id']}", json={"country": None}, headers=owner.headers)
    assert set(field_errors(response)) == {"country"}


def test_only_the_creator_deletes_a_project(client, owner):
    site = new_site(client, owner, keywords="a\nb")
    manager = make_user("manager@example.com")
    join(client, owner, site["id"], manager, "manager")
    for locale, text in (("en", "You are not the creator"), ("zh-TW", "您不是建立者")):
        body = error(
            client.delete(f"/api/sites/{site['id']}", headers={**manager.headers, "Accept-Language": locale}),
            403,
            "project.not_creator",
        )
        assert body["message"] == text
    assert client.delete(f"/api/sites/{site['id']}", headers=owner.headers).status_code == 204
    assert client.get(f"/api/sites/{site['id']}", headers=owner.headers).status_code == 404
    assert (count(Site), count(Keyword), count(SiteMember)) == (0, 0, 0)


def test_missing_project_is_a_localized_404(client, owner):
    body = error(
        client.get("/api/sites/999999", headers={**owner.headers, "Accept-Language": "ja"}),
        404,
        "resource.not_found",
    )
    assert body["message"] == "ページが見つかりません"


def test_projects_need_a_session(client):
    assert error(client.get("/api/sites"), 401, "auth.unauthenticated")


@pytest.fixture
def private_allowed(monkeypatch):
    """RANKLENS_CRAWL_ALLOW_PRIVATE=1, as for auditing a site on one's own machine (the README)."""
    from api.core import config

    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "1")
    config.get_settings.cache_clear()
    yield
    config.get_settings.cache_clear()


@pytest.mark.parametrize(("url", "stored", "domain"), [
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080", "127.0.0.1"),
    ("http://localhost:3000/", "http://localhost:3000", "localhost"),
])
def test_local_project_urls_where_the_deployment_crawls_private_addresses(client, owner, private_allowed, url,
                                                                          stored, domain):
    site = new_site(client, owner, url=url, keywords="本機")
    assert (site["url"], site["domain"]) == (stored, domain)
    # the same machine and path again is the same project
    response = client.post("/api/sites", json={**WIZARD, "url": url}, headers=owner.headers)
    assert field_errors(response)["url"][0] == "project.url_exists"
    # another port of the machine is another site
    assert new_site(client, owner, url=stored.rsplit(":", 1)[0] + ":9090")["domain"] == domain
    # a keyword's target page on that machine
    (keyword,) = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    response = client.patch(f"/api/keywords/{keyword['id']}", json={"target_url": f"{stored}/about"},
                            headers=owner.headers)
    assert response.status_code == 200 and response.json()["target_url"] == f"{stored}/about", response.text


def test_local_project_urls_are_refused_with_a_reason_elsewhere(client, owner, monkeypatch):
    from api.core import config

    monkeypatch.delenv("RANKLENS_CRAWL_ALLOW_PRIVATE", raising=False)
    config.get_settings.cache_clear()
    try:
        response = client.post("/api/sites", json={**WIZARD, "url": "http://127.0.0.1:8080"},
                               headers={**owner.headers, "Accept-Language": "en"})
    finally:
        config.get_settings.cache_clear()
    body = error(response, 422, "validation.failed")
    assert body["fields"] == [{"field": "url", "code": "project.url_private",
                               "message": "Use the site's domain name: localhost and IP addresses are not accepted "
                                          "on this server"}]
