"""The sandbox server over HTTP on 127.0.0.1: routes, markers, device by User-Agent, pagination,
the blocking modes tests rely on, and answering as a proxy's exit."""

from __future__ import annotations

from datetime import date

import httpx
import pytest

from crawler.parsers import parse_html
from crawler.sandbox import MARKER_HEADER, MARKER_META, SandboxServer
from crawler.sandbox.model import build_serp
from crawler.serp import SerpPageError, SerpPageKind

DAY = date(2025, 11, 20)
IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1"


@pytest.fixture
def sandbox():
    with SandboxServer(today=lambda: DAY) as server:
        yield server


def test_google_pages_follow_hl_gl_and_start(sandbox):
    response = httpx.get(f"{sandbox.base_url('google')}/search",
                         params={"q": "台北 咖啡廳", "hl": "zh-TW", "gl": "TW", "start": "10"})
    assert response.status_code == 200
    assert response.headers[MARKER_HEADER] == "1" and MARKER_META in response.text
    parsed = parse_html("google", response.text, page=2)
    expected = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW")
    assert [r.url for r in parsed.organic] == [x.url for x in expected.organic[10:20]]
    assert sandbox.seen[-1].params == {"q": "台北 咖啡廳", "hl": "zh-TW", "gl": "TW", "start": "10"}


@pytest.mark.parametrize("engine", ["yahoo_jp", "yahoo_tw"])
def test_yahoo_pages_follow_b(sandbox, engine):
    response = httpx.get(f"{sandbox.base_url(engine)}/search", params={"p": "ラーメン", "b": "21"})
    parsed = parse_html(engine, response.text, page=3)
    country, language = ("JP", "ja") if engine == "yahoo_jp" else ("TW", "zh-TW")
    expected = build_serp(engine, "ラーメン", DAY, country=country, language=language)
    assert [r.url for r in parsed.organic] == [x.url for x in expected.organic[20:30]]


def test_the_device_follows_the_user_agent(sandbox):
    url = f"{sandbox.base_url('google')}/search"
    desktop = httpx.get(url, params={"q": "coffee", "hl": "en", "gl": "US"}).text
    mobile = httpx.get(url, params={"q": "coffee", "hl": "en", "gl": "US"}, headers={"User-Agent": IPHONE}).text
    assert "yuRUbf" in desktop and "cz3goc" not in desktop
    assert "cz3goc" in mobile and "yuRUbf" not in mobile
    assert parse_html("google", mobile, device="mobile").organic


def test_the_same_query_on_the_same_day_is_the_same_page_on_any_server():
    params = {"q": "台北 美食", "hl": "zh-TW", "gl": "TW"}
    with SandboxServer(today=lambda: DAY) as one, SandboxServer(today=lambda: DAY) as two:
        first = httpx.get(f"{one.base_url('google')}/search", params=params).text
        assert httpx.get(f"{two.base_url('google')}/search", params=params).text == first
    with SandboxServer(today=lambda: date(2025, 11, 21)) as later:
        assert httpx.get(f"{later.base_url('google')}/search", params=params).text != first


def test_captcha_mode_answers_a_captcha_page(sandbox):
    sandbox.set_mode("captcha")
    response = httpx.get(f"{sandbox.base_url('google')}/search", params={"q": "x"})
    assert response.status_code == 200
    with pytest.raises(SerpPageError) as caught:
        parse_html("google", response.text)
    assert caught.value.kind is SerpPageKind.CAPTCHA


def test_sorry_mode_redirects_google_to_its_captcha(sandbox):
    sandbox.set_mode("sorry")
    response = httpx.get(f"{sandbox.base_url('google')}/search", params={"q": "x"})
    assert response.status_code == 302
    assert response.headers["Location"].startswith("/google/sorry/index?continue=")
    followed = httpx.get(f"{sandbox.base_url('google')}/search", params={"q": "x"}, follow_redirects=True)
    with pytest.raises(SerpPageError) as caught:
        parse_html("google", followed.text)
    assert caught.value.kind is SerpPageKind.CAPTCHA


def test_fail_answers_the_next_searches_with_an_error_then_recovers(sandbox):
    sandbox.fail(2, 503)
    url = f"{sandbox.base_url('yahoo_tw')}/search"
    assert [httpx.get(url, params={"p": "x"}).status_code for _ in range(3)] == [503, 503, 200]
    assert [seen.status for seen in sandbox.seen] == [503, 503, 200]


def test_the_control_route_switches_modes(sandbox):
    state = httpx.get(f"{sandbox.url}/_sandbox/control", params={"mode": "429", "fail": "1", "status": "500"}).json()
    assert state == {"mode": "429", "fail_next": 1, "fail_status": 500, "searches": 0}
    url = f"{sandbox.base_url('google')}/search"
    assert [httpx.get(url, params={"q": "x"}).status_code for _ in range(2)] == [500, 429]
    assert httpx.get(f"{sandbox.url}/_sandbox/control").json()["searches"] == 2
    assert httpx.get(f"{sandbox.url}/_sandbox/control", params={"mode": "nope"}).status_code == 400


def test_js_mode_hides_results_from_plain_http_clients(sandbox):
    sandbox.set_mode("js")
    html = httpx.get(f"{sandbox.base_url('google')}/search", params={"q": "x"}).text
    assert MARKER_META in html and "document.write" in html
    with pytest.raises(SerpPageError) as caught:
        parse_html("google", html)
    assert caught.value.kind is SerpPageKind.UNRECOGNISED


def test_it_answers_as_the_exit_of_a_proxy(sandbox):
    with httpx.Client(proxy=sandbox.url) as client:
        response = client.get("http://search.example.invalid/google/search", params={"q": "coffee", "gl": "US"})
    assert response.status_code == 200 and parse_html("google", response.text).organic
    assert sandbox.seen[-1].via_proxy


def test_other_paths_are_not_found(sandbox):
    assert httpx.get(f"{sandbox.url}/elsewhere").status_code == 404
