import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import type { ContactRequest } from '@/lib/contact'

/** POST /contact: the request reaches the sales team by e-mail (429 when sent too often). */
export function sendContact(request: ContactRequest): Promise<Schema<'ContactOut'>> {
  return api.post('/contact', request satisfies Schema<'ContactIn'>)
}
