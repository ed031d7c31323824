import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Input, Row, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { type FaqItem, MAX_ANSWER_CHARS, MAX_FAQ_ITEMS, MAX_QUESTION_CHARS, faqIssues, faqScript, validateFaqJsonLd } from '../utils/faq'
import { CopyButton } from './shared'

const EMPTY: FaqItem = { question: '', answer: '' }

/** `/tool/faq`: question and answer pairs as FAQPage JSON-LD, validated, with a copy button. */
export function FaqScreen() {
  const { t } = useTranslation('tools')
  const [items, setItems] = useState<FaqItem[]>([EMPTY, EMPTY])
  const issues = faqIssues(items)
  const started = items.some((item) => item.question.trim() || item.answer.trim())
  const script = issues.length === 0 ? faqScript(items) : ''
  const problems = script ? validateFaqJsonLd(script) : []
  const set = (index: number, change: Partial<FaqItem>) =>
    setItems(items.map((item, at) => (at === index ? { ...item, ...change } : item)))
  const rowIssues = (row: number) => issues.filter((issue) => issue.row === row)
  const issueText = (issue: (typeof issues)[number]) => t(`faq.errors.${issue.code}`, { row: issue.row, ...issue.params })

  return (
    <>
      <PageHeader title={t('faq.title')} subtitle={t('faq.subtitle', { max: MAX_FAQ_ITEMS })} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={12}>
          <Card>
            <Space direction="vertical" style={{ width: '100%' }} size="middle">
              {items.map((item, index) => (
                <Card size="small" key={index} data-testid={`faq-item-${index + 1}`}
                  title={t('faq.item', { row: index + 1 })}
                  extra={
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={t('faq.remove', { row: index + 1 })}
                      disabled={items.length === 1}
                      onClick={() => setItems(items.filter((_, at) => at !== index))}
                    />
                  }
                >
                  <Input
                    value={item.question}
                    placeholder={t('faq.question')}
                    aria-label={t('faq.questionOf', { row: index + 1 })}
                    maxLength={MAX_QUESTION_CHARS + 50}
                    onChange={(event) => set(index, { question: event.target.value })}
                  />
                  <Input.TextArea
                    style={{ marginTop: 8 }}
                    value={item.answer}
                    rows={3}
                    placeholder={t('faq.answer')}
                    aria-label={t('faq.answerOf', { row: index + 1 })}
                    maxLength={MAX_ANSWER_CHARS + 500}
                    onChange={(event) => set(index, { answer: event.target.value })}
                  />
                  {started &&
                    rowIssues(index + 1).map((issue) => (
                      <Typography.Text type="danger" key={issue.code} style={{ display: 'block' }}>
                        {issueText(issue)}
                      </Typography.Text>
                    ))}
                </Card>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => setItems([...items, EMPTY])} disabled={items.length >= MAX_FAQ_ITEMS}>
                {t('faq.add')}
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('faq.output')}
            extra={
              <Space>
                {script && problems.length === 0 && <Tag color="success" data-testid="faq-valid">{t('faq.valid')}</Tag>}
                <CopyButton text={script} testId="faq-copy" />
              </Space>
            }
          >
            {started &&
              issues
                .filter((issue) => issue.row === undefined)
                .map((issue) => <Alert key={issue.code} type="error" showIcon message={issueText(issue)} style={{ marginBottom: 12 }} />)}
            {problems.map((problem) => (
              <Alert key={problem} type="error" showIcon message={t(`faq.problems.${problem}`)} style={{ marginBottom: 12 }} />
            ))}
            {script ? (
              <Input.TextArea value={script} readOnly rows={20} aria-label={t('faq.output')} data-testid="faq-output"
                style={{ fontFamily: 'monospace', fontSize: 12 }} />
            ) : (
              <Alert type="info" message={t('faq.empty')} />
            )}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('faq.hint')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </>
  )
}
