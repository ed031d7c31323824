import { describe, expect, it } from 'vitest'
import {
  competitorRowField,
  competitorRowIssues,
  competitorsToSend,
  emailRowField,
  emailRowIssues,
  emailsToSend,
} from '@/lib/form-rows'
import {
  firstInvalidStep,
  initialWizardValues,
  rowField,
  stepIssues,
  stepOfField,
  toNewSite,
  type WizardValues,
} from './wizard-form'
import { RULES } from '@/lib/project-rules-fixture'

const limits = { keywords: 30, competitors: 3, receivers: 1, rules: RULES }

const values = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...initialWizardValues('TW', 'me@example.com'),
  name: '我的網站',
  url: 'https://www.example.com.tw',
  keywords: '台北 美食\n東京 ラーメン\nseo tool',
  competitors: [
    { name: '', url: 'rival.com.tw' },
    { name: '', url: '' },
    { name: 'Other', url: 'other.jp' },
  ],
  ...over,
})

const codes = (issues: { field: string; code: string }[]) => issues.map((issue) => [issue.field, issue.code])

describe('wizard steps', () => {
  it('starts with the user country, its search language and the user e-mail as recipient', () => {
    expect(initialWizardValues('JP', 'a@example.jp')).toMatchObject({ country: 'JP', language: 'ja', recipients: ['a@example.jp'] })
    expect(initialWizardValues(null, undefined)).toMatchObject({ country: 'TW', language: 'zh-TW', recipients: [''] })
    expect(initialWizardValues('US', 'x@example.com').language).toBe('en')
  })

  it('passes a complete wizard', () => {
    expect(firstInvalidStep(values(), limits)).toBeNull()
  })

  it.each<[Partial<WizardValues>, number, [string, string][]]>([
    [{ name: ' ' }, 1, [['name', 'validation.required']]],
    [{ url: 'example.com' }, 1, [['url', 'project.url_invalid']]],
    [{ url: 'http://localhost:3000' }, 1, [['url', 'project.url_private']]],
    [{ keywords: '台北<美食>\nok' }, 2, [['keywords', 'project.keywords_forbidden']]],
    [{ keywords: Array.from({ length: 31 }, (_, i) => `k${i}`).join('\n') }, 2, [['keywords', 'project.keywords_exceed']]],
    [{ competitors: [{ name: '', url: '' }] }, 3, [['competitors', 'project.competitor_required']]],
    [{ competitors: [{ name: '', url: 'example.com.tw/' }] }, 3, [['competitors.0.url', 'project.same_as_site']]],
    // the issue names the screen row (2), not the position among filled rows (1)
    [{ competitors: [{ name: '', url: 'a.com' }, { name: '', url: '' }, { name: '', url: 'www.a.com' }] }, 3, [['competitors.2.url', 'project.duplicate.competitor']]],
    [{ competitors: [{ name: '', url: 'a.com' }, { name: '', url: 'b.com' }, { name: '', url: 'c.com' }, { name: '', url: 'd.com' }] }, 3, [['competitors', 'project.competitors_exceed']]],
    [{ recipients: ['', 'bad'] }, 4, [['recipients.1', 'validation.email']]],
    [{ recipients: ['a@example.com', 'b@example.com'] }, 4, [['recipients', 'project.recipients_exceed']]],
  ])('%j fails on step %i', (over, step, expected) => {
    const found = firstInvalidStep(values(over), limits)
    expect(found?.step).toBe(step)
    expect(codes(found!.issues)).toEqual(expected)
  })

  it('checks an internationalized site and its competitors by the same host', () => {
    const idn = values({ url: 'https://牛肉麵.tw', competitors: [{ name: '', url: 'www.xn--11xm61acsx.tw' }] })
    expect(stepIssues(1, idn, limits)).toEqual([])
    expect(codes(stepIssues(3, idn, limits))).toEqual([['competitors.0.url', 'project.same_as_site']])
  })

  it('leaves every check to the server until its rules document has arrived', () => {
    expect(firstInvalidStep(values({ name: ' ', url: 'bad' }), { ...limits, rules: undefined })).toBeNull()
  })

  it('accepts no keywords (they can be added later) and no recipients', () => {
    expect(stepIssues(2, values({ keywords: '\n\n' }), limits)).toEqual([])
    expect(stepIssues(4, values({ recipients: [''] }), limits)).toEqual([])
  })

  it('puts each server field on its step', () => {
    expect(['name', 'url', 'country', 'language', 'keywords', 'competitors', 'competitors.1.url', 'recipients.0', 'other'].map(stepOfField)).toEqual([
      1, 1, 1, 1, 2, 3, 3, 4, 1,
    ])
  })

  it('maps the server field of a sent row back to its screen row', () => {
    const v = values()
    expect(rowField('competitors.1.url', v)).toBe('competitors.2.url')
    expect(rowField('competitors', v)).toBe('competitors')
    expect(rowField('competitors.9.url', v)).toBe('competitors')
    expect(rowField('recipients.0', values({ recipients: ['', 'a@example.com'] }))).toBe('recipients.1')
    expect(rowField('url', v)).toBe('url')
  })

  it('sends trimmed values without blank rows', () => {
    expect(toNewSite(values({ name: ' 站 ', recipients: [' me@example.com ', ''] }))).toEqual({
      name: '站',
      url: 'https://www.example.com.tw',
      country: 'TW',
      language: 'zh-TW',
      keywords: '台北 美食\n東京 ラーメン\nseo tool',
      competitors: [
        { name: null, url: 'rival.com.tw' },
        { name: 'Other', url: 'other.jp' },
      ],
      recipients: ['me@example.com'],
    })
  })
})

describe('settings rows', () => {
  it('checks new competitor rows against those already tracked and what is left', () => {
    const rows = [
      { name: '', url: '' },
      { name: '', url: 'www.tracked.com' },
      { name: 'New', url: 'new.com' },
    ]
    expect(codes(competitorRowIssues(rows, 'site.com', ['tracked.com'], 5, RULES))).toEqual([
      ['competitors.1.url', 'project.duplicate.competitor'],
    ])
    expect(codes(competitorRowIssues(rows.slice(2), 'site.com', ['tracked.com'], 0, RULES))).toEqual([
      ['competitors', 'project.competitors_exceed'],
    ])
    expect(competitorsToSend(rows)).toEqual([
      { name: null, url: 'www.tracked.com' },
      { name: 'New', url: 'new.com' },
    ])
    expect(competitorRowField('competitors.1.name', rows)).toBe('competitors.2.name')
  })

  it('checks recipient rows under the field name the server uses', () => {
    const rows = ['a@example.com', '', 'A@example.com']
    expect(codes(emailRowIssues(rows, 'emails', 3, RULES))).toEqual([['emails.2', 'project.duplicate.email']])
    expect(codes(emailRowIssues(['a@example.com', 'b@example.com'], 'emails', 1, RULES))).toEqual([
      ['emails', 'project.recipients_exceed'],
    ])
    expect(emailsToSend(rows)).toEqual(['a@example.com', 'A@example.com'])
    expect(emailRowField('emails.1', 'emails', rows)).toBe('emails.2')
  })
})
