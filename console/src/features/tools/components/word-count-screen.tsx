import { Alert, Button, Card, Col, Form, Input, Row, Statistic } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { useToolLimits } from '@/lib/constants'
import { useWordCount, type WordCountOut } from '../api/tools'
import { requestError, serverFieldError } from './shared'

const FIGURES: (keyof WordCountOut)[] = ['characters', 'characters_no_spaces', 'cjk_characters', 'words', 'sentences', 'paragraphs']

/** `/tool/count`: characters, CJK characters, words (jieba / Sudachi), sentences and reading time of a text. */
export function WordCountScreen() {
  const { t } = useTranslation('tools')
  // the server's limit (GET /constants); until it has answered, the server alone checks
  const maxChars = useToolLimits()?.text_max_chars ?? Infinity
  const [text, setText] = useState('')
  const count = useWordCount()
  const tooLong = text.length > maxChars
  const fieldError = tooLong
    ? t('errors:tools.text_too_long', { max: maxChars, count: text.length })
    : serverFieldError(count.error, 'text')
  const answer = count.data
  const minutes = answer ? Math.floor(answer.reading_seconds / 60) : 0
  const seconds = answer ? answer.reading_seconds % 60 : 0

  return (
    <>
      <PageHeader title={t('count.title')} subtitle={t('count.subtitle')} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={14}>
          <Card>
            <Form layout="vertical" onFinish={() => !tooLong && text.trim() && count.mutate(text)}>
              <Form.Item
                label={t('count.text')}
                validateStatus={fieldError ? 'error' : undefined}
                help={fieldError ?? t('count.help', { count: text.length, max: maxChars })}
              >
                <Input.TextArea
                  value={text}
                  rows={14}
                  aria-label={t('count.text')}
                  placeholder={t('count.placeholder')}
                  onChange={(event) => setText(event.target.value)}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={count.isPending} disabled={!text.trim() || tooLong}>
                {t('count.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('count.result')} data-testid="word-count-result">
            {requestError(count.error) && <Alert type="error" showIcon message={requestError(count.error)} />}
            {answer ? (
              <Row gutter={[16, 16]}>
                {FIGURES.map((key) => (
                  <Col span={12} key={key}>
                    <Statistic title={t(`count.figures.${key}`)} value={answer[key] as number} data-testid={`count-${key}`} />
                  </Col>
                ))}
                <Col span={24}>
                  <Statistic
                    title={t('count.figures.reading')}
                    value={t('count.readingTime', { minutes, seconds })}
                    data-testid="count-reading"
                  />
                </Col>
              </Row>
            ) : (
              !requestError(count.error) && <Alert type="info" message={t('count.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </>
  )
}
