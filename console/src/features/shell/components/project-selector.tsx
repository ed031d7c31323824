import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMatch, useNavigate } from 'react-router-dom'
import { useAllSites } from '@/lib/all-sites'

/** Jumps to a project's page; shows the open project when on one. */
export function ProjectSelector() {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const match = useMatch('/projects/:id/*')
  const { data: sites, isLoading } = useAllSites()
  const current = match?.params.id ? Number(match.params.id) : undefined

  return (
    <div style={{ padding: '16px 16px 4px' }}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
        placeholder={t('projectSelector.placeholder')}
        loading={isLoading}
        value={sites?.some((site) => site.id === current) ? current : undefined}
        options={(sites ?? []).map((site) => ({ value: site.id, label: site.name, title: site.url }))}
        notFoundContent={t('projectSelector.empty')}
        onChange={(id: number) => navigate(`/projects/${id}`)}
        aria-label={t('projectSelector.placeholder')}
      />
    </div>
  )
}
