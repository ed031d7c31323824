"""ECPay (綠界) B2C e-invoices (B2C 電子發票介接技術文件, revision 3.0.0): one e-invoice per successful charge,
from the same provider as the card payments.

Every call is a JSON ``{"MerchantID", "RqHeader": {"Timestamp", "Revision"}, "Data"}`` posted to
``/B2CInvoice/<Action>``; ``Data`` is the request's JSON, URL-encoded, AES-128-CBC encrypted with the
merchant's HashKey as key and HashIV as IV (PKCS7 padding), in Base64. The answer has the same shape:
``TransCode`` 1 means the envelope was understood, then the decrypted ``Data``'s ``RtnCode`` 1 means done.

- :func:`issue_data`: the ``/B2CInvoice/Issue`` request for who the invoice is for (invoice_info.py): the
  member carrier (CarrierType 1, the notice mailed to the buyer), a citizen digital certificate (2), a mobile
  barcode (3), a donation code (Donation 1 and LoveCode), or a company's uniform number (CustomerIdentifier,
  its title and address, Print 1: no carrier).
- :func:`issue`: issues it; :func:`find_issued`: the invoice already issued under a RelateNumber
  (``/B2CInvoice/GetIssue``), asked before a retry so that a charge whose first answer was lost is not
  invoiced twice.
- On a refund: :func:`void` (``/B2CInvoice/Invalid``, 作廢) takes back a whole invoice while its two-month period
  is not yet filed (:func:`void_deadline`); :func:`allowance` (``/B2CInvoice/Allowance``, 折讓) credits part of
  one, or all of one whose period is filed.

Without credentials of its own an installation uses ECPay's published test merchant for e-invoices on the
test environment (README).
"""

from __future__ import annotations

import base64
import json
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import quote_plus, unquote_plus

import httpx
from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from api.billing.ecpay import TAIPEI, EcpayConfig
from api.billing.invoice_info import InvoiceInfo

# ECPay's published test merchant for e-invoices (its test environment only): id, HashKey, HashIV.
STAGE_MERCHANT = ("2000132", "ejCk326UnaZWKisg", "q9jcZX8Ib9LM8wYk")
REVISION = "3.0.0"
ISSUE_PATH = "/B2CInvoice/Issue"
GET_ISSUE_PATH = "/B2CInvoice/GetIssue"
INVALID_PATH = "/B2CInvoice/Invalid"
ALLOWANCE_PATH = "/B2CInvoice/Allowance"
REASON_MAX = 20  # ECPay's limit on a voiding's reason
ITEM_NAME_MAX, CUSTOMER_NAME_MAX, CUSTOMER_ADDR_MAX = 100, 60, 100  # ECPay's field limits
_CARRIER_TYPES = {"member": "1", "certificate": "2", "mobile": "3"}


@dataclass(frozen=True)
class IssuedInvoice:
    number: str  # two letters and eight digits
    issued_at: datetime  # UTC
    random_number: str  # the four digits a buyer needs to claim a prize or look the invoice up


class EinvoiceError(RuntimeError):
    """An e-invoice call that did not issue. ``retryable``: the service did not answer or could not be
    understood (try again later); otherwise ECPay refused the request itself (RtnCode), which a retry would
    not change."""

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


def _cipher(config: EcpayConfig) -> Cipher:
    return Cipher(algorithms.AES(config.hash_key.encode()), modes.CBC(config.hash_iv.encode()))


def encrypt(data: dict, config: EcpayConfig) -> str:
    """``Data`` of a request: JSON, URL-encoded, AES-128-CBC with PKCS7 padding, Base64."""
    plain = quote_plus(json.dumps(data, ensure_ascii=False, separators=(",", ":")), safe="").encode()
    padder = padding.PKCS7(128).padder()
    encryptor = _cipher(config).encryptor()
    sealed = encryptor.update(padder.update(plain) + padder.finalize()) + encryptor.finalize()
    return base64.b64encode(sealed).decode()


def decrypt(text: str, config: EcpayConfig) -> dict:
    """The JSON inside an answer's (or a request's) ``Data``; ValueError when it is not ours."""
    decryptor = _cipher(config).decryptor()
    unpadder = padding.PKCS7(128).unpadder()
    padded = decryptor.update(base64.b64decode(text, validate=True)) + decryptor.finalize()
    plain = unpadder.update(padded) + unpadder.finalize()
    return json.loads(unquote_plus(plain.decode()))


def _one_item(item_name: str, amount: int) -> dict:
    """An invoice's or allowance's one taxable line: the plan's period, ``amount`` NT$ tax included."""
    return {"ItemSeq": 1, "ItemName": item_name[:ITEM_NAME_MAX], "ItemCount": 1, "ItemWord": "式", "ItemPrice": amount,
            "ItemTaxType": "1", "ItemAmount": amount}


def issue_data(config: EcpayConfig, *, relate_number: str, amount: int, item_name: str, email: str,
               info: InvoiceInfo) -> dict:
    """The ``/B2CInvoice/Issue`` request of one charge of ``amount`` NT$, tax included (one item, taxable)."""
    company, donation = info.kind == "company", info.kind == "donation"
    return {
        "MerchantID": config.merchant_id,
        "RelateNumber": relate_number,
        "CustomerID": "",
        "CustomerIdentifier": info.uniform_number if company else "",
        "CustomerName": info.company_title[:CUSTOMER_NAME_MAX] if company else "",
        "CustomerAddr": info.company_address[:CUSTOMER_ADDR_MAX] if company else "",
        "CustomerPhone": "",
        "CustomerEmail": email,
        "ClearanceMark": "",
        "Print": "1" if company else "0",
        "Donation": "1" if donation else "0",
        "LoveCode": info.donation_code if donation else "",
        "CarrierType": _CARRIER_TYPES.get(info.kind, ""),
        "CarrierNum": info.carrier if info.kind in ("certificate", "mobile") else "",
        "TaxType": "1",
        "SalesAmount": amount,
        "InvoiceRemark": "",
        "Items": [{**_one_item(item_name, amount), "ItemRemark": ""}],
        "InvType": "07",
        "vat": "1",
    }


def _call(config: EcpayConfig, path: str, data: dict) -> dict:
    """The decrypted answer of one call whose ``RtnCode`` is 1; EinvoiceError otherwise."""
    envelope = {"MerchantID": config.merchant_id, "RqHeader": {"Timestamp": int(time.time()), "Revision": REVISION},
                "Data": encrypt(data, config)}
    try:
        response = httpx.post(config.base_url.rstrip("/") + path, json=envelope, timeout=20)
        response.raise_for_status()
        answer = response.json()
    except (httpx.HTTPError, ValueError) as error:
        raise EinvoiceError(f"{path}: {error}"[:200], retryable=True) from error
    answer = answer if isinstance(answer, dict) else {}
    if answer.get("TransCode") != 1 or not isinstance(answer.get("Data"), str):
        raise EinvoiceError(f"{path}: TransCode {answer.get('TransCode')} {answer.get('TransMsg', '')}"[:200],
                            retryable=True)
    try:
        result = decrypt(answer["Data"], config)
    except (ValueError, UnicodeDecodeError) as error:
        raise EinvoiceError(f"{path}: unreadable Data", retryable=True) from error
    if result.get("RtnCode") != 1:
        raise EinvoiceError(f"{result.get('RtnCode')} {result.get('RtnMsg', '')}"[:200], retryable=False)
    return result


def _taipei_time(text: str) -> datetime:
    """ECPay's ``yyyy-MM-dd HH:mm:ss`` (Taipei time; some answers put ``+`` or ``T`` for the space) in UTC."""
    moment = datetime.strptime(text.replace("+", " ").replace("T", " ")[:19], "%Y-%m-%d %H:%M:%S")
    return moment.replace(tzinfo=TAIPEI).astimezone(UTC)


def issue(config: EcpayConfig, data: dict) -> IssuedInvoice:
    """Issues the invoice ``data`` describes (:func:`issue_data`)."""
    result = _call(config, ISSUE_PATH, data)
    return IssuedInvoice(result["InvoiceNo"], _taipei_time(result["InvoiceDate"]), str(result.get("RandomNumber", "")))


def find_issued(config: EcpayConfig, relate_number: str) -> IssuedInvoice | None:
    """The invoice issued under ``relate_number``, or None when ECPay has none (EinvoiceError, retryable,
    when it cannot tell)."""
    try:
        result = _call(config, GET_ISSUE_PATH, {"MerchantID": config.merchant_id, "RelateNumber": relate_number})
    except EinvoiceError as error:
        if error.retryable:
            raise
        return None
    return IssuedInvoice(result["IIS_Number"], _taipei_time(result["IIS_Create_Date"]),
                         str(result.get("IIS_Random_Number", "")))


def void_deadline(issued_at: datetime) -> datetime:
    """Until when an invoice issued at ``issued_at`` may be voided: Taiwan's uniform invoices are filed by two-month
    period (January-February, March-April, …) on the 15th of the month after it (Taipei time); after that a refund
    is an allowance."""
    local = issued_at.astimezone(TAIPEI)
    month_after = local.month + 2 - (local.month - 1) % 2  # the month after the period: 3, 5, …, 13
    year = local.year + (month_after > 12)
    deadline = datetime(year, (month_after - 1) % 12 + 1, 15, tzinfo=TAIPEI)
    return deadline.astimezone(UTC)


def _invoice_day(issued_at: datetime) -> str:
    return issued_at.astimezone(TAIPEI).strftime("%Y-%m-%d")


def void(config: EcpayConfig, *, number: str, issued_at: datetime, reason: str) -> None:
    """Voids invoice ``number`` (EinvoiceError when not done)."""
    _call(config, INVALID_PATH, {"MerchantID": config.merchant_id, "InvoiceNo": number,
                                 "InvoiceDate": _invoice_day(issued_at), "Reason": reason[:REASON_MAX]})


def allowance(config: EcpayConfig, *, number: str, issued_at: datetime, amount: int, item_name: str,
              email: str) -> str:
    """Credits ``amount`` NT$ (tax included) of invoice ``number``, the buyer notified by e-mail; the allowance's
    number (EinvoiceError when not done)."""
    result = _call(config, ALLOWANCE_PATH, {
        "MerchantID": config.merchant_id, "InvoiceNo": number, "InvoiceDate": _invoice_day(issued_at),
        "AllowanceNotify": "E", "CustomerName": "", "NotifyMail": email, "NotifyPhone": "",
        "AllowanceAmount": amount,
        "Items": [_one_item(item_name, amount)],
    })
    return str(result["IA_Allow_No"])
