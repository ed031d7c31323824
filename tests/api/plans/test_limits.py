"""SPEC §6's limit rule (api/plans/limits.allowance) as a table."""

from __future__ import annotations

import pytest

from api.plans.catalogue import UNLIMITED
from api.plans.limits import allowance, pages_budget


@pytest.mark.parametrize(
    ("limitation", "counters", "expected"),
    [
        # limit: the limitation field, else 0
        ({}, {}, (0, True, 0, 0, False)),
        ({"keywords_limitation": None}, {"keywords_count": 0}, (0, True, 0, 0, False)),
        ({"keywords_limitation": "not a number"}, {}, (0, True, 0, 0, False)),
        ({"keywords_limitation": "30"}, {"keywords_count": "4"}, (30, True, 4, 26, True)),
        ({"sites_limitation": 5}, {}, (0, True, 0, 0, False)),  # another feature's limit does not count
        # limited below 99999999999
        (
            {"keywords_limitation": UNLIMITED},
            {"keywords_count": 10**6},
            (UNLIMITED, False, 10**6, UNLIMITED - 10**6, True),
        ),
        ({"keywords_limitation": UNLIMITED - 1}, {}, (UNLIMITED - 1, True, 0, UNLIMITED - 1, True)),
        # usage: the called count, else the count, else 0
        (
            {"keywords_limitation": 10},
            {"keywords_called_count": 3, "keywords_count": 9},
            (10, True, 3, 7, True),
        ),
        (
            {"keywords_limitation": 10},
            {"keywords_called_count": 0, "keywords_count": 9},
            (10, True, 0, 10, True),
        ),
        (
            {"keywords_limitation": 10},
            {"keywords_called_count": None, "keywords_count": 9},
            (10, True, 9, 1, True),
        ),
        ({"keywords_limitation": 10}, {}, (10, True, 0, 10, True)),
        # remaining: max(limit - usage, 0); available when above 0
        ({"keywords_limitation": 10}, {"keywords_count": 10}, (10, True, 10, 0, False)),
        ({"keywords_limitation": 10}, {"keywords_count": 25}, (10, True, 25, 0, False)),
        ({"keywords_limitation": 0}, {"keywords_count": 0}, (0, True, 0, 0, False)),
    ],
)
def test_allowance(limitation, counters, expected):
    found = allowance(limitation, counters, "keywords")
    assert (found.limit, found.limited, found.usage, found.remaining, found.available) == expected
    assert found.feature == "keywords"


@pytest.mark.parametrize(
    ("month_used", "project_used", "pages", "month_left", "project_left"),
    [
        (0, 0, 1_000, True, True),        # basic: 1,000 per project is the smaller
        (4_500, 0, 500, True, True),      # the month has only 500 left
        (4_500, 800, 200, True, True),    # the project only 200
        (5_000, 0, 0, False, True),       # the month is used up
        (100, 1_000, 0, True, False),     # the project is
    ],
)
def test_pages_budget_is_what_is_left_of_the_month_and_of_the_project(month_used, project_used, pages, month_left,
                                                                       project_left):
    budget = pages_budget({"pages_check_limitation": 5_000, "pages_per_project_limitation": 1_000}, month_used,
                          project_used)
    assert (budget.pages, budget.month.available, budget.project.available) == (pages, month_left, project_left)


def test_pages_budget_without_a_plan_is_nothing():
    assert pages_budget({}, 0, 0).pages == 0
