import type { User } from '@/types/api'
import { isJapanUser } from './menu'
import { JAPAN_LANDING_PLAN_IDS, JAPAN_LANDING_URL, NO_UPGRADE_PLAN_ID } from './links'

export type UpgradeAction = { kind: 'none' } | { kind: 'subscribe'; to: string } | { kind: 'landing'; url: string }

/** SPEC §6: no upgrade button on plan 1; Japan users on plan 2 or 8 get the landing page instead. */
export function upgradeAction(user: User): UpgradeAction {
  const plan = user.subscription?.plan_id ?? null
  if (plan === NO_UPGRADE_PLAN_ID) return { kind: 'none' }
  if (isJapanUser(user) && plan !== null && JAPAN_LANDING_PLAN_IDS.includes(plan)) {
    return { kind: 'landing', url: JAPAN_LANDING_URL }
  }
  return { kind: 'subscribe', to: '/subscribe' }
}
