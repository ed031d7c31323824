"""ECPay's side of a periodic card payment, as its all-in-one payment API documents it: the notices it posts to
the merchant's ReturnURL (the first charge) and PeriodReturnURL (each later one), signed with the merchant's
HashKey and HashIV; and :class:`EcpayServer`, its test environment on 127.0.0.1:

- ``POST /Cashier/AioCheckOut/V5`` (the merchant's signed form, posted by the browser): the hosted card page,
  or ECPay's error page for a wrong CheckMacValue or a merchant it does not know.
- ``POST /Cashier/card/{trade_no}`` (the card page's form): ECPay's test card 4311-9522-2222-2222 is
  authorized, any other declined; ECPay posts the notice to ReturnURL (server to server) and then sends the
  browser to OrderResultURL with the result, as an auto-submitting form.
- ``POST /Cashier/CreditCardPeriodAction`` (``Action=Cancel``): the later charges stopped.
- ECPay's e-invoice API on the same address (tests/fakes/ecpay_einvoice.py).

The signature is computed here from ECPay's documented steps, written out on their own (not our client's
code): drop CheckMacValue; order the fields by name, ignoring case; join ``name=value`` with ``&``; put
``HashKey=…&`` before and ``&HashIV=…`` after; URL-encode the whole, spaces as ``+``, keeping ``- _ . ! * ( )``
as they are; lower-case it; SHA-256; upper-case hex.
"""

from __future__ import annotations

import hashlib
import html
import re
import urllib.parse
import urllib.request

from tests.fakes.ecpay_einvoice import EinvoiceService
from tests.fakes.service import FakeService, Page, Received, Reply, Route

# ECPay's published test merchant (its 全方位金流 test environment)
MERCHANT_ID, HASH_KEY, HASH_IV = "3002607", "pwFHCqoQZGmho4w6", "EkRm7iFT261dpevs"
KEEP = {"%2d": "-", "%5f": "_", "%2e": ".", "%21": "!", "%2a": "*", "%28": "(", "%29": ")"}


def mac(fields: dict[str, str], key: str = HASH_KEY, iv: str = HASH_IV) -> str:
    names = sorted((name for name in fields if name != "CheckMacValue"), key=str.casefold)
    text = "&".join([f"HashKey={key}", *(f"{name}={fields[name]}" for name in names), f"HashIV={iv}"])
    # quote() keeps "~", which the encoding ECPay names (PHP's urlencode, .NET's UrlEncode) does not
    encoded = urllib.parse.quote(text, safe="").replace("%20", "+").replace("~", "%7E").lower()
    for code, char in KEEP.items():
        encoded = encoded.replace(code, char)
    return hashlib.sha256(encoded.encode("utf-8")).hexdigest().upper()


def signed(fields: dict[str, str], key: str = HASH_KEY, iv: str = HASH_IV) -> dict[str, str]:
    return {**fields, "CheckMacValue": mac(fields, key, iv)}


def payment_notice(trade_no: str, amount: int, *, paid: bool = True, trade: str = "2611291530123456") -> dict[str, str]:
    """What ECPay posts to ReturnURL after the card page: the first charge, authorized or declined."""
    return signed({
        "MerchantID": MERCHANT_ID, "MerchantTradeNo": trade_no, "StoreID": "", "RtnCode": "1" if paid else "10100058",
        "RtnMsg": "交易成功" if paid else "付款失敗，請查詢發卡銀行", "TradeNo": trade, "TradeAmt": str(amount),
        "PaymentDate": "2026/11/29 15:30:45" if paid else "", "PaymentType": "Credit_CreditCard",
        "PaymentTypeChargeFee": "0", "TradeDate": "2026/11/29 15:29:02", "SimulatePaid": "0",
        "CustomField1": "", "CustomField2": "", "CustomField3": "", "CustomField4": "",
    })


def period_notice(trade_no: str, amount: int, times: int, *, paid: bool = True, gwsr: str = "11955870",
                  yearly: bool = True) -> dict[str, str]:
    """What ECPay posts to PeriodReturnURL after charging (or failing to charge) a later period."""
    return signed({
        "MerchantID": MERCHANT_ID, "MerchantTradeNo": trade_no, "RtnCode": "1" if paid else "10100058",
        "RtnMsg": "交易成功" if paid else "授權失敗，發卡銀行拒絕交易", "PeriodType": "Y" if yearly else "M",
        "Frequency": "1", "ExecTimes": "9" if yearly else "99", "Amount": str(amount), "Gwsr": gwsr,
        "ProcessDate": "2027/11/29 03:00:12", "AuthCode": "777777" if paid else "", "FirstAuthAmount": str(amount),
        "TotalSuccessTimes": str(times), "SimulatePaid": "0",
    })


TEST_CARD = "4311952222222222"  # ECPay's published test card (any future expiry, CVV 222)


def _page(title: str, body: str) -> Page:
    return Page(f"<!doctype html><html lang='zh-Hant'><head><meta charset='utf-8'><title>{title}</title></head>"
                f"<body><h1>綠界科技 ECPay</h1>{body}</body></html>")


class EcpayServer(FakeService):
    def __init__(self) -> None:
        self.orders: dict[str, dict[str, str]] = {}  # MerchantTradeNo -> the merchant's checkout form
        self.notices: list[tuple[str, dict[str, str], str]] = []  # (URL, fields, the merchant's answer)
        self.cancelled: list[str] = []
        self.einvoice = EinvoiceService()
        super().__init__(self, self.einvoice)

    def routes(self) -> list[Route]:
        return [("POST", "/Cashier/AioCheckOut/V5", self._checkout), ("POST", r"/Cashier/card/(\w+)", self._card),
                ("POST", "/Cashier/CreditCardPeriodAction", self._period_action)]

    def _checkout(self, request: Received, _: re.Match) -> Page:
        form = request.body or {}
        if form.get("MerchantID") != MERCHANT_ID or form.get("CheckMacValue") != mac(form):
            return _page("錯誤", "<p>10200073 CheckMacValue Error</p>")
        self.orders[form["MerchantTradeNo"]] = form
        period = "每年" if form.get("PeriodType") == "Y" else "每月"
        return _page("信用卡付款", (
            f"<p>{html.escape(form['ItemName'])}</p><p>{period}扣款 NT${html.escape(form['PeriodAmount'])}</p>"
            f"<form method='post' action='/Cashier/card/{form['MerchantTradeNo']}'>"
            "<label>信用卡卡號 <input name='CardNo' autocomplete='off'></label>"
            "<label>有效月年 <input name='CardValidMMYY'></label>"
            "<label>背面末三碼 <input name='CardCVV2'></label>"
            "<button type='submit'>確認付款</button></form>"))

    def _card(self, request: Received, match: re.Match) -> Page:
        form = self.orders[match.group(1)]
        paid = (request.body or {}).get("CardNo", "").replace("-", "").replace(" ", "") == TEST_CARD
        notice = payment_notice(form["MerchantTradeNo"], int(form["TotalAmount"]), paid=paid)
        self.notices.append((form["ReturnURL"], notice, _post(form["ReturnURL"], notice)))
        fields = "".join(f"<input type='hidden' name='{name}' value='{html.escape(value)}'>"
                         for name, value in notice.items())
        return _page("付款結果", (
            f"<form id='back' method='post' action='{html.escape(form['OrderResultURL'])}'>{fields}</form>"
            "<script>document.getElementById('back').submit()</script>"))

    def _period_action(self, request: Received, _: re.Match) -> Reply:
        form = request.body or {}
        ok = form.get("CheckMacValue") == mac(form) and form.get("MerchantTradeNo") in self.orders
        if ok and form.get("Action") == "Cancel":
            self.cancelled.append(form["MerchantTradeNo"])
        answer = {"MerchantID": MERCHANT_ID, "MerchantTradeNo": form.get("MerchantTradeNo", ""),
                  "RtnCode": "1" if ok else "0", "RtnMsg": "成功" if ok else "CheckMacValue Error"}
        return Reply(200, urllib.parse.urlencode(answer).encode(), "text/html; charset=utf-8")


def _post(url: str, fields: dict[str, str]) -> str:
    """ECPay's server-to-server notice; the merchant's answer (it should be ``1|OK``)."""
    request = urllib.request.Request(url, data=urllib.parse.urlencode(fields).encode(), method="POST",
                                     headers={"Content-Type": "application/x-www-form-urlencoded"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.read().decode()
    except OSError as error:
        return f"unreachable: {error}"


def ecpay_settings(server: EcpayServer) -> dict[str, str]:
    return {"RANKLENS_ECPAY_URL": server.url, "RANKLENS_EINVOICE_URL": server.url}
