/**
 * The sidebar's menu as data. An entry shows when its rule allows it for the user (SPEC §6: users in
 * Japan lose the SEO tools, ranking optimization and site SEO checker entries; the keyword network
 * graph is for one premium plan; admin-only children for plan 5) and when its screen exists.
 */
import { isAdmin } from '@/lib/admin'
import { allowance } from '@/lib/allowance'
import type { User } from '@/types/api'

export type MenuIcon = 'overview' | 'research' | 'keywords' | 'optimization' | 'tools' | 'operations'

export interface MenuEntry {
  key: string
  path: string
  /** key in the shell namespace */
  label: string
  beta?: boolean
  visible?: (user: User) => boolean
  /** other paths that open this entry (the same screen reached from elsewhere) */
  also?: string[]
}

export interface MenuGroup {
  key: string
  label: string
  icon: MenuIcon
  /** a group that is a single screen */
  path?: string
  beta?: boolean
  children?: MenuEntry[]
  visible?: (user: User) => boolean
}

export function isJapanUser(user: User): boolean {
  return user.country?.toUpperCase() === 'JP'
}

const notInJapan = (user: User) => !isJapanUser(user)

export const MENU: MenuGroup[] = [
  { key: 'overview', label: 'menu.overview', icon: 'overview', path: '/' },
  {
    key: 'site-research',
    label: 'menu.siteResearch',
    icon: 'research',
    children: [
      { key: 'seo-checker', path: '/seo-checker', label: 'menu.seoChecker', visible: notInJapan, also: ['/sites/seo-checker'] },
      { key: 'competitor-research', path: '/sites/research', label: 'menu.competitorResearch' },
    ],
  },
  {
    key: 'keyword-planning',
    label: 'menu.keywordPlanning',
    icon: 'keywords',
    children: [
      { key: 'suggestions', path: '/keyword-planning/suggestions', label: 'menu.keywordSuggestions' },
      { key: 'research', path: '/keyword-planning/research', label: 'menu.keywordResearch' },
      {
        key: 'network-graph',
        path: '/keyword-planning/keyword-network-graph',
        label: 'menu.keywordNetworkGraph',
        // SPEC §6: one premium plan; the server's plan catalogue names it (keyword_network_graph)
        visible: (user) => allowance(user.subscription, 'keyword_network_graph').included,
      },
      { key: 'keyword-lists', path: '/keyword-planning/keywords-lists', label: 'menu.keywordLists' },
      { key: 'serp-ranking', path: '/keyword-planning/serp-competitors', label: 'menu.serpRanking' },
    ],
  },
  {
    key: 'ranking-optimization',
    label: 'menu.rankingOptimization',
    icon: 'optimization',
    visible: notInJapan,
    children: [
      { key: 'seo-writer', path: '/seo-diy/seo-writer', label: 'menu.seoWriter' },
      { key: 'ai-writer', path: '/seo-diy/ai-writer', label: 'menu.aiWriter', beta: true },
    ],
  },
  { key: 'seo-tools', label: 'menu.seoTools', icon: 'tools', path: '/tool', beta: true, visible: notInJapan },
  {
    key: 'admin',
    label: 'menu.admin',
    icon: 'operations',
    visible: isAdmin,
    children: [
      { key: 'crawl-operations', path: '/operations', label: 'menu.crawlOperations', visible: isAdmin },
      { key: 'admin-users', path: '/admin/users', label: 'menu.adminUsers', visible: isAdmin },
      { key: 'admin-codes', path: '/admin/codes', label: 'menu.adminCodes', visible: isAdmin },
      { key: 'admin-news', path: '/admin/news', label: 'menu.adminNews', visible: isAdmin },
      { key: 'admin-plans', path: '/admin/plans', label: 'menu.adminPlans', visible: isAdmin },
      { key: 'admin-revenue', path: '/admin/revenue', label: 'menu.adminRevenue', visible: isAdmin },
    ],
  },
]

/**
 * The groups and entries this user sees: the rules above, and only screens that exist (`hasScreen`);
 * a group left without entries is hidden.
 */
export function visibleMenu(menu: MenuGroup[], user: User, hasScreen: (path: string) => boolean): MenuGroup[] {
  return menu.flatMap((group) => {
    if (group.visible && !group.visible(user)) return []
    if (group.path) return hasScreen(group.path) ? [group] : []
    const children = (group.children ?? []).filter(
      (entry) => (!entry.visible || entry.visible(user)) && hasScreen(entry.path),
    )
    return children.length > 0 ? [{ ...group, children }] : []
  })
}

/** The group of the current path: the one opened in the sidebar, and the selected entry. */
export function activeMenuKeys(menu: MenuGroup[], pathname: string): { group?: string; entry?: string } {
  const within = (path: string) => (path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`))
  for (const group of menu) {
    if (group.path && within(group.path)) return { group: group.key, entry: group.key }
    const entry = group.children?.find((child) => [child.path, ...(child.also ?? [])].some(within))
    if (entry) return { group: group.key, entry: entry.key }
  }
  if (pathname.startsWith('/projects/')) return { group: 'overview', entry: 'overview' }
  return {}
}
