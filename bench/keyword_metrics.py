"""Benchmark (not a test): the latest metrics of 1,000 keywords from a keyword-metrics table of 10M
keyword-months (issue 13's target: p95 ≤ 50 ms).

Fills ``keyword_metrics`` in chDB with ``--keywords`` keywords × ``--months`` months in each of
``--markets`` country/language pairs (420,000 × 24 × 1 ≈ 10M rows by default) with one ``INSERT … SELECT``
(the Python insert is not what is measured), each row with its twelve-month history, then times
:func:`analytics.research.store.latest_metrics` for ``--lookup`` random keywords of one market over
``--runs`` runs after a warm-up, a new random list each run, and, taking turns with it on the same lists,
:func:`analytics.research.store.history_latest_metrics` (the same answer read from every month's rows of
``keyword_metrics``, as the lookup did before ``keyword_metrics_latest``), checking that the two answer
alike. Prints p50 and p95 of wall time (bench/machine.py's rule) and the p50 of the process's CPU time
beside the machine (the machine is shared: CPU time is the steadier figure).

    uv run python bench/keyword_metrics.py                          # 10M rows: a few minutes to fill
    uv run python bench/keyword_metrics.py --keywords 50000 --months 12
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from machine import machine
from machine import p95 as machine_p95

from analytics.client import connect
from analytics.research.store import history_latest_metrics, latest_metrics
from analytics.schema import runner

MARKETS = [("TW", "zh-TW"), ("JP", "ja"), ("HK", "zh-TW"), ("US", "en")]


def keyword(n: int) -> str:
    return f"關鍵字 {n} 推薦"


def fill(client, keywords: int, months: int, markets: int) -> int:
    for country, language in MARKETS[:markets]:
        client.command(f"""
            INSERT INTO keyword_metrics
            SELECT '{country}', '{language}', concat('關鍵字 ', toString(k), ' 推薦') AS kw,
                   addMonths(toDate('2026-11-01'), -toInt32(m)) AS month,
                   toUInt64(cityHash64(kw, m) % 50000) AS volume,
                   arrayMap(i -> addMonths(month, -toInt32(12 - i)), range(12)),
                   arrayMap(i -> toUInt64(cityHash64(kw, m, i) % 50000), range(12)),
                   (cityHash64(kw, 'cpc') % 300) / 100, 0.1, 2.5, toUInt8(cityHash64(kw) % 5),
                   toUInt8(cityHash64(kw) % 101), 'MEDIUM', 'google_ads', false,
                   now64(3) - toIntervalSecond(m)
            FROM (SELECT intDiv(number, {months}) AS k, number % {months} AS m FROM numbers({keywords * months}))
            SETTINGS max_insert_threads = 2
        """)
    client.command("OPTIMIZE TABLE keyword_metrics FINAL")
    client.command("OPTIMIZE TABLE keyword_metrics_latest FINAL")
    return int(client.command("SELECT count() FROM keyword_metrics"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--keywords", type=int, default=420_000)
    parser.add_argument("--months", type=int, default=24)
    parser.add_argument("--markets", type=int, default=1, choices=range(1, len(MARKETS) + 1))
    parser.add_argument("--lookup", type=int, default=1_000)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as directory:
        client = connect(f"chdb://{directory}/chdb")
        runner.apply(client)
        started = time.perf_counter()
        rows = fill(client, args.keywords, args.months, args.markets)
        print(f"filled {rows:,} keyword-months in {time.perf_counter() - started:.1f} s; {machine()}")
        rng = random.Random(13)
        country, language = MARKETS[0]
        lookups: dict[str, Callable] = {"latest table (keyword_metrics_latest)": latest_metrics,
                                        "every month (keyword_metrics FINAL)": history_latest_metrics}
        timings: dict[str, list[tuple[float, float]]] = {name: [] for name in lookups}

        def run(timed: bool) -> None:
            wanted = [keyword(rng.randrange(args.keywords)) for _ in range(args.lookup)]
            answers = []
            for name, lookup in lookups.items():
                wall, cpu = time.perf_counter(), time.process_time()
                answers.append(lookup(client, country, language, wanted))
                if timed:
                    timings[name].append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
            assert answers[0] == answers[1] and len(answers[0]) == len(set(wanted)), "the lookups disagree"

        for _ in range(3):
            run(False)
        for _ in range(args.runs):
            run(True)
        for name, figures in timings.items():
            walls, cpus = zip(*figures, strict=True)
            print(f"latest metrics of {args.lookup:,} keywords, {name}, {args.runs} runs: wall p50 "
                  f"{statistics.median(walls):.1f} ms, p95 {machine_p95(list(walls)):.1f} ms; CPU p50 "
                  f"{statistics.median(cpus):.1f} ms (answers identical); {machine()}")
        client.close()


if __name__ == "__main__":
    main()
