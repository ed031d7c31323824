import { describe, expect, it, vi } from 'vitest'
import { type Checkout, INVOICE_POLL_MS, ORDER_POLL_MS, type Order, orderPollInterval, postToGateway, promoNeedsApplying, type Quote } from './checkout'

describe('postToGateway', () => {
  it('posts every signed field, unchanged, to the gateway as a form', () => {
    const checkout: Checkout = {
      trade_no: 'RL2611291530ABCDEFGH',
      action: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
      sandbox: true,
      fields: { MerchantTradeNo: 'RL2611291530ABCDEFGH', ItemName: 'RankLens 進階方案', TotalAmount: '39900', CheckMacValue: 'ABC123' },
    }
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    postToGateway(checkout)
    const form = document.body.querySelector('form')!
    expect(form.method).toBe('post')
    expect(form.action).toBe(checkout.action)
    expect(Object.fromEntries(new FormData(form))).toEqual(checkout.fields)
    expect(submit).toHaveBeenCalledOnce()
  })
})

describe('orderPollInterval', () => {
  const order = (status: Order['status'], invoices: (string | null)[] = []) =>
    ({ status, invoices: invoices.map((number, index) => ({ period: index + 1, status: number ? 'issued' : 'pending', number, random_number: null, issued_at: null })) }) as Order

  it('asks soon while unpaid, slower while an e-invoice is on its way, then stops', () => {
    expect(orderPollInterval(undefined)).toBe(false)
    expect(orderPollInterval(order('pending'))).toBe(ORDER_POLL_MS)
    expect(orderPollInterval(order('paid', [null]))).toBe(INVOICE_POLL_MS)
    expect(orderPollInterval(order('paid', ['AB10000001', null]))).toBe(INVOICE_POLL_MS)
    expect(orderPollInterval(order('paid', ['AB10000001']))).toBe(false)
    expect(orderPollInterval(order('failed'))).toBe(false)
  })
})

describe('promoNeedsApplying', () => {
  const applied: Quote = { list_amount: 39900, discount: 7980, amount: 31920, currency: 'TWD', promo_code: 'LAUNCH20', credit_days: 0, over_limits: [] }

  it('asks to apply a typed code the figures do not show yet', () => {
    expect(promoNeedsApplying('SPRING', null)).toBe(true)
    expect(promoNeedsApplying('SPRING', applied)).toBe(true)
  })

  it('lets an applied code (in any case) or an empty field through', () => {
    expect(promoNeedsApplying(' launch20 ', applied)).toBe(false)
    expect(promoNeedsApplying('', null)).toBe(false)
    expect(promoNeedsApplying(undefined, applied)).toBe(false)
  })
})
