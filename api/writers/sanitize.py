"""The one gate every document's HTML passes before it is stored: nh3 (the Rust ``ammonia`` sanitiser).

What is kept is what the editor can hold (TipTap's starter kit, images and tables): headings, paragraphs,
line breaks, rules, bold/italic/underline/strike, code, quotes, lists, links, images with their alt text,
and tables with their spans. Everything else is unwrapped to its text (Word's ``<span style>`` and
``<o:p>``, a web page's ``<div class>``), and some elements go with their content: scripts, styles, a pasted
page's ``<title>``, Word's ``<xml>`` blocks, frames and embedded objects. No ``style``, ``class`` or event
attribute survives, and a URL keeps only the http(s), mailto and tel schemes (no ``javascript:``, no
``data:``); links get ``rel="noopener noreferrer"``.
"""

from __future__ import annotations

import nh3

MAX_BYTES = 1024 * 1024  # a stored document: 1 MB of UTF-8 HTML
# What may arrive before sanitising: pasted Word and web HTML is mostly markup that sanitising drops.
MAX_INPUT_BYTES = 4 * MAX_BYTES

_TAGS = {
    "p", "h1", "h2", "h3", "h4", "h5", "h6", "br", "hr", "strong", "b", "em", "i", "u", "s", "strike", "del",
    "code", "pre", "blockquote", "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tfoot", "tr", "th",
    "td",
}
_DROPPED_WITH_CONTENT = {
    "script", "style", "title", "xml", "template", "noscript", "iframe", "object", "embed", "svg", "math",
    "textarea", "select", "button",
}
_ATTRIBUTES = {
    "a": {"href", "title"},
    "img": {"src", "alt", "title", "width", "height"},
    "th": {"colspan", "rowspan"},
    "td": {"colspan", "rowspan"},
    "ol": {"start"},
}

_CLEANER = nh3.Cleaner(
    tags=_TAGS, clean_content_tags=_DROPPED_WITH_CONTENT, attributes=_ATTRIBUTES,
    url_schemes={"http", "https", "mailto", "tel"}, strip_comments=True, link_rel="noopener noreferrer",
)


def clean_html(html: str) -> str:
    """``html`` as it may be stored and served.

    >>> clean_html('<h2 style="color:red" onclick="x()">標題</h2><script>alert(1)</script>')
    '<h2>標題</h2>'
    >>> clean_html('<a href="javascript:alert(1)">連結</a>')
    '<a rel="noopener noreferrer">連結</a>'
    """
    return _CLEANER.clean(html).strip()


def size_of(html: str) -> int:
    """Stored size in bytes (what the 1 MB limit counts)."""
    return len(html.encode("utf-8"))
