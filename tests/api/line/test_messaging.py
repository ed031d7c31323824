"""Pushing to a bound LINE (api/line/messaging.py) through the Messaging API of a local LINE: what arrives,
and a refusal recorded on the profile instead of raised; rank-drop alerts pushed to a bound owner."""

from __future__ import annotations

from datetime import timedelta

from analytics.rankings import ingest
from api.core import config
from api.core.db import get_sessionmaker, utcnow
from api.line.messaging import push_text
from api.projects.models import Site
from api.rankings import alerts
from api.rankings.scheduling import local_day
from tests.analytics.rankings import builders
from tests.api.accounts.conftest import configure, smtp  # noqa: F401  (fixtures)
from tests.api.line.conftest import bind
from tests.api.projects.support import new_site
from tests.api.rankings.conftest import analytics, eager, sandbox  # noqa: F401  (fixtures)
from tests.api.rankings.test_drop_alerts import SITE, add_keywords, update_and_listen
from tests.api.rankings.test_pipeline import TW
from tests.factories import make_user
from tests.fakes.line import MONTHLY_LIMIT, LineServer


def test_a_pushed_text_arrives_at_the_bound_account(client, line: LineServer):
    owner = make_user()
    assert bind(client, owner).status_code == 200

    with get_sessionmaker()() as db:
        assert push_text(db, owner.user_id, "測試訊息") is True

    assert line.texts_to(line.account.user_id) == ["測試訊息"]
    (push,) = [r for r in line.received if r.path == "/v2/bot/message/push"]
    assert push.headers["Authorization"] == "Bearer line-messaging-test-token"
    assert push.body["messages"] == [{"type": "text", "text": "測試訊息"}]


def test_a_refused_push_is_recorded_not_raised(client, line: LineServer):
    owner = make_user()
    assert bind(client, owner).status_code == 200
    line.push_failure = MONTHLY_LIMIT

    with get_sessionmaker()() as db:
        assert push_text(db, owner.user_id, "本月額度已滿") is False

    shown = client.get("/api/line", headers=owner.headers).json()
    assert shown["last_push_failed"] is True and shown["last_push_at"]
    # the next push that arrives clears it
    line.push_failure = None
    with get_sessionmaker()() as db:
        assert push_text(db, owner.user_id, "恢復") is True
    assert client.get("/api/line", headers=owner.headers).json()["last_push_failed"] is False


def test_nothing_is_pushed_to_an_unbound_user_or_without_a_channel_token(client, line: LineServer, monkeypatch):
    owner, bound = make_user(), make_user("bound@example.com")
    assert bind(client, bound).status_code == 200
    with get_sessionmaker()() as db:
        assert push_text(db, owner.user_id, "hi") is False
    monkeypatch.delenv("RANKLENS_LINE_MESSAGING_ACCESS_TOKEN")
    config.get_settings.cache_clear()
    with get_sessionmaker()() as db:
        assert push_text(db, bound.user_id, "hi") is False
    assert not [r for r in line.received if r.path == "/v2/bot/message/push"]


def test_a_rank_drop_is_pushed_to_the_owners_line(smtp, client, analytics, sandbox, eager, line):  # noqa: F811
    owner = make_user(plan_id=3, language="en")
    assert bind(client, owner).status_code == 200
    site = new_site(client, owner, url=f"https://{SITE}")
    add_keywords(client, owner, site["id"], "台北 咖啡廳")
    yesterday = local_day("TW", utcnow()) - timedelta(days=1)
    ingest.ingest_serp(analytics, TW.key("台北 咖啡廳", yesterday),
                       builders.organic("a.example", SITE, *builders.filler(20)),
                       source="sandbox", fetched_at=utcnow() - timedelta(days=1), is_sandbox=True)

    update_and_listen(client, owner, site["id"])

    (text,) = line.texts_to(line.account.user_id)
    first, keyword, link = text.split("\n")
    assert first == "[Sandbox data (not real search results)] 我的網站: 1 keyword dropped sharply"
    assert keyword.startswith("台北 咖啡廳: 2 → >") and keyword.endswith("(down 98, Google Desktop)")
    assert link.endswith(f"/projects/{site['id']}/rankings")
    assert len(smtp.wait_for("owner@example.com")) == 1  # the mail went out as before


def test_the_line_message_lists_five_keywords_and_counts_the_rest():
    site = Site(id=7, name="店", url=f"https://{SITE}", domain=SITE, country="TW", language="zh-TW")
    drops = [alerts.Drop(i, f"kw{i}", "google", "mobile", "1", "30", 29, None) for i in range(7)]
    text = alerts.line_message("en", site, drops).split("\n")
    assert text[0] == "店: 7 keywords dropped sharply" and len(text) == 1 + 5 + 1 + 1
    assert text[6] == "…and 2 more keywords"


def test_an_unreachable_line_is_recorded_not_raised(client, line: LineServer, monkeypatch):
    owner = make_user()
    assert bind(client, owner).status_code == 200
    monkeypatch.setenv("RANKLENS_LINE_API_URL", "http://127.0.0.1:9")  # nothing listens on discard
    config.get_settings.cache_clear()

    with get_sessionmaker()() as db:
        assert push_text(db, owner.user_id, "hi") is False

    assert client.get("/api/line", headers=owner.headers).json()["last_push_failed"] is True
