"""Accounts: creating users, signing in and out, profiles, passwords, verification and codes.

Commit contract: every public function here that changes data commits exactly once, when the whole
change is in the session, and only then sends mail or publishes events (so a mail never points at a
row that was rolled back). Validation failures raise before anything is written.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import timedelta
from functools import lru_cache

from email_validator import EmailNotValidError, validate_email
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.accounts.botcheck import BotCheck
from api.accounts.emails import (
    RESET_PURPOSE,
    VERIFY_PURPOSE,
    BadLink,
    password_stamp,
    read_signed,
    send_reset_mail,
    send_verification_mail,
)
from api.accounts.models import User, UserSession
from api.accounts.options import COUNTRY_CODES, INDUSTRIES, POSITIONS
from api.core import ratelimit
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, TooManyRequests, ValidationFailed
from api.core.events import publish, user_channel
from api.core.i18n import LOCALES
from api.core.security import (
    SESSION_PREFIX,
    csrf_token_for,
    hash_password,
    new_token,
    same_token,
    token_digest,
    verify_password,
)
from api.plans import codes
from api.plans.catalogue import PLANS
from api.plans.service import start_free_trial, start_subscription, subscription_summary

PASSWORD_MIN = 8
PASSWORD_MAX = 128
EMAIL_MAX = 254
_REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud and typed by people
_REFERRAL_LENGTH = 8
# The browser's screen size sent at sign-up ("1920x1080"); kept for support, anything else is dropped.
_SCREEN = re.compile(r"^\d{2,5}\s*[x*×]\s*\d{2,5}$")


class AccountDisabled(AppError):
    status_code = 403
    code = "auth.account_disabled"


class AccountExists(Conflict):
    code = "auth.account_exists"


class InvalidCredentials(AppError):
    # Same answer whether or not the address has an account, so it cannot be used to probe for one.
    status_code = 400
    code = "auth.invalid_credentials"


class TooManyAttempts(TooManyRequests):
    code = "auth.too_many_attempts"


class AlreadyVerified(Conflict):
    code = "auth.email_already_verified"


class BadVerifyLink(AppError):
    code = "auth.verify_link_invalid"


class BadResetLink(AppError):
    code = "auth.reset_link_invalid"


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


def required_errors(**values: object) -> list[FieldError]:
    """``validation.required`` for every value that is None or blank text."""
    return [FieldError(name, "validation.required") for name, value in values.items()
            if value is None or (isinstance(value, str) and not value.strip())]


def _new_referral_code(db: Session) -> str:
    while True:
        code = "".join(secrets.choice(_REFERRAL_ALPHABET) for _ in range(_REFERRAL_LENGTH))
        if db.scalar(select(User.id).where(User.referral_code == code)) is None:
            return code


def find_by_email(db: Session, email: str) -> User | None:
    normalized = normalize_email(email)
    return db.scalar(select(User).where(User.email == normalized)) if normalized else None


# ---- creating accounts --------------------------------------------------------------------------

def create_account(db: Session, email: str, password: str | None, *, language: str = "zh-TW",
                   plan_id: int | None = None, referral_code: str | None = None,
                   industry_type: str | None = None, screen: str | None = None,
                   verified: bool = False, google_sub: str | None = None) -> User:
    """Creates a user with a hashed password and a subscription, commits, then mails the verification link.

    The subscription is the 7-day free trial (plan 8), or ``plan_id`` without an end date when given
    (``ranklens createuser --plan``). ``referral_code`` must be another user's code. ``verified=True``
    (an operator creating the account) marks the address verified and sends no mail. Raises
    ``ValidationFailed`` (fields email, password, language, industry_type, plan_id, referral_code) or
    ``AccountExists`` without writing anything. Commits once; a mail server failure is logged and does
    not undo the account. ``google_sub``: a Google sign-up (api/google), whose account has no password.
    """
    errors = email_errors(email) + ([] if google_sub else password_errors(password))
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
        email=normalized, password_hash=hash_password(password) if password else None, google_sub=google_sub,
        language=language,
        referral_code=_new_referral_code(db), referred_by_id=referrer.id if referrer else None,
        industry_type=industry_type or None, signup_screen=screen if screen and _SCREEN.match(screen) else None,
        email_verified_at=utcnow() if verified else None, verification_sent_at=None if verified else utcnow(),
    )
    db.add(user)
    db.flush()
    if plan_id is None:
        start_free_trial(db, user)
    else:
        start_subscription(db, user, plan_id, days=None)
    try:
        db.commit()
    except IntegrityError:  # the same address signed up concurrently
        db.rollback()
        raise AccountExists() from None
    if not verified:
        send_verification_mail(user)
    return user


# ---- sessions -----------------------------------------------------------------------------------

@dataclass
class SignIn:
    user: User
    session: UserSession
    token: str  # the plaintext session token; only its digest is stored

    @property
    def csrf_token(self) -> str:
        return csrf_token_for(self.session.token_hash)


def end_sessions(db: Session, user: User, reason: str, keep: UserSession | None = None) -> list[int]:
    """Ends the user's active sessions except ``keep`` (no commit); returns their ids."""
    now = utcnow()
    query = select(UserSession).where(UserSession.user_id == user.id, UserSession.ended_at.is_(None))
    if keep is not None:
        query = query.where(UserSession.id != keep.id)
    ended = []
    for session in db.scalars(query):
        session.ended_at, session.end_reason = now, reason
        ended.append(session.id)
    return ended


def announce_ended(user: User, session_ids: list[int], reason: str) -> None:
    """Tells the browsers of ended sessions to sign out (the event stream filters by session id)."""
    if session_ids:
        publish(user_channel(user.id), "force_logout", {"session_ids": session_ids, "reason": reason})


def start_session(db: Session, user: User, *, ip: str | None = None, user_agent: str | None = None) -> SignIn:
    """Signs ``user`` in: a new session replaces every other active one (single active session). A disabled
    account is refused (403 auth.account_disabled), whichever way it proved who it is."""
    if user.disabled_at is not None:
        raise AccountDisabled()
    ended = end_sessions(db, user, "replaced")
    token = new_token(SESSION_PREFIX)
    session = UserSession(user_id=user.id, token_hash=token_digest(token), ip=ip,
                          user_agent=user_agent[:300] if user_agent else None, last_seen_at=utcnow())
    db.add(session)
    db.commit()
    announce_ended(user, ended, "replaced")
    return SignIn(user, session, token)


def end_session(db: Session, session: UserSession) -> None:
    session.ended_at, session.end_reason = utcnow(), "logout"
    db.commit()


# ---- login and its throttling -------------------------------------------------------------------

@lru_cache
def _unmatchable_hash() -> str:
    return hash_password(secrets.token_urlsafe(32))


# Failures of one account; attempts from one client address (the client behind a trusted proxy, see
# Settings.forwarded_allow_ips). Counted before the password is checked, so parallel guesses cannot
# pass the limit; a success clears the account's count, not the address's.
ACCOUNT_FAILURES = ratelimit.Throttle("login.account", lambda: get_settings().login_max_failures,
                                      lambda: get_settings().login_failure_window_seconds)
ADDRESS_ATTEMPTS = ratelimit.Throttle("login.address", lambda: get_settings().login_address_max_attempts,
                                      lambda: get_settings().login_failure_window_seconds)


def _take_attempt(email: str, ip: str | None) -> None:
    """Counts a sign-in attempt against the client address, then the account; 429 when either is used up."""
    wait = ratelimit.take_each([(ADDRESS_ATTEMPTS, ratelimit.address_key(ip)),
                                (ACCOUNT_FAILURES, f"email:{email}")])
    if wait is not None:
        raise TooManyAttempts(minutes=ratelimit.minutes(wait))


def login(db: Session, bot_check: BotCheck, *, email: str, password: str, recaptcha: str | None = None,
          ip: str | None = None, user_agent: str | None = None) -> SignIn:
    """E-mail and password sign-in. Accounts without a password (Google-only) cannot sign in this way."""
    _raise_if(email_errors(email) + required_errors(password=password))
    email = normalize_email(email)
    _take_attempt(email, ip)
    bot_check.verify(recaptcha, action="login", remote_ip=ip)
    user = db.scalar(select(User).where(User.email == email))
    # An unknown address costs the same hash check, so timing does not tell whether it has an account.
    known_hash = user.password_hash if user is not None else None
    if not verify_password(known_hash or _unmatchable_hash(), password) or known_hash is None:
        raise InvalidCredentials()
    ratelimit.clear(ACCOUNT_FAILURES, f"email:{email}")
    return start_session(db, user, ip=ip, user_agent=user_agent)


def prove_password(user: User, password: str, *, ip: str | None = None) -> None:
    """Checks that ``password`` is the user's, counted and throttled as a sign-in attempt (linking a Google
    account to an existing one). Raises ``TooManyAttempts`` or ``InvalidCredentials``."""
    _take_attempt(user.email, ip)
    if not (password and user.password_hash and verify_password(user.password_hash, password)):
        raise InvalidCredentials()
    ratelimit.clear(ACCOUNT_FAILURES, f"email:{user.email}")


def register(db: Session, bot_check: BotCheck, *, email: str, password: str, language: str,
             referral_code: str | None = None, industry_type: str | None = None, screen: str | None = None,
             recaptcha: str | None = None, ip: str | None = None, user_agent: str | None = None) -> SignIn:
    """Sign-up from the console: bot check, ``create_account``, then a session for the new user."""
    bot_check.verify(recaptcha, action="register", remote_ip=ip)
    user = create_account(db, email, password, language=language, referral_code=referral_code,
                          industry_type=industry_type, screen=screen)
    return start_session(db, user, ip=ip, user_agent=user_agent)


# ---- the signed-in user -------------------------------------------------------------------------

def user_view(db: Session, user: User) -> dict:
    """The user JSON of the API contract."""
    return {
        "id": user.id, "email": user.email, "name": user.name, "title": user.title, "phone": user.phone,
        "country": user.country, "industry": user.industry, "language": user.language, "role": user.role,
        "email_verified_at": user.email_verified_at, "email_verified": user.email_verified_at is not None,
        "profile_completed": user.profile_completed_at is not None, "referral_code": user.referral_code,
        "trial_code": user.trial_code, "google_linked": user.google_sub is not None,
        "created_at": user.created_at, "subscription": subscription_summary(db, user),
    }


def impersonation_view(db: Session, session: UserSession | None) -> dict | None:
    """For an admin's view as the user (the console's banner): the admin and when the view ends."""
    if session is None or session.impersonator_id is None:
        return None
    admin = db.get(User, session.impersonator_id)
    return {"admin_email": admin.email if admin else "", "expires_at": session.expires_at}


# Digits with an optional leading "+", spaces, brackets and dashes (also the contact form's rule).
PHONE_PATTERN = re.compile(r"^\+?[0-9][0-9 ()\-]{5,28}$")
_NAME_MAX = 100


def _profile_changes(values: dict) -> dict:
    """Validates profile fields present in ``values``; returns them cleaned (blank text becomes None)."""
    options = {"title": POSITIONS, "country": COUNTRY_CODES, "industry": INDUSTRIES, "language": LOCALES}
    cleaned: dict = {}
    errors: list[FieldError] = []
    for field, value in values.items():
        value = value.strip() if isinstance(value, str) else value
        value = value or None
        if field == "country" and value:
            value = value.upper()
        if field in ("industry", "language") and value is None:
            errors.append(FieldError(field, "validation.required"))
        elif value is None:
            pass
        elif field in options and value not in options[field]:
            errors.append(FieldError(field, "validation.option"))
        elif field == "phone" and not PHONE_PATTERN.match(value):
            errors.append(FieldError(field, "validation.phone"))
        elif field == "name" and len(value) > _NAME_MAX:
            errors.append(FieldError(field, "validation.too_long"))
        cleaned[field] = value
    _raise_if(errors)
    return cleaned


def update_profile(db: Session, user: User, values: dict) -> User:
    """PATCH /me: changes the given fields among name, title, phone, country, industry, language."""
    for field, value in _profile_changes(values).items():
        setattr(user, field, value)
    db.commit()
    return user


def complete_profile(db: Session, user: User, values: dict, trial_code: str | None = None) -> User:
    """The initial profile form: industry is required; an optional trial code starts its plan.

    All or nothing: an invalid trial code leaves the profile unchanged.
    """
    changes = _profile_changes({"industry": None, **values})
    if trial_code and trial_code.strip():
        _redeem_trial_code(db, user, trial_code)
    for field, value in changes.items():
        setattr(user, field, value)
    user.profile_completed_at = user.profile_completed_at or utcnow()
    db.commit()
    return user


def _redeem_trial_code(db: Session, user: User, code: str) -> None:
    """Starts the plan of a valid, unused trial code for its days (no commit)."""
    promo = codes.find(db, code, "trial")
    if (promo is None or not codes.in_window(promo, utcnow()) or promo.plan_id is None
            or (user.trial_code or "").lower() == promo.code.lower() or not codes.take_use(db, promo)):
        raise ValidationFailed(FieldError("trial_code", "plan.trial_code_invalid"))
    start_subscription(db, user, promo.plan_id, promo.days)
    user.trial_code = promo.code


def add_trial_code(db: Session, user: User, code: str | None) -> User:
    _raise_if(required_errors(trial_code=code))
    _redeem_trial_code(db, user, code)
    db.commit()
    return user


def _set_password(user: User, password: str) -> None:
    user.password_hash = hash_password(password)
    user.password_changed_at = utcnow()


def change_password(db: Session, user: User, current_session: UserSession | None, *,
                    current_password: str | None, password: str, password_confirmation: str | None) -> None:
    """Checks the current password (when the account has one), sets the new one, ends other sessions."""
    errors: list[FieldError] = []
    if user.password_hash is not None and not verify_password(user.password_hash, current_password or ""):
        code = "validation.required" if not current_password else "auth.current_password_wrong"
        errors.append(FieldError("current_password", code))
    _raise_if(errors + password_errors(password, password_confirmation, confirm=True))
    _set_password(user, password)
    ended = end_sessions(db, user, "password_changed", keep=current_session)
    db.commit()
    announce_ended(user, ended, "password_changed")


# ---- e-mail verification and password reset ----------------------------------------------------

def _too_soon(sent_at) -> bool:
    interval = timedelta(seconds=get_settings().resend_interval_seconds)
    return sent_at is not None and utcnow() - sent_at < interval


def resend_verification(db: Session, user: User) -> None:
    if user.email_verified_at is not None:
        raise AlreadyVerified()
    if _too_soon(user.verification_sent_at):
        raise TooManyRequests()
    user.verification_sent_at = utcnow()
    db.commit()
    send_verification_mail(user)


def verify_email(db: Session, token: str) -> User:
    """Marks the address of a verification link as verified (opening it twice is fine)."""
    try:
        payload = read_signed(VERIFY_PURPOSE, token, get_settings().verify_link_ttl_seconds)
    except BadLink:
        raise BadVerifyLink() from None
    user = db.get(User, payload["uid"])
    if user is None or user.email != payload.get("email"):
        raise BadVerifyLink()
    user.email_verified_at = user.email_verified_at or utcnow()
    db.commit()
    return user


def forgot_password(db: Session, email: str) -> None:
    """Mails a reset link if the address has an account; says nothing either way (always 202)."""
    _raise_if(email_errors(email))
    user = find_by_email(db, email)
    if user is None or _too_soon(user.password_reset_sent_at):
        return
    user.password_reset_sent_at = utcnow()
    db.commit()
    send_reset_mail(user)


def reset_password(db: Session, token: str, password: str, password_confirmation: str | None) -> User:
    """Sets a new password from a reset link; the link is void once the password has changed."""
    try:
        payload = read_signed(RESET_PURPOSE, token, get_settings().reset_link_ttl_seconds)
    except BadLink:
        raise BadResetLink() from None
    user = db.get(User, payload["uid"])
    if user is None or not same_token(password_stamp(user), payload.get("fp")):
        raise BadResetLink()
    _raise_if(password_errors(password, password_confirmation, confirm=True))
    _set_password(user, password)
    # The link came by mail, which proves the address as well as a verification link would.
    user.email_verified_at = user.email_verified_at or utcnow()
    ended = end_sessions(db, user, "password_reset")
    db.commit()
    announce_ended(user, ended, "password_reset")
    return user
