"""Payloads of the saved keyword lists API (SPEC §3 "Keyword list", §7 /keyword_lists)."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, ConfigDict, Field

from api.core.params import RowId


class KeywordListIn(BaseModel):
    name: str = Field(description="unique among the user's lists, ignoring case; at most 50 characters")
    country: str = Field("TW", description="the market whose figures a refresh reads")
    language: str = "zh-TW"


class KeywordListRename(BaseModel):
    name: str


class KeywordListItemOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    keyword: str = Field(description="as the user spelled it")
    added_at: datetime
    volume: int | None
    cpc_usd: float | None
    competition: int | None = Field(description="SPEC §9 level 0-4")
    difficulty: int | None = Field(description="0-100 from the stored top 10")
    intent: str | None
    intent_label: str | None = None
    metrics_month: date | None
    metrics_source: str | None
    sandbox: bool
    refreshed_at: datetime | None = Field(description="the last metrics refresh; null: never refreshed")


class KeywordListOut(BaseModel):
    id: int
    name: str
    country: str
    language: str
    item_count: int
    created_at: datetime
    updated_at: datetime = Field(description="latest update: created, renamed, keywords changed or refreshed")
    items: list[KeywordListItemOut] | None = Field(None, description="with ?include=items or on one list")


class KeywordListPage(BaseModel):
    data: list[KeywordListOut]
    limit: int = Field(description="lists the plan allows")
    items_limit: int = Field(description="keywords a list may hold")


class ListKeywordsIn(BaseModel):
    keywords: str | list[str] = Field(description="one keyword per line, or a list")


class ListKeywordsAdded(BaseModel):
    added: int
    duplicates: int = Field(description="keywords already in the list or repeated in the input, ignored")
    list: KeywordListOut


class ListItemIds(BaseModel):
    item_ids: list[RowId]


class SendToProjectIn(BaseModel):
    site_id: RowId
    item_ids: list[RowId] | None = Field(None, description="these keywords only; null: the whole list")


class KeywordsToProjectIn(BaseModel):
    keywords: list[str] = Field(description="keywords to track; those the project tracks already are skipped")


class SentToProject(BaseModel):
    site_id: int
    added: int
    skipped: int = Field(description="keywords the project already tracks")
