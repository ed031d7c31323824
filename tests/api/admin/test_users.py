"""The admin back office's users: found by address or name with their plan and what they paid, a trial extended
(or run again once ended; refused while a paid plan runs), disabled and enabled, their payments read; admins only,
every change audited."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select, update

from api.admin.models import AdminAction
from api.core.db import get_sessionmaker, utcnow
from api.plans.models import Subscription
from tests.api.accounts.helpers import PASSWORD
from tests.api.admin.test_codes import admin
from tests.api.billing.test_invoices import buy, gateway  # noqa: F401  (the fixture)
from tests.factories import make_user


def find(client, boss, q: str = "") -> list[dict]:
    answer = client.get("/api/admin/users", params={"q": q}, headers=boss.headers)
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


def extend(client, boss, user, days: int, locale: str = "zh-TW"):
    return client.post(f"/api/admin/users/{user.user_id}/extend_trial", json={"days": days},
                       headers={**boss.headers, "Accept-Language": locale})


def test_users_are_found_with_their_plan_and_payments(client, gateway):  # noqa: F811
    boss = admin()
    buyer = make_user("mei@example.com", plan_id=8, days=7)
    buy(client, buyer, plan_id=3, payment_type=2)
    make_user("other@example.com", plan_id=8, days=7)
    [row] = find(client, boss, "MEI@")
    assert (row["email"], row["plan_id"], row["plan_name"], row["payment_type"], row["paid_total"]) == (
        "mei@example.com", 3, "入門方案", 2, 14900)
    assert {row["email"] for row in find(client, boss)} == {"mei@example.com", "other@example.com", "admin@example.com"}


def test_a_trial_is_extended_or_run_again_and_audited(client, gateway):  # noqa: F811
    boss = admin()
    trying = make_user("trying@example.com", plan_id=8, days=7)
    with get_sessionmaker()() as db:
        end = db.scalar(select(Subscription.end_date).where(Subscription.user_id == trying.user_id))
    extended = extend(client, boss, trying, 14)
    assert extended.status_code == 200, extended.text
    assert extended.json()["plan_end"].startswith((end + timedelta(days=14)).date().isoformat())
    lapsed = make_user("lapsed@example.com", plan_id=8, days=7)
    with get_sessionmaker()() as db:
        db.execute(update(Subscription).where(Subscription.user_id == lapsed.user_id)
                   .values(end_date=utcnow() - timedelta(days=3)))
        db.commit()
    again = extend(client, boss, lapsed, 7).json()
    assert again["plan_id"] == 8 and again["plan_end"] is not None
    payer = make_user("payer@example.com", plan_id=8, days=7)
    buy(client, payer, plan_id=3, payment_type=1)
    refused = extend(client, boss, payer, 7, locale="en")
    expected = "This user has a paid plan running; there is no trial to extend"
    assert (refused.status_code, refused.json()["message"]) == (409, expected)
    assert extend(client, boss, trying, 91).status_code == 422
    with get_sessionmaker()() as db:
        audited = db.execute(select(AdminAction.action, AdminAction.target, AdminAction.admin_email)
                             .order_by(AdminAction.id)).all()
    assert audited == [("user.extend_trial", "user:trying@example.com", "admin@example.com"),
                       ("user.extend_trial", "user:lapsed@example.com", "admin@example.com")]


def test_only_admins_find_or_extend(client):
    user = make_user("owner@example.com", plan_id=10)
    for answer in (client.get("/api/admin/users", headers=user.headers),
                   client.post(f"/api/admin/users/{user.user_id}/extend_trial", json={"days": 7}, headers=user.headers)):
        assert (answer.status_code, answer.json()["code"]) == (403, "permission.denied")
    with get_sessionmaker()() as db:
        assert db.scalar(select(AdminAction.id)) is None


def set_disabled(client, boss, user, disabled: bool, locale: str = "zh-TW"):
    return client.post(f"/api/admin/users/{user.user_id}/disabled", json={"disabled": disabled},
                       headers={**boss.headers, "Accept-Language": locale})


def test_a_disabled_user_is_signed_out_and_cannot_sign_in_until_enabled(client):
    boss = admin()
    user = make_user("banned@example.com", password=PASSWORD)
    assert client.get("/api/me", headers=user.headers).status_code == 200
    disabled = set_disabled(client, boss, user, True)
    assert disabled.status_code == 200 and disabled.json()["disabled_at"] is not None
    assert client.get("/api/me", headers=user.headers).status_code == 401
    login = client.post("/api/login?locale=en", json={"email": "banned@example.com", "password": PASSWORD})
    assert (login.status_code, login.json()["code"], login.json()["message"]) == (
        403, "auth.account_disabled", "This account has been disabled; contact support if you think this is a mistake")
    wrong = client.post("/api/login", json={"email": "banned@example.com", "password": "Not-the-password-1"})
    assert wrong.json()["code"] == "auth.invalid_credentials"  # a guesser learns nothing about the account
    assert [row["disabled_at"] is not None for row in find(client, boss, "banned")] == [True]
    assert set_disabled(client, boss, user, False).json()["disabled_at"] is None
    assert client.post("/api/login", json={"email": "banned@example.com", "password": PASSWORD}).status_code == 200
    refused = set_disabled(client, boss, boss, True, locale="ja")
    assert (refused.status_code, refused.json()["message"]) == (409, "自分のアカウントは停止できません")
    with get_sessionmaker()() as db:
        audited = db.execute(select(AdminAction.action, AdminAction.target).order_by(AdminAction.id)).all()
    assert audited == [("user.disable", "user:banned@example.com"), ("user.enable", "user:banned@example.com")]


def test_an_admin_reads_a_users_payments_with_their_invoices(client, gateway):  # noqa: F811
    boss = admin()
    buyer = make_user("paying@example.com", plan_id=8, days=7)
    trade_no = buy(client, buyer, plan_id=10, payment_type=2)
    answer = client.get(f"/api/admin/users/{buyer.user_id}/payments", headers=boss.headers)
    assert answer.status_code == 200, answer.text
    [charge] = answer.json()["data"]
    assert (charge["trade_no"], charge["amount"], charge["succeeded"]) == (trade_no, 39900, True)
    assert answer.json()["renewal"]["trade_no"] == trade_no
    assert client.get(f"/api/admin/users/{buyer.user_id}/payments", headers=buyer.headers).status_code == 403
    assert client.get("/api/admin/users/99999/payments", headers=boss.headers).status_code == 404
