"""AI articles (SPEC §3 "AI article") and the record of every generation that wrote into one.

An article holds the inputs (target keyword, target product, product category, product name, target persona,
product features), the template and the language it is written in, then each step's output: the title options
and the chosen title, the description, the sections (title, up to two suggestion words, paragraph). Each model
answer that was kept is one :class:`AiGeneration` with the prompt version and the model that wrote it.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, ForeignKey, SmallInteger, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base, UTCDateTime, utcnow

KEYWORD_MAX_LENGTH = 200
INPUT_MAX_LENGTH = 100
FEATURES_MAX_LENGTH = 2000
TITLE_MAX_LENGTH = 200
WORD_MAX_LENGTH = 50


class AiArticle(Base):
    __tablename__ = "ai_articles"

    id: Mapped[int] = mapped_column(primary_key=True)
    creator_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    template: Mapped[str] = mapped_column(String(20))  # general | ecommerce
    language: Mapped[str] = mapped_column(String(5))  # the market written for: zh-TW, zh-CN, ja, en
    keyword: Mapped[str] = mapped_column(String(KEYWORD_MAX_LENGTH))
    product: Mapped[str | None] = mapped_column(String(INPUT_MAX_LENGTH))
    category: Mapped[str | None] = mapped_column(String(INPUT_MAX_LENGTH))
    product_name: Mapped[str | None] = mapped_column(String(INPUT_MAX_LENGTH))
    persona: Mapped[str | None] = mapped_column(String(INPUT_MAX_LENGTH))
    features: Mapped[str | None] = mapped_column(Text)
    title_options: Mapped[list[str]] = mapped_column(JSON, default=list)
    title_word: Mapped[str | None] = mapped_column(String(WORD_MAX_LENGTH))  # the suggestion word of the titles
    title: Mapped[str | None] = mapped_column(String(TITLE_MAX_LENGTH))  # the chosen one
    title_optimize_count: Mapped[int] = mapped_column(SmallInteger, default=0)  # title generations so far
    description: Mapped[str | None] = mapped_column(Text)
    # [{"title": str, "words": [str], "paragraph": str | None}]
    sections: Mapped[list[dict]] = mapped_column(JSON, default=list)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)

    generations: Mapped[list[AiGeneration]] = relationship(
        cascade="all, delete-orphan", passive_deletes=True, order_by="AiGeneration.id")


class AiGeneration(Base):
    """One kept answer: which step (and section), the prompt version and model, what it wrote."""

    __tablename__ = "ai_generations"

    id: Mapped[int] = mapped_column(primary_key=True)
    article_id: Mapped[int] = mapped_column(ForeignKey("ai_articles.id", ondelete="CASCADE"), index=True)
    step: Mapped[str] = mapped_column(String(20))  # titles | description | sections | paragraph | lengthen | shorten
    section: Mapped[int | None] = mapped_column(SmallInteger)
    prompt_version: Mapped[str] = mapped_column(String(20))  # e.g. zh-TW@1
    model: Mapped[str] = mapped_column(String(200))
    output: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
