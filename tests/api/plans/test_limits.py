"""SPEC §6's limit rule (api/plans/limits.allowance) as a table."""

from __future__ import annotations

import pytest

from api.plans.catalogue import UNLIMITED
from api.plans.limits import allowance


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
