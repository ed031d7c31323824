import { Alert, Button, Card, Col, Form, Input, Row, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { useToolLimits } from '@/lib/constants'
import { DEFAULT_OPTIONS, useKeywordDiff } from '../api/tools'
import { lineCount } from '../utils/lines'
import { LineList, OptionsField, requestError, serverFieldError } from './shared'

/** `/tool/diff`: A − B, B − A and A ∩ B of two keyword lists. */
export function DiffScreen() {
  const { t } = useTranslation('tools')
  // the server's limit (GET /constants); until it has answered, the server alone checks
  const maxLines = useToolLimits()?.list_max_lines ?? Infinity
  const [a, setA] = useState('')
  const [b, setB] = useState('')
  const [options, setOptions] = useState(DEFAULT_OPTIONS)
  const diff = useKeywordDiff()
  const answer = diff.data
  const issue = (field: 'a' | 'b', value: string) => {
    const lines = lineCount(value)
    if (lines > maxLines) return t('errors:tools.too_many_lines', { max: maxLines, count: lines })
    return serverFieldError(diff.error, field)
  }
  const blocked = lineCount(a) > maxLines || lineCount(b) > maxLines || !a.trim() || !b.trim()
  const list = (field: 'a' | 'b', value: string, set: (next: string) => void) => (
    <Form.Item
      label={t(`diff.${field}`)}
      validateStatus={issue(field, value) ? 'error' : undefined}
      help={issue(field, value) ?? t('listHelp', { count: lineCount(value), max: maxLines })}
    >
      <Input.TextArea
        value={value}
        rows={10}
        aria-label={t(`diff.${field}`)}
        placeholder={t('diff.placeholder')}
        onChange={(event) => set(event.target.value)}
      />
    </Form.Item>
  )

  return (
    <>
      <PageHeader title={t('diff.title')} subtitle={t('diff.subtitle')} />
      <Card>
        <Form layout="vertical" onFinish={() => !blocked && diff.mutate({ a, b, options })}>
          <Row gutter={20}>
            <Col xs={24} md={12}>{list('a', a, setA)}</Col>
            <Col xs={24} md={12}>{list('b', b, setB)}</Col>
          </Row>
          <Form.Item>
            <OptionsField value={options} onChange={setOptions} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={diff.isPending} disabled={blocked}>
            {t('diff.submit')}
          </Button>
        </Form>
      </Card>
      <Card style={{ marginTop: 20 }} title={t('result')}>
        {requestError(diff.error) && <Alert type="error" showIcon message={requestError(diff.error)} />}
        {answer ? (
          <Tabs
            items={[
              { key: 'only_a', lines: answer.only_a },
              { key: 'only_b', lines: answer.only_b },
              { key: 'both', lines: answer.both },
            ].map(({ key, lines }) => ({
              key,
              label: <span data-testid={`diff-tab-${key}`}>{t(`diff.${key}`, { count: lines.length })}</span>,
              children: <LineList title={t(`diff.${key}`, { count: lines.length })} lines={lines} testId={`diff-${key}`} />,
            }))}
          />
        ) : (
          !requestError(diff.error) && <Alert type="info" message={t('diff.empty')} />
        )}
      </Card>
    </>
  )
}
