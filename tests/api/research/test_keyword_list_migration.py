"""Revision 0006 gives the contracts signed before saved lists existed their plan's list limits: without
them the limit rule reads 0 and such users could keep no list at all."""

from __future__ import annotations

import json

from sqlalchemy import create_engine, text

from api.core.migrate import upgrade


def test_running_contracts_get_their_plans_list_limits_and_keep_their_other_limits(tmp_path):
    url = f"sqlite:///{tmp_path / 'before.sqlite3'}"
    upgrade(url, "0005")
    engine = create_engine(url)
    with engine.begin() as conn:
        for user_id, plan_id in ((1, 8), (2, 10), (3, 7)):
            conn.execute(text("INSERT INTO users (id, email, role, language, referral_code, created_at) "
                              "VALUES (:id, :email, 'user', 'zh-TW', :code, '2026-01-01 00:00:00')"),
                         {"id": user_id, "email": f"u{user_id}@example.com", "code": f"CODE{user_id}"})
            conn.execute(text("INSERT INTO subscriptions (id, user_id, plan_id, status, start_date, limitation, "
                              "created_at) VALUES (:id, :id, :plan, 'subscribing', '2026-01-01 00:00:00', :limits, "
                              "'2026-01-01 00:00:00')"),
                         {"id": user_id, "plan": plan_id, "limits": json.dumps({"keywords_limitation": 30})})
    upgrade(url)
    with engine.connect() as conn:
        limits = {plan: json.loads(value) for plan, value in conn.execute(
            text("SELECT plan_id, limitation FROM subscriptions"))}
    engine.dispose()
    assert {plan: (v["keyword_lists_limitation"], v["keyword_list_items_limitation"]) for plan, v in limits.items()} == {
        8: (3, 200), 10: (50, 1_000), 7: (200, 1_000)}
    assert all(v["keywords_limitation"] == 30 for v in limits.values())
