import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'

const COLORS: Record<string, string> = { publish: 'success', future: 'processing', draft: 'default' }

/** A post's status as WordPress left it (SPEC §4: publish or draft; scheduled posts wait as "future"). */
export function PostStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('cms')
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="cms-post-status">
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  )
}
