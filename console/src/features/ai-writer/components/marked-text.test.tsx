import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import type { Finding } from '../utils/marks'
import { MarkedNote, MarkedText } from './marked-text'

afterEach(cleanup)
beforeEach(async () => {
  await i18n.changeLanguage('en')
})

const GUARANTEE: Finding = {
  match: '保證',
  occurrence: 0,
  start: 4,
  end: 6,
  category: 'TW-FT-GUARANTEE',
  main_category: 'TW-FT',
  law: '公平交易法第21條',
  rule: '公平法§21 (TW-FT-3)',
  why: '保證 / 百分百 / 絕對',
  severity: 'forbidden',
  alternative: null,
  unverified: false,
  source: 'rules',
}
const SLIMMING: Finding = {
  ...GUARANTEE,
  match: '瘦身',
  start: 6,
  end: 8,
  category: 'TW-FOOD-APPEAR',
  main_category: 'TW-FOOD',
  law: '食品安全衛生管理法第28條第1項',
  rule: '準則第4條',
  why: '涉及改變身體外觀者',
  severity: 'risk',
  alternative: '維持窈窕',
  unverified: true,
}

describe('MarkedText', () => {
  it('marks each flagged wording and leaves the rest as it is', () => {
    const { container } = render(<MarkedText text="這款膠囊保證瘦身。" findings={[GUARANTEE, SLIMMING]} />)
    expect(screen.getAllByTestId('ai-finding').map((m) => m.textContent)).toEqual(['保證', '瘦身'])
    expect(container.textContent).toBe('這款膠囊保證瘦身。')
  })

  it("shows a finding's law, rule, why, alternative and UNVERIFIED badge on focus", async () => {
    render(<MarkedText text="這款膠囊保證瘦身。" findings={[GUARANTEE, SLIMMING]} />)
    fireEvent.focus(screen.getAllByTestId('ai-finding')[1])
    const tip = (await screen.findByRole('tooltip')).textContent
    for (const line of ['Law: 食品安全衛生管理法第28條第1項', 'Rule: 準則第4條', 'Why: 涉及改變身體外觀者', 'Alternative: 維持窈窕', 'UNVERIFIED']) {
      expect(tip).toContain(line)
    }
    expect(tip).not.toContain('公平交易法')
  })

  it('marks nothing without findings', () => {
    const { container } = render(<MarkedText text="每天兩顆。" findings={[]} />)
    expect(screen.queryByTestId('ai-finding')).toBeNull()
    expect(container.textContent).toBe('每天兩顆。')
  })
})

describe('MarkedNote', () => {
  it('counts the findings of a text', () => {
    render(<MarkedNote text="這款膠囊保證瘦身。" findings={[GUARANTEE, SLIMMING]} />)
    expect(screen.getByTestId('ai-marks').textContent).toContain('2 wordings to review under advertising law')
  })

  it('is not shown when the text has none', () => {
    render(<MarkedNote text="每天兩顆。" findings={[]} />)
    expect(screen.queryByTestId('ai-marks')).toBeNull()
  })
})
