"""Every fetcher takes its fetch policy from the settings (a ``.env`` file included): the site check,
the public page checker, the page audit's fetcher and ``ranklens audit`` agree; and the checker
refuses private addresses before it starts, and follows no redirect into one."""

from __future__ import annotations

import importlib
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from analytics.audits.facts import PageFacts
from api.audits.checker import _crawl_one, checked_url
from api.core import config
from api.page_audits.fetch import fetch_page
from tests.api.projects.support import error, new_site
from tests.crawler.audit.sites import Page, html, public_hosts, redirect, serving
from tests.factories import make_user

LOOPBACK_HOSTS = Path(__file__).resolve().parents[2] / "e2e" / "loopback_hosts"
RANKLENS = Path(sys.executable).parent / "ranklens"
PUBLIC = "93.184.216.34"  # never dialled: mapped to a server on 127.0.0.1 (sites.public_hosts)


@pytest.fixture
def settings_from(monkeypatch):
    """The settings read afresh, with RANKLENS_CRAWL_ALLOW_PRIVATE unset in the environment."""
    monkeypatch.delenv("RANKLENS_CRAWL_ALLOW_PRIVATE", raising=False)
    config.get_settings.cache_clear()
    yield
    config.get_settings.cache_clear()


def test_a_dotenv_file_allows_private_addresses_for_every_fetcher(client, analytics, eager, settings_from, tmp_path,
                                                                  monkeypatch):
    (tmp_path / ".env").write_text("RANKLENS_CRAWL_ALLOW_PRIVATE=1\n")
    monkeypatch.chdir(tmp_path)
    # 牛肉麵.test resolves to 127.0.0.1, here and in the crawl's child process.
    loopback = importlib.import_module("tests.e2e.loopback_hosts.sitecustomize")
    monkeypatch.setattr(socket, "getaddrinfo", loopback.getaddrinfo)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(LOOPBACK_HOSTS), os.environ.get("PYTHONPATH")])))
    owner = make_user("owner@example.com", plan_id=3)
    with serving({"/": Page(html("A page on this machine"))}) as site:
        assert config.get_settings().fetch_policy().allow_private is True
        site_id = new_site(client, owner, url=f"http://牛肉麵.test:{site.port}")["id"]
        started = client.post(f"/api/sites/{site_id}/site_checks", json={"max_pages": 5}, headers=owner.headers)
        assert started.status_code == 202, started.text
        check = client.get(f"/api/site_checks/{started.json()['id']}", headers=owner.headers).json()
        url = f"{site.url}/"
        page = fetch_page(url)
        checked = _crawl_one(checked_url(url))
        env = {name: value for name, value in os.environ.items() if name != "RANKLENS_CRAWL_ALLOW_PRIVATE"}
        cli = subprocess.run([str(RANKLENS), "audit", url, "--max-pages", "1", "--format", "json"], cwd=tmp_path,
                             env=env, capture_output=True, text=True, timeout=180, check=False)
    assert (check["state"], check["pages_crawled"]) == ("completed", 1), check
    assert isinstance(page, PageFacts) and page.title == "A page on this machine"
    assert (checked.summary.status, checked.fetch_error) == (200, None)
    assert cli.returncode == 0, cli.stderr


@pytest.mark.parametrize(("host", "address"), [
    ("intranet.test", "10.1.2.3"), ("metadata.test", "169.254.169.254"), ("home.test", "127.0.0.1"),
])
def test_the_checker_refuses_a_private_address_before_anything_starts(client, settings_from, monkeypatch, host,
                                                                      address):
    public_hosts(monkeypatch, resolve={host: [address]}, dial={})
    body = error(client.post("/api/tool/checker", json={"url": f"http://{host}/admin"},
                             headers={"Accept-Language": "en"}), 422, "site_check.address_refused")
    assert body["message"].startswith("This address cannot be checked")


def test_the_checker_follows_no_redirect_into_a_private_address(client, settings_from, monkeypatch):
    with serving({"/": Page(html("Internal admin"))}) as secret, serving({}) as site:
        site.routes["/"] = redirect(f"http://127.0.0.1:{secret.port}/", 302)
        public_hosts(monkeypatch, resolve={"shop.test": [PUBLIC]},
                     dial={f"{PUBLIC}:{site.port}": f"127.0.0.1:{site.port}"})
        record = _crawl_one(checked_url(f"http://shop.test:{site.port}/"))
    assert (secret.connections, secret.requests) == (0, [])
    assert (record.summary.status, record.fetch_error) == (None, "blocked_address: loopback")
    assert [(hop.status, hop.location) for hop in record.redirects] == [(302, f"http://127.0.0.1:{secret.port}/")]
