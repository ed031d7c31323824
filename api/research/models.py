"""Saved keyword lists (SPEC §3 "Keyword list": id, name, items, latest update), owned by one user.

An item keeps the keyword as the user spelled it and its ``keyword_key`` (analytics' normal form:
NFKC, case, spaces), which makes "ｉＰｈｏｎｅ" and "iphone" one entry. Its figures are the snapshot
the last metrics refresh took from the research store, so a list opens without asking any provider.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import BigInteger, Date, ForeignKey, SmallInteger, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from api.core.db import Base, UTCDateTime, utcnow

LIST_NAME_MAX_LENGTH = 50
KEYWORD_MAX_LENGTH = 200  # as a tracked keyword (api.projects.validation.KEYWORD_MAX_LENGTH)
KEY_ROOM = 3  # case folding and lowering lengthen a text at most threefold (one code point to three)


class KeywordList(Base):
    __tablename__ = "keyword_lists"
    __table_args__ = (UniqueConstraint("user_id", "name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(LIST_NAME_MAX_LENGTH))
    # casefolded: names differ beyond case; folding can lengthen a name ("ß" → "ss"), hence the room
    name_key: Mapped[str] = mapped_column(String(KEY_ROOM * LIST_NAME_MAX_LENGTH))
    country: Mapped[str] = mapped_column(String(2), default="TW")  # the market its figures are read for
    language: Mapped[str] = mapped_column(String(5), default="zh-TW")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)  # latest update

    items: Mapped[list[KeywordListItem]] = relationship(
        cascade="all, delete-orphan", passive_deletes=True, order_by="KeywordListItem.id")


class KeywordListItem(Base):
    __tablename__ = "keyword_list_items"
    __table_args__ = (UniqueConstraint("list_id", "keyword_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    list_id: Mapped[int] = mapped_column(ForeignKey("keyword_lists.id", ondelete="CASCADE"), index=True)
    keyword: Mapped[str] = mapped_column(String(KEYWORD_MAX_LENGTH))
    keyword_key: Mapped[str] = mapped_column(String(KEY_ROOM * KEYWORD_MAX_LENGTH))  # normalize_keyword's
    added_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
    volume: Mapped[int | None] = mapped_column(BigInteger)
    cpc_usd: Mapped[float | None]
    competition: Mapped[int | None] = mapped_column(SmallInteger)  # SPEC §9's 0-4
    difficulty: Mapped[int | None] = mapped_column(SmallInteger)  # 0-100
    intent: Mapped[str | None] = mapped_column(String(20))
    metrics_month: Mapped[date | None] = mapped_column(Date)
    metrics_source: Mapped[str | None] = mapped_column(String(30))
    sandbox: Mapped[bool] = mapped_column(default=False)
    refreshed_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
