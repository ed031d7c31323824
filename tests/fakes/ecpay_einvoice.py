"""ECPay's B2C e-invoice API (B2C 電子發票介接技術文件, revision 3.0.0) as its test environment answers, for
:class:`tests.fakes.ecpay.EcpayServer` to serve beside the card pages:

- ``POST /B2CInvoice/Issue``: checks the envelope (MerchantID, RqHeader.Timestamp, Data readable with the
  merchant's key), then the documented rules of the invoice — RelateNumber new; the carrier's number fits
  its type (1: ECPay's member carrier, none; 2: citizen certificate, 2 letters and 14 digits; 3: mobile
  barcode, ``/`` and 7); a donation has a 3-7 digit LoveCode and no carrier or print; a uniform number
  (CustomerIdentifier) is printed (Print 1) with the company's name and address and no carrier; nothing
  printed without a carrier or a donation; an e-mail or phone to notify; the items add up to SalesAmount —
  and issues the next number of the ``AB`` track. A donation code no charity holds (not in ``LOVE_CODES``)
  is refused.
- ``POST /B2CInvoice/GetIssue``: the invoice issued under a RelateNumber.
- ``POST /B2CInvoice/Invalid``: voids an issued invoice given its number and issue date (``yyyy-MM-dd``) and a
  reason of at most 20 characters; not one voided already or with an allowance.
- ``POST /B2CInvoice/Allowance``: an allowance of ``AllowanceAmount`` on an issued invoice not voided, at most what
  earlier allowances left of it, its items adding up to the amount, the buyer notified as ``AllowanceNotify``
  says (E: an e-mail in NotifyMail); answers the allowance's number and what is left.

``Data`` is sealed here from the documented steps, written out on their own: the JSON, URL-encoded; padded
to 16 bytes (PKCS7); AES-128-CBC with HashKey as key and HashIV as IV; Base64.

``unanswered``: how many coming calls get a 503 (the service down); ``lose_answers``: how many coming issues
are made but answered 504 (the answer lost on the way).
"""

from __future__ import annotations

import base64
import json
import re
import urllib.parse
from datetime import datetime, timedelta, timezone

from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

from tests.fakes.service import Received, Reply, Route

# ECPay's published e-invoice test merchant
MERCHANT_ID, HASH_KEY, HASH_IV = "2000132", "ejCk326UnaZWKisg", "q9jcZX8Ib9LM8wYk"
TAIPEI = timezone(timedelta(hours=8))
LOVE_CODES = {"168001", "919", "8585"}  # donation codes this stand-in knows charities for
_CARRIERS = {"1": re.compile(r""), "2": re.compile(r"[A-Z]{2}\d{14}"), "3": re.compile(r"/[0-9A-Z.+-]{7}")}


def seal(payload: dict) -> str:
    plain = urllib.parse.quote_plus(json.dumps(payload, ensure_ascii=False)).encode()
    fill = 16 - len(plain) % 16
    encryptor = Cipher(algorithms.AES(HASH_KEY.encode()), modes.CBC(HASH_IV.encode())).encryptor()
    return base64.b64encode(encryptor.update(plain + bytes([fill]) * fill) + encryptor.finalize()).decode()


def unseal(text: str) -> dict:
    decryptor = Cipher(algorithms.AES(HASH_KEY.encode()), modes.CBC(HASH_IV.encode())).decryptor()
    padded = decryptor.update(base64.b64decode(text)) + decryptor.finalize()
    return json.loads(urllib.parse.unquote_plus(padded[:-padded[-1]].decode()))


def refusal(data: dict) -> str | None:
    """What the documented rules find wrong with an Issue request (None: it can be issued)."""
    carrier, number = data.get("CarrierType", ""), data.get("CarrierNum", "")
    company, donation, printed = bool(data.get("CustomerIdentifier")), data.get("Donation") == "1", data.get("Print") == "1"
    items = data.get("Items") or []
    if carrier and (carrier not in _CARRIERS or not _CARRIERS[carrier].fullmatch(number)):
        return "載具編號格式錯誤"
    if donation and (not re.fullmatch(r"\d{3,7}", data.get("LoveCode", "")) or carrier or printed):
        return "捐贈發票須有愛心碼，且不可有載具或列印"
    if company and (not re.fullmatch(r"\d{8}", data["CustomerIdentifier"]) or not printed or carrier
                    or not data.get("CustomerName") or not data.get("CustomerAddr")):
        return "有統一編號的發票須列印，並有買受人名稱及地址，不可有載具"
    if not (carrier or donation or printed):
        return "未使用載具或捐贈的發票須列印"
    if not (data.get("CustomerEmail") or data.get("CustomerPhone")):
        return "客戶電子信箱或手機號碼擇一必填"
    if not items or sum(item["ItemAmount"] for item in items) != data.get("SalesAmount") or any(
            item["ItemAmount"] != item["ItemCount"] * item["ItemPrice"] for item in items):
        return "商品合計金額與發票金額不符"
    return None


class EinvoiceService:
    def __init__(self) -> None:
        self.issued: dict[str, dict] = {}  # RelateNumber -> the request and the invoice
        self.calls: list[tuple[str, dict]] = []  # (path, decrypted Data) of every readable call
        self.unanswered = 0
        self.lose_answers = 0

    def routes(self) -> list[Route]:
        return [("POST", "/B2CInvoice/Issue", self._issue), ("POST", "/B2CInvoice/GetIssue", self._get_issue),
                ("POST", "/B2CInvoice/Invalid", self._invalid), ("POST", "/B2CInvoice/Allowance", self._allowance)]

    def _open(self, request: Received) -> dict | Reply:
        if self.unanswered:
            self.unanswered -= 1
            return Reply(503, b"Service Unavailable", "text/plain")
        envelope = request.body if isinstance(request.body, dict) else {}
        try:
            data = unseal(envelope["Data"])
        except (KeyError, ValueError, UnicodeDecodeError):
            return Reply.json(200, {"MerchantID": envelope.get("MerchantID"), "TransCode": 999, "TransMsg": "解密失敗"})
        if envelope.get("MerchantID") != MERCHANT_ID or not isinstance(envelope.get("RqHeader", {}).get("Timestamp"), int):
            return Reply.json(200, {"MerchantID": envelope.get("MerchantID"), "TransCode": 999, "TransMsg": "參數錯誤"})
        self.calls.append((request.path, data))
        return data

    @staticmethod
    def _answer(result: dict) -> Reply:
        return Reply.json(200, {"PlatformID": "", "MerchantID": MERCHANT_ID,
                                "RpHeader": {"Timestamp": int(datetime.now().timestamp())},
                                "TransCode": 1, "TransMsg": "Success", "Data": seal(result)})

    def _issue(self, request: Received, _: re.Match) -> Reply:
        data = self._open(request)
        if isinstance(data, Reply):
            return data
        if data.get("RelateNumber") in self.issued:
            return self._answer({"RtnCode": 5000001, "RtnMsg": "自訂編號重覆"})
        if problem := refusal(data):
            return self._answer({"RtnCode": 5000002, "RtnMsg": problem})
        if data.get("Donation") == "1" and data["LoveCode"] not in LOVE_CODES:
            return self._answer({"RtnCode": 5000003, "RtnMsg": "捐贈碼不存在"})
        invoice = {"InvoiceNo": f"AB{10000001 + len(self.issued):08d}",
                   "InvoiceDate": datetime.now(TAIPEI).strftime("%Y-%m-%d %H:%M:%S"),
                   "RandomNumber": f"{(len(self.issued) * 7919 + 1234) % 10000:04d}"}
        self.issued[data["RelateNumber"]] = {"request": data, **invoice}
        if self.lose_answers:
            self.lose_answers -= 1
            return Reply(504, b"Gateway Timeout", "text/plain")
        return self._answer({"RtnCode": 1, "RtnMsg": "開立發票成功", **invoice})

    def _get_issue(self, request: Received, _: re.Match) -> Reply:
        data = self._open(request)
        if isinstance(data, Reply):
            return data
        found = self.issued.get(data.get("RelateNumber", ""))
        if found is None:
            return self._answer({"RtnCode": 2, "RtnMsg": "查無發票資料"})
        return self._answer({"RtnCode": 1, "RtnMsg": "查詢成功", "IIS_Number": found["InvoiceNo"],
                             "IIS_Relate_Number": data["RelateNumber"], "IIS_Create_Date": found["InvoiceDate"],
                             "IIS_Random_Number": found["RandomNumber"],
                             "IIS_Sales_Amount": found["request"]["SalesAmount"], "IIS_Invalid_Status": "0"})

    def _issued(self, data: dict) -> dict | None:
        """The issued invoice a call names by number and issue date."""
        for found in self.issued.values():
            if found["InvoiceNo"] == data.get("InvoiceNo") and found["InvoiceDate"][:10] == data.get("InvoiceDate"):
                return found
        return None

    def _invalid(self, request: Received, _: re.Match) -> Reply:
        data = self._open(request)
        if isinstance(data, Reply):
            return data
        found = self._issued(data)
        if found is None:
            return self._answer({"RtnCode": 1600003, "RtnMsg": "查無發票資料"})
        if not 0 < len(data.get("Reason", "")) <= 20:
            return self._answer({"RtnCode": 1600001, "RtnMsg": "作廢原因格式錯誤"})
        if found.get("voided") or found.get("allowances"):
            return self._answer({"RtnCode": 1600002, "RtnMsg": "發票已作廢或已折讓，不可作廢"})
        found["voided"] = data["Reason"]
        return self._answer({"RtnCode": 1, "RtnMsg": "作廢發票成功", "InvoiceNo": found["InvoiceNo"]})

    def _allowance(self, request: Received, _: re.Match) -> Reply:
        data = self._open(request)
        if isinstance(data, Reply):
            return data
        found = self._issued(data)
        if found is None or found.get("voided"):
            return self._answer({"RtnCode": 2000003, "RtnMsg": "查無可折讓的發票"})
        amount, items = data.get("AllowanceAmount"), data.get("Items") or []
        left = found["request"]["SalesAmount"] - sum(found.get("allowances", []))
        if not isinstance(amount, int) or not 0 < amount <= left:
            return self._answer({"RtnCode": 2000001, "RtnMsg": "折讓金額超過發票可折讓金額"})
        if not items or sum(item["ItemAmount"] for item in items) != amount:
            return self._answer({"RtnCode": 2000002, "RtnMsg": "商品合計金額與折讓金額不符"})
        if data.get("AllowanceNotify") not in ("S", "E", "A", "N") or (
                data["AllowanceNotify"] in ("E", "A") and not data.get("NotifyMail")):
            return self._answer({"RtnCode": 2000004, "RtnMsg": "通知方式或電子信箱錯誤"})
        found.setdefault("allowances", []).append(amount)
        number = f"{datetime.now(TAIPEI):%Y%m%d}{len(found['allowances']) + 10000000 * len(self.issued):08d}"
        return self._answer({"RtnCode": 1, "RtnMsg": "成功", "IA_Allow_No": number[:16],
                             "IA_Invoice_No": found["InvoiceNo"],
                             "IA_Date": datetime.now(TAIPEI).strftime("%Y-%m-%d %H:%M:%S"),
                             "IA_Remain_Allowance_Amt": left - amount})
