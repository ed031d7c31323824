/**
 * The SEO writer's share link (co-editing) and its guests' reads. The backend of these endpoints is
 * written in parallel (api/writers/share.py); until `npm run api-schema` picks them up, their shapes
 * are typed here by hand, matching /work/wt/COLLAB.md (issue 16). Swap them for `Schema<…>` then.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { writerKeys } from './writers'

/** COLLAB.md ShareOut */
export interface WriterShare {
  uuid: string
  url: string
  editor_name: string
  expires_at: string
  created_at: string
}

/** COLLAB.md POST /seo_writer_templates/{id}/share body; `state` is base64 of a Yjs update. */
export interface WriterShareIn {
  editor_name: string
  password: string
  expires_at: string
  state: string
}

/** COLLAB.md SharedDocumentOut: what a guest learns of the shared document. */
export interface SharedDocument {
  id: number
  keyword: string
  title: string
  editor_name: string
  owner_name: string
  expires_at: string
}

/** COLLAB.md: POST /share/seo_writer/{uuid}/unlock answer. */
export interface ShareUnlock {
  token: string
  document: SharedDocument
}

/** The header that carries a guest's token (COLLAB.md). */
export const SHARE_TOKEN_HEADER = 'X-Share-Token'

export const shareKeys = {
  share: (id: number) => ['writers', 'share', id] as const,
  shared: (uuid: string, token: string) => ['writer-share', uuid, token] as const,
}

/** GET /seo_writer_templates/{id}/share: the active share link, or null. */
export function useDocumentShare(id: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.share(id),
    queryFn: () => api.get<{ data: WriterShare | null }>(`/seo_writer_templates/${id}/share`).then((answer) => answer.data),
    enabled,
  })
}

/** POST and DELETE /seo_writer_templates/{id}/share (the creator only); the document's share_active
 * changes with them, so it is read again. */
export function useShareActions(id: number) {
  const client = useQueryClient()
  const settled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: shareKeys.share(id) }),
      client.invalidateQueries({ queryKey: writerKeys.document(id) }),
    ])
  const create = useMutation({
    mutationFn: (body: WriterShareIn) => api.post<WriterShare>(`/seo_writer_templates/${id}/share`, body),
    onSuccess: settled,
  })
  const revoke = useMutation({
    mutationFn: () => api.delete<void>(`/seo_writer_templates/${id}/share`),
    onSuccess: settled,
  })
  return { create, revoke }
}

// a guest has no session: a 401 (token missing or old) must ask the password again, not send them to sign in
const guest = { redirectOn401: false, progress: false } as const

/** POST /share/seo_writer/{uuid}/unlock {password} → the guest's token and the document. */
export const unlockShare = (uuid: string, password: string) =>
  api.post<ShareUnlock>(`/share/seo_writer/${encodeURIComponent(uuid)}/unlock`, { password }, guest)

/** GET /share/seo_writer/{uuid} with the guest's token (401 writer.share_locked when it is no longer good). */
export function useSharedDocument(uuid: string, token: string | null) {
  return useQuery({
    queryKey: shareKeys.shared(uuid, token ?? ''),
    queryFn: () =>
      api.get<SharedDocument>(`/share/seo_writer/${encodeURIComponent(uuid)}`, {
        ...guest,
        headers: { [SHARE_TOKEN_HEADER]: token ?? '' },
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}
