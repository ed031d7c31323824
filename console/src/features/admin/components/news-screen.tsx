import { PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, DatePicker, Flex, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { useFormErrors } from '@/lib/form-errors'
import { LOCALES } from '@/lib/locale'
import { type News, type NewsIn, useDeleteNews, useNews, useSaveNews } from '../api/news'
import { type WindowValue, windowBounds, windowText, windowValue } from '../utils/window'
import { adminRefusal, useAdminUser } from './admin-guard'

const STATE_COLORS = { shown: 'success', scheduled: 'processing', ended: 'default', hidden: 'warning' } as const
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'zh-TW')
type Texts = { bold_content?: string; content?: string; btn_text?: string }
type NewsForm = Omit<NewsIn, 'starts_at' | 'ends_at' | 'status' | 'translations'> & {
  shown: boolean
  window?: WindowValue
  translations: Record<string, Texts>
}

/** The texts of one language: zh-TW's are the announcement's own (its content required), the others optional. */
function TextFields({ prefix, required }: { prefix: string[]; required: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <Form.Item name={[...prefix, 'bold_content']} label={t('news.fields.bold')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name={[...prefix, 'content']} label={t('news.fields.content')} rules={required ? [{ required: true, message: t('news.required') }] : []}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item name={[...prefix, 'btn_text']} label={t('news.fields.buttonText')}>
        <Input maxLength={40} />
      </Form.Item>
    </>
  )
}

function formValues(item: News | null): Partial<NewsForm> {
  if (!item) return { shown: true, language: null, translations: {} }
  return {
    ...item,
    shown: item.status === 1,
    window: windowValue(item.starts_at, item.ends_at),
  }
}

/** Writes or rewrites an announcement; the server names each mistake under its field (news.*). */
function NewsDialog({ item, open, onClose }: { item: News | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<NewsForm>()
  const { formError, handleError, clear } = useFormErrors(form)
  const save = useSaveNews()
  const submit = async () => {
    const { shown, window, translations, ...values } = await form.validateFields()
    clear()
    const [starts_at, ends_at] = windowBounds(window)
    const body: NewsIn = {
      ...values,
      status: shown ? 1 : 0,
      starts_at,
      ends_at,
      translations: Object.fromEntries(
        OTHER_LOCALES.map((locale) => [locale, { bold_content: '', content: '', btn_text: '', ...translations?.[locale] }]),
      ),
    }
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          void message.success(t(item ? 'news.saved' : 'news.created'))
          onClose()
        },
        onError: handleError,
      },
    )
  }
  return (
    <Modal open={open} width={640} title={t(item ? 'news.edit' : 'news.new')} onCancel={onClose} onOk={() => void submit()} okText={t('news.save')} confirmLoading={save.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={formValues(item)} preserve={false}>
        <Tabs
          items={LOCALES.map((locale) => ({
            key: locale,
            label: t(`news.languages.${locale}`),
            forceRender: true,
            children: <TextFields prefix={locale === 'zh-TW' ? [] : ['translations', locale]} required={locale === 'zh-TW'} />,
          }))}
        />
        <Form.Item name="btn_url" label={t('news.fields.buttonUrl')} extra={t('news.buttonHint')}>
          <Input placeholder="/subscribe" maxLength={300} />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="language" label={t('news.fields.audience')}>
            <Select
              style={{ minWidth: 180 }}
              options={[{ value: null, label: t('news.everyone') }, ...LOCALES.map((locale) => ({ value: locale, label: t(`news.languages.${locale}`) }))]}
            />
          </Form.Item>
          <Form.Item name="shown" label={t('news.fields.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="window" label={t('news.fields.window')} extra={t('news.windowHint')}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
      </Form>
      {formError && <Typography.Text type="danger">{formError}</Typography.Text>}
    </Modal>
  )
}

/** /admin/news: the news ticker's announcements in four languages, scheduled, hidden, rewritten and removed. */
export function NewsScreen() {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const viewer = useAdminUser()
  const news = useNews(viewer.admin)
  const remove = useDeleteNews()
  const [editing, setEditing] = useState<{ item: News | null } | null>(null)
  const refusal = adminRefusal(viewer, news.error)
  if (refusal) return refusal

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="end">
        <div>
          <Typography.Title level={3}>{t('news.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('news.subtitle')}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
          {t('news.new')}
        </Button>
      </Flex>
      <Card data-testid="news">
        <Table<News>
          rowKey="id"
          size="middle"
          loading={news.isPending}
          dataSource={news.data?.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('news.empty') }}
          columns={[
            {
              title: t('news.fields.content'),
              render: (_, n) => (
                <span>
                  {n.bold_content && <strong>{n.bold_content} </strong>}
                  {n.content}
                </span>
              ),
            },
            { title: t('news.fields.languages'), render: (_, n) => ['zh-TW', ...Object.keys(n.translations ?? {})].map((l) => t(`news.languages.${l}`)).join('、') },
            { title: t('news.fields.audience'), render: (_, n) => (n.language ? t(`news.languages.${n.language}`) : t('news.everyone')) },
            { title: t('news.fields.window'), render: (_, n) => windowText(n.starts_at, n.ends_at, i18n.language, t('news.always')) },
            { title: t('news.fields.state'), render: (_, n) => <Tag color={STATE_COLORS[n.state]}>{t(`news.states.${n.state}`)}</Tag> },
            {
              title: '',
              render: (_, n) => (
                <Space size={4}>
                  <Button size="small" onClick={() => setEditing({ item: n })}>
                    {t('news.edit')}
                  </Button>
                  <Popconfirm
                    title={t('news.deleteConfirm')}
                    okText={t('news.delete')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutateAsync(n.id).then(
                        () => void message.success(t('news.deleted')),
                        (error: unknown) => void message.error(failureText(error, t('errors:server.unknown'))),
                      )
                    }
                  >
                    <Button danger size="small">
                      {t('news.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NewsDialog open={editing !== null} item={editing?.item ?? null} onClose={() => setEditing(null)} />
    </Flex>
  )
}
