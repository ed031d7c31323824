"""Parse throughput of the SERP parsers, in pages per second on one core (not a test).

Reads every captured result page of shared/data/serp (when present) and the HTML fixture pages of
tests/crawler/parsers/fixtures, parses each with RankLens's parser, and measures a peer in the same
run: a straightforward BeautifulSoup(html.parser) pass that extracts the organic title links.

    uv run --group bench python bench/serp_parse.py [--seconds 6] [--per-page]

Prints "ranklens: N pages/s, peer: M pages/s, ratio X": medians over alternating passes of the whole
corpus (X is the median of the per-pass ratios). One process, one thread: the figures are per core.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from crawler.parsers import parse_html
from crawler.serp.samples import shared_serp_dir

FIXTURES = REPO / "tests" / "crawler" / "parsers" / "fixtures"
ERROR_FIXTURES = ("captcha", "consent", "empty", "unusual")


def pages() -> list[tuple[str, str, str]]:
    """(name, engine, html) of every result page to parse."""
    found = []
    shared = shared_serp_dir()
    if shared is not None:
        for path in sorted(shared.glob("google/*.html")):
            found.append((f"shared/{path.name}", "google", path.read_text(encoding="utf-8")))
        for path in sorted(shared.glob("yahoo/*.html")):
            found.append((f"shared/{path.name}", "yahoo_tw", path.read_text(encoding="utf-8")))
    for path in sorted(FIXTURES.glob("*.html")):
        if any(word in path.name for word in ERROR_FIXTURES):
            continue
        engine = (
            "yahoo_jp"
            if path.name.startswith("yahoo-jp")
            else "yahoo_tw"
            if path.name.startswith("yahoo-tw")
            else "google"
        )
        found.append((f"fixture/{path.name}", engine, path.read_text(encoding="utf-8")))
    return found


def ranklens(engine: str, html: str) -> list[str]:
    return [r.url for r in parse_html(engine, html).organic]


def peer(engine: str, html: str) -> list[str]:
    """What a plain BeautifulSoup scraper does: parse with html.parser, select the title links."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, "html.parser")
    if engine == "yahoo_tw":
        return [a.get("href", "") for a in soup.select("div.algo h3 a")]
    if engine == "yahoo_jp":
        return [a.get("href", "") for a in soup.select("div.sw-Card.Algo a.sw-Card__titleInner")]
    column = soup.select_one("#rso") or soup.select_one("#main") or soup
    return [a.get("href", "") for a in column.select('a:has(h3), a:has([role="heading"][aria-level="3"])')]


def rate(parse: Callable[[str, str], list[str]], corpus: list[tuple[str, str, str]]) -> float:
    """Pages per second of one pass over ``corpus``."""
    start = time.perf_counter()
    for _, engine, html in corpus:
        parse(engine, html)
    return len(corpus) / (time.perf_counter() - start)


def race(corpus: list[tuple[str, str, str]], seconds: float) -> tuple[float, float, float]:
    """Alternating passes of both parsers for about ``seconds``: (ours, peer, ratio), each the median
    over the rounds, so load from other processes on the machine hits both alike."""
    ours: list[float] = []
    theirs: list[float] = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(ours) < 3:
        ours.append(rate(ranklens, corpus))
        theirs.append(rate(peer, corpus))
    ratios = [a / b for a, b in zip(ours, theirs, strict=True)]
    return statistics.median(ours), statistics.median(theirs), statistics.median(ratios)


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--seconds", type=float, default=6.0, help="time for the race (default 6)")
    options.add_argument("--per-page", action="store_true", help="also time each page alone")
    args = options.parse_args()

    corpus = pages()
    try:
        import bs4  # noqa: F401
    except ImportError:
        print("the peer needs beautifulsoup4: uv sync --group bench", file=sys.stderr)
        return 1
    size = sum(len(html.encode()) for _, _, html in corpus) / 1024 / 1024
    print(
        f"{len(corpus)} pages, {size:.1f} MiB (shared/data/serp: {'yes' if shared_serp_dir() else 'absent'})"
    )
    for name, engine, html in corpus:
        ours, theirs = ranklens(engine, html), peer(engine, html)
        line = f"  {name:55} organic {len(ours):>2}  peer links {len(theirs):>2}"
        if args.per_page:
            ours_rate, peer_rate, ratio = race([(name, engine, html)], args.seconds / 10)
            line += f"  {ours_rate:8.1f} vs {peer_rate:6.1f} pages/s (x{ratio:.1f})"
        print(line)

    ours, theirs, ratio = race(corpus, args.seconds)
    print(f"ranklens: {ours:.1f} pages/s, peer: {theirs:.1f} pages/s, ratio {ratio:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
