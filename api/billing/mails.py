"""Billing mails: a referral's reward; the free trial ending (three days before, and on the day it ends, each with the plans to choose
from) and each later period's charge (renewed, with the next charge's date; or declined, with ECPay's words and
what happens next). The first charge needs none: its buyer is on /subscribe/success.

Each mail is sent once: a row of ``billing_mails`` is claimed (unique kind and key) before it goes, and given
back when the mail server cannot take it, so the next sweep or the task's retry sends it then.
"""

from __future__ import annotations

import logging
import smtplib
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.emails import compose
from api.accounts.models import User
from api.billing.models import BillingMail, Order, Payment, ReferralReward
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.i18n import translate
from api.core.mail import send_mail
from api.plans.catalogue import PLANS
from api.plans.models import Subscription
from api.plans.service import active_subscription, plan_name
from api.rankings.scheduling import timezone_of

log = logging.getLogger(__name__)
TRIAL_WARNING = timedelta(days=3)  # "three days before"
TRIAL_LAST_NOTICE = timedelta(days=1)  # no "ending" mail with less than a day left: the "ended" one follows
ENDED_LOOKBACK = timedelta(days=2)  # an end missed by a sweep (the machine was off) is still mailed this late


class MailNotSent(RuntimeError):
    """The mail server could not take a billing mail; its claim was given back for a later try."""


def _date(moment: datetime, user: User) -> str:
    """The day in the user's country (a trial ending at 01:00 UTC ends on that day's morning in Taipei)."""
    return moment.astimezone(timezone_of(user.country or "TW")).date().isoformat()


def _page(path: str) -> str:
    return f"{get_settings().public_url.rstrip('/')}/{path}"


def send_once(db: Session, user: User, kind: str, key: int, link: str, **params: object) -> bool:
    """Mails ``user`` the ``kind`` mail (texts ``mail.{kind}.*``) unless it went already for ``key``; False when it
    had. :class:`MailNotSent` when the mail server failed (nothing recorded)."""
    claim = BillingMail(user_id=user.id, kind=kind, key=key, sent_at=utcnow())
    db.add(claim)
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        return False
    try:
        send_mail(user.email, compose(user.language, kind, link, **params))
    except (OSError, smtplib.SMTPException) as error:
        db.execute(delete(BillingMail).where(BillingMail.id == claim.id))
        db.commit()
        raise MailNotSent(f"{kind} {key} to {user.email}: {error}") from error
    return True


def trial_sweep(db: Session, now: datetime | None = None) -> dict[str, int]:
    """Beat's hourly entry: the "ending" mail of every running trial with 1 to 3 days left, the "ended" mail of
    every trial that ended in the last two days and was not followed by a plan. Counts of the mails sent."""
    now = now or utcnow()
    sent = {"trial_ending": 0, "trial_ended": 0}
    trials = db.execute(select(Subscription, User).join(User, User.id == Subscription.user_id).where(
        Subscription.payment_type.is_(None), Subscription.end_date.is_not(None),
        Subscription.end_date > now - ENDED_LOOKBACK, Subscription.end_date <= now + TRIAL_WARNING)).all()
    for trial, user in trials:
        if trial.status == "subscribing" and trial.end_date - TRIAL_WARNING <= now < trial.end_date - TRIAL_LAST_NOTICE:
            kind = "trial_ending"
        elif trial.end_date <= now and not _followed_by_a_plan(db, trial):
            kind = "trial_ended"
        else:
            continue
        try:
            sent[kind] += send_once(db, user, kind, trial.id, _page("subscribe"), date=_date(trial.end_date, user),
                                    plan=plan_name(PLANS.get(trial.plan_id), user.language) or "")
        except MailNotSent as error:
            log.warning("trial mail left for the next sweep: %s", error)
    return sent


def _followed_by_a_plan(db: Session, trial: Subscription) -> bool:
    """Whether the user started another contract since this trial (bought a plan, redeemed a code)."""
    return db.scalar(select(Subscription.id).where(Subscription.user_id == trial.user_id, Subscription.id != trial.id,
                                                   Subscription.start_date >= trial.start_date).limit(1)) is not None


def charge_mail(db: Session, payment_id: int) -> bool:
    """The mail of a later period's charge: renewed (the amount and the next charge's date) or declined (ECPay's
    words; ECPay tries again, the plan runs to its end meanwhile). :class:`MailNotSent` to retry."""
    payment = db.get(Payment, payment_id)
    order = db.get(Order, payment.order_id)
    user = db.get(User, order.user_id)
    subscription = db.get(Subscription, order.subscription_id) if order.subscription_id else None
    params = {"plan": plan_name(PLANS.get(order.plan_id), user.language) or "", "amount": f"NT${payment.amount:,}"}
    if payment.succeeded:
        next_charge = subscription.next_payment_date if subscription else None
        return send_once(db, user, "renewed", payment.id, _page("subscribe-record"),
                         next=_date(next_charge, user) if next_charge else "-", **params)
    end = subscription.end_date if subscription else None
    return send_once(db, user, "charge_failed", payment.id, _page("subscribe-record"),
                     reason=payment.message or "-", end=_date(end, user) if end else "-", **params)


def referral_mail(db: Session, reward_id: int) -> bool:
    """The referrer's mail: a referred user paid, so many days were added to their plan (its new end) or wait for
    their next paid plan. :class:`MailNotSent` to retry."""
    reward = db.get(ReferralReward, reward_id)
    referrer = db.get(User, reward.referrer_id)
    subscription = active_subscription(db, referrer) if reward.applied_at else None
    where = (translate("billing.referral.applied", referrer.language, end=_date(subscription.end_date, referrer))
             if subscription and subscription.end_date else translate("billing.referral.waiting", referrer.language))
    return send_once(db, referrer, "referral_reward", reward.id, _page("profile"), days=reward.days, where=where)
