"""Drop alerts after a check: a keyword that lost more places than its project's threshold since its
previous successful check is told to the project's owner, once per keyword and local day.

After a batch of checks is stored (the daily run or a manual update), :func:`notify_drops` reads each
affected project's drops on its today (:func:`analytics.rankings.queries.drop_alerts`, every engine and
device it tracks), leaves out keywords already notified that day (:class:`DropAlertNotice`), and for the
rest records the notices, an operation history entry (``ranking_drop_alert``, completed), a
``ranking_drop`` event on the owner's channel, a mail in the owner's language and, when the owner bound
LINE, a short LINE message (api/line/messaging.py records a refused push, never raises). A failing mail
server is logged: the notice stands (no repeat mail later that day), the history entry and event say what
dropped.
"""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from analytics.rankings import queries
from analytics.rankings.keys import SerpScope
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.events import publish, user_channel
from api.core.i18n import DEFAULT_LOCALE, translate, value_label
from api.core.mail import Mail, render, send_mail
from api.core.store import get_client
from api.history.service import start_operation
from api.line.messaging import push_text
from api.projects.access import owner_of
from api.projects.models import Keyword, Site
from api.rankings.models import DropAlertNotice
from api.rankings.pipeline import devices_of, engines_of
from api.rankings.service import plan_id_of, ranking_settings, site_rule, today
from crawler.serp.requests import language_tag

log = logging.getLogger(__name__)

EVENT = "ranking_drop"
OPERATION = "ranking_drop_alert"
LINE_LINES = 5  # keywords listed in the LINE message (the mail lists them all)


@dataclass(frozen=True)
class Drop:
    keyword_id: int
    term: str
    engine: str
    device: str
    previous: str | None  # rank labels as the grid shows them: 7, >50
    today: str | None
    drop: int
    url: str | None
    sandbox: bool = False  # today's rank came from the sandbox SERP source: made up, and the mail says so

    def to_dict(self) -> dict:
        return {"keyword_id": self.keyword_id, "term": self.term, "engine": self.engine, "device": self.device,
                "previous": self.previous, "today": self.today, "drop": self.drop, "url": self.url,
                "sandbox": self.sandbox}


def new_drops(db: Session, site: Site) -> list[Drop]:
    """The project's drops beyond its threshold on its today, one per keyword (the biggest across engines
    and devices), without the keywords already notified today; biggest drop first."""
    keywords = list(db.execute(select(Keyword.id, Keyword.text).where(Keyword.site_id == site.id)))
    if not keywords:
        return []
    day = today(site)
    ids = {text: keyword_id for keyword_id, text in keywords}
    texts = list(ids)
    threshold = ranking_settings(db, site).drop_alert_threshold
    client = get_client()
    found: dict[int, Drop] = {}
    for engine in engines_of(site, plan_id_of(db, site)):
        for device in devices_of(site):
            scope = SerpScope(engine, site.country, language_tag(site.language), device)
            alerts = queries.drop_alerts(client, scope, texts, site_rule(site), day, threshold)
            sandbox = bool(alerts) and queries.check_summary(client, scope, texts, day).sandbox
            for alert in alerts:
                drop = Drop(ids[alert.term], alert.term, engine, device, alert.previous.label, alert.today.label,
                            alert.drop, alert.previous.url, sandbox)
                if drop.keyword_id not in found or drop.drop > found[drop.keyword_id].drop:
                    found[drop.keyword_id] = drop
    notified = set(db.scalars(select(DropAlertNotice.keyword_id).where(
        DropAlertNotice.site_id == site.id, DropAlertNotice.day == day)))
    return sorted((d for d in found.values() if d.keyword_id not in notified), key=lambda d: (-d.drop, d.term))


def notify_drops(db: Session, site_ids: Iterable[int]) -> int:
    """Notifies the new drops of each project; returns how many keywords were notified. Never raises: it
    runs after checks were stored, which stand whatever fails here."""
    notified = 0
    for site_id in sorted(set(site_ids)):
        site = db.get(Site, site_id)
        if site is None:
            continue
        try:
            drops = new_drops(db, site)
            if drops and _record(db, site, drops):
                _tell(db, site, drops)
                notified += len(drops)
        except Exception:  # the checks are stored whatever happens here; the next run tries this site again
            db.rollback()
            log.exception("drop alerts of site %s failed", site_id)
    return notified


def _record(db: Session, site: Site, drops: list[Drop]) -> bool:
    """The notices and the history entry, in one commit; False when another run notified meanwhile."""
    day = today(site)
    db.add_all(DropAlertNotice(keyword_id=d.keyword_id, day=day, site_id=site.id) for d in drops)
    operation = start_operation(db, owner_of(db, site), OPERATION, site, {
        "date": day.isoformat(), "threshold": ranking_settings(db, site).drop_alert_threshold,
        "keywords": [d.to_dict() for d in drops]})
    operation.status, operation.progress, operation.completed_at = "completed", 100, utcnow()
    try:
        db.commit()
    except IntegrityError:  # a concurrent run notified some of these keywords first: it tells the owner
        db.rollback()
        return False
    return True


def _tell(db: Session, site: Site, drops: list[Drop]) -> None:
    owner = owner_of(db, site)
    day = today(site).isoformat()
    publish(user_channel(owner.id), EVENT, {"site_id": site.id, "site_name": site.name, "date": day,
                                            "keywords": [d.to_dict() for d in drops]})
    try:
        send_mail(owner.email, compose(owner.language or DEFAULT_LOCALE, site, day, drops))
    except (OSError, smtplib.SMTPException):
        log.exception("could not mail the drop alert of site %s to %s", site.id, owner.email)
    push_text(db, owner.id, line_message(owner.language or DEFAULT_LOCALE, site, drops))


@dataclass(frozen=True)
class AlertText:
    subject: str  # with the sandbox label in front when any rank is made up
    lines: list[str]  # one per keyword
    sandbox: str  # the sandbox label, or ""
    link: str  # the project's rankings screen


def alert_text(locale: str, site: Site, drops: list[Drop]) -> AlertText:
    """What the mail and the LINE message say, in ``locale``."""
    link = f"{get_settings().public_url.rstrip('/')}/projects/{site.id}/rankings"
    lines = [translate("rankings.drop_alert.line", locale, keyword=d.term, previous=d.previous or "-",
                       today=d.today or "-", drop=d.drop, engine=value_label("rankings.value.engine", d.engine, locale),
                       device=value_label("rankings.value.device", d.device, locale)) for d in drops]
    # the label the dashboard, the grid and the report files carry: these ranks are made up
    sandbox = translate("rankings.report.sandbox", locale) if any(d.sandbox for d in drops) else ""
    subject = translate("rankings.drop_alert.subject", locale, site=site.name, count=len(drops))
    return AlertText(f"[{sandbox}] {subject}" if sandbox else subject, lines, sandbox, link)


def compose(locale: str, site: Site, day: str, drops: list[Drop]) -> Mail:
    """The drop alert mail in ``locale`` (template ``drop_alert``)."""
    text = alert_text(locale, site, drops)
    return render("drop_alert", locale, text.subject, site=site.name, date=day, lines=text.lines,
                  sandbox=text.sandbox, link=text.link)


def line_message(locale: str, site: Site, drops: list[Drop]) -> str:
    """The drop alert as a short LINE text: the subject, the first :data:`LINE_LINES` keywords, the link."""
    text = alert_text(locale, site, drops)
    lines = text.lines[:LINE_LINES]
    if len(text.lines) > LINE_LINES:
        lines.append(translate("line.drop_alert.more", locale, count=len(text.lines) - LINE_LINES))
    return "\n".join([text.subject, *lines, text.link])
