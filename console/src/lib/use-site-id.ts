import { type Params, useParams } from 'react-router-dom'

/** The `:id` of a project route as a number, or null when it is not a project id at all. */
export function siteIdOf(params: Params): number | null {
  const { id } = params
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null
}

export function useSiteId(): number | null {
  return siteIdOf(useParams())
}
