"""The keyword suggestions' Excel export (SPEC §9): the keywords on screen, in their order, mailed as a
workbook whose figures are the research store's (not the client's), in the user's language; recorded in
operation history; nothing paid for or counted; at most 5,000 rows; only for a signed-in user."""

from __future__ import annotations

import io
from datetime import UTC, date, datetime

from openpyxl import load_workbook

from analytics.research import store
from analytics.research.model import KeywordMetrics
from api.core.config import get_settings
from tests.api.projects.support import error, field_errors, mails_to
from tests.api.rankings.conftest import eager  # noqa: F401  (fixture)
from tests.api.research.conftest import cached, searches
from tests.factories import make_user


def figures(keyword: str, volume: int, cpc: float, index: int) -> KeywordMetrics:
    return KeywordMetrics(keyword=keyword, volume=volume, cpc_usd=cpc, competition_index=index, source="google_ads",
                          history=tuple((date(2026, month, 1), volume + month) for month in range(1, 13)))


def body(*rows: tuple[str, str]) -> dict:
    return {"seed": "咖啡", "country": "TW", "language": "zh-TW",
            "rows": [{"keyword": keyword, "origin": origin} for keyword, origin in rows]}


def mailed(address: str):
    """The one mail sent to ``address``, taken out of the outbox (other tests' users share addresses)."""
    (message,) = mails_to(address)
    for path in get_settings().outbox_dir.glob(f"*-{address.replace('@', '_at_')}.eml"):
        path.unlink()
    return message


def test_the_workbook_is_mailed_with_the_stores_figures_in_the_grids_order(client, research, eager):  # noqa: F811
    user = make_user("export@example.com", language="en")
    store.store_metrics(research, "TW", "zh-TW", [figures("手沖咖啡", 2400, 1.25, 85), figures("咖啡豆", 880, 0.4, 10)],
                        at=datetime(2026, 10, 3, tzinfo=UTC))
    before = cached(research)

    response = client.post("/api/research/suggestions/export", headers={**user.headers, "Accept-Language": "ja"},
                           json=body(("咖啡豆", "google_trend"), ("沒人查過的字", "related_search"),
                                     ("手沖咖啡", "frequency")))

    assert response.status_code == 202, response.text
    assert response.json()["message"] == "Excel ファイルを export@example.com にメールで送信します"
    history = client.get("/api/operation_history", headers=user.headers).json()["data"]
    assert [(o["type"], o["status"]) for o in history] == [("keyword_suggestions_export", "completed")]
    message = mailed("export@example.com")
    assert message["Subject"] == "Keyword suggestions for “咖啡”"
    (attachment,) = list(message.iter_attachments())
    assert attachment.get_filename().endswith(".xlsx")
    rows = list(load_workbook(io.BytesIO(attachment.get_content())).active.iter_rows(values_only=True))
    assert rows[1] == ("Keyword", "Volume", "12-month trend", "CPC (USD)", "Competition (0-4)", "Difficulty",
                       "Intent", "Source")
    assert [r[0] for r in rows[2:]] == ["咖啡豆", "沒人查過的字", "手沖咖啡"]  # the grid's order
    by_keyword = {r[0]: r for r in rows[2:]}
    assert by_keyword["手沖咖啡"][1:5] == (2400, " ".join(str(2400 + m) for m in range(1, 13)), 1.25, 4)
    assert by_keyword["咖啡豆"][1:5] == (880, " ".join(str(880 + m) for m in range(1, 13)), 0.4, 0)
    assert by_keyword["沒人查過的字"][1:5] == (None, None, None, None)  # nobody researched it: no figures
    assert [r[7] for r in rows[2:]] == ["Google suggestions", "Related searches", "Search volume data"]
    assert searches(user.user_id) == 0 and cached(research) == before  # nothing paid for, nothing counted


def test_more_than_5000_rows_are_refused_and_nothing_is_recorded(client, research, eager):  # noqa: F811
    user = make_user()
    too_many = body(*((f"咖啡 {n}", "frequency") for n in range(5001)))
    response = client.post("/api/research/suggestions/export", json=too_many,
                           headers={**user.headers, "Accept-Language": "en"})
    error(response, 422, "validation.failed")
    assert field_errors(response) == {"rows": ("research.export_too_many", "At most 5000 rows can be exported")}
    assert client.get("/api/operation_history", headers=user.headers).json()["data"] == []
    assert mails_to("owner@example.com") == []
    ok = client.post("/api/research/suggestions/export", json=body(*((f"咖啡 {n}", "frequency") for n in range(5000))),
                     headers=user.headers)
    assert ok.status_code == 202, ok.text
    rows = list(load_workbook(io.BytesIO(next(mailed("owner@example.com").iter_attachments()).get_content()))
                .active.iter_rows(values_only=True))
    assert len(rows) == 2 + 5000


def test_a_signed_out_request_is_refused(client, research):
    response = client.post("/api/research/suggestions/export", json=body(("咖啡豆", "frequency")))
    assert response.status_code == 401
    error(client.post("/api/research/suggestions/export", json={**body(("咖啡豆", "frequency")), "country": "XX"},
                      headers=make_user().headers), 422, "validation.failed")
