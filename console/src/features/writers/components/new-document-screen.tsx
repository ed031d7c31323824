import { Button, Result } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { failureText } from '@/lib/failure-text'
import { useCreateDocument } from '../api/writers'
import { LIST_PATH } from './editor-screen'

/** `/seo-diy/seo-writer/edit` and `/edit/{category_id}`: makes a new (empty) document, in that category
 * when one is named, and opens it in the editor. Creating counts one of the month's writer uses. */
export function NewDocumentScreen() {
  const { t } = useTranslation('writers')
  const categoryId = Number(useParams().category_id) || undefined
  const navigate = useNavigate()
  const create = useCreateDocument()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return // React's development double effect must not make two documents
    started.current = true
    create.mutateAsync(categoryId).then(
      (document) => navigate(`${LIST_PATH}/${document.id}`, { replace: true }),
      () => undefined,
    )
  }, [categoryId, create, navigate])
  if (create.isError) {
    return (
      <Result
        status="warning"
        title={t('createFailed')}
        subTitle={failureText(create.error, '')}
        extra={<Link to={LIST_PATH}><Button type="primary">{t('back')}</Button></Link>}
      />
    )
  }
  return <FullPageSpinner />
}
