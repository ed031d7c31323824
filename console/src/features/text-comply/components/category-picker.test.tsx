import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import type { MainCategory } from '../api/text-comply'
import type { Choice } from '../utils/choice'
import { CategoryPicker } from './category-picker'

afterEach(cleanup)
beforeEach(async () => {
  await i18n.changeLanguage('en')
})

const names = (en: string, tw: string) => ({ 'zh-TW': tw, 'zh-CN': tw, en, ja: en })
const TREE: MainCategory[] = [
  {
    id: 'TW-FOOD',
    region: 'TW',
    names: names('Food', '食品'),
    subs: ['Disease', 'Body', 'Herbal', 'Physiology', 'Appearance', 'False'].map((name) => ({
      id: `TW-FOOD-${name}`,
      names: names(name, name),
    })),
  },
  { id: 'TW-HF', region: 'TW', names: names('Health food', '健康食品'), subs: [{ id: 'TW-HF-MED', names: names('Medical', '醫療') }] },
]

function Picker({ initial }: { initial: Choice }) {
  const [choice, setChoice] = useState(initial)
  return <CategoryPicker tree={TREE} max={6} value={choice} onChange={setChoice} />
}

describe('CategoryPicker', { timeout: 30_000 }, () => {
  it('asks for a main category until one is ticked', async () => {
    render(<Picker initial={{ mains: [], subs: [] }} />)
    expect(await screen.findByText('Choose at least one main category')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }))
    expect(screen.queryByText('Choose at least one main category')).toBeNull()
  })

  it('names the limit at the seventh sub-category, and ticking a sub-category ticks its main', async () => {
    render(<Picker initial={{ mains: [], subs: [] }} />)
    for (const name of ['Disease', 'Body', 'Herbal', 'Physiology', 'Appearance', 'False'])
      fireEvent.click(await screen.findByRole('checkbox', { name }))
    expect((screen.getByRole('checkbox', { name: 'Food' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Medical' }))
    expect(screen.getByText('At most 6 sub-categories (now 7)')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Health food' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the names in the reader’s language', async () => {
    await i18n.changeLanguage('zh-TW')
    render(<Picker initial={{ mains: [], subs: [] }} />)
    expect(await screen.findByRole('checkbox', { name: '健康食品' })).toBeTruthy()
    expect(screen.getByText('請至少選擇一個主分類')).toBeTruthy()
  })
})
