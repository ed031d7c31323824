"""``ranklens``: every command an operator runs.

Embedded mode (one machine, nothing to install): ``ranklens up`` migrates both stores and serves the API
and the console with a Celery worker and beat in the same process, which also owns the chDB directory.
Cluster mode (RANKLENS_DATABASE_URL, RANKLENS_BROKER_URL, RANKLENS_CLICKHOUSE_URL set): ``ranklens migrate``
once per release, then any number of ``ranklens api`` and ``ranklens worker -Q …`` and one ``ranklens beat``.
"""

from __future__ import annotations

import gc
import json
import signal
import sys
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import click

from api.core import config, db
from api.core.config import SecretKeyError, Settings

ALL_QUEUES = "serp,crawl,reports,default"


def _settings(**decided) -> Settings:
    """The command's settings: the environment's, read now, with what the command itself decided
    (``decided``, e.g. ``up --data-dir``) given explicitly; made the process's settings (what the app, the
    worker and the stores read), with the data directory in place."""
    settings = config.use_settings(Settings(**decided))
    db.get_engine.cache_clear()  # made from the previous settings' database URL
    db.get_sessionmaker.cache_clear()
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return settings


def _redact(url: str) -> str:
    """A store URL fit to print: the password replaced by ***."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def _require_cluster(settings: Settings, command: str) -> None:
    if settings.embedded:
        raise click.UsageError(
            f"`ranklens {command}` is a cluster-mode process and needs RANKLENS_BROKER_URL (Redis). "
            "On one machine, `ranklens up` runs the API, a worker and beat together."
        )
    _require_secret_key(settings)  # the same key on every process of the cluster


def _require_secret_key(settings: Settings) -> None:
    """Stop here, with the reason, rather than serve or work with an unsafe or missing secret key."""
    try:
        _ = settings.secret_key
    except SecretKeyError as exc:
        raise click.ClickException(str(exc)) from None


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def main() -> None:
    """RankLens: keyword rankings, site audits and keyword research."""


# ---- migrations ---------------------------------------------------------------------------------

def _migrate(settings: Settings, *, plan: bool = False, check: bool = False) -> bool:
    """Applies (or with plan/check only lists) both stores' pending migrations; True when none is pending."""
    from analytics.client import StoreInUse
    from analytics.schema import runner
    from api.core import migrate as transactional
    from api.core import store

    try:
        tx_pending = transactional.pending(settings.sqlalchemy_url)
        analytics = store.migration_status()
        if plan or check:
            click.echo(f"Transactional store ({_redact(settings.sqlalchemy_url)}): {len(tx_pending)} pending")
            for revision in tx_pending:
                click.echo(f"  {revision}")
            click.echo(f"Analytics store ({_redact(settings.analytics_url)}): {len(analytics.pending)} pending")
            for migration in analytics.pending:
                click.echo(f"  {migration.label}")
            for migration in analytics.changed:
                click.echo(f"  {migration.label}: edited after it was applied", err=True)
            return not tx_pending and analytics.up_to_date
        if tx_pending:
            transactional.upgrade(settings.sqlalchemy_url)
        applied = store.apply_migrations()
    except (StoreInUse, runner.MigrationError) as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(f"Transactional store: {len(tx_pending)} applied; analytics store: {len(applied)} applied.")
    return True


@main.command()
@click.option("--plan", is_flag=True, help="List the pending migrations of both stores; change nothing.")
@click.option("--check", is_flag=True, help="Like --plan, and exit 1 when anything is pending or edited.")
def migrate(plan: bool, check: bool) -> None:
    """Apply the migrations of the transactional store (Alembic) and the analytics store (ClickHouse)."""
    settings = _settings()
    up_to_date = _migrate(settings, plan=plan, check=check)
    if check and not up_to_date:
        sys.exit(1)


# ---- processes ----------------------------------------------------------------------------------

def _internal_url(host: str, port: int) -> str:
    """This process's own address on this machine: loopback when it listens on every address."""
    if host == "0.0.0.0":
        host = "127.0.0.1"
    elif host == "::":
        host = "::1"
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def _serve(settings: Settings, host: str, port: int, announce: bool) -> None:
    import uvicorn

    own = _internal_url(host, port)
    update = {}
    if not settings.internal_url:
        # Given before the app is made: the PDF export opens the console here (Settings.pdf_origin).
        update["internal_url"] = own
    if "public_url" not in settings.model_fields_set:
        # Unset, the public address is this one, port included: links in mails and the card gateway's notices
        # must reach this process, not the default port
        update["public_url"] = own
    if update:
        settings = config.use_settings(settings.model_copy(update=update))
    if host in ("0.0.0.0", "::") and not settings.allowed_hosts:
        click.secho(f"Listening on every address, answering only for {', '.join(settings.trusted_hosts)}: to "
                    "open it by another name or address, list them in RANKLENS_ALLOWED_HOSTS "
                    "(`*` answers any host).", fg="yellow")

    class Server(uvicorn.Server):
        async def startup(self, sockets=None) -> None:
            await super().startup(sockets=sockets)
            # The app and every module it imported live as long as the process: out of the collector's
            # sight, a full collection no longer walks them. A big answer (1,000 keyword ideas, some
            # 100,000 objects) otherwise set off full collections of ~280,000 objects: 125 -> 330 ms of
            # CPU on every other request (bench/keyword_suggestions.py).
            gc.freeze()
            if announce and self.started:
                shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
                click.secho(f"\nRankLens is running at http://{shown}:{port}\n", fg="green", bold=True)

    # Open event streams never end by themselves: give them a few seconds at shutdown, then close them.
    # proxy_headers off: uvicorn would otherwise trust X-Forwarded-For from 127.0.0.1 (or $FORWARDED_ALLOW_IPS);
    # the app honours it only from RANKLENS_FORWARDED_ALLOW_IPS (api/main.py).
    server = Server(uvicorn.Config("api.main:create_app", factory=True, host=host, port=port, proxy_headers=False,
                                   timeout_graceful_shutdown=3, log_level="info"))
    # Uvicorn shuts down on SIGINT or SIGTERM, then raises the signal again: make both a quiet KeyboardInterrupt.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    if not server.started:
        raise click.ClickException(f"could not serve on {host}:{port} (see the log above)")


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=int)
@click.option("--data-dir", default="./data", show_default=True, type=click.Path(file_okay=False),
              help="Where the embedded stores, the outbox and the schedule live.")
def up(host: str, port: int, data_dir: str) -> None:
    """Everything in one process: migrate, then serve the API and console with a worker and beat."""
    from api.spa import console_dist

    settings = _settings(data_dir=Path(data_dir).resolve())
    _require_secret_key(settings)
    _migrate(settings)
    if not (console_dist(settings) / "index.html").is_file():
        click.secho("The console is not built: run `make install` (or `npm ci && npm run build`), "
                    "then reload the page. The API works meanwhile.", fg="yellow")

    from api.core.availability import report
    from api.rankings import sandbox
    from api.worker.app import start_embedded_worker

    if sandbox.wanted(settings):
        server = sandbox.start(settings)
        # The sandbox source (the rankings tasks' settings) now points at this server.
        settings = config.use_settings(settings.model_copy(update={"serp_sandbox_url": server.url}))
    click.echo(report(settings))
    embedded = start_embedded_worker()
    try:
        _serve(settings, host, port, announce=True)
    finally:
        embedded.stop()
        sandbox.stop()


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, show_default=True, type=int)
def api(host: str, port: int) -> None:
    """Serve the API and console only (cluster mode: workers and beat run as their own processes)."""
    settings = _settings()
    _require_cluster(settings, "api")
    _serve(settings, host, port, announce=True)


@main.command()
@click.option("-Q", "--queues", default=ALL_QUEUES, show_default=True,
              help="Comma-separated queues to consume: serp, crawl, reports, default.")
@click.option("-c", "--concurrency", type=int, default=None, help="Worker processes (default: CPU count).")
@click.option("--loglevel", default="INFO", show_default=True)
def worker(queues: str, concurrency: int | None, loglevel: str) -> None:
    """A Celery worker consuming the given queues (cluster mode)."""
    _require_cluster(_settings(), "worker")
    from api.worker.app import QUEUES, app

    unknown = sorted({q.strip() for q in queues.split(",")} - set(QUEUES))
    if unknown:
        raise click.BadParameter(f"unknown queue {', '.join(unknown)}; queues are {', '.join(QUEUES)}",
                                 param_hint="--queues")
    argv = ["worker", "--queues", queues, "--loglevel", loglevel]
    if concurrency:
        argv += ["--concurrency", str(concurrency)]
    app.worker_main(argv)


@main.command()
@click.option("--loglevel", default="INFO", show_default=True)
def beat(loglevel: str) -> None:
    """The scheduler that sends periodic tasks (cluster mode: run exactly one)."""
    _require_cluster(_settings(), "beat")
    from api.worker.app import app

    app.start(["beat", "--loglevel", loglevel, "--schedule", app.conf.beat_schedule_filename])


# ---- accounts -----------------------------------------------------------------------------------

def _refusal(exc) -> click.ClickException:
    """An AppError's message and its fields' in English, as the CLI prints them."""
    from api.core.errors import error_body

    body = error_body(exc.code, "en", exc.fields, **exc.params)
    lines = [body["message"], *(f"  {f['field']}: {f['message']}" for f in body.get("fields", []))]
    return click.ClickException("\n".join(lines))


@main.command()
@click.argument("email")
@click.option("--password", required=True, help="At least 8 characters.")
@click.option("--plan", "plan_id", type=int, default=None, help="Plan id (default: the 7-day free trial).")
@click.option("--name", default=None)
def createuser(email: str, password: str, plan_id: int | None, name: str | None) -> None:
    """Create an account with a verified e-mail; its owner fills in the profile at first sign-in."""
    from api.accounts.service import create_account
    from api.core.errors import AppError

    _settings()
    session = db.get_sessionmaker()()
    try:
        try:
            user = create_account(session, email, password, plan_id=plan_id, verified=True)
        except AppError as exc:
            raise _refusal(exc) from exc
        if name:
            user.name = name
            session.commit()
        click.echo(f"Created user {user.id} <{user.email}>.")
    finally:
        session.close()


@main.group()
def codes() -> None:
    """Trial and promo codes (until the admin screens manage them)."""


_PERIODS = {"monthly": 1, "yearly": 2}
_WHEN = click.DateTime(["%Y-%m-%d", "%Y-%m-%dT%H:%M"])


@codes.command("add")
@click.argument("code")
@click.option("--kind", type=click.Choice(["promo", "trial"]), default="promo", show_default=True)
@click.option("--percent", "discount_percent", type=int, default=None, help="Promo: percent off every period (1-99).")
@click.option("--amount", "discount_amount", type=int, default=None, help="Promo: NT$ off every period.")
@click.option("--plan", "plan_id", type=int, default=None,
              help="Trial: the plan granted. Promo: the only plan it applies to (default: any).")
@click.option("--period", type=click.Choice(list(_PERIODS)), default=None, help="Promo: only this period.")
@click.option("--days", type=int, default=7, show_default=True, help="Trial: days granted.")
@click.option("--max-uses", type=int, default=None, help="How many times it may be used (default: no limit).")
@click.option("--starts", type=_WHEN, default=None, help="UTC, e.g. 2026-12-01 or 2026-12-01T09:00.")
@click.option("--expires", type=_WHEN, default=None, help="UTC; the code stops working at this moment.")
def codes_add(code: str, kind: str, discount_percent: int | None, discount_amount: int | None, plan_id: int | None,
              period: str | None, days: int, max_uses: int | None, starts: datetime | None,
              expires: datetime | None) -> None:
    """Create a code, e.g. ``ranklens codes add LAUNCH20 --percent 20 --plan 10 --period yearly --max-uses 100``."""
    from api.core.errors import AppError
    from api.plans import codes as promo_codes

    _settings()
    with db.get_sessionmaker()() as session:
        try:
            promo = promo_codes.create(session, promo_codes.NewCode(
                code, kind, plan_id, days, discount_percent, discount_amount, _PERIODS.get(period or ""), max_uses,
                starts and starts.replace(tzinfo=UTC), expires and expires.replace(tzinfo=UTC)))
        except AppError as exc:
            raise _refusal(exc) from exc
        click.echo(f"Created {promo.kind} code {promo.code}.")


@codes.command("list")
def codes_list() -> None:
    """Every code with its uses."""
    from sqlalchemy import select

    from api.plans.models import PromoCode

    _settings()
    with db.get_sessionmaker()() as session:
        for promo in session.scalars(select(PromoCode).order_by(PromoCode.created_at)):
            off = (f"{promo.discount_percent}% off" if promo.discount_percent else
                   f"NT${promo.discount_amount} off" if promo.discount_amount else f"{promo.days} days")
            limit = promo.max_uses if promo.max_uses is not None else "∞"
            expires = promo.expires_at.date().isoformat() if promo.expires_at else "-"
            click.echo(f"{promo.code}\t{promo.kind}\t{off}\tplan {promo.plan_id or 'any'}\t"
                       f"used {promo.used_count}/{limit}\texpires {expires}")


# ---- search result pages ------------------------------------------------------------------------

SERP_ENGINES = ("google", "yahoo_jp", "yahoo_tw")


@main.group()
def serp() -> None:
    """Read and fetch search result pages (the rank tracker's sources)."""


def _serp_output(payload: dict, fmt: str) -> None:
    """The parsed page as JSON, or as a short listing a person reads."""
    if fmt == "json":
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2))
        return
    for row in payload["organic"]:
        click.echo(f"{row['position']:>3}. {row['url']}\n     {row['title']}")
    features = sorted({row["type"] for row in payload["features"]})
    click.echo(f"{len(payload['organic'])} organic results; features: {', '.join(features) or 'none'}")


def _serp_failure(engine: str, error: dict, fmt: str, **extra: object) -> None:
    """Print the error (as JSON too when asked) and exit non-zero: a failed page is never a rank."""
    if fmt == "json":
        payload = {"engine": engine, "organic": [], "features": [], "related_searches": [], "error": error, **extra}
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2))
    raise click.ClickException(f"{error['kind']}: {error['detail']}" if error.get("detail") else error["kind"])


@serp.command("parse")
@click.argument("file", type=click.File("rb"))
@click.option("--engine", type=click.Choice(SERP_ENGINES), required=True)
@click.option("--device", type=click.Choice(["desktop", "mobile"]), default="desktop", show_default=True)
@click.option("--page", type=click.IntRange(min=1), default=1, show_default=True, help="The page's number in the SERP.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def serp_parse(file, engine: str, device: str, page: int, fmt: str) -> None:
    """Parse a saved result page (FILE, or - for standard input)."""
    from w3lib.encoding import html_to_unicode

    from crawler.parsers import parse_html
    from crawler.serp import SerpPageError

    _, html = html_to_unicode(None, file.read())
    try:
        parsed = parse_html(engine, html, device=device, page=page)
    except SerpPageError as exc:
        _serp_failure(engine, {"kind": exc.kind.value, "detail": exc.detail}, fmt)
    _serp_output({**parsed.to_dict(), "error": None}, fmt)


@serp.command("fetch")
@click.argument("keyword")
@click.option("--engine", type=click.Choice(SERP_ENGINES), default="google", show_default=True)
@click.option("--country", default="TW", show_default=True, help="ISO code: TW, JP, HK, US, …")
@click.option("--language", default=None, help="Search language (hl), e.g. zh-TW, ja; default: the country's.")
@click.option("--device", type=click.Choice(["desktop", "mobile"]), default="desktop", show_default=True)
@click.option("--location", default="", help='A city, e.g. "Taipei City,Taiwan"; default: the whole country.')
@click.option("--pages", type=click.IntRange(1, 10), default=1, show_default=True, help="Result pages (10 results each).")
@click.option("--source", "sources", multiple=True, help="Source to use (repeat for an order); default: the settings'.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def serp_fetch(keyword: str, engine: str, country: str, language: str | None, device: str, location: str,
               pages: int, sources: tuple[str, ...], fmt: str) -> None:
    """Fetch one SERP through the configured sources (failover in order) and print it."""
    from crawler.serp.requests import SerpQuery
    from crawler.serp.sources import FailoverChain, build_source, chain_from_settings

    settings = _settings()
    try:
        query = SerpQuery(engine, keyword, country, language or "", device, location)
        chain = FailoverChain([build_source(n, settings) for n in sources]) if sources else chain_from_settings(settings)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from exc
    if chain.sandbox_only:
        click.secho("No SERP source is configured (RANKLENS_SERP_SOURCES, a SERP API key or proxies): "
                    "using the local sandbox, whose results are made up.", fg="yellow", err=True)
    try:
        answer = chain.fetch(query, depth=pages * 10, strategy="full")
    finally:
        chain.close()
    fetched = answer.fetched
    extra = {**answer.to_dict(), "sandbox": fetched.sandbox, "pages_fetched": fetched.pages_fetched}
    if fetched.parsed is None:
        _serp_failure(engine, fetched.error.to_dict(), fmt, **extra)
    if fetched.sandbox and fmt == "text":
        click.secho("Sandbox results: made up by the local sandbox, not a real search engine.", fg="yellow", err=True)
    _serp_output({**fetched.parsed.to_dict(), "error": None, **extra}, fmt)


@serp.command("sandbox")
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8765, show_default=True, type=int)
def serp_sandbox(host: str, port: int) -> None:
    """Serve the sandbox SERP server (made-up Google and Yahoo pages for any query) until stopped."""
    from crawler.sandbox import SandboxServer

    settings = _settings()
    server = SandboxServer(host, port, extra_domains=tuple(settings.serp_sandbox_domains))
    click.echo(f"Sandbox SERP server on {server.url}; point a source at it with RANKLENS_SERP_SANDBOX_URL={server.url}")
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    server.start()
    try:
        signal.pause()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()


# ---- links ---------------------------------------------------------------------------------------

@main.group()
def links() -> None:
    """The link store: imports of outside link data."""


@links.command("import")
@click.option("--vertices", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Common Crawl host graph vertices file (id<TAB>reversed host; .gz or plain).")
@click.option("--edges", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="Common Crawl host graph edges file (from_id<TAB>to_id; .gz or plain).")
@click.option("--seen-at", type=click.DateTime(["%Y-%m-%d"]), default=None,
              help="The host graph release's date (default: today).")
@click.option("--wat", "wats", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A Common Crawl WAT file (.warc.wat.gz); repeat for several.")
def links_import(vertices: Path | None, edges: Path | None, seen_at: datetime | None, wats: tuple[Path, ...]) -> None:
    """Stream Common Crawl's host-level web graph and/or WAT outlink records into the link store."""
    from analytics.client import StoreInUse
    from analytics.links import commoncrawl
    from analytics.links.store import record_host_edges, record_pages
    from api.core import store

    if bool(vertices) != bool(edges):
        raise click.UsageError("the host graph needs both --vertices and --edges")
    if not vertices and not wats:
        raise click.UsageError("nothing to import: give --vertices and --edges, or --wat")
    _settings()
    try:
        client = store.get_client()
    except StoreInUse as exc:
        raise click.ClickException(str(exc)) from exc
    if vertices and edges:
        at = (seen_at or datetime.now(UTC)).replace(tzinfo=UTC)
        count = record_host_edges(client, commoncrawl.host_edges(vertices, edges, seen_at=at))
        click.echo(f"Host graph: {count} edges between sites stored.")
    for wat in wats:
        count = record_pages(client, commoncrawl.wat_pages(wat))
        click.echo(f"{wat.name}: {count} external links stored.")


# ---- site audit ---------------------------------------------------------------------------------

@main.command()
@click.argument("url")
@click.option("--max-pages", type=click.IntRange(min=1), default=100, show_default=True,
              help="Pages to crawl at most (1 audits just URL).")
@click.option("--render", is_flag=True, help="Render pages in Chromium and measure lab Core Web Vitals.")
@click.option("--keyword", default=None, help="Score every page against this target keyword.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def audit(url: str, max_pages: int, render: bool, keyword: str | None, fmt: str) -> None:
    """Crawl the site at URL in the foreground and print its audit: findings per page, site findings, health."""
    import tempfile

    from analytics.audits.scoring import Keywords
    from crawler.audit.crawl import AuditCrawlOptions, crawl_site
    from crawler.audit.report import audit_report
    from crawler.audit.ssrf import UnsafeAddress

    options = AuditCrawlOptions(
        start_url=url, max_pages=max_pages, render=render, vitals_sample=1 if render else 0,
        keep_facts=bool(keyword), policy=config.get_settings().fetch_policy(),
    )
    records = []
    with tempfile.TemporaryDirectory(prefix="ranklens-audit-") as folder:
        try:
            for record in crawl_site(options, Path(folder)):
                if record["kind"] == "progress":
                    if fmt == "text":
                        click.echo(f"crawled {record['crawled']}, queued {record['queued']}", err=True)
                    continue
                records.append(record)
        except UnsafeAddress as exc:
            raise click.ClickException(f"refused: {exc}") from exc
    done = records[-1] if records and records[-1]["kind"] == "done" else {"reason": "error", "error": None}
    report = audit_report(records, Keywords(target=(keyword,)) if keyword else Keywords())
    if fmt == "json":
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        for page in report["pages"]:
            counts = {"error": 0, "warning": 0, "notice": 0}
            for finding in page["findings"]:
                counts[finding["severity"]] += len(finding["items"])
            click.echo(f"{page['status_code'] or '---'} {page['url']}  score {page['score'] if page['score'] is not None else '-'}"
                       f"  errors {counts['error']}, warnings {counts['warning']}, notices {counts['notice']}")
        for finding in report["site_findings"]:
            click.echo(f"site: {finding['check']} ({finding['severity']}): {len(finding['items'])} URLs")
        click.echo(f"{len(report['pages'])} pages; health score {report['health_score']}")
    if done["reason"] not in ("finished", "max_pages"):
        raise click.ClickException(f"the crawl ended early ({done['reason']}): {done.get('error') or ''}".strip())


if __name__ == "__main__":
    main()
