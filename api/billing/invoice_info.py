"""Who an e-invoice is for, as a buyer in Taiwan gives it at checkout, and the rules each kind must meet.

- ``member``: the e-invoice kept in the buyer's member carrier at the invoicing provider (the default; the
  invoice goes to the account's e-mail).
- ``mobile``: a mobile barcode carrier (手機條碼): ``/`` and 7 of ``0-9 A-Z . + -``.
- ``certificate``: a citizen digital certificate carrier (自然人憑證): 2 capital letters and 14 digits.
- ``donation``: donated to a charity by its donation code (愛心碼): 3 to 7 digits.
- ``company``: a company's uniform number (統一編號), its title and address (the invoice is printed for a
  company, so the provider asks where it goes), the number checked with the Ministry of Finance's
  check-digit rule (weights 1,2,1,2,1,2,4,1; the digits of each product summed; divisible by 5 since
  2023 — what divides by 10 still does; with a 7 in the 7th place the sum plus one may do instead).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import Literal

from api.core.errors import FieldError

Kind = Literal["member", "mobile", "certificate", "donation", "company"]
_MOBILE = re.compile(r"/[0-9A-Z.+-]{7}")
_CERTIFICATE = re.compile(r"[A-Z]{2}[0-9]{14}")
_DONATION = re.compile(r"[0-9]{3,7}")
_UNIFORM = re.compile(r"[0-9]{8}")
_WEIGHTS = (1, 2, 1, 2, 1, 2, 4, 1)
TITLE_MAX, ADDRESS_MAX = 60, 100  # the e-invoice provider's limits


@dataclass(frozen=True)
class InvoiceInfo:
    kind: Kind = "member"
    carrier: str = ""  # the mobile barcode or certificate number
    donation_code: str = ""
    uniform_number: str = ""
    company_title: str = ""
    company_address: str = ""


def uniform_number_valid(number: str) -> bool:
    """The Ministry of Finance's check-digit rule for a uniform number (統一編號).

    >>> uniform_number_valid("22099131"), uniform_number_valid("04595257"), uniform_number_valid("12345678")
    (True, True, False)
    """
    if not _UNIFORM.fullmatch(number):
        return False
    total = sum(sum(divmod(int(digit) * weight, 10)) for digit, weight in zip(number, _WEIGHTS, strict=True))
    return total % 5 == 0 or (number[6] == "7" and (total + 1) % 5 == 0)


def problems(info: InvoiceInfo) -> list[FieldError]:
    """What is wrong with ``info``, as field errors under ``invoice.…`` (none: it can be invoiced)."""
    def wrong(field: str, code: str) -> list[FieldError]:
        return [FieldError(f"invoice.{field}", code)]

    if info.kind == "mobile":
        return [] if _MOBILE.fullmatch(info.carrier) else wrong("carrier", "billing.invoice.mobile_carrier")
    if info.kind == "certificate":
        return [] if _CERTIFICATE.fullmatch(info.carrier) else wrong("carrier", "billing.invoice.certificate")
    if info.kind == "donation":
        return [] if _DONATION.fullmatch(info.donation_code) else wrong("donation_code", "billing.invoice.donation")
    if info.kind == "company":
        found = [] if uniform_number_valid(info.uniform_number) else wrong("uniform_number", "billing.invoice.uniform")
        if not info.company_title.strip():
            found += wrong("company_title", "validation.required")
        elif len(info.company_title) > TITLE_MAX:
            found += wrong("company_title", "billing.invoice.title_too_long")
        if not info.company_address.strip():
            found += wrong("company_address", "validation.required")
        elif len(info.company_address) > ADDRESS_MAX:
            found += wrong("company_address", "billing.invoice.address_too_long")
        return found
    return []


def normalized(info: InvoiceInfo) -> InvoiceInfo:
    """Spaces trimmed, carriers in capitals (a barcode is often typed in small letters), and only the fields
    of its kind kept."""
    if info.kind in ("mobile", "certificate"):
        return InvoiceInfo(info.kind, carrier=info.carrier.strip().upper())
    if info.kind == "donation":
        return InvoiceInfo(info.kind, donation_code=info.donation_code.strip())
    if info.kind == "company":
        return InvoiceInfo(info.kind, uniform_number=info.uniform_number.strip(), company_title=info.company_title.strip(),
                           company_address=info.company_address.strip())
    return InvoiceInfo()


def as_stored(stored: dict | None) -> dict:
    """An order's kept invoice information with every field present (orders made before a field existed lack it)."""
    return {**asdict(InvoiceInfo()), **(stored or {})}
