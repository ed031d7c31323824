"""What a SERP fetch is asked and what it answers, shared by the spider, its child-process runner
and every source.

A :class:`SerpJob` is one SERP to fetch (the query, the depth, the strategy and the hint). A
:class:`Fetched` is one source's answer for it: a merged :class:`~crawler.serp.ParsedSerp` or a
:class:`FetchError`, the number of result pages it fetched, and whether the pages came from the
sandbox. A failure is never a rank (USERS.md item 1): it carries no results at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from crawler.serp.depth import DepthHint, Strategy
from crawler.serp.errors import SerpPageError, SerpPageKind
from crawler.serp.model import ParsedSerp, SerpResult
from crawler.serp.requests import SerpQuery


class FetchErrorKind(StrEnum):
    """Why a fetch gave no SERP. The first five are the parsers' page kinds."""

    CAPTCHA = SerpPageKind.CAPTCHA.value
    CONSENT = SerpPageKind.CONSENT.value
    UNUSUAL_TRAFFIC = SerpPageKind.UNUSUAL_TRAFFIC.value
    EMPTY = SerpPageKind.EMPTY.value
    UNRECOGNISED = SerpPageKind.UNRECOGNISED.value
    BLOCKED = "blocked"  # HTTP 429 or 503 after every retry
    HTTP = "http_error"  # another HTTP error status
    NETWORK = "network"  # connection refused, reset, DNS, timeout
    UNSUPPORTED = "unsupported"  # the source cannot answer this engine or device
    AUTH = "auth"  # a SERP API refused the credentials
    QUOTA = "quota"  # a SERP API is out of credits or rate-limited
    API = "api_error"  # a SERP API answered an error or a payload it does not document
    CRAWLER = "crawler_failed"  # the crawl process died or timed out before answering


@dataclass(frozen=True, slots=True)
class FetchError:
    kind: FetchErrorKind
    detail: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", FetchErrorKind(self.kind))

    @classmethod
    def of_page(cls, error: SerpPageError) -> FetchError:
        return cls(FetchErrorKind(error.kind.value), error.detail)

    @property
    def try_next_source(self) -> bool:
        """Whether another source may do better. An engine saying "no results" is its answer for
        the query, the same from every source: asking again only costs."""
        return self.kind is not FetchErrorKind.EMPTY

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind.value, "detail": self.detail}


@dataclass(frozen=True, slots=True)
class SerpJob:
    """One SERP to fetch: ``depth`` results (10, 30, 50, 100) with ``strategy`` and ``hint``."""

    id: str
    query: SerpQuery
    depth: int = 10
    strategy: Strategy = Strategy.SMART
    hint: DepthHint = field(default_factory=DepthHint)

    def __post_init__(self) -> None:
        object.__setattr__(self, "strategy", Strategy(self.strategy))
        if self.depth < 1:
            raise ValueError("depth is at least 1 result")

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "query": self.query.to_dict(), "depth": self.depth,
                "strategy": self.strategy.value, "hint": self.hint.to_dict()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SerpJob:
        hint = data.get("hint") or {}
        return cls(
            id=str(data["id"]),
            query=SerpQuery(**data["query"]),
            depth=int(data["depth"]),
            strategy=Strategy(data["strategy"]),
            hint=DepthHint(hint.get("last_position"), tuple(hint.get("targets") or ())),
        )


_ROW_FIELDS = ("type", "absolute_position", "position", "url", "title", "snippet", "page")


def serp_to_dict(serp: ParsedSerp) -> dict[str, Any]:
    """Every row in page order (``ParsedSerp.to_dict`` groups them for display; this keeps order)."""
    return {
        "engine": serp.engine.value,
        "device": serp.device.value,
        "source": serp.source.value,
        "pages": list(serp.pages),
        "total_results": serp.total_results,
        "results": [{name: getattr(r, name) for name in _ROW_FIELDS} for r in serp.results],
    }


def serp_from_dict(data: dict[str, Any]) -> ParsedSerp:
    return ParsedSerp(
        engine=data["engine"],
        device=data["device"],
        source=data["source"],
        pages=tuple(data["pages"]),
        total_results=data.get("total_results"),
        results=tuple(SerpResult(**{name: row[name] for name in _ROW_FIELDS}) for row in data["results"]),
    )


@dataclass(frozen=True, slots=True)
class Fetched:
    """One source's answer for one job: a SERP, or an error and no results.

    ``ended``: the engine had no result page after the ones fetched, so the SERP is whole even when it
    is shorter than the job's depth (a deeper request of the same SERP would get no more).
    """

    source: str
    parsed: ParsedSerp | None = None
    error: FetchError | None = None
    pages_fetched: int = 0
    sandbox: bool = False
    ended: bool = False

    def __post_init__(self) -> None:
        if (self.parsed is None) == (self.error is None):
            raise ValueError("a fetch answers either a SERP or an error")

    @property
    def ok(self) -> bool:
        return self.parsed is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "serp": serp_to_dict(self.parsed) if self.parsed is not None else None,
            "error": self.error.to_dict() if self.error is not None else None,
            "pages_fetched": self.pages_fetched,
            "sandbox": self.sandbox,
            "ended": self.ended,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Fetched:
        error = data.get("error")
        return cls(
            source=data["source"],
            parsed=serp_from_dict(data["serp"]) if data.get("serp") else None,
            error=FetchError(error["kind"], error.get("detail", "")) if error else None,
            pages_fetched=int(data.get("pages_fetched") or 0),
            sandbox=bool(data.get("sandbox")),
            ended=bool(data.get("ended")),
        )
