import { CheckOutlined, MinusOutlined } from '@ant-design/icons'
import { Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { featureExists } from '@/lib/feature-screens'
import { useHasScreen } from '@/lib/registered-routes'
import type { PlanOffer } from '../api/get-plans'
import { FEATURE_ROWS, LIMIT_ROWS } from '../utils/comparison'
import { LimitText } from './limit-text'
import styles from './subscribe.module.css'

type Row = { key: string; kind: 'limit' | 'depth' | 'feature' }

const ROWS: Row[] = [
  ...LIMIT_ROWS.map((key) => ({ key, kind: 'limit' as const })),
  { key: 'serp_depth', kind: 'depth' },
  ...FEATURE_ROWS.map((key) => ({ key, kind: 'feature' as const })),
]

/** Every limit and gated feature of the plans side by side (those with a screen in this build: a
 * feature coming with a later release is not sold yet); the user's plan column is tinted. */
export function PlanComparison({ plans, currentPlanId }: { plans: PlanOffer[]; currentPlanId: number | null }) {
  const { t } = useTranslation('subscribe')
  const hasScreen = useHasScreen()
  const rows = ROWS.filter((row) => row.kind === 'depth' || featureExists(hasScreen, row.key))

  const cell = (plan: PlanOffer, row: Row) => {
    if (row.kind === 'limit') return <LimitText plan={plan} feature={row.key} />
    if (row.kind === 'depth') return plan.serp_depth
    return plan.features[row.key] ? (
      <CheckOutlined className={styles.yes} aria-label={t('compare.included')} />
    ) : (
      <MinusOutlined className={styles.no} aria-label={t('compare.notIncluded')} />
    )
  }

  return (
    <Table<Row>
      className={styles.table}
      rowKey="key"
      pagination={false}
      size="middle"
      dataSource={rows}
      columns={[
        {
          key: 'feature',
          title: t('compare.feature'),
          render: (_, row) => <Typography.Text>{t(`rows.${row.key}`)}</Typography.Text>,
        },
        ...plans.map((plan) => ({
          key: plan.key,
          title: plan.name,
          align: 'center' as const,
          width: '20%',
          className: plan.id === currentPlanId ? styles.currentColumn : undefined,
          render: (_: unknown, row: Row) => cell(plan, row),
        })),
      ]}
    />
  )
}
