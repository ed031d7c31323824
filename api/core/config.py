"""One validated settings object for every process (API, worker, beat, crawler).

Environment variables are prefixed ``RANKLENS_``. The defaults are the embedded mode:
SQLite and chDB under ``data_dir``, Celery in-process with an in-memory broker.
Cluster mode sets ``RANKLENS_DATABASE_URL``, ``RANKLENS_CLICKHOUSE_URL`` and
``RANKLENS_BROKER_URL``.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from crawler.audit.policy import DEFAULT_USER_AGENT, FetchPolicy

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
    # Where the contact form ("取得專人 SEO 服務") sends requests for a consultant.
    sales_email: str = "sales@ranklens.local"

    recaptcha_secret: str | None = None
    # The public key the console runs reCAPTCHA v3 with (GET /constants); pairs with recaptcha_secret.
    recaptcha_site_key: str | None = None
    recaptcha_verify_url: str = "https://www.google.com/recaptcha/api/siteverify"
    recaptcha_min_score: float = 0.5

    verify_link_ttl_seconds: int = 60 * 60 * 24
    reset_link_ttl_seconds: int = 60 * 60
    resend_interval_seconds: int = 60
    login_max_failures: int = 5
    login_failure_window_seconds: int = 15 * 60
    share_max_failures: int = 5

    # How pages strangers name are fetched, by the site crawl, the page checker and the page audit alike
    # (fetch_policy): private addresses allowed (local use, tests), a response's size cap, one request's
    # timeout, the redirects followed, the user agent.
    crawl_allow_private: bool = Field(default=False)
    crawl_max_bytes: int = Field(default=10 * 1024 * 1024, gt=0)
    crawl_request_timeout_seconds: float = Field(default=20.0, gt=0)
    crawl_max_redirects: int = Field(default=10, ge=0)
    crawl_user_agent: str = DEFAULT_USER_AGENT

    # SERP sources for rank tracking (crawler/serp/sources.py). Lists accept "a,b" or JSON.
    # Tried in this order for every SERP: direct, sandbox, serpapi, serper, dataforseo. Empty: every
    # SERP API that has a key, then direct when proxies are set; the sandbox when nothing is configured.
    serp_sources: Annotated[list[str], NoDecode] = []
    serp_proxies: Annotated[list[str], NoDecode] = []  # http://user:pass@host:port, in turn
    serp_proxy_cooldown_seconds: float = 600
    # Where the direct source sends each engine (Google's country domains redirect to www.google.com).
    serp_google_url: str = "https://www.google.com"
    serp_yahoo_jp_url: str = "https://search.yahoo.co.jp"
    serp_yahoo_tw_url: str = "https://tw.search.yahoo.com"
    serp_render: Literal["off", "auto", "always"] = "auto"  # Chromium for pages the plain fetch cannot read
    serp_download_delay: float | None = None  # seconds between requests to one engine; None: per-engine defaults
    serp_retry_times: int = 3
    serp_crawl_timeout_seconds: float = 900
    serp_sandbox_url: str | None = None  # a running sandbox server; None: the sandbox source starts its own
    serp_sandbox_domains: Annotated[list[str], NoDecode] = []  # domains that compete in every sandbox SERP
    serpapi_key: str | None = None
    serpapi_url: str = "https://serpapi.com"
    serper_key: str | None = None
    serper_url: str = "https://google.serper.dev"
    dataforseo_login: str | None = None
    dataforseo_password: str | None = None
    dataforseo_url: str = "https://api.dataforseo.com"
    serp_api_timeout_seconds: float = 120

    @field_validator("serp_sources", "serp_proxies", "serp_sandbox_domains", mode="before")
    @classmethod
    def _split_list(cls, value: object) -> object:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                return json.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value

    def fetch_policy(self) -> FetchPolicy:
        """The one fetch policy every fetcher is given (the crawler reads no settings itself)."""
        return FetchPolicy(allow_private=self.crawl_allow_private, max_bytes=self.crawl_max_bytes,
                           timeout=self.crawl_request_timeout_seconds, max_redirects=self.crawl_max_redirects,
                           user_agent=self.crawl_user_agent)

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
            if url.startswith(("postgresql://", "postgres://")):
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
