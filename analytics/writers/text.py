"""The plain text of a writer document, the one form the checks read.

:func:`plain_text` is the HTML's text with block elements (p, h1-h6, li, td, th, blockquote, br, …) each
ending in ``"\\n"``; a finding's ``start``/``end`` index this string, so an editor can find the same
characters again. :func:`unclosed_tags` names the elements an HTML fragment opens and never closes
(SPEC §5's "incomplete tags" warning).

>>> plain_text("<h1>標題</h1><p>第一段<br>第二行</p><ul><li>一</li><li>二</li></ul>")
'標題\\n第一段\\n第二行\\n一\\n二'
>>> unclosed_tags("<p>one <strong>two</p><div>")
['strong', 'div']
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from selectolax.lexbor import LexborHTMLParser

BLOCKS = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "blockquote", "br", "div", "tr",
                    "pre", "figcaption", "dt", "dd", "hr"})
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                  "wbr"})
_LINES = re.compile(r" *\n\s*")
_SPACES = re.compile(r"\s+")  # in the HTML's text: a line break in the source is a space on the screen
_FENCE = re.compile(r"^\s*```[a-zA-Z]*\s*|\s*```\s*$")


def plain_text(html: str) -> str:
    """The visible text of ``html``, one line per block element, spaces within a line collapsed."""
    root = LexborHTMLParser(f"<body>{html}</body>").body
    if root is None:
        return ""
    parts: list[str] = []

    def walk(node) -> None:
        for child in node.iter(include_text=True):
            tag = child.tag
            if tag == "-text":
                parts.append(_SPACES.sub(" ", child.text_content or ""))
            elif tag in ("script", "style", "template", "-comment"):
                continue
            else:
                walk(child)
                if tag in BLOCKS:
                    parts.append("\n")

    walk(root)
    return _LINES.sub("\n", "".join(parts)).strip()


class _Opened(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.unclosed: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.stack:  # closes the innermost open element of that name (and whatever it left open)
            index = len(self.stack) - 1 - self.stack[::-1].index(tag)
            self.unclosed.extend(self.stack[index + 1:])
            del self.stack[index:]

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        pass


def unclosed_tags(html: str) -> list[str]:
    """The elements ``html`` opens without closing: those an outer end tag cut short, then those still open
    at the end (void elements such as ``<br>`` and ``<img>`` need no end tag)."""
    parser = _Opened()
    parser.feed(html)
    parser.close()
    return parser.unclosed + parser.stack


def unfenced(text: str) -> str:
    """A model's answer without the Markdown code fence it may wrap its JSON in (```json … ```), stripped.

    >>> unfenced('```json\\n["一", "二"]\\n```')
    '["一", "二"]'
    """
    return _FENCE.sub("", text.strip()).strip()
