"""Page audits and the project's latest site check: pages are imported from it, and the audited
page's title and description are compared with its pages (SPEC §5: duplicates are flagged)."""

from __future__ import annotations

from sqlalchemy import update

from analytics.audits import signals
from api.core.db import get_sessionmaker
from api.page_audits import tasks
from api.page_audits.models import PageEvaluation
from tests.analytics.audits.site_records import BEEF, FACTS, OLD, ROOT
from tests.api.audits.conftest import complete_with
from tests.api.page_audits.conftest import crawled_site
from tests.api.projects.support import field_errors, new_site
from tests.factories import make_user


def _import(client, who, site_id: int, urls: list[str]):
    return client.post(f"/api/sites/{site_id}/page_evaluations/import", json={"urls": urls}, headers=who.headers)


def test_import_takes_pages_of_the_latest_completed_check_only(client, analytics):
    owner = make_user(plan_id=10)
    site_id = new_site(client, owner, url="https://牛肉麵.tw")["id"]
    assert field_errors(_import(client, owner, site_id, [BEEF])) == {
        "urls": ("page_audit.no_site_check", "尚無網站檢測結果可匯入，請先執行網站檢測")}
    check = client.post(f"/api/sites/{site_id}/site_checks", json={}, headers=owner.headers)
    assert check.status_code == 202, check.text
    complete_with(check.json()["id"])  # as crawled_site does

    response = _import(client, owner, site_id, [BEEF, "https://牛肉麵.tw/never-crawled"])
    assert field_errors(response) == {
        "urls.1": ("page_audit.import_not_crawled", "此網址不在最近一次的網站檢測結果中")}
    started = _import(client, owner, site_id, [BEEF, OLD, BEEF])  # OLD was crawled (it redirected)
    assert started.status_code == 202, started.text
    assert [(row["url"], row["target_keyword"]) for row in started.json()["data"]] == [(BEEF, ""), (OLD, "")]


def test_the_audited_page_is_compared_with_the_pages_of_the_site_check(client, analytics, page_server):
    owner = make_user(plan_id=10)
    site_id = crawled_site(client, owner)
    title, description = FACTS[ROOT].title, FACTS[BEEF].description
    page_server.pages["/new-page"] = (
        f'<html lang="zh-Hant-TW"><head><title>{title}</title><meta name="description" content="{description}">'
        "</head><body><h1>新頁面</h1></body></html>")
    started = _import(client, owner, site_id, [BEEF]).json()
    evaluation_id = started["data"][0]["id"]
    with get_sessionmaker()() as db:  # BEEF rewritten, served on 127.0.0.1
        db.execute(update(PageEvaluation).where(PageEvaluation.id == evaluation_id)
                   .values(url=page_server.url + "/new-page"))
        db.commit()
    tasks.run_operation(started["operation_id"])

    report = client.get(f"/api/page_evaluations/{evaluation_id}", headers=owner.headers).json()
    sharing = sorted(url for url, facts in FACTS.items()
                     if facts.description == description and signals.is_indexable(facts))
    assert BEEF in sharing and len(sharing) > 1
    assert report["duplicates"] == {"title": [ROOT], "description": sharing}
    advice = {item["id"]: item for item in report["advice"]}
    assert advice["title.unique"]["passed"] is False and advice["title.unique"]["evidence"]["duplicates"] == [ROOT]
    assert advice["description.unique"]["passed"] is False
