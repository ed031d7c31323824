"""The machine a bench ran on, printed beside its figures (shared by every bench in bench/)."""

from __future__ import annotations

import os
import platform
import statistics
import time
from collections.abc import Callable
from pathlib import Path


def machine() -> str:
    """Cores, CPU model and load average: figures from a loaded machine read differently."""
    load1, load5, _ = os.getloadavg()
    model = platform.processor()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        model = next(
            (line.split(":", 1)[1].strip() for line in cpuinfo.read_text().splitlines()
             if line.startswith("model name")),
            model,
        )
    return f"{os.cpu_count()} cores ({model}), load average {load1:.2f} / {load5:.2f} (1 / 5 min)"


def p95(values: list[float]) -> float:
    """The 95th percentile by linear interpolation between closest ranks (numpy's default rule), the
    one rule every bench uses, so two stores or parsers timed the same number of runs compare alike."""
    ordered = sorted(values)
    if len(ordered) == 1:
        return ordered[0]
    return statistics.quantiles(ordered, n=100, method="inclusive")[94]


def alternating(runs: int, **work: Callable[[], object]) -> dict[str, tuple[list[float], list[float], object]]:
    """Each of ``work`` timed ``runs`` times, taking turns (ours, the peer's, ours …) so that a spell of slow
    CPU on a shared machine falls on both alike: per name, the wall and CPU milliseconds of each run and
    the last run's result."""
    timings: dict[str, tuple[list[float], list[float], object]] = {name: ([], [], None) for name in work}
    for _ in range(runs):
        for name, run in work.items():
            walls, cpus, _ = timings[name]
            wall, cpu = time.perf_counter(), time.process_time()
            result = run()
            walls.append((time.perf_counter() - wall) * 1000)
            cpus.append((time.process_time() - cpu) * 1000)
            timings[name] = (walls, cpus, result)
    return timings


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            tree.setdefault(parent, []).append(int(entry))
    return tree


def tree_pids(pid: int) -> list[int]:
    """``pid`` and all its descendants."""
    tree, pending, found = _children(), [pid], []
    while pending:
        current = pending.pop()
        found.append(current)
        pending.extend(tree.get(current, ()))
    return found


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU of the processes so far, with that of their children they have waited for."""
    ticks, total = os.sysconf("SC_CLK_TCK"), 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        total += sum(int(value) for value in fields[11:15])  # utime stime cutime cstime
    return total / ticks
