"""The small tools' request and answer bodies."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, Field


class NormalizeOptions(BaseModel):
    """What two lines may differ in and still be one (api/tools/text.py)."""

    width: bool = Field(True, description="full-width and half-width forms are the same (NFKC)")
    case: bool = Field(True, description="upper and lower case are the same")
    spaces: bool = Field(False, description="spaces are ignored, not only leading and trailing ones")
    chinese: bool = Field(False, description="Traditional and Simplified Chinese are the same (OpenCC t2s)")


class WordCountIn(BaseModel):
    text: str


class WordCountOut(BaseModel):
    characters: int
    characters_no_spaces: int
    cjk_characters: int
    words: int
    sentences: int
    paragraphs: int
    reading_seconds: int
    language: str | None


class DeduplicateIn(BaseModel):
    text: str = Field(description="one item a line")
    options: NormalizeOptions = NormalizeOptions()


class DuplicateGroupOut(BaseModel):
    kept: str
    repeats: list[str]


class DeduplicateOut(BaseModel):
    lines: list[str]
    groups: list[DuplicateGroupOut]
    removed: int
    blank: int


class DiffIn(BaseModel):
    a: str = Field(description="list A, one keyword a line")
    b: str = Field(description="list B, one keyword a line")
    options: NormalizeOptions = NormalizeOptions()


class DiffOut(BaseModel):
    only_a: list[str]
    only_b: list[str]
    both: list[str]


class RelatedIn(BaseModel):
    seed: str
    country: str = "TW"
    language: str | None = None


class RelatedOut(BaseModel):
    text: str
    kind: Literal["related_search", "people_also_ask", "frequency", "google_trend"] = Field(
        description="related_search or people_also_ask: seen on stored SERPs; frequency: the keyword-ideas "
                    "provider's idea; google_trend: a Google Autocomplete suggestion (SPEC §3's sources)")
    direct: bool = Field(description="from the seed's own stored SERP")
    serps: int = Field(description="stored SERPs that showed it (0 for the providers' ideas)")
    last_seen: date | None = Field(description="the latest stored SERP that showed it (None for the providers' ideas)")
    sandbox: bool = Field(description="made-up: seen only on sandbox SERPs, or the sandbox's ideas")


class RelatedListOut(BaseModel):
    seed: str
    country: str
    language: str
    sources: list[str] = Field(description="where the suggestions come from: serp_store (the stored SERPs' related "
                                           "searches and questions), then the keyword research sources asked "
                                           "(google_ads, dataforseo or sandbox)")
    data: list[RelatedOut]


class OnPageCheckIn(BaseModel):
    url: str
    keywords: str = Field(description="one keyword a line")


class PlacementOut(BaseModel):
    keyword: str
    counts: dict[str, int]
    density: float


class PageKeywordsOut(BaseModel):
    url: str
    final_url: str
    status: int | None
    language: str | None
    title: str
    description: str
    body_words: int
    keywords: list[PlacementOut]


class OnPageCheckOut(BaseModel):
    id: int
    status: str
    url: str
    keywords: list[str]
    result: PageKeywordsOut | None = None
    error: str | None = None
