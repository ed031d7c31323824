import { Alert, Button } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import type { User } from '@/types/api'
import { useEndViewAs } from '../api/users'

/**
 * Above every screen while an admin views the console as a user: whose console it is, who opened it and until
 * when, and the way back to the admin's own session (it works after the view ran out too).
 */
export function ViewAsBanner({ user }: { user: User }) {
  const { t } = useTranslation('admin')
  const end = useEndViewAs()
  const view = user.impersonation
  if (!view) return null
  return (
    <Alert
      banner
      type="warning"
      data-testid="view-as-banner"
      title={t('viewAs.banner', { email: user.email, admin: view.admin_email, time: dayjs(view.expires_at).format('HH:mm') })}
      action={
        <Button size="small" type="primary" loading={end.isPending} onClick={() => end.mutate()}>
          {t('viewAs.back')}
        </Button>
      }
    />
  )
}
