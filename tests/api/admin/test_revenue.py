"""Revenue figures from the successful charges, by Taipei month: revenue, MRR (a yearly charge a twelfth; a plan
change counts the newer charge only), customers, churn and trial conversion within 30 days; admins only."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import select

from api.accounts.models import User
from api.admin import revenue
from api.billing.ecpay import TAIPEI
from api.billing.models import Order, Payment, Refund
from tests.api.admin.test_codes import admin
from tests.factories import make_user


def taipei(month: int, day: int) -> datetime:
    return datetime(2026, month, day, 12, tzinfo=TAIPEI).astimezone(UTC)


def customer(db, email: str, signed_up: datetime, *charges: tuple[datetime, int, int]) -> None:
    """A user who signed up then, and their successful charges: (when, payment type, NT$)."""
    user = User(email=email, referral_code=email[:6].upper(), created_at=signed_up)
    db.add(user)
    db.flush()
    for index, (at, payment_type, amount) in enumerate(charges):
        order = Order(trade_no=f"RL{user.id:04d}{index:02d}", user_id=user.id, plan_id=3 if amount < 20000 else 10,
                      payment_type=payment_type, amount=amount, list_amount=amount, status="paid", paid_at=at)
        db.add(order)
        db.flush()
        db.add(Payment(order_id=order.id, period=1, reference=f"T{order.id}", amount=amount, succeeded=True,
                       charged_at=at))
    db.commit()


def test_months_of_revenue_mrr_churn_and_conversion(db_session):
    db = db_session
    # monthly from September, then yearly from 10 November: only the newer charge counts from then on
    customer(db, "annie@example.com", taipei(8, 25), (taipei(9, 1), 1, 1490), (taipei(10, 1), 1, 1490),
             (taipei(11, 1), 1, 1490), (taipei(11, 10), 2, 39900))
    customer(db, "bruno@example.com", taipei(9, 10), (taipei(9, 15), 2, 39900))  # yearly: 3,325 a month
    customer(db, "chen@example.com", taipei(9, 20), (taipei(9, 21), 1, 1490))  # one month, then gone
    customer(db, "dai@example.com", taipei(10, 5))  # never paid
    customer(db, "emi@example.com", taipei(10, 10), (taipei(11, 15), 1, 1490))  # paid after 36 days
    got = revenue.figures(db, months=3, now=taipei(11, 20))
    assert [(m["month"], m["revenue"], m["mrr"], m["customers"], m["churned"], m["churn_rate"]) for m in got["months"]] == [
        ("2026-09", 42880, 6305, 3, 0, None),
        ("2026-10", 1490, 4815, 2, 1, 1 / 3),
        ("2026-11", 42880, 8140, 3, 0, 0.0)]
    assert [(m["signups"], m["converted"], m["conversion_rate"], m["complete"]) for m in got["months"]] == [
        (2, 2, 1.0, True), (2, 0, 0.0, False), (0, 0, None, False)]
    assert (got["mrr"], got["customers"], got["conversion_days"]) == (8140, 3, 30)


def test_a_month_ends_at_taipei_midnight(db_session):
    db = db_session
    # 30 September 23:30 in Taipei is still September there (15:30 UTC)
    late = datetime(2026, 9, 30, 23, 30, tzinfo=TAIPEI).astimezone(UTC)
    customer(db, "late@example.com", late - timedelta(days=1), (late, 1, 1490))
    got = revenue.figures(db, months=2, now=taipei(10, 20))
    assert [(m["month"], m["revenue"]) for m in got["months"]] == [("2026-09", 1490), ("2026-10", 0)]


def test_refunds_come_off_revenue_and_a_charge_refunded_in_full_counts_nowhere(db_session):
    db = db_session
    customer(db, "part@example.com", taipei(8, 1), (taipei(9, 1), 2, 39900))
    customer(db, "whole@example.com", taipei(8, 1), (taipei(9, 5), 1, 1490))
    by_amount = {payment.amount: payment.id for payment in db.scalars(select(Payment))}
    db.add_all([Refund(payment_id=by_amount[39900], amount=9900, reason="部分退款", invoice_action="allowance"),
                Refund(payment_id=by_amount[1490], amount=1490, reason="全額退款", invoice_action="void")])
    db.commit()
    [september] = revenue.figures(db, months=1, now=taipei(9, 20))["months"]
    assert (september["revenue"], september["mrr"], september["customers"]) == (30000, 2500, 1)


def test_only_admins_read_the_figures(client):
    boss = admin()
    answer = client.get("/api/admin/revenue", params={"months": 6}, headers=boss.headers)
    assert answer.status_code == 200, answer.text
    assert len(answer.json()["months"]) == 6 and answer.json()["mrr"] == 0
    assert client.get("/api/admin/revenue", params={"months": 25}, headers=boss.headers).status_code == 422
    user = make_user("owner@example.com", plan_id=10)
    refused = client.get("/api/admin/revenue", headers=user.headers)
    assert (refused.status_code, refused.json()["code"]) == (403, "permission.denied")
