"""The serp spider against sandbox servers on 127.0.0.1, run as production runs it: a child process
per crawl (``crawler.serp.crawl.run_jobs``). Each test is one crawl with several jobs: a crawl
costs a few seconds of process start on this machine."""

from __future__ import annotations

import shutil
from collections import Counter
from dataclasses import replace
from datetime import date

import pytest

from crawler.sandbox import SandboxServer
from crawler.sandbox.model import build_serp, result_count
from crawler.serp.crawl import CrawlConfig, run_jobs
from crawler.serp.depth import DepthHint
from crawler.serp.jobs import FetchErrorKind, SerpJob
from crawler.serp.requests import SerpQuery

DAY = date(2025, 11, 20)
ENGINES = ("google", "yahoo_jp", "yahoo_tw")


def sandbox() -> SandboxServer:
    return SandboxServer(today=lambda: DAY)


def config(*servers_by_engine: SandboxServer | dict[str, SandboxServer], **changes) -> CrawlConfig:
    """A fast crawl config: no politeness delay, short backoff, two retries, no browser."""
    (server,) = servers_by_engine
    by_engine = server if isinstance(server, dict) else dict.fromkeys(ENGINES, server)
    base = CrawlConfig(base_urls={e: s.base_url(e) for e, s in by_engine.items()}, download_delay=0.0,
                       retry_times=2, retry_backoff=0.01, retry_backoff_max=0.05, render="off", timeout=120, log_level="INFO")
    return replace(base, **changes)


def expected_urls(engine: str, keyword: str, country: str, language: str, device: str = "desktop") -> list[str]:
    return [x.url for x in build_serp(engine, keyword, DAY, country=country, language=language, device=device).organic]


def searched(server: SandboxServer, keyword: str) -> list:
    return [s for s in server.seen if keyword in (s.params.get("q"), s.params.get("p"))]


def test_pages_merge_into_one_serp_on_every_engine_and_smart_depth_stops_where_found():
    with sandbox() as server:
        google = expected_urls("google", "台北 咖啡廳", "TW", "zh-TW")
        smart_urls = expected_urls("google", "台北 美食", "TW", "zh-TW")
        at_15 = smart_urls[14].split("/")[2]
        niche = next(k for k in (f"冷門關鍵字 {i}" for i in range(100)) if 20 < result_count(k) < 50)
        jobs = [
            SerpJob("depth30", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"), depth=30, strategy="full"),
            SerpJob("jp-mobile", SerpQuery("yahoo_jp", "東京 ラーメン", "JP", "ja", "mobile"), depth=20, strategy="full"),
            SerpJob("tw", SerpQuery("yahoo_tw", "台中 火鍋", "TW", "zh-TW"), depth=20, strategy="full"),
            # Smart: nothing known → page 1, then page 2 where the site is: stop.
            SerpJob("smart-new", SerpQuery("google", "台北 美食", "TW", "zh-TW"), depth=100,
                    hint=DepthHint(None, (at_15,))),
            # Smart: last seen at 25 → pages 1-3 at once; found there: stop.
            SerpJob("smart-known", SerpQuery("google", "台北 美食", "TW", "zh-TW", "mobile"), depth=100,
                    hint=DepthHint(25, (at_15,))),
            # Smart: a site that is not there costs the whole depth.
            SerpJob("smart-absent", SerpQuery("google", "台北 住宿", "TW", "zh-TW"), depth=30,
                    hint=DepthHint(8, ("never-ranked.example",))),
            # The engine runs out of results before the depth: the SERP ends on its last page.
            SerpJob("niche", SerpQuery("google", niche, "TW", "zh-TW"), depth=100, strategy="full"),
        ]
        answers = run_jobs(jobs, config(server), source="direct")

        depth30 = answers["depth30"]
        assert depth30.ok and depth30.source == "direct" and depth30.sandbox
        assert depth30.pages_fetched == 3 and depth30.parsed.pages == (1, 2, 3)
        assert [r.position for r in depth30.parsed.organic] == list(range(1, 31))
        assert [r.url for r in depth30.parsed.organic] == google[:30]
        assert [r.page for r in depth30.parsed.organic] == [1] * 10 + [2] * 10 + [3] * 10
        requests = searched(server, "台北 咖啡廳")
        assert sorted(s.params.get("start", "0") for s in requests) == ["0", "10", "20"]
        assert {(s.params["hl"], s.params["gl"]) for s in requests} == {("zh-TW", "TW")}
        assert all("zh-TW" in s.headers["Accept-Language"] for s in requests)

        mobile = answers["jp-mobile"]
        assert mobile.parsed.device.value == "mobile"
        assert [r.url for r in mobile.parsed.organic] == expected_urls("yahoo_jp", "東京 ラーメン", "JP", "ja", "mobile")[:20]
        assert all("Mobile" in s.headers["User-Agent"] or "Android" in s.headers["User-Agent"]
                   for s in searched(server, "東京 ラーメン"))
        assert all("Mobile" not in s.headers["User-Agent"] for s in requests)

        taiwan = answers["tw"]
        assert [r.position for r in taiwan.parsed.organic] == list(range(1, 21))
        assert sorted(s.params.get("b", "1") for s in searched(server, "台中 火鍋")) == ["1", "11"]

        assert answers["smart-new"].parsed.pages == (1, 2)
        assert answers["smart-known"].parsed.pages == (1, 2, 3)
        assert answers["smart-absent"].parsed.pages == (1, 2, 3)
        assert len(searched(server, "台北 美食")) == 5

        ended = answers["niche"]
        assert ended.ok and len(ended.parsed.organic) == result_count(niche)
        assert ended.parsed.pages == tuple(range(1, (result_count(niche) - 1) // 10 + 2))
        # that SERP is whole: a deeper request would get no more; the others stopped at their depth or sites
        assert ended.ended and not any(answers[job].ended for job in ("depth30", "smart-new", "smart-absent"))


def test_retries_with_backoff_then_success():
    with sandbox() as server:
        server.fail(2, 503)
        answer = run_jobs([SerpJob("a", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"))], config(server),
                          source="direct")["a"]
        assert answer.ok and [r.position for r in answer.parsed.organic] == list(range(1, 11))
        assert [s.status for s in server.seen] == [503, 503, 200]


def test_blocks_are_failed_checks_never_ranks():
    with sandbox() as captcha, sandbox() as too_many, sandbox() as sorry:
        captcha.set_mode("captcha")
        too_many.set_mode("429")
        sorry.set_mode("sorry")
        jobs = [SerpJob("captcha", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"), depth=30, strategy="full"),
                SerpJob("429", SerpQuery("yahoo_jp", "東京 ラーメン", "JP", "ja")),
                SerpJob("sorry", SerpQuery("yahoo_tw", "台北", "TW", "zh-TW"))]
        answers = run_jobs(jobs, config({"google": captcha, "yahoo_jp": too_many, "yahoo_tw": sorry}), source="direct")
        for job_id, kind in (("captcha", FetchErrorKind.CAPTCHA), ("429", FetchErrorKind.BLOCKED),
                             ("sorry", FetchErrorKind.CAPTCHA)):
            answer = answers[job_id]
            assert not answer.ok and answer.parsed is None
            assert answer.error.kind is kind and answer.pages_fetched == 0
        # A page was tried once and retried twice (retry_times=2) before the check gave up.
        assert len(too_many.seen) == 3 and {s.status for s in too_many.seen} == {429}
        tries = Counter(s.params.get("start", "0") for s in searched(captcha, "台北 咖啡廳"))
        assert max(tries.values()) == 3


def test_googles_sorry_redirect_is_retried_then_a_captcha():
    with sandbox() as server:
        server.set_mode("sorry")
        answer = run_jobs([SerpJob("a", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"))], config(server),
                          source="direct")["a"]
        assert answer.error.kind is FetchErrorKind.CAPTCHA and answer.parsed is None
        # Three searches redirected (first try and two retries), and the last redirect followed to /sorry/.
        assert [s.status for s in server.seen] == [302, 302, 302, 200]


def test_a_blocked_proxy_rests_and_the_retry_leaves_through_another():
    with sandbox() as target, sandbox() as blocked_proxy, sandbox() as clean_proxy:
        blocked_proxy.set_mode("captcha")
        answer = run_jobs(
            [SerpJob("a", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"), depth=20, strategy="full")],
            config(target, proxies=(blocked_proxy.url, clean_proxy.url)),
            source="direct",
        )["a"]
        assert answer.ok and [r.position for r in answer.parsed.organic] == list(range(1, 21))
        assert len(blocked_proxy.seen) == 1 and len(clean_proxy.seen) == 2
        assert all(s.via_proxy for s in blocked_proxy.seen + clean_proxy.seen)
        assert target.seen == []  # every request left through a proxy


def test_a_crawl_that_overruns_answers_every_job_as_failed():
    with sandbox() as server:
        jobs = [SerpJob("a", SerpQuery("google", "x", "TW", "zh-TW")), SerpJob("b", SerpQuery("google", "y", "TW", "zh-TW"))]
        answers = run_jobs(jobs, config(server, timeout=0.2), source="direct")
        assert {a.error.kind for a in answers.values()} == {FetchErrorKind.CRAWLER}
        assert "timed out" in answers["a"].error.detail


@pytest.mark.skipif(not shutil.which("chromium") and not shutil.which("/usr/bin/chromium"),
                    reason="Debian's Chromium (/usr/bin/chromium) is not installed")
def test_a_page_only_a_browser_can_read_is_rendered_in_chromium():
    with sandbox() as server:
        server.set_mode("js")
        answer = run_jobs([SerpJob("a", SerpQuery("google", "台北 咖啡廳", "TW", "zh-TW"), depth=20, strategy="smart",
                                   hint=DepthHint(None, ("never-ranked.example",)))],
                          config(server, render="auto"), source="direct")["a"]
        assert answer.ok, answer.error
        assert [r.url for r in answer.parsed.organic] == expected_urls("google", "台北 咖啡廳", "TW", "zh-TW")[:20]
        # Page 1 fetched plainly (unreadable: a script writes the results), then by Chromium; page 2,
        # asked for after that, went to Chromium directly.
        assert [s.params.get("start") for s in server.seen] == [None, None, "10"]
        assert all("HeadlessChrome" not in s.headers["User-Agent"] for s in server.seen)  # our UA, not the browser's
