import { useParams } from 'react-router-dom'

/** The `:id` of a project route as a number, or null when it is not a project id at all. */
export function useSiteId(): number | null {
  const { id } = useParams()
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null
}
