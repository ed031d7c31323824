"""Response shapes of the operation history."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class OperationSite(BaseModel):
    id: int
    name: str
    domain: str


class OperationOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    type: str
    status: Literal["in_progress", "completed", "failed"]
    progress: int
    site_id: int | None
    created_at: datetime
    completed_at: datetime | None
    # What the history screen says of a row (GET /operation_history), in the request's language.
    site: OperationSite | None = Field(default=None, description="the project, while it exists")
    summary: str | None = Field(default=None, description="what was done and how it came out")
    reason: str | None = Field(default=None, description="why a failed job failed")
    reason_code: str | None = None
    link: str | None = Field(default=None, description="the console path of the job's result")
