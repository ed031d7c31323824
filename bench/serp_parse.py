"""Parse throughput of the SERP parsers, in pages per second per core (not a test).

Reads the Google result pages of shared/data/serp (when present) and the Google HTML fixture pages of
tests/crawler/parsers/fixtures, and times three parsers on the same pages in one run:

- ranklens: ``crawler.parsers.parse_html``, the full parse: every row of the page in order (organic
  results with position, URL, title, snippet and sitelinks; ads, featured snippet, PAA questions,
  related searches, videos, top stories, local pack, AI overview …), each typed;
- websearcher: ``WebSearcher.parse_serp`` (gitronald/WebSearcher, the research field's Google parser),
  the same work: every component of the page typed (section, type, sub_type, URL, title, text);
- floor: one selectolax (lexbor) pass that only lists the result links (each ``h3``'s enclosing
  ``<a href>``): what any parser must at least do, nothing typed.

    uv sync --group bench && uv run --group bench python bench/serp_parse.py [--rounds 5]

Each round parses the whole corpus once with each parser, in turn, so load from other processes hits
all three alike; every parser gets the same number of rounds. One process, one thread: the figures are
per core. Printed per parser: pages/s by CPU time (``time.process_time``) and by wall time, the median
and the 5th percentile (the slow end; the rule of bench/machine.py's ``p95`` applied to the seconds per
pass) over the rounds, beside the machine's cores and load average. Yahoo pages are left out: WebSearcher
reads Google only.

CPU time still moves with the load of a shared machine. ``--count PARSER`` runs one parser alone (one
untimed pass, then ``--rounds`` passes, printing nothing) for an instruction counter, whose figure does
not: the instructions of N passes less those of 0 passes, divided by N × pages, are one page's.

    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        .venv/bin/python bench/serp_parse.py --count ranklens --rounds 2     # and --rounds 0, and floor
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from machine import machine, p95

from crawler.parsers import parse_html
from crawler.serp.samples import shared_serp_dir

FIXTURES = REPO / "tests" / "crawler" / "parsers" / "fixtures"
ERROR_FIXTURES = ("captcha", "consent", "empty", "unusual")


def pages() -> list[tuple[str, str]]:
    """(name, html) of every Google result page to parse (the one engine all three read)."""
    found = []
    shared = shared_serp_dir()
    if shared is not None:
        for path in sorted(shared.glob("google/*.html")):
            found.append((f"shared/{path.name}", path.read_text(encoding="utf-8")))
    for path in sorted(FIXTURES.glob("*.html")):
        if path.name.startswith("yahoo") or any(word in path.name for word in ERROR_FIXTURES):
            continue
        found.append((f"fixture/{path.name}", path.read_text(encoding="utf-8")))
    return found


def ranklens(html: str) -> int:
    """Rows of the full parse (organic and every feature)."""
    return len(parse_html("google", html).results)


def websearcher(html: str) -> int:
    """Components of WebSearcher's full parse."""
    import WebSearcher

    try:
        found = WebSearcher.parse_serp(html)
    except Exception:  # noqa: BLE001 (a page it cannot read still costs its time)
        return 0
    return len(found["results"] if isinstance(found, dict) else found)


def floor(html: str) -> int:
    """Result links only: one lexbor parse, each h3's enclosing link."""
    from selectolax.lexbor import LexborHTMLParser

    links = []
    for heading in LexborHTMLParser(html).css("h3"):
        node = heading.parent
        while node is not None and node.tag != "a":
            node = node.parent
        if node is not None and node.attributes.get("href"):
            links.append(node.attributes["href"])
    return len(links)


PARSERS: dict[str, Callable[[str], int]] = {"ranklens": ranklens, "websearcher": websearcher, "floor": floor}


def one_pass(parse: Callable[[str], int], corpus: list[tuple[str, str]]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one pass over ``corpus``."""
    cpu, wall = time.process_time(), time.perf_counter()
    for _, html in corpus:
        parse(html)
    return time.process_time() - cpu, time.perf_counter() - wall


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--rounds", type=int, default=5, help="timed passes per parser (default 5)")
    options.add_argument("--count", choices=sorted(PARSERS), help="run this parser alone, untimed (see above)")
    args = options.parse_args()
    if args.count:
        corpus = pages()
        logging.disable(logging.CRITICAL)
        for _ in range(1 + args.rounds):  # the first pass warms lazy imports and caches
            one_pass(PARSERS[args.count], corpus)
        return 0

    try:
        import WebSearcher
    except ImportError:
        print("the peers need the bench group: uv sync --group bench", file=sys.stderr)
        return 1
    logging.disable(logging.CRITICAL)  # WebSearcher logs every component it cannot classify
    corpus = pages()
    size = sum(len(html.encode()) for _, html in corpus) / 1024 / 1024
    print(f"machine: {machine()}")
    print(f"{len(corpus)} Google pages, {size:.1f} MiB (shared/data/serp: {'yes' if shared_serp_dir() else 'absent'}),"
          f" websearcher {WebSearcher.__version__}, {args.rounds} timed rounds each after one untimed")
    counts = {name: sum(parse(html) for _, html in corpus) for name, parse in PARSERS.items()}  # also warms
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in PARSERS}
    for _ in range(args.rounds):
        for name, parse in PARSERS.items():
            times[name].append(one_pass(parse, corpus))
    print(f"{'parser':12} {'rows':>6} {'CPU pages/s p50':>16} {'p5':>7} {'wall pages/s p50':>17} {'p5':>7}")
    rates = {}
    for name, runs in times.items():
        cpu = [c for c, _ in runs]
        wall = [w for _, w in runs]
        rates[name] = len(corpus) / statistics.median(cpu)
        print(f"{name:12} {counts[name]:>6} {rates[name]:>16.1f} {len(corpus) / p95(cpu):>7.1f}"
              f" {len(corpus) / statistics.median(wall):>17.1f} {len(corpus) / p95(wall):>7.1f}")
    print(f"ranklens / websearcher: {rates['ranklens'] / rates['websearcher']:.1f}× (target ≥ 10×); "
          f"floor / ranklens: {rates['floor'] / rates['ranklens']:.1f}× (target ≤ 2×); CPU p50")
    print(f"after: {machine()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
