import { App } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { takeDesktopAlert } from '../utils/desktop-only'

/** Asks small-screen visitors, once per session, to open the console on a computer. */
export function DesktopOnlyAlert() {
  const { modal } = App.useApp()
  const { t } = useTranslation('shell')
  useEffect(() => {
    if (takeDesktopAlert(window.sessionStorage, window.innerWidth, window.innerHeight)) {
      modal.info({ title: t('desktopOnly.title'), content: t('desktopOnly.body'), okText: t('desktopOnly.ok') })
    }
  }, [modal, t])
  return null
}
