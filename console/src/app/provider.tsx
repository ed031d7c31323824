import { QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LOCALE, normalizeLocale } from '@/lib/locale'
import { queryClient } from '@/lib/query-client'
import { usePrefersReducedMotion } from '@/lib/reduced-motion'
import { ANTD_LOCALES, applyDayjsLocale, themeFor } from './theme'

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const locale = normalizeLocale(i18n.language) ?? DEFAULT_LOCALE
  const reducedMotion = usePrefersReducedMotion()
  useEffect(() => applyDayjsLocale(locale), [locale])
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={themeFor(locale, reducedMotion)} button={{ autoInsertSpace: false }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  )
}
