"""A writer document's plain text: what the checks (content score, sensitive words) read of its HTML.

The text of the HTML with the block elements (p, h1-h6, li, td, th, blockquote, br) separated by a line
break, white space inside a line collapsed to one space as a browser shows it, empty lines dropped.
Scripts, styles and templates are not text.

>>> plain_text("<h1>台北美食</h1><p>牛肉麵<br>小籠包 <b>推薦</b></p><ul><li>夜市</li></ul>")
'台北美食\\n牛肉麵\\n小籠包 推薦\\n夜市'
"""

from __future__ import annotations

import re

import lxml.etree
import lxml.html

BLOCKS = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "blockquote", "br"})
_NOT_TEXT = frozenset({"script", "style", "template"})
_SPACES = re.compile(r"\s+")  # in the HTML's text: a line break in the source is a space on the screen


def _shown(text: str | None) -> str:
    return _SPACES.sub(" ", text) if text else ""


def _walk(element: lxml.html.HtmlElement, out: list[str]) -> None:
    tag = element.tag if isinstance(element.tag, str) else ""
    if tag in _NOT_TEXT:
        out.append(_shown(element.tail))
        return
    block = tag in BLOCKS
    if block:
        out.append("\n")
    if tag and element.text:  # comments and processing instructions have text that is not shown
        out.append(_shown(element.text))
    for child in element:
        _walk(child, out)
    if block:
        out.append("\n")
    out.append(_shown(element.tail))


def plain_text(html: str) -> str:
    """The text of ``html`` with its blocks on lines of their own (see the module notes)."""
    if not html or not html.strip():
        return ""
    try:
        root = lxml.html.fragment_fromstring(html, create_parent="div")
    except (lxml.etree.ParserError, ValueError):
        return ""
    out: list[str] = []
    _walk(root, out)
    lines = (_SPACES.sub(" ", line).strip() for line in "".join(out).split("\n"))
    return "\n".join(line for line in lines if line)
