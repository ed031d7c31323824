"""Benchmark (not a test): how soon the console's first screens show their content, and how many bytes
they cost, in headless Chromium against `ranklens up` on loopback.

1. `ranklens up` runs on a fresh data directory with its sandbox SERP source; an advanced-plan owner's
   project (ten zh-TW keywords, a competitor) is ranked once, and its site, a small fixture site served
   on 127.0.0.1 (tests/crawler/audit/sites.py), is checked once.
2. Two screens: the project's dashboard (/projects/{id}: rank buckets and the visibility chart drawn)
   and the site-check overview (/projects/{id}/site-audit/overview: health score and categories).
   - cold: a new browser profile (empty cache, signed in through the API), the address opened;
   - warm: the same address opened again in that browser (its cache filled by the cold load);
   - in-app: from the other screen, the console's own navigation (a link clicked, no page load).
   Time: from the navigation's start (performance.timeOrigin, or the click) to the first animation
   frame that shows the content. Bytes: what crossed the wire up to then (Resource Timing's
   transferSize, headers included; 0 for an answer from the cache), and the requests that did.
3. The peer, in the same run, the same build on the same server: the browser accepts no content
   coding (Accept-Encoding: identity) and keeps nothing in its cache (Chrome DevTools Protocol:
   Network.setCacheDisabled), which is what the console cost before it was served precompressed and
   cacheable: every chunk fetched in full on every load. The two take turns, load by load.

Targets: cold dashboard ≤ 1.0 s and ≤ 400 KB; warm navigation ≤ 300 ms. Figures are medians over
``--runs`` (after one unmeasured load that warms the server), beside the machine's cores and load.

    npm run build && uv run python bench/first_screen.py
    uv run python bench/first_screen.py --runs 9 --screenshots shots
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from machine import machine

from tests.crawler.audit.sites import Page, html
from tests.crawler.audit.sites import serving as serving_site
from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, local_sites_settings
from tests.ranklens_server import clean_env, ranklens, serving

DIST = ROOT / "console" / "dist"
PASSWORD = "bench-password-9"
TARGET_COLD_S = 1.0
TARGET_COLD_KB = 400
TARGET_WARM_S = 0.3
KEYWORDS = ["咖啡豆", "手沖咖啡", "冷萃咖啡", "咖啡豆推薦", "單品咖啡", "耶加雪菲", "淺焙咖啡豆", "咖啡烘焙",
            "濾掛咖啡", "台北咖啡廳"]

# a screen's address, and a function that returns performance.now() on the first frame that shows its content
SCREENS = {
    "dashboard": ("/projects/{id}", (
        "() => document.querySelector('[data-testid=performance-card] [data-testid^=bucket-]')"
        " && document.querySelector('[data-testid=visibility-chart] .recharts-area') && performance.now()")),
    "site-check overview": ("/projects/{id}/site-audit/overview", (
        "() => /\\d/.test(document.querySelector('[data-testid=health-score]')?.textContent ?? '')"
        " && document.querySelector('[data-testid=categories]') && performance.now()")),
}
# what crossed the wire up to `t` (ms after timeOrigin), and in how many requests
TRANSFERRED = """t => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .filter((e) => e.responseEnd <= t && e.transferSize > 0)
  return [entries.reduce((sum, e) => sum + e.transferSize, 0), entries.length]
}"""


@dataclass
class Load:
    seconds: float
    bytes: int
    requests: int


def fixture_site() -> dict[str, Page]:
    body = "<p>" + "我們在台北烘焙單一產區咖啡豆，每週新鮮出貨，提供手沖與冷萃的建議。" * 8 + "</p>"
    nav = '<a href="/product">咖啡豆</a><a href="/about">關於我們</a><a href="/missing">點這裡</a>'
    return {
        "/": Page(html("台北咖啡日誌｜單一產區咖啡豆與手沖教學", nav + body, lang="zh-Hant-TW")),
        "/product": Page(html("咖啡日誌", '<img src="/bean.jpg"><a href="/">首頁</a>' + body, lang="zh-Hant-TW")),
        "/about": Page(html("咖啡日誌", '<a href="/">首頁</a>' + body, lang="zh-Hant-TW")),
        "/robots.txt": Page("User-agent: *\nAllow: /\n", headers={"Content-Type": "text/plain"}),
    }


def ranked_and_checked_project(api: httpx.Client, site_url: str) -> int:
    """A project ranked once (sandbox) and its site checked once; its id."""
    site = api.post("/sites", json={"name": "咖啡日誌", "url": site_url, "country": "TW", "language": "zh-TW",
                                    "keywords": "\n".join(KEYWORDS),
                                    "competitors": [{"name": "對手烘豆", "url": "rival-roasters.tw"}]})
    assert site.status_code == 201, site.text
    base = f"/sites/{site.json()['id']}"
    assert api.post(f"{base}/ranking_update").status_code == 202
    check = api.post(f"{base}/site_checks", json={"max_pages": 10})
    assert check.status_code == 202, check.text
    deadline = time.monotonic() + 300
    while api.get(f"{base}/ranking_update").json()["updating"] or (
            api.get(f"{base}/site_checks/latest").json().get("state") not in ("completed", "failed")):
        if time.monotonic() > deadline:
            sys.exit("the project's ranking update or site check did not end within 5 minutes")
        time.sleep(1)
    return site.json()["id"]


def open_screen(page, path: str, ready: str) -> Load:
    page.goto(path, wait_until="commit")
    shown = page.wait_for_function(ready, timeout=60_000, polling="raf").json_value()
    transferred, requests = page.evaluate(TRANSFERRED, shown)
    return Load(shown / 1000, transferred, requests)


def navigate_in_app(page, path: str, ready: str) -> Load:
    """The console's own navigation to ``path`` (its router, without a page load)."""
    page.evaluate("performance.clearResourceTimings()")
    # the router follows the browser's history: a popstate after pushState is what its links amount to
    started = page.evaluate("""path => {
        const t = performance.now()
        history.pushState(null, '', path)
        dispatchEvent(new PopStateEvent('popstate'))
        return t
    }""", path)
    shown = page.wait_for_function(ready, timeout=60_000, polling="raf").json_value()
    transferred, requests = page.evaluate(TRANSFERRED, shown)
    return Load((shown - started) / 1000, transferred, requests)


def measure(base: str, email: str, site_id: int, runs: int,
            shots: Path | None = None) -> dict[bool, dict[tuple[str, str], list[Load]]]:
    """Loads by peer (False: RankLens as served, True: the peer), then by screen and kind of load; the
    two take turns, so both meet the same moments of the machine's load."""
    from playwright.sync_api import sync_playwright

    loads: dict[bool, dict[tuple[str, str], list[Load]]] = {False: {}, True: {}}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        # the first run warms the server (its imports, chDB's caches)
        for run, peer, (name, (path, ready)) in itertools.product(range(runs + 1), (False, True), SCREENS.items()):
            other_path, other_ready = next(screen for other, screen in SCREENS.items() if other != name)
            # the peer's browser asks for the plain files (Chromium adds its own Accept-Encoding only
            # to a request without one)
            context = browser.new_context(base_url=base, locale="zh-TW", viewport={"width": 1440, "height": 900},
                                          extra_http_headers={"Accept-Encoding": "identity"} if peer else None)
            context.add_init_script("performance.setResourceTimingBufferSize(2000)")
            assert context.request.post("/api/login", data={"email": email, "password": PASSWORD}).ok
            page = context.new_page()
            if peer:
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
            results = {"cold": open_screen(page, path.format(id=site_id), ready)}
            if shots and run == 1 and not peer:  # the screen as it was first shown
                shots.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(shots / f"first-screen-{name.replace(' ', '-')}.png"))
            results["warm"] = open_screen(page, path.format(id=site_id), ready)
            open_screen(page, other_path.format(id=site_id), other_ready)
            results["in-app"] = navigate_in_app(page, path.format(id=site_id), ready)
            context.close()
            if run:
                for kind, load in results.items():
                    loads[peer].setdefault((name, kind), []).append(load)
        browser.close()
    return loads


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--screenshots", type=Path, help="a folder for each screen as first shown (cold)")
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        sys.exit("the console is not built: run `npm run build` first")

    print(f"before: {machine()}")
    with tempfile.TemporaryDirectory(prefix="ranklens-bench-") as tmp:
        data_dir = Path(tmp) / "data"
        env = clean_env(data_dir, **local_sites_settings())
        email = "bench@example.com"
        ranklens("migrate", env=env)
        ranklens("createuser", email, "--password", PASSWORD, "--plan", "10", "--name", "Bench", env=env)
        with serving_site(fixture_site()) as site, serving(data_dir, env, Path(tmp) / "server.log") as base:
            token = httpx.post(f"{base}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
            with httpx.Client(base_url=f"{base}/api", headers={"Authorization": f"Bearer {token}"},
                              timeout=120) as api:
                site_id = ranked_and_checked_project(api, f"http://cafe-{site.port}.test:{site.port}")
            print(f"project {site_id} ranked and checked; {args.runs} runs after a warm-up (headless Chromium)")
            measured = measure(base, email, site_id, args.runs, shots=args.screenshots)
            ours, peer = measured[False], measured[True]
    print(f"after:  {machine()}")

    def p50(loads: list[Load], field: str) -> float:
        return statistics.median(getattr(load, field) for load in loads)

    print(f"\n{'screen':<20} {'load':<7} {'RankLens':>22} {'peer (no coding, no cache)':>30} {'ratio':>12}")
    for key, loads in ours.items():
        name, kind = key
        mine = f"{p50(loads, 'seconds'):.2f} s {p50(loads, 'bytes') / 1024:7.0f} KB {p50(loads, 'requests'):4.0f} req"
        theirs = peer[key]
        other = f"{p50(theirs, 'seconds'):.2f} s {p50(theirs, 'bytes') / 1024:7.0f} KB {p50(theirs, 'requests'):4.0f} req"
        faster = p50(theirs, "seconds") / max(p50(loads, "seconds"), 1e-3)
        smaller = p50(theirs, "bytes") / max(p50(loads, "bytes"), 1)
        print(f"{name:<20} {kind:<7} {mine:>22} {other:>30} {faster:5.1f}× {smaller:5.1f}×B")
    cold = ours[("dashboard", "cold")]
    warm = [load for (_, kind), loads in ours.items() if kind == "warm" for load in loads]
    print(f"\ncold dashboard: p50 {p50(cold, 'seconds'):.2f} s (target ≤ {TARGET_COLD_S} s), "
          f"{p50(cold, 'bytes') / 1024:.0f} KB (target ≤ {TARGET_COLD_KB} KB) "
          f"{'OK' if p50(cold, 'seconds') <= TARGET_COLD_S and p50(cold, 'bytes') / 1024 <= TARGET_COLD_KB else 'OVER'}")
    print(f"warm loads: p50 {p50(warm, 'seconds'):.2f} s, max {max(w.seconds for w in warm):.2f} s "
          f"(target ≤ {TARGET_WARM_S} s) {'OK' if p50(warm, 'seconds') <= TARGET_WARM_S else 'OVER'}")


if __name__ == "__main__":
    main()
