"""The crawl's files in its work directory, written as it goes so a killed crawl loses nothing.

- ``records.jsonl``: the records (:mod:`analytics.audits.records`), one JSON line each, flushed at
  once. It is also the resume state: a restarted child reads which URLs are done and the links they
  had, and rebuilds its frontier from them (:func:`read_state`).
- ``externals.jsonl``: external links as pages name them (``{"p": source, "l": [[url, text], …]}``)
  and as they are checked (``{"c": url, "status": …, "error": …}``); their records are written at
  the end of the crawl, with every source.

A line cut short by a kill is dropped (:func:`complete_lines`) and cut off before appending.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the link crawl's child writes its own records with JsonLines: it need not load the audit's
    from analytics.audits.records import ExternalRecord, PageRecord, SiteRecord

RECORDS = "records.jsonl"
EXTERNALS = "externals.jsonl"


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"


def complete_lines(path: Path, offset: int = 0) -> Iterator[tuple[int, str]]:
    """(end offset, line) of every complete line from ``offset`` on; a last line without newline is left."""
    if not path.exists():
        return
    with path.open("rb") as file:
        file.seek(offset)
        for raw in file:
            if not raw.endswith(b"\n"):
                return
            offset += len(raw)
            yield offset, raw.decode("utf-8")


def cut_partial_line(path: Path) -> None:
    """Drop a last line a kill left unfinished, so the next append starts on a line of its own."""
    if not path.exists():
        return
    end = 0
    for end, _ in complete_lines(path):
        pass
    if path.stat().st_size != end:
        with path.open("r+b") as file:
            file.truncate(end)


class JsonLines:
    """An append-only JSON-lines file, each line flushed as written (the parent reads it live)."""

    def __init__(self, path: Path) -> None:
        cut_partial_line(path)
        self.file = path.open("a", encoding="utf-8")

    def write(self, data: dict[str, Any]) -> None:
        self.write_line(dumps(data))

    def write_line(self, line: str) -> None:
        self.file.write(line)
        self.file.flush()

    def record(self, record: PageRecord | ExternalRecord | SiteRecord) -> None:
        from analytics.audits.records import to_json

        self.write(to_json(record))

    def close(self) -> None:
        self.file.close()


class ResumeState:
    """What earlier runs of this crawl finished, read from its files (streamed: nothing kept)."""

    def __init__(self, workdir: Path | None = None) -> None:
        self.workdir = workdir

    def done_pages(self) -> Iterator[dict[str, Any]]:
        """Each page record written so far: its URL, final URL, depth, whether robots.txt blocked it,
        its fetch error and its internal link targets."""
        if self.workdir is None:
            return
        for _, line in complete_lines(self.workdir / RECORDS):
            if not line.startswith('{"kind":"page"'):
                continue
            record = json.loads(line)
            summary = record["summary"]
            yield {
                "url": summary["url"], "final_url": summary["final_url"], "depth": summary["depth"],
                "robots_blocked": summary["robots_blocked"], "fetch_error": record.get("fetch_error"),
                "links": [edge["target"] for edge in record["links"]],
            }

    def externals(self) -> Iterator[dict[str, Any]]:
        """External links as pages named them (``p``, ``l``) and as they were checked (``c``)."""
        if self.workdir is None:
            return
        for _, line in complete_lines(self.workdir / EXTERNALS):
            yield json.loads(line)


def finished(workdir: Path) -> bool:
    """The crawl wrote its done record: there is nothing left to resume."""
    return any(line.startswith('{"kind":"done"') for _, line in complete_lines(workdir / RECORDS))
