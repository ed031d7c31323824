import { useTranslation } from 'react-i18next'
import type { PlanOffer } from '../api/get-plans'
import { limitValue } from '../utils/comparison'

/** A plan's limit for a feature: a number, or "Unlimited". */
export function LimitText({ plan, feature }: { plan: PlanOffer; feature: string }) {
  const { t, i18n } = useTranslation('subscribe')
  const limit = limitValue(plan, feature)
  return <>{limit.kind === 'unlimited' ? t('compare.unlimited') : limit.value.toLocaleString(i18n.language)}</>
}
