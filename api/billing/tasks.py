"""Billing's Celery tasks (queue ``default``): the e-invoice of a charge, beat's sweep of the invoices whose next
attempt has come (api/billing/invoicing.py), and the billing mails (api/billing/mails.py)."""

from __future__ import annotations

from datetime import datetime

from celery import shared_task

import api.worker.app  # noqa: F401  (the app these tasks are sent through, from any thread)
from api.billing import ecpay, invoicing, mails
from api.core.config import get_settings
from api.core.db import get_sessionmaker, utcnow


@shared_task(name="billing.invoices.issue", acks_late=True)
def issue_invoice(invoice_id: int, now: str | None = None) -> str:
    with get_sessionmaker()() as db:
        return invoicing.issue(db, invoice_id, get_settings(), datetime.fromisoformat(now) if now else None)


@shared_task(name="billing.invoices.sweep", acks_late=True)
def sweep_invoices(now: str | None = None) -> dict:
    """Beat's entry: every invoice due again (the provider did not answer, or a worker died holding it);
    ``now``, an ISO time, replays a given moment."""
    with get_sessionmaker()() as db:
        due = invoicing.due_ids(db, datetime.fromisoformat(now) if now else utcnow())
    for invoice_id in due:
        issue_invoice.delay(invoice_id, now)
    return {"invoices": len(due)}


@shared_task(name="billing.mails.charge", acks_late=True, autoretry_for=(mails.MailNotSent,), retry_backoff=60,
             max_retries=8)
def mail_charge(payment_id: int) -> bool:
    """The mail of a later period's charge (retried with backoff while the mail server cannot take it)."""
    with get_sessionmaker()() as db:
        return mails.charge_mail(db, payment_id)


@shared_task(name="billing.mails.trials", acks_late=True)
def mail_trials(now: str | None = None) -> dict:
    """Beat's hourly entry: trials ending in three days and trials that ended."""
    with get_sessionmaker()() as db:
        return mails.trial_sweep(db, datetime.fromisoformat(now) if now else None)


@shared_task(name="billing.orders.stop_renewal", acks_late=True, autoretry_for=(ecpay.GatewayError,),
             retry_backoff=60, retry_backoff_max=3600, max_retries=24)
def stop_renewal(order_id: int) -> bool:
    """The renewals of a contract that a newer plan replaced, stopped at ECPay (retried while ECPay is down)."""
    from api.billing.service import stop_replaced  # the service sends this task

    with get_sessionmaker()() as db:
        return stop_replaced(db, order_id, get_settings())


@shared_task(name="billing.orders.sweep_replaced", acks_late=True)
def sweep_replaced() -> dict:
    """Beat's hourly entry: a replaced contract whose stop never reached a worker is stopped now."""
    from api.billing.service import replaced_renewing

    with get_sessionmaker()() as db:
        order_ids = replaced_renewing(db)
    for order_id in order_ids:
        stop_renewal.delay(order_id)
    return {"orders": len(order_ids)}


@shared_task(name="billing.mails.referral", acks_late=True, autoretry_for=(mails.MailNotSent,), retry_backoff=60,
             max_retries=8)
def mail_referral(reward_id: int) -> bool:
    """The referrer's mail of a reward (retried with backoff while the mail server cannot take it)."""
    with get_sessionmaker()() as db:
        return mails.referral_mail(db, reward_id)
