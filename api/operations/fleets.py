"""The one interface every spider fleet offers the crawl operations screen, and the registry of fleets.

A fleet (SERP checks, the link crawl, site audits, ...) reports its :class:`FleetStatus` and obeys the operators'
controls. Each fleet keeps its control state where its own workers read it (the link crawl in its frontier, the
others where their dispatchers look), so pausing a fleet stops new work at the source; work already running ends.
Areas register their fleet at import with :func:`register`; the operations API lists :func:`fleets`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from sqlalchemy.orm import Session


@dataclass(frozen=True)
class SourceHealth:
    """An outside source a fleet fetches through (a SERP API, a keyword provider, direct fetch): whether it is
    configured or the labelled sandbox, whether its recent calls succeed, and its quota where it has one."""

    name: str
    configured: bool
    healthy: bool
    quota_used: int | None = None
    quota_limit: int | None = None
    last_error: str | None = None


@dataclass(frozen=True)
class FleetStatus:
    name: str                       # stable id: "serp", "links", "audits"
    paused: bool
    queued: int                     # jobs or URLs waiting
    running: int                    # jobs or fetches in progress now
    pages_per_second: float         # over the last few minutes
    fetched_today: int
    daily_budget: int | None        # pages (or jobs) a day; None: no budget
    every_seconds: int | None       # how often it starts work; None: on demand (no schedule to change)
    errors_by_kind: Mapping[str, int] = field(default_factory=dict)  # today's errors: {"timeout": 3, "robots": 12}
    frontier_hosts: int | None = None  # hosts with queued URLs (crawl fleets only)
    failed_jobs: int = 0            # jobs that can be retried
    sources: tuple[SourceHealth, ...] = ()
    updated_at: datetime | None = None

    @property
    def schedule(self) -> str | None:
        """The schedule as text ("every 3600 s"), None on demand."""
        return f"every {self.every_seconds} s" if self.every_seconds else None


class Fleet(Protocol):
    name: str

    def status(self, db: Session) -> FleetStatus: ...

    def pause(self, db: Session) -> None: ...

    def resume(self, db: Session) -> None: ...

    def set_budget(self, db: Session, daily_budget: int | None) -> None: ...

    def set_schedule(self, db: Session, every_seconds: int | None) -> None: ...

    def retry_failed(self, db: Session) -> int:
        """Queues the failed jobs again; returns how many."""
        ...


_FLEETS: dict[str, Fleet] = {}


def register(fleet: Fleet) -> Fleet:
    _FLEETS[fleet.name] = fleet
    return fleet


def fleets() -> list[Fleet]:
    return list(_FLEETS.values())


def fleet(name: str) -> Fleet | None:
    return _FLEETS.get(name)
