"""Benchmark (not a test): the console's initial JavaScript, gzipped — what the browser downloads
before the first screen renders: the entry script of console/dist/index.html and the module preloads
Vite lists for its static imports (lazy routes are not in it). Target ≤ 350 KB gzipped.

    npm run build && uv run python bench/console_bundle.py          # total and the largest files
    uv run python bench/console_bundle.py --all                     # every file
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
from pathlib import Path

DIST = Path(__file__).resolve().parents[1] / "console" / "dist"
TARGET_INITIAL_KB = 350


def initial_files() -> list[str]:
    """The entry script and the module preloads of index.html, as paths under dist/."""
    html = (DIST / "index.html").read_text()
    scripts = re.findall(r'<script[^>]+src="/([^"]+\.js)"', html)
    preloads = re.findall(r'rel="modulepreload"[^>]+href="/([^"]+)"', html)
    return scripts + preloads


def gzipped(name: str) -> int:
    return len(gzip.compress((DIST / name).read_bytes(), 9))


def initial_js() -> tuple[int, int, list[str]]:
    """Raw and gzipped bytes of what index.html loads before any route: entry script and preloads."""
    files = initial_files()
    raw = sum((DIST / name).stat().st_size for name in files)
    zipped = sum(gzipped(name) for name in files)
    return raw, zipped, files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--all", action="store_true", help="list every file, not only the ten largest")
    args = parser.parse_args()
    if not (DIST / "index.html").exists():
        sys.exit("console/dist/index.html is missing: run `npm run build` first")
    raw, zipped, files = initial_js()
    sizes = sorted(((gzipped(name), name) for name in files), reverse=True)
    for size, name in sizes if args.all else sizes[:10]:
        print(f"{size / 1024:8.1f} KB  {name}")
    verdict = "OK" if zipped / 1024 <= TARGET_INITIAL_KB else "over target"
    print(
        f"initial JS ({len(files)} files): {raw / 1024:.0f} KB raw, {zipped / 1024:.0f} KB gzipped "
        f"(target ≤ {TARGET_INITIAL_KB} KB: {verdict})"
    )


if __name__ == "__main__":
    main()
