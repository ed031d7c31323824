"""The page audit's fetcher behind the address guard and the fetch policy: redirects into private
addresses are not followed, a rebinding host is fetched from the address approved first, and the
policy's size cap, redirect limit and user agent are the ones applied."""

from __future__ import annotations

from http.server import BaseHTTPRequestHandler

from api.page_audits.fetch import FetchFailure, check_links, fetch_page, fetch_pages
from crawler.audit.policy import FetchPolicy
from tests.crawler.audit.sites import Page, html, public_hosts, redirect, serving

PUBLIC = "93.184.216.34"  # never dialled: mapped to a server on 127.0.0.1 (sites.public_hosts)


def test_redirects_into_private_addresses_are_not_followed(monkeypatch):
    with serving({"/secret": Page(html("Internal admin"))}) as secret, serving({}) as site:
        public_hosts(monkeypatch, resolve={"shop.example": [PUBLIC]},
                     dial={f"{PUBLIC}:{site.port}": f"127.0.0.1:{site.port}"})
        site.routes.update({
            "/": Page(html("Shop home")),
            "/to-loopback": redirect(f"http://127.0.0.1:{secret.port}/secret", 302),
            "/to-localhost": redirect(f"http://localhost:{secret.port}/secret"),
            "/to-link-local": redirect("http://169.254.10.1/", 302),
            "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/", 307),
        })
        base = f"http://shop.example:{site.port}"
        refused = [f"{base}/to-loopback", f"{base}/to-localhost", f"{base}/to-link-local", f"{base}/to-metadata"]
        pages = fetch_pages([f"{base}/", *refused], policy=FetchPolicy())
        links = check_links([f"{base}/", *refused], policy=FetchPolicy())
    assert pages[0].title == "Shop home"
    assert pages[1:] == [FetchFailure(url, "blocked_address") for url in refused]
    assert [(link.status, link.error) for link in links] == [(200, None)] + [(None, "blocked_address")] * 4
    assert (secret.connections, secret.requests) == (0, [])


def test_a_rebinding_host_is_fetched_from_the_address_approved_first(monkeypatch):
    """rebind.example answers a public address first and 127.0.0.1 after: every request (and redirect
    hop) goes to the first answer, approved once."""
    with serving({"/": Page(html("Internal admin"))}) as secret, serving({}) as shop:
        public_hosts(monkeypatch, resolve={"rebind.example": [PUBLIC, "127.0.0.1"]},
                     dial={f"{PUBLIC}:{secret.port}": f"127.0.0.1:{shop.port}"})
        base = f"http://rebind.example:{secret.port}"
        shop.routes.update({"/": Page(html("Public shop")), "/moved": redirect(f"{base}/")})
        pages = fetch_pages([f"{base}/", f"{base}/moved"], policy=FetchPolicy())
    assert [(page.status, page.title) for page in pages] == [(200, "Public shop")] * 2
    assert (secret.connections, secret.requests) == (0, [])


def test_the_policy_caps_size_and_redirects_and_names_the_agent():
    agents = []

    def echo_agent(handler: BaseHTTPRequestHandler) -> None:
        agents.append(handler.headers["User-Agent"])
        Page(html("Agent")).send(handler)

    routes = {"/agent": echo_agent, "/big": Page(html("Big", "x" * 5000)), "/one": redirect("/agent"),
              "/two": redirect("/one")}
    policy = FetchPolicy(allow_private=True, max_bytes=2000, max_redirects=1, user_agent="PolicyBot/2.0")
    with serving(routes) as site:
        assert fetch_page(f"{site.url}/one", policy=policy).title == "Agent"
        assert fetch_page(f"{site.url}/two", policy=policy) == FetchFailure(f"{site.url}/two", "too_many_redirects")
        assert fetch_page(f"{site.url}/big", policy=policy) == FetchFailure(f"{site.url}/big", "too_large")
    assert agents == ["PolicyBot/2.0"]
