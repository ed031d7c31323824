"""The account screens of the projects area end to end: profile, API tokens, operation history."""

from __future__ import annotations

import re
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import csrf_headers, register_via_api, unique_email
from tests.e2e.projects_flows import button, operator_user, sign_in_via_api, still_screenshot

pytestmark = pytest.mark.e2e


def test_profile(new_context):
    context = new_context()
    email = unique_email("profile")
    register_via_api(context, email)
    assert context.request.post("/api/me/profile", headers=csrf_headers(context),
                                data={"name": "陳美玲", "industry": "food", "country": "TW"}).ok
    page = context.new_page()
    page.goto("/profile")
    expect(page.get_by_role("heading", name="個人資料", exact=True)).to_be_visible()

    # subscription: the plan and what is left, as the API counts it
    expect(page.get_by_text("7 天免費試用")).to_be_visible()
    expect(page.get_by_test_id("usage-keywords")).to_contain_text("剩餘 30")
    expect(page.get_by_test_id("usage-keyword_gap")).to_contain_text("方案才有此功能")
    # what the referral code earns (api/billing/referrals.py)
    expect(page.get_by_test_id("referral-rewards")).to_have_text("朋友用您的推薦碼註冊並完成首次付款，您可獲得 30 天使用期。")

    # e-mail verification state and resend ("too frequent" right after sign-up)
    expect(page.get_by_text("電子郵件尚未驗證").last).to_be_visible()
    page.get_by_role("button", name="重新寄送").click()
    expect(page.get_by_text(re.compile("操作太頻繁，請稍後再試|驗證信已寄至"))).to_be_visible()
    still_screenshot(page, "profile")

    # member info
    page.get_by_label("職位").click()
    page.get_by_title("行銷經理或企劃").click()
    page.get_by_label("電話").fill("0912-345-678")
    button(page, "儲存").click()
    expect(page.get_by_text("已儲存會員資料")).to_be_visible()
    me = context.request.get("/api/me").json()
    assert (me["title"], me["phone"]) == ("marketing_manager", "0912-345-678")

    # password: a mismatch shows before sending, a wrong current password after
    page.get_by_label("目前密碼").fill("not-my-password")
    page.get_by_label("新密碼", exact=True).fill("brand-new-pass-1")
    page.get_by_label("確認新密碼").fill("brand-new-pass-2")
    page.get_by_role("button", name="變更密碼").click()
    expect(page.get_by_text("兩次輸入的密碼不一致")).to_be_visible()
    page.get_by_label("確認新密碼").fill("brand-new-pass-1")
    page.get_by_role("button", name="變更密碼").click()
    expect(page.get_by_text("目前密碼不正確")).to_be_visible()

    # trial code
    page.get_by_label("新增試用序號").fill("NOT-A-CODE")
    button(page, "新增").click()
    expect(page.get_by_text("此試用序號無效")).to_be_visible()
    still_screenshot(page, "profile-errors")


def test_api_tokens(new_context, server_data_dir):
    email = unique_email("tokens")
    operator_user(server_data_dir, email, plan_id=3, name="Token User")
    context = new_context()
    sign_in_via_api(context, email)
    page = context.new_page()
    page.goto("/tokens")
    expect(page.get_by_text("尚無 API Token")).to_be_visible()
    expect(page.get_by_text("已使用 0 / 3 個 Token")).to_be_visible()
    still_screenshot(page, "tokens-empty")

    # an unlimited token: its secret is shown once, with a copy button
    page.get_by_role("button", name="建立 Token").first.click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Token 名稱").fill("每週報告程式")
    button(dialog, "建立").click()
    secret = page.get_by_test_id("token-secret")
    expect(secret).to_have_text(re.compile(r"^\S{20,}$"))
    token = secret.inner_text()
    expect(page.get_by_text("它只會顯示這一次")).to_be_visible()
    expect(page.get_by_role("dialog").filter(has_text="建立 API Token")).to_be_hidden()
    still_screenshot(page, "tokens-secret")
    page.get_by_role("button", name="我已複製").click()
    expect(secret).to_be_hidden()
    expect(page.get_by_text(token)).to_have_count(0)  # gone from the page once closed
    # the token works as a bearer token
    assert context.request.get("/api/me", headers={"Authorization": f"Bearer {token}"}).json()["email"] == email

    # a dated token, then a name already used
    page.get_by_role("button", name="建立 Token").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Token 名稱").fill("BI 匯入")
    dialog.get_by_text("指定到期日").click()
    until = (datetime.now() + timedelta(days=30)).strftime("%Y-%m-%d")
    dialog.get_by_placeholder("選擇最後一天").fill(until)
    dialog.get_by_placeholder("選擇最後一天").press("Enter")
    button(dialog, "建立").click()
    page.get_by_role("button", name="我已複製").click()

    page.get_by_role("button", name="建立 Token").click()
    dialog = page.get_by_role("dialog")
    dialog.get_by_label("Token 名稱").fill("每週報告程式")
    button(dialog, "建立").click()
    expect(dialog.locator(".ant-form-item-explain-error")).to_have_text("Token 名稱已存在")
    still_screenshot(page, "tokens-name-exists")
    button(dialog, "取消").click()
    expect(dialog).to_be_hidden()

    rows = page.get_by_role("row")
    expect(rows.filter(has_text="每週報告程式")).to_contain_text("無期限")
    expect(rows.filter(has_text="每週報告程式")).to_contain_text(datetime.now().strftime("%Y/%m/%d"))  # last used
    expect(rows.filter(has_text="BI 匯入")).to_contain_text(until.replace("-", "/"))
    expect(rows.filter(has_text="BI 匯入")).to_contain_text("尚未使用")
    still_screenshot(page, "tokens")

    # revoke: it stops working at once
    button(rows.filter(has_text="每週報告程式"), "撤銷").click()
    button(page.get_by_role("dialog"), "撤銷").click()
    expect(page.get_by_text("已撤銷 Token「每週報告程式」")).to_be_visible()
    expect(rows.filter(has_text="每週報告程式")).to_have_count(0)
    assert context.request.get("/api/me", headers={"Authorization": f"Bearer {token}"}).status == 401


def _add_operations(data_dir: Path, user_id: int, rows: list[tuple[str, str, int]]) -> None:
    start = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)
    with sqlite3.connect(data_dir / "ranklens.sqlite3") as db:
        for index, (kind, status, progress) in enumerate(rows):
            created = start + timedelta(hours=index)
            done = created + timedelta(minutes=5) if status != "in_progress" else None
            db.execute(
                "INSERT INTO operations (user_id, site_id, type, status, progress, detail, created_at, completed_at)"
                " VALUES (?, NULL, ?, ?, ?, '{}', ?, ?)",
                (user_id, kind, status, progress, created.strftime("%Y-%m-%d %H:%M:%S.000000"),
                 done.strftime("%Y-%m-%d %H:%M:%S.000000") if done else None),
            )


def test_operation_history(new_context, server_data_dir):
    context = new_context()
    user = register_via_api(context, unique_email("history"))
    page = context.new_page()
    page.goto("/operation-history")
    expect(page.get_by_text("尚無操作紀錄")).to_be_visible()
    still_screenshot(page, "operation-history-empty")

    kinds = ["ranking_report", "keyword_on_page_check", "keyword_on_page_check_export", "keyword_gap_competitor",
             "site_audit_export"]
    states = [("completed", 100), ("failed", 40), ("in_progress", 65)]
    _add_operations(server_data_dir, user["id"],
                    [(kinds[i % len(kinds)], *states[i % len(states)]) for i in range(12)])
    page.reload()
    table = page.locator(".ant-table-tbody")
    expect(table.get_by_role("row")).to_have_count(10)
    meta = context.request.get("/api/operation_history?page=1").json()["meta"]
    assert (meta["per_page"], meta["total"], meta["last_page"]) == (10, 12, 2)
    expect(page.get_by_text("第 1–10 筆，共 12 筆")).to_be_visible()
    for label in ("排名報告", "關鍵字頁面檢測", "關鍵字頁面檢測匯出", "競爭對手關鍵字差距", "其他操作（site_audit_export）"):
        expect(table.get_by_text(label, exact=True).first).to_be_visible()
    for status in ("已完成", "失敗", "進行中"):
        expect(table.get_by_text(status, exact=True).first).to_be_visible()
    still_screenshot(page, "operation-history")

    page.get_by_role("listitem", name="2").click()
    expect(page).to_have_url(re.compile(r"/operation-history\?page=2$"))
    expect(table.get_by_role("row")).to_have_count(2)
    expect(page.get_by_text("第 11–12 筆，共 12 筆")).to_be_visible()
