"""create_account: the one way accounts are made (register and `ranklens createuser`)."""

import json
from pathlib import Path

import pytest
from sqlalchemy import select

from api import accounts
from api.accounts.models import User
from api.accounts.options import INDUSTRIES, POSITIONS, option_label_code
from api.accounts.service import AccountExists, create_account
from api.core.errors import ValidationFailed
from api.core.i18n import LOCALES
from api.core.security import verify_password
from api.plans.service import active_subscription


def test_new_account_gets_hashed_password_own_referral_code_and_seven_day_trial(db_session, settings):
    user = create_account(db_session, " New.User@Example.COM ", "long-enough-1", language="ja")

    stored = db_session.scalar(select(User).where(User.id == user.id))
    assert stored.email == "new.user@example.com"
    assert stored.password_hash.startswith("$argon2")
    assert verify_password(stored.password_hash, "long-enough-1")
    assert len(stored.referral_code) == 8 and stored.referral_code.isupper()
    sub = active_subscription(db_session, stored)
    assert sub.plan_id == 8
    assert (sub.end_date - sub.start_date).days == 7
    assert stored.email_verified_at is None and stored.verification_sent_at is not None


def test_plan_id_starts_that_plan_without_end_date(db_session, settings):
    user = create_account(db_session, "ops@example.com", "long-enough-1", plan_id=7)
    sub = active_subscription(db_session, user)
    assert (sub.plan_id, sub.end_date) == (7, None)


def test_rules_are_checked_before_anything_is_written(db_session, settings):
    with pytest.raises(ValidationFailed) as failed:
        create_account(db_session, "not-an-address", "short", language="fr", plan_id=99, referral_code="NOPE")
    assert {(f.field, f.code) for f in failed.value.fields} == {
        ("email", "validation.email"), ("password", "validation.password_too_short"),
        ("language", "validation.option"), ("plan_id", "validation.option"),
        ("referral_code", "plan.referral_code_invalid"),
    }
    assert db_session.scalar(select(User)) is None


def test_same_address_twice_is_account_exists(db_session, settings):
    create_account(db_session, "twice@example.com", "long-enough-1")
    with pytest.raises(AccountExists):
        create_account(db_session, "TWICE@example.com", "long-enough-1")


def test_referral_code_links_the_referrer(db_session, settings):
    referrer = create_account(db_session, "ref@example.com", "long-enough-1")
    user = create_account(db_session, "friend@example.com", "long-enough-1",
                          referral_code=referrer.referral_code.lower())
    assert user.referred_by_id == referrer.id


def test_operator_created_accounts_are_verified_without_a_mail(db_session, configure):
    settings = configure(smtp_host=None)
    before = set(settings.outbox_dir.glob("*")) if settings.outbox_dir.exists() else set()
    user = create_account(db_session, "ops@example.com", "long-enough-1", verified=True)
    assert user.email_verified_at is not None and user.verification_sent_at is None
    after = set(settings.outbox_dir.glob("*")) if settings.outbox_dir.exists() else set()
    assert after == before


def test_every_account_message_has_all_four_locales():
    messages = json.loads((Path(accounts.__file__).parent / "messages.json").read_text(encoding="utf-8"))
    for code, texts in messages.items():
        assert set(texts) == set(LOCALES) and all(t.strip() for t in texts.values()), code
    labels = {code for code in messages if code.startswith("option.")}
    assert labels == {option_label_code("position", k) for k in POSITIONS} | {
        option_label_code("industry", k) for k in INDUSTRIES}
