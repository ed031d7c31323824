"""Benchmark (not a test): the keyword network graph screen with 2,000 keywords and 20,000 links in headless
Chromium against `ranklens up`, beside the same graph drawn as SVG.

1. A fresh data directory is migrated, an enterprise-plan user (the plan that has the graph) made and a
   project created through the API.
2. Chromium (/usr/bin/chromium, software WebGL: SwiftShader) opens /keyword-planning/keyword-network-graph
   with GET /api/research/network answered by a synthetic graph (Playwright's route): ``--nodes`` keywords
   in clusters of 50 with ``--edges`` links, most inside a cluster, clustered by the server's own
   analytics.research.network.clusters. First paint: navigation start to the screen's
   ``keyword-graph:first-paint`` mark (sigma's first render); the force layout's end is the
   ``keyword-graph:laid-out`` mark (it runs in a worker after the first paint).
3. Pan and zoom, once laid out: a script in the page drags the graph (mousedown, a mousemove every frame)
   and turns the wheel (every third frame) on sigma's mouse layer for a few seconds each, counting the
   animation frames drawn meanwhile (requestAnimationFrame).
4. The peer: the same number of circles and lines in one SVG (the laid-out positions of a seeded layout),
   its first paint (set → next frame) and the frame rate while a script pans and zooms its group's transform
   every frame.

Targets (issue 13): first paint ≤ 1.5 s, pan/zoom ≥ 30 fps. Run it alone (it is heavy):

    uv run python bench/keyword_graph.py
    uv run python bench/keyword_graph.py --nodes 500 --edges 5000 --runs 2
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import tempfile
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from machine import machine

from analytics.research.network import NetworkEdge, clusters
from tests.ranklens_server import clean_env, ranklens, serving

DIST = ROOT / "console" / "dist"
CHROMIUM = "/usr/bin/chromium"
PASSWORD = "bench-password-9"
ENTERPRISE = 7
CLUSTER_SIZE = 50
INSIDE_SHARE = 0.85  # of the links, inside a cluster
TARGET_FIRST_PAINT_S = 1.5
TARGET_FPS = 30
SCREEN = "/keyword-planning/keyword-network-graph"



def synthetic_network(site_id: int, nodes: int, edges: int, seed: int = 13) -> dict:
    """An API answer of ``nodes`` keywords in clusters of 50 and ``edges`` links, clustered by the server's
    label propagation (analytics.research.network.clusters)."""
    rng = random.Random(seed)
    groups = max(1, nodes // CLUSTER_SIZE)
    pairs: dict[tuple[int, int], int] = {}
    inside = int(edges * INSIDE_SHARE)
    while len(pairs) < edges:
        a = rng.randrange(nodes)
        if len(pairs) < inside:
            group = a % groups
            b = group + groups * rng.randrange(max(1, nodes // groups))
        else:
            b = rng.randrange(nodes)
        if a != b and b < nodes:
            pairs.setdefault((min(a, b) + 1, max(a, b) + 1), rng.randint(2, 6))
    links = [NetworkEdge(a, b, shared) for (a, b), shared in pairs.items()]
    volumes = {i: int(10 ** rng.uniform(1, 5)) if rng.random() > 0.1 else None for i in range(1, nodes + 1)}
    found = clusters(list(volumes), links, volumes)
    sizes: dict[int, list[int]] = {}
    for node, cluster in found.items():
        if cluster is not None:
            sizes.setdefault(cluster, [0, 0])
            sizes[cluster][0] += 1
            sizes[cluster][1] += volumes[node] or 0
    return {
        "site_id": site_id, "engine": "google", "device": "desktop", "min_shared": 2, "since": "2026-08-29",
        "keywords": nodes, "with_serp": nodes, "max_nodes": 2000, "truncated": False,
        "nodes": [{"id": i, "keyword": f"關鍵字 {i}", "volume": volumes[i], "cluster": found[i], "rank": None,
                   "serp_day": "2026-11-26"} for i in range(1, nodes + 1)],
        "edges": [{"source": e.source, "target": e.target, "shared": e.shared} for e in links],
        "clusters": [{"id": c, "size": s, "volume": v} for c, (s, v) in sorted(sizes.items())],
    }


def fps_of(result: dict) -> tuple[float, float]:
    """Frames per second over the whole run and the 95th-percentile frame time (ms)."""
    gaps = sorted(result["gaps"][1:]) or [0.0]
    return result["frames"] / result["seconds"], gaps[min(len(gaps) - 1, int(len(gaps) * 0.95))]


# Pans (a drag: mousedown, then a mousemove every frame, on sigma's mouse layer, as a hand on a mouse sends
# them) or zooms (a wheel turn every third frame, in and out) for ``seconds``, counting the frames drawn.
DRIVE = """([kind, seconds]) => new Promise((resolve) => {
  const layer = document.querySelector('[data-testid=keyword-graph] .sigma-mouse')
  const box = layer.getBoundingClientRect()
  const cx = box.left + box.width / 2, cy = box.top + box.height / 2
  const at = (t) => ({ clientX: cx + 200 * Math.sin(t * 4), clientY: cy + 120 * Math.cos(t * 4), bubbles: true })
  if (kind === 'pan') layer.dispatchEvent(new MouseEvent('mousedown', { ...at(0), button: 0 }))
  const started = performance.now(); const gaps = []; let last = started; let frame = 0
  const tick = (now) => {
    gaps.push(now - last); last = now; frame++
    const t = (now - started) / 1000
    if (kind === 'pan') layer.dispatchEvent(new MouseEvent('mousemove', { ...at(t), buttons: 1 }))
    else if (frame % 3 === 0) layer.dispatchEvent(new WheelEvent('wheel', { clientX: cx, clientY: cy, bubbles: true,
      cancelable: true, deltaY: Math.sin(t * 3) > 0 ? -100 : 100 }))
    if (t < seconds) return requestAnimationFrame(tick)
    if (kind === 'pan') layer.dispatchEvent(new MouseEvent('mouseup', { ...at(t), button: 0 }))
    resolve({ frames: gaps.length, seconds: t, gaps })
  }
  requestAnimationFrame(tick)
})"""


def pan_and_zoom(page, seconds: float) -> tuple[dict, dict]:
    """The frames of a pan, then of a zoom, ``seconds`` each (:data:`DRIVE`)."""
    return page.evaluate(DRIVE, ["pan", seconds]), page.evaluate(DRIVE, ["zoom", seconds])


def measure_screen(base: str, email: str, site_id: int, payload: dict, runs: int, seconds: float) -> dict:
    from playwright.sync_api import sync_playwright

    body = json.dumps(payload, ensure_ascii=False)
    firsts, layouts, after_data, pans, zooms = [], [], [], [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        context = browser.new_context(base_url=base, viewport={"width": 1440, "height": 900})
        assert context.request.post("/api/login", data={"email": email, "password": PASSWORD}).ok
        context.route("**/api/research/network?**", lambda route: route.fulfill(
            status=200, content_type="application/json", body=body))
        page = context.new_page()
        page.goto("/")  # the console's own chunks cached, as for a person already signed in
        page.wait_for_load_state("networkidle")
        for run in range(runs + 1):
            page.goto(f"{SCREEN}?site={site_id}", wait_until="commit")
            page.wait_for_function("() => performance.getEntriesByName('keyword-graph:first-paint').length > 0",
                                   timeout=60_000, polling="raf")
            stage = page.get_by_test_id("keyword-graph")
            assert stage.get_attribute("data-nodes") == str(len(payload["nodes"]))
            assert stage.get_attribute("data-edges") == str(len(payload["edges"]))
            page.wait_for_function("() => performance.getEntriesByName('keyword-graph:laid-out').length > 0",
                                   timeout=120_000)
            marks = page.evaluate("""() => {
              const mark = (name) => performance.getEntriesByName(name)[0].startTime
              const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/research/network'))
              return { first: mark('keyword-graph:first-paint'), laidOut: mark('keyword-graph:laid-out'),
                       answered: answer ? answer.responseEnd : null }
            }""")
            if not run:  # the first run warms the browser's caches (the screen's chunk, the worker's)
                continue
            firsts.append(marks["first"] / 1000)
            layouts.append((marks["laidOut"] - marks["first"]) / 1000)
            if marks["answered"] is not None:
                after_data.append((marks["first"] - marks["answered"]) / 1000)
            page.wait_for_timeout(300)
            pan, zoom = pan_and_zoom(page, seconds)
            pans.append(fps_of(pan))
            zooms.append(fps_of(zoom))
        browser.close()
    return {"first": firsts, "layout": layouts, "after_data": after_data, "pan": pans, "zoom": zooms}


SVG_PAGE = """<!doctype html><html><body style="margin:0"><div id="stage" style="width:1100px;height:640px"></div>
<script>
window.draw = (graph) => {
  const started = performance.now()
  const ns = 'http://www.w3.org/2000/svg'
  const svg = document.createElementNS(ns, 'svg')
  svg.setAttribute('width', '1100'); svg.setAttribute('height', '640')
  const g = document.createElementNS(ns, 'g')
  for (const [a, b] of graph.edges) {
    const line = document.createElementNS(ns, 'line')
    line.setAttribute('x1', graph.x[a]); line.setAttribute('y1', graph.y[a])
    line.setAttribute('x2', graph.x[b]); line.setAttribute('y2', graph.y[b])
    line.setAttribute('stroke', '#dcdfe3'); line.setAttribute('stroke-width', '1')
    g.appendChild(line)
  }
  graph.x.forEach((x, i) => {
    const circle = document.createElementNS(ns, 'circle')
    circle.setAttribute('cx', x); circle.setAttribute('cy', graph.y[i]); circle.setAttribute('r', graph.r[i])
    circle.setAttribute('fill', graph.color[i])
    g.appendChild(circle)
  })
  svg.appendChild(g); document.getElementById('stage').appendChild(svg)
  window.group = g
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((performance.now() - started) / 1000))))
}
window.animate = (seconds, kind) => new Promise((resolve) => {
  const started = performance.now(); const gaps = []; let last = started
  const tick = (now) => {
    gaps.push(now - last); last = now
    const t = (now - started) / 1000
    const transform = kind === 'pan'
      ? `translate(${200 * Math.sin(t * 4)},${120 * Math.cos(t * 4)})`
      : `translate(550,320) scale(${1 + 0.5 * Math.sin(t * 3)}) translate(-550,-320)`
    window.group.setAttribute('transform', transform)
    if (t < seconds) requestAnimationFrame(tick)
    else resolve({ frames: gaps.length, seconds: t, gaps })
  }
  requestAnimationFrame(tick)
})
</script></body></html>"""


def measure_svg(payload: dict, runs: int, seconds: float) -> dict:
    from playwright.sync_api import sync_playwright

    palette = ["#00b1c8", "#f97316", "#6366f1", "#16a34a", "#dc2626", "#a855f7", "#0ea5e9", "#ca8a04", "#db2777",
               "#475569"]
    index = {node["id"]: i for i, node in enumerate(payload["nodes"])}
    rng = random.Random(7)
    centres = {}
    xs, ys, rs, colors = [], [], [], []
    top = max(node["volume"] or 0 for node in payload["nodes"])
    for node in payload["nodes"]:  # each cluster around its own centre, as the layout places them
        cluster = node["cluster"] or 0
        cx, cy = centres.setdefault(cluster, (rng.uniform(60, 1040), rng.uniform(60, 580)))
        xs.append(round(cx + rng.gauss(0, 25), 1))
        ys.append(round(cy + rng.gauss(0, 25), 1))
        rs.append(round(1.5 + 6.5 * math.sqrt((node["volume"] or 0) / top), 1))
        colors.append(palette[(cluster - 1) % len(palette)] if cluster else "#bfbfbf")
    graph = {"x": xs, "y": ys, "r": rs, "color": colors,
             "edges": [[index[e["source"]], index[e["target"]]] for e in payload["edges"]]}
    firsts, pans, zooms = [], [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        for _ in range(runs):
            page.set_content(SVG_PAGE)
            firsts.append(page.evaluate("graph => window.draw(graph)", graph))
            pans.append(fps_of(page.evaluate("s => window.animate(s, 'pan')", seconds)))
            zooms.append(fps_of(page.evaluate("s => window.animate(s, 'zoom')", seconds)))
        browser.close()
    return {"first": firsts, "pan": pans, "zoom": zooms}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=2000)
    parser.add_argument("--edges", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each pan and zoom")
    args = parser.parse_args()
    if not (DIST / "index.html").is_file():
        sys.exit("the console is not built: run `npm run build` first")

    with tempfile.TemporaryDirectory(prefix="ranklens-bench-") as tmp:
        data_dir = (Path(tmp) / "data").resolve()
        env = clean_env(data_dir)
        email = "graph-bench@example.com"
        ranklens("migrate", env=env)
        ranklens("createuser", email, "--password", PASSWORD, "--plan", str(ENTERPRISE), "--name", "Bench", env=env)
        with serving(data_dir, env, Path(tmp) / "server.log") as base:
            token = httpx.post(f"{base}/api/login", json={"email": email, "password": PASSWORD}).json()["api_token"]
            site = httpx.post(f"{base}/api/sites", headers={"Authorization": f"Bearer {token}"},
                              json={"name": "Bench", "url": "https://www.site.tw", "country": "TW",
                                    "language": "zh-TW", "keywords": "", "competitors": []}).json()
            payload = synthetic_network(site["id"], args.nodes, args.edges)
            screen = measure_screen(base, email, site["id"], payload, args.runs, args.seconds)
    svg = measure_svg(payload, args.runs, args.seconds)

    p50 = statistics.median
    print(f"machine: {machine()}")
    print(f"keyword network of {args.nodes:,} keywords, {len(payload['edges']):,} links, "
          f"{len(payload['clusters'])} clusters; {args.runs} runs after a warm-up (headless Chromium, software WebGL)")
    first = max(screen["first"])
    print(f"  sigma.js (WebGL): first paint p50 {p50(screen['first']):.2f} s, max {first:.2f} s "
          f"(target ≤ {TARGET_FIRST_PAINT_S} s) {'OK' if first <= TARGET_FIRST_PAINT_S else 'OVER'}")
    if screen["after_data"]:
        print(f"    of which after the API's answer: p50 {p50(screen['after_data']):.2f} s (graph built and drawn)")
    print(f"    force layout in its worker, after the first paint: p50 {p50(screen['layout']):.2f} s")
    for kind in ("pan", "zoom"):
        fps = [f for f, _ in screen[kind]]
        frame = [p for _, p in screen[kind]]
        print(f"    {kind}: p50 {p50(fps):.1f} fps, min {min(fps):.1f} fps, p95 frame {max(frame):.0f} ms "
              f"(target ≥ {TARGET_FPS} fps) {'OK' if min(fps) >= TARGET_FPS else 'UNDER'}")
    print(f"  SVG peer (the same circles and lines in one <svg>): first paint p50 {p50(svg['first']):.2f} s")
    for kind in ("pan", "zoom"):
        fps = [f for f, _ in svg[kind]]
        print(f"    {kind}: p50 {p50(fps):.1f} fps, min {min(fps):.1f} fps")
    if screen["after_data"]:
        print(f"  drawing once the data is there, SVG / WebGL: {p50(svg['first']) / p50(screen['after_data']):.1f}×")
    for kind in ("pan", "zoom"):
        ours = p50([f for f, _ in screen[kind]])
        peer = p50([f for f, _ in svg[kind]])
        print(f"  {kind} frame rate, WebGL / SVG: {ours / peer:.1f}×" if peer else f"  {kind}: SVG drew no frame")


if __name__ == "__main__":
    main()
