"""Payloads of the SEO writer API (SPEC §3 "SEO writer template" and its category, §7's endpoints)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from api.core.params import RowId


class WriterTemplateCreate(BaseModel):
    """A new document; every field may be empty (a draft: SPEC §5's title and content rule is the
    publishing one)."""

    keyword: str = Field("", description="the target keyword")
    title: str = ""
    description: str = ""
    content_html: str = Field("", description="sanitised before it is stored; at most 1 MB stored")
    site_id: RowId | None = Field(None, description="a project the caller manages: its members read the document")
    category_ids: list[RowId] = Field(default_factory=list, description="the caller's categories to tag it with")


class WriterTemplateUpdate(BaseModel):
    """An edit (the editor's autosave): only the fields sent change."""

    version: int = Field(description="the document's version the edit was made on; another answers 409 "
                                     "writer.version_conflict and nothing is saved")
    keyword: str | None = None
    title: str | None = None
    description: str | None = None
    content_html: str | None = None
    site_id: RowId | None = Field(None, description="move to a project the caller manages (its creator only)")
    detach_site: bool = Field(False, description="take it out of its project (its creator only)")


class WriterTemplateBrief(BaseModel):
    id: int
    keyword: str
    title: str
    description: str
    category_ids: list[int] = Field(description="the caller's categories on it")
    creator_id: int
    creator_name: str
    site_id: int | None
    created_at: datetime
    updated_at: datetime
    version: int


class WriterTemplateOut(WriterTemplateBrief):
    content_html: str = Field(description="sanitised HTML (nh3)")
    share_active: bool = Field(False, description="a share link runs: the text is co-edited (the collab WebSocket), "
                                                  "and saves of keyword, title, description and content answer 409")


class WriterVersionOut(BaseModel):
    version: int
    title: str
    saved_by: str | None = Field(description="the editor's name; null when that account is gone")
    restored_from: int | None
    created_at: datetime = Field(description="the first save this entry holds")
    saved_at: datetime = Field(description="the last")


class WriterVersionList(BaseModel):
    data: list[WriterVersionOut]


class WriterRestoreIn(BaseModel):
    version: int = Field(description="the document's version the caller last saw")


class WriterCategoryIn(BaseModel):
    name: str = Field(description="unique among the caller's categories, ignoring case; at most 50 characters")


class WriterCategoryOut(BaseModel):
    id: int
    name: str
    seo_writer_templates_count: int = Field(description="documents the caller can open that carry it")


class WriterCategoryList(BaseModel):
    data: list[WriterCategoryOut]


class WriterDetachIn(BaseModel):
    templates_id: RowId | list[RowId] = Field(description="one document id or several")


class WriterAttachIn(BaseModel):
    seo_writer_template_category_ids: list[RowId] = Field(min_length=1)


class WriterDetachOneIn(BaseModel):
    seo_writer_template_category_id: RowId


# --- the share link (api/writers/share.py) -------------------------------------------------------------


class WriterShareIn(BaseModel):
    editor_name: str = Field(description="the name the guest edits under; required, at most 50 characters")
    password: str = Field(description="4 to 64 characters")
    expires_at: datetime | None = Field(description="required; in the future, at most 90 days ahead")
    state: str = Field(description="base64 of a Yjs update holding the editor's document: the XmlFragment "
                                   "'default' (TipTap's body) and the Map 'fields' (keyword, title, description)")


class WriterShareOut(BaseModel):
    uuid: str
    url: str = Field(description="the page a guest opens: /share/seo-writer/{uuid}")
    editor_name: str
    expires_at: datetime
    created_at: datetime


class WriterShareState(BaseModel):
    data: WriterShareOut | None = Field(description="the running share, or null")


class SharedDocumentOut(BaseModel):
    """What a guest is shown of the shared document beside the co-edited text."""

    id: int = Field(description="the document's id: the collab WebSocket's room")
    keyword: str
    title: str
    editor_name: str
    owner_name: str
    expires_at: datetime


class WriterShareUnlockIn(BaseModel):
    password: str


class WriterShareUnlockOut(BaseModel):
    token: str = Field(description="sent as X-Share-Token and as the WebSocket's share_token parameter")
    document: SharedDocumentOut
