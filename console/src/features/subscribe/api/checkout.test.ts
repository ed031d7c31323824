import { describe, expect, it, vi } from 'vitest'
import { type Checkout, postToGateway } from './checkout'

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
