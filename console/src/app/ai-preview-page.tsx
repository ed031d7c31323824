import { AiPreviewScreen } from '@/features/ai-writer/components/ai-preview-screen'
import { PostForm } from '@/features/cms/components/post-form'

/** `/seo-diy/ai-writer/preview/:id`: the AI writer's preview, with the CMS post form for "Post to WordPress". */
export function AiPreviewPage() {
  return <AiPreviewScreen renderPostForm={(draft) => <PostForm draft={draft} />} />
}
