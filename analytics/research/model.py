"""What a keyword's figures are, wherever they come from: :class:`KeywordMetrics`, and SPEC §9's
competition level 0-4 (:func:`competition_level`).

Providers measure ad competition two ways, both Google Ads' (KeywordPlanHistoricalMetrics): an index 0-100
("the number of ad slots filled divided by the total number of ad slots available") and a label LOW,
MEDIUM or HIGH. Google documents the label as bands of that index: LOW below 34, MEDIUM 34-66, HIGH 67
and over. SPEC §9's level 0-4 is the index in five equal bands:

=====  ==========
level  index
=====  ==========
0      0-19
1      20-39
2      40-59
3      60-79
4      80-100
=====  ==========

With a label only (no index), the label's band stands for its middle: LOW → 17 → 0, MEDIUM → 50 → 2,
HIGH → 84 → 4. Neither (the provider had too little data): no level (``None``), shown as unknown rather
than as 0, which would claim there is no competition.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass, field
from datetime import date, datetime

LEVELS = 5  # 0 … 4
LABEL_INDEX = {"LOW": 17, "MEDIUM": 50, "HIGH": 84}  # the middle of each label's documented band


def competition_level(index: float | None, label: str | None = None) -> int | None:
    """SPEC's competition level 0-4 from a provider's index 0-100, else from its LOW/MEDIUM/HIGH label.

    >>> competition_level(0), competition_level(19), competition_level(20), competition_level(100)
    (0, 0, 1, 4)
    >>> competition_level(None, "MEDIUM"), competition_level(None, "HIGH"), competition_level(None, "UNSPECIFIED")
    (2, 4, None)
    """
    if index is None:
        index = LABEL_INDEX.get((label or "").upper())
        if index is None:
            return None
    index = min(max(float(index), 0.0), 100.0)
    return min(int(index // (100 / LEVELS)), LEVELS - 1)


def month_of(day: date) -> date:
    """The first day of ``day``'s month: the month figures are cached for."""
    return day.replace(day=1)


def month_number(name: str | int) -> int:
    """A month from Google Ads' MonthOfYear enum (``JANUARY``) or a number (``1``)."""
    if isinstance(name, int) or str(name).isdigit():
        return int(name)
    return list(calendar.month_name).index(str(name).capitalize())


@dataclass(frozen=True)
class KeywordMetrics:
    """One keyword's figures in one country and language, as a provider gave them.

    ``volume`` is the average monthly searches over the last twelve months; ``history`` the monthly volumes
    (first day of the month, searches), oldest first. CPC figures are in USD. ``competition`` is SPEC's
    level 0-4 (:func:`competition_level`), ``competition_index`` and ``competition_label`` the provider's
    own. ``source`` names the provider; ``sandbox`` marks made-up figures.
    """

    keyword: str
    volume: int | None = None
    history: tuple[tuple[date, int], ...] = ()
    cpc_usd: float | None = None
    cpc_low_usd: float | None = None
    cpc_high_usd: float | None = None
    competition_index: int | None = None
    competition_label: str = ""
    source: str = ""
    sandbox: bool = False
    month: date | None = None
    fetched_at: datetime | None = None
    competition: int | None = field(default=None)

    def __post_init__(self) -> None:
        if self.competition is None:
            object.__setattr__(self, "competition", competition_level(self.competition_index, self.competition_label))

    def trend(self) -> list[int]:
        """The monthly volumes, oldest first (what a sparkline draws)."""
        return [volume for _, volume in self.history]
