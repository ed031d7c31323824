"""The zh-TW page the audit tests serve: as first written, and rewritten the way its advice says."""

from __future__ import annotations

PARAGRAPH = ("這篇文章介紹台北美食，包含牛肉麵與小籠包的在地吃法，也分享夜市小吃的排隊時間與交通方式，"
             "讓第一次來台北的旅客也能輕鬆安排行程。")


def poor_page() -> str:
    """Short title, no description, two H1s, no H2, an image without alt, thin text, no og:image."""
    return f"""<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">
<title>台北美食</title></head><body>
<h1>台北美食</h1><h1>更多內容</h1>
<img src="/a.jpg">
<p>{PARAGRAPH}</p>
</body></html>"""


def improved_page(suggested: list[str], terms: list[str]) -> str:
    """The same page after following the advice: a 25-32 character title and a 50-76 character
    description each with two suggested keywords, one H1 and H2s with suggested keywords, alt text,
    og:image, and enough text using the target, suggested keywords and terms."""
    first, second = suggested[0], suggested[1]
    title = f"台北美食{first}與{second}：在地人帶路的完整攻略整理"
    title = (title + "指南大全")[:30]
    description = (f"台北美食{first}與{second}一次看懂，從牛肉麵、小籠包到夜市小吃，整理在地人的私房名單、"
                   "價格與交通方式，第一次來也能輕鬆吃遍台北")[:70]
    body = "".join(
        f"<p>台北美食第{n}站：{'、'.join(suggested)}都是旅客最常問的重點，{'、'.join(terms)}也一併說明。{PARAGRAPH}</p>"
        for n in range(1, 13))
    return f"""<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8">
<title>{title}</title><meta name="description" content="{description}">
<meta property="og:image" content="https://www.mysite.com.tw/og.jpg"></head><body>
<h1>台北美食{first}</h1>
<h2>台北美食{second}</h2><h2>{first}清單</h2>
<img src="/a.jpg" alt="台北美食 牛肉麵">
{body}
</body></html>"""
