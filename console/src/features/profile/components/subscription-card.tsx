import { Card, Progress, Tag, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { PlanLockHint, useLockReason } from '@/components/plan-lock'
import { useHasScreen } from '@/lib/registered-routes'
import type { User } from '@/types/api'
import { planName, subscriptionRows, type UsageKind, type UsageRow } from '../utils/subscription-rows'
import styles from './profile.module.css'

const KINDS: UsageKind[] = ['count', 'monthly', 'per_project']

function Usage({ row }: { row: UsageRow }) {
  const { t } = useTranslation('profile')
  const { allowance } = row
  // "available on the <plan> plan" and the way there, as a locked feature's screen says it
  const lock = useLockReason(allowance)
  if (!row.included) {
    if (row.upgrade && lock) return <PlanLockHint reason={lock} />
    return <Typography.Text type="secondary">{t('subscription.notIncluded')}</Typography.Text>
  }
  if (!allowance.limited) return <Typography.Text>{t('subscription.unlimited')}</Typography.Text>
  if (row.kind === 'per_project') return <Typography.Text>{t('subscription.perProject', { limit: allowance.limit })}</Typography.Text>
  return (
    <Tooltip title={t('subscription.used', { used: allowance.usage, limit: allowance.limit })}>
      <div className={styles.usage}>
        <Typography.Text strong className={allowance.available ? undefined : styles.exhausted}>
          {t('subscription.left', { count: allowance.remaining })}
        </Typography.Text>
        <Progress
          percent={allowance.limit ? Math.min((allowance.usage / allowance.limit) * 100, 100) : 100}
          showInfo={false}
          size="small"
          strokeColor={allowance.available ? undefined : '#faad14'}
          className={styles.usageBar}
        />
      </div>
    </Tooltip>
  )
}

/** The plan, its end date and what is left of each feature, from the user's subscription block. */
export function SubscriptionCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile')
  const subscription = user.subscription
  const name = planName(subscription, i18n.language)
  const rows = subscriptionRows(subscription, useHasScreen())
  const active = subscription?.status === 'subscribing' && name !== null

  return (
    <Card className={styles.card} title={t('subscription.title')}>
      <div className={styles.plan}>
        <div>
          <div className={styles.planName}>{name ?? t('subscription.none')}</div>
          <Typography.Text type="secondary">
            {subscription?.end_date
              ? t('subscription.endsOn', { date: dayjs(subscription.end_date).format('YYYY/MM/DD') })
              : active
                ? t('subscription.noEnd')
                : t('subscription.noneHelp')}
          </Typography.Text>
        </div>
        <Tag color={active ? 'success' : 'default'}>{active ? t('subscription.active') : t('subscription.ended')}</Tag>
      </div>
      {KINDS.map((kind) => {
        const group = rows.filter((row) => row.kind === kind)
        if (!group.length) return null
        return (
          <div key={kind} className={styles.usageGroup}>
            <div className={styles.usageGroupTitle}>{t(`subscription.kinds.${kind}`)}</div>
            {group.map((row) => (
              <div key={row.feature} className={styles.usageRow} data-testid={`usage-${row.feature}`}>
                <span>{t(`subscription.features.${row.feature}`)}</span>
                <Usage row={row} />
              </div>
            ))}
          </div>
        )
      })}
    </Card>
  )
}
