"""What this installation really talks to: each outside service, configured (real) or answered by a stand-in — the
sandbox, a test environment, the mail outbox — or missing, so that an operator sees at a glance what is real.
``ranklens up`` prints it as one block at start-up (:func:`report`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from api.core.config import Settings
from crawler.keywords.sources import source_names as keyword_source_names
from crawler.serp.crawl import CHROMIUM_LAUNCH_OPTIONS
from crawler.serp.sources import source_names as serp_source_names

# fonts-noto-cjk (scripts/ensure-chromium.sh): Chinese and Japanese text in the PDFs Chromium prints
CJK_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


@dataclass(frozen=True)
class Service:
    name: str
    real: bool
    detail: str


def services(settings: Settings) -> list[Service]:
    """Every outside service the product uses, in the order the report lists them."""
    serp = serp_source_names(settings)
    keywords = keyword_source_names(settings)
    chromium = Path(CHROMIUM_LAUNCH_OPTIONS["executable_path"])
    return [
        Service("SERP sources", serp != ["sandbox"], ", ".join(serp) if serp != ["sandbox"] else
                f"sandbox{f' at {settings.serp_sandbox_url}' if settings.serp_sandbox_url else ''}: made-up "
                "results, labelled sandbox (set RANKLENS_SERPAPI_KEY, RANKLENS_SERPER_KEY, RANKLENS_DATAFORSEO_LOGIN "
                "or RANKLENS_SERP_PROXIES)"),
        Service("Keyword figures", keywords != ["sandbox"], ", ".join(keywords) if keywords != ["sandbox"] else
                "sandbox: made-up volume, CPC and competition, labelled sandbox (set RANKLENS_GOOGLE_ADS_* or "
                "RANKLENS_DATAFORSEO_LOGIN)"),
        Service("Backlinks", True, "RankLens's own link crawl and index"),
        Service("Google", bool(settings.google_client_id and settings.google_client_secret),
                "sign-in, Search Console, Analytics and indexing" if settings.google_client_id else
                "off: Google sign-in and the Search Console, Analytics and indexing links wait for "
                "RANKLENS_GOOGLE_CLIENT_ID and RANKLENS_GOOGLE_CLIENT_SECRET"),
        Service("LINE", bool(settings.line_login_channel_id and settings.line_login_channel_secret),
                "LINE Login and notifications" if settings.line_login_channel_id else
                "off: LINE Login and LINE notifications wait for RANKLENS_LINE_LOGIN_CHANNEL_ID and _SECRET"),
        Service("AI writer (LLM)", bool(settings.llm_base_url and settings.llm_model),
                f"{settings.llm_model} at {settings.llm_base_url}" if settings.llm_base_url and settings.llm_model else
                "off: the AI writer says how to set RANKLENS_LLM_BASE_URL and RANKLENS_LLM_MODEL"),
        Service("WordPress", True, "each project links its own site (CMS)"),
        Service("Mail (SMTP)", bool(settings.smtp_host),
                f"{settings.smtp_host}:{settings.smtp_port}" if settings.smtp_host else
                f"outbox: mails are written to {settings.outbox_dir} (set RANKLENS_SMTP_HOST)"),
        Service("Card payments (ECPay)", bool(settings.ecpay_merchant_id),
                f"merchant {settings.ecpay_merchant_id} at {settings.ecpay_url}" if settings.ecpay_merchant_id else
                f"ECPay's test merchant at {settings.ecpay_url}: nothing is charged"),
        Service("E-invoices (ECPay)", bool(settings.einvoice_merchant_id),
                f"merchant {settings.einvoice_merchant_id} at {settings.einvoice_url}" if settings.einvoice_merchant_id
                else f"ECPay's e-invoice test merchant at {settings.einvoice_url}: no real invoice is issued"),
        Service("Chromium", chromium.exists(), "PDF exports, render mode and Core Web Vitals" if chromium.exists() else
                f"missing at {chromium}: PDF exports, render mode and Core Web Vitals refuse until "
                "scripts/ensure-chromium.sh installs it"),
        Service("CJK fonts", CJK_FONT.exists(), "Chinese and Japanese in PDFs" if CJK_FONT.exists() else
                "missing: Chinese and Japanese print as boxes in PDFs until scripts/ensure-chromium.sh installs "
                "fonts-noto-cjk"),
    ]


def report(settings: Settings) -> str:
    """The services as one block: ``✓`` real, ``!`` a stand-in or missing."""
    rows = services(settings)
    width = max(len(service.name) for service in rows)
    lines = [f"  {'✓' if service.real else '!'} {service.name.ljust(width)}  {service.detail}" for service in rows]
    return "\n".join(["What RankLens talks to (✓ real, ! stand-in or missing):", *lines])
