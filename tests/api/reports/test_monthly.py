"""The monthly report: a full calendar month of the cached Search Console and GA4 figures against the month
before (hand-built days with known numbers, across a year change and in February), the default month on the
project's calendar, the monthly-report e-mails' recipients with SPEC §8's texts and the plan gate, the
mail on the 1st sent by beat through Celery to a real SMTP server in each recipient's language (sessions by
channel drawn inside it as a bar for each month on one scale), and the report page printed to PDF by Chromium
(downloaded, and attached to the mail; without it when it cannot be printed)."""

from __future__ import annotations

import io
from datetime import UTC, date, datetime, timedelta
from email import message_from_bytes, policy

import httpx
import pypdfium2 as pdfium
import pytest
from PIL import Image

from analytics.google.model import ChannelDay, SearchDay, SearchRow
from analytics.google.store import record_channel_days, record_search_days, record_search_rows
from api.core import charts
from api.core.db import get_sessionmaker
from api.google.tokens import store_grant
from api.projects.models import Site
from api.reports import monthly, tasks
from tests.api.accounts.conftest import configure, smtp  # noqa: F401  (fixtures)
from tests.api.accounts.helpers import html_of, text_of
from tests.api.projects.support import error, new_site
from tests.api.rankings.conftest import analytics, run_tasks_eagerly  # noqa: F401  (fixture)
from tests.api.reports.test_weekly import outbox
from tests.factories import make_user

PROP = "sc-domain:mysite.com.tw"


def days(start: date, end: date):
    while start <= end:
        yield start
        start += timedelta(days=1)


def linked_project(client, analytics, owner, **fields) -> dict:  # noqa: F811
    """A project with Search Console and GA4 linked and, cached: January 2026 10 clicks a day, December 2025
    5; twelve queries q01…q12 in January (q_i: 100 - i clicks, 1000 + 10 i impressions, position i) and the
    same in November at position 20 + i; sessions by channel in January and December."""
    site = new_site(client, owner, **fields)
    with get_sessionmaker()() as db:
        row = db.get(Site, site["id"])
        row.gsc_site_url, row.ga_id = PROP, "properties/1"
        db.commit()
    sid = site["id"]
    record_search_days(analytics, sid, PROP, [SearchDay(d, 10, 200, 5.0) for d in days(date(2026, 1, 1), date(2026, 1, 31))])
    record_search_days(analytics, sid, PROP, [SearchDay(d, 5, 200, 7.0) for d in days(date(2025, 12, 1), date(2025, 12, 31))])
    for day, shift in ((date(2026, 1, 15), 0), (date(2025, 11, 15), 20)):
        record_search_rows(analytics, sid, [SearchRow(day, f"q{i:02d}", f"https://www.mysite.com.tw/{i}", 100 - i,
                                                      1000 + 10 * i, float(i + shift)) for i in range(1, 13)])
    record_channel_days(analytics, sid, "properties/1", [
        ChannelDay(date(2026, 1, 10), "Organic Search", 300, 250, 240, 60.0, 900, 36000.0),
        ChannelDay(date(2026, 1, 10), "Direct", 100, 90, 60, 40.0, 100, 6000.0),
        ChannelDay(date(2025, 12, 10), "Organic Search", 200, 180, 100, 100.0, 400, 12000.0)])
    return site


@pytest.mark.parametrize(("year", "month", "bounds"), [
    (2026, 2, (date(2026, 2, 1), date(2026, 2, 28))), (2024, 2, (date(2024, 2, 1), date(2024, 2, 29))),
    (2025, 12, (date(2025, 12, 1), date(2025, 12, 31)))])
def test_month_bounds_know_february_and_december(year, month, bounds):
    assert monthly.month_bounds(year, month) == bounds


@pytest.mark.parametrize(("now", "month", "due"), [
    (datetime(2026, 2, 28, 15, 59, tzinfo=UTC), "2026-01", None),  # Taipei's 28 February, 23:59
    (datetime(2026, 2, 28, 16, 0, tzinfo=UTC), "2026-02", None),  # Taipei's 1 March, midnight: too early to mail
    (datetime(2026, 3, 1, 0, 0, tzinfo=UTC), "2026-02", "2026-02"),  # Taipei's 1 March, 08:00
    (datetime(2026, 1, 1, 0, 0, tzinfo=UTC), "2025-12", "2025-12"),  # a year change
])
def test_the_default_month_is_the_last_full_month_of_the_projects_calendar(now, month, due):
    site = Site(country="TW")
    assert (monthly.previous_month(site, now), monthly.due_month(site, now)) == (month, due)


def test_the_report_of_january_against_december_with_top_queries_and_averages(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = linked_project(client, analytics, owner)
    response = client.get(f"/api/sites/{site['id']}/monthly_report?month=2026-01", headers=owner.headers)
    assert response.status_code == 200, response.text
    r = response.json()
    assert (r["start"], r["end"], r["prev_start"], r["prev_end"]) == ("2026-01-01", "2026-01-31", "2025-12-01", "2025-12-31")
    assert (r["search"]["clicks"], r["search"]["impressions"], r["prev_search"]["clicks"]) == (310, 6200, 155)
    assert r["search"]["ctr"] == pytest.approx(0.05) and r["search"]["position"] == pytest.approx(5.0)
    assert (r["top10_queries"], r["prev_top10_queries"]) == (10, 0)
    assert [q["query"] for q in r["top_by_clicks"]] == ["q01", "q02", "q03", "q04", "q05"]
    assert [q["query"] for q in r["top_by_impressions"]] == ["q12", "q11", "q10", "q09", "q08"]
    assert r["averages_1m"] == {"top10": 5.5, "top20": None, "top30": None}
    assert r["averages_3m"]["top10"] == 15.5 and r["stable"] is False  # November's positions were 20 places worse
    assert (r["traffic"]["sessions"], r["traffic"]["users"], r["prev_traffic"]["sessions"]) == (400, 340, 200)
    assert r["traffic"]["bounce_rate"] == pytest.approx(0.25) and r["traffic"]["pages_per_session"] == pytest.approx(2.5)
    assert r["channels"] == {"Organic Search": 300, "Direct": 100} and r["prev_channels"] == {"Organic Search": 200}
    # February: no data cached, the same shape with nothing in it; the year's last month defaults correctly
    february = client.get(f"/api/sites/{site['id']}/monthly_report?month=2026-02", headers=owner.headers).json()
    assert (february["end"], february["search"], february["prev_search"]["clicks"]) == ("2026-02-28", None, 310)
    assert february["averages_3m"]["top10"] == 5.5 and february["stable"] is True  # December and January hold it
    error(client.get(f"/api/sites/{site['id']}/monthly_report?month=2026-13", headers=owner.headers), 422,
          "validation.failed")
    error(client.get(f"/api/sites/{site['id']}/monthly_report?month=2999-01", headers=owner.headers), 422,
          "validation.failed")


def test_sections_without_a_linked_property_or_with_a_lapsed_grant_are_left_out_with_the_reason(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = linked_project(client, analytics, owner)
    with get_sessionmaker()() as db:
        db.get(Site, site["id"]).ga_id = None
        grant = store_grant(db, owner.user_id, "webmaster", google_sub="1", google_email="o@gmail.com",
                            scopes="webmasters", access_token="a", refresh_token="r", expires_in=3600)
        grant.status = "expired"
        db.commit()
    r = client.get(f"/api/sites/{site['id']}/monthly_report?month=2026-01", headers=owner.headers).json()
    assert (r["search"], r["search_note"], r["traffic"], r["traffic_note"]) == (None, "expired", None, "unlinked")


def test_monthly_report_emails_need_a_paid_plan_and_speak_spec_texts(client, analytics):  # noqa: F811
    trial = make_user(email="trial@example.com", plan_id=8)
    site = new_site(client, trial)
    en = {**trial.headers, "accept-language": "en"}
    body = error(client.post(f"/api/sites/{site['id']}/monthly_report/emails", json={"email": "a@example.com"},
                             headers=en), 403, "reports.monthly_email.plan")
    assert body["message"] == "Current plan cannot set monthly report email"
    assert client.get(f"/api/sites/{site['id']}/monthly_report/emails", headers=en).json()["allowed"] is False

    owner = make_user(plan_id=10)
    site = new_site(client, owner)
    en = {**owner.headers, "accept-language": "en"}
    url = f"/api/sites/{site['id']}/monthly_report/emails"
    added = client.post(url, json={"email": "boss@example.com"}, headers=en)
    assert added.status_code == 200, added.text
    assert (added.json()["message"], added.json()["data"]) == ("The monthly report email was added", ["boss@example.com"])
    bad = error(client.post(url, json={"email": "not-an-email"}, headers=en), 422, "reports.monthly_email.add_failed")
    assert bad["message"] == "Error adding the monthly report email"
    error(client.post(url, json={"email": "BOSS@example.com"}, headers=en), 422, "reports.monthly_email.add_failed")
    missing = error(client.delete(url, params={"email": "nobody@example.com"}, headers=en), 404,
                    "reports.monthly_email.delete_failed")
    assert missing["message"] == "Error deleting the monthly report email"
    deleted = client.delete(url, params={"email": "boss@example.com"}, headers=en).json()
    assert (deleted["message"], deleted["data"]) == ("The monthly report email was deleted", [])
    stranger = make_user(email="stranger@example.com", plan_id=10)
    assert client.post(url, json={"email": "x@example.com"}, headers=stranger.headers).status_code == 404


def test_beat_mails_the_month_on_the_first_in_each_recipients_language(smtp, client, analytics, monkeypatch,  # noqa: F811
                                                                        caplog):
    owner = make_user(plan_id=10, language="ja")
    make_user(email="tw@example.com", language="zh-TW")
    site = linked_project(client, analytics, owner)
    for email in ("tw@example.com", "boss@example.com"):
        assert client.post(f"/api/sites/{site['id']}/monthly_report/emails", json={"email": email},
                           headers=owner.headers).status_code == 200
    run_tasks_eagerly(monkeypatch)
    assert tasks.dispatch_monthly.delay(datetime(2026, 1, 31, 23, 0, tzinfo=UTC).isoformat()).get(disable_sync_subtasks=False) == {"projects": 0}
    assert tasks.dispatch_monthly.delay(datetime(2026, 2, 1, 0, 5, tzinfo=UTC).isoformat()).get(disable_sync_subtasks=False) == {"projects": 1}

    (tw,) = smtp.wait_for("tw@example.com")
    (ja,) = smtp.wait_for("boss@example.com")
    assert tw["Subject"] == "我的網站 2026 年 1 月 月報"
    assert ja["Subject"] == "我的網站 2026 年 1 月の月次レポート"
    assert "我的網站（https://www.mysite.com.tw）2026-01-01 至 2026-01-31 的表現，與 2025-12-01 至 2025-12-31 比較" in text_of(tw)
    assert "- 點擊: 310 (上月 155)" in text_of(tw) and "- 跳出率: 25.0% (上月 50.0%)" in text_of(tw)
    assert "- クリック数: 310 (前月 155)" in text_of(ja)
    assert "1. q01：クリック 99、表示 1010、平均順位 1.0" in text_of(ja)
    assert "トップ 10 5.50 / 15.50" in text_of(ja) and "不安定" in text_of(ja)
    assert f"/projects/{site['id']}/monthly_report?month=2026-01" in text_of(ja)
    # sessions by channel: a bar for each month on one scale, inside the mail, and the figures beside them
    assert "- Organic Search: 300 (前月 200)\n- Direct: 100 (前月 0)\n" in text_of(ja)
    bars = {part["Content-ID"].strip("<>"): part.get_payload(decode=True) for part in ja.walk()
            if part.get_content_type() == "image/png"}
    assert len(bars) == 2 and all(f'src="cid:{cid}"' in html_of(ja) for cid in bars)
    january, december = (Image.open(io.BytesIO(png)).convert("RGB") for png in bars.values())
    blue, green, track = (0x18, 0x90, 0xFF), (0x52, 0xC4, 0x1A), (0xF0, 0xF0, 0xF0)
    assert (january.getpixel((600, 40)), january.getpixel((700, 40)), january.getpixel((879, 40))) == (blue, green, green)
    assert (december.getpixel((430, 40)), december.getpixel((450, 40))) == (blue, track)  # 200 of 400
    # nothing serves the console where the printer looks (tests/api/reports/conftest.py): no PDF, the link only
    assert [list(mail.iter_attachments()) for mail in (tw, ja)] == [[], []]
    assert "goes out without its PDF" in caplog.text
    assert tasks.dispatch_monthly.delay(datetime(2026, 2, 1, 1, 5, tzinfo=UTC).isoformat()).get(disable_sync_subtasks=False) == {"projects": 0}


def test_a_channel_only_the_month_before_had_is_listed_with_none_this_month_in_the_grey_of_the_rest():
    nine = {f"c{i}": 100 - i for i in range(9)}  # one more than the palette's colours
    report = monthly.MonthlyReport(
        1, "我的網站", "https://www.mysite.com.tw", "2026-01", date(2026, 1, 1), date(2026, 1, 31), date(2025, 12, 1),
        date(2025, 12, 31), None, None, None, None, [], [], None, None, None, None, None, nine,
        {"c0": 50, "Email": 7}, "unlinked", None)
    rows = monthly.channel_rows(report)
    assert [(r.channel, r.sessions, r.before) for r in rows][-2:] == [("c8", 92, 0), ("Email", 0, 7)]
    assert [r.color for r in rows][7:] == [charts.PALETTE[7], charts.REST, charts.REST]
    mail = monthly.compose("zh-TW", report, "a@example.com")
    assert "- Email: 0 (上月 7)\n" in mail.text and len(mail.inline) == 2
    assert all(f'src="{image.src}"' in mail.html for image in mail.inline)


def test_send_me_a_test_of_the_monthly_report(configure, client, analytics):  # noqa: F811
    configure(smtp_host=None)
    before = outbox()
    owner = make_user(plan_id=10, language="zh-TW")
    site = linked_project(client, analytics, owner)
    response = client.post(f"/api/sites/{site['id']}/monthly_report/test?month=2026-01", headers=owner.headers)
    assert response.status_code == 200, response.text
    (path,) = outbox() - before
    mail = message_from_bytes(path.read_bytes(), policy=policy.default)
    assert mail["Subject"] == "[測試] 我的網站 2026 年 1 月 月報"


# ---- the PDF -------------------------------------------------------------------------------------------------


def pdf_text(content: bytes) -> str:
    return "\n".join(page.get_textpage().get_text_range() for page in pdfium.PdfDocument(content))


def test_the_pdf_is_the_report_page_printed_with_its_numbers_in_the_readers_language(live_server, client,
                                                                                     analytics):  # noqa: F811
    owner = make_user(plan_id=10, language="ja")
    site = linked_project(client, analytics, owner)
    response = httpx.get(f"{live_server}/api/sites/{site['id']}/monthly_report.pdf", params={"month": "2026-01"},
                         headers={**owner.headers, "Accept-Language": "ja"}, timeout=180)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == f'attachment; filename="monthly-report-{site["id"]}-2026-01.pdf"'
    text = pdf_text(response.content)
    assert "2026-01-01 ～ 2026-01-31（2025-12-01 ～ 2025-12-31 との比較）" in text
    for shown in ("クリック数", "310", "155", "6,200", "25.0%", "50.0%", "q01", "q12", "15.50", "不安定",
                  "Organic Search"):
        assert shown in text, shown
    # printed without the console's menus, tabs and buttons, and without the recipients' settings
    for hidden in ("プロジェクト一覧", "月次レポート", "PDF をダウンロード", "メール"):
        assert hidden not in text, hidden


def test_a_pdf_that_cannot_be_printed_says_so_in_spec_words(client, analytics):  # noqa: F811
    owner = make_user(plan_id=10)
    site = new_site(client, owner)
    en = {**owner.headers, "accept-language": "en"}
    url = f"/api/sites/{site['id']}/monthly_report.pdf"
    error(client.get(url, params={"month": "2026-13"}, headers=en), 422, "validation.failed")
    error(client.get(url, params={"month": "2999-01"}, headers=en), 422, "validation.failed")
    # nothing serves the console where the printer looks (tests/api/reports/conftest.py)
    assert error(client.get(url, params={"month": "2026-01"}, headers=en), 503, "pdf.failed")["message"] == \
        "PDF download failed"


def test_the_months_mail_carries_the_report_page_as_a_pdf(live_server, smtp, client, analytics,  # noqa: F811
                                                          monkeypatch):
    owner = make_user(plan_id=10, language="zh-TW")
    site = linked_project(client, analytics, owner)
    for email in ("boss@example.com", "cfo@example.com"):
        assert client.post(f"/api/sites/{site['id']}/monthly_report/emails", json={"email": email},
                           headers=owner.headers).status_code == 200
    run_tasks_eagerly(monkeypatch)
    assert tasks.dispatch_monthly.delay(datetime(2026, 2, 1, 0, 5, tzinfo=UTC).isoformat()).get(
        disable_sync_subtasks=False) == {"projects": 1}

    for email in ("boss@example.com", "cfo@example.com"):
        (mail,) = smtp.wait_for(email)
        assert f"/projects/{site['id']}/monthly_report?month=2026-01" in text_of(mail)
        (attachment,) = mail.iter_attachments()
        assert attachment.get_content_type() == "application/pdf"
        assert attachment.get_filename() == f"monthly-report-{site['id']}-2026-01.pdf"
        text = pdf_text(attachment.get_content())
        assert "2026-01-01 至 2026-01-31" in text and "點擊" in text and "310" in text and "155" in text

