"""Tenant isolation on every operation of the OpenAPI schema that names a resource in its path.

User A owns one of every kind of resource (tests/api/security/conftest.py builds them through the API);
user B owns the same kinds; a viewer is a member of A's project. Every operation in ``OPERATIONS`` is
called with A's ids filled in, by:

- ``stranger``: B, signed in. Expected 404 ``resource.not_found`` (A's ids are not even confirmed);
- ``anonymous``: nobody. Expected 401 ``auth.unauthenticated`` (404 where signed-out callers may use the
  operation for their own resources, e.g. a page check's job: A's is just not found);
- ``viewer``: A's viewer member, when the operation needs a higher project role (expected 403), or on A's
  own resources outside projects (tokens, jobs: expected 404, membership brings no nearer to them);
- ``stranger_share``: nobody, with B's share uuid and B's unlocked viewer cookie, on operations that read
  shared reports. Expected 404: one project's share opens none of another's resources;
- ``own_path``: B, with B's own id as the first path id and A's ids everywhere else (the second path id,
  the body, the query), on operations that take more than one id. Expected: nothing of A's done or shown
  (a 2xx about B's own data is fine).

After every call: no 2xx (but ``own_path``), the error body in the documented shape, nothing of A's in the
body (every string of A's carries the marker ``zqxa``; the share uuid too), and A's stored rows unchanged.
Around all of it: A's own reads give the same answers before and after. So that a 404 proves isolation and
not a bad fill, the owner (and the viewer where allowed) reads every read with the same ids, and a viewer's
403 on a write shows the ids and body passed validation.

A new operation with a path parameter fails ``test_every_operation_with_a_path_id_is_in_the_matrix``
until it has a line in ``OPERATIONS``, which the failure message spells out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import timedelta

import pytest

from api.core.db import utcnow
from api.projects.share import viewer_cookie
from tests.api.security.conftest import Tenant, Worlds, assert_error_body, owned_rows
from tests.api.writers.support import editor_state

MATRIX_FILE = "tests/api/security/test_isolation_matrix.py"
SHARE_HEADERS = {"X-Share-UUID"}  # with the share's viewer cookie (POST /api/shared_report/unlock)


@dataclass(frozen=True)
class Op:
    """How to call one operation on A's data, and who may.

    ``ids``: each path parameter -> the kind of A's resource it names (a key of ``Tenant.ids``: site, keyword,
    keyword2, competitor, category, member, invitation, check, evaluation, rank_check, checker_job, report,
    token, on_page_check, keyword_list, list_item, cms_site, writer_template, writer_category, ai_article, order,
    payment).
    ``role``: the lowest project role allowed (viewer, manager, owner, creator), or None for a user's own
    resource outside projects (only its owner may). ``body``/``query``: a valid request; a string "@kind"
    (alone or in a list) becomes that id. ``constants``: path parameters that are not ids.
    ``no_owner_call``: why the owner's positive-control call is skipped. ``public``: why a caller outside
    A's project may succeed by design (e.g. the path holds a signed link's secret); such a call is only
    checked for leaving A's data unchanged. ``refusals``: a caller's (status, code) where the design
    refuses it otherwise than ``EXPECTED`` says.
    """

    ids: dict[str, str]
    role: str | None
    body: dict | None = None
    query: dict | None = None
    constants: dict[str, str] = field(default_factory=dict)
    no_owner_call: str | None = None
    public: str | None = None
    refusals: dict[str, tuple[int, str]] = field(default_factory=dict)


NOT_FOUND = (404, "resource.not_found")
# The SEO writer guest's routes: a uuid no share has (tests/api/writers/test_share.py opens real ones).
UNKNOWN_SHARE = "00000000-0000-4000-8000-000000000000"
GUEST = "the share link's uuid and password are the secret"
GUEST_ONLY = "a guest's call: tests/api/writers/test_share.py"
ADMINS_ONLY = (403, "permission.denied")
SITE = {"site_id": "site"}
KEYWORD = {"keyword_id": "keyword"}
CHECK = {"check_id": "check"}
EVALUATION = {"page_evaluation_id": "evaluation"}
LIST = {"list_id": "keyword_list"}
CMS_SITE = {"cms_site_id": "cms_site"}
NEEDS_WORDPRESS = "reaches the site's WordPress, which runs only while A's world is built: tests/api/cms"
WRITER_TEMPLATE = {"template_id": "writer_template"}
WRITER_CATEGORY = {"category_id": "writer_category"}
A_PAGE = "https://shop-zqxa.tw/another-page"
ARTICLE = {"article_id": "ai_article"}
NO_MODEL = "no model endpoint is configured here: tests/api/writers/ai call the steps against the local model server"

OPERATIONS: dict[tuple[str, str], Op] = {
    # projects
    ("GET", "/api/sites/{site_id}"): Op(SITE, "viewer", query={"append": "google_statistics,important_keywords"}),
    ("PATCH", "/api/sites/{site_id}"): Op(SITE, "manager", body={"name": "改名"}),
    ("DELETE", "/api/sites/{site_id}"): Op(SITE, "creator"),
    ("GET", "/api/sites/{site_id}/competitors"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/batch_add_competitors"):
        Op(SITE, "manager", body={"competitors": [{"url": "new-rival.tw"}]}),
    ("DELETE", "/api/competitors/{competitor_id}"): Op({"competitor_id": "competitor"}, "manager"),
    ("GET", "/api/sites/{site_id}/keywords"): Op(SITE, "viewer", query={"filter[category_id]": "@category"}),
    ("POST", "/api/sites/{site_id}/batch_keywords"):
        Op(SITE, "manager", body={"keywords": "新關鍵字", "category_ids": ["@category"]}),
    ("POST", "/api/sites/{site_id}/keywords/batch_delete"): Op(SITE, "manager", body={"keyword_ids": ["@keyword"]}),
    ("POST", "/api/sites/{site_id}/keyword_metrics"): Op(SITE, "viewer", body={"keyword_ids": ["@keyword"]}),
    ("PATCH", "/api/keywords/{keyword_id}"): Op(KEYWORD, "manager", body={"pinned": True}),
    ("DELETE", "/api/keywords/{keyword_id}"): Op(KEYWORD, "manager"),
    ("GET", "/api/sites/{site_id}/keyword_categories"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/keyword_categories"): Op(SITE, "manager", body={"name": "新標籤"}),
    ("PATCH", "/api/keyword_categories/{category_id}"): Op({"category_id": "category"}, "manager", body={"name": "改名"}),
    ("DELETE", "/api/keyword_categories/{category_id}"): Op({"category_id": "category"}, "manager"),
    ("POST", "/api/sites/{site_id}/batch_attach_keyword_categories/{category_id}"):
        Op({**SITE, "category_id": "category"}, "manager", body={"keyword_ids": ["@keyword2"]}),
    ("DELETE", "/api/sites/{site_id}/batch_detach_keyword_categories/{category_id}"):
        Op({**SITE, "category_id": "category"}, "manager", body={"keyword_ids": ["@keyword"]}),
    ("GET", "/api/sites/{site_id}/recipients"): Op(SITE, "viewer"),
    ("PUT", "/api/sites/{site_id}/recipients"): Op(SITE, "manager", body={"emails": ["new@example.com"]}),
    ("POST", "/api/sites/{site_id}/weekly_report/test"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/monthly_report"): Op(SITE, "viewer", query={"month": "2026-01"}),
    ("GET", "/api/sites/{site_id}/monthly_report.pdf"): Op(
        SITE, "viewer", query={"month": "2026-01"},
        no_owner_call="printed by Chromium from the console (tests/api/reports cover it)"),
    ("POST", "/api/sites/{site_id}/monthly_report/test"): Op(SITE, "viewer", query={"month": "2026-01"}),
    ("GET", "/api/sites/{site_id}/monthly_report/emails"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/monthly_report/emails"): Op(SITE, "manager", body={"email": "new@example.com"}),
    ("DELETE", "/api/sites/{site_id}/monthly_report/emails"): Op(
        SITE, "manager", query={"email": "new@example.com"},
        no_owner_call="A's project has no monthly-report e-mail to delete: the owner's call is a 404 by design"),
    ("POST", "/api/sites/{site_id}/share"): Op(SITE, "owner", body={"share_password": "another-1"}),
    ("DELETE", "/api/sites/{site_id}/share"): Op(SITE, "owner"),
    ("GET", "/api/sites/{site_id}/members"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/members"): Op(SITE, "owner", body={"email": "invitee@example.com", "role": "viewer"}),
    ("PATCH", "/api/sites/{site_id}/members/{member_id}"):
        Op({**SITE, "member_id": "member"}, "owner", body={"role": "viewer"}),
    ("DELETE", "/api/sites/{site_id}/members/{member_id}"): Op({**SITE, "member_id": "member"}, "owner"),
    ("GET", "/api/sites/{site_id}/members/invitations"): Op(SITE, "owner"),
    ("DELETE", "/api/sites/{site_id}/members/invitations/{invitation_id}"):
        Op({**SITE, "invitation_id": "invitation"}, "owner"),
    # rankings
    ("POST", "/api/sites/{site_id}/ranking_update"): Op(SITE, "manager"),
    ("GET", "/api/sites/{site_id}/ranking_update"): Op(SITE, "viewer"),
    ("GET", "/api/keywords/{keyword_id}/rankings"): Op(KEYWORD, "viewer", query={"competitor": ["@competitor"]}),
    ("GET", "/api/keywords/{keyword_id}/serp"): Op(KEYWORD, "viewer"),
    ("GET", "/api/sites/{site_id}/visibility"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/drop_alerts"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/ranking_settings"): Op(SITE, "viewer"),
    ("PUT", "/api/sites/{site_id}/ranking_settings"): Op(SITE, "manager", body={"drop_alert_threshold": 5}),
    ("GET", "/api/sites/{site_id}/keyword_gap/stats"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/keyword_gap"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/keyword_gap/exclusions"): Op(SITE, "manager", body={"keyword_ids": ["@keyword"]}),
    ("DELETE", "/api/sites/{site_id}/keyword_gap/exclusions"):
        Op(SITE, "manager", body={"keyword_ids": ["@keyword2"]}),
    ("GET", "/api/sites/{site_id}/serp_competitors"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/serp_trend"): Op(SITE, "viewer", query={"keyword_ids": ["@keyword"]}),
    ("GET", "/api/keywords/{keyword_id}/serp_trend"): Op(KEYWORD, "viewer"),
    ("GET", "/api/tool/rank-check/{operation_id}"): Op({"operation_id": "rank_check"}, None),
    ("GET", "/api/sites/{site_id}/ranking_report.csv"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/ranking_report"): Op(SITE, "viewer", body={}),
    # site checks
    ("POST", "/api/sites/{site_id}/site_checks"): Op(SITE, "manager", body={}),
    ("GET", "/api/sites/{site_id}/site_checks"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/site_checks/latest"): Op(SITE, "viewer"),
    ("GET", "/api/site_checks/{check_id}"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/issues"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/issues/{check}"):
        Op(CHECK, "viewer", constants={"check": "links.broken_internal"}),
    ("GET", "/api/site_checks/{check_id}/pages"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/broken_links"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/titles"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/export.csv"): Op(CHECK, "viewer"),
    ("GET", "/api/site_checks/{check_id}/report.pdf"):
        Op(CHECK, "viewer", no_owner_call="printed by Chromium from the console (tests/api/audits cover it)"),
    ("GET", "/api/sites/{site_id}/pages/internal_links_keywords_suggestion"): Op(SITE, "viewer"),
    # Signed-out callers use the checker too (their job's id is its only key), so signed out, A's job is
    # not found rather than a sign-in request.
    ("GET", "/api/tool/checker/{job_id}"): Op({"job_id": "checker_job"}, None, refusals={"anonymous": NOT_FOUND}),
    ("GET", "/api/tool/keyword-on-page-check/{operation_id}"): Op({"operation_id": "on_page_check"}, None),
    ("GET", "/api/tool/keyword-on-page-check/{operation_id}/export.csv"):
        Op({"operation_id": "on_page_check"}, None, no_owner_call="the check is queued, not run, here (no worker): "
           "a check exports once it completed (tests/api/tools)"),
    # page audits
    ("GET", "/api/sites/{site_id}/pages_evaluations"): Op(SITE, "viewer"),
    ("POST", "/api/sites/{site_id}/page_evaluations"):
        Op(SITE, "manager", body={"url": A_PAGE, "target_keyword": "新頁面"}),
    ("POST", "/api/sites/{site_id}/page_evaluations/batch"):
        Op(SITE, "manager", body={"pages": [{"url": A_PAGE, "target_keyword": "新頁面"}]}),
    ("POST", "/api/sites/{site_id}/page_evaluations/import"): Op(SITE, "manager", body={"urls": [A_PAGE]}),
    ("POST", "/api/sites/{site_id}/page_evaluations/re_audit_all"): Op(SITE, "manager"),
    ("POST", "/api/sites/{site_id}/page_evaluations/destroy"):
        Op(SITE, "manager", body={"page_evaluation_ids": ["@evaluation"]}),
    ("GET", "/api/re_audit_page_evaluation/{page_evaluation_id}"): Op(EVALUATION, "manager"),  # a GET that writes
    ("GET", "/api/page_evaluations/{page_evaluation_id}"): Op(EVALUATION, "viewer"),
    # accounts
    ("DELETE", "/api/tokens/{token_id}"): Op({"token_id": "token"}, None),
    # saved keyword lists: a user's own, outside projects
    ("GET", "/api/keyword_lists/{list_id}"): Op(LIST, None),
    ("PATCH", "/api/keyword_lists/{list_id}"): Op(LIST, None, body={"name": "改名"}),
    ("POST", "/api/keyword_lists/{list_id}/keywords"): Op(LIST, None, body={"keywords": "新關鍵字"}),
    ("POST", "/api/keyword_lists/{list_id}/keywords/batch_delete"): Op(LIST, None, body={"item_ids": ["@list_item"]}),
    ("POST", "/api/keyword_lists/{list_id}/refresh"): Op(LIST, None),
    ("GET", "/api/keyword_lists/{list_id}/export.csv"): Op(LIST, None),
    ("POST", "/api/keyword_lists/{list_id}/send_to_project"): Op(LIST, None, body={"site_id": "@site"}),
    ("POST", "/api/sites/{site_id}/send_keywords"): Op(SITE, "manager", body={"keywords": ["新關鍵字"]}),
    ("DELETE", "/api/keyword_lists/{list_id}"): Op(LIST, None),  # last: the owner's own call deletes the list
    # SEO writer: A's document sits in A's project (its members read it, managers edit it, only its creator
    # deletes it); categories are A's own, outside projects
    ("GET", "/api/seo_writer_templates/{template_id}"): Op(WRITER_TEMPLATE, "viewer"),
    ("PATCH", "/api/seo_writer_templates/{template_id}"): Op(WRITER_TEMPLATE, "manager",
                                                              body={"version": 1, "title": "改名"}),
    ("GET", "/api/seo_writer_templates/{template_id}/versions"): Op(WRITER_TEMPLATE, "viewer"),
    ("POST", "/api/seo_writer_templates/{template_id}/versions/{version}/restore"):
        Op(WRITER_TEMPLATE, "manager", body={"version": 1}, constants={"version": "1"}),
    ("POST", "/api/seo_writer_templates/{template_id}/seo_writer_template_categories"):
        Op(WRITER_TEMPLATE, "viewer", body={"seo_writer_template_category_ids": ["@writer_category"]}),
    ("DELETE", "/api/seo_writer_templates/{template_id}/seo_writer_template_categories"):
        Op(WRITER_TEMPLATE, "viewer", body={"seo_writer_template_category_id": "@writer_category"}),
    ("PATCH", "/api/seo_writer_template_categories/{category_id}"): Op(WRITER_CATEGORY, None, body={"name": "改名"}),
    ("DELETE", "/api/seo_writer_template_categories/{category_id}/detach"):
        Op(WRITER_CATEGORY, None, body={"templates_id": ["@writer_template"]}),
    ("DELETE", "/api/seo_writer_template_categories/{category_id}"): Op(WRITER_CATEGORY, None),
    # the share link (api/writers/share.py): members see it, only the creator makes and stops it; the guest's
    # routes name a share's uuid, whose password (then its token) is the secret
    ("GET", "/api/seo_writer_templates/{template_id}/share"): Op(WRITER_TEMPLATE, "viewer"),
    ("POST", "/api/seo_writer_templates/{template_id}/share"):
        Op(WRITER_TEMPLATE, "creator", body={"editor_name": "小美", "password": "pass-1234", "state": editor_state(),
                                             "expires_at": (utcnow() + timedelta(days=7)).isoformat()},
           refusals={"viewer": (403, "writer.not_creator")}),
    ("DELETE", "/api/seo_writer_templates/{template_id}/share"):
        Op(WRITER_TEMPLATE, "creator", refusals={"viewer": (403, "writer.not_creator")}),
    ("GET", "/api/share/seo_writer/{share_uuid}"):
        Op({}, None, constants={"share_uuid": UNKNOWN_SHARE}, public=GUEST, no_owner_call=GUEST_ONLY),
    ("POST", "/api/share/seo_writer/{share_uuid}/unlock"):
        Op({}, None, body={"password": "pass-1234"}, constants={"share_uuid": UNKNOWN_SHARE}, public=GUEST,
           no_owner_call=GUEST_ONLY),
    ("DELETE", "/api/seo_writer_templates/{template_id}"):
        Op(WRITER_TEMPLATE, "creator", refusals={"viewer": (403, "writer.not_creator")}),
    # competitor research: a project's authority figures
    ("GET", "/api/sites/{site_id}/metrics"): Op(SITE, "viewer"),
    # index submission (api/indexing): reads and writes that reach Google need the caller's Search Console or
    # Indexing grant, which no tenant has: tests/api/indexing calls them against the local Google
    ("GET", "/api/sites/{site_id}/indexing"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/indexing/history"): Op(SITE, "viewer", query={"kind": "sitemap"}),
    ("GET", "/api/sites/{site_id}/indexing/sitemaps"):
        Op(SITE, "viewer", no_owner_call="needs a Search Console grant and property: tests/api/indexing"),
    ("POST", "/api/sites/{site_id}/indexing/sitemaps"): Op(SITE, "manager", body={"url": "https://shop-zqxa.tw/sitemap.xml"}),
    ("POST", "/api/sites/{site_id}/indexing/inspections"): Op(SITE, "manager", body={"urls": [A_PAGE]}),
    ("POST", "/api/sites/{site_id}/indexing/notifications"): Op(SITE, "manager", body={"urls": [A_PAGE]}),
    ("POST", "/api/sites/{site_id}/indexing/indexnow/key"): Op(SITE, "manager"),
    ("POST", "/api/sites/{site_id}/indexing/indexnow/verify"): Op(SITE, "manager"),
    ("POST", "/api/sites/{site_id}/indexing/indexnow"): Op(SITE, "manager", body={"urls": [A_PAGE]}),
    # the project's Google data (api/google/site_routes.py); linking is the owner's (null unlinks: no grant needed)
    ("POST", "/api/sites/{site_id}/site_ga"): Op(SITE, "owner", body={"propertySelected": None}),
    ("POST", "/api/sites/{site_id}/site_webmaster"): Op(SITE, "owner", body={"siteUrl": None}),
    ("GET", "/api/sites/{site_id}/site_webmaster_metrics"): Op(SITE, "viewer"),
    ("GET", "/api/sites/{site_id}/site_ga_metrics"): Op(SITE, "viewer"),
    # Google: the path names a purpose, not an id: every caller (any signed-in user, hence "viewer") revokes
    # only their own grant, which leaves A's data unchanged
    ("DELETE", "/api/google_apps/{purpose}"): Op({}, "viewer", constants={"purpose": "webmaster"},
                                                  public="each caller revokes only their own grant"),
    # one-click posting (api/cms): a user's own WordPress sites, outside projects
    ("PATCH", "/api/cms/sites/{cms_site_id}"): Op(CMS_SITE, None, body={"name": "改名"}),
    ("GET", "/api/cms/sites/{cms_site_id}/categories"): Op(CMS_SITE, None, no_owner_call=NEEDS_WORDPRESS),
    ("POST", "/api/cms/sites/{cms_site_id}/posts"): Op(CMS_SITE, None, body={
        "title": "新文章", "content_html": "<p>內文</p>", "status": "draft"}, no_owner_call=NEEDS_WORDPRESS),
    ("DELETE", "/api/cms/sites/{cms_site_id}"): Op(CMS_SITE, None),  # last of its kind: the owner's call deletes it
    # AI articles: a user's own, outside projects. The steps ask a model endpoint, which the tenants' server has
    # none of (tests/api/writers/ai call them against the local model server); each checks the article first.
    ("GET", "/api/ai_articles/{article_id}"): Op(ARTICLE, None),
    ("GET", "/api/ai_articles/{article_id}/preview"): Op(ARTICLE, None),
    ("PATCH", "/api/ai_articles/{article_id}"): Op(ARTICLE, None, body={"title": "改名"}),
    ("POST", "/api/ai_articles/{article_id}/titles"): Op(ARTICLE, None, body={"word": "字"}, no_owner_call=NO_MODEL),
    ("POST", "/api/ai_articles/{article_id}/description"): Op(ARTICLE, None, no_owner_call=NO_MODEL),
    ("POST", "/api/ai_articles/{article_id}/sections"): Op(ARTICLE, None, body={"count": 3}, no_owner_call=NO_MODEL),
    ("POST", "/api/ai_articles/{article_id}/sections/{index}/paragraph"):
        Op(ARTICLE, None, body={"mode": "lengthen"}, constants={"index": "0"}, no_owner_call=NO_MODEL),
    ("POST", "/api/ai_articles/{article_id}/seo_writer_document"): Op(ARTICLE, None),
    ("DELETE", "/api/ai_articles/{article_id}"): Op(ARTICLE, None),  # last: the owner's own call deletes it
    # a user's orders (api/billing): the buyer's alone
    ("GET", "/api/billing/orders/{trade_no}"): Op({"trade_no": "order"}, None),
    ("POST", "/api/billing/orders/{trade_no}/cancel"):
        Op({"trade_no": "order"}, None, no_owner_call="A's order is pending, nothing renews: the owner's call is a 409 "
                                                       "by design (tests/api/billing cancel a paid one)"),
    ("GET", "/api/billing/payments/{payment_id}/receipt"): Op({"payment_id": "payment"}, None),
    ("GET", "/api/billing/payments/{payment_id}/receipt.pdf"): Op(
        {"payment_id": "payment"}, None, no_owner_call="printed by Chromium from the console (tests/e2e/test_checkout)"),
    # the admin back office: admins only (tests/api/admin)
    ("POST", "/api/admin/users/{user_id}/extend_trial"): Op({}, None, constants={"user_id": "1"}, body={"days": 7},
                                                           refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
                                                           no_owner_call="admins only: tests/api/admin"),
    **{(method, f"/api/admin/users/{{user_id}}/{action}"): Op({}, None, constants={"user_id": "1"}, body=body,
                                                             refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
                                                             no_owner_call="admins only: tests/api/admin")
       for method, action, body in (("POST", "disabled", {"disabled": True}), ("GET", "payments", None))},
    **{(method, "/api/admin/news/{news_id}"): Op({}, None, constants={"news_id": "1"}, body=body,
                                                  refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
                                                  no_owner_call="admins only: tests/api/admin")
       for method, body in (("PUT", {"content": "公告"}), ("DELETE", None))},
    ("POST", "/api/admin/billing/invoices/{invoice_id}/reissue"): Op({}, None, constants={"invoice_id": "1"}, body={},
                                                                    refusals={"stranger": ADMINS_ONLY,
                                                                              "viewer": ADMINS_ONLY},
                                                                    no_owner_call="admins only: tests/api/admin"),
    ("POST", "/api/admin/billing/payments/{payment_id}/refund"): Op(
        {}, None, constants={"payment_id": "1"}, body={"amount": 1, "reason": "x"},
        refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY}, no_owner_call="admins only: tests/api/admin"),
    ("POST", "/api/admin/billing/refunds/{refund_id}/retry"): Op(
        {}, None, constants={"refund_id": "1"}, refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
        no_owner_call="admins only: tests/api/admin"),
    ("PUT", "/api/admin/plans/{plan_id}"): Op({}, None, constants={"plan_id": "10"}, body={"serp_depth": 50},
                                             refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
                                             no_owner_call="admins only: tests/api/admin"),
    ("POST", "/api/admin/codes/{code_id}/expire"): Op({}, None, constants={"code_id": "1"},
                                                      refusals={"stranger": ADMINS_ONLY, "viewer": ADMINS_ONLY},
                                                      no_owner_call="admins only: tests/api/admin"),
    # crawl operations: no one's resource; the fleets answer admins only, so signed-in non-admins get 403
    **{(method, f"/api/operations/fleets/{{name}}{action}"): Op({}, None, body=body, constants={"name": "serp"},
                                                                refusals={"stranger": ADMINS_ONLY,
                                                                          "viewer": ADMINS_ONLY},
                                                                no_owner_call="admins only: tests/api/operations")
       for method, action, body in (("POST", "/pause", None), ("POST", "/resume", None), ("POST", "/retry", None),
                                    ("PUT", "", {"daily_budget": 100, "every_seconds": 600}))},
}

# Operations a caller other than A's members may read by design, and with what: an anonymous reader holding
# A's share uuid and the viewer cookie that A's share password unlocked reads A's shared report (SPEC §6,
# "Sharing"). Every operation that takes the share header must be listed here.
SHARED_READS = {
    ("GET", "/api/keywords/{keyword_id}/rankings"): "a keyword's history in A's shared report",
    ("GET", "/api/keywords/{keyword_id}/serp"): "a keyword's result page in A's shared report",
}

RANK = {"viewer": 1, "manager": 2, "owner": 3, "creator": 3}
EXPECTED = {
    "stranger": NOT_FOUND,
    "anonymous": (401, "auth.unauthenticated"),
    "stranger_share": NOT_FOUND,
}


def _placeholder(value: object, ids: dict) -> object:
    if isinstance(value, list):
        return [_placeholder(v, ids) for v in value]
    if isinstance(value, str) and value.startswith("@"):
        return ids[value[1:]]
    return value


def _foreign_ids(op: Op) -> bool:
    """The operation takes ids besides its first path id: B may pass A's there under B's own path."""
    placeholders = [v for part in (op.body or {}, op.query or {}) for v in part.values()
                    if "@" in str(v)]  # fmt: skip
    return len(op.ids) > 1 or bool(placeholders)


def callers(op: Op, key: tuple[str, str]) -> list[str]:
    who = ["stranger", "anonymous"]
    if op.role != "viewer":
        who.append("viewer")
    if key in SHARED_READS:
        who.append("stranger_share")
    if op.ids and _foreign_ids(op):
        who.append("own_path")
    return who


def request_for(op: Op, key: tuple[str, str], tenant: Tenant, path_tenant: Tenant | None = None) -> dict:
    """Method, URL, body and query of ``op`` on ``tenant``'s ids (the first path id ``path_tenant``'s)."""
    method, template = key
    path = dict(op.constants)
    for index, (name, kind) in enumerate(op.ids.items()):
        path[name] = (path_tenant if index == 0 and path_tenant else tenant).ids[kind]
    request = {"method": method, "url": template.format(**path)}
    if op.body is not None:
        request["json"] = {k: _placeholder(v, tenant.ids) for k, v in op.body.items()}
    if op.query is not None:
        request["params"] = {k: _placeholder(v, tenant.ids) for k, v in op.query.items()}
    return request


def _path_operations(schema: dict) -> set[tuple[str, str]]:
    return {(method.upper(), path) for path, item in schema["paths"].items() for method, operation in item.items()
            if any(p["in"] == "path" for p in operation.get("parameters", []))}


def _share_operations(schema: dict) -> set[tuple[str, str]]:
    return {(method.upper(), path) for path, item in schema["paths"].items() for method, operation in item.items()
            if SHARE_HEADERS & {p["name"] for p in operation.get("parameters", []) if p["in"] == "header"}}


def _how_to_add(method: str, path: str) -> str:
    ids = ", ".join(f'"{name}": "<kind>"' for name in re.findall(r"{(\w+)}", path))
    return f'    ("{method}", "{path}"): Op({{{ids}}}, <role>, body={{...}}),'


HOW_TO_FILL = """  <kind>: which of A's resources the id names, a key of Tenant.ids (site, keyword, category, check, ...);
  <role>: the lowest project role that may call it ("viewer", "manager", "owner", "creator"), or None for a
          user's own resource outside projects (an API token, a job);
  refusals={caller: (status, code)}: only where the design refuses a caller otherwise (e.g. signed out: 404);
  body=/query=: a valid request ("@kind" becomes A's id); constants=: path parameters that are not ids;
  public="why": only when callers outside A's project may succeed by design (a signed link's secret)."""


def test_every_operation_with_a_path_id_is_in_the_matrix(module_client):
    schema = module_client.app.openapi()
    declared = _path_operations(schema)
    missing = sorted(declared - set(OPERATIONS))
    assert not missing, (
        "Operations with a path id that the isolation matrix does not cover:\n"
        + "\n".join(f"  {method} {path}" for method, path in missing)
        + f"\nAdd each to OPERATIONS in {MATRIX_FILE}:\n"
        + "\n".join(_how_to_add(method, path) for method, path in missing)
        + f"\nwhere\n{HOW_TO_FILL}\nWhen A has no resource of that kind yet, make one through the API in "
          "build_tenant() in tests/api/security/conftest.py and put its id in tenant.ids."
    )
    stale = sorted(set(OPERATIONS) - declared)
    assert not stale, f"OPERATIONS in {MATRIX_FILE} names operations the schema no longer has: {stale}"
    shared = _share_operations(schema) & declared
    assert shared == set(SHARED_READS), (
        f"Operations that take the share headers {sorted(SHARE_HEADERS)} must be listed in SHARED_READS "
        f"(with what they show a share's holder) in {MATRIX_FILE}: {sorted(shared ^ set(SHARED_READS))}")


def _reads(worlds: Worlds) -> dict[tuple[str, str], Op]:
    return {key: op for key, op in OPERATIONS.items()
            if key[0] == "GET" and op.role in (None, "viewer") and op.no_owner_call is None}


def _answer(client, request: dict, headers: dict) -> tuple[int, str]:
    response = client.request(**request, headers={**headers, "Accept-Language": "en"})
    return response.status_code, response.text


@pytest.fixture(scope="module")
def a_reads(module_client, worlds) -> dict:
    """A's answer to every read, before anyone else called anything."""
    return {key: _answer(module_client, request_for(op, key, worlds.a), worlds.a.user.headers)
            for key, op in _reads(worlds).items()}


def test_the_owner_and_the_viewer_read_what_the_matrix_says(module_client, worlds, a_reads):
    """The positive control: with the same ids, A's owner reads every read, and A's viewer the viewer's."""
    failed = [f"owner: {key}: {status} {text[:200]}" for key, (status, text) in a_reads.items()
              if not 200 <= status < 300]
    for key, op in _reads(worlds).items():
        if op.role == "viewer":
            status, text = _answer(module_client, request_for(op, key, worlds.a), worlds.viewer.headers)
            if not 200 <= status < 300:
                failed.append(f"viewer: {key}: {status} {text[:200]}")
    assert not failed, "\n".join(failed)


def _marks_of(tenant: Tenant) -> list[str]:
    return [tenant.marker, str(tenant.ids["share_uuid"]), tenant.user.token]


def _call(client, worlds: Worlds, key: tuple[str, str], caller: str):
    op = OPERATIONS[key]
    a, b = worlds.a, worlds.b
    if caller == "own_path":
        return client.request(**request_for(op, key, a, path_tenant=b), headers={**b.user.headers,
                                                                                  "Accept-Language": "en"})
    headers = {"stranger": b.user.headers, "viewer": worlds.viewer.headers, "anonymous": {},
               "stranger_share": b.share_headers}[caller]
    return client.request(**request_for(op, key, a), headers={**headers, "Accept-Language": "en"})


MATRIX = [pytest.param(key, caller, id=f"{key[0]} {key[1]} as {caller}")
          for key, op in OPERATIONS.items() for caller in callers(op, key)]


@pytest.mark.parametrize(("key", "caller"), MATRIX)
def test_no_one_else_reaches_a_resource_of_a(module_client, worlds, a_reads, key, caller):
    op = OPERATIONS[key]
    before = owned_rows(worlds.a.user.user_id)
    response = _call(module_client, worlds, key, caller)
    operation = f"{key[0]} {key[1]} as {caller}"
    if op.public is not None and caller != "viewer":
        assert owned_rows(worlds.a.user.user_id) == before, f"{operation} changed A's data"
        return  # reaching A's resource is its purpose (op.public says why)
    leaked = [mark for mark in _marks_of(worlds.a) if mark.lower() in response.text.lower()]
    assert not leaked, f"{operation} shows A's data ({leaked}): {response.status_code} {response.text[:500]}"
    assert owned_rows(worlds.a.user.user_id) == before, f"{operation} changed A's data"
    if caller == "own_path" and 200 <= response.status_code < 300:
        return  # B acted on B's own project; that A's ids changed and showed nothing is checked above
    assert response.status_code < 500, f"{operation}: {response.status_code} {response.text[:500]}"
    body = assert_error_body(response)
    if caller in op.refusals:
        expected = op.refusals[caller]
    elif caller == "viewer" and op.role is None:
        expected = NOT_FOUND  # A's own resource outside the project: the viewer is any other user there
    elif caller == "viewer":
        code = "project.not_creator" if op.role == "creator" else "permission.denied"
        expected = (403, code)
    elif caller == "own_path":
        expected = (response.status_code, body["code"])  # any refusal of A's ids
        assert response.status_code in (403, 404, 422), f"{operation}: {response.status_code} {response.text}"
    else:
        expected = EXPECTED[caller]
    assert (response.status_code, body["code"]) == expected, f"{operation}: {response.status_code} {response.text}"


STREAMS = {"/api/event-stream"}  # never ends; it carries only the caller's own events (tests/events)


def test_no_list_of_b_shows_anything_of_a(module_client, worlds):
    """Every read without a path id (lists, the user's own records, shared reports with B's share headers),
    called by B with A's ids in whatever id query parameter it takes, shows nothing of A's."""
    schema = module_client.app.openapi()
    a, b = worlds.a, worlds.b
    shown = []
    for path, item in schema["paths"].items():
        parameters = item.get("get", {}).get("parameters", [])
        if "get" not in item or path in STREAMS or any(p["in"] == "path" for p in parameters):
            continue
        query = {p["name"]: a.ids[p["name"].removesuffix("_id")] for p in parameters
                 if p["in"] == "query" and p["name"].removesuffix("_id") in a.ids}
        headers = b.share_headers if SHARE_HEADERS & {p["name"] for p in parameters} else b.user.headers
        response = module_client.get(path, params=query, headers=headers)
        assert response.status_code < 500, f"GET {path}: {response.text}"
        if any(mark.lower() in response.text.lower() for mark in _marks_of(a)):
            shown.append(f"GET {path} {query}: {response.text[:300]}")
    assert not shown, "B sees A's data in:\n" + "\n".join(shown)


def test_a_shares_only_with_its_own_share_credentials(module_client, worlds):
    """Public by design (SHARED_READS): A's share uuid with the viewer cookie A's share password unlocked
    reads A's shared keywords; without it, with a forged one or with B's under A's cookie name, nothing."""
    a, b = worlds.a, worlds.b
    cookie = viewer_cookie(str(a.ids["share_uuid"]))
    for key in SHARED_READS:
        request = request_for(OPERATIONS[key], key, a)
        response = module_client.request(**request, headers=a.share_headers)
        assert response.status_code == 200, f"{key}: {response.text}"
        for value in (None, "forged", b.share_viewer):
            headers = {"X-Share-UUID": str(a.ids["share_uuid"]), **({"Cookie": f"{cookie}={value}"} if value else {})}
            wrong = module_client.request(**request, headers=headers)
            assert wrong.status_code == 401, f"{key} with cookie {value!r}: {wrong.status_code} {wrong.text}"
            assert a.marker not in wrong.text and str(a.ids["keyword"]) not in assert_error_body(wrong)["message"]


def test_a_reads_the_same_after_every_call(module_client, worlds, a_reads):
    after = {key: _answer(module_client, request_for(op, key, worlds.a), worlds.a.user.headers)
             for key, op in _reads(worlds).items()}
    changed = [key for key in a_reads if after[key] != a_reads[key]]
    assert not changed, f"A's reads changed: {changed}"


def test_the_owner_may_do_what_no_role_check_proved(module_client, worlds):
    """Writes that no viewer's 403 proved well-formed (a user's own resources, the viewer's writes): the
    owner's call with the same ids and body succeeds, so the others' refusals above were about who asked.
    Runs last: it changes A's data."""
    failed = []
    for key, op in OPERATIONS.items():
        if key[0] != "GET" and op.role in (None, "viewer") and op.no_owner_call is None:
            response = module_client.request(**request_for(op, key, worlds.a), headers=worlds.a.user.headers)
            if not 200 <= response.status_code < 300:
                failed.append(f"{key}: {response.status_code} {response.text[:200]}")
    assert not failed, "\n".join(failed)
