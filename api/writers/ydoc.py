"""A co-edited SEO writer document as a Yjs document, and the template fields the server reads from it.

The browser's editor (TipTap with its Collaboration extension) keeps the body in the XmlFragment
``default``, one XmlElement per ProseMirror node named as the node type (``paragraph``, ``heading`` with
``level`` …) and formatted XmlText whose attributes are the marks (``{"bold": {}}``, ``{"link": {"href":
…}}``). The one-line fields sit in the Map ``fields`` as plain strings. :func:`read_fields` turns that
into what the template stores — the same HTML the editor's ``getHTML()`` gives, then sanitised like every
other save — so the list, the content score, exports and WordPress read co-edited text as any other.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from html import escape

from pycrdt import Doc, Map, XmlElement, XmlFragment, XmlText

BODY, FIELDS = "default", "fields"
FIELD_NAMES = ("keyword", "title", "description")

# ProseMirror node type → HTML element, for the nodes of the console's editor (StarterKit, Image, TableKit).
_BLOCKS = {
    "paragraph": "p", "blockquote": "blockquote", "bulletList": "ul", "orderedList": "ol", "listItem": "li",
    "table": "table", "tableRow": "tr", "tableHeader": "th", "tableCell": "td",
}
_VOID = {"hardBreak": "br", "horizontalRule": "hr"}
_CELL_SPANS = ("colspan", "rowspan")
# Marks in the order TipTap nests them (outermost first), with their element.
_MARKS = (("link", "a"), ("bold", "strong"), ("italic", "em"), ("underline", "u"), ("strike", "s"), ("code", "code"))


class StateInvalid(ValueError):
    """Bytes that are not a Yjs update holding a document."""


@dataclass(frozen=True)
class DocumentFields:
    keyword: str
    title: str
    description: str
    content_html: str  # before sanitising


def load(state: bytes) -> Doc:
    doc = Doc()
    if state:
        try:
            doc.apply_update(state)
        except ValueError as error:  # "Cannot decode update"
            raise StateInvalid(str(error)) from None
    return doc


def decode_state(encoded: str) -> bytes:
    """The base64 Yjs update the browser sends when a share is made; :class:`StateInvalid` when it is not one
    (or holds no body)."""
    try:
        state = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise StateInvalid("not base64") from None
    if not state:
        raise StateInvalid("empty")
    doc = load(state)
    if len(doc.get(BODY, type=XmlFragment).children) == 0:
        raise StateInvalid("no body")
    return doc.get_update()


def read_fields(doc: Doc) -> DocumentFields:
    fields = doc.get(FIELDS, type=Map)
    values = {name: value if isinstance(value := fields.get(name), str) else "" for name in FIELD_NAMES}
    return DocumentFields(content_html=body_html(doc.get(BODY, type=XmlFragment)), **values)


def body_html(fragment: XmlFragment | XmlElement) -> str:
    """The body as HTML.

    >>> doc = Doc()
    >>> body = doc.get(BODY, type=XmlFragment)
    >>> heading = body.children.append(XmlElement("heading", {"level": 2.0}))
    >>> _ = heading.children.append(XmlText("保濕 & 美白"))
    >>> body_html(body)
    '<h2>保濕 &amp; 美白</h2>'
    """
    return "".join(_node_html(child) for child in fragment.children)


def _number(value: object) -> int | None:
    return int(value) if isinstance(value, int | float) and value == int(value) else None


def _node_html(node: XmlElement | XmlText | XmlFragment) -> str:
    if isinstance(node, XmlText):
        return "".join(_text_html(text, marks or {}) for text, marks in node.diff() if isinstance(text, str))
    if not isinstance(node, XmlElement):
        return body_html(node)
    name, attributes = node.tag or "", dict(node.attributes)
    inner = body_html(node)
    if name in _VOID:
        return f"<{_VOID[name]}>"
    if name == "heading":
        level = min(max(_number(attributes.get("level")) or 1, 1), 6)
        return f"<h{level}>{inner}</h{level}>"
    if name == "codeBlock":
        return f"<pre><code>{inner}</code></pre>"
    if name == "image":
        kept = {key: attributes[key] for key in ("src", "alt", "title") if isinstance(attributes.get(key), str)}
        return "<img" + "".join(f' {key}="{escape(value)}"' for key, value in kept.items()) + ">"
    tag = _BLOCKS.get(name)
    if tag is None:  # a node this editor does not make: keep its text, as the sanitiser would
        return inner
    spans = "".join(f' {key}="{span}"' for key in _CELL_SPANS if (span := _number(attributes.get(key))) not in (None, 1))
    start = _number(attributes.get("start")) if name == "orderedList" else None
    opening = f' start="{start}"' if start not in (None, 1) else ""
    return f"<{tag}{spans}{opening}>{inner}</{tag}>"


def _text_html(text: str, marks: dict) -> str:
    html = escape(text, quote=False)
    for mark, tag in reversed(_MARKS):
        if mark not in marks:
            continue
        if mark == "link":
            href = (marks[mark] or {}).get("href") if isinstance(marks[mark], dict) else None
            html = f'<a href="{escape(href)}">{html}</a>' if isinstance(href, str) else html
        else:
            html = f"<{tag}>{html}</{tag}>"
    return html
