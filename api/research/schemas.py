"""Keyword research requests and answers (issue 13)."""

from __future__ import annotations

from datetime import date
from typing import Literal

from pydantic import BaseModel, Field

from api.core.params import RowId

Origin = Literal["google_trend", "frequency", "related_search"]


class SuggestionsIn(BaseModel):
    seed: str = Field(description="the seed keyword (SPEC §5's keyword rules; at most 80 characters, 10 words)")
    country: str = Field("TW", description="SPEC §3 country code")
    language: str = Field("zh-TW", description="zh-TW, zh-CN, ja or en")


class ExportRowIn(BaseModel):
    keyword: str = Field(max_length=200)
    origin: Origin


class SuggestionsExportIn(BaseModel):
    seed: str
    country: str = "TW"
    language: str = "zh-TW"
    rows: list[ExportRowIn] = Field(description="the keywords on screen, in the grid's order, with their source "
                                                "(at most 5,000, SPEC §9); their figures are read from the store")


class SuggestionsExportOut(BaseModel):
    operation_id: int
    message: str = Field(description="that the workbook will be mailed, and to which address, in the request's "
                                     "language")


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


class TrackedMetricsIn(BaseModel):
    keyword_ids: list[RowId] = Field(max_length=500, description="tracked keywords of the project (a grid block)")


class TrackedFiguresOut(BaseModel):
    keyword_id: int
    volume: int | None
    cpc_usd: float | None
    competition: int | None = Field(description="SPEC §9 level 0-4")
    month: date = Field(description="the month the figures were fetched for")
    sandbox: bool


class TrackedMetricsOut(BaseModel):
    country: str = Field(description="the project's country: the market the figures are of")
    language: str
    data: list[TrackedFiguresOut] = Field(description="the keywords with figures in the research store; a keyword "
                                                      "nobody has researched yet is absent")


class NetworkNodeOut(BaseModel):
    id: int = Field(description="the tracked keyword's id")
    keyword: str
    volume: int | None = Field(description="average monthly searches, the latest cached figures (None: none yet)")
    cluster: int | None = Field(description="1, 2, … (largest first); None: no edge at this threshold")
    rank: int | None = Field(description="the project's organic position in the keyword's latest SERP (None: not "
                                         "in the fetched depth)")
    serp_day: date = Field(description="the day of the keyword's latest stored SERP")


class NetworkEdgeOut(BaseModel):
    source: int = Field(description="a node's id")
    target: int
    shared: int = Field(description="the URLs both keywords' latest top 10s hold")


class NetworkClusterOut(BaseModel):
    id: int
    size: int
    volume: int = Field(description="the summed volume of its keywords")


class NetworkOut(BaseModel):
    site_id: int
    engine: str
    device: str
    min_shared: int
    since: date = Field(description="SERPs stored from this day on are read")
    keywords: int = Field(description="the project's tracked keywords")
    with_serp: int = Field(description="of them, those with a stored SERP (the graph's nodes, up to max_nodes)")
    max_nodes: int
    truncated: bool = Field(description="more keywords have a SERP than max_nodes: the highest-volume ones are drawn")
    nodes: list[NetworkNodeOut]
    edges: list[NetworkEdgeOut]
    clusters: list[NetworkClusterOut]
