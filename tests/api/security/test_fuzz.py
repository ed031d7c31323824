"""Property-based fuzzing of the whole API from its OpenAPI schema (schemathesis), in process.

Every operation is called with generated requests, valid and invalid, as a signed-in user who owns a
project with one of each resource (tests/api/security/conftest.py), each request with a fresh session so a
generated sign-out or password change does not sign the next one out. Properties: no 5xx, and every 4xx in
the documented error body ``{code, message, fields?}``; no request refused for its Host (that would fuzz
nothing). The budget is a few seeded examples per operation,
so the run is the same each time and fits CI.
"""

from __future__ import annotations

from functools import partial

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error

from api.accounts.models import UserSession
from api.core.db import get_sessionmaker
from api.core.security import SESSION_PREFIX, new_token, token_digest
from api.rankings import rank_check
from api.tools import on_page_check
from tests.api.security.conftest import PUBLIC_ADDRESS, assert_error_body, build_tenant, shop_host
from tests.crawler.audit.sites import public_hosts

EXAMPLES_PER_OPERATION = 8
# A path id names one of the owner's resources in about half the examples (a random number finds nothing).
PATH_KINDS = {"site_id": "site", "keyword_id": "keyword", "competitor_id": "competitor", "category_id": "category",
              "member_id": "member", "check_id": "check", "page_evaluation_id": "evaluation",
              "operation_id": "rank_check", "token_id": "token", "invitation_id": "invitation",
              "job_id": "checker_job", "cms_site_id": "cms_site", "article_id": "ai_article", "payment_id": "payment"}
BODY_KINDS = {"keyword_ids": "keyword", "category_ids": "category", "page_evaluation_ids": "evaluation"}

# Operations not fuzzed, and why.
SKIPPED = {
    ("GET", "/api/event-stream"): "an endless server-sent stream (tests/events cover it)",
    ("GET", "/api/site_checks/{check_id}/report.pdf"): "prints with Chromium, seconds an example (tests/api/audits)",
    ("GET", "/api/sites/{site_id}/monthly_report.pdf"): "prints with Chromium, seconds an example (tests/api/reports)",
    ("GET", "/api/billing/payments/{payment_id}/receipt.pdf"): "prints with Chromium, seconds an example "
                                                               "(tests/e2e/test_checkout)",
}


def _schema() -> dict:
    from api.main import create_app

    return create_app().openapi()


schema = schemathesis.openapi.from_dict(
    _schema(),
    config=schemathesis.Config.from_dict({"phases": {"coverage": {"enabled": False}}}),
).exclude(func=lambda ctx: (ctx.operation.method.upper(), ctx.operation.path) in SKIPPED)


@pytest.fixture(scope="module")
def owner(module_client):
    """The fuzzing user, owner of a project with one of each resource; rank checks and keyword-on-page
    checks answer at once (no worker runs here, so waiting for one would only wait). Page checks are only queued, for want of a
    worker; only the owner's shop host resolves (to a public address), and no lookup leaves the machine."""
    tenant = build_tenant(module_client, "fuzz", with_members=True)
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(rank_check, "wait", partial(rank_check.wait, seconds=0))
        monkeypatch.setattr(on_page_check, "wait", partial(on_page_check.wait, seconds=0))
        public_hosts(monkeypatch, resolve={shop_host("fuzz"): [PUBLIC_ADDRESS]}, dial={})
        started = module_client.post("/api/tool/rank-check", headers=tenant.user.headers,
                                     json={"keywords": "球鞋", "domain": "shop-fuzz.tw", "country": "TW"})
        tenant.ids["rank_check"] = started.json()["operation"]["id"]
        yield tenant


def _fresh_session(user_id: int) -> str:
    token = new_token(SESSION_PREFIX)
    with get_sessionmaker()() as db:
        db.add(UserSession(user_id=user_id, token_hash=token_digest(token)))
        db.commit()
    return token


def _aim_at_owned(case, ids: dict) -> None:
    """The case's path ids (and id lists in its body) name the owner's resources of their kind."""
    for name, kind in PATH_KINDS.items():
        if name in (case.path_parameters or {}):
            case.path_parameters[name] = ids[kind]
    if isinstance(case.body, dict):
        for name, kind in BODY_KINDS.items():
            if isinstance(case.body.get(name), list):
                case.body[name] = [ids[kind]]


@schema.given(data=st.data())
@schema.parametrize()
@settings(max_examples=EXAMPLES_PER_OPERATION, derandomize=True, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
def test_no_server_error_and_documented_error_bodies(case, data, module_client, owner):
    if data.draw(st.booleans(), label="the owner's ids"):
        _aim_at_owned(case, owner.ids)
    token = _fresh_session(owner.user.user_id)
    # The host the tests' allowed-hosts list names (tests/conftest.py), as module_client's.
    response = case.call(app=module_client.app, base_url=str(module_client.base_url),
                         headers={"Authorization": f"Bearer {token}"})
    case.validate_response(response, checks=[not_a_server_error])
    if 400 <= response.status_code < 500:
        assert assert_error_body(response)["code"] != "request.host_not_allowed", response.request.url
