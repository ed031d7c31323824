import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { type Allowance, allowance, planRefName } from '@/lib/allowance'
import { useUser } from '@/lib/auth'

/**
 * A project feature's access as its creator's plan allows it (plan rules are the creator's, SPEC §6):
 * known here only to the creator; for anyone else undefined (the server decides when asked).
 */
export function useSiteAccess(site: { creator_id: number }, feature: string): Allowance | undefined {
  const { user } = useUser()
  return user && user.id === site.creator_id ? allowance(user.subscription, feature) : undefined
}

/** Why a feature cannot be used now, from the server's answer: not in the plan (naming the cheapest
 * plan that has it) or used up this month; null when it can be used or nothing is known. */
export function useLockReason(access: Allowance | undefined): string | null {
  const { t, i18n } = useTranslation()
  if (!access || access.available) return null
  if (!access.included) {
    const plan = planRefName(access.upgrade, i18n.language)
    return plan ? t('plan.onlyOn', { plan }) : t('plan.notIncluded')
  }
  return t('plan.usedUp')
}

/** The link to the plans, beside a disabled feature. */
export function UpgradeLink() {
  const { t } = useTranslation()
  return (
    <Link to="/subscribe" data-testid="upgrade-link">
      {t('actions.upgradePlan')}
    </Link>
  )
}

/** The reason a feature is disabled and the upgrade link, as one line of secondary text. */
export function PlanLockHint({ reason }: { reason: string }) {
  return (
    <Typography.Text type="secondary" data-testid="plan-lock">
      {reason} · <UpgradeLink />
    </Typography.Text>
  )
}
