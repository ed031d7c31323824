"""Shapes of the CMS API (SPEC §3 "CMS plugin site" and "Post form"; the contract's post body)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.core.params import RowId

PostStatus = Literal["publish", "draft", "future"]
SourceKind = Literal["seo_writer", "ai_writer"]


class CmsSiteIn(BaseModel):
    """A WordPress site and the application password of one of its users (Users → Profile → Application
    Passwords). The connection is checked before anything is stored."""

    name: str = Field(default="", max_length=100, description="blank: the site's own title")
    url: str = Field(max_length=2000)
    username: str = Field(max_length=60)
    application_password: str = Field(max_length=200)


class CmsSiteUpdate(BaseModel):
    """Changed fields only; a new URL, username or password is checked again before it is stored."""

    name: str | None = Field(default=None, max_length=100)
    url: str | None = Field(default=None, max_length=2000)
    username: str | None = Field(default=None, max_length=60)
    application_password: str | None = Field(default=None, max_length=200)


class CmsSiteOut(BaseModel):
    id: int
    type: str
    name: str
    url: str
    api_url: str = Field(description="SPEC's 'website API': the REST API root found when the site was saved")
    username: str
    wp_user_name: str | None
    verified_at: datetime
    created_at: datetime


class CmsCategoryOut(BaseModel):
    id: int
    name: str
    parent: int


class CmsSource(BaseModel):
    kind: SourceKind
    id: RowId


class CmsPostIn(BaseModel):
    title: str = Field(max_length=500)
    content_html: str = Field(max_length=2_000_000)
    status: PostStatus = "draft"
    date: datetime | None = Field(default=None, description="publish time of a scheduled (future) post")
    slug: str | None = Field(default=None, max_length=200)
    category_ids: list[RowId] = Field(default_factory=list, max_length=100)
    featured_image_url: str | None = Field(default=None, max_length=2000)
    source: CmsSource | None = None


class CmsPostOut(BaseModel):
    id: int
    cms_site_id: int
    site_name: str
    remote_id: int
    link: str
    status: str
    title: str
    source_kind: str | None
    source_id: int | None
    created_at: datetime
