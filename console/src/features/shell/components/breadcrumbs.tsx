import { Breadcrumb } from 'antd'
import { type ComponentType, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, type Params, useLocation, useMatches } from 'react-router-dom'
import { collapseCrumbs, fillPath } from '../utils/breadcrumbs'
import styles from './breadcrumbs.module.css'

/** What a route's `handle.crumbs` holds (app/route-types.ts). */
interface CrumbHandle {
  crumbs?: { label: string | ComponentType<{ params: Params }>; to?: string }[]
}

export function Breadcrumbs() {
  const { t } = useTranslation()
  const matches = useMatches()
  const { pathname } = useLocation()
  const [expanded, setExpanded] = useState(false)
  useEffect(() => setExpanded(false), [pathname])

  const match = matches[matches.length - 1]
  const crumbs = (match?.handle as CrumbHandle | undefined)?.crumbs ?? []
  if (crumbs.length === 0) return null
  const params = match.params

  const { items, hidden } = collapseCrumbs(crumbs, expanded)
  const rendered = items.map((crumb, index) => {
    const Label = crumb.label
    const text = typeof Label === 'string' ? t(Label) : <Label params={params} />
    const last = index === items.length - 1
    return { title: crumb.to && !last ? <Link to={fillPath(crumb.to, params)}>{text}</Link> : text }
  })
  const ellipsis = {
    title: (
      <button type="button" className={styles.more} onClick={() => setExpanded(true)} aria-label={t('breadcrumbs.expand')}>
        …
      </button>
    ),
  }
  return <Breadcrumb className={styles.breadcrumbs} items={hidden > 0 ? [ellipsis, ...rendered] : rendered} />
}
