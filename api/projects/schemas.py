"""Request and response shapes of the projects API.

Inputs stay loose (plain strings): SPEC §5's rules, with their own message codes, are checked by
``api/projects/validation.py`` in the service, not by pydantic.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from api.accounts.options import COUNTRY_CODES
from api.audits.schemas import SeoOptimization
from api.core.i18n import LOCALES
from api.core.pagination import Page
from api.core.params import RowId
from api.rankings.schemas import GoogleStatistics, ImportantKeywords, KeywordRanking

Country = Literal[COUNTRY_CODES]  # type: ignore[valid-type]
Language = Literal[LOCALES]  # type: ignore[valid-type]
Role = Literal["owner", "manager", "viewer"]
MemberRole = Literal["manager", "viewer"]  # the owner is the creator, never granted


class CompetitorIn(BaseModel):
    name: str | None = None
    url: str = Field(description="a domain; the scheme may be left out")


class SiteCreate(BaseModel):
    """The new-project wizard's four steps in one call: site, keywords, competitors, recipients."""

    name: str
    url: str = Field(description="http:// or https:// URL of the site")
    country: Country = "TW"
    language: Language = "zh-TW"
    keywords: str | list[str] = Field("", description="one keyword per line, or a list")
    competitors: list[CompetitorIn] = []
    recipients: list[str] = Field([], description="weekly-report recipient e-mails")


class SiteUpdate(BaseModel):
    name: str | None = None
    url: str | None = None
    country: Country | None = None
    language: Language | None = None
    ga_id: str | None = Field(None, max_length=100)
    yahoo_enabled: bool | None = None
    track_desktop: bool | None = None
    track_mobile: bool | None = None


class SiteOut(BaseModel):
    id: int
    name: str
    url: str
    domain: str
    ga_id: str | None
    gsc_site_url: str | None = Field(description="the linked Search Console property (POST /sites/{id}/site_webmaster)")
    country: str
    language: str
    creator_id: int
    role: Role = Field(description="the caller's role in this project")
    keyword_count: int
    competitor_count: int
    yahoo_enabled: bool
    track_desktop: bool
    track_mobile: bool
    receiver_limitation: int
    recipients: list[str]
    shared: bool
    share_uuid: str | None
    created_at: datetime
    # Sections asked for with ?append= (GET /sites/{id}), added by the rankings and site checker areas.
    google_statistics: GoogleStatistics | None = None
    important_keywords: ImportantKeywords | None = None
    seo_optimization: SeoOptimization | None = Field(
        default=None, description="the latest completed site check (append=seo_optimization; null before one)")


class SiteBrief(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    url: str
    domain: str


class CompetitorsAdd(BaseModel):
    competitors: list[CompetitorIn]


class CompetitorOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str
    url: str
    domain: str
    created_at: datetime


class CategoryRef(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    name: str


class KeywordsAdd(BaseModel):
    keywords: str | list[str] = Field(description="one keyword per line, or a list")
    category_ids: list[RowId] = []


class KeywordIds(BaseModel):
    keyword_ids: list[RowId]


class KeywordUpdate(BaseModel):
    pinned: bool | None = None
    target_url: str | None = Field(
        None, description="a page on the project's domain; null or empty clears it"
    )


class KeywordOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    text: str
    pinned: bool
    target_url: str | None
    categories: list[CategoryRef]
    created_at: datetime
    ranking: KeywordRanking | None = Field(None, description="rank figures (GET /sites/{id}/keywords)")


class KeywordPage(Page[KeywordOut]):
    empty_reason: Literal["not_checked", "short_history"] | None = Field(
        None, description="why a movers tab holds no keyword although the filters keep some: no ranking check "
                          "yet, or fewer than 7 days of data (no keyword has a 7-day comparison)")


class DeletedOut(BaseModel):
    deleted: list[int]


class CategoryIn(BaseModel):
    name: str


class CategoryOut(BaseModel):
    id: int
    name: str
    keyword_count: int


class RecipientsIn(BaseModel):
    emails: list[str]


class RecipientsOut(BaseModel):
    data: list[str]
    receiver_limitation: int


class ShareIn(BaseModel):
    share_password: str


class ShareOut(BaseModel):
    share_uuid: str
    share_url: str


class MemberIn(BaseModel):
    email: str
    role: MemberRole


class InvitationSent(BaseModel):
    """The answer to an invitation: the same whether or not the address has an account."""

    email: str
    role: MemberRole
    expires_at: datetime


class InvitationOut(BaseModel):
    """A pending invitation, as its project's owner sees it (the address they typed)."""

    model_config = ConfigDict(from_attributes=True)

    id: int
    email: str
    role: MemberRole
    created_at: datetime
    expires_at: datetime


class InvitationAccept(BaseModel):
    token: str = Field(description="the token of the mailed /invitation?token=… link")


class InvitationAccepted(BaseModel):
    site_id: int
    name: str
    role: Role


class MemberUpdate(BaseModel):
    role: MemberRole


class MemberOut(BaseModel):
    id: int
    user_id: int
    email: str
    name: str | None
    role: Role
    created_at: datetime
