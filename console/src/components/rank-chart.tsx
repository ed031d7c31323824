import { Empty } from 'antd'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { LINE_COLORS, type Line as TrendLine, axisDepth, axisTicks, trendRows } from '@/lib/rank-trend'

interface RankChartProps {
  lines: TrendLine[]
  height?: number
  /** the key of the line drawn thicker (the project) */
  emphasis?: string
}

/**
 * Positions over time: rank 1 at the top (inverted axis), one line per site, a gap on days without a
 * position, and a tooltip listing the day's positions best first.
 */
export function RankChart({ lines, height = 320, emphasis }: RankChartProps) {
  const { t } = useTranslation('serp')
  const rows = trendRows(lines)
  const keys = lines.map((line) => line.key)
  if (!rows.some((row) => keys.some((key) => typeof row[key] === 'number'))) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.noData')} />
  }
  const depth = axisDepth(rows, keys)
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#eef2f5" />
        <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis
          reversed
          domain={[1, depth]}
          ticks={axisTicks(depth)}
          interval={0}
          allowDecimals={false}
          width={36}
          tick={{ fontSize: 12 }}
          label={{ value: t('chart.position'), angle: -90, position: 'insideLeft', fontSize: 12, fill: '#8c8c8c' }}
        />
        <Tooltip
          itemSorter={(item) => Number(item.value ?? 999)}
          formatter={(value) => (value === null || value === undefined ? t('chart.notRanked') : `#${value}`)}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {lines.map((line, index) => (
          <Line
            key={line.key}
            dataKey={line.key}
            name={line.name}
            stroke={LINE_COLORS[index % LINE_COLORS.length]}
            strokeWidth={line.key === emphasis ? 3 : 1.8}
            dot={{ r: 2.5 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  )
}
