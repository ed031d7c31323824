"""Response shapes of the operation history."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict


class OperationOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    type: str
    status: Literal["in_progress", "completed", "failed"]
    progress: int
    site_id: int | None
    created_at: datetime
    completed_at: datetime | None
