"""SPEC §6's limit rule, in one pure function that every area uses."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from api.plans.catalogue import UNLIMITED


@dataclass(frozen=True)
class Allowance:
    feature: str
    limit: int
    limited: bool
    usage: int
    remaining: int
    available: bool


def allowance(limitation: Mapping[str, object], counters: Mapping[str, object], feature: str) -> Allowance:
    """limit = the limitation field else 0; limited below 99999999999; usage = called count, else
    count, else 0; remaining = max(limit - usage, 0); available when remaining > 0."""
    limit = _int(limitation.get(f"{feature}_limitation"))
    called = counters.get(f"{feature}_called_count")
    count = counters.get(f"{feature}_count")
    usage = _int(called if called is not None else count)
    remaining = max(limit - usage, 0)
    return Allowance(feature, limit, limit < UNLIMITED, usage, remaining, remaining > 0)


def _int(value: object) -> int:
    try:
        return int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0


@dataclass(frozen=True)
class PagesBudget:
    """SPEC §9's pages checked: this month's over every project (``pages_check``) and this month's of
    one project (``pages_per_project``). A site check may crawl what is left of both."""

    month: Allowance
    project: Allowance

    @property
    def pages(self) -> int:
        return min(self.month.remaining, self.project.remaining)


def pages_budget(limitation: Mapping[str, object], month_used: int, project_used: int) -> PagesBudget:
    """The pages a site check may crawl, from the plan's limitation and the pages already checked this
    month (all projects, and the project at hand)."""
    return PagesBudget(
        month=allowance(limitation, {"pages_check_called_count": month_used}, "pages_check"),
        project=allowance(limitation, {"pages_per_project_called_count": project_used}, "pages_per_project"),
    )
