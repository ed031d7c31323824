"""The SEO writer's share link (SPEC §3 "Share link (co-editing)", §5, §6): the document's creator names the
guest who will edit, sets a password and an expiry, and gets a link; whoever has the link and the password
edits the document together with its owner and its project's editors (api.writers.collab).

Decisions:
- One link a document. Changing the password means stopping the share and making a new one, as for the
  shared report (SPEC §4); the link's uuid changes with it, so an old link stops working.
- Only the creator shares or stops sharing, on a plan with ``writer_share`` (SPEC §6); the project's
  editors co-edit while the share is on, and see it.
- While a share is on, the document's text lives in the share's Yjs document: saves and restores through
  the REST API answer 409 ``writer.co_editing`` (they would be overwritten by the next co-edited save), and
  the server writes the template's fields from the shared document (:func:`save_state`), so every other
  reader (the list, the score, WordPress) sees co-edited text. Categories are not part of the text.
- An expired share is over: the guest is told so (410) and the owner's editor goes back to plain saving.
  Stopping it or its expiry ends access at once: the rooms check on every save and every few seconds.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.accounts.models import User
from api.core.config import get_settings
from api.core.db import utcnow
from api.core.errors import AppError, Conflict, FieldError, NotFound, TooManyRequests, ValidationFailed
from api.core.password_shares import SHARE_PASSWORD_MAX, SHARE_PASSWORD_MIN, ShareKind, check_token, unlock
from api.core.security import hash_password
from api.plans.service import require_gate
from api.projects.access import commit
from api.projects.validation import one_line
from api.writers import schemas, ydoc
from api.writers.errors import NotCreator
from api.writers.models import EDITOR_NAME_MAX_LENGTH, WriterShare, WriterTemplate
from api.writers.service import is_live, live_share, save_co_edited, template_for

GATE = "writer_share"
MAX_DAYS = 90


class SharePasswordWrong(AppError):
    """SPEC §8 "wrong writer password"."""

    status_code = 403
    code = "writer.share_password_wrong"


class ShareTooManyAttempts(TooManyRequests):
    code = "writer.share_too_many_attempts"


class ShareLocked(AppError):
    status_code = 401
    code = "writer.share_locked"


class ShareEnded(AppError):
    """The share's expiry has passed."""

    status_code = 410
    code = "writer.share_expired"


class ShareActive(Conflict):
    code = "writer.share_active"


WRITER_SHARE = ShareKind("writer_share", SharePasswordWrong, ShareTooManyAttempts, ShareLocked)


def share_url(share_uuid: str) -> str:
    return f"{get_settings().public_url.rstrip('/')}/share/seo-writer/{share_uuid}"


def share_out(share: WriterShare) -> schemas.WriterShareOut:
    return schemas.WriterShareOut(uuid=share.uuid, url=share_url(share.uuid), editor_name=share.editor_name,
                                  expires_at=share.expires_at, created_at=share.created_at)


# --- the creator: share and stop ------------------------------------------------------------------------


def _validated(body: schemas.WriterShareIn) -> tuple[str, datetime, bytes]:
    errors = []
    name = one_line(body.editor_name)
    if not name:
        errors.append(FieldError("editor_name", "writer.share_editor_name_required"))
    elif len(name) > EDITOR_NAME_MAX_LENGTH:
        errors.append(FieldError("editor_name", "validation.too_long"))
    if not SHARE_PASSWORD_MIN <= len(body.password) <= SHARE_PASSWORD_MAX:
        errors.append(FieldError("password", "project.share_password_length",
                                 {"min": SHARE_PASSWORD_MIN, "max": SHARE_PASSWORD_MAX}))
    expires_at = body.expires_at
    now = utcnow()
    if expires_at is None:
        errors.append(FieldError("expires_at", "writer.share_expiry_required"))
    else:
        expires_at = (expires_at if expires_at.tzinfo else expires_at.replace(tzinfo=UTC)).astimezone(
            UTC)
        if expires_at <= now:
            errors.append(FieldError("expires_at", "writer.share_expiry_past"))
        elif expires_at > now + timedelta(days=MAX_DAYS):
            errors.append(FieldError("expires_at", "writer.share_expiry_too_far", {"days": MAX_DAYS}))
    state = b""
    try:
        state = ydoc.decode_state(body.state)
    except ydoc.StateInvalid:
        errors.append(FieldError("state", "writer.share_state_invalid"))
    if errors:
        raise ValidationFailed(errors)
    return name, expires_at, state


def _own(db: Session, user: User, template_id: int) -> WriterTemplate:
    template = template_for(db, user, template_id)
    if template.creator_id != user.id:
        raise NotCreator()
    return template


def get_share(db: Session, user: User, template_id: int) -> schemas.WriterShareOut | None:
    share = live_share(db, template_for(db, user, template_id).id)
    return share_out(share) if share else None


def create_share(db: Session, user: User, template_id: int, body: schemas.WriterShareIn) -> schemas.WriterShareOut:
    """The link, with the document's current text (``body.state``, the browser's editor as a Yjs document)
    as the co-edited text's start."""
    template = _own(db, user, template_id)
    require_gate(db, user, GATE)
    name, expires_at, state = _validated(body)
    old = db.scalar(select(WriterShare).where(WriterShare.template_id == template.id))
    if is_live(old):
        raise ShareActive()
    if old is not None:  # an expired one: its text was saved to the document while it ran
        db.delete(old)
        db.flush()
    share = WriterShare(template_id=template.id, uuid=str(uuid.uuid4()), editor_name=name,
                        password_hash=hash_password(body.password), expires_at=expires_at, state=state,
                        created_by=user.id, created_at=utcnow())
    db.add(share)
    try:
        commit(db)
    except Conflict:  # two shares made at once: the other one won
        raise ShareActive() from None
    return share_out(share)


def stop_share(db: Session, user: User, template_id: int, end_room: Callable[[int], None]) -> None:
    """Ends the share: ``end_room`` saves what its room holds and disconnects its editors, then the link
    goes; the co-edited text stays in the document."""
    template = _own(db, user, template_id)
    share = db.scalar(select(WriterShare).where(WriterShare.template_id == template.id))
    if share is None:
        return
    end_room(template.id)
    db.delete(share)
    commit(db)


# --- the guest: the password once, then a token --------------------------------------------------------


def _shared(db: Session, share_uuid: str) -> WriterShare:
    share = db.scalar(select(WriterShare).where(WriterShare.uuid == share_uuid)) if share_uuid else None
    if share is None:
        raise NotFound()
    if not is_live(share):
        raise ShareEnded()
    return share


def _document_out(db: Session, share: WriterShare) -> schemas.SharedDocumentOut:
    template = db.get(WriterTemplate, share.template_id)
    owner = db.get(User, template.creator_id)
    return schemas.SharedDocumentOut(id=template.id, keyword=template.keyword, title=template.title,
                                     editor_name=share.editor_name, owner_name=owner.name or owner.email,
                                     expires_at=share.expires_at)


def unlock_share(db: Session, share_uuid: str, password: str, ip: str | None) -> dict:
    share = _shared(db, share_uuid)
    token = unlock(WRITER_SHARE, share.uuid, share.password_hash, password, ip)
    return {"token": token, "document": _document_out(db, share)}


def shared_by_token(db: Session, share_uuid: str, token: str | None) -> WriterShare:
    """The live share ``token`` was given for (404 unknown or stopped, 410 expired, 401 bad token)."""
    share = _shared(db, share_uuid)
    check_token(WRITER_SHARE, share.uuid, share.password_hash, token)
    return share


def shared_document(db: Session, share_uuid: str, token: str | None) -> schemas.SharedDocumentOut:
    return _document_out(db, shared_by_token(db, share_uuid, token))


# --- the co-edited text, saved by the server ---------------------------------------------------------


def save_state(db: Session, template_id: int, update: bytes, editors: list[str]) -> bool:
    """Merges ``update`` into the share's stored document and writes the template's fields from it, as a
    version saved as ``editors``. Nothing is written, and False returned, when the share has ended."""
    share = db.scalar(select(WriterShare).where(WriterShare.template_id == template_id).with_for_update())
    if not is_live(share):
        db.rollback()
        return False
    doc = ydoc.load(share.state)
    doc.apply_update(update)  # Yjs updates merge without conflicts
    share.state = doc.get_update()
    fields = ydoc.read_fields(doc)
    save_co_edited(db, db.get(WriterTemplate, template_id), fields, ", ".join(editors))
    return True


def stored_state(db: Session, template_id: int) -> bytes | None:
    share = live_share(db, template_id)
    return share.state if share else None


# --- who joins a co-editing room -------------------------------------------------------------------------


def room_editor(db: Session, template_id: int, user: User | None, share_token: str | None) -> str:
    """The name an editor of the shared document ``template_id`` joins its room under: the share's guest by
    their token, or a signed-in user who may edit the document. Raises the access error otherwise
    (api.writers.collab turns it into a close code)."""
    share = live_share(db, template_id)
    if share_token is not None:
        if share is None:
            raise NotFound()
        check_token(WRITER_SHARE, share.uuid, share.password_hash, share_token)
        return share.editor_name
    if user is None:
        raise ShareLocked()
    template_for(db, user, template_id, edit=True)
    if share is None:
        raise NotFound()
    return user.name or user.email
