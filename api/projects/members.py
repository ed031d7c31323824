"""A project's members and their invitations: signed links mailed to an address, accepted by the account
that has it, within the owner's plan's members limit."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from datetime import timedelta

from sqlalchemy import Select, func, select
from sqlalchemy.orm import Session

from api.accounts.emails import compose, console_link, deliver
from api.accounts.models import User
from api.core import ratelimit
from api.core.db import utcnow
from api.core.errors import (
    AppError,
    Conflict,
    FieldError,
    LimitReached,
    NotFound,
    PermissionDenied,
    TooManyRequests,
    ValidationFailed,
)
from api.core.i18n import translate
from api.core.security import LinkExpired, LinkInvalid, read_link, same_token, sign_link, token_digest
from api.plans.service import feature_allowance
from api.projects.access import commit, owner_of, require_count, site_for
from api.projects.models import Site, SiteInvitation, SiteMember
from api.projects.validation import RuleError, email_value

INVITE_PURPOSE = "site_invitation"
INVITATION_TTL = timedelta(days=7)


def _member_payloads(db: Session, members: Sequence[SiteMember]) -> list[dict]:
    users = {u.id: u for u in db.scalars(select(User).where(User.id.in_([m.user_id for m in members])))}
    return [
        {
            "id": m.id,
            "user_id": m.user_id,
            "email": users[m.user_id].email,
            "name": users[m.user_id].name,
            "role": m.role,
            "created_at": m.created_at,
        }
        for m in members
    ]


def list_members(db: Session, user: User, site_id: int) -> list[dict]:
    site = site_for(db, user, site_id, "viewer")
    members = db.scalars(select(SiteMember).where(SiteMember.site_id == site.id).order_by(SiteMember.id))
    return _member_payloads(db, list(members))


ROLE_TEXTS = {"manager": "project.role.manager", "viewer": "project.role.viewer"}
# Invitation mails to one address of one project: enough to resend after a mistake, not to flood a mailbox.
INVITE_MAILS = ratelimit.Throttle("invite_mail", limit=3, window_seconds=3600)


class InvitationInvalid(AppError):
    code = "invitation.invalid"  # forged, malformed, or replaced by a newer invitation


class InvitationGone(AppError):
    status_code = 410


class WrongAccount(PermissionDenied):
    code = "invitation.wrong_account"


class MembersFull(Conflict):
    code = "invitation.members_full"


def _pending(site: Site) -> Select:
    """Invitations neither accepted nor revoked, expired ones included (the owner sees them lapse)."""
    return select(SiteInvitation).where(
        SiteInvitation.site_id == site.id,
        SiteInvitation.accepted_at.is_(None),
        SiteInvitation.revoked_at.is_(None),
    )


def _live_invitations(site: Site) -> Select:
    """Invitations of ``site`` that can still be accepted."""
    return _pending(site).where(SiteInvitation.expires_at > utcnow())


def _require_seat(db: Session, site: Site, invitation: SiteInvitation | None) -> None:
    """429 unless the owner's plan has a seat beside the members and the other live invitations: each
    invitation holds a seat, so no more people are invited than may join (checked again on accepting)."""
    left = require_count(db, owner_of(db, site), "members", site)
    others = _live_invitations(site).where(SiteInvitation.id != (invitation.id if invitation else 0))
    if db.scalar(select(func.count()).select_from(others.subquery())) >= left:
        raise LimitReached()


def _send_invitation(inviter: User, site: Site, invitation: SiteInvitation, nonce: str) -> None:
    """Mails the link in the inviter's language (the invitee's is not known, and may not exist)."""
    token = sign_link(INVITE_PURPOSE, {"iid": invitation.id, "n": nonce})
    locale = inviter.language
    deliver(invitation.email, compose(
        locale, "invite", console_link("invitation", token), inviter=inviter.name or inviter.email,
        site=site.name, role=translate(ROLE_TEXTS[invitation.role], locale), days=INVITATION_TTL.days,
    ))


def invite_member(db: Session, user: User, site_id: int, email: str, role: str) -> dict:
    """Mails ``email`` a signed link to join as ``role`` (owner only, within the plan's members limit).

    The answer is the same whether or not the address has an account, so it cannot be used to find out:
    no account is looked up and none joins here, only by opening the link. Inviting an address again
    refreshes its invitation (earlier links stop working). An address that is already a member gets the
    same answer with nothing stored or sent: that tells the owner only what the member list shows.
    """
    site = site_for(db, user, site_id, "owner")
    try:
        address = email_value(email).lower()
    except RuleError as exc:
        raise ValidationFailed(exc.at("email")) from exc
    invitation = db.scalar(
        select(SiteInvitation).where(SiteInvitation.site_id == site.id, SiteInvitation.email == address)
    )
    _require_seat(db, site, invitation)
    now = utcnow()
    answer = {"email": address, "role": role, "expires_at": now + INVITATION_TTL}
    if db.scalar(
        select(SiteMember.id)
        .join(User, User.id == SiteMember.user_id)
        .where(SiteMember.site_id == site.id, User.email == address)
    ):
        return answer
    if ratelimit.take(INVITE_MAILS, f"{site.id}:{address}") is not None:
        raise TooManyRequests()
    if invitation is None:
        invitation = SiteInvitation(site_id=site.id, email=address)
        db.add(invitation)
    nonce = secrets.token_urlsafe(16)
    invitation.role, invitation.inviter_id, invitation.nonce_digest = role, user.id, token_digest(nonce)
    invitation.created_at, invitation.expires_at = now, answer["expires_at"]
    invitation.accepted_at = invitation.revoked_at = None
    commit(db)
    _send_invitation(user, site, invitation, nonce)
    return answer


def list_invitations(db: Session, user: User, site_id: int) -> list[SiteInvitation]:
    site = site_for(db, user, site_id, "owner")
    return list(db.scalars(_pending(site).order_by(SiteInvitation.id)))


def revoke_invitation(db: Session, user: User, site_id: int, invitation_id: int) -> None:
    """Withdraws a pending invitation: its link then says so."""
    site = site_for(db, user, site_id, "owner")
    invitation = db.scalar(_pending(site).where(SiteInvitation.id == invitation_id))
    if invitation is None:
        raise NotFound()
    invitation.revoked_at = utcnow()
    commit(db)


def _invitation_of(db: Session, token: str) -> SiteInvitation:
    """The invitation a link names, if its signature and nonce are right and it is still pending."""
    try:
        payload = read_link(INVITE_PURPOSE, token, int(INVITATION_TTL.total_seconds()))
    except LinkExpired:
        raise InvitationGone("invitation.expired") from None
    except LinkInvalid:
        raise InvitationInvalid() from None
    invitation_id, nonce = (payload.get("iid"), payload.get("n")) if isinstance(payload, dict) else (None, None)
    invitation = db.get(SiteInvitation, invitation_id) if isinstance(invitation_id, int) else None
    if invitation is None or not isinstance(nonce, str) or not same_token(invitation.nonce_digest,
                                                                          token_digest(nonce)):
        raise InvitationInvalid()
    if invitation.revoked_at is not None:
        raise InvitationGone("invitation.revoked")
    if invitation.accepted_at is not None:
        raise InvitationGone("invitation.used")
    if invitation.expires_at <= utcnow():
        raise InvitationGone("invitation.expired")
    return invitation


def accept_invitation(db: Session, user: User, token: str) -> dict:
    """Makes the signed-in ``user`` a member through a mailed link, when the link was sent to their address.

    The link came by mail to that address, which proves it as a verification link would: the address
    counts as verified from here on (so signing up through the link needs no second mail). Who may add
    members and the plan's members limit are checked again, as they may have changed since the mail.
    """
    invitation = _invitation_of(db, token)
    if user.email != invitation.email:
        raise WrongAccount()
    site = db.get(Site, invitation.site_id)
    try:
        site_for(db, db.get(User, invitation.inviter_id), site.id, "owner")
    except AppError:
        raise InvitationGone("invitation.revoked") from None
    member = db.scalar(select(SiteMember).where(SiteMember.site_id == site.id, SiteMember.user_id == user.id))
    if member is None:
        if not feature_allowance(db, owner_of(db, site), "members", site=site).available:
            raise MembersFull()
        member = SiteMember(site_id=site.id, user_id=user.id, role=invitation.role)
        db.add(member)
    invitation.accepted_at = utcnow()
    user.email_verified_at = user.email_verified_at or invitation.accepted_at
    commit(db)
    return {"site_id": site.id, "name": site.name, "role": member.role}


def _member_for(db: Session, user: User, site_id: int, member_id: int) -> SiteMember:
    site = site_for(db, user, site_id, "owner")
    member = db.get(SiteMember, member_id)
    if member is None or member.site_id != site.id:
        raise NotFound()
    if member.role == "owner":
        raise ValidationFailed(FieldError("role", "project.owner_role_fixed"))
    return member


def change_member_role(db: Session, user: User, site_id: int, member_id: int, role: str) -> dict:
    member = _member_for(db, user, site_id, member_id)
    member.role = role
    commit(db)
    return _member_payloads(db, [member])[0]


def remove_member(db: Session, user: User, site_id: int, member_id: int) -> None:
    member = _member_for(db, user, site_id, member_id)
    db.delete(member)
    commit(db)
