import { Alert, Card, Flex, Spin, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/status-page'
import { isAdmin } from '@/lib/admin'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { type FleetChange, REFRESH_MS, useFleetChanges, useFleets } from '../api/fleets'
import { changeText } from '../utils/fleet-figures'
import { FleetCard } from './fleet-card'

/** /operations: every spider fleet, refreshed every few seconds; admins only (others see the 403 page). */
export function OperationsScreen() {
  const { t } = useTranslation('operations')
  const { user } = useUser()
  const admin = user ? isAdmin(user) : false
  const fleets = useFleets(admin)
  const changes = useFleetChanges(admin)
  if (user === undefined) return <Spin />
  if (!admin || (fleets.error instanceof ApiError && fleets.error.status === 403)) return <StatusPage status={403} />
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        <Typography.Text type="secondary">{t('subtitle', { seconds: REFRESH_MS / 1000 })}</Typography.Text>
      </div>
      {fleets.error && <Alert type="error" showIcon message={fleets.error.message} />}
      {fleets.isPending ? <Spin /> : fleets.data?.data.map((fleet) => <FleetCard key={fleet.name} fleet={fleet} />)}
      <Card title={t('changes')}>
        <ChangesTable
          changes={changes.data?.data ?? []}
          loading={changes.isPending}
          titles={Object.fromEntries((fleets.data?.data ?? []).map((fleet) => [fleet.name, fleet.title]))}
        />
      </Card>
    </Flex>
  )
}

function ChangesTable({ changes, loading, titles }: { changes: FleetChange[]; loading: boolean; titles: Record<string, string> }) {
  const { t, i18n } = useTranslation('operations')
  return (
    <Table<FleetChange>
      size="small"
      rowKey={(c) => `${c.created_at}-${c.fleet}-${c.action}`}
      loading={loading}
      pagination={false}
      dataSource={changes}
      locale={{ emptyText: t('noChanges') }}
      columns={[
        { title: t('when'), render: (_, c) => new Date(c.created_at).toLocaleString(i18n.language) },
        { title: t('who'), render: (_, c) => c.user_email ?? '—' },
        { title: t('fleet'), render: (_, c) => titles[c.fleet] ?? c.fleet },
        {
          title: t('what'),
          render: (_, c) => {
            const [key, values] = changeText(c)
            return t(key, values)
          },
        },
      ]}
    />
  )
}
