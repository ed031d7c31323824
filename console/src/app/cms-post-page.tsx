import { Button, Card, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { ProjectSelect } from '@/components/project-picker'
import { useAllSites } from '@/lib/all-sites'
import type { CmsPost } from '@/features/cms/api/posts'
import { PostForm } from '@/features/cms/components/post-form'
import { AddPageDialog } from '@/features/page-audit/components/add-page-dialog'

/** After a post: offers to audit the new page in one of the user's projects (the page audit's own dialog). */
function AuditOffer({ post }: { post: CmsPost }) {
  const { t } = useTranslation('cms')
  const sites = useAllSites()
  const [project, setProject] = useState<number>()
  const [open, setOpen] = useState(false)
  return (
    <Card size="small" data-testid="cms-audit-offer">
      <Space wrap>
        <Typography.Text>{t('audit.offer')}</Typography.Text>
        <ProjectSelect sites={sites} value={project} label={t('audit.project')} onChange={setProject} />
        <Button disabled={project === undefined} onClick={() => setOpen(true)}>
          {t('audit.add')}
        </Button>
      </Space>
      {project !== undefined && (
        <AddPageDialog siteId={project} open={open} onClose={() => setOpen(false)} initial={{ url: post.link, target_keyword: '' }} />
      )}
    </Card>
  )
}

/** `/cms/new-post`: the post form on its own page (the writers open the same form with their document). */
export function CmsPostPage() {
  const { t } = useTranslation('cms')
  const [posted, setPosted] = useState<CmsPost | null>(null)
  return (
    <>
      <PageHeader title={t('post.pageTitle')} />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <PostForm onPosted={setPosted} />
        </Card>
        {posted && posted.status === 'publish' && <AuditOffer post={posted} />}
      </Space>
    </>
  )
}
