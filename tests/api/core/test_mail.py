"""Every mail the product sends comes from the one template set of ``api.core.mail``: a plain-text part
and an HTML part, the HTML in the shared layout, with what users typed escaped."""

from __future__ import annotations

import email
from datetime import date
from email import policy

import pytest

from analytics.google.model import QueryFigures, SearchTotals, TrafficTotals
from analytics.rankings.scoring import Buckets
from api.accounts import emails
from api.core import mail as mail_module
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.mail import TEMPLATES, build_message
from api.links import export as site_research_export
from api.projects.models import Site
from api.rankings import alerts, export
from api.reports import monthly, weekly
from api.research import export as research_export
from api.support import service as support
from api.support.models import ContactRequest

SCRIPT = "<script>alert(1)</script>"
ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;"
LINK = "https://ranklens.example/verify_email?token=abc"


def site() -> Site:
    return Site(id=7, name=f"店 {SCRIPT}", url="https://shop.example", domain="shop.example", country="TW",
                language="zh-TW")


def every_mail(locale: str) -> dict:
    """One of each mail, built by the functions the product sends them with; a user-given value in each."""
    drop = alerts.Drop(1, f"鞋 {SCRIPT}", "google", "desktop", "2", ">10", 98, None, sandbox=True)
    rep = export.Report(site(), "google", "desktop", date(2026, 11, 26), True, [["鞋", "1"]])
    request = ContactRequest(id=5, name=f"王 {SCRIPT}", email="wang@example.com", phone="", company="",
                             website="", message=f"你好\n{SCRIPT}", locale=locale, ip="127.0.0.1",
                             created_at=utcnow())
    return {
        "verify": emails.compose(locale, "verify", LINK, hours=24),
        "reset": emails.compose(locale, "reset", LINK, minutes=30),
        "google_link": emails.compose(locale, "google_link", LINK, minutes=30),
        "invite": emails.compose(locale, "invite", LINK, inviter="Amy", site=site().name, role="viewer", days=7),
        "drop_alert": alerts.compose(locale, site(), "2026-11-26", [drop]),
        "ranking_report": export.compose(locale, site(), rep),
        "keyword_suggestions": research_export.compose(locale, f"咖啡 {SCRIPT}", "TW", "zh-TW", 3, sandbox=True),
        "site_research": site_research_export.compose(locale, f"rival.tw {SCRIPT}", "backlinks", 12, sandbox=True),
        "contact": support.compose(request, None),
        "weekly_report": weekly.compose(locale, weekly_report(), "boss@example.com"),
        "monthly_report": monthly.compose(locale, monthly_report(), "boss@example.com"),
    }


def monthly_report() -> monthly.MonthlyReport:
    query = QueryFigures(f"鞋 {SCRIPT}", 10, 100, 0.1, 3.0)
    averages = monthly.Averages(3.0, None, None)
    traffic = TrafficTotals(100, 80, 60, 0.6, 0.4, 2.0, 95.0)
    return monthly.MonthlyReport(
        7, site().name, "https://shop.example", "2026-01", date(2026, 1, 1), date(2026, 1, 31), date(2025, 12, 1),
        date(2025, 12, 31), SearchTotals(10, 100, 0.1, 3.0), None, 1, 0, [query], [query], averages, averages, True,
        traffic, None, {f"Organic {SCRIPT}": 100}, {}, None, None)


def weekly_report() -> weekly.WeeklyReport:
    line = weekly.KeywordLine(f"鞋 {SCRIPT}", "3", 2)
    return weekly.WeeklyReport(
        7, site().name, "https://shop.example", date(2026, 11, 16), date(2026, 11, 22),
        Buckets(1, 0, 0, 0, 1, 100, 0, 1, 2, 3.0), weekly.Change(1, 0), [line], [line], [],
        0, [weekly.Neighbour(f"rival.tw {SCRIPT}", 0.5, 2.0, False, True)], weekly.Change(80, 75),
        weekly.Change(12, 10), weekly.Change(300, 320), None, sandbox=True, keywords=2)


@pytest.fixture
def rendered(monkeypatch) -> set[str]:
    """The template names the mails were rendered from."""
    names: set[str] = set()
    render = mail_module.render

    def spy(name: str, *args, **kwargs):
        names.add(name)
        return render(name, *args, **kwargs)

    for module in (emails, alerts, export, research_export, site_research_export, support, weekly, monthly):
        monkeypatch.setattr(module, "render", spy)
    return names


@pytest.mark.parametrize("locale", ["zh-TW", "zh-CN", "en", "ja"])
def test_every_mail_has_a_text_and_an_html_part_in_the_shared_layout(locale, rendered):
    for kind, mail in every_mail(locale).items():
        message = email.message_from_bytes(bytes(build_message(get_settings(), "a@example.com", mail)),
                                           policy=policy.default)
        text = message.get_body(preferencelist=("plain",)).get_content()
        page = message.get_body(preferencelist=("html",)).get_content()
        assert message["Subject"] == mail.subject and text.strip() and page.strip(), kind
        # the layout: the document, its language (the sales team reads contact requests in zh-TW), the footer
        language = "zh-TW" if kind == "contact" else locale
        assert page.startswith("<!doctype html>") and f'<html lang="{language}">' in page, kind
        assert 'data-layout="ranklens-mail"' in page and "RankLens</p>\n</body>" in page, kind
    # every mail template was used, so a new mail cannot skip this test
    templates = {path.stem for path in TEMPLATES.glob("*.html")} - {"base", "parts"}
    assert rendered == templates


def test_every_mail_template_extends_the_shared_layout():
    for path in TEMPLATES.glob("*.*"):
        if path.stem not in ("base", "parts"):
            assert f'{{% extends "base{path.suffix}" %}}' in path.read_text(encoding="utf-8"), path.name


def test_user_given_values_are_escaped_in_html_and_kept_as_typed_in_text():
    for kind, mail in every_mail("en").items():
        if kind in ("verify", "reset", "google_link"):  # nothing a user typed
            continue
        assert SCRIPT not in mail.html and ESCAPED in mail.html, kind
        assert "<script" not in mail.html, kind
    mails = every_mail("en")
    assert SCRIPT in mails["drop_alert"].text and SCRIPT in mails["contact"].text
    assert mails["drop_alert"].subject.endswith(f"店 {SCRIPT}: 1 keyword dropped sharply")
