"""Tracked keywords: batch add with SPEC §5's rules and the plan's allowance, list, pin, target URL."""

from __future__ import annotations

import pytest

from api.projects.models import Keyword
from tests.api.projects.support import count, error, field_errors, new_site
from tests.factories import make_user


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=3)  # basic: 300 keywords over all projects


@pytest.fixture
def site(client, owner):
    return new_site(client, owner, url="https://www.mysite.com.tw", keywords="球鞋\nSEO")


def add(client, who, site, keywords, locale="zh-TW", **extra):
    return client.post(
        f"/api/sites/{site['id']}/batch_keywords",
        json={"keywords": keywords, **extra},
        headers={**who.headers, "Accept-Language": locale},
    )


def test_batch_add_splits_lines_drops_empties_and_collapses_repeats(client, owner, site):
    response = add(client, owner, site, "慢跑鞋\n\n  登山鞋  \nｓｈｏｅｓ\nshoes\n慢跑鞋\n")
    assert response.status_code == 201, response.text
    assert [k["text"] for k in response.json()["data"]] == ["慢跑鞋", "登山鞋", "shoes"]
    assert count(Keyword, site_id=site["id"]) == 5


def test_batch_add_accepts_a_list(client, owner, site):
    response = add(client, owner, site, ["日本語 キーワード", "ｼｭｰｽﾞ"])
    assert [k["text"] for k in response.json()["data"]] == ["日本語 キーワード", "シューズ"]


@pytest.mark.parametrize(
    ("locale", "text"),
    [("en", "球鞋, seo already exists"), ("zh-TW", "球鞋, seo 已存在"), ("ja", "球鞋, seo は既に存在します")],
)
def test_already_tracked_keywords_are_named_and_nothing_is_added(client, owner, site, locale, text):
    fields = field_errors(add(client, owner, site, "新的\n球鞋\nseo", locale))
    assert fields == {"keywords": ("project.keywords_exist", text)}
    assert count(Keyword, site_id=site["id"]) == 2


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Keywords cannot contain < > $ ': <b>, it's $5"),
        ("zh-CN", "关键词不能包含 < > $ '：<b>, it's $5"),
    ],
)
def test_forbidden_characters_are_named(client, owner, site, locale, text):
    fields = field_errors(add(client, owner, site, "ok\n<b>\nit's $5", locale))
    assert fields == {"keywords": ("project.keywords_forbidden", text)}
    assert count(Keyword, site_id=site["id"]) == 2


def test_empty_input_is_required(client, owner, site):
    assert field_errors(add(client, owner, site, "\n \n", "en")) == {
        "keywords": ("validation.required", "is required")
    }


def test_more_than_the_allowance_exceeds_and_writes_nothing(client, db_session):
    owner = make_user("trial@example.com", plan_id=8)  # trial: 30 keywords over all projects
    site = new_site(client, owner, keywords="\n".join(f"字{i}" for i in range(25)))
    batch = "\n".join(f"新{i}" for i in range(6))
    for locale, text in (
        ("en", "Exceeds the number of keywords that can be added (5 left)"),
        ("zh-TW", "超過可新增的關鍵字數量（剩餘 5 個）"),
    ):
        assert field_errors(add(client, owner, site, batch, locale)) == {
            "keywords": ("project.keywords_exceed", text)
        }
    assert count(Keyword) == 25
    assert add(client, owner, site, "\n".join(f"新{i}" for i in range(5))).status_code == 201
    # Nothing left at all: the plan's limit (429), in the request's language.
    body = error(add(client, owner, site, "one more", "en"), 429, "plan.limit_reached")
    assert (
        body["message"] == "Usage reached this month's limit or no active subscription plan; upgrade the plan"
    )
    body = error(add(client, owner, site, "one more", "ja"), 429, "plan.limit_reached")
    assert (
        body["message"]
        == "今月の利用上限に達したか、有効なプランがありません。プランをアップグレードしてください"
    )
    assert count(Keyword) == 30


def test_the_allowance_counts_keywords_of_all_the_owners_projects(client):
    owner = make_user("trial@example.com", plan_id=8)
    new_site(client, owner, keywords="\n".join(f"字{i}" for i in range(30)))
    response = client.post(
        "/api/sites",
        headers=owner.headers,
        json={"name": "二", "url": "https://two.example.com", "keywords": "more"},
    )
    # The trial has one project only, so the second is refused before its keywords are looked at.
    error(response, 429, "plan.limit_reached")


def test_wizard_keywords_over_the_allowance(client):
    owner = make_user("trial@example.com", plan_id=8)
    response = client.post(
        "/api/sites",
        headers={**owner.headers, "Accept-Language": "en"},
        json={"name": "x", "url": "https://x.example.com", "keywords": "\n".join(f"k{i}" for i in range(31))},
    )
    assert field_errors(response)["keywords"][0] == "project.keywords_exceed"
    assert count(Keyword) == 0


def test_list_filters_and_paginates(client, owner, site):
    add(client, owner, site, "\n".join(f"台北 美食 {i}" for i in range(25)))
    headers = owner.headers
    body = client.get(
        f"/api/sites/{site['id']}/keywords", params={"per_page": 10, "page": 3}, headers=headers
    ).json()
    assert body["meta"] == {
        "current_page": 3,
        "from": 21,
        "last_page": 3,
        "path": f"http://testserver/api/sites/{site['id']}/keywords",
        "per_page": 10,
        "to": 27,
        "total": 27,
    }
    found = client.get(
        f"/api/sites/{site['id']}/keywords", params={"filter[text]": "美食 2"}, headers=headers
    )
    assert [k["text"] for k in found.json()["data"]] == [
        "台北 美食 2",
        "台北 美食 20",
        "台北 美食 21",
        "台北 美食 22",
        "台北 美食 23",
        "台北 美食 24",
    ]
    keyword_id = found.json()["data"][0]["id"]
    client.patch(f"/api/keywords/{keyword_id}", json={"pinned": True}, headers=headers)
    pinned = client.get(
        f"/api/sites/{site['id']}/keywords", params={"filter[pinned]": 1}, headers=headers
    ).json()
    assert [k["id"] for k in pinned["data"]] == [keyword_id]
    unpinned = client.get(
        f"/api/sites/{site['id']}/keywords", params={"filter[pinned]": "false"}, headers=headers
    )
    assert unpinned.json()["meta"]["total"] == 26


def test_pin_and_target_url(client, owner, site):
    keyword = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"][0]
    url = f"/api/keywords/{keyword['id']}"
    response = client.patch(
        url, json={"pinned": True, "target_url": "https://mysite.com.tw/shoes/"}, headers=owner.headers
    )
    assert response.status_code == 200, response.text
    assert (response.json()["pinned"], response.json()["target_url"]) == (True, "https://mysite.com.tw/shoes")
    # Only the fields sent change.
    assert (
        client.patch(url, json={"pinned": False}, headers=owner.headers).json()["target_url"]
        == "https://mysite.com.tw/shoes"
    )
    for locale, text in (
        ("en", "The target URL must be on the project's domain mysite.com.tw"),
        ("zh-TW", "目標網址必須位於專案網域 mysite.com.tw"),
    ):
        response = client.patch(
            url,
            json={"target_url": "https://rival.tw/shoes"},
            headers={**owner.headers, "Accept-Language": locale},
        )
        assert field_errors(response) == {"target_url": ("project.target_url_domain", text)}
    response = client.patch(
        url, json={"target_url": "mysite.com.tw/x"}, headers={**owner.headers, "Accept-Language": "en"}
    )
    assert field_errors(response) == {"target_url": ("project.url_invalid", "Please enter a correct URL")}
    assert client.patch(url, json={"target_url": None}, headers=owner.headers).json()["target_url"] is None
    response = client.patch(url, json={"pinned": None}, headers=owner.headers)
    assert set(field_errors(response)) == {"pinned"}


def test_delete_one_and_batch_delete(client, owner, site):
    other = new_site(client, owner, url="https://other.example.com", keywords="別的")
    ids = [
        k["id"] for k in client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    ]
    other_id = client.get(f"/api/sites/{other['id']}/keywords", headers=owner.headers).json()["data"][0]["id"]
    assert client.delete(f"/api/keywords/{ids[0]}", headers=owner.headers).status_code == 204
    assert client.delete(f"/api/keywords/{ids[0]}", headers=owner.headers).status_code == 404
    add(client, owner, site, "a\nb")
    remaining = [
        k["id"] for k in client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    ]
    response = client.post(
        f"/api/sites/{site['id']}/keywords/batch_delete",
        json={"keyword_ids": [*remaining[:2], other_id, 987654]},
        headers=owner.headers,
    )
    assert response.json() == {"deleted": sorted(remaining[:2])}  # another project's keyword is left alone
    assert count(Keyword, site_id=site["id"]) == 1
    assert count(Keyword, site_id=other["id"]) == 1


def test_site_counts_follow_keywords(client, owner, site):
    add(client, owner, site, "x\ny")
    assert client.get(f"/api/sites/{site['id']}", headers=owner.headers).json()["keyword_count"] == 4
