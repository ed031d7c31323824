import { Alert, App, Button, Card, Space, Typography } from 'antd'
import { CopyOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { ApiError } from '@/lib/api-client'
import { type AiPreview, useAiPreview } from '../api/ai-writer'
import { articleText } from '../utils/steps'
import { BetaTag } from './ai-writer-screen'
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

/** `/seo-diy/ai-writer/preview/:id`: the finished article, to read and copy. */
export function AiPreviewScreen() {
  const { t } = useTranslation('aiWriter')
  const { message } = App.useApp()
  const id = Number(useParams().id)
  const preview = useAiPreview(id)
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
            <Button type="primary" icon={<CopyOutlined />} onClick={copy} disabled={!preview.data} data-testid="copy-article">
              {t('copy')}
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
      {preview.data && (
        <Card loading={preview.isLoading}>
          <article className={styles.article} data-testid="ai-preview">
            <Typography.Title level={1}>{preview.data.title}</Typography.Title>
            <Alert type="info" className={styles.meta} message={t('metaDescription')} description={preview.data.description} />
            {preview.data.sections.map((section, index) => (
              <section key={index}>
                <Typography.Title level={2}>{section.title}</Typography.Title>
                {(section.paragraph ?? '')
                  .split(/\n\s*\n/)
                  .filter((block) => block.trim())
                  .map((block, i) => (
                    <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
                      {block.trim()}
                    </Typography.Paragraph>
                  ))}
              </section>
            ))}
          </article>
        </Card>
      )}
    </div>
  )
}
