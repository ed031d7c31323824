import { GlobalOutlined } from '@ant-design/icons'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useSetUser, useUser } from '@/lib/auth'
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale, normalizeLocale } from '@/lib/locale'
import { applyLocale, forgetTabQueryLocale } from '@/lib/locale-preference'
import { updateLanguage } from '../api/update-language'

export function LanguageSwitcher({ inverse = false }: { inverse?: boolean }) {
  const { i18n, t } = useTranslation('shell')
  const { user } = useUser()
  const setUser = useSetUser()
  const [params, setParams] = useSearchParams()
  const current = normalizeLocale(i18n.language) ?? DEFAULT_LOCALE

  const choose = (locale: Locale) => {
    forgetTabQueryLocale()
    applyLocale(locale)
    if (params.has('locale')) {
      params.delete('locale')
      setParams(params, { replace: true })
    }
    if (user && user.language !== locale) {
      updateLanguage(locale).then(setUser, () => undefined)
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({ key: locale, label: LANGUAGE_NAMES[locale] })),
        onClick: ({ key }) => choose(key as Locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language')}
        style={inverse ? { color: '#ffffff' } : undefined}
      >
        {LANGUAGE_NAMES[current]}
      </Button>
    </Dropdown>
  )
}
