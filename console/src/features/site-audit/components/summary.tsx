/** The figures of one site check, shared by the overview screen and the PDF page. */
import { Card, Empty, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { CategorySummary, Comparison, Severity, SeverityCounts } from '@/types/site-audit'
import { categoryCounts, HEALTH_COLORS, healthTone, SEVERITIES, SEVERITY_COLORS, totalOf } from '@/lib/severity'
import styles from './site-audit.module.css'

const GAUGE_START = 210
const GAUGE_END = -30

/** A score (0-100: the site's health, a page's score) on a half-open ring, coloured by how it reads. */
export function HealthGauge({ score, size = 200, label }: { score: number | null; size?: number; label?: string }) {
  const { t } = useTranslation('audit')
  const tone = healthTone(score)
  const value = score ?? 0
  const data = [
    { key: 'score', value },
    { key: 'rest', value: 100 - value },
  ]
  return (
    <div className={styles.gauge} style={{ width: size, height: size }} data-testid="health-gauge">
      <PieChart width={size} height={size}>
        <Pie
          data={data}
          dataKey="value"
          startAngle={GAUGE_START}
          endAngle={GAUGE_END}
          innerRadius={size * 0.36}
          outerRadius={size * 0.46}
          stroke="none"
          isAnimationActive={false}
        >
          <Cell fill={HEALTH_COLORS[tone]} />
          <Cell fill="#eef1f3" />
        </Pie>
      </PieChart>
      <div className={styles.gaugeValue}>
        <span className={styles.gaugeNumber} style={{ color: HEALTH_COLORS[tone] }} data-testid="health-score">
          {score ?? '—'}
        </span>
        <span className={styles.gaugeLabel}>{label ?? t(`health.${tone}`)}</span>
      </div>
    </div>
  )
}

/** URLs with at least one error, warning and notice, and the number of findings of each. */
export function SeverityCards({ counts, issues }: { counts: SeverityCounts; issues: SeverityCounts }) {
  const { t } = useTranslation('audit')
  return (
    <div className={styles.severities}>
      {SEVERITIES.map((severity) => (
        <div
          key={severity}
          className={styles.severity}
          style={{ '--severity-color': SEVERITY_COLORS[severity] } as React.CSSProperties}
          data-testid={`severity-${severity}`}
        >
          <div className={styles.severityLabel}>{t(`overview.urlsWith.${severity}`)}</div>
          <div className={styles.severityValue} data-testid={`urls-${severity}`}>
            {counts[severity]}
          </div>
          <div className={styles.footnote} data-testid={`issues-${severity}`}>
            {t('overview.findings', { count: issues[severity] })}
          </div>
        </div>
      ))}
    </div>
  )
}

function Count({ severity, value }: { severity: Severity; value: number }) {
  const { t } = useTranslation('audit')
  return (
    <span
      className={`${styles.count} ${value === 0 ? styles.zero : ''}`}
      style={{ '--severity-color': SEVERITY_COLORS[severity] } as React.CSSProperties}
      title={t(`severity.${severity}`)}
      data-severity={severity}
    >
      <span className={styles.dot} aria-hidden />
      {value}
    </span>
  )
}

/** Findings of one severity map, as the three coloured counts. */
export function SeverityTally({ counts }: { counts: SeverityCounts }) {
  return (
    <span className={styles.counts}>
      {SEVERITIES.map((severity) => (
        <Count key={severity} severity={severity} value={counts[severity]} />
      ))}
    </span>
  )
}

/** The 13 categories with their counts; each opens its issues when `linkTo` is given. */
export function CategoryGrid({
  categories,
  linkTo,
}: {
  categories: CategorySummary[]
  linkTo?: (category: string) => string
}) {
  return (
    <div className={styles.categories} data-testid="categories">
      {categories.map((category) => {
        const body: ReactNode = (
          <>
            <div className={styles.categoryTitle}>{category.title}</div>
            <SeverityTally counts={categoryCounts(category)} />
          </>
        )
        return linkTo ? (
          <Link key={category.category} to={linkTo(category.category)} className={styles.category} data-category={category.category}>
            {body}
          </Link>
        ) : (
          <div key={category.category} className={styles.category} data-category={category.category}>
            {body}
          </div>
        )
      })}
    </div>
  )
}

/** Findings per category, stacked by severity; `width` fixes the size (the PDF page), else it fills its box. */
export function CategoryChart({ categories, width }: { categories: CategorySummary[]; width?: number }) {
  const { t } = useTranslation('audit')
  const rows = categories.map((category) => ({ title: category.title, ...categoryCounts(category) }))
  if (rows.every((row) => totalOf(row) === 0)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noFindings')} />
  }
  const height = 40 + rows.length * 26
  const chart = (
    <BarChart data={rows} layout="vertical" width={width} height={height} margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} fontSize={12} />
      <YAxis type="category" dataKey="title" width={120} fontSize={12} interval={0} />
      {!width && <ChartTooltip />}
      {/* Recharts sorts legend items by label unless told: keep error, warning, notice */}
      <Legend itemSorter={(item) => SEVERITIES.indexOf(item.dataKey as Severity)} />
      {SEVERITIES.map((severity) => (
        <Bar
          key={severity}
          dataKey={severity}
          name={t(`severity.${severity}`)}
          stackId="findings"
          fill={SEVERITY_COLORS[severity]}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  )
  return (
    <div style={{ height }} data-testid="category-chart">
      {width ? chart : <ResponsiveContainer>{chart}</ResponsiveContainer>}
    </div>
  )
}

/** New, fixed and persisting issues against the previous crawl. */
export function ComparisonFigures({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation('audit')
  if (comparison.previous_id === null) {
    return <Typography.Text type="secondary">{t('comparison.first')}</Typography.Text>
  }
  return (
    <div className={styles.comparison} data-testid="comparison">
      {(['new', 'fixed', 'persisting'] as const).map((key) => (
        <div key={key}>
          <div
            className={`${styles.comparisonValue} ${comparison[key] === 0 ? styles.zero : styles[key]}`}
            data-testid={`comparison-${key}`}
          >
            {comparison[key]}
          </div>
          <div className={styles.footnote}>{t(`comparison.${key}`)}</div>
        </div>
      ))}
    </div>
  )
}

/** A titled card of the overview. */
export function SummaryCard({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className={styles.card} title={title} extra={extra} data-testid={testId}>
      {children}
    </Card>
  )
}
