"""What the projects end-to-end tests do again and again: sign up through the screens, create a
project through the wizard, sign in an account made by the operator command."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import expect

from tests.e2e.helpers import PASSWORD, csrf_headers, screenshot
from tests.ranklens_server import clean_env, ranklens


@dataclass(frozen=True)
class Texts:
    """The screen texts a test looks for, in one interface language."""

    email: str
    password: str
    agree_register: str
    name: str
    industry: str
    industry_option: str
    profile_submit: str
    step_of: str  # with {step}
    site_name: str
    site_url: str
    next: str
    keywords: str
    competitor_domain: str  # with {n}
    competitor_name: str  # with {n}
    add_competitor: str
    create: str
    created: str  # with {name}
    overview: str


ZH_TW = Texts(
    email="電子郵件", password="密碼", agree_register="註冊並開始免費試用", name="姓名", industry="產業類別",
    industry_option="美妝保養", profile_submit="建立您的第一個專案", step_of="第 {step} 步，共 4 步",
    site_name="網站名稱", site_url="網站網址", next="下一步", keywords="關鍵字", competitor_domain="網域 {n}",
    competitor_name="名稱 {n}", add_competitor="新增競爭對手", create="建立專案", created="已建立專案「{name}」",
    overview="專案總覽",
)

JA = Texts(
    email="メールアドレス", password="パスワード", agree_register="登録して無料トライアルを開始", name="お名前",
    industry="業種", industry_option="美容・スキンケア", profile_submit="最初のプロジェクトを作成",
    step_of="ステップ {step} / 4", site_name="サイト名", site_url="サイトURL", next="次へ", keywords="キーワード",
    competitor_domain="ドメイン {n}", competitor_name="名前 {n}", add_competitor="競合サイトを追加",
    create="プロジェクトを作成", created="プロジェクト「{name}」を作成しました", overview="プロジェクト一覧",
)


def register_through_screens(page, email: str, texts: Texts, name: str = "Lin") -> None:
    """Fill the open sign-up form, then the initial profile form, and submit it."""
    page.get_by_label(texts.email).fill(email)
    page.get_by_label(texts.password).fill(PASSWORD)
    page.get_by_role("checkbox").check()
    page.get_by_role("button", name=texts.agree_register).click()
    expect(page).to_have_url(re.compile(r"/auth/profile"))
    page.get_by_label(texts.name).fill(name)
    page.get_by_label(texts.industry).click()
    page.get_by_title(texts.industry_option).click()
    page.get_by_role("button", name=texts.profile_submit).click()


def sign_up_through_screens(page, email: str, texts: Texts, query: str = "") -> None:
    """Register, fill the initial profile form, and land on the overview with the wizard open."""
    page.goto(f"/auth?mode=register{query}")
    register_through_screens(page, email, texts)
    expect(page).to_have_url(re.compile(r"/\?new=1$"))


def wizard(page):
    return page.get_by_role("dialog").filter(has=page.locator(".ant-steps"))


def fill_site_step(page, texts: Texts, name: str, url: str) -> None:
    dialog = wizard(page)
    expect(dialog.get_by_text(texts.step_of.format(step=1))).to_be_visible()
    dialog.get_by_label(texts.site_name).fill(name)
    dialog.get_by_label(texts.site_url).fill(url)
    dialog.get_by_role("button", name=texts.next).click()
    expect(dialog.get_by_text(texts.step_of.format(step=2))).to_be_visible()


def fill_competitors(page, texts: Texts, competitors: list[tuple[str, str]]) -> None:
    dialog = wizard(page)
    for index, (name, domain) in enumerate(competitors, start=1):
        if index > 1:
            dialog.get_by_role("button", name=texts.add_competitor).click()
        dialog.get_by_label(texts.competitor_name.format(n=index)).fill(name)
        dialog.get_by_label(texts.competitor_domain.format(n=index)).fill(domain)


def operator_user(data_dir: Path, email: str, plan_id: int, name: str) -> None:
    """An account made with `ranklens createuser` on the server's data directory (verified e-mail)."""
    ranklens("createuser", email, "--password", PASSWORD, "--plan", str(plan_id), "--name", name,
             env=clean_env(data_dir))


def sign_in_via_api(context, email: str) -> dict:
    response = context.request.post("/api/login", data={"email": email, "password": PASSWORD})
    assert response.ok, response.text()
    return response.json()["user"]


def create_site_via_api(context, **site) -> dict:
    body = {"country": "TW", "language": "zh-TW", "keywords": "", "competitors": [], "recipients": [], **site}
    response = context.request.post("/api/sites", data=body, headers=csrf_headers(context))
    assert response.status == 201, response.text()
    return response.json()


def tracked_coffee_project(api, keywords: list[str], competitor: str) -> dict:
    """The coffee journal project with ``keywords`` and one competitor, created through ``api`` (an httpx
    client on /api), its first ranking update waited for (the sandbox answers within seconds)."""
    site = api.post("/sites", json={"name": "咖啡日誌", "url": "https://www.bean-journal.tw", "country": "TW",
                                    "language": "zh-TW", "keywords": "\n".join(keywords),
                                    "competitors": [{"name": competitor, "url": "rival-roasters.tw"}]}).json()
    base = f"/sites/{site['id']}"
    assert api.post(f"{base}/ranking_update").status_code == 202
    deadline = time.monotonic() + 240
    while api.get(f"{base}/ranking_update").json()["updating"]:
        assert time.monotonic() < deadline
        time.sleep(1)
    return site


def button(scope, text: str):
    """A button by its whole text (after its icon's name, if any); antd spaces out two-character CJK
    labels ("新增" shows as "新 增")."""
    return scope.get_by_role("button", name=re.compile(r"(^|\s)" + r"\s?".join(map(re.escape, text)) + "$"))


# antd's dialog, drop-down and message animations (not every motion: a button's loading icon can
# keep its leave class for a long while)
_MOTION = ", ".join(f"[class*='{name}-{phase}']" for name in ("ant-zoom", "ant-fade", "move-up", "ant-slide-up")
                    for phase in ("appear", "enter", "leave"))


def still_screenshot(page, name: str) -> None:
    """A screenshot once antd's opening and closing animations (dialogs, messages) have finished."""
    page.wait_for_function(f"() => !document.querySelector(\"{_MOTION}\")", timeout=5_000)
    screenshot(page, name)
