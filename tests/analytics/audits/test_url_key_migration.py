"""Analytics migration 0008: site-check rows stored while pages and links were keyed by the old rule (scheme
and host lower-cased, the rest as spelled) get the keys the store writes now (``canonicalize_url``), so an
old check finds its pages by URL again; running it again changes nothing."""

from __future__ import annotations

import shutil
from dataclasses import replace
from urllib.parse import urlsplit, urlunsplit

import pytest

from analytics.audits import page_audit, store
from analytics.audits.facts import url_key
from analytics.schema import runner
from tests.analytics.audits import site_records as site
from tests.analytics.audits.site_records import BEEF, MISSING, NEW, OLD, ROOT, SOUP

MIGRATION = "0008_audit_url_keys.py"
OLD_CHECK, FRESH_CHECK = 7, 8


def old_url_key(url: str) -> str:
    """The key pages and links were stored by before canonicalize_url (analytics.audits.facts, until 3882735)."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return url
    return urlunsplit((parts.scheme.lower(), parts.netloc.lower(), parts.path or "/", parts.query, ""))


@pytest.fixture
def migrations_dir(tmp_path):
    """The real migrations up to the one before this one."""
    directory = tmp_path / "migrations"
    shutil.copytree(runner.MIGRATIONS_DIR, directory, ignore=shutil.ignore_patterns("__pycache__", MIGRATION))
    return directory


@pytest.fixture
def old_check(analytics_store, migrations_dir, monkeypatch):
    """A check stored by the old rule on a store migrated up to the migration before it, and the same site stored today."""
    client = analytics_store
    runner.apply(client, migrations_dir)
    with monkeypatch.context() as old_code:
        old_code.setattr(store, "url_key", old_url_key)
        store.store_records(client, OLD_CHECK, site.records(), batch_pages=2)
    store.store_records(client, FRESH_CHECK, site.records(), batch_pages=2)
    return client


def rows(client, table: str, check: int, order: str) -> list[tuple]:
    return client.query(f"SELECT * EXCEPT (site_check_id, stored_at) FROM {table} FINAL "
                        f"WHERE site_check_id = {check} ORDER BY {order}").result_rows


def stamps(client, table: str) -> list[tuple]:
    return client.query(f"SELECT * FROM {table} ORDER BY ALL").result_rows


def site_facts(client, check: int):
    """The check's site facts with its links in one order: the store's query unions two reads, whose rows
    come in whatever order ClickHouse's threads finish (the order means nothing to the checks)."""
    facts = store.site_facts(client, check, ROOT)
    return replace(facts, links=tuple(sorted(facts.links, key=lambda e: (e.source, e.target, e.text, e.nofollow))))


def test_old_rows_get_the_new_keys_and_running_it_again_is_harmless(old_check, migrations_dir):
    client = old_check
    # The IDN host was kept as typed: today's key (punycode) finds none of the old check's pages.
    assert old_url_key(BEEF) != url_key(BEEF)
    assert page_audit.crawled(client, OLD_CHECK, [BEEF, NEW]) == set()
    assert not any(m.links_to_target for m in store.mentions(client, OLD_CHECK, "牛肉麵", SOUP))

    shutil.copy(runner.MIGRATIONS_DIR / MIGRATION, migrations_dir / MIGRATION)
    assert [m.label for m in runner.apply(client, migrations_dir)] == [MIGRATION.removesuffix(".py")]

    assert page_audit.crawled(client, OLD_CHECK, [BEEF, NEW]) == {url_key(BEEF), url_key(NEW)}
    assert store.mentions(client, OLD_CHECK, "牛肉麵", SOUP) == store.mentions(client, FRESH_CHECK, "牛肉麵", SOUP)
    pages = {url: (key, final) for url, key, final in client.query(
        f"SELECT url, url_key, final_key FROM audit_pages FINAL WHERE site_check_id = {OLD_CHECK}").result_rows}
    assert pages[OLD] == (url_key(OLD), url_key(NEW)) and pages[ROOT][0] == "https://xn--11xm61acsx.tw/"
    # Row for row what the store writes today, links moved to their new key rather than copied beside it.
    assert rows(client, "audit_pages", OLD_CHECK, "url") == rows(client, "audit_pages", FRESH_CHECK, "url")
    assert rows(client, "audit_links", OLD_CHECK, "ALL") == rows(client, "audit_links", FRESH_CHECK, "ALL")
    assert client.command(f"SELECT count() FROM audit_links WHERE site_check_id = {OLD_CHECK} "
                          f"AND target = '{MISSING}'") == 2
    assert site_facts(client, OLD_CHECK) == site_facts(client, FRESH_CHECK)

    before = (stamps(client, "audit_pages"), stamps(client, "audit_links"))
    migration = next(m for m in runner.load(runner.target_for(client), migrations_dir)
                     if m.label == MIGRATION.removesuffix(".py"))  # later migrations follow it
    migration.data(client, runner.target_for(client))
    assert (stamps(client, "audit_pages"), stamps(client, "audit_links")) == before  # nothing rewritten
