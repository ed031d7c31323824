"""The plan catalogue, as data.

Prices are NT$, tax included; payment type 1 is monthly, 2 yearly (ten months' price: two free).
Limits are ``{feature}_limitation`` values; ``UNLIMITED`` is SPEC §6's threshold, at and above which a
feature is not limited. Count features (``sites``, ``keywords``, ``competitors``, ``receivers``,
``members``, ``api_tokens``, saved ``keyword_lists`` per user and ``keyword_list_items`` per list) limit how
many exist; the others are monthly allowances.

| feature              | trial (8, 2) | basic (3) | advanced (10) | enterprise (7) |
|----------------------|-------------:|----------:|--------------:|---------------:|
| sites                |            1 |         3 |            10 |             50 |
| keywords (all sites) |           30 |       300 |         1,500 |         10,000 |
| competitors / site   |            3 |         3 |             5 |             10 |
| receivers / site     |            1 |         3 |            10 |             30 |
| members / site       |            1 |         2 |             5 |             20 |
| ranking_update /mo   |            0 |        30 |           100 |      unlimited |
| keyword_gap /mo      |            0 |        15 |            60 |            300 |
| competitor_research  |           10 |       150 |           300 |          1,000 |
| keyword_search /mo   |           20 |       300 |         1,000 |          5,000 |
| page_audit /mo       |           10 |       100 |           500 |          2,000 |
| pages_check /mo      |          100 |     5,000 |        50,000 |        200,000 |
| pages_per_project    |          100 |     1,000 |        10,000 |         50,000 |
| rank_check /mo       |           20 |       300 |         1,000 |          5,000 |
| writer /mo           |            5 |        50 |           200 |      unlimited |
| text_comply /mo      |            5 |        50 |           200 |      unlimited |
| api_tokens           |            1 |         3 |            10 |             50 |
| keyword_lists        |            3 |        10 |            50 |            200 |
| keyword_list_items   |          200 |     1,000 |         1,000 |          1,000 |
| SERP depth           |           10 |        30 |            50 |            100 |
"""

from __future__ import annotations

from dataclasses import dataclass, field

UNLIMITED = 99_999_999_999

COUNT_FEATURES = ("sites", "keywords", "competitors", "receivers", "members", "api_tokens", "keyword_lists",
                  "keyword_list_items")
MONTHLY_FEATURES = (
    "ranking_update", "keyword_gap", "competitor_research", "keyword_search", "page_audit",
    "pages_check", "pages_per_project", "rank_check", "writer", "text_comply",
)

# SPEC §6 gating: which plan ids may use a feature at all.
_WRITER_SHARE = frozenset({5, 7, 12, 13, 14, 15})
FEATURE_PLANS: dict[str, frozenset[int]] = {
    "writer_share": _WRITER_SHARE,
    "batch_audit": _WRITER_SHARE | {10},
    "ranking_report": _WRITER_SHARE | {10},
    "cms_plugin": _WRITER_SHARE | {10},
    "ai_generator": frozenset({5, 14, 15}),
    # SPEC §6: the keyword network graph is for one premium plan, enterprise; the console's menu shows its
    # entry when /api/me says the plan includes it (console/src/features/shell/utils/menu.ts).
    "keyword_network_graph": frozenset({7}),
}
TRIAL_PLANS = frozenset({2, 8})
# Features that need any paid tier (SPEC §6): denied on trial plans.
PAID_FEATURES = frozenset({
    "backlinks", "yahoo_ranking", "keyword_gap", "ai_resize", "google_indexing", "ranking_update",
    "monthly_report_email",
})
# The plans a user can buy on /subscribe, cheapest first (GET /plans).
PURCHASABLE_PLANS = (3, 10, 7)
MONTHLY, YEARLY = 1, 2  # payment types
NO_UPGRADE_BUTTON_PLAN = 1
ADMIN_PLAN = 5
FREE_TRIAL_PLAN = 8
FREE_TRIAL_DAYS = 7


@dataclass(frozen=True)
class Plan:
    id: int
    key: str
    names: dict[str, str]
    limitation: dict[str, int]
    serp_depth: int
    prices: dict[int, int] = field(default_factory=dict)  # payment type -> NT$

    @property
    def is_trial(self) -> bool:
        return self.id in TRIAL_PLANS

    @property
    def is_paid(self) -> bool:
        return not self.is_trial


def _limits(**values: int) -> dict[str, int]:
    return {f"{name}_limitation": value for name, value in values.items()}


_TRIAL_LIMITS = _limits(
    sites=1, keywords=30, competitors=3, receivers=1, members=1, ranking_update=0, keyword_gap=0,
    competitor_research=10, keyword_search=20, page_audit=10, pages_check=100, pages_per_project=100,
    rank_check=20, writer=5, text_comply=5, api_tokens=1, keyword_lists=3, keyword_list_items=200,
)
_BASIC_LIMITS = _limits(
    sites=3, keywords=300, competitors=3, receivers=3, members=2, ranking_update=30, keyword_gap=15,
    competitor_research=150, keyword_search=300, page_audit=100, pages_check=5_000, pages_per_project=1_000,
    rank_check=300, writer=50, text_comply=50, api_tokens=3, keyword_lists=10, keyword_list_items=1_000,
)
_ADVANCED_LIMITS = _limits(
    sites=10, keywords=1_500, competitors=5, receivers=10, members=5, ranking_update=100, keyword_gap=60,
    competitor_research=300, keyword_search=1_000, page_audit=500, pages_check=50_000,
    pages_per_project=10_000, rank_check=1_000, writer=200, text_comply=200, api_tokens=10, keyword_lists=50,
    keyword_list_items=1_000,
)
_ENTERPRISE_LIMITS = _limits(
    sites=50, keywords=10_000, competitors=10, receivers=30, members=20, ranking_update=UNLIMITED,
    keyword_gap=300, competitor_research=1_000, keyword_search=5_000, page_audit=2_000,
    pages_check=200_000, pages_per_project=50_000, rank_check=5_000, writer=UNLIMITED,
    text_comply=UNLIMITED, api_tokens=50, keyword_lists=200, keyword_list_items=1_000,
)
_UNLIMITED_LIMITS = {key: UNLIMITED for key in _ENTERPRISE_LIMITS}


def _names(zh_tw: str, zh_cn: str, en: str, ja: str) -> dict[str, str]:
    return {"zh-TW": zh_tw, "zh-CN": zh_cn, "en": en, "ja": ja}


PLANS: dict[int, Plan] = {
    plan.id: plan
    for plan in (
        Plan(1, "internal", _names("內部方案", "内部方案", "Internal", "社内プラン"), _UNLIMITED_LIMITS, 100),
        Plan(2, "free_trial", _names("免費試用", "免费试用", "Free trial", "無料トライアル"), _TRIAL_LIMITS, 10),
        Plan(8, "seven_day_trial", _names("7 天免費試用", "7 天免费试用", "7-day free trial", "7日間無料トライアル"),
             _TRIAL_LIMITS, 10),
        Plan(3, "basic", _names("入門方案", "入门方案", "Basic", "ベーシック"), _BASIC_LIMITS, 30,
             {1: 1_490, 2: 14_900}),
        Plan(10, "advanced", _names("進階方案", "进阶方案", "Advanced", "アドバンス"), _ADVANCED_LIMITS, 50,
             {1: 3_990, 2: 39_900}),
        Plan(7, "enterprise", _names("企業方案", "企业方案", "Enterprise", "エンタープライズ"), _ENTERPRISE_LIMITS,
             100, {1: 9_990, 2: 99_900}),
        # Ids 5 and 12-15 appear in SPEC's gating lists without names: kept as enterprise-grade
        # custom contracts; 5 is also the admin plan.
        Plan(5, "custom_admin", _names("自訂方案 A", "自定义方案 A", "Custom A", "カスタム A"), _UNLIMITED_LIMITS, 100),
        *(
            Plan(pid, f"custom_{pid}", _names(f"自訂方案 {pid}", f"自定义方案 {pid}", f"Custom {pid}",
                                               f"カスタム {pid}"), _ENTERPRISE_LIMITS, 100)
            for pid in (12, 13, 14, 15)
        ),
    )
}


def get_plan(plan_id: int) -> Plan | None:
    return PLANS.get(plan_id)


def plan_allows(plan_id: int | None, feature: str) -> bool:
    """SPEC §6 gating by plan id; features not listed are open to every plan."""
    if plan_id is None:
        return False
    if feature in FEATURE_PLANS:
        return plan_id in FEATURE_PLANS[feature]
    if feature in PAID_FEATURES:
        return plan_id not in TRIAL_PLANS
    return True
