"""The Indexing API (job-posting and livestream pages only) and IndexNow (a key file the user hosts), against the
local Google and IndexNow (tests/fakes/google/indexing.py), the pages served on 127.0.0.1."""

from __future__ import annotations

from tests.api.projects.support import error, field_errors
from tests.fakes.google.indexing import TOKEN

JOB = """<html><head><script type="application/ld+json">
{"@context": "https://schema.org", "@type": "JobPosting", "title": "廚師", "datePosted": "2026-11-20"}
</script></head><body><h1>廚師</h1></body></html>"""
LIVESTREAM = """<html><head><script type="application/ld+json">
{"@context": "https://schema.org", "@type": "VideoObject", "name": "直播",
 "publication": {"@type": "BroadcastEvent", "isLiveBroadcast": true}}
</script></head><body>直播</body></html>"""
ARTICLE = """<html><head><script type="application/ld+json">{"@type": "Article", "headline": "牛肉麵"}</script>
</head><body>牛肉麵</body></html>"""


def test_only_job_posting_and_livestream_pages_reach_the_indexing_api(client, google, project, local_site):
    local_site.pages.update({"/jobs/cook": JOB, "/live": LIVESTREAM, "/blog/noodles": ARTICLE})
    urls = [f"{local_site.url}{path}" for path in ("/jobs/cook", "/live", "/blog/noodles", "/gone")]
    response = client.post(project.url("/notifications"), json={"urls": urls}, headers=project.owner.headers)
    assert response.status_code == 200, response.text
    found = {row["url"].removeprefix(local_site.url): row for row in response.json()["data"]}
    assert found["/jobs/cook"]["status"] == "ok"
    assert found["/jobs/cook"]["answer"]["notifyTime"] == "2026-11-27T09:00:00.123Z"
    assert found["/live"]["status"] == "ok"
    assert found["/blog/noodles"]["status"] == "refused"
    assert found["/blog/noodles"]["message"].startswith(
        "Google's Indexing API accepts only pages with JobPosting or BroadcastEvent")
    assert (found["/gone"]["status"], found["/gone"]["error_code"]) == ("refused", "indexing.page_unreachable")
    assert sorted(sent["url"] for sent in google.indexing.published) == sorted(urls[:2])
    quota = client.get(project.url(), headers=project.owner.headers).json()["quotas"]["indexing"]
    assert quota == {"limit": 200, "used": 2, "left": 198}


def test_a_removal_is_sent_only_for_a_page_that_is_gone(client, google, project, local_site):
    local_site.pages["/jobs/cook"] = JOB
    urls = [f"{local_site.url}/jobs/filled", f"{local_site.url}/jobs/cook"]
    response = client.post(project.url("/notifications"), json={"urls": urls, "type": "URL_DELETED"},
                           headers=project.owner.headers)
    assert [(row["status"], row["error_code"]) for row in response.json()["data"]] == [
        ("ok", None), ("refused", "indexing.page_still_live")]
    assert google.indexing.published == [{"url": urls[0], "type": "URL_DELETED"}]


def test_without_the_indexing_link_the_spec_text_says_so(client, google, project, local_site):
    from api.core.db import get_sessionmaker
    from api.google.tokens import grant_of

    with get_sessionmaker()() as db:
        db.delete(grant_of(db, project.owner.user_id, "indexing"))
        db.commit()
    response = client.post(project.url("/notifications"), json={"urls": [f"{local_site.url}/jobs/cook"]},
                           headers=project.owner.headers)
    assert error(response, 409, "indexing.not_authorized")["message"].startswith("Google Indexing not authorized")


def test_indexnow_needs_the_key_file_found_on_the_site_before_any_url_is_sent(client, google, project, local_site):
    urls = [f"{local_site.url}/a", f"{local_site.url}/b"]
    error(client.post(project.url("/indexnow"), json={"urls": urls}, headers=project.owner.headers),
          409, "indexnow.no_key")
    key = client.post(project.url("/indexnow/key"), headers=project.owner.headers).json()
    assert key["key_url"] == f"{local_site.url}/{key['key']}.txt" and len(key["key"]) == 32
    error(client.post(project.url("/indexnow"), json={"urls": urls}, headers=project.owner.headers),
          409, "indexnow.not_verified")

    missing = client.post(project.url("/indexnow/verify"), headers=project.owner.headers)
    assert key["key_url"] in error(missing, 422, "indexnow.key_file_missing")["message"]
    local_site.pages[f"/{key['key']}.txt"] = "a-different-key"
    error(client.post(project.url("/indexnow/verify"), headers=project.owner.headers), 422, "indexnow.key_file_missing")

    local_site.pages[f"/{key['key']}.txt"] = f"{key['key']}\n"
    verified = client.post(project.url("/indexnow/verify"), headers=project.owner.headers)
    assert verified.status_code == 200 and verified.json()["verified_at"]

    sent = client.post(project.url("/indexnow"), json={"urls": urls}, headers=project.owner.headers)
    assert [row["status"] for row in sent.json()["data"]] == ["ok", "ok"]
    [post] = [request for request in google.received if request.path == "/indexnow"]
    assert post.body == {"host": "127.0.0.1", "key": key["key"], "keyLocation": key["key_url"], "urlList": urls}


def test_indexnow_refusing_the_key_unverifies_it_and_off_host_urls_are_not_sent(client, google, project, local_site):
    key = client.post(project.url("/indexnow/key"), headers=project.owner.headers).json()
    local_site.pages[f"/{key['key']}.txt"] = key["key"]
    client.post(project.url("/indexnow/verify"), headers=project.owner.headers)

    off_host = client.post(project.url("/indexnow"), json={"urls": ["https://elsewhere.tw/a"]},
                           headers=project.owner.headers)
    assert field_errors(off_host)["urls"][0] == "indexing.not_in_property"

    google.indexing.fail["indexnow"] = [(403, {"message": "Key not valid"})]
    sent = client.post(project.url("/indexnow"), json={"urls": [f"{local_site.url}/a"]}, headers=project.owner.headers)
    [row] = sent.json()["data"]
    assert (row["status"], row["error_code"]) == ("failed", "indexnow.key_not_valid")
    assert client.get(project.url(), headers=project.owner.headers).json()["indexnow"]["verified_at"] is None


def test_history_lists_newest_first_and_filters_by_kind(client, google, project, local_site):
    local_site.pages["/jobs/cook"] = JOB
    client.post(project.url("/notifications"), json={"urls": [f"{local_site.url}/jobs/cook"]},
                headers=project.owner.headers)
    google.indexing.sites[TOKEN].append(f"{local_site.url}/")
    client.post(project.url("/inspections"), json={"urls": [f"{local_site.url}/jobs/cook"]},
                headers=project.owner.headers)
    everything = client.get(project.url("/history"), headers=project.owner.headers).json()
    assert [row["kind"] for row in everything["data"]] == ["inspection", "indexing"]
    assert everything["meta"]["total"] == 2
    assert everything["data"][0]["answer"]["coverageState"] == "URL is unknown to Google"
    only = client.get(project.url("/history"), params={"kind": "indexing"}, headers=project.owner.headers).json()
    assert [row["kind"] for row in only["data"]] == ["indexing"]
