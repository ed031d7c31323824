"""Keyword research requests and answers (issue 13)."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, Field

Origin = Literal["google_trend", "frequency", "related_search"]


class SuggestionsIn(BaseModel):
    seed: str = Field(description="the seed keyword (SPEC §5's keyword rules; at most 80 characters, 10 words)")
    country: str = Field("TW", description="SPEC §3 country code")
    language: str = Field("zh-TW", description="zh-TW, zh-CN, ja or en")


class OverviewIn(BaseModel):
    keyword: str = Field(description="the keyword to research (the same rules as a seed)")
    country: str = "TW"
    language: str = "zh-TW"


class MonthVolume(BaseModel):
    month: date
    volume: int


class MetricsOut(BaseModel):
    volume: int | None
    trend: list[MonthVolume] = Field(description="monthly volumes, oldest first")
    cpc_usd: float | None
    cpc_low_usd: float | None
    cpc_high_usd: float | None
    competition: int | None = Field(description="SPEC §9 level 0-4 (None: the provider had too little data)")
    competition_index: int | None = Field(description="the provider's 0-100 index")
    competition_label: str
    source: str = Field(description="google_ads, dataforseo or sandbox")
    source_label: str
    sandbox: bool
    month: date | None = Field(description="the month the figures were fetched for")


class DifficultyOut(BaseModel):
    score: int
    band: str
    band_label: str
    inputs: dict = Field(description="brand_share, exact_title_share, feature_pressure, the strong domains, the "
                                     "features, the organic results read, the weights")
    serp_day: date
    serp_sandbox: bool


class IntentOut(BaseModel):
    primary: str
    primary_label: str
    intents: list[str]
    signals: list[str]


class IdeaOut(BaseModel):
    keyword: str
    origin: Origin = Field(description="SPEC §3 keyword source: google_trend (Google suggestions), frequency "
                                       "(the search-volume provider's ideas), related_search (stored SERPs)")
    origin_label: str
    question: bool
    words: list[str] = Field(description="the keyword's words as the server's tokenizers cut them (jieba for "
                                         "Chinese, Sudachi for Japanese, word characters otherwise), folded like "
                                         "keywords are (NFKC, case), each once: what the screen filters and "
                                         "groups by, so CJK text is never split on spaces")
    metrics: MetricsOut | None
    difficulty: DifficultyOut | None = Field(description="None until a SERP of the keyword is stored")
    intent: IntentOut


class AutocompleteOut(BaseModel):
    asked: int
    failed: int
    error: str | None = None


class KeywordIdeasOut(BaseModel):
    seed: str
    country: str
    language: str
    ideas: list[IdeaOut]
    sandbox: bool = Field(description="the figures are the sandbox's (no provider credentials are set)")
    sources: list[str]
    autocomplete: AutocompleteOut | None


class StoredResultOut(BaseModel):
    position: int | None
    type: str
    url: str
    domain: str
    title: str


class StoredSerpOut(BaseModel):
    day: date
    sandbox: bool
    features: list[str]
    results: list[StoredResultOut]


class RankingProjectOut(BaseModel):
    id: int
    name: str
    position: int
    url: str


class OverviewOut(BaseModel):
    keyword: str
    country: str
    language: str
    metrics: MetricsOut | None
    difficulty: DifficultyOut | None
    intent: IntentOut
    serp: StoredSerpOut | None
    related: list[str]
    questions: list[str]
    projects: list[RankingProjectOut] = Field(description="the caller's projects in the stored top 10")
