import { describe, expect, it } from 'vitest'
import type { User } from '@/types/api'
import { activeMenuKeys, MENU, visibleMenu } from './menu'

function user(country: string | null, planId: number | null, role = 'user', features: object = {}): User {
  return { country, role, subscription: { plan_id: planId, features } } as unknown as User
}

/** what /api/me says of the keyword network graph on a plan that has it (api/plans/catalogue.py) */
const GRAPH_INCLUDED = { keyword_network_graph: { feature: 'keyword_network_graph', included: true, available: true } }

const everyScreen = () => true
const keys = (groups: ReturnType<typeof visibleMenu>) =>
  groups.flatMap((group) => [group.key, ...(group.children ?? []).map((entry) => `${group.key}/${entry.key}`)])

describe('visibleMenu', () => {
  it('shows the groups of SPEC §2 in order', () => {
    expect(visibleMenu(MENU, user('TW', 8), everyScreen).map((group) => group.key)).toEqual([
      'overview',
      'site-research',
      'keyword-planning',
      'ranking-optimization',
      'seo-tools',
    ])
  })

  it('takes the SEO tools, ranking optimization and site SEO checker from users in Japan', () => {
    const shown = keys(visibleMenu(MENU, user('JP', 8), everyScreen))
    expect(shown).not.toContain('seo-tools')
    expect(shown).not.toContain('ranking-optimization')
    expect(shown).not.toContain('site-research/seo-checker')
    expect(shown).toContain('site-research/competitor-research')
    expect(shown).toContain('overview')
  })

  it('shows the keyword network graph to the plan the server says has it', () => {
    expect(keys(visibleMenu(MENU, user('TW', 8), everyScreen))).not.toContain('keyword-planning/network-graph')
    expect(keys(visibleMenu(MENU, user('TW', 7, 'user', GRAPH_INCLUDED), everyScreen))).toContain(
      'keyword-planning/network-graph',
    )
  })

  it('shows crawl operations to admins only (role admin, or plan 5 as SPEC §6 says)', () => {
    expect(keys(visibleMenu(MENU, user('TW', 10), everyScreen))).not.toContain('admin/crawl-operations')
    expect(keys(visibleMenu(MENU, user('TW', 5), everyScreen))).toContain('admin/crawl-operations')
    expect(keys(visibleMenu(MENU, user('JP', 10, 'admin'), everyScreen))).toContain('admin/crawl-operations')
  })

  it('hides entries whose screen does not exist yet, and groups left empty', () => {
    const onlyOverview = (path: string) => path === '/'
    expect(keys(visibleMenu(MENU, user('TW', 8), onlyOverview))).toEqual(['overview'])
  })
})

describe('activeMenuKeys', () => {
  it('finds the group and entry of the current path', () => {
    expect(activeMenuKeys(MENU, '/')).toEqual({ group: 'overview', entry: 'overview' })
    expect(activeMenuKeys(MENU, '/seo-diy/ai-writer/preview/3')).toEqual({
      group: 'ranking-optimization',
      entry: 'ai-writer',
    })
    expect(activeMenuKeys(MENU, '/projects/3/edit')).toEqual({ group: 'overview', entry: 'overview' })
    expect(activeMenuKeys(MENU, '/seo-checker/3/links')).toEqual({ group: 'site-research', entry: 'seo-checker' })
    expect(activeMenuKeys(MENU, '/sites/seo-checker')).toEqual({ group: 'site-research', entry: 'seo-checker' })
    expect(activeMenuKeys(MENU, '/profile')).toEqual({})
  })
})
