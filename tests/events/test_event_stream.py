import json
import socket
import threading
import time

import httpx
import pytest
import uvicorn
from sqlalchemy import select

from api.accounts.models import UserSession
from api.core import events
from api.core.config import APP_VERSION
from api.core.events import publish, user_channel
from api.events import service
from tests.factories import make_user


@pytest.fixture
def server(app):
    """The app served by a real uvicorn on a free port, in a thread of this process."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    instance = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                             timeout_graceful_shutdown=1))
    thread = threading.Thread(target=instance.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not instance.started:
        assert thread.is_alive() and time.monotonic() < deadline
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    instance.should_exit = True
    thread.join(timeout=10)


def read_events(response: httpx.Response):
    """Yields ("event", data) per server-sent event and ("comment", text) per comment line."""
    event, data = None, []
    for line in response.iter_lines():
        if line.startswith(":"):
            yield "comment", line[1:].strip()
        elif line.startswith("event:"):
            event = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].strip())
        elif line == "" and event:
            yield event, json.loads("\n".join(data))
            event, data = None, []


def session_id_of(db_session, user_id: int) -> int:
    return db_session.scalar(select(UserSession.id).where(UserSession.user_id == user_id))


def test_stream_sends_version_then_only_this_sessions_force_logout(server, db_session):
    user = make_user()
    session_id = session_id_of(db_session, user.user_id)
    channel = user_channel(user.user_id)
    with httpx.stream("GET", f"{server}/api/event-stream", headers=user.headers, timeout=10) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        stream = read_events(response)
        assert next(stream) == ("version", {"version": APP_VERSION})

        publish(channel, "force_logout", {"session_ids": [session_id + 1000], "reason": "replaced"})
        publish(channel, "internal", {"secret": "not for browsers"})
        publish(channel, "job", {"operation": {"id": 5, "type": "keyword_ranking", "status": "completed"}})
        publish(channel, "force_logout", {"session_ids": [session_id], "reason": "replaced"})

        # The other session's force_logout and the unknown event were skipped: the job comes first.
        assert next(stream) == ("job", {"operation": {"id": 5, "type": "keyword_ranking", "status": "completed"}})
        assert next(stream) == ("force_logout", {"reason": "replaced"})
        assert list(stream) == []  # the ended session's stream closes


def test_another_users_events_do_not_reach_the_stream(server):
    owner = make_user("owner@example.com")
    other = make_user("other@example.com")
    with httpx.stream("GET", f"{server}/api/event-stream", headers=owner.headers, timeout=10) as response:
        stream = read_events(response)
        assert next(stream)[0] == "version"
        publish(user_channel(other.user_id), "job", {"operation": {"id": 1}})
        publish(user_channel(owner.user_id), "job", {"operation": {"id": 2}})
        assert next(stream) == ("job", {"operation": {"id": 2}})


def test_cookie_session_streams_and_a_visitor_gets_401(server):
    user = make_user()
    with httpx.stream("GET", f"{server}/api/event-stream", cookies={"token": user.token}, timeout=10) as response:
        assert next(read_events(response)) == ("version", {"version": APP_VERSION})
    anonymous = httpx.get(f"{server}/api/event-stream", headers={"Accept-Language": "en"}, timeout=10)
    assert anonymous.status_code == 401
    assert anonymous.json()["code"] == "auth.unauthenticated"


def test_heartbeat_comments_and_cleanup_on_disconnect(server, monkeypatch):
    monkeypatch.setattr(service, "HEARTBEAT_SECONDS", 0.2)
    user = make_user()
    channel = user_channel(user.user_id)
    with httpx.stream("GET", f"{server}/api/event-stream", headers=user.headers, timeout=10) as response:
        stream = read_events(response)
        assert next(stream)[0] == "version"
        assert next(stream) == ("comment", "heartbeat")
        assert channel in events.get_bus()._subscribers
    deadline = time.monotonic() + 10
    while channel in events.get_bus()._subscribers:
        assert time.monotonic() < deadline, "the closed stream is still subscribed"
        time.sleep(0.05)
