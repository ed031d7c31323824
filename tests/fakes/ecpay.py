"""ECPay's side of a periodic card payment, as its all-in-one payment API documents it: the notices it posts to
the merchant's ReturnURL (the first charge) and PeriodReturnURL (each later one), signed with the merchant's
HashKey and HashIV.

The signature is computed here from ECPay's documented steps, written out on their own (not our client's
code): drop CheckMacValue; order the fields by name, ignoring case; join ``name=value`` with ``&``; put
``HashKey=…&`` before and ``&HashIV=…`` after; URL-encode the whole, spaces as ``+``, keeping ``- _ . ! * ( )``
as they are; lower-case it; SHA-256; upper-case hex.
"""

from __future__ import annotations

import hashlib
import urllib.parse

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
