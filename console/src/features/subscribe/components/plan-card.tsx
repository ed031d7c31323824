import { Button, Card, Tag, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatNtd } from '@/lib/money'
import type { PlanOffer } from '../api/get-plans'
import { HIGHLIGHT_LIMITS } from '../utils/comparison'
import type { CardState, Period } from '../utils/plan-cards'
import { priceView } from '../utils/prices'
import { LimitText } from './limit-text'
import styles from './subscribe.module.css'

interface PlanCardProps {
  plan: PlanOffer
  period: Period
  state: CardState
  /** the user is on this plan: the period of their contract (null for none), else false */
  current: Period | null | false
  onChoose: () => void
}

/** One plan of /subscribe: its price for the period, the call to action and its main limits. */
export function PlanCard({ plan, period, state, current, onChoose }: PlanCardProps) {
  const { t } = useTranslation('subscribe')
  const price = priceView(plan, period)
  const reason = state.disabled ? t(`disabled.${state.reason}`) : null

  return (
    <Card className={`${styles.plan} ${current !== false ? styles.current : ''}`} data-plan={plan.key}>
      <div className={styles.planHead}>
        <Typography.Title level={4} className={styles.planName}>
          {plan.name}
        </Typography.Title>
        {current !== false && (
          <Tag color="cyan">{[t('current.label'), current && t(`period.${current}`)].filter(Boolean).join(' · ')}</Tag>
        )}
      </div>
      {price ? (
        <div>
          <div className={styles.price}>
            <span className={styles.amount}>{formatNtd(price.amount)}</span>
            <span className={styles.unit}>{t(period === 'yearly' ? 'price.perYear' : 'price.perMonth')}</span>
          </div>
          <div className={styles.priceNotes}>
            {period === 'yearly' && (
              <div>
                {t('price.monthlyEquivalent', { amount: formatNtd(price.perMonth) })}
                {price.saving > 0 && (
                  <>
                    {' · '}
                    <span className={styles.saving}>{t('price.saving', { amount: formatNtd(price.saving) })}</span>
                  </>
                )}
              </div>
            )}
            <div>{t('price.taxIncluded')}</div>
          </div>
        </div>
      ) : (
        <Typography.Text type="secondary">{t('price.unavailable')}</Typography.Text>
      )}
      <div>
        <Tooltip title={reason}>
          <Button type="primary" size="large" block disabled={state.disabled || !price} onClick={onChoose}>
            {t('cta.choose')}
          </Button>
        </Tooltip>
        {reason && <div className={styles.disabledReason}>{reason}</div>}
      </div>
      <ul className={styles.highlights}>
        {HIGHLIGHT_LIMITS.map((feature) => (
          <li key={feature}>
            <span className={styles.highlightLabel}>{t(`rows.${feature}`)}</span>
            <Typography.Text strong>
              <LimitText plan={plan} feature={feature} />
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  )
}
