"""Sitemaps and URL Inspection through Search Console, against the local Google (tests/fakes/google/indexing.py)."""

from __future__ import annotations

from api.core.db import get_sessionmaker
from api.indexing.models import QuotaUse
from api.indexing.service import quota_day
from tests.api.indexing.conftest import PROPERTY, link, set_site
from tests.api.projects.support import error, field_errors
from tests.factories import make_user
from tests.fakes.google.indexing import TOKEN, Inspection, google_error


def sent_to_google(google, path_part: str) -> list:
    return [request for request in google.received if path_part in request.path]


def test_a_submitted_sitemap_is_listed_with_search_consoles_figures_and_recorded(client, google, project):
    submitted = client.post(project.url("/sitemaps"), json={"url": f"{PROPERTY}sitemap.xml"},
                            headers=project.owner.headers)
    assert submitted.status_code == 201, submitted.text
    assert submitted.json()["status"] == "ok"
    [put] = [r for r in sent_to_google(google, "/sitemaps/") if r.method == "PUT"]
    assert put.headers["Authorization"] == f"Bearer {TOKEN}"
    assert put.path == "/webmasters/v3/sites/https%3A%2F%2Fwww.mysite.com.tw%2F/sitemaps/" \
                       "https%3A%2F%2Fwww.mysite.com.tw%2Fsitemap.xml"

    listed = client.get(project.url("/sitemaps"), headers=project.owner.headers)
    assert listed.status_code == 200, listed.text
    assert [(s["path"], s["is_pending"], s["submitted"]) for s in listed.json()] == [
        (f"{PROPERTY}sitemap.xml", True, 0)]
    history = client.get(project.url("/history"), headers=project.owner.headers).json()
    assert [(row["kind"], row["url"], row["status"], row["user_email"]) for row in history["data"]] == [
        ("sitemap", f"{PROPERTY}sitemap.xml", "ok", project.owner.email)]


def test_a_sitemap_outside_the_property_is_refused_before_google_hears_of_it(client, google, project):
    response = client.post(project.url("/sitemaps"), json={"url": "https://elsewhere.tw/sitemap.xml"},
                           headers=project.owner.headers)
    assert field_errors(response)["urls"] == (
        "indexing.not_in_property", "The URL is not on this project's site: https://elsewhere.tw/sitemap.xml")
    assert not sent_to_google(google, "/sitemaps")


def test_googles_permission_refusal_is_spec_text_and_recorded_as_failed(client, google, project):
    google.indexing.fail["sitemaps"] = [google_error(403, "User does not have sufficient permission", "PERMISSION_DENIED")]
    response = client.post(project.url("/sitemaps"), json={"url": f"{PROPERTY}sitemap.xml"},
                           headers=project.owner.headers)
    assert error(response, 403, "google.no_permission")["message"] == "No website permissions for this Google account"
    [row] = client.get(project.url("/history"), headers=project.owner.headers).json()["data"]
    assert (row["status"], row["answer"]["http_status"]) == ("failed", 403)


def test_without_a_property_or_a_search_console_link_the_user_is_told_what_to_link(client, google, project):
    set_site(project.site_id, gsc_site_url=None)
    response = client.get(project.url("/sitemaps"), headers=project.owner.headers)
    assert "no Search Console property" in error(response, 409, "indexing.no_property")["message"]

    set_site(project.site_id, gsc_site_url=PROPERTY)
    stranger_to_google = make_user("other@example.com", plan_id=3, days=30, language="en")
    other_site = client.post("/api/sites", json={"name": "b", "url": "https://www.mysite.com.tw"},
                             headers=stranger_to_google.headers).json()["id"]
    set_site(other_site, gsc_site_url=PROPERTY)
    response = client.post(f"/api/sites/{other_site}/indexing/inspections", json={"urls": [f"{PROPERTY}a"]},
                           headers=stranger_to_google.headers)
    error(response, 409, "google.not_authorized")
    overview = client.get(f"/api/sites/{other_site}/indexing", headers=stranger_to_google.headers).json()
    assert (overview["webmaster"], overview["indexing"]) == ("not_authorized", "not_authorized")


def test_trial_plans_may_not_submit(client, google):
    trial = make_user("trial@example.com", plan_id=8, days=7, language="en")
    link(trial.user_id, "webmaster", TOKEN)
    site_id = client.post("/api/sites", json={"name": "t", "url": "https://www.mysite.com.tw"},
                          headers=trial.headers).json()["id"]
    set_site(site_id, gsc_site_url=PROPERTY)
    response = client.post(f"/api/sites/{site_id}/indexing/sitemaps", json={"url": f"{PROPERTY}sitemap.xml"},
                           headers=trial.headers)
    error(response, 403, "plan.feature_unavailable")
    assert client.get(f"/api/sites/{site_id}/indexing", headers=trial.headers).json()["available"] is False
    assert not sent_to_google(google, "/sitemaps")


def test_inspection_answers_each_urls_index_status_and_counts_the_propertys_quota(client, google, project):
    google.indexing.pages[f"{PROPERTY}menu"] = Inspection(lastCrawlTime="2026-11-20T08:15:00Z")
    response = client.post(project.url("/inspections"), headers=project.owner.headers,
                           json={"urls": [f"{PROPERTY}menu", f" {PROPERTY}new-page ", "", f"{PROPERTY}menu"]})
    assert response.status_code == 200, response.text
    found = {row["url"]: row["answer"] for row in response.json()["data"]}
    assert found[f"{PROPERTY}menu"]["verdict"] == "PASS"
    assert found[f"{PROPERTY}menu"]["coverageState"] == "Submitted and indexed"
    assert found[f"{PROPERTY}menu"]["lastCrawlTime"] == "2026-11-20T08:15:00Z"
    assert found[f"{PROPERTY}new-page"]["coverageState"] == "URL is unknown to Google"
    [sent, _] = sent_to_google(google, "index:inspect")
    assert sent.body["siteUrl"] == PROPERTY and sent.body["languageCode"] == "en"
    quota = client.get(project.url(), headers=project.owner.headers).json()["quotas"]["inspection"]
    assert quota == {"limit": 2000, "used": 2, "left": 1998}


def test_a_batch_past_todays_quota_is_refused_whole(client, google, project):
    with get_sessionmaker()() as db:
        db.add(QuotaUse(scope=f"inspection:{PROPERTY}", day=quota_day(), used=1999))
        db.commit()
    response = client.post(project.url("/inspections"), headers=project.owner.headers,
                           json={"urls": [f"{PROPERTY}a", f"{PROPERTY}b"]})
    assert error(response, 429, "indexing.quota_reached")["message"] == (
        "Only 1 left of today's quota: 2 URLs cannot be sent; try again tomorrow")
    assert not sent_to_google(google, "index:inspect")


def test_googles_quota_refusal_fails_only_that_url(client, google, project):
    google.indexing.fail["inspect"] = [google_error(429, "Quota exceeded", "RESOURCE_EXHAUSTED")]
    response = client.post(project.url("/inspections"), headers=project.owner.headers,
                           json={"urls": [f"{PROPERTY}a"]})
    [row] = response.json()["data"]
    assert (row["status"], row["message"]) == ("failed", "Google's usage quota is exhausted; try again later")


def test_a_grant_google_revoked_is_marked_expired_and_the_screen_asks_to_authorize_again(client, google, project):
    google.indexing.fail["inspect"] = [google_error(401, "Request had invalid authentication credentials",
                                                    "UNAUTHENTICATED")]
    response = client.post(project.url("/inspections"), headers=project.owner.headers,
                           json={"urls": [f"{PROPERTY}a"]})
    [row] = response.json()["data"]
    assert row["status"] == "failed"
    overview = client.get(project.url(), headers=project.owner.headers).json()
    assert (overview["webmaster"], overview["indexing"]) == ("expired", "authorized")

    google.indexing.fail["sitemaps"] = [google_error(401, "Request had invalid authentication credentials",
                                                     "UNAUTHENTICATED")]
    link(project.owner.user_id, "webmaster", TOKEN)  # authorized again; Google refuses once more
    response = client.post(project.url("/sitemaps"), json={"url": f"{PROPERTY}sitemap.xml"},
                           headers=project.owner.headers)
    error(response, 409, "google.token_expired")
    assert client.get(project.url(), headers=project.owner.headers).json()["webmaster"] == "expired"
