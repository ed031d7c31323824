import { PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Space, Switch, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { MAX_GROUPS, MAX_RESULTS, groupWords, permutationCount, permutationIssues, permute } from '../utils/permutation'
import { LineList } from './shared'

const SEPARATORS: { key: string; value: string }[] = [
  { key: 'space', value: ' ' },
  { key: 'none', value: '' },
  { key: 'hyphen', value: '-' },
  { key: 'plus', value: '+' },
]

/** `/tool/permutation`: words of several groups combined with separators, counted before generating. */
export function PermutationScreen() {
  const { t } = useTranslation('tools')
  const [texts, setTexts] = useState(['', '', ''])
  const [separators, setSeparators] = useState<string[]>([' '])
  const [everyOrder, setEveryOrder] = useState(false)
  const [results, setResults] = useState<string[] | null>(null)
  const groups = texts.map(groupWords)
  const count = permutationCount(groups, separators, everyOrder)
  const issues = permutationIssues(groups, separators, everyOrder)
  const started = texts.some((text) => text.trim())
  const groupIssue = (index: number) => issues.find((issue) => 'group' in (issue.params ?? {}) && (issue.params as { group: number }).group === index + 1)

  return (
    <>
      <PageHeader title={t('permutation.title')} subtitle={t('permutation.subtitle', { max: MAX_RESULTS })} />
      <Card>
        <Form layout="vertical" onFinish={() => issues.length === 0 && setResults(permute(groups, separators, everyOrder))}>
          <Row gutter={16}>
            {texts.map((text, index) => {
              const issue = groupIssue(index)
              return (
                <Col xs={24} md={12} xl={24 / Math.min(texts.length, 4)} key={index}>
                  <Form.Item
                    label={t('permutation.group', { n: index + 1 })}
                    validateStatus={issue ? 'error' : undefined}
                    help={issue ? t(`permutation.errors.${issue.code}`, issue.params) : t('permutation.words', { count: groups[index].length })}
                  >
                    <Input.TextArea
                      rows={8}
                      value={text}
                      aria-label={t('permutation.group', { n: index + 1 })}
                      placeholder={t('permutation.placeholder')}
                      onChange={(event) => {
                        setTexts(texts.map((old, at) => (at === index ? event.target.value : old)))
                        setResults(null)
                      }}
                    />
                  </Form.Item>
                </Col>
              )
            })}
          </Row>
          <Space wrap size="large" style={{ marginBottom: 16 }}>
            <Button icon={<PlusOutlined />} onClick={() => setTexts([...texts, ''])} disabled={texts.length >= MAX_GROUPS}>
              {t('permutation.addGroup', { max: MAX_GROUPS })}
            </Button>
            <span>
              <Typography.Text strong>{t('permutation.separators')}</Typography.Text>{' '}
              <Checkbox.Group
                value={separators}
                onChange={(next) => {
                  setSeparators(SEPARATORS.map((s) => s.value).filter((value) => next.includes(value)))
                  setResults(null)
                }}
                options={SEPARATORS.map((s) => ({ value: s.value, label: t(`permutation.separator.${s.key}`) }))}
              />
            </span>
            <span>
              <Switch checked={everyOrder} onChange={(next) => { setEveryOrder(next); setResults(null) }} aria-label={t('permutation.everyOrder')} />{' '}
              {t('permutation.everyOrder')}
            </span>
          </Space>
          <Typography.Paragraph data-testid="permutation-count">
            {t('permutation.count', { count })}
          </Typography.Paragraph>
          {started &&
            issues
              .filter((issue) => !('group' in (issue.params ?? {})))
              .map((issue) => (
                <Alert key={issue.code} type="error" showIcon style={{ marginBottom: 12 }}
                  message={t(`permutation.errors.${issue.code}`, issue.params)} />
              ))}
          <Button type="primary" htmlType="submit" disabled={issues.length > 0}>
            {t('permutation.submit')}
          </Button>
        </Form>
      </Card>
      {results && (
        <Card style={{ marginTop: 20 }}>
          <LineList title={t('result')} lines={results} testId="permutation-output" />
        </Card>
      )}
    </>
  )
}
