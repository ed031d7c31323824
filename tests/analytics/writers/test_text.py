"""A document's plain text (what the checks' offsets index) and its unclosed tags."""

from analytics.writers.text import plain_text, unclosed_tags


def test_blocks_end_lines_and_markup_is_dropped():
    html = ("<h2>標題</h2><p>第一段 <a href='/x'>連結</a>&amp;符號<br>第二行</p><table><tr><th>欄</th><td>值</td></tr>"
            "</table><blockquote>引言</blockquote><script>alert(1)</script><style>p{}</style><!-- note -->")
    assert plain_text(html) == "標題\n第一段 連結&符號\n第二行\n欄\n值\n引言"


def test_word_pasted_html_and_empty_input():
    assert plain_text('<p class="MsoNormal"><span style="mso-x">  多個   空白 </span></p><p>&nbsp;</p>') == "多個 空白"
    assert plain_text("") == "" and plain_text("<p></p>") == ""


def test_unclosed_tags():
    assert unclosed_tags("<p>完整</p><img src='a.png'><br>") == []
    assert unclosed_tags("<p>一<em>二</p><ul><li>三") == ["em", "ul", "li"]
