"""ECPay (綠界) periodic credit-card payments ("定期定額"): the hosted checkout form and the signature of
every message, from ECPay's all-in-one payment API (AioCheckOut V5, 全方位金流 API 技術文件).

Why ECPay: one merchant account gives recurring card charges on ECPay's own hosted card page (no card
number reaches us), the server-to-server notices of the first charge and of every later period, the
cancellation call, and the e-invoice API of the same provider with the same HashKey/HashIV scheme.

- :func:`check_mac_value`: ``CheckMacValue`` of a message: the fields sorted by name (case-insensitive),
  ``HashKey=…&k=v&…&HashIV=…``, URL-encoded as .NET does (space ``+``; ``-_.!*()`` kept), lower-cased,
  SHA-256, upper-case hex. Every notice we accept carries one computed with our key.
- :func:`checkout_form`: the fields the browser posts to ``/Cashier/AioCheckOut/V5`` (the card page), with
  the period rule: ``PeriodType`` ``M`` (monthly, up to 99 charges) or ``Y`` (yearly, up to 9), one period
  each time, the same amount every period.
- :func:`cancel_period`: ``/Cashier/CreditCardPeriodAction`` with ``Action=Cancel``: no later charge; the
  period paid for runs to its end.

Without credentials of its own an installation uses ECPay's published test merchant on the test
environment (README), so checkout works end to end against ECPay's sandbox and no real card is charged.
"""

from __future__ import annotations

import hashlib
import hmac
import time
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import parse_qsl, quote_plus
from zoneinfo import ZoneInfo

import httpx

# ECPay's published test merchant for credit-card payments (its test environment only): id, HashKey, HashIV.
STAGE_MERCHANT = ("3002607", "pwFHCqoQZGmho4w6", "EkRm7iFT261dpevs")
CHECKOUT_PATH = "/Cashier/AioCheckOut/V5"
PERIOD_ACTION_PATH = "/Cashier/CreditCardPeriodAction"
TAIPEI = ZoneInfo("Asia/Taipei")
MONTHLY_TIMES, YEARLY_TIMES = 99, 9  # the most periods ECPay allows for each period type
ACCEPTED = "1|OK"  # what a notice's receiver answers once it has the notice


@dataclass(frozen=True)
class EcpayConfig:
    """A merchant's credentials at one of ECPay's services (payments and e-invoices share the scheme)."""

    merchant_id: str
    hash_key: str
    hash_iv: str
    base_url: str
    sandbox: bool = False  # ECPay's published test merchant: nothing real is charged or invoiced


def configured(merchant_id: str | None, hash_key: str | None, hash_iv: str | None, base_url: str,
               stage: tuple[str, str, str]) -> EcpayConfig:
    """The installation's own credentials when it has a merchant id, else ECPay's published ``stage`` merchant."""
    if merchant_id:
        return EcpayConfig(merchant_id, hash_key or "", hash_iv or "", base_url)
    return EcpayConfig(*stage, base_url, sandbox=True)


@dataclass(frozen=True)
class CheckoutForm:
    action: str
    fields: dict[str, str]


class GatewayError(RuntimeError):
    """ECPay answered a call with an error, or could not be reached."""


def _dotnet_quote(text: str) -> str:
    return quote_plus(text, safe="!*()").replace("~", "%7E")


def check_mac_value(fields: dict[str, str], hash_key: str, hash_iv: str) -> str:
    """The ``CheckMacValue`` of ``fields`` (any ``CheckMacValue`` among them left out)."""
    pairs = sorted(((k, str(v)) for k, v in fields.items() if k != "CheckMacValue"), key=lambda kv: kv[0].lower())
    raw = f"HashKey={hash_key}&" + "&".join(f"{k}={v}" for k, v in pairs) + f"&HashIV={hash_iv}"
    return hashlib.sha256(_dotnet_quote(raw).lower().encode()).hexdigest().upper()


def signed(fields: dict[str, str], config: EcpayConfig) -> dict[str, str]:
    return {**fields, "CheckMacValue": check_mac_value(fields, config.hash_key, config.hash_iv)}


def verified(fields: dict[str, str], config: EcpayConfig) -> bool:
    """Whether a notice was signed with our key (and is from our merchant account)."""
    given = fields.get("CheckMacValue", "")
    expected = check_mac_value(fields, config.hash_key, config.hash_iv)
    return hmac.compare_digest(given.upper(), expected) and fields.get("MerchantID") == config.merchant_id


def checkout_form(config: EcpayConfig, *, trade_no: str, amount: int, yearly: bool, item: str, description: str,
                  return_url: str, period_return_url: str, client_back_url: str, order_result_url: str,
                  language: str = "", now: datetime | None = None) -> CheckoutForm:
    """The signed fields of a periodic card payment of ``amount`` NT$ every month or year."""
    fields = {
        "MerchantID": config.merchant_id,
        "MerchantTradeNo": trade_no,
        "MerchantTradeDate": (now or datetime.now(TAIPEI)).astimezone(TAIPEI).strftime("%Y/%m/%d %H:%M:%S"),
        "PaymentType": "aio",
        "TotalAmount": str(amount),
        "TradeDesc": description,
        "ItemName": item,
        "ReturnURL": return_url,
        "ChoosePayment": "Credit",
        "EncryptType": "1",
        "ClientBackURL": client_back_url,
        "OrderResultURL": order_result_url,
        "PeriodAmount": str(amount),
        "PeriodType": "Y" if yearly else "M",
        "Frequency": "1",
        "ExecTimes": str(YEARLY_TIMES if yearly else MONTHLY_TIMES),
        "PeriodReturnURL": period_return_url,
    }
    if language:  # ENG, JPN …; none: Traditional Chinese
        fields["Language"] = language
    return CheckoutForm(config.base_url.rstrip("/") + CHECKOUT_PATH, signed(fields, config))


def cancel_period(config: EcpayConfig, trade_no: str, timeout: float = 10.0) -> None:
    """Stops the later charges of the periodic payment ``trade_no`` (raises :class:`GatewayError`)."""
    fields = signed({"MerchantID": config.merchant_id, "MerchantTradeNo": trade_no, "Action": "Cancel",
                     "TimeStamp": str(int(time.time()))}, config)
    try:
        response = httpx.post(config.base_url.rstrip("/") + PERIOD_ACTION_PATH, data=fields, timeout=timeout)
    except httpx.HTTPError as error:
        raise GatewayError(str(error)) from error
    answer = dict(parse_qsl(response.text.strip()))
    if response.status_code != 200 or answer.get("RtnCode") != "1":
        raise GatewayError(answer.get("RtnMsg") or f"HTTP {response.status_code}")
