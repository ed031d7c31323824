import { App, Alert, AutoComplete, Button, Descriptions, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import { gaBadge } from '@/lib/rank-format'
import { flatProperties, useGaProperties, useProjectGoogleLinks, useWebmasterSites } from '../api/google-links'
import type { SettingsProps } from './project-settings-screen'
import panel from '@/components/settings-panel.module.css'

/** Where the dashboard's traffic cards read from: the project's GA4 property and Search Console site. The
 * owner chooses (the daily sync reads with the owner's Google grants); others see the choice. */
export function SettingsGoogle({ site }: SettingsProps) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const isOwner = site.role === 'owner'
  const link = useProjectGoogleLinks(site.id)
  const properties = useGaProperties(isOwner)
  const sites = useWebmasterSites(isOwner)
  const [property, setProperty] = useState<string | null>(gaBadge(site.ga_id) === 'GA4' ? site.ga_id : null)
  const [siteUrl, setSiteUrl] = useState(site.gsc_site_url ?? '')

  const propertyOptions = flatProperties(properties.data?.pages.flatMap((page) => page.data) ?? [])
  const siteOptions = (sites.data ?? []).map((entry) => ({
    value: entry.siteUrl,
    label: entry.siteUrl,
    disabled: entry.exist && entry.siteUrl !== site.gsc_site_url, // already another project's
  }))

  const saveGa = (selected: string | null) =>
    link.ga.mutate(
      { properties: propertyOptions.map((option) => option.value), propertySelected: selected },
      { onSuccess: () => void message.success(t('settings.google.saved')) },
    )
  const saveGsc = (selected: string | null) =>
    link.webmaster.mutate(selected, { onSuccess: () => void message.success(t('settings.google.saved')) })
  const saveError = (error: unknown, testId?: string) => (
    <Alert type="error" showIcon title={failureText(error, t('settings.google.failed'))} style={{ marginTop: 8 }}
      data-testid={testId} />
  )

  const listError = (error: unknown) => (
    <Alert type="warning" showIcon title={failureText(error, t('settings.google.listFailed'))}
      action={<Link to="/profile"><Button size="small">{t('settings.google.profile')}</Button></Link>} />
  )

  if (!isOwner) {
    return (
      <Descriptions column={1} bordered size="small" data-testid="google-settings">
        <Descriptions.Item label={t('settings.google.ga')}>{site.ga_id ?? t('settings.google.none')}</Descriptions.Item>
        <Descriptions.Item label={t('settings.google.gsc')}>{site.gsc_site_url ?? t('settings.google.none')}</Descriptions.Item>
      </Descriptions>
    )
  }

  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }} data-testid="google-settings">
      <Typography.Paragraph type="secondary" className={panel.note}>{t('settings.google.intro')}</Typography.Paragraph>
      <section>
        <Typography.Title level={5} className={panel.sectionTitle}>{t('settings.google.gsc')}</Typography.Title>
        {sites.isError && listError(sites.error)}
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <AutoComplete
            style={{ width: '100%' }}
            value={siteUrl}
            options={siteOptions}
            onChange={setSiteUrl}
            placeholder={t('settings.google.gscPlaceholder')}
            data-testid="gsc-site"
          />
          <Button type="primary" loading={link.webmaster.isPending} disabled={!siteUrl.trim()}
            onClick={() => saveGsc(siteUrl.trim())} data-testid="gsc-save">
            {t('settings.google.save')}
          </Button>
          {site.gsc_site_url && <Button onClick={() => { setSiteUrl(''); saveGsc(null) }}>{t('settings.google.unlink')}</Button>}
        </Space.Compact>
        {link.webmaster.isError && saveError(link.webmaster.error, 'gsc-error')}
      </section>
      <section>
        <Typography.Title level={5} className={panel.sectionTitle}>{t('settings.google.ga')}</Typography.Title>
        <Alert type={gaBadge(site.ga_id) === 'GA3' ? 'warning' : 'info'} showIcon title={t('settings.google.ga3')} />
        {properties.isError && listError(properties.error)}
        <Space.Compact style={{ width: '100%', marginTop: 8 }}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            value={property}
            options={propertyOptions}
            loading={properties.isFetching}
            onChange={setProperty}
            placeholder={t('settings.google.gaPlaceholder')}
            data-testid="ga-property"
          />
          {properties.hasNextPage && (
            <Button onClick={() => void properties.fetchNextPage()} loading={properties.isFetchingNextPage}>
              {t('settings.google.more')}
            </Button>
          )}
          <Button type="primary" loading={link.ga.isPending} disabled={!property} onClick={() => saveGa(property)}>
            {t('settings.google.save')}
          </Button>
          {site.ga_id && <Button onClick={() => { setProperty(null); saveGa(null) }}>{t('settings.google.unlink')}</Button>}
        </Space.Compact>
        {link.ga.isError && saveError(link.ga.error)}
      </section>
    </Space>
  )
}
