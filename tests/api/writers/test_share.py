"""The SEO writer's share link and co-editing (issue 16; SPEC §3, §5, §6, §8): making and stopping a link,
its validation, plan and creator rules, the guest's password (wrong, throttled, expired, stopped), and two
editors — the owner by session, the guest by the link's token — editing one document over the Yjs protocol
with the template's fields written from the shared text, on one API process and across two joined by Redis."""

from __future__ import annotations

import os
import subprocess
import time
from datetime import timedelta
from pathlib import Path

import pytest
from pycrdt import (
    Awareness,
    Doc,
    Map,
    Text,
    XmlElement,
    XmlFragment,
    XmlText,
    YMessageType,
    create_awareness_message,
    create_sync_message,
    create_update_message,
    handle_sync_message,
    read_message,
)
from starlette.websockets import WebSocketDisconnect

from api.core import config
from api.core.db import get_sessionmaker, utcnow
from api.writers import collab, ydoc
from api.writers.models import WriterShare, WriterTemplateVersion
from tests.api.projects.support import count, error, field_errors, join, new_site
from tests.api.writers.support import editor_state, new_document, save
from tests.factories import make_user

SHARE_PLAN = 7  # SPEC §6: 5, 7, 12, 13, 14 and 15 allow the share link
EN = {"Accept-Language": "en"}
REPO = Path(__file__).resolve().parents[3]


def share_body(**fields: object) -> dict:
    expires = (utcnow() + timedelta(days=7)).isoformat()
    return {"editor_name": "小美", "password": "pass-1234", "expires_at": expires, "state": editor_state()} | fields


@pytest.fixture
def owner():
    return make_user("owner@example.com", plan_id=SHARE_PLAN, days=30)


@pytest.fixture
def shared(client, owner):
    document = new_document(client, owner)
    made = client.post(f"/api/seo_writer_templates/{document['id']}/share", json=share_body(), headers=owner.headers)
    assert made.status_code == 201, made.text
    return document, made.json()


def unlock(client, share_uuid: str, password: str = "pass-1234", locale: str = "en"):
    return client.post(f"/api/share/seo_writer/{share_uuid}/unlock", json={"password": password},
                       headers={"Accept-Language": locale})


class CoEditor:
    """One editor's end of the Yjs protocol, as y-websocket's provider speaks it."""

    def __init__(self, socket) -> None:
        self.socket = socket
        self.doc = Doc()
        self.doc.observe(lambda event: self._outgoing.append(event.update))
        self._outgoing: list[bytes] = []
        self._applying = False

    def sync(self) -> None:
        """Our state vector out; the server's step 1 answered and its step 2 applied."""
        self.socket.send_bytes(create_sync_message(self.doc))
        self._outgoing.clear()
        got_step2 = answered = False
        while not (got_step2 and answered):
            message = self.socket.receive_bytes()
            if message[0] != YMessageType.SYNC:
                continue
            reply = handle_sync_message(message[1:], self.doc)
            if reply is not None:
                self.socket.send_bytes(reply)
                answered = True
            else:
                got_step2 = True
        self._outgoing.clear()

    def push(self) -> None:
        for update in self._outgoing:
            self.socket.send_bytes(create_update_message(update))
        self._outgoing.clear()

    def receive_update(self) -> None:
        while True:
            message = self.socket.receive_bytes()
            if message[0] == YMessageType.SYNC:
                handle_sync_message(message[1:], self.doc)
                self._outgoing.clear()
                return

    def body_text(self) -> str:
        return str(self.doc.get(ydoc.BODY, type=XmlFragment))

    def fields(self) -> Map:
        return self.doc.get(ydoc.FIELDS, type=Map)


def wait_for(check, seconds: float = 5.0):
    deadline = time.monotonic() + seconds
    while True:
        found = check()
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.1)


def test_owner_and_guest_co_edit_and_the_document_keeps_their_text(client, owner, shared):
    document, share = shared
    assert share["url"].endswith(f"/share/seo-writer/{share['uuid']}") and share["editor_name"] == "小美"
    read = client.get(f"/api/seo_writer_templates/{document['id']}", headers=owner.headers).json()
    assert read["share_active"] is True
    assert client.get(f"/api/seo_writer_templates/{document['id']}/share",
                      headers=owner.headers).json()["data"]["uuid"] == share["uuid"]

    opened = unlock(client, share["uuid"]).json()
    assert opened["document"] | {"expires_at": None} == {
        "id": document["id"], "keyword": "保濕精華", "title": "保濕精華怎麼挑", "editor_name": "小美",
        "owner_name": "owner", "expires_at": None}
    token = opened["token"]
    assert client.get(f"/api/share/seo_writer/{share['uuid']}", headers={"X-Share-Token": token}).json()["id"] == \
        document["id"]

    room = f"/api/writers/collab/{document['id']}"
    origin = {"Origin": "http://testserver"}
    with client.websocket_connect(f"{room}?share_token={token}", headers=origin) as guest_socket, \
            client.websocket_connect(room, headers=owner.headers | origin) as owner_socket:
        guest, host = CoEditor(guest_socket), CoEditor(owner_socket)
        guest.sync()
        host.sync()
        assert "溫和保濕" in guest.body_text() and guest.fields()["title"] == "保濕精華怎麼挑"
        # the guest types into the paragraph and renames the title; the owner sees both
        paragraph = guest.doc.get(ydoc.BODY, type=XmlFragment).children[1]
        typed = paragraph.children[0]
        typed.insert(len(typed), "，敏感肌也適用")  # pycrdt counts UTF-8 bytes: the end of the text
        guest.fields()["title"] = "敏感肌保濕精華"
        guest.push()
        host.receive_update()
        wait_for(lambda: (host.receive_update(), "敏感肌也適用" in host.body_text())[1], 5)
        assert "溫和保濕，敏感肌也適用" in host.body_text()
        saved = wait_for(lambda: (body := client.get(f"/api/seo_writer_templates/{document['id']}",
                                                     headers=owner.headers).json())["title"] == "敏感肌保濕精華" and body)
        assert saved["content_html"] == "<h1>保濕</h1><p>溫和保濕，敏感肌也適用</p>"
        # the REST save would be overwritten by the next co-edited save: refused while shared
        assert error(save(client, owner, saved, "en", title="x"), 409, "writer.co_editing")["message"].startswith(
            "This document is being co-edited")
    with get_sessionmaker()() as db:
        entries = db.query(WriterTemplateVersion).order_by(WriterTemplateVersion.version).all()
        assert entries[-1].saved_as == "owner, 小美" and entries[-1].saved_by is None
    versions = client.get(f"/api/seo_writer_templates/{document['id']}/versions", headers=owner.headers).json()
    assert versions["data"][0]["saved_by"] == "owner, 小美"


def api_process(monkeypatch, redis_url: str):
    """Another API app with its own co-editing rooms, as another process of a cluster would have, its settings
    naming ``redis_url`` (a TestClient to enter)."""
    from fastapi.testclient import TestClient

    from api.main import create_app

    monkeypatch.setenv("RANKLENS_REDIS_URL", redis_url)
    config.get_settings.cache_clear()
    return TestClient(create_app(), base_url="http://testserver")


@pytest.mark.timeout(60)
def test_editors_on_two_api_processes_co_edit_live(client, owner, shared, monkeypatch):
    """Cluster mode: the guest's socket reaches one API app, the owner's another (each its own rooms, as two
    processes would have), joined only by Redis (api.writers.relay): text, carets and the share's end cross."""
    if not os.environ.get("RANKLENS_TEST_REDIS_URL"):
        pytest.skip("RANKLENS_TEST_REDIS_URL is not set")
    monkeypatch.setattr(collab, "CHECK_SECONDS", 60.0)  # only the relay can end the other process's room in time
    document, share = shared
    token = unlock(client, share["uuid"]).json()["token"]
    room, origin = f"/api/writers/collab/{document['id']}", {"Origin": "http://testserver"}
    redis_url = os.environ["RANKLENS_TEST_REDIS_URL"]
    with api_process(monkeypatch, redis_url) as first, api_process(monkeypatch, redis_url) as second, \
            first.websocket_connect(f"{room}?share_token={token}", headers=origin) as guest_socket, \
            second.websocket_connect(room, headers=owner.headers | origin) as owner_socket:
        guest, host = CoEditor(guest_socket), CoEditor(owner_socket)
        guest.sync()
        host.sync()
        typed = guest.doc.get(ydoc.BODY, type=XmlFragment).children[1].children[0]
        typed.insert(len(typed), "，敏感肌也適用")
        guest.push()
        while "敏感肌也適用" not in host.body_text():
            host.receive_update()
        host.fields()["title"] = "兩台伺服器"
        host.push()
        while guest.fields().get("title") != "兩台伺服器":
            guest.receive_update()
        # the guest's name and caret reach the owner on the other process
        caret = Awareness(guest.doc)
        caret.set_local_state({"user": {"name": "小美"}, "cursor": None})
        guest_socket.send_bytes(create_awareness_message(caret.encode_awareness_update([caret.client_id])))
        seen = Awareness(Doc())
        while not any(state.get("user", {}).get("name") == "小美" for state in seen.states.values()):
            message = owner_socket.receive_bytes()
            if message[0] == YMessageType.AWARENESS:
                seen.apply_awareness_update(read_message(message[1:]), "test")
        # the owner stops the share on the second process; the guest on the first is cut off at once
        started = time.monotonic()
        assert second.delete(f"/api/seo_writer_templates/{document['id']}/share",
                             headers=owner.headers).status_code == 204
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                guest_socket.receive_bytes()
        assert closed.value.code == 4410 and time.monotonic() - started < 10
    read = client.get(f"/api/seo_writer_templates/{document['id']}", headers=owner.headers).json()
    assert read["title"] == "兩台伺服器" and "溫和保濕，敏感肌也適用" in read["content_html"]


@pytest.mark.timeout(60)
def test_a_redis_that_does_not_answer_stops_the_relay_not_the_editing(client, owner, shared, monkeypatch):
    from tests.ranklens_server import free_port

    document, share = shared
    token = unlock(client, share["uuid"]).json()["token"]
    room, origin = f"/api/writers/collab/{document['id']}", {"Origin": "http://testserver"}
    # nothing listens at that Redis address
    with api_process(monkeypatch, f"redis://127.0.0.1:{free_port()}/0") as server, \
            server.websocket_connect(f"{room}?share_token={token}", headers=origin) as guest_socket, \
            server.websocket_connect(room, headers=owner.headers | origin) as owner_socket:
        guest, host = CoEditor(guest_socket), CoEditor(owner_socket)
        guest.sync()
        host.sync()
        guest.fields()["title"] = "Redis 停了也能編輯"
        guest.push()
        while host.fields().get("title") != "Redis 停了也能編輯":
            host.receive_update()
    monkeypatch.delenv("RANKLENS_REDIS_URL")  # the REST calls' rate limiter uses Redis too
    config.get_settings.cache_clear()
    assert client.get(f"/api/seo_writer_templates/{document['id']}",
                      headers=owner.headers).json()["title"] == "Redis 停了也能編輯"


def test_stopping_the_share_cuts_the_guest_off_at_once_and_keeps_the_text(client, owner, shared):
    document, share = shared
    token = unlock(client, share["uuid"]).json()["token"]
    room = f"/api/writers/collab/{document['id']}?share_token={token}"
    with client.websocket_connect(room, headers={"Origin": "http://testserver"}) as socket:
        guest = CoEditor(socket)
        guest.sync()
        guest.fields()["description"] = "最後一筆"
        guest.push()
        assert client.delete(f"/api/seo_writer_templates/{document['id']}/share",
                             headers=owner.headers).status_code == 204
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                socket.receive_bytes()
        assert closed.value.code == 4410
    read = client.get(f"/api/seo_writer_templates/{document['id']}", headers=owner.headers).json()
    assert (read["description"], read["share_active"]) == ("最後一筆", False)  # saved before the link went
    error(unlock(client, share["uuid"]), 404, "resource.not_found")
    with client.websocket_connect(room, headers={"Origin": "http://testserver"}) as socket:
        with pytest.raises(WebSocketDisconnect) as refused:
            socket.receive_bytes()
        assert refused.value.code == 4404
    assert save(client, owner, read, title="又可以存了").status_code == 200


def test_the_password_is_checked_throttled_and_the_token_is_tied_to_the_share(client, owner, shared, settings):
    document, share = shared
    body = error(unlock(client, share["uuid"], "wrong-one"), 403, "writer.share_password_wrong")
    assert body["message"] == "Wrong writer password"
    assert error(unlock(client, share["uuid"], "wrong-one", "zh-TW"), 403, "writer.share_password_wrong")[
        "message"] == "寫手分享密碼錯誤"
    error(client.get(f"/api/share/seo_writer/{share['uuid']}", headers={"X-Share-Token": "made-up"}), 401,
          "writer.share_locked")
    for _ in range(settings.share_max_failures - 2):
        unlock(client, share["uuid"], "wrong-one")
    error(unlock(client, share["uuid"]), 429, "writer.share_too_many_attempts")  # even the right one now
    # a session alone does not open another user's document's room; a made-up token does not either
    stranger = make_user("stranger@example.com")
    origin = {"Origin": "http://testserver"}
    for headers, query in ((stranger.headers, ""), ({}, "?share_token=made-up"), ({}, "")):
        with client.websocket_connect(f"/api/writers/collab/{document['id']}{query}", headers=headers | origin) as ws:
            with pytest.raises(WebSocketDisconnect) as refused:
                ws.receive_bytes()
            assert refused.value.code in (4401, 4404)
    # another site's page cannot use the owner's session (cross-site WebSocket hijacking)
    with client.websocket_connect(f"/api/writers/collab/{document['id']}",
                                  headers=owner.headers | {"Origin": "https://evil.example"}) as ws:
        with pytest.raises(WebSocketDisconnect) as refused:
            ws.receive_bytes()
        assert refused.value.code == 4403


def test_an_expired_share_is_over(client, owner, shared):
    document, share = shared
    token = unlock(client, share["uuid"]).json()["token"]
    with get_sessionmaker()() as db:
        db.query(WriterShare).update({"expires_at": utcnow() - timedelta(minutes=1)})
        db.commit()
    assert error(unlock(client, share["uuid"]), 410, "writer.share_expired")["message"] == \
        "This co-editing link has expired"
    error(client.get(f"/api/share/seo_writer/{share['uuid']}", headers={"X-Share-Token": token}), 410,
          "writer.share_expired")
    read = client.get(f"/api/seo_writer_templates/{document['id']}", headers=owner.headers).json()
    assert read["share_active"] is False and save(client, owner, read, title="到期後").status_code == 200
    # a new link may be made once the old one has expired
    assert client.post(f"/api/seo_writer_templates/{document['id']}/share", json=share_body(),
                       headers=owner.headers).status_code == 201


@pytest.mark.parametrize("locale", ["zh-TW", "zh-CN", "en", "ja"])
def test_a_link_needs_a_name_a_password_and_a_future_expiry(client, owner, locale):
    document = new_document(client, owner)
    url = f"/api/seo_writer_templates/{document['id']}/share"
    headers = owner.headers | {"Accept-Language": locale}
    found = field_errors(client.post(url, json=share_body(editor_name=" ", password="12", expires_at=None,
                                                          state="bm90IHlqcw=="), headers=headers))
    assert {field: code for field, (code, _) in found.items()} == {
        "editor_name": "writer.share_editor_name_required", "password": "project.share_password_length",
        "expires_at": "writer.share_expiry_required", "state": "writer.share_state_invalid"}
    assert all(message for _, message in found.values())
    past = (utcnow() - timedelta(hours=1)).isoformat()
    far = (utcnow() + timedelta(days=91)).isoformat()
    for expires, code in ((past, "writer.share_expiry_past"), (far, "writer.share_expiry_too_far")):
        found = field_errors(client.post(url, json=share_body(expires_at=expires), headers=headers))
        assert {field: code for field, (code, _) in found.items()} == {"expires_at": code}
    assert count(WriterShare) == 0
    assert client.post(url, json=share_body(), headers=headers).status_code == 201
    # one link a document: changing the password is stop and share again (SPEC §4)
    error(client.post(url, json=share_body(password="another-1"), headers=headers), 409, "writer.share_active")


def test_only_the_creator_on_a_sharing_plan_makes_a_link(client, owner):
    trial = make_user("trial@example.com")  # plan 8: no share link (SPEC §6)
    mine = new_document(client, trial)
    error(client.post(f"/api/seo_writer_templates/{mine['id']}/share", json=share_body(), headers=trial.headers),
          403, "plan.feature_unavailable")
    site = new_site(client, owner)
    manager = make_user("manager@example.com", plan_id=SHARE_PLAN, days=30)
    join(client, owner, site["id"], manager, "manager")
    document = new_document(client, owner, site_id=site["id"])
    url = f"/api/seo_writer_templates/{document['id']}/share"
    error(client.post(url, json=share_body(), headers=manager.headers), 403, "writer.not_creator")
    assert client.post(url, json=share_body(), headers=owner.headers).status_code == 201
    assert client.get(url, headers=manager.headers).json()["data"]["editor_name"] == "小美"  # a member sees it
    error(client.delete(url, headers=manager.headers), 403, "writer.not_creator")
    error(client.get(f"/api/seo_writer_templates/{mine['id']}/share", headers=owner.headers), 404,
          "resource.not_found")


def test_the_console_editors_document_reads_as_the_html_it_would_save():
    """The state is made by the installed TipTap and y-tiptap (node), so a change in how they write the
    document shows here: every node and mark of the console's editor."""
    made = subprocess.run(["node", str(Path(__file__).with_name("tiptap_state.mjs"))], cwd=REPO, check=True,
                          capture_output=True, text=True, timeout=60)
    fields = ydoc.read_fields(ydoc.load(ydoc.decode_state(made.stdout.strip())))
    assert (fields.keyword, fields.title, fields.description) == ("保濕精華液", "保濕精華液推薦 2026", "描述")
    assert fields.content_html == (
        '<h1>保濕精華液推薦</h1><p>溫和<strong>不刺激</strong> &amp; &lt;安心&gt; '
        '<a href="https://example.com/a?b=1&amp;c=2"><em>連結</em></a><br>下一行</p>'
        '<ul><li><p>一</p></li><li><p>二</p></li></ul><ol start="3"><li><p>三</p></li></ol>'
        '<img src="https://example.com/i.png" alt="精華液瓶身">'
        '<table><tr><th><p>成分</p></th><th><p>功效</p></th></tr><tr><td colspan="2"><p>玻尿酸</p></td></tr></table>'
        '<blockquote><p><code>x&lt;y</code><u><s>刪</s></u></p></blockquote><pre><code>a &lt; b</code></pre><hr>'
        '<h2>小結</h2><p></p>')


def test_hostile_markup_in_the_shared_text_is_sanitised_when_saved():
    doc = Doc()
    paragraph = doc.get(ydoc.BODY, type=XmlFragment).children.append(XmlElement("paragraph"))
    text = paragraph.children.append(XmlText("點我"))
    text.format(0, 2, {"link": {"href": "javascript:alert(1)"}})
    paragraph.children.append(XmlElement("script", {"src": "https://evil.example/x.js"}))
    image = doc.get(ydoc.BODY, type=XmlFragment).children.append(XmlElement("image", {"src": '"><script>x</script>'}))
    assert image.tag == "image"
    doc.get(ydoc.FIELDS, type=Map)["title"] = Text("not a string")  # a client may put anything there
    from api.writers.sanitize import clean_html

    fields = ydoc.read_fields(doc)
    assert fields.title == ""
    assert clean_html(fields.content_html) == '<p><a rel="noopener noreferrer">點我</a></p><img src="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">'
