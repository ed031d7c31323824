import { HistoryOutlined } from '@ant-design/icons'
import { Alert, Button, Segmented, Skeleton, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { LoadFailed } from '@/components/load-failed'
import { useUser } from '@/lib/auth'
import { type PlanOffer, usePlans } from '../api/get-plans'
import { MONTHLY, type Period, periodOf, planCardState, subscribeMode, TIERS } from '../utils/plan-cards'
import { CheckoutDialog } from './checkout-dialog'
import { PlanCard } from './plan-card'
import { PlanComparison } from './plan-comparison'
import { SubscribeFaq } from './subscribe-faq'
import styles from './subscribe.module.css'

/**
 * /subscribe: the plans side by side with their NT$ prices per period, the user's plan marked, and the
 * FAQ. Choosing a plan confirms the order and goes on to the gateway's card page (CheckoutDialog).
 */
export function SubscribeScreen() {
  const { t, i18n } = useTranslation('subscribe')
  const { user } = useUser()
  const plans = usePlans()
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const mode = subscribeMode(params.get('mode'))
  const [period, setPeriod] = useState<Period>('yearly')
  const [chosen, setChosen] = useState<PlanOffer | null>(null)

  const settled = !plans.isLoading
  useEffect(() => {
    // the footer's FAQ link: scroll once the plans above have taken their height
    if (location.hash === '#faq' && settled) document.getElementById('faq')?.scrollIntoView({ block: 'start' })
  }, [location.hash, location.key, settled])

  if (!user) return null
  const catalogue = plans.data
  const current = { planId: catalogue?.current_plan_id ?? null, paymentType: catalogue?.current_payment_type ?? null }
  const onMonthlyTier = current.paymentType === MONTHLY && current.planId !== null && TIERS.includes(current.planId)
  const subscription = user.subscription
  const currentName = subscription?.plan?.names[i18n.language] ?? subscription?.plan?.names['zh-TW']
  const setMode = (next: string | null) => {
    const copy = new URLSearchParams(params)
    if (next) copy.set('mode', next)
    else copy.delete('mode')
    setParams(copy, { replace: true })
  }

  return (
    <div>
      <PageHeader
        title={t('title')}
        subtitle={
          currentName
            ? [
                t('current.summary', { plan: currentName }),
                subscription.end_date && t('current.until', { date: dayjs(subscription.end_date).format('YYYY/MM/DD') }),
              ]
                .filter(Boolean)
                .join(' · ')
            : t('current.none')
        }
        extra={
          <Link to="/subscribe-record">
            <Button icon={<HistoryOutlined />}>{t('current.record')}</Button>
          </Link>
        }
      />
      <Alert
        type="info"
        showIcon
        className={styles.notice}
        title={t('paymentNotice.title')}
        description={t('paymentNotice.body')}
      />
      {onMonthlyTier && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={t(mode === 'monthly_sub' ? 'monthlySub.active' : 'monthlySub.body')}
          action={
            <Button size="small" onClick={() => setMode(mode === 'monthly_sub' ? null : 'monthly_sub')}>
              {t(mode === 'monthly_sub' ? 'monthlySub.back' : 'monthlySub.action')}
            </Button>
          }
        />
      )}

      <div className={styles.periodRow}>
        <Segmented<Period>
          size="large"
          aria-label={t('period.label')}
          value={period}
          onChange={setPeriod}
          options={[
            { value: 'yearly', label: t('period.yearly') },
            { value: 'monthly', label: t('period.monthly') },
          ]}
        />
        <span className={styles.periodHint}>{t('period.yearlyHint')}</span>
      </div>

      {plans.isError && !catalogue ? (
        <LoadFailed title={t('loadFailed')} error={plans.error} onRetry={() => void plans.refetch()} />
      ) : !catalogue ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <div className={styles.plans}>
            {catalogue.data.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                period={period}
                state={planCardState(plan.id, period, current, mode)}
                current={plan.id === current.planId && periodOf(current.paymentType)}
                onChoose={() => setChosen(plan)}
              />
            ))}
          </div>
          <section className={styles.section}>
            <Typography.Title level={4} className={styles.sectionTitle}>
              {t('compare.title')}
            </Typography.Title>
            <PlanComparison plans={catalogue.data} currentPlanId={current.planId} />
          </section>
        </>
      )}

      <SubscribeFaq />

      {/* keyed: a promo code applied to one plan and period is not carried to another */}
      <CheckoutDialog key={`${chosen?.id}-${period}`} plan={chosen} period={period} onClose={() => setChosen(null)} />
    </div>
  )
}
