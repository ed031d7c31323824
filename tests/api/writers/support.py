"""Helpers for the SEO writer's API tests: documents and categories made through the API."""

from __future__ import annotations

import base64

from fastapi.testclient import TestClient
from pycrdt import Doc, Map, XmlElement, XmlFragment, XmlText

from api.writers import ydoc
from tests.factories import SignedIn


def new_document(client: TestClient, who: SignedIn, **fields: object) -> dict:
    response = client.post("/api/seo_writer_templates", json={"keyword": "保濕精華", "title": "保濕精華怎麼挑",
                                                               "content_html": "<h1>保濕</h1><p>內文</p>", **fields},
                           headers=who.headers)
    assert response.status_code == 201, response.text
    return response.json()


def new_category(client: TestClient, who: SignedIn, name: str = "保養") -> dict:
    response = client.post("/api/seo_writer_template_categories", json={"name": name}, headers=who.headers)
    assert response.status_code == 201, response.text
    return response.json()


def save(client: TestClient, who: SignedIn, document: dict, locale: str = "zh-TW", **fields: object):
    """The editor's autosave: an edit made on the version the client last saw."""
    return client.patch(f"/api/seo_writer_templates/{document['id']}", json={"version": document["version"], **fields},
                        headers={**who.headers, "Accept-Language": locale})


def editor_state(title: str = "保濕精華怎麼挑", body: str = "溫和保濕") -> str:
    """What the console sends: the editor's document as a Yjs update (an H1 and a paragraph here)."""
    doc = Doc()
    fragment = doc.get(ydoc.BODY, type=XmlFragment)
    heading = fragment.children.append(XmlElement("heading", {"level": 1.0}))
    heading.children.append(XmlText("保濕"))
    paragraph = fragment.children.append(XmlElement("paragraph"))
    paragraph.children.append(XmlText(body))
    fields = doc.get(ydoc.FIELDS, type=Map)
    fields["keyword"], fields["title"], fields["description"] = "保濕精華", title, "描述"
    return base64.b64encode(doc.get_update()).decode()
