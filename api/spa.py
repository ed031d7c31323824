"""Serves the built console and applies its route guards on direct loads.

The console's route table (``console/src/app/route-table.json``) says which paths need a session
(``auth``), which are for visitors only (``guest``) and which are open (``public``); the router in the
browser reads the same file, so a guard holds both on a direct load (a 302 from here) and on in-app
navigation.
"""

from __future__ import annotations

import json
from functools import lru_cache
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
            return FileResponse(candidate)
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
        response = FileResponse(index, status_code=200 if access else 404)
        response.headers["Cache-Control"] = "no-cache"
        return response
