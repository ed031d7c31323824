import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import { bindLine, lineQueryKey } from '../api/line'
import { callbackBody } from '../utils/callback'

/**
 * `/line/callback`: where LINE's consent screen sends the browser back. What LINE sent (a code, or a
 * refusal) goes to the server, which binds or answers "LINE authentication failed" (SPEC §8).
 */
export function LineCallbackPage() {
  const { t } = useTranslation('line')
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const body = callbackBody(search, window.location.origin)

  // a code is good once: the page's answer is kept, not asked again on a re-render or a new language
  const binding = useQuery({
    queryKey: ['line-bind', body?.state ?? ''],
    queryFn: async () => {
      const status = await bindLine(body!)
      queryClient.setQueryData(lineQueryKey, status)
      return status
    },
    enabled: body !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { sameInEveryLanguage: true },
  })

  const back = (
    <Link to="/profile">
      <Button type="primary">{t('callback.backToProfile')}</Button>
    </Link>
  )

  if (body !== null && binding.isPending) {
    return (
      <Card>
        <Result icon={<Spin size="large" />} title={t('callback.binding')} />
      </Card>
    )
  }
  if (binding.isSuccess) {
    return (
      <Card>
        <Result
          status="success"
          title={t('callback.boundTitle')}
          subTitle={t('callback.boundBody', { name: binding.data.display_name ?? '' })}
          extra={back}
        >
          {binding.data.friend === false && <Alert type="warning" showIcon title={t('card.notFriend')} />}
        </Result>
      </Card>
    )
  }
  return (
    <Card>
      <Result
        status="error"
        title={body === null ? t('callback.incomplete') : failureText(binding.error, t('callback.failed'))}
        extra={back}
      />
    </Card>
  )
}
