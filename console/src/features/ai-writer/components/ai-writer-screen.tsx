import { Alert, App, Button, Card, Empty, Form, Input, InputNumber, List, Popconfirm, Radio, Segmented, Select, Space, Steps, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { PlanLockHint, useLockReason } from '@/components/plan-lock'
import { ApiError } from '@/lib/api-client'
import { allowance } from '@/lib/allowance'
import { useUser } from '@/lib/auth'
import { LANGUAGE_NAMES, LOCALES, normalizeLocale } from '@/lib/locale'
import {
  type AiArticle,
  type AiArticleIn,
  type AiSection,
  type StepHandlers,
  useAiArticle,
  useAiArticles,
  useAiWriterStatus,
  useCreateArticle,
  useDeleteArticle,
  useEditArticle,
  useStep,
} from '../api/ai-writer'
import { STEPS, type Step, currentStep } from '../utils/steps'
import { CheckedCategories, MarkedNote, MarkedText } from './marked-text'
import styles from './ai-writer.module.css'

/** What the model is writing right now: prose as it comes, or a list as it grows (and for which section). */
interface Live {
  text: string
  items: string[]
  section?: number
}

function errorText(error: unknown): string | null {
  if (!error) return null
  if (error instanceof ApiError) {
    const fields = error.fields.map((f) => f.message).filter((m) => m && m !== error.message)
    return [error.message, ...fields].join(' · ')
  }
  return String(error)
}

export function BetaTag() {
  return <Tag color="cyan">Beta</Tag>
}

/** `/seo-diy/ai-writer`: the user's articles and the step-wise writing of one (`?article=` id). */
export function AiWriterScreen() {
  const { t } = useTranslation('aiWriter')
  const { user } = useUser()
  const status = useAiWriterStatus()
  const articles = useAiArticles()
  const remove = useDeleteArticle()
  const [params, setParams] = useSearchParams()
  const articleId = Number(params.get('article')) || null
  const access = allowance(user?.subscription, 'ai_generator')
  const lock = useLockReason(access)
  const open = (id: number | null) => setParams(id ? { article: String(id) } : {})

  return (
    <div className={styles.screen}>
      <PageHeader
        title={
          <>
            {t('title')} <BetaTag />
          </>
        }
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" onClick={() => open(null)} disabled={!access.available}>
            {t('newArticle')}
          </Button>
        }
      />
      {status.data && !status.data.configured && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          data-testid="ai-not-configured"
          message={t('notConfiguredTitle')}
          description={t('errors:ai_writer.not_configured')}
        />
      )}
      {lock && <PlanLockHint reason={lock} />}
      <div className={styles.layout}>
        <Card title={t('articles')} size="small" className={styles.list}>
          <List
            dataSource={articles.data?.data ?? []}
            locale={{ emptyText: <Empty description={t('noArticles')} image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            renderItem={(item) => (
              <List.Item
                className={item.id === articleId ? styles.current : undefined}
                actions={[
                  <Popconfirm key="delete" title={t('deleteConfirm')} onConfirm={() => remove.mutate(item.id, { onSuccess: () => item.id === articleId && open(null) })}>
                    <Button size="small" type="link" danger>
                      {t('delete')}
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Typography.Link onClick={() => open(item.id)}>
                  <div>{item.title ?? t('untitled')}</div>
                  <Typography.Text type="secondary">
                    {item.keyword} · {t(`template.${item.template}`)} {item.complete && <Tag color="green">{t('complete')}</Tag>}
                  </Typography.Text>
                </Typography.Link>
              </List.Item>
            )}
          />
        </Card>
        <div className={styles.main}>
          {articleId === null ? (
            <Card>
              <Steps current={0} items={STEPS.map((step) => ({ title: t(`steps.${step}`) }))} className={styles.steps} />
              <InputsForm disabled={!access.available} onCreated={(article) => open(article.id)} />
            </Card>
          ) : (
            <ArticleSteps id={articleId} />
          )}
        </div>
      </div>
    </div>
  )
}

function InputsForm({ disabled, onCreated }: { disabled: boolean; onCreated: (article: AiArticle) => void }) {
  const { t, i18n } = useTranslation('aiWriter')
  const create = useCreateArticle()
  const [form] = Form.useForm<AiArticleIn>()
  const template = Form.useWatch('template', form)
  const fieldError = (name: string) =>
    create.error instanceof ApiError ? create.error.fields.find((f) => f.field === name)?.message : undefined
  const field = (name: keyof AiArticleIn, required = false, long = false) => (
    <Form.Item
      name={name}
      label={t(`fields.${name}`)}
      required={required}
      validateStatus={fieldError(name) ? 'error' : undefined}
      help={fieldError(name)}
    >
      {long ? <Input.TextArea rows={3} /> : <Input />}
    </Form.Item>
  )
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={disabled}
      initialValues={{ template: 'general', language: normalizeLocale(i18n.language) ?? 'zh-TW' }}
      onFinish={(values) => create.mutate(values, { onSuccess: onCreated })}
      data-testid="ai-inputs"
    >
      <Form.Item name="template" label={t('template.label')}>
        <Segmented options={['general', 'ecommerce'].map((value) => ({ value, label: t(`template.${value}`) }))} />
      </Form.Item>
      <Form.Item name="language" label={t('fields.language')}>
        <Select options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} style={{ maxWidth: 240 }} />
      </Form.Item>
      {field('keyword', true)}
      {field('product', template === 'ecommerce')}
      {field('category')}
      {field('product_name')}
      {field('persona')}
      {field('features', false, true)}
      {create.error && !(create.error instanceof ApiError && create.error.fields.length) && (
        <Alert type="error" showIcon message={errorText(create.error)} className={styles.notice} />
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('create')}
      </Button>
    </Form>
  )
}

function ArticleSteps({ id }: { id: number }) {
  const { t } = useTranslation('aiWriter')
  const article = useAiArticle(id)
  const [viewed, setViewed] = useState<Step | null>(null)
  useEffect(() => setViewed(null), [id])
  if (!article.data) return <Card loading />
  const reached = STEPS.indexOf(currentStep(article.data))
  const step = viewed ?? STEPS[reached]
  return (
    <Card>
      <Steps
        current={STEPS.indexOf(step)}
        onChange={(index) => index > 0 && index <= reached && setViewed(STEPS[index])}
        items={STEPS.map((name, index) => ({ title: t(`steps.${name}`), disabled: index === 0 || index > reached }))}
        className={styles.steps}
      />
      <Typography.Paragraph type="secondary">
        {article.data.keyword} · {t(`template.${article.data.template}`)} · {LANGUAGE_NAMES[article.data.language as keyof typeof LANGUAGE_NAMES]}
        {article.data.model && ` · ${t('generatedBy', { model: article.data.model, version: article.data.prompt_version })}`}
        <br />
        <CheckedCategories marks={article.data.marks} />
      </Typography.Paragraph>
      {step === 'title' && <TitleStep article={article.data} onDone={() => setViewed('description')} />}
      {step === 'description' && <DescriptionStep article={article.data} onDone={() => setViewed('sections')} />}
      {step === 'sections' && <SectionsStep article={article.data} onDone={() => setViewed('paragraphs')} />}
      {step === 'paragraphs' && <ParagraphsStep article={article.data} />}
    </Card>
  )
}

/** Runs a generating step with its live output; `error` is the step's failure in the server's words. */
function useLiveStep(id: number) {
  const step = useStep(id)
  const [live, setLive] = useState<Live | null>(null)
  const run = (path: string, body: unknown, section?: number) => {
    setLive({ text: '', items: [], section })
    const handlers: StepHandlers = {
      onText: (text) => setLive((now) => ({ ...(now ?? { items: [] }), text: (now?.text ?? '') + text, section })),
      onItems: (items) => setLive((now) => ({ ...(now ?? { text: '' }), items, section })),
    }
    return step.mutateAsync({ path, body, handlers }).finally(() => setLive(null)).catch(() => undefined)
  }
  return { run, live, pending: step.isPending, error: errorText(step.error) }
}

function StepError({ error }: { error: string | null }) {
  return error ? <Alert type="error" showIcon message={error} className={styles.notice} data-testid="ai-step-error" /> : null
}

function TitleStep({ article, onDone }: { article: AiArticle; onDone: () => void }) {
  const { t } = useTranslation('aiWriter')
  const { run, live, pending, error } = useLiveStep(article.id)
  const edit = useEditArticle(article.id)
  const [word, setWord] = useState(article.title_word ?? '')
  const [title, setTitle] = useState(article.title ?? '')
  const options = live ? live.items : article.title_options
  return (
    <Space direction="vertical" size="middle" className={styles.step}>
      <Space wrap>
        <Input placeholder={t('titleWord')} aria-label={t('titleWord')} value={word} onChange={(e) => setWord(e.target.value)} maxLength={50} style={{ width: 280 }} />
        <Button type="primary" loading={pending} disabled={article.title_optimize_left === 0} onClick={() => run('titles', { word: word.trim() || null })}>
          {t('generateTitles')}
        </Button>
        <Typography.Text type="secondary" data-testid="optimize-left">
          {t('optimizeLeft', { count: article.title_optimize_left })}
        </Typography.Text>
      </Space>
      {live && <Typography.Text type="secondary">{t('writing')}</Typography.Text>}
      <Radio.Group value={title} onChange={(e) => setTitle(e.target.value)} disabled={pending} data-testid="title-options">
        <Space direction="vertical">
          {options.map((option, index) => (
            <Radio key={option} value={option}>
              <MarkedText text={option} findings={live ? [] : (article.marks.title_options[index] ?? [])} />
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <StepError error={error ?? errorText(edit.error)} />
      <Form layout="vertical">
        <Form.Item label={t('chosenTitle')}>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('chosenTitle')} maxLength={200} />
          {title === article.title && <MarkedNote text={article.title} findings={article.marks.title} />}
        </Form.Item>
      </Form>
      <Button type="primary" disabled={!title.trim() || pending} loading={edit.isPending} onClick={() => edit.mutate({ title }, { onSuccess: onDone })}>
        {t('useTitle')}
      </Button>
    </Space>
  )
}

function DescriptionStep({ article, onDone }: { article: AiArticle; onDone: () => void }) {
  const { t } = useTranslation('aiWriter')
  const { run, live, pending, error } = useLiveStep(article.id)
  const edit = useEditArticle(article.id)
  const [text, setText] = useState(article.description ?? '')
  useEffect(() => setText(article.description ?? ''), [article.description])
  return (
    <Space direction="vertical" size="middle" className={styles.step}>
      <Typography.Title level={5}>{article.title}</Typography.Title>
      <Button type="primary" loading={pending} onClick={() => run('description', {})}>
        {t('generateDescription')}
      </Button>
      {live && <Typography.Text type="secondary">{t('writing')}</Typography.Text>}
      <Input.TextArea
        rows={4}
        value={live ? live.text : text}
        readOnly={!!live}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('steps.description')}
        data-testid="description-text"
      />
      {!live && article.description && text === article.description && (
        <MarkedNote text={article.description} findings={article.marks.description} />
      )}
      <StepError error={error ?? errorText(edit.error)} />
      <Button type="primary" disabled={!text.trim() || pending} loading={edit.isPending} onClick={() => edit.mutate({ description: text }, { onSuccess: onDone })}>
        {t('saveDescription')}
      </Button>
    </Space>
  )
}

function SectionsStep({ article, onDone }: { article: AiArticle; onDone: () => void }) {
  const { t } = useTranslation('aiWriter')
  const { run, live, pending, error } = useLiveStep(article.id)
  const edit = useEditArticle(article.id)
  const [count, setCount] = useState(article.sections.length || 5)
  const [rows, setRows] = useState<AiSection[]>(article.sections)
  useEffect(() => setRows(article.sections), [article.sections])
  const change = (index: number, patch: Partial<AiSection>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <Space direction="vertical" size="middle" className={styles.step}>
      <Space wrap>
        <span>{t('sectionCount')}</span>
        <InputNumber min={1} max={10} value={count} onChange={(value) => setCount(value ?? 1)} aria-label={t('sectionCount')} />
        <Button type="primary" loading={pending} onClick={() => run('sections', { count })}>
          {t('generateSections')}
        </Button>
      </Space>
      {live ? (
        <List size="small" bordered dataSource={live.items} renderItem={(item) => <List.Item>{item}</List.Item>} header={t('writing')} />
      ) : (
        rows.map((row, index) => (
          <Space key={index} wrap className={styles.sectionRow} data-testid="section-row">
            <Input
              value={row.title}
              onChange={(e) => change(index, { title: e.target.value })}
              aria-label={t('sectionTitle', { n: index + 1 })}
              style={{ width: 360 }}
            />
            <Select
              mode="tags"
              maxCount={2}
              value={row.words}
              onChange={(words: string[]) => change(index, { words })}
              placeholder={t('sectionWords')}
              aria-label={t('sectionWords')}
              style={{ width: 260 }}
              open={false}
            />
            <Button type="link" danger onClick={() => setRows(rows.filter((_, i) => i !== index))} disabled={rows.length <= 1}>
              {t('removeSection')}
            </Button>
            {row.title === article.sections[index]?.title && (
              <MarkedNote text={row.title} findings={article.marks.sections[index]?.title ?? []} />
            )}
          </Space>
        ))
      )}
      <Space>
        <Button onClick={() => setRows([...rows, { title: '', words: [], paragraph: null }])} disabled={rows.length >= 10 || pending}>
          {t('addSection')}
        </Button>
        <Button type="primary" disabled={!rows.length || pending} loading={edit.isPending} onClick={() => edit.mutate({ sections: rows }, { onSuccess: onDone })}>
          {t('saveSections')}
        </Button>
      </Space>
      <StepError error={error ?? errorText(edit.error)} />
    </Space>
  )
}

function ParagraphsStep({ article }: { article: AiArticle }) {
  const { t } = useTranslation('aiWriter')
  const { message } = App.useApp()
  const { user } = useUser()
  const resize = allowance(user?.subscription, 'ai_resize').available
  const { run, live, pending, error } = useLiveStep(article.id)
  const edit = useEditArticle(article.id)
  const [texts, setTexts] = useState<string[]>(article.sections.map((s) => s.paragraph ?? ''))
  useEffect(() => setTexts(article.sections.map((s) => s.paragraph ?? '')), [article.sections])
  const save = () =>
    edit.mutate(
      { sections: article.sections.map((s, i) => ({ ...s, paragraph: texts[i] || null })) },
      { onSuccess: () => void message.success(t('saved')) },
    )
  return (
    <Space direction="vertical" size="middle" className={styles.step}>
      {article.sections.map((section, index) => {
        const streaming = live?.section === index
        return (
          <Card
            key={index}
            size="small"
            title={section.title}
            data-testid="paragraph-card"
            extra={
              <Space size={4}>
                {streaming && <Typography.Text type="secondary">{t('writing')}</Typography.Text>}
                {section.words.map((w) => (
                  <Tag key={w}>{w}</Tag>
                ))}
              </Space>
            }
          >
            <Input.TextArea
              autoSize={{ minRows: 3 }}
              value={streaming ? live.text : texts[index]}
              readOnly={streaming}
              onChange={(e) => setTexts(texts.map((text, i) => (i === index ? e.target.value : text)))}
              aria-label={section.title}
            />
            {!streaming && section.paragraph && texts[index] === section.paragraph && (
              <MarkedNote text={section.paragraph} findings={article.marks.sections[index]?.paragraph ?? []} />
            )}
            <Space className={styles.paragraphActions}>
              <Button size="small" type="primary" loading={streaming} disabled={pending} onClick={() => run(`sections/${index}/paragraph`, { mode: 'write' }, index)}>
                {section.paragraph ? t('rewriteParagraph') : t('writeParagraph')}
              </Button>
              {(['lengthen', 'shorten'] as const).map((mode) => (
                <Button
                  key={mode}
                  size="small"
                  disabled={pending || !section.paragraph || !resize}
                  title={resize ? undefined : t('paidOnly')}
                  onClick={() => run(`sections/${index}/paragraph`, { mode }, index)}
                >
                  {t(mode)}
                </Button>
              ))}
            </Space>
          </Card>
        )
      })}
      {!resize && <Typography.Text type="secondary">{t('paidOnly')}</Typography.Text>}
      <StepError error={error ?? errorText(edit.error)} />
      <Space>
        <Button onClick={save} loading={edit.isPending} disabled={pending}>
          {t('saveParagraphs')}
        </Button>
        <Link to={`/seo-diy/ai-writer/preview/${article.id}`}>
          <Button type="primary" disabled={!article.complete || pending}>
            {t('preview')}
          </Button>
        </Link>
      </Space>
    </Space>
  )
}
