import { Alert, Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { ShareControl } from '@/components/share-control'
import type { Site } from '@/types/projects'
import styles from './projects.module.css'
import { SettingsCompetitors } from '@/components/competitor-settings'
import { SettingsGeneral } from './settings-general'
import { SettingsGoogle } from './settings-google'
import { SettingsKeywords } from './settings-keywords'
import { SettingsMembers } from './settings-members'
import { SettingsRecipients } from './settings-recipients'
import { SiteAvatar } from '@/components/site-avatar'
import { SiteGate } from '@/components/site-gate'

const TABS = ['general', 'keywords', 'competitors', 'recipients', 'members', 'google'] as const
type TabKey = (typeof TABS)[number]

/** What the caller may do here: managers and owners edit, only the owner manages members. */
export interface SettingsProps {
  site: Site
  canEdit: boolean
}

function SettingsPage({ site }: { site: Site }) {
  const { t } = useTranslation('projects')
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab') as TabKey | null
  const tab: TabKey = requested && TABS.includes(requested) ? requested : 'general'
  const canEdit = site.role !== 'viewer'
  const props: SettingsProps = { site, canEdit }

  const panels: Record<TabKey, React.ReactNode> = {
    general: (
      <>
        <SettingsGeneral {...props} />
        <ShareControl site={site} />
      </>
    ),
    keywords: <SettingsKeywords {...props} />,
    competitors: <SettingsCompetitors {...props} />,
    recipients: <SettingsRecipients {...props} />,
    members: <SettingsMembers {...props} />,
    google: <SettingsGoogle {...props} />,
  }

  return (
    <div>
      <PageHeader
        avatar={<SiteAvatar name={site.name} domain={site.domain} size={52} />}
        title={t('settings.title')}
        subtitle={`${site.name} · ${site.domain}`}
      />
      {!canEdit && <Alert type="info" showIcon title={t('settings.readOnly')} style={{ marginBottom: 16 }} />}
      <Card className={styles.settingsCard}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'general' ? {} : { tab: key }, { replace: true })}
          items={TABS.map((key) => ({ key, label: t(`settings.tabs.${key}`), children: panels[key] }))}
          destroyOnHidden
        />
      </Card>
    </div>
  )
}

/** `/projects/:id/edit`: rename and delete, keywords, competitors, report recipients, members and the Google
 * property and site the dashboard reads. */
export function ProjectSettingsScreen() {
  return <SiteGate>{(site) => <SettingsPage site={site} />}</SiteGate>
}
