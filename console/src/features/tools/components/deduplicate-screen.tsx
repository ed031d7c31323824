import { Alert, Button, Card, Col, Form, Input, List, Row, Space, Statistic, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { useToolLimits } from '@/lib/constants'
import { DEFAULT_OPTIONS, useDeduplicate } from '../api/tools'
import { lineCount } from '../utils/lines'
import { LineList, OptionsField, requestError, serverFieldError } from './shared'

/** `/tool/deduplicate`: a list without repeats, under the chosen normalization. */
export function DeduplicateScreen() {
  const { t } = useTranslation('tools')
  // the server's limit (GET /constants); until it has answered, the server alone checks
  const maxLines = useToolLimits()?.list_max_lines ?? Infinity
  const [text, setText] = useState('')
  const [options, setOptions] = useState(DEFAULT_OPTIONS)
  const dedupe = useDeduplicate()
  const lines = lineCount(text)
  const tooMany = lines > maxLines
  const fieldError = tooMany ? t('errors:tools.too_many_lines', { max: maxLines, count: lines }) : serverFieldError(dedupe.error, 'text')
  const answer = dedupe.data

  return (
    <>
      <PageHeader title={t('deduplicate.title')} subtitle={t('deduplicate.subtitle')} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <Card>
            <Form layout="vertical" onFinish={() => !tooMany && text.trim() && dedupe.mutate({ text, options })}>
              <Form.Item
                label={t('deduplicate.input')}
                validateStatus={fieldError ? 'error' : undefined}
                help={fieldError ?? t('listHelp', { count: lines, max: maxLines })}
              >
                <Input.TextArea
                  value={text}
                  rows={14}
                  aria-label={t('deduplicate.input')}
                  placeholder={t('deduplicate.placeholder')}
                  onChange={(event) => setText(event.target.value)}
                />
              </Form.Item>
              <Form.Item>
                <OptionsField value={options} onChange={setOptions} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={dedupe.isPending} disabled={!text.trim() || tooMany}>
                {t('deduplicate.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('result')}>
            {requestError(dedupe.error) && <Alert type="error" showIcon message={requestError(dedupe.error)} />}
            {answer ? (
              <Space direction="vertical" style={{ width: '100%' }} size="large">
                <Row gutter={16}>
                  <Col span={8}>
                    <Statistic title={t('deduplicate.kept')} value={answer.lines.length} data-testid="dedupe-kept" />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('deduplicate.removed')} value={answer.removed} data-testid="dedupe-removed" />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('deduplicate.blank')} value={answer.blank} />
                  </Col>
                </Row>
                <LineList title={t('deduplicate.output')} lines={answer.lines} testId="dedupe-output" />
                {answer.groups.length > 0 && (
                  <List
                    size="small"
                    header={<Typography.Text strong>{t('deduplicate.groups')}</Typography.Text>}
                    dataSource={answer.groups}
                    renderItem={(group) => (
                      <List.Item>
                        <Typography.Text>{group.kept}</Typography.Text>
                        <Typography.Text type="secondary">← {group.repeats.join('、')}</Typography.Text>
                      </List.Item>
                    )}
                  />
                )}
              </Space>
            ) : (
              !requestError(dedupe.error) && <Alert type="info" message={t('deduplicate.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  )
}
