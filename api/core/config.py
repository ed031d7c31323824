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
    # Sign-in throttling (api/accounts/service.py), per window: failures of one account (a success
    # clears them), and attempts from one client address, successes included (a count cannot be taken
    # back atomically; 50 leaves room for an office signing in behind one NAT address).
    login_max_failures: int = 5
    login_address_max_attempts: int = 50
    login_failure_window_seconds: int = 15 * 60
    # Shared-report password guesses (api/rankings/service.py), per login window: by one client for one
    # share (a success clears them), and by one client address across shares. Never per share alone,
    # so a stranger's guesses cannot lock out the report's real viewers.
    share_max_failures: int = 5
    share_address_max_attempts: int = 20
    # How long an unlocked shared report stays readable in a browser (the signed viewer cookie).
    share_viewer_ttl_seconds: int = 12 * 60 * 60
    # Proxies (addresses or CIDRs, "a,b"; "*" for any) whose X-Forwarded-For and X-Forwarded-Proto
    # name the client: the load balancer of cluster mode. None by default: the socket's peer is the
    # client, and a forged header from anyone else is ignored.
    forwarded_allow_ips: Annotated[list[str], NoDecode] = []

    crawl_allow_private: bool = Field(default=False)

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

    @field_validator("serp_sources", "serp_proxies", "serp_sandbox_domains", "forwarded_allow_ips", mode="before")
    @classmethod
    def _split_list(cls, value: object) -> object:
        if isinstance(value, str):
            text = value.strip()
            if text.startswith("["):
                return json.loads(text)
            return [part.strip() for part in text.split(",") if part.strip()]
        return value

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
