import { ExperimentOutlined } from '@ant-design/icons'
import { Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'

/**
 * "Sandbox data" wherever figures come from the sandbox SERP source rather than live results: the one
 * label of the dashboard, the grids, the keyword drawer, the SERP screens, the shared report and the
 * rank check (the server's files and mails carry the same text).
 */
export function SandboxTag({ sandbox }: { sandbox: boolean | undefined }) {
  const { t } = useTranslation('rankings')
  if (!sandbox) return null
  return (
    <Tooltip title={t('sandbox.hint')}>
      <Tag icon={<ExperimentOutlined />} color="purple" data-testid="sandbox-tag">
        {t('sandbox.label')}
      </Tag>
    </Tooltip>
  )
}
