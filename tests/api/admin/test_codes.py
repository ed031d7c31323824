"""The admin back office's codes: admins only (everyone else 403, nothing changed), a code made with the
operator's mistakes named under their fields, a code stopped at once, and every change in the audit log with the
admin's identity."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from api.admin.models import AdminAction
from api.core.db import get_sessionmaker
from api.plans.models import PromoCode
from tests.factories import make_user

LAUNCH = {"code": "LAUNCH20", "kind": "promo", "discount_percent": 20, "plan_id": 10, "payment_type": 2,
          "max_uses": 100, "expires_at": "2027-01-01T00:00:00Z"}


def admin():
    return make_user("admin@example.com", plan_id=5)  # SPEC §6: plan 5 is treated as admin


def count(model) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(func.count()).select_from(model))


def test_only_admins_reach_the_back_office(client):
    for caller in (make_user("owner@example.com", plan_id=10), None):
        headers = caller.headers if caller else {}
        expected = (403, "permission.denied") if caller else (401, "auth.unauthenticated")
        for method, path, body in (("GET", "/api/admin/codes", None), ("POST", "/api/admin/codes", LAUNCH),
                                   ("POST", "/api/admin/codes/1/expire", None), ("GET", "/api/admin/audit", None)):
            answer = client.request(method, path, json=body, headers=headers)
            assert (answer.status_code, answer.json()["code"]) == expected, f"{method} {path}"
    assert count(PromoCode) == 0 and count(AdminAction) == 0


def test_an_admin_makes_a_code_and_stops_it_and_both_are_audited(client):
    boss = admin()
    made = client.post("/api/admin/codes", json=LAUNCH, headers=boss.headers)
    assert made.status_code == 201, made.text
    assert (made.json()["code"], made.json()["used_count"], made.json()["discount_percent"]) == ("LAUNCH20", 0, 20)
    listed = client.get("/api/admin/codes", headers=boss.headers).json()["data"]
    assert [code["code"] for code in listed] == ["LAUNCH20"]
    buyer = make_user("buyer@example.com")
    assert client.post("/api/billing/quote", json={"plan_id": 10, "payment_type": 2, "promo_code": "LAUNCH20"},
                       headers=buyer.headers).json()["discount"] == 7980
    stopped = client.post(f"/api/admin/codes/{made.json()['id']}/expire", headers=boss.headers)
    assert stopped.status_code == 200 and stopped.json()["expires_at"] is not None
    refused = client.post("/api/billing/quote", json={"plan_id": 10, "payment_type": 2, "promo_code": "LAUNCH20"},
                          headers=buyer.headers)
    assert refused.status_code == 422 and refused.json()["fields"][0]["message"] == "此試用序號無效"
    audit = client.get("/api/admin/audit", headers=boss.headers).json()["data"]
    assert [(a["action"], a["target"], a["admin_email"]) for a in audit] == [
        ("code.expire", "code:LAUNCH20", "admin@example.com"), ("code.create", "code:LAUNCH20", "admin@example.com")]
    assert audit[1]["detail"]["discount_percent"] == 20 and audit[1]["detail"]["max_uses"] == 100


@pytest.mark.parametrize(("body", "locale", "fields"), [
    ({"code": "BOTH", "discount_percent": 10, "discount_amount": 100}, "en",
     [("discount_percent", "Give either a percentage or an amount off")]),
    ({"code": "bad code", "discount_amount": 100, "max_uses": 0}, "zh-TW",
     [("code", "代碼為 1 至 40 個字元，不含空白"), ("max_uses", "使用次數上限至少 1 次")]),
    ({"code": "TRY", "kind": "trial", "plan_id": 99}, "ja", [("plan_id", "そのプランはありません")]),
])
def test_an_operators_mistakes_are_named_under_their_fields(client, body, locale, fields):
    answer = client.post("/api/admin/codes", json=body, headers={**admin().headers, "Accept-Language": locale})
    assert answer.status_code == 422
    assert [(f["field"], f["message"]) for f in answer.json()["fields"]] == fields
    assert count(PromoCode) == 0 and count(AdminAction) == 0  # nothing half made, nothing audited


def test_a_code_that_exists_in_another_case_is_refused(client):
    boss = admin()
    assert client.post("/api/admin/codes", json=LAUNCH, headers=boss.headers).status_code == 201
    again = client.post("/api/admin/codes", json={**LAUNCH, "code": "launch20"}, headers=boss.headers)
    assert (again.status_code, again.json()["fields"][0]["message"]) == (422, "此代碼已存在")
    assert client.post("/api/admin/codes/999/expire", headers=boss.headers).status_code == 404
    assert count(AdminAction) == 1
