import { SendOutlined } from '@ant-design/icons'
import { Button, Card, Modal, Tabs, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { PostForm } from '@/features/cms/components/post-form'
import { PostsTable } from '@/features/cms/components/posts-table'
import type { ScoreRule } from '@/features/content-score/api/content-score'
import { ContentScorePanel } from '@/features/content-score/components/content-score-panel'
import type { Finding } from '@/features/text-comply/api/text-comply'
import { TextComplyPanel } from '@/features/text-comply/components/text-comply-panel'
import { EditorScreen, type WriterContext, type WriterField } from '@/features/writers/components/editor-screen'

/** Where a content-score rule takes the writer: its field, or the body for the headings, images and text. */
const FIELD_OF_PART: Partial<Record<ScoreRule['part'], WriterField>> = { title: 'title', description: 'description' }

export const TEXT_COMPLY_SUFFIX = '/text-comply'

/** The document's side panels: its content score and its sensitive-word check (shown first on the check's
 * route, SPEC §2 `/seo-diy/seo-writer/{id}/text-comply`). */
function SidePanels({ context, initial, onFindings }: {
  context: WriterContext
  initial: 'score' | 'comply'
  onFindings: (findings: Finding[]) => void
}) {
  const { t } = useTranslation(['writers', 'contentScore'])
  const [tab, setTab] = useState<string>(initial)
  return (
    <Card size="small">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'score',
            label: t('contentScore:title'),
            children: (
              <ContentScorePanel
                document={context.document}
                onChip={(chip) => context.editor.reachText(chip.text)}
                onRule={(rule) => context.focusField(FIELD_OF_PART[rule.part] ?? 'body')}
              />
            ),
          },
          {
            key: 'comply',
            label: t('panels.comply'),
            children: (
              <TextComplyPanel
                html={context.document.html}
                onFindings={onFindings}
                onSelectFinding={(finding) => context.editor.showSpan(finding)}
              />
            ),
          },
        ]}
      />
    </Card>
  )
}

/** "Post to WordPress": the post form on the document as it is now, and the posts already sent from it. */
function PostAction({ context }: { context: WriterContext }) {
  const { t } = useTranslation(['cms', 'writers'])
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<SendOutlined />} onClick={() => setOpen(true)}>
        {t('post.pageTitle')}
      </Button>
      <Modal open={open} title={t('post.pageTitle')} footer={null} width={720} onCancel={() => setOpen(false)} destroyOnHidden>
        <PostForm
          draft={{
            title: context.document.title,
            content_html: context.document.html,
            source: { kind: 'seo_writer', id: context.id },
          }}
        />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('writers:posts.title')}
        </Typography.Title>
        <PostsTable filter={{ source_kind: 'seo_writer', source_id: context.id }} />
      </Modal>
    </>
  )
}

/**
 * `/seo-diy/seo-writer/{id}` and `…/{id}/text-comply`: the SEO writer's editor with the content score and
 * the sensitive-word check beside it (its findings marked in the text) and posting to WordPress.
 */
export function SeoWriterPage() {
  const { pathname } = useLocation()
  const [findings, setFindings] = useState<Finding[]>([])
  return (
    <EditorScreen
      highlights={findings}
      actions={(context) => <PostAction context={context} />}
      side={(context) => (
        <SidePanels
          context={context}
          initial={pathname.endsWith(TEXT_COMPLY_SUFFIX) ? 'comply' : 'score'}
          onFindings={setFindings}
        />
      )}
    />
  )
}
