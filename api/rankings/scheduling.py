"""Planning the day's rank checks: pure functions of the projects, the clock and the attempts so far.

The rules (issue 3, "Scheduling"):

- **Per project timezone.** A SERP's day is the local date of its country (:data:`COUNTRY_TIMEZONES`:
  Taiwan Asia/Taipei, Japan Asia/Tokyo, …). Every project sharing a SERP key shares its country, so
  the day of a key is never ambiguous.
- **Once per key.** Projects tracking the same keyword in the same engine, country, language, device
  and location share one SERP: :func:`plan_day` merges them into one :class:`PlannedCheck` with the
  deepest of their plans' depths and every site's domain as a target of the smart strategy.
- **Deep enough.** A key counts as checked today only when its stored SERP answers the check: it reaches
  the check's depth, is all the engine has (:attr:`Attempts.ended`), or holds every target (a smart fetch
  would have stopped there). So a shallow SERP stored by a trial's rank check or a depth-10 project does
  not stand for a depth-50 project's check of the same key: that key is checked again, deeper, in its
  slot (:meth:`Attempts.covers`).
- **Spread over the day.** Each project gets a start slot between :data:`WINDOW_START` and
  :data:`WINDOW_END` local time, from a hash of its id, so projects are spread over the night while a
  project's keywords land together (its dashboard is never half today, half yesterday for long). A
  shared key goes with the earliest of its projects. Morning reports find the day's figures in place.
- **Retries with backoff.** A failed attempt is retried after :func:`retry_delay` (15, 30, 60, 120
  minutes …, at most 4 hours), up to :data:`MAX_ATTEMPTS` a day; after that the keyword stays failed
  for the day (shown as failed, never as a rank).
- **On demand.** A manual update re-runs only the keys without a successful check today that covers
  them (failed, new, or stored too shallow), at once, without waiting for their slot or backoff.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from analytics.rankings.keys import SerpKey, SerpScope, normalize_keyword
from crawler.serp.depth import page_count

# SPEC §3's 15 countries. Where a country spans several zones, its most populous one.
COUNTRY_TIMEZONES: dict[str, str] = {
    "TW": "Asia/Taipei",
    "HK": "Asia/Hong_Kong",
    "US": "America/New_York",
    "DE": "Europe/Berlin",
    "GB": "Europe/London",
    "VN": "Asia/Ho_Chi_Minh",
    "ID": "Asia/Jakarta",
    "MY": "Asia/Kuala_Lumpur",
    "SG": "Asia/Singapore",
    "PH": "Asia/Manila",
    "IN": "Asia/Kolkata",
    "TH": "Asia/Bangkok",
    "JP": "Asia/Tokyo",
    "MX": "America/Mexico_City",
    "BR": "America/Sao_Paulo",
}
# Yahoo engines serve one country each (crawler.serp.requests.ENGINE_COUNTRY).
YAHOO_ENGINES: dict[str, str] = {"JP": "yahoo_jp", "TW": "yahoo_tw"}

WINDOW_START = time(0, 15)
WINDOW_END = time(8, 0)
MAX_ATTEMPTS = 5
RETRY_BASE = timedelta(minutes=15)
RETRY_MAX = timedelta(hours=4)


def timezone_of(country: str) -> ZoneInfo:
    return ZoneInfo(COUNTRY_TIMEZONES.get(country.upper(), "UTC"))


def local_day(country: str, now: datetime) -> date:
    """The date it is in ``country`` at ``now`` (an aware datetime)."""
    return now.astimezone(timezone_of(country)).date()


def _unit(*parts: object) -> float:
    """A stable number in [0, 1) from ``parts`` (the same on every machine and run)."""
    digest = hashlib.sha256("|".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def slot(site_id: int, country: str, day: date) -> datetime:
    """When a project's checks of ``day`` start (UTC): its place in the local night window."""
    zone = timezone_of(country)
    start = datetime.combine(day, WINDOW_START, zone)
    length = datetime.combine(day, WINDOW_END, zone) - start
    return (start + length * _unit("slot", site_id)).astimezone(UTC)


@dataclass(frozen=True)
class Project:
    """What planning needs of a tracked site (read from the projects store by the caller)."""

    site_id: int
    country: str
    language: str
    engines: tuple[str, ...]
    devices: tuple[str, ...]
    keywords: tuple[str, ...]
    targets: tuple[str, ...]  # domains of the site and its competitors: a smart fetch stops once all are found
    depth: int  # results the owner's plan tracks (10, 30, 50, 100)
    location: str = ""

    def scopes(self) -> list[SerpScope]:
        return [SerpScope(engine, self.country, self.language, device, self.location)
                for engine in self.engines for device in self.devices]


@dataclass(frozen=True)
class PlannedCheck:
    """One SERP to fetch today: shared by ``site_ids``, due at ``due`` (UTC)."""

    key: SerpKey
    due: datetime
    depth: int
    targets: tuple[str, ...]
    site_ids: tuple[int, ...]

    def to_dict(self) -> dict:
        k = self.key
        return {"engine": k.engine, "country": k.country, "language": k.language, "device": k.device,
                "location": k.location, "keyword": k.keyword, "day": k.day.isoformat(),
                "due": self.due.isoformat(), "depth": self.depth, "targets": list(self.targets),
                "site_ids": list(self.site_ids)}

    @classmethod
    def from_dict(cls, data: Mapping) -> PlannedCheck:
        key = SerpKey(data["engine"], data["country"], data["language"], data["device"], data["location"],
                      data["keyword"], date.fromisoformat(data["day"]))
        return cls(key, datetime.fromisoformat(data["due"]), int(data["depth"]), tuple(data["targets"]),
                   tuple(data["site_ids"]))


def plan_day(projects: Iterable[Project], now: datetime) -> list[PlannedCheck]:
    """Every SERP key the projects need on their local today, each once, in due order."""
    merged: dict[SerpKey, PlannedCheck] = {}
    for project in projects:
        day = local_day(project.country, now)
        due = slot(project.site_id, project.country, day)
        keywords = dict.fromkeys(k for k in map(normalize_keyword, project.keywords) if k)
        for scope in project.scopes():
            for keyword in keywords:
                key = scope.key(keyword, day)
                found = merged.get(key)
                if found is None:
                    merged[key] = PlannedCheck(key, due, project.depth, tuple(sorted(set(project.targets))),
                                               (project.site_id,))
                    continue
                merged[key] = PlannedCheck(key, min(found.due, due), max(found.depth, project.depth),
                                           tuple(sorted({*found.targets, *project.targets})),
                                           tuple(sorted({*found.site_ids, project.site_id})))
    return sorted(merged.values(), key=lambda c: (c.due, c.key.engine, c.key.device, c.key.keyword))


@dataclass(frozen=True)
class Attempts:
    """A key's attempts so far on its day (from the check records), and what its stored SERP holds:
    ``pages`` result pages, ``ended`` when the engine had none after them, ``found`` the targets of the
    caller's checks that it contains."""

    ok: bool = False
    failures: int = 0
    last_at: datetime | None = None
    pages: int = 0
    ended: bool = False
    found: frozenset[str] = frozenset()

    def covers(self, depth: int, targets: Iterable[str]) -> bool:
        """Whether the stored SERP answers a check of ``depth`` results for ``targets``: it holds that
        many pages, or all the engine has, or every target (fetching deeper could not give a site
        found a better position). A SERP fetched to a shallower depth answers none of these."""
        if not self.ok:
            return False
        targets = set(targets)
        return self.pages >= page_count(depth) or self.ended or (bool(targets) and targets <= self.found)


NEVER = Attempts()


def retry_delay(failures: int) -> timedelta:
    """How long after the ``failures``-th failed attempt the next one may start: 15 min, doubling."""
    if failures < 1:
        return timedelta(0)
    return min(RETRY_BASE * 2 ** (failures - 1), RETRY_MAX)


@dataclass
class Selection:
    """What :func:`select_due` decided: the checks to run now, and why the others wait."""

    run: list[PlannedCheck] = field(default_factory=list)
    done: int = 0        # a successful check today that covers the check's depth and targets
    given_up: int = 0    # MAX_ATTEMPTS failures today: failed for the day
    waiting: int = 0     # before their slot, or backing off after a failure


def select_due(planned: Sequence[PlannedCheck], attempts: Mapping[SerpKey, Attempts], now: datetime, *,
               on_demand: bool = False) -> Selection:
    """The checks to start at ``now``. ``on_demand`` (a manual update) starts every key without a
    successful check today that covers it (:meth:`Attempts.covers`) at once; failed ones are still
    bounded by :data:`MAX_ATTEMPTS`."""
    selection = Selection()
    for check in planned:
        seen = attempts.get(check.key, NEVER)
        if seen.covers(check.depth, check.targets):
            selection.done += 1
        elif seen.failures >= MAX_ATTEMPTS:
            selection.given_up += 1
        elif not on_demand and (check.due > now or (
                seen.last_at is not None and now < seen.last_at + retry_delay(seen.failures))):
            selection.waiting += 1
        else:
            selection.run.append(check)
    return selection


def batches(checks: Sequence[PlannedCheck], size: int) -> list[list[PlannedCheck]]:
    """Checks in runs of ``size`` (one crawl process each), keeping each scope's keys together."""
    ordered = sorted(checks, key=lambda c: (c.key.engine, c.key.country, c.key.language, c.key.device,
                                            c.key.location, c.due, c.key.keyword))
    return [list(ordered[i:i + size]) for i in range(0, len(ordered), size)]
