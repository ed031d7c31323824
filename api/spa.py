"""Serves the built console and applies its route guards on direct loads.

The console's route table (``console/src/app/route-table.json``) says which paths need a session
(``auth``), which are for visitors only (``guest``) and which are open (``public``); the router in the
browser reads the same file, so a guard holds both on a direct load (a 302 from here) and on in-app
navigation.

Caching: files under ``assets/`` carry a hash of their content in their name (Vite), so they are served
``immutable`` for a year, from the brotli or gzip copy the build wrote beside them (``.br``, ``.gz``,
console/build/precompress.ts) when the browser accepts it; ``index.html`` and the other files keep their
names across builds, so the browser revalidates them on every load (``no-cache``) against an ETag of their
content and gets a 304 while they are unchanged.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from mimetypes import guess_type
from pathlib import Path
from urllib.parse import urlencode

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response
from sqlalchemy.orm import Session

from api.core.config import Settings
from api.core.db import get_sessionmaker
from api.core.errors import NotFound

ROOT = Path(__file__).resolve().parents[1]
ROUTE_TABLE = ROOT / "console" / "src" / "app" / "route-table.json"
# Vite's build.assetsDir: every file in it is named after a hash of its content
HASHED_DIR = "assets"
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# the precompressed copies the build writes, in the order the server prefers them
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


@lru_cache
def route_table() -> list[tuple[list[str], str]]:
    entries = json.loads(ROUTE_TABLE.read_text(encoding="utf-8"))
    return [([s for s in e["path"].split("/") if s], e["access"]) for e in entries]


def route_access(path: str) -> str | None:
    """``auth``, ``guest`` or ``public`` for a console path, None when no route matches (404)."""
    segments = [s for s in path.split("/") if s]
    for pattern, access in route_table():
        if _matches(pattern, segments):
            return access
    return None


def _matches(pattern: list[str], segments: list[str]) -> bool:
    for index, part in enumerate(pattern):
        if part == "*":
            return True
        if index >= len(segments):
            return part.endswith("?") and all(p.endswith("?") for p in pattern[index:])
        if part.startswith(":"):
            continue
        if part != segments[index]:
            return False
    return len(segments) == len(pattern)


def accepted_codings(accept_encoding: str | None) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (RFC 9110 §12.5.3): those listed
    without ``q=0``, and, through ``*``, those not listed."""
    listed: dict[str, float] = {}
    for item in (accept_encoding or "").split(","):
        coding, _, params = item.strip().partition(";")
        if not coding:
            continue
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        listed[coding.strip().lower()] = quality
    accepted = {coding for coding, quality in listed.items() if quality > 0 and coding != "*"}
    if listed.get("*", 0) > 0:
        accepted |= {coding for coding, _ in PRECOMPRESSED if coding not in listed}
    return accepted


@lru_cache(maxsize=4096)
def _content_etag(path: Path, mtime_ns: int, size: int) -> str:
    digest = hashlib.blake2b(path.read_bytes(), digest_size=12).hexdigest()
    return f'"{digest}"'


def content_etag(path: Path) -> str:
    """A strong ETag from the file's bytes (the same on every server and after a rebuild that changed
    nothing), computed once per version of the file."""
    stat = path.stat()
    return _content_etag(path, stat.st_mtime_ns, stat.st_size)


def _not_modified(request: Request, etag: str) -> bool:
    wanted = request.headers.get("if-none-match")
    if not wanted:
        return False
    tags = {tag.strip().removeprefix("W/") for tag in wanted.split(",")}
    return "*" in tags or etag in tags


def file_response(path: Path, request: Request, *, cache_control: str, status_code: int = 200) -> Response:
    """``path``, or its precompressed copy in a coding the request accepts, with ``cache_control``, a
    content ETag and a 304 when the request already holds that version."""
    headers = {"Cache-Control": cache_control}
    served, coding = path, None
    copies = [(name, path.with_name(path.name + suffix)) for name, suffix in PRECOMPRESSED]
    copies = [(name, copy) for name, copy in copies if copy.is_file()]
    if copies:
        # caches keep one answer per Accept-Encoding, even for a request that got the plain file
        headers["Vary"] = "Accept-Encoding"
        accepted = accepted_codings(request.headers.get("accept-encoding"))
        coding, served = next(((name, copy) for name, copy in copies if name in accepted), (None, path))
    if coding:
        headers["Content-Encoding"] = coding
    headers["ETag"] = content_etag(served)
    if status_code == 200 and _not_modified(request, headers["ETag"]):
        return Response(status_code=304, headers={k: v for k, v in headers.items() if k != "Content-Encoding"})
    media_type, encoding = guess_type(path.name)
    # a file that is itself compressed (a copy asked for by name) is a download, not text to decode
    return FileResponse(served, status_code=status_code, headers=headers,
                        media_type=media_type if media_type and not encoding else "application/octet-stream")


def _has_session(request: Request) -> bool:
    from api.deps import resolve_auth  # late: deps imports models

    db: Session = get_sessionmaker()()
    try:
        return resolve_auth(request, db) is not None
    finally:
        db.close()


def console_dist(settings: Settings) -> Path:
    """The console's build output (``npm run build``); ``index.html`` in it means the console is built."""
    return (settings.console_dist or ROOT / "console" / "dist").resolve()


def mount_console(app: FastAPI, settings: Settings) -> None:
    dist = console_dist(settings)

    @app.api_route("/api/{path:path}", methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
                   include_in_schema=False)
    def unknown_api_path(path: str) -> Response:
        raise NotFound()

    @app.get("/{path:path}", include_in_schema=False)
    def console(path: str, request: Request) -> Response:
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and dist in candidate.parents:
            hashed = candidate.parent == dist / HASHED_DIR
            return file_response(candidate, request, cache_control=IMMUTABLE if hashed else REVALIDATE)
        index = dist / "index.html"
        if not index.is_file():
            return HTMLResponse("<h1>RankLens</h1><p>The console is not built: run <code>make run</code>.</p>",
                                status_code=503)
        access = route_access("/" + path)
        if access in ("auth", "guest"):
            signed_in = _has_session(request)
            if access == "auth" and not signed_in:
                query = dict(request.query_params)
                query["to"] = "/" + path
                return RedirectResponse("/auth?" + urlencode(query), status_code=302)
            if access == "guest" and signed_in:
                return RedirectResponse("/", status_code=302)
        return file_response(index, request, cache_control=REVALIDATE, status_code=200 if access else 404)
