"""One validated settings object for every process (API, worker, beat, crawler).

Environment variables are prefixed ``RANKLENS_``. The defaults are the embedded mode:
SQLite and chDB under ``data_dir``, Celery in-process with an in-memory broker.
Cluster mode sets ``RANKLENS_DATABASE_URL``, ``RANKLENS_CLICKHOUSE_URL`` and
``RANKLENS_BROKER_URL``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

APP_VERSION = "0.1.0"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RANKLENS_", env_file=".env", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str | None = None
    clickhouse_url: str | None = None
    clickhouse_cluster: str | None = None
    broker_url: str | None = None
    result_backend: str | None = None
    # Redis for server-sent events across processes; defaults to a Redis broker_url.
    redis_url: str | None = None

    secret_key: str = "change-me-in-production"
    public_url: str = "http://127.0.0.1:8000"
    console_dist: Path | None = None
    # Cookies are Secure only behind HTTPS; local embedded use is plain HTTP.
    cookie_secure: bool = False
    # A login lasts this long (the session cookie's lifetime too), unless replaced or logged out.
    session_max_age_days: int = 30

    smtp_host: str | None = None
    smtp_port: int = 25
    smtp_user: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = False
    smtp_ssl: bool = False
    mail_from: str = "RankLens <no-reply@ranklens.local>"

    recaptcha_secret: str | None = None
    recaptcha_verify_url: str = "https://www.google.com/recaptcha/api/siteverify"
    recaptcha_min_score: float = 0.5

    verify_link_ttl_seconds: int = 60 * 60 * 24
    reset_link_ttl_seconds: int = 60 * 60
    resend_interval_seconds: int = 60
    login_max_failures: int = 5
    login_failure_window_seconds: int = 15 * 60
    share_max_failures: int = 5

    crawl_allow_private: bool = Field(default=False)

    @property
    def embedded(self) -> bool:
        return self.broker_url is None

    @property
    def events_redis_url(self) -> str | None:
        """Where events travel between processes; None in embedded mode (they stay in this process)."""
        if self.redis_url:
            return self.redis_url
        if self.broker_url and self.broker_url.startswith(("redis://", "rediss://")):
            return self.broker_url
        return None

    @property
    def sqlalchemy_url(self) -> str:
        if self.database_url:
            url = self.database_url
            # psycopg 3 is the driver for PostgreSQL; accept the plain scheme operators type.
            if url.startswith("postgresql://") or url.startswith("postgres://"):
                url = "postgresql+psycopg://" + url.split("://", 1)[1]
            return url
        return f"sqlite:///{(self.data_dir / 'ranklens.sqlite3').resolve()}"

    @property
    def analytics_url(self) -> str:
        return self.clickhouse_url or f"chdb://{(self.data_dir / 'chdb').resolve()}"

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"


@lru_cache
def get_settings() -> Settings:
    return Settings()
