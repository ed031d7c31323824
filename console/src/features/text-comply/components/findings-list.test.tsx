import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/lib/i18n'
import type { Finding } from '../api/text-comply'
import { FindingsList } from './findings-list'

afterEach(cleanup)
beforeEach(async () => {
  await i18n.changeLanguage('en')
})

const WHITENING: Finding = {
  match: '美白',
  occurrence: 0,
  start: 12,
  end: 14,
  category: 'TW-FOOD-APPEAR',
  main_category: 'TW-FOOD',
  law: '食品安全衛生管理法第28條第1項',
  rule: '基準三(二)3 (X3)',
  why: '涉及改變身體外觀者',
  severity: 'risk',
  alternative: '養顏美容',
  unverified: false,
  source: 'rules',
}
const EYES: Finding = {
  ...WHITENING,
  match: '保護眼睛',
  start: 20,
  end: 24,
  category: 'TW-FOOD-PHYSIO',
  rule: '基準三(二)2 (X2)',
  severity: 'forbidden',
  alternative: null,
  unverified: true,
}

describe('FindingsList', { timeout: 30_000 }, () => {
  it('shows law, rule, why, the alternative and the UNVERIFIED badge', async () => {
    render(<FindingsList findings={[WHITENING, EYES]} />)
    expect(await screen.findByText('2 findings')).toBeTruthy()
    const whitening = screen.getByRole('listitem', { name: '美白' })
    expect(whitening.textContent).toContain('Law: 食品安全衛生管理法第28條第1項')
    expect(whitening.textContent).toContain('Rule: 基準三(二)3 (X3)')
    expect(whitening.textContent).toContain('Why: 涉及改變身體外觀者')
    expect(whitening.textContent).toContain('Say instead: 養顏美容')
    expect(whitening.textContent).toContain('High risk')
    expect(whitening.textContent).not.toContain('UNVERIFIED')
    const eyes = screen.getByRole('listitem', { name: '保護眼睛' })
    expect(eyes.textContent).toContain('UNVERIFIED')
    expect(eyes.textContent).toContain('Forbidden')
    expect(eyes.textContent).not.toContain('Say instead')
  })

  it('hands the chosen finding to the editor', async () => {
    const onSelect = vi.fn()
    render(<FindingsList findings={[WHITENING, EYES]} onSelect={onSelect} />)
    fireEvent.click(await screen.findByRole('listitem', { name: '保護眼睛' }))
    expect(onSelect).toHaveBeenCalledWith(EYES)
  })

  it('says when nothing was found', async () => {
    render(<FindingsList findings={[]} />)
    expect(await screen.findByText('No sensitive words found')).toBeTruthy()
  })
})
