import { Alert, Button, DatePicker, Empty, Form, Input, Radio, Result, Select, Space, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { useCmsCategories } from '../api/categories'
import { type CmsPost, type CmsPostSource, useCreateCmsPost } from '../api/posts'
import { useCmsSites } from '../api/sites'
import { documentImages, hasContent, postBody, type PostFormValues } from '../utils/post-body'
import { PostStatusTag } from './post-status-tag'
import styles from './cms.module.css'

/** What a writer screen hands the form: the document's title and content, and which document it is. */
export interface PostDraft {
  title?: string
  content_html?: string
  source?: CmsPostSource
}

interface FormValues extends Omit<PostFormValues, 'date'> {
  date?: Dayjs | null
}

/**
 * SPEC §3's post form: site, category (read from the site), publish or draft (or scheduled, with a publish
 * time), slug, title, content and a featured image picked from the document's pictures. The SEO writer and
 * the AI writer open it with their document (`draft`); `onPosted` hears of the post WordPress accepted.
 */
export function PostForm({ draft, onPosted }: { draft?: PostDraft; onPosted?: (post: CmsPost) => void }) {
  const { t } = useTranslation('cms')
  const rules = useFormRules()
  const [form] = Form.useForm<FormValues>()
  const { formError, handleError, clear } = useFormErrors(form)
  const sites = useCmsSites()
  const siteId = Form.useWatch('site', form)
  const status = Form.useWatch('status', form)
  const content = Form.useWatch('content_html', form) ?? draft?.content_html ?? ''
  const categories = useCmsCategories(siteId)
  const create = useCreateCmsPost()
  const [posted, setPosted] = useState<CmsPost | null>(null)
  const images = useMemo(() => documentImages(content), [content])

  const submit = (values: FormValues) => {
    if (values.site === undefined) return
    create.mutate(
      { siteId: values.site, post: postBody(values, draft?.source) },
      {
        onSuccess: (post) => {
          setPosted(post)
          onPosted?.(post)
        },
        onError: handleError,
      },
    )
  }

  if (posted) {
    return (
      <Result
        status="success"
        title={t(`post.done.${posted.status === 'draft' ? 'draft' : posted.status === 'future' ? 'future' : 'publish'}`)}
        subTitle={
          <Space>
            <PostStatusTag status={posted.status} />
            <Typography.Link href={posted.link} target="_blank" rel="noreferrer" data-testid="cms-post-link">
              {posted.link}
            </Typography.Link>
          </Space>
        }
        extra={<Button onClick={() => setPosted(null)}>{t('post.again')}</Button>}
      />
    )
  }

  if (sites.isSuccess && sites.data.length === 0) {
    return (
      <Empty description={t('post.noSites')}>
        <Link to="/cms">{t('post.addSite')}</Link>
      </Empty>
    )
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={clear}
      initialValues={{
        site: undefined,
        category_ids: [],
        status: 'publish',
        slug: '',
        title: draft?.title ?? '',
        content_html: draft?.content_html ?? '',
        featured_image_url: null,
      }}
      className={styles.postForm}
    >
      {formError && <Alert type="error" showIcon title={t('post.failed')} description={formError} data-testid="cms-post-error" />}
      {sites.isError && <Alert type="error" showIcon title={failureText(sites.error, t('sites.loadFailed'))} />}
      <Form.Item name="site" label={t('post.site')} rules={[rules.requiredChoice]}>
        <Select
          loading={sites.isPending}
          placeholder={t('post.sitePlaceholder')}
          options={(sites.data ?? []).map((site) => ({ value: site.id, label: `${site.name} · ${site.url}` }))}
          onChange={() => form.setFieldValue('category_ids', [])}
        />
      </Form.Item>
      <Form.Item
        name="category_ids"
        label={t('post.category')}
        help={categories.isError ? failureText(categories.error, t('post.categoriesFailed')) : undefined}
        validateStatus={categories.isError ? 'error' : undefined}
      >
        <Select
          mode="multiple"
          disabled={siteId === undefined}
          loading={categories.isFetching}
          placeholder={t('post.categoryPlaceholder')}
          optionFilterProp="label"
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('post.status')}>
        <Radio.Group
          optionType="button"
          options={(['publish', 'draft', 'future'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </Form.Item>
      {status === 'future' && (
        <Form.Item name="date" label={t('post.date')} rules={[{ required: true, message: t('errors:cms.date_required') }]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY/MM/DD HH:mm"
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
      )}
      <Form.Item name="title" label={t('post.title')} rules={[rules.required]}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="slug" label={t('post.slug')} extra={t('post.slugHelp')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="content_html"
        label={t('post.content')}
        rules={[
          {
            validator: (_, value: string) =>
              hasContent(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('errors:validation.required'))),
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
      </Form.Item>
      <Form.Item name="featured_image_url" label={t('post.featuredImage')}>
        <Select
          allowClear
          placeholder={images.length ? t('post.featuredNone') : t('post.featuredNoImages')}
          disabled={images.length === 0}
          options={images.map((src) => ({ value: src, label: src }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('post.submit')}
      </Button>
    </Form>
  )
}
