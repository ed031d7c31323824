"""Planning the day's checks: timezones, one SERP per key across projects, spread, retries, on demand."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from api.projects.schemas import COUNTRY_CODES
from api.rankings import scheduling
from api.rankings.scheduling import (
    MAX_ATTEMPTS,
    WINDOW_END,
    WINDOW_START,
    Attempts,
    PlannedCheck,
    Project,
    batches,
    local_day,
    plan_day,
    retry_delay,
    select_due,
    slot,
)


def project(site_id: int, country: str = "TW", language: str = "zh-TW", keywords=("台北 美食",), **extra) -> Project:
    fields = {"engines": ("google",), "devices": ("desktop",), "targets": (f"site{site_id}.tw",), "depth": 10}
    return Project(site_id, country, language, keywords=tuple(keywords), **(fields | extra))


# 2025-03-01 16:30 UTC is already 2 March in Taipei and Tokyo, still 1 March in New York and São Paulo.
NOW = datetime(2025, 3, 1, 16, 30, tzinfo=UTC)


@pytest.mark.parametrize(("country", "zone", "day"), [
    ("TW", "Asia/Taipei", date(2025, 3, 2)),
    ("JP", "Asia/Tokyo", date(2025, 3, 2)),
    ("GB", "Europe/London", date(2025, 3, 1)),
    ("US", "America/New_York", date(2025, 3, 1)),
    ("BR", "America/Sao_Paulo", date(2025, 3, 1)),
])
def test_the_day_of_a_check_is_the_countrys_local_date(country, zone, day):
    assert scheduling.COUNTRY_TIMEZONES[country] == zone
    assert local_day(country, NOW) == day


def test_every_spec_country_has_a_timezone():
    assert set(scheduling.COUNTRY_TIMEZONES) == set(COUNTRY_CODES)


def test_projects_sharing_a_keyword_share_one_check_with_the_deepest_plan():
    a = project(1, keywords=("台北 美食", "ＩＰＨＯＮＥ　16"), depth=10, targets=("a.tw", "rival.tw"))
    b = project(2, keywords=("iphone 16",), depth=50, targets=("b.tw", "rival.tw"))
    jp = project(3, "JP", "ja", keywords=("iphone 16",))
    planned = {(c.key.country, c.key.keyword): c for c in plan_day([a, b, jp], NOW)}
    assert sorted(planned) == [("JP", "iphone 16"), ("TW", "iphone 16"), ("TW", "台北 美食")]
    shared = planned[("TW", "iphone 16")]
    assert (shared.site_ids, shared.depth, shared.targets) == ((1, 2), 50, ("a.tw", "b.tw", "rival.tw"))
    assert shared.due == min(slot(1, "TW", date(2025, 3, 2)), slot(2, "TW", date(2025, 3, 2)))
    assert shared.key.day == date(2025, 3, 2) and planned[("JP", "iphone 16")].key.day == date(2025, 3, 2)


def test_engines_and_devices_multiply_the_keys():
    both = project(1, engines=("google", "yahoo_tw"), devices=("desktop", "mobile"), keywords=("a", "b"))
    keys = {(c.key.engine, c.key.device, c.key.keyword) for c in plan_day([both], NOW)}
    assert len(keys) == 8


def test_slots_spread_projects_over_the_local_night():
    day = date(2025, 3, 2)
    slots = [slot(site_id, "TW", day) for site_id in range(1, 201)]
    local = [s.astimezone(scheduling.timezone_of("TW")) for s in slots]
    assert all(WINDOW_START <= t.time() < WINDOW_END and t.date() == day for t in local)
    hours = {t.hour for t in local}
    assert hours == set(range(8))  # every hour of the window gets some projects
    assert slot(7, "TW", day) == slot(7, "TW", day)  # stable


def test_retry_delay_doubles_from_15_minutes_up_to_4_hours():
    assert [retry_delay(n) for n in range(7)] == [timedelta(0)] + [timedelta(minutes=m)
                                                                     for m in (15, 30, 60, 120, 240, 240)]


def checks_at(due: datetime, *keywords: str) -> list[PlannedCheck]:
    p = project(1, keywords=keywords)
    return [PlannedCheck(c.key, due, c.depth, c.targets, c.site_ids) for c in plan_day([p], NOW)]


def test_due_checks_wait_for_their_slot_then_back_off_after_failures():
    due = NOW - timedelta(minutes=5)
    new, ok, failed_recently, failed_long_ago, given_up = checks_at(due, "a", "b", "c", "d", "e")
    later = checks_at(NOW + timedelta(hours=1), "f")[0]
    attempts = {
        ok.key: Attempts(ok=True, failures=1, last_at=NOW, pages=1),
        failed_recently.key: Attempts(failures=2, last_at=NOW - timedelta(minutes=20)),  # waits 30 min
        failed_long_ago.key: Attempts(failures=2, last_at=NOW - timedelta(minutes=31)),
        given_up.key: Attempts(failures=MAX_ATTEMPTS, last_at=NOW - timedelta(hours=9)),
    }
    planned = [new, ok, failed_recently, failed_long_ago, given_up, later]
    selection = select_due(planned, attempts, NOW)
    assert [c.key.keyword for c in selection.run] == ["a", "d"]
    assert (selection.done, selection.given_up, selection.waiting) == (1, 1, 2)

    on_demand = select_due(planned, attempts, NOW, on_demand=True)  # failed or new, now
    assert [c.key.keyword for c in on_demand.run] == ["a", "c", "d", "f"]
    assert (on_demand.done, on_demand.given_up, on_demand.waiting) == (1, 1, 0)


def test_a_stored_serp_counts_as_done_only_when_it_answers_the_checks_depth():
    (check,) = [PlannedCheck(c.key, NOW - timedelta(minutes=5), c.depth, c.targets, c.site_ids)
                for c in plan_day([project(1, depth=50, targets=("site1.tw", "rival.tw"))], NOW)]

    def done(**stored) -> bool:
        return select_due([check], {check.key: Attempts(ok=True, last_at=NOW, **stored)}, NOW).done == 1

    assert not done(pages=1)  # a depth-10 SERP (a trial's rank check) does not answer a depth-50 project
    assert not done(pages=3, found=frozenset({"site1.tw"}))  # a competitor not found yet may be deeper
    assert done(pages=5)  # deep enough
    assert done(pages=2, ended=True)  # all the engine had
    assert done(pages=1, found=frozenset({"site1.tw", "rival.tw"}))  # every site found: deeper pages change nothing
    assert select_due([check], {check.key: Attempts(ok=True, pages=1)}, NOW).run == [check]  # checked again, deeper


def test_batches_keep_a_scope_together_and_round_trip_through_json():
    checks = plan_day([project(1, keywords=[f"k{i}" for i in range(5)], devices=("desktop", "mobile"))], NOW)
    runs = batches(checks, 4)
    assert [len(r) for r in runs] == [4, 4, 2]
    assert [c.key.device for c in runs[0]] == ["desktop"] * 4
    assert all(PlannedCheck.from_dict(c.to_dict()) == c for c in checks)
