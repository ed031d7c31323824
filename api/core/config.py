"""One validated settings object for every process (API, worker, beat, crawler).

Environment variables are prefixed ``RANKLENS_``. The defaults are the embedded mode:
SQLite and chDB under ``data_dir``, Celery in-process with an in-memory broker.
Cluster mode sets ``RANKLENS_DATABASE_URL``, ``RANKLENS_CLICKHOUSE_URL`` and
``RANKLENS_BROKER_URL``, and needs ``RANKLENS_SECRET_KEY`` (embedded mode makes its own).
"""

from __future__ import annotations

import json
import os
import secrets
import tempfile
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Annotated, Literal
from urllib.parse import urlsplit

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from analytics.client import is_chdb
from crawler.audit.policy import DEFAULT_USER_AGENT, FetchPolicy

APP_VERSION = "0.1.0"

# The placeholder earlier versions shipped as the default: it is public, so it may never sign anything.
PUBLIC_DEFAULT_SECRET_KEY = "change-me-in-production"
SECRET_KEY_MIN_BYTES = 32
SECRET_KEY_FILE = "secret_key"
MAKE_SECRET_KEY = "python3 -c 'import secrets; print(secrets.token_urlsafe(48))'"
# Host names every process answers to: a browser only sends them for this machine itself.
LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")


class SecretKeyError(RuntimeError):
    """The configured secret key is unsafe or missing; the process must not start with it."""


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RANKLENS_", env_file=".env", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str | None = None
    clickhouse_url: str | None = None
    clickhouse_cluster: str | None = None
    broker_url: str | None = None
    result_backend: str | None = None
    # Cluster mode: a task a worker took is handed to another worker when the worker holding it has not renewed
    # it for this long (it died: killed, its machine lost); live workers renew theirs (api/worker/reservations.py).
    task_visibility_seconds: float = 300
    # Redis for server-sent events across processes; defaults to a Redis broker_url.
    redis_url: str | None = None

    # RANKLENS_SECRET_KEY, read through ``secret_key`` (checked; generated in embedded mode when unset).
    configured_secret_key: str | None = Field(default=None, validation_alias="RANKLENS_SECRET_KEY", repr=False)
    public_url: str = "http://127.0.0.1:8000"
    # Where this process itself is served on this machine (`ranklens up` / `ranklens api` record it at
    # start): server-side Chromium opens the PDF report here, never at an address taken from a request.
    internal_url: str | None = None
    # Host names (or "*.example.com", or "*" for any) answered besides LOOPBACK_HOSTS and the hosts of
    # public_url and internal_url; any other Host header gets 400.
    allowed_hosts: Annotated[list[str], NoDecode] = []
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

    # Google sign-in and linked services (api/google): the OAuth client of the operator's Google Cloud
    # project. Without a client id, sign-in with Google and linking are off (the console says so). The base
    # URLs are Google's; tests point them at a local server. The client's authorized redirect URI is
    # {public_url}/google/callback (the consent popup's page, for sign-in and linking alike).
    google_client_id: str | None = None
    google_client_secret: str | None = Field(default=None, repr=False)
    google_auth_url: str = "https://accounts.google.com/o/oauth2/v2/auth"
    google_token_url: str = "https://oauth2.googleapis.com/token"
    google_revoke_url: str = "https://oauth2.googleapis.com/revoke"
    google_issuer: str = "https://accounts.google.com"  # its /.well-known/openid-configuration names the keys
    google_analytics_data_url: str = "https://analyticsdata.googleapis.com"
    google_analytics_admin_url: str = "https://analyticsadmin.googleapis.com"
    google_search_console_url: str = "https://searchconsole.googleapis.com"  # also serves /webmasters/v3
    google_indexing_url: str = "https://indexing.googleapis.com"
    # The key that encrypts stored secrets (api/core/secrets.py): Google's OAuth tokens, WordPress application
    # passwords (Fernet, urlsafe base64 of 32 bytes); derived from the secret key when unset, so embedded mode
    # needs nothing. LINE keeps no token (api/line/models.py).
    token_encryption_key: str | None = Field(default=None, repr=False)
    indexnow_url: str = "https://api.indexnow.org"
    # LINE Login (binding) and the Messaging API (alerts, weekly summary), api/line.
    line_login_channel_id: str | None = None
    line_login_channel_secret: str | None = Field(default=None, repr=False)
    line_messaging_access_token: str | None = Field(default=None, repr=False)
    line_auth_url: str = "https://access.line.me/oauth2/v2.1/authorize"
    line_api_url: str = "https://api.line.me"
    # The AI writer's model (api/writers/ai): any OpenAI-compatible chat-completions endpoint — OpenAI
    # (https://api.openai.com/v1), Azure OpenAI (https://<resource>.openai.azure.com/openai/v1), vLLM or Ollama
    # (http://127.0.0.1:11434/v1). Without a base URL and a model the AI writer says how to set them. The key
    # may stay unset for a local server that wants none. The timeout bounds connecting and every wait for the
    # next piece of the streamed answer.
    llm_base_url: str | None = None
    llm_api_key: str | None = Field(default=None, repr=False)
    llm_model: str | None = None
    llm_timeout_seconds: float = Field(default=60.0, gt=0)
    llm_max_retries: int = Field(default=1, ge=0)
    llm_temperature: float = Field(default=0.7, ge=0, le=2)

    # The card gateway (api/billing/ecpay.py): ECPay's merchant id, HashKey and HashIV. Unset: ECPay's published
    # test merchant on its test environment (no real charge). Production: https://payment.ecpay.com.tw.
    ecpay_merchant_id: str | None = None
    ecpay_hash_key: str | None = Field(default=None, repr=False)
    ecpay_hash_iv: str | None = Field(default=None, repr=False)
    ecpay_url: str = "https://payment-stage.ecpay.com.tw"
    # E-invoices (api/billing/einvoice.py): ECPay's e-invoice merchant id, HashKey and HashIV (an account of their
    # own at ECPay). Unset: ECPay's published e-invoice test merchant. Production: https://einvoice.ecpay.com.tw.
    einvoice_merchant_id: str | None = None
    einvoice_hash_key: str | None = Field(default=None, repr=False)
    einvoice_hash_iv: str | None = Field(default=None, repr=False)
    einvoice_url: str = "https://einvoice-stage.ecpay.com.tw"
    # Who sells, as a receipt states it (api/billing/receipts.py): the company's name, uniform number and address.
    seller_name: str = "RankLens"
    seller_uniform_number: str = ""
    seller_address: str = ""

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
    # Shared-report password guesses (api/projects/share.py), per login window: by one client for one
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

    # How pages strangers name are fetched, by the site crawl, the page checker and the page audit alike
    # (fetch_policy): private addresses allowed (local use, tests), a response's size cap, one request's
    # timeout, the redirects followed, the user agent; and the processes auditing a large crawl's pages
    # (None: by the machine's cores).
    crawl_allow_private: bool = Field(default=False)
    crawl_max_bytes: int = Field(default=10 * 1024 * 1024, gt=0)
    crawl_request_timeout_seconds: float = Field(default=20.0, gt=0)
    crawl_max_redirects: int = Field(default=10, ge=0)
    crawl_user_agent: str = DEFAULT_USER_AGENT
    crawl_audit_workers: int | None = Field(default=None, ge=0)

    # The link crawl fleet (crawler/links, api/links/fleet.py): its frontier's Redis (None: redis_url, else the
    # broker's; embedded mode keeps it in the process, on fakeredis), the pages it may fetch a day until an
    # operator sets a budget, the batches crawled at once, the least delay between two fetches of one host, how
    # often it is seeded from the stored SERPs, audits and competitors (seconds).
    links_frontier_url: str | None = None
    links_daily_budget: int | None = Field(default=20_000, ge=0)
    links_workers: int = Field(default=1, ge=1)
    links_min_delay_seconds: float = Field(default=1.0, ge=0)
    links_seed_every_seconds: int = Field(default=6 * 3600, ge=60)

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
    # The keyword universe (analytics.links.organic): SERPs fetched each day per market beyond users' keywords
    # (the most searched keywords of the research store), refreshed when older than the refresh period.
    keyword_universe_daily: int = 200
    keyword_universe_refresh_days: int = 30

    # Keyword research (crawler/keywords): metric sources tried in this order (google_ads, dataforseo,
    # sandbox; "a,b" or JSON). Empty: every provider with credentials (Google Ads, then DataForSEO with the
    # dataforseo_* settings above), the sandbox alone when none has. Figures are cached per month.
    keyword_sources: Annotated[list[str], NoDecode] = []
    google_ads_developer_token: str | None = None
    google_ads_client_id: str | None = None
    google_ads_client_secret: str | None = None
    google_ads_refresh_token: str | None = None
    google_ads_customer_id: str | None = None  # the account asked (digits, dashes allowed)
    google_ads_login_customer_id: str | None = None  # the manager account, when access goes through one
    google_ads_url: str = "https://googleads.googleapis.com"
    google_ads_api_version: str = "v21"
    google_ads_token_url: str = "https://oauth2.googleapis.com/token"
    # The account's money in USD: 1.0 for an account billed in USD (CPCs are shown in USD, SPEC §1).
    google_ads_usd_per_unit: float = Field(default=1.0, gt=0)
    # Google Autocomplete's suggest endpoint, asked for ideas: "auto" when a real metric source is set
    # (a sandbox-only install stays offline), "on", or "off".
    autocomplete_url: str = "https://suggestqueries.google.com"
    keyword_autocomplete: Literal["off", "auto", "on"] = "auto"
    keyword_autocomplete_workers: int = Field(default=4, ge=1)
    keyword_api_timeout_seconds: float = Field(default=30.0, gt=0)

    @field_validator("serp_sources", "serp_proxies", "serp_sandbox_domains", "allowed_hosts", "forwarded_allow_ips",
                     "keyword_sources", mode="before")
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
                           user_agent=self.crawl_user_agent, audit_workers=self.crawl_audit_workers)

    @property
    def embedded(self) -> bool:
        return self.broker_url is None

    @cached_property
    def secret_key(self) -> str:
        """The key that signs links and tokens (:class:`SecretKeyError` when it must not be used).

        Embedded mode without RANKLENS_SECRET_KEY keeps a random key in the data directory, so every
        command on that directory signs alike. Cluster mode needs the same configured key on every host.
        """
        key = self.configured_secret_key or None
        if key == PUBLIC_DEFAULT_SECRET_KEY:
            raise SecretKeyError(
                f"RANKLENS_SECRET_KEY is the public placeholder {PUBLIC_DEFAULT_SECRET_KEY!r}, with which anyone "
                f"can sign password-reset links. Set it to a random string of at least {SECRET_KEY_MIN_BYTES} "
                f"bytes (make one with: {MAKE_SECRET_KEY})"
                + (", or unset it: embedded mode then keeps a generated key in the data directory." if self.embedded
                   else "."))
        if self.embedded:
            return key or _stored_secret_key(self.data_dir)
        if key is None or len(key.encode()) < SECRET_KEY_MIN_BYTES:
            raise SecretKeyError(
                f"Cluster mode (RANKLENS_BROKER_URL is set) needs RANKLENS_SECRET_KEY: a random string of at "
                f"least {SECRET_KEY_MIN_BYTES} bytes, the same for every api, worker and beat process "
                f"({'it is unset' if key is None else f'it has {len(key.encode())}'}). Make one with: "
                f"{MAKE_SECRET_KEY}")
        return key

    @property
    def pdf_origin(self) -> str:
        """Where server-side Chromium opens the console to print a report: this process, else the public URL."""
        return (self.internal_url or self.public_url).rstrip("/")

    @property
    def trusted_hosts(self) -> list[str]:
        """Host names requests may name (lower case, no port): always loopback, public and internal URL."""
        own = [urlsplit(url).netloc.rpartition("@")[2] for url in (self.public_url, self.internal_url) if url]
        return list(dict.fromkeys(host_name(h) for h in (*LOOPBACK_HOSTS, *own, *self.allowed_hosts)))

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
    def analytics_cluster(self) -> str | None:
        """The ClickHouse cluster for ON CLUSTER DDL: only when talking to a server, never on chDB."""
        return None if is_chdb(self.analytics_url) else self.clickhouse_cluster or None

    @property
    def outbox_dir(self) -> Path:
        return self.data_dir / "outbox"


def host_name(host: str) -> str:
    """The name part of a Host header or netloc, lower case: ``Example.com:8000`` → ``example.com``,
    ``[::1]:8000`` → ``[::1]``."""
    host = host.strip().lower()
    if host.startswith("["):
        return host.partition("]")[0] + "]"
    return host.partition(":")[0]


def _stored_secret_key(data_dir: Path) -> str:
    """The embedded key: made at first use and kept in ``<data_dir>/secret_key``, readable by its owner only."""
    path = data_dir / SECRET_KEY_FILE
    if not path.exists():
        data_dir.mkdir(parents=True, exist_ok=True)
        handle, draft = tempfile.mkstemp(dir=data_dir, prefix=f".{SECRET_KEY_FILE}.")  # mode 0600
        try:
            with os.fdopen(handle, "w") as out:
                out.write(secrets.token_urlsafe(48) + "\n")
            # A link publishes the whole file at once; when two processes start together the first one wins.
            os.link(draft, path)
        except FileExistsError:
            pass
        finally:
            os.unlink(draft)
    key = path.read_text().strip()
    if len(key.encode()) < SECRET_KEY_MIN_BYTES:
        raise SecretKeyError(f"{path.resolve()} holds no usable key (at least {SECRET_KEY_MIN_BYTES} bytes): "
                             "delete it to have a new one made (links sent so far stop working).")
    return key


_chosen: Settings | None = None


@lru_cache
def _from_environment() -> Settings:
    return Settings()


def get_settings() -> Settings:
    """The process's settings: those its command chose (:func:`use_settings`), else read once from the
    environment."""
    return _chosen if _chosen is not None else _from_environment()


def use_settings(settings: Settings | None) -> Settings | None:
    """Make ``settings`` what :func:`get_settings` returns in this process (None: the environment's again).

    For what a command decides and the environment does not hold (``ranklens up --data-dir``, the address
    ``ranklens api`` serves on, the sandbox server ``up`` starts): handed over as a Settings object rather
    than written into ``os.environ`` for the next read to pick up. Call it before the app and the worker
    are made (they read the settings when they are made), and reset what was derived from the previous
    settings (the database engine) yourself."""
    global _chosen
    _chosen = settings
    return settings


def _read_environment_again() -> None:
    use_settings(None)
    _from_environment.cache_clear()


# The lru_cache interface callers know: tests that change the environment start again with it.
get_settings.cache_clear = _read_environment_again  # type: ignore[attr-defined]
