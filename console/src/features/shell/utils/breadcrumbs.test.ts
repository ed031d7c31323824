import { describe, expect, it } from 'vitest'
import { collapseCrumbs, fillPath } from './breadcrumbs'

describe('collapseCrumbs', () => {
  it('shows up to two crumbs as they are', () => {
    expect(collapseCrumbs(['a'], false)).toEqual({ items: ['a'], hidden: 0 })
    expect(collapseCrumbs(['a', 'b'], false)).toEqual({ items: ['a', 'b'], hidden: 0 })
  })

  it('folds the earlier ones beyond two behind "…"', () => {
    expect(collapseCrumbs(['a', 'b', 'c'], false)).toEqual({ items: ['b', 'c'], hidden: 1 })
    expect(collapseCrumbs(['a', 'b', 'c', 'd'], false)).toEqual({ items: ['c', 'd'], hidden: 2 })
  })

  it('shows all of them once expanded', () => {
    expect(collapseCrumbs(['a', 'b', 'c', 'd'], true)).toEqual({ items: ['a', 'b', 'c', 'd'], hidden: 0 })
  })
})

describe('fillPath', () => {
  it('puts the route params into a crumb’s pattern', () => {
    expect(fillPath('/projects/:id/edit', { id: '42' })).toBe('/projects/42/edit')
    expect(fillPath('/share/seo-writer/:uuid?', {})).toBe('/share/seo-writer/')
  })
})
