"""Request and response bodies of the contact form.

Fields are plain text here: the rules and their localized messages live in the service.
"""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field


class ContactIn(BaseModel):
    name: str | None = None
    email: str | None = None
    phone: str | None = None
    company: str | None = None
    website: str | None = None
    message: str | None = Field(None, description="What the sender needs, up to 2,000 characters")


class ContactOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    created_at: datetime
