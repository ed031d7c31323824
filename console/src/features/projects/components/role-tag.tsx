import { CrownOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Role } from '@/types/projects'

const LOOK: Record<Role, { color: string; icon: React.ReactNode }> = {
  owner: { color: 'cyan', icon: <CrownOutlined /> },
  manager: { color: 'blue', icon: <EditOutlined /> },
  viewer: { color: 'default', icon: <EyeOutlined /> },
}

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation('projects')
  return (
    <Tag color={LOOK[role].color} icon={LOOK[role].icon} variant="filled">
      {t(`roles.${role}`)}
    </Tag>
  )
}
