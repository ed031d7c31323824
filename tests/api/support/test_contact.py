"""POST /contact: the "取得專人 SEO 服務" form mailed to the sales team, its rules and its pace (5 an hour
per user, else per client address, counted atomically by the rate limiter)."""

from __future__ import annotations

import email
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from email import policy

import pytest
from sqlalchemy import func, select

from api.support.models import ContactRequest
from tests.api.accounts.helpers import free_port, text_of
from tests.factories import make_user

SALES = "sales-team@example.com"
FORM = {"name": "王小明", "email": "Ming@Example.com", "phone": "+886 912-345-678", "company": "小明美妝",
        "website": "https://beauty.example.com", "message": "想提升「保濕精華」的排名，\n也想規劃網站改版的 SEO。"}


def rows(db_session) -> int:
    return db_session.scalar(select(func.count()).select_from(ContactRequest))


def test_a_signed_in_request_is_mailed_to_sales_with_the_account(client, smtp, configure, db_session):
    configure(sales_email=SALES)
    member = make_user("ming@example.com")
    response = client.post("/api/contact", json=FORM, headers=member.headers)
    assert response.status_code == 201
    assert set(response.json()) == {"id", "created_at"}

    mail = smtp.last(SALES)
    assert mail["Subject"] == "取得專人 SEO 服務：王小明"
    assert mail["Reply-To"] == "ming@example.com"
    body = text_of(mail).replace("\r\n", "\n")  # SMTP lines end in CRLF
    for line in ("姓名: 王小明", "電子郵件: ming@example.com", "聯絡電話: +886 912-345-678", "公司名稱: 小明美妝",
                 "網站網址: https://beauty.example.com", f"會員帳號: #{member.user_id} ming@example.com",
                 "介面語言: zh-TW", "想提升「保濕精華」的排名，\n也想規劃網站改版的 SEO。", f"#{response.json()['id']}"):
        assert line in body

    stored = db_session.scalar(select(ContactRequest))
    assert (stored.user_id, stored.email, stored.name, stored.phone) == (
        member.user_id, "ming@example.com", "王小明", "+886 912-345-678")


def test_a_visitor_without_smtp_lands_in_the_outbox(client, settings):
    response = client.post("/api/contact?locale=ja", json={"name": "Aki", "email": "aki@example.jp",
                                                            "message": "見積もりをお願いします"})
    assert response.status_code == 201
    [eml] = (settings.outbox_dir).glob("*-sales_at_ranklens.local.eml")
    mail = email.message_from_bytes(eml.read_bytes(), policy=policy.default)
    assert mail["To"] == "sales@ranklens.local"
    body = text_of(mail)
    assert "會員帳號: 未登入" in body
    assert "介面語言: ja" in body
    assert "聯絡電話: —" in body
    assert "見積もりをお願いします" in body


@pytest.mark.parametrize(("locale", "texts"), [
    ("zh-TW", {"name": "此欄位為必填", "message": "此欄位為必填", "email": "輸入的電子郵件有誤",
               "phone": "電話號碼格式不正確", "website": "最多 300 個字"}),
    ("en", {"name": "is required", "message": "is required", "email": "incorrect e-mail entered",
            "phone": "incorrect phone number entered", "website": "At most 300 characters"}),
])
def test_every_bad_field_is_named_in_the_callers_language(client, db_session, locale, texts):
    response = client.post(f"/api/contact?locale={locale}", json={
        "name": "  \n ", "email": "not-an-address", "phone": "call me", "website": "https://a.tw/" + "x" * 300,
        "message": ""})
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "validation.failed"
    assert {f["field"]: f["message"] for f in body["fields"]} == texts
    assert rows(db_session) == 0


def test_lengths_count_characters_so_cjk_text_gets_its_full_allowance(client, db_session):
    ok = client.post("/api/contact", json={**FORM, "message": "排" * 2000, "name": "名" * 100})
    assert ok.status_code == 201
    too_long = client.post("/api/contact?locale=ja", json={**FORM, "message": "排" * 2001})
    assert too_long.status_code == 422
    assert too_long.json()["fields"] == [
        {"field": "message", "code": "support.too_long", "message": "2000 文字以内で入力してください"}]


def test_missing_fields_and_wrong_types_are_field_errors_not_500(client):
    response = client.post("/api/contact?locale=en", json={"name": ["x"], "email": 3})
    assert response.status_code == 422
    assert response.json()["code"] == "validation.failed"
    assert client.post("/api/contact", content=b"not json", headers={"content-type": "application/json"}
                       ).status_code == 422


@pytest.mark.parametrize(("locale", "text"), [("zh-TW", "操作太頻繁，請稍後再試"), ("en", "Too frequent, try later")])
def test_five_per_hour_per_user(client, db_session, locale, text):
    member = make_user("busy@example.com")
    for _ in range(5):
        assert client.post("/api/contact", json=FORM, headers=member.headers).status_code == 201
    sixth = client.post(f"/api/contact?locale={locale}", json=FORM, headers=member.headers)
    assert sixth.status_code == 429
    assert sixth.json() == {"code": "request.too_frequent", "message": text}
    assert rows(db_session) == 5
    # someone else, and a visitor from the same address, may still write
    other = make_user("other@example.com")
    assert client.post("/api/contact", json=FORM, headers=other.headers).status_code == 201
    assert client.post("/api/contact", json=FORM).status_code == 201


def test_five_per_hour_per_address_for_visitors(client):
    for _ in range(5):
        assert client.post("/api/contact", json=FORM).status_code == 201
    assert client.post("/api/contact?locale=ja", json=FORM).json() == {
        "code": "request.too_frequent", "message": "操作が頻繁すぎます。しばらくしてから再度お試しください"}


def test_parallel_sends_cannot_pass_the_pace(client, db_session):
    with ThreadPoolExecutor(12) as pool:
        answers = Counter(pool.map(lambda _: client.post("/api/contact", json=FORM).status_code, range(12)))
    assert answers == {201: 5, 429: 7}
    assert rows(db_session) == 5


@pytest.mark.parametrize(("locale", "text"), [
    ("zh-TW", "表單暫時無法送出，請稍後再試"), ("en", "The form could not be sent right now, please try again later")])
def test_an_unreachable_mail_server_keeps_nothing_and_says_so(client, configure, db_session, locale, text):
    configure(smtp_host="127.0.0.1", smtp_port=free_port())  # nothing listens there
    response = client.post(f"/api/contact?locale={locale}", json=FORM)
    assert response.status_code == 503
    assert response.json() == {"code": "support.contact_not_sent", "message": text}
    assert rows(db_session) == 0


def test_a_cookie_session_needs_the_csrf_header(client):
    signed_up = client.post("/api/register", json={"email": "cookie@example.com", "password": "Secret-pass-1"})
    assert signed_up.status_code == 201
    assert client.post("/api/contact", json=FORM).status_code == 403
    sent = client.post("/api/contact", json=FORM, headers={"x-csrf-token": signed_up.json()["csrf_token"]})
    assert sent.status_code == 201
