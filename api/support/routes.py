"""Support API: the contact form of the console's top bar and subscribe page."""

from __future__ import annotations

from fastapi import APIRouter, Request, status

from api.core.errors import request_locale
from api.deps import ClientAddress, DbSession, OptionalAuth
from api.support import service
from api.support.schemas import ContactIn, ContactOut

router = APIRouter(tags=["support"])


@router.post("/contact", status_code=status.HTTP_201_CREATED, response_model=ContactOut)
def contact(body: ContactIn, request: Request, ip: ClientAddress, db: DbSession, auth: OptionalAuth):
    """Asks for a consultant: mailed to the sales team, at most 5 per hour per user (or address)."""
    return service.send_contact(db, body, user=auth.user if auth else None,
                                ip=ip,
                                locale=request_locale(request))
