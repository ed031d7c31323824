import type { Params } from 'react-router-dom'
import { useSite } from '@/lib/api/get-site'

function Name({ id }: { id: number }) {
  const { data } = useSite(id)
  return <>{data?.name ?? '…'}</>
}

/** The breadcrumb of a project: its name once loaded. */
export function SiteCrumb({ params }: { params: Params }) {
  const id = Number(params.id)
  return Number.isInteger(id) && id > 0 ? <Name id={id} /> : <>…</>
}
