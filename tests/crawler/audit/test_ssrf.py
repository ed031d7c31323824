"""The private-address guard: refused addresses, the start URL refused before a crawl starts, and
redirects and links to private addresses refused in a real crawl of a public-looking host."""

from __future__ import annotations

import ipaddress

import pytest

from crawler.audit.crawl import AuditCrawlOptions, crawl_site
from crawler.audit.policy import FetchPolicy
from crawler.audit.ssrf import UnsafeAddress, check_url, unsafe_reason
from tests.crawler.audit.sites import Page, html, redirect, serving


@pytest.mark.parametrize(("address", "reason"), [
    ("127.0.0.1", "loopback"), ("127.8.9.10", "loopback"), ("::1", "loopback"), ("::ffff:127.0.0.1", "loopback"),
    ("10.1.2.3", "private"), ("172.16.5.4", "private"), ("192.168.0.10", "private"),
    ("169.254.169.254", "metadata"), ("fd00:ec2::254", "metadata"),
    ("169.254.10.1", "link_local"), ("fe80::1", "link_local"),
    ("fd12:3456::1", "unique_local"), ("100.64.0.1", "cgnat"), ("100.127.255.254", "cgnat"),
    ("224.0.0.251", "multicast"), ("ff02::1", "multicast"), ("0.0.0.0", "private"),
    ("8.8.8.8", None), ("93.184.216.34", None), ("2606:4700:4700::1111", None),
])
def test_refused_addresses(address, reason):
    assert unsafe_reason(ipaddress.ip_address(address)) == reason


def test_the_start_url_is_refused_before_anything_starts(tmp_path, monkeypatch):
    monkeypatch.setenv("RANKLENS_CRAWL_ALLOW_PRIVATE", "1")  # read by the API's settings only, never here
    with serving({"/": Page(html("Local"))}) as site:
        with pytest.raises(UnsafeAddress) as refused:
            next(crawl_site(AuditCrawlOptions(f"{site.url}/", FetchPolicy()), tmp_path / "crawl"))
        assert refused.value.reason == "loopback"
        with pytest.raises(UnsafeAddress, match="loopback"):
            check_url(f"http://localhost:{site.port}/", allow_private=False)
        assert site.requests == []
    assert not (tmp_path / "crawl").exists()
    with pytest.raises(UnsafeAddress, match="metadata"):
        check_url("http://169.254.169.254/latest/meta-data/", allow_private=False)
    with pytest.raises(UnsafeAddress) as unresolvable:
        check_url("http://no-such-host.invalid/", allow_private=False)
    assert unresolvable.value.reason == "unresolvable"
    assert check_url("http://127.0.0.1:9/", allow_private=True) == "127.0.0.1"


def test_redirects_and_links_to_private_addresses_are_refused(tmp_path):
    """shop.example is pinned to the fixture server (a public-looking host the operator vouched for);
    what its pages send the crawler to is checked like any other address."""
    routes = {
        "/": Page(html("Shop home", '<a href="/to-loopback">a</a><a href="/to-metadata">b</a>'
                                    '<a href="/to-localhost">c</a><a href="http://10.20.30.40/admin">router</a>')),
        "/secret": Page(html("Secret")),
        "/latest/meta-data/": Page("iam credentials", headers={"Content-Type": "text/plain"}),
    }
    with serving(routes) as site:
        routes["/to-loopback"] = redirect(f"http://127.0.0.1:{site.port}/secret")
        routes["/to-localhost"] = redirect(f"http://localhost:{site.port}/secret", 302)
        routes["/to-metadata"] = redirect("http://169.254.169.254/latest/meta-data/")
        records = list(crawl_site(
            AuditCrawlOptions(f"http://shop.example:{site.port}/", FetchPolicy(timeout=2), retries=0,
                              hosts={"shop.example": "127.0.0.1"}),
            tmp_path,
        ))
        served = [path for _, path in site.requests]
    found = {r["summary"]["url"].rsplit("/", 1)[1]: r for r in records if r["kind"] == "page"}
    assert found[""]["summary"]["status"] == 200
    for name, target, reason in (("to-loopback", "127.0.0.1", "loopback"), ("to-metadata", "169.254.169.254", "metadata"),
                                 ("to-localhost", "localhost", "loopback")):
        record = found[name]
        assert record["fetch_error"] == f"blocked_address: {reason}", name
        assert target in record["redirects"][0]["location"]
        assert {"check": "status.fetch_failed", "url": record["summary"]["url"],
                "evidence": {"error": f"blocked_address: {reason}"}} in record["findings"]
    assert "/secret" not in served and "/latest/meta-data/" not in served
    external = next(r for r in records if r["kind"] == "external")
    assert external["link"] == {"url": "http://10.20.30.40/admin", "status": None, "error": "blocked_address: private"}
    assert records[-1]["reason"] == "finished"
