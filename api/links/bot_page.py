"""``GET /bot``: the public page RankLensBot's user agent names (``RankLensBot/1.0 (+<public url>/bot)``).

Served by the API as plain HTML, without login and without the console's JavaScript: webmasters who find the bot
in their logs open it, and it must read in any browser. The language is the request's (``?locale=``, else
Accept-Language, else zh-TW), with links to the other three.
"""

from __future__ import annotations

from html import escape

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from api.core.config import Settings, get_settings
from api.core.errors import request_locale
from api.core.i18n import LOCALES

router = APIRouter()

NAMES = {"zh-TW": "繁體中文", "zh-CN": "简体中文", "en": "English", "ja": "日本語"}
TEXT = {
    "zh-TW": {
        "title": "RankLensBot：RankLens 的連結爬蟲",
        "what": "RankLensBot 讀取公開網頁上的連結，為 RankLens 的使用者計算反向連結、參照網域與網域評分。"
                "它只讀取頁面中的連結，不會提交表單、不會登入，也不會執行頁面的腳本。",
        "polite": "它遵守 robots.txt（包括 Crawl-delay），對每個主機一次只開一個連線，兩次請求之間至少間隔一秒，"
                  "單一頁面最多讀取 10 MB，逾時的主機會延後再試，不會無限重試。",
        "optout": "若不希望 RankLensBot 讀取您的網站，請在 robots.txt 加入：",
        "partial": "只排除部分路徑：",
        "agent": "它的 User-Agent 為：",
    },
    "zh-CN": {
        "title": "RankLensBot：RankLens 的链接爬虫",
        "what": "RankLensBot 读取公开网页上的链接，为 RankLens 的用户计算反向链接、引用域名和域名评分。"
                "它只读取页面中的链接，不会提交表单、不会登录，也不会执行页面的脚本。",
        "polite": "它遵守 robots.txt（包括 Crawl-delay），对每个主机一次只开一个连接，两次请求之间至少间隔一秒，"
                  "单个页面最多读取 10 MB，超时的主机会延后再试，不会无限重试。",
        "optout": "如果不希望 RankLensBot 读取您的网站，请在 robots.txt 中加入：",
        "partial": "只排除部分路径：",
        "agent": "它的 User-Agent 为：",
    },
    "en": {
        "title": "RankLensBot: RankLens's link crawler",
        "what": "RankLensBot reads the links on public web pages so that RankLens users can see backlinks, referring "
                "domains and domain ratings. It only reads links: it never submits forms, signs in or runs a "
                "page's scripts.",
        "polite": "It obeys robots.txt (Crawl-delay included), opens one connection per host at a time, waits at "
                  "least a second between two requests to a host, reads at most 10 MB of a page, and backs off "
                  "from hosts that time out instead of retrying for ever.",
        "optout": "To keep RankLensBot off your site, add this to your robots.txt:",
        "partial": "To keep it out of some paths only:",
        "agent": "Its user agent is:",
    },
    "ja": {
        "title": "RankLensBot：RankLens のリンククローラー",
        "what": "RankLensBot は公開されているウェブページのリンクを読み取り、RankLens の利用者に被リンク、参照ドメイン、"
                "ドメイン評価を提供します。リンクを読むだけで、フォームの送信、ログイン、ページのスクリプトの実行は行いません。",
        "polite": "robots.txt（Crawl-delay を含む）に従い、ホストごとに同時に 1 接続だけを使い、同じホストへのリクエストは"
                  "1 秒以上の間隔を空けます。1 ページは最大 10 MB まで読み、タイムアウトしたホストは間隔を空けて再試行し、"
                  "無限には再試行しません。",
        "optout": "サイトを RankLensBot にクロールさせたくない場合は、robots.txt に次を追加してください：",
        "partial": "一部のパスだけを除外する場合：",
        "agent": "User-Agent：",
    },
}


def bot_user_agent(settings: Settings) -> str:
    """The link crawl's user agent, naming this page."""
    return f"RankLensBot/1.0 (+{settings.public_url.rstrip('/')}/bot)"


def render(locale: str, agent: str) -> str:
    text = {key: escape(value) for key, value in TEXT[locale].items()}
    others = " · ".join(f'<a href="/bot?locale={code}" hreflang="{code}">{NAMES[code]}</a>'
                        for code in LOCALES if code != locale)
    return f"""<!doctype html>
<html lang="{locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{text["title"]}</title>
<style>body{{font:16px/1.6 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1f2937}}
pre{{background:#f3f4f6;padding:.75rem 1rem;border-radius:6px}}</style></head>
<body><nav>{others}</nav><h1>{text["title"]}</h1><p>{text["what"]}</p><p>{text["polite"]}</p>
<p>{text["agent"]} <code>{escape(agent)}</code></p>
<p>{text["optout"]}</p><pre>User-agent: RankLensBot
Disallow: /</pre>
<p>{text["partial"]}</p><pre>User-agent: RankLensBot
Disallow: /private/
Crawl-delay: 10</pre></body></html>"""


@router.get("/bot", include_in_schema=False, response_class=HTMLResponse)
def bot_page(request: Request) -> HTMLResponse:
    return HTMLResponse(render(request_locale(request), bot_user_agent(get_settings())),
                        headers={"Cache-Control": "public, max-age=3600"})
