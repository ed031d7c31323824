"""Plan limits and gating through the API: 429 when an allowance is used up, 403 when the plan (or no
plan) does not allow it, with SPEC §6 and §8's texts in the request's language."""

from __future__ import annotations

import pytest
from sqlalchemy import select, update

from api.accounts.models import User
from api.core.db import utcnow
from api.plans.models import Subscription
from api.plans.service import subscription_summary
from api.projects.models import Site
from tests.api.projects.support import count, error, new_site
from tests.factories import make_user

LIMIT_REACHED = {
    "en": "Usage reached this month's limit or no active subscription plan; upgrade the plan",
    "zh-TW": "本月使用量已達上限或無有效訂閱方案，請升級方案",
    "ja": "今月の利用上限に達したか、有効なプランがありません。プランをアップグレードしてください",
}


@pytest.mark.parametrize("locale", ["en", "zh-TW", "ja"])
def test_projects_beyond_the_plan_are_a_429(client, locale):
    trial = make_user("trial@example.com", plan_id=8)  # one project on the trial
    new_site(client, trial)
    response = client.post(
        "/api/sites",
        json={"name": "二", "url": "https://two.example.com"},
        headers={**trial.headers, "Accept-Language": locale},
    )
    assert error(response, 429, "plan.limit_reached")["message"] == LIMIT_REACHED[locale]
    assert count(Site) == 1


@pytest.mark.parametrize(
    ("locale", "text"),
    [("en", "You do not have permission to add a project"), ("ja", "プロジェクトを追加する権限がありません")],
)
def test_no_active_plan_may_not_add_a_project(client, db_session, locale, text):
    user = make_user("ended@example.com", plan_id=3)
    db_session.execute(
        update(Subscription).where(Subscription.user_id == user.user_id).values(end_date=utcnow())
    )  # the contract ran out just now
    db_session.commit()
    response = client.post(
        "/api/sites",
        json={"name": "x", "url": "https://x.example.com"},
        headers={**user.headers, "Accept-Language": locale},
    )
    assert error(response, 403, "project.add_denied")["message"] == text
    assert count(Site) == 0


def test_a_plan_without_projects_may_not_add_one(client, db_session):
    user = make_user("zero@example.com", plan_id=3)
    sub = db_session.scalar(select(Subscription).where(Subscription.user_id == user.user_id))
    sub.limitation = {**sub.limitation, "sites_limitation": 0}
    db_session.commit()
    response = client.post(
        "/api/sites",
        json={"name": "x", "url": "https://x.example.com"},
        headers={**user.headers, "Accept-Language": "zh-TW"},
    )
    assert error(response, 403, "project.add_denied")["message"] == "您沒有新增專案的權限"


@pytest.mark.parametrize(
    ("locale", "text"),
    [
        ("en", "Your plan does not support this feature; contact support"),
        ("zh-TW", "目前方案不支援此功能，請聯繫客服"),
    ],
)
def test_yahoo_rankings_need_a_paid_plan(client, locale, text):
    trial = make_user("trial@example.com", plan_id=8)
    site = new_site(client, trial)
    response = client.patch(
        f"/api/sites/{site['id']}",
        json={"yahoo_enabled": True},
        headers={**trial.headers, "Accept-Language": locale},
    )
    assert error(response, 403, "plan.feature_unavailable")["message"] == text
    assert client.get(f"/api/sites/{site['id']}", headers=trial.headers).json()["yahoo_enabled"] is False
    # Turning it off, or other fields, stay possible.
    assert (
        client.patch(
            f"/api/sites/{site['id']}", json={"yahoo_enabled": False, "name": "改名"}, headers=trial.headers
        ).status_code
        == 200
    )


def test_a_paid_plan_turns_yahoo_rankings_on(client):
    basic = make_user("basic@example.com", plan_id=3)
    site = new_site(client, basic)
    response = client.patch(f"/api/sites/{site['id']}", json={"yahoo_enabled": True}, headers=basic.headers)
    assert response.status_code == 200 and response.json()["yahoo_enabled"] is True


def test_unlimited_plan_is_never_exhausted(client):
    internal = make_user("internal@example.com", plan_id=1)
    for index in range(3):
        new_site(
            client,
            internal,
            url=f"https://s{index}.example.com",
            keywords="\n".join(f"k{i}" for i in range(50)),
        )
    assert count(Site) == 3


def test_subscription_summary_counts_what_the_limits_count(client, db_session):
    trial = make_user("trial@example.com", plan_id=8)
    new_site(client, trial, keywords="一\n二\n三", competitors=[{"url": "rival.tw"}])
    summary = subscription_summary(db_session, db_session.get(User, trial.user_id))
    assert (summary["plan_id"], summary["sites_count"], summary["keywords_count"]) == (8, 1, 3)
    assert summary["limitation"]["keywords_limitation"] == 30
    assert summary["ranking_update_called_count"] == 0
