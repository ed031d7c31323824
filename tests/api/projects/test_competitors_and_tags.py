"""Competitors (batch add with the competitor form's rules, delete) and keyword tags with their counts."""

from __future__ import annotations

import pytest

from api.projects.models import Competitor, KeywordCategory, keyword_category_links
from tests.api.projects.support import count, error, field_errors, new_site
from tests.factories import make_user


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=3)  # basic: 3 competitors per project


@pytest.fixture
def site(client, owner):
    return new_site(
        client,
        owner,
        url="https://www.mysite.com.tw",
        keywords="球鞋\n慢跑鞋\n登山鞋",
        competitors=[{"name": "A", "url": "rival-a.tw"}],
    )


def add_competitors(client, who, site, competitors, locale="zh-TW"):
    return client.post(
        f"/api/sites/{site['id']}/batch_add_competitors",
        json={"competitors": competitors},
        headers={**who.headers, "Accept-Language": locale},
    )


def test_batch_add_and_list_competitors(client, owner, site):
    response = add_competitors(
        client, owner, site, [{"name": "競合", "url": "競合.jp"}, {"url": "http://b.tw/"}]
    )
    assert response.status_code == 201, response.text
    assert [(c["name"], c["url"]) for c in response.json()["data"]] == [
        ("競合", "https://競合.jp"),
        ("b.tw", "http://b.tw"),
    ]
    listed = client.get(f"/api/sites/{site['id']}/competitors", headers=owner.headers).json()["data"]
    assert [c["domain"] for c in listed] == ["rival-a.tw", "競合.jp", "b.tw"]


@pytest.mark.parametrize(
    ("competitors", "locale", "expected"),
    [
        ([], "en", {"competitors": ("project.competitor_required", "Please add at least one competitor")}),
        ([], "zh-TW", {"competitors": ("project.competitor_required", "請至少新增一個競爭對手")}),
        (
            [{"url": "mysite.com.tw"}],
            "en",
            {"competitors.0.url": ("project.same_as_site", "Cannot be the same as your site")},
        ),
        (
            [{"url": "https://mysite.com.tw/"}],
            "zh-TW",
            {"competitors.0.url": ("project.same_as_site", "不可與您的網站相同")},
        ),
        (
            [{"url": "www.rival-a.tw"}],
            "en",
            {"competitors.0.url": ("project.duplicate.competitor", "This competitor already exists")},
        ),
        (
            [{"url": "b.tw"}, {"url": "B.TW/"}],
            "ja",
            {"competitors.1.url": ("project.duplicate.competitor", "この競合サイトは既に存在します")},
        ),
        (
            [{"url": "not a domain"}],
            "zh-TW",
            {"competitors.0.url": ("project.domain_invalid", "請輸入正確的網域")},
        ),
    ],
)
def test_competitor_form_rules(client, owner, site, competitors, locale, expected):
    assert field_errors(add_competitors(client, owner, site, competitors, locale)) == expected
    assert count(Competitor) == 1


def test_competitors_beyond_the_plan(client, owner, site):
    fields = field_errors(
        add_competitors(client, owner, site, [{"url": "b.tw"}, {"url": "c.tw"}, {"url": "d.tw"}], "en")
    )
    assert fields == {
        "competitors": (
            "project.competitors_exceed",
            "Exceeds the number of competitors that can be added (2 left)",
        )
    }
    fields = field_errors(
        add_competitors(client, owner, site, [{"url": "b.tw"}, {"url": "c.tw"}, {"url": "d.tw"}], "zh-TW")
    )
    assert fields["competitors"][1] == "超過可新增的競爭對手數量（剩餘 2 個）"
    assert count(Competitor) == 1
    assert add_competitors(client, owner, site, [{"url": "b.tw"}, {"url": "c.tw"}]).status_code == 201
    body = error(add_competitors(client, owner, site, [{"url": "d.tw"}], "zh-TW"), 429, "plan.limit_reached")
    assert body["message"] == "本月使用量已達上限或無有效訂閱方案，請升級方案"
    assert count(Competitor) == 3


def test_delete_competitor(client, owner, site):
    competitor = client.get(f"/api/sites/{site['id']}/competitors", headers=owner.headers).json()["data"][0]
    assert client.delete(f"/api/competitors/{competitor['id']}", headers=owner.headers).status_code == 204
    assert client.delete(f"/api/competitors/{competitor['id']}", headers=owner.headers).status_code == 404
    assert client.get(f"/api/sites/{site['id']}", headers=owner.headers).json()["competitor_count"] == 0


def keyword_ids(client, who, site):
    return [
        k["id"] for k in client.get(f"/api/sites/{site['id']}/keywords", headers=who.headers).json()["data"]
    ]


def test_tags_with_computed_counts_attach_and_detach(client, owner, site):
    base = f"/api/sites/{site['id']}"
    response = client.post(f"{base}/keyword_categories", json={"name": " 品牌字 "}, headers=owner.headers)
    assert response.status_code == 201
    tag = response.json()
    assert (tag["name"], tag["keyword_count"]) == ("品牌字", 0)
    ids = keyword_ids(client, owner, site)
    other = new_site(client, owner, url="https://other.example.com", keywords="別的")
    foreign = keyword_ids(client, owner, other)

    attached = client.post(
        f"{base}/batch_attach_keyword_categories/{tag['id']}",
        json={"keyword_ids": [*ids[:2], *foreign]},
        headers=owner.headers,
    )
    assert attached.json() == {"id": tag["id"], "name": "品牌字", "keyword_count": 2}
    # Attaching twice does not count twice.
    client.post(
        f"{base}/batch_attach_keyword_categories/{tag['id']}",
        json={"keyword_ids": ids},
        headers=owner.headers,
    )
    assert client.get(f"{base}/keyword_categories", headers=owner.headers).json() == {
        "data": [{"id": tag["id"], "name": "品牌字", "keyword_count": 3}]
    }
    tagged = client.get(
        f"{base}/keywords", params={"filter[category_id]": tag["id"]}, headers=owner.headers
    ).json()
    assert tagged["meta"]["total"] == 3
    assert tagged["data"][0]["categories"] == [{"id": tag["id"], "name": "品牌字"}]

    detached = client.request(
        "DELETE",
        f"{base}/batch_detach_keyword_categories/{tag['id']}",
        json={"keyword_ids": ids[:1]},
        headers=owner.headers,
    )
    assert detached.json()["keyword_count"] == 2
    # Another project's tag is not reachable through this project.
    other_tag = client.post(
        f"/api/sites/{other['id']}/keyword_categories", json={"name": "x"}, headers=owner.headers
    ).json()
    assert (
        client.post(
            f"{base}/batch_attach_keyword_categories/{other_tag['id']}",
            json={"keyword_ids": ids},
            headers=owner.headers,
        ).status_code
        == 404
    )


def test_keywords_can_be_added_with_tags(client, owner, site):
    base = f"/api/sites/{site['id']}"
    tag = client.post(f"{base}/keyword_categories", json={"name": "新品"}, headers=owner.headers).json()
    response = client.post(
        f"{base}/batch_keywords",
        json={"keywords": "a\nb", "category_ids": [tag["id"]]},
        headers=owner.headers,
    )
    assert [k["categories"] for k in response.json()["data"]] == [[{"id": tag["id"], "name": "新品"}]] * 2
    response = client.post(
        f"{base}/batch_keywords",
        json={"keywords": "c", "category_ids": [tag["id"] + 99]},
        headers=owner.headers,
    )
    assert set(field_errors(response)) == {"category_ids"}


def test_tag_names_are_unique_per_project(client, owner, site):
    base = f"/api/sites/{site['id']}/keyword_categories"
    first = client.post(base, json={"name": "Brand"}, headers=owner.headers).json()
    for locale, text in (("en", "This tag already exists"), ("zh-TW", "此標籤已存在")):
        response = client.post(
            base, json={"name": "brand"}, headers={**owner.headers, "Accept-Language": locale}
        )
        assert field_errors(response) == {"name": ("project.duplicate.tag", text)}
    second = client.post(base, json={"name": "其他"}, headers=owner.headers).json()
    response = client.patch(
        f"/api/keyword_categories/{second['id']}", json={"name": "BRAND"}, headers=owner.headers
    )
    assert field_errors(response)["name"][0] == "project.duplicate.tag"
    renamed = client.patch(
        f"/api/keyword_categories/{first['id']}", json={"name": "品牌"}, headers=owner.headers
    )
    assert renamed.json()["name"] == "品牌"
    assert set(field_errors(client.post(base, json={"name": "  "}, headers=owner.headers))) == {"name"}
    assert set(field_errors(client.post(base, json={"name": "字" * 51}, headers=owner.headers))) == {"name"}
    # Another project may use the same name.
    other = new_site(client, owner, url="https://other.example.com")
    assert (
        client.post(
            f"/api/sites/{other['id']}/keyword_categories", json={"name": "品牌"}, headers=owner.headers
        ).status_code
        == 201
    )


def test_deleting_a_tag_removes_it_from_every_keyword(client, owner, site):
    base = f"/api/sites/{site['id']}"
    tag = client.post(f"{base}/keyword_categories", json={"name": "季節"}, headers=owner.headers).json()
    client.post(
        f"{base}/batch_attach_keyword_categories/{tag['id']}",
        json={"keyword_ids": keyword_ids(client, owner, site)},
        headers=owner.headers,
    )
    assert client.delete(f"/api/keyword_categories/{tag['id']}", headers=owner.headers).status_code == 204
    keywords = client.get(f"{base}/keywords", headers=owner.headers).json()["data"]
    assert [k["categories"] for k in keywords] == [[], [], []]
    assert (count(KeywordCategory), count(keyword_category_links)) == (0, 0)
