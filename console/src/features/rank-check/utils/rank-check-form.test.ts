import { describe, expect, it } from 'vitest'
import { keepPolling, rankCheckIssues } from './rank-check-form'

describe('rank check form', () => {
  it('takes one keyword per line, dropping empty lines and repeats', () => {
    const { keywords, issues } = rankCheckIssues('台北 咖啡廳\n\n  筆電 推薦 \n台北 咖啡廳', 'bean-journal.tw')
    expect(keywords).toEqual(['台北 咖啡廳', '筆電 推薦'])
    expect(issues).toEqual([])
  })

  it('allows 10 keywords and refuses 11 with the server’s limit message code', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `關鍵字${i}`).join('\n')
    expect(rankCheckIssues(ten, 'a.tw').issues).toEqual([])
    expect(rankCheckIssues(`${ten}\n第十一`, 'a.tw').issues).toEqual([
      { field: 'keywords', code: 'rankings.rank_check_limit', params: { max: 10 } },
    ])
  })

  it('needs keywords and a domain', () => {
    expect(rankCheckIssues(' \n ', ' ').issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['keywords', 'validation.required'],
      ['domain', 'validation.required'],
    ])
  })

  it('polls only while the job is in progress', () => {
    expect(keepPolling('in_progress')).toBe(true)
    expect(keepPolling('completed')).toBe(false)
    expect(keepPolling('failed')).toBe(false)
    expect(keepPolling(undefined)).toBe(false)
  })
})
