"""A WordPress site on 127.0.0.1 answering the REST API's documented shapes
(https://developer.wordpress.org/rest-api/reference/), authenticated with an application password (HTTP Basic,
WordPress ≥ 5.6):

- ``GET /wp-json/``: the index (name, description, url, home, gmt_offset, timezone_string, namespaces,
  authentication) with the ``Link: <…/wp-json/>; rel="https://api.w.org/"`` header. With
  :attr:`WordPressServer.plain_permalinks` the pretty ``/wp-json/…`` paths are the theme's 404 page and the API
  answers at ``/?rest_route=/…`` only, as on a site with plain permalinks.
- ``GET /wp-json/wp/v2/users/me?context=edit``: the user (id, username, name, roles, capabilities); 401
  ``invalid_username`` / ``incorrect_password`` for wrong credentials, ``rest_not_logged_in`` without any.
- ``GET /wp-json/wp/v2/categories?per_page=&page=``: categories (id, count, description, link, name, slug,
  taxonomy, parent, meta) with ``X-WP-Total`` and ``X-WP-TotalPages``; 400 ``rest_post_invalid_page_number``
  past the last page.
- ``POST /wp-json/wp/v2/media`` (the file as the body, ``Content-Disposition: attachment; filename=…``): 201,
  the attachment (id, source_url, media_type, mime_type); 400 ``rest_upload_no_content_disposition``.
- ``POST /wp-json/wp/v2/posts`` (JSON: title, content, status, date_gmt, slug, categories, featured_media): 201,
  the post (id, date, date_gmt, slug, status, type, link, title, content, categories, featured_media); 400
  ``rest_invalid_param`` for a category that does not exist; 403 ``rest_cannot_create`` for a user who may not.
- ``GET /images/cover.png``: a picture a document links to (not WordPress's; served here for the featured image).

:attr:`failure` makes every API path answer one way instead: ``"unauthorized"`` (every authenticated call
401), ``"missing"`` (the REST API removed: the theme's 404 page), ``"html"`` (a security plugin's challenge page,
200 text/html), ``"slow"`` (answers after :attr:`delay` seconds), ``"stripped"`` (the web server drops the
Authorization header, so WordPress sees nobody).
"""

from __future__ import annotations

import base64
import re
import time
from types import SimpleNamespace
from typing import Any

from tests.fakes.service import Answer, FakeService, Page, Received, Reply, Route

USERNAME = "editor"
APP_PASSWORD = "abcd EFGH 1234 ijkl MNOP 5678"  # as WordPress shows it: six groups of four
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")
THEME_404 = "<!doctype html><html><head><title>找不到頁面 – 美妝部落格</title></head><body class='error404'>" \
            "<h1>糟糕！找不到此頁面。</h1></body></html>"
CHALLENGE = "<!doctype html><html><head><title>Just a moment...</title></head><body>" \
            "<p>Checking your browser before accessing the site.</p></body></html>"


def _error(status: int, code: str, message: str, headers: tuple[tuple[str, str], ...] = ()) -> Reply:
    return Reply.json(status, {"code": code, "message": message, "data": {"status": status}}, headers)


class WordPressServer(FakeService):
    def __init__(self) -> None:
        self.name = "美妝保養部落格"
        self.failure: str | None = None
        self.delay = 2.0
        self.plain_permalinks = False
        self.can_publish = True
        self.categories = [{"id": 1, "name": "未分類", "slug": "uncategorized", "parent": 0}] + [
            {"id": 10 + n, "name": f"保養心得 {n}", "slug": f"skincare-{n}", "parent": 0} for n in range(1, 131)]
        self.posts: list[dict] = []
        self.media: list[dict] = []
        super().__init__(SimpleNamespace(routes=self.wp_routes))

    def wp_routes(self) -> list[Route]:
        return [
            ("GET", r"/wp-json/?", self.index),
            ("GET", r"/wp-json/wp/v2/users/me", self.me),
            ("GET", r"/wp-json/wp/v2/categories", self.list_categories),
            ("POST", r"/wp-json/wp/v2/media", self.upload),
            ("POST", r"/wp-json/wp/v2/posts", self.create_post),
            ("GET", r"/images/cover\.png", lambda request, match: Reply(200, PNG, "image/png")),
            *((method, r"/wp-json/.*", self.no_route) for method in ("GET", "POST")),
        ]

    # --- the transport: plain permalinks and the failures ----------------------------------------------

    def answer(self, request: Received) -> Answer:
        if request.path.startswith("/images/"):
            return super().answer(request)
        pretty = request.path.startswith("/wp-json")
        if "rest_route" in request.params:  # /?rest_route=/wp/v2/posts is /wp-json/wp/v2/posts
            request.path = "/wp-json" + request.params.pop("rest_route")
        elif pretty and self.plain_permalinks:
            return Page(THEME_404, 404)
        if self.failure == "missing":
            return Page(THEME_404, 404)
        if self.failure == "html":
            return Page(CHALLENGE)
        if self.failure == "slow":
            time.sleep(self.delay)
        if request.path.startswith("/wp-json"):
            return super().answer(request)
        return Page(THEME_404, 404)

    def _api_url(self) -> str:
        return f"{self.url}/?rest_route=/" if self.plain_permalinks else f"{self.url}/wp-json/"

    def _user(self, request: Received) -> dict | Reply:
        """The user the request authenticates as, or WordPress's 401."""
        header = "" if self.failure == "stripped" else request.headers.get("Authorization", "")
        if not header.startswith("Basic "):
            return _error(401, "rest_not_logged_in", "You are not currently logged in.")
        username, _, password = base64.b64decode(header[6:]).decode().partition(":")
        if username != USERNAME:
            return _error(401, "invalid_username", "Unknown username. Check again or try your email address.")
        # WordPress ignores the spaces of an application password
        if self.failure == "unauthorized" or password.replace(" ", "") != APP_PASSWORD.replace(" ", ""):
            return _error(401, "incorrect_password", "The provided password is an invalid application password.")
        return {"id": 2, "username": USERNAME, "name": "陳編輯", "roles": ["editor" if self.can_publish else "contributor"],
                "capabilities": {"read": True, "edit_posts": True, "publish_posts": self.can_publish,
                                 "upload_files": self.can_publish}}

    # --- the routes ----------------------------------------------------------------------------------

    def no_route(self, request: Received, match: re.Match) -> Answer:
        return _error(404, "rest_no_route", "No route was found matching the URL and request method.")

    def index(self, request: Received, match: re.Match) -> Answer:
        api = self._api_url()
        return Reply.json(200, {
            "name": self.name, "description": "保養品開箱與心得", "url": self.url, "home": self.url,
            "gmt_offset": 8, "timezone_string": "Asia/Taipei",
            "namespaces": ["oembed/1.0", "wp/v2", "wp-site-health/v1", "wp-block-editor/v1"],
            "authentication": {"application-passwords": {"endpoints": {
                "authorization": f"{self.url}/wp-admin/authorize-application.php"}}},
            "routes": {},
        }, (("Link", f'<{api}>; rel="https://api.w.org/"'),))

    def me(self, request: Received, match: re.Match) -> Answer:
        user = self._user(request)
        if isinstance(user, Reply):
            return user
        if request.params.get("context") == "edit" and not user["capabilities"]["edit_posts"]:
            return _error(403, "rest_forbidden_context", "Sorry, you are not allowed to edit this user.")
        return Reply.json(200, user)

    def list_categories(self, request: Received, match: re.Match) -> Answer:
        per_page = min(int(request.params.get("per_page", 10)), 100)
        page = int(request.params.get("page", 1))
        total = len(self.categories)
        pages = max((total + per_page - 1) // per_page, 1)
        if page > pages:
            return _error(400, "rest_post_invalid_page_number",
                          "The page number requested is larger than the number of pages available.")
        rows = [{**row, "count": 0, "description": "", "link": f"{self.url}/category/{row['slug']}/",
                 "taxonomy": "category", "meta": []} for row in self.categories[(page - 1) * per_page:page * per_page]]
        return Reply.json(200, rows, (("X-WP-Total", str(total)), ("X-WP-TotalPages", str(pages))))

    def upload(self, request: Received, match: re.Match) -> Answer:
        user = self._user(request)
        if isinstance(user, Reply):
            return user
        disposition = request.headers.get("Content-Disposition", "")
        found = re.search(r'filename="?([^";]+)"?', disposition)
        if not found:
            return _error(400, "rest_upload_no_content_disposition", "No Content-Disposition supplied.")
        media_id = 500 + len(self.media)
        attachment = {"id": media_id, "media_type": "image", "mime_type": request.headers.get("Content-Type"),
                      "source_url": f"{self.url}/wp-content/uploads/2026/11/{found.group(1)}",
                      "size": len(request.raw)}
        self.media.append(attachment)
        return Reply.json(201, attachment)

    def create_post(self, request: Received, match: re.Match) -> Answer:
        user = self._user(request)
        if isinstance(user, Reply):
            return user
        body: dict[str, Any] = request.body or {}
        status = body.get("status", "draft")
        if status in ("publish", "future") and not self.can_publish:
            return _error(403, "rest_cannot_publish", "Sorry, you are not allowed to publish posts as this user.")
        known = {row["id"] for row in self.categories}
        if any(category not in known for category in body.get("categories", [])):
            return _error(400, "rest_invalid_param", "Invalid parameter(s): categories")
        if body.get("featured_media") and body["featured_media"] not in {m["id"] for m in self.media}:
            return _error(400, "rest_invalid_featured_media", "Invalid featured media ID.")
        post_id = 100 + len(self.posts)
        slug = body.get("slug") or f"post-{post_id}"
        date_gmt = body.get("date_gmt") or "2026-11-27T14:00:00"
        link = f"{self.url}/{date_gmt[:4]}/{slug}/" if status == "publish" else f"{self.url}/?p={post_id}"
        post = {"id": post_id, "date": date_gmt, "date_gmt": date_gmt, "slug": slug, "status": status,
                "type": "post", "link": link, "author": user["id"],
                "title": {"raw": body.get("title", ""), "rendered": body.get("title", "")},
                "content": {"raw": body.get("content", ""), "rendered": body.get("content", ""), "protected": False},
                "categories": body.get("categories") or [1], "featured_media": body.get("featured_media", 0)}
        self.posts.append(post)
        return Reply.json(201, post)
