"""Request and response bodies of the LINE binding."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class LineStatusOut(BaseModel):
    configured: bool = Field(description="Whether this server has a LINE Login channel (binding is possible)")
    bound: bool
    display_name: str | None = None
    picture_url: str | None = None
    bound_at: datetime | None = None
    friend: bool | None = Field(None, description="The official account was the user's friend when binding "
                                                  "(LINE delivers pushes only then); null: LINE did not say")
    last_push_at: datetime | None = None
    last_push_failed: bool = Field(False, description="LINE refused the last message pushed (see the server log)")


class LineBindStartOut(BaseModel):
    url: str = Field(description="LINE's consent screen; it sends the browser back to redirect_uri")


class LineBindIn(BaseModel):
    """What LINE sent back to the callback page: ``code`` and ``state``, or ``error`` (consent refused)."""
    code: str | None = None
    state: str
    redirect_uri: str
    error: str | None = None
