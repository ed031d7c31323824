"""Accounts: creating users, signing in and out, profiles, passwords, verification and codes.

Commit contract: every public function here that changes data commits exactly once, when the whole
change is in the session, and only then sends mail or publishes events (so a mail never points at a
row that was rolled back). Validation failures raise before anything is written.
"""

from __future__ import annotations

import re
import secrets

from email_validator import EmailNotValidError, validate_email
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.emails import send_verification_mail
from api.accounts.models import User
from api.accounts.options import INDUSTRIES
from api.core.db import utcnow
from api.core.errors import Conflict, FieldError, ValidationFailed
from api.core.i18n import LOCALES
from api.core.security import hash_password
from api.plans.catalogue import PLANS
from api.plans.service import start_free_trial, start_subscription

PASSWORD_MIN = 8
PASSWORD_MAX = 128
EMAIL_MAX = 254
_REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by people
_REFERRAL_LENGTH = 8
# The browser's screen size sent at sign-up ("1920x1080"); kept for support, anything else is dropped.
_SCREEN = re.compile(r"^\d{2,5}\s*[x*×]\s*\d{2,5}$")


class AccountExists(Conflict):
    code = "auth.account_exists"


# ---- validation helpers -------------------------------------------------------------------------

def normalize_email(value: str | None) -> str | None:
    """The address as stored (lower case), or None when it is not an e-mail address."""
    value = (value or "").strip()
    if not value or len(value) > EMAIL_MAX:
        return None
    try:
        return validate_email(value, check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        return None


def email_errors(value: str | None, field: str = "email") -> list[FieldError]:
    if not (value or "").strip():
        return [FieldError(field, "validation.required")]
    return [] if normalize_email(value) else [FieldError(field, "validation.email")]


def password_errors(password: str | None, confirmation: str | None = None, *, confirm: bool = False,
                    field: str = "password") -> list[FieldError]:
    """The password rules: present, PASSWORD_MIN..PASSWORD_MAX characters, confirmation equal."""
    if not password:
        return [FieldError(field, "validation.required")]
    if len(password) < PASSWORD_MIN:
        return [FieldError(field, "validation.password_too_short", {"min": PASSWORD_MIN})]
    if len(password) > PASSWORD_MAX:
        return [FieldError(field, "validation.password_too_long", {"max": PASSWORD_MAX})]
    if confirm and password != confirmation:
        return [FieldError(f"{field}_confirmation", "validation.password_mismatch")]
    return []


def _raise_if(errors: list[FieldError]) -> None:
    if errors:
        raise ValidationFailed(errors)


def _new_referral_code(db: Session) -> str:
    while True:
        code = "".join(secrets.choice(_REFERRAL_ALPHABET) for _ in range(_REFERRAL_LENGTH))
        if db.scalar(select(User.id).where(User.referral_code == code)) is None:
            return code


def find_by_email(db: Session, email: str) -> User | None:
    normalized = normalize_email(email)
    return db.scalar(select(User).where(User.email == normalized)) if normalized else None


# ---- creating accounts --------------------------------------------------------------------------

def create_account(db: Session, email: str, password: str, *, language: str = "zh-TW",
                   plan_id: int | None = None, referral_code: str | None = None,
                   industry_type: str | None = None, screen: str | None = None) -> User:
    """Creates a user with a hashed password and a subscription, commits, then mails the verification link.

    The subscription is the 7-day free trial (plan 8), or ``plan_id`` without an end date when given
    (``ranklens createuser --plan``). ``referral_code`` must be another user's code. Raises
    ``ValidationFailed`` (fields email, password, language, plan_id, referral_code) or ``AccountExists``
    before writing anything. Commits once; a mail server failure is logged and does not undo the account.
    """
    errors = email_errors(email) + password_errors(password)
    if language not in LOCALES:
        errors.append(FieldError("language", "validation.option"))
    if industry_type and industry_type not in INDUSTRIES:
        errors.append(FieldError("industry_type", "validation.option"))
    if plan_id is not None and plan_id not in PLANS:
        errors.append(FieldError("plan_id", "validation.option"))
    referrer = None
    if referral_code and referral_code.strip():
        referrer = db.scalar(select(User).where(User.referral_code == referral_code.strip().upper()))
        if referrer is None:
            errors.append(FieldError("referral_code", "plan.referral_code_invalid"))
    _raise_if(errors)
    normalized = normalize_email(email)
    if db.scalar(select(User.id).where(User.email == normalized)) is not None:
        raise AccountExists()

    user = User(
        email=normalized, password_hash=hash_password(password), language=language,
        referral_code=_new_referral_code(db), referred_by_id=referrer.id if referrer else None,
        industry_type=industry_type or None, signup_screen=screen if screen and _SCREEN.match(screen) else None,
        verification_sent_at=utcnow(),
    )
    db.add(user)
    db.flush()
    if plan_id is None:
        start_free_trial(db, user)
    else:
        start_subscription(db, user, plan_id, days=None)
    db.commit()
    send_verification_mail(user)
    return user
