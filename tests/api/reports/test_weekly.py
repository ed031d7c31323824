"""The weekly report: built from hand-built SERPs with known numbers (ranks, and the SERP features won and
lost), its buckets chart an image inside the mail beside a legend with the figures, due on the project's
Monday 08:00 in its country's time zone, sent by beat's task through Celery to each recipient in their language (a real
SMTP server, aiosmtpd, and the outbox), each delivery recorded, a refused address recorded as bounced and
not retried, the signed unsubscribe link honoured, a deleted project skipped."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import UTC, date, datetime
from email import message_from_bytes, policy

import pytest
from aiosmtpd.controller import Controller
from PIL import Image
from sqlalchemy import select

from analytics.google.model import SearchDay
from analytics.google.store import record_search_days
from analytics.rankings.features import FeatureChange
from analytics.rankings.scoring import Buckets
from api.core.config import get_settings
from api.core.db import get_sessionmaker
from api.core.mail import build_message
from api.projects.models import Site
from api.rankings import pipeline
from api.reports import service, tasks, weekly
from api.reports.models import ReportDelivery
from tests.analytics.rankings.builders import featured, filler, store
from tests.api.accounts.conftest import configure  # noqa: F401  (fixture)
from tests.api.accounts.helpers import Inbox, free_port, html_of, text_of
from tests.api.admin.test_codes import admin
from tests.api.line.conftest import bind, line  # noqa: F401  (fixture)
from tests.api.projects.support import new_site
from tests.api.rankings.conftest import analytics, backdate, run_tasks_eagerly  # noqa: F401  (fixture)
from tests.factories import make_user

OWN = "https://www.mysite.com.tw/shoes"
# keyword: (position on days 1-7, position on day 8); None = not found in the 50 fetched
MOVES = {"球鞋": (3, 1), "慢跑鞋": (15, 12), "籃球鞋": (5, 25), "登山鞋": (None, 40), "拖鞋": (2, 2)}
SUNDAY = date(2025, 3, 9)  # day 8 of the builders: the week reported is Monday 3 to Sunday 9 March 2025
TAIPEI_MONDAY_8 = datetime(2025, 3, 10, 0, 0, tzinfo=UTC)  # 08:00 in Taipei


def serp(position):
    sites = filler(50)
    sites[3] = "rival.tw"
    if position:
        sites[position - 1] = OWN
    return sites


def project(client, analytics, owner, **fields) -> dict:  # noqa: F811
    site = new_site(client, owner, keywords="\n".join(MOVES), competitors=[{"url": "rival.tw"}], **fields)
    backdate(site["id"])
    for n in range(1, 9):
        for keyword, (before, after) in MOVES.items():
            store(analytics, keyword, n, serp(after if n == 8 else before), source="serpapi")
    return site


def test_the_week_is_summarized_from_the_ranks_of_its_sunday_against_the_sunday_before(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = project(client, analytics, owner)
    with get_sessionmaker()() as db:
        report = weekly.build(db, db.get(Site, site["id"]), SUNDAY)
    assert (report.start, report.end, report.period) == (date(2025, 3, 3), SUNDAY, "2025-03-03")
    b = report.buckets
    assert (b.on_first_page_count, b.on_second_page_count, b.on_third_page_count, b.after_third_page_count) == (2, 1, 1, 1)
    assert (report.top10.current, report.top10.previous) == (2, 3)  # 籃球鞋 left the top 10
    assert [(k.term, k.position, k.diff) for k in report.best] == [("球鞋", "1", 2), ("拖鞋", "2", 0), ("慢跑鞋", "12", 3)]
    assert [(k.term, k.diff) for k in report.gains] == [("登山鞋", 60), ("慢跑鞋", 3), ("球鞋", 2)]
    assert [(k.term, k.diff) for k in report.drops] == [("籃球鞋", -20)]
    assert report.needs_optimization == 1
    rival = next(n for n in report.neighbours if n.domain == "rival.tw")
    assert (rival.share, rival.average_position, rival.competitor) == (1.0, 4.0, True)
    assert report.clicks is None and report.search_note == "search_unlinked"
    assert not report.sandbox
    # what a LINE message carries
    assert weekly.summary_text(report, "en") == (
        "我的網站 weekly report (2025-03-03 – 2025-03-09)\nKeywords in the top 10: 2 (-1)\nPage 1: 2 of 5 keywords\n"
        "Biggest gains: 登山鞋: 40 (+60)\nBiggest drops: 籃球鞋: 25 (-20)")


def test_search_console_clicks_and_impressions_of_the_week_against_the_week_before(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = project(client, analytics, owner)
    record_search_days(analytics, site["id"], "sc-domain:mysite.com.tw", [
        SearchDay(date(2025, 3, d), 10 if d >= 3 else 4, 100, 5.0) for d in range(1, 10)])  # 2 days of the week before
    with get_sessionmaker()() as db:
        row = db.get(Site, site["id"])
        assert weekly.build(db, row, SUNDAY).search_note == "search_unlinked"
        row.gsc_site_url = "sc-domain:mysite.com.tw"
        db.commit()
        report = weekly.build(db, row, SUNDAY)
        empty = weekly.build(db, row, date(2025, 4, 6))
    assert (report.clicks.current, report.clicks.previous, report.impressions.current) == (70, 8, 700)
    assert empty.clicks is None and empty.search_note == "search_no_data"


def test_serp_features_won_and_lost_over_the_week_with_their_keyword_in_each_language(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = project(client, analytics, owner)
    # later fetches of day 1 and day 8: the same organic results, with blocks above them
    store(analytics, "球鞋", 8, featured([("featured_snippet", OWN), ("video", "https://rival.tw/v")], serp(1)), hour=3)
    store(analytics, "籃球鞋", 1, featured([("local_pack", "https://www.mysite.com.tw/shoes/taipei")], serp(5)), hour=3)
    with get_sessionmaker()() as db:
        report = weekly.build(db, db.get(Site, site["id"]), SUNDAY)
    assert report.features_won == [FeatureChange("球鞋", "featured_snippet")]
    assert report.features_lost == [FeatureChange("籃球鞋", "local_pack")]
    assert report.best[0] == weekly.KeywordLine("球鞋", "1", 2)  # the blocks above moved no organic position

    tw, ja = weekly.compose("zh-TW", report, "a@example.com"), weekly.compose("ja", report, "a@example.com")
    assert "本週新取得的搜尋結果功能\n- 球鞋：精選摘要\n\n本週失去的搜尋結果功能\n- 籃球鞋：地標資訊\n" in tw.text
    assert "今週獲得した検索結果の機能\n- 球鞋：強調スニペット\n\n今週失った検索結果の機能\n- 籃球鞋：ローカルパック\n" in ja.text
    assert "<li>球鞋：強調スニペット</li>" in ja.html and "<li>籃球鞋：ローカルパック</li>" in ja.html


def test_at_most_ten_features_are_listed_each_way_and_the_rest_counted():
    won = [FeatureChange(f"鞋{i}", "video") for i in range(12)]
    report = replace(hand_built(), features_won=won, features_lost=won[:10])
    tw, en = weekly.compose("zh-TW", report, "a@example.com"), weekly.compose("en", report, "a@example.com")
    assert tw.text.count("：影片\n") == 20 and "- 鞋9：影片\n- …以及另外 2 項\n" in tw.text
    assert "鞋10" not in tw.text and "以及另外" not in tw.text.split("本週失去")[1]
    assert en.html.count("<li>鞋") == 20 and "…and 2 more</p>" in en.html


def hand_built() -> weekly.WeeklyReport:
    """A week with known numbers and no SERP features changed."""
    best = weekly.KeywordLine("球鞋", "1", 2)
    return weekly.WeeklyReport(
        1, "我的網站", OWN, date(2025, 3, 3), SUNDAY, Buckets(42, 31, 18, 25, 14, 50, 0, 116, 130, 14.2),
        weekly.Change(42, 39), [best], [best], [], 0, [], weekly.Change(None, None))


def test_the_buckets_chart_travels_inside_the_mail_and_the_legend_keeps_its_figures():
    mail = weekly.compose("ja", hand_built(), "a@example.com")
    message = message_from_bytes(bytes(build_message(get_settings(), "a@example.com", mail)), policy=policy.default)
    (image,) = [part for part in message.walk() if part.get_content_type() == "image/png"]
    png = image.get_payload(decode=True)
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and 300 < len(png) < 4000
    assert image["Content-Disposition"].startswith("inline")
    cid = image["Content-ID"].strip("<>")
    html = html_of(message)
    assert f'src="cid:{cid}" width="480" height="22" alt="1 ページ目 42, 2 ページ目 31, 3 ページ目 18, 4 ページ目以降 25, 圏外 14"' in html
    assert ">1 ページ目</td><td align=\"right\" style=\"padding:2px 8px 2px 0\"><strong>42</strong></td>" in html
    assert "- 1 ページ目: 42\n" in text_of(message)  # the text part keeps the figures
    assert message.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in message.get_payload()[1].iter_parts()] == ["text/html", "image/png"]
    # the chart: page 1's 42 of 130 keywords are the first 32% of the bar, in page 1's green
    chart = Image.open(io.BytesIO(png)).convert("RGB")
    assert chart.size == (960, 44)
    assert chart.getpixel((300, 40)) == (0x52, 0xC4, 0x1A) and chart.getpixel((320, 40)) == (0x18, 0x90, 0xFF)


@pytest.mark.parametrize(("country", "now", "week"), [
    ("TW", datetime(2025, 3, 10, 0, 0, tzinfo=UTC), (date(2025, 3, 3), SUNDAY)),  # Taipei's Monday 08:00
    ("TW", datetime(2025, 3, 9, 23, 59, tzinfo=UTC), None),  # Taipei's Monday 07:59
    ("TW", datetime(2025, 3, 10, 16, 0, tzinfo=UTC), None),  # Taipei's Tuesday, UTC's Monday
    ("JP", datetime(2025, 3, 9, 23, 30, tzinfo=UTC), (date(2025, 3, 3), SUNDAY)),  # Tokyo's Monday 08:30
    ("US", datetime(2025, 3, 10, 12, 0, tzinfo=UTC), (date(2025, 3, 3), SUNDAY)),  # New York's Monday 08:00 (EDT)
    ("US", datetime(2025, 3, 10, 11, 59, tzinfo=UTC), None),
    ("TW", datetime(2026, 1, 5, 0, 0, tzinfo=UTC), (date(2025, 12, 29), date(2026, 1, 4))),  # across the year
])
def test_a_project_is_due_on_its_own_monday_from_eight(country, now, week):
    assert weekly.due_period(Site(country=country), now) == week


class Refusing(Inbox):
    """An SMTP server that refuses one address at RCPT TO, as a server with no such mailbox does."""

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address.startswith("gone@"):
            return "550 5.1.1 No such user"
        envelope.rcpt_tos.append(address)
        return "250 OK"


@pytest.fixture
def refusing_smtp(configure):  # noqa: F811
    inbox = Refusing()
    controller = Controller(inbox, hostname="127.0.0.1", port=free_port())
    controller.start()
    configure(smtp_host="127.0.0.1", smtp_port=controller.port)
    yield inbox
    controller.stop()


def deliveries(site_id: int) -> list[tuple[str, str, str]]:
    with get_sessionmaker()() as db:
        return [(d.recipient, d.period, d.status) for d in db.scalars(
            select(ReportDelivery).where(ReportDelivery.site_id == site_id).order_by(ReportDelivery.id))]


def test_beat_sends_each_recipient_the_week_in_their_language_once(refusing_smtp, client, analytics, monkeypatch):  # noqa: F811
    owner = make_user(plan_id=10, language="ja")
    make_user(email="tw@example.com", language="zh-TW")
    site = project(client, analytics, owner, recipients=["tw@example.com", "boss@example.com", "gone@example.com"])
    run_tasks_eagerly(monkeypatch)

    assert tasks.dispatch_weekly.delay(datetime(2025, 3, 9, 23, 0, tzinfo=UTC).isoformat()).get(disable_sync_subtasks=False) == {"projects": 0}
    assert tasks.dispatch_weekly.delay(TAIPEI_MONDAY_8.isoformat()).get(disable_sync_subtasks=False) == {"projects": 1}

    (tw,) = refusing_smtp.wait_for("tw@example.com")
    (ja,) = refusing_smtp.wait_for("boss@example.com")  # no account: the owner's language
    assert tw["Subject"] == "我的網站 每週報告（2025-03-03 ～ 2025-03-09）"
    assert ja["Subject"] == "我的網站 週次レポート（2025-03-03 ～ 2025-03-09）"
    assert "- 籃球鞋: 25 (-20)" in text_of(tw) and "前 10 名關鍵字: 2 (-1)" in text_of(tw)
    assert "最も下落\n- 籃球鞋: 25 (-20)" in text_of(ja)
    assert "10 位以上下落（要改善）：1" in text_of(ja)
    assert "rival.tw：出現率 100.0%、平均順位 4.0 (競合)" in text_of(ja)
    assert "Search Console と連携していない" in html_of(ja)
    (chart,) = [part for part in ja.walk() if part.get_content_type() == "image/png"]  # through SMTP whole
    assert f'src="cid:{chart["Content-ID"].strip("<>")}"' in html_of(ja)
    assert chart.get_payload(decode=True).startswith(b"\x89PNG")
    assert deliveries(site["id"]) == [("tw@example.com", "2025-03-03", "sent"), ("boss@example.com", "2025-03-03", "sent"),
                                      ("gone@example.com", "2025-03-03", "bounced")]

    # the next hour's beat: everyone was sent or bounced, nobody is mailed again
    assert tasks.dispatch_weekly.delay(datetime(2025, 3, 10, 1, 0, tzinfo=UTC).isoformat()).get(disable_sync_subtasks=False) == {"projects": 0}
    assert len(refusing_smtp.messages) == 2

    # the unsubscribe link of a mail removes its recipient from the next week's mailing
    link = next(row for row in text_of(tw).splitlines() if "/api/reports/unsubscribe?token=" in row).split(": ", 1)[1]
    response = client.get(link.split("127.0.0.1:8000", 1)[1], headers={"accept-language": "zh-TW"})
    assert response.status_code == 200 and "已取消訂閱" in response.text
    assert client.get(link.split("127.0.0.1:8000", 1)[1][:-3] + "xyz").status_code == 400
    assert client.get(f"/api/sites/{site['id']}/recipients", headers=owner.headers).json()["data"] == [
        "boss@example.com", "gone@example.com"]


def outbox() -> set:
    folder = get_settings().outbox_dir
    return set(folder.iterdir()) if folder.exists() else set()


def test_a_project_deleted_after_beat_found_it_due_is_skipped(configure, client, analytics):  # noqa: F811
    configure(smtp_host=None)
    before = outbox()
    owner = make_user(plan_id=10)
    site = project(client, analytics, owner, recipients=["boss@example.com"])
    with get_sessionmaker()() as db:
        assert service.due_weekly(db, TAIPEI_MONDAY_8) == [(site["id"], SUNDAY)]
    assert client.delete(f"/api/sites/{site['id']}", headers=owner.headers).status_code < 300
    assert tasks.send_weekly.apply(args=(site["id"], SUNDAY.isoformat())).get(disable_sync_subtasks=False) == {"sent": 0, "bounced": 0, "failed": 0}
    assert outbox() == before and deliveries(site["id"]) == []


def test_send_me_a_test_mails_the_current_user_into_the_outbox(configure, client, analytics):  # noqa: F811
    configure(smtp_host=None)
    before = outbox()
    owner = make_user(plan_id=10, language="ja")
    site = project(client, analytics, owner)
    response = client.post(f"/api/sites/{site['id']}/weekly_report/test", headers=owner.headers)
    assert response.status_code == 200, response.text
    (path,) = outbox() - before
    mail = message_from_bytes(path.read_bytes(), policy=policy.default)
    assert mail["To"] == response.json()["sent_to"] == "owner@example.com"
    assert mail["Subject"].startswith("[テスト] 我的網站 週次レポート")
    stranger = make_user(email="stranger@example.com")
    assert client.post(f"/api/sites/{site['id']}/weekly_report/test", headers=stranger.headers).status_code == 404


def test_the_weeks_summary_goes_to_the_owners_line_once(configure, client, analytics, line):  # noqa: F811
    owner = make_user(plan_id=10, language="ja")
    assert bind(client, owner).status_code == 200
    site = project(client, analytics, owner, recipients=["boss@example.com"])

    with get_sessionmaker()() as db:
        assert service.send_weekly(db, site["id"], date(2025, 3, 9))["sent"] == 1
        assert service.send_weekly(db, site["id"], date(2025, 3, 9)) == {"sent": 0, "bounced": 0, "failed": 0}

    (text,) = line.texts_to(line.account.user_id)
    assert text.startswith("我的網站 週次レポート（2025-03-03 ～ 2025-03-09）") and "籃球鞋: 25 (-20)" in text
    assert deliveries(site["id"])[-1] == (f"line:{owner.user_id}", "2025-03-03", "sent")


def test_a_disabled_owners_projects_are_neither_mailed_nor_checked_until_enabled(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = project(client, analytics, owner, recipients=["boss@example.com"])
    boss = admin()
    for disabled, due in ((True, []), (False, [(site["id"], SUNDAY)])):
        answer = client.post(f"/api/admin/users/{owner.user_id}/disabled", json={"disabled": disabled},
                             headers=boss.headers)
        assert answer.status_code == 200, answer.text
        with get_sessionmaker()() as db:
            assert service.due_weekly(db, TAIPEI_MONDAY_8) == due
            assert [p.site_id for p in pipeline.projects(db, [site["id"]])] == [s for s, _ in due]
