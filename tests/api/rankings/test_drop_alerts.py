"""Drop alerts after a check: the owner hears of a keyword that dropped beyond the project's threshold once
a day, by a server-sent event, a mail in their language (a real SMTP server, aiosmtpd) and an operation
history entry; the checks run through the manual update against the sandbox SERP server."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from datetime import timedelta

from analytics.rankings import ingest
from api.core.db import get_sessionmaker, utcnow
from api.core.events import get_bus, user_channel
from api.events.service import for_browser
from api.history.models import Operation
from api.projects.models import Site
from api.rankings import alerts
from api.rankings.scheduling import local_day
from tests.analytics.rankings import builders
from tests.api.accounts.conftest import configure, smtp  # noqa: F401  (fixtures)
from tests.api.accounts.helpers import html_of, text_of
from tests.api.projects.support import new_site
from tests.api.rankings.test_pipeline import TW
from tests.asyncio_support import run_async
from tests.factories import make_user

SITE = "www.dropped-shop.com.tw"  # not in the sandbox's pool: today it is not found in the fetched depth


def update_and_listen(client, owner, site_id: int) -> list[dict]:
    """Runs a manual update (its task runs in the request) and returns what the owner's channel carried."""
    async def run() -> list[dict]:
        channel = user_channel(owner.user_id)
        queue = get_bus().subscribe(channel)
        try:
            response = await asyncio.to_thread(client.post, f"/api/sites/{site_id}/ranking_update",
                                               headers=owner.headers)
            assert response.status_code == 202, response.text
            messages = []
            while True:
                try:
                    messages.append(await asyncio.wait_for(queue.get(), timeout=0.5))
                except TimeoutError:
                    return messages
        finally:
            get_bus().unsubscribe(channel, queue)
    return run_async(run)


def history(client, owner) -> list[dict]:
    return [o for o in client.get("/api/operation_history", headers=owner.headers).json()["data"]
            if o["type"] == "ranking_drop_alert"]


def add_keywords(client, owner, site_id: int, keywords: str) -> None:
    """Keywords added after creation: a new project's own first check would run before the test listens."""
    response = client.post(f"/api/sites/{site_id}/batch_keywords", json={"keywords": keywords},
                           headers=owner.headers)
    assert response.status_code < 300, response.text


def test_a_drop_beyond_the_threshold_is_told_once_a_day(smtp, client, analytics, sandbox, eager):  # noqa: F811
    owner = make_user(plan_id=3, language="ja")
    site = new_site(client, owner, url=f"https://{SITE}")
    add_keywords(client, owner, site["id"], "台北 咖啡廳\n板橋 美食")
    yesterday = local_day("TW", utcnow()) - timedelta(days=1)
    # yesterday 2nd on 台北 咖啡廳; 板橋 美食 has no earlier check, so nothing to compare
    ingest.ingest_serp(analytics, TW.key("台北 咖啡廳", yesterday),
                       builders.organic("a.example", SITE, *builders.filler(20)),
                       source="sandbox", fetched_at=utcnow() - timedelta(days=1), is_sandbox=True)

    messages = update_and_listen(client, owner, site["id"])
    drops = [m["data"] for m in messages if m["event"] == "ranking_drop"]
    assert len(drops) == 1 and for_browser(messages[-1], None) is not None  # the browser's stream carries it
    (drop,) = drops[0]["keywords"]
    assert (drops[0]["site_id"], drop["term"], drop["previous"], drop["drop"]) == (site["id"], "台北 咖啡廳", "2", 98)
    assert drop["today"].startswith(">")  # not found in the fetched depth, counted 100

    (mail,) = smtp.wait_for("owner@example.com")
    # today's rank came from the sandbox: the mail carries the sandbox label as every screen does
    label = "サンドボックスのデータ（実際の検索結果ではありません）"
    assert drop["sandbox"] is True
    assert mail["Subject"] == f"[{label}] 我的網站：1 件のキーワードの順位が大きく下がりました"
    assert f"[{label}]" in text_of(mail) and label in html_of(mail)
    assert f"台北 咖啡廳：順位 2 → {drop['today']}（98 位下落、Google デスクトップ）" in text_of(mail)
    assert f"/projects/{site['id']}/rankings" in html_of(mail)
    (entry,) = history(client, owner)
    assert (entry["status"], entry["site_id"]) == ("completed", site["id"])
    with get_sessionmaker()() as db:
        assert [k["term"] for k in db.get(Operation, entry["id"]).detail["keywords"]] == ["台北 咖啡廳"]

    # a second run the same day: the drop is still there, but nobody is told again
    messages = update_and_listen(client, owner, site["id"])
    assert [m["event"] for m in messages] == ["job"]
    with get_sessionmaker()() as db:
        assert alerts.notify_drops(db, [site["id"]]) == 0
    assert len(smtp.messages) == 1 and len(history(client, owner)) == 1


def test_a_drop_within_the_threshold_is_not_told(smtp, client, analytics, sandbox, eager):  # noqa: F811
    owner = make_user(plan_id=3)
    site = new_site(client, owner, url=f"https://{SITE}")
    add_keywords(client, owner, site["id"], "台北 咖啡廳")
    client.put(f"/api/sites/{site['id']}/ranking_settings", json={"drop_alert_threshold": 99},
               headers=owner.headers)
    yesterday = local_day("TW", utcnow()) - timedelta(days=1)
    ingest.ingest_serp(analytics, TW.key("台北 咖啡廳", yesterday), builders.organic("a.example", SITE),
                       source="sandbox", fetched_at=utcnow() - timedelta(days=1), is_sandbox=True)
    messages = update_and_listen(client, owner, site["id"])
    assert [m["event"] for m in messages] == ["job"]  # dropped 98 places: not more than 99
    assert smtp.messages == [] and history(client, owner) == []


def test_a_drop_from_live_results_carries_no_sandbox_label():
    site = Site(id=7, name="店", url=f"https://{SITE}", domain=SITE, country="TW", language="zh-TW")
    drop = alerts.Drop(1, "台北 咖啡廳", "google", "desktop", "2", ">10", 98, None, sandbox=False)
    subject, text, page, _ = alerts.compose("en", site, "2026-11-26", [drop])
    assert not subject.startswith("[") and "Sandbox" not in text and "Sandbox" not in page
    subject, text, page, _ = alerts.compose("en", site, "2026-11-26", [replace(drop, sandbox=True)])
    assert subject.startswith("[Sandbox data (not real search results)] ")
    assert "Sandbox data (not real search results)" in text and "Sandbox data (not real search results)" in page
