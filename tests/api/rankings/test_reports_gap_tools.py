"""The ranking report (CSV rows equal the grid; the Excel workbook mailed and in operation history), the
keyword gap (gated, metered once per project and day, exclusions), SERP competitors and trends, drop
alerts and visibility against the analytics queries, and the rank check tool against the sandbox."""

from __future__ import annotations

import csv
import email
import io
from email import policy

import pytest
from openpyxl import load_workbook
from sqlalchemy import select

from analytics.rankings import queries
from api.core.config import get_settings
from api.core.db import get_sessionmaker
from api.plans.models import UsageCounter
from api.plans.service import current_period
from api.rankings import tasks
from api.rankings.schemas import ExportIn
from tests.analytics.rankings.builders import SCOPE, day
from tests.api.projects.support import error, field_errors, new_site
from tests.api.rankings.test_dashboard_api import KEYWORDS, RULE, project, tracked  # noqa: F401  (fixture)
from tests.factories import make_user

END = {"end": day(7).isoformat()}
EN_TRENDS = {"progress": "Improving", "steady": "Steady", "regression": "Declining"}
EN_CHECKS = {"ok": "Checked", "failed": "Failed", "pending": "Not checked yet"}


def test_the_csv_rows_match_the_grid(client, analytics, project):  # noqa: F811
    owner, site = project
    response = client.get(f"/api/sites/{site['id']}/ranking_report.csv", headers={**owner.headers,
                                                                                  "Accept-Language": "en"})
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/csv")
    assert "-sandbox.csv" in response.headers["content-disposition"]
    header, *rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert header[:3] == ["Keyword", "Today", "Yesterday"]
    grid = client.get(f"/api/sites/{site['id']}/keywords", headers=owner.headers).json()["data"]
    assert [[r[0], r[1], r[2], r[3], r[6], r[7], r[8], r[9]] for r in rows] == [
        [g["text"], g["ranking"]["today"]["label"] or "", g["ranking"]["yesterday"]["label"] or "",
         g["ranking"]["week_ago"]["label"] or "", "" if g["ranking"]["diff"] is None else str(g["ranking"]["diff"]),
         EN_TRENDS.get(g["ranking"]["trend"], ""), g["ranking"]["url"] or "", EN_CHECKS[g["ranking"]["check"]["state"]]]
        for g in grid]
    assert rows[-1][9] == "Failed" and rows[-1][1] == ""  # a failed check is written as failed, not a rank
    # codes are written in the reader's language, not as the store keeps them (issue 11)
    assert rows[0][11:14] == ["Google", "Desktop", "Sandbox (simulated)"]


def test_the_csv_names_engine_device_and_check_in_japanese(client, analytics, project):  # noqa: F811
    owner, site = project
    response = client.get(f"/api/sites/{site['id']}/ranking_report.csv", headers={**owner.headers,
                                                                                  "Accept-Language": "ja"})
    header, *rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert header[9:14] == ["チェック状況", "日付", "検索エンジン", "デバイス", "データソース"]
    checks = {row[0]: row[9] for row in rows}
    assert checks["球鞋"] == "取得済み" and checks["壞掉"] == "失敗"
    assert rows[0][11:13] == ["Google", "デスクトップ"]
    assert {row[7] for row in rows} <= {"上昇", "横ばい", "下降", ""}


def test_the_excel_report_is_mailed_and_recorded(client, analytics, project, eager):  # noqa: F811
    owner, site = project
    response = client.post(f"/api/sites/{site['id']}/ranking_report", json={}, headers=owner.headers)
    assert response.status_code == 202, response.text
    history = [o for o in client.get("/api/operation_history", headers=owner.headers).json()["data"]
               if o["type"] != "ranking_update"]  # the project's own first check, when it was created
    assert [(o["type"], o["status"], o["site_id"]) for o in history] == [("ranking_report", "completed", site["id"])]
    (mail,) = (get_settings().outbox_dir).glob("*-owner_at_example.com.eml")
    message = email.message_from_bytes(mail.read_bytes(), policy=policy.default)
    assert message["Subject"] == "我的網站 排名報告"
    assert "沙盒" in message.get_body(preferencelist=("plain",)).get_content()
    (attachment,) = list(message.iter_attachments())
    assert attachment.get_filename().endswith("-sandbox.xlsx")
    sheet = load_workbook(io.BytesIO(attachment.get_content())).active
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[1][:2] == ("關鍵字", "今日排名")
    assert {r[0]: r[1] for r in rows[2:]} == {"球鞋": "1", "慢跑鞋": "12", "籃球鞋": "25", "登山鞋": "40",
                                             "拖鞋": "2", "壞掉": None}
    mail.unlink()
    # the same task delivered again (the broker lost its acknowledgement): the job ended, no second mail
    tasks.mail_report.run(history[0]["id"], ExportIn().model_dump(mode="json"))
    assert not list(get_settings().outbox_dir.glob("*-owner_at_example.com.eml"))


def test_the_excel_report_needs_a_plan_with_it(client, analytics):
    basic = make_user(plan_id=3)
    site = new_site(client, basic, keywords="字")
    response = client.post(f"/api/sites/{site['id']}/ranking_report", json={},
                           headers={**basic.headers, "Accept-Language": "zh-TW"})
    assert error(response, 403, "plan.feature_unavailable")["message"] == "目前方案不支援此功能，請聯繫客服"


def gap_uses(user_id: int) -> int:
    with get_sessionmaker()() as db:
        return db.scalar(select(UsageCounter.called_count).where(
            UsageCounter.user_id == user_id, UsageCounter.feature == "keyword_gap",
            UsageCounter.period == current_period())) or 0


def test_keyword_gap_is_gated_metered_once_a_day_and_keeps_exclusions(client, analytics, project):  # noqa: F811
    owner, site = project
    base = f"/api/sites/{site['id']}/keyword_gap"
    stats = client.get(f"{base}/stats", params=END, headers=owner.headers).json()
    expected = queries.keyword_gap(analytics, SCOPE, tracked(), RULE, {"r": queries.MatchRule.parse("domain", "rival.tw")},
                                   day(7))
    assert {k: stats[k] for k in expected.counts} == expected.counts and stats["sandbox"] is True
    assert stats["behind"] == 3 and stats["lead"] == 2  # the rival holds 4: ahead of 3 keywords, behind 1 and 2
    client.get(f"{base}/stats", params=END, headers=owner.headers)
    assert gap_uses(owner.user_id) == 1  # the same project and day again: free
    behind = client.get(base, params={"group": "behind", **END}, headers=owner.headers).json()
    assert [r["term"] for r in behind["data"]] == ["慢跑鞋", "籃球鞋", "登山鞋"]
    assert behind["data"][0]["competitors"][0]["rank"]["position"] == 4
    keyword_id = behind["data"][0]["keyword_id"]
    excluded = client.post(f"{base}/exclusions", json={"keyword_ids": [keyword_id]}, headers=owner.headers).json()
    assert excluded == {"keyword_ids": [keyword_id]}
    after = client.get(f"{base}/stats", params=END, headers=owner.headers).json()
    assert (after["behind"], after["exclude"]) == (2, 1)
    assert [r["term"] for r in client.get(base, params={"group": "exclude", **END},
                                          headers=owner.headers).json()["data"]] == ["慢跑鞋"]
    client.request("DELETE", f"{base}/exclusions", json={"keyword_ids": [keyword_id]}, headers=owner.headers)
    assert client.get(f"{base}/stats", params=END, headers=owner.headers).json()["exclude"] == 0
    history = client.get("/api/operation_history", headers=owner.headers).json()["data"]
    assert [o["type"] for o in history if o["type"] != "ranking_update"] == ["keyword_gap_competitor"]


def test_keyword_gap_on_trial_plans_and_when_used_up(client, analytics):
    trial = make_user("trial@example.com", plan_id=8)
    site = new_site(client, trial, keywords="字")
    response = client.get(f"/api/sites/{site['id']}/keyword_gap/stats", headers={**trial.headers,
                                                                                  "Accept-Language": "en"})
    assert error(response, 403, "plan.feature_unavailable")
    basic = make_user("basic@example.com", plan_id=3)
    site = new_site(client, basic, keywords="字", url="https://basic.tw")
    with get_sessionmaker()() as db:
        db.add(UsageCounter(user_id=basic.user_id, feature="keyword_gap", period=current_period(), called_count=15))
        db.commit()
    response = client.get(f"/api/sites/{site['id']}/keyword_gap/stats", headers={**basic.headers,
                                                                                  "Accept-Language": "ja"})
    assert error(response, 429, "plan.limit_reached")["message"].startswith("今月の利用上限")


def test_serp_competitors_trends_alerts_and_visibility_equal_the_queries(client, analytics, project):  # noqa: F811
    owner, site = project
    base = f"/api/sites/{site['id']}"
    found = client.get(f"{base}/serp_competitors", params={"interval": "3d", **END}, headers=owner.headers).json()
    expected = queries.serp_competitors(analytics, SCOPE, KEYWORDS, day(7), "3d")
    assert [(d["domain"], d["appearances"], d["share"]) for d in found["data"]] == [
        (d.domain, d.appearances, d.share) for d in expected.domains]
    rival = next(d for d in found["data"] if d["domain"] == "rival.tw")
    ours = next(d for d in found["data"] if d["domain"] == "mysite.com.tw")
    assert rival["competitor_id"] is not None and ours["is_project"] is True
    alerts = client.get(f"{base}/drop_alerts", params=END, headers=owner.headers).json()
    assert (alerts["threshold"], [(a["term"], a["drop"]) for a in alerts["data"]]) == (10, [("籃球鞋", 20)])
    client.put(f"{base}/ranking_settings", json={"drop_alert_threshold": 25}, headers=owner.headers)
    assert client.get(f"{base}/drop_alerts", params=END, headers=owner.headers).json()["data"] == []
    points = client.get(f"{base}/visibility", params={"period": "7", **END}, headers=owner.headers).json()["data"]
    assert [p["score"] for p in points] == [p.score for p in queries.visibility(
        analytics, SCOPE, KEYWORDS, RULE, day(1), day(7))]
    keywords = client.get(f"{base}/keywords", params={"per_page": 100}, headers=owner.headers).json()["data"]
    ids = [k["id"] for k in keywords]
    trend = client.get(f"{base}/serp_trend", params={"keyword_ids": ids[:2], "period": "7", **END},
                       headers=owner.headers).json()
    assert [t["term"] for t in trend["data"]] == KEYWORDS[:2]
    too_many = client.get(f"{base}/serp_trend", params={"keyword_ids": ids + [i + 1000 for i in ids[:5]], **END},
                          headers={**owner.headers, "Accept-Language": "en"})
    assert field_errors(too_many) == {"keyword_ids": ("rankings.compare_limit", "At most 10 groups can be compared")}


def test_rank_check_answers_from_the_sandbox_and_refuses_more_than_10(client, analytics, sandbox, eager):
    user = make_user(plan_id=8)
    response = client.post("/api/tool/rank-check", json={"keywords": "台北 咖啡廳\n信義區 美食",
                                                         "domain": "rival.tw"}, headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["operation"]["status"] == "completed"
    rows = {r["keyword"]: r for r in body["results"]}
    assert set(rows) == {"台北 咖啡廳", "信義區 美食"}
    assert all(r["state"] == "ok" and r["sandbox"] and r["source"] == "sandbox" for r in rows.values())
    assert all(r["label"] is not None for r in rows.values())
    # the source named in the reader's language (zh-TW by default), not its internal code
    assert {r["source_label"] for r in rows.values()} == {"沙盒（模擬資料）"}
    again = client.get(f"/api/tool/rank-check/{body['operation']['id']}", headers=user.headers).json()
    assert again["results"] == body["results"]
    english = client.get(f"/api/tool/rank-check/{body['operation']['id']}",
                         headers={**user.headers, "Accept-Language": "en"}).json()
    assert {r["source_label"] for r in english["results"]} == {"Sandbox (simulated)"}
    other = make_user("other@example.com")
    assert client.get(f"/api/tool/rank-check/{body['operation']['id']}", headers=other.headers).status_code == 404
    eleven = "\n".join(f"字{i}" for i in range(11))
    for locale, text in (("en", "At most 10 keywords, one per line"), ("zh-TW", "最多 10 個關鍵字，每行一個")):
        response = client.post("/api/tool/rank-check", json={"keywords": eleven, "domain": "rival.tw"},
                               headers={**user.headers, "Accept-Language": locale})
        assert field_errors(response) == {"keywords": ("rankings.rank_check_limit", text)}


@pytest.mark.parametrize(("body", "field"), [({"engine": "yahoo_jp", "country": "TW"}, "engine"),
                                             ({"domain": "not a domain"}, "domain"), ({"country": "XX"}, "country")])
def test_rank_check_input_errors(client, analytics, body, field):
    user = make_user()
    response = client.post("/api/tool/rank-check", json={"keywords": "字", "domain": "rival.tw", **body},
                           headers=user.headers)
    assert set(field_errors(response)) == {field}
