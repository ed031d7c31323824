import { describe, expect, it } from 'vitest'
import type { User } from '@/types/api'
import { activeMenuKeys, MENU, NETWORK_GRAPH_PLAN_ID, visibleMenu } from './menu'

function user(country: string | null, planId: number | null, role = 'user'): User {
  return { country, role, subscription: { plan_id: planId } } as unknown as User
}

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

  it('shows the keyword network graph to its premium plan only', () => {
    expect(keys(visibleMenu(MENU, user('TW', 8), everyScreen))).not.toContain('keyword-planning/network-graph')
    expect(keys(visibleMenu(MENU, user('TW', NETWORK_GRAPH_PLAN_ID), everyScreen))).toContain(
      'keyword-planning/network-graph',
    )
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
