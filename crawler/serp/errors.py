"""A fetched page that is not a usable result page.

USERS.md item 1: a captcha, consent or "unusual traffic" page, or a page with zero organic results,
is a failed check — never a rank. Every parser and SERP-API mapper raises ``SerpPageError`` for
these and nothing else, so the pipeline has one thing to catch, record and retry.
"""

from __future__ import annotations

from enum import StrEnum


class SerpPageKind(StrEnum):
    CAPTCHA = "captcha"  # a challenge to solve (Google /sorry/, reCAPTCHA form)
    CONSENT = "consent"  # a cookie-consent interstitial instead of results
    UNUSUAL_TRAFFIC = "unusual_traffic"  # a block notice without a challenge
    EMPTY = "empty"  # the engine says nothing matched the query
    UNRECOGNISED = "unrecognised"  # no organic results and no known page: markup changed or not a SERP


BLOCKED_KINDS = frozenset({SerpPageKind.CAPTCHA, SerpPageKind.CONSENT, SerpPageKind.UNUSUAL_TRAFFIC})


class SerpPageError(Exception):
    """The page could not give ranks; ``kind`` says why and ``detail`` what was seen."""

    def __init__(self, kind: SerpPageKind | str, detail: str = "", *, engine: str | None = None) -> None:
        self.kind = SerpPageKind(kind)
        self.detail = detail
        self.engine = engine
        super().__init__(f"{engine or 'serp'}: {self.kind.value} page" + (f" ({detail})" if detail else ""))

    @property
    def blocked(self) -> bool:
        """True when the engine refused us (retry through another proxy or source)."""
        return self.kind in BLOCKED_KINDS

    def to_dict(self) -> dict[str, str | None]:
        return {"kind": self.kind.value, "detail": self.detail, "engine": self.engine}
