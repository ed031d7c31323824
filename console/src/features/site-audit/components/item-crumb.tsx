import { useTranslation } from 'react-i18next'
import type { Params } from 'react-router-dom'
import { useSiteCheck } from '../api/queries'
import { PAGES_ITEM, REPORT_ITEM } from '../utils/paths'

function CategoryName({ siteId, category }: { siteId: number; category: string }) {
  const { data } = useSiteCheck(siteId, null)
  return <>{data?.categories.find((entry) => entry.category === category)?.title ?? '…'}</>
}

/** The breadcrumb of a check's item: "every issue" for the report, "problem pages", else the category's title. */
export function AuditItemCrumb({ params }: { params: Params }) {
  const { t } = useTranslation('audit')
  const item = params.category ?? params.item ?? ''
  const siteId = Number(params.id)
  if (item === REPORT_ITEM) return <>{t('report.title')}</>
  if (item === PAGES_ITEM) return <>{t('pages.title')}</>
  return Number.isInteger(siteId) && siteId > 0 ? <CategoryName siteId={siteId} category={item} /> : <>…</>
}
