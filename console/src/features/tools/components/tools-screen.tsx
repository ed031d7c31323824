import {
  AimOutlined,
  AppstoreAddOutlined,
  ClearOutlined,
  DiffOutlined,
  FieldNumberOutlined,
  FileSearchOutlined,
  MonitorOutlined,
  NodeIndexOutlined,
  QuestionCircleOutlined,
} from '@ant-design/icons'
import { Card, Col, Row, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { useHasScreen } from '@/lib/registered-routes'

/** Every small SEO tool; a tool shows here once its screen exists. */
const TOOLS: { key: string; path: string; icon: ReactNode }[] = [
  { key: 'rankCheck', path: '/tool/rank-check', icon: <AimOutlined /> },
  { key: 'checker', path: '/tool/checker', icon: <FileSearchOutlined /> },
  { key: 'onPage', path: '/tool/keyword-on-page-check', icon: <MonitorOutlined /> },
  { key: 'count', path: '/tool/count', icon: <FieldNumberOutlined /> },
  { key: 'deduplicate', path: '/tool/deduplicate', icon: <ClearOutlined /> },
  { key: 'diff', path: '/tool/diff', icon: <DiffOutlined /> },
  { key: 'faq', path: '/tool/faq', icon: <QuestionCircleOutlined /> },
  { key: 'permutation', path: '/tool/permutation', icon: <AppstoreAddOutlined /> },
  { key: 'related', path: '/tool/related-keywords', icon: <NodeIndexOutlined /> },
]

/** `/tool`: the SEO tools index (SPEC §2), so the sidebar's entry never leads to a dead end. */
export function ToolsScreen() {
  const { t } = useTranslation('tools')
  const hasScreen = useHasScreen()
  const tools = TOOLS.filter((tool) => hasScreen(tool.path))
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Row gutter={[16, 16]}>
        {tools.map((tool) => (
          <Col key={tool.key} xs={24} md={12} xl={8}>
            <Link to={tool.path} data-testid={`tool-${tool.key}`}>
              <Card hoverable>
                <Card.Meta
                  avatar={<span style={{ fontSize: 28, color: 'var(--ant-color-primary, #00b1c8)' }}>{tool.icon}</span>}
                  title={t(`${tool.key}.title`)}
                  description={<Typography.Text type="secondary">{t(`${tool.key}.description`)}</Typography.Text>}
                />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  )
}
