"""Where RankLens's Google parser and WebSearcher read a result page differently (not a test).

WebSearcher (gitronald/WebSearcher, ``websearcher`` on PyPI) is the parser of the research field's
Google audits. This prints, page by page, where the two disagree on the organic results (count,
order and positions) and on the type of a result (organic vs video vs other components), for every
Google page the SERP benchmark reads: shared/data/serp (its MANIFEST) and the fixture pages.

    uv run --group bench python bench/serp_compare.py [--only NAME] [--rows]

The bench group locks WebSearcher 0.7.0 on Python 3.11 (its last release for 3.11) and 0.12.3 on
3.12+. From a 3.11 environment, run a later release in its own environment (uv fetches it, the
project is not installed there):

    uv run --group bench python bench/serp_compare.py --websearcher 0.12.3 --python 3.12

Reading WebSearcher's rows: "general" and "general_questions" rows with a URL are organic (their
sub-types, video included); other component types are mapped to ours where one matches (``videos``
and ``short_videos`` → video, ``searches_related`` → related_searches …) and printed under their own
name otherwise. URLs are compared after unwrapping Google's redirects, as RankLens stores them.
Disagreements kept on purpose are listed, page by page, in docs/serp-parsing.md.
"""

from __future__ import annotations

import argparse
import json
import logging
import shlex
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()

# WebSearcher component types → RankLens result types (names); unmapped types print as they are.
WEBSEARCHER_TYPES = {
    "general": "organic",
    "general_questions": "organic",
    "videos": "video",
    "short_videos": "video",
    "view_more_videos": "video",
    "top_stories": "top_stories",
    "view_more_news": "top_stories",
    "people_also_ask": "people_also_ask",
    "searches_related": "related_searches",
    "knowledge": "knowledge_panel",
    "knowledge_rhs": "knowledge_panel",
    "side_bar": "knowledge_panel",
    "ai_overview": "ai_overview",
    "ad": "ad",
    "shopping_ads": "shopping",
    "local_results": "local_pack",
    "images": "images",
}
# RankLens rows that are parts of another row's result, not results of their own.
OURS_PARTS = {"sitelinks", "featured_snippet"}


# --- WebSearcher's side (no RankLens import: it may run under another Python) ----------------------


def websearcher_rows(html: str) -> list[dict[str, Any]]:
    """WebSearcher's rows for one page, reduced to what the comparison reads."""
    import WebSearcher

    logging.disable(logging.CRITICAL)  # it logs every component it cannot classify
    try:
        found = WebSearcher.parse_serp(html)
    except Exception as error:  # noqa: BLE001 (a page it cannot read is a finding, not a crash)
        return [{"error": f"{type(error).__name__}: {error}"}]
    rows = found["results"] if isinstance(found, dict) else found
    keep = ("section", "cmpt_rank", "type", "sub_type", "url", "title")
    return [{k: row.get(k) for k in keep} for row in rows]


def websearcher_version() -> str:
    import WebSearcher

    return getattr(WebSearcher, "__version__", "?")


def dump_websearcher() -> int:
    """Child mode: read [[name, html], …] on stdin, print {"version", "pages": {name: rows}}."""
    pages = json.load(sys.stdin)
    json.dump(
        {"version": websearcher_version(), "pages": {n: websearcher_rows(h) for n, h in pages}}, sys.stdout
    )
    return 0


def websearcher_elsewhere(version: str, python: str, pages: list[tuple[str, str]]) -> dict[str, Any]:
    """Run WebSearcher ``version`` under ``python`` in a throwaway uv environment."""
    uv = (
        [shutil.which("uv") or "uv"] if shutil.which("uv") else ["python3", "-m", "uv"]
    )  # as the Makefile finds it
    command = [
        *uv,
        "run",
        "--no-project",
        "--quiet",
        "--python",
        python,
        "--with",
        f"websearcher=={version}",
        "python",
        str(HERE),
        "--dump-websearcher",
    ]
    done = subprocess.run(command, check=False, input=json.dumps(pages), capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"{shlex.join(command)} failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


# --- the comparison ------------------------------------------------------------------------------


def compare(name: str, html: str, theirs: list[dict[str, Any]], *, rows: bool) -> list[str]:
    """Lines describing where the two parsers differ on one page (the first line always printed)."""
    from crawler.parsers import parse_html
    from crawler.parsers.common import unwrap_url
    from crawler.serp import SerpPageError

    try:
        parsed = parse_html("google", html)
    except SerpPageError as error:
        ours_rows: list[tuple[int, str, str | None, str]] = []
        ours_error = f"{error.kind.value} page"
    else:
        ours_rows = [(r.absolute_position, r.type.value, r.url, r.title) for r in parsed.results]
        ours_error = ""
    if theirs and "error" in theirs[0]:
        their_error, theirs = theirs[0]["error"], []
    else:
        their_error = ""

    def their_type(row: dict[str, Any]) -> str:
        return WEBSEARCHER_TYPES.get(row.get("type") or "", row.get("type") or "unknown")

    def their_url(row: dict[str, Any]) -> str | None:
        url = row.get("url")
        return unwrap_url(url) or (
            unwrap_url("https://www.google.com" + url) if url and url[0] == "/" else None
        )

    ours_organic = [url for _, kind, url, _ in ours_rows if kind == "organic"]
    their_organic = [their_url(r) for r in theirs if their_type(r) == "organic" and their_url(r)]
    untitled = sum(1 for r in theirs if their_type(r) == "organic" and not their_url(r))

    head = f"{name}: organic ours {len(ours_organic)}, websearcher {len(their_organic)}"
    if untitled:
        head += f" (+{untitled} general without a URL)"
    if ours_error or their_error:
        head += (
            f"  [{'ours: ' + ours_error if ours_error else ''}{'; ' if ours_error and their_error else ''}"
            f"{'websearcher: ' + their_error if their_error else ''}]"
        )
    lines = [head]

    if ours_organic == their_organic:
        if ours_organic:
            lines.append("  positions: the same URLs in the same order")
    elif not ours_organic or not their_organic:
        lines.append(
            f"  {'ours' if not ours_organic else 'websearcher'} reads no organic result on this page"
        )
    else:
        for position in range(max(len(ours_organic), len(their_organic))):
            a = ours_organic[position] if position < len(ours_organic) else "—"
            b = their_organic[position] if position < len(their_organic) else "—"
            if a != b:
                lines.append(f"  position {position + 1}: ours {a}  |  websearcher {b}")
        for url in [u for u in ours_organic if u not in their_organic]:
            lines.append(f"  organic only in ours: {url}")
        for url in [u for u in their_organic if u not in ours_organic]:
            lines.append(f"  organic only in websearcher: {url}")

    # Types of the same URL: the differences that move a result in or out of the organic ranks.
    ours_by_url: dict[str, set[str]] = {}
    for _, kind, url, _ in ours_rows:
        if url and kind not in OURS_PARTS:
            ours_by_url.setdefault(url, set()).add(kind)
    their_by_url: dict[str, set[str]] = {}
    for row in theirs:
        url = their_url(row)
        if url:
            label = their_type(row) + (f"/{row['sub_type']}" if row.get("sub_type") == "video" else "")
            their_by_url.setdefault(url, set()).add(label)
    for url, kinds in ours_by_url.items():
        other = their_by_url.get(url)
        if not other:
            continue
        plain = {k.split("/")[0] for k in other}
        # A URL in two blocks (an organic result also in an image carousel) is no disagreement;
        # one parser ranking it and the other not, one calling it a video and the other not, or no
        # type in common, is.
        if any((kind in kinds) != (kind in plain) for kind in ("organic", "video")) or not kinds & plain:
            lines.append(
                f"  typed differently: {url}  ours {'+'.join(sorted(kinds))}"
                f"  |  websearcher {'+'.join(sorted(other))}"
            )

    # Component counts per type: blocks on our side, components on theirs.
    ours_blocks = Counter(kind for _, kind in {(p, k) for p, k, _, _ in ours_rows if k not in OURS_PARTS})
    their_blocks = Counter(
        their_type(r) for r in {(r.get("cmpt_rank"), their_type(r)): r for r in theirs}.values()
    )
    ours_blocks.pop("organic", None)
    their_blocks.pop("organic", None)
    if ours_blocks != their_blocks:
        lines.append(
            "  other blocks: ours " + _counts(ours_blocks) + "  |  websearcher " + _counts(their_blocks)
        )
    if rows:
        lines += [f"    ours {p:>3} {k:<17} {u or '':<70.70} {t[:40]}" for p, k, u, t in ours_rows]
        lines += [
            f"    ws   {r.get('cmpt_rank')!s:>3} {r.get('type')!s:<17} {r.get('url') or '':<70.70} "
            f"{(r.get('title') or '')[:40]}"
            for r in theirs
        ]
    return lines


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in sorted(counter.items())) or "none"


def main() -> int:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--only", help="pages whose name contains this text")
    options.add_argument("--rows", action="store_true", help="also print every row of both parsers")
    options.add_argument(
        "--websearcher", metavar="VERSION", help="run this WebSearcher release in its own environment"
    )
    options.add_argument("--python", default="3.12", help="the Python for --websearcher (default 3.12)")
    options.add_argument("--dump-websearcher", action="store_true", help=argparse.SUPPRESS)
    args = options.parse_args()
    if args.dump_websearcher:
        return dump_websearcher()

    sys.path.insert(0, str(HERE.parent))
    from serp_parse import pages  # the benchmark's corpus: shared/data/serp and the fixture pages

    corpus = pages()  # Google pages only: WebSearcher reads no other engine
    if args.only:
        corpus = [(name, html) for name, html in corpus if args.only in name]
    if args.websearcher:
        answer = websearcher_elsewhere(args.websearcher, args.python, corpus)
        version, theirs = answer["version"], answer["pages"]
    else:
        try:
            version = websearcher_version()
        except ImportError:
            print("WebSearcher is not installed: uv sync --group bench", file=sys.stderr)
            return 1
        theirs = {name: websearcher_rows(html) for name, html in corpus}
    print(
        f"RankLens vs WebSearcher {version}: {len(corpus)} Google pages "
        "(Yahoo pages left out: WebSearcher reads Google only)\n"
    )
    same_organic = same_types = 0
    for name, html in corpus:
        lines = compare(name, html, theirs[name], rows=args.rows)
        same_organic += not any(
            line.startswith(("  position ", "  organic only", "  websearcher reads no", "  ours reads no"))
            for line in lines
        )
        same_types += not any(line.startswith("  typed differently") for line in lines)
        print("\n".join(lines))
    print(
        f"\nthe same organic URLs in the same order on {same_organic} of {len(corpus)} pages; "
        f"no URL typed differently on {same_types} of {len(corpus)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
