import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { CategoriesOut, ComplyOut } from '../api/text-comply'
import { TextComplyPanel } from './text-comply-panel'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)
beforeEach(async () => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  await i18n.changeLanguage('en')
})

const names = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text })
const CATEGORIES: CategoriesOut = {
  data: [{ id: 'TW-FOOD', region: 'TW', names: names('Food'), subs: [{ id: 'TW-FOOD-APPEAR', names: names('Appearance') }] }],
  max_sub_categories: 6,
  max_chars: 20000,
}
const ANSWER: ComplyOut = {
  text: '黑木耳飲\n還能美白',
  findings: [
    {
      match: '美白',
      occurrence: 0,
      start: 7,
      end: 9,
      category: 'TW-FOOD-APPEAR',
      main_category: 'TW-FOOD',
      law: '食品安全衛生管理法第28條第1項',
      rule: 'X3',
      why: '涉及改變身體外觀者',
      severity: 'risk',
      alternative: '養顏美容',
      unverified: false,
      source: 'rules',
    },
  ],
  warnings: [{ code: 'text_comply.incomplete_tags', message: 'The content has unclosed tags: <strong>', tags: ['strong'] }],
  usage: { feature: 'text_comply', limit: 50, limited: true, usage: 1, remaining: 49, available: true, included: true, upgrade: null },
}

describe('TextComplyPanel', { timeout: 30_000 }, () => {
  it('checks the document’s HTML for the chosen categories and hands the findings to the editor', async () => {
    vi.mocked(api.get).mockResolvedValue(CATEGORIES)
    vi.mocked(api.post).mockResolvedValue(ANSWER)
    const onFindings = vi.fn()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TextComplyPanel html="<h1>黑木耳飲</h1><p>還能<strong>美白</p>" onFindings={onFindings} />
      </QueryClientProvider>,
    )
    const check = await screen.findByRole('button', { name: 'Check' })
    expect((check as HTMLButtonElement).disabled).toBe(true) // no main category yet
    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }))
    fireEvent.click(check)
    await waitFor(() => expect(onFindings).toHaveBeenCalledWith(ANSWER.findings, ANSWER.text))
    expect(api.post).toHaveBeenCalledWith('/text_comply', {
      html: '<h1>黑木耳飲</h1><p>還能<strong>美白</p>',
      main_categories: ['TW-FOOD'],
      sub_categories: [],
    })
    expect(await screen.findByText('The content has unclosed tags: <strong>')).toBeTruthy()
    expect(screen.getByText('49 of 50 checks left this month')).toBeTruthy()
    expect(screen.getByRole('listitem', { name: '美白' }).textContent).toContain('Say instead: 養顏美容')
  })

  it('asks the model for a semantic review and marks its readings; a refusal reads as the server says', async () => {
    vi.mocked(api.get).mockResolvedValue(CATEGORIES)
    const reading = { ...ANSWER.findings[0], match: '黑木耳', start: 0, end: 3, why: 'Implies joint care.', source: 'ai' as const }
    vi.mocked(api.post)
      .mockRejectedValueOnce(new ApiError(409, 'ai_writer.not_configured', 'The AI writer has no model endpoint yet'))
      .mockResolvedValueOnce({ ...ANSWER, findings: [reading, ...ANSWER.findings], warnings: [] })
    const onFindings = vi.fn()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TextComplyPanel html="<p>黑木耳飲還能美白</p>" onFindings={onFindings} />
      </QueryClientProvider>,
    )
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Food' }))
    fireEvent.click(screen.getByRole('button', { name: 'AI review' }))
    expect(await screen.findByText('The AI writer has no model endpoint yet')).toBeTruthy()
    expect(onFindings).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'AI review' }))
    await waitFor(() => expect(onFindings).toHaveBeenCalledWith([reading, ...ANSWER.findings], ANSWER.text))
    expect(api.post).toHaveBeenLastCalledWith('/text_comply/review', {
      html: '<p>黑木耳飲還能美白</p>',
      main_categories: ['TW-FOOD'],
      sub_categories: [],
    })
    expect(screen.queryByText('The AI writer has no model endpoint yet')).toBeNull()
    const marked = screen.getByRole('listitem', { name: '黑木耳' })
    expect(marked.textContent).toContain('AI reading')
    expect(marked.textContent).toContain('Why: Implies joint care.')
    expect(screen.getByRole('listitem', { name: '美白' }).textContent).not.toContain('AI reading')
  })
})
