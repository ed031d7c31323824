"""A client of the WordPress REST API (https://developer.wordpress.org/rest-api/), authenticated with an
application password (HTTP Basic; core since WordPress 5.6, no plugin needed).

Every request goes to a host the user named, so every one passes the address guard, size cap and timeout of
every fetch of a user's URL (:func:`api.page_audits.fetch.request`). The site's API root is found once, on
save (:func:`discover`): ``/wp-json/``, or ``/?rest_route=/`` on a site with plain permalinks, after the
site's redirects (http → https, a www host); later calls go straight to it and follow no redirect (the
credentials must not travel to another host).

What goes wrong is told apart, each a stable code of api/cms/messages.json (:class:`WordPressFailed`):
the address refused by the guard, no answer (unreachable, timeout), no REST API (404: removed or disabled by
a plugin, or not WordPress), a web page instead of JSON (a security plugin's or firewall's challenge, or
the URL is not the WordPress site), credentials refused (401) or never received (the web server drops the
Authorization header), a user who may not publish (403), and WordPress refusing what was sent (its message).
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from api.core.config import get_settings
from api.core.errors import AppError
from api.page_audits.fetch import Answer, FetchFailure, request

PER_PAGE = 100  # the REST API's largest page
MAX_CATEGORY_PAGES = 20  # 2,000 categories: more is not a list anyone picks from


class WordPressFailed(AppError):
    """The site did not do what was asked; ``code`` says why, ``detail`` is WordPress's own message (if any)."""

    status_code = 400
    code = "cms.unreachable"


@dataclass(frozen=True)
class Connection:
    api_url: str  # the REST API's root (:func:`discover`)
    username: str
    password: str  # the application password in clear

    def authorization(self) -> str:
        token = base64.b64encode(f"{self.username}:{self.password}".encode()).decode()
        return f"Basic {token}"


def endpoint(api_url: str, route: str, params: dict[str, str | int] | None = None) -> str:
    """``route`` (``wp/v2/posts``) under the API root, whichever form the root has."""
    parts = urlsplit(api_url)
    query = dict(parse_qsl(parts.query))
    path = parts.path
    if "rest_route" in query:
        query["rest_route"] = "/" + route
    else:
        path = path.rstrip("/") + "/" + route
    query.update({name: str(value) for name, value in (params or {}).items()})
    return urlunsplit((parts.scheme, parts.netloc, path, urlencode(query, safe="/"), ""))


def _timeout() -> float:
    return get_settings().fetch_policy().timeout


def _send(method: str, url: str, *, auth: Connection | None = None, payload: Any = None,
          content: bytes | None = None, headers: dict[str, str] | None = None, follow: bool = False) -> Answer:
    sent = {"Accept": "application/json", **(headers or {})}
    if auth is not None:
        sent["Authorization"] = auth.authorization()
    if payload is not None:
        content = json.dumps(payload, ensure_ascii=False).encode()
        sent["Content-Type"] = "application/json; charset=utf-8"
    answer = request(method, url, headers=sent, content=content, follow=follow)
    if isinstance(answer, FetchFailure):
        raise WordPressFailed({"blocked_address": "cms.blocked_address", "timeout": "cms.timeout",
                               "too_many_redirects": "cms.redirected", "too_large": "cms.not_json"}
                              .get(answer.reason, "cms.unreachable"), seconds=round(_timeout()), location=url)
    return answer


def _body(answer: Answer) -> Any:
    """The answer's JSON, or None when it is not JSON (a web page)."""
    if "json" not in answer.headers.get("content-type", ""):
        return None
    try:
        return json.loads(answer.body)
    except ValueError:
        return None


def _checked(answer: Answer, *, authenticated: bool) -> Any:
    """The JSON of a successful answer; raises :class:`WordPressFailed` for every other."""
    body = _body(answer)
    error = body if isinstance(body, dict) and "code" in body else {}
    detail = str(error.get("message", ""))[:300]
    status = answer.status
    if 300 <= status < 400:
        raise WordPressFailed("cms.redirected", location=answer.headers.get("location", ""))
    if status == 401:
        # WordPress answers rest_not_logged_in when no credentials arrived: a web server (Apache with CGI, some
        # hosts) dropped the Authorization header before PHP saw it
        stripped = authenticated and error.get("code") == "rest_not_logged_in"
        raise WordPressFailed("cms.credentials_not_received" if stripped else "cms.unauthorized", detail=detail)
    if status == 404:
        raise WordPressFailed("cms.rest_api_missing")
    if body is None:
        raise WordPressFailed("cms.not_json", status=status)
    if status == 403:
        raise WordPressFailed("cms.cannot_publish", detail=detail)
    if status >= 400:
        raise WordPressFailed("cms.rejected" if status < 500 else "cms.site_error", detail=detail, status=status)
    return body


def _record(answer: Answer) -> dict:
    """The one object (a user, an attachment, a post: each with its ``id``) of a successful answer."""
    record = _checked(answer, authenticated=True)
    if not isinstance(record, dict) or "id" not in record:
        raise WordPressFailed("cms.not_json", status=answer.status)
    return record


def _site_root(site_url: str) -> str:
    """The site's home as typed, without a trailing ``/wp-json`` (a user may paste the API's address)."""
    url = site_url.rstrip("/")
    return url.removesuffix("/wp-json").rstrip("/")


def discover(site_url: str) -> tuple[str, dict]:
    """The REST API root of the WordPress site at ``site_url`` and its index (name, namespaces, …).

    Tries ``/wp-json/`` then ``/?rest_route=/`` (plain permalinks), following the site's redirects. An index
    that needs signing in (a plugin closing the API to guests: 401/403 in JSON) still names the root."""
    home = _site_root(site_url)
    answer = _send("GET", f"{home}/wp-json/", follow=True)
    if answer.status == 404:
        answer = _send("GET", f"{home}/?rest_route=/", follow=True)
        if answer.status == 200 and _body(answer) is None:  # the home page: the query meant nothing here
            raise WordPressFailed("cms.rest_api_missing")
    if answer.status in (401, 403) and isinstance(_body(answer), dict):
        return answer.final_url, {}
    index = _checked(answer, authenticated=False)
    if not isinstance(index, dict) or "wp/v2" not in index.get("namespaces", []):
        raise WordPressFailed("cms.rest_api_missing")
    return answer.final_url, index


def me(connection: Connection) -> dict:
    """The user the application password signs in as, with their capabilities (``context=edit``)."""
    return _record(_send("GET", endpoint(connection.api_url, "wp/v2/users/me", {"context": "edit"}), auth=connection))


def categories(connection: Connection) -> list[dict]:
    """Every category of the site (id, name, parent), page by page as ``X-WP-TotalPages`` says."""
    found: list[dict] = []
    page, pages = 1, 1
    while page <= min(pages, MAX_CATEGORY_PAGES):
        answer = _send("GET", endpoint(connection.api_url, "wp/v2/categories", {
            "per_page": PER_PAGE, "page": page, "orderby": "name", "_fields": "id,name,parent"}), auth=connection)
        rows = _checked(answer, authenticated=True)
        if not isinstance(rows, list):
            raise WordPressFailed("cms.not_json", status=answer.status)
        found += [{"id": int(row["id"]), "name": str(row.get("name", "")), "parent": int(row.get("parent") or 0)}
                  for row in rows if isinstance(row, dict) and "id" in row]
        try:
            pages = int(answer.headers.get("x-wp-totalpages", "1"))
        except ValueError:
            pages = 1
        page += 1
    return found


def upload_media(connection: Connection, filename: str, content_type: str, data: bytes) -> dict:
    """The attachment WordPress made of ``data`` (``POST /wp/v2/media``, the file as the body)."""
    return _record(_send("POST", endpoint(connection.api_url, "wp/v2/media"), auth=connection, content=data, headers={
        "Content-Type": content_type, "Content-Disposition": f'attachment; filename="{filename}"'}))


def create_post(connection: Connection, fields: dict[str, Any]) -> dict:
    """The post WordPress created of ``fields`` (title, content, status, date_gmt, slug, categories,
    featured_media)."""
    return _record(_send("POST", endpoint(connection.api_url, "wp/v2/posts"), auth=connection, payload=fields))
