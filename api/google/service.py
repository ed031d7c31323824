"""Google for a RankLens user: linking Analytics, Search Console and Indexing (one grant per purpose), their
states, revoking them, the GA4 properties and Search Console sites a grant reaches, and signing in or up with
Google (OpenID Connect).

Commit contract: each public function that writes commits once, after the whole change is in the session.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from dataclasses import dataclass

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.accounts import service as accounts
from api.accounts.emails import compose, console_link, deliver
from api.accounts.models import User
from api.core import ratelimit
from api.core.config import get_settings
from api.core.errors import Conflict, FieldError, TooManyRequests, ValidationFailed
from api.core.security import LinkExpired, LinkInvalid, read_link, sign_link
from api.google import oauth
from api.google.calls import GoogleApiFailed, call_as
from api.google.models import PURPOSES, GoogleGrant
from api.google.tokens import GoogleAuthFailed, configured, decrypt, grant_of, store_grant
from api.projects.models import Site

log = logging.getLogger(__name__)

GA_PAGE_SIZE = 50  # account summaries per page of GET /google_apps/ga_properties
SIGN_IN_STATE = "google_sign_in"
SIGN_IN_MAX_AGE = 600  # seconds between "Sign in with Google" and the code coming back
LINK_PROOF = "google_link"
LINK_MAIL = "google_link_mail"
LINK_MAX_AGE = 1800
# the mailed proof goes to an address the caller does not own: as often as a verification mail may be resent
LINK_MAILS = ratelimit.Throttle("google.link_mail", 1, lambda: get_settings().resend_interval_seconds)


def _purpose(purpose: str) -> str:
    """SPEC §4: only analytics, webmaster and indexing; anything else is refused with a stable code."""
    if purpose not in PURPOSES:
        raise ValidationFailed(FieldError("purpose", "google.purpose_invalid"))
    return purpose


def config() -> dict:
    """What the console needs to open the consent popup itself (nothing secret)."""
    settings = get_settings()
    return {"configured": configured(settings), "client_id": settings.google_client_id,
            "auth_url": settings.google_auth_url,
            "scopes": {p: f"{oauth.IDENTITY_SCOPE} {oauth.PURPOSE_SCOPES[p]}" for p in PURPOSES}}


# ---- linking a purpose ---------------------------------------------------------------------------

def link(db: Session, user: User, *, code: str, redirect_uri: str, purpose: str) -> GoogleGrant:
    """Stores the grant the consent popup's ``code`` gives for ``purpose``. The consent must include the
    purpose's scope (Google lets the user untick it): else ``google.scope_missing`` and Google's grant is
    given back at once."""
    _purpose(purpose)
    settings = get_settings()
    exchange = oauth.exchange_code(settings, code, redirect_uri, purpose)
    claims = oauth.verify_id_token(settings, exchange.id_token, purpose=purpose)
    if oauth.PURPOSE_SCOPES[purpose] not in exchange.scope.split():
        oauth.revoke(settings, exchange.refresh_token or exchange.access_token)
        raise GoogleAuthFailed("google.scope_missing", purpose)
    grant = store_grant(db, user.id, purpose, google_sub=claims["sub"], google_email=claims.get("email"),
                        scopes=exchange.scope, access_token=exchange.access_token,
                        refresh_token=exchange.refresh_token, expires_in=exchange.expires_in)
    db.commit()
    return grant


def unlink(db: Session, user: User, purpose: str) -> None:
    """Revokes the grant at Google, deletes it and clears what depended on it: analytics the projects'
    GA4 property, webmaster their Search Console site. Done even when Google cannot be reached (logged):
    the user asked for RankLens to stop using the account, and without the stored tokens it cannot."""
    _purpose(purpose)
    grant = grant_of(db, user.id, purpose)
    if grant is not None:
        try:
            oauth.revoke(get_settings(), decrypt(grant.refresh_token or grant.access_token))
        except GoogleAuthFailed:  # the encryption key changed: the token is unreadable, nothing to revoke
            pass
        db.delete(grant)
    column = {"analytics": Site.ga_id, "webmaster": Site.gsc_site_url}.get(purpose)
    if column is not None:
        db.execute(update(Site).where(Site.creator_id == user.id).values({column: None}))
    db.commit()


def states(db: Session, user: User) -> dict[str, dict]:
    """Each purpose's state (authorized | not_authorized | expired) and the Google account it uses."""
    grants = {g.purpose: g for g in db.scalars(select(GoogleGrant).where(GoogleGrant.user_id == user.id))}
    answer = {}
    for purpose in PURPOSES:
        grant = grants.get(purpose)
        state = "not_authorized" if grant is None else ("authorized" if grant.status == "active" else "expired")
        answer[purpose] = {"state": state, "google_email": grant.google_email if grant else None}
    return answer


def ga_properties(db: Session, user: User, index: str | None) -> dict:
    """One page of the GA4 accounts and their properties as a tree (``index``: "0" or absent for the first
    page, else the ``nextIndex`` of the page before — Google's page token). SPEC §8: an expired grant or a
    Google account without any GA4 account (``google.no_ga_account``) unlinks analytics at once, so the
    user links another account."""
    params: dict = {"pageSize": GA_PAGE_SIZE}
    first = not index or index == "0"
    if not first:
        params["pageToken"] = index
    url = f"{get_settings().google_analytics_admin_url.rstrip('/')}/v1beta/accountSummaries"
    try:
        body = call_as(db, user.id, "analytics", "GET", url, params=params)
        if first and not body.get("accountSummaries"):
            raise GoogleAuthFailed("google.no_ga_account", "analytics")
    except (GoogleAuthFailed, GoogleApiFailed) as failed:
        if failed.code in ("google.token_expired", "google.no_ga_account"):
            unlink(db, user, "analytics")
        raise
    data = [{"label": account.get("displayName") or account["account"], "value": account["account"],
             "children": [{"label": prop.get("displayName") or prop["property"], "value": prop["property"]}
                          for prop in account.get("propertySummaries", [])]}
            for account in body.get("accountSummaries", [])]
    return {"data": data, "nextIndex": body.get("nextPageToken")}


def webmaster_sites(db: Session, user: User) -> list[dict]:
    """The Search Console properties the grant may read (unverified ones have no data and are left out),
    each with ``exist``: already one of the user's projects' Search Console site."""
    url = f"{get_settings().google_search_console_url.rstrip('/')}/webmasters/v3/sites"
    entries = call_as(db, user.id, "webmaster", "GET", url).get("siteEntry", [])
    used = set(db.scalars(select(Site.gsc_site_url).where(Site.creator_id == user.id,
                                                          Site.gsc_site_url.is_not(None))))
    return [{"siteUrl": entry["siteUrl"], "exist": entry["siteUrl"] in used}
            for entry in entries if entry.get("permissionLevel") != "siteUnverifiedUser"]


# ---- signing in with Google ----------------------------------------------------------------------

@dataclass(frozen=True)
class SignInStart:
    url: str
    nonce: str  # kept in a cookie of the browser that started, so a code cannot be replayed in another


def start_sign_in(redirect_uri: str) -> SignInStart:
    settings = get_settings()
    if not configured(settings):
        raise GoogleAuthFailed("google.unavailable", "")
    if not redirect_uri.startswith(("http://", "https://")):
        raise ValidationFailed(FieldError("redirect_uri", "validation.invalid"))
    nonce = secrets.token_urlsafe(24)
    state = sign_link(SIGN_IN_STATE, {"nonce": nonce, "redirect_uri": redirect_uri})
    return SignInStart(oauth.consent_url(settings, redirect_uri=redirect_uri, scope=oauth.SIGN_IN_SCOPE,
                                         state=state, nonce=nonce, offline=False), nonce)


@dataclass(frozen=True)
class LinkNeeded:
    """An account with the Google account's e-mail exists: its password must prove it is the same person."""
    email: str
    link_token: str


def sign_in(db: Session, *, code: str, redirect_uri: str, state: str, browser_nonce: str | None,
            language: str, ip: str | None = None, user_agent: str | None = None) -> accounts.SignIn | LinkNeeded:
    """The Google account of ``code`` signs in; a new one signs up (the 7-day trial, as an e-mail sign-up,
    the address verified by Google). ``google.state_invalid`` for a forged, expired or other browser's
    state; ``google.email_unverified`` when Google has not verified the address."""
    try:
        started = read_link(SIGN_IN_STATE, state, SIGN_IN_MAX_AGE)
    except (LinkExpired, LinkInvalid):
        raise GoogleAuthFailed("google.state_invalid", "") from None
    if not (browser_nonce and hmac.compare_digest(str(started.get("nonce")), browser_nonce)
            and started.get("redirect_uri") == redirect_uri):
        raise GoogleAuthFailed("google.state_invalid", "")
    settings = get_settings()
    exchange = oauth.exchange_code(settings, code, redirect_uri)
    claims = oauth.verify_id_token(settings, exchange.id_token, nonce=started["nonce"])
    email = accounts.normalize_email(claims.get("email"))
    if email is None or claims.get("email_verified") is not True:
        raise GoogleAuthFailed("google.email_unverified", "")
    user = db.scalar(select(User).where(User.google_sub == claims["sub"]))
    if user is None:
        existing = accounts.find_by_email(db, email)
        if existing is not None:
            return LinkNeeded(email, sign_link(LINK_PROOF, {"uid": existing.id, "sub": claims["sub"]}))
        user = accounts.create_account(db, email, None, language=language, verified=True, google_sub=claims["sub"])
    return accounts.start_session(db, user, ip=ip, user_agent=user_agent)


class GoogleAccountInUse(Conflict):
    code = "google.account_in_use"


def _link_target(db: Session, purpose: str, token: str) -> tuple[User, str]:
    """The account and Google ``sub`` a signed link token (``purpose``) names; ``google.state_invalid`` when
    forged, expired or the account is gone."""
    try:
        proof = read_link(purpose, token, LINK_MAX_AGE)
        user, sub = db.get(User, int(proof["uid"])), str(proof["sub"])
    except (LinkExpired, LinkInvalid, KeyError, TypeError, ValueError):
        user = None
    if user is None:
        raise GoogleAuthFailed("google.state_invalid", "")
    return user, sub


def _link_and_sign_in(db: Session, user: User, sub: str, ip: str | None, user_agent: str | None) -> accounts.SignIn:
    if db.scalar(select(User.id).where(User.google_sub == sub, User.id != user.id)) is not None:
        raise GoogleAccountInUse()
    user.google_sub = sub
    return accounts.start_session(db, user, ip=ip, user_agent=user_agent)


def link_sign_in(db: Session, *, link_token: str, password: str, ip: str | None = None,
                 user_agent: str | None = None) -> accounts.SignIn:
    """The existing account's password proves the person: its Google sign-in is linked, and it is signed in."""
    user, sub = _link_target(db, LINK_PROOF, link_token)
    accounts.prove_password(user, password, ip=ip)
    return _link_and_sign_in(db, user, sub, ip, user_agent)


def mail_link_proof(db: Session, *, link_token: str) -> None:
    """The other proof: a link mailed to the existing account's address (only its mailbox has it; the
    link token shown after the Google sign-in is not it)."""
    user, sub = _link_target(db, LINK_PROOF, link_token)
    if ratelimit.take(LINK_MAILS, f"user:{user.id}") is not None:  # one mail a minute: the address is not the caller's
        raise TooManyRequests()
    link = console_link("google/link", sign_link(LINK_MAIL, {"uid": user.id, "sub": sub}))
    deliver(user.email, compose(user.language, "google_link", link, minutes=LINK_MAX_AGE // 60))


def link_by_mail(db: Session, *, token: str, ip: str | None = None,
                 user_agent: str | None = None) -> accounts.SignIn:
    """The mailed link was opened: the account's Google sign-in is linked, and it is signed in."""
    user, sub = _link_target(db, LINK_MAIL, token)
    return _link_and_sign_in(db, user, sub, ip, user_agent)
