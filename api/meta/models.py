"""News ticker items shown above the console's pages: texts in zh-TW with optional zh-CN, en and ja versions,
shown between optional start and end times."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import JSON, String, text
from sqlalchemy.orm import Mapped, mapped_column

from api.core.db import Base, UTCDateTime, utcnow


class NewsTicker(Base):
    __tablename__ = "news_tickers"

    id: Mapped[int] = mapped_column(primary_key=True)
    bold_content: Mapped[str] = mapped_column(String(100), default="")
    content: Mapped[str] = mapped_column(String(300))
    status: Mapped[int] = mapped_column(default=1)  # 1 shown, 0 hidden
    btn_url: Mapped[str | None] = mapped_column(String(300))
    btn_text: Mapped[str | None] = mapped_column(String(40))
    language: Mapped[str | None] = mapped_column(String(5))  # None: every language
    # Other languages' texts: {"en": {"bold_content": …, "content": …, "btn_text": …}, …}; a blank one reads zh-TW's.
    translations: Mapped[dict] = mapped_column(JSON, default=dict, server_default=text("'{}'"))
    starts_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    ends_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    created_at: Mapped[datetime] = mapped_column(UTCDateTime(), default=utcnow)
