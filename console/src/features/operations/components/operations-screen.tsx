import { Alert, Flex, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/status-page'
import { isAdmin } from '@/lib/admin'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { REFRESH_MS, useFleets } from '../api/fleets'
import { FleetCard } from './fleet-card'

/** /operations: every spider fleet, refreshed every few seconds; admins only (others see the 403 page). */
export function OperationsScreen() {
  const { t } = useTranslation('operations')
  const { user } = useUser()
  const admin = user ? isAdmin(user) : false
  const fleets = useFleets(admin)
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
    </Flex>
  )
}
