"""The machine a bench ran on, printed beside its figures (shared by every bench in bench/)."""

from __future__ import annotations

import os
import platform
import statistics
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
