import { api } from '@/lib/api-client'
import type { User } from '@/types/api'

/** Keeps the signed-in user's language preference in step with the interface. */
export function updateLanguage(language: string): Promise<User> {
  return api.patch<User>('/me', { language }, { progress: false })
}
