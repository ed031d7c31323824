"""SPEC §7's seven seo_writer_template* category endpoints: a user's own tags for documents."""

from __future__ import annotations

from api.writers.models import WriterCategory, template_category_links
from tests.api.projects.support import count, error, field_errors
from tests.api.writers.support import new_category, new_document
from tests.factories import make_user

BASE = "/api/seo_writer_template_categories"


def test_the_seven_category_endpoints(client):
    user = make_user()
    skincare, coffee = new_category(client, user, "保養"), new_category(client, user, "Coffee")
    assert skincare == {"id": skincare["id"], "name": "保養", "seo_writer_templates_count": 0}
    one, two = new_document(client, user), new_document(client, user, title="第二篇")

    # POST /seo_writer_templates/{id}/seo_writer_template_categories
    tagged = client.post(f"/api/seo_writer_templates/{one['id']}/seo_writer_template_categories",
                         json={"seo_writer_template_category_ids": [skincare["id"], coffee["id"], skincare["id"]]},
                         headers=user.headers)
    assert tagged.status_code == 200 and tagged.json()["category_ids"] == sorted([skincare["id"], coffee["id"]])
    client.post(f"/api/seo_writer_templates/{two['id']}/seo_writer_template_categories",
                json={"seo_writer_template_category_ids": [skincare["id"]]}, headers=user.headers)
    # GET /seo_writer_template_categories: by name, with counts
    listed = client.get(BASE, headers=user.headers).json()["data"]
    assert [(c["name"], c["seo_writer_templates_count"]) for c in listed] == [("Coffee", 1), ("保養", 2)]
    # PATCH /seo_writer_template_categories/{id}
    renamed = client.patch(f"{BASE}/{coffee['id']}", json={"name": " 咖啡 "}, headers=user.headers)
    assert renamed.json() == {"id": coffee["id"], "name": "咖啡", "seo_writer_templates_count": 1}
    # DELETE /seo_writer_templates/{id}/seo_writer_template_categories
    untagged = client.request("DELETE", f"/api/seo_writer_templates/{one['id']}/seo_writer_template_categories",
                              json={"seo_writer_template_category_id": coffee["id"]}, headers=user.headers)
    assert untagged.json()["category_ids"] == [skincare["id"]]
    # DELETE /seo_writer_template_categories/{id}/detach, one id or several
    detached = client.request("DELETE", f"{BASE}/{skincare['id']}/detach", json={"templates_id": one["id"]},
                              headers=user.headers)
    assert detached.json()["seo_writer_templates_count"] == 1
    detached = client.request("DELETE", f"{BASE}/{skincare['id']}/detach", json={"templates_id": [two["id"], 999]},
                              headers=user.headers)
    assert detached.json()["seo_writer_templates_count"] == 0
    # DELETE /seo_writer_template_categories/{id}: the links go with it, the documents stay
    client.post(f"/api/seo_writer_templates/{two['id']}/seo_writer_template_categories",
                json={"seo_writer_template_category_ids": [skincare["id"]]}, headers=user.headers)
    assert client.delete(f"{BASE}/{skincare['id']}", headers=user.headers).status_code == 204
    assert count(template_category_links) == 0 and count(WriterCategory) == 1
    assert client.get(f"/api/seo_writer_templates/{two['id']}", headers=user.headers).json()["category_ids"] == []


def test_names_are_required_short_and_unique_per_user(client):
    user, other = make_user(), make_user("other@example.com")
    new_category(client, user, "Skincare")
    assert field_errors(client.post(BASE, json={"name": " SKINCARE "}, headers=user.headers))["name"] == (
        "writer.category_exists", "此標籤已存在")
    assert field_errors(client.post(BASE, json={"name": "  "}, headers=user.headers))["name"][0] == "validation.required"
    assert field_errors(client.post(BASE, json={"name": "字" * 51}, headers=user.headers))["name"][0] == (
        "validation.too_long")
    new_category(client, other, "Skincare")  # another user's tags are theirs
    assert count(WriterCategory) == 2


def test_a_user_tags_only_with_their_own_categories(client):
    user, other = make_user(), make_user("other@example.com")
    document = new_document(client, user)
    theirs = new_category(client, other, "別人的")
    mine = new_category(client, user, "我的")
    refused = client.post(f"/api/seo_writer_templates/{document['id']}/seo_writer_template_categories",
                          json={"seo_writer_template_category_ids": [mine["id"], theirs["id"]]}, headers=user.headers)
    error(refused, 404, "resource.not_found")
    assert count(template_category_links) == 0  # nothing half-attached
    assert client.get(BASE, headers=other.headers).json()["data"][0]["seo_writer_templates_count"] == 0
