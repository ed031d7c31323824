import { Result, Spin } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CALLBACK_MESSAGE } from '@/lib/google-consent'

/** `/google/callback`: where Google sends the consent popup back. It hands the answer (code and state, or
 * error) to the window that opened it, on this origin only, and closes. */
export function GoogleCallbackPage() {
  const { t } = useTranslation('google')
  const [orphan, setOrphan] = useState(false)

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    if (!window.opener) {
      setOrphan(true)
      return
    }
    ;(window.opener as Window).postMessage(
      { type: CALLBACK_MESSAGE, code: query.get('code'), state: query.get('state'), error: query.get('error') },
      window.location.origin,
    )
    window.close()
  }, [])

  return orphan ? <Result status="warning" title={t('callback.orphan')} /> : <Spin size="large" tip={t('callback.wait')} fullscreen />
}
