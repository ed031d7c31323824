"""The start-up block that tells an operator what is real: each outside service configured, or a stand-in (the
sandbox, ECPay's test merchants, the mail outbox) or missing (Chromium, CJK fonts), with what to set."""

from __future__ import annotations

from pathlib import Path

from api.core import availability
from api.core.config import Settings

NOTHING = {"serp_sources": [], "serpapi_key": None, "serper_key": None, "dataforseo_login": None, "serp_proxies": [],
           "keyword_sources": [], "google_ads_developer_token": None, "google_client_id": None,
           "google_client_secret": None, "line_login_channel_id": None, "line_login_channel_secret": None,
           "llm_base_url": None, "llm_model": None, "smtp_host": None, "ecpay_merchant_id": None,
           "einvoice_merchant_id": None}


def shown(settings: Settings) -> dict[str, tuple[bool, str]]:
    return {service.name: (service.real, service.detail) for service in availability.services(settings)}


def test_a_bare_installation_names_every_stand_in_and_what_to_set(tmp_path):
    found = shown(Settings(_env_file=None, data_dir=tmp_path, **NOTHING))
    assert found["SERP sources"][0] is False and "RANKLENS_SERPAPI_KEY" in found["SERP sources"][1]
    assert found["Keyword figures"][0] is False and found["Keyword figures"][1].startswith("sandbox")
    assert found["Google"] == (False, ("off: Google sign-in and the Search Console, Analytics and indexing links "
                                       "wait for RANKLENS_GOOGLE_CLIENT_ID and RANKLENS_GOOGLE_CLIENT_SECRET"))
    assert found["Mail (SMTP)"] == (False, f"outbox: mails are written to {tmp_path / 'outbox'} (set RANKLENS_SMTP_HOST)")
    assert found["Card payments (ECPay)"] == (
        False, "ECPay's test merchant at https://payment-stage.ecpay.com.tw: nothing is charged")
    assert found["AI writer (LLM)"][0] is False


def test_configured_services_are_real(tmp_path):
    settings = Settings(_env_file=None, data_dir=tmp_path, **{
        **NOTHING, "serper_key": "k", "serp_proxies": ["http://p:1"], "smtp_host": "smtp.example.com",
        "smtp_port": 587, "ecpay_merchant_id": "3383324", "llm_base_url": "http://127.0.0.1:11434/v1",
        "llm_model": "qwen3"})
    found = shown(settings)
    assert found["SERP sources"] == (True, "serper, direct")
    assert found["Mail (SMTP)"] == (True, "smtp.example.com:587")
    assert found["Card payments (ECPay)"][0] is True and "3383324" in found["Card payments (ECPay)"][1]
    assert found["AI writer (LLM)"] == (True, "qwen3 at http://127.0.0.1:11434/v1")


def test_missing_fonts_are_reported_in_one_block(tmp_path, monkeypatch):
    monkeypatch.setattr(availability, "CJK_FONT", Path(tmp_path / "none.ttc"))
    block = availability.report(Settings(_env_file=None, data_dir=tmp_path, **NOTHING))
    lines = block.splitlines()
    assert lines[0] == "What RankLens talks to (✓ real, ! stand-in or missing):"
    assert len(lines) == 1 + len(availability.services(Settings(_env_file=None, data_dir=tmp_path, **NOTHING)))
    font = next(line for line in lines if "CJK fonts" in line)
    assert font.startswith("  ! CJK fonts") and "fonts-noto-cjk" in font
    assert next(line for line in lines if "Backlinks" in line).startswith("  ✓ Backlinks")
