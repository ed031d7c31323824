"""Payloads of the AI writer API (SPEC §3 "AI article", §5 "AI writer", §9 AI limits)."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from api.writers.ai.models import FEATURES_MAX_LENGTH, KEYWORD_MAX_LENGTH
from api.writers.compliance.schemas import FindingOut, Names

# SPEC §9: section titles per article, title generations ("AI title optimize") per article, suggestion words.
MAX_SECTIONS = 10
MAX_TITLE_OPTIMIZE = 10
MAX_SECTION_WORDS = 2
MAX_TITLE_WORDS = 1
TITLE_OPTIONS = 5
DEFAULT_SECTIONS = 5

Language = Literal["zh-TW", "zh-CN", "en", "ja"]


class AiArticleIn(BaseModel):
    template: str = Field("general", description="general or ecommerce; another answers 422 "
                                                 "ai_writer.invalid_template")
    language: Language | None = Field(None, description="the market written for; default: the request's language")
    keyword: str = Field(description=f"target keyword, at most {KEYWORD_MAX_LENGTH} characters")
    product: str | None = Field(None, description="target product; required by the e-commerce template")
    category: str | None = Field(None, description="product category")
    product_name: str | None = None
    persona: str | None = Field(None, description="target persona")
    features: str | None = Field(None, description=f"product features, at most {FEATURES_MAX_LENGTH} characters")


class SectionIn(BaseModel):
    title: str
    words: list[str] = Field(default_factory=list, description=f"at most {MAX_SECTION_WORDS} suggestion words")
    paragraph: str | None = None


class AiArticlePatch(BaseModel):
    """The user's own edits between steps; a field left out stays as it is."""

    title: str | None = Field(None, description="the chosen title (one of the options, or edited)")
    description: str | None = None
    sections: list[SectionIn] | None = Field(None, description=f"1 to {MAX_SECTIONS} sections")


class TitlesIn(BaseModel):
    word: str | None = Field(None, description="the suggestion word every title must contain "
                                               f"(SPEC §5: {MAX_TITLE_WORDS} for the title)")


class SectionsIn(BaseModel):
    count: int = Field(DEFAULT_SECTIONS, ge=1, le=MAX_SECTIONS)


class ParagraphIn(BaseModel):
    mode: Literal["write", "lengthen", "shorten"] = Field(
        "write", description="lengthen and shorten rewrite the section's paragraph: a paid tier's (ai_resize)")


class SectionOut(BaseModel):
    title: str
    words: list[str]
    paragraph: str | None


class CheckedCategory(BaseModel):
    id: str = Field(description="a main category of GET /text_comply/categories")
    names: Names


class SectionMarks(BaseModel):
    title: list[FindingOut]
    paragraph: list[FindingOut]


class ArticleMarks(BaseModel):
    """The sensitive-word findings of each text of the article (offsets index that text as stored), found with
    the categories its market and product category map to; not counted against ``text_comply``."""

    checked: list[CheckedCategory] = Field(description="the main categories the texts were checked against")
    title_options: list[list[FindingOut]] = Field(description="one list per title option, in their order")
    title: list[FindingOut]
    description: list[FindingOut]
    sections: list[SectionMarks] = Field(description="one per section, in their order")


class AiArticleOut(BaseModel):
    id: int
    template: str
    language: str
    keyword: str
    product: str | None
    category: str | None
    product_name: str | None
    persona: str | None
    features: str | None
    title_options: list[str]
    title_word: str | None
    title: str | None
    title_optimize_count: int
    title_optimize_left: int
    description: str | None
    sections: list[SectionOut]
    prompt_version: str | None = Field(description="the prompt version of the latest kept generation")
    model: str | None = Field(description="the model of the latest kept generation")
    complete: bool = Field(description="title chosen, description and every paragraph written: ready to preview")
    marks: ArticleMarks
    created_at: datetime
    updated_at: datetime


class AiArticleSummary(BaseModel):
    id: int
    template: str
    language: str
    keyword: str
    title: str | None
    complete: bool
    updated_at: datetime


class AiArticlePage(BaseModel):
    data: list[AiArticleSummary]


class PreviewOut(BaseModel):
    id: int
    title: str
    description: str
    sections: list[SectionOut]
    content_html: str = Field(description="the body as HTML (h2 and p, text escaped): what the SEO writer and a "
                                          "CMS post take")
    marks: ArticleMarks


class Limits(BaseModel):
    sections: int = MAX_SECTIONS
    title_optimize: int = MAX_TITLE_OPTIMIZE
    section_words: int = MAX_SECTION_WORDS
    title_words: int = MAX_TITLE_WORDS


class AiWriterStatus(BaseModel):
    configured: bool = Field(description="false: no model endpoint is set; the screen says how to set one")
    model: str | None
    templates: list[str]
    limits: Limits
    settings: list[str] = Field(description="the server settings that configure the endpoint")
