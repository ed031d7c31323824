"""Posting to WordPress (SPEC §3 post form, §4 post status, §5 "title and content are required", §8 "Publish
failed"): what WordPress receives, what is recorded, and WordPress's refusals told apart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.api.cms.conftest import connect
from tests.fakes.wordpress import PNG

EN = {"Accept-Language": "en"}
ARTICLE = "<h2>保濕精華怎麼選</h2><p>乾燥肌膚適合含玻尿酸的精華液。</p>"


@pytest.fixture
def site(client, writer, wordpress) -> dict:
    return connect(client, writer, wordpress)


def _post(client, user, site_id: int, **fields):
    body = {"title": "保濕精華推薦", "content_html": ARTICLE, **fields}
    return client.post(f"/api/cms/sites/{site_id}/posts", json=body, headers={**user.headers, **EN})


def _posts_sent(wordpress) -> list:
    return [r for r in wordpress.received if r.method == "POST" and r.path == "/wp-json/wp/v2/posts"]


def test_categories_are_read_from_the_site_page_by_page(client, writer, wordpress, site):
    response = client.get(f"/api/cms/sites/{site['id']}/categories", headers=writer.headers)
    assert response.status_code == 200
    rows = response.json()["data"]
    assert len(rows) == 131 and rows[0] == {"id": 1, "name": "未分類", "parent": 0}
    asked = [r.params for r in wordpress.received if r.path == "/wp-json/wp/v2/categories"]
    assert [(p["page"], p["per_page"]) for p in asked] == [("1", "100"), ("2", "100")]


def test_a_post_is_published_with_its_featured_image_and_recorded(client, writer, wordpress, site):
    response = _post(client, writer, site["id"], status="publish", slug="moisturizing-serum", category_ids=[11, 12],
                     featured_image_url=f"{wordpress.url}/images/cover.png", source={"kind": "seo_writer", "id": 7})
    assert response.status_code == 201, response.text
    post = response.json()
    [media] = wordpress.media
    assert media["size"] == len(PNG) and media["source_url"].endswith("/cover.png")
    [sent] = wordpress.posts
    assert (sent["title"]["raw"], sent["content"]["raw"], sent["status"]) == ("保濕精華推薦", ARTICLE, "publish")
    assert (sent["slug"], sent["categories"], sent["featured_media"]) == ("moisturizing-serum", [11, 12], media["id"])
    assert post["remote_id"] == sent["id"] and post["link"] == sent["link"] == f"{wordpress.url}/2026/moisturizing-serum/"
    assert (post["status"], post["site_name"], post["source_kind"], post["source_id"]) == (
        "publish", "美妝保養部落格", "seo_writer", 7)
    listed = client.get("/api/cms/posts", params={"source_kind": "seo_writer", "source_id": 7},
                        headers=writer.headers).json()
    assert [(p["link"], p["status"]) for p in listed["data"]] == [(post["link"], "publish")]
    assert listed["meta"]["total"] == 1
    assert client.get("/api/cms/posts", params={"source_kind": "ai_writer", "source_id": 7},
                      headers=writer.headers).json()["data"] == []


def test_a_draft_and_a_scheduled_post(client, writer, wordpress, site):
    draft = _post(client, writer, site["id"], status="draft").json()
    assert (draft["status"], draft["link"]) == ("draft", f"{wordpress.url}/?p={draft['remote_id']}")
    when = (datetime.now(UTC) + timedelta(days=2)).replace(microsecond=0)
    taipei = when.astimezone(__import__("zoneinfo").ZoneInfo("Asia/Taipei"))
    scheduled = _post(client, writer, site["id"], status="future", date=taipei.isoformat())
    assert scheduled.status_code == 201 and scheduled.json()["status"] == "future"
    assert _posts_sent(wordpress)[-1].body["date_gmt"] == when.strftime("%Y-%m-%dT%H:%M:%S")


@pytest.mark.parametrize(("fields", "errors"), [
    ({"title": "  ", "content_html": "<p> </p><p>&nbsp;</p>"},
     {("title", "is required"), ("content_html", "is required")}),
    ({"status": "future"}, {("date", "Pick a publish time for a scheduled post")}),
    ({"status": "future", "date": "2020-01-01T00:00:00+08:00"}, {("date", "The publish time must be in the future")}),
])
def test_what_the_form_must_have_is_checked_before_anything_is_sent(client, writer, wordpress, site, fields, errors):
    response = _post(client, writer, site["id"], **fields)
    assert response.status_code == 422
    assert {(f["field"], f["message"]) for f in response.json()["fields"]} == errors
    assert _posts_sent(wordpress) == [] and wordpress.media == []


def test_what_wordpress_receives_is_sanitised_as_the_writers_store_it(client, writer, wordpress, site):
    pasted = ('<h2 style="color:red" onclick="steal()">保濕精華</h2><script>alert(document.cookie)</script>'
              '<p>乾燥肌膚<a href="javascript:alert(1)">看這裡</a><img src="x.png" onerror="steal()" alt="圖"></p>')
    response = _post(client, writer, site["id"], content_html=pasted)
    assert response.status_code == 201, response.text
    [sent] = _posts_sent(wordpress)
    assert sent.body["content"] == ('<h2>保濕精華</h2><p>乾燥肌膚<a rel="noopener noreferrer">看這裡</a>'
                                    '<img src="x.png" alt="圖"></p>')
    # a post that is nothing but a script has no content left: refused before anything is sent
    response = _post(client, writer, site["id"], content_html="<script>alert(1)</script><p onclick='x()'> </p>")
    assert response.status_code == 422
    assert [(f["field"], f["message"]) for f in response.json()["fields"]] == [("content_html", "is required")]
    assert len(_posts_sent(wordpress)) == 1


def test_a_picture_alone_is_content(client, writer, wordpress, site):
    response = _post(client, writer, site["id"], content_html=f'<p><img src="{wordpress.url}/images/cover.png" alt="封面"></p>')
    assert response.status_code == 201


def test_wordpress_refusing_the_post_is_publish_failed_with_its_reason(client, writer, wordpress, site):
    response = _post(client, writer, site["id"], category_ids=[9999])
    assert response.status_code == 400
    assert response.json() == {"code": "cms.rejected",
                               "message": "Publish failed: WordPress refused the post (Invalid parameter(s): categories)"}
    assert client.get("/api/cms/posts", headers=writer.headers).json()["data"] == []


@pytest.mark.parametrize(("failure", "code"), [
    ("unauthorized", "cms.unauthorized"),  # the application password was revoked since
    ("html", "cms.not_json"),
    ("missing", "cms.rest_api_missing"),
    ("slow", "cms.timeout"),
])
def test_a_site_that_stopped_answering_right_is_told_apart_when_posting(client, writer, wordpress, site, failure, code):
    wordpress.failure = failure
    response = _post(client, writer, site["id"])
    # never WordPress's 401 passed on: the console would sign the user out of RankLens
    assert response.status_code == 400 and response.json()["code"] == code
    assert client.get("/api/cms/posts", headers=writer.headers).json()["data"] == []


def test_a_featured_image_that_cannot_be_fetched_stops_the_post(client, writer, wordpress, site):
    for url in (f"{wordpress.url}/images/missing.png", "javascript:alert(1)", f"{wordpress.url}/wp-json/"):
        response = _post(client, writer, site["id"], featured_image_url=url)
        assert response.status_code == 422, url
        assert response.json()["fields"] == [{"field": "featured_image_url", "code": "cms.image_unreachable",
                                              "message": f"The featured image could not be fetched: {url}"}]
    assert _posts_sent(wordpress) == []


def test_a_user_who_lost_publishing_rights_hears_so(client, writer, wordpress, site):
    wordpress.can_publish = False
    response = _post(client, writer, site["id"], status="publish")
    assert response.status_code == 400
    assert response.json()["message"] == "This WordPress user may not publish posts; use an editor or administrator account"
