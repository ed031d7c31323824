"""Request and response shapes of the content score (issue 16; the writers' shared contract)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

State = Literal["ready", "preparing", "no_serp"]


class ContentScoreIn(BaseModel):
    keyword: str = Field(max_length=200, description="the document's target keyword")
    market: str | None = Field(default=None, max_length=2,
                               description="country code of SPEC §3's countries (TW, JP…): whose top 10 the "
                                           "document is compared with; default JP in Japanese, else TW")
    title: str = Field(default="", max_length=1_000)
    description: str = Field(default="", max_length=5_000)
    html: str = Field(default="", max_length=2_000_000, description="the document's sanitized HTML")


class ChipOut(BaseModel):
    text: str
    kind: Literal["target", "keyword", "term"]
    used: int = Field(description="occurrences in the title, description and text")
    wanted: int
    pages: int = Field(description="how many of the top pages use it")
    done: bool


class RuleOut(BaseModel):
    code: str
    ok: bool
    part: Literal["title", "description", "h1", "h2", "content", "images"] = Field(
        description="the part of the document the rule is about (where a click takes the writer)")
    text: str = Field(description="what the rule asks, in the request's language")
    fix: str
    evidence: dict[str, Any]


class PartsOut(BaseModel):
    rules: int | None
    keywords: int | None
    terms: int | None
    length: int | None


class TopResultOut(BaseModel):
    position: int | None
    url: str
    title: str


class ContentScoreOut(BaseModel):
    score: int = Field(ge=0, le=100)
    suggested: int = 80
    state: State
    progress: int = Field(description="how far the term data's preparation is, 0-100")
    message: str | None = Field(description="what the state means for the score, in the request's language")
    sandbox: bool = Field(description="the top 10 came from the sandbox SERP source, not a real engine")
    market: str
    language: str
    parts: PartsOut
    length: int = Field(description="the text's characters as a reader sees them")
    median_length: int | None = Field(description="the top pages' median length, in the same characters")
    keywords: list[ChipOut] = Field(description="the target keyword, then the suggested keywords")
    terms: list[ChipOut]
    rules: list[RuleOut]
    top: list[TopResultOut] = Field(description="the top results the term data comes from")
