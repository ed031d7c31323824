"""`ranklens serp parse` and `ranklens serp fetch`: what an operator sees and the exit status."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from api.cli import main
from crawler.sandbox import SandboxServer
from crawler.sandbox.markup import render
from crawler.sandbox.model import build_serp

FIXTURES = Path(__file__).parents[1] / "crawler" / "parsers" / "fixtures"
DAY = date(2025, 11, 20)


@pytest.fixture
def sandbox():
    with SandboxServer(today=lambda: DAY) as server:
        yield server


@pytest.fixture
def env(tmp_path, sandbox):
    """The direct source pointed at the sandbox through the environment, fast and without a browser."""
    return {
        "RANKLENS_DATA_DIR": str(tmp_path),
        "RANKLENS_SERP_SOURCES": "direct",
        "RANKLENS_SERP_GOOGLE_URL": sandbox.base_url("google"),
        "RANKLENS_SERP_YAHOO_JP_URL": sandbox.base_url("yahoo_jp"),
        "RANKLENS_SERP_DOWNLOAD_DELAY": "0",
        "RANKLENS_SERP_RETRY_TIMES": "1",
        "RANKLENS_SERP_RENDER": "off",
    }


def run(*args: str, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def test_parse_prints_the_page_as_json(tmp_path):
    page = tmp_path / "page.html"
    serp = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW")
    page.write_text(render("google", serp, page=1, per_page=10, language="zh-TW", mobile=False), encoding="utf-8")
    result = run("serp", "parse", str(page), "--engine", "google", "--format", "json")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert payload["engine"] == "google" and payload["error"] is None
    assert [row["position"] for row in payload["organic"]] == list(range(1, 11))
    assert [row["url"] for row in payload["organic"]] == [x.url for x in serp.organic[:10]]
    assert {"position", "url", "title", "snippet", "host", "absolute_position", "type"} <= set(payload["organic"][0])
    assert payload["related_searches"] == list(serp.related)
    assert {row["type"] for row in payload["features"]} >= {"related_searches"}


def test_parse_reads_the_hand_written_fixtures_on_every_engine_and_device():
    for name, engine, device in [("google-full-zh-tw.html", "google", "desktop"), ("google-basic-ja.html", "google", "desktop"),
                                 ("google-mobile-zh-tw.html", "google", "mobile"), ("yahoo-tw.html", "yahoo_tw", "desktop")]:
        result = run("serp", "parse", str(FIXTURES / name), "--engine", engine, "--device", device, "--format", "json")
        assert result.exit_code == 0, (name, result.output)
        payload = json.loads(result.output)
        assert payload["device"] == device and payload["organic"][0]["position"] == 1


def test_parse_fails_on_a_captcha_page_with_the_error():
    result = run("serp", "parse", str(FIXTURES / "google-captcha.html"), "--engine", "google", "--format", "json")
    assert result.exit_code == 1
    payload = json.loads(result.stdout)
    assert payload == {"engine": "google", "organic": [], "features": [], "related_searches": [],
                       "error": {"kind": "captcha", "detail": "captcha form"}}
    assert "captcha" in result.stderr


def test_parse_lists_results_for_a_person():
    result = run("serp", "parse", str(FIXTURES / "yahoo-tw.html"), "--engine", "yahoo_tw")
    assert result.exit_code == 0
    assert "  1. https://www.ifoodie.tw/" in result.output and "organic results; features:" in result.output


def test_fetch_two_pages_from_the_sandbox(env, sandbox):
    result = run("serp", "fetch", "台北 咖啡廳", "--engine", "google", "--country", "TW", "--language", "zh-TW",
                 "--pages", "2", "--format", "json", env=env)
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    expected = build_serp("google", "台北 咖啡廳", DAY, country="TW", language="zh-TW").organic[:20]
    assert [row["position"] for row in payload["organic"]] == list(range(1, 21))
    assert [row["url"] for row in payload["organic"]] == [x.url for x in expected]
    assert payload["error"] is None and payload["pages"] == [1, 2] and payload["pages_fetched"] == 2
    assert payload["answered_by"] == "direct" and payload["sandbox"] is True
    assert [(s.params["hl"], s.params["gl"], s.params.get("start")) for s in sandbox.seen] in (
        [("zh-TW", "TW", None), ("zh-TW", "TW", "10")], [("zh-TW", "TW", "10"), ("zh-TW", "TW", None)])


def test_fetch_reports_a_blocked_check_and_exits_non_zero(env, sandbox):
    sandbox.set_mode("captcha")
    result = run("serp", "fetch", "東京 ラーメン", "--engine", "yahoo_jp", "--country", "JP", "--format", "json", env=env)
    assert result.exit_code == 1
    payload = json.loads(result.stdout)
    assert payload["organic"] == [] and payload["error"]["kind"] == "captcha"
    assert payload["attempts"][0]["source"] == "direct" and payload["answered_by"] is None


def test_fetch_says_when_only_the_sandbox_is_configured(tmp_path):
    env = {"RANKLENS_DATA_DIR": str(tmp_path), "RANKLENS_SERP_SOURCES": "", "RANKLENS_SERP_RENDER": "off"}
    result = run("serp", "fetch", "台北 美食", "--country", "TW", env=env)
    assert result.exit_code == 0, result.output
    assert "using the local sandbox" in result.stderr and "made up" in result.stderr
    assert "  1. https://" in result.stdout


def test_fetch_refuses_a_country_the_engine_does_not_serve(env):
    result = run("serp", "fetch", "x", "--engine", "yahoo_tw", "--country", "JP", env=env)
    assert result.exit_code == 2 and "yahoo_tw serves TW only" in result.output
