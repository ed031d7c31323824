import { describe, expect, it } from 'vitest'
import { chartRows, sparklinePath } from './chart'

const point = (date: string, position: number | null) => ({ date, position, label: position === null ? null : String(position) })

describe('sparkline', () => {
  it('puts the best rank on top and lifts the pen on days without data', () => {
    const path = sparklinePath([point('d1', 1), point('d2', 11), point('d3', null), point('d4', 6)], 32, 12, 2)
    expect(path).toBe('M2.0,2.0L11.3,10.0M30.0,6.0h0')
  })

  it('draws a lone day as a dot in the middle', () => {
    expect(sparklinePath([point('d1', 7)], 60, 20)).toBe('M2.0,10.0h0')
  })

  it('draws nothing without any position', () => {
    expect(sparklinePath([point('d1', null)], 60, 20)).toBe('')
  })
})

describe('chart rows', () => {
  it('joins the project and competitors by day and keeps gaps as null', () => {
    const rows = chartRows([
      { site: 'project', competitor_id: null, name: 'p', domain: 'p.tw', points: [point('2025-06-01', 3), point('2025-06-02', null)] },
      { site: 'competitor', competitor_id: 9, name: 'c', domain: 'c.tw', points: [point('2025-06-01', null), point('2025-06-02', 12)] },
    ])
    expect(rows).toEqual([
      { date: '2025-06-01', project: 3, 'project:label': '3', 'project:url': null, c9: null, 'c9:label': null, 'c9:url': null },
      { date: '2025-06-02', project: null, 'project:label': null, 'project:url': null, c9: 12, 'c9:label': '12', 'c9:url': null },
    ])
  })

  it('keeps the ranking URL of every day, not only the latest', () => {
    const rows = chartRows([
      {
        site: 'project',
        competitor_id: null,
        name: 'p',
        domain: 'p.tw',
        points: [
          { ...point('2025-06-01', 3), url: 'https://p.tw/old' },
          { ...point('2025-06-02', 5), url: 'https://p.tw/new' },
        ],
      },
    ])
    expect(rows.map((row) => row['project:url'])).toEqual(['https://p.tw/old', 'https://p.tw/new'])
  })
})
