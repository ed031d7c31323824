"""Billing API: checkout (signed in) and the gateway's notices (server to server, signed by the gateway,
answered ``1|OK`` as ECPay expects); thin routes over api/billing/service.py."""

from __future__ import annotations

from dataclasses import asdict
from urllib.parse import parse_qsl, quote

from fastapi import APIRouter, Request, status
from fastapi.responses import PlainTextResponse, RedirectResponse, Response

from api.billing import ecpay, receipts, referrals, schemas, service
from api.billing.invoice_info import InvoiceInfo
from api.core.config import get_settings
from api.core.errors import request_locale
from api.core.params import RowId
from api.deps import ClientAddress, Credential, CurrentUser, DbSession, OwnerUser

router = APIRouter(tags=["billing"])


@router.post("/billing/quote", response_model=schemas.QuoteOut)
def price_quote(body: schemas.QuoteIn, db: DbSession, user: CurrentUser) -> dict:
    """The confirm step's figures with a promo code (422 under promo_code when it does not apply), the days the
    current contract's unused part adds (409 billing.same_plan, billing.change_at_renewal: the plan-card rule), and
    what the buyer has beyond the plan's limits (to remove first)."""
    offer = service.quote(db, user, body.plan_id, body.payment_type, body.promo_code)
    price = offer.price
    return {"list_amount": price.list_amount, "discount": price.discount, "amount": price.amount, "currency": "TWD",
            "promo_code": price.promo.code if price.promo else None, "credit_days": offer.credit_days,
            "over_limits": [asdict(over) for over in offer.over_limits]}


@router.post("/billing/checkout", response_model=schemas.CheckoutOut, status_code=status.HTTP_201_CREATED)
def checkout(body: schemas.CheckoutIn, request: Request, db: DbSession, user: OwnerUser) -> dict:
    """A pending order and the form that opens ECPay's card page (422 billing.plan_unavailable,
    billing.payment_type_invalid, the promo code's under promo_code, and the invoice's billing.invoice.* under
    invoice.<field>)."""
    settings = get_settings()
    order, form = service.start_checkout(db, user, body.plan_id, body.payment_type,
                                         InvoiceInfo(**body.invoice.model_dump()), body.promo_code,
                                         request_locale(request), settings)
    return {"trade_no": order.trade_no, "action": form.action, "fields": form.fields,
            "sandbox": service.gateway_config(settings).sandbox}


@router.get("/billing/orders/{trade_no}", response_model=schemas.OrderOut)
def order(trade_no: str, request: Request, db: DbSession, user: CurrentUser) -> dict:
    return service.order_out(db, service.own_order(db, user, trade_no), request_locale(request))


@router.post("/billing/orders/{trade_no}/cancel", response_model=schemas.OrderOut)
def cancel(trade_no: str, request: Request, db: DbSession, user: OwnerUser) -> dict:
    """No more renewals: the plan runs to the end of the period paid for."""
    order = service.cancel_renewal(db, user, trade_no, get_settings())
    return service.order_out(db, order, request_locale(request))


@router.get("/billing/payments", response_model=schemas.ChargeList)
def payments(request: Request, db: DbSession, user: CurrentUser) -> dict:
    """The user's charges, newest first, with their e-invoices, and the renewal that charges next."""
    return receipts.history(db, user, request_locale(request))


@router.get("/billing/referrals", response_model=schemas.ReferralsOut)
def referrals_summary(db: DbSession, user: CurrentUser) -> dict:
    """The user's referral code, what a referral earns, and the days earned (added, or waiting for a plan)."""
    return referrals.summary(db, user)


@router.get("/billing/payments/{payment_id}/receipt", response_model=schemas.ReceiptOut)
def receipt(payment_id: RowId, request: Request, db: DbSession, user: CurrentUser) -> dict:
    """The receipt of a successful charge (404 for a declined one or another user's)."""
    return receipts.receipt(db, user, payment_id, request_locale(request), get_settings())


@router.get("/billing/payments/{payment_id}/receipt.pdf", response_class=Response,
            responses={200: {"content": {"application/pdf": {}}}})
def receipt_pdf(payment_id: RowId, request: Request, db: DbSession, user: CurrentUser,
                credential: Credential) -> Response:
    """The receipt page printed by Chromium as A4 (503 pdf.failed when it cannot)."""
    name, body = receipts.receipt_pdf(db, user, payment_id, credential, request_locale(request))
    return Response(body, media_type="application/pdf", headers={"Content-Disposition": f'attachment; filename="{name}"'})


async def _form(request: Request) -> dict[str, str]:
    return dict(parse_qsl((await request.body()).decode("utf-8", "replace"), keep_blank_values=True))


@router.post("/billing/ecpay/payment", response_class=PlainTextResponse, include_in_schema=False)
async def ecpay_payment(request: Request, db: DbSession, client: ClientAddress) -> str:
    """ReturnURL: the first charge (400 billing.notice_refused for a forged or stray notice)."""
    service.receive_payment(db, await _form(request), get_settings(), client)
    return ecpay.ACCEPTED


@router.post("/billing/ecpay/period", response_class=PlainTextResponse, include_in_schema=False)
async def ecpay_period(request: Request, db: DbSession, client: ClientAddress) -> str:
    """PeriodReturnURL: each later period's charge."""
    service.receive_period(db, await _form(request), get_settings(), client)
    return ecpay.ACCEPTED


@router.post("/billing/ecpay/result", include_in_schema=False)
async def ecpay_result(request: Request) -> RedirectResponse:
    """OrderResultURL: the browser back from the card page. What it posts decides nothing (the notice
    does); it goes on to the page that shows the order as the notice left it."""
    trade_no = (await _form(request)).get("MerchantTradeNo", "")
    return RedirectResponse(f"/subscribe/success?order={quote(trade_no)}", status_code=status.HTTP_303_SEE_OTHER)
