"""Saved keyword lists through the API (issue 13): CRUD, one user's lists hidden from another, the plan's
list and keyword limits, duplicate names, SPEC §5 and §8's texts in four languages, metrics refreshed from
the research store, the CSV export, and sending a list to a project as tracked keywords."""

from __future__ import annotations

import csv
import io

import pytest

from api.projects.models import Keyword
from api.research.models import KeywordList, KeywordListItem
from tests.api.projects.support import count, error, field_errors, new_site
from tests.api.research.conftest import searches
from tests.factories import make_user

LOCALES = ("zh-TW", "zh-CN", "en", "ja")


def create(client, who, name="咖啡清單", locale="zh-TW", **fields):
    return client.post("/api/keyword_lists", json={"name": name, **fields},
                       headers={**who.headers, "Accept-Language": locale})


def add(client, who, list_id, keywords, locale="zh-TW"):
    return client.post(f"/api/keyword_lists/{list_id}/keywords", json={"keywords": keywords},
                       headers={**who.headers, "Accept-Language": locale})


def new_list(client, who, name="咖啡清單", keywords=None) -> dict:
    response = create(client, who, name)
    assert response.status_code == 201, response.text
    if keywords:
        assert add(client, who, response.json()["id"], keywords).status_code == 200
    return response.json()


def test_create_add_rename_remove_delete_and_the_list_of_lists(client):
    user = make_user()
    created = new_list(client, user)
    assert created["name"] == "咖啡清單" and created["item_count"] == 0 and created["items"] == []

    added = add(client, user, created["id"], "手沖咖啡\nｉＰｈｏｎｅ　１６\n咖啡豆\n\n手沖咖啡\niphone 16").json()
    # kept in the user's first spelling (NFKC); the repeat and the other spelling of iPhone 16 are ignored
    assert (added["added"], added["duplicates"]) == (3, 2)
    assert [i["keyword"] for i in added["list"]["items"]] == ["手沖咖啡", "iPhone 16", "咖啡豆"]
    again = add(client, user, created["id"], ["咖啡豆", "IPHONE 16", "拿鐵"]).json()
    assert (again["added"], again["duplicates"]) == (1, 2)

    listed = client.get("/api/keyword_lists", headers=user.headers).json()
    assert [(row["name"], row["item_count"], row["items"]) for row in listed["data"]] == [("咖啡清單", 4, None)]
    assert listed["limit"] == 3 and listed["items_limit"] == 200  # the 7-day trial's
    with_items = client.get("/api/keyword_lists?include=items", headers=user.headers).json()["data"][0]
    assert [i["keyword"] for i in with_items["items"]] == ["手沖咖啡", "iPhone 16", "咖啡豆", "拿鐵"]

    renamed = client.patch(f"/api/keyword_lists/{created['id']}", json={"name": "  咖啡 主題  "}, headers=user.headers)
    assert renamed.status_code == 200 and renamed.json()["name"] == "咖啡 主題"
    assert renamed.json()["updated_at"] >= created["updated_at"]

    ids = [i["id"] for i in with_items["items"][:2]]
    removed = client.post(f"/api/keyword_lists/{created['id']}/keywords/batch_delete", json={"item_ids": ids},
                          headers=user.headers)
    assert removed.json() == {"deleted": sorted(ids)}
    one = client.get(f"/api/keyword_lists/{created['id']}", headers=user.headers).json()
    assert [i["keyword"] for i in one["items"]] == ["咖啡豆", "拿鐵"] and one["item_count"] == 2

    assert client.delete(f"/api/keyword_lists/{created['id']}", headers=user.headers).status_code == 204
    assert client.get("/api/keyword_lists", headers=user.headers).json()["data"] == []
    assert count(KeywordListItem) == 0


def test_users_never_see_each_others_lists(client):
    owner, other = make_user("owner@example.com"), make_user("other@example.com")
    mine = new_list(client, owner, keywords="咖啡")
    assert client.get("/api/keyword_lists", headers=other.headers).json()["data"] == []
    path = f"/api/keyword_lists/{mine['id']}"
    for response in (
        client.get(path, headers=other.headers),
        client.patch(path, json={"name": "搶走"}, headers=other.headers),
        client.delete(path, headers=other.headers),
        add(client, other, mine["id"], "拿鐵"),
        client.post(f"{path}/keywords/batch_delete", json={"item_ids": [1]}, headers=other.headers),
        client.post(f"{path}/refresh", headers=other.headers),
        client.get(f"{path}/export.csv", headers=other.headers),
        client.post(f"{path}/send_to_project", json={"site_id": 1}, headers=other.headers),
    ):
        error(response, 404, "resource.not_found")
    # the same name is free for another user
    assert create(client, other, "咖啡清單").status_code == 201
    assert [i["keyword"] for i in client.get(path, headers=owner.headers).json()["items"]] == ["咖啡"]


@pytest.mark.parametrize(("locale", "text"), [
    ("zh-TW", "已有名為「Coffee」的關鍵字清單"), ("zh-CN", "已有名为“Coffee”的关键词列表"),
    ("en", "A keyword list named “Coffee” already exists"), ("ja", "「Coffee」という名前のキーワードリストは既に存在します"),
])
def test_a_duplicate_name_ignoring_case_is_409_in_four_languages(client, locale, text):
    user = make_user()
    first = new_list(client, user, "coffee")
    body = error(create(client, user, "Coffee", locale), 409, "keyword_list.name_exists")
    assert body["message"] == text
    second = new_list(client, user, "tea")
    renamed = client.patch(f"/api/keyword_lists/{second['id']}", json={"name": "COFFEE"},
                           headers={**user.headers, "Accept-Language": locale})
    assert error(renamed, 409, "keyword_list.name_exists")
    # renaming a list to its own name in another case is allowed
    assert client.patch(f"/api/keyword_lists/{first['id']}", json={"name": "Coffee"},
                        headers=user.headers).json()["name"] == "Coffee"
    assert count(KeywordList) == 2


def test_names_and_keywords_that_grow_when_folded_are_stored(client):
    user = make_user()
    # casefold makes "ß" two letters and lower() makes "İ" two code points: the keys outgrow the texts
    assert create(client, user, "ß" * 50).status_code == 201
    assert create(client, user, "ß" * 25).status_code == 201
    assert error(create(client, user, "Ss" * 25), 409, "keyword_list.name_exists")
    mine = new_list(client, user, "İstanbul")
    assert add(client, user, mine["id"], ["İ" * 200]).json()["added"] == 1


def test_the_plan_limits_lists_and_keywords_per_list_and_nothing_is_half_saved(client):
    user = make_user()  # 7-day trial: 3 lists, 200 keywords a list
    lists = [new_list(client, user, f"清單 {n}") for n in range(3)]
    for locale, text in (("zh-TW", "新增關鍵字清單失敗：目前方案最多可保存 3 個清單，請升級方案"),
                         ("en", "Failed to add keyword list: your plan keeps at most 3 lists; upgrade the plan")):
        body = error(create(client, user, "第四個", locale), 429, "keyword_list.lists_full")
        assert body["message"] == text
    assert count(KeywordList) == 3

    first = lists[0]["id"]
    assert add(client, user, first, [f"關鍵字 {n}" for n in range(150)]).json()["added"] == 150
    over = add(client, user, first, [f"新詞 {n}" for n in range(51)] + ["關鍵字 1"], "en")
    assert field_errors(over)["keywords"] == ("keyword_list.items_exceed",
                                              "Exceeds the number of keywords this list can hold (50 left)")
    assert count(KeywordListItem, list_id=first) == 150
    assert add(client, user, first, [f"新詞 {n}" for n in range(50)]).json()["added"] == 50

    paid = make_user("paid@example.com", plan_id=3, days=30)  # basic: 10 lists
    assert client.get("/api/keyword_lists", headers=paid.headers).json()["limit"] == 10


@pytest.mark.parametrize(("body", "field", "code", "texts"), [
    ({"name": "   "}, "name", "validation.required", ("此欄位為必填", "此字段为必填", "is required", "必須項目です")),
    ({"name": "長" * 51}, "name", "validation.too_long", ("內容過長", "内容过长", "The value is too long", "長すぎます")),
])
def test_bad_names_are_422_with_spec_texts(client, body, field, code, texts):
    user = make_user()
    for locale, text in zip(LOCALES, texts, strict=True):
        response = client.post("/api/keyword_lists", json=body, headers={**user.headers, "Accept-Language": locale})
        assert field_errors(response)[field] == (code, text)
    assert count(KeywordList) == 0


def test_bad_keywords_are_422_with_spec_texts_and_nothing_is_added(client):
    user = make_user()
    mine = new_list(client, user)
    forbidden = add(client, user, mine["id"], "咖啡\n<b>拿鐵</b>\n100%果汁", "en")
    assert field_errors(forbidden)["keywords"] == (
        "project.keywords_forbidden", "Keywords cannot contain < > % /: <b>拿鐵</b>, 100%果汁")
    too_long = add(client, user, mine["id"], ["咖啡", "長" * 201], "zh-TW")
    assert field_errors(too_long)["keywords"][0] == "project.keywords_too_long"
    empty = add(client, user, mine["id"], "\n  \n", "ja")
    assert field_errors(empty)["keywords"] == ("validation.required", "必須項目です")
    assert count(KeywordListItem) == 0


def test_refresh_reads_volume_cpc_competition_difficulty_and_intent_and_counts_one_search(client, research):
    user = make_user()
    mine = new_list(client, user, keywords="咖啡\n咖啡豆 價格")
    assert all(i["refreshed_at"] is None and i["volume"] is None for i in mine["items"] or [])
    response = client.post(f"/api/keyword_lists/{mine['id']}/refresh", headers=user.headers)
    assert response.status_code == 200, response.text
    items = {i["keyword"]: i for i in response.json()["items"]}
    coffee = items["咖啡"]
    assert coffee["volume"] > 0 and coffee["cpc_usd"] > 0 and 0 <= coffee["competition"] <= 4
    assert coffee["sandbox"] and coffee["metrics_source"] == "sandbox" and coffee["refreshed_at"]
    assert items["咖啡豆 價格"]["intent"] == "transactional" and items["咖啡豆 價格"]["intent_label"] == "交易型"
    assert searches(user.user_id) == 1
    # the same figures the keyword research shows for the keyword
    overview = client.post("/api/research/overview", json={"keyword": "咖啡", "country": "TW", "language": "zh-TW"},
                           headers=user.headers).json()
    assert overview["metrics"]["volume"] == coffee["volume"]

    exported = client.get(f"/api/keyword_lists/{mine['id']}/export.csv",
                          headers={**user.headers, "Accept-Language": "en"})
    assert exported.status_code == 200 and exported.headers["content-type"].startswith("text/csv")
    assert 'filename="keyword-list-' in exported.headers["content-disposition"]
    assert exported.content.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(exported.content.decode("utf-8-sig"))))
    assert rows[0][:6] == ["Keyword", "Search volume", "CPC (USD)", "Competition (0-4)", "Keyword difficulty",
                           "Search intent"]
    assert [row[0] for row in rows[1:]] == ["咖啡", "咖啡豆 價格"]
    assert rows[1][1] == str(coffee["volume"]) and rows[2][5] == "Transactional"


def test_export_of_an_unrefreshed_list_has_its_keywords_with_empty_figures(client):
    user = make_user()
    mine = new_list(client, user, keywords="抹茶\n焙茶")
    rows = list(csv.reader(io.StringIO(client.get(f"/api/keyword_lists/{mine['id']}/export.csv",
                                                  headers=user.headers).content.decode("utf-8-sig"))))
    assert rows[0][0] == "關鍵字" and [(r[0], r[1]) for r in rows[1:]] == [("抹茶", ""), ("焙茶", "")]


def test_send_to_project_adds_tracked_keywords_and_skips_those_already_tracked(client):
    user = make_user()
    site = new_site(client, user)
    tracked = client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": "咖啡豆"}, headers=user.headers)
    assert tracked.status_code == 201
    mine = new_list(client, user, keywords="手沖咖啡\n咖啡豆\n拿鐵")
    sent = client.post(f"/api/keyword_lists/{mine['id']}/send_to_project", json={"site_id": site["id"]},
                       headers=user.headers)
    assert sent.status_code == 200, sent.text
    assert sent.json() == {"site_id": site["id"], "added": 2, "skipped": 1}
    keywords = client.get(f"/api/sites/{site['id']}/keywords", headers=user.headers).json()["data"]
    assert sorted(k["text"] for k in keywords) == ["咖啡豆", "手沖咖啡", "拿鐵"]
    # only the chosen items
    latte = next(i["id"] for i in mine["items"] or client.get(f"/api/keyword_lists/{mine['id']}",
                                                              headers=user.headers).json()["items"]
                 if i["keyword"] == "拿鐵")
    again = client.post(f"/api/keyword_lists/{mine['id']}/send_to_project",
                        json={"site_id": site["id"], "item_ids": [latte]}, headers=user.headers)
    assert again.json() == {"site_id": site["id"], "added": 0, "skipped": 1}


def test_send_to_project_respects_the_keyword_tracking_limit_and_adds_none_over_it(client):
    user = make_user()  # trial: 30 tracked keywords
    site = new_site(client, user)
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": [f"舊詞 {n}" for n in range(28)]},
                headers=user.headers)
    mine = new_list(client, user, keywords=[f"新詞 {n}" for n in range(3)])
    over = client.post(f"/api/keyword_lists/{mine['id']}/send_to_project", json={"site_id": site["id"]},
                       headers={**user.headers, "Accept-Language": "en"})
    assert field_errors(over)["keywords"] == ("project.keywords_exceed",
                                              "Exceeds the number of keywords that can be added (2 left)")
    assert count(Keyword, site_id=site["id"]) == 28
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": ["舊詞 a", "舊詞 b"]}, headers=user.headers)
    full = client.post(f"/api/keyword_lists/{mine['id']}/send_to_project", json={"site_id": site["id"]},
                       headers=user.headers)
    error(full, 429, "plan.limit_reached")
    assert count(Keyword, site_id=site["id"]) == 30


def test_send_to_a_project_of_another_user_is_404(client):
    owner, other = make_user("owner@example.com"), make_user("other@example.com")
    site = new_site(client, other)
    mine = new_list(client, owner, keywords="咖啡")
    response = client.post(f"/api/keyword_lists/{mine['id']}/send_to_project", json={"site_id": site["id"]},
                           headers=owner.headers)
    error(response, 404, "resource.not_found")
    assert count(Keyword) == 0


def test_keywords_picked_anywhere_go_to_a_project_with_the_tracked_ones_skipped(client):
    user = make_user()
    site = new_site(client, user)
    client.post(f"/api/sites/{site['id']}/batch_keywords", json={"keywords": "Latte"}, headers=user.headers)
    sent = client.post(f"/api/sites/{site['id']}/send_keywords", json={"keywords": ["latte", "摩卡", "摩卡", " "]},
                       headers=user.headers)
    assert sent.json() == {"site_id": site["id"], "added": 1, "skipped": 1}
    bad = client.post(f"/api/sites/{site['id']}/send_keywords", json={"keywords": ["$特價"]},
                      headers={**user.headers, "Accept-Language": "en"})
    assert field_errors(bad)["keywords"][0] == "project.keywords_forbidden"
    assert count(Keyword, site_id=site["id"]) == 2
