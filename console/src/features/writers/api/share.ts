/**
 * The SEO writer's share link (co-editing) and its guests' reads (api/writers/share.py).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { writerKeys } from './writers'

export type WriterShare = Schema<'WriterShareOut'>
/** `state` is base64 of a Yjs update holding the editor's document. */
export type WriterShareIn = Schema<'WriterShareIn'>
/** What a guest learns of the shared document. */
export type SharedDocument = Schema<'SharedDocumentOut'>
export type ShareUnlock = Schema<'WriterShareUnlockOut'>

/** The header that carries a guest's token. */
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
