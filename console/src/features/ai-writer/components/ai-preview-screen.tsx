import { Alert, App, Button, Card, Drawer, Space, Typography } from 'antd'
import { CopyOutlined, EditOutlined, SendOutlined } from '@ant-design/icons'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { ApiError } from '@/lib/api-client'
import { type AiPreview, useAiPreview, useCopyToSeoWriter } from '../api/ai-writer'
import { allFindings, paragraphBlocks } from '../utils/marks'
import { articleText } from '../utils/steps'
import { BetaTag } from './ai-writer-screen'
import { CheckedCategories, MarkedText } from './marked-text'
import styles from './ai-writer.module.css'

/** Copies the article as HTML (for editors that paste formatting) and as plain text; false when the browser
 * offers no clipboard (SPEC §8 "Clipboard unsupported"). */
async function copyArticle(preview: AiPreview): Promise<boolean> {
  const text = articleText(preview)
  const html = `<h1>${escapeHtml(preview.title)}</h1><p>${escapeHtml(preview.description)}</p>${preview.content_html}`
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([text], { type: 'text/plain' }) }),
      ])
    } else {
      await navigator.clipboard.writeText(text)
    }
    return true
  } catch {
    return false
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** What the post form opens with: the preview's title and body, and which article it came from. */
export interface AiPostDraft {
  title: string
  content_html: string
  source: { kind: 'ai_writer'; id: number }
}

export interface AiPreviewScreenProps {
  /** The CMS post form for the article (the app composes it; without it, no "Post to WordPress"). */
  renderPostForm?: (draft: AiPostDraft) => ReactNode
}

/** `/seo-diy/ai-writer/preview/:id`: the finished article with its sensitive-word findings marked, to copy, to
 * open in the SEO writer, or to post. */
export function AiPreviewScreen({ renderPostForm }: AiPreviewScreenProps) {
  const { t } = useTranslation('aiWriter')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const preview = useAiPreview(id)
  const toWriter = useCopyToSeoWriter(id)
  const [posting, setPosting] = useState(false)
  const openInWriter = () =>
    toWriter.mutate(undefined, {
      onSuccess: (document) => navigate(`/seo-diy/seo-writer/${document.id}`),
      onError: (error) => void message.error(error instanceof ApiError ? error.message : t('toWriterFailed')),
    })
  const back = (
    <Link to={`/seo-diy/ai-writer?article=${id}`}>
      <Button>{t('backToEdit')}</Button>
    </Link>
  )
  const copy = async () => {
    if (preview.data && (await copyArticle(preview.data))) void message.success(t('copied'))
    else void message.error(t('clipboardUnsupported'))
  }
  const error = preview.error instanceof ApiError ? preview.error : null
  return (
    <div className={styles.screen}>
      <PageHeader
        title={
          <>
            {t('previewTitle')} <BetaTag />
          </>
        }
        extra={
          <Space>
            {back}
            <Button icon={<CopyOutlined />} onClick={copy} disabled={!preview.data} data-testid="copy-article">
              {t('copy')}
            </Button>
            {renderPostForm && (
              <Button icon={<SendOutlined />} onClick={() => setPosting(true)} disabled={!preview.data}>
                {t('postToWordPress')}
              </Button>
            )}
            <Button type="primary" icon={<EditOutlined />} onClick={openInWriter} loading={toWriter.isPending} disabled={!preview.data}>
              {t('toWriter')}
            </Button>
          </Space>
        }
      />
      {error && (
        <Alert
          type="warning"
          showIcon
          message={error.status === 422 ? t('notReady') : error.message}
          description={error.fields.map((f) => f.message).join(' · ') || undefined}
        />
      )}
      {preview.data && <PreviewArticle preview={preview.data} />}
      {preview.data && renderPostForm && (
        <Drawer open={posting} onClose={() => setPosting(false)} title={t('postToWordPress')} size="large" destroyOnHidden>
          {renderPostForm({ title: preview.data.title, content_html: preview.data.content_html, source: { kind: 'ai_writer', id } })}
        </Drawer>
      )}
    </div>
  )
}

function PreviewArticle({ preview }: { preview: AiPreview }) {
  const { t } = useTranslation('aiWriter')
  const { marks } = preview
  const flagged = allFindings(marks).length
  return (
    <Card>
      <Space orientation="vertical" className={styles.meta}>
        {flagged > 0 && <Alert type="warning" showIcon message={t('marks.count', { count: flagged })} description={t('marks.hint')} />}
        <CheckedCategories marks={marks} />
      </Space>
      <article className={styles.article} data-testid="ai-preview">
        <Typography.Title level={1}>
          <MarkedText text={preview.title} findings={marks.title} />
        </Typography.Title>
        <Alert
          type="info"
          className={styles.meta}
          message={t('metaDescription')}
          description={<MarkedText text={preview.description} findings={marks.description} />}
        />
        {preview.sections.map((section, index) => (
          <section key={index}>
            <Typography.Title level={2}>
              <MarkedText text={section.title} findings={marks.sections[index]?.title ?? []} />
            </Typography.Title>
            {paragraphBlocks(section.paragraph ?? '', marks.sections[index]?.paragraph ?? []).map((block, i) => (
              <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
                <MarkedText text={block.text} findings={block.findings} />
              </Typography.Paragraph>
            ))}
          </section>
        ))}
      </article>
    </Card>
  )
}
