"""What the SEO writer stores of pasted HTML (api/writers/sanitize.py, nh3): the editor's structure kept,
anything that runs, styles or escapes dropped — as a table of real pastes, then through the API."""

from __future__ import annotations

import pytest

from api.writers.sanitize import clean_html
from tests.api.writers.support import new_document
from tests.factories import make_user

WORD = """<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>文件1</title>
<style>p.MsoNormal{margin:0cm;font-family:"新細明體"}</style>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]--></head>
<body lang=ZH-TW style='tab-interval:24.0pt'><div class=WordSection1>
<h1 style='mso-margin-top-alt:auto'><span lang=EN-US>保濕精華</span>怎麼挑<o:p></o:p></h1>
<p class=MsoNormal><b><span style='font-size:12.0pt;color:red'>重點</span></b>：<i>溫和</i>不刺激<o:p></o:p></p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td width=200 valign=top
style='border:solid windowtext 1.0pt'><p class=MsoNormal>成分<o:p></o:p></p></td><td colspan=2>功效</td></tr></table>
</div></body></html>"""

CASES = [
    ("word", WORD,
     ('<h1>保濕精華怎麼挑</h1>\n<p><b>重點</b>：<i>溫和</i>不刺激</p>\n<table><tbody><tr><td><p>成分</p></td>'
     '<td colspan="2">功效</td></tr></tbody></table>')),
    ("web page with a script and a style", ('<div class="post"><h2 id="a">小標</h2><script>steal()</script>'
     '<p style="color:red">段落</p><style>body{}</style></div>'), '<h2>小標</h2><p>段落</p>'),
    ("lists and a quote", "<ul><li>一</li><li>二<ol start=\"3\"><li>三</li></ol></li></ul><blockquote>引用</blockquote>",
     '<ul><li>一</li><li>二<ol start="3"><li>三</li></ol></li></ul><blockquote>引用</blockquote>'),
    ("a link keeps its address and gets rel", '<a href="https://example.com/a?b=1" target="_blank">連結</a>',
     '<a href="https://example.com/a?b=1" rel="noopener noreferrer">連結</a>'),
    ("a javascript: link", '<a href="javascript:alert(document.cookie)">按我</a>', '<a rel="noopener noreferrer">按我</a>'),
    ("a javascript: link with entities and case", '<a href="&#106;ava&#x53;cript&colon;alert(1)">按我</a>',
     '<a rel="noopener noreferrer">按我</a>'),
    ("an image with alt and an error handler", '<img src="https://cdn.example.com/a.jpg" alt="精華液" onerror="alert(1)">',
     '<img src="https://cdn.example.com/a.jpg" alt="精華液">'),
    ("a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', '<img alt="x">'),
    ("svg with script", '<svg onload="alert(1)"><script>alert(2)</script></svg><p>留下</p>', '<p>留下</p>'),
    ("event handlers everywhere", '<p onmouseover="x()">一</p><table onclick="y()"><tr><th rowspan="2">表頭</th></tr></table>',
     '<p>一</p><table><tbody><tr><th rowspan="2">表頭</th></tr></tbody></table>'),
    ("iframe and form controls", ('<iframe src="https://evil.example"></iframe><form><button>送出</button>'
     '<input value="x"></form><p>文</p>'), '<p>文</p>'),
    ("comments", "<p>前<!-- 註解 --></p>", "<p>前</p>"),
]


@pytest.mark.parametrize(("pasted", "stored"), [pytest.param(p, s, id=name) for name, p, s in CASES])
def test_what_is_stored_of_a_paste(pasted, stored):
    assert clean_html(pasted) == stored


@pytest.mark.parametrize("pasted", [p for _, p, _ in CASES])
def test_cleaning_is_idempotent(pasted):
    once = clean_html(pasted)
    assert clean_html(once) == once


def test_the_api_stores_and_serves_only_the_cleaned_html(client):
    user = make_user()
    document = new_document(client, user, content_html='<h2 onclick="x()">小標</h2><a href="javascript:alert(1)">'
                                                       'a</a><img src="https://cdn.example.com/a.png" onerror="x()" alt="圖">')
    expected = '<h2>小標</h2><a rel="noopener noreferrer">a</a><img src="https://cdn.example.com/a.png" alt="圖">'
    assert document["content_html"] == expected
    served = client.get(f"/api/seo_writer_templates/{document['id']}", headers=user.headers).text
    assert "javascript" not in served and "onerror" not in served and "onclick" not in served
