"""Parameter types shared by every area's routes and schemas."""

from __future__ import annotations

from typing import Annotated

from annotated_types import Ge, Le

# Primary keys are INTEGER columns: a larger number names no row, and would overflow the driver
# (a 500) if it reached the database. Out of range is a 422 like any other bad value.
MAX_ROW_ID = 2**31 - 1

RowId = Annotated[int, Ge(1), Le(MAX_ROW_ID)]
