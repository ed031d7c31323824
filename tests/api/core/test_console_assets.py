"""The console's files as a browser gets them: a hashed asset from its brotli or gzip copy as the
request accepts, cached for a year (immutable); index.html revalidated on every load (no-cache) and
answered 304 while unchanged; and the build (`npm run build`) writes those copies."""

from __future__ import annotations

import gzip
import re

import brotli
import pytest
from fastapi.testclient import TestClient

from api.core import config
from api.spa import ROOT, accepted_codings

SCRIPT = b"export const answer = () => 'RankLens';\n" * 200
INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head>' \
        '<body><div id="root"></div></body></html>'


@pytest.fixture
def console(migrated, clean_db, tmp_path, monkeypatch):
    """The app serving a console build in tmp_path: one hashed script with both copies, an icon."""
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX)
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    (dist / "assets" / "index-AbC123.js").write_bytes(SCRIPT)
    (dist / "assets" / "index-AbC123.js.br").write_bytes(brotli.compress(SCRIPT))
    (dist / "assets" / "index-AbC123.js.gz").write_bytes(gzip.compress(SCRIPT))
    (dist / "assets" / "small-XyZ789.js").write_bytes(b"export {}\n")  # too small to compress
    monkeypatch.setenv("RANKLENS_CONSOLE_DIST", str(dist))
    config.get_settings.cache_clear()
    from api.main import create_app

    with TestClient(create_app(), base_url="http://testserver") as client:
        yield client, dist
    config.get_settings.cache_clear()


@pytest.mark.parametrize(("accept", "coding", "suffix"), [
    ("br", "br", ".br"),
    ("gzip, deflate, br, zstd", "br", ".br"),
    ("gzip", "gzip", ".gz"),
    ("br;q=0, gzip;q=0.8", "gzip", ".gz"),
    ("*", "br", ".br"),
    ("identity", None, ""),
    ("", None, ""),
    ("deflate, zstd", None, ""),
])
def test_a_hashed_asset_comes_in_the_coding_the_browser_accepts(console, accept, coding, suffix):
    client, dist = console
    response = client.get("/assets/index-AbC123.js", headers={"Accept-Encoding": accept})
    assert response.status_code == 200
    assert response.headers.get("content-encoding") == coding
    # the precompressed copy itself (its length), decoded to the very script
    assert int(response.headers["content-length"]) == (dist / "assets" / f"index-AbC123.js{suffix}").stat().st_size
    assert response.content == SCRIPT
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["vary"] == "Accept-Encoding"


def test_an_asset_without_copies_is_sent_plain_and_still_immutable(console):
    client, _ = console
    response = client.get("/assets/small-XyZ789.js", headers={"Accept-Encoding": "br, gzip"})
    assert response.status_code == 200 and response.content == b"export {}\n"
    assert "content-encoding" not in response.headers and "vary" not in response.headers
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_index_html_is_revalidated_and_answered_304_while_unchanged(console):
    client, dist = console
    first = client.get("/auth")
    assert first.status_code == 200 and first.text == INDEX
    assert first.headers["cache-control"] == "no-cache"
    etag = first.headers["etag"]
    again = client.get("/auth", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == etag and again.headers["cache-control"] == "no-cache"
    # another screen is the same document
    assert client.get("/reset_password", headers={"If-None-Match": etag}).status_code == 304
    # a new build: a new ETag, the new document
    (dist / "index.html").write_text(INDEX.replace("AbC123", "DeF456"))
    changed = client.get("/auth", headers={"If-None-Match": etag})
    assert changed.status_code == 200 and "DeF456" in changed.text and changed.headers["etag"] != etag


def test_the_guards_still_come_before_a_304(console):
    client, _ = console
    etag = client.get("/auth").headers["etag"]
    response = client.get("/profile", headers={"If-None-Match": etag}, follow_redirects=False)
    assert response.status_code == 302 and response.headers["location"].startswith("/auth?")


def test_an_unnamed_file_is_revalidated_too(console):
    client, _ = console
    icon = client.get("/favicon.svg")
    assert icon.status_code == 200 and icon.headers["cache-control"] == "no-cache"
    assert client.get("/favicon.svg", headers={"If-None-Match": icon.headers["etag"]}).status_code == 304


def test_accept_encoding_is_read_as_rfc_9110_says():
    assert accepted_codings("gzip, br;q=0.5") == {"gzip", "br"}
    assert accepted_codings("BR;Q=0") == set()
    assert accepted_codings("*;q=0.1, gzip;q=0") == {"br"}
    assert accepted_codings(None) == set()


def test_the_build_writes_a_brotli_and_a_gzip_copy_of_every_asset_the_first_screen_loads():
    dist = ROOT / "console" / "dist"
    if not (dist / "index.html").is_file():
        pytest.fail("the console is not built: run `make install` (or `npm run build`) first")
    html = (dist / "index.html").read_text()
    named = re.findall(r'(?:src|href)="/(assets/[^"]+\.(?:js|css))"', html)
    assert any(name.endswith(".js") for name in named)
    assets = [dist / name for name in named] + sorted((dist / "assets").glob("*.js"))
    compressed = [path for path in assets if path.stat().st_size >= 1024]
    assert len(compressed) > 10
    for path in compressed:
        plain = path.read_bytes()
        assert brotli.decompress(path.with_name(path.name + ".br").read_bytes()) == plain, path.name
        assert gzip.decompress(path.with_name(path.name + ".gz").read_bytes()) == plain, path.name
